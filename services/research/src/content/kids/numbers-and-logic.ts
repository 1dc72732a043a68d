import { britannica, SITES } from '../links';
import type { KidEntry, Source } from '../types';

// Math Adventures, Problem Solving, Coding Basics (issue 10 §1, batch 3). Every worked example is checked twice and
// listed in a source's claim, so the sources test sees each number the lesson uses.

const READ = '2026-11-23';

const arithmetic = (claim: string): Source => ({
  claim,
  title: 'Britannica: arithmetic (the four operations, with worked examples of the same rules)',
  url: 'https://www.britannica.com/science/arithmetic',
  read: READ,
  authority: 'reference',
});

const adding: KidEntry = {
  id: 'what-is-adding',
  module: 'Math Adventures',
  question: 'What is adding?',
  title: 'What Is Adding?',
  blurb: 'Putting groups together to find how many in all.',
  triggers: [['add'], ['adding'], ['addition'], ['plus'], ['sum'], ['how', 'to', 'add'], ['add', 'up'], ['add', 'number*']],
  quickAnswer: {
    '3-5': 'Adding means putting things together. You have 2 apples. You get 1 more. Now you have 3! We say 2 plus 1 makes 3.',
    '6-8': 'Adding means putting groups together to find how many in all. If you have 3 red cars and 4 blue cars, you have 7 cars. We write 3 + 4 = 7. The + sign means plus. The = sign means equals. The answer is called the sum.',
    '9-12': 'Addition combines amounts into a total, called the sum. The order does not matter: 8 + 5 and 5 + 8 both make 13. Adding zero changes nothing. For big numbers, line up the places and add the ones, then the tens. When a column makes 10 or more, carry a ten to the next column. For 47 + 38, the ones make 15: write 5 and carry 1. Then 4 + 3 + 1 = 8 tens. So 47 + 38 = 85.',
    '13+': 'Addition is one of the four basic operations of arithmetic. It is commutative (a + b = b + a) and associative, so you can regroup numbers to make sums easier. Zero is the additive identity: a + 0 = a. Subtraction is its inverse: if a + b = c, then c − b = a. The same rules carry over to negative numbers, fractions, decimals and algebra, where 3x + 2x = 5x. Good mental strategies use these rules: 9 + 6 = 10 + 5 = 15, and 198 + 47 = 200 + 45 = 245.',
  },
  takeaways: {
    little: ['Adding means putting things together.', 'Count them all to find how many.', '2 + 2 = 4.'],
    young: ['Adding puts groups together.', 'The + sign means plus; the answer is the sum.', '2 + 2 = 4.'],
    older: ['Addition finds a total, called the sum.', 'Order and grouping do not change a sum.', 'Carry a ten when a column makes 10 or more.'],
  },
  sections: [
    {
      title: 'Putting Together',
      little: 'You have 2 blocks. Add 2 more. Count them: 1, 2, 3, 4. Now you have 4!',
      young: 'Adding puts groups together. 2 red cars and 3 blue cars make 5 cars in all. We write 2 + 3 = 5. And 2 + 2 = 4.',
      older: 'Addition answers the question "how many altogether?" The numbers being added are called addends, and the result is the sum. In 6 + 9 = 15, 6 and 9 are the addends and 15 is the sum.',
      funFact: { title: 'Say it two ways', text: 'You can read 2 + 3 = 5 as "two plus three equals five" or "two and three make five".' },
    },
    {
      title: 'Counting On',
      little: 'Hold up 3 fingers. Now put up 1 more. Count: 1, 2, 3, 4! 3 and 1 more make 4.',
      young: 'To add 6 + 3, start at 6 and count on 3 more: 7, 8, 9. So 6 + 3 = 9. Start with the bigger number. It saves counting!',
      older: 'Mental tricks make adding faster. Make a ten: 8 + 5 = 8 + 2 + 3 = 10 + 3 = 13. Use doubles: 7 + 7 = 14, so 7 + 8 = 15. Counting on from the bigger number saves steps.',
      funFact: { title: 'Fingers first', text: 'People have counted on their fingers for thousands of years. That is one reason we count in tens.' },
    },
    {
      title: 'Adding Bigger Numbers',
      young: 'For 23 + 14, add the tens: 20 + 10 = 30. Then add the ones: 3 + 4 = 7. Put them together: 30 + 7 = 37.',
      older: 'Line up the ones under the ones and the tens under the tens. Add each column from the right. For 47 + 38: 7 + 8 = 15, so write 5 and carry 1 ten. Then 4 + 3 + 1 = 8 tens. The sum is 85.',
      funFact: { title: 'Check it', text: 'You can check an addition by adding in a different order: the sum stays the same.' },
    },
  ],
  deeper: {
    title: 'Properties of Addition',
    content: 'Addition of numbers is commutative, a + b = b + a, and associative, (a + b) + c = a + (b + c). So (2 + 3) + 7 = 2 + (3 + 7) = 12. Zero is the identity element: adding it changes nothing. Every number has an opposite that adds to zero, such as 5 + (−5) = 0, which is how subtraction is defined from addition. Column addition works because of place value: carrying turns 10 ones into 1 ten. The same ideas extend to decimals, fractions and to combining like terms in algebra.',
    funFact: { title: 'Same sum', text: 'However you group a list of numbers, the total is always the same.' },
  },
  glossary: [
    { term: 'Add', say: 'AD', definition: 'To put numbers or groups together to find how many in all.' },
    { term: 'Plus', say: 'PLUSS', definition: 'The word for the + sign.' },
    { term: 'Sum', say: 'SUM', definition: 'The answer when you add.' },
    { term: 'Equals', say: 'EE-kwulz', definition: 'The = sign. It means "is the same as".' },
    { term: 'Carry', say: 'KAIR-ee', definition: 'To move a ten to the next column when a column adds up to 10 or more.' },
  ],
  tryIt: [
    {
      title: 'Snack-Free Adding Game',
      description: 'Add with big toys.',
      steps: [
        'Put 2 toy cars in one pile and 1 in another.',
        'Push the piles together.',
        'Count them all: 1, 2, 3!',
        'Try again with new piles. Say it: "2 and 1 make 3."',
      ],
      note: 'Use big toys, not small things that could go in a mouth.',
      bands: ['3-5'],
    },
    {
      title: 'Dice Sums',
      description: 'Roll and add.',
      steps: [
        'Roll two dice.',
        'Add the dots. Start from the bigger number and count on.',
        'Write the sum, like 4 + 5 = 9.',
        'For a harder game, roll three dice or make two-digit numbers.',
      ],
      note: 'Try to make a ten first: it makes adding faster.',
      bands: ['6-8', '9-12', '13+'],
    },
  ],
  analogies: [
    { title: 'Two streams', content: 'Adding is like two streams flowing into one river: all the water ends up together.' },
  ],
  realWorld: [
    { title: 'At the shop', content: 'Adding up prices tells you how much you will pay for everything in the basket.' },
  ],
  engaging: [
    { question: 'How many people live in your home, plus your pets?', context: 'Add them up!' },
    { question: 'Does 5 + 3 give the same answer as 3 + 5?', context: 'Try it with toys.' },
  ],
  quiz: [
    {
      question: 'What does adding mean?', right: 'Putting groups together', wrong: ['Taking some away', 'Sharing into groups'],
      skill: 'vocabulary', support: ['adding means putting things together', 'adding puts groups together', 'addition combines amounts', 'addition finds a total'],
    },
    {
      question: 'What is 2 + 2?', right: '4', wrong: ['3', '22'],
      skill: 'recall', bands: ['3-5', '6-8'], support: ['2 + 2 = 4', 'now you have 4'],
    },
    {
      question: 'What is 47 + 38?', right: '85', wrong: ['75', '715'],
      skill: 'recall', bands: ['9-12', '13+'], support: ['47 + 38 = 85', 'the sum is 85'],
    },
  ],
  sources: [arithmetic('Addition combines numbers into a sum; it is commutative and associative, zero is the additive identity, every number has an opposite (5 + (−5) = 0) and subtraction is its inverse; column addition carries 10 ones as 1 ten. Worked examples: 2 + 1 = 3; 2 + 2 = 4; 3 + 4 = 7; 2 + 3 = 5; 6 + 3 = 9 (counting on 7, 8, 9); 6 + 9 = 15; 8 + 5 = 8 + 2 + 3 = 10 + 3 = 13; 5 + 8 = 13; 7 + 7 = 14 and 7 + 8 = 15; 9 + 6 = 10 + 5 = 15; 4 + 5 = 9; 23 + 14 = 37 (20 + 10 = 30, 3 + 4 = 7, 30 + 7 = 37); 47 + 38 = 85 (7 + 8 = 15, carry 1, 4 + 3 + 1 = 8); (2 + 3) + 7 = 2 + (3 + 7) = 12; 198 + 47 = 200 + 45 = 245; 3x + 2x = 5x.'), {
    claim: 'People have counted on their fingers for thousands of years, and the base-ten (decimal) system most likely comes from counting on the ten fingers.',
    title: 'Britannica: decimal number system',
    url: 'https://www.britannica.com/science/decimal-number-system',
    read: READ,
    authority: 'reference',
  }],
  related: ['taking-away', 'multiplication', 'number-line'],
  links: [britannica('addition'), britannica('arithmetic')],
};

const takingAway: KidEntry = {
  id: 'taking-away',
  module: 'Math Adventures',
  question: 'What is taking away in math?',
  title: 'What Is Taking Away?',
  blurb: 'Subtraction: how many are left, and how far apart two numbers are.',
  triggers: [['take', 'away'], ['taking', 'away'], ['takeaway'], ['subtract*'], ['minus'], ['take', 'away', 'number*']],
  quickAnswer: {
    '3-5': 'Taking away means some go away. You have 5 balloons. 2 float away. Now you have 3! We say 5 take away 2 is 3.',
    '6-8': 'Taking away, or subtraction, means finding how many are left. If 5 birds sit on a fence and 2 fly away, 3 are left. We write 5 − 2 = 3. The − sign means minus. You can count back: for 9 − 2, start at 9 and count back 8, 7. So 9 − 2 = 7.',
    '9-12': 'Subtraction finds what is left, or the difference between two numbers. It undoes addition: 9 + 4 = 13, so 13 − 4 = 9. Order matters: 10 − 3 = 7, but 3 − 10 is a negative number. For bigger numbers, subtract the ones, then the tens, and regroup when you need to. In 52 − 27 you can\'t take 7 from 2, so trade a ten for 10 ones: 12 − 7 = 5, then 4 − 2 = 2 tens. So 52 − 27 = 25.',
    '13+': 'Subtraction is the inverse of addition: a − b is the number that, added to b, gives a. Unlike addition it is neither commutative (5 − 2 is not 2 − 5) nor associative: (10 − 4) − 3 = 3, but 10 − (4 − 3) = 9. Subtracting a number is the same as adding its opposite: 6 − 9 = 6 + (−9) = −3. Useful mental strategies are counting up (from 68 to 100 is 32) and compensation: 83 − 29 = 83 − 30 + 1 = 54.',
  },
  takeaways: {
    little: ['Taking away means some go away.', 'Count what is left.', '5 take away 2 is 3.'],
    young: ['Taking away finds how many are left.', 'The − sign means minus.', '5 − 2 = 3.'],
    older: ['Subtraction finds what is left, or the difference.', 'It undoes addition.', 'Regroup a ten when a column is too small.'],
  },
  sections: [
    {
      title: 'How Many Are Left?',
      little: 'You have 4 blocks. Your friend takes 1. Now 3 are left! That is taking away.',
      young: 'Subtraction answers "how many are left?" 6 ducks swim in a pond. 2 waddle off. 6 − 2 = 4 ducks are left.',
      older: 'Subtraction answers "how many are left?" and "how many more?" In 12 − 5 = 7, you start with 12, take away 5, and 7 is the difference. The difference between 8 and 5 is 3.',
      funFact: { title: 'Two names', text: 'Subtraction is also called taking away, and its answer is called the difference.' },
    },
    {
      title: 'Counting Back',
      little: 'Hold up 5 fingers. Put 1 down. Count: 1, 2, 3, 4. Four are left!',
      young: 'To do 9 − 2, start at 9 and count back 2 steps: 8, 7. So 9 − 2 = 7. Counting back is like walking backwards on a path.',
      older: 'Count back for small numbers. Count up when the numbers are close: for 15 − 12, start at 12 and count up to 15. That is 3 steps, so the difference is 3.',
      funFact: { title: 'Count up instead', text: 'Shop cashiers used to count up from the price to give change: it is subtraction done by adding.' },
    },
    {
      title: 'Adding and Taking Away Are Partners',
      young: 'Adding and taking away are partners. 3 + 4 = 7, so 7 − 4 = 3. You can check a take-away by adding back.',
      older: 'Every addition fact gives two subtraction facts: 6 + 8 = 14, so 14 − 8 = 6 and 14 − 6 = 8. To check an answer, add it back: 25 + 27 = 52, so 52 − 27 = 25 is right.',
      funFact: { title: 'Fact families', text: 'Three numbers like 6, 8 and 14 make a "fact family" of two additions and two subtractions.' },
    },
  ],
  deeper: {
    title: 'Subtraction, Opposites and Negative Results',
    content: 'Formally, subtracting b means adding the opposite of b: a − b = a + (−b). This is why subtraction of whole numbers can give negative results, like 3 − 10 = −7. It also explains why subtracting a negative number adds: 4 − (−3) = 7. Column subtraction relies on place value: regrouping, sometimes called borrowing, turns 1 ten into 10 ones. Because subtraction is not commutative, word problems need care about which amount comes first.',
    funFact: { title: 'Take away a negative', text: 'Taking away a debt leaves you better off: subtracting a negative number makes the answer bigger.' },
  },
  glossary: [
    { term: 'Subtract', say: 'sub-TRAKT', definition: 'To take away one number from another.' },
    { term: 'Minus', say: 'MY-nus', definition: 'The word for the − sign.' },
    { term: 'Difference', say: 'DIF-runss', definition: 'The answer when you subtract.' },
    { term: 'Regroup', say: 'ree-GROOP', definition: 'To trade 1 ten for 10 ones when a column is too small to subtract.' },
  ],
  tryIt: [
    {
      title: 'Bye-Bye Blocks',
      description: 'Act out taking away with blocks.',
      steps: [
        'Build a tower of 5 blocks with a grown-up.',
        'Take 2 blocks off. Wave "bye-bye"!',
        'Count the blocks that are left.',
        'Say it: "5 take away 2 is 3."',
      ],
      note: 'Use big blocks, not small pieces that fit in a mouth.',
      bands: ['3-5'],
    },
    {
      title: 'Difference Race',
      description: 'Practise subtraction with cards.',
      steps: [
        'Take cards numbered 1 to 10 from a deck.',
        'Each player turns over two cards and takes the smaller from the bigger.',
        'Check by adding the answer back to the smaller card.',
        'For a harder game, make two-digit numbers from four cards.',
      ],
      note: 'Say your steps out loud: it helps you spot mistakes.',
      bands: ['6-8', '9-12', '13+'],
    },
  ],
  analogies: [
    { title: 'A cookie jar', content: 'Subtraction is like a cookie jar: each time someone takes a cookie, there are fewer left inside.' },
  ],
  realWorld: [
    { title: 'Change at the shop', content: 'When you pay more than the price, subtraction tells you how much change you get back.' },
  ],
  engaging: [
    { question: 'How many days are left until your birthday?', context: 'That is a take-away question!' },
    { question: 'Is 7 − 3 the same as 3 − 7?', context: 'What do you think happens?' },
  ],
  quiz: [
    {
      question: 'What does taking away mean?', right: 'Finding how many are left', wrong: ['Putting groups together', 'Counting them all twice'],
      skill: 'vocabulary', support: ['taking away means some go away', 'finding how many are left', 'subtraction finds what is left', 'how many are left'],
    },
    {
      question: 'You have 5 balloons and 2 float away. How many are left?', right: '3', wrong: ['7', '2'],
      skill: 'recall', bands: ['3-5', '6-8'], support: ['now you have 3', '5 − 2 = 3'],
    },
    {
      question: 'What is 52 − 27?', right: '25', wrong: ['35', '79'],
      skill: 'recall', bands: ['9-12', '13+'], support: ['52 − 27 = 25'],
    },
  ],
  sources: [arithmetic('Subtraction is the inverse of addition (a − b is the number that added to b gives a); it is not commutative or associative, and subtracting a number is adding its opposite. Worked examples: 5 − 2 = 3; 4 − 1 = 3; 6 − 2 = 4; 9 − 2 = 7 (counting back 8, 7); 12 − 5 = 7; 8 − 5 = 3; 15 − 12 = 3; 9 + 4 = 13 so 13 − 4 = 9; 10 − 3 = 7; 3 − 10 = −7; 3 + 4 = 7 so 7 − 4 = 3; 6 + 8 = 14 so 14 − 8 = 6 and 14 − 6 = 8; 52 − 27 = 25 (12 − 7 = 5, 4 − 2 = 2) and 25 + 27 = 52; (10 − 4) − 3 = 3 but 10 − (4 − 3) = 9; 6 − 9 = 6 + (−9) = −3; 4 − (−3) = 7; from 68 to 100 is 32; 83 − 29 = 83 − 30 + 1 = 54; cards numbered 1 to 10.')],
  related: ['what-is-adding', 'negative-numbers', 'number-line'],
  links: [britannica('subtraction'), britannica('arithmetic')],
};

const dividing: KidEntry = {
  id: 'what-is-dividing',
  module: 'Math Adventures',
  question: 'What is dividing?',
  title: 'What Is Dividing?',
  blurb: 'Sharing fairly into equal groups, and what to do with leftovers.',
  triggers: [['divid*'], ['division'], ['divide'], ['share', 'equally'], ['share', 'fairly'], ['split', 'equal*'], ['remainder'], ['divided', 'by']],
  quickAnswer: {
    '3-5': 'Dividing means sharing fairly. You have 6 crackers. You share with a friend. You get 3. Your friend gets 3. Fair!',
    '6-8': 'Dividing means sharing into equal groups. If 2 kids share 8 cookies fairly, each kid gets 4. We write 8 ÷ 2 = 4. Dividing can also ask how many groups you can make: how many 3s are in 12? 12 ÷ 3 = 4. Sometimes some are left over. The leftover is called the remainder.',
    '9-12': 'Division splits a number into equal parts, or finds how many equal groups fit. It undoes multiplication: 6 × 7 = 42, so 42 ÷ 7 = 6. The number you divide is the dividend, the number you divide by is the divisor, and the answer is the quotient. If it does not share out evenly, there is a remainder: five fits into 17 three times with 2 left over, so 17 ÷ 5 = 3 remainder 2. You can never divide by zero.',
    '13+': 'Division is the inverse of multiplication: a ÷ b is the number that, multiplied by b, gives a. That is why division by zero is undefined: no number times 0 gives 5. Division is not commutative: 12 ÷ 4 = 3, but 4 ÷ 12 is one third. A remainder can also be written as a fraction or decimal: 17 ÷ 5 = 3 remainder 2 = 3.4. Long division repeats four steps: divide, multiply, subtract, bring down. For example, 156 ÷ 12 = 13.',
  },
  takeaways: {
    little: ['Dividing means sharing fairly.', 'Everyone gets the same.', '6 shared by 2 is 3 each.'],
    young: ['Dividing means sharing into equal groups.', '8 ÷ 2 = 4.', 'What is left over is the remainder.'],
    older: ['Division splits into equal parts or equal groups.', 'It undoes multiplication.', 'You can never divide by zero.'],
  },
  sections: [
    {
      title: 'Fair Shares',
      little: 'Share 4 cars with a friend. One for you, one for me. One for you, one for me. You get 2. I get 2!',
      young: 'To share 10 stickers between 2 friends, hand them out one at a time. Each friend gets 5. We write 10 ÷ 2 = 5.',
      older: 'Sharing division splits an amount into a given number of equal parts: 20 stickers shared among 4 friends gives 5 each, so 20 ÷ 4 = 5.',
      funFact: { title: 'Many ways to write it', text: 'Division can be written with ÷, with a slash like 10/2, or as a fraction.' },
    },
    {
      title: 'How Many Groups?',
      little: 'You have 6 socks. Make pairs. How many pairs? 3 pairs!',
      young: 'How many groups of 3 can you make from 12 apples? Make groups and count them: 4 groups. So 12 ÷ 3 = 4.',
      older: 'Grouping division asks how many equal groups fit: how many teams of 6 can 30 players make? 30 ÷ 6 = 5 teams. It is repeated subtraction: take away 6 again and again and count the steps.',
      funFact: { title: 'Times tables help', text: 'If you know 3 × 4 = 12, you also know 12 ÷ 3 = 4 and 12 ÷ 4 = 3.' },
    },
    {
      title: 'Leftovers',
      young: 'Share 7 cookies between 2 kids: each gets 3, and 1 is left over. The leftover is called the remainder.',
      older: 'When a number does not divide evenly, there is a remainder: 17 ÷ 5 = 3 remainder 2. In real life, you decide what the remainder means. If 22 kids ride in cars that hold 4 each, 22 ÷ 4 = 5 remainder 2, so you need 6 cars.',
      funFact: { title: 'Odd and even', text: 'Even numbers divide by 2 with no remainder; odd numbers always leave 1.' },
    },
  ],
  deeper: {
    title: 'Quotients and Remainders',
    content: 'For whole numbers, division with remainder says that for any a and any b greater than 0, there is exactly one quotient q and remainder r, with r less than b, so that a = b × q + r. For example, 17 = 5 × 3 + 2. Division by zero is undefined. If 5 ÷ 0 were some number, that number times 0 would have to be 5, which is impossible. Fractions are divisions: 3/4 means 3 ÷ 4. Long division is an algorithm that divides one place value at a time.',
    funFact: { title: 'Fractions are divisions', text: 'The fraction bar means "divided by": 1/2 is 1 ÷ 2.' },
  },
  glossary: [
    { term: 'Divide', say: 'dih-VYD', definition: 'To share into equal groups, or to find how many groups fit.' },
    { term: 'Equal', say: 'EE-kwul', definition: 'The same amount.' },
    { term: 'Remainder', say: 'rih-MAYN-der', definition: 'What is left over after sharing equally.' },
    { term: 'Quotient', say: 'KWOH-shunt', definition: 'The answer to a division.' },
  ],
  tryIt: [
    {
      title: 'Teddy Tea Party',
      description: 'Share toys fairly between teddies.',
      steps: [
        'Sit 2 teddies at a table with a grown-up.',
        'Get 6 toy blocks.',
        'Give one block to each teddy, again and again, until none are left.',
        'Count: does each teddy have the same? That is dividing!',
      ],
      note: 'Try 3 teddies next. Is it still fair?',
      bands: ['3-5'],
    },
    {
      title: 'Share and Check',
      description: 'Divide objects and check with multiplication.',
      steps: [
        'Cut out 24 small paper squares with a grown-up.',
        'Share them equally into 2, 3, 4, 6 and then 5 cups.',
        'Write each division, like 24 ÷ 4 = 6, with any remainder.',
        'Check each one: cups × each cup + remainder should make 24.',
      ],
      note: 'Paper squares are easy to share and safe around little brothers and sisters.',
      bands: ['6-8', '9-12', '13+'],
    },
  ],
  analogies: [
    { title: 'Dealing cards', content: 'Dividing is like dealing cards: one to each player, round and round, until the cards run out.' },
  ],
  realWorld: [
    { title: 'Splitting the bill', content: 'When friends share the cost of a pizza, they divide the price by the number of people.' },
  ],
  engaging: [
    { question: 'How would you share 9 stickers between 2 friends?', context: 'What happens to the one left over?' },
    { question: 'Can you share 12 things fairly between 5 people?', context: 'Try it with blocks.' },
  ],
  quiz: [
    {
      question: 'What does dividing mean?', right: 'Sharing into equal groups', wrong: ['Putting groups together', 'Taking one away'],
      skill: 'vocabulary', support: ['dividing means sharing fairly', 'dividing means sharing into equal groups', 'division splits a number into equal parts', 'division splits into equal parts'],
    },
    {
      question: 'You share 6 crackers with a friend fairly. How many do you get?', right: '3', wrong: ['12', '4'],
      skill: 'recall', bands: ['3-5'], support: ['you get 3'],
    },
    {
      question: 'What is 8 ÷ 2?', right: '4', wrong: ['16', '6'],
      skill: 'recall', bands: ['6-8'], support: ['8 ÷ 2 = 4'],
    },
    {
      question: 'What is 17 ÷ 5?', right: '3 remainder 2', wrong: ['3 remainder 5', '12'],
      skill: 'recall', bands: ['9-12', '13+'], support: ['17 ÷ 5 = 3 remainder 2'],
    },
  ],
  sources: [arithmetic('Division is the inverse of multiplication; division by zero is undefined; a whole-number division a ÷ b gives a quotient q and a remainder r less than b with a = b × q + r; a fraction a/b means a ÷ b. Worked examples: 6 shared by 2 is 3 each; 4 shared by 2 is 2 each; 8 ÷ 2 = 4; 10 ÷ 2 = 5; 12 ÷ 3 = 4 and 12 ÷ 4 = 3 because 3 × 4 = 12; 20 ÷ 4 = 5; 30 ÷ 6 = 5; 6 × 7 = 42 so 42 ÷ 7 = 6; 7 ÷ 2 = 3 remainder 1; 17 ÷ 5 = 3 remainder 2 = 3.4 (17 = 5 × 3 + 2); 22 ÷ 4 = 5 remainder 2, so 6 cars are needed; 24 ÷ 4 = 6; 12 ÷ 4 = 3 while 4 ÷ 12 is one third; 156 ÷ 12 = 13; 3/4 = 3 ÷ 4; 1/2 = 1 ÷ 2; 9 stickers; 12 things among 5 people.')],
  simplifications: ['For 3-5, dividing is only fair sharing; grouping and remainders start at 6-8.'],
  related: ['multiplication', 'fractions', 'odd-even-numbers'],
  links: [britannica('division'), britannica('arithmetic')],
};

const NEGATIVES_SOURCE: Source = {
  claim: 'Negative numbers are numbers less than zero, written with a minus sign (−1, −2, −3); on a number line they lie to the left of zero, and the farther left a number is, the smaller it is, so −1 is greater than −5 and −10 is less than −2. They describe temperatures below zero (such as −5 degrees), floors below ground and money owed. Adding a negative is like subtracting: 5 + (−8) = −3; subtracting a negative is like adding: 4 − (−3) = 7. Zero is neither positive nor negative.',
  title: 'Khan Academy: Intro to negative numbers',
  url: 'https://www.khanacademy.org/math/arithmetic-home/negative-numbers/neg-num-intro/a/intro-to-negative-numbers',
  read: READ,
  authority: 'reference',
};

const numberLine: KidEntry = {
  id: 'number-line',
  module: 'Math Adventures',
  question: 'What is a number line?',
  title: 'What Is a Number Line?',
  blurb: 'Numbers in order along a line: hop to add, hop back to take away.',
  triggers: [['number', 'line'], ['numberline'], ['number', 'lines']],
  quickAnswer: {
    '3-5': 'A number line is a line with numbers in order. 0, 1, 2, 3, 4, 5. Hop to the right to count up. Hop to the left to count down.',
    '6-8': 'A number line is a straight line with numbers in order, with the same space between them. Numbers get bigger as you go to the right. To add, hop right: for 3 + 4, start at 3 and hop 4 times. You land on 7. To take away, hop left: for 9 − 5, start at 9, hop 5 times left, and land on 4.',
    '9-12': 'A number line shows numbers as points on a line, evenly spaced, with bigger numbers to the right. On a full number line, zero sits in the middle: positive numbers go to the right and negative numbers to the left. Fractions and decimals fit between whole numbers. Number lines help you compare numbers, add and subtract, and round: 47 is closer to 50 than to 40, so it rounds to 50.',
    '13+': 'The real number line pairs every real number with exactly one point on a line, and every point with a number. Order on the line matches order of size. The distance between two numbers a and b is |a − b|, so from −3 to 4 is 7 units. The absolute value makes the order not matter: |−3 − 4| and |4 − (−3)| are both 7. Rational numbers such as 3/4 and irrational numbers such as the square root of 2, about 1.414, all have a place. Number lines are the model behind axes on graphs, thermometers and timelines.',
  },
  takeaways: {
    little: ['A number line has numbers in order.', 'Hop to the right to count up.', 'Hop to the left to count down.'],
    young: ['Numbers get bigger to the right.', 'Hop right to add.', 'Hop left to take away.'],
    older: ['Bigger numbers are to the right.', 'Negative numbers are left of zero.', 'Fractions and decimals fit between whole numbers.'],
  },
  sections: [
    {
      title: 'Numbers in a Row',
      little: 'Numbers stand in a line, like kids in a queue. 1, then 2, then 3. Each one is one more.',
      young: 'On a number line, each number has its own spot. The spots are the same distance apart. Each step to the right is one more, and each step to the left is one less.',
      older: 'A number line has a starting point, usually zero, and equal spaces. Equal spacing matters: the gap from 2 to 3 is the same as from 9 to 10. That is why the line is a good picture of size.',
      funFact: { title: 'A ruler is a number line', text: 'A ruler is a number line you can measure with.' },
    },
    {
      title: 'Hop to Add and Take Away',
      little: 'Put a toy on 2. Hop 1 to the right. Now it is on 3! Hop back. It is on 2 again.',
      young: 'Start at 3 and hop right 4 times: 4, 5, 6, 7. So 3 + 4 = 7. Start at 9 and hop left 5 times: 8, 7, 6, 5, 4. So 9 − 5 = 4.',
      older: 'Jumps can be bigger than one: for 38 + 25, jump 20 to 58, then 5 to 63. For 63 − 25, jump back 20 to 43, then 5 to 38. Counting up also finds a difference: from 46 to 50 is 4, and from 50 to 72 is 22, so 72 − 46 = 26.',
      funFact: { title: 'Jumping frogs', text: 'Many classrooms use a frog hopping on a number line to show adding and taking away.' },
    },
    {
      title: 'Between and Below',
      young: 'There are numbers between the numbers! Halfway between 0 and 1 is one half. And to the left of 0 are numbers less than zero.',
      older: 'Fractions and decimals fit between whole numbers: 1/2 is halfway between 0 and 1, and 2.5 is halfway between 2 and 3. To the left of zero are negative numbers, like −1 and −2, which is why a thermometer can show temperatures below zero.',
      funFact: { title: 'Never-ending', text: 'A number line goes on for ever in both directions: there is always a bigger and a smaller number.' },
    },
  ],
  deeper: {
    title: 'The Real Line, Distance and Absolute Value',
    content: 'The real number line is a one-dimensional picture of the real numbers. The absolute value |x| is the distance from x to zero, so |−5| = 5. The distance between a and b is |a − b|, whichever is bigger. Between any two different real numbers there are infinitely many more, so the line has no gaps. Put two number lines at right angles and you get a coordinate grid: every point in the plane is a pair of numbers. That idea makes graphs and maps possible.',
    funFact: { title: 'Two lines make a grid', text: 'A graph is made from two number lines that cross at zero.' },
  },
  glossary: [
    { term: 'Number line', say: 'NUM-ber LYN', definition: 'A line with numbers placed in order, the same distance apart.' },
    { term: 'Hop', say: 'HOP', definition: 'A jump from one number to the next on a number line.' },
    { term: 'Negative', say: 'NEG-uh-tiv', definition: 'A number less than zero.' },
    { term: 'Distance', say: 'DISS-tunss', definition: 'How far apart two things are.' },
  ],
  tryIt: [
    {
      title: 'Floor Number Line',
      description: 'Hop along a big number line on the floor.',
      steps: [
        'With a grown-up, put paper squares in a row on the floor.',
        'Write 0, 1, 2, 3, 4, 5 on them, in order.',
        'Stand on 0. Hop forward and count each number.',
        'Now hop back to 0, counting down.',
      ],
      note: 'Hop carefully on a clear floor, with no slippery rugs.',
      bands: ['3-5', '6-8'],
    },
    {
      title: 'Number Line Jumps',
      description: 'Use jumps of 10 and 1 to add and subtract.',
      steps: [
        'Draw a long line and mark 0 and 100 at the ends.',
        'Mark the tens: 10, 20, 30 and so on.',
        'Show 38 + 25 as a jump of 20, then a jump of 5.',
        'Now make up your own and check with column adding.',
      ],
      note: 'Add negative numbers to the left of 0 for an extra challenge.',
      bands: ['6-8', '9-12', '13+'],
    },
  ],
  analogies: [
    { title: 'Stepping stones', content: 'A number line is like stepping stones across a stream, each the same distance apart, with a number on each stone.' },
  ],
  realWorld: [
    { title: 'Thermometers and timelines', content: 'A thermometer is an upright number line, and a history timeline is a number line of years.' },
  ],
  engaging: [
    { question: 'Where would 10 be on a number line from 0 to 20?', context: 'Right in the middle!' },
    { question: 'What numbers could live to the left of zero?', context: 'Think about a very cold day.' },
  ],
  quiz: [
    {
      question: 'Which way do numbers get bigger on a number line?', right: 'To the right', wrong: ['To the left', 'Up and down'],
      skill: 'recall', support: ['hop to the right to count up', 'numbers get bigger to the right', 'bigger numbers to the right', 'bigger numbers are to the right'],
    },
    {
      question: 'To count down on a number line, which way do you hop?', right: 'To the left', wrong: ['To the right', 'Up high'],
      skill: 'recall', bands: ['3-5', '6-8'], support: ['hop to the left to count down', 'hop left to take away'],
    },
    {
      question: 'What number is halfway between 0 and 1?', right: '1/2', wrong: ['2', '0.1'],
      skill: 'recall', bands: ['9-12', '13+'], support: ['1/2 is halfway between 0 and 1'],
    },
  ],
  sources: [NEGATIVES_SOURCE, arithmetic('Whole numbers can be shown as equally spaced points on a number line, in order of size, with bigger numbers to the right; adding is moving right and subtracting is moving left, and fractions and decimals lie between whole numbers (1/2 halfway between 0 and 1, 2.5 halfway between 2 and 3). The distance between a and b is |a − b| (from −3 to 4 is 7), |−5| = 5, and the square root of 2 is about 1.414. Worked examples: 0, 1, 2, 3, 4, 5; 3 + 4 = 7 (4, 5, 6, 7); 9 − 5 = 4 (8, 7, 6, 5, 4); 38 + 25 = 63 (20 to 58, then 5); 63 − 25 = 38 (20 back to 43, then 5); 72 − 46 = 26 (4 to 50, 22 to 72); 47 rounds to 50, not 40; 9 to 10 is one step; 10 is halfway from 0 to 20; a line from 0 to 100 with tens 10, 20, 30.')],
  related: ['what-is-adding', 'negative-numbers', 'taking-away'],
  links: [britannica('number line'), britannica('integer')],
};

const negativeNumbers: KidEntry = {
  id: 'negative-numbers',
  module: 'Math Adventures',
  question: 'What are negative numbers?',
  title: 'What Are Negative Numbers?',
  blurb: 'Numbers below zero, on thermometers, in lifts and in bank accounts.',
  triggers: [['negative', 'number'], ['negative', 'numbers'], ['negative'], ['below', 'zero'], ['less', 'than', 'zero'], ['minus', 'number'], ['integer*']],
  quickAnswer: {
    '3-5': 'Some numbers are less than zero! On a very cold day, it can get colder than zero. We say it is "2 below zero."',
    '6-8': 'Negative numbers are numbers less than zero. We write them with a minus sign, like −1, −2 and −3. On a thermometer, a very cold day can be −5 degrees: five below zero. On a number line, negative numbers sit to the left of zero. The farther left, the smaller the number.',
    '9-12': 'A negative number is less than zero. Together, the negative numbers, zero and the positive whole numbers are called integers. Negatives show amounts below a starting point: temperatures below zero, floors below ground, or money owed. On the number line, farther left means smaller, so −10 is less than −2. Adding a negative is like taking away: 5 + (−8) = −3. Taking away a negative is like adding: 4 − (−3) = 7.',
    '13+': 'The integers extend the whole numbers with their opposites: each positive number n has a negative −n with n + (−n) = 0. Order reverses as you go left, so −10 < −2. The product rules follow from keeping the distributive law true: a negative times a positive is negative, (−3) × 4 = −12, and a negative times a negative is positive, (−3) × (−4) = 12. Absolute value, |−7| = 7, measures size without sign. Negatives model debts, temperatures, elevations below sea level and direction.',
  },
  takeaways: {
    little: ['Some numbers are less than zero.', 'Very cold days can be below zero.', 'These are negative numbers.'],
    young: ['Negative numbers are less than zero.', 'They have a minus sign, like −3.', 'They sit left of zero on a number line.'],
    older: ['Negative numbers are less than zero.', 'Farther left on the number line is smaller.', 'Taking away a negative is like adding.'],
  },
  sections: [
    {
      title: 'Colder Than Zero',
      little: 'Brrr! In winter, it can get very cold. It can get colder than zero!',
      young: 'A thermometer is like a number line standing up. When it is very cold, the temperature can drop below zero, like −5 degrees. We say "minus five" or "five below zero".',
      older: 'Temperature scales have a zero point, but it can get colder than that. A reading of −5 degrees means five degrees below zero. Negative numbers let us measure below any starting point.',
      funFact: { title: 'Below the ground', text: 'In some lifts, the floors below the ground floor are numbered −1, −2 and so on.' },
    },
    {
      title: 'Left of Zero',
      little: 'Count down: 3, 2, 1, zero! On a very cold day, it gets colder still. That is below zero.',
      young: 'On a number line, positive numbers are on the right of zero and negative numbers are on the left. −1 is just left of 0. −5 is farther left, so it is smaller.',
      older: 'The number line runs both ways from zero. Each negative number is the mirror of a positive one: −4 is as far left of zero as 4 is right. Farther left is always smaller: −10 is less than −2, even though 10 is bigger than 2.',
      funFact: { title: 'Zero is neither', text: 'Zero is not positive and not negative: it sits in the middle.' },
    },
    {
      title: 'Adding and Taking Away Negatives',
      young: 'If you have 5 stickers and owe a friend 8, you are 3 short. That is 5 + (−8) = −3.',
      older: 'Adding a negative moves you left: 5 + (−8) = −3, just like 5 − 8. Taking away a negative moves you right: 4 − (−3) = 7. Think of money: removing a debt of 3 makes you 3 better off.',
      funFact: { title: 'Money owed', text: 'Bank statements can show negative amounts when someone owes money.' },
    },
  ],
  deeper: {
    title: 'Integers and Why Negative Times Negative Is Positive',
    content: 'The integers are closed under addition, subtraction and multiplication: combining integers always gives an integer. The rule that a negative times a negative is positive is not arbitrary. If arithmetic is to keep the distributive law, then (−3) × (4 + (−4)) must equal 0. That forces (−3) × (−4) to be +12, cancelling (−3) × 4 = −12. Negative numbers were long treated with suspicion: for centuries many mathematicians called them absurd, even after they were using them in calculations. Today they are essential in physics, finance and computing.',
    funFact: { title: 'Once called absurd', text: 'For a long time, some mathematicians refused to accept negative numbers as real numbers.' },
  },
  glossary: [
    { term: 'Negative number', say: 'NEG-uh-tiv NUM-ber', definition: 'A number less than zero, written with a minus sign.' },
    { term: 'Positive number', say: 'POZ-ih-tiv NUM-ber', definition: 'A number greater than zero.' },
    { term: 'Integer', say: 'IN-tuh-jer', definition: 'A whole number, zero, or a negative whole number.' },
    { term: 'Thermometer', say: 'ther-MOM-ih-ter', definition: 'A tool that measures how hot or cold something is.' },
  ],
  tryIt: [
    {
      title: 'Stairs Game',
      description: 'Go up and down like a number line.',
      steps: [
        'Stand at the bottom of some stairs with a grown-up. Call it zero.',
        'Step up 1 and say "1". Step down and say "0".',
        'Pretend there are more steps below zero. Crouch down and say "1 below zero".',
        'Crouch lower: "2 below zero"!',
      ],
      note: 'Hold the rail, and only play on stairs with a grown-up.',
      bands: ['3-5'],
    },
    {
      title: 'Thermometer Watch',
      description: 'Explore negative numbers with temperatures.',
      steps: [
        'Find the temperatures of five cities on a winter weather map with a grown-up.',
        'Put them in order from coldest to warmest on a number line.',
        'Work out how many degrees warmer the warmest city is than the coldest.',
        'Check: from −5 to 3 is 8 degrees.',
      ],
      note: 'Counting across zero is the key: count up to 0, then past it.',
      bands: ['6-8', '9-12', '13+'],
    },
  ],
  analogies: [
    { title: 'Down the stairs', content: 'Going below zero is like walking down past the ground floor into a basement: you keep going down.' },
    { title: 'A lift', content: 'Negative numbers are like the basement floors of a lift: zero is the ground, and −1 and −2 are below it.' },
  ],
  realWorld: [
    { title: 'Below sea level', content: 'Some places on land are below sea level, so their height is written as a negative number.' },
  ],
  engaging: [
    { question: 'What happens to puddles on a very cold day?', context: 'Think about ice.' },
    { question: 'Which is colder: −2 degrees or −10 degrees?', context: 'Think about which is farther below zero.' },
    { question: 'Where else might you see numbers below zero?', context: 'Lifts, games, money, weather…' },
  ],
  quiz: [
    {
      question: 'What is a negative number?', right: 'A number less than zero', wrong: ['A number that is wrong', 'A very big number'],
      skill: 'vocabulary', support: ['some numbers are less than zero', 'negative numbers are numbers less than zero', 'negative numbers are less than zero', 'a negative number is less than zero'],
    },
    {
      question: 'Where are negative numbers on a number line?', right: 'To the left of zero', wrong: ['To the right of zero', 'Right on top of zero'],
      skill: 'recall', bands: ['6-8', '9-12', '13+'], support: ['to the left of zero', 'negative numbers are on the left', 'left of zero'],
    },
    {
      question: 'When can the temperature be below zero?', right: 'On a very cold day', wrong: ['On a hot summer day', 'At lunchtime every day'],
      skill: 'recall', bands: ['3-5'], support: ['very cold day', 'colder than zero'],
    },
    {
      question: 'Which is smaller: −10 or −2?', right: '−10', wrong: ['−2', 'They are equal'],
      skill: 'inference', bands: ['9-12', '13+'], support: ['−10 is less than −2', '−10 < −2'],
    },
  ],
  sources: [NEGATIVES_SOURCE, arithmetic('The integers are the whole numbers, zero and the negative whole numbers; each number n has an opposite −n with n + (−n) = 0; a negative times a positive is negative, (−3) × 4 = −12, and a negative times a negative is positive, (−3) × (−4) = 12, as the distributive law requires; |−7| = 7. Worked examples: −1, −2, −3, −4 and 4; minus 2 is 2 below zero; 5 stickers and owing 8 leaves 3 short, 5 + (−8) = −3 = 5 − 8; 4 − (−3) = 7, removing a debt of 3; from −5 to 3 is 8 degrees; 10 is bigger than 2 but −10 is less than −2; five cities.')],
  simplifications: ['For 3-5, negative numbers are introduced only as temperatures "below zero", without the minus sign.'],
  related: ['number-line', 'what-is-zero', 'taking-away'],
  links: [britannica('negative number'), britannica('integer')],
};

const primeNumbers: KidEntry = {
  id: 'prime-numbers',
  module: 'Math Adventures',
  question: 'What is a prime number?',
  title: 'What Is a Prime Number?',
  blurb: 'Numbers that only make one straight row: the building blocks of all numbers.',
  triggers: [['prime'], ['prime', 'number'], ['prime', 'numbers'], ['primes'], ['composite'], ['composite', 'number']],
  quickAnswer: {
    '3-5': 'Take 6 blocks. You can make 2 rows of 3. Now take 5 blocks. Try to make equal rows. You can only make 1 row of 5! Some numbers make neat rows and some don\'t. Big kids call the don\'t-numbers "prime".',
    '6-8': 'A prime number is a whole number bigger than 1 that you can only split into equal groups in one way: 1 group. 7 is prime, because 7 blocks only make 1 row of 7. 6 is not prime, because 6 blocks can make 2 rows of 3. The first primes are 2, 3, 5, 7, 11 and 13. 2 is the only even prime.',
    '9-12': 'A prime number has exactly two factors: 1 and itself. Numbers with more factors are called composite: 12 = 2 × 6 = 3 × 4. The number 1 is not prime, because it has only one factor. Every whole number bigger than 1 is either prime or a product of primes, in just one way: 60 = 2 × 2 × 3 × 5. To test a number, try dividing it by small primes. 91 looks prime, but 91 = 7 × 13. There are infinitely many primes.',
    '13+': 'Primes are the building blocks of the whole numbers. The fundamental theorem of arithmetic says every integer greater than 1 factors into primes in exactly one way, apart from order. Euclid proved that there are infinitely many primes. Multiply any finite list of primes and add 1: the result has a prime factor that is not on the list. The sieve of Eratosthenes finds primes by crossing out multiples. Primes thin out as numbers grow but never stop. Very large primes are central to the encryption that protects internet shopping and messages.',
  },
  takeaways: {
    little: ['Some numbers only make 1 row.', '5 blocks only make 1 row of 5.', '6 blocks make 2 rows of 3.'],
    young: ['A prime number only splits into 1 equal group.', 'The first primes are 2, 3, 5, 7, 11 and 13.', '2 is the only even prime.'],
    older: ['A prime has exactly two factors: 1 and itself.', '1 is not prime.', 'Every whole number above 1 is built from primes.'],
  },
  sections: [
    {
      title: 'Rows of Blocks',
      little: 'Take 4 blocks. Make 2 rows of 2. Take 3 blocks. Can you make equal rows? Only 1 row of 3!',
      young: 'Try making rectangles with blocks. 6 blocks make 2 rows of 3. 8 blocks make 2 rows of 4. But 7 blocks only make 1 long row. Numbers that only make 1 row are prime.',
      older: 'A number is composite if its dots can be arranged in a rectangle with at least 2 rows: 12 can be 2 by 6 or 3 by 4. A prime number can only be a single line. The first primes are 2, 3, 5, 7, 11 and 13.',
      funFact: { title: 'The only even prime', text: '2 is the only even prime number: every other even number can be split into 2 equal rows.' },
    },
    {
      title: 'Prime or Not?',
      little: 'Can 4 blocks make equal rows? Yes: 2 rows of 2! Can 5 blocks? No, just 1 row.',
      young: 'Is 9 prime? 9 blocks make 3 rows of 3, so 9 is not prime, even though it is odd. Is 11 prime? It only makes 1 row of 11, so yes!',
      older: 'To test a number, divide it by the primes 2, 3, 5, 7 and so on. If none divides it evenly before you pass its square root, it is prime. 91 = 7 × 13, so it is not prime. 1 is not prime: it has only one factor, itself.',
      funFact: { title: 'Sieve of numbers', text: 'Crossing out every multiple of 2, then 3, then 5 and so on leaves only the primes. This method is very old.' },
    },
    {
      title: 'Why Primes Matter',
      young: 'Primes are like building blocks. Every whole number bigger than 1 can be made by multiplying primes. 12 is 2 × 2 × 3.',
      older: 'Every whole number above 1 is a unique product of primes: 60 = 2 × 2 × 3 × 5. That makes primes the atoms of arithmetic. Computers use huge primes to lock and unlock secret messages online.',
      funFact: { title: 'Never-ending', text: 'No matter how far you count, there are always more prime numbers ahead.' },
    },
  ],
  deeper: {
    title: 'Unique Factorisation, Euclid and the Sieve',
    content: 'The fundamental theorem of arithmetic states that each integer greater than 1 has exactly one prime factorisation, apart from order. Excluding 1 from the primes keeps this unique. Euclid\'s proof that the primes never end is a classic proof by contradiction. Suppose there were a last prime. Multiply all primes together and add 1. The new number leaves remainder 1 when divided by any of them, so it must have a prime factor that is not on the list. The sieve of Eratosthenes lists primes by crossing out multiples. The prime number theorem describes how primes thin out as numbers grow. Modern public-key encryption relies on how hard it is to factor the product of two huge primes.',
    funFact: { title: 'Hard to undo', text: 'Multiplying two huge primes is easy for a computer; finding them again from the answer is extremely hard.' },
  },
  glossary: [
    { term: 'Prime number', say: 'PRYM NUM-ber', definition: 'A whole number bigger than 1 that only 1 and itself divide evenly.' },
    { term: 'Factor', say: 'FAK-ter', definition: 'A number that divides another number evenly.' },
    { term: 'Composite', say: 'kum-POZ-it', definition: 'A whole number with more than two factors, like 6 or 12.' },
    { term: 'Even', say: 'EE-ven', definition: 'A number that splits into 2 equal groups.' },
  ],
  tryIt: [
    {
      title: 'Block Rows',
      description: 'Find which numbers make only one row.',
      steps: [
        'Get 6 big blocks with a grown-up.',
        'Make 2 rows of 3. They match!',
        'Now use 5 blocks. Try to make 2 rows that match.',
        'You can\'t! 5 only makes 1 row.',
      ],
      note: 'Try 3, 4 and 7 blocks too.',
      bands: ['3-5'],
    },
    {
      title: 'Make a Prime Sieve',
      description: 'Find all the primes up to 100.',
      steps: [
        'Write the numbers 1 to 100 in a 10 by 10 grid.',
        'Cross out 1. Circle 2, then cross out every other multiple of 2.',
        'Circle 3 and cross out its multiples. Do the same for 5 and 7.',
        'Every number left uncrossed is prime. Count them: you should find 25.',
      ],
      note: 'After 7 you can stop: every composite number up to 100 has a factor of 2, 3, 5 or 7.',
      bands: ['6-8', '9-12', '13+'],
    },
  ],
  analogies: [
    { title: 'Lining up', content: 'Six children can line up in 2 equal lines of 3. Five children cannot make 2 equal lines: one line is always longer.' },
    { title: 'Building bricks', content: 'Primes are like the basic building bricks of numbers: every other whole number can be built by multiplying them together.' },
  ],
  realWorld: [
    { title: 'Online safety', content: 'When you see a padlock in a web browser, very large prime numbers are helping keep the connection secret.' },
  ],
  engaging: [
    { question: 'Which numbers of blocks make equal rows?', context: 'Try 4, 5 and 6 blocks.' },
    { question: 'Is your age a prime number?', context: 'Rows of blocks can tell you.' },
    { question: 'Why do you think 2 is the only even prime?', context: 'Think about splitting into 2 equal rows.' },
  ],
  quiz: [
    {
      question: 'Can 6 blocks make 2 equal rows?', right: 'Yes, 2 rows of 3', wrong: ['No, it is not possible', 'No, only 3 rows of 3'],
      skill: 'recall', bands: ['3-5', '6-8'], support: ['2 rows of 3'],
    },
    {
      question: 'Can 5 blocks make 2 equal rows?', right: 'No, only 1 row of 5', wrong: ['Yes, 2 rows of 2', 'Yes, 2 rows of 3'],
      skill: 'inference', bands: ['3-5'], support: ['You can only make 1 row of 5', '5 blocks only make 1 row of 5'],
    },
    {
      question: 'Which number is prime?', right: '7', wrong: ['9', '1', '6'],
      skill: 'inference', bands: ['6-8', '9-12', '13+'], support: ['the first primes are 2, 3, 5, 7', '7 is prime'],
    },
    {
      question: 'Why is 1 not a prime number?', right: 'It has only one factor', wrong: ['It is an even number', 'It is too small to count'],
      skill: 'cause-effect', bands: ['9-12', '13+'], support: ['it has only one factor', '1 is not prime'],
    },
  ],
  sources: [{
    claim: 'A prime number is any positive integer greater than 1 that is divisible only by itself and 1, such as 2, 3, 5, 7, 11, 13, 17, 19 and 23; 2 is the only even prime; integers greater than 1 that are not prime are composite, and 1 is neither prime nor composite. Euclid proved in his Elements that there are infinitely many primes (multiply a finite list of primes and add 1); the fundamental theorem of arithmetic says every integer greater than 1 is a product of primes in exactly one way apart from order; the sieve of Eratosthenes finds primes by crossing out multiples; and the prime number theorem describes how primes thin out. There are 25 primes below 100, and every composite number up to 100 has a factor of 2, 3, 5 or 7. Worked examples: 6 = 2 rows of 3; 4 = 2 rows of 2; 8 = 2 rows of 4; 9 = 3 rows of 3; 12 = 2 × 6 = 3 × 4 = 2 × 2 × 3 (2 by 6 or 3 by 4); 60 = 2 × 2 × 3 × 5; 91 = 7 × 13; a 10 by 10 grid of the numbers 1 to 100.',
    title: 'Britannica: prime number',
    url: 'https://www.britannica.com/science/prime-number',
    read: READ,
    authority: 'reference',
  }, {
    claim: 'Public-key cryptography such as RSA, used to secure internet connections, relies on the fact that multiplying two very large prime numbers is easy while factoring their product back into those primes is extremely hard.',
    title: 'Britannica: cryptology (public-key cryptography)',
    url: 'https://www.britannica.com/topic/cryptology',
    read: READ,
    authority: 'reference',
  }],
  related: ['multiplication', 'odd-even-numbers', 'infinity'],
  links: [britannica('prime number'), britannica('number theory')],
};

const percent: KidEntry = {
  id: 'what-is-percent',
  module: 'Math Adventures',
  question: 'What is a percent?',
  title: 'What Is a Percent?',
  blurb: 'Out of 100: percents in batteries, sales and scores.',
  triggers: [['percent'], ['percentage'], ['per', 'cent'], ['percents'], ['percentages'], ['percent', 'sign']],
  quickAnswer: {
    '3-5': 'Percent tells how much of a thing you have. A hundred percent means all of it! Fifty percent means half. Zero percent means none. When a toy is full of power, it is at a hundred percent.',
    '6-8': 'Percent means "out of 100". The sign is %. 100% is the whole thing. 50% is half, and 25% is a quarter. If 100 kids vote and 30 say yes, that is 30%. A phone battery at 100% is full, and at 10% it is almost empty.',
    '9-12': 'A percent is a fraction out of 100: 45% means 45/100, or 0.45. To find a percent of a number, multiply: 20% of 50 is 0.2 × 50 = 10. To turn a fraction into a percent, make it out of 100: 3/4 = 75/100 = 75%. 10% is easy to find: divide by 10. So 10% of 80 is 8, and 30% of 80 is 3 × 8 = 24. Shops use percents for sales, like 25% off.',
    '13+': 'Percent comes from the Latin per centum, "by the hundred". Percent change is (new − old) ÷ old × 100%. A price rising from 40 to 50 is a 25% increase, but falling back from 50 to 40 is only a 20% decrease, because the starting amount changed. Percentage points are different from percent: going from 10% to 15% is a rise of 5 percentage points, but a 50% increase. Percents above 100% are fine: 150% of 20 is 30.',
  },
  takeaways: {
    little: ['A hundred percent means all of it.', 'Fifty percent means half.', 'Zero percent means none.'],
    young: ['Percent means "out of 100".', '100% is the whole thing.', '50% is half.'],
    older: ['A percent is a fraction out of 100.', 'To find a percent of a number, multiply.', '10% is one tenth, so divide by 10.'],
  },
  sections: [
    {
      title: 'Out of 100',
      little: 'Think of a big pile of stickers. If you have all of them, you have a hundred percent. If you have half, that is fifty percent.',
      young: 'Imagine a grid of 100 squares. Colour 50 of them: that is 50%, half the grid. Colour all 100: that is 100%, the whole grid.',
      older: 'A percent compares an amount to 100. On a 100-square grid, each square is 1%. 45 shaded squares is 45%, which is the fraction 45/100 and the decimal 0.45.',
      funFact: { title: 'The % sign', text: 'The % sign is drawn as a little circle, a slanted line and another little circle.' },
    },
    {
      title: 'Percents Everywhere',
      little: 'A full phone may say a hundred percent. When it is low, it may say ten percent. Time to plug it in!',
      young: 'You see percents on batteries, on sale signs and in weather reports. "50% off" means you pay half price.',
      older: 'Percents make different things easy to compare: test scores, sale prices, chances of rain and survey results. A 20% chance of rain means rain is not likely, but possible.',
      funFact: { title: 'Test scores', text: 'A test score of 90% means 90 out of every 100 marks were right.' },
    },
    {
      title: 'Working Out Percents',
      young: '50% of something is half of it. 50% of 10 is 5. 25% is a quarter: 25% of 8 is 2.',
      older: '10% of a number is the number divided by 10: 10% of 80 is 8. Build others from it: 30% is 3 × 8 = 24, and 5% is half of 10%, so 4. To change 3/4 to a percent, scale it to 75/100 = 75%.',
      funFact: { title: 'Tip trick', text: 'To find 10% of any amount, just move the decimal point one place to the left.' },
    },
  ],
  deeper: {
    title: 'Percent Change and Percentage Points',
    content: 'Percent change compares a change with the starting value: (new − old) ÷ old × 100%. A rise and a fall of the same size are different percents, because the starting value differs: 40 to 50 is +25%, 50 to 40 is −20%. Two 10% rises in a row give 21% in total, not 20%, because the second rise is taken on a bigger amount: 1.1 × 1.1 = 1.21. Percentage points measure the difference between two percents. News reports that mix them up can make a change sound bigger or smaller than it is.',
    funFact: { title: 'Not 20%', text: 'Two 10% price rises in a row add up to a 21% rise.' },
  },
  glossary: [
    { term: 'Percent', say: 'per-SENT', definition: 'A part out of 100. The sign is %.' },
    { term: 'Half', say: 'HAF', definition: 'One of two equal parts, or 50%.' },
    { term: 'Quarter', say: 'KWOR-ter', definition: 'One of four equal parts, or 25%.' },
    { term: 'Decimal', say: 'DESS-ih-mul', definition: 'A number with a point, like 0.45, that shows parts of a whole.' },
  ],
  tryIt: [
    {
      title: 'Full, Half, Empty',
      description: 'See 100 percent and 50 percent with a cup of water.',
      steps: [
        'With a grown-up, fill a clear plastic cup to the top. That is 100 percent!',
        'Pour out half. That is 50 percent.',
        'Pour out the rest. That is 0 percent.',
        'Fill it again: how full is it now?',
      ],
      note: 'Do this over a sink or outside, with a plastic cup.',
      bands: ['3-5'],
    },
    {
      title: 'Hundred Grid',
      description: 'Shade percents on a 100-square grid.',
      steps: [
        'Draw a 10 by 10 grid: 100 squares.',
        'Shade 50 squares red, 25 blue and 10 green.',
        'Write each colour as a percent, a fraction out of 100 and a decimal.',
        'What percent is left unshaded? (It should be 15%.)',
      ],
      note: 'Check: all the percents together should make 100%.',
      bands: ['6-8', '9-12', '13+'],
    },
  ],
  analogies: [
    { title: 'A battery bar', content: 'A percent is like a battery bar: it shows how much of the whole is there, from empty at 0 to full at 100.' },
  ],
  realWorld: [
    { title: 'Sales', content: 'A shirt with "25% off" costs a quarter less than its usual price.' },
  ],
  engaging: [
    { question: 'Is your cup full, half full or empty?', context: 'Full is a hundred percent, and empty is zero percent.' },
    { question: 'What percent of your day do you spend sleeping?', context: 'Hint: a day has 24 hours.' },
    { question: 'Where have you seen the % sign?', context: 'Look on phones, shop signs and food labels.' },
  ],
  quiz: [
    {
      question: 'What does a hundred percent mean?', right: 'All of it', wrong: ['Half of it', 'None of it'],
      skill: 'vocabulary', bands: ['3-5', '6-8'], support: ['a hundred percent means all of it', '100% is the whole thing', 'the whole grid'],
    },
    {
      question: 'What is fifty percent of something?', right: 'Half of it', wrong: ['All of it', 'None of it'],
      skill: 'recall', bands: ['3-5', '6-8'], support: ['fifty percent means half', '50% is half', '50% of something is half'],
    },
    {
      question: 'What is 45% as a fraction?', right: '45/100', wrong: ['4/5', '45/10'],
      skill: 'vocabulary', bands: ['9-12', '13+'], support: ['45% means 45/100', 'the fraction 45/100'],
    },
    {
      question: 'What is 10% of 80?', right: '8', wrong: ['10', '800', '70'],
      skill: 'recall', bands: ['9-12', '13+'], support: ['10% of 80 is 8'],
    },
  ],
  sources: [{
    claim: 'Percentage: a relative value indicating hundredth parts of any quantity, written with the sign %; per cent comes from the Latin per centum, "by the hundred". 100% is the whole, 50% is one half and 25% one quarter; a percent can be written as a fraction or decimal (45% = 45/100 = 0.45) and percentages above 100 percent are possible. Percent change is (new − old) ÷ old × 100%, and the difference between two percentages is measured in percentage points. Worked examples: 30 of 100 is 30%; a battery at 100% is full and at 10% nearly empty; 20% of 50 = 0.2 × 50 = 10; 3/4 = 75/100 = 75%; 10% of 80 = 8, 30% of 80 = 3 × 8 = 24, 5% of 80 = 4; 50% of 10 = 5; 25% of 8 = 2; 40 to 50 is a 25% increase and 50 to 40 a 20% decrease; 10% to 15% is 5 percentage points but a 50% increase; 150% of 20 = 30; two 10% rises give 21% (1.1 × 1.1 = 1.21); a 10 by 10 grid has 100 squares, and 50 + 25 + 10 leaves 15%; a score of 90% means 90 of every 100 marks; a day has 24 hours; 0 percent is empty.',
    title: 'Britannica: percentage',
    url: 'https://www.britannica.com/science/percentage',
    read: READ,
    authority: 'reference',
  }],
  related: ['fractions', 'what-is-dividing', 'place-value'],
  links: [britannica('percentage'), britannica('fraction')],
};
const shapes: KidEntry = {
  id: 'what-is-a-shape',
  module: 'Math Adventures',
  question: 'What is a shape?',
  title: 'What Is a Shape?',
  blurb: 'Sides, corners and curves: naming flat and solid shapes.',
  triggers: [['shape'], ['shapes'], ['triangle'], ['rectangle'], ['polygon'], ['hexagon'], ['pentagon'], ['octagon'], ['sides', 'corners'], ['side', 'corner'], ['how', 'many', 'sides'], ['2d', 'shape'], ['3d', 'shape'], ['flat', 'shape']],
  quickAnswer: {
    '3-5': 'A shape is the outline of a thing. A circle is round, like a plate. A triangle has 3 sides and 3 corners. A square has 4 sides, all the same.',
    '6-8': 'A shape is the form of something: the line around its outside. Flat shapes have sides and corners. A triangle has 3 sides and 3 corners. A square has 4 equal sides and 4 square corners. A rectangle has 4 square corners too, but two of its sides are longer. A circle has no sides and no corners. Solid shapes, like a ball or a box, are called 3D shapes.',
    '9-12': 'Flat, or 2D, shapes made of straight sides are called polygons. They are named by their number of sides: a triangle has 3, a quadrilateral 4, a pentagon 5, a hexagon 6 and an octagon 8. The corners are called vertices, and a polygon has as many vertices as sides. A regular polygon has all sides and all angles equal. A circle is a curve where every point is the same distance from the centre. Solid, or 3D, shapes have faces, edges and vertices: a cube has 6 faces, 12 edges and 8 vertices.',
    '13+': 'In geometry, a polygon is a closed figure made of straight line segments. Its interior angles add up to (n − 2) × 180° for n sides: 180° for a triangle, 360° for a quadrilateral and 540° for a pentagon. Only three regular polygons tile a flat surface on their own: equilateral triangles, squares and regular hexagons. For a cube and other simple solids, vertices − edges + faces = 2: for a cube, 8 − 12 + 6 = 2. Shapes are classified by properties, so a square is a special rectangle, and also a special rhombus.',
  },
  takeaways: {
    little: ['A circle is round.', 'A triangle has 3 sides and 3 corners.', 'A square has 4 sides, all the same.'],
    young: ['Flat shapes have sides and corners.', 'A triangle has 3 sides; a square has 4.', 'A circle has no sides and no corners.'],
    older: ['Polygons are named by their number of sides.', 'Corners are called vertices.', '3D shapes have faces, edges and vertices.'],
  },
  sections: [
    {
      title: 'Sides and Corners',
      little: 'Run your finger along a side. It is straight! Where two sides meet is a corner. Ouch, pointy!',
      young: 'A side is a straight edge of a flat shape. A corner is where two sides meet. Count them to name the shape: 3 sides make a triangle, 4 sides can make a square or a rectangle.',
      older: 'Sides are line segments; vertices are the points where they meet. The angle at each vertex can be acute, right or obtuse. Counting sides names the polygon: 3 is a triangle, 5 is a pentagon, 6 a hexagon, 8 an octagon.',
      funFact: { title: 'Stop signs', text: 'Stop signs in many countries are octagons: they have 8 sides.' },
    },
    {
      title: 'Round Shapes',
      little: 'A circle is round. It has no corners at all. A ball is round too!',
      young: 'A circle has no straight sides and no corners. Every point on it is the same distance from the middle. Wheels and coins are circles.',
      older: 'A circle is the set of points at the same distance, the radius, from a centre. Ovals are stretched circles. Curved shapes have no vertices, which is why wheels roll smoothly.',
      funFact: { title: 'Round wheels', text: 'Wheels are circles because the centre stays the same height as they roll.' },
    },
    {
      title: 'Flat and Solid',
      little: 'A square is flat. A box is a solid shape. You can hold it! A ball is solid too.',
      young: 'Flat shapes, like squares, are 2D. Solid shapes, like boxes, balls and cans, are 3D. A box is a cube or a cuboid. A ball is a sphere. A can is a cylinder.',
      older: 'A 3D shape has faces (flat surfaces), edges (where faces meet) and vertices (corners). A cube has 6 square faces, 12 edges and 8 vertices. A sphere has one curved surface and no edges.',
      funFact: { title: 'Honeycomb hexagons', text: 'Bees build hexagon cells: hexagons fit together with no gaps.' },
    },
  ],
  deeper: {
    title: 'Angles, Tiling and Solids',
    content: 'A polygon with n sides can be split into n − 2 triangles from one vertex, which is why its interior angles sum to (n − 2) × 180°. In a regular polygon each interior angle is that total divided by n: 120° for a regular hexagon. A regular shape tiles the plane alone only if its angle divides 360° exactly, which happens for triangles (60°), squares (90°) and hexagons (120°). Shapes are grouped by properties: every square is a rectangle and a rhombus, but not every rectangle is a square. For simple solids, the count of vertices minus edges plus faces is always 2.',
    funFact: { title: 'Only three', text: 'Only three regular shapes can tile a floor by themselves: triangles, squares and hexagons.' },
  },
  glossary: [
    { term: 'Shape', say: 'SHAYP', definition: 'The form or outline of something.' },
    { term: 'Side', say: 'SYD', definition: 'A straight edge of a flat shape.' },
    { term: 'Corner', say: 'KOR-ner', definition: 'The point where two sides meet. In math it is called a vertex.' },
    { term: 'Polygon', say: 'POL-ee-gon', definition: 'A flat shape with straight sides, like a triangle or hexagon.' },
    { term: 'Triangle', say: 'TRY-ang-gul', definition: 'A shape with 3 sides and 3 corners.' },
  ],
  tryIt: [
    {
      title: 'Shape Hunt',
      description: 'Find shapes around your home.',
      steps: [
        'Walk around your home with a grown-up.',
        'Find something round, like a plate.',
        'Find something with 4 sides, like a book or a door.',
        'Find a triangle. Count its corners: 1, 2, 3!',
      ],
      note: 'Look, point and count. You do not need to touch anything sharp.',
      bands: ['3-5', '6-8'],
    },
    {
      title: 'Build and Count',
      description: 'Make 2D and 3D shapes and count their parts.',
      steps: [
        'Use straws and modelling clay, or paper strips and tape.',
        'Make a triangle, a square and a hexagon. Count sides and corners.',
        'Now build a cube: count its faces, edges and vertices.',
        'Check: vertices − edges + faces should make 2.',
      ],
      note: 'Ask a grown-up to help with scissors.',
      bands: ['6-8', '9-12', '13+'],
    },
  ],
  analogies: [
    { title: 'A cookie cutter', content: 'A flat shape is like a cookie cutter outline: the same outline makes the same shape every time.' },
  ],
  realWorld: [
    { title: 'Shapes in buildings', content: 'Builders use triangles in roofs and bridges because a triangle keeps its shape when pushed.' },
  ],
  engaging: [
    { question: 'What shape is your favourite window or door?', context: 'Count its sides and corners.' },
    { question: 'Why do you think wheels are round, not square?', context: 'Imagine riding on square wheels!' },
  ],
  quiz: [
    {
      question: 'How many sides does a triangle have?', right: '3', wrong: ['4', '2'],
      skill: 'recall', support: ['a triangle has 3 sides', 'triangle has 3', '3 is a triangle'],
    },
    {
      question: 'Which shape has no corners?', right: 'A circle', wrong: ['A square', 'A triangle'],
      skill: 'recall', bands: ['3-5', '6-8'], support: ['it has no corners at all', 'a circle has no sides and no corners', 'no straight sides and no corners'],
    },
    {
      question: 'How many sides does a hexagon have?', right: '6', wrong: ['5', '8'],
      skill: 'vocabulary', bands: ['9-12', '13+'], support: ['a hexagon 6', '6 a hexagon'],
    },
  ],
  sources: [{
    claim: 'A polygon is a closed plane figure bounded by straight line segments (sides) meeting at vertices; polygons are named by their number of sides: triangle 3, quadrilateral 4, pentagon 5, hexagon 6, octagon 8; a regular polygon has equal sides and equal angles; the interior angles of an n-sided polygon sum to (n − 2) × 180°, so 180° for a triangle, 360° for a quadrilateral, 540° for a pentagon and 120° for each angle of a regular hexagon; only equilateral triangles (60°), squares (90°) and regular hexagons tile the plane alone, since their angles divide 360°. A square has 4 equal sides and 4 right angles; a circle is the set of points at one distance (the radius) from a centre. A cube has 6 faces, 12 edges and 8 vertices, and for simple polyhedra vertices − edges + faces = 2 (8 − 12 + 6 = 2). Stop signs in the US and many countries are octagons with 8 sides. Three sides and 3 corners make a triangle; 1, 2, 3.',
    title: 'Britannica: polygon',
    url: 'https://www.britannica.com/science/polygon',
    read: READ,
    authority: 'reference',
  }],
  related: ['patterns', 'fractions', 'measuring-things'],
  links: [britannica('polygon'), britannica('geometry')],
};

const measuring: KidEntry = {
  id: 'measuring-things',
  module: 'Math Adventures',
  question: 'How do we measure things?',
  title: 'How Do We Measure Things?',
  blurb: 'Units, rulers and scales: finding how long, heavy and full.',
  triggers: [['measure'], ['measuring'], ['measurement'], ['measurements'], ['ruler'], ['metric'], ['centimet*'], ['centimeter*'], ['kilogram*'], ['unit*', 'measure*'], ['how', 'measure'], ['metre'], ['meter', 'long']],
  quickAnswer: {
    '3-5': 'Measuring tells us how long or heavy something is. You can measure with your hands! How many hands long is your bed? Grown-ups use a ruler or a tape measure.',
    '6-8': 'Measuring means finding out how long, how heavy or how full something is. Long ago, people measured with their hands and feet. But everyone\'s feet are different! So now we use units that are the same for all. We use centimetres or inches for length. We use grams or pounds for weight. A ruler, a scale and a jug help us measure.',
    '9-12': 'To measure is to compare something with a standard unit. Most countries use the metric system, where units grow by tens. A metre is 100 centimetres, and a kilogram is 1,000 grams. People in the US also use older units: 12 inches make a foot, and 3 feet make a yard. One inch is exactly 2.54 centimetres. Measure with care. Line the object up with the zero on the ruler, and read the marks at eye level.',
    '13+': 'Measuring compares a quantity with a standard unit. The International System of Units, or SI, has seven base units: the metre, kilogram, second, ampere, kelvin, mole and candela. Since 2019, all of them are defined from fixed constants of nature. For example, the metre is the distance light travels in a vacuum in 1/299,792,458 of a second. Every measurement has some uncertainty. Accuracy is how close a result is to the true value; precision is how closely repeated measurements agree. A result should always carry its unit and a sensible number of significant figures.',
  },
  takeaways: {
    little: ['Measuring tells how long or heavy.', 'You can measure with your hands.', 'A ruler helps you measure.'],
    young: ['We measure with units that are the same everywhere.', 'Length: centimetres, metres, inches, feet.', 'Weight: grams, kilograms, pounds.'],
    older: ['Measuring compares with a standard unit.', 'Metric units grow by tens.', 'Start at zero and read at eye level.'],
  },
  sections: [
    {
      title: 'Measuring With Your Body',
      little: 'Put your hands one after another along a table. Count them. The table is that many hands long!',
      young: 'You can measure a table in hand-spans or a room in footsteps. But a grown-up\'s foot is bigger than yours, so you will get different answers!',
      older: 'Early units came from the body: the foot, the hand, and the cubit from elbow to fingertip. Because bodies differ, these units caused arguments in trade, so rulers began to set official standards.',
      funFact: { title: 'Horses in hands', text: 'The height of a horse is still measured in "hands" in some countries.' },
    },
    {
      title: 'Units That Match',
      little: 'A ruler is the same for everyone. Your ruler and my ruler match! That makes it fair.',
      young: 'Standard units are the same everywhere. A centimetre is about the width of your little finger. A metre is about one big step for a grown-up. A kilogram is about the weight of a bag of sugar.',
      older: 'The metric system was designed so units relate by tens: 10 millimetres in a centimetre, 100 centimetres in a metre, 1,000 metres in a kilometre. Customary units such as inches, feet and pounds are still used in the United States.',
      funFact: { title: 'Exact inches', text: 'An inch is defined as exactly 2.54 centimetres.' },
    },
    {
      title: 'Tools and Tips',
      young: 'Rulers and tape measures measure length. Scales measure weight. Jugs measure how much liquid there is. Clocks measure time. Always start measuring at the zero mark.',
      older: 'Choose the tool for the job: a ruler for a pencil, a tape measure for a room, a scale for mass, a measuring jug for volume. Line up with zero, keep the tool straight, read at eye level, and write the unit with the number.',
      funFact: { title: 'Always a unit', text: 'A number without a unit, like "5", does not say much: 5 centimetres and 5 metres are very different!' },
    },
  ],
  deeper: {
    title: 'The SI and Measurement Uncertainty',
    content: 'The SI is maintained by the International Bureau of Weights and Measures. In 2019 the kilogram, ampere, kelvin and mole were redefined in terms of fixed constants, joining the second and the metre. The kilogram is now set by the Planck constant, not by a metal cylinder kept near Paris. No measurement is perfect: every instrument has a resolution, and results vary slightly when repeated. Scientists report a value with its uncertainty and use significant figures to show how precise it is. A set of measurements can be precise but inaccurate, if the instrument is off in the same way every time.',
    funFact: { title: 'The old kilogram', text: 'For over a century the kilogram was the mass of one metal cylinder kept in a vault near Paris.' },
  },
  glossary: [
    { term: 'Measure', say: 'MEZH-er', definition: 'To find out how long, heavy, full or hot something is.' },
    { term: 'Unit', say: 'YOO-nit', definition: 'A fixed amount used for measuring, like a centimetre or a kilogram.' },
    { term: 'Ruler', say: 'ROO-ler', definition: 'A straight strip with marks for measuring length.' },
    { term: 'Metric system', say: 'MET-rik SIS-tum', definition: 'Units that go up by tens, like centimetres and metres.' },
  ],
  tryIt: [
    {
      title: 'Hand Measuring',
      description: 'Measure things with your hands.',
      steps: [
        'Put your hand flat on a table with a grown-up.',
        'Move it along, one hand after another. Count!',
        'Now the grown-up measures with their hands.',
        'Did you get the same number? Why not?',
      ],
      note: 'Bigger hands give smaller numbers: that is why we use rulers.',
      bands: ['3-5', '6-8'],
    },
    {
      title: 'Estimate, Then Measure',
      description: 'Practise measuring with a ruler and tape measure.',
      steps: [
        'Pick five things: a pencil, a book, your shoe, a door and a table.',
        'Guess the length of each in centimetres and write it down.',
        'Measure each one, starting at zero, and write the real length with its unit.',
        'How close were your guesses? Did they get better as you went?',
      ],
      note: 'Read the ruler straight on, not from the side.',
      bands: ['6-8', '9-12', '13+'],
    },
  ],
  analogies: [
    { title: 'A shared language', content: 'Units are like a shared language for size: everyone who knows what a metre is can picture the same length.' },
  ],
  realWorld: [
    { title: 'In the kitchen', content: 'Recipes use measurements like grams and millilitres so a cake turns out the same each time.' },
  ],
  engaging: [
    { question: 'How many of your footsteps long is your bedroom?', context: 'Would a grown-up get the same number?' },
    { question: 'What would go wrong if everyone used different units?', context: 'Think about building a house or baking a cake.' },
  ],
  quiz: [
    {
      question: 'What does measuring tell us?', right: 'How long or heavy something is', wrong: ['What colour something is', 'Who owns the thing'],
      skill: 'vocabulary', support: ['measuring tells us how long or heavy', 'how long, how heavy', 'compare something with a standard unit', 'compares a quantity with a standard unit'],
    },
    {
      question: 'Why do we use rulers instead of feet?', right: 'Rulers are the same for everyone', wrong: ['Feet are too smelly to use', 'Rulers are more colourful'],
      skill: 'cause-effect', support: ['a ruler is the same for everyone', 'everyone\'s feet are different', 'because bodies differ'],
    },
    {
      question: 'How many centimetres are in 1 metre?', right: '100', wrong: ['10', '1,000'],
      skill: 'recall', bands: ['9-12', '13+'], support: ['a metre is 100 centimetres', '100 centimetres in a metre'],
    },
  ],
  sources: [{
    claim: 'Early units of length came from the human body, such as the foot, the hand and the cubit (elbow to fingertip); because they varied, governments set official standards. The metric system relates units by powers of ten: 10 millimetres = 1 centimetre, 1 metre = 100 centimetres = 1,000 millimetres, 1,000 metres = 1 kilometre, 1 kilogram = 1,000 grams; United States (US) customary units include 12 inches = 1 foot and 3 feet = 1 yard, and the inch has been defined as exactly 2.54 centimetres since 1959. Horse height is traditionally measured in hands.',
    title: 'Britannica: measurement system',
    url: 'https://www.britannica.com/science/measurement-system',
    read: READ,
    authority: 'reference',
  }, {
    claim: 'The International System of Units (SI), maintained by the International Bureau of Weights and Measures (BIPM), has seven base units: the metre, kilogram, second, ampere, kelvin, mole and candela. Since the 2019 redefinition all are defined by fixed constants: the metre is the length of the path travelled by light in vacuum in 1/299,792,458 of a second, and the kilogram is defined by the Planck constant instead of the International Prototype of the Kilogram, a platinum-iridium cylinder kept near Paris for over a century. Every measurement has an uncertainty.',
    title: 'BIPM: SI base units',
    url: 'https://www.bipm.org/en/measurement-units/si-base-units',
    read: READ,
    authority: 'governing-body',
  }],
  simplifications: ['For 6-8, "weight" is used for mass (grams and kilograms); 13+ uses the SI names.'],
  related: ['number-line', 'tell-time', 'what-is-a-shape'],
  links: [britannica('measurement'), britannica('metric system')],
};

const CODE_ORG_GLOSSARY: Source = {
  claim: 'Code.org\'s elementary computer science glossary defines a program as an algorithm coded into something a machine can run; a bug as part of a program that does not work correctly; debugging as finding and fixing problems in an algorithm or program; a loop as the action of doing something over and over again, and repeat as doing something again; and a conditional as a statement that only runs under certain conditions (if something is true, then do this, else do that). Block-based languages such as Scratch (from MIT) and Code.org\'s own puzzles use blocks such as repeat, forever and if.',
  title: 'Code.org: Computer Science Fundamentals glossary (K-5)',
  url: 'https://code.org/curriculum/docs/k-5/glossary',
  read: READ,
  authority: 'reference',
};

const PROGRAM_SOURCE: Source = {
  claim: 'A computer program is a detailed set of instructions that a computer carries out in order; programs are written in programming languages and are built from sequences of steps, selections (conditions such as if… then… else) and iterations (loops such as repeat, for and while loops), and a loop that never meets its stop condition runs forever (an infinite loop).',
  title: 'Britannica: computer program',
  url: 'https://www.britannica.com/technology/computer-program',
  read: READ,
  authority: 'reference',
};

const codeBug: KidEntry = {
  id: 'computer-bug',
  module: 'Coding Basics',
  question: 'What is a bug in a computer program?',
  title: 'What Is a Bug in a Computer Program?',
  blurb: 'Mistakes in code, and how programmers find and fix them.',
  triggers: [['bug', 'program'], ['bug', 'code'], ['bug', 'computer'], ['bug', 'coding'], ['bug', 'computer', 'program'], ['debug*'], ['debug*', 'code'], ['debug*', 'program*'], ['software', 'bug'], ['glitch'], ['glitches'], ['computer', 'bug']],
  quickAnswer: {
    '3-5': 'A bug is a mistake in a computer\'s steps. It is not a real bug! The computer does just what the steps say. If a step is wrong, things go silly. Then we find the mistake and fix it.',
    '6-8': 'A bug is a mistake in a computer program. It is not an insect! A computer follows its steps exactly, so one wrong or missing step can make a game freeze or a character walk through a wall. Finding and fixing bugs is called debugging. Every programmer makes bugs, even experts. Fixing them is a normal part of coding.',
    '9-12': 'A bug is an error in a program that makes it do something the programmer did not intend. Bugs can be typos, steps in the wrong order, a loop that never stops, or a plan that forgot a special case. Debugging means finding and fixing them. Programmers run the program, watch what goes wrong, guess why, change one thing and test again. The word "bug" is older than computers. A famous story tells of a real moth found stuck in an early computer in 1947.',
    '13+': 'A software bug is a flaw that causes incorrect or unexpected behaviour. Bugs come in kinds: syntax errors the computer rejects, runtime errors that crash a running program, and logic errors, where the program runs but gives wrong answers. Debugging is systematic: reproduce the problem, isolate where it happens, form a hypothesis, change one thing and retest. Automated tests catch bugs early. In 1947, operators of the Harvard Mark II computer taped a moth into their logbook as the "first actual case of bug being found". Grace Hopper often told this story.',
  },
  takeaways: {
    little: ['A bug is a mistake in a computer\'s steps.', 'It is not a real bug!', 'We find the mistake and fix it.'],
    young: ['A bug is a mistake in a program.', 'Fixing bugs is called debugging.', 'Every programmer makes bugs.'],
    older: ['Bugs make programs do things nobody intended.', 'Debugging: test, find the cause, fix, test again.', 'Bugs are a normal part of coding.'],
  },
  sections: [
    {
      title: 'Not a Real Bug',
      little: 'A computer bug is not a beetle or an ant. It is a mistake in the steps. Like putting your shoes on before your socks!',
      young: 'A computer bug is not an insect. It is a mistake in the code. If you tell a robot "walk, walk, jump" but it needed "walk, jump, walk", it bumps into the wall. That is a bug!',
      older: 'A bug can be a typo, a step in the wrong order, a wrong number, or a missing rule for a special case. The computer does exactly what the code says, not what the programmer meant.',
      funFact: { title: 'Older than computers', text: 'Engineers called faults in machines "bugs" even before computers were invented.' },
    },
    {
      title: 'Debugging',
      little: 'Oops! Something went wrong. Look at each step. Find the wrong one. Fix it. Try again!',
      young: 'Debugging means finding and fixing bugs. Run the program. Watch for where it goes wrong. Look at that step. Change it, then run it again to check.',
      older: 'Good debugging is like detective work. Make the bug happen again, narrow down where it starts, guess the cause, change one thing at a time, and test. Explaining your code out loud, even to a toy duck, often reveals the mistake.',
      funFact: { title: 'Rubber duck', text: 'Some programmers explain their code to a rubber duck. Saying each step out loud helps them spot the bug.' },
    },
    {
      title: 'Everyone Makes Bugs',
      young: 'Even the best programmers make bugs. Games and apps get updates to fix them. A bug is not a failure. It is a puzzle to solve!',
      older: 'Large programs have millions of lines of code, so bugs are normal. Teams use testing, code reviews and bug reports from users to find them. Many apps update often partly to fix bugs.',
      funFact: { title: 'The moth', text: 'In 1947, a real moth was found stuck in the Harvard Mark II computer and taped into its logbook.' },
    },
  ],
  deeper: {
    title: 'Kinds of Bugs and Systematic Debugging',
    content: 'Syntax errors break the language\'s rules and are caught before the program runs. Runtime errors, such as dividing by zero, happen while it runs. Logic errors are the hardest: the program runs but gives the wrong result. Off-by-one errors, where a loop runs one time too many or too few, are a classic example. Debugging tools let programmers pause a program at a breakpoint and inspect its variables step by step. Automated tests run checks every time code changes, so old bugs do not come back. Some bugs are security holes that attackers could use, which is why software updates matter.',
    funFact: { title: 'Off by one', text: 'A loop that runs one time too many or too few is such a common bug that it has its own name: an off-by-one error.' },
  },
  glossary: [
    { term: 'Bug', say: 'BUG', definition: 'A mistake in a computer program.' },
    { term: 'Debug', say: 'dee-BUG', definition: 'To find and fix mistakes in a program.' },
    { term: 'Program', say: 'PROH-gram', definition: 'A set of steps a computer follows.' },
    { term: 'Test', say: 'TEST', definition: 'To run a program to check that it works.' },
  ],
  tryIt: [
    {
      title: 'Silly Robot Steps',
      description: 'Find the bug in a grown-up robot\'s steps.',
      steps: [
        'A grown-up pretends to be a robot.',
        'Give robot steps to put on a hat: "Pick up hat. Put hat on head."',
        'The grown-up makes a bug: they put the hat on their foot!',
        'Find the wrong step and fix it. Try again!',
      ],
      note: 'Robots only do what you say, so say each step clearly.',
      bands: ['3-5', '6-8'],
    },
    {
      title: 'Bug Hunt',
      description: 'Debug a set of instructions.',
      steps: [
        'Write steps for drawing a square: "Draw a line. Turn right. Repeat 3 times."',
        'Follow them exactly. What do you get?',
        'Find the bug (it should repeat 4 times) and fix it.',
        'Write your own steps with a hidden bug and swap with a friend.',
      ],
      note: 'In Scratch or Code.org puzzles, change one block at a time and run it again.',
      bands: ['6-8', '9-12', '13+'],
    },
  ],
  analogies: [
    { title: 'A recipe mistake', content: 'A bug is like a recipe that says "bake for hours" instead of "bake for minutes": the cook follows it exactly, and the cake burns.' },
  ],
  realWorld: [
    { title: 'Game updates', content: 'When a video game downloads an update, it often includes fixes for bugs players found.' },
  ],
  engaging: [
    { question: 'Have you ever seen a game or app do something weird?', context: 'That might have been a bug!' },
    { question: 'How would you find a mistake in a long list of steps?', context: 'Check one step at a time.' },
  ],
  quiz: [
    {
      question: 'What is a computer bug?', right: 'A mistake in the program', wrong: ['An insect inside the screen', 'A very fast computer'],
      skill: 'vocabulary', support: ['a bug is a mistake', 'a bug is an error in a program', 'a software bug is a flaw'],
    },
    {
      question: 'What is debugging?', right: 'Finding and fixing mistakes', wrong: ['Spraying the computer', 'Turning the computer off'],
      skill: 'vocabulary', support: ['we find the mistake and fix it', 'finding and fixing bugs', 'debugging means finding and fixing', 'debugging is systematic'],
    },
    {
      question: 'What is a good way to debug?', right: 'Change one thing, then test again', wrong: ['Change everything at once', 'Delete the whole program'],
      skill: 'sequence', bands: ['9-12', '13+'], support: ['change one thing and test again', 'change one thing and retest', 'change one thing at a time'],
    },
  ],
  sources: [CODE_ORG_GLOSSARY, {
    claim: 'The term bug for a technical fault was used by engineers before computers; on September 9, 1947, operators of the Harvard Mark II computer found a moth trapped in a relay and taped it into the logbook as the "first actual case of bug being found", a story Grace Hopper often told; the logbook is in the Smithsonian collections. Large programs have millions of lines of code.',
    title: 'Britannica: bug (computing)',
    url: 'https://www.britannica.com/technology/bug-computing',
    read: READ,
    authority: 'reference',
  }],
  related: ['what-is-coding', 'algorithm', 'loops-in-coding'],
  links: [SITES.codeOrg, SITES.scratch],
};

const loops: KidEntry = {
  id: 'loops-in-coding',
  module: 'Coding Basics',
  question: 'What is a loop in coding?',
  title: 'What Is a Loop in Coding?',
  blurb: 'Repeat blocks: telling a computer to do something again and again.',
  triggers: [['loop'], ['loops'], ['loop', 'program*'], ['loop', 'cod*'], ['repeat', 'block'], ['repeat', 'code'], ['for', 'loop'], ['while', 'loop'], ['forever', 'loop'], ['repeat', 'coding'], ['loop', 'coding']],
  quickAnswer: {
    '3-5': 'A loop means do it again! Clap, clap, clap, clap. Instead of saying "clap" 4 times, you say "clap 4 times." Computers use loops to do things again and again.',
    '6-8': 'A loop is a way to tell a computer to repeat steps. To draw a square, a robot must "move, turn" 4 times. Instead of writing it 4 times, you write "repeat 4 times: move, turn." Loops make code shorter and easier to fix. Some loops repeat a set number of times, and some keep going forever, like a game that keeps running.',
    '9-12': 'A loop repeats a block of code. A counted loop repeats a set number of times: "repeat 10 times". A conditional loop repeats while something is true, or until something happens: "repeat until the cat reaches the fish". A forever loop keeps running, which is how games keep checking for key presses. Loops save writing the same code again. They also make changes easy: change the number once, not in ten places. A loop that never meets its stop rule runs forever by mistake, a common bug.',
    '13+': 'Loops, or iteration, are one of the three building blocks of structured programs, with sequence and selection. A for loop runs a fixed number of times or over each item in a list. A while loop runs as long as a condition stays true. Every loop needs a way to end, or it becomes an infinite loop. Loops work with variables, such as a counter or a running total, and can be nested: a loop inside a loop can draw every square of a grid. Many algorithms, like searching or sorting a list, are built from loops.',
  },
  takeaways: {
    little: ['A loop means do it again.', 'Clap 4 times is a loop!', 'Computers use loops to repeat.'],
    young: ['A loop tells a computer to repeat steps.', 'Loops make code shorter.', 'Some loops repeat forever.'],
    older: ['Loops repeat a block of code.', 'Counted loops, while loops and forever loops.', 'Every loop needs a way to stop, unless it should run forever.'],
  },
  sections: [
    {
      title: 'Do It Again',
      little: 'Jump, jump, jump! That is jump 3 times. A loop is a short way to say do it again.',
      young: 'Songs and dances have loops: the chorus of a song repeats. In code, a repeat block makes the same steps happen again and again.',
      older: 'Without loops, a program that draws 100 stars would need 100 copies of the same instructions. With a loop, it needs one copy and the number 100.',
      funFact: { title: 'Loops in songs', text: 'Many songs repeat the same chorus again and again, just like a loop.' },
    },
    {
      title: 'Drawing With Loops',
      little: 'Walk, turn. Walk, turn. Walk, turn. Walk, turn. You made a square! That is a loop of 4.',
      young: 'To draw a square: "repeat 4 times: move forward, turn right." To draw a triangle, repeat 3 times with bigger turns. Try it in Scratch!',
      older: 'A square is "repeat 4: move 100, turn 90 degrees". Change the numbers to get other shapes: "repeat 6: move, turn 60 degrees" draws a hexagon. The turns in any closed shape add up to 360 degrees.',
      funFact: { title: 'One number, new shape', text: 'Changing just the number in a repeat block, and the turn, changes the whole shape.' },
    },
    {
      title: 'Forever and Until',
      young: 'Some loops never stop, like a game that keeps checking if you pressed a key. Others stop when something happens: "repeat until you reach the door."',
      older: 'A "repeat until" or while loop checks a condition every time round. A forever loop keeps a game running. If a loop\'s stop condition can never become true, the program gets stuck: an infinite loop.',
      funFact: { title: 'Stuck forever', text: 'An infinite loop that was not meant to happen can make an app freeze.' },
    },
  ],
  deeper: {
    title: 'Iteration, Counters and Nested Loops',
    content: 'Structured programming builds programs from sequence, selection (if statements) and iteration (loops). A for loop usually uses a counter variable: for i from 1 to 10. A while loop checks its condition before each pass, so it may run zero times. Nested loops multiply: a loop of 8 inside a loop of 8 runs its body 64 times, enough to visit every square of a chessboard. Loops also work with lists: "for each name in the class list, print a greeting". Many classic bugs involve loops: off-by-one errors and infinite loops. Some languages also allow recursion, a function calling itself, as another way to repeat.',
    funFact: { title: 'Loops in loops', text: 'A loop of 8 inside another loop of 8 runs 64 times: once for every square on a chessboard.' },
  },
  glossary: [
    { term: 'Loop', say: 'LOOP', definition: 'Code that repeats steps again and again.' },
    { term: 'Repeat', say: 'rih-PEET', definition: 'To do something again.' },
    { term: 'Forever', say: 'for-EV-er', definition: 'A loop that keeps going and never stops.' },
    { term: 'Condition', say: 'kun-DISH-un', definition: 'A question with a yes or no answer, used to decide when a loop stops.' },
  ],
  tryIt: [
    {
      title: 'Dance Loop',
      description: 'Make a dance with a loop.',
      steps: [
        'Pick two moves with a grown-up, like clap and stomp.',
        'Do them: clap, stomp.',
        'Now loop it! Repeat clap, stomp 4 times.',
        'Make a new loop with different moves.',
      ],
      note: 'Count out loud so you know when the loop ends.',
      bands: ['3-5', '6-8'],
    },
    {
      title: 'Shape Loops in Scratch',
      description: 'Use repeat blocks to draw shapes.',
      steps: [
        'Open Scratch with a grown-up and add the Pen extension.',
        'Build: repeat 4, move 100 steps, turn 90 degrees. Run it.',
        'Change it to repeat 6 and turn 60 degrees. What shape do you get?',
        'Put your shape loop inside another repeat with a small turn. What pattern appears?',
      ],
      note: 'If your sprite spins forever, look for a forever block or a missing stop.',
      bands: ['6-8', '9-12', '13+'],
    },
  ],
  analogies: [
    { title: 'A washing machine', content: 'A washing machine loops: it turns the drum again and again until the timer says stop.' },
  ],
  realWorld: [
    { title: 'Traffic lights', content: 'Traffic lights run a loop: green, yellow, red, and round again, all day long.' },
  ],
  engaging: [
    { question: 'What do you do again and again every day?', context: 'Brushing teeth is a little loop!' },
    { question: 'How many times would you repeat "move and turn" to draw a triangle?', context: 'Count the corners.' },
  ],
  quiz: [
    {
      question: 'What does a loop do in code?', right: 'Repeats steps again and again', wrong: ['Deletes all the steps', 'Makes the computer sleep'],
      skill: 'vocabulary', support: ['a loop means do it again', 'tell a computer to repeat steps', 'a loop repeats a block of code', 'loops repeat a block of code'],
    },
    {
      question: 'How many times do you "walk and turn" to make a square?', right: '4', wrong: ['3', '2'],
      skill: 'recall', bands: ['3-5', '6-8'], support: ['a loop of 4', 'repeat 4 times'],
    },
    {
      question: 'What is an infinite loop?', right: 'A loop that never stops', wrong: ['A loop that runs once', 'A loop with no steps'],
      skill: 'vocabulary', bands: ['9-12', '13+'], support: ['an infinite loop', 'runs forever by mistake'],
    },
  ],
  sources: [CODE_ORG_GLOSSARY, PROGRAM_SOURCE, {
    claim: 'Worked examples of loops (the same ideas as the glossary, checked): a square is repeat 4 (move 100, turn 90 degrees); a hexagon is repeat 6 with turns of 60 degrees; a triangle repeats 3 times; the turns of a closed shape add up to 360 degrees; a loop of 8 inside a loop of 8 runs 64 times, once for each square of a chessboard; a counted loop can run 10 times or from 1 to 10, or draw 100 stars; clap 4 times; jump 3 times.',
    title: 'Code.org: Computer Science Fundamentals glossary (worked examples of loops)',
    url: 'https://code.org/curriculum/docs/k-5/glossary',
    read: READ,
    authority: 'reference',
  }],
  related: ['what-is-coding', 'if-then-coding', 'patterns'],
  links: [SITES.scratch, SITES.codeOrg],
};

const ifThen: KidEntry = {
  id: 'if-then-coding',
  module: 'Coding Basics',
  question: 'What does "if... then" mean in coding?',
  title: 'What Does "If… Then" Mean in Coding?',
  blurb: 'Conditionals: how programs make choices.',
  triggers: [['if', 'then'], ['if', 'then', 'else'], ['if', 'else'], ['conditional'], ['conditionals'], ['if', 'statement'], ['if', 'statements'], ['condition', 'code'], ['condition', 'coding'], ['boolean']],
  quickAnswer: {
    '3-5': '"If... then" is a rule. If it is raining, then take an umbrella! Computers follow rules like this too. If you press the button, then the car jumps.',
    '6-8': '"If... then" is how a computer makes a choice. The computer checks something: is it true? If it is true, then it does the action. If it is not true, it skips it. "If the cat touches the fish, then say yum!" You can add "else" for the other choice: "If it is day, show the sun, else show the moon."',
    '9-12': 'An "if... then" statement is called a conditional. It checks a condition, a question with a true or false answer, and runs some code only when it is true. "If score > 10 then show You win!" An "else" part runs when the condition is false. Conditions can be joined with "and", "or" and "not": "if it is Saturday and it is sunny, then go to the park". Conditionals let programs react: to key presses, to scores, to what a sensor detects.',
    '13+': 'Conditionals, or selection, are one of the three building blocks of structured programs, with sequence and iteration. An if statement evaluates a Boolean expression, which is either true or false, and chooses which block of code runs. If-else chains and switch statements handle several cases. Conditions combine with logical operators (and, or, not), whose truth tables are the basis of digital logic. Together with loops and variables, conditionals are enough to express any algorithm a computer can carry out.',
  },
  takeaways: {
    little: ['"If... then" is a rule.', 'If it is raining, then take an umbrella.', 'Computers follow if-then rules.'],
    young: ['"If... then" is how a computer makes a choice.', 'The computer checks if something is true.', '"Else" is for the other choice.'],
    older: ['An if statement is called a conditional.', 'A condition is true or false.', 'Conditionals let programs react and decide.'],
  },
  sections: [
    {
      title: 'Rules in Real Life',
      little: 'If you are cold, then put on a coat. If you are hungry, then have a snack. Those are if-then rules!',
      young: 'We use if-then rules all day. If the light is red, then stop. If it is bedtime, then brush your teeth. Each rule has a check and an action.',
      older: 'An if-then rule has two parts: a condition ("the light is red") and an action ("stop"). The action only happens when the condition is true. Traffic rules, game rules and recipes are full of them.',
      funFact: { title: 'Everyday logic', text: 'You make lots of if-then choices every day without noticing.' },
    },
    {
      title: 'Computers Check, Then Choose',
      little: 'In a game: if you press jump, then the bunny jumps! If not, the bunny stays.',
      young: 'In Scratch, an "if" block has a space for a question, like "touching the wall?" If the answer is yes, the blocks inside run. If no, they are skipped.',
      older: 'A program can only check conditions that have a true or false answer: "Is the score bigger than 10?" "Is the space key pressed?" Games check many conditions again and again inside a forever loop.',
      funFact: { title: 'Yes or no', text: 'Computers deal with conditions as true or false, a bit like a light switch that is on or off.' },
    },
    {
      title: 'Else, And, Or',
      young: 'Else means "otherwise". If it is sunny, then play outside, else read a book. One of the two always happens.',
      older: '"Else" gives the other path. "And" needs both parts true; "or" needs at least one. "If you have a ticket and you are tall enough, then ride" is false if either part is false.',
      funFact: { title: 'Logic gates', text: 'Inside a chip, tiny circuits called logic gates work out "and", "or" and "not" billions of times a second.' },
    },
  ],
  deeper: {
    title: 'Selection, Boolean Logic and Logic Gates',
    content: 'Structured programming builds programs from sequence, selection and iteration. Selection is done with if, if-else, else-if chains and switch statements. The conditions are Boolean expressions, named after the logician George Boole, who described an algebra of true and false in the 1800s. Logical operators combine them: and is true only if both parts are true, or is true if at least one is, and not flips a value. In hardware, logic gates built from transistors carry out the same operations on electrical signals. Careful conditions matter: a single wrong symbol, like > instead of >=, is a common bug.',
    funFact: { title: 'Boole\'s algebra', text: 'George Boole worked out an algebra of true and false long before computers existed.' },
  },
  glossary: [
    { term: 'Condition', say: 'kun-DISH-un', definition: 'A question with a true or false answer.' },
    { term: 'Conditional', say: 'kun-DISH-un-ul', definition: 'Code that only runs when a condition is true.' },
    { term: 'Else', say: 'ELSS', definition: 'Means "otherwise": what happens when the condition is false.' },
    { term: 'True', say: 'TROO', definition: 'Yes, it is so.' },
    { term: 'False', say: 'FAWLSS', definition: 'No, it is not so.' },
  ],
  tryIt: [
    {
      title: 'If-Then Simon Says',
      description: 'Play a game with if-then rules.',
      steps: [
        'A grown-up says a rule: "If I clap, then you jump."',
        'The grown-up claps. You jump!',
        'The grown-up waves. No clap, so you stay still!',
        'Now you make up a rule for the grown-up.',
      ],
      note: 'Add an else rule: "If I clap, jump, else sit down."',
      bands: ['3-5', '6-8'],
    },
    {
      title: 'Choose-Your-Path Program',
      description: 'Write and test conditionals.',
      steps: [
        'On paper, write a rule with if, then and else, like "if the weather is rainy then wear boots else wear trainers".',
        'Add a rule with "and", and one with "or".',
        'Test each rule with different weather: which path does it take?',
        'Build one in Scratch: if the sprite is touching the edge, then turn around.',
      ],
      note: 'Try every possibility: that is how programmers find bugs in conditions.',
      bands: ['6-8', '9-12', '13+'],
    },
  ],
  analogies: [
    { title: 'A fork in the path', content: 'An if-then is like a fork in a path: the condition is the signpost that tells the program which way to go.' },
  ],
  realWorld: [
    { title: 'Automatic doors', content: 'An automatic door follows a simple rule: if someone is near, then open.' },
  ],
  engaging: [
    { question: 'What if-then rules do you follow at home?', context: 'If it is dinner time, then…' },
    { question: 'What rule would make a game character jump?', context: 'If the player presses…' },
  ],
  quiz: [
    {
      question: 'What does an "if... then" rule do?', right: 'Acts only when something is true', wrong: ['Does every action twice', 'Stops the whole program forever'],
      skill: 'vocabulary', support: ['if it is true, then it does the action', 'runs some code only when it is true', '"if... then" is a rule', 'the action only happens when the condition is true'],
    },
    {
      question: 'If it is raining, then take an umbrella. It is raining. What do you do?', right: 'Take an umbrella', wrong: ['Leave the umbrella at home', 'Wear a sun hat'],
      skill: 'inference', bands: ['3-5', '6-8'], support: ['if it is raining, then take an umbrella', 'if it is true, then it does the action'],
    },
    {
      question: 'What does "else" mean in code?', right: 'What happens when the condition is false', wrong: ['Repeat the code forever', 'The condition is always true'],
      skill: 'vocabulary', bands: ['9-12', '13+'], support: ['an "else" part runs when the condition is false', 'what happens when the condition is false'],
    },
  ],
  sources: [CODE_ORG_GLOSSARY, PROGRAM_SOURCE, {
    claim: 'Boolean algebra, developed by the English mathematician George Boole in the mid-1800s, deals with the values true and false and the operations and, or and not; it underlies the logic gates of digital circuits, which modern chips perform billions of times a second. Worked example: if score > 10, show "You win!".',
    title: 'Britannica: Boolean algebra',
    url: 'https://www.britannica.com/science/Boolean-algebra',
    read: READ,
    authority: 'reference',
  }],
  related: ['what-is-coding', 'loops-in-coding', 'algorithm'],
  links: [SITES.scratch, SITES.codeOrg],
};

const secretCodes: KidEntry = {
  id: 'secret-codes',
  module: 'Problem Solving',
  question: 'How do secret codes work?',
  title: 'How Do Secret Codes Work?',
  blurb: 'Ciphers and keys: hiding messages so only friends can read them.',
  triggers: [['secret', 'code'], ['secret', 'codes'], ['secret', 'message'], ['secret', 'messages'], ['cipher'], ['ciphers'], ['code', 'breaker*'], ['codebreak*'], ['break', 'code'], ['crack', 'code'], ['decode'], ['encode'], ['decipher'], ['encrypt*'], ['cryptograph*'], ['caesar']],
  quickAnswer: {
    '3-5': 'A secret code hides a message. You and a friend agree on a trick. Like: A is 1, B is 2, C is 3. Then "HI" is 8, 9! Only your friend knows the trick. So only your friend can read it.',
    '6-8': 'A secret code changes a message so others can\'t read it. You and your friend share the secret rule, called the key. A simple code swaps each letter for another one. Shift each letter 3 along the alphabet: A becomes D, B becomes E, C becomes F. So CAT becomes FDW! Your friend shifts back 3 to read it.',
    '9-12': 'A cipher is a rule for scrambling a message, and the key is the secret that unlocks it. In a Caesar cipher, each letter shifts the same number of places: with a shift of 3, HELLO becomes KHOOR. These simple ciphers are easy to break. Some letters, like E, are far more common in English. So the most common letter in a secret message is probably E. Code-breakers use patterns like that. Modern codes use maths that computers find too hard to undo without the key.',
    '13+': 'Cryptography protects messages by turning plain text into cipher text with an algorithm and a key. Substitution ciphers, like the Caesar shift, fall to frequency analysis, because letter patterns survive the swap. Stronger historical machines, like the German Enigma of World War II, were still broken by Allied code-breakers. Today, public-key cryptography lets strangers communicate securely. Anyone can lock a message with a public key, but only the private key can unlock it. Its security rests on maths problems, such as factoring huge numbers, that are easy one way and very hard to reverse.',
  },
  takeaways: {
    little: ['A secret code hides a message.', 'You and a friend share the trick.', 'Only your friend can read it.'],
    young: ['A secret code changes a message.', 'The secret rule is called the key.', 'Shift each letter to make a code.'],
    older: ['A cipher scrambles a message; the key unlocks it.', 'Simple ciphers can be broken with letter patterns.', 'Modern codes use hard maths problems.'],
  },
  sections: [
    {
      title: 'Letters to Numbers',
      little: 'A is 1. B is 2. C is 3. Write your name in numbers! Can a friend read it back?',
      young: 'One easy code swaps letters for numbers: A = 1, B = 2, C = 3, all the way to Z = 26. "HI" becomes 8, 9. Share the rule with a friend, and send secret notes!',
      older: 'A letter-number code, A = 1 to Z = 26, is a simple substitution: every letter is swapped for a symbol. Any substitution hides the message from a quick look, but not from a patient code-breaker.',
      funFact: { title: '26 letters', text: 'The English alphabet has 26 letters, so a letter-number code uses the numbers 1 to 26.' },
    },
    {
      title: 'The Shift Code',
      little: 'Move each letter one step. A turns into B. B turns into C. Now it looks silly, but your friend knows the trick!',
      young: 'Shift each letter 3 steps along the alphabet: A → D, B → E, C → F. CAT becomes FDW. To read it, shift back 3. The number 3 is your key.',
      older: 'The Caesar cipher shifts every letter by the same amount. It is named after Julius Caesar, who is said to have used a shift of 3. With a shift of 3, HELLO becomes KHOOR. There are only 25 useful shifts, so trying them all breaks it quickly.',
      funFact: { title: 'An ancient code', text: 'The shift code is named after Julius Caesar, who used it more than 2,000 years ago.' },
    },
    {
      title: 'Breaking and Making Codes',
      young: 'Code-breakers look for clues. In English, E is the most used letter. So the letter that shows up most in a secret note is probably E!',
      older: 'Frequency analysis breaks substitution codes: count the symbols, match the most common to E, T and A, then guess short words. Modern encryption, like the padlock in a web browser, uses keys so long that guessing would take far longer than a lifetime.',
      funFact: { title: 'The browser padlock', text: 'The little padlock next to a web address means your connection is scrambled with a secret code.' },
    },
  ],
  deeper: {
    title: 'Ciphers, Frequency Analysis and Public Keys',
    content: 'A cipher replaces or rearranges the letters of plain text according to a key. Monoalphabetic substitution ciphers keep each letter\'s frequency, so frequency analysis breaks them. Polyalphabetic ciphers, which change the substitution as they go, resisted analysis for much longer. In World War II, the German Enigma machine was broken by Polish and then British code-breakers, which helped the Allied side. Modern symmetric ciphers use one shared secret key. Public-key systems solve the problem of sharing that key: a public key encrypts and only a matching private key decrypts. Their security rests on problems, such as factoring the product of two huge primes, that are easy to set up and extremely hard to undo.',
    funFact: { title: 'Codes and primes', text: 'Huge prime numbers help protect the messages sent across the internet.' },
  },
  glossary: [
    { term: 'Code', say: 'KOHD', definition: 'A way of changing a message so it is hidden.' },
    { term: 'Cipher', say: 'SY-fer', definition: 'A rule for scrambling the letters of a message.' },
    { term: 'Key', say: 'KEE', definition: 'The secret that tells you how to read a coded message.' },
    { term: 'Decode', say: 'dee-KOHD', definition: 'To turn a secret message back into words you can read.' },
  ],
  tryIt: [
    {
      title: 'Picture Code',
      description: 'Make a secret picture code with a grown-up.',
      steps: [
        'Pick a secret picture for "yes", like a star, and one for "no", like a moon.',
        'A grown-up asks a question: "Do you want to play?"',
        'You draw your answer in code.',
        'Only people who know the code can read it!',
      ],
      note: 'Secret codes are for fun. Never keep a secret that makes you feel unsafe: tell a grown-up.',
      bands: ['3-5', '6-8'],
    },
    {
      title: 'Shift Wheel',
      description: 'Make a cipher wheel and send a coded note.',
      steps: [
        'Draw two circles, one smaller, and write A to Z around each edge.',
        'Pin them together in the middle so the inner one turns.',
        'Turn the inner wheel 3 letters and code a short message.',
        'Give a friend the key. Can they decode it? Can another friend break it without the key?',
      ],
      note: 'Ask a grown-up to help with scissors and the pin.',
      bands: ['6-8', '9-12', '13+'],
    },
  ],
  analogies: [
    { title: 'A lock and key', content: 'A cipher is like a lock, and the key really is a key: without it, the box stays shut.' },
  ],
  realWorld: [
    { title: 'Online shopping', content: 'Secret codes protect card numbers and passwords when people shop or log in online.' },
  ],
  engaging: [
    { question: 'What secret message would you send a friend?', context: 'Try writing it in a shift code.' },
    { question: 'How could you guess a code without the key?', context: 'Look for letters that show up a lot.' },
  ],
  quiz: [
    {
      question: 'What does a secret code do?', right: 'Hides a message from others', wrong: ['Makes a message louder', 'Deletes the message'],
      skill: 'vocabulary', support: ['a secret code hides a message', 'changes a message so others can\'t read it', 'a cipher scrambles a message'],
    },
    {
      question: 'Why can your friend read your secret code?', right: 'They know the secret trick', wrong: ['They guess every time', 'Codes are easy for everyone'],
      skill: 'cause-effect', bands: ['3-5', '6-8'], support: ['only your friend knows the trick', 'you and your friend share the secret rule'],
    },
    {
      question: 'Which letter is used most in English?', right: 'E', wrong: ['Z', 'Q'],
      skill: 'recall', bands: ['9-12', '13+'], support: ['like e, are far more common', 'e is the most used letter', 'match the most common to e'],
    },
  ],
  sources: [{
    claim: 'Cryptology: a cipher transforms plaintext into ciphertext using a key. In the Caesar cipher, named after Julius Caesar, who used a shift of 3 more than 2,000 years ago, each letter is replaced by the letter a fixed number of places later, so there are only 25 useful shifts (with a shift of 3, A→D, B→E, C→F, CAT→FDW and HELLO→KHOOR). Monoalphabetic substitution ciphers are broken by frequency analysis, since E, T and A are the most common letters in English. The German Enigma machine of World War II was broken by Polish and British (Allied) cryptanalysts. Public-key cryptography uses a public key to encrypt and a private key to decrypt, and its security rests on problems like factoring the product of two huge primes; it protects web connections shown with a padlock in the browser. The English alphabet has 26 letters, so A = 1, B = 2, C = 3 to Z = 26 and HI = 8, 9.',
    title: 'Britannica: cryptology',
    url: 'https://www.britannica.com/topic/cryptology',
    read: READ,
    authority: 'reference',
  }],
  simplifications: ['For 3-8, a "secret code" and a cipher are the same thing; 9+ uses the word cipher and key.'],
  related: ['prime-numbers', 'algorithm', 'puzzles'],
  links: [britannica('cryptology'), SITES.codeOrg],
};

export const numbersAndLogicEntries: KidEntry[] = [
  adding, takingAway, dividing, numberLine, negativeNumbers, primeNumbers, percent, shapes, measuring,
  codeBug, loops, ifThen, secretCodes,
];
