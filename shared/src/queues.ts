import { z } from 'zod';
import { CREATION_OUTPUTS, type CreationOutput } from './constants';

/** BullMQ queue names: the only place they are written. */
export const QUEUES = { research: 'research', creation: 'creation', mail: 'mail', reports: 'reports', paperFeedback: 'paper-feedback' } as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

// ---- events between services ----
/**
 * Events one service tells the others (ARCHITECTURE: "each service removes or reacts to what it owns"). Each
 * subscribing service has its OWN durable BullMQ queue, so every service receives every event once, and an event
 * waits in Redis for a service that is down until it is back.
 */
export const EVENTS = {
  /** An account was deleted: remove everything held for this user. */
  userDeleted: 'user.deleted',
  /** Lessons or creations were deleted by their owning service: remove what refers to them (feedback). */
  contentDeleted: 'content.deleted',
  /** A parent removed a child profile: the child's learning records (learning) and photos and voice notes (feedback) go. */
  childDeleted: 'child.deleted',
  /** Students left a class (removed by the teacher, unlinked by their family, or the class deleted): their class work goes (learning). */
  classStudentsLeft: 'class.students-left',
  /** A browser that asked anonymously signed in: its lessons and creations join the account (research, media). */
  visitorSignedIn: 'visitor.signed-in',
} as const;
export type EventName = (typeof EVENTS)[keyof typeof EVENTS];
/** The services that consume events, and the name of each one's event queue. */
export const EVENT_QUEUES = {
  accounts: 'events-accounts',
  research: 'events-research',
  feedback: 'events-feedback',
  media: 'events-media',
  learning: 'events-learning',
} as const;
export type EventSubscriber = keyof typeof EVENT_QUEUES;
export const EVENT_SUBSCRIBERS = Object.keys(EVENT_QUEUES) as EventSubscriber[];

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
/** One step of a creation: its key, its share of the work (weight), what the page says while it runs. */
export interface CreationStageInfo<Stage extends string = string> {
  stage: Stage;
  /** Relative share of the whole job (narration and video dominate); 0 for the states around the work. */
  weight: number;
  message: string;
  /** What was being done, for the failure text: "Something went wrong while <activity>." */
  activity?: string;
}

/** The render stage of each output, in CREATION_OUTPUTS' order: the order the worker renders them in. */
const RENDER_STAGES: { [Output in CreationOutput]: CreationStageInfo<`rendering-${Output}`> } = {
  audiobook: { stage: 'rendering-audiobook', weight: 8, message: 'Recording the audiobook…', activity: 'recording the audiobook' },
  video: { stage: 'rendering-video', weight: 20, message: 'Making the video…', activity: 'making the video' },
  'digital-activity-book': {
    stage: 'rendering-digital-activity-book', weight: 10, message: 'Building the digital activity book…', activity: 'building the digital activity book',
  },
  'hardcopy-activity-book': {
    stage: 'rendering-hardcopy-activity-book', weight: 10, message: 'Building the printable activity book…', activity: 'building the printable activity book',
  },
};
export type CreationRenderStage = `rendering-${CreationOutput}`;
export const renderStageOf = (output: CreationOutput): CreationRenderStage => RENDER_STAGES[output].stage;

/**
 * The media worker's real stages for a creation, in order (only those the chosen outputs need are run; the outputs
 * render in CREATION_OUTPUTS' order whatever order they were chosen in). Progress events carry one of these stage keys.
 */
export const CREATION_STAGES: readonly CreationStageInfo<CreationStage>[] = [
  { stage: 'queued', weight: 0, message: 'Waiting for a free worker…' },
  { stage: 'writing', weight: 10, message: 'Writing the story and activities…', activity: 'writing the story and activities' },
  { stage: 'narrating', weight: 30, message: 'Narrating the story…', activity: 'narrating the story' },
  { stage: 'illustrating', weight: 15, message: 'Drawing the illustrations…', activity: 'drawing the illustrations' },
  ...CREATION_OUTPUTS.map((output) => RENDER_STAGES[output]),
  { stage: 'packaging', weight: 4, message: 'Packaging your creation…', activity: 'packaging the files' },
  { stage: 'ready', weight: 0, message: 'Ready!' },
  { stage: 'failed', weight: 0, message: 'Something went wrong.' },
];
export type CreationStage = 'queued' | 'writing' | 'narrating' | 'illustrating' | CreationRenderStage | 'packaging' | 'ready' | 'failed';

/** A creation stage's entry (every CreationStage has one). */
export function creationStage(stage: CreationStage): CreationStageInfo<CreationStage> {
  return CREATION_STAGES.find((entry) => entry.stage === stage)!;
}

/** What a worker stores as BullMQ job progress, so a late watcher can read the stage too. */
export const JobProgressSchema = z.object({ progress: z.number().min(0).max(100), stage: z.string(), message: z.string() });
export type JobProgress = z.infer<typeof JobProgressSchema>;

/** A job's stored progress: { progress, stage, message } as workers write it; a bare number is tolerated; else null. */
export function readJobProgress(raw: unknown): JobProgress | null {
  const parsed = JobProgressSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  if (typeof raw === 'number' && Number.isFinite(raw)) return { progress: raw, stage: '', message: '' };
  return null;
}

