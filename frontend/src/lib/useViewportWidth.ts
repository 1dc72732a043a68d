import { useEffect, useState, useSyncExternalStore } from 'react';

/** The window's inner width, updated on resize. */
export function useViewportWidth(): number {
  const [width, setWidth] = useState(() => (typeof window === 'undefined' ? 1280 : window.innerWidth));
  useEffect(() => {
    const update = () => setWidth(window.innerWidth);
    window.addEventListener('resize', update);
    update();
    return () => window.removeEventListener('resize', update);
  }, []);
  return width;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void): () => void {
  const media = window.matchMedia?.(REDUCED_MOTION);
  media?.addEventListener?.('change', onChange);
  return () => media?.removeEventListener?.('change', onChange);
}

/**
 * True when the user asked the system for reduced motion. A prerendered page is rendered without motion settings
 * (false) and hydrated the same way; the user's setting applies right after hydration.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeReducedMotion, () => Boolean(window.matchMedia?.(REDUCED_MOTION).matches), () => false);
}
