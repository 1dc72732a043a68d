import { britannica, SITES } from '../links';
import type { ParentEntry } from '../types';

export const reading: ParentEntry = {
  id: 'parent-reading',
  question: 'How do I encourage my child to read more?',
  title: 'Encouraging Your Child to Read More',
  blurb: 'Reading aloud, choice, access to books and making reading a pleasure.',
  standalone: [['reluctant', 'reader'], ['encourage', 'read*'], ['love', 'reading'], ['hate*', 'reading'], ['read', 'more'], ['read', 'aloud']],
  triggers: [['read'], ['reading'], ['reader'], ['book'], ['library'], ['literacy'], ['phonics'], ['dyslexia']],
  quickAnswer: 'Make reading enjoyable and easy to reach: read aloud together every day (even with children who can read alone), let your child choose what to read, including comics, graphic novels, magazines and audiobooks, keep books everywhere, visit the library, and let them see you reading. Avoid turning reading into a chore or punishment. If your child struggles with decoding words, talk to their teacher early.',
  takeaways: [
    'Reading aloud together builds vocabulary and a love of stories, at every age.',
    'Choice is a powerful motivator: all kinds of reading count.',
    'Easy access to books, and time to read, matter.',
    'Children copy adults: let them see you read.',
    'Struggling with reading is worth raising with the teacher early.',
  ],
  sections: [
    {
      title: 'Read Aloud, Every Day',
      content: 'The American Academy of Pediatrics recommends sharing books with children from birth. Reading aloud exposes children to richer vocabulary than everyday conversation, models fluent reading and builds positive feelings about books. Keep reading aloud after your child learns to read: you can read books above their reading level that they can understand and enjoy.',
      funFact: { title: 'Never too old', text: 'Many older children still enjoy being read to, and it can be a special time to talk.' },
    },
    {
      title: 'Choice and Interest Drive Motivation',
      content: 'Children read more when they choose what to read. Comics, graphic novels, joke books, non-fiction about their passions, magazines and series books all build reading skill and stamina. Audiobooks build vocabulary and comprehension and can rekindle interest in stories.',
      funFact: { title: 'Series books', text: 'Many lifelong readers got hooked on a series, where familiar characters make each new book easier to start.' },
    },
    {
      title: 'Ask, Don\'t Quiz',
      content: 'Shared reading works best as a conversation. "Dialogic reading," a well-studied approach for young children, has adults ask open questions, expand on the child\'s answers and let the child tell more of the story over time. For older children, talk about books as you would with a friend: what surprised you, which character you\'d want to meet.',
      funFact: { title: 'The child as storyteller', text: 'In dialogic reading, the child gradually becomes the storyteller and the adult the listener.' },
    },
  ],
  ageStage: {
    '3-5': 'Preschoolers are building the foundations: vocabulary, listening, rhyme, letter sounds and the idea that print carries meaning. Short, frequent read-aloud sessions with lots of talk and pointing at pictures matter more than early drilling of letters.',
    '6-8': 'Children are learning to decode words, which takes effort, so independent reading can feel like hard work. Keep reading aloud for pleasure while they practise easier books on their own. Matching books to their level and interests helps them experience success.',
    '9-12': 'Children shift from learning to read to reading to learn. Interest can dip as other activities compete. Series, graphic novels, non-fiction about passions, and book-loving friends keep them going; private reading time helps.',
    '13+': 'Teens have less free time and many competing screens. Respecting their choices (including fan fiction, manga and non-fiction), audiobooks for busy schedules, and talking about books as equals tend to work better than assigning reading.',
  },
  brainBehavior: 'Reading is not natural to the brain in the way speaking is: it requires building connections between visual areas that recognise letters and language areas that process sounds and meaning. This happens through explicit teaching of letter-sound relationships (phonics) plus lots of practice. Motivation matters because practice matters: children who enjoy reading read more, which strengthens skills, which makes reading more enjoyable.',
  approaches: [
    { strategy: 'Daily read-aloud', rationale: 'Recommended by the AAP from birth; builds vocabulary, comprehension and enjoyment.', howTo: 'Set 15 to 20 minutes a day, often at bedtime. Use voices, pause to wonder aloud, and let your child turn pages and choose books.' },
    { strategy: 'Let children choose', rationale: 'Choice increases motivation and time spent reading.', howTo: 'Visit the library regularly and let your child pick freely, including comics, graphic novels, jokes and non-fiction.' },
    { strategy: 'Dialogic reading', rationale: 'A research-backed shared-reading method that improves young children\'s language.', howTo: 'Prompt ("What\'s happening here?"), evaluate and expand their answer, then repeat the prompt; use who/what/where/why questions.' },
    { strategy: 'Make books easy to reach', rationale: 'Access to books at home is linked with more reading.', howTo: 'Keep baskets of books in the car, bathroom and living room; get a library card in your child\'s name.' },
    { strategy: 'Model and share reading', rationale: 'Children imitate what adults value.', howTo: 'Read your own books in front of your child, talk about what you read, and try a family reading time.' },
  ],
  prosCons: [
    { approach: 'Reading logs or minute targets', pros: ['Builds a habit', 'Easy to track'], cons: ['Can make reading feel like a chore', 'Encourages clock-watching'], bestFor: 'Short-term routine-building if your child likes tracking' },
    { approach: 'Free choice reading', pros: ['Highly motivating', 'Builds identity as a reader'], cons: ['Children may stick to easy books', 'Adults may dislike some choices'], bestFor: 'Reluctant readers and building enjoyment' },
    { approach: 'Audiobooks', pros: ['Builds vocabulary and comprehension', 'Fits busy lives, car trips'], cons: ['Doesn\'t practise decoding', 'Some children drift off'], bestFor: 'Struggling decoders, busy families, car rides' },
    { approach: 'Rewards for reading', pros: ['Can kick-start a habit', 'Fun for some children'], cons: ['May shift focus to the prize', 'Effect can fade when rewards stop'], bestFor: 'Occasional celebrations, such as a special library trip, rather than per-page payments' },
  ],
  sources: [
    {
      claim: 'The American Academy of Pediatrics (AAP) recommends shared reading with children beginning at birth and continuing at least through kindergarten, to build language and early literacy and strengthen the relationship between parent and child (AAP policy statement, Pediatrics, December 2024).',
      title: 'Reading Rockets: Literacy Promotion, An Essential Component of Primary Care Pediatric Practice (AAP policy statement)',
      url: 'https://www.readingrockets.org/resources/resource-library/literacy-promotion-essential-component-primary-care-pediatric-practice',
      read: '2026-11-23',
      authority: 'public-health',
    },
    {
      claim: 'Dyslexia is a common learning problem that makes reading hard; children do best with early, structured reading help, so talk to the teacher or doctor if a child keeps struggling to sound out words.',
      title: 'KidsHealth (Nemours): Dyslexia, for parents',
      url: 'https://kidshealth.org/en/parents/dyslexia.html',
      read: '2026-11-23',
      authority: 'public-health',
    },
  ],
  microTasks: [
    'Read aloud for 15 minutes today, letting your child choose the book.',
    'Put a basket of books somewhere new: the car, the bathroom or next to the sofa.',
    'Visit the library together and let your child pick anything they like.',
    'Ask one "wondering" question while reading: "What do you think will happen next?"',
    'Read your own book where your child can see you for 10 minutes.',
    'Try an audiobook together on a car ride or during a quiet activity.',
    'Talk about a book at dinner: each person shares something they read this week.',
  ],
  sampleScript: {
    '3-5': '"You picked the dinosaur book again! Let\'s read it together. ... What do you think the little dinosaur is feeling here? Yes, he looks worried. What would you tell him?"',
    '6-8': '"You read that page all by yourself! Tricky words like that take practice. Do you want me to read the next chapter aloud while you rest your reading brain, and then you read a page?"',
    '9-12': '"I noticed you really liked that graphic novel. Want to go to the library and see if there are more in the series? I\'m reading a mystery; maybe we can swap recommendations."',
    '13+': '"I just finished a book I think you\'d like; no pressure, I\'ll leave it on your desk. Also, what are you reading or listening to at the moment? I\'d like to know what you\'re into."',
  },
  ifThisHappens: [
    { scenario: 'My child says reading is boring.', solution: 'Find their passions first (sports, animals, games, jokes) and look for books, magazines or comics about them. Read aloud the first chapter to hook them.' },
    { scenario: 'My child only reads comics or graphic novels.', solution: 'That is real reading: graphic novels build vocabulary, inference and stamina. Keep offering other books alongside without putting the comics down.' },
    { scenario: 'My child struggles to sound out words.', solution: 'Talk to the teacher early. Persistent difficulty with decoding can be a sign of a learning difference like dyslexia, which responds well to early, structured support.' },
    { scenario: 'My teen has stopped reading for fun.', solution: 'Respect their time and choices, offer audiobooks, leave interesting books around, and talk about stories in films and games too.' },
  ],
  pitfalls: [
    'Using reading as a punishment or only as homework.',
    'Dismissing comics, graphic novels or "easy" books.',
    'Stopping read-aloud as soon as a child can read alone.',
    'Correcting every mistake while a child reads aloud.',
    'Waiting too long to ask for help with persistent decoding problems.',
  ],
  tracker: {
    description: 'Track reading moments for two weeks to see what sparks interest.',
    categories: ['What we read', 'Who chose it', 'Read aloud or alone', 'Minutes', 'Enjoyment (1-5)', 'Questions my child asked'],
  },
  weeklyPrompts: [
    'Which books or topics got my child most excited this week?',
    'When did reading happen most naturally?',
    'Did my child see me reading?',
    'Is there a sign my child needs extra help that I should mention to the teacher?',
  ],
  books: [
    { title: 'The Read-Aloud Handbook', author: 'Jim Trelease' },
    { title: 'Reading Magic', author: 'Mem Fox' },
    { title: 'Raising Kids Who Read', author: 'Daniel T. Willingham' },
    { title: 'The Book Whisperer', author: 'Donalyn Miller' },
  ],
  expert: {
    pediatricianTip: 'Pediatric guidance recommends reading aloud with children every day, starting in infancy. Talking, singing and reading together build the language skills that school reading depends on. Ask your child\'s doctor or teacher if you have concerns about speech, hearing or reading development.',
    psychologistInsight: 'Learning scientists point out that motivation and skill feed each other: children who enjoy reading read more, and reading more builds skill. Protecting enjoyment, through choice, read-aloud and warmth, is not a luxury; it is how long-term reading skill is built.',
  },
  discussions: [
    { search: 'reluctant reader tips', title: 'Parents discussing reluctant readers', snippet: 'Books and routines that helped children who said they hated reading.' },
    { search: 'graphic novels kids reading', title: 'Parents talking about graphic novels', snippet: 'Experiences with comics and graphic novels as a path into reading.' },
    { search: 'read aloud older kids', title: 'Parents sharing read-aloud with older children', snippet: 'Families who kept reading aloud after their children could read alone.' },
  ],
  glossary: [
    { term: 'Read-aloud', say: 'REED uh-LOWD', definition: 'An adult reading a book out loud to a child.' },
    { term: 'Dialogic reading', say: 'dy-uh-LOJ-ik REED-ing', definition: 'Shared reading where the adult asks questions and the child gradually tells the story.' },
    { term: 'Phonics', say: 'FON-iks', definition: 'Teaching the relationships between letters and sounds.' },
    { term: 'Decoding', say: 'dee-KOH-ding', definition: 'Using letter-sound knowledge to read words.' },
  ],
  tryIt: [{
    title: 'Family Book Bingo',
    description: 'A playful challenge that encourages variety and choice.',
    steps: [
      'Draw a 3-by-3 grid with categories: funny, animals, comic, poem, true story, about another country, audiobook, read outside, read to someone.',
      'Each family member reads (or listens to) something for each square.',
      'Share favourites at dinner as you fill squares.',
      'Celebrate a full card with a special library trip.',
    ],
    note: 'Every kind of reading counts, including comics and audiobooks.',
  }],
  analogies: [
    { title: 'A snowball', content: 'Reading motivation is like a snowball: a little enjoyment leads to more reading, which builds skill, which makes reading more enjoyable.' },
  ],
  realWorld: [
    { title: 'Library card day', content: 'Getting a first library card is free in many places, and many libraries run story times, summer reading programmes and clubs.' },
  ],
  engaging: [
    { question: 'What is your child passionate about right now?', context: 'That topic is the best doorway into books.' },
    { question: 'What did you love to read as a child?', context: 'Sharing your favourites can spark interest.' },
  ],
  quiz: [
    { question: 'When does the AAP suggest starting to share books with children?', right: 'From birth', wrong: ['Only once they start school', 'Once they know their letters'], skill: 'recall', support: ['recommends sharing books with children from birth'] },
    { question: 'Do graphic novels count as real reading?', right: 'Yes, they build vocabulary and stamina', wrong: ['No, pictures mean it is not reading', 'Only if there are no pictures'], skill: 'inference', support: ['graphic novels build vocabulary, inference and stamina', 'all kinds of reading count'] },
    { question: 'What should you do if your child keeps struggling to sound out words?', right: 'Talk to the teacher early', wrong: ['Wait several years and see', 'Stop reading with them'], skill: 'recall', support: ['Struggling with reading is worth raising with the teacher early', 'talk to their teacher early'] },
  ],
  related: ['parent-screen-time', 'parent-homework', 'parent-bedtime'],
  links: [SITES.readingRockets, SITES.healthyChildren, britannica('reading')],
};
