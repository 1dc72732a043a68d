import { createHash } from 'node:crypto';
import type { AgeRange } from '@wonderkin/shared';
import type { Logger } from '@wonderkin/server-kit';
import { normalizeText } from '../content/normalize';
import { isImageOnlyQuestion } from '../content/resolve';
import type { GeneratedLesson, GenerateInput, LessonGenerator } from '../generators/types';
import { triageQuestion } from '../safety/triage';
import type { LessonRepository } from '../store/lessons';

// Lessons made by a provider are kept as a library (issue 10 §1): the same question (case, spacing and punctuation
// aside) for the same age range is answered from the kept lesson at once, instead of paying for another call, for
// LESSON_LIBRARY_DAYS days. Only provider lessons are kept (the offline pack answers at once anyway), never a lesson
// for a question with a photo (the photo is the question), and never for a question the safety triage routes
// (urgent, hazard, medical, sensitive): those always get the safety screen's own answer. A kept lesson goes through
// the lesson screen and the kid filter again like a fresh one.

const DAY_MS = 24 * 60 * 60 * 1000;

/** The library key: a hash of the age range and the normalised question (the question itself is not stored). */
export function libraryKey(question: string, ageRange: AgeRange): string {
  return createHash('sha256').update(`${ageRange}\n${normalizeText(question)}`).digest('hex');
}

export interface LessonLibraryOptions {
  lessons: LessonRepository;
  /** LESSON_LIBRARY_DAYS: how long a kept lesson is served; 0 turns the library off. */
  days: number;
  logger?: Logger;
  now?: () => Date;
}

export interface LessonLibrary {
  /**
   * A kept lesson for this ask, or null (none, too old, a photo, a routed question, the library is off, or lessons
   * come from the offline pack now: a provider's lesson is never passed off as an offline one).
   */
  find(input: GenerateInput, source: LessonGenerator['source']): Promise<GeneratedLesson | null>;
  /** Keeps a provider's lesson that passed the safety screen, for the next identical ask. */
  keep(input: GenerateInput, lesson: GeneratedLesson, source: LessonGenerator['source']): Promise<void>;
}

/** True when a lesson for this ask may come from (or go into) the library. */
function shelvable(input: GenerateInput): boolean {
  return !input.image && !isImageOnlyQuestion(input.question) && normalizeText(input.question) !== ''
    && triageQuestion(input.question).kind === 'none';
}

export function createLessonLibrary(options: LessonLibraryOptions): LessonLibrary {
  const now = options.now ?? (() => new Date());
  const on = options.days > 0;
  return {
    async find(input, source) {
      if (!on || source === 'offline' || !shelvable(input)) return null;
      const key = libraryKey(input.question, input.ageRange);
      const kept = await options.lessons.findKept(key);
      if (!kept) return null;
      if (now().getTime() - Date.parse(kept.keptAt) > options.days * DAY_MS) {
        await options.lessons.dropKept(key);
        return null;
      }
      options.logger?.info({ ageRange: input.ageRange }, 'lesson served from the library');
      // The asker's own words, not those of whoever asked first.
      return { content: { ...kept.content, originalQuestion: input.question }, exploration: false, notice: kept.notice };
    },
    async keep(input, lesson, source) {
      if (!on || source === 'offline' || lesson.exploration || !shelvable(input)) return;
      await options.lessons.keep({
        id: libraryKey(input.question, input.ageRange),
        ageRange: input.ageRange,
        content: { ...lesson.content, originalQuestion: normalizeText(input.question) },
        source,
        ...(lesson.notice ? { notice: lesson.notice } : {}),
        keptAt: now().toISOString(),
      });
    },
  };
}
