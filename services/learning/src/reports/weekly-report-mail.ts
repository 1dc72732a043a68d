import { childName, type WeeklyReport, reportFigures } from '@wonderkin/shared';
import type { ProgressReportMail } from '@wonderkin/server-kit';
import type { ReportRecipient } from '../clients/services';
import { weekLabel } from '../pdf/week-label';

// The mail job of a child's weekly report: the figures in words and the links the email needs. The accounts mail
// worker renders and sends it (only it holds the SMTP settings).

/** A week with nothing done is not worth an email. */
export const hasSomethingToReport = (report: WeeklyReport) => report.lessonsExplored > 0 || report.questionsAnswered > 0 || report.reviewsDone > 0;

export function weeklyReportMail(recipient: ReportRecipient, report: WeeklyReport, publicUrl: string, helpers: string[] = []): ProgressReportMail {
  const base = publicUrl.replace(/\/+$/, '');
  const child = encodeURIComponent(recipient.child.childId);
  const week = encodeURIComponent(report.week);
  return {
    kind: 'progress-report',
    to: recipient.email,
    childName: childName(recipient.child),
    week: report.week,
    weekLabel: weekLabel(report.week),
    // The email has no room for the page's note on cards: its card figures carry a few words of it.
    figures: reportFigures(report).map(({ value, label, hint }) => ({ value, label: hint ? `${label} (${hint})` : label })),
    strengths: report.strengths.slice(0, 5),
    practise: report.practise.slice(0, 5),
    suggestedQuestions: report.suggestedQuestions.slice(0, 3),
    helpers: helpers.slice(0, 5),
    reportUrl: `${base}/progress/${child}?week=${week}`,
    pdfUrl: `${base}/api/progress/${child}/report.pdf?week=${week}`,
    settingsUrl: `${base}/account`,
    oneClickUrl: `${base}/api/report-emails/unsubscribe?token=${encodeURIComponent(recipient.unsubscribeToken)}`,
  };
}
