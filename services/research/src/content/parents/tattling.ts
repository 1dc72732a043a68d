import { SITES } from '../links';
import type { ParentEntry } from '../types';

export const tattling: ParentEntry = {
  id: 'parent-tattling',
  question: 'How do I handle a child who tattles all the time?',
  title: 'Tattling: Telling Versus Tattling',
  blurb: 'Why children tattle, how to teach the difference between telling and tattling, and how to keep them safe.',
  standalone: [['tattl*'], ['tattle', 'tale*'], ['tattletale*'], ['snitch*'], ['telling', 'tales'], ['tell*', 'on', 'brother'], ['tell*', 'on', 'sister'], ['tell*', 'on', 'sibling*'], ['tell*', 'on', 'everyone'], ['tell*', 'on', 'other', 'kids']],
  triggers: [
    ['tattl*'], ['tattletale*'], ['snitch*'], ['telling', 'tales'], ['tell*', 'on', 'brother'], ['tell*', 'on', 'sister'], ['tell*', 'on', 'sibling*'],
    ['tell*', 'on', 'everyone'], ['tell*', 'on', 'other', 'kid*'], ['tell*', 'on', 'classmate*'], ['tell*', 'on', 'friend*'], ['report*', 'every', 'little', 'thing'],
  ],
  quickAnswer: 'Tattling is common in young children, who are learning rules and fairness and want adults to see them being good. Teach the difference between telling and tattling: telling is to help someone who is hurt, in danger or being bullied, and tattling is to get someone into trouble over something small. Always thank your child for telling you about safety. For small problems, listen briefly, then coach your child to sort it out themselves: "What could you say to him?" Never make a child afraid to tell you when something serious happens.',
  takeaways: [
    'Tattling is a normal stage of learning rules and fairness.',
    'Telling is to help someone; tattling is to get someone into trouble.',
    'Always welcome reports of danger, hurting or bullying.',
    'For small problems, coach your child to try solving it first.',
    'Praise kind problem-solving, not reporting.',
  ],
  sections: [
    {
      title: 'Why Children Tattle',
      content: 'Young children are learning the rules and care a lot about fairness. Reporting a rule-breaker shows an adult they know the rule. Tattling can also be a bid for attention, a way to get back at a sibling, or a sign that a child does not yet know how to solve a problem alone. With time and coaching, most children learn to handle small problems themselves.',
      funFact: { title: 'Rule experts', text: 'Children who tattle a lot often know the family rules very well. They just need help using them kindly.' },
    },
    {
      title: 'Telling Versus Tattling',
      content: 'A simple test helps: is the report meant to get someone out of trouble, or into trouble? Telling is for when someone is hurt, in danger, being bullied, or being made to do something that feels wrong. Tattling is about small things, like a sibling taking the last biscuit. Teach the difference with everyday examples. Make it clear that if they are ever unsure, they should tell you.',
      funFact: { title: 'When in doubt, tell', text: 'Children should always feel free to tell a trusted adult about anything that feels unsafe.' },
    },
    {
      title: 'Coaching Instead of Solving',
      content: 'When your child tattles about something small, listen for a moment so they feel heard. Then hand the problem back: "What could you say to your sister?" Help them practise words such as "Please stop" or "Can I have a turn after you?" Praise them when they sort it out. Avoid punishing the other child just because a report was made, as that rewards tattling.',
      funFact: { title: 'Problem-solvers', text: 'Each small problem a child solves alone is practice for friendships and school.' },
    },
  ],
  ageStage: {
    '3-5': 'Preschoolers tattle a lot, because they are learning rules and cannot yet solve most problems alone. Keep the difference simple: "Is someone hurt or in danger?" Give them easy words to use with friends, and praise every try.',
    '6-8': 'School-age children care greatly about fairness and may tattle on siblings and classmates. This is the best age to practise the "out of trouble or into trouble" test, and to coach them through small conflicts.',
    '9-12': 'Preteens tattle less, but may go quiet even when something is serious, for fear of being called a snitch. Make it clear that telling an adult about bullying, danger or harm is brave and right.',
    '13+': 'Teenagers rarely tattle, but peer pressure not to "snitch" can stop them reporting real danger, such as a friend at risk. Talk about the difference between gossip and getting help, and keep the door open.',
  },
  brainBehavior: 'Young children think in clear rules and are very sensitive to fairness, but the skills to negotiate, compromise and let small things go develop slowly. Reporting to an adult is an easy way to handle a problem they cannot yet solve. As thinking and self-control mature, children can judge which problems need an adult and which they can manage.',
  approaches: [
    { strategy: 'Teach the telling test', rationale: 'A simple rule helps children judge when to involve an adult.', howTo: 'Ask: "Are you telling me to get someone out of trouble, or into trouble?" Practise with examples.' },
    { strategy: 'Welcome safety reports every time', rationale: 'Children must never learn that telling about danger or bullying is unwelcome.', howTo: 'Thank them warmly, act on it, and say "You did the right thing telling me."' },
    { strategy: 'Listen briefly, then coach', rationale: 'Solving small problems builds social skills and reduces tattling over time.', howTo: '"Sounds frustrating. What could you say to him?" Help with words if needed.' },
    { strategy: 'Don\'t reward tattling', rationale: 'If a report always gets the other child punished, tattling pays off.', howTo: 'Deal with the issue only if it needs you, and not in a way that "wins" the report.' },
    { strategy: 'Praise kind problem-solving', rationale: 'Attention strengthens the behaviour it follows.', howTo: 'Notice when your child sorts out a small problem: "You asked for a turn nicely, and it worked!"' },
  ],
  prosCons: [
    { approach: '"Out of trouble or into trouble?" test', pros: ['Simple to remember', 'Keeps safety reports welcome'], cons: ['Young children need many examples', 'Some cases are in between'], bestFor: 'Preschool and early school-age children' },
    { approach: 'Ignoring small reports', pros: ['Removes the payoff', 'Quick'], cons: ['Risks missing something serious', 'Child may feel unheard'], bestFor: 'Only after a brief listen, for clearly minor issues' },
    { approach: 'Coaching the child to solve it', pros: ['Builds social skills', 'Fewer reports over time'], cons: ['Takes time and patience', 'Not right for real danger'], bestFor: 'Everyday squabbles with siblings and friends' },
    { approach: 'A family "report box" or worry time', pros: ['Gives a place for small complaints', 'Reduces interruptions'], cons: ['Not for urgent problems', 'Can turn into a complaint list'], bestFor: 'Families with frequent small reports' },
  ],
  sources: [
    {
      claim: 'CDC Positive Parenting Tips for middle childhood (6 to 8 years): friendships become more and more important; children pay more attention to friendships and teamwork and want to be liked and accepted by friends. Parents can talk with their child about school and friends, talk about respecting others, and encourage children to solve problems such as a disagreement with another child on their own.',
      title: 'CDC: Positive Parenting Tips: Middle Childhood (6-8 years old)',
      url: 'https://www.cdc.gov/child-development/positive-parenting-tips/middle-childhood-6-8-years.html',
      read: '2026-11-23',
      authority: 'public-health',
    },
    {
      claim: 'American Academy of Pediatrics (HealthyChildren.org): help your child know what to do if bullied, such as telling the bully to stop in a calm, firm voice and walking away, staying near friends and telling an adult; talk to the teacher or school.',
      title: 'HealthyChildren.org (AAP): Bullying: It\'s Not OK',
      url: 'https://www.healthychildren.org/English/safety-prevention/at-play/Pages/Bullying-Its-Not-Ok.aspx',
      read: '2026-11-23',
      authority: 'public-health',
    },
    {
      claim: 'The American Academy of Pediatrics recommends positive discipline: calm, clear limits, praise and attention for the behaviour you want, and consequences that teach; spanking, yelling and shaming work poorly and can harm children.',
      title: 'HealthyChildren.org (AAP): What\'s the Best Way to Discipline My Child?',
      url: 'https://www.healthychildren.org/English/family-life/family-dynamics/communication-discipline/Pages/Disciplining-Your-Child.aspx',
      read: '2026-11-23',
      authority: 'public-health',
    },
  ],
  microTasks: [
    'Count the reports today and note which were about safety and which were small.',
    'Explain the telling test: "out of trouble or into trouble?"',
    'Act out three examples together and decide: telling or tattling?',
    'Practise two phrases your child can use, such as "Please stop" and "My turn next?"',
    'Respond to a small report with "What could you say to them?"',
    'Praise one moment when your child solved a problem alone.',
    'Remind your child that they can always tell you about anything unsafe.',
  ],
  sampleScript: {
    '3-5': '"Is anyone hurt? No? Okay. You don\'t like it when Sam takes your blocks. Let\'s practise: say \'Stop, those are mine.\' Can you try telling Sam?"',
    '6-8': '"Let\'s check: are you telling me to help someone, or to get your brother into trouble? ... Sounds like a small problem. What could you say to him? Come back if you need help."',
    '9-12': '"I know nobody wants to be called a snitch. But telling an adult when someone is being hurt or bullied is brave, not snitching. You can always tell me, and we\'ll decide together what to do."',
    '13+': '"If a friend is ever in real danger, telling an adult isn\'t betraying them. It\'s looking after them. You can come to me, or another adult you trust, at any time."',
  },
  ifThisHappens: [
    { scenario: 'My child tattles on their sibling all day.', solution: 'Listen briefly, use the telling test, and coach them to solve small problems. Give each child some one-to-one time, since tattling can be a bid for attention.' },
    { scenario: 'My child won\'t tell me things because they don\'t want to be a tattletale.', solution: 'Make it clear that reports about danger, hurting, bullying or secrets that feel wrong are always welcome, and thank them every time.' },
    { scenario: 'The teacher says my child tattles all day at school.', solution: 'Work with the teacher on the same telling test and phrases, and practise problem-solving at home.' },
    { scenario: 'My child reports that someone hurt them or touched them in a way that felt wrong.', solution: 'Stay calm, believe them, thank them for telling, and act to keep them safe. Contact the school, your doctor or the authorities as needed.' },
  ],
  pitfalls: [
    'Saying "Don\'t be a tattletale" to every report, which can silence real problems.',
    'Always punishing the child who was reported.',
    'Solving every small squabble yourself.',
    'Forgetting to praise problem-solving when it happens.',
  ],
  tracker: {
    description: 'A week\'s log shows whether reports are shifting from small to safety.',
    categories: ['Reports about safety', 'Reports about small problems', 'Coached to solve it', 'Solved it alone', 'One-to-one time given'],
  },
  weeklyPrompts: [
    'Are small reports getting fewer?',
    'Did my child solve any problems on their own?',
    'Did I welcome every report about safety?',
    'Is tattling a sign that my child needs more attention or help with a friendship?',
  ],
  books: [
    { title: 'Don\'t Squeal Unless It\'s a Big Deal: A Tale of Tattletales', author: 'Jeanie Franz Ransom' },
    { title: 'A Bad Case of Tattle Tongue', author: 'Julia Cook' },
  ],
  expert: {
    pediatricianTip: 'Pediatricians recommend teaching children to always tell a trusted adult if someone is hurt, in danger, being bullied, or if something feels wrong. For everyday squabbles, calm coaching and praise for solving problems work better than punishment.',
    psychologistInsight: 'Child psychologists see tattling as a normal stage of learning rules and fairness. Coaching children to handle small conflicts builds social skills, while keeping the door open for serious reports keeps them safe.',
  },
  discussions: [
    { search: 'tattling', title: 'Parents discussing tattling', snippet: 'How other families teach the difference between telling and tattling.' },
    { search: 'tattling on siblings', title: 'Parents talking about sibling tattling', snippet: 'What helped when children reported on each other all day.' },
    { search: 'kids telling vs tattling', title: 'Parents sharing telling-versus-tattling rules', snippet: 'Simple rules and phrases families use at home.' },
  ],
  glossary: [
    { term: 'Tattling', say: 'TAT-ling', definition: 'Reporting small things to get someone into trouble.' },
    { term: 'Telling', say: 'TEL-ing', definition: 'Reporting to an adult to help someone who is hurt, in danger or being bullied.' },
    { term: 'Trusted adult', say: 'TRUS-tid uh-DULT', definition: 'A grown-up a child can go to for help, like a parent or teacher.' },
  ],
  tryIt: [{
    title: 'Telling or Tattling? Sorting Game',
    description: 'Practise the difference with quick examples.',
    steps: [
      'Write short situations on cards, such as "A child fell and is bleeding" or "My sister has the red cup".',
      'Take turns reading one and deciding: telling or tattling?',
      'For each tattling card, think of words your child could use to solve it.',
      'Finish by agreeing: if you are ever unsure, tell a grown-up.',
    ],
    note: 'Keep the examples everyday and age-appropriate, and end on the message that safety reports are always welcome.',
  }],
  analogies: [
    { title: 'An ambulance or a complaints desk', content: 'Telling is like calling an ambulance: for when someone needs help. Tattling is like a complaints desk for small grumbles, which children can often sort out themselves.' },
  ],
  realWorld: [
    { title: 'The last biscuit', content: '"He took the last biscuit!" A parent says "What could you say to him?" The child asks for half, and the brothers share, with no adult judgement needed.' },
  ],
  engaging: [
    { question: 'What do most reports in your home concern?', context: 'Safety, fairness or small annoyances?' },
    { question: 'How do you respond when your child tells you something?', context: 'Your reaction shapes what they tell you next time.' },
  ],
  quiz: [
    { question: 'What is the difference between telling and tattling?', right: 'Helping versus getting into trouble', wrong: ['Telling is louder than tattling', 'Tattling is only done at school'], skill: 'vocabulary', support: ['telling is to help someone who is hurt, in danger or being bullied'] },
    { question: 'How should you respond to a small report?', right: 'Listen briefly, then coach', wrong: ['Always punish the other child', 'Ignore every report'], skill: 'recall', support: ['For small problems, listen briefly, then coach your child'] },
    { question: 'Which reports should always be welcome?', right: 'Danger, hurting or bullying', wrong: ['Only reports about siblings', 'Only reports made at home'], skill: 'recall', support: ['Always welcome reports of danger, hurting or bullying'] },
  ],
  related: ['parent-sibling-rivalry', 'parent-bullying', 'parent-friendships'],
  links: [SITES.healthyChildren, SITES.cdc, SITES.childMind],
};
