import { percent } from '@wonderkin/shared';
import { useId } from 'react';
import type { WeekSummary } from '@wonderkin/shared';
import { mondayOf } from './isoWeek';

// The child's last weeks in one picture (issue 19: "one chart of the child's weeks where a picture says it better than
// text"): lessons explored per week on top, the share of quiz answers right below, one column per week. Drawn as SVG
// here (no chart library): x positions are percentages, so the columns follow the page's width while the text keeps
// its size. Screen readers get the same numbers as a table; the drawing is hidden from them.

const ROW = { label: 14, values: 18, bars: 52 };
const ROW_HEIGHT = ROW.label + ROW.values + ROW.bars + 8;
const HEIGHT = ROW_HEIGHT * 2 + 38;

/** The Monday of a week, as the day and the short month ("23", "Nov"). */
function mondayParts(week: string): { day: string; month: string; full: string } {
  const monday = mondayOf(week);
  if (!monday) return { day: week, month: '', full: week };
  const format = (options: Intl.DateTimeFormatOptions) => monday.toLocaleDateString('en-GB', { timeZone: 'UTC', ...options });
  return { day: format({ day: 'numeric' }), month: format({ month: 'short' }), full: format({ day: 'numeric', month: 'short', year: 'numeric' }) };
}

const scoreText = (week: WeekSummary) => (week.accuracy === null ? '–' : percent(week.accuracy));

interface BarRowProps {
  weeks: readonly WeekSummary[];
  top: number;
  title: string;
  className: string;
  /** 0…1 of the bar area, or null for no bar. */
  share: (week: WeekSummary) => number | null;
  text: (week: WeekSummary) => string;
}

function BarRow({ weeks, top, title, className, share, text }: BarRowProps) {
  const column = 100 / weeks.length;
  const base = top + ROW.label + ROW.values + ROW.bars;
  return (
    <g className={className}>
      <text x="0" y={top + ROW.label - 2} className="weeks-chart__row-title">{title}</text>
      <line x1="0" x2="100%" y1={base} y2={base} className="weeks-chart__axis" />
      {weeks.map((week, i) => {
        const value = share(week);
        const height = value === null ? 0 : value > 0 ? Math.max(3, value * ROW.bars) : 0;
        const center = `${(i + 0.5) * column}%`;
        return (
          <g key={week.week}>
            {height > 0 && <rect x={`${(i + 0.25) * column}%`} width={`${column / 2}%`} y={base - height} height={height} rx="3" className="weeks-chart__bar" />}
            <text x={center} y={base - height - 5} textAnchor="middle" className="weeks-chart__value">{text(week)}</text>
          </g>
        );
      })}
    </g>
  );
}

export function WeeksChart({ weeks, selectedWeek, name }: { weeks: readonly WeekSummary[]; selectedWeek: string; name: string }) {
  const titleId = useId();
  if (!weeks.length) return null;
  const column = 100 / weeks.length;
  const mostLessons = Math.max(1, ...weeks.map((week) => week.lessonsExplored));
  const selected = weeks.findIndex((week) => week.week === selectedWeek);
  const title = `${name === 'your child' ? 'The last' : `${name}'s last`} ${weeks.length} weeks`;

  let body;
  if (weeks.every((week) => week.questionsAnswered === 0)) {
    body = <p className="muted">The chart fills in week by week as {name} answers lesson quizzes.</p>;
  } else {
    body = (
      <>
        <svg className="weeks-chart__svg" width="100%" height={HEIGHT} aria-hidden="true" focusable="false" data-testid="weeks-chart">
          {selected >= 0 && <rect x={`${selected * column}%`} width={`${column}%`} y="0" height={HEIGHT} rx="8" className="weeks-chart__selected" />}
          <BarRow weeks={weeks} top={0} title="Lessons explored" className="weeks-chart__lessons" share={(week) => week.lessonsExplored / mostLessons} text={(week) => String(week.lessonsExplored)} />
          <BarRow weeks={weeks} top={ROW_HEIGHT} title="Quiz answers right" className="weeks-chart__score" share={(week) => week.accuracy} text={scoreText} />
          {weeks.map((week, i) => {
            const { day, month } = mondayParts(week.week);
            return (
              <text key={week.week} x={`${(i + 0.5) * column}%`} y={ROW_HEIGHT * 2 + 14} textAnchor="middle" className={`weeks-chart__week${i === selected ? ' weeks-chart__week--selected' : ''}`}>
                <tspan x={`${(i + 0.5) * column}%`}>{day}</tspan>
                <tspan x={`${(i + 0.5) * column}%`} dy="15">{month}</tspan>
              </text>
            );
          })}
        </svg>
        <p className="weeks-chart__note muted" aria-hidden="true">Each column is one week, starting on the Monday shown; a dash: no quiz that week.</p>
        {/* The wrapper hides it: a table is never narrower than its cells, so it would widen a phone's page itself. */}
        <div className="visually-hidden">
          <table>
            <caption>Lessons explored and quiz answers right, week by week</caption>
            <thead>
              <tr><th scope="col">Week of</th><th scope="col">Lessons explored</th><th scope="col">Quiz answers right</th></tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week.week}>
                  <th scope="row">{mondayParts(week.week).full}</th>
                  <td>{week.lessonsExplored}</td>
                  <td>{week.accuracy === null ? 'No quiz' : `${percent(week.accuracy)} (${week.correctAnswers} of ${week.questionsAnswered})`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </>
    );
  }
  return (
    <section className="report-part weeks-chart" aria-labelledby={titleId}>
      <h2 id={titleId} className="report-part__title">{title}</h2>
      {body}
    </section>
  );
}
