import { createHash } from 'node:crypto';
import { z } from 'zod';
import { randomId, type Store } from '@wonderkin/server-kit';

// The free weekly lesson subscribers (issue 8) and their unsubscribe tokens.
// - One subscription per email: the document id is the normalised email, so two sign-ups racing store one.
// - `subscriberId` is a random 128-bit public id (the answer's `id`). Someone who unsubscribed and signs up again gets
//   a fresh one: their schedule starts again at week 1, and links from the old emails stop working.
// - Unsubscribe tokens are random 128-bit values, one per email sent, stored only as their SHA-256; each points at one
//   subscriberId, so a token can never unsubscribe anybody else, and a stolen database holds no usable link.

const SubscriberDocSchema = z.object({
  id: z.string(),
  subscriberId: z.string(),
  email: z.string(),
  childAge: z.number().int().nullable(),
  timezone: z.string(),
  status: z.enum(['active', 'unsubscribed']),
  subscribedAt: z.string(),
  unsubscribedAt: z.string().nullable(),
  /** The highest week already emailed (0: none yet); lets the weekly sweep skip those who are up to date. */
  lastWeekSent: z.number().int().min(0),
});
type SubscriberDoc = z.infer<typeof SubscriberDocSchema>;
export type Subscriber = Omit<SubscriberDoc, 'id'>;

const TokenDocSchema = z.object({ id: z.string(), subscriberId: z.string(), createdAt: z.string() });
type TokenDoc = z.infer<typeof TokenDocSchema>;

/** A token as it travels in links: 32 hex characters. */
export const UNSUBSCRIBE_TOKEN_PATTERN = /^[a-f0-9]{32}$/;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface SubscribeInput { email: string; childAge?: number; timezone: string }

export interface SubscriberRepository {
  /** Stores a new subscription (or renews one that was unsubscribed); `created` is false when it was already active. */
  subscribe(input: SubscribeInput, now: Date): Promise<{ subscriber: Subscriber; created: boolean }>;
  findById(subscriberId: string): Promise<Subscriber | null>;
  listActive(): Promise<Subscriber[]>;
  /** Stops the emails; answers the subscriber (already unsubscribed is fine), or null for an unknown id. */
  unsubscribe(subscriberId: string, now: Date): Promise<Subscriber | null>;
  /** Records that a week went out (never lowers the mark). */
  noteWeekSent(subscriberId: string, week: number): Promise<void>;
  /** A fresh random token for one email's unsubscribe link; only its hash is stored. */
  issueUnsubscribeToken(subscriberId: string, now: Date): Promise<string>;
  /** The current subscription a token belongs to, or null (malformed, unknown, or from a subscription since renewed). */
  subscriberForToken(token: string): Promise<Subscriber | null>;
  ping(): Promise<void>;
  /** The subscription of an email (active or not), or null. */
  findByEmail(email: string): Promise<Subscriber | null>;
  /** Deletes the subscription of an email and its unsubscribe tokens (the account was deleted); false when there was none. */
  removeByEmail(email: string): Promise<boolean>;
}

const toSubscriber = ({ id: _email, ...subscriber }: SubscriberDoc): Subscriber => subscriber;

export function createSubscriberRepository(store: Store): SubscriberRepository {
  const subscribers = store.collection<SubscriberDoc>('subscribers', { schema: SubscriberDocSchema, indexes: ['subscriberId', 'status'] });
  const tokens = store.collection<TokenDoc>('unsubscribe_tokens', { schema: TokenDocSchema, indexes: ['subscriberId'] });

  const byId = async (subscriberId: string) => subscribers.findOne({ subscriberId });

  return {
    async subscribe(input, now) {
      const fresh: SubscriberDoc = {
        id: input.email,
        subscriberId: randomId(),
        email: input.email,
        childAge: input.childAge ?? null,
        timezone: input.timezone,
        status: 'active',
        subscribedAt: now.toISOString(),
        unsubscribedAt: null,
        lastWeekSent: 0,
      };
      if (await subscribers.insertIfAbsent(fresh)) return { subscriber: toSubscriber(fresh), created: true };
      const existing = await subscribers.get(input.email);
      if (!existing) throw new Error('subscriber vanished after insert');
      if (existing.status === 'active') return { subscriber: toSubscriber(existing), created: false };
      const { id: _email, ...renewal } = fresh;
      const renewed = await subscribers.update(input.email, renewal);
      if (!renewed) throw new Error('subscriber vanished during renewal');
      return { subscriber: toSubscriber(renewed), created: true };
    },
    async findById(subscriberId) {
      const doc = await byId(subscriberId);
      return doc ? toSubscriber(doc) : null;
    },
    async listActive() {
      return (await subscribers.find({ status: 'active' })).map(toSubscriber);
    },
    async unsubscribe(subscriberId, now) {
      const doc = await byId(subscriberId);
      if (!doc) return null;
      if (doc.status === 'unsubscribed') return toSubscriber(doc);
      const updated = await subscribers.update(doc.id, { status: 'unsubscribed', unsubscribedAt: now.toISOString() });
      return updated ? toSubscriber(updated) : null;
    },
    async noteWeekSent(subscriberId, week) {
      const doc = await byId(subscriberId);
      if (doc && doc.lastWeekSent < week) await subscribers.update(doc.id, { lastWeekSent: week });
    },
    async issueUnsubscribeToken(subscriberId, now) {
      const token = randomId(16);
      await tokens.insert({ id: hashToken(token), subscriberId, createdAt: now.toISOString() });
      return token;
    },
    async subscriberForToken(token) {
      if (!UNSUBSCRIBE_TOKEN_PATTERN.test(token)) return null;
      const doc = await tokens.get(hashToken(token));
      if (!doc) return null;
      const subscriber = await byId(doc.subscriberId);
      return subscriber ? toSubscriber(subscriber) : null;
    },
    async ping() {
      await subscribers.findOne({ subscriberId: '' });
    },
    async findByEmail(email) {
      const doc = await subscribers.get(email);
      return doc ? toSubscriber(doc) : null;
    },
    async removeByEmail(email) {
      const doc = await subscribers.get(email);
      if (!doc) return false;
      // Tokens first: should this stop half-way, the subscription (and so its id) is still there for the retry.
      for (const token of await tokens.find({ subscriberId: doc.subscriberId })) await tokens.delete(token.id);
      return subscribers.delete(doc.id);
    },
  };
}
