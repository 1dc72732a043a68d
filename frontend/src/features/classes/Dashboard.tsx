import { MESSAGES, QUIZ_SKILLS } from '@wonderkin/shared';
import { useId, useState } from 'react';
import { ButtonLink, LoadingBlock } from '../../components';
import { errorMessage } from '../../lib/api';
import { classReportUrl, dashboardCsvUrl, useDashboard } from './api/get-dashboard';
import { BY_NAME, nextSort, sortStudents, type DashboardSort } from './dashboardSort';
import { resultWords, SKILL_LABELS } from './words';

/** A column header that sorts the table (aria-sort says how it is sorted now). */
function SortHeader({ column, label, sort, onSort }: { column: string; label: string; sort: DashboardSort; onSort: (column: string) => void }) {
  const active = sort.column === column;
  return (
    <th scope="col" aria-sort={active ? sort.direction : 'none'}>
      <button type="button" className="results__sort" onClick={() => onSort(column)}>
        {label}
        <span className="results__arrow" aria-hidden="true">{active ? (sort.direction === 'ascending' ? '▲' : '▼') : '↕'}</span>
      </button>
    </th>
  );
}

/**
 * The class's results: one row per student, one column per assignment ("✓ 2/2", "1/2 so far", "not started", or "—"
 * when it is not for that student), then right out of answered for each quiz skill. Sorted by name or by an
 * assignment's results; the same table downloads as CSV.
 */
export function Dashboard({ classId }: { classId: string }) {
  const base = useId();
  const dashboard = useDashboard({ classId });
  const [sort, setSort] = useState<DashboardSort>(BY_NAME);
  const onSort = (column: string) => setSort((current) => nextSort(current, column));

  let table;
  if (dashboard.isPending) table = <LoadingBlock label="Loading the results…" />;
  else if (dashboard.isError) table = <p className="form-error" role="alert">{errorMessage(dashboard.error, MESSAGES.serviceUnavailable)}</p>;
  else if (dashboard.data.students.length === 0) table = <p className="muted">The results show here once students are on the roster.</p>;
  else {
    const { assignments, students } = dashboard.data;
    const rows = sortStudents(students, assignments, sort);
    table = (
      // A wide table scrolls on its own on a phone; the region takes the keyboard focus so it can be scrolled.
      <div className="results__scroll" role="region" aria-labelledby={`${base}-caption`} tabIndex={0}>
        <table className="results">
          <caption id={`${base}-caption`} className="results__caption">
            Results of {dashboard.data.className}. For each lesson: ✓ and how many right once done, or how many answered so far.
            For each skill: right out of answered. Days in a row: days in a row with an answer, up to today.
          </caption>
          <thead>
            <tr>
              <SortHeader column="name" label="Student" sort={sort} onSort={onSort} />
              {assignments.map((assignment) => (
                <SortHeader key={assignment.assignmentId} column={assignment.assignmentId} label={assignment.title} sort={sort} onSort={onSort} />
              ))}
              {QUIZ_SKILLS.map((skill) => <th key={skill} scope="col" className="results__skill">{SKILL_LABELS[skill]}</th>)}
              <th scope="col" className="results__skill">Days in a row</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((student) => (
              <tr key={student.studentId}>
                <th scope="row">{student.displayName}</th>
                {assignments.map((assignment) => {
                  const result = student.results[assignment.assignmentId];
                  return (
                    <td key={assignment.assignmentId} className={result?.done ? 'results__done' : undefined}>
                      {resultWords(result, assignment.questions)}
                    </td>
                  );
                })}
                {QUIZ_SKILLS.map((skill) => {
                  const tally = student.skills[skill];
                  return <td key={skill} className="results__skill">{tally && tally.answered > 0 ? `${tally.correct}/${tally.answered}` : '—'}</td>;
                })}
                <td className="results__skill">{student.streakDays > 0 ? student.streakDays : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <section className="class-part" aria-labelledby={`${base}-title`}>
      <div className="class-part__head">
        <h2 id={`${base}-title`} className="class-part__title">Results</h2>
        <div className="class-part__actions">
          <ButtonLink href={classReportUrl(classId)} newTab variant="secondary" size="sm">Class report (PDF)</ButtonLink>
          <ButtonLink href={dashboardCsvUrl(classId)} download variant="secondary" size="sm">Download CSV</ButtonLink>
        </div>
      </div>
      {table}
    </section>
  );
}
