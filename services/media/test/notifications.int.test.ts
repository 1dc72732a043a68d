import fs from 'node:fs';
import path from 'node:path';
import type { Job } from 'bullmq';
import { MESSAGES, QUEUES } from '@wonderkin/shared';
import { createLogger, createQueue, creationReadyKeys, MailJobDataSchema, type CreationJobData, type CreationJobResult, type MailJobData, type Queue } from '@wonderkin/server-kit';
import type { CreationContent } from '../src/content/types';
import type { CreationBuilders } from '../src/domain/builders';
import { createCreationProcessor } from '../src/domain/creation-job';
import { createReadyNotifier } from '../src/domain/notifications';
import { startMediaApp, type MediaHarness } from './support';

// Issue 8: when a creation is ready the media worker asks for "your creation is ready": a notice email and, with SMS
// on, a text, as jobs on the accounts service's mail queue (real BullMQ on the test Redis), keyed per creation so a
// re-run asks again without a second message. The /create settings come with the request and stay private.

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

let media: MediaHarness;
let mailQueue: Queue<MailJobData, unknown>;

beforeAll(async () => {
  media = await startMediaApp('notify', { env: { PUBLIC_URL } });
  mailQueue = createQueue<MailJobData, unknown>(QUEUES.mail, { redisUrl: media.config.REDIS_URL, prefix: media.config.QUEUE_PREFIX });
});
afterAll(async () => {
  await mailQueue.obliterate({ force: true }).catch(() => undefined);
  await mailQueue.close();
  await media.close();
});

const processor = () => createCreationProcessor({
  repo: media.repo, paths: media.paths, faultInjection: false, logger,
  notifyReady: createReadyNotifier({ queue: mailQueue, settings: { publicUrl: PUBLIC_URL, productName: 'Wonderkin' }, logger }),
  produce: { generator: { source: 'offline', generate: async () => content }, speech: media.speech, builders, publicUrl: PUBLIC_URL, productName: 'Wonderkin' },
});

/** A creation made through the API (as the page sends it), then its job run by the worker's processor. */
async function createThroughApi(notify: unknown, childName = 'Maya') {
  const res = await fetch(`${media.baseUrl}/api/creations`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ topic: 'Volcanoes', mode: 'quick', outputs: ['digital-activity-book', 'hardcopy-activity-book'], childName, notify }),
  });
  expect(res.status).toBe(202);
  const body = (await res.json()) as Record<string, unknown>;
  // The job the API queued is not run by a worker here: this test runs the processor itself.
  await (await media.queue.getJob(`creation-${body.id as string}`))?.remove();
  return body;
}
const mailJobs = async () => (await mailQueue.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed'])).filter(Boolean);

describe('"your creation is ready"', () => {
  it('the settings are stored with the creation (phone as E.164) and never sent back to a client', async () => {
    const body = await createThroughApi({ email: ' Parent@Example.com ', phone: '(415) 555-0100', sms: true });
    expect(body).not.toHaveProperty('notify');
    expect((await media.repo.get(body.id as string))?.notify).toEqual({ email: 'parent@example.com', phone: '+14155550100', sms: true });
    const read = (await (await fetch(`${media.baseUrl}/api/creations/${body.id as string}`)).json()) as Record<string, unknown>;
    expect(read).not.toHaveProperty('notify');
  });

  it.each([
    [{ email: 'not-an-email' }, MESSAGES.notifyEmailInvalid],
    [{ phone: '555-01', sms: true }, MESSAGES.notifyPhoneInvalid],
    [{ sms: true }, MESSAGES.notifySmsNeedsPhone],
    ['email me', MESSAGES.invalidRequest],
  ])('refuses notify %p with 400 in its own words, storing nothing', async (notify, message) => {
    const before = await media.repo.count();
    const res = await fetch(`${media.baseUrl}/api/creations`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ topic: 'Volcanoes', mode: 'quick', outputs: ['audiobook'], notify }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: message });
    expect(await media.repo.count()).toBe(before);
  });

  it('a ready creation asks once for an email with its link and, with SMS on, a text; a re-run of the job asks for nothing new', async () => {
    const { id } = await createThroughApi({ email: 'parent@example.com', phone: '+14155550100', sms: true });
    const creationId = id as string;
    const keys = creationReadyKeys(creationId);
    await processor()(fakeJob(creationId));
    expect((await media.repo.get(creationId))?.status).toBe('ready');

    const link = `${PUBLIC_URL}/create?creation=${creationId}`;
    const email = await mailQueue.getJob(keys.email);
    const sms = await mailQueue.getJob(keys.sms);
    expect(MailJobDataSchema.parse(email!.data)).toEqual({
      kind: 'notice', to: 'parent@example.com', subject: 'Your creation is ready: Volcanoes for Maya',
      preview: 'Open it to listen, watch or print.', heading: '“Volcanoes for Maya” is ready!',
      paragraphs: [
        'The digital activity book and printable activity book you asked for on Wonderkin are ready.',
        'Open it to listen, watch or print. The link works for anyone you share it with.',
      ],
      action: { label: 'Open my creation', url: link },
    });
    expect(email!.name).toBe('notice');
    expect(MailJobDataSchema.parse(sms!.data)).toEqual({ kind: 'sms', to: '+14155550100', body: `Wonderkin: "Volcanoes for Maya" is ready! Open it here: ${link}` });
    expect(sms!.opts.attempts).toBe(6);

    // Its worker died before BullMQ heard the job finish: the re-run only answers, asks again, and nothing is added.
    const before = (await mailJobs()).length;
    await processor()(fakeJob(creationId));
    expect((await mailJobs()).length).toBe(before);
  });

  it('SMS off asks for the email only; no settings ask for nothing', async () => {
    const emailOnly = (await createThroughApi({ email: 'parent@example.com', phone: '+14155550100', sms: false })).id as string;
    const quiet = (await createThroughApi(undefined)).id as string;
    await processor()(fakeJob(emailOnly));
    await processor()(fakeJob(quiet));
    expect(await mailQueue.getJob(creationReadyKeys(emailOnly).email)).toBeDefined();
    expect(await mailQueue.getJob(creationReadyKeys(emailOnly).sms)).toBeUndefined();
    expect(await mailQueue.getJob(creationReadyKeys(quiet).email)).toBeUndefined();
    expect(await mailQueue.getJob(creationReadyKeys(quiet).sms)).toBeUndefined();
    expect(fs.existsSync(path.join(media.paths.creations, quiet))).toBe(true);
  });
});
