import path from 'node:path';
import { openMongoStore } from './mongo';
import { openSqliteStore } from './sqlite';
import type { Store } from './types';

export * from './types';
export { openSqliteStore } from './sqlite';
export { openMongoStore } from './mongo';

/**
 * Opens a service's store: MongoDB when MONGODB_URI is set (database "wonderkin-<service>"),
 * else the embedded SQLite file DATA_DIR/<service>.sqlite.
 */
export async function openStore(options: { service: string; dataDir: string; mongoUri?: string }): Promise<Store> {
  if (options.mongoUri) return openMongoStore(options.mongoUri, `wonderkin-${options.service}`);
  return openSqliteStore(path.join(options.dataDir, `${options.service}.sqlite`));
}
