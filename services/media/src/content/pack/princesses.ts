import type { TopicPack } from './types';

export const princesses: TopicPack = {
  key: 'princesses',
  name: 'Princesses',
  match: /\b(princess\w*|princes?|castles?|royal\w*|royalty|crowns?|tiaras?|knights?|palaces?|medieval|middle ages|fairy ?tales?)\b/i,
  subtopics: /\b(castles?|crowns?|tiaras?|knights?|palaces?|medieval|middle ages|fairy ?tales?)\b/i,
  topicWords: ['castle'],
  scene: 'castle',
  palette: 'royal',
  chapters: [
    {
      title: 'Welcome to the castle',
      pages: [
        {
          heading: 'A castle on the hill',
          scene: 'castle',
          text: {
            '3-5':
              'Look! A castle stands on the hill. It has tall towers and thick stone walls. A kind princess lives here. Today, {hero} is her special guest!',
            '6-8':
              'On top of a green hill stands a stone castle. It has tall towers, and flags flap in the wind. Castles like this were built long ago in Europe, in a time called the Middle Ages. Today, {hero} visits a make-believe princess. She loves to learn about real castles, just like {hero}!',
            '9-10':
              'High on a hill, a stone castle looks out over the valley. Castles were built across Europe in the Middle Ages, starting about a thousand years ago. They were strong, safe homes for kings, queens, lords and ladies. In this story, {hero} visits a make-believe princess who loves real history. She has promised {hero} a tour of her castle.',
          },
        },
        {
          heading: 'Strong walls and a moat',
          scene: 'castle:moat',
          text: {
            '3-5':
              'Around the castle is a moat. A moat is a big ditch, often full of water. To get inside, people cross a drawbridge. The drawbridge can go up to keep the castle safe.',
            '6-8':
              'Around the castle is a moat. It is a deep ditch, often filled with water, that kept attackers away. {Hero} crosses the drawbridge. This wooden bridge could be pulled up when danger came. The castle walls are so thick that guards could walk along the top and keep watch.',
            '9-10':
              'Castles were designed for defense. A moat, a deep ditch often filled with water, made it hard to reach the walls. A drawbridge could be raised to seal the entrance. Behind it, a heavy gate called a portcullis could slam down. Along the tops of the walls, gaps called crenellations let defenders look out while staying protected.',
          },
        },
        {
          heading: 'Inside the great hall',
          scene: 'castle:hall',
          text: {
            '3-5':
              'Inside is a great big room called the great hall. Everyone eats here together. There is a giant fireplace to keep warm. Yum! It is time for a feast!',
            '6-8':
              'Inside, the princess leads {hero} into the great hall. It is the biggest room in the castle. Long ago, everyone ate here together at long wooden tables. A huge fireplace warmed the cold stone room. There were no electric lights, so at night people lit candles and torches. Feasts could last for hours!',
            '9-10':
              'The great hall was the heart of castle life. People used it for meals, meetings, parties and sometimes even sleeping. There was no electricity or central heating. Instead, people relied on huge fireplaces, candles and tapestries, woven wall hangings that added color and kept out drafts. At feasts, people often ate from thick slices of stale bread called trenchers, which served as plates.',
          },
        },
      ],
    },
    {
      title: 'A princess’s day',
      pages: [
        {
          heading: 'Lessons and books',
          scene: 'castle:library',
          text: {
            '3-5':
              'A princess has lessons every day. She learns to read and write. She learns to count and sing, too. {Hero} and the princess read a book together.',
            '6-8':
              'Being a princess means lots of learning! Real princesses long ago learned to read and write. They studied languages, music and history, often with their own teachers. Books were rare back then. Before the printing press, every book had to be copied by hand. {Hero} and the princess carefully turn the pages of an old book.',
            '9-10':
              "Real princesses in history were often highly educated. Many learned several languages so they could talk with visitors from other kingdoms. They also studied music, history and how to run large households. Before Johannes Gutenberg built his printing press in the 1400s, books in Europe were copied by hand. So a library was a treasure. {Hero} and the princess study a map of the kingdom together.",
          },
        },
        {
          heading: 'Crowns and jewels',
          scene: 'castle:crown',
          text: {
            '3-5':
              'Sparkle, sparkle! This is a crown. Crowns are often made of gold with shiny jewels. Kings and queens wear them on very special days.',
            '6-8':
              'In a special room, the princess shows {hero} a sparkling crown. Crowns are often made of gold. Many have shiny gems, like red rubies and green emeralds. Kings and queens wear their crowns only on very special days. Princesses may wear a smaller sparkly headpiece called a tiara.',
            '9-10':
              'Crowns are symbols of royal power. They are most often made of gold or silver and set with gems. In the United Kingdom, the most precious royal crowns and jewels are called the Crown Jewels. They are kept under guard in the Tower of London, where visitors can see them. Tiaras are smaller jeweled headpieces. Princesses and other royals wear them at formal events.',
          },
        },
        {
          heading: 'Knights and horses',
          scene: 'castle:knight',
          text: {
            '3-5':
              'Clip, clop! Here come the horses. Long ago, knights rode horses and wore shiny armor made of metal. Knights promised to be brave and kind.',
            '6-8':
              'Clip-clop! In the courtyard, {hero} sees the stables. Long ago, knights trained here to ride horses and protect the castle. Knights wore heavy metal armor. They carried shields painted with bright symbols. Knights were supposed to follow rules of good behavior, called chivalry. They were meant to be brave and to protect others.',
            '9-10':
              'In the courtyard, {hero} imagines knights training for tournaments. Becoming a knight took years. Boys often started as pages at around age seven. They became squires as teenagers and were knighted as young men. Knights followed a code called chivalry that valued courage, loyalty and protecting the weak. Their shields carried coats of arms, designs that showed who was inside the armor.',
          },
        },
      ],
    },
    {
      title: 'Royal wonders',
      pages: [
        {
          heading: 'The castle garden',
          scene: 'castle:garden',
          text: {
            '3-5':
              'Behind the castle is a garden. It is full of flowers and herbs. The princess and {hero} smell the roses. Bees buzz from flower to flower. How lovely!',
            '6-8':
              'Behind the castle is a garden with a wall around it. Castle gardens grew herbs for cooking and medicine. They grew vegetables, fruit trees and flowers, too. The princess teaches {hero} the names of the herbs: mint, sage and rosemary. Bees buzz from flower to flower. They help the plants make fruit and seeds.',
            '9-10':
              'Castle gardens were useful as well as beautiful. Behind strong walls, gardeners grew herbs such as sage, thyme and rosemary. They used them for cooking and for old remedies. They also grew vegetables and fruit trees. {Hero} and the princess watch the bees at work. Bees carry pollen from flower to flower, which lets the plants make fruit and seeds. This is called pollination.',
          },
        },
        {
          heading: 'Real princesses today',
          scene: 'castle:princess',
          text: {
            '3-5':
              'Today, some countries still have real princesses. Many of them help other people. Being kind and helpful is the most royal thing of all. {Hero} waves goodbye to the castle!',
            '6-8':
              'As the sun sets, the princess tells {hero} a secret. Real princesses still live today, in countries that have kings and queens. Many of them help people in need. They visit schools and hospitals. {Hero} waves goodbye. Anyone can be kind, curious and brave, with or without a crown!',
            '9-10':
              'Before {hero} leaves, the princess explains that some countries still have a king or queen today. In most of them, the monarch has little political power. Modern princesses and princes often work for charities and represent their countries at events. {Hero} walks back across the drawbridge. The best royal qualities, kindness, learning and courage, belong to everyone.',
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
      'Many castles in Europe were built in the Middle Ages.',
      'A drawbridge could be pulled up to keep the castle gate safe.',
      'Before the printing press, books were copied by hand.',
      'Some crowns have red rubies and green emeralds.',
      'Knights followed rules of good behavior called chivalry.',
      'Castle gardens grew herbs for cooking and medicine.',
      'Some countries still have kings, queens and princesses.',
      'Many castle towers had spiral stairs.',
      'Narrow windows called arrow slits let archers look out and stay safe.',
      'Castles could be cold, so big cloth pictures hung on the walls to help keep rooms warm.',
    ],
    '9-10': [
      'A portcullis is a heavy gate that could drop down to block a castle entrance.',
      'Crenellations are the gaps along the top of castle walls.',
      'Trenchers were thick slices of stale bread used as plates.',
      "Johannes Gutenberg's printing press, from the 1400s, made books far easier to produce.",
      'The British Crown Jewels are kept in the Tower of London.',
      'Knights often began training as pages at around age seven.',
      'The strongest tower of a castle, called the keep, was the last place defenders could retreat to.',
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
  sources: [
    {
      claim: 'Castles were built across Europe in the Middle Ages, starting about a thousand years ago, as strong homes for kings, queens and lords.',
      title: 'Encyclopaedia Britannica: Middle Ages',
      url: 'https://www.britannica.com/event/Middle-Ages',
      read: '2026-11-23',
      authority: 'reference',
    },
    {
      claim: 'Johannes Gutenberg built a printing press with movable type in Europe in the 1400s; before it, books in Europe were copied by hand.',
      title: 'Encyclopaedia Britannica: Johannes Gutenberg',
      url: 'https://www.britannica.com/biography/Johannes-Gutenberg',
      read: '2026-11-23',
      authority: 'reference',
    },
    {
      claim: 'The British Crown Jewels, the royal crowns and jewels of the United Kingdom, are kept under guard in the Tower of London, where visitors can see them.',
      title: 'Historic Royal Palaces: Tower of London',
      url: 'https://www.hrp.org.uk/tower-of-london/',
      read: '2026-11-23',
      authority: 'museum',
    },
  ],
};
