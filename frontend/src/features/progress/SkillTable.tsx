import type { WeeklyReport } from '@wonderkin/shared';
import { SKILL_LABELS, percent } from './skills';

/**
 * Quiz answers by the skill each question checks: only skills the questions were tagged with (an untagged question is
 * counted in the figures and named nowhere). A week whose answers name no skill shows no table at all: saying less
 * beats a "Remembering facts" that was never checked.
 */
export function SkillTable({ report }: { report: WeeklyReport }) {
  const answered = report.bySkill.filter((figure) => figure.answered > 0);
  if (!answered.length && report.questionsAnswered > 0) return null;
  return (
    <section className="report-part" aria-labelledby="report-skills">
      <h2 id="report-skills" className="report-part__title">Quiz answers by skill</h2>
      {answered.length ? (
        <table className="skill-table">
          <caption className="visually-hidden">Quiz answers by skill</caption>
          <thead>
            <tr><th scope="col">Skill</th><th scope="col">Right answers</th></tr>
          </thead>
          <tbody>
            {answered.map((figure) => {
              const share = figure.accuracy ?? 0;
              return (
                <tr key={figure.skill}>
                  <th scope="row">{SKILL_LABELS[figure.skill]}</th>
                  <td>
                    <span className="skill-bar" aria-hidden="true"><span className="skill-bar__fill" style={{ width: percent(share) }} /></span>
                    <span className="skill-bar__text">{figure.correct} of {figure.answered} ({percent(share)})</span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : <p className="muted">No quiz answers this week.</p>}
    </section>
  );
}
