import path from 'node:path';
import { composeWeeklyLesson, mailSettings } from '../src/mail/compose';
import { WEEKLY_LESSONS } from '../src/weekly/lessons';
import { snapshotBefore } from '../../../tests/support/word-snapshot';

// "The move is mechanical and must change no word a user sees" (issue 21): every weekly lesson as the page, the PDF
// and the email get it, and the email composed from it, as they were before the lessons moved from TypeScript to
// content/weekly/. Written once from the TypeScript modules (WRITE_CONTENT_SNAPSHOT=1), never rewritten to make this
// test pass; a deliberate content change updates it in the same change, with the reason.

const FIXTURE = path.join(__dirname, 'fixtures/weekly-snapshot.json.br');
const settings = mailSettings({ PRODUCT_NAME: 'Wonderkin', PUBLIC_URL: 'https://wonderkin.example.org/', MAIL_FROM: undefined });

async function current() {
  const lessons = [];
  for (const lesson of WEEKLY_LESSONS) {
    const mail = await composeWeeklyLesson(settings, { to: 'ann@example.com', lesson, unsubscribeToken: '0123456789abcdef0123456789abcdef' });
    lessons.push({ id: lesson.id, lesson, mail: { subject: mail.subject, html: mail.html, text: mail.text } });
  }
  return JSON.parse(JSON.stringify({ lessons })) as { lessons: { id: string }[] };
}

describe('every weekly lesson is word for word what it was before the move (issue 21)', () => {
  it('gives the same lessons in the same order, and the same email for each', async () => {
    const now = await current();
    const before: typeof now = snapshotBefore(FIXTURE, now);
    expect(now.lessons.map((l) => l.id)).toEqual(before.lessons.map((l) => l.id));
    const changed = now.lessons.filter((l, i) => JSON.stringify(l) !== JSON.stringify(before.lessons[i])).map((l) => l.id);
    expect(changed).toEqual([]);
    expect(now).toEqual(before);
  });
});
