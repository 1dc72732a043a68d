import type { WeeklyLessonCard } from '@wonderkin/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, ButtonLink, Icon, LoadingBlock, SiteFooter, SiteHeader, usePageTitle } from '../../components';
import { selectLesson } from '../../lib/analytics';
import { errorMessage } from '../../lib/api';
import { useWeeklyLessons } from './api/get-weekly-lessons';
import { useCanOfferUpgrade } from './api/upgrade-offer';
import { SUBSCRIBED_FOOTER, SUBSCRIBED_HEADING, SUBSCRIBED_TEXT } from './content';
import { ageRange, LessonGrid } from './LessonGrid';
import { LessonModal } from './LessonModal';
import { PaidPlanPitch } from './PaidPlanPitch';
import './free.css';

const LESSONS_FAILED = 'We could not load the lesson topics. Please try again.';

/** The subscribed confirmation (spec §2): heading, first-week note, the 50 topic cards, the weekly reminder. */
function Confirmation() {
  const lessons = useWeeklyLessons();
  const [selected, setSelected] = useState<WeeklyLessonCard | null>(null);

  const open = (card: WeeklyLessonCard) => {
    selectLesson(card.title, ageRange(card));
    setSelected(card);
  };

  return (
    <>
      <section className="subscribed" aria-labelledby="subscribed-title">
        <div className="container subscribed__inner">
          <span className="subscribed__badge" aria-hidden="true">
            <Icon name="check" size={32} />
          </span>
          <h1 id="subscribed-title">{SUBSCRIBED_HEADING}</h1>
          {/* The answer is the same for a new and a known address (nobody learns who subscribed): the spec's words. */}
          <p className="subscribed__lead">{SUBSCRIBED_TEXT}</p>
        </div>
      </section>

      <section className="section section--alt topics" aria-labelledby="topics-title">
        <div className="container">
          <header className="section__header">
            <h2 id="topics-title">{lessons.data ? `Your ${lessons.data.length} weekly lessons` : 'Your weekly lessons'}</h2>
            <p>A new topic arrives each week. Open any card to read that week&apos;s lesson now and print its one-page PDF.</p>
          </header>
          {lessons.isPending ? <LoadingBlock label="Loading the lesson topics..." /> : null}
          {lessons.isError ? (
            <div className="topics__error">
              <p role="alert">{errorMessage(lessons.error, LESSONS_FAILED)}</p>
              <Button variant="secondary" onClick={() => void lessons.refetch()}>
                Try again
              </Button>
            </div>
          ) : null}
          {lessons.data ? <LessonGrid lessons={lessons.data} onSelect={open} /> : null}
          <p className="topics__footer">
            <Icon name="mail" size={22} /> {SUBSCRIBED_FOOTER}
          </p>
        </div>
      </section>
      <UpgradeOffer />
      <LessonModal card={selected} onClose={() => setSelected(null)} />
    </>
  );
}

/**
 * The paid plan's offer on /subscription (spec §2), inline below the confirmation and its topics, never a dialog over
 * them: only when payments can sell the plan and the visitor is not on it already (useCanOfferUpgrade). Its button
 * states the plan's full terms (CheckoutButton's planTermsText).
 */
function UpgradeOffer() {
  const canOffer = useCanOfferUpgrade();
  if (!canOffer) return null;
  return (
    <section className="section subscription-upsell" aria-labelledby="subscription-upsell-title">
      <div className="container subscription-upsell__inner">
        <p className="muted">Your free weekly lessons are on their way. The paid plan adds everything else, made for your child.</p>
        <PaidPlanPitch titleId="subscription-upsell-title" />
      </div>
    </section>
  );
}

/** /subscription?id=… (spec §2): the success page after a sign-up on /free. */
export default function SubscriptionPage() {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim();
  usePageTitle(id ? SUBSCRIBED_HEADING : 'Free weekly lessons');

  return (
    <div className="page subscription-page">
      <SiteHeader />
      <main id="main">
        {id ? (
          <Confirmation />
        ) : (
          <section className="subscribed" aria-labelledby="subscribe-first-title">
            <div className="container subscribed__inner">
              <h1 id="subscribe-first-title">Get a free lesson every week</h1>
              <p className="subscribed__lead">This page confirms a sign-up, and we could not find one in its address.</p>
              <ButtonLink to="/free" size="lg">
                Sign up for free weekly lessons
              </ButtonLink>
            </div>
          </section>
        )}
      </main>
      <SiteFooter />
    </div>
  );
}
