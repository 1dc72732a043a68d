import { MESSAGES } from '@wonderkin/shared';
import { useState, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { ButtonLink, Card, LoadingBlock, PageLayout, usePageTitle } from '../../components';
import { ApiError, errorMessage } from '../../lib/api';
import { childName, useChildren } from '../../lib/children';
import { browserTimeZone, useReport } from './api/get-report';
import { useWeeks } from './api/get-weeks';
import { usePdfAvailable } from './api/pdf-available';
import { currentIsoWeek, isIsoWeek, shiftWeek, weekDays } from './isoWeek';
import { LevelsPanel } from './LevelsPanel';
import { ReportFigures } from './ReportFigures';
import { SkillTable } from './SkillTable';
import { WeeksChart } from './WeeksChart';
import { backLinkOf, type ProgressReader } from './reader';
import './progress.css';

export interface ReportPageProps {
  /**
   * Shown under the report (the child's assignments and notes, issue 22): it belongs to another feature, so the router
   * composes it in (features never import one another).
   */
  extra?: ReactNode;
  /**
   * Whether the reader may change the child's levels (the family may; someone in its circle may not, and would be
   * refused). The router says so from who the reader is to the child; alone, the page offers the choice.
   */
  canChooseLevels?: boolean;
  /** Who reads it (the family or someone in its circle), when the router knows. */
  reader?: ProgressReader;
}

/** /progress/:childId?week=YYYY-Www (issue 11): a child's week, for the parent (and the people it lets in, issue 22). */
export default function ReportPage({ extra, canChooseLevels = true, reader }: ReportPageProps = {}) {
  const { childId = '' } = useParams();
  return <Report key={childId} childId={childId} extra={extra} canChooseLevels={canChooseLevels} reader={reader} />;
}

function Report({ childId, extra, canChooseLevels, reader }: { childId: string } & ReportPageProps) {
  const [searchParams] = useSearchParams();
  const thisWeek = currentIsoWeek();
  const asked = searchParams.get('week');
  const week = isIsoWeek(asked) && asked <= thisWeek ? asked : thisWeek;
  const [tz] = useState(browserTimeZone);
  const children = useChildren();
  const child = children.data?.find((entry) => entry.childId === childId);
  const name = child ? childName(child) : reader?.firstName?.trim() || null;
  usePageTitle(name ? `Progress report for ${name}` : 'Progress report');
  const report = useReport({ childId, week, tz });
  // The chart is a picture beside the report: if its weeks do not come, the report stands without it.
  const weeks = useWeeks({ childId, week, tz });
  const back = backLinkOf(reader);
  const firstName = child?.firstName?.trim() || reader?.firstName?.trim() || 'your child';
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
        <ReportFigures report={data} name={firstName} />
        {weeks.data && <WeeksChart weeks={weeks.data} selectedWeek={week} name={firstName} />}
        <SkillTable report={data} />
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
            <LevelsPanel childId={childId} canChoose={canChooseLevels} />
          </Card>
          {extra}
          <p className="muted progress-page__back"><Link to={back.to}>{back.label}</Link></p>
        </div>
      </section>
    </PageLayout>
  );
}
