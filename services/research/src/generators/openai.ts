import fs from 'node:fs/promises';
import OpenAI from 'openai';
import type { ChatCompletionContentPart, ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { z } from 'zod';
import { DEFAULT_PRODUCT_NAME, LessonContentSchema, ParentModeSchema, type AgeRange, type LessonContent } from '@wonderkin/shared';
import { checkSafetyRules, SAFETY_RULES } from '@wonderkin/shared/content';
import type { Logger } from '@wonderkin/server-kit';
import { lessonBandDocument } from '../content/band-document';
import { looksLikeParentingQuestion } from './parent-hint';
import type { GenerateInput, GeneratedLesson, LessonGenerator } from './types';

export interface OpenAIGeneratorOptions {
  apiKey: string;
  baseURL?: string;
  model: string;
  /** Model for questions that come with a photo; defaults to `model`. */
  visionModel?: string;
  productName?: string;
  timeoutMs?: number;
  logger?: Logger;
}

const AGE_STYLE: Record<AgeRange, string> = {
  '3-5': 'a preschooler aged 3 to 5: very short sentences, everyday words, one idea at a time, playful and gentle',
  '6-8': 'a child aged 6 to 8: short sentences, simple words with new terms explained, concrete examples',
  '9-12': 'a child aged 9 to 12: clear explanations with some real vocabulary, how and why, simple numbers',
  '13+': 'a teenager: precise explanations, real terminology, cause and effect, respectful tone',
};

/** The JSON shape the model must answer with, written once from the shared schema. */
const LESSON_JSON_SCHEMA = JSON.stringify(z.toJSONSchema(LessonContentSchema));
const PARENT_BLOCKS = Object.keys(ParentModeSchema.shape) as (keyof LessonContent)[];
/** Lists of links and pictures: we have no search provider to check them, and invented links mislead families. */
const UNVERIFIABLE_LISTS = ['images', 'videos', 'products', 'externalLinks'] as const;
const UNVERIFIABLE_PARENT_LISTS = ['strategySources', 'books', 'redditDiscussions'] as const;

const SAFETY_RULE_REMINDER = `Every text keeps these rules: ${SAFETY_RULES.map((r) => r.rule).join(' ')} Safety messages go in the quick answer or the first sections.`;

export const OPENAI_NOTICE = 'Written with AI help. Explore it together and double-check anything important.';

function systemPrompt(productName: string): string {
  return [
    `You write short interactive mini-lessons for ${productName}, a learning service for children and their parents.`,
    'Rules:',
    '- Be accurate. Use only well-established facts; never invent facts, numbers, people, quotes or studies. If something is uncertain or debated, say so simply.',
    '- Be kind, encouraging and age-appropriate. No frightening detail, no violence, nothing dangerous to try. Activities use safe household materials and say when a grown-up should help.',
    `- Safety rules no text may contradict: ${SAFETY_RULES.map((r) => r.rule).join(' ')} Heat, chemicals, blades and anything to taste are for a grown-up to do; never tell a child to test, taste, touch or mix something to find out.`,
    '- Quiz: 3 to 5 questions about the lesson, each with 3 or 4 options and exactly one option with "correct": true.',
    '- Fill tryIt (at least one hands-on activity) and engagingQuestions (at least two) for children.',
    '- Leave "images", "videos", "products" and "externalLinks" as empty arrays: links cannot be checked here.',
    '- Parent mode: when the question is asked by a parent or caregiver about raising, behaviour, feelings, development or wellbeing of a child, set "mode": "parent" and fill EVERY parent block: developmentalContext, evidenceBasedStrategies (topApproaches and prosConsTable), actionPlan (dailyMicroTasks for 7 days and a sampleScript), troubleshooting, reflectionTracking, expertVoices; set strategySources, books and redditDiscussions to empty arrays. The other fields then speak to the parent.',
    '- Otherwise set "mode": "kids" and leave the parent blocks out.',
    'Answer with ONE JSON object and nothing else. It must match this JSON Schema:',
    LESSON_JSON_SCHEMA,
  ].join('\n');
}

function userPrompt(input: GenerateInput): string {
  const lines = [
    `Question: ${input.question}`,
    `Write for ${AGE_STYLE[input.ageRange]} (age range ${input.ageRange}).`,
  ];
  if (looksLikeParentingQuestion(input.question)) lines.push('This looks like a parenting question: use parent mode.');
  if (input.image) lines.push('The child sent the attached photo: explain what it shows and teach about it.');
  return lines.join('\n');
}

export type LessonCheck = { ok: true; content: LessonContent } | { ok: false; problem: string };

/** Checks the model's answer against the shared schema (and parent-mode completeness); explains what is wrong. */
export function checkLessonAnswer(text: string | null | undefined, question: string, ageRange?: AgeRange): LessonCheck {
  if (!text?.trim()) return { ok: false, problem: 'The answer was empty.' };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, problem: `The answer is not valid JSON (${(error as Error).message}).` };
  }
  if (json && typeof json === 'object' && !Array.isArray(json)) json = { ...json, originalQuestion: question };
  const parsed = LessonContentSchema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 8).map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    return { ok: false, problem: `The JSON does not match the schema: ${issues.join('; ')}.` };
  }
  const content = parsed.data;
  if (content.mode === 'parent') {
    const missing = PARENT_BLOCKS.filter((block) => content[block] === undefined);
    if (missing.length) return { ok: false, problem: `mode is "parent" but these parent blocks are missing: ${missing.join(', ')}.` };
  }
  // The safety rules no text may contradict (CONTENT.md), for the band the lesson is for.
  const broken = ageRange ? checkSafetyRules(lessonBandDocument(content, ageRange)) : [];
  if (broken.length) {
    const list = broken.slice(0, 4).map((v) => `${v.rule} (${v.where}): "${v.text}"`);
    return { ok: false, problem: `The lesson breaks safety rules: ${list.join('; ')}. ${SAFETY_RULE_REMINDER}` };
  }
  return { ok: true, content };
}

function withoutUnverifiableLinks(content: LessonContent): LessonContent {
  const next: LessonContent = { ...content };
  for (const list of UNVERIFIABLE_LISTS) next[list] = [];
  if (next.mode === 'parent') for (const list of UNVERIFIABLE_PARENT_LISTS) next[list] = [];
  return next;
}

async function imagePart(image: NonNullable<GenerateInput['image']>): Promise<ChatCompletionContentPart> {
  const bytes = await fs.readFile(image.path);
  return { type: 'image_url', image_url: { url: `data:${image.mimeType};base64,${bytes.toString('base64')}` } };
}

/**
 * Lessons from an OpenAI-compatible chat model: JSON output validated with the shared LessonContentSchema.
 * An invalid answer is sent back once with what was wrong; a second invalid answer is rejected (the job retries).
 */
export function createOpenAIGenerator(options: OpenAIGeneratorOptions): LessonGenerator {
  const client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseURL, timeout: options.timeoutMs ?? 120_000, maxRetries: 2 });
  const system = systemPrompt(options.productName ?? DEFAULT_PRODUCT_NAME);

  async function ask(model: string, messages: ChatCompletionMessageParam[]): Promise<string | null> {
    const completion = await client.chat.completions.create({
      model,
      messages,
      response_format: { type: 'json_object' },
      temperature: 0.4,
    });
    return completion.choices[0]?.message?.content ?? null;
  }

  return {
    source: 'openai',
    async generate(input: GenerateInput): Promise<GeneratedLesson> {
      const model = input.image ? options.visionModel ?? options.model : options.model;
      const text = userPrompt(input);
      const userContent: string | ChatCompletionContentPart[] = input.image
        ? [{ type: 'text', text }, await imagePart(input.image)]
        : text;
      const messages: ChatCompletionMessageParam[] = [
        { role: 'system', content: system },
        { role: 'user', content: userContent },
      ];
      const first = await ask(model, messages);
      let check = checkLessonAnswer(first, input.question, input.ageRange);
      if (!check.ok) {
        options.logger?.warn({ problem: check.problem }, 'lesson writer gave an invalid answer; asking once more');
        messages.push(
          { role: 'assistant', content: first ?? '' },
          { role: 'user', content: `That answer was not valid. ${check.problem} Reply again with the complete, corrected JSON object only.` },
        );
        check = checkLessonAnswer(await ask(model, messages), input.question, input.ageRange);
        if (!check.ok) throw new Error(`The lesson writer's answer was invalid twice: ${check.problem}`);
      }
      return { content: withoutUnverifiableLinks(check.content), exploration: false, notice: OPENAI_NOTICE };
    },
  };
}
