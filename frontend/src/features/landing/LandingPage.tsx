import { FREE_QUESTION_LIMIT } from '@wonderkin/shared';
import { Link } from '../../lib/navigation';
import { ButtonLink, Card, Icon, PageSection, RatingsSummary, SectionHeader, SiteFooter, SiteHeader, usePageTitle } from '../../components';
import { config } from '../../lib/config';
import { BENEFITS, HOW_IT_WORKS, MODULES, faqItems, type LearningModule } from './content';
import { Faq } from './Faq';
import { HeroArt } from './HeroArt';
import './landing.css';

function ModuleRow({ modules, label }: { modules: LearningModule[]; label: string }) {
  return (
    // A scrollable row must be reachable by keyboard (tabIndex) and named (region label).
    <div className="module-row" role="region" aria-label={label} tabIndex={0}>
      <ul className="module-row__list">
        {modules.map((module) => (
          <li key={module.title}>
            <Card as="article" tone={module.tone} className="module-card">
              <span className={`module-card__icon module-card__icon--${module.tone}`}>
                <Icon name={module.icon} size={26} />
              </span>
              <h3 className="module-card__title">{module.title}</h3>
              <p className="module-card__ages">Ages {module.ages}</p>
              <p className="module-card__text">{module.description}</p>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The home page (spec §2), sections in the spec's order. */
export default function LandingPage() {
  const product = config.productName;
  usePageTitle('Personalized learning for curious kids');
  return (
    <div className="page landing">
      <SiteHeader />
      <main id="main">
        <section className="hero" aria-labelledby="hero-title">
          <div className="container hero__grid">
            <div className="hero__copy">
              <span className="eyebrow">Personalized learning for ages 3-12</span>
              <h1 id="hero-title" className="hero__title">
                Learning adventures built around your child&apos;s curiosity
              </h1>
              <p className="hero__lead">
                {product} turns your child&apos;s age, interests, goals and support needs into activities they love: printed
                worksheets, custom books, audio lessons and online activities, screens optional.
              </p>
              <div className="hero__actions">
                <ButtonLink to="/ask" size="lg" variant="primary" icon={<Icon name="sparkle" />}>
                  Start now, it&apos;s free
                </ButtonLink>
                <ButtonLink to="/#how-it-works" size="lg" variant="secondary">
                  See how it works
                </ButtonLink>
              </div>
              <p className="hero__proof">
                <span className="hero__avatars" aria-hidden="true">
                  <span style={{ background: 'var(--color-coral)' }}>P</span>
                  <span style={{ background: 'var(--color-mint-strong)' }}>M</span>
                  <span style={{ background: 'var(--color-sky)' }}>E</span>
                  <span style={{ background: 'var(--color-primary)' }}>J</span>
                </span>
                {/* Issue 19: no count we cannot back (the spec's "Joined by 2,000+ parents" is not shown). */}
                <strong>Free to start: {FREE_QUESTION_LIMIT} questions, no password</strong>
              </p>
            </div>
            <div className="hero__art">
              <HeroArt />
            </div>
          </div>
        </section>

        <PageSection
          id="how-it-works"
          titleId="how-title"
          eyebrow="Simple as 1, 2, 3, 4"
          title={`How ${product} Works`}
          intro="A few minutes from you, a learning plan that keeps adapting to your child."
        >
          <ol className="card-grid steps">
            {HOW_IT_WORKS.map((step, index) => (
              <li key={step.title} className="card step">
                <span className="step__number" aria-hidden="true">
                  {index + 1}
                </span>
                <span className="step__icon">
                  <Icon name={step.icon} size={28} />
                </span>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </PageSection>

        <section id="modules" className="section section--alt" aria-labelledby="modules-title">
          <div className="container">
            <SectionHeader titleId="modules-title" eyebrow="16 learning modules" title="Discover Our Learning Modules">
              From counting to coding, every module adapts to your child&apos;s age and pace.
            </SectionHeader>
          </div>
          <div className="modules">
            <ModuleRow modules={MODULES.slice(0, 8)} label="Learning modules 1 to 8" />
            <ModuleRow modules={MODULES.slice(8, 16)} label="Learning modules 9 to 16" />
          </div>
        </section>

        <PageSection
          id="benefits"
          titleId="benefits-title"
          eyebrow="Made for the whole team"
          title="Benefits For Everyone"
          intro="Children, parents and educators each get what they need."
        >
          <div className="card-grid benefits">
            {BENEFITS.map((benefit) => (
              <Card key={benefit.audience} as="article" tone={benefit.tone} padding="lg" className="benefit">
                <span className="benefit__icon">
                  <Icon name={benefit.icon} size={28} />
                </span>
                <h3>{benefit.audience}</h3>
                <ul className="checklist">
                  {benefit.points.map((point) => (
                    <li key={point}>
                      <Icon name="check" size={18} className="checklist__mark" />
                      {point}
                    </li>
                  ))}
                </ul>
              </Card>
            ))}
          </div>
        </PageSection>

        <RatingsSummary />

        <section className="section" aria-labelledby="custom-books-title">
          <div className="container">
            <div className="promo">
              <div className="promo__copy">
                <span className="eyebrow">Printed and personalized</span>
                <h2 id="custom-books-title">Custom Books and Materials Made Just for Your Child</h2>
                <p>
                  Storybooks starring your child, worksheets built around their favourite things and activity packs for every
                  subject, ready to print at home.
                </p>
                <ButtonLink to="/custombooks" variant="accent" size="lg" icon={<Icon name="book" />}>
                  Explore Custom Materials
                </ButtonLink>
              </div>
              <div className="promo__art" aria-hidden="true">
                <span className="promo__book promo__book--1">
                  <Icon name="book" size={40} />
                </span>
                <span className="promo__book promo__book--2">
                  <Icon name="palette" size={40} />
                </span>
                <span className="promo__book promo__book--3">
                  <Icon name="math" size={40} />
                </span>
              </div>
            </div>
          </div>
        </section>

        <PageSection
          id="faq"
          titleId="faq-title"
          alt
          containerClassName="faq-wrap"
          eyebrow="Questions?"
          title="Frequently Asked Questions"
          intro={
            <>
              Still curious? <Link to="/ask">Ask {product}</Link> anything.
            </>
          }
        >
          <Faq items={faqItems(product)} />
        </PageSection>
      </main>
      <SiteFooter />
    </div>
  );
}
