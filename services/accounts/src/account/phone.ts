import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { Router } from 'express';
import type { Redis } from 'ioredis';
import {
  MESSAGES, PhoneCodeRequestSchema, PhoneVerifyRequestSchema, type ContactAnswer, type PhoneAnswer, type PhoneCodeAnswer,
} from '@wonderkin/shared';
import {
  HttpError, internalOnly, MAIL_JOB_OPTIONS, MAIL_JOBS, mailKey, parseOr400, randomId, sessionUserId, tokenSecret,
  type Config, type Logger, type MailJobData, type RecipientCaps,
} from '@wonderkin/server-kit';
import type { UserRepository } from '../store/users';

// Where "your creation is ready" may go (issue 18): the account's own email, and a phone its owner proved by typing
// the 6-digit code we texted to it. A request to the media service never names an address or a number; media asks
// here. The pending code lives in Redis (it expires by itself): only an HMAC of it under TOKEN_SECRET, so a copy of
// Redis does not give the code away (a million guesses would find a plain hash), with a count of the tries.

/** How long a texted code works, how many wrong tries it takes, how often one can be asked for. */
export const PHONE_CODE = { ttlSeconds: 10 * 60, maxAttempts: 5, resendSeconds: 60, perAccountPerDay: 5 } as const;

export interface PhoneRouteDeps {
  users: UserRepository;
  /** Pending codes and throttles (the service's session Redis). */
  redis: Pick<Redis, 'multi' | 'set' | 'hgetall' | 'hincrby' | 'del' | 'incr' | 'expire'>;
  /** The mail queue: the mail worker texts the code (only it holds the Twilio credentials). */
  mailQueue?: { add(name: string, data: MailJobData, options: object): Promise<unknown> };
  caps: RecipientCaps;
  config: Pick<Config, 'TOKEN_SECRET' | 'QUEUE_PREFIX' | 'PRODUCT_NAME' | 'INTERNAL_TOKEN'>;
  logger: Logger;
  now?: () => Date;
}

export function phoneRoutes(deps: PhoneRouteDeps): Router {
  const { users, redis, caps, config, logger, now = () => new Date() } = deps;
  const secret = tokenSecret(config);
  const router = Router();
  const key = (what: string, userId: string) => `${config.QUEUE_PREFIX}:phone-code:${what}:${userId}`;
  const codeHash = (userId: string, phone: string, code: string) =>
    createHmac('sha256', secret).update(`phone-code:${userId}:${phone}:${code}`).digest('hex');

  const signedInUser = async (req: Parameters<typeof sessionUserId>[0]) => {
    const userId = sessionUserId(req);
    const user = userId ? await users.findById(userId) : null;
    if (!user) throw new HttpError(401, MESSAGES.signInRequired);
    return user;
  };
  const contactOf = (user: { email: string; emailVerifiedAt?: string; phone?: string }): ContactAnswer =>
    ({ email: user.email, emailVerified: Boolean(user.emailVerifiedAt), phone: user.phone ?? null });

  /** GET /api/account/contact: where this account's notices go (the create page offers only what is there). */
  router.get('/api/account/contact', async (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(contactOf(await signedInUser(req)));
  });

  /** POST /api/account/phone/code { phone } → 202: a code is texted to that number (throttled, capped per day). */
  router.post('/api/account/phone/code', async (req, res) => {
    const user = await signedInUser(req);
    const { phone } = parseOr400(PhoneCodeRequestSchema, req.body ?? {});
    if (!deps.mailQueue) throw new HttpError(503, MESSAGES.serviceUnavailable);
    // One code a minute per account (SET NX: two racing requests send one), a few a day per account and per number.
    if ((await redis.set(key('wait', user.userId), '1', 'EX', PHONE_CODE.resendSeconds, 'NX')) !== 'OK') {
      throw new HttpError(429, MESSAGES.phoneCodeTooSoon);
    }
    const today = key(`day-${now().toISOString().slice(0, 10)}`, user.userId);
    const sentToday = await redis.incr(today);
    await redis.expire(today, 24 * 3600);
    if (sentToday > PHONE_CODE.perAccountPerDay || !(await caps.take('sms', phone, now()))) {
      throw new HttpError(429, MESSAGES.phoneCodeLimit);
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const pending = key('pending', user.userId);
    // A new code replaces the previous one, and its tries start again.
    await redis.multi().del(pending).hset(pending, { phone, hash: codeHash(user.userId, phone, code), attempts: '0' })
      .expire(pending, PHONE_CODE.ttlSeconds).exec();
    const body = `${config.PRODUCT_NAME} code: ${code}. It verifies this phone for your account and expires in `
      + `${PHONE_CODE.ttlSeconds / 60} minutes. Didn't ask for it? Ignore this text.`;
    try {
      await deps.mailQueue.add(MAIL_JOBS.sms, { kind: 'sms', to: phone, body }, {
        // The text carries a live code: it does not stay in Redis once sent (BullMQ keeps finished jobs otherwise).
        ...MAIL_JOB_OPTIONS, jobId: mailKey('phone-code', randomId(12), 'sms'), removeOnComplete: true, removeOnFail: { age: 3600 },
      });
    } catch (error) {
      await redis.del(pending);
      logger.error({ err: (error as Error).message, requestId: res.locals.requestId }, 'could not queue a phone code');
      throw new HttpError(503, MESSAGES.serviceUnavailable);
    }
    const answer: PhoneCodeAnswer = { sent: true, phone, expiresInSeconds: PHONE_CODE.ttlSeconds, message: MESSAGES.phoneCodeSent };
    res.status(202).json(answer);
  });

  /** POST /api/account/phone/verify { code }: the right code makes its number the account's phone. */
  router.post('/api/account/phone/verify', async (req, res) => {
    const user = await signedInUser(req);
    const { code } = parseOr400(PhoneVerifyRequestSchema, req.body ?? {});
    const pending = key('pending', user.userId);
    const stored = await redis.hgetall(pending);
    if (!stored.phone || !stored.hash) throw new HttpError(400, MESSAGES.phoneCodeExpired);
    // Counted before the check, atomically: racing guesses cannot share one try.
    if ((await redis.hincrby(pending, 'attempts', 1)) > PHONE_CODE.maxAttempts) {
      await redis.del(pending);
      throw new HttpError(400, MESSAGES.phoneCodeExpired);
    }
    const given = Buffer.from(codeHash(user.userId, stored.phone, code));
    const expected = Buffer.from(stored.hash);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new HttpError(400, MESSAGES.phoneCodeWrong);
    }
    // Spent once: of two right answers racing, one deletes the code and keeps the phone.
    if ((await redis.del(pending)) !== 1) throw new HttpError(400, MESSAGES.phoneCodeExpired);
    const updated = await users.setPhone(user.userId, stored.phone, now());
    if (!updated) throw new HttpError(401, MESSAGES.signInRequired);
    res.json({ phone: stored.phone, message: MESSAGES.phoneVerified } satisfies PhoneAnswer);
  });

  /** DELETE /api/account/phone: no more texts (the number is forgotten). */
  router.delete('/api/account/phone', async (req, res) => {
    const user = await signedInUser(req);
    await users.setPhone(user.userId, null, now());
    await redis.del(key('pending', user.userId));
    res.json({ phone: null, message: MESSAGES.phoneRemoved } satisfies PhoneAnswer);
  });

  /**
   * Service-to-service (media, when a signed-in family asks to be told): the account's email only once verified, and
   * its verified phone. Nothing else, and only for the user id the caller's session named.
   */
  router.get('/internal/users/:userId/contact', internalOnly(config.INTERNAL_TOKEN), async (req, res) => {
    const user = await users.findById(String(req.params.userId));
    if (!user) throw new HttpError(404, MESSAGES.userNotFound);
    res.setHeader('Cache-Control', 'no-store');
    res.json({ email: user.emailVerifiedAt ? user.email : null, phone: user.phone ?? null });
  });

  return router;
}
