import { createLogger, createSessionRedis, loadConfig } from '@wonderkin/server-kit';
import type { Redis } from 'ioredis';
import { createOfflineGenerator } from '../../src/generators/offline';
import { createWebEnrichment } from '../../src/enrichment';
import { createSafetyScreen } from '../../src/safety/screen';
import { isolatedTestEnv } from '../../../../tests/support/env';
import { startFakeWeb, type FakeWeb } from './fake-web';

// The providers' answers are kept in (real) Redis per provider and query: the same topic again costs no call.

const logger = createLogger('enrichment-cache-test', 'silent');
const safety = createSafetyScreen();

describe('web provider cache in Redis', () => {
  let web: FakeWeb;
  let redis: Redis;
  const env = isolatedTestEnv('web-cache');
  beforeAll(async () => {
    web = await startFakeWeb();
    redis = createSessionRedis(env.REDIS_URL);
  });
  afterAll(async () => {
    await redis.quit();
    await web.stop();
  });

  const enrichment = (extra: Record<string, string> = {}) => createWebEnrichment({
    config: loadConfig({ ...env, WEB_PROVIDERS: 'on', YOUTUBE_API_KEY: 'k', ...web.env(), ...extra }),
    logger, redis, isSafeText: (text) => safety.screenWebText(text).safe,
  });

  it('answers the second lesson on the same topic from the cache, with no request, for the configured hours', async () => {
    const content = (await createOfflineGenerator().generate({ question: 'Why is the sky blue?', ageRange: '6-8' })).content;
    const first = await enrichment().enrich(content, { question: 'Why is the sky blue?', ageRange: '6-8' });
    const calls = web.requests.length;
    expect(calls).toBeGreaterThanOrEqual(5);
    expect(first.videos).toHaveLength(1);

    // A new worker (another process) with the same Redis: nothing is asked again, the lesson gets the same lists.
    const second = await enrichment().enrich(content, { question: 'Why is the sky blue?', ageRange: '6-8' });
    expect(web.requests.length).toBe(calls);
    expect(second).toEqual(first);

    const keys = await redis.keys(`${env.QUEUE_PREFIX}:web:*`);
    expect(keys.map((key) => key.split(':').at(-2)).sort()).toEqual(['openlibrary', 'wikimedia', 'wikipedia', 'youtube']);
    const ttl = await redis.ttl(keys[0]);
    expect(ttl).toBeGreaterThan(23 * 3600);
    expect(ttl).toBeLessThanOrEqual(24 * 3600);

    // Another topic is a new query.
    await enrichment().enrich({ ...content, pageTitle: 'How Do Volcanoes Erupt?' }, { question: 'How do volcanoes erupt?', ageRange: '6-8' });
    expect(web.requests.length).toBeGreaterThan(calls);
  });

  it('keeps nothing when WEB_PROVIDER_CACHE_HOURS is 0', async () => {
    web.reset();
    const content = (await createOfflineGenerator().generate({ question: 'How do bees make honey?', ageRange: '9-12' })).content;
    const noCache = enrichment({ WEB_PROVIDER_CACHE_HOURS: '0', QUEUE_PREFIX: `${env.QUEUE_PREFIX}-nocache` });
    await noCache.enrich(content, { question: 'How do bees make honey?', ageRange: '9-12' });
    const calls = web.requests.length;
    await noCache.enrich(content, { question: 'How do bees make honey?', ageRange: '9-12' });
    expect(web.requests.length).toBe(calls * 2);
    expect(await redis.keys(`${env.QUEUE_PREFIX}-nocache:web:*`)).toEqual([]);
  });
});
