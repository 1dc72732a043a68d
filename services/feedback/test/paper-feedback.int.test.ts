import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import request from 'supertest';
import sharp from 'sharp';
import type { Redis } from 'ioredis';
import {
  MAX_PAPER_ITEMS_PER_CHILD, MESSAGES, roleAllows, type ChildAccess, type ChildNeed, type PaperFeedbackFamily, type PaperFeedbackItem, type PaperFeedbackState,
} from '@wonderkin/shared';
import {
  closeServer, createLogger, createServiceQueue, createSessionRedis, HttpError, listen, loadConfig, openStore, runProcess,
  type ChildAccessClient, type Config, type Store,
} from '@wonderkin/server-kit';
import { QUEUES } from '@wonderkin/shared';
import { mintSession } from '../../../tests/support/sessions';
import { isolatedTestEnv } from '../../../tests/support/env';
import { createApp } from '../src/app';
import type { BookOwner } from '../src/paper/book';
import { createPaperFiles } from '../src/paper/files';
import { createPaperJobs } from '../src/paper/jobs';
import { createOpenAiPaperReader } from '../src/paper/reading';
import { removePaperItems } from '../src/paper/remove';
import { createPaperRepository } from '../src/paper/store';
import { startFakeReadingApi } from './support/fake-reading-api';

// Issue 22 §3 through the feedback service's API: on a printed book's feedback page the family (or a helper in the
// child's circle) adds a photo of the finished page and a voice note to the child's record, after the parent's consent.
// Files are judged by their bytes, stripped of metadata, size- and length-limited, served to the child's circle only,
// deleted by the family, at the end of the retention and with the family, the child or the book.

const logger = createLogger('paper-feedback-test', 'silent');
const BOOK = 'b'.repeat(32);
const CHILDLESS_BOOK = 'c'.repeat(32);
const MAYA = `child_${'1'.repeat(32)}`;
const books: Record<string, BookOwner> = { [BOOK]: { familyUserId: 'family_ann', childId: MAYA }, [CHILDLESS_BOOK]: { familyUserId: 'family_ann', childId: null } };

/** The circle as the access module answers it: Ann's family, Ana a helper (tutor), Vic a viewer (grandparent). */
const circle: Record<string, Omit<ChildAccess, 'childId'>> = {
  family_ann: { role: 'parent', familyUserId: 'family_ann', firstName: 'Maya', ageRange: '6-8', label: 'You' },
  helper_ana: { role: 'helper', familyUserId: 'family_ann', firstName: 'Maya', ageRange: '6-8', label: 'Ana (tutor)', grantId: 'g1', relation: 'tutor' },
  viewer_vic: { role: 'viewer', familyUserId: 'family_ann', firstName: 'Maya', ageRange: '6-8', label: 'Vic (grandparent)', grantId: 'g2', relation: 'grandparent' },
};
const recorded: string[] = [];
const access: ChildAccessClient = {
  async require(userId: string, childId: string, need: ChildNeed) {
    const found = childId === MAYA ? circle[userId] : undefined;
    if (!found) throw new HttpError(404, MESSAGES.childNotFound);
    if (!roleAllows(found.role, need)) throw new HttpError(403, MESSAGES.careRoleForbidden);
    return { ...found, childId };
  },
  async record(userId, _childId, action, detail) {
    recorded.push(`${userId} ${action} ${detail}`);
  },
};

/** A real phone-like photo: a JPEG carrying EXIF with a GPS position, a camera model and an orientation of 6 (rotated). */
async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 300, channels: 3, background: '#3366cc' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'SecretCam 9' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' } })
    .toBuffer();
}

/** A real recording as a browser makes it: Opus in WebM, `seconds` long, with a title tag that must not survive. */
async function voiceNote(seconds: number, format: 'webm' | 'm4a' = 'webm'): Promise<Buffer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'voice-fixture-'));
  const out = path.join(dir, `note.${format}`);
  const codec = format === 'webm' ? ['-c:a', 'libopus', '-b:a', '24k'] : ['-c:a', 'aac', '-b:a', '48k'];
  await runProcess('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`,
    ...codec, '-metadata', 'title=Maya at home 42 Elm Street', out], { timeoutMs: 60_000 });
  const bytes = fs.readFileSync(out);
  fs.rmSync(dir, { recursive: true, force: true });
  return bytes;
}

describe('feedback from paper: photos and voice notes for the child\'s record', () => {
  const env = isolatedTestEnv('paper-feedback');
  let config: Config;
  let store: Store;
  let redis: Redis;
  let server: http.Server;
  const cookies: Record<string, string> = {};
  const as = (userId: string) => ({ cookie: cookies[userId] });

  beforeAll(async () => {
    config = loadConfig({ ...process.env, ...env });
    store = await openStore({ service: 'feedback', dataDir: config.DATA_DIR });
    redis = createSessionRedis(config.REDIS_URL);
    server = http.createServer(createApp({
      config, logger, store, redis, access,
      findBook: async (id) => {
        if (!books[id]) throw new HttpError(404, MESSAGES.creationNotFound);
        return books[id];
      },
    }));
    await listen(server, 0, '127.0.0.1');
    for (const userId of ['family_ann', 'helper_ana', 'viewer_vic', 'family_bob']) cookies[userId] = await mintSession(redis, config, userId);
  }, 30_000);
  afterAll(async () => {
    if (server) await closeServer(server);
    await redis?.quit();
    await store?.close();
    fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
  });

  const page = (userId: string, book = BOOK) => request(server).get(`/api/paper-feedback/${book}`).set(as(userId));
  const add = (userId: string, field: 'photo' | 'voice', bytes: Buffer, filename: string) =>
    request(server).post(`/api/paper-feedback/${BOOK}/items`).set(as(userId)).attach(field, bytes, filename);

  it('shows the page to the child\'s circle only: signed out is 401 in words, another family 404, a childless book says why', async () => {
    const signedOut = await request(server).get(`/api/paper-feedback/${BOOK}`);
    expect([signedOut.status, signedOut.body.error]).toEqual([401, MESSAGES.paperFeedbackSignIn]);
    expect((await page('family_bob')).status).toBe(404);
    expect((await page('family_ann', 'f'.repeat(32))).status).toBe(404);
    const childless = await page('family_ann', CHILDLESS_BOOK);
    expect(childless.body).toMatchObject({ canAdd: false, unavailable: MESSAGES.paperFeedbackNoChild });
    expect((await page('helper_ana', CHILDLESS_BOOK)).status).toBe(404);

    const first = (await page('family_ann')).body as PaperFeedbackState;
    expect(first).toMatchObject({ childName: 'Maya', isParent: true, canAdd: false, consent: { given: false, retentionMonths: 12 }, items: [] });
  });

  it('asks the parent\'s consent first: a helper cannot give it, nothing is added before it, and the parent chooses how long', async () => {
    const early = await add('family_ann', 'photo', await phonePhoto(), 'page.jpg');
    expect([early.status, early.body.error]).toEqual([409, MESSAGES.paperConsentRequired]);
    const helperEarly = await add('helper_ana', 'photo', await phonePhoto(), 'page.jpg');
    expect([helperEarly.status, helperEarly.body.error]).toEqual([409, MESSAGES.paperConsentByParent]);
    const byHelper = await request(server).post(`/api/paper-feedback/${BOOK}/consent`).set(as('helper_ana')).send({ consent: true });
    expect([byHelper.status, byHelper.body.error]).toEqual([403, MESSAGES.paperConsentByParent]);
    const unticked = await request(server).post(`/api/paper-feedback/${BOOK}/consent`).set(as('family_ann')).send({ consent: false });
    expect([unticked.status, unticked.body.error]).toEqual([400, MESSAGES.paperConsentRequired]);
    const badMonths = await request(server).post(`/api/paper-feedback/${BOOK}/consent`).set(as('family_ann')).send({ consent: true, retentionMonths: 7 });
    expect([badMonths.status, badMonths.body.error]).toEqual([400, MESSAGES.paperRetentionInvalid]);

    const given = await request(server).post(`/api/paper-feedback/${BOOK}/consent`).set(as('family_ann')).send({ consent: true, retentionMonths: 6 });
    expect(given.body).toMatchObject({ given: true, retentionMonths: 6 });
    expect((await page('family_ann')).body).toMatchObject({ canAdd: true, consent: { given: true, retentionMonths: 6 } });
    expect((await page('helper_ana')).body).toMatchObject({ isParent: false, canAdd: true });
    expect((await page('viewer_vic')).body).toMatchObject({ isParent: false, canAdd: false });
  });

  it('keeps a photo upright with no metadata (no GPS, no camera), served to the circle with no-store and to nobody else', async () => {
    const original = await phonePhoto();
    expect(await sharp(original).metadata()).toMatchObject({ exif: expect.any(Buffer), orientation: 6, width: 400, height: 300 });
    expect(original.includes(Buffer.from('SecretCam'))).toBe(true);
    const added = await add('family_ann', 'photo', original, 'IMG_0042.jpg');
    expect(added.status).toBe(201);
    const item = added.body as PaperFeedbackItem;
    expect(item).toMatchObject({ kind: 'photo', contentType: 'image/jpeg', addedBy: 'You', mine: true, childId: MAYA });
    expect(item.reading).toBeUndefined(); // no provider: nothing read, nothing made up
    expect(Date.parse(item.expiresAt) - Date.parse(item.createdAt)).toBeGreaterThan(180 * 24 * 3600 * 1000);

    const served = await request(server).get(item.url).set(as('viewer_vic')).buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
    expect(served.status).toBe(200);
    expect(served.headers['cache-control']).toBe('private, no-store');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(served.body as Buffer).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.format).toBe('jpeg');
    // Orientation 6 was applied: the 400×300 landscape is now portrait, and no tag is left to turn it again.
    expect([meta.width, meta.height, meta.orientation]).toEqual([300, 400, undefined]);
    expect((served.body as Buffer).includes(Buffer.from('SecretCam'))).toBe(false);

    expect((await request(server).get(item.url).set(as('family_bob'))).status).toBe(404);
    expect((await request(server).get(item.url)).status).toBe(401);
    expect((await request(server).get(`/api/paper-feedback/items/pfb_${'0'.repeat(32)}/file`).set(as('family_ann'))).status).toBe(404);
  });

  it('judges uploads by their bytes and size, and a viewer cannot add', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');
    for (const [field, bytes, name, status, error] of [
      ['photo', svg, 'page.jpg', 400, MESSAGES.photoInvalid],
      ['photo', Buffer.from('<html><script>alert(1)</script></html>'), 'page.png', 400, MESSAGES.photoInvalid],
      ['voice', await phonePhoto(), 'note.webm', 400, MESSAGES.voiceInvalid],
      ['voice', Buffer.from('OggS not really a recording'), 'note.ogg', 400, MESSAGES.voiceInvalid],
      ['photo', Buffer.alloc(13 * 1024 * 1024, 0xff), 'huge.jpg', 413, MESSAGES.photoTooLarge],
    ] as const) {
      const res = await add('family_ann', field, bytes, name);
      expect([field, name, res.status, res.body.error]).toEqual([field, name, status, error]);
    }
    // A child's record that is full says so before anything is read.
    const paper = createPaperRepository(store);
    const filler = Array.from({ length: MAX_PAPER_ITEMS_PER_CHILD }, (_unused, index) => ({
      id: `pfb_${index.toString(16).padStart(32, '0')}`, kind: 'photo' as const, creationId: BOOK, familyUserId: 'family_ann', childId: MAYA, byUserId: 'family_ann',
      byLabel: 'The family', file: `pfb_${index.toString(16).padStart(32, '0')}.jpg`, contentType: 'image/jpeg', bytes: 1, createdAt: '2026-01-01T00:00:00.000Z', expiresAt: '2099-01-01T00:00:00.000Z',
    }));
    for (const doc of filler) await paper.items.insert(doc);
    const full = await add('family_ann', 'photo', await phonePhoto(), 'page.jpg');
    expect([full.status, full.body.error]).toEqual([409, MESSAGES.paperFeedbackFull]);
    for (const doc of filler) await paper.items.delete(doc.id);
    const none = await request(server).post(`/api/paper-feedback/${BOOK}/items`).set(as('family_ann')).field('note', 'hi');
    expect([none.status, none.body.error]).toEqual([400, MESSAGES.paperFeedbackFileMissing]);
    const viewer = await add('viewer_vic', 'photo', await phonePhoto(), 'page.jpg');
    expect([viewer.status, viewer.body.error]).toEqual([403, MESSAGES.careRoleForbidden]);
    const items = ((await page('family_ann')).body as PaperFeedbackState).items;
    expect(items).toHaveLength(1);
  });

  it('keeps a voice note of up to 60 seconds without its tags, plays it in ranges, and refuses a longer one', async () => {
    const added = await add('helper_ana', 'voice', await voiceNote(3), 'voice-note.webm');
    expect(added.status).toBe(201);
    const item = added.body as PaperFeedbackItem;
    expect(item).toMatchObject({ kind: 'voice', contentType: 'audio/webm', addedBy: 'You', mine: true });
    expect(item.durationSeconds).toBeGreaterThanOrEqual(2.9);
    expect(item.durationSeconds).toBeLessThanOrEqual(3.2);
    expect(recorded).toContain('helper_ana noted added a voice note');
    const family = ((await page('family_ann')).body as PaperFeedbackState).items.find((each) => each.itemId === item.itemId)!;
    expect(family).toMatchObject({ addedBy: 'Ana (tutor)', mine: false });

    const whole = await request(server).get(item.url).set(as('family_ann')).buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
    expect(whole.headers['content-type']).toBe('audio/webm');
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'voice-check-'));
    fs.writeFileSync(path.join(scratch, 'kept.webm'), whole.body as Buffer);
    const tags = await runProcess('ffprobe', ['-v', 'error', '-show_entries', 'format_tags:stream=codec_name', '-of', 'json', path.join(scratch, 'kept.webm')]);
    fs.rmSync(scratch, { recursive: true, force: true });
    expect(tags).toContain('"opus"');
    expect(tags).not.toContain('Elm Street');
    const part = await request(server).get(item.url).set(as('family_ann')).set('range', 'bytes=0-99');
    expect([part.status, part.headers['content-range']]).toEqual([206, `bytes 0-99/${item.bytes}`]);

    const safari = await add('family_ann', 'voice', await voiceNote(2, 'm4a'), 'voice-note.mp4');
    expect([safari.status, safari.body.contentType]).toEqual([201, 'audio/mp4']);

    const long = await add('family_ann', 'voice', await voiceNote(70), 'long.webm');
    expect([long.status, long.body.error]).toEqual([400, MESSAGES.voiceTooLong]);
  }, 60_000);

  it('lets the parent delete anything and a helper only what they added; a deleted item is gone with its file', async () => {
    const items = ((await page('family_ann')).body as PaperFeedbackState).items;
    const parentsPhoto = items.find((each) => each.kind === 'photo')!;
    const anasNote = items.find((each) => each.addedBy === 'Ana (tutor)')!;
    const refused = await request(server).delete(`/api/paper-feedback/items/${parentsPhoto.itemId}`).set(as('helper_ana'));
    expect([refused.status, refused.body.error]).toEqual([403, MESSAGES.paperDeleteForbidden]);
    expect((await request(server).delete(`/api/paper-feedback/items/${anasNote.itemId}`).set(as('family_bob'))).status).toBe(404);
    expect((await request(server).delete(`/api/paper-feedback/items/${anasNote.itemId}`).set(as('helper_ana'))).status).toBe(204);
    expect((await request(server).get(anasNote.url).set(as('family_ann'))).status).toBe(404);
    expect((await request(server).delete(`/api/paper-feedback/items/${parentsPhoto.itemId}`).set(as('family_ann'))).status).toBe(204);
    const files = fs.readdirSync(path.join(config.DATA_DIR, 'paper-feedback'));
    expect(files.some((name) => name.startsWith(parentsPhoto.itemId) || name.startsWith(anasNote.itemId))).toBe(false);
  });

  it('moves every deletion date when the family changes the retention, and the sweep removes what is past it', async () => {
    await add('family_ann', 'photo', await phonePhoto(), 'again.jpg');
    const family = () => request(server).get('/api/paper-feedback').set(as('family_ann')).then((res) => res.body as PaperFeedbackFamily);
    expect((await family()).consent.retentionMonths).toBe(6);
    const changed = await request(server).put('/api/paper-feedback/retention').set(as('family_ann')).send({ retentionMonths: 1 });
    expect(changed.body).toMatchObject({ given: true, retentionMonths: 1 });
    const items = (await family()).items;
    expect(items.length).toBeGreaterThanOrEqual(2);
    for (const item of items) expect(Date.parse(item.expiresAt) - Date.parse(item.createdAt)).toBeLessThan(32 * 24 * 3600 * 1000);
    expect((await request(server).put('/api/paper-feedback/retention').set(as('family_bob')).send({ retentionMonths: 3 })).status).toBe(409);

    const paper = createPaperRepository(store);
    const files = createPaperFiles(config.DATA_DIR);
    const queue = createServiceQueue(QUEUES.paperFeedback, { config, logger });
    try {
      const inFiveWeeks = () => new Date(Date.now() + 35 * 24 * 3600 * 1000);
      expect((await createPaperJobs({ paper, files, queue, logger }).expire())).toEqual({ removed: 0 });
      expect((await createPaperJobs({ paper, files, queue, logger, now: inFiveWeeks }).expire()).removed).toBe(items.length);
    } finally {
      await queue.close();
    }
    expect((await family()).items).toEqual([]);
    expect(fs.readdirSync(path.join(config.DATA_DIR, 'paper-feedback'))).toEqual([]);
  });

  it('reads a voice note\'s words and what a photo shows with a provider, once, and says nothing when it cannot', async () => {
    let failing = false;
    const api = await startFakeReadingApi({ transcript: 'Maya read the whole page by herself today!', description: 'A finished counting page with every answer filled in.', fail: () => failing });
    const paper = createPaperRepository(store);
    const files = createPaperFiles(config.DATA_DIR);
    const queue = createServiceQueue(QUEUES.paperFeedback, { config, logger });
    try {
      const reader = createOpenAiPaperReader({ apiKey: 'sk-test', baseURL: api.baseURL, transcribeModel: 'gpt-4o-mini-transcribe', visionModel: 'gpt-4o-mini', timeoutMs: 5000 });
      const jobs = createPaperJobs({ paper, files, queue, logger, reader });
      const voice = (await add('family_ann', 'voice', await voiceNote(2), 'note.webm')).body as PaperFeedbackItem;
      const photo = (await add('family_ann', 'photo', await phonePhoto(), 'page.jpg')).body as PaperFeedbackItem;
      expect(await jobs.read(voice.itemId)).toEqual({ read: true });
      expect(await jobs.read(voice.itemId)).toEqual({ read: false }); // a retry reads it no second time
      expect(await jobs.read(photo.itemId)).toEqual({ read: true });
      expect(api.transcriptions).toEqual([{ model: 'gpt-4o-mini-transcribe', filename: expect.stringMatching(/\.webm$/), contentType: 'audio/webm', bytes: voice.bytes }]);
      expect(api.visions).toHaveLength(1);
      expect(api.visions[0].imageUrl).toMatch(/^data:image\/jpeg;base64,/);
      const shown = ((await page('family_ann')).body as PaperFeedbackState).items;
      expect(shown.find((each) => each.itemId === voice.itemId)?.reading).toEqual({ status: 'done', transcript: 'Maya read the whole page by herself today!' });
      expect(shown.find((each) => each.itemId === photo.itemId)?.reading).toEqual({ status: 'done', description: 'A finished counting page with every answer filled in.' });

      // The provider down: the reading fails (and is retried by the queue); after the last attempt the page says so.
      failing = true;
      const another = (await add('family_ann', 'voice', await voiceNote(1), 'note.webm')).body as PaperFeedbackItem;
      await expect(jobs.read(another.itemId)).rejects.toThrow();
      await jobs.failed({ name: 'read-item', data: { itemId: another.itemId }, attemptsMade: 3, opts: { attempts: 3 } } as never);
      expect((await paper.items.get(another.itemId))?.reading).toEqual({ status: 'failed' });
    } finally {
      await queue.close();
      await api.close();
    }
  }, 60_000);

  it('goes with the child, the book or the family, files and all, and is in the family\'s export', async () => {
    const paper = createPaperRepository(store);
    const files = createPaperFiles(config.DATA_DIR);
    const token = config.INTERNAL_TOKEN ? { 'x-internal-token': config.INTERNAL_TOKEN } : {};
    const exported = (await request(server).post('/internal/users/family_ann/export').set(token).send({ ids: [] })).body;
    expect(exported.paperFeedbackConsent).toMatchObject({ retentionMonths: 1 });
    expect(exported.paperFeedback.length).toBeGreaterThanOrEqual(3);
    expect(exported.paperFeedback[0]).toMatchObject({ childId: MAYA, url: expect.stringMatching(/^\/api\/paper-feedback\/items\/pfb_/) });
    expect(JSON.stringify(exported.paperFeedback)).not.toContain('familyUserId');

    expect(await removePaperItems({ paper, files }, { creationIds: ['9'.repeat(32)] })).toBe(0);
    const count = (await paper.items.find({ childId: MAYA })).length;
    expect(await removePaperItems({ paper, files }, { childId: MAYA })).toBe(count);
    expect(await removePaperItems({ paper, files }, { childId: MAYA })).toBe(0);
    expect(fs.readdirSync(path.join(config.DATA_DIR, 'paper-feedback'))).toEqual([]);

    // Consent withdrawn: everything goes, and nothing can be added until it is given again.
    await add('family_ann', 'photo', await phonePhoto(), 'page.jpg');
    expect((await request(server).delete('/api/paper-feedback/consent').set(as('family_ann'))).status).toBe(204);
    expect(await paper.items.find({ familyUserId: 'family_ann' })).toEqual([]);
    expect((await page('family_ann')).body).toMatchObject({ canAdd: false, consent: { given: false } });
  });
});
