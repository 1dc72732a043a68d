import path from 'node:path';
import { AGE_RANGES, EMERGENCY_CONTACTS, SAFETY_COUNTRIES } from '@wonderkin/shared';
import { buildHazardLesson, buildMedicalLesson } from '../../src/safety/answers/hazard';
import { buildRuleLesson } from '../../src/safety/answers/rule';
import { buildSensitiveLesson } from '../../src/safety/answers/sensitive';
import { safetyLesson } from '../../src/safety/answers/shell';
import { buildUrgentKidLesson, buildUrgentParentLesson } from '../../src/safety/answers/urgent';
import type { SafetyRule } from '../../src/safety/safety-rules';
import { HAZARD_TOPICS, SENSITIVE_TOPICS, URGENT_TOPICS } from '../../src/safety/triage';
import { explorationNotice, imaginationNotice, offlineNotice } from '../../src/content/notice';
import { changedKeys, snapshotBefore } from '../../../../tests/support/word-snapshot';

// "The move must change no word a user sees" (issue 21 §1): every safety answer (each urgent, hazard, sensitive and
// rule topic and the medical answer, for every age range, a parent and a child asking, with every country's emergency
// contacts) and every page note, as they were while their words were TypeScript. Written once from the TypeScript
// modules (WRITE_CONTENT_SNAPSHOT=1), never rewritten to make this test pass; a deliberate change of wording updates
// it in the same change, with the reason.
//
// The rule answer's own words do not depend on which rule it states: it is rendered with two stand-in rules, so a
// change to a rule's title (safety-rules.json, their own data) does not touch this snapshot.

const FIXTURE = path.join(__dirname, '../fixtures/copy-snapshot.json.br');
const QUESTION = 'What should we do?';
const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const STAND_IN_RULES = ['first', 'second'].map((id) => ({
  id: `stand-in-${id}`,
  title: `The ${id} rule's title`,
  parent: 'Only the title of a rule is part of the rule answer.',
  kid: { '3-5': 'Stand-in.', '6-8': 'Stand-in.', '9-12': 'Stand-in.', '13+': 'Stand-in.' },
  source: { title: 'Stand-in', publisher: 'Stand-in', url: 'https://example.org/', authority: 'public-health', asOf: '2026-11-29' },
  reach: [{ all: [['stand']] }],
})) as SafetyRule[];

/** Every output as [key, value] pairs, the key saying what was rendered. */
function current(): [string, unknown][] {
  const out: [string, unknown][] = [];
  const add = (key: string, value: unknown) => out.push([key, plain(value)]);
  for (const country of SAFETY_COUNTRIES) {
    const c = EMERGENCY_CONTACTS[country];
    for (const topic of URGENT_TOPICS) {
      add(`urgent/${country}/${topic}/parent`, buildUrgentParentLesson(QUESTION, topic, c));
      for (const age of AGE_RANGES) {
        add(`urgent/${country}/${topic}/${age}/kid`, buildUrgentKidLesson(QUESTION, age, topic, c));
        add(`urgent/${country}/${topic}/${age}/kid-call-first`, buildUrgentKidLesson(QUESTION, age, topic, c, { callFirst: true }));
      }
    }
    for (const topic of HAZARD_TOPICS) {
      for (const age of AGE_RANGES) {
        add(`hazard/${country}/${topic}/${age}/parent`, buildHazardLesson(QUESTION, age, topic, true, c));
        add(`hazard/${country}/${topic}/${age}/kid`, buildHazardLesson(QUESTION, age, topic, false, c));
      }
    }
    for (const age of AGE_RANGES) {
      add(`medical/${country}/${age}/parent`, buildMedicalLesson(QUESTION, age, true, c));
      add(`medical/${country}/${age}/kid`, buildMedicalLesson(QUESTION, age, false, c));
    }
  }
  for (const topic of SENSITIVE_TOPICS) {
    for (const age of AGE_RANGES) {
      add(`sensitive/${topic}/${age}/parent`, buildSensitiveLesson(QUESTION, age, topic, true));
      add(`sensitive/${topic}/${age}/kid`, buildSensitiveLesson(QUESTION, age, topic, false));
    }
  }
  for (const [name, rules] of [['one-rule', STAND_IN_RULES.slice(0, 1)], ['two-rules', STAND_IN_RULES]] as const) {
    for (const age of AGE_RANGES) {
      add(`rule/${name}/${age}/parent`, buildRuleLesson(QUESTION, age, rules, true));
      add(`rule/${name}/${age}/kid`, buildRuleLesson(QUESTION, age, rules, false));
    }
  }
  // The frame every safety answer shares: an empty question, and suggestions (which no answer passes today).
  for (const mode of ['parent', 'kids'] as const) {
    add(`shell/${mode}`, safetyLesson('  ', mode, {
      pageTitle: 'Title', quickAnswer: 'Answer.', recap: 'Recap.', takeaways: ['One.'], sections: [],
      suggestions: [{ title: 'Next', description: 'About next.' }],
    }));
  }
  for (const product of [undefined, 'Wonderkin', 'Brightbeam']) {
    const name = product ?? 'default';
    add(`notes/${name}/offline`, offlineNotice(product));
    add(`notes/${name}/exploration`, explorationNotice(product));
    add(`notes/${name}/imagination`, imaginationNotice(product));
  }
  return out;
}

describe('every safety answer and page note is word for word what it was while its words were TypeScript (issue 21 §1)', () => {
  const now = current();
  const before = snapshotBefore(FIXTURE, now);

  it('renders the same answers and notes, in the same order', () => {
    expect(now.map(([key]) => key)).toEqual(before.map(([key]) => key));
    expect(now.length).toBe(1305);
  });

  it('gives every one of them word for word as before', () => {
    expect(changedKeys(now, before)).toEqual([]);
    expect(now).toEqual(before);
  });
});
