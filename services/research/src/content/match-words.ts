import { stem } from './normalize';

// Word lists of the matcher (match.ts). Words are written plainly here and stemmed once at load, so they meet the
// question's words in the same form.

/**
 * Words that carry no topic: function words, question frames ("what is", "how come", "tell me about"), fillers and
 * the verbs every question uses ("make", "work", "happen", "mean"). They never count as evidence for an entry and
 * never count against one. Kept out on purpose: words that change the question ("learn", "big", "made of" → "make"
 * is a frame but "of" is not evidence either way).
 */
const STOP = `a an the is are was were be been being am do does did doing done have has had having can could should would
 will shall may might must i me my myself we us our ours you your yours he him his she her hers they them their theirs it its
 itself this that these those there here what why how who whom whose when where which whether if then than so such very
 really just also too of in on at to for from by with about into onto over under up down out off and or but not no yes
 please tell explain know wonder want wanted wants like likes liked get gets got make makes making made thing things
 stuff something anything everything nothing lot lots kind sort some any all every each much many more most other another
 one happen happens happened happening work works working worked mean means meant call called say says said speak speaks
 ask asked asking help helps handle deal stop stops start starts try tries need needs needed go goes going come comes
 coming came let ok okay even still ever never always sometimes often usually again anymore constantly lately right now
 actually maybe probably well oh hmm hey um uh people person someone somebody everyone everybody anyone anybody question
 questions answer because since while until after before during though although only own same way ways kinda sorta wanna
 gonna use used using look looks looking see sees seeing show shows find finds found give gives giving take takes taking
 put puts keep keeps keeping kept able little tiny super pretty quite lol idk please thanks thank away appear appears`;

/**
 * Words about who is asking or about whom ("my 4 year old son", "as a mom", "what should I do"), and how they feel
 * about it ("fractions are hard", "my son hates reading"): they select parent mode (parent-signal.ts) or colour the
 * question but say nothing about its topic. Not "bored": boredom is a topic of its own (the boredom guide).
 */
const NEUTRAL = `child kid son daughter toddler baby infant preschooler teen teenager tween boy girl student students year
 years old older oldest younger youngest month months mom dad mother father parent parents caregiver teacher family home should advice tip tips best
 normal age ages typical teach encourage support hard difficult easy confused confusing understand struggle struggles
 struggling trouble love loves hate hates fun cool weird strange interesting good bad better
 day school preschool daycare kindergarten class classroom public store shop supermarket restaurant car park
 two three four five six seven eight nine ten eleven twelve`;

/** Phrases that are fillers as a whole ("bored all the time" is not about clocks). */
export const FILLER_PHRASES: string[][] = [
  ['all', 'the', 'time'], ['every', 'time'], ['all', 'day'], ['every', 'day'], ['every', 'night'], ['every', 'morning'],
  ['all', 'night'], ['many', 'times'], ['these', 'days'], ['at', 'all'], ['a', 'lot'], ['right', 'now'], ['how', 'come'],
  ['what', 'do', 'i', 'do'], ['what', 'should', 'i', 'do'], ['what', 'can', 'i', 'do'], ['in', 'the', 'world'],
];

/**
 * Different words for one idea, mapped to one of them on both sides ("kitten" meets "cat", "sea" meets "ocean").
 * Only where the words mean the same thing in every entry; "fall" (autumn, or falling down) stays as it is.
 */
const SAME: Record<string, string[]> = {
  cat: ['kitty', 'kitties', 'kitten', 'kittens', 'kittie'],
  ocean: ['sea', 'seas', 'oceans'],
  angry: ['mad', 'furious', 'anger'],
  hello: ['hi', 'hey', 'hiya', 'howdy'],
  tv: ['television', 'telly'],
  afraid: ['scared', 'frightened', 'fearful', 'terrified', 'fear', 'fears', 'scary', 'scares'],
  sound: ['noise', 'noises', 'sounds'],
  tired: ['sleepy', 'exhausted'],
  friend: ['buddy', 'buddies', 'pal', 'pals'],
  vegetable: ['veggie', 'veggies', 'veg'],
  phone: ['smartphone', 'cellphone', 'iphone'],
  picture: ['pictures', 'drawing'],
  big: ['huge', 'giant', 'large', 'massive'],
  blind: ['sightless'],
};

const stemAll = (text: string) => new Set(text.split(/\s+/).filter(Boolean).map(stem));

export const STOPWORDS: ReadonlySet<string> = stemAll(STOP);
export const NEUTRAL_WORDS: ReadonlySet<string> = stemAll(NEUTRAL);

const CANON = new Map<string, string>();
for (const [canonical, words] of Object.entries(SAME)) for (const w of words) CANON.set(stem(w), stem(canonical));

/** The one word that stands for a stemmed word's idea (itself when it has no synonym). */
export function canonical(stemmed: string): string {
  return CANON.get(stemmed) ?? stemmed;
}

/** True for a word that is no evidence about the topic (stopword, number, who-is-asking word). */
export function isNonTopic(stemmed: string): boolean {
  return STOPWORDS.has(stemmed) || NEUTRAL_WORDS.has(stemmed) || /^\d+$/.test(stemmed) || stemmed.length < 2;
}
