import type { Page } from 'playwright-core';
import { axeScan, describeViolations, launchBrowser, saveScreenshot, type LaunchedBrowser } from '../support/browser';
import { signInInBrowser } from '../support/browser-sign-in';
import { until } from '../support/cookie-browser';
import { useStackAndBrowser } from '../support/session';

// Issue 22 §1 in chromium: a parent invites a tutor as a helper from My Account; the tutor opens the emailed link (read
// from the development mailbox) on a phone, accepts, sees the child's report and gives an assignment; the parent sees the
// tutor active with what they did, and removes their access; the tutor's next visit finds nothing. axe-clean at 390 px.
jest.setTimeout(180_000);

interface Mail { id: string; to: string; subject: string }

async function invitationLink(baseUrl: string, email: string): Promise<string> {
  const message = await until(`the invitation to ${email}`, async () => {
    const { messages } = (await (await fetch(`${baseUrl}/dev/mailbox?format=json`)).json()) as { messages: Mail[] };
    return messages.find((each) => each.to === email && /invited you/.test(each.subject));
  });
  const { text } = (await (await fetch(`${baseUrl}/dev/mailbox/${message.id}?format=json`)).json()) as { text: string };
  const link = /https?:\/\/\S+\/circle\/accept\?invite=[A-Za-z0-9_-]+/.exec(text)?.[0];
  if (!link) throw new Error(`no invitation link in the email to ${email}`);
  return link;
}

async function expectAxeClean(page: Page, where: string): Promise<void> {
  expect(`${where}\n${describeViolations(await axeScan(page))}`).toBe(`${where}\n`);
}

describe('the circle of care in chromium', () => {
  const session = useStackAndBrowser('circle');
  let tutorBrowser: LaunchedBrowser | undefined;
  afterAll(async () => {
    await tutorBrowser?.close();
  });

  it('invite → accept from the mailbox → the tutor assigns → the parent sees it and removes access', async () => {
    const base = session.stack.baseUrl;
    const stamp = Date.now().toString(36);
    const parentEmail = `circle.parent.${stamp}@example.com`;
    const tutorEmail = `circle.tutor.${stamp}@example.com`;

    const parent = await session.browser.newPage(1280);
    await signInInBrowser(parent, base, parentEmail);
    const added = await parent.request.post(`${base}/api/children`, { data: { firstName: 'Mia', ageRange: '6-8' }, headers: { origin: base } });
    expect(added.status()).toBe(201);
    const { childId } = (await added.json()) as { childId: string };

    await parent.goto(`${base}/account`);
    const invite = parent.getByRole('form', { name: 'Invite someone' });
    await invite.getByLabel('Their email').fill(tutorEmail);
    await invite.getByLabel('Their name').fill('Ana');
    await invite.getByLabel('Who they are').selectOption('tutor');
    await invite.getByLabel(/^Helper/).check();
    const mia = invite.getByLabel('Mia');
    if (!(await mia.isChecked())) await mia.check();
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    const anaCard = parent.getByRole('listitem').filter({ has: parent.getByRole('heading', { name: /^Ana/ }) });
    await anaCard.getByText(/Invitation sent/).waitFor();

    // The tutor, on a phone, in a browser of their own, opens the link and accepts.
    tutorBrowser = await launchBrowser();
    const tutor = await tutorBrowser.newPage(390);
    await tutor.goto(await invitationLink(base, tutorEmail));
    await tutor.getByRole('heading', { name: 'Your invitation' }).waitFor();
    await tutor.getByText(tutorEmail, { exact: true }).waitFor();
    await expectAxeClean(tutor, 'the invitation page');
    await tutor.getByRole('button', { name: 'Accept' }).click();
    const shared = tutor.getByRole('list', { name: 'Children shared with you' });
    await shared.getByRole('heading', { name: /Mia/ }).waitFor();

    // The report, with the assignment form a helper may use.
    await tutor.goto(`${base}/progress/${childId}`);
    const assign = tutor.getByRole('form', { name: 'Give an assignment' });
    await assign.waitFor();
    await assign.getByLabel('What kind').selectOption('question');
    await assign.getByRole('textbox').first().fill('Why do cats purr?');
    await assign.getByRole('button', { name: 'Add assignment' }).click();
    await tutor.getByRole('list', { name: 'Assignments' }).getByText('Why do cats purr?').waitFor();
    expect(await tutor.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAxeClean(tutor, 'the shared report with assignments');
    await saveScreenshot(tutor, 'circle-tutor-report-390');

    // The parent sees Ana active and what she did, then removes her access.
    await parent.reload();
    await anaCard.getByText(/Active since/).waitFor();
    await anaCard.getByRole('button', { name: /What they did/ }).click();
    await anaCard.getByText(/Why do cats purr\?/).waitFor();
    await expectAxeClean(parent, 'the account page with the circle');
    await anaCard.getByRole('button', { name: 'Remove access for Ana' }).click();
    await parent.getByRole('dialog').getByRole('button', { name: 'Yes, remove access' }).click();
    await anaCard.getByText('Revoked').waitFor();

    // The tutor's next visit to the report finds no child; their list of shared children is empty.
    await tutor.goto(`${base}/progress/${childId}`);
    await tutor.getByText(/could not find that child/i).first().waitFor();
    await tutor.goto(`${base}/shared`);
    await tutor.getByText(/No child is shared with you right now/).waitFor();
  });
});
