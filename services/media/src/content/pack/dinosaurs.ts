import type { TopicPack } from './types';

const READ = '2026-11-23';

export const dinosaurs: TopicPack = {
  key: 'dinosaurs',
  name: 'Dinosaurs',
  match: /\b(dino\w*|t[\s-]?rex\w*|tyrannosaur\w*|triceratops|stegosaur\w*|brachiosaur\w*|velociraptor\w*|raptors?|jurassic|cretaceous|triassic|fossils?|paleontolog\w*|sauropods?)\b/i,
  subtopics: /\b(t[\s.-]*rex\w*|tyrannosaur\w*|triceratops|stegosaur\w*|brachiosaur\w*|velociraptor\w*|raptors?|fossils?|sauropods?)\b/i,
  scene: 'dinosaur',
  palette: 'jungle',
  chapters: [
    {
      title: 'The age of dinosaurs',
      pages: [
        {
          heading: 'Footprints in the rock',
          scene: 'dinosaur:fossil',
          text: {
            '3-5':
              "{Hero} finds a giant footprint in a rock. Whose foot was this big? It was made by a dinosaur! Dinosaurs lived a long, long time ago. They lived long before there were any people. Let's go back in time and meet them!",
            '6-8':
              'On a walk by the cliffs, {hero} spots something amazing. It is a huge footprint with three toes, pressed into the rock! It is a fossil, a clue left by a dinosaur. Dinosaurs lived on Earth for millions of years. Their name means terrible lizard. They were gone long before the first people. Today, {hero} will travel back in time to find out who made the print.',
            '9-10':
              'Pressed into a slab of ancient rock, {hero} finds a three-toed footprint. It is bigger than both hands put together! This is a trace fossil, a print made by a living dinosaur in soft mud that later hardened into stone. Dinosaurs lived on Earth for millions of years, long before the first humans. To understand the print, {hero} needs to think like a paleontologist.',
          },
        },
        {
          heading: 'Fossil hunters',
          scene: 'dinosaur:dig',
          text: {
            '3-5':
              'Some people dig up dinosaur bones. They are called paleontologists. They brush away the dirt very, very gently. The old bones have turned into stone. Bones of stone are called fossils.',
            '6-8':
              'Scientists who study dinosaurs are called paleontologists. They hunt for fossils. A fossil is what is left of a living thing from long ago, kept safe in rock. With brushes and small tools, they gently dig out old bones. Over millions of years, the bones slowly turned to stone. Each bone is like a piece of a puzzle. Put together, the bones show us what a dinosaur looked like.',
            '9-10':
              'Paleontologists are scientists who study ancient life through fossils. Sometimes an animal was buried quickly by mud or sand. Over time, minerals in the water slowly filled its bones and turned them to stone. Paleontologists dig carefully with brushes and picks, and they map where each bone lies. They wrap fragile fossils in plaster jackets before moving them to a museum lab.',
          },
        },
        {
          heading: 'Hatching from eggs',
          scene: 'dinosaur:eggs',
          text: {
            '3-5':
              'Crack, crack! Baby dinosaurs hatched from eggs, just like baby birds. Some dinosaur moms and dads built nests. The babies were small at first. Then they grew and grew and grew!',
            '6-8':
              'Every dinosaur hatched from an egg. Scientists have found old nests with eggs still inside. They have even found tiny baby bones! One kind, called Maiasaura, made its nests in big groups. The parents seem to have looked after their young. Its name even means good mother lizard!',
            '9-10':
              'Every dinosaur began life inside an egg. Fossil nests show that some kinds laid their eggs in neat circles or spirals. The duck-billed Maiasaura, whose name means good mother lizard, nested in large colonies. Its fossils suggest that the parents cared for their hatchlings. Some fossil dinosaurs have even been found sitting on their nests, like birds keeping eggs warm.',
          },
        },
      ],
    },
    {
      title: 'Giants and hunters',
      pages: [
        {
          heading: 'The long-necked giants',
          scene: 'dinosaur:longneck',
          text: {
            '3-5':
              'Stomp, stomp! Some dinosaurs were giants. They had very long necks and long tails. They ate plants, like leaves from tall trees. They were some of the biggest animals that ever walked on land!',
            '6-8':
              'The biggest dinosaurs had long necks and ate plants. They are called sauropods. Brachiosaurus could stretch its neck up to the tops of trees to munch leaves. It was like a giraffe, but much bigger! Sauropods were the largest animals ever to walk on land. {Hero} looks way, way up at one and feels as small as a mouse.',
            '9-10':
              'Sauropods, the long-necked plant-eaters, were the largest animals ever to walk on land. Brachiosaurus held its neck high to reach leaves in tall trees. Others, like Diplodocus, had very long, whip-like tails. Sauropods swallowed plants without chewing much, and their long guts did the rest. {Hero} notices their legs: thick, straight pillars, just right for carrying enormous weight.',
          },
        },
        {
          heading: 'Horns, plates and spikes',
          scene: 'dinosaur:triceratops',
          text: {
            '3-5':
              'Triceratops had three horns on its face. It had a big bony frill, too. Stegosaurus had big plates on its back and spikes on its tail. These dinosaurs ate plants. Their horns and spikes helped keep them safe.',
            '6-8':
              "Triceratops had three horns and a wide, bony frill around its neck. It munched tough plants with a beak like a parrot's. Stegosaurus had tall plates on its back and sharp spikes on its tail. Here is something surprising. Stegosaurus lived long, long before Tyrannosaurus rex. T. rex lived closer in time to us than to Stegosaurus!",
            '9-10':
              'Plant-eaters had clever ways to stay safe. Triceratops had two long horns over its eyes, a shorter nose horn and a broad, bony frill. Ankylosaurus was covered in bony armor and swung a heavy tail club. Stegosaurus, with its tall back plates and tail spikes, lived about 150 million years ago. That means less time separates us from Tyrannosaurus rex than separated T. rex from Stegosaurus.',
          },
        },
        {
          heading: 'The tyrant lizard king',
          scene: 'dinosaur:trex',
          text: {
            '3-5':
              'Roar! Tyrannosaurus rex was a big meat-eater. It had strong jaws and huge, sharp teeth. Its arms were short, but its legs were big and strong. T. rex walked on two legs.',
            '6-8':
              'Tyrannosaurus rex was one of the biggest meat-eating dinosaurs ever. Its name means tyrant lizard king. Its teeth were about as big as bananas. It had one of the strongest bites of any land animal. But its arms were short, with just two fingers on each hand. {Hero} stays a safe way back, just in case!',
            '9-10':
              'Tyrannosaurus rex lived at the very end of the age of dinosaurs, about 68 to 66 million years ago. It lived in what is now western North America. Its name means tyrant lizard king. It had teeth the size of bananas, a keen sense of smell and one of the strongest bites of any land animal. Its two-fingered arms were short but strong, and scientists still debate how it used them.',
          },
        },
      ],
    },
    {
      title: 'Where did they go?',
      pages: [
        {
          heading: 'A rock from space',
          scene: 'dinosaur:asteroid',
          text: {
            '3-5':
              'One day, a giant rock from space crashed into the Earth. Dust filled the sky, and the weather changed. Many plants and animals could not live anymore. Most of the dinosaurs died out.',
            '6-8':
              'About 66 million years ago, a giant asteroid crashed into Earth. An asteroid is a big rock from space. It hit near the place we now call Mexico. Dust filled the sky and blocked out the sun. Plants could not grow well, and the weather changed. Most dinosaurs died out, and so did lots of other living things. Scientists have found the huge crater the rock left behind.',
            '9-10':
              'About 66 million years ago, an asteroid about 10 kilometers wide slammed into Earth. It hit near the Yucatan Peninsula in Mexico and left the Chicxulub crater. Dust and gases dimmed the sun, and the weather swung from hot to cold. Food chains fell apart. Around three quarters of all kinds of living things died out, including every dinosaur that could not fly. Huge volcanic eruptions at the time may also have played a part.',
          },
        },
        {
          heading: 'Dinosaurs today',
          scene: 'dinosaur:birds',
          text: {
            '3-5':
              'But wait! Not all dinosaurs are gone. Birds are dinosaurs! The robin in the tree is a living dinosaur. So is the duck in the pond. {Hero} waves hello to a bird. Tweet, tweet!',
            '6-8':
              'Here is the best part: they are not all gone! Birds came from small dinosaurs with feathers. Some birds lived through the crash. So birds are living dinosaurs! Lots of other dinosaurs had feathers too. The next time {hero} sees a pigeon on the sidewalk, it is time to say hello to a real, live dinosaur.',
            '9-10':
              'Not every dinosaur vanished. Birds evolved from small, feathered meat-eating dinosaurs, and some birds survived the impact. That makes every sparrow, penguin and chicken a living dinosaur. Fossils like Archaeopteryx show the link: it had feathers and wings, but also teeth and a bony tail. {Hero} listens to the birds singing outside. The age of dinosaurs never truly ended.',
          },
        },
      ],
    },
  ],
  facts: {
    '3-5': [
      'Dinosaurs lived a long, long time ago.',
      'Baby dinosaurs came out of eggs.',
      'One kind of dinosaur had three big horns on its face.',
      'T. rex had very big, sharp teeth.',
      'Some dinosaurs ate plants. Some ate meat.',
      'Birds are living dinosaurs.',
      'Some dinosaurs had a big club of bone on the tail.',
      'Some dinosaurs were as small as a chicken.',
      'The biggest dinosaurs were longer than a bus.',
    ],
    '6-8': [
      'The word dinosaur means terrible lizard.',
      'A fossil can be a bone, a tooth, an egg or even a footprint.',
      'Lots of dinosaurs had feathers, just like birds do.',
      'Some dinosaurs were as small as a chicken.',
      'One kind of dinosaur had thick armor and a heavy club at the end of its tail.',
      'Velociraptor was only about as big as a turkey.',
      'The long tail of a sauropod helped it balance its long neck.',
      'The biggest dinosaurs were longer than two school buses.',
      'Dinosaur bones have been found in every part of the world.',
    ],
    '9-10': [
      'Richard Owen, a scientist, made up the word dinosaur in 1842. It means terrible lizard.',
      'Fossils form when minerals slowly fill and replace buried bones.',
      'The asteroid that ended the age of dinosaurs left a huge crater in Mexico, called Chicxulub.',
      'Archaeopteryx had feathers and wings, but it also had teeth and a bony tail.',
      'Birds evolved from small dinosaurs that had feathers and ate meat.',
      'Velociraptor had feathers and was only about as big as a turkey.',
      'Dinosaur fossils have been found on all seven continents, even icy Antarctica.',
      'Nests with eggs and babies suggest that some dinosaurs cared for their young.',
      'Ankylosaurus had bony plates that grew in its skin, like a suit of armor.',
      'The long tail of a sauropod helped it balance its long, heavy neck.',
    ],
  },
  vocabulary: [
    { word: 'Fossil', meaning: 'What is left of a living thing from long ago, kept in rock.' },
    { word: 'Herbivore', meaning: 'An animal that eats only plants.' },
    { word: 'Carnivore', meaning: 'An animal that eats meat.' },
    { word: 'Extinct', meaning: 'When a kind of animal or plant has died out and none are left.' },
    { word: 'Paleontologist', meaning: 'A scientist who studies fossils to learn about life long ago.' },
    { word: 'Sauropod', meaning: 'A giant, long-necked dinosaur that ate plants.' },
    { word: 'Asteroid', meaning: 'A big rock that travels through space.' },
    { word: 'Predator', meaning: 'An animal that hunts other animals for food.' },
  ],
  imagine: [
    'Imagine you could ride on the back of a long-necked dinosaur. What would you see from way up there?',
    'Imagine you found a dinosaur egg that was about to hatch. What would the baby look like?',
    'If you found a brand-new dinosaur, what would you name it? Would it eat plants or meat?',
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
  // Simplifications (CONTENT.md): "a giant rock from space" for the asteroid at 3-8; "birds are dinosaurs" for birds
  // being the one surviving line of dinosaurs.
  sources: [
    {
      claim:
        'Triceratops (three horns and a bony frill), Stegosaurus (back plates and tail spikes, about 150 million years ago), Brachiosaurus and Diplodocus (long-necked sauropods), Ankylosaurus (bony armor and a tail club), Maiasaura and Velociraptor (feathered, about the size of a turkey) are real dinosaurs.',
      title: 'Natural History Museum, London: Dino Directory',
      url: 'https://www.nhm.ac.uk/discover/dino-directory.html',
      read: READ,
      authority: 'museum',
    },
    {
      claim:
        'Tyrannosaurus rex (T. rex), whose name means tyrant lizard king, lived about 68 to 66 million years ago in western North America; it had banana-sized teeth, a powerful bite and short two-fingered arms.',
      title: 'Encyclopaedia Britannica: Tyrannosaurus',
      url: 'https://www.britannica.com/animal/Tyrannosaurus',
      read: READ,
      authority: 'reference',
    },
    {
      claim:
        'About 66 million years ago an asteroid roughly 10 kilometers wide struck the Yucatan Peninsula in Mexico, leaving the Chicxulub crater; about three quarters of species, including all non-bird dinosaurs, died out.',
      title: 'Encyclopaedia Britannica: Chicxulub crater',
      url: 'https://www.britannica.com/place/Chicxulub-crater',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'The anatomist Richard Owen named the Dinosauria, "terrible lizards", in 1842.',
      title: 'Encyclopaedia Britannica: Sir Richard Owen',
      url: 'https://www.britannica.com/biography/Richard-Owen',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Archaeopteryx had feathers and wings but also teeth and a long bony tail, linking dinosaurs and birds.',
      title: 'Encyclopaedia Britannica: Archaeopteryx',
      url: 'https://www.britannica.com/animal/Archaeopteryx',
      read: READ,
      authority: 'reference',
    },
    {
      claim:
        'Dinosaurs hatched from eggs, birds evolved from small feathered theropod dinosaurs, and dinosaur fossils have been found on every continent, including Antarctica.',
      title: 'Encyclopaedia Britannica: Dinosaur',
      url: 'https://www.britannica.com/animal/dinosaur',
      read: READ,
      authority: 'reference',
    },
  ],
};
