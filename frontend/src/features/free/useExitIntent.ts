import { useEffect, useEffectEvent } from 'react';
import { readSessionFlag, setSessionFlag } from './useSessionFlag';

export const EXIT_INTENT_KEY = 'wk-free-exit-intent-shown';

/**
 * Calls `onExit` when the mouse leaves the window through its top edge (towards the tabs, the address bar or the
 * close button), once per visit: the flag is kept in sessionStorage. Touch devices have no such movement and never
 * see it. Disabled (`enabled: false`) while the page would rather not interrupt, e.g. during a sign-up.
 */
export function useExitIntent(onExit: () => void, { enabled = true, storageKey = EXIT_INTENT_KEY } = {}): void {
  // The latest onExit, without re-adding the listener when the page passes a new function.
  const exit = useEffectEvent(() => onExit());

  useEffect(() => {
    if (!enabled || readSessionFlag(storageKey)) return;
    const onMouseOut = (event: MouseEvent) => {
      // relatedTarget is null only when the pointer leaves the document itself; clientY ≤ 0 means through the top.
      if (event.relatedTarget || event.clientY > 0) return;
      if (readSessionFlag(storageKey)) return;
      setSessionFlag(storageKey);
      document.removeEventListener('mouseout', onMouseOut);
      exit();
    };
    document.addEventListener('mouseout', onMouseOut);
    return () => document.removeEventListener('mouseout', onMouseOut);
  }, [enabled, storageKey]);
}
