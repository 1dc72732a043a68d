import { Link } from 'react-router-dom';
import { Card, Icon } from '../../components';
import { config } from '../../lib/config';

const CARDS = [
  {
    to: '/custombooks',
    icon: 'book' as const,
    title: 'Custom Books',
    text: 'Personalized storybooks and worksheets, made just for your child as printable PDFs you print at home.',
    cta: 'Explore Custom Materials',
    tone: 'coral' as const,
  },
  {
    to: '/create',
    icon: 'headphones' as const,
    title: 'Audiobooks, Videos & Activity Books',
    text: "Turn your kid's interest into a quick audiobook, video, or printable activity book.",
    cta: 'Start creating',
    tone: 'mint' as const,
  },
  {
    to: '/links',
    icon: 'video' as const,
    title: 'Watch & Listen',
    // Other creators' channel and podcast (VITE_VIDEO_CHANNEL_NAME / VITE_LATEST_EPISODE_NAME), named like the footer does.
    text: `Videos we like: ${config.videoChannelName}. Listen: ${config.latestEpisodeName}. Not made by us: more curious questions, answered.`,
    cta: 'See Important Links',
    tone: 'primary' as const,
  },
];

/** Other ways to learn with the product (marketing cards under the ask form). */
export function MarketingCards() {
  return (
    <section className="marketing" aria-labelledby="marketing-title">
      <h2 id="marketing-title">More ways to learn together</h2>
      <ul className="marketing__grid" role="list">
        {CARDS.map((card) => (
          <li key={card.to}>
            <Card tone={card.tone} className="marketing__card">
              <span className="marketing__icon"><Icon name={card.icon} size={32} /></span>
              <h3>{card.title}</h3>
              <p>{card.text}</p>
              <Link to={card.to} className="marketing__link">
                {card.cta} <Icon name="arrowRight" size={18} />
              </Link>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
