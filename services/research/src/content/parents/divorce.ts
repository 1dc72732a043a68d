import { SITES } from '../links';
import type { ParentEntry } from '../types';

export const divorce: ParentEntry = {
  id: 'parent-divorce',
  question: 'How do I talk to my child about divorce or separation?',
  title: 'Talking With Your Child About Divorce or Separation',
  blurb: 'How to tell children, what they need to hear, and how to help them through the changes.',
  standalone: [['divorc*'], ['separat*', 'parent*'], ['parents', 'split*'], ['we', 'are', 'separating'], ['we', 'are', 'splitting'], ['co', 'parenting'], ['coparenting'], ['custody'], ['two', 'homes'], ['two', 'houses'], ['explain*', 'separation']],
  triggers: [['divorc*'], ['separating'], ['separated'], ['split', 'up'], ['splitting', 'up'], ['break', 'up'], ['breaking', 'up'], ['co', 'parent*'], ['coparent*'], ['custody'], ['ex', 'husband'], ['ex', 'wife'], ['ex', 'partner'], ['my', 'ex'], ['two', 'homes'], ['two', 'houses'], ['dad', 'moved', 'out'], ['mom', 'moved', 'out'], ['leaving', 'dad'], ['leaving', 'mom'], ['explain*', 'separat*'], ['tell*', 'separat*']],
  quickAnswer: 'If you can, tell your child together, calmly, and before any changes happen. Keep it simple: the grown-ups have decided to live apart, it is not the child\'s fault, and both parents will keep loving them. Tell them what will change and what will stay the same. Keep children out of adult conflict and never ask them to take sides or carry messages. Steady routines, patience with big feelings, and support from their doctor or a counsellor help children cope.',
  takeaways: [
    'Tell your child together if you can, in simple words, before changes happen.',
    'Say clearly that it is not their fault and both parents still love them.',
    'Explain what will change and what will stay the same.',
    'Keep children out of adult conflict: no blaming, no messengers, no choosing sides.',
    'Expect a range of feelings; ask for professional help if problems last.',
  ],
  sections: [
    {
      title: 'Telling Your Child',
      content: 'Plan what you will say, and if possible tell your child together, at a calm time, with time afterwards to talk. Use simple, honest words without blame. Children often think they caused the split, so say clearly that it is a grown-up decision and not their fault. Explain practical changes: where they will live, when they will see each parent, and what stays the same.',
      funFact: { title: 'Repeat the key words', text: 'Children often need to hear "this is not your fault" many times, not just once.' },
    },
    {
      title: 'Protecting Children From Conflict',
      content: 'Children cope best when parents keep conflict away from them. Do not argue in front of them, criticise the other parent to them, or ask them to pass messages or keep secrets. Let them love both parents freely. Consistent rules and routines in both homes, where possible, help children feel secure.',
      funFact: { title: 'Out of the middle', text: 'Children feel safer when they never have to choose between the people they love.' },
    },
    {
      title: 'Helping Children Cope',
      content: 'Children may feel sad, angry, worried or relieved, and may act younger, struggle at school or sleep badly for a while. Listen without judging and name their feelings. Keep routines steady and let teachers know, so they can support your child. Look after your own support too. Talk to your pediatrician or a counsellor if your child\'s difficulties last or worry you.',
      funFact: { title: 'Tell the teacher', text: 'A teacher who knows about changes at home can spot and support a struggling child.' },
    },
  ],
  ageStage: {
    '3-5': 'Preschoolers may not understand what divorce means and may believe they caused it. They may become clingy, have trouble sleeping, or go back to younger behaviour. Short, simple explanations repeated often, plus predictable routines and hand-overs, help most.',
    '6-8': 'Young school-age children often feel sad and may hope their parents will get back together. They may feel torn between parents. Reassure them often, keep both relationships strong, and keep school and friends steady.',
    '9-12': 'Preteens understand more and may feel angry, take sides, or blame one parent. Schoolwork may slip. Listen, avoid sharing adult details, and do not lean on them as a confidant.',
    '13+': 'Teens may be angry, withdraw, or worry about money and the future. They may question relationships in general. Respect their views and their busy lives when planning schedules, and watch for risky behaviour or low mood.',
  },
  brainBehavior: 'Children feel secure when their caregivers are predictable and their world makes sense. Separation changes both, so stress responses like worry, anger and sleep problems are common. Ongoing conflict between parents keeps that stress high. Warm, steady parenting and low conflict help children\'s stress settle, and with support many children adjust well over time.',
  approaches: [
    { strategy: 'A planned, shared conversation', rationale: 'Hearing the same calm message from both parents reduces confusion and blame.', howTo: 'Agree on the words beforehand, tell children together, and give them time to ask questions.' },
    { strategy: 'Clear reassurance', rationale: 'Young children often blame themselves and fear losing a parent.', howTo: 'Say "This is a grown-up decision. It\'s not your fault. We will both always love you."' },
    { strategy: 'Shield children from conflict', rationale: 'Being caught in parents\' conflict is one of the most stressful parts of a separation for children.', howTo: 'Discuss adult matters away from children, never use them as messengers, and speak respectfully about the other parent.' },
    { strategy: 'Keep routines steady', rationale: 'Predictability helps children feel safe during change.', howTo: 'Use a visible calendar for time in each home, and keep rules and bedtimes similar.' },
  ],
  prosCons: [
    { approach: 'Telling children together', pros: ['One shared, calm message', 'Shows parents still cooperate'], cons: ['Hard if conflict is high'], bestFor: 'Parents who can stay calm together' },
    { approach: 'A family counsellor or mediator', pros: ['Neutral support with planning and talking'], cons: ['Cost and waiting times'], bestFor: 'High-conflict separations or children who are struggling' },
    { approach: 'A shared calendar for both homes', pros: ['Children can see when they will be where'], cons: ['Needs both parents to keep it up to date'], bestFor: 'School-age children moving between homes' },
  ],
  sources: [
    {
      claim: 'When parents divorce, children may feel sad, angry or worried and may think it is their fault. Parents can help by telling children together if possible, reassuring them that it is not their fault and that both parents love them, explaining what will change, keeping routines steady, not putting children in the middle of conflict or asking them to take sides, and getting help from a doctor or counsellor if problems last.',
      title: 'KidsHealth (Nemours) for Parents: Helping Your Child Through a Divorce',
      url: 'https://kidshealth.org/en/parents/divorce.html',
      read: '2026-11-23',
      authority: 'public-health',
    },
    {
      claim: 'Every year more than 1 million American children experience the divorce or separation of their parents; children and parents can experience emotional trauma before, during and after a separation, and many children show behaviour changes in the first year. Age-appropriate explanation and counselling for the child, and guidance for parents, may reduce the potential negative effects, and referral to professionals with expertise in the social, emotional and legal aspects of separation may help.',
      title: 'Cohen G. J., Weitzman C. C. and AAP committees (2016). Helping Children and Families Deal With Divorce and Separation. Pediatrics 138(6):e20163020 (AAP clinical report)',
      url: 'https://doi.org/10.1542/peds.2016-3020',
      read: '2026-11-28',
      authority: 'peer-reviewed',
    },
  ],
  microTasks: [
    'Write down the few simple sentences you want your child to hear.',
    'Agree with the other parent, if possible, on when and how to tell your child.',
    'List what will stay the same for your child, and share it with them.',
    'Make a calendar that shows time at each home, with pictures for young children.',
    'Tell your child\'s teacher about the change at home.',
    'Notice one time you felt like criticising the other parent, and keep it away from your child.',
    'Ask your child one open question, like "What are you wondering about?"',
  ],
  sampleScript: {
    '3-5': '"Mummy and Daddy are going to live in two different homes. You will sleep at Daddy\'s house on these days, and at Mummy\'s house on these days. This is a grown-up choice, and it is not because of anything you did. We both love you, always."',
    '6-8': '"We have decided to live apart. It\'s a grown-up problem, and nothing you did or said caused it. You\'ll still see both of us a lot; here\'s the calendar. You can feel sad or cross, and you can ask us anything."',
    '9-12': '"We\'ve decided to separate. We tried hard to fix things, and this is our decision, not your fault. You don\'t have to take sides. Here\'s what changes and what stays the same. What questions do you have?"',
    '13+': '"We want to be honest with you: we\'re separating. You don\'t need to carry any of our adult stuff or choose between us. We\'ll work out schedules with your plans in mind. How are you feeling about it?"',
  },
  ifThisHappens: [
    { scenario: 'My child asks if we will get back together.', solution: 'Answer honestly and kindly: "No, we won\'t be living together again, but we will both always be your parents." Accept the sadness behind the question.' },
    { scenario: 'My child refuses to go to the other parent\'s home.', solution: 'Listen for the reason without blaming anyone. Keep the schedule calm and predictable, talk with the other parent, and get professional advice if refusal continues.' },
    { scenario: 'My child blames one parent.', solution: 'Don\'t agree or argue. Say you understand they are angry, and that both parents love them. Avoid sharing adult details.' },
    { scenario: 'My child seems very sad, withdrawn or is struggling at school for weeks.', solution: 'Talk to your pediatrician or a child counsellor. Support early makes a real difference.' },
  ],
  pitfalls: [
    'Arguing or discussing the separation in front of children.',
    'Criticising the other parent to your child.',
    'Using children as messengers or spies.',
    'Sharing adult details or leaning on a child for emotional support.',
    'Making big changes to routines all at once.',
  ],
  tracker: {
    description: 'Notice how your child is coping over the first months.',
    categories: ['Sleep', 'Mood', 'Hand-over days', 'School', 'Questions asked', 'Time with each parent'],
  },
  weeklyPrompts: [
    'What helped my child feel secure this week?',
    'Did my child hear any conflict or criticism? How can I prevent it?',
    'Are routines similar enough in both homes?',
    'Who is supporting me, and do I need more help?',
  ],
  books: [
    { title: 'Two Homes', author: 'Claire Masurel' },
    { title: 'Dinosaurs Divorce', author: 'Laurene Krasny Brown and Marc Brown' },
    { title: 'Mom\'s House, Dad\'s House', author: 'Isolina Ricci' },
  ],
  expert: {
    pediatricianTip: 'Pediatricians can help families during a separation: tell your child\'s doctor about the change, especially if sleep, eating, toileting or behaviour change. Keeping routines steady and conflict away from children helps them most.',
    psychologistInsight: 'Child psychologists stress how much ongoing conflict between parents weighs on children. Warm, consistent parenting from each parent and permission to love both help children adjust well over time.',
  },
  discussions: [
    { search: 'telling kids about divorce', title: 'Parents sharing how they told their children about a separation', snippet: 'Words and timing other families used.' },
    { search: 'co-parenting tips young kids', title: 'Parents talking about co-parenting young children', snippet: 'Calendars, hand-overs and keeping rules similar.' },
  ],
  glossary: [
    { term: 'Co-parenting', say: 'koh-PAIR-en-ting', definition: 'Separated parents working together to raise their child.' },
    { term: 'Hand-over', say: 'HAND-oh-ver', definition: 'The moment a child moves from one parent\'s care to the other\'s.' },
    { term: 'Custody', say: 'KUS-tuh-dee', definition: 'The legal arrangement for where a child lives and who makes decisions.' },
  ],
  tryIt: [{
    title: 'A Two-Home Calendar',
    description: 'A simple picture calendar helps children see where they will be.',
    steps: [
      'Use a large calendar or a sheet of paper with the days of the week.',
      'Pick a colour or sticker for each home.',
      'Mark the days at each home together with your child.',
      'Hang it where your child can see it, and check it together before hand-overs.',
    ],
    note: 'If possible, keep a copy in both homes so the plan looks the same everywhere.',
  }],
  analogies: [
    { title: 'A bridge between two homes', content: 'Children do best when the path between their homes feels like a safe bridge, not a battlefield they must cross.' },
  ],
  realWorld: [
    { title: 'Hand-over moments', content: 'Many families keep hand-overs short, friendly and at a neutral place like school, so children do not feel caught in the middle.' },
  ],
  engaging: [
    { question: 'What does your child most need to hear from you right now?', context: 'Often: it is not your fault, and you are loved.' },
    { question: 'Which routines can stay the same in both homes?', context: 'Bedtime and homework are a good start.' },
  ],
  quiz: [
    { question: 'What do many children believe about their parents\' separation?', right: 'That it is their fault', wrong: ['That it is exciting news', 'That nothing will change'], skill: 'recall', support: ['Children often think they caused the split'] },
    { question: 'What is especially hard for children in a separation?', right: 'Ongoing conflict between parents', wrong: ['Having two bedrooms to choose from', 'Getting a new family calendar'], skill: 'cause-effect', support: ['Children cope best when parents keep conflict away from them'] },
    { question: 'What should children never be asked to do?', right: 'Carry messages between parents', wrong: ['Talk about their feelings', 'Follow a routine'], skill: 'recall', support: ['never ask them to take sides or carry messages'] },
  ],
  related: ['parent-big-emotions', 'parent-anxiety', 'parent-moving-house'],
  links: [SITES.kidsHealth, SITES.healthyChildren, SITES.childMind],
};
