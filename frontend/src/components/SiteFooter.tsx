import type { ReactNode } from 'react';
import { Link, useLocation } from '../lib/navigation';
import { config } from '../lib/config';
import { useSignedIn } from '../lib/shared-queries';
import { LogoMark } from './Logo';

interface FooterLink {
  label: string;
  to?: string;
  href?: string;
  external?: boolean;
}

/*
 * The spec's footer had placeholder '#' links. We ship no placeholder links, so each entry is real or left out:
 * - Help Center → /#faq (the FAQ answers the common questions): an in-page anchor. There are no testimonials: the
 *   landing page shows the real ratings summary instead (RatingsSummary).
 * - Contact Support → mailto:VITE_SUPPORT_EMAIL; social icons → VITE_FACEBOOK_URL / _INSTAGRAM_ / _TWITTER_ / _LINKEDIN_:
 *   shown only when configured.
 * - Other people's video channel and podcast → VITE_VIDEO_CHANNEL_URL / VITE_LATEST_EPISODE_URL (real defaults, see
 *   lib/config), each named as its maker's (VITE_VIDEO_CHANNEL_NAME / VITE_LATEST_EPISODE_NAME), never as ours.
 * - Pricing, Blog, Learning Tips and Research have no page in this product yet, so they are omitted.
 */
function footerColumns(signedIn: boolean): Array<{ title: string; links: FooterLink[] }> {
  const resources: FooterLink[] = [{ label: 'Important Links', to: '/links' }];
  if (config.videoChannelUrl) resources.push({ label: `Videos we like: ${config.videoChannelName}`, href: config.videoChannelUrl, external: true });
  if (config.latestEpisodeUrl) resources.push({ label: `Listen: ${config.latestEpisodeName}`, href: config.latestEpisodeUrl, external: true });

  const support: FooterLink[] = [{ label: 'Help Center', to: '/#faq' }];
  if (config.supportEmail) support.push({ label: 'Contact Support', href: `mailto:${config.supportEmail}` });
  // Like the header (AccountLinks): a signed-in parent gets their account and Log Out, never Log In.
  if (signedIn) support.push({ label: 'My Account', to: '/account' }, { label: 'Log Out', to: '/logout' });
  else support.push({ label: 'Log In', to: config.signInIsExternal ? undefined : '/login', href: config.signInIsExternal ? config.signInUrl : undefined });

  return [
    {
      title: 'Learn',
      links: [
        { label: `Ask ${config.productName}`, to: '/ask' },
        { label: 'Learning Modules', to: '/#modules' },
        { label: 'How It Works', to: '/#how-it-works' },
        { label: 'Custom Books', to: '/custombooks' },
      ],
    },
    { title: 'Resources', links: resources },
    { title: 'Support', links: support },
  ];
}

function FooterAnchor({ link }: { link: FooterLink }) {
  if (link.to) return <Link to={link.to}>{link.label}</Link>;
  return (
    <a href={link.href} {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {link.label}
      {link.external ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
    </a>
  );
}

const SOCIAL_ICONS: Record<string, ReactNode> = {
  facebook: <path d="M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9h3l.5-4h-3.5V8.8c0-.5.3-.8.5-.8z" />,
  instagram: (
    <path d="M8 3h8a5 5 0 015 5v8a5 5 0 01-5 5H8a5 5 0 01-5-5V8a5 5 0 015-5zm0 2a3 3 0 00-3 3v8a3 3 0 003 3h8a3 3 0 003-3V8a3 3 0 00-3-3H8zm4 3.5a3.5 3.5 0 110 7 3.5 3.5 0 010-7zm0 2a1.5 1.5 0 100 3 1.5 1.5 0 000-3zM17 6a1 1 0 110 2 1 1 0 010-2z" />
  ),
  twitter: <path d="M4 4h4.5l4 5.6L17.3 4H20l-6.2 7.3L20.5 20H16l-4.4-6.1L6.4 20H3.7l6.6-7.7z" />,
  linkedin: <path d="M5 9h3v11H5zM6.5 4a1.75 1.75 0 110 3.5 1.75 1.75 0 010-3.5zM10 9h2.9v1.5c.5-.9 1.7-1.8 3.4-1.8 3.2 0 3.7 2 3.7 4.7V20h-3v-5.9c0-1.4 0-3.1-1.9-3.1s-2.1 1.5-2.1 3V20h-3z" />,
};

export function SiteFooter() {
  // useLocation re-renders this on each navigation, so the sign-in cookie written or removed by a page shows at once.
  useLocation();
  const signedIn = useSignedIn();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <Link to="/" className="site-footer__logo" aria-label={`${config.productName} home`}>
            <LogoMark size={40} />
            <span>{config.productName}</span>
          </Link>
          <p>Personalized learning adventures for curious kids, with guidance for the grown-ups who love them.</p>
          {config.socialLinks.length > 0 ? (
            <ul className="site-footer__social" aria-label="Social media">
              {config.socialLinks.map((social) => (
                <li key={social.network}>
                  <a href={social.url} target="_blank" rel="noopener noreferrer" aria-label={`${config.productName} on ${social.label}`}>
                    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" fill="currentColor">
                      {SOCIAL_ICONS[social.network]}
                    </svg>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {footerColumns(signedIn).map((column) => (
          <nav key={column.title} className="site-footer__column" aria-label={column.title}>
            <h2 className="site-footer__heading">{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.label}>
                  <FooterAnchor link={link} />
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="container site-footer__bottom">
        {/* A page prerendered last year shows this year once hydrated. */}
        <p suppressHydrationWarning>
          © {year} {config.productName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
