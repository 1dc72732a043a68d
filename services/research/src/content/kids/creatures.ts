import { britannica, SITES } from '../links';
import type { KidEntry } from '../types';

// Nature Connection: animals (issue 10 §1, batch 3). Pets, wild animals and how their bodies and habits fit their
// lives. Where scientists still debate (giraffe necks, worms after rain) the text says so instead of picking one idea.

const READ = '2026-11-23';

const dogsWagTails: KidEntry = {
  id: 'dogs-wag-tails',
  module: 'Nature Connection',
  question: 'Why do dogs wag their tails?',
  title: 'Why Do Dogs Wag Their Tails?',
  blurb: 'How a dog\'s tail talks, and why a wag is not always a happy wag: body language, feelings and signals.',
  triggers: [['wag'], ['dog', 'tail'], ['puppy', 'tail'], ['dog', 'wag'], ['tail', 'wag']],
  quickAnswer: {
    '3-5': 'Dogs wag their tails to talk. A wag can say, "Hi! I like you!" But a wag is not always happy. A dog may wag when it feels unsure, too. So look at the whole dog.',
    '6-8': 'Dogs can\'t talk with words, so they talk with their bodies. A wagging tail shows that a dog feels something, but a wag is not always happy. A loose, wiggly wag often means a happy, friendly dog. A stiff tail held high can mean the dog is on alert or upset. A tail tucked between the legs means the dog is scared. So look at the ears, eyes and body too.',
    '9-12': 'A dog\'s tail is part of its body language. Wagging is a signal to people and to other dogs. A relaxed wag that swings the hips often means a friendly, happy dog. A slow wag with the tail held low can mean the dog is unsure. A stiff tail held high and flicking fast can mean the dog is tense. A tail tucked under the body shows fear. So a wag means the dog is feeling something, not always that it is happy.',
    '13+': 'Tail wagging is a social signal. Dogs wag mostly when a person or another animal is there to see it. Its meaning depends on the tail\'s height, stiffness, speed and direction, read together with the ears, mouth and posture. A loose, broad wag usually signals a friendly, relaxed dog. A high, stiff, fast flick can signal arousal or a warning. A 2007 study in Current Biology found that dogs wagged more to the right when they saw their owner. They wagged more to the left when they saw an unfamiliar, dominant dog.',
  },
  takeaways: {
    little: ['A wag is how a dog talks.', 'A wag is not always happy.', 'Ask a grown-up before you pet a dog.'],
    young: ['Dogs talk with their tails and bodies.', 'A loose wag is often friendly; a tucked tail means scared.', 'Always ask before you pet a dog.'],
    older: ['Tail wagging is a signal, part of a dog\'s body language.', 'Height, stiffness and speed of the wag change its meaning.', 'Read the whole dog, and always ask the owner before petting.'],
  },
  sections: [
    {
      title: 'A Tail That Talks',
      little: 'Dogs can\'t say words. So they use their tails. Wag, wag! That can mean, "I see you!" It can mean, "Let\'s play!"',
      young: 'Dogs can\'t say words, so they use their tails, ears and faces. A wag is like saying, "I notice you, and I have a feeling about it."',
      older: 'Dogs are social animals, and they share feelings through body language. The tail is one of the easiest parts to see. Dogs wag far more when someone is there to see it. That is a clue that wagging is a way to send a message.',
      funFact: { title: 'Short tails talk too', text: 'Dogs with very short tails still wiggle them, and often wiggle their whole back end.' },
    },
    {
      title: 'Reading a Wag',
      little: 'A loose, wiggly wag is a happy wag. A stiff tail up high is not so happy. A tail tucked down low means the dog is scared.',
      young: 'A loose, wiggly wag, with the whole back end swinging, often means happy. A stiff tail held high can mean "Watch out!" A tail tucked between the legs means the dog is scared.',
      older: 'Think of three questions. How high is the tail? How stiff is it? How fast is it moving? A low, loose, sweeping wag is usually friendly. A high, stiff tail with small fast flicks can mean the dog is tense or ready to guard. A tail tucked under the belly shows fear or worry.',
      funFact: { title: 'Every tail is different', text: 'Some dogs carry their tails high and curled, and others low. Learn what is normal for each dog.' },
    },
    {
      title: 'Ask Before You Pet',
      little: 'A wagging dog may still not want a pat. Ask a grown-up and the owner first. Then let the dog sniff your hand.',
      young: 'Even a wagging dog may not want to be touched. Always ask a grown-up and the dog\'s owner first. If the owner says yes, let the dog come to you.',
      older: 'Because a wag does not always mean friendly, never pet a dog you don\'t know without asking. Ask the owner and a grown-up first. Let the dog come to you, and stop if it turns away or goes stiff.',
      funFact: { title: 'Dogs read us too', text: 'Dogs watch our faces and bodies closely, just as we can learn to watch theirs.' },
    },
  ],
  deeper: {
    title: 'Tail Signals and Left-Right Wagging',
    content: 'Wagging is mostly a visual signal. Its meaning comes from the tail\'s position, the stiffness of the wag, its speed and its sweep. A low, loose, wide wag goes with a relaxed body and soft eyes. A high, rigid tail with a narrow, rapid flick goes with a stiff body and a fixed stare. A 2007 study in Current Biology measured tail movements in dogs. Wags leaned to the right when dogs saw their owner, and to the left when they saw an unfamiliar, dominant dog. The researchers linked this to the two halves of the brain handling different emotions.',
    funFact: { title: 'One part of the picture', text: 'No single signal tells you everything: experts always read the tail with the ears, mouth, eyes and posture.' },
  },
  glossary: [
    { term: 'Wag', say: 'WAG', definition: 'To swing the tail from side to side.' },
    { term: 'Body language', say: 'BOD-ee LANG-gwij', definition: 'What a body\'s pose and movements show about feelings.' },
    { term: 'Signal', say: 'SIG-nul', definition: 'A sign that sends a message to someone else.' },
    { term: 'Posture', say: 'POS-cher', definition: 'The way a body is held: tall, low, stiff or loose.' },
  ],
  tryIt: [{
    title: 'Tail Talk Game',
    description: 'Use your arm as a tail and show how a dog feels.',
    steps: [
      'Stand up with a grown-up.',
      'Hold one arm behind you like a tail.',
      'Wag it loose and wiggly: happy!',
      'Hold it up high and stiff: on alert!',
      'Tuck it down low: scared. Can the grown-up guess each one?',
    ],
    note: 'Always ask a grown-up and the owner before you pet a real dog.',
    bands: ['3-5', '6-8'],
  }, {
    title: 'Be a Dog Watcher',
    description: 'Read dog body language like an animal scientist.',
    steps: [
      'With a grown-up, watch dogs from a distance at a park or on a walk.',
      'For each dog, write down the tail height, stiffness and speed.',
      'Also note the ears, mouth and body: loose or stiff?',
      'Guess how each dog feels, and compare what you saw.',
    ],
    note: 'Watch from a distance. Never pet a dog unless a grown-up and the owner say yes.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A mood flag', content: 'A dog\'s tail is a bit like a flag that shows how it feels. You read it best together with the ears and face.' },
  ],
  realWorld: [
    { title: 'Vets and dog trainers read tails', content: 'Vets and dog trainers watch a dog\'s tail, ears and body to tell whether it feels calm or worried.' },
  ],
  engaging: [
    { question: 'How do you show how you feel without words?', context: 'Think about smiles, frowns, hugs and crossed arms.' },
    { question: 'Why might a dog wag when it meets a new dog?', context: 'It has a feeling about the meeting, but which one? Look at the rest of its body.' },
  ],
  quiz: [
    {
      question: 'What does a tail tucked between the legs usually mean?', right: 'The dog feels scared', wrong: ['The dog wants to play', 'The dog is very hungry'],
      skill: 'inference', support: ['means the dog is scared', 'shows fear'],
    },
    {
      question: 'Does a wagging tail always mean a dog is happy?', right: 'No, look at the whole dog', wrong: ['Yes, a wag is always happy', 'No, a wag always means angry'],
      skill: 'inference', support: ['a wag is not always happy', 'not always that it is happy', 'does not always mean friendly'],
    },
    {
      question: 'What should you do before petting a dog you don\'t know?', right: 'Ask the owner and a grown-up', wrong: ['Run up and hug it fast', 'Pull its tail to say hi'],
      skill: 'recall', support: ['ask a grown-up and the owner', 'ask the owner and a grown-up', 'ask a grown-up and the dog\'s owner'],
    },
    {
      question: 'What kind of wag usually goes with a friendly dog?', right: 'A loose, relaxed wag', wrong: ['A stiff, high flick', 'A tail tucked under'],
      skill: 'recall', bands: ['9-12', '13+'], support: ['relaxed wag', 'loose, sweeping wag', 'loose, broad wag'],
    },
  ],
  sources: [
    {
      claim: 'Quaranta, Siniscalchi and Vallortigara (2007, Current Biology) found asymmetric tail wagging: dogs wagged more to the right when they saw their owner and more to the left when they saw an unfamiliar, dominant dog, which they linked to the two brain hemispheres handling different emotions.',
      title: 'Quaranta A., Siniscalchi M. & Vallortigara G. (2007). Asymmetric tail-wagging responses by dogs to different emotive stimuli. Current Biology 17(6).',
      url: 'https://doi.org/10.1016/j.cub.2007.02.008',
      read: READ,
      authority: 'peer-reviewed',
    },
    {
      claim: 'Dogs communicate with body postures, facial expressions and the position and movement of the tail; a tail held low or tucked signals fear or submission, and a raised, stiff tail can signal threat.',
      title: 'Britannica: Dog',
      url: 'https://www.britannica.com/animal/dog',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: ['For 3-5, tail signals are reduced to three: loose wag (happy), stiff and high (not so happy), tucked (scared).'],
  related: ['cats-purr', 'dogs-sniff', 'cat-whiskers'],
  links: [SITES.natGeoKids, britannica('dog behavior'), SITES.smithsonian],
};

const catWhiskers: KidEntry = {
  id: 'cat-whiskers',
  module: 'Nature Connection',
  question: 'Why do cats have whiskers?',
  title: 'Why Do Cats Have Whiskers?',
  blurb: 'The stiff, touch-sensing hairs that help cats feel their way, and why animals like dogs, mice and seals have them too.',
  triggers: [['whisker*'], ['cat', 'whisker*'], ['vibrissa*']],
  quickAnswer: {
    '3-5': 'Whiskers help a cat feel things. They are long, stiff hairs on its face. When a whisker bumps something, the cat can feel it. Whiskers help a cat find its way in the dark. Never cut a cat\'s whiskers.',
    '6-8': 'Whiskers are thick, stiff hairs that work like feelers. Each one sits deep in the skin, next to lots of nerves. When a whisker touches something, or even feels moving air, the cat knows. Whiskers help cats move in the dark, feel how wide a gap is and find food close to their mouth. So whiskers should never be cut.',
    '9-12': 'Whiskers are special touch hairs. They are thicker and stiffer than fur, and their roots sit deep in the skin among many nerves. A tiny bend of a whisker sends a signal to the brain. Cats use them to feel objects in the dark, sense air moving around things and judge narrow spaces. Cats also can\'t see well very close to their nose, so whiskers help them feel prey right by the mouth. Whiskers even show mood: pushed forward when curious, pulled back when scared.',
    '13+': 'Whiskers, or vibrissae, are stiff tactile hairs set in deep follicles surrounded by blood and packed with nerve endings. Even a slight deflection or air current is detected and sent to the brain. Cats have them on the muzzle, above the eyes, on the chin and on the backs of the front legs. They help a cat move through dark spaces, judge openings and track prey that is too close to focus on. Touching the whiskers above the eyes triggers a protective blink. Whisker position is also part of a cat\'s body language.',
  },
  takeaways: {
    little: ['Whiskers help cats feel things.', 'They help cats in the dark.', 'Never cut a cat\'s whiskers.'],
    young: ['Whiskers are stiff hairs that work like feelers.', 'They help cats move in the dark and feel gaps.', 'Whiskers should never be cut.'],
    older: ['Whiskers are touch hairs with many nerves at their roots.', 'They sense objects, moving air and prey close to the mouth.', 'Whisker position shows a cat\'s mood.'],
  },
  sections: [
    {
      title: 'Hairs That Feel',
      little: 'Whiskers are not like other hair. They are long and stiff. When one bends, the cat feels it. It is like a tap on the face!',
      young: 'Whiskers are not like the rest of a cat\'s fur. They are long, thick and stiff. Their roots sit deep in the skin, next to many nerves. When a whisker bends, the cat feels it right away.',
      older: 'Each whisker grows from a deep pocket in the skin called a follicle. Around it are many nerve endings. When the whisker bends, even a tiny bit, the nerves send a message to the brain. That is how a cat can feel the air moving around a chair in a dark room.',
      funFact: { title: 'Not just on the face', text: 'Cats also have short whiskers on the backs of their front legs.' },
    },
    {
      title: 'Finding the Way in the Dark',
      little: 'At night, a cat walks in the dark. Its whiskers feel the chair and the wall. So the cat does not bump into things.',
      young: 'At night, a cat can\'t see everything. Its whiskers feel the things around it, like chair legs and walls. Whiskers also help a cat feel if a gap is wide enough to squeeze through.',
      older: 'Cats see well in dim light, but whiskers add a sense of touch at a distance. They help a cat move around objects in the dark. They also help it judge openings. Up close, a cat can\'t focus well on things right under its nose. So when it catches prey, its whiskers sweep forward to feel where it is.',
      funFact: { title: 'A blink shield', text: 'If something touches the whiskers above a cat\'s eyes, the cat blinks. That helps keep its eyes safe.' },
    },
    {
      title: 'Whiskers Show Feelings',
      young: 'Whiskers can show how a cat feels. Whiskers pushed forward can mean the cat is curious. Whiskers pulled back flat can mean it is scared.',
      older: 'Cats can move their whiskers. Whiskers fanned out and forward often mean a curious or hunting cat. Whiskers held back against the cheeks can mean fear. Read them together with the ears, eyes and tail. Many other mammals have whiskers too, such as dogs, mice and seals.',
      funFact: { title: 'Seal whiskers', text: 'Seals use their whiskers to feel the trails that swimming fish leave in the water.' },
    },
  ],
  deeper: {
    title: 'Vibrissae: Touch at a Distance',
    content: 'Vibrissae differ from ordinary hairs in their length, stiffness and deep, blood-filled follicles. Each follicle is wrapped in sensory nerve endings that respond to how far and how fast the hair bends. Signals travel to the brain, where each whisker has its own small area. Cats carry vibrissae on the muzzle, above the eyes, on the chin and on the backs of the forelegs. Cutting whiskers removes this sense and can leave a cat confused, which is why they should never be trimmed.',
    funFact: { title: 'A map in the brain', text: 'Scientists study whiskers in mice and rats to learn how the brain maps the sense of touch.' },
  },
  glossary: [
    { term: 'Whiskers', say: 'WIS-kerz', definition: 'Long, stiff hairs on an animal\'s face that feel things.' },
    { term: 'Nerve', say: 'NURV', definition: 'A thin thread in the body that carries messages to the brain.' },
    { term: 'Vibrissae', say: 'vy-BRISS-ee', definition: 'The science name for whiskers.' },
    { term: 'Follicle', say: 'FOL-ih-kul', definition: 'The tiny pocket in the skin that a hair grows from.' },
  ],
  tryIt: [{
    title: 'Feeler Fingers',
    description: 'Feel your way like a cat using its whiskers.',
    steps: [
      'With a grown-up, put a few soft toys on the floor.',
      'Close your eyes, or wear a soft blindfold.',
      'Hold your hands out in front like whiskers.',
      'Walk very slowly. Can your "whiskers" find the toys?',
    ],
    note: 'A grown-up stays close and keeps the path clear of hard or sharp things.',
  }, {
    title: 'The Gap Test',
    description: 'Make paper whiskers and test how they judge a gap.',
    steps: [
      'Tape a few paper strips to each side of a paper plate, sticking out like whiskers.',
      'Make a gap between two books on a table.',
      'Slide the plate toward the gap. Do the strips bend before the plate touches the books?',
      'Make the gap wider and narrower, and write down what the "whiskers" tell you each time.',
    ],
    note: 'Never touch or cut a real cat\'s whiskers.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'Feelers like a bug\'s', content: 'Whiskers work a bit like a bug\'s feelers: they reach out and touch things so the animal knows what is near.' },
  ],
  realWorld: [
    { title: 'Robot whiskers', content: 'Engineers have built robots with artificial whiskers to help them feel their way in dark or murky places.' },
  ],
  engaging: [
    { question: 'How do you find your way in a dark room?', context: 'Do you use your hands, like a cat uses whiskers?' },
    { question: 'Which other animals have whiskers?', context: 'Think of dogs, mice, rabbits and seals.' },
  ],
  quiz: [
    {
      question: 'What do a cat\'s whiskers help it do?', right: 'Feel things around it', wrong: ['Taste its food', 'Keep its face warm'],
      skill: 'recall', support: ['whiskers help a cat feel things', 'work like feelers', 'special touch hairs', 'stiff tactile hairs'],
    },
    {
      question: 'When does a cat use its whiskers the most?', right: 'Moving in the dark', wrong: ['Eating a bowl of water', 'Sleeping in the sun'],
      skill: 'recall', support: ['find its way in the dark', 'move in the dark', 'feel objects in the dark', 'move through dark spaces'],
    },
    {
      question: 'What can whiskers pulled back flat show?', right: 'The cat may be scared', wrong: ['The cat is very hungry', 'The cat wants to sleep'],
      skill: 'inference', bands: ['6-8', '9-12', '13+'], support: ['pulled back when scared', 'pulled back flat can mean it is scared', 'held back against the cheeks can mean fear'],
    },
  ],
  sources: [
    {
      claim: 'Cats have vibrissae (whiskers): stiff tactile hairs on the muzzle, above the eyes, on the chin and on the backs of the forelegs, set in deep follicles rich in nerve endings; they help the cat sense objects and air currents in the dark, judge openings and locate prey close to the mouth.',
      title: 'Britannica: Cat',
      url: 'https://www.britannica.com/animal/cat',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Harbor seals can follow the hydrodynamic trails left by swimming fish using their whiskers alone (Dehnhardt et al., Science, 2001).',
      title: 'Dehnhardt G. et al. (2001). Hydrodynamic trail-following in harbor seals (Phoca vitulina). Science 293(5527).',
      url: 'https://doi.org/10.1126/science.1060514',
      read: READ,
      authority: 'peer-reviewed',
    },
  ],
  simplifications: ['For 3-5, whiskers "feel things"; follicles and nerves are left out.'],
  related: ['cats-purr', 'dogs-wag-tails', 'how-eyes-see'],
  links: [SITES.natGeoKids, britannica('cat whiskers'), SITES.smithsonian],
};

const tadpoleFrog: KidEntry = {
  id: 'tadpole-frog',
  module: 'Nature Connection',
  question: 'How does a tadpole turn into a frog?',
  title: 'How Does a Tadpole Turn Into a Frog?',
  blurb: 'From a jelly egg to a swimming tadpole to a hopping frog: legs grow, the tail goes, and gills give way to lungs.',
  triggers: [['tadpol*'], ['polliwog*'], ['frogspawn'], ['frog', 'eg*'], ['frog', 'baby'], ['frog', 'gro*'], ['frog', 'lif*', 'cyc*'], ['frog', 'metamorph*'], ['frog', 'turn'], ['froglet*'], ['toad', 'eg*']],
  quickAnswer: {
    '3-5': 'A frog starts as a tiny egg in a pond. A tadpole comes out. It swims with its tail. It grows back legs, then front legs. Its tail gets small and goes away. Now it is a little frog! It can hop onto land.',
    '6-8': 'Most frogs lay soft, jelly-covered eggs in water. A tadpole hatches from each egg. It lives in the water, breathes with gills and swims with its tail. As it grows, back legs come first, then front legs. It grows lungs so it can breathe air. Its tail shrinks until it is gone. This big change is called metamorphosis.',
    '9-12': 'A frog\'s life has stages. Eggs laid in water hatch into tadpoles, which have gills, a tail and a mouth for scraping algae. Over weeks, the tadpole\'s body rebuilds itself. Back legs appear, then front legs. Lungs develop, and the gills stop being used. The tail shrinks as the body takes it back in. The mouth widens for catching insects. Then a small froglet climbs onto land. This change of body form is called metamorphosis.',
    '13+': 'Frogs are amphibians with a two-stage life. The aquatic larva, the tadpole, has gills, a finned tail and a gut suited to plant food. Metamorphosis is triggered mainly by thyroid hormone. Hind limbs grow first, then the forelimbs break through. Lungs take over breathing, and the gut shortens for a diet of animal prey. The tail is broken down by programmed cell death and its material reused. The timing varies widely between species and with water temperature and food.',
  },
  takeaways: {
    little: ['A frog starts as an egg.', 'Then it is a tadpole with a tail.', 'It grows legs and becomes a frog.'],
    young: ['Frogs hatch from eggs as tadpoles.', 'Tadpoles grow legs and lungs, and lose their tails.', 'This big change is called metamorphosis.'],
    older: ['Eggs hatch into tadpoles that live in water and breathe with gills.', 'In metamorphosis they grow legs and lungs, and the tail is absorbed.', 'The froglet then leaves the water.'],
  },
  sections: [
    {
      title: 'Eggs in the Pond',
      little: 'A mother frog lays lots of eggs in a pond. Each egg is a tiny dot in soft jelly. The jelly keeps it safe.',
      young: 'Most frogs lay their eggs in water. Each tiny egg sits inside a ball of clear jelly. Lots of eggs together are called frogspawn.',
      older: 'Most frogs lay many eggs in ponds or puddles. The jelly around each egg protects it and keeps it moist. Many eggs are eaten by fish, birds and insects. So laying lots of eggs helps some survive.',
      funFact: { title: 'Toad strings', text: 'Frogs often lay eggs in clumps, while many toads lay theirs in long strings.' },
    },
    {
      title: 'Life as a Tadpole',
      little: 'A tadpole hatches from the egg. It has a round body and a long tail. Wiggle, wiggle! It swims and eats tiny plants.',
      young: 'A tadpole looks more like a little fish than a frog. It breathes underwater with gills. It swims with its tail and nibbles tiny green plants called algae.',
      older: 'A young tadpole breathes through gills and swims with its flat tail. Most tadpoles scrape algae and bits of plants with a tiny, beak-like mouth. They grow fast, and they must stay in the water.',
      funFact: { title: 'Hungry swimmers', text: 'Tadpoles spend most of their time eating, because they need energy for the big change ahead.' },
    },
    {
      title: 'The Big Change',
      little: 'First, two back legs grow. Then two front legs. The tail gets smaller and smaller. Hop! Now it is a frog.',
      young: 'First the back legs grow, then the front legs. The tadpole grows lungs to breathe air. Its tail shrinks away. Then the tiny frog climbs out of the water.',
      older: 'During metamorphosis, back legs sprout, then front legs push out. Lungs grow, and the mouth gets wider for eating insects. The body takes the tail back in and uses it as food. A froglet with a stubby tail may climb out first. Soon the tail is gone.',
      funFact: { title: 'Not all in ponds', text: 'Some frogs skip the pond stage: their eggs hatch straight into tiny frogs.' },
    },
  ],
  deeper: {
    title: 'The Frog Life Cycle and Metamorphosis',
    content: 'Metamorphosis in frogs is driven mainly by thyroid hormone, which rises as the tadpole nears the change. Different tissues respond in different ways. Limb buds grow, while the tail and gills are broken down by programmed cell death. Breathing moves from gills to lungs and skin. The long, coiled gut of a plant-eating tadpole shortens into the gut of a meat eater. The length of the tadpole stage varies a lot between species, and it is affected by temperature and food.',
    funFact: { title: 'Skin that breathes', text: 'Adult frogs can take in oxygen through their moist skin as well as their lungs.' },
  },
  glossary: [
    { term: 'Tadpole', say: 'TAD-pole', definition: 'A baby frog that lives in water and has a tail.' },
    { term: 'Frogspawn', say: 'FROG-spawn', definition: 'A clump of frog eggs in jelly.' },
    { term: 'Metamorphosis', say: 'met-uh-MOR-fuh-sis', definition: 'A big change in body shape as an animal grows up.' },
    { term: 'Gills', say: 'GILZ', definition: 'Body parts that take oxygen from water.' },
    { term: 'Amphibian', say: 'am-FIB-ee-un', definition: 'An animal, like a frog, that often lives both in water and on land.' },
  ],
  tryIt: [{
    title: 'Act It Out',
    description: 'Move like a frog at every stage.',
    steps: [
      'Curl up small like an egg.',
      'Wiggle on the floor like a tadpole with a tail.',
      'Kick out your back legs. Then push out your arms.',
      'Hop like a frog! Say each stage out loud.',
    ],
    note: 'Play in a clear space with a grown-up nearby.',
    bands: ['3-5', '6-8'],
  }, {
    title: 'Draw the Life Cycle',
    description: 'Make a circle picture of a frog\'s life.',
    steps: [
      'Draw a big circle on paper and split it into four parts.',
      'Draw eggs, a tadpole, a tadpole with legs and a frog, one in each part.',
      'Add arrows to show the order, and label each stage.',
      'With a grown-up, visit a pond in spring and look for eggs or tadpoles. Just look: leave them in the water.',
    ],
    note: 'Stay back from the water\'s edge, with a grown-up beside you. Leave eggs and tadpoles where they are.',
  }],
  analogies: [
    { title: 'A body that rebuilds itself', content: 'Metamorphosis is a bit like a house being remodeled while people still live in it: the tadpole keeps swimming while its body changes.' },
  ],
  realWorld: [
    { title: 'Healthy ponds', content: 'Frogs and tadpoles need clean water, so scientists count them to check how healthy ponds and wetlands are.' },
  ],
  engaging: [
    { question: 'How is a tadpole like a caterpillar?', context: 'Both change their body shape a lot as they grow up.' },
    { question: 'Why might a frog lay so many eggs?', context: 'Think about how many hungry animals live in a pond.' },
  ],
  quiz: [
    {
      question: 'What hatches from a frog\'s egg?', right: 'A tadpole', wrong: ['A tiny frog with legs', 'A little fish'],
      skill: 'recall', support: ['a tadpole comes out', 'a tadpole hatches', 'hatch into tadpoles', 'tadpole hatches from the egg', 'eggs hatch into tadpoles'],
    },
    {
      question: 'Which legs does a tadpole grow first?', right: 'Its back legs', wrong: ['Its front legs', 'All four at once'],
      skill: 'sequence', support: ['grows back legs, then front legs', 'back legs come first', 'back legs appear', 'back legs grow', 'back legs sprout', 'hind limbs grow first'],
    },
    {
      question: 'What is the big change from tadpole to frog called?', right: 'Metamorphosis', wrong: ['Hibernation', 'Migration'],
      skill: 'vocabulary', bands: ['6-8', '9-12', '13+'], support: ['metamorphosis'],
    },
    {
      question: 'What happens to the tadpole\'s tail?', right: 'The body takes it back in', wrong: ['It falls off in one piece', 'It turns into the back legs'],
      skill: 'cause-effect', bands: ['9-12', '13+'], support: ['the body takes it back in', 'the tail shrinks as the body takes it back in', 'its material reused'],
    },
  ],
  sources: [
    {
      claim: 'Frogs are amphibians; most lay eggs in water that hatch into tadpoles with gills and a tail; in metamorphosis the hind limbs appear before the forelimbs, lungs develop, the tail is resorbed and the mouth and gut change from a plant diet to an insect diet; some frogs develop directly from egg to froglet.',
      title: 'Britannica: Frog',
      url: 'https://www.britannica.com/animal/frog',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Amphibian metamorphosis is controlled mainly by thyroid hormone; larval tissues such as the tail are removed by programmed cell death while adult structures grow.',
      title: 'Britannica: Metamorphosis (biology)',
      url: 'https://www.britannica.com/science/metamorphosis-biology',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: ['For 3-5, tadpoles "eat tiny plants" (algae) and the tail "goes away" (it is absorbed by the body).'],
  related: ['caterpillar-butterfly', 'fish-breathe', 'what-is-a-mammal'],
  links: [SITES.natGeoKids, britannica('frog life cycle'), SITES.wwf],
};

const birdsMigrate: KidEntry = {
  id: 'birds-migrate',
  module: 'Nature Connection',
  question: 'Why do birds fly south for the winter?',
  title: 'Why Do Birds Fly South for the Winter?',
  blurb: 'Migration: why birds fly south in fall and north in spring, leaving the cold to find food, and how they find their way.',
  triggers: [['bird', 'south'], ['bird', 'migrat*'], ['migrat*'], ['bird', 'winter'], ['fly', 'south'], ['bird', 'go', 'winter'], ['bird', 'leave', 'winter'], ['goose', 'south'], ['geese', 'south']],
  quickAnswer: {
    '3-5': 'In winter, it gets cold. Bugs hide and plants stop growing. So many birds can\'t find food. They fly far away to warm places with lots to eat. In spring, they fly back home to have babies.',
    '6-8': 'Many birds fly south in fall because food gets hard to find. In winter, insects hide, flowers are gone and the ground may freeze. So these birds go to warmer places that still have plenty to eat. In spring, they fly back north. There, long days and lots of food help them raise their chicks. This trip is called migration.',
    '9-12': 'Birds migrate mainly to follow food. In winter, places far from the equator have short days, frozen ground and few insects or seeds. Many birds travel to warmer places where food is easy to find. In spring they return to breed. Summer there brings long days and a burst of insects to feed their chicks. Birds find the way using the sun, the stars, Earth\'s magnetism and landmarks like coasts and mountains. Not all birds migrate: some stay all year.',
    '13+': 'Migration is a seasonal round trip between breeding and non-breeding areas. Birds move from places where food and nest sites are shrinking to places where they are plentiful. Migrants breeding far from the equator exploit the short, rich summer, then leave before winter cuts off their food. Changing day length triggers hormones that cause heavy eating, fat storage and restlessness before departure. Birds navigate with several cues: the sun, the star pattern around the celestial pole, Earth\'s magnetic field and landmarks. Which birds migrate depends on diet: insect eaters leave, while many seed eaters stay.',
  },
  takeaways: {
    little: ['Winter has less food for birds.', 'Many birds fly to warm places.', 'In spring they fly back.'],
    young: ['Birds migrate to find food.', 'They come back in spring to raise chicks.', 'Not all birds migrate.'],
    older: ['Migration follows food and good places to nest.', 'Birds navigate with the sun, stars, magnetism and landmarks.', 'Insect eaters are more likely to migrate than seed eaters.'],
  },
  sections: [
    {
      title: 'Following the Food',
      little: 'Many birds eat bugs. In winter, bugs are hard to find. So the birds go where there are bugs.',
      young: 'Many birds eat insects, fruit or nectar. In winter, these are hard to find in cold places. So the birds fly to where food is still easy to get. Cold is not the main problem: hunger is.',
      older: 'Feathers keep many birds warm even in cold weather. The real problem is food. Insect eaters, like swallows, can\'t find insects when it is cold. Birds that eat seeds, like many finches and sparrows, can often stay all year.',
      funFact: { title: 'Feeder friends', text: 'The birds you see at a feeder in winter are often the ones that can live on seeds.' },
    },
    {
      title: 'Coming Home in Spring',
      little: 'In spring, it gets warm again. Bugs come out. The birds fly back. They make nests and have babies.',
      young: 'In spring, birds fly back. Days get long and insects are everywhere. That is a great time to build a nest and feed hungry chicks.',
      older: 'Spring brings long days and a huge rise in insects. Migrants return to breed, when there is plenty to feed their chicks. There is more space too, with less crowding than in the places they spent the winter.',
      funFact: { title: 'Both ways', text: 'South of the equator the seasons are flipped, so many birds there fly north for the winter.' },
    },
    {
      title: 'How Birds Find the Way',
      little: 'Birds do not get lost. They use the sun and the stars. They spot rivers and hills.',
      young: 'Birds do not need maps. They use the sun by day and the stars by night. They can sense Earth\'s magnetism. They also remember rivers, coasts and mountains.',
      older: 'Birds use several clues at once, like a backup system. They read the sun\'s position and the pattern of stars at night. They can sense Earth\'s magnetic field. They also learn landmarks such as coasts, rivers and mountains. Many young birds make their first trip without their parents and still find the way.',
      funFact: { title: 'Night fliers', text: 'Many small songbirds migrate at night, when the air is calmer and cooler.' },
    },
  ],
  deeper: {
    title: 'Triggers, Fuel and Navigation',
    content: 'Changes in day length set off hormone changes in migratory birds. They eat heavily and store fat, which is the main fuel for long flights. Caged migrants become restless at the time they would normally leave. For navigation, birds combine a sun compass, a star compass learned around the celestial pole and a magnetic sense. They also use landmarks. Migration is risky, and building strikes, lost stopover habitat and storms kill many migrants. That is why protecting stopover sites matters.',
    funFact: { title: 'Lights out', text: 'Bright city lights at night can confuse migrating birds, so some cities dim lights during migration seasons.' },
  },
  glossary: [
    { term: 'Migration', say: 'my-GRAY-shun', definition: 'A long trip animals make each year to find food or a place to have babies.' },
    { term: 'Nest', say: 'NEST', definition: 'A home a bird builds for its eggs and chicks.' },
    { term: 'Equator', say: 'ih-KWAY-ter', definition: 'An imaginary line around the middle of Earth.' },
    { term: 'Magnetic field', say: 'mag-NET-ik FEELD', definition: 'The invisible pull of Earth\'s magnetism, which can point the way.' },
  ],
  tryIt: [{
    title: 'Bird Trip Game',
    description: 'Be a bird flying to find food.',
    steps: [
      'Put some paper "bugs" at one end of the room with a grown-up.',
      'Start at the other end. Brrr, it is winter! No bugs here.',
      'Flap your arms and "fly" to the bugs.',
      'Now it is spring. Fly home and build a pretend nest with a pillow.',
    ],
    note: 'Play in a clear space with a grown-up.',
    bands: ['3-5', '6-8'],
  }, {
    title: 'Bird Watch Calendar',
    description: 'Keep track of which birds stay and which leave.',
    steps: [
      'With a grown-up, watch the birds near your home or school once a week.',
      'Write down the birds you see, or draw them.',
      'Keep it up from fall into winter and spring.',
      'Which birds stay all year? Which ones disappear, and when do they come back?',
    ],
    note: 'Watch from a window or with a grown-up outside.',
  }],
  analogies: [
    { title: 'A seasonal move', content: 'Migration is like having a summer home and a winter home, and flying between them every year for the food.' },
  ],
  realWorld: [
    { title: 'Counting birds', content: 'Volunteers, including kids, count birds each year to help scientists see how bird migrations are changing.' },
  ],
  engaging: [
    { question: 'Why might a bird that eats seeds stay all winter?', context: 'Seeds stay on plants and in feeders even when it is cold.' },
    { question: 'How would you find your way without a map?', context: 'Birds use the sun, the stars and landmarks.' },
  ],
  quiz: [
    {
      question: 'What is the main reason birds fly south in winter?', right: 'To find enough food', wrong: ['To see new friends', 'Because their feathers fall out'],
      skill: 'cause-effect', support: ['can\'t find food', 'because food gets hard to find', 'migrate mainly to follow food', 'the real problem is food'],
    },
    {
      question: 'When do the birds fly back?', right: 'In spring', wrong: ['In the middle of winter', 'They never come back'],
      skill: 'sequence', support: ['in spring, they fly back', 'in spring they return', 'in spring, birds fly back', 'the birds fly back'],
    },
    {
      question: 'What is this long yearly trip called?', right: 'Migration', wrong: ['Hibernation', 'Metamorphosis'],
      skill: 'vocabulary', bands: ['6-8', '9-12', '13+'], support: ['migration', 'migrate'],
    },
    {
      question: 'What do birds use to find the way?', right: 'The sun, stars and landmarks', wrong: ['Road signs and maps', 'Only the smell of the sea'],
      skill: 'recall', bands: ['9-12', '13+'], support: ['using the sun, the stars', 'the sun, the star pattern'],
    },
  ],
  sources: [
    {
      claim: 'Birds migrate from areas of low or decreasing resources to areas of high or increasing resources, chiefly food and nesting sites; birds breeding in the Northern Hemisphere move north in spring to exploit the burst of insects and long days, and return south as food declines; they navigate with the sun, the stars, Earth\'s magnetic field and landmarks, and many young birds migrate alone on their first trip.',
      title: 'Cornell Lab of Ornithology, All About Birds: The Basics: How, Why, And Where Of Bird Migration',
      url: 'https://www.allaboutbirds.org/news/the-basics-how-why-and-where-of-bird-migration/',
      read: READ,
      authority: 'university',
    },
    {
      claim: 'Animal migration in birds is timed by day length acting on hormones, which bring heavy feeding, fat deposition and migratory restlessness; birds orient with a sun compass, a star compass centred on the celestial pole and a magnetic sense.',
      title: 'Britannica: Migration (animal)',
      url: 'https://www.britannica.com/science/migration-animal',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: ['For 3-5, birds fly to "warm places"; the 6-8 text explains that food, not cold, is the main reason.'],
  related: ['birds-fly', 'bears-winter', 'seasons'],
  links: [SITES.natGeoKids, britannica('bird migration'), SITES.wwf],
};

const snakesShed: KidEntry = {
  id: 'snakes-shed',
  module: 'Nature Connection',
  question: 'Why do snakes shed their skin?',
  title: 'Why Do Snakes Shed Their Skin?',
  blurb: 'Why snakes change and peel their skin: they grow a new one and wriggle out of the old one, leaving it behind.',
  triggers: [['snake', 'shed*'], ['snake', 'skin'], ['shed', 'skin'], ['sheds', 'skin'], ['shedding', 'skin'], ['snakeskin'], ['snake', 'molt*'], ['lizard', 'shed*']],
  quickAnswer: {
    '3-5': 'A snake grows, but its outside skin does not stretch. So the snake makes new skin under the old one. Then it wiggles out of the old skin. It leaves it behind like an old sock!',
    '6-8': 'The outer layer of a snake\'s skin can\'t grow with the snake. So from time to time, the snake grows a new layer underneath. Then it rubs its nose on a rock to split the old skin. It crawls out, and the old skin peels off inside out, often in one long piece. Shedding also gets rid of worn skin and tiny pests.',
    '9-12': 'A snake\'s outer skin is made of scales of keratin, the same tough stuff as your fingernails. This layer does not grow. So as the snake gets bigger, and as the skin wears out, it grows a fresh layer underneath. Then it sheds the old one. Before shedding, its eyes turn cloudy, because the clear scale over each eye is shed too. The snake rubs its snout on something rough and crawls out. Young, fast-growing snakes shed more often than adults.',
    '13+': 'Snakes shed, or molt, the outer layer of the epidermis in one piece, a process called ecdysis. The outer layer is made of keratin and can\'t expand. A new layer forms beneath it, and fluid between the layers helps them separate. The eyes turn milky blue for a few days, because the transparent scale covering each eye, the spectacle, is replaced too. The snake loosens the skin at its lips and crawls out, turning the old skin inside out. Shedding allows growth, repairs wear and removes parasites.',
  },
  takeaways: {
    little: ['A snake\'s skin does not stretch.', 'It grows new skin under the old skin.', 'It wiggles out of the old skin.'],
    young: ['The outside of a snake\'s skin can\'t grow.', 'A snake grows a new layer, then crawls out of the old one.', 'Shedding lets snakes grow and stay healthy.'],
    older: ['The outer layer of a snake\'s skin is keratin and can\'t grow.', 'Snakes shed it whole, even the clear scales over their eyes.', 'Young snakes shed more often because they grow fast.'],
  },
  sections: [
    {
      title: 'Skin That Can\'t Stretch',
      little: 'Your skin grows with you. But the outside of a snake\'s skin can\'t grow. It gets too small. So the snake needs new skin.',
      young: 'A snake is covered in scales. The top layer of its skin is tough, like a fingernail. It can\'t stretch as the snake grows. So the snake grows a new, bigger layer under it.',
      older: 'The scales of a snake are made of keratin, a tough protein also found in your nails and hair. The outer layer can\'t grow. Under it, a new layer forms. When it is ready, the old layer comes off.',
      funFact: { title: 'You shed too', text: 'People shed skin too, but in tiny flakes all the time instead of all at once.' },
    },
    {
      title: 'Wiggling Out',
      little: 'First, the snake\'s eyes look cloudy. Then it rubs its nose on a rock. Rip! The skin opens. The snake wiggles out.',
      young: 'Before shedding, a snake\'s eyes look cloudy and blue. When it is ready, it rubs its nose on a rock or a log. The old skin splits at the mouth. Then the snake crawls out, leaving the skin inside out.',
      older: 'A few days before shedding, the snake\'s eyes go milky, and it often hides. Then its eyes clear. It rubs its snout on something rough until the skin splits around the lips. It crawls forward, and the old skin peels back inside out, like pulling off a sock.',
      funFact: { title: 'Clear eye caps', text: 'Snakes have no eyelids. A clear scale covers each eye, and it comes off with the rest of the skin.' },
    },
    {
      title: 'Why Shedding Helps',
      young: 'Shedding lets a snake grow. It also gets rid of old, scratched skin and tiny bugs that stick to it. Baby snakes shed a lot, because they grow fast.',
      older: 'Shedding does more than make room. It replaces worn, scratched scales and removes parasites such as mites. Young snakes grow fastest, so they shed most often. Lizards shed too, but usually in patches instead of one piece.',
      funFact: { title: 'A snake\'s old coat', text: 'A shed skin is usually a bit longer than the snake, because it stretches as it peels off.' },
    },
  ],
  deeper: {
    title: 'Ecdysis in Snakes',
    content: 'Ecdysis is controlled by hormones, including thyroid hormone. Before a shed, cells under the old outer layer build a new one. Then a fluid forms between the two layers. This fluid makes the skin and the spectacles over the eyes look dull and bluish, and many snakes hide while vision is poor. The fluid is reabsorbed, the eyes clear, and the snake rubs its jaws to start the shed. Poor humidity or health can cause incomplete sheds, so pet keepers check sheds closely.',
    funFact: { title: 'A record of growth', text: 'Scientists can learn about a snake\'s size and species from the scale patterns on a shed skin.' },
  },
  glossary: [
    { term: 'Shed', say: 'SHED', definition: 'To let an outer layer, like skin or fur, fall off.' },
    { term: 'Scales', say: 'SKAYLZ', definition: 'Small, hard plates that cover a snake\'s skin.' },
    { term: 'Keratin', say: 'KER-uh-tin', definition: 'A tough material in scales, nails and hair.' },
    { term: 'Ecdysis', say: 'EK-dih-sis', definition: 'The science word for shedding an outer layer.' },
  ],
  tryIt: [{
    title: 'Sock Snake',
    description: 'See how a snake slides out of its skin.',
    steps: [
      'Put a long sock on your arm. You are a snake!',
      'Your arm is the new skin. The sock is the old skin.',
      'Hold the top of the sock and pull your arm out slowly.',
      'Look: the sock is inside out, just like a shed snake skin!',
    ],
    note: 'Only look at real snakes with a grown-up, and never touch a wild snake.',
  }],
  analogies: [
    { title: 'Outgrowing clothes', content: 'A snake shedding is like you growing out of a shirt, except the snake grows a new shirt underneath first.' },
  ],
  realWorld: [
    { title: 'Found on a walk', content: 'Hikers sometimes find shed snake skins on rocks and logs. Look, but leave it there, and tell a grown-up.' },
  ],
  engaging: [
    { question: 'What other animals get rid of an old outside layer?', context: 'Think of crabs, insects, lizards and even dogs losing fur.' },
  ],
  quiz: [
    {
      question: 'Why does a snake shed its skin?', right: 'Its old skin can\'t grow', wrong: ['It wants a new color', 'It is too hot outside'],
      skill: 'cause-effect', support: ['does not stretch', 'can\'t grow with the snake', 'this layer does not grow', 'can\'t stretch as the snake grows', 'can\'t expand'],
    },
    {
      question: 'How does a snake start to shed?', right: 'It rubs its nose on a rock', wrong: ['It bites the skin off', 'It jumps into water'],
      skill: 'sequence', support: ['rubs its nose on a rock', 'rubs its snout on something rough', 'rubs its jaws'],
    },
    {
      question: 'Why do a snake\'s eyes look cloudy before it sheds?', right: 'The eye scales shed too', wrong: ['It is falling asleep', 'It is getting old'],
      skill: 'cause-effect', bands: ['9-12', '13+'], support: ['the clear scale over each eye is shed too', 'the spectacle, is replaced too'],
    },
  ],
  sources: [
    {
      claim: 'Snakes periodically shed the outer keratinized layer of the skin in one piece (ecdysis), including the transparent spectacle over each eye; before shedding the eyes turn cloudy, and the snake rubs its snout to loosen the skin at the lips and crawls out, leaving it inside out; young, growing snakes shed more often.',
      title: 'Britannica: Snake',
      url: 'https://www.britannica.com/animal/snake',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Molting (ecdysis) in reptiles replaces the outer skin layer; in lizards it often comes off in patches, and it is under hormonal control, including the thyroid.',
      title: 'Britannica: Molting',
      url: 'https://www.britannica.com/science/molting',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: ['For 3-5, the snake "makes new skin under the old one"; keratin and hormones are left out.'],
  related: ['chameleon-colour', 'caterpillar-butterfly', 'tadpole-frog'],
  links: [SITES.natGeoKids, britannica('snake'), SITES.smithsonian],
};

const chameleonColour: KidEntry = {
  id: 'chameleon-colour',
  module: 'Nature Connection',
  question: 'How do chameleons change colour?',
  title: 'How Do Chameleons Change Colour?',
  blurb: 'How and why chameleons turn different colours: mostly messages and heat, not hiding or blending in.',
  triggers: [['chameleon*', 'colo*'], ['chameleon*', 'change*'], ['chameleon*', 'camouflag*'], ['chameleon*', 'blend*'], ['chameleon*', 'hide'], ['chamaeleon*', 'colo*'], ['lizard', 'change', 'color'], ['lizard', 'change', 'colour']],
  quickAnswer: {
    '3-5': 'Chameleons can change colour with their skin. They do it to show how they feel. A calm one may be green. An upset one may get bright or dark. Dark colours also help it warm up in the sun.',
    '6-8': 'A chameleon changes colour to send messages and to warm up or cool down. Many people think it changes to match what it sits on. That is not the main reason. A calm chameleon often looks green or brown, which already blends in with leaves. An excited or angry one may flash bright colours. A cold one may turn darker to soak up more sunlight.',
    '9-12': 'Chameleons change colour mostly to communicate and to control body heat. Males flash bright colours to warn rivals or to impress females. A stressed chameleon may turn dark. Darker skin also soaks up more sunlight, which helps a cold chameleon warm up. The change works through special skin cells. Some hold pigments. Others hold tiny crystals that reflect light. When the chameleon relaxes or gets excited, the spacing of the crystals changes, and so does the colour we see.',
    '13+': 'A chameleon\'s colour change is driven by mood, temperature and light, and serves mainly for signalling and heat control. Calm animals show the green and brown colours that camouflage them among leaves. Rival males brighten to signal strength, and females signal whether they are open to mating. Under the pigment cells lies a layer of iridophores holding a lattice of guanine nanocrystals. A 2015 study in Nature Communications showed that chameleons change colour by tuning the spacing of this lattice. Tighter spacing reflects shorter, bluer light, and looser spacing reflects longer wavelengths.',
  },
  takeaways: {
    little: ['Chameleons change colour to show how they feel.', 'Dark colours help them warm up.', 'A calm one is often green or brown.'],
    young: ['Chameleons change colour mostly to send messages.', 'They also change colour to warm up or cool down.', 'They do not simply copy their background.'],
    older: ['Colour change is mainly for signals and heat control.', 'Tiny crystals in the skin reflect different colours.', 'Their calm colours already blend in with leaves.'],
  },
  sections: [
    {
      title: 'Colours That Talk',
      little: 'Two chameleons meet. One gets bright! That means, "This is my branch!" The other may turn dark. That means, "OK, I will go."',
      young: 'Chameleons use colour like words. When two males meet, they flash bright colours to say, "Stay away!" The one that gives up often turns darker. Females show colours that tell males to come closer or go away.',
      older: 'Colour change is mainly social. Rival males brighten and puff up, and the brighter, faster-changing one often wins without a fight. A losing or stressed chameleon darkens. Females use colour to show whether they will accept a mate.',
      funFact: { title: 'Quick change', text: 'Some chameleons can change their colours in less than a minute.' },
    },
    {
      title: 'Warming Up and Cooling Down',
      little: 'Chameleons can\'t make their own heat. In the cool morning, they turn dark. Dark soaks up the sun. Then they warm up!',
      young: 'Chameleons can\'t make their own body heat. On a cool morning, a chameleon may turn darker. Dark colours soak up more sunlight, so it warms up faster. When it is hot, it may turn paler.',
      older: 'Like other reptiles, chameleons rely on outside heat. Darker skin absorbs more sunlight, so a cool chameleon darkens to warm up. Paler skin reflects more light, which helps on hot days.',
      funFact: { title: 'Eyes that swivel', text: 'Each chameleon eye can move on its own, so it can look two ways at once.' },
    },
    {
      title: 'Tiny Crystals in the Skin',
      young: 'Chameleon skin has special cells with tiny crystals in them. When the chameleon gets excited, the crystals move apart. Then the skin shines with new colours.',
      older: 'Under the outer skin are cells with pigments, and below them cells with tiny crystals. Light bounces off the crystals. When the crystals sit close together, they reflect blue light, and with yellow pigment on top the skin looks green. When they spread apart, they reflect yellow, orange or red.',
      funFact: { title: 'Not every colour', text: 'Each kind of chameleon has its own set of colours. None can turn into any colour at all.' },
    },
  ],
  deeper: {
    title: 'Photonic Crystals and Signals',
    content: 'Chameleon skin has pigment cells and two layers of iridophores. A 2015 study in Nature Communications, from the University of Geneva, found that the upper layer holds a lattice of guanine nanocrystals. The chameleon actively tunes the spacing of that lattice. Close spacing in a calm animal reflects blue, which looks green under yellow pigment. Wider spacing in an excited male shifts the reflection toward yellow and red. The deeper iridophores reflect infrared light, which may help reduce heating. The main drivers of change are social signals, temperature and light.',
    funFact: { title: 'A natural nanotech', text: 'Engineers study chameleon skin for ideas about materials that change colour.' },
  },
  glossary: [
    { term: 'Chameleon', say: 'kuh-MEEL-yun', definition: 'A lizard that can change the colour of its skin.' },
    { term: 'Signal', say: 'SIG-nul', definition: 'A sign that sends a message to someone else.' },
    { term: 'Camouflage', say: 'KAM-uh-flahzh', definition: 'Colours or shapes that help an animal blend in.' },
    { term: 'Reptile', say: 'REP-tile', definition: 'An animal with scaly skin, like a lizard or snake, that gets heat from outside.' },
  ],
  tryIt: [{
    title: 'Mood Colour Cards',
    description: 'Show feelings with colours, like a chameleon.',
    steps: [
      'Get some coloured paper: green, brown, yellow and red.',
      'Hold up green: "I feel calm."',
      'Hold up red or yellow: "I feel excited!"',
      'Hold up brown or dark: "I feel worried." Can a grown-up guess your mood?',
    ],
    note: 'There are no wrong colours: this is a game about showing feelings.',
    bands: ['3-5', '6-8'],
  }, {
    title: 'Dark or Light in the Sun',
    description: 'Test why a cold chameleon turns dark.',
    steps: [
      'Put a sheet of black paper and a sheet of white paper in a sunny window.',
      'Wait about 20 minutes.',
      'Gently feel both sheets with the back of your hand. Which one is warmer?',
      'Explain how this helps a chameleon warm up on a cool morning.',
    ],
    note: 'Use a window, not a lamp, and keep the paper away from anything hot.',
  }],
  analogies: [
    { title: 'A mood ring', content: 'A chameleon\'s skin is a bit like a mood ring that other chameleons can read.' },
  ],
  realWorld: [
    { title: 'Colour-changing materials', content: 'Scientists are making materials that change colour when stretched, inspired by the crystals in chameleon skin.' },
  ],
  engaging: [
    { question: 'How do people show feelings with colour?', context: 'Think about blushing, or wearing a team\'s colours.' },
    { question: 'Why might being green already help a chameleon hide?', context: 'Think about where chameleons live.' },
  ],
  quiz: [
    {
      question: 'What is a big reason chameleons change colour?', right: 'To show how they feel', wrong: ['To match any background', 'To get ready for sleep'],
      skill: 'recall', support: ['to show how they feel', 'to send messages', 'mostly to communicate', 'mainly for signalling'],
    },
    {
      question: 'Why might a cold chameleon turn dark?', right: 'Dark skin soaks up more sun', wrong: ['Dark skin keeps bugs away', 'Dark skin helps it see'],
      skill: 'cause-effect', support: ['dark colours also help it warm up', 'soak up more sunlight', 'darker skin also soaks up more sunlight', 'darker skin absorbs more sunlight'],
    },
    {
      question: 'What in chameleon skin reflects different colours?', right: 'Tiny crystals', wrong: ['Tiny mirrors of glass', 'Drops of paint'],
      skill: 'recall', bands: ['9-12', '13+'], support: ['tiny crystals that reflect light', 'guanine nanocrystals'],
    },
  ],
  sources: [
    {
      claim: 'Teyssier, Saenko, van der Marel and Milinkovitch (University of Geneva, Nature Communications, 2015) showed that panther chameleons change colour by actively tuning the spacing of a lattice of guanine nanocrystals in a superficial layer of iridophores: close spacing in relaxed animals reflects blue (seen as green under yellow pigment), wider spacing in excited males reflects yellow to red; a deeper iridophore layer reflects near-infrared light.',
      title: 'Teyssier J. et al. (2015). Photonic crystals cause active colour change in chameleons. Nature Communications 6.',
      url: 'https://doi.org/10.1038/ncomms7368',
      read: READ,
      authority: 'peer-reviewed',
    },
    {
      claim: 'Chameleons are lizards best known for changing body colour; each species has its own range of colours, and colour change is determined by environmental factors such as light and temperature and by emotional states such as fear and encounters with other chameleons; their eyes move independently.',
      title: 'Britannica: Chameleon',
      url: 'https://www.britannica.com/animal/chameleon-reptile',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: ['For 3-8, the crystals "move apart" when the chameleon is excited; the 9+ text explains reflection and pigment together.'],
  related: ['octopus-hide', 'zebra-stripes', 'snakes-shed'],
  links: [SITES.natGeoKids, britannica('chameleon'), SITES.smithsonian],
};

const giraffeNecks: KidEntry = {
  id: 'giraffe-necks',
  module: 'Nature Connection',
  question: 'Why do giraffes have long necks?',
  title: 'Why Do Giraffes Have Long Necks?',
  blurb: 'Reaching high leaves, neck fights, seven long bones, and what scientists still debate.',
  triggers: [['giraffe*', 'neck*'], ['giraffe*', 'tall'], ['long', 'neck'], ['neck', 'long']],
  quickAnswer: {
    '3-5': 'A giraffe\'s long neck helps it reach leaves high up in trees. Other animals can\'t reach them. Boy giraffes also swing their necks to push each other. Scientists still ask why the neck got so long.',
    '6-8': 'Giraffes are the tallest animals on land. Their long necks let them eat leaves high in trees, where most other animals can\'t reach. Male giraffes also swing their necks and heads at each other in fights. Scientists still debate which reason mattered most. Maybe both helped. A giraffe\'s neck has seven bones. You have seven too!',
    '9-12': 'Scientists have two main ideas. The first is food. Over many generations, giraffes with slightly longer necks could reach leaves that others could not, so they survived and had more young. The second is fighting. Males swing their necks like clubs in battles called necking, and longer, heavier necks may win more mates. Scientists still debate which idea explains more. Both may have played a part. A giraffe\'s neck has only seven bones, like ours, but each bone is very long.',
    '13+': 'The giraffe\'s neck is a classic question in evolution, and it is not fully settled. The competing-browsers hypothesis says long necks evolved because they gave access to high foliage, especially in dry seasons. The sexual-selection hypothesis points to necking, where males swing their necks and heads as weapons. Field studies give mixed support to each, and both may have contributed. Lamarck\'s old idea, that stretching made necks longer and was passed on, is not how inheritance works. Like most mammals, the giraffe has seven neck vertebrae, each greatly lengthened.',
  },
  takeaways: {
    little: ['A long neck reaches high leaves.', 'Boy giraffes push with their necks.', 'Scientists still wonder about it.'],
    young: ['Long necks help giraffes eat leaves up high.', 'Males use their necks in fights.', 'Scientists still debate which reason mattered most.'],
    older: ['One idea: long necks reach food others can\'t.', 'Another idea: males with bigger necks win neck fights.', 'The question is still debated, and both may be true.'],
  },
  sections: [
    {
      title: 'Reaching the Treetops',
      little: 'Giraffes eat leaves. The best leaves can be up high. A long neck can reach them! Zebras and deer can\'t.',
      young: 'Giraffes eat leaves from tall trees, like acacias. With their long necks, they can reach leaves far above other plant eaters. That means less sharing and more food.',
      older: 'Giraffes browse on leaves, especially from thorny acacia trees. Their height gives them a feeding layer that few others can reach. This may matter most in the dry season, when food is scarce. A long, grippy tongue helps them strip leaves between the thorns.',
      funFact: { title: 'A long tongue', text: 'A giraffe\'s tongue is long and dark, and it can wrap around leaves and pull them off.' },
    },
    {
      title: 'Neck Fights',
      little: 'Boy giraffes sometimes swing their necks. Bonk! They push each other. The strong one wins.',
      young: 'Male giraffes fight by swinging their long necks and hitting each other with their heads. This is called necking. Males with bigger, stronger necks may win more often.',
      older: 'In necking, two males stand side by side and swing their necks to land blows with their heavy heads. Winners get more chances to mate. So some scientists think strong, long necks spread because they helped males win.',
      funFact: { title: 'Head bumps', text: 'Giraffes have bony knobs on their heads called ossicones.' },
    },
    {
      title: 'A Question Still Open',
      little: 'Scientists still ask, "Why so long?" Maybe for food. Maybe for pushing. Maybe both!',
      young: 'Scientists test both ideas by watching how giraffes eat and fight. The answer is not settled yet. It may be that food and fighting both helped necks grow longer over a very long time.',
      older: 'Scientists test these ideas in the field. Do giraffes really feed high up most of the time? Do males with longer necks win more fights? The results are mixed, so the debate goes on. Good science can say, "We are not sure yet."',
      funFact: { title: 'Seven bones', text: 'A giraffe\'s neck has seven bones, just like a human neck, but each one is much longer.' },
    },
  ],
  deeper: {
    title: 'Natural Selection and Competing Hypotheses',
    content: 'In the early 1800s, Lamarck proposed that giraffes stretched their necks and passed the longer necks on. We now know that traits acquired during life are not inherited that way. Natural selection offers the modern explanation: variation in neck length is inherited, and individuals whose traits help them survive and reproduce leave more offspring. The competing-browsers hypothesis and the sexual-selection, or necks-for-sex, hypothesis both use this logic. They differ in what advantage mattered. Studies of feeding height and of necking give mixed support, and the two are not exclusive.',
    funFact: { title: 'High blood pressure', text: 'A giraffe needs very high blood pressure and a powerful heart to pump blood all the way up to its head.' },
  },
  glossary: [
    { term: 'Giraffe', say: 'juh-RAF', definition: 'The tallest land animal, with a very long neck and legs.' },
    { term: 'Necking', say: 'NEK-ing', definition: 'When male giraffes fight by swinging their necks.' },
    { term: 'Debate', say: 'dih-BAYT', definition: 'When people share different ideas about what is true.' },
    { term: 'Natural selection', say: 'NACH-er-ul suh-LEK-shun', definition: 'How living things with helpful traits survive and pass them on.' },
  ],
  tryIt: [{
    title: 'Reach Like a Giraffe',
    description: 'Find out how reaching high helps.',
    steps: [
      'With a grown-up, tape paper "leaves" on a wall, some low and some high.',
      'Crouch like a little deer. Which leaves can you get?',
      'Now stand tall and reach like a giraffe. Which leaves can you get now?',
      'Count the leaves you got each way.',
    ],
    note: 'A grown-up puts up the high leaves. No climbing on furniture.',
    bands: ['3-5', '6-8'],
  }, {
    title: 'Test Two Ideas',
    description: 'Think like a scientist about the giraffe\'s neck.',
    steps: [
      'Write the two ideas: "necks for food" and "necks for fighting."',
      'For each idea, write one thing you would expect to see if it were true.',
      'For example: do giraffes feed with their necks stretched up most of the time?',
      'Watch a nature video of giraffes with a grown-up, and note what they do.',
    ],
    note: 'There is no single right answer yet: that is the point.',
    bands: ['9-12', '13+'],
  }],
  analogies: [
    { title: 'A ladder built in', content: 'A giraffe\'s neck is like a built-in ladder to the top shelf of the tree.' },
  ],
  realWorld: [
    { title: 'Scientists in the field', content: 'Scientists watch wild giraffes to see where they feed and how males fight, to test the two ideas.' },
  ],
  engaging: [
    { question: 'What would be hard about having a very long neck?', context: 'Think about drinking from a pond on the ground.' },
    { question: 'Why is it good to say "we are not sure yet"?', context: 'Scientists change their minds when new evidence comes in.' },
  ],
  quiz: [
    {
      question: 'How does a long neck help a giraffe eat?', right: 'It reaches leaves up high', wrong: ['It digs up roots', 'It catches fish in rivers'],
      skill: 'recall', support: ['reach leaves high up', 'eat leaves high in trees', 'reach leaves that others could not', 'can reach leaves far above', 'high foliage'],
    },
    {
      question: 'How do male giraffes use their necks in fights?', right: 'They swing them at each other', wrong: ['They tie them in knots', 'They hide them in the grass'],
      skill: 'recall', support: ['swing their necks', 'swing their long necks'],
    },
    {
      question: 'How many bones are in a giraffe\'s neck?', right: 'Seven, like ours', wrong: ['Hundreds of tiny ones', 'Only one long bone'],
      skill: 'recall', bands: ['6-8', '9-12', '13+'], support: ['seven bones', 'seven neck vertebrae'],
    },
    {
      question: 'Is the reason for the long neck settled?', right: 'No, it is still debated', wrong: ['Yes, it was only for food', 'Yes, giraffes stretched it'],
      skill: 'inference', bands: ['9-12', '13+'], support: ['still debate', 'the debate goes on', 'not fully settled'],
    },
  ],
  sources: [
    {
      claim: 'The giraffe is the tallest living land animal; it browses leaves, especially of acacias, using a long prehensile tongue; males fight by swinging their necks and heads ("necking"); the neck has seven elongated cervical vertebrae, as in most mammals; both sexes have skin-covered bony horns called ossicones.',
      title: 'Britannica: Giraffe',
      url: 'https://www.britannica.com/animal/giraffe',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Lamarck, in the early 1800s, proposed that characteristics acquired during life, such as a giraffe\'s neck lengthened by stretching, are inherited; this idea (Lamarckism) is rejected by modern genetics in favour of natural selection.',
      title: 'Britannica: Lamarckism',
      url: 'https://www.britannica.com/science/Lamarckism',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Simmons and Scheepers (1996) proposed that the giraffe\'s long neck evolved through sexual selection in male combat ("necks-for-sex"), challenging the competing-browsers hypothesis; later field studies gave mixed support, and the question remains debated.',
      title: 'Simmons R.E. & Scheepers L. (1996). Winning by a neck: sexual selection in the evolution of giraffe. The American Naturalist 148(5) (copy at the Giraffe Conservation Foundation\'s resource centre).',
      url: 'https://www.girafferesourcecentre.org/wpdm-package/winning-by-a-neck-sexual-selection-in-the-evolution-of-giraffe/',
      read: READ,
      authority: 'peer-reviewed',
    },
  ],
  simplifications: ['For 3-5, "boy giraffes push with their necks" stands for necking; natural selection is left to 9+.'],
  related: ['zebra-stripes', 'elephant-trunk', 'dinosaurs'],
  links: [SITES.natGeoKids, britannica('giraffe'), SITES.wwf],
};

const antsTeamwork: KidEntry = {
  id: 'ants-teamwork',
  module: 'Nature Connection',
  question: 'How do ants work together?',
  title: 'How Do Ants Work Together?',
  blurb: 'Colonies, jobs and smell trails: how ants find food, talk, walk in lines and work as a team.',
  triggers: [['anthill*'], ['ant', 'colony'], ['ant', 'together'], ['ant', 'line'], ['ant', 'trail'], ['ant', 'queen'], ['ant', 'nest'], ['ant', 'talk'], ['ant', 'communicat*'], ['ant', 'follow*'], ['ant', 'food'], ['ant', 'team*'], ['ant', 'job'], ['ant', 'where', 'go'], ['ant', 'work']],
  quickAnswer: {
    '3-5': 'Ants live in big families called colonies. Each ant has a job. Some find food. Some care for babies. Ants leave a smell on the ground. Other ants follow the smell to the food. That is why ants walk in a line!',
    '6-8': 'Ants live in big groups called colonies. The queen lays the eggs. Worker ants do all the other jobs: finding food, caring for young, digging tunnels and guarding the nest. Ants "talk" with smells. When an ant finds food, it leaves a scent trail back home. Other ants follow it and make the trail stronger. No ant is the boss, but together they get big jobs done.',
    '9-12': 'An ant colony works like one big team. The queen lays eggs, and thousands of worker ants share the work. Workers often change jobs as they age, from nursing young to foraging outside. Ants communicate mainly with chemicals called pheromones. A forager that finds food lays a pheromone trail home. Others follow it, and each one adds more scent, so the best routes get the strongest trails. Nobody gives orders. Simple rules followed by many ants add up to smart group behavior.',
    '13+': 'Ant colonies are a textbook case of self-organization. A queen, or several, lays eggs, and sterile female workers divide the labor: brood care, nest building, defense and foraging. In many species, tasks shift with age. Communication is largely chemical. Pheromones mark trails, raise alarms and identify nestmates, and touching antennae passes on scents and food. Trail-laying creates positive feedback: shorter routes are reinforced faster, while unused trails fade. No individual plans the colony\'s work. The coordinated behavior emerges from local interactions, which is why colonies are sometimes called superorganisms.',
  },
  takeaways: {
    little: ['Ants live in big families.', 'Each ant has a job.', 'Ants follow smell trails.'],
    young: ['Ants live in colonies with a queen and workers.', 'Workers share jobs like finding food and caring for young.', 'Ants use smell trails to show the way.'],
    older: ['Workers divide the jobs, and often change jobs with age.', 'Ants communicate with chemicals called pheromones.', 'Many ants following simple rules act smart as a group.'],
  },
  sections: [
    {
      title: 'A Colony With Jobs',
      little: 'The queen ant lays the eggs. The worker ants do the rest. Some dig. Some find food. Some look after the babies.',
      young: 'A colony has a queen and many workers. The queen\'s job is to lay eggs. Workers dig rooms, bring in food, feed the young and protect the nest. Worker ants are all females.',
      older: 'In most colonies, the queen lays all the eggs and the workers never do. Young workers often stay inside and care for eggs, larvae and pupae. Older workers go out to forage and defend the nest. This way, the riskiest jobs go to the ants with the least life left.',
      funFact: { title: 'Ant farmers', text: 'Leafcutter ants don\'t eat the leaves they carry. They use them to grow a fungus garden, and they eat the fungus.' },
    },
    {
      title: 'Smell Trails',
      little: 'An ant finds a crumb. On the way home, it leaves a smell. Sniff, sniff! The other ants follow the smell. Soon there is a long line.',
      young: 'When an ant finds food, it leaves a trail of scent on the way home. Other ants smell it with their feelers and follow it. Each one adds more scent. Soon there is a busy line of ants.',
      older: 'Ants smell with their antennae. A forager that finds food marks the path home with pheromones. Nestmates follow and reinforce it. When the food runs out, ants stop adding scent, and the trail fades away. That keeps the colony from wasting trips.',
      funFact: { title: 'Smell alarms', text: 'Some ants give off an alarm smell when danger is near, and other ants rush to help.' },
    },
    {
      title: 'Smart Together',
      young: 'No ant tells the others what to do. Each ant follows simple rules, like "follow the strongest smell." Together, they find the best paths and build big nests.',
      older: 'No ant sees the whole plan. But when thousands of ants follow simple rules, the colony finds short routes, shares food and builds complex nests. Some army ants even link their bodies to make living bridges.',
      funFact: { title: 'Living bridges', text: 'Army ants can hook onto each other to make bridges that the rest of the colony walks across.' },
    },
  ],
  deeper: {
    title: 'Pheromones and Self-Organization',
    content: 'Ants produce several kinds of pheromones from different glands, including trail, alarm and recognition signals. Trail pheromones evaporate, so trails need constant topping up. This gives the colony positive and negative feedback at once: good routes are reinforced, and poor or empty ones fade. Computer scientists copied this idea in "ant colony optimization" methods for finding short paths. Division of labor is flexible. If foragers are removed, younger workers can switch tasks sooner, so the colony adjusts to its needs.',
    funFact: { title: 'Learning from ants', text: 'Engineers use ant-inspired methods to plan delivery routes and send data through networks.' },
  },
  glossary: [
    { term: 'Colony', say: 'KOL-uh-nee', definition: 'A big group of ants that live and work together.' },
    { term: 'Queen', say: 'KWEEN', definition: 'The ant that lays the eggs in a colony.' },
    { term: 'Pheromone', say: 'FAIR-uh-mone', definition: 'A chemical smell an animal uses to send a message.' },
    { term: 'Antennae', say: 'an-TEN-ee', definition: 'The two feelers on an insect\'s head, used to smell and touch.' },
  ],
  tryIt: [{
    title: 'Follow the Trail',
    description: 'Play a smell-trail game, like ants.',
    steps: [
      'A grown-up makes a path of paper dots from a "nest" to a "crumb" toy.',
      'Be the first ant: follow the dots to the crumb.',
      'Each ant that follows adds one more dot to make the trail stronger.',
      'Carry the crumb home together!',
    ],
    note: 'Play with a grown-up in a clear space.',
    bands: ['3-5', '6-8'],
  }, {
    title: 'Watch an Ant Trail',
    description: 'Observe real ants working as a team.',
    steps: [
      'With a grown-up, find ants outdoors, on a path or near a crack.',
      'Place a small crumb of bread a little way from the line, and watch.',
      'Time how long until the first ant finds it, and how long until a line forms.',
      'Write down what you see. Then clean the crumb away.',
    ],
    note: 'Watch, don\'t touch: some ants can bite or sting. Keep food outdoors only.',
  }],
  analogies: [
    { title: 'A town without a mayor', content: 'An ant colony is like a busy town where everyone knows their job, but nobody is in charge.' },
  ],
  realWorld: [
    { title: 'Ant-inspired routes', content: 'Computer programs copy ant trails to find short routes for delivery trucks.' },
  ],
  engaging: [
    { question: 'What jobs does your family or class share?', context: 'Think of how sharing jobs gets more done.' },
    { question: 'How could a smell trail help you find your way?', context: 'What if the smell faded when you stopped using the path?' },
  ],
  quiz: [
    {
      question: 'What is a big ant family called?', right: 'A colony', wrong: ['A flock', 'A herd'],
      skill: 'vocabulary', support: ['colonies', 'a colony'],
    },
    {
      question: 'How do ants show each other the way to food?', right: 'They leave a smell trail', wrong: ['They draw a map', 'They sing a song'],
      skill: 'recall', support: ['follow the smell', 'scent trail', 'pheromone trail', 'smell trails'],
    },
    {
      question: 'What is the queen ant\'s main job?', right: 'Laying the eggs', wrong: ['Giving every ant orders', 'Guarding the door'],
      skill: 'recall', bands: ['6-8', '9-12', '13+'], support: ['the queen lays the eggs', 'the queen lays eggs', 'the queen\'s job is to lay eggs', 'lays eggs'],
    },
    {
      question: 'What happens to a trail when the food runs out?', right: 'It fades away', wrong: ['It gets stronger', 'It turns into a tunnel'],
      skill: 'cause-effect', bands: ['9-12', '13+'], support: ['the trail fades away', 'unused trails fade'],
    },
  ],
  sources: [
    {
      claim: 'Ants are social insects living in colonies with one or more egg-laying queens and many sterile female workers that divide tasks such as caring for the brood, building the nest, foraging and defense; ants communicate chiefly with chemical pheromones (trail, alarm and recognition signals) sensed with the antennae; leafcutter ants cultivate fungus gardens on cut leaves; army ants can form living bridges with their bodies.',
      title: 'Britannica: Ant',
      url: 'https://www.britannica.com/animal/ant',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: ['For 3-8, pheromones are "smells" and antennae are "feelers".'],
  related: ['bees-honey', 'spider-webs', 'food-chain'],
  links: [SITES.natGeoKids, britannica('ant'), SITES.smithsonian],
};

const bearsWinter: KidEntry = {
  id: 'bears-winter',
  module: 'Nature Connection',
  question: 'What do bears do in winter?',
  title: 'What Do Bears Do in Winter?',
  blurb: 'Fattening up, sleeping in a den without eating, and cubs born in the cold: how bears survive winter.',
  triggers: [['bear', 'winter'], ['bear', 'hibernat*'], ['bear', 'den'], ['bear', 'sleep'], ['hibernat*'], ['bear', 'cold']],
  quickAnswer: {
    '3-5': 'In fall, bears eat and eat. They get nice and fat. In winter, many bears go into a den. They sleep a long, long time. They do not eat at all! Mother bears have tiny cubs in the den.',
    '6-8': 'Many bears in cold places spend the winter in a den, like a cave or a hole under a tree. First, in fall, they eat lots of food and get fat. In the den, they sleep deeply for months and live off that fat. They do not eat or drink. Their hearts beat slowly. Mother bears even give birth to tiny cubs in the den. In spring, everyone comes out hungry.',
    '9-12': 'Before winter, bears in cold places eat huge amounts of berries, nuts and other food to build up fat. Then they go into a den and hibernate. Their heart rate and breathing slow way down, and their body temperature drops a little. For months, they don\'t eat, drink or go to the bathroom, living off their stored fat. Because their temperature stays fairly high, they can wake up if disturbed. Females give birth in the den and nurse the cubs there.',
    '13+': 'Bears in cold climates survive winter through hibernation, a state of greatly reduced metabolism. In late summer and fall they go through a phase of intense feeding and store large fat reserves. In the den, heart rate slows sharply, breathing slows, and metabolism falls far below normal. Body temperature drops only a few degrees, so bears stay more easily roused than small hibernators. Most bears do not eat, drink, urinate or defecate for months; they recycle waste products and keep muscle and bone with little loss. Cubs are born in the den in midwinter, tiny and helpless, and nurse until spring.',
  },
  takeaways: {
    little: ['Bears eat a lot in fall.', 'Many bears sleep in a den all winter.', 'Baby bears are born in the den.'],
    young: ['Bears get fat in fall.', 'They rest in a den and live off their fat.', 'Mother bears have cubs in the den.'],
    older: ['Bears build fat reserves before winter.', 'In hibernation their heart rate and breathing slow way down.', 'Not all bears hibernate: it depends on food and weather.'],
  },
  sections: [
    {
      title: 'Getting Ready',
      little: 'In fall, bears eat berries, roots and fish. Yum! They eat all day. They get big and fat for winter.',
      young: 'In late summer and fall, bears eat almost all day long. They gobble berries, nuts, roots and fish. The fat they store will keep them alive all winter.',
      older: 'Before denning, bears enter a feeding frenzy and can eat for most of the day. They pack on fat, which is stored energy. Then they find or dig a den: a cave, a hollow tree or a hole under roots.',
      funFact: { title: 'Winter bedding', text: 'Some bears line their dens with leaves, grass or branches, like making a bed.' },
    },
    {
      title: 'A Long Winter Rest',
      little: 'In the den, the bear sleeps and sleeps. Its heart beats slow. It does not eat. It does not go potty!',
      young: 'In the den, a bear\'s heart beats very slowly and it breathes slowly. It uses its fat for energy. It does not eat, drink or go to the bathroom for months. If something bothers it, it can still wake up.',
      older: 'Hibernating bears cut their energy use way down. Their heart rate drops, and they breathe only a few times a minute. Their body temperature falls only a little, so they can wake if disturbed. They live off fat for months without eating, drinking or going to the bathroom.',
      funFact: { title: 'Staying strong', text: 'Bears lie still for months, yet lose very little muscle or bone strength. Scientists study them to help people.' },
    },
    {
      title: 'Cubs in the Den',
      little: 'A mother bear has babies in the den. They are very tiny. They drink milk and grow. In spring, they come out to play.',
      young: 'Mother bears give birth in the den in the middle of winter. The cubs are tiny and can\'t see at first. They drink their mother\'s milk and grow. In spring, the family comes out together.',
      older: 'Cubs are born in midwinter, tiny, nearly hairless and with eyes closed. The mother nurses them in the den while she is still hibernating. By spring they are strong enough to follow her out. Not all bears den: some in warm places, with food all year, stay active in winter.',
      funFact: { title: 'Polar bear moms', text: 'Among polar bears, it is usually only pregnant females that spend the winter in a den.' },
    },
  ],
  deeper: {
    title: 'Hibernation Physiology',
    content: 'Whether bears count as true hibernators was once debated, because their body temperature falls only a few degrees. Small hibernators, by contrast, cool to near freezing. Today bears are widely described as hibernators, because their metabolism drops far below the level that temperature alone explains. During hibernation, bears recycle urea into protein, which helps them keep muscle. They also lose little bone despite months of inactivity. These adaptations interest medical researchers working on muscle wasting and bone loss.',
    funFact: { title: 'Not everyone sleeps', text: 'Polar bear males and non-pregnant females usually keep hunting on the sea ice through the winter.' },
  },
  glossary: [
    { term: 'Den', say: 'DEN', definition: 'A sheltered home, like a cave, where an animal rests.' },
    { term: 'Cub', say: 'KUB', definition: 'A baby bear.' },
    { term: 'Hibernate', say: 'HY-ber-nayt', definition: 'To spend the winter in a deep rest, using very little energy.' },
    { term: 'Metabolism', say: 'muh-TAB-uh-liz-um', definition: 'How fast a body uses energy.' },
  ],
  tryIt: [{
    title: 'Build a Bear Den',
    description: 'Make a cozy den for a toy bear.',
    steps: [
      'Find a box and some blankets with a grown-up.',
      'Make a cozy den for a toy bear.',
      'Feed the bear lots of pretend berries first. It is fall!',
      'Now tuck it in for winter. Shh! Wake it up in spring.',
    ],
    note: 'Just pretend food for the toy: this is a play game.',
    bands: ['3-5', '6-8'],
  }, {
    title: 'Slow Heart Challenge',
    description: 'Compare a busy body with a resting body.',
    steps: [
      'Sit still for two minutes, then count your breaths for one minute.',
      'Jump gently in place for one minute, then count again.',
      'Lie down for three minutes and count once more.',
      'Compare: a hibernating bear slows down far more than you can!',
    ],
    note: 'Stop if you feel dizzy or tired. Exercise where there is space, with a grown-up nearby.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A packed lunch for winter', content: 'A bear\'s fat is like a big packed lunch that has to last all winter long.' },
  ],
  realWorld: [
    { title: 'Bear-safe camping', content: 'In bear country, people store food in special boxes so hungry bears, especially in fall, are not drawn to camps.' },
  ],
  engaging: [
    { question: 'What other animals rest through the winter?', context: 'Think about bats, groundhogs, frogs and some insects.' },
    { question: 'Why do bears need to eat so much in fall?', context: 'How long must the fat last?' },
  ],
  quiz: [
    {
      question: 'What do bears do in fall to get ready for winter?', right: 'They eat lots and get fat', wrong: ['They fly to warm places', 'They grow a shell'],
      skill: 'sequence', support: ['they get nice and fat', 'eat lots of food and get fat', 'build up fat', 'they pack on fat', 'store large fat reserves'],
    },
    {
      question: 'Where do many bears spend the winter?', right: 'In a den', wrong: ['In a nest up a tree', 'In the ocean'],
      skill: 'recall', support: ['go into a den', 'in a den', 'in the den'],
    },
    {
      question: 'Where are bear cubs born?', right: 'In the den, in winter', wrong: ['In a nest in summer', 'In the water in spring'],
      skill: 'recall', support: ['tiny cubs in the den', 'give birth to tiny cubs in the den', 'give birth in the den', 'born in the den'],
    },
    {
      question: 'What does a bear live on while it hibernates?', right: 'Its stored fat', wrong: ['Snow it eats', 'Berries in the den'],
      skill: 'cause-effect', bands: ['9-12', '13+'], support: ['living off their stored fat', 'live off fat for months'],
    },
  ],
  sources: [
    {
      claim: 'Bears in cold regions fatten in late summer and fall and spend the winter in dens in a state of hibernation with greatly slowed heart rate and breathing but only a small drop in body temperature, so they can be roused; they do not eat, drink, urinate or defecate for months; cubs are born in the den in midwinter, small and helpless, and nurse until spring; bears in warm regions with food all year may stay active.',
      title: 'Britannica: Bear',
      url: 'https://www.britannica.com/animal/bear',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Among polar bears, pregnant females den through the winter to give birth, while males and non-pregnant females usually remain active on the sea ice.',
      title: 'Britannica: Polar bear',
      url: 'https://www.britannica.com/animal/polar-bear',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Hibernation is a state of reduced metabolism and inactivity in winter; bears hibernate with a modest fall in body temperature, unlike small hibernators that cool to near freezing, and recycle urea, preserving muscle and bone.',
      title: 'Britannica: Hibernation',
      url: 'https://www.britannica.com/science/hibernation',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: ['For 3-5, hibernation is "sleeping a long, long time"; the 6+ text explains it is a deep, slowed-down rest.'],
  related: ['birds-migrate', 'penguins-warm', 'seasons'],
  links: [SITES.natGeoKids, britannica('bear hibernation'), SITES.wwf],
};

const penguinsWarm: KidEntry = {
  id: 'penguins-warm',
  module: 'Nature Connection',
  question: 'How do penguins stay warm?',
  title: 'How Do Penguins Stay Warm?',
  blurb: 'How penguins keep warm and live in ice, snow and cold water without freezing: fat, packed feathers, huddling together.',
  triggers: [['penguin', 'warm*'], ['penguin', 'col*'], ['penguin', 'fre*'], ['penguin', 'huddl*'], ['penguin', 'ice*'], ['penguin', 'sno*'], ['penguin', 'fea*']],
  quickAnswer: {
    '3-5': 'Penguins have a thick layer of fat under their skin. They have lots of tight feathers, too. The feathers keep out wind and water. On very cold days, some penguins huddle close together. Snug and warm!',
    '6-8': 'Penguins have three big tricks. First, a thick layer of fat under the skin, called blubber, holds in heat. Second, they have lots of short, tightly packed feathers, with fluffy down underneath that traps warm air. They spread oil on the feathers to keep water out. Third, emperor penguins huddle together in big groups and take turns in the warm middle.',
    '9-12': 'Penguins keep warm with layers. Under the skin is a thick layer of fat. On top, they have more feathers than most birds, short and packed tightly, overlapping like roof tiles. Fluffy down at the base traps a layer of warm air. Oil from a gland near the tail makes the feathers waterproof. In their flippers and legs, warm blood flowing out heats cold blood flowing back, so little heat escapes. In the worst storms, emperor penguins huddle in tight crowds that slowly shuffle, so each bird gets a turn inside.',
    '13+': 'Penguin insulation works at several levels. A thick subcutaneous fat layer insulates and stores energy. The plumage is dense, with short, stiff, overlapping contour feathers over downy bases that trap still air. Preen oil waterproofs it. In the flippers and legs, countercurrent heat exchange lets outgoing arterial blood warm the returning venous blood, so the extremities stay cold and lose little heat. Behavior adds more. Emperor penguins breeding in the Antarctic winter form dense huddles that constantly reorganize, sharing the warm interior. Not all penguins face cold: some live near the equator and must avoid overheating.',
  },
  takeaways: {
    little: ['Penguins have a thick layer of fat.', 'Tight feathers keep out wind and water.', 'Penguins huddle to stay warm.'],
    young: ['A fat layer called blubber holds in heat.', 'Tight, oily feathers trap warm air and keep out water.', 'Emperor penguins huddle and take turns in the middle.'],
    older: ['Fat and dense, waterproof feathers insulate penguins.', 'Warm blood heats cold blood in their flippers and feet.', 'Huddling shares warmth in the coldest weather.'],
  },
  sections: [
    {
      title: 'A Warm Coat of Fat and Feathers',
      little: 'Under a penguin\'s skin is a thick layer of fat. It is like a warm blanket. On top are lots and lots of tight feathers.',
      young: 'A penguin wears two warm coats. Under its skin is a layer of fat called blubber. On top are many short feathers, packed tight like a puffy jacket. Fluffy down underneath traps warm air.',
      older: 'Penguins have a thick fat layer that slows heat loss, especially in icy water. Their feathers are short, stiff and overlap like tiles on a roof. Fluffy down at the bottom of each feather traps air warmed by the body.',
      funFact: { title: 'Oil for waterproofing', text: 'Penguins spread oil from a gland near their tail over their feathers, which keeps water out.' },
    },
    {
      title: 'The Big Huddle',
      little: 'On very cold days, emperor penguins stand close. Hundreds of them! They take turns in the warm middle. Shuffle, shuffle!',
      young: 'Emperor penguins live through very cold, windy winters. They stand close together in a big huddle. The middle is warm, so they slowly shuffle and take turns, so no one stays on the cold edge.',
      older: 'Emperor penguins breed in the Antarctic winter, in fierce wind and cold. They form tight huddles with hundreds of birds. The huddle keeps moving and slowly rearranges itself, so birds change places between the cold edge and the warm middle.',
      funFact: { title: 'Dads on duty', text: 'Emperor penguin fathers keep the egg warm on their feet, under a fold of skin, through the winter.' },
    },
    {
      title: 'Cold Feet on Purpose',
      young: 'A penguin\'s feet stay cold, but that is a good thing. Warm blood going down to the feet warms the cold blood coming back up. So the body keeps its heat.',
      older: 'In a penguin\'s flippers and legs, blood vessels lie side by side. Warm blood flowing out passes its heat to cold blood flowing back in. This is called countercurrent heat exchange. The feet stay just above freezing, and the body stays warm.',
      funFact: { title: 'Too warm sometimes', text: 'Some penguins live in warm places and pant or hold out their flippers to cool off.' },
    },
  ],
  deeper: {
    title: 'Insulation and Countercurrent Exchange',
    content: 'Penguin plumage is among the densest of any bird, and the trapped layer of still air is a key insulator on land. In water, where feathers compress and air is squeezed out, the fat layer matters more. Countercurrent heat exchange in the flippers and legs transfers heat from arteries to nearby veins, so extremities run cold and heat stays in the core. Emperor penguins in huddles can save a large share of their energy. That lets fasting males survive the long winter while they incubate the egg. Penguins near the equator face the opposite problem: shedding heat.',
    funFact: { title: 'Shared warmth', text: 'Inside a dense huddle it can become so warm that penguins step out to cool off.' },
  },
  glossary: [
    { term: 'Blubber', say: 'BLUB-er', definition: 'A thick layer of fat that keeps some animals warm.' },
    { term: 'Huddle', say: 'HUD-ul', definition: 'To crowd close together to share warmth.' },
    { term: 'Down', say: 'DOWN', definition: 'Soft, fluffy feathers that trap warm air.' },
    { term: 'Insulation', say: 'in-suh-LAY-shun', definition: 'A layer that keeps heat from escaping.' },
  ],
  tryIt: [{
    title: 'Penguin Huddle Game',
    description: 'Huddle like emperor penguins and take turns in the middle.',
    steps: [
      'Stand close together with family or friends.',
      'The ones in the middle are the warm penguins.',
      'Slowly shuffle around so everyone gets a turn in the middle.',
      'How does the middle feel compared with the edge?',
    ],
    note: 'Shuffle gently, with a grown-up, so nobody gets bumped.',
    bands: ['3-5', '6-8'],
  }, {
    title: 'Blubber Glove',
    description: 'Feel how a fat layer keeps the cold out.',
    steps: [
      'A grown-up fills a bowl with cold water and ice.',
      'Put a plastic bag over one hand and dip it in for a few seconds.',
      'Now a grown-up fills a bag with vegetable shortening. Put a second bag on your hand and push it into the middle of the shortening bag, like a glove.',
      'Dip again. Which hand feels the cold more slowly?',
    ],
    note: 'Take your hand out whenever it feels too cold. A grown-up sets up the ice water and the shortening.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A snowsuit with a built-in blanket', content: 'A penguin\'s feathers are like a snowsuit, and its fat is like a blanket sewn inside.' },
  ],
  realWorld: [
    { title: 'Puffy jackets', content: 'Down jackets keep people warm the same way a penguin\'s fluffy down does: by trapping warm air.' },
  ],
  engaging: [
    { question: 'How do you stay warm on a cold day?', context: 'Layers, hats, huddling under a blanket: which are like a penguin?' },
    { question: 'Why might a penguin\'s cold feet help it?', context: 'Think about heat leaking out onto the ice.' },
  ],
  quiz: [
    {
      question: 'What is under a penguin\'s skin that keeps it warm?', right: 'A thick layer of fat', wrong: ['A thin layer of snow', 'A second set of bones'],
      skill: 'recall', support: ['a thick layer of fat', 'thick layer of fat', 'thick fat layer'],
    },
    {
      question: 'Why do emperor penguins huddle?', right: 'To share warmth', wrong: ['To hide from the sun', 'To find fish'],
      skill: 'cause-effect', support: ['huddle close together', 'snug and warm', 'the middle is warm', 'sharing the warm interior', 'take turns in the warm middle', 'so each bird gets a turn inside'],
    },
    {
      question: 'What keeps water out of penguin feathers?', right: 'Oil from a gland', wrong: ['Sticky mud', 'Salt from the sea'],
      skill: 'recall', bands: ['6-8', '9-12', '13+'], support: ['oil from a gland', 'spread oil on the feathers', 'preen oil waterproofs'],
    },
  ],
  sources: [
    {
      claim: 'Penguins are insulated by a thick layer of fat and by dense, short, overlapping feathers waterproofed with oil from the preen gland; countercurrent heat exchange in the flippers and legs limits heat loss; emperor penguins breed during the Antarctic winter, males incubating the egg on their feet under a fold of skin and huddling in large groups; some species, such as the Galápagos penguin, live near the equator.',
      title: 'Britannica: Penguin',
      url: 'https://www.britannica.com/animal/penguin',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Emperor penguin huddles are dynamic: small coordinated steps travel through the huddle as waves, preventing jamming and letting the huddle slowly reorganize, so birds change places between the cold edge and the warm interior (Zitterbart et al., PLoS ONE, 2011).',
      title: 'Zitterbart D.P. et al. (2011). Coordinated movements prevent jamming in an emperor penguin huddle. PLoS ONE 6(6).',
      url: 'https://doi.org/10.1371/journal.pone.0020260',
      read: READ,
      authority: 'peer-reviewed',
    },
  ],
  simplifications: ['For 3-8, the penguin fat layer is called "blubber", a word mostly used for marine mammals.'],
  related: ['birds-fly', 'bears-winter', 'what-is-a-mammal'],
  links: [SITES.natGeoKids, britannica('penguin'), SITES.wwf],
};

const elephantTrunk: KidEntry = {
  id: 'elephant-trunk',
  module: 'Nature Connection',
  question: 'What does an elephant use its trunk for?',
  title: 'What Does an Elephant Use Its Trunk For?',
  blurb: 'A nose, a hand, a hose and a trumpet: how elephants smell, grab, drink and spray with a long trunk that has no bones.',
  triggers: [['elephant', 'trunk'], ['elephant', 'nose'], ['elephants', 'nose'], ['trunk', 'nose']],
  quickAnswer: {
    '3-5': 'An elephant\'s trunk is its nose! It can smell and breathe with it. It can also grab grass and pick fruit, like a hand. It sucks up water and squirts it into its mouth. It can even give hugs!',
    '6-8': 'An elephant\'s trunk is its nose and upper lip joined into one long, bendy tube. It has no bones, just lots and lots of muscles. Elephants use it to breathe and smell. They use it like a hand to pick up food. They suck up water and squirt it into their mouths, or spray it over their backs. They also use it to touch and greet each other, and to trumpet loudly.',
    '9-12': 'The trunk is a long, flexible nose joined with the upper lip, made of many muscles and no bones. It is a super tool. Elephants breathe and smell through it, and their sense of smell is excellent. At the tip, finger-like parts can pick up a single leaf. The trunk lifts heavy branches, pulls down food and sucks up water to squirt into the mouth. Elephants spray water or dust on their backs to cool off and protect their skin. They touch and greet each other with their trunks and use them to make loud calls.',
    '13+': 'The proboscis, or trunk, is a fusion of the nose and upper lip. It is a muscular hydrostat, like a tongue: it has no bones, and its muscles work against each other to bend, stretch and grip. It combines breathing, a keen sense of smell, touch and precise grasping. African elephants have two finger-like projections at the tip, and Asian elephants have one. Elephants drink by drawing water into the trunk and squirting it into the mouth. They also use it for dust-bathing and spraying, for social touch, and for producing trumpet calls.',
  },
  takeaways: {
    little: ['A trunk is a long nose.', 'It grabs food like a hand.', 'It squirts water into the mouth.'],
    young: ['The trunk is a nose and lip joined together.', 'It has many muscles and no bones.', 'Elephants use it to smell, eat, drink and greet.'],
    older: ['The trunk is a boneless, muscular nose and upper lip.', 'It can both lift heavy things and pick up tiny ones.', 'Elephants use it for smell, food, water, touch and sound.'],
  },
  sections: [
    {
      title: 'A Nose and a Hand',
      little: 'The trunk is a nose. Sniff! It can smell food far away. The tip can grab like fingers. It picks up grass and fruit.',
      young: 'Elephants breathe and smell through their trunks. Their sense of smell is very good. The tip of the trunk can grab things, like fingers, so elephants can pick up grass, fruit and even a peanut.',
      older: 'The tip of the trunk is very sensitive to touch. Elephants use it to feel, sniff and grab. They can wrap the trunk around a branch to rip it down, or pinch up a single small fruit.',
      funFact: { title: 'One finger or two', text: 'African elephants have two finger-like tips on their trunk. Asian elephants have one.' },
    },
    {
      title: 'Drinking and Bathing',
      little: 'An elephant sucks water up its trunk. Then it squirts it into its mouth. Splash! It can spray water on its back too.',
      young: 'An elephant does not drink through its trunk like a straw. It sucks water part way up, then squirts it into its mouth. It can spray water, mud or dust on its back to cool off and keep its skin safe.',
      older: 'To drink, an elephant draws water into its trunk, curls the trunk to its mouth and blows the water in. Spraying water, mud or dust over the body helps it cool down and protects the skin from sun and insects.',
      funFact: { title: 'A snorkel', text: 'When elephants swim in deep water, they can hold up their trunks to breathe like a snorkel.' },
    },
    {
      title: 'Hugs and Trumpets',
      little: 'Elephants touch each other with their trunks. It is like a hug. They can trumpet loud too. Toot!',
      young: 'Elephants touch each other with their trunks to say hello and to comfort each other. A mother calms her baby with her trunk. Elephants can also blast a loud trumpet call through the trunk.',
      older: 'Trunks are important for elephant friendships. Family members touch faces and twist trunks together in greeting. Mothers guide and comfort calves. Elephants trumpet through the trunk when they are excited, alarmed or calling to others.',
      funFact: { title: 'Learning to use it', text: 'Baby elephants can\'t control their trunks well at first. They flop them around and sometimes suck their trunk like a thumb.' },
    },
  ],
  deeper: {
    title: 'A Muscular Hydrostat',
    content: 'A muscular hydrostat has no skeleton. Its muscles are arranged lengthwise, in rings and across, and the tissue keeps a constant volume. So contracting one set of muscles makes another part lengthen or bend. Tongues and octopus arms work the same way. This gives the trunk both strength and fine control. Elephants can lift heavy logs, then pick up a single peanut. The nasal passages run the full length of the trunk, and the large smelling organ in the skull gives elephants an exceptional sense of smell.',
    funFact: { title: 'A robot trunk', text: 'Engineers have built soft robot arms inspired by the elephant\'s trunk.' },
  },
  glossary: [
    { term: 'Trunk', say: 'TRUNK', definition: 'An elephant\'s long nose and upper lip.' },
    { term: 'Muscle', say: 'MUSS-ul', definition: 'A body part that pulls to make things move.' },
    { term: 'Trumpet', say: 'TRUM-pit', definition: 'The loud call an elephant makes through its trunk.' },
    { term: 'Proboscis', say: 'pruh-BOSS-iss', definition: 'A long, bendy nose, like an elephant\'s trunk.' },
  ],
  tryIt: [{
    title: 'Trunk Pick-Up',
    description: 'Use an arm "trunk" to pick things up.',
    steps: [
      'Put one arm straight out in front of your nose. That is your trunk!',
      'Keep your other hand behind your back.',
      'Pick up a soft toy, a sock and a paper ball with your trunk hand only.',
      'Now make a loud trumpet sound. Toot!',
    ],
    note: 'Play with soft things in a clear space with a grown-up.',
    bands: ['3-5', '6-8'],
  }, {
    title: 'Boneless Bend',
    description: 'See how a boneless trunk can bend and grip.',
    steps: [
      'Blow up a long balloon only part way with a grown-up\'s help.',
      'Squeeze one side of it. What happens to the other side?',
      'Try to wrap the balloon around a cup and lift it gently.',
      'Explain how muscles squeezing in a trunk could make it bend and grip.',
    ],
    note: 'A grown-up should help with the balloon, and balloon bits go straight in the bin.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A tool kit on the face', content: 'A trunk is like a nose, a hand, a hose and a trumpet all packed into one.' },
  ],
  realWorld: [
    { title: 'Soft robots', content: 'Engineers copy the boneless trunk to build soft robot arms that can grab things gently.' },
  ],
  engaging: [
    { question: 'What would you do if your nose could pick things up?', context: 'Think about all the jobs your hands do.' },
    { question: 'Why might a trunk help an animal with a very heavy head?', context: 'An elephant can\'t easily bend down to the ground.' },
  ],
  quiz: [
    {
      question: 'What is an elephant\'s trunk?', right: 'Its nose and upper lip', wrong: ['A long extra leg', 'Its very long tail'],
      skill: 'recall', support: ['trunk is its nose', 'nose and upper lip', 'nose joined with the upper lip', 'fusion of the nose and upper lip'],
    },
    {
      question: 'How does an elephant drink water?', right: 'It squirts water into its mouth', wrong: ['It sips it like a straw', 'It soaks it in with its feet'],
      skill: 'recall', support: ['squirts it into its mouth', 'squirt it into their mouths', 'squirt into the mouth', 'squirting it into the mouth', 'blows the water in'],
    },
    {
      question: 'What is inside a trunk?', right: 'Many muscles and no bones', wrong: ['One long, hard bone', 'Only air and water'],
      skill: 'recall', bands: ['6-8', '9-12', '13+'], support: ['no bones, just lots and lots of muscles', 'many muscles and no bones', 'it has no bones'],
    },
  ],
  sources: [
    {
      claim: 'The elephant\'s trunk (proboscis) is a fusion of the nose and upper lip, without bones and with many muscles; it is used for breathing, smelling, touching, grasping, drinking (water is drawn up and squirted into the mouth), spraying water or dust, social touch and trumpeting; African elephants have two finger-like projections at its tip and Asian elephants one.',
      title: 'Britannica: Elephant',
      url: 'https://www.britannica.com/animal/elephant-mammal',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: ['For 3-5, the elephant "sucks water up its trunk"; the 6+ text explains that it does not drink through the trunk like a straw.'],
  related: ['giraffe-necks', 'what-is-a-mammal', 'dogs-sniff'],
  links: [SITES.natGeoKids, britannica('elephant'), SITES.wwf],
};

const firefliesGlow: KidEntry = {
  id: 'fireflies-glow',
  module: 'Nature Connection',
  question: 'How do fireflies glow?',
  title: 'How Do Fireflies Glow?',
  blurb: 'Bioluminescence: how fireflies, or lightning bugs, make their bottoms glow and blink at night, with light that is not hot.',
  triggers: [['firefl*'], ['lightning bug'], ['glow', 'bug'], ['glowworm*'], ['glow', 'worm'], ['bioluminesc*'], ['bug', 'light', 'up'], ['insect', 'glow']],
  quickAnswer: {
    '3-5': 'Fireflies are small bugs. The end of a firefly can light up! Stuff in its body mixes with air. That makes light. The light is not hot. Fireflies flash to find each other.',
    '6-8': 'Fireflies make their own light, called bioluminescence. At the end of a firefly\'s belly is a light organ. Inside it, special chemicals mix with oxygen from the air, and that makes light. The light is cool, not hot like a light bulb. Fireflies flash in patterns to find a partner. Each kind of firefly has its own flash code.',
    '9-12': 'Fireflies are beetles that make light by a chemical reaction, called bioluminescence. In the light organ near the tip of the abdomen, a chemical called luciferin reacts with oxygen. An enzyme called luciferase speeds it up. The reaction gives off light and almost no heat. Fireflies turn the flashes on and off by controlling the oxygen supply. Males fly and flash a pattern. Females of the same kind answer from the grass. Each species has its own timing and colour.',
    '13+': 'Firefly light comes from bioluminescence in a specialized light organ, the lantern, in the abdomen. The enzyme luciferase makes luciferin react with oxygen, powered by ATP, the cell\'s energy molecule. The product is left in an excited state and releases its energy as visible light. Almost all of the energy comes out as light rather than heat, which is why it is called cold light. Flashing is controlled by nerves that regulate oxygen reaching the light-producing cells. Flash patterns are species-specific courtship signals. Firefly larvae glow too, which may warn predators that they taste bad.',
  },
  takeaways: {
    little: ['Fireflies make their own light.', 'The light is not hot.', 'They flash to find each other.'],
    young: ['Fireflies make light with chemicals and oxygen.', 'Their light is cool, not hot.', 'Each kind of firefly has its own flash code.'],
    older: ['Luciferin, luciferase and oxygen make firefly light.', 'It is cold light: almost no energy is lost as heat.', 'Flash patterns are signals to find a mate.'],
  },
  sections: [
    {
      title: 'A Light Inside',
      little: 'A firefly has a light at the end of its body. Stuff inside it mixes with air. Then it glows! Blink, blink.',
      young: 'A firefly\'s light comes from the end of its belly. Special chemicals there mix with oxygen from the air. The mix gives off light. This is called bioluminescence, which means "living light."',
      older: 'Inside the light organ, luciferin reacts with oxygen with the help of the enzyme luciferase. The energy from the reaction comes out as light. Fireflies control the flash by letting oxygen in or holding it back.',
      funFact: { title: 'Not really flies', text: 'Fireflies are not flies at all. They are beetles, and they are also called lightning bugs.' },
    },
    {
      title: 'Flash Codes',
      little: 'Fireflies flash to say hello. A boy firefly flashes in the air. A girl firefly flashes back from the grass. They find each other!',
      young: 'Fireflies flash to find a partner. Males fly around flashing a pattern. A female of the same kind answers with her own flash. Each kind of firefly has its own code of long and short flashes.',
      older: 'Flash patterns are courtship signals. Each species has its own timing, length and colour of flash. A male signals while flying, and a female answers from the ground or a plant. Some females copy other species\' codes to lure males and eat them.',
      funFact: { title: 'Flashing together', text: 'In a few places, huge numbers of fireflies of one kind flash at the same time, lighting up the woods in waves.' },
    },
    {
      title: 'Cold Light',
      young: 'A light bulb gets hot. A firefly\'s light does not. Almost all of its energy turns into light. That is why it is called cold light.',
      older: 'An old-style light bulb turns most of its energy into heat. A firefly turns almost all of its energy into light, so its lantern stays cool. Scientists use the firefly\'s chemicals in labs to detect tiny amounts of life\'s energy molecule, ATP.',
      funFact: { title: 'Glowing babies', text: 'Firefly larvae glow too. Their glow may warn hungry animals that they taste bad.' },
    },
  ],
  deeper: {
    title: 'The Luciferin-Luciferase Reaction',
    content: 'In the firefly lantern, luciferase joins luciferin with ATP. The product then reacts with oxygen to form an excited molecule, oxyluciferin, which gives off a photon as it relaxes. The efficiency of this reaction is very high compared with most artificial light sources. Flash control involves nerve signals and nitric oxide, which may briefly open the oxygen supply to the light-producing cells. The luciferase gene is widely used in biology as a reporter: cells that switch it on glow, showing when a gene is active.',
    funFact: { title: 'Many glowing creatures', text: 'Bioluminescence is also found in some fungi, jellyfish, fish and many deep-sea animals.' },
  },
  glossary: [
    { term: 'Firefly', say: 'FIRE-fly', definition: 'A beetle that makes its own light.' },
    { term: 'Glow', say: 'GLOH', definition: 'To give off a soft, steady light.' },
    { term: 'Bioluminescence', say: 'by-oh-loo-mih-NESS-ens', definition: 'Light made by a living thing.' },
    { term: 'Oxygen', say: 'OK-sih-jen', definition: 'A gas in the air that living things need.' },
    { term: 'Enzyme', say: 'EN-zime', definition: 'A helper chemical in living things that makes reactions go faster.' },
  ],
  tryIt: [{
    title: 'Flashlight Firefly Talk',
    description: 'Send firefly flash codes with a flashlight.',
    steps: [
      'In a dim room, you and a grown-up each hold a flashlight.',
      'Make up a code: two short flashes means "Hello!"',
      'Flash your code. Can the grown-up flash it back?',
      'Try a new code with one long flash and one short flash.',
    ],
    note: 'Point flashlights at the wall or floor, never into someone\'s eyes.',
    bands: ['3-5', '6-8'],
  }, {
    title: 'Firefly Count',
    description: 'Watch and time real firefly flashes on a summer evening.',
    steps: [
      'On a warm summer evening, go outside with a grown-up just after sunset.',
      'Watch a dark, grassy spot and count flashes for one minute.',
      'Try to time one firefly\'s pattern: how many seconds between flashes?',
      'Write down the time, the weather and your count. Try again another night.',
    ],
    note: 'Watch instead of catching them, and keep lights low: bright lights confuse fireflies.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A glow stick', content: 'A firefly\'s light is a bit like a glow stick: two liquids inside meet and make light without heat.' },
  ],
  realWorld: [
    { title: 'Dark nights help', content: 'Fireflies need dark nights to see each other\'s flashes, so turning off outdoor lights helps them.' },
  ],
  engaging: [
    { question: 'What message would you send with flashes of light?', context: 'Make up your own flash code.' },
    { question: 'Why might a light that stays cool be useful?', context: 'Think of a bug that would burn with a hot light.' },
  ],
  quiz: [
    {
      question: 'Why do fireflies flash?', right: 'To find each other', wrong: ['To keep warm at night', 'To dry their wings'],
      skill: 'cause-effect', support: ['flash to find each other', 'flash to find a partner', 'flash in patterns to find a partner', 'signals to find a mate'],
    },
    {
      question: 'Is a firefly\'s light hot?', right: 'No, it is cool light', wrong: ['Yes, hot like a fire', 'Yes, hot like a stove'],
      skill: 'recall', support: ['the light is not hot', 'cool, not hot', 'cold light'],
    },
    {
      question: 'What is light made by living things called?', right: 'Bioluminescence', wrong: ['Photosynthesis', 'Reflection'],
      skill: 'vocabulary', bands: ['6-8', '9-12', '13+'], support: ['bioluminescence'],
    },
  ],
  sources: [
    {
      claim: 'Fireflies (lightning bugs) are beetles whose light organs in the abdomen produce flashes by bioluminescence: luciferin reacts with oxygen, catalysed by luciferase and powered by ATP; flash patterns are species-specific mating signals, males flying and females answering; some females mimic other species\' flashes to prey on males; larvae also glow; some species flash in synchrony.',
      title: 'Britannica: Firefly',
      url: 'https://www.britannica.com/animal/firefly',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Bioluminescence is light produced by living organisms through the luciferin-luciferase reaction; nearly all of the energy is released as light with very little heat ("cold light"); it occurs in fireflies, some fungi, jellyfish, fish and many deep-sea animals, and the luciferase gene is used as a reporter in biology.',
      title: 'Britannica: Bioluminescence',
      url: 'https://www.britannica.com/science/bioluminescence',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: ['For 3-5, "stuff inside mixes with air" stands for luciferin reacting with oxygen.'],
  related: ['bees-honey', 'nocturnal-animals', 'caterpillar-butterfly'],
  links: [SITES.natGeoKids, britannica('firefly'), SITES.smithsonian],
};

const wormsRain: KidEntry = {
  id: 'worms-rain',
  module: 'Nature Connection',
  question: 'Why do worms come out when it rains?',
  title: 'Why Do Worms Come Out When It Rains?',
  blurb: 'Why worms come out on wet sidewalks after rain: several ideas, from drowning to travel, and how worms breathe.',
  triggers: [['worm', 'rain*'], ['earthworm*', 'rain*'], ['earthworm*', 'come', 'out'], ['earthworm*', 'surface'], ['earthworm*', 'breath*'], ['worm', 'sidewalk'], ['worm', 'puddle'], ['worm', 'wet'], ['worm', 'come', 'out'], ['worm', 'driveway'], ['worm', 'pavement']],
  quickAnswer: {
    '3-5': 'After rain, we see worms on the path. Why? Scientists have a few ideas. Wet ground lets worms crawl far without drying out. Rain may fill their holes with water. Rain drops may sound like a digging animal, too.',
    '6-8': 'Nobody knows for sure, but scientists have several ideas. Worms breathe through their skin, which must stay damp. When it rains, the ground is wet, so worms can crawl far over the top without drying out. That is a fast way to find a new home or a mate. Rain can also flood their tunnels. And some think the drumming of raindrops feels like a digging mole, an animal that eats worms.',
    '9-12': 'Earthworms breathe through their moist skin, so they dry out fast in sun and wind. Wet weather gives them a safe time to travel above ground, which is much faster than tunneling. So they may use rainy nights to move to new places and find mates. Another idea is that water-filled soil holds less oxygen. But worms can live in water for quite a while, so this may not be the whole story. A third idea is that rain vibrations feel like a hunting mole. Scientists are still unsure, and more than one reason may be true.',
    '13+': 'Why earthworms surface during rain is not settled, and several hypotheses compete. Earthworms exchange gases through their moist skin and are at risk of drying out on the surface. Rain removes that risk, so surfacing may be a migration strategy: moving overland is far faster than burrowing, which helps dispersal and finding mates. The classic drowning idea is weak, because worms can survive submerged in oxygenated water. Waterlogged soil may still lower oxygen or raise carbon dioxide. A third idea links to research on worm grunting, where vibrations like those of digging moles drive worms to the surface. Raindrops might trigger the same escape.',
  },
  takeaways: {
    little: ['Worms come out when it rains.', 'Wet ground keeps their skin damp.', 'Scientists have a few ideas why.'],
    young: ['Worms breathe through damp skin.', 'Wet ground lets them travel without drying out.', 'Scientists have several ideas, not one sure answer.'],
    older: ['Rain lets worms travel fast above ground without drying out.', 'Flooding and rain vibrations are other possible reasons.', 'The question is still open; several reasons may work together.'],
  },
  sections: [
    {
      title: 'Skin That Must Stay Wet',
      little: 'A worm has no nose. It breathes through its skin! Its skin must stay wet. Dry sun is bad for worms.',
      young: 'Worms don\'t have lungs. They take in air through their skin, and the skin must be damp to work. On a sunny day, a worm above ground could dry out. So worms usually stay under the soil.',
      older: 'Earthworms have no lungs: oxygen passes through their thin, moist skin into their blood. Dry air or sunlight can dry them out quickly. That is why they usually stay in their burrows by day and come up at night or in damp weather.',
      funFact: { title: 'Slimy for a reason', text: 'A worm\'s slime helps keep its skin moist so it can breathe.' },
    },
    {
      title: 'Idea One: A Good Time to Travel',
      little: 'Crawling on top is fast. But it is only safe when it is wet. So rain is a good time to go!',
      young: 'Crawling over the ground is much faster than digging. Rain makes the top of the ground wet and safe. So worms may use rainy times to travel to new places or find other worms.',
      older: 'Tunneling is slow work. On wet ground, a worm can crawl much farther in one night. Scientists think worms may surface in rain to move to new areas and meet mates. This is one of the strongest ideas.',
      funFact: { title: 'Night crawlers', text: 'Some big earthworms are called night crawlers because they come up at night.' },
    },
    {
      title: 'More Ideas',
      little: 'Maybe rain fills the worm\'s hole. Maybe rain drops go tap, tap, like a mole digging. Moles eat worms!',
      young: 'Rain can fill worm tunnels with water. Worms can last a while in water, so they may not be escaping from drowning. Another idea: raindrops drumming on the ground may feel like a mole digging, and worms flee from moles.',
      older: 'The old idea was that worms come up to avoid drowning. But worms can live underwater for a while if the water has oxygen, so that may not be the main reason. Scientists have shown that worms rush up from vibrations like those of digging moles. Rain might feel similar. More research is needed.',
      funFact: { title: 'Worm charming', text: 'Some people make worms come up by making the ground vibrate. It is called worm grunting or worm charming.' },
    },
  ],
  deeper: {
    title: 'Competing Hypotheses',
    content: 'Hypotheses for rain surfacing include dispersal, low soil oxygen and predator avoidance. Dispersal says rain allows low-risk overland migration. Low oxygen says saturated soils lose oxygen and gain carbon dioxide. Predator avoidance says rain vibrations resemble digging moles. A 2008 study by Kenneth Catania, published in PLoS ONE, showed that the vibrations used in worm grunting trigger the same escape response as a digging mole. That supports the idea that worms react strongly to certain vibrations. Whether rain triggers this response is less clear. The hypotheses are not exclusive, and the balance may differ between species.',
    funFact: { title: 'Soil engineers', text: 'Earthworm tunnels let air and water into the soil, and their castings make it richer for plants.' },
  },
  glossary: [
    { term: 'Earthworm', say: 'URTH-wurm', definition: 'A long, soft animal that lives in soil.' },
    { term: 'Burrow', say: 'BUR-oh', definition: 'A tunnel or hole an animal digs to live in.' },
    { term: 'Hypothesis', say: 'hy-POTH-uh-sis', definition: 'An idea scientists test to see if it is true.' },
    { term: 'Vibration', say: 'vy-BRAY-shun', definition: 'A very fast shaking back and forth.' },
  ],
  tryIt: [{
    title: 'Worm Rescue Walk',
    description: 'Look for worms after rain and help them.',
    steps: [
      'After rain, go for a walk with a grown-up.',
      'Look for worms on the path. How many can you count?',
      'With a grown-up\'s OK, use a leaf to move a worm gently onto the soil.',
      'Wash your hands when you get home.',
    ],
    note: 'Be gentle, stay off the road, and wash your hands after touching soil or worms.',
    bands: ['3-5', '6-8'],
  }, {
    title: 'Rain Survey',
    description: 'Collect data to test the ideas.',
    steps: [
      'With a grown-up, pick a short stretch of sidewalk near grass.',
      'Count the worms there on dry days and on rainy days, at the same time of day.',
      'Note how hard it rained and whether it was day or night.',
      'Do your numbers support one idea more than another? What else would you need to know?',
    ],
    note: 'Go with a grown-up, stay off roads, and wash your hands afterwards.',
    bands: ['9-12', '13+'],
  }],
  analogies: [
    { title: 'A rainy-day highway', content: 'Wet ground is like a highway opening for worms: a fast, safe road that is closed when it is dry.' },
  ],
  realWorld: [
    { title: 'Gardeners love worms', content: 'Gardeners welcome earthworms, because their tunnels and castings help plants grow.' },
  ],
  engaging: [
    { question: 'Which idea do you think is best, and why?', context: 'Scientists argue for ideas using evidence.' },
    { question: 'How could you test whether rain sounds bring worms up?', context: 'Think of a way to make rain-like drumming on dry ground.' },
  ],
  quiz: [
    {
      question: 'How do worms breathe?', right: 'Through their damp skin', wrong: ['Through a tiny nose', 'Through big lungs'],
      skill: 'recall', support: ['breathes through its skin', 'breathe through their skin', 'through their moist skin', 'through their thin, moist skin', 'through the skin'],
    },
    {
      question: 'Why is rain a good time for worms to travel?', right: 'Their skin won\'t dry out', wrong: ['The sun is brighter', 'Birds are asleep'],
      skill: 'cause-effect', support: ['without drying out', 'safe to go', 'wet and safe'],
    },
    {
      question: 'Do scientists know for sure why worms come out?', right: 'No, they have several ideas', wrong: ['Yes, only to stop drowning', 'Yes, only to get a drink'],
      skill: 'inference', support: ['scientists have a few ideas', 'nobody knows for sure', 'scientists are still unsure', 'not settled'],
    },
  ],
  sources: [
    {
      claim: 'Earthworms have no lungs and exchange gases through their moist skin, which slime helps keep wet; they dry out easily, live in burrows and surface at night or in wet weather; their burrowing aerates soil and their castings enrich it; large species are called night crawlers.',
      title: 'Britannica: Earthworm',
      url: 'https://www.britannica.com/animal/earthworm',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Kenneth Catania (Vanderbilt University; PLoS ONE, 2008) showed that "worm grunting" vibrations drive earthworms to the surface just as the vibrations of digging moles do, suggesting people unknowingly mimic a predator.',
      title: 'Catania K.C. (2008). Worm grunting, fiddling, and charming: humans unknowingly mimic a predator to harvest bait. PLoS ONE 3(10).',
      url: 'https://doi.org/10.1371/journal.pone.0003472',
      read: READ,
      authority: 'peer-reviewed',
    },
  ],
  simplifications: ['For 3-5, the ideas are given as "maybe": travel when it is wet, flooded holes, and rain that sounds like a digging mole.'],
  related: ['food-chain', 'seeds-grow', 'where-rain-comes-from'],
  links: [SITES.natGeoKids, britannica('earthworm'), SITES.smithsonian],
};

const octopusHide: KidEntry = {
  id: 'octopus-hide',
  module: 'Nature Connection',
  question: 'How do octopuses hide?',
  title: 'How Do Octopuses Hide?',
  blurb: 'Colour-changing skin, camouflage, squeezing into small cracks and squirting ink to escape predators like sharks.',
  triggers: [['octopus', 'hide'], ['octopi', 'hide'], ['octopus', 'camouflag*'], ['octopus', 'ink'], ['octopus', 'colo*'], ['octopus', 'squeez*'], ['octopus', 'disguise*'], ['cuttlefish', 'hide'], ['cuttlefish', 'camouflag*'], ['squid', 'ink']],
  quickAnswer: {
    '3-5': 'An octopus can change colour fast. It can make its skin bumpy, like a rock. It has no bones. So it can squeeze into tiny cracks. If a fish chases it, it squirts ink. Then it zooms away!',
    '6-8': 'Octopuses are hiding experts. Their skin has tiny sacs of colour that open and close in a blink, so they can match sand, rocks or seaweed. They can also raise little bumps to make their skin look rough, like coral. An octopus has no bones, so it can squeeze into tiny cracks. And if a hunter gets close, it squirts a dark cloud of ink and jets away.',
    '9-12': 'An octopus has several ways to hide. Its skin holds many tiny colour sacs called chromatophores. Muscles stretch them open or squeeze them shut, so the octopus can change colour and pattern in a fraction of a second. It can also raise bumps on its skin to copy the texture of rocks or algae. With no bones, only a hard beak, it can squeeze through any gap bigger than that beak. When spotted, it can squirt ink to confuse a predator while it jets away.',
    '13+': 'Octopus camouflage combines colour, pattern, texture and posture. Chromatophores, elastic pigment sacs each ringed by muscles under direct nerve control, expand or contract within a fraction of a second. Reflective cells beneath them add whites and shimmering colours. Skin papillae can be raised to mimic the bumpy texture of rocks, coral or seaweed. Boneless bodies fit into crevices limited only by the size of the hard beak. As a last defense, an ink sac releases a dark cloud that can confuse a predator and cover a jet-propelled escape. Some species carry shells for shelter or imitate other animals.',
  },
  takeaways: {
    little: ['An octopus can change colour fast.', 'It can squeeze into tiny cracks.', 'It squirts ink to get away.'],
    young: ['Tiny colour sacs in the skin help octopuses match what is around them.', 'They can make their skin bumpy like rocks.', 'They squeeze into cracks and squirt ink to escape.'],
    older: ['Chromatophores change skin colour in a fraction of a second.', 'Skin bumps copy the texture of rocks and algae.', 'A boneless body and an ink cloud help octopuses escape.'],
  },
  sections: [
    {
      title: 'Skin That Changes',
      little: 'An octopus has tiny bags of colour in its skin. They open and close. Now it is red. Now it is brown. Now it looks like sand!',
      young: 'Octopus skin is full of tiny colour sacs. Muscles pull them open to show more colour, or squeeze them small. The octopus can make stripes, spots or the colours of the sand in a blink.',
      older: 'Each chromatophore is a stretchy sac of pigment with tiny muscles around it. Nerves from the brain control the muscles directly, which is why the change is so fast. Together, the sacs work like pixels on a screen, making colours and moving patterns.',
      funFact: { title: 'Blushing and paling', text: 'Octopuses also change colour to show mood: many turn pale when scared and darker when excited.' },
    },
    {
      title: 'Bumps and Squeezes',
      little: 'An octopus can make bumps on its skin. It looks like a rock! It has no bones. So it can squeeze into a tiny hole.',
      young: 'An octopus can raise bumps on its skin to look like rough rock or seaweed. It has no bones at all. Its only hard part is a beak, so it can squeeze into any crack wider than its beak.',
      older: 'Muscles in the skin raise papillae, little bumps or spikes that copy the texture of what is nearby. Without a skeleton, an octopus can fold its body into narrow cracks and empty shells. Its beak is the only hard part that sets the limit.',
      funFact: { title: 'Escape artist', text: 'Octopuses in aquariums have squeezed out through small gaps in their tank lids.' },
    },
    {
      title: 'Ink and Jets',
      little: 'If a fish chases it, the octopus squirts dark ink. Whoosh! It shoots away. The fish can\'t see it.',
      young: 'If a hunter spots it, an octopus squirts a cloud of dark ink. The ink hides it and confuses the hunter. Then the octopus shoots away by squirting water, like a jet.',
      older: 'An ink sac stores a dark liquid. A puff of ink can block a predator\'s view or form a blob the predator attacks instead. Meanwhile, the octopus forces water out through its siphon to jet away.',
      funFact: { title: 'A coconut house', text: 'The veined octopus has been seen carrying coconut shell halves and using them as a shelter.' },
    },
  ],
  deeper: {
    title: 'Chromatophores, Papillae and Behavior',
    content: 'Cephalopod chromatophores differ from the colour cells of many animals because they are moved by muscles under direct nerve control. That allows very fast, patterned changes. Below them, iridophores and leucophores reflect light, producing iridescent colours and whites. Papillae let octopuses change skin texture. Camouflage is also behavioral: octopuses choose hiding places, change posture and move slowly to look like drifting seaweed. The veined octopus gathers coconut shells for shelter, and the mimic octopus seems to imitate other animals.',
    funFact: { title: 'Colour-blind masters', text: 'Most octopuses are thought to be colour-blind, yet they match colours well. Scientists are still studying how.' },
  },
  glossary: [
    { term: 'Octopus', say: 'OK-tuh-pus', definition: 'A soft sea animal with eight arms and no bones.' },
    { term: 'Camouflage', say: 'KAM-uh-flahzh', definition: 'Colours or shapes that help an animal blend in.' },
    { term: 'Chromatophore', say: 'kroh-MAT-uh-for', definition: 'A tiny sac of colour in the skin that can open and close.' },
    { term: 'Predator', say: 'PRED-uh-ter', definition: 'An animal that hunts other animals for food.' },
  ],
  tryIt: [{
    title: 'Hide the Paper Octopus',
    description: 'Make an octopus blend in.',
    steps: [
      'Draw or cut out a paper octopus with a grown-up.',
      'Colour it to match something in the room, like a rug or a book.',
      'Hide it on that thing.',
      'Can your family find it?',
    ],
    note: 'A grown-up helps with scissors.',
    bands: ['3-5', '6-8'],
  }, {
    title: 'Pixel Camouflage',
    description: 'See how tiny colour dots make a pattern, like chromatophores.',
    steps: [
      'On squared paper, draw a simple background: sand, rocks or seaweed.',
      'Outline an octopus shape on top.',
      'Fill each square of the octopus with the colour of the background square beside it.',
      'Step back: how well does it hide? Now change a few squares to make a warning pattern.',
    ],
    note: 'Coloured pencils or markers are all you need.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A living screen', content: 'Octopus skin works like a screen made of tiny coloured pixels that can change in a blink.' },
  ],
  realWorld: [
    { title: 'Camouflage materials', content: 'Engineers study octopus skin to design materials that change colour and texture.' },
  ],
  engaging: [
    { question: 'If you could change colour like an octopus, where would you hide?', context: 'Pick a place and think what colours and bumps you would need.' },
    { question: 'Why might having no bones be useful?', context: 'Think about cracks between rocks.' },
  ],
  quiz: [
    {
      question: 'How does an octopus escape from a hunter?', right: 'It squirts ink and jets away', wrong: ['It grows a hard shell', 'It buries itself in sand'],
      skill: 'recall', support: ['squirts a cloud of ink', 'squirts a dark cloud of ink', 'squirt ink', 'squirts dark ink', 'releases a dark cloud'],
    },
    {
      question: 'Why can an octopus squeeze into tiny cracks?', right: 'It has no bones', wrong: ['It can shrink its beak', 'It melts like jelly'],
      skill: 'cause-effect', support: ['it has no bones', 'with no bones', 'boneless bodies'],
    },
    {
      question: 'What are the tiny colour sacs in octopus skin called?', right: 'Chromatophores', wrong: ['Suction cups', 'Tentacle tips'],
      skill: 'vocabulary', bands: ['9-12', '13+'], support: ['chromatophores'],
    },
  ],
  sources: [
    {
      claim: 'Octopuses camouflage themselves with chromatophores (pigment sacs expanded by muscles under nerve control) and reflective cells, can raise skin papillae to change texture, have no skeleton so they can squeeze through gaps limited by the hard beak, and release ink from an ink sac while escaping by jet propulsion through the siphon; the veined octopus uses coconut shells as shelter and the mimic octopus imitates other animals.',
      title: 'Britannica: Octopus',
      url: 'https://www.britannica.com/animal/octopus-mollusk',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'The giant Pacific octopus is a master of disguise thanks to pigment cells, muscle fibres and nerves; elastic pigment cells under the skin are stretched open or squeezed shut to adjust skin colour; octopuses are molluscs without a shell apart from a parrot-like beak.',
      title: 'Monterey Bay Aquarium: Giant Pacific Octopus',
      url: 'https://www.montereybayaquarium.org/animals-and-exhibits/exhibits/giant-octopus',
      read: READ,
      authority: 'museum',
    },
    {
      claim: 'The veined octopus (Amphioctopus marginatus) was observed in Indonesia carrying coconut shell halves and assembling them as shelter (Finn, Tregenza and Norman, Current Biology, 2009).',
      title: 'Finn J.K., Tregenza T. & Norman M.D. (2009). Defensive tool use in a coconut-carrying octopus. Current Biology 19(23).',
      url: 'https://doi.org/10.1016/j.cub.2009.10.052',
      read: READ,
      authority: 'peer-reviewed',
    },
  ],
  simplifications: ['For 3-5, chromatophores are "tiny bags of colour".'],
  related: ['chameleon-colour', 'fish-breathe', 'sharks-find-food'],
  links: [SITES.natGeoKids, britannica('octopus'), SITES.oceanService],
};

const flamingosPink: KidEntry = {
  id: 'flamingos-pink',
  module: 'Nature Connection',
  question: 'Why are flamingos pink?',
  title: 'Why Are Flamingos Pink?',
  blurb: 'How shrimp and other food turn these birds pink, and why their babies are gray.',
  triggers: [['flamingo*', 'pink'], ['flamingo*', 'colo*'], ['bird', 'pink'], ['pink', 'bird*']],
  quickAnswer: {
    '3-5': 'Flamingos are pink because of what they eat! They eat tiny shrimp and tiny plants. The food has pink in it. The pink goes into their feathers. Baby flamingos are gray at first.',
    '6-8': 'Flamingos get their pink colour from their food. They eat tiny shrimp-like animals and tiny plants called algae. These foods have natural colours called carotenoids. Carrots get their orange from the same kind of colour. A flamingo\'s body puts these colours into its feathers, skin and legs. Chicks hatch gray or white. They turn pink as they eat. A flamingo that gets less of this food turns paler.',
    '9-12': 'Flamingos are pink because of pigments in their diet. They filter-feed on algae and small animals such as brine shrimp, which are rich in carotenoids, red, orange and yellow pigments. The flamingo\'s liver processes these pigments, and the body deposits them in growing feathers, skin and legs. Chicks are grayish white and take a few years to reach full colour. In zoos, flamingos get food with added carotenoids to stay pink. Brighter birds may also attract mates more easily.',
    '13+': 'Flamingo coloration is diet-derived. Flamingos filter-feed with their head upside down, straining algae, diatoms and invertebrates such as brine shrimp through comb-like plates called lamellae. These foods contain carotenoid pigments. The birds metabolize them and deposit the resulting pigments in feathers, skin and the yolk of their eggs. Without them, new feathers grow in pale. Chicks are gray and gain pink plumage over their first years. Zoos add carotenoids to the diet to keep their birds pink. Colour intensity may also signal a bird\'s condition to possible mates.',
  },
  takeaways: {
    little: ['Flamingos are pink from their food.', 'The colour goes into their feathers.', 'Baby flamingos are gray.'],
    young: ['Flamingo food has natural pink and orange colours.', 'The colours end up in their feathers.', 'Chicks are gray and turn pink as they eat.'],
    older: ['Carotenoids in algae and brine shrimp make flamingos pink.', 'The body deposits these pigments in feathers, skin and legs.', 'Without them, new feathers grow in pale.'],
  },
  sections: [
    {
      title: 'You Are What You Eat',
      little: 'Flamingos eat tiny shrimp and tiny plants. The food has pink in it. A flamingo eats lots and lots. Then it turns pink!',
      young: 'Flamingos eat tiny shrimp-like animals and algae. These foods hold natural colours called carotenoids. When the flamingo eats them, the colours travel into its new feathers.',
      older: 'Carotenoids are red, orange and yellow pigments made by algae and plants. Brine shrimp and other small animals pick them up by eating algae. Flamingos eat both, and their bodies move the pigments into feathers, skin and legs.',
      funFact: { title: 'Carrot colours', text: 'Carotenoids are also what make carrots orange and tomatoes red.' },
    },
    {
      title: 'Gray Babies',
      little: 'Baby flamingos are gray and fluffy. They are not pink yet. As they grow and eat, they turn pink.',
      young: 'Flamingo chicks hatch fluffy and gray or white. It takes a few years of eating pink food for them to get bright pink feathers.',
      older: 'Chicks have grayish-white down. As they grow and eat carotenoid-rich food, new feathers come in pinker. Full adult colour takes a few years.',
      funFact: { title: 'Red milk', text: 'Flamingo parents feed chicks a special milk-like liquid from their throat, and it is red-tinged.' },
    },
    {
      title: 'Upside-Down Eating',
      young: 'Flamingos eat with their heads upside down in the water. Their beaks work like strainers. They keep the food and push out the mud and water.',
      older: 'A flamingo feeds with its head upside down. It pumps water through its bill with its tongue. Fringed plates along the bill work like a sieve, trapping algae and tiny animals while water flows out.',
      funFact: { title: 'One-leg rest', text: 'Flamingos often rest standing on one leg.' },
    },
  ],
  deeper: {
    title: 'Carotenoid Coloration',
    content: 'Flamingos can\'t make carotenoids. They obtain them from food and convert some of them in the liver into the pigments deposited in feathers. Because feathers are replaced by molting, a bird on a poor diet grows paler feathers over time. Coloration varies between species and with diet: some flamingos are pale pink, others deep red-orange. Brighter colour may advertise good health to possible mates. Zoos feed carotenoid supplements so their flocks stay pink.',
    funFact: { title: 'Pink eggs inside', text: 'Flamingos also pass carotenoids into the yolks of their eggs.' },
  },
  glossary: [
    { term: 'Flamingo', say: 'fluh-MING-goh', definition: 'A tall pink bird with long legs and a bent beak.' },
    { term: 'Algae', say: 'AL-jee', definition: 'Tiny plant-like living things that grow in water.' },
    { term: 'Carotenoid', say: 'kuh-ROT-uh-noyd', definition: 'A natural red, orange or yellow colour found in foods like carrots.' },
    { term: 'Pigment', say: 'PIG-ment', definition: 'Something that gives colour.' },
  ],
  tryIt: [{
    title: 'Turn a Flamingo Pink',
    description: 'Show how food colours a flamingo.',
    steps: [
      'Draw a flamingo outline on white paper.',
      'Draw pink "shrimp" dots in a pond next to it.',
      'For every shrimp your flamingo "eats", colour a bit of it pink.',
      'Keep going until it is all pink!',
    ],
    note: 'Crayons or markers are all you need.',
    bands: ['3-5', '6-8'],
  }, {
    title: 'Colour Soak',
    description: 'Watch a pigment move into something white.',
    steps: [
      'With a grown-up, put a few drops of red food colouring in a cup of water.',
      'Put a white paper towel strip or a white flower stem into the cup.',
      'Check it after an hour and the next day.',
      'Compare: how is this like carotenoids moving into new flamingo feathers? How is it different?',
    ],
    note: 'A grown-up handles the food colouring. It can stain, so cover the table.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'Colour from the inside', content: 'A flamingo getting pink from food is a bit like a white cloth slowly soaking up colour from dyed water.' },
  ],
  realWorld: [
    { title: 'Zoo menus', content: 'Zoo keepers add natural colours to flamingo food so their birds stay pink.' },
  ],
  engaging: [
    { question: 'What foods do you know that are orange or red?', context: 'Many get their colour from carotenoids.' },
    { question: 'What would happen to a flamingo that ate only white food?', context: 'Think about its new feathers.' },
  ],
  quiz: [
    {
      question: 'Why are flamingos pink?', right: 'Because of the food they eat', wrong: ['They get sunburned a lot', 'They are born bright pink'],
      skill: 'cause-effect', support: ['pink because of what they eat', 'get their pink colour from their food', 'because of pigments in their diet', 'diet-derived'],
    },
    {
      question: 'What colour are flamingo babies?', right: 'Gray or white', wrong: ['Bright pink', 'Blue and green'],
      skill: 'recall', support: ['baby flamingos are gray', 'chicks hatch gray or white', 'grayish white', 'chicks are gray'],
    },
    {
      question: 'What are the natural colours in flamingo food called?', right: 'Carotenoids', wrong: ['Chlorophyll', 'Melanin'],
      skill: 'vocabulary', bands: ['6-8', '9-12', '13+'], support: ['carotenoids'],
    },
  ],
  sources: [
    {
      claim: 'Flamingos feed with the head upside down, filtering algae, diatoms and small invertebrates such as brine shrimp through lamellae in the bill; their pink to red colour comes from carotenoid pigments in this food; chicks are grayish and gain colour over a few years; parents feed chicks a red-tinged secretion from the crop; flamingos often rest on one leg; zoos add carotenoids to captive flamingos\' diet to keep them pink.',
      title: 'Britannica: Flamingo',
      url: 'https://www.britannica.com/animal/flamingo',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: ['For 3-5, "tiny shrimp and tiny plants" stand for brine shrimp and algae.'],
  related: ['birds-fly', 'food-chain', 'color-mixing'],
  links: [SITES.natGeoKids, britannica('flamingo'), SITES.smithsonian],
};

const camelsDesert: KidEntry = {
  id: 'camels-desert',
  module: 'Nature Connection',
  question: 'How do camels live in the desert?',
  title: 'How Do Camels Live in the Desert?',
  blurb: 'What is inside a camel hump (fat, not water), and how long eyelashes, wide feet and rare drinking help camels survive without getting thirsty.',
  triggers: [['camel*'], ['hump', 'camel*'], ['dromedar*'], ['bactrian']],
  quickAnswer: {
    '3-5': 'Camels are great at living in hot, dry places. Their hump is full of fat, not water. The fat is food for later. Camels can go a long time without a drink. Long lashes keep sand out of their eyes.',
    '6-8': 'A camel\'s hump stores fat, not water. When food is hard to find, the camel uses the fat for energy, and the hump gets smaller. Camels can go many days without drinking. Then they can drink a huge amount very fast. Their bodies waste very little water. Long eyelashes and nostrils that close keep out blowing sand. Wide, padded feet walk on sand without sinking.',
    '9-12': 'Camels are built to save water and energy. The hump is a store of fat, not water. Keeping fat in one place, instead of all over the body, also helps heat escape from the rest of the body. Camels lose very little water: their bodies can warm up during the hot day instead of sweating, and cool down at night. They make dry dung and little urine. When they find water, they can drink a very large amount in minutes. Bushy eyebrows, long lashes and closable nostrils guard against sand, and broad, padded feet spread their weight.',
    '13+': 'Camels tolerate heat and dehydration better than almost any other large mammal. The hump stores fat, which can be broken down for energy when food is scarce. Concentrating fat there, rather than under all the skin, helps the rest of the body shed heat. Camels let their body temperature rise by several degrees during the day, which delays sweating. They lose the heat at night. Their kidneys produce concentrated urine, and their dung is very dry. They can lose a large share of their body water and survive, then rehydrate in minutes. Double rows of eyelashes, closable nostrils and broad footpads suit them to sandy deserts.',
  },
  takeaways: {
    little: ['A camel\'s hump holds fat, not water.', 'Camels can go a long time without a drink.', 'Long lashes keep sand out.'],
    young: ['The hump stores fat for energy.', 'Camels waste very little water.', 'Their eyes, noses and feet are made for sand.'],
    older: ['The hump is fat, which also helps the body lose heat.', 'Camels save water by letting their body warm up by day.', 'They can drink a huge amount very fast when they find water.'],
  },
  sections: [
    {
      title: 'What Is in the Hump?',
      little: 'Lots of people think a hump holds water. It does not! It holds fat. The fat is like a lunch box for later.',
      young: 'Many people think camels keep water in their humps. They don\'t. The hump is a big lump of fat. When a camel can\'t find food, its body uses the fat, and the hump gets smaller and floppy.',
      older: 'The hump is fat tissue. When food is scarce, the camel breaks down this fat for energy and the hump shrinks and may flop over. After rest and good food it firms up again. Storing fat in one spot also leaves the rest of the body less insulated, so it loses heat more easily.',
      funFact: { title: 'One hump or two', text: 'Dromedary camels have one hump. Bactrian camels have two.' },
    },
    {
      title: 'Saving Water',
      little: 'Camels do not need a drink every day. When they find water, they drink and drink! Glug, glug!',
      young: 'Camels can go many days without drinking. They sweat very little and waste very little water in their pee and poop. When they do find water, they can drink a huge amount in just a few minutes.',
      older: 'Camels save water in many ways. They sweat only when very hot, because their body can warm up by day and cool at night. Their kidneys make very concentrated urine, and their dung is so dry it can be burned as fuel. They can then refill quickly, drinking a large amount in minutes.',
      funFact: { title: 'Water from food', text: 'When plants are green and juicy, camels can get much of the water they need from their food.' },
    },
    {
      title: 'Made for Sand',
      little: 'Camels have long lashes. Sand stays out of their eyes. They have big, soft feet. They do not sink in the sand.',
      young: 'Camels have two rows of long eyelashes to keep sand out of their eyes. They can close their nostrils in a sandstorm. Their wide, padded feet spread out so they don\'t sink into soft sand.',
      older: 'Sandstorms are no problem for a camel. A double row of eyelashes and bushy brows shield the eyes, and the nostrils can close. Broad, tough footpads spread the camel\'s weight on sand and protect against hot ground.',
      funFact: { title: 'Ships of the desert', text: 'Camels have carried people and goods across deserts for thousands of years, earning the name "ships of the desert."' },
    },
  ],
  deeper: {
    title: 'Thermoregulation and Water Balance',
    content: 'Camels are adaptive heterotherms: body temperature is allowed to drift upward through the day and fall at night. Heat stored by day is lost at night without using water. Camels tolerate dehydration that would kill most mammals, in part because their blood plasma volume is well maintained. Their oval red blood cells keep flowing when the blood thickens, and they can swell without bursting when the camel rehydrates quickly. The kidneys concentrate urine strongly, and the nasal passages recapture moisture from exhaled air.',
    funFact: { title: 'Oval blood cells', text: 'Camels are among the few mammals with oval-shaped red blood cells, instead of round ones.' },
  },
  glossary: [
    { term: 'Hump', say: 'HUMP', definition: 'The big lump on a camel\'s back, made of fat.' },
    { term: 'Desert', say: 'DEZ-ert', definition: 'A very dry place that gets little rain.' },
    { term: 'Fat', say: 'FAT', definition: 'Stored energy in an animal\'s body.' },
    { term: 'Dehydration', say: 'dee-hy-DRAY-shun', definition: 'When a body has lost too much water.' },
  ],
  tryIt: [{
    title: 'Camel Feet',
    description: 'See why wide feet don\'t sink in sand.',
    steps: [
      'Fill a tray with sand or flour, with a grown-up.',
      'Press one finger into it. It sinks deep!',
      'Now press your flat hand in, just as hard. Does it sink as much?',
      'Wide feet are like your flat hand!',
    ],
    note: 'Do this on a tray with a grown-up, and wash your hands after.',
    bands: ['3-5', '6-8'],
  }, {
    title: 'Lashes and Sandstorms',
    description: 'Model how a camel keeps sand out of its eyes.',
    steps: [
      'Draw two eyes on a paper plate and stand it up in a tray.',
      'Tape a fringe of paper strips above one eye as "lashes."',
      'Gently blow a spoonful of dry rice or sand toward the plate with a straw, with a grown-up watching.',
      'Which eye gets more grains? Explain how lashes help a camel.',
    ],
    note: 'Blow gently, away from faces. A grown-up helps and clears up the grains.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A backpack of snacks', content: 'A camel\'s hump is like carrying a backpack full of snacks, not a backpack full of water bottles.' },
  ],
  realWorld: [
    { title: 'Desert travel', content: 'People in desert lands have used camels to carry loads, give milk and travel for a very long time.' },
  ],
  engaging: [
    { question: 'How would you save water if you lived in a desert?', context: 'Think of how camels waste very little.' },
    { question: 'Why might fat in one hump help a camel stay cool?', context: 'Think about wearing a coat on just your back.' },
  ],
  quiz: [
    {
      question: 'What is inside a camel\'s hump?', right: 'Fat', wrong: ['Water', 'Sand'],
      skill: 'recall', support: ['full of fat, not water', 'stores fat, not water', 'a store of fat, not water', 'the hump is fat tissue', 'it holds fat'],
    },
    {
      question: 'How do long eyelashes help a camel?', right: 'They keep sand out of its eyes', wrong: ['They help it find water', 'They keep its head warm'],
      skill: 'cause-effect', support: ['keep sand out of their eyes', 'keep out blowing sand', 'guard against sand', 'shield the eyes', 'sand stays out of their eyes'],
    },
    {
      question: 'Why don\'t camels sink into the sand?', right: 'Their feet are wide and padded', wrong: ['Their legs are very short', 'They walk on their toes'],
      skill: 'cause-effect', bands: ['6-8', '9-12', '13+'], support: ['wide, padded feet', 'broad, padded feet', 'broad footpads', 'broad, tough footpads'],
    },
  ],
  sources: [
    {
      claim: 'The camel\'s hump is a store of fat, not water, used for energy when food is scarce (it shrinks and may flop over); concentrating fat in the hump reduces insulation elsewhere and helps heat loss; camels let body temperature rise during the day to reduce sweating, produce concentrated urine and dry dung, can go many days without drinking and then drink a large volume in minutes; double rows of eyelashes, closable nostrils and broad footpads suit them to sand; the dromedary has one hump and the Bactrian camel two; camels have oval red blood cells; they have been used to carry people and goods across deserts for thousands of years.',
      title: 'Britannica: Camel',
      url: 'https://www.britannica.com/animal/camel',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: ['For 3-5, the hump is "a lunch box for later" (stored energy).'],
  related: ['nocturnal-animals', 'penguins-warm', 'elephant-trunk'],
  links: [SITES.natGeoKids, britannica('camel'), SITES.smithsonian],
};

const kangarooPouch: KidEntry = {
  id: 'kangaroo-pouch',
  module: 'Nature Connection',
  question: 'How do kangaroos carry their babies?',
  title: 'How Do Kangaroos Carry Their Babies?',
  blurb: 'A tiny joey that lives and drinks milk in a warm pocket: how kangaroos and other marsupials carry their babies.',
  triggers: [['kangaroo*'], ['joey*'], ['pouch*', 'baby'], ['pouch*', 'animal*'], ['marsupial*'], ['wallab*']],
  quickAnswer: {
    '3-5': 'A mother kangaroo has a pocket on her tummy. It is called a pouch. Her baby is called a joey. When it is born, it is very, very tiny. It crawls into the pouch. It drinks milk and grows big and strong.',
    '6-8': 'A kangaroo baby, called a joey, is born tiny, about the size of a jelly bean. It has no fur and can\'t see. Right after birth, it crawls through its mother\'s fur into her pouch, a warm pocket on her belly. Inside, it drinks milk and grows for months. Later it pokes its head out, then hops out to explore, and jumps back in when it is scared or tired.',
    '9-12': 'Kangaroos are marsupials: mammals whose babies are born very early and finish growing in a pouch. A newborn joey is tiny, hairless and blind, but its front legs are strong. It climbs by itself through its mother\'s fur into the pouch. There it latches onto a teat and drinks milk for months. As it grows, it starts peeking out, then leaves the pouch for short trips. Eventually it gets too big and stays out, though it may still put its head in to drink.',
    '13+': 'Kangaroos are marsupials, mammals with a short pregnancy followed by a long period of development in the pouch. The newborn is tiny and undeveloped, except for strong forelimbs and a sense of smell. It climbs unaided from the birth canal to the pouch and attaches to a teat, which swells in its mouth. The joey develops inside for months, first leaving the pouch for brief trips and later permanently. A mother can nurse a young joey in the pouch and an older one at foot at the same time. Remarkably, she makes two different kinds of milk from different teats.',
  },
  takeaways: {
    little: ['A kangaroo baby is called a joey.', 'It lives in a pocket called a pouch.', 'It drinks milk and grows.'],
    young: ['A newborn joey is tiny and climbs into the pouch.', 'It drinks milk and grows there for months.', 'Older joeys hop out and jump back in.'],
    older: ['Kangaroos are marsupials: babies finish growing in a pouch.', 'The tiny newborn climbs to the pouch by itself.', 'A mother can make two kinds of milk at once.'],
  },
  sections: [
    {
      title: 'A Tiny Newborn',
      little: 'A new joey is so small! It has no fur. It can\'t see. But it has strong arms. It climbs up into the pouch.',
      young: 'A newborn joey is about the size of a jelly bean. It has no fur and its eyes are closed. But it has strong front legs. It climbs up its mother\'s belly, through the fur, into the pouch.',
      older: 'At birth, a joey is only partly developed. Its back legs are tiny, but its front legs are strong enough to pull it through the fur. It finds the pouch by itself, helped by its sense of smell, and attaches to a teat.',
      funFact: { title: 'A big climb', text: 'The joey\'s climb to the pouch takes only a few minutes, but it is a huge trip for such a tiny baby.' },
    },
    {
      title: 'Growing in the Pouch',
      little: 'The pouch is warm and safe. The joey drinks milk. It sleeps. It grows and grows!',
      young: 'Inside the warm pouch, the joey drinks its mother\'s milk and grows for months. Slowly it grows fur, opens its eyes and gets bigger. Then one day it pokes its head out to look around.',
      older: 'The pouch keeps the joey warm, protected and close to milk. Over several months it grows fur and its eyes open. It begins peeking out, then tumbling out for short trips, always returning to rest and drink.',
      funFact: { title: 'Head first, back in', text: 'A joey often dives back into the pouch head first, then turns around so its head pokes out.' },
    },
    {
      title: 'Hopping Out',
      little: 'When the joey is big, it hops out to play. If it is scared, it jumps back in! Then one day it is too big.',
      young: 'Older joeys hop out to eat grass and play, but they jump back in when they are scared or tired. At last they get too big for the pouch. Even then, they may stick their head in for a drink of milk.',
      older: 'Eventually the joey becomes too big for the pouch and leaves it for good. It stays near its mother and may still drink milk, reaching in with its head. Meanwhile, a new tiny joey may already be growing in the pouch.',
      funFact: { title: 'Other pouches', text: 'Koalas, wombats and opossums are marsupials too. Their babies also grow in pouches.' },
    },
  ],
  deeper: {
    title: 'Marsupial Reproduction',
    content: 'Marsupials have a short gestation, and most development happens during lactation rather than in the womb. Kangaroos can pause the development of an embryo, called embryonic diapause, when the pouch is occupied or conditions are poor. So a female may have an embryo on hold, a joey in the pouch and an older joey at foot at the same time. Each teat makes milk suited to its joey\'s age, so two different milks can flow at once. Marsupials live mainly in Australia and nearby islands, and opossums live in the Americas.',
    funFact: { title: 'Pause button', text: 'A mother kangaroo can keep a tiny embryo on pause until the pouch is free.' },
  },
  glossary: [
    { term: 'Joey', say: 'JOH-ee', definition: 'A baby kangaroo.' },
    { term: 'Pouch', say: 'POWCH', definition: 'A pocket of skin on a mother kangaroo\'s belly.' },
    { term: 'Marsupial', say: 'mar-SOO-pee-ul', definition: 'A mammal whose babies grow in a pouch.' },
    { term: 'Mammal', say: 'MAM-ul', definition: 'An animal with hair or fur that feeds its babies milk.' },
  ],
  tryIt: [{
    title: 'Joey in a Pouch',
    description: 'Carry a toy joey in a pouch.',
    steps: [
      'Put on a shirt or apron with a big front pocket, with a grown-up\'s help.',
      'Tuck a small soft toy in the pocket. That is your joey!',
      'Hop gently around the room like a mother kangaroo.',
      'Let the joey peek out. Now let it hop out and back in!',
    ],
    note: 'Hop gently in a clear space with a grown-up.',
    bands: ['3-5', '6-8'],
  }, {
    title: 'How Big at Birth?',
    description: 'Compare newborn sizes of different mammals.',
    steps: [
      'With a grown-up, find a jelly bean or a bean of similar size.',
      'Look up roughly how big a newborn kangaroo, a newborn human and a newborn deer are.',
      'Draw them side by side, and draw the adult next to each.',
      'Why might a marsupial be born so small? Write your idea.',
    ],
    note: 'Use a trusted zoo or museum site to look up sizes. The bean is for looking at only.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A built-in baby carrier', content: 'A pouch is like a baby carrier that is part of the mother\'s body.' },
  ],
  realWorld: [
    { title: 'Caring for orphan joeys', content: 'Wildlife carers raise orphaned joeys in cloth bags that act like a pouch.' },
  ],
  engaging: [
    { question: 'How do people carry their babies?', context: 'Think of slings, carriers and strollers.' },
    { question: 'Why might a pouch be a good place for a tiny baby?', context: 'Think about warmth, safety and milk.' },
  ],
  quiz: [
    {
      question: 'What is a baby kangaroo called?', right: 'A joey', wrong: ['A cub', 'A calf'],
      skill: 'vocabulary', support: ['her baby is called a joey', 'called a joey', 'joey'],
    },
    {
      question: 'Where does a joey grow after it is born?', right: 'In its mother\'s pouch', wrong: ['In a nest of leaves', 'In an egg'],
      skill: 'recall', support: ['crawls into the pouch', 'into her pouch', 'into the pouch', 'in a pouch'],
    },
    {
      question: 'How big is a newborn joey?', right: 'About jelly-bean size', wrong: ['About as big as a cat', 'About as big as its mom'],
      skill: 'recall', bands: ['6-8'], support: ['about the size of a jelly bean'],
    },
    {
      question: 'What are mammals that raise babies in a pouch called?', right: 'Marsupials', wrong: ['Reptiles', 'Amphibians'],
      skill: 'vocabulary', bands: ['9-12', '13+'], support: ['marsupials'],
    },
  ],
  sources: [
    {
      claim: 'Kangaroos are marsupials of Australia and nearby islands; the newborn joey is tiny (roughly jelly-bean sized), hairless and blind, climbs unaided through the mother\'s fur to the pouch and attaches to a teat; it remains in the pouch for months, later leaving for short trips and then permanently; a female can suckle a pouch young and a young at foot simultaneously, producing milk of different composition from different teats; embryonic diapause lets an embryo\'s development pause while the pouch is occupied.',
      title: 'Britannica: Kangaroo',
      url: 'https://www.britannica.com/animal/kangaroo',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Marsupials, including kangaroos, koalas, wombats and opossums, have a short gestation and most development occurs during lactation, usually in a pouch; they live mainly in Australia and nearby islands, with opossums in the Americas.',
      title: 'Britannica: Marsupial',
      url: 'https://www.britannica.com/animal/marsupial',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: ['For 3-5, the pouch is "a pocket on her tummy".'],
  related: ['what-is-a-mammal', 'penguins-warm', 'tadpole-frog'],
  links: [SITES.natGeoKids, britannica('kangaroo'), SITES.wwf],
};

const dogsSniff: KidEntry = {
  id: 'dogs-sniff',
  module: 'Nature Connection',
  question: 'Why do dogs sniff everything?',
  title: 'Why Do Dogs Sniff Everything?',
  blurb: 'A dog\'s super nose and sense of smell, and the news it reads when it sniffs everything on walks, even other dogs\' bottoms.',
  triggers: [['dog', 'sniff*'], ['puppy', 'sniff*'], ['dog', 'nose'], ['dog', 'scent'], ['dog', 'sme*', 'good'], ['dog', 'sme*', 'well'], ['dog', 'sen*', 'sme*'], ['dog', 'sme*', 'everything'], ['dog', 'sme*', 'thing*'], ['dog', 'sme*', 'other'], ['dog', 'sme*', 'better'], ['sniffer', 'dog'], ['dog', 'butt*'], ['dog', 'bottom*']],
  quickAnswer: {
    '3-5': 'Dogs have a super nose! Smells tell dogs lots of things. A sniff can tell who walked by. It can tell where food is. Sniffing is how dogs learn about the world.',
    '6-8': 'A dog\'s nose is much, much better than yours. For a dog, smells are like news. One sniff of a tree can tell it which dogs passed by and how they were feeling. Dogs sniff food, people and other dogs to learn about them. That is why a dog on a walk wants to stop and sniff everything. Sniffing is how dogs "read" the world.',
    '9-12': 'Dogs explore the world mostly through smell. Their noses have far more smell sensors than ours, and a bigger part of their brain handles smell. Inside the nose, a fold of tissue sends some air to a special smelling area, while the rest goes to the lungs. Smells carry information: which animals passed by, what they ate and even how they felt. When dogs sniff other dogs, they learn who they are. That is why sniffing on a walk is like reading the news.',
    '13+': 'Olfaction is the dog\'s dominant sense. A dog\'s nose has many times more olfactory receptors than a human\'s, and a proportionally larger part of the brain processes smell. Airflow inside the nose splits: part goes to a recess lined with olfactory tissue, and part to the lungs. Dogs can sniff in short bursts and breathe out through the side slits of the nostrils, so new scent keeps arriving. The vomeronasal organ detects chemical signals from other animals. Scents reveal identity, health and recent activity. This ability is why dogs are trained for search and rescue and for detection work.',
  },
  takeaways: {
    little: ['Dogs have a super nose.', 'Smells tell dogs who was there.', 'Sniffing is how dogs learn.'],
    young: ['A dog\'s nose is much better than ours.', 'Smells are like news for dogs.', 'Sniffing is how dogs learn about the world.'],
    older: ['Dogs have far more smell sensors than people.', 'Their noses send some air to a special smelling area.', 'Smells tell dogs who passed by and how they were.'],
  },
  sections: [
    {
      title: 'A Super Nose',
      little: 'Your nose can smell cookies. A dog\'s nose can smell so much more! It can smell things you can\'t smell at all.',
      young: 'A dog has many more smell sensors in its nose than you do. A big part of its brain works on smells. So a dog can smell things that you can\'t smell at all.',
      older: 'Dogs have many more smell receptors than people, and more of their brain is used for smell. They can pick out tiny amounts of a scent and tell mixed smells apart, like smelling each ingredient in a soup.',
      funFact: { title: 'Wet noses', text: 'A dog\'s wet nose helps catch smell particles from the air.' },
    },
    {
      title: 'Reading the News',
      little: 'A dog sniffs a tree. It can tell, "My friend was here!" Sniff, sniff. That is like reading a note.',
      young: 'When a dog sniffs a tree or a lamppost, it learns which dogs were there, and maybe how long ago. When dogs meet, they sniff each other to say hello and find out who the other dog is.',
      older: 'Dogs leave scent marks with urine, and glands give each dog its own smell. By sniffing, a dog learns which dogs passed, roughly when, and something about them. Nose-to-tail greetings between dogs are an exchange of information.',
      funFact: { title: 'Sniff walks', text: 'Letting a dog sniff on a walk is good for it, because smelling is how it explores.' },
    },
    {
      title: 'Noses at Work',
      little: 'Some dogs have jobs. They use their noses to find lost people. That is a big help!',
      young: 'Some dogs use their super noses for jobs. They help find lost people, sniff bags at airports and help farmers and scientists search for things.',
      older: 'Trained dogs search for missing people, detect explosives and banned items at airports and help scientists find rare animals by their droppings. Some are being studied for sniffing out signs of illness.',
      funFact: { title: 'Playing to work', text: 'Detection dogs train for a long time, and they are rewarded with play or treats when they find the right smell.' },
    },
  ],
  deeper: {
    title: 'How the Canine Nose Works',
    content: 'In dogs, inhaled air splits into two paths. One carries air to the lungs. The other carries it to an olfactory recess at the back of the nose, where scent molecules reach a large area of receptor-covered tissue. Exhaled air leaves through the side slits of the nostrils, so it does not blow away the scent in front. This lets dogs sample new air continuously. The vomeronasal organ, in the roof of the mouth, detects chemical signals related to other animals. The brain\'s olfactory bulb is large relative to brain size.',
    funFact: { title: 'First senses', text: 'Puppies are born with their eyes closed, so smell and touch guide them to their mother\'s milk.' },
  },
  glossary: [
    { term: 'Sniff', say: 'SNIF', definition: 'To breathe in quickly through the nose to smell.' },
    { term: 'Scent', say: 'SENT', definition: 'A smell, especially one an animal leaves behind.' },
    { term: 'Sense', say: 'SENS', definition: 'A way of noticing the world, like smell, sight or touch.' },
    { term: 'Olfaction', say: 'ol-FAK-shun', definition: 'The science word for the sense of smell.' },
  ],
  tryIt: [{
    title: 'Sniff Match',
    description: 'Use your nose like a dog.',
    steps: [
      'A grown-up puts a few safe smelly things in cups: an orange peel, a lemon peel, a cinnamon stick.',
      'Close your eyes.',
      'Sniff each cup gently. Can you guess what it is?',
      'A dog could smell these from much farther away!',
    ],
    note: 'A grown-up chooses only safe kitchen items and keeps cleaning products away. Just sniff gently.',
  }],
  analogies: [
    { title: 'A newspaper made of smells', content: 'A lamppost is like a newspaper for dogs: every smell is a message about who came by.' },
  ],
  realWorld: [
    { title: 'Sniffer dogs', content: 'Police, rescue teams and airports use trained sniffer dogs because their noses find things people can\'t.' },
  ],
  engaging: [
    { question: 'What smells tell you something?', context: 'Think of toast burning, rain coming or dinner cooking.' },
    { question: 'What could a dog learn from smelling your shoes?', context: 'Where have you walked today?' },
  ],
  quiz: [
    {
      question: 'Why do dogs sniff so much?', right: 'To learn about the world', wrong: ['To clean their noses', 'Because they are bored'],
      skill: 'cause-effect', support: ['sniffing is how dogs learn', 'sniffing is how dogs "read" the world', 'explore the world mostly through smell', 'olfaction is the dog\'s dominant sense'],
    },
    {
      question: 'What can a dog learn by sniffing a tree?', right: 'Which dogs passed by', wrong: ['How tall the tree is', 'What time it is'],
      skill: 'inference', support: ['who walked by', 'which dogs passed by', 'which dogs were there', 'which animals passed by', 'which dogs passed'],
    },
    {
      question: 'How is a dog\'s nose different from ours?', right: 'It has many more smell sensors', wrong: ['It has no smell sensors', 'It only smells food'],
      skill: 'recall', bands: ['6-8', '9-12', '13+'], support: ['many more smell sensors', 'far more smell sensors', 'many more smell receptors', 'many times more olfactory receptors'],
    },
  ],
  sources: [
    {
      claim: 'The dog\'s sense of smell is far more sensitive than a human\'s, with many more olfactory receptors and a larger olfactory brain region; dogs use scent to identify other dogs and people and are trained for tracking, search and rescue and detection work; puppies are born with eyes closed.',
      title: 'Britannica: Dog',
      url: 'https://www.britannica.com/animal/dog',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Craven, Paterson and Settles (2010) showed that in the dog nose inspired air splits into a respiratory path and a separate olfactory recess, and that expired air leaves through the lateral slots of the nostrils, so sniffing continually draws in new odour.',
      title: 'Craven B.A., Paterson E.G. & Settles G.S. (2010). The fluid dynamics of canine olfaction. Journal of the Royal Society Interface 7(47).',
      url: 'https://doi.org/10.1098/rsif.2009.0490',
      read: READ,
      authority: 'peer-reviewed',
    },
  ],
  simplifications: ['For 3-8, scent marks are "news" or "notes"; receptors are "smell sensors".'],
  related: ['dogs-wag-tails', 'cat-whiskers', 'nocturnal-animals'],
  links: [SITES.natGeoKids, britannica('dog sense of smell'), SITES.smithsonian],
};

const whatIsAMammal: KidEntry = {
  id: 'what-is-a-mammal',
  module: 'Nature Connection',
  question: 'What is a mammal?',
  title: 'What Is a Mammal?',
  blurb: 'Hair, milk and warm blood: what makes an animal a mammal, from bats and humans to whales, which are not fish, and platypuses, which lay eggs.',
  triggers: [['mammal*'], ['platypus*'], ['monotreme*'], ['warm', 'blooded'], ['warm-blooded']],
  quickAnswer: {
    '3-5': 'A mammal is an animal with hair or fur. Mammal moms feed their babies milk. Dogs, cats, cows and mice are mammals. Whales are mammals too! And so are you!',
    '6-8': 'Mammals are animals that have hair or fur and feed their babies milk. They breathe air with lungs and keep their bodies warm on their own. Most mammal babies are born, not hatched from eggs. Dogs, bats, elephants, whales and people are all mammals. A few strange ones, like the platypus, lay eggs but still make milk.',
    '9-12': 'Mammals are a group of animals with a backbone that share a few key features. Mothers feed their young with milk from mammary glands, which gives mammals their name. They have hair or fur at some point in life. They breathe with lungs and are warm-blooded, keeping a steady body temperature. Most give birth to live young. Marsupials, like kangaroos, raise tiny babies in a pouch. Monotremes, the platypus and echidnas, lay eggs. Mammals live almost everywhere: bats fly, and whales and dolphins live in the sea.',
    '13+': 'Mammals are vertebrates defined mainly by mammary glands that produce milk. Other shared traits include hair, three middle-ear bones and a lower jaw made of a single bone. They are endothermic, generating body heat internally, and most have a diaphragm and a four-chambered heart. Living mammals form three groups. Monotremes, the platypus and echidnas, lay eggs. Marsupials give birth to very undeveloped young that grow in a pouch. Placental mammals nourish the fetus through a placenta for longer. Mammals range from tiny shrews and bats to the blue whale, and include the only mammals that truly fly, bats.',
  },
  takeaways: {
    little: ['Mammals have hair or fur.', 'Mammal moms feed babies milk.', 'You are a mammal!'],
    young: ['Mammals have hair or fur and feed babies milk.', 'They breathe air and keep themselves warm.', 'Whales, bats and people are all mammals.'],
    older: ['Milk from mammary glands defines mammals.', 'They have hair, breathe with lungs and are warm-blooded.', 'Monotremes lay eggs; marsupials use pouches; most others are placental.'],
  },
  sections: [
    {
      title: 'Hair and Milk',
      little: 'Mammals have hair or fur. A dog has fur. You have hair! Mammal babies drink milk from their moms.',
      young: 'Every mammal has hair or fur at some time in its life. Even whales have a few hairs when they are born. And every mammal mother makes milk to feed her babies.',
      older: 'The name "mammal" comes from mammary glands, which make milk. Milk lets mothers feed their young before they can find food. Hair is the other big clue: fur keeps most mammals warm, and whiskers help them feel.',
      funFact: { title: 'Hairy whales', text: 'Some baby whales and dolphins are born with a few whiskers on their snouts.' },
    },
    {
      title: 'Warm Inside',
      little: 'Mammals keep warm inside. A snake needs the sun to warm up. A mouse does not. It makes its own heat!',
      young: 'Mammals make their own body heat, so they stay warm even when it is cold. That is called being warm-blooded. A lizard has to lie in the sun to warm up, but a mouse can stay warm on its own.',
      older: 'Mammals are warm-blooded, or endothermic: their bodies burn food to keep a steady temperature. This lets them stay active in the cold and at night. The cost is that they need to eat much more than a reptile of the same size.',
      funFact: { title: 'Birds too', text: 'Birds are warm-blooded too, but they have feathers instead of hair and lay eggs.' },
    },
    {
      title: 'Mammals Everywhere',
      little: 'Some mammals fly. Bats! Some swim. Whales! Some hop. Kangaroos! A platypus even lays eggs.',
      young: 'Mammals live almost everywhere. Bats fly in the sky. Whales and dolphins swim in the sea. Moles dig underground. Most mammal babies are born, but the platypus lays eggs!',
      older: 'Mammals have spread into nearly every habitat. Bats are the only mammals that truly fly. Whales, dolphins and seals live in the ocean, and moles live underground. Most are placental mammals. Marsupials, like kangaroos, raise tiny young in pouches. Monotremes, the platypus and echidnas, lay eggs.',
      funFact: { title: 'Biggest ever', text: 'The blue whale is a mammal, and it is the largest animal known to have lived.' },
    },
  ],
  deeper: {
    title: 'Defining Traits and Major Groups',
    content: 'Beyond milk and hair, mammals share skeletal features: a lower jaw of a single bone on each side and three middle-ear bones, two of which evolved from jaw bones of their ancestors. Most have a muscular diaphragm for breathing and a four-chambered heart. The three living groups differ in reproduction. Monotremes lay leathery eggs and secrete milk from skin patches without nipples. Marsupials have short pregnancies and long pouch development. Placental mammals rely on a placenta for a longer pregnancy. Whales are placental mammals whose ancestors lived on land.',
    funFact: { title: 'Ears from jaws', text: 'Two of the tiny bones in your middle ear evolved from jaw bones of ancient ancestors.' },
  },
  glossary: [
    { term: 'Mammal', say: 'MAM-ul', definition: 'An animal with hair or fur that feeds its babies milk.' },
    { term: 'Fur', say: 'FUR', definition: 'Thick, soft hair that covers many animals.' },
    { term: 'Warm-blooded', say: 'WARM-BLUD-id', definition: 'Able to keep the body warm on its own.' },
    { term: 'Marsupial', say: 'mar-SOO-pee-ul', definition: 'A mammal whose babies grow in a pouch.' },
    { term: 'Monotreme', say: 'MON-uh-treem', definition: 'A mammal that lays eggs, like the platypus.' },
  ],
  tryIt: [{
    title: 'Mammal or Not?',
    description: 'Sort animals into mammals and not mammals.',
    steps: [
      'With a grown-up, find pictures of animals: a dog, a fish, a bird, a whale, a frog, a cow.',
      'Ask: does it have hair or fur? Does its mom make milk?',
      'Put mammals in one pile and the others in another.',
      'Which one surprised you?',
    ],
    note: 'Use books or pictures with a grown-up.',
    bands: ['3-5', '6-8'],
  }, {
    title: 'Odd One Out',
    description: 'Test the mammal rules on tricky animals.',
    steps: [
      'List these animals: bat, penguin, dolphin, platypus, shark, kangaroo.',
      'For each, check: hair? milk? warm-blooded? eggs or live birth?',
      'Decide which are mammals, and explain the tricky ones.',
      'Write a one-sentence rule that works for every mammal.',
    ],
    note: 'Check your answers with a trusted encyclopedia or museum site.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A family checklist', content: 'Being a mammal is like passing a checklist: hair, milk, lungs, warm body. An animal that ticks the boxes is in the club.' },
  ],
  realWorld: [
    { title: 'Pets and farms', content: 'Most pets and farm animals, like dogs, cats, horses and cows, are mammals.' },
  ],
  engaging: [
    { question: 'Is a whale a fish or a mammal?', context: 'Does it breathe air and feed its babies milk?' },
    { question: 'What makes you a mammal?', context: 'Check yourself against the list.' },
  ],
  quiz: [
    {
      question: 'What do all mammal moms feed their babies?', right: 'Milk', wrong: ['Seeds', 'Bugs'],
      skill: 'recall', support: ['feed their babies milk', 'feed their young with milk', 'makes milk', 'produce milk'],
    },
    {
      question: 'Which of these is a mammal?', right: 'A whale', wrong: ['A shark', 'A frog'],
      skill: 'recall', support: ['whales are mammals too', 'whales and people are all mammals', 'whales, bats and people are all mammals', 'whales and dolphins'],
    },
    {
      question: 'What covers a mammal\'s body at some point in its life?', right: 'Hair or fur', wrong: ['Scales', 'Feathers'],
      skill: 'recall', support: ['hair or fur'],
    },
    {
      question: 'Which mammal lays eggs?', right: 'The platypus', wrong: ['The bat', 'The dolphin'],
      skill: 'recall', bands: ['6-8', '9-12', '13+'], support: ['the platypus, lay eggs', 'like the platypus, lay eggs', 'the platypus lays eggs', 'monotremes, the platypus and echidnas, lay eggs'],
    },
  ],
  sources: [
    {
      claim: 'Mammals are vertebrates distinguished by mammary glands that produce milk, hair, three middle-ear bones and a lower jaw of a single bone (the dentary); they are endothermic, most have a diaphragm and a four-chambered heart; living mammals are monotremes (platypus and echidnas, which lay eggs), marsupials and placental mammals; bats are the only mammals capable of true flight; whales, dolphins and seals live in the sea; the blue whale is the largest animal known to have lived.',
      title: 'Britannica: Mammal',
      url: 'https://www.britannica.com/animal/mammal',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: ['For 3-5, mammals are "animals with hair or fur whose moms feed babies milk"; egg-laying mammals are mentioned only as a surprise.'],
  related: ['kangaroo-pouch', 'whales-eat', 'bears-winter'],
  links: [SITES.natGeoKids, britannica('mammal'), SITES.smithsonian],
};

const sharksFindFood: KidEntry = {
  id: 'sharks-find-food',
  module: 'Nature Connection',
  question: 'How do sharks find food?',
  title: 'How Do Sharks Find Food?',
  blurb: 'How sharks find prey: smelling blood, hearing far away, feeling fish in the dark and sensing electric signals.',
  triggers: [['shark', 'food'], ['shark', 'find'], ['shark', 'hunt*'], ['shark', 'eat'], ['shark', 'sme*'], ['shark', 'sen*'], ['shark', 'prey'], ['shark', 'blood'], ['lorenzini']],
  quickAnswer: {
    '3-5': 'Sharks have great senses. They can smell food in the water. They can hear fish splashing far away. They can feel the water move. Up close, they can feel tiny zaps from a fish\'s body.',
    '6-8': 'Sharks use many senses to hunt. Their noses can smell tiny bits of food in the water. Their ears hear the sounds of wriggling fish from far away. A line along each side of their body feels water moving when a fish swims nearby. Their eyes work well in dim water. Up close, little spots on their snout sense the tiny electric signals every living animal gives off.',
    '9-12': 'Sharks find food with a whole set of senses, each working at a different distance. Smell can lead them to prey from far off, and low sounds, like a struggling fish, travel far underwater. Closer in, the lateral line, a row of sensors along each side, feels movements and vibrations in the water. Sharks\' eyes are good in dim light. For the final strike, jelly-filled pores on the snout, called ampullae of Lorenzini, detect the weak electric fields made by the muscles and nerves of prey, even prey hidden in sand.',
    '13+': 'Sharks integrate several senses during a hunt. Olfaction detects dissolved chemicals at very low concentrations, and comparing the timing between nostrils helps steer toward the source. Hearing picks up low-frequency sounds. The lateral line system senses water displacement at close range, and the eyes, backed by a reflective tapetum lucidum, work in low light. At the end, electroreception takes over. The ampullae of Lorenzini, gel-filled canals opening on the head, detect weak bioelectric fields from prey and guide the bite. Diets vary widely: many sharks eat fish and squid, some eat seals, and the largest species filter plankton.',
  },
  takeaways: {
    little: ['Sharks smell food in the water.', 'They hear and feel fish moving.', 'They feel tiny zaps from a fish\'s body.'],
    young: ['Sharks use smell, hearing and sight to hunt.', 'A line on their sides feels water move.', 'Spots on the snout sense tiny electric signals.'],
    older: ['Different senses work at different distances.', 'The lateral line feels movement in the water.', 'Ampullae of Lorenzini detect electric fields from prey.'],
  },
  sections: [
    {
      title: 'Smelling and Hearing From Far Away',
      little: 'A shark sniffs the water. Sniff! It smells a fish. It swims toward the smell. It hears splashing too.',
      young: 'Sharks smell with nostrils on their snout, which are just for smelling, not breathing. They can smell a tiny bit of food in the water. They also hear the low sounds of a hurt or struggling fish from far away.',
      older: 'A shark\'s nostrils are only for smelling. Water flows through them as it swims. By noticing which nostril gets a smell first, a shark can turn toward it. Sound travels well underwater, so low noises from a struggling fish can draw sharks from a distance.',
      funFact: { title: 'Zigzag swimming', text: 'Sharks often swim in a zigzag when following a smell, checking which side it is stronger on.' },
    },
    {
      title: 'Feeling the Water',
      little: 'Sharks have a line on each side. It feels the water move. When a fish swims close, the shark knows!',
      young: 'A shark has a line of tiny sensors down each side of its body. It feels the water wiggle when another animal swims close, even in dark or cloudy water.',
      older: 'The lateral line is a row of fluid-filled canals under the skin with sensory cells inside. It detects movements and pressure changes in the water, helping a shark track prey nearby when it can\'t see well.',
      funFact: { title: 'Fish have it too', text: 'Most fish have a lateral line too. It helps schools of fish swim together without bumping.' },
    },
    {
      title: 'A Sixth Sense',
      little: 'Every fish makes a tiny zap when it moves. Sharks can feel it! They can find a fish hiding in the sand.',
      young: 'Every living animal makes tiny electric signals when its muscles move. Sharks have little spots on their snouts that can sense them. So a shark can find a fish hiding under the sand.',
      older: 'The ampullae of Lorenzini are pores on the snout filled with jelly. They sense the weak electric fields made by the muscles and nerves of living animals. Close up, this sense helps a shark aim its bite, even at prey buried in sand.',
      funFact: { title: 'Not all hunters', text: 'The whale shark, the biggest fish, does not hunt big prey. It filters tiny plankton from the water.' },
    },
  ],
  deeper: {
    title: 'Multisensory Hunting',
    content: 'Researchers describe shark hunting as a sequence. Smell and hearing work at long range, vision and the lateral line at middle to close range, and electroreception in the final approach. Olfactory sensitivity varies among species. The common claim about smelling a single drop of blood from miles away is an exaggeration. The ampullae of Lorenzini are among the most sensitive electric-field detectors in the animal world. They may also help some sharks sense Earth\'s magnetic field during long migrations. Shark bites on people are rare, and most sharks pose no danger to humans.',
    funFact: { title: 'Ancient hunters', text: 'Sharks have been hunting in the oceans since long before the dinosaurs.' },
  },
  glossary: [
    { term: 'Shark', say: 'SHARK', definition: 'A big fish with a skeleton made of cartilage, not bone.' },
    { term: 'Prey', say: 'PRAY', definition: 'An animal that is hunted by another animal for food.' },
    { term: 'Lateral line', say: 'LAT-er-ul LINE', definition: 'A line of sensors on a fish\'s side that feels water moving.' },
    { term: 'Ampullae of Lorenzini', say: 'am-PUL-ee uv lor-en-ZEE-nee', definition: 'Jelly-filled spots on a shark\'s snout that sense electricity.' },
  ],
  tryIt: [{
    title: 'Shark Senses Game',
    description: 'Find a "fish" using senses other than sight.',
    steps: [
      'One person is the shark and wears a soft blindfold, with a grown-up watching.',
      'The "fish" stands nearby and claps softly or says "splash!"',
      'The shark points to where the sound comes from.',
      'Switch roles. Which sense did you use?',
    ],
    note: 'Play slowly in a clear space with a grown-up.',
    bands: ['3-5', '6-8'],
  }, {
    title: 'Feel the Ripples',
    description: 'Model a lateral line in a tub of water.',
    steps: [
      'Fill a wide tub with water and float a few small pieces of paper along one edge.',
      'Close your eyes while a partner moves a hand in the water at the other end.',
      'Open your eyes: did the papers move? Try slow and fast movements.',
      'Explain how a shark could feel a swimming fish it can\'t see.',
    ],
    note: 'Do this with a grown-up and wipe up spills so nobody slips.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A detective with many clues', content: 'A hunting shark is like a detective who uses smell first, then sounds, then footprints, and finally a fingerprint to find the answer.' },
  ],
  realWorld: [
    { title: 'Studying sharks', content: 'Scientists tag sharks to learn where they travel and hunt, to help protect them.' },
  ],
  engaging: [
    { question: 'Which of your senses works from farthest away?', context: 'Think of seeing, hearing and smelling.' },
    { question: 'Why might a shark need many senses, not just one?', context: 'Think of dark, cloudy water and prey hiding in sand.' },
  ],
  quiz: [
    {
      question: 'What does a shark\'s lateral line feel?', right: 'Water moving nearby', wrong: ['The taste of salt', 'The heat of the sun'],
      skill: 'recall', bands: ['6-8', '9-12', '13+'], support: ['feels water moving', 'feels the water wiggle', 'feels movements and vibrations', 'detects movements and pressure changes', 'senses water displacement'],
    },
    {
      question: 'How can a shark find a fish hiding in sand?', right: 'It senses tiny electric signals', wrong: ['It hears the fish talking', 'It sees through the sand'],
      skill: 'cause-effect', support: ['feel tiny zaps', 'tiny electric signals', 'weak electric fields', 'weak bioelectric fields'],
    },
    {
      question: 'Which sense helps sharks find food from far away?', right: 'Smell', wrong: ['Touch', 'Taste'],
      skill: 'recall', support: ['smell food in the water', 'smell tiny bits of food', 'smell can lead them to prey from far off', 'olfaction detects dissolved chemicals'],
    },
  ],
  sources: [
    {
      claim: 'Sharks locate prey with smell (nostrils used only for smelling), hearing of low-frequency sounds, vision adapted to dim light with a tapetum lucidum, the lateral line system sensing water movement, and electroreception through the ampullae of Lorenzini, gel-filled pores on the head that detect weak electric fields of prey, even prey buried in sand; the whale shark, the largest fish, filter-feeds on plankton; attacks on humans are rare; sharks appeared in the oceans long before the dinosaurs; some sharks must swim continuously to ventilate their gills, while others, such as nurse sharks, can pump water over their gills and rest on the bottom.',
      title: 'Britannica: Shark',
      url: 'https://www.britannica.com/animal/shark',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Gardiner et al. (2014, PLoS ONE) reviewed how sharks integrate olfaction, hearing, vision, the lateral line and electroreception at different distances during a hunt.',
      title: 'Gardiner J.M. et al. (2014). Multisensory integration and behavioral plasticity in sharks from different ecological niches. PLoS ONE 9(4).',
      url: 'https://doi.org/10.1371/journal.pone.0093036',
      read: READ,
      authority: 'peer-reviewed',
    },
  ],
  simplifications: ['For 3-5, electroreception is "feeling tiny zaps from a fish\'s body".'],
  related: ['fish-breathe', 'whales-eat', 'food-chain'],
  links: [SITES.oceanService, britannica('shark'), SITES.natGeoKids],
};

const fishSleep: KidEntry = {
  id: 'fish-sleep',
  module: 'Nature Connection',
  question: 'Do fish sleep?',
  title: 'Do Fish Sleep?',
  blurb: 'How fish rest at night or by day with their eyes open, since they have no eyelids to close, and other fish naps.',
  triggers: [['fish', 'sleep*'], ['fish', 'rest'], ['fish', 'nap*'], ['fish', 'asleep'], ['fish', 'bedtime'], ['shark', 'sleep*'], ['goldfish', 'sleep*']],
  quickAnswer: {
    '3-5': 'Yes, fish rest! But not like you. Fish have no eyelids, so their eyes stay open. A resting fish stays very still. Some float in one spot. Some hide in rocks or weeds.',
    '6-8': 'Fish don\'t sleep the way people do, but most fish do rest. They have no eyelids, so their eyes stay open. When a fish rests, it slows down, breathes more slowly and stays in one spot. Some float quietly. Others tuck into a hiding place in rocks, weeds or coral. Even when resting, they stay a little bit alert to danger.',
    '9-12': 'Fish don\'t sleep exactly like mammals, but most have rest periods that work like sleep. During rest, a fish moves less, its breathing and body processes slow down, and it is slower to react. Fish have no eyelids, so their eyes stay open. Many rest at night, and others rest by day. Some float in place, some wedge into cracks in coral, and some lie on the bottom. Parrotfish even wrap themselves in a bubble of mucus at night, which may hide their smell from predators.',
    '13+': 'Most fish show sleep-like states: reduced activity, lowered metabolism and a higher threshold for responding, usually at a regular time of day. They have no eyelids, so resting fish keep their eyes open. Resting behaviour varies. Many reef fish shelter in crevices at night, some species rest on the bottom, and parrotfish secrete a mucous cocoon that may mask their scent. Some sharks must keep swimming to push water over their gills, while others can rest on the sea floor. Studies of zebrafish, a small lab fish, find brain activity during rest that resembles parts of sleep in mammals.',
  },
  takeaways: {
    little: ['Fish rest, but their eyes stay open.', 'A resting fish stays very still.', 'Some fish hide in rocks to rest.'],
    young: ['Most fish rest, even if it is not sleep like ours.', 'Fish have no eyelids.', 'Resting fish slow down and stay in one spot.'],
    older: ['Fish have sleep-like rest: less movement, slower breathing.', 'They rest with eyes open, often in a safe spot.', 'Parrotfish rest in a mucus bubble at night.'],
  },
  sections: [
    {
      title: 'Eyes Wide Open',
      little: 'You close your eyes to sleep. A fish can\'t! It has no eyelids. So it rests with its eyes open.',
      young: 'Fish have no eyelids, so they can\'t close their eyes. That makes it hard to tell when a fish is resting. Look for a fish that stays very still and moves its fins slowly.',
      older: 'Without eyelids, fish can\'t shut their eyes, so scientists look for other signs of rest: little movement, slower breathing, a regular rest time and slower reactions to a light touch or sound.',
      funFact: { title: 'Pet fish bedtime', text: 'Pet fish often rest when the lights go out, staying near the bottom or in a plant.' },
    },
    {
      title: 'Safe Places to Rest',
      little: 'Some fish rest in coral. Some rest on the sand. Some just float. They want to be safe.',
      young: 'Resting fish choose safe spots. Some float quietly in the water. Some tuck into cracks in coral or rocks. Some lie on the sandy bottom.',
      older: 'Resting fish look for shelter from predators. Many reef fish that swim in the open by day slip into crevices at night. Others rest on the bottom, or simply hover with slow fin movements.',
      funFact: { title: 'Sleeping bag', text: 'Some parrotfish make a bubble of slimy mucus around themselves at night, like a sleeping bag.' },
    },
    {
      title: 'Always Swimming?',
      young: 'Some sharks must keep swimming to breathe, because water has to flow over their gills. Other sharks can rest on the sea floor and pump water over their gills.',
      older: 'Some sharks need to keep moving so water flows over their gills. Others can pump water over their gills while lying still on the bottom. Scientists are still learning how these always-moving sharks rest.',
      funFact: { title: 'Resting on the bottom', text: 'Nurse sharks often rest in groups on the sea floor, piled in caves or under ledges.' },
    },
  ],
  deeper: {
    title: 'Sleep-Like States in Fish',
    content: 'Sleep is defined by behaviour as well as by the brain. Signs include reduced activity, a typical posture or place, a raised threshold for arousal and a regular daily timing. After rest is prevented, animals show a rebound with more rest. Many fish meet these criteria. Larval zebrafish have become a model for sleep research because they are transparent and easy to study. Imaging of their brains during rest shows patterns with features of both slow-wave and REM sleep in mammals, suggesting that sleep is very ancient.',
    funFact: { title: 'Ancient sleep', text: 'Finding sleep-like states in fish suggests sleep began long ago, in early animals with backbones.' },
  },
  glossary: [
    { term: 'Rest', say: 'REST', definition: 'To be still and quiet to save energy.' },
    { term: 'Eyelid', say: 'EYE-lid', definition: 'The skin that covers and protects the eye.' },
    { term: 'Gills', say: 'GILZ', definition: 'Body parts that take oxygen from water.' },
    { term: 'Mucus', say: 'MYOO-kus', definition: 'A slimy, wet stuff that some animals make.' },
  ],
  tryIt: [{
    title: 'Rest Like a Fish',
    description: 'Try resting with your eyes open.',
    steps: [
      'Lie very still on a soft rug, with a grown-up.',
      'Keep your eyes open. Breathe slowly.',
      'Wave your hands softly like fins.',
      'Is it easy or hard to rest with your eyes open?',
    ],
    note: 'This is a pretend game. Real sleep is with your eyes closed!',
    bands: ['3-5', '6-8'],
  }, {
    title: 'Fish Rest Watch',
    description: 'Watch fish for signs of rest.',
    steps: [
      'With a grown-up, watch fish in a home tank, a school tank or an aquarium.',
      'Watch once in the day and once when the lights are dim.',
      'Write down how much the fish move, where they stay and how fast their fins and gills move.',
      'Which signs of rest did you see?',
    ],
    note: 'Don\'t tap on the glass: it stresses fish.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'Resting with one ear open', content: 'A resting fish is a bit like someone dozing on a couch: still and slow, but quick to notice a loud noise.' },
  ],
  realWorld: [
    { title: 'Aquarium lights', content: 'Aquariums turn lights down at night so their fish can rest on a regular schedule.' },
  ],
  engaging: [
    { question: 'How can you tell when a pet is resting?', context: 'Look at how much it moves and how it breathes.' },
    { question: 'Why might resting fish hide?', context: 'Think about who might be hungry in the night.' },
  ],
  quiz: [
    {
      question: 'Why do fish keep their eyes open when they rest?', right: 'They have no eyelids', wrong: ['They are never tired', 'They like to watch TV'],
      skill: 'cause-effect', support: ['fish have no eyelids', 'it has no eyelids', 'they have no eyelids', 'without eyelids'],
    },
    {
      question: 'What does a resting fish do?', right: 'Stays still in one spot', wrong: ['Swims as fast as it can', 'Jumps out of the water'],
      skill: 'recall', support: ['stays very still', 'stays in one spot', 'stay in one spot', 'moves less', 'reduced activity'],
    },
    {
      question: 'What do some parrotfish make to rest in at night?', right: 'A bubble of mucus', wrong: ['A nest of sticks', 'A hole in a boat'],
      skill: 'recall', bands: ['9-12', '13+'], support: ['bubble of mucus', 'mucous cocoon'],
    },
  ],
  sources: [
    {
      claim: 'Fish do not sleep in the same way land mammals do, but most fish rest: they reduce activity and metabolism while remaining alert to danger; some float in place, some wedge into a secure spot in the mud or coral, and some find a nest; fish have no eyelids.',
      title: 'NOAA National Ocean Service: Do fish sleep?',
      url: 'https://oceanservice.noaa.gov/facts/fish-sleep.html',
      read: READ,
      authority: 'science-body',
    },
    {
      claim: 'Some parrotfishes secrete a mucous envelope around themselves at night while resting, which may mask their scent from predators.',
      title: 'Britannica: Parrotfish',
      url: 'https://www.britannica.com/animal/parrotfish',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Some sharks must swim continuously to ventilate their gills, while others, such as nurse sharks, can pump water over their gills and rest on the sea floor, often in groups in caves or under ledges.',
      title: 'Britannica: Shark',
      url: 'https://www.britannica.com/animal/shark',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Leung et al. (2019, Nature) imaged the brains of larval zebrafish and found sleep signatures resembling slow-wave and REM (paradoxical) sleep, suggesting that these sleep states are ancient in vertebrates.',
      title: 'Leung L.C. et al. (2019). Neural signatures of sleep in zebrafish. Nature 571.',
      url: 'https://doi.org/10.1038/s41586-019-1336-7',
      read: READ,
      authority: 'peer-reviewed',
    },
  ],
  simplifications: ['For 3-8, fish "rest"; the 9+ text explains that fish rest works like sleep without being the same as mammal sleep.'],
  related: ['fish-breathe', 'why-sleep', 'nocturnal-animals'],
  links: [SITES.oceanService, britannica('fish behavior'), SITES.natGeoKids],
};

export const creaturesEntries: KidEntry[] = [
  dogsWagTails, catWhiskers, tadpoleFrog, birdsMigrate, snakesShed, chameleonColour, giraffeNecks, antsTeamwork, bearsWinter,
  penguinsWarm, elephantTrunk, firefliesGlow, wormsRain, octopusHide, flamingosPink, camelsDesert, kangarooPouch, dogsSniff,
  whatIsAMammal, sharksFindFood, fishSleep,
];
