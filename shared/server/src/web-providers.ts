import type { Env } from './config';

/**
 * Which web providers run, in which order, and which hosts their pictures and players come from: read once from the
 * config, here, so that the research worker (which calls them) and the gateway (whose Content-Security-Policy must
 * allow exactly those hosts) never disagree.
 */

export type WebList = 'images' | 'videos' | 'books' | 'links' | 'discussions' | 'products';
export type WebProviderName =
  | 'serpapi-images' | 'wikimedia' | 'youtube' | 'openlibrary' | 'serpapi-web' | 'wikipedia' | 'reddit' | 'serpapi-shopping';

export type WebProviderSettings = Pick<Env,
  | 'NODE_ENV' | 'WEB_PROVIDERS' | 'SERPAPI_API_KEY' | 'YOUTUBE_API_KEY' | 'SERPAPI_URL' | 'YOUTUBE_API_URL' | 'WIKIMEDIA_API_URL'
  | 'WIKIPEDIA_API_URL' | 'OPENLIBRARY_URL' | 'OPENLIBRARY_COVERS_URL' | 'REDDIT_URL'>;

/** The real APIs' defaults (config.ts): a base URL left at its default serves pictures from the provider's CDN hosts. */
const DEFAULTS = {
  SERPAPI_URL: 'https://serpapi.com',
  YOUTUBE_API_URL: 'https://www.googleapis.com/youtube/v3',
  WIKIMEDIA_API_URL: 'https://commons.wikimedia.org/w/api.php',
  OPENLIBRARY_COVERS_URL: 'https://covers.openlibrary.org',
} as const;

/** Where the real providers' pictures are served from (SerpApi thumbnails: its own cache and Google's image CDN). */
const REAL_IMAGE_HOSTS = {
  serpapi: ['https://serpapi.com', 'https://*.gstatic.com'],
  wikimedia: ['https://upload.wikimedia.org'],
  youtube: ['https://i.ytimg.com'],
  // Open Library covers redirect to archive.org, then to an iaNNN.us.archive.org host: CSP checks each hop.
  openlibrary: ['https://covers.openlibrary.org', 'https://archive.org', 'https://*.archive.org'],
} as const;

/** The privacy-enhanced YouTube player the lesson page embeds (no cookies until the child presses play). */
export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/** True when the keyless providers may be called: WEB_PROVIDERS, else on everywhere but in test runs. */
export function keylessProvidersOn(config: Pick<Env, 'NODE_ENV' | 'WEB_PROVIDERS'>): boolean {
  return config.WEB_PROVIDERS ? config.WEB_PROVIDERS === 'on' : config.NODE_ENV !== 'test';
}

/** Per list, the providers to ask in order: the first that answers with something wins. Empty: the list stays as it is. */
export function webProviderChains(config: WebProviderSettings): Record<WebList, WebProviderName[]> {
  const keyless = keylessProvidersOn(config);
  const serp = Boolean(config.SERPAPI_API_KEY);
  const only = (on: boolean, name: WebProviderName): WebProviderName[] => (on ? [name] : []);
  return {
    images: [...only(serp, 'serpapi-images'), ...only(keyless, 'wikimedia')],
    videos: only(Boolean(config.YOUTUBE_API_KEY), 'youtube'),
    books: only(keyless, 'openlibrary'),
    links: [...only(serp, 'serpapi-web'), ...only(keyless, 'wikipedia')],
    discussions: only(keyless, 'reddit'),
    products: only(serp, 'serpapi-shopping'),
  };
}

/** A configured base URL's origin ("http://127.0.0.1:4100"), or the real provider's hosts when it is the default. */
function hostsOf(configured: string, fallback: string, real: readonly string[]): string[] {
  if (configured === fallback) return [...real];
  return [new URL(configured.replace('{lang}', 'en')).origin];
}

export interface WebContentHosts {
  /** Hosts of pictures, covers and thumbnails the lesson page shows (CSP img-src). */
  img: string[];
  /** Hosts of embedded players (CSP frame-src). */
  frame: string[];
}

/** The hosts the lesson page loads provider content from, for exactly the providers that run. */
export function webContentHosts(config: WebProviderSettings): WebContentHosts {
  const chains = webProviderChains(config);
  const running = new Set(Object.values(chains).flat());
  const img = new Set<string>();
  const add = (hosts: string[]) => hosts.forEach((host) => img.add(host));
  if (running.has('serpapi-images') || running.has('serpapi-shopping')) add(hostsOf(config.SERPAPI_URL, DEFAULTS.SERPAPI_URL, REAL_IMAGE_HOSTS.serpapi));
  if (running.has('wikimedia')) add(hostsOf(config.WIKIMEDIA_API_URL, DEFAULTS.WIKIMEDIA_API_URL, REAL_IMAGE_HOSTS.wikimedia));
  if (running.has('youtube')) add(hostsOf(config.YOUTUBE_API_URL, DEFAULTS.YOUTUBE_API_URL, REAL_IMAGE_HOSTS.youtube));
  if (running.has('openlibrary')) add(hostsOf(config.OPENLIBRARY_COVERS_URL, DEFAULTS.OPENLIBRARY_COVERS_URL, REAL_IMAGE_HOSTS.openlibrary));
  return { img: [...img], frame: running.has('youtube') ? [YOUTUBE_EMBED_ORIGIN] : [] };
}
