import type { MailJobResult } from '@wonderkin/server-kit';
import type { Logger } from '@wonderkin/server-kit';
import type { MailLog } from '../store/mail-log';
import type { MailSettings, OutgoingMail } from './compose';
import { buildMessage, type MailTransport } from './transport';

export interface MailSender {
  /** How an earlier attempt at this key ended (sent, or stopped mid-send), or null when none has claimed it. */
  previousOutcome(key: string): Promise<MailJobResult | null>;
  /** Sends once per key: claim, hand over, mark sent. A failure before the hand-over gives the key back for a retry. */
  send(key: string, kind: string, mail: OutgoingMail): Promise<MailJobResult>;
  /** The same once-per-key rule for any other channel (an SMS): `deliver` hands the message over. */
  deliverOnce(key: string, kind: string, channel: string, deliver: () => Promise<{ file?: string }>): Promise<MailJobResult>;
}

export function createMailSender(deps: { settings: MailSettings; transport: MailTransport; log: MailLog; logger: Logger; now?: () => Date }): MailSender {
  const { settings, transport, log, logger } = deps;
  const now = deps.now ?? (() => new Date());

  async function previousOutcome(key: string): Promise<MailJobResult | null> {
    const entry = await log.get(key);
    if (!entry) return null;
    if (entry.state === 'sending') {
      // An earlier attempt claimed the key and stopped before recording the outcome: it may have gone out.
      logger.error({ key, claimedAt: entry.claimedAt }, 'mail was being sent when its worker stopped; not sending it again');
      return { key, outcome: 'skipped', reason: 'interrupted-send' };
    }
    return { key, outcome: 'already-sent' };
  }

  async function deliverOnce(key: string, kind: string, channel: string, deliver: () => Promise<{ file?: string }>, logged: Record<string, unknown> = {}): Promise<MailJobResult> {
    if (!(await log.claim(key, kind, now()))) return (await previousOutcome(key)) ?? { key, outcome: 'already-sent' };
    let delivered: { file?: string };
    try {
      delivered = await deliver();
    } catch (error) {
      await log.release(key);
      throw error;
    }
    await log.markSent(key, channel, now());
    logger.info({ key, kind, transport: channel, ...logged, file: delivered.file }, 'mail sent');
    return { key, outcome: 'sent' };
  }

  return {
    previousOutcome,
    async send(key, kind, mail) {
      const before = await previousOutcome(key);
      if (before) return before;
      const message = await buildMessage(key, settings, mail, now());
      return deliverOnce(key, kind, transport.name, () => transport.send(message), { messageId: message.messageId });
    },
    async deliverOnce(key, kind, channel, deliver) {
      return (await previousOutcome(key)) ?? deliverOnce(key, kind, channel, deliver);
    },
  };
}
