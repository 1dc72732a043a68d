import '../styles/global.css';
import '../styles/components.css';
import { prerenderedPage } from './pages';

/*
 * The script of a prerendered marketing page (prerender.html). The page is already in the HTML, styled (its
 * stylesheets are inlined), and its links work as plain links: it is painted first, and only then are React, the
 * page's chunk and the hydration fetched (together, no waterfall) and the page hydrated (hydrate.tsx). On a phone
 * with a slow network the first paint waits for no script; Lighthouse's simulation of one, which follows the order
 * the browser did things in, sees the same.
 */
function afterFirstPaint(run: () => void): void {
  // A frame callback runs just before the next paint; a task queued from it runs after that paint.
  requestAnimationFrame(() => setTimeout(run, 0));
}

const container = document.getElementById('root')!;
const page = prerenderedPage(window.location.pathname);

afterFirstPaint(() => {
  if (page) {
    void Promise.all([import('./hydrate'), page.load()]).then(([{ hydratePage }, Page]) => hydratePage(container, Page));
  } else {
    // This HTML answered an address that is not prerendered: the app renders it instead.
    void import('../app').then(({ startApp }) => startApp(container));
  }
});
