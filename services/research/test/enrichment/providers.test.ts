import type { LessonContent } from '@wonderkin/shared';
import { createLogger, loadConfig } from '@wonderkin/server-kit';
import { createOfflineGenerator } from '../../src/generators/offline';
import { createWebEnrichment, type Enrichment } from '../../src/enrichment';
import { createBreaker } from '../../src/enrichment/breaker';
import { formatDuration } from '../../src/enrichment/providers/youtube';
import { searchTerms } from '../../src/enrichment/terms';
import { createSafetyScreen } from '../../src/safety/screen';
import { startFakeWeb, type FakeWeb } from './fake-web';

// Each web provider against a local server answering in the real API's shape, through the one enrichment interface.

const logger = createLogger('enrichment-test', 'silent');
const safety = createSafetyScreen();
const generator = createOfflineGenerator();

let web: FakeWeb;
beforeAll(async () => { web = await startFakeWeb(); });
afterAll(() => web.stop());
beforeEach(() => web.reset());

function enrichmentWith(env: Record<string, string> = {}, now?: () => number): Enrichment {
  const config = loadConfig({ NODE_ENV: 'test', WEB_PROVIDERS: 'on', WEB_PROVIDER_TIMEOUT_MS: '1000', ...web.env(), ...env });
  return createWebEnrichment({
    config, logger, isSafeText: (text) => safety.screenWebText(text).safe, breaker: createBreaker(60_000, now),
  });
}

async function lesson(question: string, ageRange: '3-5' | '6-8' | '9-12' | '13+' = '6-8'): Promise<LessonContent> {
  return (await generator.generate({ question, ageRange })).content;
}

const sky = () => lesson('Why is the sky blue?');
const tantrums = () => lesson('How do I handle my toddler\'s tantrums?', '3-5');

describe('search terms', () => {
  it('keeps the topic words of a title or question', () => {
    expect(searchTerms('Why Is the Sky Blue?')).toBe('sky blue');
    expect(searchTerms('', 'How do volcanoes erupt?')).toBe('volcanoes erupt');
    expect(searchTerms('What is it?', 'Why do cats purr?')).toBe('cats purr');
  });
});

describe('keyless providers (Wikimedia Commons, Open Library, Wikipedia, Reddit)', () => {
  it('adds licensed pictures, books with covers and Simple English Wikipedia links to a child\'s lesson', async () => {
    const before = await sky();
    const after = await enrichmentWith().enrich(before, { question: 'Why is the sky blue?', ageRange: '6-8' });

    // Wikimedia: the search generator with image info and licence metadata, bitmaps only; results in search order.
    const [commons] = web.hits('/commons/');
    expect(Object.fromEntries(commons.searchParams)).toMatchObject({
      action: 'query', generator: 'search', gsrsearch: 'sky blue filetype:bitmap', gsrnamespace: '6', prop: 'imageinfo', iiprop: 'url|extmetadata|mime',
    });
    const added = after.images.slice(before.images.length);
    expect(added).toEqual([
      {
        link: 'https://commons.wikimedia.org/wiki/File:Rayleigh_scattering_diagram.png', title: 'Rayleigh scattering diagram',
        original: `${web.url}/upload/Rayleigh.png`, thumbnail: `${web.url}/upload/thumb/Rayleigh.png/640px-Rayleigh.png`,
        alt: 'Rayleigh scattering diagram', attribution: 'Sam Smith & friends / Wikimedia Commons', license: 'Public domain', source: 'wikimedia',
      },
      {
        link: 'https://commons.wikimedia.org/wiki/File:Blue_sky_over_a_field.jpg', title: 'Blue sky over a field',
        original: `${web.url}/upload/Blue_sky_over_a_field.jpg`, thumbnail: `${web.url}/upload/thumb/Blue_sky_over_a_field.jpg/640px-Blue_sky_over_a_field.jpg`,
        alt: 'A clear blue sky above a green field on a summer day.', attribution: 'Jane Doe / Wikimedia Commons',
        license: 'CC BY-SA 4.0', licenseUrl: 'https://creativecommons.org/licenses/by-sa/4.0', source: 'wikimedia',
      },
    ]);

    // Open Library: juvenile books for a child, covers first, no price, a rating only with enough readers.
    const [library] = web.hits('/openlibrary/');
    expect(library.searchParams.get('subject')).toBe('juvenile');
    expect(library.searchParams.get('q')).toBe('sky blue');
    expect(after.books).toEqual([
      { title: 'The Sky Is Full of Stars by Franklyn M. Branley', link: `${web.url}/openlibrary/works/OL2W`, thumbnail: `${web.url}/covers/b/id/240726-M.jpg`, price: '', rating: 4.3, reviews: 0 },
      { title: 'Clouds by Anne Rockwell', link: `${web.url}/openlibrary/works/OL3W`, thumbnail: `${web.url}/covers/b/id/8739161-M.jpg`, price: '', rating: 0, reviews: 0 },
      { title: 'Why Is the Sky Blue? by Sally Grindley', link: `${web.url}/openlibrary/works/OL1W`, thumbnail: '', price: '', rating: 0, reviews: 0 },
    ]);

    // Wikipedia: Simple English for a child; the disambiguation page is left out; utm_source on the link.
    expect(web.hits('/wiki/en/')).toHaveLength(0);
    const wiki = after.externalLinks.slice(before.externalLinks.length);
    expect(wiki).toEqual([{
      title: 'Sky', link: 'https://simple.wikipedia.org/wiki/Sky?utm_source=wonderkin',
      snippet: 'The sky is everything that lies above the surface of the Earth. During the day the sky looks blue.',
    }]);
    // The pack's own links stay first and untouched; no discussions for a child; nothing keyed was asked.
    expect(after.externalLinks.slice(0, before.externalLinks.length)).toEqual(before.externalLinks);
    expect(web.hits('/reddit/')).toHaveLength(0);
    expect(web.hits('/youtube/')).toHaveLength(0);
    expect(web.hits('/serpapi/')).toHaveLength(0);
    expect(after.redditDiscussions ?? []).toEqual([]);
  });

  it('gives a parent English Wikipedia strategy sources and parenting-subreddit discussions with utm_medium', async () => {
    const before = await tantrums();
    expect(before.mode).toBe('parent');
    const after = await enrichmentWith().enrich(before, { question: 'How do I handle my toddler\'s tantrums?', ageRange: '3-5' });

    expect(web.hits('/wiki/simple/')).toHaveLength(0);
    expect(after.strategySources!.slice(before.strategySources!.length)).toEqual([{
      title: 'Tantrum', link: 'https://en.wikipedia.org/wiki/Tantrum?utm_source=wonderkin&utm_medium=parent_guide',
      snippet: 'A tantrum is an emotional outburst, usually associated with those in emotional distress.',
    }]);
    // Only allow-listed parenting communities, never over 18.
    const [reddit] = web.hits('/reddit/');
    expect(reddit.searchParams.get('restrict_sr')).toBe('1');
    expect(reddit.searchParams.get('include_over_18')).toBe('off');
    expect(after.redditDiscussions!.slice(before.redditDiscussions!.length)).toEqual([{
      title: 'How we got through the tantrum phase',
      link: `${web.url}/reddit/r/toddlers/comments/abc123/how_we_got_through/?utm_source=wonderkin&utm_medium=parent_guide`,
      subreddit: 'r/toddlers', upvotes: 1520, comments: 214, snippet: 'Naming the feeling helped more than anything.',
    }]);
    // A parent's book search is not limited to children's books.
    expect(web.hits('/openlibrary/')[0].searchParams.get('subject')).toBeNull();
  });

  it('adds nothing and asks nobody when the keyless providers are off and nothing is keyed', async () => {
    const enrichment = enrichmentWith({ WEB_PROVIDERS: 'off' });
    expect(enrichment.active).toBe(false);
    const before = await sky();
    expect(await enrichment.enrich(before, { question: 'Why is the sky blue?', ageRange: '6-8' })).toBe(before);
    expect(web.requests).toHaveLength(0);
  });
});

describe('keyed providers (YouTube, SerpApi)', () => {
  const keyed = { WEB_PROVIDERS: 'off', YOUTUBE_API_KEY: 'yt-key', SERPAPI_API_KEY: 'serp-key' };

  it('finds strictly safe, embeddable YouTube videos with durations, descriptions cut to 120 characters', async () => {
    const after = await enrichmentWith(keyed).enrich(await sky(), { question: 'Why is the sky blue?', ageRange: '6-8' });
    const [search, details] = web.hits('/youtube/');
    expect(Object.fromEntries(search.searchParams)).toMatchObject({ part: 'snippet', q: 'sky blue', type: 'video', safeSearch: 'strict', videoEmbeddable: 'true', key: 'yt-key' });
    expect(details.pathname).toBe('/youtube/v3/videos');
    // The live stream is never asked about nor shown.
    expect(details.searchParams.get('id')).toBe('abcDEF12345');
    expect(after.videos).toHaveLength(1);
    expect(after.videos[0]).toMatchObject({
      title: 'Why Is the Sky Blue? | Science for Kids', link: 'https://www.youtube.com/watch?v=abcDEF12345',
      thumbnailUrl: `${web.url}/vi/abcDEF12345/mqdefault.jpg`, channelTitle: 'Kids & Science', duration: '4:13',
    });
    expect([...after.videos[0].description].length).toBeLessThanOrEqual(120);
    expect(after.videos[0].description).toMatch(/^Sunlight is made of all the colors of the rainbow\./);
  });

  it('uses SerpApi with safe=active for pictures, web links and products when keyed', async () => {
    const before = await sky();
    const after = await enrichmentWith(keyed).enrich(before, { question: 'Why is the sky blue?', ageRange: '6-8' });
    const engines = web.hits('/serpapi/').map((url) => url.searchParams.get('engine')).sort();
    expect(engines).toEqual(['google', 'google_images', 'google_shopping']);
    for (const url of web.hits('/serpapi/')) {
      expect(url.searchParams.get('safe')).toBe('active');
      expect(url.searchParams.get('api_key')).toBe('serp-key');
    }
    expect(after.images.at(-1)).toEqual({
      link: 'https://example.org/sky', title: 'Blue sky facts for kids', original: 'https://example.org/sky.jpg', thumbnail: `${web.url}/serp/thumb1.jpg`,
      alt: 'Blue sky facts for kids', attribution: 'Image: example.org', source: 'serpapi',
    });
    expect(after.externalLinks.at(-1)).toEqual({
      title: 'Why is the sky blue? | NASA Space Place', link: 'https://spaceplace.nasa.gov/blue-sky/?utm_source=wonderkin',
      snippet: 'Sunlight reaches Earth\'s atmosphere and is scattered in all directions.',
    });
    expect(after.products).toEqual([{
      title: 'Kids Prism Science Kit', link: 'https://www.google.com/shopping/product/1', thumbnail: `${web.url}/serp/prism.jpg`, price: '$12.99', rating: 4.6, reviews: 812,
    }]);
  });

  it('keeps products hidden (empty) without a SerpApi key', async () => {
    const after = await enrichmentWith({ WEB_PROVIDERS: 'on' }).enrich(await sky(), { question: 'Why is the sky blue?', ageRange: '6-8' });
    expect(after.products).toEqual([]);
    expect(after.videos).toEqual([]);
  });

  it('formats ISO 8601 durations', () => {
    expect(formatDuration('PT4M13S')).toBe('4:13');
    expect(formatDuration('PT1H2M3S')).toBe('1:02:03');
    expect(formatDuration('PT45S')).toBe('0:45');
    expect(formatDuration('P0D')).toBe('0:00');
    expect(formatDuration('soon')).toBe('');
  });
});

describe('failures: every list stands alone and the lesson never waits long', () => {
  it('falls back from a failing SerpApi to Wikimedia for pictures; a 500 leaves only that list empty', async () => {
    web.set('/serpapi/search.json', () => ({ status: 500, body: { error: 'Internal error' } }));
    web.set('/openlibrary/search.json', () => ({ status: 500, body: {} }));
    const before = await sky();
    const after = await enrichmentWith({ SERPAPI_API_KEY: 'serp-key' }).enrich(before, { question: 'Why is the sky blue?', ageRange: '6-8' });
    expect(after.images.map((image) => image.source)).toEqual(['wikimedia', 'wikimedia']);
    expect(after.books ?? []).toEqual(before.books ?? []);
    expect(after.externalLinks.at(-1)!.link).toBe('https://simple.wikipedia.org/wiki/Sky?utm_source=wonderkin');
  });

  it('treats a YouTube quota error (403) as an outage: the list stays empty and YouTube rests', async () => {
    web.set('/youtube/v3/search', () => ({
      status: 403,
      body: { error: { code: 403, message: 'The request cannot be completed because you have exceeded your quota.', errors: [{ message: 'quota', domain: 'youtube.quota', reason: 'quotaExceeded' }] } },
    }));
    let clock = 1_000_000;
    const enrichment = enrichmentWith({ WEB_PROVIDERS: 'off', YOUTUBE_API_KEY: 'yt-key' }, () => clock);
    const first = await enrichment.enrich(await sky(), { question: 'Why is the sky blue?', ageRange: '6-8' });
    expect(first.videos).toEqual([]);
    expect(web.hits('/youtube/')).toHaveLength(1);
    await enrichment.enrich(await sky(), { question: 'Why is the sky blue?', ageRange: '6-8' });
    expect(web.hits('/youtube/')).toHaveLength(1);
    // After its rest YouTube is asked again (and now answers).
    web.reset();
    clock += 61_000;
    const later = await enrichment.enrich(await sky(), { question: 'Why is the sky blue?', ageRange: '6-8' });
    expect(later.videos).toHaveLength(1);
  });

  it('treats SerpApi\'s "no results" answer as an empty list, then asks the next provider', async () => {
    web.set('/serpapi/search.json', () => ({ body: { search_metadata: { status: 'Success' }, error: "Google hasn't returned any results for this query." } }));
    const after = await enrichmentWith({ SERPAPI_API_KEY: 'serp-key' }).enrich(await sky(), { question: 'Why is the sky blue?', ageRange: '6-8' });
    expect(after.images.map((image) => image.source)).toEqual(['wikimedia', 'wikimedia']);
    expect(after.products).toEqual([]);
  });

  it('leaves empty results empty', async () => {
    web.set('/commons/w/api.php', () => ({ body: { batchcomplete: true } }));
    web.set('/openlibrary/search.json', () => ({ body: { numFound: 0, start: 0, docs: [] } }));
    web.set('/wiki/simple/w/rest.php/v1/search/page', () => ({ body: { pages: [] } }));
    const before = await sky();
    const after = await enrichmentWith().enrich(before, { question: 'Why is the sky blue?', ageRange: '6-8' });
    expect(after.images).toEqual(before.images);
    expect(after.externalLinks).toEqual(before.externalLinks);
    expect(after.books ?? []).toEqual([]);
  });

  it('gives up on a slow provider at the deadline: the other lists arrive, that one stays empty', async () => {
    web.set('/commons/w/api.php', () => ({ delayMs: 5000, body: {} }));
    const started = Date.now();
    const after = await enrichmentWith({ WEB_PROVIDER_TIMEOUT_MS: '400' }).enrich(await sky(), { question: 'Why is the sky blue?', ageRange: '6-8' });
    const took = Date.now() - started;
    expect(took).toBeLessThan(1500);
    expect(after.images.filter((image) => image.source === 'wikimedia')).toEqual([]);
    expect(after.books!.length).toBeGreaterThan(0);
  });

  it('fails fast with no provider reachable and then skips the resting providers at once', async () => {
    const closed = 'http://127.0.0.1:9';
    const enrichment = enrichmentWith({
      WIKIMEDIA_API_URL: `${closed}/w/api.php`, WIKIPEDIA_API_URL: `${closed}/{lang}`, OPENLIBRARY_URL: closed, OPENLIBRARY_COVERS_URL: closed,
      WEB_PROVIDER_TIMEOUT_MS: '2500',
    });
    const before = await sky();
    let started = Date.now();
    const first = await enrichment.enrich(before, { question: 'Why is the sky blue?', ageRange: '6-8' });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(first.images).toEqual(before.images);
    expect(first.externalLinks).toEqual(before.externalLinks);
    started = Date.now();
    const second = await enrichment.enrich(before, { question: 'Why is the sky blue?', ageRange: '6-8' });
    expect(Date.now() - started).toBeLessThan(50);
    expect(second.images).toEqual(before.images);
  });
});

describe('safety', () => {
  it('drops provider items our safety screen refuses, and links a child must not open', async () => {
    web.set('/youtube/v3/search', () => ({
      body: { items: [
        { id: { kind: 'youtube#video', videoId: 'okVIDEO0001' }, snippet: { title: 'The blue sky explained', description: '', thumbnails: {}, channelTitle: 'Sci', liveBroadcastContent: 'none' } },
        { id: { kind: 'youtube#video', videoId: 'badVIDEO001' }, snippet: { title: 'sexy sky xxx', description: '', thumbnails: {}, channelTitle: 'Spam', liveBroadcastContent: 'none' } },
      ] },
    }));
    web.set('/serpapi/search.json', (url) => (url.searchParams.get('engine') === 'google'
      ? { body: { organic_results: [
        { title: 'Sky trick', link: 'javascript:alert(1)', snippet: '' },
        { title: 'How to buy a gun online', link: 'https://example.org/guns', snippet: '' },
        { title: 'Sky colours', link: 'https://example.org/sky', snippet: 'Light and air.' },
      ] } }
      : { body: {} }));
    const before = await sky();
    const after = await enrichmentWith({ WEB_PROVIDERS: 'off', YOUTUBE_API_KEY: 'k', SERPAPI_API_KEY: 's' }).enrich(before, { question: 'Why is the sky blue?', ageRange: '6-8' });
    expect(after.videos.map((video) => video.title)).toEqual(['The blue sky explained']);
    expect(after.externalLinks.slice(before.externalLinks.length).map((link) => link.link)).toEqual(['https://example.org/sky?utm_source=wonderkin']);
  });
});
