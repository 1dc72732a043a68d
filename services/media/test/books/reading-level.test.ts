import { AGE_BANDS, LEARNING_FOCUSES, TONES, type AgeBand } from '@wonderkin/shared';
import { readingLevelProblem, readingStats } from '@wonderkin/shared/content';
import { composeOfflineContent } from '../../src/content/offline';
import { makeFill } from '../../src/content/compose';
import { exploration } from '../../src/content/pack/exploration';
import { TOPIC_PACKS } from '../../src/content/topics';

/** Creations use age bands 3-5, 6-8, 9-10; the reading gates use the lesson ranges (9-10 sits in 9-12). */
const GATE_BAND = { '3-5': '3-5', '6-8': '6-8', '9-10': '9-12' } as const;

const packText = (key: string, band: AgeBand) => {
  const pack = [...TOPIC_PACKS, exploration].find((entry) => entry.key === key)!;
  const fill = makeFill(undefined, pack === exploration ? 'kites' : pack.name.toLowerCase());
  return { story: pack.chapters.flatMap((chapter) => chapter.pages.map((page) => fill(page.text[band]))), facts: pack.facts[band] };
};

describe('reading level of the creation packs (CONTENT.md: FK grade ≤ 3 for 3-5, ≤ 5 for 6-8, ≤ 8 and ~20 words a sentence for 9-12)', () => {
  it.each(AGE_BANDS)('the Volcanoes pack reads at its band, story and facts, as written and as assembled (ages %s)', (band) => {
    const { story, facts } = packText('volcanoes', band);
    expect(readingLevelProblem(story, GATE_BAND[band])).toBeNull();
    expect(readingLevelProblem(facts, GATE_BAND[band])).toBeNull();
    for (const tone of TONES) {
      for (const learningFocus of LEARNING_FOCUSES) {
        const content = composeOfflineContent({ topic: 'Volcanoes', title: 'Volcanoes', mode: 'custom', customOptions: { ageBand: band, tone, learningFocus } });
        const assembled = content.chapters.flatMap((chapter) => chapter.pages.map((page) => page.text));
        expect([tone, learningFocus, readingLevelProblem(assembled, GATE_BAND[band])]).toEqual([tone, learningFocus, null]);
      }
    }
  });

  // A ratchet, not the goal: the other packs' story text may not get harder than it was measured when the gates
  // came in. Lower a figure whenever a pack is rewritten; the goal is the band's limit (3, 5, 8).
  const CEILINGS: Record<string, Record<AgeBand, number>> = {
    dinosaurs: { '3-5': 2.7, '6-8': 7.0, '9-10': 9.4 },
    space: { '3-5': 3, '6-8': 5.1, '9-10': 8.8 },
    puppies: { '3-5': 3, '6-8': 5, '9-10': 8 },
    baking: { '3-5': 3, '6-8': 5.5, '9-10': 8.1 },
    volcanoes: { '3-5': 3, '6-8': 5, '9-10': 8 },
    ocean: { '3-5': 3, '6-8': 6.5, '9-10': 9.8 },
    robots: { '3-5': 3, '6-8': 5.8, '9-10': 9.3 },
    princesses: { '3-5': 3, '6-8': 7.4, '9-10': 9.8 },
    exploration: { '3-5': 3.7, '6-8': 5.4, '9-10': 8 },
  };
  it.each(Object.keys(CEILINGS))('the %s pack story text gets no harder to read', (key) => {
    for (const band of AGE_BANDS) expect([band, readingStats(packText(key, band).story).grade <= CEILINGS[key][band]]).toEqual([band, true]);
  });
});
