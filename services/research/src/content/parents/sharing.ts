import { britannica, SITES } from '../links';
import type { ParentEntry } from '../types';

export const sharing: ParentEntry = {
  id: 'parent-sharing',
  question: 'How do I teach my child to share?',
  title: 'Teaching Your Child to Share',
  blurb: 'Turn-taking, empathy and realistic expectations by age.',
  standalone: [['teach*', 'share'], ['teach*', 'sharing'], ['won\'t', 'share'], ['refuse*', 'share'], ['learn*', 'share'], ['sharing', 'toy'], ['take', 'turn']],
  triggers: [['share'], ['sharing'], ['turn'], ['grab*'], ['selfish'], ['mine'], ['snatch*'], ['playdate'], ['toy']],
  quickAnswer: 'Sharing is a skill that develops with age and practice; toddlers aren\'t yet able to share reliably. Teach turn-taking (with a timer if needed), model and narrate sharing, help your child notice others\' feelings, and praise generous moments. Let children put away a few special toys before playdates. Forcing immediate handovers can breed resentment, so many families teach "you can have it when I\'m done" turn-taking instead.',
  takeaways: [
    'Sharing develops gradually; expectations should match age.',
    'Turn-taking is easier than "sharing" for young children.',
    'Model, narrate and praise generosity.',
    'Help children notice how others feel.',
    'Protect a few special items so sharing the rest feels safer.',
  ],
  sections: [
    {
      title: 'What to Expect at Each Age',
      content: 'Toddlers are just discovering "mine" and find giving things up very hard. Around the preschool years, many children begin to take turns and share with support, especially as language and empathy grow. School-age children understand fairness and can negotiate, though they still need reminders.',
      funFact: { title: '"Mine!" is a milestone', text: 'Understanding ownership is part of a toddler\'s growing sense of self.' },
    },
    {
      title: 'Turn-Taking Before Sharing',
      content: 'For young children, "share" can feel like "lose." Turn-taking is clearer: "It\'s your friend\'s turn now, then it\'s your turn." A visual timer makes waiting concrete. Many families also let a child finish a turn before handing over a toy, which teaches others to ask and wait. Either way, the adult keeps turns fair and stops hogging.',
      funFact: { title: 'Timers help', text: 'Sand timers and kitchen timers make turns visible and fair for young children.' },
    },
    {
      title: 'Empathy Grows Generosity',
      content: 'Helping children notice feelings builds the empathy that makes sharing meaningful: "Look at his face. He\'s sad he doesn\'t have a turn." Children also learn from watching adults share and from being shared with.',
      funFact: { title: 'Generosity feels good', text: 'Many children show pride and happiness after choosing to share on their own.' },
    },
  ],
  ageStage: {
    '3-5': 'Three to five year olds are learning to take turns and can share with adult support, timers and simple scripts. Impulse control is still developing, so grabbing and "Mine!" are common. Keep playdates short and supervised.',
    '6-8': 'School-age children understand fairness, rules and turn-taking, and can negotiate with friends. Conflicts often centre on fairness ("She had it longer!"). Teach problem-solving scripts and let them practise.',
    '9-12': 'Preteens share naturally with friends but may be protective of personal belongings, especially with siblings. Respecting ownership and teaching them to ask before borrowing builds trust.',
    '13+': 'Teens care about privacy and ownership. Generosity often shows up as helping others, volunteering or sharing time. Respecting their belongings while encouraging contribution to family and community works well.',
  },
  brainBehavior: 'Sharing requires impulse control (waiting, letting go of something desired), perspective-taking (understanding that another child wants it too) and emotional regulation (coping with disappointment). These skills develop gradually through early childhood. Young children can practise sharing with adult scaffolding long before they can do it on their own.',
  approaches: [
    { strategy: 'Teach turn-taking with timers', rationale: 'Makes waiting concrete and fair for young children.', howTo: 'Use a sand timer or kitchen timer for turns; announce the order clearly and stick to it.' },
    { strategy: 'Model and narrate sharing', rationale: 'Children learn by watching and hearing generous behaviour described.', howTo: '"I\'m sharing my orange with you." "Daddy is giving Grandma a turn with the newspaper."' },
    { strategy: 'Give scripts', rationale: 'Words help children handle conflicts without grabbing.', howTo: 'Teach "Can I have a turn when you\'re done?" and "You can have it in two minutes."' },
    { strategy: 'Build empathy', rationale: 'Understanding others\' feelings motivates genuine sharing.', howTo: 'Point out faces and feelings during play and in books: "How do you think she feels?"' },
    { strategy: 'Protect special items', rationale: 'Children share more easily when some things are safe.', howTo: 'Before playdates, let your child put away a few special toys and choose toys to share.' },
  ],
  prosCons: [
    { approach: 'Forced immediate sharing', pros: ['Stops the conflict quickly'], cons: ['Breeds resentment', 'Teaches that grabbing or crying gets things'], bestFor: 'Rarely helpful; prefer turns' },
    { approach: 'Turn-taking with timers', pros: ['Fair and concrete', 'Builds waiting skills'], cons: ['Needs adult supervision', 'Some toys are hard to time'], bestFor: 'Toddlers and preschoolers' },
    { approach: '"Your turn until you\'re done"', pros: ['Respects focus and ownership', 'Teaches others to wait and ask'], cons: ['Waiting can be long', 'Needs gentle limits on hogging'], bestFor: 'Preschool and school-age children with coaching' },
    { approach: 'Praising spontaneous sharing', pros: ['Encourages generosity from within', 'Positive'], cons: ['Doesn\'t solve conflicts on its own'], bestFor: 'All ages, alongside other strategies' },
  ],
  sources: [
    {
      claim: 'Toddlers find sharing very hard; during the preschool years children gradually learn to take turns, share and cooperate in play, and they still need adult guidance and praise while they practise.',
      title: 'HealthyChildren.org (American Academy of Pediatrics): Social Development in Preschoolers',
      url: 'https://www.healthychildren.org/English/ages-stages/preschool/Pages/Social-Development-in-Preschoolers.aspx',
      read: '2026-11-23',
      authority: 'public-health',
    },
    {
      claim: 'The American Academy of Pediatrics recommends positive discipline: model the behaviour you want, praise it when you see it, set calm limits, and avoid shaming, yelling and physical punishment.',
      title: 'HealthyChildren.org (American Academy of Pediatrics): What\'s the Best Way to Discipline My Child?',
      url: 'https://www.healthychildren.org/English/family-life/family-dynamics/communication-discipline/Pages/Disciplining-Your-Child.aspx',
      read: '2026-11-23',
      authority: 'public-health',
      asOf: '2026-11',
    },
  ],
  microTasks: [
    'Narrate three moments of sharing you do today.',
    'Teach the phrase "Can I have a turn when you\'re done?" through role-play with toys.',
    'Use a timer for turns in one play session.',
    'Read a picture book and talk about how characters feel.',
    'Before the next playdate, let your child choose a few special toys to put away.',
    'Praise a moment your child shares or waits without being asked.',
    'Play a cooperative game where everyone wins together, like building one tower.',
  ],
  sampleScript: {
    '3-5': '"You\'re playing with the truck, and Leo wants a turn. Let\'s set the timer: when it beeps, it\'s Leo\'s turn. Leo, you can say, \'Can I have it when the timer beeps?\' ... Beep! Your turn is done. You can hand it to Leo. Thank you. Look, he\'s smiling!"',
    '6-8': '"You both want the new game. What\'s a fair way to decide? Take turns by level? Play together? ... Great plan. You worked that out yourselves."',
    '9-12': '"Your sister keeps borrowing your things without asking, and that\'s frustrating. Your things are yours. Let\'s make a family rule: ask first, and it\'s OK to say no sometimes."',
    '13+': '"I noticed you helped your brother with his project yesterday. That was generous of your time. Thank you."',
  },
  ifThisHappens: [
    { scenario: 'My toddler grabs toys from other children.', solution: 'Calmly return the toy, say "Sam\'s turn. You can have it next," and offer something else to play with while waiting. Repeat consistently.' },
    { scenario: 'My child won\'t share with visitors.', solution: 'Before visits, put away special items and choose toys to share together. Keep early playdates short and supervised.' },
    { scenario: 'My child hits when another child won\'t share.', solution: 'Stop the hitting immediately ("I won\'t let you hit"), comfort the other child, then teach the waiting script when calm.' },
    { scenario: 'My older child refuses to share with a younger sibling.', solution: 'Respect personal belongings, create shared family toys, and protect the older child\'s special items from a curious toddler.' },
  ],
  pitfalls: [
    'Expecting toddlers to share like older children.',
    'Forcing immediate handovers every time another child asks.',
    'Shaming ("Don\'t be selfish!").',
    'Rewarding grabbing by handing over toys to the child who cries loudest.',
    'Not protecting any special belongings.',
  ],
  tracker: {
    description: 'Track sharing moments for two weeks.',
    categories: ['Situation', 'Shared, took turns or struggled', 'Script or tool used', 'Adult help needed?', 'What helped'],
  },
  weeklyPrompts: [
    'When did my child share or wait on their own?',
    'Which tools (timer, script) helped most?',
    'Were my expectations right for my child\'s age?',
    'How did I model sharing this week?',
  ],
  books: [
    { title: 'How to Talk So Little Kids Will Listen', author: 'Joanna Faber and Julie King' },
    { title: 'Unselfie', author: 'Michele Borba' },
    { title: 'The Whole-Brain Child', author: 'Daniel J. Siegel and Tina Payne Bryson' },
  ],
  expert: {
    pediatricianTip: 'Sharing is hard for toddlers and develops gradually through the preschool years. Model sharing, praise it when it happens, and use turn-taking with supervision rather than expecting young children to share on their own. If your child is often aggressive, rarely plays with other children, or struggles to connect with people, mention it to your pediatrician.',
    psychologistInsight: 'Developmental psychologists describe sharing as growing out of empathy and self-control. Coaching children to notice others\' feelings and to wait for turns builds generosity that comes from within, rather than compliance under pressure.',
  },
  discussions: [
    { search: 'toddler sharing', title: 'Parents discussing toddlers and sharing', snippet: 'What helped other families with grabbing and "Mine!"' },
    { search: 'turn taking timer kids', title: 'Parents sharing turn-taking ideas', snippet: 'Timers and turn rules families use during play.' },
  ],
  glossary: [
    { term: 'Turn-taking', say: 'TURN-tay-king', definition: 'Taking turns with something, one at a time.' },
    { term: 'Empathy', say: 'EM-puh-thee', definition: 'Understanding and caring about how someone else feels.' },
    { term: 'Impulse control', say: 'IM-puls kun-TROHL', definition: 'The ability to stop and wait instead of acting right away.' },
    { term: 'Scaffolding', say: 'SKAF-ul-ding', definition: 'Adult support that helps a child do something they can\'t yet do alone.' },
  ],
  tryIt: [{
    title: 'Turn-Taking Practice Game',
    description: 'Practise waiting and asking in a low-pressure game.',
    steps: [
      'Pick a favourite toy and a sand timer or kitchen timer.',
      'Take turns with the toy while the timer runs, first with you, then with a sibling or friend.',
      'Practise the words: "Can I have a turn when you\'re done?" and "Here you go!"',
      'Celebrate good waiting with a high five.',
    ],
    note: 'Start with short turns (one minute) for young children and make it playful.',
  }],
  analogies: [
    { title: 'A muscle that grows', content: 'Sharing is like a muscle: it starts weak in toddlers and grows stronger with practice and support.' },
  ],
  realWorld: [
    { title: 'The playground swing', content: 'At the park, children learn to line up for the swing and count pushes, which is turn-taking in action.' },
  ],
  engaging: [
    { question: 'Which toys are hardest for your child to share?', context: 'Those may be the special ones to put away.' },
    { question: 'How do you model sharing in daily life?', context: 'Children watch closely.' },
  ],
  quiz: [
    {
      question: 'Why is sharing hard for toddlers?',
      right: 'Self-control and empathy are still growing',
      wrong: ['They are being naughty on purpose', 'They have been spoiled by their parents'],
      skill: 'cause-effect',
      support: ['Sharing requires impulse control', 'These skills develop gradually through early childhood'],
    },
    {
      question: 'Which tool makes turns concrete for young children?',
      right: 'A sand timer or kitchen timer',
      wrong: ['A long talk about kindness', 'Taking all the toys away'],
      skill: 'recall',
      support: ['A visual timer makes waiting concrete', 'Use a sand timer or kitchen timer for turns'],
    },
    {
      question: 'What can you do before a playdate?',
      right: 'Let your child put away a few special toys',
      wrong: ['Hide every toy in the house', 'Tell them they must share everything'],
      skill: 'recall',
      support: ['Let children put away a few special toys before playdates'],
    },
  ],
  related: ['parent-sibling-rivalry', 'parent-big-emotions', 'parent-picky-eating'],
  links: [SITES.zeroToThree, SITES.healthyChildren, britannica('child development')],
};
