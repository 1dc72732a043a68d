import { NoticeMailSchema, ProgressReportMailSchema, weeklyMailKey } from '@wonderkin/server-kit';
import { composeNotice, composeProgressReport, composeWeeklyLesson, mailSettings } from '../src/mail/compose';
import { parseMail } from '../src/mail/mime';
import { buildMessage, messageIdFor, outboxFileName } from '../src/mail/transport';
import { WEEKLY_LESSONS } from '../src/weekly/lessons';

const TOKEN = '0123456789abcdef0123456789abcdef';
const settings = mailSettings({ PRODUCT_NAME: 'Wonderkin', PUBLIC_URL: 'https://wonderkin.example.org/', MAIL_FROM: undefined });
const squash = (text: string) => text.replace(/\s+/g, ' ');
/** What a reader sees of an HTML part: tags dropped, entities the renderer writes undone. */
const visible = (html: string) => squash(html.replace(/<[^>]+>/g, ' ').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&')
  .replace(/&lt;/g, '<').replace(/&gt;/g, '>'));

describe('mail composition', () => {
  it('signs every email with MAIL_FROM, the product name as display name unless MAIL_FROM gives one', () => {
    expect(settings.from).toEqual({ name: 'Wonderkin', address: 'hello@wonderkin.local' });
    expect(settings.publicUrl).toBe('https://wonderkin.example.org');
    expect(mailSettings({ PRODUCT_NAME: 'Curio', PUBLIC_URL: 'https://x.org', MAIL_FROM: 'lessons@curio.org' }).from).toEqual({ name: 'Curio', address: 'lessons@curio.org' });
    expect(mailSettings({ PRODUCT_NAME: 'Curio', PUBLIC_URL: 'https://x.org', MAIL_FROM: 'Curio Lessons <lessons@curio.org>' }).from)
      .toEqual({ name: 'Curio Lessons', address: 'lessons@curio.org' });
  });

  it('builds the weekly lesson: HTML and text parts with the whole lesson, the PDF link, and one-click unsubscribe headers', async () => {
    const lesson = WEEKLY_LESSONS[0];
    const mail = await composeWeeklyLesson(settings, { to: 'ann@example.com', lesson, unsubscribeToken: TOKEN });
    const key = weeklyMailKey('s1', 1);
    const built = await buildMessage(key, settings, mail, new Date('2026-11-23T13:00:00Z'));
    const parsed = parseMail(built.raw);

    expect(parsed.subject).toBe(`Week 1: ${lesson.title}`);
    expect(parsed.from).toBe('Wonderkin <hello@wonderkin.local>');
    expect(parsed.to).toBe('ann@example.com');
    expect(parsed.messageId).toBe(messageIdFor(key, 'hello@wonderkin.local'));
    expect(parsed.header('content-type')).toMatch(/^multipart\/alternative/);
    expect(parsed.header('list-unsubscribe')).toBe(`<https://wonderkin.example.org/api/unsubscribe?token=${TOKEN}>`);
    expect(parsed.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    const pdf = `https://wonderkin.example.org/api/weekly-lessons/${lesson.id}/pdf`;
    const page = `https://wonderkin.example.org/unsubscribe?token=${TOKEN}`;
    const html = visible(parsed.html!);
    const text = squash(parsed.text!);
    for (const part of [html, text]) {
      expect(part).toContain(lesson.story.title);
      for (const paragraph of lesson.story.text.split(/\n\s*\n/)) expect(part).toContain(squash(paragraph.trim()));
      expect(part).toContain(squash(lesson.forGrownUps));
      for (const activity of lesson.activities) {
        expect(part).toContain(activity.title);
        for (const step of activity.steps) expect(part).toContain(squash(step));
      }
      for (const question of lesson.conversationStarters) expect(part).toContain(squash(question));
      for (const source of lesson.sources) expect(part).toContain(source.title);
    }
    expect(parsed.html).toContain(`href="${pdf}"`);
    expect(parsed.html).toContain(`href="${page}"`);
    expect(parsed.text).toContain(pdf);
    expect(parsed.text).toContain(page);
    expect(parsed.html).toMatch(/^<!DOCTYPE html/);
  });

  it('renders every one of the 50 weekly lessons with its title, ages and PDF link', async () => {
    for (const lesson of WEEKLY_LESSONS) {
      const mail = await composeWeeklyLesson(settings, { to: 'ann@example.com', lesson, unsubscribeToken: TOKEN });
      expect({ id: lesson.id, subject: mail.subject }).toEqual({ id: lesson.id, subject: `Week ${lesson.week}: ${lesson.title}` });
      expect(mail.text).toContain(`Ages ${lesson.ages.min}-${lesson.ages.max}`);
      expect(mail.html).toContain(`/api/weekly-lessons/${lesson.id}/pdf`);
      expect(mail.html).not.toMatch(/undefined|\[object Object\]/);
    }
  }, 60_000);

  it('builds a one-off notice without unsubscribe headers, and non-ASCII survives the round trip', async () => {
    const notice = NoticeMailSchema.parse({
      kind: 'notice', to: 'zoe@example.com', subject: 'Your book “Volcanoes” is ready ✨', heading: 'Ready — open it now',
      paragraphs: ['Café au lait for the grown-ups, a story for the children.'], action: { label: 'Open it', url: 'https://wonderkin.example.org/create?creation=c1' },
    });
    const built = await buildMessage('creation-ready:c1:email', settings, await composeNotice(settings, notice));
    const parsed = parseMail(built.raw);
    expect(parsed.subject).toBe('Your book “Volcanoes” is ready ✨');
    expect(parsed.header('list-unsubscribe')).toBeUndefined();
    expect(parsed.text).toContain('Café au lait for the grown-ups');
    expect(parsed.text).toContain('Open it: https://wonderkin.example.org/create?creation=c1');
    expect(visible(parsed.html!)).toContain('Ready — open it now');
  });

  it('puts the week of the people a family let in into both parts of the progress report (issue 22)', async () => {
    const helpers = ['Ana (tutor) assigned 4 questions; Sam finished 2.', 'Grandpa Jo (grandparent) assigned 2 things to do; Sam finished 0.'];
    const report = (lines: string[]) => ProgressReportMailSchema.parse({
      kind: 'progress-report', to: 'parent@example.com', childName: 'Sam', week: '2026-W48', weekLabel: '23 Nov – 29 Nov 2026',
      figures: [{ value: '2', label: 'lessons explored' }], strengths: [], practise: [], suggestedQuestions: [], helpers: lines,
      reportUrl: 'http://localhost:3000/progress/x', pdfUrl: 'http://localhost:3000/api/progress/x/report.pdf',
      settingsUrl: 'http://localhost:3000/account', oneClickUrl: 'http://localhost:3000/api/report-emails/unsubscribe?token=t',
    });
    const email = await composeProgressReport(settings, report(helpers));
    expect(email.text).toContain(`From the people who help\n- ${helpers[0]}\n- ${helpers[1]}`);
    expect(email.html).toContain('From the people who help');
    expect(visible(email.html)).toContain(helpers[0]);
    const without = await composeProgressReport(settings, report([]));
    expect(without.text).not.toContain('From the people who help');
    expect(without.html).not.toContain('From the people who help');
  });

  it('names outbox files so that they sort by time', () => {
    const early = outboxFileName(new Date('2026-11-23T08:00:00.000Z'), 'weekly:s1:1');
    const late = outboxFileName(new Date('2026-11-23T08:00:00.001Z'), 'notice:a:b');
    expect(early).toBe('2026-11-23T08-00-00-000Z-weekly_s1_1.eml');
    expect([late, early].sort()).toEqual([early, late]);
  });
});
