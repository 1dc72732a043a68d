import type { AgeRange, LessonContent } from '@wonderkin/shared';
import type { SensitiveTopic } from '../triage';
import { SAFETY_COPY } from './copy';
import { readerOf, safetyLesson } from './shell';

// The big questions children ask (CONTENT.md): death, where babies come from, divorce, scary news, bodies. A gentle,
// true, age-fitted answer that invites talking with a grown-up; for a parent, how to have that conversation. The
// words, and whose advice they follow: content/safety/sensitive.yaml (no placeholders). Here: which parts a reader gets.

export function buildSensitiveLesson(question: string, age: AgeRange, topic: SensitiveTopic, parentAsking: boolean): LessonContent {
  const copy = SAFETY_COPY.sensitive.topics[topic];
  if (parentAsking) {
    const frame = SAFETY_COPY.sensitive.parent;
    return safetyLesson(question, 'parent', {
      pageTitle: copy.parent.title,
      quickAnswer: copy.parent.quickAnswer,
      recap: frame.recap,
      takeaways: [copy.parent.quickAnswer.split(/(?<=\.)\s/)[0], ...frame.takeaways],
      sections: copy.parent.sections.map((s) => ({ ...s, funFact: { ...frame.funFact } })),
      links: frame.links.map((link) => ({ ...link })),
    });
  }
  const reader = readerOf(age);
  const frame = SAFETY_COPY.sensitive.kid;
  return safetyLesson(question, 'kids', {
    pageTitle: copy.title,
    quickAnswer: copy.kid[reader],
    recap: frame.recap[reader],
    takeaways: [copy.talk[reader], frame.feelings[reader]],
    sections: copy.sections[reader].map((s) => ({ ...s, funFact: { ...frame.funFact } })),
  });
}
