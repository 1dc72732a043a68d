import type { Page } from 'playwright-core';
import { CLASS_PICTURES, type ClassDashboard, type ClassDetail, type ResearchResult } from '@wonderkin/shared';
import { axeScan, describeViolations, launchBrowser, saveScreenshot, type LaunchedBrowser } from '../support/browser';
import { signInInBrowser } from '../support/browser-sign-in';
import { createLesson } from '../support/lessons';
import { useStackAndBrowser } from '../support/session';

// Issue 22 §2 in chromium: a teacher turns classes on, makes a class, adds two students and assigns a lesson by its link;
// on a shared classroom device (its own browser, a phone's width) a child opens the class with its code, taps their name
// and their three pictures (a wrong try first), answers the lesson's quiz; the teacher's results table shows it. axe-clean.
jest.setTimeout(180_000);

async function expectAxeClean(page: Page, where: string): Promise<void> {
  expect(`${where}\n${describeViolations(await axeScan(page))}`).toBe(`${where}\n`);
}

const labelOf = (id: string) => CLASS_PICTURES.find((picture) => picture.id === id)!.label;

describe('classes for teachers in chromium', () => {
  const session = useStackAndBrowser('classes');
  let device: LaunchedBrowser | undefined;
  afterAll(async () => {
    await device?.close();
  });

  it('class → assignment → a student answers on the shared device with the picture password → the results show it', async () => {
    const base = session.stack.baseUrl;
    const lesson: ResearchResult = await createLesson(base, 'Why is the sky blue?');
    expect(lesson.quiz.length).toBeGreaterThan(0);

    // The teacher: classes on, a class, two students.
    const teacher = await session.browser.newPage(1280);
    await signInInBrowser(teacher, base, `teacher.${Date.now().toString(36)}@example.com`);
    await teacher.goto(`${base}/classes`);
    await teacher.getByRole('button', { name: 'Turn on classes for teachers' }).click();
    await teacher.getByLabel('Class name').fill('Year 2 Robins');
    await teacher.getByLabel('Age range').selectOption('6-8');
    await teacher.getByRole('button', { name: 'Start the class' }).click();
    await teacher.getByRole('link', { name: 'Year 2 Robins' }).click();
    await teacher.waitForURL(/\/classes\/class_[a-f0-9]{32}$/);
    const classId = new URL(teacher.url()).pathname.split('/').pop()!;
    for (const name of ['Mia', 'Theo']) {
      await teacher.getByLabel('First name or initial').fill(name);
      await teacher.getByRole('button', { name: 'Add student' }).click();
      await teacher.getByRole('heading', { name }).or(teacher.getByText(name, { exact: true })).first().waitFor();
    }
    // The lesson, by its link (the teacher asked nothing here, so there is no list of their own lessons).
    await teacher.getByLabel(/lesson link/i).fill(`${base}/ask/${lesson.slug}`);
    await teacher.getByRole('button', { name: 'Assign' }).click();
    await teacher.getByText(lesson.pageTitle).first().waitFor();
    const detail = (await (await teacher.request.get(`${base}/api/classes/${classId}`)).json()) as ClassDetail;
    const mia = detail.students.find((student) => student.displayName === 'Mia')!;
    expect(mia.pictures).toHaveLength(3);
    await teacher.setViewportSize({ width: 390, height: 812 });
    expect(await teacher.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAxeClean(teacher, 'the class page');
    await saveScreenshot(teacher, 'class-page');

    // The classroom device: its own browser, at a phone's width.
    device = await launchBrowser();
    const tablet = await device.newPage(390);
    await tablet.goto(`${base}/class`);
    await tablet.getByLabel('Class code').fill(detail.code);
    await tablet.getByRole('button', { name: 'Open class' }).click();
    await tablet.getByRole('heading', { name: 'Year 2 Robins' }).waitFor();
    await expectAxeClean(tablet, 'the device, the names');
    await tablet.getByRole('button', { name: 'Mia', exact: true }).click();
    await tablet.getByRole('heading', { name: /Hi Mia! Tap your 3 pictures/ }).waitFor();
    // A wrong try first: it says so in words and the child may try again.
    const wrong = mia.pictures.map((picture) => CLASS_PICTURES.find((other) => other.id !== picture)!.id);
    for (const picture of wrong) await tablet.getByRole('button', { name: labelOf(picture), exact: true }).click();
    await tablet.getByRole('alert').getByText(/Those pictures are not right/).waitFor();
    await expectAxeClean(tablet, 'the device, the pictures');
    for (const picture of mia.pictures) await tablet.getByRole('button', { name: labelOf(picture), exact: true }).click();
    await tablet.getByRole('heading', { name: 'Hi Mia' }).waitFor();
    const work = tablet.getByRole('list', { name: 'Your work' });
    await work.getByRole('link', { name: new RegExp(lesson.pageTitle.replace(/[?]/g, '\\?')) }).click();
    await tablet.waitForURL(/\/class\/work\/casg_[a-f0-9]{32}$/);
    await tablet.locator('h1').first().waitFor();
    expect(await tablet.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // The quiz: the first question wrong on purpose, the others right; each answer is judged and recorded on the server.
    const quiz = tablet.getByRole('region', { name: /Quiz Time/ });
    await quiz.waitFor();
    for (const [index, item] of lesson.quiz.entries()) {
      const pick = index === 0 ? item.options.findIndex((option) => !option.correct) : item.options.findIndex((option) => option.correct);
      const recorded = tablet.waitForResponse((response) => response.url().endsWith('/api/class-work/answers'));
      await quiz.getByRole('list', { name: new RegExp(`^${index + 1}\\.`) }).getByRole('button').nth(pick).click();
      const answer = await recorded;
      expect(answer.status()).toBe(200);
      expect(await answer.json()).toMatchObject({ correct: index !== 0, recorded: true });
    }
    await saveScreenshot(tablet, 'class-device-lesson');

    // The teacher's results: Mia done with all but one right, Theo not started.
    const dashboard = (await (await teacher.request.get(`${base}/api/class-work/${classId}/dashboard`)).json()) as ClassDashboard;
    const [assignment] = dashboard.assignments;
    const miaRow = dashboard.students.find((student) => student.displayName === 'Mia')!;
    expect(miaRow.results[assignment.assignmentId]).toEqual({ answered: lesson.quiz.length, correct: lesson.quiz.length - 1, done: true });
    await teacher.reload();
    const results = teacher.getByRole('table');
    await results.getByRole('row', { name: /Mia/ }).getByText(`✓ ${lesson.quiz.length - 1}/${lesson.quiz.length}`).waitFor();
    await results.getByRole('row', { name: /Theo/ }).getByText('not started').waitFor();
    await expectAxeClean(teacher, 'the class page with results');
  });

  it('a parent links their own child to the class from My Account only after approving what the teacher will see', async () => {
    const base = session.stack.baseUrl;
    const stamp = Date.now().toString(36);
    const teacher = await session.browser.newPage(1280);
    await signInInBrowser(teacher, base, `teacher.two.${stamp}@example.com`);
    expect((await teacher.request.put(`${base}/api/account/educator`, { data: { educator: true }, headers: { origin: base } })).status()).toBe(200);
    const made = await teacher.request.post(`${base}/api/classes`, { data: { name: 'Owls', ageRange: '6-8' }, headers: { origin: base } });
    const owls = (await made.json()) as ClassDetail;

    device ??= await launchBrowser();
    const parent = await device.newPage(390);
    await signInInBrowser(parent, base, `parent.${stamp}@example.com`);
    expect((await parent.request.post(`${base}/api/children`, { data: { firstName: 'Noor', ageRange: '6-8' }, headers: { origin: base } })).status()).toBe(201);
    await parent.goto(`${base}/account`);
    await parent.getByRole('button', { name: 'Join a class for Noor' }).click();
    await parent.getByLabel('Class code').fill(owls.code.toLowerCase());
    await parent.getByRole('button', { name: 'Check code' }).click();
    await parent.getByText('Owls').first().waitFor();
    const join = parent.getByRole('button', { name: 'Join class' });
    expect(await join.isDisabled()).toBe(true);
    expect(((await (await teacher.request.get(`${base}/api/classes/${owls.classId}`)).json()) as ClassDetail).students).toEqual([]);
    await expectAxeClean(parent, 'joining a class from My Account');
    await parent.getByLabel('I agree that the teacher sees this').check();
    await join.click();
    await parent.getByRole('button', { name: 'Leave class Owls' }).waitFor();
    const roster = ((await (await teacher.request.get(`${base}/api/classes/${owls.classId}`)).json()) as ClassDetail).students;
    expect(roster.map(({ displayName, linkedFromHome }) => ({ displayName, linkedFromHome }))).toEqual([{ displayName: 'Noor', linkedFromHome: true }]);
    expect(await parent.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
