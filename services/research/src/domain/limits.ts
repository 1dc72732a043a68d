import { FREE_QUESTION_LIMIT, type LimitsInfo } from '@wonderkin/shared';

export interface LimitInputs {
  /** Questions counted by the server (asks of the user or of the anonymous-id cookie). */
  serverCount: number;
  /** The anonymous client's own count (question-count cookie): it may raise the count, never lower it. */
  clientCount?: number;
  isPaid: boolean;
  limit?: number;
}

/** The free-limit arithmetic: paid users are never limited; everyone else stops at the limit. */
export function computeLimits({ serverCount, clientCount, isPaid, limit = FREE_QUESTION_LIMIT }: LimitInputs): LimitsInfo {
  const questionCount = Math.max(0, Math.floor(serverCount), Math.floor(clientCount ?? 0));
  return { questionCount, limit, hasReachedLimit: !isPaid && questionCount >= limit, isPaid };
}
