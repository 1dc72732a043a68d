import { britannica } from '../links';
import type { KidEntry } from '../types';

// Math Adventures: fractions and multiplication.

const fractions: KidEntry = {
  id: 'fractions',
  module: 'Math Adventures',
  question: 'What are fractions?',
  title: 'What Are Fractions?',
  blurb: 'Equal parts of a whole: halves, quarters and more.',
  triggers: [['fraction'], ['numerator'], ['denominator'], ['half', 'quarter'], ['one', 'half'], ['halves'], ['equal', 'part']],
  quickAnswer: {
    '3-5': 'A fraction is a part of something. Cut a cookie into two same-size pieces. Each piece is one half!',
    '6-8': 'A fraction tells you about equal parts of a whole. If you cut a pizza into 4 equal slices and eat 1, you ate one quarter, written 1/4. The bottom number says how many equal parts there are, and the top number says how many parts you have.',
    '9-12': 'A fraction describes part of a whole or part of a group. The denominator (bottom number) tells how many equal parts the whole is split into, and the numerator (top number) tells how many of those parts you mean. Different fractions can be equal: 1/2 = 2/4 = 4/8. A fraction is also a division: 3/4 means 3 divided by 4.',
    '13+': 'A fraction a/b (with b not zero) represents a rational number: the quotient of two integers. Equivalent fractions come from multiplying or dividing numerator and denominator by the same non-zero number, and a fraction is in lowest terms when they share no common factor. To add or subtract fractions you need a common denominator; to multiply, multiply numerators and denominators; to divide, multiply by the reciprocal.',
  },
  takeaways: {
    young: ['A fraction is a part of a whole.', 'The parts must be the same size.', 'Two equal parts are halves.'],
    older: ['The denominator is the number of equal parts; the numerator is how many you take.', 'Equivalent fractions name the same amount (1/2 = 2/4).', 'A fraction is also a division.'],
  },
  sections: [
    {
      title: 'Fair Shares',
      young: 'You and a friend share a sandwich. You cut it into two pieces that are the same size. Each of you gets one half. That is fair!',
      older: 'Fractions are all about equal parts. Cutting a sandwich into two pieces of different sizes doesn\'t make halves. Only when the whole is split into equal parts can each part be named with a fraction like 1/2, 1/3 or 1/4.',
      funFact: { title: 'Broken numbers', text: 'The word "fraction" comes from a Latin word meaning "broken".' },
    },
    {
      title: 'Top Number, Bottom Number',
      young: 'We write a half like this: 1/2. The 2 means two pieces. The 1 means you have one of them.',
      older: 'In 3/4, the denominator 4 says the whole is cut into four equal parts, and the numerator 3 says we have three of them. The bigger the denominator, the smaller each part: 1/8 of a pizza is smaller than 1/4.',
      funFact: { title: 'Ancient fractions', text: 'Ancient Egyptians wrote most fractions as sums of fractions with 1 on top, such as 1/2 + 1/4.' },
    },
    {
      title: 'Same Amount, Different Names',
      young: 'Cut a half in half again. Now you have two quarters. Two quarters are the same as one half!',
      older: 'Fold a paper strip in half, then in half again: 1/2 of the strip is exactly the same size as 2/4. These are equivalent fractions. You can make one by multiplying the top and bottom by the same number.',
      funFact: { title: 'Fractions on clocks', text: '"Quarter past" and "half past" on a clock are fractions of an hour.' },
    },
  ],
  deeper: {
    title: 'Rational Numbers and Fraction Operations',
    content: 'Every fraction of integers is a rational number, and every rational number has a terminating or repeating decimal expansion: 1/4 = 0.25, 1/3 = 0.333…. To add 1/4 + 1/6, rewrite both over the least common multiple of the denominators, 12: 3/12 + 2/12 = 5/12. Multiplying, 2/3 × 3/5 = 6/15 = 2/5, can be pictured as an area model. Dividing by a fraction is the same as multiplying by its reciprocal: 3 ÷ 1/2 = 6, because six halves fit into three wholes.',
    funFact: { title: 'Not every number is a fraction', text: 'Some numbers, like the square root of 2 and pi, can\'t be written as a fraction of whole numbers; they are called irrational.' },
  },
  glossary: [
    { term: 'Fraction', say: 'FRAK-shun', definition: 'A number that names equal parts of a whole.' },
    { term: 'Half', say: 'HAF', definition: 'One of two equal parts.' },
    { term: 'Quarter', say: 'KWOR-ter', definition: 'One of four equal parts.' },
    { term: 'Numerator', say: 'NOO-mer-ay-ter', definition: 'The top number of a fraction: how many parts you have.' },
    { term: 'Denominator', say: 'dih-NOM-ih-nay-ter', definition: 'The bottom number of a fraction: how many equal parts make the whole.' },
  ],
  tryIt: [{
    title: 'Paper Fraction Strips',
    description: 'Fold paper to see halves, quarters and eighths.',
    steps: [
      'Cut four long paper strips of the same length.',
      'Leave one whole. Fold one in half, one into quarters, and one into eighths. Draw lines on the folds.',
      'Color one part of each and label it: 1/2, 1/4, 1/8.',
      'Line them up. Which parts are the same size? How many quarters make a half?',
    ],
    note: 'A grown-up can help with cutting. Try it with snacks too: fair shares taste better!',
  }],
  analogies: [
    { title: 'Pizza slices', content: 'A pizza cut into 8 equal slices: each slice is 1/8, and half the pizza is 4/8.' },
  ],
  realWorld: [
    { title: 'Cooking', content: 'Recipes use fractions like 1/2 cup of flour or 1/4 teaspoon of salt.' },
    { title: 'Music', content: 'Musical notes have fraction names too: half notes and quarter notes.' },
  ],
  engaging: [
    { question: 'Would you rather have 1/2 or 1/4 of your favorite cake?', context: 'Which piece is bigger? Why?' },
    { question: 'Where do you see fractions at home?', context: 'Look in the kitchen, on clocks and in music.' },
  ],
  quiz: [
    { question: 'A cookie is cut into 2 equal pieces. What is one piece called?', right: 'One half', wrong: ['One quarter', 'One whole'] },
    { question: 'What must be true about the parts of a fraction?', right: 'They are the same size', wrong: ['They are different colors', 'They are all big'] },
    { question: 'Which fraction is the same as 1/2?', right: '2/4', wrong: ['1/4', '2/3'], level: 'older' },
    { question: 'In 3/5, what is the 5 called?', right: 'The denominator', wrong: ['The numerator', 'The remainder'], level: 'older' },
  ],
  related: ['multiplication', 'patterns', 'music-instruments'],
  links: [britannica('fraction mathematics')],
};

const multiplication: KidEntry = {
  id: 'multiplication',
  module: 'Math Adventures',
  question: 'What is multiplication?',
  title: 'What Is Multiplication?',
  blurb: 'Equal groups, arrays and the times tables.',
  triggers: [['multipl*'], ['times'], ['times', 'table'], ['times', 'tables'], ['time', 'table']],
  quickAnswer: {
    '3-5': 'Multiplication is a fast way to count groups. Three bags with two apples each. Count 2, 4, 6. That is six apples!',
    '6-8': 'Multiplication is a quick way of adding equal groups. If you have 3 bags with 4 marbles in each, instead of adding 4 + 4 + 4, you can say 3 times 4 equals 12, written 3 × 4 = 12.',
    '9-12': 'Multiplication combines equal groups. 6 × 7 means six groups of seven, or seven groups of six: the answer, 42, is the same either way, because order doesn\'t matter in multiplication. Arrays, rectangles of rows and columns, show this clearly, and knowing the times tables makes bigger calculations and fractions much easier.',
    '13+': 'Multiplication of whole numbers can be defined as repeated addition, but it extends to fractions, decimals and negative numbers, where "repeated addition" no longer fits well; an area or scaling model works better. It is commutative (a × b = b × a), associative, and distributes over addition: a × (b + c) = a×b + a×c, which is the basis of the long multiplication method and of factoring in algebra.',
  },
  takeaways: {
    young: ['Multiplication counts equal groups.', '3 groups of 2 make 6.', 'Skip counting helps: 2, 4, 6!'],
    older: ['Multiplication is a shortcut for adding equal groups.', 'Order doesn\'t matter: 3 × 4 = 4 × 3.', 'Arrays and times tables make multiplying quicker.'],
  },
  sections: [
    {
      title: 'Equal Groups',
      young: 'Look at a box of eggs. There are two rows. Each row has the same number of eggs. Counting equal groups is multiplying!',
      older: 'Multiplication only works with equal groups. Four tables with 5 chairs each is 4 × 5 = 20 chairs. The first number often tells how many groups, and the second how many in each group.',
      funFact: { title: 'The times sign', text: 'The "×" sign for multiplication was used in a book by the English mathematician William Oughtred in 1631.' },
    },
    {
      title: 'Skip Counting',
      young: 'Count by twos: 2, 4, 6, 8. Count by fives: 5, 10, 15, 20. Skip counting helps you multiply.',
      older: 'Skip counting is multiplication in slow motion: counting by 3s (3, 6, 9, 12) lists 1 × 3, 2 × 3, 3 × 3 and 4 × 3. The times tables are skip counts you can remember quickly.',
      funFact: { title: 'Nines trick', text: 'In the 9 times table up to 9 × 10, the digits of each answer add up to 9: 18, 27, 36…' },
    },
    {
      title: 'Arrays Turn Around',
      young: 'Put buttons in 2 rows of 3. Turn the paper. Now it is 3 rows of 2. Still 6 buttons!',
      older: 'An array arranges objects in rows and columns. A 3-by-5 array has 15 objects; turned sideways it is a 5-by-3 array, still 15. This shows why 3 × 5 = 5 × 3, called the commutative property.',
      funFact: { title: 'Arrays everywhere', text: 'Egg cartons, muffin trays and chocolate bars are real-life arrays.' },
    },
  ],
  deeper: {
    title: 'Properties and the Area Model',
    content: 'The distributive property lets you split hard products into easy ones: 7 × 16 = 7 × 10 + 7 × 6 = 70 + 42 = 112. Drawn as a rectangle, the product is its area, split into smaller rectangles; this area model is the same idea behind expanding (x + 3)(x + 2) = x² + 5x + 6 in algebra. For negative numbers, the rule that a negative times a negative is positive follows from keeping the distributive property true.',
    funFact: { title: 'Multiplying by zero', text: 'Any number times zero is zero: zero groups of anything is nothing.' },
  },
  glossary: [
    { term: 'Multiply', say: 'MUL-tih-ply', definition: 'To add equal groups quickly.' },
    { term: 'Group', say: 'GROOP', definition: 'A set of things that belong together.' },
    { term: 'Array', say: 'uh-RAY', definition: 'Things lined up in equal rows and columns.' },
    { term: 'Product', say: 'PROD-ukt', definition: 'The answer to a multiplication.' },
    { term: 'Factor', say: 'FAK-ter', definition: 'A number being multiplied.' },
  ],
  tryIt: [{
    title: 'Snack Arrays',
    description: 'Build multiplication with crackers, buttons or blocks.',
    steps: [
      'Take 12 small objects.',
      'Arrange them in equal rows. How many different rectangles can you make? (1 × 12, 2 × 6, 3 × 4…)',
      'Write the multiplication for each rectangle.',
      'Turn each one sideways. Does the total change?',
    ],
    note: 'Keep small objects away from little brothers and sisters who might put them in their mouths.',
  }],
  analogies: [
    { title: 'Elevator for adding', content: 'Adding 5 + 5 + 5 + 5 is like taking the stairs; 4 × 5 is the elevator to the same floor.' },
  ],
  realWorld: [
    { title: 'Shopping', content: 'Three packs of 6 juice boxes is 3 × 6 = 18 juice boxes.' },
    { title: 'Seating', content: 'Rows of seats in a theatre or classroom make multiplication easy to count.' },
  ],
  engaging: [
    { question: 'How many legs do 5 cats have?', context: 'Think of 5 groups of 4.' },
    { question: 'Where can you find an array at home?', context: 'Look at egg cartons, windows or tiles.' },
  ],
  quiz: [
    { question: 'What is 3 groups of 2?', right: '6', wrong: ['5', '32'] },
    { question: 'Which is the same as 4 + 4 + 4?', right: '3 × 4', wrong: ['4 × 4', '3 + 4'] },
    { question: 'Is 6 × 7 the same as 7 × 6?', right: 'Yes, both are 42', wrong: ['No, 6 × 7 is bigger', 'No, 7 × 6 is bigger'], level: 'older' },
  ],
  related: ['fractions', 'patterns', 'puzzles'],
  links: [britannica('multiplication')],
};

export const mathEntries: KidEntry[] = [fractions, multiplication];
