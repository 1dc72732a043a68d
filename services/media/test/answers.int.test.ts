import fs from 'node:fs';
import path from 'node:path';
import { MESSAGES } from '@wonderkin/shared';
import { creationDir } from '../src/paths';
import { startMediaApp, type MediaHarness } from './support';

// Issue 9, item 10: the media API refuses in the product's words: a range outside a file says so (it said
// "Not found."), and a Create request with a field of the wrong kind names the field (not zod's own text).
const ID = '0123456789abcdef0123456789abcdef';

let media: MediaHarness;

beforeAll(async () => {
  media = await startMediaApp('answers');
  const dir = creationDir(media.paths, ID);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'audiobook.mp3'), Buffer.alloc(1000, 1));
});
afterAll(() => media?.close());

const post = (url: string, body: string) =>
  fetch(`${media.baseUrl}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

async function expectAnswer(response: Response, status: number, error: string): Promise<void> {
  expect({ status: response.status, body: await response.json() }).toEqual({ status, body: { error } });
}

describe('media answers in words', () => {
  it('a range inside the file is served (206)', async () => {
    const response = await fetch(`${media.baseUrl}/media/creations/${ID}/audiobook.mp3`, { headers: { range: 'bytes=0-99' } });
    expect(response.status).toBe(206);
    expect((await response.arrayBuffer()).byteLength).toBe(100);
  });

  it('a range outside the file: 416 that says the range is wrong, not "Not found."', async () => {
    const response = await fetch(`${media.baseUrl}/media/creations/${ID}/audiobook.mp3`, { headers: { range: 'bytes=5000-6000' } });
    expect(response.headers.get('content-range')).toBe('bytes */1000');
    // The file's type was set before the range was found wrong: the answer is JSON all the same.
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    await expectAnswer(response, 416, MESSAGES.rangeNotSatisfiable);
  });

  it('a file that does not exist is still 404', async () => {
    await expectAnswer(await fetch(`${media.baseUrl}/media/creations/${ID}/video.mp4`), 404, MESSAGES.notFoundApi);
  });

  it.each([
    ['a child name that is a number', { childName: 5 }, MESSAGES.childNameInvalid],
    ['a child name of 41 characters', { childName: 'x'.repeat(41) }, MESSAGES.childNameInvalid],
    ['a paper size that is not Letter or A4', { paperSize: 'B5' }, MESSAGES.paperSizeInvalid],
  ])('a creation with %s: 400 naming the field, nothing stored', async (_label, extra, message) => {
    const response = await post('/api/creations', JSON.stringify({ topic: 'Dinosaurs', mode: 'quick', outputs: ['audiobook'], ...extra }));
    await expectAnswer(response, 400, message);
    expect(await media.queue.count()).toBe(0);
  });

  it.each(['/api/creations', '/api/tts'])('a JSON list instead of an object at %s: 400 in words', async (url) => {
    await expectAnswer(await post(url, '[]'), 400, MESSAGES.jsonObjectRequired);
  });

  it('a creation id that does not decode: 400 in words, not "Failed to decode param"', async () => {
    await expectAnswer(await fetch(`${media.baseUrl}/api/creations/%E0%A4%A`), 400, MESSAGES.invalidPathEncoding);
  });
});
