import fs from 'node:fs';
import { JSDOM } from 'jsdom';
import request from 'supertest';
import { ILLUSTRATION_SCENE_NAMES, ILLUSTRATION_SEED_MAX, illustrationUrl } from '@wonderkin/shared';
import { startMediaApp, type MediaHarness } from '../support';

function svgRoot(svg: string): Element {
  return new JSDOM(svg, { contentType: 'image/svg+xml' }).window.document.documentElement;
}

describe('GET /media/illustrations/<scene>.svg (lesson pictures)', () => {
  let media: MediaHarness;
  beforeAll(async () => {
    media = await startMediaApp('illustrations');
  }, 30_000);
  afterAll(async () => {
    await media.close();
  });

  it('answers an SVG picture with long caching, drawn once and then served from the disk cache', async () => {
    const url = `${media.baseUrl}${illustrationUrl('volcano:erupting', 3)}`;
    const first = await fetch(url);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=2592000');
    expect(first.headers.get('x-illustration-cache')).toBe('miss');
    const bytes = Buffer.from(await first.arrayBuffer());
    const root = svgRoot(bytes.toString('utf8'));
    expect(root.tagName).toBe('svg');
    expect(root.querySelectorAll('path').length).toBeGreaterThan(20);

    const second = await fetch(url);
    expect(second.headers.get('x-illustration-cache')).toBe('hit');
    expect(Buffer.from(await second.arrayBuffer()).equals(bytes)).toBe(true);
    // One file on disk for that scene and seed.
    const files = fs.readdirSync(media.paths.illustrations, { recursive: true }).map(String).filter((name) => name.endsWith('volcano-erupting-3.svg'));
    expect(files).toHaveLength(1);

    // A browser that has it asks again with its ETag and gets 304 with no body (supertest: fetch would add no-cache).
    const etag = second.headers.get('etag');
    expect(etag).toBeTruthy();
    const revalidated = await request(media.baseUrl).get(illustrationUrl('volcano:erupting', 3)).set('If-None-Match', etag!);
    expect(revalidated.status).toBe(304);
  });

  it('draws another picture for another seed, and seed 1 when none is given', async () => {
    const [three, four, plain, one] = await Promise.all(
      [illustrationUrl('garden', 3), illustrationUrl('garden', 4), '/media/illustrations/garden.svg', illustrationUrl('garden', 1)]
        .map(async (path) => Buffer.from(await (await fetch(`${media.baseUrl}${path}`)).arrayBuffer()).toString('utf8')),
    );
    expect(three).not.toBe(four);
    expect(plain).toBe(one);
  });

  it('serves every scene lessons may use, as an SVG document', async () => {
    // Every scene's SVG is parsed strictly as XML by svg.test.ts; here each one's URL must answer it.
    for (const scene of ILLUSTRATION_SCENE_NAMES) {
      const response = await fetch(`${media.baseUrl}${illustrationUrl(scene, ILLUSTRATION_SEED_MAX)}`);
      const body = await response.text();
      expect([scene, response.status, response.headers.get('content-type'), body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), body.trimEnd().endsWith('</svg>')])
        .toEqual([scene, 200, expect.stringMatching(/^image\/svg\+xml/), true, true]);
    }
  }, 30_000);

  it('answers 404 JSON for a scene we do not draw and 400 JSON for a bad seed', async () => {
    for (const path of ['/media/illustrations/unicorn.svg', '/media/illustrations/volcano-dancing.svg', '/media/illustrations/volcano.png', '/media/illustrations/generic.svg']) {
      const response = await fetch(`${media.baseUrl}${path}`);
      expect([path, response.status, response.headers.get('content-type')]).toEqual([path, 404, expect.stringMatching(/^application\/json/)]);
      expect((await response.json()).error).toBe('We have no picture by that name.');
    }
    for (const seed of ['0', String(ILLUSTRATION_SEED_MAX + 1), 'abc', '1.5', '-1', '1&seed=2', '']) {
      const response = await fetch(`${media.baseUrl}/media/illustrations/volcano.svg?seed=${seed}`);
      expect([seed, response.status]).toEqual([seed, 400]);
      expect((await response.json()).error).toBe(`The picture's seed must be a whole number from 1 to ${ILLUSTRATION_SEED_MAX}.`);
    }
  });
});
