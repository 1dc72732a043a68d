import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomId } from '@wonderkin/server-kit';

/**
 * A fresh, isolated environment for one test file: its own data dir and queue prefix on the shared test Redis.
 * Returns the env overrides; pass them to loadConfig({ ...process.env, ...env }).
 */
export function isolatedTestEnv(label: string): Record<string, string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `wk-${label}-`));
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    QUEUE_PREFIX: `wk-test-${label}-${randomId(4)}`,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  };
}
