import type { WeeklyReport } from '@wonderkin/shared';
import { cardsExplained, reportFigures } from '@wonderkin/shared';

/** The week's figures, then what the card figures count (a parent could not read "0 cards learned" on its own). */
export function ReportFigures({ report, name }: { report: WeeklyReport; name: string }) {
  return (
    <>
      <ul className="report-figures" role="list" aria-label="This week in numbers">
        {reportFigures(report).map((figure) => (
          <li key={figure.label} className="report-figure">
            <span className="report-figure__value">{figure.value}</span> <span className="report-figure__label">{figure.label}</span>
          </li>
        ))}
      </ul>
      <section className="report-cards-note" aria-labelledby="report-cards-note">
        <h2 id="report-cards-note" className="report-cards-note__title">About the review cards</h2>
        {cardsExplained(name, report).map((line) => <p key={line}>{line}</p>)}
      </section>
    </>
  );
}
