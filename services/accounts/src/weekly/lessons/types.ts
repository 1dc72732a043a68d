import type { Source } from '@wonderkin/shared/content';

// The free weekly lesson for families (spec §2 /free, issue 8): 50 social-emotional and life-skills topics for
// ages 3 to 12. Each is a short read-aloud story or explanation, a note for grown-ups, two activities,
// conversation starters and its sources; the printable one-page PDF is made from this data.

export type { Source } from '@wonderkin/shared/content';

export interface WeeklyActivity {
  title: string;
  /** Safe household things only. */
  materials: string[];
  steps: string[];
  /** A grown-up's tip, or how to make it easier or harder across the age range. */
  note: string;
}

export interface WeeklyLesson {
  /** Stable id, kebab-case ("emotional-intelligence"). */
  id: string;
  /** The week it is sent in (1-50): the first weeks are the most useful to most families. */
  week: number;
  /** Card title ("Emotional Intelligence"). */
  title: string;
  /** One sentence for the topic card. */
  description: string;
  /** Ages it is written for, inside 3-12. */
  ages: { min: number; max: number };
  /** Read aloud together: 120-250 words, written for the youngest age of the range. */
  story: { title: string; text: string };
  /** The story's made-up characters' names (not claims: the sources check skips them). */
  characters?: string[];
  /** For the grown-up: the idea and why it matters, in plain words (2-4 sentences). */
  forGrownUps: string;
  /** Exactly two. */
  activities: [WeeklyActivity, WeeklyActivity];
  /** Four to six open questions to talk about at dinner or bedtime. */
  conversationStarters: string[];
  /** Every number, name and "research shows" is covered by one of these (CONTENT.md). */
  sources: Source[];
  /** Deliberate simplifications for the youngest children, listed. */
  simplifications?: string[];
}

/** The story is read to the youngest child of the range, so it is written at that child's band. */
export function youngestBand(lesson: Pick<WeeklyLesson, 'ages'>): '3-5' | '6-8' | '9-12' {
  return lesson.ages.min <= 5 ? '3-5' : lesson.ages.min <= 8 ? '6-8' : '9-12';
}
