import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long to keep looking for a #hash target that a lazily loaded page has not rendered yet. */
const HASH_WAIT_MS = 2000;

function scrollToTop() {
  try {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' as ScrollBehavior });
  } catch {
    window.scrollTo(0, 0);
  }
}

/**
 * Scrolls to the top on every route change (spec §2). A link with a hash ("/#faq") scrolls to that section
 * instead, waiting briefly for it to appear when the page is still loading.
 */
export function ScrollToTop() {
  const { pathname, hash, key } = useLocation();
  const previousPath = useRef<string | null>(null);

  useEffect(() => {
    const pathChanged = previousPath.current !== pathname;
    previousPath.current = pathname;
    if (!hash) {
      if (pathChanged) scrollToTop();
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    const started = Date.now();
    let frame = 0;
    const tryScroll = () => {
      const target = document.getElementById(id);
      if (target) {
        target.scrollIntoView({ block: 'start' });
        // Move keyboard focus along with the view, without a second scroll.
        if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
        target.focus({ preventScroll: true });
      } else if (Date.now() - started < HASH_WAIT_MS) {
        frame = requestAnimationFrame(tryScroll);
      } else if (pathChanged) {
        scrollToTop();
      }
    };
    tryScroll();
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash, key]);

  return null;
}
