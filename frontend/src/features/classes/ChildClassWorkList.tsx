import type { ChildClassWork } from '@wonderkin/shared';
import { Link } from '../../lib/navigation';
import { dayOf } from './words';

type Work = ChildClassWork['assignments'][number];

/** "Done: 3 of 4 right", "2 of 4 answered", "Not started". */
function resultWords(work: Work): string {
  if (work.result.done) return `Done: ${work.result.correct} of ${work.questions} right`;
  if (work.result.answered > 0) return `${work.result.answered} of ${work.questions} answered`;
  return 'Not started';
}

/**
 * The lessons a class's teacher set for the child (issue 22 §2), to open at home: answered there, the quiz counts for the
 * child on the teacher's results as it does on the classroom device.
 */
export function ChildClassWorkList({ work, childId, childName }: { work: readonly Work[]; childId: string; childName: string }) {
  if (work.length === 0) return <p className="muted child-classes__work-none">No lessons set yet.</p>;
  return (
    <ul className="child-classes__work" role="list" aria-label={`Lessons set for ${childName}`}>
      {work.map((each) => (
        <li key={each.assignmentId} className="child-classes__work-item">
          <span className="child-classes__work-title">{each.title}</span>
          <span className="muted">
            {resultWords(each)}
            {each.dueOn && !each.result.done ? <> · due <time dateTime={each.dueOn}>{dayOf(each.dueOn)}</time></> : null}
          </span>
          <Link to={`/ask/${encodeURIComponent(each.hashId)}?for=${encodeURIComponent(childId)}`} aria-label={`Open "${each.title}" for ${childName}`}>
            {each.result.done ? 'Open again' : 'Open'}
          </Link>
        </li>
      ))}
    </ul>
  );
}
