import type { LimitsInfo } from '@wonderkin/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { checkLimits } from '../../lib/api';
import { readQuestionCount } from './questionCount';

/** Questions left for the badge, or null when no badge shows (unknown yet, or a paid user). */
export function remainingQuestions(limits: LimitsInfo | null): number | null {
  if (!limits || limits.isPaid) return null;
  return Math.max(0, limits.limit - limits.questionCount);
}

/** True when a submit must be blocked and the upgrade modal shown instead. */
export function isBlocked(limits: LimitsInfo | null): boolean {
  return Boolean(limits && !limits.isPaid && limits.hasReachedLimit);
}

/**
 * The free-question limit (GET /api/check-limits with the userId, or the anonymous question-count cookie).
 * `checked` turns true after the first answer (or failure). Failures are only logged (spec §8).
 */
export function useLimits(userId: string | undefined, skip: boolean) {
  const [limits, setLimits] = useState<LimitsInfo | null>(null);
  const [checked, setChecked] = useState(false);
  const mounted = useRef(true);

  const refresh = useCallback(async (): Promise<LimitsInfo | null> => {
    try {
      const info = await checkLimits(userId ? { userId, skip } : { anonymousQuestionCount: readQuestionCount(), skip });
      if (mounted.current) setLimits(info);
      return info;
    } catch (error) {
      console.error('Failed to check limits', error);
      return null;
    } finally {
      if (mounted.current) setChecked(true);
    }
  }, [userId, skip]);

  useEffect(() => {
    mounted.current = true;
    void refresh();
    return () => {
      mounted.current = false;
    };
  }, [refresh]);

  return { limits, checked, refresh };
}
