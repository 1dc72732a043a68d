import { ButtonLink, Card, Icon, PageLayout, PageSection, RatingsSummary, usePageTitle } from '../../components';
import { BENEFITS, MATERIAL_TYPES, STEPS } from './content';
import './custombooks.css';

/** /custombooks and /custom-book (spec §2). The create buttons lead to /create, the product's creation tool. */
export default function CustomBooksPage() {
  usePageTitle('Custom Learning Materials');
  return (
    <PageLayout className="custombooks">
      <section className="cb-hero" aria-labelledby="cb-title">
        <div className="container cb-hero__inner">
          <span className="eyebrow">Personalized and printable</span>
          <h1 id="cb-title">Custom Learning Materials Created Just for Your Child</h1>
          <p className="cb-hero__lead">
            Storybooks, worksheets and activity packs designed around your child&apos;s interests, level and goals, ready to
            print at home.
          </p>
          <div className="cb-hero__actions">
            <ButtonLink to="/create" size="lg" icon={<Icon name="sparkle" />}>
              Create Custom Materials
            </ButtonLink>
            <ButtonLink to={{ hash: '#material-types' }} size="lg" variant="secondary">
              See Examples
            </ButtonLink>
          </div>
        </div>
      </section>

      <PageSection titleId="cb-steps-title" title="How It Works" intro="Three simple steps from idea to a book you print at home.">
        <ol className="card-grid cb-steps">
          {STEPS.map((step, index) => (
            <li key={step.title} className="card cb-step">
              <span className="cb-step__icon">
                <Icon name={step.icon} size={30} />
              </span>
              <p className="cb-step__number">Step {index + 1}</p>
              <h3>{step.title}</h3>
              <p className="muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </PageSection>

      <PageSection
        id="material-types"
        titleId="cb-types-title"
        alt
        title="Materials We Create"
        intro="Six kinds of materials, each one made for a single, very special reader."
      >
        <ul className="card-grid card-grid--stretch cb-types">
          {MATERIAL_TYPES.map((type) => (
            <li key={type.title}>
              <Card as="article" tone={type.tone} padding="lg" className="cb-type">
                <span className="cb-type__icon">
                  <Icon name={type.icon} size={28} />
                </span>
                <h3>{type.title}</h3>
                <p>{type.text}</p>
                <p className="cb-type__example">
                  <strong>Example:</strong> {type.example}
                </p>
              </Card>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection titleId="cb-benefits-title" title="Learning Benefits" intro="Why personalized, printable materials work so well for children.">
        <ul className="cb-benefits">
          {BENEFITS.map((benefit) => (
            <li key={benefit}>
              <span className="cb-benefits__mark">
                <Icon name="check" size={18} />
              </span>
              {benefit}
            </li>
          ))}
        </ul>
      </PageSection>

      <RatingsSummary id="cb-ratings" />

      <section className="section" aria-labelledby="cb-cta-title">
        <div className="container">
          <div className="cb-cta">
            <h2 id="cb-cta-title">Ready to make something just for your child?</h2>
            <p>Pick a topic they love and we&apos;ll take it from there.</p>
            <ButtonLink to="/create" size="lg" variant="accent" icon={<Icon name="arrowRight" />}>
              Start Creating Now
            </ButtonLink>
          </div>
        </div>
      </section>
    </PageLayout>
  );
}
