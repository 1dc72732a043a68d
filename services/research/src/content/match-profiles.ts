// Words each lesson really covers beyond its question, title, triggers, glossary and headings (which the matcher
// reads from the entry itself): the everyday words people use for the same topic. A word here lets a question that
// uses it count as fully about the entry; it never picks the entry on its own (match.ts). Add only words the
// lesson's text answers for: "sunset" for the sky lesson (it explains red sunsets), not "cloud" (it does not).

/**
 * What kind of fact a question asks for, beyond "what is / why / how": a count ("how many"), a person ("who"), a time
 * ("when"), a place ("where is"), a material ("made of") or a measure ("how big"). A lesson answers such a question
 * only when it gives that fact: the dinosaur lesson says when they died out, the black-hole lesson names no discoverer.
 * An entry supports the asks of its own question and triggers ("How many languages…")
 * and the ones listed here.
 */
export type Ask = 'count' | 'who' | 'when' | 'where' | 'material' | 'measure' | 'rank';

export const ASK_PATTERNS: [Ask, RegExp][] = [
  ['count', /\bhow (many|much)\b/],
  ['who', /^who\b|\bwho (invented|discovered|made|built|was|is|were|wrote|painted|created|started|lives|lived|named)\b/],
  ['when', /^when\b|\bwhen (was|did|were|will)\b|\bwhat year\b|\bhow long ago\b/],
  ['where', /^where (is|are|was|were)\b|\bwhere (do|does|did) \w+( \w+)? live\b/],
  ['material', /\bmade (of|out of|from)\b/],
  ['measure', /\bhow (big|tall|far|fast|hot|cold|heavy|deep|long|old|loud|small|high|strong|wide|bright|heavy|large)\b/],
  // "the first letter of the alphabet" asks for one item of a list, not how writing began.
  ['rank', /\bthe (first|last|second|third|next) \w+ (of|in) the\b/],
];

export const ANSWERS: Record<string, Ask[]> = {
  'invention-of-writing': ['when'],
  'books-made': ['when'],
  gravity: ['who'],
  'why-sleep': ['count'],
  'heart-beat': ['count'],
  castles: ['who', 'when'],
  dinosaurs: ['when'],
  volcanoes: ['material'],
  pyramids: ['when'],
  'parent-screen-time': ['count', 'when'],
  'parent-bedtime': ['count'],
};

export const TOPIC_WORDS: Record<string, string> = {
  fractions: 'fraction half halves quarter third equal part parts share pizza cake piece pieces slice smaller bigger',
  multiplication: 'multiply multiplying multiplication times table tables group groups array product factor number numbers math maths learn',
  'story-parts': 'story stories plot character characters setting beginning middle end problem theme element elements part parts good',
  'books-made': 'book books make print printed printing press gutenberg paper bind binding author illustrator editor first invent',
  'hearing-sounds': 'hear hearing ear ears sound sounds travel eardrum noise vibration vibrate wave waves loud quiet listen',
  echo: 'echo echoes echolocation sonar bounce bounces bat bats dark cave seashell shell ocean hear sound voice',
  'world-languages': 'language languages world different learn new speak bilingual translate dialect country countries same',
  'sign-language': 'sign language deaf braille blind fingerspelling hand hands talk read asl',
  'write-story': 'write writing story stories book idea ideas author writer creative draft start begin become own',
  'invention-of-writing': 'writing write invent invented first alphabet letter letters hieroglyph hieroglyphs cuneiform clay tablet long ago start history ancient',
  'chess-knight': 'knight horse move moves jump l shape chess piece',
  'chess-checkmate': 'chess win checkmate king check stalemate rule rules play beginner beginners tip tips piece pieces',
  'make-friends': 'friend friends friendship new school lonely feel play join good recess nobody alone',
  'feel-angry': 'angry calm down feel feeling upset temper breathe',
  'sky-blue': 'sky blue color sunset sunsets red orange light sunlight air',
  volcanoes: 'volcano volcanoes lava magma erupt eruption explode mountain crater hot rock',
  'black-holes': 'black hole holes space star gravity light inside fall event horizon',
  'why-sleep': 'sleep dream dreams tired rest bed night body brain nap hour hours',
  rainbows: 'rainbow rainbows color colors light rain raindrop curved double prism form',
  gravity: 'gravity fall falls falling down drop ground float pull apple tree newton discover discovered earth stay',
  'moon-phases': 'moon shape phase phases crescent full half new glow shine light night different change look',
  'thunder-lightning': 'thunder lightning storm thunderstorm loud boom sound flash electricity see hear cause',
  'color-mixing': 'color colors mix mixing paint primary secondary wheel red blue yellow green purple orange brown',
  'van-gogh': 'van gogh vincent painter paint painted painting paintings starry night sunflower sunflowers famous artist',
  'cats-purr': 'cat cats purr purring sound rumble rumbling happy pet meaning',
  'plants-food': 'plant plants food eat sunlight light leaf leaves green grass tree trees grow need water photosynthesis energy sun',
  'ocean-salty': 'ocean salt salty water drink river rivers rock rocks',
  'bees-honey': 'bee bees honey nectar hive beehive flower flowers pollen pollinate inside visit',
  'leaves-change-color': 'leaf leaves change color colors fall autumn tree trees red yellow orange brown lose turn different',
  'caterpillar-butterfly': 'caterpillar butterfly butterflies chrysalis cocoon metamorphosis turn become life cycle egg inside grow',
  'music-feelings': 'music song songs feel feelings happy sad cry chill chills mood brain emotion emotions change mood goosebump goosebumps',
  'music-instruments': 'instrument instruments musical guitar drum drums piano violin flute trumpet sound music note notes high low different',
  puzzles: 'puzzle puzzles jigsaw riddle riddles solve solving rubik cube brain teaser teasers hard stuck problem better trick tricks',
  patterns: 'pattern patterns repeat repeating next sequence fibonacci symmetry nature find number numbers',
  pyramids: 'pyramid pyramids build built egypt egyptian egyptians pharaoh mummy sphinx tomb inside',
  dinosaurs: 'dinosaur dinosaurs extinct asteroid rex bird birds happen disappear wipe kill killed die died',
  castles: 'castle castles build built moat moats drawbridge knight knights wall walls life live lived medieval',
  'greetings-world': 'hello greet greeting greetings bow japan namaste handshake shake hand hands country countries different culture',
  'holidays-world': 'holiday holidays celebrate festival diwali hanukkah eid ramadan christmas lunar chinese new year day dead different',
  'what-is-coding': 'code coding computer computers program programming programmer programmers software app apps learn instruction language',
  algorithm: 'algorithm algorithms step steps instruction instructions sort sorting search engine binary computer computers fast',
  exercise: 'exercise active activity muscle muscles strong stronger sport sports play healthy fit good body move',
  'heart-beat': 'heart beat heartbeat fast faster pulse pump blood run running breath breathe hard pound pounding race racing play',

  'parent-big-emotions': 'emotion emotions tantrum meltdown angry upset scream temper calm cry frustrated feeling feelings hit big throw leave transition',
  'parent-screen-time': 'screen time limit limits tablet ipad video game games play phone youtube tv watch device social media addicted addiction too hour hours',
  'parent-bedtime': 'bedtime bed sleep asleep night wake waking nap nightmare nightmares routine stay room battle fight hour hours',
  'parent-reading': 'read reading reader book books library literacy phonics aloud interest interested learn more',
  'parent-sibling-rivalry': 'sibling siblings rivalry brother sister fight fighting argue hit hitting jealous new baby twin',
  'parent-picky-eating': 'picky fussy eat eater eating food foods vegetable meal dinner lunch snack refuse try new',
  'parent-lying': 'lie lies lying liar honest honesty truth sneak',
  'parent-homework': 'homework school work study focus motivate procrastinate assignment grade refuse',
  'parent-anxiety': 'anxiety anxious worry worries fear afraid nervous panic separation clingy shy phobia dark dog monster thunder storm thunderstorm stranger doctor',
  'parent-sharing': 'share sharing turn turns grab selfish mine snatch playdate toy toys friend friends',
  'parent-listening': 'listen listening yell yelling shout ignore obey cooperate discipline behave rude respect back talk defiant without',
};
