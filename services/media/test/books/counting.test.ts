import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LEARNING_FOCUSES, TONES } from '@wonderkin/shared';
import { loadConfig } from '@wonderkin/server-kit';
import { CreationContentSchema } from '../../src/content';
import { composeFromPack } from '../../src/content/compose';
import { composeOfflineContent } from '../../src/content/offline';
import { createOpenAiContentGenerator, type ChatClient } from '../../src/content/openai';
import { exploration } from '../../src/content/pack';
import { TOPIC_PACKS } from '../../src/content/topics';
import type { Activity, CreationContent } from '../../src/content/types';
import { answerLines, prepareActivities } from '../../src/pdf/activities';
import { buildHardcopyActivityBook } from '../../src/pdf/hardcopy';

jest.setTimeout(60_000);

type Counting = Extract<Activity, { kind: 'counting' }>;
const countingOf = (content: CreationContent) => content.activities.find((activity): activity is Counting => activity.kind === 'counting');
const compose = (band: '3-5' | '6-8', tone: (typeof TONES)[number], focus: (typeof LEARNING_FOCUSES)[number]) =>
  [...TOPIC_PACKS, exploration].map((pack) => composeFromPack(pack, { topic: pack === exploration ? 'kites' : pack.name, title: pack.name, mode: 'custom', customOptions: { ageBand: band, tone, learningFocus: focus } }, pack === exploration));

describe('counting activities fit the band (CONTENT.md: counting to 5 is for 3-5; 6-8 adds, groups, skip-counts)', () => {
  it('3-5 counts 1 to 5 pictures, one by one', () => {
    for (const tone of TONES) for (const focus of LEARNING_FOCUSES) for (const content of compose('3-5', tone, focus)) {
      const counting = countingOf(content)!;
      for (const item of counting.items) {
        expect(item.count).toBeGreaterThanOrEqual(1);
        expect(item.count).toBeLessThanOrEqual(5);
        expect(item.way).toBeUndefined();
      }
    }
  });

  it('6-8 never just counts: one row adds two groups, one counts equal groups, one skip-counts by 2s or 5s', () => {
    for (const tone of TONES) for (const focus of LEARNING_FOCUSES) for (const content of compose('6-8', tone, focus)) {
      expect(CreationContentSchema.safeParse(content).success).toBe(true);
      const counting = countingOf(content)!;
      expect(counting.title).not.toMatch(/count them up/i);
      expect(counting.items.map((item) => item.way).sort()).toEqual(['add', 'groups', 'skip']);
      for (const item of counting.items) {
        const groups = item.groups!;
        expect(groups.reduce((sum, size) => sum + size, 0)).toBe(item.count);
        if (item.way === 'add') expect(groups).toHaveLength(2);
        if (item.way !== 'add') expect(new Set(groups).size).toBe(1);
        if (item.way === 'skip') expect([2, 5]).toContain(groups[0]);
        if (item.way !== 'add') expect(groups.length).toBeGreaterThanOrEqual(2);
        // Beyond counting to 5: the total is past what a preschooler counts.
        expect(item.count).toBeGreaterThan(item.way === 'add' ? 3 : 5);
      }
    }
  });

  it('prints the grouped questions and their worked answers', async () => {
    const content = composeOfflineContent({ topic: 'Volcanoes', title: 'Volcanoes', mode: 'custom', customOptions: { ageBand: '6-8', tone: 'Silly', learningFocus: 'Facts' } });
    const counting = countingOf(content)!;
    const prepared = prepareActivities([counting], 1, '6-8')[0];
    const [add, groups, skip] = ['add', 'groups', 'skip'].map((way) => counting.items.find((item) => item.way === way)!);
    expect(answerLines(prepared)).toEqual([
      `${add.label}: ${add.groups![0]} + ${add.groups![1]} = ${add.count}`,
      `${groups.label}: ${groups.groups!.length} groups of ${groups.groups![0]} = ${groups.count}`,
      `${skip.label}: ${skip.groups!.map((size, index) => size * (index + 1)).join(', ')}`,
    ]);

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wk-counting-'));
    try {
      const file = path.join(dir, 'book.pdf');
      await buildHardcopyActivityBook(content, file, { creationId: 'cr_count', paperSize: 'Letter', feedbackUrl: 'https://wonderkin.example/x' });
      const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
      expect(text).toContain(`how many ${add.label} in all?`);
      expect(text).toContain(`${groups.groups!.length} groups of ${groups.groups![0]} ${groups.label}`);
      expect(text).toContain(`Count the ${skip.label} by ${skip.groups![0]}s`);
      expect(text).toContain(`${add.groups![0]} + ${add.groups![1]} = ${add.count}`);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('asks the model again when its 6-8 counting only counts one by one', async () => {
    const input = { topic: 'Volcanoes', title: 'Volcanoes', mode: 'custom' as const, customOptions: { ageBand: '6-8' as const, tone: 'Gentle' as const, learningFocus: 'Facts' as const } };
    const offline = composeOfflineContent(input);
    const oneByOne = offline.activities.map((activity) => (activity.kind === 'counting' ? { ...activity, items: activity.items.map(({ label, scene }) => ({ label, scene, count: 4 })) } : activity));
    const calls: string[] = [];
    const client: ChatClient = {
      chat: { completions: { create: async (body) => {
        calls.push(body.messages.at(-1)!.content);
        return { choices: [{ message: { content: JSON.stringify({ chapters: offline.chapters, activities: oneByOne, facts: offline.facts }) } }] };
      } } },
    };
    const config = loadConfig({ NODE_ENV: 'test', OPENAI_API_KEY: 'sk-test' });
    const content = await createOpenAiContentGenerator(config, client).generate(input);
    expect(calls[1]).toMatch(/adds, groups or skip-counts/);
    expect(content.source).toBe('offline');
  });
});
