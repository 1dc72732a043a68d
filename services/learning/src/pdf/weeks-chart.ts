import { DateTime } from 'luxon';
import { percent } from '@wonderkin/shared';
import type { WeekSummary } from '../domain/week-history';
import { COLORS, type PageFlow } from './page-flow';

// The child's last weeks as a small bar chart on the report PDF, the same picture as the page: lessons explored per
// week on top, the share of quiz answers right below (a week without answers shows a dash, not 0 %). Every bar carries
// its number, so the chart reads without a scale.

const LESSON_FILL = '#4a2c82';
const SCORE_FILL = '#2f8f6e';

/** "23 Nov": the Monday of an ISO week. */
export const weekStart = (week: string) => DateTime.fromISO(`${week}-1`, { zone: 'UTC' }).toFormat('d LLL');

function measure(body: number) {
  const small = body * 0.85;
  const rowLabel = body * 1.2;
  const barArea = body * 2.6;
  const valueRoom = small * 1.3;
  const row = rowLabel + valueRoom + barArea;
  return { small, rowLabel, barArea, valueRoom, row, height: row * 2 + body * 0.8 + small * 1.6 };
}

/** The chart's height in points, for keeping its heading on the same page. */
export const weeksChartHeight = (body: number) => measure(body).height;

export function drawWeeksChart(flow: PageFlow, weeks: readonly WeekSummary[]): void {
  const { doc, fonts, style } = flow;
  const body = style.body;
  const { small, rowLabel, barArea, valueRoom, row, height } = measure(body);
  const mostLessons = Math.max(1, ...weeks.map((w) => w.lessonsExplored));

  flow.box(() => height, (x, y, width) => {
    const column = width / weeks.length;
    const bar = Math.min(column * 0.55, body * 2.6);
    const drawRow = (top: number, title: string, fill: string, share: (w: WeekSummary) => number | null, text: (w: WeekSummary) => string) => {
      doc.font(fonts.bold).fontSize(small).fillColor(COLORS.muted).text(flow.t(title), x, top, { width, lineBreak: false });
      const base = top + rowLabel + valueRoom + barArea;
      doc.moveTo(x, base).lineTo(x + width, base).lineWidth(0.6).strokeColor(COLORS.rule).stroke();
      weeks.forEach((week, i) => {
        const center = x + column * (i + 0.5);
        const value = share(week);
        const barHeight = value === null ? 0 : Math.max(value > 0 ? 2 : 0, value * barArea);
        if (barHeight > 0) doc.rect(center - bar / 2, base - barHeight, bar, barHeight).fill(fill);
        doc.font(fonts.regular).fontSize(small).fillColor(COLORS.ink)
          .text(flow.t(text(week)), center - column / 2, base - barHeight - valueRoom, { width: column, align: 'center', lineBreak: false });
      });
    };
    drawRow(y, 'Lessons explored', LESSON_FILL, (w) => w.lessonsExplored / mostLessons, (w) => String(w.lessonsExplored));
    drawRow(y + row + body * 0.4, 'Quiz answers right', SCORE_FILL, (w) => w.accuracy, (w) => (w.accuracy === null ? '\u2013' : percent(w.accuracy)));
    const labels = y + row * 2 + body * 0.6;
    weeks.forEach((week, i) => {
      doc.font(fonts.regular).fontSize(small).fillColor(COLORS.muted)
        .text(flow.t(weekStart(week.week)), x + column * i, labels, { width: column, align: 'center', lineBreak: false });
    });
  });
  flow.paragraph('Each column is one week, starting on the Monday shown.', { quiet: true });
}
