import { createContext, useContext, type ComponentProps, type ComponentType, type MouseEvent, type ReactNode } from 'react';

/**
 * Links and the current location for the UI shared by the single-page app and the prerendered marketing pages (/,
 * /free, /custombooks, /links), without importing react-router: those pages are hydrated on their own (src/prerender)
 * and their JavaScript must stay small (README "Landing page"). Shared UI imports `Link`, `useLocation` and
 * `useNavigate` from here; features that only the app shows may keep using react-router-dom directly.
 *
 * - In the app, AppLayout provides react-router's (RouterNavigation): links navigate client-side.
 * - On a prerendered page, src/prerender provides a document navigation: a link is a plain <a href> whose plain
 *   left click (or a navigate() call) starts the app at that address (it takes over the page, no reload); a jump to
 *   an anchor of the same page stays a native one.
 * - With no provider at all (a test rendering a component alone), links are plain anchors and the location is the
 *   window's.
 */

/** Where a link leads: an address ("/ask", "/#faq") or parts of one resolved against the current page ({ hash }). */
export type To = string | { pathname?: string; search?: string; hash?: string };

export interface AppLocation {
  pathname: string;
  search: string;
  hash: string;
  /** Changes on every navigation (react-router's location key); 'default' on a page that has not navigated. */
  key: string;
}

export type LinkProps = Omit<ComponentProps<'a'>, 'href'> & { to: To; replace?: boolean };

export interface Navigation {
  location: AppLocation;
  navigate: (to: To, options?: { replace?: boolean }) => void;
  Link: ComponentType<LinkProps>;
}

/** The address of `to` seen from `location` (what an anchor's href shows). */
export function hrefOf(to: To, location: Pick<AppLocation, 'pathname' | 'search'>): string {
  if (typeof to === 'string') return to;
  const pathname = to.pathname ?? location.pathname;
  const search = to.search ?? (to.pathname === undefined ? location.search : '');
  const hash = to.hash ?? '';
  return `${pathname}${search && !search.startsWith('?') ? `?${search}` : search}${hash && !hash.startsWith('#') ? `#${hash}` : hash}`;
}

function windowLocation(): AppLocation {
  if (typeof window === 'undefined') return { pathname: '/', search: '', hash: '', key: 'default' };
  return { pathname: window.location.pathname, search: window.location.search, hash: window.location.hash, key: 'default' };
}

/** True for a click the page should handle itself: a plain left click on a link that opens in this tab. */
export function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
    (!target || target === '_self') &&
    !event.currentTarget.hasAttribute('download')
  );
}

/**
 * A navigation for a page that is not run by the app's router: `location` is the page's, links are anchors, and
 * `go(href, replace)` is called for a plain click on a link to another page (or by navigate()); without `go`, the
 * browser loads that page.
 */
export function documentNavigation(location: AppLocation = windowLocation(), go?: (href: string, replace: boolean) => void): Navigation {
  const navigate = (to: To, options?: { replace?: boolean }) => {
    const href = hrefOf(to, location);
    if (go) go(href, Boolean(options?.replace));
    else if (options?.replace) window.location.replace(href);
    else window.location.assign(href);
  };
  return { location, navigate, Link: DocumentLink };
}

/** The anchor of a document navigation: a plain click on a link to another page goes through navigate(). */
function DocumentLink({ to, replace, onClick, ...rest }: LinkProps) {
  const { location, navigate } = useNavigation();
  const href = hrefOf(to, location);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isPlainClick(event)) return;
    const url = new URL(href, window.location.href);
    if (url.origin !== window.location.origin) return;
    // An anchor of this very page: the browser's own jump (and history entry).
    if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return;
    event.preventDefault();
    navigate(url.pathname + url.search + url.hash, { replace });
  };
  return <a href={href} onClick={handleClick} {...rest} />;
}

const NavigationContext = createContext<Navigation | null>(null);

export function NavigationProvider({ value, children }: { value: Navigation; children: ReactNode }) {
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}

function useNavigation(): Navigation {
  return useContext(NavigationContext) ?? documentNavigation();
}

/** A link to a page of the product (react-router's Link in the app, an anchor on a prerendered page). */
export function Link(props: LinkProps) {
  const { Link: Implementation } = useNavigation();
  return <Implementation {...props} />;
}

export function useLocation(): AppLocation {
  return useNavigation().location;
}

export function useNavigate(): Navigation['navigate'] {
  return useNavigation().navigate;
}
