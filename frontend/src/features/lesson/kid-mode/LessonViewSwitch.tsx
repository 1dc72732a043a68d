import type { LessonViewChoice } from './lessonViewChoice';
import './kid-mode.css';

/** "Kid mode" / "Grown-up view": two pressed-or-not buttons, always in the same place so focus stays on them. */
export function LessonViewSwitch({ kidMode, onChoose }: { kidMode: boolean; onChoose: (choice: LessonViewChoice) => void }) {
  return (
    <div className="lesson-view-switch" role="group" aria-label="How to show this lesson">
      <button type="button" className="lesson-view-switch__option" aria-pressed={kidMode} onClick={() => onChoose('kid')}>
        Kid mode
      </button>
      <button type="button" className="lesson-view-switch__option" aria-pressed={!kidMode} onClick={() => onChoose('grown-up')}>
        Grown-up view
      </button>
    </div>
  );
}
