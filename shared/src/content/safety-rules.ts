import type { AgeRange } from '../constants';
import { sentencesOf } from './readability';

// Safety rules no text may contradict (CONTENT.md), kept as data and checked over every band of every lesson entry,
// parent guide, fallback page and creation. A rule can forbid sentences that say the opposite, require its message
// up front wherever its subject comes up, or require a grown-up in any activity step with a hazard.

export interface BandDocument {
  /** The child's age band the text was assembled for. */
  band: AgeRange;
  /** What the reader sees first (quick answer, takeaways, the first two sections): safety messages belong here. */
  leading: string[];
  /** Everything else the reader of that band sees. */
  body: string[];
  /** Each activity as one text (title, description, steps, note). */
  activities: string[];
}

export interface SafetyRule {
  id: string;
  /** The rule, as a health or safety body states it. */
  rule: string;
  source: { title: string; url: string; asOf: string };
  /** Sentences that say the opposite; a sentence that also matches `unless` (a warning) is fine. */
  contradicts?: { pattern: RegExp; unless?: RegExp }[];
  /** Wherever `mentions` comes up (in the bands listed, default every band), the leading text must carry `message`. */
  whenMentioned?: { mentions: RegExp; message: RegExp; bands?: AgeRange[] };
  /** In activities: a sentence with `hazard` must give that part to a grown-up (`unless`). */
  activityHazard?: { hazard: RegExp; unless: RegExp };
}

const GROWN_UP = /\b(grown[- ]?ups?|adults?|parents?|carers?|caregivers?|teachers?|mom|dad|an older helper)\b/i;
const NEGATED = /\b(never|not|no|don'?t|do not|doesn'?t|isn'?t|avoid|unsafe|dangerous|until|before)\b/i;

/**
 * A step a child should not do alone: heat and flames, blades, chemicals, medicine, putting things in the mouth. Written
 * as actions, not bare words, so a matching game ("match each animal"), a question about animals ("what whales eat"),
 * a fire truck or the Iron Age are not taken for hazards; each sentence is tested on its own (^ is its start).
 */
const ACTIVITY_HAZARD = new RegExp([
  String.raw`\b(stove|oven|hob|microwave|hot ?plate|hot glue|glue gun|lighter|matchsticks?|box of matches|campfire|bonfire|fireplace|fire pit|barbecue|grill)\b`,
  String.raw`\bboil(s|ed|ing)?\b|\bhot (water|oil|wax|pan)\b|\bopen flames?\b`,
  String.raw`\b(light|lit|lighting|strike|striking|burn|burning|blow out|hold|over|near|above)\s+(a\s+|the\s+|some\s+)?(small\s+)?(candles?|match(es)?|fire|flames?)\b`,
  String.raw`\b(start|build|make|making|building|starting)\s+(a\s+|the\s+)?(small\s+|camp)?fire\b`,
  String.raw`^iron\s+(the|it|them|your|a)\b|\b(an|the|hot|clothes|steam)\s+iron\b(?!\s+(nail|nails|age|filings|ore|bar|magnet|gate|fence))|\bironing\b`,
  String.raw`\b(knife|knives|blade|razor|scalpel)\b|\b(a|the|use|using)\s+(hand)?saws?\b`,
  String.raw`\b(bleach|ammonia|cleaning (products?|sprays?)|chemicals?|medicines?|pills?|vinegar and baking soda)\b`,
  // Putting something in the mouth as a step (imperative, or "you/let's/then … eat"), not a question about who eats what.
  String.raw`^(eat|drink|taste|lick|sip|swallow|chew)\b|\b(then|and|you|let'?s|try to|can you)\s+(eat|drink|taste|lick|sip|swallow|chew)\s+(it|them|the|some|a|an|one|this|that|your|these|those)\b|\btast(e|ing)[- ]test\b|\btasting\b`,
].join('|'), 'i');

export const SAFETY_RULES: readonly SafetyRule[] = [
  {
    id: 'back-seat-under-13',
    rule: 'Children under 13 ride in the back seat.',
    source: { title: 'NHTSA: Car Seats and Booster Seats', url: 'https://www.nhtsa.gov/vehicle-safety/car-seats-and-booster-seats', asOf: '2026-11' },
    contradicts: [
      { pattern: /\bfront seat\b/i, unless: /\b(back seat|under 13|age 13|13 (and up|or older|years))\b/i },
      { pattern: /\bride (up )?front\b|\bshotgun\b/i, unless: /\b(back seat|under 13|13 (and up|or older|years))\b/i },
    ],
  },
  {
    id: 'no-honey-before-one',
    rule: 'No honey before the first birthday (infant botulism).',
    source: { title: 'CDC: About Botulism', url: 'https://www.cdc.gov/botulism/about/index.html', asOf: '2026-11' },
    contradicts: [{ pattern: /\b(give|feed|offer|let)\b[^.]*\bhoney\b[^.]*\b(bab(y|ies)|infants?|newborns?)\b/i, unless: NEGATED }],
    whenMentioned: {
      mentions: /\bhoney\b[^.]*\b(eat|eats|eating|ate|taste|tastes|tasty|food|spread|spoon|sweet|breakfast|toast|give|feed|bab(y|ies)|infants?)\b|\b(eat|eats|eating|taste|food|spread|spoon|give|feed|bab(y|ies)|infants?)\b[^.]*\bhoney\b/i,
      message: /\bhoney\b[^.]*\b(under (one|1)|first birthday|(one|1) year|12 months|babies)\b[^.]*|\b(bab(y|ies)|under (one|1)|first birthday)\b[^.]*\bhoney\b/i,
    },
  },
  {
    id: 'choking-hazards-under-4',
    rule: 'Whole grapes, nuts, popcorn and hard sweets are choking hazards for children under 4.',
    source: { title: 'CDC: Choking Hazards (infant and toddler nutrition)', url: 'https://www.cdc.gov/infant-toddler-nutrition/foods-and-drinks/choking-hazards.html', asOf: '2026-11' },
    whenMentioned: {
      mentions: /\b(whole grapes?|grapes|nuts|peanuts|popcorn|hard (candy|candies|sweets)|lollipops?|marbles)\b/i,
      message: /\bchok(e|es|ing)\b|\bcut (the )?grapes\b|\b(grapes|them) (cut )?in(to)? (half|halves|quarters|small pieces)\b/i,
      bands: ['3-5'],
    },
  },
  {
    id: 'thunder-go-indoors',
    rule: 'When thunder roars, go indoors.',
    source: { title: 'National Weather Service: Lightning Safety', url: 'https://www.weather.gov/safety/lightning', asOf: '2026-11' },
    contradicts: [{ pattern: /\b(safe|fine|ok|okay) to (stay|play|swim|be) (outside|outdoors)\b[^.]*\b(thunder|lightning|storm)/i, unless: NEGATED }],
    whenMentioned: {
      mentions: /\bthunder\w*\b|(?<!fast as |like |quick as )\blightning\b(?! (bugs?|fast|quick))/i,
      message: /\b(go|get|come|head|stay) (indoors|inside)\b/i,
    },
  },
  {
    id: 'sun-safety',
    rule: 'Never look straight at the Sun; sun protection matters on cloudy days too.',
    source: { title: 'NASA Science: Eclipse Safety', url: 'https://science.nasa.gov/eclipses/safety/', asOf: '2026-11' },
    contradicts: [
      { pattern: /\blook(ing)? (straight |directly |right )?at the sun\b/i, unless: NEGATED },
      { pattern: /\b(can'?t|cannot|won'?t) (get )?(a )?sunburn(ed|t)?\b[^.]*\bcloud/i },
      { pattern: /\bno need for (sunscreen|sun cream)\b/i },
    ],
  },
  {
    id: 'water-safety',
    rule: 'Children swim only with a grown-up watching; never swim alone.',
    source: { title: 'CDC: Preventing Drowning', url: 'https://www.cdc.gov/drowning/prevention/index.html', asOf: '2026-11' },
    contradicts: [
      { pattern: /\b(swim|swimming|go in the water|paddle)\b[^.]*\b(alone|by yourself|on your own)\b/i, unless: NEGATED },
    ],
  },
  {
    id: 'road-safety',
    rule: 'Young children cross roads holding a grown-up\'s hand; everyone stops, looks and listens first.',
    source: { title: 'NHTSA: Pedestrian Safety', url: 'https://www.nhtsa.gov/road-safety/pedestrian-safety', asOf: '2026-11' },
    contradicts: [
      { pattern: /\bcross(ing)? (the |a )?(road|street)\b[^.]*\b(alone|by yourself|on your own)\b/i, unless: NEGATED },
      { pattern: /\b(play|run|chase)\b[^.]*\b(in|into|on) the (road|street)\b/i, unless: NEGATED },
    ],
  },
  {
    id: 'experiments-grown-up-hazards',
    rule: 'Experiments use safe household materials; heat, chemicals, blades and anything to taste are for grown-ups.',
    source: { title: 'American Chemical Society: Safety Guidelines for Young Scientists', url: 'https://www.acs.org/education/resources/k-8.html', asOf: '2026-11' },
    contradicts: [
      // Nothing tells a child to test, taste, touch or mix something to find out.
      { pattern: /\b(taste|lick|sniff|smell|touch|mix|test|try)\b[^.]*\b(to (find out|see what happens|check))\b/i, unless: new RegExp(`${GROWN_UP.source}|\\b(never|don'?t|do not|no one|nobody)\\b`, 'i') },
      { pattern: /\b(mix|mixing)\b[^.]*\b(bleach|ammonia|cleaning (products?|sprays?)|chemicals)\b/i, unless: NEGATED },
      { pattern: /\b(eat|taste|try)\b[^.]*\b(berries|mushrooms?|plants?|leaves|flowers?|seeds?)\b[^.]*\b(find out|see)\b/i, unless: NEGATED },
    ],
    activityHazard: {
      hazard: ACTIVITY_HAZARD,
      unless: GROWN_UP,
    },
  },
];

export interface RuleViolation { rule: string; band: AgeRange; where: 'leading' | 'body' | 'activity'; text: string }

function sentencesOfAll(texts: readonly string[]): string[] {
  return texts.flatMap(sentencesOf);
}

/** Every way a band's text breaks a safety rule; an empty list means it keeps them all. */
export function checkSafetyRules(doc: BandDocument, rules: readonly SafetyRule[] = SAFETY_RULES): RuleViolation[] {
  const out: RuleViolation[] = [];
  const parts: { where: RuleViolation['where']; sentences: string[] }[] = [
    { where: 'leading', sentences: sentencesOfAll(doc.leading) },
    { where: 'body', sentences: sentencesOfAll(doc.body) },
    { where: 'activity', sentences: sentencesOfAll(doc.activities) },
  ];
  for (const rule of rules) {
    for (const part of parts) {
      for (const sentence of part.sentences) {
        for (const c of rule.contradicts ?? []) {
          if (c.pattern.test(sentence) && !(c.unless?.test(sentence))) out.push({ rule: rule.id, band: doc.band, where: part.where, text: sentence });
        }
      }
    }
    if (rule.whenMentioned && (!rule.whenMentioned.bands || rule.whenMentioned.bands.includes(doc.band))) {
      const { mentions, message } = rule.whenMentioned;
      const mention = parts.flatMap((p) => p.sentences).find((s) => mentions.test(s));
      const leadingCarries = parts[0].sentences.some((s) => message.test(s));
      if (mention && !leadingCarries) out.push({ rule: rule.id, band: doc.band, where: 'leading', text: `mentions "${mention}" but the leading text lacks the rule` });
    }
    if (rule.activityHazard) {
      // Judged per activity: a grown-up named anywhere in the same activity covers its steps.
      for (const activity of doc.activities) {
        const hazardous = sentencesOf(activity).find((s) => rule.activityHazard!.hazard.test(s));
        if (hazardous && !rule.activityHazard.unless.test(activity)) out.push({ rule: rule.id, band: doc.band, where: 'activity', text: hazardous });
      }
    }
  }
  return out;
}
