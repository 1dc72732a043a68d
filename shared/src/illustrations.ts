// Our own illustrations on lessons (issue 10 §2): the pictures the media service draws and serves at
// /media/illustrations/<scene>.svg?seed=N, with the words that describe each one. Research picks scenes from this
// list and the frontend shows the URLs, so both build them here; the media service's tests check that it draws
// every scene named here.

/** The picture of each scene, in words, for the alt text: what a child would see. "key" or "key:variant". */
export const ILLUSTRATION_SCENES = {
  volcano: 'A drawing of a volcano with smoke rising from its top',
  'volcano:erupting': 'A drawing of a volcano erupting, with glowing lava and a cloud of smoke',
  'volcano:inside': 'A drawing of a volcano cut open to show the hot magma deep inside it',
  'volcano:island': 'A drawing of a volcano island with palm trees in the sea',
  dinosaur: 'A drawing of friendly dinosaurs in a green valley',
  'dinosaur:trex': 'A drawing of a T. rex with big teeth and a small child beside it',
  'dinosaur:longneck': 'A drawing of a long-necked dinosaur among palm trees',
  'dinosaur:fossil': 'A drawing of a child finding a dinosaur fossil in layers of rock',
  'dinosaur:dig': 'A drawing of a child digging up dinosaur bones',
  'dinosaur:eggs': 'A drawing of dinosaur eggs in a nest',
  space: 'A drawing of a rocket flying past planets and stars',
  'space:rocket': 'A drawing of a rocket lifting off from Earth into space',
  'space:earth': 'A drawing of planet Earth seen from space, with a rocket nearby',
  'space:moon': 'A drawing of an astronaut on the Moon, with Earth in the sky',
  'space:sun': 'A drawing of the Sun shining in space',
  'space:mars': 'A drawing of a rover exploring the red ground of Mars',
  'space:planets': 'A drawing of planets in space, one with rings',
  'space:stars': 'A drawing of a child looking at star patterns through a telescope',
  puppy: 'A drawing of a happy puppy playing with a ball in a garden',
  'puppy:friends': 'A drawing of a child and a puppy being friends',
  'puppy:sleep': 'A drawing of a puppy asleep in its bed',
  baking: 'A drawing of a cupcake beside an oven in a kitchen',
  'baking:mixing': 'A drawing of a child mixing food in a bowl',
  'baking:share': 'A drawing of children sharing cupcakes',
  ocean: 'A drawing of a whale and fish swimming under the sea',
  'ocean:whale': 'A drawing of a big blue whale swimming with small fish',
  'ocean:reef': 'A drawing of a coral reef with colourful fish',
  'ocean:octopus': 'A drawing of an orange octopus on the sea floor',
  'ocean:deep': 'A drawing of a glowing fish in the dark deep sea',
  'ocean:beach': 'A drawing of a child playing on a sunny beach',
  robot: 'A drawing of a friendly robot waving',
  'robot:code': 'A drawing of a robot beside a screen showing lines of code',
  'robot:friend': 'A drawing of a child and a robot saying hello',
  'robot:workshop': 'A drawing of a child building a toy car at a workbench',
  castle: 'A drawing of a castle with towers and flags on a green hill',
  'castle:knight': 'A drawing of a knight and a horse outside a castle',
  'castle:hall': 'A drawing of a castle hall with a big fireplace',
  explore: 'A drawing of a curious child with a magnifying glass and question marks all around',
  'explore:notebook': 'A drawing of a child with a pencil and a notebook full of questions',
  'explore:library': 'A drawing of children choosing books in a library',
  'explore:observe': 'A drawing of a child looking closely at flowers through a magnifying glass',
  'explore:expert': 'A drawing of a child asking a grown-up a question',
  'explore:drawing': 'A drawing of a child painting a picture at an easel',
  'explore:share': 'A drawing of three children talking together',
  weather: 'A drawing of white clouds drifting across a blue sky over green hills',
  'weather:rain': 'A drawing of rain falling from grey clouds onto a child with an umbrella',
  'weather:rainbow': 'A drawing of a rainbow over green hills after the rain',
  'weather:snow': 'A drawing of snow falling on a child and a snowman',
  'weather:storm': 'A drawing of a thunderstorm with lightning, seen safely from a house window',
  'weather:seasons': 'A drawing of one tree in spring, summer, autumn and winter',
  garden: 'A drawing of a garden with flowers, a tree and a butterfly',
  'garden:seeds': 'A drawing of a seed growing into a plant, step by step',
  'garden:bugs': 'A drawing of a ladybird, a bee and a butterfly among flowers',
  'garden:play': 'A drawing of children running, jumping and playing ball in a park',
  'garden:calm': 'A drawing of a grown-up and a child sitting together under a tree',
  music: 'A drawing of a child playing a drum with music notes floating up',
  'music:piano': 'A drawing of a child playing a piano, with music notes in the air',
  'music:sound': 'A drawing of sound waves travelling from a drum to a child\'s ear',
  blocks: 'A drawing of toy blocks with numbers and letters on them',
  'blocks:numbers': 'A drawing of towers of counting blocks, one, two, three, four and five high',
  'blocks:letters': 'A drawing of A, B and C letter blocks beside an open book',
  'blocks:shapes': 'A drawing of a circle, a square, a triangle and a star',
  'blocks:chess': 'A drawing of a chessboard with a king, a queen and pawns',
} as const satisfies Record<string, string>;

export type IllustrationScene = keyof typeof ILLUSTRATION_SCENES;
export const ILLUSTRATION_SCENE_NAMES = Object.keys(ILLUSTRATION_SCENES) as IllustrationScene[];

/** Seeds 1…this: each seed moves the small things of a scene (children, flowers, stars); bounded so the cache is. */
export const ILLUSTRATION_SEED_MAX = 50;

/** Every illustration is drawn on a 4:3 canvas; the page reserves that shape before the picture arrives. */
export const ILLUSTRATION_SIZE = { width: 800, height: 600 } as const;

export const isIllustrationScene = (scene: string): scene is IllustrationScene => Object.prototype.hasOwnProperty.call(ILLUSTRATION_SCENES, scene);

export const isIllustrationSeed = (seed: number): boolean => Number.isInteger(seed) && seed >= 1 && seed <= ILLUSTRATION_SEED_MAX;

/**
 * The URL of a scene's picture, relative to the site (the gateway proxies /media/* to the media service):
 * "volcano:erupting", 7 → /media/illustrations/volcano-erupting.svg?seed=7.
 */
export function illustrationUrl(scene: IllustrationScene, seed = 1): string {
  if (!isIllustrationScene(scene)) throw new Error(`Unknown illustration scene: ${scene}`);
  if (!isIllustrationSeed(seed)) throw new Error(`Illustration seed must be a whole number from 1 to ${ILLUSTRATION_SEED_MAX}: ${seed}`);
  return `/media/illustrations/${scene.replace(':', '-')}.svg?seed=${seed}`;
}

/** The scene named by a picture's file name ("volcano-erupting.svg" → "volcano:erupting"); undefined if none. */
export function illustrationSceneOfFile(fileName: string): string | undefined {
  const match = /^([a-z]+)(?:-([a-z]+))?\.svg$/.exec(fileName);
  if (!match) return undefined;
  return match[2] ? `${match[1]}:${match[2]}` : match[1];
}
