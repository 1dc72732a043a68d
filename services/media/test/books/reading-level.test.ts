import { AGE_BANDS, LEARNING_FOCUSES, TONES, type AgeBand } from '@wonderkin/shared';
import { readingLevelProblem } from '@wonderkin/shared/content';
import { composeOfflineContent } from '../../src/content/offline';
import { makeFill } from '../../src/content/compose';
import { exploration } from '../../src/content/pack';
import { TOPIC_PACKS } from '../../src/content/topics';
import { creationReadability } from '../../src/domain/readability';

/** Creations use age bands 3-5, 6-8, 9-10; the reading gates use the lesson ranges (9-10 sits in 9-12). */
const GATE_BAND = { '3-5': '3-5', '6-8': '6-8', '9-10': '9-12' } as const;

const packText = (key: string, band: AgeBand) => {
  const pack = [...TOPIC_PACKS, exploration].find((entry) => entry.key === key)!;
  const fill = makeFill(undefined, pack === exploration ? 'kites' : pack.name.toLowerCase());
  return { story: pack.chapters.flatMap((chapter) => chapter.pages.map((page) => fill(page.text[band]))), facts: pack.facts[band] };
};

describe('reading level of the creation packs (CONTENT.md: FK grade ≤ 3 for 3-5, ≤ 5 for 6-8, ≤ 8 and ~20 words a sentence for 9-12)', () => {
  const PACKS = [...TOPIC_PACKS, exploration].map((pack) => [pack.key, pack.name] as const);
  describe.each(PACKS)('the %s pack', (key, name) => {
    it.each(AGE_BANDS)('reads at its band, story and facts, as written and as assembled (ages %s)', (band) => {
      const { story, facts } = packText(key, band);
      expect(readingLevelProblem(story, GATE_BAND[band])).toBeNull();
      expect(readingLevelProblem(facts, GATE_BAND[band])).toBeNull();
      const topic = key === 'exploration' ? 'Kites' : name;
      for (const tone of TONES) {
        for (const learningFocus of LEARNING_FOCUSES) {
          const content = composeOfflineContent({ topic, title: topic, mode: 'custom', customOptions: { ageBand: band, tone, learningFocus } });
          const assembled = content.chapters.flatMap((chapter) => chapter.pages.map((page) => page.text));
          expect([tone, learningFocus, readingLevelProblem(assembled, GATE_BAND[band])]).toEqual([tone, learningFocus, null]);
          // The figure the creation carries: inside the band's whole target range (not too simple either).
          expect([tone, learningFocus, creationReadability(content)?.fits]).toEqual([tone, learningFocus, true]);
        }
      }
    });
  });
});
