import { createEmptyCard, fsrs, Rating } from 'ts-fsrs';
import { LEARNED_RULE } from '@wonderkin/shared';
import { gradeFromKnewIt, gradeSchedule, isDue, isLearned, newSchedule, SCHEDULER_LEARNED_RULE, toCard } from '../src/domain/review-schedule';

const DAY = 24 * 3600 * 1000;
const start = new Date('2026-11-23T16:00:00Z');

describe('review scheduling follows FSRS', () => {
  it('a new card is due at once and not learned', () => {
    const card = newSchedule(start);
    expect(isDue(card, start)).toBe(true);
    expect(isLearned(card)).toBe(false);
  });

  it('gives exactly the due dates ts-fsrs gives for the same answers', () => {
    const reference = fsrs({ enable_fuzz: false });
    let expected = createEmptyCard(start);
    let ours = newSchedule(start);
    const answers = [['good', Rating.Good, 0], ['good', Rating.Good, 1], ['again', Rating.Again, 4], ['easy', Rating.Easy, 5], ['hard', Rating.Hard, 12]] as const;
    for (const [grade, rating, day] of answers) {
      const now = new Date(start.getTime() + day * DAY);
      expected = reference.next(expected, now, rating).card;
      ours = gradeSchedule(ours, grade, now);
      expect(new Date(ours.due).toISOString()).toBe(expected.due.toISOString());
      expect(ours.reps).toBe(expected.reps);
      expect(ours.lapses).toBe(expected.lapses);
    }
  });

  it('a card answered "good" twice moves days ahead and counts as learned; "again" brings it back soon', () => {
    let card = gradeSchedule(newSchedule(start), 'good', start);
    card = gradeSchedule(card, 'good', new Date(start.getTime() + 10 * 60 * 1000));
    expect(isLearned(card)).toBe(true);
    expect(new Date(card.due).getTime() - start.getTime()).toBeGreaterThan(DAY);
    const later = new Date(card.due);
    const missed = gradeSchedule(card, 'again', later);
    expect(missed.lapses).toBe(1);
    expect(new Date(missed.due).getTime() - later.getTime()).toBeLessThan(DAY);
    expect(isDue(missed, new Date(later.getTime() + DAY))).toBe(true);
  });

  it('round-trips the stored shape', () => {
    const card = gradeSchedule(newSchedule(start), 'hard', start);
    expect(toCard(card).due.toISOString()).toBe(card.due);
  });

  it('maps "I knew it" / "not yet" to good / again', () => {
    expect(gradeFromKnewIt(true)).toBe('good');
    expect(gradeFromKnewIt(false)).toBe('again');
  });

  it('the learned rule told to parents is the one the scheduler follows', () => {
    // The report page says the same in frontend/src/features/progress/reportWords.ts: change both if this changes.
    // The rule the report words state (shared LEARNED_RULE) is the one the scheduler really follows.
    expect(SCHEDULER_LEARNED_RULE).toEqual(LEARNED_RULE);
    expect(LEARNED_RULE).toEqual({ rememberedInARow: 2, minutesApart: 10, easyAtOnce: true, daysBeforeItComesBack: 1 });
    // Remembered once: not learned, and not due again for 10 minutes.
    const once = gradeSchedule(newSchedule(start), 'good', start);
    expect(isLearned(once)).toBe(false);
    expect(new Date(once.due).getTime() - start.getTime()).toBe(10 * 60 * 1000);
    // Remembered twice in a row: learned, back after a day or more.
    const twice = gradeSchedule(once, 'good', new Date(once.due));
    expect(isLearned(twice)).toBe(true);
    expect(new Date(twice.due).getTime() - new Date(once.due).getTime()).toBeGreaterThanOrEqual(DAY);
    // A miss in between starts the count again; "easy" on a new card is learned at once.
    const missed = gradeSchedule(once, 'again', new Date(once.due));
    expect(isLearned(gradeSchedule(missed, 'good', new Date(missed.due)))).toBe(false);
    expect(isLearned(gradeSchedule(newSchedule(start), 'easy', start))).toBe(true);
    // "Tricky" (hard) is not "remembered": it does not count toward the two.
    const tricky = gradeSchedule(newSchedule(start), 'hard', start);
    expect(isLearned(gradeSchedule(tricky, 'good', new Date(tricky.due)))).toBe(false);
  });
});
