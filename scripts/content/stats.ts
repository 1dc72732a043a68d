import { AGE_BANDS, AGE_RANGES, type AgeRange } from '@wonderkin/shared';
import {
  READING_TARGETS, readingStats, type KidEntry, type ParentEntry, type ReadingAudience, type SafetyCopy, type TopicPackFile, type WeeklyLesson,
} from '@wonderkin/shared/content';
import { COPY_SPECS } from './kinds';
import type { Loaded } from './load';

// `content stats`: how much content there is (per kind, per module), what each age band gets, and how hard each band's
// text reads (Flesch-Kincaid grade, the formula and counting of shared/src/content/readability.ts); for the safety
// answers a child gets too, measured but not yet held to the targets.

interface Level { audience: string; texts: number; mean: number; min: number; max: number; target: string; outside: number }

function level(audience: string, target: ReadingAudience, texts: string[][]): Level {
  const grades = texts.map((t) => readingStats(t)).filter((s) => s.words > 0).map((s) => s.grade);
  const { min, max } = READING_TARGETS[target];
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    audience, texts: grades.length,
    mean: grades.length ? round(grades.reduce((a, b) => a + b, 0) / grades.length) : 0,
    min: grades.length ? Math.min(...grades) : 0, max: grades.length ? Math.max(...grades) : 0,
    target: `${min <= -3 ? '≤' : `${min}–`}${max}`,
    outside: grades.filter((g) => g < min || g > max).length,
  };
}

/** The main text a band of a kids' entry reads: quick answer, its takeaways, its sections (and the deeper one at 13+). */
function kidBandText(e: KidEntry, age: AgeRange): string[] {
  const takeaways = age === '3-5' ? e.takeaways.little : age === '6-8' ? e.takeaways.young : e.takeaways.older;
  const sections = e.sections.map((s) => (age === '3-5' ? s.little : age === '6-8' ? s.young : s.older)).filter((t): t is string => t !== undefined);
  return [e.quickAnswer[age], ...takeaways, ...sections, ...(age === '13+' ? [e.deeper.content] : [])];
}

/** Every string of a value (a copy file's texts). */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Array.isArray(value) ? value.flatMap(stringsOf) : value && typeof value === 'object' ? Object.values(value).flatMap(stringsOf) : [];

type Reader = 'little' | 'young' | 'older';
const READER_BAND: Record<Reader, AgeRange> = { little: '3-5', young: '6-8', older: '9-12' };

/** What a child of a reading band reads of each safety answer: its quick answer and sections (a placeholder is one word). */
function safetyKidTexts(safety: SafetyCopy, reader: Reader): string[][] {
  const plain = (texts: string[]) => texts.map((t) => t.replace(/\{[^{}]+\}/g, 'help'));
  const { urgent, hazard, sensitive } = safety;
  return [
    ...Object.values(urgent.topics).map((topic) => plain([urgent.kid.tell[reader], urgent.kid.grownUp.text[reader].replace('{kidWhy}', topic.kidWhy), urgent.kid.noGrownUp.text[reader]])),
    ...Object.values(hazard.topics).map((topic) => plain([topic.kid[reader], ...(reader === 'little' ? [hazard.kid.askFirst.content] : [topic.why, topic.instead]), hazard.kid.happened.text[reader]])),
    ...Object.values(sensitive.topics).map((topic) => [topic.kid[reader], ...topic.sections[reader].map((section) => section.content)]),
  ];
}

export function contentStats(loaded: Loaded) {
  const kids = (loaded.kinds.kids?.entries ?? []).map((e) => e.data as unknown as KidEntry);
  const parents = (loaded.kinds.parents?.entries ?? []).map((e) => e.data as unknown as ParentEntry);
  const weekly = (loaded.kinds.weekly?.entries ?? []).map((e) => e.data as unknown as WeeklyLesson);
  const packs = (loaded.kinds.packs?.entries ?? []).map((e) => e.data as unknown as TopicPackFile);
  const modules = new Map<string, number>();
  for (const e of kids) modules.set(e.module, (modules.get(e.module) ?? 0) + 1);
  const forBand = (age: AgeRange) => (item: { bands?: AgeRange[] }) => !item.bands || item.bands.includes(age);
  const copyFiles = Object.values(loaded.copies).flatMap((copy) => Object.values(copy.files));
  const safetyFiles = loaded.copies.safety?.files;
  const safety = safetyFiles && Object.keys(COPY_SPECS.safety.files).every((name) => name in safetyFiles)
    ? Object.fromEntries(Object.entries(safetyFiles).map(([name, file]) => [name, file.data])) as unknown as SafetyCopy
    : undefined;
  return {
    counts: { kids: kids.length, parents: parents.length, weekly: weekly.length, packs: packs.length },
    copy: {
      files: copyFiles.length,
      texts: copyFiles.reduce((n, file) => n + stringsOf(file.data).length, 0),
      safetyTopics: safety ? { urgent: Object.keys(safety.urgent.topics).length, hazard: Object.keys(safety.hazard.topics).length, sensitive: Object.keys(safety.sensitive.topics).length } : undefined,
    },
    modules: Object.fromEntries([...modules].sort((a, b) => b[1] - a[1])),
    bands: AGE_RANGES.map((age) => ({
      band: age,
      sections: kids.reduce((n, e) => n + (age === '3-5' ? e.sections.filter((s) => s.little !== undefined).length : e.sections.length + (age === '13+' ? 1 : 0)), 0),
      quiz: kids.reduce((n, e) => n + e.quiz.filter(forBand(age)).length, 0),
      activities: kids.reduce((n, e) => n + e.tryIt.filter(forBand(age)).length, 0),
      entriesWithoutActivity: kids.filter((e) => !e.tryIt.some(forBand(age))).length,
    })),
    reading: [
      ...AGE_RANGES.map((age) => level(`kids ${age}`, age, kids.map((e) => kidBandText(e, age)))),
      level('parent guides', 'parent', parents.map((e) => [e.quickAnswer, ...e.takeaways, ...e.sections.map((s) => s.content)])),
      ...(['3-5', '6-8', '9-12'] as const).map((band) => level(`weekly stories written for ${band}`, band,
        weekly.filter((l) => (l.ages.min <= 5 ? '3-5' : l.ages.min <= 8 ? '6-8' : '9-12') === band).map((l) => [l.story.text]))),
      ...AGE_BANDS.map((band) => level(`creation packs ${band}`, band === '9-10' ? '9-12' : band,
        packs.map((p) => p.chapters.flatMap((c) => c.pages.map((page) => page.text[band]))))),
    ],
    safetyReading: safety
      ? (['little', 'young', 'older'] as const).map((reader) => level(`safety answers ${READER_BAND[reader]}`, READER_BAND[reader], safetyKidTexts(safety, reader)))
      : [],
  };
}

export function printStats(stats: ReturnType<typeof contentStats>): string {
  const lines: string[] = [];
  const table = (rows: (string | number)[][]) => {
    const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
    for (const r of rows) lines.push(r.map((c, i) => (typeof c === 'number' ? String(c).padStart(widths[i]) : String(c).padEnd(widths[i]))).join('  ').trimEnd());
    lines.push('');
  };
  const { counts } = stats;
  lines.push(`Content: ${counts.kids} kids' entries, ${counts.parents} parent guides, ${counts.weekly} weekly lessons, ${counts.packs} creation packs`, '');
  table([['module', 'entries'], ...Object.entries(stats.modules)]);
  table([['kids band', 'sections', 'quiz questions', 'activities', 'entries with no activity'],
    ...stats.bands.map((b) => [b.band, b.sections, b.quiz, b.activities, b.entriesWithoutActivity])]);
  lines.push('Reading level (Flesch-Kincaid grade of each text\'s main text; target from shared/src/content/reading-targets.ts)');
  const levels = (rows: Level[]) => table([['text', 'texts', 'mean', 'min', 'max', 'target', 'outside'], ...rows.map((r) => [r.audience, r.texts, r.mean, r.min, r.max, r.target, r.outside])]);
  levels(stats.reading);
  const { copy } = stats;
  lines.push(`Copy (safety answers, lesson notes, page words, book templates): ${copy.files} files, ${copy.texts} texts${copy.safetyTopics ? `; safety topics: ${copy.safetyTopics.urgent} urgent, ${copy.safetyTopics.hazard} hazard, ${copy.safetyTopics.sensitive} sensitive` : ''}`, '');
  if (stats.safetyReading.length) {
    lines.push('Safety answers a child reads (quick answer and sections, per topic; measured, not yet held to the targets)');
    levels(stats.safetyReading);
  }
  return lines.join('\n');
}
