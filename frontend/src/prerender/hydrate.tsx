import type { ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { PrerenderRoot } from './PrerenderRoot';

/*
 * Hydrates a prerendered marketing page (client.tsx loads this once the page has painted) with only what that page
 * needs: React and the page's own chunk; no router, no TanStack Query (but /free's), no zod. The first navigation to
 * another page loads the app (app.tsx), which takes over in the same root.
 */
export function hydratePage(container: HTMLElement, Page: ComponentType): void {
  const { pathname, search, hash } = window.location;
  let starting = false;

  // Called by a click, after hydration: `root` is set by then.
  const go = (href: string, replace: boolean): void => {
    if (starting) return; // a second click while the app loads
    starting = true;
    import('../app')
      .then(({ takeOver }) => takeOver(root, href, replace))
      .catch((error: unknown) => {
        // The app's code could not load (a deploy replaced it, the network dropped): load the page instead.
        console.warn('Could not start the app; loading the page', error);
        if (replace) window.location.replace(href);
        else window.location.assign(href);
      });
  };

  const root: Root = hydrateRoot(
    container,
    <PrerenderRoot location={{ pathname, search, hash, key: 'default' }} go={go}>
      <Page />
    </PrerenderRoot>,
  );
}
