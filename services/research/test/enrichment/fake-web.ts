import http from 'node:http';
import { closeServer, listen } from '@wonderkin/server-kit';

/**
 * One local HTTP server standing in for every web provider, answering in each real API's documented shape:
 * Wikimedia Commons (action=query, generator=search, prop=imageinfo, formatversion=2), YouTube Data API v3
 * (search.list, videos.list, its error envelope), Open Library search.json, Wikipedia's REST search and page summary,
 * Reddit's search listing and SerpApi (google_images, google, google_shopping). Each provider lives under its own
 * path prefix; a test can replace any route's answer (status, body, delay) and reads the requests it received.
 */

export interface FakeAnswer {
  status?: number;
  body?: unknown;
  /** Answer this late (a slow provider). */
  delayMs?: number;
}
export type Route = (url: URL) => FakeAnswer;

export interface FakeWeb {
  url: string;
  /** Every request received (path and query), in order. */
  requests: URL[];
  /** Requests whose path starts with this prefix. */
  hits(prefix: string): URL[];
  /** Replaces one route's answer (keyed by path, e.g. '/youtube/v3/search'); reset() restores the defaults. */
  set(path: string, route: Route): void;
  reset(): void;
  /** The provider settings pointing at this server. */
  env(): Record<string, string>;
  stop(): Promise<void>;
}

/** A 1×1 PNG: what the fake answers for pictures (thumbnails, covers). */
export const PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

function defaults(base: () => string): Record<string, Route> {
  return {
    '/commons/w/api.php': () => ({
      body: {
        batchcomplete: true,
        query: {
          pages: [
            {
              pageid: 2, ns: 6, title: 'File:Blue sky over a field.jpg', index: 2, imagerepository: 'local',
              imageinfo: [{
                thumburl: `${base()}/upload/thumb/Blue_sky_over_a_field.jpg/640px-Blue_sky_over_a_field.jpg`, thumbwidth: 640, thumbheight: 427,
                url: `${base()}/upload/Blue_sky_over_a_field.jpg`,
                descriptionurl: 'https://commons.wikimedia.org/wiki/File:Blue_sky_over_a_field.jpg',
                descriptionshorturl: 'https://commons.wikimedia.org/w/index.php?curid=2', mime: 'image/jpeg',
                extmetadata: {
                  ObjectName: { value: 'Blue sky over a field', source: 'mediawiki-metadata', hidden: '' },
                  ImageDescription: { value: 'A clear <b>blue sky</b> above a green field on a summer day.', source: 'commons-desc-page' },
                  Artist: { value: '<a href="//commons.wikimedia.org/wiki/User:Jane_Doe" title="User:Jane Doe">Jane Doe</a>', source: 'commons-desc-page' },
                  LicenseShortName: { value: 'CC BY-SA 4.0', source: 'commons-desc-page', hidden: '' },
                  LicenseUrl: { value: 'https://creativecommons.org/licenses/by-sa/4.0', source: 'commons-desc-page', hidden: '' },
                },
              }],
            },
            {
              pageid: 1, ns: 6, title: 'File:Rayleigh scattering diagram.png', index: 1, imagerepository: 'local',
              imageinfo: [{
                thumburl: `${base()}/upload/thumb/Rayleigh.png/640px-Rayleigh.png`, url: `${base()}/upload/Rayleigh.png`,
                descriptionurl: 'https://commons.wikimedia.org/wiki/File:Rayleigh_scattering_diagram.png', mime: 'image/png',
                extmetadata: {
                  Artist: { value: 'Sam Smith &amp; friends' },
                  LicenseShortName: { value: 'Public domain' },
                },
              }],
            },
            {
              // No licence name: the page could not credit it, so it is left out.
              pageid: 3, ns: 6, title: 'File:Unknown sky.jpg', index: 3,
              imageinfo: [{ thumburl: `${base()}/upload/thumb/u.jpg`, url: `${base()}/upload/u.jpg`, descriptionurl: 'https://commons.wikimedia.org/wiki/File:Unknown_sky.jpg', mime: 'image/jpeg', extmetadata: {} }],
            },
          ],
        },
      },
    }),
    '/youtube/v3/search': () => ({
      body: {
        kind: 'youtube#searchListResponse', etag: 'x', regionCode: 'US', pageInfo: { totalResults: 2, resultsPerPage: 6 },
        items: [
          {
            kind: 'youtube#searchResult', etag: 'a', id: { kind: 'youtube#video', videoId: 'abcDEF12345' },
            snippet: {
              publishedAt: '2020-01-01T00:00:00Z', channelId: 'UC1', title: 'Why Is the Sky Blue? | Science for Kids',
              description: `Sunlight is made of all the colors of the rainbow. ${'Blue light bounces around the sky more than red light does. '.repeat(4)}`,
              thumbnails: {
                default: { url: `${base()}/vi/abcDEF12345/default.jpg`, width: 120, height: 90 },
                medium: { url: `${base()}/vi/abcDEF12345/mqdefault.jpg`, width: 320, height: 180 },
              },
              channelTitle: 'Kids &amp; Science', liveBroadcastContent: 'none', publishTime: '2020-01-01T00:00:00Z',
            },
          },
          {
            kind: 'youtube#searchResult', etag: 'b', id: { kind: 'youtube#video', videoId: 'liveLIVE123' },
            snippet: { title: 'Sky cam LIVE', description: '', thumbnails: {}, channelTitle: 'Cams', liveBroadcastContent: 'live' },
          },
        ],
      },
    }),
    '/youtube/v3/videos': (url) => ({
      body: {
        kind: 'youtube#videoListResponse',
        items: (url.searchParams.get('id') ?? '').split(',').filter(Boolean).map((id) => ({
          kind: 'youtube#video', id, contentDetails: { duration: 'PT4M13S', dimension: '2d', definition: 'hd', caption: 'true' },
          status: { uploadStatus: 'processed', privacyStatus: 'public', embeddable: true, madeForKids: true },
        })),
        pageInfo: { totalResults: 1, resultsPerPage: 1 },
      },
    }),
    '/openlibrary/search.json': () => ({
      body: {
        numFound: 3, start: 0, numFoundExact: true, q: 'sky blue',
        docs: [
          { key: '/works/OL1W', title: 'Why Is the Sky Blue?', author_name: ['Sally Grindley'], first_publish_year: 1996 },
          { key: '/works/OL2W', title: 'The Sky Is Full of Stars', author_name: ['Franklyn M. Branley'], cover_i: 240726, ratings_average: 4.26, ratings_count: 12 },
          { key: '/works/OL3W', title: 'Clouds', author_name: ['Anne Rockwell'], cover_i: 8739161, ratings_average: 5, ratings_count: 1 },
        ],
      },
    }),
    '/wiki/simple/w/rest.php/v1/search/page': () => ({
      body: {
        pages: [
          { id: 1, key: 'Sky', title: 'Sky', excerpt: 'The <span class="searchmatch">sky</span> is', matched_title: null, description: 'everything above the ground', thumbnail: null },
          { id: 2, key: 'Blue_(disambiguation)', title: 'Blue (disambiguation)', excerpt: '', matched_title: null, description: null, thumbnail: null },
        ],
      },
    }),
    '/wiki/en/w/rest.php/v1/search/page': () => ({
      body: { pages: [{ id: 9, key: 'Tantrum', title: 'Tantrum', excerpt: '', matched_title: null, description: 'emotional outburst', thumbnail: null }] },
    }),
    '/wiki/simple/api/rest_v1/page/summary/Sky': () => ({ body: summary('Sky', 'https://simple.wikipedia.org/wiki/Sky', 'The sky is everything that lies above the surface of the Earth. During the day the sky looks blue.') }),
    '/wiki/simple/api/rest_v1/page/summary/Blue_(disambiguation)': () => ({ body: { ...summary('Blue', 'https://simple.wikipedia.org/wiki/Blue_(disambiguation)', 'Blue may mean:'), type: 'disambiguation' } }),
    '/wiki/en/api/rest_v1/page/summary/Tantrum': () => ({ body: summary('Tantrum', 'https://en.wikipedia.org/wiki/Tantrum', 'A tantrum is an emotional outburst, usually associated with those in emotional distress.') }),
    [`/reddit/r/${'Parenting+Mommit+daddit+toddlers+beyondthebump+NewParents+ScienceBasedParenting+SingleParents+GentleParenting+raisingkids'}/search.json`]: () => ({
      body: {
        kind: 'Listing',
        data: {
          after: null, dist: 3, modhash: '', before: null,
          children: [
            { kind: 't3', data: post({ title: 'How we got through the tantrum phase', subreddit: 'toddlers', permalink: '/r/toddlers/comments/abc123/how_we_got_through/', ups: 1520, num_comments: 214, selftext: 'Naming the feeling helped more than anything.' }) },
            { kind: 't3', data: post({ title: 'NSFW rant', subreddit: 'Parenting', permalink: '/r/Parenting/comments/def456/rant/', over_18: true }) },
            { kind: 't3', data: post({ title: 'Tantrums thread elsewhere', subreddit: 'AskReddit', permalink: '/r/AskReddit/comments/ghi789/x/' }) },
          ],
        },
      },
    }),
    '/serpapi/search.json': (url) => {
      const engine = url.searchParams.get('engine');
      if (engine === 'google_images') {
        return { body: { search_metadata: { status: 'Success' }, images_results: [
          { position: 1, thumbnail: `${base()}/serp/thumb1.jpg`, original: 'https://example.org/sky.jpg', title: 'Blue sky facts for kids', link: 'https://example.org/sky', source: 'example.org' },
        ] } };
      }
      if (engine === 'google_shopping') {
        return { body: { search_metadata: { status: 'Success' }, shopping_results: [
          { position: 1, title: 'Kids Prism Science Kit', product_link: 'https://www.google.com/shopping/product/1', price: '$12.99', extracted_price: 12.99, rating: 4.6, reviews: 812, thumbnail: `${base()}/serp/prism.jpg`, source: 'Toy Shop' },
        ] } };
      }
      return { body: { search_metadata: { status: 'Success' }, organic_results: [
        { position: 1, title: 'Why is the sky blue? | NASA Space Place', link: 'https://spaceplace.nasa.gov/blue-sky/', displayed_link: 'spaceplace.nasa.gov › blue-sky', snippet: 'Sunlight reaches Earth\'s atmosphere and is scattered in all directions.' },
      ] } };
    },
  };
}

function summary(title: string, page: string, extract: string) {
  return {
    type: 'standard', title, displaytitle: title, namespace: { id: 0, text: '' }, pageid: 1, lang: 'en', dir: 'ltr',
    description: '', extract, extract_html: `<p>${extract}</p>`,
    content_urls: { desktop: { page }, mobile: { page: page.replace('.wikipedia', '.m.wikipedia') } },
  };
}

function post(fields: Record<string, unknown>) {
  return { over_18: false, stickied: false, score: fields.ups ?? 3, ups: 3, num_comments: 1, selftext: '', removed_by_category: null, ...fields };
}

export async function startFakeWeb(): Promise<FakeWeb> {
  let url = '';
  const requests: URL[] = [];
  let routes = defaults(() => url);
  const server = http.createServer((req, res) => {
    const requested = new URL(req.url ?? '/', url);
    requests.push(requested);
    if (/\.(jpg|png)$/.test(requested.pathname)) {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(PIXEL_PNG);
      return;
    }
    const route = routes[decodeURIComponent(requested.pathname)];
    const answer: FakeAnswer = route ? route(requested) : { status: 404, body: { error: 'not found' } };
    const send = () => {
      if (res.destroyed) return;
      res.writeHead(answer.status ?? 200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(answer.body ?? {}));
    };
    if (answer.delayMs) setTimeout(send, answer.delayMs).unref();
    else send();
  });
  url = `http://127.0.0.1:${await listen(server, 0, '127.0.0.1')}`;
  return {
    url,
    requests,
    hits: (prefix) => requests.filter((request) => request.pathname.startsWith(prefix)),
    set: (path, route) => { routes[path] = route; },
    reset: () => { routes = defaults(() => url); requests.length = 0; },
    env: () => ({
      WIKIMEDIA_API_URL: `${url}/commons/w/api.php`,
      WIKIPEDIA_API_URL: `${url}/wiki/{lang}`,
      OPENLIBRARY_URL: `${url}/openlibrary`,
      OPENLIBRARY_COVERS_URL: `${url}/covers`,
      REDDIT_URL: `${url}/reddit`,
      SERPAPI_URL: `${url}/serpapi`,
      YOUTUBE_API_URL: `${url}/youtube/v3`,
    }),
    stop: () => {
      server.closeAllConnections();
      return closeServer(server);
    },
  };
}
