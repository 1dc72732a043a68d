import type { AgeRange, LessonContent } from '@wonderkin/shared';
import type { SafetyRule } from '../safety-rules';
import { readerOf, safetyLesson } from './shell';

// A question that touches a safety rule but that the library has no lesson for ("can my 8 year old sit in the front
// seat?"): rather than the "let's find out together" page, the rule itself answers (the page shows each rule with its
// source first), with a line on where to turn next. Nothing is made up around it.

export function buildRuleLesson(question: string, age: AgeRange, rules: SafetyRule[], parentAsking: boolean): LessonContent {
  const reader = readerOf(age);
  return safetyLesson(question, parentAsking ? 'parent' : 'kids', {
    pageTitle: rules[0].title,
    quickAnswer: parentAsking
      ? 'The safety rule above answers this, as the health body that sets it states it (follow the link for the full guidance). For anything particular to your child, ask your child\'s doctor.'
      : reader === 'little' ? 'That is a safety rule. Ask a grown-up to read it with you.' : 'That is a safety rule, and it is there to keep you safe. Ask a grown-up if you have more questions.',
    recap: parentAsking ? 'Your question touches a safety rule, so the rule comes first.' : 'Your question is about a safety rule.',
    takeaways: rules.map((rule) => rule.title),
    sections: [],
  });
}
