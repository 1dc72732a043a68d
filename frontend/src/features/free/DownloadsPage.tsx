import { productSlug } from '@wonderkin/shared';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, ButtonLink, Card, Icon, LoadingBlock, SiteFooter, SiteHeader, usePageTitle } from '../../components';
import { errorMessage } from '../../lib/api';
import { config } from '../../lib/config';
import { weeklyLessonPdfUrl } from './api/get-weekly-lesson';
import { useWeeklyLessons } from './api/get-weekly-lessons';
import { PaidPlanPitch } from './PaidPlanPitch';
import { trackPurchaseOnce } from './purchaseTracking';
import './free.css';

const PACK_FAILED = 'We could not find the lesson pack. Please try again.';

/** The lesson pack: week 1's printable PDF (GET /api/weekly-lessons/<first id>/pdf), downloaded as a file. */
function LessonPack() {
  const lessons = useWeeklyLessons();
  const first = lessons.data?.[0];
  return (
    <Card as="section" padding="lg" className="downloads__pack" aria-labelledby="pack-title">
      <span className="downloads__pack-icon" aria-hidden="true">
        <Icon name="printer" size={28} />
      </span>
      <h2 id="pack-title">Your free lesson pack</h2>
      {lessons.isPending ? <LoadingBlock label="Getting your lesson pack ready..." /> : null}
      {lessons.isError ? (
        <div className="downloads__error">
          <p role="alert">{errorMessage(lessons.error, PACK_FAILED)}</p>
          <Button variant="secondary" onClick={() => void lessons.refetch()}>
            Try again
          </Button>
        </div>
      ) : null}
      {lessons.data && !first ? <p role="alert">{PACK_FAILED}</p> : null}
      {first ? (
        <>
          <p>
            Week {first.week}: <strong>{first.title}</strong> (ages {first.ages.min}-{first.ages.max}). A read-aloud story, two
            screen-free activities and conversation starters on one printable page.
          </p>
          <ButtonLink
            href={weeklyLessonPdfUrl(first.id)}
            download={`${productSlug(config.productName)}-lesson-pack-${first.id}.pdf`}
            size="lg"
            variant="primary"
          >
            Download the lesson pack (PDF)
          </ButtonLink>
        </>
      ) : null}
    </Card>
  );
}

/**
 * /downloads (spec §2): thank-you page with the lesson pack PDF and the paid plan's pitch. Coming back from checkout
 * (?success=true&session_id=…) sends the purchase event, once per session id in this browser.
 */
export default function DownloadsPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id')?.trim() ?? '';
  const purchased = params.get('success') === 'true' && sessionId !== '';
  usePageTitle('Thank you');

  useEffect(() => {
    if (purchased) trackPurchaseOnce(sessionId);
  }, [purchased, sessionId]);

  return (
    <div className="page downloads-page">
      <SiteHeader />
      <main id="main">
        <section className="subscribed" aria-labelledby="downloads-title">
          <div className="container subscribed__inner">
            <span className="subscribed__badge" aria-hidden="true">
              <Icon name="heart" size={30} />
            </span>
            <h1 id="downloads-title">{purchased ? 'Thank you for your purchase!' : 'Thank you!'}</h1>
            <p className="subscribed__lead">
              {purchased
                ? `Your ${config.productName} plan is being switched on. Your lesson pack is below.`
                : 'Here is your lesson pack to print and enjoy together.'}
            </p>
          </div>
        </section>
        <section className="section section--alt" aria-label="Downloads">
          <div className="container downloads__grid">
            <LessonPack />
            {purchased ? (
              <Card as="section" padding="lg" className="downloads__next" aria-labelledby="next-title">
                <h2 id="next-title">What&apos;s next</h2>
                <p>Ask a question together and explore a new lesson made for your child&apos;s age.</p>
                <ButtonLink to="/ask" size="lg" variant="accent" icon={<Icon name="sparkle" />}>
                  Ask a question
                </ButtonLink>
              </Card>
            ) : (
              <Card as="section" padding="lg" tone="sun" className="downloads__pitch" aria-labelledby="pitch-title">
                <PaidPlanPitch titleId="pitch-title" />
              </Card>
            )}
          </div>
        </section>
      </main>
      <SiteFooter />
    </div>
  );
}
