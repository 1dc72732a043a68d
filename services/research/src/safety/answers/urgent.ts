import type { AgeRange, EmergencyContacts, LessonContent } from '@wonderkin/shared';
import type { UrgentTopic } from '../triage';
import { sayFor, type Say } from './contacts';
import { SAFETY_COPY } from './copy';
import { readerOf, safetyLesson, type Link, type Section } from './shell';

// The urgent answer (CONTENT.md): a parent is told first to call their emergency number now, with poison help or the
// crisis line where it fits, then what to do while waiting. A child is told kindly to tell a grown-up right now.
// The words, and where the first-aid steps come from: content/safety/urgent.yaml. Here: which parts a reader gets.

/** Topics whose answer links to the poison line (when the country has one). */
const POISON_LINKED: ReadonlySet<UrgentTopic> = new Set(['poison', 'button-battery', 'magnet', 'swallowed-object', 'general']);

function links(topic: UrgentTopic, c: EmergencyContacts, say: Say): Link[] {
  const words = SAFETY_COPY.urgent.parent.links;
  const out: Link[] = [];
  const crisis = (snippet: string): Link => ({ title: c.crisis.name.replace(/^the /, ''), link: c.crisis.source, snippet: say(snippet) });
  if (topic === 'self-harm') out.push(crisis(words.crisis));
  if (topic === 'abuse' && !('fallback' in c.childProtection)) out.push({ title: c.childProtection.name.replace(/^the /, ''), link: c.childProtection.source, snippet: say(words.childProtection) });
  if (POISON_LINKED.has(topic) && !('fallback' in c.poison)) out.push({ title: c.poison.name.replace(/^the /, ''), link: c.poison.source, snippet: say(words.poison) });
  if (topic === 'poison') out.push(crisis(words.poisonOnPurpose));
  return out;
}

export function buildUrgentParentLesson(question: string, topic: UrgentTopic, c: EmergencyContacts): LessonContent {
  const say = sayFor(c);
  const copy = SAFETY_COPY.urgent.topics[topic];
  const frame = SAFETY_COPY.urgent.parent;
  const first = say(copy.first);
  const steps = copy.steps.map((step) => say(step));
  const avoid = copy.avoid.map((line) => say(line));
  const funFact = (f: { title: string; text: string }) => ({ title: say(f.title), text: say(f.text) });
  const sections: Section[] = [
    { title: say(frame.now.title), content: first, funFact: { title: say(frame.now.funFactTitle), text: say(copy.why) } },
    { title: say(frame.wait.title), content: steps.join(' '), funFact: funFact(frame.wait.funFact) },
    { title: say(frame.avoid.title), content: avoid.join(' '), funFact: funFact(frame.avoid.funFact) },
  ];
  return safetyLesson(question, 'parent', {
    pageTitle: say(copy.title),
    quickAnswer: `${first} ${steps[0]}`,
    recap: say(frame.recap),
    takeaways: [say(frame.lead[copy.call]), ...avoid.slice(0, 1), say(frame.stay)],
    sections,
    links: links(topic, c, say),
  });
}

export interface UrgentKidOptions {
  /** The child may be alone with a grown-up in danger ("mummy won't wake up"): lead with the number, not "tell a grown-up". */
  callFirst?: boolean;
}

export function buildUrgentKidLesson(question: string, age: AgeRange, topic: UrgentTopic, c: EmergencyContacts, options: UrgentKidOptions = {}): LessonContent {
  const say = sayFor(c);
  const reader = readerOf(age);
  const copy = SAFETY_COPY.urgent.topics[topic];
  const kid = SAFETY_COPY.urgent.kid;
  // Self-harm and abuse have answers of their own; the rest tell a grown-up, or call first.
  const quickAnswer = topic === 'self-harm' ? kid.selfHarm[reader] : topic === 'abuse' ? kid.abuse[reader] : options.callFirst ? kid.call[reader] : kid.tell[reader];
  const funFact = (f: { title: string; text: string }) => ({ title: say(f.title), text: say(f.text) });
  const sections: Section[] = [
    { title: say(kid.grownUp.title), content: say(kid.grownUp.text[reader], { kidWhy: say(copy.kidWhy) }), funFact: funFact(kid.grownUp.funFact) },
    { title: say(kid.noGrownUp.title), content: say(kid.noGrownUp.text[reader]), funFact: funFact(kid.noGrownUp.funFact) },
  ];
  const crisisLine = topic === 'self-harm' && reader === 'older';
  if (crisisLine) sections.push({ title: say(kid.talk.title), content: say(kid.talk.content), funFact: funFact(kid.talk.funFact) });
  if (options.callFirst) sections.reverse();
  return safetyLesson(question, 'kids', {
    pageTitle: say(topic === 'self-harm' ? kid.title.selfHarm : options.callFirst ? kid.title.call : kid.title.tell),
    quickAnswer: say(quickAnswer),
    recap: say(kid.recap[reader]),
    takeaways: (options.callFirst ? kid.takeaways.call : kid.takeaways.tell[reader]).map((line) => say(line)),
    sections,
    links: crisisLine ? links(topic, c, say) : [],
  });
}
