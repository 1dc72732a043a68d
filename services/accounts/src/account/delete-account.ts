import type { Redis } from 'ioredis';
import { weeklyMailKey } from '@wonderkin/server-kit';
import type { MailLog } from '../store/mail-log';
import type { SignInTokenRepository } from '../store/sign-in-tokens';
import type { SubscriberRepository } from '../store/subscribers';
import type { UserRepository } from '../store/users';
import type { ChildRepository } from '../children/store';
import { removeOutboxMailTo } from './outbox';
import { endSessionsOf } from './sessions';

export interface AccountsDeletionDeps {
  users: Pick<UserRepository, 'findById' | 'remove'>;
  children: Pick<ChildRepository, 'removeAllOf'>;
  subscribers: Pick<SubscriberRepository, 'findByEmail' | 'removeByEmail'>;
  mailLog: Pick<MailLog, 'forget'>;
  signInTokens: Pick<SignInTokenRepository, 'revokeAllFor'>;
  redis: Pick<Redis, 'scan' | 'mget' | 'del'>;
  config: { QUEUE_PREFIX: string; DATA_DIR: string };
}

export interface AccountsDeletion {
  user: boolean;
  subscription: boolean;
  mailLog: number;
  signInLinks: number;
  sessions: number;
  outbox: number;
  children: number;
}

/**
 * Removes everything the accounts service holds for a user: the weekly subscription of their email with its
 * unsubscribe tokens and mail log, the outbox copies of mail sent to them, their sign-in links, every session, and
 * last the user itself. The user goes last because it is the only way from the user id to the email: a retry after
 * a crash half-way still finds what is keyed by email. Idempotent: a retry deletes nothing twice.
 */
export async function deleteAccountsUserData(deps: AccountsDeletionDeps, userId: string): Promise<AccountsDeletion> {
  const user = await deps.users.findById(userId);
  let subscription = false;
  let mailLog = 0;
  let outbox = 0;
  if (user) {
    const subscriber = await deps.subscribers.findByEmail(user.email);
    if (subscriber) {
      // Weekly keys count from 1 up to the last week sent; the next one may have been claimed already.
      const keys = Array.from({ length: subscriber.lastWeekSent + 1 }, (_unused, index) => weeklyMailKey(subscriber.subscriberId, index + 1));
      mailLog = await deps.mailLog.forget(keys);
      subscription = await deps.subscribers.removeByEmail(user.email);
    }
    outbox = await removeOutboxMailTo(deps.config.DATA_DIR, user.email);
  }
  const signInLinks = await deps.signInTokens.revokeAllFor(userId);
  const sessions = await endSessionsOf(deps.redis, deps.config.QUEUE_PREFIX, userId);
  const children = await deps.children.removeAllOf(userId);
  const removed = user ? await deps.users.remove(userId) : false;
  return { user: removed, subscription, mailLog, signInLinks, sessions, outbox, children };
}
