import type { Job } from 'bullmq';
import { QUEUES } from '@wonderkin/shared';
import type { Logger, Queue } from '@wonderkin/server-kit';
import type { PaperFiles } from './files';
import type { PaperReader } from './reading';
import type { PaperItemDoc, PaperRepository } from './store';

/** Job names on QUEUES.paperFeedback. */
export const PAPER_JOBS = { read: 'read-item', expire: 'expire-items' } as const;
const EXPIRE_SCHEDULER = 'paper-feedback-expiry';
/** How often items past their retention are looked for (an item lives at most this much past its date). */
export const EXPIRE_EVERY_MS = 60 * 60 * 1000;
/** How many expired items one sweep removes before it schedules itself again at once. */
const EXPIRE_BATCH = 500;

/** A reading job's id: one per item, so a double request or a retry reads an item once. */
export const readJobId = (itemId: string) => `read-${itemId}`;
const READ_JOB_OPTIONS = { attempts: 3, backoff: { type: 'exponential' as const, delay: 10_000 }, removeOnComplete: true, removeOnFail: { age: 7 * 24 * 3600 } };

export interface PaperJobsDeps {
  paper: PaperRepository;
  files: PaperFiles;
  queue: Queue;
  logger: Logger;
  /** Unset without a provider: items are kept and shown, and nothing is read from them. */
  reader?: PaperReader;
  now?: () => Date;
}

/**
 * The feedback worker's jobs (queue paper-feedback): an hourly sweep removes photos and voice notes past the retention
 * the family chose (documents and files), and, with a provider, each new item is read once (a voice note's words, what a
 * photo shows). Both are idempotent: an item already read or already gone is left alone.
 */
export function createPaperJobs(deps: PaperJobsDeps) {
  const now = deps.now ?? (() => new Date());

  async function expire(): Promise<{ removed: number }> {
    let removed = 0;
    for (;;) {
      const at = now().toISOString();
      const due = (await deps.paper.items.find({}, { sort: { field: 'expiresAt', direction: 'asc' }, limit: EXPIRE_BATCH }))
        .filter((doc) => doc.expiresAt <= at);
      for (const doc of due) {
        if (await deps.paper.items.delete(doc.id)) removed += 1;
        await deps.files.remove(doc.file);
      }
      if (due.length < EXPIRE_BATCH) return { removed };
    }
  }

  async function read(itemId: string): Promise<{ read: boolean }> {
    const doc = await deps.paper.items.get(itemId);
    if (!doc || !deps.reader || doc.reading?.status === 'done') return { read: false };
    const bytes = await deps.files.read(doc.file);
    if (!bytes) return { read: false };
    try {
      const found = await deps.reader.read(doc, bytes);
      await saveReading(doc, { status: 'done', ...found });
      return { read: true };
    } catch (error) {
      deps.logger.warn({ err: (error as Error).message, itemId, kind: doc.kind }, 'a provider could not read a paper feedback item');
      throw error;
    }
  }

  /** The item may have been deleted while the provider read it: then nothing is written back. */
  async function saveReading(doc: PaperItemDoc, reading: NonNullable<PaperItemDoc['reading']>) {
    if (await deps.paper.items.get(doc.id)) await deps.paper.items.update(doc.id, { reading });
  }

  return {
    processor: async (job: Job) => {
      if (job.name === PAPER_JOBS.expire) return expire();
      if (job.name === PAPER_JOBS.read) return read(String(job.data?.itemId ?? ''));
      throw new Error(`no handler for job ${job.name} on ${QUEUES.paperFeedback}`);
    },
    /** After the last attempt fails, the family sees that it could not be read (and nothing made up). */
    failed: async (job: Job | undefined) => {
      if (job?.name !== PAPER_JOBS.read || (job.attemptsMade ?? 0) < (job.opts.attempts ?? 1)) return;
      const doc = await deps.paper.items.get(String(job.data?.itemId ?? ''));
      if (doc && doc.reading?.status !== 'done') await saveReading(doc, { status: 'failed' });
    },
    scheduleExpiry: () => deps.queue.upsertJobScheduler(EXPIRE_SCHEDULER, { every: EXPIRE_EVERY_MS }, {
      name: PAPER_JOBS.expire, data: {}, opts: { removeOnComplete: true, removeOnFail: { age: 7 * 24 * 3600 } },
    }),
    /** Asks for an item to be read (the API calls this after an upload). */
    enqueueRead: (itemId: string) => deps.queue.add(PAPER_JOBS.read, { itemId }, { ...READ_JOB_OPTIONS, jobId: readJobId(itemId) }).then(() => undefined),
    expire,
    read,
  };
}
