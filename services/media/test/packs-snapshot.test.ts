import path from 'node:path';
import { AGE_BANDS, LEARNING_FOCUSES, TONES } from '@wonderkin/shared';
import { composeFromPack } from '../src/content/compose';
import { exploration } from '../src/content/pack';
import { findTopicPack, TOPIC_PACKS } from '../src/content/topics';
import { snapshotBefore } from '../../../tests/support/word-snapshot';

// "The move is mechanical and must change no word a user sees" (issue 21): every creation pack as the media service
// uses it (its patterns as source and flags), and the book composed from it for every band, tone and focus, as they
// were before the packs moved from TypeScript to content/packs/. Written once from the TypeScript modules
// (WRITE_CONTENT_SNAPSHOT=1), never rewritten to make this test pass; a deliberate content change updates it in the
// same change, with the reason.

jest.setTimeout(60_000);

const FIXTURE = path.join(__dirname, 'fixtures/packs-snapshot.json.br');
const regex = (r: RegExp | undefined) => (r ? { source: r.source, flags: r.flags } : undefined);

function current() {
  const packs = [...TOPIC_PACKS, exploration].map((pack) => ({
    key: pack.key,
    pack: { ...pack, match: regex(pack.match), subtopics: regex(pack.subtopics) },
    books: AGE_BANDS.flatMap((band) => TONES.flatMap((tone) => LEARNING_FOCUSES.map((focus) => composeFromPack(pack, {
      topic: pack === exploration ? 'kites' : pack.name, title: pack.name, mode: 'custom', childName: 'Mia', customOptions: { ageBand: band, tone, learningFocus: focus },
    }, pack === exploration)))),
  }));
  const topics = ['dinos', 'T-rex', 'planets', 'cupcakes', 'robots in space', 'sharks', 'my puppy', 'castles', 'lava', 'Trains']
    .map((topic) => [topic, findTopicPack(topic)?.key ?? null]);
  return JSON.parse(JSON.stringify({ packs, topics })) as { packs: { key: string }[]; topics: unknown[] };
}

describe('every creation pack is word for word what it was before the move (issue 21)', () => {
  it('gives the same packs in the same order, and the same book for every band, tone and focus', () => {
    const now = current();
    const before: typeof now = snapshotBefore(FIXTURE, now);
    expect(now.packs.map((p) => p.key)).toEqual(before.packs.map((p) => p.key));
    const changed = now.packs.filter((p, i) => JSON.stringify(p) !== JSON.stringify(before.packs[i])).map((p) => p.key);
    expect(changed).toEqual([]);
    expect(now).toEqual(before);
  });
});
