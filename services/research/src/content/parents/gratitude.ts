import { SITES } from '../links';
import type { ParentEntry } from '../types';

export const gratitude: ParentEntry = {
  id: 'parent-gratitude',
  question: 'How do I raise a grateful child?',
  title: 'Raising a Grateful Child',
  blurb: 'Gratitude grows from noticing good things and the people behind them, not from forced thank-yous.',
  standalone: [['grateful'], ['gratitude'], ['ungrateful'], ['thankful'], ['entitled'], ['entitlement'], ['spoiled', 'child'], ['spoilt', 'child'], ['appreciat*', 'what']],
  triggers: [['grateful'], ['gratitude'], ['ungrateful'], ['thankful'], ['thankfulness'], ['entitled'], ['entitlement'], ['spoiled'], ['spoilt'], ['appreciat*'], ['take*', 'for', 'granted'], ['never', 'satisfied'], ['want*', 'more', 'and', 'more'], ['thank', 'you', 'note*'], ['thank', 'you', 'card*']],
  quickAnswer: 'Gratitude means noticing the good things in life and recognising that other people often helped bring them. You can grow it by showing it yourself, talking about good moments each day, and pointing out the people and effort behind what your child enjoys. Invite thanks rather than forcing it, and let older children help others and write their own thank-yous. Young children learn polite words first; real gratitude grows with age.',
  takeaways: [
    'Gratitude is noticing good things and the people behind them.',
    'Children learn it most by watching adults show it.',
    'Daily habits, like sharing good moments, help it grow.',
    'Invite thanks rather than forcing it.',
    'Young children learn the words first; deeper gratitude develops with age.',
  ],
  sections: [
    {
      title: 'What Gratitude Is',
      content: 'Gratitude has two parts: noticing that something good has happened, and recognising that someone else helped it happen. Saying "thank you" is the polite habit; feeling grateful is the deeper skill. Both can be taught. Young children start with the words, and as they grow they become able to understand other people\'s effort and kindness.',
      funFact: { title: 'Two parts', text: 'Noticing the good, then noticing who helped: that is the heart of gratitude.' },
    },
    {
      title: 'Showing and Noticing',
      content: 'Children copy what they see, so thank people out loud: the bus driver, a neighbour, your child. Share good moments at dinner or bedtime: "What was a good thing today, and who helped?" Point out the effort behind things: "Grandma spent all afternoon knitting this." These small habits teach children to look for the good and the people behind it.',
      funFact: { title: 'Three good things', text: 'Many families share one good thing each at dinner, which becomes an easy habit.' },
    },
    {
      title: 'Inviting, Not Forcing',
      content: 'Forcing a child to say thanks can make gratitude feel like a chore. Instead, prompt gently and model it: "Let\'s thank Grandpa together." Let older children choose how to say thank you: a drawing, a card or a call. Giving to others, by helping a neighbour or choosing toys to donate, also builds appreciation for what they have.',
      funFact: { title: 'Giving builds thanks', text: 'Helping others often makes children more aware of what they themselves have.' },
    },
  ],
  ageStage: {
    '3-5': 'Preschoolers are just learning polite words and think mostly about their own wants, which is normal. Model thank-yous, prompt gently, and talk about who helped. Simple drawings can be thank-you cards.',
    '6-8': 'School-age children can understand that others make effort for them. A good-things-at-dinner habit and helping write thank-you notes work well. Point out kindness when you see it.',
    '9-12': 'Preteens can reflect on what they have and can help others in real ways. Invite them to volunteer, donate, or write thank-you messages in their own words. Avoid lectures about how lucky they are.',
    '13+': 'Teens can feel and express deep gratitude, though they may show it less openly. Model appreciation, thank them for their help, and support causes they care about.',
  },
  brainBehavior: 'Gratitude depends on skills that grow with age: seeing things from another person\'s point of view and understanding that others make choices to help us. Young children are naturally focused on themselves. Repeated modelling, conversation and practice help these skills develop, so gratitude becomes a habit and not only a polite phrase.',
  approaches: [
    { strategy: 'Model gratitude', rationale: 'Children learn social habits by watching the adults around them.', howTo: 'Thank people out loud every day, including your child.' },
    { strategy: 'Daily noticing', rationale: 'Regular reflection trains attention towards good things and helpers.', howTo: 'Share one good thing and who helped at dinner or bedtime.' },
    { strategy: 'Point out the effort', rationale: 'Understanding effort turns "thanks" into real appreciation.', howTo: 'Say who made, chose or did something, and how long it took.' },
    { strategy: 'Give to others', rationale: 'Helping others builds empathy and appreciation.', howTo: 'Let your child help choose toys to donate or make something for a neighbour.' },
  ],
  prosCons: [
    { approach: 'Gratitude journal or jar', pros: ['Builds a daily habit', 'Good to look back on'], cons: ['Can become a chore if forced'], bestFor: 'School-age children and teens' },
    { approach: 'Thank-you notes', pros: ['Makes gratitude concrete', 'Practises writing'], cons: ['Feels empty if dictated word for word'], bestFor: 'Children old enough to draw or write their own' },
    { approach: 'Volunteering as a family', pros: ['Builds empathy and perspective'], cons: ['Needs planning and age-fitting tasks'], bestFor: 'Older children and teens' },
  ],
  sources: [
    {
      claim: 'Gratitude has two parts: an affirmation of goodness, recognising good things in one\'s life, and recognising that the sources of this goodness are often outside ourselves, such as other people. Research links gratitude with greater well-being and stronger relationships.',
      title: 'Greater Good Science Center (UC Berkeley): What Is Gratitude?',
      url: 'https://greatergood.berkeley.edu/topic/gratitude/definition',
      read: '2026-11-23',
      authority: 'university',
    },
    {
      claim: 'Positive parenting tips: model the behaviour you expect, give attention and praise for good behaviour, let children help with simple chores, and encourage children to help others.',
      title: 'CDC: Positive Parenting Tips',
      url: 'https://www.cdc.gov/child-development/positive-parenting-tips/index.html',
      read: '2026-11-23',
      authority: 'public-health',
    },
  ],
  microTasks: [
    'Thank three people out loud in front of your child today.',
    'Ask at dinner: "What was a good thing today, and who helped?"',
    'Point out the effort behind one thing your child enjoys.',
    'Thank your child for something specific they did.',
    'Help your child make a drawing or card for someone who helped them.',
    'Choose, together, a few toys or clothes to give away.',
    'Start a gratitude jar and add one note each day.',
  ],
  sampleScript: {
    '3-5': '"Grandma made you this hat. She chose the red wool because she knows you love red. Shall we draw her a thank-you picture together?"',
    '6-8': '"Before bed, let\'s each say one good thing from today. Mine: the way you helped your brother with his shoes. Thank you! What was yours?"',
    '9-12': '"I know you wanted the other trainers. These still cost Dad a lot of overtime, though. Could you tell him what you like about them?"',
    '13+': '"Thanks for cooking dinner tonight, it really helped me. Is there a cause you care about? I\'d love to volunteer with you sometime."',
  },
  ifThisHappens: [
    { scenario: 'My child never says thank you without being told.', solution: 'Keep modelling and prompting gently, without shaming. Thank them often yourself; the habit usually grows with time and age.' },
    { scenario: 'My child is disappointed by a gift in front of the giver.', solution: 'Later, in private, talk about the giver\'s kindness and effort. Practise a polite response for next time, and help your child thank them.' },
    { scenario: 'My child always wants more and seems spoiled.', solution: 'Set clear limits on buying, talk about wants and needs, and add regular giving or helping to family life.' },
    { scenario: 'My teen rolls their eyes at gratitude talk.', solution: 'Drop the lectures. Model appreciation, thank them specifically, and invite them into helping others in ways they care about.' },
  ],
  pitfalls: [
    'Forcing thank-yous with "What do you say?" every time.',
    'Lecturing children about how lucky they are.',
    'Dictating thank-you notes word for word.',
    'Never thanking children for what they do.',
    'Expecting adult-level gratitude from a young child.',
  ],
  tracker: {
    description: 'Notice the small signs of gratitude growing.',
    categories: ['Thank-yous modelled', 'Good things shared', 'Unprompted thanks from child', 'Acts of giving', 'Notes or drawings'],
  },
  weeklyPrompts: [
    'When did my child notice something good without a prompt?',
    'How often did I show gratitude in front of my child?',
    'Did we do anything for someone else this week?',
    'What small habit could we add next week?',
  ],
  books: [
    { title: 'Making Grateful Kids', author: 'Jeffrey J. Froh and Giacomo Bono' },
    { title: 'The Thank You Book', author: 'Mo Willems' },
  ],
  expert: {
    pediatricianTip: 'Pediatricians encourage warm, everyday routines like family meals, where talking about good moments fits naturally. Praise and thank your child for specific helpful acts.',
    psychologistInsight: 'Researchers who study gratitude see it as a skill that grows with practice and modelling. Inviting children to notice good things and the people behind them works better than demanding thanks.',
  },
  discussions: [
    { search: 'raising grateful kids', title: 'Parents sharing ways to raise grateful children', snippet: 'Family habits that helped children appreciate what they have.' },
    { search: 'kids thank you notes', title: 'Parents talking about thank-you notes', snippet: 'How families make thank-yous meaningful, not a chore.' },
  ],
  glossary: [
    { term: 'Gratitude', say: 'GRAT-ih-tood', definition: 'Noticing good things and appreciating the people who helped bring them.' },
    { term: 'Entitlement', say: 'en-TY-tul-ment', definition: 'Expecting to be given things without recognising others\' effort.' },
    { term: 'Perspective-taking', say: 'per-SPEK-tiv TAY-king', definition: 'Imagining a situation from another person\'s point of view.' },
  ],
  tryIt: [{
    title: 'The Family Gratitude Jar',
    description: 'A jar of small notes about good things and the people behind them.',
    steps: [
      'Decorate a jar together and put it on the kitchen table.',
      'Each day, everyone adds a note or drawing of one good thing.',
      'Include who helped, if someone did.',
      'Once a week, read the notes aloud together.',
    ],
    note: 'Young children can draw or tell you what to write. Keep it light and skip days without guilt.',
  }],
  analogies: [
    { title: 'A torch in a dark room', content: 'Gratitude is like a torch: the good things were already there, but practice helps children point the light at them.' },
  ],
  realWorld: [
    { title: 'The birthday thank-you drawing', content: 'A simple drawing of a present, sent to the giver, often means more than a dictated note.' },
  ],
  engaging: [
    { question: 'When did your child last thank someone without a prompt?', context: 'Notice and praise it when it happens.' },
    { question: 'How do you show gratitude at home?', context: 'Children copy what they see most.' },
  ],
  quiz: [
    { question: 'What are the two parts of gratitude?', right: 'Noticing good things and who helped', wrong: ['Saying please and saying sorry', 'Getting gifts and keeping them'], skill: 'recall', support: ['Gratitude is noticing good things and the people behind them'] },
    { question: 'How do children learn gratitude most?', right: 'By watching adults show it', wrong: ['By being told they are lucky', 'By writing notes as punishment'], skill: 'cause-effect', support: ['Children learn it most by watching adults show it'] },
    { question: 'What works better than forcing thanks?', right: 'Inviting and modelling it', wrong: ['Taking away gifts', 'Long lectures'], skill: 'recall', support: ['Invite thanks rather than forcing it'] },
  ],
  related: ['parent-kindness', 'parent-sharing', 'parent-self-esteem'],
  links: [SITES.healthyChildren, SITES.cdc, { title: 'Greater Good Science Center (UC Berkeley)', link: 'https://greatergood.berkeley.edu/', snippet: 'Research-based articles on gratitude, kindness and well-being, with practices for families.' }],
};
