import { AGE_RANGES, GENERAL_MODULE, ILLUSTRATION_SCENES, ILLUSTRATION_SEED_MAX, illustrationSceneOfFile } from '@wonderkin/shared';
import { buildExplorationLesson } from '../../src/content/exploration';
import { KID_ENTRIES, PARENT_ENTRIES } from '../../src/content';
import { buildKidLesson } from '../../src/content/kid-lesson';
import { buildParentLesson } from '../../src/content/parent-lesson';
import { lessonIllustrations, lessonScenes, type IllustratedLesson } from '../../src/pictures/lesson-illustrations';

const kid = (pageTitle: string, originalQuestion: string, module?: string): IllustratedLesson =>
  ({ mode: 'kids', pageTitle, originalQuestion, exploration: false, safety: 'ok', module });

/** The scene and seed an illustration URL names (/media/illustrations/<scene>.svg?seed=N). */
function parseUrl(url: string): { scene: string | undefined; seed: number } {
  const parsed = new URL(url, 'http://x');
  expect(parsed.pathname).toMatch(/^\/media\/illustrations\/[a-z-]+\.svg$/);
  return { scene: illustrationSceneOfFile(parsed.pathname.split('/').pop()!), seed: Number(parsed.searchParams.get('seed')) };
}

function expectGoodPictures(label: string, images: ReturnType<typeof lessonIllustrations>): void {
  expect([label, images.length >= 1 && images.length <= 2]).toEqual([label, true]);
  for (const image of images) {
    const { scene, seed } = parseUrl(image.link);
    expect([label, scene && scene in ILLUSTRATION_SCENES, seed >= 1 && seed <= ILLUSTRATION_SEED_MAX]).toEqual([label, true, true]);
    expect(image).toMatchObject({ original: image.link, thumbnail: image.link, source: 'illustration', attribution: 'Illustration: Wonderkin' });
    expect(image.alt).toBe(ILLUSTRATION_SCENES[scene as keyof typeof ILLUSTRATION_SCENES]);
    expect(image.alt).toMatch(/^A drawing of .{12,}/);
    expect(image.title.length).toBeGreaterThan(8);
  }
  expect(new Set(images.map((image) => image.link)).size).toBe(images.length);
}

describe('lessonIllustrations: our own pictures for every lesson', () => {
  it('picks the picture of the lesson\'s subject from its title and question', () => {
    expect(lessonScenes(kid('Why Do Volcanoes Erupt?', 'why do volcanoes erupt', 'Science Explorers'))).toEqual(['volcano:erupting', 'explore:observe']);
    expect(lessonScenes(kid('What Is Multiplication?', 'what is multiplication', 'Math Adventures'))[0]).toBe('blocks:numbers');
    expect(lessonScenes(kid('Where Does Rain Come From?', 'where does rain come from?'))[0]).toBe('weather:rain');
    expect(lessonScenes(kid('What Do Whales Eat?', 'What do whales eat?'))[0]).toBe('ocean:whale');
    expect(lessonScenes(kid('Why Do We Have Seasons?', 'Why do we have seasons?'))[0]).toBe('weather:seasons');
    // "T. rex" is two words once the full stop is gone.
    expect(lessonScenes(kid('The T. rex', 'How big was T. rex?'))[0]).toBe('dinosaur:trex');
  });

  it('falls back to the picture of the lesson\'s module, then to the curious child', () => {
    expect(lessonScenes(kid('Chess Openings', 'how do I begin', 'Chess Mastery'))).toEqual(['blocks:chess', 'explore']);
    expect(lessonScenes(kid('Something', 'what is this', GENERAL_MODULE))).toEqual(['explore']);
  });

  it('gives an exploration lesson its subject (when its words name one) and the "let\'s find out" picture', () => {
    const content = buildExplorationLesson('How do airplanes stay in the air?', '6-8', { mode: 'kids', withImage: false });
    const scenes = lessonScenes({ ...content, exploration: true, safety: 'ok', module: GENERAL_MODULE });
    expect(scenes).toEqual(['weather', 'explore']);
    const unknown = buildExplorationLesson('What is a zorble?', '6-8', { mode: 'kids', withImage: false });
    expect(lessonScenes({ ...unknown, exploration: true, safety: 'ok' })).toEqual(['explore']);
  });

  it('gives a parent guide one calm picture of its subject', () => {
    const parent = (pageTitle: string, originalQuestion: string): IllustratedLesson =>
      ({ mode: 'parent', pageTitle, originalQuestion, exploration: false, safety: 'ok', module: GENERAL_MODULE });
    expect(lessonScenes(parent('Bedtime Battles', 'my son will not go to bed'))).toEqual(['puppy:sleep']);
    expect(lessonScenes(parent('Picky Eating', 'my daughter only eats pasta'))).toEqual(['baking:share']);
    expect(lessonScenes(parent('Big Feelings', 'how do I handle tantrums'))).toEqual(['garden:calm']);
  });

  it('puts no picture beside a safety answer', () => {
    expect(lessonIllustrations({ ...kid('Let\'s Talk to a Grown-Up', 'volcano bomb'), safety: 'redirected' })).toEqual([]);
  });

  it('is deterministic: the same question gets the same pictures, another question may move the details', () => {
    const first = lessonIllustrations(kid('Why Do Volcanoes Erupt?', 'why do volcanoes erupt'));
    expect(lessonIllustrations(kid('Why Do Volcanoes Erupt?', 'why do volcanoes erupt'))).toEqual(first);
    const seeds = new Set(['a', 'b', 'c', 'd', 'e', 'f'].map((word) => parseUrl(lessonIllustrations(kid('Volcano', `volcano ${word}`))[0].link).seed));
    expect(seeds.size).toBeGreaterThan(1);
  });

  it('credits the product by its configured name', () => {
    expect(lessonIllustrations(kid('Volcano', 'volcano'), 'Curio')[0].attribution).toBe('Illustration: Curio');
  });

  it('gives every lesson of the offline pack, at every age, one or two pictures with alt text; kid lessons a picture of their subject', () => {
    for (const entry of KID_ENTRIES) {
      for (const age of AGE_RANGES) {
        const content = buildKidLesson(entry, age, entry.question, []);
        const lesson: IllustratedLesson = { ...content, exploration: false, safety: 'ok', module: entry.module };
        const images = lessonIllustrations(lesson);
        expectGoodPictures(`${entry.id} ${age}`, images);
        // Never only the generic curious child: the module or the words always name something closer.
        expect([entry.id, lessonScenes(lesson)[0]]).not.toEqual([entry.id, 'explore']);
      }
    }
    for (const entry of PARENT_ENTRIES) {
      for (const age of AGE_RANGES) {
        const content = buildParentLesson(entry, age, entry.question, []);
        const images = lessonIllustrations({ ...content, exploration: false, safety: 'ok', module: GENERAL_MODULE });
        expectGoodPictures(`${entry.id} ${age}`, images);
        expect(images).toHaveLength(1);
      }
    }
    for (const age of AGE_RANGES) {
      for (const mode of ['kids', 'parent'] as const) {
        const content = buildExplorationLesson('How do airplanes stay in the air?', age, { mode, withImage: false });
        expectGoodPictures(`exploration ${mode} ${age}`, lessonIllustrations({ ...content, exploration: true, safety: 'ok', module: GENERAL_MODULE }));
      }
    }
  });
});
