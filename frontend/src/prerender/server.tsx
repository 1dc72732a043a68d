import { renderToString } from 'react-dom/server';
import { PRERENDERED_PAGES, prerenderedPage } from './pages';
import { PrerenderRoot } from './PrerenderRoot';

export { PRERENDERED_PAGES };

/** The HTML of the prerendered page at `path` and its title (built by prerender-plugin.ts, run in Node). */
export async function render(path: string): Promise<{ html: string; title?: string }> {
  const page = prerenderedPage(path);
  if (!page) throw new Error(`${path} is not a prerendered page`);
  const Page = await page.load();
  let title: string | undefined;
  const html = renderToString(
    <PrerenderRoot location={{ pathname: path, search: '', hash: '', key: 'default' }} onTitle={(text) => (title = text)}>
      <Page />
    </PrerenderRoot>,
  );
  return { html, title };
}
