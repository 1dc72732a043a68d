import { AGE_RANGES, type AgeRange, type SafetyRuleNote } from '@wonderkin/shared';
import { z } from 'zod';
import data from './safety-rules.json';
import { cueText } from './cue-text';

// The safety rules every answer states first when a question touches them (honey before one, the back seat under 13,
// rear-facing seats, safe sleep, water, helmets, sun, knives and stoves, fireworks, trampolines, windows, medicines and
// batteries locked up, choking foods), as data (safety-rules.json): the rule for a parent and for each band, its
// source, and the words that reach it. `reach` is a list of alternatives; an alternative matches when every group in
// `all` has one of its terms in the question and none of its `unless` terms is there. Terms are whole words or
// phrases on the detector's canonical text (cue-text.ts: misspellings corrected); a term ending in * is a prefix.

const Term = z.string().trim().min(1).regex(/^[a-z0-9 *]+$/, 'terms are lower-case words');
const RuleSchema = z.object({
  id: z.string().regex(/^[a-z-]+$/),
  title: z.string().min(5).max(80),
  parent: z.string().min(20),
  kid: z.object(Object.fromEntries(AGE_RANGES.map((age) => [age, z.string().min(10)])) as Record<AgeRange, z.ZodString>),
  source: z.object({ title: z.string().min(3), publisher: z.string().min(2), url: z.url().startsWith('https://'), authority: z.string(), asOf: z.string() }),
  reach: z.array(z.object({ all: z.array(z.array(Term).min(1)).min(1), unless: z.array(Term).optional() })).min(1),
});
export type SafetyRule = z.infer<typeof RuleSchema>;

export const SAFETY_RULES: readonly SafetyRule[] = z.array(RuleSchema).parse(data);

const escape = (term: string) => term.split(' ').map((word) => (word.endsWith('*') ? `${word.slice(0, -1).replace(/[^a-z0-9]/g, '')}\\w*` : word)).join(' ');
const anyOf = (terms: string[]) => new RegExp(` (?:${terms.map(escape).join('|')}) `);

interface CompiledRule { rule: SafetyRule; alternatives: { all: RegExp[]; unless?: RegExp }[] }
const COMPILED: CompiledRule[] = SAFETY_RULES.map((rule) => ({
  rule,
  alternatives: rule.reach.map((alt) => ({ all: alt.all.map(anyOf), unless: alt.unless?.length ? anyOf(alt.unless) : undefined })),
}));

/** The rules a question touches, in the file's order. */
export function rulesFor(question: string): SafetyRule[] {
  const text = cueText(question);
  return COMPILED.filter(({ alternatives }) => alternatives.some((alt) => alt.all.every((group) => group.test(text)) && !alt.unless?.test(text)))
    .map(({ rule }) => rule);
}

export function ruleById(id: string): SafetyRule | undefined {
  return SAFETY_RULES.find((rule) => rule.id === id);
}

/** The rule as a page shows it: for a parent, or for a child of the lesson's band. */
export function ruleNote(rule: SafetyRule, reader: 'parent' | AgeRange): SafetyRuleNote {
  return {
    id: rule.id,
    title: rule.title,
    text: reader === 'parent' ? rule.parent : rule.kid[reader],
    source: { title: rule.source.title, publisher: rule.source.publisher, url: rule.source.url },
  };
}
