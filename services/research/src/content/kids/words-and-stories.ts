import { britannica, SITES } from '../links';
import type { KidEntry, Source } from '../types';

// Reading Journeys, Writing Workshop, Language Discovery (issue 10 §1, batch 3).

const READ = '2026-11-23';

const RR_FLUENCY: Source = {
  claim: 'Reading fluency is the ability to read a text accurately, at a good pace and with expression; repeated and monitored oral reading, with guidance and feedback, improves fluency, and fluent readers can give their attention to understanding what they read.',
  title: 'Reading Rockets: Fluency',
  url: 'https://www.readingrockets.org/topics/fluency',
  read: READ,
  authority: 'reference',
};

const RR_COMPREHENSION: Source = {
  claim: 'Good readers use comprehension strategies: previewing a text, predicting, asking questions, visualizing, summarizing and monitoring their understanding, rereading when meaning breaks down; vocabulary and background knowledge make texts easier to understand. Reading instruction is often described by five components: phonemic awareness, phonics, fluency, vocabulary and comprehension.',
  title: 'Reading Rockets: Comprehension',
  url: 'https://www.readingrockets.org/topics/comprehension',
  read: READ,
  authority: 'reference',
};

const readingBetter: KidEntry = {
  id: 'reading-better',
  module: 'Reading Journeys',
  question: 'How can I get better at reading?',
  title: 'How Can I Get Better at Reading?',
  blurb: 'Practice, rereading and thinking while you read.',
  triggers: [['better', 'read*'], ['better at reading'], ['how', 'read', 'better'], ['how', 'read', 'faster'], ['good', 'reader'], ['better', 'reader'], ['improve', 'read*'], ['practice', 'reading'], ['practise', 'reading'], ['read', 'faster'], ['reading', 'skill*'], ['fluen*'], ['read', 'smooth*']],
  quickAnswer: {
    '3-5': 'You get better at reading by reading a lot! Read with a grown-up every day. Point to each word as you go. Read your best books again and again. Each time, it gets easier.',
    '6-8': 'Reading is like riding a bike: practice makes it easier. Read a little every day, with a grown-up or on your own. Sound out new words, then read the whole sentence again. Reread books you love to read more smoothly. Pick books that are just right, not too hard. Talk about what you read, so you understand it better.',
    '9-12': 'Reading gets better with practice, like any skill. Read every day, and choose books you enjoy. Rereading a passage aloud builds fluency. That means reading smoothly, at a good pace, with expression. When you meet a new word, use the clues around it, then check a dictionary. Stop now and then to ask yourself what just happened. Reading many kinds of texts grows your vocabulary.',
    '13+': 'Skilled reading combines two abilities: decoding the words and understanding the language. Decoding becomes automatic with practice, which frees attention for meaning. Fluency means reading accurately, at a good rate, with expression. It grows through repeated reading aloud with feedback. Understanding improves when readers preview a text, ask questions, summarize and check themselves. Wide reading builds vocabulary and background knowledge, which make the next text easier.',
  },
  takeaways: {
    little: ['Read a little every day.', 'Read your best books again.', 'Ask a grown-up to read with you.'],
    young: ['Practice every day, a little at a time.', 'Reread books to read more smoothly.', 'Talk about what you read.'],
    older: ['Daily reading builds skill, like practice in a sport.', 'Rereading aloud builds fluency.', 'Asking questions while you read builds understanding.'],
  },
  sections: [
    {
      title: 'Practice, Practice',
      little: 'Reading is like a game you practice. Read a book with a grown-up. Read it again the next day. You get faster each time!',
      young: 'Your brain learns to read by doing it again and again. A little reading every day helps more than a lot once a week. Read signs, menus and comics too. It all counts!',
      older: 'Each time you read a word, your brain links its letters, sounds and meaning a little more strongly. Soon, familiar words are read at a glance, without sounding out. That is why short daily practice works so well. Signs, recipes, comics and game rules all count as reading.',
      funFact: { title: 'Reading is learned', text: 'Nobody is born knowing how to read. Every reader\'s brain learns it with practice.' },
    },
    {
      title: 'Read It Again',
      little: 'Pick a book you love. Read it again and again. Soon you can read it in a big, happy voice!',
      young: 'Reading a book again is not cheating. It helps you read more smoothly, like a storyteller. Try reading one page out loud three times. Listen to how it gets better.',
      older: 'Fluent readers read accurately, at a good pace, and with expression. Rereading the same passage aloud, with feedback from a grown-up, builds fluency. Reading along with an audiobook also helps you hear how the words should sound.',
      funFact: { title: 'Actors reread too', text: 'Actors read their lines many times before a show, so the words sound natural.' },
    },
    {
      title: 'Think While You Read',
      little: 'Look at the pictures. What is going on? What will happen next? Talk about it with your grown-up.',
      young: 'Good readers think while they read. Stop and ask: who is this about? What just happened? What might happen next? If a page makes no sense, go back and read it again.',
      older: 'Understanding is the goal of reading. Before you start, look at the title and pictures and guess what the text is about. While reading, ask questions and picture the scenes in your mind. Afterward, sum it up in a few sentences. If you get lost, slow down and reread.',
      funFact: { title: 'A movie in your head', text: 'Many readers say a good book plays like a movie in their mind.' },
    },
  ],
  deeper: {
    title: 'Decoding, Fluency and Comprehension',
    content: 'One well-known model, the simple view of reading, describes reading comprehension as the product of two skills: decoding and language comprehension. If either one is weak, understanding suffers. Phonics instruction builds decoding. Repeated oral reading with feedback builds fluency, and fluent reading frees attention for meaning. Comprehension strategies, such as predicting, questioning, summarizing and monitoring, help with harder texts. Vocabulary and background knowledge matter too: a reader who knows a topic understands a new text about it more easily.',
    funFact: { title: 'Five parts of reading', text: 'Reading teachers often name five parts of reading: phonemic awareness, phonics, fluency, vocabulary and comprehension.' },
  },
  glossary: [
    { term: 'Fluency', say: 'FLOO-un-see', definition: 'Reading smoothly, at a good pace, with expression.' },
    { term: 'Reread', say: 'ree-REED', definition: 'To read something again.' },
    { term: 'Vocabulary', say: 'voh-KAB-yuh-lair-ee', definition: 'All the words you know and understand.' },
    { term: 'Comprehension', say: 'kom-pree-HEN-shun', definition: 'Understanding what you read.' },
  ],
  tryIt: [{
    title: 'Echo Reading',
    description: 'Read like an echo with a grown-up.',
    steps: [
      'Sit with a grown-up and a favorite book.',
      'The grown-up reads one line and points to the words.',
      'You read the same line, just like an echo.',
      'Swap! You read first, and the grown-up is the echo.',
    ],
    note: 'Short and fun beats long and tiring: stop while it is still fun.',
    bands: ['3-5'],
  }, {
    title: 'The Three Reads Challenge',
    description: 'Hear your own reading get smoother.',
    steps: [
      'Pick one short page or a poem.',
      'Read it aloud once. Notice the tricky words.',
      'Practise the tricky words, then read the page again.',
      'Read it a third time with expression, like an actor.',
      'Ask a grown-up which read sounded best, and why.',
    ],
    note: 'Try it with a new page each day for a week.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'Like learning a sport', content: 'Reading is like learning to kick a ball. At first you think about every move. With practice it becomes automatic, and you can think about the game.' },
  ],
  realWorld: [
    { title: 'Reading everywhere', content: 'Recipes, maps, game rules, cereal boxes and street signs all need reading. Every one of them is practice.' },
  ],
  engaging: [
    { question: 'What is a book you could read again and again?', context: 'Think about why you love it.' },
    { question: 'Where do you see words outside of books?', context: 'Look around your kitchen, the street or a shop.' },
  ],
  quiz: [
    {
      question: 'What helps you read more smoothly?', right: 'Reading a book again', wrong: ['Skipping every hard word', 'Reading once a month'],
      skill: 'recall', support: ['again and again', 'Rereading', 'Reread books'],
    },
    {
      question: 'What can you do if a page makes no sense?', right: 'Go back and read it again', wrong: ['Close the book for good', 'Skip to the last page'],
      skill: 'cause-effect', support: ['read it again', 'reread'],
    },
    {
      question: 'What does fluency mean?', right: 'Reading smoothly, with expression', wrong: ['Reading with your eyes shut', 'Reading only very long books'],
      skill: 'vocabulary', bands: ['9-12', '13+'], support: ['reading smoothly', 'Fluency means reading accurately'],
    },
  ],
  sources: [
    RR_FLUENCY,
    RR_COMPREHENSION,
    {
      claim: 'The simple view of reading (Gough and Tunmer, 1986) describes reading comprehension as the product of decoding and language comprehension: if either is weak, reading comprehension suffers.',
      title: 'Gough P. B. and Tunmer W. E. (1986). Decoding, reading, and reading disability. Remedial and Special Education 7(1).',
      url: 'https://doi.org/10.1177/074193258600700104',
      read: READ,
      authority: 'peer-reviewed',
    },
  ],
  simplifications: ['For 3-5, "read your best books again and again" stands for repeated reading, the fluency practice named for older readers.'],
  related: ['sound-out-words', 'library', 'story-parts'],
  links: [SITES.readingRockets, britannica('reading')],
};

const library: KidEntry = {
  id: 'library',
  module: 'Reading Journeys',
  question: 'What is a library?',
  title: 'What Is a Library?',
  blurb: 'A place that shares books, and much more, with everyone.',
  triggers: [['library'], ['libraries'], ['librarian*'], ['library', 'card'], ['borrow', 'book*'], ['lend*', 'book*']],
  quickAnswer: {
    '3-5': 'A library is a place full of books. You can take books home for free! Then you bring them back. A kind helper called a librarian helps you find books.',
    '6-8': 'A library is a place that keeps books and lends them to people. With a library card, you can borrow books for free. You take them home and bring them back later. Libraries also have audiobooks, computers and story times. A librarian helps you find a good book.',
    '9-12': 'A library is a collection of books and other materials, and the place that keeps them. Public libraries lend books for free to anyone in their town. They also offer e-books, audiobooks, films, computers and homework help. Books are arranged by subject or author, so they are easy to find. Librarians help people find facts and good books.',
    '13+': 'A library is an organized collection of books, magazines, recordings and digital media, kept for use rather than sale. Public libraries, paid for by communities, give free access to everyone. Systems like the Dewey Decimal system shelve books by subject. A catalog lets readers search the whole collection. Librarians help people find what they need. Libraries are very old: royal libraries of clay tablets existed in ancient Mesopotamia.',
  },
  takeaways: {
    little: ['A library has lots of books.', 'You can take books home for free.', 'You bring the books back.'],
    young: ['A library lends books for free.', 'A library card lets you borrow books.', 'Librarians help you find books.'],
    older: ['Public libraries lend books and more, free to everyone.', 'Books are arranged by subject so they are easy to find.', 'Librarians are experts at finding information.'],
  },
  sections: [
    {
      title: 'Borrowing Books',
      little: 'At the library, you pick a book. You take it home to read. Then you bring it back. Now someone else can read it!',
      young: 'When you borrow a book, you take it home for a few weeks. Then you return it, so another reader can enjoy it. Sharing books means a whole town can read far more books than one family could buy.',
      older: 'Borrowing is what makes a library special. A library buys a book once, and then many people can read it, one after another. A library card keeps track of what you have borrowed and when it is due back.',
      funFact: { title: 'A shared treasure', text: 'One library book can be read by many, many children over the years.' },
    },
    {
      title: 'Finding Your Way',
      little: 'Library books live on shelves. Picture books are in one place. Animal books are in another. A librarian can show you!',
      young: 'Library books are sorted. Stories are usually by the author\'s last name. Fact books are grouped by subject, like animals or space. Each book has a label on its spine that tells you where it goes.',
      older: 'Fiction is usually shelved by the author\'s surname. Nonfiction is grouped by subject using a number system, so all the books about one topic sit together. The library catalog tells you whether a book is in and exactly where it is.',
      funFact: { title: 'Numbers on books', text: 'Many libraries give nonfiction books a subject number, so books about the same thing sit side by side.' },
    },
    {
      title: 'More Than Books',
      young: 'Libraries have story times, puppet shows, computers, games, films and music. Many have quiet corners for reading and tables for homework.',
      older: 'Modern libraries lend e-books, audiobooks and films, offer free internet and computers, and run clubs, classes and homework help. They are free places where anyone can learn.',
      funFact: { title: 'Libraries long ago', text: 'Some of the oldest libraries held clay tablets instead of paper books.' },
    },
  ],
  deeper: {
    title: 'Catalogs, Classification and the Oldest Libraries',
    content: 'Libraries organize knowledge so it can be found. The Dewey Decimal system divides nonfiction into ten main classes, such as science or history, and narrows each class with more numbers. Many large research libraries use the Library of Congress system instead. Online catalogs record each item\'s author, title, subjects and shelf location. The idea is ancient. Royal libraries of clay tablets existed in ancient Mesopotamia, and the Library of Alexandria in Egypt became famous in the ancient world. Today the Library of Congress, in Washington, D.C., is the largest library in the world.',
    funFact: { title: 'Millions of items', text: 'The Library of Congress holds millions of books, recordings, photographs, maps and manuscripts.' },
  },
  glossary: [
    { term: 'Library', say: 'LY-brair-ee', definition: 'A place that keeps books and lends them to people.' },
    { term: 'Borrow', say: 'BOR-oh', definition: 'To take something for a while and then give it back.' },
    { term: 'Librarian', say: 'ly-BRAIR-ee-un', definition: 'A person who works in a library and helps people find books and information.' },
    { term: 'Catalog', say: 'KAT-uh-log', definition: 'A list of everything a library has, and where to find it.' },
  ],
  tryIt: [{
    title: 'Play Library at Home',
    description: 'Make a little library with your own books.',
    steps: [
      'Put some of your books on a shelf or in a box.',
      'Make a paper card for a grown-up.',
      'Let the grown-up borrow a book. Draw a tick on the card.',
      'When the book comes back, put it on the shelf again.',
    ],
    note: 'Next time, visit a real library with a grown-up and ask about story time.',
    bands: ['3-5'],
  }, {
    title: 'Library Treasure Hunt',
    description: 'Learn to find books on your own.',
    steps: [
      'Visit a library with a grown-up.',
      'Ask a librarian how to get a library card.',
      'Find one story book, one fact book and one book of poems.',
      'Use the catalog to look up a book about something you love.',
      'Borrow one book you would never usually pick.',
    ],
    note: 'Write down the label on each book\'s spine. Can you work out what it means?',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A sharing toy box', content: 'A library is like a giant toy box for a whole town: everyone takes a turn, and everyone puts things back.' },
  ],
  realWorld: [
    { title: 'School libraries', content: 'Many schools have their own library, with books chosen for their pupils.' },
    { title: 'Little free libraries', content: 'Some streets have small boxes of books where neighbors leave a book and take a book.' },
  ],
  engaging: [
    { question: 'If you ran a library, what books would you put in it?', context: 'Think about what your friends like to read.' },
    { question: 'Why do you think libraries are free?', context: 'Think about who gets to read when books are shared.' },
  ],
  quiz: [
    {
      question: 'What do you do with a library book when you finish?', right: 'Bring it back', wrong: ['Keep it forever', 'Throw it away'],
      skill: 'recall', support: ['bring them back', 'bring it back', 'return it', 'bring the books back'],
    },
    {
      question: 'Who helps you find books at the library?', right: 'A librarian', wrong: ['A lifeguard', 'A firefighter'],
      skill: 'vocabulary', support: ['librarian helps you find', 'Librarians help you find', 'Librarians help people find'],
    },
    {
      question: 'How much does it cost to borrow a book?', right: 'Nothing, it is free', wrong: ['One gold coin each', 'As much as buying it'],
      skill: 'recall', bands: ['6-8', '9-12', '13+'], support: ['borrow books for free', 'lend books for free', 'free access to everyone'],
    },
  ],
  sources: [
    {
      claim: 'A library is a collection of books and other materials kept for use rather than sale, and the place that houses it; public libraries, supported by their communities, lend materials free to everyone and offer many services. Libraries go back to ancient Mesopotamia, where royal collections of clay tablets were kept, and the Library of Alexandria in Egypt was the most famous library of the ancient world. Libraries classify books by subject using systems such as the Dewey Decimal Classification, with ten main classes, and the Library of Congress Classification.',
      title: 'Britannica: library',
      url: 'https://www.britannica.com/topic/library',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'The Library of Congress, in Washington, D.C., is the largest library in the world, with millions of books, recordings, photographs, newspapers, maps and manuscripts in its collections.',
      title: 'Library of Congress: About the Library',
      url: 'https://www.loc.gov/about/',
      read: READ,
      authority: 'reference',
    },
  ],
  related: ['reading-better', 'books-made', 'story-parts'],
  links: [britannica('library'), SITES.readingRockets],
};

const fairyTales: KidEntry = {
  id: 'fairy-tales',
  module: 'Reading Journeys',
  question: 'What is a fairy tale?',
  title: 'What Is a Fairy Tale?',
  blurb: 'Old stories of magic, wishes, giants and clever heroes.',
  triggers: [['fairy', 'tale'], ['fairy', 'tales'], ['fairytale*'], ['fairy', 'story'], ['once', 'upon', 'a', 'time'], ['happily', 'ever', 'after'], ['grimm'], ['brothers', 'grimm']],
  quickAnswer: {
    '3-5': 'A fairy tale is a story with magic in it. It may have a talking animal, a giant or a witch. Lots of them start with "Once upon a time". Most end happily!',
    '6-8': 'A fairy tale is a make-believe story with magic in it. It may have wishes, spells, giants or talking animals. Many start with "Once upon a time". Many end with "happily ever after". The hero has a big problem. The hero wins by being brave, kind or clever.',
    '9-12': 'A fairy tale is a short story of magic and wonder, usually set long ago in a place with no name. Most were told aloud for hundreds of years before anyone wrote them down. Heroes face tests, often in threes. Good is rewarded and wickedness punished. Collectors like the Brothers Grimm in Germany wrote many down, and writers like Hans Christian Andersen made up new ones.',
    '13+': 'Fairy tales, or wonder tales, are folk stories featuring magic and marvels, such as transformations, enchantments and talking animals. Many circulated orally for centuries. Literary versions came later: Charles Perrault published French tales in 1697, and Jacob and Wilhelm Grimm published German tales from 1812. Hans Christian Andersen wrote original tales in Denmark. The same plots turn up across cultures. Folklorists catalog these recurring tale types and motifs.',
  },
  takeaways: {
    little: ['A fairy tale is a story with magic.', 'Many start with "Once upon a time".', 'Most end happily.'],
    young: ['Fairy tales are make-believe stories with magic.', 'Heroes win by being brave, kind or clever.', 'Many were told aloud long before they were written.'],
    older: ['Fairy tales are folk stories of magic and wonder.', 'Many were passed on by word of mouth for centuries.', 'Similar tales appear in many cultures.'],
  },
  sections: [
    {
      title: 'Magic and Wonder',
      little: 'In fairy tales, magic can happen. A frog can talk. A pumpkin can turn into a coach. A bean can grow up to the sky!',
      young: 'Fairy tales are full of wonders: magic beans, glass slippers, wishes and spells. Nobody in the story is surprised by the magic. That is part of the fun.',
      older: 'Magic in fairy tales is normal. Animals talk, people are turned into beasts and spells last for years. The settings are vague: "a kingdom far away", "a dark forest". That makes the stories feel timeless.',
      funFact: { title: 'Not always fairies', text: 'Many fairy tales have no fairies in them at all!' },
    },
    {
      title: 'Heroes and Tests',
      little: 'The hero has a big problem. Maybe a mean giant. Maybe a long trip. The hero is brave and kind, and wins!',
      young: 'A fairy tale hero is often the youngest child or the smallest one. They face tests, like a giant or a tricky riddle. Being kind, brave or clever helps them win.',
      older: 'Fairy tales follow patterns. Things often happen in threes: three wishes, three brothers, three tries. The youngest or weakest character often succeeds where others fail. Kindness to a stranger is usually rewarded later in the story.',
      funFact: { title: 'The power of three', text: 'Three bears, three pigs, three wishes: the number three turns up again and again.' },
    },
    {
      title: 'Told Aloud, Then Written',
      young: 'Long ago, people told fairy tales out loud, by the fire. Later, people wrote them down in books, so we can still read them today.',
      older: 'Most fairy tales were spoken stories, changed a little by each teller. Collectors wrote them down. The Brothers Grimm gathered German tales, and Charles Perrault wrote French ones. So we often have several versions of the same tale.',
      funFact: { title: 'Many versions', text: 'Stories like Cinderella have been told in many countries, each a little different.' },
    },
  ],
  deeper: {
    title: 'Folk Tales, Literary Tales and Tale Types',
    content: 'Scholars separate folk fairy tales, passed on orally, from literary fairy tales, invented by one author. Charles Perrault\'s 1697 collection included Cinderella and Sleeping Beauty. The Grimm brothers first published their collection in 1812 and revised it many times, often making it gentler for children. Hans Christian Andersen wrote new tales, such as The Little Mermaid. Folklorists classify tales into types by their plots and motifs. This shows how one plot can travel across languages and centuries.',
    funFact: { title: 'Darker first drafts', text: 'Early printed versions of some tales were much darker than the ones in picture books today.' },
  },
  glossary: [
    { term: 'Fairy tale', say: 'FAIR-ee tayl', definition: 'A make-believe story with magic, often set long ago.' },
    { term: 'Hero', say: 'HEER-oh', definition: 'The main good character who faces the big problem.' },
    { term: 'Folk tale', say: 'FOHK tayl', definition: 'A story passed on by people telling it aloud.' },
    { term: 'Version', say: 'VUR-zhun', definition: 'One way of telling a story that can be told in other ways too.' },
  ],
  tryIt: [{
    title: 'Tell a Magic Story',
    description: 'Make up a tiny fairy tale with a grown-up.',
    steps: [
      'Start with "Once upon a time".',
      'Pick a hero: a small mouse, a girl, a boy or a bear.',
      'Add a problem, like a grumpy giant.',
      'Add some magic to help! How does it end?',
    ],
    note: 'Draw a picture of your hero afterward.',
    bands: ['3-5'],
  }, {
    title: 'Fairy Tale Twist',
    description: 'Retell a fairy tale in a new way.',
    steps: [
      'Pick a fairy tale you know well.',
      'List its parts: hero, problem, magic, ending.',
      'Change one thing: the setting, the villain\'s side of the story, or the ending.',
      'Write or tell your new version to someone.',
    ],
    note: 'Notice how the same plot still works when one part changes.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A story passed hand to hand', content: 'A fairy tale is like a ball passed around a circle: each person adds a little spin before passing it on.' },
  ],
  realWorld: [
    { title: 'Films and plays', content: 'Many films, plays and ballets retell old fairy tales with new songs and pictures.' },
  ],
  engaging: [
    { question: 'What is your favourite fairy tale?', context: 'Who is the hero, and what is the magic?' },
    { question: 'Why do you think so many fairy tales end happily?', context: 'Think about how listeners feel at the end.' },
  ],
  quiz: [
    {
      question: 'What do fairy tales usually have in them?', right: 'Magic', wrong: ['Maps', 'Math sums'],
      skill: 'recall', support: ['story with magic', 'full of magic', 'stories of magic', 'story of magic'],
    },
    {
      question: 'How do many fairy tales begin?', right: 'Once upon a time', wrong: ['The end', 'Goodnight moon'],
      skill: 'recall', bands: ['3-5', '6-8'], support: ['Once upon a time'],
    },
    {
      question: 'How were most fairy tales first shared?', right: 'Told out loud', wrong: ['Sent by email', 'Shown on television'],
      skill: 'recall', bands: ['6-8', '9-12', '13+'], support: ['told fairy tales out loud', 'told aloud', 'circulated orally'],
    },
    {
      question: 'Who wrote down many German fairy tales?', right: 'The Brothers Grimm', wrong: ['The Wright brothers', 'Santa Claus'],
      skill: 'recall', bands: ['9-12', '13+'], support: ['Brothers Grimm', 'Jacob and Wilhelm Grimm'],
    },
  ],
  sources: [
    {
      claim: 'A fairy tale (wonder tale) is a simple narrative of folk origin, or a literary imitation, involving marvellous elements and magic, often set in an unspecified past; fairy tales circulated orally for centuries. Charles Perrault published a French collection in 1697 including Cinderella and Sleeping Beauty; Jacob and Wilhelm Grimm, the Brothers Grimm, published German tales (from Germany) from 1812 and revised them in later editions; Hans Christian Andersen, in Denmark, wrote original literary fairy tales such as The Little Mermaid. Similar tales occur in many cultures, and folklorists classify them by tale types and motifs.',
      title: 'Britannica: fairy tale',
      url: 'https://www.britannica.com/art/fairy-tale',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Jacob Grimm and Wilhelm Grimm, German folklorists known as the Brothers Grimm, published Kinder- und Hausmärchen (1812-1815), a collection of German folk tales.',
      title: 'Britannica: Brothers Grimm',
      url: 'https://www.britannica.com/biography/Brothers-Grimm',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: ['For 3-5, "most end happily" is said of the tales children meet; some old versions end sadly.'],
  related: ['fables', 'story-parts', 'write-story'],
  links: [britannica('fairy tale'), SITES.readingRockets],
};

const fables: KidEntry = {
  id: 'fables',
  module: 'Reading Journeys',
  question: 'What is a fable?',
  title: 'What Is a Fable?',
  blurb: 'Short stories, often with animals, that teach a lesson.',
  triggers: [['fable'], ['fables'], ['aesop*'], ['moral', 'story'], ['moral', 'of', 'the', 'story'], ['what', 'is', 'a', 'moral'], ['tortoise', 'hare'], ['boy', 'cried', 'wolf'], ['story', 'lesson']],
  quickAnswer: {
    '3-5': 'A fable is a short story. Often the animals in it can talk. At the end, it teaches a lesson. The lesson is about how to be good and wise.',
    '6-8': 'A fable is a short story that teaches a lesson, called a moral. The characters are often animals that talk and act like people. In one fable, a slow tortoise beats a fast hare in a race, because the hare stops for a nap. The moral: slow and steady wins the race.',
    '9-12': 'A fable is a short story that teaches a moral, a lesson about how to behave. Most fables use animals that talk and act like people, each standing for a human trait, such as a sly fox or a proud lion. The most famous fables are credited to Aesop, a storyteller of ancient Greece. The moral is often stated in one line at the end.',
    '13+': 'A fable is a brief tale, in prose or verse, that illustrates a moral, usually through animals with human traits. The best-known Western collection is credited to Aesop, said to have lived in Greece in the 500s BCE. Whether he really existed is uncertain. In India, the Panchatantra collected animal fables to teach wisdom. In France, Jean de La Fontaine retold fables in verse in the 1600s. Fables differ from fairy tales by being short and built around one lesson.',
  },
  takeaways: {
    little: ['A fable is a short story.', 'Its animals can often talk.', 'It teaches a lesson.'],
    young: ['A fable teaches a lesson called a moral.', 'Fable animals act like people.', 'Slow and steady wins the race!'],
    older: ['Fables are short tales that teach a moral.', 'Animals stand for human traits.', 'Many famous fables are credited to Aesop.'],
  },
  sections: [
    {
      title: 'Talking Animals',
      little: 'In fables, animals talk like people. A fox can be tricky. An ant can work hard. A lion can be proud.',
      young: 'Fable animals talk and act like people. Each one stands for a way of behaving: the fox is sly, the ant is hard-working, the lion is proud.',
      older: 'Fables use animals as shortcuts. A fox means cunning, a lion means power, an ant means hard work. Readers know at once what each character is like, so the story can be very short.',
      funFact: { title: 'Why animals?', text: 'Using animals lets a fable poke fun at how people behave without naming anyone.' },
    },
    {
      title: 'The Lesson at the End',
      little: 'A rabbit is fast. A tortoise is slow. The rabbit takes a nap. The tortoise keeps going and wins! The lesson: keep going.',
      young: 'The lesson of a fable is called the moral. In one fable, a boy cries "wolf!" as a joke, again and again. When a real wolf comes, nobody believes him. The moral: liars are not believed, even when they tell the truth.',
      older: 'The moral is the point of a fable, often given in one line at the end: "slow and steady wins the race" or "look before you leap". Some of these lines became everyday sayings.',
      funFact: { title: 'Crying wolf', text: 'People still say "don\'t cry wolf" to mean "don\'t give a false alarm".' },
    },
    {
      title: 'Very Old Stories',
      young: 'Fables are very old. Many famous ones are said to come from a storyteller named Aesop, who lived in ancient Greece.',
      older: 'Fables are found all over the world. Greek fables are credited to Aesop. India\'s Panchatantra is an old collection of animal fables. Later writers retold them again and again.',
      funFact: { title: 'A mystery man', text: 'Nobody knows for sure whether Aesop was a real person. His fables gave us the saying "sour grapes".' },
    },
  ],
  deeper: {
    title: 'Fable, Parable and Allegory',
    content: 'A fable is one kind of short moral tale. A parable teaches a lesson with human characters and everyday events. An allegory is a longer work in which characters and events stand for ideas. The Aesop tradition passed through Greek and Latin collections. In the 1600s, Jean de La Fontaine turned fables into witty French verse that mocked society. The Panchatantra of India framed its animal fables as lessons in wise conduct. The form lives on in modern picture books and cartoons.',
    funFact: { title: 'Everyday sayings', text: 'Phrases like "crying wolf" and "sour grapes" come from fables.' },
  },
  glossary: [
    { term: 'Fable', say: 'FAY-bul', definition: 'A short story, often with talking animals, that teaches a lesson.' },
    { term: 'Moral', say: 'MOR-ul', definition: 'The lesson a story teaches.' },
    { term: 'Character', say: 'KAIR-ik-ter', definition: 'A person or animal in a story.' },
    { term: 'Trait', say: 'TRAYT', definition: 'A quality someone has, like being brave or greedy.' },
  ],
  tryIt: [{
    title: 'Tortoise and Hare Race',
    description: 'Act out a famous fable.',
    steps: [
      'One person is the hare. One is the tortoise.',
      'The hare runs fast, then lies down for a nap.',
      'The tortoise walks slowly and never stops.',
      'Who wins? Say the lesson together: keep going!',
    ],
    note: 'Play it on soft grass or carpet, with a grown-up nearby.',
    bands: ['3-5'],
  }, {
    title: 'Write Your Own Fable',
    description: 'Invent a tiny story with a big lesson.',
    steps: [
      'Choose a lesson, like "sharing makes more friends".',
      'Pick two animals that fit the story, like a greedy crow and a kind mouse.',
      'Write a short story where the lesson happens.',
      'End with the moral in one line.',
    ],
    note: 'Keep it short: most fables are under a page long.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A lesson in a nutshell', content: 'A fable is like a vitamin hidden in a sweet: a lesson wrapped inside a fun little story.' },
  ],
  realWorld: [
    { title: 'Everyday sayings', content: 'People still say "don\'t cry wolf" or "slow and steady wins the race", lessons straight from fables.' },
  ],
  engaging: [
    { question: 'Which animal would you pick to show kindness?', context: 'Think about how people see different animals.' },
    { question: 'What lesson would you want a story to teach?', context: 'Think about something you learned the hard way.' },
  ],
  quiz: [
    {
      question: 'What does a fable teach?', right: 'A lesson', wrong: ['A song', 'A recipe'],
      skill: 'recall', support: ['teaches a lesson', 'teaches a moral'],
    },
    {
      question: 'Who is often in a fable?', right: 'Talking animals', wrong: ['Space robots', 'Only kings'],
      skill: 'recall', support: ['animals in it can talk', 'animals that talk', 'animals talk', 'Its animals can often talk', 'animals with human traits'],
    },
    {
      question: 'What is the lesson of a fable called?', right: 'The moral', wrong: ['The chapter', 'The title'],
      skill: 'vocabulary', bands: ['6-8', '9-12', '13+'], support: ['called a moral', 'called the moral', 'The moral is the point'],
    },
  ],
  sources: [
    {
      claim: 'A fable is a narrative form, usually featuring animals that behave and speak as humans, told to highlight human follies and weaknesses; a moral or lesson is woven into the story and often stated at the end. The Western fable tradition begins with Aesop, a Greek storyteller of ancient Greece said to have lived in the 500s BCE (6th century BCE), whose existence is uncertain. The Panchatantra is an ancient Indian collection of animal fables; Jean de La Fontaine published French verse fables in France in the 1600s (from 1668). The Aesopic fables were handed down in Greek and Latin collections. Fables are related to the parable and the allegory.',
      title: 'Britannica: fable',
      url: 'https://www.britannica.com/art/fable',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Aesop, the supposed author of a collection of Greek fables, is said to have lived in the 6th century BCE; whether he really existed is uncertain. Fables such as The Tortoise and the Hare, The Boy Who Cried Wolf and The Fox and the Grapes (the origin of "sour grapes") are credited to him.',
      title: 'Britannica: Aesop',
      url: 'https://www.britannica.com/biography/Aesop',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: ['For 3-5 the hare is called a rabbit, its close and familiar relative.'],
  related: ['fairy-tales', 'story-parts', 'reading-better'],
  links: [britannica('fable'), britannica('Aesop')],
};

const authorIllustrator: KidEntry = {
  id: 'author-illustrator',
  module: 'Reading Journeys',
  question: 'What do an author and an illustrator do?',
  title: 'What Do an Author and an Illustrator Do?',
  blurb: 'The people who write the words and draw the pictures of a book.',
  triggers: [['illustrator'], ['illustrat*'], ['what', 'author', 'do'], ['what', 'is', 'an', 'author'], ['author', 'and', 'illustrator'], ['author', 'job'], ['who', 'draw*', 'picture*', 'book*'], ['who', 'make*', 'picture*', 'book*']],
  quickAnswer: {
    '3-5': 'The author writes the words of a book. The illustrator draws the pictures. Sometimes one person does both! Look at the cover. Their names are there.',
    '6-8': 'An author is the person who writes the words of a book. An illustrator makes the pictures. They use paint, pencils, cut paper or a computer. In a picture book, the words and pictures tell the story together. Some people do both jobs. You can find their names on the cover.',
    '9-12': 'An author writes a book: they come up with ideas, write drafts and revise them many times. An illustrator creates the pictures, which can show things the words leave out. For picture books, the illustrator plans every page so words and art fit together. Editors help both of them improve the book. Some creators both write and illustrate their own books.',
    '13+': 'An author writes the words of a book, from first idea through drafting and revision, usually with an editor. An illustrator creates the pictures, which interpret and extend the text. In picture books the illustrations carry much of the meaning, and the layout of each spread is planned carefully. Illustrators work in many media, from watercolour and collage to digital tools. Author-illustrators control both words and images, and some picture books are wordless.',
  },
  takeaways: {
    little: ['The author writes the words.', 'The illustrator draws the pictures.', 'Some people do both!'],
    young: ['Authors write the words of a book.', 'Illustrators make the pictures.', 'Words and pictures tell the story together.'],
    older: ['Authors draft and revise their writing many times.', 'Illustrations can show what the words leave out.', 'Editors help make the book better.'],
  },
  sections: [
    {
      title: 'The Author\'s Job',
      little: 'An author thinks of a story. Then the author writes it down. Then the author makes it better and better.',
      young: 'An author gets an idea, writes it down, then fixes it again and again. The first try is called a draft. Most authors write many drafts before a book is done.',
      older: 'Authors plan, draft and revise. They cut parts that drag, sharpen the words and fix the plot. An editor reads each draft and suggests changes. Authors also write facts books, so research is part of the job too.',
      funFact: { title: 'Many drafts', text: 'Even short picture books can go through many drafts before they are printed.' },
    },
    {
      title: 'The Illustrator\'s Job',
      little: 'An illustrator makes the pictures. Some paint. Some draw with pencils. Some cut paper. Some use a computer.',
      young: 'Illustrators make pictures with paint, pencils, cut paper or a computer. They decide how the characters look and what each page shows. Look closely: pictures often show jokes the words never mention!',
      older: 'Illustrators sketch small plans of every page, called thumbnails, then make the final art. They choose colours, angles and details that set the mood. In a good picture book, the pictures add to the story rather than just repeat the words.',
      funFact: { title: 'Hidden details', text: 'Many illustrators hide small surprises in their pictures for sharp-eyed readers to find.' },
    },
    {
      title: 'Working Together',
      young: 'Often the author and the illustrator never meet! A helper called an editor gives the words to the illustrator. Then the illustrator makes the pictures.',
      older: 'Publishers often pick the illustrator for an author\'s text, and the editor connects them. Some books are made by one author-illustrator who plans words and art together.',
      funFact: { title: 'Books with no words', text: 'Some picture books have no words at all: the pictures tell the whole story.' },
    },
  ],
  deeper: {
    title: 'Text, Image and the Picture-Book Spread',
    content: 'In picture books, meaning comes from the interplay of text and image. Sometimes pictures mirror the words. Sometimes they add details, and sometimes they even contradict the narrator for humour. Illustrators plan the whole book as a dummy, a mock-up showing each double-page spread. They use page turns to build suspense. Their media range from watercolour, gouache and linocut to collage and digital painting. Children\'s literature as a field of art grew when printing allowed cheap colour pictures. Today awards honor both writing and illustration.',
    funFact: { title: 'The page turn', text: 'Picture-book makers often hide a surprise on the other side of a page turn.' },
  },
  glossary: [
    { term: 'Author', say: 'AW-thur', definition: 'The person who writes a book.' },
    { term: 'Illustrator', say: 'IL-uh-stray-ter', definition: 'The person who makes the pictures for a book.' },
    { term: 'Draft', say: 'DRAFT', definition: 'A try at writing that will be changed and made better.' },
    { term: 'Editor', say: 'ED-ih-ter', definition: 'A person who helps an author make a book better.' },
  ],
  tryIt: [{
    title: 'Make a Tiny Book',
    description: 'Be an author and an illustrator at once.',
    steps: [
      'Fold two sheets of paper in half to make a little book.',
      'Tell a grown-up a short story. They write your words.',
      'You draw a picture on each page.',
      'Write your name on the cover: you are the author and the illustrator!',
    ],
    note: 'Read your book to someone in your family.',
    bands: ['3-5'],
  }, {
    title: 'Swap Jobs With a Friend',
    description: 'Work like a real author and illustrator.',
    steps: [
      'Write a short story of four or five sentences. You are the author.',
      'Give it to a friend or family member to illustrate, without telling them what to draw.',
      'Illustrate their story while they illustrate yours.',
      'Compare: did the pictures show things you imagined differently?',
    ],
    note: 'Look at a favourite picture book: what do the pictures show that the words do not?',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A band for a book', content: 'An author and an illustrator are like a singer and a guitarist: each makes their own part, and together they make the song.' },
  ],
  realWorld: [
    { title: 'On every cover', content: 'Look at any picture book cover: you will usually find "written by" and "illustrated by".' },
  ],
  engaging: [
    { question: 'Would you rather write the words or draw the pictures?', context: 'Why does that job suit you?' },
    { question: 'What can a picture show that words cannot?', context: 'Think about a funny face or a tiny hidden detail.' },
  ],
  quiz: [
    {
      question: 'What does an illustrator make?', right: 'The pictures', wrong: ['The paper', 'The words'],
      skill: 'vocabulary', support: ['The illustrator draws the pictures', 'illustrator makes the pictures', 'Illustrators make pictures', 'illustrator creates the pictures', 'Illustrators make the pictures'],
    },
    {
      question: 'Who writes the words of a book?', right: 'The author', wrong: ['The printer', 'The reader'],
      skill: 'vocabulary', support: ['author writes the words', 'Authors write the words', 'An author writes a book', 'author is the person who writes'],
    },
    {
      question: 'What is a draft?', right: 'A try that gets made better', wrong: ['The finished, printed book', 'A picture on the cover'],
      skill: 'vocabulary', bands: ['6-8', '9-12', '13+'], support: ['The first try is called a draft', 'A try at writing that will be changed'],
    },
  ],
  sources: [
    {
      claim: 'Children\'s literature includes picture books, in which illustrations and text together tell the story; illustrators work in media ranging from watercolour and collage to printmaking, and advances in colour printing made richly illustrated children\'s books possible. Many picture-book creators are both author and illustrator, and awards recognize both writing and illustration.',
      title: 'Britannica: children\'s literature',
      url: 'https://www.britannica.com/art/childrens-literature',
      read: READ,
      authority: 'reference',
    },
  ],
  related: ['write-story', 'books-made', 'comics'],
  links: [britannica('children\'s literature'), SITES.readingRockets],
};

const writeLetter: KidEntry = {
  id: 'write-letter',
  module: 'Writing Workshop',
  question: 'How do I write a letter?',
  title: 'How Do I Write a Letter?',
  blurb: 'Greeting, news, a friendly ending and your name: a letter step by step.',
  triggers: [['write a letter'], ['writing a letter'], ['letter to'], ['friendly', 'letter'], ['letter writing'], ['pen', 'pal'], ['penpal'], ['thank', 'you', 'note'], ['thank', 'you', 'letter'], ['address', 'envelope'], ['envelope'], ['send a letter'], ['post a letter'], ['mail a letter'], ['sign a letter'], ['end a letter'], ['start a letter'], ['finish a letter'], ['parts of a letter']],
  quickAnswer: {
    '3-5': 'A letter is a note you send to someone. Start with "Dear" and their name. Then say your news. Draw a picture too! At the end, write "Love" and your name.',
    '6-8': 'A letter has five parts. Write the date at the top. Then write a greeting, like "Dear Grandma,". Next comes the body, where you share your news and ask a question or two. Finish with a closing, like "Love," or "Your friend,". Last, sign your name. Fold it, put it in an envelope, add the address and a stamp, and mail it.',
    '9-12': 'A friendly letter has five parts: the date, a greeting, the body, a closing and your signature. Start the body by saying hello or thanking the person. Then share news in short paragraphs, and ask questions so they can write back. End with a closing such as "Best wishes," and sign your name. On the envelope, write the address in the middle, the return address in the top left and put the stamp in the top right.',
    '13+': 'Letters follow conventions that depend on purpose. A friendly letter has a date, a greeting, a body, a closing and a signature, in a warm, personal tone. A formal letter, such as one to a company or a newspaper, adds the sender\'s and recipient\'s addresses. It uses a polite greeting and states its purpose in the first paragraph. Its body stays concise and clearly organized. In every letter, think about your reader: what they know, what they need, and what you want them to do.',
  },
  takeaways: {
    little: ['Start with "Dear" and a name.', 'Tell your news.', 'End with "Love" and your name.'],
    young: ['A letter has a date, greeting, body, closing and your name.', 'Ask questions so they write back.', 'An envelope needs an address and a stamp.'],
    older: ['A friendly letter has five parts.', 'Short paragraphs and questions keep the reader interested.', 'Formal letters state their purpose first.'],
  },
  sections: [
    {
      title: 'The Parts of a Letter',
      little: 'First, say hello: "Dear Grandpa". Next, tell your news. Then say goodbye: "Love". Last, write your name.',
      young: 'The date goes at the top. The greeting says hello, like "Dear Grandpa,". The body is the main part, with your news. The closing says goodbye, like "Love,". Then you sign your name.',
      older: 'Date, greeting, body, closing, signature: these five parts make a friendly letter. Put a comma after the greeting and after the closing. Keep each paragraph of the body about one thing.',
      funFact: { title: 'Letters last', text: 'People keep special letters for years, even for their whole lives.' },
    },
    {
      title: 'What to Write',
      little: 'Tell what you did. Did you see a dog? Did you bake a cake? Ask a question too. Then they can write back!',
      young: 'Share what is new: a trip, a pet, a game you won. Say something kind. Ask a question, like "What is your favorite food?". Questions help the other person write back.',
      older: 'A good letter feels like a conversation. Respond to their last letter, share a story with details, and ask real questions. A thank-you letter should name the gift or kindness and say why it mattered to you.',
      funFact: { title: 'Pen pals', text: 'Pen pals are friends who write letters to each other, sometimes from far away.' },
    },
    {
      title: 'Sending It',
      young: 'Fold your letter and put it in an envelope. A grown-up can help you write the address in the middle. Stick a stamp in the top right corner. Then post it!',
      older: 'Usually, the recipient\'s address goes in the centre of the envelope, your return address in the top left corner and the stamp in the top right. The return address lets the letter come back if it cannot be delivered.',
      funFact: { title: 'The stamp pays', text: 'A stamp pays the post office to carry your letter.' },
    },
  ],
  deeper: {
    title: 'Friendly and Formal Letters',
    content: 'Letter writing is one of the oldest forms of written communication, and some collected letters are read as literature. A formal letter includes the sender\'s address, the date and the recipient\'s name and address. It opens with a formal greeting. The first paragraph states the purpose. The middle paragraphs give details or evidence. The last paragraph says what you hope will happen next. Tone matters: a complaint that stays polite and specific gets better results than an angry one. Emails borrow the same structure, with a subject line doing the job of the first sentence.',
    funFact: { title: 'Letters as books', text: 'Some novels are told entirely in letters between characters.' },
  },
  glossary: [
    { term: 'Greeting', say: 'GREE-ting', definition: 'The hello at the start of a letter, like "Dear Grandpa".' },
    { term: 'Closing', say: 'KLOH-zing', definition: 'The goodbye at the end of a letter, like "Love" or "Best wishes".' },
    { term: 'Envelope', say: 'EN-vuh-lohp', definition: 'A paper cover that holds a letter.' },
    { term: 'Address', say: 'uh-DRESS', definition: 'Where someone lives, so mail can find them.' },
  ],
  tryIt: [{
    title: 'A Picture Letter',
    description: 'Send a letter with words and drawings.',
    steps: [
      'Pick someone to write to, like a grandparent.',
      'Tell a grown-up what to write after "Dear".',
      'Draw a picture of something you did.',
      'Write your name at the end, and help put it in an envelope.',
    ],
    note: 'Mail it together and wait for a reply!',
    bands: ['3-5'],
  }, {
    title: 'Write a Real Letter',
    description: 'Write and send a friendly letter.',
    steps: [
      'Choose someone who would love a letter: a grandparent, a cousin or a friend.',
      'Write the date, a greeting, two short paragraphs of news, a question, a closing and your name.',
      'Read it aloud and fix anything that sounds odd.',
      'Address the envelope with a grown-up, add a stamp and post it.',
    ],
    note: 'Older writers: try a polite letter to a local newspaper or council about something you care about.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A sandwich', content: 'A letter is like a sandwich: the greeting and closing are the bread, and your news is the filling.' },
  ],
  realWorld: [
    { title: 'Thank-you notes', content: 'After a birthday, many people write short letters to thank others for gifts.' },
    { title: 'Emails', content: 'Emails use the same parts as letters: a greeting, the message and a closing.' },
  ],
  engaging: [
    { question: 'Who would be happy to get a letter from you?', context: 'Think of someone who lives far away.' },
    { question: 'Why might a letter feel more special than a text message?', context: 'Think about the time and care it takes.' },
  ],
  quiz: [
    {
      question: 'Which word can start a letter?', right: 'Dear', wrong: ['Bye', 'Stop'],
      skill: 'recall', bands: ['3-5'], support: ['Start with "Dear"', 'say hello'],
    },
    {
      question: 'What is the hello at the start of a letter called?', right: 'The greeting', wrong: ['The stamp', 'The closing'],
      skill: 'vocabulary', bands: ['6-8', '9-12', '13+'], support: ['Then write a greeting', 'The greeting says hello', 'a greeting'],
    },
    {
      question: 'What comes at the very end of a letter?', right: 'Your name', wrong: ['The date', 'The greeting'],
      skill: 'sequence', support: ['write "Love" and your name', 'Last, write your name', 'sign your name', 'Last, sign your name', 'closing, signature'],
    },
    {
      question: 'Why should you ask questions in a letter?', right: 'So the person writes back', wrong: ['So the letter is heavier', 'So the stamp sticks'],
      skill: 'cause-effect', bands: ['6-8', '9-12', '13+'], support: ['Questions help the other person write back', 'ask questions so they can write back', 'ask real questions'],
    },
  ],
  sources: [
    {
      claim: 'A letter is a written message addressed to a person or group; personal (friendly) letters and formal (business) letters follow conventions such as a date, a salutation or greeting, the body, a complimentary closing and a signature. Letter writing is one of the oldest forms of written communication, some collected letters are read as literature, and the epistolary novel is told entirely in letters.',
      title: 'Britannica: letter (literature)',
      url: 'https://www.britannica.com/art/letter-literature',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: ['For 3-5 the letter has three spoken parts (hello, news, goodbye) plus the child\'s name; older bands get all five parts.'],
  related: ['write-story', 'punctuation', 'author-illustrator'],
  links: [britannica('letter writing'), SITES.readingRockets],
};

const comics: KidEntry = {
  id: 'comics',
  module: 'Reading Journeys',
  question: 'What is a comic?',
  title: 'What Is a Comic?',
  blurb: 'Stories told in pictures, panels and speech bubbles.',
  triggers: [['comic'], ['comics'], ['comic', 'book'], ['comic', 'strip'], ['graphic', 'novel'], ['manga'], ['speech', 'bubble'], ['speech', 'balloon'], ['thought', 'bubble'], ['panel', 'comic']],
  quickAnswer: {
    '3-5': 'A comic tells a story with pictures in boxes. You read the boxes one by one. Words float in bubbles. The bubbles show what people say!',
    '6-8': 'A comic tells a story with a row of pictures in boxes called panels. You read the panels in order, usually left to right and top to bottom. Speech bubbles show what characters say. Thought bubbles show what they think. Sound words like "POW!" and "SPLASH!" make the action loud.',
    '9-12': 'A comic tells a story through a sequence of pictures arranged in panels, with words in speech balloons and captions. A comic strip is a few panels, often in a newspaper. A comic book is a magazine-length story, and a graphic novel is a longer, book-length one. Artists use panel size, angles and the gutters between panels to control the pace. Readers fill in what happens between panels.',
    '13+': 'Comics are sequential art: images placed in deliberate order to tell a story, usually with text in balloons and captions. Newspaper comic strips took off in the United States in the 1890s, and comic books followed in the 1930s. Graphic novels and Japanese manga have since become major forms of literature. Creators control time through panel size, layout and the gutter, the gap between panels. Readers must infer the action that happens between frames.',
  },
  takeaways: {
    little: ['Comics tell stories with pictures.', 'You read the boxes in order.', 'Bubbles show what people say.'],
    young: ['Comics use panels in order.', 'Speech bubbles show talking.', 'Sound words make the action loud.'],
    older: ['Comics are stories told in a sequence of panels.', 'Strips, comic books and graphic novels differ in length.', 'Readers fill in the action between panels.'],
  },
  sections: [
    {
      title: 'Boxes in Order',
      little: 'A comic has little boxes. Each box has a picture. Read the first box, then the next. The story moves along!',
      young: 'Each box in a comic is called a panel. Read across the row, then go down to the next row. Each panel shows one moment of the story.',
      older: 'Panels are frozen moments. A big panel can slow the story down; many small ones speed it up. The white space between panels is called the gutter. Your mind fills in what happens there.',
      funFact: { title: 'Right to left', text: 'Many Japanese manga are read from right to left.' },
    },
    {
      title: 'Bubbles and Sound Words',
      little: 'A speech bubble shows talking. A cloud bubble shows thinking. Big words like "BOOM!" show loud sounds.',
      young: 'A speech bubble has a little tail that points to who is talking. A thought bubble looks like a cloud. Words like "CRASH!" and "ZOOM!" show sounds.',
      older: 'Balloons carry dialogue, and their shape shows how it is said: jagged for shouting, dotted for whispering, cloud-shaped for thoughts. Captions give the narrator\'s voice. Sound effects are drawn as part of the art.',
      funFact: { title: 'Sound words', text: 'Words that sound like what they mean, like "buzz" and "pow", are called onomatopoeia.' },
    },
    {
      title: 'Make Your Own Comic',
      young: 'To make a comic, fold a page into boxes. Draw one moment in each box. Add speech bubbles last, so they fit. Stick figures are fine!',
      older: 'Plan a short story with a beginning, middle and end. Sketch the panels in pencil first, leaving room for balloons. Keep it simple: clear faces and a few words per balloon work best.',
      funFact: { title: 'Words first or pictures first?', text: 'Some comic creators write a script first; others start by drawing.' },
    },
  ],
  deeper: {
    title: 'Sequential Art and the Gutter',
    content: 'Comics scholars call the form sequential art. Meaning comes from how images are arranged, not only from each picture. Closure is the reader\'s act of inferring events between panels: one panel shows a raised hand, the next a broken vase. Layout controls rhythm. Wide panels suggest a pause, and a splash page fills the page for a dramatic moment. Lettering is part of the design, from balloon shapes to hand-drawn sound effects. Newspaper strips began in the United States in the 1890s. Comic books grew in the 1930s, and manga became a huge industry in Japan.',
    funFact: { title: 'Reading between panels', text: 'When two panels show a ball flying and then a broken window, your brain fills in the crash.' },
  },
  glossary: [
    { term: 'Panel', say: 'PAN-ul', definition: 'One box of pictures in a comic.' },
    { term: 'Speech bubble', say: 'SPEECH BUB-ul', definition: 'A shape with words that shows what a character says.' },
    { term: 'Graphic novel', say: 'GRAF-ik NOV-ul', definition: 'A long, book-length story told as a comic.' },
    { term: 'Gutter', say: 'GUT-er', definition: 'The space between panels in a comic.' },
  ],
  tryIt: [{
    title: 'Three-Box Comic',
    description: 'Tell a tiny story in three pictures.',
    steps: [
      'A grown-up draws three boxes in a row.',
      'Box one: draw a cat. Box two: the cat sees a ball.',
      'Box three: the cat plays with the ball!',
      'Add a bubble. What does the cat say?',
    ],
    note: 'Tell the story out loud while you point to each box.',
    bands: ['3-5'],
  }, {
    title: 'Make a Comic Strip',
    description: 'Plan, draw and letter a short comic.',
    steps: [
      'Think of a funny or surprising moment from your week.',
      'Split it into four panels: start, build-up, big moment, ending.',
      'Sketch in pencil, leaving space at the top for speech bubbles.',
      'Add the words, then ink or colour it.',
    ],
    note: 'Try one panel with no words at all. Can a reader still follow?',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A film on paper', content: 'A comic is like a film paused at its most important moments, with the words written in the air.' },
  ],
  realWorld: [
    { title: 'In newspapers', content: 'Many newspapers print a few short comic strips every day.' },
    { title: 'Instructions', content: 'Safety cards on planes and some toy instructions use comic-style pictures in order.' },
  ],
  engaging: [
    { question: 'What would your comic hero be like?', context: 'Think about a special power or a funny habit.' },
    { question: 'Can a comic tell a story with no words?', context: 'Try reading just the pictures.' },
  ],
  quiz: [
    {
      question: 'What shows what a comic character says?', right: 'A speech bubble', wrong: ['A page number', 'The book cover'],
      skill: 'vocabulary', support: ['Bubbles show what people say', 'bubbles show what people say', 'Speech bubbles show', 'speech balloons', 'A speech bubble shows talking', 'text in balloons'],
    },
    {
      question: 'How do you read the boxes in a comic?', right: 'One by one, in order', wrong: ['All at once, any way', 'From the last box back'],
      skill: 'sequence', support: ['read the boxes one by one', 'read the panels in order', 'sequence of pictures', 'deliberate order'],
    },
    {
      question: 'What is a graphic novel?', right: 'A long story told as a comic', wrong: ['A novel with no pictures', 'A short poem about art'],
      skill: 'vocabulary', bands: ['9-12', '13+'], support: ['graphic novel is a longer, book-length one', 'Graphic novels'],
    },
  ],
  sources: [
    {
      claim: 'A comic strip is a series of drawings in sequence, usually in panels with dialogue in speech balloons, telling a story or a joke; newspaper comic strips became popular in the United States in the 1890s (The Yellow Kid, 1895), and comic books appeared in the 1930s. Graphic novels are book-length comics, and Japanese manga, in Japan, are read from right to left and became a major industry.',
      title: 'Britannica: comic strip',
      url: 'https://www.britannica.com/art/comic-strip',
      read: READ,
      authority: 'reference',
    },
  ],
  related: ['author-illustrator', 'story-parts', 'reading-better'],
  links: [britannica('comic strip'), SITES.readingRockets],
};

const synonymsAntonyms: KidEntry = {
  id: 'synonyms-antonyms',
  module: 'Language Discovery',
  question: 'What are synonyms and antonyms?',
  title: 'What Are Synonyms and Antonyms?',
  blurb: 'Words that mean the same, and words that mean the opposite.',
  triggers: [['synonym'], ['synonyms'], ['antonym'], ['antonyms'], ['opposite', 'word'], ['opposite', 'words'], ['word', 'mean', 'same'], ['words', 'mean', 'same'], ['same', 'meaning'], ['opposite', 'meaning'], ['thesaurus']],
  quickAnswer: {
    '3-5': 'Some words mean almost the same thing. Big and huge! Those are synonyms. Some words mean the opposite. Hot and cold! Those are antonyms.',
    '6-8': 'Synonyms are words that mean the same, or almost the same. "Happy" and "glad" are synonyms. Antonyms are words that mean the opposite. "Happy" and "sad" are antonyms. Synonyms help you pick the best word when you write. Antonyms help you compare things.',
    '9-12': 'A synonym is a word with the same or nearly the same meaning as another, like "begin" and "start". An antonym means the opposite, like "begin" and "end". Synonyms are rarely exact twins: "slim" and "skinny" both mean thin, but they feel different. A thesaurus lists synonyms and antonyms, so writers can choose the word that fits best.',
    '13+': 'Synonymy and antonymy are relations between word meanings. True synonyms, interchangeable in every context, are rare. Most differ in connotation, formality or usage, as with "assertive" and "pushy". Antonyms come in kinds. Gradable pairs like "hot" and "cold" have degrees in between. Complementary pairs like "alive" and "dead" have none. Relational pairs like "buy" and "sell" describe one event from two sides. A thesaurus helps, but context decides.',
  },
  takeaways: {
    little: ['Synonyms mean almost the same.', 'Antonyms mean the opposite.', 'Big and huge; hot and cold!'],
    young: ['Synonyms: happy and glad.', 'Antonyms: happy and sad.', 'Synonyms help you pick the best word.'],
    older: ['Synonyms share meaning but differ in feeling.', 'Antonyms are opposites.', 'A thesaurus lists both.'],
  },
  sections: [
    {
      title: 'Same, or Almost the Same',
      little: 'Little and small mean almost the same. So do fast and quick. Can you think of another word for big?',
      young: '"Little" and "small" are synonyms. So are "fast" and "quick". Using synonyms keeps your writing from saying the same word again and again.',
      older: 'Synonyms let writers avoid repetition and be more precise. "Walked" could become "strolled", "marched" or "crept", and each one paints a different picture.',
      funFact: { title: 'Many ways to say it', text: 'English often has several words for one idea, because it borrowed words from many languages.' },
    },
    {
      title: 'Opposites',
      little: 'Up and down are opposites. So are day and night. What is the opposite of wet?',
      young: 'Antonyms are opposites: up and down, full and empty, early and late. Some opposites are made by adding a part, like "happy" and "unhappy".',
      older: 'Some antonyms are separate words, like "ancient" and "modern". Others are made with prefixes such as un-, dis- or in-: "likely" and "unlikely", "agree" and "disagree".',
      funFact: { title: 'Opposite maker', text: 'Adding "un" to the start of a word can flip its meaning: kind, unkind.' },
    },
    {
      title: 'Picking the Best Word',
      young: 'A thesaurus is a book or website of synonyms and antonyms. Look up "nice" and you may find "kind", "friendly" or "lovely".',
      older: 'Synonyms carry different shades of meaning. "Curious" sounds positive; "nosy" sounds negative. Before you swap a word, check that the new one fits the sentence and the feeling.',
      funFact: { title: 'A treasure chest', text: 'The word "thesaurus" comes from a Greek word meaning treasure house.' },
    },
  ],
  deeper: {
    title: 'Connotation and Kinds of Opposites',
    content: 'Lexical semantics studies how word meanings relate. Near-synonyms share a core meaning but differ in connotation ("thrifty" or "stingy"), register ("kids" or "children") or collocation ("strong tea", not "powerful tea"). Gradable antonyms sit on a scale, so "not hot" does not mean "cold". Complementary antonyms split a domain in two, so "not alive" means "dead". Converses, such as "parent" and "child" or "lend" and "borrow", describe a relation from both ends. The words synonym and antonym come from Greek roots meaning "same name" and "opposite name".',
    funFact: { title: 'Words that are their own opposite', text: '"Dust" can mean to remove dust or to sprinkle it on, two opposite meanings in one word.' },
  },
  glossary: [
    { term: 'Synonym', say: 'SIN-uh-nim', definition: 'A word that means the same or almost the same as another word.' },
    { term: 'Antonym', say: 'AN-tuh-nim', definition: 'A word that means the opposite of another word.' },
    { term: 'Opposite', say: 'OP-uh-zit', definition: 'As different as can be, like up and down.' },
    { term: 'Thesaurus', say: 'thih-SOR-us', definition: 'A book or website that lists synonyms and antonyms.' },
  ],
  tryIt: [{
    title: 'Opposites Game',
    description: 'Act out opposite words.',
    steps: [
      'A grown-up says a word, like "big".',
      'You show the opposite with your body: be small!',
      'Try up and down, fast and slow, happy and sad.',
      'Now you say a word, and the grown-up acts the opposite.',
    ],
    note: 'Opposite words are called antonyms.',
    bands: ['3-5'],
  }, {
    title: 'Word Ladder of Synonyms',
    description: 'Line up words from weakest to strongest.',
    steps: [
      'Pick a plain word, like "big" or "said".',
      'List as many synonyms as you can, then check a thesaurus for more.',
      'Put them in order, from gentle to strong: big, large, huge, enormous, gigantic.',
      'Write a sentence with the strongest one, and one with an antonym.',
    ],
    note: 'Talk about which words feel positive and which feel negative.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'Twins and mirror images', content: 'Synonyms are like cousins who look alike; antonyms are like a mirror that flips everything around.' },
  ],
  realWorld: [
    { title: 'Crosswords and word games', content: 'Crossword clues often ask for a synonym of a word.' },
  ],
  engaging: [
    { question: 'How many words can you find that mean happy?', context: 'Glad, cheerful, joyful... keep going!' },
    { question: 'Does every word have an opposite?', context: 'Try "table" or "banana".' },
  ],
  quiz: [
    {
      question: 'Which two words are opposites?', right: 'Hot and cold', wrong: ['Big and huge', 'Fast and quick'],
      skill: 'vocabulary', support: ['Hot and cold', 'hot and cold'],
    },
    {
      question: 'What is a word that means almost the same as "big"?', right: 'Huge', wrong: ['Tiny', 'Sleepy'],
      skill: 'vocabulary', support: ['Big and huge', 'huge'],
    },
    {
      question: 'What are words with the same meaning called?', right: 'Synonyms', wrong: ['Antonyms', 'Rhymes'],
      skill: 'vocabulary', bands: ['6-8', '9-12', '13+'], support: ['Synonyms are words that mean the same', 'A synonym is a word with the same', 'Synonymy'],
    },
  ],
  sources: [
    {
      claim: 'A synonym is one of two or more words or expressions of the same language that have the same or nearly the same meaning in some or all senses; from Greek synōnymon (syn- "same" + onyma "name").',
      title: 'Merriam-Webster: synonym',
      url: 'https://www.merriam-webster.com/dictionary/synonym',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'An antonym is a word of opposite meaning (anti- "opposite" + -onym "name"). The word thesaurus, a book of words and their synonyms, comes from Greek thēsauros, treasure or treasure house.',
      title: 'Merriam-Webster: antonym',
      url: 'https://www.merriam-webster.com/dictionary/antonym',
      read: READ,
      authority: 'reference',
    },
  ],
  related: ['nouns-verbs', 'compound-words', 'rhyme'],
  links: [britannica('synonym'), SITES.readingRockets],
};

const silentLetters: KidEntry = {
  id: 'silent-letters',
  module: 'Language Discovery',
  question: 'Why does English have silent letters?',
  title: 'Why Does English Have Silent Letters?',
  blurb: 'Letters we write but don\'t say, and the history hiding in them.',
  triggers: [['silent', 'letter'], ['silent', 'letters'], ['silent', 'k'], ['silent', 'e'], ['silent', 'b'], ['silent', 'w'], ['silent', 'gh'], ['magic', 'e'], ['k', 'knife'], ['k', 'knight'], ['k', 'knee'], ['w', 'write'], ['b', 'thumb'], ['letter*', 'not', 'pronounced'], ['letter*', 'dont', 'say'], ['letter*', 'not', 'say'], ['letter*', 'quiet']],
  quickAnswer: {
    '3-5': 'Some letters are quiet. We write them, but we don\'t say them. Knee has a quiet k. Long ago, people did say that k! The way we talk changed. The spelling stayed the same.',
    '6-8': 'Silent letters are letters we write but don\'t say, like the k in "knee" or the w in "write". Long ago, people said those sounds! Over hundreds of years, the way people spoke changed, but the spelling stayed the same. Some silent letters have a job, too. The e at the end of "cake" makes the a say its name.',
    '9-12': 'Many silent letters were once spoken. In Old English and Middle English, the k in "knight" and the gh in "night" were pronounced. Pronunciation kept changing, but printing, which came to England in the late 1400s, helped fix spellings in place. Other silent letters were added on purpose. Scholars put a b into "debt" to show it came from the Latin word "debitum". Some silent letters do a job, like the final e that makes "hop" into "hope".',
    '13+': 'English spelling preserves the history of the language. Many silent letters record sounds that were lost: the initial k of "knee" and "knight" was pronounced until around the 1600s. The gh of "night" stood for a throaty sound like German "ch". Printing standardized spellings just as pronunciation shifted, including the Great Vowel Shift. Renaissance scholars added etymological letters, like the b of "debt" and "doubt". Borrowed words often keep their original spelling. Some silent letters mark sounds elsewhere, like the final e in "hope".',
  },
  takeaways: {
    little: ['Some letters are quiet.', 'Long ago, people said them.', 'The spelling stayed the same.'],
    young: ['Silent letters are written but not said.', 'Many were spoken long ago.', 'A silent e can change a vowel sound.'],
    older: ['Many silent letters were once pronounced.', 'Printing helped freeze spellings as speech changed.', 'Some were added to show where words came from.'],
  },
  sections: [
    {
      title: 'Sounds That Faded',
      little: 'Say knee. Do you hear a k? No! But long ago, people said "k-nee". Over time, the k sound went away.',
      young: 'A long time ago, people said the k in "knife" and the w in "write". Slowly, people stopped saying those sounds. But the old spellings stayed in books.',
      older: 'Speech changes faster than spelling. The k in "knee", the w in "wrong" and the gh in "light" were all once pronounced. As speakers dropped these sounds, writers kept the familiar spellings.',
      funFact: { title: 'Knights said the k', text: 'In the Middle Ages, "knight" was said with a k sound at the start.' },
    },
    {
      title: 'Silent Letters With a Job',
      little: 'Hop. Now add an e: hope! The e is quiet. But it makes the o say its name.',
      young: 'Some silent letters help other letters. Add a quiet e to "kit" and you get "kite". The e is silent, but it changes the i sound.',
      older: 'The silent final e signals a long vowel: "cap" and "cape", "not" and "note". Other silent letters show a word\'s family: the g in "sign" is heard in "signal", and the b in "bomb" in "bombard".',
      funFact: { title: 'Word families', text: 'Silent letters can wake up in related words: the n in "autumn" is heard in "autumnal".' },
    },
    {
      title: 'Added on Purpose',
      young: 'Some silent letters were added by people who loved old languages. They wanted spellings to show where words came from.',
      older: 'During the Renaissance, some scholars added letters to show Latin roots. "Dette" became "debt" after the Latin word "debitum", and "doute" became "doubt". People never pronounced these added letters.',
      funFact: { title: 'A b that never spoke', text: 'The b in "doubt" was added by scholars and has always been silent.' },
    },
  ],
  deeper: {
    title: 'Sound Change, Printing and Etymological Spelling',
    content: 'English spelling took shape in Middle English, then froze while pronunciation kept moving. William Caxton set up the first printing press in England in 1476. Printers spread fixed spellings, even where spellings varied by writer or region. Meanwhile, the Great Vowel Shift changed the long vowels between about 1400 and 1700. That is why "name" and "time" no longer sound the way their vowel letters suggest. Initial clusters such as kn- and gn- lost their first consonant, and the throaty sound spelled gh disappeared or became f, as in "laugh". Scholars also respelled words to echo Latin, as in debt, doubt and receipt.',
    funFact: { title: 'Spelling reform', text: 'People have proposed simpler English spellings many times, but the old spellings have stayed.' },
  },
  glossary: [
    { term: 'Silent letter', say: 'SY-lent LET-er', definition: 'A letter we write but do not say.' },
    { term: 'Pronounce', say: 'pruh-NOWNSS', definition: 'To say a word out loud.' },
    { term: 'Spelling', say: 'SPEL-ing', definition: 'The letters that make up a word, in order.' },
    { term: 'Vowel', say: 'VOW-ul', definition: 'The letters a, e, i, o and u, and their sounds.' },
  ],
  tryIt: [{
    title: 'Quiet Letter Hunt',
    description: 'Find the letters that don\'t make a sound.',
    steps: [
      'A grown-up writes "knee", "lamb" and "cake" in big letters.',
      'Say each word slowly together.',
      'Which letter makes no sound? Put a finger on it.',
      'Whisper "shhh" for the quiet letter!',
    ],
    note: 'The quiet letters are k, b and the e at the end.',
    bands: ['3-5'],
  }, {
    title: 'Silent Letter Detective',
    description: 'Collect silent letters and find their stories.',
    steps: [
      'Hunt through a book for words with silent letters: knock, wrist, thumb, island, listen.',
      'Sort them by which letter is silent.',
      'Look for a related word where the letter is heard: sign and signal, bomb and bombard.',
      'Look up one word\'s origin in a dictionary with a grown-up.',
    ],
    note: 'A good dictionary shows where each word came from.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'Footprints in spelling', content: 'Silent letters are like footprints: the sound has walked away, but you can still see where it was.' },
  ],
  realWorld: [
    { title: 'Spelling tests', content: 'Silent letters are why words like "knife" and "island" are tricky in spelling tests.' },
  ],
  engaging: [
    { question: 'How many words can you find that start with a silent k?', context: 'Try knee, know, knot...' },
    { question: 'If you could change English spelling, would you?', context: 'Think about what might be lost, too.' },
  ],
  quiz: [
    {
      question: 'Which letter is silent in "knee"?', right: 'The k', wrong: ['The n', 'The first e'],
      skill: 'recall', support: ['quiet k', 'k in "knee"', 'k of "knee"', 'k in knee'],
    },
    {
      question: 'Why is the k in "knee" silent today?', right: 'People stopped saying it', wrong: ['It was a spelling mistake', 'The k is too hard to write'],
      skill: 'cause-effect', support: ['the k sound went away', 'The way we talk changed', 'people stopped saying those sounds', 'speakers dropped these sounds', 'lost'],
    },
    {
      question: 'What does the silent e in "hope" do?', right: 'It makes the o say its name', wrong: ['It makes the word plural', 'It makes the word louder'],
      skill: 'cause-effect', bands: ['3-5', '9-12', '13+'], support: ['makes the o say its name', 'signals a long vowel', 'final e in "hope"', 'final e that makes "hop" into "hope"'],
    },
  ],
  sources: [
    {
      claim: 'English spelling became fixed during the Middle English and early Modern English periods, partly through printing, introduced to England by William Caxton in 1476, while pronunciation continued to change (notably in the Great Vowel Shift, about 1400-1700). The initial k of knee and knight and the velar fricative spelled gh in night and light (a throaty sound like German ch) were pronounced in Old English and Middle English, including in the Middle Ages, and were later lost; gh became f in words such as laugh. Renaissance scholars added etymological letters to show Latin origins, as in debt (Latin debitum), doubt and receipt. Borrowed words often keep foreign spellings. Final silent e marks a long preceding vowel (hop, hope; cap, cape).',
      title: 'Britannica: English language (history and spelling)',
      url: 'https://www.britannica.com/topic/English-language',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'The Great Vowel Shift was a series of changes in the pronunciation of the English long vowels, between about 1400 and 1700 (the 1400s to the 1600s), which left English spelling out of step with pronunciation.',
      title: 'Britannica: Great Vowel Shift',
      url: 'https://www.britannica.com/topic/Great-Vowel-Shift',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: ['For 3-5, the final e "makes the o say its name" is the phonics rule of thumb for a long vowel.'],
  related: ['sound-out-words', 'invention-of-writing', 'world-languages'],
  links: [britannica('English language'), SITES.readingRockets],
};

const compoundWords: KidEntry = {
  id: 'compound-words',
  module: 'Language Discovery',
  question: 'What is a compound word?',
  title: 'What Is a Compound Word?',
  blurb: 'Two words joined to make a new one: sun + flower = sunflower.',
  triggers: [['compound', 'word'], ['compound', 'words'], ['two', 'words', 'together'], ['two', 'word', 'together'], ['two', 'words', 'one'], ['word', 'made', 'two'], ['words', 'joined'], ['join', 'words']],
  quickAnswer: {
    '3-5': 'A compound word is two words stuck together. Sun and flower make sunflower! Rain and bow make rainbow. Can you find more?',
    '6-8': 'A compound word is made by joining two smaller words into one new word. "Sun" plus "flower" makes "sunflower". "Foot" plus "ball" makes "football". The new word often has a meaning of its own. A football is a ball you kick, and a toothbrush is a brush for teeth.',
    '9-12': 'A compound word joins two or more words to make a word with its own meaning. Some are written closed up, like "notebook". Some have a hyphen, like "mother-in-law". Some stay as separate words, like "ice cream". Usually the last word tells what kind of thing it is: a "doghouse" is a house, and a "housedog" is a dog.',
    '13+': 'Compounding is one of the most productive ways English makes new words. A compound combines free morphemes, words that can stand alone, into a single unit of meaning. English compounds are written closed ("sunflower"), hyphenated ("well-known") or open ("high school"), often by convention rather than rule. Most are right-headed: the final element names the category and the first modifies it. Stress often helps tell them apart: a "greenhouse" differs from a "green house".',
  },
  takeaways: {
    little: ['Two words can join to make one.', 'Sun and flower make sunflower.', 'Rain and bow make rainbow.'],
    young: ['Compound words join two words.', 'The new word has its own meaning.', 'Football, toothbrush and cupcake are compound words.'],
    older: ['Compounds can be closed, hyphenated or open.', 'The last part usually names the kind of thing.', 'New compounds are made all the time.'],
  },
  sections: [
    {
      title: 'Word Building Blocks',
      little: 'Words can join like blocks. Cup and cake make cupcake. Snow and man make snowman. Yum and brrr!',
      young: 'Think of words like building blocks. Snap two together and you get a new word: cup + cake = cupcake, snow + man = snowman, bed + room = bedroom.',
      older: 'Compounding snaps existing words together. Because both parts are already known, a reader can often guess the meaning: a "bookshelf" is a shelf for books. Sometimes the meaning drifts, though: a "butterfly" is not a fly made of butter.',
      funFact: { title: 'Not what it says', text: 'A hot dog is not a dog, and a butterfly is not made of butter!' },
    },
    {
      title: 'Which Word Is the Boss?',
      little: 'A doghouse is a house. It is a house for a dog. The last word tells what it is!',
      young: 'The last word usually says what the thing is. A "doghouse" is a kind of house. A "sunflower" is a kind of flower. The first word tells which kind.',
      older: 'In most English compounds, the last part is the head: it names the category. Swap the parts and the meaning changes: a "houseboat" is a boat, but a "boathouse" is a house for boats.',
      funFact: { title: 'Swap the words', text: 'A boathouse and a houseboat are very different places to visit.' },
    },
    {
      title: 'Together, Hyphen or Apart',
      young: 'Some compound words are written as one word, like "sunflower". Some use a little dash, called a hyphen, like "mother-in-law". Some stay apart, like "ice cream".',
      older: 'Closed, hyphenated and open compounds all count. Spelling often changes over time: many compounds start as two words, pick up a hyphen, then close up, as "web site" became "website".',
      funFact: { title: 'Words on the move', text: 'Many new words start as two words and later join into one.' },
    },
  ],
  deeper: {
    title: 'Compounding and Morphology',
    content: 'Morphology studies how words are built. Compounding joins free morphemes, while derivation adds bound ones like un- or -ness. English compounds are mostly right-headed, so "blackbird" names a kind of bird. Endocentric compounds are a kind of their head, like "armchair". Exocentric compounds are not, like "pickpocket", a person rather than a pocket. Stress marks compounds in speech: "BLACKbird" is a species, but "black BIRD" is any dark bird. German, Dutch and Finnish write long compounds as single words far more often than English does.',
    funFact: { title: 'Very long words', text: 'Some languages build very long compound words written without any spaces.' },
  },
  glossary: [
    { term: 'Compound word', say: 'KOM-pownd WURD', definition: 'A word made by joining two or more words.' },
    { term: 'Hyphen', say: 'HY-fun', definition: 'A short dash that joins words, like in mother-in-law.' },
    { term: 'Morpheme', say: 'MOR-feem', definition: 'The smallest part of a word that has meaning.' },
  ],
  tryIt: [{
    title: 'Word Snap',
    description: 'Join picture words to make new words.',
    steps: [
      'A grown-up draws a sun and a flower on two cards.',
      'Push the cards together. Say it: sunflower!',
      'Try rain and bow, cup and cake, snow and man.',
      'Draw your favourite new word.',
    ],
    note: 'Try silly ones too: is a "cat-boat" a real word?',
    bands: ['3-5'],
  }, {
    title: 'Compound Word Chains',
    description: 'Link compound words into a chain.',
    steps: [
      'Start with a compound word, like "football".',
      'Use its second part to start the next one: ball, ballroom.',
      'Keep going: room, roommate... how long can your chain get?',
      'Invent a new compound word and write what it means.',
    ],
    note: 'Check a dictionary: is your chain word written closed, hyphenated or open?',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'Building bricks', content: 'Compound words are like snapping two bricks together to build something new.' },
  ],
  realWorld: [
    { title: 'All around the house', content: 'Bedroom, bathtub, toothbrush, doorbell, cupboard: homes are full of compound words.' },
  ],
  engaging: [
    { question: 'How many compound words can you find in your bedroom?', context: 'Start with the word bedroom itself!' },
    { question: 'Can you make up a compound word for something new?', context: 'What would you call a shoe that flies?' },
  ],
  quiz: [
    {
      question: 'Which two words make "rainbow"?', right: 'Rain and bow', wrong: ['Ran and bowl', 'Rainy and elbow'],
      skill: 'recall', support: ['Rain and bow make rainbow', 'rainbow'],
    },
    {
      question: 'Which is a compound word?', right: 'Sunflower', wrong: ['Yellow', 'Happy'],
      skill: 'vocabulary', support: ['sunflower'],
    },
    {
      question: 'In "doghouse", what kind of thing is it?', right: 'A house', wrong: ['A dog', 'A bone'],
      skill: 'inference', support: ['A doghouse is a house', 'a "doghouse" is a house', 'A "doghouse" is a kind of house', 'final element names the category'],
    },
  ],
  sources: [
    {
      claim: 'A compound is a word consisting of components that are words (such as rowboat, high school, devil-may-care); compounds may be written solid (closed), hyphenated or open.',
      title: 'Merriam-Webster: compound',
      url: 'https://www.merriam-webster.com/dictionary/compound',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Compounding combines free morphemes into new words and is a productive word-formation process in English; English compounds are mostly right-headed, with stress distinguishing compounds (greenhouse, blackbird) from phrases; languages such as German, Dutch and Finnish write long compounds as single words.',
      title: 'Britannica: morphology (linguistics)',
      url: 'https://www.britannica.com/science/morphology-linguistics',
      read: READ,
      authority: 'reference',
    },
  ],
  related: ['synonyms-antonyms', 'nouns-verbs', 'silent-letters'],
  links: [britannica('compound word'), SITES.readingRockets],
};

export const wordsAndStoriesEntries: KidEntry[] = [readingBetter, library, fairyTales, fables, authorIllustrator, writeLetter, comics, synonymsAntonyms, silentLetters, compoundWords];
