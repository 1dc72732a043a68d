import { SKILL_LABELS, type QuizSkill } from '@wonderkin/shared';

// What the report says about a quiz skill: its name (the shared label) and, where it needs practice, one thing a parent
// can do tonight. Only skills the lesson's questions were tagged with are ever named (finding 13: "the only skill ever
// shown is 'Remembering facts'" came from untagged questions counted as recall).

const TONIGHT: Record<QuizSkill, string> = {
  recall: 'at dinner, ask for one thing they remember from a lesson this week.',
  vocabulary: 'use one new word from a lesson together today, and ask what it means.',
  'cause-effect': 'ask "why do you think that happened?" about something you see together.',
  sequence: 'ask them to tell you, step by step, how they get ready for bed.',
  inference: 'while you read a story together, ask "how can you tell?"',
};

/** "Remembering facts" (a strength needs no more words: the skills table beside it has the figures). */
export const strengthLine = (skill: QuizSkill): string => SKILL_LABELS[skill];

/** "Putting steps in order: ask them to tell you, step by step, how they get ready for bed." */
export const practiseLine = (skill: QuizSkill): string => `${SKILL_LABELS[skill]}: ${TONIGHT[skill]}`;
