import path from 'node:path';
import twilio from 'twilio';
import type { Config, SmsMail } from '@wonderkin/server-kit';
import type { ParsedMail } from './mime';
import { outboxDir, outboxFileName, writeOutboxFile } from './transport';

// Text messages ("your creation is ready"). With TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM: Twilio's
// Messages API through the twilio SDK. Without: each message is written to DATA_DIR/outbox as a .sms.txt file beside
// the emails, and the development mailbox lists it. Only the mail worker sends them, so only it holds the credentials.

export interface OutgoingSms {
  key: string;
  to: string;
  body: string;
  date: Date;
}

export interface SmsTransport {
  readonly name: 'twilio' | 'outbox';
  /** Hands the message over; resolves once Twilio accepted it (its message SID) or the file is written. */
  send(sms: OutgoingSms): Promise<{ sid?: string; file?: string }>;
}

export const SMS_OUTBOX_SUFFIX = '.sms.txt';

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  from: string;
  /**
   * The SDK's HTTP client (twilio's ClientOpts.httpClient): the SDK builds every address on api.twilio.com itself and
   * has no base-URL option, so tests give it a RequestClient that sends the same requests to a local server.
   */
  httpClient?: twilio.RequestClient;
}

export function twilioSmsTransport(settings: TwilioSettings): SmsTransport {
  const client = twilio(settings.accountSid, settings.authToken, {
    httpClient: settings.httpClient,
    // A text that is slow to leave is retried by the mail queue (with backoff), not held here.
    timeout: 15_000,
  });
  return {
    name: 'twilio',
    async send(sms) {
      const message = await client.messages.create({ to: sms.to, from: settings.from, body: sms.body });
      return { sid: message.sid };
    },
  };
}

/** The outbox file of a text: a few header lines, a blank line, then the message as the phone would show it. */
export function smsFileText(sms: OutgoingSms, from: string): string {
  return `To: ${sms.to}\nFrom: ${from}\nDate: ${sms.date.toISOString()}\nKey: ${sms.key}\n\n${sms.body}\n`;
}

export function outboxSmsTransport(dataDir: string, from: string): SmsTransport {
  const dir = outboxDir(dataDir);
  return {
    name: 'outbox',
    async send(sms) {
      const file = path.join(dir, outboxFileName(sms.date, sms.key).replace(/\.eml$/, SMS_OUTBOX_SUFFIX));
      // Written whole, then renamed, like the emails: the mailbox never reads half a message, a resend replaces it.
      await writeOutboxFile(file, smsFileText(sms, from));
      return { file };
    },
  };
}

export function createSmsTransportFor(config: Pick<Config, 'TWILIO_ACCOUNT_SID' | 'TWILIO_AUTH_TOKEN' | 'TWILIO_FROM' | 'DATA_DIR' | 'PRODUCT_NAME'>): SmsTransport {
  if (config.TWILIO_ACCOUNT_SID && config.TWILIO_AUTH_TOKEN && config.TWILIO_FROM) {
    return twilioSmsTransport({ accountSid: config.TWILIO_ACCOUNT_SID, authToken: config.TWILIO_AUTH_TOKEN, from: config.TWILIO_FROM });
  }
  return outboxSmsTransport(config.DATA_DIR, config.PRODUCT_NAME);
}

export const toOutgoingSms = (key: string, sms: SmsMail, date: Date): OutgoingSms => ({ key, to: sms.to, body: sms.body, date });

/** An outbox text read back for the development mailbox, in the shape of a parsed email (text part only). */
export function parseSmsFile(raw: string): ParsedMail {
  const split = raw.indexOf('\n\n');
  const head = split >= 0 ? raw.slice(0, split) : raw;
  const body = split >= 0 ? raw.slice(split + 2).replace(/\n$/, '') : '';
  const headers = new Map<string, string[]>();
  for (const line of head.split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), [line.slice(colon + 1).trim()]);
  }
  const first = (name: string) => headers.get(name)?.[0];
  const date = first('date') ? new Date(first('date')!) : undefined;
  return {
    headers,
    header: (name) => first(name.toLowerCase()),
    subject: `Text message: ${body.length > 60 ? `${body.slice(0, 57)}...` : body}`,
    from: first('from') ?? '',
    to: first('to') ?? '',
    date: date && !Number.isNaN(date.getTime()) ? date : undefined,
    text: body,
  };
}
