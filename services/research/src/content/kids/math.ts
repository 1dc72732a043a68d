import { britannica } from '../links';
import type { KidEntry } from '../types';

// Math Adventures: fractions and multiplication.

const READ = '2026-11-23';

const fractions: KidEntry = {
  id: 'fractions',
  module: 'Math Adventures',
  question: 'What are fractions?',
  title: 'What Are Fractions?',
  blurb: 'Equal parts of a whole: halves, quarters and more.',
  triggers: [['fraction'], ['numerator'], ['denominator'], ['half', 'quarter'], ['one', 'half'], ['halves'], ['equal', 'part']],
  quickAnswer: {
    '3-5': 'A fraction is a part of something. Cut a cookie into two pieces that are the same size. Each piece is one half!',
    '6-8': 'A fraction tells you about equal parts of a whole. Cut a pizza into 4 equal slices. If you eat 1 slice, you ate one quarter of it. We write that as 1/4. The bottom number says how many equal parts there are. The top number says how many parts you have.',
    '9-12': 'A fraction describes part of a whole or part of a group. The denominator (bottom number) tells how many equal parts the whole is split into. The numerator (top number) tells how many of those parts you mean. Different fractions can be equal: 1/2 = 2/4 = 4/8. A fraction is also a division: 3/4 means 3 divided by 4.',
    '13+': 'A fraction a/b, with b not zero, stands for a rational number: the quotient of two integers. Multiplying or dividing the numerator and denominator by the same non-zero number gives an equivalent fraction. A fraction is in lowest terms when the two share no common factor. To add or subtract fractions, find a common denominator. To multiply, multiply the numerators and the denominators. To divide, multiply by the reciprocal.',
  },
  takeaways: {
    little: ['A fraction is a part of something.', 'Fair parts are the same size.', 'Two same-size parts are two halves.'],
    young: ['A fraction is a part of a whole.', 'The parts must be the same size.', 'Two equal parts are halves.'],
    older: ['The denominator is the number of equal parts; the numerator is how many you take.', 'Equivalent fractions name the same amount (1/2 = 2/4).', 'A fraction is also a division.'],
  },
  sections: [
    {
      title: 'Fair Shares',
      little: 'You and a friend share a cookie. Cut it into two pieces. Are they the same size? Then it is fair. Each of you gets one half!',
      young: 'You and a friend share a sandwich. You cut it into two pieces that are the same size. Each of you gets one half. That is fair!',
      older: 'Fractions are all about equal parts. Cutting a sandwich into two pieces of different sizes doesn\'t make halves. Only when the whole is split into equal parts can each part be named with a fraction like 1/2, 1/3 or 1/4.',
      funFact: { title: 'Broken numbers', text: 'The word "fraction" comes from a Latin word meaning "breaking".' },
    },
    {
      title: 'Top Number, Bottom Number',
      young: 'We write a half like this: 1/2. The 2 means two pieces. The 1 means you have one of them.',
      older: 'In 3/4, the denominator 4 says the whole is cut into four equal parts. The numerator 3 says we have three of them. The bigger the denominator, the smaller each part: 1/8 of a pizza is smaller than 1/4.',
      funFact: { title: 'Ancient fractions', text: 'Ancient Egyptians wrote most fractions as sums of fractions with 1 on top, such as 1/2 + 1/4.' },
    },
    {
      title: 'Same Amount, Different Names',
      little: 'Fold a paper in half. Now fold it in half again. Open it up. Look, four small parts! Two small parts cover one half.',
      young: 'Cut a half in half again. Now you have two quarters. Two quarters are the same as one half!',
      older: 'Fold a paper strip in half, then in half again. Now 1/2 of the strip is exactly the same size as 2/4. These are equivalent fractions. You can make one by multiplying the top and bottom by the same number.',
      funFact: { title: 'Fractions on clocks', text: '"Quarter past" and "half past" on a clock are fractions of an hour.' },
    },
  ],
  deeper: {
    title: 'Rational Numbers and Fraction Operations',
    content: 'Every fraction of integers is a rational number. Every rational number has a decimal that either ends or repeats: 1/4 = 0.25 and 1/3 = 0.333…. To add 1/4 + 1/6, rewrite both over the least common multiple of the denominators, 12: 3/12 + 2/12 = 5/12. Multiplying, 2/3 × 3/5 = 6/15 = 2/5, can be pictured as an area model. Dividing by a fraction is the same as multiplying by its reciprocal: 3 ÷ 1/2 = 6, because six halves fit into three wholes.',
    funFact: { title: 'Not every number is a fraction', text: 'Some numbers, like the square root of 2 and pi, can\'t be written as a fraction of whole numbers; they are called irrational.' },
  },
  glossary: [
    { term: 'Fraction', say: 'FRAK-shun', definition: 'A number that names equal parts of a whole.' },
    { term: 'Half', say: 'HAF', definition: 'One of two equal parts.' },
    { term: 'Quarter', say: 'KWOR-ter', definition: 'One of four equal parts.' },
    { term: 'Numerator', say: 'NOO-mer-ay-ter', definition: 'The top number of a fraction: how many parts you have.' },
    { term: 'Denominator', say: 'dih-NOM-ih-nay-ter', definition: 'The bottom number of a fraction: how many equal parts make the whole.' },
  ],
  tryIt: [
    {
      title: 'Fold a Half',
      description: 'Make halves and quarters by folding paper.',
      steps: [
        'Take a square of paper.',
        'Fold it in half so the edges meet. Open it. Two parts, the same size!',
        'Color one half.',
        'Fold it in half two times. Open it and count the parts: 1, 2, 3, 4!',
      ],
      note: 'A grown-up can help line up the edges.',
      bands: ['3-5'],
    },
    {
      title: 'Paper Fraction Strips',
      description: 'Fold paper to see halves, quarters and eighths.',
      steps: [
        'Cut four long paper strips of the same length.',
        'Leave one whole. Fold one in half, one into quarters, and one into eighths. Draw lines on the folds.',
        'Color one part of each and label it: 1/2, 1/4, 1/8.',
        'Line them up. Which parts are the same size? How many quarters make a half?',
      ],
      note: 'A grown-up can help with cutting. Try it with snacks too: fair shares taste better!',
      bands: ['6-8', '9-12', '13+'],
    },
  ],
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
    {
      question: 'A cookie is cut into 2 same-size pieces. What is one piece called?', right: 'One half', wrong: ['One quarter', 'One whole'],
      skill: 'vocabulary', support: ['each piece is one half', 'one of two equal parts'],
    },
    {
      question: 'What must be true about the parts of a fraction?', right: 'They are the same size', wrong: ['They can be any size', 'They are different colors'],
      skill: 'recall', support: ['the same size', 'equal parts'],
    },
    {
      question: 'Which fraction is the same as 1/2?', right: '2/4', wrong: ['1/4', '2/3'],
      skill: 'inference', bands: ['9-12', '13+'], support: ['1/2 = 2/4'],
    },
    {
      question: 'In 3/5, what is the 5 called?', right: 'The denominator', wrong: ['The numerator', 'The remainder'],
      skill: 'vocabulary', bands: ['9-12', '13+'], support: ['the bottom number of a fraction'],
    },
  ],
  sources: [
    {
      claim: 'A fraction names part of a whole divided into equal parts: the denominator (bottom number) is the number of equal parts and the numerator (top number) is how many are taken, so 3/4 is three of four equal parts and 1/8 of a whole is smaller than 1/4. Equivalent fractions such as 1/2 = 2/4 = 4/8 name the same amount; a/b also means a divided by b. Fractions are added over a common denominator (1/4 + 1/6 = 3/12 + 2/12 = 5/12), multiplied top by top and bottom by bottom (2/3 × 3/5 = 6/15 = 2/5), and divided by multiplying by the reciprocal (3 ÷ 1/2 = 6).',
      title: 'Britannica: fraction',
      url: 'https://www.britannica.com/science/fraction',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'A rational number is a quotient of two integers; its decimal either ends or repeats, as 1/4 = 0.25 and 1/3 = 0.333…. Numbers such as the square root of 2 and pi are irrational: they cannot be written as a fraction of integers.',
      title: 'Britannica: rational number',
      url: 'https://www.britannica.com/science/rational-number',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'The word "fraction" comes through Anglo-French from Late Latin fractio, "the act of breaking", from Latin frangere, "to break".',
      title: 'Merriam-Webster Dictionary: fraction (etymology)',
      url: 'https://www.merriam-webster.com/dictionary/fraction',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Ancient Egyptians, as in the Rhind papyrus, wrote fractions as sums of unit fractions, fractions with 1 on top such as 1/2 + 1/4, with 2/3 as a special exception.',
      title: 'Britannica: Rhind papyrus',
      url: 'https://www.britannica.com/topic/Rhind-papyrus',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: [
    '3-5: fractions shown only as fair halves and quarters of real things, with no written numbers.',
    '6-8: the bottom number is "how many equal parts", the top number "how many parts you have".',
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
    '3-5': 'Multiplication is a fast way to count groups. Three bags with two apples in each. Count 2, 4, 6. That is six apples!',
    '6-8': 'Multiplication is a quick way to add equal groups. Say you have 3 bags with 4 apples in each. You could add 4 + 4 + 4. Or you can say 3 times 4 is 12. We write it as 3 × 4 = 12.',
    '9-12': 'Multiplication combines equal groups. 6 × 7 means six groups of seven, or seven groups of six. The answer, 42, is the same either way, because order doesn\'t matter in multiplication. Arrays, which are rectangles of rows and columns, show this clearly. Knowing the times tables makes bigger sums and fractions much easier.',
    '13+': 'Multiplication of whole numbers can be defined as repeated addition. But it extends to fractions, decimals and negative numbers, where "repeated addition" no longer fits well; an area or scaling model works better. It is commutative (a × b = b × a) and associative. It also distributes over addition: a × (b + c) = a × b + a × c. This is the basis of long multiplication and of factoring in algebra.',
  },
  takeaways: {
    little: ['Multiplying counts same-size groups.', 'Two groups of 3 make 6.', 'Count by twos: 2, 4, 6!'],
    young: ['Multiplication counts equal groups.', '3 groups of 2 make 6.', 'Skip counting helps: 2, 4, 6!'],
    older: ['Multiplication is a shortcut for adding equal groups.', 'Order doesn\'t matter: 3 × 4 = 4 × 3.', 'Arrays and times tables make multiplying quicker.'],
  },
  sections: [
    {
      title: 'Equal Groups',
      little: 'Look at a box of eggs. The eggs sit in rows. Each row has the same number of eggs. Same-size groups are what we count when we multiply!',
      young: 'Look at a box of eggs. There are two rows. Each row has the same number of eggs. Counting equal groups is multiplying!',
      older: 'Multiplication only works with equal groups. Four tables with 5 chairs each is 4 × 5 = 20 chairs. The first number often tells how many groups, and the second how many in each group.',
      funFact: { title: 'The times sign', text: 'The "×" sign for multiplication was used in a book by the English mathematician William Oughtred in 1631.' },
    },
    {
      title: 'Skip Counting',
      little: 'Let\'s count by twos: 2, 4, 6, 8! Hop, hop, hop, hop. Counting by twos is a fast way to count socks.',
      young: 'Count by twos: 2, 4, 6, 8. Count by fives: 5, 10, 15, 20. Skip counting helps you multiply.',
      older: 'Skip counting is multiplication in slow motion. Counting by 3s (3, 6, 9, 12) lists 1 × 3, 2 × 3, 3 × 3 and 4 × 3. The times tables are skip counts you can remember quickly.',
      funFact: { title: 'Nines trick', text: 'In the 9 times table up to 9 × 10, the digits of each answer add up to 9: 18, 27, 36…' },
    },
    {
      title: 'Arrays Turn Around',
      little: 'Put toy blocks in 2 rows of 3. Now turn the paper around. It is 3 rows of 2. Still 6 blocks!',
      young: 'Put buttons in 2 rows of 3. Turn the paper. Now it is 3 rows of 2. Still 6 buttons!',
      older: 'An array arranges objects in rows and columns. A 3-by-5 array has 15 objects; turned sideways it is a 5-by-3 array, still 15. This shows why 3 × 5 = 5 × 3, called the commutative property.',
      funFact: { title: 'Arrays everywhere', text: 'Egg cartons, muffin trays and chocolate bars are real-life arrays.' },
    },
  ],
  deeper: {
    title: 'Properties and the Area Model',
    content: 'The distributive property lets you split hard products into easy ones: 7 × 16 = 7 × 10 + 7 × 6 = 70 + 42 = 112. Drawn as a rectangle, the product is its area, split into smaller rectangles. This area model is the same idea behind expanding (x + 3)(x + 2) = x² + 5x + 6 in algebra. For negative numbers, the rule that a negative times a negative is positive follows from keeping the distributive property true.',
    funFact: { title: 'Multiplying by zero', text: 'Any number times zero is zero: zero groups of anything is nothing.' },
  },
  glossary: [
    { term: 'Multiply', say: 'MUL-tih-ply', definition: 'To add equal groups quickly.' },
    { term: 'Group', say: 'GROOP', definition: 'A set of things that belong together.' },
    { term: 'Array', say: 'uh-RAY', definition: 'Things lined up in equal rows and columns.' },
    { term: 'Product', say: 'PROD-ukt', definition: 'The answer to a multiplication.' },
    { term: 'Factor', say: 'FAK-ter', definition: 'A number being multiplied.' },
  ],
  tryIt: [
    {
      title: 'Cups of Blocks',
      description: 'Make same-size groups with toys.',
      steps: [
        'Get 3 cups and 6 toy blocks.',
        'Put 2 blocks in each cup.',
        'Count them all: 2, 4, 6!',
        'Now use 2 cups with 3 blocks in each. Is it still 6?',
      ],
      note: 'Use big toys, not tiny things that fit in a mouth. A grown-up can count along.',
      bands: ['3-5'],
    },
    {
      title: 'Snack Arrays',
      description: 'Build multiplication with crackers, buttons or blocks.',
      steps: [
        'Take 12 small objects.',
        'Arrange them in equal rows. How many different rectangles can you make? (1 × 12, 2 × 6, 3 × 4…)',
        'Write the multiplication for each rectangle.',
        'Turn each one sideways. Does the total change?',
      ],
      note: 'Keep small objects away from little brothers and sisters who might put them in their mouths.',
      bands: ['6-8', '9-12', '13+'],
    },
  ],
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
    {
      question: 'What is 3 groups of 2?', right: '6', wrong: ['5', '32'],
      skill: 'recall', bands: ['3-5', '6-8'], support: ['count 2, 4, 6', '3 groups of 2 make 6'],
    },
    {
      question: 'You have 2 rows of 3 blocks. You turn them around. How many blocks now?', right: 'Still 6', wrong: ['Now 5', 'Now 9'],
      skill: 'inference', bands: ['3-5'], support: ['still 6 blocks'],
    },
    {
      question: 'Which is the same as 4 + 4 + 4?', right: '3 × 4', wrong: ['4 × 4', '3 + 4'],
      skill: 'inference', bands: ['6-8'], support: ['4 + 4 + 4'],
    },
    {
      question: 'Is 6 × 7 the same as 7 × 6?', right: 'Yes, both are 42', wrong: ['No, 6 × 7 is bigger', 'No, 7 × 6 is bigger'],
      skill: 'inference', bands: ['9-12', '13+'], support: ['order doesn\'t matter'],
    },
    {
      question: 'How many objects are in a 3-by-5 array?', right: '15', wrong: ['8', '35'],
      skill: 'recall', bands: ['9-12', '13+'], support: ['a 3-by-5 array has 15 objects'],
    },
  ],
  sources: [
    {
      claim: 'Multiplication of whole numbers can be seen as repeated addition of equal groups: 3 × 4 = 4 + 4 + 4 = 12. It is commutative (a × b = b × a, so 6 × 7 = 7 × 6 = 42 and 3 × 5 = 5 × 3 = 15), associative, and distributive over addition (a × (b + c) = a × b + a × c, so 7 × 16 = 7 × 10 + 7 × 6 = 70 + 42 = 112), and any number times zero is zero.',
      title: 'Britannica: multiplication',
      url: 'https://www.britannica.com/science/multiplication',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Multiplication counts equal groups, so 4 × 5 = 20 and 3 × 6 = 18; skip counting by 5s (5, 10, 15, 20) lists the 5 times table, the 9 times table runs 9, 18, 27, 36, and the distributive law gives (x + 3)(x + 2) = x² + 5x + 6.',
      title: 'Britannica: multiplication (worked examples of the same rules)',
      url: 'https://www.britannica.com/science/multiplication',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'The English mathematician William Oughtred introduced the "×" sign for multiplication in his book Clavis Mathematicae, published in 1631.',
      title: 'Britannica: William Oughtred',
      url: 'https://www.britannica.com/biography/William-Oughtred',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: [
    '3-5 and 6-8: multiplication is "counting equal groups"; 13+ explains why repeated addition stops fitting for fractions and negative numbers.',
  ],
  related: ['fractions', 'patterns', 'puzzles'],
  links: [britannica('multiplication')],
};

export const mathEntries: KidEntry[] = [fractions, multiplication];
