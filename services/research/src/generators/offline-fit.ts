import { AGE_RANGES, type AgeRange, type DifficultyLevel, type LessonContent } from '@wonderkin/shared';
import { questionsForInterests } from '../content/suggestions';
import { INTEREST_SUGGESTION } from '../content/links';

// Fitting an offline lesson to one child (issue 11). The library has a text per band, so "one step simpler" is the
// next younger band's text (shorter sentences, fewer new words) and "one step richer" the next older band's;
// interests add library questions about them to "related questions" and "Stay Curious".

/** The band whose text a child at this level reads. */
export function textBandFor(ageRange: AgeRange, level: DifficultyLevel | undefined): AgeRange {
  const index = AGE_RANGES.indexOf(ageRange);
  if (level === 'simpler') return AGE_RANGES[Math.max(0, index - 1)];
  if (level === 'richer') return AGE_RANGES[Math.min(AGE_RANGES.length - 1, index + 1)];
  return ageRange;
}

/** The lesson with up to two questions about the child's interests first among its suggestions. */
export function withInterestSuggestions(content: LessonContent, interests: readonly string[], ownQuestion: string): LessonContent {
  if (!interests.length) return content;
  const taken = new Set([ownQuestion, ...content.relatedQueries.map((query) => query.question)]);
  const picks = questionsForInterests(interests, 2, taken);
  if (!picks.length) return content;
  return {
    ...content,
    relatedQueries: [...picks.map((question) => ({ question })), ...content.relatedQueries],
    curiosity: {
      ...content.curiosity,
      suggestions: [
        ...picks.map((question) => ({ title: question, ...INTEREST_SUGGESTION })),
        ...content.curiosity.suggestions,
      ],
    },
  };
}
