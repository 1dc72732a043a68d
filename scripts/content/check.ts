import { AGE_RANGES } from '@wonderkin/shared';
import {
  kidClaimTexts, PACK_PLACEHOLDERS, parentClaimTexts, readingLevelProblem, sourceProblems, unsourcedClaims,
  type KidEntry, type ParentEntry, type QuizEntry, type Source, type TopicPackFile, type WeeklyLesson,
} from '@wonderkin/shared/content';
import { copyProblems } from './check-copy';
import { linkProblem, placeholderProblems } from './check-text';
import type { Loaded, Problem } from './load';

// `content check`: the content rules of CONTENT.md that need only the entry itself, once over every file (the
// research, accounts and media tests check what needs the assembled lesson: what each band sees, safety rules).

const lower = (t: string) => t.toLowerCase().replace(/[’]/g, "'");

/**
 * The placeholders each entry kind's service fills: a parent guide's crisis line (parent-lesson.ts), a pack's child
 * and topic (the media composer); kids' entries and weekly lessons are shown as written.
 */
const ENTRY_PLACEHOLDERS = { kids: [], parents: ['crisisLine'], weekly: [], packs: PACK_PLACEHOLDERS } as const;

function quizProblems(quiz: QuizEntry[], young: (q: QuizEntry) => boolean): { field: string; message: string }[] {
  const out: { field: string; message: string }[] = [];
  quiz.forEach((q, i) => {
    const field = `quiz[${i}]`;
    const options = [q.right, ...q.wrong].map(lower);
    if (new Set(options).size !== options.length) out.push({ field, message: 'options repeat: exactly one may be right' });
    const longestWrong = Math.max(...q.wrong.map((w) => w.length));
    if (q.right.length > 1.5 * longestWrong) out.push({ field: `${field}.right`, message: 'the right answer is over 1.5 × the longest wrong one' });
    if (young(q) && /\b(not|except|never)\b/i.test(q.question) && /\b(NOT|EXCEPT)\b|\bnot\b/.test(q.question)) out.push({ field: `${field}.question`, message: 'a negative question for a young child (3-5, 6-8)' });
  });
  return out;
}

function sourcesProblems(sources: Source[], texts: string[] | undefined): { field: string; message: string }[] {
  const out = sources.flatMap((source, i) => sourceProblems(source).map((message) => ({ field: `sources[${i}]`, message })));
  if (texts) for (const t of unsourcedClaims(texts, sources)) out.push({ field: 'sources', message: `no source covers the ${t.kind} "${t.token}" in: ${t.sentence}` });
  return out;
}

function kidProblems(e: KidEntry) {
  const out: { field?: string; message: string }[] = [];
  const little = e.sections.filter((s) => s.little !== undefined);
  if (little.length < 2) out.push({ field: 'sections', message: `only ${little.length} sections written for 3-5 (little): at least two` });
  e.sections.forEach((s, i) => { if (s.little !== undefined && s.little === s.young) out.push({ field: `sections[${i}].little`, message: 'the 3-5 text is the 6-8 text' }); });
  if (e.takeaways.little.length < 2) out.push({ field: 'takeaways.little', message: 'fewer than two 3-5 takeaways' });
  if (e.quickAnswer['3-5'] === e.quickAnswer['6-8']) out.push({ field: 'quickAnswer.3-5', message: 'the 3-5 quick answer is the 6-8 one' });
  for (const age of AGE_RANGES) {
    const asked = e.quiz.filter((q) => !q.bands || q.bands.includes(age)).length;
    if (asked < 2) out.push({ field: 'quiz', message: `only ${asked} quiz questions for ${age}: at least two` });
    if (!e.tryIt.some((t) => !t.bands || t.bands.includes(age))) out.push({ field: 'tryIt', message: `no activity for ${age}` });
    const reading = readingLevelProblem(e.quickAnswer[age], age);
    if (reading) out.push({ field: `quickAnswer.${age}`, message: `reads at grade ${reading.grade}, above ${age}'s ${reading.limit}${reading.maxWordsPerSentence && reading.wordsPerSentence > reading.maxWordsPerSentence ? ` or over ${reading.maxWordsPerSentence} words a sentence (${reading.wordsPerSentence})` : ''}` });
  }
  out.push(...quizProblems(e.quiz, (q) => !q.bands || q.bands.includes('3-5') || q.bands.includes('6-8')));
  if (e.related.length < 2) out.push({ field: 'related', message: 'at least two related entries' });
  e.links.forEach((l, i) => { const p = linkProblem(l.link); if (p) out.push({ field: `links[${i}].link`, message: p }); });
  out.push(...sourcesProblems(e.sources, kidClaimTexts(e)));
  out.push(...placeholderProblems(e, ENTRY_PLACEHOLDERS.kids));
  return out;
}

function parentProblems(e: ParentEntry) {
  const out: { field?: string; message: string }[] = [];
  out.push(...quizProblems(e.quiz, () => false));
  if (e.related.length < 2) out.push({ field: 'related', message: 'at least two related guides' });
  e.links.forEach((l, i) => { const p = linkProblem(l.link); if (p) out.push({ field: `links[${i}].link`, message: p }); });
  // A guide's sources are shown as its strategy sources: links too.
  e.sources.forEach((s, i) => { const p = linkProblem(s.url); if (p) out.push({ field: `sources[${i}].url`, message: p }); });
  out.push(...sourcesProblems(e.sources, parentClaimTexts(e)));
  out.push(...placeholderProblems(e, ENTRY_PLACEHOLDERS.parents));
  return out;
}

function weeklyProblems(l: WeeklyLesson) {
  const out: { field?: string; message: string }[] = [];
  if (l.ages.min < 3 || l.ages.max > 12) out.push({ field: 'ages', message: 'must be inside 3-12' });
  out.push(...sourcesProblems(l.sources, undefined));
  out.push(...placeholderProblems(l, ENTRY_PLACEHOLDERS.weekly));
  return out;
}

function packProblems(p: TopicPackFile) {
  const out: { field?: string; message: string }[] = [];
  for (const band of ['6-8', '9-10'] as const) {
    p.quiz[band].forEach((q, i) => {
      const options = q.options.map(lower);
      if (new Set(options).size !== options.length) out.push({ field: `quiz.${band}[${i}].options`, message: 'options repeat: exactly one may be right' });
    });
  }
  out.push(...sourcesProblems(p.sources, undefined));
  out.push(...placeholderProblems(p, ENTRY_PLACEHOLDERS.packs));
  return out;
}

export function checkContent(loaded: Loaded): Problem[] {
  const problems: Problem[] = [];
  const add = (file: string, found: { field?: string; message: string }[]) => { for (const p of found) problems.push({ file, ...p }); };
  for (const e of loaded.kinds.kids?.entries ?? []) add(e.file, kidProblems(e.data as unknown as KidEntry));
  for (const e of loaded.kinds.parents?.entries ?? []) add(e.file, parentProblems(e.data as unknown as ParentEntry));
  for (const e of loaded.kinds.weekly?.entries ?? []) add(e.file, weeklyProblems(e.data as unknown as WeeklyLesson));
  for (const e of loaded.kinds.packs?.entries ?? []) add(e.file, packProblems(e.data as unknown as TopicPackFile));
  problems.push(...copyProblems(loaded));
  return problems;
}
