import type { AgeRange, LessonContent } from '@wonderkin/shared';
import type { Logger, WebList } from '@wonderkin/server-kit';
import { keepSafeLinks } from '../domain/kid-filter';
import type { Breaker } from './breaker';
import { cacheKey, type ProviderCache } from './cache';
import { isOutage, ProviderError, type CallContext } from './http';
import { searchTerms } from './terms';
import { LIST_CAPS, type WebItems, type WebProvider, type WebQuery } from './types';
import { PARENT_LINK_MEDIUM, withUtm } from './utm';

/** Adds web pictures, videos, books, links, discussions and products to a lesson; never throws, never waits long. */
export interface Enrichment {
  /** True when at least one provider is configured (otherwise enrich returns the lesson as it is, at once). */
  readonly active: boolean;
  enrich(content: LessonContent, ask: { question: string; ageRange: AgeRange }): Promise<LessonContent>;
}

export type ProviderChains = { [L in WebList]: WebProvider<L>[] };

export interface EnrichmentDeps {
  chains: ProviderChains;
  /** Per list: the whole chain of providers shares this deadline (WEB_PROVIDER_TIMEOUT_MS). */
  timeoutMs: number;
  breaker: Breaker;
  cache?: ProviderCache;
  /** Redis key prefix of the cache (QUEUE_PREFIX). */
  cachePrefix: string;
  /** utm_source of every link we add (the product's slug). */
  utmSource: string;
  /** Our own safety screen on each item's words: a provider's safe search is not the only gate. */
  isSafeText: (text: string) => boolean;
  logger: Logger;
  userAgent: string;
}

const LISTS: WebList[] = ['images', 'videos', 'books', 'links', 'discussions', 'products'];

/** Lists a lesson of this mode gets from the web: community discussions are for parents only. */
const wanted = (list: WebList, mode: LessonContent['mode']) => list !== 'discussions' || mode === 'parent';

/** The words of an item the safety screen reads. */
function wordsOf(item: object): string {
  const fields = item as Record<string, unknown>;
  return ['title', 'snippet', 'description', 'alt', 'channelTitle'].map((key) => fields[key]).filter((v) => typeof v === 'string').join('. ');
}

/** A link without its utm tags, to spot the same page twice. */
function pageOf(link: string): string {
  try {
    const url = new URL(link);
    for (const key of [...url.searchParams.keys()]) if (key.startsWith('utm_')) url.searchParams.delete(key);
    url.hash = '';
    return url.toString().replace(/\/$/, '');
  } catch {
    return link;
  }
}

/** The list with the provider's items after its own (same page twice: once), at most `maxAdded` of them. */
function merge<T extends { link: string }>(existing: T[] | undefined, added: T[], maxAdded: number): T[] {
  const seen = new Set((existing ?? []).map((item) => pageOf(item.link)));
  const fresh = added.filter((item) => {
    const page = pageOf(item.link);
    if (seen.has(page)) return false;
    seen.add(page);
    return true;
  });
  return [...(existing ?? []), ...fresh.slice(0, maxAdded)];
}

export function createEnrichment(deps: EnrichmentDeps): Enrichment {
  const active = LISTS.some((list) => deps.chains[list].length > 0);

  /** Asks a list's providers in order until one answers with something; '' on a deadline, an outage or nothing. */
  async function fetchList<L extends WebList>(list: L, query: WebQuery): Promise<WebItems[L][]> {
    const chain = deps.chains[list] as WebProvider<L>[];
    const signal = AbortSignal.timeout(deps.timeoutMs);
    const context: CallContext = { signal, userAgent: deps.userAgent };
    for (const provider of chain) {
      if (signal.aborted) break;
      if (deps.breaker.resting(provider.name)) continue;
      const key = cacheKey(deps.cachePrefix, provider.name, query);
      const cached = await deps.cache?.get(key);
      if (cached) {
        if (cached.length > 0) return cached as WebItems[L][];
        continue;
      }
      try {
        const items = await provider.search(query, context);
        await deps.cache?.set(key, items);
        if (items.length > 0) return items;
      } catch (error) {
        const outage = isOutage(error) || signal.aborted;
        if (outage) deps.breaker.rest(provider.name);
        const reason = error instanceof ProviderError ? error.message : signal.aborted ? 'no answer in time' : String(error);
        deps.logger.warn({ provider: provider.name, list, reason, resting: outage }, 'web provider failed; the list goes without it');
      }
    }
    return [];
  }

  /** One list within the deadline, whatever a provider does with its signal. */
  function withinDeadline<L extends WebList>(list: L, query: WebQuery): Promise<WebItems[L][]> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<WebItems[L][]>((resolve) => { timer = setTimeout(() => resolve([]), deps.timeoutMs + 250); });
    return Promise.race([fetchList(list, query).catch(() => []), late]).finally(() => clearTimeout(timer));
  }

  return {
    active,
    async enrich(content, ask) {
      if (!active) return content;
      const terms = searchTerms(content.pageTitle, ask.question);
      if (!terms) return content;
      const query: WebQuery = { terms, mode: content.mode, ageRange: ask.ageRange };
      try {
        const results = await Promise.all(LISTS.map((list) => (wanted(list, content.mode) ? withinDeadline(list, query) : Promise.resolve([]))));
        const found = Object.fromEntries(LISTS.map((list, i) => [list, results[i].filter((item) => deps.isSafeText(wordsOf(item)))])) as { [L in WebList]: WebItems[L][] };
        const tag = (medium?: string) => <T extends { link: string }>(item: T): T => ({ ...item, link: withUtm(item.link, deps.utmSource, medium) });
        const next: LessonContent = {
          ...content,
          images: merge(content.images, found.images, LIST_CAPS.images),
          videos: merge(content.videos, found.videos, LIST_CAPS.videos),
          products: merge(content.products, found.products, LIST_CAPS.products),
        };
        // Reading suggestions for children, recommended books for parents: the same section of the page.
        if (found.books.length > 0) next.books = merge(content.books, found.books, LIST_CAPS.books);
        if (content.mode === 'parent') {
          // For a parent the articles are the sources behind the strategies (spec: utm_medium on those and on discussions).
          if (found.links.length > 0) next.strategySources = merge(content.strategySources, found.links.map(tag(PARENT_LINK_MEDIUM)), LIST_CAPS.links);
          if (found.discussions.length > 0) next.redditDiscussions = merge(content.redditDiscussions, found.discussions.map(tag(PARENT_LINK_MEDIUM)), LIST_CAPS.discussions);
        } else {
          next.externalLinks = merge(content.externalLinks, found.links.map(tag()), LIST_CAPS.links);
        }
        // The kid filter once more over everything added: http(s) links and pictures only, video text cut to 120.
        return keepSafeLinks(next);
      } catch (error) {
        deps.logger.warn({ err: error }, 'web enrichment failed; the lesson keeps what it had');
        return content;
      }
    },
  };
}
