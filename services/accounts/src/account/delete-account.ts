import type { Redis } from 'ioredis';
import { weeklyMailKey, type EventPublisher } from '@wonderkin/server-kit';
import type { MailLog } from '../store/mail-log';
import type { SignInTokenRepository } from '../store/sign-in-tokens';
import type { SubscriberRepository } from '../store/subscribers';
import type { UserRepository } from '../store/users';
import type { ChildRepository } from '../children/store';
import type { CircleRepository } from '../circle/store';
import type { ClassRepository } from '../classes/store';
import { unlinkFamily } from '../classes/departures';
import { cancelStripeSubscriptions, type SubscriptionCancelDeps, type SubscriptionCancellation } from '../payments/subscriptions';
import { forgetFamilyMail, type FamilyMailDeletion, type FamilyMailDeps } from './family-mail';
import { removeOutboxMailTo } from './outbox';
import { endPhoneCodesOf, endSessionsOf } from './sessions';

export interface AccountsDeletionDeps {
  users: Pick<UserRepository, 'findById' | 'remove'>;
  children: Pick<ChildRepository, 'removeAllOf' | 'listByUser'>;
  /** The circle of care: the family's grants and their activity; the grants the user accepted elsewhere end. */
  circle: Pick<CircleRepository, 'forgetUser'>;
  /** An educator's classes and their rosters. */
  classes: Pick<ClassRepository, 'forgetEducator' | 'students'>;
  /** Where class.students-left goes when the family's children leave their classes (needed only if they had any). */
  events?: Pick<EventPublisher, 'publish'>;
  subscribers: Pick<SubscriberRepository, 'findByEmail' | 'removeByEmail'>;
  mailLog: Pick<MailLog, 'forget' | 'keysStartingWith'>;
  /** The mail queue: given, the family's mail jobs go too (the first pass must have it: see AccountsDeps.mailJobs). */
  mailQueue?: FamilyMailDeps['mailQueue'];
  /** The account's Stripe subscriptions: given (the user.deleted consumer, which retries), they are cancelled. */
  payments?: SubscriptionCancelDeps;
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
  circle: { grants: number; activity: number; leftAsInvitee: number };
  classes: { classes: number; students: number; linkedChildren: number };
  familyMail: FamilyMailDeletion;
  phoneCodes: number;
  stripe: SubscriptionCancellation;
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
  // The rest of the family's mail (report emails, notices, texts), found by address, phone and child ids: before the
  // children go, for their ids.
  const childIds = (await deps.children.listByUser(userId)).map((child) => child.childId);
  const familyMail = await forgetFamilyMail(deps, { email: user?.email ?? null, phone: user?.phone ?? null, childIds });
  const signInLinks = user ? await deps.signInTokens.revokeAllFor(user.email) : 0;
  const sessions = await endSessionsOf(deps.redis, deps.config.QUEUE_PREFIX, userId);
  const phoneCodes = await endPhoneCodesOf(deps.redis, deps.config.QUEUE_PREFIX, userId);
  const children = await deps.children.removeAllOf(userId);
  const circle = await deps.circle.forgetUser(userId, new Date());
  const classes = { ...(await deps.classes.forgetEducator(userId)), linkedChildren: await unlinkFamily(deps, { linkedFamilyUserId: userId }) };
  // Kept by user id, so a retry after a failed cancel still finds them once the user is gone.
  const stripe = deps.payments ? await cancelStripeSubscriptions(deps.payments, userId) : { cancelled: 0, failed: 0 };
  const removed = user ? await deps.users.remove(userId) : false;
  return { user: removed, subscription, mailLog, signInLinks, sessions, outbox, children, circle, classes, familyMail, phoneCodes, stripe };
}
