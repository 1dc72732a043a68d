/**
 * Emoji in what a parent types ("🦖🌋", "🐶 puppies") become words, so every title and sentence can be printed with
 * the book's font and read aloud (CONTENT.md: every glyph renders). Emoji we have no word for are left out.
 */

/** A word (topic-style, mostly plural) for the emoji children's topics are most often typed with. */
export const EMOJI_WORDS: Record<string, string> = {
  '🦖': 'dinosaurs', '🦕': 'dinosaurs', '🌋': 'volcanoes', '🐶': 'puppies', '🐕': 'dogs', '🐩': 'dogs', '🦮': 'dogs',
  '🐱': 'kittens', '🐈': 'cats', '🚀': 'rockets', '🛸': 'spaceships', '🌙': 'the Moon', '🌕': 'the Moon', '🌛': 'the Moon',
  '🌎': 'the Earth', '🌍': 'the Earth', '🌏': 'the Earth', '⭐': 'stars', '🌟': 'stars', '✨': 'sparkles', '🪐': 'planets',
  '☀': 'the Sun', '🌞': 'the Sun', '🌊': 'ocean waves', '🐳': 'whales', '🐋': 'whales', '🐬': 'dolphins', '🐟': 'fish',
  '🐠': 'fish', '🐡': 'fish', '🦈': 'sharks', '🐙': 'octopuses', '🦑': 'squid', '🦀': 'crabs', '🐢': 'turtles', '🐚': 'shells',
  '🤖': 'robots', '👑': 'crowns', '👸': 'princesses', '🤴': 'princes', '🏰': 'castles', '🦄': 'unicorns', '🐉': 'dragons',
  '🐲': 'dragons', '🧁': 'cupcakes', '🍪': 'cookies', '🎂': 'birthday cakes', '🍰': 'cakes', '🍞': 'bread', '🥐': 'croissants',
  '🍕': 'pizza', '🍎': 'apples', '🍏': 'apples', '🍌': 'bananas', '🍓': 'strawberries', '🥕': 'carrots', '🌈': 'rainbows',
  '🌸': 'flowers', '🌼': 'flowers', '🌺': 'flowers', '🌻': 'sunflowers', '🌷': 'tulips', '🌳': 'trees', '🌲': 'trees',
  '🌴': 'palm trees', '🌵': 'cactuses', '🍂': 'autumn leaves', '🍁': 'leaves', '🌱': 'plants', '🐝': 'bees', '🦋': 'butterflies',
  '🐞': 'ladybugs', '🐛': 'caterpillars', '🐜': 'ants', '🕷': 'spiders', '🐸': 'frogs', '🐍': 'snakes', '🦎': 'lizards',
  '🐊': 'crocodiles', '🐘': 'elephants', '🦁': 'lions', '🐯': 'tigers', '🐅': 'tigers', '🐻': 'bears', '🐼': 'pandas',
  '🐨': 'koalas', '🦒': 'giraffes', '🦓': 'zebras', '🦛': 'hippos', '🦏': 'rhinos', '🐒': 'monkeys', '🐵': 'monkeys',
  '🦍': 'gorillas', '🐴': 'horses', '🐎': 'horses', '🐄': 'cows', '🐮': 'cows', '🐷': 'pigs', '🐖': 'pigs', '🐑': 'sheep',
  '🐐': 'goats', '🐔': 'chickens', '🐣': 'chicks', '🐤': 'chicks', '🦆': 'ducks', '🐧': 'penguins', '🦉': 'owls', '🐦': 'birds',
  '🦅': 'eagles', '🦜': 'parrots', '🦩': 'flamingos', '🐰': 'rabbits', '🐇': 'rabbits', '🐭': 'mice', '🐹': 'hamsters',
  '🦊': 'foxes', '🐺': 'wolves', '🦔': 'hedgehogs', '🦇': 'bats', '🐿': 'squirrels', '🦥': 'sloths', '🦦': 'otters',
  '🚂': 'trains', '🚆': 'trains', '🚗': 'cars', '🏎': 'race cars', '🚒': 'fire engines', '🚓': 'police cars',
  '🚑': 'ambulances', '🚌': 'buses', '🚜': 'tractors', '🚲': 'bikes', '✈': 'airplanes', '🛩': 'airplanes', '🚁': 'helicopters',
  '🚢': 'ships', '⛵': 'sailboats', '🚤': 'boats', '⚽': 'soccer', '🏀': 'basketball', '🏈': 'football', '⚾': 'baseball',
  '🎾': 'tennis', '🏊': 'swimming', '🎨': 'art', '🖍': 'crayons', '🎵': 'music', '🎶': 'music', '🎸': 'guitars',
  '🎹': 'pianos', '🥁': 'drums', '📚': 'books', '📖': 'books', '✏': 'pencils', '🔬': 'microscopes', '🧪': 'science',
  '🔭': 'telescopes', '🧲': 'magnets', '💡': 'light bulbs', '🧠': 'the brain', '🦷': 'teeth', '❄': 'snow', '⛄': 'snowmen',
  '☃': 'snowmen', '🌧': 'rain', '☔': 'rain', '☁': 'clouds', '🌪': 'tornadoes', '⚡': 'lightning', '🌩': 'thunderstorms',
  '⛈': 'thunderstorms', '🔥': 'fire', '💧': 'water', '🥚': 'eggs', '🏠': 'houses', '🏡': 'houses', '🎃': 'pumpkins',
  '🎄': 'Christmas trees', '🎁': 'presents', '🎈': 'balloons', '🎉': 'parties', '🏖': 'beaches', '🏝': 'islands',
  '⛰': 'mountains', '🏔': 'mountains', '🗻': 'mountains', '🏜': 'deserts', '🦴': 'bones', '💎': 'gems', '🪨': 'rocks',
  '🧸': 'teddy bears', '🪁': 'kites', '🧩': 'puzzles', '♟': 'chess', '🤿': 'diving', '🧜': 'mermaids', '🧚': 'fairies',
  '🧙': 'wizards', '👻': 'ghosts', '🐾': 'paw prints', '❤': 'love', '💖': 'love', '💕': 'love',
};

// One emoji: a pictograph (or a flag's pair of regional indicators, or a keycap) with its modifiers, variation
// selectors and zero-width-joined parts ("🧑‍🚀", "👍🏽", "❤️").
const EMOJI_SOURCE = String.raw`(?:\p{Regional_Indicator}{2}|[0-9#*]\uFE0F?\u20E3|\p{Extended_Pictographic})(?:\uFE0F|\p{Emoji_Modifier}|\u200D(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\uFE0F)+)*`;
const HAS_EMOJI = new RegExp(EMOJI_SOURCE, 'u');
const EMOJI = new RegExp(EMOJI_SOURCE, 'gu');
/** Several emoji in a row, maybe with spaces between them ("🦖 🌋"). */
const EMOJI_RUN = new RegExp(`(?:${EMOJI_SOURCE})(?:\\s*(?:${EMOJI_SOURCE}))*`, 'gu');
/** Pictographs drawn as pictures by default (emoji presentation), or any pictograph asked to be one (FE0F). */
const PICTURE = /\p{Emoji_Presentation}|\uFE0F|\p{Regional_Indicator}|\u20E3/u;

/**
 * Replaces each emoji with its word ("🦖🌋" → "dinosaurs and volcanoes"); an emoji whose word the text already says
 * ("🐶 puppies") and an emoji with no word are left out. Symbols that are ordinary text (©, ™, ☺ without the emoji
 * selector) stay: whether the font can draw them is the PDF's concern (pdf/glyphs). A text that was nothing but
 * unknown emoji becomes "".
 */
export function describeEmoji(text: string): string {
  if (!HAS_EMOJI.test(text)) return text;
  const plain = text.replace(EMOJI, ' ').toLowerCase();
  // "puppies" is said by "puppy" and "dinosaurs" by "dinos": compare the first letters of the word.
  const says = (word: string) => {
    const letters = word.toLowerCase().replace(/^the /, '').replace(/[^a-z]/g, '');
    return new RegExp(`\\b${letters.slice(0, Math.min(4, Math.max(3, letters.length - 1)))}`).test(plain);
  };
  const out = text.replace(EMOJI_RUN, (run) => {
    const words: string[] = [];
    for (const [emoji] of run.matchAll(EMOJI)) {
      const word = EMOJI_WORDS[[...emoji][0]];
      if (word) {
        if (!words.includes(word) && !says(word)) words.push(word);
      } else if (!PICTURE.test(emoji)) {
        words.push(emoji); // A text symbol (©, ™, ☺): kept as it was typed.
      }
    }
    const joined = words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}` : (words[0] ?? '');
    return ` ${joined} `;
  });
  return out
    .replace(/[ \t]+/g, ' ')
    .replace(/ ([,.!?;:)])/g, '$1')
    .replace(/\( /g, '(')
    .trim();
}

/** A title or topic with emoji turned into words, capitalised when a word took the place of a leading emoji. */
export function describeEmojiTitle(text: string, fallback: string): string {
  const described = describeEmoji(text);
  if (!described) return fallback;
  const startedWithEmoji = described !== text && !/^[\p{L}\p{N}]/u.test(text.trim());
  return startedWithEmoji ? described.charAt(0).toLocaleUpperCase() + described.slice(1) : described;
}

/** What an emoji-only topic that has no word becomes ("🫠" → a book about "something new"). */
export const UNNAMED_TOPIC = 'something new';

/**
 * The request with emoji in its topic and title turned into words, before a pack is chosen or a model is asked:
 * "🦖🌋" is a book about "Dinosaurs and volcanoes" (the dinosaur pack), never a title the font prints as empty boxes.
 */
export function describeEmojiInput<T extends { topic: string; title: string }>(input: T): T {
  const topic = describeEmojiTitle(input.topic, UNNAMED_TOPIC);
  if (topic === input.topic && !HAS_EMOJI.test(input.title)) return input;
  const capitalised = `${topic.charAt(0).toLocaleUpperCase()}${topic.slice(1)}`;
  // Titles are the topic, or "<topic> for <name>": the topic part is described once, the name kept as typed.
  const title = input.title === input.topic
    ? capitalised
    : input.title.startsWith(input.topic)
      ? `${capitalised}${describeEmoji(input.title.slice(input.topic.length)).replace(/^(?=\S)/, ' ')}`
      : describeEmojiTitle(input.title, capitalised);
  return { ...input, topic, title };
}

/** Text for the speech engine: emoji as words, and no pictograph left that a voice would spell out or skip. */
export function speakable(text: string): string {
  return describeEmoji(text).replace(/\p{Extended_Pictographic}/gu, '').replace(/[ \t]+/g, ' ').trim();
}
