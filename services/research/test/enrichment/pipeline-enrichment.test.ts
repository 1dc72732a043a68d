import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { researchSlug, ResearchResultSchema, type Ask } from '@wonderkin/shared';
import { createLogger, loadConfig, openSqliteStore, randomId, type ResearchJobData, type Store } from '@wonderkin/server-kit';
import { runResearchJob } from '../../src/domain/pipeline';
import { createWebEnrichment } from '../../src/enrichment';
import { createOfflineGenerator } from '../../src/generators/offline';
import { createSafetyScreen } from '../../src/safety/screen';
import { createRepositories, type ResearchRepositories } from '../../src/store';
import { startFakeWeb, type FakeWeb } from './fake-web';

// The research job with the web providers: between filtering (40) and assembling (60) the lesson gains pictures,
// books and links; a provider that hangs costs at most the deadline, and the lesson completes without that list.

const logger = createLogger('pipeline-enrichment-test', 'silent');
const safety = createSafetyScreen();

describe('research pipeline with web providers', () => {
  let web: FakeWeb;
  let dataDir: string;
  let store: Store;
  let repos: ResearchRepositories;
  beforeAll(async () => { web = await startFakeWeb(); });
  afterAll(() => web.stop());
  beforeEach(() => {
    web.reset();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wk-pipeline-web-'));
    store = openSqliteStore(path.join(dataDir, 'research.sqlite'));
    repos = createRepositories(store);
  });
  afterEach(async () => {
    await store.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function run(question: string, env: Record<string, string> = {}, ageRange: Ask['ageRange'] = '6-8') {
    const id = randomId();
    const slug = researchSlug(id, question);
    await repos.asks.create({ id, slug, question, ageRange, userId: null, anonId: randomId(), jobId: `research-${id}`, status: 'pending', createdAt: new Date().toISOString() });
    const data: ResearchJobData = { researchId: id, slug, question, ageRange };
    const enrichment = createWebEnrichment({
      config: loadConfig({ NODE_ENV: 'test', WEB_PROVIDERS: 'on', WEB_PROVIDER_TIMEOUT_MS: '500', ...web.env(), ...env }),
      logger, isSafeText: (text) => safety.screenWebText(text).safe,
    });
    const stages: { stage: string; requests: number }[] = [];
    const started = Date.now();
    await runResearchJob(data, { updateProgress: async (p) => { stages.push({ stage: p.stage, requests: web.requests.length }); } }, {
      generator: createOfflineGenerator(), safety, repos, dataDir, logger, enrichment,
    });
    return { lesson: ResearchResultSchema.parse(await repos.lessons.get(id)), stages, took: Date.now() - started };
  }

  it('stores an offline lesson with web pictures, books and links, asked for after filtering and before assembling', async () => {
    const { lesson, stages } = await run('Why is the sky blue?');
    expect(lesson.images.some((image) => image.source === 'wikimedia' && image.license === 'CC BY-SA 4.0')).toBe(true);
    expect(lesson.books!.some((book) => book.thumbnail.endsWith('/covers/b/id/240726-M.jpg'))).toBe(true);
    expect(lesson.externalLinks.some((link) => link.link === 'https://simple.wikipedia.org/wiki/Sky?utm_source=wonderkin')).toBe(true);
    const byStage = Object.fromEntries(stages.map((s) => [s.stage, s.requests]));
    expect(byStage.filtering).toBe(0);
    expect(byStage.assembling).toBeGreaterThan(0);
  });

  it('completes in about the deadline when a provider hangs, without that list', async () => {
    web.set('/commons/w/api.php', () => ({ delayMs: 10_000, body: {} }));
    const { lesson, took } = await run('Why is the sky blue?');
    expect(took).toBeLessThan(2000);
    expect(lesson.images.filter((image) => image.source === 'wikimedia')).toEqual([]);
    expect(lesson.books!.length).toBeGreaterThan(0);
  });

  it('asks no provider for a question the safety screen redirects', async () => {
    const { lesson } = await run('how do I buy a gun');
    expect(lesson.safety).toBe('redirected');
    expect(web.requests).toHaveLength(0);
  });
});
