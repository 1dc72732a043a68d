/**
 * Our own pictures of a thing a topic may name (illustrations/scenes): "sharks" → a shark in the sea. Only pictures
 * whose main subject is that thing, so a book about it never shows something else instead (a whale for sharks).
 */
const TOPIC_PICTURES = new Map<string, string>(Object.entries({
  shark: 'ocean:shark', whale: 'ocean:whale', octopus: 'ocean:octopus', fish: 'ocean:fish', reef: 'ocean:reef', coral: 'ocean:reef',
  plankton: 'ocean:plankton', beach: 'ocean:beach', ocean: 'ocean', sea: 'ocean',
  dinosaur: 'dinosaur', fossil: 'dinosaur:fossil', triceratops: 'dinosaur:triceratops', rex: 'dinosaur:trex', asteroid: 'dinosaur:asteroid',
  rocket: 'space:rocket', earth: 'space:earth', moon: 'space:moon', sun: 'space:sun', mars: 'space:mars', planet: 'space:planets',
  star: 'space:stars', space: 'space',
  rain: 'weather:rain', rainbow: 'weather:rainbow', snow: 'weather:snow', storm: 'weather:storm', thunderstorm: 'weather:storm',
  season: 'weather:seasons', weather: 'weather',
  volcano: 'volcano', lava: 'volcano:erupting', puppy: 'puppy', dog: 'puppy', robot: 'robot', castle: 'castle', knight: 'castle:knight',
  crown: 'castle:crown', cupcake: 'baking:cupcakes', baking: 'baking', piano: 'music:piano', music: 'music', chess: 'blocks:chess',
  seed: 'garden:seeds', bug: 'garden:bugs', insect: 'garden:bugs', garden: 'garden',
}));

/** A word's singular for the look-up: "sharks" → shark, "puppies" → puppy, "octopuses" → octopus. */
const singular = (word: string) => word.replace(/ies$/, 'y').replace(/(?<=us)es$/, '').replace(/(?<=[^su])s$/, '');

/** Our picture of what the topic names, or undefined when we draw none (the book then uses its base's pictures). */
export function topicScene(topic: string): string | undefined {
  for (const word of topic.toLocaleLowerCase().split(/[^\p{L}]+/u)) {
    const scene = TOPIC_PICTURES.get(singular(word));
    if (scene) return scene;
  }
  return undefined;
}

/** The pictures of the exploration story (a curious child asking, reading, drawing), one per page in turn. */
export const EXPLORE_SCENES = ['explore:question', 'explore:notebook', 'explore:library', 'explore:observe', 'explore:expert', 'explore:drawing', 'explore:share'];
