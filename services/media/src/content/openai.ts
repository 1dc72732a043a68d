import OpenAI from 'openai';
import { z } from 'zod';
import type { Config } from '@wonderkin/server-kit';
import type { CreationContent, CreationContentGenerator, CreationContentInput } from './types';
import { ActivitySchema, GlossaryEntrySchema, StoryChapterSchema, storyWordCount } from './schema';
import { allowedActivityKinds } from './activities';
import { cleanChildName, cleanTopic, resolveOptions, type ResolvedOptions } from './options';
import type { LibraryLookup } from './library';
import { createOfflineContentGenerator } from './offline';
import { describeEmojiInput } from './emoji';
import { isBlockedWord } from './blocklist';
import { withSafetyNotes } from './safety-notes';
import { withoutRepeatedSentences } from './sentences';
import { SCENE_KEYS, SCENE_VARIANTS } from '../illustrations/scenes';

export const MIN_STORY_WORDS = 300;
export const MAX_STORY_WORDS = 1200;

/** What the model writes; the generator adds title, topic, options and source itself. */
export function generatedStorySchema(options: ResolvedOptions) {
  const allowed = allowedActivityKinds(options.ageBand, options.focus);
  return z
    .object({
      chapters: z.array(StoryChapterSchema).min(2).max(4),
      activities: z.array(ActivitySchema).min(3).max(7),
      facts: z.array(z.string().trim().min(1).max(400)).min(3).max(10),
      glossary: z.array(GlossaryEntrySchema).max(12).optional(),
    })
    .superRefine((value, context) => {
      const words = storyWordCount(value);
      if (words < MIN_STORY_WORDS || words > MAX_STORY_WORDS) {
        context.addIssue({ code: 'custom', message: `The story has ${words} words; it needs ${MIN_STORY_WORDS}-${MAX_STORY_WORDS}.` });
      }
      for (const activity of value.activities) {
        if (!allowed.includes(activity.kind)) {
          context.addIssue({ code: 'custom', message: `Activity kind "${activity.kind}" does not fit age band ${options.ageBand}.` });
        }
        if (activity.kind === 'word-search' && activity.words.some((word) => !/^[A-Za-z ]{2,12}$/.test(word))) {
          context.addIssue({ code: 'custom', message: 'Word-search words must be 2-12 letters.' });
        }
        if (activity.kind === 'counting' && options.ageBand === '3-5' && activity.items.some((item) => item.way || item.count > 5)) {
          context.addIssue({ code: 'custom', message: 'Counting for ages 3-5 counts 1 to 5 pictures one by one (no groups).' });
        }
        if (activity.kind === 'counting' && options.ageBand !== '3-5' && activity.items.some((item) => !item.way)) {
          context.addIssue({ code: 'custom', message: `Counting for ages ${options.ageBand} adds, groups or skip-counts: give every item a way and its groups.` });
        }
        if (activity.kind === 'word-search' && activity.words.some(isBlockedWord)) {
          context.addIssue({ code: 'custom', message: 'Word-search words must be kind, everyday words for children.' });
        }
      }
    });
}

/** The subset of the OpenAI client this generator uses (a fake can stand in for it in tests). */
export interface ChatClient {
  chat: {
    completions: {
      create(body: {
        model: string;
        messages: { role: 'system' | 'user' | 'assistant'; content: string }[];
        response_format: { type: 'json_object' };
        temperature?: number;
      }): Promise<{ choices: { message: { content: string | null } }[] }>;
    };
  };
}

const BAND_GUIDE: Record<ResolvedOptions['ageBand'], string> = {
  '3-5': 'ages 3-5: very short sentences (5-10 words), simple everyday words, repetition, warm and concrete.',
  '6-8': 'ages 6-8: short sentences (8-15 words), a few new topic words explained in context.',
  '9-10': 'ages 9-10: varied sentences, richer vocabulary and scientific terms explained in context.',
};
const TONE_GUIDE: Record<ResolvedOptions['tone'], string> = {
  Silly: 'silly and playful: giggly sound words, funny comparisons, invitations to make faces or dance (but facts stay true).',
  Adventurous: 'adventurous: an explorer on a quest, exciting discoveries, brave and energetic.',
  Gentle: 'gentle and calm: soft, soothing, cozy, like a bedtime story.',
};
const FOCUS_GUIDE: Record<ResolvedOptions['focus'], string> = {
  Facts: 'Facts: weave many true facts into the story and give 6-8 facts.',
  Creativity: 'Creativity: add "imagine…" prompts through the story and an extra drawing/imagination activity.',
  Vocabulary: 'Vocabulary: introduce and explain topic words in the story, add a "vocabulary" activity and a glossary of 6-8 words.',
};

export function buildPrompt(input: CreationContentInput, options: ResolvedOptions): { system: string; user: string } {
  const childName = cleanChildName(input.childName);
  const kinds = allowedActivityKinds(options.ageBand, options.focus);
  const schema = JSON.stringify(z.toJSONSchema(generatedStorySchema(options), { io: 'input', unrepresentable: 'any' }));
  const system = [
    'You write short illustrated story books and activity pages for children, returned as one JSON object.',
    'Every fact must be true and well established. Never invent numbers, names, dates or quotes; if unsure, leave it out.',
    "If the topic is unclear, unsafe or not for children, write an honest exploration story about a child finding out by asking, reading, observing and drawing, with no claims about the topic.",
    'Keep everything kind, safe and age-appropriate. No links, no brand names, no scary details.',
    `The JSON must match this JSON Schema exactly: ${schema}`,
  ].join('\n');
  const user = [
    `Topic: ${cleanTopic(input.topic)}`,
    // Issue 19: "Sharks for Mia" must have sharks on every page, not the ocean in general.
    'Every story page, fact, activity and word-search word is about this topic itself (name it on every story page), not about the wider subject it belongs to.',
    `Book title: ${input.title}`,
    `Reader: ${BAND_GUIDE[options.ageBand]}`,
    `Tone: ${TONE_GUIDE[options.tone]}`,
    `Focus: ${FOCUS_GUIDE[options.focus]}`,
    childName ? `The child's first name is ${childName}: make ${childName} the hero of the story.` : 'The hero is "our explorer" (no name).',
    `Story: 2-4 chapters, 6-9 pages in total, each page 3-6 sentences; 450-700 words in all (it is narrated for a few minutes).`,
    `Each page illustration.scene is "key" or "key:variant", picking the closest picture for the page; keys and variants: ${SCENE_KEYS.filter((key) => key !== 'princess' && key !== 'explore')
      .map((key) => `${key} (${(SCENE_VARIANTS[key] ?? []).filter(Boolean).join(', ')})`)
      .join('; ')}. Use "generic" when nothing fits.`,
    `Activities: 4-6, only of these kinds: ${kinds.join(', ')}. Word-search words: single words of 3-12 letters.`,
    'Matching: 3-6 pairs. Quiz: 3-5 questions with 3 options each and the index of the right one.',
    options.ageBand === '3-5'
      ? 'Counting: each item is 1 to 5 pictures counted one by one (no "way", no "groups").'
      : 'Counting: every item adds two groups (way "add", e.g. groups [3, 4]), counts equal groups (way "groups", e.g. [4, 4, 4]) or skip-counts by 2s or 5s (way "skip", e.g. [2, 2, 2, 2]); count is the total.',
  ].join('\n');
  return { system, user };
}

/** OpenAI-backed generator: JSON output validated against the schema, one retry with the validation errors. */
export function createOpenAiContentGenerator(config: Config, client?: ChatClient, library?: LibraryLookup): CreationContentGenerator {
  const chat: ChatClient =
    client ?? (new OpenAI({ apiKey: config.OPENAI_API_KEY, baseURL: config.OPENAI_BASE_URL, maxRetries: 2, timeout: 120_000 }) as unknown as ChatClient);
  return {
    source: 'openai',
    async generate(request) {
      // Emoji become words before the model sees the topic, so the title and the story can be printed and read aloud.
      const input = describeEmojiInput(request);
      const options = resolveOptions(input);
      const schema = generatedStorySchema(options);
      const prompt = buildPrompt(input, options);
      const messages: { role: 'system' | 'user' | 'assistant'; content: string }[] = [
        { role: 'system', content: prompt.system },
        { role: 'user', content: prompt.user },
      ];
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const completion = await chat.chat.completions.create({
          model: config.OPENAI_MODEL,
          messages,
          response_format: { type: 'json_object' },
          temperature: 0.8,
        });
        const raw = completion.choices[0]?.message.content ?? '';
        const problem = validate(raw, schema);
        if (problem.ok) return finish(input, options, problem.value);
        messages.push({ role: 'assistant', content: raw.slice(0, 20_000) });
        messages.push({ role: 'user', content: `That JSON was not valid: ${problem.error}. Return the corrected JSON object only.` });
      }
      // Two invalid answers: the offline pack still gives the family a correct book (marked source "offline").
      return createOfflineContentGenerator(library).generate(input);
    },
  };
}

type Generated = z.infer<ReturnType<typeof generatedStorySchema>>;

function validate(raw: string, schema: ReturnType<typeof generatedStorySchema>): { ok: true; value: Generated } | { ok: false; error: string } {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { ok: false, error: 'the answer was not parseable JSON' };
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return { ok: true, value: parsed.data };
  return {
    ok: false,
    error: parsed.error.issues
      .slice(0, 8)
      .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
      .join('; '),
  };
}

function finish(input: CreationContentInput, options: ResolvedOptions, value: Generated): CreationContent {
  return withSafetyNotes({
    title: input.title,
    topic: cleanTopic(input.topic),
    ageBand: options.ageBand,
    tone: options.tone,
    focus: options.focus,
    // A sentence said twice on one page would be read twice in the audiobook.
    chapters: value.chapters.map((chapter) => ({ ...chapter, pages: chapter.pages.map((page) => ({ ...page, text: withoutRepeatedSentences(page.text) })) })),
    activities: value.activities,
    facts: value.facts,
    ...(value.glossary?.length ? { glossary: value.glossary } : {}),
    source: 'openai',
    exploration: false,
  });
}
