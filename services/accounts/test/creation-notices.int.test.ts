import fs from 'node:fs';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { QUEUES } from '@wonderkin/shared';
import {
  createLogger, createQueue, creationReadyKeys, loadConfig, MAIL_JOB_OPTIONS, openStore, type Config, type MailJobData, type Queue, type Store,
} from '@wonderkin/server-kit';
import { isolatedTestEnv } from '../../../tests/support/env';
import { startLocalTwilioApi, type LocalTwilioApi } from '../../../tests/support/twilio-api';
import { parseMail } from '../src/mail/mime';
import { parseSmsFile, twilioSmsTransport } from '../src/mail/sms';
import { startMailWorker, type MailWorker } from '../src/mail/worker-runtime';
import { devMailboxRoutes } from '../src/routes/dev-mailbox';

// Issue 8: "when a creation is ready, an email (and an SMS when the settings enable it and Twilio is configured with
// TWILIO_*; else the SMS goes to the outbox too)". The mail worker takes the jobs the media worker adds (a notice and an
// `sms`, keyed creation-ready:<id>:email|sms) and sends each once, whatever happens to the jobs.

jest.setTimeout(60_000);
const PUBLIC_URL = 'https://wonderkin.example.org';
const logger = createLogger('creation-notice-test', 'silent');
const ACCOUNT_SID = `AC${'0123456789abcdef'.repeat(2)}`;

async function until<T>(what: string, check: () => Promise<T | null | undefined | false>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The jobs exactly as services/media/src/domain/notifications.ts adds them. */
function readyMessages(creationId: string, to: { email?: string; phone?: string }) {
  const link = `${PUBLIC_URL}/create?creation=${creationId}`;
  const keys = creationReadyKeys(creationId);
  return [
    ...(to.email ? [{ jobId: keys.email, name: 'notice', data: {
      kind: 'notice', to: to.email, subject: 'Your creation is ready: Volcanoes for Maya', heading: '“Volcanoes for Maya” is ready!',
      paragraphs: ['The audiobook you asked for on Wonderkin is ready.'], action: { label: 'Open my creation', url: link },
    } as MailJobData }] : []),
    ...(to.phone ? [{ jobId: keys.sms, name: 'sms', data: {
      kind: 'sms', to: to.phone, body: `Wonderkin: "Volcanoes for Maya" is ready! Open it here: ${link}`,
    } as MailJobData }] : []),
  ];
}

describe('creation-ready email and SMS (mail worker)', () => {
  const env = isolatedTestEnv('creation-notices');
  let config: Config;
  let store: Store;
  let queue: Queue<MailJobData, unknown>;
  let worker: MailWorker | undefined;
  let twilioApi: LocalTwilioApi;

  const outbox = () => {
    const dir = path.join(config.DATA_DIR, 'outbox');
    return fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => !name.startsWith('.')).sort() : [];
  };
  const finished = async (jobId: string) => {
    const job = await queue.getJob(jobId);
    return job && (await job.isCompleted()) ? job : null;
  };
  const ask = async (creationId: string, to: { email?: string; phone?: string }) => {
    const messages = readyMessages(creationId, to);
    for (const message of messages) await queue.add(message.name, message.data, { ...MAIL_JOB_OPTIONS, jobId: message.jobId });
    for (const message of messages) await until(`${message.jobId} to finish`, () => finished(message.jobId));
    return messages.map((message) => message.jobId);
  };

  beforeAll(async () => {
    config = loadConfig({ ...process.env, ...env, PUBLIC_URL });
    store = await openStore({ service: 'accounts', dataDir: config.DATA_DIR });
    queue = createQueue<MailJobData, unknown>(QUEUES.mail, { redisUrl: config.REDIS_URL, prefix: config.QUEUE_PREFIX });
    twilioApi = await startLocalTwilioApi();
  });
  afterEach(async () => {
    await worker?.close();
    worker = undefined;
  });
  afterAll(async () => {
    await queue.obliterate({ force: true }).catch(() => undefined);
    await queue.close();
    await store.close();
    await twilioApi.close();
    fs.rmSync(config.DATA_DIR, { recursive: true, force: true });
  });

  it('without Twilio: one email and one text in the outbox, shown by the development mailbox; asked again, nothing more', async () => {
    worker = startMailWorker({ config, logger, store });
    await worker.ready();
    const creationId = 'a'.repeat(32);
    const keys = await ask(creationId, { email: 'parent@example.com', phone: '+14155550100' });
    const files = outbox();
    expect(files.filter((name) => name.endsWith('.eml'))).toHaveLength(1);
    expect(files.filter((name) => name.endsWith('.sms.txt'))).toHaveLength(1);

    const link = `${PUBLIC_URL}/create?creation=${creationId}`;
    const mail = parseMail(fs.readFileSync(path.join(config.DATA_DIR, 'outbox', files.find((name) => name.endsWith('.eml'))!)));
    expect(mail.to).toContain('parent@example.com');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    const text = parseSmsFile(fs.readFileSync(path.join(config.DATA_DIR, 'outbox', files.find((name) => name.endsWith('.sms.txt'))!), 'utf8'));
    expect(text).toMatchObject({ to: '+14155550100', from: 'Wonderkin', text: `Wonderkin: "Volcanoes for Maya" is ready! Open it here: ${link}` });

    // Redis forgot the finished jobs and they are asked for again (a re-run of the creation job): the mail log knows them.
    for (const key of keys) await (await queue.getJob(key))!.remove();
    await ask(creationId, { email: 'parent@example.com', phone: '+14155550100' });
    for (const key of keys) expect((await queue.getJob(key))!.returnvalue).toMatchObject({ outcome: 'already-sent' });
    expect(outbox()).toEqual(files);

    const mailbox = express().use(devMailboxRoutes({ dataDir: config.DATA_DIR }));
    const listed = (await request(mailbox).get('/dev/mailbox?format=json')).body.messages as { id: string; to: string; subject: string }[];
    const sms = listed.find((message) => message.to === '+14155550100')!;
    expect(sms.subject).toMatch(/^Text message: Wonderkin: "Volcanoes for Maya" is ready/);
    expect((await request(mailbox).get(`/dev/mailbox/${sms.id}?format=json`)).body).toMatchObject({ text: text.text, html: null });
    expect((await request(mailbox).get(`/dev/mailbox/${sms.id}/raw`)).text).toContain('To: +14155550100');
    expect(listed.some((message) => message.to.includes('parent@example.com'))).toBe(true);
  });

  it('with Twilio: the text goes through the twilio SDK to its Messages API, once, and never to the outbox', async () => {
    worker = startMailWorker({
      config, logger, store,
      smsTransport: twilioSmsTransport({ accountSid: ACCOUNT_SID, authToken: 'twilio-test-token', from: '+15005550006', httpClient: twilioApi.httpClient }),
    });
    await worker.ready();
    const creationId = 'b'.repeat(32);
    const before = outbox();
    const [key] = await ask(creationId, { phone: '+447700900123' });
    expect(twilioApi.calls).toHaveLength(1);
    const [call] = twilioApi.calls;
    expect(call.path).toBe(`/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`);
    expect(call.credentials).toBe(`${ACCOUNT_SID}:twilio-test-token`);
    expect(Object.fromEntries(call.form)).toEqual({
      To: '+447700900123', From: '+15005550006', Body: `Wonderkin: "Volcanoes for Maya" is ready! Open it here: ${PUBLIC_URL}/create?creation=${creationId}`,
    });
    expect((await queue.getJob(key))!.returnvalue).toMatchObject({ outcome: 'sent' });
    expect(outbox()).toEqual(before);

    await (await queue.getJob(key))!.remove();
    await ask(creationId, { phone: '+447700900123' });
    expect(twilioApi.calls).toHaveLength(1);
  });

  it('a text to something that is not a phone number is refused for good, never sent', async () => {
    worker = startMailWorker({ config, logger, store });
    await worker.ready();
    const before = outbox();
    const job = await queue.add('sms', { kind: 'sms', to: '555', body: 'hi' } as MailJobData, { ...MAIL_JOB_OPTIONS, jobId: creationReadyKeys('c'.repeat(32)).sms });
    await until('the job to fail', async () => (await queue.getJob(job.id!))?.isFailed());
    expect((await queue.getJob(job.id!))!.attemptsMade).toBe(1);
    expect(outbox()).toEqual(before);
  });
});
