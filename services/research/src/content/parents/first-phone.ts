import { SITES } from '../links';
import type { ParentEntry } from '../types';

export const firstPhone: ParentEntry = {
  id: 'parent-first-phone',
  question: 'When is my child ready for a first phone?',
  title: 'A First Phone: Readiness, Rules and Settings',
  blurb: 'How to tell if your child is ready for a phone, which phone to start with, and the settings and agreements that help.',
  // A bare "phone" stays with the screen-time guide ("my daughter is always on her phone"): these ask about getting one.
  standalone: [['first', 'phone'], ['own', 'phone'], ['phone', 'ready'], ['ready', 'phone'], ['phone', 'contract'], ['phone', 'agreement'], ['kid', 'phone', 'age'], ['child', 'phone', 'age'], ['old', 'enough', 'phone'], ['young', 'phone'], ['get', 'phone']],
  triggers: [
    ['first', 'phone'], ['own', 'phone'], ['get', 'phone'], ['getting', 'phone'], ['buy*', 'phone'], ['want*', 'phone'], ['ask*', 'phone'], ['beg*', 'phone'],
    ['phone', 'ready'], ['ready', 'phone'], ['phone', 'age'], ['old', 'phone'], ['young', 'phone'], ['phone', 'contract'], ['phone', 'agreement'],
    ['phone', 'rules'], ['parental', 'control*'], ['new', 'phone'], ['everyone', 'has', 'phone'],
  ],
  quickAnswer: 'There is no perfect age for a first phone: readiness and need matter more than a birthday. Ask why your child needs one, and whether they follow rules, look after their things and tell you when something goes wrong online. If a phone is mostly for safety and staying in touch, a basic phone or a smartphone with limited features is a good start. Before you hand it over, set it up together: parental controls, privacy settings and app approval. Agree written rules, such as where it charges at night and no phones at meals. Add freedom step by step as your child shows they can handle it, and keep talking.',
  takeaways: [
    'Readiness and real need matter more than a particular age.',
    'Start simple: a basic phone or limited features, then add more over time.',
    'Set up parental controls, privacy settings and app approval together.',
    'Write down your family\'s phone rules before the phone arrives.',
    'Phones charge outside bedrooms overnight, for everyone.',
  ],
  sections: [
    {
      title: 'Is My Child Ready?',
      content: 'Age matters less than responsibility and maturity. Think about why your child needs a phone: getting home from school, staying in touch with a parent who lives apart, or keeping up with friends. Then ask whether they follow family rules, keep track of their belongings and come to you when something upsetting happens. If the honest answer is "not yet", a basic phone or a shared family device can bridge the gap.',
      funFact: { title: 'Not the only one', text: 'Many children say "everyone else has one". Talking to other parents often shows that is not quite true.' },
    },
    {
      title: 'Start Small and Build Up',
      content: 'A phone puts a pocket computer in your child\'s hand, with cameras, messaging, the internet and app stores. You don\'t have to open all of that at once. Start with calls and texts to approved contacts, then add apps and features as your child shows good judgement. Use the phone\'s built-in parental controls to approve downloads, filter content and set downtime. Check privacy settings, turn off location sharing with strangers, and explain why.',
      funFact: { title: 'Step by step', text: 'Many families treat new features like a learner\'s permit: more freedom comes with shown responsibility.' },
    },
    {
      title: 'Agree the Rules Together',
      content: 'A family media plan, like the free one from the American Academy of Pediatrics, helps you agree when, where and how phones are used. Common rules include phones charging outside bedrooms overnight, no phones at meals, asking before downloading apps, and never sharing passwords or private photos. Include what your child should do if they see something upsetting or a stranger contacts them. Review the plan every few months as your child grows.',
      funFact: { title: 'Rules for grown-ups too', text: 'Children follow phone rules more readily when parents follow the same ones.' },
    },
  ],
  ageStage: {
    '3-5': 'Preschoolers don\'t need their own phone. If they use a parent\'s phone or tablet, keep it in shared spaces, choose content together, and start simple talks about asking a grown-up before pressing things.',
    '6-8': 'Young school-age children rarely need a personal phone. If they need to reach you, a shared family phone or a basic phone with only calls to approved contacts may be enough. This is a good age to teach online safety basics.',
    '9-12': 'This is when many children first ask for a phone, often as they start travelling alone or move up to a new school. Readiness varies widely. Start with limited features and clear, written rules, and keep talking about kindness, privacy and what to do if something upsets them.',
    '13+': 'Most teens have a phone and use it for friendships, school and identity. Shift from control toward coaching: agree rules together, protect sleep by charging outside the bedroom, and talk openly about social media, privacy and how it makes them feel.',
  },
  brainBehavior: 'The planning and self-control parts of the brain keep developing into the early twenties, while the brain\'s reward system is very active in the teen years. Phones and apps offer constant, unpredictable rewards such as messages, likes and new videos, which makes stopping hard. Outside structure, like charging stations, app approval and screen-free times, supports self-control that is still developing. Sleep matters too, and phones in the bedroom at night often cut into it.',
  approaches: [
    { strategy: 'Decide by readiness and need, not age', rationale: 'Children mature at different rates, and the reason for the phone shapes what kind they need.', howTo: 'List why your child needs a phone, then check: do they follow rules, look after belongings and tell you about problems?' },
    { strategy: 'Start with limited features', rationale: 'A gradual start lets children build good habits before they face every app and feed.', howTo: 'Begin with calls and texts to approved contacts; add apps, internet and social features one at a time.' },
    { strategy: 'Set it up together', rationale: 'Settings explained openly build trust and teach children why the protections matter.', howTo: 'Turn on app approval, content filters, downtime and privacy settings with your child watching and asking questions.' },
    { strategy: 'A written family media plan', rationale: 'The AAP recommends a family media plan; rules agreed in advance reduce daily battles.', howTo: 'Write when, where and what: screen-free meals, charging outside bedrooms, app approval, and what to do when something goes wrong.' },
    { strategy: 'Keep talking', rationale: 'Children who can tell a parent about problems online without fear are better protected than any filter can make them.', howTo: 'Ask about their favourite apps, promise calm help if something goes wrong, and review the rules every few months.' },
  ],
  prosCons: [
    { approach: 'Basic phone (calls and texts)', pros: ['Keeps in touch for safety', 'Few distractions and risks'], cons: ['Children may feel left out', 'Group chats may be harder'], bestFor: 'Younger children who mainly need to reach a parent' },
    { approach: 'Smartphone with strict settings', pros: ['Grows with the child', 'Controls can loosen step by step'], cons: ['Settings take time to learn', 'Controls can be worked around'], bestFor: 'Preteens ready for more, with regular check-ins' },
    { approach: 'Waiting longer', pros: ['More time to build maturity', 'Fewer early distractions'], cons: ['Harder to stay in touch', 'Can cause social friction'], bestFor: 'Children without a clear need yet' },
    { approach: 'Written phone agreement', pros: ['Clear expectations', 'Easy to review and update'], cons: ['Only works if followed', 'Needs adults to follow it too'], bestFor: 'Every first phone' },
  ],
  sources: [
    {
      claim: 'Age is not as important as responsibility and maturity when deciding on a first phone: consider whether a child needs to be in touch for safety, can follow limits on use and apps, and will use texts, photos and video responsibly. A basic phone can be a good start, adding features as the child shows responsibility; teach basic safety and privacy and set clear rules and limits.',
      title: 'Common Sense Media: Parents\' Guide to Kids and Cell Phones',
      url: 'https://www.commonsensemedia.org/blog/parents-guide-to-kids-and-cell-phones',
      read: '2026-11-23',
      authority: 'nonprofit',
      asOf: '2026-11',
    },
    {
      claim: 'HealthyChildren.org, the AAP\'s parenting site, hosts the free American Academy of Pediatrics (AAP) Family Media Plan, which helps families agree screen-free times and places (such as meals and bedrooms overnight), content choices and rules together, and review them as children grow.',
      title: 'HealthyChildren.org (AAP): Media and the Family Media Plan',
      url: 'https://www.healthychildren.org/English/media/Pages/default.aspx',
      read: '2026-11-23',
      authority: 'public-health',
      asOf: '2026-11',
    },
    {
      claim: 'In February 2026 the American Academy of Pediatrics (AAP) published the policy statement "Digital Ecosystems, Children, and Adolescents", which looks beyond screen limits alone and notes that most platforms are designed to boost engagement, which can disrupt sleep, learning, physical health and mood.',
      title: 'HealthyChildren.org (AAP): Creating a Child-Friendly Digital World: AAP Releases New Media Recommendations',
      url: 'https://www.healthychildren.org/English/news/Pages/creating-a-child-friendly-digital-world-AAP-releases-new-media-recommendations.aspx',
      read: '2026-11-23',
      authority: 'public-health',
      asOf: '2026-11',
    },
  ],
  microTasks: [
    'Write down why your child needs a phone and what it must do (calls, texts, maps, group chat).',
    'Talk to a few other parents in your child\'s class about what they decided.',
    'Ask your child to explain how they would handle a mean message or a stranger\'s request.',
    'Choose the starting phone and features, and learn its parental controls yourself first.',
    'Draft a family phone agreement together: where it charges, when it\'s off, which apps.',
    'Set up the phone side by side: contacts, app approval, privacy and downtime.',
    'After a week, sit down together and review what is working and what to change.',
  ],
  sampleScript: {
    '3-5': '"This is Mummy\'s phone, and we use it together. If something pops up that you don\'t understand, come and show me. You won\'t be in trouble."',
    '6-8': '"You\'re not getting your own phone yet, but you can call Grandma on the family phone any time. When you\'re older we\'ll talk about it again, and I\'ll look at how you handle the tablet rules."',
    '9-12': '"You\'re getting your first phone! Let\'s set it up together. To start, it has calls, texts and the apps we agree on. It charges in the kitchen at night. If you see anything upsetting, come to me and I\'ll help, not punish. As you show me you can handle it, we\'ll add more."',
    '13+': '"Let\'s agree phone rules that work for both of us. I care about your sleep and your safety, and I know your friends are on it. What do you think is fair for nights and meals? Let\'s write it down and review it in a month."',
  },
  ifThisHappens: [
    { scenario: 'My child says everyone else already has a phone.', solution: 'Acknowledge the feeling, check with other parents, and explain your reasons. If there is a real need, consider a basic phone as a first step.' },
    { scenario: 'My child broke the phone rules.', solution: 'Stay calm, follow the consequence in your agreement, and talk about what made it hard. Step back to fewer features for a while, then rebuild trust.' },
    { scenario: 'My child saw something upsetting or was contacted by a stranger.', solution: 'Thank them for telling you, stay calm, save the evidence, block and report the contact, and review privacy settings together. Contact the police if an adult asked for images or to meet.' },
    { scenario: 'The phone is keeping my child up at night.', solution: 'Move charging outside the bedroom for everyone, set downtime in the phone\'s settings, and explain that it is about sleep, not punishment.' },
  ],
  pitfalls: [
    'Handing over a fully open smartphone with no settings or rules.',
    'Choosing by age alone, without looking at need and readiness.',
    'Secret monitoring that breaks trust when discovered.',
    'Rules for children that parents don\'t follow themselves.',
    'Punishing a child who reports a problem, so they stop telling you.',
  ],
  tracker: {
    description: 'A simple weekly check shows how the first weeks with a phone are going.',
    categories: ['Rules kept', 'Charged outside the bedroom', 'New app requests', 'Problems reported', 'Sleep and mood', 'Family screen-free times'],
  },
  weeklyPrompts: [
    'Did my child follow our phone agreement this week?',
    'Did anything upsetting happen online, and did my child feel able to tell me?',
    'Is the phone affecting sleep, homework or time with family?',
    'Is it time to add a feature, or to step back?',
  ],
  books: [
    { title: 'Screenwise: Helping Kids Thrive (and Survive) in Their Digital World', author: 'Devorah Heitner' },
    { title: 'The Art of Screen Time', author: 'Anya Kamenetz' },
  ],
  expert: {
    pediatricianTip: 'Pediatricians recommend a family media plan that protects sleep, meals, movement and time together. Keep phones out of bedrooms overnight, start with limited features, and raise worries about mood, sleep or online experiences with your child\'s doctor.',
    psychologistInsight: 'Psychologists stress trust and ongoing conversation: children who know they can report a problem without losing their phone are more likely to ask for help. Increasing freedom step by step builds self-control better than either an open phone or a total ban.',
  },
  discussions: [
    { search: 'first phone age', title: 'Parents discussing when to give a first phone', snippet: 'Ages, reasons and first phones other families chose.' },
    { search: 'phone contract kids', title: 'Parents sharing phone agreements', snippet: 'Rules and agreements families wrote for a first phone.' },
    { search: 'parental controls phone', title: 'Parents talking about phone settings', snippet: 'Which settings and controls families found useful.' },
  ],
  glossary: [
    { term: 'Parental controls', say: 'puh-REN-tul kun-TROHLZ', definition: 'Phone settings that let a parent approve apps, filter content and set limits.' },
    { term: 'Family media plan', say: 'FAM-ih-lee MEE-dee-uh plan', definition: 'Written family rules about when, where and how screens are used.' },
    { term: 'Downtime', say: 'DOWN-tyme', definition: 'Hours when most phone apps are switched off, such as overnight.' },
    { term: 'Basic phone', say: 'BAY-sik fohn', definition: 'A simple phone for calls and texts, with few or no apps.' },
  ],
  tryIt: [{
    title: 'Write a Family Phone Agreement',
    description: 'Agree the rules together before the phone arrives.',
    steps: [
      'Sit down together and list what the phone is for.',
      'Agree where it charges at night, when it is off, and how new apps are approved.',
      'Add what your child should do if something upsetting happens, and what you promise in return.',
      'Both sign it, put it on the fridge, and set a date to review it.',
    ],
    note: 'Include rules for parents too, such as no phones at meals. Children follow rules more willingly when everyone does.',
  }],
  analogies: [
    { title: 'A learner\'s permit', content: 'A first phone is like learning to drive: you start on quiet roads with someone beside you, and more freedom comes as skills and trust grow.' },
  ],
  realWorld: [
    { title: 'The walk home from school', content: 'A child starting to walk home alone may only need to call or text a parent. A basic phone does that job, without the apps and feeds that come with a smartphone.' },
  ],
  engaging: [
    { question: 'Why does your child want a phone?', context: 'Safety, friends and fitting in each point to a different kind of phone.' },
    { question: 'What phone habits do you model?', context: 'Children copy what adults do with their phones.' },
  ],
  quiz: [
    { question: 'What matters most for a first phone?', right: 'Readiness and real need', wrong: ['Turning a set age', 'What friends already have'], skill: 'recall', support: ['readiness and need matter more than a birthday'] },
    { question: 'Where should phones charge at night?', right: 'Outside the bedrooms', wrong: ['Under the pillow', 'On the bedside table'], skill: 'recall', support: ['Phones charge outside bedrooms overnight'] },
    { question: 'How should features be added?', right: 'Step by step', wrong: ['All at once on day one', 'Only after age 18'], skill: 'cause-effect', support: ['Add freedom step by step'] },
  ],
  related: ['parent-screen-time', 'parent-bullying', 'parent-bedtime'],
  links: [SITES.healthyChildren, SITES.aap, SITES.childMind],
};
