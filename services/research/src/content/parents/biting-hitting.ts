import { SITES } from '../links';
import type { ParentEntry } from '../types';

export const bitingHitting: ParentEntry = {
  id: 'parent-biting-hitting',
  question: 'How do I stop my toddler from biting and hitting?',
  title: 'When Your Toddler Bites or Hits',
  blurb: 'Why young children bite and hit, how to respond in the moment, and how to prevent the next time.',
  // No bare 'hit*': "hits me when he is mad" is a big-emotions question, "hits her brother" a sibling one.
  standalone: [['biting'], ['toddler', 'bite*'], ['toddler', 'hit*'], ['stop', 'bite*'], ['hitting', 'kids'], ['aggressive', 'toddler'], ['biter']],
  triggers: [
    ['bite*'], ['biting'], ['biter'], ['bitten'], ['toddler', 'hit*'], ['preschooler', 'hit*'], ['keep*', 'hitting'], ['keep*', 'hit*', 'me'], ['hit*', 'other', 'kid*'],
    ['hit*', 'other', 'child*'], ['hit*', 'daycare'], ['hit*', 'nursery'], ['hit*', 'preschool'], ['kick*'], ['scratch*'], ['pinch*'],
    ['pull*', 'hair'], ['push*', 'other'], ['aggress*'],
  ],
  quickAnswer: 'Biting and hitting are common in toddlers. They happen because young children have strong feelings, few words and little self-control yet. In the moment, stay calm, stop it firmly ("No biting. Biting hurts."), and turn your attention to the child who was hurt. Never bite or hit back. Then look for the pattern behind it, such as tiredness, hunger or crowding. Teach words and safe actions to use instead, and praise gentle play.',
  takeaways: [
    'Biting and hitting are common at this age and usually a phase, not a sign of a "bad" child.',
    'Respond the same calm way every time: stop it, comfort the hurt child, and move on.',
    'Never bite or hit back: it teaches that hurting is a way to solve problems.',
    'Notice the triggers (tiredness, hunger, crowding, frustration) and step in early.',
    'Teach words and safe actions to use instead, and praise gentle play.',
  ],
  sections: [
    {
      title: 'Why Toddlers Bite and Hit',
      content: 'Toddlers feel big feelings but have few words to show them. They also want to do things their own way, and their self-control is only starting to grow. So when a toy is taken, a space is crowded, or they are tired or excited, a bite or a hit comes out fast. Some young children also bite when teething or simply to explore. Most grow out of it as their language and self-control develop.',
      funFact: { title: 'Words are a big step', text: 'As toddlers learn to say "Mine!" or "Stop!", they often need to bite or hit less.' },
    },
    {
      title: 'What to Do in the Moment',
      content: 'Step in quickly and calmly. Say a short, firm line such as "No hitting. Hitting hurts." Move your child away if needed. Then give most of your attention to the child who was hurt, so the biter learns that hurting does not win attention. Skip long lectures, yelling and punishment: toddlers cannot follow them. Never bite or hit back to show how it feels.',
      funFact: { title: 'Attention is powerful', text: 'Comforting the hurt child first shows everyone what matters most.' },
    },
    {
      title: 'Preventing the Next Time',
      content: 'Keep a short log of when it happens to find the pattern. Many children bite or hit when tired, hungry, bored, crowded, or stuck in a struggle over a toy. Plan around those moments, and stay close during play that tends to go wrong. Teach what to do instead: say "Stop!", ask for help, or stomp feet. Praise gentle hands and kind play whenever you see them. If it is frequent or getting worse, talk to your pediatrician or the nursery staff.',
      funFact: { title: 'Same plan everywhere', text: 'Children learn faster when home and nursery respond in the same way.' },
    },
  ],
  ageStage: {
    '3-5': 'Biting and hitting are most common in toddlers and young preschoolers, and most children use them less as they learn to talk about feelings. Preschoolers can start to learn simple rules ("We use gentle hands"), calm-down tools and words for what they want. Children who still hurt others often in the preschool years deserve a closer look with your pediatrician.',
    '6-8': 'By school age, most children have other ways to handle conflict, so regular hitting is less expected. It can be a sign of stress, trouble with feelings, or a skill gap. Calm consequences, problem-solving practice and talking to the teacher help. If it keeps happening, ask your pediatrician about next steps.',
    '9-12': 'Physical aggression at this age is worth taking seriously. Look at what happens before it: teasing, frustration at school, or conflict at home. Work with the school, teach problem-solving, and consider help from your pediatrician or a mental health professional if it continues.',
    '13+': 'Teens who hit or hurt others need adult support, not only punishment. Stay calm, keep everyone safe, and talk when things settle. Ongoing aggression, especially with anger, low mood or substance use, is a reason to get professional help.',
  },
  brainBehavior: 'The brain systems for self-control and planning develop slowly through childhood, while feelings like frustration and excitement arrive at full strength. Toddlers also understand more words than they can say, so action comes before words. Children learn from what adults do: calm, consistent limits and modelled gentle behaviour teach more than harsh punishment. The AAP warns that hitting children makes aggression more likely, not less.',
  approaches: [
    { strategy: 'Calm, consistent response', rationale: 'A predictable reaction teaches the limit without giving the behaviour extra attention.', howTo: 'Step in, say "No biting. Biting hurts," move your child away, and use the same words every time.' },
    { strategy: 'Attend to the hurt child first', rationale: 'Children repeat what gets attention; comfort shows that hurting others does not pay.', howTo: 'Turn to the child who was hurt, comfort them, and let your child see you caring for them.' },
    { strategy: 'Find the pattern and prevent it', rationale: 'Most biting and hitting happens in predictable moments.', howTo: 'Keep a log of time, place and what happened just before. Adjust naps, snacks and crowded play, and stay close at risky times.' },
    { strategy: 'Teach replacement skills', rationale: 'Children need something to do instead of hurting.', howTo: 'Practise saying "Stop!" or "My turn!", asking for help, or squeezing a soft toy. Role-play with puppets when everyone is calm.' },
    { strategy: 'Praise gentle behaviour', rationale: 'Positive attention for the behaviour you want makes it more likely.', howTo: 'Notice and name it: "You asked for the truck with words. That was gentle!"' },
  ],
  prosCons: [
    { approach: 'Brief time-out or break from play', pros: ['Stops the behaviour and calms things down', 'Clear for the child'], cons: ['Works best from about preschool age', 'Can become a power struggle if used too often'], bestFor: 'Preschoolers who hit during play' },
    { approach: 'Shadowing (staying close during play)', pros: ['Prevents bites before they happen', 'Lets you teach in the moment'], cons: ['Tiring for the adult', 'Not possible all the time'], bestFor: 'Toddlers in a biting phase' },
    { approach: 'Reward chart for gentle hands', pros: ['Motivating for many preschoolers', 'Focuses on the positive'], cons: ['Too abstract for young toddlers', 'Loses power over time'], bestFor: 'Children about three and up who understand the goal' },
  ],
  sources: [
    {
      claim: 'Zero to Three: aggressive behaviour such as hitting, biting and pushing is common in toddlers, who have strong feelings, limited language and limited self-control; adults can help by staying calm, setting clear limits, teaching other ways to express feelings and looking for patterns that trigger aggression.',
      title: 'ZERO TO THREE: Aggressive Behavior in Toddlers',
      url: 'https://www.zerotothree.org/resource/aggressive-behavior-in-toddlers/',
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
    {
      claim: 'AAP policy statement Effective Discipline to Raise Healthy Children (2018): corporal punishment such as hitting and spanking increases aggression in young children and is ineffective in teaching responsibility and self-control; the AAP recommends healthy forms of discipline instead.',
      title: 'Pediatrics (AAP): Effective Discipline to Raise Healthy Children',
      url: 'https://doi.org/10.1542/peds.2018-3112',
      read: '2026-11-23',
      authority: 'peer-reviewed',
    },
  ],
  microTasks: [
    'Start a simple log: when, where and with whom each bite or hit happens, and what came just before.',
    'Choose one short line to use every time ("No biting. Biting hurts.") and tell every carer.',
    'Practise comforting the hurt child first, so your child sees where attention goes.',
    'Teach one replacement: saying "Stop!", asking for help, or stomping feet when cross.',
    'Plan around the biggest trigger you found (a snack before playgroup, an earlier nap).',
    'Play a puppet game where the puppet wants a toy and uses words instead of hitting.',
    'Praise gentle hands at least five times today, and talk to the nursery about using the same plan.',
  ],
  sampleScript: {
    '3-5': '(Step in calmly, at eye level.) "No hitting. Hitting hurts. I won\'t let you hit." (To the other child:) "Are you OK? Let\'s get you a cuddle." (Later, when calm:) "You wanted the truck. Next time say \'My turn, please!\' Let\'s practise."',
    '6-8': '"It\'s OK to be cross. It\'s not OK to hurt someone. Let\'s take a break and calm down. Then we\'ll work out what you can do next time someone takes your things."',
    '9-12': '"Hitting isn\'t OK, and I want to understand what happened. What was going on just before? Let\'s think of two other things you could do if that happens again."',
    '13+': '"I\'m worried about what happened, and I\'m on your side. Hurting someone isn\'t an answer, even when you\'re really angry. Can we talk about what\'s been going on, and who could help?"',
  },
  ifThisHappens: [
    { scenario: 'Nursery says my child bit another child.', solution: 'Stay calm and ask when and how it happened. Agree on one plan for home and nursery: the same words, close supervision at risky times, and praise for gentle play. Most biting phases pass with a consistent approach.' },
    { scenario: 'My toddler hits me when I say no.', solution: 'Calmly block or catch the hand and say "I won\'t let you hit." Hold the limit without giving in or yelling. Name the feeling ("You\'re cross I said no") and offer a safe choice.' },
    { scenario: 'My child bites when excited or playing rough.', solution: 'Slow the play down before it peaks, offer a teether or a chewy toy if your child seems to need to chew, and teach "gentle" with a soft toy.' },
    { scenario: 'The hitting is getting more frequent or severe.', solution: 'Talk to your pediatrician. Frequent aggression can be linked to language delays, sleep problems, stress or other needs that are worth checking.' },
  ],
  pitfalls: [
    'Biting or hitting back "to show how it feels".',
    'Long lectures a toddler cannot follow.',
    'Big, dramatic reactions that make hurting exciting.',
    'Labelling the child as "a biter" or "naughty" in front of them.',
    'Different responses from different carers.',
  ],
  tracker: {
    description: 'A two-week log reveals the triggers behind biting and hitting.',
    categories: ['Time of day', 'Place', 'Who was involved', 'What happened just before', 'How we responded', 'Gentle moments praised'],
  },
  weeklyPrompts: [
    'What was happening just before most incidents?',
    'Did every carer respond in the same way?',
    'How often did I catch and praise gentle play?',
    'Are the incidents becoming less frequent?',
  ],
  books: [
    { title: 'Teeth Are Not for Biting', author: 'Elizabeth Verdick' },
    { title: 'Hands Are Not for Hitting', author: 'Martine Agassi' },
  ],
  expert: {
    pediatricianTip: 'Pediatricians recommend a calm, consistent response and never hitting or biting a child back. Talk to your child\'s doctor if aggression is frequent, getting worse, or comes with speech delays or other worries.',
    psychologistInsight: 'Child psychologists see aggression in toddlers as a skill gap more than a character flaw. Preventing known triggers, teaching replacement skills and praising gentle behaviour change the pattern faster than punishment.',
  },
  discussions: [
    { search: 'toddler biting daycare', title: 'Parents discussing toddler biting', snippet: 'What families and nurseries did during a biting phase.' },
    { search: 'toddler hitting parents', title: 'Parents sharing how they handle hitting', snippet: 'Calm ways parents responded when a toddler hit them.' },
    { search: 'gentle hands toddler', title: 'Parents talking about teaching gentle hands', snippet: 'Games and phrases that helped young children play gently.' },
  ],
  glossary: [
    { term: 'Aggression', say: 'uh-GRESH-un', definition: 'Behaviour that hurts or could hurt someone, such as biting, hitting or pushing.' },
    { term: 'Trigger', say: 'TRIG-er', definition: 'A situation that tends to set off a behaviour, such as tiredness or a crowded room.' },
    { term: 'Shadowing', say: 'SHAD-oh-ing', definition: 'Staying close to a child during play so you can step in before someone is hurt.' },
    { term: 'Self-control', say: 'self-kun-TROHL', definition: 'The growing ability to stop and think before acting on a feeling.' },
  ],
  tryIt: [{
    title: 'Play "Gentle Hands"',
    description: 'Practise gentle touch and "stop" words when everyone is calm.',
    steps: [
      'Sit with a soft toy and show how to stroke it gently.',
      'Take turns with a puppet who wants a toy and says "My turn, please!" instead of grabbing.',
      'Practise a loud "Stop!" with a hand up, and cheer when your child uses it.',
      'Praise gentle touches during the day, naming exactly what your child did.',
    ],
    note: 'Keep it short and playful; toddlers learn best through repetition and fun.',
  }],
  analogies: [
    { title: 'A smoke alarm without words', content: 'A toddler\'s bite is like a smoke alarm: a loud signal that something is wrong. Your job is to find the "smoke" (tiredness, frustration) and teach a quieter signal.' },
  ],
  realWorld: [
    { title: 'The late-morning bites', content: 'A toddler bites at nursery only just before lunch. Moving snack time earlier and keeping a teacher close during that half hour ends the biting within a few weeks.' },
  ],
  engaging: [
    { question: 'When does the biting or hitting usually happen?', context: 'Look for the time, the place and what happened just before.' },
    { question: 'What could your child do instead?', context: 'Pick one simple replacement and practise it daily.' },
  ],
  quiz: [
    { question: 'Why do toddlers often bite or hit?', right: 'Big feelings, few words and little self-control', wrong: ['They are trying to be cruel to others', 'They have been spoiled too much at home'], skill: 'cause-effect', support: ['strong feelings, few words and little self-control yet'] },
    { question: 'Who should get your attention first after a bite?', right: 'The child who was hurt', wrong: ['The child who bit', 'The other parents'], skill: 'recall', support: ['turn your attention to the child who was hurt'] },
    { question: 'What does biting a child back teach?', right: 'That hurting is a way to solve problems', wrong: ['Exactly how much a bite really hurts', 'That they must never bite anyone'], skill: 'inference', support: ['it teaches that hurting is a way to solve problems'] },
  ],
  related: ['parent-big-emotions', 'parent-sharing', 'parent-sibling-rivalry'],
  links: [SITES.zeroToThree, SITES.healthyChildren, SITES.cdc],
};
