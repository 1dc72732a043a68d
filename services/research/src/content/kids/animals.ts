import { britannica, SITES } from '../links';
import type { KidEntry } from '../types';

// Nature Connection, animals and plants: whales, birds, fish, zebras, seeds, spiders.

const READ = '2026-11-23';

const whalesEat: KidEntry = {
  id: 'whales-eat',
  module: 'Nature Connection',
  question: 'What do whales eat?',
  title: 'What Do Whales Eat?',
  blurb: 'Tiny krill or big squid: how baleen whales and toothed whales find their food.',
  triggers: [['whale', 'eat'], ['whales', 'eat'], ['whale', 'food'], ['whale', 'eats'], ['baleen'], ['krill'], ['orca', 'eat'], ['killer', 'whale', 'eat'], ['whale', 'teeth'], ['whale', 'hunt*'], ['whale', 'feed*']],
  quickAnswer: {
    '3-5': 'Some whales have no teeth! They gulp lots of water. Tiny sea animals are in the water. The whale pushes the water out and keeps the tiny food in. Other whales have teeth. They catch fish and squid.',
    '6-8': 'There are two kinds of whales. Baleen whales, like the blue whale, have no teeth. Instead they have long, bristly plates called baleen. They take a giant gulp of water full of tiny shrimp-like animals called krill. Then they push the water out through the baleen, and the krill stay in. Toothed whales, like orcas and sperm whales, have teeth. They hunt fish, squid and, for orcas, even seals.',
    '9-12': 'What a whale eats depends on its kind. Baleen whales, including blue whales and humpbacks, have plates of baleen instead of teeth. Baleen is made of keratin, like your fingernails. These whales gulp huge mouthfuls of seawater, then force it out through the baleen, trapping krill and small fish. Toothed whales, such as sperm whales, dolphins and orcas, chase larger prey. Sperm whales dive deep for squid. Orcas hunt fish, seals and even other whales.',
    '13+': 'Cetaceans divide into two groups with very different diets. Mysticetes, the baleen whales, are filter feeders. Rorquals such as blue and humpback whales lunge-feed: they expand pleated throats to engulf prey-laden water, then expel it through fringed keratin baleen plates. Blue whales feed almost entirely on krill. Humpbacks also trap schooling fish, sometimes with bubble nets. Odontocetes, the toothed whales, hunt single prey using echolocation. Sperm whales hunt squid in the deep sea, and orca populations specialize in fish or in marine mammals.',
  },
  takeaways: {
    little: ['Some whales have no teeth.', 'They eat tiny sea animals.', 'Other whales eat fish and squid.'],
    young: ['Baleen whales strain tiny krill from the water.', 'Toothed whales hunt fish and squid.', 'The blue whale eats mostly krill.'],
    older: ['Baleen whales filter krill and small fish from seawater.', 'Toothed whales hunt bigger prey like squid and seals.', 'The biggest whales eat some of the smallest animals.'],
  },
  sections: [
    {
      title: 'Whales With No Teeth',
      little: 'Some whales have a big brush in their mouth. It is like a comb. Water goes out. Tiny food stays in. Yum!',
      young: 'Baleen whales have no teeth. Hanging from their top jaw are rows of baleen, like a giant hairy comb. They gulp water, then push it out with their huge tongue. The baleen lets the water out but keeps the krill in.',
      older: 'Baleen plates hang in rows from the upper jaw, with frayed, hairy inner edges that act as a sieve. A feeding whale takes in a huge volume of water and prey, then presses the water out with its tongue. Krill and small fish are left behind to swallow.',
      funFact: { title: 'Fingernail stuff', text: 'Baleen is made of keratin, the same stuff as your fingernails.' },
    },
    {
      title: 'Whales With Teeth',
      little: 'Some whales have teeth. Dolphins have teeth too! They catch fish to eat.',
      young: 'Toothed whales catch their food one animal at a time. Dolphins and porpoises are small toothed whales. Many toothed whales find food by making clicks and listening for the echoes.',
      older: 'Toothed whales include dolphins, porpoises, orcas and sperm whales. They hunt single prey, often using echolocation: they send out clicks and listen for echoes to find fish and squid, even in the dark depths.',
      funFact: { title: 'Orcas are dolphins', text: 'Orcas, also called killer whales, are the largest members of the dolphin family.' },
    },
    {
      title: 'Giant Eaters of Tiny Food',
      young: 'The blue whale is the biggest animal that has ever lived, and it eats mostly krill, which are about as long as your finger. It eats huge amounts of them to fill up.',
      older: 'Blue whales are the largest animals known to have ever lived, yet they feed almost only on krill. Eating tiny, abundant prey in huge gulps is very efficient. Humpback whales sometimes blow rings of bubbles to trap fish, then swim up through the middle with mouths open.',
      funFact: { title: 'Bubble nets', text: 'Humpback whales can work together to make nets of bubbles that trap fish.' },
    },
  ],
  deeper: {
    title: 'Lunge Feeding and Echolocation',
    content: 'Rorquals have throat pleats that let the mouth cavity balloon during a lunge. In a single gulp, a blue whale can take in water weighing more than its own body. Baleen\'s fringes overlap to form a mat that retains krill. Right and bowhead whales instead skim-feed with their mouths open. Odontocetes produce clicks in their nasal passages. A fatty organ called the melon focuses the clicks, and echoes are received through the lower jaw. This lets sperm whales hunt squid hundreds of meters down in darkness.',
    funFact: { title: 'Listening jaws', text: 'Toothed whales hear echoes through fat inside their lower jaw.' },
  },
  glossary: [
    { term: 'Whale', say: 'WAYL', definition: 'A very large sea mammal that breathes air.' },
    { term: 'Baleen', say: 'buh-LEEN', definition: 'Bristly plates in some whales\' mouths that strain food from water.' },
    { term: 'Krill', say: 'KRIL', definition: 'Tiny shrimp-like sea animals that many whales eat.' },
    { term: 'Echolocation', say: 'EK-oh-loh-KAY-shun', definition: 'Finding things by sending out sounds and listening for echoes.' },
    { term: 'Prey', say: 'PRAY', definition: 'An animal that is hunted and eaten by another animal.' },
  ],
  tryIt: [{
    title: 'Be a Baleen Whale',
    description: 'Strain "krill" from water with a comb.',
    steps: [
      'Put water in a big bowl with a grown-up.',
      'Sprinkle in some bits of paper or rice. That is the krill.',
      'Scoop up water with a cup, then pour it out through a comb or a sieve.',
      'What stays behind? That is how a baleen whale gets its food!',
    ],
    note: 'This is a pretend meal: the rice is not for eating. Wipe up spills.',
  }, {
    title: 'Whale Food Web',
    description: 'Draw who eats what in the ocean.',
    steps: [
      'Draw tiny plankton at the bottom of a page.',
      'Draw krill eating the plankton, and a blue whale eating the krill.',
      'Add fish, squid, seals, and the whales that hunt them.',
      'Draw arrows from food to eater. Which whale is at the top?',
    ],
    note: 'Use books or museum websites to check your arrows.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A pasta strainer', content: 'Baleen works like a strainer in the kitchen sink: the water drains out, and the food stays in.' },
  ],
  realWorld: [
    { title: 'Protecting krill', content: 'Krill are food for whales, seals, penguins and fish, so scientists watch krill numbers to protect ocean life.' },
  ],
  engaging: [
    { question: 'Why might the biggest animal eat some of the smallest?', context: 'Think about how many krill can fit in one gulp.' },
    { question: 'How do you think whales find food in the dark deep sea?', context: 'Think about clicks and echoes.' },
  ],
  quiz: [
    {
      question: 'What do whales with no teeth eat?', right: 'Tiny sea animals', wrong: ['Big rocks', 'Seaweed only'],
      skill: 'recall', support: ['Tiny sea animals are in the water', 'They eat tiny sea animals', 'tiny shrimp-like animals called krill', 'trapping krill and small fish', 'Blue whales feed almost entirely on krill'],
    },
    {
      question: 'What do toothed whales like orcas eat?', right: 'Fish, squid and seals', wrong: ['Grass and leaves', 'Only tiny krill'],
      skill: 'recall', bands: ['6-8', '9-12', '13+'], support: ['They hunt fish, squid and, for orcas, even seals', 'Orcas hunt fish, seals and even other whales', 'orca populations specialize in fish or in marine mammals'],
    },
    {
      question: 'What do toothed whales catch?', right: 'Fish and squid', wrong: ['Leaves and grass', 'Sand and shells'],
      skill: 'recall', bands: ['3-5'], support: ['They catch fish and squid'],
    },
  ],
  sources: [
    {
      claim: 'Blue whales are the largest animals ever known to have lived on Earth; they feed almost exclusively on krill, taking in huge mouthfuls of water and filtering it through baleen plates; baleen whales have no teeth.',
      title: 'NOAA Fisheries: Blue Whale',
      url: 'https://www.fisheries.noaa.gov/species/blue-whale',
      read: READ,
      authority: 'science-body',
    },
    {
      claim: 'Humpback whales eat krill and small schooling fish, and sometimes feed cooperatively using bubble nets.',
      title: 'NOAA Fisheries: Humpback Whale',
      url: 'https://www.fisheries.noaa.gov/species/humpback-whale',
      read: READ,
      authority: 'science-body',
    },
    {
      claim: 'Killer whales (orcas) are the largest members of the dolphin family; they eat fish, squid, seals and other marine mammals, including other whales, with different populations specializing in different prey.',
      title: 'NOAA Fisheries: Killer Whale',
      url: 'https://www.fisheries.noaa.gov/species/killer-whale',
      read: READ,
      authority: 'science-body',
    },
    {
      claim: 'Cetaceans are divided into baleen whales (mysticetes), filter feeders whose baleen is made of keratin, and toothed whales (odontocetes), including sperm whales, dolphins and porpoises, which hunt prey such as squid and fish using echolocation (clicks focused by the melon, echoes received through the lower jaw); rorquals lunge-feed using throat pleats; right and bowhead whales skim-feed.',
      title: 'Britannica: Whale',
      url: 'https://www.britannica.com/animal/whale',
      read: READ,
      authority: 'reference',
    },
  ],
  related: ['fish-breathe', 'ocean-salty', 'echo'],
  links: [SITES.oceanService, britannica('whale'), SITES.wwf],
};

const birdsFly: KidEntry = {
  id: 'birds-fly',
  module: 'Nature Connection',
  question: 'How do birds fly?',
  title: 'How Do Birds Fly?',
  blurb: 'Wings, feathers, light bones and strong muscles: a body built for flight.',
  triggers: [['bird', 'fly'], ['birds', 'fly'], ['bird', 'flying'], ['bird', 'wing'], ['bird', 'flap*'], ['feather', 'fly'], ['bird', 'soar*'], ['bird', 'glide'], ['bird', 'stay', 'air'], ['bird', 'up', 'air'], ['bird', 'bone']],
  quickAnswer: {
    '3-5': 'Birds have wings and feathers. They flap their wings down hard. That pushes air down. The air pushes the bird up! Birds are very light, so they can fly.',
    '6-8': 'Birds fly by flapping their wings. Each strong downstroke pushes air down and back, and that pushes the bird up and forward. Birds are built to be light: many of their bones are hollow, and feathers are light but strong. Big chest muscles power the wings. Once they are up, many birds can glide without flapping.',
    '9-12': 'A bird\'s wing is shaped to make lift, like an airplane wing. But a bird can also flap to make its own thrust. On the downstroke, the feathers close together and push air down and back. On the upstroke, the wing folds and feathers part, so it slips back up easily. Flight needs a light body and lots of power. Birds have hollow bones with struts inside, light beaks instead of heavy jaws, and huge chest muscles.',
    '13+': 'Avian flight combines lift from cambered, airfoil-shaped wings with thrust from flapping. During the downstroke, the large pectoralis muscle pulls the wing down and forward, generating lift and thrust. The smaller supracoracoideus raises the wing through a pulley-like tendon. Flight feathers overlap into a continuous surface on the downstroke. The skeleton is lightweight yet stiff: air-filled bones braced by internal struts, fused vertebrae and a keeled sternum for muscle attachment. Soaring birds exploit rising thermals and wind to fly with little flapping.',
  },
  takeaways: {
    little: ['Birds flap their wings to fly.', 'Wings push air down.', 'Birds are very light.'],
    young: ['Flapping pushes air down and back.', 'Many bird bones are hollow and light.', 'Strong chest muscles move the wings.'],
    older: ['Bird wings make lift and flapping makes thrust.', 'Hollow, strutted bones keep birds light.', 'Big chest muscles power the downstroke.'],
  },
  sections: [
    {
      title: 'Flap, Push, Up!',
      little: 'Flap, flap! The wings push air down. The air pushes the bird up. Up, up it goes!',
      young: 'When a bird pulls its wings down, it pushes air down and back. The air pushes the bird up and forward. On the way up, the bird folds its wings a little so they do not push it back down.',
      older: 'The downstroke is the power stroke: the wing sweeps down and forward, making lift and thrust. On the upstroke, birds partly fold their wings and open gaps between feathers, so less air is pushed the wrong way.',
      funFact: { title: 'Hummingbird hover', text: 'Hummingbirds can hover in one spot and even fly backward.' },
    },
    {
      title: 'Light as a Feather',
      little: 'Birds have light bones. They have soft, light feathers. Being light helps them fly.',
      young: 'Many bird bones are hollow, with thin braces inside, so they are light but strong. Birds have a light beak instead of heavy teeth. Their feathers are light too, but stiff enough to push on the air.',
      older: 'Flight is expensive, so birds are built light. Many bones are hollow and filled with air spaces, braced by thin struts. Birds have no teeth and a light, horny beak. Flight feathers have a stiff central shaft with interlocking barbs that make a smooth, strong surface.',
      funFact: { title: 'Zipped feathers', text: 'Tiny hooks hold the parts of a feather together like a zipper.' },
    },
    {
      title: 'Soaring and Gliding',
      young: 'Big birds like eagles and vultures can glide for a long time without flapping. They ride on bubbles of warm, rising air. Not all birds fly: penguins swim, and ostriches run.',
      older: 'Soaring birds ride thermals, columns of warm rising air, and winds pushed up by hills or waves. This saves energy. Some birds have lost flight: penguins "fly" underwater, while ostriches and emus run fast on strong legs.',
      funFact: { title: 'Underwater flying', text: 'Penguins use their wings like flippers to fly through the water.' },
    },
  ],
  deeper: {
    title: 'Muscles, Feathers and Aerodynamics',
    content: 'The pectoralis can make up a large share of a flying bird\'s body mass. It attaches to the keel of the sternum. The supracoracoideus also sits on the chest, but its tendon loops over the shoulder to pull the wing up. Wing shape matches lifestyle. Long, narrow wings suit soaring over the sea. Broad, slotted wings suit soaring over land and slow flight, and short, rounded wings suit quick takeoffs in cover. Asymmetric primary feathers act as small airfoils. Alula feathers on the leading edge help prevent stalls at low speed.',
    funFact: { title: 'Built-in flaps', text: 'A small tuft of feathers called the alula works like the slats on an airplane wing.' },
  },
  glossary: [
    { term: 'Wing', say: 'WING', definition: 'A body part used for flying.' },
    { term: 'Feather', say: 'FETH-er', definition: 'A light, flat part that covers a bird\'s body and wings.' },
    { term: 'Hollow', say: 'HOL-oh', definition: 'Empty inside, with a space in the middle.' },
    { term: 'Glide', say: 'GLYD', definition: 'To fly smoothly without flapping.' },
    { term: 'Thermal', say: 'THUR-mul', definition: 'A rising column of warm air that birds can ride.' },
  ],
  tryIt: [{
    title: 'Flap Like a Bird',
    description: 'Feel air push back on your arms.',
    steps: [
      'Stand with your arms out wide, like wings.',
      'Flap your arms down hard. Can you feel the air push?',
      'Hold a big piece of card in each hand and flap again.',
      'Does it push more air? Big wings push more air!',
    ],
    note: 'Flap in an open space so you do not bump anything.',
    bands: ['3-5', '6-8'],
  }, {
    title: 'Bird Flight Watch',
    description: 'Watch and compare how birds fly.',
    steps: [
      'Watch birds in a park or from a window for ten minutes.',
      'Write down which birds flap all the time and which glide.',
      'Look at their wing shapes: long and thin, or short and round?',
      'Match wing shapes to flying styles. What pattern do you find?',
    ],
    note: 'Watch birds from a distance and never disturb nests.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'Rowing a boat', content: 'A flapping wing is like an oar: it pushes back on the air, and the bird moves forward, like a boat through water.' },
  ],
  realWorld: [
    { title: 'Learning from birds', content: 'Airplane designers have studied birds\' wings for ideas, like wing tips that bend upward.' },
  ],
  engaging: [
    { question: 'Why do you think small birds flap faster than big birds?', context: 'Think about wing size.' },
    { question: 'If you could have wings, how big would they need to be?', context: 'Think about how heavy you are compared with a bird.' },
  ],
  quiz: [
    {
      question: 'What do birds use to fly?', right: 'Their wings', wrong: ['Their beaks', 'Their tails only'],
      skill: 'recall', support: ['Birds have wings and feathers', 'Birds fly by flapping their wings', 'A bird\'s wing is shaped to make lift', 'Bird wings make lift and flapping makes thrust'],
    },
    {
      question: 'Why are many bird bones hollow?', right: 'To keep birds light', wrong: ['To hold extra food', 'To make birds sing'],
      skill: 'cause-effect', bands: ['6-8', '9-12', '13+'], support: ['so they are light but strong', 'Many bird bones are hollow and light', 'Hollow, strutted bones keep birds light'],
    },
    {
      question: 'When a bird flaps its wings down, what happens?', right: 'The air pushes the bird up', wrong: ['The bird falls down', 'The bird goes to sleep'],
      skill: 'cause-effect', support: ['The air pushes the bird up', 'pushes the bird up and forward', 'making lift and thrust'],
    },
  ],
  sources: [
    {
      claim: 'Birds fly using wings that generate lift and, when flapped, thrust; the downstroke, powered by the large pectoralis muscle attached to a keeled sternum, is the power stroke, while the supracoracoideus raises the wing via a tendon over the shoulder; birds have lightweight skeletons with hollow, air-filled bones braced by struts, toothless beaks, and feathers with a central shaft and barbs held together by tiny hooked barbules; primary feathers are asymmetric, and the alula on the wing\'s leading edge helps control airflow at low speed; soaring birds use thermals; some birds such as penguins, ostriches and emus cannot fly; hummingbirds can hover and fly backward.',
      title: 'Britannica: Bird (animal)',
      url: 'https://www.britannica.com/animal/bird-animal',
      read: READ,
      authority: 'reference',
    },
  ],
  related: ['airplanes-fly', 'gravity', 'caterpillar-butterfly'],
  links: [SITES.natGeoKids, britannica('bird flight'), SITES.smithsonian],
};

const fishBreathe: KidEntry = {
  id: 'fish-breathe',
  module: 'Nature Connection',
  question: 'How do fish breathe underwater?',
  title: 'How Do Fish Breathe Underwater?',
  blurb: 'How gills take oxygen out of water.',
  triggers: [['fish', 'breath*'], ['gill'], ['gills'], ['fish', 'oxygen'], ['fish', 'underwater', 'breath*'], ['fish', 'drown'], ['fish', 'air']],
  quickAnswer: {
    '3-5': 'Water has a gas called oxygen mixed in. You can\'t see it. Fish have gills on the sides of their heads. Water goes in the fish\'s mouth. It flows out over the gills. The gills take the oxygen out of the water. That is how fish breathe!',
    '6-8': 'Fish breathe with gills, not lungs. Water has a gas called oxygen mixed into it, the same gas we breathe from air. A fish gulps water into its mouth and pushes it out over its gills. The gills are full of tiny blood vessels. Oxygen moves from the water into the fish\'s blood. Then the water flows out through slits on the sides of its head.',
    '9-12': 'Fish get oxygen from water using gills. Oxygen is dissolved in water, though much less than in air. A fish pumps water in through its mouth and out over its gills, under a flap called the gill cover. Each gill has many thin, feathery filaments packed with blood vessels. Oxygen passes from the water into the blood, and carbon dioxide passes out. Blood in the gills flows the opposite way to the water, which helps them take out as much oxygen as possible.',
    '13+': 'Gills are respiratory organs built for extracting dissolved oxygen from water, which holds far less oxygen than air. Bony fish pump water with mouth and opercular movements. Many sharks and fast fish rely partly on ram ventilation, swimming with the mouth open. Water passes over gill filaments covered in thin lamellae. There, a very short diffusion distance separates it from the blood. Blood flows through the lamellae opposite to the water, a countercurrent exchange that keeps a diffusion gradient along the whole surface.',
  },
  takeaways: {
    little: ['Water has oxygen mixed in.', 'Fish have gills.', 'Gills take oxygen from the water.'],
    young: ['Fish breathe with gills, not lungs.', 'Gills take oxygen out of water.', 'Water flows in the mouth and out the gills.'],
    older: ['Gills extract dissolved oxygen from water.', 'Thin gill filaments are packed with blood vessels.', 'Countercurrent flow makes gills very efficient.'],
  },
  sections: [
    {
      title: 'Oxygen Hiding in Water',
      little: 'You can not see it, but water has a gas called oxygen in it. Tiny bits of oxygen hide in the water.',
      young: 'Water has oxygen mixed into it, even though you cannot see it. Waves, wind and water plants add oxygen to lakes, rivers and the sea. Fish need that oxygen, just like we need the oxygen in air.',
      older: 'Oxygen dissolves into water from the air at the surface and from plants and algae, which release it. Water holds much less oxygen than air does, and warm water holds less than cold. So fish must move a lot of water over their gills.',
      funFact: { title: 'Cold water holds more', text: 'Cold water can hold more oxygen than warm water.' },
    },
    {
      title: 'How Gills Work',
      little: 'Fish gulp water. The water goes over the gills. The gills take the oxygen out. Then the water goes out the sides.',
      young: 'A fish opens its mouth to take in water, then closes it and pushes the water back over its gills. The gills look like red, feathery combs. They take oxygen from the water into the blood. The used water flows out the sides of the head.',
      older: 'Gills sit in chambers on each side of the head, behind a protective gill cover in most bony fish. Their filaments have a huge surface area and very thin walls. Oxygen diffuses into the blood, and carbon dioxide diffuses out. Blood and water flow in opposite directions to boost exchange.',
      funFact: { title: 'Red gills', text: 'Gills look bright red because they are full of blood.' },
    },
    {
      title: 'Fish Cannot Breathe Air',
      young: 'Out of water, a fish\'s gills flop together and dry out, so it cannot get oxygen. Whales and dolphins live in water but are not fish. They have lungs and come up to breathe air.',
      older: 'In air, gill filaments collapse and stick together, and the huge surface is lost. That is why most fish suffocate out of water. A few fish, such as lungfish, can gulp air. Whales and dolphins are mammals with lungs, breathing at the surface through a blowhole.',
      funFact: { title: 'Air-gulping fish', text: 'Lungfish can breathe air, and some can survive out of water in dried mud.' },
    },
  ],
  deeper: {
    title: 'Countercurrent Exchange and Ventilation',
    content: 'Each gill arch carries two rows of filaments. Each filament bears many secondary lamellae, where gas exchange occurs across a very thin barrier. In countercurrent exchange, blood meets water that is always a little richer in oxygen. So oxygen keeps diffusing in along the whole lamella, and the fish extracts a large share of it. Bony fish pump water with a two-pump system of buccal and opercular cavities. Obligate ram ventilators, such as many tunas and some sharks, must keep swimming to breathe.',
    funFact: { title: 'Swim to breathe', text: 'Some sharks must keep swimming to push water over their gills.' },
  },
  glossary: [
    { term: 'Gills', say: 'GILZ', definition: 'Body parts that let fish take oxygen from water.' },
    { term: 'Oxygen', say: 'OK-sih-jen', definition: 'A gas that animals need to live. It is in air and in water.' },
    { term: 'Gill cover', say: 'GIL KUV-er', definition: 'A bony flap that protects a fish\'s gills.' },
    { term: 'Lungs', say: 'LUNGZ', definition: 'The body parts people and many animals use to breathe air.' },
    { term: 'Filament', say: 'FIL-uh-ment', definition: 'A thin, thread-like part, like the feathery parts of a gill.' },
  ],
  tryIt: [{
    title: 'Fish Watch',
    description: 'Watch a fish breathe.',
    steps: [
      'With a grown-up, watch a fish in a tank or a pond.',
      'Look at its mouth. Does it open and close?',
      'Look at the sides of its head. Do the gill covers move?',
      'Count how many times it opens its mouth while you count to ten.',
    ],
    note: 'Look but do not tap on the tank or touch the fish.',
  }, {
    title: 'Coffee-Filter Gills',
    description: 'Model how gills catch things from water.',
    steps: [
      'Put a coffee filter in a funnel over a jar.',
      'Mix a spoonful of soil into a cup of water.',
      'Pour it through the filter and look at what stays behind.',
      'Gills work at a much smaller scale: they pull out oxygen gas instead of soil.',
    ],
    note: 'The muddy water is not for drinking. Wash your hands afterward.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A sieve for oxygen', content: 'Gills are like a very fine sieve that lets water through but keeps the oxygen.' },
  ],
  realWorld: [
    { title: 'Bubblers in fish tanks', content: 'Fish tanks often have pumps that bubble air into the water to keep plenty of oxygen for the fish.' },
  ],
  engaging: [
    { question: 'Why do you think a fish tank needs a bubbler?', context: 'Think about where fish get their oxygen.' },
    { question: 'How are fish and whales different when it comes to breathing?', context: 'Think about gills and lungs.' },
  ],
  quiz: [
    {
      question: 'What do fish use to breathe?', right: 'Gills', wrong: ['Lungs', 'Their fins'],
      skill: 'recall', support: ['Fish have gills', 'Fish breathe with gills', 'using gills', 'Gills extract dissolved oxygen'],
    },
    {
      question: 'What do gills take out of the water?', right: 'Oxygen', wrong: ['Salt', 'Sand'],
      skill: 'recall', bands: ['6-8', '9-12', '13+'], support: ['Gills take oxygen out of water', 'Oxygen moves from the water', 'Oxygen passes from the water into the blood', 'extract dissolved oxygen'],
    },
    {
      question: 'Where does the water go after the gills?', right: 'Out the sides of the head', wrong: ['Into the fish\'s tummy', 'Up into its eyes'],
      skill: 'sequence', bands: ['3-5', '6-8'], support: ['Then the water goes out the sides', 'flows out the sides of the head'],
    },
    {
      question: 'Why are whales not fish?', right: 'They have lungs and breathe air', wrong: ['They have gills like sharks', 'They lay eggs in the sand'],
      skill: 'inference', bands: ['9-12', '13+'], support: ['Whales and dolphins are mammals with lungs'],
    },
  ],
  sources: [
    {
      claim: 'Fish breathe by passing water over their gills, whose filaments and lamellae are richly supplied with blood vessels; dissolved oxygen diffuses into the blood and carbon dioxide out, with blood flowing countercurrent to the water; bony fish have a gill cover (operculum) and pump water with mouth and opercular movements, while some sharks and tunas use ram ventilation; water holds far less oxygen than air, and cold water holds more than warm. Out of water, gill filaments collapse and fish cannot get enough oxygen; lungfish can breathe air with lungs and some survive dry seasons buried in mud; whales and dolphins are mammals with lungs that breathe air through a blowhole.',
      title: 'Britannica: Fish',
      url: 'https://www.britannica.com/animal/fish',
      read: READ,
      authority: 'reference',
    },
  ],
  related: ['whales-eat', 'ocean-salty', 'ice-floats'],
  links: [SITES.oceanService, britannica('fish gills'), SITES.natGeoKids],
};

const zebraStripes: KidEntry = {
  id: 'zebra-stripes',
  module: 'Nature Connection',
  question: 'Why do zebras have stripes?',
  title: 'Why Do Zebras Have Stripes?',
  blurb: 'A puzzle scientists are still studying, and the best clue so far: biting flies.',
  triggers: [['zebra'], ['zebras'], ['stripe*', 'animal*'], ['why', 'stripe*']],
  quickAnswer: {
    '3-5': 'Scientists are still finding out! The best idea is about bugs. Biting flies bother zebras. But the flies get mixed up by the stripes. They do not land well. So the stripes may help keep bugs away.',
    '6-8': 'Scientists are still studying this puzzle. They have tested many ideas. The idea with the most evidence is about biting flies. Flies that bite horses and zebras seem to get confused by stripes. They fly near, but they miss or bump off instead of landing. Other ideas, like hiding from lions or staying cool, have less evidence.',
    '9-12': 'Nobody knows for certain, but there is a leading explanation. Scientists compared where zebras and their relatives live with many possible causes. These included predators, heat and biting flies. Stripiness matched the places with the most biting flies best. In experiments, horseflies landed far less often on zebras, and on horses wearing striped coats. The flies failed to slow down properly. Ideas about confusing predators or keeping cool have much weaker support, though scientists keep testing them.',
    '13+': 'The function of zebra stripes is an open question, but evidence now favors protection from biting flies. A 2014 comparative study in Nature Communications mapped striping across zebras, horses and asses. It tested it against predation, temperature, woodland cover and the ranges of tabanid and tsetse flies. Fly annoyance was the strongest predictor. Field experiments published in PLOS ONE in 2019 found that horseflies approached zebras but failed to decelerate and land. Horses in striped coats were landed on less. Predator confusion, thermoregulation and social signaling remain less supported.',
  },
  takeaways: {
    little: ['Scientists are still finding out.', 'Stripes may keep biting flies away.', 'No two zebras have the same stripes.'],
    young: ['Scientists are still studying why zebras have stripes.', 'The best evidence says stripes confuse biting flies.', 'Each zebra has its own stripe pattern.'],
    older: ['Zebra stripes are still being studied.', 'Evidence best supports protection from biting flies.', 'Other ideas, like confusing predators, have less support.'],
  },
  sections: [
    {
      title: 'A Real Science Puzzle',
      little: 'Why stripes? Even scientists are not sure yet. They are still looking for clues. You can wonder too!',
      young: 'People have wondered about zebra stripes for a very long time. Scientists have come up with many ideas. A good scientist tests ideas with evidence, and that work is still going on.',
      older: 'Scientists have had many ideas about stripes. Maybe they help zebras hide from lions, or confuse them. Maybe they keep zebras cool, or help them know each other. Or maybe they keep biting flies away. Ideas like these are hard to test on wild animals, so scientists compare places and run careful tests.',
      funFact: { title: 'Still wondering', text: 'Some of the questions children ask are ones scientists are still working on.' },
    },
    {
      title: 'The Fly Clue',
      little: 'Some flies bite. They bother zebras a lot. But the flies get mixed up by the stripes. They miss!',
      young: 'Biting flies can make zebras sick. Scientists watched flies near zebras and horses. The flies flew close to zebras, but they did not slow down to land. They missed or bumped off. When horses wore striped coats, fewer flies landed on them too.',
      older: 'Zebras have short hair, so biting flies can bite them easily, and some flies carry germs. In tests, horseflies flew up to zebras as often as to horses. But near zebras, they did not slow down to land. Horses in striped coats also got fewer flies landing. So stripes seem to spoil a fly\'s landing.',
      funFact: { title: 'Striped coats', text: 'In one experiment, horses wearing striped coats had fewer flies land on them.' },
    },
    {
      title: 'Every Zebra Is Different',
      young: 'No two zebras have exactly the same stripes, just like no two people have the same fingerprints. Scientists can tell zebras apart by their stripes.',
      older: 'Each zebra\'s stripe pattern is unique, so scientists can tell zebras apart from photos. There are different kinds of zebras, with different stripe patterns. That gives scientists more clues to compare.',
      funFact: { title: 'Zebra ID', text: 'Scientists use photos of stripes to recognize individual zebras.' },
    },
  ],
  deeper: {
    title: 'Comparative Tests and Fly Behavior',
    content: 'Comparative studies test a hypothesis across many species or populations. If stripes were for predator escape, striping should track predator ranges, and if for cooling, it should track temperature. Striping best tracked areas with lots of biting flies. Close-range filming showed that tabanids approached zebras at similar rates to horses. But they did not decelerate, so they touched down less often. Why stripes disrupt fly landing is still debated. Ideas include confusing motion signals or breaking up the animal\'s outline.',
    funFact: { title: 'Why do flies miss?', text: 'Even now, scientists are testing exactly why stripes confuse flies.' },
  },
  glossary: [
    { term: 'Zebra', say: 'ZEE-bruh', definition: 'An African animal related to horses, with black-and-white stripes.' },
    { term: 'Stripe', say: 'STRYP', definition: 'A long, narrow band of color.' },
    { term: 'Evidence', say: 'EV-ih-dens', definition: 'Facts and observations that show whether an idea is true.' },
    { term: 'Hypothesis', say: 'hy-POTH-uh-sis', definition: 'An idea that scientists can test.' },
    { term: 'Predator', say: 'PRED-uh-ter', definition: 'An animal that hunts other animals for food.' },
  ],
  tryIt: [{
    title: 'Stripe Art',
    description: 'Draw your own zebra stripes.',
    steps: [
      'Draw a zebra shape, or ask a grown-up to print one.',
      'Draw black stripes on it with a crayon.',
      'Compare with a friend\'s zebra. Are the stripes the same?',
      'Every zebra is different, just like yours!',
    ],
    note: 'Crayons are for paper, not for walls!',
  }, {
    title: 'Test an Idea',
    description: 'Design a fair test, like a real scientist.',
    steps: [
      'Pick one idea about stripes: flies, predators or staying cool.',
      'Write a prediction: "If stripes are for ___, then ___."',
      'Plan a fair test, for example plain and striped cards set outside where insects land. Change only one thing.',
      'Count what happens and write your results. Did the evidence fit your idea?',
    ],
    note: 'Watch insects without touching them, with a grown-up nearby.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A tricky landing strip', content: 'Imagine trying to land a tiny plane on a runway painted with dizzy stripes. Flies may have a similar problem on a zebra.' },
  ],
  realWorld: [
    { title: 'Striped horse blankets', content: 'Some horse owners now use striped fly blankets to help keep biting flies off their horses.' },
  ],
  engaging: [
    { question: 'What other animals have stripes?', context: 'Think about tigers, bees and some fish. Are their stripes for the same reason?' },
    { question: 'How would you test whether stripes help zebras stay cool?', context: 'Think about what you would measure.' },
  ],
  quiz: [
    {
      question: 'Do scientists know for sure why zebras have stripes?', right: 'No, they are still studying it', wrong: ['Yes, it is for looking pretty', 'Yes, zebras paint them on'],
      skill: 'inference', support: ['Scientists are still finding out', 'Scientists are still studying this puzzle', 'Nobody knows for certain', 'is an open question'],
    },
    {
      question: 'What is the best-supported idea about zebra stripes?', right: 'They keep biting flies away', wrong: ['They help zebras swim', 'They help zebras see at night'],
      skill: 'recall', support: ['the stripes may help keep bugs away', 'The idea with the most evidence is about biting flies', 'Stripiness matched the places with the most biting flies best', 'evidence now favors protection from biting flies'],
    },
    {
      question: 'Are any two zebras\' stripes exactly the same?', right: 'No, each zebra is different', wrong: ['Yes, all zebras match', 'Yes, brothers and sisters match'],
      skill: 'recall', support: ['No two zebras have the same stripes', 'No two zebras have exactly the same stripes', 'Each zebra\'s stripe pattern is unique'],
    },
  ],
  sources: [
    {
      claim: 'A 2014 comparative study (Caro et al., Nature Communications) tested hypotheses for zebra stripes (predator avoidance, thermoregulation, woodland cover, social function, ectoparasites) across equids and found that striping best matched the ranges of biting tabanid and tsetse flies; zebras\' short hair makes them vulnerable to biting flies.',
      title: 'Caro T. et al. (2014). The function of zebra stripes. Nature Communications 5, 3535.',
      url: 'https://doi.org/10.1038/ncomms4535',
      read: READ,
      authority: 'peer-reviewed',
    },
    {
      claim: 'Field experiments published in PLOS ONE in 2019 (Caro et al.) found that horseflies approached zebras and horses at similar rates but failed to decelerate and land on zebras, and that horses wearing striped coats had fewer fly landings; why stripes disrupt landing is still being studied.',
      title: 'Caro T. et al. (2019). Benefits of zebra stripes: Behaviour of tabanid flies around zebras and horses. PLOS ONE 14(2).',
      url: 'https://doi.org/10.1371/journal.pone.0210831',
      read: READ,
      authority: 'peer-reviewed',
    },
    {
      claim: 'Zebras are African equids related to horses; there are several species with different stripe patterns, and each individual\'s stripe pattern is unique.',
      title: 'Britannica: Zebra',
      url: 'https://www.britannica.com/animal/zebra',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: ['For 3-8, the fly hypothesis is given as "the best idea" while saying plainly that scientists are still finding out.'],
  related: ['cats-purr', 'bees-honey', 'whales-eat'],
  links: [SITES.natGeoKids, britannica('zebra'), SITES.wwf],
};

const seedsGrow: KidEntry = {
  id: 'seeds-grow',
  module: 'Nature Connection',
  question: 'How do seeds grow into plants?',
  title: 'How Do Seeds Grow Into Plants?',
  blurb: 'A baby plant packed with a lunchbox: how a seed wakes up and sprouts.',
  triggers: [['seed'], ['seeds'], ['sprout*'], ['germinat*'], ['plant', 'come', 'from'], ['bean', 'grow']],
  quickAnswer: {
    '3-5': 'A seed has a tiny baby plant inside. It also has food packed in for the baby plant. Put the seed in wet soil. It drinks water and wakes up! A root grows down. A shoot grows up. Soon you see a little green plant.',
    '6-8': 'Inside every seed is a tiny baby plant and a store of food, wrapped in a tough coat. When a seed gets water, air and the right warmth, it soaks up water and swells. The coat splits. First a root pushes down into the soil. Then a shoot grows up toward the light. Once its first leaves open, the little plant can make its own food from sunlight.',
    '9-12': 'A seed holds an embryo, a tiny plant with a root, a shoot and one or two seed leaves. It also holds stored food and a protective seed coat. A seed can rest for a long time. It wakes up, or germinates, when it has water, oxygen and a suitable temperature. It soaks up water, the coat splits, and the root comes out first. The shoot grows upward using the stored food. When true leaves open in the light, photosynthesis takes over.',
    '13+': 'A seed contains an embryo, with radicle, hypocotyl, plumule and cotyledons. Its stored reserves sit in the cotyledons or endosperm, inside a protective testa. Many seeds are dormant and need specific cues before they germinate. Germination begins with imbibition: water uptake that rehydrates tissues and activates enzymes. Those enzymes mobilize starch, proteins and lipids. The radicle emerges first, anchoring the seedling and absorbing water. Most seeds need no light to germinate, though some small seeds do. Seedlings rely on reserves until photosynthesis becomes self-sustaining.',
  },
  takeaways: {
    little: ['A seed has a baby plant inside.', 'It needs water to wake up.', 'A root grows down, and a shoot grows up.'],
    young: ['A seed holds a baby plant and its food.', 'Water, air and warmth wake it up.', 'The root comes out first, then the shoot.'],
    older: ['A seed contains an embryo, stored food and a seed coat.', 'Germination needs water, oxygen and the right temperature.', 'Seedlings live on stored food until they can photosynthesize.'],
  },
  sections: [
    {
      title: 'What Is Inside a Seed?',
      little: 'Open a bean seed. Look inside! There is a tiny plant. There is food for it too.',
      young: 'A seed is like a baby plant in a lunchbox. Inside is a tiny plant, food for it to grow on, and a hard coat to keep it safe. If you split a soaked bean open, you can see the tiny plant.',
      older: 'Every seed holds an embryo: a miniature plant with a root tip, a shoot tip and seed leaves called cotyledons. Food reserves fill the cotyledons or a tissue around the embryo. The seed coat protects it from drying out and from damage.',
      funFact: { title: 'Long sleepers', text: 'Some seeds can wait for years before they sprout.' },
    },
    {
      title: 'Waking Up',
      little: 'The seed drinks water. It gets fat. Pop! The coat cracks open. A little root pokes out.',
      young: 'A dry seed is asleep. When it gets water, it soaks it up and swells. The seed coat splits, and a tiny root pushes out first, always growing down, even if the seed is upside down.',
      older: 'Water uptake switches on the embryo\'s enzymes, which break down stored food for energy and building materials. The root emerges first and grows downward in response to gravity. The shoot then bends upward, pushing toward the light.',
      funFact: { title: 'Which way is down?', text: 'Roots can sense gravity, so they grow down even if a seed is planted upside down.' },
    },
    {
      title: 'Reaching for Light',
      young: 'The shoot pushes up through the soil. When it reaches the light, its first leaves open and turn green. Now the plant can make its own food from sunlight, water and air.',
      older: 'While underground, a seedling grows on stored food. Once its leaves reach the light, chlorophyll forms and photosynthesis begins. The first leaves are often seed leaves, which look different from the true leaves that follow.',
      funFact: { title: 'Pale in the dark', text: 'Seedlings grown in the dark are pale and tall, stretching to find light.' },
    },
  ],
  deeper: {
    title: 'Dormancy, Imbibition and Reserve Mobilization',
    content: 'Dormancy stops seeds from sprouting at the wrong time. Some need a cold spell, fire, or light, or a worn seed coat, before they germinate. The plant hormones abscisic acid and gibberellin act against each other in controlling this. During imbibition, membranes and enzymes reactivate. In cereal grains, gibberellin from the embryo triggers enzymes that break down starch in the endosperm. Radicle emergence marks the end of germination proper. Gravitropism, driven by auxin, guides the root down and the shoot up.',
    funFact: { title: 'Ancient seeds', text: 'Scientists have grown plants from seeds that were hundreds of years old.' },
  },
  glossary: [
    { term: 'Seed', say: 'SEED', definition: 'A small part of a plant that can grow into a new plant.' },
    { term: 'Root', say: 'ROOT', definition: 'The part of a plant that grows down and drinks water.' },
    { term: 'Shoot', say: 'SHOOT', definition: 'The new stem and leaves that grow up from a seed.' },
    { term: 'Germinate', say: 'JUR-mih-nayt', definition: 'When a seed starts to grow.' },
    { term: 'Seed coat', say: 'SEED KOHT', definition: 'The tough outside skin of a seed.' },
  ],
  tryIt: [{
    title: 'Bean in a Bag',
    description: 'Watch a bean sprout.',
    steps: [
      'Wet a paper towel and fold it into a zip bag.',
      'A grown-up hands you one dry bean. Put it on the towel. Close the bag.',
      'Tape the bag to a window with a grown-up.',
      'Look every day. Which comes out first, the root or the shoot?',
    ],
    note: 'The beans are for growing, not for eating: a grown-up keeps the packet and hands them out one at a time, because small seeds can be a choking risk for young children. Wash your hands after.',
  }, {
    title: 'What Do Seeds Need?',
    description: 'Test what seeds need to sprout.',
    steps: [
      'Set up three bags with beans: one with a wet towel, one with a dry towel, one with a wet towel in the fridge.',
      'Predict which beans will sprout.',
      'Check each day and draw what you see for a week.',
      'Which needs did you find: water, warmth or both?',
    ],
    note: 'Dry beans are for growing only. Ask a grown-up before using the fridge.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A baby plant\'s lunchbox', content: 'A seed is a baby plant with a packed lunch. It eats its lunch until its leaves can make food from sunlight.' },
  ],
  realWorld: [
    { title: 'Seed banks', content: 'Scientists store seeds in seed banks so that plants can be grown again in the future.' },
  ],
  engaging: [
    { question: 'Why do you think the root comes out before the shoot?', context: 'Think about what the little plant needs first.' },
    { question: 'What seeds have you eaten today?', context: 'Think about beans, rice, corn and nuts. Ask a grown-up to help you check.' },
  ],
  quiz: [
    {
      question: 'What is inside a seed?', right: 'A tiny baby plant', wrong: ['A tiny egg', 'A drop of rain'],
      skill: 'recall', support: ['A seed has a tiny baby plant inside', 'a tiny baby plant', 'A seed holds an embryo', 'Every seed holds an embryo'],
    },
    {
      question: 'What does a seed need to wake up?', right: 'Water', wrong: ['Darkness forever', 'Loud music'],
      skill: 'cause-effect', support: ['It needs water to wake up', 'When a seed gets water', 'when it has water', 'Germination needs water'],
    },
    {
      question: 'What grows out of a seed first?', right: 'The root', wrong: ['The flower', 'The fruit'],
      skill: 'sequence', support: ['A root grows down', 'First a root pushes down', 'the root comes out first', 'The radicle emerges first'],
    },
  ],
  sources: [
    {
      claim: 'Germination requires water, oxygen and a suitable temperature; it begins with imbibition, which activates enzymes that mobilize the seed\'s stored food; the radicle (root) emerges first and grows downward (gravitropism), followed by the shoot; many seeds are dormant and need cues such as cold, light or a damaged seed coat; most seeds do not need light to germinate, though some small seeds do; seedlings rely on stored reserves until photosynthesis begins; abscisic acid and gibberellin regulate dormancy and germination; seeds hundreds of years old have been germinated.',
      title: 'Britannica: Germination',
      url: 'https://www.britannica.com/science/germination',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'A seed consists of an embryo (with radicle, plumule and cotyledons), stored food in the cotyledons or endosperm, and a protective seed coat (testa); seeds can remain viable for long periods; seed banks store seeds for conservation.',
      title: 'Britannica: Seed (plant reproductive part)',
      url: 'https://www.britannica.com/science/seed-plant-reproductive-part',
      read: READ,
      authority: 'reference',
    },
  ],
  related: ['plants-food', 'leaves-change-color', 'bees-honey'],
  links: [SITES.natGeoKids, britannica('germination'), SITES.smithsonian],
};

const spiderWebs: KidEntry = {
  id: 'spider-webs',
  module: 'Nature Connection',
  question: 'How do spiders make webs?',
  title: 'How Do Spiders Make Webs?',
  blurb: 'Silk from spinnerets, and the clever steps of building a web.',
  triggers: [['spider', 'web'], ['spiders', 'web'], ['spiderweb'], ['cobweb'], ['spider', 'silk'], ['spider', 'spin*'], ['spinneret*'], ['web', 'sticky'], ['spider', 'stick*']],
  quickAnswer: {
    '3-5': 'Spiders make silk inside their bodies. The silk comes out of little tubes at the back. It is a very thin thread. The spider pulls and weaves the thread into a web. Some threads are sticky. Bugs get stuck in the web. Then the spider has lunch!',
    '6-8': 'Spiders make silk in their bodies, from special glands. The silk comes out as a liquid from tiny nozzles called spinnerets, at the back end of the spider. As the spider pulls it, the silk hardens into a strong thread. To build a web, the spider first makes a frame and spokes, like a wheel. Then it adds a spiral of sticky silk to catch insects.',
    '9-12': 'Spider silk is a protein made in silk glands in the abdomen. It leaves through spinnerets as a liquid and becomes a solid thread as it is pulled. Many spiders have several kinds of silk, each for a different job. An orb weaver lets out a thread on the breeze until it catches on something, making a bridge. It adds a frame and spokes, then a temporary spiral. Finally it lays a sticky capture spiral from the outside in, while walking on the dry threads.',
    '13+': 'Spider silk is a fiber of proteins called spidroins. They are stored as a concentrated liquid in silk glands and spun through spinnerets. Pulling the silk aligns the protein chains, making a fiber that is both strong and stretchy. Orb weavers build in steps. They spin a bridge line carried on the breeze, then the frame and radii, then a temporary non-sticky spiral as scaffolding. Last comes a capture spiral coated with sticky glue droplets. Many orb weavers eat and recycle their old web. Not all spiders build webs: jumping spiders and wolf spiders hunt instead.',
  },
  takeaways: {
    little: ['Spiders make silk inside their bodies.', 'Silk comes out of tubes at the back.', 'Sticky webs catch bugs.'],
    young: ['Silk comes out of spinnerets as a liquid and hardens.', 'Spiders build a frame and spokes first.', 'A sticky spiral catches insects.'],
    older: ['Spider silk is a protein spun from spinnerets.', 'Orb webs are built in steps: bridge, frame, spokes, spirals.', 'Not all spiders build webs.'],
  },
  sections: [
    {
      title: 'Silk Makers',
      little: 'A spider has little tubes at the back of its body. Silk comes out of them. The silk is thin and strong.',
      young: 'Spiders have tiny nozzles called spinnerets at the back of their bodies. Liquid silk squeezes out and turns into a thread as the spider pulls it. Spiders use silk for webs, for safety lines when they climb, and to wrap their eggs.',
      older: 'Silk glands in the abdomen make silk proteins, and spinnerets shape the fiber. Different glands make different silks: strong dragline silk, stretchy capture silk, sticky glue, and soft silk for egg sacs. A spider can choose which silk to use.',
      funFact: { title: 'Strong and stretchy', text: 'Spider silk is very strong and stretchy for such a thin thread.' },
    },
    {
      title: 'Building a Web',
      little: 'First the spider makes a frame. Then it makes lines like a bike wheel. Then it goes round and round with sticky silk.',
      young: 'An orb web looks like a wheel. The spider starts with one long thread that floats on the wind until it sticks to a twig. Then it makes a frame and spokes. Last, it walks round and round, laying down a spiral of sticky silk.',
      older: 'An orb weaver first releases a line on the breeze to make a bridge between two supports. It builds a frame and radii meeting at a hub, then a temporary spiral for support. Finally it lays the sticky capture spiral from the outside in, removing the temporary one as it goes.',
      funFact: { title: 'Night builders', text: 'Many orb weavers build a fresh web each night.' },
    },
    {
      title: 'Sticky Traps',
      young: 'Some threads in the web are sticky, and some are not. The spider walks on the dry ones, so it does not get stuck. When an insect flies into the sticky spiral, the spider feels the web shake and comes to get it.',
      older: 'Only the capture spiral carries sticky glue droplets; the spokes and hub are dry, and the spider moves mainly along them. Spiders feel vibrations in their webs to find trapped prey. Some spiders eat their old web to reuse the protein.',
      funFact: { title: 'Not all build webs', text: 'Jumping spiders and wolf spiders hunt their food instead of building webs.' },
    },
  ],
  deeper: {
    title: 'Spidroins and Orb Web Mechanics',
    content: 'Major ampullate silk, used for draglines and web frames, combines crystalline regions that give strength with amorphous regions that give stretch. Spinning turns the liquid dope into a solid fiber as proteins align in the duct and under the tension of drawing. Capture-spiral silk, made by flagelliform glands, is extremely extensible. Its aggregate glue droplets absorb the energy of flying insects. Recycling webs lets spiders recover much of the protein. These properties inspire engineers working on artificial silk.',
    funFact: { title: 'Copying spiders', text: 'Scientists are trying to make artificial spider silk for ropes, bandages and clothing.' },
  },
  glossary: [
    { term: 'Spider', say: 'SPY-der', definition: 'A small animal with eight legs that can make silk.' },
    { term: 'Silk', say: 'SILK', definition: 'A thin, strong thread that spiders make.' },
    { term: 'Web', say: 'WEB', definition: 'A net of silk that a spider builds to catch food.' },
    { term: 'Spinneret', say: 'spin-uh-RET', definition: 'A tiny nozzle on a spider\'s body that silk comes out of.' },
    { term: 'Orb web', say: 'ORB WEB', definition: 'A round web with spokes and a spiral, like a wheel.' },
  ],
  tryIt: [{
    title: 'Web Hunt',
    description: 'Look for spider webs outside.',
    steps: [
      'Go outside with a grown-up on a dewy morning.',
      'Look in bushes, fences and corners for webs.',
      'Look at the web closely. Can you see the spokes and the spiral?',
      'Look, but do not touch the web or the spider.',
    ],
    note: 'Never touch spiders. Some can bite.',
  }, {
    title: 'Build a String Web',
    description: 'Build an orb web the way a spider does.',
    steps: [
      'Ask a grown-up to help you tie yarn across the corners of a chair or a box frame.',
      'Add spokes from the edges to a center point.',
      'Wind a spiral of tape, sticky side out, around the spokes.',
      'Toss small paper balls at it. What gets caught, and where?',
    ],
    note: 'Keep yarn away from little children and clear it away when you finish.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A bike wheel', content: 'An orb web is built like a bike wheel: a rim, spokes to the center, and then a spiral.' },
  ],
  realWorld: [
    { title: 'Garden helpers', content: 'Spiders catch many insects, so they help keep gardens and homes from filling up with bugs.' },
  ],
  engaging: [
    { question: 'Why do you think spiders do not get stuck in their own webs?', context: 'Think about sticky and dry threads.' },
    { question: 'Where have you seen spider webs?', context: 'Look in corners, bushes and fences.' },
  ],
  quiz: [
    {
      question: 'Where does a spider\'s silk come from?', right: 'Inside its body', wrong: ['From leaves', 'From a flower'],
      skill: 'recall', support: ['Spiders make silk inside their bodies', 'Spiders make silk in their bodies', 'made in silk glands in the abdomen', 'stored as a concentrated liquid in silk glands'],
    },
    {
      question: 'What is the sticky part of a web for?', right: 'Catching bugs', wrong: ['Keeping the spider warm', 'Holding rain water'],
      skill: 'cause-effect', support: ['Bugs get stuck in the web', 'a spiral of sticky silk to catch insects', 'sticky capture spiral', 'capture spiral coated with sticky glue droplets'],
    },
    {
      question: 'What are spinnerets?', right: 'Nozzles that silk comes out of', wrong: ['A spider\'s eight legs', 'The spokes of a web'],
      skill: 'vocabulary', bands: ['6-8', '9-12', '13+'], support: ['tiny nozzles called spinnerets', 'leaves through spinnerets', 'spun through spinnerets'],
    },
  ],
  sources: [
    {
      claim: 'Spider silk is a protein produced in silk glands and drawn out through spinnerets at the rear of the abdomen, hardening as it is pulled; spiders make several kinds of silk for draglines, web frames, sticky capture threads and egg sacs; orb weavers build webs in steps (bridge line carried by the breeze, frame, radii, temporary spiral, then sticky capture spiral), often renewing the web daily and eating the old one; spiders sense prey by web vibrations; many spiders, such as jumping and wolf spiders, hunt without webs; spiders have eight legs; silk glands include major ampullate (dragline) glands and flagelliform glands (capture-spiral silk), and aggregate glands (glue droplets); silk proteins (spidroins) give strength and stretch, inspiring work on artificial silk.',
      title: 'Britannica: Spider (arachnid)',
      url: 'https://www.britannica.com/animal/spider-arachnid',
      read: READ,
      authority: 'reference',
    },
  ],
  related: ['bees-honey', 'caterpillar-butterfly', 'zebra-stripes'],
  links: [SITES.natGeoKids, britannica('spider web'), SITES.smithsonian],
};

export const animalEntries: KidEntry[] = [whalesEat, birdsFly, fishBreathe, zebraStripes, seedsGrow, spiderWebs];
