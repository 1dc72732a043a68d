import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import request from 'supertest';
import { MESSAGES } from '@wonderkin/shared';
import { closeServer, createLogger, listen, loadConfig, openStore, type Config, type Store } from '@wonderkin/server-kit';
import { isolatedTestEnv } from '../../../tests/support/env';
import { offlineRedis } from '../../../tests/support/sessions';
import { createApp } from '../src/app';
import { parseMail } from '../src/mail/mime';
import { createMailQueue, type MailQueue } from '../src/mail/queue';
import { outboxDir } from '../src/mail/transport';
import { startMailWorker, type MailWorker } from '../src/mail/worker-runtime';
import { WEEKLY_LESSONS } from '../src/weekly/lessons';

// The embedded default (no SMTP_URL): every email is an .eml file under DATA_DIR/outbox, and outside production the
// development mailbox (/dev/mailbox) lists them and shows their HTML and text parts.

const logger = createLogger('outbox-test', 'silent');
const PUBLIC_URL = 'https://wonderkin.example.org';

describe('the outbox and the development mailbox', () => {
  const env = isolatedTestEnv('mail-outbox');
  let config: Config;
  let store: Store;
  let workerStore: Store;
  let mailQueue: MailQueue;
  let worker: MailWorker;
  let server: http.Server;

  beforeAll(async () => {
    config = loadConfig({ ...process.env, ...env, PUBLIC_URL, PRODUCT_NAME: 'Curio' });
    expect(config.SMTP_URL).toBeUndefined();
    store = await openStore({ service: 'accounts', dataDir: config.DATA_DIR });
    workerStore = await openStore({ service: 'accounts', dataDir: config.DATA_DIR });
    mailQueue = createMailQueue({ redisUrl: config.REDIS_URL, prefix: config.QUEUE_PREFIX });
    worker = startMailWorker({ config, logger, store: workerStore });
    await worker.ready();
    server = http.createServer(createApp({ config, logger, store, mailQueue, redis: offlineRedis() }));
    await listen(server, 0, '127.0.0.1');
  }, 30_000);

  afterAll(async () => {
    await worker?.close();
    await mailQueue?.close();
    if (server) await closeServer(server);
    await workerStore?.close();
    await store?.close();
    fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
  });

  const emlFiles = () => (fs.existsSync(outboxDir(config.DATA_DIR)) ? fs.readdirSync(outboxDir(config.DATA_DIR)) : []).filter((name) => name.endsWith('.eml'));
  async function waitForFiles(count: number): Promise<string[]> {
    const deadline = Date.now() + 15_000;
    while (emlFiles().length < count) {
      if (Date.now() > deadline) throw new Error(`expected ${count} .eml files, found ${emlFiles().length}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return emlFiles().sort();
  }

  it('writes week 1 as an .eml file that parses: both parts, the sender, the unsubscribe headers', async () => {
    const res = await request(server).post('/api/subscribe').send({ email: 'ivy@example.com', childAge: 6 });
    expect(res.body).toMatchObject({ message: MESSAGES.subscribed });
    const [file] = await waitForFiles(1);
    expect(file).toMatch(/^\d{4}-\d{2}-\d{2}T[\d-]+Z-weekly_[a-f0-9]{32}_1\.eml$/);
    const raw = fs.readFileSync(path.join(outboxDir(config.DATA_DIR), file));
    expect(raw.toString('latin1')).toMatch(/\r\n\r\n/); // CRLF line ends, as on the wire
    const mail = parseMail(raw);
    expect(mail.from).toBe('Curio <hello@wonderkin.local>');
    expect(mail.to).toBe('ivy@example.com');
    expect(mail.subject).toBe(`Week 1: ${WEEKLY_LESSONS[0].title}`);
    expect(mail.messageId).toMatch(/^<[a-f0-9]{32}@wonderkin\.local>$/);
    expect(mail.date).toBeInstanceOf(Date);
    expect(mail.html).toContain(WEEKLY_LESSONS[0].story.title);
    expect(mail.text).toContain(WEEKLY_LESSONS[0].story.title);
    expect(mail.text).toContain('Curio');
    expect(mail.header('list-unsubscribe')).toMatch(/^<https:\/\/wonderkin\.example\.org\/api\/unsubscribe\?token=[a-f0-9]{32}>$/);
    expect(mail.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    // No half-written files are left beside it.
    expect(fs.readdirSync(outboxDir(config.DATA_DIR))).toEqual([file]);
  }, 30_000);

  it('lists the messages newest first and shows each one\'s HTML and text parts (JSON and HTML)', async () => {
    await request(server).post('/api/subscribe').send({ email: 'jay@example.com' });
    await waitForFiles(2);

    const list = await request(server).get('/dev/mailbox?format=json');
    expect(list.status).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    const { messages } = list.body as { messages: { id: string; to: string; subject: string; date: string }[] };
    expect(messages.map((message) => message.to)).toEqual(['jay@example.com', 'ivy@example.com']);
    expect(messages[0].date >= messages[1].date).toBe(true);

    const page = await request(server).get('/dev/mailbox').set('accept', 'text/html');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain(`href="/dev/mailbox/${messages[0].id}"`);
    expect(page.text).toContain(`Week 1: ${WEEKLY_LESSONS[0].title}`);

    const one = await request(server).get(`/dev/mailbox/${messages[1].id}`).set('accept', 'application/json');
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: messages[1].id, to: 'ivy@example.com', subject: `Week 1: ${WEEKLY_LESSONS[0].title}` });
    expect(one.body.html).toContain(WEEKLY_LESSONS[0].story.title);
    expect(one.body.text).toContain(WEEKLY_LESSONS[0].story.title);
    expect(one.body.headers['list-unsubscribe-post']).toEqual(['List-Unsubscribe=One-Click']);

    const view = await request(server).get(`/dev/mailbox/${messages[1].id}`);
    expect(view.headers['content-type']).toMatch(/^text\/html/);
    expect(view.text).toMatch(/<iframe sandbox="" title="HTML part" srcdoc="[^"]*The Tower That Fell/);
    expect(view.text).toContain('<pre>');
    const alone = await request(server).get(`/dev/mailbox/${messages[1].id}/html`);
    expect(alone.headers['content-type']).toMatch(/^text\/html/);
    expect(alone.headers['content-security-policy']).toContain('sandbox');
    expect(alone.text).toBe(one.body.html);

    for (const url of ['/dev/mailbox/nope', '/dev/mailbox/..%2F..%2Faccounts', '/dev/mailbox/%2e%2e']) {
      expect({ url, status: (await request(server).get(url)).status }).toEqual({ url, status: 404 });
    }
  }, 30_000);

  it('has no mailbox in production', async () => {
    const production = createApp({ config: { ...config, NODE_ENV: 'production' }, logger, store, mailQueue, redis: offlineRedis() });
    const res = await request(production).get('/dev/mailbox?format=json');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: MESSAGES.notFoundApi });
  });
});
