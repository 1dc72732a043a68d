import { TIMINGS, type WeeklyLessonCard } from '@wonderkin/shared';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, ButtonLink, Icon, LoadingBlock, Modal, SiteFooter, SiteHeader, usePageTitle } from '../../components';
import { selectLesson } from '../../lib/analytics';
import { errorMessage } from '../../lib/api';
import { useWeeklyLessons } from './api/get-weekly-lessons';
import { PAID_PLAN_TITLE, SUBSCRIBED_FOOTER, SUBSCRIBED_HEADING, SUBSCRIBED_TEXT } from './content';
import { ageRange, LessonGrid } from './LessonGrid';
import { LessonModal } from './LessonModal';
import { PaidPlanPitch } from './PaidPlanPitch';
import { UpsellBubble } from './UpsellBubble';
import { readSessionFlag, setSessionFlag } from './useSessionFlag';
import './free.css';

export const UPSELL_BUBBLE_DISMISSED_KEY = 'wk-upsell-bubble-dismissed';
const LESSONS_FAILED = 'We could not load the lesson topics. Please try again.';

/** The subscribed confirmation (spec §2): heading, first-week note, the 50 topic cards, the weekly reminder. */
function Confirmation({ upsellDelayMs }: { upsellDelayMs: number | null }) {
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
      <LessonModal card={selected} onClose={() => setSelected(null)} />
      <UpsellOffers lessonOpen={selected !== null} delayMs={upsellDelayMs} />
    </>
  );
}

/**
 * The paid plan's upsell (spec §2 /subscription): a dialog TIMINGS.upsellModalDelay after the page shows (once;
 * when a lesson is open it waits for it to close), and a bubble that reopens it and can be dismissed (for the visit).
 */
function UpsellOffers({ lessonOpen, delayMs }: { lessonOpen: boolean; delayMs: number | null }) {
  const [due, setDue] = useState(false);
  const [open, setOpen] = useState(false);
  const shown = useRef(false);
  const [bubble, setBubble] = useState(() => !readSessionFlag(UPSELL_BUBBLE_DISMISSED_KEY));

  useEffect(() => {
    if (delayMs === null) return;
    const timer = setTimeout(() => setDue(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  useEffect(() => {
    if (!due || lessonOpen || shown.current) return;
    shown.current = true;
    setOpen(true);
  }, [due, lessonOpen]);

  return (
    <>
      {bubble && !open ? (
        <UpsellBubble
          onOpen={() => {
            shown.current = true; // opened by hand: the timed one is not needed any more
            setOpen(true);
          }}
          onDismiss={() => {
            setSessionFlag(UPSELL_BUBBLE_DISMISSED_KEY);
            setBubble(false);
          }}
        />
      ) : null}
      <Modal open={open} onClose={() => setOpen(false)} title={PAID_PLAN_TITLE} modalType="upsell" size="sm">
        <p className="muted">
          Your free weekly lessons are on their way. The paid plan adds everything else, made for your child.
        </p>
        <PaidPlanPitch hideTitle />
      </Modal>
    </>
  );
}

/**
 * /subscription?id=… (spec §2): the success page after a sign-up on /free. `upsellDelayMs` (tests): when the upsell
 * dialog opens, null for never; the spec's 2 s by default.
 */
export default function SubscriptionPage({ upsellDelayMs = TIMINGS.upsellModalDelay }: { upsellDelayMs?: number | null }) {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim();
  usePageTitle(id ? SUBSCRIBED_HEADING : 'Free weekly lessons');

  return (
    <div className="page subscription-page">
      <SiteHeader />
      <main id="main">
        {id ? (
          <Confirmation upsellDelayMs={upsellDelayMs} />
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
