import type { AgeRange, ResearchResult } from '@wonderkin/shared';
import { useCallback, useState } from 'react';

/**
 * Kid mode or the grown-up view of a lesson (issue 19). Kid mode is the default for a lesson made for a young child of
 * the family (a lesson carries its childId only for that family); anyone can switch, and the choice is remembered in
 * this browser for that child (or for lessons made for no child), so Mia's lessons and Leo's can differ.
 */
export type LessonViewChoice = 'kid' | 'grown-up';

const STORAGE_KEY = 'wonderkin-lesson-view';
const NO_CHILD = '*';
const YOUNG_RANGES: readonly AgeRange[] = ['3-5', '6-8'];

type Choices = Record<string, LessonViewChoice>;

function readChoices(storage: Storage | undefined): Choices {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Choices) : {};
  } catch {
    return {};
  }
}

export function rememberedLessonView(childId: string | undefined, storage: Storage | undefined = globalThis.localStorage): LessonViewChoice | null {
  const choice = readChoices(storage)[childId ?? NO_CHILD];
  return choice === 'kid' || choice === 'grown-up' ? choice : null;
}

export function rememberLessonView(childId: string | undefined, choice: LessonViewChoice, storage: Storage | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify({ ...readChoices(storage), [childId ?? NO_CHILD]: choice }));
  } catch {
    // Storage full or refused (private browsing): the choice holds for this page only.
  }
}

/** Kid mode fits a children's lesson; a parent guide and a safety answer are only shown as they are. */
export function kidModeAvailable(result: ResearchResult): boolean {
  return result.mode === 'kids' && result.safety !== 'redirected' && !result.callNow;
}

export function kidModeByDefault(result: ResearchResult): boolean {
  return Boolean(result.childId) && YOUNG_RANGES.includes(result.ageRange);
}

export interface LessonView {
  /** Whether the switch is offered at all. */
  available: boolean;
  kidMode: boolean;
  choose: (choice: LessonViewChoice) => void;
}

export function useLessonView(result: ResearchResult): LessonView {
  const [choice, setChoice] = useState(() => rememberedLessonView(result.childId));
  const available = kidModeAvailable(result);
  const kidMode = available && (choice ? choice === 'kid' : kidModeByDefault(result));
  const choose = useCallback((next: LessonViewChoice) => {
    rememberLessonView(result.childId, next);
    setChoice(next);
  }, [result.childId]);
  return { available, kidMode, choose };
}
