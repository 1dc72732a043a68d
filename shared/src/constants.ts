import { productSlug } from './product';

// ---- Ask / research (spec §5, §9) ----
export const AGE_RANGES = ['3-5', '6-8', '9-12', '13+'] as const;
export type AgeRange = (typeof AGE_RANGES)[number];
/** What a quiz question checks (CONTENT.md): each question is tagged with one. */
export const QUIZ_SKILLS = ['recall', 'vocabulary', 'cause-effect', 'sequence', 'inference'] as const;
export type QuizSkill = (typeof QUIZ_SKILLS)[number];

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
/** Lessons that belong to no module (a provider's answer to a question the library does not cover). */
export const GENERAL_MODULE = 'General';
export const DEFAULT_AGE_RANGE: AgeRange = '6-8';
export const FREE_QUESTION_LIMIT = 3;
export const QUESTION_MAX_LENGTH = 500;
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const VIDEO_DESCRIPTION_MAX_CHARS = 120;
export const FEEDBACK_TEXT_MAX_LENGTH = 2000;
export const TTS_MAX_CHARS = 4000;
export const IMAGE_QUESTION_PREFIX = 'Analyzing image: ';

// ---- Cookies (path /, 365 days) ----
export const COOKIE_MAX_AGE_DAYS = 365;
export const QUESTION_COUNT_COOKIE = 'question-count';
export const AGE_RANGE_COOKIE = 'age-range';
export const userIdCookieName = (productName?: string) => `${productSlug(productName)}-user-id`;
/** HttpOnly cookie set by the server to count anonymous visitors' questions server-side. */
/** The server session (HttpOnly): the only thing that says who is signed in. */
export const sessionCookieName = (productName?: string) => `${productSlug(productName)}-session`;
export const anonymousIdCookieName = (productName?: string) => `${productSlug(productName)}-anon-id`;

// ---- Timings (ms) ----
export const TIMINGS = {
  feedbackPromptDelay: 1500,
  progressStepMinimum: 500,
  limitRecheckDelay: 1000,
  carouselAdvance: 3000,
  createLoadingPanel: 2000,
} as const;

// ---- Create (spec §3, §4, §9) ----
export const CREATION_OUTPUTS = ['audiobook', 'video', 'digital-activity-book', 'hardcopy-activity-book'] as const;
export type CreationOutput = (typeof CREATION_OUTPUTS)[number];
export const CREATION_OUTPUT_LABELS: Record<CreationOutput, string> = {
  audiobook: 'Audiobook',
  video: 'Video',
  'digital-activity-book': 'Digital Activity Book',
  'hardcopy-activity-book': 'Hardcopy Activity Book',
};
/** Key of each output in a creation's resultUrls. */
export const RESULT_URL_KEYS: Record<CreationOutput, 'audiobook' | 'video' | 'digitalActivityBook' | 'hardcopyActivityBook'> = {
  audiobook: 'audiobook',
  video: 'video',
  'digital-activity-book': 'digitalActivityBook',
  'hardcopy-activity-book': 'hardcopyActivityBook',
};
export const DEFAULT_CREATION_OUTPUTS: CreationOutput[] = ['digital-activity-book', 'audiobook'];
export const CREATION_MODES = ['quick', 'custom'] as const;
export type CreationMode = (typeof CREATION_MODES)[number];
export const AGE_BANDS = ['3-5', '6-8', '9-10'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];
/** A child profile's age range as a creation's age band (/create's books stop at 9-10: older children get the oldest). */
export const AGE_BAND_OF_RANGE: Record<(typeof AGE_RANGES)[number], AgeBand> = { '3-5': '3-5', '6-8': '6-8', '9-12': '9-10', '13+': '9-10' };
export const TONES = ['Silly', 'Adventurous', 'Gentle'] as const;
export type Tone = (typeof TONES)[number];
export const LEARNING_FOCUSES = ['Facts', 'Creativity', 'Vocabulary'] as const;
export type LearningFocus = (typeof LEARNING_FOCUSES)[number];
export const DEFAULT_CUSTOM_OPTIONS = { ageBand: '6-8', tone: 'Adventurous', learningFocus: 'Facts' } as const;
export const SAMPLE_TOPICS = ['Dinosaurs', 'Space', 'Puppies', 'Baking', 'Volcanoes', 'Ocean', 'Robots', 'Princesses'] as const;
export const TOPIC_MAX_LENGTH = 200;
export const CHILD_NAME_MAX_LENGTH = 40;
export const PAPER_SIZES = ['Letter', 'A4'] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];

// ---- Commerce / analytics ----
export const TRIAL_PRICE_USD = 1;
/** The paid plan's trial (spec §9: "7-day trial on downloads page"), charged TRIAL_PRICE_USD at checkout. */
export const TRIAL_DAYS = 7;
export const SUBSCRIPTION_ITEM = {
  item_id: 'interactive_learning_subscription',
  item_name: 'Interactive Learning Subscription',
  price: 4,
  quantity: 1,
} as const;
