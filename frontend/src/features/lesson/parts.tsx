import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../components';
import { AudioButton } from './audio';
import { safeImageSrc, withUtm } from './links';

/** One lesson section: a titled landmark the contents list can jump to, with an optional Listen button. */
export function LessonSection({ id, title, icon, audioText, children }: {
  id: string;
  title: string;
  icon?: IconName;
  audioText?: string;
  children: ReactNode;
}) {
  const headingId = `${id}-title`;
  return (
    <section id={id} className="lesson-section" aria-labelledby={headingId}>
      <header className="lesson-section__header">
        <h2 id={headingId} className="lesson-section__title">
          {icon && <span className="lesson-section__icon"><Icon name={icon} size={26} /></span>}
          {title}
        </h2>
        {audioText ? <AudioButton id={id} text={audioText} label={title} /> : null}
      </header>
      {children}
    </section>
  );
}

/** Generated text, shown as text (never HTML): blank lines start new paragraphs. */
export function Paragraphs({ text, className }: { text: string; className?: string }) {
  const parts = text.split(/\n\s*\n/).map((part) => part.trim()).filter(Boolean);
  return (
    <>
      {parts.map((part, index) => (
        <p key={index} className={className}>{part}</p>
      ))}
    </>
  );
}

/** A link out of the site: utm-tagged, new tab; an unsafe or invalid URL is shown as plain text. */
export function ExternalLink({ href, medium, children, className }: { href: string; medium?: string; children: ReactNode; className?: string }) {
  const url = withUtm(href, medium);
  if (!url) return <span className={className}>{children}</span>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

export function Thumbnail({ src, alt, className }: { src: string; alt: string; className?: string }) {
  const safe = safeImageSrc(src);
  if (!safe) return null;
  return <img src={safe} alt={alt} loading="lazy" className={className} referrerPolicy="no-referrer" />;
}

/** "Rated 4.5 of 5 · 120 reviews": parts that are 0 are left out (spec: hide zero counts). */
export function RatingLine({ rating, reviews }: { rating?: number; reviews?: number }) {
  const parts: string[] = [];
  if (rating) parts.push(`Rated ${rating.toFixed(1)} of 5`);
  if (reviews) parts.push(`${reviews.toLocaleString('en-US')} review${reviews === 1 ? '' : 's'}`);
  if (!parts.length) return null;
  return <p className="lesson-card__meta">{parts.join(' · ')}</p>;
}
