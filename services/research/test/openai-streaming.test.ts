import { LessonContentSchema } from '@wonderkin/shared';
import { createOpenAIGenerator, type OpenAIGeneratorOptions } from '../src/generators/openai';
import { readWrittenSoFar } from '../src/generators/openai-progress';
import { LESSON_STRICT_SCHEMA } from '../src/generators/openai-schema';
import { WRITING_STEPS, type WritingUpdate } from '../src/generators/types';
import { startFakeOpenAI, type ErrorReply, type FakeOpenAI, type ReceivedChatRequest } from './support/fake-openai';
import { kidsLesson } from './support/lesson-fixture';
import { lessonWithLongParts, strictAnswer } from './support/strict-answer';

// The streamed lesson writer against a local OpenAI-compatible server that streams server-sent events at a steady
// token rate, through the real openai SDK.

const HARD_QUICK_ANSWER = 'Atmospheric molecules preferentially scatter shorter wavelengths of electromagnetic radiation, consequently illuminating the firmament predominantly cerulean.';
const REJECTS_JSON_SCHEMA: ErrorReply = {
  status: 400,
  error: { message: "Invalid parameter: 'response_format' of type 'json_schema' is not supported with this model.", type: 'invalid_request_error', param: 'response_format' },
};

interface Heard { at: number; update: WritingUpdate }

describe('streamed lesson writer', () => {
  let fake: FakeOpenAI | undefined;
  afterEach(async () => {
    await fake?.close();
    fake = undefined;
  });

  const generatorFor = (server: FakeOpenAI, extra: Partial<OpenAIGeneratorOptions> = {}) =>
    createOpenAIGenerator({ apiKey: 'test-key', baseURL: server.baseURL, model: 'text-model', ...extra });

  async function generate(server: FakeOpenAI, ageRange: '6-8' | '3-5' = '6-8', extra: Partial<OpenAIGeneratorOptions> = {}) {
    const heard: Heard[] = [];
    const started = Date.now();
    const lesson = await generatorFor(server, extra).generate({
      question: 'Why is the sky blue?', ageRange, onProgress: (update) => heard.push({ at: Date.now() - started, update }),
    });
    return { lesson, heard, doneAt: Date.now() - started };
  }

  const userTexts = (request: ReceivedChatRequest) => request.messages.filter((m) => m.role === 'user').map((m) => String(m.content));

  it('asks for a streamed answer in a strict JSON schema (as the request body shows) and returns the validated lesson', async () => {
    fake = await startFakeOpenAI([strictAnswer(kidsLesson())], { tokensPerSecond: 2000 });
    const { lesson } = await generate(fake);

    expect(fake.requests).toHaveLength(1);
    const request = fake.requests[0];
    expect(request.stream).toBe(true);
    expect(request.response_format?.type).toBe('json_schema');
    expect(request.response_format?.json_schema).toEqual({ name: 'lesson', strict: true, schema: LESSON_STRICT_SCHEMA });
    // The schema travels in response_format, not in the prompt.
    expect(String(request.messages[0].content)).not.toContain('"properties"');
    expect(LessonContentSchema.safeParse(lesson.content).success).toBe(true);
    expect(lesson.content).toEqual({ ...kidsLesson(), quiz: kidsLesson().quiz });
  });

  it('reports what is written as it arrives, in order, before the lesson is done: the quick answer first, whole, then the rest; at most about 5 updates a second', async () => {
    const full = lessonWithLongParts();
    fake = await startFakeOpenAI([strictAnswer(full)], { tokensPerSecond: 300 });
    const { heard, doneAt } = await generate(fake);

    expect(heard.length).toBeGreaterThanOrEqual(4);
    // Steps never go back, and follow the lesson's order.
    const ranks = heard.map(({ update }) => WRITING_STEPS.indexOf(update.step));
    expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);
    const firstAt = (step: string) => heard.findIndex(({ update }) => update.step === step);
    expect(firstAt('quick-answer')).toBeGreaterThanOrEqual(0);
    expect(firstAt('quiz')).toBeGreaterThan(firstAt('quick-answer'));
    expect(firstAt('explanation')).toBeGreaterThan(firstAt('quick-answer'));

    // The quick answer is shown once its string is closed, never cut; it arrives well before the end.
    const withAnswer = heard.filter(({ update }) => update.partial?.quickAnswer !== undefined);
    expect(withAnswer.length).toBeGreaterThan(0);
    for (const { update } of withAnswer) expect(update.partial?.quickAnswer).toBe(full.quickAnswer);
    expect(withAnswer[0].at).toBeLessThan(doneAt - 400);
    expect(withAnswer[0].update.partial?.quiz).toBeUndefined();
    // Sections and quiz questions appear only whole.
    for (const { update } of heard) {
      for (const [i, section] of (update.partial?.exploreSections ?? []).entries()) expect(section).toEqual(full.exploreSections[i]);
      for (const [i, question] of (update.partial?.quiz ?? []).entries()) expect(question).toEqual(full.quiz[i]);
    }
    // Throttled: updates at least ~200 ms apart (a little timer slack); only the last, with the whole text, comes at once.
    const spaced = heard.slice(0, -1);
    const gaps = spaced.slice(1).map(({ at }, i) => at - spaced[i].at);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(150);
    expect(heard.length).toBeLessThanOrEqual(Math.ceil(doneAt / 200) + 2);
  });

  it('falls back to JSON mode (schema in the prompt) when the server rejects json_schema, and remembers that for the process', async () => {
    fake = await startFakeOpenAI([(request) => (request.response_format?.type === 'json_schema' ? REJECTS_JSON_SCHEMA : JSON.stringify(kidsLesson()))]);
    const generator = generatorFor(fake);
    const first = await generator.generate({ question: 'Why is the sky blue?', ageRange: '6-8' });
    expect(first.content.quickAnswer).toBe(kidsLesson().quickAnswer);
    const second = await generator.generate({ question: 'Why is the sky blue?', ageRange: '9-12' });
    expect(second.content.pageTitle).toBe('Why the Sky Is Blue');

    expect(fake.requests.map((r) => r.response_format?.type)).toEqual(['json_schema', 'json_object', 'json_object']);
    expect(fake.requests.every((r) => r.stream === true)).toBe(true);
    expect(String(fake.requests[1].messages[0].content)).toMatch(/must match this JSON Schema:\n\{/);
  });

  it('does not take any other 400 for a rejection of json_schema: that error fails the lesson', async () => {
    fake = await startFakeOpenAI([{ status: 400, error: { message: 'This model\'s maximum context length is 128000 tokens.', param: 'messages', code: 'context_length_exceeded' } }]);
    await expect(generatorFor(fake).generate({ question: 'Why is the sky blue?', ageRange: '6-8' })).rejects.toThrow(/maximum context length/);
    expect(fake.requests.map((r) => r.response_format?.type)).toEqual(['json_schema']);
  });

  it('asks once more, streamed again, when the streamed answer is not valid JSON; progress does not go back', async () => {
    const cut = strictAnswer(kidsLesson()).slice(0, 400); // cut off mid-answer
    fake = await startFakeOpenAI([cut, strictAnswer(kidsLesson())], { tokensPerSecond: 3000 });
    const { lesson, heard } = await generate(fake);

    expect(lesson.content.pageTitle).toBe('Why the Sky Is Blue');
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[1].stream).toBe(true);
    expect(fake.requests[1].messages.at(-2)).toMatchObject({ role: 'assistant', content: cut });
    expect(userTexts(fake.requests[1]).at(-1)).toMatch(/not valid JSON/);
    const ranks = heard.map(({ update }) => WRITING_STEPS.indexOf(update.step));
    expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);
  });

  it('asks an off-level answer once to write simpler, with the figures, and keeps the simpler one', async () => {
    const hard = { ...kidsLesson(), quickAnswer: HARD_QUICK_ANSWER };
    fake = await startFakeOpenAI([strictAnswer(hard), strictAnswer(kidsLesson())], { tokensPerSecond: 3000 });
    const { lesson, heard } = await generate(fake, '6-8');

    expect(fake.requests).toHaveLength(2);
    const ask = userTexts(fake.requests[1]).at(-1) ?? '';
    expect(ask).toMatch(/Rewrite it simpler: shorter sentences, shorter everyday words/);
    expect(ask).toMatch(/grade 13\.9; it should be grade 5 or below/);
    expect(fake.requests[1].messages.at(-2)).toMatchObject({ role: 'assistant', content: strictAnswer(hard) });
    expect(lesson.content.quickAnswer).toBe(kidsLesson().quickAnswer);
    expect(heard.at(-1)?.update.step).toBe('simplifying');
  });

  it('keeps the first lesson when the simpler rewrite is invalid; a lesson at its level is never sent back', async () => {
    const hard = { ...kidsLesson(), quickAnswer: HARD_QUICK_ANSWER };
    fake = await startFakeOpenAI([strictAnswer(hard), 'no json here']);
    const { lesson } = await generate(fake, '6-8');
    expect(fake.requests).toHaveLength(2);
    expect(lesson.content.quickAnswer).toBe(HARD_QUICK_ANSWER);

    await fake.close();
    fake = await startFakeOpenAI([strictAnswer(kidsLesson())]);
    await generate(fake, '3-5');
    expect(fake.requests).toHaveLength(1);
  });

  it('can ask without streaming (one answer at once, the same strict schema)', async () => {
    fake = await startFakeOpenAI([strictAnswer(kidsLesson())]);
    const { lesson, heard } = await generate(fake, '6-8', { stream: false });
    expect(fake.requests[0].stream).toBeUndefined();
    expect(fake.requests[0].response_format?.type).toBe('json_schema');
    expect(lesson.content.pageTitle).toBe('Why the Sky Is Blue');
    expect(heard).toEqual([]);
  });
});

describe('reading what has been written so far', () => {
  const text = strictAnswer(kidsLesson());
  const upTo = (marker: string, extra = 0) => text.slice(0, text.indexOf(marker) + extra);

  it('shows the quick answer only once its string is closed', () => {
    const open = readWrittenSoFar(upTo('Air scatters'));
    expect(open).toEqual({ step: 'quick-answer', partial: { pageTitle: 'Why the Sky Is Blue', mode: 'kids' } });
    const closed = readWrittenSoFar(upTo('"quickOverview"'));
    expect(closed?.partial.quickAnswer).toBe(kidsLesson().quickAnswer);
  });

  it('shows whole sections only, and moves the step by the part being written', () => {
    const midSection = readWrittenSoFar(upTo('"funFact"'));
    expect(midSection?.step).toBe('explanation');
    expect(midSection?.partial.exploreSections).toBeUndefined();
    const afterSections = readWrittenSoFar(upTo('"glossary"'));
    expect(afterSections?.step).toBe('explanation');
    expect(afterSections?.partial.exploreSections).toEqual(kidsLesson().exploreSections);
    expect(readWrittenSoFar(upTo('"quiz"', 12))?.step).toBe('quiz');
  });

  it('does not take the nulls of a kids lesson (its empty parent blocks) for a parent guide being written', () => {
    expect(readWrittenSoFar(text)?.step).toBe('explore-more');
    expect(readWrittenSoFar('not json')).toBeNull();
    expect(readWrittenSoFar('')).toBeNull();
  });
});
