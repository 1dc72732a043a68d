import { britannica, SITES } from '../links';
import type { KidEntry } from '../types';

// Problem Solving: puzzle strategies, and patterns.

const puzzles: KidEntry = {
  id: 'puzzles',
  module: 'Problem Solving',
  question: 'How do I get better at solving puzzles?',
  title: 'How Do I Get Better at Solving Puzzles?',
  blurb: 'Strategies for puzzles and tricky problems.',
  triggers: [['puzzle'], ['jigsaw'], ['riddle'], ['solve', 'problem'], ['problem', 'solving'], ['rubik*'], ['brain', 'teaser'], ['too', 'hard'], ['stuck']],
  quickAnswer: {
    '3-5': 'Look carefully. Try one piece, then another. If it doesn\'t fit, try again! Mistakes help you learn.',
    '6-8': 'Good puzzle solvers follow a few steps: look carefully at the whole puzzle, start with the easiest part (like the edge pieces of a jigsaw), look for patterns, and try ideas one at a time. If you get stuck, take a short break or try a different way. Every mistake teaches you something.',
    '9-12': 'Use a plan: first understand the problem (what do you know, what do you need?), then choose a strategy, such as breaking it into smaller parts, looking for patterns, drawing a picture, working backwards, or guess-and-check. Carry out the plan, then look back: does the answer make sense, and what could you reuse next time? Practice and learning from mistakes make you faster.',
    '13+': 'The mathematician George Pólya described four phases of problem solving in "How to Solve It" (1945): understand the problem, devise a plan, carry out the plan, and look back. Useful heuristics include solving a simpler or special case, finding an invariant or pattern, working backwards from the goal, drawing diagrams, and considering extreme cases. Expertise grows from deliberate practice with feedback and from building a library of patterns, which is why reviewing solutions you could not find is as valuable as solving.',
  },
  takeaways: {
    young: ['Look carefully first.', 'Try, and try again.', 'Mistakes help you learn.'],
    older: ['Understand, plan, try, look back.', 'Break big problems into small parts.', 'Breaks and new strategies help when you\'re stuck.'],
  },
  sections: [
    {
      title: 'Look Before You Leap',
      young: 'Before you start, look at the whole puzzle. What is the picture? What pieces do you see?',
      older: 'Many mistakes come from rushing. Read the puzzle or problem twice, say it in your own words, and list what you know and what you need to find. For a jigsaw, study the box picture and sort pieces by color and edges.',
      funFact: { title: 'The first jigsaws', text: 'Some of the first jigsaw puzzles were maps glued to wood and cut up, made in the 1760s to teach geography.' },
    },
    {
      title: 'Pick a Strategy',
      young: 'Start with the easy part. For a jigsaw, find the flat edge pieces first. Then fill in the middle.',
      older: 'Try strategies like: start with what is easiest, break the problem into smaller pieces, look for a pattern, draw a picture, make a table, work backwards from the answer, or guess, check and improve. If one strategy doesn\'t work, switch to another.',
      funFact: { title: 'The famous cube', text: 'The Rubik\'s Cube was invented in 1974 by Ernő Rubik, a Hungarian professor of architecture and design.' },
    },
    {
      title: 'Stuck? That\'s Part of It',
      young: 'Puzzles can feel hard. That\'s OK! Take a break and come back. Your brain keeps working on it.',
      older: 'Getting stuck is normal, even for experts. A short break, explaining the problem to someone else, or trying a completely different approach often helps. Research on learning suggests that struggling with a problem and learning from mistakes helps you understand and remember more.',
      funFact: { title: 'Aha moments', text: 'Many people find that a solution pops into their head after they step away from a problem for a while.' },
    },
  ],
  deeper: {
    title: 'Heuristics and Deliberate Practice',
    content: 'Heuristics are rules of thumb that guide search when there is no guaranteed method: means-ends analysis (reduce the difference between where you are and the goal), working backwards, analogy to a solved problem, and specialisation (try small cases, such as n = 1, 2, 3, then generalise). Invariants, quantities that never change under allowed moves, can prove that a puzzle is impossible. Chess players, mathematicians and programmers all build expertise partly by studying many patterns, so they recognise familiar structures quickly in new problems.',
    funFact: { title: 'Impossible puzzles', text: 'Some famous puzzles, like the "15 puzzle" with two tiles swapped, can be proven impossible to solve.' },
  },
  glossary: [
    { term: 'Puzzle', say: 'PUZ-ul', definition: 'A game or problem that makes you think to solve it.' },
    { term: 'Strategy', say: 'STRAT-uh-jee', definition: 'A plan for how to do something.' },
    { term: 'Pattern', say: 'PAT-ern', definition: 'Something that repeats in a way you can predict.' },
    { term: 'Guess and check', say: 'GESS and CHEK', definition: 'Trying an answer, checking it, and improving it.' },
    { term: 'Heuristic', say: 'hyoo-RIS-tik', definition: 'A rule of thumb that helps you find a solution.' },
  ],
  tryIt: [{
    title: 'Family Puzzle Challenge',
    description: 'Solve a puzzle together and talk about your strategies.',
    steps: [
      'Pick a jigsaw, a maze or a riddle that is a little hard for you.',
      'Before starting, say your plan out loud: "First I will…"',
      'When you get stuck, try a new strategy and name it.',
      'When you finish, talk about what worked and what you would do next time.',
    ],
    note: 'Choose puzzles that are a little hard, not too hard: that is where the best learning happens.',
  }],
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
    { question: 'What is a good way to start a jigsaw puzzle?', right: 'Find the edge pieces first', wrong: ['Throw the pieces away', 'Start with the box lid'] },
    { question: 'What should you do if you are stuck?', right: 'Take a break or try a new way', wrong: ['Give up forever', 'Get angry'] },
    { question: 'What are Pólya\'s four steps in order?', right: 'Understand, plan, carry out, look back', wrong: ['Guess, stop, erase, cry', 'Plan, look back, understand, carry out'], level: 'older' },
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
    '6-8': 'A pattern is something that repeats or changes in a way you can predict. Red, blue, red, blue is a repeating pattern. 2, 4, 6, 8 is a growing pattern. Once you find the rule, you can tell what comes next. Patterns are everywhere: in music, in nature, and in numbers.',
    '9-12': 'A pattern follows a rule. Repeating patterns cycle through the same unit (ABBABB…); growing patterns change by a rule, like adding 3 each time. Finding the rule lets you predict any step, not just the next one. Nature is full of patterns: the hexagons of a honeycomb, the symmetry of butterfly wings, and spirals in sunflowers and pine cones, where the numbers of spirals are often Fibonacci numbers.',
    '13+': 'In mathematics a pattern can be described by a rule or function: an arithmetic sequence adds a constant difference (aₙ = a₁ + (n−1)d), a geometric sequence multiplies by a constant ratio, and recursive sequences like the Fibonacci sequence (each term the sum of the two before) define terms from earlier ones. Recognising patterns underlies generalisation and proof, and in computing, pattern recognition drives everything from loops in code to machine learning. Patterns in nature, such as spiral phyllotaxis, often reflect efficient growth processes.',
  },
  takeaways: {
    young: ['Patterns repeat.', 'You can guess what comes next.', 'Patterns are everywhere!'],
    older: ['A pattern follows a rule you can describe.', 'Repeating patterns cycle; growing patterns change by a rule.', 'Patterns appear in math, nature, music and code.'],
  },
  sections: [
    {
      title: 'Repeating Patterns',
      young: 'Look: circle, square, circle, square. The shapes take turns. What comes next? A circle!',
      older: 'In a repeating pattern, a unit repeats again and again. In ABB ABB ABB, the unit is ABB. You can use colors, shapes, sounds or movements. Finding the unit lets you predict what will be in any position.',
      funFact: { title: 'Patterns in music', text: 'Songs repeat patterns too: the chorus of a song comes back again and again.' },
    },
    {
      title: 'Growing Patterns',
      young: 'Some patterns get bigger. One block, two blocks, three blocks. The tower grows by one each time!',
      older: 'Growing patterns change by a rule: 3, 6, 9, 12 adds 3 each time; 1, 2, 4, 8 doubles. The famous Fibonacci sequence, 1, 1, 2, 3, 5, 8, 13, makes each number by adding the two before it.',
      funFact: { title: 'Named after a mathematician', text: 'The Fibonacci sequence is named after Leonardo of Pisa, called Fibonacci, who wrote about it in 1202.' },
    },
    {
      title: 'Patterns in Nature',
      young: 'Zebras have stripes. Butterflies have the same shapes on both wings. Bees build with six-sided shapes. Nature loves patterns!',
      older: 'Nature is full of patterns: stripes and spots on animals, symmetry in butterflies and leaves, hexagons in honeycombs, and spirals in snail shells, sunflower heads and pine cones. Counting the spirals in a sunflower or pine cone often gives Fibonacci numbers.',
      funFact: { title: 'Six-sided snowflakes', text: 'Snowflakes usually have six arms because of the way water molecules fit together when they freeze.' },
    },
  ],
  deeper: {
    title: 'Sequences, Rules and Recursion',
    content: 'An explicit rule gives any term directly (the nth even number is 2n), while a recursive rule builds each term from earlier ones (Fibonacci: Fₙ = Fₙ₋₁ + Fₙ₋₂). Ratios of consecutive Fibonacci numbers approach the golden ratio, about 1.618. In sunflowers, successive seeds tend to grow at an angle of about 137.5 degrees (the golden angle), which packs them efficiently and produces Fibonacci-numbered spirals. Spotting a pattern is not a proof, though: a pattern that holds for many cases can still fail, which is why mathematicians prove their conjectures.',
    funFact: { title: 'Patterns that break', text: 'Some number patterns hold for many steps and then fail, a famous reminder that mathematicians need proof.' },
  },
  glossary: [
    { term: 'Pattern', say: 'PAT-ern', definition: 'Something that repeats or changes by a rule.' },
    { term: 'Repeat', say: 'rih-PEET', definition: 'To happen again and again.' },
    { term: 'Rule', say: 'ROOL', definition: 'What tells you how a pattern works.' },
    { term: 'Symmetry', say: 'SIM-uh-tree', definition: 'When one half matches the other half, like a mirror.' },
    { term: 'Sequence', say: 'SEE-kwens', definition: 'A list of things or numbers in order.' },
  ],
  tryIt: [{
    title: 'Pattern Hunt and Pattern Maker',
    description: 'Find patterns around you and invent your own.',
    steps: [
      'Walk around your home or a park and look for patterns: tiles, stripes, leaves, fences.',
      'Draw three patterns you find.',
      'Make your own pattern with blocks, beads or claps and stomps.',
      'Ask someone to guess the rule and what comes next.',
    ],
    note: 'For younger children, start with two-part patterns (AB AB) before trying ABB or ABC.',
  }],
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
    { question: 'What comes next: red, blue, red, blue, …?', right: 'Red', wrong: ['Green', 'Blue'] },
    { question: 'What comes next: 2, 4, 6, 8, …?', right: '10', wrong: ['9', '12'] },
    { question: 'In the Fibonacci sequence 1, 1, 2, 3, 5, 8, what comes next?', right: '13', wrong: ['10', '16'], level: 'older' },
  ],
  related: ['puzzles', 'multiplication', 'bees-honey'],
  links: [britannica('Fibonacci sequence'), SITES.natGeoKids],
};

export const problemSolvingEntries: KidEntry[] = [puzzles, patterns];
