import path from 'node:path';
import { AGE_RANGES, EMERGENCY_CONTACTS, SAFETY_COUNTRIES } from '@wonderkin/shared';
import { findKidEntry, findParentEntry, KID_ENTRIES, PARENT_ENTRIES } from '../../src/content';
import { buildExplorationLesson } from '../../src/content/exploration';
import { buildKidLesson } from '../../src/content/kid-lesson';
import { asImaginationLesson } from '../../src/content/make-believe';
import { buildParentLesson } from '../../src/content/parent-lesson';
import { buildHarmLesson, buildRedirectLesson } from '../../src/safety/redirect';
import { SAFETY_CATEGORIES } from '../../src/safety/patterns';
import { HAZARD_TOPICS, SENSITIVE_TOPICS, URGENT_TOPICS } from '../../src/safety/triage';
import { changedKeys, snapshotBefore } from '../../../../tests/support/word-snapshot';

// "No word a user sees may change" (issue 21 §1, the last words in TypeScript): every page whose words moved from
// research's TypeScript to content/ (the redirect answer, content/safety/redirect.yaml; the "let's find out together"
// page, the make-believe page and the frames of the kids' lessons and parent guides, content/pages/*.yaml), as they
// were while their words were TypeScript. Written once from the TypeScript modules (WRITE_PAGES_SNAPSHOT=1 on this
// file only), never rewritten to make this test pass; a deliberate change of wording updates it in the same change,
// with the reason. Rewritten once since: the redirect answer gives the configured country's crisis line, where it
// gave the US 988 line to every family (only the non-US redirect outputs changed).
//
// test/content/snapshot.test.ts keeps every assembled kids' lesson and parent guide (every entry, every band, the US
// contacts, the library's own question); this one adds what that one does not vary: the question as a family types
// it (none, no question mark, extra spaces) and every other country's contacts.

const FIXTURE = path.join(__dirname, '../fixtures/pages-snapshot.json.br');
const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const isDefined = <T>(x: T | undefined): x is T => x !== undefined;

const KID_QUESTION = 'Can you tell me about it?';
const PARENT_QUESTION = 'My son asked me about this. What should I do?';
/** A child who may be alone with a grown-up in danger (the urgent answer's call-first variant). */
const FAMILY_QUESTION = 'my dad fell down and will not wake up';

const LONG = 'Why do some of the very tallest trees in the oldest forests of the whole wide world grow so much taller than '
  + 'the houses, the churches and even the big buildings in the city where my grandma lives now';
const EXPLORATION_QUESTIONS = [
  'Why do zebras have stripes',
  'what is the tallest tree in the world and how old can it get?',
  'I fell and hurt my knee, what is a scab?',
  LONG,
  '',
  '  how   do\nbees  sleep  ',
  'My son keeps asking why the moon changes shape. How do I explain it?',
  'Analyzing image: garden.jpg',
];
const MAKE_BELIEVE_QUESTIONS = [
  'Could a shark and a unicorn be friends if they met at the beach?',
  'What if dogs could talk',
  'If I was a dragon what would I eat?',
  `If I had magic powers ${LONG.toLowerCase()}?`,
  '  can mermaids and fairies be best friends  ',
];
const PRODUCTS = [undefined, 'Brightbeam'];

/** Every output as [key, value] pairs, the key saying what was rendered. */
function current(): [string, unknown][] {
  const out: [string, unknown][] = [];
  const add = (key: string, value: unknown) => out.push([key, plain(value)]);

  // The redirect answer: its own answer for a harm category (self-harm and abuse included, which buildRedirectLesson
  // gives the urgent answers), and what buildRedirectLesson gives every category, for each asker.
  const harm = [...SAFETY_CATEGORIES, 'something-else'];
  const routed = [
    ...URGENT_TOPICS.map((t) => `urgent:${t}`), 'urgent:unknown', ...HAZARD_TOPICS.map((t) => `hazard:${t}`), 'medical',
    ...SENSITIVE_TOPICS.map((t) => `sensitive:${t}`), ...harm,
  ];
  for (const country of SAFETY_COUNTRIES) {
    const c = EMERGENCY_CONTACTS[country];
    for (const category of harm) {
      for (const age of AGE_RANGES) {
        add(`redirect/harm/${country}/${category}/${age}/parent`, buildHarmLesson(PARENT_QUESTION, age, category, true, c));
        add(`redirect/harm/${country}/${category}/${age}/kid`, buildHarmLesson(KID_QUESTION, age, category, false, c));
      }
    }
    for (const category of routed) {
      for (const age of AGE_RANGES) {
        add(`redirect/route/${country}/${category}/${age}/parent`, buildRedirectLesson(PARENT_QUESTION, age, category, c));
        add(`redirect/route/${country}/${category}/${age}/kid`, buildRedirectLesson(KID_QUESTION, age, category, c));
        if (category.startsWith('urgent:')) add(`redirect/route/${country}/${category}/${age}/family`, buildRedirectLesson(FAMILY_QUESTION, age, category, c));
      }
    }
  }
  for (const age of AGE_RANGES) add(`redirect/default-contacts/self-harm/${age}/kid`, buildHarmLesson(KID_QUESTION, age, 'self-harm', false));
  add('redirect/default-contacts/self-harm/parent', buildHarmLesson(PARENT_QUESTION, '9-12', 'self-harm', true));
  add('redirect/default-contacts/route/violence/kid', buildRedirectLesson(KID_QUESTION, '9-12', 'violence'));

  // The "let's find out together" page, and the make-believe page made from it.
  EXPLORATION_QUESTIONS.forEach((question, q) => {
    for (const age of AGE_RANGES) {
      for (const mode of ['kids', 'parent'] as const) {
        for (const withImage of [false, true]) {
          for (const productName of PRODUCTS) {
            add(`exploration/${q}/${age}/${mode}/${withImage ? 'image' : 'text'}/${productName ?? 'default'}`, buildExplorationLesson(question, age, { mode, withImage, productName }));
          }
        }
      }
    }
  });
  MAKE_BELIEVE_QUESTIONS.forEach((question, q) => {
    for (const age of AGE_RANGES) {
      for (const productName of PRODUCTS) {
        const explored = buildExplorationLesson(question, age, { mode: 'kids', withImage: false, productName });
        add(`make-believe/${q}/${age}/${productName ?? 'default'}`, asImaginationLesson(explored, question, age));
      }
    }
  });

  // The kids' lessons' frame with the question as typed, and the parent guides' with every other country's contacts.
  for (const entry of KID_ENTRIES.slice(0, 6)) {
    const related = entry.related.map(findKidEntry).filter(isDefined);
    for (const age of AGE_RANGES) {
      for (const [name, question] of [['none', ''], ['typed', `  ${entry.question.replace(/[?.!]+$/, '').toLowerCase()}  `], ['spaced', `${entry.question}\n  again?`]] as const) {
        add(`kid-lesson/${entry.id}/${age}/${name}`, buildKidLesson(entry, age, question, related));
      }
    }
  }
  for (const entry of PARENT_ENTRIES) {
    const related = entry.related.map(findParentEntry).filter(isDefined);
    for (const country of SAFETY_COUNTRIES.filter((c) => c !== 'US')) {
      add(`parent-lesson/${entry.id}/${country}/6-8`, buildParentLesson(entry, '6-8', entry.question, related, EMERGENCY_CONTACTS[country]));
    }
    for (const age of AGE_RANGES) {
      add(`parent-lesson/${entry.id}/US/${age}/typed`, buildParentLesson(entry, age, `  ${entry.question.replace(/[?.!]+$/, '')}  `, related));
    }
    add(`parent-lesson/${entry.id}/US/13+/none`, buildParentLesson(entry, '13+', '', related));
  }
  return out;
}

describe('every redirect answer, exploration and make-believe page and lesson frame is word for word what it was (issue 21 §1)', () => {
  const now = current();
  const before = snapshotBefore(FIXTURE, now, 'WRITE_PAGES_SNAPSHOT');

  it('renders the same pages, in the same order', () => {
    expect(now.map(([key]) => key)).toEqual(before.map(([key]) => key));
  });

  it('gives every one of them word for word as before', () => {
    expect(changedKeys(now, before)).toEqual([]);
    expect(now).toEqual(before);
  });
});
