import { z } from 'zod';
import type { Store } from '@wonderkin/server-kit';

// Which messages have gone out, by key (the mail job's id). A sender claims a key before it hands the message to the
// transport and marks it sent after: a retried or duplicated job finds the key sent and sends nothing. A claim still
// "sending" means an earlier attempt stopped mid-send (its worker died): the message may or may not have left, and the
// rerun sends it again, dated from the claim (at least once; mail/sender.ts says why).

const MailLogDocSchema = z.object({
  id: z.string(),
  kind: z.string(),
  state: z.enum(['sending', 'sent']),
  claimedAt: z.string(),
  sentAt: z.string().nullable(),
  transport: z.string().nullable(),
});
export type MailLogEntry = z.infer<typeof MailLogDocSchema>;

export interface MailLog {
  /** True when this caller now owns the key; false when it was claimed or sent before. */
  claim(key: string, kind: string, now: Date): Promise<boolean>;
  get(key: string): Promise<MailLogEntry | null>;
  markSent(key: string, transport: string, now: Date): Promise<void>;
  /** Gives a key back after a send that failed before the transport took the message. */
  release(key: string): Promise<void>;
  /** Forgets these keys (the messages of a deleted account); answers how many there were. */
  forget(keys: string[]): Promise<number>;
  /** The keys of one kind that start with `prefix` (a deleted child's report emails: progress-report:<childId>:). */
  keysStartingWith(kind: string, prefix: string): Promise<string[]>;
}

export function createMailLog(store: Store): MailLog {
  const entries = store.collection<MailLogEntry>('mail_log', { schema: MailLogDocSchema, indexes: ['state'] });
  return {
    async claim(key, kind, now) {
      return entries.insertIfAbsent({ id: key, kind, state: 'sending', claimedAt: now.toISOString(), sentAt: null, transport: null });
    },
    get: (key) => entries.get(key),
    async markSent(key, transport, now) {
      await entries.update(key, { state: 'sent', sentAt: now.toISOString(), transport });
    },
    async release(key) {
      await entries.delete(key);
    },
    async forget(keys) {
      let removed = 0;
      for (const key of keys) if (await entries.delete(key)) removed += 1;
      return removed;
    },
    async keysStartingWith(kind, prefix) {
      return (await entries.find({ kind })).map((entry) => entry.id).filter((id) => id.startsWith(prefix));
    },
  };
}
