import type { AgeRange, LessonContent } from '@wonderkin/shared';
import type { SafetyRule } from '../safety-rules';
import { SAFETY_COPY } from './copy';
import { readerOf, safetyLesson } from './shell';

// A question that touches a safety rule but that the library has no lesson for ("can my 8 year old sit in the front
// seat?"): rather than the "let's find out together" page, the rule itself answers (the page shows each rule with its
// source first), with a line on where to turn next (content/safety/rule.yaml). Nothing is made up around it.

export function buildRuleLesson(question: string, age: AgeRange, rules: SafetyRule[], parentAsking: boolean): LessonContent {
  const { parent, kid } = SAFETY_COPY.rule;
  return safetyLesson(question, parentAsking ? 'parent' : 'kids', {
    pageTitle: rules[0].title,
    quickAnswer: parentAsking ? parent.quickAnswer : kid.quickAnswer[readerOf(age)],
    recap: parentAsking ? parent.recap : kid.recap,
    takeaways: rules.map((rule) => rule.title),
    sections: [],
  });
}
