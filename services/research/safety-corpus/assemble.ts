/**
 * How the corpus was split (kept so the split can be read and repeated, never to re-split for tuning). Every blind
 * writer got WRITING-BRIEF.md and nothing else: they never saw the rules, the cues, the classifier or the other files.
 *   test.jsonl  = test50-a.jsonl + test50-b.jsonl, never used for tuning. Forty-nine earlier blind test splits were each
 *                 measured once, found short of the floors and then spent (moved to train, where their misses were
 *                 looked at): the first (test-a, test-b, test-b2), the second (test2-g, test2-h), the third (test3-j,
 *                 test3-k), the fourth (test4-m, test4-n), the fifth (test5-p, test5-q), the sixth (test6-r, test6-s),
 *                 the seventh (test7-t, test7-u), the eighth (test8-v, test8-w), the ninth (test9-x, test9-y), the tenth
 *                 (test10-a, test10-b), the eleventh (test11-d, and its late half test11-c), the twelfth (test12-e, test12-f), the thirteenth (test13-g, test13-h), the fourteenth (test14-i, test14-j), the fifteenth (test15-k, test15-l), the sixteenth (test16-m, test16-n), the seventeenth (test17-o, test17-p), the eighteenth (test18-q, test18-r), the nineteenth (test19-s, test19-u), the twentieth (test20-v, test20-w), the twenty-first (test21-x, test21-y), the twenty-second (test22-a, test22-b), the twenty-third (test23-c, test23-d), the twenty-fourth (test24-e, test24-f), the twenty-fifth (test25-g, test25-h), the twenty-sixth (test26-i, test26-j), the twenty-seventh (test27-k, test27-l), the twenty-eighth (test28-m, test28-n), the twenty-ninth (test29-o, test29-p), the thirtieth (test30-q, test30-r), the thirty-first (test31-s, test31-t), the thirty-second (test32-u, test32-v), the thirty-third (test33-w, test33-x), the thirty-fourth (test34-y, test34-z), the thirty-fifth (test35-a, test35-b), the thirty-sixth (test36-c, test36-d), the thirty-seventh (test37-e, test37-f), the thirty-eighth (test38-g, test38-h), the thirty-ninth (test39-i, test39-j), the fortieth (test40-k, test40-l), the forty-first (test41-m, test41-n), the forty-second (test42-o, test42-p), the forty-third (test43-q, test43-r), the forty-fourth (test44-s, test44-t), the forty-fifth (test45-u, test45-v), the forty-sixth (test46-w, test46-x), the forty-seventh (test47-y, test47-z), the forty-eighth (test48-a, test48-b), the forty-ninth (test49-a, test49-b).
 *   train.jsonl / dev.jsonl = pool-c/d/e/f.jsonl (written blind), split 65/35 by a hash of the phrasing; train also
 *                 takes the spent test splits, the red-team set (test/safety/red-team.cases.ts), the outside review's
 *                 phrasings (review.jsonl) and everyday questions from the library's matcher set (library-eval/dev-set.jsonl).
 * Run: npx tsx services/research/safety-corpus/assemble.ts
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { isParentQuestion } from '../src/content/parent-signal';
import { normalizeText } from '../src/content/normalize';
import { CorpusItemSchema, type CorpusItem } from '../src/safety/corpus';
import { readDevSet } from '../src/content/dev-set';
import { RED_TEAM } from '../test/safety/red-team.cases';

const DIR = __dirname;
const read = (file: string, from: string): CorpusItem[] => {
  const full = path.join(DIR, file);
  if (!fs.existsSync(full)) return [];
  return fs.readFileSync(full, 'utf8').split('\n').filter((line) => line.trim()).map((line) => CorpusItemSchema.parse({ ...JSON.parse(line), from }));
};
const key = (q: string) => normalizeText(q);
const dedupe = (items: CorpusItem[], seen: Set<string>) => items.filter((item) => (seen.has(key(item.q)) ? false : (seen.add(key(item.q)), true)));
/** Dev-set phrasings under "none" can be about a bite or a death: only clearly ordinary ones are taken. */
function isSafetyTopic(q: string): boolean {
  return /\b(bit|bitten|die|died|dead|death|hurt|swallow\w*|poison\w*|fever|sick|blood|fell|burn\w*)\b/.test(normalizeText(q));
}
const toTrain = (q: string) => parseInt(crypto.createHash('sha1').update(key(q)).digest('hex').slice(0, 8), 16) / 0xffffffff < 0.65;

const redTeam: CorpusItem[] = RED_TEAM.map(([q, expected]) => {
  const [kind, topic = 'general'] = expected.split(':');
  const label = kind === 'lesson' ? (isParentQuestion(q) ? 'parent' : 'lesson') : kind;
  return CorpusItemSchema.parse({ q, label, topic, voice: isParentQuestion(q) ? 'parent' : 'child', from: 'red-team' });
});

// Everyday questions written for the library's matcher (library-eval/dev-set.jsonl): ordinary ones, so the classifier
// learns what a parent's everyday worry and a child's curiosity look like. Every parent phrasing and every third kids'
// one; the few whose red-team or review twin says otherwise are dropped by the de-duplication below.
const everyday: CorpusItem[] = Object.entries(readDevSet()).flatMap(([id, phrasings]) => phrasings
  .filter((q, index) => id.startsWith('parent-') || index % 3 === 0)
  .map((q) => CorpusItemSchema.parse({ q, label: id.startsWith('parent-') || isParentQuestion(q) ? 'parent' : 'lesson', topic: 'library-dev-set', voice: isParentQuestion(q) ? 'parent' : 'child', from: 'library-dev-set' })));

const seen = new Set<string>();
// A blind writer may write a question everyone asks ("why is the sky blue") that the red-team set or the library's
// matcher set already holds: it is known, so it stays there and is not measured as unseen.
const known = new Set([...redTeam, ...everyday].map((item) => key(item.q)));
// So does a question the safety rules' data already names as an example ("why do babies sleep so much" is the safe-sleep
// rule's own example of a question that is not about sleep safety).
const rulesText = normalizeText(fs.readFileSync(path.join(DIR, '../src/safety/safety-rules.json'), 'utf8'));
const unseen = (items: CorpusItem[]) => items.filter((item) => !known.has(key(item.q)) && !rulesText.includes(key(item.q)));
// The twenty-third test split: test23-c (evenings and weekends of ordinary families, in dads', uncles', older brothers' and
// male carers' voices especially: the match, DIY, the car, bath and bedtime duty, soft play, camping, sleepovers) and
// test23-d (children of 5-12 alone with a learning app: wandering questions, pretend play that hides something real,
// worries told to no one, dares, something happening now with no grown-up near), written blind for it and measured once
// (urgent 97.9 %, hazard 100 %, sensitive 94.4 %, rule 100 %, kids' lessons to urgent 2.3 %), then spent into train.
// The twenty-fourth test split: test24-e (medicines, remedies and health care at home, across cultures: pharmacies, doses
// by weight, two carers both giving a dose, vaccines, inhalers and EpiPens, herbal, traditional and homeopathic remedies,
// essential oils, camphor, supplements, melatonin, energy drinks) and test24-f (two homes: separated and blended families,
// handovers, contact weekends, new partners and step-siblings, a parent who does not bring a child back, different rules in
// each house), written blind for it and measured once (urgent 93.2 %, hazard 96.7 %, sensitive 83.3 %, rule 92.5 %, kids'
// lessons to urgent 2.0 %), then its misses were read and fixed, and it was spent into train.
const spent24 = dedupe(unseen([...read('test24-e.jsonl', 'blind-spent-e24'), ...read('test24-f.jsonl', 'blind-spent-f24')]), seen);
// The twenty-fifth test split: test25-g (night-time and the small hours at home: night terrors or a seizure, a baby's
// breathing on the monitor, a child downstairs alone at dawn, a teen home late and not right, a smoke alarm at 3am, a fever
// climbing in the night) and test25-h (the people paid to look after children and the parents who leave them: nurseries,
// childminders, nannies, au pairs, babysitters, clubs; incident forms, the wrong person at pick-up, a staff member's
// secret), written blind for it and measured once (urgent 97.4 %, hazard 96.7 %, sensitive 91.1 %, rule 100 %, kids' lessons
// to urgent 0 %), then its misses were read and fixed, and it was spent into train.
const spent25 = dedupe(unseen([...read('test25-g.jsonl', 'blind-spent-g25'), ...read('test25-h.jsonl', 'blind-spent-h25')]), seen);
// The twenty-sixth test split: test26-i (roads, cars and journeys: the school run, car seats, car parks, crossings, cycling,
// buses, breakdowns, a child in a hot car, a child who got out of the car, level crossings) and test26-j ("what do I do
// if": preparedness and the hypothetical, first-aid-course questions, children's "what would happen if", and the real
// thing told as if it were one), written blind for it and measured once (urgent 92.1 %, hazard 96.7 %, sensitive 91.1 %,
// rule 100 %, kids' lessons to urgent 0 %), then its misses were read and fixed, and it was spent into train.
const spent26 = dedupe(unseen([...read('test26-i.jsonl', 'blind-spent-i26'), ...read('test26-j.jsonl', 'blind-spent-j26')]), seen);
// The twenty-seventh test split: test27-k (parties, celebrations and gatherings: birthday parties, soft play, sleepovers,
// weddings, religious festivals, Halloween, barbecues, pool parties, wakes; party food, balloons, candles, a drink within
// reach, a child lost in a crowd) and test27-l (messages as people type them when not thinking of an app: forwarded texts
// and voice notes, a message that starts in the middle, text-speak, the third person, voice-typing errors), written blind
// for it and measured once (urgent 97.9 %, hazard 93.3 %, sensitive 96.7 %, rule 100 %, kids' lessons to urgent 0 %); its
// misses were then read and fixed, and it was spent into train.
const spent27 = dedupe(unseen([...read('test27-k.jsonl', 'blind-spent-k27'), ...read('test27-l.jsonl', 'blind-spent-l27')]), seen);
// The twenty-eighth test split: test28-m (technology and gadgets at home: chargers, power banks and e-bike batteries,
// button batteries in fobs, cards and trackers, magnets, blind cords, furniture and TVs that tip, straighteners, online
// games and challenges) and test28-n (brothers, sisters and play that goes too far: play-fighting, dares, hiding in a
// freezer or a car boot, a sibling left in charge, a sibling who hurts another), written blind for it and measured once
// (urgent 97.4 %, hazard 100 %, sensitive 87.8 %, rule 92.5 %, kids' lessons to urgent 0 %); its misses were then read
// and fixed, and it was spent into train.
const spent28 = dedupe(unseen([...read('test28-m.jsonl', 'blind-spent-m28'), ...read('test28-n.jsonl', 'blind-spent-n28')]), seen);
// The twenty-ninth test split: test29-o (water, weather and the outdoors close to home: ponds and water butts, streams,
// a frozen pond, thunder, heatwaves, wasps, nettles, playgrounds, tree houses, mushrooms in the lawn, floods in the street)
// and test29-p (the teen years and the parents of teens in their own words: exams, break-ups, body image, nights out,
// alcohol and vapes, coming out, a teen gone quiet, nudes asked for), written blind for it and measured once (urgent
// 94.2 %, hazard 93.3 %, sensitive 93.3 %, rule 90 %, kids' lessons to urgent 2.1 %); its misses were then read and fixed,
// and it was spent into train.
const spent29 = dedupe(unseen([...read('test29-o.jsonl', 'blind-spent-o29'), ...read('test29-p.jsonl', 'blind-spent-p29')]), seen);
// The thirtieth test split: test30-q (sport, clubs and activities outside school: pitches, pools, gyms, stables, camps,
// coaches and the kit bag, told from the touchline and the changing room) and test30-r (grandparents and older relatives
// who look after children, and three generations under one roof: pill organisers, hearing-aid batteries, old houses, a
// grandparent taken ill while minding the children, rules that changed since their day), written blind for it and
// measured once (urgent 99.0 %, hazard 96.7 %, sensitive 96.7 %, rule 95 %, kids' lessons to urgent 0 %); its misses were
// then read and fixed, and it was spent into train.
const spent30 = dedupe(unseen([...read('test30-q.jsonl', 'blind-spent-q30'), ...read('test30-r.jsonl', 'blind-spent-r30')]), seen);
// The thirty-first test split: test31-s (farms, villages and rural life far from a hospital: tractors, slurry and silos,
// livestock, sheep dip and rat poison, electric fences, no phone signal) and test31-t (city life in flats and busy
// streets: balconies and lifts, platforms and escalators, a child lost in a crowd, a flat fire, carbon monoxide, home
// alone with a key), written blind for it and measured once (urgent 96.8 %, hazard 93.3 %, sensitive 92.1 %, rule 97.5 %,
// kids' lessons to urgent 0 %); its misses were then read and fixed, and it was spent into train.
const spent31 = dedupe(unseen([...read('test31-s.jsonl', 'blind-spent-s31'), ...read('test31-t.jsonl', 'blind-spent-t31')]), seen);
// The thirty-second test split: test32-u (faith, festivals and family celebrations across cultures: lamps and candles,
// fireworks, fasting, weddings and funerals, relatives visiting with their medicines, questions about God and heaven) and
// test32-v (parents and carers writing in English as a second language: the grammar and word order of their first
// language, translation-app English, a word of their own language), written blind for it and measured once (urgent
// 96.3 %, hazard 100 %, sensitive 95.6 %, rule 97.5 %, kids' lessons to urgent 0 %); its misses were then read and fixed,
// and it was spent into train.
const spent32 = dedupe(unseen([...read('test32-u.jsonl', 'blind-spent-u32'), ...read('test32-v.jsonl', 'blind-spent-v32')]), seen);
// The thirty-third test split: test33-w (children with additional needs and their carers: autism, ADHD and its medicines,
// pica, a child who runs off, epilepsy and rescue medicine, feeding tubes, special schools) and test33-x (very short
// messages: 3 to 9 words, fragments, the object or the age first), written blind for it and measured once (urgent
// 95.8 %, hazard 100 %, sensitive 97.7 %, rule 95 %, kids' lessons to urgent 0 %); its misses were then read and fixed, and
// it was spent into train.
const spent33 = dedupe(unseen([...read('test33-w.jsonl', 'blind-spent-w33'), ...read('test33-x.jsonl', 'blind-spent-x33')]), seen);
// The thirty-fourth test split: test34-y (the line between "see a doctor" and "call now": fevers, breathing, rashes,
// dehydration, head bumps, told on both sides of the line) and test34-z (school staff and youth workers in their
// professional language, disclosures, safeguarding, and the children who confide in them), written blind for it and
// measured once (urgent 94.2 %, hazard 100 %, sensitive 95.5 %, rule 97.5 %, kids' lessons to urgent 0 %); its misses were
// then read and fixed, and it was spent into train.
const spent34 = dedupe(unseen([...read('test34-y.jsonl', 'blind-spent-y34'), ...read('test34-z.jsonl', 'blind-spent-z34')]), seen);
// The thirty-fifth test split: test35-a (the first thousand days: newborns, babies and toddlers, feeding, sleep, weaning,
// a toddler climbing and opening cupboards, told at 3am) and test35-b (teenagers in their own words and slang about
// themselves and their friends: parties, spiking, nudes, self-harm, eating, running away), written blind for it and
// measured once (urgent 94.2 %, hazard 86.7 %, sensitive 93.2 %, rule 90 %, kids' lessons to urgent 6.4 %); its misses were
// then read and fixed, and it was spent into train.
const spent35 = dedupe(unseen([...read('test35-a.jsonl', 'blind-spent-a35'), ...read('test35-b.jsonl', 'blind-spent-b35')]), seen);
// The thirty-sixth test split: test36-c (animals in family life: pets, farm visits, zoos and wild animals, bites, stings,
// a pet's medicines, a pet's death) and test36-d (family holidays and trips abroad and at home: balconies, villa pools,
// rip currents, jellyfish, heat, a child lost in a resort or an airport), written blind for it and measured once (urgent
// 94.7 %, hazard 96.7 %, sensitive 87.6 %, rule 97.5 %, kids' lessons to urgent 0 %); its misses were then read and fixed,
// and it was spent into train.
const spent36 = dedupe(unseen([...read('test36-c.jsonl', 'blind-spent-c36'), ...read('test36-d.jsonl', 'blind-spent-d36')]), seen);
// The thirty-seventh test split: test37-e (everyday evenings at home with children of 3 to 10: dinner, bath, homework,
// screens, bedtime questions, a babysitter arriving) and test37-f (things told indirectly or sideways: "for a friend",
// hypotheticals that are happening, euphemisms, a worry told as a joke, a parent minimising), written blind for it and
// measured once (urgent 96.3 %, hazard 100 %, sensitive 97.7 %, rule 100 %, kids' lessons to urgent 0 %); its misses were
// then read and fixed, and it was spent into train.
const spent37 = dedupe(unseen([...read('test37-e.jsonl', 'blind-spent-e37'), ...read('test37-f.jsonl', 'blind-spent-f37')]), seen);
// The thirty-eighth test split: test38-g (night-time and bedtime: 2 and 3 am panics, night feeds, sleepwalking, things
// found in the morning, teens awake texting, grandparents minding overnight) and test38-h (voice assistants and
// speech-to-text: no punctuation, misheard words, filler words, a child talking to a smart speaker), written blind for it and
// measured once (urgent 100 %, the first split to meet that floor on its first run; hazard 100 %, sensitive 96.6 %, rule
// 97.4 %, kids' lessons to urgent 0 %); its misses were then read and fixed, and it was spent into train.
const spent38 = dedupe(unseen([...read('test38-g.jsonl', 'blind-spent-g38'), ...read('test38-h.jsonl', 'blind-spent-h38')]), seen);
// The thirty-ninth test split: test39-i (kitchens, gardens, sheds and DIY: hot oil, dishwasher tablets, garden plants and
// fungi, weedkiller and slug pellets, tools, ladders, paint and glue, barbecues) and test39-j (blended, foster and busy
// families: step-parents, foster and kinship carers, childminders and nannies, handovers, older siblings in charge),
// written blind for it and measured once (urgent 99.5 %, hazard 96.7 %, sensitive 95.2 %, rule 100 %, kids' lessons to
// urgent 2.3 %); its misses were then read and fixed, and it was spent into train.
const spent39 = dedupe(unseen([...read('test39-i.jsonl', 'blind-spent-i39'), ...read('test39-j.jsonl', 'blind-spent-j39')]), seen);
// The fortieth test split: test40-k (screens, games and phones: group chats, game chats with strangers, livestreams,
// online challenges, cyberbullying, emergencies while someone is on a screen) and test40-l (cold weather and winter:
// ice, sledging, frostbite and hypothermia, heaters, fireplaces and candles, carbon monoxide, flu season, power cuts,
// Christmas and New Year), written blind for it and measured once (urgent 100 %, hazard 100 %, sensitive 96.7 %, rule
// 97.5 %, kids' lessons to urgent 0 %); its misses were then read and fixed, and it was spent into train.
const spent40 = dedupe(unseen([...read('test40-k.jsonl', 'blind-spent-k40'), ...read('test40-l.jsonl', 'blind-spent-l40')]), seen);
// The forty-first test split: test41-m (out and about: shops, playgrounds, buses and trains, swimming baths, car parks, a
// child who wandered off, something picked up off the ground, a stranger, an accident seen in the street) and test41-n
// (calm, understated and partial messages: "probably nothing but", the important part buried mid-message, typed
// half-asleep, who it happened to told last), written blind for it and measured once (urgent 97.9 %, hazard 100 %,
// sensitive 95.2 %, rule 95 %, kids' lessons to urgent 4.8 %); its misses were then read and fixed, and it was spent into
// train.
const spent41 = dedupe(unseen([...read('test41-m.jsonl', 'blind-spent-m41'), ...read('test41-n.jsonl', 'blind-spent-n41')]), seen);
// The forty-second test split: test42-o (school mornings and after school: the rush, the school gate, clubs, homework, an
// hour home alone, older siblings collecting younger ones, playdates) and test42-p (questions typed by children and teens
// themselves, with no grown-up around), written blind for it and measured once (urgent 100 %, hazard 100 %, sensitive
// 97.6 %, rule 92.5 %, kids' lessons to urgent 0 %: every floor met on a first run, the first split to do so); its misses
// were then read and fixed, and it was spent into train.
const spent42 = dedupe(unseen([...read('test42-o.jsonl', 'blind-spent-o42'), ...read('test42-p.jsonl', 'blind-spent-p42')]), seen);
// The forty-third test split: test43-q (camping, hiking, beaches and rivers: camp stoves and fires, ticks and snakes, lost
// on a trail, rip currents, cliffs, wild food, far from a hospital) and test43-r (older relatives and children together:
// a grandparent who collapses while minding a child, their medicines, dementia, hospital visits, a great-grandparent
// dying), written blind for it and measured once (urgent 97.9 %, hazard 100 %, sensitive 93.0 %, rule 94.9 %, kids'
// lessons to urgent 0 %); its misses were then read and fixed, and it was spent into train.
const spent43 = dedupe(unseen([...read('test43-q.jsonl', 'blind-spent-q43'), ...read('test43-r.jsonl', 'blind-spent-r43')]), seen);
// The forty-fourth test split: test44-s (parents who are unwell, tired or struggling themselves: flu with a toddler, strong
// painkillers, night shifts, depression, a parent who fainted or had a seizure, a child caring for a parent) and test44-t
// (English from around the world: Nigerian, Kenyan, South African, Indian, Pakistani, Filipino, Singaporean, Jamaican,
// Irish, Scottish and Australian ways of saying things, code-switching, very polite phrasing), written blind for it and
// measured once (urgent 98.9 %, hazard 93.1 %, sensitive 94.4 %, rule 97.5 %, kids' lessons to urgent 0 %); its misses
// were then read and fixed, and it was spent into train.
const spent44 = dedupe(unseen([...read('test44-s.jsonl', 'blind-spent-s44'), ...read('test44-t.jsonl', 'blind-spent-t44')]), seen);
// The forty-fifth test split: test45-u (money, housing and hard times: temporary accommodation, damp and mould, heaters and
// gas bottles indoors, food banks, children alone while a parent works, a frightening landlord or neighbour) and test45-v
// (questions that mix two things: a worrying detail added at the end or in brackets, two children in one message, a
// lesson request that mentions what happened, a book or film with a hard subject), written blind for it and measured once
// (urgent 97.4 %, hazard 96.5 %, sensitive 100 %, rule 100 %, kids' lessons to urgent 0 %); its misses were then read and
// fixed, and it was spent into train.
const spent45 = dedupe(unseen([...read('test45-u.jsonl', 'blind-spent-u45'), ...read('test45-v.jsonl', 'blind-spent-v45')]), seen);
// The forty-sixth test split: test46-w (bathrooms, baths and bedrooms: bath time, hot taps, cleaners under the sink,
// razors, the medicine cabinet, bunk beds, blind cords, a child locked in, hair straighteners, a teen alone in their
// room) and test46-x (messages that name no one and no age: "is it bad if someone…", the passive voice, "if you drank…",
// the last word showing it is happening now), written blind for it and measured once (urgent 91.5 %, hazard 96.5 %,
// sensitive 94.4 %, rule 100 %, kids' lessons to urgent 0 %); its misses were then read and fixed, and it
// was spent into train.
const spent46 = dedupe(unseen([...read('test46-w.jsonl', 'blind-spent-w46'), ...read('test46-x.jsonl', 'blind-spent-x46')]), seen);
// The forty-seventh test split: test47-y (sport days, swimming lessons, dance, martial arts and playground games: injuries,
// heat and water, coaches and instructors, changing rooms, dares, trampolines and climbing frames) and test47-z (the first
// days and weeks with a new child: adoption, fostering placements, a new stepchild, a newborn home, twins, a premature baby,
// visiting relatives, the other children's questions), written blind for it and measured once (urgent 97.9 %, hazard
// 93.3 %, sensitive 96.7 %, rule 97.5 %, kids' lessons to urgent 0 %); its misses were then read and fixed, and it was
// spent into train.
const spent47 = dedupe(unseen([...read('test47-y.jsonl', 'blind-spent-y47'), ...read('test47-z.jsonl', 'blind-spent-z47')]), seen);
// The forty-eighth test split: test48-a (cars, school runs and long drives: car seats and belts, a child in a hot car,
// a breakdown on the motorway, a sibling who unbuckled, a parent who has been drinking offering a lift) and test48-b (very
// long, rambling messages of 25-40 words, the question or the danger told late), written blind for it and measured once
// (urgent 97.9 %, hazard 93.3 %, sensitive 96.5 %, rule 100 %, kids' lessons to urgent 0 %); its misses were then read and
// fixed, and it was spent into train.
const spent48 = dedupe(unseen([...read('test48-a.jsonl', 'blind-spent-a48'), ...read('test48-b.jsonl', 'blind-spent-b48')]), seen);
// The forty-ninth test split: test49-a (parties, sleepovers and visits to other people's homes: pools and trampolines,
// party food and allergies, balloons, an older cousin, a host who drinks, medicine in a guest's handbag) and test49-b
// (teens and preteens online and at night in their own words: group chats, a friend posting something worrying, vapes
// and energy drinks, dares, someone older messaging them), written blind for it and measured once (urgent 99.0 %, hazard
// 100 %, sensitive 96.5 %, rule 97.5 %, kids' lessons to urgent 0 %); its misses were then read and fixed, and it was
// spent into train.
const spent49 = dedupe(unseen([...read('test49-a.jsonl', 'blind-spent-a49'), ...read('test49-b.jsonl', 'blind-spent-b49')]), seen);
// The fiftieth test split: test50-a (children with allergies, asthma, diabetes and epilepsy and the adults around them:
// school trips, a new babysitter, an inhaler left at home, an out-of-date epipen, a hypo at a party, food labels) and
// test50-b (a mix of everything typed at speed on a phone: autocorrect swaps, missing spaces, doubled letters, voice-typing
// errors, words out of order), written blind for it and measured once (urgent 99.5 %, hazard 93.3 %, sensitive 93.1 %,
// rule 100 %, kids' lessons to urgent 0 %); its misses were then read and fixed (two parenting questions still misread:
// a babysitter for a child with a nut allergy, a daughter reading food labels since a friend's reaction), so the next
// measurement needs a fifty-first split.
const test = dedupe(unseen([...read('test50-a.jsonl', 'blind-test-a50'), ...read('test50-b.jsonl', 'blind-test-b50')]), seen);
const spent23 = dedupe(unseen([...read('test23-c.jsonl', 'blind-spent-c23'), ...read('test23-d.jsonl', 'blind-spent-d23')]), seen);
// The twenty-second test split: test22-a (families newly arrived in a country, refugees and migrants, and armed-forces
// families: unfamiliar systems, a language still being learnt, children interpreting, news of a war, sirens) and test22-b
// (messages about several children or things at once, the danger after an ordinary question, polite understatement, and
// long anxious messages about ordinary things), written blind for it and measured once (urgent 96.3 %, hazard 96.7 %,
// sensitive 94.4 %, rule 100 %, kids' lessons to urgent 0 %), then spent into train: a fork in a socket told after, a boss who
// hits, a baby under three months who feels hot, a step or foster child as a family change only when asked about it.
const spent22 = dedupe(unseen([...read('test22-a.jsonl', 'blind-spent-a22'), ...read('test22-b.jsonl', 'blind-spent-b22')]), seen);
// The twenty-first test split: test21-x (the garden, the garage, the shed, DIY weekends and pets at home: mowers, power
// tools, ladders, weedkiller, slug pellets, antifreeze, ponds, a dog that bites, a pet's flea treatment) and test21-y (school
// and the school day, told by teachers, assistants, dinner staff, the school nurse, parents at the gate and pupils of 5-16),
// written blind for it and measured once (urgent 96.3 %, hazard 93.3 %, sensitive 93.3 %, rule 97.5 %, kids' lessons to
// urgent 2.1 %), then spent into train: pets' medicines licked, a car reversing, a lockdown for real, a fox that got the hens.
const spent21 = dedupe(unseen([...read('test21-x.jsonl', 'blind-spent-x21'), ...read('test21-y.jsonl', 'blind-spent-y21')]), seen);
// The twentieth test split: test20-v (travel and being away from home: holidays abroad, hotels, campsites, airports,
// school and residential trips, camps, festivals, a family that does not know the local number or language) and test20-w
// (questions as they really arrive: two-to-six-word fragments, no person named, "for a friend", "for a story", the
// danger in the last words of a long message, words from other languages inside English), written blind for it and
// measured once (urgent 96.3 %, hazard 93.3 %, sensitive 92.1 %, rule 92.5 %, kids' lessons to urgent 0 %), then spent into
// train: words of Spanish, Hindi and Urdu, Tagalog, Polish and te reo Maori read as English, fragments a doctor should see.
const spent20 = dedupe(unseen([...read('test20-v.jsonl', 'blind-spent-v20'), ...read('test20-w.jsonl', 'blind-spent-w20')]), seen);
// The nineteenth test split: test19-s (food, kitchens and mealtimes: cooking with children, allergies at a friend's house,
// choking on food, hot pans, pods and oven cleaner, teenage diets, a grandparent's tablets on the table) and test19-u (young
// carers and stretched households: children looking after an ill or drinking parent or the little ones while parents work
// nights, grandparents raising grandchildren, temporary housing, heaters and candles), written blind for it and measured
// once (urgent 97.9 %, hazard 93.3 %, sensitive 94.4 %, rule 100 %, kids' lessons to urgent 0 %), then spent into train: a
// treat offered to get in a car, a drink spilt on a baby, a partner's belt, heaters and barbecues indoors, a parent who
// walked out.
const spent19 = dedupe(unseen([...read('test19-s.jsonl', 'blind-spent-s19'), ...read('test19-u.jsonl', 'blind-spent-u19')]), seen);
// The eighteenth test split: test18-q (a family with a new baby or toddlers and everyone in it: night feeds, cots, baths,
// first foods, stair gates, told by first-time parents typing one-handed, grandparents, au pairs and the older brothers and
// sisters who help) and test18-r (teenagers and pre-teens and their parents: parties, vapes, edibles, pills passed round,
// driving, part-time jobs, dating, group chats, teen slang and jokes that hide the danger), written blind for it and measured
// once (urgent 96.3 %, hazard 90.0 %, sensitive 91.1 %, rule 100 %, kids' lessons to urgent 0 %), then spent into train: a
// pad soaked in an hour after the birth, a plan told without the word, a spiked drink, thrush, mastitis, a changed mole.
const spent18 = dedupe(unseen([...read('test18-q.jsonl', 'blind-spent-q18'), ...read('test18-r.jsonl', 'blind-spent-r18')]), seen);
// The seventeenth test split: test17-o (families living with a long-term condition or disability: allergies, asthma,
// diabetes, epilepsy, autism, a non-verbal child, a wheelchair, many medicines; told by parents, siblings, respite carers,
// SEN teachers and the children) and test17-p (sport, play and the outdoors, the danger often told last or played down:
// "is it normal", "probably fine but"), written blind for it and measured once (urgent 92.1 %, hazard 96.7 %, sensitive
// 93.3 %, rule 95 %, kids' lessons to urgent 2.0 %), then spent into train: a fever with sickle cell or chemotherapy, a
// stranger's van, a coach's threat to tell no one, marks after respite.
const spent17 = dedupe(unseen([...read('test17-o.jsonl', 'blind-spent-o17'), ...read('test17-p.jsonl', 'blind-spent-p17')]), seen);
// The sixteenth test split: test16-m (a realistic week of messages from everyone who looks after children, urgent kinds
// spread evenly) and test16-n (unusual places: high-rises, buses, shops, hospitals, places of worship, boats, farms, zoos,
// told by whoever is there, a stranger who found a child included), written blind for it and measured once
// (urgent 97.9 %, hazard 100 %, sensitive 98.9 %, rule 100 %, kids' lessons to urgent 0 %), then spent into train.
const spent16 = dedupe(unseen([...read('test16-m.jsonl', 'blind-spent-m16'), ...read('test16-n.jsonl', 'blind-spent-n16')]), seen);
// The fifteenth test split: test15-k (the seasons and the calendar: holidays, ice and snow, storms, fireworks, festivals,
// parties, sports days) and test15-l (typed in a hurry, autocorrect and voice-typing errors, an ordinary question that
// turns into something happening now, babies and toddlers, children of 4-8 dictating, teens who say "probably nothing"),
// written blind for it and measured once (urgent 96.8 %, hazard 100 %, sensitive 94.4 %, rule 100 %, kids' lessons to
// urgent 0 %), then spent into train: water round a car, a snowbound car, fumes from a generator, fire over the ridge.
const spent15 = dedupe(unseen([...read('test15-k.jsonl', 'blind-spent-k15'), ...read('test15-l.jsonl', 'blind-spent-l15')]), seen);
// The fourteenth test split: test14-i (family moments at home told by parents, step-parents, foster carers, childminders
// and children; dangers from people, getting lost, weather and fire too; very short and long messages; non-native
// grammar) and test14-j (children of 7-13 writing to a homework app, some hiding what happened or asking "for a story"
// or "hypothetically"; teens about friends; teachers, coaches, school nurses), written blind for it and measured once
// (urgent 98.4 %, hazard 100 %, sensitive 95.6 %, rule 95 %, kids' lessons to urgent 0 %), then spent into train: a
// venomous bite by name, a siren sounding, "come alone and don't tell", "gone to God", honey told in months.
const spent14 = dedupe(unseen([...read('test14-i.jsonl', 'blind-spent-i14'), ...read('test14-j.jsonl', 'blind-spent-j14')]), seen);
// The thirteenth test split: test13-g (children's and teens' lives online and with friends: gaming and group chats,
// sleepovers, clubs, camps, parties; many Englishes) and test13-h (grandparents, neighbours and nannies minding children;
// holidays, farms, beaches, rural homes far from help; families whose first language is not English; children of 5-9
// typing as they speak; askers who do not know it is an emergency), written blind for it and measured once (urgent
// 96.3 %, hazard 96.7 %, sensitive 92.2 %, rule 97.5 %, kids' lessons to urgent 0 %), then spent into train: threats with
// a weapon or a time and place, details given online, pictures held for money, a child lost at the beach, fire closing in.
const spent13 = dedupe(unseen([...read('test13-g.jsonl', 'blind-spent-g13'), ...read('test13-h.jsonl', 'blind-spent-h13')]), seen);
// The twelfth test split: test12-e (children and teens on phones, much told indirectly, through a friend, a toy or "what if";
// US, UK, Australian, Indian and Nigerian English) and test12-f (speech-to-text, long messages with the danger in the middle,
// 3am parents, carers and teachers; Canadian, Irish, South African and New Zealand English), written blind for it and
// measured once (urgent 98.4 %, hazard 100 %, sensitive 97.8 %, rule 100 %, kids' lessons to urgent 0 %), then spent into
// train: pictures asked for with a threat, ideation told in passing, a disclosure in one word, periods told by a friend.
const spent12 = dedupe(unseen([...read('test12-e.jsonl', 'blind-spent-e12'), ...read('test12-f.jsonl', 'blind-spent-f12')]), seen);
// The eleventh test split: test11-d (emergencies where a screen might not expect them — at school, a sleepover, abroad,
// in the car, a pool party, a farm, at grandparents' — told by whoever is there), written blind for it and measured
// once (urgent 100 %, hazard 100 %, sensitive 88.9 %, rule 95 %, kids' lessons to urgent 0 %); its late companion half
// test11-c was measured once in aggregate (urgent 100 %, sensitive 86.7 %). Both then spent into train: a death told after
// the fact as grief, the classifier's sensitive vote with a named subject, and the "why did" of frightening news.
const spent11 = dedupe(unseen([...read('test11-d.jsonl', 'blind-spent-d11'), ...read('test11-c.jsonl', 'blind-spent-c11')]), seen);
// The tenth test split, measured once (test10-a + test10-b: urgent 98.4 %, hazard 100 %, sensitive 94.4 %, rule 100 %,
// kids' lessons to urgent 0 %), then spent into train: a child scared to go home, CPR, luring with puppies, donors.
const spent10 = dedupe(unseen([...read('test10-a.jsonl', 'blind-spent-a10'), ...read('test10-b.jsonl', 'blind-spent-b10')]), seen);
// The ninth test split, measured once (test9-x + test9-y: urgent 93.2 %, hazard 93.3 %, sensitive 78.9 %, rule 97.5 %,
// kids' lessons to urgent 0 %), then spent into train: Jamaican and Scots words, a question that starts by wondering and
// then tells of a child now, luring, signs without names were added for its misses.
const spent9 = dedupe(unseen([...read('test9-x.jsonl', 'blind-spent-x'), ...read('test9-y.jsonl', 'blind-spent-y')]), seen);
// The eighth test split, measured once (test8-v + test8-w: urgent 97.4 %, hazard 100 %, sensitive 86.5 %, rule 90.0 %,
// kids' lessons to urgent 2.0 %), then spent into train: medicine taken for sweets, a baby who cannot cry, ideation
// told softly, storks and kittens, rules asked sideways were added for its misses.
const spent8 = dedupe(unseen([...read('test8-v.jsonl', 'blind-spent-v'), ...read('test8-w.jsonl', 'blind-spent-w')]), seen);
// The seventh test split, measured once (test7-t + test7-u: urgent 97.0 %, hazard 100 %, sensitive 90.0 %, kids'
// lessons to urgent 2.5 %), then spent into train: medicine given twice, furniture on a child, a rolled car, abuse told
// through marks, "a bit of", and the big questions in children's words were added for its misses.
const spent7 = dedupe(unseen([...read('test7-t.jsonl', 'blind-spent-t'), ...read('test7-u.jsonl', 'blind-spent-u')]), seen);
// The sixth test split, measured once (test6-r + test6-s: urgent 94.4 %, hazard 100 %, sensitive 78.6 %, kids' lessons
// to urgent 0 %), then spent into train: its misses were read, and structural cues (a heat source with burnt skin, a
// child not right after the water, a crash told any way) and the euphemisms of the big questions added for them.
const spent6 = dedupe([...read('test6-r.jsonl', 'blind-spent-r'), ...read('test6-s.jsonl', 'blind-spent-s')], seen);
// The fifth test split, measured once (test5-p + test5-q: urgent 97.7 %, hazard 100 %, sensitive 85.0 %, kids' lessons
// to urgent 6.9 %), then spent into train: its misses were read and the cues widened for them.
const spent5 = dedupe([...read('test5-p.jsonl', 'blind-spent-p'), ...read('test5-q.jsonl', 'blind-spent-q')], seen);
// The fourth test split, measured once (test4-m + test4-n: urgent 91.3 %, hazard 100 %, sensitive 88.3 %, kids to
// urgent 0 %), then spent into train: its misses were read and the cues and rule words widened for them.
const spent4 = dedupe([...read('test4-m.jsonl', 'blind-spent-m'), ...read('test4-n.jsonl', 'blind-spent-n')], seen);
// The third test split, measured once (test3-j: urgent 94.0 %, hazard 100 %, sensitive 86.7 %, kids to urgent 0 %;
// test3-k, delivered after the freeze and measured once in aggregate: urgent 90.0 %, sensitive 96.2 %), then spent
// into train: its misses were read and the cues widened for them.
const spent3 = dedupe([...read('test3-j.jsonl', 'blind-spent-j'), ...read('test3-k.jsonl', 'blind-spent-k')], seen);
// The second test split, measured once (urgent 92.1 %, hazard 97.5 %, sensitive 81.7 %, kids to urgent 1.8 %), then
// spent into train the same way.
const spent2 = dedupe([...read('test2-g.jsonl', 'blind-spent-g'), ...read('test2-h.jsonl', 'blind-spent-h')], seen);
// The first test split, measured once (2026-11-28: urgent 90.9 %, hazard 92.1 %, sensitive 68.2 %, kids to urgent
// 0.5 %), then spent: moved to train (the rules were tuned on it, the classifier learns from it), replaced by the test2 files above.
const spent = dedupe([...read('test-a.jsonl', 'blind-spent-a'), ...read('test-b.jsonl', 'blind-spent-b'), ...read('test-b2.jsonl', 'blind-spent-b2')], seen);
const pool = dedupe(['c', 'd', 'e', 'f'].flatMap((name) => read(`pool-${name}.jsonl`, `blind-pool-${name}`)), seen);
const extra = dedupe([...read('review.jsonl', 'review'), ...redTeam, ...everyday.filter((item) => !isSafetyTopic(item.q))], seen);
const train = [...pool.filter((item) => toTrain(item.q)), ...extra, ...spent, ...spent2, ...spent3, ...spent4, ...spent5, ...spent6, ...spent7, ...spent8, ...spent9, ...spent10, ...spent11, ...spent12, ...spent13, ...spent14, ...spent15, ...spent16, ...spent17, ...spent18, ...spent19, ...spent20, ...spent21, ...spent22, ...spent23, ...spent24, ...spent25, ...spent26, ...spent27, ...spent28, ...spent29, ...spent30, ...spent31, ...spent32, ...spent33, ...spent34, ...spent35, ...spent36, ...spent37, ...spent38, ...spent39, ...spent40, ...spent41, ...spent42, ...spent43, ...spent44, ...spent45, ...spent46, ...spent47, ...spent48, ...spent49];
const dev = pool.filter((item) => !toTrain(item.q));

const write = (name: string, items: CorpusItem[]) => fs.writeFileSync(path.join(DIR, `${name}.jsonl`), items.map((item) => JSON.stringify(item)).join('\n') + '\n');
write('train', train);
write('dev', dev);
write('test', test);
console.log(`train ${train.length}, dev ${dev.length}, test ${test.length}`);
