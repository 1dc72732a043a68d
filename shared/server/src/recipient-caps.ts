import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Config } from './config';

// Per-recipient daily caps (issue 18): however many requests get through (several accounts, several services), one
// email address or phone number gets at most so many of our notices and codes a UTC day. Counted in Redis, shared
// by every process; the key holds a hash of the recipient, never the address or number itself.

export type Channel = 'email' | 'sms';

export interface RecipientCaps {
  /** Counts one message to `recipient`; false when today's allowance was already used up (then send nothing). */
  take(channel: Channel, recipient: string, now?: Date): Promise<boolean>;
}

export type RecipientCapsConfig = Pick<Config, 'QUEUE_PREFIX' | 'EMAILS_PER_ADDRESS_PER_DAY' | 'SMS_PER_NUMBER_PER_DAY'>;

const DAY_SECONDS = 24 * 3600;

export function createRecipientCaps(redis: Pick<Redis, 'multi'>, config: RecipientCapsConfig): RecipientCaps {
  const limits: Record<Channel, number> = { email: config.EMAILS_PER_ADDRESS_PER_DAY, sms: config.SMS_PER_NUMBER_PER_DAY };
  return {
    async take(channel, recipient, now = new Date()) {
      const who = createHash('sha256').update(recipient.trim().toLowerCase()).digest('hex').slice(0, 32);
      const key = `${config.QUEUE_PREFIX}:recipient-cap:${channel}:${now.toISOString().slice(0, 10)}:${who}`;
      const results = await redis.multi().incr(key).expire(key, 2 * DAY_SECONDS).exec();
      const [error, count] = results?.[0] ?? [new Error('no answer from Redis'), 0];
      if (error) throw error;
      return Number(count) <= limits[channel];
    },
  };
}
