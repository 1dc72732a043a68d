import { sentencesOf } from './readability';
import type { Source } from './schemas';

// Every claim has a source (CONTENT.md). A source names the claim it backs, where it was read and when, and what
// kind of authority said it. The check below finds the numbers, dates, proper names and "research shows" phrases
// of a text and reports each one that no source's claim covers.

export const SOURCE_AUTHORITIES = [
  'public-health',   // AAP, CDC, WHO, NHS, NHTSA, national poison centres
  'science-body',    // NASA, NOAA, USGS, national academies, the Met Office
  'museum',          // natural history, science and art museums
  'university',      // a university or university press page
  'peer-reviewed',   // a paper in a peer-reviewed journal
  'governing-body',  // the body that sets the rules it describes (FIDE for chess, a standards body)
  'reference',       // an edited reference work (Britannica, a national library, a dictionary)
  'nonprofit',       // an independent non-profit organisation (Child Mind Institute, CASEL, Common Sense Media)
] as const;
export type SourceAuthority = (typeof SOURCE_AUTHORITIES)[number];

/** Capitalised words that are not claims: the pronoun I, family words, the sky's bodies, calendar words. */
const NOT_NAMES = new Set([
  'I', "I'm", "I'll", "I've", "I'd", 'OK', 'Okay', 'Mom', 'Mum', 'Dad', 'Grandma', 'Grandpa', 'Granny', 'Nana', 'Papa', 'Mommy', 'Daddy',
  'Earth', 'Sun', 'Moon', 'English', 'TV', 'Day', 'Step', 'Yes', 'No',
  'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday',
]);

const RESEARCH_PHRASE = /\b(research|studies|a study|scientists|researchers|experts|evidence|surveys?)\s+(shows?|showed|finds?|found|suggests?|says?|said|agree|discovered|proved?|proves|indicates?)\b|\baccording to\b|\bstudies have\b|\bresearch has\b/i;

const SCALE_WORDS = /\b(hundred|thousand|million|billion|trillion|percent|per cent)\b/gi;

export type ClaimToken = { kind: 'number' | 'name' | 'research'; token: string; sentence: string };

function normalizeNumber(token: string): string {
  return token.replace(/,(?=\d{3}\b)/g, '').replace(/\.$/, '');
}

/** Names: runs of capitalised words (a sentence's first word is left out: it is capitalised anyway). */
function namesIn(sentence: string): string[] {
  const words = sentence.split(/\s+/);
  const names: string[] = [];
  let run: string[] = [];
  let runStartsSentence = false;
  const flush = () => {
    // The first word of a sentence is capitalised anyway: "The Moon" is "Moon", "Leonhard Euler" is "Euler".
    const name = runStartsSentence ? run.slice(1) : run;
    if (name.some((w) => !NOT_NAMES.has(w))) names.push(name.join(' '));
    run = [];
  };
  words.forEach((raw, i) => {
    const opensQuote = /^["“‘'(]/.test(raw);
    const word = raw.replace(/^["“‘'(]+/, '').replace(/["”’'),.;:!?]+$/, '').replace(/['’]s$/, '');
    // A name starts with a capital and a second letter ("Euler", "AAP"); "L-shaped" or "N" are not names.
    const capital = /^\p{Lu}[\p{L}][\p{L}'’.-]*$/u.test(word);
    const afterBreak = i > 0 && /[:;—–]$/.test(words[i - 1]);
    if (capital) {
      if (run.length === 0) runStartsSentence = i === 0 || opensQuote || afterBreak;
      run.push(word);
    } else if (run.length) flush();
    if (run.length && /[,.;:!?)"”]$/.test(raw)) flush();
  });
  if (run.length) flush();
  return names;
}

/** The numbers, names and research phrases of a text: each needs a source. */
export function claimTokens(text: string): ClaimToken[] {
  const out: ClaimToken[] = [];
  for (const sentence of sentencesOf(text)) {
    for (const m of sentence.matchAll(/\d[\d,.]*\d|\d/g)) out.push({ kind: 'number', token: normalizeNumber(m[0]), sentence });
    for (const m of sentence.matchAll(SCALE_WORDS)) out.push({ kind: 'number', token: m[0].toLowerCase(), sentence });
    for (const name of namesIn(sentence)) out.push({ kind: 'name', token: name, sentence });
    if (RESEARCH_PHRASE.test(sentence)) out.push({ kind: 'research', token: sentence.match(RESEARCH_PHRASE)![0], sentence });
  }
  return out;
}

const STOP = new Set(['the', 'a', 'an', 'and', 'or', 'of', 'to', 'in', 'on', 'for', 'is', 'are', 'was', 'be', 'that', 'this', 'with', 'as', 'at', 'by', 'it', 'its', 'from', 'can', 'their', 'they', 'you', 'your', 'more', 'than', 'have', 'has', 'show', 'shows', 'research', 'studies', 'study', 'found', 'children', 'child', 'kids']);
const contentWords = (text: string) => new Set((text.toLowerCase().match(/[a-z]{3,}/g) ?? []).map((w) => w.replace(/s$/, '')).filter((w) => !STOP.has(w)));

function covered(token: ClaimToken, claims: string[]): boolean {
  if (token.kind === 'number') {
    return claims.some((c) => normalizeNumber(c.toLowerCase()).includes(token.token.toLowerCase()));
  }
  if (token.kind === 'name') {
    const t = token.token.toLowerCase().replace(/[’]/g, "'");
    return claims.some((c) => c.toLowerCase().replace(/[’]/g, "'").includes(t));
  }
  // "Research shows …": some source's claim must share at least three content words with the sentence.
  const words = contentWords(token.sentence);
  return claims.some((c) => [...contentWords(c)].filter((w) => words.has(w)).length >= 3);
}

/** Tokens of `texts` that no source covers (an empty list means every claim is sourced). */
export function unsourcedClaims(texts: readonly string[], sources: readonly Source[]): ClaimToken[] {
  const claims = sources.map((s) => s.claim);
  const seen = new Set<string>();
  const missing: ClaimToken[] = [];
  for (const text of texts) {
    for (const token of claimTokens(text)) {
      if (covered(token, claims)) continue;
      const key = `${token.kind}:${token.token}`;
      if (seen.has(key)) continue;
      seen.add(key);
      missing.push(token);
    }
  }
  return missing;
}

/** Problems with the sources themselves: https address, a real read date, an as-of date on changing guidance. */
export function sourceProblems(source: Source): string[] {
  const problems: string[] = [];
  if (!/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(\/|$)/i.test(source.url)) problems.push(`not an https address: ${source.url}`);
  if (/localhost|127\.0\.0\.1|example\.(com|org)/i.test(source.url)) problems.push(`placeholder address: ${source.url}`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(source.read)) problems.push(`read date is not YYYY-MM-DD: ${source.read}`);
  if (source.asOf !== undefined && !/^\d{4}-\d{2}(-\d{2})?$/.test(source.asOf)) problems.push(`asOf is not YYYY-MM(-DD): ${source.asOf}`);
  if (source.claim.trim().split(/\s+/).length < 4) problems.push(`claim too short to say what it backs: "${source.claim}"`);
  return problems;
}
