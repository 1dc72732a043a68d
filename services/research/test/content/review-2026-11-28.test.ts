import { AGE_RANGES } from '@wonderkin/shared';
import { SOURCE_AUTHORITIES } from '@wonderkin/shared/content';
import { findKidEntry, findParentEntry, KID_ENTRIES, PARENT_ENTRIES } from '../../src/content';
import { bandVisibleText } from '../../src/content/band-document';
import { kidClaimTexts } from '../../src/content/claim-texts';
import { buildKidLesson } from '../../src/content/kid-lesson';
import { buildParentLesson, DISPUTED_BOOK_NOTE } from '../../src/content/parent-lesson';

// The findings of the children's-content review of 2026-11-28 that were fixed in the offline pack, each checked
// so it cannot come back (safety M4, M6, L1-L4, L6; facts F1-F7; age fit A1-A5; sources S1-S4, S6; tone T1-T2).

const kid = (id: string) => findKidEntry(id)!;
const parent = (id: string) => findParentEntry(id)!;
const seen = (id: string, age: (typeof AGE_RANGES)[number]) => bandVisibleText(buildKidLesson(kid(id), age, kid(id).question, []));
/** What a band reads as its lesson: quick answer, takeaways and section texts (not the shared fun facts or glossary). */
const reads = (id: string, age: (typeof AGE_RANGES)[number]) => {
  const lesson = buildKidLesson(kid(id), age, kid(id).question, []);
  return [lesson.quickAnswer, ...lesson.quickOverview.keyTakeaways, ...lesson.exploreSections.map((s) => s.content), ...lesson.quiz.flatMap((q) => [q.question, ...q.options.map((o) => o.text)])].join('\n');
};
const activities = (id: string) => kid(id).tryIt;
const activityText = (a: { title: string; description: string; steps: string[]; note: string }) => [a.title, a.description, ...a.steps, a.note].join(' ');
const allKidText = (id: string) => [...kidClaimTexts(kid(id)), ...kid(id).tryIt.map(activityText), ...kid(id).quiz.flatMap((q) => [q.question, q.right, ...q.wrong])].join('\n');

describe('review 2026-11-28: safety in activities and fun facts', () => {
  it('M4: no band is invited to put a hand out of a car window (airplanes-fly)', () => {
    for (const age of AGE_RANGES) {
      const lesson = buildKidLesson(kid('airplanes-fly'), age, 'q', []);
      for (const s of lesson.exploreSections) expect(s.funFact.text).not.toMatch(/\bcar\b|window/i);
      // Nor by the analogy every band sees.
      expect(JSON.stringify(lesson)).not.toMatch(/out (of )?the car window/i);
    }
  });

  it('M6: the bridge test names a grown-up, and 3-5 uses blocks, not coins', () => {
    for (const a of activities('bridges')) expect(activityText(a)).toMatch(/with a grown-up/i);
    const little = activities('bridges').filter((a) => !a.bands || a.bands.includes('3-5'));
    expect(little.length).toBeGreaterThan(0);
    for (const a of little) expect(activityText(a)).not.toMatch(/coin/i);
  });

  it('L1: a grown-up keeps the bean packet and hands beans out one at a time (seeds-grow)', () => {
    const bean = activities('seeds-grow').find((a) => a.title === 'Bean in a Bag')!;
    expect(activityText(bean)).toMatch(/a grown-up keeps the packet and hands them out one at a time/);
  });

  it('L2: the adding game uses big toys, not buttons', () => {
    for (const a of activities('what-is-adding')) expect(activityText(a)).not.toMatch(/button/i);
  });

  it('L3: the battery hunt shows a big AA battery and keeps button and coin batteries from children', () => {
    const text = activities('batteries').map(activityText).join(' ');
    expect(text).toMatch(/AA battery/);
    expect(text).toMatch(/Button and coin batteries are never for children to hold/);
  });

  it('L4: no crunchy snack offered to a toddler who bites', () => {
    expect(JSON.stringify(parent('parent-biting-hitting'))).not.toMatch(/crunchy snack/i);
  });

  it('L6: sunscreen advice is broad-spectrum SPF 30 or higher, with reapplying kept, and a source that says so', () => {
    const text = allKidText('why-sunscreen');
    expect(text).not.toMatch(/SPF 15/);
    expect(text).toMatch(/SPF 30 or higher/);
    expect(text).toMatch(/reappl/i);
    expect(kid('why-sunscreen').sources.some((s) => /SPF 30 or higher/.test(s.claim) && /aad\.org/.test(s.url))).toBe(true);
  });
});

describe('review 2026-11-28: facts', () => {
  it('F1: no "violet is absorbed high in the atmosphere" in the sky entry or its sources', () => {
    const entry = kid('sky-blue');
    const text = [...kidClaimTexts(entry), ...entry.sources.map((s) => s.claim)].join('\n');
    expect(text).not.toMatch(/absorb/i);
  });

  it('F2: the toothbrushing algorithm ends with spitting, not rinsing', () => {
    expect(kid('algorithm').quickAnswer['3-5']).toMatch(/Spit!/);
    expect(kid('algorithm').quickAnswer['3-5']).not.toMatch(/Rinse/i);
  });

  it('F3: the egg-shell experiment does not promise to show fluoride', () => {
    const egg = activities('brush-teeth').find((a) => a.title === 'Egg Shell Experiment')!;
    expect(activityText(egg)).not.toMatch(/fluoride/i);
  });

  it('F4: the grief script does not say a heart attack means the heart stopped on its own', () => {
    const script = parent('parent-grief').sampleScript['9-12'];
    expect(script).not.toMatch(/heart attack, which means his heart suddenly stopped/);
    expect(script).toMatch(/blood couldn't reach part of his heart/);
  });

  it('F5: the orchestra dates agree in the 13+ answer and the deeper section', () => {
    const entry = kid('orchestra');
    const sentence = 'Orchestras began in Europe in the 1600s and took their modern shape in the 1700s and 1800s.';
    expect(entry.quickAnswer['13+']).toContain(sentence);
    expect(entry.deeper.content).toContain(sentence);
  });

  it('F6: 3-5 learns that gills take oxygen, not air, out of water', () => {
    const text = reads('fish-breathe', '3-5');
    expect(text).toMatch(/oxygen/);
    expect(text).not.toMatch(/take(s)? the air out|air mixed in|air in it/i);
  });

  it('F7: the lungs have hundreds of millions of alveoli, not "600 million"', () => {
    expect(kidClaimTexts(kid('lungs-work')).join('\n')).not.toMatch(/600 million/);
    expect(kid('lungs-work').quickAnswer['13+']).toMatch(/hundreds of millions of alveoli/);
  });
});

describe('review 2026-11-28: age fit', () => {
  it('A1: 3-5 hears that Earth is very old, without billions, and is asked which is older', () => {
    const text = reads('earth-age', '3-5');
    expect(text).not.toMatch(/billion/i);
    const asked = buildKidLesson(kid('earth-age'), '3-5', 'q', []).quiz.map((q) => q.question);
    expect(asked).toContain('Which is older?');
    expect(asked).not.toContain('About how old is Earth?');
    expect(buildKidLesson(kid('earth-age'), '6-8', 'q', []).quiz.map((q) => q.question)).toContain('About how old is Earth?');
  });

  it('A2: 3-5 plays the equal-rows game without a quiz on primes', () => {
    const lesson = buildKidLesson(kid('prime-numbers'), '3-5', 'q', []);
    for (const q of lesson.quiz) expect(q.question).not.toMatch(/prime/i);
    expect([lesson.quickAnswer, ...lesson.exploreSections.map((s) => s.content), ...lesson.quickOverview.keyTakeaways].join(' ')).toMatch(/rows/);
    for (const s of lesson.exploreSections) expect(s.content).not.toMatch(/\bis prime\b/i);
  });

  it('A3: 3-5 percent is all, half and none, not "out of a hundred"', () => {
    expect(reads('what-is-percent', '3-5')).not.toMatch(/out of (a )?hundred|out of 100/i);
    expect(reads('what-is-percent', '3-5')).toMatch(/all of it[\s\S]*half[\s\S]*none/);
  });

  it('A4: 3-5 negative numbers are "colder than zero" without the minus sign', () => {
    const text = reads('negative-numbers', '3-5');
    expect(text).toMatch(/colder than zero/);
    expect(text).not.toMatch(/minus|−/);
  });

  it('A5: the 13+ quick answers of odd-even-numbers, castling and number-line say more than the 9-12 ones', () => {
    for (const id of ['odd-even-numbers', 'castling', 'number-line']) {
      const words = (t: string) => t.split(/\s+/).length;
      expect({ id, deeper: words(kid(id).quickAnswer['13+']) > words(kid(id).quickAnswer['9-12']) }).toEqual({ id, deeper: true });
    }
  });
});

describe('review 2026-11-28: sources', () => {
  const allSources = [...KID_ENTRIES, ...PARENT_ENTRIES].flatMap((e) => e.sources.map((s) => ({ id: e.id, ...s })));

  it('S1: no source points to a PubMed search', () => {
    expect(allSources.filter((s) => /pubmed\.ncbi\.nlm\.nih\.gov\/\?term=/.test(s.url)).map((s) => `${s.id}: ${s.url}`)).toEqual([]);
  });

  it('S2: the named home pages now point to the article pages', () => {
    const bare = new Set(allSources.filter((s) => /^https:\/\/[^/]+\/?$/.test(s.url)).map((s) => s.url));
    for (const url of ['https://www.thehenryford.org/', 'https://airandspace.si.edu/', 'https://www.climate.gov/', 'https://americanindian.si.edu/', 'https://www.qaronline.org/']) {
      expect(bare.has(url)).toBe(false);
    }
  });

  it('S3: no source on newsletter.lib.utah.edu', () => {
    expect(allSources.filter((s) => s.url.includes('newsletter.lib.utah.edu'))).toEqual([]);
  });

  it('S4: tourism boards are gone; Child Mind Institute, CASEL and Common Sense are non-profits; Smithsonian Magazine is not a museum', () => {
    expect(SOURCE_AUTHORITIES).toContain('nonprofit');
    expect(allSources.filter((s) => /Tourism/.test(s.title))).toEqual([]);
    for (const s of allSources.filter((x) => /childmind\.org|casel\.org|commonsensemedia\.org/.test(x.url))) {
      expect({ url: s.url, authority: s.authority }).toEqual({ url: s.url, authority: 'nonprofit' });
    }
    for (const s of allSources.filter((x) => /smithsonianmag\.com/.test(x.url))) expect(s.authority).not.toBe('museum');
  });

  it('S6: Gottman\'s book names Joan DeClaire; Aron and Dweck are flagged as popular, evidence debated', () => {
    const books = (id: string) => buildParentLesson(parent(id), '6-8', 'q', []).books ?? [];
    expect(books('parent-big-emotions').map((b) => b.title)).toContain('Raising an Emotionally Intelligent Child by John Gottman and Joan DeClaire');
    for (const [id, title] of [['parent-shyness', 'The Highly Sensitive Child'], ['parent-praise-motivation', 'Mindset'], ['parent-self-esteem', 'Mindset']]) {
      const book = books(id).find((b) => b.title.startsWith(title))!;
      expect(book.title).toMatch(new RegExp(`\\(${DISPUTED_BOOK_NOTE}\\)$`));
    }
  });
});

describe('review 2026-11-28: tone and inclusion', () => {
  it('T1: the belly-button lesson says birth mother', () => {
    expect(kid('belly-button').quickAnswer['3-5']).toMatch(/birth mother/);
    expect(kid('belly-button').quickAnswer['6-8']).toMatch(/birth mother/);
  });

  it('T2: 3-5 hears "Many people count seven", not that there are seven continents', () => {
    expect(kid('continents').quickAnswer['3-5']).toMatch(/Many people count seven\./);
    expect(seen('continents', '3-5')).not.toMatch(/There are seven/);
  });
});
