import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import request from 'supertest';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { EVENT_QUEUES, MESSAGES, QUEUES, type ChildClassWork, type ClassDashboard, type ClassRoster, type ClassStudentRecord, type StudentWork } from '@wonderkin/shared';
import {
  closeServer, createEventPublisher, createLogger, createServiceQueue, createSessionRedis, listen, loadConfig, openStore, runProcess, type Config, type Store,
} from '@wonderkin/server-kit';
import { mintSession, mintStudentSession } from '../../../tests/support/sessions';
import { isolatedTestEnv } from '../../../tests/support/env';
import { createApp } from '../src/app';
import { familyOnlyAccess } from './support/family-access';
import type { LessonForProgress, ServiceDirectory } from '../src/clients/services';
import { createLearningRecords } from '../src/store/records';
import { removeLearningRecords } from '../src/user-data/remove';
import { startLearningEvents } from '../src/user-data/events';

// Issue 22 §2 through the learning API: an educator assigns a lesson to a class or to some students, students answer
// its quiz on a classroom device (judged here from the stored lesson), and the dashboard shows who did what and how each
// quiz skill went, also as CSV. The classes and rosters (accounts) and lessons (research) come from an in-test directory
// that answers as their internal routes do.

const logger = createLogger('class-work-test', 'silent');
const id = (prefix: string, fill: string) => `${prefix}_${fill.repeat(32)}`;
const option = (text: string, correct = false) => ({ text, correct });
const volcanoes: LessonForProgress = {
  id: 'lessonVolcano', title: 'How Do Volcanoes Erupt?', question: 'How do volcanoes erupt?', ageRange: '6-8', mode: 'kids', module: 'Science Explorers',
  quiz: [
    { question: 'What comes out of a volcano?', options: [option('Lava', true), option('Juice')], skill: 'recall' },
    { question: 'Why does magma rise?', options: [option('It is lighter than the rock around it', true), option('Wind pushes it')], skill: 'cause-effect' },
  ],
  glossary: [{ term: 'Magma', pronunciation: 'MAG-muh', definition: 'Melted rock under the ground.' }],
  relatedQueries: [],
};

const ROBINS = id('class', 'a');
const OWLS = id('class', 'b');
const mia = { studentId: id('stu', '1'), displayName: 'Mia', ageRange: '6-8' as const };
const theo = { studentId: id('stu', '2'), displayName: 'Theo', ageRange: '6-8' as const };
const una = { studentId: id('stu', '3'), displayName: 'Una', ageRange: '6-8' as const };
const rosters: Record<string, ClassRoster & { educatorUserId: string }> = {
  [ROBINS]: { classId: ROBINS, name: 'Year 2 Robins', ageRange: '6-8', archived: false, students: [mia, theo], educatorUserId: 'teacher_khan' },
  [OWLS]: { classId: OWLS, name: 'Owls', ageRange: '6-8', archived: false, students: [una], educatorUserId: 'teacher_ode' },
};
const studentRecord = (classId: string, student: ClassRoster['students'][number]): ClassStudentRecord => ({
  ...student, classId, className: rosters[classId].name, educatorUserId: rosters[classId].educatorUserId,
});

describe('class work: assignments, answers on the classroom device, the dashboard', () => {
  const env = isolatedTestEnv('class-work');
  let config: Config;
  let store: Store;
  let redis: Redis;
  let server: http.Server;
  /** Families and their children: Lee's family has Lee (linked to the Robins while a test says so). */
  const families: Record<string, string[]> = { family_lee: [id('child', 'f')] };
  const ownedChild = async (userId: string, childId: string) =>
    (families[userId]?.includes(childId) ? { childId, ageRange: '6-8' as const, firstName: 'Lee', interests: [], goals: [], supportNeeds: [], weeklyReportEmail: false, createdAt: '2026-11-01T00:00:00Z', updatedAt: '2026-11-01T00:00:00Z' } : null);
  const directory: ServiceDirectory = {
    access: familyOnlyAccess(ownedChild),
    ownedChild,
    lesson: async (hashId) => (hashId === volcanoes.id ? volcanoes : null),
    suggestions: async () => [],
    childLessons: async () => [],
    reportRecipients: async () => [],
    assignmentWatchers: async () => [],
    classOf: async (educatorUserId, classId) => {
      const roster = rosters[classId];
      if (!roster || roster.educatorUserId !== educatorUserId) return null;
      const { educatorUserId: _owner, ...shown } = roster;
      return shown;
    },
    classLinks: async (childId) => Object.values(rosters).flatMap((roster) => roster.students
      .filter((student) => student.linked?.childId === childId)
      .map((student) => ({ classId: roster.classId, className: roster.name, studentId: student.studentId, educatorUserId: roster.educatorUserId }))),
    student: async (studentId) => {
      const roster = Object.values(rosters).find((each) => each.students.some((student) => student.studentId === studentId));
      return roster && !roster.archived ? studentRecord(roster.classId, roster.students.find((student) => student.studentId === studentId)!) : null;
    },
  };

  beforeAll(async () => {
    config = loadConfig({ ...process.env, ...env });
    store = await openStore({ service: 'learning', dataDir: config.DATA_DIR });
    redis = createSessionRedis(config.REDIS_URL);
    server = http.createServer(createApp({ config, logger, store, redis, directory, now: () => new Date('2026-11-30T09:00:00Z') }));
    await listen(server, 0, '127.0.0.1');
  });
  afterAll(async () => {
    if (server) await closeServer(server);
    await redis?.quit();
    await store?.close();
    fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
  });

  const teacher = (userId: string) => mintSession(redis, config, userId);
  const device = (classId: string, student: typeof mia) => mintStudentSession(redis, config, { classId, studentId: student.studentId });

  it('assigns a lesson to the class once, refuses what is not theirs or not a lesson in words, and lists it', async () => {
    const khan = await teacher('teacher_khan');
    const made = await request(server).post(`/api/class-work/${ROBINS}/assignments`).set('cookie', khan).send({ hashId: volcanoes.id, dueOn: '2026-12-05' });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ classId: ROBINS, hashId: volcanoes.id, title: 'How Do Volcanoes Erupt?', questions: 2, dueOn: '2026-12-05' });
    const again = await request(server).post(`/api/class-work/${ROBINS}/assignments`).set('cookie', khan).send({ hashId: volcanoes.id, dueOn: '2026-12-05' });
    expect([again.status, again.body.assignmentId]).toEqual([200, made.body.assignmentId]);

    const cases: [string, object, number, string][] = [
      [ROBINS, { hashId: 'no-such-lesson' }, 404, MESSAGES.classLessonNotFound],
      [ROBINS, { hashId: volcanoes.id, studentIds: [una.studentId] }, 404, MESSAGES.studentNotFound],
      [ROBINS, { hashId: volcanoes.id, dueOn: '2026-11-01' }, 400, MESSAGES.careEndDateInvalid],
      [ROBINS, { hashId: volcanoes.id, childId: 'x' }, 400, MESSAGES.classAssignmentInvalid],
      [OWLS, { hashId: volcanoes.id }, 404, MESSAGES.classNotFound],
    ];
    for (const [classId, body, status, error] of cases) {
      const res = await request(server).post(`/api/class-work/${classId}/assignments`).set('cookie', khan).send(body);
      expect([classId, body, res.status, res.body.error]).toEqual([classId, body, status, error]);
    }
    expect((await request(server).get(`/api/class-work/${ROBINS}/assignments`).set('cookie', khan)).body.assignments).toHaveLength(1);
    expect((await request(server).get(`/api/class-work/${ROBINS}/assignments`)).status).toBe(401);
    // Another educator, and a student's device, get nothing of the class.
    const ode = await teacher('teacher_ode');
    expect((await request(server).get(`/api/class-work/${ROBINS}/dashboard`).set('cookie', ode)).status).toBe(404);
    expect((await request(server).get(`/api/class-work/${ROBINS}/dashboard`).set('cookie', await device(ROBINS, mia))).status).toBe(401);
  });

  it('lets a student answer their work on the device, judged on the server, and the dashboard shows it per student and skill', async () => {
    const khan = await teacher('teacher_khan');
    const miaDevice = await device(ROBINS, mia);
    const work = (await request(server).get('/api/class-work/mine').set('cookie', miaDevice)).body as StudentWork;
    expect(work.student).toMatchObject({ displayName: 'Mia', className: 'Year 2 Robins' });
    expect(work.student).not.toHaveProperty('educatorUserId');
    const [assignment] = work.assignments;
    expect(assignment.result).toEqual({ answered: 0, correct: 0, done: false });

    const answer = (questionIndex: number, optionIndex: number) => request(server).post('/api/class-work/answers').set('cookie', miaDevice)
      .send({ assignmentId: assignment.assignmentId, questionIndex, optionIndex });
    expect((await answer(0, 0)).body).toEqual({ correct: true, correctIndex: 0, recorded: true });
    expect((await answer(1, 1)).body).toEqual({ correct: false, correctIndex: 0, recorded: true });
    expect((await answer(1, 0)).body).toEqual({ correct: true, correctIndex: 0, recorded: false });
    expect((await answer(7, 0)).body.error).toBe(MESSAGES.lessonNotFoundForAnswer);

    const mine = (await request(server).get('/api/class-work/mine').set('cookie', miaDevice)).body as StudentWork;
    expect(mine.assignments[0].result).toEqual({ answered: 2, correct: 1, done: true });

    const dashboard = (await request(server).get(`/api/class-work/${ROBINS}/dashboard`).set('cookie', khan)).body as ClassDashboard;
    const byName = Object.fromEntries(dashboard.students.map((student) => [student.displayName, student]));
    expect(byName.Mia.results[assignment.assignmentId]).toEqual({ answered: 2, correct: 1, done: true });
    expect(byName.Mia.skills).toEqual({ recall: { correct: 1, answered: 1 }, 'cause-effect': { correct: 0, answered: 1 } });
    expect(byName.Theo.results[assignment.assignmentId]).toEqual({ answered: 0, correct: 0, done: false });

    const csv = await request(server).get(`/api/class-work/${ROBINS}/dashboard.csv`).set('cookie', khan);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="year-2-robins-results.csv"');
    const rows = csv.text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(rows[0]).toContain('"How Do Volcanoes Erupt?"');
    expect(rows[1]).toMatch(/^"Mia","6-8","1\/2"/);
    expect(rows[2]).toMatch(/^"Theo","6-8","not started"/);
  });

  it('prints the class report as a real PDF: each assignment finished by how many, each student\'s work and skills', async () => {
    const khan = await teacher('teacher_khan');
    const pdf = await request(server).get(`/api/class-work/${ROBINS}/report.pdf?paper=a4`).set('cookie', khan).buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'class-report-'));
    try {
      fs.writeFileSync(path.join(dir, 'report.pdf'), pdf.body as Buffer);
      const info = await runProcess('pdfinfo', [path.join(dir, 'report.pdf')]);
      expect(info).toMatch(/Page size:\s+595\.\d+ x 841\.\d+ pts \(A4\)/);
      expect(info).toMatch(/Title:\s+Year 2 Robins: class report, 30 Nov 2026/);
      const text = (await runProcess('pdftotext', ['-layout', path.join(dir, 'report.pdf'), '-'])).replace(/\s+/g, ' ');
      expect(text).toContain('How Do Volcanoes Erupt?, due 2026-12-05: finished by 1 of 2; 50 % right of what was answered.');
      expect(text).toContain('Mia (6-8) Finished 1 of 1 assigned; 50 % right.');
      expect(text).toContain('Theo (6-8) Finished 0 of 1 assigned; – right. No answers yet.');
      expect(text).toMatch(/Remembering facts: 1 of 1 right \(100 %\)/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    expect((await request(server).get(`/api/class-work/${ROBINS}/report.pdf?paper=folio`).set('cookie', khan)).body.error).toBe(MESSAGES.paperSizeInvalid);
    expect((await request(server).get(`/api/class-work/${ROBINS}/report.pdf`).set('cookie', await teacher('teacher_ode'))).status).toBe(404);
  });

  it('gives a student only their class\'s work meant for them: another class\'s assignment is 404 on the device', async () => {
    const khan = await teacher('teacher_khan');
    const forTheo = await request(server).post(`/api/class-work/${ROBINS}/assignments`).set('cookie', khan).send({ hashId: volcanoes.id, studentIds: [theo.studentId] });
    expect(forTheo.status).toBe(201);
    const miaWork = (await request(server).get('/api/class-work/mine').set('cookie', await device(ROBINS, mia))).body as StudentWork;
    expect(miaWork.assignments.map((each) => each.assignmentId)).not.toContain(forTheo.body.assignmentId);
    const refused = await request(server).post('/api/class-work/answers').set('cookie', await device(ROBINS, mia)).send({ assignmentId: forTheo.body.assignmentId, questionIndex: 0, optionIndex: 0 });
    expect([refused.status, refused.body.error]).toEqual([404, MESSAGES.assignmentNotFound]);
    const unaDevice = await device(OWLS, una);
    expect(((await request(server).get('/api/class-work/mine').set('cookie', unaDevice)).body as StudentWork).assignments).toEqual([]);
    const crossed = await request(server).post('/api/class-work/answers').set('cookie', unaDevice).send({ assignmentId: forTheo.body.assignmentId, questionIndex: 0, optionIndex: 0 });
    expect(crossed.status).toBe(404);
    // A session that names a student of another class than its own is signed out.
    const forged = await mintStudentSession(redis, config, { classId: OWLS, studentId: mia.studentId });
    expect((await request(server).get('/api/class-work/mine').set('cookie', forged)).status).toBe(401);
    expect((await request(server).get('/api/class-work/mine')).body.error).toBe(MESSAGES.classDeviceSignInRequired);
  });

  it('counts a linked child\'s answers at home on the class\'s lessons (and only those), once per question', async () => {
    const khan = await teacher('teacher_khan');
    const records = createLearningRecords(store);
    const sam = { studentId: id('stu', '4'), displayName: 'Sam', ageRange: '6-8' as const, linked: { familyUserId: 'family_sam', childId: id('child', 'e') } };
    rosters[ROBINS].students.push(sam);
    try {
      const base = { userId: 'family_sam', childId: sam.linked.childId, module: 'Science Explorers', at: '2026-11-30T08:00:00Z' };
      await records.answers.insert({ ...base, id: 'home-1', hashId: volcanoes.id, questionIndex: 0, optionIndex: 0, correct: true, skill: 'recall' });
      await records.answers.insert({ ...base, id: 'home-2', hashId: volcanoes.id, questionIndex: 1, optionIndex: 0, correct: true, skill: 'cause-effect' });
      // Another lesson of the family's is not the teacher's to see; another family's answers for the same child id do not count.
      await records.answers.insert({ ...base, id: 'home-3', hashId: 'familyOwnLesson', questionIndex: 0, optionIndex: 0, correct: false });
      await records.answers.insert({ ...base, userId: 'family_other', id: 'forged', hashId: volcanoes.id, questionIndex: 0, optionIndex: 1, correct: false, at: '2026-11-29T08:00:00Z' });
      const dashboard = (await request(server).get(`/api/class-work/${ROBINS}/dashboard`).set('cookie', khan)).body as ClassDashboard;
      const row = dashboard.students.find((student) => student.displayName === 'Sam')!;
      const wholeClass = dashboard.assignments.find((each) => !each.studentIds)!;
      expect(row.results[wholeClass.assignmentId]).toEqual({ answered: 2, correct: 2, done: true });
      expect(row.skills).toEqual({ recall: { correct: 1, answered: 1 }, 'cause-effect': { correct: 1, answered: 1 } });
    } finally {
      rosters[ROBINS].students.pop();
    }
  });

  it('lists a linked child\'s class work for its family at home, counting answers at home and on the device, and nobody else\'s', async () => {
    const khan = await teacher('teacher_khan');
    const leeChild = id('child', 'f');
    const lee = { studentId: id('stu', '5'), displayName: 'Lee', ageRange: '6-8' as const, linked: { familyUserId: 'family_lee', childId: leeChild } };
    rosters[ROBINS].students.push(lee);
    const records = createLearningRecords(store);
    try {
      const onlyLee = await request(server).post(`/api/class-work/${ROBINS}/assignments`).set('cookie', khan).send({ hashId: volcanoes.id, studentIds: [lee.studentId], dueOn: '2026-12-10' });
      expect(onlyLee.status).toBe(201);
      // One question answered on the classroom device, the other at home, through the family's own answer route.
      const onDevice = await request(server).post('/api/class-work/answers').set('cookie', await device(ROBINS, lee)).send({ assignmentId: onlyLee.body.assignmentId, questionIndex: 0, optionIndex: 0 });
      expect(onDevice.status).toBe(200);
      const family = await teacher('family_lee');
      const atHome = await request(server).post('/api/progress/answers').set('cookie', family).send({ childId: leeChild, hashId: volcanoes.id, questionIndex: 1, optionIndex: 1 });
      expect(atHome.body).toMatchObject({ recorded: true, correct: false });

      const work = await request(server).get(`/api/progress/${leeChild}/class-work`).set('cookie', family);
      expect(work.status).toBe(200);
      expect(work.headers['cache-control']).toBe('private, no-store');
      const forLee = (work.body as ChildClassWork).assignments;
      expect(forLee.map((each) => [each.className, each.title])).toEqual(expect.arrayContaining([['Year 2 Robins', 'How Do Volcanoes Erupt?']]));
      expect(forLee.find((each) => each.assignmentId === onlyLee.body.assignmentId)).toMatchObject({ dueOn: '2026-12-10', result: { answered: 2, correct: 1, done: true } });
      // Theo's own assignment is not Lee's; another family, or no session, sees nothing of Lee.
      expect(forLee.every((each) => each.title === volcanoes.title)).toBe(true);
      const listed = (await request(server).get(`/api/class-work/${ROBINS}/assignments`).set('cookie', khan)).body.assignments as { assignmentId: string; studentIds?: string[] }[];
      const theosOwn = listed.filter((doc) => doc.studentIds && !doc.studentIds.includes(lee.studentId)).map((doc) => doc.assignmentId);
      expect(theosOwn.length).toBeGreaterThan(0);
      expect(forLee.filter((each) => theosOwn.includes(each.assignmentId))).toEqual([]);
      expect((await request(server).get(`/api/progress/${leeChild}/class-work`).set('cookie', await teacher('family_other'))).status).toBe(404);
      expect((await request(server).get(`/api/progress/${leeChild}/class-work`)).status).toBe(401);
      // The teacher's dashboard counts the same two answers for Lee.
      const dashboard = (await request(server).get(`/api/class-work/${ROBINS}/dashboard`).set('cookie', khan)).body as ClassDashboard;
      expect(dashboard.students.find((student) => student.displayName === 'Lee')?.results[onlyLee.body.assignmentId]).toEqual({ answered: 2, correct: 1, done: true });
    } finally {
      for (const doc of await records.classAssignments.find({ classId: ROBINS })) if (doc.studentIds?.includes(lee.studentId)) await records.classAssignments.delete(doc.id);
      for (const doc of [...await records.answers.find({ childId: lee.studentId }), ...await records.answers.find({ childId: leeChild })]) await records.answers.delete(doc.id);
      rosters[ROBINS].students.pop();
    }
  });

  it('removes the class work of students who leave a class, told by the durable event, and a deleted class\'s assignments', async () => {
    const khan = await teacher('teacher_khan');
    const records = createLearningRecords(store);
    const reportsQueue = createServiceQueue(QUEUES.reports, { config, logger });
    const consumer = startLearningEvents({ config, logger, records, reportsQueue, store });
    const publisher = createEventPublisher({ redisUrl: config.REDIS_URL, prefix: config.QUEUE_PREFIX });
    const learningEvents = new Queue(EVENT_QUEUES.learning, { connection: { url: config.REDIS_URL }, prefix: config.QUEUE_PREFIX });
    const owls = await teacher('teacher_ode');
    const unaAssignment = await request(server).post(`/api/class-work/${OWLS}/assignments`).set('cookie', owls).send({ hashId: volcanoes.id });
    const unaDevice = await device(OWLS, una);
    await request(server).post('/api/class-work/answers').set('cookie', unaDevice).send({ assignmentId: unaAssignment.body.assignmentId, questionIndex: 0, optionIndex: 0 });
    // A lesson set for Theo alone, and one for Theo and Mia.
    const both = await request(server).post(`/api/class-work/${ROBINS}/assignments`).set('cookie', khan).send({ hashId: volcanoes.id, studentIds: [mia.studentId, theo.studentId] });
    const theoAnswered = await request(server).post('/api/class-work/answers').set('cookie', await device(ROBINS, theo)).send({ assignmentId: both.body.assignmentId, questionIndex: 0, optionIndex: 0 });
    expect(theoAnswered.status).toBe(200);
    const theoAnswers = async () => (await records.answers.find({ childId: theo.studentId })).filter((doc) => doc.userId === 'teacher_khan');
    expect(await theoAnswers()).not.toEqual([]);
    const until = async (done: () => Promise<boolean>) => {
      for (let tries = 0; tries < 200 && !(await done()); tries += 1) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await done()).toBe(true);
    };
    try {
      // Someone else's word about Theo (another educator's id) removes nothing of Khan's class.
      await publisher.publish('class.students-left', { educatorUserId: 'teacher_ode', classId: ROBINS, studentIds: [theo.studentId], classDeleted: false }, { id: 'forged-left', to: ['learning'] });
      await until(async () => Object.values(await learningEvents.getJobCounts('waiting', 'active', 'delayed')).every((count) => count === 0));
      expect(await theoAnswers()).not.toEqual([]);

      await publisher.publish('class.students-left', { educatorUserId: 'teacher_khan', classId: ROBINS, studentIds: [theo.studentId], classDeleted: false }, { id: 'theo-left', to: ['learning'] });
      await until(async () => (await theoAnswers()).length === 0);
      const left = (await request(server).get(`/api/class-work/${ROBINS}/assignments`).set('cookie', khan)).body.assignments as { assignmentId: string; studentIds?: string[] }[];
      // The lesson for Theo alone went; the one for both is Mia's now; the whole class's stays.
      // (All were made at the same fixed instant, so their order is not the point.)
      expect(left.map((each) => each.studentIds ?? 'class')).toHaveLength(2);
      expect(left.map((each) => each.studentIds ?? 'class')).toEqual(expect.arrayContaining(['class', [mia.studentId]]));
      expect(left.find((each) => each.assignmentId === both.body.assignmentId)?.studentIds).toEqual([mia.studentId]);
      expect(await records.answers.find({ childId: mia.studentId })).not.toEqual([]);

      await publisher.publish('class.students-left', { educatorUserId: 'teacher_ode', classId: OWLS, studentIds: [una.studentId], classDeleted: true }, { id: 'owls-deleted', to: ['learning'] });
      await until(async () => (await records.classAssignments.find({ classId: OWLS })).length === 0);
      expect(await records.answers.find({ childId: una.studentId })).toEqual([]);
      expect((await records.classAssignments.find({ classId: ROBINS })).length).toBe(2);
    } finally {
      await publisher.close();
      await learningEvents.close();
      await consumer.close();
      await reportsQueue.close();
    }
  });

  it('keeps class work with the educator\'s data: their export lists it and removing their records removes it', async () => {
    const token = config.INTERNAL_TOKEN ? { 'x-internal-token': config.INTERNAL_TOKEN } : {};
    const body = (await request(server).get('/internal/users/teacher_khan/export').set(token)).body;
    expect(body.classAssignments.map((doc: { classId: string }) => doc.classId)).toEqual([ROBINS, ROBINS]);
    expect(body.answers.filter((doc: { childId: string }) => doc.childId === mia.studentId)).toHaveLength(2);
    const records = createLearningRecords(store);
    const removed = await removeLearningRecords(records, { userId: 'teacher_khan' });
    expect(removed).toMatchObject({ classAssignments: 2, answers: 2 });
    expect(await records.answers.find({ childId: mia.studentId })).toEqual([]);
  });
});
