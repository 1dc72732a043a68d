import { DEFAULT_CUSTOM_OPTIONS, type AgeBand, type LearningFocus, type Tone } from '@wonderkin/shared';
import type { CreationContentInput } from './types';

export interface ResolvedOptions {
  ageBand: AgeBand;
  tone: Tone;
  focus: LearningFocus;
}

/**
 * Quick mode uses the spec's custom defaults (6-8, Adventurous, Facts); custom mode uses what the parent chose. A
 * creation made for a family's child takes the child's age band either way.
 */
export function resolveOptions(input: Pick<CreationContentInput, 'mode' | 'customOptions' | 'childAgeBand'>): ResolvedOptions {
  const chosen = input.mode === 'custom' ? input.customOptions : undefined;
  return {
    ageBand: input.childAgeBand ?? chosen?.ageBand ?? DEFAULT_CUSTOM_OPTIONS.ageBand,
    tone: chosen?.tone ?? DEFAULT_CUSTOM_OPTIONS.tone,
    focus: chosen?.learningFocus ?? DEFAULT_CUSTOM_OPTIONS.learningFocus,
  };
}

/** A child's first name as it should appear in a story: trimmed, single-spaced, first letter capitalised. */
export function cleanChildName(name: string | undefined): string | undefined {
  const trimmed = name?.replace(/\s+/g, ' ').trim();
  if (!trimmed) return undefined;
  return trimmed.charAt(0).toLocaleUpperCase() + trimmed.slice(1);
}

/** A topic as typed, tidied for sentences ("  baking   cupcakes " → "baking cupcakes"). */
export function cleanTopic(topic: string): string {
  return topic.replace(/\s+/g, ' ').trim();
}

/** Small deterministic hash so the same creation always gets the same layout, word search and illustrations. */
export function hashString(value: string): number {
  let hash = 2166136261;
  for (let index = 0; index < value.length; index += 1) {
    hash ^= value.charCodeAt(index);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}
