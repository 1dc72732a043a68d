import { DEFAULT_PRODUCT_NAME, EMERGENCY_CONTACTS, type SafetyCountry } from '@wonderkin/shared';
import { findKidEntry, findParentEntry, type KidEntry, type ParentEntry } from '../content';
import { buildExplorationLesson } from '../content/exploration';
import { asImaginationLesson, isMakeBelieve } from '../content/make-believe';
import { buildKidLesson } from '../content/kid-lesson';
import { explorationNotice, imaginationNotice, offlineNotice } from '../content/notice';
import { buildParentLesson } from '../content/parent-lesson';
import { isImageOnlyQuestion, resolveQuestion } from '../content/resolve';
import { textBandFor, withInterestSuggestions } from './offline-fit';
import type { GeneratedLesson, GenerateInput, LessonGenerator } from './types';

// The default generator: no network, no key. Lessons come from the bundled content pack (src/content);
// a question the pack does not cover gets an honest "let's find out together" lesson instead of invented facts.

export interface OfflineGeneratorOptions {
  /** Product name for the notice on each lesson (config.PRODUCT_NAME); defaults to DEFAULT_PRODUCT_NAME. */
  productName?: string;
  /** Whose crisis line the parent guides give (config SAFETY_COUNTRY); defaults to US. */
  country?: SafetyCountry;
}

const isDefined = <T>(x: T | undefined): x is T => x !== undefined;

export function createOfflineGenerator(options: OfflineGeneratorOptions = {}): LessonGenerator {
  const productName = options.productName?.trim() || DEFAULT_PRODUCT_NAME;
  const contacts = EMERGENCY_CONTACTS[options.country ?? 'US'];
  return {
    source: 'offline',
    async generate(input: GenerateInput): Promise<GeneratedLesson> {
      const resolution = resolveQuestion(input.question);
      if (resolution.kind === 'kids') {
        const related = resolution.entry.related.map(findKidEntry).filter(isDefined) as KidEntry[];
        // For a child: the text of the band one step simpler or richer, and questions about their interests.
        const band = textBandFor(input.ageRange, input.child?.level);
        const lesson = buildKidLesson(resolution.entry, band, input.question, related);
        // "A step simpler" only when there was a younger band's text to give (at 3-5 there is none).
        const level = input.child?.level;
        return {
          content: withInterestSuggestions(lesson, input.child?.interests ?? [], resolution.entry.question),
          exploration: false,
          notice: offlineNotice(productName),
          ...(band !== input.ageRange && (level === 'simpler' || level === 'richer') ? { fittedLevel: level } : {}),
        };
      }
      if (resolution.kind === 'parent') {
        const related = resolution.entry.related.map(findParentEntry).filter(isDefined) as ParentEntry[];
        return {
          content: buildParentLesson(resolution.entry, input.ageRange, input.question, related, contacts),
          exploration: false,
          notice: offlineNotice(productName),
        };
      }
      const withImage = Boolean(input.image) || isImageOnlyQuestion(input.question);
      const explored = buildExplorationLesson(input.question, input.ageRange, { mode: resolution.mode, withImage, productName });
      // A child's make-believe question is answered by imagining, not by research homework.
      const imagined = resolution.mode === 'kids' && !withImage && isMakeBelieve(input.question);
      const exploration = imagined ? asImaginationLesson(explored, input.question, input.ageRange) : explored;
      return {
        content: withInterestSuggestions(exploration, input.child?.interests ?? [], input.question),
        exploration: true,
        notice: imagined ? imaginationNotice(productName) : explorationNotice(productName),
      };
    },
  };
}
