import { MESSAGES, type LimitsInfo } from '@wonderkin/shared';
import { HttpError } from '@wonderkin/server-kit';
import type { AskRepository } from '../store';
import type { AccountsClient } from './accounts-client';
import { computeLimits } from './limits';

export interface Visitor {
  /** Signed-in user (userId field/query, else the user-id cookie). */
  userId?: string;
  /** The HttpOnly anonymous-id cookie, always present. */
  anonId: string;
}

/**
 * Server-side free-limit check, used by GET /api/check-limits and enforced by POST /api/research.
 * - A user accounts knows is counted by their own asks; paid users are never limited.
 * - An anonymous visitor is counted by the asks of their anonymous-id cookie; the client's own count may raise it.
 * - A userId accounts does not know (or cannot confirm) counts the higher of that id's asks and the cookie's asks,
 *   so inventing user ids never buys more free questions.
 */
export async function checkLimits(
  visitor: Visitor,
  deps: { asks: AskRepository; accounts: AccountsClient },
  options: { clientCount?: number; requestId?: string } = {},
): Promise<LimitsInfo> {
  const anonCount = () => deps.asks.countTowardLimit({ anonId: visitor.anonId });
  if (!visitor.userId) return computeLimits({ serverCount: await anonCount(), clientCount: options.clientCount, isPaid: false });
  const [status, userCount] = await Promise.all([
    deps.accounts.paidStatus(visitor.userId, options.requestId),
    deps.asks.countTowardLimit({ userId: visitor.userId }),
  ]);
  if (status.known) return computeLimits({ serverCount: userCount, isPaid: status.isPaid });
  const counted = computeLimits({ serverCount: Math.max(userCount, await anonCount()), clientCount: options.clientCount, isPaid: false });
  // Never show the upgrade offer to someone who may be paying: when their plan cannot be checked, say so.
  if (status.unavailable && counted.hasReachedLimit) throw new HttpError(503, MESSAGES.planUnavailable);
  return counted;
}
