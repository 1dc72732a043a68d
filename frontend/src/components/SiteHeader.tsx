import { useId, useState, type ReactNode } from 'react';
import { Link, useLocation } from '../lib/navigation';
import { config } from '../lib/config';
import { useSignedIn } from '../lib/shared-queries';
import { buttonClass } from './Button';
import { Logo } from './Logo';

export interface NavItem {
  label: string;
  /** Internal route, optionally with a hash ("/#faq"). */
  to: string;
}

/** The landing page's sections and pages (spec §2: anchors how-it-works, modules, benefits, faq; Custom Books; Ask). */
export const MAIN_NAV: NavItem[] = [
  { label: 'How It Works', to: '/#how-it-works' },
  { label: 'Modules', to: '/#modules' },
  { label: 'Benefits', to: '/#benefits' },
  { label: 'FAQ', to: '/#faq' },
  { label: 'Custom Books', to: '/custombooks' },
  { label: 'Ask', to: '/ask' },
];

/**
 * Signed in (by the server session, issue 19): My Account and Log Out, never Sign Up. Otherwise Log In / Sign Up go to
 * the configured application host, or to our own /login when none is configured.
 */
export function AccountLinks({ onNavigate }: { onNavigate?: () => void }) {
  // useLocation re-renders this on each navigation, so the sign-in cookie written or removed by a page shows at once.
  useLocation();
  const signedIn = useSignedIn();

  if (signedIn) {
    return (
      <>
        {/* Download my data, delete my account (issue 8). */}
        <Link to="/account" className={buttonClass({ variant: 'ghost', size: 'sm' })} onClick={onNavigate}>
          My Account
        </Link>
        <Link to="/logout" className={buttonClass({ variant: 'ghost', size: 'sm' })} onClick={onNavigate}>
          Log Out
        </Link>
      </>
    );
  }
  if (config.signInIsExternal) {
    return (
      <>
        <a href={config.signInUrl} className={buttonClass({ variant: 'ghost', size: 'sm' })}>
          Log In
        </a>
        <a href={config.signUpUrl} className={buttonClass({ variant: 'primary', size: 'sm' })}>
          Sign Up
        </a>
      </>
    );
  }
  return (
    <>
      <Link to={config.signInUrl} className={buttonClass({ variant: 'ghost', size: 'sm' })} onClick={onNavigate}>
        Log In
      </Link>
      <Link to={config.signUpUrl} className={buttonClass({ variant: 'primary', size: 'sm' })} onClick={onNavigate}>
        Sign Up
      </Link>
    </>
  );
}

export interface SiteHeaderProps {
  nav?: NavItem[];
  /** Replaces Log In / Sign Up on the right. */
  actions?: ReactNode;
}

/** Sticky top navigation with a collapsible menu on small screens. */
export function SiteHeader({ nav = MAIN_NAV, actions }: SiteHeaderProps) {
  // The menu stays open only on the page where it was opened: any navigation closes it.
  const location = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === location.key;
  const menuId = useId();
  const close = () => setOpenOn(null);

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Logo />
        <button
          type="button"
          className="site-header__toggle"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setOpenOn(menuOpen ? null : location.key)}
        >
          <span className="site-header__burger" aria-hidden="true" />
          <span className="visually-hidden">{menuOpen ? 'Close menu' : 'Open menu'}</span>
        </button>
        <nav id={menuId} className={`site-nav${menuOpen ? ' site-nav--open' : ''}`} aria-label="Main">
          <ul className="site-nav__links">
            {nav.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className="site-nav__link" onClick={close}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
          <div className="site-nav__actions">{actions ?? <AccountLinks onNavigate={close} />}</div>
        </nav>
      </div>
    </header>
  );
}
