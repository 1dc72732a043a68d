/** The 16 learning modules of the landing page; every kid entry of the content pack belongs to one. */
export const LEARNING_MODULES = [
  'Math Adventures',
  'Reading Journeys',
  'Audio Exploration',
  'Language Discovery',
  'Writing Workshop',
  'Chess Mastery',
  'Social Skills',
  'Science Explorers',
  'Art & Creativity',
  'Nature Connection',
  'Music Fundamentals',
  'Problem Solving',
  'History Explorers',
  'Cultural Awareness',
  'Coding Basics',
  'Physical Movement',
] as const;
export type LearningModule = (typeof LEARNING_MODULES)[number];
