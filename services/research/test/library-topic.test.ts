import { LibraryTopicAnswerSchema } from '@wonderkin/shared';
import { createLogger, createServiceApp, finishServiceApp } from '@wonderkin/server-kit';
import { injectRequest } from '../../../tests/support/inject';
import { expectInternalGuard } from '../../../tests/support/internal-guard';
import { KID_ENTRIES } from '../src/content';
import { entryForTopic, topicDigest } from '../src/content/topic-entry';
import { internalLibraryRoutes } from '../src/routes/internal-library';

// Issue 19: the media service makes an offline creation from the library's entry on its topic, reading it over
// GET /internal/library/topic (services never import each other's code). The entry a topic names, and the text a
// creation's age band gets: the same words that band reads in the lesson, nothing else.

const appWith = (token: string | undefined) => {
  const app = createServiceApp('research', createLogger('library-topic-test', 'silent'));
  app.use(internalLibraryRoutes(token));
  finishServiceApp(app, createLogger('library-topic-test', 'silent'));
  return app;
};
const get = (url: string) => injectRequest(appWith(undefined), { url, remoteAddress: '127.0.0.1' });
const entry = (id: string) => KID_ENTRIES.find((candidate) => candidate.id === id)!;

describe('the library entry on a creation topic', () => {
  it('is the entry the topic names, or none', () => {
    expect(entryForTopic('Sharks')?.id).toBe('sharks-find-food');
    expect(entryForTopic('sharks')?.id).toBe('sharks-find-food');
    expect(entryForTopic('volcanoes')?.id).toBe('volcanoes');
    // "bees" is not "be" (a listener's lesson has "be" in its title).
    expect(entryForTopic('bees')?.id).toBe('bees-honey');
    expect(entryForTopic('the Moon')?.question).toMatch(/moon/i);
    expect(entryForTopic('football')).toBeUndefined();
    expect(entryForTopic('the')).toBeUndefined();
  });

  it('gives each age band the text that band reads in the lesson', () => {
    const sharks = entry('sharks-find-food');
    const little = topicDigest(sharks, '3-5');
    expect(little.quickAnswer).toBe(sharks.quickAnswer['3-5']);
    expect(little.sections.map((section) => section.text)).toEqual(sharks.sections.map((section) => section.little));
    expect(little.takeaways).toEqual(sharks.takeaways.little);
    // The lateral-line question is asked from 6-8 only.
    expect(little.quiz.map((question) => question.question)).not.toContain("What does a shark's lateral line feel?");
    const older = topicDigest(sharks, '9-10');
    expect(older.quickAnswer).toBe(sharks.quickAnswer['9-12']);
    expect(older.sections.map((section) => section.text)).toEqual(sharks.sections.map((section) => section.older));
    expect(older.quiz.map((question) => question.question)).toContain("What does a shark's lateral line feel?");
    expect(older.sources.length).toBe(sharks.sources.length);
  });

  it('answers over the internal route in the shared contract\'s shape', async () => {
    const found = await get('/internal/library/topic?topic=sharks&ageBand=6-8');
    expect(found.status).toBe(200);
    const answer = LibraryTopicAnswerSchema.parse(found.json());
    expect(answer.entry?.quickAnswer).toBe(entry('sharks-find-food').quickAnswer['6-8']);
    expect(LibraryTopicAnswerSchema.parse((await get('/internal/library/topic?topic=football&ageBand=9-10')).json())).toEqual({ entry: null });
    for (const bad of ['/internal/library/topic?topic=sharks&ageBand=9-12', '/internal/library/topic?ageBand=6-8', '/internal/library/topic?topic=a&topic=b&ageBand=6-8']) {
      const refused = await get(bad);
      expect([bad, refused.status]).toEqual([bad, 400]);
      expect(refused.json()).toHaveProperty('error');
    }
  });

  it('is internal only', async () => {
    await expectInternalGuard(appWith, { url: '/internal/library/topic?topic=sharks&ageBand=6-8' });
  });
});
