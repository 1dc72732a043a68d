import { useEffect, useRef, useState, type RefObject } from 'react';
import { Button, Icon, Modal, PageSection, SiteFooter, SiteHeader, RatingsSummary, usePageTitle } from '../../components';
import { LESSON_SLIDES, WEEK_PARTS } from './content';
import { LessonCarousel } from './LessonCarousel';
import { SignupForm } from './SignupForm';
import { useExitIntent } from './useExitIntent';
import './free.css';

/**
 * Whether `ref`'s element is off screen. Until the browser says (and in the prerendered HTML) it counts as on screen;
 * where there is no IntersectionObserver it counts as off screen, so the bar is still offered.
 */
function useOffScreen(ref: RefObject<HTMLElement | null>): boolean {
  const [off, setOff] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setOff(true);
      return undefined;
    }
    const observer = new IntersectionObserver(([entry]) => setOff(!entry?.isIntersecting));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return off;
}

/**
 * The bottom sign-up bar: at hand while scrolling once the page's own form is out of sight (never two email forms on
 * one screen, nor the bar over the form's small print); it can be put away.
 */
function SignupBar({ formInView }: { formInView: boolean }) {
  const [hidden, setHidden] = useState(false);
  if (hidden || formInView) return null;
  return (
    <aside className="signup-bar" aria-label="Sign up for free weekly lessons">
      <div className="container signup-bar__inner">
        <p className="signup-bar__text">
          <strong>Free weekly lessons</strong> <span className="signup-bar__more">for ages 3-12, straight to your inbox</span>
        </p>
        <SignupForm formLabel="Sign-up bar" buttonLabel="Sign Up Free" variant="bar" hideLabel />
        <button type="button" className="signup-bar__close" aria-label="Hide the sign-up bar" onClick={() => setHidden(true)}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </aside>
  );
}

/**
 * /free (spec §2): the free weekly lesson subscription. Email sign-up, a carousel of lesson pictures, testimonials,
 * an exit-intent modal (once per visit) and a bottom sign-up bar; every form leads to /subscription?id=….
 */
export default function FreePage() {
  usePageTitle('Free weekly lessons');
  const [exitOpen, setExitOpen] = useState(false);
  useExitIntent(() => setExitOpen(true));
  const heroForm = useRef<HTMLDivElement>(null);
  const heroFormOffScreen = useOffScreen(heroForm);

  return (
    <div className="page free-page">
      <SiteHeader />
      <main id="main">
        <section className="free-hero" aria-labelledby="free-title">
          <div className="container free-hero__grid">
            <div className="free-hero__copy">
              <span className="eyebrow">Free for families · Ages 3-12</span>
              <h1 id="free-title" className="free-hero__title">
                A free life-skills lesson for your family, every week
              </h1>
              <p className="free-hero__lead">
                Kindness, big feelings, healthy habits, money and more: each week a short story to read together, two
                screen-free activities, conversation starters and a printable one-page PDF.
              </p>
              <div ref={heroForm}>
                <SignupForm formLabel="Sign up for free weekly lessons" />
                <p className="free-hero__small">
                  <Icon name="shield" size={18} /> Free, one email a week, unsubscribe any time. We only keep your email address.
                </p>
              </div>
            </div>
            <div className="free-hero__art">
              <LessonCarousel slides={LESSON_SLIDES} />
            </div>
          </div>
        </section>

        <PageSection id="inside" titleId="inside-title" eyebrow="50 weeks of lessons" title="What's inside each weekly lesson">
          <ul className="card-grid week-parts">
            {WEEK_PARTS.map((part) => (
              <li key={part.title} className="card week-part">
                <span className="week-part__icon">
                  <Icon name={part.icon} size={26} />
                </span>
                <h3>{part.title}</h3>
                <p>{part.text}</p>
              </li>
            ))}
          </ul>
        </PageSection>

        <RatingsSummary id="free-ratings" />
      </main>
      <SiteFooter />
      <SignupBar formInView={!heroFormOffScreen} />

      <Modal
        open={exitOpen}
        onClose={() => setExitOpen(false)}
        title="Before you go: a free lesson every week"
        description="Get this week's story, two activities and a printable page in your inbox. Free, and you can unsubscribe any time."
        modalType="exit_intent"
        size="sm"
      >
        <SignupForm formLabel="Sign up before you go" buttonLabel="Send Me Free Lessons" variant="modal" autoFocus />
        <Button variant="ghost" block className="exit-intent__dismiss" onClick={() => setExitOpen(false)}>
          No thanks
        </Button>
      </Modal>
    </div>
  );
}
