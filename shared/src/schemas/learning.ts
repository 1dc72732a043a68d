import { z } from 'zod';
import { AGE_RANGES, CHILD_NAME_MAX_LENGTH, QUIZ_SKILLS, type QuizSkill } from '../constants';
import { MESSAGES } from '../messages';
import { stripBidiControls } from '../text';

// The learning loop's contracts (issue 11): review grades, difficulty levels, progress answers and the weekly report.

/** FSRS grades a review can get; young children answer "I knew it" / "not yet", mapped to good / again. */
export const REVIEW_GRADES = ['again', 'hard', 'good', 'easy'] as const;
export type ReviewGrade = (typeof REVIEW_GRADES)[number];
export const ReviewGradeSchema = z.enum(REVIEW_GRADES);

/** How a lesson in a module is written for a child: one step simpler, as the age band, or one step richer. */
export const DIFFICULTY_LEVELS = ['simpler', 'standard', 'richer'] as const;
export type DifficultyLevel = (typeof DIFFICULTY_LEVELS)[number];

/** What each quiz skill checks, in a parent's words (the report page, its PDF and email). */
export const SKILL_LABELS: Record<QuizSkill, string> = {
  recall: 'Remembering facts',
  vocabulary: 'New words',
  'cause-effect': 'Cause and effect',
  sequence: 'Putting steps in order',
  inference: 'Working things out from clues',
};

/** 0.666… → "67%" (the report page, its PDF and email). */
export const percent = (fraction: number) => `${Math.round(fraction * 100)}%`;
/** 1 → "1 lesson", 3 → "3 lessons". */
export const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
/** How a child is named: the first name, else their age range (a first name is optional). */
export const childName = (child: { firstName?: string; ageRange: string }) => child.firstName?.trim() || `Your child (ages ${child.ageRange})`;

/** How a module's next lesson is written, in a parent's words. */
export const LEVEL_LABELS: Record<DifficultyLevel, string> = {
  simpler: 'One step simpler',
  standard: 'As written for the age range',
  richer: 'One step richer',
};

/** ISO week as the report URL names it: 2026-W48. */
export const IsoWeekSchema = z.string({ error: MESSAGES.reportWeekInvalid }).regex(/^\d{4}-W(0[1-9]|[1-4]\d|5[0-3])$/, MESSAGES.reportWeekInvalid);

export const SkillFigureSchema = z.object({ skill: z.enum(QUIZ_SKILLS), answered: z.number().int(), correct: z.number().int(), accuracy: z.number().nullable() });
export type SkillFigure = z.infer<typeof SkillFigureSchema>;

/** One week of a child's chart (GET /api/progress/:childId/weeks, the report's 8 weeks, oldest first). */
export const WeekSummarySchema = z.object({
  week: z.string(),
  from: z.string(),
  lessonsExplored: z.number().int(),
  questionsAnswered: z.number().int(),
  correctAnswers: z.number().int(),
  /** null: no quiz answers that week (not 0 %). */
  accuracy: z.number().nullable(),
});
export type WeekSummary = z.infer<typeof WeekSummarySchema>;
export const WeekHistorySchema = z.object({ weeks: z.array(WeekSummarySchema) });

export const WeeklyReportSchema = z.object({
  childId: z.string(),
  week: IsoWeekSchema,
  from: z.string(),
  to: z.string(),
  lessonsExplored: z.number().int(),
  questionsAnswered: z.number().int(),
  correctAnswers: z.number().int(),
  accuracy: z.number().nullable(),
  bySkill: z.array(SkillFigureSchema),
  reviewStreakDays: z.number().int(),
  reviewsDone: z.number().int(),
  cardsLearned: z.number().int(),
  strengths: z.array(z.string()),
  practise: z.array(z.string()),
  suggestedQuestions: z.array(z.string()),
});
export type WeeklyReport = z.infer<typeof WeeklyReportSchema>;

// ---- child profiles (owned by the accounts service; a signed-in parent; several children per family) ----

/** How a lesson is shown for a child (issue 11); each changes the page and the PDFs. */
export const SUPPORT_NEEDS = [
  'dyslexia-friendly', // a dyslexia-friendly font, wider letter and line spacing
  'short-chunks', // shorter chunks for attention: one section at a time
  'english-learner', // simpler words, glossary first
  'larger-text',
  'pre-reader', // read everything aloud, read-aloud on by default
  'literal-language', // no idioms or metaphors in what we write
] as const;
export type SupportNeed = (typeof SUPPORT_NEEDS)[number];

export const SUPPORT_NEED_LABELS: Record<SupportNeed, string> = {
  'dyslexia-friendly': 'Dyslexia-friendly reading',
  'short-chunks': 'Short chunks for attention',
  'english-learner': 'English learner',
  'larger-text': 'Larger text',
  'pre-reader': 'Pre-reader (read everything aloud)',
  'literal-language': 'Literal language',
};

/** Goals a parent can pick; a short free text adds their own. */
export const LEARNING_GOALS = [
  'curiosity', 'reading', 'vocabulary', 'math-confidence', 'science', 'feelings', 'focus', 'school-readiness',
] as const;
export type LearningGoal = (typeof LEARNING_GOALS)[number];
export const LEARNING_GOAL_LABELS: Record<LearningGoal, string> = {
  curiosity: 'Stay curious',
  reading: 'Read more',
  vocabulary: 'Grow vocabulary',
  'math-confidence': 'Confidence with numbers',
  science: 'Love of science',
  feelings: 'Understand feelings',
  focus: 'Focus and patience',
  'school-readiness': 'Get ready for school',
};

/** A family may keep this many child profiles. */
export const MAX_CHILDREN_PER_FAMILY = 8;
export const MAX_INTERESTS = 8;

// Kept as the parent typed it ("Minecraft", "football"): a name keeps its capital on the child's card and in books.
// Everything that matches interests compares them in lower case.
const Interest = z.string().trim().transform((text) => text.replace(/\s+/g, ' ')).pipe(z.string().min(1, MESSAGES.childInterestWords).max(30, MESSAGES.childInterestLength)
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} '&-]*$/u, MESSAGES.childInterestWords));

/** The same interest typed twice in different case is kept once, as first typed. */
const withoutRepeats = (interests: string[]) => interests.filter((interest, i) => interests.findIndex((other) => other.toLowerCase() === interest.toLowerCase()) === i);

/**
 * A child's first name wherever one is typed (a profile, a creation's title): the one schema of child names. Bidi
 * controls are removed first (they would reorder a subject line or a title), then it is trimmed and at most
 * CHILD_NAME_MAX_LENGTH; `allowed` narrows the characters further.
 */
export const childNameSchema = (message: string, allowed?: RegExp) => {
  const clean = z.string().trim().max(CHILD_NAME_MAX_LENGTH, message);
  return z.string({ error: message }).transform(stripBidiControls).pipe(allowed ? clean.regex(allowed, message) : clean);
};

const childFields = {
  firstName: childNameSchema(MESSAGES.childFirstName, /^[^<>{}\n]*$/),
  ageRange: z.enum(AGE_RANGES, { message: MESSAGES.childAgeRange }),
  interests: z.array(Interest, { message: MESSAGES.childInterestWords }).max(MAX_INTERESTS, MESSAGES.childTooManyInterests).transform(withoutRepeats),
  goals: z.array(z.enum(LEARNING_GOALS, { message: MESSAGES.childChoices }), { message: MESSAGES.childChoices }).max(LEARNING_GOALS.length),
  goalNote: z.string().trim().max(140, MESSAGES.childGoalNote),
  supportNeeds: z.array(z.enum(SUPPORT_NEEDS, { message: MESSAGES.childChoices }), { message: MESSAGES.childChoices }).max(SUPPORT_NEEDS.length),
  /** The parent asked for this child's weekly progress report by email (opt-in). */
  weeklyReportEmail: z.boolean({ message: MESSAGES.childChoices }),
};

/**
 * What a parent writes about a child. The first name is optional and the only personal datum; nothing else
 * about the child is stored (no birth date, school or photo): any other field is refused.
 */
export const ChildInputSchema = z.strictObject({
  firstName: childFields.firstName.optional(),
  ageRange: childFields.ageRange,
  interests: childFields.interests.default([]),
  goals: childFields.goals.default([]),
  goalNote: childFields.goalNote.optional(),
  supportNeeds: childFields.supportNeeds.default([]),
  weeklyReportEmail: childFields.weeklyReportEmail.default(false),
}, { error: (issue) => (issue.code === 'unrecognized_keys' ? MESSAGES.childUnknownField : undefined) });
export type ChildInput = z.infer<typeof ChildInputSchema>;

/** A change: any of the fields, nothing filled in by default; an empty first name or note removes it. */
export const ChildPatchSchema = z.strictObject({
  firstName: childFields.firstName.optional(),
  ageRange: childFields.ageRange.optional(),
  interests: childFields.interests.optional(),
  goals: childFields.goals.optional(),
  goalNote: childFields.goalNote.optional(),
  supportNeeds: childFields.supportNeeds.optional(),
  weeklyReportEmail: childFields.weeklyReportEmail.optional(),
}, { error: (issue) => (issue.code === 'unrecognized_keys' ? MESSAGES.childUnknownField : undefined) });
export type ChildPatch = z.infer<typeof ChildPatchSchema>;

export const ChildProfileSchema = z.object({
  childId: z.string(),
  firstName: z.string().optional(),
  ageRange: z.enum(AGE_RANGES),
  interests: z.array(z.string()),
  goals: z.array(z.enum(LEARNING_GOALS)),
  goalNote: z.string().optional(),
  supportNeeds: z.array(z.enum(SUPPORT_NEEDS)),
  /** Profiles stored before the option existed have not asked for it. */
  weeklyReportEmail: z.boolean().default(false),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ChildProfile = z.infer<typeof ChildProfileSchema>;

export const ChildListSchema = z.object({ children: z.array(ChildProfileSchema) });

// ---- quiz results, review cards and levels (the learning service) ----

export const ChildIdSchema = z.string().regex(/^child_[a-f0-9]{32}$/, MESSAGES.childNotFound);

/** A quiz answer of a child, judged on the server from the stored lesson. */
const answerIndex = (max: number) => z.number({ error: MESSAGES.progressAnswerInvalid }).int(MESSAGES.progressAnswerInvalid)
  .min(0, MESSAGES.progressAnswerInvalid).max(max, MESSAGES.progressAnswerInvalid);
export const ProgressAnswerRequestSchema = z.strictObject({
  childId: z.string({ error: MESSAGES.progressAnswerInvalid }).pipe(ChildIdSchema),
  hashId: z.string({ error: MESSAGES.progressAnswerInvalid }).min(1, MESSAGES.progressAnswerInvalid).max(100, MESSAGES.progressAnswerInvalid),
  questionIndex: answerIndex(50),
  optionIndex: answerIndex(10),
}, { error: () => MESSAGES.progressAnswerInvalid });
export type ProgressAnswerRequest = z.infer<typeof ProgressAnswerRequestSchema>;
export const ProgressAnswerResultSchema = z.object({
  correct: z.boolean(),
  correctIndex: z.number().int(),
  /** False when this question already had an answer for the child: the first one is the one on record. */
  recorded: z.boolean(),
});
export type ProgressAnswerResult = z.infer<typeof ProgressAnswerResultSchema>;

export const REVIEW_CARD_KINDS = ['missed-question', 'glossary'] as const;
export const ReviewCardSchema = z.object({
  cardId: z.string(),
  kind: z.enum(REVIEW_CARD_KINDS),
  module: z.string(),
  hashId: z.string(),
  /** What the card asks (the question, or the word). */
  front: z.string(),
  /** The answer (the right option, or the word's meaning). */
  back: z.string(),
  due: z.string(),
  state: z.enum(['new', 'learning', 'review', 'relearning']),
  reps: z.number().int(),
});
export type ReviewCard = z.infer<typeof ReviewCardSchema>;
export const ReviewDueSchema = z.object({ cards: z.array(ReviewCardSchema), total: z.number().int() });
export const ReviewGradeRequestSchema = z.strictObject({ grade: z.enum(REVIEW_GRADES, { error: MESSAGES.reviewGradeInvalid }) }, { error: () => MESSAGES.reviewGradeInvalid });
export const ReviewGradeResultSchema = z.object({ cardId: z.string(), due: z.string(), state: ReviewCardSchema.shape.state });

export const ModuleLevelSchema = z.object({
  module: z.string(),
  level: z.enum(DIFFICULTY_LEVELS),
  mastery: z.number(),
  answered: z.number().int(),
  reason: z.string(),
  overridden: z.boolean(),
});
export type ModuleLevelView = z.infer<typeof ModuleLevelSchema>;
export const LevelListSchema = z.object({ levels: z.array(ModuleLevelSchema) });
/** A parent's choice for one module; `level: null` gives the choice back to the answers. */
export const LevelOverrideRequestSchema = z.strictObject({
  module: z.string({ error: MESSAGES.levelOverrideInvalid }).min(1, MESSAGES.levelOverrideInvalid).max(60, MESSAGES.levelOverrideInvalid),
  level: z.enum(DIFFICULTY_LEVELS, { error: MESSAGES.levelOverrideInvalid }).nullable(),
}, { error: () => MESSAGES.levelOverrideInvalid });
