import type { Request, Response } from 'express';
import { ensureAnonymousId, readUserId } from '@wonderkin/server-kit';
import type { Visitor } from '../domain/limit-check';

/** Who is asking: the signed-in user (explicit id, else the user-id cookie) and always the HttpOnly anonymous id. */
export function visitorOf(req: Request, res: Response, explicitUserId: unknown, productName: string): Visitor {
  return {
    userId: readUserId(req, explicitUserId, productName),
    anonId: ensureAnonymousId(req, res, productName),
  };
}
