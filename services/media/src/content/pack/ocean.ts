import type { TopicPack } from './types';

const READ = '2026-11-23';

export const ocean: TopicPack = {
  key: 'ocean',
  name: 'Ocean',
  match: /\b(oceans?|oceanic|seas?|sea\s?life|undersea|underwater|marine|whales?|fish\w*|sharks?|octop\w*|coral\w*|reefs?|dolphins?|beach\w*|sea\s?turtles?|jellyfish|starfish|seahorses?|crabs?|tides?|deep sea)\b/i,
  subtopics: /\b(whales?|fish\w*|sharks?|octop\w*|coral\w*|reefs?|dolphins?|beach\w*|sea\s?turtles?|turtles?|jellyfish|starfish|seahorses?|crabs?|tides?)\b/i,
  topicWords: ['sea'],
  scene: 'ocean',
  palette: 'ocean',
  chapters: [
    {
      title: 'Into the blue',
      pages: [
        {
          heading: 'A world of water',
          scene: 'ocean:surface',
          text: {
            '3-5':
              'Splash! The ocean is big, big, big. Most of our planet is covered with ocean water. Ocean water is salty. Lick your lips after a swim, and you can taste the salt!',
            '6-8':
              '{Hero} stands on the beach and looks out at the waves. The ocean is huge! It covers more than two thirds of our planet. All the oceans are joined together, but people give them five names. They are the Pacific, Atlantic, Indian, Southern and Arctic. Today, {hero} is diving in to see what lives below.',
            '9-10':
              "Oceans cover about 71 percent of Earth's surface and hold about 97 percent of its water. Geographers name five oceans: the Pacific, Atlantic, Indian, Southern and Arctic. They are all connected. The Pacific is the largest and deepest, bigger than all of Earth's land put together. Wearing a mask and snorkel, {hero} slips beneath the waves to explore.",
          },
        },
        {
          heading: 'The coral reef',
          scene: 'ocean:reef',
          text: {
            '3-5':
              'Under the water, there is a coral reef. Coral looks like rocks and plants, but it is really made of tiny animals! Colorful fish swim in and out. The reef is a busy fish city.',
            '6-8':
              'Under the water, {hero} finds a coral reef full of color. Corals may look like plants or rocks. But they are made of tiny animals called polyps! Over many years, the polyps build hard skeletons. Piled up, the skeletons form the reef. Reefs cover only a small part of the sea floor. Yet about one in four kinds of sea life live on reefs.',
            '9-10':
              'Coral reefs are built by colonies of tiny animals called polyps. The polyps make hard skeletons of calcium carbonate, the same stuff as chalk. Many corals get most of their food from tiny algae living inside them. That is why reefs grow in shallow, sunny water. Reefs cover less than one percent of the ocean floor, but about a quarter of all sea species live on them. The Great Barrier Reef in Australia is the largest reef system on Earth.',
          },
        },
        {
          heading: 'Fish and friends',
          scene: 'ocean:fish',
          text: {
            '3-5':
              'Fish breathe underwater with gills. Some fish are tiny and some are huge. A clownfish hides in a wiggly sea anemone. A sea turtle glides by. Hello, turtle!',
            '6-8':
              'Fish breathe underwater with gills. Gills take oxygen from the water. {Hero} watches a clownfish dart into a sea anemone. The anemone can sting, but a slimy coat keeps the clownfish safe. Nearby, a sea turtle glides past. Sea turtles breathe air, so they must swim up to the top to take a breath.',
            '9-10':
              'Fish take oxygen out of the water with their gills. Clownfish live among the stinging tentacles of sea anemones. A layer of mucus protects them, and in return they help keep their anemone clean. A sea turtle glides by. Female sea turtles return to sandy beaches to dig nests and lay eggs, often in the same region where they hatched.',
          },
        },
      ],
    },
    {
      title: 'Giants and wonders',
      pages: [
        {
          heading: 'The blue whale',
          scene: 'ocean:whale',
          text: {
            '3-5':
              'Whoosh! Here comes a blue whale. It is the biggest animal that ever lived, even bigger than the dinosaurs! Whales are not fish. They breathe air through a blowhole on top of their heads.',
            '6-8':
              'A shadow glides by, and it is huge! It is a blue whale, the largest animal that has ever lived. It is even bigger than the biggest dinosaurs. Whales are mammals, not fish. They breathe air through blowholes on top of their heads, and they feed their babies milk. Blue whales eat tiny shrimp-like animals called krill.',
            '9-10':
              'The blue whale is the largest animal known to have ever lived. It can grow as long as a basketball court, and its calls are among the loudest sounds made by any animal. Like all whales, it is a mammal: it breathes air through blowholes and feeds its calves milk. It eats krill, tiny shrimp-like animals. It gulps huge mouthfuls of water and strains out the krill through fringed plates called baleen.',
          },
        },
        {
          heading: 'The clever octopus',
          scene: 'ocean:octopus',
          text: {
            '3-5':
              'Look! An octopus has eight arms. It can change color to hide. It can squeeze into tiny spaces. And guess what? An octopus has three hearts!',
            '6-8':
              'Hiding in a rocky crack, {hero} spots an octopus. It has eight arms covered in suckers, three hearts and blue blood! An octopus can change the color and feel of its skin in a blink to blend in. Octopuses are very clever, too. They can solve puzzles and even open jars.',
            '9-10':
              'Octopuses are among the smartest animals without a backbone. They have three hearts, blue blood, and about two thirds of their nerve cells in their arms. Special skin cells called chromatophores let them change color and pattern in a split second. Octopuses have been seen solving puzzles, opening jars and even escaping from aquarium tanks.',
          },
        },
        {
          heading: 'Down in the deep',
          scene: 'ocean:deep',
          text: {
            '3-5':
              'Down, down, down we go. The water gets dark and cold. Some deep-sea animals make their own light! They glow like little lanterns in the dark.',
            '6-8':
              "The deeper {hero's} submarine goes, the darker and colder it gets. Sunlight cannot reach far down. Yet there is life everywhere! Many deep-sea animals make their own light. This is called bioluminescence. The anglerfish even has a glowing lure on its head. It uses the light to catch food in the dark.",
            '9-10':
              'Sunlight fades fast as the water gets deeper, and far below the surface the ocean is completely dark. The deepest known point, the Challenger Deep in the Mariana Trench, is nearly 11 kilometers down. That is deeper than Mount Everest is tall. Many deep-sea animals make light through bioluminescence. They use it to find food, confuse predators or signal to each other.',
          },
        },
      ],
    },
    {
      title: 'Caring for the ocean',
      pages: [
        {
          heading: 'The ocean helps us',
          scene: 'ocean:plankton',
          text: {
            '3-5':
              'The ocean helps us breathe! Tiny plant-like living things in the sea make lots of the oxygen we breathe. The ocean also helps bring us rain.',
            '6-8':
              'The ocean does a lot for us. Tiny plant-like living things called phytoplankton float near the top of the sea. They make a big share of the oxygen we breathe. The ocean also soaks up heat from the Sun and moves it around the planet. That helps shape our weather. Every breath {hero} takes has a little help from the sea.',
            '9-10':
              "Tiny phytoplankton drift in sunlit waters. Like plants, they use sunlight to make food, a process called photosynthesis. As they do, they make a large share of Earth's oxygen, perhaps around half of it. The ocean also soaks up huge amounts of heat and carbon dioxide. Currents carry warm and cold water around the globe, shaping climate and weather. A healthy ocean helps keep our whole planet livable.",
          },
        },
        {
          heading: 'Ocean helpers',
          scene: 'ocean:beach',
          text: {
            '3-5':
              '{Hero} picks up litter on the beach, so sea animals stay safe. We can all help the ocean! Splash, splash! Goodbye, ocean. See you soon!',
            '6-8':
              'Back on the beach, {hero} sees plastic bottles and bags in the sand. Plastic can hurt sea turtles, birds and fish. They may think it is food. So {hero} helps a grown-up clean up the beach. {Hero} also decides to use a water bottle that can be filled again. Small acts, done by lots of people, can make a big difference for the ocean.',
            '9-10':
              'Back on shore, {hero} joins a beach cleanup. Plastic waste breaks into tiny pieces called microplastics. They have been found from the surface all the way down to the deep sea. Scientists, divers and ordinary people work together to protect the ocean. They set up marine protected areas, cut down on plastic and study how to keep reefs healthy. {Hero} realizes that ocean explorers are also ocean guardians.',
          },
        },
      ],
    },
  ],
  facts: {
    '3-5': [
      'Ocean water is salty.',
      'Fish breathe with gills.',
      'The blue whale is the biggest animal ever.',
      'An octopus has eight arms and three hearts.',
      'Coral is made of tiny animals.',
      'Whales breathe air.',
      'A baby whale is called a calf.',
      'An octopus can squirt ink to hide.',
      'Sea turtles come onto beaches to lay their eggs.',
    ],
    '6-8': [
      'Oceans cover more than two thirds of Earth.',
      'The blue whale is the largest animal that has ever lived.',
      'An octopus has three hearts and blue blood.',
      'Coral reefs are home to about a quarter of all ocean species.',
      'Sea turtles must swim to the surface to breathe air.',
      'Some deep-sea animals make their own light.',
      'The Pacific is the largest ocean.',
      'A baby whale is called a calf, and it drinks its mother\'s milk.',
      'Male seahorses carry the eggs in a pouch until the babies hatch.',
      'Dolphins rest one half of their brain at a time, so they can keep swimming and breathing.',
    ],
    '9-10': [
      "Oceans hold about 97 percent of Earth's water.",
      'The Challenger Deep in the Mariana Trench is nearly 11 kilometers deep.',
      'Phytoplankton produce a large share of the oxygen we breathe.',
      'The Great Barrier Reef is the largest coral reef system on Earth.',
      "About two thirds of an octopus's nerve cells are in its arms.",
      'Blue whales filter krill from the water with baleen plates.',
      "The Pacific Ocean is bigger than all of Earth's land put together.",
      'Dolphins can rest one half of their brain at a time, which lets them keep coming up to breathe.',
      'Seahorse fathers carry the eggs in a pouch until they hatch.',
      'Many deep-sea fish have huge eyes to catch the faintest glimmer of light.',
    ],
  },
  vocabulary: [
    { word: 'Coral', meaning: 'Tiny sea animals that build hard reefs.' },
    { word: 'Gills', meaning: 'Body parts that let fish take oxygen from water.' },
    { word: 'Mammal', meaning: 'A warm-blooded animal that breathes air and feeds its babies milk.' },
    { word: 'Krill', meaning: 'Tiny shrimp-like animals that whales eat.' },
    { word: 'Bioluminescence', meaning: 'Light made by living things.' },
    { word: 'Plankton', meaning: 'Tiny living things that drift in the water.' },
    { word: 'Reef', meaning: 'A ridge of rock or coral near the surface of the sea.' },
    { word: 'Tide', meaning: 'The daily rise and fall of the sea, caused mostly by the Moon.' },
  ],
  imagine: [
    'Imagine you could breathe underwater for a whole day. Where would you swim first?',
    'Imagine discovering a brand-new creature in the deep ocean. What does it look like, and how does it glow?',
    'If you could talk to a whale, what would you ask it?',
  ],
  matching: {
    '3-5': [
      { left: 'Fish', right: 'Swims with fins', icon: 'fish' },
      { left: 'Whale', right: 'A giant that breathes air', icon: 'whale' },
      { left: 'Shell', right: 'Found on the beach', icon: 'shell' },
      { left: 'Octopus', right: 'Has eight arms', icon: 'octopus' },
    ],
    '6-8': [
      { left: 'Gills', right: 'How fish breathe' },
      { left: 'Coral', right: 'Tiny animals that build reefs' },
      { left: 'Blue whale', right: 'The largest animal ever' },
      { left: 'Octopus', right: 'Three hearts and eight arms' },
      { left: 'Blowhole', right: 'How whales breathe air' },
    ],
    '9-10': [
      { left: 'Bioluminescence', right: 'Light made by living things' },
      { left: 'Baleen', right: 'Plates whales use to filter food' },
      { left: 'Phytoplankton', right: 'Tiny ocean makers of oxygen' },
      { left: 'Polyp', right: 'A tiny animal that builds coral' },
      { left: 'Mariana Trench', right: 'The deepest known place in the ocean' },
    ],
  },
  counting: [
    { label: 'fish', icon: 'fish' },
    { label: 'shells', icon: 'shell' },
    { label: 'starfish', icon: 'starfish' },
    { label: 'crabs', icon: 'crab' },
  ],
  tracing: ['FISH', 'SEA', 'WAVE', 'CRAB'],
  wordSearch: {
    '6-8': ['FISH', 'WHALE', 'CORAL', 'WAVE', 'SHELL', 'CRAB', 'REEF', 'SALT'],
    '9-10': ['OCTOPUS', 'PLANKTON', 'CORAL', 'KRILL', 'TRENCH', 'BALEEN', 'CURRENT', 'SEAWEED', 'DOLPHIN', 'TIDE'],
  },
  quiz: {
    '6-8': [
      { question: 'How do fish breathe underwater?', options: ['With lungs', 'With gills', 'With their tails'], answerIndex: 1 },
      { question: 'What is the largest animal that has ever lived?', options: ['The blue whale', 'T. rex', 'The elephant'], answerIndex: 0 },
      { question: 'How many hearts does an octopus have?', options: ['One', 'Two', 'Three'], answerIndex: 2 },
      { question: 'What builds coral reefs?', options: ['Sunken ships', 'Tiny animals called polyps', 'Giant clams'], answerIndex: 1 },
      { question: 'How do whales breathe?', options: ['Through gills', 'They do not breathe', 'Through blowholes'], answerIndex: 2 },
    ],
    '9-10': [
      { question: "About how much of Earth's surface do oceans cover?", options: ['About 30 percent', 'About 50 percent', 'About 71 percent'], answerIndex: 2 },
      { question: 'What is bioluminescence?', options: ['Light made by living things', 'A kind of seaweed', 'A deep-sea current'], answerIndex: 0 },
      { question: 'What do blue whales mainly eat?', options: ['Sharks', 'Krill', 'Seaweed'], answerIndex: 1 },
      { question: 'Where is the deepest known point in the ocean?', options: ['In the middle of the Atlantic', 'The Challenger Deep in the Mariana Trench', 'The Great Barrier Reef'], answerIndex: 1 },
      { question: 'Why are whales called mammals?', options: ['They breathe air and feed their babies milk', 'They have scales', 'They lay eggs in the sand'], answerIndex: 0 },
    ],
  },
  drawing: {
    '3-5': 'Draw your favorite sea animal swimming in the big blue ocean!',
    '6-8': 'Draw a coral reef full of life. Include at least five different sea creatures and label them.',
    '9-10': 'Draw the ocean from the sunny surface to the dark deep. Show and label the animals that live at each depth.',
  },
  sources: [
    {
      claim: 'About 71 percent of Earth\'s surface is covered by water.',
      title: 'USGS Water Science School: How much water is there on Earth?',
      url: 'https://www.usgs.gov/special-topics/water-science-school/science/how-much-water-there-earth',
      read: READ,
      authority: 'science-body',
    },
    {
      claim: 'The ocean holds about 97 percent of Earth\'s water.',
      title: 'NOAA Ocean Service: How much water is in the ocean?',
      url: 'https://oceanservice.noaa.gov/facts/oceanwater.html',
      read: READ,
      authority: 'science-body',
    },
    {
      claim: 'There is one connected global ocean, divided into five named oceans: the Pacific, Atlantic, Indian, Southern and Arctic; the Pacific is the largest.',
      title: 'NOAA Ocean Service: How many oceans are there?',
      url: 'https://oceanservice.noaa.gov/facts/howmanyoceans.html',
      read: READ,
      authority: 'science-body',
    },
    {
      claim: 'The Pacific Ocean is the largest and deepest ocean, with an area larger than all of Earth\'s land put together.',
      title: 'Encyclopaedia Britannica: Pacific Ocean',
      url: 'https://www.britannica.com/place/Pacific-Ocean',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'The Challenger Deep in the Mariana Trench is the deepest known point in the ocean, nearly 11 kilometers down, deeper than Mount Everest is tall.',
      title: 'NOAA Ocean Service: What is the deepest part of the ocean?',
      url: 'https://oceanservice.noaa.gov/facts/deepest.html',
      read: READ,
      authority: 'science-body',
    },
    {
      claim: 'Corals are colonies of tiny animals called polyps; reefs cover less than 1 percent (one percent) of the ocean floor but support about a quarter of all marine species.',
      title: 'Smithsonian Ocean: Corals and coral reefs',
      url: 'https://ocean.si.edu/ocean-life/invertebrates/corals-and-coral-reefs',
      read: READ,
      authority: 'museum',
    },
    {
      claim: 'The Great Barrier Reef in Australia is the largest coral reef system on Earth.',
      title: 'UNESCO World Heritage Centre: Great Barrier Reef',
      url: 'https://whc.unesco.org/en/list/154',
      read: READ,
      authority: 'governing-body',
    },
    {
      claim: 'Ocean phytoplankton make a large share of Earth\'s oxygen, about half of it by scientists\' estimates.',
      title: 'NOAA Ocean Service: How much oxygen comes from the ocean?',
      url: 'https://oceanservice.noaa.gov/facts/ocean-oxygen.html',
      read: READ,
      authority: 'science-body',
    },
    {
      claim: 'The blue whale is the largest animal known to have ever lived; it breathes air, feeds its calves milk and filters krill with baleen plates.',
      title: 'NOAA Fisheries: Blue whale',
      url: 'https://www.fisheries.noaa.gov/species/blue-whale',
      read: READ,
      authority: 'science-body',
    },
    {
      claim: 'Bioluminescence is light made by living things, used by many deep-sea animals to find food, confuse predators or signal.',
      title: 'NOAA Ocean Service: What is bioluminescence?',
      url: 'https://oceanservice.noaa.gov/facts/bioluminescence.html',
      read: READ,
      authority: 'science-body',
    },
  ],
};
