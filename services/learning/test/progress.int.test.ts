import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { Writable } from 'node:stream';
import pino from 'pino';
import request from 'supertest';
import type { Redis } from 'ioredis';
import { createEmptyCard, fsrs, Rating } from 'ts-fsrs';
import { MESSAGES, type ChildProfile, type SupportNeed } from '@wonderkin/shared';
import { closeServer, createSessionRedis, listen, loadConfig, openStore, type Config, type Store } from '@wonderkin/server-kit';
import { mintSession } from '../../../tests/support/sessions';
import { isolatedTestEnv } from '../../../tests/support/env';
import { createApp } from '../src/app';
import { familyOnlyAccess } from './support/family-access';
import { createLearningRecords } from '../src/store/records';
import { createServiceDirectory, type LessonForProgress, type LessonMade, type ServiceDirectory } from '../src/clients/services';

// Issue 11 through the learning API: answers judged from the stored lesson and recorded for the right child only,
// missed questions as due cards, FSRS due dates (checked against ts-fsrs directly), levels and the weekly report.
// The other services' answers (which family owns which child, the stored lesson, the lessons made for a child) come
// from an in-test directory; "research down" is the real client calling a port nobody listens on.

/** The service's warnings and errors, as logged. */
const logged: { level: number; msg: string; err?: string }[] = [];
const logger = pino({ level: 'warn' }, new Writable({
  write(chunk, _encoding, done) {
    logged.push(JSON.parse(String(chunk)));
    done();
  },
}));
const maya: ChildProfile = {
  childId: `child_${'a'.repeat(32)}`, ageRange: '6-8', interests: ['space'], goals: [], supportNeeds: [], weeklyReportEmail: false, createdAt: '2026-11-01T00:00:00Z', updatedAt: '2026-11-01T00:00:00Z',
};
const leo: ChildProfile = { ...maya, childId: `child_${'b'.repeat(32)}`, ageRange: '3-5' };
const sam: ChildProfile = { ...maya, childId: `child_${'c'.repeat(32)}`, ageRange: '9-12' };
const mia: ChildProfile = { ...maya, childId: `child_${'d'.repeat(32)}`, firstName: 'Mia' };
const option = (text: string, correct = false) => ({ text, correct });
const lessonFor = (id: string, module: string): LessonForProgress => ({
  id, title: 'Why Is the Sky Blue?', question: 'Why is the sky blue?', ageRange: '6-8', mode: 'kids', module,
  quiz: [
    { question: 'What makes the sky blue?', options: [option('Sunlight spreading in the air', true), option('Blue paint'), option('The ocean')], skill: 'cause-effect' },
    { question: 'Which light spreads most?', options: [option('Red'), option('Blue', true), option('Green')], skill: 'recall' },
    { question: 'What is a sunset sky?', options: [option('Orange and red', true), option('Always green')], skill: 'inference' },
  ],
  glossary: [{ term: 'Scatter', pronunciation: 'SKAT-er', definition: 'To spread out in many directions.' }],
  relatedQueries: [],
});

describe('the learning API', () => {
  const env = isolatedTestEnv('learning');
  let config: Config;
  let store: Store;
  let redis: Redis;
  let server: http.Server;
  let clock = new Date('2026-11-23T10:00:00Z');
  const lessons = new Map<string, LessonForProgress>();
  const asked: number[] = [];
  let mayaNeeds: SupportNeed[] = [];
  /** The lessons research made for each of family_ann's children (completed, non-free asks), and what it was asked. */
  const made = new Map<string, LessonMade[]>();
  const lessonsAsked: { userId: string; childId: string; from: string; to: string }[] = [];
  /** Research not answering: its internal routes called for real, on a port nobody listens on. */
  let researchDown = false;
  const deadResearch = createServiceDirectory({ accountsUrl: 'http://127.0.0.1:9', researchUrl: 'http://127.0.0.1:9', internalToken: undefined });
  const ownedChild = async (userId: string, childId: string) => (userId === 'family_ann'
    ? [{ ...maya, firstName: 'Maya', supportNeeds: mayaNeeds }, leo, sam, mia].find((c) => c.childId === childId) ?? null
    : null);
  const directory: ServiceDirectory = {
    access: familyOnlyAccess(ownedChild),
    ownedChild,
    lesson: async (hashId) => (researchDown ? deadResearch.lesson(hashId) : lessons.get(hashId) ?? null),
    // The library's questions about the child's interests: the first is Maya's lesson, the last Sam's (in other words).
    suggestions: async (interests, age, limit) => {
      if (researchDown) return deadResearch.suggestions(interests, age, limit);
      asked.push(limit);
      return ['Why is the sky blue?', 'How do rockets get to space?', 'How do volcanoes erupt?'];
    },
    childLessons: async (userId, childId, range) => {
      if (researchDown) return deadResearch.childLessons(userId, childId, range);
      lessonsAsked.push({ userId, childId, from: range.from.toISOString(), to: range.to.toISOString() });
      const inRange = (lesson: LessonMade) => Date.parse(lesson.createdAt) >= range.from.getTime() && Date.parse(lesson.createdAt) < range.to.getTime();
      return userId === 'family_ann' ? (made.get(childId) ?? []).filter(inRange) : [];
    },
    reportRecipients: async () => [],
    assignmentWatchers: async () => [],
    classOf: async () => null,
    student: async () => null,
    classLinks: async () => [],
  };

  beforeAll(async () => {
    config = loadConfig({ ...process.env, ...env });
    store = await openStore({ service: 'learning', dataDir: config.DATA_DIR });
    redis = createSessionRedis(config.REDIS_URL);
    server = http.createServer(createApp({ config, logger, store, redis, directory, now: () => clock }));
    await listen(server, 0, '127.0.0.1');
    for (let i = 1; i <= 4; i += 1) lessons.set(`lesson${i}`, lessonFor(`lesson${i}`, 'Science Explorers'));
  });
  afterAll(async () => {
    if (server) await closeServer(server);
    await redis?.quit();
    await store?.close();
    fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
  });

  const as = async (userId: string) => mintSession(redis, config, userId);
  const answer = async (cookie: string, body: object) => request(server).post('/api/progress/answers').set('cookie', cookie).send(body);

  it('judges answers on the server, records the first per question for that child only, and keeps others out', async () => {
    const ann = await as('family_ann');
    const wrong = await answer(ann, { childId: maya.childId, hashId: 'lesson1', questionIndex: 0, optionIndex: 1 });
    expect(wrong.body).toEqual({ correct: false, correctIndex: 0, recorded: true });
    expect((await answer(ann, { childId: maya.childId, hashId: 'lesson1', questionIndex: 0, optionIndex: 0 })).body).toEqual({ correct: true, correctIndex: 0, recorded: false });
    expect((await answer(ann, { childId: maya.childId, hashId: 'lesson1', questionIndex: 1, optionIndex: 1 })).body).toEqual({ correct: true, correctIndex: 1, recorded: true });

    const bob = await as('family_bob');
    const foreign = await answer(bob, { childId: maya.childId, hashId: 'lesson1', questionIndex: 2, optionIndex: 0 });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ error: MESSAGES.childNotFound });
    expect((await request(server).get(`/api/progress/${maya.childId}/review`).set('cookie', bob)).status).toBe(404);
    expect((await request(server).get(`/api/progress/${maya.childId}/review`)).status).toBe(401);
    expect((await answer(ann, { childId: maya.childId, hashId: 'nope', questionIndex: 0, optionIndex: 0 })).status).toBe(404);
    expect((await answer(ann, { childId: maya.childId, hashId: 'lesson1', questionIndex: 9, optionIndex: 0 })).body).toEqual({ error: MESSAGES.lessonNotFoundForAnswer });
    expect((await answer(ann, { childId: maya.childId, hashId: 'lesson1', questionIndex: -1, optionIndex: 0 })).body).toEqual({ error: MESSAGES.progressAnswerInvalid });

    // Leo answered nothing: no cards. Maya: the missed question and the glossary word are due now.
    expect((await request(server).get(`/api/progress/${leo.childId}/review`).set('cookie', ann)).body).toEqual({ cards: [], total: 0 });
    const due = (await request(server).get(`/api/progress/${maya.childId}/review`).set('cookie', ann)).body;
    expect(due.cards.map((card: { kind: string; front: string }) => [card.kind, card.front]).sort()).toEqual([
      ['glossary', 'Scatter'], ['missed-question', 'What makes the sky blue?'],
    ]);
  });

  it('moves a graded card as FSRS says, and it is no longer due until then', async () => {
    const ann = await as('family_ann');
    const due = (await request(server).get(`/api/progress/${maya.childId}/review`).set('cookie', ann)).body;
    const card = due.cards.find((c: { kind: string }) => c.kind === 'missed-question');
    const created = new Date(card.due);
    clock = new Date('2026-11-23T18:00:00Z');
    const graded = await request(server).post(`/api/progress/${maya.childId}/review/${encodeURIComponent(card.cardId)}`).set('cookie', ann).send({ grade: 'good' });
    const expected = fsrs({ enable_fuzz: false }).next(createEmptyCard(created), clock, Rating.Good).card;
    expect(graded.body).toEqual({ cardId: card.cardId, due: expected.due.toISOString(), state: 'learning' });
    const after = (await request(server).get(`/api/progress/${maya.childId}/review`).set('cookie', ann)).body;
    expect(after.cards.map((c: { cardId: string }) => c.cardId)).not.toContain(card.cardId);
    expect((await request(server).post(`/api/progress/${maya.childId}/review/${encodeURIComponent(card.cardId)}`).set('cookie', ann).send({ grade: 'meh' })).body)
      .toEqual({ error: MESSAGES.reviewGradeInvalid });
    expect((await request(server).post(`/api/progress/${leo.childId}/review/${encodeURIComponent(card.cardId)}`).set('cookie', ann).send({ grade: 'good' })).status).toBe(404);
  });

  it('makes the next lesson simpler after most questions were missed, and the parent can override it', async () => {
    const ann = await as('family_ann');
    for (const q of [0, 1, 2]) await answer(ann, { childId: leo.childId, hashId: 'lesson2', questionIndex: q, optionIndex: q === 1 ? 0 : 1 });
    const levels = (await request(server).get(`/api/progress/${leo.childId}/levels`).set('cookie', ann)).body.levels;
    expect(levels).toEqual([expect.objectContaining({ module: 'Science Explorers', level: 'simpler', overridden: false })]);
    expect(levels[0].reason).toContain('3 of 3 questions were missed');
    const set = await request(server).put(`/api/progress/${leo.childId}/levels`).set('cookie', ann).send({ module: 'Science Explorers', level: 'standard' });
    expect(set.body.levels[0]).toMatchObject({ level: 'standard', overridden: true });
  });

  it('counts the weekly report from the recorded answers', async () => {
    const ann = await as('family_ann');
    const report = (await request(server).get(`/api/progress/${maya.childId}/report?week=2026-W48`).set('cookie', ann)).body;
    // Recorded for Maya this week: lesson1 q0 wrong, q1 right (the repeated q0 does not count); one review.
    expect(report).toMatchObject({
      childId: maya.childId, week: '2026-W48', lessonsExplored: 1, questionsAnswered: 2, correctAnswers: 1, accuracy: 0.5,
      reviewsDone: 1, reviewStreakDays: 1, suggestedQuestions: ['How do rockets get to space?', 'How do volcanoes erupt?'],
    });
    // More asked of the library than shown, so that leaving out Maya's lesson still leaves three when it has them.
    expect(asked.at(-1)).toBeGreaterThan(3);
    expect((await request(server).get(`/api/progress/${maya.childId}/report?week=2026-48`).set('cookie', ann)).body).toEqual({ error: MESSAGES.reportWeekInvalid });
  });

  /** The PDF's text (pdftotext) and, with `bbox`, each word's box height in points. */
  function readPdf(pdf: Buffer): { text: string; pages: number; wordHeight: (word: string) => number } {
    const file = path.join(os.tmpdir(), `learning-${process.pid}-${Date.now()}.pdf`);
    fs.writeFileSync(file, pdf);
    try {
      const text = execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' });
      const pages = Number(/^Pages:\s+(\d+)/m.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]);
      const boxes = execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8' });
      const wordHeight = (word: string) => {
        const match = new RegExp(`yMin="([\\d.]+)" xMax="[\\d.]+" yMax="([\\d.]+)">${word}</word>`).exec(boxes);
        if (!match) throw new Error(`no "${word}" in the PDF`);
        return Number(match[2]) - Number(match[1]);
      };
      return { text: text.replace(/\s+/g, ' '), pages, wordHeight };
    } finally {
      fs.rmSync(file, { force: true });
    }
  }
  const getPdf = (url: string, cookie: string) => request(server).get(url).set('cookie', cookie).buffer(true)
    .parse((res, done) => { const chunks: Buffer[] = []; res.on('data', (c: Buffer) => chunks.push(c)); res.on('end', () => done(null, Buffer.concat(chunks))); });

  it('prints the weekly report as a PDF with the same figures, for the family only', async () => {
    const ann = await as('family_ann');
    const response = await getPdf(`/api/progress/${maya.childId}/report.pdf?week=2026-W48`, ann);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('progress-2026-W48-maya.pdf');
    const { text, pages } = readPdf(response.body as Buffer);
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(text).toContain('Maya: 23 Nov');
    expect(text).toContain('1 lesson explored');
    expect(text).toContain('2 quiz questions answered');
    expect(text).toContain('50% answered right');
    expect(text).toContain('1 card review done');
    expect(text).toContain('0 cards learned');
    expect(text).toContain('A review card is one thing to remember from a lesson: a quiz question Maya missed, or a new word.');
    expect(text).toContain('A card counts as learned once Maya has remembered it twice in a row, on visits at least 10 minutes apart');
    expect(text).toContain("Maya's last 8 weeks Lessons explored");
    expect(text).toContain('Quiz answers right');
    expect(text).toContain('50%');
    expect(text).toContain('Cause and effect: 0 of 1 right (0%)');
    expect(text).toContain('Remembering facts: 1 of 1 right (100%)');
    expect(text).toContain('How do rockets get to space?');
    expect(text).not.toContain('Why is the sky blue?');
    expect((await getPdf(`/api/progress/${maya.childId}/report.pdf?week=2026-W48`, await as('family_bob'))).status).toBe(404);
    const badPaper = await request(server).get(`/api/progress/${maya.childId}/report.pdf?paper=folio`).set('cookie', ann);
    expect(badPaper.status).toBe(400);
    expect(badPaper.body).toEqual({ error: MESSAGES.paperSizeInvalid });
  });

  it('prints the cards due this week on a review sheet, larger and roomier for a dyslexia-friendly profile', async () => {
    const ann = await as('family_ann');
    clock = new Date('2026-11-24T09:00:00Z');
    mayaNeeds = [];
    const plain = readPdf((await getPdf(`/api/progress/${maya.childId}/review-sheet.pdf`, ann)).body as Buffer);
    // Both of Maya's cards fall due by Sunday: the glossary word (never reviewed) and the graded question (FSRS: minutes later).
    expect(plain.text).toContain('What does "Scatter" mean?');
    expect(plain.text).toContain('To spread out in many directions.');
    expect(plain.text).toContain('What makes the sky blue?');
    expect(plain.text).toContain('Sunlight spreading in the air');
    mayaNeeds = ['dyslexia-friendly', 'larger-text', 'english-learner'];
    const roomy = readPdf((await getPdf(`/api/progress/${maya.childId}/review-sheet.pdf`, ann)).body as Buffer);
    expect(roomy.wordHeight('spread')).toBeGreaterThan(plain.wordHeight('spread') * 1.2);
    // English learners meet the words first.
    expect(roomy.text.indexOf('Scatter')).toBeLessThan(roomy.text.indexOf('What makes the sky blue?'));
    mayaNeeds = [];
    const empty = readPdf((await getPdf(`/api/progress/${sam.childId}/review-sheet.pdf`, ann)).body as Buffer);
    expect(empty.text).toContain('No cards are due this week.');
  });

  it("prints each subject's level once, with why beside it", async () => {
    const ann = await as('family_ann');
    const { text } = readPdf((await getPdf(`/api/progress/${leo.childId}/report.pdf?week=2026-W48`, ann)).body as Buffer);
    // Leo missed all three of lesson2 (and his parent chose "standard" above): the level and why, said once each.
    expect(text).toContain('Science Explorers: as written for the age range (your choice). The quiz answers alone suggest: one step simpler.');
    expect(text).not.toMatch(/step simpler\. One step simpler/i);
  });

  it("an untagged question's answer counts but names no skill; the report's weeks; next questions leave out done lessons", async () => {
    const ann = await as('family_ann');
    clock = new Date('2026-11-25T10:00:00Z');
    // The exploration page's quiz has no skill tags: its answers must not become "Remembering facts".
    lessons.set('explore', {
      ...lessonFor('explore', 'General'), question: 'How does a volcano erupt?', title: "Let's Find Out Together: How does a volcano erupt?",
      quiz: lessonFor('explore', 'General').quiz.map(({ skill: _skill, ...item }) => item),
    });
    for (const q of [0, 1]) expect((await answer(ann, { childId: sam.childId, hashId: 'explore', questionIndex: q, optionIndex: 0 })).status).toBe(200);
    const report = (await request(server).get(`/api/progress/${sam.childId}/report?week=2026-W48`).set('cookie', ann)).body;
    expect(report).toMatchObject({ questionsAnswered: 2, correctAnswers: 1, strengths: [], practise: [] });
    expect(report.bySkill.every((figure: { answered: number }) => figure.answered === 0)).toBe(true);
    // Sam did the volcano lesson (asked in other words): it is not suggested; the sky lesson, which he did not do, is.
    expect(report.suggestedQuestions).toEqual(['Why is the sky blue?', 'How do rockets get to space?']);
    const { text } = readPdf((await getPdf(`/api/progress/${sam.childId}/report.pdf?week=2026-W48`, ann)).body as Buffer);
    expect(text).not.toContain('Quiz answers by skill');
    expect(text).not.toContain('Remembering facts');

    // An answer recorded before lessons' questions were kept: the lesson is asked of the research service.
    lessons.set('old-volcano', { ...lessonFor('old-volcano', 'Science Explorers'), question: 'How do volcanoes erupt?', title: 'How Volcanoes Erupt' });
    await createLearningRecords(store).answers.insertIfAbsent({
      id: `${leo.childId}:old-volcano:0`, userId: 'family_ann', childId: leo.childId, hashId: 'old-volcano', questionIndex: 0, optionIndex: 0,
      module: 'Science Explorers', skill: 'recall', correct: true, at: '2026-11-16T10:00:00.000Z',
    });
    const leos = (await request(server).get(`/api/progress/${leo.childId}/report?week=2026-W48`).set('cookie', ann)).body;
    expect(leos.suggestedQuestions).toEqual(['How do rockets get to space?']);

    // The chart's weeks: the 8 up to the report's week, oldest first, each counted like the report.
    const weeks = await request(server).get(`/api/progress/${leo.childId}/weeks?week=2026-W48`).set('cookie', ann);
    expect(weeks.status).toBe(200);
    expect(weeks.body.weeks.map((w: { week: string }) => w.week)).toEqual(['2026-W41', '2026-W42', '2026-W43', '2026-W44', '2026-W45', '2026-W46', '2026-W47', '2026-W48']);
    expect(weeks.body.weeks.slice(-2)).toEqual([
      { week: '2026-W47', from: '2026-11-16T00:00:00.000Z', lessonsExplored: 1, questionsAnswered: 1, correctAnswers: 1, accuracy: 1 },
      { week: '2026-W48', from: '2026-11-23T00:00:00.000Z', lessonsExplored: 1, questionsAnswered: 3, correctAnswers: 0, accuracy: 0 },
    ]);
    expect((await request(server).get(`/api/progress/${leo.childId}/weeks`).set('cookie', ann)).body.weeks.at(-1).week).toBe('2026-W48');
    expect((await request(server).get(`/api/progress/${leo.childId}/weeks?week=2026-48`).set('cookie', ann)).body).toEqual({ error: MESSAGES.reportWeekInvalid });
    expect((await request(server).get(`/api/progress/${leo.childId}/weeks`).set('cookie', await as('family_bob'))).status).toBe(404);
  });

  it('counts the lessons made for a child as explored, quiz or not (Mia: two lessons opened one evening, no quiz)', async () => {
    const ann = await as('family_ann');
    made.set(mia.childId, [
      { id: 'mia-moon', createdAt: '2026-11-24T18:00:00.000Z' }, { id: 'mia-bees', createdAt: '2026-11-24T18:05:00.000Z' },
      { id: 'mia-older', createdAt: '2026-11-12T18:00:00.000Z' }, // W46
    ]);
    const report = (await request(server).get(`/api/progress/${mia.childId}/report?week=2026-W48`).set('cookie', ann)).body;
    expect(report).toMatchObject({ lessonsExplored: 2, questionsAnswered: 0, correctAnswers: 0, accuracy: null, practise: [] });
    // Research is asked with the session's family and the report's week.
    expect(lessonsAsked).toContainEqual({ userId: 'family_ann', childId: mia.childId, from: '2026-11-23T00:00:00.000Z', to: '2026-11-30T00:00:00.000Z' });
    const { text } = readPdf((await getPdf(`/api/progress/${mia.childId}/report.pdf?week=2026-W48`, ann)).body as Buffer);
    expect(text).toContain('2 lessons explored');
    // The chart counts the same way, week by week.
    const weeks = (await request(server).get(`/api/progress/${mia.childId}/weeks?week=2026-W48`).set('cookie', ann)).body.weeks;
    expect(weeks.map((w: { lessonsExplored: number }) => w.lessonsExplored)).toEqual([0, 0, 0, 0, 0, 1, 0, 2]);
    expect(lessonsAsked.at(-1)).toEqual({ userId: 'family_ann', childId: mia.childId, from: '2026-10-05T00:00:00.000Z', to: '2026-11-30T00:00:00.000Z' });
    // A lesson made for her and answered in counts once.
    lessons.set('mia-moon', { ...lessonFor('mia-moon', 'Science Explorers'), title: 'Why Does the Moon Change Shape?' });
    expect((await answer(ann, { childId: mia.childId, hashId: 'mia-moon', questionIndex: 0, optionIndex: 0 })).status).toBe(200);
    expect((await request(server).get(`/api/progress/${mia.childId}/report?week=2026-W48`).set('cookie', ann)).body)
      .toMatchObject({ lessonsExplored: 2, questionsAnswered: 1 });
    // Another family never sees her report.
    expect((await request(server).get(`/api/progress/${mia.childId}/report?week=2026-W48`).set('cookie', await as('family_bob'))).status).toBe(404);
  });

  it('still serves the report, its PDF and the weeks when research does not answer: lessons are counted from quiz answers', async () => {
    const ann = await as('family_ann');
    researchDown = true;
    logged.length = 0;
    try {
      const report = await request(server).get(`/api/progress/${mia.childId}/report?week=2026-W48`).set('cookie', ann);
      expect(report.status).toBe(200);
      // Only the lesson she answered in is known without research.
      expect(report.body).toMatchObject({ lessonsExplored: 1, questionsAnswered: 1, correctAnswers: 1, suggestedQuestions: [] });
      const weeks = await request(server).get(`/api/progress/${mia.childId}/weeks?week=2026-W48`).set('cookie', ann);
      expect(weeks.status).toBe(200);
      expect(weeks.body.weeks.at(-1)).toMatchObject({ week: '2026-W48', lessonsExplored: 1 });
      const pdf = await getPdf(`/api/progress/${mia.childId}/report.pdf?week=2026-W48`, ann);
      expect(pdf.status).toBe(200);
      expect(readPdf(pdf.body as Buffer).text).toContain('1 lesson explored');
      expect(logged).toContainEqual(expect.objectContaining({
        level: 40, msg: 'research did not answer about the lessons made for a child; the report counts lessons from quiz answers only',
      }));
    } finally {
      researchDown = false;
    }
  });

  it("names the lesson to look again at when its quiz was mostly missed (Leo's 1 of 4, each question a different skill)", async () => {
    const ann = await as('family_ann');
    clock = new Date('2026-12-01T17:00:00Z'); // W49
    const bees = lessonFor('bees', 'Science Explorers');
    lessons.set('bees', {
      ...bees, title: 'How Bees Make Honey', question: 'How do bees make honey?',
      quiz: [...bees.quiz, { question: 'What do bees drink from flowers?', options: [option('Nectar', true), option('Milk')], skill: 'vocabulary' }],
    });
    // Right on the first question only.
    for (const [questionIndex, optionIndex] of [[0, 0], [1, 0], [2, 1], [3, 1]]) {
      expect((await answer(ann, { childId: leo.childId, hashId: 'bees', questionIndex, optionIndex })).status).toBe(200);
    }
    const report = (await request(server).get(`/api/progress/${leo.childId}/report?week=2026-W49`).set('cookie', ann)).body;
    expect(report).toMatchObject({ questionsAnswered: 4, correctAnswers: 1, accuracy: 0.25 });
    expect(report.practise).toEqual(['Look again at: How Bees Make Honey (1 of 4 quiz answers right)']);
    const { text } = readPdf((await getPdf(`/api/progress/${leo.childId}/report.pdf?week=2026-W49`, ann)).body as Buffer);
    expect(text).toContain('Look again at: How Bees Make Honey (1 of 4 quiz answers right)');
    expect(text).not.toContain('Nothing stands out to practise this week');

    // Answers recorded before lessons' titles were kept: the title is asked of research.
    const records = createLearningRecords(store);
    for (const questionIndex of [0, 1]) {
      await records.answers.insertIfAbsent({
        id: `${sam.childId}:old-volcano:${questionIndex}`, userId: 'family_ann', childId: sam.childId, hashId: 'old-volcano', questionIndex, optionIndex: 2,
        module: 'Science Explorers', correct: false, at: '2026-12-01T09:00:00.000Z',
      });
    }
    const sams = (await request(server).get(`/api/progress/${sam.childId}/report?week=2026-W49`).set('cookie', ann)).body;
    expect(sams.practise).toEqual(['Look again at: How Volcanoes Erupt (0 of 2 quiz answers right)']);
  });
});
