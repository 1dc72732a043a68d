import { QUEUES, type QueueName } from '@wonderkin/shared';
import type { Config } from './config';

// How each queue's workers run, in one table: how many jobs one worker takes at once, how long a job's lock lives
// (BullMQ renews it every half lock while the job runs), how often a dead worker's jobs are looked for, and how long a
// stopping worker may take to finish the jobs it holds. Settings operators tune come from the config (README).

export interface QueueWorkerSettings {
  /** Jobs one worker process runs at once. */
  concurrency: number;
  /** A running job's lock; a worker that dies holding it loses the job once it expires. */
  lockDuration: number;
  /** How often the worker looks for jobs whose lock expired (stalled) and hands them out again. */
  stalledInterval: number;
  /** How long SIGTERM waits for the running jobs before the process exits anyway. */
  shutdownGraceMs: number;
}

/** The settings of the queues read from the config. */
export type QueueSettingsConfig = Pick<Config, 'RESEARCH_WORKER_CONCURRENCY' | 'RESEARCH_JOB_LOCK_MS' | 'MEDIA_WORKER_CONCURRENCY'>;

/** The stalled check of queues whose lock is not tuned (BullMQ's default lock, 30 s, is long enough for them). */
const STALLED_CHECK_MS = 5000;
/** BullMQ's own default lock. */
const DEFAULT_LOCK_MS = 30_000;

/**
 * A research lock is short so that a dead worker's lessons run again within seconds: the lock expires after
 * lockMs and the next stalled check (every half lock) finds the job; with the 4 s default, within about 6 s.
 */
export function researchLockSettings(lockMs: number): Pick<QueueWorkerSettings, 'lockDuration' | 'stalledInterval'> {
  return { lockDuration: lockMs, stalledInterval: Math.max(500, Math.round(lockMs / 2)) };
}

/** A queue with no row below: one job at a time, BullMQ's lock, 30 s to finish on SIGTERM. */
const DEFAULTS: QueueWorkerSettings = { concurrency: 1, lockDuration: DEFAULT_LOCK_MS, stalledInterval: STALLED_CHECK_MS, shutdownGraceMs: 30_000 };

const TABLE: Partial<Record<QueueName, (config: QueueSettingsConfig) => QueueWorkerSettings>> = {
  [QUEUES.research]: (config) => ({
    concurrency: config.RESEARCH_WORKER_CONCURRENCY,
    ...researchLockSettings(config.RESEARCH_JOB_LOCK_MS),
    shutdownGraceMs: 30_000,
  }),
  // A long render's lock must outlive a slow step (BullMQ renews it every minute); videos may take minutes to finish.
  [QUEUES.creation]: (config) => ({
    concurrency: config.MEDIA_WORKER_CONCURRENCY,
    lockDuration: 120_000,
    stalledInterval: STALLED_CHECK_MS,
    shutdownGraceMs: 60_000,
  }),
  // Sending is mostly waiting on the SMTP server, so one worker sends a few at once.
  [QUEUES.mail]: () => ({
    concurrency: 4,
    lockDuration: DEFAULT_LOCK_MS,
    stalledInterval: STALLED_CHECK_MS,
    shutdownGraceMs: 30_000,
  }),
};

/** The worker settings of one queue. */
export function queueWorkerSettings(queue: QueueName, config: QueueSettingsConfig): QueueWorkerSettings {
  return TABLE[queue]?.(config) ?? DEFAULTS;
}
