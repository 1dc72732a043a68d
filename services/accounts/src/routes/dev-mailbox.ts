import fs from 'node:fs/promises';
import path from 'node:path';
import { Router, type Request } from 'express';
import { MESSAGES } from '@wonderkin/shared';
import { HttpError } from '@wonderkin/server-kit';
import { parseMail, type ParsedMail } from '../mail/mime';
import { outboxDir } from '../mail/transport';
import { parseSmsFile, SMS_OUTBOX_SUFFIX } from '../mail/sms';

// The development mailbox (never in production: the app does not mount it, and the gateway proxies /dev/ only outside
// production): the .eml files the outbox transport wrote, newest first, and each message's HTML and text parts.
// Add ?format=json (or Accept: application/json) for the same as JSON (browser tests read it).

const ID_PATTERN = /^[A-Za-z0-9_-]{1,200}$/;
const LIST_LIMIT = 200;

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const wantsJson = (req: Request) => req.query.format === 'json' || req.accepts(['html', 'json']) === 'json';

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<style>
body{font:15px/1.5 system-ui,sans-serif;color:#2b2340;background:#fff9ef;margin:0;padding:24px;max-width:1000px}
a{color:#4a2c82}table{border-collapse:collapse;width:100%;background:#fff}td,th{text-align:left;padding:8px;border-bottom:1px solid #e8dcc7;vertical-align:top}
pre{white-space:pre-wrap;background:#fff;border:1px solid #e8dcc7;padding:12px;border-radius:8px}
iframe{width:100%;height:75vh;border:1px solid #e8dcc7;border-radius:8px;background:#fff}.muted{color:#5a5170}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 12px}dt{font-weight:600}dd{margin:0;word-break:break-all}
</style></head><body>${body}</body></html>`;
}

export interface MailboxEntry { id: string; subject: string; from: string; to: string; date?: string }

export function devMailboxRoutes(options: { dataDir: string; smtpUrl?: string }): Router {
  const router = Router();
  const dir = outboxDir(options.dataDir);

  async function ids(): Promise<string[]> {
    const names = await fs.readdir(dir).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [] as string[];
      throw error;
    });
    // File names start with the time they were written: newest first is reverse order.
    // Texts (.sms.txt, written when Twilio is not configured) are listed with the emails.
    const id = (name: string) => (name.endsWith('.eml') ? name.slice(0, -4) : name.endsWith(SMS_OUTBOX_SUFFIX) ? name.slice(0, -SMS_OUTBOX_SUFFIX.length) : '');
    return names.map(id).filter((each) => ID_PATTERN.test(each)).sort().reverse();
  }

  async function read(id: string): Promise<ParsedMail> {
    if (!ID_PATTERN.test(id)) throw new HttpError(404, MESSAGES.notFoundApi);
    const raw = await fs.readFile(path.join(dir, `${id}.eml`)).catch(() => null);
    if (raw) return parseMail(raw);
    const sms = await fs.readFile(path.join(dir, `${id}${SMS_OUTBOX_SUFFIX}`), 'utf8').catch(() => null);
    if (sms !== null) return parseSmsFile(sms);
    throw new HttpError(404, MESSAGES.notFoundApi);
  }

  const entry = (id: string, mail: ParsedMail): MailboxEntry => ({ id, subject: mail.subject, from: mail.from, to: mail.to, date: mail.date?.toISOString() });

  router.use('/dev/mailbox', (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });

  router.get('/dev/mailbox', async (req, res) => {
    const messages = await Promise.all((await ids()).slice(0, LIST_LIMIT).map(async (id) => entry(id, await read(id))));
    if (wantsJson(req)) {
      res.json({ messages });
      return;
    }
    const note = options.smtpUrl
      ? '<p class="muted">SMTP_URL is set: mail goes to that server, not to this outbox.</p>'
      : `<p class="muted">Every email is also a file in <code>${escapeHtml(dir)}</code>.</p>`;
    const rows = messages.map((message) => `<tr><td>${escapeHtml(message.date ?? '')}</td><td>${escapeHtml(message.to)}</td>`
      + `<td><a href="/dev/mailbox/${message.id}">${escapeHtml(message.subject || '(no subject)')}</a></td></tr>`).join('');
    res.type('html').send(page('Mailbox', `<h1>Development mailbox</h1>${note}${messages.length
      ? `<table><thead><tr><th>Date</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table>`
      : '<p>No mail yet.</p>'}`));
  });

  router.get('/dev/mailbox/:id', async (req, res) => {
    const id = String(req.params.id);
    const mail = await read(id);
    if (wantsJson(req)) {
      res.json({ ...entry(id, mail), headers: Object.fromEntries(mail.headers), text: mail.text ?? null, html: mail.html ?? null });
      return;
    }
    const headers = ['from', 'to', 'subject', 'date', 'message-id', 'list-unsubscribe', 'list-unsubscribe-post']
      .filter((name) => mail.header(name))
      .map((name) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(mail.header(name)!)}</dd>`).join('');
    res.type('html').send(page(mail.subject || 'Message', `<p><a href="/dev/mailbox">← Mailbox</a> · <a href="/dev/mailbox/${id}/html">HTML alone</a>`
      + ` · <a href="/dev/mailbox/${id}/raw">Raw message</a></p><h1>${escapeHtml(mail.subject || '(no subject)')}</h1><dl>${headers}</dl>`
      + `<h2>HTML part</h2>${mail.html ? `<iframe sandbox="" title="HTML part" srcdoc="${escapeHtml(mail.html)}"></iframe>` : '<p>None.</p>'}`
      + `<h2>Text part</h2>${mail.text ? `<pre>${escapeHtml(mail.text)}</pre>` : '<p>None.</p>'}`));
  });

  router.get('/dev/mailbox/:id/html', async (req, res) => {
    const mail = await read(String(req.params.id));
    if (!mail.html) throw new HttpError(404, MESSAGES.notFoundApi);
    // The email's own HTML, as a mail client shows it; no scripts may run in it.
    res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; img-src * data:; sandbox");
    res.type('html').send(mail.html);
  });

  router.get('/dev/mailbox/:id/raw', async (req, res) => {
    const id = String(req.params.id);
    if (!ID_PATTERN.test(id)) throw new HttpError(404, MESSAGES.notFoundApi);
    const raw = await fs.readFile(path.join(dir, `${id}.eml`)).catch(() => null)
      ?? await fs.readFile(path.join(dir, `${id}${SMS_OUTBOX_SUFFIX}`)).catch(() => null);
    if (!raw) throw new HttpError(404, MESSAGES.notFoundApi);
    res.type('text/plain; charset=utf-8').send(raw);
  });

  return router;
}
