import type { AgeRange, LessonContent } from '@wonderkin/shared';
import { readingLevelProblem, SAFETY_RULES, type ReadingProblem } from '@wonderkin/shared/content';
import { lessonBandDocument } from '../content/band-document';
import { LESSON_PROMPT_SCHEMA } from './openai-schema';
import { looksLikeParentingQuestion } from './parent-hint';
import type { GenerateInput } from './types';

// The words sent to the lesson writer: the system prompt (with the schema pasted in only for JSON mode: structured
// outputs carry it in response_format), the question, and the two follow-ups (fix an invalid answer, write simpler).

export const AGE_STYLE: Record<AgeRange, string> = {
  '3-5': 'a preschooler aged 3 to 5: very short sentences, everyday words, one idea at a time, playful and gentle',
  '6-8': 'a child aged 6 to 8: short sentences, simple words with new terms explained, concrete examples',
  '9-12': 'a child aged 9 to 12: clear explanations with some real vocabulary, how and why, simple numbers',
  '13+': 'a teenager: precise explanations, real terminology, cause and effect, respectful tone',
};

export const SAFETY_RULE_REMINDER = `Every text keeps these rules: ${SAFETY_RULES.map((r) => r.rule).join(' ')} Safety messages go in the quick answer or the first sections.`;

export function systemPrompt(productName: string, pasteSchema: boolean): string {
  const lines = [
    `You write short interactive mini-lessons for ${productName}, a learning service for children and their parents.`,
    'Rules:',
    '- Be accurate. Use only well-established facts; never invent facts, numbers, people, quotes or studies. If something is uncertain or debated, say so simply.',
    '- Be kind, encouraging and age-appropriate. No frightening detail, no violence, nothing dangerous to try. Activities use safe household materials and say when a grown-up should help.',
    `- Safety rules no text may contradict: ${SAFETY_RULES.map((r) => r.rule).join(' ')} Heat, chemicals, blades and anything to taste are for a grown-up to do; never tell a child to test, taste, touch or mix something to find out.`,
    '- Start with a quick answer of two or three sentences that answers the question on its own.',
    '- Quiz: 3 to 5 questions about the lesson, each with 3 or 4 options and exactly one option with "correct": true.',
    '- Fill tryIt (at least one hands-on activity) and engagingQuestions (at least two) for children.',
    '- Parent mode: when the question is asked by a parent or caregiver about raising, behaviour, feelings, development or wellbeing of a child, set "mode": "parent" and fill EVERY parent block: developmentalContext, evidenceBasedStrategies (topApproaches and prosConsTable), actionPlan (dailyMicroTasks for 7 days and a sampleScript), troubleshooting, reflectionTracking, expertVoices. The other fields then speak to the parent.',
    pasteSchema
      ? '- Otherwise set "mode": "kids" and leave the parent blocks out.'
      : '- Otherwise set "mode": "kids" and set every parent block to null.',
  ];
  if (pasteSchema) lines.push('Answer with ONE JSON object and nothing else. It must match this JSON Schema:', LESSON_PROMPT_SCHEMA);
  else lines.push('Answer with the lesson as one JSON object.');
  return lines.join('\n');
}

export function userPrompt(input: GenerateInput): string {
  const lines = [
    `Question: ${input.question}`,
    `Write for ${AGE_STYLE[input.ageRange]} (age range ${input.ageRange}).`,
  ];
  if (looksLikeParentingQuestion(input.question)) lines.push('This looks like a parenting question: use parent mode.');
  if (input.image) lines.push('The child sent the attached photo: explain what it shows and teach about it.');
  if (input.child?.interests.length) lines.push(`The child loves: ${input.child.interests.join(', ')}. Use these for examples and analogies where they fit naturally.`);
  if (input.child?.level === 'simpler') lines.push('This child found recent lessons on this topic hard: write one step simpler than usual for this age (shorter sentences, the younger age group\'s words, fewer new terms).');
  if (input.child?.level === 'richer') lines.push('This child has mastered recent lessons on this topic: write one step richer than usual for this age (a little more detail and a few more new words).');
  return lines.join('\n');
}

export function fixPrompt(problem: string): string {
  return `That answer was not valid. ${problem} Reply again with the complete, corrected JSON object only.`;
}

/** The band a lesson's words are measured against: parent lessons are read by a grown-up (plain language, 13+). */
export function readingBand(content: LessonContent, ageRange: AgeRange): AgeRange {
  return content.mode === 'parent' ? '13+' : ageRange;
}

/** The lesson's main text (what its reader sees first: quick answer, takeaways, first sections) against its band. */
export function mainTextLevel(content: LessonContent, ageRange: AgeRange): ReadingProblem | null {
  const band = readingBand(content, ageRange);
  return readingLevelProblem(lessonBandDocument(content, band).leading, band);
}

export function simplifyPrompt(problem: ReadingProblem, content: LessonContent, ageRange: AgeRange): string {
  const band = readingBand(content, ageRange);
  const reader = content.mode === 'parent' ? 'a tired parent reading on a phone' : AGE_STYLE[band];
  const sentences = problem.maxWordsPerSentence
    ? `, and its sentences average ${problem.wordsPerSentence} words (at most ${problem.maxWordsPerSentence})`
    : `, with ${problem.wordsPerSentence} words per sentence on average`;
  return [
    `That lesson is too hard to read for ${reader}. Its main text reads at Flesch-Kincaid grade ${problem.grade}; it should be grade ${problem.limit} or below${sentences}.`,
    'Rewrite it simpler: shorter sentences, shorter everyday words, one idea per sentence; explain a hard word instead of using it.',
    'Keep the same facts, sections, activities and quiz. Reply with the complete JSON object only.',
  ].join(' ');
}
