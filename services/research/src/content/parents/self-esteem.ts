import { SITES } from '../links';
import type { ParentEntry } from '../types';

export const selfEsteem: ParentEntry = {
  id: 'parent-self-esteem',
  question: 'How can I build my child\'s self-esteem and confidence?',
  title: 'Building Your Child\'s Self-Esteem and Confidence',
  blurb: 'Real confidence grows from feeling loved, trying hard things, and seeing effort pay off.',
  standalone: [['self', 'esteem'], ['selfesteem'], ['self', 'confidence'], ['self', 'worth'], ['confident', 'child'], ['confident', 'kid'], ['build*', 'confidence'], ['boost*', 'confidence'], ['low', 'confidence'], ['more', 'confident']],
  triggers: [['self', 'esteem'], ['esteem'], ['confiden*'], ['self', 'worth'], ['self', 'image'], ['believe', 'in', 'himself'], ['believe', 'in', 'herself'], ['believe', 'in', 'themselves'], ['not', 'good', 'enough'], ['hate*', 'himself'], ['hate*', 'herself'], ['put*', 'himself', 'down'], ['put*', 'herself', 'down'], ['i am stupid'], ['i am dumb'], ['he is stupid'], ['she is stupid'], ['he is dumb'], ['she is dumb'], ['feel*', 'stupid'], ['insecure']],
  quickAnswer: 'Healthy self-esteem comes from two things: feeling loved as they are, and feeling capable because they have tried and managed real things. Give warm attention, praise effort and specific actions rather than just results, and let your child do things for themselves. Let them struggle a little and solve problems, and show them how you handle your own mistakes. Gently challenge harsh self-talk, and talk to a professional if low mood or self-criticism lasts.',
  takeaways: [
    'Self-esteem grows from feeling loved and feeling capable.',
    'Praise effort and specific actions, not only results or being "smart".',
    'Let your child do things themselves and solve small problems.',
    'Model kind self-talk and how to recover from mistakes.',
    'Persistent harsh self-criticism or low mood is worth raising with a professional.',
  ],
  sections: [
    {
      title: 'What Self-Esteem Really Is',
      content: 'Self-esteem is how a child feels about themselves: liked, accepted and able to do things. Children with healthy self-esteem are willing to try new things and can cope when they fail. Children with low self-esteem often criticise themselves, expect to fail, and give up quickly. Self-esteem is not about being the best; it is feeling worthwhile while still learning.',
      funFact: { title: 'Loved and capable', text: 'Feeling loved and feeling capable both matter; one without the other is not enough.' },
    },
    {
      title: 'Praise That Helps',
      content: 'Praise works best when it is honest and specific: "You kept trying until the tower stood up." Praising effort, strategies and kindness tells children what they can control. Constant or exaggerated praise can feel empty, and praising only being "smart" or "talented" can make children afraid to fail. Warm attention and interest count as much as words.',
      funFact: { title: 'Specific beats general', text: '"You shared your snack with your sister" teaches more than "Good job!"' },
    },
    {
      title: 'Capable Through Doing',
      content: 'Confidence grows when children do real things: dressing themselves, helping cook, fixing a problem with a friend. Resist rescuing too quickly. Let your child try, struggle a little, and succeed by their own effort. Give age-fitting jobs at home, and show that you believe they can learn. When things go wrong, talk about what to try next time.',
      funFact: { title: 'Jobs build pride', text: 'Small, real jobs at home show children they are trusted and needed.' },
    },
  ],
  ageStage: {
    '3-5': 'Preschoolers build confidence by doing things themselves, even slowly: pouring, dressing, tidying. They see themselves through how you respond. Warm attention, patience and specific praise for effort help most.',
    '6-8': 'School-age children start comparing themselves with others at school and in sport. They may say "I\'m bad at everything" after a setback. Help them notice progress, effort and their own strengths.',
    '9-12': 'Preteens\' self-esteem is shaped more by friends, looks and school. They may hide doubts. Listen, value their interests, and help them find activities where they can grow skills.',
    '13+': 'Teens judge themselves by appearance, social standing and success, often influenced by social media. Respect their views, encourage their interests and values, and watch for signs of low mood or harsh self-talk.',
  },
  brainBehavior: 'Children build a picture of themselves from many small experiences: how adults respond to them, and whether their efforts lead to progress. Repeated experiences of trying, failing and trying again teach them they can cope. Praise tied to effort and strategy supports this. Labels, harsh criticism or constant rescue can teach them they are not capable.',
  approaches: [
    { strategy: 'Unconditional warmth', rationale: 'Feeling loved as they are is the base of healthy self-esteem.', howTo: 'Give daily attention and affection that does not depend on performance.' },
    { strategy: 'Specific, effort-focused praise', rationale: 'Praise for effort and strategy encourages trying again after failure.', howTo: 'Describe what your child did: "You practised every day, and now you can do it."' },
    { strategy: 'Let them do it', rationale: 'Real success through their own effort builds lasting confidence.', howTo: 'Give age-fitting jobs and choices, and wait before stepping in to help.' },
    { strategy: 'Challenge harsh self-talk', rationale: 'Children can learn kinder, more accurate ways to think about setbacks.', howTo: 'When your child says "I\'m stupid", reply "You\'re stuck, not stupid. What could you try next?"' },
  ],
  prosCons: [
    { approach: 'Effort-focused praise', pros: ['Encourages persistence', 'Focuses on what the child controls'], cons: ['Can feel empty if overused or untrue'], bestFor: 'Everyday moments of trying and learning' },
    { approach: 'Household jobs and responsibilities', pros: ['Builds real skills and pride'], cons: ['Takes patience while the child learns'], bestFor: 'All ages, with jobs that fit the child' },
    { approach: 'Activities the child chooses', pros: ['Builds skills in an area they care about'], cons: ['Can add pressure if results are the focus'], bestFor: 'School-age children and teens' },
  ],
  sources: [
    {
      claim: 'Self-esteem is feeling liked, accepted and confident; kids with healthy self-esteem feel proud of what they can do, while kids with low self-esteem criticise themselves, doubt they can do things well and give up. Parents help by praising effort and specific actions, being a good role model, letting children do things for themselves, avoiding harsh criticism, and getting help if a child seems to have low self-esteem or low mood.',
      title: 'KidsHealth (Nemours) for Parents: Your Child\'s Self-Esteem',
      url: 'https://kidshealth.org/en/parents/self-esteem.html',
      read: '2026-11-23',
      authority: 'public-health',
    },
    {
      claim: 'Positive parenting tips: give children attention and praise for good behaviour, let children help with simple chores, give them simple choices, and encourage them to solve problems.',
      title: 'CDC: Positive Parenting Tips',
      url: 'https://www.cdc.gov/child-development/positive-parenting-tips/index.html',
      read: '2026-11-23',
      authority: 'public-health',
    },
  ],
  microTasks: [
    'Spend ten minutes of one-on-one time doing something your child chooses.',
    'Give three specific praises today about effort or kindness.',
    'Hand over one small job your child can do alone.',
    'When your child gets stuck, wait before helping and ask "What could you try?"',
    'Share a mistake you made and how you handled it.',
    'Notice any labels you use ("the shy one", "the messy one") and drop one.',
    'Ask your child what they feel proud of this week.',
  ],
  sampleScript: {
    '3-5': '"You put your shoes on all by yourself! You kept trying even when the strap was tricky." (When they say "I can\'t":) "It\'s tricky. Let\'s try one more time together."',
    '6-8': '"You practised your reading every night this week, and it\'s getting smoother. That\'s your hard work." (If they say "I\'m bad at maths":) "Maths feels hard right now. What part is tricky? Let\'s work on that bit."',
    '9-12': '"I noticed how you helped the new kid at football. That was kind." (If they put themselves down:) "That sounds like a harsh voice in your head. Would you say that to a friend?"',
    '13+': '"I\'m proud of how you stuck with that project even when it got frustrating." (If they seem down on themselves:) "You\'ve been really hard on yourself lately. Want to talk about what\'s going on?"',
  },
  ifThisHappens: [
    { scenario: 'My child says "I\'m stupid" after a mistake.', solution: 'Acknowledge the frustration, then reframe: "You\'re finding this hard, and that\'s how learning feels." Help them find one next step.' },
    { scenario: 'My child gives up the moment something is hard.', solution: 'Break the task into smaller steps, praise effort on each one, and share stories of how people learn through practice.' },
    { scenario: 'My child compares themselves to a sibling or friend.', solution: 'Avoid comparing children yourself. Help your child notice their own progress over time.' },
    { scenario: 'My child seems sad, withdrawn or very self-critical for weeks.', solution: 'Talk to your pediatrician or a mental health professional; persistent low self-esteem can go with anxiety or depression.' },
  ],
  pitfalls: [
    'Constant, exaggerated praise that children stop believing.',
    'Praising only intelligence or talent.',
    'Doing things for children that they can do themselves.',
    'Harsh criticism or comparing siblings.',
    'Labelling a child ("the lazy one").',
  ],
  tracker: {
    description: 'Notice the moments that build or knock your child\'s confidence.',
    categories: ['Specific praise given', 'Things done alone', 'Setbacks and how they coped', 'Self-talk heard', 'One-on-one time'],
  },
  weeklyPrompts: [
    'When did my child seem proud of themselves this week?',
    'Did I praise effort and specific actions?',
    'Where did I step in too quickly?',
    'What new responsibility could my child take on?',
  ],
  books: [
    { title: 'Mindset: The New Psychology of Success', author: 'Carol S. Dweck', disputed: true },
    { title: 'How to Talk So Kids Will Listen & Listen So Kids Will Talk', author: 'Adele Faber and Elaine Mazlish' },
    { title: 'I Like Myself!', author: 'Karen Beaumont' },
  ],
  expert: {
    pediatricianTip: 'Pediatricians suggest warm daily attention, specific praise, and age-fitting responsibilities. Talk to your child\'s doctor if your child often says they hate themselves, seems sad for weeks, or withdraws from friends and activities.',
    psychologistInsight: 'Developmental psychologists find that confidence comes from competence: children believe in themselves after they see their own effort pay off. Praise for effort and strategy, plus room to struggle, builds this better than constant reassurance.',
  },
  discussions: [
    { search: 'building child confidence', title: 'Parents sharing ways they built a child\'s confidence', snippet: 'Jobs, activities and words that helped other families.' },
    { search: 'child says they are stupid', title: 'Parents talking about negative self-talk', snippet: 'How families responded when a child put themselves down.' },
  ],
  glossary: [
    { term: 'Self-esteem', say: 'self-eh-STEEM', definition: 'How a person feels about their own worth and abilities.' },
    { term: 'Self-talk', say: 'self-TAWK', definition: 'The things we say to ourselves in our heads.' },
    { term: 'Effort praise', say: 'EF-ert prayz', definition: 'Praise for trying, practising and using good strategies.' },
  ],
  tryIt: [{
    title: 'A "Things I Can Do" Jar',
    description: 'A jar of small notes that shows your child their growing skills.',
    steps: [
      'Find a jar and some slips of paper.',
      'Each time your child learns or does something new, write it on a slip together.',
      'Add the date and drop it in the jar.',
      'On a hard day, read some slips together to remember how far they have come.',
    ],
    note: 'Include effort and kindness, not only wins: "Kept trying at the puzzle" counts.',
  }],
  analogies: [
    { title: 'A muscle, not a label', content: 'Confidence is like a muscle: it grows when used on tasks that are a little hard, not from being told it is strong.' },
  ],
  realWorld: [
    { title: 'The tricky jigsaw', content: 'A parent who waits while a child struggles with a puzzle, then praises their effort, teaches more than one who finishes it for them.' },
  ],
  engaging: [
    { question: 'What is your child proud of lately?', context: 'Ask them; the answer may surprise you.' },
    { question: 'Where could your child do more for themselves?', context: 'Pick one small area to hand over.' },
  ],
  quiz: [
    { question: 'What two feelings build healthy self-esteem?', right: 'Feeling loved and feeling capable', wrong: ['Being the best and never failing', 'Getting lots of toys and praise'], skill: 'recall', support: ['Self-esteem grows from feeling loved and feeling capable'] },
    { question: 'Which praise helps most?', right: 'Specific praise for effort', wrong: ['Praise for being smart', 'Praise for everything'], skill: 'recall', support: ['Praise effort and specific actions'] },
    { question: 'Why let children struggle a little?', right: 'Success by their own effort builds confidence', wrong: ['It teaches them that you don\'t care', 'It makes tasks finish faster'], skill: 'cause-effect', support: ['Let your child try, struggle a little, and succeed by their own effort'] },
  ],
  related: ['parent-perfectionism', 'parent-shyness', 'parent-anxiety'],
  links: [SITES.kidsHealth, SITES.healthyChildren, SITES.childMind],
};
