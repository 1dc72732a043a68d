import { SITES } from '../links';
import type { ParentEntry } from '../types';

export const apology: ParentEntry = {
  id: 'parent-apology',
  question: 'How do I teach my child to say sorry and mean it?',
  title: 'Teaching a Real Apology',
  blurb: 'Moving from a forced "sorry" to empathy and repair, with steps that fit each age.',
  standalone: [['apolog*'], ['say', 'sorry'], ['saying', 'sorry'], ['teach*', 'sorry'], ['won\'t', 'say', 'sorry'], ['make', 'amends']],
  triggers: [['apolog*'], ['sorry'], ['amends'], ['make', 'it', 'right'], ['remorse'], ['admit*', 'mistake*']],
  quickAnswer: 'A real apology is more than the word "sorry". It means noticing how the other person feels, taking responsibility, and doing something to make it right. Wait until everyone is calm, because forced apologies in the heat of the moment teach children to say words they don\'t mean. Help your child notice the other person\'s feelings, name what they did, and choose a way to repair it. Model apologies yourself, including to your child.',
  takeaways: [
    'A real apology has three parts: what I did, how it made you feel, and how I will make it right.',
    'Wait until everyone is calm; a forced "sorry" in the moment teaches little.',
    'Help your child notice the other person\'s feelings first.',
    'Repair matters more than words: fixing, helping or a kind act.',
    'Apologise to your child when you get it wrong; they copy what you do.',
  ],
  sections: [
    {
      title: 'Why Forced Apologies Fall Flat',
      content: 'When a child is made to say "sorry" while still angry or embarrassed, the word often comes out flat or sarcastic. Children can learn that "sorry" is a magic word that ends trouble, rather than a way to make things right. Young children also need time to calm down before they can think about someone else\'s feelings. Calm first, then teach.',
      funFact: { title: 'Calm brains learn', text: 'Children think about others\' feelings much more easily once their own big feelings have settled.' },
    },
    {
      title: 'The Parts of a Real Apology',
      content: 'Teach three simple parts. First, say what you did: "I knocked down your tower." Next, show you understand the feeling: "That made you sad." Then, offer to make it right: "Can I help you build it again?" Young children can start with the repair, like fetching an ice pack or a tissue. Older children can add a promise about next time, and keep it.',
      funFact: { title: 'Actions speak', text: 'For young children, helping to fix what went wrong is often more meaningful than the word "sorry".' },
    },
    {
      title: 'Modelling and Practice',
      content: 'Children learn apologies by watching adults. When you snap or make a mistake, apologise simply: "I\'m sorry I shouted. I was frustrated, but shouting isn\'t fair. Let\'s try again." Practise with toys or stories, asking how characters feel and how they could make things right. Praise real repair when you see it, even without the word "sorry".',
      funFact: { title: 'Parents go first', text: 'An adult who says sorry to a child shows that apologising is brave, not shameful.' },
    },
  ],
  ageStage: {
    '3-5': 'Preschoolers are only starting to understand that others have different feelings. Focus on simple repair and noticing feelings: "Look at his face. He\'s sad. What could help?" A hug, a tissue or returning a toy is a fine apology at this age.',
    '6-8': 'School-age children can name what they did and how it affected someone, and they can choose a way to make amends. Help them practise the three parts, and let them choose their own words rather than reciting yours.',
    '9-12': 'Preteens understand apologies well but may feel embarrassed or defensive. Give them time, talk privately, and offer choices such as a note, a message or a face-to-face apology. Avoid public shaming.',
    '13+': 'Teens can take full responsibility, including for hurtful messages online. Talk about what a sincere apology looks like and how to repair trust. Model it in your own relationships with them.',
  },
  brainBehavior: 'A real apology needs empathy (imagining how someone else feels), self-control (calming down first) and the ability to link an action with its effect. These skills develop through childhood. Shame makes children defensive and more likely to hide mistakes, while calm guidance helps them take responsibility.',
  approaches: [
    { strategy: 'Calm first, then talk', rationale: 'Children cannot think about others\' feelings while flooded with their own.', howTo: 'Separate, calm down together, then return to what happened a few minutes later.' },
    { strategy: 'Notice the feeling', rationale: 'Empathy is the heart of a real apology.', howTo: 'Ask "How do you think she felt? Look at her face." Name the feeling if your child can\'t yet.' },
    { strategy: 'Focus on repair', rationale: 'Making things right teaches responsibility better than words alone.', howTo: 'Ask "What could you do to help?" Offer ideas: rebuild, fetch a tissue, share a turn, write a note.' },
    { strategy: 'Model apologies', rationale: 'Children copy how adults handle their own mistakes.', howTo: 'Apologise to your child when you get it wrong, using the same three parts.' },
  ],
  prosCons: [
    { approach: 'Requiring an immediate "sorry"', pros: ['Quick', 'Acknowledges the hurt child'], cons: ['Often insincere', 'Teaches "sorry" as a magic word'], bestFor: 'Rarely; better after calm and reflection' },
    { approach: 'Delayed, guided apology', pros: ['More sincere', 'Builds empathy'], cons: ['Takes time', 'The hurt child may wait'], bestFor: 'Most situations with children aged three and up' },
    { approach: 'Repair without words', pros: ['Fits young children', 'Concrete and meaningful'], cons: ['May skip naming the feeling', 'Older children need words too'], bestFor: 'Toddlers and preschoolers' },
  ],
  sources: [
    {
      claim: 'The American Academy of Pediatrics recommends positive discipline: model the behaviour you want, praise it when you see it, set calm limits, and avoid shaming, yelling and physical punishment.',
      title: 'HealthyChildren.org (American Academy of Pediatrics): What\'s the Best Way to Discipline My Child?',
      url: 'https://www.healthychildren.org/English/family-life/family-dynamics/communication-discipline/Pages/Disciplining-Your-Child.aspx',
      read: '2026-11-23',
      authority: 'public-health',
    },
    {
      claim: 'Toddlers find sharing very hard; during the preschool years children gradually learn to take turns, share and cooperate in play and begin to understand others\' feelings, and they still need adult guidance and praise while they practise.',
      title: 'HealthyChildren.org (American Academy of Pediatrics): Social Development in Preschoolers',
      url: 'https://www.healthychildren.org/English/ages-stages/preschool/Pages/Social-Development-in-Preschoolers.aspx',
      read: '2026-11-23',
      authority: 'public-health',
    },
    {
      claim: 'CDC Positive Parenting Tips for middle childhood (6 to 8 years): children show less focus on themselves and more concern for others; talk with your child about respecting others and encourage them to help people in need.',
      title: 'CDC: Positive Parenting Tips: Middle Childhood (6-8 years old)',
      url: 'https://www.cdc.gov/child-development/positive-parenting-tips/middle-childhood-6-8-years.html',
      read: '2026-11-23',
      authority: 'public-health',
    },
  ],
  microTasks: [
    'Notice how apologies happen in your home now: forced, skipped, or real?',
    'Teach the three parts with a toy: what I did, how it felt, how I\'ll make it right.',
    'Next time something goes wrong, calm down first and come back to it later.',
    'Ask "How do you think they felt?" before asking for any apology.',
    'Help your child choose one way to repair something, however small.',
    'Apologise to your child for something you did, using the three parts.',
    'Praise a real repair when you see it, even without the word "sorry".',
  ],
  sampleScript: {
    '3-5': '(After calming down:) "Look, Mia is crying. You pushed her, and it hurt. What could help her feel better? ... Yes, you can bring her the teddy. That\'s a kind way to make it right."',
    '6-8': '"Let\'s think about what happened. You took Ben\'s pencil, and he felt upset. What could you say, and how could you make it right? You choose the words."',
    '9-12': '"I know you didn\'t mean to hurt her feelings, but you did. When you\'re ready, how do you want to make it right? A message, a note, or talking to her?"',
    '13+': '"Apologising is hard, and it\'s a strength. A real one says what you did, that you understand how it affected them, and what you\'ll do differently. Want to think it through together?"',
  },
  ifThisHappens: [
    { scenario: 'My child refuses to say sorry.', solution: 'Don\'t force it in the moment. Let everyone calm down, then talk about the other child\'s feelings and offer a way to make amends. Repair can come before words.' },
    { scenario: 'My child says "sorry" but clearly doesn\'t mean it.', solution: 'Skip the lecture. Calmly ask them to try again later when they are ready, and focus on what they can do to make it right.' },
    { scenario: 'My child says sorry, then does the same thing again.', solution: 'Talk about what they could do differently next time and practise it. A consequence that fits may be needed alongside the apology.' },
    { scenario: 'I lost my temper with my child.', solution: 'Apologise simply once you are calm: name what you did, the feeling, and what you will do next time. It models exactly what you want them to learn.' },
  ],
  pitfalls: [
    'Forcing an immediate "sorry" while the child is still upset.',
    'Shaming or lecturing, which makes children defensive.',
    'Accepting a quick "sorry" as the end of the matter without repair.',
    'Never apologising to your children yourself.',
    'Insisting on hugs or contact the hurt child doesn\'t want.',
  ],
  tracker: {
    description: 'Notes over two weeks show whether apologies are becoming more genuine.',
    categories: ['What happened', 'Calm-down time', 'Feeling noticed', 'Repair chosen', 'Apology without prompting'],
  },
  weeklyPrompts: [
    'Did my child notice the other person\'s feelings this week?',
    'Did I wait for calm before asking for an apology?',
    'When did I model an apology myself?',
    'Did my child make amends without being asked?',
  ],
  books: [
    { title: 'Sorry!', author: 'Trudy Ludwig' },
    { title: 'How to Talk So Kids Will Listen & Listen So Kids Will Talk', author: 'Adele Faber and Elaine Mazlish' },
  ],
  expert: {
    pediatricianTip: 'Pediatricians recommend teaching through modelling and calm guidance rather than shaming. Show your child how you apologise and make things right, and praise kind repair when you see it.',
    psychologistInsight: 'Child psychologists see genuine apologies as growing from empathy and responsibility, not from obedience. Calming down first, noticing feelings and choosing a repair teaches children far more than a forced word.',
  },
  discussions: [
    { search: 'forcing kids to say sorry', title: 'Parents debating forced apologies', snippet: 'Why some families stopped forcing "sorry" and what they do instead.' },
    { search: 'teaching toddler to apologize', title: 'Parents sharing how young children learn to apologise', snippet: 'Simple repair ideas for toddlers and preschoolers.' },
    { search: 'parent apologizing to child', title: 'Parents talking about apologising to their children', snippet: 'How saying sorry to children changed the way they apologise.' },
  ],
  glossary: [
    { term: 'Empathy', say: 'EM-puh-thee', definition: 'Understanding and caring about how someone else feels.' },
    { term: 'Repair', say: 'ri-PAIR', definition: 'Doing something to make things right after hurting someone.' },
    { term: 'Amends', say: 'uh-MENDZ', definition: 'Actions that make up for a wrong, such as fixing or replacing something.' },
  ],
  tryIt: [{
    title: 'Puppet Apologies',
    description: 'Practise the three parts of an apology in a playful way.',
    steps: [
      'Act out a small problem with two puppets or toys, like one knocking over the other\'s tower.',
      'Ask your child how the hurt puppet feels and how they can tell.',
      'Help the other puppet say what it did, name the feeling and offer to fix it.',
      'Swap roles and let your child play the puppet who apologises.',
    ],
    note: 'Keep it light and funny; practising when calm makes real apologies easier later.',
  }],
  analogies: [
    { title: 'Fixing a broken vase', content: 'Saying "sorry" over a broken vase is a start, but helping glue it back together is what shows you care.' },
  ],
  realWorld: [
    { title: 'The knocked-over tower', content: 'A child knocks down a friend\'s block tower. After a minute to calm down, they notice the friend is sad and offer to help rebuild it. No one had to say "sorry" for the apology to be real.' },
  ],
  engaging: [
    { question: 'How were apologies handled when you were a child?', context: 'Our own experiences shape what we expect from our children.' },
    { question: 'When did you last apologise to your child?', context: 'Modelling is the strongest teacher.' },
  ],
  quiz: [
    { question: 'When is the best time to ask for an apology?', right: 'After everyone has calmed down', wrong: ['In the heat of the moment', 'Never, children should just move on'], skill: 'recall', support: ['Wait until everyone is calm'] },
    { question: 'What are the three parts of a real apology?', right: 'What I did, how it felt, how I\'ll fix it', wrong: ['Say sorry, say it louder, then say it again', 'A hug, a kiss and a present to say sorry'], skill: 'sequence', support: ['what I did, how it made you feel, and how I will make it right'] },
    { question: 'What teaches children to apologise most?', right: 'Seeing adults apologise', wrong: ['Being made to say sorry', 'Long lectures about manners'], skill: 'cause-effect', support: ['Apologise to your child when you get it wrong; they copy what you do'] },
  ],
  related: ['parent-sharing', 'parent-sibling-rivalry', 'parent-big-emotions'],
  links: [SITES.healthyChildren, SITES.childMind, SITES.zeroToThree],
};
