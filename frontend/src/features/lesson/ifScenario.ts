/** A first word that stays capitalised after "If": "I" and its contractions. */
const ALWAYS_CAPITAL = /^I(?:['’](?:m|ve|d|ll))?$/;

/**
 * A troubleshooting scenario as the "If …" line a parent reads. Guides write each scenario as its own sentence
 * ("My child keeps coming out of the bedroom."); after "If" its first word is mid-sentence, so "If My child…"
 * becomes "If my child…" (issue 19). "I", acronyms and words with inner capitals ("iPad", "YouTube") keep their case.
 */
export function ifScenario(scenario: string): string {
  const text = scenario.trim().replace(/^if\s+/i, '');
  const firstWord = /^\S+/.exec(text)?.[0] ?? '';
  const plainCapitalised = /^[A-Z][a-z'’-]*[,.;:!?]?$/.test(firstWord) && !ALWAYS_CAPITAL.test(firstWord.replace(/[,.;:!?]$/, ''));
  return `If ${plainCapitalised ? text.charAt(0).toLowerCase() + text.slice(1) : text}`;
}
