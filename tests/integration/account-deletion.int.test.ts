import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import IORedis from 'ioredis';
import { EVENT_QUEUES, MESSAGES, QUEUES } from '@wonderkin/shared';
import { createEventPublisher, openStore, REPORT_JOBS, type Doc, type Store } from '@wonderkin/server-kit';
import { Queue } from 'bullmq';
import { freePort } from '../../scripts/lib/ports.cjs';
import { startRedisServer, type LocalRedis } from '../../scripts/lib/redis.cjs';
import { CookieBrowser as Browser, until } from '../support/cookie-browser';
import { startStack, type Stack } from '../support/stack';

// Issues 8 and 18 acceptance: "Account deletion leaves nothing of the user in any service (checked per service)", and
// "delete means gone": nothing of the family stays readable on the machine, in any store's bytes. The whole stack runs
// as real processes on its own Redis with append-only persistence (as `npm start` runs it); every store is read
// directly (the services' SQLite files), and then every byte is searched: the SQLite files with their -wal and -shm,
// every Redis key and value, Redis's append-only files on disk, the outbox and the media files. A second family's
// data must be left whole. The feedback service is down when the account is deleted: its part happens once it is back
// (the event waits in its queue).
jest.setTimeout(300_000);

interface Person {
  email: string;
  browser: Browser;
  userId: string;
  askId: string;
  creationId: string;
  childId: string;
  /** Every child of the family, the first one (childId) with report emails on. */
  children: { childId: string; firstName: string }[];
}

/** Reads a service's store as it is on disk (no schema: whatever is stored). */
const raw = (store: Store, name: string) => store.collection<Doc & Record<string, unknown>>(name, { schema: { parse: (doc: unknown) => doc } as never });

const ISO_WEEK = (() => {
  const now = new Date();
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  day.setUTCDate(day.getUTCDate() + 4 - (day.getUTCDay() || 7));
  const week = Math.ceil(((day.getTime() - Date.UTC(day.getUTCFullYear(), 0, 1)) / 86_400_000 + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
})();

/**
 * Every file under `dir` (relative path and bytes); a file removed while walking is skipped. Read by another process:
 * closing a descriptor of a SQLite file in this process would drop the POSIX locks of this process's own connections
 * to it (the stores read below), and with them their view of the WAL.
 */
function filesUnder(dir: string): { name: string; bytes: Buffer }[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[]).flatMap((name) => {
    try {
      const file = path.join(dir, name);
      return fs.statSync(file).isFile() ? [{ name, bytes: execFileSync('cat', [file], { maxBuffer: 1 << 30, stdio: ['ignore', 'pipe', 'ignore'] }) }] : [];
    } catch {
      return [];
    }
  });
}

/** A key's value, read by its type (as text) and as DUMP's bytes. */
async function redisValue(redis: IORedis, key: string): Promise<string> {
  const type = await redis.type(key);
  const read: Record<string, () => Promise<unknown>> = {
    string: () => redis.get(key),
    hash: () => redis.hgetall(key),
    list: () => redis.lrange(key, 0, -1),
    set: () => redis.smembers(key),
    zset: () => redis.zrange(key, '0', '-1'),
    stream: () => redis.xrange(key, '-', '+'),
  };
  const dumped = await redis.dumpBuffer(key);
  return `${JSON.stringify(await read[type]?.())}\n${dumped?.toString('latin1') ?? ''}`;
}

describe('deleting an account removes the user from every service', () => {
  let redisServer: LocalRedis;
  let redisDir: string;
  let stack: Stack;
  let ann: Person;
  let bob: Person;
  const annPhone = '+15550100187';
  let exported: Response;
  let exportBody: Record<string, unknown>;
  const stores: Record<string, Store> = {};

  /** Signs a new browser in as `email`: the register answer, else the emailed link from the development mailbox. */
  async function signUp(email: string): Promise<{ browser: Browser; userId: string }> {
    const browser = new Browser(stack.baseUrl);
    const registered = await browser.json('/api/register', { email });
    expect(registered.status).toBe(200);
    const answer = (await registered.json()) as { userId?: string };
    if (answer.userId) return { browser, userId: answer.userId };
    const text = await mailboxText((message) => message.to.includes(email) && /token=/.test(message.text));
    const token = /token=([a-f0-9]{64})/.exec(text)![1];
    const verified = await browser.json('/api/login/verify', { token });
    expect(verified.status).toBe(200);
    return { browser, userId: ((await verified.json()) as { userId: string }).userId };
  }

  /** The text of the newest message in the development mailbox that `wanted` picks (emails and texts alike). */
  async function mailboxText(wanted: (message: { to: string; text: string }) => boolean): Promise<string> {
    return until('the message in the mailbox', async () => {
      const { messages } = (await (await fetch(`${stack.baseUrl}/dev/mailbox?format=json`)).json()) as { messages: { id: string; to: string }[] };
      for (const { id, to } of messages) {
        const { text } = (await (await fetch(`${stack.baseUrl}/dev/mailbox/${id}?format=json`)).json()) as { text: string | null };
        if (wanted({ to, text: text ?? '' })) return text!;
      }
      return null;
    }, 30_000);
  }

  /**
   * What a creation asks for to be told it is ready, by email and text: the account's own email and its phone, proved
   * by the texted code (where accounts keep a phone), else the phone given with the creation.
   */
  async function notifyBoth(browser: Browser, email: string, phone: string): Promise<object> {
    const asked = await browser.json('/api/account/phone/code', { phone });
    if (asked.status === 404) return { email, phone, sms: true };
    expect(asked.status).toBe(202);
    const text = await mailboxText((message) => message.to === phone);
    const verified = await browser.json('/api/account/phone/verify', { code: /\b(\d{6})\b/.exec(text)![1] });
    expect(verified.status).toBe(200);
    return { email: true, sms: true };
  }

  async function makePerson(email: string, question: string, childNames: string[], phone?: string): Promise<Person> {
    const { browser, userId } = await signUp(email);
    const children: Person['children'] = [];
    for (const [index, firstName] of childNames.entries()) {
      const child = await browser.json('/api/children', { firstName, ageRange: '6-8', weeklyReportEmail: index === 0 });
      expect(child.status).toBe(201);
      children.push({ childId: ((await child.json()) as { childId: string }).childId, firstName });
    }
    const { childId } = children[0];

    const form = new FormData();
    form.set('question', question);
    form.set('ageRange', '6-8');
    form.set('childId', childId);
    const asked = await browser.fetch('/api/research', { method: 'POST', body: form });
    expect(asked.status).toBe(202);
    const { slug } = (await asked.json()) as { slug: string };
    const askId = slug.split('-')[0];
    await until(`the lesson for ${email}`, async () => (await browser.fetch(`/api/get-research?id=${askId}`)).status === 200);
    // The child answers a quiz question: a learning record (and, when missed, a review card) for the family.
    const answered = await browser.json('/api/progress/answers', { childId, hashId: askId, questionIndex: 0, optionIndex: 1 });
    expect(answered.status).toBe(200);

    // A book for the second child (its name in the title), and "tell me when it is ready" by email and text.
    const notify = phone ? { notify: await notifyBoth(browser, email, phone), childName: childNames.at(-1) } : {};
    const created = await browser.json('/api/creations', { topic: 'Volcanoes', mode: 'quick', outputs: ['digital-activity-book'], ...notify });
    expect(created.status).toBe(202);
    const { id: creationId } = (await created.json()) as { id: string };
    await until(`the creation for ${email}`, async () => {
      const body = (await (await browser.fetch(`/api/creations/${creationId}`)).json()) as { status: string };
      if (body.status === 'failed') throw new Error('the creation failed');
      return body.status === 'ready';
    }, 150_000);

    for (const hashId of [askId, creationId]) {
      const rated = await browser.json('/api/feedback', { hashId, rating: 5, feedback: `Loved it (${email})` });
      expect(rated.status).toBe(200);
    }
    const subscribed = await browser.json('/api/subscribe', { email, timezone: 'Europe/London' });
    expect(subscribed.status).toBe(200);
    return { email, browser, userId, askId, creationId, childId, children };
  }

  const outboxDir = () => path.join(stack.env.DATA_DIR, 'outbox');
  const outboxTo = (email: string) => {
    const dir = outboxDir();
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith('.eml')) : [];
    return files.filter((name) => fs.readFileSync(path.join(dir, name), 'latin1').includes(email));
  };
  const outboxNamed = (part: string) => (fs.existsSync(outboxDir()) ? fs.readdirSync(outboxDir()).filter((name) => name.includes(part)) : []);
  const creationDir = (id: string) => path.join(stack.env.DATA_DIR, 'media', 'creations', id);

  /** What identifies Ann's family: her email and phone, her children's names and ids, her creation's id. */
  const annMarkers = () => [ann.email, annPhone, ann.creationId, ...ann.children.flatMap((child) => [child.firstName, child.childId])];

  /**
   * Every place where one of `markers` is still on this machine, as "<where>: <marker>": the files under DATA_DIR (by
   * path and bytes: the SQLite files and their -wal/-shm, the outbox, the media files), every Redis key (by name and by
   * value) and Redis's files on disk (the append-only files).
   */
  async function findTraces(markers: string[]): Promise<string[]> {
    const found: string[] = [];
    const look = (where: string, haystack: Buffer | string) => {
      for (const marker of markers) if (haystack.includes(marker)) found.push(`${where}: ${marker}`);
    };
    for (const { name, bytes } of filesUnder(stack.env.DATA_DIR)) look(`file ${name}`, Buffer.concat([Buffer.from(`${name}\n`), bytes]));
    const redis = new IORedis(stack.env.REDIS_URL);
    try {
      for (const key of await redis.keys('*')) {
        look(`redis ${key}`, `${key}\n${await redisValue(redis, key)}`);
        // A stream's lines one by one, so that a failure shows which event of which job is left.
        if ((await redis.type(key)) === 'stream') for (const [, fields] of await redis.xrange(key, '-', '+')) look(`  line ${JSON.stringify(fields).slice(0, 300)}`, JSON.stringify(fields));
      }
    } finally {
      redis.disconnect();
    }
    for (const { name, bytes } of filesUnder(redisDir)) look(`redis file ${name}`, bytes);
    return found;
  }

  beforeAll(async () => {
    // Redis as `npm start` runs it (scripts/lib/redis.cjs: AOF on), so its files on disk can be searched. Its AOF
    // rewrites start with an RDB image, whose long strings Redis compresses: a name in one would not show as bytes, so
    // compression is off here (it changes how values are written, not which).
    redisDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wk-deletion-redis-'));
    redisServer = await startRedisServer({ port: await freePort(), dir: redisDir, persistent: true });
    const admin = new IORedis(redisServer.url);
    await admin.config('SET', 'rdbcompression', 'no');
    admin.disconnect();

    stack = await startStack({ label: 'account-deletion', timeoutMs: 180_000, env: { REDIS_URL: redisServer.url } });
    ann = await makePerson('ann.delete@example.com', 'Why do volcanoes erupt?', ['Zephyrine', 'Quillon'], annPhone);
    bob = await makePerson('bob.keep@example.com', 'Why is the sky blue?', ['Bartholomew']);
    // Week 1 of each subscription is in the outbox before anything is deleted.
    // Feedback from printed QR codes on each other's creations (anyone holding the paper may leave some).
    expect((await ann.browser.json('/api/feedback', { hashId: bob.creationId, rating: 4, feedback: 'From ann on bob\'s book' })).status).toBe(200);
    expect((await bob.browser.json('/api/feedback', { hashId: ann.creationId, rating: 3, feedback: `From ${bob.email} on ann's book` })).status).toBe(200);
    // Someone types Ann's email at /login elsewhere: a one-time sign-in link is stored and emailed to her.
    const elsewhere = await new Browser(stack.baseUrl).json('/api/register', { email: ann.email });
    expect(await elsewhere.json()).toMatchObject({ status: 'check-email' });
    await until('both week-1 emails', async () => outboxTo(ann.email).length > 0 && outboxTo(bob.email).length > 0);
    // The weekly progress reports of this week (the hourly sweep does last week: an operator's re-run names the week).
    const connection = new IORedis(stack.env.REDIS_URL, { maxRetriesPerRequest: null });
    const reports = new Queue(QUEUES.reports, { connection, prefix: stack.env.QUEUE_PREFIX });
    await reports.add(REPORT_JOBS.sweep, { week: ISO_WEEK }, { jobId: 'sweep-this-week' });
    await reports.close();
    connection.disconnect();
    await until('both report emails', async () => outboxNamed(`progress-report_${ann.childId}_`).length > 0
      && outboxNamed(`progress-report_${bob.childId}_`).length > 0, 60_000);
    // The creation's "ready" text (its email is among the .eml files to her address).
    await until('the creation-ready text', async () => outboxNamed(`creation-ready_${ann.creationId}_sms`).length > 0, 60_000);
    for (const service of ['accounts', 'research', 'feedback', 'media', 'learning']) {
      stores[service] = await openStore({ service, dataDir: stack.env.DATA_DIR });
    }
    exported = await ann.browser.fetch('/api/account/export');
    exportBody = (await exported.json()) as Record<string, unknown>;
  }, 480_000);

  afterAll(async () => {
    await Promise.all(Object.values(stores).map((store) => store.close()));
    await stack?.stop();
    await redisServer?.stop();
    if (redisDir) fs.rmSync(redisDir, { recursive: true, force: true });
  });

  it('exports, as a JSON download, what every service holds for the signed-in user and nothing of anyone else', () => {
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toMatch(/^attachment; filename="?[a-z0-9-]+-my-data-\d{4}-\d{2}-\d{2}\.json"?$/);
    expect(exported.headers.get('content-type')).toMatch(/^application\/json/);
    expect(exportBody.account).toMatchObject({ userId: ann.userId, email: ann.email, isPaid: false });
    expect(exportBody.weeklyLessons).toMatchObject({ email: ann.email, status: 'active', timezone: 'Europe/London' });
    expect(exportBody.asks).toEqual([expect.objectContaining({ id: ann.askId, question: 'Why do volcanoes erupt?', status: 'completed' })]);
    expect(exportBody.lessons).toEqual([expect.objectContaining({ id: ann.askId, originalQuestion: 'Why do volcanoes erupt?' })]);
    const [creation] = exportBody.creations as { id: string; files: string[] }[];
    expect(creation.id).toBe(ann.creationId);
    expect(creation.files).toEqual([`${stack.baseUrl}/media/creations/${ann.creationId}/activity-book.pdf`]);
    // Her feedback on her lesson, her creation and the one she left on Bob's book; never what others wrote.
    expect((exportBody.feedback as { hashId: string }[]).map((entry) => entry.hashId).sort()).toEqual([ann.askId, ann.creationId, bob.creationId].sort());
    // Her children's profiles and learning records (the quiz answer on record).
    expect(exportBody.children).toEqual(ann.children.map(({ childId }, index) => expect.objectContaining({ childId, weeklyReportEmail: index === 0 })));
    const learning = exportBody.learning as { answers: { childId: string; hashId: string }[] };
    expect(learning.answers).toEqual([expect.objectContaining({ childId: ann.childId, hashId: ann.askId, questionIndex: 0 })]);
    const text = JSON.stringify(exportBody);
    for (const other of [bob.email, bob.userId, bob.askId, bob.childId]) expect(text).not.toContain(other);
  });

  it('refuses a signed-out browser (401) and a deletion without the confirmation (400), deleting nothing', async () => {
    const stranger = new Browser(stack.baseUrl);
    const exportAnswer = await stranger.fetch('/api/account/export');
    expect(exportAnswer.status).toBe(401);
    expect(await exportAnswer.json()).toEqual({ error: MESSAGES.signInRequired });
    const deleteAnswer = await stranger.json('/api/account', { confirm: 'DELETE' }, 'DELETE');
    expect(deleteAnswer.status).toBe(401);
    // A user id in the body is not identity.
    expect((await stranger.json('/api/account', { confirm: 'DELETE', userId: bob.userId }, 'DELETE')).status).toBe(401);

    const unconfirmed = await ann.browser.json('/api/account', { confirm: 'yes' }, 'DELETE');
    expect(unconfirmed.status).toBe(400);
    expect(await unconfirmed.json()).toEqual({ error: MESSAGES.accountDeleteConfirm });
    expect(await raw(stores.accounts, 'users').count({ userId: ann.userId })).toBe(1);
  });

  it('finds the family, before the deletion, in every kind of store the search reads', async () => {
    // The search below must be able to see them: each kind of place holds some of the family now.
    const traces = await findTraces(annMarkers());
    const kinds = {
      sqlite: /^file \w+\.sqlite(-wal)?:/, outbox: /^file outbox\//, media: /^file media\//, redis: /^redis [^ ]+:/, aof: /^redis file appendonlydir\//,
    };
    for (const [kind, pattern] of Object.entries(kinds)) expect([kind, traces.some((trace) => pattern.test(trace))]).toEqual([kind, true]);
    // Each marker is found somewhere (the names in the report email and the text, the ids in keys and rows).
    for (const marker of annMarkers()) expect([marker, traces.some((trace) => trace.endsWith(`: ${marker}`))]).toEqual([marker, true]);
  });

  it('deletes the account: signed out at once, then nothing of the user in any store or on disk, the other user untouched', async () => {
    // Feedback is down when the account is deleted: its part must still happen, once it is back.
    await stack.kill('feedback');
    const deleted = await ann.browser.json('/api/account', { confirm: 'DELETE' }, 'DELETE');
    expect(deleted.status).toBe(202);
    expect(await deleted.json()).toEqual({ deleted: true, message: MESSAGES.accountDeleted });
    expect(await (await ann.browser.fetch('/api/me')).json()).toEqual({ signedIn: false });
    expect((await ann.browser.fetch('/api/account/export')).status).toBe(401);
    // The lesson link is gone.
    await until('the lesson link to answer 404', async () => (await ann.browser.fetch(`/api/get-research?id=${ann.askId}`)).status === 404);

    // accounts: user, weekly subscription, its unsubscribe tokens and mail log, outbox copies, sessions.
    const accounts = stores.accounts;
    expect(await raw(accounts, 'users').count({ userId: ann.userId })).toBe(0);
    expect(await raw(accounts, 'subscribers').get(ann.email)).toBeNull();
    expect(outboxTo(ann.email)).toEqual([]);
    const bobSubscriber = await raw(accounts, 'subscribers').get(bob.email);
    expect(bobSubscriber).not.toBeNull();
    expect(await raw(accounts, 'users').count({ userId: bob.userId })).toBe(1);
    expect(await raw(accounts, 'unsubscribe_tokens').count({ subscriberId: bobSubscriber!.subscriberId as string })).toBeGreaterThan(0);
    const mailKeys = (await raw(accounts, 'mail_log').find({})).map((entry) => entry.id);
    expect(mailKeys).toContain(`weekly:${bobSubscriber!.subscriberId as string}:1`);
    expect(mailKeys).toContain(`progress-report:${bob.childId}:${ISO_WEEK}`);
    expect(mailKeys.filter((key) => key.startsWith('weekly:') && !key.includes(bobSubscriber!.subscriberId as string))).toEqual([]);
    expect(outboxTo(bob.email).length).toBeGreaterThan(0);
    const redis = new IORedis(stack.env.REDIS_URL);
    try {
      const sessions = await redis.keys(`${stack.env.QUEUE_PREFIX}:sess:*`);
      const owners = await Promise.all(sessions.map(async (key) => JSON.parse((await redis.get(key)) ?? '{}').userId));
      expect(owners).not.toContain(ann.userId);
      expect(owners).toContain(bob.userId);
    } finally {
      redis.disconnect();
    }

    // accounts: her child profiles; learning: the child's answers, cards and reviews (user.deleted in its event queue).
    expect(await raw(accounts, 'children').count({ userId: ann.userId })).toBe(0);
    expect(await raw(accounts, 'children').count({ userId: bob.userId })).toBe(1);
    await until('learning to remove her records', async () =>
      (await raw(stores.learning, 'answers').count({ userId: ann.userId })) === 0 && (await raw(stores.learning, 'cards').count({ userId: ann.userId })) === 0);
    expect(await raw(stores.learning, 'answers').count({ userId: bob.userId })).toBe(1);

    // research: asks and lessons (the worker and API share the store).
    await until('research to remove the asks and lessons', async () =>
      (await raw(stores.research, 'asks').count({ userId: ann.userId })) === 0 && (await raw(stores.research, 'lessons').get(ann.askId)) === null);
    expect(await raw(stores.research, 'asks').get(bob.askId)).not.toBeNull();
    expect(await raw(stores.research, 'lessons').get(bob.askId)).not.toBeNull();

    // media: creation records and their files on disk.
    await until('media to remove the creation', async () => (await raw(stores.media, 'creations').count({ userId: ann.userId })) === 0);
    expect(fs.existsSync(creationDir(ann.creationId))).toBe(false);
    expect(await raw(stores.media, 'creations').get(bob.creationId)).not.toBeNull();
    expect(fs.readdirSync(creationDir(bob.creationId))).toEqual(['activity-book.pdf']);

    // feedback: still there while the service is down…
    const feedbackOn = (hashId: string) => raw(stores.feedback, 'feedback').find({ hashId });
    expect(await feedbackOn(ann.askId)).toHaveLength(1);
    await stack.start('feedback');
    // …and gone once it is back: on her lesson, on her creation (Bob's words there too), hers on Bob's creation.
    await until('feedback to remove everything of hers', async () => (await feedbackOn(ann.askId)).length === 0
      && (await feedbackOn(ann.creationId)).length === 0 && (await feedbackOn(bob.creationId)).length === 1);
    expect(await feedbackOn(bob.askId)).toHaveLength(1);
    expect((await feedbackOn(bob.creationId)).map((entry) => entry.author)).toEqual([`u-${bob.userId}`]);
  });

  it('leaves no byte of the family anywhere: SQLite files and their WAL, Redis keys and values, the AOF, the outbox, the media files', async () => {
    // The services scrub their stores at once; Redis rewrites its append-only file at most once a minute.
    let traces: string[] = [];
    await until('no trace of the family', async () => (traces = await findTraces(annMarkers())).length === 0, 150_000).catch(() => undefined);
    expect(traces).toEqual([]);
    // The other family is all there, in the same places.
    const bobTraces = await findTraces([bob.email, bob.childId, bob.creationId]);
    for (const kind of [/^file accounts\.sqlite/, /^file outbox\//, /^file media\//, /^redis /]) expect(bobTraces.some((trace) => kind.test(trace))).toBe(true);
  });

  it('handles the same event again without failing or touching anyone else', async () => {
    const settings = { redisUrl: stack.env.REDIS_URL, prefix: stack.env.QUEUE_PREFIX };
    const publisher = createEventPublisher(settings);
    const connection = new IORedis(stack.env.REDIS_URL, { maxRetriesPerRequest: null });
    const queues = Object.values(EVENT_QUEUES).map((name) => new Queue(name, { connection, prefix: settings.prefix }));
    try {
      const id = `user-deleted-${ann.userId}-again`;
      await publisher.publish('user.deleted', { userId: ann.userId, requestedAt: new Date().toISOString() }, { id });
      // A handled event leaves its queue at once (its data names the deleted user); a failed one would stay.
      await until('every service to handle the repeated event', async () =>
        (await Promise.all(queues.map((queue) => queue.getJob(id)))).every((job) => job === undefined));
      // Nothing failed in any event queue during the whole test.
      for (const queue of queues) expect(await queue.getJobCounts('failed')).toEqual({ failed: 0 });
    } finally {
      await publisher.close();
      await Promise.all(queues.map((queue) => queue.close()));
      connection.disconnect();
    }
    expect(await raw(stores.accounts, 'users').count({ userId: bob.userId })).toBe(1);
    expect(await raw(stores.research, 'lessons').get(bob.askId)).not.toBeNull();
    expect(await raw(stores.media, 'creations').get(bob.creationId)).not.toBeNull();
    expect(await raw(stores.feedback, 'feedback').count({ hashId: bob.askId })).toBe(1);
    const bobBack = await bob.browser.fetch(`/api/get-research?id=${bob.askId}`);
    expect(bobBack.status).toBe(200);
  });
});
