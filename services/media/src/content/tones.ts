import type { Tone } from '@wonderkin/shared';
import { MEDIA_COPY } from './copy';

// How each tone frames a story: content/media/tones.yaml. "short" lines are for 3-5 year olds; "long" lines for 6-10.

type Frame = (typeof MEDIA_COPY.tones)[Tone];

export const TONE_FRAMES = Object.fromEntries(
  Object.entries(MEDIA_COPY.tones).map(([tone, { short, long }]) => [tone, { short, long }]),
) as Record<Tone, Pick<Frame, 'short' | 'long'>>;

/**
 * The closing of a story that states no fact about its topic (pack/exploration.ts), where a tone's own closing would
 * ask for "one true thing you learned about" it; tones not listed close as usual.
 */
export const FACT_FREE_CLOSINGS: Partial<Record<Tone, string>> = Object.fromEntries(
  Object.entries(MEDIA_COPY.tones).flatMap(([tone, frame]) => (frame.factFreeClosing ? [[tone, frame.factFreeClosing]] : [])),
);
