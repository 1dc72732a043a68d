import type { ComponentType } from 'react';

/**
 * The marketing pages prerendered to static HTML at build time (vite.config.ts → prerender-plugin.ts) and hydrated
 * by client.tsx: the gateway answers each `path` with dist/prerendered/<file>.html, every other client route with
 * the app's index.html. The app keeps its own routes for them (routes.tsx) for navigation inside the app.
 */
export interface PrerenderedPage {
  path: string;
  /** dist/prerendered/<file>.html */
  file: string;
  /** The module whose chunk the page loads at once (the build preloads it and its imports from the HTML). */
  module: string;
  load: () => Promise<ComponentType>;
}

const component = (load: () => Promise<{ default: ComponentType }>) => async () => (await load()).default;

export const PRERENDERED_PAGES: PrerenderedPage[] = [
  { path: '/', file: 'index', module: 'src/features/landing/LandingPage.tsx', load: component(() => import('../features/landing/LandingPage')) },
  {
    path: '/free',
    file: 'free',
    module: 'src/prerender/free-page.tsx',
    // Its sign-up form is a TanStack Query mutation: that page brings the query client along.
    load: component(() => import('./free-page')),
  },
  { path: '/custombooks', file: 'custombooks', module: 'src/features/custombooks/CustomBooksPage.tsx', load: component(() => import('../features/custombooks/CustomBooksPage')) },
  { path: '/links', file: 'links', module: 'src/features/info/LinksPage.tsx', load: component(() => import('../features/info/LinksPage')) },
];

export function prerenderedPage(pathname: string): PrerenderedPage | undefined {
  return PRERENDERED_PAGES.find((page) => page.path === pathname);
}
