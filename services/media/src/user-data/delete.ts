import fs from 'node:fs/promises';
import type { CreationRecord } from '@wonderkin/shared';
import { removeJobs, type EventPublisher, type Queue } from '@wonderkin/server-kit';
import { creationDir, type MediaPaths } from '../paths';

export interface DeleteMediaUserDataDeps {
  repo: { listByUser(userId: string): Promise<CreationRecord[]>; delete(id: string): Promise<boolean> };
  paths: MediaPaths;
  /** The user's creation jobs are removed: a waiting one so no worker renders for a deleted account, a finished one
   * because its result holds the creation (the child's name in its title). */
  creationQueue: Queue;
  /**
   * Tells the feedback service which creations are gone (feedback from their printed QR codes goes too), and the
   * accounts service (the "your creation is ready" email and text: their jobs, mail log keys and outbox copies).
   */
  events: Pick<EventPublisher, 'publish'>;
}

export interface MediaDeletion { creations: number; jobs: number }

/**
 * Removes everything the media service holds for a user (user.deleted): their creations (records with their
 * settings) and the files on disk. Idempotent: a retry finds less and deletes nothing twice. The files are removed
 * before and after the records, so a worker finishing meanwhile leaves nothing; one finishing after the record is
 * gone removes its own files (creation-job.ts finds the record missing).
 */
export async function deleteMediaUserData(deps: DeleteMediaUserDataDeps, userId: string): Promise<MediaDeletion> {
  const records = await deps.repo.listByUser(userId);
  if (records.length === 0) return { creations: 0, jobs: 0 };
  const ids = records.map((record) => record.id);
  // Creation ids are random and unique: one event per user is enough (a retry adds nothing while the first is kept).
  await deps.events.publish('content.deleted', { ids, cause: 'user.deleted' }, { id: `media-user-${userId}`, to: ['feedback', 'accounts'] });

  // A running job stays locked; it finds its record gone and removes its own files (creation-job.ts).
  const jobs = await removeJobs(deps.creationQueue, records.map((record) => record.jobId));
  const removeFiles = () => Promise.all(ids.map((id) => fs.rm(creationDir(deps.paths, id), { recursive: true, force: true })));
  await removeFiles();
  for (const id of ids) await deps.repo.delete(id);
  await removeFiles();
  return { creations: ids.length, jobs };
}
