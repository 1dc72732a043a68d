import type { LessonContent, ResearchResult } from '@wonderkin/shared';

// The "made for" line claims only what is true of the lesson beside it (issue 19: "Made for Leo · examples about
// football, minecraft" showed on a volcano lesson with neither). An interest counts as an example when the lesson's
// own text names it; one only its next-question suggestions name is said to be that; the level is the one the
// generator really wrote at.

type Fitted = NonNullable<ResearchResult['fittedFor']>;

/** The words of an interest as a pattern: whole words, and a plural or singular of the last one ("dinosaurs" ~ "dinosaur"). */
function interestPattern(interest: string): RegExp | null {
  const words = interest.toLowerCase().match(/[\p{L}\p{N}]+/gu);
  if (!words?.length) return null;
  const last = words[words.length - 1].replace(/(?:es|s)$/u, '');
  const escaped = [...words.slice(0, -1), `${last}(?:s|es)?`].map((word, i, all) => (i === all.length - 1 ? word : word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped.join('[\\s-]+')}(?![\\p{L}\\p{N}])`, 'iu');
}

/** The lesson's own text: everything but its suggestions of what to ask next. */
function ownText(content: LessonContent): string {
  const { relatedQueries: _related, curiosity, ...own } = content;
  return JSON.stringify({ ...own, curiosity: { ...curiosity, suggestions: [] } });
}

function nextText(content: LessonContent): string {
  return JSON.stringify([content.relatedQueries, content.curiosity.suggestions]);
}

export function fittedFor(content: LessonContent, child: { level: Fitted['level']; interests: readonly string[] }, fittedLevel: 'simpler' | 'richer' | undefined): Fitted {
  const own = ownText(content);
  const next = nextText(content);
  const interests: string[] = [];
  const nextQuestionsAbout: string[] = [];
  for (const interest of child.interests) {
    const pattern = interestPattern(interest);
    if (!pattern) continue;
    if (pattern.test(own)) interests.push(interest);
    else if (pattern.test(next)) nextQuestionsAbout.push(interest);
  }
  return { level: fittedLevel ?? 'standard', interests, ...(nextQuestionsAbout.length ? { nextQuestionsAbout } : {}) };
}
