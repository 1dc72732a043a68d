import { SITES } from '../links';
import type { ParentEntry } from '../types';

export const chores: ParentEntry = {
  id: 'parent-chores',
  question: 'How do I get my child to help with chores?',
  title: 'Chores by Age, Without the Nagging',
  blurb: 'Age-fitting jobs, routines that stick, teaching step by step, and praise that builds responsibility.',
  standalone: [['chore*'], ['housework'], ['household', 'task*'], ['help*', 'around', 'the', 'house'], ['clean*', 'room'], ['tidy*', 'room']],
  triggers: [['chore*'], ['housework'], ['household', 'task*'], ['help*', 'around', 'the', 'house'], ['help*', 'at', 'home'], ['clean*', 'room'], ['clean*', 'up'], ['tidy*'], ['messy', 'room'], ['put', 'away', 'toy*'], ['pick*', 'up', 'toy*'], ['laundry'], ['dishes'], ['responsib*']],
  quickAnswer: 'Start early and keep jobs small and real. Even toddlers can put toys in a box, and older children can cook, clean and do laundry. Pick a few chores that fit your child\'s age, teach each one step by step, and build them into daily routines ("after dinner we clear the table"). Use checklists instead of nagging. Praise effort rather than perfection, and don\'t redo their work in front of them. Chores teach responsibility and show children they are a needed part of the family.',
  takeaways: [
    'Children of every age can help; match the job to what they can do.',
    'Teach a chore step by step, do it together first, then hand it over.',
    'Tie chores to routines and use picture or written checklists instead of reminders.',
    'Praise effort and progress, not perfection.',
    'Many families keep basic family jobs unpaid and link pocket money to extra jobs.',
  ],
  sections: [
    {
      title: 'Jobs That Fit Each Age',
      content: 'Toddlers and preschoolers can put toys away, put clothes in the laundry basket, feed a pet with help, and wipe up spills. School-age children can make their bed, set and clear the table, sort laundry, water plants and tidy their room. Preteens can load the dishwasher, vacuum, make simple meals and take out rubbish. Teens can do their own laundry, cook family meals, clean bathrooms and help with shopping.',
      funFact: { title: 'Helpers from the start', text: 'Toddlers often love to help, so it is worth letting them join in even when it is slower.' },
    },
    {
      title: 'Teaching a Chore',
      content: 'Show the job, do it together, watch your child do it, and then let them do it alone. Break big jobs into small steps: "tidy your room" becomes "books on the shelf, clothes in the basket, toys in the box". A picture chart helps younger children, and a written checklist helps older ones. Expect it to be slower and less perfect at first.',
      funFact: { title: 'Small steps win', text: 'A clear list of small steps is easier to follow than one big instruction.' },
    },
    {
      title: 'Making Chores Stick',
      content: 'Link chores to existing routines, such as clearing plates after dinner or tidying before screen time. Keep the same jobs for a few weeks so they become habits. Use "when-then" rules ("When the toys are away, then we go to the park") instead of repeated reminders. Thank and praise effort. If you want to pay, many families pay for extra jobs beyond the basics everyone does.',
      funFact: { title: 'When-then', text: 'Saying "when you have done this, then you can do that" turns a reminder into a simple plan.' },
    },
  ],
  ageStage: {
    '3-5': 'Preschoolers love to help and feel grown up. Give them real jobs with your help: matching socks, putting toys in baskets, feeding the pet, setting out napkins. Keep jobs short and praise every effort.',
    '6-8': 'School-age children can take on regular chores of their own, such as making their bed, setting and clearing the table and tidying their room. Helping with household tasks builds a sense of responsibility. Picture or written charts help them remember without nagging.',
    '9-12': 'Preteens can learn real life skills: simple cooking, loading the dishwasher, vacuuming and caring for pets. Involving them in household tasks like cleaning and cooking builds independence. Let them choose some jobs and set their own schedule within limits.',
    '13+': 'Teens can do almost any household task, including laundry, cooking meals and cleaning bathrooms. These are skills for living independently. Agree on responsibilities together, respect busy schedules, and expect follow-through.',
  },
  brainBehavior: 'Planning, remembering and finishing a task all rely on executive function skills, which develop through childhood and into the teen years. Routines, checklists and clear steps support these skills until they grow. Being trusted with real jobs also builds a child\'s sense of competence and belonging.',
  approaches: [
    { strategy: 'Age-fitting, real jobs', rationale: 'Children feel capable when the job is within reach and genuinely useful.', howTo: 'Choose two or three chores that match your child\'s skills, and swap in harder ones as they grow.' },
    { strategy: 'Teach, then hand over', rationale: 'Children succeed when they have been shown how, step by step.', howTo: 'Show it, do it together, watch them do it, then let them do it alone. Break big jobs into small steps.' },
    { strategy: 'Routines and checklists', rationale: 'A routine does the reminding, so parents nag less.', howTo: 'Attach each chore to a daily moment (after breakfast, before screens) and post a picture or written checklist.' },
    { strategy: 'Praise effort and use "when-then"', rationale: 'Positive attention and clear order of activities motivate more than nagging or threats.', howTo: 'Thank specific effort ("You cleared every plate!") and use "When the job is done, then ..." rules.' },
  ],
  prosCons: [
    { approach: 'Unpaid family jobs', pros: ['Teaches that everyone contributes', 'No bargaining over every task'], cons: ['Less motivating for some children', 'Needs consistent routines'], bestFor: 'Basic daily jobs like tidying and table setting' },
    { approach: 'Paid extra jobs', pros: ['Links work and money', 'Motivating for older children'], cons: ['Children may refuse unpaid jobs', 'Needs clear rules about what is paid'], bestFor: 'Older children learning about earning' },
    { approach: 'Chore chart or rota', pros: ['Clear and fair between siblings', 'Reduces reminders'], cons: ['Needs updating', 'Can lose novelty'], bestFor: 'Families with more than one child' },
  ],
  sources: [
    {
      claim: 'CDC Positive Parenting Tips for middle childhood (6 to 8 years): help your child develop a sense of responsibility by asking them to help with household tasks, such as setting the table.',
      title: 'CDC: Positive Parenting Tips: Middle Childhood (6-8 years old)',
      url: 'https://www.cdc.gov/child-development/positive-parenting-tips/middle-childhood-6-8-years.html',
      read: '2026-11-23',
      authority: 'public-health',
    },
    {
      claim: 'CDC Positive Parenting Tips for middle childhood (9 to 11 years): involve your child in household tasks, such as cleaning and cooking, to build responsibility along with growing independence.',
      title: 'CDC: Positive Parenting Tips: Middle Childhood (9-11 years old)',
      url: 'https://www.cdc.gov/child-development/positive-parenting-tips/middle-childhood-9-11-years-old.html',
      read: '2026-11-23',
      authority: 'public-health',
    },
    {
      claim: 'The American Academy of Pediatrics recommends positive discipline: calm, clear limits, praise and attention for the behaviour you want, and consequences that teach; spanking, yelling and shaming work poorly and can harm children.',
      title: 'HealthyChildren.org (American Academy of Pediatrics): What\'s the Best Way to Discipline My Child?',
      url: 'https://www.healthychildren.org/English/family-life/family-dynamics/communication-discipline/Pages/Disciplining-Your-Child.aspx',
      read: '2026-11-23',
      authority: 'public-health',
    },
  ],
  microTasks: [
    'List the jobs your household needs and mark the ones your child could do or help with.',
    'Choose two or three chores that fit your child\'s age, with your child\'s input.',
    'Teach one chore today: show it, do it together, then watch your child do it.',
    'Make a picture or written checklist and put it where the job happens.',
    'Attach each chore to a routine moment, such as after breakfast or before screens.',
    'Use one "when-then" instead of a reminder: "When the toys are away, then we read."',
    'Praise effort at least once a day, and resist redoing the job in front of your child.',
  ],
  sampleScript: {
    '3-5': '"You\'re such a good helper! Can you put all the blocks in the red box? Let\'s do it together. ... Look, the floor is clear. You did that!"',
    '6-8': '"In our family, everyone helps. Your jobs this week are setting the table and feeding the cat. Here\'s your chart. When your jobs are done, then it\'s screen time."',
    '9-12': '"You\'re old enough to learn some real life skills. Which would you rather take on: loading the dishwasher or vacuuming the living room? I\'ll show you how the first time."',
    '13+': '"Let\'s agree on how we share the housework, since everyone\'s busy. You pick two jobs from the list, and you decide when in the week you do them, as long as they\'re done by Sunday."',
  },
  ifThisHappens: [
    { scenario: 'My child refuses to do chores.', solution: 'Stay calm and use "when-then": "When your room is tidy, then you can go out." Follow through without arguing, and praise the next job done without a fuss.' },
    { scenario: 'The job is done badly.', solution: 'Praise the effort, then show one improvement next time. Redoing it in front of your child can make them give up.' },
    { scenario: 'My children argue about who does what.', solution: 'Use a simple rota or chart with jobs that rotate weekly, so the rules decide, not you.' },
    { scenario: 'My child only helps when paid.', solution: 'Separate basic family jobs (unpaid, because everyone lives here) from extra jobs that can earn money.' },
  ],
  pitfalls: [
    'Waiting until children are "old enough" instead of starting small.',
    'Vague instructions like "clean your room" without steps.',
    'Nagging instead of using routines and checklists.',
    'Redoing the job in front of the child.',
    'Using chores as punishment, which makes helping feel bad.',
  ],
  tracker: {
    description: 'A simple weekly chart shows which jobs are becoming habits.',
    categories: ['Chore', 'Done without reminder', 'Done with reminder', 'Praise given', 'Skill learned'],
  },
  weeklyPrompts: [
    'Which chores happened without reminders this week?',
    'Is each job the right size for my child right now?',
    'Did I praise effort more than I corrected?',
    'Is my child ready for a new skill?',
  ],
  books: [
    { title: 'How to Raise an Adult', author: 'Julie Lythcott-Haims' },
    { title: 'Smart but Scattered', author: 'Peg Dawson and Richard Guare' },
  ],
  expert: {
    pediatricianTip: 'Pediatricians encourage giving children age-appropriate household tasks as part of growing responsibility and independence, with praise for effort. Keep safety in mind: tasks with knives, hot stoves or cleaning chemicals need adult teaching and supervision.',
    psychologistInsight: 'Child psychologists note that chores build competence and a sense of belonging. The biggest barrier is usually the adult\'s reminders: routines, checklists and "when-then" rules do the reminding instead, and praise for effort keeps motivation up.',
  },
  discussions: [
    { search: 'age appropriate chores', title: 'Parents sharing chore lists by age', snippet: 'What jobs other families give children at different ages.' },
    { search: 'chore chart that works', title: 'Parents discussing chore charts', snippet: 'Charts and routines that cut down on nagging.' },
    { search: 'should kids be paid for chores', title: 'Parents debating paying for chores', snippet: 'How families link chores and pocket money, or keep them separate.' },
  ],
  glossary: [
    { term: 'Executive function', say: 'ig-ZEK-yuh-tiv FUNK-shun', definition: 'The brain skills for planning, remembering steps and finishing tasks.' },
    { term: 'When-then rule', say: 'wen-THEN rool', definition: 'A simple plan: when a task is done, then a fun activity follows.' },
    { term: 'Chore chart', say: 'CHOR chart', definition: 'A picture or written list that shows each person\'s jobs and when to do them.' },
  ],
  tryIt: [{
    title: 'Build a Family Chore Chart',
    description: 'Make a chart together so everyone knows their jobs.',
    steps: [
      'List the jobs your home needs each day and each week.',
      'Let each child choose some jobs that fit their age, with your guidance.',
      'Draw or write the jobs on a chart, with pictures for young children.',
      'Tick jobs off together each evening and swap jobs every week or two.',
    ],
    note: 'Jobs with knives, the stove or cleaning chemicals are for grown-ups, or for older children with an adult teaching and watching.',
  }],
  analogies: [
    { title: 'A team sport', content: 'A family is like a team: everyone has a position, and the team works best when every player, however small, does their part.' },
  ],
  realWorld: [
    { title: 'The after-dinner routine', content: 'A family makes clearing plates part of the end of every meal. After a few weeks, the children stack their plates without being asked, because it has become simply what happens after dinner.' },
  ],
  engaging: [
    { question: 'What jobs does your child already enjoy?', context: 'Start with those to build a habit.' },
    { question: 'Which job do you nag about most?', context: 'That one may need a routine or a checklist.' },
  ],
  quiz: [
    { question: 'What is the best way to teach a new chore?', right: 'Show it, do it together, then hand it over', wrong: ['Give one instruction and leave them to it', 'Wait until they are old enough'], skill: 'sequence', support: ['Teach a chore step by step, do it together first, then hand it over'] },
    { question: 'What should you praise?', right: 'Effort and progress', wrong: ['Only perfect results', 'Nothing, to avoid spoiling'], skill: 'recall', support: ['Praise effort and progress, not perfection'] },
    { question: 'What helps replace nagging?', right: 'Routines and checklists', wrong: ['Louder reminders', 'Doing the job yourself'], skill: 'cause-effect', support: ['use picture or written checklists instead of reminders'] },
  ],
  related: ['parent-allowance', 'parent-listening', 'parent-homework'],
  links: [SITES.cdc, SITES.healthyChildren, SITES.childMind],
};
