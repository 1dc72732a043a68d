import { RESEARCH_STAGES, TIMINGS } from '@wonderkin/shared';
import { useEffect, useRef, useState } from 'react';

export type ProgressStep = (typeof RESEARCH_STAGES)[number];

/** Index of the last stage the worker has reached (-1: none yet). */
export function reachedStageIndex(progress: number): number {
  let index = -1;
  RESEARCH_STAGES.forEach((stage, i) => {
    if (progress >= stage.progress) index = i;
  });
  return index;
}

export interface PacedProgress {
  /** The step on screen (null before the worker reached the first one). */
  step: ProgressStep | null;
  /** True once the last step (100) has been on screen for the minimum time. */
  finished: boolean;
}

/**
 * Walks the research stages in order, one at a time, never past the worker's real progress (`reached`), and keeps
 * each step on screen for at least `minimumMs` (spec §4: 500 ms pauses). Steps the worker reported in a burst are
 * queued and shown one after another. Mount it per job (e.g. with a React key) so it starts from the beginning.
 */
export function usePacedProgress(reached: number, minimumMs: number = TIMINGS.progressStepMinimum): PacedProgress {
  const target = reachedStageIndex(reached);
  const [shown, setShown] = useState(-1);
  const [finished, setFinished] = useState(false);
  const shownAt = useRef(0);

  useEffect(() => {
    if (shown >= target) return undefined;
    // The first step appears as soon as it is reached; each later one waits until the current one had its time.
    const wait = shown < 0 ? 0 : Math.max(0, minimumMs - (Date.now() - shownAt.current));
    const timer = setTimeout(() => {
      shownAt.current = Date.now();
      setShown((index) => Math.min(index + 1, RESEARCH_STAGES.length - 1));
    }, wait);
    return () => clearTimeout(timer);
  }, [shown, target, minimumMs]);

  useEffect(() => {
    if (shown !== RESEARCH_STAGES.length - 1 || finished) return undefined;
    const timer = setTimeout(() => setFinished(true), Math.max(0, minimumMs - (Date.now() - shownAt.current)));
    return () => clearTimeout(timer);
  }, [shown, finished, minimumMs]);

  return { step: shown >= 0 ? RESEARCH_STAGES[shown] : null, finished };
}
