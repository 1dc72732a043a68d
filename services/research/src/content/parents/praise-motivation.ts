import { SITES } from '../links';
import type { ParentEntry } from '../types';

export const praiseMotivation: ParentEntry = {
  id: 'parent-praise-motivation',
  question: 'How should I praise my child and build real motivation?',
  title: 'Praise, Rewards and Real Motivation',
  blurb: 'Specific praise for effort and choices, rewards used wisely, and how to grow a child\'s own drive.',
  standalone: [['prais*'], ['reward', 'chart'], ['sticker', 'chart'], ['reward*', 'child'], ['reward*', 'kid'], ['motivat*', 'child'], ['motivat*', 'kid'], ['intrinsic*'], ['growth', 'mindset'], ['good', 'job'], ['bribe*']],
  triggers: [
    ['prais*'], ['reward*'], ['sticker*'], ['bribe*'], ['motivat*'], ['intrinsic*'], ['growth', 'mindset'], ['good', 'job'],
    ['effort'], ['unmotivated'], ['lazy'], ['no', 'drive'], ['give', 'up', 'easily'], ['so', 'smart'], ['tell*', 'smart'], ['call*', 'smart'], ['too', 'much', 'praise'],
    ['compliment*'], ['encourage*', 'effort'], ['incentive*'],
  ],
  quickAnswer: 'Praise works best when it is specific and sincere, and when it names what your child did, not what they are. "You kept trying different ways until the puzzle fit" teaches more than "You\'re so smart". Notice effort, strategies and kind choices, not just results. Rewards such as sticker charts can help a child start a new habit, but use them for a short time and fade them out. A child\'s own drive grows when they have some choice, feel capable, and feel connected to you. Give warm attention when things go well, not only when they go wrong.',
  takeaways: [
    'Make praise specific: say exactly what your child did well.',
    'Praise effort, strategies and choices more than talent or results.',
    'Give positive attention often, especially for everyday good behaviour.',
    'Use rewards to start a new habit, then fade them out.',
    'Choice, a sense of progress and warm connection grow real motivation.',
  ],
  sections: [
    {
      title: 'What Makes Praise Work',
      content: 'Children repeat what gets attention. Specific praise, sometimes called labelled praise, tells a child exactly what they did right: "You put your shoes away without being asked." That makes it more likely to happen again. Vague praise like "Good job" is pleasant, but it teaches little. Praise that is sincere and matches the effort is believed. Over-the-top praise for easy things can sound empty to older children.',
      funFact: { title: 'Catch them being good', text: 'Noticing a quiet, cooperative moment often prevents the next noisy one.' },
    },
    {
      title: 'Effort, Not Labels',
      content: 'Praising a fixed quality, such as "You\'re so clever", can make children afraid to try hard things in case they stop looking clever. In a well-known set of experiments, children praised for intelligence gave up sooner after a setback than children praised for effort. The size of that effect is debated, but the advice is simple. Praise what your child can control: effort, strategies, persistence and kind choices.',
      funFact: { title: 'Talk about the process', text: '"How did you figure that out?" invites a child to notice their own thinking.' },
    },
    {
      title: 'Rewards and Real Motivation',
      content: 'Rewards like stickers or extra playtime can help a child start a new habit, such as staying in bed or practising a skill. But expected, tangible rewards for something a child already enjoys can reduce their own interest in it. Use rewards for a short time, for specific goals, and fade them as the habit forms. Lasting motivation grows from choice, from feeling capable, and from warm connection.',
      funFact: { title: 'The surprise difference', text: 'An unexpected treat after a job well done does not seem to dent a child\'s own interest the way a promised payment can.' },
    },
  ],
  ageStage: {
    '3-5': 'Preschoolers love adult attention and respond well to immediate, specific praise and simple sticker charts for one or two goals. Keep rewards small and immediate, and pair them with a hug and words. Praise trying: "You climbed all by yourself!"',
    '6-8': 'School-age children start comparing themselves with others and notice whether praise is sincere. Praise effort and strategies in schoolwork and play. Short-term reward charts can help with routines, but let them fade within weeks.',
    '9-12': 'Preteens may cringe at public praise but still value your notice. Private, specific comments work best. Give them more say in goals and how they reach them, and talk about what they enjoy and why, not only grades.',
    '13+': 'Teenagers want to be treated as capable. Acknowledge effort and good decisions matter-of-factly, respect their interests, and help them set their own goals. Heavy rewards or pressure can crowd out their own drive.',
  },
  brainBehavior: 'The brain\'s reward system responds to attention, approval and progress, which is why specific praise strengthens behaviour. People are most motivated from within when three needs are met: some choice over what they do, a sense of getting better at it, and feeling connected to others. When an activity is done mainly for an expected prize, attention can shift from the activity to the prize. That can weaken interest once the prize stops.',
  approaches: [
    { strategy: 'Specific (labelled) praise', rationale: 'Telling a child exactly what they did right makes the behaviour more likely to be repeated.', howTo: 'Name the action: "You shared the blocks and took turns." Aim for several specific praises a day.' },
    { strategy: 'Praise effort and strategies', rationale: 'Praise for things children can control supports persistence after setbacks.', howTo: '"You tried three ways before it worked." Avoid "You\'re a natural", and ask how they figured it out.' },
    { strategy: 'Short-term, specific rewards', rationale: 'Small rewards can help start a new habit, especially for young children.', howTo: 'Pick one clear goal, reward right away, and fade the reward once the habit holds for a week or two.' },
    { strategy: 'Offer choice and ownership', rationale: 'Having a say grows a child\'s own motivation.', howTo: 'Let your child choose the order of tasks, the project topic, or how to practise.' },
    { strategy: 'Positive attention every day', rationale: 'Children who get warm attention for good behaviour need to seek it less through misbehaviour.', howTo: 'Spend a few minutes of undivided time daily, and comment on what is going well.' },
  ],
  prosCons: [
    { approach: 'Sticker or reward chart', pros: ['Clear and motivating for young children', 'Makes progress visible'], cons: ['Can lose power over time', 'May reduce interest in enjoyable tasks'], bestFor: 'Starting one new habit, for a few weeks' },
    { approach: 'Specific praise', pros: ['Free and immediate', 'Teaches exactly what to repeat'], cons: ['Needs attention to notice the good moments', 'Can feel forced if overdone'], bestFor: 'Every age, every day' },
    { approach: 'Paying for grades or chores', pros: ['Simple for some families', 'Can teach about money'], cons: ['Can shift focus to the payment', 'Hard to stop once started'], bestFor: 'Families who link it to money lessons, used with care' },
    { approach: 'Choice and ownership', pros: ['Builds lasting motivation', 'Fewer power struggles'], cons: ['Takes patience', 'Choices need limits'], bestFor: 'School-age children and teens' },
  ],
  sources: [
    {
      claim: 'Giving children positive attention is more effective at changing behaviour than negative attention: praise for behaviour you want to encourage gets more results than calling out what you want them to stop. Praise should be specific and descriptive (labelled praise) so children know exactly what they did right; positive attention includes praise, hugs, high fives and rewards.',
      title: 'Child Mind Institute: The Power of Positive Attention',
      url: 'https://childmind.org/article/the-power-of-positive-attention/',
      read: '2026-11-23',
      authority: 'nonprofit',
    },
    {
      claim: 'In a set of well-known experiments, children praised for their intelligence after a success were later less persistent, enjoyed the task less and performed worse after a setback than children praised for their effort.',
      title: 'Mueller and Dweck (1998), Praise for intelligence can undermine children\'s motivation and performance, Journal of Personality and Social Psychology',
      url: 'https://doi.org/10.1037/0022-3514.75.1.33',
      read: '2026-11-23',
      authority: 'peer-reviewed',
    },
    {
      claim: 'A meta-analysis of experiments found that expected, tangible rewards given for doing an interesting task reduced later free-choice interest in it, while unexpected rewards did not, and positive verbal feedback tended to increase interest.',
      title: 'Deci, Koestner and Ryan (1999), A meta-analytic review of experiments examining the effects of extrinsic rewards on intrinsic motivation, Psychological Bulletin',
      url: 'https://doi.org/10.1037/0033-2909.125.6.627',
      read: '2026-11-23',
      authority: 'peer-reviewed',
    },
    {
      claim: 'Positive parenting tips: give attention and praise for good behaviour, be clear and consistent, and encourage children to try new things and keep trying.',
      title: 'CDC: Positive Parenting Tips',
      url: 'https://www.cdc.gov/child-development/positive-parenting-tips/index.html',
      read: '2026-11-23',
      authority: 'public-health',
    },
  ],
  microTasks: [
    'Listen to yourself today: count how often you say "Good job" and how often you name what was good.',
    'Give five specific praises today, each naming an action.',
    'Praise one effort or strategy, even when the result wasn\'t perfect.',
    'Let your child choose how to do one task, such as the order of the evening routine.',
    'If you use a reward chart, narrow it to one clear goal and plan when it will end.',
    'Spend ten minutes of undivided time on something your child enjoys.',
    'Ask your child what they are proud of this week, and why.',
  ],
  sampleScript: {
    '3-5': '"You put all the cars back in the box by yourself! That was a big tidy-up. High five!"',
    '6-8': '"That reading was tricky, and you sounded out the long words instead of giving up. That\'s how readers get stronger."',
    '9-12': '"I noticed you started your project early and planned it in steps. That made tonight much calmer. How did you decide where to start?"',
    '13+': '"You handled that disagreement with your friend really maturely. I know it wasn\'t easy to say how you felt. I\'m impressed."',
  },
  ifThisHappens: [
    { scenario: 'My child only does things for a reward.', solution: 'Keep rewards for specific new habits, fade them gradually, and shift to praise, choice and natural satisfaction. Talk about what feels good about the task itself.' },
    { scenario: 'My child gives up as soon as something is hard.', solution: 'Praise effort and strategies, share your own struggles, and break the task into smaller steps. Try "You can\'t do it yet" instead of "You can\'t do it".' },
    { scenario: 'My child brushes off praise or says "I\'m not good".', solution: 'Make praise specific and believable rather than big. Describe what you saw, without adding a label, and let the facts speak.' },
    { scenario: 'My child seems unmotivated at school.', solution: 'Ask what feels hard or boring, look for choice and interest, and check in with the teacher. Talk to your child\'s doctor if low mood, sleep problems or withdrawal come with it.' },
  ],
  pitfalls: [
    'Praising only results, grades or talent.',
    'Constant, vague "Good job!" that teaches little.',
    'Big rewards for things your child already enjoys.',
    'Reward charts that never end or keep growing.',
    'Comparing your child with siblings or classmates.',
  ],
  tracker: {
    description: 'A quick daily tally shows how your praise and attention are shifting.',
    categories: ['Specific praises given', 'Effort or strategy praised', 'Choices offered', 'Rewards used', 'Moments of undivided time', 'What my child tried that was hard'],
  },
  weeklyPrompts: [
    'What did I praise most this week: results, effort or choices?',
    'When did my child keep trying after a setback?',
    'Is any reward ready to fade out?',
    'Where could my child have more choice next week?',
  ],
  books: [
    { title: 'Mindset: The New Psychology of Success', author: 'Carol S. Dweck', disputed: true },
    { title: 'NurtureShock', author: 'Po Bronson and Ashley Merryman' },
    { title: 'How to Talk So Kids Will Listen & Listen So Kids Will Talk', author: 'Adele Faber and Elaine Mazlish' },
  ],
  expert: {
    pediatricianTip: 'Pediatricians recommend plenty of positive attention and specific praise for the behaviour you want, alongside calm limits. Talk to your child\'s doctor if a sudden loss of motivation comes with low mood, sleep changes or withdrawal from friends.',
    psychologistInsight: 'Psychologists distinguish between praising the person and praising the process. Process praise, for effort, strategy and persistence, supports resilience. Rewards can start a habit, but lasting motivation comes from choice, a sense of progress and connection.',
  },
  discussions: [
    { search: 'praise effort not results', title: 'Parents discussing effort praise', snippet: 'How families moved from "Good job!" to specific, effort-focused praise.' },
    { search: 'reward chart', title: 'Parents sharing experiences with reward charts', snippet: 'What worked, what stopped working, and how families faded charts out.' },
    { search: 'unmotivated child', title: 'Parents talking about motivation', snippet: 'Ideas families tried when a child seemed to have lost their drive.' },
  ],
  glossary: [
    { term: 'Labelled praise', say: 'LAY-buld prayz', definition: 'Praise that names the exact action: "You waited your turn."' },
    { term: 'Intrinsic motivation', say: 'in-TRIN-zik moh-tih-VAY-shun', definition: 'Doing something because it is interesting or satisfying in itself.' },
    { term: 'Extrinsic reward', say: 'ek-STRIN-zik rih-WARD', definition: 'Something given from outside, like a sticker or money, for doing a task.' },
    { term: 'Process praise', say: 'PROH-ses prayz', definition: 'Praise for effort, strategies and persistence rather than fixed traits.' },
  ],
  tryIt: [{
    title: 'The Praise Swap',
    description: 'Turn vague praise into specific praise for a week.',
    steps: [
      'Write three "Good job" moments you often praise, such as tidying or reading.',
      'Next to each, write what your child actually does well in that moment.',
      'Use the specific version this week, and add one effort praise a day.',
      'At the end of the week, notice any change in how your child responds.',
    ],
    note: 'Sincerity matters more than wording. Praise only what you really noticed.',
  }],
  analogies: [
    { title: 'Water and fertiliser', content: 'Specific praise is like water for a plant: steady and essential. Rewards are like fertiliser: a short boost can help, but too much can harm the roots.' },
  ],
  realWorld: [
    { title: 'The piano practice chart', content: 'A sticker chart gets practice started. After a few weeks, the stickers fade and the focus shifts to learning a favourite song the child chose.' },
  ],
  engaging: [
    { question: 'What do you praise most often?', context: 'Results, talent, effort or kindness?' },
    { question: 'What does your child do just because they love it?', context: 'That is intrinsic motivation at work.' },
  ],
  quiz: [
    { question: 'Which praise teaches the most?', right: 'Naming exactly what they did', wrong: ['"Good job!" every time', 'Telling them they are clever'], skill: 'recall', support: ['Make praise specific: say exactly what your child did well'] },
    { question: 'How are rewards best used?', right: 'Briefly, to start a new habit', wrong: ['For everything, forever', 'Only for things they already love'], skill: 'recall', support: ['Use rewards to start a new habit, then fade them out'] },
    { question: 'What grows a child\'s own motivation?', right: 'Choice, progress and connection', wrong: ['Bigger prizes each week', 'Comparing them with siblings'], skill: 'cause-effect', support: ['Choice, a sense of progress and warm connection grow real motivation'] },
  ],
  related: ['parent-self-esteem', 'parent-perfectionism', 'parent-homework'],
  links: [SITES.childMind, SITES.cdc, SITES.healthyChildren],
};
