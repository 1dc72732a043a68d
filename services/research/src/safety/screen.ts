import type { LessonContent } from '@wonderkin/shared';
import { normalizeText } from '../content/normalize';
import { SAFETY_CATEGORIES, SAFETY_PATTERNS, type SafetyCategory } from './patterns';
import { buildRedirectLesson } from './redirect';
import type { SafetyScreen, SafetyVerdict } from './types';

// The safety screen: phrase patterns (safety/patterns.ts) on normalised text, for questions before generation
// and for every string of a generated lesson after it.

/** Sentences that warn against something ("Never put a fork in an outlet") are fine in a lesson. */
const WARNING = /\b(never|do not|don't|dont|not safe|unsafe|dangerous|ask a grown ?up|ask an adult|without an adult)\b/;
/** Sentences that point to help ("talk to your pediatrician if…") may name self-harm or abuse as warning signs. */
const HELP_SEEKING = /\b(talk (to|with)|tell (a|an|your)|doctor|pediatrician|counsel(l)?or|professional|therapist|emergency|helpline|lifeline|988|get help|seek help|warning signs?)\b/;
const EXCUSED: Partial<Record<SafetyCategory, RegExp>> = {
  'dangerous-activity': WARNING,
  'self-harm': HELP_SEEKING,
  abuse: HELP_SEEKING,
};

function firstCategory(text: string, inLesson: boolean): SafetyCategory | null {
  const norm = normalizeText(text);
  if (!norm) return null;
  for (const category of SAFETY_CATEGORIES) {
    for (const re of SAFETY_PATTERNS[category]) {
      if (!re.test(norm)) continue;
      if (inLesson && EXCUSED[category]?.test(norm)) continue;
      return category;
    }
  }
  return null;
}

/** Every string in a lesson, except the asker's own question (screened before generation). */
function lessonStrings(value: unknown, key = '', out: string[] = []): string[] {
  if (typeof value === 'string') {
    if (key !== 'originalQuestion') out.push(value);
  } else if (Array.isArray(value)) {
    for (const item of value) lessonStrings(item, key, out);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) lessonStrings(v, k, out);
  }
  return out;
}

export function screenText(text: string): SafetyVerdict {
  const category = firstCategory(text, false);
  return category ? { safe: false, category } : { safe: true };
}

export function createSafetyScreen(): SafetyScreen {
  return {
    screenQuestion: screenText,
    screenLesson(lesson: LessonContent): SafetyVerdict {
      for (const text of lessonStrings(lesson)) {
        // Split into sentences so a warning in one sentence doesn't excuse another.
        for (const sentence of text.split(/(?<=[.!?])\s+/)) {
          const category = firstCategory(sentence, true);
          if (category) return { safe: false, category };
        }
      }
      return { safe: true };
    },
    redirectLesson: buildRedirectLesson,
  };
}
