import { distance } from 'fastest-levenshtein';
import { normalizeText } from '../content/normalize';

// The text the danger-cue detector reads: lower case, no apostrophes ("won't" → "wont"), shorthand spelled out
// ("wont" → "will not", "u" → "you"), and children's spellings of danger words corrected ("swalowed", "brethe",
// "unconsious"), so that one pattern reads every way a worried child or parent types it.

// Both tables are Maps: they are looked up with the question's own words ("constructor", "__proto__" are words too).
const SHORTHAND = new Map<string, string>(Object.entries({
  wont: 'will not', cant: 'can not', cannot: 'can not', doesnt: 'does not', didnt: 'did not', isnt: 'is not', arent: 'are not',
  wasnt: 'was not', werent: 'were not', couldnt: 'could not', wouldnt: 'would not', shouldnt: 'should not', hasnt: 'has not', havent: 'have not',
  aint: 'is not', im: 'i am', ive: 'i have', weve: 'we have', theyve: 'they have', youve: 'you have', whos: 'who is', hes: 'he is', shes: 'she is', theyre: 'they are', youre: 'you are', whats: 'what is', thats: 'that is',
  its: 'it is', u: 'you', ur: 'your', r: 'are', pls: 'please', plz: 'please', wanna: 'want to', gonna: 'going to', gotta: 'got to', lil: 'little',
  bc: 'because', cuz: 'because', coz: 'because', n: 'and', da: 'the', teh: 'the', wat: 'what', wut: 'what', wats: 'what is', wots: 'what is', y: 'why', idk: 'i do not know',
  yr: 'year', yrs: 'years', yo: 'year old', mo: 'month', mos: 'months', mth: 'month', mths: 'months', wk: 'week', wks: 'weeks', bub: 'baby', bubba: 'baby',
  bro: 'brother', sis: 'sister', mummy: 'mummy', ppl: 'people', sum: 'some', sumthing: 'something', smth: 'something', sth: 'something', summat: 'something',
  nothin: 'nothing', somethin: 'something',
  // Jamaican and Scots forms of words the cues read ("mi likkle bwoy swallow a coin", "doesnae live wi us").
  mi: 'my', likkle: 'little', bwoy: 'boy', pickney: 'child', pikni: 'child', cyaan: 'can not', caan: 'can not', nuh: 'not', di: 'the', pon: 'on', wid: 'with', dat: 'that', dem: 'them', fi: 'to', stepfada: 'stepfather', fada: 'father', mada: 'mother', doesnae: 'does not', disnae: 'does not', cannae: 'can not', wi: 'with',
}));

/**
 * Words of the languages families mix into English (the twentieth blind split: Spanish, Hindi and Urdu written in Latin
 * letters, Tagalog, Polish, te reo Māori), mapped to the English word the cues know. Only words with one clear meaning
 * in a message about a child ("ate" is Tagalog for a big sister, and stays English).
 */
const OTHER_LANGUAGES = new Map<string, string>(Object.entries({
  // Spanish
  hijo: 'son', hija: 'daughter', hijos: 'children', nino: 'child', nina: 'child', bebe: 'baby', abuela: 'grandma', abuelo: 'grandpa', hermano: 'brother', hermana: 'sister',
  trago: 'swallowed', tragó: 'swallowed', comio: 'ate', bebio: 'drank', imanes: 'magnets', iman: 'magnet', pastillas: 'pills', pila: 'battery', pilas: 'batteries',
  lejia: 'bleach', cloro: 'bleach', veneno: 'poison', fiebre: 'fever', sangre: 'blood', respira: 'breathe', cayo: 'fell', quemo: 'burned', urgencias: 'the emergency room', ayuda: 'help',
  // Hindi and Urdu in Latin letters
  bhai: 'brother', behen: 'sister', baccha: 'child', bacha: 'child', bachcha: 'child', bacche: 'children', beta: 'son', beti: 'daughter', abbu: 'dad', ammi: 'mum',
  nadi: 'river', gir: 'fell', bukhar: 'fever', mahine: 'months', mahina: 'month', khansi: 'cough', dawai: 'medicine', dawa: 'medicine', goli: 'pill', goliyan: 'pills',
  nigal: 'swallowed', nigla: 'swallowed', khoon: 'blood', maarte: 'hits', maarta: 'hits', marta: 'hits', guzar: 'died', raat: 'night', din: 'days',
  // Tagalog
  nilunok: 'swallowed', lunok: 'swallow', bunso: 'baby', anak: 'child', nanay: 'mum', tatay: 'dad', lola: 'grandma', lolo: 'grandpa', kuya: 'big brother',
  umiiyak: 'crying', lagnat: 'fever', dugo: 'blood', nahulog: 'fell', nalunod: 'drowned', naghiwalay: 'separated', gamot: 'medicine',
  // Polish (ł read as l)
  dziecko: 'child', syn: 'son', corka: 'daughter', wypilo: 'drank', wypil: 'drank', wypila: 'drank', polknal: 'swallowed', polknela: 'swallowed', polknelo: 'swallowed',
  tatus: 'daddy', tata: 'dad', mamusia: 'mummy', wyprowadzil: 'moved out', dlaczego: 'why', goraczka: 'fever', krew: 'blood', spadl: 'fell', spadla: 'fell', tabletki: 'tablets', leki: 'medicine',
  // te reo Māori
  tamariki: 'children', awa: 'river', moana: 'sea', pepi: 'baby', whanau: 'family',
}));
/** Phrases of those languages that say one thing together. */
const OTHER_PHRASES: [RegExp, string][] = [
  [/ plyn do naczyn /g, ' washing up liquid '], [/ se (?:trago|tragó) /g, ' swallowed '], [/ ghar nahi (?:jaana|jana|jaunga|jaungi|jaana hai) /g, ' do not want to go home '],
  [/ (?:baby|babies|bacche|bachche|bacha|baccha) kahan se (?:aata|aate|aati|aaya|aayi) (?:hai|hain|he)? ?/g, ' where do babies come from '], [/ guzar gaye /g, ' died '], [/ gir gaya /g, ' fell '], [/ gir gayi /g, ' fell '], [/ this arvo /g, ' this afternoon '],
];

/** Spellings seen from children and panicked parents, mapped to the word the cues know. */
const TYPOS = new Map<string, string>(Object.entries({
  rist: 'wrist', wrsit: 'wrist', crashd: 'crashed', crasht: 'crashed', crahsed: 'crashed', chrashed: 'crashed',
  swolled: 'swallowed', swalled: 'swallowed', swolowed: 'swallowed', swollowed: 'swallowed', swalowed: 'swallowed', swallod: 'swallowed', swollod: 'swallowed',
  swallowd: 'swallowed', swalowd: 'swallowed', swollowd: 'swallowed', sallowed: 'swallowed', swolow: 'swallow', swalow: 'swallow', swollow: 'swallow',
  brethe: 'breathe', breth: 'breathe', breeth: 'breathe', breethe: 'breathe', brething: 'breathing', breething: 'breathing', brathing: 'breathing', bretheing: 'breathing',
  wak: 'wake', waik: 'wake', wayk: 'wake', wakeup: 'wake up', wakup: 'wake up', unconsious: 'unconscious', unconcious: 'unconscious', unconsius: 'unconscious',
  siezure: 'seizure', seazure: 'seizure', seisure: 'seizure', sezure: 'seizure', siezing: 'seizing', bleding: 'bleeding', bleedin: 'bleeding', blled: 'bled',
  poisen: 'poison', poisin: 'poison', posion: 'poison', pioson: 'poison', poysen: 'poison', medecine: 'medicine', medicin: 'medicine', medisin: 'medicine',
  medsin: 'medicine', tablits: 'tablets', pils: 'pills', batery: 'battery', battary: 'battery', battry: 'battery', baterry: 'battery', batteri: 'battery',
  batterys: 'batteries', magnit: 'magnet', rightnow: 'right now', peple: 'people', pepole: 'people', privat: 'private', privit: 'private', cusin: 'cousin', musnt: 'must not', mustnt: 'must not', downstares: 'downstairs', exzema: 'eczema', ekzema: 'eczema', eczma: 'eczema', wile: 'while', showd: 'showed', privet: 'private', chaning: 'changing', roled: 'rolled', rolld: 'rolled', suposed: 'supposed', bruses: 'bruises', bruzes: 'bruises', brusies: 'bruises', eachothers: 'each other', throte: 'throat', throt: 'throat', docter: 'doctor', doctr: 'doctor', tsunamee: 'tsunami', tsunammi: 'tsunami', sunami: 'tsunami', tusnami: 'tsunami', pooberty: 'puberty', pubity: 'puberty', puberity: 'puberty', pubirty: 'puberty', pooburty: 'puberty', purpus: 'purpose', purpous: 'purpose', perpose: 'purpose', eachother: 'each other', bom: 'bomb', boms: 'bombs', bomed: 'bombed', magnits: 'magnets', magent: 'magnet', chocking: 'choking', chocked: 'choked', choakin: 'choking', choaking: 'choking',
  drownding: 'drowning', drownded: 'drowned', drownd: 'drowned', electricuted: 'electrocuted', electercuted: 'electrocuted', burnd: 'burned', burnded: 'burned',
  sucide: 'suicide', suiside: 'suicide', sucidal: 'suicidal', suicdal: 'suicidal', kil: 'kill', myslef: 'myself', mysef: 'myself', hurtin: 'hurting', floor: 'floor',
  flor: 'floor', flore: 'floor', mommie: 'mommy', mumy: 'mummy', mumm: 'mum', momy: 'mommy', dady: 'daddy', bruther: 'brother', bruvver: 'brother', brotha: 'brother',
  sista: 'sister', sisster: 'sister', grama: 'grandma', gramma: 'grandma', granma: 'grandma', grampa: 'grandpa', granpa: 'grandpa', grandpaw: 'grandpa',
  sleping: 'sleeping', sleepin: 'sleeping', movin: 'moving', breathin: 'breathing', bleech: 'bleach', tylenal: 'tylenol', tilenol: 'tylenol',
  ibuprofin: 'ibuprofen', ibroprofen: 'ibuprofen', paracetemol: 'paracetamol', paracetomol: 'paracetamol', vitamens: 'vitamins', vitimins: 'vitamins',
  detergant: 'detergent', chemicles: 'chemicals', fiver: 'fever', feever: 'fever', temprature: 'temperature', temperture: 'temperature',
  nostral: 'nostril', eer: 'ear', noze: 'nose', nos: 'nose', stuk: 'stuck', stcuk: 'stuck', eated: 'ate', drinked: 'drank', drunked: 'drank',
  colapsed: 'collapsed', wen: 'when', dose: 'does', becos: 'because', swolloed: 'swallowed', swalloed: 'swallowed', swollwed: 'swallowed', seprated: 'separated', liqiud: 'liquid', liqud: 'liquid', liquad: 'liquid', collasped: 'collapsed', colapse: 'collapse', fanted: 'fainted', respondin: 'responding',
  borned: 'born', hedache: 'headache', hedaches: 'headaches', headake: 'headache', shok: 'shock', shoked: 'shocked', tumy: 'tummy', pregant: 'pregnant', pregnent: 'pregnant', hed: 'head', folowing: 'following', follwing: 'following', goin: 'going', scool: 'school', insted: 'instead', '2nite': 'tonight', tonite: 'tonight', meddisin: 'medicine', medisine: 'medicine', medcine: 'medicine', cubbord: 'cupboard', comin: 'coming', dor: 'door', frend: 'friend', secnods: 'seconds', tryna: 'trying to', rn: 'right now', ded: 'dead', terrist: 'terrorist', terorist: 'terrorist', terrorists: 'terrorists', peeple: 'people', togevver: 'together', togever: 'together', twinz: 'twins', difrent: 'different', diffrent: 'different', seperating: 'separating', seperated: 'separated', seperate: 'separate', crys: 'cries', befor: 'before', thru: 'through', ther: 'there', thier: 'their', berrys: 'berries', berrie: 'berries', mushrom: 'mushroom', mushrooom: 'mushroom', mushies: 'mushrooms', throne: 'thrown', sleepey: 'sleepy', sleapy: 'sleepy', secrit: 'secret', secrat: 'secret', tuched: 'touched', powdr: 'powder', pouder: 'powder', mashine: 'machine', masheen: 'machine', swolowd: 'swallowed', magents: 'magnets', acident: 'accident', accidant: 'accident', sicloan: 'cyclone', siclone: 'cyclone', sycloan: 'cyclone', syclone: 'cyclone', wud: 'would', wuld: 'would', toching: 'touching', tuching: 'touching', touchin: 'touching', keps: 'keeps', tutched: 'touched', touchd: 'touched', askd: 'asked', respondng: 'responding', kettel: 'kettle', boilling: 'boiling', boling: 'boiling', poring: 'pouring', squeeky: 'squeaky', breaths: 'breathes', misssing: 'missing', upstares: 'upstairs', cuzin: 'cousin', dont: 'do not', hart: 'heart', degres: 'degrees', chirch: 'church', pasted: 'passed', answring: 'answering', anwsering: 'answering', swetty: 'sweaty', sweatty: 'sweaty', soket: 'socket', sokit: 'socket', sigarette: 'cigarette', cigarete: 'cigarette', sigarete: 'cigarette', todler: 'toddler', toddlar: 'toddler', blokked: 'blocked', blod: 'blood', bloody: 'bloody', nite: 'night', boyfreind: 'boyfriend', bf: 'boyfriend', gf: 'girlfriend', herts: 'hurts', hert: 'hurt', nee: 'knee', swolen: 'swollen', swolle: 'swollen', daugther: 'daughter', dauther: 'daughter', breckfast: 'breakfast', evry: 'every', teh: 'the', adn: 'and', sistr: 'sister', skool: 'school', teecher: 'teacher', nowing: 'knowing', bak: 'back', olds: 'old', babys: 'babies', babyies: 'babies', countrys: 'countries', divorse: 'divorce', devorce: 'divorce', funral: 'funeral', dyed: 'died', chewd: 'chewed', choo: 'chew', bloo: 'blue', blu: 'blue', realy: 'really', relly: 'really', rlly: 'really', evrywhere: 'everywhere', everywere: 'everywhere', sed: 'said', puppys: 'puppies', pupies: 'puppies', wierd: 'weird', werid: 'weird', funy: 'funny', stoped: 'stopped', stopt: 'stopped', brethin: 'breathing', frunt: 'front', fron: 'front', fingr: 'finger', fingur: 'finger', matchs: 'matches', lighta: 'lighter', petral: 'petrol', canddle: 'candle', candel: 'candle', bloood: 'blood', blud: 'blood', alergic: 'allergic', allergick: 'allergic', anaphalactic: 'anaphylactic', anafalactic: 'anaphylactic', breeths: 'breathes', scard: 'scared', skared: 'scared', angree: 'angry', angrey: 'angry', erthquake: 'earthquake', earthqauke: 'earthquake', nock: 'knock', ansser: 'answer', anser: 'answer', awnser: 'answer', answr: 'answer', ansering: 'answering', dosnt: 'does not', dosent: 'does not', doesent: 'does not', enymore: 'anymore', anymore: 'anymore', spliting: 'splitting', thort: 'thought', thougt: 'thought', breths: 'breathes', brethes: 'breathes', wissle: 'whistle', wissel: 'whistle', wistle: 'whistle', whisle: 'whistle', hevan: 'heaven', heven: 'heaven', heavan: 'heaven', hevin: 'heaven', heavon: 'heaven', boobys: 'boobies', bodys: 'bodies', reel: 'real',
}));

/** Words worth correcting when misspelled by one or two letters (only these: other words are left alone). */
const DANGER_VOCAB = [
  'swallowed', 'swallowing', 'breathing', 'breathe', 'unconscious', 'unresponsive', 'seizure', 'seizing', 'convulsing', 'bleeding', 'poisoned', 'poisonous',
  'medicine', 'medication', 'tablets', 'battery', 'batteries', 'magnets', 'choking', 'drowning', 'drowned', 'electrocuted', 'collapsed', 'suicide', 'suicidal',
  'myself', 'herself', 'himself', 'overdose', 'overdosed', 'tylenol', 'ibuprofen', 'paracetamol', 'acetaminophen', 'vitamins', 'detergent', 'chemicals',
  'anaphylactic', 'allergic', 'nostril', 'temperature', 'floppy', 'scalded', 'mushrooms', 'antifreeze', 'sanitizer', 'sanitiser', 'screwdriver', 'grandma',
  'grandpa', 'brother', 'sister', 'mummy', 'mommy', 'daddy', 'toddler', 'daughter', 'newborn', 'earring', 'marble', 'marbles',
];
const BY_FIRST = new Map<string, string[]>();
for (const word of DANGER_VOCAB) BY_FIRST.set(word[0], [...(BY_FIRST.get(word[0]) ?? []), word]);

/** Real words a loose correction must never touch ("breeding" is not "bleeding", "mother" is not "brother"). */
const REAL_WORDS = new Set([
  'batter', 'battered', 'battering', 'breeding', 'bleating', 'blending', 'breathed', 'breaths', 'breather', 'brothers', 'sisters', 'mother', 'mothers', 'bather', 'feather', 'leather', 'weather',
  'marbled', 'barbie', 'boiling', 'seizes', 'seized', 'season', 'mushroom', 'tablet', 'magnetic', 'choked', 'chokes', 'cooking', 'drowsy', 'dreaming',
  'daddys', 'mommys', 'mummys', 'sisters', 'brothers', 'tablets', 'toddlers', 'daughters', 'allergy', 'allergies', 'collapses', 'myself', 'himself', 'herself',
  'medicines', 'batteries', 'earrings', 'sister', 'brother', 'mummy', 'mommy', 'daddy', 'grandma', 'grandpa', 'blessing', 'pleasing', 'breaking', 'breeze',
  'bathing', 'teething', 'seething', 'soothing', 'writing', 'scolded', 'scalped', 'floppy', 'sloppy', 'glossy', 'choosing', 'chewing', 'chasing', 'confusing', 'confused', 'convinced',
]);

function correct(word: string): string {
  const known = TYPOS.get(word);
  if (known) return known;
  if (word.length < 6 || REAL_WORDS.has(word)) return word;
  const limit = word.length >= 11 ? 2 : 1;
  for (const candidate of BY_FIRST.get(word[0]) ?? []) {
    if (candidate[1] !== word[1] && word.length < 11) continue;
    if (Math.abs(candidate.length - word.length) <= limit && distance(candidate, word) <= limit) return candidate;
  }
  return word;
}

/** The detector's canonical text: one space between words, a space at each end so patterns can use ` word `. */
export function cueText(question: string): string {
  // "ł" has no accent to strip: without this "wypiło" would read "wypi o".
  const words = normalizeText(question.replace(/ł/g, 'l').replace(/Ł/g, 'L')).replace(/'/g, '').split(' ').filter(Boolean);
  const out: string[] = [];
  for (const word of words) out.push(...(SHORTHAND.get(word) ?? OTHER_LANGUAGES.get(word) ?? correct(word)).split(' '));
  let text = ` ${out.join(' ')} `;
  for (const [phrase, english] of OTHER_PHRASES) text = text.replace(phrase, english);
  return text;
}
