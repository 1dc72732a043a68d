import { britannica, SITES } from '../links';
import type { ParentEntry } from '../types';

export const screenTime: ParentEntry = {
  id: 'parent-screen-time',
  question: 'How do I set screen time limits without fights?',
  title: 'Setting Screen Time Limits Without Fights',
  blurb: 'A family media plan, predictable routines and calm transitions off screens.',
  standalone: [['screen', 'time'], ['screen', 'limit*'], ['media', 'plan'], ['limit*', 'tablet'], ['limit*', 'video', 'game']],
  triggers: [['screen'], ['screen', 'time'], ['tablet'], ['ipad'], ['video', 'game'], ['gaming'], ['phone'], ['youtube'], ['tv'], ['television'], ['device'], ['social', 'media'], ['minecraft'], ['fortnite'], ['roblox']],
  quickAnswer: 'Agree on clear, predictable rules in advance, ideally as a written family media plan, so limits are the plan\'s job, not a daily negotiation. Protect sleep, meals, homework and active play first; give warnings before screens end; use "when-then" routines ("When homework is done, then you can play"); and stay consistent. Focus on what your child watches and does, not only minutes, and model the habits you want to see. The AAP updated its media guidance in February 2026: for the current advice by age, see HealthyChildren.org and the AAP Family Media Plan.',
  takeaways: [
    'Decide rules ahead of time, together where possible, and write them down.',
    'Protect sleep, meals, physical activity and schoolwork first.',
    'Give transition warnings and use timers so the ending is predictable.',
    'Content and context matter: watch together, and choose quality.',
    'Check HealthyChildren.org for the AAP\'s current advice: it changed in February 2026.',
    'Your own screen habits teach more than rules do.',
  ],
  sections: [
    {
      title: 'What Pediatric Guidance Says Now',
      content: 'In February 2026 the American Academy of Pediatrics replaced its earlier media guidance with a new policy statement, "Digital Ecosystems, Children, and Adolescents." It looks beyond counting minutes. It notes that many apps and platforms are built to keep children engaged, which can crowd out sleep, movement and time together. The earlier guidance, with its hour limits by age, has been replaced. For current advice by age, use HealthyChildren.org and the AAP Family Media Plan.',
      funFact: { title: 'Beyond the clock', text: 'The newer guidance asks what screens replace, not only how many minutes they take.' },
    },
    {
      title: 'Why Turning It Off Is So Hard',
      content: 'Many apps, games and video platforms are designed to keep people watching, with autoplay, endless feeds and rewards. Stopping mid-level or mid-episode feels like a loss. Predictable limits, natural stopping points and advance warnings make transitions much easier for children\'s developing self-control.',
      funFact: { title: 'Natural stopping points', text: 'Ending at the end of an episode or level is usually easier than stopping at a fixed minute.' },
    },
    {
      title: 'Make a Family Media Plan',
      content: 'A family media plan sets when, where and what: screen-free times (meals, the hour before bed), screen-free places (bedrooms overnight), which content is okay, and what must happen first. The AAP offers a free Family Media Plan tool on HealthyChildren.org. Involving children in the plan makes them more likely to follow it.',
      funFact: { title: 'Charging station', text: 'Many families charge all devices, including parents\' phones, outside the bedrooms overnight.' },
    },
  ],
  ageStage: {
    '3-5': 'Preschoolers learn best from hands-on play and people. They can\'t yet manage time or stop easily on their own, so adults need to set and hold limits. Choose slow-paced, high-quality shows, watch together when you can, and check HealthyChildren.org for the AAP\'s current advice for this age.',
    '6-8': 'School-age children start using screens for school, games and chatting. They can understand rules and use timers, but still need adults to enforce limits and choose age-appropriate content.',
    '9-12': 'Preteens want more independence and may ask for phones, games with online chat, or social media (most social media platforms set a minimum age in their terms). This is the time to teach online safety, privacy and kindness, with gradually increasing freedom.',
    '13+': 'Teenagers use screens for friendships, school and identity. Heavy late-night use can cut into sleep, which teens already often lack. Collaborative rules, open conversations about social media and respecting growing autonomy tend to work better than strict control.',
  },
  brainBehavior: 'The ability to stop a rewarding activity relies on self-control and planning skills in the prefrontal cortex, which mature slowly through childhood and adolescence. Engaging media delivers frequent, unpredictable rewards, making "just one more" especially tempting. External structure, such as routines, timers and screen-free zones, substitutes for self-control children haven\'t developed yet, and screens in the hour before bed can delay sleep.',
  approaches: [
    { strategy: 'Family media plan', rationale: 'Recommended by the American Academy of Pediatrics; rules agreed in advance reduce daily negotiation.', howTo: 'Sit down together and write when, where and what screens are for. Post it on the fridge and review it every few months.' },
    { strategy: '"When-then" routines', rationale: 'Putting priorities first makes screen time a predictable part of the day rather than a constant request.', howTo: '"When your homework and chores are done, then you can have your game time." Keep the order the same every day.' },
    { strategy: 'Warnings and timers', rationale: 'Predictable endings help children shift attention; surprises trigger protest.', howTo: 'Give a 10-minute and a 2-minute warning, use a visual or kitchen timer, and aim to stop at the end of an episode or level.' },
    { strategy: 'Watch and play together', rationale: 'Co-viewing helps young children learn more from media and lets you guide content.', howTo: 'Watch or play together sometimes, ask about what they see, and talk about ads and online behaviour.' },
    { strategy: 'Model the habits you want', rationale: 'Children copy what adults do more than what they say.', howTo: 'Put your phone away at meals and during playtime, and narrate your choices: "I\'m putting my phone down so we can talk."' },
  ],
  prosCons: [
    { approach: 'Fixed daily time limit', pros: ['Clear and easy to check', 'Works well for younger children'], cons: ['Can lead to watching the clock and bargaining', 'Treats all screen use the same'], bestFor: 'Younger children and entertainment screen time' },
    { approach: 'Screen-free times and places', pros: ['Protects sleep, meals and conversation', 'Applies to the whole family'], cons: ['Needs everyone, including adults, to follow it', 'Less control over total time'], bestFor: 'Every age; especially bedrooms at night and mealtimes' },
    { approach: 'Earned or "when-then" screen time', pros: ['Ensures priorities come first', 'Predictable'], cons: ['Can make screens seem like the ultimate prize', 'Needs consistent follow-through'], bestFor: 'School-age children with homework and chores' },
    { approach: 'Collaborative agreements with teens', pros: ['Builds self-regulation and trust', 'Fewer power struggles'], cons: ['Requires ongoing conversation', 'Teens may test boundaries'], bestFor: 'Preteens and teenagers' },
  ],
  sources: [
    {
      claim: 'In February 2026 the American Academy of Pediatrics (AAP) published the policy statement "Digital Ecosystems, Children, and Adolescents" in Pediatrics. It replaces prior AAP guidance on communications and media, looks beyond screen limits alone, and notes that most platforms are designed to boost engagement and profit, which can disrupt sleep, learning, physical health and mood and crowd out healthy habits such as sleep and movement.',
      title: 'HealthyChildren.org (AAP): Creating a Child-Friendly Digital World: AAP Releases New Media Recommendations',
      url: 'https://www.healthychildren.org/English/news/Pages/creating-a-child-friendly-digital-world-AAP-releases-new-media-recommendations.aspx',
      read: '2026-11-23',
      authority: 'public-health',
      asOf: '2026-11',
    },
    {
      claim: 'HealthyChildren.org, the AAP\'s parenting site, hosts the free AAP Family Media Plan, which helps families agree screen-free times and places (such as meals and bedrooms overnight), content choices and rules together, and review them as children grow.',
      title: 'HealthyChildren.org (AAP): Media and the Family Media Plan',
      url: 'https://www.healthychildren.org/English/media/Pages/default.aspx',
      read: '2026-11-23',
      authority: 'public-health',
      asOf: '2026-11',
    },
  ],
  microTasks: [
    'Notice your family\'s screen use today without changing anything; jot down when screens cause friction.',
    'Choose one screen-free zone to start with, such as the dinner table, and tell everyone.',
    'Sit down with your child and draft a simple family media plan: when, where, what.',
    'Introduce a timer and give a 10-minute and 2-minute warning before screen time ends.',
    'Plan three screen-free activities your child enjoys and keep the supplies handy.',
    'Move all devices to a charging spot outside bedrooms tonight, including yours.',
    'Watch or play something together and ask your child to teach you about it.',
  ],
  sampleScript: {
    '3-5': '"Two more minutes of your show, then it\'s time to turn it off and build with blocks. ... The timer rang! Let\'s press the off button together. You wish you could watch more. I know. Shall we build a tower or a road?"',
    '6-8': '"Our plan says screens are done at 5 o\'clock. You have ten minutes left, so finish your level. ... Time\'s up. I can see you\'re annoyed; stopping is hard. Do you want to turn it off, or shall I?"',
    '9-12': '"Let\'s make our family screen rules together. What do you think is fair for school nights? I care about your sleep and homework getting done, and I know gaming with friends matters to you. Let\'s find something that works for both."',
    '13+': '"I\'ve noticed you\'re really tired in the mornings, and I think late-night phone time might be part of it. What would you think about phones charging in the kitchen after 10? I\'ll do the same with mine."',
  },
  ifThisHappens: [
    { scenario: 'My child melts down every time the screen goes off.', solution: 'Give warnings, end at natural stopping points, and have a next activity ready. Acknowledge the feeling and stay calm and consistent; meltdowns usually shrink once the routine is predictable.' },
    { scenario: 'My child sneaks devices at night.', solution: 'Keep devices charging outside bedrooms overnight for everyone, and talk about sleep rather than punishment alone. Consider built-in parental controls as a back-up.' },
    { scenario: 'My teen says everyone else has more freedom.', solution: 'Listen, explain your reasons (sleep, safety, balance), negotiate what you can, and offer a review date. Connect with other parents; you may find you\'re not alone.' },
    { scenario: 'Screens are my only break as a parent.', solution: 'That\'s real and common. Plan intentional screen time for the moments you need it, choose quality content, and balance it elsewhere in the day.' },
  ],
  pitfalls: [
    'Making rules on the spot in the middle of a conflict.',
    'Using screens as the main reward or punishment for everything.',
    'Different rules from different caregivers without discussion.',
    'Strict limits for children while adults use phones constantly.',
    'Focusing only on minutes and ignoring what children are watching or who they are talking to.',
  ],
  tracker: {
    description: 'Track screen time and how the day went for two weeks to see what helps.',
    categories: ['Minutes on screens', 'What was watched or played', 'How the transition off went', 'Sleep that night', 'Outdoor or active time', 'Mood'],
  },
  weeklyPrompts: [
    'Which part of the family media plan worked best this week?',
    'When were transitions off screens easiest, and why?',
    'Did screens affect sleep or mood on any day?',
    'What did my child enjoy doing instead of screens?',
  ],
  books: [
    { title: 'Screenwise', author: 'Devorah Heitner' },
    { title: 'The Art of Screen Time', author: 'Anya Kamenetz' },
  ],
  expert: {
    pediatricianTip: 'Put sleep first: keep screens out of bedrooms overnight and switch them off about an hour before bed. For young children, choose high-quality programmes and watch together when you can. The AAP updated its guidance in February 2026, so use its Family Media Plan on HealthyChildren.org for current advice. Talk to your child\'s doctor if screen use is hurting sleep, schoolwork, mood or friendships, or if your child cannot stop even when they want to.',
    psychologistInsight: 'Child psychologists often note that conflict over screens is mostly about transitions and unpredictability. Rules decided in calm moments, clear warnings and consistent follow-through take the fight out of limits, and involving children in the plan builds the self-regulation they will need later. A note on popular books: some bestsellers claim that smartphones and social media caused the rise in teen anxiety and depression. Researchers still disagree about how strong that evidence is, so treat such books as one side of an open debate, not settled science.',
  },
  discussions: [
    { search: 'screen time limits routine', title: 'Parents discussing screen time routines that work', snippet: 'Look for families\' routines, timers and media plans; compare ideas with pediatric guidance.' },
    { search: 'turning off tablet meltdown', title: 'Parents sharing how they handle screen-off meltdowns', snippet: 'Practical tips for warnings, transitions and what to do next.' },
    { search: 'first phone age rules', title: 'Parents talking about first phones and rules', snippet: 'How families decide when to give a first phone and which rules come with it.' },
  ],
  glossary: [
    { term: 'Family media plan', say: 'FAM-ih-lee MEE-dee-uh plan', definition: 'A written set of family rules about when, where and how screens are used.' },
    { term: 'Co-viewing', say: 'koh-VYOO-ing', definition: 'Watching or playing media together with your child.' },
    { term: 'Transition', say: 'tran-ZISH-un', definition: 'Moving from one activity to another.' },
    { term: 'Autoplay', say: 'AW-toh-play', definition: 'A feature that starts the next video automatically.' },
  ],
  tryIt: [{
    title: 'Create a Family Media Plan Together',
    description: 'Turn screen rules into a shared plan instead of a daily argument.',
    steps: [
      'Hold a short family meeting at a calm time.',
      'Agree on screen-free times (meals, the hour before bed) and places (bedrooms at night).',
      'Decide what comes first each day (homework, chores, outdoor play) and how warnings will work.',
      'Write it down, let everyone sign it, and set a date to review it.',
    ],
    note: 'The AAP\'s free Family Media Plan tool on HealthyChildren.org can guide the conversation.',
  }],
  analogies: [
    { title: 'Dessert, not dinner', content: 'Entertainment screens can be like dessert: enjoyable in a balanced diet, but not a replacement for the main meal of sleep, play and connection.' },
  ],
  realWorld: [
    { title: 'The after-dinner routine', content: 'A family agrees that screens end at a set time on school nights, devices charge in the kitchen, and the evening ends with reading. Arguments drop because the rule is the plan, not a parent\'s mood.' },
  ],
  engaging: [
    { question: 'When do screens cause the most friction in your home?', context: 'Those moments are where a plan helps most.' },
    { question: 'What would your child say is fair?', context: 'Asking them builds buy-in.' },
  ],
  quiz: [
    { question: 'Where can you find the AAP\'s current screen advice?', right: 'HealthyChildren.org and the AAP Family Media Plan', wrong: ['Figures from a 2016 news story', 'Whatever the app store rating says'], skill: 'recall', support: ['see HealthyChildren.org and the AAP Family Media Plan', 'use HealthyChildren.org and the AAP Family Media Plan'] },
    { question: 'Which helps most with screen-off meltdowns?', right: 'Warnings, timers and predictable endings', wrong: ['Turning screens off without warning', 'Changing the rules every day'], skill: 'cause-effect', support: ['Give transition warnings and use timers so the ending is predictable'] },
    { question: 'Where is the best place for devices overnight?', right: 'Outside the bedroom', wrong: ['Under the pillow', 'Next to the bed, switched on'], skill: 'recall', support: ['bedrooms overnight', 'outside the bedrooms overnight'] },
  ],
  related: ['parent-bedtime', 'parent-big-emotions', 'parent-homework'],
  links: [SITES.healthyChildren, SITES.childMind, britannica('screen time')],
};
