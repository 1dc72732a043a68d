import type { Redis } from 'ioredis';
import { productSlug } from '@wonderkin/shared';
import { webProviderChains, type Config, type Logger, type WebList, type WebProviderName } from '@wonderkin/server-kit';
import { createBreaker, type Breaker } from './breaker';
import { createRedisProviderCache } from './cache';
import { createEnrichment, type Enrichment, type ProviderChains } from './enrich';
import { openLibraryBooks } from './providers/openlibrary';
import { redditDiscussions } from './providers/reddit';
import { serpApiImages, serpApiShopping, serpApiWeb } from './providers/serpapi';
import { wikimediaImages } from './providers/wikimedia';
import { wikipediaLinks } from './providers/wikipedia';
import { youtubeVideos } from './providers/youtube';
import type { WebProvider } from './types';

export type { Enrichment } from './enrich';

type EnrichmentConfig = Pick<Config,
  | 'NODE_ENV' | 'WEB_PROVIDERS' | 'WEB_PROVIDER_TIMEOUT_MS' | 'WEB_PROVIDER_CACHE_HOURS' | 'SERPAPI_API_KEY' | 'YOUTUBE_API_KEY'
  | 'SERPAPI_URL' | 'YOUTUBE_API_URL' | 'WIKIMEDIA_API_URL' | 'WIKIPEDIA_API_URL' | 'OPENLIBRARY_URL' | 'OPENLIBRARY_COVERS_URL'
  | 'REDDIT_URL' | 'QUEUE_PREFIX' | 'PRODUCT_NAME'>;

function providerNamed(name: WebProviderName, config: EnrichmentConfig): WebProvider {
  const serpKey = config.SERPAPI_API_KEY ?? '';
  switch (name) {
    case 'serpapi-images': return serpApiImages(config.SERPAPI_URL, serpKey);
    case 'serpapi-web': return serpApiWeb(config.SERPAPI_URL, serpKey);
    case 'serpapi-shopping': return serpApiShopping(config.SERPAPI_URL, serpKey);
    case 'wikimedia': return wikimediaImages(config.WIKIMEDIA_API_URL);
    case 'youtube': return youtubeVideos(config.YOUTUBE_API_URL, config.YOUTUBE_API_KEY ?? '');
    case 'openlibrary': return openLibraryBooks(config.OPENLIBRARY_URL, config.OPENLIBRARY_COVERS_URL);
    case 'wikipedia': return wikipediaLinks(config.WIKIPEDIA_API_URL);
    case 'reddit': return redditDiscussions(config.REDDIT_URL);
  }
}

export interface EnrichmentOptions {
  config: EnrichmentConfig;
  logger: Logger;
  /** The safety screen's question check, applied to every item's words. */
  isSafeText: (text: string) => boolean;
  /** For the cache; without it every lesson asks the providers. */
  redis?: Redis;
  breaker?: Breaker;
}

/** The web providers the config turns on (webProviderChains, shared with the gateway's CSP), ready for the pipeline. */
export function createWebEnrichment(options: EnrichmentOptions): Enrichment {
  const { config } = options;
  const names = webProviderChains(config);
  const chains = Object.fromEntries(
    (Object.keys(names) as WebList[]).map((list) => [list, names[list].map((name) => providerNamed(name, config))]),
  ) as ProviderChains;
  const ttlSeconds = config.WEB_PROVIDER_CACHE_HOURS * 3600;
  const slug = productSlug(config.PRODUCT_NAME);
  return createEnrichment({
    chains,
    timeoutMs: config.WEB_PROVIDER_TIMEOUT_MS,
    breaker: options.breaker ?? createBreaker(),
    cache: options.redis && ttlSeconds > 0 ? createRedisProviderCache(options.redis, ttlSeconds) : undefined,
    cachePrefix: config.QUEUE_PREFIX,
    utmSource: slug,
    isSafeText: options.isSafeText,
    logger: options.logger.child({ part: 'web-providers' }),
    userAgent: `${slug}-lessons/1.0 (kids' lesson pictures, books and links)`,
  });
}
