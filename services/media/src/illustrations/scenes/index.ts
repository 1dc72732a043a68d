import type { Art } from '../art';
import { exploreScene } from './explore';
import { volcanoScene } from './volcano';

export type ScenePainter = (art: Art, variant: string) => void;

/** Scene key → painter. A spec's scene may carry a variant after a colon: "volcano:erupting". */
export const SCENES: Record<string, ScenePainter> = {
  volcano: volcanoScene,
  explore: exploreScene,
  generic: exploreScene,
};

/** Default palette of each scene, used when a spec does not name one. */
export const SCENE_PALETTES: Record<string, string> = {
  volcano: 'sunset',
  explore: 'meadow',
  generic: 'meadow',
};

/** Scene keys a generator may use (OpenAI prompt lists them). */
export const SCENE_KEYS = Object.keys(SCENES);

export function resolveScene(scene: string): { painter: ScenePainter; key: string; variant: string } {
  const [rawKey, variant = ''] = scene.toLowerCase().trim().split(':');
  const key = SCENES[rawKey] ? rawKey : 'generic';
  return { painter: SCENES[key], key, variant: SCENES[rawKey] ? variant : '' };
}
