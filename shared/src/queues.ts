import { z } from 'zod';

/** BullMQ queue names: the only place they are written. */
export const QUEUES = { research: 'research', creation: 'creation', mail: 'mail' } as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

// ---- research ----
/** The worker's real stages (spec §4). Progress events carry one of these. */
export const RESEARCH_STAGES = [
  { progress: 20, stage: 'researching', message: 'Researching your question…' },
  { progress: 40, stage: 'filtering', message: 'Filtering kid-friendly content…' },
  { progress: 60, stage: 'assembling', message: 'Assembling your lesson…' },
  { progress: 80, stage: 'activities', message: 'Adding activities and a quiz…' },
  { progress: 100, stage: 'final-touches', message: 'Final touches…' },
] as const;
export type ResearchStage = (typeof RESEARCH_STAGES)[number]['stage'];

// ---- creation ----
/**
 * The media worker's real stages for a creation, in order (only those the chosen outputs need are run).
 * Progress events carry one of these stage keys; the message says what is happening.
 */
export const CREATION_STAGES = [
  { stage: 'queued', message: 'Waiting for a free worker…' },
  { stage: 'writing', message: 'Writing the story and activities…' },
  { stage: 'narrating', message: 'Narrating the story…' },
  { stage: 'illustrating', message: 'Drawing the illustrations…' },
  { stage: 'rendering-audiobook', message: 'Recording the audiobook…' },
  { stage: 'rendering-video', message: 'Making the video…' },
  { stage: 'rendering-digital-activity-book', message: 'Building the digital activity book…' },
  { stage: 'rendering-hardcopy-activity-book', message: 'Building the printable activity book…' },
  { stage: 'packaging', message: 'Packaging your creation…' },
  { stage: 'ready', message: 'Ready!' },
  { stage: 'failed', message: 'Something went wrong.' },
] as const;
export type CreationStage = (typeof CREATION_STAGES)[number]['stage'];

/** What a worker stores as BullMQ job progress, so a late watcher can read the stage too. */
export const JobProgressSchema = z.object({ progress: z.number().min(0).max(100), stage: z.string(), message: z.string() });
export type JobProgress = z.infer<typeof JobProgressSchema>;

