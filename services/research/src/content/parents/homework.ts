import { britannica, SITES } from '../links';
import type { ParentEntry } from '../types';

export const homework: ParentEntry = {
  id: 'parent-homework',
  question: 'How do I stop homework battles?',
  title: 'Ending Homework Battles',
  blurb: 'Routines, support without taking over, and working with the teacher.',
  standalone: [['homework', 'battle*'], ['homework', 'fight*'], ['homework', 'routine'], ['homework', 'help'], ['motivat*', 'homework'], ['homework', 'struggle*']],
  triggers: [['homework'], ['school', 'work'], ['schoolwork'], ['study*'], ['grade'], ['assignment'], ['school', 'motivat*'], ['procrastinat*'], ['focus', 'school']],
  quickAnswer: 'Set a predictable routine: same time, same place, with a snack and a short break first. Break work into small chunks, and stay nearby to support rather than doing it for your child. Praise effort and strategies rather than "being smart." If homework often takes far longer than it should, ends in tears, or seems beyond your child, talk to the teacher, who can adjust it. Ask the teacher and your pediatrician whether a learning or attention difficulty might be involved.',
  takeaways: [
    'A predictable time, place and routine removes daily negotiation.',
    'Support, don\'t take over: the homework is your child\'s.',
    'Short chunks and breaks help focus.',
    'Praise effort and strategies, not intelligence.',
    'Partner with the teacher when homework is too much or too hard.',
  ],
  sections: [
    {
      title: 'Routine Beats Reminders',
      content: 'When homework happens at the same time and place every day, it stops being a fresh negotiation. Many children need a snack and a short break after school first. A quiet spot with supplies ready and screens away reduces friction and distraction.',
      funFact: { title: 'Same place, easier start', text: 'A consistent homework spot can make it easier for children to settle into work.' },
    },
    {
      title: 'Support Without Taking Over',
      content: 'Help works best when it leaves your child in charge: being available, asking guiding questions and encouraging. Controlling help, like hovering, correcting every mistake or doing the work, takes the learning away from your child. The goal is for the teacher to see what your child can really do.',
      funFact: { title: 'Questions over answers', text: '"What does the question ask you to do?" often helps more than giving the answer.' },
    },
    {
      title: 'How Much Is Reasonable?',
      content: 'Schools set homework, and the amount varies a lot. In the early grades, homework should be short and simple, and a tired child should not be working late into the evening. Teachers often don\'t know how long work takes at home. If your child\'s homework routinely takes far longer than the teacher expects, or ends in tears, tell the teacher.',
      funFact: { title: 'Time it, then tell', text: 'A week of noting start and finish times gives the teacher facts to work with, not just a feeling.' },
    },
  ],
  ageStage: {
    '3-5': 'Most preschoolers don\'t have formal homework. Learning happens best through play, reading aloud, talking, counting in daily life and building attention through games. If there are take-home activities, keep them short and playful.',
    '6-8': 'Early elementary homework is usually short and builds habits. Children still need adult help to start, stay organised and manage frustration. A routine and your calm presence nearby matter more than perfect answers.',
    '9-12': 'Homework grows and requires planning across days. Preteens benefit from learning to use a planner, break projects into steps and ask teachers for help. Executive function skills, such as planning and time management, are still developing.',
    '13+': 'Teens juggle heavier workloads, activities and social lives. They need more autonomy over how and when they work, with support for planning and sleep. Persistent struggles, avoidance or anxiety about school are worth exploring with the school.',
  },
  brainBehavior: 'Homework depends heavily on executive function: starting tasks, sustaining attention, planning and managing frustration. These skills, supported by the prefrontal cortex, develop gradually into early adulthood, and vary a lot between children. External supports, like routines, checklists, timers and chunking, act as scaffolding until children can do it themselves. Tired, hungry or stressed brains struggle more, so timing matters.',
  approaches: [
    { strategy: 'Consistent routine and space', rationale: 'Predictability reduces resistance and decision fatigue.', howTo: 'Pick a set time (after a snack and break), a quiet spot, and keep supplies ready. Use a visual checklist.' },
    { strategy: 'Chunking and breaks', rationale: 'Short focused periods are easier to sustain, especially for younger children.', howTo: 'Use a timer for 10 to 25 minutes of work, then a 5-minute movement break.' },
    { strategy: 'Autonomy-supportive help', rationale: 'Children put in more effort when they feel the work is theirs and they have some say in how to do it.', howTo: 'Be nearby, ask "What\'s your plan?" and "Where could you look for help?", and let mistakes reach the teacher.' },
    { strategy: 'Praise effort and strategies', rationale: 'Praise that names a strategy tells your child exactly what to do again next time.', howTo: 'Say "You kept trying different ways until it worked" rather than "You\'re so smart."' },
    { strategy: 'Partner with the teacher', rationale: 'Teachers can adjust workload and spot learning needs.', howTo: 'Share how long homework takes and where your child gets stuck. Ask what support the school can give.' },
  ],
  prosCons: [
    { approach: 'Fixed homework time', pros: ['Ends daily negotiation', 'Builds habit'], cons: ['Needs flexibility for activities', 'Can clash with natural energy dips'], bestFor: 'Most school-age children' },
    { approach: '"First-then" with a reward activity', pros: ['Motivating', 'Clear'], cons: ['Rushing to reach the reward', 'Reward can become the focus'], bestFor: 'Children who struggle to start' },
    { approach: 'Sitting beside your child throughout', pros: ['Helpful for young or struggling children', 'Immediate support'], cons: ['Can build dependence', 'Can turn into doing it for them'], bestFor: 'Short periods for early grades, fading over time' },
    { approach: 'Teen-led planning', pros: ['Builds independence and ownership', 'Fewer power struggles'], cons: ['Mistakes and missed deadlines while learning', 'Needs check-ins'], bestFor: 'Preteens and teens' },
  ],
  sources: [
    {
      claim: 'Set a regular homework time and a quiet place free of distractions such as TV and phones; be available to help, but never do the homework for your child; if homework often takes much longer than it should or leaves your child very frustrated, talk with the teacher.',
      title: 'KidsHealth (Nemours) for Parents: Homework Help',
      url: 'https://kidshealth.org/en/parents/homework.html',
      read: '2026-11-23',
      authority: 'public-health',
    },
    {
      claim: 'Attention and learning difficulties such as ADHD can make it hard for children to start, focus on and finish schoolwork; parents, teachers and healthcare providers can work together on support at school and at home.',
      title: 'CDC: ADHD in the Classroom',
      url: 'https://www.cdc.gov/adhd/treatment/classroom.html',
      read: '2026-11-23',
      authority: 'public-health',
      asOf: '2026-11',
    },
  ],
  microTasks: [
    'Note how long homework takes this week and where it gets stuck.',
    'Choose a regular homework time and spot with your child.',
    'Set up the spot: supplies ready, screens away, a snack first.',
    'Try a timer: 15 minutes of work, 5 minutes of movement.',
    'Ask a guiding question instead of giving an answer.',
    'Praise one specific strategy or effort you noticed.',
    'Send the teacher a short, friendly note about what you\'ve observed.',
  ],
  sampleScript: {
    '3-5': '"Let\'s play a counting game while we set the table: how many forks do we need? ... You counted all by yourself!" (Preschoolers learn best through everyday play rather than worksheets.)',
    '6-8': '"Snack first, then homework at the kitchen table at 4 o\'clock, like always. Let\'s set the timer for 15 minutes. I\'ll be right here making dinner if you get stuck."',
    '9-12': '"You have a science project due Friday. What are the steps? Let\'s put them in your planner, one a day. What part do you want to start with?"',
    '13+': '"I\'m not going to manage your homework for you; you\'re capable of that. I do want to help if it\'s piling up. Would a weekly check-in on Sunday evenings be useful?"',
  },
  ifThisHappens: [
    { scenario: 'Homework ends in tears every night.', solution: 'Stop for now and reconnect. Talk to the teacher about the amount and difficulty, and look at timing (tired? hungry?). Persistent distress is worth exploring.' },
    { scenario: 'My child says "I don\'t know how" to everything.', solution: 'Ask them to show you the first step they do know, then break the task smaller. Check with the teacher whether the work is at the right level.' },
    { scenario: 'My child rushes and makes careless mistakes.', solution: 'Let some mistakes go to school, so the teacher sees real work. Praise checking strategies and slowing down.' },
    { scenario: 'My child can\'t focus even with a good routine.', solution: 'Ongoing trouble starting, focusing or finishing work can have many causes, including attention or learning differences. Talk to the teacher and your pediatrician.' },
  ],
  pitfalls: [
    'Doing the homework for your child.',
    'Homework right before bed, when everyone is tired.',
    'Long lectures about the future ("You\'ll never get into college!").',
    'Screens and phones within reach during work time.',
    'Not telling the teacher when homework is routinely too long or too hard.',
  ],
  tracker: {
    description: 'Track homework sessions for two weeks to see what helps.',
    categories: ['Start time', 'Minutes worked', 'Breaks taken', 'Stuck points', 'Mood (before and after)', 'What helped'],
  },
  weeklyPrompts: [
    'Which days went smoothly, and what was different?',
    'Did I support or take over?',
    'Is the amount of homework reasonable for my child\'s grade?',
    'What would I like to tell or ask the teacher?',
  ],
  books: [
    { title: 'The Self-Driven Child', author: 'William Stixrud and Ned Johnson' },
    { title: 'Smart but Scattered', author: 'Peg Dawson and Richard Guare' },
  ],
  expert: {
    pediatricianTip: 'Pediatric guidance suggests a regular homework routine in a quiet place, balanced with play, physical activity and enough sleep. If your child consistently struggles to focus or learn despite support, mention it to your child\'s doctor and the school.',
    psychologistInsight: 'Psychologists who study motivation note that children work harder when they feel some control and competence. Offering choices within a routine, supporting rather than directing, and praising effort builds the independent habits homework is meant to teach.',
  },
  discussions: [
    { search: 'homework battles', title: 'Parents discussing homework battles', snippet: 'Routines and approaches other families used to reduce nightly fights.' },
    { search: 'homework routine elementary', title: 'Parents sharing homework routines', snippet: 'Examples of times, places and checklists that worked.' },
  ],
  glossary: [
    { term: 'Executive function', say: 'ig-ZEK-yoo-tiv FUNK-shun', definition: 'Brain skills for planning, starting tasks, focusing and self-control.' },
    { term: 'Chunking', say: 'CHUNK-ing', definition: 'Breaking a task into small, manageable parts.' },
    { term: 'Autonomy support', say: 'aw-TON-uh-mee suh-PORT', definition: 'Helping in a way that leaves the child in charge of the work: offering choices, asking questions and encouraging.' },
    { term: 'Scaffolding', say: 'SKAF-ul-ding', definition: 'Temporary support that helps someone do a task until they can do it alone.' },
  ],
  tryIt: [{
    title: 'Build a Homework Launch Pad',
    description: 'Set up a routine your child helps design.',
    steps: [
      'Choose a time and place together.',
      'Make a checklist: snack, supplies out, planner check, work in chunks, pack bag.',
      'Add a timer and decide on break activities (a dance, a walk, a stretch).',
      'Review after one week: what worked, what to change?',
    ],
    note: 'Keep the routine flexible for busy days; consistency over most days is what counts.',
  }],
  analogies: [
    { title: 'Training wheels', content: 'Your support is like training wheels: essential at first, then raised little by little as your child gains balance.' },
  ],
  realWorld: [
    { title: 'The after-school reset', content: 'A child who melts down over homework straight after school finishes it calmly an hour later, after a snack and some outdoor play. Same child, same homework; the timing changed.' },
  ],
  engaging: [
    { question: 'When is your child most focused?', context: 'Schedule homework around their natural energy.' },
    { question: 'Where exactly does homework get stuck?', context: 'Starting, staying focused, or understanding?' },
  ],
  quiz: [
    {
      question: 'Which kind of homework help tends to work better?',
      right: 'Guiding questions and encouragement',
      wrong: ['Doing the hard parts for them', 'Correcting every mistake at once'],
      skill: 'recall',
      support: ['asking guiding questions and encouraging', 'Support, don\'t take over'],
    },
    {
      question: 'Why does a fixed homework time and place help?',
      right: 'It ends the daily negotiation',
      wrong: ['It means no breaks are needed', 'It lets parents stop checking in'],
      skill: 'cause-effect',
      support: ['it stops being a fresh negotiation', 'removes daily negotiation'],
    },
    {
      question: 'Homework routinely takes far longer than it should. What should you do?',
      right: 'Talk to the teacher',
      wrong: ['Do it for your child', 'Keep quiet about it'],
      skill: 'recall',
      support: ['tell the teacher', 'talk to the teacher'],
    },
  ],
  related: ['parent-reading', 'parent-screen-time', 'parent-anxiety'],
  links: [SITES.childMind, SITES.readingRockets, britannica('homework education')],
};
