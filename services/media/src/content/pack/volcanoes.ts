import type { TopicPack } from './types';

export const volcanoes: TopicPack = {
  key: 'volcanoes',
  name: 'Volcanoes',
  match: /\b(volcan\w*|lava|magma|erupt\w*|crater\w*|geyser\w*)\b/i,
  subtopics: /\b(lava|magma|craters?|geysers?)\b/i,
  scene: 'volcano',
  palette: 'sunset',
  chapters: [
    {
      title: 'Deep down below',
      pages: [
        {
          heading: 'A rumble under the ground',
          scene: 'volcano:calm',
          text: {
            '3-5':
              "Deep under our feet, the Earth is very hot. {Hero} puts an ear to the ground. Is that a low rumble? A volcano is a special kind of mountain. It has a hole at the top. The hole goes deep down into the Earth. Let's find out what is inside!",
            '6-8':
              "{Hero} loves mountains, and one kind is extra special: a volcano. A volcano is an opening in the Earth's crust. The crust is the rocky outer layer of our planet. Far below it, the Earth is so hot that some rock melts. Today {hero} wants to find out what happens when that melted rock finds a way up.",
            '9-10':
              'Some mountains smoke and rumble, and {hero} has always wondered why. The answer lies far beneath the surface. Our planet is made of layers: a thin, rocky crust on the outside, a thick mantle below it, and a core at the center. In a few places, melted rock from deep underground pushes up through cracks in the crust. Where it breaks through, a volcano is born.',
          },
        },
        {
          heading: 'Hot, melted rock',
          scene: 'volcano:inside',
          text: {
            '3-5':
              'Inside the Earth, some rock gets so hot that it melts. It turns thick and gooey, like warm syrup. Melted rock under the ground is called magma. Magma is much too hot to touch. It slowly pushes up, up, up!',
            '6-8':
              'Melted rock deep underground has a special name: magma. Magma is full of gas, like the bubbles in a fizzy drink. Hot magma is lighter than the solid rock around it, so it slowly rises. It collects in a giant pool under the ground. This pool is called a magma chamber. The magma waits there for a way out.',
            '9-10':
              'Deep underground, it is hot enough to melt rock into magma. Magma is a glowing mix of liquid rock, crystals and gases, such as water vapor and carbon dioxide. It is less dense than the solid rock around it, so it rises, the way a cork floats up through water. It gathers in a magma chamber, where the pressure slowly builds, like a shaken bottle of soda.',
          },
        },
        {
          heading: 'How a mountain grows',
          scene: 'volcano',
          text: {
            '3-5':
              'When magma comes out of the ground, it gets a new name. Now it is called lava! Lava cools down and turns into hard rock. Each time lava flows out, it adds a new layer of rock. Layer by layer, the volcano grows tall, like a stack of pancakes.',
            '6-8':
              'When magma reaches the surface, we call it lava. As lava cools, it hardens into new rock. Each eruption can add a new layer. Over a very long time, a volcano can grow into a tall mountain. Some volcanoes are steep cones. Others are wide, with gentle slopes, like a giant shield lying on the ground.',
            '9-10':
              'Once magma erupts onto the surface, scientists call it lava. As it cools, it hardens into rocks such as basalt. Eruption after eruption, layers of lava and ash pile up. Runny lava spreads far and builds broad shield volcanoes with gentle slopes. Thick, sticky lava and ash build steep cones called stratovolcanoes, like Mount Fuji in Japan.',
          },
        },
      ],
    },
    {
      title: 'Eruption day',
      pages: [
        {
          heading: 'Lava on the move',
          scene: 'volcano:erupting',
          text: {
            '3-5':
              'Whoosh! Now the volcano is erupting. Bright orange lava glows. It slides slowly down the mountain. Lava is much hotter than an oven. {Hero} watches from far, far away, where it is safe. As the lava cools, it turns dark and hard.',
            '6-8':
              'Rumble, rumble, boom! When the push from below gets too strong, the volcano erupts. Glowing lava can be hotter than 1,000 degrees Celsius. That is many times hotter than a kitchen oven! {Hero} watches from a safe spot far away. Rivers of orange lava creep downhill. As the lava cools, its bright glow fades to black rock.',
            '9-10':
              "When the pressure in the magma chamber grows stronger than the rock above it, the volcano erupts. Lava can be hotter than 1,000 degrees Celsius. In Hawaii, runny lava may cool into smooth, rope-like rock called pahoehoe. It may also cool into rough, jagged rock called a'a. {Hero} watches from a safe distance, because lava and volcanic gases are dangerous up close.",
          },
        },
        {
          heading: 'Clouds of ash',
          scene: 'volcano:ash',
          text: {
            '3-5':
              'Some volcanoes puff out big gray clouds. The clouds are made of ash. Volcanic ash is not soft like ash from a campfire. It is made of tiny bits of rock and glass! The wind can carry the ash far away.',
            '6-8':
              'Not every eruption is a river of lava. Some volcanoes explode and blast a tall cloud of ash into the sky. This ash is not like the soft ash from a campfire. It is made of tiny, sharp pieces of rock and glass. Wind can carry the ash very far. Airplanes fly around the cloud to stay safe.',
            '9-10':
              'Explosive eruptions happen when thick, sticky magma traps lots of gas. When the gas finally escapes, it shatters the magma into ash: tiny, sharp bits of rock and volcanic glass. Ash clouds can rise many kilometers into the sky. Pilots fly around them, because the glassy bits can damage jet engines. In the year 79, Mount Vesuvius in Italy buried the Roman town of Pompeii under ash.',
          },
        },
        {
          heading: 'Volcano scientists',
          scene: 'volcano:scientist',
          text: {
            '3-5':
              'Some scientists study volcanoes. They are called volcanologists. That is a long word! They wear helmets and special suits. They use tools to listen to the ground. They watch for changes. Their work helps keep people safe.',
            '6-8':
              'Scientists who study volcanoes are called volcanologists. They measure tiny earthquakes. They check if the ground is bulging. They measure the gases that come out, with special tools. These clues help them warn people before an eruption, so families can move to safety. {Hero} pictures wearing a hard hat and holding a clipboard full of notes.',
            '9-10':
              'Volcanologists are scientists who study volcanoes. They use seismometers to record tiny earthquakes. Satellites and GPS show when the ground swells as magma moves. Gas sensors measure a gas called sulfur dioxide. No one can predict eruptions perfectly, but these warning signs help leaders decide when people should leave. {Hero} reads a volcano report and sees how the clues fit together like a puzzle.',
          },
        },
      ],
    },
    {
      title: 'Volcanoes help too',
      pages: [
        {
          heading: 'Islands from fire',
          scene: 'volcano:island',
          text: {
            '3-5':
              'Some volcanoes start at the bottom of the sea. The lava cools in the water and piles up. It takes a very, very long time. Then the top of the volcano pokes out of the water. It is a new island! That is how the islands of Hawaii were made.',
            '6-8':
              'Some volcanoes begin on the ocean floor. Lava piles up underwater, layer after layer. One day, the top of the volcano rises above the waves. It is a brand-new island! The islands of Hawaii were made this way, over a hot spot deep under the Pacific Ocean. In fact, there are more volcanoes under the sea than on land.',
            '9-10':
              "Most of Earth's volcanic activity happens underwater, along mid-ocean ridges where tectonic plates pull apart. Other volcanoes form over hot spots, where hot rock rises from deep in the mantle. The Pacific Plate slowly slides over the Hawaiian hot spot. As it moves, new volcanoes form one after another, making a chain of islands. Many other volcanoes sit around the edge of the Pacific Ocean, in a zone called the Ring of Fire.",
          },
        },
        {
          heading: 'Rich new soil',
          scene: 'volcano:green',
          text: {
            '3-5':
              'After a long time, the volcano is quiet. Rain and wind break the old lava into soil. This soil is very good for plants. Soon green plants and flowers grow again. {Hero} smiles. Volcanoes are strong, and they help make new land!',
            '6-8':
              'Years after an eruption, something wonderful happens. Rain and wind slowly break old lava and ash into soil. This soil is full of minerals that plants need. Farmers grow food on the slopes of some volcanoes. {Hero} looks at the green hills and smiles. Volcanoes can be dangerous, but they also build new land and help life grow.',
            '9-10':
              'Over time, wind and rain break lava and ash down into soil rich in minerals. That is why farms do well on the slopes of many volcanoes. In countries such as Iceland, heat from under the ground is also turned into electricity. This is called geothermal energy. {Hero} closes the notebook, amazed that the same force that melts rock also makes islands, rich fields and clean energy.',
          },
        },
      ],
    },
  ],
  facts: {
    '3-5': [
      'A volcano has a hole at the top that goes deep down.',
      'Melted rock under the ground is called magma.',
      'When magma comes out, it is called lava.',
      'Lava is much hotter than an oven.',
      'Lava cools down and turns into hard rock.',
      'Some islands are the tops of volcanoes.',
      'Pumice is a rock that can float on water.',
      'Lava that cools very fast can turn into black glass.',
      'Ash from a volcano can make the sky dark in the day.',
    ],
    '6-8': [
      'Magma that comes out of the ground is called lava.',
      'Glowing lava is many times hotter than a kitchen oven.',
      'Ash from a volcano is made of tiny bits of rock and glass.',
      'The islands of Hawaii are the tops of big volcanoes that rise from the sea floor.',
      'When lava cools, it turns into hard, dark rock.',
      'Pumice is a rock so full of air bubbles that it can float on water.',
      'The tallest volcano we know of is on Mars.',
      'Obsidian is black glass made when lava cools very fast.',
      'Some volcanoes rest for a very long time, then erupt again.',
      'Hot springs are heated by hot rock deep underground.',
    ],
    '9-10': [
      'Many of the world\'s volcanoes lie around the Pacific Ocean in a zone called the Ring of Fire.',
      'Most of the lava on Earth erupts under the sea, along ridges in the middle of the oceans.',
      'In the year 79, Mount Vesuvius buried the Roman town of Pompeii under ash.',
      'Olympus Mons on Mars is the tallest known volcano in the solar system.',
      'Pumice can float because gas bubbles get trapped inside it as the lava cools.',
      'In Iceland, heat from under the ground is used to make electricity.',
      'Lava can be hotter than 1,000 degrees Celsius.',
      'Obsidian is a natural glass that forms when lava cools too fast for crystals to grow.',
      'A volcano that has not erupted for a long time but may erupt again is called dormant.',
      'Geysers erupt when water deep underground is heated by hot rock and bursts up as steam and spray.',
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
  sources: [
    {
      claim: 'Mount Fuji in Japan is a stratovolcano, a steep cone built of layers of lava and ash.',
      title: 'Britannica: Mount Fuji', url: 'https://www.britannica.com/place/Mount-Fuji', read: '2026-11-23', authority: 'reference',
    },
    {
      claim: 'Lava erupts at temperatures of roughly 700 to 1,200 degrees Celsius, so the hottest glowing lava is above 1,000 degrees Celsius; runny basalt lava in Hawaii cools into smooth, ropy pahoehoe.',
      title: 'Britannica: Lava', url: 'https://www.britannica.com/science/lava-volcanic-ejecta', read: '2026-11-23', authority: 'reference',
    },
    {
      claim: 'In the year 79, the eruption of Mount Vesuvius in Italy buried the Roman town of Pompeii under ash and pumice.',
      title: 'Britannica: Pompeii', url: 'https://www.britannica.com/place/Pompeii', read: '2026-11-23', authority: 'reference',
    },
    {
      claim: 'Volcano scientists watch the ground with seismometers, satellites and GPS, which show the ground swelling as magma moves below.',
      title: 'USGS Volcano Hazards Program: Monitoring', url: 'https://www.usgs.gov/programs/VHP', read: '2026-11-23', authority: 'science-body',
    },
    {
      claim: 'The Hawaiian islands formed as the Pacific Plate moved over a hot spot deep under the Pacific Ocean.',
      title: 'USGS Hawaiian Volcano Observatory', url: 'https://www.usgs.gov/observatories/hvo', read: '2026-11-23', authority: 'science-body',
    },
    {
      claim: 'Most of the world\'s active volcanoes lie around the edge of the Pacific Ocean, in the Ring of Fire.',
      title: 'Britannica: Ring of Fire', url: 'https://www.britannica.com/place/Ring-of-Fire', read: '2026-11-23', authority: 'reference',
    },
    {
      claim: 'Iceland uses geothermal heat from under the ground to make electricity and heat homes.',
      title: 'Britannica: Iceland (economy: geothermal power)', url: 'https://www.britannica.com/place/Iceland', read: '2026-11-23', authority: 'reference',
    },
    {
      claim: 'Olympus Mons on Mars is the tallest known volcano in the solar system.',
      title: 'NASA Science: Mars facts', url: 'https://science.nasa.gov/mars/facts/', read: '2026-11-23', authority: 'science-body',
    },
  ],
};
