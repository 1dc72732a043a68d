import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { removeJobs, type EventPublisher, type Logger, type Queue } from '@wonderkin/server-kit';
import { UPLOADS_FOLDER } from '../domain/uploads';
import type { ResearchRepositories } from '../store';

export interface DeleteResearchUserDataDeps {
  repos: ResearchRepositories;
  dataDir: string;
  /** The research queue: the user's jobs are removed, finished ones too (their data holds the question). */
  researchQueue: Queue;
  /** Tells the feedback service which lessons are gone (feedback on them goes too). */
  events: Pick<EventPublisher, 'publish'>;
  logger: Logger;
}

export interface ResearchDeletion { asks: number; lessons: number; uploads: number; jobs: number }

/** The same set of ids always gives the same event id, so a retried deletion does not tell feedback twice. */
const idsDigest = (ids: string[]) => createHash('sha256').update([...ids].sort().join(',')).digest('hex').slice(0, 24);

/**
 * Removes everything the research service holds for a user (user.deleted): their asks, the lessons made for them,
 * uploaded images still waiting for the worker, and the research jobs (which carry the question) in Redis.
 * Idempotent: a retry finds less and deletes nothing twice. Lessons are removed before and after the asks, so a
 * lesson a worker stores in between is caught; one stored after the asks are gone is dropped by the worker itself
 * (the pipeline finds its ask missing).
 */
export async function deleteResearchUserData(deps: DeleteResearchUserDataDeps, userId: string): Promise<ResearchDeletion> {
  const { repos } = deps;
  const asks = await repos.asks.listByUser(userId);
  const ids = asks.map((ask) => ask.id);
  if (ids.length === 0) return { asks: 0, lessons: 0, uploads: 0, jobs: 0 };

  // Told first: should this handler crash afterwards, the retry would find fewer asks, but feedback already knows them all.
  await deps.events.publish('content.deleted', { ids, cause: 'user.deleted' }, { id: `research-${idsDigest(ids)}`, to: ['feedback'] });

  let lessons = 0;
  for (const id of ids) if (await repos.lessons.remove(id)) lessons += 1;
  // With the lines of the queue's event stream about them (progress carries the lesson being written). A running job
  // (locked) stays; the worker drops its lesson when it finds the ask gone.
  const jobs = await removeJobs(deps.researchQueue, asks.map((ask) => ask.jobId));
  const uploads = await removeUploadsOf(deps.dataDir, new Set(ids));
  for (const id of ids) await repos.asks.remove(id);
  for (const id of ids) if (await repos.lessons.remove(id)) lessons += 1;
  return { asks: ids.length, lessons, uploads, jobs };
}

/** Uploads are named <askId><ext> in DATA_DIR/research-uploads (domain/uploads.ts). */
async function removeUploadsOf(dataDir: string, askIds: Set<string>): Promise<number> {
  const folder = path.join(dataDir, UPLOADS_FOLDER);
  const names = await fs.readdir(folder).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    if (!askIds.has(name.split('.')[0])) continue;
    await fs.rm(path.join(folder, name), { force: true });
    removed += 1;
  }
  return removed;
}
