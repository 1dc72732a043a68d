import { isIPv4, isIPv6 } from 'node:net';
import type { Redis } from 'ioredis';

// The anonymous free limit is kept per browser (the HttpOnly anonymous-id cookie), and a visitor who drops cookies
// gets a fresh one. So anonymous asks are also counted per network address and UTC day, in Redis (shared by every
// research process): once an address has used its daily allowance, anonymous asks from it are refused with the
// usual limit answer, whatever cookie they carry. The allowance is generous (ANON_DAILY_ASKS_PER_ADDRESS, 40 by
// default) because a school or a library puts many families behind one address; signed-in users are not counted.

export interface AddressAllowance {
  /** The daily number of anonymous asks per address. */
  readonly perDay: number;
  /** Anonymous asks this address made today. */
  used(address: string): Promise<number>;
  /** Counts one ask against the address; false (and nothing counted) when its allowance is used up. */
  take(address: string): Promise<boolean>;
  /** Gives back an ask that was counted but not accepted after all (e.g. the queue refused it). */
  giveBack(address: string): Promise<void>;
}

/**
 * The part of an address that identifies a visitor: an IPv4 address as it is, an IPv4-mapped IPv6 address as its
 * IPv4 form, and an IPv6 address by its /64 network (one household or phone gets a whole /64 and can pick any
 * address in it).
 */
export function addressKey(address: string): string {
  const plain = address.trim().toLowerCase().replace(/^\[|\]$/g, '').split('%')[0];
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(plain);
  if (mapped && isIPv4(mapped[1])) return mapped[1];
  if (isIPv4(plain)) return plain;
  if (!isIPv6(plain)) return plain;
  const [head, tail = ''] = plain.split('::');
  const left = head ? head.split(':') : [];
  const right = plain.includes('::') && tail ? tail.split(':') : [];
  // An embedded IPv4 tail (…:1.2.3.4) counts as two groups; only the first four groups matter here anyway.
  const groups = plain.includes('::') ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((group) => Number.parseInt(group || '0', 16).toString(16)).join(':')}::/64`;
}

/** The UTC day an ask counts in (the allowance renews at midnight UTC). */
const dayOf = (now: Date) => now.toISOString().slice(0, 10);

export function createAddressAllowance(redis: Pick<Redis, 'get' | 'incr' | 'decr' | 'expire'>, options: {
  prefix: string; perDay: number; now?: () => Date;
}): AddressAllowance {
  const key = (address: string) => `${options.prefix}:anon-asks:${dayOf(options.now?.() ?? new Date())}:${addressKey(address)}`;
  return {
    perDay: options.perDay,
    async used(address) {
      return Number((await redis.get(key(address))) ?? 0);
    },
    async take(address) {
      const counter = key(address);
      // INCR first, then look: two asks racing from one address can never both take the last one.
      const count = await redis.incr(counter);
      if (count === 1) await redis.expire(counter, 2 * 24 * 3600);
      if (count <= options.perDay) return true;
      await redis.decr(counter);
      return false;
    },
    async giveBack(address) {
      await redis.decr(key(address));
    },
  };
}
