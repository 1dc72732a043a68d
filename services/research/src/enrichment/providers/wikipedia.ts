import { getJson } from '../http';
import { shortText } from '../text';
import { array, isYoungReader, record, text, type LinkItem, type WebProvider } from '../types';

/**
 * Wikipedia (no key): the REST search (/w/rest.php/v1/search/page) finds the articles, the REST summary
 * (/api/rest_v1/page/summary/<key>) gives each one's plain-text opening as the snippet. Children's bands read Simple
 * English Wikipedia. Disambiguation pages and anything but a standard article are left out.
 */
export function wikipediaLinks(apiUrlTemplate: string): WebProvider<'links'> {
  return {
    name: 'wikipedia',
    list: 'links',
    async search(query, context) {
      const base = apiUrlTemplate.replace('{lang}', isYoungReader(query) ? 'simple' : 'en');
      const search = new URL(`${base}/w/rest.php/v1/search/page`);
      search.searchParams.set('q', query.terms);
      search.searchParams.set('limit', '3');
      const keys = array(record(await getJson(search, context)).pages).map((page) => text(record(page).key)).filter(Boolean);
      const summaries = await Promise.all(keys.map(async (key) => {
        try {
          return record(await getJson(`${base}/api/rest_v1/page/summary/${encodeURIComponent(key)}`, context));
        } catch (error) {
          // One missing article does not cost the others; a deadline or outage ends them all anyway.
          if (context.signal.aborted) throw error;
          return {};
        }
      }));
      return summaries.flatMap((summary): LinkItem[] => {
        const link = text(record(record(summary.content_urls).desktop).page);
        const title = text(summary.title);
        if (summary.type !== 'standard' || !link || !title) return [];
        return [{ title, link, snippet: shortText(summary.extract, 220) }];
      });
    },
  };
}
