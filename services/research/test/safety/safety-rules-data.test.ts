import { AGE_RANGES } from '@wonderkin/shared';
import { READING_TARGETS, readingLevelProblem, readingStats, sentencesOf } from '@wonderkin/shared/content';
import rules from '../../src/safety/safety-rules.json';

// The product's safety rules as data (CONTENT.md "Safety comes before matching"): each rule is stated first, with the
// health body that states it, for a parent and for a child of every band, and "reach" says which questions touch it.
// This file checks the data itself: every rule present once, every field filled, each band's text at its reading
// level, a real source page, and that families' own phrasings reach the rule while look-alike questions do not.

interface ReachAlternative { all: string[][]; unless?: string[] }
interface RuleData {
  id: string;
  title: string;
  parent: string;
  kid: Record<string, string>;
  source: { title: string; publisher: string; url: string; authority: string; asOf: string };
  reach: ReachAlternative[];
}

const RULES = rules as RuleData[];

const IDS = ['honey', 'front-seat', 'car-seat', 'safe-sleep', 'water-supervision', 'helmet', 'sun', 'knives-stoves', 'fireworks',
  'trampoline', 'windows', 'medicine-storage', 'choking-foods'];

const ruleOf = (id: string): RuleData => {
  const rule = RULES.find((r) => r.id === id);
  if (!rule) throw new Error(`no rule ${id}`);
  return rule;
};

// ---- The reach matcher, as the data's shape defines it -------------------------------------------------------------
// Lower-cased text without punctuation (apostrophes dropped, so "toddler's" reads "toddlers"); a term is a whole word
// or phrase, and a term ending in * matches any word starting with it.
const tokensOf = (text: string): string[] =>
  text.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/['’‘`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ').trim().split(' ').filter(Boolean);

function hasTerm(tokens: string[], term: string): boolean {
  const words = term.split(' ');
  const last = words.length - 1;
  const prefix = words[last].endsWith('*');
  const lastWord = prefix ? words[last].slice(0, -1) : words[last];
  for (let i = 0; i + last < tokens.length; i++) {
    let ok = true;
    for (let j = 0; j < last && ok; j++) ok = tokens[i + j] === words[j];
    if (!ok) continue;
    const t = tokens[i + last];
    if (prefix ? t.startsWith(lastWord) : t === lastWord) return true;
  }
  return false;
}

function reaches(rule: RuleData, question: string): boolean {
  const tokens = tokensOf(question);
  return rule.reach.some((alt) =>
    alt.all.every((group) => group.some((term) => hasTerm(tokens, term)))
    && !(alt.unless ?? []).some((term) => hasTerm(tokens, term)));
}

const rulesReached = (question: string): string[] => RULES.filter((r) => reaches(r, question)).map((r) => r.id);

// ---- The data -------------------------------------------------------------------------------------------------------

describe('safety-rules.json: the rules', () => {
  it('has the 13 rules, each id exactly once', () => {
    const ids = RULES.map((r) => r.id);
    expect([...ids].sort()).toEqual([...IDS].sort());
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(IDS)('%s: every field is filled, in the shape the product reads', (id) => {
    const rule = ruleOf(id);
    expect(Object.keys(rule).sort()).toEqual(['id', 'kid', 'parent', 'reach', 'source', 'title']);
    expect(rule.title.trim().length).toBeGreaterThan(0);
    expect(rule.title.length).toBeLessThanOrEqual(60);
    expect(rule.parent.trim().length).toBeGreaterThan(0);
    expect(Object.keys(rule.kid).sort()).toEqual([...AGE_RANGES].sort());
    for (const band of AGE_RANGES) expect(rule.kid[band].trim().length).toBeGreaterThan(0);
    const { source } = rule;
    expect(Object.keys(source).sort()).toEqual(['asOf', 'authority', 'publisher', 'title', 'url']);
    for (const value of Object.values(source)) expect(String(value).trim().length).toBeGreaterThan(0);
    expect(source.authority).toBe('public-health');
    expect(source.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(rule.reach.length).toBeGreaterThan(0);
  });

  it.each(IDS)('%s: the parent text is 2-3 sentences, each band 1-2', (id) => {
    const rule = ruleOf(id);
    const parentSentences = sentencesOf(rule.parent).length;
    expect(parentSentences).toBeGreaterThanOrEqual(2);
    expect(parentSentences).toBeLessThanOrEqual(3);
    for (const band of AGE_RANGES) {
      const n = sentencesOf(rule.kid[band]).length;
      expect([band, n >= 1 && n <= 2]).toEqual([band, true]);
    }
  });
});

describe('safety-rules.json: reading levels (CONTENT.md "What each age band actually sees")', () => {
  const cases = IDS.flatMap((id) => AGE_RANGES.map((band) => [id, band] as const));

  it.each(cases)('%s, band %s: reads at the band\'s level', (id, band) => {
    const text = ruleOf(id).kid[band];
    expect({ id, band, text, problem: readingLevelProblem(text, band) }).toEqual({ id, band, text, problem: null });
  });

  it.each(IDS)('%s: the parent text is plain language for a tired adult', (id) => {
    const { grade } = readingStats(ruleOf(id).parent);
    expect(grade).toBeLessThanOrEqual(READING_TARGETS.parent.max);
  });

  it.each(IDS)('%s: the child is told what to do, kindly', (id) => {
    const rule = ruleOf(id);
    for (const band of AGE_RANGES) {
      const text = rule.kid[band];
      // Never frightening: no death or injury words in a child's text.
      expect(text).not.toMatch(/\b(die|dies|died|dying|death|dead|kill|kills|killed|paraly[sz]ed|scar|scars|blind)\b/i);
    }
    // The youngest bands are pointed to a grown-up.
    expect(rule.kid['3-5']).toMatch(/grown-?up/i);
  });
});

describe('safety-rules.json: sources', () => {
  it.each(IDS)('%s: the source is a specific https page, not a home page or a search', (id) => {
    const url = new URL(ruleOf(id).source.url);
    expect(url.protocol).toBe('https:');
    expect(url.pathname.replace(/\/+$/, '').length).toBeGreaterThan(1);
    expect(url.pathname).not.toMatch(/^\/(index\.(html?|aspx?|php))?$/i);
    expect(url.search).toBe('');
    expect(url.hash).toBe('');
    expect(url.href).not.toMatch(/search|[?&](q|query|s)=/i);
    expect(url.hostname).not.toMatch(/localhost|^127\.|example\.(com|org)/);
  });

  // Every number a rule states is one its source states (read from the page: see the rule's source).
  const NUMBERS: Record<string, string[]> = {
    honey: ['1'], 'front-seat': ['13'], 'car-seat': [], 'safe-sleep': [], 'water-supervision': [], helmet: [],
    sun: ['6', '30', '4', '2'], 'knives-stoves': [], fireworks: [], trampoline: [], windows: ['4'], 'medicine-storage': [],
    'choking-foods': ['4'],
  };
  it.each(IDS)('%s: states only the numbers its source states', (id) => {
    const rule = ruleOf(id);
    const texts = [rule.title, rule.parent, ...Object.values(rule.kid)];
    const numbers = texts.flatMap((t) => t.match(/\d+/g) ?? []);
    for (const n of numbers) expect([id, n, NUMBERS[id].includes(n)]).toEqual([id, n, true]);
  });
});

describe('safety-rules.json: reach terms are well formed', () => {
  it.each(IDS)('%s: lower-case words or phrases, * only at the end', (id) => {
    for (const alt of ruleOf(id).reach) {
      expect(alt.all.length).toBeGreaterThan(0);
      for (const term of [...alt.all.flat(), ...(alt.unless ?? [])]) {
        expect([term, /^[a-z0-9]+( [a-z0-9]+)*\*?$/.test(term)]).toEqual([term, true]);
      }
      for (const group of alt.all) expect(group.length).toBeGreaterThan(0);
    }
  });
});

// ---- Who reaches what -----------------------------------------------------------------------------------------------

// Families ask many ways: parents, children's own words, UK/AU/IE terms, shorthand and misspellings.
const REACHES: [string, string][] = [
  // honey
  ['my 8 month old had honey on her toast', 'honey'],
  ['can babies have honey?', 'honey'],
  ['is it ok to put honey on my babys dummy', 'honey'],
  ['can my 10mo have honey nut cheerios', 'honey'],
  ['at what age can kids eat honey', 'honey'],
  ['can i give my newborn hunny for her cough', 'honey'],
  ['my bub is 11 months is a bit of honey in yoghurt ok', 'honey'],
  ['can i give the baby some honey', 'honey'],
  ['what is infant botulism', 'honey'],
  // front seat
  ['can my 7 yr old sit up front', 'front-seat'],
  ['when can kids sit in the front seat', 'front-seat'],
  ['why cant i sit in the front of the car', 'front-seat'],
  ['my 10 year old wants to ride shotgun', 'front-seat'],
  ['is it legal for my son to sit in the passenger seat at 11', 'front-seat'],
  ['can my daughter sit in front with the airbag turned off', 'front-seat'],
  ['can i sit next to the driver', 'front-seat'],
  // car seat
  ['when can i turn my toddlers car seat around', 'car-seat'],
  ['when can my 2 year old go forward facing', 'car-seat'],
  ['how long should my baby stay rear facing', 'car-seat'],
  ['does my 8 year old still need a booster', 'car-seat'],
  ['when can my child stop using a booster seat', 'car-seat'],
  ['can my 9yo use just the seat belt', 'car-seat'],
  ['when to move from baby capsule to carseat', 'car-seat'],
  ['do i really have to sit in my booster', 'car-seat'],
  // safe sleep
  ['is it ok for baby to sleep on her tummy', 'safe-sleep'],
  ['can my 3 month old sleep in our bed', 'safe-sleep'],
  ['is co sleeping safe with a newborn', 'safe-sleep'],
  ['can i put a blanket in the cot for my 4 month old', 'safe-sleep'],
  ['are cot bumpers safe', 'safe-sleep'],
  ['my baby falls asleep on me on the couch is that ok', 'safe-sleep'],
  ['how do i stop sids', 'safe-sleep'],
  ['can my infant nap in the swing', 'safe-sleep'],
  ['baby rolls onto her side when sleeping in the crib', 'safe-sleep'],
  // water
  ['can i leave my 3 year old in the bath for a minute', 'water-supervision'],
  ['can my 4 year old swim without floaties', 'water-supervision'],
  ['is it safe to leave my toddler in the paddling pool while i get a towel', 'water-supervision'],
  ['can my older sibling watch the baby in the bath', 'water-supervision'],
  ['can i go swimming by myself', 'water-supervision'],
  ['does my kid need a life jacket on the boat', 'water-supervision'],
  ['when should my son start swimming lessons', 'water-supervision'],
  ['can toddlers drown in a bucket', 'water-supervision'],
  // helmet
  ['does my son need a helmet on his scooter', 'helmet'],
  ['do i have to wear my helmut', 'helmet'],
  ['is a bike helmet needed for a short ride round the block', 'helmet'],
  ['what size helmet for my 5 year old', 'helmet'],
  ['does my daughter need a helmet for roller skating', 'helmet'],
  ['is it safe for my 6 year old to ride a bike without head protection', 'helmet'],
  // sun
  ['what spf for my baby', 'sun'],
  ['can i put sunscreen on my 4 month old', 'sun'],
  ['how often should i reapply suncream on my kids', 'sun'],
  ['my toddler got sunburnt what should i do', 'sun'],
  ['how long can a baby be in the sun', 'sun'],
  ['do i need sunscrean on a cloudy day', 'sun'],
  ['is the sun bad for my skin', 'sun'],
  // knives and stoves
  ['can my 9 year old use a sharp knife', 'knives-stoves'],
  ['at what age can kids use the stove', 'knives-stoves'],
  ['can i use the oven by myself', 'knives-stoves'],
  ['how can my 5 year old help with cooking', 'knives-stoves'],
  ['my toddler keeps grabbing my hot coffee', 'knives-stoves'],
  ['can my son use the hob', 'knives-stoves'],
  ['is my 12yo old enough to cook alone', 'knives-stoves'],
  // fireworks
  ['are sparklers ok for kids', 'fireworks'],
  ['can my kids light fireworks on the 4th of july', 'fireworks'],
  ['can i hold a sparkler', 'fireworks'],
  ['are firecrackers safe for a 10 year old', 'fireworks'],
  ['fireworks at home with toddlers on bonfire night', 'fireworks'],
  ['can we do our own firewerks', 'fireworks'],
  // trampoline
  ['trampoline safe for toddler', 'trampoline'],
  ['is a trampolene ok for a 4 year old', 'trampoline'],
  ['can two kids jump on the trampoline together', 'trampoline'],
  ['can i do flips on the trampoline', 'trampoline'],
  ['should we buy a backyard tramp for the kids', 'trampoline'],
  // windows
  ['my toddler keeps climbing to the window', 'windows'],
  ['how do i stop my child falling out of the window', 'windows'],
  ['are window screens strong enough for my 2 year old to lean on', 'windows'],
  ['can i sit on the windowsill', 'windows'],
  ['do i need window guards upstairs with kids', 'windows'],
  ['should i move the cot away from the window for my baby', 'windows'],
  // medicine storage
  ['where should i keep the kids vitamins', 'medicine-storage'],
  ['where do i store medicine with a toddler in the house', 'medicine-storage'],
  ['my 2 year old can open the childproof cap on the calpol', 'medicine-storage'],
  ['how do i keep button batteries away from my baby', 'medicine-storage'],
  ['are gummy vitamins candy', 'medicine-storage'],
  ['my kid got into the medicine cabinet', 'medicine-storage'],
  ['the battery cover on the remote keeps falling off and my toddler plays with it', 'medicine-storage'],
  // choking foods
  ['can my 2 year old have popcorn', 'choking-foods'],
  ['how do i cut grapes for my toddler', 'choking-foods'],
  ['are whole grapes a choking hazard', 'choking-foods'],
  ['can babies eat nuts', 'choking-foods'],
  ['is it ok to give my 3yo hard candy', 'choking-foods'],
  ['can my toddler have hot dogs', 'choking-foods'],
  ['when can kids chew gum', 'choking-foods'],
  // more ways families ask (UK/AU/IE words, children's own words, misspellings)
  ['is manuka honey ok for my 9 month old', 'honey'],
  ['when can bubba have honey', 'honey'],
  ['can my 12 year old sit in the front', 'front-seat'],
  ['why do i have to sit in the back', 'front-seat'],
  ['is it time to turn my 18 month old forward facing', 'car-seat'],
  ['my 7 year old hates his booster', 'car-seat'],
  ['can the baby sleep in the pram overnight', 'safe-sleep'],
  ['my 2 month old sleeps on my chest', 'safe-sleep'],
  ['where should my newborn sleep', 'safe-sleep'],
  ['is it safe for baby to sleep in a swing', 'safe-sleep'],
  ['do toddlers need armbands in the pool', 'water-supervision'],
  ['can i go in the pool without mummy', 'water-supervision'],
  ['can kids play in the sea without a lifeguard', 'water-supervision'],
  ['does my 3 year old need a helmet on his balance bike', 'helmet'],
  ['my daughter refuses to wear her bike helmut', 'helmet'],
  ['is it ok to put suncream on a 5 month old', 'sun'],
  ['should my baby wear a sun hat', 'sun'],
  ['is spf 50 better for kids', 'sun'],
  ['can my 10 year old use the microwave alone', 'knives-stoves'],
  ['is it safe for my 8 year old to boil water', 'knives-stoves'],
  ['can i cook by myself', 'knives-stoves'],
  ['can my toddler hold a sparkler', 'fireworks'],
  ['can we set off fireworks in the garden with the kids', 'fireworks'],
  ['are trampoline parks safe for kids', 'trampoline'],
  ['my son wants to do backflips on the trampoline', 'trampoline'],
  ['how do i stop my toddler opening the window', 'windows'],
  ['should i keep the bed away from the window', 'windows'],
  ['my toddler can open the pill bottle', 'medicine-storage'],
  ['where do i keep calpol', 'medicine-storage'],
  ['my son found my pills in my bag', 'medicine-storage'],
  ['can kids eat hard sweets', 'choking-foods'],
  ['should i cut blueberries for my baby', 'choking-foods'],
  ['can my 18 month old have a lollipop', 'choking-foods'],
  ['my 8 year old sits up front when its just us, is that ok', 'front-seat'],
  ['at what age can a child have a pocket knife for scouts', 'knives-stoves'],
  ['is my 10 year old old enough to whittle sticks with a penknife', 'knives-stoves'],
];

// Questions a rule word appears in that are not about the rule: they must not reach it.
const DOES_NOT_REACH: [string, string][] = [
  ['how do bees make honey', 'honey'],
  ['how do bees make honey for their babies', 'honey'],
  ['why do honey bees dance', 'honey'],
  ['is honey good for a sore throat', 'honey'],
  ['why is the sun hot', 'sun'],
  ['how big is the sun', 'sun'],
  ['what happens if you look at the sun', 'sun'],
  ['why do plants need sunlight', 'sun'],
  ['who sits in the front seat of a roller coaster', 'front-seat'],
  ['why did knights wear helmets', 'helmet'],
  ['what did roman soldiers wear on their heads like a helmet', 'helmet'],
  ['how do fireworks get their colours', 'fireworks'],
  ['why is my dog scared of fireworks', 'fireworks'],
  ['what is a booster shot', 'car-seat'],
  ['how do seat belts work', 'car-seat'],
  ['why do babies sleep so much', 'safe-sleep'],
  ['how do babies grow in the tummy', 'safe-sleep'],
  ['how do bears sleep all winter', 'safe-sleep'],
  ['why is the sea salty', 'water-supervision'],
  ['how do fish breathe in water', 'water-supervision'],
  ['why does water boil', 'water-supervision'],
  ['how does a microwave work', 'knives-stoves'],
  ['why did knights carry knives', 'knives-stoves'],
  ['how does a trampoline work', 'trampoline'],
  ['why do windows fog up', 'windows'],
  ['how do i update windows on my laptop', 'windows'],
  ['how do batteries work', 'medicine-storage'],
  ['how do i keep my phone battery charged', 'medicine-storage'],
  ['are grapes a fruit', 'choking-foods'],
  ['how do grapes grow', 'choking-foods'],
  ['why is the sky blue', 'choking-foods'],
  ['how old is the oldest honey', 'honey'],
  ['why does the sun look red', 'sun'],
  ['how much should my baby sleep', 'safe-sleep'],
  ['what time should my toddler go to bed', 'safe-sleep'],
  ['my toddler fell off the bed hit head now very sleepy', 'safe-sleep'],
  ['how deep is the ocean', 'water-supervision'],
  ['can my kid eat a whole tub of ice cream', 'water-supervision'],
  ['my kid filled a bucket with sand', 'water-supervision'],
  ['my son likes pork chops', 'knives-stoves'],
  ['can my 12 year old sit in the front row at the cinema', 'front-seat'],
  ['why do kids sit at the back of the bus', 'front-seat'],
  ['what is the world record for trampoline jumping', 'trampoline'],
  ['how do batteries store energy', 'medicine-storage'],
  ['my son ate peanuts and his throat is swelling', 'choking-foods'],
  ['my dog ate grapes', 'choking-foods'],
];

describe('safety-rules.json: reach', () => {
  it.each(REACHES)('"%s" reaches %s', (question, id) => {
    expect(rulesReached(question)).toContain(id);
  });

  it.each(DOES_NOT_REACH)('"%s" does not reach %s', (question, id) => {
    expect(rulesReached(question)).not.toContain(id);
  });

  it('an ordinary curious question reaches no rule', () => {
    for (const q of ['why is the sky blue', 'how many legs does a spider have', 'what is the biggest dinosaur', 'why do cats purr',
      'how do volcanoes erupt', 'what is 7 times 8', 'why do leaves change colour']) expect([q, rulesReached(q)]).toEqual([q, []]);
  });
});
