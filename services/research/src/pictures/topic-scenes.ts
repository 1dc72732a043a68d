import type { IllustrationScene, LearningModule } from '@wonderkin/shared';

// Which of our illustrations fits a lesson: words of its title and question → a scene, and each learning module's
// own scene when no word decides. The media service draws every scene named here (its tests check the shared list).

/** A word list as one pattern: whole words, each also with a plural "s"/"es"; a trailing * allows any ending. */
function words(...list: string[]): RegExp {
  const alternatives = list.map((word) => (word.endsWith('*') ? `${word.slice(0, -1)}\\w*` : `${word}(?:s|es)?`));
  return new RegExp(`\\b(?:${alternatives.join('|')})\\b`, 'g');
}

export interface TopicScene {
  scene: IllustrationScene;
  words: RegExp;
}

/** Children's topics, the more particular first (a tie goes to the earlier one): "lava" beats "mountain". */
export const KID_TOPICS: readonly TopicScene[] = [
  { scene: 'volcano:erupting', words: words('volcano', 'lava', 'magma', 'erupt*') },
  { scene: 'dinosaur:trex', words: words('t rex', 'trex', 'tyrannosaur*') },
  { scene: 'dinosaur:fossil', words: words('fossil*', 'paleontolog*', 'palaeontolog*', 'extinct*') },
  { scene: 'dinosaur', words: words('dinosaur*', 'dino', 'jurassic', 'triceratops', 'stegosaur*', 'pterodactyl*') },
  { scene: 'space:moon', words: words('moon', 'astronaut', 'lunar', 'crater') },
  { scene: 'space:mars', words: words('mars', 'martian', 'rover') },
  { scene: 'space:sun', words: words('sun', 'sunlight', 'solar') },
  { scene: 'space:planets', words: words('planet', 'jupiter', 'saturn', 'venus', 'mercury', 'neptune', 'uranus') },
  { scene: 'space:stars', words: words('star', 'constellation', 'galaxy', 'galaxies', 'telescope', 'milky way', 'universe', 'black hole') },
  { scene: 'space:rocket', words: words('rocket', 'spaceship', 'spacecraft', 'space', 'nasa', 'satellite') },
  { scene: 'space:earth', words: words('earth', 'globe', 'gravity', 'orbit', 'continent', 'world', 'country', 'countries', 'day and night') },
  { scene: 'weather:storm', words: words('thunder*', 'lightning', 'storm*', 'tornado', 'hurricane') },
  { scene: 'weather:rainbow', words: words('rainbow', 'prism', 'light') },
  { scene: 'weather:snow', words: words('snow*', 'ice', 'icy', 'frozen', 'freez*', 'winter', 'cold') },
  { scene: 'weather:seasons', words: words('season', 'autumn', 'spring', 'summer', 'in the fall', 'leaves change') },
  { scene: 'weather:rain', words: words('rain*', 'cloud', 'cloudy', 'puddle', 'water cycle', 'umbrella', 'evaporat*') },
  { scene: 'weather', words: words('weather', 'wind', 'windy', 'sky', 'skies', 'air', 'temperature') },
  { scene: 'ocean:whale', words: words('whale', 'dolphin') },
  { scene: 'ocean:octopus', words: words('octopus', 'octopuses', 'squid', 'jellyfish') },
  { scene: 'ocean:deep', words: words('deep sea', 'anglerfish', 'ocean floor') },
  { scene: 'ocean:reef', words: words('coral', 'reef', 'fish', 'shark', 'turtle') },
  { scene: 'ocean:beach', words: words('beach', 'sand', 'seashell', 'shell', 'tide') },
  { scene: 'ocean', words: words('ocean', 'sea', 'wave', 'salt water', 'underwater') },
  { scene: 'garden:bugs', words: words('bug', 'insect', 'bee', 'ant', 'butterfl*', 'caterpillar', 'ladybug', 'ladybird', 'spider', 'worm') },
  { scene: 'garden:seeds', words: words('seed', 'plant', 'grow', 'growing', 'sprout', 'root', 'photosynthesis', 'soil') },
  { scene: 'garden', words: words('garden', 'flower', 'tree', 'leaf', 'leaves', 'forest', 'nature', 'bird', 'park') },
  { scene: 'puppy:sleep', words: words('sleep*', 'dream', 'nap', 'yawn', 'tired') },
  { scene: 'puppy', words: words('dog', 'puppy', 'puppies', 'pet', 'cat', 'kitten', 'animal') },
  { scene: 'baking:mixing', words: words('bake', 'baking', 'cake', 'bread', 'cook', 'cooking', 'recipe', 'kitchen', 'dough') },
  { scene: 'baking:share', words: words('food', 'eat', 'eating', 'vegetable', 'fruit', 'snack', 'lunch', 'dinner', 'breakfast') },
  { scene: 'robot:code', words: words('code', 'coding', 'program*', 'computer', 'algorithm', 'internet', 'app', 'video game', 'bug fix') },
  { scene: 'robot', words: words('robot*', 'machine', 'artificial intelligence', 'ai') },
  { scene: 'robot:workshop', words: words('invent*', 'engineer*', 'build', 'building', 'tool', 'gear', 'wheel', 'car', 'bridge', 'magnet*', 'electric*') },
  { scene: 'castle:knight', words: words('knight', 'armour', 'armor', 'horse') },
  { scene: 'castle', words: words('castle', 'king', 'queen', 'prince', 'princess', 'medieval', 'history', 'ancient', 'pyramid', 'long ago') },
  { scene: 'blocks:chess', words: words('chess', 'checkmate', 'pawn', 'bishop', 'rook') },
  { scene: 'blocks:numbers', words: words('number', 'count*', 'add', 'adding', 'addition', 'subtract*', 'plus', 'minus', 'multipl*', 'divid*', 'division', 'fraction', 'math', 'maths', 'times table') },
  { scene: 'blocks:shapes', words: words('shape', 'circle', 'square', 'triangle', 'pattern', 'geometry') },
  { scene: 'blocks:letters', words: words('letter', 'alphabet', 'abc', 'spell*', 'word', 'phonics', 'vowel', 'rhyme', 'language') },
  { scene: 'music:piano', words: words('piano', 'keyboard', 'melody', 'melodies') },
  { scene: 'music:sound', words: words('sound', 'hear', 'hearing', 'ear', 'echo', 'loud', 'noise', 'vibrat*', 'listen*', 'audio') },
  { scene: 'music', words: words('music*', 'song', 'sing', 'singing', 'drum', 'rhythm', 'instrument', 'band', 'dance', 'dancing') },
  { scene: 'explore:library', words: words('read', 'reading', 'book', 'story', 'stories', 'library', 'libraries', 'author') },
  { scene: 'explore:notebook', words: words('write', 'writing', 'poem', 'journal', 'sentence', 'grammar', 'punctuation') },
  { scene: 'explore:drawing', words: words('art', 'artist', 'draw', 'drawing', 'paint*', 'craft', 'sculpture', 'crayon') },
  { scene: 'garden:play', words: words('exercise', 'run', 'running', 'jump*', 'sport', 'play', 'playing', 'playground', 'muscle', 'body', 'bone', 'heart', 'healthy', 'move', 'moving', 'movement', 'yoga', 'ball') },
  { scene: 'explore:expert', words: words('doctor', 'dentist', 'teeth', 'tooth', 'germ', 'sick', 'job', 'scientist') },
  { scene: 'explore:share', words: words('friend*', 'share', 'sharing', 'kind', 'kindness', 'feeling', 'emotion*', 'angry', 'sad', 'happy', 'culture', 'tradition', 'holiday', 'family', 'families', 'skin') },
  { scene: 'explore:observe', words: words('science', 'experiment', 'observe', 'microscope', 'magnifying') },
];

/** The picture of each learning module: what a lesson of that module shows when its words name nothing closer. */
export const MODULE_SCENES: Record<LearningModule, IllustrationScene> = {
  'Math Adventures': 'blocks:numbers',
  'Reading Journeys': 'explore:library',
  'Audio Exploration': 'music:sound',
  'Language Discovery': 'blocks:letters',
  'Writing Workshop': 'explore:notebook',
  'Chess Mastery': 'blocks:chess',
  'Social Skills': 'explore:share',
  'Science Explorers': 'explore:observe',
  'Art & Creativity': 'explore:drawing',
  'Nature Connection': 'garden',
  'Music Fundamentals': 'music',
  'Problem Solving': 'robot:workshop',
  'History Explorers': 'castle',
  'Cultural Awareness': 'space:earth',
  'Coding Basics': 'robot:code',
  'Physical Movement': 'garden:play',
};

/** Parent guides: one calm, everyday picture of the guide's subject; anything else gets a grown-up and a child together. */
export const PARENT_TOPICS: readonly TopicScene[] = [
  { scene: 'puppy:sleep', words: words('sleep*', 'bedtime', 'bed', 'nap', 'night', 'nightmare', 'wake', 'waking') },
  { scene: 'baking:share', words: words('eat', 'eating', 'eater', 'picky', 'food', 'meal', 'mealtime', 'vegetable', 'dinner', 'lunch') },
  { scene: 'explore:library', words: words('read', 'reading', 'book', 'story', 'stories', 'library') },
  { scene: 'explore:notebook', words: words('homework', 'school', 'study', 'studying', 'grade', 'teacher') },
  { scene: 'explore:share', words: words('sibling', 'brother', 'sister', 'share', 'sharing', 'friend*', 'bully*', 'bulli*', 'social') },
  { scene: 'garden:play', words: words('screen', 'phone', 'tablet', 'tv', 'television', 'video game', 'outdoor*', 'active', 'sport', 'bored', 'boredom') },
];

export const PARENT_SCENE: IllustrationScene = 'garden:calm';
/** An exploration lesson's own picture: a child with a magnifying glass among question marks. */
export const EXPLORATION_SCENE: IllustrationScene = 'explore';
