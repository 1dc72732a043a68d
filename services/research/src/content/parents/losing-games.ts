import { SITES } from '../links';
import type { ParentEntry } from '../types';

export const losingGames: ParentEntry = {
  id: 'parent-losing-games',
  question: 'How do I help my child lose games gracefully?',
  title: 'Helping Your Child Lose Gracefully',
  blurb: 'Why losing is so hard for children, and how to grow a good sport at the kitchen table.',
  standalone: [['sore', 'loser'], ['bad', 'loser'], ['poor', 'loser'], ['good', 'sport'], ['sportsmanship'], ['lose', 'gracefully'], ['losing', 'gracefully'], ['hate*', 'losing'], ['cheat*', 'at', 'games'], ['lose', 'board', 'game']],
  triggers: [['sore', 'loser'], ['bad', 'loser'], ['poor', 'loser'], ['loser'], ['good', 'sport'], ['sportsmanship'], ['lose', 'game'], ['lose', 'match'], ['lose', 'gracefully'], ['hate*', 'lose'], ['can', 'not', 'lose'], ['when', 'he', 'loses'], ['when', 'she', 'loses'], ['when', 'they', 'lose'], ['board', 'game'], ['card', 'game'], ['cheat*'], ['always', 'win'], ['has', 'to', 'win'], ['need*', 'to', 'win'], ['gloat*']],
  quickAnswer: 'Losing is hard for young children: they are still learning to manage disappointment, and winning feels like everything. Play games often, and let your child lose sometimes rather than always letting them win. Show how to lose well yourself: "Oh, I lost! Good game. Want to play again?" Name their feelings, set simple rules for after the game, and praise good sportsmanship more than winning. It takes practice, and it improves with age.',
  takeaways: [
    'Disliking losing is normal; handling it well is a skill learned with practice.',
    'Let your child lose sometimes, in low-stakes games at home.',
    'Model losing well, and winning kindly, yourself.',
    'Name the feelings and keep clear rules about behaviour.',
    'Praise good sportsmanship more than results.',
  ],
  sections: [
    {
      title: 'Why Losing Feels So Big',
      content: 'Young children are still learning to handle disappointment, and they often see losing as a judgement on them. Many have only just learned rules and turns. Tiredness, hunger or a long losing streak make it worse. Being upset is fine; the goal is to learn what to do with the feeling, rather than throwing pieces, cheating or quitting.',
      funFact: { title: 'A skill, not a trait', text: 'Being a good sport is learned through practice, much like learning to ride a bike.' },
    },
    {
      title: 'Practise at Home',
      content: 'Short, simple games at home are the best place to practise. Choose games where luck plays a big part, so anyone can win. Let your child lose some games rather than always losing on purpose. Before you start, agree on what good sports do: shake hands, say "good game," and play again or help tidy up.',
      funFact: { title: 'Luck helps', text: 'Dice and card games let children lose without feeling less able than others.' },
    },
    {
      title: 'Show and Praise Good Sportsmanship',
      content: 'Say your feelings out loud when you lose: "I\'m disappointed. I really wanted to win. Good game, though!" Also show how to win kindly, without gloating. When your child loses well, notice it: "You were upset, and you still shook hands. That was a good sport." If there is throwing or hurting, calmly pause the game and try again later.',
      funFact: { title: 'Winners practise too', text: 'Winning kindly, without gloating, is part of good sportsmanship as well.' },
    },
  ],
  ageStage: {
    '3-5': 'Preschoolers are just learning rules and turns, and most find losing very hard. Tears and protests are normal. Choose short, cooperative or luck-based games, and focus on having fun and taking turns.',
    '6-8': 'School-age children care a lot about winning and fairness. Some may bend rules or quit. Agree on rules beforehand, praise sportsmanship, and talk through how losing felt once they are calm.',
    '9-12': 'Preteens play more competitive games and sports and may be hard on themselves or others after a loss. Encourage effort and improvement, and model respect for referees and opponents.',
    '13+': 'Teens may feel strong pressure in sport or gaming. Talk about what they can learn from losing, keep your own reactions from the sidelines respectful, and keep winning in perspective.',
  },
  brainBehavior: 'Handling disappointment needs self-control and emotional regulation, which develop slowly through childhood. Young children feel the sting of losing strongly and have few ways to manage it. With repeated, safe practice, adult modelling and praise, children learn to feel disappointment without lashing out.',
  approaches: [
    { strategy: 'Model losing well', rationale: 'Children learn how to behave by watching the adults they trust.', howTo: 'Name your disappointment out loud when you lose, then congratulate the winner.' },
    { strategy: 'Practise in low-stakes games', rationale: 'Small, frequent losses build tolerance for disappointment.', howTo: 'Play short, luck-based games often, and do not let your child win every time.' },
    { strategy: 'Agree on good-sport rules', rationale: 'Clear expectations make it easier to behave well when upset.', howTo: 'Before playing, decide together what happens at the end, like a handshake and "good game".' },
    { strategy: 'Praise sportsmanship', rationale: 'Attention to the behaviour you want makes it more likely.', howTo: 'Notice and name good-sport moments more than who won.' },
  ],
  prosCons: [
    { approach: 'Letting a young child win sometimes', pros: ['Keeps the game fun', 'Builds interest'], cons: ['Always winning gives no chance to practise losing'], bestFor: 'Very young children, now and then' },
    { approach: 'Cooperative games', pros: ['Everyone wins or loses together', 'Less pressure'], cons: ['No practice at losing to others'], bestFor: 'Preschoolers and sensitive children' },
    { approach: 'Pausing the game after an outburst', pros: ['Clear, calm consequence'], cons: ['Needs follow-through every time'], bestFor: 'Children who throw pieces or hurt others' },
  ],
  sources: [
    {
      claim: 'Positive parenting tips: give attention and praise for good behaviour, be clear and consistent about rules, model the behaviour you expect, and help children name feelings and calm down when they are upset.',
      title: 'CDC: Positive Parenting Tips',
      url: 'https://www.cdc.gov/child-development/positive-parenting-tips/index.html',
      read: '2026-11-23',
      authority: 'public-health',
    },
    {
      claim: 'Outbursts are more likely when young children are tired, hungry or frustrated; parents help by staying calm, modelling calm behaviour, praising the behaviour they want to see, and giving brief, consistent consequences. Talk to your pediatrician if outbursts are very frequent, intense or cause harm.',
      title: 'HealthyChildren.org (American Academy of Pediatrics): Temper Tantrums',
      url: 'https://www.healthychildren.org/English/family-life/family-dynamics/communication-discipline/Pages/Temper-Tantrums.aspx',
      read: '2026-11-23',
      authority: 'public-health',
    },
  ],
  microTasks: [
    'Play one short, luck-based game with your child today.',
    'Agree on the end-of-game rule: a handshake and "good game".',
    'When you lose, say your feelings out loud and congratulate the winner.',
    'Play a game where you do not let your child win.',
    'Praise one good-sport moment by name.',
    'Try a cooperative game where you all play against the game.',
    'Talk at bedtime about a time someone lost well.',
  ],
  sampleScript: {
    '3-5': '"Oh, I lost! I feel a bit sad. Good game! Do you want to play again?" (If your child loses and cries:) "You wanted to win. That\'s disappointing. Let\'s take a big breath, then shake hands."',
    '6-8': '"Before we play: good sports say \'good game\' at the end, win or lose." (After a loss:) "That was frustrating. I saw you stay at the table even though you were upset. That\'s being a good sport."',
    '9-12': '"Tough loss. What do you think the other team did well? What would you practise for next time?"',
    '13+': '"You really wanted that one. It\'s OK to be gutted. I was proud of how you shook hands afterwards."',
  },
  ifThisHappens: [
    { scenario: 'My child throws the game pieces when they lose.', solution: 'Calmly stop the game: "We stop when pieces get thrown. We can try again later." Try again when calm, and praise any improvement.' },
    { scenario: 'My child cheats to win.', solution: 'Stay calm and restate the rules. Young children often bend rules because losing feels unbearable. Choose simpler games and praise honest play.' },
    { scenario: 'My child quits whenever they start losing.', solution: 'Encourage finishing the game, and play shorter games. Praise sticking with it to the end.' },
    { scenario: 'My child gloats and teases when they win.', solution: 'Teach winning kindly too: "Winners say good game and don\'t tease." Practise it together.' },
  ],
  pitfalls: [
    'Always letting your child win.',
    'Never playing because of the meltdowns.',
    'Making a big fuss about who won.',
    'Shouting at referees or opponents from the sidelines.',
    'Ignoring gloating when your child wins.',
  ],
  tracker: {
    description: 'Track games played and how losses went.',
    categories: ['Games played', 'Losses handled calmly', 'Outbursts', 'Good-sport moments praised', 'Winning kindly'],
  },
  weeklyPrompts: [
    'How did my child handle losing this week compared with last week?',
    'Did I show how to lose well myself?',
    'Which games work best for practice?',
    'What good-sport moment can I praise next time?',
  ],
  books: [
    { title: 'The Whole-Brain Child', author: 'Daniel J. Siegel and Tina Payne Bryson' },
    { title: 'How to Talk So Kids Will Listen & Listen So Kids Will Talk', author: 'Adele Faber and Elaine Mazlish' },
  ],
  expert: {
    pediatricianTip: 'Pediatricians encourage families to play together, model calm reactions, and praise the behaviour they want. Talk to your child\'s doctor if outbursts are very frequent, intense or cause harm.',
    psychologistInsight: 'Child psychologists see losing as a safe chance to practise handling disappointment. Naming the feeling, keeping clear rules, and repeating the practice often teaches more than avoiding games or always letting a child win.',
  },
  discussions: [
    { search: 'sore loser kid board games', title: 'Parents talking about sore losers', snippet: 'Games and words that helped children lose more gracefully.' },
    { search: 'teaching good sportsmanship', title: 'Parents sharing how they taught sportsmanship', snippet: 'Ideas from family game nights and kids\' sport.' },
  ],
  glossary: [
    { term: 'Sportsmanship', say: 'SPORTS-mun-ship', definition: 'Playing fairly and treating others kindly, whether you win or lose.' },
    { term: 'Cooperative game', say: 'koh-OP-er-uh-tiv gaym', definition: 'A game where players work together against the game, not each other.' },
  ],
  tryIt: [{
    title: 'Family Game Night With a Good-Sport Award',
    description: 'A weekly game night that celebrates sportsmanship, not winning.',
    steps: [
      'Pick a short game where luck matters, like a dice or card game.',
      'Agree on good-sport rules before starting.',
      'Play two or three rounds so everyone wins and loses at least once.',
      'At the end, give a paper "good sport" award for kind behaviour, not for winning.',
    ],
    note: 'Keep games short for young children, and stop while it is still fun.',
  }],
  analogies: [
    { title: 'A practice ground', content: 'Board games are a practice ground for disappointment: small losses now build the skill for bigger ones later.' },
  ],
  realWorld: [
    { title: 'The handshake line', content: 'Many youth sports teams end with a handshake line, which shows that respect matters win or lose.' },
  ],
  engaging: [
    { question: 'How do you react when you lose in front of your child?', context: 'They are watching and learning.' },
    { question: 'Which game could you play tonight?', context: 'Short and luck-based works best for practice.' },
  ],
  quiz: [
    { question: 'Should you always let a young child win?', right: 'No, they need safe practice at losing', wrong: ['Yes, losing is harmful to children', 'Yes, until they are teenagers'], skill: 'inference', support: ['Let your child lose sometimes, in low-stakes games at home'] },
    { question: 'Which games are good for practising losing?', right: 'Short games where luck matters', wrong: ['Long games of pure skill', 'Games with no rules'], skill: 'recall', support: ['Choose games where luck plays a big part'] },
    { question: 'What should you praise most?', right: 'Good sportsmanship', wrong: ['Winning every game', 'Never getting upset'], skill: 'recall', support: ['Praise good sportsmanship more than results'] },
  ],
  related: ['parent-big-emotions', 'parent-perfectionism', 'parent-sibling-rivalry'],
  links: [SITES.healthyChildren, SITES.cdc, SITES.kidsHealth],
};
