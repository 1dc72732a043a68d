import fs from 'node:fs';
import http from 'node:http';
import request from 'supertest';
import { MESSAGES } from '@wonderkin/shared';
import { closeServer, createLogger, listen, loadConfig, openStore, type Store } from '@wonderkin/server-kit';
import { isolatedTestEnv } from '../../../tests/support/env';
import { offlineRedis } from '../../../tests/support/sessions';
import { createApp } from '../src/app';
import type { ResearchQueue } from '../src/deps';
import { createRepositories, type ResearchRepositories } from '../src/store';

// Issue 9, item 10: the research API refuses in the product's words, and says what to change (a 64 KB question is
// "too long", not "the upload could not be read"). Nothing is stored for a refused ask.
describe('research API answers in words', () => {
  let store: Store;
  let repos: ResearchRepositories;
  let server: http.Server;
  let dataDir: string;
  const enqueued: string[] = [];

  beforeAll(async () => {
    const config = loadConfig({ ...process.env, ...isolatedTestEnv('research-answers') });
    dataDir = config.DATA_DIR;
    store = await openStore({ service: 'research', dataDir });
    repos = createRepositories(store);
    const researchQueue = {
      add: async (_name: string, data: { researchId: string }) => {
        enqueued.push(data.researchId);
        return {} as never;
      },
      getJob: async () => undefined,
    } as unknown as ResearchQueue;
    const app = createApp({
      config,
      logger: createLogger('research-answers-test', 'silent'),
      repos,
      researchQueue,
      accountsClient: { paidStatus: async () => ({ known: false, isPaid: false }) },
      redis: offlineRedis(),
    });
    server = http.createServer(app);
    await listen(server, 0, '127.0.0.1');
  });
  afterAll(async () => {
    await closeServer(server);
    await store.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function expectRefused(response: request.Response, status: number, error: string): Promise<void> {
    expect({ status: response.status, body: response.body }).toEqual({ status, body: { error } });
    expect(await repos.asks.count()).toBe(0);
    expect(enqueued).toEqual([]);
  }

  it('a 64 KB question: 400 "Questions can be at most 500 characters", not the upload message', async () => {
    const response = await request(server).post('/api/research').field('question', 'why '.repeat(16 * 1024 + 1)).field('ageRange', '6-8');
    await expectRefused(response, 400, MESSAGES.questionTooLong);
  });

  it('a 64 KB age range or userId says which field is wrong', async () => {
    await expectRefused(await request(server).post('/api/research').field('question', 'Why?').field('ageRange', '6'.repeat(70_000)), 400, MESSAGES.invalidAgeRange);
    await expectRefused(
      await request(server).post('/api/research').field('question', 'Why?').field('ageRange', '6-8').field('userId', 'u'.repeat(70_000)),
      400, MESSAGES.invalidUserId,
    );
  });

  it('fields the form does not have, or too many: 400 naming the fields it takes', async () => {
    let form = request(server).post('/api/research').field('question', 'Why?').field('ageRange', '6-8');
    for (let i = 0; i < 12; i += 1) form = form.field(`extra${i}`, 'x');
    await expectRefused(await form, 400, MESSAGES.uploadFields);
  });

  it('a field sent twice: 400 "send each field once", not zod\'s "expected string, received array"', async () => {
    await expectRefused(
      await request(server).post('/api/research').field('question', 'Why?').field('ageRange', '6-8').field('userId', 'a').field('userId', 'b'),
      400, MESSAGES.fieldRepeated,
    );
    await expectRefused(
      await request(server).post('/api/research').field('question', 'Why?').field('question', 'How?').field('ageRange', '6-8'),
      400, MESSAGES.fieldRepeated,
    );
  });

  it('a userId that is not text (JSON): 400 in words, not "Invalid input: expected string, received number"', async () => {
    await expectRefused(await request(server).post('/api/research').send({ question: 'Why?', ageRange: '6-8', userId: 5 }), 400, MESSAGES.invalidUserId);
  });

  it('check-limits with userId twice says so (it used to blame anonymousQuestionCount); a repeated ?skip is harmless', async () => {
    const twice = await request(server).get('/api/check-limits?userId=a&userId=b');
    expect({ status: twice.status, body: twice.body }).toEqual({ status: 400, body: { error: MESSAGES.fieldRepeated } });
    const count = await request(server).get('/api/check-limits?anonymousQuestionCount=-1');
    expect(count.body).toEqual({ error: MESSAGES.invalidQuestionCount });
    const skip = await request(server).get('/api/check-limits?skip&skip=1');
    expect(skip.status).toBe(200);
  });

  it('get-research with the id twice: 400 "send each field once"', async () => {
    const response = await request(server).get('/api/get-research?id=a&id=b');
    expect({ status: response.status, body: response.body }).toEqual({ status: 400, body: { error: MESSAGES.fieldRepeated } });
  });
});
