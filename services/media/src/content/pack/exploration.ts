import type { TopicPack } from './types';

/**
 * The honest story for any topic we have no checked facts about (issue 19): a day that {hero} spends with a favorite
 * thing, {topic}, named on every page, asking about it, spotting it, playing a game about it, finding books about it,
 * drawing it and telling the family. It never states a fact about the topic itself; its facts and activities are
 * general tips for finding things out (the creation's note says so).
 */
export const exploration: TopicPack = {
  key: 'exploration',
  name: '{Topic}',
  match: /$^/,
  scene: 'explore',
  palette: 'meadow',
  chapters: [
    {
      title: 'A favorite thing',
      pages: [
        {
          heading: '{Hero} loves {topic}',
          scene: 'explore:question',
          text: {
            '3-5':
              "{Hero} loves {topic}. {Hero} thinks about {topic} in the morning. {Hero} thinks about {topic} at night. What is so fun about {topic}? Let's find out! Come and play along.",
            '6-8':
              '{Hero} has a favorite thing, and it is {topic}. {Hero} thinks about {topic} at breakfast. {Hero} thinks about it in the bath, too! Some children love music, and some love painting. For {hero}, it is {topic}, every single day. Today is going to be a day full of {topic}.',
            '9-10':
              'Ask {hero} about a favorite thing, and the answer comes fast: {topic}. {Hero} thinks about {topic} on the way to school, doodles it in the corners of notebooks and daydreams about it at bedtime. Loving something this much is a kind of superpower, because it makes you want to keep learning. Today, {hero} has a plan to spend the whole day with {topic}.',
          },
        },
        {
          heading: 'Questions about {topic}',
          scene: 'explore:notebook',
          text: {
            '3-5':
              '{Hero} has lots of questions about {topic}. A grown-up helps to write them down. What is the best part? Where can we see it? Who can tell us more? Questions are like keys. They open doors!',
            '6-8':
              '{Hero} grabs a notebook and writes {topic} at the top of a page. Then come the questions. What is the best part? Where can I see it? Who knows a lot about it? Every question is worth asking. A good list helps you find out more.',
            '9-10':
              '{Hero} opens a notebook and writes {topic} across the top of a page. One column is for what {hero} already thinks; the other is for questions still to answer. Writing guesses down first is a trick real researchers use, because later you can check which guesses were right.',
          },
        },
      ],
    },
    {
      title: 'Playing and finding out',
      pages: [
        {
          heading: 'Spotting {topic}',
          scene: 'explore:observe',
          text: {
            '3-5':
              '{Hero} looks for {topic} in books and pictures. {Hero} looks up close with a big glass, like a detective! Can you spot {topic} too? Look high. Look low.',
            '6-8':
              '{Hero} goes looking for {topic} everywhere. {Hero} looks in picture books and in photos. {Hero} looks in videos picked with a grown-up, too. A magnifying glass helps {hero} look closely, like a detective. Each new thing goes into the notebook.',
            '9-10':
              '{Hero} goes looking for {topic} in the real world, in photographs and in videos chosen with a grown-up. Like a good observer, {hero} notes what was seen, where and when. Good observers keep what they notice separate from what they guess.',
          },
        },
        {
          heading: 'A game about {topic}',
          scene: 'garden:play',
          text: {
            '3-5':
              'Then {hero} makes up a game about {topic}. Friends can play too! Everyone takes turns. Hop, skip and jump! It is so much fun. What game would you make up about {topic}?',
            '6-8':
              'After lunch, {hero} makes up a pretend game about {topic}. A friend comes to play. They make the rules together and take turns. Pretend games are a great way to use your imagination. This one is all about {topic}!',
            '9-10':
              'In the afternoon, {hero} invents a game about {topic}, with rules, a way to score and a way to take turns, and teaches it to a friend. Inventing a game is real creative work. You plan it, test it, notice what is not fun yet and change it.',
          },
        },
        {
          heading: 'A trip to the library',
          scene: 'explore:library',
          text: {
            '3-5':
              'Next, {hero} goes to the library with a grown-up. We use quiet voices here. The librarian helps to find books about {topic}. There are so many books! Look at all the pictures!',
            '6-8':
              'Next stop: the library! {Hero} asks the librarian for books about {topic}. Librarians are great at finding facts. Soon {hero} has a small stack of books to read with a grown-up. They are full of pictures and clues.',
            '9-10':
              'At the library, {hero} asks a librarian to help find books about {topic}. Librarians know how to search catalogs, and they can point to books written by experts. {Hero} checks who wrote each book and when, because the best facts come from sources you can trust.',
          },
        },
      ],
    },
    {
      title: 'Sharing it all',
      pages: [
        {
          heading: 'A picture of {topic}',
          scene: 'explore:drawing',
          text: {
            '3-5':
              'Now {hero} draws a big picture of {topic}. {Hero} picks red, blue and green. Drawing helps us remember. What colors would you use for {topic}?',
            '6-8':
              '{Hero} draws a big picture about {topic}, with labels and arrows. Drawing helps you remember things. Your hands and eyes work with your brain! {Hero} leaves a space for the questions that are still a mystery.',
            '9-10':
              "{Hero} turns the day's notes into a poster about {topic}: a big drawing with labels, arrows and short captions. Where something is still unclear, {hero} writes a question mark instead of guessing, because honest researchers show what they don't know yet.",
          },
        },
        {
          heading: 'Telling the family',
          scene: 'explore:share',
          text: {
            '3-5':
              'At dinner, {hero} tells the family all about the day with {topic}. Everyone listens. {Hero} feels proud and happy. Tomorrow there will be more to find out!',
            '6-8':
              'At dinner, {hero} shares the drawing, the game and the notebook with the family. Everyone has something to add. Someone even asks a new question about {topic}! {Hero} smiles and writes it down for next time.',
            '9-10':
              'Finally, {hero} shows the family the poster, the game and the notebook of questions about {topic}. A cousin asks a tricky question, and instead of inventing an answer, {hero} adds it to the list for next time. That is how real knowledge grows: by asking, checking and sharing honestly.',
          },
        },
      ],
    },
  ],
  facts: {
    '3-5': [
      'We learn new things when we ask questions.',
      'A library has books about lots of things.',
      'A librarian can help you find a book.',
      'A magnifying glass makes small things look big.',
      'Drawing a picture can help you remember.',
      'You can use your eyes, ears and nose to learn.',
    ],
    '6-8': [
      'Scientists begin with questions, just like you.',
      'Librarians are very good at finding facts.',
      'Writing things down helps you remember them.',
      'A magnifying glass uses a curved lens to make things look bigger.',
      'Checking more than one book helps you find out what is true.',
    ],
    '9-10': [
      'Good researchers write down where each piece of information came from.',
      'A prediction is a guess you can check later.',
      'An observation is something you notice; a guess is an idea you still need to test.',
      'Checking more than one trustworthy source helps you find out what is true.',
      'Librarians can help you search catalogs and databases.',
    ],
  },
  vocabulary: [
    { word: 'Curious', meaning: 'Wanting to know about something.' },
    { word: 'Observe', meaning: 'To look at something with care to learn about it.' },
    { word: 'Question', meaning: 'Something you ask to find out an answer.' },
    { word: 'Librarian', meaning: 'A person who helps people find books and facts.' },
    { word: 'Research', meaning: 'Careful study to find out facts.' },
    { word: 'Source', meaning: 'A place where information comes from, like a book or an expert.' },
    { word: 'Prediction', meaning: 'A guess about what you will find out, which you can check later.' },
    { word: 'Diagram', meaning: 'A drawing with labels that explains something.' },
  ],
  imagine: [
    'Imagine you could shrink down and explore {topic} up close. What would you look at first?',
    'Imagine you are writing a book about {topic}. What would the cover look like?',
    'If you could ask {topic} one question, what would it be?',
  ],
  matching: {
    '3-5': [
      { left: 'Magnifying glass', right: 'Look closely', icon: 'magnifier' },
      { left: 'Book', right: 'Read and learn', icon: 'book' },
      { left: 'Pencil', right: 'Write and draw', icon: 'pencil' },
      { left: 'Question', right: 'Ask someone', icon: 'question' },
    ],
    '6-8': [
      { left: 'Library', right: 'A place with books on many topics' },
      { left: 'Librarian', right: 'Helps you find information' },
      { left: 'Notebook', right: 'Where you write your questions' },
      { left: 'Magnifying glass', right: 'Makes small things look bigger' },
      { left: 'Expert', right: 'A person who knows a lot about a subject' },
    ],
    '9-10': [
      { left: 'Source', right: 'Where information comes from' },
      { left: 'Prediction', right: 'A guess you can check later' },
      { left: 'Observation', right: 'Something you noticed with your senses' },
      { left: 'Diagram', right: 'A drawing with labels' },
      { left: 'Expert', right: 'Someone with deep knowledge of a subject' },
    ],
  },
  counting: [
    { label: 'books', icon: 'book' },
    { label: 'pencils', icon: 'pencil' },
    { label: 'magnifying glasses', icon: 'magnifier' },
    { label: 'question marks', icon: 'question' },
  ],
  tracing: ['LOOK', 'ASK', 'READ', 'DRAW'],
  wordSearch: {
    '6-8': ['ASK', 'LOOK', 'BOOK', 'DRAW', 'LIBRARY', 'QUESTION', 'NOTEBOOK', 'CLUE'],
    '9-10': ['RESEARCH', 'OBSERVE', 'SOURCE', 'LIBRARY', 'DIAGRAM', 'QUESTION', 'EXPERT', 'PREDICT', 'NOTEBOOK', 'CURIOUS'],
  },
  quiz: {
    '6-8': [
      { question: 'Where can you find books about almost any topic?', options: ['A bathtub', 'A library', 'A sandbox'], answerIndex: 1 },
      { question: 'Who is an expert at helping people find information?', options: ['A librarian', 'A goldfish', 'A snowman'], answerIndex: 0 },
      { question: 'What does a magnifying glass do?', options: ['Makes sounds louder', 'Makes things disappear', 'Makes small things look bigger'], answerIndex: 2 },
      { question: 'Why do explorers write down their questions?', options: ['To make the paper heavy', "So they don't forget them", 'Because pencils are hungry'], answerIndex: 1 },
    ],
    '9-10': [
      { question: 'Which source is usually most trustworthy?', options: ['A book by an expert that others have checked', 'The book with the shiniest cover', 'A rumor from a stranger'], answerIndex: 0 },
      { question: 'What is a prediction?', options: ['A fact everyone knows', 'A guess you can check later', 'A kind of drawing'], answerIndex: 1 },
      { question: "What should a researcher do when they don't know an answer?", options: ['Make something up', 'Stop asking questions', 'Say it is unknown and keep looking'], answerIndex: 2 },
      { question: 'What is an observation?', options: ['Something you notice with your senses', 'A wish', 'A story someone invented'], answerIndex: 0 },
    ],
  },
  drawing: {
    '3-5': 'Draw what you think {topic} looks like. Use your favorite colors!',
    '6-8': 'Draw {topic} the way you imagine it. Add labels, and put a question mark next to anything you want to find out more about.',
    '9-10': 'Make a diagram about {topic} with labels and arrows. Then write three questions you would ask an expert.',
  },
  // The story states no fact about the topic itself; what it says about how people find things out is sourced here.
  sources: [
    {
      claim: 'Scientists begin with questions, observe carefully, write down what they notice, and make predictions: guesses they can check later against what they find.',
      title: 'Encyclopaedia Britannica: scientific method',
      url: 'https://www.britannica.com/science/scientific-method',
      read: '2026-11-23',
      authority: 'reference',
    },
  ],
};
