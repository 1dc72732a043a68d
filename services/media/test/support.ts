import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { QUEUES } from '@wonderkin/shared';
import { type CreationJobData, type CreationJobResult } from '@wonderkin/server-kit';
import {
  closeServer, createLogger, createQueue, createSessionRedis, listen, loadConfig, openStore, type Config, type Queue, type Store,
} from '@wonderkin/server-kit';
import type { Redis } from 'ioredis';
import { isolatedTestEnv } from '../../../tests/support/env';
import { createApp } from '../src/app';
import { mediaPaths, type MediaPaths } from '../src/paths';
import { createSpeechEngine, type SpeechEngine } from '../src/speech';
import { TtsService } from '../src/speech/tts-cache';
import { createCreationRepository, type CreationRepository } from '../src/store/creations';

export interface MediaHarness {
  baseUrl: string;
  config: Config;
  store: Store;
  repo: CreationRepository;
  queue: Queue<CreationJobData, CreationJobResult>;
  paths: MediaPaths;
  speech: SpeechEngine;
  /** The sessions' Redis (sign a browser in with tests/support/sessions mintSession). */
  redis: Redis;
  close(): Promise<void>;
}

/** The media API in-process on an ephemeral port, with its own data dir and queue prefix on the test Redis. */
export async function startMediaApp(label: string, options: { env?: Record<string, string>; speech?: SpeechEngine } = {}): Promise<MediaHarness> {
  // Offline providers unless a test asks otherwise (a developer's OPENAI_API_KEY must not leak into tests).
  const env = { ...isolatedTestEnv(label), OPENAI_API_KEY: '', ...options.env };
  const config = loadConfig({ ...process.env, ...env });
  const logger = createLogger(`media-test-${label}`, 'silent');
  const store = await openStore({ service: 'media', dataDir: config.DATA_DIR });
  const repo = createCreationRepository(store);
  const paths = mediaPaths(config.DATA_DIR);
  const queue = createQueue<CreationJobData, CreationJobResult>(QUEUES.creation, { redisUrl: config.REDIS_URL, prefix: config.QUEUE_PREFIX });
  const speech = options.speech ?? createSpeechEngine(config);
  const redis = createSessionRedis(config.REDIS_URL);
  const app = createApp({ config, logger, repo, queue, tts: new TtsService(speech, paths.ttsCache), paths, redis });
  const server = http.createServer(app);
  const port = await listen(server, 0, '127.0.0.1');
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    config,
    store,
    repo,
    queue,
    paths,
    speech,
    redis,
    async close() {
      await closeServer(server);
      await queue.obliterate({ force: true }).catch(() => undefined);
      await queue.close();
      await redis.quit();
      await store.close();
      fs.rmSync(config.DATA_DIR, { recursive: true, force: true });
    },
  };
}

export function ffprobeJson(file: string): { streams: { codec_type: string; codec_name: string; duration?: string }[]; format: { duration: string } } {
  return JSON.parse(execFileSync('ffprobe', ['-v', 'error', '-show_streams', '-show_format', '-of', 'json', file], { encoding: 'utf8' }));
}

export function pdfPageCount(file: string): number {
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  const match = /^Pages:\s+(\d+)/m.exec(info);
  if (!match) throw new Error(`pdfinfo found no page count in ${file}`);
  return Number(match[1]);
}

/** The anonymous-id cookie ("name=value") a response set, for the next request's Cookie header. */
export function cookieFrom(response: Response): string | undefined {
  const header = response.headers.getSetCookie().find((cookie) => /-anon-id=/.test(cookie));
  return header?.split(';')[0];
}
