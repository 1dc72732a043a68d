import type { TopicPack } from './types';

/**
 * The honest story for any topic the pack does not cover: a curious child finds out about {topic} by asking,
 * reading, observing and drawing. It teaches how to learn and never states a fact about the topic itself.
 */
export const exploration: TopicPack = {
  key: 'exploration',
  name: '{Topic}',
  match: /$^/,
  scene: 'explore',
  palette: 'meadow',
  chapters: [
    {
      title: 'A big question',
      pages: [
        {
          heading: 'Curious about {topic}',
          scene: 'explore:question',
          text: {
            '3-5':
              '{Hero} has a big, bubbly question. What is {topic} all about? {Hero} does not know yet, and that is okay! Not knowing is where the fun starts. We can find out, one small step at a time.',
            '6-8':
              '{Hero} keeps thinking about {topic}. What is it? How does it work? Where can you find it? {Hero} does not know the answers yet, and that is fine. Every scientist, artist and explorer starts with a question. So {hero} grabs a notebook and a pencil. It is time to find out.',
            '9-10':
              "Lately, {hero} can't stop thinking about {topic}. There are so many questions: What is it really? How did it begin? Who knows the most about it? Not knowing something is not a problem; it is an invitation. Real researchers begin exactly here, with curiosity, a notebook and a plan to find trustworthy answers.",
          },
        },
        {
          heading: 'Writing down questions',
          scene: 'explore:notebook',
          text: {
            '3-5':
              'First, {hero} makes a list of questions. What is it? Where is it? Why is it like that? A grown-up helps to write the questions down. Questions are like keys. They open doors to new ideas!',
            '6-8':
              "Good explorers write down their questions so they don't forget them. {Hero} starts a list. What is {topic}? Where can I see it? Why does it matter to people? Who knows a lot about it? Some questions are small and some are huge. Every one of them is worth asking.",
            '9-10':
              '{Hero} divides a notebook page into two columns: what I think I know, and what I want to find out. Writing down guesses first is a trick scientists use, because later you can check which guesses were right. The question list grows: What is {topic}? How does it work? How has it changed over time? Which sources can I trust?',
          },
        },
      ],
    },
    {
      title: 'Finding answers',
      pages: [
        {
          heading: 'A trip to the library',
          scene: 'explore:library',
          text: {
            '3-5':
              'Next, {hero} goes to the library. It has books about so many things! {Hero} asks for help. The librarian knows just the right book. Look at all the pictures!',
            '6-8':
              'Next stop: the library! Libraries have books about almost any topic you can think of. {Hero} asks the librarian for help finding books about {topic}. Librarians are great at finding facts. Soon {hero} has a small stack of books. Some have photos, some have diagrams, and all of them are full of clues.',
            '9-10':
              'At the library, {hero} asks a librarian for help. Librarians know how to search catalogs and databases, and they can point to books written by experts. {Hero} compares two books and checks who wrote them and when. If both agree on something, that is a good sign. If they disagree, that is a new question for the list!',
          },
        },
        {
          heading: 'Looking closely',
          scene: 'explore:observe',
          text: {
            '3-5':
              'Then {hero} goes out to look. {Hero} uses eyes and ears. {Hero} looks up close, with a magnifying glass! What shapes can you see? What colors? Looking closely helps us learn.',
            '6-8':
              'Books are great, but explorers also use their own senses. {Hero} looks for {topic} in real life, in pictures, or in videos picked with a grown-up. What shapes, colors, sounds or patterns can {hero} spot? {Hero} uses a magnifying glass and writes down each thing seen, even the small ones.',
            '9-10':
              'Observation is one of the most powerful tools in science. {Hero} looks for examples of {topic} in the real world, in photographs and in trusted videos, and records careful notes about what was seen, where and when. Good observers keep what they notice separate from what they guess, and they mark which is which.',
          },
        },
        {
          heading: 'Asking an expert',
          scene: 'explore:expert',
          text: {
            '3-5':
              '{Hero} asks a grown-up who knows a lot. Asking is brave and smart! Every answer brings a brand-new question. Who could you ask about {topic}?',
            '6-8':
              "Sometimes the best way to learn is to ask a person. Who might know a lot about {topic}? It could be a teacher, someone in the family, or a person who works with it every day. With a grown-up's help, {hero} asks a few questions from the notebook and listens carefully. Each answer seems to spark two brand-new questions!",
            '9-10':
              "Experts can explain things that books leave out. With a grown-up's help, {hero} finds someone who knows about {topic}, perhaps a teacher, a museum guide or a person who works in that field, and asks three prepared questions. {Hero} listens, takes notes and asks one follow-up question, just like a journalist. Sharing knowledge is a gift, so {hero} says thank you.",
          },
        },
      ],
    },
    {
      title: 'Sharing what we learned',
      pages: [
        {
          heading: 'Drawing to remember',
          scene: 'explore:drawing',
          text: {
            '3-5':
              'Now {hero} draws a picture. Drawing helps us remember what we learned. {Hero} picks red, blue and green. The picture shows {topic} just the way {hero} sees it. What would you draw?',
            '6-8':
              "{Hero} draws everything learned so far. Drawing is a great way to remember, because your hands and eyes work with your brain. {Hero} adds labels and arrows. {Hero} leaves a space for things that are still a mystery. A good explorer's drawing is never really finished.",
            '9-10':
              "{Hero} turns the notes into a diagram: a big drawing with labels, arrows and short captions. Making a diagram forces you to decide what is most important. Where something is still unclear, {hero} writes a question mark instead of guessing, because honest researchers show what they don't know yet.",
          },
        },
        {
          heading: 'Telling the family',
          scene: 'explore:share',
          text: {
            '3-5':
              'At dinner, {hero} tells the family all about {topic}. They all listen. {Hero} feels proud. Learning is fun, and sharing is fun too! Soon there will be more things to ask.',
            '6-8':
              'At dinner, {hero} shares the drawing and the notebook with the family. Everyone has something to add. Someone even asks a question {hero} had never thought of! {Hero} smiles and writes it down. That is the best part about exploring {topic}: there is always something new to find.',
            '9-10':
              'Finally, {hero} presents the findings to the family, explaining what was learned, which sources were used and what is still unknown. A cousin asks a tricky question, and instead of inventing an answer, {hero} adds it to the list for next time. That is how real knowledge grows: by asking, checking and sharing honestly.',
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
