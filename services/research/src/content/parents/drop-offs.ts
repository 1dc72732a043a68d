import { SITES } from '../links';
import type { ParentEntry } from '../types';

// Separation at drop-off and goodbyes. The general worry guide (parent-anxiety) keeps "separation anxiety" and
// "clingy": this guide's words are the goodbye itself, so neither takes the other's questions.
export const dropOffs: ParentEntry = {
  id: 'parent-drop-offs',
  question: 'How can I make drop-offs easier when my child cries as I leave?',
  title: 'Easier Goodbyes at Drop-Off',
  blurb: 'A short, loving goodbye routine, preparation, and why sneaking out makes tears worse.',
  standalone: [['cr*', 'drop', 'off'], ['drop', 'off'], ['dropoff'], ['drop', 'offs'], ['say*', 'goodbye'], ['cr*', 'when', 'i', 'leave'], ['scream*', 'when', 'i', 'leave'], ['let', 'me', 'leave']],
  triggers: [['cr*', 'drop', 'off'], ['cr*', 'dropoff'], ['drop', 'off'], ['dropoff'], ['drop', 'offs'], ['goodbye*'], ['say*', 'goodbye'], ['cr*', 'when', 'i', 'leave'], ['scream*', 'when', 'i', 'leave'], ['cr*', 'when', 'i', 'go'], ['let', 'me', 'leave'], ['when', 'i', 'leave'], ['cling*', 'to', 'me'], ['leav*', 'daycare'], ['leav*', 'nursery'], ['leav*', 'preschool'], ['leav*', 'school'], ['babysitter']],
  quickAnswer: 'Tears at goodbye are common in babies, toddlers and preschoolers, and usually a sign of a strong bond. Prepare your child by talking about the plan, and practise short separations. At drop-off, use a short, warm, predictable goodbye routine: a hug, a special phrase, and a clear "I\'ll be back after snack time". Then leave confidently, without sneaking away or coming back. Most children settle soon after the parent goes. Talk to your pediatrician if the distress is intense, lasts for weeks or stops your child joining in daily life.',
  takeaways: [
    'Crying at goodbye is common in young children and usually eases with time and routine.',
    'Keep goodbyes short, warm and the same every time.',
    'Always say goodbye; sneaking out makes children more worried next time.',
    'Tell your child when you will be back in words they understand, and keep that promise.',
    'Distress that is intense, lasts for weeks or disrupts daily life is worth raising with your pediatrician.',
  ],
  sections: [
    {
      title: 'Why Goodbyes Are Hard',
      content: 'Around the end of the first year, babies learn that people still exist when out of sight, but not yet that they reliably come back. Toddlers and preschoolers also feel strong attachment and little control over their day. So a parent leaving can feel scary, especially when tired, unwell, after a holiday, or in a new place. Many children go through phases of tearful goodbyes and then settle.',
      funFact: { title: 'A sign of love', text: 'Crying when a parent leaves usually shows a healthy bond, not a problem with the child or the carer.' },
    },
    {
      title: 'A Goodbye Routine That Works',
      content: 'Create a short ritual you use every time: one hug, a special phrase or handshake, and a wave at the window. Tell your child when you will be back, using events they know, such as "after lunch" or "after story time". Then hand over to a familiar adult and leave. Lingering, returning for one more hug, or sneaking out all tend to make the next goodbye harder.',
      funFact: { title: 'Predictable is calming', text: 'Doing the same short routine every day helps children learn that goodbyes are always followed by hellos.' },
    },
    {
      title: 'Preparing and Practising',
      content: 'Talk about the plan the night before and in the morning. Visit a new setting together before the first day, and read books about goodbyes. Practise short separations with familiar people first. A comfort object from home, or a family photo, can help. Ask the staff how your child settled, and share the good news with your child: "You were sad at first, and then you played with the blocks."',
      funFact: { title: 'A piece of home', text: 'A small comfort object from home can help a young child feel safe in a new place.' },
    },
  ],
  ageStage: {
    '3-5': 'Tearful goodbyes are common in preschoolers, especially with new settings, new staff, or after a break. They understand simple time words, so link your return to events: "after snack and playtime". A goodbye ritual, a comfort object and a confident exit usually help within a few weeks.',
    '6-8': 'Most school-age children separate easily, but worries can return with a new school, a move or family changes. Listen to the worry, plan with the teacher, and keep goodbyes brief. Distress that lasts for weeks or stops them going to school is worth discussing with your pediatrician.',
    '9-12': 'Strong distress about being apart from parents is less expected at this age. It may show as tummy aches before school, worries that something bad will happen to you, or refusing sleepovers and trips. Respond calmly, encourage small brave steps, and talk to your pediatrician if it is getting in the way.',
    '13+': 'Teens rarely struggle with everyday goodbyes, but worry about a parent\'s safety or refusing to leave home can appear after a loss or frightening event. Take it seriously, keep communication open, and ask your pediatrician about help if it limits school or friendships.',
  },
  brainBehavior: 'A young child\'s sense of safety comes from trusted adults, and the brain learns over time that separations end in reunions. Predictable routines speed up that learning. When adults avoid separations or linger, the child\'s brain gets less chance to learn that goodbyes are safe, so fear can grow. Calm confidence from the parent signals that the situation is safe.',
  approaches: [
    { strategy: 'Short, predictable goodbye ritual', rationale: 'Predictability helps children feel safe and learn that you always come back.', howTo: 'Choose one hug, a special phrase and a wave, and use exactly that routine every day.' },
    { strategy: 'Always say goodbye', rationale: 'Sneaking out may avoid tears today but teaches children to watch anxiously for you to vanish.', howTo: 'Tell your child you are leaving, say the ritual, and go, even if they cry.' },
    { strategy: 'Clear, kept promises about returning', rationale: 'Trust grows when the return matches what you said.', howTo: 'Link your return to an event ("after nap"), and arrive on time.' },
    { strategy: 'Practise and prepare', rationale: 'Familiar places and short practice separations make the real goodbye easier.', howTo: 'Visit new settings first, practise short separations with familiar adults, and read books about goodbyes.' },
    { strategy: 'Express confidence', rationale: 'Respecting the feeling while showing confidence helps children cope.', howTo: 'Say "I know it\'s hard. You can do hard things. Your teacher will look after you, and I\'ll be back after lunch."' },
  ],
  prosCons: [
    { approach: 'Quick goodbye ritual and leave', pros: ['Clear and predictable', 'Most children settle quickly after'], cons: ['Hard to walk away from tears', 'Needs staff ready to comfort'], bestFor: 'Most toddlers and preschoolers at nursery or school' },
    { approach: 'Gradual settling-in period', pros: ['Lets the child get to know the place and carer', 'Gentler for a big change'], cons: ['Needs time off work', 'Can drag on without a plan'], bestFor: 'The first days at a new nursery or with a new carer' },
    { approach: 'Staying until the child is calm', pros: ['Comforting in the moment', 'Feels kind'], cons: ['Often makes the goodbye longer and harder', 'Child may learn to cry to keep you there'], bestFor: 'Rarely; better replaced by a short ritual' },
  ],
  sources: [
    {
      claim: 'Sesame Workshop, Handling Everyday Goodbyes: separation anxiety, when a baby or young child feels anxious when a parent leaves, is part of normal development, even into the pre-k years. Offer a comfort item, talk about upcoming changes to routine, let your child know you will be back, give extra time to warm up to new people and places, and offer cuddles and one-on-one time.',
      title: 'Sesame Workshop: Handling Everyday Goodbyes',
      url: 'https://sesameworkshop.org/resources/handling-everyday-goodbyes/',
      read: '2026-11-23',
      authority: 'public-health',
    },
    {
      claim: 'Helping children avoid what they fear brings relief in the short term but reinforces anxiety over time; parents help more by respecting the feeling without empowering it, expressing confidence that the child can cope, and encouraging them to face fears.',
      title: 'Child Mind Institute: What to Do (and Not Do) When Children Are Anxious',
      url: 'https://childmind.org/article/what-to-do-and-not-do-when-children-are-anxious/',
      read: '2026-11-23',
      authority: 'nonprofit',
    },
    {
      claim: 'Many fears and worries are typical in childhood, but when they do not go away or are so strong that they interfere with school, home or play, a child may have an anxiety disorder; anxiety can be treated, including with cognitive behavioral therapy (CBT), and a healthcare provider can help families get started.',
      title: 'CDC: Anxiety and Depression in Children',
      url: 'https://www.cdc.gov/children-mental-health/about/about-anxiety-and-depression-in-children.html',
      read: '2026-11-23',
      authority: 'public-health',
    },
  ],
  microTasks: [
    'Choose your goodbye ritual (one hug, a phrase, a wave) and explain it to your child.',
    'Tonight, talk through tomorrow\'s plan: who will be there and when you will be back.',
    'Pack a small comfort object or family photo for your child\'s bag.',
    'At drop-off, do the ritual, hand over to a familiar adult, and leave without coming back.',
    'Arrive when you promised, and say "I said I\'d come after snack, and here I am!"',
    'Ask the staff how long it took your child to settle, and share the good part with your child.',
    'Practise one short separation at the weekend with a familiar grandparent or friend.',
  ],
  sampleScript: {
    '3-5': '"It\'s time for our special goodbye: big hug, butterfly kiss, and a wave at the window. I\'ll be back after snack and playtime. Miss Ana will look after you. I love you. Bye!" (Then leave, even if there are tears.)',
    '6-8': '"I know the first week at a new school feels big. Let\'s do our handshake. I\'ll be at the gate at 3 o\'clock, right where the big tree is. You can tell me the best part of your day."',
    '9-12': '"It sounds like you\'re worried something might happen while we\'re apart. That\'s a hard feeling. I\'m safe, and I\'ll text you at lunch. Let\'s try the sleepover, and you can call me before bed."',
    '13+': '"I\'ve noticed you\'ve been worried about leaving the house since Grandma was in hospital. That makes sense. Can we talk about what goes through your mind, and think about who could help?"',
  },
  ifThisHappens: [
    { scenario: 'My child screams and clings at nursery drop-off.', solution: 'Keep the ritual short, hand your child to a familiar staff member, and leave confidently. Ask staff to message you when your child settles; most settle within minutes.' },
    { scenario: 'Drop-offs were fine, and now there are tears again.', solution: 'Setbacks are common after holidays, illness, a new sibling or a change of staff. Go back to the routine and keep it consistent; it usually passes.' },
    { scenario: 'My child cries when I leave the room at home.', solution: 'Practise tiny separations: "I\'m going to the kitchen, I\'ll be back in a minute," then return as promised. Build up slowly.' },
    { scenario: 'My school-age child refuses to go to school because of worry about being apart.', solution: 'Work with the school on a plan, keep attendance going with small steps, and talk to your pediatrician. Persistent, intense fear of separation can be treated.' },
  ],
  pitfalls: [
    'Sneaking out without saying goodbye.',
    'Long, drawn-out goodbyes or coming back for one more hug.',
    'Promising to return at a time you cannot keep.',
    'Showing your own worry or guilt in front of your child.',
    'Keeping your child home to avoid tears, which can make the fear grow.',
  ],
  tracker: {
    description: 'A note after each drop-off shows whether goodbyes are getting easier.',
    categories: ['Day', 'Tears at goodbye', 'Time to settle (from staff)', 'Ritual used', 'Sleep the night before', 'Changes or stress'],
  },
  weeklyPrompts: [
    'Is my child settling faster than at the start of the week?',
    'Did I use the same goodbye ritual every time?',
    'Did I keep my promises about when I would return?',
    'Is there anything, like tiredness or a change, that made goodbyes harder?',
  ],
  books: [
    { title: 'The Kissing Hand', author: 'Audrey Penn' },
    { title: 'Owl Babies', author: 'Martin Waddell' },
  ],
  expert: {
    pediatricianTip: 'Pediatricians describe tearful goodbyes as a normal stage for babies, toddlers and preschoolers. Use a short, consistent goodbye, and talk to your child\'s doctor if distress is severe, lasts for weeks, or keeps your child from school or everyday activities.',
    psychologistInsight: 'Child psychologists advise respecting the feeling without letting it decide: "I know it\'s hard, and you can do it." Avoiding separations brings short-term relief but can make the fear grow, while predictable, confident goodbyes help children learn that they are safe.',
  },
  discussions: [
    { search: 'separation anxiety drop off', title: 'Parents sharing drop-off strategies', snippet: 'Goodbye rituals and routines that helped other families.' },
    { search: 'toddler cries at daycare drop off', title: 'Parents discussing tearful nursery drop-offs', snippet: 'How long it took other children to settle, and what helped.' },
    { search: 'goodbye ritual preschool', title: 'Parents talking about goodbye rituals', snippet: 'Special handshakes, phrases and routines families use.' },
  ],
  glossary: [
    { term: 'Separation anxiety', say: 'sep-uh-RAY-shun ang-ZY-uh-tee', definition: 'Worry or distress when apart from a parent or main carer, common in young children.' },
    { term: 'Goodbye ritual', say: 'good-BY RICH-oo-ul', definition: 'A short routine, the same every time, that marks the moment of leaving.' },
    { term: 'Comfort object', say: 'KUM-fert OB-jekt', definition: 'A toy, blanket or photo from home that helps a child feel safe.' },
  ],
  tryIt: [{
    title: 'Invent a Goodbye Ritual',
    description: 'Create a special goodbye together so drop-offs feel predictable.',
    steps: [
      'Choose two or three steps with your child, like a hug, a secret handshake and a wave.',
      'Make up a short phrase, such as "See you later, alligator!"',
      'Practise the ritual at home in a game of "going to work".',
      'Use exactly the same ritual at every drop-off, then leave.',
    ],
    note: 'Keep it under a minute; the power is in doing it the same way every time.',
  }],
  analogies: [
    { title: 'A bridge between places', content: 'A goodbye ritual is like a small bridge: it gets your child from "with you" to "without you" safely, the same way each day.' },
  ],
  realWorld: [
    { title: 'The window wave', content: 'A preschooler cries every morning. The family starts a ritual: one hug, a "see you after snack", and a wave at the window. After two weeks, the child runs to the window to wave, then goes to play.' },
  ],
  engaging: [
    { question: 'What does your current goodbye look like?', context: 'Is it short and the same each time?' },
    { question: 'How does your child know when you will come back?', context: 'Link your return to an event they understand.' },
  ],
  quiz: [
    { question: 'What usually makes the next goodbye harder?', right: 'Sneaking out without saying goodbye', wrong: ['A short, warm goodbye ritual', 'Telling them when you will be back'], skill: 'cause-effect', support: ['Always say goodbye; sneaking out makes children more worried next time'] },
    { question: 'How should you tell a young child when you will return?', right: 'Link it to an event they know', wrong: ['Give them an exact clock time', 'Avoid mentioning it at all'], skill: 'recall', support: ['Tell your child when you will be back in words they understand'] },
    { question: 'What does crying at goodbye usually show?', right: 'A strong bond with the parent', wrong: ['That the carer is unkind', 'That the child is spoiled'], skill: 'inference', support: ['usually a sign of a strong bond'] },
  ],
  related: ['parent-anxiety', 'parent-bedtime', 'parent-big-emotions'],
  links: [SITES.healthyChildren, SITES.zeroToThree, SITES.childMind],
};
