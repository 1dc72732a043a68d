import { z } from 'zod';
import { QUIZ_SKILLS } from '../constants';

// The learning loop's contracts (issue 11): review grades, difficulty levels, progress answers and the weekly report.

/** FSRS grades a review can get; young children answer "I knew it" / "not yet", mapped to good / again. */
export const REVIEW_GRADES = ['again', 'hard', 'good', 'easy'] as const;
export type ReviewGrade = (typeof REVIEW_GRADES)[number];
export const ReviewGradeSchema = z.enum(REVIEW_GRADES);

/** How a lesson in a module is written for a child: one step simpler, as the age band, or one step richer. */
export const DIFFICULTY_LEVELS = ['simpler', 'standard', 'richer'] as const;
export type DifficultyLevel = (typeof DIFFICULTY_LEVELS)[number];

/** ISO week as the report URL names it: 2026-W48. */
export const IsoWeekSchema = z.string().regex(/^\d{4}-W(0[1-9]|[1-4]\d|5[0-3])$/, 'Use a week like 2026-W48.');

export const SkillFigureSchema = z.object({ skill: z.enum(QUIZ_SKILLS), answered: z.number().int(), correct: z.number().int(), accuracy: z.number().nullable() });
export type SkillFigure = z.infer<typeof SkillFigureSchema>;

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
