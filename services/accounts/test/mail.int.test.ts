import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import request from 'supertest';
import { MESSAGES, SubscribeAnswerSchema, UnsubscribeAnswerSchema } from '@wonderkin/shared';
import { MAIL_JOBS, weeklyMailKey, type MailJobResult } from '@wonderkin/server-kit';
import { closeServer, createLogger, listen, loadConfig, openStore, randomId, type Config, type Store } from '@wonderkin/server-kit';
import { isolatedTestEnv } from '../../../tests/support/env';
import { offlineRedis } from '../../../tests/support/sessions';
import { createApp } from '../src/app';
import { createMailQueue, type MailQueue } from '../src/mail/queue';
import { startMailWorker, WEEKLY_SWEEP_SCHEDULER, type MailWorker } from '../src/mail/worker-runtime';
import { createSubscriberRepository } from '../src/store/subscribers';
import { WEEKLY_LESSONS } from '../src/weekly/lessons';
import { wallClock, weekDueAt, WEEK_MS } from '../src/weekly/schedule';
import { flakyStore } from './support/flaky-store';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from './support/smtp';

// The mail flow of issue 8 end to end over real SMTP: the accounts API, two mail workers and the operator command
// `npm run mail:weekly`, with an SMTP server this test starts (smtp-server) standing in for the mail provider.

const ROOT = path.resolve(__dirname, '../../..');
const CLI = path.join(ROOT, 'services/accounts/src/cli/mail-weekly.ts');
const PUBLIC_URL = 'https://wonderkin.example.org';
const logger = createLogger('mail-test', 'silent');

const subjectWeek = (message: ReceivedMail) => Number(/^Week (\d+):/.exec(message.mail.subject)?.[1]);
const weeks = (messages: ReceivedMail[]) => messages.map(subjectWeek);
/** The token of an email's List-Unsubscribe header. */
function tokenOf(message: ReceivedMail): string {
  const match = /^<https:\/\/wonderkin\.example\.org\/api\/unsubscribe\?token=([a-f0-9]{32})>$/.exec(message.mail.header('list-unsubscribe') ?? '');
  if (!match) throw new Error(`no List-Unsubscribe token in ${message.mail.header('list-unsubscribe')}`);
  return match[1];
}

/** `npm run mail:weekly -- --as-of <moment>` as an operator runs it (the direct entry, or through npm). */
function runWeekly(env: Record<string, string>, asOf: Date, via: 'node' | 'npm' = 'node'): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const args = via === 'npm'
    ? ['npm', ['run', '--silent', 'mail:weekly', '--', '--as-of', asOf.toISOString(), '--timeout', '30']]
    : [process.execPath, ['--import', 'tsx', CLI, '--as-of', asOf.toISOString(), '--timeout', '30']];
  return new Promise((resolve, reject) => {
    const child = spawn(args[0] as string, args[1] as string[], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (data) => { stdout += data; });
    child.stderr.on('data', (data) => { stderr += data; });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Resolves once no mail job is waiting, running or about to be retried (the weekly sweep's own schedule aside). */
async function mailQueueIdle(queue: MailQueue, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const pending = (await queue.getJobs(['waiting', 'active', 'delayed', 'prioritized', 'waiting-children']))
      .filter((job) => job && job.name !== MAIL_JOBS.weeklySweep);
    if (!pending.length) return;
    if (Date.now() > deadline) throw new Error(`mail jobs still pending: ${pending.map((job) => job.id).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('weekly lessons by email over real SMTP, with two mail workers', () => {
  const env = isolatedTestEnv('mail-smtp');
  let smtp: TestSmtpServer;
  let config: Config;
  let store: Store;
  let server: http.Server;
  let mailQueue: MailQueue;
  const workers: { worker: MailWorker; store: Store }[] = [];
  let cliEnv: Record<string, string>;

  async function startWorker(): Promise<{ worker: MailWorker; store: Store }> {
    // Each worker opens the accounts store on its own, as a separate process would.
    const workerStore = await openStore({ service: 'accounts', dataDir: config.DATA_DIR });
    const worker = startMailWorker({ config, logger, store: workerStore });
    await worker.ready();
    return { worker, store: workerStore };
  }

  beforeAll(async () => {
    smtp = await startSmtpServer();
    cliEnv = { ...env, SMTP_URL: smtp.url, PUBLIC_URL, MAIL_FROM: 'lessons@wonderkin.example.org' };
    config = loadConfig({ ...process.env, ...cliEnv });
    store = await openStore({ service: 'accounts', dataDir: config.DATA_DIR });
    mailQueue = createMailQueue({ redisUrl: config.REDIS_URL, prefix: config.QUEUE_PREFIX });
    server = http.createServer(createApp({ config, logger, store, mailQueue, redis: offlineRedis() }));
    await listen(server, 0, '127.0.0.1');
    workers.push(await startWorker(), await startWorker());
  }, 30_000);

  afterAll(async () => {
    for (const { worker, store: workerStore } of workers) {
      await worker.close();
      await workerStore.close();
    }
    await mailQueue?.close();
    if (server) await closeServer(server);
    await store?.close();
    await smtp?.close();
    fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
  });

  /** POST /api/subscribe; `subscriberId` is read from the store (the answer names no subscription: issue 18). */
  const subscribe = async (body: unknown) => {
    const res = await request(server).post('/api/subscribe').send(body as object);
    const email = String((body as { email?: unknown }).email ?? '').trim().toLowerCase();
    return Object.assign(res, { subscriberId: (await createSubscriberRepository(store).findByEmail(email))?.subscriberId ?? '' });
  };
  const subscribers = () => createSubscriberRepository(store);
  const subscribedAt = async (id: string) => new Date((await subscribers().findById(id))!.subscribedAt);
  const weeklyJobs = async () => (await mailQueue.getJobs(['waiting', 'active', 'delayed', 'completed', 'failed'])).filter((job) => job?.id?.startsWith('weekly:')).length;

  it('emails week 1 at once: HTML and text parts, the sender, the lesson, and a working one-click unsubscribe', async () => {
    const res = await subscribe({ email: 'Ann@Example.com ' });
    expect(res.status).toBe(200);
    const answer = SubscribeAnswerSchema.parse(res.body);
    expect(answer).toEqual({ id: expect.stringMatching(/^[a-f0-9]{32}$/), message: MESSAGES.subscribed });
    // The answer's id is a reference made from the email, not the subscription's id (nobody learns that from it).
    expect(answer.id).not.toBe(res.subscriberId);

    const [message] = await smtp.waitFor('ann@example.com');
    const { mail } = message;
    expect(message.from).toBe('lessons@wonderkin.example.org');
    expect(mail.from).toBe('Wonderkin <lessons@wonderkin.example.org>');
    expect(mail.to).toBe('ann@example.com');
    expect(mail.subject).toBe('Week 1: Emotional Intelligence');
    expect(mail.header('content-type')).toMatch(/^multipart\/alternative/);
    for (const part of [mail.html!, mail.text!]) {
      expect(part).toContain('The Tower That Fell');
      expect(part).toContain('Emotional intelligence starts with naming feelings'); // for grown-ups
      expect(part).toContain('Feelings thermometer');
      expect(part).toContain('What helps you feel calm again after a big feeling?');
      expect(part).toContain(`${PUBLIC_URL}/api/weekly-lessons/emotional-intelligence/pdf`);
    }
    expect(mail.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const token = tokenOf(message);
    // The link people click goes to the unsubscribe page, which asks; the header's address takes the one-click POST.
    expect(mail.html).toContain(`href="${PUBLIC_URL}/unsubscribe?token=${token}"`);
    expect(mail.text).toContain(`${PUBLIC_URL}/unsubscribe?token=${token}`);
    expect(await subscribers().subscriberForToken(token)).toMatchObject({ subscriberId: res.subscriberId, status: 'active', timezone: 'America/New_York' });
  }, 30_000);

  it('subscribing twice, or several times at once, is harmless: one subscription, one email, and the same answer', async () => {
    const first = await subscribe({ email: 'bea@example.com' });
    const again = await Promise.all(['bea@example.com', ' BEA@example.com', 'Bea@Example.COM'].map((email) => subscribe({ email, timezone: 'Asia/Tokyo' })));
    for (const res of again) {
      expect(res.status).toBe(200);
      // Issue 18: a known address is answered exactly as a new one (nobody learns who subscribed).
      expect(res.body).toEqual(first.body);
    }
    const racing = await Promise.all(Array.from({ length: 5 }, () => subscribe({ email: 'bo@example.com' })));
    expect(new Set(racing.map((res) => JSON.stringify(res.body))).size).toBe(1);
    expect(new Set(racing.map((res) => res.subscriberId)).size).toBe(1);

    await smtp.waitFor('bea@example.com');
    await smtp.waitFor('bo@example.com');
    await mailQueueIdle(mailQueue);
    expect(weeks(smtp.to('bea@example.com'))).toEqual([1]);
    expect(weeks(smtp.to('bo@example.com'))).toEqual([1]);
    // The second sign-up changed nothing (not even the time zone someone else typed).
    expect(await subscribers().findById(first.subscriberId)).toMatchObject({ timezone: 'America/New_York', status: 'active' });
  }, 30_000);

  it('answers a bad email with the spec wording (400) and stores and sends nothing', async () => {
    const before = { subscribers: (await subscribers().listActive()).length, jobs: await weeklyJobs(), mails: smtp.received.length };
    for (const body of [{ email: 'not-an-email' }, { email: '' }, {}, { email: 42 }, { email: `${'a'.repeat(250)}@example.com` }, { email: 'two@@example.com' }]) {
      const res = await subscribe(body);
      expect({ body, status: res.status, answer: res.body }).toEqual({ body, status: 400, answer: { error: MESSAGES.invalidEmail } });
    }
    expect((await subscribe({ email: 'kim@example.com', timezone: 'Mars/Olympus_Mons' })).body).toEqual({ error: MESSAGES.timezoneInvalid });
    expect((await subscribe({ email: 'kim@example.com', childAge: 2 })).body).toEqual({ error: MESSAGES.childAgeInvalid });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect({ subscribers: (await subscribers().listActive()).length, jobs: await weeklyJobs(), mails: smtp.received.length }).toEqual(before);
  });

  it('mail:weekly a week later sends week 2 exactly once: two workers, two runs at once, a third run, a restart', async () => {
    const { subscriberId } = await subscribe({ email: 'cal@example.com' });
    await smtp.waitFor('cal@example.com');
    const aWeekLater = new Date((await subscribedAt(subscriberId)).getTime() + WEEK_MS);

    const runs = await Promise.all([runWeekly(cliEnv, aWeekLater), runWeekly(cliEnv, aWeekLater)]);
    for (const run of runs) expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });
    await smtp.waitFor('cal@example.com', 2);
    expect(smtp.to('cal@example.com')[1].mail.subject).toBe(`Week 2: ${WEEKLY_LESSONS[1].title}`);

    // Once more through npm, as the README says; then after one worker restarts.
    const third = await runWeekly(cliEnv, aWeekLater, 'npm');
    expect(third.code).toBe(0);
    expect(third.stdout).toContain('No weekly lessons due');
    const restarted = workers.pop()!;
    await restarted.worker.close();
    await restarted.store.close();
    workers.push(await startWorker());
    expect((await runWeekly(cliEnv, aWeekLater)).code).toBe(0);
    await mailQueueIdle(mailQueue);
    expect(weeks(smtp.to('cal@example.com'))).toEqual([1, 2]);
    expect(await subscribers().findById(subscriberId)).toMatchObject({ lastWeekSent: 2 });

    // Every mail worker upserts the same weekly sweep: one schedule, however many workers start.
    expect((await mailQueue.getJobSchedulers()).map((scheduler) => scheduler.key)).toEqual([WEEKLY_SWEEP_SCHEDULER]);
  }, 90_000);

  it('sends the week due in each subscriber\'s time zone at 08:00 there, and nothing before', async () => {
    const tokyo = (await subscribe({ email: 'gus@example.com', timezone: 'Asia/Tokyo' })).subscriberId;
    const losAngeles = (await subscribe({ email: 'hal@example.com', timezone: 'America/Los_Angeles' })).subscriberId;
    await smtp.waitFor('gus@example.com');
    await smtp.waitFor('hal@example.com');
    const dues = [
      { email: 'gus@example.com', zone: 'Asia/Tokyo', due: weekDueAt(await subscribedAt(tokyo), 2, 'Asia/Tokyo') },
      { email: 'hal@example.com', zone: 'America/Los_Angeles', due: weekDueAt(await subscribedAt(losAngeles), 2, 'America/Los_Angeles') },
    ].sort((a, b) => a.due.getTime() - b.due.getTime());
    for (const { due, zone } of dues) expect(wallClock(due, zone)).toMatchObject({ hour: 8, minute: 0 });
    const [first, second] = dues;

    expect((await runWeekly(cliEnv, new Date(first.due.getTime() - 1000))).code).toBe(0);
    await mailQueueIdle(mailQueue);
    expect(weeks(smtp.to(first.email))).toEqual([1]);
    expect(weeks(smtp.to(second.email))).toEqual([1]);

    expect((await runWeekly(cliEnv, first.due)).code).toBe(0);
    await mailQueueIdle(mailQueue);
    expect(weeks(smtp.to(first.email))).toEqual([1, 2]);
    expect(weeks(smtp.to(second.email))).toEqual([1]);

    expect((await runWeekly(cliEnv, second.due)).code).toBe(0);
    await mailQueueIdle(mailQueue);
    expect(weeks(smtp.to(first.email))).toEqual([1, 2]);
    expect(weeks(smtp.to(second.email))).toEqual([1, 2]);
  }, 90_000);

  it('unsubscribes with the email\'s token (one-click POST); a GET changes nothing; week 3 is not sent', async () => {
    const { subscriberId } = await subscribe({ email: 'dee@example.com' });
    await smtp.waitFor('dee@example.com');
    const start = await subscribedAt(subscriberId);
    expect((await runWeekly(cliEnv, new Date(start.getTime() + WEEK_MS))).code).toBe(0);
    const [week1, week2] = await smtp.waitFor('dee@example.com', 2);
    const token = tokenOf(week2);

    // Mail scanners follow links: a GET only leads to the page that asks.
    const look = await request(server).get(`/api/unsubscribe?token=${token}`);
    expect(look.status).toBe(303);
    expect(look.headers.location).toBe(`/unsubscribe?token=${token}`);
    expect(await subscribers().findById(subscriberId)).toMatchObject({ status: 'active' });

    // RFC 8058: the mail client POSTs "List-Unsubscribe=One-Click" to the header's address.
    const oneClick = await request(server).post(`/api/unsubscribe?token=${token}`).type('form').send('List-Unsubscribe=One-Click');
    expect(oneClick.status).toBe(200);
    expect(UnsubscribeAnswerSchema.parse(oneClick.body)).toEqual({ unsubscribed: true, message: MESSAGES.unsubscribed });
    expect(await subscribers().findById(subscriberId)).toMatchObject({ status: 'unsubscribed' });
    // Clicking again, or the link of an older email, says the same.
    expect((await request(server).post(`/api/unsubscribe?token=${token}`)).status).toBe(200);
    expect((await request(server).post(`/api/unsubscribe?token=${tokenOf(week1)}`)).body).toEqual({ unsubscribed: true, message: MESSAGES.unsubscribed });

    expect((await runWeekly(cliEnv, new Date(start.getTime() + 2 * WEEK_MS))).code).toBe(0);
    await mailQueueIdle(mailQueue);
    expect(weeks(smtp.to('dee@example.com'))).toEqual([1, 2]);
    // A week-3 job queued before the unsubscribe (a sweep racing the click) sends nothing either.
    await mailQueue.add(MAIL_JOBS.weeklyLesson, { kind: 'weekly-lesson', subscriberId, week: 3 }, { jobId: weeklyMailKey(subscriberId, 3) });
    await mailQueueIdle(mailQueue);
    expect((await mailQueue.getJob(weeklyMailKey(subscriberId, 3)))!.returnvalue).toMatchObject({ outcome: 'skipped', reason: 'unsubscribed' });
    expect(weeks(smtp.to('dee@example.com'))).toEqual([1, 2]);
  }, 90_000);

  it('a wrong token, or another subscriber\'s, changes nothing; tokens are stored only hashed; old links die with a renewal', async () => {
    const eve = (await subscribe({ email: 'eve@example.com' })).subscriberId;
    const fay = (await subscribe({ email: 'fay@example.com' })).subscriberId;
    const [eveMail] = await smtp.waitFor('eve@example.com');
    const [fayMail] = await smtp.waitFor('fay@example.com');
    const eveToken = tokenOf(eveMail);
    expect(tokenOf(fayMail)).not.toBe(eveToken);

    for (const query of [`?token=${randomId()}`, '?token=abc', '', `?token=${eveToken.toUpperCase()}`, `?token=${eveToken}x`]) {
      const res = await request(server).post(`/api/unsubscribe${query}`);
      expect({ query, status: res.status, body: res.body }).toEqual({ query, status: 400, body: { error: MESSAGES.unsubscribeTokenInvalid } });
    }
    expect(await subscribers().findById(eve)).toMatchObject({ status: 'active' });
    expect(await subscribers().findById(fay)).toMatchObject({ status: 'active' });

    expect((await request(server).post(`/api/unsubscribe?token=${eveToken}`)).status).toBe(200);
    expect(await subscribers().findById(eve)).toMatchObject({ status: 'unsubscribed' });
    expect(await subscribers().findById(fay)).toMatchObject({ status: 'active' });

    // The database holds no token that works as a link (only SHA-256 hashes).
    const files = fs.readdirSync(config.DATA_DIR).filter((name) => name.startsWith('accounts.sqlite'));
    const bytes = Buffer.concat(files.map((name) => fs.readFileSync(path.join(config.DATA_DIR, name))));
    expect(bytes.includes(eveToken)).toBe(false);
    expect(bytes.includes(tokenOf(fayMail))).toBe(false);

    // Eve signs up again: a new subscription (week 1 again); the old email's link no longer unsubscribes anybody.
    const again = await subscribe({ email: 'eve@example.com' });
    expect(again.body).toMatchObject({ message: MESSAGES.subscribed });
    expect(again.subscriberId).not.toBe(eve);
    await smtp.waitFor('eve@example.com', 2);
    expect(weeks(smtp.to('eve@example.com'))).toEqual([1, 1]);
    expect((await request(server).post(`/api/unsubscribe?token=${eveToken}`)).status).toBe(400);
    expect(await subscribers().findById(again.subscriberId)).toMatchObject({ status: 'active' });
  }, 30_000);
});

describe('mail jobs retried after a failure: never lost, and never sent again once recorded', () => {
  const env = isolatedTestEnv('mail-retry');
  let smtp: TestSmtpServer;
  let config: Config;
  let store: Store;
  let mailQueue: MailQueue;
  const fast = { attempts: 3, backoff: { type: 'fixed' as const, delay: 100 } };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    config = loadConfig({ ...process.env, ...env, SMTP_URL: smtp.url, PUBLIC_URL });
    store = await openStore({ service: 'accounts', dataDir: config.DATA_DIR });
    mailQueue = createMailQueue({ redisUrl: config.REDIS_URL, prefix: config.QUEUE_PREFIX });
  });
  afterAll(async () => {
    await mailQueue?.close();
    await store?.close();
    await smtp?.close();
    fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
  });

  /** Runs one mail worker over a store that fails as told, until the job ends; answers the job. */
  async function withWorker(fault: Parameters<typeof flakyStore>[1] | null, run: () => Promise<string>) {
    const workerStore = await openStore({ service: 'accounts', dataDir: config.DATA_DIR });
    const worker = startMailWorker({ config, logger, store: fault ? flakyStore(workerStore, fault) : workerStore });
    await worker.ready();
    try {
      const jobId = await run();
      await mailQueueIdle(mailQueue);
      return (await mailQueue.getJob(jobId))!;
    } finally {
      await worker.close();
      await workerStore.close();
    }
  }
  const notice = (to: string) => ({
    kind: 'notice' as const, to, subject: 'Your creation is ready', heading: 'It is ready', paragraphs: ['Open it when you like.'],
    action: { label: 'Open it', url: `${PUBLIC_URL}/create?creation=c1` },
  });

  it('a notice any service queues is sent once; the SMTP server refusing the first try makes a retry send it', async () => {
    smtp.refuseOnce('ivy@example.com');
    const job = await withWorker(null, async () => {
      await mailQueue.add(MAIL_JOBS.notice, notice('ivy@example.com'), { ...fast, jobId: 'creation-ready:c1:email' });
      return 'creation-ready:c1:email';
    });
    expect(job.attemptsMade).toBe(2);
    expect(job.returnvalue).toEqual({ key: 'creation-ready:c1:email', outcome: 'sent' } satisfies MailJobResult);
    expect(smtp.to('ivy@example.com')).toHaveLength(1);
    const { mail } = smtp.to('ivy@example.com')[0];
    expect(mail.subject).toBe('Your creation is ready');
    expect(mail.html).toContain('It is ready');
    expect(mail.text).toContain(`Open it: ${PUBLIC_URL}/create?creation=c1`);
    expect(mail.header('list-unsubscribe')).toBeUndefined();
  }, 30_000);

  it('the server took the message but recording it failed: the retry sends it again, with the same Message-ID', async () => {
    // At least once (sender.ts): an unrecorded send is sent again rather than risk losing it; a mail client shows
    // two messages with one Message-ID once.
    const job = await withWorker({ collection: 'mail_log', method: 'update', times: 1 }, async () => {
      await mailQueue.add(MAIL_JOBS.notice, notice('jo@example.com'), { ...fast, jobId: 'creation-ready:c2:email' });
      return 'creation-ready:c2:email';
    });
    expect(job.attemptsMade).toBe(2);
    expect(job.returnvalue).toEqual({ key: 'creation-ready:c2:email', outcome: 'sent' });
    const received = smtp.to('jo@example.com');
    expect(received).toHaveLength(2);
    expect(received[0].mail.header('message-id')).toBe(received[1].mail.header('message-id'));
  }, 30_000);

  it('a weekly lesson that failed after it was sent is not sent again on retry, nor when Redis forgot the job', async () => {
    const { subscriber } = await createSubscriberRepository(store).subscribe({ email: 'kai@example.com', timezone: 'Europe/London' }, new Date());
    const key = weeklyMailKey(subscriber.subscriberId, 1);
    // The subscriber's "week sent" mark fails once, after the email went out.
    const job = await withWorker({ collection: 'subscribers', method: 'update', times: 1 }, async () => {
      await mailQueue.add(MAIL_JOBS.weeklyLesson, { kind: 'weekly-lesson', subscriberId: subscriber.subscriberId, week: 1 }, { ...fast, jobId: key });
      return key;
    });
    expect(job.attemptsMade).toBe(2);
    expect(job.returnvalue).toEqual({ key, outcome: 'already-sent' });
    expect(smtp.to('kai@example.com')).toHaveLength(1);

    // Redis lost the finished job (removed after its retention): the same key queued again still sends nothing.
    await job.remove();
    const again = await withWorker(null, async () => {
      await mailQueue.add(MAIL_JOBS.weeklyLesson, { kind: 'weekly-lesson', subscriberId: subscriber.subscriberId, week: 1 }, { ...fast, jobId: key });
      return key;
    });
    expect(again.returnvalue).toEqual({ key, outcome: 'already-sent' });
    expect(smtp.to('kai@example.com')).toHaveLength(1);
  }, 30_000);

  it('refuses a mail job without a message key, or with one that is not its own', async () => {
    const job = await withWorker(null, async () => {
      const added = await mailQueue.add(MAIL_JOBS.notice, notice('lee@example.com'), { attempts: 3 });
      return added.id!;
    });
    expect(job.failedReason).toMatch(/message key/);
    expect(job.attemptsMade).toBe(1);
    const wrong = await withWorker(null, async () => {
      await mailQueue.add(MAIL_JOBS.weeklyLesson, { kind: 'weekly-lesson', subscriberId: 'someone', week: 2 }, { jobId: weeklyMailKey('someone-else', 2) });
      return weeklyMailKey('someone-else', 2);
    });
    expect(wrong.failedReason).toMatch(/weekly:<subscriberId>:<week>/);
    expect(smtp.to('lee@example.com')).toHaveLength(0);
  }, 30_000);
});
