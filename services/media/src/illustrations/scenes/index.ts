import type { Art } from '../art';
import { bakingScene } from './baking';
import { castleScene } from './castle';
import { dinosaurScene } from './dinosaur';
import { exploreScene } from './explore';
import { oceanScene } from './ocean';
import { puppyScene } from './puppy';
import { robotScene } from './robot';
import { spaceScene } from './space';
import { volcanoScene } from './volcano';

export type ScenePainter = (art: Art, variant: string) => void;

/** Scene key → painter. A spec's scene may carry a variant after a colon: "volcano:erupting". */
export const SCENES: Record<string, ScenePainter> = {
  volcano: volcanoScene,
  dinosaur: dinosaurScene,
  space: spaceScene,
  puppy: puppyScene,
  baking: bakingScene,
  ocean: oceanScene,
  robot: robotScene,
  castle: castleScene,
  princess: castleScene,
  explore: exploreScene,
  generic: exploreScene,
};

/** Default palette of each scene, used when a spec does not name one. */
export const SCENE_PALETTES: Record<string, string> = {
  volcano: 'sunset',
  dinosaur: 'jungle',
  space: 'night',
  puppy: 'meadow',
  baking: 'candy',
  ocean: 'ocean',
  robot: 'tech',
  castle: 'royal',
  princess: 'royal',
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
