import type { Request } from 'express';
import type { Redis } from 'ioredis';
import type { User } from '@wonderkin/shared';
import { sessionUserId, type Logger } from '@wonderkin/server-kit';
import { endSessionsOf } from '../account/sessions';
import type { UserRepository } from '../store/users';
import { accountForProvedEmail } from './accounts';

export interface ProveEmailDeps {
  users: UserRepository;
  redis: Pick<Redis, 'scan' | 'mget' | 'del'>;
  queuePrefix: string;
  logger: Logger;
}

/**
 * An emailed link (a sign-in link, a circle invitation) was used: it proves the address. The account is made now if it
 * is new, and the first proof of an address ends every other session of the account (made before sign-in needed a link:
 * nobody keeps a session for an address they never proved). The caller signs the browser in afterwards.
 */
export async function proveEmail(deps: ProveEmailDeps, req: Request, email: string, now: Date): Promise<{ user: User; created: boolean; endedSessions: number }> {
  const { user, created } = await accountForProvedEmail(deps.users, email, () => now);
  let endedSessions = 0;
  if (!user.emailVerifiedAt) {
    const ended = await endSessionsOf(deps.redis, deps.queuePrefix, user.userId);
    // This browser's own earlier session of the account is replaced afterwards, not "another device".
    endedSessions = Math.max(0, ended - (sessionUserId(req) === user.userId ? 1 : 0));
    await deps.users.markEmailVerified(user.userId, now);
    if (endedSessions) deps.logger.warn({ userId: user.userId, endedSessions }, 'first proof of an address ended the sessions made before it');
  }
  return { user, created, endedSessions };
}
