import { createElement } from 'react';
import { render } from '@react-email/render';
import addressparser from 'nodemailer/lib/addressparser';
import type { NoticeMail, ProgressReportMail } from '@wonderkin/server-kit';
import type { Config } from '@wonderkin/server-kit';
import type { WeeklyLesson } from '../weekly/lessons';
import { NoticeEmail, noticeText } from './templates/NoticeEmail';
import { ProgressReportEmail, progressReportSubject, progressReportText } from './templates/ProgressReportEmail';
import { WeeklyLessonEmail, weeklyLessonSubject, weeklyLessonText } from './templates/WeeklyLessonEmail';

/** An email ready to be built into a MIME message: both parts, and any extra headers. */
export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

export interface MailSettings {
  productName: string;
  /** PUBLIC_URL without a trailing slash: every link in an email starts with it. */
  publicUrl: string;
  /** The From header: MAIL_FROM, with the product name as display name when MAIL_FROM has none. */
  from: { name: string; address: string };
}

const DEFAULT_SENDER_ADDRESS = 'hello@wonderkin.local';

/** The sender: MAIL_FROM as given when it has a display name; a bare address (or none) gets the product name. */
export function mailSettings(config: Pick<Config, 'PRODUCT_NAME' | 'PUBLIC_URL' | 'MAIL_FROM'>): MailSettings {
  const [parsed] = addressparser(config.MAIL_FROM ?? DEFAULT_SENDER_ADDRESS, { flatten: true });
  const fromAddress = parsed?.address || DEFAULT_SENDER_ADDRESS;
  const name = parsed?.name || config.PRODUCT_NAME;
  return {
    productName: config.PRODUCT_NAME,
    publicUrl: config.PUBLIC_URL.replace(/\/+$/, ''),
    from: { name, address: fromAddress },
  };
}

/** The links of a subscriber's email (the PDF route belongs to the weekly-lessons API). */
export function weeklyLinks(settings: MailSettings, lessonId: string, unsubscribeToken: string) {
  const token = encodeURIComponent(unsubscribeToken);
  return {
    homeUrl: `${settings.publicUrl}/`,
    pdfUrl: `${settings.publicUrl}/api/weekly-lessons/${encodeURIComponent(lessonId)}/pdf`,
    /** The page a person lands on: it asks before it unsubscribes (a GET never changes anything). */
    unsubscribeUrl: `${settings.publicUrl}/unsubscribe?token=${token}`,
    /** RFC 8058 one-click: mail clients POST "List-Unsubscribe=One-Click" here. */
    oneClickUrl: `${settings.publicUrl}/api/unsubscribe?token=${token}`,
  };
}

/** The weekly lesson email, with its unsubscribe link and the List-Unsubscribe headers of RFC 2369 / RFC 8058. */
export async function composeWeeklyLesson(settings: MailSettings, input: { to: string; lesson: WeeklyLesson; unsubscribeToken: string }): Promise<OutgoingMail> {
  const links = weeklyLinks(settings, input.lesson.id, input.unsubscribeToken);
  const props = { productName: settings.productName, homeUrl: links.homeUrl, lesson: input.lesson, pdfUrl: links.pdfUrl, unsubscribeUrl: links.unsubscribeUrl };
  return {
    to: input.to,
    subject: weeklyLessonSubject(input.lesson),
    html: await render(createElement(WeeklyLessonEmail, props)),
    text: weeklyLessonText(props),
    headers: {
      'List-Unsubscribe': `<${links.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** A one-off notice another service asked for. */
export async function composeNotice(settings: MailSettings, notice: NoticeMail): Promise<OutgoingMail> {
  const props = { productName: settings.productName, homeUrl: `${settings.publicUrl}/`, notice };
  return {
    to: notice.to,
    subject: notice.subject,
    html: await render(createElement(NoticeEmail, props)),
    text: noticeText(props),
    headers: {},
  };
}

/** A child's weekly progress report, with the one-click unsubscribe headers of RFC 2369 / RFC 8058 for that child. */
export async function composeProgressReport(settings: MailSettings, report: ProgressReportMail): Promise<OutgoingMail> {
  const props = { productName: settings.productName, homeUrl: `${settings.publicUrl}/`, report };
  return {
    to: report.to,
    subject: progressReportSubject(report),
    html: await render(createElement(ProgressReportEmail, props)),
    text: progressReportText(props),
    headers: {
      'List-Unsubscribe': `<${report.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
