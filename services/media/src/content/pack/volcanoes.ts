import type { TopicPack } from './types';

export const volcanoes: TopicPack = {
  key: 'volcanoes',
  name: 'Volcanoes',
  match: /\b(volcan\w*|lava|magma|erupt\w*|crater\w*|geyser\w*)\b/i,
  scene: 'volcano',
  palette: 'sunset',
  chapters: [
    {
      title: 'Deep Down Below',
      pages: [
        {
          heading: 'A Rumble Under the Ground',
          scene: 'volcano:calm',
          text: {
            '3-5':
              "Deep under our feet, the Earth is very, very hot. {Hero} puts an ear to the ground and imagines a low rumble. A volcano is a special kind of mountain. It has an opening that goes deep down inside the Earth. Let's find out what is inside!",
            '6-8':
              "{Hero} loves mountains, but one kind of mountain is extra special: a volcano. A volcano is an opening in the Earth's crust, the rocky outer layer of our planet. Far below the crust, it is so hot that some rock melts. Today {hero} is going on a journey to discover what happens when that melted rock finds a way up.",
            '9-10':
              'Some mountains smoke and rumble, and {hero} has always wondered why. The answer lies far beneath the surface. Our planet is made of layers: a thin, rocky crust on the outside, a thick mantle below it, and a core at the center. In a few places, melted rock from deep underground pushes up through cracks in the crust. Where it breaks through, a volcano is born.',
          },
        },
        {
          heading: 'Hot, Melted Rock',
          scene: 'volcano:inside',
          text: {
            '3-5':
              'Inside the Earth, some rock gets so hot that it melts. It becomes thick and gooey, a bit like warm honey. Melted rock under the ground is called magma. Magma is very hot, so nobody can touch it. It slowly pushes up, up, up!',
            '6-8':
              'Melted rock deep underground has a special name: magma. Magma is full of gas, a little like the bubbles in a fizzy drink. Because hot magma is lighter than the solid rock around it, it slowly rises. It collects in a giant underground pool called a magma chamber, waiting for a way out.',
            '9-10':
              'Deep underground, temperatures are high enough to melt rock into magma, a glowing mixture of liquid rock, crystals and dissolved gases such as water vapor and carbon dioxide. Magma is less dense than the solid rock around it, so it rises, the way a cork floats up through water. It gathers in a magma chamber, and pressure slowly builds, like a shaken bottle of soda.',
          },
        },
        {
          heading: 'How a Mountain Grows',
          scene: 'volcano',
          text: {
            '3-5':
              'When magma comes out of the ground, it gets a new name: lava! Lava cools down and turns into hard rock. Each time lava flows out, a new layer of rock is added. Layer by layer, the volcano grows taller, like a stack of pancakes.',
            '6-8':
              "When magma reaches the surface, we call it lava. As lava cools, it hardens into new rock. Every eruption can add another layer, so over a very long time a volcano can grow into a tall mountain. Some volcanoes are steep cones, and others are wide with gentle slopes, shaped like a warrior's shield lying on the ground.",
            '9-10':
              'Once magma erupts onto the surface, scientists call it lava. As it cools, it hardens into rocks such as basalt. Eruption after eruption, layers of lava and ash pile up. Runny lava spreads far and builds broad shield volcanoes with gentle slopes, while thicker, stickier lava and ash build steep-sided cones called stratovolcanoes, like Mount Fuji in Japan.',
          },
        },
      ],
    },
    {
      title: 'Eruption Day',
      pages: [
        {
          heading: 'Lava on the Move',
          scene: 'volcano:erupting',
          text: {
            '3-5':
              'Whoosh! Now the volcano is erupting. Bright orange lava glows and slowly slides down the mountain. Lava is much hotter than an oven. {Hero} watches from far, far away, where it is safe. As the lava cools, it turns dark and hard.',
            '6-8':
              'Rumble, rumble, boom! When the pressure gets too strong, the volcano erupts. Glowing lava can be hotter than 1,000 degrees Celsius, many times hotter than a kitchen oven. {Hero} watches from a safe lookout far away as rivers of orange lava creep downhill. As the lava cools, its bright glow fades to black rock.',
            '9-10':
              "When the pressure in the magma chamber becomes greater than the strength of the rock above, the volcano erupts. Lava can be hotter than 1,000 degrees Celsius. In Hawaii, runny lava sometimes cools into smooth, rope-like rock called pahoehoe, or into rough, jagged rock called a'a. {Hero} watches from a safe distance, because lava and volcanic gases are dangerous up close.",
          },
        },
        {
          heading: 'Clouds of Ash',
          scene: 'volcano:ash',
          text: {
            '3-5':
              'Some volcanoes puff out big gray clouds. The clouds are made of ash. Volcanic ash is not soft like ash from a campfire. It is made of tiny bits of rock and glass! The wind can carry the ash far away.',
            '6-8':
              'Not every eruption is a river of lava. Some volcanoes explode, blasting a tall cloud of ash into the sky. Volcanic ash is not like the soft ash from a campfire. It is made of tiny, sharp pieces of rock and volcanic glass. Wind can carry ash for hundreds of kilometers, so airplanes fly around the cloud.',
            '9-10':
              'Explosive eruptions happen when thick, sticky magma traps lots of gas. When the gas finally escapes, it shatters the magma into ash: tiny, sharp fragments of rock and volcanic glass. Ash columns can rise many kilometers into the sky, and pilots steer clear of them because the glassy particles can damage jet engines. In the year 79, Mount Vesuvius in Italy buried the Roman town of Pompeii under ash.',
          },
        },
        {
          heading: 'Volcano Scientists',
          scene: 'volcano:scientist',
          text: {
            '3-5':
              'People who study volcanoes are called volcanologists. That is a long word! They wear helmets and special suits. They use tools to listen to the ground and watch for changes. Their work helps keep people safe.',
            '6-8':
              'Scientists who study volcanoes are called volcanologists. They measure tiny earthquakes, check whether the ground is bulging, and sniff out gases with special instruments. These clues help them warn people before an eruption, so families can move to safety. {Hero} imagines wearing a hard hat and holding a clipboard full of measurements.',
            '9-10':
              "Volcanologists are scientists who study volcanoes. They use seismometers to record tiny earthquakes, satellites and GPS to detect the ground swelling as magma moves, and gas sensors to measure sulfur dioxide. No one can predict eruptions perfectly, but these warning signs help officials decide when people should leave. {Hero} reads a volcano report and notices how each clue fits together like a puzzle.",
          },
        },
      ],
    },
    {
      title: 'Volcanoes Help Too',
      pages: [
        {
          heading: 'Islands from Fire',
          scene: 'volcano:island',
          text: {
            '3-5':
              'Some volcanoes start at the bottom of the sea. The lava cools in the water and piles up. After a very, very long time, the volcano pokes out of the water. That is how the islands of Hawaii were made!',
            '6-8':
              'Some volcanoes begin on the ocean floor. Lava piles up underwater, layer after layer, until one day the volcano rises above the waves as a brand-new island. The islands of Hawaii formed this way, over a hot spot deep beneath the Pacific Ocean. In fact, there are more volcanoes under the sea than on land.',
            '9-10':
              "Most of Earth's volcanic activity happens underwater, along mid-ocean ridges where tectonic plates pull apart. Other volcanoes form over hot spots, plumes of hot rock rising from deep within the mantle. As the Pacific Plate slowly slides over the Hawaiian hot spot, new volcanoes form one after another, creating a chain of islands. Many other volcanoes sit around the edge of the Pacific Ocean in a zone called the Ring of Fire.",
          },
        },
        {
          heading: 'Rich New Soil',
          scene: 'volcano:green',
          text: {
            '3-5':
              'After a long time, the volcano is quiet. Rain and wind break the old lava into soil. Volcanic soil is very good for plants. Soon green plants and flowers grow again. {Hero} smiles. Volcanoes are powerful, and they help make new land!',
            '6-8':
              'Years after an eruption, something wonderful happens. Rain and wind slowly break down old lava and ash into soil full of minerals. Plants love this rich volcanic soil, so farmers grow food on the slopes of some volcanoes. {Hero} looks at the green hills and understands: volcanoes can be dangerous, but they also build new land and help life grow.',
            '9-10':
              'Over time, weathering breaks lava and ash down into soil rich in minerals, which is why farms thrive on the slopes of many volcanoes. Volcanic heat can also be turned into electricity, called geothermal energy, in countries such as Iceland. {Hero} closes the notebook, amazed that the same force that melts rock also creates islands, fertile fields and clean energy.',
          },
        },
      ],
    },
  ],
  facts: {
    '3-5': [
      'A volcano is a mountain with an opening that goes deep into the Earth.',
      'Melted rock under the ground is called magma.',
      'When magma comes out of a volcano, it is called lava.',
      'Lava is much hotter than an oven.',
      'Lava cools down and turns into hard rock.',
      'The islands of Hawaii were made by volcanoes.',
    ],
    '6-8': [
      'Magma is melted rock underground; once it erupts, it is called lava.',
      'Lava can be hotter than 1,000 degrees Celsius.',
      'Volcanic ash is made of tiny pieces of rock and glass.',
      'The islands of Hawaii were built by volcanoes.',
      'Scientists who study volcanoes are called volcanologists.',
      'Pumice is a volcanic rock so full of air bubbles that it can float on water.',
      'The tallest known volcano in our solar system, Olympus Mons, is on the planet Mars.',
    ],
    '9-10': [
      'Many of the world\'s volcanoes lie around the Pacific Ocean in a zone called the Ring of Fire.',
      'Most volcanic activity on Earth happens underwater, along mid-ocean ridges.',
      'In the year 79, Mount Vesuvius buried the Roman town of Pompeii under ash.',
      'Olympus Mons on Mars is the tallest known volcano in the solar system.',
      'Pumice forms when gassy lava cools so fast that bubbles are trapped inside, which is why it can float.',
      'Iceland uses heat from under the ground to make electricity; this is called geothermal energy.',
      'Lava can be hotter than 1,000 degrees Celsius.',
    ],
  },
  vocabulary: [
    { word: 'Magma', meaning: 'Melted rock deep under the ground.' },
    { word: 'Lava', meaning: 'Melted rock that has come out of a volcano.' },
    { word: 'Eruption', meaning: 'When a volcano pushes out lava, ash or gas.' },
    { word: 'Crater', meaning: 'The bowl-shaped opening at the top of a volcano.' },
    { word: 'Volcanologist', meaning: 'A scientist who studies volcanoes.' },
    { word: 'Ash', meaning: 'Tiny pieces of rock and glass blasted out by a volcano.' },
    { word: 'Crust', meaning: 'The hard, rocky outer layer of the Earth.' },
    { word: 'Geothermal', meaning: 'Using heat from inside the Earth, for example to make electricity.' },
  ],
  imagine: [
    'Imagine you could fly a tiny, heat-proof drone over a volcano. What would you look at first?',
    'Imagine a brand-new island rising out of the sea. What would you name it, and what would grow there first?',
    'If a volcano could talk, what do you think it would say when it rumbles?',
  ],
  matching: {
    '3-5': [
      { left: 'Volcano', right: 'A mountain that can erupt', icon: 'volcano' },
      { left: 'Lava', right: 'Hot, glowing rock', icon: 'flame' },
      { left: 'Helmet', right: 'Keeps a scientist safe', icon: 'helmet' },
      { left: 'Island', right: 'Land with water all around', icon: 'island' },
    ],
    '6-8': [
      { left: 'Magma', right: 'Melted rock under the ground' },
      { left: 'Lava', right: 'Melted rock that has erupted' },
      { left: 'Ash', right: 'Tiny bits of rock and glass' },
      { left: 'Volcanologist', right: 'A scientist who studies volcanoes' },
      { left: 'Hawaii', right: 'Islands built by volcanoes' },
    ],
    '9-10': [
      { left: 'Shield volcano', right: 'Gentle slopes built by runny lava' },
      { left: 'Stratovolcano', right: 'A steep cone of lava and ash layers' },
      { left: 'Seismometer', right: 'Records tiny earthquakes' },
      { left: 'Ring of Fire', right: 'Many volcanoes around the Pacific Ocean' },
      { left: 'Pumice', right: 'A bubbly rock that can float' },
    ],
  },
  counting: [
    { label: 'rocks', icon: 'rock' },
    { label: 'flames', icon: 'flame' },
    { label: 'clouds', icon: 'cloud' },
    { label: 'palm trees', icon: 'tree' },
  ],
  tracing: ['LAVA', 'HOT', 'ROCK', 'ASH'],
  wordSearch: {
    '6-8': ['LAVA', 'MAGMA', 'ASH', 'CRATER', 'ROCK', 'ERUPT', 'ISLAND', 'HOT'],
    '9-10': ['VOLCANO', 'MAGMA', 'ERUPTION', 'CRATER', 'BASALT', 'PUMICE', 'MANTLE', 'HOTSPOT', 'GEOTHERMAL', 'ASH'],
  },
  quiz: {
    '6-8': [
      { question: 'What do we call melted rock while it is still under the ground?', options: ['Lava', 'Magma', 'Ash'], answerIndex: 1 },
      { question: 'What is volcanic ash made of?', options: ['Soft dust from campfires', 'Tiny pieces of rock and glass', 'Snowflakes'], answerIndex: 1 },
      { question: 'How were the islands of Hawaii made?', options: ['By volcanoes', 'By giant waves', 'By people'], answerIndex: 0 },
      { question: 'What is a scientist who studies volcanoes called?', options: ['A volcanologist', 'A dentist', 'An astronaut'], answerIndex: 0 },
    ],
    '9-10': [
      { question: 'Why does magma rise toward the surface?', options: ['It is less dense than the rock around it', 'The Moon pulls it up', 'Wind sucks it upward'], answerIndex: 0 },
      { question: 'Which kind of volcano has gentle slopes built by runny lava?', options: ['Stratovolcano', 'Shield volcano', 'Ice volcano'], answerIndex: 1 },
      { question: "Where does most of Earth's volcanic activity happen?", options: ['In deserts', 'Underwater, along mid-ocean ridges', 'At the North Pole'], answerIndex: 1 },
      { question: 'Which Roman town did Mount Vesuvius bury under ash in the year 79?', options: ['Pompeii', 'Athens', 'London'], answerIndex: 0 },
      { question: 'What is geothermal energy?', options: ['Energy from wind', 'Electricity made with heat from under the ground', 'Energy from ocean waves'], answerIndex: 1 },
    ],
  },
  drawing: {
    '3-5': 'Draw a big volcano. Color the hot lava orange and red!',
    '6-8': 'Draw a volcano cut in half: show the magma chamber, the lava coming out of the crater and a cloud of ash. Label each part.',
    '9-10': 'Design a volcano observatory. Draw the instruments volcanologists would use and write what each one measures.',
  },
};
