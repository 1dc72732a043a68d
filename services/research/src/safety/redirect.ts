import { EMERGENCY_CONTACTS, type AgeRange, type EmergencyContacts, type LessonContent } from '@wonderkin/shared';
import { isParentQuestion } from '../content/parent-signal';
import { crisisWords, sayFor, type Say } from './answers/contacts';
import { SAFETY_COPY } from './answers/copy';
import { buildHazardLesson, buildMedicalLesson } from './answers/hazard';
import { buildSensitiveLesson } from './answers/sensitive';
import { buildUrgentKidLesson, buildUrgentParentLesson } from './answers/urgent';
import { mentionsFamilyAdult } from './cues';
import type { SafetyCategory } from './patterns';
import { HAZARD_TOPICS, SENSITIVE_TOPICS, URGENT_TOPICS, type HazardTopic, type SensitiveTopic, type UrgentTopic } from './triage';

// The kind answer given instead of a lesson. It never explains the harmful topic: it thanks the child for asking,
// points to a trusted adult, and for self-harm and abuse says to get help right away. No quiz, no activities.
// Its words: content/safety/redirect.yaml, with the configured country's crisis line; here, which answer a category
// gets and which parts each reader gets.

type Section = LessonContent['exploreSections'][number];

const COPY = SAFETY_COPY.redirect;
const YOUNG: ReadonlySet<AgeRange> = new Set(['3-5', '6-8']);

/** The configured crisis line's own page. */
const crisisLink = (c: EmergencyContacts, say: Say) => ({ title: say(COPY.parent.crisisLink.title), link: c.crisis.source, snippet: say(COPY.parent.crisisLink.snippet) });

/** The harm screen's self-harm and abuse are urgent too. */
function isUrgent(category: string): category is 'self-harm' | 'abuse' {
  return category === 'self-harm' || category === 'abuse';
}

/** Whether a screen category gets an urgent answer (`urgent:<topic>`, or the harm screen's self-harm and abuse). */
export function isUrgentCategory(category: string | null | undefined): boolean {
  return Boolean(category && (category.startsWith('urgent:') || isUrgent(category)));
}

function kidAnswer(category: string, age: AgeRange, say: Say): string {
  const reader = age === '3-5' ? 'little' : YOUNG.has(age) ? 'young' : 'older';
  const answers = COPY.kid.answer;
  const answer = category === 'self-harm' || category === 'abuse' || category === 'personal-information' ? answers[category] : answers.other;
  return say(answer[reader]);
}

function kidSections(category: string, age: AgeRange, say: Say): Section[] {
  const group = YOUNG.has(age) ? '3-8' : '9+';
  const { rightThing, whoCanHelp, unsafe } = COPY.kid;
  const sections: Section[] = [
    { title: say(rightThing.title), content: say(rightThing.content[group]), funFact: { title: say(rightThing.funFact.title), text: say(rightThing.funFact.text[group]) } },
    { title: say(whoCanHelp.title), content: say(whoCanHelp.content[group]), funFact: { title: say(whoCanHelp.funFact.title), text: say(whoCanHelp.funFact.text) } },
  ];
  if (isUrgent(category)) {
    sections.push({
      title: say(unsafe.title),
      content: say(category === 'self-harm' && group === '9+' ? unsafe.content.selfHarm : unsafe.content.other),
      funFact: { title: say(unsafe.funFact.title), text: say(unsafe.funFact.text) },
    });
  }
  return sections;
}

function parentLesson(question: string, category: string, c: EmergencyContacts, say: Say): LessonContent {
  const urgent = isUrgent(category);
  const { parent } = COPY;
  return {
    ...emptyLesson(question, 'parent', say),
    pageTitle: say(parent.title),
    quickAnswer: say(urgent ? parent.quickAnswer.urgent : parent.quickAnswer.other),
    quickOverview: {
      questionRecap: say(parent.recap),
      keyTakeaways: parent.takeaways.map((line) => say(line)),
    },
    exploreSections: [{
      title: say(parent.section.title),
      content: say(parent.section.content),
      funFact: { title: say(parent.section.funFact.title), text: say(parent.section.funFact.text) },
    }],
    externalLinks: urgent ? [crisisLink(c, say)] : [],
  };
}

function emptyLesson(question: string, mode: LessonContent['mode'], say: Say): LessonContent {
  return {
    pageTitle: say(COPY.title),
    originalQuestion: question.trim() || SAFETY_COPY.common.noQuestion,
    mode,
    quickAnswer: '',
    quickOverview: { questionRecap: '', keyTakeaways: [] },
    images: [], videos: [], exploreSections: [], glossary: [], tryIt: [], analogiesMetaphors: [], realWorldExamples: [],
    engagingQuestions: [], quiz: [],
    curiosity: { introduction: say(COPY.curiosity), suggestions: [] },
    products: [], relatedQueries: [], externalLinks: [],
  };
}

/** Urgent topics where a child may be the only one there to call for a grown-up in danger. */
const CALL_FIRST: ReadonlySet<UrgentTopic> = new Set(['emergency', 'breathing', 'head-injury', 'injury', 'burn', 'general', 'poison']);

const isTopic = <T extends string>(topics: readonly T[], value: string): value is T => (topics as readonly string[]).includes(value);

/**
 * The answer given instead of a lesson, by the screen's category: `urgent:<topic>`, `hazard:<topic>`, `medical`,
 * `sensitive:<topic>`, or a harm category (safety/patterns.ts). A parent asking gets the parent's answer.
 */
export function buildRedirectLesson(question: string, age: AgeRange, category: SafetyCategory | string, contacts: EmergencyContacts = EMERGENCY_CONTACTS.US): LessonContent {
  const parentAsking = isParentQuestion(question);
  const [kind, topic = ''] = category.split(':');
  if (kind === 'urgent' && isTopic<UrgentTopic>(URGENT_TOPICS, topic)) {
    const callFirst = CALL_FIRST.has(topic) && mentionsFamilyAdult(question);
    return parentAsking ? buildUrgentParentLesson(question, topic, contacts) : buildUrgentKidLesson(question, age, topic, contacts, { callFirst });
  }
  if (isUrgent(category)) {
    return parentAsking ? buildUrgentParentLesson(question, category, contacts) : buildUrgentKidLesson(question, age, category, contacts);
  }
  if (kind === 'hazard' && isTopic<HazardTopic>(HAZARD_TOPICS, topic)) return buildHazardLesson(question, age, topic, parentAsking, contacts);
  if (kind === 'medical') return buildMedicalLesson(question, age, parentAsking, contacts);
  if (kind === 'sensitive' && isTopic<SensitiveTopic>(SENSITIVE_TOPICS, topic)) return buildSensitiveLesson(question, age, topic, parentAsking);
  return buildHarmLesson(question, age, category, parentAsking, contacts);
}

/**
 * The answer for a harm category of the screen (safety/patterns.ts) or of the moderation (moderation.ts), and for any
 * category the answers above do not take. Exported for the pages snapshot (test/content/pages-snapshot.test.ts):
 * buildRedirectLesson gives self-harm and abuse the urgent answers first, so this function's branches for those two
 * categories are not reached from there.
 */
export function buildHarmLesson(question: string, age: AgeRange, category: string, parentAsking: boolean, contacts: EmergencyContacts = EMERGENCY_CONTACTS.US): LessonContent {
  const contactSay = sayFor(contacts);
  const crisis = crisisWords(contacts);
  const say: Say = (text) => contactSay(text, crisis);
  if (parentAsking) return parentLesson(question, category, contacts, say);
  const group = YOUNG.has(age) ? '3-8' : '9+';
  return {
    ...emptyLesson(question, 'kids', say),
    pageTitle: say(category === 'self-harm' ? COPY.kid.selfHarmTitle : COPY.title),
    quickAnswer: kidAnswer(category, age, say),
    quickOverview: {
      questionRecap: say(COPY.kid.recap[group]),
      keyTakeaways: COPY.kid.takeaways[group].map((line) => say(line)),
    },
    exploreSections: kidSections(category, age, say),
    externalLinks: category === 'self-harm' && group === '9+' ? [crisisLink(contacts, say)] : [],
  };
}
