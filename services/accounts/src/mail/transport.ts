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

/** How the outbox's temporary files start: a message is written to one, then renamed to its own name. */
export const PARTIAL_PREFIX = '.partial-';

/**
 * Writes an outbox file atomically: the bytes go to a temporary file beside it, synced to disk, which is then renamed
 * to `file`. A reader (the development mailbox, account deletion) sees the whole message or nothing, and a resend of
 * the same key (same name, sender.ts) replaces the file instead of adding a second one.
 */
export async function writeOutboxFile(file: string, data: string | Buffer): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const partial = path.join(path.dirname(file), `${PARTIAL_PREFIX}${randomBytes(6).toString('hex')}`);
  const handle = await fs.open(partial, 'w', 0o600);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await fs.rename(partial, file);
}

/**
 * Removes the temporary files a killed worker left in the outbox (each holds a whole message, address included). Run
 * when a mail worker starts: the killed worker's job runs again and writes its message anew. Should another worker be
 * writing one at that instant, its rename fails and its job is retried, which sends that message again.
 */
export async function removeStalePartials(dataDir: string): Promise<number> {
  const dir = outboxDir(dataDir);
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  const stale = names.filter((name) => name.startsWith(PARTIAL_PREFIX));
  await Promise.all(stale.map((name) => fs.rm(path.join(dir, name), { force: true })));
  return stale.length;
}

export function outboxTransport(dataDir: string): MailTransport {
  const dir = outboxDir(dataDir);
  return {
    name: 'outbox',
    async send(message) {
      const file = path.join(dir, outboxFileName(message.date, message.key));
      await writeOutboxFile(file, message.raw);
      return { file };
    },
    async close() {},
  };
}

export function createTransportFor(config: { SMTP_URL?: string; DATA_DIR: string }): MailTransport {
  return config.SMTP_URL ? smtpTransport(config.SMTP_URL) : outboxTransport(config.DATA_DIR);
}
