import { createHash } from 'node:crypto';
import { z } from 'zod';
import { randomId, type Store } from '@wonderkin/server-kit';

// One-time sign-in links (issue 8). A token is 256 random bits that travel only in the emailed link; the store keeps
// its SHA-256 (a copied database holds no usable link), the email it was sent to and when it expires. A link names an
// email, not an account: registration and sign-in are one flow, and an account is made only when a link is used, so
// nobody holds a session for an address they have not proved. Spending a token deletes it: the store's delete
// answers true for exactly one caller, so two clicks racing sign in once.

/** A token as it travels in links: 64 hex characters. */
export const SIGN_IN_TOKEN_PATTERN = /^[a-f0-9]{64}$/;

const SignInTokenDocSchema = z.object({
  id: z.string(),
  email: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
type SignInTokenDoc = z.infer<typeof SignInTokenDocSchema>;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface SignInTokenRepository {
  /** A fresh token for `email`, valid until now + ttlMs (only its hash is stored). */
  issue(email: string, now: Date, ttlMs: number): Promise<string>;
  /** Spends a token: the email it was sent to, or null (malformed, unknown, expired or already spent). */
  spend(token: string, now: Date): Promise<string | null>;
  /** The email a live token was sent to, or null; the token stays unspent (the page asks before signing in). */
  peek(token: string, now: Date): Promise<string | null>;
  /** Forgets a token that was issued but whose email could not be queued. */
  revoke(token: string): Promise<void>;
  /** Forgets every link sent to an email (its account was deleted); answers how many there were. */
  revokeAllFor(email: string): Promise<number>;
}

export function createSignInTokenRepository(store: Store): SignInTokenRepository {
  // A new collection name: links of the earlier kind named an account and are no longer valid (they lived 15 minutes).
  const tokens = store.collection<SignInTokenDoc>('sign_in_links', { schema: SignInTokenDocSchema, indexes: ['email'] });
  const live = async (token: string, now: Date): Promise<SignInTokenDoc | null> => {
    if (!SIGN_IN_TOKEN_PATTERN.test(token)) return null;
    const doc = await tokens.get(hashToken(token));
    return doc && Date.parse(doc.expiresAt) > now.getTime() ? doc : null;
  };
  return {
    async issue(email, now, ttlMs) {
      // Expired links of this email are dropped here, so the collection holds at most the live ones.
      for (const old of await tokens.find({ email })) {
        if (Date.parse(old.expiresAt) <= now.getTime()) await tokens.delete(old.id);
      }
      const token = randomId(32);
      await tokens.insert({
        id: hashToken(token), email, createdAt: now.toISOString(), expiresAt: new Date(now.getTime() + ttlMs).toISOString(),
      });
      return token;
    },
    async spend(token, now) {
      if (!SIGN_IN_TOKEN_PATTERN.test(token)) return null;
      const id = hashToken(token);
      const doc = await tokens.get(id);
      if (!doc) return null;
      const spentByUs = await tokens.delete(id);
      if (!spentByUs || Date.parse(doc.expiresAt) <= now.getTime()) return null;
      return doc.email;
    },
    async peek(token, now) {
      return (await live(token, now))?.email ?? null;
    },
    async revoke(token) {
      if (SIGN_IN_TOKEN_PATTERN.test(token)) await tokens.delete(hashToken(token));
    },
    async revokeAllFor(email) {
      let removed = 0;
      for (const doc of await tokens.find({ email })) if (await tokens.delete(doc.id)) removed += 1;
      return removed;
    },
  };
}
