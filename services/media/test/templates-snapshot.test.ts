import path from 'node:path';
import { AGE_BANDS, LEARNING_FOCUSES, TONES, type AgeBand } from '@wonderkin/shared';
import { allowedActivityKinds, BAND_ACTIVITY_KINDS, buildActivities } from '../src/content/activities';
import { makeFill } from '../src/content/compose';
import { generalNote, libraryNote, packFocusNote, subjectOf } from '../src/content/content-note';
import type { LibraryAnswer } from '../src/content/library';
import { composeOfflineContent } from '../src/content/offline';
import { exploration } from '../src/content/pack';
import { RULES_BAND, SAFETY_NOTES, withSafetyNotes } from '../src/content/safety-notes';
import { TOPIC_LINES } from '../src/content/topic-lines';
import { TOPIC_PACKS } from '../src/content/topics';
import { FACT_FREE_CLOSINGS, TONE_FRAMES } from '../src/content/tones';
import type { CreationContent } from '../src/content/types';
import { SHARKS_6_8 } from './fixtures/library-sharks';
import { changedKeys, snapshotBefore } from '../../../tests/support/word-snapshot';

// "The move must change no word a user sees" (issue 21 §1): the sentence templates of the offline books (tone frames,
// topic-book lines, activity titles and instructions, safety notes, the notes on what a book's facts come from) and
// every book they make: the pack books are in packs-snapshot.test.ts; here the books about part of a pack's subject
// ("lava"), from the lesson library's entry, and with no checked facts, for every band, tone and focus. Written once
// while the templates were TypeScript (WRITE_CONTENT_SNAPSHOT=1), never rewritten to make this test pass; a deliberate
// change of wording updates it in the same change, with the reason.

jest.setTimeout(120_000);

const FIXTURE = path.join(__dirname, 'fixtures/templates-snapshot.json.br');
const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** Parts of packs' subjects (some with too little for a book of their own: those get the general book), and topics no pack covers. */
const TOPICS = [
  'lava', 'magma', 'craters', 'geysers', 'T-rex', 'triceratops', 'fossils', 'sharks', 'whales', 'crabs', 'dolphins', 'coral reefs',
  'labradors', 'corgis', 'coding', 'rovers', 'castles', 'knights', 'cupcakes', 'bread', 'planets', 'the moon', 'rockets',
  'kites', 'trains', 'why my grandmother keeps bees in the garden behind the old stone wall every summer',
];
const LIBRARY: [string, LibraryAnswer][] = [['hunting fish', SHARKS_6_8], ['kites', null], ['kites', 'unreachable'], ['crabs', 'unreachable'], ['jellyfish', 'unreachable']];

function safetyNoteBook(ageBand: AgeBand, text: string, firstPage: string): CreationContent {
  return {
    title: 'A stand-in book', topic: 'storms', ageBand, tone: 'Gentle', focus: 'Facts', source: 'offline', exploration: false, facts: [],
    chapters: [{ title: 'One', pages: [{ heading: 'First', text: firstPage, illustration: { scene: 'explore:share', palette: 'meadow', seed: 1 } },
      { heading: 'Second', text, illustration: { scene: 'explore:share', palette: 'meadow', seed: 2 } }] }],
    activities: [],
  };
}

function current(): [string, unknown][] {
  const out: [string, unknown][] = [];
  const add = (key: string, value: unknown) => out.push([key, plain(value)]);
  add('tones', TONE_FRAMES);
  add('tones/fact-free-closings', FACT_FREE_CLOSINGS);
  add('topic-lines', TOPIC_LINES);
  add('activities/band-kinds', BAND_ACTIVITY_KINDS);
  add('safety-notes', SAFETY_NOTES);
  add('safety-notes/rules-band', RULES_BAND);
  for (const band of AGE_BANDS) for (const focus of LEARNING_FOCUSES) add(`activities/allowed/${band}/${focus}`, allowedActivityKinds(band, focus));
  for (const pack of [...TOPIC_PACKS, exploration]) {
    for (const band of AGE_BANDS) {
      for (const focus of LEARNING_FOCUSES) {
        for (const seed of [0, 7, 123456]) add(`activities/${pack.key}/${band}/${focus}/${seed}`, buildActivities(pack, band, focus, makeFill('Mia', pack.name.toLocaleLowerCase()), seed));
      }
    }
  }
  // The notes on what a book's facts come from.
  for (const title of ['How Do Sharks Find Food?', 'Volcanoes']) add(`notes/library/${title}`, libraryNote(title));
  for (const pack of TOPIC_PACKS) {
    add(`notes/subject/${pack.name}`, subjectOf(pack.name));
    for (const part of ['lava', 'a very long part of a subject that goes on and on past sixty characters']) add(`notes/pack-focus/${pack.name}/${part}`, packFocusNote(part, pack.name));
  }
  for (const topic of ['kites', TOPICS[TOPICS.length - 1]]) {
    for (const child of [undefined, 'Mia']) {
      for (const outcome of ['none', 'unreachable'] as const) {
        for (const about of [undefined, ...TOPIC_PACKS.map((pack) => pack.name)]) add(`notes/general/${topic}/${child}/${outcome}/${about}`, generalNote(topic, child, outcome, about));
      }
    }
  }
  // The safety notes, for each band: a book that mentions each rule's subject, and one that carries its message already.
  for (const band of AGE_BANDS) {
    add(`safety-notes/${band}/mentioned`, withSafetyNotes(safetyNoteBook(band, 'Thunder rolled. The baby wanted honey. We ate whole grapes and popcorn.', 'A calm day.')));
    add(`safety-notes/${band}/carried`, withSafetyNotes(safetyNoteBook(band, 'Thunder rolled.', 'When thunder roars, go indoors!')));
  }
  // The books the templates make (packs' own books: packs-snapshot.test.ts).
  for (const topic of TOPICS) {
    for (const ageBand of AGE_BANDS) {
      for (const tone of TONES) {
        for (const learningFocus of LEARNING_FOCUSES) {
          for (const childName of topic === 'lava' || topic === 'kites' ? ['Mia', undefined] : ['Mia']) {
            add(`books/${topic}/${ageBand}/${tone}/${learningFocus}/${childName}`, composeOfflineContent({ topic, title: `All about ${topic}`, mode: 'custom', childName, customOptions: { ageBand, tone, learningFocus } }));
          }
        }
      }
    }
  }
  for (const [topic, answer] of LIBRARY) {
    for (const ageBand of AGE_BANDS) {
      for (const tone of TONES) {
        for (const learningFocus of LEARNING_FOCUSES) {
          add(`library-books/${topic}/${answer === null ? 'none' : typeof answer === 'string' ? answer : answer.id}/${ageBand}/${tone}/${learningFocus}`,
            composeOfflineContent({ topic, title: `All about ${topic}`, mode: 'custom', childName: 'Mia', customOptions: { ageBand, tone, learningFocus } }, answer));
        }
      }
    }
  }
  return out;
}

describe('every book sentence template, and the books made with them, is word for word what it was while the templates were TypeScript (issue 21 §1)', () => {
  const now = current();
  const before = snapshotBefore(FIXTURE, now);

  it('renders the same templates and books, in the same order', () => {
    expect(now.map(([key]) => key)).toEqual(before.map(([key]) => key));
  });

  it('gives every one of them word for word as before', () => {
    expect(changedKeys(now, before)).toEqual([]);
    expect(now).toEqual(before);
  });
});
