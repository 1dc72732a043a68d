import fs from 'node:fs/promises';
import path from 'node:path';
import { parseMail } from '../mail/mime';
import { parseSmsFile, SMS_OUTBOX_SUFFIX } from '../mail/sms';
import { outboxDir } from '../mail/transport';

const ADDRESS = /[^\s<>,";]+@[^\s<>,";]+/g;

/**
 * Deletes the outbox copies of the emails sent to an address. The outbox (DATA_DIR/outbox, used when no SMTP_URL is
 * set) is this service's record of what it "sent", and each file holds the address and the message: a deleted
 * account's must go. With SMTP nothing is kept here. Answers how many files went.
 */
export async function removeOutboxMailTo(dataDir: string, email: string): Promise<number> {
  const dir = outboxDir(dataDir);
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  const wanted = email.toLowerCase();
  let removed = 0;
  for (const name of names) {
    if (!name.endsWith('.eml')) continue;
    const file = path.join(dir, name);
    const head = await readHead(file);
    if (!head) continue;
    const recipients = (parseMail(head).to.match(ADDRESS) ?? []).map((address) => address.toLowerCase());
    if (!recipients.includes(wanted)) continue;
    await fs.rm(file, { force: true });
    removed += 1;
  }
  return removed;
}

/**
 * Deletes the outbox files of a family that the account's address does not find: those whose message key starts with
 * one of `keyPrefixes` (a child's report emails, a creation's "ready" email and text, which name the child or the
 * creation) and the texts sent to `phone` (a text has the phone number and the child's name in it). Answers how many.
 */
export async function removeOutboxFilesOf(dataDir: string, family: { keyPrefixes: string[]; phone?: string | null }): Promise<number> {
  const dir = outboxDir(dataDir);
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  // A file is named <time>-<key>, the key's ':' written as '_' (transport.ts, outboxFileName).
  const named = family.keyPrefixes.map((prefix) => `-${prefix.replace(/[^A-Za-z0-9_-]/g, '_')}`);
  let removed = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    let theirs = named.some((part) => name.includes(part));
    if (!theirs && family.phone && name.endsWith(SMS_OUTBOX_SUFFIX)) {
      const head = await readHead(file);
      theirs = head !== null && parseSmsFile(head.toString('utf8')).header('to') === family.phone;
    }
    if (!theirs) continue;
    await fs.rm(file, { force: true });
    removed += 1;
  }
  return removed;
}

/** The headers are at the top of a message: its first 32 KB are enough to read To (no need to read each whole message). */
async function readHead(file: string): Promise<Buffer | null> {
  const handle = await fs.open(file, 'r').catch(() => null);
  if (!handle) return null;
  try {
    const buffer = Buffer.alloc(32 * 1024);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
