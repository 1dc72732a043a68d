import { EMERGENCY_CONTACTS, type LessonContent, type SafetyCountry } from '@wonderkin/shared';
import type { SafetyClassifier } from './classifier/model';
import { harmCategory } from './harm';
import { buildRedirectLesson } from './redirect';
import { routeQuestion } from './route';
import { triageQuestion } from './triage';
import type { SafetyScreen, SafetyVerdict } from './types';

// The safety screen, ahead of any matching and any generator: the router (route.ts) reads every question with the
// specific rules, the danger cues and the classifier, and says which answer it needs and which safety rules it
// touches. The screen also reads every string of a generated lesson for requests for harm.

/** Every string in a lesson, except the asker's own question (screened before generation). */
export function lessonStrings(value: unknown, key = '', out: string[] = []): string[] {
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
  const category = harmCategory(text, false);
  return category ? { safe: false, category } : { safe: true };
}

/** The verdict on a question: safe (a lesson), or the category of the answer it gets instead. */
export function screenQuestion(question: string, classifier?: SafetyClassifier): SafetyVerdict {
  const route = routeQuestion(question, { classifier });
  return route.category ? { safe: false, category: route.category } : { safe: true };
}

/**
 * The words of something found on the web (a picture's title, a video's description): the specific rules and the
 * harm patterns, not the danger cues or the classifier, which read a family's question ("A clear blue sky above a
 * green field" is no emergency, whatever its n-grams lean to).
 */
export function screenWebText(text: string): SafetyVerdict {
  const triage = triageQuestion(text);
  if (triage.kind === 'urgent' || triage.kind === 'hazard') return { safe: false, category: `${triage.kind}:${triage.topic}` };
  const harm = harmCategory(text, false);
  if (harm) return { safe: false, category: harm };
  if (triage.kind === 'medical') return { safe: false, category: 'medical' };
  if (triage.kind === 'sensitive') return { safe: false, category: `sensitive:${triage.topic}` };
  return { safe: true };
}

export interface SafetyScreenOptions {
  /** Whose emergency, poison-help and crisis numbers the answers give (config SAFETY_COUNTRY). */
  country?: SafetyCountry;
  classifier?: SafetyClassifier;
}

export function createSafetyScreen(options: SafetyScreenOptions = {}): SafetyScreen {
  const contacts = EMERGENCY_CONTACTS[options.country ?? 'US'];
  return {
    screenQuestion: (question) => screenQuestion(question, options.classifier),
    screenWebText,
    route: (question) => routeQuestion(question, { classifier: options.classifier }),
    screenLesson(lesson: LessonContent): SafetyVerdict {
      for (const text of lessonStrings(lesson)) {
        // Split into sentences so a warning in one sentence doesn't excuse another.
        for (const sentence of text.split(/(?<=[.!?])\s+/)) {
          const category = harmCategory(sentence, true);
          if (category) return { safe: false, category };
        }
      }
      return { safe: true };
    },
    redirectLesson: (question, age, category) => buildRedirectLesson(question, age, category, contacts),
    emergencyNumber: contacts.emergency,
  };
}
