import { getJson, ProviderError, type CallContext } from '../http';
import { shortText } from '../text';
import { array, count, record, text, type ImageItem, type LinkItem, type ProductItem, type WebProvider } from '../types';

/**
 * SerpApi (SERPAPI_API_KEY): Google Images, Google web results and Google Shopping, always with safe=active.
 * SerpApi answers 200 with { error: "Google hasn't returned any results for this query." } when there is nothing:
 * that is an empty list, not a failure.
 */
async function serp(baseUrl: string, apiKey: string, engine: string, terms: string, context: CallContext): Promise<Record<string, unknown>> {
  const url = new URL(`${baseUrl}/search.json`);
  url.searchParams.set('engine', engine);
  url.searchParams.set('q', terms);
  url.searchParams.set('safe', 'active');
  url.searchParams.set('hl', 'en');
  url.searchParams.set('api_key', apiKey);
  const body = record(await getJson(url, context));
  const error = text(body.error);
  if (error && !/hasn't returned any results/i.test(error)) throw new ProviderError('http', `SerpApi: ${error}`);
  return body;
}

export function serpApiImages(baseUrl: string, apiKey: string): WebProvider<'images'> {
  return {
    name: 'serpapi-images',
    list: 'images',
    async search(query, context) {
      const body = await serp(baseUrl, apiKey, 'google_images', query.terms, context);
      return array(body.images_results).map(record).flatMap((item): ImageItem[] => {
        const original = text(item.original);
        const thumbnail = text(item.thumbnail);
        if (!original && !thumbnail) return [];
        const title = shortText(item.title, 120);
        const site = text(item.source);
        return [{
          link: text(item.link) || original,
          title,
          original: original || thumbnail,
          thumbnail: thumbnail || original,
          alt: title,
          ...(site ? { attribution: `Image: ${site}` } : {}),
          source: 'serpapi',
        }];
      });
    },
  };
}

export function serpApiWeb(baseUrl: string, apiKey: string): WebProvider<'links'> {
  return {
    name: 'serpapi-web',
    list: 'links',
    async search(query, context) {
      const body = await serp(baseUrl, apiKey, 'google', query.terms, context);
      return array(body.organic_results).map(record).flatMap((item): LinkItem[] => {
        const link = text(item.link);
        const title = shortText(item.title, 120);
        return link && title ? [{ title, link, snippet: shortText(item.snippet, 200) }] : [];
      });
    },
  };
}

export function serpApiShopping(baseUrl: string, apiKey: string): WebProvider<'products'> {
  return {
    name: 'serpapi-shopping',
    list: 'products',
    async search(query, context) {
      const body = await serp(baseUrl, apiKey, 'google_shopping', query.terms, context);
      return array(body.shopping_results).map(record).flatMap((item): ProductItem[] => {
        const link = text(item.product_link) || text(item.link);
        const title = shortText(item.title, 120);
        if (!link || !title) return [];
        const rating = typeof item.rating === 'number' ? Math.min(5, Math.max(0, item.rating)) : 0;
        return [{ title, link, thumbnail: text(item.thumbnail), price: text(item.price), rating, reviews: count(item.reviews) }];
      });
    },
  };
}
