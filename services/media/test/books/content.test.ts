import { AGE_BANDS, LEARNING_FOCUSES, SAMPLE_TOPICS, TONES } from '@wonderkin/shared';
import { loadConfig } from '@wonderkin/server-kit';
import { createContentGenerator, CreationContentSchema, storyWordCount } from '../../src/content';
import { allowedActivityKinds } from '../../src/content/activities';
import { composeOfflineContent } from '../../src/content/offline';
import { createOpenAiContentGenerator, type ChatClient } from '../../src/content/openai';
import { findTopicPack } from '../../src/content/topics';
import type { CreationContent, CreationContentInput } from '../../src/content/types';

const custom = (topic: string, ageBand: (typeof AGE_BANDS)[number], tone: (typeof TONES)[number], learningFocus: (typeof LEARNING_FOCUSES)[number], childName?: string): CreationContentInput => ({
  topic,
  title: childName ? `${topic} for ${childName}` : topic,
  mode: 'custom',
  customOptions: { ageBand, tone, learningFocus },
  childName,
});

const storyText = (content: CreationContent) => content.chapters.flatMap((chapter) => chapter.pages.map((page) => page.text)).join(' ');
const allStrings = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Array.isArray(value) ? value.flatMap(allStrings) : value && typeof value === 'object' ? Object.values(value).flatMap(allStrings) : [];
const averageSentenceWords = (text: string) => {
  const sentences = text.split(/(?<=[.!?])\s+/).filter(Boolean);
  return text.split(/\s+/).length / sentences.length;
};

/** The kinds a band must show (spec: tracing for pre-readers; word search and quiz for readers; vocabulary at 9-10). */
const REQUIRED_KINDS = { '3-5': ['tracing', 'counting', 'matching', 'drawing'], '6-8': ['matching', 'word-search', 'counting', 'quiz', 'drawing'], '9-10': ['word-search', 'quiz', 'vocabulary', 'drawing'] } as const;

describe('offline creation content pack', () => {
  describe.each(SAMPLE_TOPICS)('%s', (topic) => {
    it.each(AGE_BANDS)('every tone and focus at ages %s gives valid, narratable content fitted to the band', (ageBand) => {
      for (const tone of TONES) {
        for (const focus of LEARNING_FOCUSES) {
          const content = composeOfflineContent(custom(topic, ageBand, tone, focus, 'Maya'));
          expect(CreationContentSchema.safeParse(content).success).toBe(true);
          expect(content).toMatchObject({ title: `${topic} for Maya`, ageBand, tone, focus, source: 'offline', exploration: false });
          // At espeak's ~160 words a minute, 300+ words narrate for well over a minute.
          expect(storyWordCount(content)).toBeGreaterThanOrEqual(300);
          expect(storyWordCount(content)).toBeLessThanOrEqual(900);
          expect(content.chapters.length).toBeGreaterThanOrEqual(2);
          const kinds = content.activities.map((activity) => activity.kind);
          for (const kind of kinds) expect(allowedActivityKinds(ageBand, focus)).toContain(kind);
          for (const kind of REQUIRED_KINDS[ageBand]) expect(kinds).toContain(kind);
          expect(storyText(content)).toContain('Maya');
          // No template placeholder or "undefined" leaks into anything a child sees or hears.
          for (const text of allStrings(content)) expect(text).not.toMatch(/[{}]|undefined/);
        }
      }
    });
  });

  it('matches topics loosely to the sample packs', () => {
    const cases: [string, string][] = [
      ['dinosaur', 'dinosaurs'], ['T-rex', 'dinosaurs'], ['dinos', 'dinosaurs'], ['Triceratops facts', 'dinosaurs'],
      ['planets', 'space'], ['Space', 'space'], ['the Moon', 'space'], ['astronauts', 'space'],
      ['Puppies', 'puppies'], ['my dog', 'puppies'],
      ['Baking cupcakes', 'baking'], ['cupcakes', 'baking'], ['bread', 'baking'],
      ['volcano', 'volcanoes'], ['lava', 'volcanoes'],
      ['Ocean', 'ocean'], ['whales', 'ocean'], ['sharks', 'ocean'], ['coral reef', 'ocean'],
      ['robot', 'robots'], ['Robots in space', 'robots'],
      ['princess', 'princesses'], ['castles', 'princesses'], ['knights', 'princesses'],
    ];
    for (const [topic, key] of cases) expect([topic, findTopicPack(topic)?.key]).toEqual([topic, key]);
    expect(findTopicPack('Trains')).toBeUndefined();
    expect(findTopicPack('sunflowers')).toBeUndefined();
  });

  it('tells an honest exploration story for a topic it does not cover', () => {
    for (const ageBand of AGE_BANDS) {
      const content = composeOfflineContent(custom('steam trains', ageBand, 'Adventurous', 'Facts'));
      expect(CreationContentSchema.safeParse(content).success).toBe(true);
      expect(content.exploration).toBe(true);
      expect(content.topic).toBe('steam trains');
      const story = storyText(content);
      expect(story).toContain('steam trains');
      expect(story).toMatch(/librar/i);
      expect(story).toMatch(/question/i);
      expect(storyWordCount(content)).toBeGreaterThanOrEqual(300);
      for (const kind of REQUIRED_KINDS[ageBand]) expect(content.activities.map((activity) => activity.kind)).toContain(kind);
    }
  });

  it('stays valid for the longest topic and a name with accents', () => {
    const topic = `how do ${'very '.repeat(36)}old clocks tick`.slice(0, 200);
    const content = composeOfflineContent({ topic, title: `${topic} for Zoë`, mode: 'custom', customOptions: { ageBand: '9-10', tone: 'Silly', learningFocus: 'Vocabulary' }, childName: '  zoë ' });
    expect(CreationContentSchema.safeParse(content).success).toBe(true);
    expect(storyText(content)).toContain('Zoë');
    expect(content.exploration).toBe(true);
  });

  it('uses the spec defaults in quick mode: ages 6-8, Adventurous, Facts', () => {
    const content = composeOfflineContent({ topic: 'Volcanoes', title: 'Volcanoes', mode: 'quick' });
    expect(content).toMatchObject({ ageBand: '6-8', tone: 'Adventurous', focus: 'Facts' });
    expect(storyText(content)).toContain('our explorer');
  });

  it('changes sentence length with the age band', () => {
    for (const topic of SAMPLE_TOPICS) {
      const [young, middle, older] = AGE_BANDS.map((band) => averageSentenceWords(storyText(composeOfflineContent(custom(topic, band, 'Gentle', 'Creativity')))));
      expect(young).toBeLessThan(middle);
      expect(middle).toBeLessThan(older);
    }
  });

  it('changes the voice with the tone', () => {
    const opening = (tone: (typeof TONES)[number]) => composeOfflineContent(custom('Ocean', '6-8', tone, 'Facts')).chapters[0].pages[0].text;
    expect(opening('Silly')).toMatch(/silly|giggl/i);
    expect(opening('Adventurous')).toMatch(/adventure|explorer/i);
    expect(opening('Gentle')).toMatch(/gentle|cozy|breath/i);
  });

  it('changes the emphasis with the learning focus', () => {
    const facts = composeOfflineContent(custom('Space', '6-8', 'Silly', 'Facts'));
    const creativity = composeOfflineContent(custom('Space', '6-8', 'Silly', 'Creativity'));
    const vocabulary = composeOfflineContent(custom('Space', '6-8', 'Silly', 'Vocabulary'));
    expect(facts.facts.length).toBeGreaterThan(creativity.facts.length);
    expect(storyText(facts).match(/true fact/gi)?.length).toBeGreaterThanOrEqual(3);
    expect(storyText(creativity)).toMatch(/imagine/i);
    expect(creativity.activities.filter((activity) => activity.kind === 'drawing').length).toBe(2);
    expect(vocabulary.activities.some((activity) => activity.kind === 'vocabulary')).toBe(true);
    expect(vocabulary.glossary?.length).toBeGreaterThanOrEqual(6);
    expect(storyText(vocabulary)).toMatch(/New word: Gravity\. Gravity means/);
    expect(facts.glossary).toBeUndefined();
  });

  it('is deterministic for the same request', () => {
    const input = custom('Robots', '9-10', 'Silly', 'Creativity', 'Sam');
    expect(composeOfflineContent(input)).toEqual(composeOfflineContent(input));
  });
});

describe('content generator selection and OpenAI validation', () => {
  const config = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env } as NodeJS.ProcessEnv);
  const input = custom('Volcanoes', '6-8', 'Gentle', 'Facts', 'Maya');

  /** A stand-in chat client answering with the given raw strings in turn. */
  const fakeClient = (answers: string[]) => {
    const calls: { messages: { role: string; content: string }[] }[] = [];
    const client: ChatClient = {
      chat: {
        completions: {
          create: async (body) => {
            calls.push({ messages: [...body.messages] });
            return { choices: [{ message: { content: answers[calls.length - 1] ?? '' } }] };
          },
        },
      },
    };
    return { client, calls };
  };
  const validAnswer = () => {
    const offline = composeOfflineContent(input);
    return JSON.stringify({ chapters: offline.chapters, activities: offline.activities, facts: offline.facts });
  };

  it('uses the offline pack without a key and OpenAI with one', () => {
    expect(createContentGenerator(config({})).source).toBe('offline');
    expect(createContentGenerator(config({ OPENAI_API_KEY: 'sk-test' })).source).toBe('openai');
  });

  it('accepts a valid answer and fills title, options and source itself', async () => {
    const { client } = fakeClient([validAnswer()]);
    const content = await createOpenAiContentGenerator(config({ OPENAI_API_KEY: 'sk-test' }), client).generate(input);
    expect(CreationContentSchema.safeParse(content).success).toBe(true);
    expect(content).toMatchObject({ title: 'Volcanoes for Maya', ageBand: '6-8', tone: 'Gentle', focus: 'Facts', source: 'openai' });
  });

  it('retries once with the validation errors, then accepts the corrected answer', async () => {
    const tooShort = JSON.stringify({ chapters: [{ title: 'A', pages: [{ heading: 'B', text: 'Too short.', illustration: { scene: 'volcano' } }] }], activities: [], facts: [] });
    const { client, calls } = fakeClient([tooShort, validAnswer()]);
    const content = await createOpenAiContentGenerator(config({ OPENAI_API_KEY: 'sk-test' }), client).generate(input);
    expect(content.source).toBe('openai');
    expect(calls).toHaveLength(2);
    expect(calls[1].messages.at(-1)?.content).toMatch(/not valid/);
  });

  it('falls back to the offline pack after two invalid answers', async () => {
    const { client, calls } = fakeClient(['not json', '{"chapters": []}']);
    const content = await createOpenAiContentGenerator(config({ OPENAI_API_KEY: 'sk-test' }), client).generate(input);
    expect(calls).toHaveLength(2);
    expect(content.source).toBe('offline');
    expect(CreationContentSchema.safeParse(content).success).toBe(true);
  });

  it('rejects activities that do not fit the age band', async () => {
    const offline = composeOfflineContent(custom('Volcanoes', '3-5', 'Gentle', 'Facts'));
    const wrongBand = JSON.stringify({ chapters: offline.chapters, activities: [...offline.activities, { kind: 'quiz', title: 'Q', instructions: 'Pick', questions: [{ question: 'Q?', options: ['a', 'b'], answerIndex: 0 }] }], facts: offline.facts });
    const { client, calls } = fakeClient([wrongBand, wrongBand]);
    const content = await createOpenAiContentGenerator(config({ OPENAI_API_KEY: 'sk-test' }), client).generate(custom('Volcanoes', '3-5', 'Gentle', 'Facts'));
    expect(calls[1].messages.at(-1)?.content).toMatch(/does not fit age band 3-5/);
    expect(content.source).toBe('offline');
  });
});
