import { britannica, SITES } from '../links';
import type { KidEntry } from '../types';

// Science Explorers, the body: senses, brain, growing (issue 10 §1, batch 3). Everyday "how does my body work"
// questions only; symptoms, injuries and medicine are for the urgent/safety route.

const READ = '2026-11-23';

const fingerprints: KidEntry = {
  id: 'fingerprints',
  module: 'Science Explorers',
  question: 'Why do we have fingerprints?',
  title: 'Why Do We Have Fingerprints?',
  blurb: 'Tiny ridges made before you were born, and no one else has yours.',
  triggers: [['fingerprint*'], ['finger', 'print*'], ['finger', 'ridge*'], ['finger', 'lines'], ['lines', 'finger*'], ['swirl*', 'finger*'], ['whorl*'], ['friction', 'ridge*']],
  quickAnswer: {
    '3-5': 'Look at the tip of your finger. Do you see tiny lines? Those are your fingerprints. They make swirls and loops. Nobody else has prints just like yours! The lines may help you hold things and feel things.',
    '6-8': 'Fingerprints are the tiny ridges on the tips of your fingers. They formed before you were born, and their pattern stays the same all your life. No two people have the same fingerprints, not even identical twins. Scientists think the ridges help you feel tiny bumps and textures. They may also help with grip, but scientists are still finding out.',
    '9-12': 'Fingerprints are patterns of raised skin called friction ridges. They form on a baby\'s fingertips before birth and keep the same pattern for life, just growing larger. Every person\'s prints are unique, even identical twins\'. What are they for? One study found that ridges make skin vibrate as it slides over a surface, helping us sense fine textures. The idea that they improve grip is less clear. One experiment found they can even reduce friction on smooth surfaces.',
    '13+': 'Fingerprints are friction ridges, raised lines of thick skin on the fingertips, palms and soles. The ridge pattern forms before birth. Its details depend on genes and on tiny differences in conditions as the skin develops. So even identical twins have different prints. The pattern stays the same for life, which is why fingerprints are used for identification. Their function is still debated. Experiments suggest ridges help the skin sense fine textures by amplifying vibrations. Whether they improve grip is uncertain.',
  },
  takeaways: {
    little: ['Fingerprints are tiny lines on your fingertips.', 'Nobody else has prints just like yours.', 'They may help you hold and feel things.'],
    young: ['Fingerprints formed before you were born.', 'No two people have the same prints.', 'Scientists think they help you feel textures.'],
    older: ['Fingerprints are friction ridges that form before birth.', 'The pattern is unique and lasts for life.', 'Their main job is still studied: touch, maybe grip.'],
  },
  sections: [
    {
      title: 'Loops, Whorls and Arches',
      little: 'Some prints make loops. Some make round swirls. Some make hills, like a bump. What do yours look like?',
      young: 'Fingerprints come in three main shapes. Loops curve around and come back out the same side. Whorls make circles or spirals. Arches rise up like a little hill. Most people have a mix.',
      older: 'Fingerprint patterns fall into three main groups: loops, whorls and arches. Loops are the most common. Experts compare tiny details, such as where ridges end or split, to tell prints apart.',
      funFact: { title: 'Toes too', text: 'Your toes and the soles of your feet have ridges too.' },
    },
    {
      title: 'Made Before You Were Born',
      little: 'Your fingerprints grew before you were born. They stay the same. They just get bigger as you grow.',
      young: 'Fingerprints form while a baby is growing before birth. As you grow, they get bigger, but the pattern never changes. Even twins who look exactly alike have different fingerprints.',
      older: 'Ridges form while a baby is developing before birth. Genes shape the overall pattern. Tiny differences as the skin grows shape the details. That is why identical twins, who share the same genes, still have different prints.',
      funFact: { title: 'Growing with you', text: 'A baby\'s fingerprints are tiny, but they keep exactly the same pattern as they grow.' },
    },
    {
      title: 'What Are They For?',
      young: 'Scientists are still working this out. One idea is that the ridges help you feel tiny bumps and textures when you slide your finger over something. Another idea is that they help you grip, but tests have not shown that clearly.',
      older: 'In one study, researchers used a sensor with ridges and found the ridges made vibrations that help detect fine textures. Another study found fingerprints do not increase grip on smooth surfaces, and may even reduce it. So touch sensing is the leading idea, but the question is still open.',
      funFact: { title: 'Used to solve mysteries', text: 'Because prints are unique, police have used fingerprints to identify people for more than a hundred years.' },
    },
  ],
  deeper: {
    title: 'Friction Ridge Formation and Function',
    content: 'Friction ridges develop in the fetus as the deep layer of the skin folds into ridges. In 2023, a study in the journal Cell showed that ridges start at a few points on each fingertip and spread outwards in waves. Where the waves meet, and the shape of the fingertip pad, decide whether a loop, whorl or arch forms. Genes influence the general pattern, but the fine details depend on chance. Experiments with a biomimetic sensor, published in Science in 2009, suggested that ridges amplify vibrations in the range detected by touch receptors.',
    funFact: { title: 'Sweat pores', text: 'Tiny sweat pores run along the tops of the ridges, which is why fingers leave prints on glass.' },
  },
  glossary: [
    { term: 'Fingerprint', say: 'FING-gur-print', definition: 'The pattern of tiny lines on the tip of your finger.' },
    { term: 'Ridge', say: 'RIJ', definition: 'A long, thin raised line.' },
    { term: 'Whorl', say: 'WURL', definition: 'A fingerprint shape that goes round in a circle or spiral.' },
    { term: 'Unique', say: 'yoo-NEEK', definition: 'The only one of its kind.' },
    { term: 'Texture', say: 'TEKS-chur', definition: 'How the surface of something feels, like rough or smooth.' },
  ],
  tryIt: [{
    title: 'Print Detectives',
    description: 'Make your fingerprints and look at them.',
    steps: [
      'Rub a pencil on paper to make a dark patch.',
      'Press your fingertip on the dark patch.',
      'Press a piece of clear tape on your fingertip, then stick it on white paper.',
      'Look! Is it a loop, a swirl or a hill? Compare with a grown-up\'s print.',
    ],
    note: 'Wash your hands after, and ask a grown-up to help with the tape.',
  }],
  analogies: [
    { title: 'Shoe tread', content: 'Fingerprint ridges are a bit like the tread on a shoe: patterned lines on the surface that touch the world first.' },
  ],
  realWorld: [
    { title: 'Unlocking phones', content: 'Some phones and computers unlock with a fingerprint, because no one else\'s print matches yours.' },
  ],
  engaging: [
    { question: 'Do all the fingers on your hand have the same pattern?', context: 'Make prints of every finger and compare.' },
    { question: 'How could a fingerprint help solve a mystery?', context: 'Think about what fingers leave behind on glass.' },
  ],
  quiz: [
    {
      question: 'Who has the same fingerprints as you?', right: 'Nobody else', wrong: ['Your mom and dad', 'Everyone your age'],
      skill: 'recall', support: ['Nobody else has prints just like yours', 'No two people have the same prints', 'The pattern is unique and lasts for life'],
    },
    {
      question: 'When did your fingerprints form?', right: 'Before you were born', wrong: ['On your first birthday', 'When you first wrote your name'],
      skill: 'recall', support: ['Your fingerprints grew before you were born', 'Fingerprints formed before you were born', 'Fingerprints are friction ridges that form before birth'],
    },
    {
      question: 'What do scientists think fingerprints help with?', right: 'Feeling textures', wrong: ['Growing longer nails', 'Keeping fingers warm'],
      skill: 'inference', bands: ['6-8', '9-12', '13+'], support: ['Scientists think they help you feel textures', 'Their main job is still studied: touch, maybe grip', 'help the skin sense fine textures'],
    },
  ],
  sources: [
    {
      claim: 'Fingerprints are impressions of the friction ridges of the fingertips; ridge patterns form before birth and remain unchanged throughout life except for growth; friction ridges also cover the palms, toes and soles; no two fingerprints have been found to be exactly alike, including those of identical twins; patterns are classified as loops, whorls and arches, loops being the most common; fingerprints have been used for identification by police for more than a hundred years.',
      title: 'Britannica: Fingerprint',
      url: 'https://www.britannica.com/topic/fingerprint',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'A 2023 study in the journal Cell (Glover et al., "The developmental basis of fingerprint pattern formation and variation") found that ridges begin at specific points on the fingertip and spread outward as waves, and that the timing and meeting of these waves and the shape of the fingertip pad determine loops, whorls and arches.',
      title: 'Glover J.D. et al. (2023), The developmental basis of fingerprint pattern formation and variation, Cell',
      url: 'https://doi.org/10.1016/j.cell.2023.01.015',
      read: '2026-11-28',
      authority: 'peer-reviewed',
    },
    {
      claim: 'In 2009, Scheibert and colleagues (Science, "The role of fingerprints in the coding of tactile information probed with a biomimetic sensor") found that ridged skin amplifies vibrations that help detect fine textures; Warman and Ennos (2009, Journal of Experimental Biology, "Fingerprints are unlikely to increase the friction of primate fingerpads") found fingerprints reduce contact and friction with smooth surfaces, so their grip function is uncertain.',
      title: 'Scheibert J. et al. (2009), The role of fingerprints in the coding of tactile information probed with a biomimetic sensor, Science',
      url: 'https://doi.org/10.1126/science.1166467',
      read: '2026-11-28',
      authority: 'peer-reviewed',
    },
  ],
  simplifications: ['For 3-5, fingerprints "may help you hold and feel things"; older bands explain that grip is uncertain and touch is the leading idea.'],
  related: ['skin-colour', 'wash-hands', 'why-bones'],
  links: [SITES.kidsHealth, britannica('fingerprint'), SITES.natGeoKids],
};


const hairGrows: KidEntry = {
  id: 'hair-grows',
  module: 'Science Explorers',
  question: "Why doesn't a haircut hurt?",
  title: "Why Doesn't a Haircut Hurt?",
  blurb: 'How hair grows from a living root, and why the part you see can be cut.',
  triggers: [['haircut*'], ['hair', 'cut'], ['cut', 'hair'], ['cutting', 'hair'], ['hair', 'grow*'], ['hair', 'hurt'], ['hair', 'dead'], ['hair', 'alive'], ['nail*', 'cut', 'hurt'], ['hair', 'made']],
  quickAnswer: {
    '3-5': 'The hair you can see is not alive. It has no feel in it. So a cut does not hurt! Your hair grows from a tiny root in your skin. The root is alive. That is why a pull can hurt, but a snip does not.',
    '6-8': 'The part of your hair you can see is made of dead cells. It has no nerves, the body parts that feel pain. So cutting it does not hurt at all. Your hair grows from a root deep in your skin, inside a tiny pocket called a follicle. The root is alive and has nerves around it. That is why pulling a hair hurts, but a haircut does not.',
    '9-12': 'Each hair grows from a follicle, a tiny pocket in your skin. At its base, living cells divide and push older cells upward. As the cells move up, they fill with a tough protein called keratin and die. So the hair shaft you see is dead, packed keratin with no nerves or blood vessels. Cutting it does not hurt. The follicle, though, is wrapped in nerves, so a tug on the hair is felt at the root.',
    '13+': 'A hair is produced in a follicle. At the base, in the hair bulb, living matrix cells divide quickly. As new cells push older ones upward, they fill with keratin and die, forming the hard shaft. The shaft has no nerves or blood supply, so cutting it causes no pain. Sensory nerve endings wrap around the follicle below the skin, which is why pulling hairs hurts. Follicles cycle through a growth phase, a short transition and a resting phase, after which the old hair is shed.',
  },
  takeaways: {
    little: ['The hair you see is not alive.', 'Your hair grows from a root in your skin.', 'A cut does not hurt, but a pull can.'],
    young: ['Hair you can see is made of dead cells.', 'It has no nerves, so cutting it does not hurt.', 'The living root is in a follicle under your skin.'],
    older: ['The hair shaft is dead keratin with no nerves.', 'Hair grows as living cells divide at the root.', 'Nerves around the follicle feel a pull.'],
  },
  sections: [
    {
      title: 'A Root Under Your Skin',
      little: 'Each hair has a root. The root is in your skin. New bits of hair are made there. They push the hair up and out.',
      young: 'Under your skin, each hair sits in a tiny pocket called a follicle. At the bottom is the root, where new cells are made. The new cells push the hair up and out, so it slowly gets longer.',
      older: 'In the hair bulb at the base of each follicle, cells divide quickly. A blood supply feeds them. As they are pushed up, they harden with keratin, the same protein in your nails, and die. The shaft is made of these dead cells.',
      funFact: { title: 'Lots of hairs', text: 'You have hair follicles almost everywhere on your skin, except places like your palms, soles and lips.' },
    },
    {
      title: 'Why a Snip Does Not Hurt',
      little: 'Pain is felt by nerves. The hair you see has no nerves. Snip, snip! It does not feel a thing.',
      young: 'Nerves are what let you feel pain. The long part of your hair has no nerves, so the scissors do not hurt. But the root has nerves around it. That is why pulling or tugging a hair can hurt.',
      older: 'Pain needs nerve endings, and the shaft has none. Around each follicle, though, sensitive nerve endings detect movement of the hair. That is how you can feel a bug walking on your arm hairs, and why plucking hurts.',
      funFact: { title: 'Nails too', text: 'Your nails are also made of keratin, which is why trimming them does not hurt either.' },
    },
    {
      title: 'Growing, Resting, Falling Out',
      young: 'Each hair grows for a long time, then rests, then falls out, and a new one starts growing. That is why you find a few hairs on your pillow or brush. It is normal.',
      older: 'Follicles take turns through a growing phase, a short change phase and a resting phase. Then the old hair is shed and a new one grows. Because follicles are on different schedules, you lose some hairs every day without going bald.',
      funFact: { title: 'Different lengths', text: 'Eyelashes stop growing when they are short because their growing phase is short.' },
    },
  ],
  deeper: {
    title: 'Keratinisation and the Hair Cycle',
    content: 'The hair follicle is a small organ in the skin. Matrix cells in the bulb proliferate and differentiate into the layers of the hair shaft. As they move upward they fill with keratin and die, a process called keratinisation. Melanocytes in the bulb add pigment. The cycle has three main phases: anagen, when the hair grows; catagen, a brief regression; and telogen, a resting phase before the hair is shed. The length of anagen largely sets how long a hair can grow.',
    funFact: { title: 'Touch sensors', text: 'Nerve endings around hair follicles make hairs tiny touch sensors.' },
  },
  glossary: [
    { term: 'Root', say: 'ROOT', definition: 'The living bottom part of a hair, under your skin.' },
    { term: 'Nerves', say: 'NURVZ', definition: 'Thin threads that carry feelings, like touch and pain, to your brain.' },
    { term: 'Follicle', say: 'FOL-ih-kul', definition: 'A tiny pocket in the skin that a hair grows from.' },
    { term: 'Keratin', say: 'KAIR-uh-tin', definition: 'A tough protein that hair and nails are made of.' },
  ],
  tryIt: [{
    title: 'Hair Look',
    description: 'Look closely at a hair.',
    steps: [
      'Find a hair that fell out on a brush.',
      'Put it on white paper.',
      'Look with a magnifying glass.',
      'Can you see the little root at one end?',
    ],
    note: 'Use a hair that already fell out; never pull hairs.',
    bands: ['3-5', '6-8'],
  }, {
    title: 'Hair and Nail Growth Log',
    description: 'Measure how fast hair and nails grow.',
    steps: [
      'Ask a grown-up to help you mark a line on a ruler at the length of a fringe or one fingernail.',
      'Measure the same hair or nail every week for a month and write it down.',
      'Draw a graph of your results.',
      'Which grows faster, hair or nails? Compare with someone at home.',
    ],
    note: 'Only measure; leave any cutting of hair or nails to a grown-up.',
    bands: ['9-12', '13+'],
  }],
  analogies: [
    { title: 'Toothpaste from a tube', content: 'Hair grows like toothpaste squeezed from a tube: new material is made at the bottom and pushes the rest up and out.' },
  ],
  realWorld: [
    { title: 'Hairdressers', content: 'Hairdressers can cut and shape hair without hurting anyone, because the cut part has no nerves.' },
  ],
  engaging: [
    { question: 'Why do you think cutting your nails does not hurt either?', context: 'Think about what nails are made of.' },
    { question: 'How can you feel a tiny bug on your arm hairs if hair has no nerves?', context: 'Think about what is around the root.' },
  ],
  quiz: [
    {
      question: 'Why can scissors cut hair without hurting?', right: 'The hair you see has no nerves', wrong: ['Scissors are too slow to hurt', 'Hair is full of soft water'],
      skill: 'cause-effect', support: ['It has no feel in it', 'It has no nerves, so cutting it does not hurt', 'The hair shaft is dead keratin with no nerves', 'The hair you see has no nerves'],
    },
    {
      question: 'Where does your hair grow from?', right: 'A root under your skin', wrong: ['The ends of the hair', 'Your scalp bones'],
      skill: 'recall', support: ['Your hair grows from a root in your skin', 'The living root is in a follicle under your skin', 'Hair grows as living cells divide at the root'],
    },
    {
      question: 'What are hair and nails made of?', right: 'Keratin', wrong: ['Bone', 'Muscle'],
      skill: 'vocabulary', bands: ['9-12', '13+'], support: ['A tough protein that hair and nails are made of', 'they fill with a tough protein called keratin', 'the same protein in your nails'],
    },
  ],
  sources: [
    {
      claim: 'Hair grows from follicles in the skin; cells at the base (the bulb) divide, are pushed upward, fill with keratin and die, so the visible hair shaft is made of dead keratinized cells without nerves or blood vessels; nerve endings surround the follicle and sense hair movement; hair follicles cover most of the skin except areas such as the palms, soles and lips; follicles cycle through growth (anagen), regression (catagen) and rest (telogen) before shedding; nails are also made of keratin; eyelashes have a short growth phase.',
      title: 'Britannica: Hair',
      url: 'https://www.britannica.com/science/hair',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'The visible part of hair is dead; hair grows from a root in a follicle under the skin, where it is alive; losing some hairs every day is normal because each hair grows, rests and falls out in a cycle.',
      title: 'KidsHealth (Nemours): Your Hair (for kids)',
      url: 'https://kidshealth.org/en/kids/hair.html',
      read: READ,
      authority: 'public-health',
    },
  ],
  simplifications: ['For 3-5, "it has no feel in it" stands for "the shaft has no nerve endings".'],
  related: ['goosebumps', 'fingerprints', 'skin-colour'],
  links: [SITES.kidsHealth, britannica('hair'), SITES.healthyChildren],
};

const brain: KidEntry = {
  id: 'brain',
  module: 'Science Explorers',
  question: 'How does the brain work?',
  title: 'How Does the Brain Work?',
  blurb: 'Your body\'s boss: billions of nerve cells sending messages, even while you sleep.',
  triggers: [['brain'], ['brains'], ['neuron*'], ['nerve', 'cell*'], ['nervous', 'system'], ['cerebrum'], ['cerebellum'], ['brain', 'stem'], ['how', 'we', 'think'], ['how', 'do', 'i', 'think']],
  quickAnswer: {
    '3-5': 'Your brain is in your head. It is the boss of your body. It helps you think and learn. It helps you move and play. It keeps your heart going, even when you sleep. It sends and gets messages all day.',
    '6-8': 'Your brain is the boss of your body. It is made of billions of tiny nerve cells. They send messages to each other. Nerves carry messages from your eyes, ears and skin to your brain. Your brain decides what to do. Then it sends messages back to your muscles. Each part of the brain has its own jobs, like thinking, balance and keeping your heart beating.',
    '9-12': 'Your brain controls almost everything you do. It is made of billions of nerve cells called neurons. Neurons pass signals to each other using tiny bursts of electricity and chemicals. The spinal cord and nerves link the brain to the rest of your body. The biggest part, the cerebrum, handles thinking, memory, senses and movement. The cerebellum helps with balance. The brain stem runs automatic jobs like breathing and heartbeat.',
    '13+': 'The brain is the control centre of the nervous system. It is built from billions of neurons supported by other cells. A neuron receives signals through its dendrites and sends an electrical impulse down its axon. At a synapse, chemicals called neurotransmitters carry the signal to the next cell. The cerebrum, with its folded cortex, handles thought, language, memory, sensation and voluntary movement. The cerebellum coordinates movement and balance. The brain stem controls breathing, heart rate and other automatic functions.',
  },
  takeaways: {
    little: ['Your brain is the boss of your body.', 'It helps you think, learn and move.', 'It works all the time, even in your sleep.'],
    young: ['The brain is made of billions of nerve cells.', 'Nerves carry messages to and from the brain.', 'Different parts of the brain do different jobs.'],
    older: ['Neurons pass signals with electricity and chemicals.', 'The cerebrum thinks; the cerebellum balances.', 'The brain stem runs breathing and heartbeat.'],
  },
  sections: [
    {
      title: 'Messages Everywhere',
      little: 'Touch something soft. Your skin sends a message up to your brain. Your brain says, "Soft!" That is fast!',
      young: 'When you touch something, nerves in your skin send a message up your spinal cord to your brain. Your brain works out what it is and sends a message back, maybe telling your hand to pick it up. This all happens in a blink.',
      older: 'Sensory nerves carry signals from your eyes, ears, skin and other organs to the brain. The brain combines them and decides on a response. Motor nerves then carry commands to muscles. Some responses, like pulling your hand from something hot, are reflexes handled in the spinal cord before the brain even knows.',
      funFact: { title: 'Super fast', text: 'Some nerve signals travel faster than a racing car.' },
    },
    {
      title: 'Parts With Jobs',
      little: 'The big top part helps you think. A part at the back helps you balance. A part at the bottom keeps you breathing.',
      young: 'The biggest part of your brain, the cerebrum, helps you think, remember, talk and move. The cerebellum, at the back, helps you balance and move smoothly. The brain stem, at the bottom, keeps your heart beating and your lungs breathing without you thinking about it.',
      older: 'The cerebrum has two halves. The right half mostly controls the left side of the body, and the left half the right side. Its outer layer, the cortex, is folded, which packs a large area into the skull. The cerebellum fine-tunes movement. The brain stem links the brain to the spinal cord and runs vital automatic functions.',
      funFact: { title: 'Crossed wires', text: 'The left side of your brain moves the right side of your body, and the right side moves the left.' },
    },
    {
      title: 'A Brain That Learns',
      little: 'Each time you practise, your brain gets better. That is how you learn to ride, draw and read!',
      young: 'When you learn something new, nerve cells in your brain make new links. Practising makes those links stronger. That is why things get easier the more you do them. Sleep, good food and play all help your brain grow.',
      older: 'Learning changes the connections between neurons. Connections that are used often get stronger, and unused ones can fade. This ability to change is called plasticity. Sleep helps the brain store new memories, and your brain keeps developing into your twenties.',
      funFact: { title: 'Always on', text: 'Your brain keeps working while you sleep, sorting memories from the day.' },
    },
  ],
  deeper: {
    title: 'Neurons, Synapses and Brain Regions',
    content: 'A neuron has dendrites that receive signals, a cell body and an axon that carries an action potential, a brief electrical impulse. At the synapse, the impulse triggers the release of neurotransmitters such as glutamate and dopamine. These bind to receptors on the next cell. Glial cells insulate axons with myelin, supply nutrients and help clear waste. The cerebral cortex is divided into frontal, parietal, temporal and occipital lobes. The occipital lobe handles vision, and the frontal lobe planning and decisions. Synaptic plasticity, the strengthening or weakening of synapses, underlies learning and memory.',
    funFact: { title: 'Protected', text: 'Your brain floats in a cushion of fluid inside your skull, which helps protect it from bumps.' },
  },
  glossary: [
    { term: 'Brain', say: 'BRAYN', definition: 'The body part in your head that thinks and controls your body.' },
    { term: 'Nerves', say: 'NURVZ', definition: 'Thin threads that carry messages between your brain and body.' },
    { term: 'Neuron', say: 'NOOR-on', definition: 'A nerve cell that sends and receives signals.' },
    { term: 'Cerebrum', say: 'suh-REE-brum', definition: 'The biggest part of the brain, used for thinking and moving.' },
    { term: 'Cerebellum', say: 'sair-uh-BEL-um', definition: 'The part at the back of the brain that helps with balance.' },
  ],
  tryIt: [{
    title: 'Brain Messages Game',
    description: 'Feel your brain sending messages.',
    steps: [
      'Sit with a grown-up.',
      'Close your eyes. The grown-up gently touches your hand, knee or nose.',
      'Point to where you were touched.',
      'Your skin sent a message to your brain, and your brain moved your hand!',
    ],
    note: 'Take turns and touch gently.',
    bands: ['3-5'],
  }, {
    title: 'Ruler Drop Reaction Test',
    description: 'Measure how fast your brain can send a message to your hand.',
    steps: [
      'A partner holds a ruler at the top end, with the zero mark between your open thumb and finger.',
      'Without warning, your partner lets go. Catch the ruler as fast as you can.',
      'Read the number where you caught it. A smaller number means a faster reaction.',
      'Try five times and see if practice makes your brain faster.',
    ],
    note: 'Use a plastic ruler and keep your face away from the falling ruler.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A control centre', content: 'The brain is like a busy control centre: messages pour in from everywhere, and orders go out to every part of the body.' },
  ],
  realWorld: [
    { title: 'Helmets', content: 'Wearing a helmet when you ride a bike or scooter helps protect your brain.' },
  ],
  engaging: [
    { question: 'What is something that got easier the more you practised it?', context: 'Think about riding a bike, reading or drawing.' },
    { question: 'What jobs does your brain do that you never think about?', context: 'Think about breathing and your heartbeat.' },
  ],
  quiz: [
    {
      question: 'What does your brain do?', right: 'It is the boss of your body', wrong: ['It pumps blood around you', 'It helps you digest food'],
      skill: 'recall', support: ['It is the boss of your body', 'Your brain is the boss of your body', 'Your brain controls almost everything you do', 'The brain is the control centre'],
    },
    {
      question: 'Does your brain work while you sleep?', right: 'Yes, it keeps working', wrong: ['No, it switches off', 'Only on weekends'],
      skill: 'recall', support: ['It works all the time, even in your sleep', 'Your brain keeps working while you sleep', 'It keeps your heart going, even when you sleep'],
    },
    {
      question: 'Which part of the brain helps you balance?', right: 'The cerebellum', wrong: ['The brain stem', 'The skull'],
      skill: 'recall', bands: ['6-8', '9-12', '13+'], support: ['The cerebellum, at the back, helps you balance', 'The cerebellum helps with balance', 'the cerebellum balances'],
    },
  ],
  sources: [
    {
      claim: 'The brain is the boss of the body and controls just about everything you do, even when you are asleep; its main parts are the cerebrum (thinking, memory, voluntary movement), the cerebellum (balance and coordination) and the brain stem (breathing, heartbeat, digestion); the right half of the cerebrum controls the left side of the body and the left half the right side; nerves carry messages between the brain and the body through the spinal cord.',
      title: 'KidsHealth (Nemours): Your Brain & Nervous System (for kids)',
      url: 'https://kidshealth.org/en/kids/brain.html',
      read: READ,
      authority: 'public-health',
    },
    {
      claim: 'The brain contains billions of neurons that communicate through electrical impulses and chemical neurotransmitters at synapses; glial cells support neurons and form myelin; the cerebral cortex has frontal, parietal, temporal and occipital lobes; the brain floats in cerebrospinal fluid inside the skull; connections between neurons change with learning (plasticity); the brain keeps developing into the twenties; sleep helps consolidate memories.',
      title: 'NINDS (National Institutes of Health): Brain Basics: Know Your Brain',
      url: 'https://www.ninds.nih.gov/health-information/public-education/brain-basics/brain-basics-know-your-brain',
      read: READ,
      authority: 'public-health',
    },
  ],
  simplifications: ['For 3-5, the brain is "the boss of your body"; brain regions are named from 6-8 up.'],
  related: ['why-sleep', 'how-eyes-see', 'hearing-sounds'],
  links: [SITES.kidsHealth, britannica('human brain'), SITES.natGeoKids],
};


const tears: KidEntry = {
  id: 'tears',
  module: 'Science Explorers',
  question: 'Why do we cry tears?',
  title: 'Why Do We Cry Tears?',
  blurb: 'Tears that clean, tears that protect, and tears that show our feelings.',
  triggers: [['tear', 'eye*'], ['tears'], ['why', 'cry'], ['why', 'we', 'cry'], ['crying', 'why'], ['tear', 'duct*'], ['lacrimal'], ['eye*', 'water*'], ['cry', 'sad'], ['cry', 'happy']],
  quickAnswer: {
    '3-5': 'Tears keep your eyes wet and clean. A little bit of tears is there all day. If dust gets in, more tears wash it out. When you feel sad or hurt, tears can come too. Crying is okay. A hug can help.',
    '6-8': 'Tears are made by small glands above your eyes. Every time you blink, a thin layer of tears spreads over your eyes to keep them wet and clean. If something gets in your eye, you make extra tears to wash it out. People also cry when they have big feelings, like sadness or even great happiness. Crying can help you feel better and shows others you need care.',
    '9-12': 'Tears come from the lacrimal glands, just above the outer corner of each eye. There are three kinds. Basal tears keep the eye moist and protected all the time. Reflex tears flood the eye to wash out dust, smoke or onion fumes. Emotional tears come with strong feelings. After spreading over the eye, tears drain through tiny holes into your nose. That is why your nose runs when you cry. Crying may help people calm down and signal that they need support.',
    '13+': 'Tears are produced by the lacrimal glands and spread across the eye with each blink. The tear film has layers of oil, water and mucus, which keep the cornea smooth, moist and protected. Tears also contain proteins that fight bacteria. Basal tears are made continuously. Reflex tears respond to irritants. Emotional tears are linked to strong feelings and are thought to be uniquely human. They drain through the puncta into the tear ducts and the nasal cavity. Research suggests emotional crying signals a need for help and may support self-soothing.',
  },
  takeaways: {
    little: ['Tears keep your eyes wet and clean.', 'Tears wash out dust.', 'Big feelings can make tears too.'],
    young: ['Tears are made by glands above your eyes.', 'Blinking spreads tears to keep eyes clean.', 'People cry with big feelings, and that is okay.'],
    older: ['There are basal, reflex and emotional tears.', 'Tears drain into your nose, so it runs when you cry.', 'Crying may help soothe and shows a need for support.'],
  },
  sections: [
    {
      title: 'Tears All Day',
      little: 'Your eyes need to stay wet. Each time you blink, tears wipe over your eyes. Blink, blink! Now they are clean.',
      young: 'You make tears all the time, not only when you cry. Each blink spreads a thin layer over the front of your eyes. This keeps them wet, smooth and clean, so you can see clearly.',
      older: 'Basal tears form a thin film over the eye. It has an oily outer layer that slows drying, a watery middle and a mucus layer that helps it stick. The film keeps the surface smooth for clear vision and carries proteins that fight germs.',
      funFact: { title: 'Built-in cleaner', text: 'Tears contain substances that help fight germs.' },
    },
    {
      title: 'Washing Tears',
      little: 'Oops, dust in your eye! Your eye makes lots of tears. The tears wash the dust out.',
      young: 'If dust, sand or smoke gets in your eye, your eyes make lots of extra tears to wash it out. Cutting onions can make eyes water too, because the onion gives off a stinging gas.',
      older: 'Reflex tears are made quickly and in large amounts when something irritates the eye. Nerves in the eye signal the glands to release a flood that rinses the irritant away.',
      funFact: { title: 'Runny nose', text: 'Tears drain through tiny holes into your nose, which is why your nose gets runny when you cry.' },
    },
    {
      title: 'Feeling Tears',
      little: 'Sometimes you cry when you feel sad. You may cry when you are very happy too! Crying is okay. Tell a grown-up how you feel.',
      young: 'People cry when they feel sad, hurt, scared, or even very happy. Crying is a normal way to let feelings out. It also tells the people around you that you might need a hug or some help.',
      older: 'Emotional tears come with strong feelings, such as sadness, frustration, relief or joy. Scientists think crying helps people connect: it shows others we need comfort. Many people also feel calmer after a good cry.',
      funFact: { title: 'Only people?', text: 'Many animals make tears to keep their eyes wet, but scientists think only people cry because of feelings.' },
    },
  ],
  deeper: {
    title: 'The Tear Film and Emotional Crying',
    content: 'The lacrimal apparatus includes the lacrimal gland, the puncta, the canaliculi, the lacrimal sac and the nasolacrimal duct, which empties into the nose. The tear film contains lysozyme, an enzyme that breaks down bacterial cell walls. Reflex tearing is triggered through the trigeminal nerve when the cornea is irritated. Emotional crying involves brain areas that process feelings. Researchers have proposed that it communicates distress and invites help from others. Some studies also suggest it can help people calm down.',
    funFact: { title: 'Babies at first', text: 'Newborn babies cry loudly, but they often make few tears in their first weeks.' },
  },
  glossary: [
    { term: 'Tears', say: 'TEERZ', definition: 'Salty water that keeps your eyes wet and clean.' },
    { term: 'Blink', say: 'BLINK', definition: 'To shut and open your eyes quickly.' },
    { term: 'Gland', say: 'GLAND', definition: 'A body part that makes something the body needs, like tears or sweat.' },
    { term: 'Tear duct', say: 'TEER dukt', definition: 'A tiny tube that drains tears from your eye into your nose.' },
  ],
  tryIt: [{
    title: 'Feelings Faces',
    description: 'Talk about feelings that can bring tears.',
    steps: [
      'Sit with a grown-up.',
      'Make a happy face, a sad face and a surprised face.',
      'Talk about a time you cried. What helped you feel better?',
      'Draw a picture of something that cheers you up.',
    ],
    note: 'All feelings are okay. A hug can help.',
    bands: ['3-5'],
  }, {
    title: 'Blink Counter',
    description: 'See how often you spread tears over your eyes.',
    steps: [
      'Ask a friend or family member to sit quietly for one minute.',
      'Count how many times they blink while you time a minute.',
      'Count again while they read or watch a screen.',
      'Compare: do people blink less when they concentrate? What might that do to their eyes?',
    ],
    note: 'Never put anything in your eyes; if something gets stuck in an eye, tell a grown-up.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'Windscreen wipers', content: 'Blinking is like a car\'s windscreen wipers with washer fluid: each sweep spreads tears and keeps the view clear.' },
  ],
  realWorld: [
    { title: 'Chopping onions', content: 'People chopping onions often get watery eyes: a reflex that washes away the stinging gas.' },
  ],
  engaging: [
    { question: 'Have you ever cried because you were happy?', context: 'Think about a big surprise or a happy ending.' },
    { question: 'Why do you think your nose gets runny when you cry?', context: 'Think about where tears go after they cover your eye.' },
  ],
  quiz: [
    {
      question: 'What do tears do for your eyes?', right: 'Keep them wet and clean', wrong: ['Help them see colours', 'Make them grow bigger'],
      skill: 'recall', support: ['Tears keep your eyes wet and clean', 'to keep them wet and clean', 'keep the eye moist and protected', 'keep the cornea smooth, moist and protected'],
    },
    {
      question: 'What happens when dust gets in your eye?', right: 'Extra tears wash it out', wrong: ['Your eye turns blue', 'Your eye stops making tears'],
      skill: 'cause-effect', support: ['Tears wash out dust', 'more tears wash it out', 'you make extra tears to wash it out', 'Reflex tears flood the eye to wash out dust', 'rinses the irritant away'],
    },
    {
      question: 'Why does your nose run when you cry?', right: 'Tears drain into your nose', wrong: ['Crying gives you a cold', 'Your nose makes its own tears'],
      skill: 'cause-effect', bands: ['6-8', '9-12', '13+'], support: ['Tears drain into your nose, so it runs when you cry', 'tears drain through tiny holes into your nose', 'Tears drain through tiny holes into your nose'],
    },
  ],
  sources: [
    {
      claim: 'Tears are produced by the lacrimal gland above the outer corner of the eye and spread over the eye by blinking; they drain through the puncta and the nasolacrimal duct into the nose; the tear film has lipid, aqueous and mucous layers and contains lysozyme, which attacks bacteria; basal, reflex and emotional (psychic) tears are distinguished; reflex tearing follows irritation of the eye, for example by onion vapour or dust; newborns often produce few tears in their first weeks.',
      title: 'Britannica: Lacrimal gland / tears',
      url: 'https://www.britannica.com/science/lacrimal-gland',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Research suggests emotional crying, thought to be uniquely human, communicates distress and elicits help and support from others, and may also have self-soothing effects (Gračanin, Bylsma and Vingerhoets, 2014, "Is crying a self-soothing behavior?", Frontiers in Psychology).',
      title: 'Gračanin A., Bylsma L.M., Vingerhoets A.J.J.M. (2014), Is crying a self-soothing behavior?, Frontiers in Psychology',
      url: 'https://doi.org/10.3389/fpsyg.2014.00502',
      read: '2026-11-28',
      authority: 'peer-reviewed',
    },
  ],
  simplifications: ['For 3-5, the three kinds of tears are described by what they do: keep eyes wet, wash out dust, come with big feelings.'],
  related: ['how-eyes-see', 'sneeze', 'feel-angry'],
  links: [SITES.kidsHealth, britannica('tears'), SITES.childMind],
};

const bellyButton: KidEntry = {
  id: 'belly-button',
  module: 'Science Explorers',
  question: 'Why do we have belly buttons?',
  title: 'Why Do We Have Belly Buttons?',
  blurb: 'The cord that fed you before you were born, and the button it left behind.',
  triggers: [['belly', 'button*'], ['bellybutton*'], ['tummy', 'button*'], ['navel*'], ['umbilical*'], ['innie*'], ['outie*']],
  quickAnswer: {
    '3-5': 'Before you were born, you grew inside your birth mother (the mom who carried you). A soft cord joined your tummy to her. Food came to you through the cord. When you were born, you did not need it. It dried up and fell off. Your belly button is where it was!',
    '6-8': 'Before you were born, you grew inside your birth mother\'s womb. A tube called the umbilical cord joined your belly to the placenta, which brought you food and oxygen from her blood. After you were born, you could breathe and eat on your own. The cord was clamped and cut, which does not hurt. The little stump dried up and fell off, leaving your belly button.',
    '9-12': 'Your belly button, or navel, is a scar. Before birth, a baby cannot eat or breathe air. The umbilical cord links the baby to the placenta in the womb. Through it, the baby gets oxygen and nutrients from the mother\'s blood, and waste is carried away. At birth the cord is clamped and cut. It has no nerves, so this does not hurt. The stump dries and falls off after a few days or weeks, and the skin heals into a navel.',
    '13+': 'The navel, or umbilicus, marks where the umbilical cord attached to the fetus. The cord contains two arteries and one vein in a jelly-like tissue. It links the fetus to the placenta, where oxygen, nutrients and wastes are exchanged with the mother\'s blood. After birth the baby\'s lungs and gut take over. The cord is clamped and cut, and the stump dries and falls off. The healed scar is the navel. Whether it is an "innie" or an "outie" depends on how the skin heals.',
  },
  takeaways: {
    little: ['A cord fed you before you were born.', 'It fell off after you were born.', 'Your belly button is where it was.'],
    young: ['The umbilical cord brought food and oxygen.', 'After birth it was cut, which does not hurt.', 'Your belly button is where the cord was joined.'],
    older: ['The navel is a scar from the umbilical cord.', 'The cord linked baby to placenta.', 'Innie or outie depends on how the skin healed.'],
  },
  sections: [
    {
      title: 'A Lifeline Before Birth',
      little: 'A baby grows inside its mom. It cannot eat yet. A soft cord brings it food. The cord is joined to its tummy.',
      young: 'A growing baby floats in the womb and cannot eat or breathe air. The umbilical cord is its lifeline. It carries food and oxygen to the baby and carries waste away.',
      older: 'Before birth, the placenta does the work of lungs, gut and kidneys for the baby. The umbilical cord connects the baby to the placenta. Blood flows through the cord, picking up oxygen and nutrients and dropping off wastes.',
      funFact: { title: 'A long cord', text: 'The umbilical cord is long enough to let the baby move and kick in the womb.' },
    },
    {
      title: 'Snip and Drop',
      little: 'When a baby is born, it can breathe and drink milk. It does not need the cord. A doctor or nurse cuts it. It does not hurt!',
      young: 'When a baby is born, it starts breathing with its own lungs and drinking milk. The cord is not needed anymore, so it is clamped and cut. There are no nerves in the cord, so the baby does not feel it. The short stump dries up and drops off.',
      older: 'After birth, the baby\'s own lungs and digestive system take over. The cord is clamped and cut, which is painless because it has no nerves. The remaining stump dries out and falls off, usually within a few weeks, and the skin heals over.',
      funFact: { title: 'Everyone has one', text: 'Nearly every person has a belly button, because everyone had an umbilical cord.' },
    },
    {
      title: 'Innies and Outies',
      young: 'Some belly buttons go in, called innies. Some poke out, called outies. Both are normal. The shape depends on how the skin healed, not on how the cord was cut.',
      older: 'Most navels are "innies"; some are "outies". The shape depends on how the skin and tissue healed after the stump fell off. Both are normal. Many other mammals that grow inside their mothers have navels too, though fur often hides them.',
      funFact: { title: 'Dogs and cats too', text: 'Dogs, cats and other furry mammals have belly buttons, but they are usually tiny and hidden by fur.' },
    },
  ],
  deeper: {
    title: 'The Umbilical Cord and Placenta',
    content: 'The umbilical cord forms early in pregnancy. It contains two umbilical arteries, which carry blood from the fetus to the placenta, and one umbilical vein, which returns oxygen-rich blood. The vessels are cushioned by a gel called Wharton\'s jelly. In the placenta, the fetal and maternal blood come close but normally do not mix. Gases, nutrients and wastes cross a thin barrier. After birth, the cord is clamped and cut. The stump dries and separates, and the skin heals into the umbilicus.',
    funFact: { title: 'No nerves', text: 'Because the cord has no nerves, cutting it does not hurt the baby or the mother.' },
  },
  glossary: [
    { term: 'Belly button', say: 'BEL-ee BUT-un', definition: 'The little dip or bump on your tummy where your cord was.' },
    { term: 'Umbilical cord', say: 'um-BIL-ih-kul KORD', definition: 'The tube that joined a baby to its mother before birth.' },
    { term: 'Navel', say: 'NAY-vul', definition: 'Another name for the belly button.' },
    { term: 'Placenta', say: 'pluh-SEN-tuh', definition: 'The organ in the womb that passes food and oxygen to the baby.' },
    { term: 'Womb', say: 'WOOM', definition: 'The place inside a mother where a baby grows before birth.' },
  ],
  tryIt: [{
    title: 'Baby Photo Chat',
    description: 'Learn about when you were a baby.',
    steps: [
      'Ask a grown-up for a baby photo of you.',
      'Look at how small you were.',
      'Ask a grown-up to tell a story about when you were a baby.',
      'Find your belly button. It has been with you since then!',
    ],
    note: 'Every family has its own story; ask your grown-ups what they would like to share.',
    bands: ['3-5'],
  }, {
    title: 'Lifeline Diagram',
    description: 'Draw how a baby gets food and oxygen before birth.',
    steps: [
      'Draw a baby in a circle (the womb).',
      'Draw the placenta on the wall of the circle and the umbilical cord from it to the baby\'s belly.',
      'Use red arrows for oxygen and food going to the baby, and blue arrows for waste coming away.',
      'Label where the belly button will be after birth.',
    ],
    note: 'If you have questions about babies and birth, a grown-up you trust is a great person to ask.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A delivery hose', content: 'The umbilical cord is like a delivery hose from a supply station: food and oxygen go in, waste comes out.' },
  ],
  realWorld: [
    { title: 'Newborn care', content: 'Parents keep a newborn\'s cord stump clean and dry until it falls off by itself.' },
  ],
  engaging: [
    { question: 'What other things did you need when you were a baby that you do not need now?', context: 'Think about bottles, nappies or a cot.' },
    { question: 'Is your belly button an innie or an outie?', context: 'Both kinds are normal.' },
  ],
  quiz: [
    {
      question: 'What was joined to your belly before you were born?', right: 'A cord that brought food', wrong: ['A balloon full of air', 'A tiny button'],
      skill: 'recall', support: ['A cord fed you before you were born', 'A soft cord joined your tummy to her', 'The umbilical cord brought food and oxygen', 'The cord linked baby to placenta'],
    },
    {
      question: 'What is your belly button?', right: 'Where the cord was joined', wrong: ['A hole for breathing', 'A button to hold skin on'],
      skill: 'recall', support: ['Your belly button is where it was', 'Your belly button is where the cord was joined', 'The navel is a scar from the umbilical cord'],
    },
    {
      question: 'Why doesn\'t cutting the cord hurt?', right: 'The cord has no nerves', wrong: ['Babies are always asleep', 'The cord is made of hair'],
      skill: 'cause-effect', bands: ['9-12', '13+'], support: ['It has no nerves, so this does not hurt', 'which is painless because it has no nerves', 'Because the cord has no nerves'],
    },
  ],
  sources: [
    {
      claim: 'The umbilical cord is the long tube that runs between a mother and her unborn baby; it carries oxygen and nutrients to the baby and waste away from the baby; when the baby is born, the doctor cuts the cord and a small piece is left attached; when this piece falls off, you can see the baby\'s belly button.',
      title: 'KidsHealth (Nemours): Word! Umbilical Cord',
      url: 'https://kidshealth.org/en/kids/word-umbilical-cord.html',
      read: READ,
      authority: 'public-health',
    },
    {
      claim: 'The umbilical cord connects the fetus to the placenta and contains two arteries and one vein embedded in Wharton\'s jelly; in the placenta, oxygen, nutrients and wastes are exchanged between fetal and maternal blood, which normally do not mix; after birth the cord is clamped and cut, the stump dries and falls off, and the scar is the navel (umbilicus); the cord has no nerves, so cutting it is painless; placental mammals have navels.',
      title: 'Britannica: Umbilical cord',
      url: 'https://www.britannica.com/science/umbilical-cord',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: ['For 3-5, "you grew inside your birth mother" stands for the womb; the 6-8 text names the womb and placenta. Birth itself is not described: that question is for a grown-up.'],
  related: ['why-bones', 'baby-teeth', 'fingerprints'],
  links: [SITES.kidsHealth, britannica('umbilical cord'), SITES.healthyChildren],
};

export const sensesEntries: KidEntry[] = [fingerprints, hairGrows, brain, tears, bellyButton];
