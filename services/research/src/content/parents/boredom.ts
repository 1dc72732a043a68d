import { SITES } from '../links';
import type { ParentEntry } from '../types';

export const boredom: ParentEntry = {
  id: 'parent-boredom',
  question: 'What do I do when my child is always bored?',
  title: 'When Your Child Says "I\'m Bored"',
  blurb: 'Why a little boredom is healthy, how to stop being the entertainment, and setting up for free play.',
  // A child typing "I'm bored" wants something to do, not a parenting guide: these name a child or the idea.
  standalone: [['child', 'bored'], ['kid', 'bored'], ['son', 'bored'], ['daughter', 'bored'], ['boredom'], ['nothing', 'to', 'do'], ['entertain', 'themselves'], ['entertain', 'himself'], ['entertain', 'herself'], ['play', 'independently']],
  triggers: [['bored'], ['boredom'], ['boring'], ['nothing', 'to', 'do'], ['entertain*'], ['independent', 'play'], ['play', 'independently'], ['play', 'by', 'himself'], ['play', 'by', 'herself']],
  quickAnswer: 'A little boredom is normal and useful: it pushes children to invent games, create and solve problems. You don\'t have to fix it. Respond calmly ("I\'m sure you\'ll think of something"), and make it easy to start playing: open-ended toys, art supplies, books and outdoor time within reach. Make a "bored list" of ideas together. Limit screens as the automatic answer. If your child is bored all the time and loses interest in things they used to enjoy, talk to your pediatrician.',
  takeaways: [
    'Boredom is normal and can spark creativity and problem-solving.',
    'You don\'t need to entertain your child every time; stay calm and confident they can cope.',
    'Open-ended materials and free time make self-directed play easier.',
    'A "bored list" of ideas, made together, gives children a starting point.',
    'Constant boredom with low mood or loss of interest is worth raising with your pediatrician.',
  ],
  sections: [
    {
      title: 'Why a Little Boredom Is Good',
      content: 'When nothing is planned, children have to decide what to do. That means imagining, planning, trying things and coping with a little discomfort. Free, child-led play builds creativity, problem-solving, language and social skills. Children who are always entertained get less practice at finding their own ideas. So a moment of "I\'m bored" is often the start of something good.',
      funFact: { title: 'Play is learning', text: 'Pediatricians describe free play as essential to healthy development, not just a break from learning.' },
    },
    {
      title: 'How to Respond',
      content: 'Stay calm and friendly, and don\'t rush to solve it. Try saying, "It\'s OK to be bored. I wonder what you\'ll come up with." You can point to the bored list or offer two simple choices. Avoid handing over a screen as the automatic fix, because it removes the chance to find something to do. Sometimes "I\'m bored" means "I want time with you", so a few minutes of connection can help a child get going.',
      funFact: { title: 'Connection first', text: 'A short chat or a quick game together often helps a child move into playing on their own.' },
    },
    {
      title: 'Setting Up for Self-Directed Play',
      content: 'Keep open-ended things within reach: blocks, art supplies, dressing-up clothes, cardboard boxes, books and outdoor toys. Rotate toys so old ones feel new. Protect some unscheduled time in the week. Start small with young children: play alongside them, then step back for a few minutes at a time. Praise their ideas, not just the results.',
      funFact: { title: 'The cardboard box', text: 'Simple, open-ended objects like boxes can become a car, a castle or a rocket, which is why children love them.' },
    },
  ],
  ageStage: {
    '3-5': 'Preschoolers are learning to play on their own for longer stretches, but they still need you nearby. Play alongside them, then step back. Open-ended toys, pretend play and outdoor time are ideal. Short periods of independent play are a good start.',
    '6-8': 'School-age children can play independently for longer and follow their own projects. A bored list, a box of craft materials and time outdoors help. Expect "I\'m bored" after busy, structured days and school holidays.',
    '9-12': 'Preteens may say they are bored when they want screens or friends. Help them find hobbies, projects and ways to see friends, and agree on screen-free times. Let them plan some of their own free time.',
    '13+': 'Teens may feel bored with routines and want more independence and challenge. Encourage interests, part-time jobs, volunteering or sports. Constant boredom with low mood, withdrawal or loss of interest can be a sign of depression and is worth discussing with a doctor.',
  },
  brainBehavior: 'Self-directed play exercises executive function: planning, focusing, remembering and adjusting. Deciding what to do with free time is a skill, and like any skill it grows with practice. Screens can hold attention easily, which may make quieter activities feel dull at first. Given a few days with fewer screens and more free time, many children get better at finding their own ideas.',
  approaches: [
    { strategy: 'Calm, confident response', rationale: 'Children borrow your confidence that they can cope with boredom.', howTo: 'Say "Being bored is OK. I\'m sure you\'ll think of something," and carry on with what you were doing.' },
    { strategy: 'A bored list made together', rationale: 'A list of their own ideas gives children a starting point without you planning everything.', howTo: 'Brainstorm ten to twenty activities together, write or draw them, and put the list on the fridge.' },
    { strategy: 'Open-ended materials within reach', rationale: 'Simple materials invite creative play more than toys with one use.', howTo: 'Keep blocks, paper, tape, boxes, dressing-up clothes and books where your child can reach them, and rotate toys.' },
    { strategy: 'Screens are not the automatic fix', rationale: 'Reaching for a screen every time removes the chance to practise self-directed play.', howTo: 'Use your family media plan to set screen-free times, and point to the bored list first.' },
  ],
  prosCons: [
    { approach: 'Leaving boredom alone', pros: ['Builds creativity and independence', 'Less work for parents over time'], cons: ['Complaints at first', 'Young children need some help to start'], bestFor: 'School-age children with materials available' },
    { approach: 'Bored list or jar of ideas', pros: ['Gives a starting point', 'Uses the child\'s own ideas'], cons: ['Needs refreshing', 'Some children reject every idea at first'], bestFor: 'Children who struggle to get started' },
    { approach: 'Scheduled activities and clubs', pros: ['New skills and friends', 'Structure for busy families'], cons: ['Too much leaves no free time', 'Costs time and money'], bestFor: 'Children with a clear interest, in balance with free time' },
  ],
  sources: [
    {
      claim: 'AAP clinical report The Power of Play (Pediatrics, 2018): play is essential to children\'s development. Free, child-directed play builds executive function, language, problem-solving, creativity and social skills, and helps children manage stress. Pediatricians should encourage parents to protect time for play and to offer simple, open-ended toys rather than relying on screens and over-scheduling.',
      title: 'Pediatrics (AAP): The Power of Play: A Pediatric Role in Enhancing Development in Young Children',
      url: 'https://doi.org/10.1542/peds.2018-2058',
      read: '2026-11-23',
      authority: 'peer-reviewed',
    },
    {
      claim: 'HealthyChildren.org, the AAP\'s parenting site, hosts the free AAP Family Media Plan, which helps families agree screen-free times and places (such as meals and bedrooms overnight), content choices and rules together, and review them as children grow.',
      title: 'HealthyChildren.org (AAP): Media and the Family Media Plan',
      url: 'https://www.healthychildren.org/English/media/Pages/default.aspx',
      read: '2026-11-23',
      authority: 'public-health',
      asOf: '2026-11',
    },
    {
      claim: 'CDC: signs of depression in children include feeling sad, hopeless or irritable a lot of the time, not wanting to do or enjoy doing fun things, changes in eating and sleeping, and low energy; talk to a healthcare provider if you are concerned.',
      title: 'CDC: Anxiety and Depression in Children',
      url: 'https://www.cdc.gov/children-mental-health/about/about-anxiety-and-depression-in-children.html',
      read: '2026-11-23',
      authority: 'public-health',
    },
  ],
  microTasks: [
    'Notice when your child says "I\'m bored" today: what time, and what they had just stopped doing.',
    'Make a bored list together with at least ten ideas, and put it on the fridge.',
    'Put open-ended materials (paper, tape, boxes, blocks) within your child\'s reach.',
    'Next time you hear "I\'m bored", answer calmly and point to the list instead of a screen.',
    'Play alongside your child for ten minutes, then step back and let them carry on.',
    'Protect one unscheduled hour this week with no screens and no plans.',
    'Praise one idea your child came up with by themselves.',
  ],
  sampleScript: {
    '3-5': '"You feel bored? Let\'s see what\'s in the play basket. I\'ll build one tower with you, then you can make it into something amazing while I cook. Call me to see it!"',
    '6-8': '"Being bored is OK. It\'s when good ideas show up. Have a look at your bored list, or pick one: the craft box or the garden. I can\'t wait to see what you do."',
    '9-12': '"I hear you. Screens are off for now, so what\'s something you\'ve wanted to try? You could start a comic, bake something with me, or text a friend to meet at the park."',
    '13+': '"You\'ve said you\'re bored a lot lately. Is it that there\'s nothing to do, or are you feeling a bit flat? Either way I\'d like to help. Is there something new you\'d like to try?"',
  },
  ifThisHappens: [
    { scenario: 'My child says "I\'m bored" five minutes after a fun outing.', solution: 'Coming down after excitement is common. Offer a quiet activity or rest, and don\'t plan another treat to fill the gap.' },
    { scenario: 'My child rejects every idea.', solution: 'Stop offering ideas. Say calmly, "OK, I\'m sure you\'ll find something," and carry on. Ideas often come once the adult stops suggesting.' },
    { scenario: 'My child only wants screens.', solution: 'Agree on screen times in your family media plan and stick to them. The first few screen-free days are often the hardest; play usually grows after that.' },
    { scenario: 'My teen seems bored with everything and withdrawn.', solution: 'Loss of interest, low mood and withdrawal for more than a couple of weeks can be signs of depression. Talk with your teen and your pediatrician.' },
  ],
  pitfalls: [
    'Treating boredom as an emergency you must fix.',
    'Reaching for a screen every time.',
    'Filling every hour with activities and clubs.',
    'Too many toys out at once, which can overwhelm.',
    'Missing low mood behind constant boredom.',
  ],
  tracker: {
    description: 'Notes over a week show when boredom strikes and what helps.',
    categories: ['Time of day', 'What came before', 'How I responded', 'What my child did next', 'Screen time'],
  },
  weeklyPrompts: [
    'When did "I\'m bored" come up most?',
    'How long did it take my child to find something to do?',
    'Did I reach for a screen or a solution too quickly?',
    'Is there any sign of low mood I should look into?',
  ],
  books: [
    { title: 'Not a Box', author: 'Antoinette Portis' },
    { title: 'The Most Magnificent Thing', author: 'Ashley Spires' },
  ],
  expert: {
    pediatricianTip: 'Pediatricians encourage protecting time for free play and limiting screens as the default answer to boredom. Talk with your child\'s doctor if boredom comes with sadness, irritability, sleep or appetite changes, or loss of interest in things your child used to enjoy.',
    psychologistInsight: 'Child psychologists see tolerating boredom as a skill. When parents stay calm and stop rescuing, children practise planning and starting their own activities, which builds independence and creativity.',
  },
  discussions: [
    { search: 'kid always says im bored', title: 'Parents discussing constant boredom', snippet: 'How other families responded to "I\'m bored" without screens.' },
    { search: 'bored jar ideas', title: 'Parents sharing bored lists and jars', snippet: 'Activity ideas families put on their bored lists.' },
    { search: 'independent play toddler', title: 'Parents talking about independent play', snippet: 'How families built up children\'s time playing on their own.' },
  ],
  glossary: [
    { term: 'Free play', say: 'FREE play', definition: 'Play the child chooses and leads, without adult rules or goals.' },
    { term: 'Open-ended toys', say: 'OH-pun EN-did toyz', definition: 'Toys and materials that can be used in many ways, like blocks, boxes and art supplies.' },
    { term: 'Executive function', say: 'ig-ZEK-yuh-tiv FUNK-shun', definition: 'Brain skills for planning, focusing and adjusting, which play helps build.' },
  ],
  tryIt: [{
    title: 'Make a Bored List',
    description: 'Create a list of ideas your child can turn to on their own.',
    steps: [
      'Sit together and brainstorm things your child likes to do, with no ideas rejected at first.',
      'Add a few new things to try, like a den, a comic or a treasure hunt.',
      'Write or draw the ideas on a big sheet and decorate it.',
      'Put it on the fridge, and point to it next time your child says "I\'m bored".',
    ],
    note: 'Keep ideas to things your child can do safely on their own or with a grown-up nearby; cooking and tools need a grown-up.',
  }],
  analogies: [
    { title: 'Fallow ground', content: 'Boredom is like a field left to rest: it looks empty, but it is where new ideas get ready to grow.' },
  ],
  realWorld: [
    { title: 'The rainy afternoon', content: 'A child moans about being bored all afternoon. The parent stays calm and points to the craft box. An hour later, the living room is a cardboard spaceship.' },
  ],
  engaging: [
    { question: 'What did you do when you were bored as a child?', context: 'Your memories may give you ideas for the bored list.' },
    { question: 'How much unscheduled time does your child have each week?', context: 'Free time is where independent play grows.' },
  ],
  quiz: [
    { question: 'What can a little boredom help children develop?', right: 'Creativity and problem-solving', wrong: ['A need for more screens', 'Nothing useful at all'], skill: 'recall', support: ['Boredom is normal and can spark creativity and problem-solving'] },
    { question: 'What is a helpful first response to "I\'m bored"?', right: 'A calm "I\'m sure you\'ll think of something"', wrong: ['Handing over a tablet at once', 'Planning a new outing right away'], skill: 'recall', support: ['Respond calmly ("I\'m sure you\'ll think of something")'] },
    { question: 'When is boredom worth talking to a pediatrician about?', right: 'When it comes with low mood or lost interest', wrong: ['Whenever a child says it just once', 'Only if it ever happens at school'], skill: 'recall', support: ['Constant boredom with low mood or loss of interest is worth raising with your pediatrician'] },
  ],
  related: ['parent-screen-time', 'parent-friendships', 'parent-anxiety'],
  links: [SITES.healthyChildren, SITES.childMind, SITES.cdc],
};
