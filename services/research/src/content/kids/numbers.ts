import { britannica, SITES } from '../links';
import type { KidEntry } from '../types';

// Math Adventures: zero, odd and even numbers, telling the time, infinity, and why we count in tens.

const READ = '2026-11-23';

const zero: KidEntry = {
  id: 'what-is-zero',
  module: 'Math Adventures',
  question: 'What is zero?',
  title: 'What Is Zero?',
  blurb: 'The number for "none", and how it helps us write big numbers.',
  triggers: [['zero'], ['nought'], ['number', 'nothing'], ['nothing', 'number']],
  quickAnswer: {
    '3-5': 'Zero means none at all. You had three crackers. You ate them all. Now you have zero! We write zero like a round egg: 0.',
    '6-8': 'Zero is the number for "none". If a plate has no cookies on it, it has zero cookies. Zero also helps us write numbers. The 0 in 10 shows there are no extra ones, just one ten. Add zero to a number, and the number stays the same.',
    '9-12': 'Zero stands for "none", but it is also a real number with its own rules. Adding or taking away zero leaves a number unchanged. Multiplying by zero always gives zero. In our place-value system, zero holds an empty place: it is why 105 and 15 are different. People in India were treating zero as a number, with rules for adding and taking away, by the 600s.',
    '13+': 'Zero is the additive identity: a + 0 = a for every number a, and a × 0 = 0. As a placeholder it makes positional notation work, so 105 and 15 differ. Division by zero is undefined, because no number times 0 gives, say, 5. A placeholder sign for an empty place appeared in Babylonian writing, and the Maya had a zero too. The Indian mathematician Brahmagupta gave rules for calculating with zero in 628.',
  },
  takeaways: {
    little: ['Zero means none.', 'We write zero as 0.', 'Zero is a number, too!'],
    young: ['Zero means none.', 'Zero helps us write numbers like 10 and 20.', 'Adding zero does not change a number.'],
    older: ['Zero is a number as well as a placeholder.', 'Adding zero changes nothing; multiplying by zero gives zero.', 'Dividing by zero has no answer.'],
  },
  sections: [
    {
      title: 'Zero Means None',
      little: 'Look in an empty box. How many toys? None! None is zero. An empty plate has zero cakes.',
      young: 'Count the birds on a branch: three. They all fly away. Now there are zero birds. Zero is how we count "none".',
      older: 'Zero answers "how many?" when the answer is none: zero goals, zero pets, zero degrees. On a number line, zero sits between the positive and the negative numbers. It is neither positive nor negative.',
      funFact: { title: 'Counting down', text: 'Rocket launches count down to zero: three, two, one, zero, lift-off!' },
    },
    {
      title: 'Zero Holds a Place',
      little: 'Zero is in lots of numbers. It is in 10. It is in 20. Can you find a zero on a door or a bus?',
      young: 'Zero helps write big numbers. In 10, the 1 means one ten. The 0 means no extra ones. Without zero, 10 would look just like 1!',
      older: 'In our system, where a digit sits tells its value. In 305, the 0 shows there are no tens. Take the zero away and 305 becomes 35, a very different number. So zero is the placeholder that makes place value work.',
      funFact: { title: 'Hidden zeros', text: 'A hundred has two zeros, and a thousand has three.' },
    },
    {
      title: 'Adding, Multiplying and Dividing by Zero',
      young: 'Add zero to five and you still have five. Take zero away from five and you still have five. Zero is a very calm number!',
      older: 'Zero follows rules. Any number plus zero is that number. Any number times zero is zero: three empty bags hold nothing. But you cannot divide by zero. No number times zero makes five, so "five divided by zero" has no answer.',
      funFact: { title: 'Calculator puzzle', text: 'Ask a calculator to divide by zero and it shows an error, because there is no answer.' },
    },
    {
      title: 'Where Zero Came From',
      young: 'Long ago, people wrote numbers with no zero at all. Over time, people in some places made a sign for an empty place. Later, zero became a real number that you can add and take away.',
      older: 'For a long time, people wrote numbers without a zero. In Babylon, scribes later used a sign to mark an empty place. The Maya of Central America had a zero too. Mathematicians in India made zero a number you can calculate with. From India, the idea spread through the Arab world to Europe.',
      funFact: { title: 'A word that travelled', text: 'The English word "zero" comes, through Italian, from the Arabic word "sifr", meaning empty.' },
    },
  ],
  deeper: {
    title: 'The Additive Identity and Why Division by Zero Is Undefined',
    content: 'In arithmetic, 0 is the additive identity: a + 0 = a. It is also absorbing for multiplication: a × 0 = 0. Division is defined as the inverse of multiplication: a ÷ b = c means c × b = a. For b = 0 and a not zero, no c works. For 0 ÷ 0, every c works, so no single answer exists. That is why division by zero is left undefined. Brahmagupta\'s rules of 628 covered sums and products with zero, though his rule for dividing zero by zero is not accepted today.',
    funFact: { title: 'Is zero even?', text: 'Yes: zero is an even number, because it divides by 2 with nothing left over.' },
  },
  glossary: [
    { term: 'Zero', say: 'ZEER-oh', definition: 'The number that means none. We write it 0.' },
    { term: 'None', say: 'NUN', definition: 'Not any at all.' },
    { term: 'Digit', say: 'DIJ-it', definition: 'One of the signs 0 to 9 that we use to write numbers.' },
    { term: 'Place value', say: 'PLAYSS VAL-yoo', definition: 'The value a digit has because of where it sits in a number.' },
    { term: 'Placeholder', say: 'PLAYSS-hohl-der', definition: 'A zero that keeps an empty place in a number, as in 105.' },
  ],
  tryIt: [{
    title: 'The Empty Plate Game',
    description: 'Count down to zero with toys.',
    steps: [
      'Put three toys on a plate.',
      'Take one away. Count what is left.',
      'Take another away. Count again.',
      'Take the last one away. How many now? Zero!',
    ],
    note: 'Try it with blocks, cars or spoons. Say "zero" with a big smile.',
    bands: ['3-5'],
  }, {
    title: 'Zero Detective',
    description: 'Find out what zero does inside numbers.',
    steps: [
      'Write 5, 50 and 500 on paper.',
      'Say each number out loud. What changes when you add a zero at the end?',
      'Now write 105 and 15. Cover the zero in 105 with your finger. What number is left?',
      'Find zeros around you: on clocks, prices, house numbers and buses.',
    ],
    note: 'Older kids: try 7 + 0, 7 × 0 and 0 × 100. What do you notice?',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'An empty chair', content: 'Zero in a number is like an empty chair at a table: nobody sits there, but the chair keeps the place.' },
  ],
  realWorld: [
    { title: 'Scores and prices', content: 'A game can end with a score of zero, and prices like 10 and 20 need their zeros.' },
    { title: 'Thermometers', content: 'Many thermometers have a zero in the middle, with numbers above and below it.' },
  ],
  engaging: [
    { question: 'What would numbers look like with no zero?', context: 'Try to write ten, or a hundred, without using 0.' },
    { question: 'Can you have zero of something you can see?', context: 'Think about an empty box or a blank page.' },
  ],
  quiz: [
    {
      question: 'What does zero mean?', right: 'None at all', wrong: ['Just one', 'A lot of things'],
      skill: 'vocabulary', support: ['Zero means none', 'zero is how we count "none"', 'The number for "none"', 'Zero stands for "none"', 'the number that means none'],
    },
    {
      question: 'What is five plus zero?', right: 'Five', wrong: ['Zero', 'Fifty'],
      skill: 'recall', bands: ['6-8', '9-12', '13+'], support: ['Add zero to five and you still have five', 'Any number plus zero is that number', 'a + 0 = a'],
    },
    {
      question: 'Three children eat all the apples. How many apples are left?', right: 'Zero apples', wrong: ['Three apples', 'One apple'],
      skill: 'inference', bands: ['3-5'], support: ['You ate them all. Now you have zero', 'None is zero'],
    },
    {
      question: 'Why is the 0 in 305 important?', right: 'It shows there are no tens', wrong: ['It makes the number smaller', 'It is there just for decoration'],
      skill: 'cause-effect', bands: ['9-12', '13+'], support: ['the 0 shows there are no tens', 'zero holds an empty place', 'As a placeholder it makes positional notation work'],
    },
  ],
  sources: [
    {
      claim: 'Zero is the number for none and the additive identity (a + 0 = a); multiplying any number by zero gives zero, and division by zero is undefined. In positional (place-value) notation zero marks an empty place, as in 105 versus 15 or 305 versus 35. Babylonian scribes later used a placeholder sign for an empty place; the Maya of Central America independently used a zero; mathematicians in India treated zero as a number, and the Indian mathematician Brahmagupta gave rules for arithmetic with zero in 628 (by the 600s), including a rule for 0 ÷ 0 not accepted today. The idea spread from India through the Arab world to Europe. Zero is even: it divides by 2 with no remainder. Zero appears in numbers like 10 and 20; a hundred (100) has two zeros and a thousand (1,000) has three; the digits run from 0 to 9.',
      title: 'Britannica: zero (mathematics)',
      url: 'https://www.britannica.com/science/zero-mathematics',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'The English word "zero" comes from Italian zero, from Medieval Latin zephirum, from Arabic sifr, meaning empty.',
      title: 'Merriam-Webster Dictionary: zero (etymology)',
      url: 'https://www.merriam-webster.com/dictionary/zero',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: ['For 3-5, zero is only "none"; its role as a placeholder starts at 6-8.'],
  related: ['place-value', 'odd-even-numbers', 'infinity'],
  links: [britannica('zero'), SITES.natGeoKids],
};

const oddEven: KidEntry = {
  id: 'odd-even-numbers',
  module: 'Math Adventures',
  question: 'What are odd and even numbers?',
  title: 'What Are Odd and Even Numbers?',
  blurb: 'Numbers that make pairs, and numbers with one left over.',
  triggers: [['odd'], ['even', 'number'], ['odd', 'even'], ['even', 'odd']],
  quickAnswer: {
    '3-5': 'Make pairs with your toys. Do they all have a buddy? Then you have an even number. Is one toy left alone? Then it is an odd number.',
    '6-8': 'An even number can be split into pairs, with none left over. Four socks make two pairs, so four is even. An odd number always has one left over. Five socks make two pairs and one lonely sock, so five is odd. Even numbers end in 0, 2, 4, 6 or 8.',
    '9-12': 'An even number can be divided by 2 with nothing left over. An odd number leaves a remainder of 1. You only need the last digit to tell: numbers ending in 0, 2, 4, 6 or 8 are even, and numbers ending in 1, 3, 5, 7 or 9 are odd. So 358 is even and 1,001 is odd. Odd and even numbers take turns on the number line.',
    '13+': 'A whole number n is even when n = 2k for some whole number k, and odd when n = 2k + 1. Zero is even. The last digit decides it, because 10 is even, so every full ten is even. Parity follows rules: even + even and odd + odd are even, while even + odd is odd. A product is odd only when both factors are odd. For example, odd + odd is even, because (2a + 1) + (2b + 1) = 2(a + b + 1).',
  },
  takeaways: {
    little: ['Even numbers make pairs.', 'Odd numbers have one left over.', 'Two, four and six are even.'],
    young: ['Even numbers split into pairs.', 'Odd numbers have one left over.', 'Even numbers end in 0, 2, 4, 6 or 8.'],
    older: ['Even numbers divide by 2 exactly; odd numbers leave 1 over.', 'The last digit tells you if a number is odd or even.', 'Odd and even numbers take turns on the number line.'],
  },
  sections: [
    {
      title: 'Pairs and Buddies',
      little: 'Hold hands with a friend. Now you are a pair! Six kids make three pairs. Nobody is left out. Six is even.',
      young: 'Line up your toys two by two. If every toy has a partner, the number is even. If one toy has no partner, the number is odd.',
      older: 'Pairing up is the heart of it. Any even number of things can be split into two equal groups. An odd number always leaves one extra. So you can share an even number of sweets fairly between two people, but not an odd number.',
      funFact: { title: 'Sock drawer maths', text: 'Socks come in pairs, so a full sock drawer should hold an even number of socks.' },
    },
    {
      title: 'Taking Turns',
      little: 'Count and clap: one, two, three, four. Soft, loud, soft, loud! The loud claps are the even numbers.',
      young: 'Count up: 1, 2, 3, 4, 5, 6. Odd, even, odd, even! The numbers take turns, all the way up.',
      older: 'On the number line, odd and even numbers take turns forever. Add 1 to an even number and you get an odd one. Add 1 again and you are back to even. This is why every second house on a street often has an even number.',
      funFact: { title: 'Two sides of the street', text: 'In many towns, the houses on one side of a street have odd numbers and the other side has even numbers.' },
    },
    {
      title: 'The Last Digit Trick',
      young: 'Look at the last digit. If it is 0, 2, 4, 6 or 8, the number is even. So 10 is even and 13 is odd.',
      older: 'To test a big number, look only at its last digit. Every ten is even, so the tens, hundreds and thousands never change the answer. 4,562 ends in 2, so it is even. 77 ends in 7, so it is odd.',
      funFact: { title: 'Zero is even', text: 'Zero is an even number: it splits into two groups of zero with nothing left over.' },
    },
  ],
  deeper: {
    title: 'Parity and Its Rules',
    content: 'Whether a number is odd or even is called its parity. Every integer is 2k or 2k + 1 for some integer k. From that, the rules follow: (2a) + (2b) = 2(a + b) is even, and (2a + 1) + (2b + 1) = 2(a + b + 1) is even too. But (2a) + (2b + 1) is odd. For products, (2a + 1)(2b + 1) = 2(2ab + a + b) + 1 is odd. Any product with an even factor is even. Parity arguments solve many puzzles. For example, dominoes cannot cover a chessboard with two opposite corners removed.',
    funFact: { title: 'The domino puzzle', text: 'Each domino covers one black and one white square, but the two removed corners are the same colour. So the puzzle can never be solved.' },
  },
  glossary: [
    { term: 'Even', say: 'EE-vun', definition: 'A number that splits into pairs with none left over.' },
    { term: 'Odd', say: 'OD', definition: 'A number that has one left over when you make pairs.' },
    { term: 'Pair', say: 'PAIR', definition: 'Two things that go together.' },
    { term: 'Remainder', say: 'ree-MAYN-der', definition: 'What is left over after sharing or dividing.' },
    { term: 'Parity', say: 'PAIR-ih-tee', definition: 'Whether a number is odd or even.' },
  ],
  tryIt: [{
    title: 'Sock Buddies',
    description: 'Find out if a number is odd or even by making pairs.',
    steps: [
      'Get some socks or blocks with a grown-up.',
      'Count them.',
      'Put them in pairs, two by two.',
      'Does every one have a buddy? Even! Is one left alone? Odd!',
    ],
    note: 'Try it again with a different number of things.',
    bands: ['3-5'],
  }, {
    title: 'Odd and Even Hunt',
    description: 'Sort the numbers around you.',
    steps: [
      'Draw two columns on paper: ODD and EVEN.',
      'Find numbers at home: on clocks, books, the calendar or cans.',
      'Look at each last digit and write the number in the right column.',
      'Check one with pairs of coins or beans. Did the last digit trick work?',
    ],
    note: 'Challenge: add two odd numbers. Is the answer odd or even? Try a few.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'Dance partners', content: 'An even number is a dance where everyone has a partner. An odd number leaves one dancer waiting.' },
  ],
  realWorld: [
    { title: 'House numbers', content: 'Many streets put odd house numbers on one side and even numbers on the other.' },
    { title: 'Fair sharing', content: 'An even number of sweets can be shared fairly between two friends; an odd number leaves one over.' },
  ],
  engaging: [
    { question: 'Is the number of your fingers odd or even?', context: 'Pair them up, one from each hand.' },
    { question: 'What happens when you add two odd numbers?', context: 'Try three plus five, then seven plus one.' },
  ],
  quiz: [
    {
      question: 'Five socks: one has no buddy. Is five odd or even?', right: 'Odd', wrong: ['Even', 'Both odd and even'],
      skill: 'inference', support: ['Is one toy left alone? Then it is an odd number', 'An odd number always leaves one extra', 'An odd number always has one left over', 'Odd numbers have one left over', 'An odd number leaves a remainder of 1'],
    },
    {
      question: 'What do even numbers make?', right: 'Pairs with none left over', wrong: ['Pairs with one left over', 'Only groups of three'],
      skill: 'recall', support: ['Even numbers make pairs', 'Even numbers split into pairs', 'can be split into pairs, with none left over', 'can be divided by 2 with nothing left over', 'can be split into two equal groups'],
    },
    {
      question: 'Is 358 odd or even?', right: 'Even, because it ends in 8', wrong: ['Odd, because it has a 3', 'Odd, because it is so big'],
      skill: 'inference', bands: ['6-8', '9-12', '13+'], support: ['Even numbers end in 0, 2, 4, 6 or 8', 'So 358 is even', 'look only at its last digit'],
    },
  ],
  sources: [
    {
      claim: 'Even: (of a number) exactly divisible by two, such as 0, 2, 4, 6 and 8 and any number ending in one of them.',
      title: 'Merriam-Webster Dictionary: even (adjective: "exactly divisible by two")',
      url: 'https://www.merriam-webster.com/dictionary/even',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Odd: (of an integer) not divisible by two without leaving a remainder of 1, such as 1, 3, 5, 7 and 9; in base ten a whole number is odd or even according to its last digit (358 and 4,562 are even; 13, 77 and 1,001 are odd), since 10 is even.',
      title: 'Merriam-Webster Dictionary: odd (adjective: "not divisible by two without leaving a remainder")',
      url: 'https://www.merriam-webster.com/dictionary/odd',
      read: READ,
      authority: 'reference',
    },
  ],
  related: ['what-is-zero', 'multiplication', 'patterns'],
  links: [britannica('even number'), SITES.natGeoKids],
};

const tellTime: KidEntry = {
  id: 'tell-time',
  module: 'Math Adventures',
  question: 'How do you tell time on a clock?',
  title: 'How Do You Tell Time on a Clock?',
  blurb: 'The short hand, the long hand, and what they say.',
  triggers: [['tell', 'time'], ['telling', 'time'], ['read', 'clock'], ['clock', 'hand'], ['clock', 'face'], ["o'clock"], ['oclock'], ['half', 'past'], ['quarter', 'past'], ['quarter', 'to'], ['analog', 'clock'], ['what', 'time', 'it', 'is'], ['hour', 'hand'], ['minute', 'hand']],
  quickAnswer: {
    '3-5': 'A clock has two hands. The short hand shows the hour. The long hand shows the minutes. When the long hand points up to the top, it is something o\'clock!',
    '6-8': 'A clock face has the numbers one to twelve in a circle. The short hand points to the hour. The long hand points to the minutes. When the long hand is at the top, on the twelve, it is exactly o\'clock. When it is at the bottom, on the six, it is half past. Each number on the long hand\'s trip means five more minutes.',
    '9-12': 'On an analog clock, the short hour hand goes round once every twelve hours. The long minute hand goes round once an hour, and an hour has sixty minutes. Each number marks five minutes for the minute hand, so count by fives. If the hour hand is just past the three and the minute hand points at the four, it is twenty past three, or 3:20. A day has twenty-four hours, so the hour hand goes round twice.',
    '13+': 'An analog clock shows twelve hours on its dial, so each hour mark is 30 degrees apart. The minute hand turns 6 degrees per minute, and the hour hand moves slowly too: half way between two numbers at half past. Digital clocks show the same time as numbers, in 12-hour time with a.m. and p.m. or in 24-hour time, where 3:20 p.m. is 15:20. Our sixty minutes and sixty seconds come from the ancient Babylonians, who counted in sixties.',
  },
  takeaways: {
    little: ['The short hand shows the hour.', 'The long hand shows the minutes.', 'Long hand at the top means o\'clock.'],
    young: ['The short hand shows the hour.', 'The long hand shows the minutes.', 'Long hand on the twelve means o\'clock; on the six means half past.'],
    older: ['The hour hand goes round twice a day; the minute hand once an hour.', 'Each number is five minutes for the minute hand: count by fives.', 'Analog and digital clocks show the same time in different ways.'],
  },
  sections: [
    {
      title: 'Two Hands, Two Jobs',
      little: 'Look at a clock. It has a short hand and a long hand. The short hand is slow. The long hand is faster.',
      young: 'The short hand is the hour hand. It moves slowly from number to number. The long hand is the minute hand. It goes all the way round in one hour.',
      older: 'Start with the hour hand: find the last number it has passed. That is the hour. Then read the minute hand. It goes once around the dial every hour, sweeping past all twelve numbers.',
      funFact: { title: 'A third hand', text: 'Some clocks have a thin third hand that goes round once every minute. It counts the seconds.' },
    },
    {
      title: 'O\'clock and Half Past',
      little: 'Long hand up at the top? It is o\'clock. Now look at the short hand. On the three? It is three o\'clock!',
      young: 'When the long hand points straight up, it is o\'clock. When it points straight down, it is half past. Half past three means half an hour after three.',
      older: 'The dial splits neatly into fractions. Top is o\'clock. A quarter of the way round, at the three, is quarter past. Halfway, at the six, is half past. Three quarters round, at the nine, is quarter to the next hour.',
      funFact: { title: 'Clockwise', text: 'Clock hands always turn the same way, which is why we call that direction "clockwise".' },
    },
    {
      title: 'Counting by Fives',
      young: 'Each number on the clock means five minutes for the long hand. Count by fives as you go round: five, ten, fifteen, twenty!',
      older: 'Twelve numbers share sixty minutes, so each number is five minutes apart for the minute hand. Pointing at the four means twenty minutes past. The small marks between the numbers are single minutes.',
      funFact: { title: 'Sixty in a row', text: 'Many clocks have sixty tiny marks around the edge: one for every minute in an hour.' },
    },
  ],
  deeper: {
    title: 'Angles, Time Systems and Base Sixty',
    content: 'A full turn is 360 degrees. The minute hand makes one turn per hour, so it moves 6 degrees per minute. The hour hand makes one turn per twelve hours, so it moves 30 degrees per hour, or half a degree per minute. That is why, at 3:30, the hour hand sits halfway between the three and the four. Hours of sixty minutes and minutes of sixty seconds come from Babylonian astronomy, which used a base-sixty number system. Digital clocks may use the 24-hour system, common in schedules, where the day runs from 00:00 to 23:59.',
    funFact: { title: 'Hands that overlap', text: 'The hour and minute hands line up 11 times in every twelve hours, not 12, because the hour hand keeps moving.' },
  },
  glossary: [
    { term: 'Hour hand', say: 'OW-er hand', definition: 'The short hand on a clock. It shows the hour.' },
    { term: 'Minute hand', say: 'MIN-it hand', definition: 'The long hand on a clock. It shows the minutes.' },
    { term: 'O\'clock', say: 'oh-KLOK', definition: 'Exactly on the hour, when the long hand points to the top.' },
    { term: 'Analog clock', say: 'AN-uh-log klok', definition: 'A clock with hands that move around a dial.' },
    { term: 'Digital clock', say: 'DIJ-ih-tul klok', definition: 'A clock that shows the time as numbers, like 3:20.' },
  ],
  tryIt: [{
    title: 'Paper Plate Clock',
    description: 'Make a clock with hands you can move.',
    steps: [
      'With a grown-up, write the numbers one to twelve around a paper plate.',
      'Cut one short hand and one long hand from card. A grown-up can help with cutting.',
      'A grown-up pins the hands to the middle.',
      'Point the long hand up. Move the short hand. Say "one o\'clock, two o\'clock…"',
    ],
    note: 'Set the clock to the time for lunch or bedtime.',
    bands: ['3-5'],
  }, {
    title: 'Beat the Clock',
    description: 'Practise reading times and counting minutes.',
    steps: [
      'Make a paper plate clock, with a grown-up helping to cut and pin the hands.',
      'One person sets a time; the other reads it out loud.',
      'Count by fives to read the minutes.',
      'Check a real clock three times today and write the times down.',
    ],
    note: 'Older kids: write each time both ways, like "twenty past three" and 3:20.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A race on a track', content: 'The two hands are like runners on a round track: the long hand runs a whole lap every hour, while the short hand strolls.' },
  ],
  realWorld: [
    { title: 'Your day', content: 'Clocks tell us when school starts, when lunch is and when it is time for bed.' },
    { title: 'Timetables', content: 'Trains and buses use clock times so people know when to be at the stop.' },
  ],
  engaging: [
    { question: 'What time do you wake up?', context: 'Look at a clock tomorrow morning and check.' },
    { question: 'Why do you think clocks go round in a circle?', context: 'Think about how each day repeats.' },
  ],
  quiz: [
    {
      question: 'Which clock hand shows the hour?', right: 'The short hand', wrong: ['The long hand', 'The number twelve'],
      skill: 'recall', support: ['The short hand shows the hour', 'The short hand points to the hour', 'The short hand on a clock. It shows the hour'],
    },
    {
      question: 'The long hand points straight up. What time is it?', right: 'Something o\'clock', wrong: ['Half past something', 'Quarter past something'],
      skill: 'recall', support: ['Long hand at the top means o\'clock', 'When the long hand points straight up, it is o\'clock', 'Top is o\'clock'],
    },
    {
      question: 'How many minutes does each number stand for on the long hand?', right: 'Five minutes', wrong: ['One minute', 'Ten minutes'],
      skill: 'recall', bands: ['6-8', '9-12', '13+'], support: ['Each number on the clock means five minutes', 'Each number marks five minutes', 'each number is five minutes apart'],
    },
  ],
  sources: [
    {
      claim: 'An analog clock dial shows twelve hours: the short hour hand turns once every 12 hours and the long minute hand once an hour (60 minutes); each of the twelve numbers marks five minutes for the minute hand, and a second hand turns once a minute. A day has 24 hours; digital clocks show the time as numerals, in 12-hour time with a.m. and p.m. or 24-hour time (3:20 p.m. is 15:20; 00:00 to 23:59). The hands line up 11 times in every 12 hours.',
      title: 'Britannica: clock',
      url: 'https://www.britannica.com/technology/clock',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'The division of the hour into 60 minutes and the minute into 60 seconds comes from the Babylonians\' base-sixty (sexagesimal) system used in their astronomy; a full turn is 360 degrees, so the minute hand moves 6 degrees a minute and the hour hand 30 degrees an hour.',
      title: 'Britannica: numeral (Babylonian sexagesimal system)',
      url: 'https://www.britannica.com/science/numeral',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: ['For 3-5, only o\'clock times are taught; minutes come from 6-8 up.'],
  related: ['what-is-zero', 'fractions', 'place-value'],
  links: [britannica('clock'), SITES.natGeoKids],
};

const infinity: KidEntry = {
  id: 'infinity',
  module: 'Math Adventures',
  question: 'What is infinity?',
  title: 'What Is Infinity?',
  blurb: 'The idea of something that never, ever ends.',
  triggers: [['infinity'], ['infinite'], ['biggest', 'number'], ['largest', 'number'], ['number', 'never', 'end*'], ['number', 'go', 'on', 'forever'], ['count', 'forever'], ['last', 'number'], ['number', 'ever', 'end*'], ['number', 'stop']],
  quickAnswer: {
    '3-5': 'Infinity means it never ends. Count one, two, three. You can say one more. And one more! Numbers go on and on. No one can count to the end.',
    '6-8': 'Infinity is the idea of something that never ends. Think of the biggest number you know. Now add one. You get a bigger number! You can always add one more, so numbers never stop. Infinity is not a number you can reach by counting. We write it with a sign like a sideways eight: ∞.',
    '9-12': 'Infinity describes something without end. There is no biggest number, because any number plus one is bigger. So the counting numbers go on forever. Infinity is not a normal number: you cannot count up to it. Its sign is ∞, first used by John Wallis in 1655. And some infinities are bigger than others!',
    '13+': 'In mathematics, infinity is not a real number but a concept with precise uses. A set is infinite when it has no last element, like the natural numbers. Limits use ∞ to describe growth without bound. Georg Cantor showed that infinite sets have sizes: the whole numbers and the even numbers can be paired one-to-one, so they are the same size. But the real numbers cannot be paired with the whole numbers, so that infinity is larger.',
  },
  takeaways: {
    little: ['Infinity means it never ends.', 'You can always count one more.', 'No one can count to the end.'],
    young: ['Infinity means never-ending.', 'There is no biggest number.', 'The sign for infinity is ∞.'],
    older: ['There is no largest number: add one and it grows.', 'Infinity is an idea, not a number you reach.', 'Some infinities are bigger than others.'],
  },
  sections: [
    {
      title: 'One More, Always',
      little: 'Say a big number. A grown-up says one more. You say one more again. It never has to stop!',
      young: 'Play "one more" with a friend. Whatever number they say, you add one. Nobody can win, because there is always one more number.',
      older: 'Suppose someone claims a number is the biggest. Add one, and you have a bigger one. That simple step proves there is no biggest number. The counting numbers go on forever, and we call that infinite.',
      funFact: { title: 'Googol', text: 'A googol is a one followed by a hundred zeros. It is huge, but it is still not infinity.' },
    },
    {
      title: 'A Never-Ending Sign',
      little: 'Infinity has a sign. It looks like an eight lying down to rest: ∞.',
      young: 'The sign for infinity, ∞, looks like an eight lying on its side. You can trace it with your finger round and round, and never reach an end.',
      older: 'The symbol ∞ was first used by the English mathematician John Wallis in 1655. It looks like an eight lying on its side. Its loop has no start and no finish, which suits an idea with no end. Today it appears in maths, science and even on jewellery.',
      funFact: { title: 'A loop with no end', text: 'You can draw the infinity sign over and over without lifting your pencil.' },
    },
    {
      title: 'Bigger Infinities?',
      young: 'Here is a puzzle. Are there more counting numbers or more even numbers? Pair them up: one with two, two with four, three with six. Every number gets a partner, on and on forever! Some infinities are even bigger than this one.',
      older: 'Here is a puzzle. Are there more whole numbers or more even numbers? Pair them up: 1 with 2, 2 with 4, 3 with 6, and so on forever. Every whole number gets a partner, so the two sets are the same size! But the numbers with endless decimals cannot be paired up this way. That infinity is bigger.',
      funFact: { title: 'A shocking idea', text: 'When Georg Cantor showed that infinities come in sizes, many mathematicians of his time did not accept it.' },
    },
  ],
  deeper: {
    title: 'Countable and Uncountable Infinity',
    content: 'Two sets have the same cardinality when their elements can be paired one-to-one. The natural numbers, the even numbers and even the fractions are all countably infinite: each can be listed in a sequence. Cantor\'s diagonal argument shows that the real numbers cannot be listed. For any list of decimals, build a new decimal that differs from the nth one in its nth digit. It cannot be anywhere on the list. So the reals are uncountable, a strictly larger infinity. In calculus, "x → ∞" means x grows without bound, not that x reaches a number called infinity.',
    funFact: { title: 'Infinitely many primes', text: 'More than two thousand years ago, Euclid proved that there are infinitely many prime numbers.' },
  },
  glossary: [
    { term: 'Infinity', say: 'in-FIN-ih-tee', definition: 'The idea of something that never ends.' },
    { term: 'Forever', say: 'for-EV-er', definition: 'For all time, with no end.' },
    { term: 'Infinite', say: 'IN-fih-nit', definition: 'Without any end or limit.' },
    { term: 'Symbol', say: 'SIM-bul', definition: 'A sign that stands for an idea, like ∞ for infinity.' },
    { term: 'Set', say: 'SET', definition: 'A group of numbers or things, counted together.' },
  ],
  tryIt: [{
    title: 'The One-More Game',
    description: 'Find out that numbers never stop.',
    steps: [
      'Sit with a grown-up.',
      'Say a number, like five.',
      'The grown-up says one more: six!',
      'Keep going. Can anyone find the last number? No one can!',
    ],
    note: 'Draw the infinity sign ∞ with your finger in the air.',
    bands: ['3-5'],
  }, {
    title: 'Halfway Forever',
    description: 'See how you can keep halving without ever running out.',
    steps: [
      'Take a long strip of paper.',
      'Fold it in half and colour one half.',
      'Fold the part that is left in half again and colour one half of it.',
      'Keep going as long as you can. In your mind, could you keep halving forever?',
    ],
    note: 'Older kids: add up 1/2 + 1/4 + 1/8 + … Does the total ever pass 1?',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A road with no end', content: 'Infinity is like a road that goes on and on: you can walk as far as you like, and there is always more road.' },
  ],
  realWorld: [
    { title: 'Counting', content: 'Every time you count higher, you show that numbers keep going.' },
    { title: 'Mirrors', content: 'Two mirrors facing each other show copies that seem to go on forever.' },
  ],
  engaging: [
    { question: 'What is the biggest number you know?', context: 'Can you make it bigger by adding one?' },
    { question: 'Is anything in the world truly infinite?', context: 'Scientists still wonder about space and time.' },
  ],
  quiz: [
    {
      question: 'What does infinity mean?', right: 'It never ends', wrong: ['It is the number one hundred', 'It ends at a googol'],
      skill: 'vocabulary', support: ['Infinity means it never ends', 'Infinity means never-ending', 'The idea of something that never ends', 'Infinity describes something without end'],
    },
    {
      question: 'Why is there no biggest number?', right: 'You can always add one more', wrong: ['Numbers get too heavy to write', 'The biggest one is still secret'],
      skill: 'cause-effect', support: ['You can always count one more', 'You can always add one more', 'any number plus one is bigger', 'there is always one more number'],
    },
    {
      question: 'Which sign stands for infinity?', right: 'An eight lying on its side', wrong: ['A circle with a dot', 'A big letter X'],
      skill: 'recall', bands: ['6-8', '9-12', '13+'], support: ['looks like an eight lying on its side', 'a sign like a sideways eight'],
    },
  ],
  sources: [
    {
      claim: 'Infinity is the concept of something unlimited or endless; there is no largest natural number, so the natural numbers are infinite. Georg Cantor showed that infinite sets can be compared by one-to-one correspondence: the natural numbers and the even numbers (and the rational numbers) have the same cardinality (countably infinite), while his diagonal argument shows the real numbers are uncountable, a larger infinity; many mathematicians of his time did not accept his ideas. In calculus, ∞ describes growth without bound. Pairing 1 with 2, 2 with 4, 3 with 6 and so on matches every whole number with an even number.',
      title: 'Britannica: infinity (mathematics)',
      url: 'https://www.britannica.com/science/infinity-mathematics',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'The English mathematician John Wallis introduced the symbol ∞ for infinity in 1655.',
      title: 'Britannica: John Wallis',
      url: 'https://www.britannica.com/biography/John-Wallis',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Euclid proved, in his Elements more than two thousand years ago, that there are infinitely many prime numbers.',
      title: 'Britannica: Euclid\'s Elements / prime number',
      url: 'https://www.britannica.com/science/prime-number',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'A googol is 10 to the power 100: a one followed by a hundred zeros.',
      title: 'Britannica: googol',
      url: 'https://www.britannica.com/science/googol',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: ['For 3-8, infinity is "never-ending"; sizes of infinity are left to 9 and up.'],
  related: ['what-is-zero', 'patterns', 'place-value'],
  links: [britannica('infinity'), SITES.natGeoKids],
};

const placeValue: KidEntry = {
  id: 'place-value',
  module: 'Math Adventures',
  question: 'Why do we count in tens?',
  title: 'Why Do We Count in Tens?',
  blurb: 'Ten fingers, place value, and ones, tens and hundreds.',
  triggers: [['count', 'ten'], ['counting', 'ten'], ['place', 'value'], ['base', 'ten'], ['base', 'ten', 'system'], ['decimal', 'system'], ['ones', 'tens'], ['tens', 'place'], ['hundreds', 'place'], ['ones', 'place'], ['number', 'system']],
  quickAnswer: {
    '3-5': 'We have ten fingers! Long ago, people counted on their fingers. When they got to ten, they started a new group. We still count in groups of ten today.',
    '6-8': 'We count in tens because people have ten fingers. Long ago, people counted on their hands. When they used up ten fingers, they started a new group of ten. So our numbers work in tens. In 23, the 2 means two tens and the 3 means three ones. Where a digit sits tells you what it is worth.',
    '9-12': 'Our number system is base ten, probably because humans have ten fingers to count on. It uses just ten digits, 0 to 9. The value of a digit depends on its place: ones, tens, hundreds, thousands. Each place is worth ten times the place to its right. So in 444, the same digit means four hundred, forty and four. Not every culture used tens: the Babylonians counted in sixties, and the Maya in twenties.',
    '13+': 'Our numerals form a base-10 positional system: a digit d in the nth place from the right is worth d × 10^(n−1). Ten symbols, with zero as a placeholder, can write any whole number. The choice of ten most likely comes from finger counting. Other bases exist: Babylonian base 60 survives in minutes, seconds and degrees. The Maya used base 20, and computers use base 2, binary. The rules of arithmetic are the same in any base; only the way numbers are written changes.',
  },
  takeaways: {
    little: ['We have ten fingers.', 'People counted on their fingers.', 'We count in groups of ten.'],
    young: ['We count in tens because we have ten fingers.', 'Ten ones make one ten.', 'Where a digit sits tells what it is worth.'],
    older: ['Our system is base ten, with ten digits from 0 to 9.', 'Each place is worth ten times the place to its right.', 'Other bases exist: sixty, twenty and two.'],
  },
  sections: [
    {
      title: 'Ten Fingers',
      little: 'Hold up your hands. Count your fingers. Ten! Fingers are easy to count on. You always have them with you.',
      young: 'Hands were the first counting tools. Count to ten on your fingers. Now you need a new way to remember "one full set of hands". That is one ten!',
      older: 'Finger counting is found all over the world. Once all ten fingers are used, you need to record "one full set" and start again. That habit of grouping by ten most likely shaped our number system.',
      funFact: { title: 'Digit means finger', text: 'The word "digit" means both a finger and a number sign. It comes from the Latin word for finger.' },
    },
    {
      title: 'Ones and Tens',
      little: 'Put ten blocks in a tower. That is one ten! Two towers is two tens. That is twenty.',
      young: 'Ten ones make one ten. In the number 35, the 3 means three tens, which is thirty. The 5 means five ones. Thirty and five make thirty-five.',
      older: 'Place value means a digit\'s worth depends on where it sits. In 3,582 the 3 is worth three thousand, the 5 five hundred, the 8 eighty and the 2 just two. Each step to the left multiplies by ten.',
      funFact: { title: 'Ten digits, any number', text: 'With only the digits 0 to 9, you can write any whole number, however big.' },
    },
    {
      title: 'Other Ways to Count',
      young: 'Not everyone counted in tens. Some people counted in twenties, with fingers and toes! Clocks count sixty minutes in an hour.',
      older: 'Other peoples chose other groups. The Babylonians used a base of sixty, which is why an hour has sixty minutes and a circle has 360 degrees. The Maya used base twenty. Computers use base two, called binary, with only 0 and 1.',
      funFact: { title: 'Binary', text: 'In binary, the number two is written 10: one group of two and no ones.' },
    },
  ],
  deeper: {
    title: 'Positional Notation in Any Base',
    content: 'In base b, the digits run from 0 to b − 1, and the places are powers of b. In base ten, 3,582 = 3×10³ + 5×10² + 8×10¹ + 2×10⁰. In binary, 1011 = 1×2³ + 0×2² + 1×2¹ + 1×2⁰ = 11. Positional systems need a zero to hold empty places, as in 305. Roman numerals had no place value, so arithmetic with them was clumsy. Hindu-Arabic numerals, with place value and zero, spread to Europe in the Middle Ages and made written calculation far easier.',
    funFact: { title: 'Why 60 is handy', text: 'Sixty can be divided evenly by 2, 3, 4, 5, 6, 10, 12, 15, 20 and 30, which made base sixty useful for dividing things.' },
  },
  glossary: [
    { term: 'Ten', say: 'TEN', definition: 'A group of ten ones.' },
    { term: 'Digit', say: 'DIJ-it', definition: 'One of the ten number signs, 0 to 9. It also means a finger.' },
    { term: 'Place value', say: 'PLAYSS VAL-yoo', definition: 'What a digit is worth because of where it sits in a number.' },
    { term: 'Base ten', say: 'BAYSS ten', definition: 'A way of counting in groups of ten.' },
    { term: 'Binary', say: 'BY-nuh-ree', definition: 'Counting in base two, using only 0 and 1.' },
  ],
  tryIt: [{
    title: 'Ten-Block Towers',
    description: 'Make groups of ten.',
    steps: [
      'Get a pile of blocks or pasta shapes with a grown-up.',
      'Count out ten and stack them into a tower.',
      'Make another tower of ten.',
      'Count the towers: ten, twenty! Any left over are ones.',
    ],
    note: 'Count on your fingers too: one full hand and another full hand make ten.',
    bands: ['3-5'],
  }, {
    title: 'Bundle It Up',
    description: 'See place value with straws or sticks.',
    steps: [
      'Grab a big handful of straws, sticks or pencils.',
      'Tie every ten together with a rubber band.',
      'Count the bundles (tens) and the loose ones (ones).',
      'Write the number. Does the tens digit match your bundles?',
    ],
    note: 'Older kids: bundle ten bundles into a hundred, or try counting in groups of two, like a computer.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'Egg boxes', content: 'Place value is like packing eggs: once a box is full, you start a new box. Full boxes are the tens, loose eggs are the ones.' },
  ],
  realWorld: [
    { title: 'Money', content: 'Many coins and notes come in ones, tens and hundreds, so you can pay with groups of ten.' },
    { title: 'Clocks', content: 'Clocks still use the old base sixty: sixty seconds, sixty minutes.' },
  ],
  engaging: [
    { question: 'What if we had eight fingers?', context: 'Would we count in eights? Try it!' },
    { question: 'How many tens are in one hundred?', context: 'Use bundles of ten to find out.' },
  ],
  quiz: [
    {
      question: 'Why do we probably count in tens?', right: 'We have ten fingers', wrong: ['Ten is the biggest number', 'A king ordered it'],
      skill: 'cause-effect', support: ['We have ten fingers', 'because people have ten fingers', 'because humans have ten fingers'],
    },
    {
      question: 'In the number 35, what does the 3 mean?', right: 'Three tens', wrong: ['Three ones', 'Three hundreds'],
      skill: 'inference', bands: ['6-8', '9-12', '13+'], support: ['the 3 means three tens', 'Each place is worth ten times the place to its right'],
    },
    {
      question: 'How many blocks are in one tower of ten?', right: 'Ten blocks', wrong: ['Two blocks', 'Five blocks'],
      skill: 'recall', bands: ['3-5'], support: ['Put ten blocks in a tower. That is one ten'],
    },
    {
      question: 'Which counting system do computers use?', right: 'Binary, with 0 and 1', wrong: ['Base ten, with 0 to 9', 'Base sixty, like clocks'],
      skill: 'recall', bands: ['9-12', '13+'], support: ['Computers use base two, called binary', 'computers use base 2, binary'],
    },
  ],
  sources: [
    {
      claim: 'The decimal (base-10) number system uses ten digits, 0 to 9, with place value: each place is worth ten times the place to its right (ones, tens, hundreds, thousands), so 3,582 = 3 thousands, 5 hundreds, 8 tens and 2 ones, 35 is three tens and five ones, 23 is two tens and three ones, and in 444 the same digit means four hundred, forty and four; zero holds empty places as in 305. Its use of ten most likely comes from counting on the ten fingers. Hindu-Arabic numerals with place value and zero spread to Europe in the Middle Ages; Roman numerals had no place value.',
      title: 'Britannica: decimal number system',
      url: 'https://www.britannica.com/science/decimal-number-system',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'The Babylonians used a sexagesimal (base-60) system, which survives in the 60 minutes of an hour, 60 seconds of a minute and 360 degrees of a circle; 60 is divisible by 2, 3, 4, 5, 6, 10, 12, 15, 20 and 30. The Maya used a vigesimal (base-20) system.',
      title: 'Britannica: numerals and numeral systems',
      url: 'https://www.britannica.com/science/numeral',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Computers use the binary (base-2) system, with only the digits 0 and 1: 10 in binary is two, and 1011 is 11.',
      title: 'Britannica: binary number system',
      url: 'https://www.britannica.com/science/binary-number-system',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'The English word "digit" comes from Latin digitus, finger; it means both a finger or toe and any of the Arabic numerals 0 to 9.',
      title: 'Merriam-Webster Dictionary: digit',
      url: 'https://www.merriam-webster.com/dictionary/digit',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: ['"Because we have ten fingers" is given as the most likely reason; 9-12 and up say "probably".'],
  related: ['what-is-zero', 'multiplication', 'tell-time'],
  links: [britannica('place value'), SITES.natGeoKids],
};

export const numbersEntries: KidEntry[] = [zero, oddEven, tellTime, infinity, placeValue];
