import { childName, LEVEL_LABELS, percent, SKILL_LABELS, type ChildProfile, type ModuleLevelView, type WeeklyReport, cardsExplained, reportFigures } from '@wonderkin/shared';
import type { WeekSummary } from '../domain/week-history';
import { COLORS, openPageFlow, type Paper } from './page-flow';
import { printStyleFor } from './print-style';
import { weekLabel } from './week-label';
import { drawWeeksChart, weeksChartHeight } from './weeks-chart';

// The weekly progress report as a printable PDF (issue 11): the same figures as GET /api/progress/:childId/report,
// each counted from the child's records, in the child's print style (support needs), on as many pages as it needs.

export interface ReportPdfInput {
  report: WeeklyReport;
  levels: readonly ModuleLevelView[];
  /** The child's last weeks, oldest first, ending with the report's week (the chart); none: no chart. */
  weeks?: readonly WeekSummary[];
  child: Pick<ChildProfile, 'firstName' | 'ageRange' | 'supportNeeds'>;
  productName: string;
  paper?: Paper;
}

export function renderReportPdf({ report, levels, weeks = [], child, productName, paper = 'letter' }: ReportPdfInput): Promise<Buffer> {
  const name = childName(child);
  const firstName = child.firstName?.trim() || 'your child';
  const style = printStyleFor(child.supportNeeds);
  const flow = openPageFlow(style, paper, { title: `${name}: progress report, ${report.week}`, author: productName });
  const { doc, fonts } = flow;

  flow.paragraph(`${productName} \u00b7 Weekly progress report`, { color: COLORS.accent, bold: true });
  flow.heading(`${name}: ${weekLabel(report.week)}`, 1);

  // The figures, two to a row in boxes.
  const figures = reportFigures(report);
  for (let i = 0; i < figures.length; i += 2) {
    const pair = figures.slice(i, i + 2);
    const pad = style.body * 0.6;
    flow.box(() => style.body * 2.4 + pad * 2, (x, y, width) => {
      const cell = (width - style.body) / 2;
      pair.forEach((figure, index) => {
        const cx = x + index * (cell + style.body);
        doc.roundedRect(cx, y, cell, style.body * 2.4 + pad, 6).lineWidth(0.8).fillAndStroke(COLORS.box, COLORS.boxLine);
        doc.font(fonts.bold).fontSize(style.body * 1.2).fillColor(COLORS.ink)
          .text(flow.t(figure.value), cx + pad, y + pad * 0.7, { width: cell - 2 * pad, lineBreak: false, characterSpacing: style.characterSpacing });
        doc.font(fonts.regular).fontSize(style.body * 0.9).fillColor(COLORS.muted)
          .text(flow.t(figure.label), cx + pad, y + pad * 0.7 + style.body * 1.35, { width: cell - 2 * pad, lineBreak: false, characterSpacing: style.characterSpacing });
      });
    });
  }
  flow.gap(style.body * 0.4);

  flow.heading('About the review cards');
  flow.paragraph(cardsExplained(firstName, report).join(' '), { quiet: true });

  if (weeks.some((week) => week.questionsAnswered > 0)) {
    flow.keepRoom(style.body * 3 + weeksChartHeight(style.body));
    flow.heading(`${firstName === 'your child' ? 'The last' : `${firstName}'s last`} ${weeks.length} weeks`);
    drawWeeksChart(flow, weeks);
  }

  // Only skills the questions were tagged with: an untagged question is counted above and named nowhere.
  const bySkill = report.bySkill.filter((figure) => figure.answered > 0);
  if (bySkill.length) {
    flow.heading('Quiz answers by skill');
    flow.bullets(bySkill.map((figure) => `${SKILL_LABELS[figure.skill]}: ${figure.correct} of ${figure.answered} right (${percent(figure.accuracy ?? 0)})`));
  } else if (report.questionsAnswered === 0) {
    flow.heading('Quiz answers by skill');
    flow.paragraph('No quiz answers this week.', { quiet: true });
  }

  flow.heading('Strengths');
  if (report.strengths.length) flow.bullets(report.strengths);
  else flow.paragraph('More answers will show what comes easily.', { quiet: true });

  flow.heading('What to practise');
  if (report.practise.length) flow.bullets(report.practise);
  else flow.paragraph('Nothing stands out to practise this week.', { quiet: true });

  if (report.suggestedQuestions.length) {
    flow.heading('Questions to ask next');
    flow.bullets(report.suggestedQuestions);
  }

  if (levels.length) {
    flow.heading('How lessons are written for each subject');
    // "Science Explorers: one step simpler (your choice). 3 of 4 questions were missed in the last lesson."
    flow.bullets(levels.map((level) => `${level.module}: ${LEVEL_LABELS[level.level].toLowerCase()}${level.overridden ? ' (your choice)' : ''}. ${level.reason}`));
  }

  flow.rule();
  flow.paragraph(
    `Every figure is counted from ${child.firstName?.trim() ? `${child.firstName.trim()}'s` : 'the'} quiz answers and reviews `
      + `of ${weekLabel(report.week)} (${report.week}). Only the first answer to each quiz question counts.`,
    { quiet: true },
  );
  return flow.finish();
}
