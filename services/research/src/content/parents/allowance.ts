import { SITES } from '../links';
import type { ParentEntry } from '../types';

export const allowance: ParentEntry = {
  id: 'parent-allowance',
  question: 'How do I teach my child about money and saving?',
  title: 'Pocket Money, Allowance and Saving',
  blurb: 'Starting an allowance, saving toward goals, making choices, and learning from small mistakes.',
  standalone: [['allowance'], ['pocket', 'money'], ['teach*', 'money'], ['teach*', 'sav*'], ['money', 'lesson*'], ['piggy', 'bank'], ['financial', 'literacy']],
  triggers: [['allowance'], ['pocket', 'money'], ['money'], ['saving'], ['save', 'up'], ['sav*', 'money'], ['piggy', 'bank'], ['budget*'], ['financ*'], ['spend*'], ['bank', 'account'], ['coins']],
  quickAnswer: 'Children learn about money best by handling it. A small, regular allowance lets them practise choosing, saving and sometimes regretting a purchase while the stakes are low. Agree on what the money is for, and pay it on a set day. Encourage saving toward a goal your child cares about, using a clear jar or a simple chart. Let them make small mistakes and talk about them without rescuing. Talk openly about how your family makes money choices.',
  takeaways: [
    'Money habits start early, so simple lessons can begin in the preschool years.',
    'A regular allowance gives children real practice at choosing and saving.',
    'Saving toward a goal the child chooses makes waiting feel worth it.',
    'Small mistakes with small amounts are powerful lessons; resist rescuing.',
    'Talk about your own money choices: needs and wants, comparing prices, waiting.',
  ],
  sections: [
    {
      title: 'Money Lessons by Age',
      content: 'Preschoolers can learn that money is exchanged for things, that we sometimes have to wait, and the difference between needs and wants. School-age children can count money, save for a goal and compare prices. Preteens can manage a small budget and learn about bank accounts. Teens can handle bigger responsibilities, like paying for some of their own clothes or phone, and learn about earning, borrowing and interest.',
      funFact: { title: 'Habits start early', text: 'Many basic money habits, like waiting to buy something, begin to form in early childhood.' },
    },
    {
      title: 'Setting Up an Allowance',
      content: 'Decide what the allowance will cover, such as treats, small toys or app purchases, and what you will still pay for. To choose how much, add up what you already spend on those things and pick an amount your family can afford. Pay it on a regular day, without extra top-ups. Many families keep basic family chores unpaid and offer money for extra jobs. Give your child real choices about their money, within family rules.',
      funFact: { title: 'Same day, every week', text: 'A predictable payday helps children plan and learn to make money last.' },
    },
    {
      title: 'Saving, Spending and Sharing',
      content: 'Some families split money into jars for saving, spending and sharing or giving. A clear jar lets young children see savings grow. Help your child choose a goal, work out how many weeks it will take, and track progress on a chart. When a purchase disappoints, talk about it kindly: "Was it worth it? What would you do next time?"',
      funFact: { title: 'See it grow', text: 'Young children understand saving better when they can see the coins pile up.' },
    },
  ],
  ageStage: {
    '3-5': 'Preschoolers are just learning what money is. Play shop, let them hand over money at the till, and use a clear jar for saving. Talk about choosing and waiting: "We can buy this, or save for the bigger toy."',
    '6-8': 'Children can count money and understand saving for a goal. This is a good age to start a small regular allowance and a saving jar. Let them make simple choices and live with them.',
    '9-12': 'Preteens can manage a weekly budget, compare prices and save for bigger goals. Talk about saving and spending wisely, needs versus wants, and how advertising works. A children\'s savings account can make saving feel real.',
    '13+': 'Teens can take on real financial responsibility: a monthly allowance that covers some costs, earnings from a part-time job, and a bank account with a debit card. Talk about budgeting, interest, borrowing, online spending and scams.',
  },
  brainBehavior: 'Saving depends on delay of gratification: giving up something now for something better later. This ability grows through childhood, and practice with real choices helps it develop. Young children think concretely, so seeing money, counting it and tracking a goal makes abstract ideas like saving and budgeting easier to grasp.',
  approaches: [
    { strategy: 'Regular allowance with clear rules', rationale: 'Predictable money gives children real practice at choosing and planning.', howTo: 'Agree on the amount, payday and what it covers. Pay on time and avoid extra top-ups.' },
    { strategy: 'Save for a chosen goal', rationale: 'A goal the child cares about makes waiting meaningful.', howTo: 'Pick a goal together, draw a progress chart, and celebrate milestones.' },
    { strategy: 'Let small mistakes happen', rationale: 'Regret over a small purchase teaches more than a lecture.', howTo: 'Let them buy the toy that breaks, then talk about it kindly without saying "I told you so".' },
    { strategy: 'Talk about family money choices', rationale: 'Children learn money habits by watching adults.', howTo: 'Think aloud at the shop: "This one is cheaper and just as good," or "We\'re saving for a holiday, so not today."' },
  ],
  prosCons: [
    { approach: 'Allowance not tied to chores', pros: ['Focuses on learning to manage money', 'Keeps family jobs as shared duties'], cons: ['Does not teach earning', 'Some children see it as a right'], bestFor: 'Learning to budget and save' },
    { approach: 'Money earned for extra jobs', pros: ['Links work and money', 'Motivating for older children'], cons: ['Children may refuse unpaid jobs', 'Income can be irregular'], bestFor: 'Older children learning about earning' },
    { approach: 'Save, spend and share jars', pros: ['Simple and visual', 'Builds giving as a habit'], cons: ['Needs adult help at first', 'Less useful once money is digital'], bestFor: 'Preschoolers and young school-age children' },
  ],
  sources: [
    {
      claim: 'Consumer Financial Protection Bureau, Money as You Grow: research shows that many money habits are formed by age 7. Parents can help children build money skills at each age: learning that money is exchanged for things, waiting for something you want, saving for a goal, making choices about spending, comparing prices and talking about money decisions.',
      title: 'Consumer Financial Protection Bureau: Money as You Grow',
      url: 'https://www.consumerfinance.gov/consumer-tools/money-as-you-grow/',
      read: '2026-11-23',
      authority: 'public-health',
    },
    {
      claim: 'CDC Positive Parenting Tips for middle childhood (9 to 11 years): involve your child in household tasks and talk with your child about saving and spending money wisely.',
      title: 'CDC: Positive Parenting Tips: Middle Childhood (9-11 years old)',
      url: 'https://www.cdc.gov/child-development/positive-parenting-tips/middle-childhood-9-11-years-old.html',
      read: '2026-11-23',
      authority: 'public-health',
    },
  ],
  microTasks: [
    'Decide what an allowance would cover and what you will keep paying for.',
    'Agree the amount and payday with your child (and your partner), and write it down.',
    'Set up three jars or envelopes: save, spend and share.',
    'Help your child choose one saving goal and draw a progress chart.',
    'At the shop, think aloud about one choice: comparing prices, or needs versus wants.',
    'Let your child pay for something small themselves and count the change together.',
    'Review the week: what did your child spend, save and learn? Talk about it without judging.',
  ],
  sampleScript: {
    '3-5': '"This coin is for you. You can buy a sticker today, or put it in your jar and save for the ball you wanted. Which would you like?"',
    '6-8': '"You get your pocket money every Saturday. It\'s for treats and small toys. If you want the big Lego set, let\'s work out how many Saturdays of saving that is and draw it on a chart."',
    '9-12': '"You spent all your money on the game, and now there\'s nothing left for the cinema. That\'s a tough one. What might you do differently next month?"',
    '13+': '"From now on your allowance covers your clothes and your phone top-ups. Let\'s make a simple budget together. If you run short, we\'ll talk about it, but I won\'t just top it up."',
  },
  ifThisHappens: [
    { scenario: 'My child spends everything the moment they get it.', solution: 'That is a normal first step. Let them feel the empty wallet, then suggest a small saving goal and a jar. Avoid bailing them out.' },
    { scenario: 'My child wants money for in-app purchases.', solution: 'Decide whether these come out of the allowance, and set up parental controls so purchases need approval. Talk about how games encourage spending.' },
    { scenario: 'Grandparents give large amounts of money.', solution: 'Agree with your child on a share to save toward a bigger goal, and let them choose how to use the rest within family rules.' },
    { scenario: 'My child asks if we are rich or poor.', solution: 'Answer honestly at their level: "We have enough for what we need, and we make choices about the extras." Avoid sharing adult money worries in detail.' },
  ],
  pitfalls: [
    'Topping up whenever money runs out.',
    'Using money as a reward or punishment for every behaviour.',
    'Never letting children make spending mistakes.',
    'Never talking about money at home.',
    'Forgetting that digital spending needs limits too.',
  ],
  tracker: {
    description: 'A simple money diary helps children and parents see where the money goes.',
    categories: ['Money in', 'Saved', 'Spent', 'Shared or given', 'Progress toward goal'],
  },
  weeklyPrompts: [
    'Did my child save, spend or share this week, and how did they decide?',
    'Did I resist topping up or rescuing?',
    'What money choice did I talk about out loud?',
    'Is the saving goal motivating, or does it need to be closer?',
  ],
  books: [
    { title: 'Alexander, Who Used to Be Rich Last Sunday', author: 'Judith Viorst' },
    { title: 'A Chair for My Mother', author: 'Vera B. Williams' },
    { title: 'The Opposite of Spoiled', author: 'Ron Lieber' },
  ],
  expert: {
    pediatricianTip: 'Pediatricians encourage building responsibility and independence step by step, and money is part of that. Talk with your child about saving and spending wisely, and keep in-app purchases behind parental controls.',
    psychologistInsight: 'Child psychologists link saving to delay of gratification, a skill that grows with practice. Goals the child chooses, visible progress and the freedom to make small mistakes build self-control better than lectures about money.',
  },
  discussions: [
    { search: 'allowance how much and for what', title: 'Parents discussing allowances', snippet: 'How families decide amounts, paydays and what an allowance covers.' },
    { search: 'teaching kids to save money', title: 'Parents sharing saving ideas', snippet: 'Jars, charts and accounts that helped children save.' },
    { search: 'allowance tied to chores', title: 'Parents debating chores and pocket money', snippet: 'Different ways families link, or separate, chores and money.' },
  ],
  glossary: [
    { term: 'Allowance', say: 'uh-LOW-unss', definition: 'A regular amount of money given to a child to manage, also called pocket money.' },
    { term: 'Budget', say: 'BUJ-it', definition: 'A plan for how money will be spent and saved.' },
    { term: 'Delay of gratification', say: 'di-LAY uv grat-uh-fi-KAY-shun', definition: 'Waiting for a bigger reward later instead of a smaller one now.' },
    { term: 'Needs and wants', say: 'NEEDZ and WONTS', definition: 'Things we must have (food, a coat) compared with things we would like.' },
  ],
  tryIt: [{
    title: 'The Saving Goal Chart',
    description: 'Make saving visible and exciting.',
    steps: [
      'Help your child choose something they want that needs a few weeks of saving.',
      'Work out together how much to save each week and how many weeks it takes.',
      'Draw a thermometer or ladder chart and colour it in after each payday.',
      'Celebrate reaching the goal, then talk about whether the wait was worth it.',
    ],
    note: 'Keep the first goal close enough to reach in a few weeks so success comes quickly.',
  }],
  analogies: [
    { title: 'Learning to swim in the shallow end', content: 'A small allowance is like learning to swim in the shallow end: mistakes are safe and small, and the skills carry over to deeper water later.' },
  ],
  realWorld: [
    { title: 'The broken toy', content: 'A child spends all their savings on a cheap toy that breaks in a day. With a kind talk instead of a lecture, they decide to save for something sturdier next time, and they do.' },
  ],
  engaging: [
    { question: 'What did you learn about money as a child?', context: 'Your own experiences shape how you talk about money now.' },
    { question: 'What is one thing your child would save for?', context: 'A goal they care about is the best motivator.' },
  ],
  quiz: [
    { question: 'Why give children a regular allowance?', right: 'Real practice at choosing and saving', wrong: ['To pay for every single chore', 'To stop them asking questions'], skill: 'recall', support: ['A regular allowance gives children real practice at choosing and saving'] },
    { question: 'Your child spends all their money and regrets it. What helps most?', right: 'A kind talk without rescuing them', wrong: ['Topping up their money straight away', 'Taking away their allowance for good'], skill: 'inference', support: ['Small mistakes with small amounts are powerful lessons; resist rescuing'] },
    { question: 'What makes saving easier for young children?', right: 'A goal they chose and can see', wrong: ['Hiding the money away from them', 'Saving with no goal at all'], skill: 'cause-effect', support: ['Saving toward a goal the child chooses makes waiting feel worth it'] },
  ],
  related: ['parent-chores', 'parent-screen-time', 'parent-homework'],
  links: [SITES.cdc, SITES.kidsHealth, SITES.healthyChildren],
};
