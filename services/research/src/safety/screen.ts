import { EMERGENCY_CONTACTS, type LessonContent, type SafetyCountry } from '@wonderkin/shared';
import { normalizeText } from '../content/normalize';
import { SAFETY_CATEGORIES, SAFETY_PATTERNS, type SafetyCategory } from './patterns';
import { buildRedirectLesson } from './redirect';
import { triageQuestion } from './triage';
import type { SafetyScreen, SafetyVerdict } from './types';

// The safety screen, ahead of any matching and any generator: first the triage (an emergency now, something
// dangerous to try, a health worry, a big sensitive question: safety/triage.ts), then the requests for harm
// (safety/patterns.ts). It also screens every string of a generated lesson.

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

/**
 * The verdict on a question. Urgent comes first (a child in danger now), then a dangerous thing to try, then
 * requests for harm, then a health worry, then the big sensitive questions.
 */
export function screenQuestion(question: string): SafetyVerdict {
  const triage = triageQuestion(question);
  if (triage.kind === 'urgent' || triage.kind === 'hazard') return { safe: false, category: `${triage.kind}:${triage.topic}` };
  const harm = screenText(question);
  if (!harm.safe) return harm;
  if (triage.kind === 'medical') return { safe: false, category: 'medical' };
  if (triage.kind === 'sensitive') return { safe: false, category: `sensitive:${triage.topic}` };
  return { safe: true };
}

export interface SafetyScreenOptions {
  /** Whose emergency, poison-help and crisis numbers the answers give (config SAFETY_COUNTRY). */
  country?: SafetyCountry;
}

export function createSafetyScreen(options: SafetyScreenOptions = {}): SafetyScreen {
  const contacts = EMERGENCY_CONTACTS[options.country ?? 'US'];
  return {
    screenQuestion,
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
    redirectLesson: (question, age, category) => buildRedirectLesson(question, age, category, contacts),
  };
}
