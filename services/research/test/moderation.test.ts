import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { researchSlug, type AgeRange, type JobProgress, type LessonContent } from '@wonderkin/shared';
import { createLogger, openSqliteStore, randomId, type ResearchJobData, type Store } from '@wonderkin/server-kit';
import { createLessonLibrary, type LessonLibrary } from '../src/domain/lesson-library';
import { runResearchJob, type PipelineDeps } from '../src/domain/pipeline';
import type { StreamedProgress } from '../src/domain/writing-progress';
import { createOpenAIGenerator } from '../src/generators/openai';
import { createOpenAIModeration, MAX_INPUTS_PER_REQUEST, noModeration } from '../src/safety/moderation';
import { createSafetyScreen, lessonStrings } from '../src/safety/screen';
import { createRepositories, type ResearchRepositories } from '../src/store';
import { startFakeOpenAI, type FakeOpenAI, type FakeOpenAIOptions, type ModerationCategory } from './support/fake-openai';
import { kidsLesson } from './support/lesson-fixture';
import { lessonWithLongParts, strictAnswer } from './support/strict-answer';

// The provider's moderation after the rule-based safety screen, through the real openai SDK against the local fake
// OpenAI server (POST /v1/moderations answered in the API's shape; the fake decides which texts are flagged).

const logger = createLogger('moderation-test', 'silent');
const safety = createSafetyScreen();

// The fake flags by text. Ordinary questions stand for ones the real model would flag and the rule-based screen lets
// through (each test checks the screen passes it, as the screen is being reworked): what is tested is the path a
// flagged text takes, not the model's judgement.
const SELF_HARM_QUESTION = 'Why do cats purr?';
const MINORS_QUESTION = 'How do plants make food?';
const LESSON_QUESTION = 'Why is the sky blue?';
const GORY_SENTENCE = 'The knight swung his sword and the dragon fell, and its blood ran all over the castle floor.';

/** The fixture lesson with one more section that holds the gory sentence (which the rule-based screen lets through). */
function lessonWith(sentence: string, base: LessonContent = kidsLesson()): LessonContent {
  return {
    ...base,
    exploreSections: [...base.exploreSections, {
      title: 'Old stories', content: `Long ago people told stories about dragons. ${sentence}`, funFact: { title: 'Dragons', text: 'Dragons were never real.' },
    }],
  };
}

/** The fake's moderation: these texts (or texts containing them) are flagged for these categories. */
function flagging(rules: [string, ModerationCategory[]][]): FakeOpenAIOptions['moderationFlags'] {
  return (text) => rules.find(([needle]) => text.includes(needle))?.[1];
}

describe('createOpenAIModeration against the fake moderation endpoint', () => {
  let fake: FakeOpenAI | undefined;
  afterEach(async () => {
    await fake?.close();
    fake = undefined;
  });

  it.each<[ModerationCategory[], string]>([
    [['self-harm'], 'urgent:self-harm'],
    [['self-harm/intent', 'violence'], 'urgent:self-harm'],
    [['self-harm/instructions'], 'urgent:self-harm'],
    [['sexual/minors', 'sexual'], 'sexual-content'],
    [['sexual'], 'sexual-content'],
    [['violence/graphic', 'illicit/violent'], 'violence'],
    [['harassment/threatening'], 'violence'],
    [['hate/threatening'], 'violence'],
    [['illicit/violent', 'illicit'], 'weapons'],
    [['illicit'], 'drugs'],
    [['illicit', 'self-harm'], 'urgent:self-harm'],
  ])('flags %j as the screen category %s (the most serious first)', async (flags, category) => {
    fake = await startFakeOpenAI([], { moderationFlags: (text) => (text === 'bad' ? flags : []) });
    const moderation = createOpenAIModeration({ apiKey: 'k', baseURL: fake.baseURL });
    const verdict = await moderation.moderate(['fine', 'bad']);
    expect(verdict).toEqual({ flagged: true, category, flags: expect.arrayContaining(flags) });
    expect(verdict.flagged && verdict.flags).toHaveLength(flags.length);
    expect(fake.moderationRequests).toEqual([{ model: 'omni-moderation-latest', input: ['fine', 'bad'] }]);
  });

  it('sends many texts in batches of at most 32, each once; a flag in any batch flags the verdict', async () => {
    fake = await startFakeOpenAI([], { moderationFlags: (text) => (text === 'text 69' ? ['violence'] : []) });
    const moderation = createOpenAIModeration({ apiKey: 'k', baseURL: fake.baseURL, model: 'omni-moderation-2024-09-26' });
    const texts = Array.from({ length: 70 }, (_, i) => `text ${i}`);
    const verdict = await moderation.moderate([...texts, 'text 1', '', '   ']);
    expect(verdict).toEqual({ flagged: true, category: 'violence', flags: ['violence'] });
    expect(fake.moderationRequests.map((request) => (request.input as string[]).length)).toEqual([32, 32, 6]);
    expect(fake.moderationRequests.every((request) => request.model === 'omni-moderation-2024-09-26')).toBe(true);
    expect(fake.moderatedTexts().sort()).toEqual([...texts].sort());
    expect(MAX_INPUTS_PER_REQUEST).toBe(32);

    expect(await moderation.moderate(texts.slice(0, 10))).toEqual({ flagged: false });
    expect(await moderation.moderate([])).toEqual({ flagged: false });
  });

  it('never rejects: a 500 (after one retry) or no answer in time is "unavailable", not flagged', async () => {
    fake = await startFakeOpenAI([], { moderationError: { status: 500, error: { message: 'The server had an error' } } });
    const failing = createOpenAIModeration({ apiKey: 'k', baseURL: fake.baseURL });
    await expect(failing.moderate(['hello'])).resolves.toEqual({ flagged: false, unavailable: true });
    expect(fake.moderationRequests).toHaveLength(2);
    await fake.close();

    fake = await startFakeOpenAI([], { moderationDelayMs: 2000 });
    const slow = createOpenAIModeration({ apiKey: 'k', baseURL: fake.baseURL, timeoutMs: 150 });
    await expect(slow.moderate(['hello'])).resolves.toEqual({ flagged: false, unavailable: true });
  });

  it('noModeration passes everything and asks nobody', async () => {
    expect(noModeration.active).toBe(false);
    await expect(noModeration.moderate(['anything'])).resolves.toEqual({ flagged: false });
  });
});

describe('a research job with the moderation on', () => {
  let dataDir: string;
  let store: Store;
  let repos: ResearchRepositories;
  let library: LessonLibrary;
  let fake: FakeOpenAI | undefined;

  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wk-moderation-'));
    store = openSqliteStore(path.join(dataDir, 'research.sqlite'));
    repos = createRepositories(store);
    library = createLessonLibrary({ lessons: repos.lessons, days: 30, logger });
  });
  afterEach(async () => {
    await fake?.close();
    fake = undefined;
    await store.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function newJob(question: string, ageRange: AgeRange = '6-8'): Promise<ResearchJobData> {
    const id = randomId();
    const slug = researchSlug(id, question);
    await repos.asks.create({ id, slug, question, ageRange, userId: null, anonId: randomId(), jobId: `research-${id}`, status: 'pending', createdAt: new Date().toISOString() });
    return { researchId: id, slug, question, ageRange };
  }

  /** Lessons and moderation from the same fake server, as with OPENAI_API_KEY and OPENAI_BASE_URL set. */
  function depsFor(server: FakeOpenAI, stream = false): PipelineDeps {
    return {
      generator: createOpenAIGenerator({ apiKey: 'k', baseURL: server.baseURL, model: 'lesson-model', stream, logger }),
      moderation: createOpenAIModeration({ apiKey: 'k', baseURL: server.baseURL, model: 'omni-moderation-latest', logger }),
      safety, repos, dataDir, logger, library,
    };
  }

  /** Each progress report, with the texts the moderation had been asked about when it was written. */
  function recorder() {
    const reports: (StreamedProgress & { moderatedBefore: string[] })[] = [];
    return {
      reports,
      sink: { updateProgress: async (progress: JobProgress | StreamedProgress) => { reports.push({ ...progress, moderatedBefore: fake?.moderatedTexts() ?? [] }); } },
    };
  }

  it('answers a question the moderation flags for self-harm with the urgent answer and its crisis line; no lesson is written', async () => {
    expect(safety.screenQuestion(SELF_HARM_QUESTION)).toEqual({ safe: true }); // the rule-based screen lets it through
    fake = await startFakeOpenAI([strictAnswer(kidsLesson(SELF_HARM_QUESTION))], { moderationFlags: flagging([[SELF_HARM_QUESTION, ['self-harm', 'self-harm/intent']]]) });
    const data = await newJob(SELF_HARM_QUESTION, '9-12');
    const { reports, sink } = recorder();
    await expect(runResearchJob(data, sink, depsFor(fake))).resolves.toEqual({ researchId: data.researchId, slug: data.slug, free: true });

    expect(fake.requests).toEqual([]); // no lesson was asked for
    expect(fake.moderationRequests).toEqual([{ model: 'omni-moderation-latest', input: [SELF_HARM_QUESTION] }]);
    expect(reports.map((report) => report.progress)).toEqual([20, 40, 60, 80, 100]);
    const lesson = await repos.lessons.get(data.researchId);
    expect(lesson).toMatchObject({ safety: 'redirected', quiz: [], originalQuestion: SELF_HARM_QUESTION });
    expect(lesson?.quickAnswer).toBe(safety.redirectLesson(SELF_HARM_QUESTION, '9-12', 'urgent:self-harm').quickAnswer);
    expect(lesson?.quickAnswer).toMatch(/call or text 988/);
    expect(JSON.stringify(lesson)).toContain('https://988lifeline.org/');
    expect((await repos.asks.get(data.researchId))?.status).toBe('completed');
  });

  it('redirects a question the moderation flags for sexual/minors, before any lesson is written', async () => {
    expect(safety.screenQuestion(MINORS_QUESTION)).toEqual({ safe: true });
    fake = await startFakeOpenAI([strictAnswer(kidsLesson(MINORS_QUESTION))], { moderationFlags: flagging([[MINORS_QUESTION, ['sexual/minors', 'sexual']]]) });
    const data = await newJob(MINORS_QUESTION, '6-8');
    await runResearchJob(data, recorder().sink, depsFor(fake));

    expect(fake.requests).toEqual([]);
    expect(fake.moderationRequests).toEqual([{ model: 'omni-moderation-latest', input: [MINORS_QUESTION] }]);
    const lesson = await repos.lessons.get(data.researchId);
    expect(lesson?.safety).toBe('redirected');
    expect(lesson?.quickAnswer).toBe(safety.redirectLesson(MINORS_QUESTION, '6-8', 'sexual-content').quickAnswer);
    expect(JSON.stringify(lesson)).toMatch(/trusted/i);
  });

  it('never stores nor keeps a generated lesson the moderation flags: the stored result is the safety answer', async () => {
    const question = LESSON_QUESTION;
    const gory = lessonWith(GORY_SENTENCE, kidsLesson(question));
    expect(safety.screenQuestion(question)).toEqual({ safe: true });
    expect(safety.screenLesson(gory)).toEqual({ safe: true }); // the rule-based screen lets it through
    fake = await startFakeOpenAI([strictAnswer(gory)], { moderationFlags: flagging([[GORY_SENTENCE, ['violence', 'violence/graphic']]]) });
    const data = await newJob(question);
    await runResearchJob(data, recorder().sink, depsFor(fake));

    expect(fake.requests).toHaveLength(1);
    // The question first, then every string of the lesson the screen read (the gory one among them).
    expect(fake.moderationRequests[0]).toEqual({ model: 'omni-moderation-latest', input: [question] });
    const lessonTexts = fake.moderationRequests.slice(1).flatMap((request) => request.input as string[]);
    expect(lessonTexts).toEqual(expect.arrayContaining([gory.quickAnswer, expect.stringContaining(GORY_SENTENCE), gory.quiz[0].question]));
    const stored = await repos.lessons.get(data.researchId);
    expect(stored?.safety).toBe('redirected');
    expect(stored?.quickAnswer).toBe(safety.redirectLesson(question, '6-8', 'violence').quickAnswer);
    expect(JSON.stringify(stored)).not.toContain('dragon fell');
    expect(await library.find({ question, ageRange: '6-8' }, 'openai')).toBeNull();

    // The same lesson without the sentence is stored and kept: the library is on, the moderation made the difference.
    await fake.close();
    fake = await startFakeOpenAI([strictAnswer(kidsLesson(question))], { moderationFlags: flagging([[GORY_SENTENCE, ['violence']]]) });
    const again = await newJob(question);
    await runResearchJob(again, recorder().sink, depsFor(fake));
    expect((await repos.lessons.get(again.researchId))?.safety).toBe('ok');
    expect(await library.find({ question, ageRange: '6-8' }, 'openai')).not.toBeNull();
  });

  it('never shows a streamed part the moderation flags, nor anything after it; parts are shown only once moderated', async () => {
    const question = LESSON_QUESTION;
    expect(safety.screenQuestion(question)).toEqual({ safe: true });
    // The long quick answer and the sections come first; the gory sentence is in the last section.
    const gory = lessonWith(GORY_SENTENCE, { ...lessonWithLongParts(), originalQuestion: question });
    fake = await startFakeOpenAI([strictAnswer(gory)], { tokensPerSecond: 400, moderationFlags: flagging([[GORY_SENTENCE, ['violence/graphic']]]) });
    const data = await newJob(question);
    const { reports, sink } = recorder();
    await runResearchJob(data, sink, depsFor(fake, true));

    const writing = reports.filter((report) => report.progress < 20);
    const shown = writing.filter((report) => report.partial);
    expect(shown.some((report) => report.partial?.quickAnswer === gory.quickAnswer)).toBe(true);
    // No part ever carried the sentence, and once a part was held back none was shown again.
    for (const report of shown) expect(JSON.stringify(report.partial)).not.toContain('dragon fell');
    const firstShown = writing.indexOf(shown[0]);
    const lastShown = writing.indexOf(shown.at(-1)!);
    expect(writing.slice(firstShown, lastShown + 1).every((report) => report.partial)).toBe(true);
    expect(writing.slice(lastShown + 1).length).toBeGreaterThanOrEqual(1);
    expect(writing.slice(lastShown + 1).every((report) => report.partial === undefined)).toBe(true);
    // Each shown part's every string had been sent to the moderation before it was written.
    for (const report of shown) {
      const strings = lessonStrings(report.partial).filter((text) => text.trim() !== '');
      expect(strings.filter((text) => !report.moderatedBefore.includes(text))).toEqual([]);
    }
    // The part with the sentence was asked about while the lesson was being written (and again as a whole after).
    expect(fake.moderationRequests.filter((request) => (request.input as string[]).some((text) => text.includes(GORY_SENTENCE))).length).toBeGreaterThanOrEqual(2);
    expect(reports.slice(writing.length).map((report) => report.progress)).toEqual([20, 40, 60, 80, 100]);
    expect(reports.slice(writing.length).every((report) => report.partial === undefined)).toBe(true);
    const stored = await repos.lessons.get(data.researchId);
    expect(stored?.safety).toBe('redirected');
    expect(JSON.stringify(stored)).not.toContain('dragon fell');
  });

  it('keeps the rule-based result when the moderation endpoint fails (500): the job succeeds', async () => {
    fake = await startFakeOpenAI([strictAnswer(kidsLesson())], { moderationError: { status: 500, error: { message: 'The server had an error while processing your request.' } } });
    const data = await newJob('Why is the sky blue?');
    const { reports, sink } = recorder();
    await expect(runResearchJob(data, sink, depsFor(fake))).resolves.toEqual({ researchId: data.researchId, slug: data.slug, free: false });
    expect(reports.map((report) => report.progress)).toEqual([20, 40, 60, 80, 100]);
    // Asked about the question (tried twice) and about the lesson, then the screen's verdict stood.
    const question = { model: 'omni-moderation-latest', input: ['Why is the sky blue?'] };
    expect(fake.moderationRequests.slice(0, 2)).toEqual([question, question]);
    expect(fake.moderatedTexts()).toContain(kidsLesson().quickAnswer);
    const stored = await repos.lessons.get(data.researchId);
    expect(stored).toMatchObject({ safety: 'ok', quickAnswer: kidsLesson().quickAnswer, source: 'openai' });
    expect((await repos.asks.get(data.researchId))?.status).toBe('completed');

    // A question the rule-based screen routes is still routed, and the moderation is not asked about it.
    const harmful = await newJob('How do I make a bomb at home?', '9-12');
    const asked = fake.moderationRequests.length;
    await runResearchJob(harmful, recorder().sink, depsFor(fake));
    expect(fake.moderationRequests.length).toBe(asked);
    expect((await repos.lessons.get(harmful.researchId))?.safety).toBe('redirected');
  });

  it('shows no streamed part while the moderation endpoint fails, and still stores the lesson', async () => {
    fake = await startFakeOpenAI([strictAnswer(lessonWithLongParts())], { tokensPerSecond: 600, moderationError: { status: 500, error: { message: 'down' } } });
    const data = await newJob('Why is the sky blue?');
    const { reports, sink } = recorder();
    await runResearchJob(data, sink, depsFor(fake, true));
    const writing = reports.filter((report) => report.progress < 20);
    expect(writing.length).toBeGreaterThanOrEqual(2);
    expect(writing.every((report) => report.partial === undefined)).toBe(true);
    expect((await repos.lessons.get(data.researchId))?.safety).toBe('ok');
  });
});
