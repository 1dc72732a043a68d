import { SITES } from '../links';
import type { ParentEntry } from '../types';

export const swearing: ParentEntry = {
  id: 'parent-swearing',
  question: 'What should I do when my child says bad words?',
  title: 'When Your Child Says Bad Words',
  blurb: 'Why children try out swear words, and calm ways to set a family rule about language.',
  standalone: [['bad', 'word*'], ['swear*'], ['cuss*'], ['cursing'], ['curse', 'word*'], ['swear', 'word*'], ['f', 'word'], ['bad', 'language'], ['foul', 'language'], ['potty', 'mouth']],
  triggers: [['bad', 'word*'], ['swear*'], ['cuss*'], ['cursing'], ['curse'], ['curses'], ['f', 'word'], ['s', 'word'], ['bad', 'language'], ['foul', 'language'], ['rude', 'word*'], ['naughty', 'word*'], ['potty', 'mouth'], ['dirty', 'word*']],
  quickAnswer: 'Most children try out a swear word at some point, usually because they heard it and noticed it gets a reaction. Stay calm and keep your reaction small: a big response can make the word more exciting. Calmly say it is not a word your family uses, and offer other words for strong feelings. Watch your own language and what your child hears in media. If swearing continues, use a brief, consistent consequence.',
  takeaways: [
    'Trying out bad words is a common part of learning language.',
    'A calm, low-key reaction takes away the excitement.',
    'State a clear family rule and teach other words for big feelings.',
    'Children copy what they hear, so watch adult language and media.',
    'Use brief, consistent consequences if swearing continues.',
  ],
  sections: [
    {
      title: 'Why Children Swear',
      content: 'Young children copy words they hear, often without knowing what they mean. They quickly notice when a word makes adults gasp or laugh, and that reaction is exciting. Older children may swear to fit in with friends, to test limits, or to show anger. Knowing the reason helps you choose your response.',
      funFact: { title: 'The reaction is the reward', text: 'A shocked gasp or a laugh can make a bad word far more fun to say again.' },
    },
    {
      title: 'Responding Calmly',
      content: 'Keep your face and voice neutral. For a young child, a short "We don\'t use that word" is often enough, or even ignoring a first try. For an older child, explain briefly that some words hurt or offend people. Avoid laughing, lecturing or harsh punishments. Praise your child when they express frustration without swearing.',
      funFact: { title: 'Less is more', text: 'A brief, boring response often stops a new swear word within days.' },
    },
    {
      title: 'Rules, Replacements and Role Models',
      content: 'Agree on a simple family rule about language, and apply it to adults too. Offer fun replacement words for frustration, like "fiddlesticks" or "oh, crumbs". Check the shows, games and music your child hears. If swearing continues, use a small, consistent consequence, such as a short break from the game. Insulting or hurtful language towards others needs a firmer response.',
      funFact: { title: 'Silly swaps', text: 'Made-up words for frustration can turn a tense moment into a laugh.' },
    },
  ],
  ageStage: {
    '3-5': 'Preschoolers repeat words they hear and love toilet talk and words that get a reaction. They rarely understand what swear words mean. A calm, short response, or ignoring a first try, works best.',
    '6-8': 'School-age children learn new words from friends and may test them at home. They understand rules and can learn that some words hurt or offend. Explain briefly, and offer replacement words.',
    '9-12': 'Preteens may swear to fit in or sound grown-up. Talk about where and when language is and is not acceptable, and why insults hurt. Keep consequences calm and consistent.',
    '13+': 'Teens often swear with friends. Focus on respectful language at home and never using words to insult people. Model the language you expect, and pick your battles.',
  },
  brainBehavior: 'Children learn language by copying what they hear. Emotionally loud words, and the strong reactions they cause, are especially memorable. Attention, even negative attention, reinforces behaviour, so a calm, low-key response makes repeat swearing less likely. As self-control grows, children can learn to choose other words when upset.',
  approaches: [
    { strategy: 'A calm, low-key response', rationale: 'Big reactions give attention that can make swearing more likely.', howTo: 'Keep a neutral face and say briefly, "That\'s not a word we use."' },
    { strategy: 'A clear family rule', rationale: 'Children follow rules better when everyone follows them.', howTo: 'Agree on the rule together and apply it to adults too.' },
    { strategy: 'Replacement words', rationale: 'Children need another way to show strong feelings.', howTo: 'Invent funny frustration words together and use them yourself.' },
    { strategy: 'Brief, consistent consequences', rationale: 'Predictable consequences work better than harsh ones.', howTo: 'If swearing continues after a warning, use a short break from the activity, every time.' },
  ],
  prosCons: [
    { approach: 'Ignoring a first swear word', pros: ['Removes the attention reward'], cons: ['May not work if the child keeps testing'], bestFor: 'Preschoolers trying a word for the first time' },
    { approach: 'Explaining why words hurt', pros: ['Builds understanding and empathy'], cons: ['Too much explanation can become attention'], bestFor: 'School-age children and older' },
    { approach: 'A small consequence', pros: ['Clear limit'], cons: ['Needs consistency to work'], bestFor: 'Repeated swearing after a warning' },
  ],
  sources: [
    {
      claim: 'Children learn by watching and copying adults; parents should model the behaviour they expect, give attention and praise for good behaviour, ignore minor attention-seeking behaviour where safe, and use calm, consistent consequences such as time-outs rather than harsh punishment.',
      title: 'HealthyChildren.org (American Academy of Pediatrics): What\'s the Best Way to Discipline My Child?',
      url: 'https://www.healthychildren.org/English/family-life/family-dynamics/communication-discipline/Pages/Disciplining-Your-Child.aspx',
      read: '2026-11-23',
      authority: 'public-health',
    },
    {
      claim: 'Positive parenting tips: be clear and consistent when disciplining your child, explain and show the behaviour you expect, and help children find words for their feelings.',
      title: 'CDC: Positive Parenting Tips',
      url: 'https://www.cdc.gov/child-development/positive-parenting-tips/index.html',
      read: '2026-11-23',
      authority: 'public-health',
    },
  ],
  microTasks: [
    'Decide with other adults at home how you will respond to swearing.',
    'Practise a calm, neutral face and one short sentence.',
    'Invent two silly frustration words with your child.',
    'Notice your own language for a day.',
    'Check what your child hears in shows, games and music.',
    'Praise your child once for handling frustration without swearing.',
    'Agree on a small, consistent consequence for repeated swearing.',
  ],
  sampleScript: {
    '3-5': '(Calm face:) "That\'s not a word we use. If you\'re cross, you can say \'Oh, fiddlesticks!\'" (Then move on.)',
    '6-8': '"That word can upset people, so we don\'t use it in our family. When you\'re frustrated, what word could you use instead?"',
    '9-12': '"I know you hear that word at school. At home and around younger kids, it\'s not OK. And using words to put someone down is never OK."',
    '13+': '"I get that you swear with your friends. Here, I need respectful language, especially when you\'re angry with someone. I\'ll work on mine too."',
  },
  ifThisHappens: [
    { scenario: 'My preschooler keeps saying a swear word and laughing.', solution: 'Stop reacting: keep a neutral face, say one short sentence, and turn your attention elsewhere. Praise them when they play without it.' },
    { scenario: 'My child swore at me in anger.', solution: 'Stay calm and set a limit: "I won\'t be spoken to that way." Talk about the anger later, once everyone is calm.' },
    { scenario: 'My child uses slurs or insults about other people.', solution: 'Respond firmly and explain why those words hurt. Find out where they heard them, and follow with a clear consequence.' },
    { scenario: 'We swear at home ourselves.', solution: 'Children copy adults. Agree on a family rule that applies to everyone, and apologise if you slip.' },
  ],
  pitfalls: [
    'Laughing when a young child swears.',
    'Long lectures that turn into attention.',
    'Washing a child\'s mouth with soap or other harsh punishments.',
    'A rule for children that adults do not follow.',
    'Ignoring hurtful insults aimed at others.',
  ],
  tracker: {
    description: 'Track how often swearing happens and what comes before it.',
    categories: ['Word used', 'Situation', 'Your response', 'Replacement word used', 'Consequence'],
  },
  weeklyPrompts: [
    'Is swearing happening more or less than last week?',
    'Did I keep my reactions calm and brief?',
    'Where might my child be hearing these words?',
    'Did adults in the house follow the rule?',
  ],
  books: [
    { title: '1-2-3 Magic', author: 'Thomas W. Phelan' },
    { title: 'How to Talk So Kids Will Listen & Listen So Kids Will Talk', author: 'Adele Faber and Elaine Mazlish' },
  ],
  expert: {
    pediatricianTip: 'Pediatricians recommend modelling the language you want, responding to swearing calmly, and using consistent, non-harsh consequences. Avoid punishments like washing the mouth with soap.',
    psychologistInsight: 'Behavioural psychologists note that attention strongly reinforces behaviour. A calm, brief response, plus praise for better ways of expressing feelings, usually reduces swearing faster than shock or punishment.',
  },
  discussions: [
    { search: 'toddler saying swear words', title: 'Parents talking about young children repeating swear words', snippet: 'Calm responses that worked for other families.' },
    { search: 'kid swearing at school', title: 'Parents discussing swearing in older children', snippet: 'Family rules and consequences that helped.' },
  ],
  glossary: [
    { term: 'Reinforcement', say: 'ree-in-FORSS-ment', definition: 'Anything that makes a behaviour more likely to happen again, including attention.' },
    { term: 'Replacement word', say: 'ree-PLAYSS-ment wurd', definition: 'A harmless word a child uses instead of a swear word.' },
  ],
  tryIt: [{
    title: 'Invent a Family Frustration Word',
    description: 'Make up a silly word together for moments of frustration.',
    steps: [
      'Sit down together and list funny words or sound mixes.',
      'Vote on one or two favourites as the family frustration words.',
      'Practise saying them in a dramatic voice.',
      'Use them yourself when something goes wrong, and notice when your child does.',
    ],
    note: 'Keep it light: the goal is an easy, fun swap, not a lecture.',
  }],
  analogies: [
    { title: 'A button that makes a noise', content: 'To a young child, a swear word is like a button that makes grown-ups jump. Take away the jump, and the button gets boring.' },
  ],
  realWorld: [
    { title: 'Overheard in the car', content: 'Many parents first hear a swear word from their preschooler after a traffic jam. It is a reminder that children are always listening.' },
  ],
  engaging: [
    { question: 'Where might your child have heard the word?', context: 'Knowing the source helps you respond.' },
    { question: 'What words do adults use at home when frustrated?', context: 'Children copy these first.' },
  ],
  quiz: [
    { question: 'Why do young children often repeat swear words?', right: 'They copy words and enjoy the reaction', wrong: ['They fully understand the meaning', 'They want to be punished'], skill: 'cause-effect', support: ['They quickly notice when a word makes adults gasp or laugh'] },
    { question: 'What response works best at first?', right: 'Calm and brief', wrong: ['A long lecture', 'Laughing along'], skill: 'recall', support: ['A calm, low-key reaction takes away the excitement'] },
    { question: 'What helps children express frustration?', right: 'Replacement words', wrong: ['Louder swear words', 'Saying nothing ever'], skill: 'recall', support: ['offer other words for strong feelings'] },
  ],
  related: ['parent-listening', 'parent-big-emotions', 'parent-screen-time'],
  links: [SITES.healthyChildren, SITES.cdc, SITES.kidsHealth],
};
