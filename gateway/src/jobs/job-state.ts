import { Job, type Queue } from 'bullmq';
import { MESSAGES, QUEUES, readJobProgress, type JobStatus, type JobWatchAck } from '@wonderkin/shared';
import { parseJobId } from '@wonderkin/server-kit';

/** The queues a client may watch (mail jobs are not anyone's business). */
export type WatchableQueue = typeof QUEUES.research | typeof QUEUES.creation;
export type WatchableQueues = Record<WatchableQueue, Queue>;

/** Workers store progress as { progress, stage, message }; a bare number is tolerated. */
export const readProgress = readJobProgress;

/**
 * The lesson written so far, when a worker streams one: stored beside the figures in the job's progress
 * ({ progress, stage, message, partial }). Null for anything else.
 */
export function readPartial(raw: unknown): Record<string, unknown> | null {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const partial = (raw as { partial?: unknown }).partial;
  return partial && typeof partial === 'object' && !Array.isArray(partial) ? partial as Record<string, unknown> : null;
}

/**
 * BullMQ's states in the protocol's four words. A job waiting for its next attempt after a failed one is
 * "delayed" or "waiting" in BullMQ, so it reads as waiting here: only a finally failed job is "failed".
 */
export function toJobStatus(state: string): JobStatus {
  switch (state) {
    case 'active':
    case 'completed':
    case 'failed':
      return state;
    default: // waiting, delayed, prioritized, waiting-children, unknown (mid-move)
      return 'waiting';
  }
}

export function watchableQueueOf(jobId: string): WatchableQueue | null {
  const parsed = parseJobId(jobId);
  if (!parsed) return null;
  return parsed.queue === QUEUES.research || parsed.queue === QUEUES.creation ? parsed.queue : null;
}

/** The job's current state as stored in Redis: what the job:watch ack answers. */
export async function readJobState(queues: WatchableQueues, jobId: string): Promise<JobWatchAck> {
  const queueName = watchableQueueOf(jobId);
  if (!queueName) return { error: MESSAGES.unknownJob };
  const job = await Job.fromId(queues[queueName], jobId);
  if (!job) return { error: MESSAGES.unknownJob };
  const status = toJobStatus(await job.getState());
  const stored = readProgress(job.progress);
  const state = {
    jobId,
    status,
    progress: status === 'completed' ? 100 : stored?.progress ?? 0,
    stage: stored?.stage || status,
  };
  if (status === 'completed') return { ...state, result: job.returnvalue };
  if (status === 'failed') return { ...state, error: publicFailure(queueName, job.failedReason) };
  // Still being written: a late or reconnecting watcher sees the lesson so far at once.
  const partial = readPartial(job.progress);
  return partial ? { ...state, partial } : state;
}

const PRODUCT_WORDS: ReadonlySet<string> = new Set(Object.values(MESSAGES));

/**
 * What a watcher is told when a job failed for good: the worker's words when they are the product's own (from the
 * message catalogue), else the queue's plain message; never an internal error text ("URI malformed").
 */
export function publicFailure(queueName: string, failedReason: string | undefined): string {
  if (failedReason && PRODUCT_WORDS.has(failedReason)) return failedReason;
  return queueName === QUEUES.research ? MESSAGES.lessonFailed : MESSAGES.creationFailed;
}
