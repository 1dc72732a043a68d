import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  CreationSchema, MESSAGES, QUEUES, userIdCookieName, type Creation, type CreationOutput, type JobProgress,
} from '@wonderkin/shared';
import { createLogger, createQueueEvents, type QueueEvents, type Worker } from '@wonderkin/server-kit';
import { createContentGenerator } from '../src/content';
import { startCreationWorker } from '../src/creation-worker';
import { defaultBuilders } from '../src/domain/default-builders';
import { FAIL_ONCE_MARKER, FAULT_REASON } from '../src/domain/fault';
import { stagesFor } from '../src/domain/progress-plan';
import { mintSession } from '../../../tests/support/sessions';
import { cookieFrom, ffprobeJson, pdfPageCount, startMediaApp, type MediaHarness } from './support';

jest.setTimeout(240_000);

let media: MediaHarness;
let worker: Worker;
let events: QueueEvents;
const progressByJob = new Map<string, JobProgress[]>();
const endByJob = new Map<string, 'completed' | 'failed'>();
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'wk-creations-test-'));

beforeAll(async () => {
  media = await startMediaApp('creations', { env: { FAULT_INJECTION: '1', PUBLIC_URL: 'http://wonderkin.test' } });
  events = createQueueEvents(QUEUES.creation, { redisUrl: media.config.REDIS_URL, prefix: media.config.QUEUE_PREFIX });
  events.on('progress', ({ jobId, data }) => {
    progressByJob.set(jobId, [...(progressByJob.get(jobId) ?? []), data as JobProgress]);
  });
  events.on('completed', ({ jobId }) => endByJob.set(jobId, 'completed'));
  events.on('failed', ({ jobId }) => endByJob.set(jobId, 'failed'));
  await events.waitUntilReady();
  worker = startCreationWorker({
    config: media.config,
    logger: createLogger('media-worker-test', 'silent'),
    repo: media.repo,
    generator: createContentGenerator(media.config),
    speech: media.speech,
    builders: defaultBuilders,
  });
  await worker.waitUntilReady();
});

afterAll(async () => {
  await worker?.close();
  await events?.close();
  await media?.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

const json = { 'content-type': 'application/json' };
const post = (url: string, body: unknown, cookie?: string) =>
  fetch(`${media.baseUrl}${url}`, { method: 'POST', headers: { ...json, ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) });
const get = (url: string, headers: Record<string, string> = {}) => fetch(`${media.baseUrl}${url}`, { headers });

async function waitForEnd(jobId: string, onPoll?: () => Promise<void>): Promise<'completed' | 'failed'> {
  const deadline = Date.now() + 200_000;
  while (Date.now() < deadline) {
    const end = endByJob.get(jobId);
    if (end) return end;
    await onPoll?.();
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`job ${jobId} did not finish`);
}

async function download(url: string, name: string): Promise<{ file: string; response: Response }> {
  const response = await get(url);
  const file = path.join(scratch, name);
  fs.writeFileSync(file, Buffer.from(await response.arrayBuffer()));
  return { file, response };
}

describe('bad input: the spec wording, nothing stored', () => {
  it.each([
    ['a blank topic', { topic: '   ', mode: 'quick', outputs: ['audiobook'] }, MESSAGES.topicRequired],
    ['no topic', { mode: 'quick', outputs: ['audiobook'] }, MESSAGES.topicRequired],
    ['an over-long topic', { topic: 'x'.repeat(201), mode: 'quick', outputs: ['audiobook'] }, MESSAGES.topicTooLong],
    ['no outputs', { topic: 'Space', mode: 'quick', outputs: [] }, MESSAGES.outputRequired],
    ['missing outputs', { topic: 'Space', mode: 'quick' }, MESSAGES.outputRequired],
    ['an unknown output', { topic: 'Space', mode: 'quick', outputs: ['hologram'] }, MESSAGES.invalidOutputs],
    ['an unknown mode', { topic: 'Space', mode: 'fancy', outputs: ['audiobook'] }, MESSAGES.invalidMode],
    ['an unknown age band', { topic: 'Space', mode: 'custom', outputs: ['audiobook'], customOptions: { ageBand: '11-12', tone: 'Silly', learningFocus: 'Facts' } }, MESSAGES.invalidCustomOptions],
    ['an unknown tone', { topic: 'Space', mode: 'custom', outputs: ['audiobook'], customOptions: { ageBand: '3-5', tone: 'Scary', learningFocus: 'Facts' } }, MESSAGES.invalidCustomOptions],
  ])('answers 400 for %s', async (_label, body, message) => {
    const before = await media.repo.count();
    const jobsBefore = await media.queue.count();
    const response = await post('/api/creations', body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: message });
    expect(await media.repo.count()).toBe(before);
    expect(await media.queue.count()).toBe(jobsBefore);
  });

  it('answers 404 for creations and files that do not exist', async () => {
    expect((await get(`/api/creations/${'0'.repeat(32)}`)).status).toBe(404);
    expect(await (await get('/api/creations/not-an-id')).json()).toEqual({ error: MESSAGES.creationNotFound });
    expect((await post(`/api/creations/${'0'.repeat(32)}/retry`, {})).status).toBe(404);
    expect((await get(`/media/creations/${'0'.repeat(32)}/video.mp4`)).status).toBe(404);
    expect((await get(`/media/creations/${'0'.repeat(32)}/..%2F..%2Fmedia.sqlite`)).status).toBe(404);
    expect((await get(`/internal/creations/${'0'.repeat(32)}`)).status).toBe(404);
  });
});

describe('a creation with all four outputs', () => {
  let creation: Creation;

  it('is made by the worker with live progress, and every file is real', async () => {
    const outputs: CreationOutput[] = ['audiobook', 'video', 'digital-activity-book', 'hardcopy-activity-book'];
    const response = await post('/api/creations', {
      topic: 'Volcanoes', mode: 'custom', outputs, childName: 'Maya', paperSize: 'A4',
      customOptions: { ageBand: '6-8', tone: 'Adventurous', learningFocus: 'Facts' },
    });
    expect(response.status).toBe(202);
    const body = await response.json();
    expect(body).toMatchObject({ topic: 'Volcanoes', title: 'Volcanoes for Maya', mode: 'custom', outputs, status: 'processing', paperSize: 'A4' });
    expect(body.id).toMatch(/^[a-f0-9]{32}$/);
    expect(body.jobId).toBe(`creation-${body.id}`);
    expect(body).not.toHaveProperty('userId');
    expect(body).not.toHaveProperty('anonId');
    expect(cookieFrom(response)).toMatch(/-anon-id=[a-f0-9]{32}$/);

    // The record mirrors the worker's stages while it runs.
    const snapshots: Creation[] = [];
    const end = await waitForEnd(body.jobId, async () => { snapshots.push(await (await get(`/api/creations/${body.id}`)).json()); });
    expect(end).toBe('completed');
    expect(snapshots.some((snapshot) => snapshot.status === 'processing' && snapshot.stage !== 'queued' && snapshot.progress > 0)).toBe(true);

    const progress = progressByJob.get(body.jobId) ?? [];
    const stages = progress.map((event) => event.stage).filter((stage, index, all) => stage !== all[index - 1]);
    expect(stages).toEqual([...stagesFor(outputs), 'ready']);
    for (let i = 1; i < progress.length; i += 1) expect(progress[i].progress).toBeGreaterThanOrEqual(progress[i - 1].progress);
    expect(progress.at(-1)).toMatchObject({ progress: 100, stage: 'ready', message: MESSAGES.contentReady });
    expect(progress.some((event) => /Narrating page \d+ of \d+/.test(event.message))).toBe(true);

    creation = CreationSchema.parse(await (await get(`/api/creations/${body.id}`)).json());
    expect(creation).toMatchObject({ status: 'ready', progress: 100, stage: 'ready' });
    expect(creation.resultUrls).toEqual({
      audiobook: `/media/creations/${body.id}/audiobook.mp3`,
      video: `/media/creations/${body.id}/video.mp4`,
      digitalActivityBook: `/media/creations/${body.id}/activity-book.pdf`,
      hardcopyActivityBook: `/media/creations/${body.id}/activity-book-print.pdf`,
    });

    const audio = await download(creation.resultUrls.audiobook!, 'audiobook.mp3');
    expect(audio.response.headers.get('content-type')).toMatch(/^audio\/mpeg/);
    const audioSeconds = Number(ffprobeJson(audio.file).format.duration);
    expect(audioSeconds).toBeGreaterThan(60);

    const video = await download(creation.resultUrls.video!, 'video.mp4');
    expect(video.response.headers.get('content-type')).toMatch(/^video\/mp4/);
    const streams = ffprobeJson(video.file).streams;
    const h264 = streams.find((stream) => stream.codec_type === 'video');
    const aac = streams.find((stream) => stream.codec_type === 'audio');
    expect(h264?.codec_name).toBe('h264');
    expect(aac?.codec_name).toBe('aac');
    expect(Math.abs(Number(h264!.duration) - Number(aac!.duration))).toBeLessThan(0.5);
    expect(Number(aac!.duration)).toBeGreaterThan(60);

    for (const [key, name] of [['digitalActivityBook', 'digital.pdf'], ['hardcopyActivityBook', 'print.pdf']] as const) {
      const pdf = await download(creation.resultUrls[key]!, name);
      expect(pdf.response.headers.get('content-type')).toMatch(/^application\/pdf/);
      expect(pdfPageCount(pdf.file)).toBeGreaterThan(0);
    }
    console.info(`creation files: audiobook ${audioSeconds.toFixed(1)} s, video ${Number(h264!.duration).toFixed(1)} s, `
      + `digital ${pdfPageCount(path.join(scratch, 'digital.pdf'))} pages, print ${pdfPageCount(path.join(scratch, 'print.pdf'))} pages`);
  });

  it('serves files with HTTP range requests (audio and video can seek)', async () => {
    const full = await get(creation.resultUrls.video!);
    const size = Number(full.headers.get('content-length'));
    expect(full.headers.get('accept-ranges')).toBe('bytes');
    await full.arrayBuffer();
    const partial = await get(creation.resultUrls.video!, { range: 'bytes=100-199' });
    expect(partial.status).toBe(206);
    expect(partial.headers.get('content-range')).toBe(`bytes 100-199/${size}`);
    const bytes = Buffer.from(await partial.arrayBuffer());
    expect(bytes.length).toBe(100);
    expect(bytes.equals(fs.readFileSync(path.join(scratch, 'video.mp4')).subarray(100, 200))).toBe(true);
    expect((await get(creation.resultUrls.audiobook!, { range: `bytes=${size * 10}-` })).status).toBe(416);
  });

  it('opens read-only for anyone with the id, without owner fields, and tells the feedback service it exists and for whom', async () => {
    const shared = await get(`/api/creations/${creation.id}`, { cookie: 'wonderkin-anon-id=ffffffffffffffffffffffffffffffff' });
    expect(shared.status).toBe(200);
    const body = await shared.json();
    expect(body.id).toBe(creation.id);
    expect(Object.keys(body)).not.toEqual(expect.arrayContaining(['userId']));
    expect(Object.keys(body)).not.toEqual(expect.arrayContaining(['anonId']));
    expect(await (await get(`/internal/creations/${creation.id}`)).json()).toMatchObject({ id: creation.id, exists: true, childId: null });
  });

  it('refuses to retry a creation that has not failed', async () => {
    const response = await post(`/api/creations/${creation.id}/retry`, {});
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: MESSAGES.creationNotFailed });
  });
});

describe('each caller sees only their own creations', () => {
  it('lists by anonymous cookie and by signed-in user, newest first, never anyone else', async () => {
    const first = await post('/api/creations', { topic: 'Puppies', mode: 'quick', outputs: ['digital-activity-book'] });
    const cookieA = cookieFrom(first)!;
    await new Promise((resolve) => setTimeout(resolve, 5)); // distinct createdAt for the order check
    const second = await post('/api/creations', { topic: 'Baking', mode: 'quick', outputs: ['digital-activity-book'] }, cookieA);
    expect(cookieFrom(second)).toBeUndefined(); // the visitor keeps their cookie
    const other = await post('/api/creations', { topic: 'Ocean', mode: 'quick', outputs: ['digital-activity-book'] });
    const cookieB = cookieFrom(other)!;
    expect(cookieB).not.toBe(cookieA);
    const userId = 'user_0123456789abcdef';
    const session = await mintSession(media.redis, media.config, userId);
    const mine = await post('/api/creations', { topic: 'Robots', mode: 'quick', outputs: ['digital-activity-book'], userId }, session);
    // A userId in the body of a browser that is not signed in as it owns nothing of that user's.
    const forged = await post('/api/creations', { topic: 'Volcanoes', mode: 'quick', outputs: ['digital-activity-book'], userId }, cookieB);
    const [a1, a2, b1, u1, b2] = await Promise.all([first, second, other, mine, forged].map((response) => response.json()));

    const listA = (await (await get('/api/creations', { cookie: cookieA })).json()).creations as Creation[];
    expect(listA.map((item) => item.id)).toEqual([a2.id, a1.id]);
    const listB = (await (await get('/api/creations', { cookie: cookieB })).json()).creations as Creation[];
    expect(listB.map((item) => item.id)).toEqual([b2.id, b1.id]);
    const listUser = (await (await get('/api/creations', { cookie: session })).json()).creations as Creation[];
    expect(listUser.map((item) => item.id)).toEqual([u1.id]);
    // Knowing the user's id (query or user-id cookie) shows another browser none of their creations.
    expect((await (await get(`/api/creations?userId=${userId}`, { cookie: `${userIdCookieName()}=${userId}` })).json()).creations).toEqual([]);
    expect((await (await get('/api/creations')).json()).creations).toEqual([]);
    for (const item of [...listA, ...listB, ...listUser]) {
      expect(item).not.toHaveProperty('userId');
      expect(item).not.toHaveProperty('anonId');
    }
    // Let these small jobs finish before the next test, so the worker is free.
    for (const item of [a1, a2, b1, u1, b2]) expect(await waitForEnd(item.jobId)).toBe('completed');
  });
});

describe('the test fault switch', () => {
  it('fails the first run for good, then Try Again makes it with one set of files', async () => {
    const outputs: CreationOutput[] = ['hardcopy-activity-book', 'audiobook'];
    const response = await post('/api/creations', { topic: `Robots ${FAIL_ONCE_MARKER}`, mode: 'quick', outputs });
    const created = await response.json();
    expect(response.status).toBe(202);
    expect(await waitForEnd(created.jobId)).toBe('failed');

    const failed = await (await get(`/api/creations/${created.id}`)).json();
    expect(failed).toMatchObject({ status: 'failed', error: FAULT_REASON, resultUrls: {} });
    const job = await media.queue.getJob(created.jobId);
    expect(job?.attemptsMade).toBe(1); // final at once: no automatic retries
    expect(job?.failedReason).toBe(FAULT_REASON);
    const dir = path.join(media.paths.creations, created.id);
    expect(fs.existsSync(dir) ? fs.readdirSync(dir) : []).toEqual([]);

    const retry = await post(`/api/creations/${created.id}/retry`, {});
    expect(retry.status).toBe(202);
    const retried = await retry.json();
    expect(retried).toMatchObject({ id: created.id, status: 'processing', jobId: `creation-${created.id}_r1` });
    expect(retried).not.toHaveProperty('error');
    // A second Try Again while it runs is refused (it is no longer failed).
    expect((await post(`/api/creations/${created.id}/retry`, {})).status).toBe(409);

    expect(await waitForEnd(retried.jobId)).toBe('completed');
    const ready = await (await get(`/api/creations/${created.id}`)).json();
    expect(ready).toMatchObject({ status: 'ready', progress: 100 });
    expect(ready).not.toHaveProperty('error');
    expect(Object.keys(ready.resultUrls).sort()).toEqual(['audiobook', 'hardcopyActivityBook']);
    expect(fs.readdirSync(dir).sort()).toEqual(['activity-book-print.pdf', 'audiobook.mp3']);
    expect(fs.readdirSync(media.paths.work)).toEqual([]);
    const owned = (await (await get('/api/creations', { cookie: cookieFrom(response)! })).json()).creations as Creation[];
    expect(owned.filter((item) => item.id === created.id)).toHaveLength(1);
  });
});

describe('internal routes with a token', () => {
  it('needs the shared token when one is configured', async () => {
    const guarded = await startMediaApp('creations-internal', { env: { INTERNAL_TOKEN: 's3cret' } });
    try {
      const id = 'a'.repeat(32);
      expect((await fetch(`${guarded.baseUrl}/internal/creations/${id}`)).status).toBe(403);
      expect((await fetch(`${guarded.baseUrl}/internal/creations/${id}`, { headers: { 'x-internal-token': 's3cret' } })).status).toBe(404);
    } finally {
      await guarded.close();
    }
  });
});
