import type { AgeRange, EmergencyContacts, LessonContent } from '@wonderkin/shared';
import type { HazardTopic } from '../triage';
import { sayFor, type Say } from './contacts';
import { SAFETY_COPY } from './copy';
import { readerOf, safetyLesson, type Section } from './shell';

// A child's question about something dangerous to try (CONTENT.md: nothing tells a child to test, taste, touch or
// mix something to find out): not to, why, what to do instead, and what to do if it already happened. Food-safety
// questions from parents (honey, choking) get the parent's answer. The words: content/safety/hazard.yaml and
// medical.yaml. Here: which parts a reader gets.

const firstSentence = (text: string) => text.split(/(?<=\.)\s/)[0];
const funFactOf = (say: Say, f: { title: string; text: string }) => ({ title: say(f.title), text: say(f.text) });

export function buildHazardLesson(question: string, age: AgeRange, topic: HazardTopic, parentAsking: boolean, c: EmergencyContacts): LessonContent {
  const say = sayFor(c);
  const copy = SAFETY_COPY.hazard.topics[topic];
  if (parentAsking) {
    const frame = SAFETY_COPY.hazard.parent;
    const parent = say(copy.parent);
    const steps = say(copy.parentSteps);
    return safetyLesson(question, 'parent', {
      pageTitle: say(copy.title),
      quickAnswer: parent,
      recap: say(frame.recap),
      takeaways: [firstSentence(parent), firstSentence(steps)],
      sections: [
        { title: say(frame.whatToDo.title), content: steps, funFact: { title: say(frame.whatToDo.funFactTitle), text: say(copy.why) } },
        { title: say(frame.happened.title), content: say(frame.happened.content), funFact: funFactOf(say, frame.happened.funFact) },
      ],
    });
  }
  const reader = readerOf(age);
  const kid = SAFETY_COPY.hazard.kid;
  const happened: Section = { title: say(kid.happened.title), content: say(kid.happened.text[reader]), funFact: funFactOf(say, kid.happened.funFact) };
  return safetyLesson(question, 'kids', {
    pageTitle: say(copy.title),
    quickAnswer: say(copy.kid[reader]),
    recap: say(kid.recap[reader]),
    takeaways: kid.takeaways[reader].map((line) => say(line)),
    // A preschooler gets two short, plain sections of their own instead of the reasons.
    sections: reader === 'little'
      ? [{ title: say(kid.askFirst.title), content: say(kid.askFirst.content), funFact: funFactOf(say, kid.askFirst.funFact) }, happened]
      : [
        { title: say(kid.why.title), content: say(copy.why), funFact: funFactOf(say, kid.why.funFact) },
        happened,
        { title: say(kid.instead.title), content: say(copy.instead), funFact: funFactOf(say, kid.instead.funFact) },
      ],
  });
}

/** A health worry about a child right now: a doctor's question, with the signs that mean "get help now". */
export function buildMedicalLesson(question: string, age: AgeRange, parentAsking: boolean, c: EmergencyContacts): LessonContent {
  const say = sayFor(c);
  if (parentAsking) {
    const parent = SAFETY_COPY.medical.parent;
    return safetyLesson(question, 'parent', {
      pageTitle: say(parent.title),
      quickAnswer: say(parent.quickAnswer),
      recap: say(parent.recap),
      takeaways: parent.takeaways.map((line) => say(line)),
      sections: parent.sections.map((s) => ({ title: say(s.title), content: say(s.content), funFact: funFactOf(say, s.funFact) })),
      links: parent.links.map((link) => ({ ...link })),
    });
  }
  const reader = readerOf(age);
  const kid = SAFETY_COPY.medical.kid;
  return safetyLesson(question, 'kids', {
    pageTitle: say(kid.title),
    quickAnswer: say(kid.quickAnswer[reader]),
    recap: say(kid.recap),
    takeaways: kid.takeaways[reader].map((line) => say(line)),
    sections: kid.sections.map((s) => ({ title: say(s.title), content: say(s.text[reader]), funFact: funFactOf(say, s.funFact) })),
  });
}
