import { britannica, SITES } from '../links';
import type { ParentEntry } from '../types';

export const siblingRivalry: ParentEntry = {
  id: 'parent-sibling-rivalry',
  question: 'How should I handle sibling rivalry?',
  title: 'Handling Sibling Rivalry',
  blurb: 'Fewer fights, no comparisons, and teaching siblings to solve problems.',
  standalone: [['sibling'], ['sibling', 'rivalry'], ['new', 'baby', 'jealous*']],
  triggers: [['sibling'], ['brother'], ['sister'], ['kid', 'fight*'], ['child', 'fight*'], ['fight*', 'each', 'other'], ['fighting'], ['argu*'], ['hit*', 'sister'], ['hit*', 'brother'], ['jealous*', 'baby'], ['new', 'baby'], ['twin']],
  quickAnswer: 'Some rivalry is normal, and siblings can learn conflict skills from it. Give each child regular one-on-one time, avoid comparing them, and treat them fairly according to their needs rather than identically. Step in immediately if anyone might get hurt; otherwise coach them to solve the problem themselves instead of acting as judge. Notice and praise the moments they get along.',
  takeaways: [
    'Sibling conflict is normal and can teach negotiation skills.',
    'Comparisons fuel rivalry; describe each child on their own terms.',
    'One-on-one time reduces competition for attention.',
    'Stop physical aggression at once; coach problem-solving otherwise.',
    'Fair means meeting each child\'s needs, not identical treatment.',
  ],
  sections: [
    {
      title: 'Why Siblings Compete',
      content: 'Siblings compete for the most important resource they have: their parents\' attention and approval. Differences in age, temperament and needs, a new baby, or feeling labelled ("the sporty one," "the difficult one") all feed rivalry. Tired, hungry or stressed children fight more.',
      funFact: { title: 'Practice partners', text: 'Siblings are often a child\'s first practice partners for sharing, negotiating and making up.' },
    },
    {
      title: 'Coach, Don\'t Referee',
      content: 'When you didn\'t see what happened, deciding who is guilty rarely works. Instead, acknowledge both children\'s feelings, describe the problem, and invite solutions: "You both want the tablet. That\'s a tough problem. What ideas do you have?" This coaching approach is widely recommended because it builds skills children can use without you.',
      funFact: { title: 'Kids\' solutions stick', text: 'Children are often more willing to keep an agreement they helped make.' },
    },
    {
      title: 'Safety Comes First',
      content: 'Hitting, serious name-calling or intimidation is not "just sibling stuff." Step in right away, separate the children, and attend to the hurt child first. Later, when calm, talk about what to do next time. If one child is regularly targeted, hurt or afraid, take it seriously: talk to your pediatrician, who can refer you to a family therapist or child psychologist.',
      funFact: { title: 'Attention to the hurt child', text: 'Comforting the hurt child first shows that aggression doesn\'t win attention.' },
    },
  ],
  ageStage: {
    '3-5': 'Preschoolers are still learning to share, wait and put feelings into words, so grabbing and pushing are common. A new baby often brings jealousy and regression, like wanting a bottle again. Short, simple rules and lots of adult coaching help.',
    '6-8': 'School-age children care intensely about fairness and often keep score. They can learn simple problem-solving steps and take turns with timers or schedules, but still need adult support.',
    '9-12': 'Preteens want privacy and may resent younger siblings using their things or tagging along. Conflicts can involve teasing and put-downs. Respecting personal space and belongings reduces friction.',
    '13+': 'Teens may fight less physically but more verbally, or withdraw. Age gaps in privileges can cause resentment. Respectful family rules, private space and acknowledging each teen\'s individuality matter.',
  },
  brainBehavior: 'Children\'s abilities to regulate emotions, see another\'s point of view and negotiate develop gradually. Young children feel the loss of attention intensely and react with their bodies. Because skills like perspective-taking are still developing, siblings need adults to model and coach calm problem-solving; with practice, these skills transfer to friendships and school.',
  approaches: [
    { strategy: 'Regular one-on-one time', rationale: 'Reduces competition for parental attention.', howTo: 'Give each child 10 to 15 minutes of undivided attention several times a week, doing something they choose.' },
    { strategy: 'Avoid comparisons and labels', rationale: 'Comparisons, even positive ones, set children against each other.', howTo: 'Describe what each child does without reference to the other: "You put all the blocks away," not "Why can\'t you be tidy like your sister?"' },
    { strategy: 'Coach problem-solving', rationale: 'Children learn skills when they practise solving conflicts with support.', howTo: 'Acknowledge each child\'s view, state the problem, ask for ideas, agree on one, and check in later.' },
    { strategy: 'Clear family rules about safety and respect', rationale: 'Predictable rules reduce arguments about what is allowed.', howTo: 'Agree a few rules (no hurting bodies, ask before borrowing) and apply them consistently to everyone.' },
    { strategy: 'Catch them getting along', rationale: 'Attention to cooperation encourages more of it.', howTo: 'Notice and describe cooperation: "You two worked out the game together. That was great teamwork."' },
  ],
  prosCons: [
    { approach: 'Letting children sort out minor disputes', pros: ['Builds independence and negotiation skills', 'Less parental refereeing'], cons: ['Older or stronger child may dominate', 'Not for physical conflict'], bestFor: 'Minor, safe disagreements between children of similar ability' },
    { approach: 'Coaching problem-solving', pros: ['Teaches lasting skills', 'Children feel heard'], cons: ['Time-consuming at first', 'Needs calm adults'], bestFor: 'Recurring conflicts over toys, turns and space' },
    { approach: 'Separating children to cool off', pros: ['Stops escalation quickly', 'Keeps everyone safe'], cons: ['Doesn\'t teach skills on its own', 'Can feel like punishment'], bestFor: 'Heated moments and any physical aggression' },
    { approach: 'Schedules and turn charts', pros: ['Removes daily arguments about fairness', 'Easy to follow'], cons: ['Can feel rigid', 'Needs updating as children grow'], bestFor: 'Screens, the music in the car, choosing the film and other recurring disputes' },
  ],
  sources: [
    {
      claim: 'Sibling rivalry is common. Parents can reduce it by not comparing children, giving each child time alone with a parent, setting ground rules, and helping children work out conflicts themselves; professional help is worth seeking if conflict is severe, causes harm, or a child seems depressed or afraid.',
      title: 'KidsHealth (Nemours): Sibling Rivalry',
      url: 'https://kidshealth.org/en/parents/sibling-rivalry.html',
      read: '2026-11-23',
      authority: 'public-health',
    },
    {
      claim: 'All children younger than 13 years should ride in the back seat, properly restrained.',
      title: 'HealthyChildren.org (AAP): Car Seats: Information for Families',
      url: 'https://www.healthychildren.org/English/safety-prevention/on-the-go/Pages/Car-Safety-Seats-Information-for-Families.aspx',
      read: '2026-11-23',
      authority: 'public-health',
      asOf: '2026-11',
    },
  ],
  microTasks: [
    'Watch for one day: when do fights happen most (time, place, trigger)?',
    'Schedule 10 minutes of one-on-one time with each child today.',
    'Catch your children cooperating once and describe it out loud.',
    'Replace one comparison with a description of just one child.',
    'Hold a short family meeting to agree three house rules about bodies, belongings and words.',
    'Next time they argue over something, try: "You both want X. What could we do?"',
    'Make a turn chart for one recurring fight (who picks the music in the car, the bedtime story, screen choice, first bath).',
  ],
  sampleScript: {
    '3-5': '"Stop. I won\'t let you push. (To the hurt child:) Are you OK? (Then:) You both want the red truck. That\'s hard! Let\'s use the timer: Mia first for five minutes, then Leo. While you wait, do you want the blue car or the blocks?"',
    '6-8': '"It sounds like you both think it\'s unfair. Sam, you feel you never get to choose. Ella, you feel you chose less last time. That\'s a tricky problem. What ideas do you have so it feels fair to both of you?"',
    '9-12': '"I hear you: it\'s frustrating when your brother goes into your room. Your space matters. Let\'s agree on a family rule about knocking and asking. Can we talk about it together after dinner?"',
    '13+': '"I\'ve noticed things have been tense between you two. I\'m not taking sides. Would it help to talk separately first, and then work out a plan together?"',
  },
  ifThisHappens: [
    { scenario: 'They fight constantly in the car.', solution: 'Seat them apart in the back seat if possible (children under 13 ride in the back), plan activities or audiobooks, and use a turn chart for who picks the music or gets the window seat. Pull over calmly if it becomes unsafe.' },
    { scenario: 'The older child is jealous of the new baby.', solution: 'Expect some regression, protect special time with the older child, let them help in small ways, and name the feelings: "It\'s hard sharing Mum with the baby."' },
    { scenario: 'One child always says it\'s not fair.', solution: 'Explain that fair means each person gets what they need, not the same thing. Acknowledge the feeling and avoid long debates.' },
    { scenario: 'One child is often the target and seems scared.', solution: 'Take it seriously: supervise more, protect the targeted child, set firm consequences, and talk to your pediatrician or a family therapist if it continues.' },
  ],
  pitfalls: [
    'Always blaming the older child, or always excusing the younger.',
    'Comparing children\'s grades, behaviour or talents.',
    'Forcing immediate apologies that children don\'t mean.',
    'Acting as judge in disputes you didn\'t see.',
    'Ignoring repeated intimidation or physical harm as "normal."',
  ],
  tracker: {
    description: 'Track sibling conflicts for two weeks to spot patterns and progress.',
    categories: ['Time and place', 'What it was about', 'Who was involved', 'How it ended', 'Did they solve it themselves?', 'Moments of cooperation'],
  },
  weeklyPrompts: [
    'When did fights cluster, and what was going on (hunger, boredom, tiredness)?',
    'Did each child get one-on-one time this week?',
    'When did the children solve a problem on their own?',
    'Did I compare them, and how could I say it differently?',
  ],
  books: [
    { title: 'Siblings Without Rivalry', author: 'Adele Faber and Elaine Mazlish' },
    { title: 'Peaceful Parent, Happy Siblings', author: 'Laura Markham' },
    { title: 'How to Talk So Kids Will Listen & Listen So Kids Will Talk', author: 'Adele Faber and Elaine Mazlish' },
  ],
  expert: {
    pediatricianTip: 'Pediatric guidance encourages spending individual time with each child, avoiding comparisons and setting clear family rules. Step in whenever someone could get hurt. Talk to your child\'s doctor if conflict is severe, constant, or a child seems afraid.',
    psychologistInsight: 'Family psychologists point out that sibling conflict can be a training ground for negotiation and empathy when adults coach rather than referee. Children who feel securely loved as individuals have less reason to compete.',
  },
  discussions: [
    { search: 'sibling rivalry tips', title: 'Parents discussing sibling rivalry', snippet: 'Strategies other families used to reduce fighting and build teamwork.' },
    { search: 'jealous of new baby', title: 'Parents sharing how older children adjusted to a new baby', snippet: 'Ideas for helping an older sibling feel secure.' },
    { search: 'one on one time siblings', title: 'Parents talking about one-on-one time', snippet: 'How families fit individual time into busy schedules.' },
  ],
  glossary: [
    { term: 'Sibling rivalry', say: 'SIB-ling RY-vul-ree', definition: 'Competition, jealousy and fighting between brothers and sisters.' },
    { term: 'Regression', say: 'rih-GRESH-un', definition: 'A child going back to younger behaviour, often during stress like a new baby.' },
    { term: 'One-on-one time', say: 'WUN-on-WUN tyme', definition: 'Regular time when one parent gives one child full attention.' },
    { term: 'Perspective-taking', say: 'per-SPEK-tiv TAY-king', definition: 'Understanding how a situation looks to someone else.' },
  ],
  tryIt: [{
    title: 'The Family Problem-Solving Meeting',
    description: 'Turn a recurring fight into a shared plan.',
    steps: [
      'Pick one recurring conflict and a calm time to talk.',
      'Let each child describe the problem from their side without interruption.',
      'Write every idea down, even silly ones, then choose one everyone can accept.',
      'Try it for a week, then meet again to review.',
    ],
    note: 'Keep it short for young children (5 to 10 minutes) and end on something positive.',
  }],
  analogies: [
    { title: 'A sports coach, not a referee', content: 'A referee blows the whistle and decides who is wrong; a coach teaches players how to handle the game themselves.' },
  ],
  realWorld: [
    { title: 'The tablet tug-of-war', content: 'Two children fight daily over a shared tablet. A visible schedule with alternating days ends most of the arguments, because the plan decides, not the loudest voice.' },
  ],
  engaging: [
    { question: 'When do your children get along best?', context: 'Do more of that.' },
    { question: 'What does each child most need from you right now?', context: 'Fair means meeting different needs.' },
  ],
  quiz: [
    { question: 'What reduces competition for attention?', right: 'Regular one-on-one time with each child', wrong: ['Comparing them to motivate them', 'Always punishing both children'], skill: 'cause-effect', support: ['One-on-one time reduces competition for attention'] },
    { question: 'You didn\'t see the fight. What works best?', right: 'Acknowledge both sides and coach them to solve it', wrong: ['Guess who started it and punish them', 'Ignore it even if someone is hurt'], skill: 'inference', support: ['acknowledge both children\'s feelings, describe the problem, and invite solutions'] },
    { question: 'What does "fair" mean between siblings?', right: 'Each child gets what they need', wrong: ['Everyone always gets exactly the same', 'The oldest child decides'], skill: 'vocabulary', support: ['Fair means meeting each child\'s needs, not identical treatment'] },
  ],
  related: ['parent-sharing', 'parent-big-emotions', 'parent-lying'],
  links: [SITES.healthyChildren, SITES.childMind, britannica('sibling relationships')],
};
