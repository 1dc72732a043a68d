import { MESSAGES, type WeeklyReport } from '@wonderkin/shared';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { ButtonLink, Card, LoadingBlock, PageLayout, usePageTitle } from '../../components';
import { ApiError, errorMessage } from '../../lib/api';
import { childName, useChildren } from '../../lib/children';
import { browserTimeZone, useReport } from './api/get-report';
import { usePdfAvailable } from './api/pdf-available';
import { currentIsoWeek, isIsoWeek, shiftWeek, weekDays } from './isoWeek';
import { LevelsPanel } from './LevelsPanel';
import { SKILL_LABELS, percent, plural } from './skills';
import './progress.css';

/** /progress/:childId?week=YYYY-Www (issue 11): a child's week, for the parent. */
export default function ReportPage() {
  const { childId = '' } = useParams();
  return <Report key={childId} childId={childId} />;
}

function Figures({ report }: { report: WeeklyReport }) {
  const figures = [
    { value: plural(report.lessonsExplored, 'lesson', 'lessons'), label: 'explored' },
    { value: plural(report.questionsAnswered, 'question', 'questions'), label: 'answered' },
    { value: report.accuracy === null ? 'No answers' : percent(report.accuracy), label: report.accuracy === null ? 'yet this week' : 'right' },
    { value: plural(report.reviewStreakDays, 'day', 'days'), label: 'review streak' },
    { value: plural(report.cardsLearned, 'card', 'cards'), label: 'learned' },
  ];
  return (
    <ul className="report-figures" role="list" aria-label="This week in numbers">
      {figures.map((figure) => (
        <li key={figure.label} className="report-figure">
          <span className="report-figure__value">{figure.value}</span> <span className="report-figure__label">{figure.label}</span>
        </li>
      ))}
    </ul>
  );
}

function SkillBars({ report }: { report: WeeklyReport }) {
  const answered = report.bySkill.filter((figure) => figure.answered > 0);
  if (!answered.length) return <p className="muted">No quiz answers this week.</p>;
  return (
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
  );
}

function Report({ childId }: { childId: string }) {
  const [searchParams] = useSearchParams();
  const thisWeek = currentIsoWeek();
  const asked = searchParams.get('week');
  const week = isIsoWeek(asked) && asked <= thisWeek ? asked : thisWeek;
  const [tz] = useState(browserTimeZone);
  const children = useChildren();
  const child = children.data?.find((entry) => entry.childId === childId);
  const name = child ? childName(child) : null;
  usePageTitle(name ? `Progress report for ${name}` : 'Progress report');
  const report = useReport({ childId, week, tz });
  const pdfUrl = `/api/progress/${encodeURIComponent(childId)}/report.pdf?${new URLSearchParams({ week, tz })}`;
  const pdf = usePdfAvailable(pdfUrl);
  const here = `/progress/${encodeURIComponent(childId)}`;

  let body;
  if (report.isPending) body = <LoadingBlock label="Loading the report…" />;
  else if (report.isError) {
    const signedOut = report.error instanceof ApiError && report.error.status === 401;
    body = (
      <div className="review__message" role="alert">
        <p>{signedOut ? MESSAGES.signInRequired : errorMessage(report.error, MESSAGES.serviceUnavailable)}</p>
        {signedOut && <ButtonLink to="/login" size="lg">Log In</ButtonLink>}
      </div>
    );
  } else {
    const data = report.data;
    body = (
      <div aria-busy={report.isPlaceholderData || undefined}>
        <Figures report={data} />
        <section className="report-part" aria-labelledby="report-skills">
          <h2 id="report-skills" className="report-part__title">Quiz answers by skill</h2>
          <SkillBars report={data} />
        </section>
        <div className="report-columns">
          <section className="report-part" aria-labelledby="report-strengths">
            <h2 id="report-strengths" className="report-part__title">Strengths</h2>
            {data.strengths.length ? <ul className="report-list">{data.strengths.map((line) => <li key={line}>{line}</li>)}</ul> : <p className="muted">More answers will show what comes easily.</p>}
          </section>
          <section className="report-part" aria-labelledby="report-practise">
            <h2 id="report-practise" className="report-part__title">What to practise</h2>
            {data.practise.length ? <ul className="report-list">{data.practise.map((line) => <li key={line}>{line}</li>)}</ul> : <p className="muted">Nothing stands out to practise this week.</p>}
          </section>
        </div>
        {data.suggestedQuestions.length > 0 && (
          <section className="report-part" aria-labelledby="report-next">
            <h2 id="report-next" className="report-part__title">Questions to ask next</h2>
            <ul className="report-questions" role="list">
              {data.suggestedQuestions.map((question) => (
                <li key={question}>
                  <Link to="/ask" state={{ question, childId }} className="report-question">{question}</Link>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    );
  }

  return (
    <PageLayout className="progress-page report">
      <section className="section">
        <div className="container progress-page__inner">
          <Card padding="lg">
            <h1 className="progress-page__title">{name ? `Progress report for ${name}` : 'Progress report'}</h1>
            <nav className="week-picker" aria-label="Week">
              <Link to={`${here}?week=${shiftWeek(week, -1)}`} className="week-picker__step">← Previous week</Link>
              <p className="week-picker__current" aria-live="polite">
                <strong>{week === thisWeek ? 'This week' : `Week ${week.slice(-2).replace(/^0/, '')}`}</strong>
                <span className="muted"> · {weekDays(week)}</span>
              </p>
              {week < thisWeek
                ? <Link to={`${here}?week=${shiftWeek(week, 1)}`} className="week-picker__step">Next week →</Link>
                : <span className="week-picker__step week-picker__step--off" aria-hidden="true">Next week →</span>}
            </nav>
            {body}
            <p className="report-actions">
              <ButtonLink to={`/review/${encodeURIComponent(childId)}`} variant="secondary">Review cards</ButtonLink>
              {pdf && <a href={pdfUrl} download className="report-pdf">Download this report (PDF)</a>}
            </p>
          </Card>
          <Card padding="lg" className="report-levels">
            <LevelsPanel childId={childId} />
          </Card>
          <p className="muted progress-page__back"><Link to="/account">Back to my account</Link></p>
        </div>
      </section>
    </PageLayout>
  );
}
