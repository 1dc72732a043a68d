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

const IRREGULAR: Record<string, string> = {
  children: 'child', mice: 'mouse', teeth: 'tooth', feet: 'foot', geese: 'goose', men: 'man', women: 'woman',
  kiddos: 'kid', kiddo: 'kid', dinos: 'dinosaur', dino: 'dinosaur', colours: 'color', colour: 'color', mum: 'mom', mommy: 'mom',
  daddy: 'dad', "don't": 'do not', "can't": 'can not', "won't": 'will not',
};

/** Light stemming for matching: plurals and possessives only ("volcanoes" → "volcano", "cat's" → "cat"). */
export function stem(word: string): string {
  if (IRREGULAR[word]) return IRREGULAR[word];
  let w = word.replace(/'s$/, '').replace(/'$/, '');
  if (IRREGULAR[w]) return IRREGULAR[w];
  if (w.length <= 3 || KEEP_S.has(w) || w.endsWith('ous') || w.endsWith('ss') || w.endsWith('us') || w.endsWith('is')) return w;
  if (w.endsWith('ies') && w.length > 4) return `${w.slice(0, -3)}y`;
  if (w.endsWith('oes')) return w.slice(0, -2);
  if (/(ches|shes|xes|sses|zes)$/.test(w)) return w.slice(0, -2);
  if (w.endsWith('ves') && ['leaves', 'wolves', 'halves', 'shelves', 'knives', 'wives', 'loaves', 'calves', 'elves'].includes(w)) {
    return w === 'knives' ? 'knife' : w === 'wives' ? 'wife' : `${w.slice(0, -3)}f`;
  }
  if (w.endsWith('s') && !w.endsWith('ss')) w = w.slice(0, -1);
  return w;
}

/** Normalised, stemmed words of a text. */
export function tokens(text: string): string[] {
  const norm = normalizeText(text);
  return norm ? norm.split(' ').map(stem).join(' ').split(' ') : [];
}
