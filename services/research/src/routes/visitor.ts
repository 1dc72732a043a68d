import type { Request, Response } from 'express';
import { MESSAGES } from '@wonderkin/shared';
import { ensureAnonymousId, HttpError, sessionUserId } from '@wonderkin/server-kit';
import { createAddressAllowance, type AddressAllowance } from '../domain/address-allowance';
import type { Visitor } from '../domain/limit-check';
import type { AppDeps } from '../deps';

const USER_ID = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * A `userId` the client sent (spec §7 still sends one in forms and queries): checked for shape, so a malformed one is
 * a clear 400, and otherwise ignored. Identity is the server session's; a claimed id that is not the session's user
 * grants nothing.
 */
export function checkClaimedUserId(claimed: unknown): void {
  if (claimed === undefined || claimed === null || claimed === '') return;
  if (typeof claimed !== 'string' || !USER_ID.test(claimed.trim())) throw new HttpError(400, MESSAGES.invalidUserId);
}

/**
 * Who is asking: the signed-in user of the server session (if any), always the HttpOnly anonymous id, and the
 * client's address (the gateway puts the client it saw, per TRUST_PROXY, in X-Forwarded-For; a service trusts that
 * header from loopback callers only).
 */
export function visitorOf(req: Request, res: Response, productName: string): Visitor {
  return {
    userId: sessionUserId(req),
    anonId: ensureAnonymousId(req, res, productName),
    address: req.ip,
  };
}

/** The per-address daily allowance of anonymous asks, in the service's Redis. */
export function addressAllowanceOf(deps: AppDeps): AddressAllowance {
  return createAddressAllowance(deps.redis, { prefix: deps.config.QUEUE_PREFIX, perDay: deps.config.ANON_DAILY_ASKS_PER_ADDRESS });
}
