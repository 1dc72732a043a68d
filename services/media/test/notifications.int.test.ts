import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Job } from 'bullmq';
import { MESSAGES, QUEUES } from '@wonderkin/shared';
import {
  closeServer, createLogger, createQueue, createRecipientCaps, creationReadyKeys, MailJobDataSchema, randomId,
  type CreationJobData, type CreationJobResult, type MailJobData, type Queue,
} from '@wonderkin/server-kit';
import { mintSession } from '../../../tests/support/sessions';
import type { CreationContent } from '../src/content/types';
import type { CreationBuilders } from '../src/domain/builders';
import { createCreationProcessor } from '../src/domain/creation-job';
import { createReadyNotifier } from '../src/domain/notifications';
import { startMediaApp, type MediaHarness } from './support';

// Issue 8: when a creation is ready the media worker asks for "your creation is ready": a notice email and, with SMS
// on, a text, as jobs on the accounts service's mail queue (real BullMQ on the test Redis), keyed per creation so a
// re-run asks again without a second message.
// Issue 18: they go only to the signed-in account's own verified email and verified phone, which media asks of accounts
// (here a local server answering its internal route in the real shape); a request naming an address is refused, an
// anonymous one asking to be told is a 401, the subject carries no user text, and each recipient has a daily cap.

const PUBLIC_URL = 'https://wonderkin.example.org';
const logger = createLogger('media-notify-test', 'silent');
const content: CreationContent = {
  title: 'Volcanoes', topic: 'Volcanoes', ageBand: '6-8', tone: 'Adventurous', focus: 'Facts',
  chapters: [{ title: 'Up', pages: [{ heading: 'Up', text: 'Lava is hot.', illustration: { scene: 'volcano' } }] }],
  activities: [], facts: [], source: 'offline', exploration: false,
};
// The books' own suites check the files; a tiny PDF stands in here.
const builders: CreationBuilders = {
  renderStoryFrames: async () => [],
  buildDigitalActivityBook: async (_content, file) => { fs.writeFileSync(file, '%PDF-1.4'); return { pages: 1 }; },
  buildHardcopyActivityBook: async (_content, file) => { fs.writeFileSync(file, '%PDF-1.4'); return { pages: 1 }; },
};
const fakeJob = (creationId: string) => ({
  id: `creation-${creationId}`, data: { creationId }, attemptsMade: 0, opts: { attempts: 3 }, updateProgress: async () => undefined,
}) as unknown as Job<CreationJobData, CreationJobResult>;

/** The accounts service's contact answers: a verified email and a verified phone, each or null. */
const CONTACTS: Record<string, { email: string | null; phone: string | null }> = {
  family_ann: { email: 'ann@example.com', phone: '+14155550100' },
  family_new: { email: null, phone: null },
  family_nophone: { email: 'nophone@example.com', phone: null },
};

let accounts: http.Server;
let media: MediaHarness;
let mailQueue: Queue<MailJobData, unknown>;
const sessions: Record<string, string> = {};

beforeAll(async () => {
  accounts = http.createServer((req, res) => {
    const userId = /^\/internal\/users\/([^/]+)\/contact$/.exec(req.url ?? '')?.[1] ?? '';
    const contact = CONTACTS[userId];
    res.writeHead(contact ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(contact ?? { error: MESSAGES.userNotFound }));
  });
  await new Promise<void>((resolve) => accounts.listen(0, '127.0.0.1', resolve));
  media = await startMediaApp('notify', { env: { PUBLIC_URL, ACCOUNTS_URL: `http://127.0.0.1:${(accounts.address() as AddressInfo).port}` } });
  mailQueue = createQueue<MailJobData, unknown>(QUEUES.mail, { redisUrl: media.config.REDIS_URL, prefix: media.config.QUEUE_PREFIX });
  for (const userId of Object.keys(CONTACTS)) sessions[userId] = await mintSession(media.redis, media.config, userId);
});
afterAll(async () => {
  await mailQueue.obliterate({ force: true }).catch(() => undefined);
  await mailQueue.close();
  await media.close();
  await closeServer(accounts);
});

/** Caps of their own per test (a fresh prefix), generous unless a test sets them. */
const capsOf = (emails = 100, texts = 100) => createRecipientCaps(media.redis, {
  QUEUE_PREFIX: `${media.config.QUEUE_PREFIX}-${randomId(4)}`, EMAILS_PER_ADDRESS_PER_DAY: emails, SMS_PER_NUMBER_PER_DAY: texts,
});
const processor = (caps = capsOf()) => createCreationProcessor({
  repo: media.repo, paths: media.paths, faultInjection: false, logger,
  notifyReady: createReadyNotifier({ queue: mailQueue, settings: { publicUrl: PUBLIC_URL, productName: 'Wonderkin' }, logger, caps }),
  produce: { generator: { source: 'offline', generate: async () => content }, speech: media.speech, builders, publicUrl: PUBLIC_URL, productName: 'Wonderkin' },
});

const post = (notify: unknown, options: { as?: string; childName?: string } = {}) => fetch(`${media.baseUrl}/api/creations`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(options.as ? { cookie: sessions[options.as] } : {}) },
  body: JSON.stringify({ topic: 'Volcanoes', mode: 'quick', outputs: ['digital-activity-book', 'hardcopy-activity-book'], childName: options.childName ?? 'Maya', notify }),
});

/** A creation made through the API (as the page sends it), then its job run by the worker's processor. */
async function createThroughApi(notify: unknown, options: { as?: string; childName?: string } = { as: 'family_ann' }) {
  const res = await post(notify, options);
  expect(res.status).toBe(202);
  const body = (await res.json()) as Record<string, unknown>;
  // The job the API queued is not run by a worker here: this test runs the processor itself.
  await (await media.queue.getJob(`creation-${body.id as string}`))?.remove();
  return body;
}
const mailJobs = async () => (await mailQueue.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed'])).filter(Boolean);

describe('"your creation is ready"', () => {
  it('goes to the signed-in account\'s own verified email and phone, stored with the creation and never sent back to a client', async () => {
    const body = await createThroughApi({ email: true, sms: true });
    expect(body).not.toHaveProperty('notify');
    expect((await media.repo.get(body.id as string))?.notify).toEqual({ email: 'ann@example.com', phone: '+14155550100', sms: true });
    const read = (await (await fetch(`${media.baseUrl}/api/creations/${body.id as string}`)).json()) as Record<string, unknown>;
    expect(read).not.toHaveProperty('notify');
  });

  it.each([
    // The review's bombing request (an address and a number of somebody else), anonymous and signed in.
    ['an address and a number, anonymous', { email: 'victim@example.com', phone: '+15005550100', sms: true }, undefined, 400, MESSAGES.notifyChoiceInvalid],
    ['an address and a number, signed in', { email: 'victim@example.com', phone: '+15005550100', sms: true }, 'family_ann', 400, MESSAGES.notifyChoiceInvalid],
    ['"email me"', 'email me', 'family_ann', 400, MESSAGES.notifyChoiceInvalid],
    ['an email, anonymous', { email: true }, undefined, 401, MESSAGES.notifySignInRequired],
    ['a text, anonymous', { sms: true }, undefined, 401, MESSAGES.notifySignInRequired],
    ['an email the account has not verified', { email: true }, 'family_new', 409, MESSAGES.notifyEmailUnverified],
    ['a text without a verified phone', { email: true, sms: true }, 'family_nophone', 409, MESSAGES.notifyPhoneMissing],
  ])('refuses %s in its own words, storing and sending nothing', async (_label, notify, as, status, message) => {
    const before = { creations: await media.repo.count(), mail: (await mailJobs()).length };
    const res = await post(notify, { as });
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual({ error: message });
    expect({ creations: await media.repo.count(), mail: (await mailJobs()).length }).toEqual(before);
  });

  it('an anonymous creation that asks to tell nobody is made as before', async () => {
    const body = await createThroughApi({ email: false, sms: false }, {});
    expect((await media.repo.get(body.id as string))?.notify).toBeUndefined();
  });

  it('a ready creation asks once for an email with its link and, with SMS on, a text; no user text in the subject; a re-run asks for nothing new', async () => {
    const { id } = await createThroughApi({ email: true, sms: true }, { as: 'family_ann', childName: 'Your account is locked call 555 0100' });
    const creationId = id as string;
    const keys = creationReadyKeys(creationId);
    await processor()(fakeJob(creationId));
    expect((await media.repo.get(creationId))?.status).toBe('ready');

    const link = `${PUBLIC_URL}/create?creation=${creationId}`;
    const email = await mailQueue.getJob(keys.email);
    const sms = await mailQueue.getJob(keys.sms);
    const title = 'Volcanoes for Your account is locked call 555 0100';
    expect(MailJobDataSchema.parse(email!.data)).toEqual({
      kind: 'notice', to: 'ann@example.com', subject: 'Your Wonderkin creation is ready',
      preview: 'Open it to listen, watch or print.', heading: `“${title}” is ready!`,
      paragraphs: [
        'The digital activity book and printable activity book you asked for on Wonderkin are ready.',
        'Open it to listen, watch or print. The link works for anyone you share it with.',
      ],
      action: { label: 'Open my creation', url: link },
    });
    expect(email!.name).toBe('notice');
    expect(MailJobDataSchema.parse(sms!.data)).toEqual({ kind: 'sms', to: '+14155550100', body: `Wonderkin: "${title}" is ready! Open it here: ${link}` });
    expect(sms!.opts.attempts).toBe(6);

    // Its worker died before BullMQ heard the job finish: the re-run only answers, asks again, and nothing is added.
    const before = (await mailJobs()).length;
    await processor()(fakeJob(creationId));
    expect((await mailJobs()).length).toBe(before);
  });

  it('SMS off asks for the email only; no settings ask for nothing', async () => {
    const emailOnly = (await createThroughApi({ email: true, sms: false })).id as string;
    const quiet = (await createThroughApi(undefined)).id as string;
    await processor()(fakeJob(emailOnly));
    await processor()(fakeJob(quiet));
    expect(await mailQueue.getJob(creationReadyKeys(emailOnly).email)).toBeDefined();
    expect(await mailQueue.getJob(creationReadyKeys(emailOnly).sms)).toBeUndefined();
    expect(await mailQueue.getJob(creationReadyKeys(quiet).email)).toBeUndefined();
    expect(await mailQueue.getJob(creationReadyKeys(quiet).sms)).toBeUndefined();
    expect(fs.existsSync(path.join(media.paths.creations, quiet))).toBe(true);
  });

  it('each address and number gets at most its daily cap of notices; the creations are ready all the same', async () => {
    const caps = capsOf(2, 1);
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) ids.push((await createThroughApi({ email: true, sms: true })).id as string);
    for (const id of ids) await processor(caps)(fakeJob(id));
    const queued = await Promise.all(ids.map(async (id) => ({
      email: Boolean(await mailQueue.getJob(creationReadyKeys(id).email)), sms: Boolean(await mailQueue.getJob(creationReadyKeys(id).sms)),
    })));
    expect(queued).toEqual([{ email: true, sms: true }, { email: true, sms: false }, { email: false, sms: false }]);
    for (const id of ids) expect((await media.repo.get(id))?.status).toBe('ready');
  });
});

it('strips bidi controls from a typed child name before it reaches a title', async () => {
  const body = await createThroughApi(undefined, { childName: 'Zo\u00eb \u202Egnp.exe\u200F' });
  expect(body).toMatchObject({ childName: 'Zo\u00eb gnp.exe', title: 'Volcanoes for Zo\u00eb gnp.exe' });
});
