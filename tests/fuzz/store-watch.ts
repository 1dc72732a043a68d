import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { QUEUES } from '@wonderkin/shared';
import { createQueue, type Queue } from '@wonderkin/server-kit';

/** Everything a request could leave behind, as counts: rows per table per service, files, queued jobs. */
export type StoreCounts = Record<string, number>;

const SERVICES = ['research', 'accounts', 'feedback', 'media'] as const;

/**
 * Reads what the stack's services have stored, from outside: each service's embedded database (read-only, beside
 * the running service: WAL lets readers in), the upload and media folders, and the job queues in Redis. A refused
 * request must leave every count as it was.
 */
export class StoreWatch {
  private constructor(
    private readonly dataDir: string,
    private readonly databases: { service: string; db: Database.Database }[],
    private readonly queues: Queue[],
  ) {}

  static open(env: Record<string, string>): StoreWatch {
    const dataDir = env.DATA_DIR;
    const databases = SERVICES.map((service) => {
      const file = path.join(dataDir, `${service}.sqlite`);
      return { service, db: new Database(file, { readonly: true, fileMustExist: true }) };
    });
    const settings = { redisUrl: env.REDIS_URL, prefix: env.QUEUE_PREFIX };
    const queues = [createQueue(QUEUES.research, settings), createQueue(QUEUES.creation, settings)];
    return new StoreWatch(dataDir, databases, queues);
  }

  private files(relative: string): number {
    const folder = path.join(this.dataDir, relative);
    return fs.existsSync(folder) ? fs.readdirSync(folder).length : 0;
  }

  async counts(): Promise<StoreCounts> {
    const counts: StoreCounts = {};
    for (const { service, db } of this.databases) {
      const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as { name: string }[];
      for (const { name } of tables) {
        counts[`${service}.${name}`] = (db.prepare(`SELECT count(*) AS n FROM "${name.replace(/"/g, '""')}"`).get() as { n: number }).n;
      }
    }
    counts['files:research-uploads'] = this.files('research-uploads');
    counts['files:media/creations'] = this.files(path.join('media', 'creations'));
    for (const queue of this.queues) {
      const jobs = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized', 'completed', 'failed', 'waiting-children');
      counts[`jobs:${queue.name}`] = Object.values(jobs).reduce((sum, n) => sum + n, 0);
    }
    return counts;
  }

  async close(): Promise<void> {
    for (const { db } of this.databases) db.close();
    await Promise.all(this.queues.map((queue) => queue.close()));
  }
}

/** The counts that changed between two snapshots, e.g. ["research.asks 3→4"]. */
export function changedCounts(before: StoreCounts, after: StoreCounts): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((key) => (before[key] ?? 0) !== (after[key] ?? 0)).map((key) => `${key} ${before[key] ?? 0}→${after[key] ?? 0}`);
}
