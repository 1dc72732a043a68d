import { EMERGENCY_CONTACTS, type AgeRange, type EmergencyContacts, type LessonContent } from '@wonderkin/shared';
import { isParentQuestion } from '../content/parent-signal';
import { buildHazardLesson, buildMedicalLesson } from './answers/hazard';
import { buildSensitiveLesson } from './answers/sensitive';
import { buildUrgentKidLesson, buildUrgentParentLesson } from './answers/urgent';
import { mentionsFamilyAdult } from './cues';
import type { SafetyCategory } from './patterns';
import { HAZARD_TOPICS, SENSITIVE_TOPICS, URGENT_TOPICS, type HazardTopic, type SensitiveTopic, type UrgentTopic } from './triage';

// The kind answer given instead of a lesson. It never explains the harmful topic: it thanks the child for asking,
// points to a trusted adult, and for self-harm and abuse says to get help right away. No quiz, no activities.

type Section = LessonContent['exploreSections'][number];

const YOUNG: ReadonlySet<AgeRange> = new Set(['3-5', '6-8']);

const CRISIS_LINK = {
  title: '988 Suicide & Crisis Lifeline (US)',
  link: 'https://988lifeline.org/',
  snippet: 'Free, confidential support any time, by call or text to 988 in the United States. Elsewhere, call your local emergency number.',
};

/** The harm screen's self-harm and abuse are urgent too. */
function isUrgent(category: string): category is 'self-harm' | 'abuse' {
  return category === 'self-harm' || category === 'abuse';
}

/** Whether a screen category gets an urgent answer (`urgent:<topic>`, or the harm screen's self-harm and abuse). */
export function isUrgentCategory(category: string | null | undefined): boolean {
  return Boolean(category && (category.startsWith('urgent:') || isUrgent(category)));
}

function kidAnswer(category: string, age: AgeRange): string {
  const little = age === '3-5';
  if (category === 'self-harm') {
    if (little) return 'Thank you for telling us. You are very important. Please go to a grown-up you love right now and tell them how you feel.';
    return YOUNG.has(age)
      ? 'You matter, and you did the right thing by asking. Please tell a grown-up you trust how you feel right now, like your mom, dad, teacher or school counselor. If you might get hurt, tell an adult straight away or call your local emergency number.'
      : 'You matter, and reaching out was the right thing to do. Please talk to a trusted adult right away: a parent, a relative, a teacher or your school counselor. If you might hurt yourself or feel unsafe, tell an adult now or call your local emergency number. In the US you can call or text 988 any time to talk with someone who cares.';
  }
  if (category === 'abuse') {
    if (little) return 'Thank you for telling us. Nobody is allowed to hurt you. Please tell a grown-up you trust, like your mom, dad or teacher, right now.';
    return YOUNG.has(age)
      ? 'Thank you for asking. Nobody is allowed to hurt you or touch you in a way that feels wrong, and it is never your fault. Tell a grown-up you trust, like a parent, teacher or school counselor. If the first one does not help, keep telling until someone does.'
      : 'Thank you for reaching out. No one has the right to hurt you, threaten you or touch you in a way that feels wrong, and it is never your fault. Please tell a trusted adult, such as a parent, teacher, school counselor or doctor, as soon as you can. If you are in danger right now, call your local emergency number.';
  }
  if (category === 'personal-information') {
    if (little) return 'Good thinking to ask! Things like where you live are private. Ask a grown-up before you share them.';
    return YOUNG.has(age)
      ? 'Good question to check! Your address, phone number, passwords and photos are private. Never share them online, and ask a grown-up you trust before you meet anyone you only know from the internet.'
      : 'Smart to check first. Personal details such as your address, phone number, school, passwords and photos should stay private online. Talk with a parent or another trusted adult before sharing anything personal or meeting someone you only know online.';
  }
  if (little) return 'Thank you for asking. This is a question for a grown-up you trust. Go and ask your mom, dad or teacher to talk about it with you.';
  return YOUNG.has(age)
    ? 'Thank you for asking. This question is one to talk about with a grown-up you trust, like a parent, a teacher or a school counselor. They can help you with it in a safe way.'
    : 'You did the right thing by asking, but this is not something we can help with here, because it could lead to someone getting hurt. Please talk it over with a trusted adult, like a parent, teacher or school counselor. They can answer your questions safely and help with whatever made you wonder.';
}

function kidSections(category: string, age: AgeRange): Section[] {
  const young = YOUNG.has(age);
  const sections: Section[] = [
    {
      title: 'You Did the Right Thing',
      content: young
        ? 'Asking questions is good. Some questions are best to talk about with a grown-up who loves you and keeps you safe.'
        : 'Asking is always OK. Some questions are about things that can hurt people, and those are best talked through with someone who knows you and can help in person.',
      funFact: { title: 'Remember', text: young ? 'Grown-ups are there to help you.' : 'Talking to someone you trust is a strong and brave thing to do.' },
    },
    {
      title: 'Who Can Help',
      content: young
        ? 'You can talk to your mom, dad, grandparent, teacher or school counselor. Pick someone you feel safe with.'
        : 'Trusted adults include parents and carers, relatives, teachers, school counselors, coaches and doctors. Choose someone you feel safe with. If they can\'t help, tell another one.',
      funFact: { title: 'Keep telling', text: 'If the first adult you tell does not help, it is OK to tell another one.' },
    },
  ];
  if (isUrgent(category)) {
    sections.push({
      title: 'If You Feel Unsafe Right Now',
      content: category === 'self-harm' && !young
        ? 'Tell an adult near you straight away, or call your local emergency number. In the US you can call or text 988 to reach the Suicide & Crisis Lifeline, day or night.'
        : 'Go to a grown-up near you straight away, or call your local emergency number for help.',
      funFact: { title: 'You are not alone', text: 'There are always people who want to help you.' },
    });
  }
  return sections;
}

function parentLesson(question: string, category: string): LessonContent {
  const urgent = isUrgent(category);
  return {
    ...emptyLesson(question, 'parent'),
    pageTitle: 'Getting the Right Help',
    quickAnswer: urgent
      ? 'This needs personal, professional help rather than an article. If anyone is in immediate danger, call your local emergency number now. Contact your child\'s pediatrician or a mental-health professional as soon as possible. In the US, the 988 Suicide & Crisis Lifeline (call or text 988) also supports people who are worried about someone else.'
      : 'This is a topic where we point you to people who can help directly rather than generate a lesson. Your child\'s pediatrician, school counselor or a licensed professional can give advice that fits your child. If anyone is in danger, call your local emergency number.',
    quickOverview: {
      questionRecap: 'Your question touches on safety, so instead of a lesson here are the people who can help.',
      keyTakeaways: ['If anyone is in immediate danger, call your local emergency number.', 'Your child\'s doctor and school counselor are good first contacts.', 'Stay calm, listen, and let your child know they did the right thing by telling you.'],
    },
    exploreSections: [{
      title: 'Who Can Help',
      content: 'Pediatricians, family doctors, school counselors and licensed mental-health professionals can assess the situation and support your family.',
      funFact: { title: 'Listening helps', text: 'Listening calmly and without blame makes it more likely a child will keep talking to you.' },
    }],
    externalLinks: urgent ? [CRISIS_LINK] : [],
  };
}

function emptyLesson(question: string, mode: LessonContent['mode']): LessonContent {
  return {
    pageTitle: 'Let\'s Talk to a Trusted Adult',
    originalQuestion: question.trim() || 'A question',
    mode,
    quickAnswer: '',
    quickOverview: { questionRecap: '', keyTakeaways: [] },
    images: [], videos: [], exploreSections: [], glossary: [], tryIt: [], analogiesMetaphors: [], realWorldExamples: [],
    engagingQuestions: [], quiz: [],
    curiosity: { introduction: 'When you\'re ready, you can ask about anything else you wonder about.', suggestions: [] },
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
  if (parentAsking) return parentLesson(question, category);
  const young = YOUNG.has(age);
  return {
    ...emptyLesson(question, 'kids'),
    pageTitle: category === 'self-harm' ? 'You Matter: Let\'s Find Someone to Talk To' : 'Let\'s Talk to a Trusted Adult',
    quickAnswer: kidAnswer(category, age),
    quickOverview: {
      questionRecap: young
        ? 'You asked something important. A grown-up you trust is the best one to help.'
        : 'Your question is one that a trusted adult can help with better than a lesson can.',
      keyTakeaways: young
        ? ['You did the right thing by asking.', 'Talk to a grown-up you trust.']
        : ['Asking was the right thing to do.', 'Talk to a trusted adult: a parent, teacher or school counselor.', 'If you feel unsafe, get help right away.'],
    },
    exploreSections: kidSections(category, age),
    externalLinks: category === 'self-harm' && !young ? [CRISIS_LINK] : [],
  };
}
