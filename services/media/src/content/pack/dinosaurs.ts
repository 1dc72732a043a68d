import type { TopicPack } from './types';

export const dinosaurs: TopicPack = {
  key: 'dinosaurs',
  name: 'Dinosaurs',
  match: /\b(dino\w*|t[\s-]?rex\w*|tyrannosaur\w*|triceratops|stegosaur\w*|brachiosaur\w*|velociraptor\w*|raptors?|jurassic|cretaceous|triassic|fossils?|paleontolog\w*|sauropods?)\b/i,
  scene: 'dinosaur',
  palette: 'jungle',
  chapters: [
    {
      title: 'The Age of Dinosaurs',
      pages: [
        {
          heading: 'Footprints in the Rock',
          scene: 'dinosaur:fossil',
          text: {
            '3-5':
              "{Hero} finds a giant footprint in a rock. Whose foot was this big? It belonged to a dinosaur! Dinosaurs lived a long, long time ago, long before there were any people. Let's go back in time and meet them!",
            '6-8':
              'On a walk by the cliffs, {hero} spots something amazing: a huge, three-toed footprint pressed into the rock. It is a fossil, a clue left behind by a dinosaur. Dinosaurs lived on Earth for millions of years, and they were gone long before the first people. Today, {hero} will travel back in time to find out who made that print.',
            '9-10':
              'Pressed into a slab of ancient rock, {hero} discovers a three-toed footprint bigger than both hands put together. It is a trace fossil, a print made by a living dinosaur in soft mud that later hardened into stone. Dinosaurs first appeared roughly 230 million years ago and ruled the land for more than 160 million years. To understand the print, {hero} needs to think like a paleontologist.',
          },
        },
        {
          heading: 'Fossil Hunters',
          scene: 'dinosaur:dig',
          text: {
            '3-5':
              'People who dig up dinosaur bones are called paleontologists. They brush away the dirt very, very gently. The old bones have turned into stone. These stone bones are called fossils.',
            '6-8':
              'Scientists who study dinosaurs are called paleontologists. They search for fossils, which are the remains or traces of living things preserved in rock. With brushes and small tools, they gently uncover bones that slowly turned to stone over millions of years. Each bone is a puzzle piece that helps us picture what a dinosaur looked like.',
            '9-10':
              'Paleontologists are scientists who study ancient life through fossils. When an animal was buried quickly by mud or sand, minerals in the water slowly filled its bones and turned them to stone. Paleontologists dig carefully with brushes and picks, map where each bone lies, and wrap fragile fossils in plaster jackets before moving them to a museum lab.',
          },
        },
        {
          heading: 'Hatching from Eggs',
          scene: 'dinosaur:eggs',
          text: {
            '3-5':
              'Crack, crack! Baby dinosaurs hatched from eggs, just like baby birds. Some dinosaur moms and dads built nests. The babies were small at first. Then they grew and grew and grew!',
            '6-8':
              'All dinosaurs hatched from eggs. Scientists have found fossil nests with eggs still inside, and even tiny baby dinosaur bones. Some dinosaurs, like Maiasaura, seem to have looked after their young in big nesting groups. Its name even means good mother lizard!',
            '9-10':
              "Every dinosaur began life inside an egg. Fossil nesting grounds show that some species laid their eggs in careful circles or spirals. The duck-billed Maiasaura, whose name means good mother lizard, nested in large colonies, and the fossils suggest the parents cared for their hatchlings. Fossils of Oviraptor's close relatives have even been found sitting on their nests, like birds keeping eggs warm.",
          },
        },
      ],
    },
    {
      title: 'Giants and Hunters',
      pages: [
        {
          heading: 'The Long-Necked Giants',
          scene: 'dinosaur:longneck',
          text: {
            '3-5':
              'Stomp, stomp! Some dinosaurs were giants with very long necks and long tails. They ate plants, like leaves from tall trees. They were some of the biggest animals that ever walked on land!',
            '6-8':
              'Some of the biggest dinosaurs were long-necked plant-eaters called sauropods. Brachiosaurus could stretch its neck high into the treetops to munch leaves, like a giraffe, but much bigger. Sauropods were the largest animals ever to walk on land. {Hero} looks way, way up at one and feels as small as a mouse.',
            '9-10':
              'Sauropods, the long-necked plant-eaters, were the largest animals ever to walk on land. Brachiosaurus held its neck high to reach leaves in tall trees, while others, like Diplodocus, had extremely long, whip-like tails. Sauropods swallowed plants without chewing much, and their long guts did the rest. {Hero} notices their legs: thick, straight pillars, perfect for carrying enormous weight.',
          },
        },
        {
          heading: 'Horns, Plates and Spikes',
          scene: 'dinosaur:triceratops',
          text: {
            '3-5':
              'Triceratops had three horns on its face and a big bony frill. Stegosaurus had big plates on its back and spikes on its tail. These dinosaurs ate plants. Their horns and spikes helped keep them safe.',
            '6-8':
              "Triceratops had three horns and a wide, bony frill around its neck, and it munched tough plants with a beak like a parrot's. Stegosaurus had tall plates along its back and sharp spikes on its tail. Here is something surprising: Stegosaurus lived so long before Tyrannosaurus rex that less time separates us from T. rex than T. rex from Stegosaurus!",
            '9-10':
              'Plant-eaters had clever defenses. Triceratops carried two long brow horns, a shorter nose horn and a broad bony frill. Ankylosaurus was covered in bony armor and swung a heavy tail club. Stegosaurus, with its tall back plates and tail spikes, lived about 150 million years ago, so less time separates us from Tyrannosaurus rex than separated T. rex from Stegosaurus.',
          },
        },
        {
          heading: 'The Tyrant Lizard King',
          scene: 'dinosaur:trex',
          text: {
            '3-5':
              'Roar! Tyrannosaurus rex was a big meat-eater. It had strong jaws and huge, sharp teeth. Its arms were short, but its legs were big and strong. T. rex walked on two legs.',
            '6-8':
              'Tyrannosaurus rex, whose name means tyrant lizard king, was one of the largest meat-eating dinosaurs ever. Its teeth were about as big as bananas, and it had one of the strongest bites of any land animal. Its arms were surprisingly short, with just two fingers each. {Hero} keeps a safe distance, just in case!',
            '9-10':
              'Tyrannosaurus rex lived at the very end of the age of dinosaurs, about 68 to 66 million years ago, in what is now western North America. Its name means tyrant lizard king. With teeth about the size of bananas, a keen sense of smell and one of the most powerful bites of any land animal, it was a top predator. Its two-fingered arms were short but muscular, and scientists still debate how it used them.',
          },
        },
      ],
    },
    {
      title: 'Where Did They Go?',
      pages: [
        {
          heading: 'A Rock from Space',
          scene: 'dinosaur:asteroid',
          text: {
            '3-5':
              'One day, a giant rock from space crashed into the Earth. Dust filled the sky, and the weather changed. Many plants and animals could not live anymore. Most of the dinosaurs disappeared.',
            '6-8':
              'About 66 million years ago, a giant asteroid, a rock from space, crashed into Earth near what is now Mexico. Dust filled the sky and blocked sunlight, plants struggled to grow, and the climate changed. Most dinosaurs, along with many other living things, died out. Scientists have found the huge crater the asteroid left behind.',
            '9-10':
              'About 66 million years ago, an asteroid roughly 10 kilometers wide slammed into Earth near the Yucatan Peninsula in Mexico, leaving the Chicxulub crater. Dust and gases dimmed the sun, temperatures swung wildly, and food chains collapsed. Around three quarters of all species vanished, including every dinosaur that could not fly. Huge volcanic eruptions in India may also have played a part.',
          },
        },
        {
          heading: 'Dinosaurs Today',
          scene: 'dinosaur:birds',
          text: {
            '3-5':
              'But wait! Not all dinosaurs are gone. Birds are dinosaurs! The robin in the tree and the duck in the pond are living dinosaurs too. {Hero} waves hello to a bird. Tweet, tweet!',
            '6-8':
              'Here is the most amazing part: dinosaurs are not completely gone! Birds evolved from small, feathered dinosaurs, and some birds survived the asteroid. That makes birds living dinosaurs. Many dinosaurs, like Velociraptor, had feathers too. So the next time {hero} sees a pigeon strutting along the sidewalk, {hero} can say hello to a real, living dinosaur.',
            '9-10':
              'Not every dinosaur vanished. Birds evolved from small, feathered meat-eating dinosaurs more than 150 million years ago, and some birds survived the asteroid impact. That makes every sparrow, penguin and chicken a living dinosaur. Fossils like Archaeopteryx, with feathers and wings but also teeth and a bony tail, show the link. {Hero} listens to the birds singing outside: the age of dinosaurs never truly ended.',
          },
        },
      ],
    },
  ],
  facts: {
    '3-5': [
      'Dinosaurs lived a long, long time ago.',
      'Baby dinosaurs hatched from eggs.',
      'Triceratops had three horns.',
      'T. rex had very big, sharp teeth.',
      'Some dinosaurs ate plants and some ate meat.',
      'Birds are living dinosaurs.',
      'Ankylosaurus had a big bony club on its tail.',
      'Some dinosaurs were as small as a chicken.',
      'The biggest dinosaurs were longer than a bus.',
    ],
    '6-8': [
      'The word dinosaur means terrible lizard.',
      'Scientists who study dinosaurs and other fossils are called paleontologists.',
      'Tyrannosaurus rex had teeth about as big as bananas.',
      'Sauropods were the largest animals ever to walk on land.',
      'Many dinosaurs had feathers.',
      'Birds are living dinosaurs.',
      'Most dinosaurs died out about 66 million years ago, after an asteroid hit Earth.',
      'Ankylosaurus had bony armor and a heavy club at the end of its tail.',
      'Velociraptor was only about the size of a turkey.',
      'Sauropods\' long tails helped balance their long, heavy necks.',
    ],
    '9-10': [
      'The word dinosaur, meaning terrible lizard, was created in 1842 by the scientist Richard Owen.',
      'Less time separates us from T. rex than separated T. rex from Stegosaurus.',
      'Fossils form when minerals slowly fill and replace buried bones.',
      'The Chicxulub crater in Mexico was made by the asteroid that ended the age of dinosaurs.',
      'Archaeopteryx had feathers and wings, but also teeth and a bony tail.',
      'Birds evolved from small, feathered meat-eating dinosaurs.',
      'Sauropods were the largest animals ever to walk on land.',
      'Dinosaur fossils have been found on every continent, including Antarctica.',
      'Nesting sites with eggs and young suggest that some dinosaurs cared for their babies.',
      'Ankylosaurus was covered in bony plates set into its skin, called osteoderms.',
    ],
  },
  vocabulary: [
    { word: 'Fossil', meaning: 'The remains or traces of a living thing from long ago, preserved in rock.' },
    { word: 'Paleontologist', meaning: 'A scientist who studies fossils to learn about ancient life.' },
    { word: 'Herbivore', meaning: 'An animal that eats only plants.' },
    { word: 'Carnivore', meaning: 'An animal that eats meat.' },
    { word: 'Extinct', meaning: 'When a kind of animal or plant has died out completely.' },
    { word: 'Sauropod', meaning: 'A giant, long-necked, plant-eating dinosaur.' },
    { word: 'Asteroid', meaning: 'A big rock that travels through space.' },
    { word: 'Predator', meaning: 'An animal that hunts other animals for food.' },
  ],
  imagine: [
    'Imagine you could ride on the back of a long-necked dinosaur. What would you see from way up there?',
    'Imagine you found a dinosaur egg that was about to hatch. What would the baby look like?',
    'If you discovered a brand-new dinosaur, what would you name it, and would it be a plant-eater or a meat-eater?',
  ],
  matching: {
    '3-5': [
      { left: 'Egg', right: 'Baby dinosaurs hatch from it', icon: 'egg' },
      { left: 'Bone', right: 'A fossil in the ground', icon: 'bone' },
      { left: 'Footprint', right: 'A dinosaur walked here', icon: 'footprint' },
      { left: 'Bird', right: 'A living dinosaur', icon: 'bird' },
    ],
    '6-8': [
      { left: 'Paleontologist', right: 'A scientist who studies fossils' },
      { left: 'Triceratops', right: 'Three horns and a frill' },
      { left: 'Stegosaurus', right: 'Plates on its back' },
      { left: 'T. rex', right: 'Huge teeth and tiny arms' },
      { left: 'Fossil', right: 'Remains of life turned to stone' },
    ],
    '9-10': [
      { left: 'Herbivore', right: 'An animal that eats plants' },
      { left: 'Carnivore', right: 'An animal that eats meat' },
      { left: 'Sauropod', right: 'A long-necked giant plant-eater' },
      { left: 'Archaeopteryx', right: 'An early bird with teeth and feathers' },
      { left: 'Chicxulub', right: 'The crater left by the asteroid' },
    ],
  },
  counting: [
    { label: 'eggs', icon: 'egg' },
    { label: 'bones', icon: 'bone' },
    { label: 'footprints', icon: 'footprint' },
    { label: 'leaves', icon: 'leaf' },
  ],
  tracing: ['DINO', 'EGG', 'BONE', 'ROAR'],
  wordSearch: {
    '6-8': ['FOSSIL', 'EGG', 'BONE', 'TREX', 'HORN', 'TAIL', 'CLAW', 'ROAR'],
    '9-10': ['FOSSIL', 'SAUROPOD', 'EXTINCT', 'HERBIVORE', 'CARNIVORE', 'ASTEROID', 'FEATHERS', 'CRETACEOUS', 'PREDATOR', 'JURASSIC'],
  },
  quiz: {
    '6-8': [
      { question: 'What is a scientist who studies fossils called?', options: ['A pilot', 'A paleontologist', 'A chef'], answerIndex: 1 },
      { question: 'How did baby dinosaurs begin life?', options: ['They hatched from eggs', 'They grew on trees', 'They fell from the sky'], answerIndex: 0 },
      { question: 'Which dinosaur had three horns?', options: ['Stegosaurus', 'Brachiosaurus', 'Triceratops'], answerIndex: 2 },
      { question: 'Which animals alive today are dinosaurs?', options: ['Cats', 'Birds', 'Fish'], answerIndex: 1 },
      { question: 'What does the word dinosaur mean?', options: ['Terrible lizard', 'Big bird', 'Old rock'], answerIndex: 0 },
    ],
    '9-10': [
      { question: 'About when did most dinosaurs die out?', options: ['About 6,000 years ago', 'About 66 million years ago', 'About 1 million years ago'], answerIndex: 1 },
      { question: 'What does Tyrannosaurus rex mean?', options: ['Tyrant lizard king', 'King of the jungle', 'Terrible claw'], answerIndex: 0 },
      { question: 'Which fossil shows a link between dinosaurs and birds?', options: ['Triceratops', 'Ankylosaurus', 'Archaeopteryx'], answerIndex: 2 },
      { question: 'What did sauropods eat?', options: ['Meat', 'Plants', 'Only fish'], answerIndex: 1 },
      { question: 'Where is the Chicxulub crater?', options: ['Mexico', 'Australia', 'Iceland'], answerIndex: 0 },
    ],
  },
  drawing: {
    '3-5': 'Draw your own friendly dinosaur. Does it have spikes, horns or a long neck?',
    '6-8': 'Draw a dinosaur dig site. Show the paleontologists, their tools and the fossil bones they found.',
    '9-10': 'Invent a new dinosaur. Draw it, give it a name, and label how its body helps it find food or stay safe.',
  },
};
