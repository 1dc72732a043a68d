import { britannica, SITES } from '../links';
import type { KidEntry } from '../types';

// Nature Connection: plants, habitats, food chains (issue 10 §1, batch 3). How flowers and trees work, who is awake
// at night, who eats whom, and why some animals are in danger, with what people do to help.

const READ = '2026-11-23';

const flowersSmellColour: KidEntry = {
  id: 'flowers-smell-colour',
  module: 'Nature Connection',
  question: 'Why do flowers smell nice and have colours?',
  title: 'Why Do Flowers Smell Nice and Have Colours?',
  blurb: 'Why flowers smell nice and sweet and have bright colours: signs that invite bees and butterflies to carry pollen.',
  triggers: [['flower', 'smell*'], ['flower', 'color*'], ['flower', 'colour*'], ['flower', 'scent*'], ['flower', 'perfume'], ['flower', 'bright'], ['flower', 'pretty'], ['flower', 'colorful'], ['flower', 'colourful'], ['petal*']],
  quickAnswer: {
    '3-5': 'Flowers want visitors! Bright colours and sweet smells call bees, butterflies and birds. The bugs and birds get a sweet drink. They take yellow dust from one flower to the next. The dust helps the plant make seeds.',
    '6-8': 'A flower\'s colours and smells are like a sign that says, "Food here!" They call animals such as bees, butterflies, moths and hummingbirds. The visitors sip sweet nectar or collect pollen. While they do, pollen sticks to them, and they carry it to the next flower. This is called pollination. It lets the plant make seeds, so new plants can grow.',
    '9-12': 'Flowers are a plant\'s way of reproducing, and most need help moving pollen from one flower to another. Bright colours and scents advertise to pollinators, animals such as bees, butterflies, moths, birds and bats. The plant pays them with nectar or pollen. As they feed, pollen rubs onto their bodies and is carried to other flowers of the same kind. Different flowers suit different pollinators. Bees can see ultraviolet patterns we can\'t, while many moth flowers are pale and smell strongest at night.',
    '13+': 'Floral colour and scent are signals that attract pollinators, which transfer pollen between flowers and allow cross-fertilization. Pigments such as anthocyanins and carotenoids produce colours, and volatile compounds make scent. Many flowers have ultraviolet nectar guides, visible to bees, that lead the visitor to the reward. Flower traits often match their pollinators. Bird flowers tend to be red and tubular with little scent, while moth flowers are often white and fragrant at night. Some flowers smell of rotting meat and attract flies. Wind-pollinated plants, such as grasses, usually have small, dull flowers without scent.',
  },
  takeaways: {
    little: ['Colours and smells call bees and butterflies.', 'The visitors get a sweet drink.', 'They help the plant make seeds.'],
    young: ['Colours and smells invite animals to visit.', 'Visitors carry pollen from flower to flower.', 'Pollination lets plants make seeds.'],
    older: ['Colour and scent advertise nectar and pollen to pollinators.', 'Different flowers suit different pollinators.', 'Wind-pollinated flowers are often plain and unscented.'],
  },
  sections: [
    {
      title: 'A Sign That Says "Food Here!"',
      little: 'A bee sees a bright flower. It smells a sweet smell. Yum! It flies over for a sweet drink.',
      young: 'Flowers make a sweet juice called nectar. Their bright colours and strong smells help animals find it. A bee or butterfly follows the colour and smell to the flower, like you follow the smell of cookies.',
      older: 'Colour and scent work together. Scent can travel far on the wind and draw a pollinator close. Colour and shape then guide it to land in the right spot. The reward, nectar or pollen, keeps it coming back to the same kind of flower.',
      funFact: { title: 'Secret stripes', text: 'Many flowers have patterns only bees can see, because bees see ultraviolet light.' },
    },
    {
      title: 'Carrying Pollen',
      little: 'Flowers have yellow dust called pollen. It sticks to the bee. The bee flies to the next flower. The pollen comes too!',
      young: 'When an animal drinks nectar, yellow powder called pollen sticks to its body. At the next flower, some pollen rubs off. When pollen reaches the right part of a flower, the flower can make seeds. This is pollination.',
      older: 'Pollen carries the male cells of a plant. To make seeds, it has to reach the female part of a flower of the same species. Pollinators do this job as they move from flower to flower, and the plant makes seeds and fruit.',
      funFact: { title: 'Thank a pollinator', text: 'Many fruits and vegetables we eat, like apples and pumpkins, need pollinators.' },
    },
    {
      title: 'Different Flowers, Different Visitors',
      young: 'Hummingbirds like red flowers shaped like tubes. Moths visit pale flowers that smell sweet at night. Some flowers even smell stinky, to invite flies!',
      older: 'Flowers and pollinators often fit each other. Hummingbirds visit red, tube-shaped flowers. Night-flying moths find pale, fragrant flowers in the dark. Bats visit big flowers that open at night. Some flowers smell like rotting meat to attract flies.',
      funFact: { title: 'Plain flowers', text: 'Grasses are pollinated by the wind, so their flowers are small and plain, with no need for colour or smell.' },
    },
  ],
  deeper: {
    title: 'Floral Signals and Pollination Syndromes',
    content: 'Sets of flower traits that match a type of pollinator are called pollination syndromes. Bee flowers are often blue, purple or yellow, with ultraviolet nectar guides and landing platforms. Bird flowers are red, tubular and rich in nectar, but weakly scented, since most birds rely on sight. Moth flowers are pale and release scent at dusk. Fly-pollinated flowers may smell like carrion. The pattern is a tendency, not a rule, and many flowers have several pollinators. Colours come from pigments such as anthocyanins and carotenoids, and scents from volatile compounds.',
    funFact: { title: 'Stinky giant', text: 'The corpse flower smells like rotting meat when it blooms, drawing flies and beetles.' },
  },
  glossary: [
    { term: 'Pollen', say: 'POL-in', definition: 'A yellow dust flowers make, which helps them make seeds.' },
    { term: 'Nectar', say: 'NEK-ter', definition: 'A sweet juice inside flowers.' },
    { term: 'Pollination', say: 'pol-ih-NAY-shun', definition: 'Moving pollen from one flower to another so seeds can grow.' },
    { term: 'Pollinator', say: 'POL-ih-nay-ter', definition: 'An animal, like a bee, that carries pollen between flowers.' },
  ],
  tryIt: [{
    title: 'Pollen Pals',
    description: 'Be a bee and carry "pollen" between flowers.',
    steps: [
      'With a grown-up, put a little yellow chalk dust or powder paint on two paper flowers.',
      'Put a cotton ball on your finger. That is your bee!',
      'Fly to one flower and touch the middle. Then fly to the other one.',
      'Look: your bee carried pollen!',
    ],
    note: 'A grown-up helps with the chalk or paint, and everyone washes hands after.',
    bands: ['3-5', '6-8'],
  }, {
    title: 'Flower Visitor Watch',
    description: 'Find out which visitors come to which flowers.',
    steps: [
      'With a grown-up, pick two or three kinds of flowers in a garden or park.',
      'Watch each one for five minutes on a sunny day.',
      'Write down the colour of each flower and every visitor you see: bees, butterflies, flies, birds.',
      'Which colours got the most visitors? Which visitors chose which flowers?',
    ],
    note: 'Watch from a little distance. Never pick or eat wild plants, and don\'t touch bees.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A shop sign', content: 'A bright, sweet-smelling flower is like a shop with a big sign and a nice smell wafting out the door.' },
  ],
  realWorld: [
    { title: 'Pollinator gardens', content: 'People plant flowers that bees and butterflies love to give pollinators food.' },
  ],
  engaging: [
    { question: 'What smells make you want to come closer?', context: 'Think of baking bread or cookies.' },
    { question: 'Why might a flower that opens at night be white?', context: 'What is easy to see in the dark?' },
  ],
  quiz: [
    {
      question: 'Why do flowers have bright colours and smells?', right: 'To invite animals to visit', wrong: ['To scare animals away', 'To keep the plant warm'],
      skill: 'cause-effect', support: ['call bees, butterflies and birds', 'they call animals', 'advertise to pollinators', 'attract pollinators', 'invite animals to visit'],
    },
    {
      question: 'What yellow dust do visitors carry from flower to flower?', right: 'Pollen', wrong: ['Sand', 'Sugar'],
      skill: 'vocabulary', support: ['pollen'],
    },
    {
      question: 'What does pollination help a plant make?', right: 'Seeds', wrong: ['Thorns', 'Roots'],
      skill: 'cause-effect', support: ['helps the plant make seeds', 'make seeds', 'the plant makes seeds'],
    },
  ],
  sources: [
    {
      claim: 'Flowers attract pollinators such as bees, butterflies, moths, birds, bats and flies with colour, scent and rewards of nectar and pollen; many bee flowers have ultraviolet nectar guides; bird flowers are often red and tubular with little scent; moth flowers are pale and fragrant at night; some flowers, such as the corpse flower, smell of carrion to attract flies and beetles; wind-pollinated flowers such as grasses are small and inconspicuous; colour comes from pigments such as anthocyanins and carotenoids.',
      title: 'Britannica: Pollination',
      url: 'https://www.britannica.com/science/pollination',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'A flower is the reproductive structure of flowering plants; pollen must reach the female parts (stigma) of a flower of the same species for seeds and fruit to form.',
      title: 'Britannica: Flower',
      url: 'https://www.britannica.com/science/flower',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: ['For 3-5, pollen is "yellow dust" and nectar is "a sweet drink".'],
  related: ['bees-honey', 'seeds-grow', 'plants-food'],
  links: [SITES.natGeoKids, britannica('pollination'), SITES.smithsonian],
};

const treesDrinkWater: KidEntry = {
  id: 'trees-drink-water',
  module: 'Nature Connection',
  question: 'How do trees drink water?',
  title: 'How Do Trees Drink Water?',
  blurb: 'How roots suck up water, tiny tubes carry it up the trunk, and leaves pull it to the top of tall trees.',
  triggers: [['tree', 'drink*'], ['tree', 'water'], ['plant', 'drink*'], ['xylem'], ['transpir*'], ['root', 'water'], ['roots', 'water'], ['tree', 'root*'], ['water', 'up', 'tree'], ['plant', 'suck*', 'water']],
  quickAnswer: {
    '3-5': 'Trees drink with their roots. The roots are under the ground. They soak up water from the dirt. The water goes up tiny tubes in the trunk. It goes all the way to the leaves!',
    '6-8': 'Trees drink through their roots. Tiny root hairs soak up water from the soil. The water travels up through very thin tubes inside the trunk, like lots of tiny straws. At the top, leaves let water out into the air through tiny holes. As water leaves, it pulls more water up behind it. So the leaves help pull water all the way up the tree.',
    '9-12': 'Water enters a tree through tiny root hairs. It moves up through xylem, bundles of thin tubes in the wood. The pulling power comes from the leaves. Leaves have tiny pores called stomata, and water evaporates out of them. This is called transpiration. Water molecules stick to each other, so as water leaves the top, it pulls a long chain of water up from the roots. Most of the water a tree takes in goes back into the air this way.',
    '13+': 'Water transport in trees is explained by the cohesion-tension theory. Transpiration, the evaporation of water from leaf cells through stomata, creates negative pressure, or tension, in the xylem. Because water molecules cohere through hydrogen bonds and adhere to xylem walls, continuous water columns are pulled upward from the roots. Roots take up water by osmosis, mostly through root hairs with a large surface area. This process moves dissolved minerals upward too. Transpiration also cools leaves. Most of the water a plant absorbs is lost to the atmosphere, adding to the water cycle.',
  },
  takeaways: {
    little: ['Trees drink with their roots.', 'Water goes up tiny tubes.', 'It goes all the way to the leaves.'],
    young: ['Roots soak up water from the soil.', 'Tiny tubes carry water up the trunk.', 'Leaves let water out and pull more up.'],
    older: ['Root hairs take in water; xylem carries it up.', 'Transpiration from leaves pulls water up the tree.', 'Most water a tree takes in returns to the air.'],
  },
  sections: [
    {
      title: 'Roots Soak It Up',
      little: 'Roots grow under the ground. They are like long, thin fingers. They soak up water from wet dirt.',
      young: 'A tree\'s roots spread out under the ground, often far wider than the branches. Tiny hairs on the roots soak up water from the soil.',
      older: 'Most water enters through root hairs, tiny outgrowths that give roots a huge surface area. Water moves into the roots by osmosis. It carries dissolved minerals, such as nitrogen, that the tree needs.',
      funFact: { title: 'Hidden half', text: 'A tree\'s roots can spread out much wider than its branches.' },
    },
    {
      title: 'Tiny Tubes Inside',
      little: 'Inside the trunk are tiny tubes. They are like tiny straws. The water goes up, up, up!',
      young: 'Inside the trunk, just under the bark, are many thin tubes. Water travels up through them from the roots to the leaves, like juice up lots of tiny straws.',
      older: 'Water travels up through xylem, dead cells joined end to end to form thin pipes. In trees, the outer wood, called sapwood, does most of this work. Another set of tubes, phloem, carries sugar made in the leaves to the rest of the tree.',
      funFact: { title: 'Rings of wood', text: 'Each year a tree adds a new layer of wood. In many trees you can count the rings to tell its age.' },
    },
    {
      title: 'Leaves Pull From the Top',
      little: 'Leaves let out a little water into the air. That pulls more water up. Like sipping on a straw!',
      young: 'Leaves have tiny holes that let water out into the air as vapor. When water leaves the top, it tugs on the water below it. That pull brings more water up from the roots.',
      older: 'Water evaporates from leaf cells and escapes through stomata. This is transpiration. Because water molecules cling together, the loss at the top pulls the whole column upward. On a hot, sunny day a big tree can move a great deal of water this way.',
      funFact: { title: 'Trees make clouds', text: 'Water given off by forests goes into the air, where it can help form clouds and rain.' },
    },
  ],
  deeper: {
    title: 'Cohesion-Tension in the Xylem',
    content: 'Xylem conduits, tracheids and vessels, are dead cells with reinforced walls that resist collapse under tension. As water evaporates from cell walls inside the leaf, surface tension creates a pull transmitted down the water column to the roots. Cohesion between water molecules keeps the column intact. Adhesion to the conduit walls helps it climb. If tension becomes too high, for example in drought, air bubbles can form and block conduits. This is called cavitation, and it limits how tall trees can grow. Stomata open and close to balance carbon dioxide uptake against water loss.',
    funFact: { title: 'Listening to trees', text: 'Scientists can detect tiny clicking sounds from xylem when air bubbles form in drought.' },
  },
  glossary: [
    { term: 'Roots', say: 'ROOTS', definition: 'The parts of a plant under the ground that take in water.' },
    { term: 'Trunk', say: 'TRUNK', definition: 'The thick, woody stem of a tree.' },
    { term: 'Xylem', say: 'ZY-lem', definition: 'Thin tubes in a plant that carry water up.' },
    { term: 'Transpiration', say: 'tran-spuh-RAY-shun', definition: 'When plants let water out of their leaves into the air.' },
    { term: 'Stomata', say: 'STOH-muh-tuh', definition: 'Tiny holes in leaves that let gases and water vapor in and out.' },
  ],
  tryIt: [{
    title: 'Colour a Celery Stalk',
    description: 'Watch water climb up a plant.',
    steps: [
      'With a grown-up, put water and a few drops of food colouring in a cup.',
      'Stand a celery stalk with leaves in the cup.',
      'Wait a day. Look at the leaves.',
      'A grown-up cuts the stalk across. Can you see coloured dots? Those are the tiny tubes!',
    ],
    note: 'A grown-up does the cutting and handles the food colouring.',
  }, {
    title: 'Leaf in a Bag',
    description: 'Catch the water a tree gives off.',
    steps: [
      'With a grown-up, put a clear plastic bag over a leafy branch of a tree or bush on a sunny morning.',
      'Tie it loosely around the branch.',
      'Check it in the afternoon. What do you see inside the bag?',
      'Where did the water come from? Remove the bag when you are done.',
    ],
    note: 'Use a living plant outdoors, with a grown-up, and take the bag off the same day.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A very long straw', content: 'A tree pulls up water a bit like you sip through a straw, except the "sip" comes from water leaving the leaves.' },
  ],
  realWorld: [
    { title: 'Watering new trees', content: 'Young trees need watering because their roots are still small and can\'t reach much water.' },
  ],
  engaging: [
    { question: 'Why do plants droop when they are thirsty?', context: 'Think about what water does inside the stem.' },
    { question: 'Where does the water a tree gives off go next?', context: 'Think about clouds and rain.' },
  ],
  quiz: [
    {
      question: 'How does a tree take in water?', right: 'Through its roots', wrong: ['Through its bark', 'Through its flowers'],
      skill: 'recall', support: ['drink with their roots', 'drink through their roots', 'through tiny root hairs', 'root hairs'],
    },
    {
      question: 'How does water get up the trunk?', right: 'Through tiny tubes inside', wrong: ['Squirrels carry it up', 'It falls up from rain'],
      skill: 'recall', support: ['tiny tubes in the trunk', 'thin tubes inside the trunk', 'thin tubes in the wood', 'many thin tubes', 'xylem'],
    },
    {
      question: 'What pulls water up to the top of a tree?', right: 'Water leaving the leaves', wrong: ['The roots pushing hard', 'The bark squeezing'],
      skill: 'cause-effect', bands: ['6-8', '9-12', '13+'], support: ['pulls more water up', 'the leaves help pull water', 'the pulling power comes from the leaves', 'pulled upward'],
    },
  ],
  sources: [
    {
      claim: 'Water enters roots mainly through root hairs and rises through xylem conduits; transpiration from the leaves through stomata creates tension that pulls cohesive water columns upward (the cohesion-tension theory); most water absorbed is lost by transpiration; cavitation under drought can block xylem.',
      title: 'Britannica: Xylem',
      url: 'https://www.britannica.com/science/xylem',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Transpiration is the process by which plants release water vapor through stomata in their leaves; it returns much of the water plants take up to the atmosphere as part of the water cycle.',
      title: 'USGS Water Science School: Evapotranspiration and the Water Cycle',
      url: 'https://www.usgs.gov/special-topics/water-science-school/science/evapotranspiration-and-water-cycle',
      read: READ,
      authority: 'science-body',
    },
  ],
  simplifications: ['For 3-8, xylem is "tiny tubes" or "tiny straws"; osmosis and cohesion are left to 9+.'],
  related: ['plants-food', 'seeds-grow', 'leaves-change-color'],
  links: [SITES.usgs, britannica('transpiration'), SITES.natGeoKids],
};

const nocturnalAnimals: KidEntry = {
  id: 'nocturnal-animals',
  module: 'Nature Connection',
  question: 'Why are some animals awake at night?',
  title: 'Why Are Some Animals Awake at Night?',
  blurb: 'Nocturnal animals sleep by day and are active at night: beating the heat, hiding from hunters, and eyes that shine in the dark.',
  triggers: [['nocturnal*'], ['animal', 'night'], ['animals', 'night'], ['awake', 'night'], ['diurnal'], ['crepuscular'], ['anim*', 'sle*', 'day'], ['come', 'out', 'night'], ['night', 'animal*'], ['eyes', 'glow'], ['eyeshine']],
  quickAnswer: {
    '3-5': 'Some animals sleep in the day. They wake up at night! Night is cool and dark. It is easier to hide. Some find their food at night. Owls, bats and raccoons are night animals.',
    '6-8': 'Animals that are awake at night are called nocturnal. Night can be a great time to be busy. It is cooler, which helps desert animals save water. The dark helps them hide from hunters. And some of their food, like moths or mice, comes out at night too. Nocturnal animals have special tools, like big eyes, sharp ears or a great sense of smell, to get around in the dark.',
    '9-12': 'Nocturnal animals are active at night and rest by day. There are several reasons. In hot deserts, night is cool, so animals lose less water. Darkness helps small animals hide from predators that hunt by sight. Hunters like owls follow prey that is active at night. Being active at night can also mean less competition with daytime animals for the same food. Nocturnal animals have adaptations for the dark: large eyes, a mirror-like layer behind the eye that makes eyes shine, keen hearing, echolocation in bats, or a strong sense of smell.',
    '13+': 'Animals divide the day: diurnal species are active by day, nocturnal species by night and crepuscular species at dawn and dusk. Nocturnality has several advantages. It avoids daytime heat and water loss, reduces the risk from visual predators and lets animals exploit prey active at night. It also reduces competition. Many nocturnal mammals have large eyes rich in rod cells and a tapetum lucidum, a reflective layer that gives light-sensitive cells a second chance to catch light. Others rely more on hearing, smell, touch or echolocation. Activity patterns are set by an internal circadian clock reset by light.',
  },
  takeaways: {
    little: ['Some animals wake up at night.', 'Night is cool and good for hiding.', 'Owls and bats are night animals.'],
    young: ['Night animals are called nocturnal.', 'Night is cooler and darker, good for hiding and hunting.', 'They have big eyes, sharp ears or great noses.'],
    older: ['Nocturnal animals avoid heat, hide from predators or follow prey.', 'Being active at night can mean less competition.', 'Eyes with a tapetum, keen hearing and smell help in the dark.'],
  },
  sections: [
    {
      title: 'Good Reasons to Be Out at Night',
      little: 'In the desert, the day is very hot. At night it is cool. So many desert animals come out at night.',
      young: 'In hot deserts, many animals hide in burrows during the day and come out when it is cool. Small animals like mice come out in the dark, when hawks can\'t see them. And owls come out at night to hunt those mice!',
      older: 'For desert animals, night means lower temperatures and less water loss. For small prey, darkness hides them from hunters like hawks. For nocturnal predators, night is when their prey is out. Being active at a different time can also mean less competition with daytime animals.',
      funFact: { title: 'Twilight animals', text: 'Some animals, like many deer and rabbits, are busiest at dawn and dusk. They are called crepuscular.' },
    },
    {
      title: 'Seeing in the Dark',
      little: 'Night animals have big eyes. Big eyes catch more light. Some eyes even shine at night!',
      young: 'Many night animals have big eyes that let in lots of light. Cats, raccoons and deer have a shiny layer at the back of their eyes. It bounces light back, so their eyes glow in a flashlight beam.',
      older: 'Large eyes and wide pupils gather more light. Many nocturnal eyes are packed with rod cells, which work in dim light. A reflective layer called the tapetum lucidum bounces light back through the eye, boosting night vision and causing eyeshine.',
      funFact: { title: 'Eyeshine', text: 'When a light shines on a cat\'s eyes at night, they glow because of the reflective layer inside.' },
    },
    {
      title: 'Ears, Noses and Echoes',
      little: 'Some night animals hear very well. Owls can hear a mouse in the grass. Bats make sounds to find bugs.',
      young: 'Some night animals use other senses. Owls can hear a mouse rustling under leaves. Bats send out sounds and listen for echoes to find insects. Hedgehogs and raccoons sniff out their food.',
      older: 'Not every nocturnal animal relies on sight. Barn owls can catch prey in total darkness using hearing alone. Most bats use echolocation. Many nocturnal mammals, like hedgehogs and opossums, depend on smell and touch.',
      funFact: { title: 'Lopsided ears', text: 'Some owls have one ear higher than the other, which helps them pinpoint where a sound comes from.' },
    },
  ],
  deeper: {
    title: 'Activity Patterns and Night Vision',
    content: 'Daily activity patterns are controlled by circadian clocks, internal rhythms of about a day that are reset by light. Nocturnal mammals often have rod-dominated retinas for sensitivity, sacrificing sharp colour vision. The tapetum lucidum, found in cats, dogs, deer and many other animals, reflects light that passed the photoreceptors back through them. Birds like owls instead rely on very large eyes and exceptional hearing. Artificial light at night can disrupt nocturnal animals, confusing insects, bats and migrating birds.',
    funFact: { title: 'Light pollution', text: 'Bright outdoor lights at night can confuse moths, sea turtle hatchlings and migrating birds.' },
  },
  glossary: [
    { term: 'Nocturnal', say: 'nok-TUR-nul', definition: 'Awake and busy at night.' },
    { term: 'Diurnal', say: 'dy-UR-nul', definition: 'Awake and busy in the daytime.' },
    { term: 'Predator', say: 'PRED-uh-ter', definition: 'An animal that hunts other animals for food.' },
    { term: 'Echolocation', say: 'ek-oh-loh-KAY-shun', definition: 'Finding things by making sounds and listening for echoes.' },
  ],
  tryIt: [{
    title: 'Day or Night Animal?',
    description: 'Sort animals into day and night.',
    steps: [
      'Draw a sun on one paper and a moon on another.',
      'Say an animal name with a grown-up: owl, dog, bat, butterfly, raccoon, bee.',
      'Put each one on the sun or the moon.',
      'Pretend to be a night animal. Use big eyes and quiet feet!',
    ],
    note: 'Play with a grown-up.',
    bands: ['3-5', '6-8'],
  }, {
    title: 'Night Listening',
    description: 'Discover which animals are active after dark.',
    steps: [
      'With a grown-up, sit quietly outside or by an open window after dark for ten minutes.',
      'Write down every animal sound you hear: insects, owls, frogs, others.',
      'Do it again in the daytime at the same spot.',
      'Compare your two lists. Which animals did you only hear at night?',
    ],
    note: 'Stay with a grown-up after dark.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'The night shift', content: 'Nocturnal animals are like workers on the night shift: they do their jobs while most others sleep.' },
  ],
  realWorld: [
    { title: 'Night houses at zoos', content: 'Some zoos keep night animals in dim rooms during the day, so visitors can see them awake.' },
  ],
  engaging: [
    { question: 'What would be hard about being awake at night?', context: 'Think about seeing, finding food and staying safe.' },
    { question: 'Which senses would you use most in the dark?', context: 'Close your eyes and listen.' },
  ],
  quiz: [
    {
      question: 'What do we call animals that are awake at night?', right: 'Nocturnal', wrong: ['Diurnal', 'Hibernating'],
      skill: 'vocabulary', bands: ['6-8', '9-12', '13+'], support: ['nocturnal'],
    },
    {
      question: 'Why do many desert animals come out at night?', right: 'It is cooler at night', wrong: ['The sand is softer at night', 'They like the stars'],
      skill: 'cause-effect', support: ['at night it is cool', 'night is cool', 'it is cooler', 'when it is cool', 'lower temperatures'],
    },
    {
      question: 'Which of these is a night animal?', right: 'An owl', wrong: ['A butterfly', 'A bee'],
      skill: 'recall', bands: ['3-5', '6-8'], support: ['owls, bats and raccoons are night animals', 'owls come out at night'],
    },
    {
      question: 'What makes some animals\' eyes shine at night?', right: 'A shiny layer in the eye', wrong: ['Tiny lights in the eye', 'Tears on the eye'],
      skill: 'cause-effect', bands: ['6-8', '9-12', '13+'], support: ['a shiny layer at the back of their eyes', 'tapetum lucidum', 'reflective layer'],
    },
  ],
  sources: [
    {
      claim: 'Owls are mostly nocturnal birds of prey with large eyes and exceptional hearing; in some species the ear openings are asymmetrical, helping locate sound, and barn owls can catch prey in darkness by hearing alone.',
      title: 'Britannica: Owl',
      url: 'https://www.britannica.com/animal/owl',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'The tapetum lucidum is a reflective layer behind the retina in many vertebrates, such as cats, dogs and deer, that reflects light back through the retina, improving vision in dim light and causing eyeshine; nocturnal animals\' retinas are rich in rods.',
      title: 'Britannica: Eye (vertebrate)',
      url: 'https://www.britannica.com/science/eye',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Many desert animals are nocturnal, sheltering in burrows by day to avoid heat and water loss and emerging at night.',
      title: 'Britannica: Desert',
      url: 'https://www.britannica.com/science/desert',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: ['For 3-5, reasons are reduced to "cool, dark, easier to hide, food at night".'],
  related: ['echo', 'why-sleep', 'fireflies-glow'],
  links: [SITES.natGeoKids, britannica('nocturnal animals'), SITES.smithsonian],
};

const foodChain: KidEntry = {
  id: 'food-chain',
  module: 'Nature Connection',
  question: 'What is a food chain?',
  title: 'What Is a Food Chain?',
  blurb: 'Who eats whom in nature: how energy passes from the Sun to plants to animals.',
  triggers: [['food chain'], ['food web'], ['food', 'chain'], ['predator', 'prey'], ['herbivore*'], ['carnivore*'], ['omnivore*'], ['decomposer*'], ['producer', 'consumer'], ['who', 'eat', 'who']],
  quickAnswer: {
    '3-5': 'A food chain shows who eats what. Grass grows in the sun. A bug eats the grass. A frog eats the bug. A snake eats the frog. Each one gets energy from what it eats.',
    '6-8': 'A food chain shows how living things get their food. It starts with plants, which make their own food using sunlight. Plant eaters, like rabbits, eat the plants. Meat eaters, like foxes, eat the plant eaters. When plants and animals die, worms, fungi and tiny germs break them down, and that feeds the soil. Lots of food chains joined together make a food web.',
    '9-12': 'A food chain shows how energy moves through living things. It begins with producers, like plants and algae, which use sunlight to make food. Primary consumers, or herbivores, eat producers. Secondary consumers, often carnivores, eat them, and so on up to top predators. Decomposers, such as fungi, bacteria and worms, break down dead things and return nutrients to the soil. In nature, most animals eat more than one thing, so food chains link into a food web. At each step, most of the energy is used up, so there are fewer animals at the top.',
    '13+': 'A food chain is a sequence of organisms through which energy and nutrients pass. Each level is a trophic level. Producers, or autotrophs, capture solar energy by photosynthesis. Consumers, or heterotrophs, include herbivores, carnivores and omnivores. Decomposers recycle nutrients from dead matter. Only a small fraction of the energy at one level, often estimated at about 10 percent, is passed to the next. The rest is lost as heat, movement and waste. This limits chains to a few links and explains why top predators are few. Real ecosystems form food webs, and removing one species can ripple through the whole web.',
  },
  takeaways: {
    little: ['A food chain shows who eats what.', 'It starts with plants and the sun.', 'Animals get energy from their food.'],
    young: ['Food chains start with plants that use sunlight.', 'Plant eaters and meat eaters come next.', 'Decomposers break down dead things and feed the soil.'],
    older: ['Energy flows from producers to consumers.', 'Decomposers recycle nutrients.', 'Food chains link into food webs.'],
  },
  sections: [
    {
      title: 'It Starts With the Sun',
      little: 'Plants use the sun to make food. They are the start of the chain. No plants, no food for animals!',
      young: 'Plants make their own food using sunlight, water and air. That is why they are at the start of almost every food chain. In the ocean, tiny floating plants called phytoplankton do the same job.',
      older: 'Producers turn sunlight into chemical energy stored in sugars. On land that is mostly plants. In the ocean it is mostly phytoplankton, tiny drifting algae. Every consumer depends, directly or indirectly, on this energy.',
      funFact: { title: 'Ocean chain', text: 'A sea food chain can go: tiny algae, then krill, then a whale.' },
    },
    {
      title: 'Eaters and Eaten',
      little: 'A rabbit eats plants. A fox eats the rabbit. Some animals, like bears, eat plants and meat.',
      young: 'Animals that eat only plants are herbivores, like rabbits and cows. Animals that eat other animals are carnivores, like foxes and lions. Animals that eat both are omnivores, like bears and people.',
      older: 'Herbivores are primary consumers. Carnivores that eat them are secondary consumers, and those that eat other carnivores are tertiary consumers. Omnivores feed at several levels. A predator hunts prey, and the same animal can be both: a frog hunts insects but is prey for snakes.',
      funFact: { title: 'Top of the chain', text: 'Animals that nothing else usually hunts, like orcas, are called apex predators.' },
    },
    {
      title: 'The Cleanup Crew',
      little: 'When a leaf or an animal dies, worms and mushrooms break it down. That makes the dirt good for new plants.',
      young: 'When plants and animals die, decomposers go to work. Worms, mushrooms and tiny germs called bacteria break them down. This puts good things back in the soil, so new plants can grow.',
      older: 'Decomposers, such as fungi, bacteria and some invertebrates, break down dead organisms and waste. They release nutrients like nitrogen back into the soil or water. Without them, nutrients would stay locked in dead matter and producers would run short.',
      funFact: { title: 'A circle, not a line', text: 'Because decomposers feed the soil that plants grow in, nutrients go round and round in a cycle.' },
    },
  ],
  deeper: {
    title: 'Trophic Levels and Energy Flow',
    content: 'Energy transfer between trophic levels is inefficient. Organisms use most of the energy they take in for respiration, movement and heat, and some is never eaten or digested. A commonly cited rule of thumb is that about 10 percent passes to the next level, though real values vary widely. As a result, biomass and numbers usually shrink at higher levels, forming an energy pyramid. Nutrients, unlike energy, are recycled by decomposers. Food webs show that species are connected in many ways. Removing a top predator can change populations far down the web, an effect called a trophic cascade.',
    funFact: { title: 'Wolves and rivers', text: 'Scientists study how bringing back wolves to some places has changed the numbers of deer and plants.' },
  },
  glossary: [
    { term: 'Food chain', say: 'FOOD chayn', definition: 'A list of living things, each eaten by the next one.' },
    { term: 'Energy', say: 'EN-er-jee', definition: 'What living things need to grow and move.' },
    { term: 'Producer', say: 'pruh-DOO-ser', definition: 'A living thing, like a plant, that makes its own food.' },
    { term: 'Consumer', say: 'kun-SOO-mer', definition: 'A living thing that eats other living things.' },
    { term: 'Decomposer', say: 'dee-kum-POH-zer', definition: 'A living thing that breaks down dead plants and animals.' },
  ],
  tryIt: [{
    title: 'Paper Chain Food Chain',
    description: 'Make a real chain that shows who eats what.',
    steps: [
      'Cut paper strips with a grown-up. Draw the sun, grass, a bug, a frog and a snake, one on each strip.',
      'Loop the sun strip into a ring and tape it.',
      'Add grass, then the bug, then the frog, then the snake.',
      'Hold up your food chain and tell the story!',
    ],
    note: 'A grown-up helps with the scissors.',
    bands: ['3-5', '6-8'],
  }, {
    title: 'Build a Food Web',
    description: 'Connect many food chains into a web.',
    steps: [
      'Write about ten living things from one place, such as a pond or forest, on sticky notes.',
      'Put producers at the bottom and draw arrows from each food to its eater.',
      'Add decomposers and arrows from dead things to them.',
      'Pick one species and remove it. Which other living things are affected?',
    ],
    note: 'Use books or a nature guide to check who eats what.',
    bands: ['9-12', '13+'],
  }],
  analogies: [
    { title: 'Passing a battery', content: 'Energy in a food chain is like a battery passed from hand to hand, losing some charge each time.' },
  ],
  realWorld: [
    { title: 'Your own food chain', content: 'When you eat a carrot, you are a consumer in a food chain that started with sunlight.' },
  ],
  engaging: [
    { question: 'What food chain are you part of?', context: 'Follow your lunch back to a plant and the Sun.' },
    { question: 'What would happen if all the plants disappeared?', context: 'Think about every animal that eats plants, and the ones that eat them.' },
  ],
  quiz: [
    {
      question: 'What is at the start of most food chains?', right: 'Plants and the sun', wrong: ['Big meat eaters', 'Rocks and sand'],
      skill: 'recall', support: ['it starts with plants', 'plants use the sun to make food', 'begins with producers', 'start of almost every food chain', 'producers, or autotrophs, capture solar energy'],
    },
    {
      question: 'What does a food chain show?', right: 'Who eats what', wrong: ['Where animals sleep', 'How tall trees grow'],
      skill: 'recall', support: ['shows who eats what', 'shows how living things get their food', 'shows how energy moves', 'through which energy and nutrients pass'],
    },
    {
      question: 'What do decomposers do?', right: 'Break down dead things', wrong: ['Hunt big animals', 'Make food from sunlight'],
      skill: 'vocabulary', bands: ['6-8', '9-12', '13+'], support: ['break them down', 'break down dead things', 'break down dead organisms'],
    },
    {
      question: 'Why are there fewer animals at the top of a food chain?', right: 'Most energy is used up at each step', wrong: ['Top animals eat too slowly', 'Top animals do not need food'],
      skill: 'cause-effect', bands: ['9-12', '13+'], support: ['most of the energy is used up', 'only a small fraction of the energy'],
    },
  ],
  sources: [
    {
      claim: 'A food chain is the sequence of transfers of matter and energy from producers (plants, algae) through herbivores and carnivores; decomposers recycle nutrients; interconnected chains form a food web; at each transfer most energy is lost as heat, commonly estimated at 80 to 90 percent (about 10 percent passed on), which limits chains to four or five links and makes top predators few.',
      title: 'Britannica: Food chain',
      url: 'https://www.britannica.com/science/food-chain',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: ['For 3-8, "tiny germs" stands for bacteria, and the 10 percent rule appears only for 13+, as a rule of thumb.'],
  related: ['plants-food', 'whales-eat', 'worms-rain'],
  links: [SITES.natGeoKids, britannica('food web'), SITES.oceanService],
};

const endangeredAnimals: KidEntry = {
  id: 'endangered-animals',
  module: 'Nature Connection',
  question: 'Why are some animals endangered?',
  title: 'Why Are Some Animals Endangered?',
  blurb: 'Why some animals are at risk of disappearing, and how people help them.',
  triggers: [['endanger*'], ['animal', 'extinct*'], ['animals', 'extinct*'], ['species', 'extinct*'], ['threatened', 'animal*'], ['save', 'animal*'], ['protect*', 'animal*'], ['poach*', 'animal*'], ['poach*', 'elephant*'], ['poach*', 'rhino*'], ['wildlife', 'danger*'], ['animal', 'disappear*'], ['animals', 'disappear*']],
  quickAnswer: {
    '3-5': 'Some kinds of animals are in danger. There are very few of them left. Their homes get cut down or dirty. Some get hunted. People can help. We can keep their homes safe and clean.',
    '6-8': 'An endangered animal is one whose kind might disappear forever. That is called going extinct. The biggest reason is that animals lose their homes. Forests get cut down. Wild land is turned into farms and towns. Dirty water, too much hunting and changing weather hurt animals too. The good news: people can help. They protect wild places, make laws, clean up trash and care for animals in zoos.',
    '9-12': 'A species is endangered when so few are left that it could die out. The main threat is habitat loss. Forests, grasslands and wetlands are cleared or cut into small pieces. Other threats include pollution, too much hunting, and poaching, which is illegal hunting. Animals brought from other places can compete with or eat native animals. Disease and climate change add to the trouble. The good news is that conservation works. Laws protect species and their homes, and parks protect land. Zoos breed some animals to return to the wild. The bald eagle was once endangered in the United States. It recovered and was taken off the endangered list in 2007.',
    '13+': 'Endangered species face a high risk of extinction in the wild. Scientists assess this risk with criteria such as population size, decline and range, most widely through the IUCN Red List. The major drivers are habitat destruction and fragmentation, overexploitation through hunting, fishing and trade, invasive species, pollution, disease and climate change. They often act together. Small populations are also vulnerable to inbreeding and chance events. Conservation tools include legal protection, such as the U.S. Endangered Species Act of 1973, protected areas, habitat restoration, captive breeding and reintroduction. The bald eagle\'s removal from the endangered list in 2007 shows recovery is possible.',
  },
  takeaways: {
    little: ['Some animals have very few left.', 'They lose their homes.', 'People can help keep them safe.'],
    young: ['Endangered animals might disappear forever.', 'Losing their homes is the biggest reason.', 'People help with parks, laws and clean-ups.'],
    older: ['Habitat loss is the main threat, often with others added.', 'Laws, protected areas and breeding programs help.', 'Some species, like the bald eagle, have recovered.'],
  },
  sections: [
    {
      title: 'Losing a Home',
      little: 'Animals need a home. Some live in forests. When the trees get cut down, the animals have no place to live.',
      young: 'Every animal needs a habitat: a home with the right food, water and shelter. When forests are cut down or swamps are drained, the animals that live there lose their homes and food.',
      older: 'Habitat loss is the biggest threat to wildlife. Land is cleared for farms, towns and roads. What is left may be broken into small patches, too small for animals that need to roam or find mates.',
      funFact: { title: 'Wildlife bridges', text: 'Some places build bridges and tunnels over and under roads so animals can cross safely.' },
    },
    {
      title: 'Other Dangers',
      little: 'Dirty water and trash can hurt animals. Some people hunt animals they should not. That is a danger too.',
      young: 'Dirty water and trash can make animals sick. Some animals are hunted too much. Some are caught and sold, which is against the law. New animals brought to a place can eat the animals that live there. Changing weather can make homes too hot or dry.',
      older: 'Overhunting and poaching have pushed species such as some rhinos toward extinction. Invasive species, like rats on islands, can wipe out birds that never evolved to defend against them. Pollution, disease and climate change add more pressure, often on top of habitat loss.',
      funFact: { title: 'Gone for good', text: 'When the last animal of a kind dies, that kind is extinct and can never come back.' },
    },
    {
      title: 'People Can Help',
      little: 'We can help! We can keep parks clean. We can plant trees. Zoos help some animals have babies.',
      young: 'Many animals have been saved. People make parks where wild animals are safe. Laws stop people from hunting protected animals. Zoos help some animals have babies to return to the wild. Kids help too, by picking up trash and planting native flowers.',
      older: 'Conservation has real successes. The bald eagle recovered after a harmful pesticide was banned and the bird was protected by law. Protected areas, habitat restoration and captive breeding have brought other species back from the edge. Individuals help by reducing waste, choosing native plants and supporting conservation groups.',
      funFact: { title: 'An eagle comeback', text: 'The bald eagle was removed from the endangered species list in 2007 after it recovered.' },
    },
  ],
  deeper: {
    title: 'Assessing and Reducing Extinction Risk',
    content: 'The IUCN Red List places species in categories such as vulnerable, endangered and critically endangered using measurable criteria. These include rate of decline, population size and the area a species occupies. In the United States, the Endangered Species Act of 1973 lists species as endangered or threatened. It protects them from harm and requires recovery plans. Small populations face extra risks: loss of genetic diversity, inbreeding and chance events like a single storm. Effective conservation usually combines protecting habitat with tackling the specific threat, such as banning a pesticide, removing an invasive predator or stopping illegal trade.',
    funFact: { title: 'Banning DDT', text: 'The bald eagle\'s recovery followed a ban on the pesticide DDT, which had made its eggshells too thin.' },
  },
  glossary: [
    { term: 'Endangered', say: 'en-DAYN-jerd', definition: 'At risk of dying out forever.' },
    { term: 'Extinct', say: 'ik-STINKT', definition: 'Gone forever: none of that kind are left alive.' },
    { term: 'Habitat', say: 'HAB-ih-tat', definition: 'The natural home of a plant or animal.' },
    { term: 'Conservation', say: 'kon-ser-VAY-shun', definition: 'Protecting nature and wildlife.' },
    { term: 'Poaching', say: 'POH-ching', definition: 'Hunting or catching animals against the law.' },
  ],
  tryIt: [{
    title: 'Make a Bug Home',
    description: 'Make a small safe home for tiny animals.',
    steps: [
      'With a grown-up, find a shady corner of a yard, garden or balcony.',
      'Make a little pile of sticks, leaves and a stone or two.',
      'Leave it alone for a week.',
      'Come back with a grown-up and look, without touching: who moved in?',
    ],
    note: 'Look, don\'t touch: some bugs can bite or sting. Wash your hands after gardening.',
    bands: ['3-5', '6-8'],
  }, {
    title: 'Species Detective',
    description: 'Research one endangered animal and a way to help it.',
    steps: [
      'With a grown-up, pick one endangered animal from a zoo, museum or wildlife group website.',
      'Find out where it lives, what it eats and what threatens it.',
      'Find one thing people are doing to help it.',
      'Make a poster with one action your family or class could take.',
    ],
    note: 'Use trusted sites like zoos, museums and wildlife groups.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A tower of blocks', content: 'An ecosystem is like a tower of blocks: pull out too many pieces and it can wobble or fall.' },
  ],
  realWorld: [
    { title: 'Zoos and conservation', content: 'Many zoos run breeding programs and fund work to protect animals in the wild.' },
  ],
  engaging: [
    { question: 'What animal would you most want to protect?', context: 'What does it need to survive?' },
    { question: 'What could your family do to help wildlife near you?', context: 'Think about trash, plants and water.' },
  ],
  quiz: [
    {
      question: 'What is the biggest reason animals become endangered?', right: 'They lose their homes', wrong: ['They get too big', 'They sleep too much'],
      skill: 'cause-effect', support: ['their homes get cut down', 'lose their homes', 'the main threat is habitat loss', 'habitat loss is the biggest threat'],
    },
    {
      question: 'What does extinct mean?', right: 'Gone forever', wrong: ['Asleep for winter', 'Living in a zoo'],
      skill: 'vocabulary', bands: ['6-8', '9-12', '13+'], support: ['disappear forever', 'gone forever', 'none of that kind are left alive'],
    },
    {
      question: 'How can people help endangered animals?', right: 'Keep their homes safe and clean', wrong: ['Take them home as pets', 'Feed them candy'],
      skill: 'recall', support: ['keep their homes safe and clean', 'protecting wild places', 'parks, laws and clean-ups', 'laws protect species'],
    },
  ],
  sources: [
    {
      claim: 'Endangered species are at high risk of extinction; the main causes are habitat loss and fragmentation, overexploitation (hunting, poaching, trade), invasive species, pollution, disease and climate change; the IUCN Red List assesses extinction risk in categories such as vulnerable, endangered and critically endangered; conservation uses protected areas, restoration, captive breeding and reintroduction.',
      title: 'Britannica: Endangered species',
      url: 'https://www.britannica.com/science/endangered-species',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'The U.S. Endangered Species Act of 1973 provides for the conservation of species listed as endangered or threatened and the ecosystems they depend on, and requires recovery plans; it is administered by the U.S. Fish and Wildlife Service and NOAA Fisheries.',
      title: 'U.S. Fish and Wildlife Service: Endangered Species Act',
      url: 'https://www.fws.gov/law/endangered-species-act',
      read: READ,
      authority: 'science-body',
      asOf: '2026-11',
    },
    {
      claim: 'The bald eagle, which declined in the United States largely because the pesticide DDT thinned its eggshells, recovered after DDT was banned and the bird was protected, and was removed from the endangered species list in 2007.',
      title: 'Britannica: Bald eagle',
      url: 'https://www.britannica.com/animal/bald-eagle',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: ['For 3-5, threats are "homes cut down or dirty" and hunting; climate change and invasive species come from 6-8.'],
  related: ['food-chain', 'bears-winter', 'dinosaurs'],
  links: [SITES.wwf, britannica('endangered species'), SITES.natGeoKids],
};

export const plantsAndHabitatsEntries: KidEntry[] = [flowersSmellColour, treesDrinkWater, nocturnalAnimals, foodChain, endangeredAnimals];
