import type { AgeRange, JobProgress, LessonContent } from '@wonderkin/shared';
import { checkSafetyRules } from '@wonderkin/shared/content';
import type { Logger } from '@wonderkin/server-kit';
import { lessonBandDocument } from '../content/band-document';
import type { WritingStep, WritingUpdate } from '../generators/types';
import type { Moderation } from '../safety/moderation';
import { lessonStrings } from '../safety/screen';
import type { SafetyScreen } from '../safety/types';

// While a provider streams a lesson, the job's progress follows what it has written. Those steps all belong to the
// spec's first stage, "researching" (20): they move the bar between 0 and 20 and say what is being written, and the
// stage reaches 20 when the lesson is written, as before. The later stages (40 filtering, 60 assembling, 80
// activities, 100 final touches) keep their meaning: they are the work done on the finished lesson.
// Each update also carries the lesson written so far (`partial`), which the gateway relays as job:partial and keeps
// for late watchers (it is the job's stored progress). A part is shown only when it passes the same safety screen and
// safety rules as the finished lesson, and then the provider's moderation (when on) of its text not yet moderated;
// after one that fails the screen, the rules or the moderation, nothing more of this lesson is shown before it ends.
// A part whose moderation could not be had (endpoint down) is not shown; the next part is asked about again.
// Moderating happens in the writer's queue, just before the part is written: updates stay in order, one at a time.

/** A research job's progress while the lesson is written: the stage's figures and the lesson so far. */
export type StreamedProgress = JobProgress & { partial?: Partial<LessonContent> };

export const WRITING_PROGRESS: Record<WritingStep, { progress: number; message: string }> = {
  'starting': { progress: 2, message: 'Starting to write your lesson…' },
  'quick-answer': { progress: 4, message: 'Writing the quick answer…' },
  'explanation': { progress: 7, message: 'Writing the explanation…' },
  'words': { progress: 10, message: 'Explaining the new words…' },
  'activities': { progress: 12, message: 'Writing things to try…' },
  'quiz': { progress: 15, message: 'Writing the quiz…' },
  'explore-more': { progress: 17, message: 'Finding more to wonder about…' },
  'parent-guide': { progress: 18, message: 'Writing the parenting guide…' },
  'simplifying': { progress: 19, message: 'Making the words simpler…' },
};

/** Empty lists and texts under a partial lesson, so the band document (and its safety rules) can be read from it. */
const EMPTY_LESSON: LessonContent = {
  pageTitle: '', originalQuestion: '', mode: 'kids', quickAnswer: '', quickOverview: { questionRecap: '', keyTakeaways: [] },
  images: [], videos: [], exploreSections: [], glossary: [], tryIt: [], analogiesMetaphors: [], realWorldExamples: [],
  engagingQuestions: [], quiz: [], curiosity: { introduction: '', suggestions: [] }, products: [], relatedQueries: [], externalLinks: [],
};

export interface WritingProgressOptions {
  safety: SafetyScreen;
  /** The provider's moderation (safety/moderation.ts); absent: off. */
  moderation?: Moderation;
  ageRange: AgeRange;
  logger: Logger;
  researchId: string;
}

export interface WritingProgress {
  /** The generator's onProgress. */
  report(update: WritingUpdate): void;
  /** Resolves once every update handed over so far has been written (before the next stage is reported). */
  settled(): Promise<void>;
}

/**
 * Writes the generator's updates to the job one at a time, in order; when updates come faster than Redis takes them,
 * only the latest waiting one is written. The bar never goes back (a second attempt writes from the top again).
 */
export function createWritingProgress(sink: { updateProgress(progress: StreamedProgress): Promise<unknown> }, options: WritingProgressOptions): WritingProgress {
  let highest: { progress: number; message: string } = { progress: 0, message: '' };
  let shownUnsafe = false;
  /** An update waiting to be written, with the part that passed the screen and still needs the moderation. */
  let waiting: { progress: StreamedProgress; part?: Partial<LessonContent> } | null = null;
  let writing: Promise<void> | null = null;
  /** The strings of this lesson the moderation has passed: a part is asked about only for what is new in it. */
  const moderated = new Set<string>();

  function safeToShow(partial: Partial<LessonContent>): boolean {
    const lesson = { ...EMPTY_LESSON, ...partial };
    const screen = options.safety.screenLesson(lesson);
    const broken = screen.safe ? checkSafetyRules(lessonBandDocument(lesson, options.ageRange)) : [];
    if (screen.safe && !broken.length) return true;
    options.logger.info({ researchId: options.researchId, category: screen.safe ? `rule: ${broken[0].rule}` : screen.category },
      'part of a streamed lesson failed the safety screen; showing no more of it before it is finished');
    return false;
  }

  /** The strings of a part the moderation has not passed yet (none when it is off). */
  function unmoderated(part: Partial<LessonContent>): string[] {
    if (!options.moderation?.active) return [];
    return [...new Set(lessonStrings(part))].filter((text) => text.trim() !== '' && !moderated.has(text));
  }

  /** True when these new strings of a part passed the moderation; a flagged part stops the showing. */
  async function passesModeration(moderation: Moderation, fresh: string[]): Promise<boolean> {
    const verdict = await moderation.moderate(fresh).catch(() => ({ flagged: false as const, unavailable: true as const }));
    if (verdict.flagged) {
      shownUnsafe = true;
      options.logger.info({ researchId: options.researchId, category: verdict.category, flags: verdict.flags },
        'part of a streamed lesson was flagged by the moderation; showing no more of it before it is finished');
      return false;
    }
    if (verdict.unavailable) return false;
    for (const text of fresh) moderated.add(text);
    return true;
  }

  function pump(): void {
    if (writing || !waiting) return;
    const next = waiting;
    waiting = null;
    const part = next.part && !shownUnsafe ? next.part : undefined;
    const fresh = part ? unmoderated(part) : [];
    // Written at once when there is nothing new to moderate; else once the moderation answered (the queue waits).
    const written = part && fresh.length && options.moderation
      ? passesModeration(options.moderation, fresh).then((passed) =>
        sink.updateProgress(passed && !shownUnsafe ? { ...next.progress, partial: part } : next.progress))
      : sink.updateProgress(part ? { ...next.progress, partial: part } : next.progress);
    writing = written
      .then(() => undefined, (error: unknown) => {
        options.logger.warn({ err: error, researchId: options.researchId }, 'could not store the lesson written so far');
      })
      .finally(() => {
        writing = null;
        pump();
      });
  }

  return {
    report({ step, partial }) {
      const at = WRITING_PROGRESS[step];
      if (at.progress > highest.progress) highest = at;
      let shown: Partial<LessonContent> | undefined;
      if (partial && Object.keys(partial).length && !shownUnsafe) {
        if (safeToShow(partial)) shown = partial;
        else shownUnsafe = true;
      }
      waiting = { progress: { progress: highest.progress, stage: 'researching', message: highest.message }, ...(shown ? { part: shown } : {}) };
      pump();
    },
    async settled() {
      while (writing || waiting) {
        pump();
        await writing;
      }
    },
  };
}
