import fs from 'node:fs/promises';
import path from 'node:path';
import { UnrecoverableError, type Job } from 'bullmq';
import { MESSAGES, RESULT_URL_KEYS, type CreationRecord, type JobProgress, type ResultUrls } from '@wonderkin/shared';
import { CreationJobDataSchema, type CreationJobData, type CreationJobResult } from '@wonderkin/server-kit';
import { isFinalAttempt, randomId, type Logger } from '@wonderkin/server-kit';
import { CREATION_FILES, creationDir, creationFileUrl, type MediaPaths } from '../paths';
import { toPublicCreation, type CreationRepository } from '../store/creations';
import { FAULT_REASON, hasFailOnceMarker, withoutFaultMarker } from './fault';
import { runNumber } from './creations';
import { produceCreationFiles, StageError, type ProduceDeps } from './produce';
import { creationReadability } from './readability';
import type { NotifyReady } from './notifications';

export interface CreationJobDeps {
  repo: CreationRepository;
  paths: MediaPaths;
  produce: ProduceDeps;
  /** Test-only fault switch (config.FAULT_INJECTION). */
  faultInjection: boolean;
  logger: Logger;
  /** Asks for the "your creation is ready" email/SMS (idempotent per creation); unset: none are sent. */
  notifyReady?: NotifyReady;
}

export const GENERIC_FAILURE = MESSAGES.creationFailed;

/** A reason a person can read: stage failures and the fault switch say what happened; anything else stays generic. */
export function humanReason(error: unknown): string {
  if (error instanceof StageError) return error.message;
  if (error instanceof Error && error.message === FAULT_REASON) return FAULT_REASON;
  return GENERIC_FAILURE;
}

async function filesExist(record: CreationRecord, paths: MediaPaths): Promise<boolean> {
  const dir = creationDir(paths, record.id);
  const checks = await Promise.all(record.outputs.map((output) => fs.stat(path.join(dir, CREATION_FILES[output])).then(() => true, () => false)));
  return checks.every(Boolean);
}

/**
 * The media worker's job: make a creation's files in a private work directory, rename them into
 * DATA_DIR/media/creations/<id>/ under fixed names (a retry overwrites the same names: never two sets of files),
 * then mark the creation ready. Progress goes to BullMQ (for the sockets) and onto the creation record.
 */
export function createCreationProcessor(deps: CreationJobDeps) {
  return async (job: Job<CreationJobData, CreationJobResult>): Promise<CreationJobResult> => {
    const { creationId } = CreationJobDataSchema.parse(job.data);
    const log = deps.logger.child({ creationId, jobId: job.id, attempt: job.attemptsMade + 1, requestId: job.data.requestId });
    const record = await deps.repo.get(creationId);
    if (!record) throw new UnrecoverableError(MESSAGES.creationNotFound);
    if (record.jobId !== job.id) throw new UnrecoverableError('This run was replaced by a newer run of the same creation.');

    // Idempotent: a job that finished its work but was re-run (e.g. its worker died before acknowledging) only answers.
    if (record.status === 'ready' && (await filesExist(record, deps.paths))) {
      // The first run may have stopped before it asked for the notice: asking again sends nothing twice.
      await deps.notifyReady?.(record);
      return { creationId, resultUrls: record.resultUrls, creation: toPublicCreation(record) };
    }

    const report = async (progress: JobProgress) => {
      await job.updateProgress(progress);
      await deps.repo.update(creationId, { progress: progress.progress, stage: progress.stage });
    };

    const workDir = path.join(deps.paths.work, `${creationId}-${randomId(6)}`);
    try {
      if (deps.faultInjection && hasFailOnceMarker(record.topic) && runNumber(record.jobId) === 0) {
        throw new UnrecoverableError(FAULT_REASON);
      }
      const started = performance.now();
      const produced = await produceCreationFiles({
        creationId,
        input: {
          topic: deps.faultInjection ? withoutFaultMarker(record.topic) : record.topic,
          title: deps.faultInjection ? withoutFaultMarker(record.title) : record.title,
          mode: record.mode,
          customOptions: record.customOptions,
          childName: record.childName,
          ...(record.forChild ? { childAgeBand: record.forChild.ageBand, supportNeeds: record.forChild.supportNeeds } : {}),
        },
        outputs: record.outputs,
        paperSize: record.paperSize,
        workDir,
      }, deps.produce, report);

      await report(produced.packaging);
      const finalDir = creationDir(deps.paths, creationId);
      await fs.mkdir(finalDir, { recursive: true });
      const resultUrls: ResultUrls = {};
      for (const file of produced.files) {
        // rename() replaces an existing file atomically: readers see the old file or the new one, never half of one.
        await fs.rename(file.file, path.join(finalDir, CREATION_FILES[file.output]));
        resultUrls[RESULT_URL_KEYS[file.output]] = creationFileUrl(creationId, file.output);
      }
      const readability = creationReadability(produced.content);
      // The book's note on its facts (which lesson they come from, or which parts are general) is shown beside it.
      const note = produced.content.note ? { contentNote: produced.content.note } : {};
      const ready = await deps.repo.update(creationId, { status: 'ready', progress: 100, stage: 'ready', resultUrls, ageBand: produced.content.ageBand, ...(readability ? { readability } : {}), ...note });
      if (!ready) {
        // Its owner deleted their account while it was being made: the files must not outlive the record.
        await fs.rm(finalDir, { recursive: true, force: true });
        throw new UnrecoverableError(MESSAGES.creationNotFound);
      }
      await job.updateProgress({ progress: 100, stage: 'ready', message: MESSAGES.contentReady });
      await deps.notifyReady?.(ready);
      log.info({
        ms: Math.round(performance.now() - started),
        timings: produced.timings,
        files: produced.files.map(({ output, seconds, pages }) => ({ output, seconds, pages })),
        source: produced.content.source,
      }, 'creation ready');
      return { creationId, resultUrls, creation: toPublicCreation(ready) };
    } catch (error) {
      const final = isFinalAttempt(job, error);
      log.warn({ err: error, cause: (error as Error)?.cause, final }, 'creation run failed');
      if (final) {
        await deps.repo.update(creationId, { status: 'failed', stage: 'failed', error: humanReason(error) });
      }
      // The job fails with the readable reason, which the gateway relays as job:failed.
      if (error instanceof UnrecoverableError) throw error;
      throw new Error(humanReason(error), { cause: error });
    } finally {
      await fs.rm(workDir, { recursive: true, force: true });
    }
  };
}

/** Work directories older than this are leftovers of a killed worker. */
const STALE_WORK_MS = 6 * 3600 * 1000;

export async function sweepStaleWorkDirs(paths: MediaPaths, now = Date.now()): Promise<number> {
  let removed = 0;
  const entries = await fs.readdir(paths.work, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const full = path.join(paths.work, entry.name);
    const stat = await fs.stat(full).catch(() => null);
    if (stat && now - stat.mtimeMs > STALE_WORK_MS) {
      await fs.rm(full, { recursive: true, force: true });
      removed += 1;
    }
  }
  return removed;
}
