import { britannica, SITES } from '../links';
import type { KidEntry } from '../types';

// Nature Connection: cats, plants, the ocean, bees, autumn leaves, butterflies.

const catsPurr: KidEntry = {
  id: 'cats-purr',
  module: 'Nature Connection',
  question: 'Why do cats purr?',
  title: 'Why Do Cats Purr?',
  blurb: 'The rumbly sound cats make, and what it can mean.',
  triggers: [['purr*'], ['cat', 'purr*'], ['kitten', 'purr*'], ['cat', 'rumbl*'], ['cat', 'noise'], ['cat', 'sound']],
  quickAnswer: {
    '3-5': 'Cats purr with tiny muscles in their throat. Most of the time, purring means a cat feels happy and safe. Sometimes cats purr to calm themselves down, too.',
    '6-8': 'A cat purrs by quickly twitching tiny muscles in its voice box while it breathes in and out. Cats often purr when they feel relaxed and happy, but they also purr when they are nervous, hurt or asking for something. Purring is a way to talk and a way to calm down.',
    '9-12': 'Purring happens when muscles in a cat\'s larynx (voice box) twitch many times a second, making the vocal folds vibrate as air flows in and out, so the sound continues while the cat breathes. Mother cats and kittens use purring to communicate, and adult cats purr when content but also when stressed, ill or in pain, which suggests purring helps cats soothe themselves.',
    '13+': 'Purring is produced by rapid, rhythmic contraction of the laryngeal muscles, driven by a neural oscillator in the brainstem, which makes the glottis open and close as the cat inhales and exhales. The result is a low-frequency sound, roughly 25 to 150 hertz. Purring appears early in kittens during nursing and serves social signalling; researchers at the University of Sussex found that some cats embed a higher-pitched, cry-like component in "solicitation purrs" when asking for food, which people perceive as more urgent.',
  },
  takeaways: {
    young: ['Cats purr with tiny throat muscles.', 'Purring often means a cat is happy.', 'Cats also purr to calm down.'],
    older: ['Purring comes from fast-twitching muscles in the voice box.', 'Cats purr when content, and also when stressed or hurt.', 'Purring is both communication and self-soothing.'],
  },
  sections: [
    {
      title: 'How a Purr Is Made',
      young: 'A cat has a voice box in its throat. Tiny muscles there wiggle very fast. That wiggling makes the rumbly purr sound.',
      older: 'In the cat\'s larynx, muscles tighten and relax very rapidly, opening and closing the space between the vocal folds. Air passing through makes the vibration we hear as a purr, and because it works both when breathing in and out, a cat can purr for a long time without stopping.',
      funFact: { title: 'Feel the purr', text: 'If you gently rest your hand on a purring cat, you can feel the vibration.' },
    },
    {
      title: 'Happy Purrs and Worried Purrs',
      young: 'A cat on your lap may purr because it feels cozy. But a cat at the vet may purr too. Then it is calming itself.',
      older: 'Purring often goes with relaxed body language: soft eyes, a loose body, kneading paws. But cats also purr when they are frightened, unwell or giving birth, so look at the whole cat, not just the sound, to guess how it feels.',
      funFact: { title: 'Kitten talk', text: 'Kittens can purr when they are only a few days old, and mother cats purr to their kittens.' },
    },
    {
      title: 'Which Cats Purr?',
      young: 'House cats purr. Some wild cats purr too, like cheetahs. Lions and tigers roar instead.',
      older: 'Many smaller wild cats, such as cheetahs, bobcats and pumas, can purr. Lions, tigers, leopards and jaguars can roar, but they can\'t purr continuously the way house cats do.',
      funFact: { title: 'Cheetahs chirp', text: 'Cheetahs can purr, and they also make high chirping sounds a bit like birds.' },
    },
  ],
  deeper: {
    title: 'The Neural Oscillator and Solicitation Purrs',
    content: 'Recordings of laryngeal muscle activity show regular bursts, roughly 20 to 30 per second, that continue through both inhalation and exhalation, consistent with a central pattern generator in the brainstem. The acoustic result has a low fundamental frequency. Behaviourally, purring is linked to care-giving contexts (nursing, grooming) and is thought to signal "I am not a threat" as well as to self-soothe. A 2009 study in Current Biology described "solicitation purring," in which cats add a high-frequency element resembling a human infant\'s cry when seeking food.',
    funFact: { title: 'A sound that works on humans', text: 'In that study, people rated the food-asking purrs as more urgent and less pleasant, even people who did not own cats.' },
  },
  glossary: [
    { term: 'Purr', say: 'PUR', definition: 'The soft, rumbly sound a cat makes.' },
    { term: 'Voice box', say: 'VOYSS boks', definition: 'The part of the throat that makes sounds. Its science name is larynx.' },
    { term: 'Vibration', say: 'vy-BRAY-shun', definition: 'A very fast back-and-forth shaking.' },
    { term: 'Larynx', say: 'LAIR-inks', definition: 'The voice box in the throat of people and many animals.' },
    { term: 'Body language', say: 'BOD-ee LANG-gwij', definition: 'What a body\'s pose and movements show about feelings.' },
  ],
  tryIt: [{
    title: 'Be a Cat Watcher',
    description: 'Learn to read cat feelings like a scientist.',
    steps: [
      'With a grown-up, quietly watch a calm cat you know.',
      'Notice when it purrs: eating, being stroked, sleeping?',
      'Write down what its ears, eyes and tail are doing at the same time.',
      'Put your hand on your own throat and hum: feel the vibration, a bit like a purr.',
    ],
    note: 'Only touch cats you know, gently, and stop if the cat walks away or its tail starts swishing.',
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
    { question: 'Where does a cat\'s purr come from?', right: 'Tiny muscles in its throat', wrong: ['Its tail', 'Its tummy'] },
    { question: 'Does purring always mean a cat is happy?', right: 'No, cats also purr to calm down', wrong: ['Yes, always', 'No, purring means it is angry'] },
    { question: 'Which big cat can purr?', right: 'Cheetah', wrong: ['Lion', 'Tiger'], level: 'older' },
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
    '3-5': 'Plants make their own food! They use sunshine, water and air. Their green leaves mix them into sugar. The sugar helps the plant grow.',
    '6-8': 'Plants make their own food in their leaves. They take in water through their roots, a gas called carbon dioxide from the air, and energy from sunlight. Their green leaves turn these into sugar for food, and they give off oxygen, the gas we breathe. This is called photosynthesis.',
    '9-12': 'Plants make food by photosynthesis. Chlorophyll, the green pigment in leaves, captures energy from sunlight. The plant uses that energy to combine water (from its roots) and carbon dioxide (taken in through tiny leaf pores called stomata) into glucose, a sugar, and releases oxygen. The glucose fuels growth or is stored, for example as starch.',
    '13+': 'Photosynthesis takes place in chloroplasts. In the light-dependent reactions, chlorophyll absorbs mainly red and blue light, splitting water and releasing oxygen while producing ATP and NADPH. In the Calvin cycle, those energy carriers drive the fixation of carbon dioxide into sugars. Overall: 6 CO₂ + 6 H₂O + light energy → C₆H₁₂O₆ + 6 O₂. Nearly all food chains on land depend on this process.',
  },
  takeaways: {
    young: ['Plants make their own food.', 'They need sun, water and air.', 'Plants give us oxygen to breathe.'],
    older: ['Photosynthesis turns light energy, water and carbon dioxide into sugar.', 'Chlorophyll in leaves captures sunlight and makes plants green.', 'Oxygen is released as a by-product.'],
  },
  sections: [
    {
      title: 'What Plants Need',
      young: 'Plants drink water with their roots. They take in air with their leaves. They soak up sunshine. Then they make food.',
      older: 'Roots take up water and minerals from the soil. Leaves take in carbon dioxide from the air through tiny openings called stomata. Sunlight provides the energy. The soil does not provide the food itself: the plant builds its body mostly from air and water.',
      funFact: { title: 'Made of air', text: 'Most of a tree\'s wood is made from carbon that came from carbon dioxide in the air.' },
    },
    {
      title: 'Green Leaves, Busy Kitchens',
      young: 'Leaves are green because of a special green stuff called chlorophyll. It catches sunlight like a net.',
      older: 'Leaf cells contain chloroplasts packed with chlorophyll. Chlorophyll absorbs red and blue light strongly and reflects green light, which is why plants look green. The captured energy powers the making of sugar.',
      funFact: { title: 'Why green?', text: 'Plants look green because chlorophyll reflects green light instead of using it.' },
    },
    {
      title: 'A Gift of Oxygen',
      young: 'When plants make food, they give out oxygen. We need oxygen to breathe. Thank you, plants!',
      older: 'Photosynthesis releases oxygen. Plants on land and tiny ocean organisms called phytoplankton together produce the oxygen in our air; scientists estimate that ocean photosynthesis produces about half of it.',
      funFact: { title: 'Ocean helpers', text: 'Tiny floating organisms called phytoplankton make a large share of the oxygen on Earth.' },
    },
  ],
  deeper: {
    title: 'Light Reactions and the Calvin Cycle',
    content: 'In the thylakoid membranes of chloroplasts, photosystems II and I absorb light; water is split (photolysis), releasing O₂, and an electron transport chain builds a proton gradient that powers ATP synthase, while NADP⁺ is reduced to NADPH. In the stroma, the enzyme RuBisCO fixes CO₂ onto ribulose bisphosphate in the Calvin cycle, and ATP and NADPH reduce the products to three-carbon sugars that become glucose, sucrose, starch and cellulose. Some plants, such as maize (C4) and cacti (CAM), use extra steps that reduce water loss or improve efficiency in hot conditions.',
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
  }, {
    title: 'Light or No Light?',
    description: 'Find out whether plants need light.',
    steps: ['Plant cress or grass seeds in two cups.', 'Put one cup on a sunny windowsill and one in a dark cupboard.', 'Water both the same.', 'After a week, compare the color and height of the plants.'],
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
    { question: 'What do you think happens to a plant kept in the dark?', context: 'Try the "Light or No Light?" activity to find out.' },
    { question: 'Where does the food you had for lunch get its energy?', context: 'Follow it back to a plant and the Sun.' },
  ],
  quiz: [
    { question: 'What do plants need to make food?', right: 'Sunlight, water and air', wrong: ['Candy and milk', 'Only soil'] },
    { question: 'What gas do plants give off that we breathe?', right: 'Oxygen', wrong: ['Smoke', 'Helium'] },
    { question: 'What is the green substance in leaves called?', right: 'Chlorophyll', wrong: ['Glucose', 'Nectar'], level: 'older' },
    { question: 'What sugar do plants make in photosynthesis?', right: 'Glucose', wrong: ['Salt', 'Protein'], level: 'older' },
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
    '3-5': 'Rain washes tiny bits of salt out of rocks. Rivers carry the salt to the sea. The sun dries up some sea water, but the salt stays. So the sea is salty!',
    '6-8': 'Rain slowly wears away rocks on land and picks up tiny amounts of salts and minerals. Rivers carry them to the ocean. When ocean water evaporates into clouds, the salt is left behind, so over millions of years the ocean has become salty.',
    '9-12': 'Rainwater is slightly acidic, so it slowly dissolves minerals from rocks. Rivers carry these dissolved salts to the sea. Water leaves the ocean by evaporation, but the salts stay, so they have built up over a very long time. Hot springs on the sea floor, called hydrothermal vents, add minerals too. Most ocean salt is sodium chloride, the same compound as table salt.',
    '13+': 'Ocean salinity, on average about 35 parts per thousand (3.5 percent by mass), comes from the weathering of rocks on land by slightly acidic rainwater, which releases ions that rivers deliver to the sea, plus inputs from hydrothermal vents and volcanic activity on the sea floor. Evaporation removes water but not dissolved ions. The dominant ions are chloride and sodium, followed by sulfate and magnesium. Salinity stays roughly stable because salts are also removed, for example into sediments.',
  },
  takeaways: {
    young: ['Salt comes from rocks.', 'Rivers carry salt to the sea.', 'The sun takes the water but leaves the salt.'],
    older: ['Rain slowly dissolves minerals from rocks; rivers carry them to the sea.', 'Evaporation removes water but leaves the salt behind.', 'Most sea salt is sodium chloride, like table salt.'],
  },
  sections: [
    {
      title: 'Salt Comes From Rocks',
      young: 'Rocks have tiny bits of salt inside. Rain falls on the rocks again and again. Bit by bit, it washes the salt away.',
      older: 'Rainwater absorbs a little carbon dioxide from the air, which makes it very slightly acidic. Over long periods it breaks down rocks, releasing dissolved minerals. Streams and rivers carry these to the ocean.',
      funFact: { title: 'Rivers are a little salty too', text: 'River water contains salts too, but so little that it tastes fresh.' },
    },
    {
      title: 'The Sun Takes Water, Not Salt',
      young: 'The sun warms the sea. Some water floats up into the sky and makes clouds. The salt can\'t float up, so it stays in the sea.',
      older: 'Evaporation lifts pure water into the air, where it forms clouds and falls again as fresh rain. The salts can\'t evaporate, so they stay in the ocean. This has happened for a very long time, which is why the ocean is far saltier than rivers.',
      funFact: { title: 'Making sea salt', text: 'People make sea salt by letting sea water evaporate in shallow ponds until only salt is left.' },
    },
    {
      title: 'Salty Seas Around the World',
      young: 'Some seas are extra salty. In the Dead Sea, people float like corks!',
      older: 'In the open ocean, about 3.5 percent of the weight of sea water is salt: roughly 35 grams in every kilogram. Some seas are far saltier: the Dead Sea, a salt lake between Jordan and Israel, is so salty that people float easily. Water where big rivers flow in is less salty.',
      funFact: { title: 'Don\'t drink it', text: 'Drinking sea water makes you thirstier, because your body has to use extra water to get rid of the salt.' },
    },
  ],
  deeper: {
    title: 'Weathering, Ions and Salinity Balance',
    content: 'Carbon dioxide dissolved in rain forms weak carbonic acid, which chemically weathers minerals such as feldspar, releasing ions including sodium, calcium, magnesium and potassium. Chloride comes largely from volcanic and hydrothermal sources. Seawater\'s major ions occur in nearly constant proportions worldwide, even though total salinity varies with evaporation, precipitation, river input and sea-ice formation. Salinity and temperature together set seawater density, which drives the global thermohaline circulation.',
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
    description: 'Watch water evaporate and leave salt behind, just like the ocean.',
    steps: [
      'Stir a spoonful of salt into a small cup of warm water until it disappears.',
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
    { question: 'Where does the ocean\'s salt mostly come from?', right: 'Rocks on land, carried by rivers', wrong: ['Fish', 'Salt shakers on boats'] },
    { question: 'What happens to the salt when sea water evaporates?', right: 'It stays behind in the sea', wrong: ['It flies into the clouds', 'It turns into sugar'] },
    { question: 'What is most sea salt made of?', right: 'Sodium chloride', wrong: ['Calcium carbonate', 'Iron oxide'], level: 'older' },
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
    '3-5': 'Bees sip a sweet juice from flowers called nectar. They carry it home to the hive. They fan it with their wings until it gets thick. Then it is honey!',
    '6-8': 'Honey bees drink a sugary liquid called nectar from flowers and carry it back to their hive in a special honey stomach. Back home, other bees pass it along and put it into little wax cells. The bees fan it with their wings until most of the water dries out, then seal it with wax. The thick, sweet result is honey, which feeds the bees in winter.',
    '9-12': 'Worker honey bees collect nectar with their long tongues and store it in their crop, or honey stomach, where enzymes start breaking down the sugars. At the hive, house bees pass the nectar mouth to mouth, adding more enzymes, then spread it in wax cells. By fanning their wings they evaporate water until the nectar becomes thick honey, and they cap each cell with beeswax. Honey is the colony\'s stored food for times with no flowers.',
    '13+': 'Foragers gather nectar, a dilute sugar solution mostly of sucrose, and carry it in the crop. Enzymes, notably invertase, convert sucrose into glucose and fructose, and glucose oxidase later produces small amounts of gluconic acid and hydrogen peroxide. House bees concentrate the nectar by repeatedly exposing it to air and by fanning, reducing its water content to below roughly 20 percent. The low water activity, high sugar concentration and acidity make ripe honey resistant to spoilage. Foragers communicate food locations through the waggle dance, decoded by Karl von Frisch.',
  },
  takeaways: {
    young: ['Bees collect nectar from flowers.', 'They dry it in the hive to make honey.', 'Honey is food for the bees.'],
    older: ['Nectar is carried in a honey stomach and mixed with enzymes.', 'Bees fan their wings to evaporate water from the nectar.', 'Sealed honey is the colony\'s food store.'],
  },
  sections: [
    {
      title: 'Collecting Nectar',
      young: 'Bees fly from flower to flower. They sip sweet nectar with a long tongue, like a straw. Some bees visit lots of flowers in one trip.',
      older: 'Forager bees use their long, straw-like tongue, the proboscis, to sip nectar. They store it in a special honey stomach, separate from the stomach that digests their own food. While visiting flowers, they also pick up pollen and carry it from flower to flower, which helps plants make seeds.',
      funFact: { title: 'Helping flowers', text: 'By carrying pollen between flowers, bees help many fruits and vegetables grow.' },
    },
    {
      title: 'Teamwork in the Hive',
      young: 'At home, the bees pass the nectar to other bees. They put it in little wax rooms shaped like hexagons. Then they fan it with their wings to dry it.',
      older: 'House bees take the nectar, add enzymes that break the sugars down, and place it in hexagonal wax cells. Thousands of bees fan their wings to move air through the hive and evaporate water. When the honey is thick enough, they seal the cell with a wax cap.',
      funFact: { title: 'Wax from their bodies', text: 'Honey bees make beeswax from special glands on their bodies.' },
    },
    {
      title: 'Why Bees Make Honey',
      young: 'Honey is food the bees save. In winter there are no flowers. So the bees eat their honey.',
      older: 'Honey is the colony\'s stored energy. In winter, or whenever flowers are scarce, honey bees eat their honey to survive, clustering together and shivering their muscles to keep warm. Beekeepers take only the extra honey and leave enough for the bees.',
      funFact: { title: 'Bee dances', text: 'Honey bees tell each other where flowers are by doing a "waggle dance" in the hive.' },
    },
  ],
  deeper: {
    title: 'Enzymes, Water Activity and the Waggle Dance',
    content: 'Nectar often contains well over half water; ripe honey usually contains less than about a fifth. Invertase hydrolyses sucrose into glucose and fructose, making a supersaturated sugar solution. Glucose oxidase produces gluconic acid, lowering the pH, and small amounts of hydrogen peroxide; together with low water activity, these properties inhibit microbial growth. In the waggle dance, the angle of the waggle run relative to vertical encodes the direction of the food relative to the Sun, and its duration encodes distance. Karl von Frisch shared the 1973 Nobel Prize in Physiology or Medicine for his work on bee communication.',
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
    title: 'Hexagon Honeycomb Art',
    description: 'Discover why bees build with six-sided cells.',
    steps: [
      'Draw or cut out lots of hexagons (six-sided shapes) from paper.',
      'Fit them together on a table. Notice there are no gaps!',
      'Try the same with circles: what happens between them?',
      'Color some cells gold for honey and some white for wax caps.',
    ],
    note: 'Hexagons fit together without gaps, so bees can store lots of honey using little wax.',
  }, {
    title: 'Bee Spotting Walk',
    description: 'Watch bees at work in a garden or park.',
    steps: ['Find flowers on a sunny day.', 'Stand still and watch from a safe distance.', 'Count how many flowers one bee visits.', 'Notice if bees like some colors of flowers more.'],
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
    { question: 'What do bees collect from flowers to make honey?', right: 'Nectar', wrong: ['Leaves', 'Rain'] },
    { question: 'How do bees dry out the nectar?', right: 'They fan it with their wings', wrong: ['They bake it', 'They put it in the freezer'] },
    { question: 'What shape are the cells in a honeycomb?', right: 'Hexagons', wrong: ['Circles', 'Triangles'] },
    { question: 'How do honey bees tell each other where flowers are?', right: 'With a waggle dance', wrong: ['With loud buzzing songs', 'By drawing maps'], level: 'older' },
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
    '3-5': 'Leaves are green in summer. In fall, the green goes away. Then you can see yellow and orange that were hiding there!',
    '6-8': 'Leaves are green because of chlorophyll, which helps them make food from sunlight. In the fall, days get shorter and cooler, and trees stop making chlorophyll. As the green fades, yellow and orange colors that were there all along show through. Some trees also make new red and purple colors.',
    '9-12': 'During spring and summer, leaves are full of green chlorophyll. Shorter days and cooler nights in autumn signal trees to stop producing it, and the chlorophyll breaks down. That uncovers yellow and orange pigments called carotenoids, which were hidden under the green. Some trees, like many maples, also make red and purple pigments called anthocyanins. Then the tree seals off each leaf, and it falls.',
    '13+': 'Autumn coloration in deciduous trees follows the breakdown of chlorophyll as photoperiod shortens and temperatures drop. Carotenoids (yellow and orange), present all season as accessory pigments, become visible; in some species, anthocyanins (red to purple) are newly synthesised in autumn. Trees reclaim nutrients such as nitrogen from the leaves before an abscission layer forms at the base of each petiole, and the leaf detaches. Shedding leaves reduces water loss and damage during winter.',
  },
  takeaways: {
    young: ['Green leaves have a green color inside.', 'In fall the green goes away.', 'Yellow and orange were hiding under it.'],
    older: ['Chlorophyll breaks down as days get shorter and cooler.', 'Yellow and orange carotenoids were there all along.', 'Red colors come from anthocyanins made in autumn.'],
  },
  sections: [
    {
      title: 'Green All Summer',
      young: 'In summer, leaves are busy making food from sunshine. A green helper called chlorophyll does the work. It makes leaves look green.',
      older: 'Chlorophyll captures sunlight for photosynthesis. Leaves keep making new chlorophyll all summer, so there is so much green that it hides the other colors in the leaf.',
      funFact: { title: 'Hidden colors', text: 'The yellow in autumn leaves is the same kind of color that makes carrots orange.' },
    },
    {
      title: 'The Green Fades Away',
      young: 'In fall, days are short and cool. Trees stop making green. The green goes away. Yellow and orange can now be seen.',
      older: 'As days shorten and nights cool, trees stop making chlorophyll and break down what is left. The yellow and orange carotenoids that were there all along now show. Sunny days and cool nights can make some trees produce bright red anthocyanins.',
      funFact: { title: 'Red maples', text: 'Many maple trees turn bright red in autumn because they make new red pigment.' },
    },
    {
      title: 'Why Trees Drop Their Leaves',
      young: 'Winter is cold and dry. Trees rest in winter. They let their leaves fall and grow new ones in spring.',
      older: 'In winter, water can freeze and light is weak. Broad leaves would lose water and could be damaged, so many trees pull nutrients back from their leaves, seal them off with a special layer of cells, and let them drop. Evergreen trees keep tough, waxy needles instead.',
      funFact: { title: 'Evergreens', text: 'Pine and spruce trees keep their needles in winter; their waxy coating helps save water.' },
    },
  ],
  deeper: {
    title: 'Pigments, Photoperiod and Abscission',
    content: 'Chlorophyll a and b absorb strongly in the red and blue parts of the spectrum. Carotenoids such as beta-carotene and xanthophylls broaden the range of light captured and protect against excess light. Anthocyanins are synthesised from sugars in autumn in some species; bright days and cool (not freezing) nights tend to intensify reds, because sugars trapped in the leaf feed anthocyanin production. Before leaf fall, trees resorb nitrogen and phosphorus, and cells in the abscission zone weaken the attachment of the petiole.',
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
    title: 'Find the Hidden Colors',
    description: 'Separate the colors inside a green leaf (leaf chromatography).',
    steps: [
      'With a grown-up, tear a few green leaves into tiny pieces and put them in a small jar.',
      'Add just enough rubbing alcohol to cover them, and mash them with a spoon.',
      'Put a strip of coffee filter paper in the jar so the end just touches the liquid.',
      'Wait an hour or more and watch colors creep up the paper: green, and often yellow too!',
    ],
    note: 'A grown-up must handle the rubbing alcohol: it is flammable and not for drinking. Keep away from flames.',
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
    { question: 'What makes leaves green?', right: 'Chlorophyll', wrong: ['Paint', 'Rain'] },
    { question: 'Where do the yellow colors in fall leaves come from?', right: 'They were hiding under the green all along', wrong: ['The Sun paints them', 'Birds bring them'] },
    { question: 'What is a tree that drops its leaves each year called?', right: 'Deciduous', wrong: ['Evergreen', 'Nocturnal'], level: 'older' },
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
    '3-5': 'A butterfly starts as a tiny egg. A caterpillar hatches and eats lots of leaves. It makes a hard case and rests inside. Then it comes out as a butterfly!',
    '6-8': 'Butterflies grow in four stages: egg, caterpillar, chrysalis and adult. The caterpillar eats and grows, shedding its skin several times. Then it forms a chrysalis, a hard case, and inside, its body changes completely into a butterfly. This big change is called metamorphosis.',
    '9-12': 'Butterflies go through complete metamorphosis: egg, larva (caterpillar), pupa (chrysalis) and adult. The caterpillar\'s job is to eat and grow, molting several times. Inside the chrysalis, much of the caterpillar\'s body breaks down, and groups of cells that were waiting since the caterpillar hatched grow into wings, legs, antennae and other adult parts.',
    '13+': 'Lepidoptera undergo holometabolous (complete) metamorphosis. Larval growth is punctuated by molts controlled by the hormone ecdysone; high levels of juvenile hormone keep the larva in its larval form. When juvenile hormone falls, the next molt produces a pupa. Within the pupa, many larval tissues are broken down while imaginal discs, clusters of cells set aside in the larva, proliferate and differentiate into adult structures such as wings, legs and compound eyes.',
  },
  takeaways: {
    young: ['Egg, caterpillar, chrysalis, butterfly!', 'Caterpillars eat and grow.', 'Inside the chrysalis, it changes.'],
    older: ['Complete metamorphosis has four stages.', 'Caterpillars grow by molting several times.', 'In the chrysalis, adult parts grow from special groups of cells.'],
  },
  sections: [
    {
      title: 'Egg and Hungry Caterpillar',
      young: 'A butterfly lays a tiny egg on a leaf. A little caterpillar hatches out. It eats and eats and grows big.',
      older: 'Female butterflies lay eggs on the plants their caterpillars will eat; monarchs, for example, choose milkweed. The caterpillar that hatches eats constantly, and because its skin can\'t stretch forever, it sheds it several times as it grows.',
      funFact: { title: 'Tasting with feet', text: 'Butterflies taste with sensors on their feet, which helps them find the right plant for their eggs.' },
    },
    {
      title: 'Inside the Chrysalis',
      young: 'The big caterpillar hangs still. Its skin becomes a hard case called a chrysalis. Inside, something amazing happens. The caterpillar changes into a butterfly!',
      older: 'When it is fully grown, the caterpillar sheds its skin one last time to reveal the chrysalis. Inside, much of its body breaks down into a kind of soup, and special groups of cells build the wings, legs, eyes and antennae of the adult.',
      funFact: { title: 'Cocoon or chrysalis?', text: 'Moth caterpillars often spin a silk cocoon. Butterflies form a chrysalis instead.' },
    },
    {
      title: 'A Butterfly Flies',
      young: 'The butterfly pushes out. Its wings are wet and crumpled. It waits for them to dry. Then it flies away to drink nectar.',
      older: 'The adult pumps fluid into its crumpled wings to spread them, waits for them to harden, and then flies. Adult butterflies drink nectar through a coiled tube called a proboscis, find mates and lay eggs, starting the cycle again.',
      funFact: { title: 'Long-distance flyers', text: 'Monarch butterflies in eastern North America migrate thousands of kilometres to spend the winter in Mexico.' },
    },
  ],
  deeper: {
    title: 'Hormones and Imaginal Discs',
    content: 'Insect molting is triggered by pulses of the steroid hormone ecdysone, while juvenile hormone determines what kind of molt happens: with high juvenile hormone the larva molts into a bigger larva, and when it drops, the next molt produces the pupa. Imaginal discs are formed early in the larva and stay small until metamorphosis, when they grow and fold into adult organs. Some studies suggest that moths can keep certain memories learned as caterpillars, even though much of the body is rebuilt.',
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
    title: 'Life Cycle Paper Plate',
    description: 'Make a spinning wheel of the butterfly life cycle.',
    steps: [
      'Divide a paper plate into four parts with lines.',
      'Draw an egg, a caterpillar, a chrysalis and a butterfly, one in each part, in order.',
      'Cut an arrow from card and attach it to the middle with a paper fastener.',
      'Spin the arrow and tell the story of each stage.',
    ],
    note: 'A grown-up can help with the paper fastener. If you find a real caterpillar, watch it gently and put it back where you found it.',
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
    { question: 'What hatches from a butterfly egg?', right: 'A caterpillar', wrong: ['A tiny butterfly', 'A bird'] },
    { question: 'What is the hard case a caterpillar changes inside?', right: 'A chrysalis', wrong: ['A nest', 'A shell'] },
    { question: 'What is the big change from caterpillar to butterfly called?', right: 'Metamorphosis', wrong: ['Photosynthesis', 'Migration'], level: 'older' },
  ],
  related: ['bees-honey', 'leaves-change-color', 'plants-food'],
  links: [SITES.natGeoKids, SITES.wwf, britannica('butterfly metamorphosis')],
};

export const natureEntries: KidEntry[] = [catsPurr, plantsFood, oceanSalty, beesHoney, leaves, butterfly];
