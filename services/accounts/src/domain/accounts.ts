import type { User } from '@wonderkin/shared';
import { randomId } from '@wonderkin/server-kit';
import type { UserRepository } from '../store/users';

/** RFC 5321 caps an address at 254 characters; longer input is not an email. */
export const EMAIL_MAX_LENGTH = 254;

/**
 * Finds or creates the account of an email whose owner just used a link sent to it (already trimmed and lower-cased
 * by the shared schema). A new email gets a fresh random 128-bit userId and `created: true`. Only the sign-in link's
 * route calls this: an account exists only for an address somebody proved.
 */
export async function accountForProvedEmail(
  users: UserRepository, email: string, now: () => Date = () => new Date(),
): Promise<{ user: User; created: boolean }> {
  const existing = await users.findByEmail(email);
  if (existing) return { user: existing, created: false };
  const userId = randomId();
  const user = await users.insertIfAbsent({ userId, email, isPaid: false, createdAt: now().toISOString() });
  // Two links of one new email used at once: only the one whose id was stored created the account.
  return { user, created: user.userId === userId };
}
