// The free weekly lesson for families (spec §2 /free, issue 8): 50 social-emotional and life-skills topics for
// ages 3 to 12. Each is a short read-aloud story or explanation, a note for grown-ups, two activities,
// conversation starters and its sources; the printable one-page PDF is made from this data. The lessons are data
// (content/weekly/<id>.yaml, issue 21); their types come from the zod schema every file is validated with.

export type { Source, WeeklyActivity, WeeklyLesson } from '@wonderkin/shared/content';

/** The story is read to the youngest child of the range, so it is written at that child's band. */
export function youngestBand(lesson: { ages: { min: number } }): '3-5' | '6-8' | '9-12' {
  return lesson.ages.min <= 5 ? '3-5' : lesson.ages.min <= 8 ? '6-8' : '9-12';
}
