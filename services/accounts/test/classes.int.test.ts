import fs from 'node:fs';
import http from 'node:http';
import request from 'supertest';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { EVENT_QUEUES, CLASS_DEVICE_MAX_TRIES, CLASS_PICTURES, MESSAGES, type ClassDetail, type ClassPictureId } from '@wonderkin/shared';
import {
  closeServer, createEventPublisher, createLogger, createSessionRedis, listen, loadConfig, openStore, type Config, type EventPublisher, type Store,
} from '@wonderkin/server-kit';
import { signInByLink } from './support/sign-in';
import { isolatedTestEnv } from '../../../tests/support/env';
import { createApp } from '../src/app';
import { createMailQueue, type MailQueue } from '../src/mail/queue';

// Issue 22 §2: an educator (a role on the same identity) makes classes of students known by a first name or initial and
// an age range; a class code and a picture password sign a child in on a shared classroom device, in a session that
// holds no account. Nobody reaches another educator's class, student or code.

const logger = createLogger('classes-test', 'silent');

describe('educators\' classes and the classroom device', () => {
  const base = isolatedTestEnv('classes');
  let config: Config;
  let store: Store;
  let redis: Redis;
  let mailQueue: MailQueue;
  let events: EventPublisher;
  let server: http.Server;
  /** The learning service's event queue: nothing consumes it here, so what accounts told it stays to be read. */
  let learningEvents: Queue;
  const toldLearning = async () => (await learningEvents.getJobs(['waiting'])).filter((job) => job.name === 'class.students-left');

  beforeAll(async () => {
    config = loadConfig({ ...process.env, ...base });
    store = await openStore({ service: 'accounts', dataDir: config.DATA_DIR });
    redis = createSessionRedis(config.REDIS_URL);
    mailQueue = createMailQueue({ redisUrl: config.REDIS_URL, prefix: config.QUEUE_PREFIX });
    events = createEventPublisher({ redisUrl: config.REDIS_URL, prefix: config.QUEUE_PREFIX });
    learningEvents = new Queue(EVENT_QUEUES.learning, { connection: { url: config.REDIS_URL }, prefix: config.QUEUE_PREFIX });
    server = http.createServer(createApp({ config, logger, store, mailQueue, redis, events }));
    await listen(server, 0, '127.0.0.1');
  }, 30_000);
  afterAll(async () => {
    await learningEvents?.close();
    await mailQueue?.close();
    await events?.close();
    if (server) await closeServer(server);
    await redis?.quit();
    await store?.close();
    fs.rmSync(base.DATA_DIR, { recursive: true, force: true });
  });

  async function teacher(email: string) {
    const signedIn = await signInByLink(server, store, email);
    expect((await signedIn.browser.put('/api/account/educator').send({ educator: true })).body).toEqual({ educator: true });
    return signedIn;
  }

  async function classWith(browser: request.Agent, names: string[]): Promise<ClassDetail> {
    const made = await browser.post('/api/classes').send({ name: 'Year 2 Robins', ageRange: '6-8' });
    expect(made.status).toBe(201);
    for (const displayName of names) expect((await browser.post(`/api/classes/${made.body.classId}/students`).send({ displayName })).status).toBe(201);
    return (await browser.get(`/api/classes/${made.body.classId}`)).body as ClassDetail;
  }

  const wrongPictures = (right: ClassPictureId[]): ClassPictureId[] => right.map((picture) => CLASS_PICTURES.find((other) => other.id !== picture)!.id);

  it('keeps classes for teachers: a family account is told how to turn them on, and /api/me says who teaches', async () => {
    const { browser } = await signInByLink(server, store, 'parent-only@example.com');
    const refused = await browser.post('/api/classes').send({ name: 'Robins', ageRange: '6-8' });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(MESSAGES.educatorRequired);
    expect((await browser.get('/api/me')).body.educator).toBeUndefined();
    await browser.put('/api/account/educator').send({ educator: true });
    expect((await browser.get('/api/me')).body.educator).toBe(true);
    expect((await request(server).get('/api/classes')).status).toBe(401);
  });

  it('makes a class with a code and a roster of first names, each with a picture password only the teacher sees', async () => {
    const { browser } = await teacher('ms-khan@example.com');
    const detail = await classWith(browser, ['Mia', 'J.', 'Léa-Rose']);
    expect(detail.code).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    expect(detail.students.map((student) => student.displayName)).toEqual(['Mia', 'J.', 'Léa-Rose']);
    for (const student of detail.students) {
      expect(student.ageRange).toBe('6-8');
      expect(student.pictures).toHaveLength(3);
    }
    // A name is all a roster holds: an email, a surname with digits or markup is refused in words, and nothing is added.
    for (const displayName of ['mia@example.com', '<b>Mia</b>', 'Student 12', '']) {
      const refused = await browser.post(`/api/classes/${detail.classId}/students`).send({ displayName });
      expect([refused.status, refused.body.error]).toEqual([400, MESSAGES.studentNameInvalid]);
    }
    const extra = await browser.post(`/api/classes/${detail.classId}/students`).send({ displayName: 'Sam', email: 'sam@example.com' });
    expect([extra.status, extra.body.error]).toEqual([400, MESSAGES.studentUnknownField]);
    const twice = await browser.post(`/api/classes/${detail.classId}/students`).send({ displayName: 'mia' });
    expect([twice.status, twice.body.error]).toEqual([409, MESSAGES.studentNameTaken]);
    expect((await browser.get(`/api/classes/${detail.classId}`)).body.students).toHaveLength(3);
  });

  it('shows one educator nothing of another\'s classes, by any id', async () => {
    const owner = await teacher('mr-ode@example.com');
    const other = await teacher('ms-ivy@example.com');
    const detail = await classWith(owner.browser, ['Ava']);
    const [student] = detail.students;
    expect((await other.browser.get('/api/classes')).body.classes).toEqual([]);
    for (const [method, path] of [
      ['get', `/api/classes/${detail.classId}`], ['patch', `/api/classes/${detail.classId}`], ['delete', `/api/classes/${detail.classId}`],
      ['post', `/api/classes/${detail.classId}/copy`], ['post', `/api/classes/${detail.classId}/students`],
      ['post', `/api/classes/${detail.classId}/students/${student.studentId}/pictures`], ['delete', `/api/classes/${detail.classId}/students/${student.studentId}`],
    ] as const) {
      const res = await other.browser[method](path).send(method === 'patch' ? { name: 'Mine now' } : method === 'post' && path.endsWith('/students') ? { displayName: 'Bo' } : {});
      expect([method, path, res.status, res.body.error]).toEqual([method, path, 404, MESSAGES.classNotFound]);
    }
    expect((await owner.browser.get(`/api/classes/${detail.classId}`)).body).toEqual(detail);
  });

  it('signs a child in on a shared device by the class code, their name and their pictures, in a session with no account', async () => {
    const { browser } = await teacher('mrs-lee@example.com');
    const detail = await classWith(browser, ['Noor', 'Theo']);
    const noor = detail.students[0];
    // The teacher's own browser becomes the classroom device: a student's sign-in signs the teacher out of it.
    const opened = await browser.post('/api/class-device/open').send({ code: detail.code.toLowerCase().replace(/^(...)/, '$1-') });
    expect(opened.status).toBe(200);
    expect(opened.body).toEqual({ className: 'Year 2 Robins', students: detail.students.map(({ studentId, displayName }) => ({ studentId, displayName })) });
    const signIn = await browser.post('/api/class-device/sign-in').send({ code: detail.code, studentId: noor.studentId, pictures: noor.pictures });
    expect(signIn.status).toBe(200);
    expect(signIn.body).toMatchObject({ studentId: noor.studentId, displayName: 'Noor', className: 'Year 2 Robins' });
    expect((await browser.get('/api/class-device/me')).body.displayName).toBe('Noor');
    expect((await browser.get('/api/me')).body).toEqual({ signedIn: false });
    expect((await browser.get(`/api/classes/${detail.classId}`)).status).toBe(401);
    expect((await browser.get('/api/children')).status).toBe(401);
    expect((await browser.post('/api/class-device/sign-out')).status).toBe(204);
    expect((await browser.get('/api/class-device/me')).status).toBe(401);
  });

  it('refuses a wrong code, another class\'s student and wrong pictures in words, and locks a student out after five wrong tries until new pictures', async () => {
    const { browser } = await teacher('mr-park@example.com');
    const detail = await classWith(browser, ['Kit']);
    const other = await classWith((await teacher('ms-roy@example.com')).browser, ['Una']);
    const kit = detail.students[0];
    const device = request.agent(server);
    const badCode = await device.post('/api/class-device/open').send({ code: 'ZZZZZ2' === detail.code ? 'ZZZZZ3' : 'ZZZZZ2' });
    expect([badCode.status, badCode.body.error]).toEqual([404, MESSAGES.classCodeInvalid]);
    const malformed = await device.post('/api/class-device/open').send({ code: '<script>' });
    expect([malformed.status, malformed.body.error]).toEqual([400, MESSAGES.classCodeInvalid]);
    const crossed = await device.post('/api/class-device/sign-in').send({ code: detail.code, studentId: other.students[0].studentId, pictures: other.students[0].pictures });
    expect([crossed.status, crossed.body.error]).toEqual([404, MESSAGES.studentNotFound]);

    const wrong = wrongPictures(kit.pictures);
    for (let attempt = 1; attempt < CLASS_DEVICE_MAX_TRIES; attempt += 1) {
      const res = await device.post('/api/class-device/sign-in').send({ code: detail.code, studentId: kit.studentId, pictures: wrong });
      expect([res.status, res.body.error]).toEqual([401, MESSAGES.picturePasswordWrong]);
    }
    const fifth = await device.post('/api/class-device/sign-in').send({ code: detail.code, studentId: kit.studentId, pictures: wrong });
    expect([fifth.status, fifth.body.error]).toEqual([429, MESSAGES.picturePasswordLocked]);
    const lockedOut = await device.post('/api/class-device/sign-in').send({ code: detail.code, studentId: kit.studentId, pictures: kit.pictures });
    expect([lockedOut.status, lockedOut.body.error]).toEqual([429, MESSAGES.picturePasswordLocked]);
    expect((await device.get('/api/class-device/me')).status).toBe(401);

    const renewed = await browser.post(`/api/classes/${detail.classId}/students/${kit.studentId}/pictures`);
    expect(renewed.status).toBe(200);
    const signIn = await device.post('/api/class-device/sign-in').send({ code: detail.code, studentId: kit.studentId, pictures: renewed.body.pictures });
    expect(signIn.status).toBe(200);
  });

  it('archives a class at year end (its code opens nothing, its students are signed out) and copies it with new pictures and a new code', async () => {
    const { browser } = await teacher('ms-abe@example.com');
    const detail = await classWith(browser, ['Ren', 'Ola']);
    const device = request.agent(server);
    await device.post('/api/class-device/sign-in').send({ code: detail.code, studentId: detail.students[0].studentId, pictures: detail.students[0].pictures }).expect(200);

    const archived = await browser.patch(`/api/classes/${detail.classId}`).send({ archived: true });
    expect(archived.body.archivedAt).toEqual(expect.any(String));
    expect((await device.get('/api/class-device/me')).status).toBe(401);
    expect((await request(server).post('/api/class-device/open').send({ code: detail.code })).status).toBe(404);
    const addToArchived = await browser.post(`/api/classes/${detail.classId}/students`).send({ displayName: 'Zed' });
    expect([addToArchived.status, addToArchived.body.error]).toEqual([409, MESSAGES.classArchived]);

    const copy = await browser.post(`/api/classes/${detail.classId}/copy`);
    expect(copy.status).toBe(201);
    expect(copy.body.name).toBe('Year 2 Robins (copy)');
    expect(copy.body.code).not.toBe(detail.code);
    expect(copy.body.students.map((student: { displayName: string }) => student.displayName)).toEqual(['Ren', 'Ola']);
    expect(copy.body.students.map((student: { studentId: string }) => student.studentId)).not.toContain(detail.students[0].studentId);
    const turnOff = await browser.put('/api/account/educator').send({ educator: false });
    expect([turnOff.status, turnOff.body.error]).toEqual([409, MESSAGES.educatorHasClasses]);
  });

  it('deletes an educator\'s classes and rosters with the account', async () => {
    const { browser, userId } = await teacher('mr-dee@example.com');
    const detail = await classWith(browser, ['Ivo']);
    const { createClassRepository } = await import('../src/classes/store');
    const classes = createClassRepository(store);
    expect((await classes.classes.find({ educatorUserId: userId })).map((doc) => doc.id)).toEqual([detail.classId]);
    expect((await browser.delete('/api/account').send({ confirm: 'DELETE' })).status).toBeLessThan(300);
    expect(await classes.classes.find({ educatorUserId: userId })).toEqual([]);
    expect(await classes.students.find({ educatorUserId: userId })).toEqual([]);
    expect((await request(server).post('/api/class-device/open').send({ code: detail.code })).status).toBe(404);
  });

  it('lets a family link its own child to a class with the code, only once the parent approves, and unlink at any time', async () => {
    const { browser: teacherBrowser } = await teacher('ms-hale@example.com');
    const detail = await classWith(teacherBrowser, ['Sam']);
    const family = await signInByLink(server, store, 'sam-family@example.com');
    const child = (await family.browser.post('/api/children').send({ firstName: 'Sam', ageRange: '6-8' })).body as { childId: string };
    const roster = async () => ((await teacherBrowser.get(`/api/classes/${detail.classId}`)).body as ClassDetail).students;

    expect((await family.browser.get(`/api/class-codes/${detail.code}`)).body).toEqual({ className: 'Year 2 Robins', ageRange: '6-8' });
    expect((await family.browser.get('/api/class-codes/ZZZZZZ')).status).toBe(404);
    const unapproved = await family.browser.post(`/api/children/${child.childId}/classes`).send({ code: detail.code });
    expect([unapproved.status, unapproved.body.error]).toEqual([400, MESSAGES.classJoinApproveRequired]);
    expect(await roster()).toHaveLength(1);

    const joined = await family.browser.post(`/api/children/${child.childId}/classes`).send({ code: detail.code, approve: true });
    expect(joined.status).toBe(201);
    expect(joined.body).toMatchObject({ classId: detail.classId, className: 'Year 2 Robins' });
    const again = await family.browser.post(`/api/children/${child.childId}/classes`).send({ code: detail.code, approve: true });
    expect([again.status, again.body.classId]).toEqual([200, detail.classId]);
    // The roster already had a Sam: the linked child is told apart by a number, and marked as linked from home.
    const linked = (await roster()).find((student) => student.linkedFromHome);
    expect(linked).toMatchObject({ displayName: 'Sam 2', ageRange: '6-8', linkedFromHome: true });
    expect(JSON.stringify(await roster())).not.toContain('sam-family@example.com');
    expect((await family.browser.get(`/api/children/${child.childId}/classes`)).body.classes).toEqual([
      { classId: detail.classId, className: 'Year 2 Robins', joinedAt: expect.any(String) },
    ]);
    // Learning asks where the child stands in its classes (service to service only), to list the class work at home.
    const token = config.INTERNAL_TOKEN ? { 'x-internal-token': config.INTERNAL_TOKEN } : {};
    const links = await request(server).get(`/internal/class-links/children/${child.childId}`).set(token);
    expect(links.body).toEqual({ links: [{ classId: detail.classId, className: 'Year 2 Robins', studentId: linked!.studentId, educatorUserId: expect.any(String) }] });

    // Nobody else links or unlinks this child: another family, the teacher.
    const stranger = await signInByLink(server, store, 'not-sams-family@example.com');
    expect((await stranger.browser.post(`/api/children/${child.childId}/classes`).send({ code: detail.code, approve: true })).status).toBe(404);
    expect((await teacherBrowser.delete(`/api/children/${child.childId}/classes/${detail.classId}`)).status).toBe(404);

    expect((await family.browser.delete(`/api/children/${child.childId}/classes/${detail.classId}`)).status).toBe(204);
    expect((await roster()).map((student) => student.displayName)).toEqual(['Sam']);
    // What the child did on the class device goes with it (learning is told).
    expect((await toldLearning()).find((job) => job.data.studentIds.includes(linked!.studentId))?.data).toEqual({
      educatorUserId: expect.any(String), classId: detail.classId, studentIds: [linked!.studentId], classDeleted: false,
    });
    expect((await family.browser.get(`/api/children/${child.childId}/classes`)).body.classes).toEqual([]);

    // A removed child leaves every class it was in.
    await family.browser.post(`/api/children/${child.childId}/classes`).send({ code: detail.code, approve: true }).expect(201);
    expect(await roster()).toHaveLength(2);
    const relinked = (await roster()).find((student) => student.linkedFromHome)!;
    expect((await family.browser.delete(`/api/children/${child.childId}`)).status).toBe(204);
    expect(await roster()).toHaveLength(1);
    expect((await toldLearning()).some((job) => job.data.studentIds.includes(relinked.studentId))).toBe(true);
  });

  it('tells learning when students leave (removed, or the class deleted) before they go, so their class work goes too', async () => {
    const { browser } = await teacher('mr-oke@example.com');
    const detail = await classWith(browser, ['Ada', 'Ben', 'Cy']);
    const [ada, ben, cy] = detail.students;
    expect((await browser.delete(`/api/classes/${detail.classId}/students/${ada.studentId}`)).status).toBe(204);
    const removed = (await toldLearning()).filter((job) => job.data.classId === detail.classId);
    expect(removed.map((job) => job.data)).toEqual([{ educatorUserId: expect.any(String), classId: detail.classId, studentIds: [ada.studentId], classDeleted: false }]);
    expect((await browser.delete(`/api/classes/${detail.classId}`)).status).toBe(204);
    const deleted = await learningEvents.getJob(`class-deleted-${detail.classId}`);
    expect(deleted?.data).toMatchObject({ classId: detail.classId, studentIds: [ben.studentId, cy.studentId], classDeleted: true });
    // Another educator cannot remove this class's students (404, and nothing is told).
    const other = await teacher('ms-ray@example.com');
    const theirs = await classWith(other.browser, ['Dee']);
    expect((await browser.delete(`/api/classes/${theirs.classId}/students/${theirs.students[0].studentId}`)).status).toBe(404);
    expect((await toldLearning()).some((job) => job.data.classId === theirs.classId)).toBe(false);
  });
});

