// Text normalisation shared by the matcher and the safety screen: lower case, plain letters, light stemming.

/** Lower case, accents removed, curly quotes straightened, anything but letters/digits/apostrophes → space. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/[^a-z0-9']+/g, ' ')
    .replace(/'+/g, "'")
    .replace(/(^| )'+|'+( |$)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const KEEP_S = new Set(['is', 'was', 'has', 'does', 'this', 'his', 'us', 'yes', 'gas', 'bus', 'plus', 'its', 'chess', 'glass', 'grass', 'class', 'dress', 'kiss', 'less', 'mess', 'boss', 'moss', 'always', 'series', 'species', 'news', 'lens', 'octopus', 'cactus', 'virus', 'bonus', 'focus', 'circus', 'atlas', 'canvas', 'christmas', 'texas', 'paris', 'jesus', 'physics', 'mathematics', 'maths', 'genius', 'tennis', 'iris', 'crisis', 'basis', 'analysis', 'emphasis', 'hippopotamus', 'platypus', 'walrus', 'asparagus', 'famous', 'dangerous', 'nervous', 'curious', 'delicious', 'jealous', 'anxious', 'various', 'enormous', 'gorgeous', 'previous', 'serious', 'obvious', 'generous', 'poisonous', 'venomous', 'precious']);

// The word tables below are Maps: they are looked up with the user's own words, and a plain object would answer
// "constructor" or "__proto__" with Object.prototype's members (a question with "constructor" failed every lesson).

const IRREGULAR = new Map<string, string>(Object.entries({
  children: 'child', mice: 'mouse', teeth: 'tooth', feet: 'foot', geese: 'goose', men: 'man', women: 'woman', people: 'person',
  kiddos: 'kid', kiddo: 'kid', dinos: 'dinosaur', dino: 'dinosaur', colours: 'color', colour: 'color', mum: 'mom', mommy: 'mom',
  daddy: 'dad',
  // Irregular verbs, so "who made…" meets "make" (and never "mad"), "wrote" meets "write".
  made: 'make', wrote: 'write', written: 'write', ate: 'eat', eaten: 'eat', flew: 'fly', built: 'build', fought: 'fight',
  caught: 'catch', taught: 'teach', bought: 'buy', thought: 'think', told: 'tell', said: 'say', saw: 'see', seen: 'see',
  went: 'go', gone: 'go', ran: 'run', began: 'begin', begun: 'begin', grew: 'grow', grown: 'grow', fell: 'fall',
  fallen: 'fall', slept: 'sleep', knew: 'know', known: 'know', drew: 'draw', drawn: 'draw', sang: 'sing', sung: 'sing',
  bitten: 'bite', broke: 'break', broken: 'break', chose: 'choose', froze: 'freeze', frozen: 'freeze', felt: 'feel',
  kept: 'keep', lost: 'lose', meant: 'mean', met: 'meet', paid: 'pay', sent: 'send', spent: 'spend', stood: 'stand',
  understood: 'understand', woke: 'wake', woken: 'wake', won: 'win', wore: 'wear', worn: 'wear', blew: 'blow',
  threw: 'throw', thrown: 'throw', shook: 'shake', swam: 'swim', hid: 'hide', hidden: 'hide',
}));

/**
 * Spellings children (and tired parents) type for common words, rewritten before matching: "why iz da sky blu"
 * reads as "why is the sky blu". Only function words and well-known shorthands: content words are left to the
 * matcher's fuzzy look-up, which knows the pack's vocabulary.
 */
const SHORTHAND = new Map<string, string>(Object.entries({
  da: 'the', teh: 'the', wat: 'what', wut: 'what', whut: 'what', wht: 'what', y: 'why', wy: 'why', whyy: 'why', iz: 'is',
  r: 'are', u: 'you', ur: 'your', hw: 'how', dose: 'does', dos: 'does', doez: 'does', wen: 'when', wher: 'where',
  whats: 'what is', wats: 'what is', hows: 'how is', whys: 'why is', wheres: 'where is', whos: 'who is', thats: 'that is',
  dont: 'do not', doesnt: 'does not', didnt: 'did not', cant: 'can not', wont: 'will not', isnt: 'is not', arent: 'are not',
  wasnt: 'was not', werent: 'were not', havent: 'have not', hasnt: 'has not', couldnt: 'could not', shouldnt: 'should not',
  wouldnt: 'would not', im: 'i am', ive: 'i have', youre: 'you are', theyre: 'they are', hes: 'he is', shes: 'she is',
  "don't": 'do not', "doesn't": 'does not', "didn't": 'did not', "can't": 'can not', "won't": 'will not', "isn't": 'is not',
  "aren't": 'are not', "wasn't": 'was not', "i'm": 'i am', "i've": 'i have', "you're": 'you are', "they're": 'they are',
  "he's": 'he is', "she's": 'she is', "what's": 'what is', "how's": 'how is', "where's": 'where is', "who's": 'who is',
  "that's": 'that is', "it's": 'it is', "let's": 'let us',
  cuz: 'because', coz: 'because', becuz: 'because', bc: 'because', pls: 'please', plz: 'please', wanna: 'want to',
  gonna: 'going to', gotta: 'got to', kinda: 'kind of', sorta: 'sort of', luv: 'love', ppl: 'people', thru: 'through',
  nite: 'night', tonite: 'tonight',
}));

/** Words after normalisation with shorthand spelled out ("whats da moon" → what is the moon). */
export function questionWords(text: string): string[] {
  const norm = normalizeText(text);
  if (!norm) return [];
  return norm.split(' ').flatMap((w) => (SHORTHAND.get(w) ?? w).split(' '));
}

const VOWEL = /[aeiouy]/;
// "running" → run, "hopping" → hop; not r ("purring" → purr) nor l, s, z ("falling" → fall).
const DOUBLE_END = /([bdfgkmnpt])\1$/;

/**
 * Light English stemming for matching, the same on both sides (the pack's words and the question's), so it only has
 * to be consistent, not pretty: plurals and possessives ("volcanoes" → "volcano", "cat's" → "cat"), then -ing and -ed
 * ("erupting", "erupted" → "erupt"; "running" → "run"; "worried" → "worry") and a silent final e ("make", "making"
 * → "mak"). Short words keep their ending ("bee", "sing", "red").
 */
export function stem(word: string): string {
  const w = word.replace(/'s$/, '').replace(/'$/, '');
  return regular(IRREGULAR.get(w) ?? w);
}

function regular(word: string): string {
  let w = plural(word);
  if (w.length > 5 && w.endsWith('ing') && VOWEL.test(w.slice(0, -3))) w = undouble(w.slice(0, -3));
  else if (w.length > 4 && w.endsWith('ied')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 4 && w.endsWith('ed') && !w.endsWith('eed') && VOWEL.test(w.slice(0, -2))) w = undouble(w.slice(0, -2));
  if (w.length >= 4 && /[^aeiouy]e$/.test(w)) w = w.slice(0, -1);
  return w;
}

function undouble(w: string): string {
  return DOUBLE_END.test(w) ? w.slice(0, -1) : w;
}

/** Plural to singular ("butterflies" → "butterfly", "boxes" → "box"), leaving words that only look plural. */
function plural(word: string): string {
  const w = word;
  if (w.length <= 3 || KEEP_S.has(w) || w.endsWith('ous') || w.endsWith('ss') || w.endsWith('us') || w.endsWith('is')) return w;
  if (w.endsWith('ies') && w.length > 4) return `${w.slice(0, -3)}y`;
  if (w.endsWith('oes')) return w.slice(0, -2);
  if (/(ches|shes|xes|sses|zes)$/.test(w)) return w.slice(0, -2);
  if (w.endsWith('ves') && ['leaves', 'wolves', 'halves', 'shelves', 'knives', 'wives', 'loaves', 'calves', 'elves'].includes(w)) {
    return w === 'knives' ? 'knife' : w === 'wives' ? 'wife' : `${w.slice(0, -3)}f`;
  }
  if (w.endsWith('s') && !w.endsWith('ss')) return w.slice(0, -1);
  return w;
}

/** Normalised, stemmed words of a text. */
export function tokens(text: string): string[] {
  return questionWords(text).map(stem);
}
