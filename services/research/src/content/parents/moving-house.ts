import { SITES } from '../links';
import type { ParentEntry } from '../types';

export const movingHouse: ParentEntry = {
  id: 'parent-moving-house',
  question: 'How do I help my child cope with moving house?',
  title: 'Helping Your Child Through a Move',
  blurb: 'Telling your child, involving them, saying goodbye well, and settling into a new home.',
  standalone: [['moving', 'house'], ['moving', 'home'], ['move', 'house'], ['moving', 'to', 'a', 'new'], ['move', 'to', 'a', 'new'], ['relocat*'], ['new', 'house'], ['new', 'home'], ['new', 'town'], ['new', 'city'], ['new', 'country']],
  triggers: [['we', 'moving'], ['moving', 'with'], ['move', 'house'], ['move', 'home'], ['we', 'move'], ['relocat*'], ['new', 'house'], ['new', 'home'], ['new', 'neighborhood'], ['new', 'town'], ['new', 'city'], ['new', 'country'], ['we', 'moved'], ['just', 'moved'], ['we', 'are', 'moving', 'away'], ['leave', 'friends']],
  quickAnswer: 'Tell your child about the move early, honestly and simply, and let them ask questions. Involve them: let them pack a special box, choose something for their new room, and see the new place or photos of it. Say goodbye well to friends and favourite places, and plan ways to keep in touch. After the move, set up their room first and keep meals and bedtime as normal as you can. Sadness and clinginess for a while are normal.',
  takeaways: [
    'Tell your child early and simply, and welcome their questions and feelings.',
    'Give them real choices and jobs in the move.',
    'Say proper goodbyes and plan how to keep in touch.',
    'Set up their room first and keep daily routines steady.',
    'Expect some sadness or acting up; talk to a professional if it lasts.',
  ],
  sections: [
    {
      title: 'Telling Your Child',
      content: 'Tell your child as soon as the move is settled, before they overhear it. Explain why you are moving, where, and what will stay the same: family, pets, favourite toys and routines. Accept mixed feelings, including anger or sadness, without trying to talk them away. Young children may ask the same questions many times; answer patiently.',
      funFact: { title: 'What stays', text: 'Listing what will not change often calms a child more than describing what will.' },
    },
    {
      title: 'Involving Your Child',
      content: 'Children feel less helpless when they have a part to play. Let them pack and label a box of special things to open first. Show them the new home, school and park, in person or with photos and maps. Let them choose something for their new room, like the colour of a blanket. Older children can help plan the move itself.',
      funFact: { title: 'The first-night box', text: 'A box with bedding, pyjamas and a favourite toy makes the first night feel like home.' },
    },
    {
      title: 'Goodbyes and Settling In',
      content: 'Visit favourite places one last time and take photos. Help your child collect friends\' contact details, and plan calls or visits. After the move, set up their room first and keep meals and bedtime steady. Explore the new area together and find one activity or club. Watch for ongoing sadness, sleep problems or school struggles, and get help if they last.',
      funFact: { title: 'A memory book', text: 'A small book of photos from the old home helps children remember without feeling stuck.' },
    },
  ],
  ageStage: {
    '3-5': 'Preschoolers mostly care about their people, toys and routines. They may worry that their things will be left behind. Packing their room last, unpacking it first, and keeping bedtime the same help most. Some clinginess or toilet accidents for a while are common.',
    '6-8': 'School-age children worry about a new school and making friends. Visiting the school, meeting the teacher and knowing how to keep in touch with old friends help. They may act up or cry more in the first weeks.',
    '9-12': 'Preteens may feel a real loss of friends and activities, and may be angry about a decision they did not make. Listen, include them in planning, and help them find a club or team quickly in the new place.',
    '13+': 'Teens often find moves hardest because friendships and identity matter so much. Expect strong feelings. Involve them in decisions where possible, help them stay in touch online, and watch for signs of withdrawal or low mood.',
  },
  brainBehavior: 'Children feel safe when their world is predictable. A move changes many things at once: home, neighbourhood, sometimes school and friends. Stress can show up as sadness, anger, clinginess, sleep changes or acting younger. Keeping some routines steady, giving children some control, and allowing them to grieve what they left behind helps them adjust.',
  approaches: [
    { strategy: 'Honest, early information', rationale: 'Children cope better with changes they understand and can prepare for.', howTo: 'Explain why, where and when, in simple terms, and answer questions again and again.' },
    { strategy: 'Give choices and jobs', rationale: 'Having some control reduces helplessness.', howTo: 'Let your child pack a special box, choose something for their room, and help plan the first day.' },
    { strategy: 'Keep routines steady', rationale: 'Familiar routines are an anchor when everything else changes.', howTo: 'Keep meal times, bedtime rituals and family traditions the same through the move.' },
    { strategy: 'Honour the goodbye', rationale: 'Saying goodbye well helps children grieve and move on.', howTo: 'Hold a small farewell, take photos, and set up ways to keep in touch.' },
  ],
  prosCons: [
    { approach: 'Moving during the summer holidays', pros: ['No mid-year school change', 'Time to settle before school'], cons: ['Fewer chances to meet classmates before school starts'], bestFor: 'Families with flexible timing' },
    { approach: 'Moving during the school year', pros: ['Classmates to meet right away'], cons: ['Joining a class mid-year can feel harder'], bestFor: 'When timing is fixed; ask the school about a buddy' },
    { approach: 'Visiting the new place before moving', pros: ['Makes the unknown familiar'], cons: ['Not always possible for long-distance moves'], bestFor: 'Any age; use photos and maps if a visit is not possible' },
  ],
  sources: [
    {
      claim: 'Moving can be stressful for children and can change sleep, mood and behaviour; parents can help by explaining the move, involving children in plans, keeping routines steady, and helping them stay in touch with friends. Children who have ongoing difficulties after a move may benefit from professional help.',
      title: 'American Academy of Child and Adolescent Psychiatry: Facts for Families',
      url: 'https://www.aacap.org/',
      read: '2026-11-23',
      authority: 'public-health',
    },
    {
      claim: 'Positive parenting tips: keep routines predictable, talk with children about their feelings, give simple choices, and help children through the steps to solve problems when they are upset.',
      title: 'CDC: Positive Parenting Tips',
      url: 'https://www.cdc.gov/child-development/positive-parenting-tips/index.html',
      read: '2026-11-23',
      authority: 'public-health',
    },
  ],
  microTasks: [
    'Plan what you will say about the move, including what will stay the same.',
    'Tell your child, then let them ask anything.',
    'Look at photos or a map of the new home and area together.',
    'Give your child a box to pack with their special things.',
    'Make a list of friends\' contact details with your child.',
    'Plan a goodbye visit to a favourite place and take photos.',
    'Decide which bedtime and meal routines you will keep exactly the same.',
  ],
  sampleScript: {
    '3-5': '"We are moving to a new house. Mummy, Daddy, you, and Teddy are all coming. Your bed and toys will come in the big truck. Let\'s pack your special box together, and we\'ll open it first."',
    '6-8': '"We\'re moving to a new town because of my new job. It\'s OK to feel sad or cross about it. Let\'s look at the new school\'s website and find the park near our new house. Who would you like to keep in touch with?"',
    '9-12': '"I know leaving your friends is hard, and you didn\'t choose this. Your feelings make sense. What would help most? We could plan a goodbye party and set up video calls."',
    '13+': '"This move changes a lot for you, and I want to hear how you feel about it, even if you\'re angry. Which parts can you help decide: your room, the clubs, or when you visit your friends?"',
  },
  ifThisHappens: [
    { scenario: 'My child says they hate us for moving.', solution: 'Stay calm and accept the feeling: "You\'re really angry about this. I understand." Keep listening, and avoid arguing them out of it.' },
    { scenario: 'My child is clingy and sleeping badly in the new home.', solution: 'This is common. Keep bedtime the same, use familiar bedding and a nightlight, and give extra reassurance for a few weeks.' },
    { scenario: 'My child misses old friends badly.', solution: 'Set up regular calls or messages, and plan a visit if you can. At the same time, help them join one new activity.' },
    { scenario: 'My child is still very unhappy months later.', solution: 'Talk to the school and your pediatrician. Ongoing sadness, withdrawal or school problems deserve professional support.' },
  ],
  pitfalls: [
    'Keeping the move secret until the last minute.',
    'Packing away a young child\'s comfort things first.',
    'Telling a child "You\'ll make new friends in no time" to stop sad talk.',
    'Changing many routines at once after the move.',
    'Cutting off contact with old friends to "help them move on".',
  ],
  tracker: {
    description: 'Note how your child settles over the first weeks.',
    categories: ['Sleep', 'Mood', 'Contact with old friends', 'New friend or activity', 'Routines kept'],
  },
  weeklyPrompts: [
    'What has helped my child feel at home this week?',
    'Which routines have we kept steady?',
    'Has my child had a chance to talk about what they miss?',
    'What is one small step to try next week?',
  ],
  books: [
    { title: 'The Berenstain Bears\' Moving Day', author: 'Stan and Jan Berenstain' },
    { title: 'The Whole-Brain Child', author: 'Daniel J. Siegel and Tina Payne Bryson' },
  ],
  expert: {
    pediatricianTip: 'Pediatricians suggest keeping sleep and meal routines steady during a move and setting up your child\'s room first. Mention it to your pediatrician if sleep problems, sadness or behaviour changes last more than a few weeks.',
    psychologistInsight: 'Child psychologists note that a move is a loss as well as a new start. Letting children be sad, and giving them some control over the change, helps them adjust better than cheering them up.',
  },
  discussions: [
    { search: 'moving with kids tips', title: 'Parents sharing tips for moving with children', snippet: 'What helped other families before, during and after a move.' },
    { search: 'teen upset about moving', title: 'Parents talking about teens and moving', snippet: 'How families handled a teenager\'s strong feelings about a move.' },
  ],
  glossary: [
    { term: 'Transition', say: 'tran-ZISH-un', definition: 'A change from one place or stage of life to another.' },
    { term: 'Adjustment', say: 'uh-JUST-munt', definition: 'The time it takes to get used to a big change.' },
  ],
  tryIt: [{
    title: 'A Moving Map',
    description: 'A map made with your child turns the unknown new place into something they know.',
    steps: [
      'Draw or print a map of the new neighbourhood.',
      'Mark the new home, the school, a park and a shop together.',
      'Add a small photo or drawing of each place if you can.',
      'After the move, visit each place and tick it off.',
    ],
    note: 'Let your child choose which places to add and which to visit first.',
  }],
  analogies: [
    { title: 'Transplanting a plant', content: 'A plant moved to new soil often droops for a while before it grows again. Children also need time and care after a move.' },
  ],
  realWorld: [
    { title: 'The first night', content: 'Many families make the first night in a new home special, with a picnic on the floor and familiar bedding.' },
  ],
  engaging: [
    { question: 'What will your child miss most?', context: 'Ask them, and plan a way to keep a piece of it.' },
    { question: 'What could your child look forward to in the new place?', context: 'A park, a room of their own, a club?' },
  ],
  quiz: [
    { question: 'Which room should you set up first after a move?', right: 'Your child\'s room', wrong: ['The living room', 'The garden shed'], skill: 'recall', support: ['set up their room first'] },
    { question: 'Why give a child jobs in the move?', right: 'It makes them feel less helpless', wrong: ['It saves money on movers', 'It stops them feeling sad'], skill: 'cause-effect', support: ['Children feel less helpless when they have a part to play'] },
    { question: 'What should stay the same during a move?', right: 'Daily routines like bedtime', wrong: ['The house and the school', 'Nothing at all'], skill: 'recall', support: ['keep meals and bedtime as normal as you can'] },
  ],
  related: ['parent-starting-school', 'parent-anxiety', 'parent-big-emotions'],
  links: [SITES.healthyChildren, SITES.cdc, SITES.childMind],
};
