import { StrictMode, useEffect, useMemo, type ReactNode } from 'react';
import { ToastProvider } from '../components/Toast';
import { PageTitleCollector } from '../components/usePageTitle';
import { pageView } from '../lib/analytics';
import { documentNavigation, NavigationProvider, type AppLocation } from '../lib/navigation';
import { SharedQueriesProvider } from '../lib/shared-queries';
import { prerenderQueries } from './queries';

/** Set on <html> once the prerendered page is hydrated (its buttons work): tests and benchmarks wait for it. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

function Hydrated({ path }: { path: string }) {
  useEffect(() => {
    pageView(path);
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, [path]);
  return null;
}

/**
 * The frame of a prerendered page, the same when the build renders it to HTML (server.tsx) and when the browser
 * hydrates it (client.tsx): the page at `location`, document links (`go` starts the app at another address, see
 * lib/navigation), the shared UI's server state read with plain fetches, toasts, the skip link, one page_view.
 * AppLayout is the app's counterpart.
 */
export function PrerenderRoot({ location, go, onTitle, children }: {
  location: AppLocation;
  go?: (href: string, replace: boolean) => void;
  /** Prerendering: receives the page's title (usePageTitle). */
  onTitle?: (title: string) => void;
  children: ReactNode;
}) {
  const navigation = useMemo(() => documentNavigation(location, go), [location, go]);
  return (
    <StrictMode>
      <NavigationProvider value={navigation}>
        <SharedQueriesProvider value={prerenderQueries}>
          <PageTitleCollector.Provider value={onTitle ?? null}>
            <ToastProvider>
              <a className="skip-link" href="#main">
                Skip to main content
              </a>
              <Hydrated path={location.pathname + location.search} />
              {children}
            </ToastProvider>
          </PageTitleCollector.Provider>
        </SharedQueriesProvider>
      </NavigationProvider>
    </StrictMode>
  );
}
