import type { Redis } from 'ioredis';
import { sessionKeyPrefix } from '@wonderkin/server-kit';

/**
 * Ends every server session of a user (all their browsers), not only the one asking: a deleted account must be
 * signed out everywhere. Sessions are connect-redis JSON values under `<QUEUE_PREFIX>:sess:`; they are not indexed by
 * user, so this walks them with SCAN (an account is deleted rarely; SCAN never blocks Redis). Answers how many ended.
 */
export async function endSessionsOf(redis: Pick<Redis, 'scan' | 'mget' | 'del'>, queuePrefix: string, userId: string): Promise<number> {
  const match = `${sessionKeyPrefix({ QUEUE_PREFIX: queuePrefix })}*`;
  let cursor = '0';
  let ended = 0;
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', match, 'COUNT', 500);
    cursor = next;
    if (keys.length === 0) continue;
    const values = await redis.mget(...keys);
    const theirs = keys.filter((_key, index) => sessionUser(values[index]) === userId);
    if (theirs.length) ended += await redis.del(...theirs);
  } while (cursor !== '0');
  return ended;
}

function sessionUser(value: string | null): string | undefined {
  if (!value) return undefined;
  try {
    const userId = (JSON.parse(value) as { userId?: unknown }).userId;
    return typeof userId === 'string' ? userId : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Removes a user's pending phone code and its throttles (account/phone.ts keeps them under
 * `<QUEUE_PREFIX>:phone-code:<what>:<userId>`): the pending one holds the phone number in clear for ten minutes.
 */
export async function endPhoneCodesOf(redis: Pick<Redis, 'scan' | 'del'>, queuePrefix: string, userId: string): Promise<number> {
  let cursor = '0';
  let removed = 0;
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${queuePrefix}:phone-code:*:${userId}`, 'COUNT', 500);
    cursor = next;
    if (keys.length) removed += await redis.del(...keys);
  } while (cursor !== '0');
  return removed;
}
