import type { TopicPack } from './types';

export const princesses: TopicPack = {
  key: 'princesses',
  name: 'Princesses',
  match: /\b(princess\w*|princes?|castles?|royal\w*|royalty|crowns?|tiaras?|knights?|palaces?|medieval|middle ages|fairy ?tales?)\b/i,
  scene: 'castle',
  palette: 'royal',
  chapters: [
    {
      title: 'Welcome to the Castle',
      pages: [
        {
          heading: 'A Castle on the Hill',
          scene: 'castle',
          text: {
            '3-5':
              'Look! A castle stands on the hill. It has tall towers and thick stone walls. A kind princess lives here. Today, {hero} is her special guest!',
            '6-8':
              'On top of a green hill stands a stone castle with tall towers and flags fluttering in the wind. Real castles like this were built in Europe hundreds of years ago, during a time called the Middle Ages. Today, {hero} is visiting a make-believe princess who loves learning about real castles just as much as {hero} does.',
            '9-10':
              'High on a hill, a stone castle looks out over the valley. Castles were built across Europe in the Middle Ages, starting about a thousand years ago, as fortified homes for kings, queens, lords and ladies. In this story, {hero} visits a make-believe princess with a very real interest in history, who has promised a tour of her castle.',
          },
        },
        {
          heading: 'Strong Walls and a Moat',
          scene: 'castle:moat',
          text: {
            '3-5':
              'Around the castle is a moat. A moat is a big ditch, often full of water. To get inside, people cross a drawbridge. The drawbridge can go up to keep the castle safe.',
            '6-8':
              'Around the castle is a moat, a deep ditch often filled with water, to keep attackers away. {Hero} crosses the drawbridge, a wooden bridge that could be pulled up in times of danger. The castle walls are so thick that guards could walk along the top of them and keep watch.',
            '9-10':
              'Castles were designed for defense. A moat, a deep ditch often filled with water, made it hard to reach the walls, and a drawbridge could be raised to seal the entrance. Behind it, a heavy gate called a portcullis could slam down. Along the tops of the walls, gaps in the stonework called crenellations let defenders look out while staying protected.',
          },
        },
        {
          heading: 'Inside the Great Hall',
          scene: 'castle:hall',
          text: {
            '3-5':
              'Inside is a great big room called the great hall. Everyone eats here together. There is a giant fireplace to keep warm. Yum! It is time for a feast!',
            '6-8':
              'Inside, the princess leads {hero} into the great hall, the biggest room in the castle. Long ago, everyone ate here together at long wooden tables, and a huge fireplace warmed the cold stone room. Castles had no electricity, so at night people lit candles and torches. Feasts could last for hours!',
            '9-10':
              'The great hall was the heart of castle life: a place for meals, meetings, celebrations and sometimes even sleeping. Without electricity or central heating, people relied on huge fireplaces, candles and tapestries, woven wall hangings that added color and helped keep out drafts. At feasts, people often ate from thick slices of stale bread called trenchers, which served as plates.',
          },
        },
      ],
    },
    {
      title: 'A Princess’s Day',
      pages: [
        {
          heading: 'Lessons and Books',
          scene: 'castle:library',
          text: {
            '3-5':
              'A princess has lessons every day. She learns to read, write and count. She learns music and other languages too. {Hero} and the princess read a book together.',
            '6-8':
              'Being a princess means lots of learning! Real princesses in history studied reading, writing, languages, music and history, often with private teachers. Long ago, books were rare and precious, because before the printing press every book had to be copied by hand. {Hero} and the princess carefully turn the pages of an old book.',
            '9-10':
              "Real princesses in history were often highly educated. Many learned several languages so they could speak with visitors from other kingdoms, along with music, history and how to run large households. Before Johannes Gutenberg's printing press in the 1400s, books in Europe were copied by hand, often by monks, so a library was a treasure. {Hero} and the princess study a map of the kingdom together.",
          },
        },
        {
          heading: 'Crowns and Jewels',
          scene: 'castle:crown',
          text: {
            '3-5':
              'Sparkle, sparkle! This is a crown. Crowns are often made of gold with shiny jewels. Kings and queens wear them on very special days.',
            '6-8':
              'In a special room, the princess shows {hero} a sparkling crown. Crowns are often made of gold and decorated with precious gems like rubies, sapphires and emeralds. Kings and queens usually wear their crowns only on very special occasions. Princesses may wear a smaller sparkly headpiece called a tiara.',
            '9-10':
              'Crowns are symbols of royal power, usually made of gold or silver and set with gems. In the United Kingdom, the most precious royal crowns and jewels, called the Crown Jewels, are kept under guard in the Tower of London, where visitors can see them. Tiaras, smaller jeweled headpieces, are worn by princesses and other royals at formal events.',
          },
        },
        {
          heading: 'Knights and Horses',
          scene: 'castle:knight',
          text: {
            '3-5':
              'Clip, clop! Here come the horses. Long ago, knights rode horses and wore shiny armor made of metal. Knights promised to be brave and kind.',
            '6-8':
              'Clip-clop! In the courtyard, {hero} sees the stables. Long ago, knights trained here to ride horses and protect the castle. Knights wore heavy metal armor and carried shields decorated with colorful symbols. They were expected to follow rules of good behavior, called chivalry, such as being brave and protecting others.',
            '9-10':
              'In the courtyard, {hero} imagines knights training for tournaments. Becoming a knight took years: boys often started as pages at around age seven, became squires as teenagers, and were knighted as young men. Knights followed a code called chivalry that valued courage, loyalty and protecting the weak. Their shields carried coats of arms, designs that helped people tell who was inside the armor.',
          },
        },
      ],
    },
    {
      title: 'Royal Wonders',
      pages: [
        {
          heading: 'The Castle Garden',
          scene: 'castle:garden',
          text: {
            '3-5':
              'Behind the castle is a garden full of flowers and herbs. The princess and {hero} smell the roses. Bees buzz from flower to flower. How lovely!',
            '6-8':
              'Behind the castle lies a walled garden. Castle gardens grew herbs for cooking and medicine, vegetables, fruit trees and flowers. The princess teaches {hero} the names of the herbs: mint, sage and rosemary. Bees buzz from flower to flower, helping the plants make fruit and seeds.',
            '9-10':
              'Castle gardens were practical as well as beautiful. Behind protective walls, gardeners grew herbs such as sage, thyme and rosemary for cooking and traditional remedies, along with vegetables and fruit trees. {Hero} and the princess watch the bees at work: by carrying pollen from flower to flower, bees pollinate the plants, which lets them make fruit and seeds.',
          },
        },
        {
          heading: 'Real Princesses Today',
          scene: 'castle:princess',
          text: {
            '3-5':
              'Today, there are still real princesses in some countries. Many of them help other people. Being kind and helpful is the most royal thing of all. {Hero} waves goodbye to the castle!',
            '6-8':
              'As the sun sets, the princess tells {hero} a secret: real princesses still exist today, in countries that have kings and queens. Many of them spend their time supporting charities, visiting schools and hospitals, and helping people. {Hero} waves goodbye, thinking that anyone can be kind, curious and brave, with or without a crown.',
            '9-10':
              'Before {hero} leaves, the princess explains that more than forty countries today still have a monarch, though in most of them the king or queen has little political power. Modern princesses and princes often work for charities and represent their countries at events. {Hero} walks back across the drawbridge, realizing that the most admirable royal qualities, kindness, learning and courage, belong to everyone.',
          },
        },
      ],
    },
  ],
  facts: {
    '3-5': [
      'Castles have thick stone walls and tall towers.',
      'A moat is a big ditch around a castle, often filled with water.',
      'A drawbridge can be pulled up to keep a castle safe.',
      'Crowns are often made of gold.',
      'Knights wore metal armor.',
      'There are still real princesses today.',
      'Some castle windows were just thin slits in the wall.',
      'Many castle towers had stairs that went round and round.',
      'People played music on harps at castle feasts.',
    ],
    '6-8': [
      'Many castles in Europe were built during the Middle Ages.',
      'A drawbridge could be raised to protect the castle gate.',
      'Before the printing press, books were copied by hand.',
      'Crowns are often decorated with rubies, sapphires and emeralds.',
      'Knights followed rules of good behavior called chivalry.',
      'Castle gardens grew herbs for cooking and medicine.',
      'Some countries still have kings, queens and princesses.',
      'Many castle towers had spiral stairs.',
      'Narrow windows called arrow slits let archers look out while staying protected.',
      'Castles could be cold inside, so tapestries on the walls helped keep rooms warmer.',
    ],
    '9-10': [
      'A portcullis is a heavy gate that could drop down to block a castle entrance.',
      'Crenellations are the gaps along the top of castle walls.',
      'Trenchers were thick slices of stale bread used as plates.',
      "Johannes Gutenberg's printing press, from the 1400s, made books far easier to produce.",
      'The British Crown Jewels are kept in the Tower of London.',
      'Knights often began training as pages at around age seven.',
      'More than forty countries still have a monarch today.',
      'Arrow slits were narrow on the outside and wider on the inside, so archers could aim while staying protected.',
      'Tapestries helped keep castle rooms warmer as well as decorating them.',
      'Many castle towers had narrow spiral staircases inside.',
    ],
  },
  vocabulary: [
    { word: 'Castle', meaning: 'A large, strong stone building where royal families and lords once lived.' },
    { word: 'Moat', meaning: 'A deep ditch around a castle, often filled with water.' },
    { word: 'Drawbridge', meaning: 'A bridge that can be pulled up to close the way in.' },
    { word: 'Knight', meaning: 'A soldier in armor who served a king, queen or lord.' },
    { word: 'Tiara', meaning: 'A small, jeweled headpiece worn by princesses and queens.' },
    { word: 'Tapestry', meaning: 'A heavy cloth with a picture woven into it, hung on walls.' },
    { word: 'Chivalry', meaning: "A knight's code of being brave, loyal and kind." },
    { word: 'Monarch', meaning: 'A king or queen who is the head of a country.' },
  ],
  imagine: [
    'Imagine you are designing your very own castle. What special rooms would it have?',
    'Imagine a princess who is also an inventor. What would she invent?',
    'If you could have a royal pet at the castle, what would it be, and what would you name it?',
  ],
  matching: {
    '3-5': [
      { left: 'Crown', right: 'A king or queen wears it', icon: 'crown' },
      { left: 'Castle', right: 'A big stone home', icon: 'castle' },
      { left: 'Horse', right: 'Knights ride it', icon: 'horse' },
      { left: 'Flower', right: 'Grows in the castle garden', icon: 'flower' },
    ],
    '6-8': [
      { left: 'Moat', right: 'A ditch of water around a castle' },
      { left: 'Drawbridge', right: 'A bridge that can be pulled up' },
      { left: 'Knight', right: 'Rode horses and wore armor' },
      { left: 'Tiara', right: 'A small sparkly headpiece' },
      { left: 'Great hall', right: 'Where everyone ate together' },
    ],
    '9-10': [
      { left: 'Portcullis', right: 'A heavy gate that drops down' },
      { left: 'Crenellations', right: 'Gaps along the top of castle walls' },
      { left: 'Tapestry', right: 'A woven wall hanging' },
      { left: 'Chivalry', right: "A knight's code of behavior" },
      { left: 'Monarch', right: 'A king or queen' },
    ],
  },
  counting: [
    { label: 'crowns', icon: 'crown' },
    { label: 'flowers', icon: 'flower' },
    { label: 'gems', icon: 'gem' },
    { label: 'castles', icon: 'castle' },
  ],
  tracing: ['CROWN', 'KIND', 'GEM', 'FLAG'],
  wordSearch: {
    '6-8': ['CASTLE', 'CROWN', 'TOWER', 'MOAT', 'KNIGHT', 'TIARA', 'QUEEN', 'KING'],
    '9-10': ['PORTCULLIS', 'DRAWBRIDGE', 'TAPESTRY', 'CHIVALRY', 'MONARCH', 'MOAT', 'KNIGHT', 'TOWER', 'TIARA', 'BANQUET'],
  },
  quiz: {
    '6-8': [
      { question: 'What is a moat?', options: ['A kind of crown', 'A ditch around a castle, often filled with water', "A castle's kitchen"], answerIndex: 1 },
      { question: 'Why did castles have a drawbridge?', options: ['It could be pulled up to keep enemies out', 'To go fishing', 'To dry the laundry'], answerIndex: 0 },
      { question: 'How were books made before the printing press?', options: ['Printed by computers', 'Grown in gardens', 'Copied by hand'], answerIndex: 2 },
      { question: 'What is chivalry?', options: ['A kind of horse', "A knight's rules of good behavior", 'A castle game'], answerIndex: 1 },
      { question: 'What is a tiara?', options: ['A small jeweled headpiece', 'A castle tower', 'A kind of horse'], answerIndex: 0 },
    ],
    '9-10': [
      { question: 'What is a portcullis?', options: ['A royal pet', 'A heavy gate that drops down to block an entrance', 'A tower roof'], answerIndex: 1 },
      { question: 'What were trenchers used for?', options: ['As plates', 'As swords', 'As shoes'], answerIndex: 0 },
      { question: 'Where are the British Crown Jewels kept?', options: ['At the bottom of a moat', 'In a museum in Paris', 'In the Tower of London'], answerIndex: 2 },
      { question: 'What did coats of arms help people do?', options: ['Keep warm in winter', 'Tell which knight was inside the armor', 'Cook faster'], answerIndex: 1 },
      { question: "What did Gutenberg's printing press change?", options: ['It made books much easier to produce', 'It built castles', 'It invented crowns'], answerIndex: 0 },
    ],
  },
  drawing: {
    '3-5': 'Draw a princess or a prince in front of a beautiful castle!',
    '6-8': 'Design your own castle. Draw and label the towers, walls, moat and drawbridge.',
    '9-10': 'Draw a map of a castle and its grounds. Label the great hall, gatehouse, courtyard and garden, and explain how each part kept people safe or comfortable.',
  },
};
