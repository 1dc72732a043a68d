import type { MailJobResult } from '@wonderkin/server-kit';
import type { Logger } from '@wonderkin/server-kit';
import type { MailLog } from '../store/mail-log';
import type { MailSettings, OutgoingMail } from './compose';
import { buildMessage, messageIdFor, type MailTransport } from './transport';

// At least once per key (the mail job's id), never lost: the key is claimed in the mail log before the hand-over and
// marked sent only after the transport took the message. A worker that dies in between (kill -9, a crash) leaves the
// claim "sending"; the job runs again (BullMQ's stalled-job recovery, or its retry) and sends again.
// Why at least once rather than at most once: a lost sign-in link or weekly lesson is silent, a repeat is visible and
// harmless, because every attempt at a key is the same message: the same Message-ID (mail clients show one) and the
// same Date, taken from the first claim, so the outbox's file name is the same too and a resend replaces its file
// (exactly one copy in the outbox). SMTP itself has no idempotency key: there, a death between the server's "250 OK"
// and the mark can deliver twice, with one Message-ID. Texts follow the same rule (Twilio may send such a text twice).

export interface MailSender {
  /** "already-sent" when an earlier attempt at this key was recorded as sent; null otherwise (send it). */
  previousOutcome(key: string): Promise<MailJobResult | null>;
  /** Sends the email for this key unless it was recorded as sent; records it once the transport took it. */
  send(key: string, kind: string, mail: OutgoingMail): Promise<MailJobResult>;
  /** The same rule for any other channel (an SMS): `hand` hands the message over, dated `date` (the first claim's). */
  deliver(key: string, kind: string, channel: string, hand: (date: Date) => Promise<{ file?: string }>): Promise<MailJobResult>;
}

export function createMailSender(deps: { settings: MailSettings; transport: MailTransport; log: MailLog; logger: Logger; now?: () => Date }): MailSender {
  const { settings, transport, log, logger } = deps;
  const now = deps.now ?? (() => new Date());

  async function previousOutcome(key: string): Promise<MailJobResult | null> {
    const entry = await log.get(key);
    return entry?.state === 'sent' ? { key, outcome: 'already-sent' } : null;
  }

  /** Claims the key: the date every attempt at it carries, or null when it was sent already. */
  async function claim(key: string, kind: string): Promise<Date | null> {
    for (let tries = 0; tries < 3; tries += 1) {
      const at = now();
      if (await log.claim(key, kind, at)) return at;
      const entry = await log.get(key);
      if (!entry) continue; // given back (a failed attempt) or forgotten between the two calls: claim it afresh
      if (entry.state === 'sent') return null;
      logger.warn({ key, claimedAt: entry.claimedAt }, 'mail was being sent when its worker stopped: sending it again (same Message-ID)');
      return new Date(entry.claimedAt);
    }
    throw new Error(`could not claim the mail key ${key}`);
  }

  async function deliver(key: string, kind: string, channel: string, hand: (date: Date) => Promise<{ file?: string }>, logged: Record<string, unknown> = {}): Promise<MailJobResult> {
    const date = await claim(key, kind);
    if (!date) return { key, outcome: 'already-sent' };
    let delivered: { file?: string };
    try {
      delivered = await hand(date);
    } catch (error) {
      // Refused or failed before the hand-over finished: the key is given back and the job's retry sends it.
      await log.release(key);
      throw error;
    }
    // Only now: a death before this line sends the message again, never loses it.
    await log.markSent(key, channel, now());
    logger.info({ key, kind, transport: channel, ...logged, file: delivered.file }, 'mail sent');
    return { key, outcome: 'sent' };
  }

  return {
    previousOutcome,
    send: (key, kind, mail) => deliver(key, kind, transport.name, async (date) => transport.send(await buildMessage(key, settings, mail, date)), {
      messageId: messageIdFor(key, settings.from.address),
    }),
    deliver: (key, kind, channel, hand) => deliver(key, kind, channel, hand),
  };
}
