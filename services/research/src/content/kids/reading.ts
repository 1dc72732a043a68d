import { britannica, SITES } from '../links';
import type { KidEntry } from '../types';

// Reading Journeys: what makes a story, and how books are made.

const READ = '2026-11-23';

const goodStory: KidEntry = {
  id: 'story-parts',
  module: 'Reading Journeys',
  question: 'What makes a good story?',
  title: 'What Makes a Good Story?',
  blurb: 'Characters, setting, a problem and how it gets solved.',
  triggers: [['good', 'story'], ['part', 'story'], ['story', 'element'], ['plot'], ['main', 'character'], ['setting', 'story'], ['beginning', 'middle', 'end'], ['what', 'is', 'a', 'story']],
  quickAnswer: {
    '3-5': 'A good story is about someone. It happens somewhere. Then something goes wrong. At the end, the problem gets fixed!',
    '6-8': 'Most good stories have a few parts. Characters are who the story is about. The setting is where and when it happens. There is a problem, and then a way to solve it. A story has a beginning, a middle and an end. It makes you want to know what happens next!',
    '9-12': 'Stories are built from characters, a setting, a plot, a conflict and a resolution. The plot is the chain of events. The conflict is the problem the main character faces. It may be another character, nature, society or their own fears. Good stories make us care about the characters. They build tension as the problem grows, and they often carry a theme: a big idea about life.',
    '13+': 'Narratives often follow an arc. Exposition introduces characters and setting, rising action complicates the central conflict, the climax is the turning point, and falling action leads to a resolution. Writers shape this through point of view (first person, or third person limited or omniscient), characterisation, pacing and theme. In the 19th century Gustav Freytag described a five-part dramatic structure, often drawn as a pyramid. Many modern stories bend or break such patterns on purpose.',
  },
  takeaways: {
    little: ['A story is about someone.', 'Something goes wrong.', 'Then it gets fixed!'],
    young: ['Stories have characters.', 'Something goes wrong in the middle.', 'At the end, the problem is solved.'],
    older: ['Characters, setting, plot, conflict and resolution are the building blocks.', 'Conflict creates tension that keeps readers reading.', 'The theme is the big idea a story explores.'],
  },
  sections: [
    {
      title: 'Who and Where',
      little: 'A story is about someone. It can be a girl, a bear or a dragon! They are the characters. The story happens in a place, like a forest or a school.',
      young: 'Characters are the people or animals in a story. The setting is where it happens, like a forest, a castle or a school.',
      older: 'Characters are the people, animals or creatures who act in a story. The main character is called the protagonist. The setting is where and when the story happens. It can shape everything, from the weather in a survival story to the rules of a fantasy world.',
      funFact: { title: 'Talking animals', text: 'Many of the oldest stories in the world, like fables, have animals who talk and act like people.' },
    },
    {
      title: 'Uh-oh! The Problem',
      little: 'In the middle, something goes wrong. Uh-oh! A teddy is lost. Where can it be? We keep reading to find out!',
      young: 'In the middle of a story, something goes wrong. A toy is lost. A dragon is grumpy. We keep reading to find out what happens!',
      older: 'Conflict is the problem at the heart of a story, and it drives the plot. It might be a character against another character, against nature, against the rules of their world, or against their own fears. As the problem grows, tension rises, and readers want to find out how it will end.',
      funFact: { title: 'Page turners', text: 'Writers sometimes end chapters on a cliffhanger, a moment of suspense that makes you turn the page.' },
    },
    {
      title: 'The Happy (or Surprising) Ending',
      little: 'At the end, the problem is fixed. The teddy is found. Hooray! Everyone feels happy again.',
      young: 'At the end, the problem is fixed. Maybe the characters learned something too.',
      older: 'The resolution ties up the conflict. Often the main character has changed by the end: braver, kinder or wiser. That change points to the theme, the message or question the story leaves with you.',
      funFact: { title: 'Once upon a time', text: 'Many fairy tales in English start with "Once upon a time," a signal that a story is beginning.' },
    },
  ],
  deeper: {
    title: 'Narrative Arc, Point of View and Theme',
    content: 'Freytag\'s pyramid divides a drama into exposition, rising action, climax, falling action and resolution (or dénouement). Point of view controls what the reader can know. A first-person narrator can be unreliable, while a third-person omniscient narrator can reveal many characters\' thoughts. Dynamic characters change over the story and static characters do not. Themes are rarely stated directly. Readers infer them from what characters want, what they choose and what it costs them.',
    funFact: { title: 'The hero\'s journey', text: 'The scholar Joseph Campbell described a common pattern in myths from many cultures, often called the hero\'s journey.' },
  },
  glossary: [
    { term: 'Character', say: 'KAIR-ik-ter', definition: 'A person, animal or creature in a story.' },
    { term: 'Setting', say: 'SET-ing', definition: 'Where and when a story happens.' },
    { term: 'Problem', say: 'PROB-lum', definition: 'What goes wrong in a story.' },
    { term: 'Plot', say: 'PLOT', definition: 'The events of a story, in order.' },
    { term: 'Theme', say: 'THEEM', definition: 'The big idea or message of a story.' },
  ],
  tryIt: [
    {
      title: 'Tell It With Toys',
      description: 'Make up a story with a favorite toy.',
      steps: [
        'Pick a toy. That is your character!',
        'Where is your toy? In bed? At the park?',
        'Uh-oh! What goes wrong?',
        'How does it get fixed? Tell the end!',
      ],
      note: 'A grown-up can ask "And then what happened?" to keep the story going.',
      bands: ['3-5'],
    },
    {
      title: 'Story Map',
      description: 'Map the parts of a favorite book.',
      steps: [
        'Choose a book you know well.',
        'Draw four boxes: Characters, Setting, Problem, Solution.',
        'Fill each box with drawings or words.',
        'Now change one box, like a new setting, and tell the story out loud in a new way!',
      ],
      note: 'Grown-ups can write the words while the child draws.',
      bands: ['6-8', '9-12', '13+'],
    },
  ],
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
    {
      question: 'Who are the people or animals in a story called?', right: 'Characters', wrong: ['Settings', 'Authors'],
      skill: 'vocabulary', support: ['a person, animal or creature in a story'],
    },
    {
      question: 'Where a story happens is called the…', right: 'Setting', wrong: ['Plot', 'Author'],
      skill: 'vocabulary', support: ['where and when a story happens'],
    },
    {
      question: 'What happens in the middle of a story?', right: 'Something goes wrong', wrong: ['The story starts', 'Everyone says goodbye'],
      skill: 'sequence', bands: ['3-5', '6-8'], support: ['in the middle, something goes wrong', 'in the middle of a story, something goes wrong'],
    },
    {
      question: 'What is the conflict in a story?', right: 'The problem the characters face', wrong: ['A fight between two people only', 'The place where the story happens'],
      skill: 'vocabulary', bands: ['9-12', '13+'], support: ['the conflict is the problem the main character faces', 'conflict is the problem at the heart of a story'],
    },
    {
      question: 'What is the theme of a story?', right: 'The big idea it explores', wrong: ['The list of characters', 'The town it is set in'],
      skill: 'vocabulary', bands: ['9-12', '13+'], support: ['the theme is the big idea a story explores'],
    },
  ],
  sources: [
    {
      claim: 'The German novelist and critic Gustav Freytag, in Die Technik des Dramas (1863), in the 19th century described a five-part structure of drama (introduction or exposition, rising action, climax, falling action and catastrophe or resolution), often drawn as Freytag\'s pyramid.',
      title: 'Britannica: Gustav Freytag',
      url: 'https://www.britannica.com/biography/Gustav-Freytag',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'The American scholar Joseph Campbell, in The Hero with a Thousand Faces (1949), described a common pattern in myths from many cultures, the monomyth, often called the hero\'s journey.',
      title: 'Britannica: Joseph Campbell',
      url: 'https://www.britannica.com/biography/Joseph-Campbell-American-author',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'A fable is a short story, often with animals that speak and act like people, that teaches a lesson; fables are among the oldest forms of storytelling.',
      title: 'Britannica: fable',
      url: 'https://www.britannica.com/art/fable',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: [
    '3-5: a story is "someone, somewhere, something goes wrong, it gets fixed"; real stories can also end sadly or unresolved, which 13+ notes.',
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
    '3-5': 'A writer makes up the story. An artist draws the pictures. A big machine prints lots of pages. Then the pages are stuck together. Now it is a book!',
    '6-8': 'An author writes the words. An editor helps make them better. For picture books, an illustrator draws the pictures. A designer puts the words and pictures on the pages. Then a printing press prints them on big sheets of paper. The sheets are folded, cut and glued or sewn into a cover.',
    '9-12': 'Making a book takes a team. The author writes, and editors suggest changes and check for mistakes. Illustrators and designers plan the look, and the publisher decides how many copies to print. Printers print many pages on huge sheets. The sheets are folded into groups of pages, trimmed and bound with glue or thread. Before printing presses, every book was copied by hand.',
    '13+': 'Modern publishing runs from manuscript through editing, design and typesetting, proofreading and printing. Large runs usually use offset lithography; small runs use digital printing. Large sheets carry many pages at once and are folded into signatures, gathered, and bound by sewing or glue. Woodblock printing flourished in China: the Diamond Sutra of 868 is the earliest dated printed book. Bi Sheng developed movable type in the 11th century. Around 1450 in Mainz, Johannes Gutenberg\'s press with metal movable type transformed European book production.',
  },
  takeaways: {
    little: ['A writer makes up the words.', 'An artist draws the pictures.', 'A big machine prints the pages.'],
    young: ['An author writes the words.', 'An illustrator draws the pictures.', 'A printing machine makes many copies.'],
    older: ['Books are made by a team: authors, editors, illustrators, designers and printers.', 'Pages are printed on big sheets, then folded, cut and bound.', 'Before printing, books were copied by hand.'],
  },
  sections: [
    {
      title: 'The Book Team',
      little: 'A book needs helpers. The author writes the words. The illustrator draws the pictures. Good teamwork!',
      young: 'A book needs lots of helpers. The author writes. The illustrator draws. The editor helps fix mistakes.',
      older: 'An author writes and rewrites. An editor reads the draft and suggests changes, and a copy editor checks spelling, grammar and facts. In picture books, the illustrator\'s pictures tell part of the story, and a designer chooses fonts and page layouts.',
      funFact: { title: 'Many drafts', text: 'Most authors rewrite their stories many times before they are finished.' },
    },
    {
      title: 'Printing and Binding',
      little: 'A big machine called a press puts ink on paper. It prints lots of pages fast. Then the pages are folded and glued into a cover.',
      young: 'A big machine called a printing press puts ink on paper. It prints lots of pages fast. Then the pages are folded, cut and glued or sewn into a cover.',
      older: 'Printers put many pages on one giant sheet of paper. The sheet is folded into a bundle of pages called a signature. Signatures are stacked, trimmed and bound. Paper itself is usually made from wood fibres mashed into pulp, spread thin and dried.',
      funFact: { title: 'Look at the spine', text: 'In many hardback books you can see the stitched bundles of pages if you look closely at the top of the spine.' },
    },
    {
      title: 'Books Long Ago',
      little: 'Long ago there were no printing machines. People wrote every book by hand. That took a very long time!',
      young: 'Long ago there were no printing machines. People copied every book by hand. It took a very long time!',
      older: 'Before printing, scribes copied books by hand, so books were rare and costly. Printing with carved wooden blocks began in China. The oldest dated printed book, the Diamond Sutra, is from the year 868. Around 1450, Johannes Gutenberg built a printing press with metal letters that could be moved around. Printed books then spread quickly across Europe.',
      funFact: { title: 'Movable type first', text: 'In China, Bi Sheng made movable type from baked clay in the 11th century, centuries before Gutenberg.' },
    },
  ],
  deeper: {
    title: 'From Manuscript to Print Run',
    content: 'Publishers take on manuscripts. Editors then work on structure (developmental editing) and on sentence-level detail (copy editing). Typesetting fixes the text on the page, and proofs are checked before printing. Offset lithography transfers ink from a plate to a rubber blanket and then to the paper; it is cheap for large runs. Digital printing suits short runs and print-on-demand. In 15th-century Europe, printing lowered the cost of books, helped standardise languages and spread new ideas, including during the Reformation and the Scientific Revolution.',
    funFact: { title: 'The Gutenberg Bible', text: 'Gutenberg\'s most famous book is a Bible printed in Mainz in the 1450s. A few copies still survive in libraries today.' },
  },
  glossary: [
    { term: 'Author', say: 'AW-ther', definition: 'The person who writes a book.' },
    { term: 'Illustrator', say: 'IL-us-tray-ter', definition: 'The person who draws the pictures.' },
    { term: 'Printing press', say: 'PRIN-ting press', definition: 'A machine that prints many copies of pages.' },
    { term: 'Editor', say: 'ED-ih-ter', definition: 'The person who helps an author improve the writing.' },
    { term: 'Binding', say: 'BYND-ing', definition: 'Joining the pages of a book together inside a cover.' },
  ],
  tryIt: [
    {
      title: 'Fold a Little Book',
      description: 'Make a tiny picture book.',
      steps: [
        'Fold two sheets of paper in half together.',
        'A grown-up staples the fold.',
        'Draw one picture on each page.',
        'Tell your story out loud. You are the author!',
      ],
      note: 'The stapler is a grown-up job. A grown-up can write your words under the pictures.',
      bands: ['3-5'],
    },
    {
      title: 'Make Your Own Book',
      description: 'Fold, write, illustrate and bind a tiny book.',
      steps: [
        'Stack three sheets of paper and fold them in half together.',
        'Staple or sew along the fold to bind them.',
        'Write a short story, one sentence per page, and draw pictures.',
        'Make a cover with a title and "by" your name: you are the author and illustrator!',
      ],
      note: 'A grown-up should help with staplers or needles.',
      bands: ['6-8', '9-12', '13+'],
    },
  ],
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
    {
      question: 'Who writes the words of a book?', right: 'The author', wrong: ['The printer', 'The illustrator'],
      skill: 'vocabulary', support: ['the person who writes a book'],
    },
    {
      question: 'Who draws the pictures?', right: 'The illustrator', wrong: ['The editor', 'The printer'],
      skill: 'vocabulary', support: ['the person who draws the pictures'],
    },
    {
      question: 'How were books made before printing?', right: 'They were copied by hand', wrong: ['They were typed on computers', 'They were made by machines'],
      skill: 'recall', support: ['book by hand', 'books by hand', 'copied by hand'],
    },
    {
      question: 'Who built a famous printing press with metal movable type in Europe around 1450?', right: 'Johannes Gutenberg', wrong: ['Isaac Newton', 'Leonardo da Vinci'],
      skill: 'recall', bands: ['9-12', '13+'], support: ['johannes gutenberg built a printing press'],
    },
    {
      question: 'In bookmaking, what is a signature?', right: 'A folded bundle of pages', wrong: ['The author\'s name on the cover', 'The price on the back'],
      skill: 'vocabulary', bands: ['9-12', '13+'], support: ['a bundle of pages called a signature'],
    },
  ],
  sources: [
    {
      claim: 'The Diamond Sutra, a Buddhist text printed in China from carved wooden blocks and dated 868, is the world\'s earliest dated printed book.',
      title: 'British Library: The Diamond Sutra',
      url: 'https://www.bl.uk/collection-items/the-diamond-sutra',
      read: READ,
      authority: 'museum',
    },
    {
      claim: 'Bi Sheng, a Chinese commoner, invented movable type made of baked clay in China in the 11th century, about four centuries before Gutenberg.',
      title: 'Britannica: Bi Sheng',
      url: 'https://www.britannica.com/biography/Bi-Sheng',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Johannes Gutenberg, working in Mainz, developed a printing press with metal movable type around 1450; his Bible, printed in the 1450s, is the most famous early European printed book, and a number of copies survive.',
      title: 'Britannica: Johannes Gutenberg',
      url: 'https://www.britannica.com/biography/Johannes-Gutenberg',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Before printing, books were copied by hand by scribes. Printing spread across 15th-century Europe, lowering the cost of books, helping standardise languages and spreading new ideas, including in the Reformation and the Scientific Revolution. Large modern print runs mostly use offset lithography, in which ink passes from a plate to a rubber blanket and then to the paper.',
      title: 'Britannica: printing (publishing)',
      url: 'https://www.britannica.com/technology/printing-publishing',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: [
    '3-5: "a big machine prints the pages" for the printing process; no names or dates before 9-12.',
  ],
  related: ['story-parts', 'invention-of-writing', 'write-story'],
  links: [britannica('printing press'), SITES.readingRockets, SITES.smithsonian],
};

export const readingEntries: KidEntry[] = [goodStory, booksMade];
