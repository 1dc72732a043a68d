import { britannica, SITES } from '../links';
import type { KidEntry } from '../types';

// Reading Journeys: what makes a story, and how books are made.

const goodStory: KidEntry = {
  id: 'story-parts',
  module: 'Reading Journeys',
  question: 'What makes a good story?',
  title: 'What Makes a Good Story?',
  blurb: 'Characters, setting, a problem and how it gets solved.',
  triggers: [['good', 'story'], ['part', 'story'], ['story', 'element'], ['plot'], ['main', 'character'], ['setting', 'story'], ['beginning', 'middle', 'end'], ['what', 'is', 'a', 'story']],
  quickAnswer: {
    '3-5': 'A good story has someone it is about. It happens somewhere. Something goes wrong. Then the problem gets fixed!',
    '6-8': 'Most good stories have a few important parts: characters (who the story is about), a setting (where and when it happens), a problem, and a solution. The story has a beginning, a middle and an end, and it makes you want to know what happens next.',
    '9-12': 'Stories are built from characters, setting, plot, conflict and resolution. The plot is the chain of events; the conflict is the problem the main character faces, against another character, nature, society or themselves. Good stories make us care about the characters, build tension as the problem grows, and often carry a theme: a big idea about life.',
    '13+': 'Narratives typically follow an arc: exposition introduces characters and setting, rising action complicates the central conflict, the climax is the turning point, and falling action leads to a resolution. Writers shape this through point of view (first person, third person limited or omniscient), characterisation, pacing and theme. Gustav Freytag described a five-part dramatic structure in the 19th century, often drawn as a pyramid; many modern stories bend or break such patterns deliberately.',
  },
  takeaways: {
    young: ['Stories have characters.', 'Something goes wrong in the middle.', 'At the end, the problem is solved.'],
    older: ['Characters, setting, plot, conflict and resolution are the building blocks.', 'Conflict creates tension that keeps readers reading.', 'The theme is the big idea a story explores.'],
  },
  sections: [
    {
      title: 'Who and Where',
      young: 'Characters are the people or animals in a story. The setting is where it happens, like a forest, a castle or a school.',
      older: 'Characters are the people, animals or creatures who act in a story; the main character is called the protagonist. The setting is where and when the story happens, and it can shape everything, from the weather in a survival story to the rules of a fantasy world.',
      funFact: { title: 'Talking animals', text: 'Many of the oldest stories in the world, like fables, have animals who talk and act like people.' },
    },
    {
      title: 'Uh-oh! The Problem',
      young: 'In the middle of a story, something goes wrong. A toy is lost. A dragon is grumpy. We keep reading to find out what happens!',
      older: 'Conflict drives the plot. It might be a character against another character, against nature, against the rules of their world, or against their own fears. As the problem grows, tension rises, and readers want to find out how it will end.',
      funFact: { title: 'Page turners', text: 'Writers sometimes end chapters on a cliffhanger, a moment of suspense that makes you turn the page.' },
    },
    {
      title: 'The Happy (or Surprising) Ending',
      young: 'At the end, the problem is fixed. Maybe the characters learned something too.',
      older: 'The resolution ties up the conflict. Often the main character has changed by the end: braver, kinder or wiser. That change points to the theme, the message or question the story leaves with you.',
      funFact: { title: 'Once upon a time', text: 'Many fairy tales in English start with "Once upon a time," a signal that a story is beginning.' },
    },
  ],
  deeper: {
    title: 'Narrative Arc, Point of View and Theme',
    content: 'Freytag\'s pyramid divides a drama into exposition, rising action, climax, falling action and resolution (or dénouement). Point of view controls what the reader can know: a first-person narrator can be unreliable, while a third-person omniscient narrator can reveal many characters\' thoughts. Dynamic characters change over the story and static characters do not. Themes are rarely stated directly; readers infer them from what characters want, what they choose and what it costs them.',
    funFact: { title: 'The hero\'s journey', text: 'The scholar Joseph Campbell described a common pattern in myths from many cultures, often called the hero\'s journey.' },
  },
  glossary: [
    { term: 'Character', say: 'KAIR-ik-ter', definition: 'A person, animal or creature in a story.' },
    { term: 'Setting', say: 'SET-ing', definition: 'Where and when a story happens.' },
    { term: 'Problem', say: 'PROB-lum', definition: 'What goes wrong in a story.' },
    { term: 'Plot', say: 'PLOT', definition: 'The events of a story, in order.' },
    { term: 'Theme', say: 'THEEM', definition: 'The big idea or message of a story.' },
  ],
  tryIt: [{
    title: 'Story Map',
    description: 'Map the parts of a favorite book.',
    steps: [
      'Choose a book you know well.',
      'Draw four boxes: Characters, Setting, Problem, Solution.',
      'Fill each box with drawings or words.',
      'Now change one box, like a new setting, and tell the story out loud in a new way!',
    ],
    note: 'Grown-ups can write the words while the child draws.',
  }],
  analogies: [
    { title: 'A roller coaster', content: 'A story is like a roller coaster: a slow climb (rising action), the big drop (climax), and a gentle ride back to the station (resolution).' },
  ],
  realWorld: [
    { title: 'Movies and games', content: 'Films, TV shows and many video games use the same story parts: characters, a problem and a resolution.' },
  ],
  engaging: [
    { question: 'Who is your favorite story character, and why?', context: 'What problem did they face?' },
    { question: 'How would your favorite story change if it happened in your town?', context: 'Setting matters!' },
  ],
  quiz: [
    { question: 'Who are the people or animals in a story called?', right: 'Characters', wrong: ['Settings', 'Titles'] },
    { question: 'Where a story happens is called the…', right: 'Setting', wrong: ['Ending', 'Author'] },
    { question: 'What is the conflict in a story?', right: 'The problem the characters face', wrong: ['The name of the book', 'The last page'], level: 'older' },
  ],
  related: ['books-made', 'write-story', 'invention-of-writing'],
  links: [SITES.readingRockets, britannica('narrative literature')],
};

const booksMade: KidEntry = {
  id: 'books-made',
  module: 'Reading Journeys',
  question: 'How are books made?',
  title: 'How Are Books Made?',
  blurb: 'From an author\'s idea to printed pages, and the history of printing.',
  triggers: [['book', 'made'], ['book', 'make'], ['printing', 'press'], ['gutenberg'], ['how', 'book', 'print*'], ['who', 'invent*', 'book'], ['first', 'book']],
  quickAnswer: {
    '3-5': 'First, a writer makes up the story. An artist draws the pictures. A big machine prints the pages. Then the pages are put together into a book!',
    '6-8': 'An author writes the words, and an editor helps make them better. For picture books, an illustrator draws the pictures. Then a designer arranges words and pictures on the pages, a printing press prints them on big sheets of paper, and the sheets are folded, cut and stuck or sewn together inside a cover.',
    '9-12': 'Making a book takes a team: the author writes, editors suggest improvements and check for mistakes, illustrators and designers plan the look, and the publisher decides how many copies to print. Printers print many pages on huge sheets, which are folded into groups of pages, trimmed and bound with glue or thread. Before printing presses, every book was copied by hand.',
    '13+': 'Modern publishing runs from manuscript through developmental and copy editing, design and typesetting, proofreading, and printing, usually offset lithography for large runs or digital printing for small ones. Large sheets are printed with many pages at once, folded into signatures, gathered, and bound by sewing or adhesive. Historically, woodblock printing flourished in China (the Diamond Sutra of 868 is the earliest dated printed book), Bi Sheng developed movable type in the 11th century, and Johannes Gutenberg\'s press with metal movable type, around 1450 in Mainz, transformed European book production.',
  },
  takeaways: {
    young: ['An author writes the words.', 'An illustrator draws the pictures.', 'A printing machine makes many copies.'],
    older: ['Books are made by a team: authors, editors, illustrators, designers and printers.', 'Pages are printed on big sheets, then folded, cut and bound.', 'Before printing, books were copied by hand.'],
  },
  sections: [
    {
      title: 'The Book Team',
      young: 'A book needs lots of helpers. The author writes. The illustrator draws. The editor helps fix mistakes.',
      older: 'An author writes and rewrites. An editor reads the draft and suggests changes, and a copy editor checks spelling, grammar and facts. In picture books, the illustrator\'s pictures tell part of the story, and a designer chooses fonts and page layouts.',
      funFact: { title: 'Many drafts', text: 'Most authors rewrite their stories many times before they are finished.' },
    },
    {
      title: 'Printing and Binding',
      young: 'A big machine called a printing press puts ink on paper. It prints lots of pages fast. Then the pages are folded, cut and glued or sewn into a cover.',
      older: 'Printers put many pages on one giant sheet of paper. The sheet is folded into a bundle of pages called a signature, and signatures are stacked, trimmed and bound. Paper itself is usually made from wood fibres mashed into pulp, spread thin and dried.',
      funFact: { title: 'Look at the spine', text: 'In many hardback books you can see the stitched bundles of pages if you look closely at the top of the spine.' },
    },
    {
      title: 'Books Long Ago',
      young: 'Long ago there were no printing machines. People copied every book by hand. It took a very long time!',
      older: 'Before printing, scribes copied books by hand, which made books rare and expensive. Printing with carved wooden blocks began in China, and the oldest dated printed book, the Diamond Sutra, is from the year 868. Around 1450, Johannes Gutenberg built a printing press with metal letters that could be rearranged, and printed books spread quickly across Europe.',
      funFact: { title: 'Movable type first', text: 'In China, Bi Sheng made movable type from baked clay in the 11th century, centuries before Gutenberg.' },
    },
  ],
  deeper: {
    title: 'From Manuscript to Print Run',
    content: 'Publishers acquire manuscripts, then editors work on structure (developmental editing) and sentence-level detail (copy editing). Typesetting fixes the text on the page; proofs are checked before printing. Offset lithography transfers ink from a plate to a rubber blanket to the paper, and is economical for large runs, while digital printing suits short runs and print-on-demand. Historically, the spread of printing in 15th-century Europe lowered the cost of books, helped standardise languages and spread new ideas, including during the Reformation and the Scientific Revolution.',
    funFact: { title: 'Metal-type pioneers in Korea', text: 'The Jikji, printed in Korea in 1377, is the oldest surviving book printed with movable metal type.' },
  },
  glossary: [
    { term: 'Author', say: 'AW-ther', definition: 'The person who writes a book.' },
    { term: 'Illustrator', say: 'IL-us-tray-ter', definition: 'The person who draws the pictures.' },
    { term: 'Printing press', say: 'PRIN-ting press', definition: 'A machine that prints many copies of pages.' },
    { term: 'Editor', say: 'ED-ih-ter', definition: 'The person who helps an author improve the writing.' },
    { term: 'Binding', say: 'BYND-ing', definition: 'Joining the pages of a book together inside a cover.' },
  ],
  tryIt: [{
    title: 'Make Your Own Book',
    description: 'Fold, write, illustrate and bind a tiny book.',
    steps: [
      'Stack three sheets of paper and fold them in half together.',
      'Staple or sew along the fold to bind them.',
      'Write a short story, one sentence per page, and draw pictures.',
      'Make a cover with a title and "by" your name: you are the author and illustrator!',
    ],
    note: 'A grown-up should help with staplers or needles.',
  }],
  analogies: [
    { title: 'A relay race', content: 'Making a book is like a relay race: the author hands the story to the editor, then the designer, then the printer, then the bookshop or library.' },
  ],
  realWorld: [
    { title: 'Libraries', content: 'Libraries buy books so everyone in a community can read them for free.' },
    { title: 'E-books', content: 'Today many books are also published as e-books and audiobooks.' },
  ],
  engaging: [
    { question: 'If you wrote a book, what would it be about?', context: 'Who would be your main character?' },
    { question: 'How do you think the invention of printing changed the world?', context: 'Think about how many people could read books before and after.' },
  ],
  quiz: [
    { question: 'Who writes the words of a book?', right: 'The author', wrong: ['The printer', 'The reader'] },
    { question: 'Who draws the pictures?', right: 'The illustrator', wrong: ['The editor', 'The librarian'] },
    { question: 'How were books made before printing?', right: 'They were copied by hand', wrong: ['With computers', 'They were not made at all'] },
    { question: 'Who built a famous printing press with metal movable type in Europe around 1450?', right: 'Johannes Gutenberg', wrong: ['Isaac Newton', 'Leonardo da Vinci'], level: 'older' },
  ],
  related: ['story-parts', 'invention-of-writing', 'write-story'],
  links: [britannica('printing press'), SITES.readingRockets, SITES.smithsonian],
};

export const readingEntries: KidEntry[] = [goodStory, booksMade];
