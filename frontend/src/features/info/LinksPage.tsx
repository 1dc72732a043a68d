import { Link } from '../../lib/navigation';
import { Icon, PageLayout, SectionHeader, usePageTitle, type IconName } from '../../components';
import { config } from '../../lib/config';
import './info.css';

interface LinkCard {
  title: string;
  text: string;
  icon: IconName;
  tone: string;
  to?: string;
  href?: string;
}

/** The three cards of /links (spec §2); an external card whose URL is switched off in the config is left out. */
function linkCards(): LinkCard[] {
  const cards: LinkCard[] = [];
  if (config.videoChannelUrl) {
    cards.push({ title: 'Videos we like', text: `Science videos for kids from ${config.videoChannelName}, to watch and wonder about together. Not made by ${config.productName}.`, icon: 'video', tone: 'coral', href: config.videoChannelUrl });
  }
  if (config.latestEpisodeUrl) {
    cards.push({ title: 'Something to listen to', text: `Big questions answered for young minds, on ${config.latestEpisodeName}. Not made by ${config.productName}.`, icon: 'headphones', tone: 'sun', href: config.latestEpisodeUrl });
  }
  cards.push({ title: `Ask ${config.productName}`, text: 'Type, speak or snap a question and get an interactive mini-lesson in minutes.', icon: 'sparkle', tone: 'primary', to: '/ask' });
  return cards;
}

function CardBody({ card, external }: { card: LinkCard; external: boolean }) {
  return (
    <>
      <span className="link-card__icon">
        <Icon name={card.icon} size={28} />
      </span>
      <h2 className="link-card__title">
        {card.title}
        {external ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
      </h2>
      <p className="link-card__text">{card.text}</p>
      <span className="link-card__go" aria-hidden="true">
        {external ? 'Open' : 'Go'} <Icon name={external ? 'external' : 'arrowRight'} size={18} />
      </span>
    </>
  );
}

export default function LinksPage() {
  usePageTitle('Important Links');
  return (
    <PageLayout>
      <section className="section">
        <div className="container">
          <SectionHeader level={1} title="Important Links">
            Everything worth a click, in one place.
          </SectionHeader>
          <ul className="card-grid card-grid--stretch link-cards">
            {linkCards().map((card) => (
              <li key={card.title}>
                {card.href ? (
                  <a className={`card card--${card.tone} card--pad-lg card--interactive link-card`} href={card.href} target="_blank" rel="noopener noreferrer">
                    <CardBody card={card} external />
                  </a>
                ) : (
                  <Link className={`card card--${card.tone} card--pad-lg card--interactive link-card`} to={card.to!}>
                    <CardBody card={card} external={false} />
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </div>
      </section>
    </PageLayout>
  );
}
