import { britannica, SITES } from '../links';
import type { KidEntry } from '../types';

// Coding Basics: what coding is, and algorithms.

const READ = '2026-11-23';

const coding: KidEntry = {
  id: 'what-is-coding',
  module: 'Coding Basics',
  question: 'What is coding?',
  title: 'What Is Coding?',
  blurb: 'Writing instructions that computers follow.',
  triggers: [['coding'], ['computer', 'code'], ['write', 'code'], ['writing', 'code'], ['coder'], ['programming'], ['programmer'], ['program', 'computer'], ['learn', 'code'], ['scratch', 'code'], ['computer', 'work'], ['computer', 'instruction*'], ['python', 'code'], ['software']],
  quickAnswer: {
    '3-5': 'Coding is telling a computer what to do, one step at a time. The computer does the steps just as you say. That is how games and apps work!',
    '6-8': 'Coding means writing steps for a computer to follow. Computers can\'t guess what you mean. They do just what the steps say, in order. People who write code make games, apps and websites. They even write the programs inside washing machines and cars. Kids can start coding with block languages like Scratch.',
    '9-12': 'Coding, or programming, is writing instructions in a language a computer can follow, such as Python, JavaScript or Scratch. Programs use a few big ideas again and again. A sequence is steps in order. A loop repeats steps. A condition says "if this, then that." A variable is a named place to store information. When a program doesn\'t work as planned, programmers debug it: they find and fix the mistake, called a bug.',
    '13+': 'Programming means writing a solution as exact instructions a computer can carry out. Languages like Python or JavaScript are translated, by compilers or interpreters, into the machine instructions a processor runs. In the end, those work on binary data. Core ideas include control flow (sequence, selection and loops), data types and structures, functions that hide details and can be reused, and algorithms. Real software work adds testing, version control and teamwork, because most programs are built and kept up by teams.',
  },
  takeaways: {
    little: ['Coding is giving a computer steps.', 'The computer does just what you say.'],
    young: ['Coding is giving a computer steps.', 'Computers follow steps exactly.', 'Games and apps are made with code.'],
    older: ['Code is instructions written in a programming language.', 'Sequences, loops, conditions and variables are building blocks.', 'Debugging means finding and fixing mistakes.'],
  },
  sections: [
    {
      title: 'Computers Follow Instructions',
      little: 'A computer can\'t guess what you want. You tell it each step. "Go. Turn. Jump!" Those steps are code.',
      young: 'A computer is very fast, but it can\'t think for itself. It needs steps. "Move forward. Turn left. Jump!" Those steps are code.',
      older: 'A computer does exactly what its instructions say, nothing more. If you tell a robot "walk forward" but forget "stop at the wall," it will bump into the wall. Programmers have to think carefully and precisely about every step.',
      funFact: { title: 'Code is everywhere', text: 'Traffic lights, microwaves, cars and phones all run on code.' },
    },
    {
      title: 'Building Blocks of Code',
      little: 'Some code says, "Do it again and again." Clap! Clap! Clap! That is called a loop.',
      young: 'Some code says "do this again and again." That is a loop. Some code says "if it rains, take an umbrella." That is a condition.',
      older: 'Most programs mix a few ideas. A sequence is steps in order. A loop repeats steps. A condition chooses what to do: if the score reaches the top, show "You win!" A variable remembers information, like a player\'s score.',
      funFact: { title: 'The first programmer', text: 'Ada Lovelace published what is often called the first computer program in 1843, for a machine that was never finished.' },
    },
    {
      title: 'Bugs and Debugging',
      young: 'Sometimes code has a mistake. It is called a bug. Finding and fixing it is called debugging. Every coder does it!',
      older: 'A bug is a mistake that makes a program do something unexpected. Debugging is detective work: test, watch what happens, find where it goes wrong, fix it, and test again. Even expert programmers spend a lot of time debugging.',
      funFact: { title: 'A real bug', text: 'In 1947, engineers working on the Harvard Mark II computer found a moth stuck in it and taped it into their logbook as the "first actual case of bug being found."' },
    },
  ],
  deeper: {
    title: 'From Source Code to Machine Instructions',
    content: 'Source code written by people is translated into instructions the processor understands. Compiled languages, like C, are translated ahead of time. Interpreted or just-in-time compiled languages, like Python or JavaScript, are translated as they run. All data, whether text, images or sound, is stored in the end as binary numbers. Abstraction lets programmers build complex systems from simpler pieces: functions, modules and libraries hide details behind clear interfaces. Grace Hopper\'s work on early compilers in the 1950s helped make programming in human-readable languages possible.',
    funFact: { title: 'Binary', text: 'Computers store everything, from songs to photos, as long patterns of 0s and 1s.' },
  },
  glossary: [
    { term: 'Code', say: 'KOHD', definition: 'Instructions written for a computer.' },
    { term: 'Loop', say: 'LOOP', definition: 'Code that repeats steps.' },
    { term: 'Program', say: 'PROH-gram', definition: 'A set of instructions that tells a computer what to do.' },
    { term: 'Bug', say: 'BUG', definition: 'A mistake in code.' },
    { term: 'Variable', say: 'VAIR-ee-uh-bul', definition: 'A named place in a program that stores information, like a score.' },
  ],
  tryIt: [
    {
      title: 'Robot Walk',
      description: 'Give a grown-up robot steps to follow.',
      steps: [
        'A grown-up pretends to be a robot. The robot only does what you say.',
        'Give one step at a time: "Step! Step! Turn!"',
        'Can you get the robot to the door? Or to the couch?',
        'Oops, the robot went the wrong way? Change your steps and try again!',
      ],
      note: 'Take turns: now you be the robot!',
      bands: ['3-5'],
    },
    {
      title: 'Program a Grown-Up Robot',
      description: 'Unplugged coding: give exact instructions.',
      steps: [
        'A grown-up pretends to be a robot that only follows exact instructions.',
        'Write steps to walk to the door or stack three cups: "Take 3 steps forward. Turn right."',
        'The robot follows your steps exactly (even the silly mistakes!).',
        'Find the bugs in your instructions, fix them, and run the program again.',
      ],
      note: 'Later, try a free block-coding site like Scratch with a grown-up.',
      bands: ['6-8', '9-12', '13+'],
    },
  ],
  analogies: [
    { title: 'A recipe', content: 'Code is like a recipe: clear steps in the right order, and if you skip one, the cake doesn\'t turn out.' },
  ],
  realWorld: [
    { title: 'Games and apps', content: 'Every video game and app was written by people who code.' },
    { title: 'Science and medicine', content: 'Scientists write code to study weather, space and medicine.' },
  ],
  engaging: [
    { question: 'What would you want to make if you could code anything?', context: 'A game? A robot? An app?' },
    { question: 'What happens if a step is in the wrong order?', context: 'Try putting on shoes before socks!' },
  ],
  quiz: [
    {
      question: 'What is coding?',
      right: 'Telling a computer what to do',
      wrong: ['Drawing pictures with crayons', 'Playing games outside'],
      skill: 'vocabulary',
      support: ['telling a computer what to do', 'writing steps for a computer', 'writing instructions in a language', 'exact instructions a computer can carry out'],
    },
    {
      question: 'What does a loop do?',
      right: 'Does steps again and again',
      wrong: ['Stops the computer', 'Draws a circle'],
      skill: 'vocabulary',
      support: ['again and again', 'a loop repeats steps', 'loops that repeat steps'],
    },
    { question: 'What is a mistake in code called?', right: 'A bug', wrong: ['A byte', 'A snack'], skill: 'vocabulary', bands: ['6-8', '9-12', '13+'], support: ['it is called a bug', 'called a bug', 'a bug is a mistake'] },
    {
      question: 'Why do programmers test and debug their code?',
      right: 'To find and fix mistakes',
      wrong: ['To make the computer run hotter', 'To delete old programs'],
      skill: 'cause-effect',
      bands: ['9-12', '13+'],
      support: ['find and fix the mistake', 'finding and fixing mistakes'],
    },
  ],
  sources: [
    {
      claim: 'Scratch, made by the Lifelong Kindergarten group at the MIT Media Lab, is a free coding language and community where children program by snapping together blocks of code.',
      title: 'Scratch (MIT Media Lab): About Scratch',
      url: 'https://scratch.mit.edu/about',
      read: READ,
      authority: 'university',
    },
    {
      claim: 'Python is a high-level programming language; its interpreter runs Python programs, and it is widely used to write scripts and applications.',
      title: 'Python Software Foundation: The Python Tutorial',
      url: 'https://docs.python.org/3/tutorial/index.html',
      read: READ,
      authority: 'governing-body',
    },
    {
      claim: 'ECMAScript is the standardised programming language known as JavaScript, run by web browsers and many other hosts.',
      title: 'Ecma International TC39: ECMAScript Language Specification (ECMA-262)',
      url: 'https://tc39.es/ecma262/',
      read: READ,
      authority: 'governing-body',
    },
    {
      claim: 'Ada Lovelace published notes in 1843 on Charles Babbage\'s Analytical Engine, a machine that was never completed; they included a method for computing numbers with the machine that is often called the first computer program.',
      title: 'Britannica: Ada Lovelace',
      url: 'https://www.britannica.com/biography/Ada-Lovelace',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'In 1947, engineers working on the Harvard Mark II computer (the Mark II at Harvard University) found a moth stuck in one of the components and taped it into their logbook, labelled "first actual case of bug being found"; Grace Hopper was part of the Mark II team.',
      title: 'Smithsonian National Museum of American History: Log Book With Computer Bug',
      url: 'https://americanhistory.si.edu/collections/search/object/nmah_334663',
      read: READ,
      authority: 'museum',
    },
    {
      claim: 'Grace Hopper developed one of the first compilers in the early 1950s and pushed for programming languages written in words people can read, work that led to COBOL.',
      title: 'Britannica: Grace Hopper',
      url: 'https://www.britannica.com/biography/Grace-Hopper',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Digital computers store and process all data, including text, pictures and sound, as binary numbers: patterns of 0s and 1s.',
      title: 'Britannica: computer (digital computers and binary)',
      url: 'https://www.britannica.com/technology/computer',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: ['For 3-5, coding is "telling a computer what to do, one step at a time"; loops come in as "do it again and again".'],
  related: ['algorithm', 'puzzles', 'patterns'],
  links: [SITES.scratch, SITES.codeOrg, britannica('computer programming')],
};

const algorithm: KidEntry = {
  id: 'algorithm',
  module: 'Coding Basics',
  question: 'What is an algorithm?',
  title: 'What Is an Algorithm?',
  blurb: 'Step-by-step recipes for solving problems.',
  triggers: [['algorithm'], ['step', 'by', 'step', 'instruction*'], ['sort*', 'computer'], ['search', 'engine', 'work'], ['binary', 'search']],
  quickAnswer: {
    '3-5': 'An algorithm is a list of steps. Brushing your teeth has steps. Get your brush. Add toothpaste. Brush, brush, brush. Spit! Those steps are an algorithm.',
    '6-8': 'An algorithm is a list of steps to solve a problem or do a job. A recipe is an algorithm. So are the steps to build a block set. Computers use them all the time, like to sort your photos or find the fastest way on a map.',
    '9-12': 'An algorithm is a clear, finite list of steps that solves a problem. Good algorithms are clear, always finish, and give the right answer. Some are faster than others. To find a word in a dictionary, you could flip through every page. But opening near the middle and halving the search each time, called binary search, is much faster. Computer scientists design and compare algorithms to make programs fast.',
    '13+': 'An algorithm is a finite, well-defined procedure that turns input into output. Computer scientists study whether algorithms are correct and how efficient they are, often using big-O notation. Linear search takes time proportional to n. Binary search on sorted data takes time proportional to log n. Good comparison sorts such as merge sort take time proportional to n log n. Design strategies include divide and conquer, greedy choices, dynamic programming and graph search. The word comes from al-Khwarizmi, a 9th-century scholar in Baghdad whose works on arithmetic and algebra were translated into Latin.',
  },
  takeaways: {
    little: ['An algorithm is a list of steps.', 'The order of the steps matters.'],
    young: ['An algorithm is a list of steps.', 'Recipes are algorithms.', 'Computers use algorithms for everything.'],
    older: ['An algorithm is a precise, finite set of steps.', 'Different algorithms can solve the same problem at different speeds.', 'Binary search halves the search each step.'],
  },
  sections: [
    {
      title: 'Everyday Algorithms',
      little: 'Getting dressed has steps. Socks first, then shoes! Shoes first? Oops, that does not work. The order matters.',
      young: 'Getting dressed is an algorithm! Underwear, then pants, then socks, then shoes. The order matters.',
      older: 'You follow algorithms every day: recipes, the route to school, the rules of a card game. An algorithm must be clear enough that anyone, or any computer, following it gets the same result.',
      funFact: { title: 'Where the word comes from', text: 'The word "algorithm" comes from the name of al-Khwarizmi, a mathematician who worked in Baghdad more than 1,000 years ago.' },
    },
    {
      title: 'Faster Ways to Search',
      little: 'Let\'s play a guessing game! A grown-up hides a number from one to five. You guess. They say "more" or "less." Guess again. You found it!',
      young: 'Guess my number from 1 to 100! Is it bigger than 50? Smaller than 75? Each question cuts the choices in half. You find it fast!',
      older: 'In a number-guessing game from 1 to 100, guessing 1, 2, 3… could take 100 tries. Asking "higher or lower?" and always guessing the middle finds any number in at most 7 guesses. That is binary search, and it only works when things are in order.',
      funFact: { title: 'Seven guesses', text: 'With the halving trick, you can always find a number between 1 and 100 in 7 guesses or fewer.' },
    },
    {
      title: 'Sorting Things Out',
      little: 'Line up your toys from small to big. You sorted them! Computers sort things too, super fast.',
      young: 'Line up toys from smallest to biggest. You just sorted! Computers sort things too, super fast.',
      older: 'Sorting puts things in order, and computers do it all the time: names in a contact list, search results, scores in a game. There are many sorting algorithms, and some are far faster than others for big lists.',
      funFact: { title: 'Maps use algorithms', text: 'Map apps use route-finding algorithms to suggest the quickest way from one place to another.' },
    },
  ],
  deeper: {
    title: 'Efficiency and Big-O',
    content: 'Big-O notation describes how an algorithm\'s running time grows with the input size n, ignoring constant factors. Finding an item in an unsorted list means checking up to n items. Binary search on sorted data needs about log₂ n steps, so about 20 comparisons are enough for a million items. Simple sorts like insertion sort take on the order of n² steps, while merge sort and heapsort take n log n. Some problems have no known efficient algorithm at all. Whether many of them can be solved efficiently, the P versus NP question, is one of the biggest open problems in mathematics and computer science.',
    funFact: { title: 'A million-dollar question', text: 'The P versus NP problem is one of the Millennium Prize Problems, each with a one-million-dollar prize for a solution.' },
  },
  glossary: [
    { term: 'Algorithm', say: 'AL-guh-rith-um', definition: 'A list of steps to solve a problem.' },
    { term: 'Step', say: 'STEP', definition: 'One action in a list of instructions.' },
    { term: 'Sort', say: 'SORT', definition: 'To put things in order.' },
    { term: 'Binary search', say: 'BY-nuh-ree SURCH', definition: 'A fast way to find something in a sorted list by halving it each time.' },
    { term: 'Efficient', say: 'ih-FISH-ent', definition: 'Getting the job done with little wasted time or effort.' },
  ],
  tryIt: [
    {
      title: 'Guess My Number (One to Five)',
      description: 'A guessing game with your fingers.',
      steps: [
        'A grown-up picks a secret number from one to five and hides that many fingers behind their back.',
        'You guess a number. The grown-up says "more" or "less."',
        'Guess again until you find it. Count the fingers together!',
        'Now you hide the fingers, and the grown-up guesses.',
      ],
      note: 'Count on your own fingers to help: one, two, three, four, five!',
      bands: ['3-5'],
    },
    {
      title: 'The Number Guessing Game',
      description: 'Discover binary search by playing.',
      steps: [
        'One player picks a secret number from 1 to 100.',
        'The other guesses; the first player answers only "higher" or "lower."',
        'Try it twice: once guessing randomly, once always guessing the middle of what is left.',
        'Count the guesses. Which way was faster?',
      ],
      note: 'Write down the range that is left after each guess to see it shrink by half.',
      bands: ['6-8', '9-12', '13+'],
    },
  ],
  analogies: [
    { title: 'A recipe', content: 'An algorithm is like a recipe: follow the steps in order and you get the same cake every time.' },
  ],
  realWorld: [
    { title: 'Search engines', content: 'Search engines use algorithms to decide which pages to show you first.' },
    { title: 'Delivery routes', content: 'Delivery companies use algorithms to plan routes that save time and fuel.' },
  ],
  engaging: [
    { question: 'What steps do you follow every morning?', context: 'Say your morning steps in order.' },
    { question: 'Can you think of a faster way to find a book on a messy shelf?', context: 'What if the books were sorted?' },
  ],
  quiz: [
    { question: 'What is an algorithm?', right: 'A list of steps to do something', wrong: ['A kind of fast computer', 'A special kind of number'], skill: 'vocabulary', support: ['list of steps', 'step-by-step instructions', 'finite set of steps', 'well-defined procedure'] },
    { question: 'Which of these is an algorithm?', right: 'Steps for brushing your teeth', wrong: ['The color of your toothbrush', 'A picture of a smile'], skill: 'inference', bands: ['3-5', '6-8'], support: ['brushing your teeth has steps', 'a recipe is an algorithm'] },
    { question: 'Why do you put on socks before shoes?', right: 'The order of the steps matters', wrong: ['It does not matter at all', 'Because shoes are heavier'], skill: 'sequence', bands: ['3-5', '6-8'], support: ['the order matters'] },
    { question: 'What does binary search do each step?', right: 'Cuts the search area in half', wrong: ['Checks every item one by one', 'Starts over from the beginning'], skill: 'recall', bands: ['9-12', '13+'], support: ['halving the search', 'halves the search'] },
  ],
  sources: [
    {
      claim: 'Al-Khwarizmi was a Muslim mathematician and astronomer who worked in Baghdad in the 9th century, more than 1,000 years ago; his books on arithmetic and algebra were translated into Latin, and the word "algorithm" comes from his name.',
      title: 'Britannica: al-Khwārizmī',
      url: 'https://www.britannica.com/biography/al-Khwarizmi',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'In the guessing game for a number from 1 to 100, guessing 1, 2, 3 in order can take 100 tries, but always guessing the middle of the range left (50 first, then 25 or 75) halves the list each time, so binary search needs at most 7 guesses, since the base-2 logarithm of 100 is about 6.6; in general the maximum number of guesses for a sorted list of n items is log2 n rounded up, about 20 for a million.',
      title: 'Mobile CSP (Trinity College, Hartford): Binary search',
      url: 'https://mobile-csp.org/webapps/search/binarysearch.html',
      read: READ,
      authority: 'university',
    },
    {
      claim: 'Introduction to Algorithms: the running time of algorithms is analysed with asymptotic (big-O) notation; binary search on a sorted array takes O(log n) time, insertion sort O(n²), and merge sort and heap sort O(n log n); the course also covers graph search and dynamic programming.',
      title: 'MIT OpenCourseWare: 6.006 Introduction to Algorithms (Spring 2020)',
      url: 'https://ocw.mit.edu/courses/6-006-introduction-to-algorithms-spring-2020/',
      read: READ,
      authority: 'university',
    },
    {
      claim: 'P versus NP asks whether every problem whose solution can be checked quickly can also be solved quickly; it is one of the seven Millennium Prize Problems, each carrying a one-million-dollar prize for a solution.',
      title: 'Clay Mathematics Institute: P vs NP (Millennium Prize Problems)',
      url: 'https://www.claymath.org/millennium/p-vs-np/',
      read: READ,
      authority: 'science-body',
    },
  ],
  simplifications: ['For 3-5 the search game uses the numbers one to five; the 1-to-100 halving game starts at 6-8.'],
  related: ['what-is-coding', 'puzzles', 'patterns'],
  links: [SITES.codeOrg, SITES.scratch, britannica('algorithm')],
};

export const codingEntries: KidEntry[] = [coding, algorithm];
