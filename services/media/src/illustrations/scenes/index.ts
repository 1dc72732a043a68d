import type { Art } from '../art';
import { bakingScene } from './baking';
import { blocksScene } from './blocks';
import { castleScene } from './castle';
import { dinosaurScene } from './dinosaur';
import { exploreScene } from './explore';
import { gardenScene } from './garden';
import { musicScene } from './music';
import { oceanScene } from './ocean';
import { puppyScene } from './puppy';
import { robotScene } from './robot';
import { spaceScene } from './space';
import { volcanoScene } from './volcano';
import { weatherScene } from './weather';

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
  // Drawn for lessons first (weather, nature, music, numbers and letters); creations may use them too.
  weather: weatherScene,
  garden: gardenScene,
  music: musicScene,
  blocks: blocksScene,
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
  weather: 'meadow',
  garden: 'meadow',
  music: 'candy',
  blocks: 'candy',
};

/** The variants each painter draws differently ("" is its default picture). */
export const SCENE_VARIANTS: Record<string, string[]> = {
  volcano: ['', 'calm', 'inside', 'erupting', 'ash', 'scientist', 'island', 'green'],
  dinosaur: ['', 'fossil', 'dig', 'eggs', 'longneck', 'triceratops', 'trex', 'asteroid', 'birds'],
  space: ['', 'rocket', 'earth', 'moon', 'sun', 'mars', 'planets', 'stars', 'home'],
  puppy: ['', 'litter', 'eyes', 'sleep', 'sniff', 'play', 'chew', 'training', 'friends'],
  baking: ['', 'kitchen', 'bowl', 'mixing', 'bubbles', 'oven', 'cool', 'cupcakes', 'share'],
  ocean: ['', 'surface', 'reef', 'fish', 'whale', 'shark', 'octopus', 'deep', 'plankton', 'beach'],
  robot: ['', 'hello', 'sensors', 'code', 'arm', 'factory', 'rover', 'workshop', 'friend'],
  castle: ['', 'moat', 'hall', 'library', 'crown', 'knight', 'garden', 'princess'],
  princess: ['', 'moat', 'hall', 'library', 'crown', 'knight', 'garden', 'princess'],
  explore: ['', 'question', 'notebook', 'library', 'observe', 'expert', 'drawing', 'share'],
  generic: ['', 'question', 'notebook', 'library', 'observe', 'expert', 'drawing', 'share'],
  weather: ['', 'rain', 'rainbow', 'snow', 'storm', 'seasons'],
  garden: ['', 'seeds', 'bugs', 'play', 'calm'],
  music: ['', 'piano', 'sound'],
  blocks: ['', 'numbers', 'letters', 'shapes', 'chess'],
};

/** Scene keys a generator may use (OpenAI prompt lists them). */
export const SCENE_KEYS = Object.keys(SCENES);

/** Every "key" and "key:variant" a generator may put in an illustration spec. */
export const SCENE_NAMES = SCENE_KEYS.flatMap((key) => (SCENE_VARIANTS[key] ?? ['']).map((variant) => (variant ? `${key}:${variant}` : key)));

export function resolveScene(scene: string): { painter: ScenePainter; key: string; variant: string } {
  const [rawKey, variant = ''] = scene.toLowerCase().trim().split(':');
  // The key is a generator's, often the family's topic: only the table's own keys ("constructor" is not a scene).
  const known = Object.hasOwn(SCENES, rawKey);
  const key = known ? rawKey : 'generic';
  return { painter: SCENES[key], key, variant: known ? variant : '' };
}
