import { checkSafetyRules, type BandDocument } from '../src/content/safety-rules';

const activityDoc = (activity: string, band: BandDocument['band'] = '6-8'): BandDocument => ({ band, leading: ['A lesson.'], body: [], activities: [activity] });
const bodyDoc = (sentence: string, band: BandDocument['band'] = '6-8'): BandDocument => ({ band, leading: ['A lesson.'], body: [sentence], activities: [] });
const rulesBroken = (doc: BandDocument) => checkSafetyRules(doc).map((violation) => violation.rule);

describe('safety rules: activities with a hazard give it to a grown-up', () => {
  it.each([
    'Boil water in a pan and watch the steam rise.',
    'Light a candle and watch the flame flicker.',
    'Strike a match and see how fast it burns.',
    'Use a sharp knife to cut the apple in half.',
    'Taste each jar to find out which one is salty.',
    'Mix a little bleach with water to clean the shells.',
    'Iron the leaves between two sheets of paper.',
    'Eat the berries you found and describe the taste.',
    'Warm the chocolate in the microwave until it melts.',
    'Build a small campfire and roast a marshmallow.',
  ])('flags "%s" with no grown-up', (activity) => {
    expect(rulesBroken(activityDoc(activity))).toContain('experiments-grown-up-hazards');
  });

  it.each([
    'Match each animal to its home.',
    'Play a matching game: match the baby animal to its mother.',
    'Draw what whales eat and label each food.',
    'Make a list of foods a panda likes to eat.',
    'Find out what pets drink and eat each day, then draw a chart.',
    'Think about a fire truck: what tools does it carry? Draw one.',
    'Write about what you saw on your walk in the park.',
    'Learn three facts about the Iron Age and draw a helmet.',
    'Hold the magnet near the iron nail and watch what happens.',
    'Tell a grown-up what you saw at the pond.',
    'Count the fireflies in the picture.',
    'Let your imagination fly: draw a dragon that breathes fire.',
  ])('does not flag "%s"', (activity) => {
    expect(rulesBroken(activityDoc(activity))).toEqual([]);
  });

  it('is satisfied when a grown-up does the hazardous step', () => {
    expect(rulesBroken(activityDoc('Ask a grown-up to boil water in a pan, then watch the steam rise from a safe distance.'))).toEqual([]);
  });
});

describe('safety rules: no honey before one', () => {
  it.each([
    'Let your baby taste a little honey on a spoon.',
    'You can give honey to babies to soothe a cough.',
  ])('flags "%s"', (sentence) => {
    expect(rulesBroken(bodyDoc(sentence))).toContain('no-honey-before-one');
  });

  it.each([
    "Let's learn why babies can't have honey until their first birthday.",
    'Babies should never be given honey before they turn one.',
    'Never give honey to babies under one year old.',
    'Wait until after the first birthday to offer babies honey.',
  ])('does not flag the warning itself: "%s"', (sentence) => {
    expect(checkSafetyRules(bodyDoc(sentence)).filter((v) => v.where === 'body')).toEqual([]);
  });
});

describe('safety rules: the other rules still bite', () => {
  it('flags the front seat for children and swimming alone', () => {
    expect(rulesBroken(bodyDoc('Make a chart so each child takes turns in the front seat.'))).toContain('back-seat-under-13');
    expect(rulesBroken(bodyDoc('You can swim in the lake by yourself once you can float.'))).toContain('water-safety');
    expect(rulesBroken(bodyDoc('It is fine to look straight at the Sun for a second.'))).toContain('sun-safety');
  });
});
