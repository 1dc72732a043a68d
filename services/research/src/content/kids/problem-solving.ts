import { britannica, SITES } from '../links';
import type { KidEntry } from '../types';

// Problem Solving: puzzle strategies, and patterns.

const READ = '2026-11-23';

const puzzles: KidEntry = {
  id: 'puzzles',
  module: 'Problem Solving',
  question: 'How do I get better at solving puzzles?',
  title: 'How Do I Get Better at Solving Puzzles?',
  blurb: 'Strategies for puzzles and tricky problems.',
  triggers: [['puzzle'], ['jigsaw'], ['riddle'], ['solve', 'problem'], ['problem', 'solving'], ['rubik*'], ['brain', 'teaser'], ['too', 'hard'], ['stuck']],
  quickAnswer: {
    '3-5': 'Look carefully. Try one piece, then another. If it does not fit, try again! Mistakes help you learn.',
    '6-8': 'Good puzzle solvers follow a few steps. Look at the whole puzzle first. Start with the easy part, like the edge pieces of a jigsaw. Look for patterns, and try one idea at a time. If you get stuck, take a short break or try a different way. Every mistake teaches you something.',
    '9-12': 'Use a plan. First, understand the problem: what do you know, and what do you need to find? Then choose a strategy. You could break it into smaller parts, look for a pattern, draw a picture, work backwards, or guess and check. Carry out the plan, then look back. Does the answer make sense? What could you use again next time? Practice, and learning from mistakes, make you faster.',
    '13+': 'The mathematician George Pólya described four phases of problem solving in "How to Solve It" (1945). They are: understand the problem, devise a plan, carry out the plan, and look back. Useful heuristics include solving a simpler case first, and finding a pattern or something that never changes. Others are working backwards from the goal, drawing diagrams, and testing extreme cases. Skill grows from steady practice with feedback and from building a store of patterns. That is why studying a solution you could not find is almost as useful as solving.',
  },
  takeaways: {
    little: ['Look carefully first.', 'Try, and try again.', 'Mistakes help you learn.'],
    young: ['Look carefully first.', 'Try, and try again.', 'Mistakes help you learn.'],
    older: ['Understand, plan, try, look back.', 'Break big problems into small parts.', 'Breaks and new strategies help when you\'re stuck.'],
  },
  sections: [
    {
      title: 'Look Before You Leap',
      little: 'Look at the picture on the box. What do you see? A dog? A boat? Now look at the pieces.',
      young: 'Before you start, look at the whole puzzle. What is the picture? What pieces do you see?',
      older: 'Many mistakes come from rushing. Read the puzzle or problem twice, and say it in your own words. List what you know and what you need to find. For a jigsaw, study the box picture and sort the pieces by colour and edges.',
      funFact: { title: 'The first jigsaws', text: 'Some of the first jigsaw puzzles were maps glued to wood and cut up, made in the 1760s to teach geography.' },
    },
    {
      title: 'Pick a Strategy',
      little: 'Find the flat edge pieces first. They go around the outside. Then fill in the middle.',
      young: 'Start with the easy part. For a jigsaw, find the flat edge pieces first. Then fill in the middle.',
      older: 'Try strategies like these. Start with what is easiest. Break the problem into smaller pieces. Look for a pattern, draw a picture or make a table. Work backwards from the answer, or guess, check and improve. If one strategy does not work, switch to another.',
      funFact: { title: 'The famous cube', text: 'A Hungarian professor named Ernő Rubik invented his famous cube puzzle in 1974.' },
    },
    {
      title: 'Stuck? That\'s Part of It',
      little: 'Puzzles can feel hard. That is OK! Take a break and come back. You can do it.',
      young: 'Puzzles can feel hard. That\'s OK! Take a break and come back. Your brain keeps working on it.',
      older: 'Getting stuck is normal, even for experts. A short break helps. So does explaining the problem to someone else, or trying a completely different approach. Working through a hard problem and fixing your mistakes is part of how you learn.',
      funFact: { title: 'Aha moments', text: 'Many people find that a solution pops into their head after they step away from a problem for a while.' },
    },
  ],
  deeper: {
    title: 'Heuristics and Deliberate Practice',
    content: 'Heuristics are rules of thumb that guide your search when there is no sure method. Examples: shrink the gap between where you are and the goal, work backwards, borrow the idea of a problem you have solved, or try small cases first and then generalise. An invariant is something that never changes under the allowed moves, and it can prove that a puzzle is impossible. Chess players, mathematicians and programmers all build skill partly by studying many patterns, so they spot familiar structures fast in new problems.',
    funFact: { title: 'Impossible puzzles', text: 'Some famous puzzles, like the "15 puzzle" with two tiles swapped, can be proven impossible to solve.' },
  },
  simplifications: [
    'For 3-5, puzzles mean jigsaws: look, find the edges, try again.',
  ],
  sources: [
    {
      claim: 'George Pólya\'s "How to Solve It" (1945) sets out four phases of problem solving: understand the problem, devise a plan, carry out the plan, and look back; it lists heuristics such as solving a simpler related problem, working backwards and drawing a figure.',
      title: 'Princeton University Press: How to Solve It, by G. Pólya',
      url: 'https://press.princeton.edu/books/paperback/9780691164076/how-to-solve-it',
      read: READ,
      authority: 'university',
    },
    {
      claim: 'The jigsaw puzzle began in the 1760s, when the London mapmaker John Spilsbury mounted maps on wood and cut them into pieces to teach geography.',
      title: 'Encyclopaedia Britannica: Jigsaw puzzle',
      url: 'https://www.britannica.com/topic/jigsaw-puzzle',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'The Rubik\'s Cube was invented in 1974 by Ernő Rubik, a Hungarian professor of architecture and design.',
      title: 'Encyclopaedia Britannica: Rubik\'s Cube',
      url: 'https://www.britannica.com/topic/Rubiks-Cube',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Johnson and Story (American Journal of Mathematics, 1879) proved that in the 15 puzzle only half of all starting arrangements can be solved; the arrangement with two tiles swapped cannot be solved.',
      title: 'American Journal of Mathematics: Notes on the "15" Puzzle (Johnson and Story)',
      url: 'https://doi.org/10.2307/2369492',
      read: READ,
      authority: 'peer-reviewed',
    },
  ],
  glossary: [
    { term: 'Puzzle', say: 'PUZ-ul', definition: 'A game or problem that makes you think to solve it.' },
    { term: 'Strategy', say: 'STRAT-uh-jee', definition: 'A plan for how to do something.' },
    { term: 'Pattern', say: 'PAT-ern', definition: 'Something that repeats in a way you can predict.' },
    { term: 'Guess and check', say: 'GESS and CHEK', definition: 'Trying an answer, checking it, and improving it.' },
    { term: 'Heuristic', say: 'hyoo-RIS-tik', definition: 'A rule of thumb that helps you find a solution.' },
  ],
  tryIt: [
    {
      title: 'My First Jigsaw',
      description: 'Do a jigsaw with big pieces together with a grown-up.',
      steps: [
        'Pick a jigsaw with a few big pieces.',
        'Look at the picture on the box together.',
        'Find the pieces with a flat edge.',
        'Fit one piece at a time. If it does not fit, turn it or try another!',
      ],
      note: 'Start with a few big pieces and add more when it feels easy. Cheer the trying, not only the finishing.',
      bands: ['3-5'],
    },
    {
      title: 'Family Puzzle Challenge',
      description: 'Solve a puzzle together and talk about your strategies.',
      steps: [
        'Pick a jigsaw, a maze or a riddle that is a little hard for you.',
        'Before starting, say your plan out loud: "First I will…"',
        'When you get stuck, try a new strategy and name it.',
        'When you finish, talk about what worked and what you would do next time.',
      ],
      note: 'Choose puzzles that are a little hard, not too hard: that is where the best learning happens.',
      bands: ['6-8', '9-12', '13+'],
    },
  ],
  analogies: [
    { title: 'A detective', content: 'Solving a puzzle is like being a detective: gather clues, test ideas, and rule things out until only the answer is left.' },
  ],
  realWorld: [
    { title: 'Engineers and doctors', content: 'Engineers, doctors and scientists solve puzzles every day, using the same steps: understand, plan, try, check.' },
  ],
  engaging: [
    { question: 'What kind of puzzle do you like best?', context: 'Jigsaws, mazes, riddles, number puzzles?' },
    { question: 'What do you do when you feel stuck?', context: 'Which strategies could you add?' },
  ],
  quiz: [
    {
      question: 'What is a good way to start a jigsaw puzzle?', right: 'Find the flat edge pieces first', wrong: ['Push pieces in until they fit', 'Hide the picture on the box'],
      skill: 'recall', support: ['flat edge pieces first', 'edge pieces of a jigsaw', 'sort the pieces by colour and edges'],
    },
    {
      question: 'What can you do when you are stuck?', right: 'Take a break or try a new way', wrong: ['Keep trying the same thing', 'Stop, because you are bad at it'],
      skill: 'recall', support: ['take a break', 'short break', 'new strategies'],
    },
    {
      question: 'What is a strategy?', right: 'A plan for how to do something', wrong: ['A lucky guess that always works', 'The answer at the back of a book'],
      skill: 'vocabulary', support: ['A plan for how to do something'], bands: ['6-8', '9-12'],
    },
    {
      question: 'In what order do the four problem-solving steps go?', right: 'Understand, plan, carry out, look back', wrong: ['Plan, carry out, understand, look back', 'Carry out, look back, plan, understand'],
      skill: 'sequence', support: ['Understand, plan, try, look back', 'understand the problem'], bands: ['9-12', '13+'],
    },
    {
      question: 'Why is a break useful when you are stuck?', right: 'You come back with fresh ideas', wrong: ['It means you can skip the puzzle', 'Puzzles get easier on their own'],
      skill: 'cause-effect', support: ['a solution pops into their head', 'A short break helps'], bands: ['13+'],
    },
  ],
  related: ['patterns', 'algorithm', 'chess-knight'],
  links: [britannica('puzzle'), SITES.codeOrg],
};

const patterns: KidEntry = {
  id: 'patterns',
  module: 'Problem Solving',
  question: 'What is a pattern?',
  title: 'What Is a Pattern?',
  blurb: 'Repeating and growing patterns in math, nature and music.',
  triggers: [['pattern'], ['sequence'], ['fibonacci'], ['symmetry'], ['what', 'come', 'next']],
  quickAnswer: {
    '3-5': 'A pattern is something that repeats. Red, blue, red, blue. Clap, stomp, clap, stomp. What comes next?',
    '6-8': 'A pattern is something that repeats, or changes in a way you can guess. Red, blue, red, blue is a repeating pattern. Two, four, six, eight is a growing pattern: it adds two each time. Once you find the rule, you can tell what comes next. Patterns are all around us, in music, in nature and in numbers.',
    '9-12': 'A pattern follows a rule. A repeating pattern cycles through the same unit, like A-B-B, A-B-B, A-B-B. A growing pattern changes by a rule, like adding three each time. Finding the rule lets you predict any step, not just the next one. Nature is full of patterns. Think of the six-sided cells of a honeycomb, the matching halves of a butterfly, and the spirals in sunflowers and pine cones. The numbers of those spirals are often Fibonacci numbers.',
    '13+': 'In mathematics a pattern can be written as a rule. An arithmetic sequence adds the same number each time, and a geometric sequence multiplies by the same number. A recursive sequence builds each term from earlier ones: in the Fibonacci sequence, each term is the sum of the two before it. Spotting patterns leads to general rules and then to proofs. In computing, patterns drive everything from loops in code to machine learning. Patterns in nature, such as the spirals of seeds in a sunflower, often come from simple growth rules.',
  },
  takeaways: {
    little: ['Patterns repeat.', 'You can guess what comes next.', 'Look for patterns all around you!'],
    young: ['Patterns repeat.', 'You can guess what comes next.', 'Patterns are everywhere!'],
    older: ['A pattern follows a rule you can describe.', 'Repeating patterns cycle; growing patterns change by a rule.', 'Patterns appear in math, nature, music and code.'],
  },
  sections: [
    {
      title: 'Repeating Patterns',
      little: 'Look: red, blue, red, blue. The colours take turns. What comes next? Red!',
      young: 'Look: circle, square, circle, square. The shapes take turns. What comes next? A circle!',
      older: 'In a repeating pattern, a unit repeats again and again. In A-B-B, A-B-B, A-B-B, the unit is A-B-B. You can use colours, shapes, sounds or movements. Finding the unit lets you predict what will be in any position.',
      funFact: { title: 'Patterns in music', text: 'Songs repeat patterns too: the chorus of a song comes back again and again.' },
    },
    {
      title: 'Growing Patterns',
      young: 'Some patterns get bigger. One block, two blocks, three blocks. The tower grows by one each time!',
      older: 'Growing patterns change by a rule. Three, six, nine, twelve adds three each time. One, two, four, eight doubles each time. The famous Fibonacci sequence, 1, 1, 2, 3, 5, 8, 13, makes each number by adding the two before it.',
      funFact: { title: 'Named after a mathematician', text: 'The Fibonacci sequence is named after Leonardo of Pisa, called Fibonacci, who wrote about it in 1202.' },
    },
    {
      title: 'Patterns in Nature',
      little: 'A zebra has stripes. Stripe, stripe, stripe! A butterfly has the same spots on both wings. Bees make shapes with six sides.',
      young: 'Zebras have stripes. Butterflies have the same shapes on both wings. Bees build with six-sided shapes. Nature loves patterns!',
      older: 'Nature is full of patterns. Animals have stripes and spots. Butterflies and leaves have matching halves. Honeycombs have six-sided cells, and snail shells, sunflower heads and pine cones have spirals. Counting the spirals in a sunflower or pine cone often gives Fibonacci numbers.',
      funFact: { title: 'Six-sided snowflakes', text: 'Snowflakes usually have six arms because of the way water molecules fit together when they freeze.' },
    },
  ],
  deeper: {
    title: 'Sequences, Rules and Recursion',
    content: 'An explicit rule gives any term directly: the nth even number is 2n. A recursive rule builds each term from earlier ones: each Fibonacci number is the sum of the two before it. Ratios of neighbouring Fibonacci numbers get closer and closer to the golden ratio, about 1.618. In a sunflower head, the number of spirals running each way is very often a Fibonacci number, though a citizen science study also found heads that break the rule. Spotting a pattern is not a proof: a pattern that holds for many cases can still fail, which is why mathematicians prove their ideas.',
    funFact: { title: 'Patterns that break', text: 'Some number patterns hold for many steps and then fail, a famous reminder that mathematicians need proof.' },
  },
  simplifications: [
    'For 3-5, a pattern is "something that repeats"; growing patterns and rules come from 6-8 on.',
  ],
  sources: [
    {
      claim: 'The Fibonacci sequence is 1, 1, 2, 3, 5, 8, 13, 21, …, in which each number after the first two is the sum of the two before it; it is named after Leonardo of Pisa, known as Fibonacci, who wrote about it in his Liber abaci of 1202.',
      title: 'Encyclopaedia Britannica: Fibonacci',
      url: 'https://www.britannica.com/biography/Fibonacci',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'The golden ratio is about 1.618; the ratios of neighbouring Fibonacci numbers get closer and closer to it.',
      title: 'Encyclopaedia Britannica: Golden ratio',
      url: 'https://www.britannica.com/science/golden-ratio',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Counting the two families of spirals on a sunflower seed head usually gives two neighbouring numbers of the Fibonacci sequence, such as 34 and 55; a citizen science study of 657 sunflowers found mostly Fibonacci numbers, but also some heads that were not Fibonacci.',
      title: 'Plus Magazine (University of Cambridge): Citizen scientists count sunflower spirals',
      url: 'https://plus.maths.org/content/sunflowers',
      read: READ,
      authority: 'university',
    },
    {
      claim: 'Swinton, Ochu and colleagues (Royal Society Open Science, 2016) counted spirals on 657 sunflower seed heads: most spiral counts were Fibonacci numbers, and some seed heads had no Fibonacci structure.',
      title: 'Royal Society Open Science: Novel Fibonacci and non-Fibonacci structure in the sunflower (Swinton et al.)',
      url: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC4892450',
      read: READ,
      authority: 'peer-reviewed',
    },
  ],
  glossary: [
    { term: 'Pattern', say: 'PAT-ern', definition: 'Something that repeats or changes by a rule.' },
    { term: 'Repeat', say: 'rih-PEET', definition: 'To happen again and again.' },
    { term: 'Rule', say: 'ROOL', definition: 'What tells you how a pattern works.' },
    { term: 'Symmetry', say: 'SIM-uh-tree', definition: 'When one half matches the other half, like a mirror.' },
    { term: 'Sequence', say: 'SEE-kwens', definition: 'A list of things or numbers in order.' },
  ],
  tryIt: [
    {
      title: 'Colour Pattern Train',
      description: 'Copy a colour pattern and make it longer.',
      steps: [
        'A grown-up lays out blocks or crayons: red, blue, red, blue.',
        'Copy it: make the same train next to it.',
        'What comes next? Add one more to the end.',
        'Now try it with sounds: clap, stomp, clap, stomp.',
      ],
      note: 'Start with two colours taking turns (AB AB). Only add a third colour when this feels easy.',
      bands: ['3-5'],
    },
    {
      title: 'Pattern Hunt and Pattern Maker',
      description: 'Find patterns around you and invent your own.',
      steps: [
        'Walk around your home or a park with a grown-up and look for patterns: tiles, stripes, leaves, fences.',
        'Draw three patterns you find.',
        'Make your own pattern with blocks, beads or claps and stomps. Try ABB or ABC.',
        'Ask someone to guess the rule and what comes next.',
      ],
      note: 'Try a growing pattern too: one block, then two, then three.',
      bands: ['6-8'],
    },
    {
      title: 'Growing Pattern Detective',
      description: 'Find the rule of a growing pattern and test it.',
      steps: [
        'Build a staircase of blocks: 1 block, then 3, then 6, then 10.',
        'Make a table of step number and blocks. How much does each step add?',
        'Write the rule in words and predict step 10 before you build it.',
        'Count the spirals on a pine cone or sunflower picture and check if they are Fibonacci numbers.',
      ],
      note: 'A rule that works for four steps might still fail later: checking is part of the fun.',
      bands: ['9-12', '13+'],
    },
  ],
  analogies: [
    { title: 'A dance routine', content: 'A pattern is like a dance routine: once you know the steps, you know what comes next.' },
  ],
  realWorld: [
    { title: 'Weather and seasons', content: 'Seasons follow a yearly pattern, and scientists study weather patterns to make forecasts.' },
    { title: 'Code loops', content: 'Programmers use loops to repeat patterns of instructions.' },
  ],
  engaging: [
    { question: 'What patterns can you find on your clothes right now?', context: 'Stripes, checks, dots?' },
    { question: 'Can you make a pattern with sounds?', context: 'Try clap, clap, snap!' },
  ],
  quiz: [
    {
      question: 'What comes next: red, blue, red, blue, …?', right: 'Red', wrong: ['Blue', 'Green'],
      skill: 'inference', support: ['red, blue, red, blue'], bands: ['3-5', '6-8'],
    },
    {
      question: 'What is a pattern?', right: 'Something that repeats or follows a rule', wrong: ['Things in a jumbled order', 'Something that happens once'],
      skill: 'vocabulary', support: ['something that repeats', 'A pattern follows a rule'],
    },
    {
      question: 'What comes next: two, four, six, eight, …?', right: 'Ten', wrong: ['Nine', 'Twelve'],
      skill: 'inference', support: ['Two, four, six, eight', 'adds two each time'], bands: ['6-8'],
    },
    {
      question: 'What is the rule in three, six, nine, twelve?', right: 'Add three each time', wrong: ['Add one each time', 'Double each time'],
      skill: 'inference', support: ['adds three each time', 'adding three each time'], bands: ['9-12', '13+'],
    },
    {
      question: 'In the Fibonacci sequence 1, 1, 2, 3, 5, 8, what comes next?', right: '13', wrong: ['10', '16'],
      skill: 'inference', support: ['adding the two before it', 'sum of the two before it'], bands: ['9-12', '13+'],
    },
  ],
  related: ['puzzles', 'multiplication', 'bees-honey'],
  links: [britannica('Fibonacci sequence'), SITES.natGeoKids],
};

export const problemSolvingEntries: KidEntry[] = [puzzles, patterns];
