import { britannica, SITES } from '../links';
import type { KidEntry } from '../types';

// Cultural Awareness: cultures, celebrations, communities (issue 10 §1, batch 3).
// Facts and dates come only from the sources listed with each entry.

const READ = '2026-11-23';

const museum: KidEntry = {
  id: 'what-is-a-museum',
  module: 'Cultural Awareness',
  question: 'What is a museum?',
  title: 'What Is a Museum?',
  blurb: 'Places that collect, care for, study and share treasures from nature, art and history.',
  triggers: [['museum'], ['museums'], ['musuem'], ['curator'], ['art', 'gallery'], ['museum', 'for'], ['why', 'museum*']],
  quickAnswer: {
    '3-5': 'A museum is a place full of special things. You can see old bones, art and toys from long ago. People look after them. You look with your eyes and learn!',
    '6-8': 'A museum is a building that keeps special objects safe and shows them to visitors. Some museums have dinosaur bones. Some have paintings. Some have old planes or space rockets. Experts study the objects and tell their stories. Museums help everyone learn about nature, art and history.',
    '9-12': 'A museum collects objects, cares for them, studies them and shares them with the public. There are museums of art, history and science. There are even children\'s museums made for play. Curators choose and research objects. Conservators repair and protect them. Most of a big museum\'s collection is kept in storage for research. The Smithsonian, in the United States, is the world\'s largest museum and research complex.',
    '13+': 'A museum collects, preserves, studies and exhibits objects so people can learn and enjoy them. The word comes from the Greek mouseion, a place of the Muses. Public museums grew from private "cabinets of curiosities" in the 1600s and 1700s. Today curators research collections, conservators slow decay, and educators plan programmes. Museums also face hard questions. Should objects taken from other peoples be returned? Whose stories are being told?',
  },
  takeaways: {
    little: ['A museum has special things to see.', 'People look after them.', 'We look and learn!'],
    young: ['Museums keep special objects safe.', 'Experts study them and tell their stories.', 'Museums help everyone learn.'],
    older: ['Museums collect, care for, study and share objects.', 'Curators and conservators look after collections.', 'Most of a collection is kept in storage for research.'],
  },
  sections: [
    {
      title: 'So Many Kinds',
      little: 'Some museums have big bones. Some have pictures. Some have trains and planes. Which one do you like best?',
      young: 'There are art museums, history museums and science museums. There are museums about trains, toys and even spies. Children\'s museums let you touch and play.',
      older: 'Natural history museums hold fossils, rocks and animal specimens. History museums keep objects from everyday life and big events. Science centres are hands-on, and art museums show paintings, sculpture and more.',
      funFact: { title: 'Tiny to huge', text: 'Museums can hold things as small as an insect and as big as a whale skeleton or a space shuttle.' },
    },
    {
      title: 'Who Works There?',
      little: 'Some people keep the things clean and safe. Some people show you around. They love to answer questions!',
      young: 'Curators pick objects and find out their stories. Conservators gently clean and fix them. Guides show visitors around and answer questions.',
      older: 'Curators research objects and plan exhibitions. Conservators control light, heat and damp so objects last. Registrars track every item. Educators and guides help visitors of all ages explore.',
      funFact: { title: 'Handle with gloves', text: 'Museum workers often wear gloves so the oils on their hands do not damage old objects.' },
    },
    {
      title: 'Visiting a Museum',
      young: 'At most museums you look with your eyes, not your hands, so the objects last a long time. Walk, use a quiet voice and ask lots of questions!',
      older: 'Many objects are fragile, so most museums ask visitors not to touch. Hands-on areas let you handle copies or sturdy objects. Many museums also put their collections online.',
      funFact: { title: 'Free to visit', text: 'The Smithsonian museums in Washington, D.C., are free to visit.' },
    },
  ],
  deeper: {
    title: 'Collections, Ethics and Access',
    content: 'Museums hold objects "in trust" for the public, so they keep records of where each came from. Many collections were built during colonial times, and some objects were taken without consent. Museums now research this history and sometimes return objects to the communities they came from. Other work aims to tell fuller stories, involve communities in exhibitions and widen access through free days, digital collections and accessible design. Research collections, such as millions of specimens at natural history museums, also help scientists track changes in nature.',
    funFact: { title: 'An ancient museum', text: 'The Museum of Alexandria, in ancient Egypt, was a centre of learning, not a display of objects.' },
  },
  glossary: [
    { term: 'Museum', say: 'myoo-ZEE-um', definition: 'A place that keeps and shows special objects so people can learn.' },
    { term: 'Exhibit', say: 'ig-ZIB-it', definition: 'A display of objects for visitors to see.' },
    { term: 'Curator', say: 'KYOOR-ay-ter', definition: 'A person who looks after a museum collection and studies it.' },
    { term: 'Collection', say: 'kuh-LEK-shun', definition: 'A group of objects kept together.' },
  ],
  tryIt: [{
    title: 'My Little Museum',
    description: 'Make a museum of your own treasures.',
    steps: [
      'Pick five things you love: a shell, a toy, a drawing.',
      'Set them on a table.',
      'Make a small card for each with a grown-up.',
      'Give your family a museum tour!',
    ],
    note: 'You are the curator!',
    bands: ['3-5'],
  }, {
    title: 'Curate an Exhibition',
    description: 'Plan a mini exhibition at home.',
    steps: [
      'Choose a theme, such as "Things From My Grandparents" or "Rocks I Found".',
      'Pick five to eight objects and put them in an order that tells a story.',
      'Write a short label for each: what it is, where it came from, why it matters.',
      'Invite visitors and ask what they noticed first.',
    ],
    note: 'Ask before borrowing anything precious, and handle it gently.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A memory box', content: 'A museum is like a giant memory box for everyone: it keeps things safe so people can remember and learn.' },
  ],
  realWorld: [
    { title: 'Online visits', content: 'Many museums let you explore their collections online, so you can visit from home.' },
  ],
  engaging: [
    { question: 'What would you put in a museum about you?', context: 'Think about objects that tell your story.' },
    { question: 'Why do museums ask us not to touch?', context: 'Think about what hands can do to old things.' },
  ],
  quiz: [
    {
      question: 'What is a museum?', right: 'A place that shows special things', wrong: ['A shop that sells new toys', 'A place to buy food'],
      skill: 'vocabulary', support: ['A museum is a place full of special things', 'keeps special objects safe and shows them', 'A museum collects objects', 'A museum collects, preserves'],
    },
    {
      question: 'Who looks after a museum collection?', right: 'A curator', wrong: ['A pilot', 'A chef'],
      skill: 'vocabulary', bands: ['6-8', '9-12', '13+'], support: ['Curators pick objects', 'Curators choose and research objects', 'Curators research objects', 'curators research'],
    },
    {
      question: 'How do you see things at most museums?', right: 'With your eyes', wrong: ['With your feet', 'With your nose'],
      skill: 'recall', bands: ['3-5', '6-8'], support: ['You look with your eyes and learn', 'you look with your eyes, not your hands'],
    },
  ],
  sources: [
    {
      claim: 'A museum is an institution that collects, preserves (cares for), researches (studies) and exhibits objects for education and enjoyment; types include art, history, science and natural history museums, science centres and children\'s museums; curators research collections and plan exhibitions, conservators protect and repair objects, registrars track items, and educators design programmes; much of a large collection is kept in storage for research. The word comes from the Greek mouseion, a place of the Muses; the Museum of Alexandria in ancient Egypt was a centre of learning; public museums grew from private cabinets of curiosities in the 1600s and 1700s. Museums hold objects in trust; many colonial-era objects were taken without consent and some are returned (repatriation).',
      title: 'Britannica: Museum (cultural institution)',
      url: 'https://www.britannica.com/topic/museum-cultural-institution',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'The Smithsonian Institution, in the United States, is the world\'s largest museum, education and research complex; its museums in Washington, D.C., are free to visit, its collections include millions of specimens and objects, from insects to whale skeletons and a space shuttle, and many are online.',
      title: 'Smithsonian Institution: About the Smithsonian',
      url: 'https://www.si.edu/about',
      read: READ,
      authority: 'museum',
    },
  ],
  simplifications: [
    'For 3-5, a museum is "a place full of special things" that "people look after".',
  ],
  related: ['dinosaurs', 'pyramids', 'sculpture'],
  links: [SITES.smithsonian, britannica('museum'), SITES.natGeoKids],
};

const money: KidEntry = {
  id: 'why-money',
  module: 'Cultural Awareness',
  question: 'Why do we have money?',
  title: 'Why Do We Have Money?',
  blurb: 'From swapping things to shells, coins, paper money and cards.',
  triggers: [['why', 'money'], ['what', 'money'], ['first', 'money'], ['money', 'invent*'], ['before', 'money'], ['money', 'worth'], ['first', 'coin*'], ['barter*'], ['invent*', 'coin*'], ['paper', 'money'], ['money', 'come']],
  quickAnswer: {
    '3-5': 'Money helps us get things we need. Long ago, people swapped things. "I give you eggs. You give me bread." Money makes swapping easy. Everyone takes it!',
    '6-8': 'Long ago, people swapped things. A farmer might swap eggs for a pair of shoes. But what if the shoemaker did not want eggs? Money fixed that. Everyone agrees money has value, so you can trade it for almost anything. People have used shells, salt, metal coins and paper as money. Today a lot of money is numbers on cards and phones.',
    '9-12': 'Before money, people bartered, swapping goods directly. Barter only works when both people want what the other has. Money solves this. It is something everyone agrees to accept, so it can be swapped for anything. It also lets us compare prices and save for later. People have used cowrie shells, salt, beads and metals as money. The first coins were made in Lydia, in what is now Turkey, around 600 BCE. China was the first to use paper money.',
    '13+': 'Economists describe three jobs of money: a medium of exchange, a unit of account and a store of value. Barter needs a "double coincidence of wants", which money removes. Many objects have served as money, including cowrie shells, salt and precious metals. Standard coins appeared in Lydia in the 600s BCE, and paper money spread in China about a thousand years ago. Modern money is mostly not backed by gold: its value rests on trust and on governments and central banks. Most money today exists as digital bank balances.',
  },
  takeaways: {
    little: ['Money helps us get what we need.', 'Long ago, people swapped things.', 'Money makes swapping easy.'],
    young: ['People used to swap things.', 'Money works because everyone agrees it has value.', 'Money can be coins, paper or numbers on a card.'],
    older: ['Money solves the problem of barter.', 'It lets us trade, compare prices and save.', 'Its value rests on trust.'],
  },
  sections: [
    {
      title: 'Swapping',
      little: 'Sam has apples. Pat has socks. Sam wants socks. Pat wants apples. They swap! But swaps are not always that easy.',
      young: 'Swapping is called bartering. It works when each person wants what the other has. But if you have fish and want a hat, you must find a hat maker who wants fish!',
      older: 'Barter needs each trader to want exactly what the other offers, at the same time. Economists call this the "double coincidence of wants". It makes trade slow, which is why money was so useful.',
      funFact: { title: 'Still swapping', text: 'People still barter sometimes, like trading stickers or cards with friends.' },
    },
    {
      title: 'Shells, Salt and Coins',
      little: 'Long ago, people used shells as money. Some used salt! Then people made round coins from metal.',
      young: 'Many things have been used as money: shells, salt, beads and metal. Coins were easy to carry and count. Later, people used paper money too.',
      older: 'Cowrie shells were used as money in parts of Africa and Asia. Metal was durable and could be divided, so it became common. Rulers stamped coins to promise their weight and value.',
      funFact: { title: 'Salary and salt', text: 'The word salary may come from the Latin word for salt.' },
    },
    {
      title: 'Money Today',
      young: 'Today, many people pay with cards or phones. The money is saved as numbers in a bank. It is still money, even if you cannot hold it.',
      older: 'Most money now exists as records in banks. Cards and apps move those records. Central banks manage how much money there is, to keep prices steady.',
      funFact: { title: 'Hard to copy', text: 'Banknotes have special marks, threads and pictures that are hard to copy.' },
    },
  ],
  deeper: {
    title: 'Medium, Unit and Store',
    content: 'Money is a medium of exchange (accepted in trade), a unit of account (a shared measure of price) and a store of value (it keeps buying power over time). Commodity money, like gold coins, has value as a material. Fiat money, like today\'s banknotes, has value because people trust it and governments require it for taxes. Central banks influence how much money there is and aim to keep inflation low. When too much money chases too few goods, prices rise.',
    funFact: { title: 'A thousand years of paper', text: 'Paper money was used in China about a thousand years ago, long before Europe.' },
  },
  glossary: [
    { term: 'Money', say: 'MUN-ee', definition: 'Something people agree to swap for things they want.' },
    { term: 'Barter', say: 'BAR-ter', definition: 'Swapping things without using money.' },
    { term: 'Coin', say: 'KOYN', definition: 'A small, flat piece of metal used as money.' },
    { term: 'Bank', say: 'BANK', definition: 'A place that keeps money safe and lends it.' },
    { term: 'Value', say: 'VAL-yoo', definition: 'How much something is worth.' },
  ],
  tryIt: [{
    title: 'Play Shop',
    description: 'Buy and sell with pretend money.',
    steps: [
      'Set out some toys as things to sell.',
      'Make paper coins with a grown-up.',
      'Take turns being the shopkeeper.',
      'Count the coins: one, two, three!',
    ],
    note: 'Use paper coins. Real small coins are not for little mouths.',
    bands: ['3-5'],
  }, {
    title: 'Barter Day',
    description: 'See why money is handy.',
    steps: [
      'Give each person in your family three different small things, like a pencil, a sticker and a snack bar.',
      'Try to get what you want by swapping only. Notice how hard it can be.',
      'Now give everyone five paper tokens and play again, buying and selling with tokens.',
      'Talk about it: which way was easier, and why?',
    ],
    note: 'The tokens are like money: they work because everyone agrees to accept them.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A promise everyone shares', content: 'Money is like a ticket everyone has agreed to accept: the paper is not worth much, but the promise is.' },
  ],
  realWorld: [
    { title: 'Saving up', content: 'Money can be saved, so you can put some aside each week for something bigger later.' },
  ],
  engaging: [
    { question: 'What would you swap if there were no money?', context: 'Think about what you have that others want.' },
    { question: 'Why does a paper note buy more than the paper is worth?', context: 'Think about trust.' },
  ],
  quiz: [
    {
      question: 'What did people do before money?', right: 'They swapped things', wrong: ['They took things for free', 'They used credit cards'],
      skill: 'recall', support: ['people swapped things', 'Long ago, people swapped things', 'People used to swap things', 'people bartered', 'Barter needs'],
    },
    {
      question: 'Why does money work?', right: 'Everyone agrees it has value', wrong: ['It is made of pure gold', 'It is very shiny and pretty'],
      skill: 'cause-effect', bands: ['6-8', '9-12', '13+'], support: ['Everyone agrees money has value', 'something everyone agrees to accept', 'its value rests on trust', 'Its value rests on trust'],
    },
    {
      question: 'What did some people use as money long ago?', right: 'Shells', wrong: ['Clouds', 'Puddles'],
      skill: 'recall', bands: ['3-5', '6-8'], support: ['people used shells as money', 'shells, salt, beads and metal'],
    },
  ],
  sources: [
    {
      claim: 'Money serves as a medium of exchange, a unit of account and a store of value; before money, people bartered, which requires a double coincidence of wants. Many objects have served as money, including cowrie shells (in parts of Africa and Asia), salt, beads and precious metals. The first coins were made in Lydia, in what is now Turkey, in the 600s BCE (around 600 BCE); paper money was first used in China, spreading about a thousand years ago, long before Europe. Modern fiat money is not backed by gold; its value rests on trust and on governments and central banks, which aim to keep inflation low; most money today exists as digital bank balances. The word salary may come from the Latin word for salt.',
      title: 'Britannica: Money',
      url: 'https://www.britannica.com/topic/money',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: [
    'For 3-5, money is what "makes swapping easy"; banks and digital money come from 6-8 up.',
  ],
  related: ['rules-and-laws', 'what-is-voting', 'place-value'],
  links: [britannica('money'), SITES.smithsonian],
};

const rulesAndLaws: KidEntry = {
  id: 'rules-and-laws',
  module: 'Cultural Awareness',
  question: 'Why do we have rules and laws?',
  title: 'Why Do We Have Rules and Laws?',
  blurb: 'Rules and laws keep people safe, make things fair and help us get along.',
  triggers: [['law'], ['laws'], ['why', 'rule*'], ['rules', 'laws'], ['need', 'rules'], ['have', 'rules'], ['make', 'laws'], ['lawmaker*'], ['break', 'law'], ['what', 'law']],
  quickAnswer: {
    '3-5': 'Rules help us stay safe. They help us be fair. At home we have rules. At school we have rules. A town has rules too. Big rules for a whole land are called laws.',
    '6-8': 'Rules tell us what we should and should not do. They keep us safe and help things be fair. Families, schools and games all have rules. Laws are rules for everyone in a town or country. For example, cars must stop at a red light. Laws are made by leaders that people choose. Police and judges help make sure laws are kept.',
    '9-12': 'Rules and laws let people live and work together. They protect people\'s safety and rights, and they settle arguments in a fair, peaceful way. Rules belong to a group, like a family, a team or a school. Laws apply to everyone in a place and are made by a government. In many countries, people elect lawmakers, and courts decide what laws mean. Laws can also change when people work to make them fairer.',
    '13+': 'Law is a system of rules made and enforced by a society\'s institutions. In a democracy, elected legislatures pass laws, courts interpret them, and police and other officials enforce them. Laws set duties, protect rights, resolve disputes peacefully and limit the power of rulers. Written law is ancient: the Code of Hammurabi, from Babylon around 1754 BCE, is one of the oldest known. The Magna Carta of 1215 set the idea that even a king is under the law. Laws change as societies debate what is just.',
  },
  takeaways: {
    little: ['Rules help keep us safe.', 'Rules help us be fair.', 'Big rules for a whole land are called laws.'],
    young: ['Rules keep us safe and fair.', 'Laws are rules for everyone in a place.', 'Leaders we choose make laws.'],
    older: ['Laws protect safety and rights.', 'They settle arguments peacefully.', 'Laws can change when people work to make them fairer.'],
  },
  sections: [
    {
      title: 'Rules Keep Us Safe',
      little: 'Hold hands to cross the road. Walk, don\'t run, by the pool. These rules keep us safe.',
      young: 'Many rules are about safety. Look both ways and cross with a grown-up. Wear a helmet on your bike. Cars stop at red lights. These rules help stop people from getting hurt.',
      older: 'Safety laws cover traffic, food, buildings and much more. Speed limits, seat belts and fire exits all exist because people learned what keeps others from harm.',
      funFact: { title: 'Traffic lights', text: 'Traffic lights are a rule everyone can see: red for stop, green for go.' },
    },
    {
      title: 'Rules Make Things Fair',
      little: 'In a game, we take turns. Everyone gets a go. That is fair. Rules help us play well together.',
      young: 'Games need rules so everyone plays the same way. Taking turns and sharing are rules too. Without rules, the biggest or loudest person could always win.',
      older: 'Fair rules apply to everyone in the same way. Laws protect rights, such as the right to speak freely, and give people a fair way to settle disagreements, in court instead of by force.',
      funFact: { title: 'Make your own', text: 'Kids often make up rules for new games, and then change them to make the game fairer or more fun.' },
    },
    {
      title: 'Who Makes Laws?',
      young: 'In many countries, people vote for leaders. Those leaders make the laws. Judges decide what to do when someone breaks a law.',
      older: 'Lawmakers, such as a parliament or a congress, write and pass laws. Courts and judges decide what laws mean in real cases. If enough people think a law is unfair, they can work to change it.',
      funFact: { title: 'An old law code', text: 'One of the oldest written sets of laws, the Code of Hammurabi, was carved on a stone pillar almost four thousand years ago.' },
    },
  ],
  deeper: {
    title: 'The Rule of Law',
    content: 'The rule of law means everyone, including leaders, must follow the same laws, which are public and applied fairly by independent courts. Constitutions set out how laws are made and which rights no law may take away. The Code of Hammurabi, from ancient Babylon, listed laws and punishments carved in stone. The Magna Carta, agreed by King John of England in 1215, limited a ruler\'s power. Laws also change: the civil rights laws of the 1960s in the United States ended legal segregation.',
    funFact: { title: 'See the stone', text: 'The stone pillar with the Code of Hammurabi is kept at the Louvre museum in Paris.' },
  },
  glossary: [
    { term: 'Rule', say: 'ROOL', definition: 'Something a group agrees people should or should not do.' },
    { term: 'Law', say: 'LAW', definition: 'A rule for everyone in a town or country, made by its government.' },
    { term: 'Judge', say: 'JUJ', definition: 'A person who decides what the law means in a case.' },
    { term: 'Fair', say: 'FAIR', definition: 'Treating everyone in the right and equal way.' },
  ],
  tryIt: [{
    title: 'Family Rule Poster',
    description: 'Make three rules for your home.',
    steps: [
      'Sit with your family.',
      'Think of three rules that keep everyone safe and happy.',
      'Draw a picture for each rule.',
      'Hang your poster where everyone can see it.',
    ],
    note: 'Good rules are short and easy to remember.',
    bands: ['3-5'],
  }, {
    title: 'Invent a Game, Then Fix the Rules',
    description: 'See why rules matter.',
    steps: [
      'Make up a simple game with a ball or cards, with no rules at first.',
      'Play for two minutes. What goes wrong?',
      'Together, write three rules that make it safe and fair. Play again.',
      'Vote on one rule change. Did it make the game better?',
    ],
    note: 'This is how laws work too: people notice problems and agree on rules.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'Lines on a road', content: 'Laws are like the lines painted on a road: they show everyone where to go so nobody crashes.' },
  ],
  realWorld: [
    { title: 'Class rules', content: 'Many classes agree their rules together at the start of the year, a bit like a tiny government.' },
  ],
  engaging: [
    { question: 'What would happen if a game had no rules?', context: 'Think about taking turns and who wins.' },
    { question: 'Which rule would you change if you could?', context: 'Think about how to make it fairer.' },
  ],
  quiz: [
    {
      question: 'Why do we have rules?', right: 'To keep us safe and fair', wrong: ['To make us feel bored', 'So adults can always win'],
      skill: 'cause-effect', support: ['Rules help us stay safe', 'They keep us safe and help things be fair', 'Rules keep us safe and fair', 'protect people\'s safety and rights', 'Laws protect safety and rights'],
    },
    {
      question: 'What do we call big rules for a whole land?', right: 'Laws', wrong: ['Songs', 'Games'],
      skill: 'vocabulary', bands: ['3-5', '6-8'], support: ['Big rules for a whole land are called laws', 'Laws are rules for everyone'],
    },
    {
      question: 'Who makes laws in many countries?', right: 'Leaders the people choose', wrong: ['The fastest runner', 'Whoever shouts loudest'],
      skill: 'recall', bands: ['6-8', '9-12', '13+'], support: ['Laws are made by leaders that people choose', 'people elect lawmakers', 'elected legislatures pass laws', 'Leaders we choose make laws'],
    },
  ],
  sources: [
    {
      claim: 'Law is a system of rules made and enforced by a society\'s institutions: in a democracy, elected legislatures (a parliament or congress) pass laws, courts and judges interpret them, and police enforce them; laws set duties, protect rights, resolve disputes peacefully and limit the power of rulers (the rule of law, under constitutions). The Code of Hammurabi, from Babylon around 1754 BCE (almost four thousand years ago), carved on a stone pillar now kept at the Louvre museum in Paris, is one of the oldest known written law codes. The Magna Carta, agreed by King John of England in 1215, set the idea that even a king is under the law. The civil rights laws of the 1960s in the United States ended legal segregation.',
      title: 'Britannica: Law and Code of Hammurabi',
      url: 'https://www.britannica.com/topic/Code-of-Hammurabi',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: [
    'For 3-5, laws are "big rules for a whole land"; courts and lawmakers come from 6-8 up.',
  ],
  related: ['what-is-voting', 'martin-luther-king', 'say-sorry'],
  links: [britannica('law'), SITES.natGeoKids],
};

const voting: KidEntry = {
  id: 'what-is-voting',
  module: 'Cultural Awareness',
  question: 'What is voting?',
  title: 'What Is Voting?',
  blurb: 'How groups and countries make choices together, one person, one vote.',
  triggers: [['vote'], ['votes'], ['voting'], ['voted'], ['election*'], ['ballot*'], ['elect', 'president'], ['democracy']],
  quickAnswer: {
    '3-5': 'Voting is how a group picks together. Each person gets one vote. We count the votes. The choice with the most votes wins. That is fair!',
    '6-8': 'Voting is a fair way for a group to choose. Everyone gets one vote, and the choice with the most votes wins. A class can vote on a game. A country can vote for its leaders. This is called an election. In the United States, citizens can vote when they turn 18.',
    '9-12': 'Voting lets a group make a choice where every member has an equal say. Each citizen gets one vote. In a democracy, citizens vote in elections to choose leaders. Sometimes they vote on laws too. Votes are usually secret, so nobody can pressure you. The right to vote was won step by step. In the United States, women won it nationally in 1920. The voting age was lowered to 18 in 1971. In 1893, New Zealand became the first country where women could vote in national elections.',
    '13+': 'Voting is the way democracies turn individual preferences into collective decisions. Elections choose representatives; referendums decide questions directly. Key principles are one person, one vote, the secret ballot and free, fair competition. Who may vote has widened over time. New Zealand gave women the vote in 1893. The 19th Amendment in 1920 did so in the United States, and the Voting Rights Act of 1965 fought racial barriers. The 26th Amendment lowered the voting age to 18 in 1971. Voting systems differ: some use a simple majority, others rank choices.',
  },
  takeaways: {
    little: ['Voting is how a group picks.', 'Each person gets one vote.', 'The most votes wins.'],
    young: ['Voting is a fair way to choose.', 'Everyone gets one vote.', 'Countries vote for leaders in elections.'],
    older: ['In a democracy, citizens vote to choose leaders.', 'Votes are usually secret.', 'The right to vote was won step by step.'],
  },
  sections: [
    {
      title: 'Let\'s Vote!',
      little: 'Shall we play tag or ball? Hands up for tag! Hands up for ball! Count the hands. The most hands wins.',
      young: 'You can vote by raising hands or by writing your choice on paper. Then someone counts. The choice with the most votes wins, even if it was not your pick.',
      older: 'Groups vote by show of hands, paper ballots or machines. Fair counting matters: people from different sides often watch the count to make sure it is honest.',
      funFact: { title: 'Ballot', text: 'The word ballot comes from an Italian word for a little ball. Long ago, some people voted by dropping small balls into a box.' },
    },
    {
      title: 'Winning and Losing Kindly',
      little: 'Sometimes your choice wins. Sometimes it does not. That is OK! Next time may be your turn.',
      young: 'When your choice loses, it can feel sad. But voting is fair because everyone had a say. Good voters accept the result and try again next time.',
      older: 'Democracy depends on people accepting results they dislike and on winners respecting the rights of those who lost. Losers can campaign again at the next election.',
      funFact: { title: 'A tie!', text: 'Elections can end in a tie. Some places then break the tie by drawing a name or tossing a coin.' },
    },
    {
      title: 'Who Gets to Vote?',
      young: 'Long ago, only some people could vote. Many women and many Black people were not allowed. People worked hard to change that.',
      older: 'Voting was once limited to men, often only those who owned land. Campaigns for women\'s suffrage and civil rights widened the vote. Today most democracies let adult citizens vote, usually from age 18.',
      funFact: { title: 'A first', text: 'In 1893, New Zealand became the first country where women could vote in national elections.' },
    },
  ],
  deeper: {
    title: 'Systems, Secrecy and Suffrage',
    content: 'The secret ballot protects voters from bribes and threats. Different systems count votes in different ways. First-past-the-post gives a seat to whoever gets the most votes. Proportional systems share seats by each party\'s share of votes. Ranked-choice voting lets people number candidates in order. Suffrage, the right to vote, widened through long struggles. Examples include the 19th Amendment (1920) for women and the Voting Rights Act (1965) against racial barriers in the United States. The 26th Amendment (1971) lowered the voting age to 18.',
    funFact: { title: 'Mail and early voting', text: 'Many places let people vote by mail or on days before election day.' },
  },
  glossary: [
    { term: 'Vote', say: 'VOHT', definition: 'To make your choice, so it can be counted with everyone else\'s.' },
    { term: 'Election', say: 'ih-LEK-shun', definition: 'When people vote to choose leaders.' },
    { term: 'Ballot', say: 'BAL-ut', definition: 'The paper or screen where you mark your vote.' },
    { term: 'Democracy', say: 'dih-MOK-ruh-see', definition: 'Rule by the people, who vote for leaders or laws.' },
  ],
  tryIt: [{
    title: 'Snack Vote',
    description: 'Vote as a family.',
    steps: [
      'Pick two snacks with a grown-up.',
      'Everyone closes their eyes.',
      'Raise a hand for your choice.',
      'Count the hands. Which one won?',
    ],
    note: 'Cheer for the winner, even if it was not your pick!',
    bands: ['3-5'],
  }, {
    title: 'Run a Secret Ballot',
    description: 'Hold a real secret vote at home or in class.',
    steps: [
      'Choose a question with two or three choices, like a film for movie night.',
      'Make paper ballots and a box with a slot.',
      'Everyone marks a ballot in private and drops it in.',
      'Two people count together. Then try ranking the choices 1, 2, 3: does the winner change?',
    ],
    note: 'Counting with two people helps keep it honest.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A group compass', content: 'Voting is like a compass for a group: it points the way most people want to go.' },
  ],
  realWorld: [
    { title: 'Student councils', content: 'Many schools hold elections for a student council, where students vote for classmates to speak for them.' },
  ],
  engaging: [
    { question: 'What would you like to vote on at home?', context: 'Think about games, meals or outings.' },
    { question: 'Why should votes be secret?', context: 'Think about feeling free to choose.' },
  ],
  quiz: [
    {
      question: 'How many votes does each person get?', right: 'One vote', wrong: ['Ten votes', 'No votes'],
      skill: 'recall', support: ['Each person gets one vote', 'Everyone gets one vote', 'one person, one vote', 'Each citizen gets one vote'],
    },
    {
      question: 'Which choice wins a vote?', right: 'The one with the most votes', wrong: ['The one picked first', 'The one the loudest person likes'],
      skill: 'recall', bands: ['3-5', '6-8'], support: ['The choice with the most votes wins', 'The most votes wins', 'the choice with the most votes wins'],
    },
    {
      question: 'What is it called when a country votes for leaders?', right: 'An election', wrong: ['A parade', 'A holiday'],
      skill: 'vocabulary', bands: ['6-8', '9-12', '13+'], support: ['This is called an election', 'vote in elections', 'Elections choose representatives'],
    },
  ],
  sources: [
    {
      claim: 'In the United States, citizens can vote in federal elections when they turn 18; the 26th Amendment lowered the voting age to 18 in 1971; the 19th Amendment (1920) protected women\'s right to vote nationally; the Voting Rights Act of 1965 fought racial barriers to voting for Black citizens.',
      title: 'USA.gov: Who can and cannot vote',
      url: 'https://www.usa.gov/who-can-vote',
      read: READ,
      authority: 'governing-body',
    },
    {
      claim: 'In 1893 New Zealand became the first self-governing country in which women could vote in national (parliamentary) elections. Suffrage, the right to vote, was once limited to men, often landowners, and widened through campaigns for women\'s suffrage and civil rights; most democracies now let adult citizens vote. Elections choose representatives and referendums decide questions; principles include one person, one vote and the secret ballot; systems include first-past-the-post, proportional representation and ranked-choice voting. The word ballot comes from the Italian ballotta, a little ball used in voting. Ties are sometimes broken by drawing lots or tossing a coin; many places allow voting by mail or early voting.',
      title: 'Britannica: Suffrage and Election (political science)',
      url: 'https://www.britannica.com/topic/suffrage',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: [
    'For 3-5, voting is "how a group picks together" and the winner is "the choice with the most votes"; other voting systems appear from 13+.',
  ],
  related: ['rules-and-laws', 'ancient-greeks', 'martin-luther-king'],
  links: [britannica('voting'), SITES.smithsonian],
};

const flags: KidEntry = {
  id: 'country-flags',
  module: 'Cultural Awareness',
  question: 'Why do countries have flags?',
  title: 'Why Do Countries Have Flags?',
  blurb: 'Flags are symbols: their colours and shapes tell a country\'s story.',
  triggers: [['flag'], ['flags'], ['vexillolog*'], ['half', 'mast'], ['half', 'staff'], ['stars', 'stripes']],
  quickAnswer: {
    '3-5': 'A flag is a special cloth with colours and shapes. Each country has its own flag. It shows where you are from. People wave flags at games and parties!',
    '6-8': 'A flag is a symbol, a picture that stands for something. Each country has its own flag, and its colours and shapes often tell a story. Flags fly on buildings and ships to show what country they belong to. At sports games, fans wave their flag to cheer. Flags help people feel they belong together.',
    '9-12': 'Flags began as signals on battlefields and ships, showing which side was which from far away. Today every country has a national flag as a symbol of its people and history. The colours and shapes often have meanings. The flag of the United States has 50 stars for its 50 states and 13 stripes for the first 13 colonies. Ships still fly flags to show which country they are registered in. The study of flags is called vexillology.',
    '13+': 'Flags are symbols that identify a group and express shared identity. Cloth banners were used in ancient armies, and flags became vital at sea, where ships needed to be recognised from afar. National flags spread in the 1700s and 1800s as nation-states formed. Designs often encode history: colours for ideals or landscapes, crosses and crescents for faith, stars for states. Flags also carry rules of respect, such as flying them at half-mast in mourning. Nepal\'s flag, made of two stacked triangles, is the only national flag that is not a rectangle.',
  },
  takeaways: {
    little: ['Each country has its own flag.', 'A flag shows where you are from.', 'People wave flags to cheer.'],
    young: ['A flag is a symbol.', 'Its colours and shapes tell a story.', 'Flags help people feel they belong.'],
    older: ['Flags began as signals in battle and at sea.', 'Flag designs often show a country\'s history.', 'The study of flags is called vexillology.'],
  },
  sections: [
    {
      title: 'Colours and Shapes',
      little: 'Flags have bright colours. Some have stars. Some have stripes. Some have a sun or a leaf!',
      young: 'Flags use bright colours that are easy to see from far away. Many have stripes, stars, crosses or a picture. Canada\'s flag has a red maple leaf.',
      older: 'Good flags are simple enough to recognise when flapping in the wind. Colours often stand for ideas, such as courage, peace or the land. Symbols like stars, crosses, crescents and suns carry history or faith.',
      funFact: { title: 'A leaf flag', text: 'Canada\'s flag shows a red maple leaf, a symbol of the country.' },
    },
    {
      title: 'Where You See Flags',
      little: 'You see flags on tall poles. You see them on boats. You see them at big games.',
      young: 'Flags fly over schools and town halls. Ships fly flags to show where they come from. At the Olympics, athletes walk in behind their country\'s flag.',
      older: 'Ships fly the flag of the country where they are registered. Embassies fly their country\'s flag abroad. At international events, flags show who is taking part.',
      funFact: { title: 'Square flags', text: 'Switzerland and Vatican City have square flags.' },
    },
    {
      title: 'Flags With Stories',
      young: 'The flag of the United States has 50 stars, one for each state. It also has 13 stripes for the first 13 colonies.',
      older: 'Many flags record history. The 50 stars of the United States flag stand for its states, and the 13 stripes for the original colonies. Denmark\'s red flag with a white cross is one of the oldest national flags still in use.',
      funFact: { title: 'Not a rectangle', text: 'Nepal\'s flag is made of two triangles, one on top of the other.' },
    },
  ],
  deeper: {
    title: 'Symbols, Identity and Respect',
    content: 'A flag is a compact symbol that can stand for a whole nation. That is why people treat flags with care, and why flag designs can be argued over. Countries set rules for their flag\'s proportions, colours and use. Lowering a flag to half-mast shows mourning. Flags also exist for regions, cities, organisations and movements. The Olympic flag\'s five rings stand for athletes coming together from around the world. Vexillologists study flag history and design.',
    funFact: { title: 'Denmark\'s flag', text: 'Denmark\'s flag, the Dannebrog, is often called the oldest national flag still in use.' },
  },
  glossary: [
    { term: 'Flag', say: 'FLAG', definition: 'A piece of cloth with colours and shapes that stands for a country or group.' },
    { term: 'Symbol', say: 'SIM-bul', definition: 'A picture or sign that stands for something else.' },
    { term: 'Nation', say: 'NAY-shun', definition: 'A country and its people.' },
    { term: 'Vexillology', say: 'vek-sih-LOL-uh-jee', definition: 'The study of flags.' },
  ],
  tryIt: [{
    title: 'My Family Flag',
    description: 'Make a flag for your family.',
    steps: [
      'Get paper and crayons.',
      'Pick two colours you love.',
      'Draw a shape that shows your family: a heart, a sun, a pet.',
      'Tape it to a stick and wave it!',
    ],
    note: 'Tell a grown-up what your colours mean.',
    bands: ['3-5'],
  }, {
    title: 'Design a Flag That Works',
    description: 'Use flag designers\' rules.',
    steps: [
      'Design a flag for your school, club or family.',
      'Keep it simple: a child should be able to draw it from memory.',
      'Use two or three colours, and give each a meaning.',
      'Draw it small, the size of a stamp. Can you still tell what it is?',
    ],
    note: 'Simple flags are easier to see when they flap in the wind.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A team shirt', content: 'A flag is like a team shirt for a whole country: one look tells you who it stands for.' },
  ],
  realWorld: [
    { title: 'Flags at sea', content: 'Big cargo ships still fly flags, so other ships and ports know which country they belong to.' },
  ],
  engaging: [
    { question: 'What would you put on a flag for your town?', context: 'Think about what makes your town special.' },
    { question: 'Why do you think flags use so few colours?', context: 'Think about seeing a flag from far away.' },
  ],
  quiz: [
    {
      question: 'What does a country\'s flag show?', right: 'Where people are from', wrong: ['What the weather is', 'What time it is'],
      skill: 'recall', support: ['It shows where you are from', 'A flag shows where you are from', 'show what country they belong to', 'symbol of its people', 'identify a group'],
    },
    {
      question: 'What do people do with flags at games?', right: 'Wave them to cheer', wrong: ['Eat them for lunch', 'Sleep under them'],
      skill: 'recall', bands: ['3-5'], support: ['People wave flags at games and parties', 'People wave flags to cheer'],
    },
    {
      question: 'What is a symbol?', right: 'A sign that stands for something', wrong: ['A loud kind of metal drum', 'A type of boat with sails'],
      skill: 'vocabulary', bands: ['6-8', '9-12', '13+'], support: ['a picture that stands for something', 'A picture or sign that stands for something else', 'A flag is a symbol'],
    },
    {
      question: 'Why did ships fly flags?', right: 'To show where they were from', wrong: ['To catch more fish', 'To keep the rain off'],
      skill: 'cause-effect', bands: ['6-8', '9-12', '13+'], support: ['Ships fly flags to show where they come from', 'Ships still fly flags to show which country', 'ships needed to be recognised'],
    },
  ],
  sources: [
    {
      claim: 'Flags are symbols identifying a group and expressing shared identity; cloth banners were used by ancient armies and flags became vital at sea so ships could be recognised, and ships fly the flag of the country where they are registered; national flags spread in the 1700s and 1800s; designs use colours, crosses, crescents, stars and suns with meanings; flags are flown at half-mast in mourning; embassies fly their country\'s flag; the study of flags is vexillology. Nepal\'s flag, two stacked triangles, is the only national flag that is not a rectangle; Switzerland and Vatican City have square flags; Denmark\'s flag, the Dannebrog (red with a white cross), is often called the oldest national flag still in use. Canada\'s flag shows a red maple leaf. The Olympic flag\'s five rings stand for athletes from around the world; at the Olympics, athletes parade behind their country\'s flag.',
      title: 'Britannica: Flag',
      url: 'https://www.britannica.com/topic/flag-heraldry',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'The flag of the United States has 50 stars, one for each of the 50 states, and 13 stripes for the 13 original colonies.',
      title: 'USA.gov: The U.S. flag',
      url: 'https://www.usa.gov/flag',
      read: READ,
      authority: 'governing-body',
    },
  ],
  simplifications: [
    'For 3-5, a flag is "a special cloth with colours and shapes" that "shows where you are from".',
  ],
  related: ['olympics-begin', 'world-languages', 'greetings-world'],
  links: [britannica('flag'), SITES.natGeoKids],
};

const families: KidEntry = {
  id: 'different-families',
  module: 'Cultural Awareness',
  question: 'Why are families different?',
  title: 'Why Are Families Different?',
  blurb: 'All kinds of families, and what makes a family a family: love and care.',
  triggers: [['different', 'famil*'], ['kind*', 'famil*'], ['famil*', 'different'], ['famil*', 'same'], ['two', 'moms'], ['two', 'mums'], ['two', 'dads'], ['two', 'mommies'], ['two', 'daddies'], ['stepfamil*'], ['step', 'famil*'], ['blended', 'famil*'], ['stepmom'], ['stepdad'], ['adopt*'], ['foster'], ['what', 'is', 'a', 'family'], ['single', 'parent'], ['one', 'parent']],
  quickAnswer: {
    '3-5': 'Families come in lots of kinds. Some have a mom and a dad. Some have two moms or two dads. Some have one grown-up. Some have grandmas. What makes a family? Love and care!',
    '6-8': 'Every family is different. Some children live with a mom and a dad. Some live with one parent, two moms or two dads, or with grandparents. Some children are adopted or live with a foster family. Some families are big, and some are small. What makes a family is people who love and care for each other.',
    '9-12': 'Families are different because people\'s lives are different. A family might have two parents, one parent, two mums or two dads, step-parents and step-siblings, grandparents, or adoptive or foster parents. Some children live in two homes. Families also differ in size, language, culture and beliefs. Doctors who care for children say what matters most is not a family\'s shape. It is warm, steady care.',
    '13+': 'There is no single "normal" family. Households include married and unmarried parents, single parents, same-sex parents, blended families, multigenerational homes, kinship carers, and adoptive and foster families. Family shapes change over time through births, separations, new partners and deaths, and vary with culture. Paediatricians stress that children do well in many family structures. What matters most is stable, loving relationships and support. Respecting every family helps every child feel they belong.',
  },
  takeaways: {
    little: ['Families come in lots of kinds.', 'Big or small, a family is a family.', 'Families love and care.'],
    young: ['Every family is different.', 'A family can be big or small.', 'Love and care make a family.'],
    older: ['Families have many shapes.', 'Family shapes change over time.', 'Warm, steady care matters most.'],
  },
  sections: [
    {
      title: 'All Kinds of Families',
      little: 'Mia lives with her mom. Sam lives with two dads. Lee lives with Grandma. Ava has lots of cousins at home. They are all families!',
      young: 'Some families have one child, some have many. Some have a mom and dad, some have one parent, two moms or two dads. Some live with grandparents, aunts or uncles. Some children are adopted. All of these are real families.',
      older: 'Family structures include single-parent, two-parent, same-sex-parent, blended and multigenerational families. Some children are raised by relatives, and some by adoptive or foster parents. Every one of these is a real family.',
      funFact: { title: 'Families of choice', text: 'Some people call very close friends "family" too, because they care for each other like family.' },
    },
    {
      title: 'What Makes a Family?',
      little: 'A family gives hugs. A family helps you. A family keeps you safe. That is what matters most.',
      young: 'A family is not about how many people there are, or who they are. It is about people who love you, take care of you and help you grow.',
      older: 'Children\'s doctors point out that children thrive in many family types. Warmth, safety, steady routines and people who stay are what help a child grow.',
      funFact: { title: 'Many words', text: 'Many languages have special words for grandparents, aunts and cousins, because these family members matter so much.' },
    },
    {
      title: 'Being Kind About Families',
      young: 'Friends might have families that look different from yours. That is OK! Ask kindly if you are curious, and never tease. Every child should feel proud of their family.',
      older: 'Questions like "Where is your real mom?" can hurt. Kinder questions are "Who is in your family?" or "What do you like doing together?". Respect helps everyone feel they belong.',
      funFact: { title: 'Family days', text: 'Many schools hold family days where every kind of family is welcome.' },
    },
  ],
  deeper: {
    title: 'Families, Change and Belonging',
    content: 'Family structure is shaped by culture, law, economics and personal choice. In many places more children now live in single-parent, blended or multigenerational homes than a few decades ago. Adoption and foster care give children safe, permanent or temporary homes. Research summarised by paediatric groups finds that children\'s wellbeing depends mainly on relationships, stability and resources, not on family type. Schools and books that show many kinds of families help all children feel seen.',
    funFact: { title: 'Family trees grow', text: 'A family tree can include step-relatives, adoptive relatives and the people who raised you.' },
  },
  glossary: [
    { term: 'Family', say: 'FAM-uh-lee', definition: 'People who love and care for each other, often living together.' },
    { term: 'Adopted', say: 'uh-DOP-tid', definition: 'Becoming part of a family for always, by law and by love.' },
    { term: 'Foster family', say: 'FOS-ter FAM-uh-lee', definition: 'A family who cares for a child for a while, when the child needs a safe home.' },
    { term: 'Stepfamily', say: 'STEP-fam-uh-lee', definition: 'A family made when a parent marries or lives with a new partner.' },
  ],
  tryIt: [{
    title: 'Draw My Family',
    description: 'Draw the people who love you.',
    steps: [
      'Get paper and crayons.',
      'Draw everyone in your family. Pets too!',
      'Draw a big heart around them.',
      'Tell a grown-up one thing you love to do together.',
    ],
    note: 'Every family picture is different, and every one is great.',
    bands: ['3-5'],
  }, {
    title: 'Family Tree of Care',
    description: 'Map the people who care for you.',
    steps: [
      'Draw a tree. On the trunk, write your name.',
      'On the branches, write the people who care for you: family, relatives, close friends.',
      'Next to each, write one way they help you.',
      'Share it with someone and talk about how families are different.',
    ],
    note: 'Your tree can include anyone who cares for you.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A garden', content: 'Families are like gardens: each grows different plants, but all of them need care, water and sunshine.' },
  ],
  realWorld: [
    { title: 'Books about families', content: 'Libraries have picture books that show many kinds of families, so every child can find one like theirs.' },
  ],
  engaging: [
    { question: 'What do you love doing with your family?', context: 'Think about games, meals or stories.' },
    { question: 'How can you be kind to a friend whose family is different?', context: 'Think about kind questions.' },
  ],
  quiz: [
    {
      question: 'What makes a family?', right: 'Love and care', wrong: ['Having the same shoes', 'Living in a big house'],
      skill: 'recall', support: ['What makes a family? Love and care', 'Love and care make a family', 'people who love and care for each other', 'warm, steady care', 'Warm, steady care matters most'],
    },
    {
      question: 'Are all families the same?', right: 'No, families are different', wrong: ['Yes, all are just the same', 'Yes, all have one mom and dad'],
      skill: 'inference', support: ['Families come in lots of kinds', 'Every family is different', 'Families are different', 'There is no single "normal" family', 'Families have many shapes'],
    },
    {
      question: 'What is a kind thing to do about a friend\'s family?', right: 'Ask kindly and never tease', wrong: ['Laugh at how it looks', 'Say it is not a family'],
      skill: 'inference', bands: ['6-8', '9-12'], support: ['Ask kindly if you are curious, and never tease', 'Kinder questions are'],
    },
  ],
  sources: [
    {
      claim: 'Families come in many types: two-parent, single-parent, same-sex-parent (two mums or two dads), blended families with step-parents and step-siblings, grandparents raising grandchildren and other multigenerational or relative (kinship) families, adoptive and foster families, and children living in two homes. Paediatricians (children\'s doctors) stress that children thrive in many family structures; warm, stable, loving relationships, safety and support matter most, not family type.',
      title: 'HealthyChildren.org (American Academy of Pediatrics): Types of Families',
      url: 'https://www.healthychildren.org/English/family-life/family-dynamics/types-of-families/Pages/default.aspx',
      read: READ,
      authority: 'public-health',
    },
  ],
  simplifications: [
    'For 3-5, the example children (Mia, Sam, Lee, Ava) are made up to show different families; no real people are named.',
  ],
  related: ['skin-colour', 'birthdays', 'make-friends'],
  links: [SITES.healthyChildren, SITES.natGeoKids],
};

const firefighters: KidEntry = {
  id: 'firefighters',
  module: 'Cultural Awareness',
  question: 'What do firefighters do?',
  title: 'What Do Firefighters Do?',
  blurb: 'Firefighters put out fires, rescue people and teach us how to stay safe.',
  triggers: [['firefighter*'], ['fire', 'fighter*'], ['fireman'], ['firemen'], ['firewoman'], ['fire', 'truck*'], ['fire', 'engine*'], ['fire', 'station*'], ['fire', 'department']],
  quickAnswer: {
    '3-5': 'Firefighters are helpers. They put out fires with water. They help people who are stuck or hurt. They wear big coats and masks. If you see one, they are there to help you!',
    '6-8': 'Firefighters put out fires with water and foam. But that is only part of their job. They rescue people from cars, floods and high places. They help people who are sick or hurt. They also visit schools to teach fire safety. Their special gear keeps them safe from heat and smoke.',
    '9-12': 'Firefighters respond to emergencies that put people, property or nature at risk. They put out fires. They rescue people from crashes and floods, and they handle dangerous spills. Many are also trained to give emergency medical care. In fact, medical calls are a big part of their work. Between calls, they check equipment, train and teach fire safety. Their gear includes a helmet, a heavy coat, boots and an air tank. Smoke is very dangerous to breathe.',
    '13+': 'Firefighting is emergency work: fire suppression, rescue, hazardous materials response and, often, emergency medical services. Crews train constantly and maintain equipment. Many departments run long shifts, with firefighters living at the station while on duty. Prevention matters as much as response. Firefighters inspect buildings, promote smoke alarms and teach home escape plans. Wildland firefighters use different tactics, such as cutting firebreaks. Their breathing apparatus supplies clean air, because smoke contains toxic gases.',
  },
  takeaways: {
    little: ['Firefighters are helpers.', 'They put out fires.', 'If you see one, they are there to help.'],
    young: ['Firefighters put out fires.', 'They rescue people and help the hurt.', 'They teach fire safety.'],
    older: ['Firefighters respond to many kinds of emergencies.', 'Many give emergency medical care.', 'Preventing fires is part of the job.'],
  },
  sections: [
    {
      title: 'Big Trucks and Special Gear',
      little: 'Fire trucks are big and red. They have long hoses and tall ladders. Firefighters wear helmets, coats and boots.',
      young: 'Fire engines carry water, hoses and tools. Ladder trucks reach high windows. Firefighters wear thick coats, helmets and masks with air tanks, so they can breathe in smoke.',
      older: 'An engine pumps water through hoses. A ladder truck carries long ladders and rescue tools. Protective gear resists heat, and a self-contained breathing apparatus gives clean air in thick smoke.',
      funFact: { title: 'Darth Vader sounds', text: 'A firefighter\'s mask makes loud breathing sounds. It can sound strange, but it is just a helper breathing clean air.' },
    },
    {
      title: 'Don\'t Hide, Get Out',
      little: 'If there is a fire, get out fast. Do not hide. Go to your meeting place. A firefighter may come to help you.',
      young: 'In a fire, get out fast and stay out. Never hide under a bed or in a closet. Firefighters in masks may look scary, but they are there to save you.',
      older: 'Fire safety groups teach: get out, stay out, and call the emergency number from outside. Crawl low under smoke, where the air is cleaner. Never go back in for toys or pets. Firefighters are trained to search for anyone inside.',
      funFact: { title: 'Smoke alarms', text: 'Smoke alarms beep loudly to warn you early. Grown-ups test them to make sure they work.' },
    },
    {
      title: 'More Than Fires',
      young: 'Firefighters also help at car crashes and floods. They help people who are sick or hurt. And they visit schools to teach fire safety.',
      older: 'Many fire departments answer more medical calls than fire calls. Firefighters also rescue people trapped in cars, water or high places, and deal with gas leaks and chemical spills.',
      funFact: { title: 'Living at the station', text: 'Many firefighters stay at the fire station for long shifts, cooking and sleeping there between calls.' },
    },
  ],
  deeper: {
    title: 'Prevention, Training and Wildland Fire',
    content: 'Modern fire services focus on prevention as much as response. They promote working smoke alarms, home escape plans and safe building codes. Firefighters train in fire behaviour, rescue, first aid and handling hazardous materials. Wildland firefighters battle fires in forests and grasslands using firebreaks, water drops from aircraft and controlled burns. Many communities rely on volunteer firefighters. The job is physically demanding and dangerous, so teamwork and training are vital.',
    funFact: { title: 'Firebreaks', text: 'Wildland firefighters clear strips of land with nothing to burn, called firebreaks, to stop a fire spreading.' },
  },
  glossary: [
    { term: 'Firefighter', say: 'FIRE-fy-ter', definition: 'A person whose job is to put out fires and rescue people.' },
    { term: 'Hose', say: 'HOZE', definition: 'A long tube that carries water.' },
    { term: 'Smoke alarm', say: 'SMOHK uh-LARM', definition: 'A device that beeps loudly when it senses smoke.' },
    { term: 'Rescue', say: 'RES-kyoo', definition: 'To save someone from danger.' },
  ],
  tryIt: [{
    title: 'Firefighter Helper Play',
    description: 'Practise what to do, the safe way.',
    steps: [
      'Pretend with a grown-up: the smoke alarm beeps!',
      'Walk quickly to the door with your grown-up.',
      'Go to your family meeting place outside.',
      'Wave to a pretend firefighter. They are helpers!',
    ],
    note: 'This is practice only. Never play with real fire, matches or lighters.',
    bands: ['3-5'],
  }, {
    title: 'Make a Home Escape Plan',
    description: 'Plan two ways out, like fire safety experts teach.',
    steps: [
      'With a grown-up, draw a map of your home.',
      'Mark two ways out of every room, such as a door and a window.',
      'Choose a meeting place outside, like a tree or a mailbox.',
      'Practise the plan together, and ask your grown-up to test the smoke alarms.',
    ],
    note: 'Grown-ups handle smoke alarms. Never play with matches or lighters.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'Community guardians', content: 'Firefighters are like guardians on call for a whole town, ready day and night.' },
  ],
  realWorld: [
    { title: 'Station visits', content: 'Many fire stations hold open days where families can see the trucks and meet firefighters.' },
  ],
  engaging: [
    { question: 'Where is your family\'s meeting place?', context: 'Pick a spot outside with a grown-up.' },
    { question: 'Why do firefighters wear masks?', context: 'Think about smoke and clean air.' },
  ],
  quiz: [
    {
      question: 'What do firefighters do?', right: 'Put out fires and help people', wrong: ['Start fires just for fun', 'Fix broken phones and TVs'],
      skill: 'recall', support: ['They put out fires with water', 'Firefighters put out fires', 'They put out fires', 'Firefighting is emergency work'],
    },
    {
      question: 'What should you do if there is a fire?', right: 'Get out fast and stay out', wrong: ['Hide under the bed', 'Go back in for toys'],
      skill: 'recall', support: ['get out fast', 'In a fire, get out fast and stay out', 'get out, stay out'],
    },
    {
      question: 'Why do firefighters wear masks with air tanks?', right: 'Smoke is dangerous to breathe', wrong: ['To look like superheroes', 'To keep their faces warm'],
      skill: 'cause-effect', bands: ['6-8', '9-12', '13+'], support: ['so they can breathe in smoke', 'smoke is very dangerous to breathe', 'supplies clean air, because smoke contains toxic gases'],
    },
  ],
  sources: [
    {
      claim: 'Firefighters control and put out fires and respond to emergencies in which life, property or the environment is at risk: rescues from vehicle crashes, floods and high places, hazardous materials incidents and emergency medical calls, which in many departments outnumber fire calls; many are trained as emergency medical technicians. Between calls they maintain equipment, train, inspect buildings and teach fire safety. They wear protective gear (helmet, coat, boots) and self-contained breathing apparatus (air tanks), because smoke contains toxic gases. Many work long shifts, living and sleeping at the fire station; wildland firefighters clear firebreaks and use aircraft water drops and controlled burns; many communities rely on volunteer firefighters.',
      title: 'U.S. Bureau of Labor Statistics, Occupational Outlook Handbook: Firefighters',
      url: 'https://www.bls.gov/ooh/protective-service/firefighters.htm',
      read: READ,
      authority: 'governing-body',
    },
    {
      claim: 'Fire safety guidance for families: install and test smoke alarms; make a home escape plan with two ways out of every room and an outside meeting place; in a fire, get out, stay out and call the emergency number from outside; crawl low under smoke; never go back inside; children should not hide from firefighters, whose masks and breathing sounds can seem scary.',
      title: 'U.S. Fire Administration (FEMA): Fire safety for children and home escape planning',
      url: 'https://www.usfa.fema.gov/prevention/',
      read: READ,
      authority: 'governing-body',
      asOf: '2026-11',
    },
  ],
  simplifications: [
    'For 3-5, safety is "get out fast, do not hide, go to your meeting place"; calling for help is a grown-up\'s job in this lesson.',
  ],
  related: ['what-doctors-do', 'rules-and-laws', 'thunder-lightning'],
  links: [britannica('firefighting'), SITES.kidsHealth],
};

const doctors: KidEntry = {
  id: 'what-doctors-do',
  module: 'Cultural Awareness',
  question: 'What does a doctor do?',
  title: 'What Does a Doctor Do?',
  blurb: 'Doctors help keep us healthy, find out what is wrong and help us get better.',
  triggers: [['doctor', 'do'], ['doctors', 'do'], ['what', 'doctor'], ['doctor', 'job'], ['become', 'doctor'], ['pediatrician'], ['paediatrician'], ['checkup'], ['check', 'up', 'doctor'], ['stethoscope'], ['why', 'go', 'doctor'], ['doctor', 'visit']],
  quickAnswer: {
    '3-5': 'A doctor helps you stay well. A doctor helps you get better when you are sick. They listen to your heart. They look in your ears. You can tell them how you feel.',
    '6-8': 'Doctors help people stay healthy and get better when they are sick or hurt. At a check-up, a doctor sees how you are growing. They listen to your heart and lungs and look in your ears and throat. They ask how you feel, so tell them! A doctor for children is called a pediatrician.',
    '9-12': 'Doctors, also called physicians, find out what is making someone unwell. Then they decide how to treat it. They also help people stay healthy. Check-ups track growth, give vaccines and catch problems early. Doctors ask questions, examine the body and sometimes order tests, such as X-rays. Some are family doctors or pediatricians. Others are specialists, such as heart doctors or surgeons. In the United States, becoming a doctor takes four years of medical school after college, then years of hospital training.',
    '13+': 'Physicians diagnose and treat illness and injury and work to prevent disease. Diagnosis combines a patient\'s history, a physical examination and tests such as blood work and imaging. Primary care doctors, including pediatricians and family physicians, provide check-ups, vaccinations and ongoing care. Specialists focus on one area, and surgeons operate. In the United States, training means a bachelor\'s degree, four years of medical school and then a residency of several years. Doctors work with nurses, pharmacists and many others as a team.',
  },
  takeaways: {
    little: ['Doctors help you stay well.', 'They help you get better.', 'You can tell them how you feel.'],
    young: ['Doctors help people stay healthy.', 'A check-up shows how you are growing.', 'A children\'s doctor is a pediatrician.'],
    older: ['Doctors find out what is wrong and treat it.', 'Check-ups help prevent illness.', 'Becoming a doctor takes many years of training.'],
  },
  sections: [
    {
      title: 'At a Check-Up',
      little: 'The doctor checks how tall you are. They listen to your heart. Thump, thump! They look in your ears and mouth.',
      young: 'At a check-up, you are measured and weighed. The doctor listens to your heart and lungs with a stethoscope. They look in your ears with a small light. It does not hurt.',
      older: 'Regular check-ups track growth and development and give vaccines on schedule. A stethoscope lets the doctor hear the heart and lungs, and an otoscope lights up the ear canal. Doctors also ask about sleep, food and feelings.',
      funFact: { title: 'Listen in', text: 'A stethoscope carries the sound of your heartbeat up tubes to the doctor\'s ears.' },
    },
    {
      title: 'Feeling Nervous Is OK',
      little: 'Going to the doctor can feel a bit scary. That is OK. Hold a grown-up\'s hand. Bring a toy to hug.',
      young: 'Lots of kids feel nervous at the doctor. You can bring a toy, hold a grown-up\'s hand and ask questions. Doctors want you to feel safe.',
      older: 'Feeling nervous is normal. It helps to know what will happen, to ask questions and to say if something feels uncomfortable. Your grown-up stays with you.',
      funFact: { title: 'Ask away', text: 'Doctors like questions. Asking what a tool is for is a great way to learn.' },
    },
    {
      title: 'Many Kinds of Doctors',
      young: 'Some doctors care for children. Some care for hearts, eyes or bones. Surgeons fix things inside the body during an operation.',
      older: 'After general training, doctors can specialise: pediatrics, family medicine, cardiology for hearts, ophthalmology for eyes, surgery and many more. Nurses, pharmacists and therapists are part of the care team too.',
      funFact: { title: 'Tooth doctors', text: 'Dentists are doctors for teeth and gums.' },
    },
  ],
  deeper: {
    title: 'Diagnosis, Prevention and Training',
    content: 'Diagnosis is like detective work: the doctor gathers a history, examines the patient and chooses tests, then weighs which explanations fit. Treatment may be advice, medicine, therapy or surgery, chosen together with the patient. Prevention, such as vaccines, screening and healthy habits, avoids many illnesses. Medical training is long: in the United States, four years of medical school follow college, and residency lasts several more years. Doctors must keep learning throughout their careers as medicine changes.',
    funFact: { title: 'An ancient promise', text: 'For centuries, new doctors have made promises to care for patients honestly and do no harm.' },
  },
  glossary: [
    { term: 'Doctor', say: 'DOK-ter', definition: 'A person trained to keep people healthy and help them get better.' },
    { term: 'Pediatrician', say: 'pee-dee-uh-TRISH-un', definition: 'A doctor who cares for babies, children and teens.' },
    { term: 'Stethoscope', say: 'STETH-uh-skope', definition: 'A tool for listening to the heart and lungs.' },
    { term: 'Check-up', say: 'CHEK-up', definition: 'A visit to see if you are healthy and growing well.' },
  ],
  tryIt: [{
    title: 'Teddy Check-Up',
    description: 'Play doctor with a teddy.',
    steps: [
      'Get a teddy and a grown-up.',
      'Listen to teddy\'s heart. Thump, thump!',
      'Look in teddy\'s ears.',
      'Ask teddy, "How do you feel today?"',
    ],
    note: 'A toy doctor kit or a paper-cup "stethoscope" is perfect.',
    bands: ['3-5'],
  }, {
    title: 'Hear Your Heartbeat',
    description: 'Make a simple listening tube.',
    steps: [
      'Roll a piece of card into a tube.',
      'With a grown-up, hold one end gently on their chest and put your ear to the other end.',
      'Listen for the heartbeat. Count the beats for 15 seconds.',
      'Write down three questions you could ask at your next check-up.',
    ],
    note: 'This is just for listening. Health questions are for a doctor to answer.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A body detective', content: 'A doctor is like a detective for the body: they ask questions, look for clues and work out what is going on.' },
  ],
  realWorld: [
    { title: 'Check-ups through the years', content: 'Children have regular check-ups as they grow, so doctors can see they are healthy.' },
  ],
  engaging: [
    { question: 'What would you like to ask your doctor?', context: 'Think about your body or how the tools work.' },
    { question: 'What helps you feel brave at the doctor?', context: 'Think about toys, hands to hold or knowing what happens.' },
  ],
  quiz: [
    {
      question: 'What does a doctor do?', right: 'Helps people stay well and get better', wrong: ['Fixes broken cars and bikes', 'Builds tall houses and roads'],
      skill: 'recall', support: ['A doctor helps you stay well', 'Doctors help people stay healthy', 'help people stay healthy', 'diagnose and treat illness'],
    },
    {
      question: 'What does a doctor use to hear your heart?', right: 'A stethoscope', wrong: ['A telescope', 'A microphone'],
      skill: 'vocabulary', bands: ['6-8', '9-12', '13+'], support: ['with a stethoscope', 'A stethoscope lets the doctor hear', 'A tool for listening to the heart and lungs'],
    },
    {
      question: 'What can you tell the doctor?', right: 'How you feel', wrong: ['What you ate last year', 'Your favourite colour only'],
      skill: 'recall', bands: ['3-5', '6-8'], support: ['You can tell them how you feel', 'They ask how you feel, so tell them'],
    },
  ],
  sources: [
    {
      claim: 'Physicians (doctors) diagnose and treat illness and injury and help prevent disease; they take patient histories, perform examinations and order tests such as blood tests and X-rays (imaging). Types include family physicians, pediatricians (children\'s doctors) and specialists such as cardiologists and ophthalmologists, and surgeons operate. In the United States, physicians typically need a bachelor\'s degree (college), four years of medical school and then internship and residency of several years; they work with nurses, pharmacists and other team members.',
      title: 'U.S. Bureau of Labor Statistics, Occupational Outlook Handbook: Physicians and Surgeons',
      url: 'https://www.bls.gov/ooh/healthcare/physicians-and-surgeons.htm',
      read: READ,
      authority: 'governing-body',
    },
    {
      claim: 'Well-child visits (check-ups) track growth and development, give vaccines on schedule, and let pediatricians ask about sleep, eating and feelings; the pediatrician listens to the heart and lungs with a stethoscope and examines the ears with an otoscope; it is normal for children to feel nervous, and parents can prepare them and stay with them.',
      title: 'HealthyChildren.org (American Academy of Pediatrics): Well-child care',
      url: 'https://www.healthychildren.org/English/family-life/health-management/Pages/Well-Child-Care-A-Check-Up-for-Success.aspx',
      read: READ,
      authority: 'public-health',
    },
  ],
  simplifications: [
    'For 3-5, the doctor "helps you stay well and get better"; tests and specialists come from 9-12 up.',
  ],
  related: ['firefighters', 'heart-beat', 'wash-hands'],
  links: [SITES.kidsHealth, SITES.healthyChildren],
};

const kingsQueens: KidEntry = {
  id: 'kings-and-queens',
  module: 'Cultural Awareness',
  question: 'What is a king or a queen?',
  title: 'What Is a King or a Queen?',
  blurb: 'Monarchs long ago and today: crowns, kingdoms and who really makes the laws.',
  triggers: [['king'], ['queen'], ['kings'], ['queens'], ['monarch*'], ['royal'], ['royals'], ['royalty'], ['prince'], ['princess'], ['throne'], ['kingdom']],
  quickAnswer: {
    '3-5': 'A king or a queen is the head of a country. They may wear a crown on special days. Often, when a king or queen gets old, their child takes over. Some countries still have one today!',
    '6-8': 'A king or a queen is called a monarch. A monarch is the head of a country called a kingdom. Usually the job passes down in a family, from parent to child. Long ago, many kings and queens made all the rules. Today, most kings and queens do not make the laws. Leaders chosen by the people do that.',
    '9-12': 'A king or queen is called a monarch. A monarch is a head of state who usually takes over the job from a family member. Long ago, many monarchs had almost total power. They made laws, led armies and judged people. Over time, most countries with monarchs changed. Now the king or queen has mostly a ceremonial role, and an elected parliament makes the laws. This is called a constitutional monarchy. The United Kingdom, Japan and Spain work this way. Many other countries have no monarch at all.',
    '13+': 'Monarchy is rule by one head of state who usually holds the job for life and inherits it. In an absolute monarchy, the ruler holds real power, and a few of these remain. Most monarchies today are constitutional. The monarch is a symbol of the nation who opens parliament and greets leaders from abroad. Elected governments make the laws. Examples include the United Kingdom, Japan, Spain and the Scandinavian kingdoms. Many countries ended their monarchies and became republics with elected presidents.',
  },
  takeaways: {
    little: ['A king or queen is the head of a country.', 'They may wear a crown.', 'Often their child takes over.'],
    young: ['A king or queen is called a monarch.', 'The job usually passes down in a family.', 'Today, most do not make the laws.'],
    older: ['Monarchs usually inherit their role.', 'Most monarchies today are constitutional.', 'Elected parliaments make the laws there.'],
  },
  sections: [
    {
      title: 'Crowns and Castles',
      little: 'Kings and queens may live in big homes called palaces. On special days they wear a crown. People wave and cheer.',
      young: 'Kings and queens often live in palaces. They wear crowns for big events, like the day they start their job. That special day is called a coronation.',
      older: 'A coronation is the event that marks the start of a new monarch\'s reign. Crowns, thrones and palaces are symbols of the job. Many royal palaces are now open to visitors.',
      funFact: { title: 'Heavy crowns', text: 'Some royal crowns are covered in gems and are so heavy they are worn only for a short time.' },
    },
    {
      title: 'Passing It Down',
      little: 'A king\'s child is a prince or a princess. One day, one of them may be the new king or queen.',
      young: 'The children of a king or queen are princes and princesses. When a monarch dies or steps down, the next person in the family becomes king or queen.',
      older: 'Rules of succession decide who is next. In many monarchies today, the eldest child is next in line, whether a boy or a girl. That rule is quite new.',
      funFact: { title: 'A long reign', text: 'Queen Elizabeth II was queen of the United Kingdom for 70 years, longer than any British monarch before her.' },
    },
    {
      title: 'Then and Now',
      young: 'Long ago, many kings and queens made all the rules and led armies. Today, in most countries with a king or queen, people vote for leaders who make the laws.',
      older: 'Over hundreds of years, parliaments, new laws and revolutions took power away from kings and queens. Today a monarch in many countries opens parliament, greets visitors and stands for the nation. Elected leaders run the government.',
      funFact: { title: 'Emperor of Japan', text: 'Japan\'s monarch is called an emperor, and Japan\'s royal family is one of the oldest in the world.' },
    },
  ],
  deeper: {
    title: 'Absolute, Constitutional and Republican',
    content: 'Monarchs once claimed authority from God or tradition and ruled with few limits. Documents like the Magna Carta in 1215 began to limit royal power in England. After the Glorious Revolution of 1688, Parliament became supreme there. Revolutions in France, Russia and elsewhere replaced monarchies with republics. Today a few absolute monarchies remain, such as Saudi Arabia. Most monarchies, including the United Kingdom, Japan, Spain, Norway and Sweden, are constitutional. In 2022, Charles III became king of the United Kingdom after the death of Elizabeth II.',
    funFact: { title: 'Kingdom', text: 'A country ruled by a king or queen is called a kingdom, even when the ruler is a queen.' },
  },
  glossary: [
    { term: 'Monarch', say: 'MON-ark', definition: 'A king, queen or emperor who is head of a country.' },
    { term: 'Crown', say: 'KROWN', definition: 'A special headpiece worn by a king or queen.' },
    { term: 'Kingdom', say: 'KING-dum', definition: 'A country ruled by a king or queen.' },
    { term: 'Parliament', say: 'PAR-luh-ment', definition: 'A group of people chosen to make a country\'s laws.' },
  ],
  tryIt: [{
    title: 'Make a Crown',
    description: 'Make a crown for a kind king or queen.',
    steps: [
      'Get a strip of card with a grown-up.',
      'Draw points along the top.',
      'Colour it and add shiny stickers.',
      'Wear it and make one kind rule for your family!',
    ],
    note: 'A grown-up can do the cutting.',
    bands: ['3-5'],
  }, {
    title: 'Monarch or President?',
    description: 'Compare two ways to run a country.',
    steps: [
      'Make two columns: country with a monarch, country with an elected president.',
      'For each, write how the head of state is chosen and how long they serve.',
      'Add who makes the laws in each.',
      'Talk about it: what are the good and hard parts of each way?',
    ],
    note: 'Many countries mix ideas: a monarch as a symbol and elected leaders who govern.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A team captain for show', content: 'A constitutional monarch is a bit like an honorary team captain: they lead the parade, but the coach and players decide the plays.' },
  ],
  realWorld: [
    { title: 'Palaces to visit', content: 'Many royal palaces and castles are open to visitors, so you can see thrones and crowns up close.' },
  ],
  engaging: [
    { question: 'If you were a kind king or queen, what would you do first?', context: 'Think about how to help people.' },
    { question: 'Is it fair that the job passes down in a family?', context: 'Think about voting for leaders instead.' },
  ],
  quiz: [
    {
      question: 'What does a king or queen often wear on special days?', right: 'A crown', wrong: ['A swimming cap', 'A football helmet'],
      skill: 'recall', support: ['They may wear a crown on special days', 'They may wear a crown', 'They wear crowns for big events', 'Crowns, thrones and palaces are symbols'],
    },
    {
      question: 'How does someone usually become king or queen?', right: 'It passes down in a family', wrong: ['They win a running race', 'They find a crown in a shop'],
      skill: 'recall', support: ['their child takes over', 'passes down in a family', 'inherits the role', 'passes it on by inheritance', 'Monarchs usually inherit their role'],
    },
    {
      question: 'Who makes the laws in most kingdoms today?', right: 'Leaders chosen by the people', wrong: ['The king all by himself', 'The royal dog'],
      skill: 'recall', bands: ['6-8', '9-12', '13+'], support: ['Leaders chosen by the people do that', 'an elected parliament makes the laws', 'Elected governments make the laws', 'Elected parliaments make the laws there'],
    },
  ],
  sources: [
    {
      claim: 'Monarchy is rule by a single head of state (king, queen or emperor; a monarch, who once claimed authority from God or tradition) who usually holds the position for life and inherits it; a country ruled by one is a kingdom; children of monarchs are princes and princesses; a coronation marks a new reign and crowns, thrones and palaces are royal symbols. In absolute monarchies the ruler holds real power, and a few remain, such as Saudi Arabia; most surviving monarchies are constitutional monarchies where the monarch has a mostly ceremonial role and an elected parliament makes the laws, as in the United Kingdom, Japan (whose monarch is an emperor, from one of the oldest royal families in the world), Spain, Norway and Sweden (the Scandinavian kingdoms). The Magna Carta of 1215 and the Glorious Revolution of 1688 limited royal power in England; revolutions in France, Russia and elsewhere replaced monarchies with republics with elected presidents. Many monarchies changed succession rules in recent decades so the eldest child inherits regardless of sex.',
      title: 'Britannica: Monarchy',
      url: 'https://www.britannica.com/topic/monarchy',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Queen Elizabeth II reigned over the United Kingdom for 70 years (1952-2022), the longest reign of any British monarch; on her death in 2022, Charles III became king. Some crowns, such as the Imperial State Crown, are set with thousands of gems and are heavy.',
      title: 'The Royal Family (royal.uk): Queen Elizabeth II and King Charles III',
      url: 'https://www.royal.uk/',
      read: READ,
      authority: 'governing-body',
    },
  ],
  simplifications: [
    'For 3-5, "when a king or queen gets old, their child takes over" stands for inheritance on death or abdication.',
  ],
  related: ['castles', 'cleopatra', 'rules-and-laws'],
  links: [britannica('monarchy'), SITES.natGeoKids],
};

const diwali: KidEntry = {
  id: 'diwali',
  module: 'Cultural Awareness',
  question: 'What is Diwali?',
  title: 'What Is Diwali?',
  blurb: 'The festival of lights, with lamps, rangoli, sweets and family.',
  triggers: [['diwali'], ['deepavali'], ['divali'], ['diwali', 'celebrat*'], ['diya'], ['diyas'], ['rangoli']],
  quickAnswer: {
    '3-5': 'Diwali is a festival of lights. Families light little lamps. They make bright patterns on the floor. They share sweets and wear new clothes. It is a happy time!',
    '6-8': 'Diwali is a festival of lights. Hindus, Sikhs and Jains keep it, in India and around the world. It comes in October or November. Families light small clay lamps called diyas. They make bright patterns on the floor. They share sweets and visit friends. For many, Diwali is about light winning over darkness, and good winning over bad.',
    '9-12': 'Diwali, or Deepavali, means "row of lights". It is one of the biggest festivals in India. Hindus, Sikhs, Jains and some Buddhists celebrate it all over the world. It lasts about five days in October or November. Its dates are set by the moon. Families clean and decorate their homes, light diyas and make rangoli. Many Hindus remember the god Rama coming home after defeating the demon king Ravana. Many also honour Lakshmi, the goddess of wealth and good fortune.',
    '13+': 'Diwali (from Sanskrit dipavali, "row of lights") falls in the Hindu month of Kartika, in October or November, and usually lasts five days. Its central night is a new moon. Meanings vary by region and faith. Many Hindus recall Rama\'s return to Ayodhya and honour Lakshmi. Jains mark the nirvana of Mahavira, and Sikhs celebrate Bandi Chhor Divas, the release of Guru Hargobind from prison. Shared customs include lamps, rangoli, new clothes, gifts, sweets and fireworks. The festival\'s common theme is the victory of light over darkness.',
  },
  takeaways: {
    little: ['Diwali is a festival of lights.', 'Families light little lamps.', 'They share sweets and fun.'],
    young: ['Diwali is a festival of lights.', 'Families light diyas and make rangoli.', 'It celebrates light winning over darkness.'],
    older: ['Diwali means "row of lights".', 'Hindus, Sikhs, Jains and some Buddhists celebrate it.', 'Its theme is light over darkness and good over evil.'],
  },
  sections: [
    {
      title: 'Lamps and Lights',
      little: 'At Diwali, homes glow. Families light small lamps made of clay. They put them by doors and windows.',
      young: 'Diyas are small clay lamps with a little flame. Families put rows of them by doors, windows and steps. Strings of lights and lanterns shine too.',
      older: 'Rows of diyas, oil lamps with cotton wicks, line doorways, windows and rooftops. In many places, electric lights, lanterns and fireworks add to the glow. Light stands for knowledge and goodness driving out darkness.',
      funFact: { title: 'Row of lights', text: 'The name Diwali comes from Deepavali, which means "row of lights".' },
    },
    {
      title: 'Rangoli and Sweets',
      little: 'People make bright patterns on the floor. They use coloured powder or petals. Then they share yummy sweets!',
      young: 'Rangoli are bright patterns made on the floor by the door. People make them with coloured powder, rice or petals. Families share sweets with friends and next-door neighbours.',
      older: 'Rangoli designs, often flowers and circles, welcome guests and good fortune. Families prepare sweets called mithai and exchange gifts. Many people wear new clothes and visit relatives.',
      funFact: { title: 'Patterns by the door', text: 'Rangoli are often made at the front door, to welcome visitors.' },
    },
    {
      title: 'Stories of Diwali',
      young: 'Many Hindus tell the story of Prince Rama coming home after beating an evil king. People lit lamps to welcome him. Sikhs and Jains have their own Diwali stories too.',
      older: 'In the Ramayana, Rama returns to Ayodhya after defeating Ravana, and people light lamps to guide him home. Jains remember Mahavira, and Sikhs remember Guru Hargobind\'s release from prison.',
      funFact: { title: 'A holiday in many places', text: 'Diwali is celebrated around the world, and some cities hold big public Diwali festivals.' },
    },
  ],
  deeper: {
    title: 'One Festival, Many Meanings',
    content: 'Diwali follows the Hindu lunisolar calendar. Its main night is the new moon of Kartika, so its date on the common calendar changes each year. Across its five days, many families clean their homes, buy something new, honour Lakshmi, remember Rama\'s homecoming and celebrate the bond between brothers and sisters. In some regions the festival marks a new year. For Jains it marks Mahavira\'s nirvana. Sikhs celebrate Bandi Chhor Divas. The shared image of lamps in darkness unites these traditions.',
    funFact: { title: 'A new year', text: 'In some parts of India, the day after Diwali is a new year for businesses and families.' },
  },
  glossary: [
    { term: 'Festival', say: 'FES-tih-vul', definition: 'A big celebration, often with music, food and lights.' },
    { term: 'Diya', say: 'DEE-yah', definition: 'A small clay lamp lit at Diwali.' },
    { term: 'Rangoli', say: 'rung-GOH-lee', definition: 'A colourful pattern made on the floor with powder, rice or petals.' },
    { term: 'Hindu', say: 'HIN-doo', definition: 'A person who follows Hinduism, a religion that began in India.' },
  ],
  tryIt: [{
    title: 'Paper Diya',
    description: 'Make a lamp with no flame.',
    steps: [
      'Get some clay dough or a paper cup with a grown-up.',
      'Shape it into a little bowl.',
      'Paint it with bright colours.',
      'Add a paper flame, yellow and orange!',
    ],
    note: 'Real lamps have fire: only grown-ups light them.',
    bands: ['3-5'],
  }, {
    title: 'Make a Rangoli',
    description: 'Design a symmetrical rangoli.',
    steps: [
      'Draw a circle on paper or outside with chalk on a path.',
      'Divide it into four or eight equal parts.',
      'Draw the same pattern of petals and dots in every part.',
      'Colour it with chalk, coloured rice or paper shapes.',
    ],
    note: 'Lamps and fireworks are for grown-ups only: this rangoli needs no flame.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'Lighting up the dark', content: 'Diwali lamps are like switching on lights in a dark room: everything feels safer and brighter.' },
  ],
  realWorld: [
    { title: 'Diwali near you', content: 'Many towns and schools now hold Diwali events, with music, dance, food and rangoli for everyone.' },
  ],
  engaging: [
    { question: 'What does light mean to you?', context: 'Think about how a lamp feels on a dark night.' },
    { question: 'How does your family celebrate special days?', context: 'Think about food, lights and visits.' },
  ],
  quiz: [
    {
      question: 'What is Diwali called?', right: 'A festival of lights', wrong: ['A festival of snow', 'A festival of kites only'],
      skill: 'recall', support: ['Diwali is a festival of lights', 'means "row of lights"', 'Diwali means "row of lights"'],
    },
    {
      question: 'What do families light at Diwali?', right: 'Small clay lamps', wrong: ['Big bonfires only', 'Birthday candles only'],
      skill: 'recall', support: ['Families light little lamps', 'small clay lamps called diyas', 'Families light small lamps made of clay', 'light diyas', 'Rows of diyas'],
    },
    {
      question: 'What does Diwali celebrate for many people?', right: 'Light winning over darkness', wrong: ['The first snow of winter', 'The end of the school year'],
      skill: 'inference', bands: ['6-8', '9-12', '13+'], support: ['light winning over darkness', 'victory of light over darkness', 'light over darkness'],
    },
  ],
  sources: [
    {
      claim: 'Diwali (Deepavali, Divali; from Sanskrit dipavali, "row of lights") is a festival of lights celebrated by Hindus (followers of Hinduism, a religion that began in India), Sikhs, Jains and some Buddhists in India and around the world. It falls in the Hindu month of Kartika (October or November), usually lasts five days, and its central night is a new moon, so dates are set by the lunisolar calendar. Many Hindus recall the return of Rama (Prince Rama) to Ayodhya after defeating the demon king Ravana, told in the Ramayana, and honour Lakshmi, goddess of wealth and good fortune; Jains mark the nirvana of Mahavira; Sikhs celebrate Bandi Chhor Divas, the release of Guru Hargobind from prison. Customs include cleaning homes, lighting clay oil lamps (diyas), rangoli patterns of coloured powder, rice or petals, new clothes, gifts, sweets (mithai), visiting relatives and fireworks; the theme is the victory of light over darkness and good over evil. In some regions Diwali marks a new year.',
      title: 'Britannica: Diwali (Hindu festival)',
      url: 'https://www.britannica.com/topic/Diwali-Hindu-festival',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: [
    'Each tradition is described by a few of its best-known customs; families celebrate in many ways.',
  ],
  related: ['holidays-world', 'lunar-new-year', 'world-foods'],
  links: [britannica('Diwali'), SITES.natGeoKids],
};

const lunarNewYear: KidEntry = {
  id: 'lunar-new-year',
  module: 'Cultural Awareness',
  question: 'What is Lunar New Year?',
  title: 'What Is Lunar New Year?',
  blurb: 'A new year set by the moon, with family feasts, red envelopes and lion dances.',
  triggers: [['lunar', 'new', 'year'], ['chinese', 'new', 'year'], ['spring', 'festival'], ['red', 'envelope*'], ['lion', 'dance'], ['dragon', 'dance'], ['chinese', 'zodiac'], ['year', 'of', 'the'], ['tet'], ['seollal']],
  quickAnswer: {
    '3-5': 'Lunar New Year is a big party for a new year. Families eat a big meal together. They hang red lights. Kids get red gifts. Lions dance in the street!',
    '6-8': 'Lunar New Year is a new year that follows the moon. It comes in January or February. It is a big holiday in China, Korea and lots of other lands. Families clean their homes and share a big dinner. Children get red envelopes with money inside. People watch lion and dragon dances. They hang red things for good luck.',
    '9-12': 'Lunar New Year begins on a new moon between late January and mid February. In China it is called the Spring Festival. In Vietnam it is called Tết, and in Korea it is Seollal. It is a time for families to get together. Before it begins, families clean their homes to sweep away bad luck. On the night before the new year, they share a reunion dinner. Red is everywhere, because it stands for luck. In China, celebrations last about fifteen days and end with the Lantern Festival.',
    '13+': 'Lunar New Year follows a lunisolar calendar, beginning with the new moon that falls between January 21 and February 20. It is celebrated across East and Southeast Asia and by communities worldwide. In China it is the most important holiday, the Spring Festival. Customs include cleaning the home and a reunion dinner on the eve of the new year. There are red decorations, red envelopes of money for children, firecrackers, and lion and dragon dances. Each year is linked to one of twelve animals in the Chinese zodiac. In China, the festivities close with the Lantern Festival on the fifteenth day.',
  },
  takeaways: {
    little: ['Lunar New Year is a big party.', 'Families eat a big meal.', 'Red means good luck.'],
    young: ['It is a new year that follows the moon.', 'Families clean, share dinner and give red envelopes.', 'Red stands for good luck.'],
    older: ['It starts on a new moon in January or February.', 'Family reunion is at its heart.', 'Each year has one of twelve zodiac animals.'],
  },
  sections: [
    {
      title: 'A Family Feast',
      little: 'Families come home for a big dinner. They eat dumplings, fish and noodles. They talk and laugh together.',
      young: 'On the night before the new year, families gather for a big dinner. Foods often have lucky meanings. In China, dumplings look like old coins, so they stand for wealth.',
      older: 'The reunion dinner on the eve of the new year is the most important meal of the year for many families. Many people travel long distances to be home for it. Dishes carry wishes: fish for plenty, long noodles for long life.',
      funFact: { title: 'A huge trip home', text: 'So many people travel home for the Spring Festival that it is called the world\'s largest yearly human migration.' },
    },
    {
      title: 'Red for Luck',
      little: 'Red is the lucky colour! There are red lanterns and red paper. Kids get red envelopes with a gift inside.',
      young: 'Homes are decorated with red lanterns and red paper with good wishes. Children get red envelopes with money inside, for luck in the new year.',
      older: 'Red stands for good fortune and joy. Couplets with wishes for the year are hung by doors. Elders give red envelopes of money to children, and people greet each other with wishes for health and wealth.',
      funFact: { title: 'Sweep before, not after', text: 'Families clean before the new year, and some do not sweep on the first day of the year, so good luck is not swept away.' },
    },
    {
      title: 'Lions, Dragons and Animals',
      young: 'Dancers inside lion costumes leap to loud drums. Long dragons made of cloth wiggle down the street. Each year is named after an animal, like the rabbit or the dragon.',
      older: 'Lion and dragon dances, with drums and cymbals, are said to bring luck. The Chinese zodiac links each year to one of twelve animals, from the rat to the pig, in a repeating cycle.',
      funFact: { title: 'Twelve animals', text: 'The twelve zodiac animals are the rat, ox, tiger, rabbit, dragon, snake, horse, goat, monkey, rooster, dog and pig.' },
    },
  ],
  deeper: {
    title: 'Calendars and Many Celebrations',
    content: 'A lunisolar calendar counts months by the moon but adds an extra month in some years to stay near the seasons. That is why Lunar New Year moves between January 21 and February 20. It is not only a Chinese holiday. Vietnam celebrates Tết, Korea celebrates Seollal, and Mongolia and Tibet have their own new year festivals, each with its own customs. Chinese celebrations traditionally last fifteen days. They end with the Lantern Festival, when people hang lanterns and eat sweet rice balls.',
    funFact: { title: 'Lantern Festival', text: 'On the fifteenth day, families hang lanterns and eat sweet rice balls called tangyuan.' },
  },
  glossary: [
    { term: 'Lunar', say: 'LOO-ner', definition: 'To do with the moon.' },
    { term: 'Zodiac', say: 'ZOH-dee-ak', definition: 'A circle of twelve animals, one for each year in turn.' },
    { term: 'Reunion', say: 'ree-YOON-yun', definition: 'When family or friends come together again.' },
    { term: 'Lantern', say: 'LAN-tern', definition: 'A light inside a cover of paper, glass or cloth.' },
  ],
  tryIt: [{
    title: 'Red Envelope Wishes',
    description: 'Make a red envelope with a kind wish.',
    steps: [
      'Fold a piece of red paper into an envelope with a grown-up.',
      'Draw a gold star or a happy face on it.',
      'Put a drawing or a kind wish inside.',
      'Give it to someone you love!',
    ],
    note: 'The wish is the gift!',
    bands: ['3-5'],
  }, {
    title: 'Zodiac Animal Hunt',
    description: 'Find your zodiac animal and make a lantern.',
    steps: [
      'With a grown-up, use a library book or museum website to find the zodiac animal for the year you were born.',
      'Find the animals for your family members too.',
      'Fold a paper lantern and draw your animals on it.',
      'Hang it up and tell someone what the animals are said to be like.',
    ],
    note: 'A grown-up can help with cutting the lantern slits.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A giant family reunion', content: 'Lunar New Year is like every birthday and family gathering rolled into one big celebration.' },
  ],
  realWorld: [
    { title: 'Parades', content: 'Many cities around the world hold Lunar New Year parades with lion and dragon dances.' },
  ],
  engaging: [
    { question: 'What wish would you make for the new year?', context: 'Think about your family and friends.' },
    { question: 'Why do you think red stands for luck?', context: 'Think about bright, happy colours.' },
  ],
  quiz: [
    {
      question: 'Which colour means good luck at Lunar New Year?', right: 'Red', wrong: ['Grey', 'Brown'],
      skill: 'recall', support: ['Red is the lucky colour', 'Red means good luck', 'Red stands for good luck', 'Red is everywhere, because it stands for luck', 'Red stands for good fortune'],
    },
    {
      question: 'What do children often get?', right: 'Red envelopes', wrong: ['New shoes for school', 'A pet goldfish'],
      skill: 'recall', support: ['Kids get red envelopes', 'Children get red envelopes', 'red envelopes of money', 'Kids get red gifts', 'give red envelopes'],
    },
    {
      question: 'What sets the date of Lunar New Year?', right: 'The moon', wrong: ['The first snowfall', 'The longest day'],
      skill: 'recall', bands: ['6-8', '9-12', '13+'], support: ['a new year that follows the moon', 'begins on a new moon', 'beginning with the new moon', 'It starts on a new moon'],
    },
  ],
  sources: [
    {
      claim: 'Lunar New Year (Chinese New Year, the Spring Festival in China, Tết in Vietnam, Seollal in Korea; also celebrated in Mongolia, Tibet and across East and Southeast Asia and worldwide) follows a lunisolar calendar, beginning with the new moon that falls between January 21 and February 20 (January or February); the calendar adds an extra month in some years. It is China\'s most important holiday; festivities traditionally last fifteen days and end with the Lantern Festival, when people hang lanterns and eat sweet rice balls (tangyuan). Customs include cleaning the home before the new year to sweep away bad luck (and not sweeping on New Year\'s Day), a New Year\'s Eve reunion dinner (dumplings shaped like old coins for wealth, fish for plenty, long noodles for long life), red decorations and couplets, red envelopes of money for children, firecrackers, and lion and dragon dances with drums and cymbals. Red symbolises good fortune. Each year is linked to one of twelve animals of the Chinese zodiac: rat, ox, tiger, rabbit, dragon, snake, horse, goat, monkey, rooster, dog and pig. Travel home for the Spring Festival is often called the world\'s largest yearly human migration.',
      title: 'Britannica: Lunar New Year (Chinese New Year)',
      url: 'https://www.britannica.com/topic/Chinese-New-Year',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: [
    'For 3-5, lion dancers are "lions dance in the street"; red envelopes are "red gifts".',
  ],
  related: ['holidays-world', 'diwali', 'world-foods'],
  links: [britannica('Chinese New Year'), SITES.natGeoKids],
};

const ramadan: KidEntry = {
  id: 'ramadan',
  module: 'Cultural Awareness',
  question: 'What is Ramadan?',
  title: 'What Is Ramadan?',
  blurb: 'The Muslim month of fasting, prayer, giving and family meals, ending with Eid al-Fitr.',
  triggers: [['ramadan'], ['ramadhan'], ['ramzan'], ['iftar'], ['suhoor'], ['suhur'], ['eid', 'fitr'], ['muslim*', 'fast*'], ['why', 'muslim*', 'fast*']],
  quickAnswer: {
    '3-5': 'Ramadan is a special month. Muslims keep it. Many grown-ups do not eat in the day. When the sun goes down, families eat together. They pray and help others. At the end there is a big party. It is called Eid!',
    '6-8': 'Ramadan is a holy month for Muslims. In Ramadan, many Muslims fast. They do not eat or drink from dawn until sunset. Young children do not have to fast. After sunset, families share a meal called iftar. Muslims pray, read the Quran and give to people in need. When Ramadan ends, they celebrate Eid al-Fitr with prayers, food and gifts.',
    '9-12': 'Ramadan is the ninth month of the Islamic calendar. Muslims believe the Quran was first revealed to the Prophet Muhammad during this month. Fasting in Ramadan is one of the Five Pillars of Islam. Healthy adults go without food and drink from dawn to sunset. Children, and people who are ill, old or travelling, do not have to fast. Families eat a meal before dawn, called suhoor, and break the fast at sunset with iftar. The month ends with Eid al-Fitr.',
    '13+': 'Ramadan, the ninth month of the Islamic lunar calendar, commemorates the first revelation of the Quran to Muhammad. Fasting (sawm) from dawn to sunset is one of the Five Pillars of Islam. It is required of adult Muslims who are able, with exemptions for children, the ill, travellers, and pregnant or nursing women. Muslims describe the month as a time for self-discipline, prayer, reading the Quran, charity and community. Because the Islamic year is about 11 days shorter than the solar year, Ramadan moves earlier each year. It ends with Eid al-Fitr, the "festival of breaking the fast".',
  },
  takeaways: {
    little: ['Ramadan is a special month for Muslims.', 'Families eat together at sunset.', 'Eid is the party at the end.'],
    young: ['Many Muslims fast from dawn to sunset.', 'Families share iftar after sunset.', 'Ramadan ends with Eid al-Fitr.'],
    older: ['Fasting in Ramadan is one of the Five Pillars of Islam.', 'It is a month of prayer, charity and community.', 'Ramadan moves about 11 days earlier each year.'],
  },
  sections: [
    {
      title: 'Fasting and Sharing',
      little: 'In Ramadan, many grown-ups wait to eat until the sun goes down. Then the family eats together. Yum!',
      young: 'Fasting means going without food and drink for a time. In Ramadan, many Muslims fast in the daytime. Young children, and people who are sick, do not have to. Fasting helps people feel thankful and think of others who are hungry.',
      older: 'Muslims describe fasting as a way to grow closer to God, practise self-control and feel for people who are hungry. Many families wake before dawn to eat suhoor. Many break the fast at sunset with dates and water, then share iftar with family, friends or at the mosque.',
      funFact: { title: 'Dates first', text: 'Many Muslims break their fast with dates and water, following the example of the Prophet Muhammad.' },
    },
    {
      title: 'Prayer and Giving',
      little: 'In Ramadan, people pray. They give food and gifts to people who need help. Being kind is a big part of it.',
      young: 'Ramadan is a time for prayer and for reading the Quran, the holy book of Islam. Muslims give food and money to people in need. Many mosques hold special prayers at night.',
      older: 'Many Muslims aim to read the whole Quran during the month and attend extra night prayers called tarawih. Charity is central: before Eid, each household gives zakat al-fitr so that people in need can celebrate too.',
      funFact: { title: 'A night of power', text: 'Muslims believe the Quran was first revealed on a special night in the last ten days of Ramadan, called Laylat al-Qadr.' },
    },
    {
      title: 'Eid al-Fitr',
      young: 'When Ramadan ends, Muslims celebrate Eid al-Fitr. They pray, wear their best clothes and visit family. They eat special food and give gifts.',
      older: 'Eid al-Fitr begins with the sighting of the new crescent moon. The day starts with a special prayer, followed by visits, feasts, gifts and greetings such as "Eid Mubarak", meaning "blessed Eid".',
      funFact: { title: 'Watching for the moon', text: 'Ramadan starts and ends when the new crescent moon is seen, so many people watch the evening sky.' },
    },
  ],
  deeper: {
    title: 'A Lunar Month That Moves',
    content: 'The Islamic calendar has twelve lunar months of 29 or 30 days, so its year is about 11 days shorter than the solar year. Ramadan therefore moves through all the seasons over about 33 years. When it falls in summer in places far from the equator, fasting days are very long. Muslims around the world, a large and diverse community, keep the month in many local ways, with different foods and customs. Many families help children "practise" with a short fast, while Islamic teaching does not require fasting before puberty.',
    funFact: { title: 'Across the seasons', text: 'Over about 33 years, Ramadan moves through every season of the year.' },
  },
  glossary: [
    { term: 'Fast', say: 'FAST', definition: 'To go without food and drink for a time.' },
    { term: 'Muslim', say: 'MUZ-lim', definition: 'A person who follows the religion of Islam.' },
    { term: 'Iftar', say: 'if-TAR', definition: 'The meal at sunset that ends the day\'s fast.' },
    { term: 'Quran', say: 'kuh-RAHN', definition: 'The holy book of Islam.' },
    { term: 'Eid', say: 'EED', definition: 'A Muslim festival day, like Eid al-Fitr at the end of Ramadan.' },
  ],
  tryIt: [{
    title: 'Moon and Lantern Craft',
    description: 'Make a crescent moon and lantern.',
    steps: [
      'Draw a crescent moon on yellow paper.',
      'Draw a lantern with bright colours.',
      'A grown-up can help cut them out.',
      'Hang them up and say "Ramadan Mubarak"!',
    ],
    note: 'Ramadan Mubarak means "blessed Ramadan".',
    bands: ['3-5'],
  }, {
    title: 'Watch the Moon',
    description: 'Track the moon like people do for Ramadan.',
    steps: [
      'For two weeks, look at the moon each evening with a grown-up, or check a moon calendar.',
      'Draw its shape each night in a chart.',
      'Find the new crescent: a thin curve low in the western sky just after sunset.',
      'Count the days between two new moons. Is it about 29 or 30?',
    ],
    note: 'The new crescent is thin and near the horizon, so it can be hard to spot.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A month-long reset', content: 'Many Muslims describe Ramadan as a yearly reset: a time to slow down, be thankful and be kinder.' },
  ],
  realWorld: [
    { title: 'Iftar for all', content: 'Many mosques and communities hold free iftar meals, and neighbours of all faiths are often welcome.' },
  ],
  engaging: [
    { question: 'How could you help someone in need this month?', context: 'Giving is a big part of Ramadan.' },
    { question: 'What is your favourite meal to share with family?', context: 'Think about iftar and family dinners.' },
  ],
  quiz: [
    {
      question: 'When do families eat together in Ramadan?', right: 'At sunset', wrong: ['At noon', 'Only at breakfast'],
      skill: 'recall', support: ['families eat together', 'After sunset, families share a meal', 'break the fast at sunset', 'Families eat together at sunset'],
    },
    {
      question: 'What is the party at the end of Ramadan called?', right: 'Eid al-Fitr', wrong: ['Diwali', 'Hanukkah'],
      skill: 'recall', support: ['It is called Eid', 'they celebrate Eid al-Fitr', 'The month ends with Eid al-Fitr', 'It ends with Eid al-Fitr', 'Eid is the party at the end'],
    },
    {
      question: 'Do young children have to fast?', right: 'No, they do not have to', wrong: ['Yes, every single day', 'Yes, for the whole year'],
      skill: 'recall', bands: ['6-8', '9-12', '13+'], support: ['Young children do not have to fast', 'Children, and people who are ill', 'exemptions for children'],
    },
  ],
  sources: [
    {
      claim: 'Ramadan is the ninth month of the Islamic lunar calendar, in which Muslims believe the Quran (the holy book of Islam) was first revealed to the Prophet Muhammad, on Laylat al-Qadr in the last ten days. Fasting (sawm) from dawn to sunset, without food or drink, is one of the Five Pillars of Islam, required of adult Muslims who are able; children (before puberty), the ill, the old, travellers, and pregnant or nursing women are exempt. Muslims eat a pre-dawn meal (suhoor) and break the fast at sunset (iftar), often with dates and water following the example of the Prophet Muhammad. The month includes extra night prayers (tarawih) at the mosque, reading the whole Quran, charity and the zakat al-fitr given before Eid. The Islamic year of twelve lunar months of 29 or 30 days is about 11 days shorter than the solar year, so Ramadan moves earlier each year and passes through all seasons in about 33 years. Ramadan begins and ends with the sighting of the new crescent moon; it ends with Eid al-Fitr, the "festival of breaking the fast", with a special prayer, feasts, gifts and the greeting Eid Mubarak ("blessed Eid"); Ramadan Mubarak means "blessed Ramadan". Muslims describe the month as a time of self-discipline, closeness to God, prayer, charity and community.',
      title: 'Britannica: Ramadan (Islamic holy month)',
      url: 'https://www.britannica.com/topic/Ramadan',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: [
    'For 3-5, fasting is "many grown-ups do not eat or drink in the day".',
    'The lesson describes the month as Muslims describe it; customs vary between families and countries.',
  ],
  related: ['holidays-world', 'moon-phases', 'diwali'],
  links: [britannica('Ramadan'), SITES.natGeoKids],
};

const hanukkah: KidEntry = {
  id: 'hanukkah',
  module: 'Cultural Awareness',
  question: 'What is Hanukkah?',
  title: 'What Is Hanukkah?',
  blurb: 'The Jewish festival of lights: eight nights of candles, dreidels and latkes.',
  triggers: [['hanukkah'], ['chanukah'], ['hanukah'], ['chanukkah'], ['hannukah'], ['menorah'], ['dreidel'], ['latke*'], ['festival', 'of', 'lights', 'jewish']],
  quickAnswer: {
    '3-5': 'Hanukkah is a Jewish time of lights. It lasts eight nights. Each night, one more candle is lit. Families sing songs. They play a game with a spinning top. They eat yummy fried food!',
    '6-8': 'Hanukkah is a Jewish holiday. It lasts eight nights. Each night, families light one more candle on a menorah. Long ago, Jewish people won back their Temple, a holy place. This holiday helps them remember it. Families eat fried foods, like potato pancakes called latkes. Kids spin a top called a dreidel and play a game.',
    '9-12': 'Hanukkah is an eight-day Jewish festival. It usually falls in November or December. It remembers the Maccabees, a small Jewish army. More than two thousand years ago, they won back the Temple in Jerusalem from a Greek-Syrian king. The Temple was then made holy again. That is what Hanukkah means: dedication. A later story tells of a tiny jar of oil that kept the Temple lamp burning for eight days. So each night, families light one more candle on a menorah with nine branches.',
    '13+': 'Hanukkah, Hebrew for "dedication", begins on the 25th of the month of Kislev and lasts eight days. It commemorates the rededication of the Second Temple in Jerusalem in the 2nd century BCE. This followed the Maccabean revolt against the Seleucid king Antiochus IV, who had banned Jewish practice. The Talmud adds the story of one day\'s oil lasting eight days. The hanukkiah has eight branches plus a helper candle, the shamash. Customs include fried foods such as latkes and sufganiyot, the dreidel game and, in many families, gifts.',
  },
  takeaways: {
    little: ['Hanukkah is a Jewish festival of lights.', 'It lasts eight nights.', 'One more candle is lit each night.'],
    young: ['Hanukkah lasts eight nights.', 'Families light one more candle each night.', 'It remembers winning back the Temple.'],
    older: ['Hanukkah means "dedication".', 'It remembers the Temple being rededicated.', 'The oil story explains the eight nights of candles.'],
  },
  sections: [
    {
      title: 'Eight Nights of Lights',
      little: 'Families use a candle holder with lots of spots. On night one, one candle shines. Each night, one more. By the end, eight candles glow!',
      young: 'The menorah has nine branches. One candle, the helper, lights the others. On the first night, one candle is lit. Each night one more is added, until all eight shine.',
      older: 'The Hanukkah menorah, or hanukkiah, holds eight candles plus the shamash, the helper candle used to light them. Families often place it in a window so people outside can see the light.',
      funFact: { title: 'The helper candle', text: 'The helper candle is called the shamash, and it lights all the other candles.' },
    },
    {
      title: 'Latkes and Dreidels',
      little: 'Families eat crispy potato pancakes. Kids spin a little top called a dreidel. Where will it land?',
      young: 'Fried foods remind people of the oil story. Latkes are crispy potato pancakes. Kids spin a dreidel. It is a top with four Hebrew letters. They play for chocolate coins.',
      older: 'Fried foods recall the story of the oil. Many families eat latkes. In Israel, people love sufganiyot, which are jam doughnuts. The four Hebrew letters on a dreidel stand for "A great miracle happened there".',
      funFact: { title: 'Chocolate coins', text: 'Children often play dreidel for gelt, which means money, and is often chocolate coins.' },
    },
    {
      title: 'The Story',
      young: 'Long ago, a king would not let Jewish people live by their faith. A small group called the Maccabees fought back and won. They cleaned their Temple and made it holy again.',
      older: 'King Antiochus IV banned Jewish worship and used the Temple for other gods. The Maccabees, led by Judah Maccabee, won it back. They cleaned it, rebuilt the altar and made it holy again. That is how Hanukkah began.',
      funFact: { title: 'What the name means', text: 'The word Hanukkah means "dedication", for the day the Temple was made holy again.' },
    },
  ],
  deeper: {
    title: 'History, Story and Calendar',
    content: 'The Hebrew calendar is lunisolar, so Hanukkah begins on 25 Kislev but moves on the common calendar, usually falling between late November and late December. The books of the Maccabees record the revolt and rededication. The Talmud, written centuries later, tells of the single jar of pure oil that burned for eight days. Hanukkah is a minor holiday in Jewish religious law. It has grown in importance in some places, partly because it falls near Christmas. Its themes are religious freedom and bringing light into darkness.',
    funFact: { title: 'Many spellings', text: 'Hanukkah is also spelled Chanukah, because it comes from a Hebrew word and English has no exact letter for its first sound.' },
  },
  glossary: [
    { term: 'Jewish', say: 'JOO-ish', definition: 'To do with the Jewish people and their religion, Judaism.' },
    { term: 'Menorah', say: 'muh-NOR-uh', definition: 'A candle holder with many branches; the Hanukkah menorah has nine.' },
    { term: 'Dreidel', say: 'DRAY-dul', definition: 'A spinning top with four Hebrew letters, used in a Hanukkah game.' },
    { term: 'Latke', say: 'LOT-kuh', definition: 'A crispy potato pancake fried in oil.' },
    { term: 'Temple', say: 'TEM-pul', definition: 'A holy building for worship.' },
  ],
  tryIt: [{
    title: 'Count the Candles',
    description: 'Count up like the Hanukkah nights.',
    steps: [
      'Draw a menorah with nine spots on paper.',
      'On night one, stick on one paper flame.',
      'Each day, add one more paper flame.',
      'Count them: one, two, three… up to eight!',
    ],
    note: 'Use paper flames. Real candles are lit by grown-ups.',
    bands: ['3-5'],
  }, {
    title: 'How Many Candles in All?',
    description: 'A Hanukkah maths puzzle.',
    steps: [
      'Each night uses the helper candle plus one candle for each night so far.',
      'Work out how many candles are needed on night one, night two, and so on to night eight.',
      'Add them all up. (Hint: 2 + 3 + 4 + … + 9.)',
      'Check your answer: a box of Hanukkah candles usually holds 44.',
    ],
    note: 'Real candles and frying are for grown-ups.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'Growing light', content: 'Hanukkah candles are like light growing brighter each night, a reminder that a little light can push back a lot of darkness.' },
  ],
  realWorld: [
    { title: 'Public menorahs', content: 'In many cities, giant menorahs are lit in public squares during Hanukkah.' },
  ],
  engaging: [
    { question: 'Why do you think light is part of so many winter festivals?', context: 'Think about long, dark nights.' },
    { question: 'What does religious freedom mean?', context: 'Think about being free to follow your beliefs.' },
  ],
  quiz: [
    {
      question: 'How many nights does Hanukkah last?', right: 'Eight nights', wrong: ['One night', 'Thirty nights'],
      skill: 'recall', support: ['It lasts eight nights', 'lasts eight nights', 'eight-day Jewish festival', 'lasts eight days', 'Hanukkah lasts eight nights'],
    },
    {
      question: 'What happens each night of Hanukkah?', right: 'One more candle is lit', wrong: ['One candle is blown out', 'All the lights go off'],
      skill: 'recall', support: ['one more candle is lit', 'adding one more candle each night', 'light one more candle', 'Each night one more is added', 'Families light one more candle each night'],
    },
    {
      question: 'What is a latke?', right: 'A crispy potato pancake', wrong: ['A spinning top', 'A kind of candle'],
      skill: 'vocabulary', bands: ['6-8', '9-12', '13+'], support: ['potato pancakes called latkes', 'Latkes are crispy potato pancakes', 'A crispy potato pancake fried in oil'],
    },
  ],
  sources: [
    {
      claim: 'Hanukkah (Chanukah; Hebrew for "dedication") is a Jewish festival of lights lasting eight days (eight nights), beginning on the 25th of the month of Kislev (25 Kislev) in the lunisolar Hebrew calendar, usually in November or December (between late November and late December). It commemorates the rededication of the Second Temple in Jerusalem in the 2nd century BCE (164 BCE, more than two thousand years ago) after the Maccabees (the Maccabean revolt), led by Judah Maccabee, revolted against the Seleucid (Greek-Syrian) king Antiochus IV, who had banned Jewish practice and used the Temple for other gods. The Talmud tells of a single jar of oil, enough for one day, that burned for eight days; the books of the Maccabees record the revolt. The Hanukkah menorah (hanukkiah) has nine branches: eight candles plus the shamash, the helper candle, with one more candle lit each night, often placed in a window; a box of Hanukkah candles holds 44. Customs include foods fried in oil such as latkes (potato pancakes) and sufganiyot (jam doughnuts, popular in Israel), the dreidel, a spinning top whose four Hebrew letters stand for "A great miracle happened there", gelt (money, often chocolate coins) and gifts. Hanukkah is a minor holiday in Jewish religious law whose importance grew in some places partly because it falls near Christmas; public menorahs are lit in many cities. Judaism is the religion of the Jewish people.',
      title: 'Britannica: Hanukkah (Judaism)',
      url: 'https://www.britannica.com/topic/Hanukkah',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: [
    'For 6-8, the Seleucid king is "a king who would not let Jewish people follow their religion"; the revolt is told without battles below 9.',
  ],
  related: ['holidays-world', 'diwali', 'ramadan'],
  links: [britannica('Hanukkah'), SITES.natGeoKids],
};

const continents: KidEntry = {
  id: 'continents',
  module: 'Cultural Awareness',
  question: 'What are continents?',
  title: 'What Are Continents?',
  blurb: 'The seven great areas of land on Earth, and how they drifted apart.',
  triggers: [['continent'], ['continents'], ['contenent*'], ['pangaea'], ['pangea'], ['supercontinent*'], ['seven', 'continent*']],
  quickAnswer: {
    '3-5': 'A continent is a huge piece of land. Many people count seven. Asia is the biggest one. Each has lots of lands, animals and people. Big seas are in between.',
    '6-8': 'A continent is a very big area of land. Most people count seven. Asia is the biggest, and Australia is the smallest. Oceans lie between most of them. Each has its own animals, plants and places. Antarctica is so cold that no one lives there all year.',
    '9-12': 'Continents are Earth\'s largest pieces of land. Most English speakers learn seven, from huge Asia to icy Antarctica. Some places count fewer. For example, they join North and South America. Continents ride on huge plates of rock that move very slowly. About 300 million years ago, all the land was joined in one supercontinent called Pangaea. It later broke apart. The pieces drifted into the continents we know.',
    '13+': 'A continent is one of Earth\'s largest land masses, together with its continental shelf. How many there are is partly a matter of convention. The seven-continent model is common in English-speaking countries, while other traditions count six or five, joining the Americas or Europe and Asia. Continents sit on tectonic plates that move a few centimetres a year. Pangaea, a supercontinent, formed about 300 million years ago and began breaking up about 200 million years ago. The Atlantic Ocean is still widening.',
  },
  takeaways: {
    little: ['Continents are huge pieces of land.', 'Many people count seven.', 'Oceans are in between.'],
    young: ['Most people count seven continents.', 'Asia is the biggest, Australia the smallest.', 'No one lives in Antarctica all year.'],
    older: ['Continents are Earth\'s largest land masses.', 'How many you count is partly a choice.', 'Continents drift on moving plates.'],
  },
  sections: [
    {
      title: 'Seven Big Lands',
      little: 'Many people count seven big lands. We live on one of them! Some are hot. One is all ice. Can you find yours on a map?',
      young: 'Asia has the most land and the most people. Africa comes next. Europe is small but has lots of countries. Australia is a country too. Antarctica is all ice.',
      older: 'Asia is the largest continent by both area and population, followed by Africa. Europe is one of the smallest but holds many countries. Australia is both a country and a continent. Antarctica is nearly all ice sheet.',
      funFact: { title: 'Icy land', text: 'Antarctica has no towns. Scientists live there for a while at research stations.' },
    },
    {
      title: 'Lands That Move',
      little: 'Long, long ago, all the land was stuck together. Then it broke into pieces. The pieces moved very, very slowly.',
      young: 'Long ago, all the land was joined in one giant land called Pangaea. Over millions of years, it broke apart. The pieces slowly moved to where they are now.',
      older: 'Plates of Earth\'s crust move a few centimetres a year, about as fast as fingernails grow. Over hundreds of millions of years, that adds up to whole oceans opening and closing. Matching rocks and fossils on different continents show they were once joined.',
      funFact: { title: 'Puzzle pieces', text: 'The coasts of South America and Africa fit together a bit like puzzle pieces.' },
    },
    {
      title: 'Counting Continents',
      young: 'Not everyone counts seven! Some people join North and South America into one continent. Some join Europe and Asia.',
      older: 'Continents are not set by a single rule. Europe and Asia share one land mass, split by tradition along the Ural Mountains. Some models count six or five continents. All are correct within their own system.',
      funFact: { title: 'One big land', text: 'Europe and Asia together are sometimes called Eurasia.' },
    },
  ],
  deeper: {
    title: 'Plates, Shelves and Conventions',
    content: 'Geologists define continents by their thick, light crust, which floats higher than ocean crust. Continental shelves are the shallow, flooded edges of continents. Plate tectonics explains how continents split, collide and drift. India\'s collision with Asia raised the Himalayas, and the Atlantic Ocean opened as the Americas moved away from Europe and Africa. Some geologists also describe Zealandia, a mostly underwater piece of continental crust around New Zealand. Which land masses count as continents in school is a cultural convention.',
    funFact: { title: 'Still moving', text: 'The Atlantic Ocean gets a little wider every year as the plates move apart.' },
  },
  glossary: [
    { term: 'Continent', say: 'KON-tih-nent', definition: 'One of the seven very large areas of land on Earth.' },
    { term: 'Ocean', say: 'OH-shun', definition: 'A huge body of salt water between continents.' },
    { term: 'Pangaea', say: 'pan-JEE-uh', definition: 'The giant land that held all the continents long ago.' },
    { term: 'Plate', say: 'PLAYT', definition: 'A huge, slow-moving piece of Earth\'s outer layer.' },
  ],
  tryIt: [{
    title: 'Continent Song and Point',
    description: 'Find the continents on a map.',
    steps: [
      'Look at a world map or globe with a grown-up.',
      'Point to each continent and say its name.',
      'Find the one where you live.',
      'Count them on your fingers: seven!',
    ],
    note: 'Find the ice-white one at the bottom: Antarctica.',
    bands: ['3-5'],
  }, {
    title: 'Pangaea Puzzle',
    description: 'Put the continents back together.',
    steps: [
      'Print or trace a world map and cut out the continents (a grown-up can help with scissors).',
      'Try to fit them together into one supercontinent.',
      'Notice how South America and Africa fit.',
      'Compare your puzzle with a Pangaea map from a library book or a science museum website.',
    ],
    note: 'Real continents also changed shape over time, so the fit is not perfect.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'Rafts on a slow sea', content: 'Continents are like huge rafts on a very slow-moving sea of rock, drifting a tiny bit every year.' },
  ],
  realWorld: [
    { title: 'A globe', content: 'A globe shows the continents in their true shapes, while flat maps stretch some of them.' },
  ],
  engaging: [
    { question: 'Which continent would you most like to visit?', context: 'Think about its animals and places.' },
    { question: 'Why might people count continents differently?', context: 'Think about Europe and Asia sharing one land.' },
  ],
  quiz: [
    {
      question: 'How many continents do most people count?', right: 'Seven', wrong: ['Two', 'Twenty'],
      skill: 'recall', support: ['Many people count seven', 'Most people count seven', 'learn seven', 'seven-continent model'],
    },
    {
      question: 'Which continent is the biggest?', right: 'Asia', wrong: ['Europe', 'Antarctica'],
      skill: 'recall', bands: ['3-5', '6-8', '9-12'], support: ['Asia is the biggest', 'Asia has the most land', 'Asia is the largest continent'],
    },
    {
      question: 'What was Pangaea?', right: 'One giant land long ago', wrong: ['A big ocean today', 'A kind of dinosaur'],
      skill: 'vocabulary', bands: ['6-8', '9-12', '13+'], support: ['one giant land called Pangaea', 'one supercontinent called Pangaea', 'Pangaea, a supercontinent'],
    },
  ],
  sources: [
    {
      claim: 'A continent is one of Earth\'s largest land masses, including its continental shelf; by convention most English-speaking countries teach seven continents: Africa, Antarctica, Asia, Australia, Europe, North America and South America, while other models count six or five (joining North and South America, or Europe and Asia as Eurasia, which are split by tradition along the Ural Mountains). Asia is the largest by area and population, followed by Africa; Australia is the smallest and is both a country and a continent; Europe holds many countries; Antarctica is nearly all ice sheet, has no permanent residents and hosts research stations. Continental crust is thicker and lighter than ocean crust; Zealandia is a mostly submerged piece of continental crust around New Zealand; oceans lie between most continents.',
      title: 'National Geographic Education: Continent',
      url: 'https://education.nationalgeographic.org/resource/continent/',
      read: READ,
      authority: 'science-body',
    },
    {
      claim: 'The supercontinent Pangaea formed about 300 million years ago and began breaking up about 200 million years ago; tectonic plates move a few centimetres a year, about as fast as fingernails grow; matching rocks and fossils and the fit of South America and Africa show the continents were once joined; India\'s collision with Asia raised the Himalayas; the Atlantic Ocean is still widening as the Americas move away from Europe and Africa.',
      title: 'U.S. Geological Survey: What was Pangea? (and This Dynamic Earth: the Story of Plate Tectonics)',
      url: 'https://www.usgs.gov/faqs/what-was-pangea',
      read: READ,
      authority: 'science-body',
    },
  ],
  simplifications: [
    'For 3-5, continental drift is "the land broke into pieces that moved very slowly".',
  ],
  related: ['earthquakes', 'world-languages', 'country-flags'],
  links: [SITES.natGeoKids, SITES.usgs, britannica('continent')],
};

const cities: KidEntry = {
  id: 'why-cities',
  module: 'Cultural Awareness',
  question: 'Why do people live in cities?',
  title: 'Why Do People Live in Cities?',
  blurb: 'Jobs, schools, neighbours and trade: why cities began and why they keep growing.',
  triggers: [['live', 'city'], ['live', 'cities'], ['why', 'city'], ['why', 'cities'], ['first', 'city'], ['first', 'cities'], ['what', 'is', 'a', 'city'], ['city', 'countryside'], ['cities', 'countryside'], ['city', 'country', 'live']],
  quickAnswer: {
    '3-5': 'A city is a place with lots and lots of people. There are many homes, shops and schools close together. Lots of grown-ups work there. Many people like living near each other!',
    '6-8': 'People live in cities because there are lots of jobs, schools, shops and hospitals close together. Buses and trains make it easy to get around. There are parks, museums and friends nearby. Long ago, cities grew where people farmed and traded. Today more than half of all people live in cities.',
    '9-12': 'Cities grew where people could trade, work and meet. The first cities appeared more than five thousand years ago in Mesopotamia, near rivers that watered farms. Farmers grew extra food, so some people could become builders, traders and teachers instead. Today cities offer jobs, schools, hospitals, transport and culture close together. More than half of the world\'s people now live in cities. But cities also bring crowding, traffic and pollution, so planners work to make them healthier.',
    '13+': 'Cities grow mainly because of economic opportunity. Businesses and workers cluster, since being close makes it easier to trade, share ideas and find jobs. The first cities, such as Uruk in Mesopotamia, arose after farming produced extra food. That food fed builders, traders and rulers. In the 1800s, factories pulled millions of people from farms into towns. Today more than half of humanity lives in cities, and the United Nations expects the share to keep rising. Cities can use resources well, but they face high housing costs, traffic, inequality and pollution.',
  },
  takeaways: {
    little: ['A city has lots of people.', 'Homes, shops and schools are close together.', 'Many grown-ups work there.'],
    young: ['Cities have many jobs, schools and shops.', 'The first cities grew where people farmed and traded.', 'More than half of all people live in cities.'],
    older: ['Cities grow because jobs and services cluster.', 'The first cities grew from farming surpluses.', 'Cities bring chances and problems.'],
  },
  sections: [
    {
      title: 'Everything Close Together',
      little: 'In a city, the shop is near. The school is near. The doctor is near. You can walk or take a bus.',
      young: 'In a city, lots of things are close together. You might walk to school, take a bus to the doctor or a train to a museum. Many people live in tall buildings with lots of homes inside.',
      older: 'Density lets cities offer services that need many users, like subways, hospitals, universities and theatres. Tall apartment buildings fit many homes on a small piece of land.',
      funFact: { title: 'Stacked homes', text: 'Some tall apartment buildings hold as many people as a whole village.' },
    },
    {
      title: 'How Cities Began',
      little: 'Long ago, farmers grew lots of food. Then not everyone had to farm. Some people made pots. Some built houses. Towns grew!',
      young: 'Long ago, farmers learned to grow extra food. Then some people could do other jobs, like building, trading and making things. Their villages grew into the first cities, near rivers.',
      older: 'Farming surpluses in river valleys, such as the Tigris and Euphrates, let people specialise. Cities like Uruk had temples, walls, markets and writing. Writing was partly invented to keep city records.',
      funFact: { title: 'An old city', text: 'Uruk, in what is now Iraq, was one of the first cities, more than five thousand years ago.' },
    },
    {
      title: 'City or Countryside?',
      young: 'Cities can be busy and noisy. Some people love that. Others like the quiet countryside, with fields and space. Both are great places to live.',
      older: 'Cities offer opportunity but can mean crowding, high rents, traffic and dirty air. Planners add parks, bike lanes and public transport to make cities healthier. Many people still prefer small towns and the countryside.',
      funFact: { title: 'Green cities', text: 'Rooftop gardens and city parks help keep cities cooler and give birds a home.' },
    },
  ],
  deeper: {
    title: 'Urbanisation and Its Trade-Offs',
    content: 'Economists call the benefits of clustering agglomeration: shared suppliers, larger job markets and faster spread of ideas. The Industrial Revolution speeded urbanisation in Europe and North America, and it is now fastest in parts of Africa and Asia. The United Nations reported that more than half of the world\'s population lived in urban areas by the late 2000s. Dense cities can use less energy per person for transport and housing. They also face informal settlements, pollution, heat islands and inequality, which urban planning tries to address.',
    funFact: { title: 'Megacities', text: 'Cities with more than ten million people are called megacities.' },
  },
  glossary: [
    { term: 'City', say: 'SIT-ee', definition: 'A big town where many people live and work close together.' },
    { term: 'Countryside', say: 'KUN-tree-side', definition: 'Land outside towns, with farms, fields and woods.' },
    { term: 'Trade', say: 'TRADE', definition: 'Buying, selling or swapping things.' },
    { term: 'Transport', say: 'TRANS-port', definition: 'Ways to move people and things, like buses and trains.' },
  ],
  tryIt: [{
    title: 'Build a Block City',
    description: 'Make a tiny city.',
    steps: [
      'Use blocks or boxes with a grown-up.',
      'Build homes, a shop and a school close together.',
      'Add roads with tape or paper.',
      'Drive a toy bus from home to school!',
    ],
    note: 'Where will the park go?',
    bands: ['3-5'],
  }, {
    title: 'Plan a Better City',
    description: 'Be a city planner.',
    steps: [
      'Draw a map of a small city with homes, schools, shops, a hospital and jobs.',
      'Add ways to get around: bus routes, bike lanes, footpaths.',
      'Add parks and trees. Where do they help most?',
      'Talk about it: could a child walk safely to school in your city?',
    ],
    note: 'Real planners ask the people who live there what they need.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A beehive', content: 'A city is a bit like a beehive: lots of people living close together, each doing a different job that helps the whole.' },
  ],
  realWorld: [
    { title: 'Your nearest city', content: 'Most people live within reach of a city, for work, hospitals, shops or fun days out.' },
  ],
  engaging: [
    { question: 'Would you rather live in a city or the countryside?', context: 'Think about space, noise and things to do.' },
    { question: 'What would make your town better for kids?', context: 'Think about parks, paths and places to play.' },
  ],
  quiz: [
    {
      question: 'Why do many people live in cities?', right: 'Jobs and schools are close by', wrong: ['Cities have no people', 'There is no traffic there'],
      skill: 'cause-effect', support: ['lots of jobs, schools, shops and hospitals close together', 'Cities have many jobs, schools and shops', 'Homes, shops and schools are close together', 'offer jobs, schools, hospitals', 'jobs and services cluster'],
    },
    {
      question: 'Where did the first cities grow?', right: 'Near rivers, where people farmed', wrong: ['On top of tall mountains', 'In the middle of the sea'],
      skill: 'recall', bands: ['6-8', '9-12', '13+'], support: ['near rivers that watered farms', 'first cities, near rivers', 'grew where people farmed and traded', 'Farming surpluses in river valleys'],
    },
    {
      question: 'What is a city?', right: 'A place with lots of people', wrong: ['A big, empty grassy field', 'A kind of boat on a river'],
      skill: 'vocabulary', bands: ['3-5'], support: ['A city is a place with lots and lots of people', 'A city has lots of people'],
    },
  ],
  sources: [
    {
      claim: 'More than half of the world\'s population (humanity) lives in urban areas (cities), a share passed by the late 2000s, and the United Nations expects it to keep rising; urbanisation is now fastest in parts of Africa and Asia; cities with more than ten million people are called megacities.',
      title: 'United Nations, Department of Economic and Social Affairs: World Urbanization Prospects',
      url: 'https://population.un.org/wup/',
      read: READ,
      authority: 'governing-body',
      asOf: '2026-11',
    },
    {
      claim: 'The first cities arose in Mesopotamia, in the valleys of the Tigris and Euphrates rivers (in what is now Iraq), more than five thousand years ago; Uruk was one of the first, with temples, walls, markets and writing, which developed partly to keep records. Farming surpluses let people specialise as builders, traders and rulers. The Industrial Revolution of the 1800s (industrialisation) drew people from farms to factory towns in Europe and North America. Cities cluster jobs, trade and ideas (agglomeration) and face crowding, traffic, housing costs, pollution, heat islands and inequality.',
      title: 'Britannica: City and Urbanization',
      url: 'https://www.britannica.com/topic/city',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: [
    'For 3-5, cities are "lots of people, with homes, shops and schools close together".',
  ],
  related: ['travel-long-ago', 'invention-of-writing', 'continents'],
  links: [britannica('city'), SITES.natGeoKids],
};

export const communitiesEntries: KidEntry[] = [museum, money, rulesAndLaws, voting, flags, families, firefighters, doctors, kingsQueens, diwali, lunarNewYear, ramadan, hanukkah, continents, cities];
