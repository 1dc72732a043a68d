import { britannica, SITES } from '../links';
import type { KidEntry } from '../types';

// Nature Connection: cats, plants, the ocean, bees, autumn leaves, butterflies.

const READ = '2026-11-23';

const catsPurr: KidEntry = {
  id: 'cats-purr',
  module: 'Nature Connection',
  question: 'Why do cats purr?',
  title: 'Why Do Cats Purr?',
  blurb: 'The rumbly sound cats make, and what it can mean.',
  triggers: [['purr*'], ['cat', 'purr*'], ['kitten', 'purr*'], ['cat', 'rumbl*'], ['cat', 'noise'], ['cat', 'sound']],
  quickAnswer: {
    '3-5': 'Cats purr with tiny muscles in their throat. The muscles shake very fast. That makes a soft rumble. A purr often means a cat feels happy and safe. Cats can purr to feel calm, too.',
    '6-8': 'A cat purrs by twitching tiny muscles in its voice box very fast. The purr goes on as the cat breathes in and out. Cats often purr when they feel calm and happy. But they also purr when they are scared, hurt or hungry. Purring is a way to talk and a way to calm down.',
    '9-12': 'A purr starts in a cat\'s voice box, called the larynx. Muscles there tighten and relax many times a second. This makes the vocal folds buzz as air flows in and out. So the purr keeps going while the cat breathes. Mother cats and kittens purr to each other. Adult cats purr when they are content. They also purr when they are stressed, sick or in pain. So purring may help cats soothe themselves.',
    '13+': 'Purring is a low, rumbling sound made in the larynx as a cat breathes in and out. The classic explanation is that the brain drives the laryngeal muscles to twitch about 20 to 30 times a second. Each twitch opens and closes the glottis. A 2023 study found that a cat\'s larynx can also make purr-like sounds with no nerve signals at all. Kittens purr while nursing, and adult cats purr in many moods. Researchers at the University of Sussex found that some cats hide a cry-like sound in their purr when asking for food.',
  },
  takeaways: {
    little: ['Cats purr with tiny throat muscles.', 'A purr often means a cat feels good.', 'Cats also purr to feel calm.'],
    young: ['Cats purr with tiny throat muscles.', 'Purring often means a cat is happy.', 'Cats also purr to calm down.'],
    older: ['Purring comes from fast-twitching muscles in the voice box.', 'Cats purr when content, and also when stressed or hurt.', 'Purring is both communication and self-soothing.'],
  },
  sections: [
    {
      title: 'How a Purr Is Made',
      little: 'A cat has a voice box in its throat. Tiny muscles there shake very fast. Buzz, buzz! That makes the purr.',
      young: 'A cat has a voice box in its throat. Tiny muscles there wiggle very fast. That wiggling makes the rumbly purr sound.',
      older: 'In the cat\'s larynx, muscles tighten and relax very fast. This opens and closes the gap between the vocal folds. Air passing through makes the buzz we hear as a purr. It works when the cat breathes in and when it breathes out. So a cat can purr for a long time without stopping.',
      funFact: { title: 'Feel the purr', text: 'If you gently rest your hand on a purring cat, you can feel the vibration.' },
    },
    {
      title: 'Happy Purrs and Worried Purrs',
      little: 'A cat on your lap may purr. It feels cozy. A cat at the vet may purr too. It is helping itself feel calm.',
      young: 'A cat on your lap may purr because it feels cozy. But a cat at the vet may purr too. Then it is calming itself.',
      older: 'Purring often goes with relaxed body language: soft eyes, a loose body and kneading paws. But cats also purr when they are scared, unwell or giving birth. So look at the whole cat, not just the sound, to guess how it feels.',
      funFact: { title: 'Kitten talk', text: 'Kittens can purr when they are only a few days old, and mother cats purr to their kittens.' },
    },
    {
      title: 'Which Cats Purr?',
      little: 'House cats purr. Cheetahs purr too! Lions and tigers roar instead.',
      young: 'House cats purr. Some wild cats purr too, like cheetahs. Lions and tigers roar instead.',
      older: 'Many wild cats can purr, such as cheetahs, bobcats and pumas. Lions, tigers, leopards and jaguars can roar instead. They can\'t purr on and on, breathing in and out, the way house cats do.',
      funFact: { title: 'Cheetahs chirp', text: 'Cheetahs can purr, and they also make high chirping sounds a bit like birds.' },
    },
  ],
  deeper: {
    title: 'Muscles, Vocal Folds and Solicitation Purrs',
    content: 'For decades, the main model was a neural oscillator in the brainstem. Recordings show the laryngeal muscles firing in regular bursts, about 20 to 30 per second, through both inhalation and exhalation. In 2023, researchers at the University of Vienna tested larynges from cats that had died. Air blown through them made purr-like sounds at 25 to 30 hertz with no nerve input. Pads of tissue in the vocal folds seem to make such low pitches possible. So muscle bursts may help shape the purr, but the full mechanism is still being studied. Purring is linked to nursing and grooming, and may signal "I am not a threat." A 2009 paper in Current Biology described "solicitation purring." Cats asking for food add a high-pitched part that resembles a human baby\'s cry.',
    funFact: { title: 'A sound that works on humans', text: 'In that study, people rated the food-asking purrs as more urgent and less pleasant, even people who had never owned cats.' },
  },
  glossary: [
    { term: 'Purr', say: 'PUR', definition: 'The soft, rumbly sound a cat makes.' },
    { term: 'Voice box', say: 'VOYSS boks', definition: 'The part of the throat that makes sounds. Its science name is larynx.' },
    { term: 'Vibration', say: 'vy-BRAY-shun', definition: 'A very fast back-and-forth shaking.' },
    { term: 'Larynx', say: 'LAIR-inks', definition: 'The voice box in the throat of people and many animals.' },
    { term: 'Body language', say: 'BOD-ee LANG-gwij', definition: 'What a body\'s pose and movements show about feelings.' },
  ],
  tryIt: [{
    title: 'Hum Like a Purr',
    description: 'Feel a buzz in your own throat, a bit like a purr.',
    steps: [
      'Sit with a grown-up.',
      'Put your hand gently on the front of your neck.',
      'Hum "mmmm" softly. Can you feel a buzz?',
      'Now hum loud, then soft. Purr like a happy cat!',
    ],
    note: 'Only pet a real cat with a grown-up, gently, and stop if the cat walks away.',
    bands: ['3-5'],
  }, {
    title: 'Be a Cat Watcher',
    description: 'Learn to read cat feelings like a scientist.',
    steps: [
      'With a grown-up, quietly watch a calm cat you know.',
      'Notice when it purrs: eating, being stroked, sleeping?',
      'Write down what its ears, eyes and tail are doing at the same time.',
      'Put your hand on your own throat and hum: feel the vibration, a bit like a purr.',
    ],
    note: 'Only touch cats you know, gently, and stop if the cat walks away or its tail starts swishing.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A tiny engine', content: 'A purr is like a little engine idling: a steady rumble that keeps going in and out.' },
  ],
  realWorld: [
    { title: 'Vets listen for purrs', content: 'Vets know that a purring cat is not always a happy cat, so they check other signs too.' },
  ],
  engaging: [
    { question: 'What sounds do other animals make when they are happy?', context: 'Think about dogs, birds or even people.' },
    { question: 'How can you tell how a pet feels without words?', context: 'Look at ears, tails, eyes and how they move.' },
  ],
  quiz: [
    {
      question: 'Where does a cat\'s purr come from?', right: 'Tiny muscles in its throat', wrong: ['Its tail swishing around', 'Its busy, rumbly tummy'],
      skill: 'recall', support: ['muscles in their throat', 'muscles in its voice box', 'muscles in the voice box', 'laryngeal muscles'],
    },
    {
      question: 'Does purring always mean a cat is happy?', right: 'No, cats also purr to calm down', wrong: ['Yes, purring always means happy', 'No, purring means it is angry'],
      skill: 'inference', support: ['purr to feel calm', 'purr to calm down', 'also purr when they are stressed'],
    },
    {
      question: 'Which cats roar instead of purring?', right: 'Lions and tigers', wrong: ['House cats and kittens', 'Cheetahs'],
      skill: 'recall', support: ['Lions and tigers roar instead', 'jaguars can roar instead'],
    },
  ],
  sources: [
    {
      claim: 'Cats have long been thought to purr through neurally driven bursts of laryngeal muscle activity, typically at 20 to 30 per second; in a 2023 study led by the University of Vienna (Herbst et al., Current Biology), the larynges of eight domestic cats produced purr-like sounds at 25 to 30 hertz without neural input, helped by pads of connective tissue in the vocal folds.',
      title: 'University of Vienna, Behavioral and Cognitive Biology: New paper on cat purring (Domestic cat larynges can produce purring frequencies without neural input)',
      url: 'https://becogbio.univie.ac.at/news-events-publications/detailansicht/news/new-paper-on-cat-purring-out/',
      read: READ,
      authority: 'university',
    },
    {
      claim: 'Researchers at the University of Sussex (McComb and colleagues, Current Biology, 2009) found that some cats asking for food embed a high-pitched, cry-like sound in their purr ("solicitation purring"), and that people, even those who had never owned cats, rated these purrs as more urgent and less pleasant.',
      title: 'McComb K. et al. (2009). The cry embedded within the purr. Current Biology 19(13).',
      url: 'https://www.cell.com/current-biology/abstract/S0960-9822(09)01168-3',
      read: READ,
      authority: 'peer-reviewed',
    },
    {
      claim: 'House cats and many small wild cats, including the cheetah, purr; the lion, tiger, leopard and jaguar can roar, thanks to a differently built larynx and hyoid, but do not purr continuously while breathing in and out.',
      title: 'Britannica: Felid (cat family)',
      url: 'https://www.britannica.com/animal/felid',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Domestic cats purr when content and also when stressed, ill or in pain; kittens purr while nursing and mother cats purr to them.',
      title: 'Britannica: Cat',
      url: 'https://www.britannica.com/animal/cat',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: [
    'For 3-12, purring is described as throat muscles twitching fast; the 13+ text explains that the exact mechanism is still being studied.',
    'For 3-5, "cats purr to feel calm" stands for self-soothing.',
  ],
  related: ['bees-honey', 'caterpillar-butterfly', 'hearing-sounds'],
  links: [SITES.natGeoKids, britannica('domestic cat'), SITES.wwf],
};

const plantsFood: KidEntry = {
  id: 'plants-food',
  module: 'Nature Connection',
  question: 'How do plants make food?',
  title: 'How Do Plants Make Food?',
  blurb: 'Photosynthesis: sunlight, water and air turned into sugar.',
  triggers: [['plant', 'food'], ['plant', 'eat'], ['photosynthes*'], ['chlorophyll'], ['plant', 'sunlight'], ['plant', 'grow'], ['leaf', 'green'], ['plant', 'green'], ['grass', 'green'], ['plant', 'need']],
  quickAnswer: {
    '3-5': 'Plants make their own food! They use sunshine, water and air. Their green leaves turn these into sugar. The sugar helps the plant grow.',
    '6-8': 'Plants make their own food in their leaves. They drink water with their roots. They take in a gas from the air called carbon dioxide. They catch energy from sunlight. Their green leaves turn all this into sugar for food. They also give off oxygen, the gas we breathe. This is called photosynthesis.',
    '9-12': 'Plants make food by photosynthesis. Chlorophyll, the green pigment in leaves, captures energy from sunlight. The plant uses that energy to join water and carbon dioxide into glucose, a sugar. Water comes up from the roots. Carbon dioxide enters through tiny leaf pores called stomata. Oxygen is given off into the air. The glucose fuels growth or is stored, for example as starch.',
    '13+': 'Photosynthesis takes place in chloroplasts. In the light-dependent reactions, chlorophyll absorbs mainly red and blue light. Water is split, oxygen is released, and the energy carriers ATP and NADPH are made. In the Calvin cycle, ATP and NADPH drive the fixing of carbon dioxide into sugars. Overall: 6 CO₂ + 6 H₂O + light energy → C₆H₁₂O₆ + 6 O₂. Nearly all food chains on land depend on this process.',
  },
  takeaways: {
    little: ['Plants make their own food.', 'They need sun, water and air.', 'Plants give out oxygen for us to breathe.'],
    young: ['Plants make their own food.', 'They need sun, water and air.', 'Plants give us oxygen to breathe.'],
    older: ['Photosynthesis turns light energy, water and carbon dioxide into sugar.', 'Chlorophyll in leaves captures sunlight and makes plants green.', 'Oxygen is released as a by-product.'],
  },
  sections: [
    {
      title: 'What Plants Need',
      little: 'Plants drink water with their roots. They take in air with their leaves. They soak up the sun. Then they make food!',
      young: 'Plants drink water with their roots. They take in air with their leaves. They soak up sunshine. Then they make food.',
      older: 'Roots take up water and minerals from the soil. Leaves take in carbon dioxide from the air through tiny openings called stomata. Sunlight provides the energy. The soil does not provide the food itself. The plant builds its body mostly from air and water.',
      funFact: { title: 'Made of air', text: 'Most of a tree\'s wood is made from carbon that came from carbon dioxide in the air.' },
    },
    {
      title: 'Green Leaves, Busy Kitchens',
      little: 'Leaves are green. The green stuff in a leaf catches sunlight. It works like a net for light!',
      young: 'Leaves are green because of a special green stuff called chlorophyll. It catches sunlight like a net.',
      older: 'Leaf cells contain chloroplasts packed with chlorophyll. Chlorophyll absorbs red and blue light strongly. It reflects green light, which is why plants look green. The captured energy powers the making of sugar.',
      funFact: { title: 'Why green?', text: 'Plants look green because chlorophyll reflects green light instead of using it.' },
    },
    {
      title: 'A Gift of Oxygen',
      little: 'Plants give out a gas called oxygen. We breathe it in. Thank you, plants!',
      young: 'When plants make food, they give out oxygen. We need oxygen to breathe. Thank you, plants!',
      older: 'Photosynthesis releases oxygen. Land plants and tiny ocean organisms called phytoplankton make the oxygen in our air. Scientists estimate that the ocean makes about half or more of the oxygen produced on Earth.',
      funFact: { title: 'Ocean helpers', text: 'Tiny floating organisms called phytoplankton make a large share of the oxygen on Earth.' },
    },
  ],
  deeper: {
    title: 'Light Reactions and the Calvin Cycle',
    content: 'In the thylakoid membranes of chloroplasts, photosystems II and I absorb light. Water is split, releasing O₂. An electron transport chain builds a proton gradient that powers ATP synthase, and NADP⁺ is reduced to NADPH. In the stroma, the enzyme RuBisCO fixes CO₂ onto ribulose bisphosphate in the Calvin cycle. ATP and NADPH then reduce the products to three-carbon sugars. These become glucose, sucrose, starch and cellulose. Some plants, such as maize (C4) and cacti (CAM), use extra steps. These steps save water or work better in hot, dry conditions.',
    funFact: { title: 'The most common protein', text: 'RuBisCO is often described as the most abundant protein on Earth.' },
  },
  glossary: [
    { term: 'Photosynthesis', say: 'foh-toh-SIN-thuh-sis', definition: 'How plants use sunlight to make food from water and air.' },
    { term: 'Chlorophyll', say: 'KLOR-uh-fill', definition: 'The green stuff in leaves that catches sunlight.' },
    { term: 'Oxygen', say: 'OK-sih-jen', definition: 'A gas in the air that people and animals need to breathe.' },
    { term: 'Carbon dioxide', say: 'KAR-bun dy-OK-side', definition: 'A gas in the air that plants use to make food.' },
    { term: 'Stomata', say: 'STOH-muh-tuh', definition: 'Tiny openings on leaves that let gases in and out.' },
  ],
  tryIt: [{
    title: 'Leaf Bubbles',
    description: 'See a leaf giving off gas in sunlight.',
    steps: [
      'Fill a clear bowl with water.',
      'Put a freshly picked green leaf in it and hold it under with a small stone.',
      'Leave the bowl in bright sunlight for an hour or two.',
      'Look closely with a magnifying glass for tiny bubbles on the leaf.',
      'Talk about it: some of the gas coming out is oxygen made during photosynthesis.',
    ],
    note: 'Ask a grown-up before picking leaves, and only use plants you know are safe to touch.',
    bands: ['6-8', '9-12', '13+'],
  }, {
    title: 'Light or No Light?',
    description: 'See with a grown-up whether plants need light.',
    steps: ['Plant cress or grass seeds in two cups with a grown-up.', 'Put one cup on a sunny windowsill and one in a dark cupboard.', 'Water both the same.', 'After a week, compare the color and height of the plants.'],
    note: 'Change only one thing (the light) so you know what made the difference.',
  }],
  analogies: [
    { title: 'A solar-powered kitchen', content: 'A leaf is like a kitchen that runs on solar power: water and air are the ingredients, sunlight is the stove, and sugar is the meal.' },
  ],
  realWorld: [
    { title: 'The food we eat', content: 'Every fruit, vegetable and grain got its energy from photosynthesis, and animals that eat plants pass that energy on.' },
    { title: 'Greenhouses', content: 'Farmers grow plants in greenhouses to give them warmth and plenty of light.' },
  ],
  engaging: [
    { question: 'What do you think happens to a plant kept in the dark?', context: 'Grow seeds in the light and in the dark, with a grown-up, and compare.' },
    { question: 'Where does the food you had for lunch get its energy?', context: 'Follow it back to a plant and the Sun.' },
  ],
  quiz: [
    {
      question: 'What do plants need to make food?', right: 'Sunlight, water and air', wrong: ['Only soil and rocks', 'Milk, juice and candy'],
      skill: 'recall', support: ['sunshine, water and air', 'sun, water and air', 'water and carbon dioxide'],
    },
    {
      question: 'What gas do plants give off that we breathe?', right: 'Oxygen', wrong: ['Smoke', 'Helium'],
      skill: 'recall', support: ['oxygen'],
    },
    {
      question: 'What is the green stuff in leaves called?', right: 'Chlorophyll', wrong: ['Glucose', 'Green sap'],
      skill: 'vocabulary', bands: ['6-8', '9-12', '13+'], support: ['chlorophyll'],
    },
    {
      question: 'What sugar do plants make in photosynthesis?', right: 'Glucose', wrong: ['Salt', 'Protein'],
      skill: 'recall', bands: ['9-12', '13+'], support: ['glucose'],
    },
  ],
  sources: [
    {
      claim: 'Photosynthesis takes place in chloroplasts: chlorophyll absorbs mainly red and blue light; in the light reactions, photosystems I and II split water, releasing oxygen, and make ATP and NADPH; in the Calvin cycle the enzyme RuBisCO fixes carbon dioxide into sugars (overall, 6 CO2 + 6 H2O + light → C6H12O6 + 6 O2); C4 and CAM plants add steps that save water in hot, dry conditions.',
      title: 'Britannica: Photosynthesis',
      url: 'https://www.britannica.com/science/photosynthesis',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Scientists estimate that 50 to 80 percent of the oxygen production on Earth comes from the ocean, mostly from photosynthesizing plankton such as phytoplankton.',
      title: 'NOAA National Ocean Service: How much oxygen comes from the ocean?',
      url: 'https://oceanservice.noaa.gov/facts/ocean-oxygen.html',
      read: READ,
      authority: 'science-body',
    },
    {
      claim: 'RuBisCO, the enzyme that fixes carbon dioxide in photosynthesis, is estimated to be the most abundant protein on Earth.',
      title: 'Bar-On Y.M. & Milo R. (2019). The global mass and average rate of rubisco. PNAS 116(10).',
      url: 'https://doi.org/10.1073/pnas.1816654116',
      read: READ,
      authority: 'peer-reviewed',
    },
  ],
  simplifications: [
    'For 3-8, plants make food from "sun, water and air"; minerals from the soil are left out.',
    'For 3-5, chlorophyll is "the green stuff in a leaf" that "works like a net for light".',
  ],
  related: ['leaves-change-color', 'bees-honey', 'ocean-salty'],
  links: [britannica('photosynthesis'), SITES.natGeoKids, SITES.spacePlace],
};

const oceanSalty: KidEntry = {
  id: 'ocean-salty',
  module: 'Nature Connection',
  question: 'Why is the ocean salty?',
  title: 'Why Is the Ocean Salty?',
  blurb: 'How rocks, rain and rivers put salt in the sea.',
  triggers: [['ocean', 'salt*'], ['sea', 'salt*'], ['seawater'], ['sea', 'water', 'salt*'], ['salt', 'water'], ['drink', 'sea', 'water'], ['drink', 'ocean']],
  quickAnswer: {
    '3-5': 'Rain washes tiny bits of salt out of rocks. Rivers carry the salt to the sea. The sun dries up some sea water. But the salt stays. So the sea is salty!',
    '6-8': 'Rain slowly wears away rocks on land. It picks up tiny bits of salts and minerals. Rivers carry them to the ocean. When ocean water dries up into the air, the salt is left behind. Over millions of years, the ocean has become salty.',
    '9-12': 'Rainwater is slightly acidic, so it slowly dissolves minerals from rocks. Rivers carry these dissolved salts to the sea. Water leaves the ocean by evaporation, but the salts stay behind. So they have built up over a very long time. Hot springs on the sea floor, called hydrothermal vents, add minerals too. Most ocean salt is sodium chloride, the same compound as table salt.',
    '13+': 'Ocean salinity averages about 35 parts per thousand, or 3.5 percent by mass. The salt comes from the weathering of rocks on land by slightly acidic rainwater. This releases ions that rivers deliver to the sea. Hydrothermal vents and volcanic activity on the sea floor add more. Evaporation removes water but not dissolved ions. The main ions are chloride and sodium, followed by sulfate and magnesium. Salinity stays roughly stable because salts are also removed, for example into sediments.',
  },
  takeaways: {
    little: ['Salt comes from rocks.', 'Rivers take the salt to the sea.', 'The sun takes the water. The salt stays.'],
    young: ['Salt comes from rocks.', 'Rivers carry salt to the sea.', 'The sun takes the water but leaves the salt.'],
    older: ['Rain slowly dissolves minerals from rocks; rivers carry them to the sea.', 'Evaporation removes water but leaves the salt behind.', 'Most sea salt is sodium chloride, like table salt.'],
  },
  sections: [
    {
      title: 'Salt Comes From Rocks',
      little: 'Rocks have tiny bits of salt inside. Rain falls on the rocks. Drip, drop! Bit by bit, the rain washes the salt away.',
      young: 'Rocks have tiny bits of salt inside. Rain falls on the rocks again and again. Bit by bit, it washes the salt away.',
      older: 'Rainwater takes in a little carbon dioxide from the air. This makes it very slightly acidic. Over long periods it breaks down rocks and releases dissolved minerals. Streams and rivers carry these to the ocean.',
      funFact: { title: 'Rivers are a little salty too', text: 'River water contains salts too, but so little that it tastes fresh.' },
    },
    {
      title: 'The Sun Takes Water, Not Salt',
      little: 'The sun warms the sea. Some water goes up into the sky. It makes clouds. The salt can\'t go up. It stays in the sea.',
      young: 'The sun warms the sea. Some water floats up into the sky and makes clouds. The salt can\'t float up, so it stays in the sea.',
      older: 'Evaporation lifts pure water into the air. There it forms clouds and falls again as fresh rain. The salts can\'t evaporate, so they stay in the ocean. This has gone on for a very long time. That is why the ocean is far saltier than rivers.',
      funFact: { title: 'Making sea salt', text: 'People make sea salt by letting sea water evaporate in shallow ponds until only salt is left.' },
    },
    {
      title: 'Salty Seas Around the World',
      young: 'Some seas are extra salty. In the Dead Sea, people float like corks!',
      older: 'In the open ocean, about 3.5 percent of the weight of sea water is salt. That is roughly 35 grams in every kilogram. Some waters are far saltier. The Dead Sea, a salt lake, is so salty that people float easily. Water near the mouths of big rivers is less salty.',
      funFact: { title: 'Don\'t drink it', text: 'Drinking sea water makes you thirstier, because your body has to use extra water to get rid of the salt.' },
    },
  ],
  deeper: {
    title: 'Weathering, Ions and Salinity Balance',
    content: 'Carbon dioxide dissolved in rain forms weak carbonic acid. This acid chemically weathers minerals such as feldspar. That releases ions including sodium, calcium, magnesium and potassium. Chloride comes largely from volcanic and hydrothermal sources. Seawater\'s major ions occur in nearly constant proportions worldwide. Total salinity still varies with evaporation, rainfall, river input and sea-ice formation. Salinity and temperature together set the density of seawater. Density differences help drive the global thermohaline circulation.',
    funFact: { title: 'Measured from space', text: 'Satellites have been used to map how salty the surface of the ocean is.' },
  },
  glossary: [
    { term: 'Ocean', say: 'OH-shun', definition: 'The huge body of salty water that covers most of Earth.' },
    { term: 'Evaporate', say: 'ih-VAP-uh-rayt', definition: 'When water turns into a gas and goes into the air.' },
    { term: 'Mineral', say: 'MIN-er-ul', definition: 'A natural solid found in rocks and soil, like salt.' },
    { term: 'Salinity', say: 'suh-LIN-ih-tee', definition: 'How salty water is.' },
    { term: 'Hydrothermal vent', say: 'hy-droh-THUR-mul vent', definition: 'A hot spring on the sea floor that gives off minerals.' },
  ],
  tryIt: [{
    title: 'Make Salt Appear',
    description: 'Watch water dry up and leave salt behind, just like the ocean.',
    steps: [
      'With a grown-up, stir a spoonful of salt into a small cup of warm water until it disappears.',
      'Pour a thin layer of the salty water onto a dark plate.',
      'Leave the plate in a sunny, warm spot for a day or two.',
      'Look closely: the water is gone, but salt crystals are left!',
    ],
    note: 'A grown-up should help with warm water. Don\'t drink the salty water.',
  }],
  analogies: [
    { title: 'A pot of soup that keeps simmering', content: 'If you keep adding a pinch of salt to soup while the steam carries water away, the soup gets saltier and saltier.' },
  ],
  realWorld: [
    { title: 'Floating is easier in the sea', content: 'Salt water is denser than fresh water, so people float a little more easily in the ocean than in a lake.' },
    { title: 'Salt on the table', content: 'Some of the salt people use in cooking is sea salt made by evaporating sea water.' },
  ],
  engaging: [
    { question: 'If rain comes from the sea, why isn\'t rain salty?', context: 'Remember what evaporation leaves behind.' },
    { question: 'Do you think an egg would float better in salty water or fresh water?', context: 'Try it with a grown-up!' },
  ],
  quiz: [
    {
      question: 'Where does the ocean\'s salt mostly come from?', right: 'Rocks on land, carried by rivers', wrong: ['Fish that make salt in the sea', 'Salt shakers on big boats'],
      skill: 'recall', support: ['salt out of rocks', 'wears away rocks', 'minerals from rocks', 'weathering of rocks'],
    },
    {
      question: 'When the sun dries up sea water, where does the salt go?', right: 'It stays in the sea', wrong: ['It floats up to the clouds', 'It turns into sugar'],
      skill: 'cause-effect', support: ['the salt stays', 'salt is left behind', 'the salts stay behind', 'not dissolved ions'],
    },
    {
      question: 'What is most sea salt made of?', right: 'Sodium chloride', wrong: ['Calcium carbonate', 'Iron oxide'],
      skill: 'recall', bands: ['9-12', '13+'], support: ['sodium chloride'],
    },
  ],
  sources: [
    {
      claim: 'The ocean is salty mainly because rain, made slightly acidic by carbon dioxide, erodes rocks on land and releases ions that rivers carry to the sea; hydrothermal vents and underwater volcanoes add more; evaporation leaves the salts behind, and sodium and chloride are the most common ions.',
      title: 'NOAA National Ocean Service: Why is the ocean salty?',
      url: 'https://oceanservice.noaa.gov/facts/whysalty.html',
      read: READ,
      authority: 'science-body',
    },
    {
      claim: 'Average ocean salinity is about 35 parts per thousand (about 3.5 percent by weight, or roughly 35 grams of salts in each kilogram of seawater); the major ions (chloride, sodium, sulfate, magnesium, calcium, potassium) occur in nearly constant proportions.',
      title: 'Britannica: Seawater',
      url: 'https://www.britannica.com/science/seawater',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'The Dead Sea is a landlocked salt lake so salty that bathers float easily on its surface.',
      title: 'Britannica: Dead Sea',
      url: 'https://www.britannica.com/place/Dead-Sea',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: [
    'For 3-8, "the sun dries up sea water" stands for evaporation, and salts from sea-floor vents are left out.',
  ],
  related: ['volcanoes', 'plants-food', 'rainbows'],
  links: [SITES.oceanService, SITES.usgs, britannica('seawater')],
};

const beesHoney: KidEntry = {
  id: 'bees-honey',
  module: 'Nature Connection',
  question: 'How do bees make honey?',
  title: 'How Do Bees Make Honey?',
  blurb: 'From flower nectar to golden honey in the hive.',
  triggers: [['honey'], ['bee'], ['beehive'], ['hive'], ['nectar'], ['pollinat*']],
  quickAnswer: {
    '3-5': 'Bees sip a sweet juice from flowers. It is called nectar. They take it home to the hive. They fan it with their wings until it gets thick. Then it is honey! Honey is not safe for babies under one year old.',
    '6-8': 'Honey bees drink a sugary juice called nectar from flowers. They carry it home to the hive in a special honey stomach. Other bees put it into little wax cells. The bees fan it with their wings until most of the water dries out. Then they seal it with wax. The thick, sweet result is honey, food for the bees in winter. Remember: honey is not safe for babies under one year old.',
    '9-12': 'Worker honey bees collect nectar with their long tongues. They store it in a honey stomach, where enzymes start to break down the sugars. At the hive, other bees pass the nectar along and add more enzymes. They spread it in wax cells and fan it with their wings until it is thick. Then they cap each cell with beeswax. Honey is the colony\'s food store for times with no flowers. A safety fact: honey is not safe for babies under one year old. It can carry germs that make babies very sick.',
    '13+': 'Foragers gather nectar, a watery sugar solution, and carry it in the crop. Enzymes, mainly invertase, split sucrose into glucose and fructose. House bees then evaporate water by fanning until the honey is thick. Low water, high sugar and acidity keep ripe honey from spoiling. But honey can hold spores of the bacteria that cause botulism. So honey is not safe for babies under 12 months old, whose guts can\'t yet stop the spores from growing.',
  },
  takeaways: {
    little: ['Bees get nectar from flowers.', 'They dry it in the hive. Then it is honey!', 'Honey is not for babies under one.'],
    young: ['Bees collect nectar from flowers.', 'They dry it in the hive to make honey.', 'Honey is food for the bees.', 'No honey for babies under one year old.'],
    older: ['Nectar is carried in a honey stomach and mixed with enzymes.', 'Bees fan their wings to evaporate water from the nectar.', 'Sealed honey is the colony\'s food store.', 'Honey is not safe for babies under one year old.'],
  },
  sections: [
    {
      title: 'Collecting Nectar',
      little: 'Bees fly from flower to flower. They sip nectar with a long tongue. It is like a straw!',
      young: 'Bees fly from flower to flower. They sip sweet nectar with a long tongue, like a straw. Some bees visit lots of flowers in one trip.',
      older: 'Forager bees sip nectar with their long, straw-like tongue, the proboscis. They store it in a special honey stomach, apart from the stomach that digests their own food. While visiting flowers, they also pick up pollen. They carry it from flower to flower, which helps plants make seeds.',
      funFact: { title: 'Helping flowers', text: 'By carrying pollen between flowers, bees help many fruits and vegetables grow.' },
    },
    {
      title: 'Teamwork in the Hive',
      little: 'At home, bees pass the nectar to other bees. They put it in tiny wax rooms. Then they fan it with their wings. Flap, flap! It dries and gets thick.',
      young: 'At home, the bees pass the nectar to other bees. They put it in little wax rooms shaped like hexagons. Then they fan it with their wings to dry it.',
      older: 'House bees take the nectar and add enzymes that break the sugars down. They place it in six-sided wax cells. Thousands of bees fan their wings to move air through the hive and dry the nectar. When the honey is thick enough, they seal the cell with a wax cap.',
      funFact: { title: 'Wax from their bodies', text: 'Honey bees make beeswax from special glands on their bodies.' },
    },
    {
      title: 'Why Bees Make Honey',
      little: 'Bees save honey for later. In winter, there are no flowers. Brr! So the bees eat the honey they saved.',
      young: 'Honey is food the bees save. In winter there are no flowers. So the bees eat their honey.',
      older: 'Honey is the colony\'s stored energy. In winter, or whenever flowers are scarce, honey bees eat their honey to survive. They cluster together and shiver their muscles to keep warm. Beekeepers take only the extra honey and leave enough for the bees.',
      funFact: { title: 'Bee dances', text: 'Honey bees tell each other where flowers are by doing a "waggle dance" in the hive.' },
    },
  ],
  deeper: {
    title: 'Enzymes, Water Activity and the Waggle Dance',
    content: 'Nectar is often more than half water, while ripe honey is usually less than a fifth water. Invertase splits sucrose into glucose and fructose, making a very concentrated sugar solution. Glucose oxidase makes gluconic acid, which lowers the pH, and small amounts of hydrogen peroxide. Together with low water activity, these properties stop most microbes from growing. In the waggle dance, the angle of the waggle run shows the direction of the food relative to the Sun. The length of the waggle run shows the distance. Karl von Frisch shared the 1973 Nobel Prize in Physiology or Medicine for his work on bee communication.',
    funFact: { title: 'Not for babies', text: 'Honey should not be given to babies under one year old, because it can contain bacterial spores that are harmless to older children but dangerous to infants.' },
  },
  glossary: [
    { term: 'Nectar', say: 'NEK-ter', definition: 'A sweet juice made by flowers.' },
    { term: 'Hive', say: 'HYV', definition: 'The home of a colony of bees.' },
    { term: 'Beeswax', say: 'BEEZ-waks', definition: 'Wax made by bees to build their honeycomb.' },
    { term: 'Pollen', say: 'POL-en', definition: 'A fine powder made by flowers that helps plants make seeds.' },
    { term: 'Enzyme', say: 'EN-zime', definition: 'A substance made by living things that speeds up a chemical change.' },
  ],
  tryIt: [{
    title: 'Buzz and Waggle',
    description: 'Play at being a busy bee with a grown-up.',
    steps: [
      'Pick a chair to be the hive and a pillow to be a flower.',
      'Buzz to the flower and back to the hive.',
      'Do a waggle dance: wiggle your body and walk in a loop!',
      'Count your trips to the flower: 1, 2, 3, 4, 5!',
    ],
    note: 'Play with a grown-up in a clear space. Real bees are for watching, not touching.',
    bands: ['3-5'],
  }, {
    title: 'Hexagon Honeycomb Art',
    description: 'Discover why bees build with six-sided cells.',
    steps: [
      'Draw or cut out lots of hexagons (six-sided shapes) from paper.',
      'Fit them together on a table. Notice there are no gaps!',
      'Try the same with circles: what happens between them?',
      'Color some cells gold for honey and some white for wax caps.',
    ],
    note: 'Hexagons fit together without gaps, so bees can store lots of honey using little wax.',
    bands: ['6-8', '9-12', '13+'],
  }, {
    title: 'Bee Spotting Walk',
    description: 'Watch bees at work in a garden or park.',
    steps: ['Find flowers on a sunny day with a grown-up.', 'Stand still and watch from a safe distance.', 'Count how many flowers one bee visits.', 'Notice if bees like some colors of flowers more.'],
    note: 'Don\'t swat at bees or touch them. If you are allergic to stings, stay with a grown-up who knows what to do.',
  }],
  analogies: [
    { title: 'A pantry for winter', content: 'A hive full of honey is like a family pantry stocked for winter, with every jar sealed.' },
  ],
  realWorld: [
    { title: 'Beekeepers', content: 'Beekeepers care for bee colonies in wooden boxes and collect extra honey and wax.' },
    { title: 'Bees and farms', content: 'Many farms rely on bees to pollinate crops like apples, almonds and berries.' },
  ],
  engaging: [
    { question: 'Why do you think honey can taste different from different places?', context: 'Think about which flowers the bees visited.' },
    { question: 'What would happen to flowers if there were no bees?', context: 'Think about pollen.' },
  ],
  quiz: [
    {
      question: 'What do bees collect from flowers to make honey?', right: 'Nectar', wrong: ['Leaves', 'Rainwater'],
      skill: 'recall', support: ['nectar'],
    },
    {
      question: 'How do bees dry out the nectar?', right: 'They fan it with their wings', wrong: ['They bake it in the sun', 'They put it in the freezer'],
      skill: 'recall', support: ['fan it with their wings', 'fan their wings', 'by fanning'],
    },
    {
      question: 'Who must wait until they are one year old to have honey?', right: 'Babies', wrong: ['Big kids', 'Grown-ups'],
      skill: 'recall', support: ['not safe for babies under one', 'not for babies under one', 'not safe for babies under 12 months'],
    },
    {
      question: 'What shape are the cells in a honeycomb?', right: 'Hexagons', wrong: ['Circles', 'Triangles'],
      skill: 'vocabulary', bands: ['6-8', '9-12', '13+'], support: ['hexagons', 'six-sided'],
    },
    {
      question: 'How do honey bees tell each other where flowers are?', right: 'With a waggle dance', wrong: ['With loud buzzing songs', 'By drawing maps'],
      skill: 'recall', bands: ['9-12', '13+'], support: ['waggle dance'],
    },
  ],
  sources: [
    {
      claim: 'Infant botulism can happen when a baby swallows spores of the bacteria that cause botulism, which can be found in honey; do not give honey to babies younger than 12 months (1 year) old.',
      title: 'CDC: About Botulism',
      url: 'https://www.cdc.gov/botulism/about/index.html',
      read: READ,
      authority: 'public-health',
      asOf: '2026-11',
    },
    {
      claim: 'Do not feed honey to a child younger than 12 months old, not even a small taste, because it can cause infant botulism, a serious illness.',
      title: 'CDC Infant and Toddler Nutrition: Foods and Drinks to Limit',
      url: 'https://www.cdc.gov/infant-toddler-nutrition/foods-and-drinks/foods-and-drinks-to-limit.html',
      read: READ,
      authority: 'public-health',
      asOf: '2026-11',
    },
    {
      claim: 'Honeybees carry nectar in the honey stomach, add enzymes such as invertase, evaporate water by fanning, store honey in six-sided wax cells and tell nestmates where food is with the waggle dance, whose angle gives direction relative to the Sun and whose length gives distance.',
      title: 'Britannica: Honeybee',
      url: 'https://www.britannica.com/animal/honeybee',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Karl von Frisch, an Austrian zoologist known for his studies of communication among bees, shared the 1973 Nobel Prize in Physiology or Medicine with Konrad Lorenz and Nikolaas Tinbergen.',
      title: 'Britannica: Karl von Frisch',
      url: 'https://www.britannica.com/biography/Karl-von-Frisch',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: [
    'For 3-8, bees "fan the nectar until it gets thick"; enzymes are left out.',
    'For 3-5, "honey is not safe for babies under one year old" stands for the infant botulism warning.',
  ],
  related: ['plants-food', 'caterpillar-butterfly', 'cats-purr'],
  links: [SITES.natGeoKids, britannica('honeybee'), SITES.wwf],
};

const leaves: KidEntry = {
  id: 'leaves-change-color',
  module: 'Nature Connection',
  question: 'Why do leaves change color in the fall?',
  title: 'Why Do Leaves Change Color in the Fall?',
  blurb: 'The hidden yellows and oranges of autumn leaves.',
  triggers: [['leaf', 'color'], ['leaf', 'change'], ['leaf', 'fall'], ['leaf', 'autumn'], ['leaf', 'yellow'], ['leaf', 'red'], ['leaf', 'orange'], ['autumn', 'color'], ['tree', 'lose', 'leaf'], ['fall', 'foliage']],
  quickAnswer: {
    '3-5': 'Leaves are green in summer. In fall, the green goes away. Then you can see yellow and orange. They were hiding there all along!',
    '6-8': 'Leaves are green because of chlorophyll. It helps them make food from sunlight. In the fall, days get shorter and cooler. Trees stop making chlorophyll. As the green fades, yellow and orange show through. They were there all along! Some trees also make new red and purple colors.',
    '9-12': 'In spring and summer, leaves are full of green chlorophyll. In autumn, shorter days and cooler nights signal trees to stop making it. The chlorophyll breaks down. That uncovers yellow and orange pigments called carotenoids, which were hidden under the green. Some trees, like many maples, also make red and purple pigments called anthocyanins. Then the tree seals off each leaf, and it falls.',
    '13+': 'Autumn color in deciduous trees follows the breakdown of chlorophyll as days shorten and temperatures drop. Carotenoids (yellow and orange) are present all season as accessory pigments, and now they become visible. In some species, anthocyanins (red to purple) are newly made in autumn. Trees reclaim nutrients such as nitrogen from the leaves. Then an abscission layer forms at the base of each leaf stalk, or petiole, and the leaf drops. Shedding leaves reduces water loss and damage in winter.',
  },
  takeaways: {
    little: ['Leaves have green color inside.', 'In fall, the green goes away.', 'Yellow and orange were hiding under it!'],
    young: ['Green leaves have a green color inside.', 'In fall the green goes away.', 'Yellow and orange were hiding under it.'],
    older: ['Chlorophyll breaks down as days get shorter and cooler.', 'Yellow and orange carotenoids were there all along.', 'Red colors come from anthocyanins made in autumn.'],
  },
  sections: [
    {
      title: 'Green All Summer',
      little: 'In summer, leaves make food from sunshine. A green helper in the leaf does the work. It makes the leaf look green.',
      young: 'In summer, leaves are busy making food from sunshine. A green helper called chlorophyll does the work. It makes leaves look green.',
      older: 'Chlorophyll captures sunlight for photosynthesis. Leaves keep making new chlorophyll all summer. There is so much green that it hides the other colors in the leaf.',
      funFact: { title: 'Hidden colors', text: 'The yellow in autumn leaves is the same kind of color that makes carrots orange.' },
    },
    {
      title: 'The Green Fades Away',
      little: 'In fall, days get short and cool. Trees stop making green. The green fades away. Now we see yellow and orange!',
      young: 'In fall, days are short and cool. Trees stop making green. The green goes away. Yellow and orange can now be seen.',
      older: 'As days shorten and nights cool, trees stop making chlorophyll and break down what is left. The yellow and orange carotenoids that were there all along now show. Sunny days and cool nights can make some trees produce bright red anthocyanins.',
      funFact: { title: 'Red maples', text: 'Many maple trees turn bright red in autumn because they make new red pigment.' },
    },
    {
      title: 'Why Trees Drop Their Leaves',
      little: 'Winter is cold. Trees rest in winter. They let their leaves fall. New leaves grow in spring.',
      young: 'Winter is cold and dry. Trees rest in winter. They let their leaves fall and grow new ones in spring.',
      older: 'In winter, water can freeze and light is weak. Broad leaves would lose water and could be damaged. So many trees pull nutrients back from their leaves, seal them off with a special layer of cells, and let them drop. Evergreen trees keep tough, waxy needles instead.',
      funFact: { title: 'Evergreens', text: 'Pine and spruce trees keep their needles in winter; their waxy coating helps save water.' },
    },
  ],
  deeper: {
    title: 'Pigments, Photoperiod and Abscission',
    content: 'Chlorophyll a and b absorb strongly in the red and blue parts of the spectrum. Carotenoids such as beta-carotene and xanthophylls widen the range of light captured. They also protect the leaf against too much light. Anthocyanins are made from sugars in autumn in some species. Bright days and cool, but not freezing, nights tend to make reds stronger, because sugars trapped in the leaf feed anthocyanin production. Before leaf fall, trees take back nitrogen and phosphorus. Then cells in the abscission zone weaken the attachment of the petiole.',
    funFact: { title: 'Weather matters', text: 'The weather in late summer and autumn affects how bright the colors are from year to year.' },
  },
  glossary: [
    { term: 'Chlorophyll', say: 'KLOR-uh-fill', definition: 'The green color in leaves that helps plants make food.' },
    { term: 'Autumn', say: 'AW-tum', definition: 'The season between summer and winter, also called fall.' },
    { term: 'Deciduous', say: 'dih-SID-yoo-us', definition: 'A tree that drops its leaves every year.' },
    { term: 'Carotenoid', say: 'kuh-ROT-uh-noyd', definition: 'A yellow or orange color found in leaves, carrots and more.' },
    { term: 'Evergreen', say: 'EV-er-green', definition: 'A plant that stays green all year.' },
  ],
  tryIt: [{
    title: 'Leaf Color Hunt',
    description: 'Go on a fall leaf walk with a grown-up and sort the colors.',
    steps: [
      'Go outside with a grown-up on a fall day.',
      'Pick up fallen leaves from the ground.',
      'Make piles: green, yellow, orange, red and brown.',
      'Count the leaves in each pile: 1, 2, 3, 4, 5!',
    ],
    note: 'Only pick up leaves from the ground, and wash your hands afterwards.',
    bands: ['3-5'],
  }, {
    title: 'Find the Hidden Colors',
    description: 'Separate the colors inside a green leaf (leaf chromatography).',
    steps: [
      'With a grown-up, tear a few green leaves into tiny pieces and put them in a small jar.',
      'The grown-up adds just enough rubbing alcohol to cover them; mash them with a spoon.',
      'Put a strip of coffee filter paper in the jar so the end just touches the liquid.',
      'Wait an hour or more and watch colors creep up the paper: green, and often yellow too!',
    ],
    note: 'A grown-up must handle the rubbing alcohol: it is flammable and not for drinking. Keep away from flames.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'Paint under paint', content: 'It is like a wall painted yellow and then green on top: when the green paint peels away, the yellow shows through.' },
  ],
  realWorld: [
    { title: 'Leaf peeping', content: 'In places with colorful autumns, many people travel just to see the changing leaves.' },
  ],
  engaging: [
    { question: 'Which trees near you change color first?', context: 'Keep a leaf diary this autumn.' },
    { question: 'Why don\'t pine needles change color in fall?', context: 'Think about evergreens.' },
  ],
  quiz: [
    {
      question: 'What happens to the green in leaves in the fall?', right: 'It fades away', wrong: ['It gets brighter', 'It turns blue'],
      skill: 'cause-effect', support: ['the green goes away', 'the green fades', 'breakdown of chlorophyll', 'chlorophyll breaks down'],
    },
    {
      question: 'Where do the yellow colors in fall leaves come from?', right: 'They were hiding under the green', wrong: ['The sun paints them yellow', 'Cold air dyes the leaves'],
      skill: 'inference', support: ['hiding there all along', 'there all along', 'hidden under the green', 'present all season'],
    },
    {
      question: 'What makes leaves green?', right: 'Chlorophyll', wrong: ['Green rainwater', 'Carotenoids'],
      skill: 'recall', bands: ['6-8', '9-12', '13+'], support: ['chlorophyll'],
    },
    {
      question: 'What is a tree that drops its leaves each year called?', right: 'Deciduous', wrong: ['Evergreen', 'Nocturnal'],
      skill: 'vocabulary', bands: ['9-12', '13+'], support: ['deciduous'],
    },
  ],
  sources: [
    {
      claim: 'As autumn days shorten, trees stop making chlorophyll and the green fades, revealing yellow and orange carotenoids that were in the leaf all along; some trees, such as many maples, also make red and purple anthocyanins, and bright days with cool nights make the reds stronger.',
      title: 'USDA Forest Service: The Science of Fall Colors',
      url: 'https://www.fs.usda.gov/visit/fall-colors/science-of-fall-colors',
      read: READ,
      authority: 'science-body',
    },
    {
      claim: 'Abscission is the shedding of a plant part such as a leaf: before leaf fall, a layer of cells forms at the base of the leaf stalk (petiole) and the leaf separates; deciduous trees shed their leaves each year.',
      title: 'Britannica: Abscission',
      url: 'https://www.britannica.com/science/abscission',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: [
    'For 3-5, chlorophyll is "a green helper in the leaf", and trees "rest in winter".',
  ],
  related: ['plants-food', 'caterpillar-butterfly', 'color-mixing'],
  links: [SITES.natGeoKids, britannica('autumn leaf color')],
};

const butterfly: KidEntry = {
  id: 'caterpillar-butterfly',
  module: 'Nature Connection',
  question: 'How does a caterpillar turn into a butterfly?',
  title: 'How Does a Caterpillar Turn Into a Butterfly?',
  blurb: 'Metamorphosis: egg, caterpillar, chrysalis, butterfly.',
  triggers: [['caterpillar'], ['butterfly'], ['chrysalis'], ['cocoon'], ['metamorphosis'], ['monarch'], ['moth']],
  quickAnswer: {
    '3-5': 'A butterfly starts as a tiny egg. Out comes a caterpillar. It eats lots of leaves and grows big. Then it makes a hard case and rests inside. Out it comes as a butterfly!',
    '6-8': 'A butterfly starts life as an egg. Out hatches a caterpillar. It eats and eats, and it grows. It sheds its skin a few times as it gets big. Then it makes a hard case called a chrysalis. Inside, its body turns into a butterfly. This big change is called metamorphosis.',
    '9-12': 'Butterflies go through complete metamorphosis: egg, larva, pupa and adult. The larva is the caterpillar, and the pupa is the chrysalis. The caterpillar\'s job is to eat and grow, and it molts several times. Inside the chrysalis, much of its body breaks down. Groups of cells that were set aside in the caterpillar grow into wings, legs, antennae and other adult parts.',
    '13+': 'Butterflies and moths, the order Lepidoptera, undergo complete metamorphosis. Larval growth is broken up by molts controlled by the hormone ecdysone. High levels of juvenile hormone keep the larva in its larval form. When juvenile hormone falls, the next molt produces a pupa. Inside the pupa, many larval tissues break down. Imaginal discs, clusters of cells set aside in the larva, grow into adult parts such as wings, legs and compound eyes.',
  },
  takeaways: {
    little: ['First it is an egg.', 'Then it is a caterpillar that eats and grows.', 'Last, it is a butterfly!'],
    young: ['First egg, then caterpillar, then chrysalis, then butterfly!', 'A caterpillar eats and grows.', 'In the chrysalis, its body changes.'],
    older: ['Complete metamorphosis has four stages.', 'Caterpillars grow by molting several times.', 'In the chrysalis, adult parts grow from special groups of cells.'],
  },
  sections: [
    {
      title: 'Egg and Hungry Caterpillar',
      little: 'A mom butterfly lays a tiny egg on a leaf. A little caterpillar pops out. It munches and munches. It grows big!',
      young: 'A butterfly lays a tiny egg on a leaf. A little caterpillar hatches out. It eats and eats and grows big.',
      older: 'Female butterflies lay eggs on the plants their caterpillars will eat. Monarchs, for example, choose milkweed. The caterpillar that hatches eats almost all the time. Its skin can\'t stretch forever, so it sheds it several times as it grows.',
      funFact: { title: 'Tasting with feet', text: 'Butterflies taste with sensors on their feet, which helps them find the right plant for their eggs.' },
    },
    {
      title: 'Inside the Chrysalis',
      little: 'The big caterpillar hangs very still. Its skin turns into a hard case. This case is a chrysalis. Inside, the caterpillar changes. Then out comes a butterfly!',
      young: 'The big caterpillar hangs still. Its skin turns into a hard case. That case is called a chrysalis. Inside, something amazing happens. The caterpillar changes into a butterfly!',
      older: 'When it is fully grown, the caterpillar sheds its skin one last time, showing the chrysalis. Inside, much of its body breaks down into a kind of soup. Special groups of cells build the wings, legs, eyes and antennae of the adult.',
      funFact: { title: 'Cocoon or chrysalis?', text: 'Moth caterpillars often spin a silk cocoon. Butterflies form a chrysalis instead.' },
    },
    {
      title: 'A Butterfly Flies',
      little: 'The butterfly pushes out. Its wings are wet and crumpled. It waits for them to dry. Then it flies away!',
      young: 'The butterfly pushes out. Its wings are wet and crumpled. It waits for them to dry. Then it flies away to drink nectar.',
      older: 'The adult pumps fluid into its crumpled wings to spread them. It waits for them to harden, and then it flies. Adult butterflies drink nectar through a coiled tube called a proboscis. They find mates and lay eggs, and the cycle starts again.',
      funFact: { title: 'Long-distance flyers', text: 'Monarch butterflies from eastern North America fly thousands of kilometres to spend the winter in Mexico.' },
    },
  ],
  deeper: {
    title: 'Hormones and Imaginal Discs',
    content: 'Insect molting is triggered by pulses of the steroid hormone ecdysone. Juvenile hormone decides what kind of molt happens. With high juvenile hormone, the larva molts into a bigger larva; when it drops, the next molt produces the pupa. Imaginal discs form early in the larva and stay small until metamorphosis. Then they grow and fold into adult organs. One study found that moths can keep some memories learned as caterpillars, even though much of the body is rebuilt.',
    funFact: { title: 'Memories that survive', text: 'In one experiment, moths avoided a smell they had learned to dislike as caterpillars.' },
  },
  glossary: [
    { term: 'Caterpillar', say: 'KAT-er-pil-er', definition: 'The young, worm-like stage of a butterfly or moth.' },
    { term: 'Chrysalis', say: 'KRIS-uh-lis', definition: 'The hard case where a caterpillar changes into a butterfly.' },
    { term: 'Metamorphosis', say: 'met-uh-MOR-fuh-sis', definition: 'A big change in body shape as an animal grows up.' },
    { term: 'Molt', say: 'MOHLT', definition: 'To shed skin so the body can grow.' },
    { term: 'Larva', say: 'LAR-vuh', definition: 'The young stage of an insect that changes completely as it grows.' },
  ],
  tryIt: [{
    title: 'Be a Butterfly',
    description: 'Move through the butterfly life cycle with a grown-up.',
    steps: [
      'Curl up small like a tiny egg.',
      'Hatch! Crawl like a hungry caterpillar and pretend to munch leaves.',
      'Hang very still like a chrysalis. Count to 5 slowly.',
      'Pop out, stretch your wings and flutter around!',
    ],
    note: 'Make space to move, with a grown-up nearby.',
    bands: ['3-5'],
  }, {
    title: 'Life Cycle Paper Plate',
    description: 'Make a spinning wheel of the butterfly life cycle.',
    steps: [
      'Divide a paper plate into four parts with lines.',
      'Draw an egg, a caterpillar, a chrysalis and a butterfly, one in each part, in order.',
      'Cut an arrow from card and attach it to the middle with a paper fastener.',
      'Spin the arrow and tell the story of each stage.',
    ],
    note: 'A grown-up can help with the paper fastener. If you find a real caterpillar, watch it gently and put it back where you found it.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'Rebuilding a house', content: 'The chrysalis is like a construction site: much of the old building is taken apart and a new one is built using a saved set of plans.' },
  ],
  realWorld: [
    { title: 'Butterfly gardens', content: 'People plant native flowers and host plants, like milkweed for monarchs, to help butterflies.' },
    { title: 'Frogs change too', content: 'Frogs also go through metamorphosis, from tadpoles with tails to frogs with legs.' },
  ],
  engaging: [
    { question: 'Why do you think caterpillars and butterflies eat different foods?', context: 'One needs to grow; the other needs energy to fly.' },
    { question: 'What other animals change a lot as they grow up?', context: 'Think about frogs, ladybugs or beetles.' },
  ],
  quiz: [
    {
      question: 'What hatches from a butterfly egg?', right: 'A caterpillar', wrong: ['A tiny butterfly', 'A baby bird'],
      skill: 'sequence', support: ['caterpillar hatches', 'out comes a caterpillar', 'caterpillar that hatches', 'egg, larva'],
    },
    {
      question: 'What is the hard case a caterpillar changes inside?', right: 'A chrysalis', wrong: ['An eggshell', 'A bird nest'],
      skill: 'vocabulary', support: ['chrysalis'],
    },
    {
      question: 'What does a new butterfly do right after it comes out?', right: 'Waits for its wings to dry', wrong: ['Lays a tiny egg right away', 'Turns back into a caterpillar'],
      skill: 'sequence', support: ['waits for them to dry', 'waits for them to harden'],
    },
    {
      question: 'What is the big change from caterpillar to butterfly called?', right: 'Metamorphosis', wrong: ['Photosynthesis', 'Migration'],
      skill: 'vocabulary', bands: ['6-8', '9-12', '13+'], support: ['metamorphosis'],
    },
  ],
  sources: [
    {
      claim: 'Butterflies and moths (order Lepidoptera) undergo complete metamorphosis through egg, larva, pupa and adult; molting is triggered by the hormone ecdysone, juvenile hormone keeps the larva in larval form, and adult structures grow from imaginal discs set aside in the larva.',
      title: 'Britannica: Metamorphosis (biology)',
      url: 'https://www.britannica.com/science/metamorphosis-biology',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Monarch caterpillars feed on milkweed, and monarchs from eastern North America migrate thousands of kilometres each autumn to spend the winter in the mountains of central Mexico.',
      title: 'Britannica: Monarch butterfly',
      url: 'https://www.britannica.com/animal/monarch-butterfly',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'A 2008 study found that tobacco hornworm moths avoided an odor they had learned to avoid as caterpillars, showing that some memories learned as caterpillars can survive metamorphosis.',
      title: 'Blackiston D.J., Silva Casey E. & Weiss M.R. (2008). Retention of memory through metamorphosis: can a moth remember what it learned as a caterpillar? PLoS ONE 3(3): e1736.',
      url: 'https://doi.org/10.1371/journal.pone.0001736',
      read: READ,
      authority: 'peer-reviewed',
    },
  ],
  simplifications: [
    'For 3-8, the chrysalis is "a hard case" and the caterpillar "changes" inside; for 9-12 up, not all of the body breaks down.',
  ],
  related: ['bees-honey', 'leaves-change-color', 'plants-food'],
  links: [SITES.natGeoKids, SITES.wwf, britannica('butterfly metamorphosis')],
};

export const natureEntries: KidEntry[] = [catsPurr, plantsFood, oceanSalty, beesHoney, leaves, butterfly];
