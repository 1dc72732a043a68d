import type { User } from '@wonderkin/shared';
import { MESSAGES } from '@wonderkin/shared';
import { HttpError, randomId } from '@wonderkin/server-kit';
import type { UserRepository } from '../store/users';

/** RFC 5321 caps an address at 254 characters; longer input is not an email. */
const EMAIL_MAX_LENGTH = 254;

/**
 * Login and registration are one call: an email (already trimmed and lower-cased by the shared schema)
 * always maps to the same user; a new email gets a fresh random 128-bit userId.
 */
export async function registerEmail(users: UserRepository, email: string, now: () => Date = () => new Date()): Promise<User> {
  if (email.length > EMAIL_MAX_LENGTH) throw new HttpError(400, MESSAGES.invalidEmail);
  const existing = await users.findByEmail(email);
  if (existing) return existing;
  return users.insertIfAbsent({ userId: randomId(), email, isPaid: false, createdAt: now().toISOString() });
}
