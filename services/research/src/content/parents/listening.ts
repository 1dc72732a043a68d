import { britannica, SITES } from '../links';
import type { ParentEntry } from '../types';

export const listening: ParentEntry = {
  id: 'parent-listening',
  question: 'How do I get my child to listen without yelling?',
  title: 'Getting Your Child to Listen Without Yelling',
  blurb: 'Clear instructions, connection, praise and calm follow-through.',
  standalone: [['without', 'yelling'], ['stop', 'yelling'], ['doesn\'t', 'listen'], ['does', 'not', 'listen'], ['won\'t', 'listen'], ['not', 'listening'], ['ignore*', 'me']],
  triggers: [['listen*'], ['yell*'], ['shout*'], ['ignore*'], ['obey*'], ['cooperat*'], ['discipline'], ['behav*'], ['rude'], ['respect*'], ['instruction*']],
  quickAnswer: 'Get close and get your child\'s attention first, then give one short, clear, positive instruction ("Shoes on, please") instead of many questions or repeated reminders. Offer choices where you can, use "when-then," and follow through calmly every time. Praise cooperation specifically when it happens, and invest in daily one-on-one time: connection makes children more willing to cooperate. Yelling tends to work briefly but escalates conflict over time.',
  takeaways: [
    'Connect before you direct: get close, say their name, make eye contact.',
    'One clear, positive instruction beats many repeated reminders.',
    'Praise cooperation specifically and often.',
    'Calm, consistent follow-through teaches more than raised voices.',
    'Daily one-on-one time improves cooperation.',
  ],
  sections: [
    {
      title: 'Why Children Tune Out',
      content: 'Children are often deeply absorbed in play, and instructions shouted from another room, phrased as questions ("Can you get your shoes on?"), or repeated many times are easy to ignore. When requests only get serious after yelling, children learn to wait for the yelling. Hunger, tiredness and transitions also make listening harder.',
      funFact: { title: 'Questions invite "no"', text: 'Phrasing an instruction as a question gives a child a natural chance to say no.' },
    },
    {
      title: 'Clear Instructions and Labelled Praise',
      content: 'Evidence-based parent training programs teach parents to give direct, specific, positive instructions: "Please put the blocks in the box." They also teach labelled praise: "Thank you for putting the blocks away so quickly!" Praise for a specific behaviour makes that behaviour more likely to happen again.',
      funFact: { title: 'Say what to do', text: '"Walk, please" gives clearer guidance than "Don\'t run."' },
    },
    {
      title: 'Connection Makes Cooperation Easier',
      content: 'Children are more willing to cooperate with adults they feel connected to. Short daily periods of child-led play, where you follow your child\'s lead, describe what they do and avoid commands or questions, are a core part of several evidence-based parenting programs.',
      funFact: { title: 'A few minutes counts', text: 'Even a few minutes a day of focused, child-led play can strengthen the relationship.' },
    },
  ],
  ageStage: {
    '3-5': 'Preschoolers have short attention spans, get absorbed in play and are still developing impulse control. They need instructions that are short, concrete and one at a time, plus lots of practice and praise. Testing limits is a normal part of this age.',
    '6-8': 'School-age children can follow multi-step routines and respond well to checklists and "when-then" rules. They are sensitive to fairness and may argue; calm, consistent follow-through matters more than debate.',
    '9-12': 'Preteens want more autonomy and may push back or roll their eyes. Involving them in setting rules, offering choices and explaining reasons increases cooperation. Natural and logical consequences work well.',
    '13+': 'Teenagers respond poorly to commands and lectures but well to respect, negotiation and clear, agreed expectations. Keep the relationship strong, pick your battles, and hold firm on safety.',
  },
  brainBehavior: 'Shifting attention from an absorbing activity, remembering an instruction and stopping an impulse all rely on executive function skills that develop through childhood and adolescence. Yelling triggers the stress response in both parent and child, making it harder for children to think and comply, and models the very loss of control we want children to avoid. Calm, predictable routines and immediate positive feedback help the developing brain learn what to do.',
  approaches: [
    { strategy: 'Connect before directing', rationale: 'Children can\'t follow instructions they didn\'t register.', howTo: 'Go to your child, get down to their level, say their name, wait for eye contact, then give the instruction.' },
    { strategy: 'One clear, positive instruction', rationale: 'Direct, specific instructions are taught in evidence-based parent training programs.', howTo: 'Say exactly what to do, once, as a statement: "Please put your plate in the sink." Then wait a few seconds.' },
    { strategy: 'Labelled praise', rationale: 'Specific praise increases the behaviour it describes.', howTo: '"Thank you for coming the first time I called!" Aim to notice cooperation far more often than mistakes.' },
    { strategy: 'Choices and "when-then"', rationale: 'Choices give children some control; "when-then" links priorities to privileges.', howTo: '"Do you want to brush teeth first or put on pyjamas first?" "When your toys are away, then we\'ll go to the park."' },
    { strategy: 'Calm, consistent follow-through', rationale: 'Predictable consequences teach more than escalating volume.', howTo: 'If the instruction isn\'t followed, give one warning with a consequence, then follow through calmly, for example a brief time-out or losing the related privilege.' },
  ],
  prosCons: [
    { approach: 'Labelled praise and child-led play', pros: ['Strong research support', 'Improves relationship and behaviour'], cons: ['Takes daily practice', 'Feels unnatural at first'], bestFor: 'Toddlers to early school age, and as a foundation at any age' },
    { approach: 'Counting or warning systems', pros: ['Predictable', 'Avoids long arguments'], cons: ['Less effective if not followed through', 'Can feel mechanical'], bestFor: 'Stopping unwanted behaviour in young school-age children' },
    { approach: 'Natural and logical consequences', pros: ['Teaches responsibility', 'Less personal conflict'], cons: ['Needs to be safe and related to the behaviour', 'Delayed for young children'], bestFor: 'School-age children and teens' },
    { approach: 'Yelling', pros: ['Gets attention in the moment'], cons: ['Effect fades; children learn to wait for it', 'Raises stress and damages connection'], bestFor: 'Not recommended except to warn of immediate danger' },
  ],
  sources: [
    {
      claim: 'The American Academy of Pediatrics recommends positive discipline: clear expectations, praise and attention for good behaviour, and calm consequences such as time-outs or losing a privilege; spanking, yelling and shaming work poorly and can harm children.',
      title: 'HealthyChildren.org (American Academy of Pediatrics): What\'s the Best Way to Discipline My Child?',
      url: 'https://www.healthychildren.org/English/family-life/family-dynamics/communication-discipline/Pages/Disciplining-Your-Child.aspx',
      read: '2026-11-23',
      authority: 'public-health',
      asOf: '2026-11',
    },
    {
      claim: 'In parent training in behavior management, an evidence-based treatment, parents learn skills such as positive attention and praise, clear structure and consistent discipline to improve a young child\'s behavior; it is recommended as the first treatment for young children with ADHD.',
      title: 'CDC: ADHD Treatment, Behavior Therapy and Parent Training',
      url: 'https://www.cdc.gov/adhd/treatment/behavior-therapy.html',
      read: '2026-11-23',
      authority: 'public-health',
      asOf: '2026-11',
    },
  ],
  microTasks: [
    'Notice how you give instructions today: questions, from across the room, repeated?',
    'Give every instruction up close, at eye level, after saying your child\'s name.',
    'Turn three questions into clear, positive statements.',
    'Give five specific praises for cooperation today.',
    'Play 10 minutes of child-led play: follow their lead, describe, no commands.',
    'Use one "when-then" in a daily routine and follow through.',
    'When you feel a yell coming, pause, breathe and lower your voice instead; note what happened.',
  ],
  sampleScript: {
    '3-5': '(Crouching down, hand on shoulder:) "Maya. ... Shoes on, please." (Wait.) "You\'re putting your shoes on! Thank you for listening the first time." (If not:) "If your shoes aren\'t on by the time I count to three, I\'ll help you put them on."',
    '6-8': '"Jake, look at me for a second. When your room is tidy, then you can play your game. Do you want to start with the books or the clothes?" ... "You tidied the books already, great job getting started."',
    '9-12': '"I don\'t want to nag you about the dishwasher every night. Let\'s agree a plan: which night works for you, and what should happen if it doesn\'t get done?"',
    '13+': '"I noticed I\'ve been raising my voice and that\'s not how I want to talk to you. Can we agree on how we handle curfew so I don\'t have to keep reminding you?"',
  },
  ifThisHappens: [
    { scenario: 'My child ignores me until I yell.', solution: 'Break the pattern: give the instruction once, up close, then follow through calmly and immediately instead of repeating and escalating.' },
    { scenario: 'My child argues with every request.', solution: 'State the instruction, acknowledge the feeling briefly ("I know you\'d rather keep playing"), and don\'t debate. Discuss rules at calm times instead.' },
    { scenario: 'I lose my temper and yell anyway.', solution: 'Repair afterwards: apologise for the yelling (not the limit), and plan what you\'ll do next time. Children learn a lot from watching adults repair.' },
    { scenario: 'Nothing seems to work and behaviour is getting worse.', solution: 'Talk to your pediatrician, and ask about evidence-based parent training, where a therapist coaches you in these skills. Persistent difficulties, or behaviour that puts your child or others at risk, can also be assessed by a licensed mental-health professional for attention or other needs.' },
  ],
  pitfalls: [
    'Giving instructions from another room or while looking at your phone.',
    'Phrasing instructions as questions or repeating them many times.',
    'Warnings that are never followed through.',
    'Noticing only misbehaviour and rarely praising cooperation.',
    'Long lectures in the moment.',
  ],
  tracker: {
    description: 'Track instructions and responses for two weeks to see what works.',
    categories: ['Instruction given', 'Up close or from afar', 'Followed first time?', 'Praise given', 'Follow-through needed', 'Did I yell?'],
  },
  weeklyPrompts: [
    'How often did my child cooperate the first time this week?',
    'How many specific praises did I give each day?',
    'Which situations led to yelling, and what could I do differently?',
    'Did we have one-on-one time most days?',
  ],
  books: [
    { title: 'How to Talk So Kids Will Listen & Listen So Kids Will Talk', author: 'Adele Faber and Elaine Mazlish' },
    { title: 'The Kazdin Method for Parenting the Defiant Child', author: 'Alan E. Kazdin' },
    { title: '1-2-3 Magic', author: 'Thomas W. Phelan' },
  ],
  expert: {
    pediatricianTip: 'Pediatric guidance favours positive discipline: clear expectations, praise for good behaviour, calm consequences such as brief time-outs or loss of privileges, and avoiding yelling, shaming and physical punishment. Ask your pediatrician about parent training programs if behaviour is a persistent struggle.',
    psychologistInsight: 'Clinical psychologists who run parent training programs emphasise that the relationship comes first: daily positive time and specific praise make children more motivated to cooperate, and calm, consistent limits do the rest.',
  },
  discussions: [
    { search: 'how to stop yelling at kids', title: 'Parents discussing how they stopped yelling', snippet: 'Strategies other parents used to stay calm and still be heard.' },
    { search: 'kid does not listen', title: 'Parents sharing what helped children listen', snippet: 'Practical ideas for instructions, routines and follow-through.' },
  ],
  glossary: [
    { term: 'Labelled praise', say: 'LAY-buld PRAYZ', definition: 'Praise that names exactly what the child did well.' },
    { term: 'Parent training', say: 'PAIR-ent TRAY-ning', definition: 'An evidence-based course, often with a therapist, that coaches parents in praise, clear instructions and calm consequences.' },
    { term: 'Follow-through', say: 'FOL-oh-throo', definition: 'Doing what you said you would do, calmly and every time.' },
    { term: 'Logical consequence', say: 'LOJ-ih-kul KON-suh-kwens', definition: 'A consequence clearly related to the behaviour, such as losing a toy that was thrown.' },
  ],
  tryIt: [{
    title: 'The Daily Special Play Time',
    description: 'Five to ten minutes a day of child-led play.',
    steps: [
      'Choose a time each day and set a timer for 5 to 10 minutes.',
      'Let your child choose a toy or activity and lead the play.',
      'Describe what they do ("You\'re stacking the red block on top") and praise specifically.',
      'Avoid commands, questions and corrections during this time.',
    ],
    note: 'Keep it consistent, even on hard days; it is not a reward to be taken away.',
  }],
  analogies: [
    { title: 'A bank account', content: 'Positive moments are deposits in a relationship bank account; instructions and corrections are withdrawals. Children cooperate more when the balance is high.' },
  ],
  realWorld: [
    { title: 'The morning rush', content: 'A parent replaces "Can you get ready? Hurry up! I said get ready!" with a picture checklist, one clear instruction at a time, and praise. Mornings get calmer within a couple of weeks.' },
  ],
  engaging: [
    { question: 'When does your child listen best?', context: 'Notice what is different at those times.' },
    { question: 'What are your personal yelling triggers?', context: 'Knowing them helps you pause in time.' },
  ],
  quiz: [
    {
      question: 'Which instruction is most likely to work?',
      right: '"Please put your shoes on." (up close, once)',
      wrong: ['"Can you maybe put your shoes on?" (from another room)', 'Repeating "Shoes!" ten times'],
      skill: 'inference',
      support: ['give one short, clear, positive instruction', 'One clear, positive instruction beats many repeated reminders'],
    },
    {
      question: 'What is labelled praise?',
      right: 'Praise that names the specific behaviour',
      wrong: ['Saying "good job" to everything', 'Praise saved for big achievements'],
      skill: 'vocabulary',
      support: ['Praise that names exactly what the child did well'],
    },
    {
      question: 'What tends to happen when requests only get serious after yelling?',
      right: 'Children learn to wait for the yelling',
      wrong: ['Children learn to listen the first time', 'Children stop needing any reminders'],
      skill: 'cause-effect',
      support: ['children learn to wait for the yelling'],
    },
  ],
  related: ['parent-big-emotions', 'parent-screen-time', 'parent-homework'],
  links: [SITES.healthyChildren, SITES.childMind, britannica('child discipline')],
};
