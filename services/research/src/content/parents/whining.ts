import { SITES } from '../links';
import type { ParentEntry } from '../types';

export const whining: ParentEntry = {
  id: 'parent-whining',
  question: 'How do I stop my child from whining?',
  title: 'When Your Child Whines',
  blurb: 'Why children whine, how to stop rewarding it, and how to teach a better way to ask.',
  standalone: [['whin*'], ['whiny'], ['whing*'], ['complain*', 'everything']],
  triggers: [['whin*'], ['whiny'], ['whing*'], ['moan*'], ['complain*'], ['nag*', 'me'], ['pester*']],
  quickAnswer: 'Children whine because it often works: it is hard to ignore, and tired adults sometimes give in. Meet the basic needs that make whining worse, such as hunger, tiredness and too little of your attention. When whining starts, calmly ask for a "regular voice" once. Then answer only the regular voice, and never give in to the whine. Praise polite asking. Give warm attention before your child has to whine for it.',
  takeaways: [
    'Whining is common and usually learned: it continues when it gets results.',
    'Hunger, tiredness and wanting attention make whining much more likely.',
    'Calmly ask for a regular voice once, then respond only to that voice.',
    'Don\'t give in to whining, even "just this once".',
    'Catch and praise polite asking, and give attention before it is demanded.',
  ],
  sections: [
    {
      title: 'Why Children Whine',
      content: 'Whining sits between crying and talking. Young children use it when they feel tired, hungry, bored or unheard, and it is very good at getting an adult\'s attention. If whining sometimes ends with a "yes", children learn to keep trying. That is not manipulation in a grown-up sense. It is simple learning: behaviour that pays off gets repeated.',
      funFact: { title: 'Sometimes it works', text: 'Giving in now and then can keep whining going longer than always giving in, because the child keeps hoping.' },
    },
    {
      title: 'What to Do When the Whining Starts',
      content: 'Stay calm and say, once, "I can\'t understand that whiny voice. Can you ask me in your regular voice?" Show the voice you mean if your child is young. When they ask nicely, respond warmly, even if the answer is still no. If the whining carries on, calmly stop responding to it and carry on with what you were doing. Expect it to get louder for a few days before it drops.',
      funFact: { title: 'The burst before it gets better', text: 'When a behaviour stops working, it often gets worse for a short while before it fades.' },
    },
    {
      title: 'Preventing Whining',
      content: 'Plan around the hard times: snacks before shopping, rest before busy outings, and warnings before transitions. Give small doses of focused attention during the day, so your child does not need to whine to get it. Keep rules predictable, because children whine more when "no" sometimes turns into "yes". Notice and praise polite asking, patient waiting and coping with disappointment.',
      funFact: { title: 'Ten minutes of play', text: 'A few minutes of child-led play each day can make attention-seeking behaviour less frequent.' },
    },
  ],
  ageStage: {
    '3-5': 'Whining is very common in preschoolers. They have more words than toddlers but still struggle with waiting, disappointment and tiredness. Show them the "regular voice" you want, practise it in play, and praise it every time you hear it.',
    '6-8': 'School-age children whine less, but often about chores, homework or screens. Clear routines and rules decided in advance leave less room for whining. Calmly ask for a regular voice and let them try again.',
    '9-12': 'Preteen whining often sounds like complaining or arguing. Listen to the real concern, answer respectfully, and hold your limits. Teach them to make their case calmly, and sometimes let a good, polite argument change your mind.',
    '13+': 'Teens may complain or argue instead of whine. Respectful negotiation is a skill worth encouraging. Hear them out, say what you can and cannot change, and don\'t reward repeated pestering with a change of answer.',
  },
  brainBehavior: 'Children learn from what happens after they act. When whining gets attention or a yes, the brain links the two, and the behaviour grows. When it stops paying off and polite asking does, the habit changes. Whining also rises when the brain\'s resources are low: tiredness, hunger and stress make it harder for children to wait and cope with disappointment.',
  approaches: [
    { strategy: 'Ask once for a regular voice', rationale: 'Children need to know what to do instead, not just what to stop.', howTo: 'Say calmly, "Please ask me in your regular voice." Show it if needed, then respond warmly when they do.' },
    { strategy: 'Don\'t reward the whine', rationale: 'Planned ignoring of minor attention-seeking behaviour helps it fade when good behaviour gets attention.', howTo: 'After one reminder, calmly stop responding to the whining while staying nearby. Never give in to end it.' },
    { strategy: 'Meet needs before they turn into whining', rationale: 'Hunger, tiredness and too little attention make whining more likely.', howTo: 'Plan snacks, rest and short bursts of one-to-one time, especially before hard moments like shopping.' },
    { strategy: 'Praise polite asking', rationale: 'Behaviour that earns warm attention is repeated.', howTo: 'Name it right away: "You asked so politely. Thank you! Yes, you can have a turn."' },
  ],
  prosCons: [
    { approach: 'Planned ignoring of whining', pros: ['Takes away the payoff', 'No arguing needed'], cons: ['Whining may get worse before it gets better', 'Hard in public'], bestFor: 'Whining to get something after a clear answer' },
    { approach: 'Practising the regular voice in play', pros: ['Teaches the replacement skill', 'Fun and low-stress'], cons: ['Needs repetition', 'Does not stop whining on its own'], bestFor: 'Preschoolers and young school-age children' },
    { approach: 'Choices and advance warnings', pros: ['Reduce the moments that spark whining', 'Give children some control'], cons: ['Need planning', 'Not every situation allows choices'], bestFor: 'Whining at transitions and routines' },
  ],
  sources: [
    {
      claim: 'The AAP recommends healthy discipline, such as setting limits, planned ignoring and brief time-outs, and advises against spanking and harsh verbal punishment. Give children attention and praise for good behaviour; as long as a child is not doing something dangerous and gets plenty of attention for good behaviour, ignoring minor bad behaviour can be an effective way of stopping it.',
      title: 'HealthyChildren.org (American Academy of Pediatrics): What\'s the Best Way to Discipline My Child?',
      url: 'https://www.healthychildren.org/English/family-life/family-dynamics/communication-discipline/Pages/Disciplining-Your-Child.aspx',
      read: '2026-11-23',
      authority: 'public-health',
    },
    {
      claim: 'HealthyChildren.org (AAP): tantrums and similar outbursts are more likely when children are tired, hungry or uncomfortable; stay calm, do not give in to the demand, and praise the child when they handle frustration well.',
      title: 'HealthyChildren.org (American Academy of Pediatrics): Temper Tantrums',
      url: 'https://www.healthychildren.org/English/family-life/family-dynamics/communication-discipline/Pages/Temper-Tantrums.aspx',
      read: '2026-11-23',
      authority: 'public-health',
    },
  ],
  microTasks: [
    'Notice when whining happens most today (time, place, what your child wanted).',
    'Show your child the difference between a whiny voice and a regular voice, and make it a game.',
    'Choose your one calm line: "Please ask me in your regular voice."',
    'Plan a snack and a rest before the hardest time of day you noticed.',
    'Give ten minutes of child-led play, with no phone, before whining can start.',
    'Hold one "no" kindly all the way through, without giving in to whining.',
    'Praise polite asking at least five times today, naming exactly what your child did.',
  ],
  sampleScript: {
    '3-5': '"Uh-oh, that\'s the whiny voice. Can you ask me in your regular voice, like this: \'Mummy, can I have a snack, please?\'" (When they do:) "Thank you for asking so nicely! Yes, here\'s an apple."',
    '6-8': '"I hear that you really want more screen time. I can\'t understand the whiny voice, though. Try asking me in your regular voice." (If the answer is still no:) "Thanks for asking nicely. It\'s still no today, and you can have it tomorrow after homework."',
    '9-12': '"I\'m happy to listen if you tell me calmly why it matters to you. Complaining over and over won\'t change my answer, but a good reason might."',
    '13+': '"Let\'s talk about it properly. Tell me what you want and why, and I\'ll tell you my worries. If we can\'t agree, we can look for a middle way, but asking ten times won\'t change it."',
  },
  ifThisHappens: [
    { scenario: 'My child whines in the supermarket.', solution: 'Set expectations before you go in, bring a snack, and give your child a small job. If whining starts, give one calm reminder, then don\'t give in. Praise good waiting at the checkout.' },
    { scenario: 'The whining got worse after I stopped giving in.', solution: 'This short burst is common when a behaviour stops working. Stay calm and consistent; it usually fades if whining never pays off.' },
    { scenario: 'My child whines mostly at the end of the day.', solution: 'Tiredness and hunger are likely. Offer a snack and quiet time after school or nursery, and keep evenings calm and predictable.' },
    { scenario: 'My child whines constantly and seems unhappy.', solution: 'Look at sleep, stress and changes at home or school. If low mood, worry or constant complaints last for weeks, talk to your pediatrician.' },
  ],
  pitfalls: [
    'Giving in "just this once" to stop the noise.',
    'Whining back or mocking the child\'s voice.',
    'Long explanations in answer to every whine.',
    'Giving attention mostly when children complain.',
    'Unpredictable rules, so that "no" sometimes becomes "yes".',
  ],
  tracker: {
    description: 'A simple tally over one week shows whether whining is fading.',
    categories: ['Whining moments', 'Time of day', 'What was wanted', 'Polite asks praised', 'Times I gave in'],
  },
  weeklyPrompts: [
    'When did whining happen most, and what was my child needing?',
    'Did whining ever pay off this week?',
    'How often did I notice and praise polite asking?',
    'Is the whining becoming less frequent?',
  ],
  books: [
    { title: 'How to Talk So Kids Will Listen & Listen So Kids Will Talk', author: 'Adele Faber and Elaine Mazlish' },
    { title: 'The Kazdin Method for Parenting the Defiant Child', author: 'Alan E. Kazdin' },
  ],
  expert: {
    pediatricianTip: 'Pediatricians suggest checking the basics first: enough sleep, regular meals and some one-to-one time each day. Then ask for a regular voice, don\'t give in to whining, and praise polite requests.',
    psychologistInsight: 'Behavioural psychologists explain whining with simple learning: behaviour that pays off is repeated. Consistently removing the payoff while rewarding the behaviour you want (asking politely) is one of the most reliable ways to change it.',
  },
  discussions: [
    { search: 'how to stop whining', title: 'Parents discussing whining', snippet: 'Phrases and routines that helped families cut down on whining.' },
    { search: 'preschooler whines about everything', title: 'Parents sharing what worked with a whiny preschooler', snippet: 'How other families handled a child who whined all day.' },
    { search: 'child complains constantly', title: 'Parents talking about constant complaining', snippet: 'Ideas for older children who moan and complain a lot.' },
  ],
  glossary: [
    { term: 'Planned ignoring', say: 'PLAND ig-NOR-ing', definition: 'Calmly not responding to a minor, attention-seeking behaviour so it stops paying off.' },
    { term: 'Extinction burst', say: 'ik-STINK-shun burst', definition: 'A short rise in a behaviour just after it stops working, before it fades.' },
    { term: 'Reinforcement', say: 'ree-in-FORS-ment', definition: 'Anything after a behaviour that makes it more likely to happen again.' },
  ],
  tryIt: [{
    title: 'The Voice Game',
    description: 'Help your child hear the difference between a whiny voice and a regular voice.',
    steps: [
      'Take turns asking for something in a silly, whiny voice and then a regular voice.',
      'Ask your child which voice made them want to say yes.',
      'Record both voices on your phone and listen back together if your child likes that.',
      'Agree on a secret signal (like a tap on the ear) to remind them to switch voices.',
    ],
    note: 'Keep it light and funny; the goal is to practise the regular voice, not to shame the whiny one.',
  }],
  analogies: [
    { title: 'A vending machine', content: 'If a vending machine sometimes drops a snack when you shake it, you keep shaking. When whining never "drops the snack" and polite asking does, children switch to asking.' },
  ],
  realWorld: [
    { title: 'The after-school whine', content: 'A child whines every day at pickup. A snack in the car and ten quiet minutes at home cut most of it, and praise for polite asking handles the rest.' },
  ],
  engaging: [
    { question: 'When does whining get a "yes" in your home?', context: 'Those moments keep whining going.' },
    { question: 'What is your child usually needing when they whine?', context: 'Food, rest, attention, or help with disappointment?' },
  ],
  quiz: [
    { question: 'Why does whining often continue?', right: 'It sometimes gets results', wrong: ['Children enjoy the sound', 'It is a sign of illness'], skill: 'cause-effect', support: ['it continues when it gets results'] },
    { question: 'What should you do first when whining starts?', right: 'Calmly ask for a regular voice', wrong: ['Give in to end it quickly', 'Whine back so they hear it'], skill: 'recall', support: ['Calmly ask for a regular voice once'] },
    { question: 'What often makes whining more likely?', right: 'Hunger, tiredness and wanting attention', wrong: ['Too much outdoor play', 'Eating breakfast every day'], skill: 'cause-effect', support: ['Hunger, tiredness and wanting attention make whining much more likely'] },
  ],
  related: ['parent-big-emotions', 'parent-listening', 'parent-screen-time'],
  links: [SITES.healthyChildren, SITES.childMind, SITES.cdc],
};
