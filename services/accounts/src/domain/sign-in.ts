import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { MESSAGES } from '@wonderkin/shared';
import { HttpError, MAIL_JOB_OPTIONS, MAIL_JOBS, mailKey, randomId, type Logger, type NoticeMail } from '@wonderkin/server-kit';
import type { MailQueue } from '../mail/queue';
import type { SignInTokenRepository } from '../store/sign-in-tokens';

/** A sign-in link works once, for this long. */
export const SIGN_IN_LINK_TTL_MS = 15 * 60 * 1000;
/** At most one sign-in email per address in this window, so the login form cannot be used to flood someone's inbox. */
export const SIGN_IN_EMAIL_INTERVAL_S = 60;

export interface SignInLinkDeps {
  tokens: SignInTokenRepository;
  mailQueue: Pick<MailQueue, 'add'> | undefined;
  redis: Pick<Redis, 'set' | 'del'>;
  config: { PUBLIC_URL: string; PRODUCT_NAME: string; QUEUE_PREFIX: string };
  logger: Logger;
  now?: () => Date;
}

/** The Redis key that spaces the sign-in emails of one address (hashed: no email address sits in Redis). */
const throttleKey = (prefix: string, email: string) => `${prefix}:sign-in-mail:${createHash('sha256').update(email).digest('hex')}`;

/**
 * A used link lifts the spacing of its address: the owner proved it, so the next link they ask for (another device)
 * goes at once. Flooding needs links nobody uses, which stay spaced.
 */
export async function clearSignInSpacing(redis: Pick<Redis, 'del'>, queuePrefix: string, email: string): Promise<void> {
  await redis.del(throttleKey(queuePrefix, email));
}

/** The link's page: /login?token=… completes the sign-in in the browser that opens it. */
export function signInUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/login?token=${token}`;
}

/** Who a link goes to: an email, and whether it already has an account (the email's wording differs, nothing else). */
export interface LinkRecipient {
  email: string;
  hasAccount: boolean;
}

function signInNotice(productName: string, to: LinkRecipient, url: string): NoticeMail {
  const intro = to.hasAccount
    ? `Someone asked to sign in to ${productName} with this email address. If it was you, use the button below: it signs you in on the device where you open it.`
    : `Someone asked to create a ${productName} account with this email address. If it was you, use the button below: it creates your account and signs you in on the device where you open it.`;
  return {
    kind: 'notice',
    to: to.email,
    subject: to.hasAccount ? `Your ${productName} sign-in link` : `Confirm your email for ${productName}`,
    preview: 'One tap to sign in. The link works once, for 15 minutes.',
    heading: to.hasAccount ? `Sign in to ${productName}` : `Welcome to ${productName}`,
    paragraphs: [
      intro,
      'The link works once, for 15 minutes. If you did not ask for it, you can ignore this email: nobody can sign in with your address without it.',
    ],
    action: { label: to.hasAccount ? 'Sign in' : 'Create my account', url },
  };
}

/**
 * Emails a one-time sign-in link to an address (an account's or a new one), unless one went to it less than a minute ago
 * (answers false then: the earlier link is on its way). The token is stored before the email is queued, and given up
 * again when the queue refuses it, so no link is ever sent that does not work, nor stored without being sent.
 */
export async function sendSignInLink(deps: SignInLinkDeps, to: LinkRecipient): Promise<boolean> {
  const { tokens, mailQueue, redis, config, logger } = deps;
  if (!mailQueue) throw new HttpError(503, MESSAGES.serviceUnavailable);
  const now = deps.now?.() ?? new Date();
  const key = throttleKey(config.QUEUE_PREFIX, to.email);
  let first: string | null;
  try {
    first = await redis.set(key, '1', 'EX', SIGN_IN_EMAIL_INTERVAL_S, 'NX');
  } catch (error) {
    logger.error({ err: error }, 'could not check the sign-in email throttle');
    throw new HttpError(503, MESSAGES.serviceUnavailable);
  }
  if (first !== 'OK') return false;
  const token = await tokens.issue(to.email, now, SIGN_IN_LINK_TTL_MS);
  try {
    // The message key names a random id of this email, never the token (the mail log keeps keys).
    const jobId = mailKey('sign-in', randomId(), 'email');
    await mailQueue.add(MAIL_JOBS.notice, signInNotice(config.PRODUCT_NAME, to, signInUrl(config.PUBLIC_URL, token)), {
      ...MAIL_JOB_OPTIONS,
      jobId,
      // The link is in the job's data: drop the job once sent (the mail log still keeps its key, so it is sent once).
      removeOnComplete: true,
      removeOnFail: { age: 24 * 3600 },
    });
    logger.info({ jobId, hasAccount: to.hasAccount }, 'sign-in link queued');
    return true;
  } catch (error) {
    logger.error({ err: error }, 'could not queue the sign-in email');
    await tokens.revoke(token);
    await redis.del(key).catch(() => undefined);
    throw new HttpError(503, MESSAGES.serviceUnavailable);
  }
}
