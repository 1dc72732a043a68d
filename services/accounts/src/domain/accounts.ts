import type { User } from '@wonderkin/shared';
import { MESSAGES } from '@wonderkin/shared';
import { HttpError, randomId } from '@wonderkin/server-kit';
import type { UserRepository } from '../store/users';

/** RFC 5321 caps an address at 254 characters; longer input is not an email. */
const EMAIL_MAX_LENGTH = 254;

/**
 * Finds or creates the account of an email (already trimmed and lower-cased by the shared schema). A new email gets a
 * fresh random 128-bit userId and `created: true`; only then may the caller sign the browser in at once. An email
 * that already has an account is proved by a sign-in link instead (domain/sign-in.ts).
 */
export async function registerEmail(
  users: UserRepository, email: string, now: () => Date = () => new Date(),
): Promise<{ user: User; created: boolean }> {
  if (email.length > EMAIL_MAX_LENGTH) throw new HttpError(400, MESSAGES.invalidEmail);
  const existing = await users.findByEmail(email);
  if (existing) return { user: existing, created: false };
  const userId = randomId();
  const user = await users.insertIfAbsent({ userId, email, isPaid: false, createdAt: now().toISOString() });
  // Two registrations of one new email racing: only the one whose id was stored created the account.
  return { user, created: user.userId === userId };
}
