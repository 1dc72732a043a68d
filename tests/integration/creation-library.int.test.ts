import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { AGE_BANDS } from '@wonderkin/shared';
import { closeServer, createLogger, createServiceApp, finishServiceApp } from '@wonderkin/server-kit';
import { createLibraryLookup, createOfflineContentGenerator } from '@wonderkin/media';
import { entryForTopic, internalLibraryRoutes, topicDigest } from '@wonderkin/research';
import { SHARKS_6_8 } from '../../services/media/test/fixtures/library-sharks';

// Issue 19 across the two services: the media service's offline writer asks the research service's real library
// route (over HTTP) and writes the "sharks" book from the real checked entry, in every band; "football" has no
// entry, and its book says which parts are general.

const logger = createLogger('creation-library-test', 'silent');
let research: http.Server;
let researchUrl: string;

beforeAll(async () => {
  const app = createServiceApp('research', logger);
  app.use(internalLibraryRoutes(undefined));
  finishServiceApp(app, logger);
  research = http.createServer(app);
  await new Promise<void>((resolve) => research.listen(0, '127.0.0.1', resolve));
  researchUrl = `http://127.0.0.1:${(research.address() as AddressInfo).port}`;
});
afterAll(() => closeServer(research));

/** The media worker's offline writer, asking the library at research's address (as createContentGenerator does). */
const generator = () => createOfflineContentGenerator(createLibraryLookup({ url: researchUrl, token: undefined }));

describe('an offline creation from the lesson library', () => {
  it('"sharks" is written from the library\'s checked entry, in every band', async () => {
    for (const ageBand of AGE_BANDS) {
      // The entry as this band reads it in the lesson.
      const sharks = topicDigest(entryForTopic('sharks')!, ageBand);
      const book = await generator().generate({ topic: 'Sharks', title: 'Sharks for Mia', childName: 'Mia', mode: 'custom', customOptions: { ageBand, tone: 'Gentle', learningFocus: 'Facts' } });
      const story = book.chapters.flatMap((chapter) => chapter.pages.map((page) => page.text));
      for (const page of story) expect([ageBand, /shark/i.test(page)]).toEqual([ageBand, true]);
      expect(story.join(' ')).toContain(sharks.quickAnswer);
      expect(story.join(' ')).toContain(sharks.sections[0].text);
      expect(book.facts).toEqual(expect.arrayContaining(sharks.takeaways));
      expect(book.note).toBe('Made offline from our checked lesson "How Do Sharks Find Food?": the story and the facts come from it.');
    }
  });

  it('"football" has no entry: the story names football and the note says which parts are general', async () => {
    const book = await generator().generate({ topic: 'football', title: 'football for Leo', childName: 'Leo', mode: 'quick' });
    for (const page of book.chapters.flatMap((chapter) => chapter.pages)) expect(page.text).toMatch(/football/);
    expect(book.note).toMatch(/^Offline, we had no checked facts about football yet: the story is about Leo and football/);
  });

  it('the media service\'s test copy of the sharks answer is still what the library answers', () => {
    expect(topicDigest(entryForTopic('sharks')!, '6-8')).toEqual(SHARKS_6_8);
  });
});
