import { SITES } from '../links';
import type { ParentEntry } from '../types';

export const kindness: ParentEntry = {
  id: 'parent-kindness',
  question: 'How do I raise a kind and caring child?',
  title: 'Raising a Kind and Caring Child',
  blurb: 'Empathy and kindness grow from being cared for, seeing kindness, and practising it every day.',
  standalone: [['kindness'], ['kind', 'child'], ['kind', 'kid'], ['kind', 'person'], ['empathy'], ['empathetic'], ['empathic'], ['compassion*'], ['teach*', 'kind']],
  triggers: [['kindness'], ['kind', 'child'], ['kind', 'kid'], ['kind', 'person'], ['empathy'], ['empathetic'], ['empathic'], ['compassion*'], ['unkind'], ['considerate'], ['care', 'about', 'others'], ['others', 'feel*'], ['other', 'people', 'feel*'], ['thoughtful']],
  quickAnswer: 'Children learn kindness by being treated kindly, by watching adults care for others, and by practising. Name feelings often, and help your child imagine how others feel. Make caring for others a clear family value: praise kind acts, give real chances to help, and step in when your child is unkind. Talk about what to do, not only what not to do. Empathy keeps developing through childhood and the teen years.',
  takeaways: [
    'Children learn kindness by receiving it and watching it.',
    'Talking about feelings builds empathy.',
    'Make caring for others a clear family priority.',
    'Give real chances to help, and praise kind acts specifically.',
    'Respond to unkindness by guiding, not only punishing.',
  ],
  sections: [
    {
      title: 'How Empathy Grows',
      content: 'Empathy means understanding and sharing what someone else feels. Toddlers may comfort a crying friend in simple ways, but seeing things from another person\'s point of view takes years to develop. Children learn it through warm relationships, through adults naming feelings, and through practice. Being cared for well is the first lesson in caring for others.',
      funFact: { title: 'It starts early', text: 'Even toddlers sometimes offer a toy to a crying child.' },
    },
    {
      title: 'Make Kindness a Priority',
      content: 'Children notice what their parents value most. Tell them clearly that being kind matters as much as achievement, and act on it: praise kindness, not only grades or goals. Model it in small ways, like holding a door, checking on a sick neighbour, and speaking respectfully about others. Your child also watches how you treat them.',
      funFact: { title: 'What gets praised', text: 'Children learn what matters from what their parents praise most.' },
    },
    {
      title: 'Practise and Guide',
      content: 'Kindness grows with practice, like a skill. Give children real jobs that help others: setting the table, making a card, helping a younger child. Talk about characters\' feelings in books and shows. When your child is unkind, stay calm, help them notice the other person\'s feelings, and work out together how to make things better.',
      funFact: { title: 'Stories build empathy', text: 'Asking how a character might feel during a story is simple empathy practice.' },
    },
  ],
  ageStage: {
    '3-5': 'Preschoolers are still learning to see others\' points of view and may grab, push or say unkind things. Name feelings ("Sam is sad because his tower fell"), show gentle ways to help, and praise kind moments.',
    '6-8': 'School-age children can understand fairness and others\' feelings more fully. They benefit from clear family values, real jobs that help others, and talking about kindness and exclusion at school.',
    '9-12': 'Preteens can think about people beyond their circle and about fairness. Invite them to help others, talk about news and stories, and encourage them to include children who are left out.',
    '13+': 'Teens can show deep compassion and care about causes. Support their interests in helping others, talk about online kindness, and model respect in disagreements.',
  },
  brainBehavior: 'Empathy draws on several skills that develop over years: recognising emotions, taking another person\'s point of view, and managing one\'s own feelings enough to respond. Warm, responsive relationships support these skills. Practice and guidance help children turn empathy into kind action.',
  approaches: [
    { strategy: 'Model kindness', rationale: 'Children copy how adults treat others and how they are treated themselves.', howTo: 'Speak kindly to and about others, and respond warmly to your child\'s needs.' },
    { strategy: 'Name and discuss feelings', rationale: 'Understanding emotions is the base of empathy.', howTo: 'Name feelings during the day and in stories, and ask how others might feel.' },
    { strategy: 'Give real chances to help', rationale: 'Kindness grows with practice.', howTo: 'Invite your child to help family, neighbours or friends in age-fitting ways.' },
    { strategy: 'Guide after unkindness', rationale: 'Children learn more from repairing harm than from punishment alone.', howTo: 'Stay calm, help them see the other person\'s feelings, and plan a way to make amends.' },
  ],
  prosCons: [
    { approach: 'Praising kind acts', pros: ['Shows what the family values', 'Easy to do daily'], cons: ['Can feel like a reward system if overdone'], bestFor: 'All ages' },
    { approach: 'Family volunteering', pros: ['Broadens perspective', 'Shared purpose'], cons: ['Needs planning and age-fitting tasks'], bestFor: 'Older children and teens' },
    { approach: 'Reading and talking about stories', pros: ['Safe practice in understanding others'], cons: ['Needs conversation, not just reading'], bestFor: 'Preschool and school-age children' },
  ],
  sources: [
    {
      claim: 'Empathy is the ability to sense other people\'s emotions and imagine what they might be thinking or feeling; compassion adds the wish to help. Empathy can be strengthened through practice, such as attending to others\' feelings and imagining their perspective.',
      title: 'Greater Good Science Center (UC Berkeley): What Is Empathy?',
      url: 'https://greatergood.berkeley.edu/topic/empathy/definition',
      read: '2026-11-23',
      authority: 'university',
    },
    {
      claim: 'Preschoolers are learning to share, take turns and understand others\' feelings; parents help by modelling kindness, naming feelings, and praising children when they are caring and cooperative.',
      title: 'HealthyChildren.org (American Academy of Pediatrics): Social Development in Preschoolers',
      url: 'https://www.healthychildren.org/English/ages-stages/preschool/Pages/Social-Development-in-Preschoolers.aspx',
      read: '2026-11-23',
      authority: 'public-health',
    },
  ],
  microTasks: [
    'Name three feelings you notice in others today, out loud.',
    'Praise one specific kind act your child does.',
    'Ask "How do you think they felt?" while reading a story.',
    'Do one small kind act for a neighbour together.',
    'Tell your child that kindness matters to you as much as achievement.',
    'Invite your child to help someone in the family with a real task.',
    'Talk about a time someone was kind to you and how it felt.',
  ],
  sampleScript: {
    '3-5': '"Look, Mia is crying. She dropped her ice cream. How do you think she feels? What could we do to help? Maybe you could ask if she\'s OK."',
    '6-8': '"I saw you let the new boy join your game. That was really kind. How do you think he felt when you asked him?"',
    '9-12': '"Being kind matters to me even more than your grades. Is there anyone at school who gets left out? What could you do?"',
    '13+': '"I noticed how you stood up for your friend online. That took courage. Is there a cause you care about that we could help with together?"',
  },
  ifThisHappens: [
    { scenario: 'My child said something mean to a friend.', solution: 'Stay calm. Ask how the friend might feel, and help your child think of a way to make it right, like a sincere apology or a kind act.' },
    { scenario: 'My child laughs when others get hurt.', solution: 'Young children sometimes laugh from nervousness or confusion. Calmly name the hurt person\'s feelings and show how to help.' },
    { scenario: 'My child excludes others from play.', solution: 'Talk about how it feels to be left out, and practise inclusive words. Praise moments when they include someone.' },
    { scenario: 'My child seems not to care about others\' feelings at all, over a long time.', solution: 'Talk to your pediatrician or a child mental health professional for advice.' },
  ],
  pitfalls: [
    'Praising only achievement and never kindness.',
    'Speaking unkindly about others in front of children.',
    'Forcing empty apologies without talking about feelings.',
    'Harsh punishment for unkindness without guidance.',
    'Doing every job for children, so they never help others.',
  ],
  tracker: {
    description: 'Note kind acts and feelings talk over a few weeks.',
    categories: ['Kind acts noticed', 'Feelings named', 'Helping jobs', 'Unkind moments and repair', 'Praise for kindness'],
  },
  weeklyPrompts: [
    'What kind act did my child do this week?',
    'Did I model kindness in how I spoke about others?',
    'Did my child have a real chance to help someone?',
    'How did we handle an unkind moment?',
  ],
  books: [
    { title: 'Have You Filled a Bucket Today?', author: 'Carol McCloud' },
    { title: 'Each Kindness', author: 'Jacqueline Woodson' },
    { title: 'UnSelfie', author: 'Michele Borba' },
  ],
  expert: {
    pediatricianTip: 'Pediatricians encourage warm, responsive parenting, naming feelings and praising caring behaviour. Talk to your child\'s doctor if your child often hurts others and shows little concern over a long time.',
    psychologistInsight: 'Developmental psychologists see empathy as a set of skills that grow with practice. Children become kinder when adults make caring a clear priority and give them daily chances to help.',
  },
  discussions: [
    { search: 'raising kind kids', title: 'Parents sharing ways to raise kind children', snippet: 'Everyday habits that grew empathy in other families.' },
    { search: 'child being mean to friends', title: 'Parents talking about unkind behaviour', snippet: 'How families guided a child after unkind moments.' },
  ],
  glossary: [
    { term: 'Empathy', say: 'EM-puh-thee', definition: 'Understanding and sharing what another person feels.' },
    { term: 'Compassion', say: 'kum-PASH-un', definition: 'Feeling for someone who is suffering and wanting to help.' },
    { term: 'Perspective-taking', say: 'per-SPEK-tiv TAY-king', definition: 'Imagining a situation from someone else\'s point of view.' },
  ],
  tryIt: [{
    title: 'The Kindness Detective Game',
    description: 'A week-long game of spotting and doing kind acts.',
    steps: [
      'Explain that everyone in the family is a kindness detective this week.',
      'Each day, look for kind acts by others and tell the family about them at dinner.',
      'Each person also does one secret kind act for someone else.',
      'At the end of the week, guess who did which secret kindness.',
    ],
    note: 'Keep it playful, and include small acts: a smile, a shared toy, a helping hand.',
  }],
  analogies: [
    { title: 'A muscle for caring', content: 'Empathy is like a muscle: it gets stronger each time a child stops to think about how someone else feels.' },
  ],
  realWorld: [
    { title: 'The playground bench', content: 'Some schools have a "buddy bench" where a child who feels alone can sit, and others invite them to play.' },
  ],
  engaging: [
    { question: 'What does your child see you do for others?', context: 'Children copy caring they witness.' },
    { question: 'How could your child help someone this week?', context: 'Small, real jobs build kindness.' },
  ],
  quiz: [
    { question: 'What is empathy?', right: 'Understanding what others feel', wrong: ['Always getting your way', 'Never feeling sad'], skill: 'vocabulary', support: ['Empathy means understanding and sharing what someone else feels'] },
    { question: 'How do children learn kindness?', right: 'By receiving and watching it', wrong: ['Only from punishment', 'It cannot be learned'], skill: 'cause-effect', support: ['Children learn kindness by receiving it and watching it'] },
    { question: 'What helps after a child is unkind?', right: 'Guiding them to repair it', wrong: ['Ignoring it completely', 'Shaming them in public'], skill: 'recall', support: ['Respond to unkindness by guiding, not only punishing'] },
  ],
  related: ['parent-gratitude', 'parent-sharing', 'parent-sibling-rivalry'],
  links: [SITES.healthyChildren, SITES.childMind, { title: 'Greater Good Science Center (UC Berkeley)', link: 'https://greatergood.berkeley.edu/', snippet: 'Research-based articles on empathy, kindness and well-being, with practices for families.' }],
};
