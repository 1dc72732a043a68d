import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailSettings, OutgoingMail } from './compose';

// Where mail goes. With SMTP_URL: that server (nodemailer's SMTP transport). Without: the embedded default writes each
// message as an .eml file under DATA_DIR/outbox (the development mailbox reads them). Both get the very same bytes,
// built once by nodemailer's stream transport.

export interface BuiltMessage {
  /** The idempotency key (the mail job's id). */
  key: string;
  messageId: string;
  envelope: { from: string; to: string[] };
  raw: Buffer;
  date: Date;
}

export interface MailTransport {
  readonly name: 'smtp' | 'outbox';
  /** Hands the message over; resolves once the server (or the disk) has it. */
  send(message: BuiltMessage): Promise<{ response?: string; file?: string }>;
  close(): Promise<void>;
}

/** One Message-ID per key: should a message ever go out twice, mail clients still show it once. */
export function messageIdFor(key: string, senderAddress: string): string {
  const domain = senderAddress.split('@')[1] || 'localhost';
  return `<${createHash('sha256').update(key).digest('hex').slice(0, 32)}@${domain}>`;
}

const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });

/** The raw MIME message: multipart/alternative with the plain-text part first, then the HTML part. */
export async function buildMessage(key: string, settings: MailSettings, mail: OutgoingMail, date = new Date()): Promise<BuiltMessage> {
  const messageId = messageIdFor(key, settings.from.address);
  const info = await builder.sendMail({
    from: settings.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: mail.headers,
    messageId,
    date,
  });
  return { key, messageId, envelope: { from: settings.from.address, to: [mail.to] }, raw: info.message as Buffer, date };
}

export function smtpTransport(smtpUrl: string): MailTransport {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    name: 'smtp',
    async send(message) {
      const info = await transport.sendMail({ envelope: message.envelope, raw: message.raw });
      return { response: info.response };
    },
    async close() {
      transport.close();
    },
  };
}

export const outboxDir = (dataDir: string) => path.join(dataDir, 'outbox');

/** "2026-11-23T08-00-00-000Z-weekly_abc_2.eml": sorts by time; the key says which message it is. */
export function outboxFileName(date: Date, key: string): string {
  return `${date.toISOString().replace(/[:.]/g, '-')}-${key.replace(/[^A-Za-z0-9_-]/g, '_')}.eml`;
}

export function outboxTransport(dataDir: string): MailTransport {
  const dir = outboxDir(dataDir);
  return {
    name: 'outbox',
    async send(message) {
      await fs.mkdir(dir, { recursive: true });
      const file = path.join(dir, outboxFileName(message.date, message.key));
      // Written whole, then renamed: a reader never sees half a message.
      const partial = path.join(dir, `.partial-${randomBytes(6).toString('hex')}`);
      await fs.writeFile(partial, message.raw);
      await fs.rename(partial, file);
      return { file };
    },
    async close() {},
  };
}

export function createTransportFor(config: { SMTP_URL?: string; DATA_DIR: string }): MailTransport {
  return config.SMTP_URL ? smtpTransport(config.SMTP_URL) : outboxTransport(config.DATA_DIR);
}
