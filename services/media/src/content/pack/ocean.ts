import type { TopicPack } from './types';

export const ocean: TopicPack = {
  key: 'ocean',
  name: 'Ocean',
  match: /\b(oceans?|oceanic|seas?|sea\s?life|undersea|underwater|marine|whales?|fish\w*|sharks?|octop\w*|coral\w*|reefs?|dolphins?|beach\w*|sea\s?turtles?|jellyfish|starfish|seahorses?|crabs?|tides?|deep sea)\b/i,
  scene: 'ocean',
  palette: 'ocean',
  chapters: [
    {
      title: 'Into the Blue',
      pages: [
        {
          heading: 'A World of Water',
          scene: 'ocean:surface',
          text: {
            '3-5':
              'Splash! The ocean is big, big, big. Most of our planet is covered with ocean water. Ocean water is salty. Lick your lips after a swim, and you can taste the salt!',
            '6-8':
              '{Hero} stands on the beach and looks out at the waves. The ocean is enormous: it covers more than two thirds of our planet. All the oceans are connected, but people name five of them: the Pacific, Atlantic, Indian, Southern and Arctic Oceans. Today, {hero} is diving in to see what lives below.',
            '9-10':
              "Oceans cover about 71 percent of Earth's surface and hold about 97 percent of its water. Geographers name five oceans, the Pacific, Atlantic, Indian, Southern and Arctic, though they are all connected. The Pacific is the largest and deepest, bigger than all of Earth's land put together. Wearing a mask and snorkel, {hero} slips beneath the waves to explore.",
          },
        },
        {
          heading: 'The Coral Reef',
          scene: 'ocean:reef',
          text: {
            '3-5':
              'Under the water, there is a coral reef. Coral looks like rocks and plants, but it is really made of tiny animals! Colorful fish swim in and out. The reef is a busy fish city.',
            '6-8':
              'Beneath the surface, {hero} finds a coral reef bursting with color. Corals may look like plants or rocks, but they are made of tiny animals called polyps. Over many years, the polyps build hard skeletons that form the reef. Reefs cover only a small part of the ocean floor, yet they are home to about a quarter of all ocean species.',
            '9-10':
              'Coral reefs are built by colonies of tiny animals called polyps, which make hard skeletons of calcium carbonate. Many corals get most of their food from tiny algae living inside them, which is why reefs grow in shallow, sunny water. Reefs cover less than one percent of the ocean floor but support roughly a quarter of all marine species. The Great Barrier Reef in Australia is the largest reef system on Earth.',
          },
        },
        {
          heading: 'Fish and Friends',
          scene: 'ocean:fish',
          text: {
            '3-5':
              'Fish breathe underwater with gills. Some fish are tiny and some are huge. A clownfish hides in a wiggly sea anemone. A sea turtle glides by. Hello, turtle!',
            '6-8':
              "Fish breathe underwater using gills, which take oxygen from the water. {Hero} watches a clownfish dart into a sea anemone, whose stinging tentacles don't hurt it, thanks to a special slimy coat. Nearby, a sea turtle glides past. Sea turtles breathe air, so they must swim up to the surface to take a breath.",
            '9-10':
              'Fish take oxygen out of the water with their gills. Clownfish live among the stinging tentacles of sea anemones, protected by a layer of mucus, and in return they help keep their anemone clean. A sea turtle glides by; female sea turtles return to sandy beaches to dig nests and lay eggs, often in the same region where they themselves hatched.',
          },
        },
      ],
    },
    {
      title: 'Giants and Wonders',
      pages: [
        {
          heading: 'The Blue Whale',
          scene: 'ocean:whale',
          text: {
            '3-5':
              'Whoosh! Here comes a blue whale. It is the biggest animal that ever lived, even bigger than the dinosaurs! Whales are not fish. They breathe air through a blowhole on top of their heads.',
            '6-8':
              'A shadow glides by, and it is enormous: a blue whale, the largest animal that has ever lived, even bigger than the biggest dinosaurs. Whales are mammals, not fish. They breathe air through blowholes on top of their heads and feed their babies milk. Amazingly, blue whales eat tiny shrimp-like animals called krill.',
            '9-10':
              'The blue whale is the largest animal known to have ever lived, growing up to about 30 meters long, and its calls are among the loudest sounds made by any animal. Like all whales, it is a mammal: it breathes air through blowholes and feeds its calves milk. It eats krill, tiny shrimp-like animals, by gulping huge mouthfuls of water and straining them through fringed plates called baleen.',
          },
        },
        {
          heading: 'The Clever Octopus',
          scene: 'ocean:octopus',
          text: {
            '3-5':
              'Look! An octopus has eight arms. It can change color to hide. It can squeeze into tiny spaces. And guess what? An octopus has three hearts!',
            '6-8':
              'Hiding in a rocky crack, {hero} spots an octopus. It has eight arms covered in suckers, three hearts and blue blood! Octopuses can change their color and skin texture in a blink to blend in. They are very clever, too: they can solve puzzles and even open jars.',
            '9-10':
              'Octopuses are among the most intelligent animals without a backbone. They have three hearts, blue blood and about two thirds of their nerve cells in their arms. Special skin cells called chromatophores let them change color and pattern in a fraction of a second. Octopuses have been seen solving puzzles, opening jars and even escaping from aquarium tanks.',
          },
        },
        {
          heading: 'Down in the Deep',
          scene: 'ocean:deep',
          text: {
            '3-5':
              'Down, down, down we go. The water gets dark and cold. Some deep-sea animals make their own light! They glow like little lanterns in the dark.',
            '6-8':
              "The deeper {hero's} submarine goes, the darker and colder it gets, because sunlight cannot reach far down. Yet there is life everywhere! Many deep-sea creatures make their own light, called bioluminescence. The anglerfish even has a glowing lure on its head to attract food in the darkness.",
            '9-10':
              'Sunlight fades quickly with depth, and below about 1,000 meters the ocean is completely dark. The deepest known point, the Challenger Deep in the Mariana Trench, is nearly 11 kilometers down, deeper than Mount Everest is tall. Many deep-sea animals produce light through bioluminescence, using it to find food, confuse predators or signal to each other.',
          },
        },
      ],
    },
    {
      title: 'Caring for the Ocean',
      pages: [
        {
          heading: 'The Ocean Helps Us',
          scene: 'ocean:plankton',
          text: {
            '3-5':
              'The ocean helps us breathe! Tiny plant-like living things in the sea make lots of the oxygen we breathe. The ocean also helps bring us rain.',
            '6-8':
              'The ocean does a lot for us. Tiny plant-like living things called phytoplankton float near the surface and make a large share of the oxygen we breathe. The ocean also soaks up heat from the Sun and moves it around the planet, helping to shape our weather. Every breath {hero} takes has a little help from the sea.',
            '9-10':
              "Microscopic phytoplankton drifting in sunlit waters use photosynthesis to produce a large share of Earth's oxygen, perhaps around half of it. The ocean also absorbs huge amounts of heat and carbon dioxide, and currents carry warm and cold water around the globe, shaping climate and weather. A healthy ocean is part of what keeps our whole planet livable.",
          },
        },
        {
          heading: 'Ocean Helpers',
          scene: 'ocean:beach',
          text: {
            '3-5':
              '{Hero} picks up litter on the beach, so sea animals stay safe. We can all help the ocean! Splash, splash! Goodbye, ocean. See you soon!',
            '6-8':
              'Back on the beach, {hero} notices plastic bottles and bags in the sand. Plastic can hurt sea turtles, birds and fish, which may mistake it for food. So {hero} helps clean up the beach and decides to use a refillable water bottle. Small actions, done by lots of people, can make a big difference for the ocean.',
            '9-10':
              'Back on shore, {hero} joins a beach cleanup. Plastic waste breaks into tiny pieces called microplastics, which have been found from the surface all the way to the deep sea. Scientists, divers and ordinary people work together to protect the ocean by creating marine protected areas, reducing plastic and studying how to keep reefs healthy. {Hero} realises that ocean explorers are also ocean guardians.',
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
};
