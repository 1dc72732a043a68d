import { z } from 'zod';

/** Socket.IO event names (fixed protocol: clients and tests depend on it). */
export const SOCKET_EVENTS = {
  watch: 'job:watch',
  progress: 'job:progress',
  completed: 'job:completed',
  failed: 'job:failed',
  /** The part of a lesson written so far, while a provider streams it (issue 10 §3). */
  partial: 'job:partial',
} as const;

export const JOB_STATUSES = ['waiting', 'active', 'completed', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const JobWatchRequestSchema = z.object({ jobId: z.string().min(1).max(200) });
export type JobWatchRequest = z.infer<typeof JobWatchRequestSchema>;

/** The ack of job:watch: the job's current state, enough for a late watcher to learn how it ended. */
export const JobStateSchema = z.object({
  jobId: z.string(),
  status: z.enum(JOB_STATUSES),
  progress: z.number(),
  stage: z.string(),
  result: z.unknown().optional(),
  /** While a streamed lesson is being written: the latest part written so far (a late watcher sees it at once). */
  partial: z.unknown().optional(),
  error: z.string().optional(),
});
export type JobState = z.infer<typeof JobStateSchema>;
export type JobWatchAck = JobState | { error: string };

export const JobProgressEventSchema = z.object({ jobId: z.string(), progress: z.number(), stage: z.string(), message: z.string() });
export type JobProgressEvent = z.infer<typeof JobProgressEventSchema>;
export const JobCompletedEventSchema = z.object({ jobId: z.string(), result: z.unknown() });
export type JobCompletedEvent = z.infer<typeof JobCompletedEventSchema>;
/** `result` is the lesson so far: a partial LessonContent (fields appear as the model writes them). */
export const JobPartialEventSchema = z.object({ jobId: z.string(), result: z.record(z.string(), z.unknown()) });
export type JobPartialEvent = z.infer<typeof JobPartialEventSchema>;
export const JobFailedEventSchema = z.object({ jobId: z.string(), error: z.string() });
export type JobFailedEvent = z.infer<typeof JobFailedEventSchema>;

/** Typed maps for socket.io's Server<ClientToServer, ServerToClient> and the client. */
export interface ServerToClientEvents {
  'job:progress': (event: JobProgressEvent) => void;
  'job:completed': (event: JobCompletedEvent) => void;
  'job:failed': (event: JobFailedEvent) => void;
  'job:partial': (event: JobPartialEvent) => void;
}
export interface ClientToServerEvents {
  'job:watch': (request: JobWatchRequest, ack: (state: JobWatchAck) => void) => void;
}
