import { britannica, SITES } from '../links';
import type { KidEntry } from '../types';

// History Explorers: the pyramids, the dinosaurs' extinction, castles.

const READ = '2026-11-23';

const pyramids: KidEntry = {
  id: 'pyramids',
  module: 'History Explorers',
  question: 'Who built the pyramids?',
  title: 'Who Built the Pyramids?',
  blurb: 'Ancient Egyptian workers, giant stone blocks and royal tombs.',
  triggers: [['pyramid'], ['pharaoh'], ['ancient', 'egypt*'], ['giza'], ['sphinx'], ['mumm*']],
  quickAnswer: {
    '3-5': 'Long, long ago, people in Egypt built the pyramids. Lots of workers helped. They pulled big stones on sleds. The pyramids were tombs for kings.',
    '6-8': 'The big pyramids of Egypt were built about 4,500 years ago by Egyptian workers. They were tombs for kings called pharaohs. Teams of builders cut huge stone blocks. They pulled the blocks on sledges and moved them up ramps.',
    '9-12': 'The Great Pyramid of Giza was built about 4,500 years ago for the pharaoh Khufu. It was not built by slaves, as people once thought. Archaeologists have found the workers\' town nearby, with bakeries, and the workers\' own tombs. They show that teams of skilled workers did the job, and the king\'s officials fed and housed them. The crews cut limestone blocks, dragged them on sledges over damp sand, and raised them on ramps.',
    '13+': 'The Giza pyramids date from the Old Kingdom of Egypt; the Great Pyramid was built for Khufu around 2560 BCE. Digs have uncovered the builders\' town, with bakeries and sleeping halls, and a cemetery where workers were buried with honour. This points to a large workforce run by the state: skilled craftsmen plus crews of labourers who took turns, not slaves. They likely used copper tools, sledges on wetted tracks, and ramps whose exact layout is still debated. The Great Pyramid is the only one of the Seven Wonders of the Ancient World still standing.',
  },
  takeaways: {
    little: ['People in Egypt built the pyramids.', 'Lots of workers helped.', 'Kings were buried in them.'],
    young: ['Egyptians built the pyramids long ago.', 'Many workers helped.', 'Pyramids were tombs for kings.'],
    older: ['The Great Pyramid was built about 4,500 years ago for the pharaoh Khufu.', 'Teams of workers, not slaves, built it.', 'Sledges, ramps and careful planning moved the huge blocks.', 'Later pharaohs were buried in rock tombs, not pyramids.'],
  },
  sections: [
    {
      title: 'Tombs for Kings',
      little: 'Egypt had kings. They were called pharaohs. Some were buried in a pyramid. Their treasures went in too!',
      young: 'Egypt\'s kings were called pharaohs. Some early pharaohs were buried inside pyramids with many treasures. Later pharaohs were buried in tombs dug into rock, in a place called the Valley of the Kings.',
      older: 'Ancient Egyptians believed in life after death, so pharaohs were buried with things for the afterlife. Pyramids were royal tombs, built while the pharaoh was alive. The first, the Step Pyramid of King Djoser, was planned by his official Imhotep. But not every pharaoh had a pyramid. Much later, in the New Kingdom, pharaohs such as Tutankhamun were buried in tombs cut into the rock of the Valley of the Kings.',
      funFact: { title: 'Taller than anything', text: 'For thousands of years, the Great Pyramid was the tallest structure built by people.' },
    },
    {
      title: 'The Builders',
      little: 'Lots and lots of people helped. Some cut stone. Some pulled big blocks. Some baked bread for all the workers!',
      young: 'Lots of workers built the pyramids. Some cut stone. Some pulled heavy blocks. Some baked bread for everyone! They lived in a town near the pyramids.',
      older: 'Archaeologists have found a town near the Giza pyramids where workers lived, with bakeries and sleeping halls. Workers were buried in tombs near the pyramids. That was an honour, which suggests they were respected, not enslaved. Skilled craftsmen worked all year, helped by crews of labourers who took turns.',
      funFact: { title: 'Bread for the builders', text: 'In the workers\' town, archaeologists found bakeries and the clay pots used to bake bread for the crews.' },
    },
    {
      title: 'Moving Giant Blocks',
      little: 'The stones were very, very heavy. Workers put them on wooden sleds. They poured water on the sand. Wet sand helps a sled slide.',
      young: 'The stones were very heavy. Workers put them on wooden sledges. They pulled them along and poured water on the sand to make pulling easier.',
      older: 'Blocks were cut with copper tools and stone hammers, carried on boats along the river and canals, and dragged on wooden sledges. An ancient Egyptian wall painting shows a worker pouring water in front of a sledge. Experiments have shown that damp sand greatly cuts the force needed to pull one. Ramps raised the blocks as the pyramid grew.',
      funFact: { title: 'Pyramids in Sudan', text: 'Ancient Nubia, in today\'s Sudan, has pyramids too. They are smaller than the great pyramids of Egypt.' },
    },
  ],
  deeper: {
    title: 'Old Kingdom Logistics and Open Questions',
    content: 'Khufu\'s pyramid first stood about 146 metres tall. Its core was local limestone, its outer casing fine white limestone, and its burial chamber granite. Crews moved these stones by boat and sledge, and officials kept written records of the work. How the blocks were raised is still an open question: straight ramps, zigzag ramps, a spiral ramp inside, or a mix. The sides line up closely with north, south, east and west, which suggests the builders used the stars to lay them out.',
    funFact: { title: 'The last ancient wonder', text: 'Of the Seven Wonders of the Ancient World, only the Great Pyramid survives.' },
  },
  simplifications: [
    'For 3-5, "wet sand helps a sled slide": damp sand is firmer, so less sand piles up in front of the sledge and pulling takes less force.',
    'For 3-8, "tombs for kings": the pyramids were royal tombs, but not every pharaoh was buried in one (later pharaohs used rock-cut tombs, which the 6-8 text says).',
  ],
  sources: [
    {
      claim: 'The three pyramids of Giza, on the edge of Cairo in Egypt, were built by the ancient Egyptians as royal tombs during the Old Kingdom. The Great Pyramid, the oldest and largest, was built for the pharaoh Khufu around 2560 BCE, about 4,500 years ago; builders used copper tools, sledges and ramps.',
      title: 'Encyclopaedia Britannica: Pyramids of Giza',
      url: 'https://www.britannica.com/topic/Pyramids-of-Giza',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'The Great Pyramid of Khufu originally stood about 146 metres (481 feet) tall. Its core is local limestone, its casing was fine white limestone, and its King\'s Chamber is built of granite; for thousands of years it was the tallest structure built by people.',
      title: 'Encyclopaedia Britannica: Great Pyramid of Giza',
      url: 'https://www.britannica.com/topic/Great-Pyramid-of-Giza',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Of the Seven Wonders of the Ancient World, only the Great Pyramid of Giza is still standing.',
      title: 'Encyclopaedia Britannica: Seven Wonders of the World',
      url: 'https://www.britannica.com/topic/Seven-Wonders-of-the-World',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Imhotep, an official of King Djoser, is credited with designing the Step Pyramid at Saqqara, the first pyramid built in Egypt.',
      title: 'Encyclopaedia Britannica: Imhotep',
      url: 'https://www.britannica.com/biography/Imhotep',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Pharaohs of the New Kingdom were not buried in pyramids but in tombs cut into the rock of the Valley of the Kings, west of Thebes (modern Luxor); the tomb of Tutankhamun is one of them.',
      title: 'Encyclopaedia Britannica: Valley of the Kings',
      url: 'https://www.britannica.com/place/Valley-of-the-Kings',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Excavations at Giza by Ancient Egypt Research Associates uncovered the town where the pyramid builders lived, with bakeries and bread pots, storerooms and long galleries where crews slept, beside a cemetery of workers\' tombs; the evidence points to organised crews of skilled craftsmen and rotating labourers, fed and housed by the state, rather than slaves.',
      title: 'Ancient Egypt Research Associates (AERA): Lost City of the Pyramid Builders',
      url: 'https://aeraweb.org/category/lost-city-project',
      read: READ,
      authority: 'science-body',
    },
    {
      claim: 'Fall and colleagues (Physical Review Letters, 2014) showed that wetting sand with the right amount of water greatly reduces the force needed to pull a sledge over it, and linked this to an ancient Egyptian wall painting of a worker pouring water in front of a sledge.',
      title: 'Physical Review Letters: Sliding Friction on Wet and Dry Sand (Fall et al.)',
      url: 'https://journals.aps.org/prl/abstract/10.1103/PhysRevLett.112.175502',
      read: READ,
      authority: 'peer-reviewed',
    },
    {
      claim: 'Meroe, in today\'s Sudan, was a capital of the ancient kingdom of Kush in Nubia; its royal cemeteries hold many pyramids, smaller than the great pyramids of Egypt.',
      title: 'Encyclopaedia Britannica: Meroe',
      url: 'https://www.britannica.com/place/Meroe',
      read: READ,
      authority: 'reference',
    },
  ],
  glossary: [
    { term: 'Pyramid', say: 'PEER-uh-mid', definition: 'A building with a square bottom and four triangle sides that meet at a point.' },
    { term: 'Pharaoh', say: 'FAIR-oh', definition: 'A king of ancient Egypt.' },
    { term: 'Tomb', say: 'TOOM', definition: 'A place where someone is buried.' },
    { term: 'Archaeologist', say: 'ar-kee-OL-uh-jist', definition: 'A scientist who studies how people lived long ago from what they left behind.' },
    { term: 'Papyrus', say: 'puh-PY-rus', definition: 'A paper-like material made from a plant, used by ancient Egyptians.' },
  ],
  tryIt: [
    {
      title: 'Build a Block Pyramid',
      description: 'Stack blocks into a pyramid, like the builders in Egypt.',
      steps: [
        'Put three blocks in a row on the floor.',
        'Put two blocks on top of them.',
        'Then put one block at the top.',
        'Count your blocks with a grown-up. You built a pyramid!',
      ],
      note: 'Big soft blocks or boxes work well. Build on the floor, not up high.',
      bands: ['3-5'],
    },
    {
      title: 'Sledge and Sand Experiment',
      description: 'See whether damp sand makes pulling easier.',
      steps: [
        'Fill a tray with dry sand and put a small heavy object (like a book) on a piece of cardboard as your "sledge."',
        'Tie a string to the sledge and pull it. How hard is it?',
        'Sprinkle water on the sand in front of the sledge until it is damp, not soupy.',
        'Pull again. Is it easier? Talk about how the Egyptians may have used this trick.',
      ],
      note: 'Do this outside or over a towel, and wash your hands afterwards.',
      bands: ['6-8', '9-12', '13+'],
    },
  ],
  analogies: [
    { title: 'A giant team project', content: 'Building a pyramid was like a huge school project where thousands of people each had an important job.' },
  ],
  realWorld: [
    { title: 'Visiting Giza', content: 'Many visitors go to see the pyramids near Cairo, and archaeologists still make new discoveries there.' },
  ],
  engaging: [
    { question: 'How would you move a block as heavy as a car without machines?', context: 'Think about sledges, rollers and teamwork.' },
    { question: 'Why do you think the pharaohs wanted such huge tombs?', context: 'Think about power and beliefs about the afterlife.' },
  ],
  quiz: [
    {
      question: 'What were the pyramids built to be?', right: 'Tombs for kings', wrong: ['Homes for kings', 'Stores for grain'],
      skill: 'recall', support: ['tombs for kings', 'royal tombs'],
    },
    {
      question: 'How did workers move the big stones?', right: 'On wooden sleds, pulled by teams', wrong: ['With cranes and trucks', 'One worker carried each stone'],
      skill: 'recall', support: ['wooden sleds', 'wooden sledges', 'dragged on sledges'],
    },
    {
      question: 'Where were later pharaohs buried?', right: 'In tombs cut into rock', wrong: ['Inside the Great Pyramid', 'Under the Sphinx'],
      skill: 'recall', support: ['Valley of the Kings'], bands: ['6-8', '9-12', '13+'],
    },
    {
      question: 'Which pharaoh was the Great Pyramid built for?', right: 'Khufu', wrong: ['Tutankhamun', 'Cleopatra'],
      skill: 'recall', support: ['Khufu'], bands: ['9-12', '13+'],
    },
    {
      question: 'What evidence shows the builders were not slaves?', right: 'Their town and honoured tombs nearby', wrong: ['Ancient Egypt had no slaves at all', 'Machines did all the heavy work'],
      skill: 'inference', support: ['workers\' town', 'builders\' town', 'buried with honour'], bands: ['9-12', '13+'],
    },
  ],
  related: ['invention-of-writing', 'castles', 'dinosaurs'],
  links: [britannica('pyramids of Giza'), SITES.natGeoKids, SITES.smithsonian],
};

const dinosaurs: KidEntry = {
  id: 'dinosaurs',
  module: 'History Explorers',
  question: 'What happened to the dinosaurs?',
  title: 'What Happened to the Dinosaurs?',
  blurb: 'An asteroid, volcanoes, and the dinosaurs that are still here: birds.',
  triggers: [['dinosaur'], ['dinosaur', 'extinct'], ['extinct*', 'dinosaur'], ['t', 'rex'], ['trex'], ['tyrannosaur*'], ['asteroid', 'hit']],
  quickAnswer: {
    '3-5': 'Long, long ago, a big rock from space hit Earth. The sky got dark and cold. Most dinosaurs died. But birds are dinosaurs, and they are still here!',
    '6-8': 'About 66 million years ago, a huge space rock called an asteroid crashed into Earth. It hit near the place we now call Mexico. Dust and smoke blocked the sunlight, so plants could not grow well. Most dinosaurs died out. Some small dinosaurs with feathers lived on, and birds today come from them.',
    '9-12': 'About 66 million years ago, an asteroid about 10 kilometres wide hit what is now the Yucatán Peninsula in Mexico. It left the Chicxulub crater. The blast threw dust and gas high into the air. That darkened and cooled the planet, and food chains fell apart. Volcanoes in India also erupted hard at about the same time. About three in four kinds of living things died out. Every dinosaur died except the ones that became birds.',
    '13+': 'About 66 million years ago, the Cretaceous-Paleogene (K-Pg) mass extinction wiped out about three-quarters of species. All non-bird dinosaurs were lost. In 1980, Luis and Walter Alvarez and colleagues reported a worldwide clay layer rich in iridium, a metal rare in Earth\'s crust but common in asteroids. The Chicxulub crater in Mexico was later shown to be the impact site. The impact caused global darkness, cooling and acid rain, while huge Deccan Traps eruptions in India also stressed ecosystems. Birds are the surviving dinosaur line, descended from small feathered theropods.',
  },
  takeaways: {
    little: ['A big rock from space hit Earth.', 'Most dinosaurs died.', 'Birds are dinosaurs too!'],
    young: ['A giant space rock hit Earth.', 'Most dinosaurs died.', 'Birds are dinosaurs still alive today!'],
    older: ['Dinosaurs ruled the land for about 135 million years.', 'An asteroid hit Earth about 66 million years ago.', 'Darkness and cold broke food chains; volcanoes added stress.', 'Birds come from feathered dinosaurs.'],
  },
  sections: [
    {
      title: 'The Age of Dinosaurs',
      little: 'Dinosaurs lived a long, long time ago. Some were huge. Some were as small as a hen. No people lived then.',
      young: 'Dinosaurs lived on Earth for a very, very long time. Some were huge. Some were as small as chickens. People did not live then.',
      older: 'Dinosaurs first appeared about 230 million years ago. From about 201 million years ago, they were the main large land animals. They stayed on top for about 135 million years. Some were hunters the size of a chicken. Others were giant plant eaters with long necks. No human ever met a non-bird dinosaur. The last of them died out about 66 million years ago, long before people.',
      funFact: { title: 'Not all at once', text: 'Stegosaurus died out so long before T. rex lived that T. rex lived closer in time to us than to Stegosaurus.' },
    },
    {
      title: 'A Rock From Space',
      little: 'A huge rock from space hit Earth. Boom! Dust filled the sky. It was dark for a long time.',
      young: 'A huge rock from space, called an asteroid, crashed into Earth. Boom! Dust filled the sky. The sun was hidden for a long time.',
      older: 'The impact near today\'s Yucatán Peninsula in Mexico set free a huge amount of energy. It caused fires and giant waves called tsunamis. A cloud of dust and sulfur blocked sunlight for months, maybe years. With little sunlight, plants died. Then the animals that ate plants died, and then the animals that ate them.',
      funFact: { title: 'A hidden crater', text: 'The Chicxulub crater is about 180 kilometres wide and is now mostly buried under rock and the sea.' },
    },
    {
      title: 'Dinosaurs Are Still Here!',
      little: 'Look at a bird. It is a dinosaur! Birds came from small dinosaurs with feathers.',
      young: 'Look at a bird. It is a kind of dinosaur! Birds came from small dinosaurs with feathers.',
      older: 'Fossils show that many dinosaurs had feathers. Birds evolved from small, meat-eating dinosaurs called theropods, the same group as T. rex and Velociraptor. So scientists say dinosaurs did not all die out: birds are living dinosaurs.',
      funFact: { title: 'Feathered raptors', text: 'Velociraptor had feathers: its fossil arm bones have bumps where big feathers were attached, just like in birds today.' },
    },
  ],
  deeper: {
    title: 'Evidence for the K-Pg Impact',
    content: 'Key evidence includes the worldwide iridium spike in the boundary layer. Shocked quartz and tiny glass beads called spherules, both made by the impact, are found there too. Tsunami deposits ring the Gulf of Mexico, and drilling has confirmed the buried Chicxulub crater. Dating of impact glass and of Deccan lava layers has sharpened the timeline. Survivors were often small animals that could shelter, or eat seeds and debris. Mammals spread into many new forms afterwards, in time giving rise to primates and humans.',
    funFact: { title: 'A father-and-son discovery', text: 'The iridium evidence was found by a team including physicist Luis Alvarez and his son, geologist Walter Alvarez.' },
  },
  simplifications: [
    'For 3-5, "the sky got dark and cold": dust and gases from the impact blocked sunlight and cooled Earth for months to years.',
    'For 3-8, the volcanic eruptions in India are left out; 9-12 and 13+ name them as a second stress.',
  ],
  sources: [
    {
      claim: 'Dinosaurs first appeared about 230 million years ago, in the Triassic. After the end-Triassic extinction about 201 million years ago they became the dominant land animals, and stayed so until the non-bird dinosaurs died out about 66 million years ago: about 135 million years.',
      title: 'Natural History Museum, London: When did dinosaurs live?',
      url: 'https://www.nhm.ac.uk/discover/dino-directory/about-dinosaurs/when-did-dinosaurs-live.html',
      read: READ,
      authority: 'museum',
    },
    {
      claim: 'About 66 million years ago an asteroid about 10 kilometres wide hit Earth near what is now the Yucatán Peninsula in Mexico, making the Chicxulub crater. Dust, soot and sulfur blocked sunlight, fires and tsunamis followed, food chains collapsed, and about three-quarters of species died out, including all dinosaurs except birds.',
      title: 'Natural History Museum, London: How an asteroid caused the extinction of the dinosaurs',
      url: 'https://www.nhm.ac.uk/discover/how-an-asteroid-caused-extinction-of-dinosaurs.html',
      read: READ,
      authority: 'museum',
    },
    {
      claim: 'A review of the evidence (Schulte et al., Science, 2010) concluded that the asteroid impact at Chicxulub, on the Yucatán Peninsula of Mexico, caused the Cretaceous-Paleogene (K-Pg) mass extinction. The crater is about 180 kilometres wide; the boundary layer holds an iridium anomaly, shocked quartz and impact spherules; tsunami deposits ring the Gulf of Mexico; and the Deccan Traps eruptions in India happened around the same time.',
      title: 'Science: The Chicxulub Asteroid Impact and Mass Extinction at the Cretaceous-Paleogene Boundary (Schulte et al.)',
      url: 'https://www.science.org/doi/10.1126/science.1177265',
      read: READ,
      authority: 'peer-reviewed',
    },
    {
      claim: 'In 1980 physicist Luis Alvarez, his son, geologist Walter Alvarez, and colleagues reported a worldwide clay layer at the end of the Cretaceous rich in iridium, rare in Earth\'s crust but common in asteroids, and proposed that an asteroid impact caused the extinction.',
      title: 'Science: Extraterrestrial Cause for the Cretaceous-Tertiary Extinction (Alvarez et al.)',
      url: 'https://www.science.org/doi/10.1126/science.208.4448.1095',
      read: READ,
      authority: 'peer-reviewed',
    },
    {
      claim: 'Birds evolved from small feathered theropod dinosaurs, the group that also includes Tyrannosaurus rex and Velociraptor, so birds are living dinosaurs. Stegosaurus lived in the Late Jurassic, roughly 150 million years ago, while T. rex lived at the very end of the Cretaceous, shortly before 66 million years ago.',
      title: 'Encyclopaedia Britannica: Dinosaur',
      url: 'https://www.britannica.com/animal/dinosaur',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Turner, Makovicky and Norell (Science, 2007) found quill knobs, the bumps where large feathers attach, on a forearm bone of Velociraptor, showing that it had feathers like modern birds.',
      title: 'Science: Feather Quill Knobs in the Dinosaur Velociraptor (Turner et al.)',
      url: 'https://www.science.org/doi/10.1126/science.1145076',
      read: READ,
      authority: 'peer-reviewed',
    },
    {
      claim: 'NASA\'s DART mission deliberately crashed a spacecraft into the small asteroid Dimorphos and changed its orbit, the first test of nudging an asteroid off course.',
      title: 'NASA Science: DART (Double Asteroid Redirection Test)',
      url: 'https://science.nasa.gov/mission/dart/',
      read: READ,
      authority: 'science-body',
    },
  ],
  glossary: [
    { term: 'Dinosaur', say: 'DY-nuh-sor', definition: 'A group of reptiles that lived long ago; birds are their living relatives.' },
    { term: 'Asteroid', say: 'AS-tuh-royd', definition: 'A big rock that travels around the Sun.' },
    { term: 'Extinct', say: 'ik-STINKT', definition: 'When a kind of living thing has died out completely.' },
    { term: 'Fossil', say: 'FOSS-ul', definition: 'The remains or traces of a living thing from long ago, preserved in rock.' },
    { term: 'Paleontologist', say: 'pay-lee-on-TOL-uh-jist', definition: 'A scientist who studies fossils.' },
  ],
  tryIt: [{
    title: 'Make a Fossil',
    description: 'Press a "fossil" into clay like nature does in mud.',
    steps: [
      'Flatten a ball of play dough or salt dough.',
      'Press a shell, leaf or toy dinosaur foot into it and lift it out carefully.',
      'Let salt dough dry (a grown-up can bake it at a low temperature).',
      'Swap fossils with someone and guess what made each print.',
    ],
    note: 'A grown-up should use the oven. Real fossils form over a very, very long time!',
  }],
  analogies: [
    { title: 'Turning off the lights', content: 'The dust cloud was like switching off Earth\'s lights: without sunlight, the whole food chain ran out of energy.' },
  ],
  realWorld: [
    { title: 'Museums', content: 'Natural history museums display dinosaur fossils found by paleontologists around the world.' },
    { title: 'Watching for asteroids', content: 'Today, space agencies track asteroids near Earth, and NASA has tested nudging one off course with a spacecraft.' },
  ],
  engaging: [
    { question: 'Why do you think small animals survived better than big ones?', context: 'Think about food and hiding places.' },
    { question: 'What would you ask a paleontologist?', context: 'They dig up the clues.' },
  ],
  quiz: [
    {
      question: 'What hit Earth when most dinosaurs died?', right: 'A giant rock from space', wrong: ['The Sun came too close', 'A piece of the Moon'],
      skill: 'recall', support: ['rock from space', 'asteroid'],
    },
    {
      question: 'Which animals today are living dinosaurs?', right: 'Birds', wrong: ['Crocodiles', 'Lizards'],
      skill: 'recall', support: ['birds are dinosaurs', 'birds are living dinosaurs', 'Birds are the surviving dinosaur line'],
    },
    {
      question: 'Why did so many animals starve after the impact?', right: 'Dust blocked sunlight, so plants died', wrong: ['The asteroid landed on all of them', 'Dinosaurs grew too big to feed'],
      skill: 'cause-effect', support: ['blocked the sunlight', 'blocked sunlight', 'darkened and cooled'], bands: ['6-8', '9-12', '13+'],
    },
    {
      question: 'About how long ago did the non-bird dinosaurs die out?', right: 'About 66 million years ago', wrong: ['About 10,000 years ago', 'About 1 billion years ago'],
      skill: 'recall', support: ['66 million years ago'], bands: ['6-8', '9-12', '13+'],
    },
    {
      question: 'For about how long were dinosaurs the main large land animals?', right: 'About 135 million years', wrong: ['About 135 thousand years', 'About 5 million years'],
      skill: 'recall', support: ['about 135 million years'], bands: ['9-12', '13+'],
    },
  ],
  related: ['volcanoes', 'pyramids', 'black-holes'],
  links: [britannica('dinosaur extinction'), SITES.natGeoKids, SITES.smithsonian],
};

const castles: KidEntry = {
  id: 'castles',
  module: 'History Explorers',
  question: 'Why were castles built?',
  title: 'Why Were Castles Built?',
  blurb: 'Medieval strongholds: moats, walls, knights and daily life.',
  triggers: [['castle'], ['medieval'], ['middle', 'ages'], ['knight', 'armor'], ['knight', 'armour'], ['moat'], ['drawbridge']],
  quickAnswer: {
    '3-5': 'Long ago, kings built castles to keep safe. Castles had thick stone walls and tall towers. Some had a moat of water all around!',
    '6-8': 'In the Middle Ages, kings and lords built castles to keep safe and to rule the land around them. Castles had thick walls, tall towers and strong gates. Some had moats. A castle was also a home, with a great hall for meals, bedrooms, kitchens and stables.',
    '9-12': 'Castles were built in the Middle Ages as strong homes for lords and kings. They protected the owner, their family and their soldiers. They also showed the lord\'s power over the land and people around them. Early castles were often wooden towers on mounds of earth. Later ones were stone, with high walls, towers, gatehouses and moats. Castles were also where the lord ruled and settled disputes.',
    '13+': 'Castles were the fortified homes of medieval nobles, built for defence, for running their lands and for showing power. In England, the Normans built many motte-and-bailey castles after the conquest of 1066, and later rebuilt them in stone. Designs changed as siege warfare changed: round towers resisted undermining, and rings of walls gave layered defences. From the 1400s, gunpowder cannons could break high walls. Nobles then built comfortable palaces, and rulers built low, angled forts for artillery.',
  },
  takeaways: {
    little: ['Castles kept people safe.', 'They had thick walls and towers.', 'People lived in them too.'],
    young: ['Castles kept people safe.', 'They had thick walls and towers.', 'Castles were homes too.'],
    older: ['Castles were strong homes of medieval lords and kings.', 'Walls, towers, moats and gatehouses defended them.', 'Cannons made old castles less useful.'],
  },
  sections: [
    {
      title: 'Safe Behind Strong Walls',
      little: 'Castle walls were very thick. Guards stood on top to watch. A big gate kept the castle shut.',
      young: 'Castle walls were very thick. Guards stood on top to watch. Thin slits in the walls let archers shoot arrows out, but made it hard for arrows to get in.',
      older: 'Walls topped with battlements let defenders shelter and shoot. Narrow arrow slits protected archers. The gatehouse was the weakest point, so it had a heavy iron-and-wood gate called a portcullis, and sometimes a drawbridge over a moat.',
      funFact: { title: 'Watch out above!', text: 'Some gatehouses had holes in the ceiling so defenders could drop things on attackers below.' },
    },
    {
      title: 'Life Inside a Castle',
      little: 'Lots of people lived in a castle. There were cooks, guards, horses and dogs. They ate big meals in a great big hall.',
      young: 'Lots of people lived in a castle: the lord and lady, knights, cooks, servants and animals. They ate big meals in the great hall.',
      older: 'A castle was a busy home and workplace. The great hall was used for meals, meetings and feasts. Cooks, blacksmiths, grooms and servants worked there, and the lord collected taxes and settled disputes. Castles could be cold, smoky and crowded.',
      funFact: { title: 'No glass', text: 'Many castle windows had no glass for a long time; wooden shutters kept out the wind.' },
    },
    {
      title: 'The End of Castles',
      little: 'Then people made cannons. Cannons could break the walls. So people stopped making castles.',
      young: 'Then cannons were invented. Cannonballs could break castle walls. People stopped building castles for fighting.',
      older: 'From the 1400s, gunpowder cannons could smash tall stone walls. Rulers built new, lower forts with thick, angled walls, and nobles built comfortable palaces instead. Many castles fell into ruin, while others became homes, museums and places to visit.',
      funFact: { title: 'Castles in Japan', text: 'Japan has castles too, like Himeji Castle, with tall wooden towers on stone bases.' },
    },
  ],
  deeper: {
    title: 'Motte-and-Bailey to Concentric Castles',
    content: 'A motte-and-bailey castle had a tower on a raised earth mound (the motte) and a walled yard (the bailey). It could be built fast with local labour. Stone keeps, such as the White Tower in London, came next. Crusader castles and later European castles used concentric designs, with an inner wall higher than the outer, so both could be defended at once. Attackers used blockades, siege engines such as trebuchets, and tunnels dug under the walls. Castles were also centres of local rule in the feudal system.',
    funFact: { title: 'Trebuchets', text: 'The trebuchet was a giant catapult with a heavy counterweight that could hurl big stones at castle walls.' },
  },
  simplifications: [
    'For 3-5, "people stopped making castles": castles for defence gave way to forts and palaces; some castles were still lived in.',
  ],
  sources: [
    {
      claim: 'Castles were the fortified homes of kings and lords in medieval Europe, serving as defences, centres of local rule and signs of power. Early castles were earth-and-timber; later ones had stone keeps and curtain walls with towers, gatehouses, portcullises and moats. Crusader castles and later European castles used concentric walls, the inner higher than the outer. From the 1400s gunpowder artillery could batter down high walls, and castles gave way to palaces and low artillery forts.',
      title: 'Encyclopaedia Britannica: Castle (architecture)',
      url: 'https://www.britannica.com/technology/castle-architecture',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'A motte-and-bailey castle had a wooden tower on a raised earth mound (the motte) next to an enclosed yard (the bailey); the Normans built many in England after their conquest in 1066.',
      title: 'Encyclopaedia Britannica: Motte-and-bailey',
      url: 'https://www.britannica.com/technology/motte-and-bailey',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'The White Tower, the great stone keep at the heart of the Tower of London, was begun by William the Conqueror after the Norman conquest.',
      title: 'Encyclopaedia Britannica: Tower of London',
      url: 'https://www.britannica.com/topic/Tower-of-London',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'The Middle Ages is the period of European history from about 500 to 1500 CE.',
      title: 'Encyclopaedia Britannica: Middle Ages',
      url: 'https://www.britannica.com/event/Middle-Ages',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'The trebuchet was a medieval siege engine that used a heavy counterweight to hurl large stones at castle walls.',
      title: 'Encyclopaedia Britannica: Trebuchet',
      url: 'https://www.britannica.com/technology/trebuchet',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Himeji Castle (Himeji-jo) in Japan is a castle of the early 17th century with wooden, white-plastered towers on high stone bases; it is a World Heritage site.',
      title: 'UNESCO World Heritage Centre: Himeji-jo',
      url: 'https://whc.unesco.org/en/list/661/',
      read: READ,
      authority: 'reference',
    },
  ],
  glossary: [
    { term: 'Castle', say: 'KASS-ul', definition: 'A large, strong building with walls and towers, built long ago for protection.' },
    { term: 'Moat', say: 'MOHT', definition: 'A deep ditch, often filled with water, around a castle.' },
    { term: 'Knight', say: 'NYTE', definition: 'A trained soldier on horseback in the Middle Ages.' },
    { term: 'Portcullis', say: 'port-KUL-is', definition: 'A heavy gate that slides up and down in a castle entrance.' },
    { term: 'Middle Ages', say: 'MID-ul AY-jez', definition: 'A period of European history from about 500 to 1500 CE.' },
  ],
  tryIt: [
    {
      title: 'Block Castle',
      description: 'Build a castle with blocks or boxes.',
      steps: [
        'Build four walls with blocks or boxes.',
        'Put a tall tower at each corner.',
        'Make a gate that opens and shuts.',
        'Put your toys inside, safe behind the walls!',
      ],
      note: 'Build on the floor so nothing falls far.',
      bands: ['3-5'],
    },
    {
      title: 'Build a Castle Defence',
      description: 'Design and test a castle with blocks or boxes.',
      steps: [
        'Build a castle from blocks, cardboard boxes or sand.',
        'Add walls, towers, a gate and a moat (a ditch of water in the sand).',
        'Roll a small soft ball at it like a gentle "siege." Which parts hold best?',
        'Improve your design and test again.',
      ],
      note: 'Use only soft balls and never throw things at people.',
      bands: ['6-8', '9-12', '13+'],
    },
  ],
  analogies: [
    { title: 'A walled town in one building', content: 'A castle was like a small town inside walls, with a home, a kitchen, a workshop and a fortress all in one.' },
  ],
  realWorld: [
    { title: 'Visiting castles', content: 'Many castles in Europe and Japan are open to visitors, and some are still lived in.' },
  ],
  engaging: [
    { question: 'Where would you build a castle to make it hard to attack?', context: 'Think about hills, rivers and cliffs.' },
    { question: 'Would you like to live in a castle? Why or why not?', context: 'Think about cold stone walls and no electricity.' },
  ],
  quiz: [
    {
      question: 'Why were castles built?', right: 'To keep people safe', wrong: ['Just to look pretty', 'To keep dragons out'],
      skill: 'recall', support: ['to keep safe', 'kept people safe', 'protected the owner', 'for defence'],
    },
    {
      question: 'What is a moat?', right: 'A deep ditch around a castle', wrong: ['A tall tower on the wall', 'A heavy gate at the door'],
      skill: 'vocabulary', support: ['moat of water all around', 'deep ditch'],
    },
    {
      question: 'What invention made tall castle walls less useful?', right: 'Gunpowder cannons', wrong: ['The printing press', 'The longbow'],
      skill: 'cause-effect', support: ['cannons'], bands: ['6-8', '9-12', '13+'],
    },
    {
      question: 'What was a portcullis?', right: 'A heavy gate that slid up and down', wrong: ['A bridge that lifted over the moat', 'A narrow slit for archers'],
      skill: 'vocabulary', support: ['called a portcullis', 'portcullis'], bands: ['9-12', '13+'],
    },
  ],
  related: ['pyramids', 'chess-knight', 'holidays-world'],
  links: [britannica('castle'), SITES.smithsonian],
};

export const historyEntries: KidEntry[] = [pyramids, dinosaurs, castles];
