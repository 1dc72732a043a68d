import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LessonContentSchema } from '@wonderkin/shared';
import { checkLessonAnswer, createOpenAIGenerator } from '../src/generators/openai';
import { startFakeOpenAI, type FakeOpenAI } from './support/fake-openai';
import { kidsLesson } from './support/lesson-fixture';

describe('OpenAI lesson generator against a local OpenAI-compatible server', () => {
  let fake: FakeOpenAI | undefined;
  afterEach(async () => {
    await fake?.close();
    fake = undefined;
  });

  const generatorFor = (server: FakeOpenAI) =>
    createOpenAIGenerator({ apiKey: 'test-key', baseURL: server.baseURL, model: 'text-model', visionModel: 'vision-model' });

  it('returns a schema-valid lesson from a valid JSON answer, asking for structured output (strict JSON schema)', async () => {
    const withLinks = { ...kidsLesson(), externalLinks: [{ title: 'Made up', link: 'https://example.invalid/sky', snippet: 'x' }] };
    fake = await startFakeOpenAI([JSON.stringify(withLinks)]);
    const lesson = await generatorFor(fake).generate({ question: 'Why is the sky blue?', ageRange: '6-8' });

    expect(LessonContentSchema.safeParse(lesson.content).success).toBe(true);
    expect(lesson.content.quickAnswer).toMatch(/scatters blue light/);
    expect(lesson.exploration).toBe(false);
    // Links the model wrote cannot be checked here: they never reach a child.
    expect(lesson.content.externalLinks).toEqual([]);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0].model).toBe('text-model');
    expect(fake.requests[0].response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'lesson', strict: true } });
    const userMessage = fake.requests[0].messages.find((message) => message.role === 'user');
    expect(String(userMessage?.content)).toContain('Why is the sky blue?');
    expect(String(userMessage?.content)).toContain('6-8');
  });

  it('retries an invalid answer once, telling the model what was wrong, then accepts the corrected one', async () => {
    const broken = { ...kidsLesson(), quickAnswer: undefined, quiz: 'none' };
    fake = await startFakeOpenAI([JSON.stringify(broken), JSON.stringify(kidsLesson())]);
    const lesson = await generatorFor(fake).generate({ question: 'Why is the sky blue?', ageRange: '9-12' });

    expect(lesson.content.pageTitle).toBe('Why the Sky Is Blue');
    expect(fake.requests).toHaveLength(2);
    const retry = fake.requests[1].messages;
    expect(retry.at(-2)).toMatchObject({ role: 'assistant' });
    expect(String(retry.at(-1)?.content)).toMatch(/not valid.*quickAnswer/s);
  });

  it('rejects a lesson writer that answers invalid JSON twice', async () => {
    fake = await startFakeOpenAI(['this is not json', '{"pageTitle": ""}']);
    await expect(generatorFor(fake).generate({ question: 'Why is the sky blue?', ageRange: '6-8' }))
      .rejects.toThrow(/invalid twice/);
    expect(fake.requests).toHaveLength(2);
  });

  it('sends a photo to the vision model as a data: URL image part', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wk-openai-'));
    const file = path.join(dir, 'leaf.png');
    fs.writeFileSync(file, Buffer.from('89504e470d0a1a0a', 'hex'));
    fake = await startFakeOpenAI([JSON.stringify(kidsLesson('Analyzing image: leaf.png'))]);
    await generatorFor(fake).generate({
      question: 'Analyzing image: leaf.png', ageRange: '6-8', image: { path: file, mimeType: 'image/png', originalName: 'leaf.png' },
    });
    expect(fake.requests[0].model).toBe('vision-model');
    const parts = fake.requests[0].messages.find((message) => message.role === 'user')?.content as { type: string; image_url?: { url: string } }[];
    expect(parts.find((part) => part.type === 'image_url')?.image_url?.url).toBe(`data:image/png;base64,${Buffer.from('89504e470d0a1a0a', 'hex').toString('base64')}`);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('asks for parent mode on parenting questions and refuses a parent answer missing parent blocks', async () => {
    fake = await startFakeOpenAI([JSON.stringify({ ...kidsLesson(), mode: 'parent' }), JSON.stringify({ ...kidsLesson(), mode: 'parent' })]);
    await expect(generatorFor(fake).generate({ question: 'How can I help my child handle big emotions?', ageRange: '6-8' }))
      .rejects.toThrow(/parent blocks are missing/);
    expect(String(fake.requests[0].messages.find((message) => message.role === 'user')?.content)).toMatch(/parent mode/);
  });
});

describe('checkLessonAnswer', () => {
  it('keeps the asked question as originalQuestion', () => {
    const check = checkLessonAnswer(JSON.stringify({ ...kidsLesson(), originalQuestion: 'something else' }), 'Why is the sky blue?');
    expect(check.ok && check.content.originalQuestion).toBe('Why is the sky blue?');
  });
  it('explains empty and non-JSON answers', () => {
    expect(checkLessonAnswer('', 'q')).toEqual({ ok: false, problem: 'The answer was empty.' });
    expect(checkLessonAnswer('{oops', 'q').ok).toBe(false);
  });
});

describe('checkLessonAnswer and the safety rules', () => {
  it('sends back a lesson whose activity has a child taste something to find out, naming the rule', () => {
    const lesson = kidsLesson();
    const unsafe = { ...lesson, tryIt: [{ title: 'Berry test', description: 'Find out about berries.', steps: ['Pick a berry in the park.', 'Taste it to find out if it is sweet.'], note: 'Have fun!' }] };
    const check = checkLessonAnswer(JSON.stringify(unsafe), lesson.originalQuestion, '6-8');
    expect(check.ok).toBe(false);
    expect(check.ok ? '' : check.problem).toMatch(/experiments-grown-up-hazards/);
    expect(checkLessonAnswer(JSON.stringify(lesson), lesson.originalQuestion, '6-8').ok).toBe(true);
  });
});
