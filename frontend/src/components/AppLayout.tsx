import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { pageView } from '../lib/analytics';
import { RouterNavigation } from './RouterNavigation';
import { ScrollToTop } from './ScrollToTop';
import { ToastProvider } from './Toast';

/** Sends one page_view per navigation (not per hash jump within a page, not twice under StrictMode). */
function PageViewTracker() {
  const { pathname, search } = useLocation();
  const last = useRef<string | null>(null);
  useEffect(() => {
    const path = pathname + search;
    if (last.current === path) return;
    last.current = path;
    pageView(path);
  }, [pathname, search]);
  return null;
}

/**
 * The root of every page: the shared UI's navigation (react-router's), toasts, page_view analytics, scroll-to-top, a
 * skip link. Pages render their own
 * <SiteHeader>/<SiteFooter> (the lesson page has its own sticky header) and a <main id="main">.
 */
export function AppLayout() {
  return (
    <RouterNavigation>
      <ToastProvider>
        <a className="skip-link" href="#main">
          Skip to main content
        </a>
        <ScrollToTop />
        <PageViewTracker />
        <Outlet />
      </ToastProvider>
    </RouterNavigation>
  );
}

export default AppLayout;
