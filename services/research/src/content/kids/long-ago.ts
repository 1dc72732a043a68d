import { britannica, SITES } from '../links';
import type { KidEntry } from '../types';

// History Explorers: people and times long ago (issue 10 §1, batch 3).
// Dates and names come only from the sources listed with each entry (Britannica, Smithsonian, the Library of
// Congress, the National Park Service, the Nobel Prize site, Olympics.com).

const READ = '2026-11-23';

const greatWall: KidEntry = {
  id: 'great-wall',
  module: 'History Explorers',
  question: 'Who built the Great Wall of China?',
  title: 'Who Built the Great Wall of China?',
  blurb: 'Many walls, built by many rulers and workers over about two thousand years.',
  triggers: [['great', 'wall'], ['wall', 'china'], ['chinese', 'wall'], ['great', 'wal']],
  quickAnswer: {
    '3-5': 'Lots and lots of people built the Great Wall. Soldiers built it. Farmers built it. They worked for a very long time. The wall helped keep the land safe.',
    '6-8': 'The Great Wall of China was built by soldiers, farmers and prisoners. Kings and emperors told them to build it. It is not one wall but many walls, joined up. People built them over about two thousand years. The walls helped guard the north of China from attack.',
    '9-12': 'No single person built the Great Wall. Walls went up in China from about the 600s BCE. Then Qin Shi Huang, the first emperor of China, joined many of them after 221 BCE. Later rulers added more, and the Ming dynasty built most of the wall we see today. The workers were soldiers, farmers made to work and prisoners. The walls guarded China\'s northern border from raids by horse-riding peoples.',
    '13+': 'The Great Wall is a system of walls, watchtowers and forts, built and rebuilt across about two thousand years. Rival Chinese states built the first long walls from about the 7th century BCE. After unifying China in 221 BCE, Qin Shi Huang linked and extended them. The Han and later dynasties added more. Most of the brick and stone wall seen today is from the Ming dynasty (1368-1644). The labour came from soldiers, conscripted peasants and convicts, and many died at the work.',
  },
  takeaways: {
    little: ['Many people built the Great Wall.', 'They worked for a very long time.', 'The wall kept the land safe.'],
    young: ['Soldiers, farmers and prisoners built the wall.', 'It is many walls joined together.', 'It guarded the north of China.'],
    older: ['The Great Wall was built over about two thousand years.', 'Qin Shi Huang joined earlier walls after 221 BCE.', 'Most of the wall seen today was built by the Ming dynasty.'],
  },
  sections: [
    {
      title: 'Many Hands',
      little: 'The wall is very, very long. No one could build it alone. Many, many people had to help. It was hard work.',
      young: 'Building the wall was hard work. Soldiers, farmers and prisoners carried earth and stone up steep hills. Many workers got sick or hurt. Some died far from home.',
      older: 'Rulers ordered huge numbers of people to build the walls. Soldiers, farmers made to work and prisoners did the labour. The work was slow and dangerous, in deserts and on mountains. Many workers died, and sad stories about them are still told in China.',
      funFact: { title: 'Built with what was near', text: 'Builders used what they could find nearby: packed earth, stones, wood and, later, bricks.' },
    },
    {
      title: 'Why Build a Wall?',
      little: 'Long ago, people rode in from the north on horses. They came to take things. The wall helped stop them.',
      young: 'Long ago, groups of riders on horses raided farms in the north of China. The wall made it hard for them to get in. Guards in towers watched for danger.',
      older: 'Horse-riding peoples from the northern grasslands often raided Chinese farms and towns. The walls slowed raiders down and guided them to forts. Watchtowers sent warnings along the wall with smoke by day and fire by night.',
      funFact: { title: 'Smoke signals', text: 'Guards in the towers could send a warning along the wall with smoke or fire.' },
    },
    {
      title: 'Old Walls and New Walls',
      young: 'The first walls were made of packed earth. Much later, the Ming rulers built walls of brick and stone. Those are the ones most visitors see today.',
      older: 'Early walls were mostly rammed earth: soil packed hard inside wooden frames. The Ming dynasty rebuilt many parts in brick and stone, with towers and gates. That brick wall near Beijing is the part in most photos.',
      funFact: { title: 'A world treasure', text: 'The Great Wall was named a UNESCO World Heritage site in 1987.' },
    },
  ],
  deeper: {
    title: 'Dynasties, Frontiers and a Famous Myth',
    content: 'The walls marked a frontier between farming communities and mobile herding peoples of the steppe. Each dynasty built where its own border lay, so the walls run in many lines. The Ming dynasty began its great building after losing battles against Mongol forces in the 1400s. A popular claim says the wall can be seen with the naked eye from the Moon. It cannot: it is long but far too narrow, and astronauts have said they could not pick it out even from low orbit without help.',
    funFact: { title: 'Not from the Moon', text: 'The wall cannot be seen with the naked eye from the Moon: it is far too narrow.' },
  },
  glossary: [
    { term: 'Emperor', say: 'EM-per-er', definition: 'A ruler of a very large land, or of many lands.' },
    { term: 'Dynasty', say: 'DY-nuh-stee', definition: 'A line of rulers from the same family, one after another.' },
    { term: 'Watchtower', say: 'WOCH-tow-er', definition: 'A tall tower where guards look out for danger.' },
    { term: 'Border', say: 'BOR-der', definition: 'The line where one land ends and another begins.' },
  ],
  tryIt: [{
    title: 'Build a Block Wall',
    description: 'Build a long wall with towers.',
    steps: [
      'Get blocks or boxes with a grown-up.',
      'Build a long wall across the floor.',
      'Put a tall tower at each end.',
      'Make your wall go up and down, like on hills.',
    ],
    note: 'Count how many blocks you used. Real builders needed a great many!',
    bands: ['3-5'],
  }, {
    title: 'Packed Earth Test',
    description: 'See why packed earth makes a strong wall.',
    steps: [
      'With a grown-up, fill a small plastic cup with damp sand, pressing down a little at a time.',
      'Fill a second cup with loose sand and do not press it.',
      'Turn both cups over on a tray and lift them off.',
      'Which tower stands up better? Builders of early walls packed earth in layers the same way.',
    ],
    note: 'Wash your hands after playing with sand.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A patchwork', content: 'The Great Wall is like a patchwork quilt: many pieces, made at different times, stitched into one long line.' },
  ],
  realWorld: [
    { title: 'Visitors today', content: 'Millions of people walk on the old wall each year, and parts of it are being repaired to keep them safe.' },
  ],
  engaging: [
    { question: 'What would it be like to guard a watchtower on a cold mountain?', context: 'Think about the wind, the view and the long nights.' },
    { question: 'Why do you think different rulers kept building new walls?', context: 'Think about borders that moved over time.' },
  ],
  quiz: [
    {
      question: 'Who built the Great Wall?', right: 'Many soldiers, farmers and workers', wrong: ['One king, all by himself', 'A few builders in one year'],
      skill: 'recall', support: ['Lots and lots of people built the Great Wall', 'built by soldiers, farmers and prisoners', 'No single person built the Great Wall', 'Soldiers, farmers made to work and prisoners'],
    },
    {
      question: 'Why was the wall built?', right: 'To keep the land safe', wrong: ['To keep the ocean out', 'To hold up the sky'],
      skill: 'cause-effect', support: ['The wall helped keep the land safe', 'guard the north of China from attack', 'guarded China\'s northern border from raids', 'The wall helped stop them', 'The walls slowed raiders down'],
    },
    {
      question: 'Which rulers built most of the wall we see today?', right: 'The Ming dynasty', wrong: ['The ancient Romans', 'The Vikings'],
      skill: 'recall', bands: ['9-12', '13+'], support: ['the Ming dynasty built most of the wall we see today', 'Most of the wall seen today was built by the Ming dynasty'],
    },
  ],
  sources: [
    {
      claim: 'The Great Wall of China is a series of walls, watchtowers and forts built over about two thousand years to guard China\'s northern frontier against raids by nomadic, horse-riding peoples of the steppe (later including Mongol forces in the 1400s). Rival states (rival Chinese states) built the first long walls from about the 7th century BCE (the 600s BCE); after unifying China in 221 BCE, Qin Shi Huang, the first emperor of China, linked and extended them; the Han and later dynasties added walls, and most of the brick and stone wall seen today, including near Beijing, was built by the Ming dynasty (1368-1644). The work was done by soldiers, conscripted peasants (farmers made to work) and convicts (prisoners), many of whom died; early walls were of rammed earth in wooden frames. Beacon towers signalled with smoke by day and fire by night.',
      title: 'Britannica: Great Wall of China',
      url: 'https://www.britannica.com/topic/Great-Wall-of-China',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'The Great Wall was inscribed as a UNESCO World Heritage site in 1987.',
      title: 'UNESCO World Heritage Centre: The Great Wall',
      url: 'https://whc.unesco.org/en/list/438/',
      read: READ,
      authority: 'governing-body',
    },
    {
      claim: 'The Great Wall of China is not visible to the naked eye from the Moon; it is long but very narrow, and astronauts report it is hard or impossible to pick out even from low Earth orbit without aid.',
      title: 'NASA: Great Wall of China (Earth Observatory image and note on visibility from space)',
      url: 'https://www.nasa.gov/image-article/great-wall/',
      read: READ,
      authority: 'science-body',
    },
  ],
  simplifications: [
    'For 3-5, raiders are "people who rode in from the north to take things"; workers\' deaths are mentioned from 6-8 up.',
  ],
  related: ['castles', 'pyramids', 'vikings'],
  links: [britannica('Great Wall of China'), SITES.natGeoKids],
};

const knights: KidEntry = {
  id: 'knights',
  module: 'History Explorers',
  question: 'What were knights?',
  title: 'What Were Knights?',
  blurb: 'Warriors on horseback in the Middle Ages, their training and their code.',
  triggers: [['knight'], ['knights'], ['squire'], ['chivalry'], ['knighted'], ['joust*']],
  quickAnswer: {
    '3-5': 'Knights were soldiers long ago. They rode big horses. They wore metal suits. A knight had to learn for a long time. Knights were meant to be brave and kind.',
    '6-8': 'Knights were soldiers who fought on horseback, long ago in Europe. They wore armour made of metal. A boy trained for years to become a knight. First he was a page, then a squire. Knights served a lord or a king. They were meant to follow a code: be brave, be loyal and protect people who were weak.',
    '9-12': 'Knights were warriors on horseback in medieval Europe, roughly from the 800s to the 1400s. A knight served a lord, who often gave him land in return. Training began young. A boy served as a page, then as a squire who cared for a knight\'s horse and armour. Then he could be made a knight in a ceremony called dubbing. Knights were expected to follow chivalry: a code of courage, loyalty and courtesy. Real knights did not always live up to it.',
    '13+': 'The knight was a mounted, armoured warrior of medieval Europe, bound to a lord through the feudal system. He owed military service, often in return for land. Armour changed from mail shirts to full plate by the 1400s. Knighthood grew into a social class with its own ideal, chivalry, shaped by the Church and by romances about King Arthur. Gunpowder weapons and paid armies ended the mounted knight\'s role in war. Knighthood survives as an honour, such as the title "Sir" in Britain.',
  },
  takeaways: {
    little: ['Knights were soldiers long ago.', 'They rode horses and wore metal suits.', 'Knights were meant to be brave and kind.'],
    young: ['Knights fought on horseback.', 'A boy was a page, then a squire, then a knight.', 'Knights were meant to be brave and loyal.'],
    older: ['Knights were mounted warriors who served a lord.', 'Training went from page to squire to knight.', 'Chivalry was the ideal code of knights.'],
  },
  sections: [
    {
      title: 'From Page to Knight',
      little: 'A boy went to live with a knight. He did jobs and learned to ride. When he grew up, he could be a knight too.',
      young: 'At about seven, a boy could go to a castle as a page. He ran errands and learned manners. As a teen he became a squire. He looked after a knight\'s horse and armour. At last he could be made a knight.',
      older: 'A page served in a noble household and learned riding and manners. As a squire he served a knight, cared for his horse and armour and went with him to war. At about twenty a squire could be dubbed: tapped on the shoulder with a sword.',
      funFact: { title: 'A tap on the shoulder', text: 'A new knight was often made by being tapped on the shoulder with a sword. This is called dubbing.' },
    },
    {
      title: 'Armour and Horses',
      little: 'Knights wore metal suits to stay safe. The suits were heavy! Their big horses were strong and fast.',
      young: 'Early knights wore shirts made of tiny metal rings, called chain mail. Later knights wore big metal plates. A knight needed strong, trained horses, which cost a lot.',
      older: 'Mail, made of thousands of linked rings, was the main armour for centuries. By the 1400s, knights wore full suits of plate armour, shaped to let them move. A knight\'s warhorse was costly and highly trained, so knights usually came from families with land and money.',
      funFact: { title: 'Not so stiff', text: 'A well-made suit of plate armour let a knight walk, run and climb onto his horse.' },
    },
    {
      title: 'The Knight\'s Code',
      young: 'Knights promised to be brave, loyal and fair. They were meant to protect people who could not protect themselves. This code was called chivalry.',
      older: 'Chivalry asked knights to be brave, loyal to their lord, generous and courteous, and to protect the weak. Poems and stories praised this ideal. In real life, many knights fell short of it, especially in war.',
      funFact: { title: 'Tournaments', text: 'Knights practised at tournaments, where two riders charged at each other with lances. This was called jousting.' },
    },
  ],
  deeper: {
    title: 'Feudalism, Chivalry and the End of the Mounted Knight',
    content: 'In the feudal system, a lord granted land (a fief) to a vassal in return for loyalty and military service. Knights formed the mounted core of medieval armies. The Church tried to direct knightly violence, and romances about King Arthur spread the ideal of chivalry. From the 1300s, longbows, pikes and then gunpowder weapons made heavy cavalry less decisive. Kings came to rely on paid soldiers. Knighthood became an honour instead of a job. In Britain today, a person can be knighted for service and called "Sir".',
    funFact: { title: 'Not only Europe', text: 'Japan had mounted warriors too, called samurai, with their own code of honour.' },
  },
  glossary: [
    { term: 'Knight', say: 'NITE', definition: 'A soldier on horseback long ago, who served a lord or king.' },
    { term: 'Squire', say: 'SKWIRE', definition: 'A young helper who trained to become a knight.' },
    { term: 'Armour', say: 'AR-mer', definition: 'A metal covering that protects the body in a fight.' },
    { term: 'Chivalry', say: 'SHIV-ul-ree', definition: 'The code knights were meant to follow: brave, loyal and kind.' },
    { term: 'Lord', say: 'LORD', definition: 'A powerful person who owned land and had people serve him.' },
  ],
  tryIt: [{
    title: 'Make a Knight\'s Shield',
    description: 'Design your own shield.',
    steps: [
      'Ask a grown-up to cut a shield shape from card.',
      'Pick two bright colours.',
      'Draw an animal you like in the middle.',
      'Hold it up and say one kind thing a knight would do.',
    ],
    note: 'A grown-up does the cutting.',
    bands: ['3-5'],
  }, {
    title: 'Write a Code of Chivalry',
    description: 'Make a code for today.',
    steps: [
      'Think about how knights promised to be brave, loyal and fair.',
      'Write five rules for being a good friend or team-mate today.',
      'Draw a coat of arms that shows what you care about.',
      'Talk with a grown-up: which rule is hardest to keep?',
    ],
    note: 'There is no wrong code: make it fit your life.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'Like an apprentice', content: 'Becoming a knight was like a very long apprenticeship: years of helping an expert before doing the job yourself.' },
  ],
  realWorld: [
    { title: 'Museum armour', content: 'Many museums show real suits of armour, so you can see how tall knights were and how the plates fit.' },
  ],
  engaging: [
    { question: 'Which part of a knight\'s code still matters today?', context: 'Think about being brave, loyal or kind.' },
    { question: 'Would you rather be a page or a squire?', context: 'Think about the jobs each one did.' },
  ],
  quiz: [
    {
      question: 'How did knights go into battle?', right: 'On horseback, wearing armour', wrong: ['On bicycles, in helmets', 'In ships, with cannons'],
      skill: 'recall', support: ['They rode big horses', 'fought on horseback', 'warriors on horseback', 'mounted, armoured warrior'],
    },
    {
      question: 'What came just before becoming a knight?', right: 'Being a squire', wrong: ['Being a king', 'Being a baby'],
      skill: 'sequence', bands: ['6-8', '9-12', '13+'], support: ['then a squire', 'From page to squire to knight', 'Training went from page to squire to knight', 'As a squire he served a knight'],
    },
    {
      question: 'What were knights meant to be?', right: 'Brave and kind', wrong: ['Mean and lazy', 'Sleepy and shy'],
      skill: 'recall', bands: ['3-5', '6-8'], support: ['Knights were meant to be brave and kind', 'be brave, be loyal'],
    },
    {
      question: 'What was chivalry?', right: 'A knight\'s code of behaviour', wrong: ['A kind of heavy sword', 'A type of castle wall'],
      skill: 'vocabulary', bands: ['9-12', '13+'], support: ['a code of courage, loyalty and courtesy', 'Chivalry was the ideal code of knights'],
    },
  ],
  sources: [
    {
      claim: 'A knight was a mounted, armoured warrior of medieval Europe (the Middle Ages, roughly the 800s to the 1400s) who served a lord in the feudal system, often in return for land (a fief). A boy trained first as a page from about age seven, then as a squire who served a knight and cared for his horse and armour, and could be made a knight at about twenty in a dubbing ceremony (a tap on the shoulder with a sword). Armour changed from mail (chain mail) to full plate armour by the 1400s. Chivalry, the ideal code of courage, loyalty, courtesy and protecting the weak, was shaped by the Church and by romances about King Arthur; real knights often fell short of it. From the 1300s, longbows, pikes, gunpowder weapons and paid armies ended the mounted knight\'s role; knighthood survives as an honour in Britain, with the title "Sir". Knights practised at tournaments with jousting.',
      title: 'Britannica: Knight (title)',
      url: 'https://www.britannica.com/topic/knight-title',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'European plate armour of the 1400s was shaped to allow movement, so a knight could walk, run and mount a horse; mail was made of thousands of linked iron rings.',
      title: 'The Metropolitan Museum of Art: Arms and Armor, Common Misconceptions and Frequently Asked Questions',
      url: 'https://www.metmuseum.org/toah/hd/aams/hd_aams.htm',
      read: READ,
      authority: 'museum',
    },
    {
      claim: 'Japan had mounted warriors too: the samurai, a warrior class with their own code of honour (bushido).',
      title: 'Britannica: Samurai',
      url: 'https://www.britannica.com/topic/samurai',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: [
    'For 3-5, knights are "soldiers long ago" who "were meant to be brave and kind"; the feudal system appears from 9-12.',
  ],
  related: ['castles', 'vikings', 'great-wall'],
  links: [britannica('knight'), SITES.smithsonian],
};

const ancientGreeks: KidEntry = {
  id: 'ancient-greeks',
  module: 'History Explorers',
  question: 'Who were the ancient Greeks?',
  title: 'Who Were the Ancient Greeks?',
  blurb: 'City-states, democracy, myths, theatre and thinkers from long ago.',
  triggers: [['ancient', 'greek*'], ['ancient', 'greece'], ['greek', 'myth*'], ['greek', 'god*'], ['athens', 'sparta'], ['sparta'], ['spartan*'], ['parthenon']],
  quickAnswer: {
    '3-5': 'The ancient Greeks lived long ago, by the sea. They told great stories. They made plays and big stone buildings. They even started the Olympic Games!',
    '6-8': 'The ancient Greeks lived in Greece more than two thousand years ago. They lived in many cities, like Athens and Sparta. Each city had its own rulers. They told myths about gods like Zeus. They built temples, wrote plays and started the Olympic Games. In Athens, people tried a new idea: letting citizens vote on laws.',
    '9-12': 'The ancient Greeks lived around the Aegean Sea more than two thousand years ago. Greece was not one country. It was many city-states, such as Athens and Sparta, which often fought each other. Around 508 BCE, Athens began an early democracy, where male citizens voted on laws. Greek thinkers like Socrates, Plato and Aristotle asked big questions about the world. Greeks also gave us theatre, the Olympic Games and many words we still use.',
    '13+': 'Ancient Greek civilisation flourished from about the 8th century BCE, through its Classical age in the 5th and 4th centuries BCE. It was a world of independent city-states (poleis) sharing a language, gods and festivals. Athens developed a direct democracy from about 508 BCE. Only adult male citizens took part: women, enslaved people and foreigners could not. Greeks held the first Olympic Games, and their philosophy, drama and architecture shaped later Roman and European culture. After Alexander the Great, Greek culture spread as far as Egypt and India.',
  },
  takeaways: {
    little: ['The Greeks lived long ago, by the sea.', 'They told great stories about gods.', 'They started the Olympic Games.'],
    young: ['Greece was made of many cities.', 'The Greeks told myths about gods.', 'Athens let citizens vote on laws.'],
    older: ['Ancient Greece was many city-states, like Athens and Sparta.', 'Athens began an early democracy around 508 BCE.', 'Greek ideas shaped science, theatre and government.'],
  },
  sections: [
    {
      title: 'Gods and Myths',
      little: 'The Greeks told stories about gods. Zeus was the king of the gods. He was said to throw bolts of light from the sky!',
      young: 'The Greeks believed in many gods. Zeus was king of the gods. Athena was the goddess of wisdom. Their stories, called myths, are still told today.',
      older: 'Greek religion had many gods, led by Zeus, who were believed to live on Mount Olympus. Myths explained the world and taught lessons. Heroes like Heracles and Odysseus still appear in books and films.',
      funFact: { title: 'A city\'s name', text: 'The city of Athens is named after the goddess Athena.' },
    },
    {
      title: 'Plays and Buildings',
      little: 'The Greeks liked plays. They sat on stone seats in a big half circle. They built tall temples with lots of posts.',
      young: 'The Greeks built open-air theatres shaped like a half circle, so everyone could hear. They built temples with rows of columns, like the Parthenon in Athens.',
      older: 'Greek theatres were built into hillsides, with curved stone seats around a stage. Actors wore masks. Temples like the Parthenon, finished in the 400s BCE, used columns in styles still copied on buildings today.',
      funFact: { title: 'Masks on stage', text: 'Greek actors wore masks, so one actor could play several characters.' },
    },
    {
      title: 'Big Thinkers',
      young: 'Some Greeks loved to ask questions. Why are things the way they are? What is a good life? They were called philosophers.',
      older: 'Philosophers such as Socrates, Plato and Aristotle asked how we know things and how to live well. Greek mathematicians like Pythagoras and Euclid studied shapes and numbers. Their ideas are still taught today.',
      funFact: { title: 'Lover of wisdom', text: 'The word philosopher comes from Greek words meaning "lover of wisdom".' },
    },
  ],
  deeper: {
    title: 'City-States, Democracy and Their Limits',
    content: 'A polis was a city with its own farmland, laws, army and gods. Athens and Sparta were rivals: Athens a sea power with a direct democracy, Sparta a land power trained for war. Athenian democracy let citizens speak and vote in the Assembly. But citizens were a minority: women, enslaved people and foreign residents had no vote. After the conquests of Alexander the Great in the 300s BCE, Greek became a shared language across the eastern Mediterranean. Rome later absorbed much of Greek art, thought and religion.',
    funFact: { title: 'Greek in your words', text: 'English words like democracy, theatre, alphabet and Olympics come from Greek.' },
  },
  glossary: [
    { term: 'Myth', say: 'MITH', definition: 'An old story about gods and heroes.' },
    { term: 'Democracy', say: 'dih-MOK-ruh-see', definition: 'Rule by the people, who vote on laws or leaders.' },
    { term: 'Temple', say: 'TEM-pul', definition: 'A building where people worship their gods.' },
    { term: 'Philosopher', say: 'fih-LOS-uh-fer', definition: 'A person who thinks hard about big questions.' },
    { term: 'City-state', say: 'SIH-tee stayt', definition: 'A city that rules itself and the land around it.' },
  ],
  tryIt: [{
    title: 'Make a Story Mask',
    description: 'Greek actors wore masks. Make one!',
    steps: [
      'Get a paper plate with a grown-up.',
      'Draw a big happy face or a big sad face.',
      'A grown-up can cut out the eye holes.',
      'Hold it up and tell a short story.',
    ],
    note: 'A grown-up does the cutting.',
    bands: ['3-5'],
  }, {
    title: 'Hold a Class Assembly',
    description: 'Try democracy the Athenian way.',
    steps: [
      'With your family or class, pick a real question, like which game to play.',
      'Give everyone a short turn to speak for their idea.',
      'Vote by raising hands and count the votes.',
      'Talk about it: in Athens, who was left out of the vote? Is that fair?',
    ],
    note: 'Listen to every speaker before you vote.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'Neighbours, not one country', content: 'Greek city-states were like neighbouring families who share a language and holidays but each run their own home.' },
  ],
  realWorld: [
    { title: 'Columns today', content: 'Many banks, museums and government buildings have columns copied from Greek temples.' },
  ],
  engaging: [
    { question: 'Which Greek myth would you like to hear?', context: 'Think about heroes, monsters and gods.' },
    { question: 'Was Athens\' democracy fair to everyone?', context: 'Think about who could vote and who could not.' },
  ],
  quiz: [
    {
      question: 'What did the ancient Greeks start?', right: 'The Olympic Games', wrong: ['The first computer', 'The first airplane'],
      skill: 'recall', support: ['They even started the Olympic Games', 'started the Olympic Games', 'the Olympic Games and many words', 'held the first Olympic Games'],
    },
    {
      question: 'Who was king of the gods in Greek myths?', right: 'Zeus', wrong: ['Athena', 'Odysseus'],
      skill: 'recall', support: ['Zeus was the king of the gods', 'Zeus was king of the gods', 'led by Zeus'],
    },
    {
      question: 'What new idea did Athens try?', right: 'Letting citizens vote on laws', wrong: ['Letting only kings make laws', 'Having no laws at all'],
      skill: 'recall', bands: ['6-8', '9-12', '13+'], support: ['letting citizens vote on laws', 'male citizens voted on laws', 'Athens began an early democracy'],
    },
  ],
  sources: [
    {
      claim: 'Ancient Greek civilisation, around the Aegean Sea more than two thousand years ago, flourished from about the 8th century BCE through its Classical age in the 5th and 4th centuries BCE (the 400s and 300s BCE). Greece was many independent city-states (poleis), such as Athens and Sparta, which shared a language, gods and festivals, including the Olympic Games. Athens developed a direct democracy from about 508 BCE, in which adult male citizens voted in the Assembly; women, enslaved people and foreigners could not. Philosophers such as Socrates, Plato and Aristotle and mathematicians such as Pythagoras and Euclid shaped later thought; Greeks developed theatre (open-air theatres with actors in masks) and temple architecture such as the Parthenon, completed in the 400s BCE. Greek ideas shaped later Roman and European culture. After Alexander the Great (300s BCE), Greek culture and the Greek language spread across the eastern Mediterranean as far as Egypt and India, and Rome absorbed much of it.',
      title: 'Britannica: Ancient Greek civilization',
      url: 'https://www.britannica.com/place/ancient-Greece',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'In Greek religion Zeus was king of the gods, believed to live on Mount Olympus and to wield the thunderbolt; Athena was goddess of wisdom and patron of Athens, which is named after her; Heracles and Odysseus are heroes of Greek myth. English words such as democracy, theatre, alphabet, philosopher ("lover of wisdom") and Olympics come from Greek.',
      title: 'Britannica: Zeus, Greek god',
      url: 'https://www.britannica.com/topic/Zeus',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: [
    'For 3-5, Zeus "was said to throw bolts of light from the sky" stands for the thunderbolt of the myths.',
    'For 6-8, Athens "let citizens vote"; who was left out is told from 9-12.',
  ],
  related: ['olympics-begin', 'ancient-romans', 'pyramids'],
  links: [britannica('ancient Greece'), SITES.natGeoKids],
};

const olympicsBegin: KidEntry = {
  id: 'olympics-begin',
  module: 'History Explorers',
  question: 'Where did the Olympics begin?',
  title: 'Where Did the Olympics Begin?',
  blurb: 'From footraces at Olympia in ancient Greece to today\'s Games.',
  triggers: [['olympic*'], ['olympia'], ['olympic', 'game*'], ['olympic', 'ring*'], ['olympic', 'torch']],
  quickAnswer: {
    '3-5': 'The Olympics began long ago in Greece. People came from far away to run races. The winners did not get gold. They got a ring of leaves to wear!',
    '6-8': 'The Olympic Games began in ancient Greece, at a place called Olympia. The first games we know of were in 776 BCE. At first there was just one running race. The games were held every four years to honour the god Zeus. Winners got a crown made of olive leaves. Today\'s Olympics began in 1896, in Athens, Greece.',
    '9-12': 'The Olympic Games began at Olympia, in southern Greece. The first recorded games took place in 776 BCE. They were part of a festival for Zeus, held every four years. At first the only event was a short footrace. Later came wrestling, boxing, chariot races and the pentathlon. Only free Greek men could compete, and winners won an olive wreath. The ancient games ended in the late 300s CE. The modern Olympics began in Athens in 1896.',
    '13+': 'The ancient Olympic Games were held at Olympia, in Greece, at the sanctuary of Zeus, with the first recorded games in 776 BCE. They took place every four years, a span the Greeks called an Olympiad, and a truce let athletes travel safely. Events grew from the stadion footrace to wrestling, boxing, the pankration, chariot racing and the pentathlon. Competitors were freeborn Greek men, and the prize was an olive wreath. The games ended under Roman rule around 393 CE. Pierre de Coubertin revived them, and the first modern Olympics were held in Athens in 1896.',
  },
  takeaways: {
    little: ['The Olympics began in Greece.', 'People came to run races.', 'Winners got a ring of leaves.'],
    young: ['The Olympics began at Olympia in Greece.', 'The games were every four years.', 'Winners got an olive crown.'],
    older: ['The first recorded games were at Olympia in 776 BCE.', 'They honoured Zeus and were held every four years.', 'The modern Olympics began in Athens in 1896.'],
  },
  sections: [
    {
      title: 'Games for Zeus',
      little: 'The games were a big party for a god. People came from far away. They ran, they watched, and they cheered.',
      young: 'The games at Olympia were part of a big festival for Zeus, king of the Greek gods. People travelled from all over Greece to watch.',
      older: 'Olympia was a holy site with a great temple of Zeus. The games were a religious festival as much as a sports event. A sacred truce let athletes and visitors travel there safely, even in times of war.',
      funFact: { title: 'One short race', text: 'For many years, the only event was the stadion: one sprint of about one length of the stadium.' },
    },
    {
      title: 'A Crown of Leaves',
      little: 'The winners did not get gold. They got a ring of leaves for their head. It made them very proud.',
      young: 'Winners did not get medals. They got a crown made from olive leaves. Back home, they were treated as heroes.',
      older: 'The official prize was a wreath cut from the sacred olive tree at Olympia. But champions were honoured richly at home, with statues, poems and free meals.',
      funFact: { title: 'Medals came later', text: 'Gold, silver and bronze medals are a modern idea: they were not part of the ancient games.' },
    },
    {
      title: 'The Games Come Back',
      young: 'The old games stopped long ago. Then, in 1896, the Olympics started again in Athens. Now athletes from all over the world take part.',
      older: 'The ancient games ended in the late 300s CE. Pierre de Coubertin of France led the revival, and the first modern Games opened in Athens in 1896. Women first competed in 1900. Winter Games began in 1924.',
      funFact: { title: 'Five rings', text: 'The five Olympic rings stand for athletes coming together from around the world.' },
    },
  ],
  deeper: {
    title: 'Olympiads, Truces and the Modern Revival',
    content: 'Greeks counted time in Olympiads, the four-year gaps between games, and lists of winners helped historians date events. Besides running, the ancient programme included wrestling, boxing, the pankration (a mix of both), horse and chariot races, and the pentathlon. Married women were barred from watching. Women had a separate festival at Olympia, the Heraean games. The games faded under Roman rule and ended around 393 CE. Pierre de Coubertin founded the International Olympic Committee in 1894, two years before the Athens Games.',
    funFact: { title: 'Winners owned the horses', text: 'In chariot races the prize went to the owner of the horses, so a woman owner could win without racing.' },
  },
  glossary: [
    { term: 'Olympia', say: 'oh-LIM-pee-uh', definition: 'The holy place in Greece where the first Olympic Games were held.' },
    { term: 'Wreath', say: 'REETH', definition: 'A ring of leaves or flowers.' },
    { term: 'Athlete', say: 'ATH-leet', definition: 'A person who trains hard at a sport.' },
    { term: 'Festival', say: 'FES-tih-vul', definition: 'A big celebration, often with music, food or games.' },
  ],
  tryIt: [{
    title: 'Backyard Games',
    description: 'Hold your own little Olympics.',
    steps: [
      'Find a safe, open space with a grown-up.',
      'Run a short race from one spot to another.',
      'Try a hop race and a tiptoe race.',
      'Make a crown of paper leaves for everyone who tried.',
    ],
    note: 'Everyone who joins in gets a crown.',
    bands: ['3-5'],
  }, {
    title: 'Ancient or Modern?',
    description: 'Compare the old games with today\'s.',
    steps: [
      'Make two columns: Ancient Olympics and Modern Olympics.',
      'Write where they were held, who could take part, and what winners got.',
      'Add events you know from today\'s Games.',
      'Circle the biggest change. Why do you think it changed?',
    ],
    note: 'Use this lesson and a library book to fill in your table.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A birthday party every four years', content: 'The games were like a giant party held every four years, with the same place, the same god to honour and races as the fun.' },
  ],
  realWorld: [
    { title: 'The flame is lit in Olympia', content: 'Before each modern Games, the Olympic flame is lit at Olympia in Greece and carried to the host city.' },
  ],
  engaging: [
    { question: 'Which sport would you add to the ancient games?', context: 'Think about what you would need to play it long ago.' },
    { question: 'Is a crown of leaves a good prize?', context: 'Think about what makes a prize special.' },
  ],
  quiz: [
    {
      question: 'Where did the Olympics begin?', right: 'In Greece', wrong: ['In Japan', 'In Brazil'],
      skill: 'recall', support: ['The Olympics began long ago in Greece', 'began in ancient Greece', 'began at Olympia, in southern Greece', 'The Olympics began in Greece', 'at Olympia, in Greece'],
    },
    {
      question: 'What did winners at the first Olympics get?', right: 'A crown of olive leaves', wrong: ['A shiny gold medal', 'A big bag of money'],
      skill: 'recall', support: ['ring of leaves', 'crown made of olive leaves', 'olive wreath', 'crown made from olive leaves'],
    },
    {
      question: 'When did the modern Olympics begin?', right: 'In 1896, in Athens', wrong: ['In 776 BCE, in Rome', 'In 2000, in Paris'],
      skill: 'recall', bands: ['6-8', '9-12', '13+'], support: ['Today\'s Olympics began in 1896', 'The modern Olympics began in Athens in 1896', 'first modern Olympics were held in Athens in 1896'],
    },
  ],
  sources: [
    {
      claim: 'The ancient Olympic Games (the ancient Olympics) of the ancient Greeks were held at Olympia, the sanctuary of Zeus in southern Greece; the first recorded games took place in 776 BCE, and they were held every four years (an Olympiad; Greeks counted time in Olympiads) as part of a religious festival, with a sacred truce for travel. For many years the only event was the stadion footrace, about one length of the stadium; later came wrestling, boxing, the pankration, chariot racing and the pentathlon. Only freeborn Greek men could compete; married women could not watch; winners received an olive wreath (olive crown) cut from the sacred olive tree, and were honoured at home. Women had separate games, the Heraean games, and in chariot races the owner of the horses was the winner. The ancient games ended around 393 CE (the late 300s CE) under Roman rule.',
      title: 'Olympics.com (International Olympic Committee): Ancient Olympic Games',
      url: 'https://www.olympics.com/ioc/ancient-olympic-games',
      read: READ,
      authority: 'governing-body',
    },
    {
      claim: 'Pierre de Coubertin of France led the revival of the Olympic Games and founded the International Olympic Committee in 1894; the first modern Olympic Games (the Athens Games) were held in Athens in 1896; women first competed in 1900 in Paris; the first Winter Games were held in 1924. The five Olympic rings represent the union of athletes from around the world, and the Olympic flame is lit at Olympia and carried to the host city; medals are a modern custom.',
      title: 'Britannica: Olympic Games',
      url: 'https://www.britannica.com/sports/Olympic-Games',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: [
    'For 3-5, the olive wreath is "a ring of leaves to wear", and the festival for Zeus is "a big party for a god".',
  ],
  related: ['ancient-greeks', 'ancient-romans', 'exercise'],
  links: [britannica('Olympic Games'), SITES.natGeoKids],
};

const mlk: KidEntry = {
  id: 'martin-luther-king',
  module: 'History Explorers',
  question: 'Who was Martin Luther King Jr.?',
  title: 'Who Was Martin Luther King Jr.?',
  blurb: 'A minister who led peaceful protests for equal rights in the United States.',
  triggers: [['martin', 'luther', 'king'], ['martin', 'luther'], ['mlk'], ['luther', 'king'], ['dream', 'speech'], ['i', 'have', 'a', 'dream']],
  quickAnswer: {
    '3-5': 'Martin Luther King Jr. was a kind and brave man. Long ago, some rules were not fair. They kept people apart by skin colour. He spoke up to change them. He did it with words, not fists.',
    '6-8': 'Martin Luther King Jr. was a minister who lived in the United States. He was born in 1929. Back then, unfair laws in many places kept Black people and white people apart. He led marches and spoke out, always peacefully. In 1963 he gave a famous speech called "I Have a Dream." His work helped change unfair laws. He won the Nobel Peace Prize in 1964.',
    '9-12': 'Martin Luther King Jr. was a Baptist minister and a leader of the civil rights movement in the United States. He was born in Atlanta, Georgia, in 1929. He led the Montgomery bus boycott in 1955. In 1963 he gave his "I Have a Dream" speech at the March on Washington. He believed in nonviolent protest: marches, boycotts and speeches, never violence. His work helped win the Civil Rights Act of 1964 and the Voting Rights Act of 1965. He was killed in 1968.',
    '13+': 'Martin Luther King Jr. (1929-1968) was a Baptist minister who became the best-known leader of the American civil rights movement. Inspired by Christian teaching and by Gandhi\'s nonviolent resistance, he led the Montgomery bus boycott in 1955-56. He helped found the Southern Christian Leadership Conference. His "I Have a Dream" speech at the 1963 March on Washington called for racial equality. The Civil Rights Act of 1964 and the Voting Rights Act of 1965 followed. He received the Nobel Peace Prize in 1964 and was assassinated in Memphis, Tennessee, on April 4, 1968.',
  },
  takeaways: {
    little: ['He was a kind and brave man.', 'He spoke up about unfair rules.', 'He used words, not fists.'],
    young: ['He worked to change unfair laws.', 'He always used peaceful ways.', 'He gave the "I Have a Dream" speech.'],
    older: ['He led the civil rights movement with nonviolent protest.', 'His "I Have a Dream" speech was given in 1963.', 'His work helped bring new civil rights laws.'],
  },
  sections: [
    {
      title: 'Unfair Rules',
      little: 'Long ago, some rules said Black children and white children could not go to the same school. That was not fair.',
      young: 'When Martin was a boy, laws in many places kept Black and white people apart. They could not use the same schools, seats or water fountains. This is called segregation. It was unfair and it hurt people.',
      older: 'In much of the American South, segregation laws kept Black and white Americans apart in schools, buses, restaurants and more. Black citizens were often blocked from voting. King grew up seeing this unfairness and decided to fight it.',
      funFact: { title: 'A young student', text: 'He started college when he was only 15 years old.' },
    },
    {
      title: 'Peaceful Protest',
      little: 'He did not hit or shout mean words. He marched. He gave talks. Lots of people joined him.',
      young: 'He believed you can change unfair laws without hurting anyone. He and many others marched, gave speeches and stopped riding unfair buses. This is called peaceful protest.',
      older: 'King used nonviolent protest: marches, sit-ins and boycotts. Even when protesters were attacked or jailed, they did not fight back. This showed the country how unfair segregation was and won many people to the cause.',
      funFact: { title: 'Learning from Gandhi', text: 'He learned about peaceful protest partly from Gandhi, who led India\'s struggle for freedom.' },
    },
    {
      title: 'I Have a Dream',
      young: 'In 1963, more than 200,000 people came to Washington, D.C. King gave a speech there. He said he had a dream that one day all children would be treated fairly.',
      older: 'At the March on Washington on August 28, 1963, more than 200,000 people gathered at the Lincoln Memorial. King\'s speech described his dream of a nation where people would be judged by their character, not by the colour of their skin.',
      funFact: { title: 'A day for him', text: 'Martin Luther King Jr. Day is a national holiday in the United States, on the third Monday in January.' },
    },
  ],
  deeper: {
    title: 'Nonviolence, Strategy and Legacy',
    content: 'King earned a doctorate from Boston University and became a pastor in Montgomery, Alabama. After Rosa Parks\'s arrest in 1955, he led the bus boycott that ended with the Supreme Court ruling against bus segregation. He drew on Christian ethics and on Gandhi\'s nonviolent resistance. Campaigns in Birmingham and Selma used marches to expose injustice to the nation. The Civil Rights Act of 1964 banned segregation in public places, and the Voting Rights Act of 1965 protected Black citizens\' right to vote. He was assassinated in Memphis in 1968. Martin Luther King Jr. Day was first observed as a federal holiday in 1986.',
    funFact: { title: 'A young winner', text: 'At 35, he was the youngest man to win the Nobel Peace Prize up to that time.' },
  },
  glossary: [
    { term: 'Civil rights', say: 'SIV-ul rites', definition: 'The rights every person should have to be treated fairly and equally.' },
    { term: 'Segregation', say: 'seg-rih-GAY-shun', definition: 'Keeping groups of people apart, often by unfair laws.' },
    { term: 'Protest', say: 'PRO-test', definition: 'Showing, often in a group, that you think something is wrong.' },
    { term: 'Minister', say: 'MIN-ih-ster', definition: 'A leader of a church.' },
    { term: 'Nonviolence', say: 'non-VY-uh-lens', definition: 'Working for change without hurting anyone.' },
  ],
  tryIt: [{
    title: 'My Dream Cloud',
    description: 'Draw a dream for a kinder world.',
    steps: [
      'Draw a big cloud on paper.',
      'Inside, draw your dream for a kind world.',
      'Maybe friends of all kinds playing together.',
      'Tell a grown-up about your dream.',
    ],
    note: 'Every dream is welcome.',
    bands: ['3-5'],
  }, {
    title: 'Write Your Own Dream Speech',
    description: 'Speak up for something you think is fair.',
    steps: [
      'Think of one thing you would like to be fairer in your school, town or world.',
      'Write three sentences that begin "I have a dream that…".',
      'Read it aloud to a grown-up, slowly and clearly.',
      'Talk about one peaceful step that could help.',
    ],
    note: 'Peaceful words can change minds.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'Water on stone', content: 'Peaceful protest is a bit like water on stone: gentle, but steady and together it can change something hard.' },
  ],
  realWorld: [
    { title: 'A memorial', content: 'The Martin Luther King Jr. Memorial in Washington, D.C., honours his work, near the place where he gave his famous speech.' },
  ],
  engaging: [
    { question: 'What is your dream for the world?', context: 'Think about what would make life fair for everyone.' },
    { question: 'Why do you think peaceful protest worked?', context: 'Think about how people watching felt.' },
  ],
  quiz: [
    {
      question: 'How did Martin Luther King Jr. work for change?', right: 'With peaceful words and marches', wrong: ['By fighting with fists', 'By staying quiet at home'],
      skill: 'recall', support: ['He did it with words, not fists', 'always peacefully', 'nonviolent protest', 'He marched. He gave talks'],
    },
    {
      question: 'What was his famous speech called?', right: 'I Have a Dream', wrong: ['I Have a Plan', 'Let Us Go Home'],
      skill: 'recall', bands: ['6-8', '9-12', '13+'], support: ['"I Have a Dream"', 'I Have a Dream'],
    },
    {
      question: 'What did the unfair rules do?', right: 'Kept people apart by skin colour', wrong: ['Kept people safe from rain', 'Made school days shorter'],
      skill: 'cause-effect', bands: ['3-5', '6-8'], support: ['They kept people apart by skin colour', 'kept Black people and white people apart', 'kept Black and white people apart'],
    },
  ],
  sources: [
    {
      claim: 'Martin Luther King Jr. (1929-1968), a Baptist minister born in Atlanta, Georgia, on January 15, 1929, was the best-known leader of the American civil rights movement in the United States. He entered college (Morehouse) at 15 and earned a doctorate from Boston University, then became a pastor in Montgomery, Alabama. Inspired by Christian teaching and Gandhi\'s nonviolent resistance (Gandhi led India\'s struggle for independence), he led the Montgomery bus boycott (1955-56) after Rosa Parks\'s arrest in 1955, which ended with the Supreme Court ruling bus segregation unconstitutional; he helped found the Southern Christian Leadership Conference; he led campaigns in Birmingham and Selma; he gave the "I Have a Dream" speech at the March on Washington on August 28, 1963, before more than 200,000 people at the Lincoln Memorial in Washington, D.C., describing a nation where people would be judged by their character, not the colour of their skin. The Civil Rights Act of 1964 and the Voting Rights Act of 1965 followed. Segregation laws in the American South kept Black and white Americans apart. He was assassinated (killed) in Memphis, Tennessee, on April 4, 1968.',
      title: 'Britannica: Martin Luther King, Jr.',
      url: 'https://www.britannica.com/biography/Martin-Luther-King-Jr',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Martin Luther King Jr. received the Nobel Peace Prize in 1964; at 35, he was the youngest man to have received the Nobel Peace Prize up to that time.',
      title: 'The Nobel Prize: Martin Luther King Jr., Facts',
      url: 'https://www.nobelprize.org/prizes/peace/1964/king/facts/',
      read: READ,
      authority: 'governing-body',
    },
    {
      claim: 'Martin Luther King Jr. Day is a federal (national) holiday in the United States, held on the third Monday in January and first observed in 1986; the Martin Luther King Jr. Memorial stands in Washington, D.C.',
      title: 'National Park Service: Martin Luther King, Jr. Memorial',
      url: 'https://www.nps.gov/mlkm/index.htm',
      read: READ,
      authority: 'governing-body',
    },
  ],
  simplifications: [
    'For 3-5, segregation is "rules that kept people apart by skin colour"; his death is told from 9-12 up.',
  ],
  related: ['rosa-parks', 'skin-colour', 'what-is-voting'],
  links: [britannica('Martin Luther King Jr.'), SITES.smithsonian],
};

const rosaParks: KidEntry = {
  id: 'rosa-parks',
  module: 'History Explorers',
  question: 'Who was Rosa Parks?',
  title: 'Who Was Rosa Parks?',
  blurb: 'The woman whose quiet "no" on a bus in 1955 helped change unfair laws.',
  triggers: [['rosa', 'parks'], ['rosa', 'park'], ['rosa'], ['bus', 'boycott'], ['montgomery', 'bus']],
  quickAnswer: {
    '3-5': 'Rosa Parks was a brave woman. Long ago, a bus rule said she had to give her seat away. The rule was not fair. She said no. Lots of people stood up for her.',
    '6-8': 'Rosa Parks was a Black woman who lived in Montgomery, Alabama. In 1955, a law there made Black riders give up their bus seats to white riders. One day, the driver told her to move. She said no, and she was arrested. Black people then stopped riding the buses for more than a year. In the end, the unfair bus rule was ended.',
    '9-12': 'Rosa Parks was a Black woman who worked for fair treatment. On December 1, 1955, she was riding a bus in Montgomery, Alabama. The driver told her to give her seat to a white man. She refused to give up her seat, and she was arrested. Her arrest led to the Montgomery bus boycott, led by Martin Luther King Jr. For 381 days, Black riders walked or shared rides. In 1956, the Supreme Court said the bus rule broke the Constitution.',
    '13+': 'Rosa Parks (1913-2005) was a seamstress and a long-time activist, secretary of the Montgomery branch of the NAACP. On December 1, 1955, she refused to give up her seat to a white passenger and was arrested. Her act was a planned stand by an experienced organiser, not a moment of tiredness. The 381-day Montgomery bus boycott that followed made Martin Luther King Jr. a national leader. It ended after the Supreme Court upheld a ruling that bus segregation was unconstitutional. Parks later received the Presidential Medal of Freedom and the Congressional Gold Medal.',
  },
  takeaways: {
    little: ['Rosa Parks was brave.', 'She said no to an unfair rule.', 'Lots of people helped change it.'],
    young: ['Rosa Parks would not give up her bus seat.', 'People stopped riding the buses.', 'The unfair bus rule was ended.'],
    older: ['She was arrested on December 1, 1955.', 'Her arrest sparked the Montgomery bus boycott.', 'The Supreme Court ruled bus segregation unconstitutional.'],
  },
  sections: [
    {
      title: 'The Bus Rule',
      little: 'On that bus, Black people had to sit at the back. If the bus was full, they had to stand up. That was not fair.',
      young: 'In Montgomery, Black riders paid the same fare but had to sit at the back. If the front filled up, they had to give their seats to white riders. This unfair rule was called segregation.',
      older: 'Montgomery\'s buses were segregated by law. Black passengers, who were most of the riders, had to sit in the back. Drivers could order them to give up seats to white passengers. Many were treated rudely every day.',
      funFact: { title: 'Not her first stand', text: 'Rosa Parks had worked for fair treatment for years before that day on the bus.' },
    },
    {
      title: 'Saying No',
      little: 'The driver said, "Move!" Rosa stayed in her seat. She was calm. She knew the rule was wrong.',
      young: 'Rosa Parks stayed calmly in her seat when the driver told her to move. Police came and took her to jail. She was not tired from work: she was tired of unfair rules.',
      older: 'Parks later explained that she was not physically tired that day. She was tired of giving in to unfair treatment. Her calm refusal and arrest gave the community a reason to act together.',
      funFact: { title: 'Her papers', text: 'The Library of Congress keeps thousands of Rosa Parks\'s letters, notes and photos.' },
    },
    {
      title: 'Walking Together',
      young: 'After her arrest, Black people in Montgomery stopped riding the buses. They walked, shared cars and rode bikes for more than a year. Then the unfair bus rule ended.',
      older: 'The boycott lasted 381 days. People walked miles to work, and churches organised car pools. The buses lost money. In 1956 the Supreme Court ruled that bus segregation broke the Constitution, and Montgomery\'s buses were desegregated.',
      funFact: { title: 'Mother of the movement', text: 'Rosa Parks is often called "the mother of the civil rights movement".' },
    },
  ],
  deeper: {
    title: 'An Organiser, Not Just a Tired Seamstress',
    content: 'The popular story of a tired seamstress leaves out her long activism. Parks served as secretary of the Montgomery NAACP from 1943, investigated attacks on Black citizens, and attended training at the Highlander Folk School in 1955. Local leaders had been looking for a case to challenge bus segregation. After the boycott, Parks faced threats and lost her job, and she moved to Detroit in 1957. She worked there for Congressman John Conyers for many years. When she died in 2005, she lay in honor in the United States Capitol Rotunda, the first woman to do so.',
    funFact: { title: 'Honours', text: 'Rosa Parks received the Presidential Medal of Freedom in 1996 and the Congressional Gold Medal in 1999.' },
  },
  glossary: [
    { term: 'Segregation', say: 'seg-rih-GAY-shun', definition: 'Keeping groups of people apart, often by unfair laws.' },
    { term: 'Boycott', say: 'BOY-kot', definition: 'When people stop using or buying something to protest.' },
    { term: 'Arrest', say: 'uh-REST', definition: 'When police take a person away for breaking a law.' },
    { term: 'Activist', say: 'AK-tih-vist', definition: 'A person who works hard to change something they think is wrong.' },
  ],
  tryIt: [{
    title: 'Bus Ride Play',
    description: 'Act out a fair bus ride.',
    steps: [
      'Put chairs in rows like a bus.',
      'One person is the driver.',
      'Everyone sits in any seat they like.',
      'Talk about it: is it fair when everyone can sit anywhere?',
    ],
    note: 'Take turns being the driver.',
    bands: ['3-5'],
  }, {
    title: 'A Fairness Timeline',
    description: 'Put the events in order.',
    steps: [
      'Draw a long line across a page.',
      'Mark these: Rosa Parks is arrested (1955); the boycott begins; the Supreme Court rules (1956); the buses change.',
      'Next to each, write one word for how people might have felt.',
      'Talk with a grown-up: what made the boycott work?',
    ],
    note: 'Use the dates in this lesson.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'One domino', content: 'Rosa Parks\'s "no" was like the first domino: it set off a long chain of people acting together.' },
  ],
  realWorld: [
    { title: 'Her bus', content: 'The bus she rode is now in a museum near Detroit, where visitors can sit in her seat.' },
  ],
  engaging: [
    { question: 'How could you stand up for fairness in a calm way?', context: 'Think about something small at school or home.' },
    { question: 'Why did people walk for a whole year?', context: 'Think about what they wanted to change.' },
  ],
  quiz: [
    {
      question: 'What did Rosa Parks say no to?', right: 'Giving her bus seat away', wrong: ['Eating her lunch', 'Going to school'],
      skill: 'recall', support: ['She said no', 'She said no, and she was arrested', 'refused a bus driver\'s order to give her seat', 'refused to give up her seat'],
    },
    {
      question: 'What did people do after Rosa Parks was arrested?', right: 'Stopped riding the buses', wrong: ['Bought more bus tickets', 'Moved to another country'],
      skill: 'cause-effect', bands: ['6-8', '9-12', '13+'], support: ['stopped riding the buses', 'Montgomery bus boycott'],
    },
    {
      question: 'Was the bus rule fair?', right: 'No, it was not fair', wrong: ['Yes, it was fair', 'Yes, it was for safety'],
      skill: 'inference', bands: ['3-5', '6-8'], support: ['The rule was not fair', 'This unfair rule was called segregation', 'That was not fair'],
    },
  ],
  sources: [
    {
      claim: 'Rosa Parks (born February 4, 1913, in Tuskegee, Alabama; died 2005), an African American seamstress and civil rights activist, was secretary of the Montgomery branch of the NAACP (the Montgomery NAACP) from 1943 and attended the Highlander Folk School in 1955. On December 1, 1955, in Montgomery, Alabama, she refused a bus driver\'s order to give up her seat to a white passenger and was arrested for violating the city\'s segregation law; Black passengers had to sit at the back and give up seats to white riders. Her arrest sparked the Montgomery bus boycott, led by Martin Luther King Jr., which lasted 381 days; Black residents walked and organised car pools. In 1956 the Supreme Court ruled that bus segregation was unconstitutional (broke the Constitution). She later explained she was not physically tired but tired of giving in. She lost her job, faced threats, moved to Detroit in 1957 and worked for Congressman John Conyers; she received the Presidential Medal of Freedom in 1996 and the Congressional Gold Medal in 1999, and is called "the mother of the civil rights movement".',
      title: 'Britannica: Rosa Parks',
      url: 'https://www.britannica.com/biography/Rosa-Parks',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'The Library of Congress holds the Rosa Parks Papers: thousands of items including letters, notes and photos of Rosa Parks.',
      title: 'Library of Congress: Rosa Parks Papers',
      url: 'https://www.loc.gov/collections/rosa-parks-papers/',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'When Rosa Parks died in 2005, she lay in honor in the United States Capitol Rotunda, the first woman to do so.',
      title: 'Architect of the Capitol: Rosa Parks statue and lying in honor',
      url: 'https://www.aoc.gov/explore-capitol-campus/art/rosa-parks-statue',
      read: READ,
      authority: 'governing-body',
    },
    {
      claim: 'The Montgomery bus on which Rosa Parks was arrested is displayed at the Henry Ford Museum of American Innovation in Dearborn, Michigan, near Detroit, where visitors can sit in her seat.',
      title: 'The Henry Ford: History Icons: The Rosa Parks Bus',
      url: 'https://thehenryford.org/explore/blog/history-icons-the-rosa-parks-bus',
      read: '2026-11-28',
      authority: 'museum',
    },
  ],
  simplifications: [
    'For 3-5, segregation on the bus is "a bus rule said she had to give her seat away"; her arrest is told from 6-8 up.',
  ],
  related: ['martin-luther-king', 'skin-colour', 'rules-and-laws'],
  links: [britannica('Rosa Parks'), SITES.smithsonian],
};

const wrightBrothers: KidEntry = {
  id: 'wright-brothers',
  module: 'History Explorers',
  question: 'Who were the Wright brothers?',
  title: 'Who Were the Wright Brothers?',
  blurb: 'Two bicycle makers who flew the first airplane with an engine, in 1903.',
  triggers: [['wright', 'brother*'], ['wright', 'flyer'], ['orville'], ['wilbur'], ['kitty', 'hawk'], ['first', 'airplane'], ['first', 'plane'], ['first', 'flight'], ['invent*', 'airplane'], ['invent*', 'plane']],
  quickAnswer: {
    '3-5': 'The Wright brothers were two brothers. Their names were Wilbur and Orville. They fixed bikes. They also built the first plane with an engine that really flew!',
    '6-8': 'Wilbur and Orville Wright were brothers from Ohio. They made and fixed bikes. They wanted to fly, so they watched birds and built gliders. On December 17, 1903, Orville flew their plane for 12 seconds. It was the first plane with an engine that a pilot could steer and keep up in the air.',
    '9-12': 'Wilbur and Orville Wright ran a bicycle shop in Dayton, Ohio. They studied birds and built gliders and a wind tunnel to test wing shapes. Their big idea was control: a way for the pilot to steer and balance the plane. On December 17, 1903, near Kitty Hawk, North Carolina, their Wright Flyer made the first powered, controlled flights. The first lasted 12 seconds and went 120 feet. Later that day, Wilbur flew for 59 seconds.',
    '13+': 'Wilbur (1867-1912) and Orville (1871-1948) Wright were self-taught engineers from Dayton, Ohio. They solved the problem of controlled flight with three-axis control: wing warping to roll, an elevator to pitch and a rudder to turn. They tested gliders at Kitty Hawk from 1900 and built a wind tunnel in 1901 to measure lift. They also designed their own engine and propellers. On December 17, 1903, the Wright Flyer made four flights, the first sustained, controlled flights of a powered airplane. The original Flyer is at the Smithsonian\'s National Air and Space Museum.',
  },
  takeaways: {
    little: ['Wilbur and Orville were brothers.', 'They fixed bikes.', 'They built the first plane with an engine.'],
    young: ['The Wright brothers made bicycles.', 'They watched birds and built gliders.', 'They flew the first airplane in 1903.'],
    older: ['The Wrights solved how to control a plane in the air.', 'Their first flight, in 1903, lasted 12 seconds.', 'They tested wings in their own wind tunnel.'],
  },
  sections: [
    {
      title: 'Bike Makers Who Dreamed of Flying',
      little: 'The brothers had a bike shop. They liked to build things. They watched birds fly. They wanted to fly too!',
      young: 'The Wright brothers had a bicycle shop. Building bikes taught them about balance and light, strong parts. They watched birds and saw how birds tip their wings to turn.',
      older: 'Their bicycle business paid for their experiments and taught them about balance, chains and light frames. Watching birds, Wilbur noticed they twist their wingtips to keep balance. That idea became wing warping.',
      funFact: { title: 'A flying toy', text: 'As boys, the brothers got a toy helicopter from their father, and it made them curious about flight.' },
    },
    {
      title: 'Test, Fix, Test Again',
      little: 'First they made planes with no engine. They flew them like kites. When things went wrong, they fixed them.',
      young: 'First the brothers built gliders with no engine and tested them on windy sand hills. When their numbers did not work, they built a wind tunnel to test wing shapes themselves.',
      older: 'Their gliders of 1900 and 1901 lifted less than expected. So they built a wind tunnel and tested about two hundred small wing shapes. Their 1902 glider flew well and could be steered.',
      funFact: { title: 'Why Kitty Hawk?', text: 'They chose Kitty Hawk, North Carolina, for its steady winds and soft sand to land on.' },
    },
    {
      title: 'December 17, 1903',
      young: 'On a cold, windy morning, Orville lay on the lower wing and flew for 12 seconds. The brothers took turns. By noon Wilbur had flown for 59 seconds.',
      older: 'Orville piloted the first flight: 12 seconds and 120 feet. They made four flights that day. The longest, by Wilbur, covered 852 feet in 59 seconds. Then a gust of wind flipped the parked Flyer and damaged it.',
      funFact: { title: 'To the Moon and Mars', text: 'A small piece of the Wright Flyer\'s cloth flew on the Ingenuity helicopter on Mars.' },
    },
  ],
  deeper: {
    title: 'Three-Axis Control and Careful Engineering',
    content: 'Earlier inventors had built powered machines that could not be steered. The Wrights saw control as the key problem. Wing warping twisted the wingtips to roll the plane, a front elevator changed pitch, and a rear rudder kept turns smooth. Their wind-tunnel data corrected the lift tables of the time. They built a light 12-horsepower engine with their mechanic, Charlie Taylor, and carved propellers that worked like spinning wings. In 1905 their Flyer III could bank, turn and circle for over half an hour.',
    funFact: { title: 'A coin toss', text: 'The brothers tossed a coin to decide who would fly first. Wilbur won, but his first try on December 14 stalled.' },
  },
  glossary: [
    { term: 'Glider', say: 'GLY-der', definition: 'A plane with no engine that rides on the air.' },
    { term: 'Engine', say: 'EN-jin', definition: 'A machine that makes power to move something.' },
    { term: 'Pilot', say: 'PY-lut', definition: 'The person who flies and steers a plane.' },
    { term: 'Wind tunnel', say: 'WIND TUN-ul', definition: 'A tube where air is blown past models to test how they fly.' },
  ],
  tryIt: [{
    title: 'Paper Plane Test',
    description: 'Test and fix, like the Wright brothers.',
    steps: [
      'Fold a paper plane with a grown-up.',
      'Throw it gently. Where does it go?',
      'Fold the back edges up a tiny bit.',
      'Throw it again. Did it fly better?',
    ],
    note: 'Throw planes away from faces.',
    bands: ['3-5'],
  }, {
    title: 'Be a Flight Engineer',
    description: 'Change one thing at a time, like the Wrights.',
    steps: [
      'Fold two paper planes the same way.',
      'Bend the back edges of one plane up a little and leave the other flat.',
      'Throw each one three times from the same spot and measure how far it goes.',
      'Write down your results. Change one more thing and test again.',
    ],
    note: 'Changing one thing at a time shows you what made the difference. Throw planes away from people.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'Learning to ride a bike', content: 'Flying was like riding a bike: staying up is not enough, you must keep your balance and steer all the time.' },
  ],
  realWorld: [
    { title: 'See the Flyer', content: 'The real 1903 Wright Flyer hangs in the National Air and Space Museum in Washington, D.C.' },
  ],
  engaging: [
    { question: 'What would you like to invent?', context: 'Think about how you would test it.' },
    { question: 'Why do you think they tested so many wing shapes?', context: 'Think about what goes wrong when you guess.' },
  ],
  quiz: [
    {
      question: 'What did the Wright brothers have before they built planes?', right: 'A bike shop', wrong: ['A car factory', 'A boat shop'],
      skill: 'recall', support: ['They fixed bikes', 'made and fixed bikes', 'The brothers had a bike shop', 'made and fixed bicycles', 'ran a bicycle shop', 'Their bicycle business'],
    },
    {
      question: 'What was special about their 1903 plane?', right: 'It had an engine and really flew', wrong: ['It had no wings at all', 'It floated on the sea'],
      skill: 'recall', support: ['first plane with an engine', 'first flight of a plane with an engine', 'first powered, controlled flights', 'first sustained, controlled flights of a powered airplane'],
    },
    {
      question: 'How long was the very first flight?', right: 'About 12 seconds', wrong: ['About 12 hours', 'About 12 days'],
      skill: 'recall', bands: ['6-8', '9-12', '13+'], support: ['for 12 seconds', 'lasted 12 seconds', '12 seconds and 120 feet'],
    },
  ],
  sources: [
    {
      claim: 'Wilbur Wright (1867-1912) and Orville Wright (1871-1948), the Wrights, brothers from Dayton, Ohio, in the United States, ran a bicycle shop (they made and repaired bicycles). As boys their father gave them a toy helicopter. Wilbur noticed birds twist their wingtips for balance, which led to wing warping. They tested gliders at Kitty Hawk, North Carolina, from 1900, chosen for steady winds and soft sand; their 1900 and 1901 gliders lifted less than expected, so in 1901 they built a wind tunnel and tested about two hundred wing shapes, correcting the lift tables of the time; their 1902 glider could be steered. They solved controlled flight with three-axis control (wing warping for roll, an elevator for pitch, a rudder). With mechanic Charlie Taylor they built a 12-horsepower engine and designed propellers. After a coin toss Wilbur tried first on December 14, 1903, but stalled. On December 17, 1903, near Kitty Hawk, the Wright Flyer made four flights, the first powered, sustained and controlled flights of an airplane: Orville flew first, 12 seconds and 120 feet; the longest, by Wilbur, covered 852 feet in 59 seconds; a gust of wind then damaged the Flyer. In 1905 the Flyer III could bank, turn and circle for over half an hour.',
      title: 'Britannica: Wright brothers',
      url: 'https://www.britannica.com/biography/Wright-brothers',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'The original 1903 Wright Flyer is displayed at the Smithsonian National Air and Space Museum in Washington, D.C.',
      title: 'Smithsonian National Air and Space Museum: 1903 Wright Flyer',
      url: 'https://airandspace.si.edu/collection-objects/1903-wright-flyer/nasm_A19610048000',
      read: READ,
      authority: 'museum',
    },
    {
      claim: 'NASA\'s Ingenuity Mars helicopter carried a small piece of fabric (cloth) from the 1903 Wright Flyer to Mars.',
      title: 'Smithsonian Magazine: Mars Helicopter Ingenuity Holds Piece of Wright Brothers History',
      url: 'https://www.smithsonianmag.com/smart-news/mars-helicopter-ingenuity-holds-piece-wright-brothers-history-180977381/',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: [
    'For 3-5, "the first plane with an engine that really flew" stands for the first powered, controlled, sustained flight.',
  ],
  related: ['airplanes-fly', 'birds-fly', 'travel-long-ago'],
  links: [britannica('Wright brothers'), SITES.smithsonian, SITES.nasa],
};

const messagesBeforePhones: KidEntry = {
  id: 'messages-before-phones',
  module: 'History Explorers',
  question: 'How did people send messages before phones?',
  title: 'How Did People Send Messages Before Phones?',
  blurb: 'Runners, drums, smoke, pigeons, letters on horseback and the telegraph.',
  triggers: [['before', 'phone*'], ['before', 'telephone*'], ['message', 'long', 'ago'], ['messages', 'long', 'ago'], ['send', 'message', 'before'], ['telegraph*'], ['morse', 'code'], ['carrier', 'pigeon*'], ['homing', 'pigeon*'], ['pony', 'express'], ['smoke', 'signal*'], ['talk', 'before', 'phone*'], ['without', 'phone*'], ['no', 'phone*']],
  quickAnswer: {
    '3-5': 'Long ago, there were no phones. People sent a runner with the news. They wrote letters. Some sent birds with notes! Some used smoke or drums to call far away.',
    '6-8': 'Before phones, people found clever ways to send news. Runners and riders on horses carried messages. People wrote letters and sent them by post. Smoke, drums and fires sent quick signals far away. Trained pigeons flew notes home. Then, in the 1800s, the telegraph sent news along wires in dots and dashes.',
    '9-12': 'For most of history, a message could only travel as fast as a person, a horse or a ship. Rulers built roads with relay stations so riders could swap tired horses. Beacon fires, smoke and drums sent quick, simple signals. Homing pigeons carried notes. In 1860 the Pony Express rushed mail across the American West in about 10 days. In 1844 Samuel Morse\'s telegraph sent a message along a wire almost instantly. The telephone came in 1876.',
    '13+': 'Long-distance communication was limited by transport for most of history: couriers, relay riders and ships. Empires built postal relay systems, and signal systems such as beacon chains sent prearranged messages fast. Homing pigeons carried messages for centuries, even in the World Wars. The electric telegraph changed everything. Samuel Morse sent his famous message from Washington to Baltimore in 1844 using Morse code. Undersea cables soon linked continents. Alexander Graham Bell patented the telephone in 1876, carrying the voice itself.',
  },
  takeaways: {
    little: ['Long ago, there were no phones.', 'People sent runners and letters.', 'Birds and smoke sent messages too.'],
    young: ['Runners and riders carried news.', 'Smoke, drums and fire sent signals.', 'The telegraph sent messages on wires.'],
    older: ['Messages once moved only as fast as people or horses.', 'Signals like beacons sent simple news fast.', 'The telegraph (1844) sent messages almost instantly.'],
  },
  sections: [
    {
      title: 'Runners and Riders',
      little: 'A runner ran with the news. A rider went on a fast horse. It took a long time to get far.',
      young: 'Long ago, a message went as fast as the person carrying it. Runners ran. Riders galloped on horses and swapped to fresh horses along the way.',
      older: 'Ancient empires built roads with relay stations, where riders handed messages on or changed horses. Even so, news could take days or weeks to cross a country. By ship, letters took months to cross oceans.',
      funFact: { title: 'The Pony Express', text: 'Pony Express riders carried mail across the American West in about 10 days, changing horses many times.' },
    },
    {
      title: 'Smoke, Fire, Drums and Birds',
      little: 'Smoke can be seen from far away. Drums can be heard far away. Some birds can fly notes back home.',
      young: 'Smoke by day and fires by night could warn of danger from hill to hill. Drum beats could be heard across a valley. Pigeons can find their way home, so people sent tiny notes tied to their legs.',
      older: 'Signal fires could pass a warning across many miles in minutes, but only a simple, agreed message. Some talking drums copied the tones of spoken languages. Homing pigeons return to their home loft, so they carried notes one way, even during the World Wars.',
      funFact: { title: 'A hero pigeon', text: 'Some messenger pigeons were given medals for carrying messages in wartime.' },
    },
    {
      title: 'Dots and Dashes',
      young: 'The telegraph sent electricity along a wire. Short and long clicks, called dots and dashes, stood for letters. This is Morse code. Messages now crossed the land in moments!',
      older: 'The electric telegraph sent pulses along wires. Samuel Morse and his partners used short and long signals, Morse code, for letters and numbers. By the 1860s, telegraph lines crossed continents, and undersea cables soon joined them.',
      funFact: { title: 'SOS', text: 'In Morse code, SOS is three dots, three dashes, three dots: an easy call for help to remember.' },
    },
  ],
  deeper: {
    title: 'From Couriers to Electric Signals',
    content: 'Before electricity, the speed of information equalled the speed of transport. Relay posts, beacon chains and optical telegraphs made simple messages faster. In the 1790s, France built a chain of towers with movable arms, the Chappe semaphore. The electric telegraph split messages from transport for the first time: Morse\'s line opened in 1844. The first lasting transatlantic cable worked from 1866. The telephone, patented by Alexander Graham Bell in 1876, sent the voice itself, and radio later removed the wire.',
    funFact: { title: 'The first message', text: 'Morse\'s famous 1844 test message was "What hath God wrought".' },
  },
  glossary: [
    { term: 'Message', say: 'MES-ij', definition: 'News or words sent from one person to another.' },
    { term: 'Signal', say: 'SIG-nul', definition: 'A sign, sound or light that sends a message.' },
    { term: 'Telegraph', say: 'TEL-uh-graf', definition: 'A machine that sends messages along a wire in clicks.' },
    { term: 'Morse code', say: 'MORSS kode', definition: 'A code of dots and dashes that stand for letters.' },
  ],
  tryIt: [{
    title: 'Clap a Message',
    description: 'Send a message with claps.',
    steps: [
      'Stand apart from a grown-up.',
      'Agree: one clap means "come here".',
      'Two claps mean "stop".',
      'Take turns sending messages with claps.',
    ],
    note: 'Make up a secret clap for "hug"!',
    bands: ['3-5'],
  }, {
    title: 'Tap in Morse Code',
    description: 'Send your name in dots and dashes.',
    steps: [
      'Find a Morse code chart in a library book or ask a grown-up to find one on a museum website.',
      'Write your name in dots and dashes.',
      'Tap it on a table: a quick tap for a dot, a longer press for a dash.',
      'Can a friend decode it using the chart?',
    ],
    note: 'Leave a pause between letters so your message is clear.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A relay race', content: 'Old postal systems worked like a relay race: each rider carried the message one part of the way, then passed it on.' },
  ],
  realWorld: [
    { title: 'Still in use', content: 'Ships, pilots and radio fans still learn Morse code, and the post still carries letters every day.' },
  ],
  engaging: [
    { question: 'How would you send a message to a friend with no phone?', context: 'Think about sound, light or writing.' },
    { question: 'Which old way of sending news is the most clever?', context: 'Think about speed and how much you can say.' },
  ],
  quiz: [
    {
      question: 'How did people send news before phones?', right: 'With runners, riders and letters', wrong: ['With TV shows and emails', 'With video calls on tablets'],
      skill: 'recall', support: ['People sent a runner with the news', 'Runners and riders on horses carried messages', 'Runners and riders carried news', 'couriers, relay riders and ships', 'People sent runners and letters', 'riders handed messages on'],
    },
    {
      question: 'Which bird carried notes home?', right: 'Pigeons', wrong: ['Penguins', 'Ostriches'],
      skill: 'recall', bands: ['6-8', '9-12', '13+'], support: ['Trained pigeons flew notes home', 'Homing pigeons carried notes', 'Homing pigeons carried messages'],
    },
    {
      question: 'What could people see from far away?', right: 'Smoke', wrong: ['A whisper', 'A letter'],
      skill: 'inference', bands: ['3-5'], support: ['Smoke can be seen from far away'],
    },
    {
      question: 'What is Morse code made of?', right: 'Dots and dashes', wrong: ['Pictures of animals', 'Colours and shapes'],
      skill: 'vocabulary', bands: ['6-8', '9-12', '13+'], support: ['dots and dashes', 'short and long signals, Morse code'],
    },
  ],
  sources: [
    {
      claim: 'The electric telegraph of the 1800s sent coded electrical pulses along wires; Samuel Morse and his partners developed Morse code (dots and dashes, short and long signals for letters and numbers); in 1844 Morse sent the message "What hath God wrought" from Washington to Baltimore. By the 1860s telegraph lines crossed continents, and the first lasting transatlantic (undersea) cable worked from 1866. Before it, in the 1790s, France built the Chappe semaphore, an optical telegraph of towers with movable arms. SOS in Morse code is three dots, three dashes, three dots. Alexander Graham Bell patented the telephone in 1876.',
      title: 'Britannica: Telegraph',
      url: 'https://www.britannica.com/technology/telegraph',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'The Pony Express (1860-1861) carried mail by relays of horseback riders, changing horses at stations, between St. Joseph, Missouri, and Sacramento, California, across the American West in about 10 days.',
      title: 'Smithsonian National Postal Museum: The Pony Express',
      url: 'https://postalmuseum.si.edu/exhibition/the-pony-express',
      read: READ,
      authority: 'museum',
    },
    {
      claim: 'Homing (carrier) pigeons return to their home loft and carried messages for centuries, including in World War I and World War II (the World Wars); some messenger pigeons received medals (such as the Dickin Medal). Ancient empires such as Persia and Rome built roads with relay stations for couriers; beacon fires, smoke signals and talking drums sent simple signals over distance.',
      title: 'Britannica: Communication (history of communication) and Pigeon post',
      url: 'https://www.britannica.com/topic/pigeon-post',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: [
    'For 3-5, signals are "smoke or drums to call far away"; codes and wires come from 6-8 up.',
  ],
  related: ['internet', 'invention-of-writing', 'before-electricity'],
  links: [britannica('telegraph'), SITES.smithsonian],
};

const ancientRomans: KidEntry = {
  id: 'ancient-romans',
  module: 'History Explorers',
  question: 'Who were the ancient Romans?',
  title: 'Who Were the Ancient Romans?',
  blurb: 'A city that grew into a huge empire of roads, laws, Latin and the Colosseum.',
  triggers: [['ancient', 'rome'], ['ancient', 'roman*'], ['roman', 'empire'], ['romans'], ['roman'], ['colosseum'], ['julius', 'caesar'], ['gladiator*'], ['rome', 'fall'], ['pompeii']],
  quickAnswer: {
    '3-5': 'The Romans lived long ago in a city called Rome. They built long, straight roads. They built big round buildings for games. Lots of our words come from them!',
    '6-8': 'The ancient Romans came from the city of Rome, in what is now Italy. Over hundreds of years, they took over lands all around the Mediterranean Sea. They built an empire with straight roads, stone bridges and water channels. They spoke Latin. Many English words come from it. Their emperors ruled for hundreds of years.',
    '9-12': 'Rome began as a small town in Italy. Legend says it was founded in 753 BCE. It became a republic, ruled by elected leaders, and then an empire ruled by emperors, starting with Augustus in 27 BCE. At its height, the empire stretched from Britain to Egypt. Romans built roads, aqueducts that carried water to cities, and the Colosseum. Their language, Latin, grew into Italian, Spanish, French and more. The western empire ended in 476 CE.',
    '13+': 'Roman history runs from a legendary founding in 753 BCE through a republic (from 509 BCE) to an empire, begun when Augustus took power in 27 BCE. Roman power rested on a disciplined army, citizenship that could be extended to conquered peoples, and a system of law. Engineering such as concrete, arches, roads and aqueducts tied the empire together. Latin became the root of the Romance languages. The western empire fell in 476 CE, while the eastern, Byzantine, empire lasted until 1453.',
  },
  takeaways: {
    little: ['The Romans lived long ago, in Rome.', 'They built long, straight roads.', 'Many of our words come from them.'],
    young: ['Rome grew into a huge empire.', 'Romans built roads, bridges and water channels.', 'They spoke Latin.'],
    older: ['Rome went from republic to empire.', 'Roman roads and aqueducts tied the empire together.', 'Latin grew into Italian, Spanish, French and more.'],
  },
  sections: [
    {
      title: 'Roads and Water',
      little: 'The Romans made roads of stone. The roads were long and straight. They also made stone paths that took water to towns.',
      young: 'Roman roads were straight and paved with stone, so soldiers could march fast. Romans also built aqueducts: stone channels that carried clean water downhill into cities.',
      older: 'Roman roads had layers of stone and gravel and were built for armies and trade. Aqueducts used a gentle, steady slope to carry water many miles to public fountains and baths. Some Roman bridges and roads are still used today.',
      funFact: { title: 'All roads lead to Rome', text: 'People still say "all roads lead to Rome", because Roman roads joined the empire to its capital.' },
    },
    {
      title: 'The Colosseum',
      little: 'The Romans built a giant round place to watch shows. It is still there! It is called the Colosseum.',
      young: 'The Colosseum in Rome was a huge arena. Crowds came to watch shows, animal hunts and fights between gladiators. Its walls still stand today.',
      older: 'The Colosseum opened in 80 CE and held tens of thousands of people. It hosted gladiator fights, animal hunts and public spectacles, paid for by emperors to win popularity.',
      funFact: { title: 'A shade roof', text: 'The Colosseum had a huge cloth awning that sailors pulled across to shade the crowd.' },
    },
    {
      title: 'Words and Months',
      young: 'The Romans spoke Latin. Words like "school" and "animal" have Latin roots. The month of July is named after Julius Caesar.',
      older: 'Latin spread across the western empire and grew into the Romance languages. English borrowed many Latin words. July is named after Julius Caesar and August after the emperor Augustus.',
      funFact: { title: 'Roman numbers', text: 'Roman numerals, like I, V and X, are still used on some clocks and for names like Henry VIII.' },
    },
  ],
  deeper: {
    title: 'Republic, Empire and Fall',
    content: 'The Roman Republic had elected magistrates and a Senate, with many struggles between rich and poor citizens. Julius Caesar\'s rise and assassination in 44 BCE ended the republic in all but name. His heir Augustus became the first emperor. The empire was held together by its army, roads, law and a shared culture, and citizenship was gradually extended. In 79 CE the eruption of Vesuvius buried Pompeii, preserving a snapshot of Roman life. Pressures from outside, civil wars and economic strain split the empire. The western half ended in 476 CE, but the eastern half survived for nearly a thousand more years.',
    funFact: { title: 'Roman concrete', text: 'The dome of the Pantheon in Rome, made of Roman concrete, still stands after nearly two thousand years.' },
  },
  glossary: [
    { term: 'Empire', say: 'EM-pire', definition: 'Many lands ruled by one ruler or one country.' },
    { term: 'Emperor', say: 'EM-per-er', definition: 'The ruler of an empire.' },
    { term: 'Aqueduct', say: 'AK-wuh-dukt', definition: 'A channel or bridge that carries water a long way.' },
    { term: 'Latin', say: 'LAT-in', definition: 'The language of the ancient Romans.' },
    { term: 'Republic', say: 'rih-PUB-lik', definition: 'A country run by leaders that people choose, not by a king.' },
  ],
  tryIt: [{
    title: 'Build a Roman Road',
    description: 'Make a road with layers.',
    steps: [
      'Put a layer of small stones in a tray with a grown-up.',
      'Add a layer of sand on top.',
      'Put flat pebbles on top, side by side.',
      'Roll a toy car along your Roman road!',
    ],
    note: 'Wash your hands when you finish.',
    bands: ['3-5'],
  }, {
    title: 'Roman Numeral Clock',
    description: 'Read and write Roman numerals.',
    steps: [
      'Learn the symbols: I = 1, V = 5, X = 10.',
      'Write the numbers 1 to 12 as Roman numerals (4 is IV, 9 is IX).',
      'Draw a clock face using your Roman numerals.',
      'Hunt for Roman numerals around you: clocks, book chapters, film credits.',
    ],
    note: 'A smaller numeral before a bigger one means take away: IV is 5 take away 1.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'Roads like veins', content: 'Roman roads were like the veins of a body, carrying soldiers, traders and news to every part of the empire.' },
  ],
  realWorld: [
    { title: 'Ruins to visit', content: 'Roman walls, baths, bridges and theatres still stand in many countries of Europe, North Africa and the Middle East.' },
  ],
  engaging: [
    { question: 'Which Roman invention would you most like to see?', context: 'Think about roads, aqueducts or the Colosseum.' },
    { question: 'Why do you think Latin words are still in our language?', context: 'Think about how languages borrow words.' },
  ],
  quiz: [
    {
      question: 'What did the Romans build?', right: 'Long, straight roads', wrong: ['Tall glass towers', 'Big space rockets'],
      skill: 'recall', support: ['They built long, straight roads', 'They built long, straight roads.', 'built an empire with straight roads', 'Romans built roads', 'The Romans made roads of stone', 'roads and aqueducts'],
    },
    {
      question: 'Where did the Romans come from?', right: 'The city of Rome', wrong: ['The bottom of the sea', 'A cave on the Moon'],
      skill: 'recall', bands: ['3-5', '6-8'], support: ['in a city called Rome', 'came from the city of Rome'],
    },
    {
      question: 'What language did the Romans speak?', right: 'Latin', wrong: ['English', 'Chinese'],
      skill: 'recall', bands: ['6-8', '9-12', '13+'], support: ['They spoke Latin', 'Their language, Latin', 'The Romans spoke Latin', 'Latin became the root'],
    },
    {
      question: 'What was an aqueduct for?', right: 'Carrying water to cities', wrong: ['Carrying boats up hills', 'Holding gladiator fights'],
      skill: 'vocabulary', bands: ['6-8', '9-12', '13+'], support: ['carried clean water downhill into cities', 'aqueducts that carried water to cities', 'carry water many miles'],
    },
  ],
  sources: [
    {
      claim: 'Ancient Rome began as a small town (the city of Rome) in Italy, by legend founded in 753 BCE by Romulus and Remus; it became a republic (the Roman Republic) in 509 BCE with elected magistrates and a Senate, and an empire when Augustus took power in 27 BCE as the first emperor, after Julius Caesar\'s assassination in 44 BCE. Over hundreds of years the empire took over lands around the Mediterranean Sea, from Britain to Egypt, including Europe, North Africa and the Middle East. Romans built stone roads, bridges, aqueducts (water channels) and, with Roman concrete, buildings such as the Pantheon; the Colosseum opened in 80 CE and held tens of thousands of people for gladiator fights and animal hunts. Latin grew into the Romance languages, including Italian, Spanish and French, and English borrowed many Latin words. The month of July is named after Julius Caesar and August after Augustus. Vesuvius erupted in 79 CE and buried Pompeii. The western empire ended in 476 CE; the eastern (Byzantine) empire lasted until 1453, nearly a thousand more years.',
      title: 'Britannica: Ancient Rome',
      url: 'https://www.britannica.com/place/ancient-Rome',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Roman numerals use letters such as I (1), V (5) and X (10), are still used on clock faces and in names like Henry VIII; the Colosseum had a cloth awning (velarium) to shade spectators; the saying "all roads lead to Rome" recalls the road network joined to the capital; the Pantheon dome has stood for nearly two thousand years.',
      title: 'Britannica: Roman numeral',
      url: 'https://www.britannica.com/topic/Roman-numeral',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: [
    'For 3-5, aqueducts are "stone paths that took water to towns", and the Colosseum is a place "to watch shows".',
  ],
  related: ['ancient-greeks', 'olympics-begin', 'castles'],
  links: [britannica('ancient Rome'), SITES.natGeoKids],
};

const pirates: KidEntry = {
  id: 'pirates',
  module: 'History Explorers',
  question: 'Were pirates real?',
  title: 'Were Pirates Real?',
  blurb: 'Real sea robbers, the golden age of piracy, and which pirate stories are made up.',
  triggers: [['pirate'], ['pirates'], ['blackbeard'], ['jolly', 'roger'], ['buccaneer*'], ['piracy'], ['treasure', 'map'], ['walk', 'plank']],
  quickAnswer: {
    '3-5': 'Yes, pirates were real. They were robbers on the sea. They took things from other ships. Real pirates were not nice. Some pirate stories are just pretend.',
    '6-8': 'Yes! Pirates were real. They were robbers who sailed the seas and took things from other ships. They lived long ago, and some still do today. Many famous pirates sailed about three hundred years ago. But many pirate things in stories, like treasure maps, are mostly made up.',
    '9-12': 'Pirates were real: they were robbers at sea. Piracy is as old as sea trade. The most famous pirates lived in the "golden age of piracy", from the late 1600s to the early 1700s. They attacked ships in the Caribbean and the Atlantic. Blackbeard was one of the most feared, until he was killed in 1718. Two women, Anne Bonny and Mary Read, were pirates too. Buried treasure maps come mostly from books like Treasure Island.',
    '13+': 'Piracy, robbery at sea, has existed wherever ships carried goods, from the ancient Mediterranean to today. The "golden age of piracy" ran roughly from the 1650s to the 1720s in the Caribbean, the Atlantic and the Indian Ocean. Many crews were former sailors and privateers, who had once raided enemy ships with a government\'s permission. Blackbeard (Edward Teach) was killed in 1718. Navies then hunted pirates down. Much of our pirate picture, such as treasure maps and the spot marked X, comes from fiction, like the novel Treasure Island (1883) by Robert Louis Stevenson.',
  },
  takeaways: {
    little: ['Pirates were real.', 'They were robbers on the sea.', 'Some pirate stories are pretend.'],
    young: ['Pirates were real sea robbers.', 'Many famous pirates lived about three hundred years ago.', 'Treasure maps are mostly made up.'],
    older: ['Pirates are robbers at sea, from ancient times to today.', 'The golden age of piracy was the late 1600s to early 1700s.', 'Much pirate lore comes from novels like Treasure Island.'],
  },
  sections: [
    {
      title: 'Robbers at Sea',
      little: 'Pirates sailed in ships. They chased other ships. They took gold, food and cloth. That was wrong, and it was scary.',
      young: 'Pirates chased ships carrying goods like cloth, sugar, gold and food. They took what they wanted. Sailors were afraid of them, and navies tried to catch them.',
      older: 'Pirates targeted merchant ships on busy trade routes. They often hoped a ship would surrender without a fight, so they used fear: flags, reputations and threats. Captured pirates could be put on trial and hanged.',
      funFact: { title: 'The Jolly Roger', text: 'Some pirate ships flew a black flag with a skull and crossbones, called the Jolly Roger, to scare other ships.' },
    },
    {
      title: 'Famous Pirates',
      little: 'One pirate was called Blackbeard. He had a big black beard! Some pirates were women too.',
      young: 'Blackbeard was a famous pirate with a long black beard. He tried to look scary so ships would give up. Anne Bonny and Mary Read were women who were pirates.',
      older: 'Blackbeard, whose real name was probably Edward Teach, raided ships off the American coast and the Caribbean. Anne Bonny and Mary Read sailed with the pirate Calico Jack and were tried in 1720.',
      funFact: { title: 'Blackbeard\'s ship', text: 'The wreck of Blackbeard\'s flagship was found off North Carolina in 1996.' },
    },
    {
      title: 'Real or Pretend?',
      young: 'Many pirate ideas come from books and films. Most pirates spent what they took fast, so buried treasure was rare. Treasure maps come mostly from a book called Treasure Island.',
      older: 'Treasure Island, published in 1883, gave us the treasure map with an X. Most pirates spent or shared their loot quickly. Parrots, peg legs and eye patches appear far more in stories than in records.',
      funFact: { title: 'Pirate rules', text: 'Some pirate crews wrote rules about sharing loot fairly and voting for their captain.' },
    },
  ],
  deeper: {
    title: 'Privateers, Trade and Law',
    content: 'A privateer carried a government licence, a letter of marque, to attack an enemy nation\'s ships in wartime. When wars ended, many privateers and out-of-work sailors turned to piracy. Pirate crews were often more democratic than navy ships: some elected captains and shared loot by written articles. In the 1700s, Britain and other powers sent navies, offered pardons and held mass trials, which ended the golden age. Piracy still happens today in some waters, and international law treats it as a crime that any nation may act against.',
    funFact: { title: 'Still a crime today', text: 'Modern navies still patrol some busy sea routes to protect ships from pirates.' },
  },
  glossary: [
    { term: 'Pirate', say: 'PY-rit', definition: 'A robber who attacks ships at sea.' },
    { term: 'Loot', say: 'LOOT', definition: 'Things that are stolen.' },
    { term: 'Navy', say: 'NAY-vee', definition: 'A country\'s ships and sailors who protect the sea.' },
    { term: 'Privateer', say: 'pry-vuh-TEER', definition: 'A sailor allowed by a government to attack enemy ships in war.' },
  ],
  tryIt: [{
    title: 'Make a Pretend Treasure Map',
    description: 'Treasure maps are pretend. Make one for fun!',
    steps: [
      'Draw your room or garden on paper.',
      'Hide a toy with a grown-up.',
      'Mark the spot with a big X.',
      'Follow the map to find the toy!',
    ],
    note: 'This is a game: real pirates were robbers.',
    bands: ['3-5'],
  }, {
    title: 'Fact or Fiction?',
    description: 'Sort pirate ideas into real and made up.',
    steps: [
      'List pirate things you know from films and books: flags, maps, parrots, ships, peg legs, walking the plank.',
      'Sort them into "real", "made up" and "not sure" using this lesson.',
      'Pick one "not sure" and look it up with a grown-up in a library book or on a museum website.',
      'Write one sentence about how stories change what we think is true.',
    ],
    note: 'Historians check records like trial papers and ships\' logs.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'Highway robbers of the sea', content: 'Pirates were like robbers on a road, but the road was the ocean and the travellers were ships.' },
  ],
  realWorld: [
    { title: 'Shipwrecks in museums', content: 'Cannons and objects from pirate shipwrecks are now studied by archaeologists and shown in museums.' },
  ],
  engaging: [
    { question: 'Why do you think people love pirate stories?', context: 'Think about adventure, ships and treasure.' },
    { question: 'How can we tell a real history fact from a story?', context: 'Think about where the information comes from.' },
  ],
  quiz: [
    {
      question: 'Were pirates real?', right: 'Yes, they were robbers at sea', wrong: ['No, they are only in films', 'No, they were only toys'],
      skill: 'recall', support: ['Yes, pirates were real', 'Pirates were real', 'Pirates were real: they were robbers at sea', 'Piracy, robbery at sea'],
    },
    {
      question: 'Where do most treasure maps come from?', right: 'Stories and books', wrong: ['Real pirate caves', 'Old pirate schools'],
      skill: 'inference', bands: ['6-8', '9-12', '13+'], support: ['treasure maps, are mostly made up', 'Treasure maps come mostly from a book', 'come mostly from books like Treasure Island', 'comes from fiction'],
    },
    {
      question: 'What did pirates take?', right: 'Things from other ships', wrong: ['Rain from the clouds', 'Fish from the zoo'],
      skill: 'recall', bands: ['3-5'], support: ['They took things from other ships'],
    },
  ],
  sources: [
    {
      claim: 'Piracy, robbery at sea, has existed since ancient times wherever ships carried goods, from the ancient Mediterranean to today. The "golden age of piracy" ran roughly from the 1650s to the 1720s (the late 1600s to the early 1700s, about three hundred years ago) in the Caribbean, the Atlantic and the Indian Ocean; many pirates were former sailors and privateers, who held a government licence (letter of marque) to attack enemy ships in wartime. Blackbeard (probably Edward Teach) raided ships off the American coast and in the Caribbean and was killed in 1718. Anne Bonny and Mary Read sailed with the pirate Calico Jack (John Rackham) and were tried in 1720. Pirates flew flags such as the Jolly Roger (skull and crossbones). Some crews elected captains and shared loot by written articles. In the 1700s Britain and other powers sent navies, offered pardons and held trials. Piracy still happens today and is a crime under international law.',
      title: 'Britannica: Piracy (international law) and Blackbeard',
      url: 'https://www.britannica.com/topic/piracy-international-law',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Treasure Island, the novel by Robert Louis Stevenson published in 1883, popularised the treasure map marked with an X and pirate characters with parrots and a peg leg.',
      title: 'Britannica: Treasure Island (novel by Stevenson)',
      url: 'https://www.britannica.com/topic/Treasure-Island-novel',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'The wreck of Blackbeard\'s flagship, Queen Anne\'s Revenge, was found off North Carolina in 1996; its cannons and objects are studied by archaeologists and shown in museums.',
      title: 'North Carolina Department of Natural and Cultural Resources: Queen Anne\'s Revenge Project',
      url: 'https://www.ncdcr.gov/about/special-programs/queen-annes-revenge',
      read: '2026-11-28',
      authority: 'museum',
    },
  ],
  simplifications: [
    'For 3-5, pirates are "robbers on the sea" who "were not nice"; punishments and killings are left out for 3-8.',
  ],
  related: ['vikings', 'ocean-salty', 'castles'],
  links: [britannica('pirate'), SITES.natGeoKids],
};

const travelLongAgo: KidEntry = {
  id: 'travel-long-ago',
  module: 'History Explorers',
  question: 'How did people travel long ago?',
  title: 'How Did People Travel Long Ago?',
  blurb: 'Feet, animals, boats and wheels, then trains, cars and planes.',
  triggers: [['travel', 'long', 'ago'], ['travel', 'before', 'car*'], ['before', 'car*'], ['before', 'cars'], ['travel', 'olden'], ['get', 'around', 'long', 'ago'], ['travel', 'past'], ['history', 'transport*'], ['invent*', 'wheel'], ['first', 'wheel'], ['first', 'train'], ['horse', 'carriage'], ['stagecoach']],
  quickAnswer: {
    '3-5': 'Long ago, there were no cars. People walked a lot. They rode horses and camels. They sailed boats. Trips took a long, long time!',
    '6-8': 'For most of history, people walked. Later they rode animals like horses, camels and donkeys. They built boats to cross rivers and seas. The wheel let animals pull carts and wagons. Trains came only about two hundred years ago. Cars and planes came after that. A trip that takes a day now could take weeks long ago.',
    '9-12': 'For most of human history, people travelled on foot. Then they tamed animals such as horses, camels and oxen to ride or to pull loads. The wheel was invented about 3500 BCE in Mesopotamia, and carts and chariots followed. Boats, from canoes to big sailing ships, carried people across rivers and oceans. In the 1800s, steam trains and steamships made travel much faster. Cars and airplanes arrived around 1900.',
    '13+': 'Human mobility was limited to walking for most of prehistory. Domesticated animals, including horses, camels and oxen, extended range and loads. The wheel appeared in Mesopotamia around 3500 BCE, and sailing vessels opened sea routes for trade and migration. Roads such as Rome\'s and routes such as the Silk Road linked distant regions. The steam engine transformed transport in the 1800s: the first public steam railway opened in England in 1825. Motor cars (from 1885-86) and powered flight (1903) then shrank distances again.',
  },
  takeaways: {
    little: ['Long ago, people walked a lot.', 'They rode horses and camels.', 'Trips took a long time.'],
    young: ['People walked or rode animals.', 'Boats crossed rivers and seas.', 'Trains, cars and planes came much later.'],
    older: ['Animals and the wheel made travel and carrying easier.', 'Sailing ships linked faraway lands.', 'Steam trains in the 1800s made travel much faster.'],
  },
  sections: [
    {
      title: 'Feet and Animals',
      little: 'People walked on their feet. They rode on horses. Camels walked in the hot sand. Dogs pulled sleds on the snow.',
      young: 'People walked everywhere for a very long time. Then they trained animals to help. Horses ran fast. Camels crossed deserts. Oxen pulled heavy loads. In icy lands, dogs pulled sleds.',
      older: 'Taming animals changed travel. Horses gave speed, camels could cross deserts with little water, and oxen hauled heavy carts. In the Arctic, dog sleds carried people and goods across snow and ice.',
      funFact: { title: 'Ships of the desert', text: 'Camels are called "ships of the desert" because they carried people and goods across dry lands.' },
    },
    {
      title: 'Boats and Wheels',
      little: 'People made boats from logs. They sailed on the sea. Then they made wheels. Wheels help carts roll!',
      young: 'The first boats were rafts and canoes. Later, big sailing ships used the wind to cross oceans. The wheel let horses and oxen pull carts and wagons full of things.',
      older: 'Boats are far older than the wheel: people crossed water to reach new lands tens of thousands of years ago. The wheel, invented around 3500 BCE, led to carts, chariots and wagons. Sailing ships later linked continents.',
      funFact: { title: 'Wheels for pots first?', text: 'Some of the earliest wheels were potter\'s wheels, used for making pots, not for travel.' },
    },
    {
      title: 'Steam, Engines and Wings',
      young: 'About two hundred years ago, steam trains were built. They went faster than any horse. Then came cars and airplanes. Now we can cross the world in a day!',
      older: 'Steam locomotives and steamships of the 1800s made travel faster, cheaper and more regular. Bicycles became popular in the late 1800s. Motor cars and the first airplane flight came around 1900, and jets later made long trips a matter of hours.',
      funFact: { title: 'Timetables', text: 'Railways helped create standard time zones, so train timetables made sense across a country.' },
    },
  ],
  deeper: {
    title: 'Transport and the Shape of the World',
    content: 'Each new way to travel changed where people could live, trade and fight. Horse-drawn chariots changed warfare, and camel caravans made trade across the Sahara and along the Silk Road possible. Ocean-going ships created global empires and trade after the 1400s. The first public steam railway, the Stockton and Darlington, opened in England in 1825. Railways then shrank journeys from weeks to days and led to standard time zones. Karl Benz built a practical petrol car in 1885-86, and the Wright brothers flew in 1903.',
    funFact: { title: 'From weeks to hours', text: 'Crossing the Atlantic by sailing ship took weeks; a jet plane today takes only hours.' },
  },
  glossary: [
    { term: 'Travel', say: 'TRAV-ul', definition: 'Going from one place to another.' },
    { term: 'Wagon', say: 'WAG-un', definition: 'A cart with four wheels, pulled by animals.' },
    { term: 'Canoe', say: 'kuh-NOO', definition: 'A light, narrow boat moved with paddles.' },
    { term: 'Steam train', say: 'STEEM trayn', definition: 'A train pushed along by the power of steam.' },
  ],
  tryIt: [{
    title: 'Animal Travel Game',
    description: 'Move like old ways of travel.',
    steps: [
      'Walk slowly across the room.',
      'Now gallop like a horse!',
      'Plod like a big camel.',
      'Row a pretend boat with your arms.',
    ],
    note: 'Make space first so no one bumps into things.',
    bands: ['3-5'],
  }, {
    title: 'Travel Timeline',
    description: 'Put ways of travel in order.',
    steps: [
      'Write these on cards: walking, canoe, horse, wheel and cart, sailing ship, steam train, car, airplane.',
      'Put them in the order you think they came.',
      'Check with this lesson and fix your order.',
      'Ask an older relative how they travelled when they were your age.',
    ],
    note: 'Some came at different times in different places.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A shrinking world', content: 'Faster travel is like folding a map: places that were weeks apart now feel close.' },
  ],
  realWorld: [
    { title: 'Old ways still used', content: 'People still ride horses, camels and boats, and in some places they are the best way to travel.' },
  ],
  engaging: [
    { question: 'How would you get to school with no cars or buses?', context: 'Think about walking, bikes or animals.' },
    { question: 'Which way of travel changed the world most?', context: 'Think about speed and how many people it could carry.' },
  ],
  quiz: [
    {
      question: 'How did most people travel long ago?', right: 'They walked or rode animals', wrong: ['They drove fast cars', 'They took airplanes'],
      skill: 'recall', support: ['People walked a lot', 'people walked', 'People walked or rode animals', 'people travelled on foot', 'limited to walking'],
    },
    {
      question: 'Which animal crossed deserts?', right: 'The camel', wrong: ['The penguin', 'The goldfish'],
      skill: 'recall', support: ['Camels walked in the hot sand', 'Camels crossed deserts', 'camels could cross deserts'],
    },
    {
      question: 'What made travel much faster in the 1800s?', right: 'Steam trains', wrong: ['Horse carts', 'Rowing boats'],
      skill: 'cause-effect', bands: ['9-12', '13+'], support: ['steam trains and steamships made travel much faster', 'Steam trains in the 1800s made travel much faster'],
    },
  ],
  sources: [
    {
      claim: 'The wheel was invented about 3500 BCE in Mesopotamia; some of the earliest wheels were potter\'s wheels; wheeled carts, chariots and wagons followed, pulled by domesticated animals such as oxen and horses.',
      title: 'Britannica: Wheel',
      url: 'https://www.britannica.com/technology/wheel',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'The history of transport: for most of human history people travelled on foot; domesticated horses, camels ("ships of the desert", used in caravans across the Sahara and along the Silk Road), donkeys and oxen carried people and loads; dog sleds were used in the Arctic; boats and rafts are far older than the wheel, and people crossed water to reach new lands tens of thousands of years ago; Roman roads (Rome\'s roads) and ocean-going sailing ships after the 1400s linked regions. In the 1800s steam locomotives and steamships transformed travel, about two hundred years ago; the first public steam railway, the Stockton and Darlington, opened in England in 1825, and railways led to standard time zones; bicycles spread in the late 1800s; Karl Benz built a practical petrol motor car in 1885-86; the Wright brothers made the first powered airplane flight in 1903 (cars and airplanes around 1900). Crossing the Atlantic by sailing ship took weeks; jets take hours.',
      title: 'Britannica: Transportation (history of land and water transport)',
      url: 'https://www.britannica.com/technology/transportation-technology',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: [
    'For 3-5, boats are "made from logs" (dugout canoes), one of the earliest kinds.',
  ],
  related: ['wright-brothers', 'before-electricity', 'messages-before-phones'],
  links: [britannica('history of transportation'), SITES.smithsonian],
};

const stoneAge: KidEntry = {
  id: 'stone-age',
  module: 'History Explorers',
  question: 'What was the Stone Age?',
  title: 'What Was the Stone Age?',
  blurb: 'The long time when people made their tools from stone.',
  triggers: [['stone', 'age'], ['cave', 'people'], ['caveman'], ['cavemen'], ['cave', 'men'], ['cave', 'painting*'], ['early', 'human*'], ['first', 'human*'], ['prehistoric', 'people'], ['hunter', 'gatherer*'], ['neolithic'], ['paleolithic'], ['stonehenge']],
  quickAnswer: {
    '3-5': 'The Stone Age was long, long ago. People made tools out of stone. They hunted and picked plants to eat. They made fire. They painted on cave walls!',
    '6-8': 'The Stone Age was the very long time when people made their tools from stone. It began more than three million years ago. People hunted animals and gathered plants, nuts and berries. They learned to use fire. Much later, people began to farm and live in villages. The Stone Age ended when people learned to make tools from metal.',
    '9-12': 'The Stone Age is the long stretch of the human past when tools were made mainly of stone. The oldest known stone tools are about 3.3 million years old. For most of that time, people lived as hunter-gatherers, moving with the seasons. They controlled fire, made clothes and painted caves. About 12,000 years ago, some people began farming. This New Stone Age, or Neolithic, brought villages. Metal tools ended it at different times in different places.',
    '13+': 'The Stone Age covers the period from the first known stone tools, about 3.3 million years ago, to the spread of metalworking. It is split into three parts: the Paleolithic or Old Stone Age, the Mesolithic, and the Neolithic or New Stone Age. Paleolithic hunter-gatherers made ever finer tools, controlled fire and created cave art such as that at Lascaux. The Neolithic began about 12,000 years ago in the Middle East with farming, herding and permanent villages. The end date varies by region, as copper and bronze working spread from about 3300 BCE.',
  },
  takeaways: {
    little: ['Stone Age people made stone tools.', 'They hunted and picked food.', 'They painted on cave walls.'],
    young: ['Stone Age tools were made from stone.', 'People hunted and gathered food.', 'Later, people began to farm.'],
    older: ['The Stone Age began with tools about 3.3 million years ago.', 'Most Stone Age people were hunter-gatherers.', 'Farming began in the Neolithic, about 12,000 years ago.'],
  },
  sections: [
    {
      title: 'Stone Tools',
      little: 'People hit one stone on another. Chip, chip! They made a sharp edge. It could cut meat or wood.',
      young: 'Stone Age people hit stones together to chip off flakes. This made sharp edges for cutting, scraping and digging. Later they tied stone points to sticks to make spears.',
      older: 'Toolmakers struck stones such as flint to knock off sharp flakes. Over time, tools became finer: hand axes, blades, scrapers and spear points. Bone, wood and antler were used too, but stone tools last, so they tell us most.',
      funFact: { title: 'Flint', text: 'Flint breaks into very sharp edges, so Stone Age people chose it for tools.' },
    },
    {
      title: 'Food, Fire and Homes',
      little: 'People hunted animals. They picked fruit and plants. They sat by a fire to keep warm. Some lived in caves. Some made huts.',
      young: 'Hunter-gatherers moved from place to place to find food. Fire kept them warm, scared off animals and cooked food. Some used caves, but many built huts from wood, bones or skins.',
      older: 'Hunter-gatherers followed herds and ripening plants through the year. Controlled fire gave warmth, light, protection and cooked food. "Cave people" is misleading: most shelters were tents and huts, and caves were used only in some places.',
      funFact: { title: 'Not all cave dwellers', text: 'Caves preserve things well, which is why we find so much there. Most Stone Age people did not live in caves.' },
    },
    {
      title: 'Art and Farming',
      young: 'Stone Age people painted animals on cave walls. Much later, some people learned to plant seeds and keep animals. They built villages and stayed in one place.',
      older: 'Cave paintings at Lascaux in France show horses, deer and bulls painted about 17,000 years ago. Farming began about 12,000 years ago in the Middle East and separately in other regions. Farming let people settle in villages, and populations grew.',
      funFact: { title: 'Found by teenagers', text: 'The Lascaux cave paintings were found in 1940 by teenagers following their dog.' },
    },
  ],
  deeper: {
    title: 'Old, Middle and New Stone Ages',
    content: 'The Paleolithic covers nearly all of the Stone Age. It starts with simple flaked tools and ends with complex blades, needles, ornaments and cave art. The Mesolithic, in some regions, saw small, sharp stone pieces set into tools as the Ice Age ended. The Neolithic brought farming, pottery, polished stone axes and monuments such as Stonehenge in England. The shift to farming happened at different times in the Middle East, China, Mesoamerica and elsewhere. And one myth to drop: Stone Age people never met dinosaurs, which died out about 66 million years ago.',
    funFact: { title: 'No dinosaurs', text: 'The last dinosaurs died out about 66 million years ago, long before any humans lived.' },
  },
  glossary: [
    { term: 'Tool', say: 'TOOL', definition: 'Something you use to help you do a job.' },
    { term: 'Hunter-gatherer', say: 'HUN-ter GATH-er-er', definition: 'A person who finds food by hunting animals and gathering plants.' },
    { term: 'Flint', say: 'FLINT', definition: 'A hard stone that breaks into sharp edges.' },
    { term: 'Prehistoric', say: 'pree-his-TOR-ik', definition: 'From the time before people wrote things down.' },
    { term: 'Neolithic', say: 'nee-oh-LITH-ik', definition: 'The New Stone Age, when farming began.' },
  ],
  tryIt: [{
    title: 'Cave Wall Art',
    description: 'Paint like Stone Age artists.',
    steps: [
      'Tape a big brown paper bag to the wall with a grown-up.',
      'Crumple it first so it looks like a rock wall.',
      'Draw animals with crayons or chalk.',
      'Press your hand on and trace around it, like cave artists did.',
    ],
    note: 'Draw only on the paper, not on real walls.',
    bands: ['3-5'],
  }, {
    title: 'Stone Age Survival Plan',
    description: 'Think like a hunter-gatherer.',
    steps: [
      'Imagine your family in the Stone Age, with no shops and no metal.',
      'List what you would need: food, water, shelter, warmth, tools.',
      'For each, write how Stone Age people got it, using this lesson.',
      'Draw a camp with a hut and a fire pit.',
    ],
    note: 'This is a planning game on paper: real fire-making is only for grown-ups.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A very long book', content: 'If all of human history were a long book, the Stone Age would fill almost every page, and everything since would be the last few lines.' },
  ],
  realWorld: [
    { title: 'Stone Age sites', content: 'People still visit Stone Age places today, such as painted caves and stone circles.' },
  ],
  engaging: [
    { question: 'What would you miss most in the Stone Age?', context: 'Think about food, warmth and toys.' },
    { question: 'Why do you think people painted animals on cave walls?', context: 'Think about stories, hunting or art.' },
  ],
  quiz: [
    {
      question: 'What did Stone Age people make tools from?', right: 'Stone', wrong: ['Plastic', 'Steel'],
      skill: 'recall', support: ['People made tools out of stone', 'made their tools from stone', 'tools were made mainly of stone', 'Stone Age people made stone tools', 'first known stone tools'],
    },
    {
      question: 'How did Stone Age people get food?', right: 'They hunted and gathered it', wrong: ['They bought it in shops', 'They ordered it online'],
      skill: 'recall', support: ['They hunted and picked plants to eat', 'People hunted animals and gathered plants', 'hunter-gatherers', 'They hunted and picked food'],
    },
    {
      question: 'Did Stone Age people meet dinosaurs?', right: 'No, dinosaurs died out long before', wrong: ['Yes, they rode on them', 'Yes, they kept them as pets'],
      skill: 'inference', bands: ['13+'], support: ['Stone Age people never met dinosaurs', 'long before any humans lived'],
    },
  ],
  sources: [
    {
      claim: 'The Stone Age is the prehistoric period when tools were made mainly of stone, from the first known stone tools about 3.3 million years ago (more than three million years ago) to the spread of metalworking (copper and bronze from about 3300 BCE), ending at different times in different places. It is divided into the Paleolithic (Old Stone Age), the Mesolithic (as the Ice Age ended) and the Neolithic (New Stone Age). Paleolithic people were hunter-gatherers who made flaked tools of flint and other stone, controlled fire, and made cave art; the Neolithic began about 12,000 years ago in the Middle East with farming, herding, pottery, polished stone axes and permanent villages, with farming arising separately in China, Mesoamerica and elsewhere. Neolithic monuments include Stonehenge in England. Most Stone Age people lived in huts and tents, not caves.',
      title: 'Britannica: Stone Age',
      url: 'https://www.britannica.com/event/Stone-Age',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'The oldest known stone tools, from Lomekwi in Kenya, are about 3.3 million years old.',
      title: 'Smithsonian National Museum of Natural History, Human Origins: Stone Tools',
      url: 'https://humanorigins.si.edu/evidence/behavior/stone-tools',
      read: READ,
      authority: 'museum',
    },
    {
      claim: 'The Lascaux cave paintings in France, showing horses, deer and bulls, were made about 17,000 years ago and were discovered in 1940 by teenagers following their dog.',
      title: 'Britannica: Lascaux Grotto',
      url: 'https://www.britannica.com/place/Lascaux-Grotto',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Non-avian dinosaurs died out about 66 million years ago, long before any humans lived.',
      title: 'Smithsonian National Museum of Natural History: Dinosaurs',
      url: 'https://naturalhistory.si.edu/',
      read: READ,
      authority: 'museum',
    },
  ],
  simplifications: [
    'For 3-5, "they made fire" stands for learning to control and use fire.',
  ],
  related: ['dinosaurs', 'pyramids', 'invention-of-writing'],
  links: [britannica('Stone Age'), SITES.smithsonian],
};

const harrietTubman: KidEntry = {
  id: 'harriet-tubman',
  module: 'History Explorers',
  question: 'Who was Harriet Tubman?',
  title: 'Who Was Harriet Tubman?',
  blurb: 'She escaped slavery, then went back again and again to lead others to freedom.',
  triggers: [['harriet', 'tubman'], ['tubman'], ['underground', 'railroad'], ['harriet', 'tubmen']],
  quickAnswer: {
    '3-5': 'Harriet Tubman was very brave. Long ago, she was not free. She ran away to be free. Then she went back. She helped lots of other people get free too.',
    '6-8': 'Harriet Tubman was born in Maryland about two hundred years ago. She was born enslaved: she was forced to work and was not free. In 1849 she ran away to the North. Then she went back again and again. She led family and friends to freedom. She used secret paths and safe houses called the Underground Railroad.',
    '9-12': 'Harriet Tubman was born into slavery in Maryland around 1822. In 1849 she escaped to Philadelphia. Over the next ten years, she went back about 13 times. She guided about 70 people to freedom. She used the Underground Railroad, a secret network of paths and safe houses. She walked at night and followed the North Star. In the Civil War she helped the Union Army as a scout, a spy and a nurse.',
    '13+': 'Harriet Tubman (born Araminta Ross, around 1822; died 1913) escaped slavery in Maryland in 1849. She became the best-known "conductor" of the Underground Railroad, a network of free Black and white people who helped freedom seekers. She made about 13 trips back and led about 70 people, including family members, to freedom. During the Civil War she served the Union Army as a scout, spy and nurse. In 1863 she helped lead the Combahee River Raid, which freed more than 700 people. Later she lived in Auburn, New York, and supported votes for women.',
  },
  takeaways: {
    little: ['Harriet Tubman was very brave.', 'She ran away to be free.', 'She went back to help others.'],
    young: ['She escaped from slavery in 1849.', 'She led others to freedom again and again.', 'She used the Underground Railroad.'],
    older: ['She guided about 70 people to freedom on about 13 trips.', 'The Underground Railroad was a secret network, not a train.', 'She served the Union Army as a scout, spy and nurse.'],
  },
  sections: [
    {
      title: 'Not Free',
      little: 'Long ago, some people were made to work hard. They got no pay. They could not leave. That was very wrong.',
      young: 'In slavery, people were owned by others and forced to work for no pay. Families could be split up. Harriet worked hard from when she was a small child.',
      older: 'Slavery was legal in Maryland and other Southern states. Enslaved people were treated as property, forced to work without pay and often sold away from their families. As a girl, Harriet was badly hurt when an overseer threw a heavy weight.',
      funFact: { title: 'Her real name', text: 'Harriet Tubman was born Araminta Ross. She later took her mother\'s first name, Harriet.' },
    },
    {
      title: 'Secret Paths to Freedom',
      little: 'Harriet walked at night. She looked up at a bright star. It showed her the way to go. Kind helpers hid her.',
      young: 'The Underground Railroad was not a real train under the ground. It was a secret group of paths and safe houses. Helpers hid people and gave them food on the way north.',
      older: 'The Underground Railroad used railway words as code: guides were "conductors" and safe houses were "stations". Tubman travelled mostly in winter, when nights were long, and used disguises and songs as signals.',
      funFact: { title: 'Follow the North Star', text: 'Freedom seekers often followed the North Star, which always shows which way is north.' },
    },
    {
      title: 'Spy, Scout and Nurse',
      young: 'During the Civil War, Harriet helped the Union Army. She was a scout and a spy. She also cared for sick and hurt soldiers as a nurse.',
      older: 'In 1863 Tubman guided Union gunboats up the Combahee River in South Carolina. The raid freed more than 700 enslaved people. She was one of the first women to help lead an armed raid in the war.',
      funFact: { title: 'A national park', text: 'The Harriet Tubman Underground Railroad National Historical Park in Maryland protects the land where she grew up.' },
    },
  ],
  deeper: {
    title: 'The Underground Railroad and After the War',
    content: 'After the Fugitive Slave Act of 1850, freedom seekers were not safe even in Northern states, so Tubman guided many all the way to Canada. She worked with abolitionists such as Frederick Douglass and William Still. After the Civil War, she settled in Auburn, New York. She cared for her parents, opened a home for elderly people and spoke for women\'s right to vote. She died in 1913. Her life is remembered as one of great courage and care for others.',
    funFact: { title: 'Moses', text: 'People called her "Moses", after the leader in the Bible who led his people out of slavery.' },
  },
  glossary: [
    { term: 'Slavery', say: 'SLAY-vuh-ree', definition: 'When people are owned by others and forced to work without pay.' },
    { term: 'Freedom', say: 'FREE-dum', definition: 'Being free to choose how you live.' },
    { term: 'Escape', say: 'es-KAPE', definition: 'To get away from a place you are kept in.' },
    { term: 'Conductor', say: 'kun-DUK-ter', definition: 'On the Underground Railroad, a guide who led people to freedom.' },
  ],
  tryIt: [{
    title: 'Find the Brightest Star',
    description: 'Look at the night sky with a grown-up.',
    steps: [
      'On a clear night, go outside with a grown-up.',
      'Look up at the stars.',
      'Find a bright one together.',
      'Talk about how stars helped people find their way long ago.',
    ],
    note: 'Always go out at night with a grown-up.',
    bands: ['3-5'],
  }, {
    title: 'Find the North Star',
    description: 'Use the stars like freedom seekers did.',
    steps: [
      'On a clear night, go outside with a grown-up, away from bright lights.',
      'Find the Big Dipper: seven stars shaped like a ladle.',
      'Follow the two stars at the end of its cup upward to a medium-bright star: that is the North Star.',
      'Face it: you are facing north. Think about walking that way at night for many days.',
    ],
    note: 'This works in the Northern Hemisphere. Stay with your grown-up.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A relay of kindness', content: 'The Underground Railroad was like a relay race of kindness: each helper passed people safely on to the next.' },
  ],
  realWorld: [
    { title: 'Remembering her', content: 'Schools, parks and statues across the United States are named after Harriet Tubman.' },
  ],
  engaging: [
    { question: 'What does it mean to be brave?', context: 'Think about how Harriet went back to help others.' },
    { question: 'Why was the secret network called a railroad?', context: 'Think about conductors and stations.' },
  ],
  quiz: [
    {
      question: 'What did Harriet Tubman do after she was free?', right: 'Went back to help others', wrong: ['Stayed home and rested', 'Forgot about her family'],
      skill: 'recall', support: ['Then she went back', 'She went back to help others', 'went back again and again', 'she went back about 13 times', 'She made about 13 trips back'],
    },
    {
      question: 'What was the Underground Railroad?', right: 'Secret paths and safe houses', wrong: ['A train under the ground', 'A road for fast cars'],
      skill: 'vocabulary', bands: ['6-8', '9-12', '13+'], support: ['secret paths and safe houses', 'a secret network of routes and safe houses', 'The Underground Railroad was a secret network', 'a network of free Black and white people'],
    },
    {
      question: 'What helped Harriet find her way at night?', right: 'A bright star', wrong: ['A phone map', 'A street lamp'],
      skill: 'recall', bands: ['3-5', '9-12'], support: ['She looked up at a bright star', 'followed the North Star'],
    },
  ],
  sources: [
    {
      claim: 'Harriet Tubman (born Araminta Ross around 1822 (about 1820-1822) in Dorchester County, Maryland, into slavery; died 1913) took her mother\'s name, Harriet; as a girl she was injured when an overseer threw a heavy weight. She escaped to Philadelphia in 1849 and, over the next ten years, returned about 13 times to Maryland and guided about 70 people, including family members, to freedom, and gave instructions to others; she was the best-known "conductor" of the Underground Railroad, a network of free Black and white people, routes and safe houses ("stations") that helped freedom seekers, who often followed the North Star. After the Fugitive Slave Act of 1850, freedom seekers were not safe even in Northern states, and she guided many to Canada; she worked with abolitionists such as Frederick Douglass and William Still; she was called "Moses", after the leader in the Bible who led his people out of slavery. She was born about two hundred years ago. During the Civil War she served the Union Army as a scout, spy and nurse, and in 1863 helped lead the Combahee River Raid in South Carolina with Union gunboats, which freed more than 700 enslaved people. She later lived in Auburn, New York, opened a home for elderly people and supported votes for women (women\'s right to vote).',
      title: 'National Park Service: Harriet Tubman Underground Railroad National Historical Park',
      url: 'https://www.nps.gov/hatu/index.htm',
      read: READ,
      authority: 'governing-body',
    },
    {
      claim: 'Harriet Tubman, born into slavery in Maryland, escaped in 1849 and became a leading conductor of the Underground Railroad; the Harriet Tubman Underground Railroad National Historical Park in Maryland preserves the landscape where she grew up; schools, parks and statues across the United States are named for her. Slavery was legal in Maryland and other Southern states; enslaved people were treated as property and forced to work without pay.',
      title: 'Britannica: Harriet Tubman',
      url: 'https://www.britannica.com/biography/Harriet-Tubman',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: [
    'For 3-5, slavery is "made to work hard, with no pay, and could not leave"; violence is left out below 9.',
  ],
  related: ['martin-luther-king', 'rosa-parks', 'stars-twinkle'],
  links: [britannica('Harriet Tubman'), SITES.smithsonian],
};

const marieCurie: KidEntry = {
  id: 'marie-curie',
  module: 'History Explorers',
  question: 'Who was Marie Curie?',
  title: 'Who Was Marie Curie?',
  blurb: 'The scientist who discovered two new elements and won two Nobel Prizes.',
  triggers: [['marie', 'curie'], ['curie'], ['madame', 'curie'], ['radium'], ['polonium'], ['radioactiv*', 'discover*']],
  quickAnswer: {
    '3-5': 'Marie Curie was a scientist. She loved to learn. She found two new kinds of stuff that give off hidden energy. She won big prizes for her work!',
    '6-8': 'Marie Curie was a scientist. She was born in Poland in 1867. Back then, girls in Poland could not go to college. So she moved to France to study. With her husband Pierre, she found two new elements, polonium and radium. She was the first woman to win a Nobel Prize. Later she won a second one!',
    '9-12': 'Marie Curie was a scientist born in Warsaw, Poland, in 1867. Her name then was Maria Sklodowska. She studied in Paris and worked with her husband, Pierre Curie. In 1898 they found two new elements, polonium and radium. She called the rays they gave off "radioactivity". In 1903 she became the first woman to win a Nobel Prize. In 1911 she won a second Nobel Prize, in chemistry. No one had won two before.',
    '13+': 'Marie Curie (1867-1934) pioneered the study of radioactivity, a word she coined. Working in Paris with Pierre Curie, she showed that radiation came from inside atoms. In 1898 they discovered polonium, named after her homeland, and radium. She shared the 1903 Nobel Prize in Physics with Pierre Curie and Henri Becquerel. She won the 1911 Nobel Prize in Chemistry alone, for discovering and isolating radium. She remains the only person to win Nobel Prizes in two different sciences. Long exposure to radiation, whose dangers were not yet understood, likely caused the illness that killed her.',
  },
  takeaways: {
    little: ['Marie Curie was a scientist.', 'She found two new kinds of stuff.', 'She won big prizes.'],
    young: ['She was born in Poland.', 'She found polonium and radium.', 'She was the first woman to win a Nobel Prize.'],
    older: ['She discovered polonium and radium in 1898.', 'She gave radioactivity its name.', 'She won Nobel Prizes in physics and chemistry.'],
  },
  sections: [
    {
      title: 'A Girl Who Loved to Learn',
      little: 'Marie loved books. She was very good at school. She wanted to learn more and more. So she moved far away to study.',
      young: 'Marie was a top student. But in Poland, women could not go to college. So she saved up and moved to Paris, in France, to study.',
      older: 'In Poland, which Russia ruled then, women could not go to university. Maria went to secret classes and worked as a teacher for a family. She saved money. In 1891 she moved to Paris to study physics and maths at the Sorbonne.',
      funFact: { title: 'Top of the class', text: 'In Paris she came first in her physics degree exams.' },
    },
    {
      title: 'Hidden Energy',
      little: 'Some rocks give off energy we cannot see. Marie studied it. She found two new kinds of stuff inside rocks.',
      young: 'Some rocks give off rays you cannot see. Marie and Pierre worked for years in a cold shed. They crushed and boiled tons of rock. They found two new elements: polonium and radium.',
      older: 'Marie tested rocks that held uranium. Some gave off more rays than the uranium alone could explain. So the rocks had to hold unknown elements. She and Pierre worked through tonnes of rock to get a tiny bit of radium.',
      funFact: { title: 'Named for home', text: 'She named polonium after Poland, the country where she was born.' },
    },
    {
      title: 'Two Nobel Prizes',
      young: 'In 1903 Marie shared a Nobel Prize in physics. In 1911 she won one in chemistry. No one had won two before!',
      older: 'The 1903 Nobel Prize in Physics was for work on rays from atoms. The 1911 Nobel Prize in Chemistry was for finding radium and polonium. Her daughter Irène Joliot-Curie later won a Nobel Prize too.',
      funFact: { title: 'A Nobel family', text: 'Marie, Pierre, their daughter Irène and Irène\'s husband all won Nobel Prizes.' },
    },
  ],
  deeper: {
    title: 'Radioactivity, X-Rays and Safety',
    content: 'Curie\'s key insight was that radiation is a property of atoms themselves, not of chemical reactions. This helped open the way to nuclear physics. During World War I, she set up mobile X-ray units, often called "little Curies", to help doctors find bullets and broken bones in wounded soldiers. She founded the Radium Institute in Paris. Scientists then did not know how harmful radiation can be. She carried radium in her pockets, and she died in 1934 of an illness probably caused by radiation. Today, radioactive materials are handled only with strict safety rules.',
    funFact: { title: 'Notebooks', text: 'Her notebooks are still radioactive, so they are stored in lead-lined boxes.' },
  },
  glossary: [
    { term: 'Scientist', say: 'SY-un-tist', definition: 'A person who studies the world by asking questions and testing ideas.' },
    { term: 'Element', say: 'EL-uh-ment', definition: 'A basic kind of matter, like gold or oxygen, that cannot be split by chemistry.' },
    { term: 'Radioactivity', say: 'ray-dee-oh-ak-TIV-ih-tee', definition: 'Energy given off by the inside of some atoms.' },
    { term: 'Nobel Prize', say: 'noh-BEL PRYZ', definition: 'A famous prize for great work in science, books and peace.' },
  ],
  tryIt: [{
    title: 'Little Scientist Notebook',
    description: 'Be a scientist like Marie.',
    steps: [
      'Get a small notebook.',
      'Look at three things outside with a grown-up: a leaf, a stone, a flower.',
      'Draw each one in your notebook.',
      'Ask one question about each. Scientists ask lots of questions!',
    ],
    note: 'Look with your eyes and wash your hands after.',
    bands: ['3-5'],
  }, {
    title: 'Careful Notes Like a Scientist',
    description: 'Practise the careful habits Marie Curie used.',
    steps: [
      'Choose a safe question, like "Which paper towel soaks up the most water?"',
      'Plan a fair test: change only one thing each time.',
      'Write the date, what you did and what you saw in a notebook.',
      'Repeat your test three times. Do you get the same result?',
    ],
    note: 'Use only water and household paper. Careful notes help other scientists check your work.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A detective', content: 'Marie Curie worked like a detective: the rocks gave off more rays than they should, so she hunted for the hidden cause.' },
  ],
  realWorld: [
    { title: 'X-rays at the doctor', content: 'Doctors use X-rays and other radiation, with careful safety rules, to see inside the body and treat illness.' },
  ],
  engaging: [
    { question: 'What would you like to discover?', context: 'Think of a question nobody has answered yet.' },
    { question: 'Why didn\'t Marie give up when school was closed to her?', context: 'Think about how much she loved to learn.' },
  ],
  quiz: [
    {
      question: 'What was Marie Curie\'s job?', right: 'Scientist', wrong: ['Pilot', 'Painter'],
      skill: 'recall', support: ['Marie Curie was a scientist', 'was a scientist born in Poland', 'was a physicist and chemist', 'pioneered the study of radioactivity'],
    },
    {
      question: 'Which prize did she win?', right: 'The Nobel Prize', wrong: ['The World Cup', 'The Gold Star Cup'],
      skill: 'recall', bands: ['6-8', '9-12', '13+'], support: ['first woman to win a Nobel Prize', 'Nobel Prize in Physics'],
    },
    {
      question: 'What did Marie win for her work?', right: 'Big prizes', wrong: ['A new car', 'A pet dog'],
      skill: 'recall', bands: ['3-5'], support: ['She won big prizes for her work', 'She won big prizes'],
    },
    {
      question: 'What did Marie and Pierre discover?', right: 'Polonium and radium', wrong: ['Gold and silver', 'Oxygen and water'],
      skill: 'recall', bands: ['6-8', '9-12', '13+'], support: ['polonium and radium', 'discovered polonium'],
    },
  ],
  sources: [
    {
      claim: 'Marie Curie (Maria Sklodowska, born 1867 in Warsaw, Poland, then under Russian rule, where women could not attend university; died 1934) studied in secret classes, worked as a governess, and in 1891 moved to Paris, France, studying physics and mathematics at the Sorbonne, where she came first in her physics degree exams. With her husband Pierre Curie she found that uranium ore (pitchblende) gave off more radiation than uranium could explain, processed tonnes of it, and in 1898 discovered the elements polonium (named after Poland) and radium; she coined the term radioactivity and showed radiation comes from atoms themselves. She shared the 1903 Nobel Prize in Physics with Pierre Curie and Henri Becquerel, the first woman to win a Nobel Prize, and won the 1911 Nobel Prize in Chemistry alone for discovering and isolating radium and polonium, the first person to win two Nobel Prizes and the only person to win in two different sciences. Her daughter Irène Joliot-Curie and Irène\'s husband also won a Nobel Prize. During World War I she set up mobile X-ray units ("little Curies"); she founded the Radium Institute in Paris; she died in 1934 of aplastic anaemia probably caused by long exposure to radiation.',
      title: 'The Nobel Prize: Marie Curie, Biographical',
      url: 'https://www.nobelprize.org/prizes/physics/1903/marie-curie/biographical/',
      read: READ,
      authority: 'governing-body',
    },
    {
      claim: 'Marie Curie carried radium in her pockets and stored it in her desk; her notebooks are still radioactive and are stored in lead-lined boxes. Doctors today use X-rays and radiation with strict safety rules.',
      title: 'Britannica: Marie Curie',
      url: 'https://www.britannica.com/biography/Marie-Curie',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: [
    'For 3-5, radioactivity is "hidden energy" that some stuff gives off, and elements are "new kinds of stuff".',
  ],
  related: ['albert-einstein', 'ada-lovelace', 'electricity'],
  links: [britannica('Marie Curie'), SITES.smithsonian],
};

const albertEinstein: KidEntry = {
  id: 'albert-einstein',
  module: 'History Explorers',
  question: 'Who was Albert Einstein?',
  title: 'Who Was Albert Einstein?',
  blurb: 'The scientist who changed how we think about light, time, space and gravity.',
  triggers: [['einstein'], ['albert', 'einstein'], ['e', 'mc2'], ['emc2'], ['relativity'], ['einstien'], ['einstine']],
  quickAnswer: {
    '3-5': 'Albert Einstein was a scientist. He loved to wonder. He thought about light and time and space. His big ideas help us learn about stars.',
    '6-8': 'Albert Einstein was a scientist born in Germany in 1879. He asked big questions, like what it would be like to ride on a beam of light. His ideas changed how we think about light, time, space and gravity. He won the Nobel Prize in Physics. Later he moved to the United States.',
    '9-12': 'Albert Einstein was a physicist, born in Ulm, Germany, in 1879. In 1905, while working in a patent office, he wrote papers that changed physics. One explained that light comes in tiny packets of energy. Another, on special relativity, showed that time and space can stretch. From it came E = mc², which links mass and energy. In 1915 he explained gravity as a bending of space and time. He won the 1921 Nobel Prize in Physics.',
    '13+': 'Albert Einstein (1879-1955) changed physics. In 1905 he explained the photoelectric effect: light comes in small packets of energy. The same year he gave evidence that atoms are real and set out special relativity, with E = mc². In 1915 his general theory of relativity explained gravity as mass bending space and time. He won the 1921 Nobel Prize in Physics for the photoelectric effect. He was Jewish, and in 1933 he left Nazi Germany. He worked in Princeton, in the United States, until he died.',
  },
  takeaways: {
    little: ['Einstein was a scientist.', 'He loved to wonder about light and time.', 'His ideas help us learn about stars.'],
    young: ['Einstein asked big questions.', 'His ideas were about light, time, space and gravity.', 'He won the Nobel Prize in Physics.'],
    older: ['In 1905 he changed physics with several papers.', 'E = mc² links mass and energy.', 'General relativity explains gravity as bent spacetime.'],
  },
  sections: [
    {
      title: 'A Curious Boy',
      little: 'When Albert was small, he got a compass. The needle always turned the same way. He wondered why. He kept on wondering!',
      young: 'As a boy, Albert was amazed by a compass. Something invisible moved its needle! He wanted to know why. He also loved maths and taught himself a lot of it.',
      older: 'Einstein later said a compass he saw at about age five showed him something hidden was at work in the world. As a boy he taught himself geometry. He studied physics in Zurich and then worked at a patent office in Bern.',
      funFact: { title: 'Thought experiments', text: 'Einstein liked "thought experiments": testing ideas by imagining them, like chasing a beam of light.' },
    },
    {
      title: 'Big Ideas',
      little: 'Albert thought about light. He thought about time. He found that time can go a bit slower when you go very, very fast!',
      young: 'Einstein showed that time can pass more slowly when something moves very fast. He also showed that a tiny bit of matter holds a huge amount of energy. That is what E = mc² means.',
      older: 'Special relativity says the speed of light is the same for everyone, so time and length change with speed. E = mc² says mass and energy are two forms of the same thing. General relativity says mass bends spacetime, and that bending is gravity.',
      funFact: { title: 'Bending light', text: 'In 1919, astronomers watched starlight bend around the Sun during an eclipse, just as Einstein predicted.' },
    },
    {
      title: 'His Ideas Today',
      young: 'Einstein\'s ideas are used every day. The GPS maps on phones need his ideas to work well. Scientists use them to study black holes.',
      older: 'GPS satellites must correct their clocks for relativity, or positions would drift. Black holes and gravitational waves, first detected in 2015, come from his equations.',
      funFact: { title: 'Waves in space', text: 'Ripples in space called gravitational waves were first detected in 2015, a hundred years after Einstein\'s theory.' },
    },
  ],
  deeper: {
    title: 'Quanta, Relativity and a Public Voice',
    content: 'Einstein\'s 1905 papers on the photoelectric effect helped found quantum theory, though he later argued against its randomness. General relativity predicted the bending of light, confirmed in 1919, and made him world famous. Fleeing the Nazis in 1933, he settled in Princeton. In 1939 he signed a letter warning President Franklin Roosevelt that Germany might build an atomic bomb. He later worked for peace and against nuclear weapons. He died in 1955.',
    funFact: { title: 'Element 99', text: 'The element einsteinium is named after him.' },
  },
  glossary: [
    { term: 'Physics', say: 'FIZ-iks', definition: 'The science of matter, energy, light, motion and forces.' },
    { term: 'Gravity', say: 'GRAV-ih-tee', definition: 'The pull that draws things toward each other.' },
    { term: 'Energy', say: 'EN-er-jee', definition: 'What makes things move, change, heat up or light up.' },
    { term: 'Relativity', say: 'rel-uh-TIV-ih-tee', definition: 'Einstein\'s ideas about how space, time and gravity fit together.' },
  ],
  tryIt: [{
    title: 'Wonder Walk',
    description: 'Wonder like Albert did.',
    steps: [
      'Go for a walk with a grown-up.',
      'Find three things that make you say "Why?"',
      'Ask your grown-up your "why" questions.',
      'Draw the one you wonder about most.',
    ],
    note: 'There are no silly questions.',
    bands: ['3-5'],
  }, {
    title: 'Bent Space on a Sheet',
    description: 'Model how mass bends space.',
    steps: [
      'Have two or more people hold a bed sheet tight and flat.',
      'Roll a small ball across it: it goes straight.',
      'Put a heavy ball in the middle so the sheet dips.',
      'Roll the small ball again: it curves around the dip, like a planet around the Sun.',
    ],
    note: 'This is only a model: real spacetime bends in every direction, not just down.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A trampoline', content: 'Gravity in Einstein\'s idea is like a heavy ball on a trampoline: it makes a dip, and smaller balls roll toward it.' },
  ],
  realWorld: [
    { title: 'Maps on phones', content: 'Phone maps use GPS satellites, whose clocks are corrected using Einstein\'s ideas.' },
  ],
  engaging: [
    { question: 'What would you see if you could ride on a beam of light?', context: 'Einstein imagined this as a teen.' },
    { question: 'What big question would you like to answer?', context: 'Think about something no one knows yet.' },
  ],
  quiz: [
    {
      question: 'What did Einstein love to think about?', right: 'Light, time and space', wrong: ['Cakes and sweets', 'Toys and games'],
      skill: 'recall', bands: ['3-5', '6-8'], support: ['He thought about light and time and space', 'light, time, space and gravity', 'He loved to wonder about light and time'],
    },
    {
      question: 'What did Albert love to do?', right: 'Wonder and ask why', wrong: ['Sleep all day long', 'Hide all his toys'],
      skill: 'recall', bands: ['3-5'], support: ['He loved to wonder', 'He wondered why'],
    },
    {
      question: 'What did Einstein win in 1921?', right: 'The Nobel Prize in Physics', wrong: ['A gold medal for running', 'A prize for painting'],
      skill: 'recall', bands: ['6-8', '9-12', '13+'], support: ['He won the Nobel Prize in Physics', '1921 Nobel Prize in Physics'],
    },
    {
      question: 'In Einstein\'s idea, what is gravity?', right: 'Bent space and time', wrong: ['Wind pushing down', 'Magnets inside the ground'],
      skill: 'recall', bands: ['9-12', '13+'], support: ['a bending of space and time', 'gravity as bent spacetime', 'mass bends spacetime', 'mass bending space and time'],
    },
  ],
  sources: [
    {
      claim: 'Albert Einstein (born 1879 in Ulm, Germany; died 1955) received the 1921 Nobel Prize in Physics "for his services to theoretical physics, and especially for his discovery of the law of the photoelectric effect". He studied physics in Zurich and worked at the patent office in Bern, where in 1905 he published papers on light quanta (light comes in packets of energy) and the photoelectric effect, Brownian motion and special relativity, including E = mc² (mass and energy are equivalent). In 1915 he completed general relativity, describing gravity as the curvature (bending) of spacetime; the bending of starlight was confirmed during a solar eclipse in 1919. A Jewish scientist, he left Nazi Germany (fleeing the Nazis) in 1933 and worked at the Institute for Advanced Study in Princeton, United States, until his death in 1955.',
      title: 'The Nobel Prize: Albert Einstein, Biographical',
      url: 'https://www.nobelprize.org/prizes/physics/1921/einstein/biographical/',
      read: READ,
      authority: 'governing-body',
    },
    {
      claim: 'As a boy Einstein was fascinated by a compass he saw at about age five and taught himself geometry; he used thought experiments, such as imagining chasing a beam of light; in 1939 he signed a letter to President Franklin Roosevelt warning that Germany might build an atomic bomb, and later worked for peace and against nuclear weapons; the element einsteinium (element 99) is named after him.',
      title: 'Britannica: Albert Einstein',
      url: 'https://www.britannica.com/biography/Albert-Einstein',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Gravitational waves, ripples in spacetime predicted by Einstein\'s general relativity a hundred years earlier, were first detected in 2015 by LIGO; GPS satellite clocks must be corrected for relativity, or positions would drift; black holes come from his equations.',
      title: 'NASA Science: Gravitational waves and general relativity',
      url: 'https://science.nasa.gov/universe/',
      read: READ,
      authority: 'science-body',
    },
  ],
  simplifications: [
    'For 3-5, time dilation is "time can go a bit slower when you go very, very fast".',
    'For 6-8, E = mc² is "a tiny bit of matter holds a huge amount of energy".',
  ],
  related: ['gravity', 'black-holes', 'marie-curie'],
  links: [britannica('Albert Einstein'), SITES.spacePlace],
};

const adaLovelace: KidEntry = {
  id: 'ada-lovelace',
  module: 'History Explorers',
  question: 'Who was Ada Lovelace?',
  title: 'Who Was Ada Lovelace?',
  blurb: 'The mathematician who wrote what is often called the first computer program, in 1843.',
  triggers: [['ada', 'lovelace'], ['lovelace'], ['first', 'computer', 'program*'], ['first', 'programmer'], ['charles', 'babbage'], ['babbage'], ['analytical', 'engine']],
  quickAnswer: {
    '3-5': 'Ada Lovelace lived long ago. She loved numbers. Her friend planned a big number machine. Ada wrote steps for it to follow. That was like the first computer code!',
    '6-8': 'Ada Lovelace lived in England about two hundred years ago. She was very good at maths. Her friend Charles Babbage planned a machine that could do sums by itself. Ada wrote a list of steps for the machine to follow. Many people call it the first computer program. She also guessed that such machines could one day make music.',
    '9-12': 'Ada Lovelace was an English mathematician, born in London in 1815. Her mother made sure she learned maths and science. She worked with the inventor Charles Babbage, who designed a calculating machine called the Analytical Engine. In 1843 she published long notes about it. One note set out step-by-step instructions for the machine to work out a series of numbers. It is often called the first computer program. She also saw that such machines could work with symbols, not just numbers.',
    '13+': 'Augusta Ada King, Countess of Lovelace (1815-1852), was the daughter of the poet Lord Byron. Her mother had her tutored in mathematics. She met Charles Babbage in 1833. In 1843 she translated an article on his Analytical Engine, a design for a general-purpose mechanical computer. She added notes three times longer than the article. Her Note G gave an algorithm for computing Bernoulli numbers, often called the first published computer program. She also foresaw that such a machine could handle any symbols, even music, not just numbers.',
  },
  takeaways: {
    little: ['Ada loved numbers.', 'She wrote steps for a machine.', 'It was like the first computer code.'],
    young: ['Ada was a mathematician.', 'She wrote steps for Babbage\'s machine.', 'Many call it the first computer program.'],
    older: ['Ada Lovelace wrote notes on the Analytical Engine in 1843.', 'Her Note G is often called the first computer program.', 'She saw computers could work with symbols, not just numbers.'],
  },
  sections: [
    {
      title: 'A Girl Who Loved Maths',
      little: 'Ada had lots of lessons. She loved numbers best. She even tried to make a flying machine when she was a girl!',
      young: 'Ada\'s mother wanted her to study maths and science. Ada loved it. As a girl she drew plans for a flying machine, with wings like a bird.',
      older: 'Ada\'s mother had her taught mathematics and science from a young age, unusual for a girl at that time. At about twelve, Ada studied birds and designed a flying machine on paper.',
      funFact: { title: 'A famous father', text: 'Ada\'s father was the famous poet Lord Byron, but she never really knew him.' },
    },
    {
      title: 'The Number Machine',
      little: 'Ada had a friend named Charles. He planned a big machine to do sums. It had lots and lots of gears.',
      young: 'Charles Babbage planned a machine that could do maths on its own, using gears and wheels. He called it the Analytical Engine. It was never finished, but Ada saw how it could work.',
      older: 'Babbage\'s Analytical Engine had a "mill" to calculate and a "store" to hold numbers, much like a modern processor and memory. It would read instructions from punched cards. It was never built in his lifetime.',
      funFact: { title: 'Punched cards', text: 'The machine was meant to read instructions from cards with holes, an idea borrowed from weaving looms.' },
    },
    {
      title: 'Steps for a Machine',
      young: 'Ada wrote clear steps for the machine to work out a list of numbers. A list of steps for a computer is called a program. So many people call Ada the first computer programmer.',
      older: 'In Note G, Ada laid out exactly how the engine would compute Bernoulli numbers, step by step, including repeated loops. That is why she is often called the first computer programmer.',
      funFact: { title: 'A language named Ada', text: 'A computer programming language called Ada was named after her.' },
    },
  ],
  deeper: {
    title: 'Notes on the Analytical Engine',
    content: 'In 1842 the Italian engineer Luigi Menabrea published a paper on Babbage\'s engine in French. Lovelace translated it into English and added seven notes, labelled A to G. They explained how the engine differed from simple calculators and how it could be programmed. Note G\'s table for Bernoulli numbers is often cited as the first computer program, though historians debate how much was Babbage\'s. Her most forward-looking idea was that the engine could manipulate any symbols, such as musical notes, not only numbers. She died in 1852, aged 36.',
    funFact: { title: 'Music machines', text: 'Ada guessed that machines like the engine might one day make music.' },
  },
  glossary: [
    { term: 'Mathematician', say: 'math-uh-muh-TISH-un', definition: 'A person who studies numbers, shapes and patterns.' },
    { term: 'Program', say: 'PROH-gram', definition: 'A list of steps that tells a computer what to do.' },
    { term: 'Machine', say: 'muh-SHEEN', definition: 'A thing with parts that work together to do a job.' },
    { term: 'Algorithm', say: 'AL-guh-rith-um', definition: 'A set of steps for solving a problem.' },
  ],
  tryIt: [{
    title: 'Robot Steps',
    description: 'Give a grown-up "robot" steps to follow.',
    steps: [
      'Your grown-up is a robot!',
      'Tell them one step at a time: "Take two steps."',
      '"Turn around." "Clap your hands."',
      'Can your steps get the robot to the door?',
    ],
    note: 'Steps for a machine must be clear, just like Ada\'s.',
    bands: ['3-5'],
  }, {
    title: 'Write an Algorithm',
    description: 'Write steps a machine could follow, like Ada.',
    steps: [
      'Pick a task, such as making a sandwich or adding up the numbers 1 to 10.',
      'Write numbered steps so clear that a machine could follow them.',
      'Use a loop: "repeat steps 2 to 4 until…"',
      'Ask someone to follow your steps exactly. Fix any step that goes wrong.',
    ],
    note: 'Finding and fixing mistakes is called debugging.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A recipe', content: 'Ada\'s program was like a recipe: exact steps in order, so the machine could make the result without thinking.' },
  ],
  realWorld: [
    { title: 'Programs everywhere', content: 'Every app, game and website runs on programs: step-by-step instructions, just like the ones Ada imagined.' },
  ],
  engaging: [
    { question: 'What would you program a machine to do?', context: 'Think of a job you would like help with.' },
    { question: 'How could a machine make music?', context: 'Ada guessed it could, long before computers.' },
  ],
  quiz: [
    {
      question: 'What did Ada write for the machine?', right: 'Steps for it to follow', wrong: ['A song to sing', 'A story about a dog'],
      skill: 'recall', support: ['Ada wrote steps for it to follow', 'She wrote steps for a machine', 'Ada wrote a list of steps', 'step-by-step instructions', 'gave an algorithm'],
    },
    {
      question: 'What do many people call Ada\'s steps?', right: 'The first computer program', wrong: ['The first phone call', 'The first train ride'],
      skill: 'vocabulary', bands: ['6-8', '9-12', '13+'], support: ['the first computer program', 'first published computer program'],
    },
    {
      question: 'What did Ada love?', right: 'Numbers', wrong: ['Loud noises', 'Mud pies'],
      skill: 'recall', bands: ['3-5'], support: ['She loved numbers', 'She loved numbers best'],
    },
  ],
  sources: [
    {
      claim: 'Ada Lovelace (Augusta Ada King, Countess of Lovelace, born Augusta Ada Byron in London, England, in 1815, about two hundred years ago; died 1852, aged 36) was an English mathematician, daughter of the poet Lord Byron, whom she never really knew; her mother had her tutored in mathematics and science, and at about twelve she designed a flying machine on paper. She met the inventor Charles Babbage in 1833. In 1843 she translated into English a paper on his Analytical Engine (a design for a general-purpose mechanical computer with a mill and a store, reading punched cards borrowed from weaving looms, never built in his lifetime) published in French in 1842 by the Italian engineer Luigi Menabrea, adding seven notes, labelled A to G, three times longer than the article. Note G gave an algorithm (step-by-step instructions) for computing Bernoulli numbers, often called the first published computer program, making her often called the first computer programmer, though historians debate how much was Babbage\'s; she foresaw the engine could manipulate symbols such as music, not just numbers. In 1980 the U.S. Department of Defense named the programming language Ada after her.',
      title: 'Britannica: Ada Lovelace',
      url: 'https://www.britannica.com/biography/Ada-Lovelace',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: [
    'For 3-5, the Analytical Engine is "a big number machine" and a program is "steps for it to follow".',
  ],
  related: ['what-is-coding', 'algorithm', 'marie-curie'],
  links: [britannica('Ada Lovelace'), SITES.codeOrg],
};

const cleopatra: KidEntry = {
  id: 'cleopatra',
  module: 'History Explorers',
  question: 'Who was Cleopatra?',
  title: 'Who Was Cleopatra?',
  blurb: 'The last queen of ancient Egypt, a clever ruler who dealt with mighty Rome.',
  triggers: [['cleopatra'], ['cleopatra', 'egypt'], ['queen', 'egypt'], ['egyptian', 'queen'], ['cleopatr*']],
  quickAnswer: {
    '3-5': 'Cleopatra was a queen long ago. She ruled the land of Egypt. She was very smart. She could speak lots of languages. She was the last queen of old Egypt.',
    '6-8': 'Cleopatra was the last queen of ancient Egypt. She ruled more than two thousand years ago. She was clever and spoke many languages. Rome was growing strong. So she made friends with Roman leaders to keep Egypt safe. After she died, Rome took over Egypt.',
    '9-12': 'Cleopatra VII ruled Egypt from 51 to 30 BCE. Her family, the Ptolemies, were Greeks from Macedonia. They had ruled Egypt for about three hundred years. She was well educated. It is said she was the first of her family to learn Egyptian. She made alliances with two Roman leaders, Julius Caesar and then Mark Antony. In 31 BCE, they lost a sea battle to Octavian, who later became the emperor Augustus. After she died in 30 BCE, Egypt became part of the Roman Empire.',
    '13+': 'Cleopatra VII (69-30 BCE) was the last active ruler of the Ptolemaic dynasty, Macedonian Greeks who ruled Egypt after Alexander the Great. She came to the throne in 51 BCE and used alliances with Rome to keep her kingdom independent. She had a son with Julius Caesar and three children with Mark Antony. Their defeat by Octavian at the Battle of Actium in 31 BCE ended her hopes. She died in 30 BCE, and Egypt became a Roman province. Much of her image comes from Roman writers who were her enemies.',
  },
  takeaways: {
    little: ['Cleopatra was a queen.', 'She ruled Egypt.', 'She was very smart.'],
    young: ['Cleopatra was the last queen of ancient Egypt.', 'She spoke many languages.', 'After her, Rome took over Egypt.'],
    older: ['Cleopatra ruled Egypt from 51 to 30 BCE.', 'She made alliances with Caesar and Mark Antony.', 'After her death, Egypt became part of the Roman Empire.'],
  },
  sections: [
    {
      title: 'A Clever Queen',
      little: 'Cleopatra read lots of books. She learned many ways to talk. She could talk to people from many lands.',
      young: 'Cleopatra studied hard. She learned maths and science. She spoke many languages. She could talk to visitors from far away by herself.',
      older: 'Ancient writers say Cleopatra spoke many languages. Her family spoke Greek, and she was the first of them to learn Egyptian. She ran a rich country, dealt with famine and floods, and took part in Egyptian religion as a living goddess.',
      funFact: { title: 'A Greek family', text: 'Cleopatra\'s family came from Macedonia, in Greece, so Greek was her first language.' },
    },
    {
      title: 'Egypt and Rome',
      little: 'A big, strong land called Rome wanted Egypt. Cleopatra made friends with Rome\'s leaders. She tried to keep Egypt safe.',
      young: 'Rome was very strong. Cleopatra made friends with two of its leaders, Julius Caesar and Mark Antony. She hoped they would help keep Egypt free.',
      older: 'Rome controlled much of the Mediterranean, and Egypt\'s grain made it a prize. Cleopatra allied first with Julius Caesar, then with Mark Antony. Their rival Octavian turned Rome against them and won the war in 31 BCE.',
      funFact: { title: 'Rolled in a rug?', text: 'An old story says she was smuggled to meet Caesar hidden in a bedroll. No one knows if it is true.' },
    },
    {
      title: 'The End of Ancient Egypt\'s Queens',
      young: 'After she died, Rome took over Egypt. She was the last queen of old Egypt. People still tell her story today.',
      older: 'With her death in 30 BCE, about three thousand years of rule by Egyptian kings and queens came to an end. Egypt became a Roman province, ruled for the emperor.',
      funFact: { title: 'Closer to us', text: 'Cleopatra lived closer in time to today than to the building of the Great Pyramid.' },
    },
  ],
  deeper: {
    title: 'History Written by Her Enemies',
    content: 'Most of what we know about Cleopatra comes from Roman and Greek writers, many writing after her death for the side that beat her. They painted her as a dangerous seductress. Historians today also see a capable ruler who kept a rich kingdom running and played a weak hand against Rome with skill. Coins, inscriptions and papyri from her reign help balance the picture. Her story has been retold by Plutarch, Shakespeare and Hollywood, each adding its own myths.',
    funFact: { title: 'Her signature?', text: 'A papyrus from her reign may carry a Greek word written in her own hand: "make it happen".' },
  },
  glossary: [
    { term: 'Queen', say: 'KWEEN', definition: 'A woman who rules a country, or the wife of a king.' },
    { term: 'Ancient', say: 'AYN-shunt', definition: 'From a very, very long time ago.' },
    { term: 'Alliance', say: 'uh-LY-uns', definition: 'When groups or countries agree to help each other.' },
    { term: 'Province', say: 'PROV-ins', definition: 'A part of a country or empire, with its own local rulers.' },
  ],
  tryIt: [{
    title: 'Make a Queen\'s Crown',
    description: 'Make a crown fit for a queen of Egypt.',
    steps: [
      'Get a strip of card with a grown-up.',
      'Colour it gold and blue.',
      'Stick on shapes like stars and circles.',
      'Tape it round your head and say hello in a new language!',
    ],
    note: 'A grown-up can help fit and tape the crown.',
    bands: ['3-5'],
  }, {
    title: 'Two Sides of a Story',
    description: 'See how the writer changes the story.',
    steps: [
      'Write two short news reports about Cleopatra: one by a Roman writer who dislikes her, one by an Egyptian who admires her.',
      'Use the same facts from this lesson in both.',
      'Compare the words each writer chose.',
      'Talk about it: why should historians check who wrote a source?',
    ],
    note: 'Historians always ask who wrote a source, and why.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A small boat beside a big ship', content: 'Egypt beside Rome was like a small boat beside a big ship: Cleopatra had to steer carefully to stay afloat.' },
  ],
  realWorld: [
    { title: 'Still searched for', content: 'Archaeologists are still looking for Cleopatra\'s tomb, which has never been found.' },
  ],
  engaging: [
    { question: 'Why would speaking many languages help a ruler?', context: 'Think about talking with visitors and leaders.' },
    { question: 'How can we know what Cleopatra was really like?', context: 'Think about who wrote the stories.' },
  ],
  quiz: [
    {
      question: 'Which land did Cleopatra rule?', right: 'Egypt', wrong: ['Japan', 'Canada'],
      skill: 'recall', support: ['She ruled the land of Egypt', 'last queen of ancient Egypt', 'ruled Egypt from 51 to 30 BCE', 'Cleopatra ruled Egypt'],
    },
    {
      question: 'What was Cleopatra good at?', right: 'Speaking many languages', wrong: ['Building rockets', 'Playing video games'],
      skill: 'recall', bands: ['3-5', '6-8'], support: ['She could speak lots of languages', 'spoke many languages'],
    },
    {
      question: 'What happened to Egypt after Cleopatra died?', right: 'Rome took it over', wrong: ['It sank into the sea', 'It got a new queen'],
      skill: 'cause-effect', bands: ['6-8', '9-12', '13+'], support: ['After she died, Rome took over Egypt', 'Egypt became part of the Roman Empire', 'Egypt became a Roman province'],
    },
  ],
  sources: [
    {
      claim: 'Cleopatra VII (69-30 BCE) was queen of Egypt from 51 BCE and the last active ruler of the Ptolemaic dynasty (the Ptolemies), Macedonian Greeks from Macedonia, in Greece, who ruled Egypt for about three hundred years after Alexander the Great; Greek was her first language. Ancient writers (Plutarch) say she spoke many languages and was the first of her family to learn Egyptian; she dealt with famine and floods and was worshipped as a living goddess. Rome controlled much of the Mediterranean; she allied with Julius Caesar, with whom she had a son, and then with Mark Antony, with whom she had three children; an old story says she was smuggled to Caesar in a bedroll. Their rival Octavian (later the emperor Augustus) defeated them at the Battle of Actium in 31 BCE; she died in 30 BCE, ending about three thousand years of rule by Egyptian kings and queens, and Egypt became a Roman province, part of the Roman Empire. Much of her image comes from Roman and Greek writers who were her enemies; her story was retold by Plutarch, Shakespeare and Hollywood; she lived more than two thousand years ago, closer in time to today than to the building of the Great Pyramid; her tomb has never been found. A papyrus from her reign may bear a Greek word in her own hand meaning "make it happen".',
      title: 'Britannica: Cleopatra (queen of Egypt)',
      url: 'https://www.britannica.com/biography/Cleopatra-queen-of-Egypt',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: [
    'How she died is not described in any band; the lesson says only that she died in 30 BCE.',
  ],
  related: ['pyramids', 'ancient-romans', 'ancient-greeks'],
  links: [britannica('Cleopatra'), SITES.natGeoKids],
};

const firstPeoplesAmerica: KidEntry = {
  id: 'first-peoples-america',
  module: 'History Explorers',
  question: 'Who were the first people in America?',
  title: 'Who Were the First People in America?',
  blurb: 'Native peoples have lived in the Americas for thousands of years, and still do today.',
  triggers: [['first', 'people', 'america*'], ['first', 'americans'], ['first', 'human*', 'america*'], ['native', 'american*'], ['american', 'indian*'], ['indigenous'], ['first', 'nations'], ['native', 'people*'], ['tribe'], ['tribes'], ['navajo'], ['cherokee'], ['lakota'], ['inuit'], ['haudenosaunee'], ['iroquois'], ['people', 'america', 'before', 'columbus']],
  quickAnswer: {
    '3-5': 'The first people came here a long, long time ago. Their families still live here today. We call them Native people. There are lots of Native nations. Each has its own words and ways.',
    '6-8': 'The first people came to the Americas thousands of years ago. That was long before anyone came from Europe. Their families are the Native peoples who live here today. There are many nations, like the Navajo and the Lakota. Each has its own language and ways. Native peoples were the first to grow corn, beans and squash.',
    '9-12': 'People reached the Americas from Asia at least 15,000 years ago, and perhaps earlier. Over time, their families spread from the Arctic to the tip of South America. They formed hundreds of nations, each with its own language and way of life. Some lived by hunting and fishing. Others built farming towns and great cities. Today, Native peoples live all across the Americas. In the United States there are more than 570 tribes, each with its own government.',
    '13+': 'Most scientists think the first people came to the Americas from northeast Asia, across a land bridge called Beringia or along the Pacific coast, at least 15,000 years ago. Some evidence points earlier. Their descendants created very diverse societies, from Arctic hunters to the city builders of Mexico and the Andes. After 1492, European colonisation brought epidemic disease, war and the seizure of land, and populations fell sharply. Native nations survived. In the United States, more than 570 federally recognised tribes are sovereign nations with their own governments.',
  },
  takeaways: {
    little: ['The first people came long, long ago.', 'Their families still live here.', 'There are many Native nations.'],
    young: ['The first people came thousands of years ago.', 'Native peoples still live here today.', 'Each nation has its own language and ways.'],
    older: ['People reached the Americas at least 15,000 years ago.', 'Native nations are many and very different.', 'Native peoples live and govern themselves today.'],
  },
  sections: [
    {
      title: 'A Long, Long Time Ago',
      little: 'Long ago, people walked and paddled to a new land. It was America! They made homes by rivers, hills and seas.',
      young: 'Scientists think the first people came from Asia. They may have walked over land that is now under the sea. Or they paddled boats along the coast. Slowly, their families spread across North and South America.',
      older: 'During the last Ice Age, sea levels were lower, and land joined Asia and Alaska. Scientists call it Beringia. People may have crossed it, or travelled by boat along the coast. Many Native peoples also have their own stories of how they came to be in their homelands.',
      funFact: { title: 'Old footprints', text: 'Human footprints found at White Sands, in New Mexico, are thousands of years old.' },
    },
    {
      title: 'Many Nations, Many Ways',
      little: 'Some Native people fished. Some grew corn. Some hunted in the snow. They did not all talk the same way.',
      young: 'Native nations are all different. Some lived in snow and ice. Some lived in deserts or in forests. They spoke hundreds of languages. Many grew corn, beans and squash together.',
      older: 'The Americas held hundreds of nations with different languages, beliefs and governments. Some, like the Haudenosaunee, formed alliances with shared laws. Others built large cities, like the Maya and the Inca. Farmers here first grew corn, potatoes, tomatoes, beans, squash and cacao.',
      funFact: { title: 'Three Sisters', text: 'Many Native farmers grow corn, beans and squash together. They are called the Three Sisters, because they help each other grow.' },
    },
    {
      title: 'Native Peoples Today',
      young: 'Native peoples live all over the Americas today. They live in cities, towns and on tribal lands. Many speak their own languages and keep old ways alive.',
      older: 'Native Americans today are doctors, teachers, artists, scientists and leaders. Tribal nations run their own governments, schools and businesses. Many communities are working to teach their languages to young people.',
      funFact: { title: 'A museum of their own', text: 'The Smithsonian\'s National Museum of the American Indian tells Native history in Native voices.' },
    },
  ],
  deeper: {
    title: 'Origins, Colonisation and Sovereignty',
    content: 'Genetic and archaeological evidence links the first Americans to populations in northeast Asia. Dates keep being pushed back as new sites are studied. After 1492, European colonisation brought diseases to which Native peoples had no immunity. Wars, forced removals and the taking of land followed, along with boarding schools that punished children for speaking their languages. Yet Native nations endured. In the United States, tribes are recognised as sovereign nations with a government-to-government relationship with the federal government. It is respectful to use a nation\'s own name, like Diné for the Navajo, when you can.',
    funFact: { title: 'Code talkers', text: 'In World War II, Navajo code talkers used their language to send secret messages that were never broken.' },
  },
  glossary: [
    { term: 'Native', say: 'NAY-tiv', definition: 'Belonging to a place from the very beginning.' },
    { term: 'Nation', say: 'NAY-shun', definition: 'A people with its own land, history, language or government.' },
    { term: 'Indigenous', say: 'in-DIJ-uh-nus', definition: 'Describing the first peoples of a land and their families today.' },
    { term: 'Tradition', say: 'truh-DISH-un', definition: 'A way of doing things that is passed down in a family or group.' },
  ],
  tryIt: [{
    title: 'Three Sisters Picture',
    description: 'Draw three plants that help each other.',
    steps: [
      'Draw a tall corn plant.',
      'Draw a bean vine climbing up the corn.',
      'Draw big squash leaves on the ground.',
      'Talk with a grown-up about how friends help each other too.',
    ],
    note: 'Many Native farmers still grow these plants together.',
    bands: ['3-5'],
  }, {
    title: 'Whose Land Am I On?',
    description: 'Learn about the Native nations of your area.',
    steps: [
      'With a grown-up, look up which Native nation or nations first lived where you live now, using a library, a local museum or a tribal nation\'s own website.',
      'Learn the nation\'s own name for itself and how to say it.',
      'Find out one thing about that nation today, such as a festival, an artist or a language program.',
      'Share what you learned, using present tense: these nations are still here.',
    ],
    note: 'The best sources are the nations themselves and museums that work with them.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'Many neighbours', content: 'Native nations are like many different neighbours on a long street: each home has its own language, food and family stories.' },
  ],
  realWorld: [
    { title: 'Names on the map', content: 'Many place names in the Americas come from Native languages, such as the state names Dakota and Massachusetts.' },
  ],
  engaging: [
    { question: 'Which Native nation lives, or lived, near you?', context: 'Find out with a grown-up.' },
    { question: 'Why is it important to say Native peoples still live here today?', context: 'Think about how it feels when people forget you.' },
  ],
  quiz: [
    {
      question: 'Do Native peoples still live in America today?', right: 'Yes, they live here today', wrong: ['No, they all left long ago', 'No, they only lived in stories'],
      skill: 'recall', support: ['Their families still live here today', 'Native peoples who live here today', 'Native peoples live all across the Americas', 'Native nations survived', 'Native peoples still live here today'],
    },
    {
      question: 'Are all Native nations the same?', right: 'No, each has its own ways', wrong: ['Yes, they are all the same', 'Yes, they all speak one language'],
      skill: 'inference', support: ['Each has its own words and ways', 'Each has its own language', 'hundreds of different nations', 'very diverse societies', 'There are many Native nations', 'each with its own language and way of life'],
    },
    {
      question: 'Which crops did Native farmers grow first?', right: 'Corn, beans and squash', wrong: ['Rice, wheat and apples', 'Bananas and coconuts only'],
      skill: 'recall', bands: ['6-8'], support: ['first to grow corn, beans and squash'],
    },
  ],
  sources: [
    {
      claim: 'The ancestors of Native Americans (American Indians, Indigenous peoples) came to the Americas from northeast Asia, across the Beringia land bridge joining Asia and Alaska during the last Ice Age or along the Pacific coast, at least 15,000 years ago (thousands of years ago), with some evidence earlier; their descendants spread from the Arctic to South America and formed hundreds of nations with different languages, including the Navajo (Diné), Cherokee, Lakota, Haudenosaunee, Maya and Inca, some building cities in Mexico and the Andes. Indigenous farmers first domesticated corn (maize), potatoes, tomatoes, beans, squash and cacao. After 1492, European colonisation from Europe brought epidemic disease, war, forced removals, boarding schools and loss of land. Place names such as Dakota and Massachusetts come from Native languages.',
      title: 'Britannica: Native American',
      url: 'https://www.britannica.com/topic/Native-American',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'The Smithsonian\'s National Museum of the American Indian (Smithsonian National Museum of the American Indian), Native Words, Native Warriors: during World War I and World War II, American Indian Code Talkers, including Navajo Code Talkers, used their Native languages to send secret battle messages for the United States military, and America\'s enemies never deciphered the coded messages (never broken).',
      title: 'Smithsonian National Museum of the American Indian: Native Words, Native Warriors (Code Talkers)',
      url: 'https://americanindian.si.edu/education/codetalkers/html/index.html',
      read: '2026-11-28',
      authority: 'museum',
    },
    {
      claim: 'At the Smithsonian\'s National Museum of the American Indian, Native peoples tell their own stories: Native voices, ancient and contemporary, present Native history and living cultures.',
      title: 'Britannica (video): Overview of the National Museum of the American Indian',
      url: 'https://www.britannica.com/video/166589/overview-National-Museum-of-the-American-Indian',
      read: '2026-11-28',
      authority: 'reference',
    },
    {
      claim: 'For centuries, many Native Americans grew corn, beans and squash together in one plot and called the plants the Three Sisters, because they thrive when grown together; Native farmers and gardening projects grow the Three Sisters today.',
      title: 'Britannica (republished from The Conversation, Christina Gish Hill, Iowa State University): Returning the three sisters (corn, beans and squash) to Native American farms',
      url: 'https://www.britannica.com/story/returning-the-three-sisters--corn-beans-and-squash--to-native-american-farms',
      read: '2026-11-28',
      authority: 'reference',
    },
    {
      claim: 'The United States recognises 574 (more than 570) federally recognised tribes, which are sovereign nations with their own governments and a government-to-government relationship with the federal government.',
      title: 'U.S. Department of the Interior, Bureau of Indian Affairs: About Us',
      url: 'https://www.bia.gov/about-us',
      read: READ,
      authority: 'governing-body',
      asOf: '2026-11',
    },
    {
      claim: 'Human footprints at White Sands National Park, in New Mexico, are thousands of years old, among the oldest evidence of people in the Americas.',
      title: 'National Park Service: White Sands National Park, Fossilized Footprints',
      url: 'https://www.nps.gov/whsa/learn/nature/fossilized-footprints.htm',
      read: READ,
      authority: 'governing-body',
    },
  ],
  simplifications: [
    'For 3-5, the first peoples "walked and paddled to a new land"; colonisation and its harms are told from 13+.',
    'Native peoples\' own origin stories are mentioned alongside the scientific account, without ranking them.',
  ],
  related: ['stone-age', 'world-languages', 'world-foods'],
  links: [britannica('Native Americans'), SITES.smithsonian],
};

export const longAgoEntries: KidEntry[] = [greatWall, knights, ancientGreeks, olympicsBegin, mlk, rosaParks, wrightBrothers, messagesBeforePhones, ancientRomans, pirates, travelLongAgo, stoneAge, harrietTubman, marieCurie, albertEinstein, adaLovelace, cleopatra, firstPeoplesAmerica];
