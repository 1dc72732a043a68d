import type { LessonContent } from '@wonderkin/shared';

type QuizItem = LessonContent['quiz'][number];

/**
 * Stage 80, "adding activities": a quiz question is kept only when it has at least two distinct, non-blank options
 * and exactly one correct one, so a child can never be marked wrong for a right answer.
 */
export function saneQuiz(quiz: QuizItem[]): QuizItem[] {
  const kept: QuizItem[] = [];
  for (const item of quiz) {
    const question = item.question.trim();
    if (!question) continue;
    const seen = new Set<string>();
    const options = item.options
      .map((option) => ({ text: option.text.trim(), correct: option.correct }))
      .filter((option) => {
        const key = option.text.toLowerCase();
        if (!option.text || seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    if (options.length < 2 || options.filter((option) => option.correct).length !== 1) continue;
    // The skill it checks travels with it (the child's report names real skills, not a filler).
    kept.push({ question, options, ...(item.skill ? { skill: item.skill } : {}) });
  }
  return kept;
}

/** A short topic phrase from the question, for activity wording ("Why is the sky blue?" → "why is the sky blue"). */
function topicOf(content: LessonContent): string {
  return (content.pageTitle || content.originalQuestion).replace(/[?!.]+$/, '').trim();
}

/**
 * Every children's lesson ends with something to do and something to talk about: when the generator left the
 * try-it or the engaging questions empty, add honest, topic-neutral ones (no invented facts).
 */
export function ensureActivities(content: LessonContent): LessonContent {
  if (content.mode === 'parent') return content;
  const topic = topicOf(content);
  const next = { ...content };
  if (next.tryIt.length === 0) {
    next.tryIt = [{
      title: 'Draw what you learned',
      description: `Make a picture that explains "${topic}" to someone in your family.`,
      steps: [
        'Get paper and crayons or pencils.',
        'Draw the most surprising thing you learned.',
        'Add labels or arrows to show how it works.',
        'Show your drawing to a grown-up and explain it.',
      ],
      note: 'There is no wrong drawing: it is about explaining in your own way.',
    }];
  }
  if (next.engagingQuestions.length === 0) {
    next.engagingQuestions = [
      { question: 'What surprised you most?', context: `Think back over "${topic}" and pick one thing that was new to you.` },
      { question: 'What would you like to find out next?', context: 'Good questions lead to more discoveries. Ask a grown-up to explore it with you.' },
    ];
  }
  return next;
}

export function addActivities(content: LessonContent): LessonContent {
  return ensureActivities({ ...content, quiz: saneQuiz(content.quiz) });
}
