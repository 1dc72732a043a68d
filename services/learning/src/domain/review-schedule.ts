import type { LearnedRule } from '@wonderkin/shared';
import { createEmptyCard, fsrs, Rating, State, type Card, type Grade } from 'ts-fsrs';
import type { ReviewGrade } from '@wonderkin/shared';

// Spaced review with FSRS (the ts-fsrs package): the scheduler decides every due date; this module only converts
// between our stored shape (ISO dates, plain numbers) and the library's Card.

/** A card's FSRS state as stored (JSON-safe). */
export interface StoredSchedule {
  due: string;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: 'new' | 'learning' | 'review' | 'relearning';
  lastReview: string | null;
}

const STATE_NAMES: Record<State, StoredSchedule['state']> = {
  [State.New]: 'new', [State.Learning]: 'learning', [State.Review]: 'review', [State.Relearning]: 'relearning',
};
const STATES: Record<StoredSchedule['state'], State> = { new: State.New, learning: State.Learning, review: State.Review, relearning: State.Relearning };
const RATINGS: Record<ReviewGrade, Grade> = { again: Rating.Again, hard: Rating.Hard, good: Rating.Good, easy: Rating.Easy };

/** Fuzz off: the same answers give the same dates (families compare, tests check against ts-fsrs directly). */
const scheduler = fsrs({ enable_fuzz: false });

function toStored(card: Card): StoredSchedule {
  return {
    due: card.due.toISOString(),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: STATE_NAMES[card.state],
    lastReview: card.last_review ? card.last_review.toISOString() : null,
  };
}

export function toCard(stored: StoredSchedule): Card {
  return {
    due: new Date(stored.due),
    stability: stored.stability,
    difficulty: stored.difficulty,
    elapsed_days: stored.elapsedDays,
    scheduled_days: stored.scheduledDays,
    learning_steps: stored.learningSteps,
    reps: stored.reps,
    lapses: stored.lapses,
    state: STATES[stored.state],
    ...(stored.lastReview ? { last_review: new Date(stored.lastReview) } : {}),
  };
}

/** A new card, due at once. */
export function newSchedule(now: Date): StoredSchedule {
  return toStored(createEmptyCard(now));
}

/** The card after the child graded it at `now`. */
export function gradeSchedule(stored: StoredSchedule, grade: ReviewGrade, now: Date): StoredSchedule {
  return toStored(scheduler.next(toCard(stored), now, RATINGS[grade]).card);
}

export const isDue = (stored: StoredSchedule, now: Date): boolean => new Date(stored.due).getTime() <= now.getTime();

/** "Learned": FSRS has moved the card out of (re)learning into spaced review. */
export const isLearned = (stored: StoredSchedule): boolean => stored.state === 'review';


/**
 * The rule found by running the scheduler itself (not restated by hand), so the report's explanation stays true if the
 * FSRS parameters change. With ts-fsrs's defaults (learning steps 1 min and 10 min): twice, 10 minutes apart, or easy.
 */
export const SCHEDULER_LEARNED_RULE: LearnedRule = (() => {
  const start = new Date(0);
  let card = createEmptyCard(start);
  let now = start;
  let rememberedInARow = 0;
  let minutesApart = 0;
  while (card.state !== State.Review && rememberedInARow < 10) {
    card = scheduler.next(card, now, Rating.Good).card;
    rememberedInARow += 1;
    if (card.state !== State.Review) {
      minutesApart = Math.max(minutesApart, Math.round((card.due.getTime() - now.getTime()) / 60_000));
      now = card.due;
    }
  }
  const easy = scheduler.next(createEmptyCard(start), start, Rating.Easy).card;
  // A hard first answer makes the shortest interval once the card is learned.
  let hard = scheduler.next(createEmptyCard(start), start, Rating.Hard).card;
  for (let i = 0; hard.state !== State.Review && i < 10; i += 1) hard = scheduler.next(hard, hard.due, Rating.Good).card;
  return {
    rememberedInARow,
    minutesApart,
    easyAtOnce: easy.state === State.Review,
    daysBeforeItComesBack: Math.max(1, Math.min(card.scheduled_days, hard.scheduled_days)),
  };
})();

/** Young children answer "I knew it" or "not yet". */
export const gradeFromKnewIt = (knewIt: boolean): ReviewGrade => (knewIt ? 'good' : 'again');
