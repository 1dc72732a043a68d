import { britannica, openLibrary, SITES } from '../links';
import type { ParentEntry } from '../types';

export const pickyEating: ParentEntry = {
  id: 'parent-picky-eating',
  question: 'How can I help my child with picky eating?',
  title: 'Helping a Picky Eater',
  blurb: 'Repeated exposure, no pressure, and a calm division of responsibility.',
  standalone: [['picky'], ['fussy', 'eater'], ['fussy', 'eating'], ['refuse*', 'vegetable'], ['won\'t', 'eat', 'vegetable']],
  triggers: [['picky'], ['fussy', 'eat*'], ['eat'], ['eating'], ['food'], ['vegetable'], ['veggie'], ['meal'], ['dinner'], ['lunch'], ['snack'], ['refuse*', 'food'], ['won\'t', 'eat']],
  quickAnswer: 'Picky eating is common, especially in toddlers and preschoolers, and usually improves with time. Offer new foods again and again in small amounts alongside a familiar "safe" food, without pressure, bribes or battles; it can take many tries before a child accepts a new food. You decide what, when and where food is served; your child decides whether and how much to eat. Eat together and enjoy a variety of foods yourself. Talk to your pediatrician about weight loss, choking or gagging, or a very small range of accepted foods.',
  takeaways: [
    'Picky eating is common and often a normal phase.',
    'Repeated, pressure-free exposure is the most reliable way to widen tastes.',
    'Adults choose what, when and where; children choose whether and how much.',
    'Pressure, bribes and battles tend to backfire.',
    'Family meals and modelling matter.',
    'See your pediatrician about weight loss, gagging or choking, or a very short list of accepted foods.',
  ],
  sections: [
    {
      title: 'Why Children Are Picky',
      content: 'Many young children are wary of new foods, a tendency called food neophobia, which is common in the toddler and preschool years. Growth also slows after infancy, so appetites naturally drop and vary from day to day. Strong tastes (such as bitter greens) and textures can be genuinely harder for children.',
      funFact: { title: 'A protective instinct', text: 'Caution about new foods may once have protected young children from eating something harmful.' },
    },
    {
      title: 'The Power of Repeated Exposure',
      content: 'Children often need to see, smell, touch and taste a food many times, sometimes more than ten, before they accept it. Each no-pressure exposure counts, even if the food only sits on the plate. Serve tiny portions alongside foods your child already likes. Keep new foods safe to chew: for children under 4, cut grapes into quarters, and skip whole nuts, popcorn and hard sweets, which are choking hazards.',
      funFact: { title: 'Touching counts', text: 'Helping wash, stir or arrange a vegetable is also a kind of exposure.' },
    },
    {
      title: 'The Division of Responsibility',
      content: 'Dietitian Ellyn Satter\'s "division of responsibility" is widely used: parents are responsible for what food is offered, when and where; children are responsible for whether they eat and how much. This removes the power struggle and lets children listen to their own hunger and fullness.',
      funFact: { title: 'Trust and appetite', text: 'Children\'s intake often balances out over several days, even when single meals vary a lot.' },
    },
  ],
  ageStage: {
    '3-5': 'Picky eating often peaks in the toddler and preschool years. Wariness of new foods, food jags (wanting the same food every day) and variable appetite are all common. Small portions, routines and playful exposure work best.',
    '6-8': 'Many children become more willing to try foods as they get older, especially when they eat with peers and help with cooking. Some strong dislikes remain. Involving them in planning and shopping builds interest.',
    '9-12': 'Preteens have more control over their food at school and with friends. Appetite often increases with growth spurts. Conversations about how food fuels sport and growth can motivate, but avoid focusing on weight or body shape.',
    '13+': 'Teens eat more independently, often irregularly. Persistent very restrictive eating, skipped meals, preoccupation with weight, or eating in secret are warning signs of a possible eating disorder: raise them with your teen\'s doctor soon.',
  },
  brainBehavior: 'Children are born with a preference for sweet tastes and a wariness of bitter ones, and many go through a phase of rejecting new foods. Familiarity changes this: repeated neutral or positive experiences with a food make it feel safe. Pressure raises stress and creates negative associations, which is why coaxing, bribing or forcing often makes children less willing to eat the food later.',
  approaches: [
    { strategy: 'Repeated, no-pressure exposure', rationale: 'Children\'s liking of a food tends to grow as they meet and taste it again and again without pressure.', howTo: 'Offer a tiny portion of the new food at many meals, next to a familiar food; let your child look, touch or taste without comment.' },
    { strategy: 'Division of responsibility', rationale: 'Reduces power struggles and supports children\'s hunger and fullness cues.', howTo: 'You decide the menu, times and place; your child decides whether and how much to eat from what\'s offered. No short-order cooking.' },
    { strategy: 'Always include a "safe" food', rationale: 'A familiar food lowers anxiety and ensures children won\'t go hungry.', howTo: 'Put at least one food your child usually eats (bread, rice, fruit) on the table at each meal.' },
    { strategy: 'Eat together and model', rationale: 'Children imitate adults and peers eating a variety of foods.', howTo: 'Share family meals when possible, eat the same foods yourself, and talk about taste, texture and colour rather than "good" and "bad."' },
    { strategy: 'Involve children in food', rationale: 'Handling and preparing food increases familiarity and willingness to taste.', howTo: 'Let children choose a vegetable at the shop, wash produce, stir, or assemble their own wraps.' },
  ],
  prosCons: [
    { approach: '"One bite" rule', pros: ['Ensures regular tasting', 'Simple'], cons: ['Can turn into a pressure battle', 'Some children become more resistant'], bestFor: 'Only if it stays relaxed; drop it if it causes conflict' },
    { approach: 'Dessert as a reward for eating vegetables', pros: ['Can get food eaten in the moment'], cons: ['Teaches that vegetables are a chore and dessert is the prize', 'Makes dessert seem even more special than the vegetable'], bestFor: 'Generally not recommended; serve small desserts without conditions instead' },
    { approach: 'Division of responsibility', pros: ['Removes power struggles', 'Supports self-regulation'], cons: ['Takes patience while children adjust', 'Feels uncomfortable when a child eats little'], bestFor: 'Most families and ages' },
    { approach: 'Food play and cooking together', pros: ['Low-pressure exposure', 'Fun and builds skills'], cons: ['Messy and time-consuming', 'Doesn\'t always lead to eating right away'], bestFor: 'Young children and highly wary eaters' },
  ],
  sources: [
    {
      claim: 'Whole grapes, nuts, popcorn and hard sweets are choking hazards for children under 4; cut grapes and other round foods into small pieces, such as quarters.',
      title: 'CDC: Choking Hazards (infant and toddler nutrition)',
      url: 'https://www.cdc.gov/infant-toddler-nutrition/foods-and-drinks/choking-hazards.html',
      read: '2026-11-23',
      authority: 'public-health',
      asOf: '2026-11',
    },
    {
      claim: 'Picky eating behaviours are normal for toddlers as they explore new foods. Serve a new food alongside a familiar food in the same meal, because it may take a child up to 8-10 tries to accept a new food; serve small portions at scheduled meals and snacks, and let children help prepare meals.',
      title: 'USDA MyPlate: Toddlers (picky eating)',
      url: 'https://www.myplate.gov/life-stages/toddlers',
      read: '2026-11-28',
      authority: 'public-health',
    },
    {
      claim: 'In Child of Mine: Feeding with Love and Good Sense, dietitian Ellyn Satter sets out the division of responsibility in feeding: the parent is responsible for what, when and where food is offered; the child is responsible for whether and how much to eat.',
      title: 'Ellyn Satter, Child of Mine: Feeding with Love and Good Sense (catalogue record, Open Library)',
      url: openLibrary('Child of Mine: Feeding with Love and Good Sense', 'Ellyn Satter'),
      read: '2026-11-23',
      authority: 'reference',
    },
  ],
  microTasks: [
    'Write down the foods your child reliably eats; it\'s often a longer list than it feels.',
    'Plan tomorrow\'s meals so each includes one safe food.',
    'Put a tiny portion of one new food on the plate with no comment about it.',
    'Eat one meal together at the table without screens.',
    'Invite your child to wash, stir or arrange part of a meal.',
    'Replace "Just try it" with neutral talk: "This is crunchy and a bit sweet."',
    'Offer the new food from Day 3 again, prepared differently (raw, roasted or in a dip).',
  ],
  sampleScript: {
    '3-5': '"Tonight there\'s pasta, cucumber and a little bit of broccoli. You don\'t have to eat anything you don\'t want. The broccoli looks like tiny trees! You can touch it, smell it or lick it if you\'re curious."',
    '6-8': '"Would you help me pick a new vegetable at the shop this week? You can choose how we cook it. You don\'t have to like it, but I\'d love your review: crunchy, soft, sweet or sour?"',
    '9-12': '"Your body is growing fast and needs lots of fuel, especially with football. Want to plan two dinners this week? Pick one new recipe and one favourite."',
    '13+': '"I\'ve noticed you\'re skipping lunch a lot. I\'m not trying to control what you eat. I just want to check you\'re OK and have what you need. What would make lunch easier for you?"',
  },
  ifThisHappens: [
    { scenario: 'My child eats almost nothing at dinner.', solution: 'Stay calm and don\'t offer a separate meal. Keep regular meal and snack times so your child arrives hungry, and trust that intake usually balances over several days.' },
    { scenario: 'My child only wants the same few foods.', solution: 'Keep serving those foods alongside small amounts of others. Try small changes to favourites (a new shape of pasta, a different bread) to build flexibility.' },
    { scenario: 'Grandparents pressure my child to eat.', solution: 'Share your approach kindly and explain that pressure tends to backfire. Ask them to offer foods and let your child decide.' },
    { scenario: 'My child gags, is losing weight or eats fewer than a handful of foods.', solution: 'See your pediatrician. Very limited eating, weight loss, gagging or distress around food can need assessment by a doctor, dietitian or feeding therapist.' },
  ],
  pitfalls: [
    'Bribing with dessert or screens to eat vegetables.',
    'Cooking separate meals on demand.',
    'Constant grazing on snacks, so children aren\'t hungry at meals.',
    'Labelling the child "picky" in front of them.',
    'Giving up on a food after a few refusals.',
  ],
  tracker: {
    description: 'Track exposures to new foods over two weeks: small steps count.',
    categories: ['Food offered', 'How it was prepared', 'Looked / touched / tasted / ate', 'Mood at the meal', 'Safe food included?'],
  },
  weeklyPrompts: [
    'Which new foods did my child interact with, even just touching or smelling?',
    'How were mealtimes feeling: calmer or more tense?',
    'Did I avoid pressure and bribes?',
    'Which food will I offer again next week, in a new way?',
  ],
  books: [
    { title: 'Child of Mine: Feeding with Love and Good Sense', author: 'Ellyn Satter' },
    { title: 'It\'s Not About the Broccoli', author: 'Dina Rose' },
    { title: 'Helping Your Child with Extreme Picky Eating', author: 'Katja Rowell and Jenny McGlothlin' },
  ],
  expert: {
    pediatricianTip: 'Pediatric guidance treats picky eating as common and usually temporary. Offer a variety of healthy foods on a regular schedule, avoid forcing or bribing, and check growth at routine visits. See your doctor about weight loss, choking or gagging, or a very restricted diet.',
    psychologistInsight: 'Feeding specialists emphasise that the emotional climate of meals matters: calm, predictable, pressure-free meals help anxious or wary eaters feel safe enough to try new foods over time.',
  },
  discussions: [
    { search: 'picky eater toddler what worked', title: 'Parents discussing what helped picky eaters', snippet: 'Stories of repeated exposure, cooking together and calmer meals.' },
    { search: 'division of responsibility feeding', title: 'Parents trying the division of responsibility', snippet: 'Experiences with letting children decide how much to eat.' },
    { search: 'kid only eats beige food', title: 'Parents of very selective eaters', snippet: 'When families decided to seek help from a doctor or feeding therapist.' },
  ],
  glossary: [
    { term: 'Food neophobia', say: 'FOOD nee-oh-FOH-bee-uh', definition: 'Fear or wariness of new foods, common in young children.' },
    { term: 'Exposure', say: 'ik-SPOH-zher', definition: 'A chance to see, smell, touch or taste a food.' },
    { term: 'Division of responsibility', say: 'dih-VIZH-un uv rih-spon-suh-BIL-ih-tee', definition: 'Parents decide what, when and where; children decide whether and how much.' },
    { term: 'Food jag', say: 'FOOD jag', definition: 'A period when a child wants the same food over and over.' },
  ],
  tryIt: [{
    title: 'Taste Scientist Game',
    description: 'Turn tasting into observation, not a test. A parent or carer prepares the food and stays at the table.',
    steps: [
      'The parent puts three small samples of one food prepared in different ways (raw, cooked, with a dip) on a plate.',
      'Your child is the scientist: look, smell, touch, listen to the crunch, then taste if they want.',
      'Record observations with words or stickers: crunchy, soft, sweet, sour.',
      'No one has to like it. Thank them for being a great scientist.',
    ],
    note: 'Cut foods into safe sizes for young children to prevent choking: for under-4s, quarter grapes and skip whole nuts, popcorn and hard sweets. Children eat sitting down, with an adult watching.',
  }],
  analogies: [
    { title: 'Getting to know a new classmate', content: 'Accepting a new food is like getting to know a new classmate: it takes many relaxed meetings before it feels familiar.' },
  ],
  realWorld: [
    { title: 'The tenth try', content: 'A family serves a few green beans next to pasta at many dinners. For weeks they sit untouched; one night the child picks one up, licks it, and eventually eats a few. Nobody made a big deal of it.' },
  ],
  engaging: [
    { question: 'What are mealtimes like in your home right now?', context: 'Calm or tense? That climate matters.' },
    { question: 'Which foods did you dislike as a child and like now?', context: 'Tastes change over time.' },
  ],
  quiz: [
    { question: 'How many tries can a child need before accepting a new food?', right: 'Many, sometimes more than ten', wrong: ['Just one, if it is cooked well', 'Children never change their tastes'], skill: 'recall', support: ['sometimes more than ten'] },
    { question: 'In the division of responsibility, who decides how much to eat?', right: 'The child', wrong: ['The parent', 'The grandparents'], skill: 'recall', support: ['children choose whether and how much', 'children are responsible for whether they eat and how much'] },
    { question: 'Which tends to backfire?', right: 'Bribing with dessert', wrong: ['Eating together', 'Offering a safe food'], skill: 'cause-effect', support: ['Pressure, bribes and battles tend to backfire'] },
    { question: 'How should grapes be served to a child under 4?', right: 'Cut into quarters', wrong: ['Whole, as a snack', 'Frozen and whole'], skill: 'recall', support: ['cut grapes into quarters'] },
  ],
  related: ['parent-big-emotions', 'parent-sharing', 'parent-bedtime'],
  links: [SITES.healthyChildren, SITES.kidsHealth, britannica('nutrition children')],
};
