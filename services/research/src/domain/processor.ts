import { MESSAGES, type JobProgress } from '@wonderkin/shared';
import { ResearchJobDataSchema, type ResearchJobData, type ResearchJobResult } from '@wonderkin/server-kit';
import { isFinalAttempt, type Job } from '@wonderkin/server-kit';
import { UnrecoverableError } from 'bullmq';
import { runResearchJob, type PipelineDeps } from './pipeline';
import { removeUpload } from './uploads';

/**
 * The BullMQ processor of the research queue. On the last failed attempt the ask is marked failed with a human
 * message (what GET /api/get-research answers) and the upload is deleted; earlier failures are retried with backoff.
 */
export function createResearchProcessor(deps: PipelineDeps) {
  return async (job: Job<ResearchJobData, ResearchJobResult>): Promise<ResearchJobResult> => {
    const parsed = ResearchJobDataSchema.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError(`Invalid research job data: ${parsed.error.message}`);
    const data = parsed.data;
    const sink = { updateProgress: (progress: JobProgress) => job.updateProgress(progress) };
    try {
      return await runResearchJob(data, sink, deps);
    } catch (error) {
      const final = isFinalAttempt(job, error);
      deps.logger.warn({ err: error, jobId: job.id, researchId: data.researchId, attempt: job.attemptsMade + 1, final }, 'research job attempt failed');
      if (final) {
        await deps.repos.asks.markFailed(data.researchId, MESSAGES.lessonFailed).catch((markError: unknown) => {
          deps.logger.error({ err: markError, researchId: data.researchId }, 'could not mark the ask failed');
        });
        await removeUpload(deps.dataDir, data.image?.file).catch(() => undefined);
      }
      throw error;
    }
  };
}
