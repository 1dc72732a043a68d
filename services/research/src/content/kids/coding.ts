import { britannica, SITES } from '../links';
import type { KidEntry } from '../types';

// Coding Basics: what coding is, and algorithms.

const coding: KidEntry = {
  id: 'what-is-coding',
  module: 'Coding Basics',
  question: 'What is coding?',
  title: 'What Is Coding?',
  blurb: 'Writing instructions that computers follow.',
  triggers: [['coding'], ['computer', 'code'], ['write', 'code'], ['writing', 'code'], ['coder'], ['programming'], ['programmer'], ['program', 'computer'], ['learn', 'code'], ['scratch', 'code'], ['computer', 'work'], ['computer', 'instruction*'], ['python', 'code'], ['software']],
  quickAnswer: {
    '3-5': 'Coding is telling a computer what to do, one step at a time. The computer follows the steps exactly. That\'s how games and apps work!',
    '6-8': 'Coding means writing instructions for a computer. Computers can\'t guess what you mean: they do exactly what the instructions say, in order. People who write code make games, apps, websites and even the programs inside washing machines and cars. Kids can start coding with block languages like Scratch.',
    '9-12': 'Coding, or programming, is writing instructions in a language a computer can follow, such as Python, JavaScript or Scratch. Programs use a few big ideas again and again: sequences (steps in order), loops (repeating steps), conditions (if this, then that), and variables (named places to store information). When a program doesn\'t work as expected, programmers debug it: find and fix the mistake, called a bug.',
    '13+': 'Programming is expressing a solution as precise instructions a computer can execute. High-level languages like Python or JavaScript are translated, by compilers or interpreters, into the machine instructions a processor runs, ultimately operating on binary data. Core concepts include control flow (sequence, selection, iteration), data types and structures, functions for abstraction and reuse, and algorithms. Professional software development adds testing, version control and collaboration, because most real programs are built and maintained by teams.',
  },
  takeaways: {
    young: ['Coding is giving a computer steps.', 'Computers follow steps exactly.', 'Games and apps are made with code.'],
    older: ['Code is instructions written in a programming language.', 'Sequences, loops, conditions and variables are building blocks.', 'Debugging means finding and fixing mistakes.'],
  },
  sections: [
    {
      title: 'Computers Follow Instructions',
      young: 'A computer is very fast, but it can\'t think for itself. It needs steps. "Move forward. Turn left. Jump!" Those steps are code.',
      older: 'A computer does exactly what its instructions say, nothing more. If you tell a robot "walk forward" but forget "stop at the wall," it will bump into the wall. Programmers have to think carefully and precisely about every step.',
      funFact: { title: 'Code is everywhere', text: 'Traffic lights, microwaves, cars and phones all run on code.' },
    },
    {
      title: 'Building Blocks of Code',
      young: 'Some code says "do this again and again." That is a loop. Some code says "if it rains, take an umbrella." That is a condition.',
      older: 'Most programs combine a few ideas: a sequence of steps, loops that repeat steps, conditions that choose what to do ("if the score is 10, show You win!"), and variables that remember information like a player\'s score.',
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
    content: 'Source code written by people is translated into instructions the CPU understands: compiled languages (like C or Rust) are translated ahead of time, while interpreted or just-in-time compiled languages (like Python or JavaScript) are translated as they run. All data, whether text, images or sound, is ultimately stored as binary numbers. Abstraction lets programmers build complex systems from simpler pieces: functions, modules and libraries hide details behind clear interfaces. Grace Hopper\'s work on early compilers in the 1950s helped make programming in human-readable languages possible.',
    funFact: { title: 'Binary', text: 'Computers store everything, from songs to photos, as long patterns of 0s and 1s.' },
  },
  glossary: [
    { term: 'Code', say: 'KOHD', definition: 'Instructions written for a computer.' },
    { term: 'Program', say: 'PROH-gram', definition: 'A set of instructions that tells a computer what to do.' },
    { term: 'Loop', say: 'LOOP', definition: 'Code that repeats steps.' },
    { term: 'Bug', say: 'BUG', definition: 'A mistake in code.' },
    { term: 'Variable', say: 'VAIR-ee-uh-bul', definition: 'A named place in a program that stores information, like a score.' },
  ],
  tryIt: [{
    title: 'Program a Grown-Up Robot',
    description: 'Unplugged coding: give exact instructions.',
    steps: [
      'A grown-up pretends to be a robot that only follows exact instructions.',
      'Write steps to make a sandwich or walk to the door: "Take 3 steps forward. Turn right."',
      'The robot follows your steps exactly (even the silly mistakes!).',
      'Find the bugs in your instructions, fix them, and run the program again.',
    ],
    note: 'Later, try a free block-coding site like Scratch with a grown-up.',
  }],
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
    { question: 'What is coding?', right: 'Writing instructions for a computer', wrong: ['Drawing pictures', 'Playing outside'] },
    { question: 'What is a mistake in code called?', right: 'A bug', wrong: ['A byte', 'A snack'] },
    { question: 'What does a loop do in a program?', right: 'Repeats steps', wrong: ['Deletes the program', 'Turns off the computer'], level: 'older' },
  ],
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
    '3-5': 'An algorithm is a list of steps to do something. Brushing your teeth has steps: get the brush, add toothpaste, brush, rinse. That\'s an algorithm!',
    '6-8': 'An algorithm is a set of step-by-step instructions for solving a problem or doing a task. A recipe is an algorithm, and so are the directions for building a LEGO set. Computers use algorithms for everything, like sorting your photos or finding the fastest route on a map.',
    '9-12': 'An algorithm is a precise, finite list of steps that solves a problem. Good algorithms are clear, always finish, and give the right answer. Some are faster than others: to find a word in a dictionary, flipping through every page works, but opening near the middle and halving the search each time, called binary search, is much faster. Computer scientists design and compare algorithms to make programs efficient.',
    '13+': 'An algorithm is a finite, well-defined procedure that transforms input into output. Computer scientists analyse correctness and efficiency, often expressed in Big-O notation: linear search takes time proportional to n, binary search on sorted data proportional to log n, and good comparison sorts such as merge sort proportional to n log n. Algorithmic design strategies include divide and conquer, greedy choices, dynamic programming and graph search. The word comes from al-Khwarizmi, a 9th-century scholar in Baghdad whose works on arithmetic and algebra were widely translated into Latin.',
  },
  takeaways: {
    young: ['An algorithm is a list of steps.', 'Recipes are algorithms.', 'Computers use algorithms for everything.'],
    older: ['An algorithm is a precise, finite set of steps.', 'Different algorithms can solve the same problem at different speeds.', 'Binary search halves the search each step.'],
  },
  sections: [
    {
      title: 'Everyday Algorithms',
      young: 'Getting dressed is an algorithm! Underwear, then pants, then socks, then shoes. The order matters.',
      older: 'You follow algorithms every day: recipes, the route to school, the rules of a card game. An algorithm must be clear enough that anyone, or any computer, following it gets the same result.',
      funFact: { title: 'Where the word comes from', text: 'The word "algorithm" comes from the name of al-Khwarizmi, a mathematician who worked in Baghdad more than 1,000 years ago.' },
    },
    {
      title: 'Faster Ways to Search',
      young: 'Guess my number from 1 to 100! Is it bigger than 50? Smaller than 75? Each question cuts the choices in half. You find it fast!',
      older: 'In a number-guessing game from 1 to 100, guessing 1, 2, 3… could take 100 tries. Asking "higher or lower?" and always guessing the middle finds any number in at most 7 guesses. That is binary search, and it only works when things are in order.',
      funFact: { title: 'Seven guesses', text: 'With the halving trick, you can always find a number between 1 and 100 in 7 guesses or fewer.' },
    },
    {
      title: 'Sorting Things Out',
      young: 'Line up toys from smallest to biggest. You just sorted! Computers sort things too, super fast.',
      older: 'Sorting puts things in order, and computers do it constantly: names in a contact list, search results, scores in a game. There are many sorting algorithms, and some are far faster than others for big lists.',
      funFact: { title: 'Maps use algorithms', text: 'Map apps use route-finding algorithms to suggest the quickest way from one place to another.' },
    },
  ],
  deeper: {
    title: 'Efficiency and Big-O',
    content: 'Big-O notation describes how an algorithm\'s running time grows with input size n, ignoring constant factors. Finding an item in an unsorted list requires checking up to n items; binary search on sorted data needs about log₂ n steps, so about 20 comparisons suffice for a million items. Simple sorts like bubble sort take on the order of n² steps, while merge sort and heapsort take n log n. Some problems have no known efficient algorithm at all, and whether many of them can be solved efficiently (the P versus NP question) is one of the biggest open problems in mathematics and computer science.',
    funFact: { title: 'A million-dollar question', text: 'The P versus NP problem is one of the Millennium Prize Problems, each with a one-million-dollar prize for a solution.' },
  },
  glossary: [
    { term: 'Algorithm', say: 'AL-guh-rith-um', definition: 'A list of steps to solve a problem.' },
    { term: 'Step', say: 'STEP', definition: 'One action in a list of instructions.' },
    { term: 'Sort', say: 'SORT', definition: 'To put things in order.' },
    { term: 'Binary search', say: 'BY-nuh-ree SURCH', definition: 'A fast way to find something in a sorted list by halving it each time.' },
    { term: 'Efficient', say: 'ih-FISH-ent', definition: 'Getting the job done with little wasted time or effort.' },
  ],
  tryIt: [{
    title: 'The Number Guessing Game',
    description: 'Discover binary search by playing.',
    steps: [
      'One player picks a secret number from 1 to 100.',
      'The other guesses; the first player answers only "higher" or "lower."',
      'Try it twice: once guessing randomly, once always guessing the middle of what is left.',
      'Count the guesses. Which strategy was faster?',
    ],
    note: 'Write down the range that is left after each guess to see it shrink by half.',
  }],
  analogies: [
    { title: 'A recipe', content: 'An algorithm is like a recipe: follow the steps in order and you get the same cake every time.' },
  ],
  realWorld: [
    { title: 'Search engines', content: 'Search engines use algorithms to decide which pages to show you first.' },
    { title: 'Delivery routes', content: 'Delivery companies use algorithms to plan routes that save time and fuel.' },
  ],
  engaging: [
    { question: 'What algorithm do you follow every morning?', context: 'Write your morning steps in order.' },
    { question: 'Can you think of a faster way to find a book on a messy shelf?', context: 'What if the books were sorted?' },
  ],
  quiz: [
    { question: 'What is an algorithm?', right: 'A list of steps to do something', wrong: ['A kind of animal', 'A song'] },
    { question: 'Which is an algorithm?', right: 'A recipe for pancakes', wrong: ['A color', 'A cloud'] },
    { question: 'What does binary search do each step?', right: 'Cuts the search area in half', wrong: ['Checks every item one by one', 'Starts over'], level: 'older' },
  ],
  related: ['what-is-coding', 'puzzles', 'patterns'],
  links: [SITES.codeOrg, SITES.scratch, britannica('algorithm')],
};

export const codingEntries: KidEntry[] = [coding, algorithm];
