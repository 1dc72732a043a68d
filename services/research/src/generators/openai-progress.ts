import { Allow, parse } from 'partial-json';
import { z } from 'zod';
import type { LessonContent } from '@wonderkin/shared';
import { WrittenLessonSchema, withoutNulls } from './openai-schema';
import { WRITING_STEPS, type WritingStep, type WritingUpdate } from './types';

// What the model has written so far, read from the streamed text: which part of the lesson it is writing now (the
// progress step), and the part of the lesson complete enough to show (a closed quick answer, whole sections…).
// Structured outputs write the properties in the schema's order, and JSON mode follows the pasted schema's order in
// practice; either way a property followed by another one is closed, which is what "complete" means below.

/** The step each written property belongs to (properties not listed do not move the step). */
const FIELD_STEPS: Record<string, WritingStep> = {
  pageTitle: 'quick-answer', mode: 'quick-answer', quickAnswer: 'quick-answer',
  quickOverview: 'explanation', exploreSections: 'explanation',
  glossary: 'words',
  tryIt: 'activities', analogiesMetaphors: 'activities', realWorldExamples: 'activities', engagingQuestions: 'activities',
  quiz: 'quiz',
  curiosity: 'explore-more', relatedQueries: 'explore-more',
  developmentalContext: 'parent-guide', evidenceBasedStrategies: 'parent-guide', actionPlan: 'parent-guide',
  troubleshooting: 'parent-guide', reflectionTracking: 'parent-guide', expertVoices: 'parent-guide',
};

const FIELDS = WrittenLessonSchema.shape as Record<string, z.ZodType>;
const rank = (step: WritingStep) => WRITING_STEPS.indexOf(step);

function parseOrNull(text: string, allow: number): Record<string, unknown> | null {
  if (!text.trim()) return null;
  try {
    const value: unknown = parse(text, allow);
    return value && typeof value === 'object' && !Array.isArray(value) ? value as Record<string, unknown> : null;
  } catch {
    return null; // not JSON (yet, or at all): nothing to show
  }
}

function isComplete(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** The items of a list that are whole lesson items (each valid on its own). */
function wholeItems(schema: z.ZodType, items: unknown[]): unknown[] {
  if (!(schema instanceof z.ZodArray)) return [];
  const element = schema.element as z.ZodType;
  return items.map(withoutNulls).filter((item) => element.safeParse(item).success);
}

export interface WrittenSoFar {
  step: WritingStep;
  /** The lesson's fields complete enough to show (may be empty). */
  partial: Partial<LessonContent>;
}

/** Reads a snapshot of the streamed answer; null when nothing of a lesson can be read from it yet. */
export function readWrittenSoFar(text: string): WrittenSoFar | null {
  const everything = parseOrNull(text, Allow.ALL);
  if (!everything) return null;
  // Strings appear here only once closed; lists and objects as far as they go.
  const closedStrings = parseOrNull(text, Allow.OBJ | Allow.ARR) ?? {};
  // Lists appear here only once closed (the one just finished is whole even before the next property starts).
  const closedLists = parseOrNull(text, Allow.OBJ) ?? {};
  const keys = Object.keys(everything);
  const done = isComplete(text);
  let step: WritingStep = 'starting';
  const partial: Record<string, unknown> = {};
  keys.forEach((key, index) => {
    // Keys are the model's: only the schema's own properties count ("constructor" is no field of a lesson).
    const field = Object.hasOwn(FIELDS, key) ? FIELDS[key] : undefined;
    if (!field || everything[key] === null) return; // a nullable part left out (e.g. parent blocks of a kids lesson)
    const fieldStep = Object.hasOwn(FIELD_STEPS, key) ? FIELD_STEPS[key] : undefined;
    if (fieldStep && rank(fieldStep) > rank(step)) step = fieldStep;
    const value = closedStrings[key];
    if (value === undefined || value === null) return;
    const closed = done || index < keys.length - 1 || Array.isArray(closedLists[key]);
    if (Array.isArray(value)) {
      // The list being written: its last item may still grow, so only the ones before it.
      const items = wholeItems(field, closed ? value : value.slice(0, -1));
      if (items.length) partial[key] = items;
    } else if (typeof value === 'string' || closed) {
      const parsed = field.safeParse(withoutNulls(value));
      if (parsed.success) partial[key] = parsed.data;
    }
  });
  return { step, partial: partial as Partial<LessonContent> };
}

/**
 * Turns snapshots of one lesson's streamed text into updates for the caller: the step never goes back (a second
 * attempt starts writing again from the top, the page stays where it was), and an update is only sent when the step
 * or the part to show changed.
 */
export function createWritingTracker(onProgress: ((update: WritingUpdate) => void) | undefined) {
  let shownStep: WritingStep | null = null;
  let shownPartial = '';
  return {
    /** A new snapshot of the text written so far. */
    onText(text: string) {
      if (!onProgress) return;
      const read = readWrittenSoFar(text);
      if (!read) return;
      const step = shownStep && rank(shownStep) > rank(read.step) ? shownStep : read.step;
      const partialKey = JSON.stringify(read.partial);
      const hasPartial = Object.keys(read.partial).length > 0;
      if (step === shownStep && (!hasPartial || partialKey === shownPartial)) return;
      shownStep = step;
      if (hasPartial) shownPartial = partialKey;
      onProgress(hasPartial ? { step, partial: read.partial } : { step });
    },
    /** A step of the writer's own (e.g. simplifying), with nothing new to show. */
    step(step: WritingStep) {
      if (!onProgress || (shownStep && rank(shownStep) >= rank(step))) return;
      shownStep = step;
      onProgress({ step });
    },
  };
}
