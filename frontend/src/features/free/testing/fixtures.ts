// Test data for the free weekly lesson pages (never imported by the app).
import type { WeeklyLessonAnswer, WeeklyLessonCard } from '@wonderkin/shared';

const NAMED: Array<[string, number, number]> = [
  ['Emotional Intelligence', 4, 12],
  ['Kindness & Gratitude', 3, 10],
  ['Mindfulness & Breathing', 3, 12],
  ['Growth Mindset', 5, 12],
  ['Meal Time Manners', 3, 8],
];

/** Fifty topic cards, week 1 first (the first five with the spec's names and ages). */
export const LESSON_CARDS: WeeklyLessonCard[] = Array.from({ length: 50 }, (_, index) => {
  const [title, min, max] = NAMED[index] ?? [`Topic Number ${index + 1}`, 3, 12];
  return {
    id: title.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '-'),
    week: index + 1,
    title,
    description: `What week ${index + 1} is about.`,
    ages: { min, max },
  };
});

export const EMOTIONAL_INTELLIGENCE: WeeklyLessonAnswer = {
  ...LESSON_CARDS[0],
  story: {
    title: 'The Tower That Fell',
    text: 'Leo built a tall tower of blocks.\n\nThen his little sister Ruby bumped it. Crash!',
  },
  forGrownUps: 'Name what you see before you fix anything.',
  activities: [
    { title: 'Feelings face mirror', materials: ['a mirror', 'paper'], steps: ['Make a face for a feeling.', 'Guess the feeling.'], note: 'Use four feelings for the youngest.' },
    { title: 'Feelings thermometer', materials: ['paper', 'crayons'], steps: ['Draw a tall thermometer.', 'Clip the peg at your level.'], note: 'Older children can plan ahead.' },
  ],
  conversationStarters: ['What does your body feel like when you are mad?', 'What helps you feel calm again?'],
  sources: [{ title: 'CASEL: What Is the CASEL Framework?', url: 'https://casel.org/fundamentals-of-sel/', claim: 'Five core competencies.' }],
};
