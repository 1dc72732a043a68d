import { britannica, SITES } from '../links';
import type { KidEntry } from '../types';

// History Explorers: the pyramids, the dinosaurs' extinction, castles.

const pyramids: KidEntry = {
  id: 'pyramids',
  module: 'History Explorers',
  question: 'Who built the pyramids?',
  title: 'Who Built the Pyramids?',
  blurb: 'Ancient Egyptian workers, giant stone blocks and royal tombs.',
  triggers: [['pyramid'], ['pharaoh'], ['ancient', 'egypt*'], ['giza'], ['sphinx'], ['mumm*']],
  quickAnswer: {
    '3-5': 'The pyramids in Egypt were built a very, very long time ago. Thousands of workers worked together. They moved giant stone blocks. The pyramids were special tombs for kings.',
    '6-8': 'The famous pyramids of Egypt were built by ancient Egyptian workers more than 4,000 years ago. They were giant tombs for kings called pharaohs. Teams of skilled builders, stone cutters and helpers cut huge stone blocks, moved them on sledges, and stacked them up using ramps.',
    '9-12': 'The Great Pyramid of Giza was built around 4,500 years ago for the pharaoh Khufu. It was not built by slaves, as people once believed: archaeologists have found the workers\' villages, bakeries and tombs nearby, showing that organised teams of skilled workers and labourers, fed and housed by the state, did the work. They quarried limestone, moved blocks on sledges, probably over wetted sand and up ramps, and placed them with great precision.',
    '13+': 'The Giza pyramids were built during Egypt\'s Old Kingdom, with the Great Pyramid of Khufu dating to around 2560 BCE. Excavations of workers\' settlements, cemeteries and bakeries, and papyri such as the "Diary of Merer," which records boat crews hauling limestone blocks from the Tura quarries, point to a large, state-organised workforce of skilled craftsmen and rotating labour crews rather than slaves. Techniques likely included copper tools, sledges on lubricated tracks, ramps whose exact layout is still debated, and careful astronomical alignment. The Great Pyramid is the only one of the Seven Wonders of the Ancient World still standing.',
  },
  takeaways: {
    young: ['Egyptians built the pyramids long ago.', 'Many workers helped.', 'Pyramids were tombs for kings.'],
    older: ['The Great Pyramid was built about 4,500 years ago for the pharaoh Khufu.', 'Organised teams of workers, not slaves, built it.', 'Sledges, ramps and careful planning moved the huge blocks.'],
  },
  sections: [
    {
      title: 'Tombs for Kings',
      young: 'Egypt\'s kings were called pharaohs. When a pharaoh died, he was buried inside a pyramid with many treasures.',
      older: 'Ancient Egyptians believed in life after death, and pharaohs were buried with objects for the afterlife. Pyramids were royal tombs, built during the pharaoh\'s life. The first pyramid, the Step Pyramid of King Djoser, was designed by his official Imhotep.',
      funFact: { title: 'Taller than anything', text: 'For thousands of years, the Great Pyramid was the tallest structure built by people.' },
    },
    {
      title: 'The Builders',
      young: 'Lots of workers built the pyramids. Some cut stone. Some pulled heavy blocks. Some baked bread for everyone!',
      older: 'Archaeologists have found a town near the Giza pyramids where workers lived, with bakeries, breweries and cemeteries. Workers were buried in tombs near the pyramids, an honour that suggests they were respected, not enslaved. Skilled craftsmen worked year-round, helped by crews of labourers who took turns.',
      funFact: { title: 'A 4,500-year-old logbook', text: 'A papyrus diary written by an official named Merer records his team carrying limestone blocks by boat for the Great Pyramid.' },
    },
    {
      title: 'Moving Giant Blocks',
      young: 'The stones were very heavy. Workers put them on wooden sleds. They pulled them along and poured water on the sand to make it slippery.',
      older: 'Blocks were cut with copper tools and stone hammers, floated on boats along the Nile and canals, and dragged on wooden sledges. An ancient Egyptian wall painting shows a worker pouring water in front of a sledge; experiments have shown that wet sand greatly reduces the force needed. Ramps raised the blocks as the pyramid grew.',
      funFact: { title: 'More pyramids in Sudan', text: 'Ancient Nubia, in today\'s Sudan, has even more pyramids than Egypt, though they are smaller.' },
    },
  ],
  deeper: {
    title: 'Old Kingdom Logistics and Open Questions',
    content: 'Khufu\'s pyramid originally stood about 146 metres tall. Its core used local limestone, its casing fine white Tura limestone, and its inner chambers granite brought from Aswan, far up the Nile. The Wadi al-Jarf papyri (the Diary of Merer), found in 2013, are the oldest known inscribed papyri and document this supply chain. How blocks were raised, whether by straight, zigzag or internal spiral ramps or combinations, remains an active research question; the precise alignment of the sides to the cardinal directions suggests astronomical methods.',
    funFact: { title: 'The last ancient wonder', text: 'Of the Seven Wonders of the Ancient World, only the Great Pyramid survives.' },
  },
  glossary: [
    { term: 'Pyramid', say: 'PEER-uh-mid', definition: 'A building with a square bottom and four triangle sides that meet at a point.' },
    { term: 'Pharaoh', say: 'FAIR-oh', definition: 'A king of ancient Egypt.' },
    { term: 'Tomb', say: 'TOOM', definition: 'A place where someone is buried.' },
    { term: 'Archaeologist', say: 'ar-kee-OL-uh-jist', definition: 'A scientist who studies how people lived long ago from what they left behind.' },
    { term: 'Papyrus', say: 'puh-PY-rus', definition: 'A paper-like material made from a plant, used by ancient Egyptians.' },
  ],
  tryIt: [{
    title: 'Sledge and Sand Experiment',
    description: 'Test whether wet sand makes pulling easier.',
    steps: [
      'Fill a tray with dry sand and put a small heavy object (like a book) on a piece of cardboard as your "sledge."',
      'Tie a string to the sledge and pull it. How hard is it?',
      'Sprinkle water on the sand in front of the sledge until it is damp, not soupy.',
      'Pull again. Is it easier? Talk about how the Egyptians may have used this trick.',
    ],
    note: 'Do this outside or over a towel, and wash your hands afterwards.',
  }],
  analogies: [
    { title: 'A giant team project', content: 'Building a pyramid was like a huge school project where thousands of people each had an important job.' },
  ],
  realWorld: [
    { title: 'Visiting Giza', content: 'Millions of people visit the pyramids near Cairo, and archaeologists still make new discoveries there.' },
  ],
  engaging: [
    { question: 'How would you move a block as heavy as a car without machines?', context: 'Think about sledges, rollers and teamwork.' },
    { question: 'Why do you think the pharaohs wanted such huge tombs?', context: 'Think about power and beliefs about the afterlife.' },
  ],
  quiz: [
    { question: 'Who were the pyramids built for?', right: 'Egyptian kings called pharaohs', wrong: ['Farm animals', 'Tourists'] },
    { question: 'How did workers move big stones?', right: 'On sledges, pulled by teams', wrong: ['With trucks', 'With helicopters'] },
    { question: 'Which pharaoh was the Great Pyramid built for?', right: 'Khufu', wrong: ['Tutankhamun', 'Cleopatra'], level: 'older' },
    { question: 'What evidence shows the builders were not slaves?', right: 'Workers\' villages and honoured tombs near the pyramids', wrong: ['A modern movie', 'A sign on the pyramid'], level: 'older' },
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
    '3-5': 'Long, long ago, a giant space rock crashed into Earth. It made the world dark and cold. Most dinosaurs died. But birds are dinosaurs that are still alive today!',
    '6-8': 'About 66 million years ago, a huge asteroid, a space rock several kilometres wide, crashed into Earth near what is now Mexico. Dust and smoke blocked sunlight, plants struggled to grow, and the climate changed. Most dinosaurs died out. Some small feathered dinosaurs survived, and their descendants are today\'s birds.',
    '9-12': 'About 66 million years ago, an asteroid roughly 10 kilometres wide struck the Yucatán Peninsula, leaving the Chicxulub crater. It threw vast amounts of dust and gases into the air, darkening and cooling the planet and collapsing food chains. Huge volcanic eruptions in India around the same time also changed the climate. About three-quarters of species died out, including all dinosaurs except the ancestors of birds.',
    '13+': 'The Cretaceous-Paleogene (K-Pg) mass extinction, about 66 million years ago, eliminated roughly three-quarters of species, including all non-avian dinosaurs. In 1980 Luis and Walter Alvarez and colleagues reported a worldwide clay layer enriched in iridium, rare in Earth\'s crust but common in asteroids; the Chicxulub crater was later identified as the impact site. The impact produced global darkness, cooling and acid rain, while massive Deccan Traps volcanism in India also stressed ecosystems. Birds are the surviving dinosaur lineage, descended from small feathered theropods.',
  },
  takeaways: {
    young: ['A giant space rock hit Earth.', 'Most dinosaurs died.', 'Birds are dinosaurs still alive today!'],
    older: ['An asteroid hit Earth about 66 million years ago.', 'Darkness and cold collapsed food chains; volcanoes added stress.', 'Birds descend from feathered dinosaurs.'],
  },
  sections: [
    {
      title: 'The Age of Dinosaurs',
      young: 'Dinosaurs lived on Earth for a very, very long time. Some were huge. Some were as small as chickens. People did not live then.',
      older: 'Dinosaurs first appeared about 230 million years ago and dominated land for over 150 million years. They ranged from chicken-sized hunters to giant long-necked plant eaters. Humans never lived at the same time as the non-bird dinosaurs: the last of them died out about 66 million years before us.',
      funFact: { title: 'Not all at once', text: 'Stegosaurus lived and died out so long before T. rex that T. rex lived closer in time to us than to Stegosaurus.' },
    },
    {
      title: 'A Rock From Space',
      young: 'A huge rock from space, called an asteroid, crashed into Earth. Boom! Dust filled the sky. The sun was hidden for a long time.',
      older: 'The impact near today\'s Yucatán Peninsula in Mexico released enormous energy, causing fires, tsunamis and a cloud of dust and sulfur that blocked sunlight for months to years. With little sunlight, plants died, then the animals that ate them, and then the animals that ate those.',
      funFact: { title: 'A hidden crater', text: 'The Chicxulub crater is about 180 kilometres wide and is now mostly buried under sediment and the sea.' },
    },
    {
      title: 'Dinosaurs Are Still Here!',
      young: 'Look at a bird. It is a kind of dinosaur! Birds came from small dinosaurs with feathers.',
      older: 'Fossils show that many dinosaurs had feathers, and that birds evolved from small, meat-eating dinosaurs called theropods, the same group as T. rex and Velociraptor. So scientists say dinosaurs did not all go extinct: birds are living dinosaurs.',
      funFact: { title: 'Feathered raptors', text: 'Velociraptor had feathers: its fossil arm bones have bumps where big feathers were attached, just like in birds today.' },
    },
  ],
  deeper: {
    title: 'Evidence for the K-Pg Impact',
    content: 'Key evidence includes the global iridium anomaly at the boundary layer, shocked quartz and tiny glass spherules formed by the impact, tsunami deposits around the Gulf of Mexico, and the buried Chicxulub structure confirmed by geophysical surveys and drilling. Dating of impact glass and of Deccan volcanic layers has refined the timeline. Survivors were often small, able to shelter or eat seeds and detritus; mammals diversified rapidly afterwards, eventually giving rise to primates and humans.',
    funFact: { title: 'A father-and-son discovery', text: 'The iridium evidence was found by a team including physicist Luis Alvarez and his son, geologist Walter Alvarez.' },
  },
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
    note: 'A grown-up should use the oven. Real fossils form over millions of years!',
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
    { question: 'What crashed into Earth when most dinosaurs died?', right: 'A giant asteroid', wrong: ['The Moon', 'A comet made of ice cream'] },
    { question: 'Which animals today are living dinosaurs?', right: 'Birds', wrong: ['Cats', 'Fish'] },
    { question: 'About how long ago did the non-bird dinosaurs die out?', right: 'About 66 million years ago', wrong: ['About 6,000 years ago', 'About 1 billion years ago'], level: 'older' },
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
    '3-5': 'Long ago, kings and lords built castles to keep safe. Castles had thick stone walls and tall towers. Some had a moat full of water around them!',
    '6-8': 'In the Middle Ages, kings and lords built castles to protect themselves and to control the land around them. Castles had thick walls, tall towers, gates and sometimes moats. A castle was also a home, with a great hall for eating, bedrooms, kitchens and stables.',
    '9-12': 'Castles were built in medieval Europe, mostly between about the 10th and 15th centuries, as fortified homes for lords and kings. They protected the owner, their family and soldiers, and showed power over the surrounding land and people. Early castles were often wooden towers on earth mounds; later ones were stone, with curtain walls, towers, gatehouses, portcullises and moats. Castles were also centres of government and local life.',
    '13+': 'Castles were private fortified residences of the medieval nobility, combining defence, administration and display of power. In England, the Normans built many motte-and-bailey castles after the conquest of 1066, later replacing timber with stone keeps and curtain walls. Design evolved in response to siege warfare: round towers resisted undermining, concentric walls created layered defences, and machicolations let defenders drop objects on attackers. Gunpowder artillery from the 15th century made high walls vulnerable, and nobles increasingly built comfortable palaces and low, angled artillery forts instead.',
  },
  takeaways: {
    young: ['Castles kept people safe.', 'They had thick walls and towers.', 'Castles were homes too.'],
    older: ['Castles were fortified homes of medieval lords and kings.', 'Walls, towers, moats and gatehouses defended them.', 'Cannons made old castles less useful.'],
  },
  sections: [
    {
      title: 'Safe Behind Strong Walls',
      young: 'Castle walls were very thick. Guards stood on top to watch. Small windows let archers shoot arrows out, but made it hard for arrows to get in.',
      older: 'Walls topped with battlements let defenders shelter and shoot. Narrow arrow slits protected archers. The gatehouse, the weakest point, had a heavy iron-and-wood gate called a portcullis, and sometimes a drawbridge over a moat.',
      funFact: { title: 'Watch out above!', text: 'Some gatehouses had holes in the ceiling so defenders could drop things on attackers below.' },
    },
    {
      title: 'Life Inside a Castle',
      young: 'Lots of people lived in a castle: the lord and lady, knights, cooks, servants and animals. They ate big meals in the great hall.',
      older: 'A castle was a busy home and workplace. The great hall was used for meals, meetings and celebrations. Cooks, blacksmiths, grooms and servants worked there, and the lord collected taxes and settled disputes. Castles could be cold, smoky and crowded.',
      funFact: { title: 'No glass', text: 'Many castle windows had no glass for a long time; wooden shutters kept out the wind.' },
    },
    {
      title: 'The End of Castles',
      young: 'Then cannons were invented. Cannonballs could break castle walls. People stopped building castles for fighting.',
      older: 'From the 1400s, gunpowder cannons could smash tall stone walls. Rulers built new, lower forts with thick, angled walls, and nobles built comfortable palaces instead. Many castles fell into ruin, while others became homes, museums and tourist sites.',
      funFact: { title: 'Castles in Japan', text: 'Japan has castles too, like Himeji Castle, with tall wooden towers on stone bases.' },
    },
  ],
  deeper: {
    title: 'Motte-and-Bailey to Concentric Castles',
    content: 'A motte-and-bailey castle combined a raised earth mound (motte) topped by a tower with an enclosed courtyard (bailey); it could be built quickly with local labour. Stone keeps, such as the White Tower in London, followed. Crusader and later European castles adopted concentric designs, with an inner wall higher than the outer so both could be defended at once. Siege techniques included blockade, siege engines such as trebuchets, and mining under walls. Castles also functioned as administrative centres and symbols of lordship in the feudal system.',
    funFact: { title: 'Trebuchets', text: 'The trebuchet was a giant counterweight catapult that could hurl heavy stones at castle walls.' },
  },
  glossary: [
    { term: 'Castle', say: 'KASS-ul', definition: 'A large, strong building with walls and towers, built long ago for protection.' },
    { term: 'Moat', say: 'MOHT', definition: 'A deep ditch, often filled with water, around a castle.' },
    { term: 'Knight', say: 'NYTE', definition: 'A trained soldier on horseback in the Middle Ages.' },
    { term: 'Portcullis', say: 'port-KUL-is', definition: 'A heavy gate that slides up and down in a castle entrance.' },
    { term: 'Middle Ages', say: 'MID-ul AY-jez', definition: 'A period of European history from about 500 to 1500 CE.' },
  ],
  tryIt: [{
    title: 'Build a Castle Defence',
    description: 'Design and test a castle with blocks or boxes.',
    steps: [
      'Build a castle from blocks, cardboard boxes or sand.',
      'Add walls, towers, a gate and a moat (a ditch of water in the sand).',
      'Roll a small soft ball at it like a gentle "siege." Which parts hold best?',
      'Improve your design and test again.',
    ],
    note: 'Use only soft balls and never throw things at people.',
  }],
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
    { question: 'Why were castles built?', right: 'To protect people and control land', wrong: ['To grow vegetables', 'To store toys'] },
    { question: 'What is a moat?', right: 'A ditch, often with water, around a castle', wrong: ['A tall tower', 'A kind of helmet'] },
    { question: 'What invention made tall castle walls less useful?', right: 'Gunpowder cannons', wrong: ['The bicycle', 'The telescope'], level: 'older' },
  ],
  related: ['pyramids', 'chess-knight', 'holidays-world'],
  links: [britannica('castle'), SITES.smithsonian],
};

export const historyEntries: KidEntry[] = [pyramids, dinosaurs, castles];
