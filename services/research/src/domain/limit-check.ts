import { FREE_QUESTION_LIMIT, MESSAGES, type LimitsInfo } from '@wonderkin/shared';
import { HttpError, type Logger } from '@wonderkin/server-kit';
import type { AskRepository } from '../store';
import type { AccountsClient } from './accounts-client';
import type { AddressAllowance } from './address-allowance';
import { computeLimits } from './limits';

export interface Visitor {
  /** The signed-in user, from the server session only (never a userId the client sent). */
  userId?: string;
  /** The HttpOnly anonymous-id cookie, always present. */
  anonId: string;
  /** The client's network address as the gateway saw it (the per-address allowance of anonymous asks). */
  address?: string;
}

export interface LimitDeps {
  asks: AskRepository;
  accounts: AccountsClient;
  /** The per-address daily allowance of anonymous asks (absent: only the cookie counts). */
  allowance?: AddressAllowance;
  logger?: Logger;
}

export interface LimitVerdict {
  limits: LimitsInfo;
  /** Counted as an anonymous visitor (so an accepted ask also counts against the address's daily allowance). */
  anonymous: boolean;
}

/**
 * Server-side free-limit check, used by GET /api/check-limits and enforced by POST /api/research.
 * - A signed-in user accounts knows is counted by their own asks; paid users are never limited.
 * - Anyone else is counted by the asks of their anonymous-id cookie (the client's own count may raise it), and once
 *   their network address has used its daily allowance of anonymous asks they are at the limit, whatever cookie
 *   they send: dropping cookies buys nothing past that allowance.
 */
export async function limitVerdict(visitor: Visitor, deps: LimitDeps, options: { clientCount?: number; requestId?: string } = {}): Promise<LimitVerdict> {
  let unavailable = false;
  if (visitor.userId) {
    const [status, userCount] = await Promise.all([
      deps.accounts.paidStatus(visitor.userId, options.requestId),
      deps.asks.countTowardLimit({ userId: visitor.userId }),
    ]);
    if (status.known) return { limits: computeLimits({ serverCount: userCount, isPaid: status.isPaid }), anonymous: false };
    unavailable = Boolean(status.unavailable);
  }
  const [anonCount, addressExhausted] = await Promise.all([
    deps.asks.countTowardLimit({ anonId: visitor.anonId }),
    addressUsedUp(visitor, deps),
  ]);
  const serverCount = addressExhausted ? Math.max(anonCount, FREE_QUESTION_LIMIT) : anonCount;
  const limits = computeLimits({ serverCount, clientCount: options.clientCount, isPaid: false });
  // Never show the upgrade offer to someone who may be paying: when their plan cannot be checked, say so.
  if (unavailable && limits.hasReachedLimit) throw new HttpError(503, MESSAGES.planUnavailable);
  return { limits, anonymous: true };
}

/** Whether the visitor's address has no anonymous asks left today. A Redis hiccup is logged and not held against them. */
async function addressUsedUp(visitor: Visitor, deps: LimitDeps): Promise<boolean> {
  if (!deps.allowance || !visitor.address) return false;
  try {
    return (await deps.allowance.used(visitor.address)) >= deps.allowance.perDay;
  } catch (error) {
    deps.logger?.warn({ err: error }, 'could not read the per-address allowance');
    return false;
  }
}

/** The limits a visitor sees (GET /api/check-limits). */
export async function checkLimits(visitor: Visitor, deps: LimitDeps, options: { clientCount?: number; requestId?: string } = {}): Promise<LimitsInfo> {
  return (await limitVerdict(visitor, deps, options)).limits;
}
