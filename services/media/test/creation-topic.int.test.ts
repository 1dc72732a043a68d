import { execFileSync } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { CreationSchema, LibraryTopicQuerySchema, type Creation } from '@wonderkin/shared';
import { closeServer } from '@wonderkin/server-kit';
import { CREATION_FILES, creationDir } from '../src/paths';
import { SHARKS_6_8 } from './fixtures/library-sharks';
import type { MediaHarness } from './support';
import { startMediaWithWorker, type MediaWithWorker } from './worker-harness';

// Issue 19, "Sharks for Mia" and "Football for Leo", end to end in the media service: the real worker, the real
// offline writer and PDF builders, and a lesson library (a local server answering research's internal route in its
// real shape) that has an entry on sharks and none on football. The books are read back from the PDFs.

jest.setTimeout(180_000);

let library: http.Server;
let media: MediaHarness;
let running: MediaWithWorker;

beforeAll(async () => {
  library = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://research');
    const query = LibraryTopicQuerySchema.parse(Object.fromEntries(url.searchParams));
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ entry: /shark/i.test(query.topic) && query.ageBand === '6-8' ? SHARKS_6_8 : null }));
  });
  await new Promise<void>((resolve) => library.listen(0, '127.0.0.1', resolve));
  running = await startMediaWithWorker('topic', { RESEARCH_URL: `http://127.0.0.1:${(library.address() as AddressInfo).port}` });
  media = running.media;
});

afterAll(async () => {
  await running?.close();
  await closeServer(library);
});

async function make(topic: string, childName: string): Promise<Creation> {
  const response = await fetch(`${media.baseUrl}/api/creations`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ topic, childName, mode: 'custom', outputs: ['digital-activity-book'], customOptions: { ageBand: '6-8', tone: 'Adventurous', learningFocus: 'Facts' } }),
  });
  expect(response.status).toBe(202);
  const queued = await response.json();
  expect(await running.waitForEnd(queued.jobId)).toBe('completed');
  return CreationSchema.parse(await (await fetch(`${media.baseUrl}/api/creations/${queued.id}`)).json());
}

/** The text of each story page of the digital book (the pages that say "Story page N"). */
function storyPages(creation: Creation): string[] {
  const file = path.join(creationDir(media.paths, creation.id), CREATION_FILES['digital-activity-book']);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).split('\f').filter((page) => /Story page \d+/.test(page));
}

describe('a creation is about the topic asked', () => {
  it('"Sharks for Mia": sharks on every story page, facts from the library\'s checked lesson, and a note that says so', async () => {
    const creation = await make('Sharks', 'Mia');
    expect(creation.contentNote).toBe('Made offline from our checked lesson "How Do Sharks Find Food?": the story and the facts come from it.');
    const pages = storyPages(creation);
    expect(pages.length).toBeGreaterThanOrEqual(4);
    for (const page of pages) expect(page).toMatch(/sharks?/i);
    expect(pages.join(' ').replace(/\s+/g, ' ')).toContain('They can smell a tiny bit of food in the water.');
  });

  it('"Football for Leo": football on every story page, and the note says which parts are general', async () => {
    const creation = await make('football', 'Leo');
    expect(creation.contentNote).toBe('Offline, we had no checked facts about football yet: the story is about Leo and football, and the facts pages and activities are general tips for finding things out.');
    const pages = storyPages(creation);
    expect(pages.length).toBeGreaterThanOrEqual(6);
    for (const page of pages) expect(page).toMatch(/football/);
  });
});
