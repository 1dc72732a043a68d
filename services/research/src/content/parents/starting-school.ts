import { SITES } from '../links';
import type { ParentEntry } from '../types';

export const startingSchool: ParentEntry = {
  id: 'parent-starting-school',
  question: 'How do I help my child get ready for starting school or kindergarten?',
  title: 'Getting Ready for Starting School',
  blurb: 'Visits, routines and a calm goodbye for the first days of school, kindergarten or a new class.',
  standalone: [['start*', 'school'], ['start*', 'kindergarten'], ['start*', 'preschool'], ['first', 'day', 'of', 'school'], ['first', 'day', 'at', 'school'], ['back', 'to', 'school'], ['new', 'school'], ['ready', 'for', 'school'], ['ready', 'for', 'kindergarten'], ['school', 'readiness'], ['first', 'day', 'kindergarten'], ['first', 'day', 'preschool'], ['first', 'day', 'daycare']],
  triggers: [['start*', 'school'], ['start*', 'kindergarten'], ['start*', 'preschool'], ['start*', 'daycare'], ['start*', 'nursery'], ['start*', 'reception'], ['first', 'day'], ['new', 'school'], ['new', 'class'], ['back', 'to', 'school'], ['ready', 'school'], ['ready', 'kindergarten'], ['school', 'ready'], ['kindergarten', 'ready'], ['ready', 'preschool'], ['ready', 'daycare'], ['drop', 'off'], ['dropoff'], ['going', 'to', 'kindergarten'], ['going', 'to', 'school']],
  quickAnswer: 'Talk about school in a positive, matter-of-fact way, and visit the building or playground before the first day if you can. Practise the new routine for a week or two: bedtime, wake-up, breakfast and the trip to school. Build small skills like opening a lunch box and asking for help. On the day, say a short, warm goodbye and leave. Many children are tearful at first and settle within a few weeks; talk to the teacher if worries last.',
  takeaways: [
    'Talk about school positively and honestly, and visit beforehand if you can.',
    'Start the school-day routine, especially sleep, a week or two early.',
    'Practise small self-care skills your child will need at school.',
    'Keep goodbyes short, warm and the same every day.',
    'Early tears are common; talk with the teacher if they do not ease.',
  ],
  sections: [
    {
      title: 'Before the First Day',
      content: 'Children cope better with what they can picture. Walk or drive past the school, play on its playground, or go to an open day. Read picture books about starting school. Talk about what happens there: playing, stories, snack time and going home. Avoid using school as a threat ("Your teacher won\'t put up with that!"), which makes it sound scary.',
      funFact: { title: 'Practice runs', text: 'A practice trip to school at the real time of day helps a child know what to expect.' },
    },
    {
      title: 'Routines and Small Skills',
      content: 'A new school day often starts earlier than summer mornings, so move bedtime and wake-up time earlier over a week or two. Practise skills your child will use alone: putting on shoes and a coat, opening lunch containers, using the toilet and washing hands, and saying "I need help." Each skill your child can do alone is one less worry on the day.',
      funFact: { title: 'Label it', text: 'Labelled clothes and a lunch box your child can open alone save many small upsets.' },
    },
    {
      title: 'Goodbyes and the First Weeks',
      content: 'Make a short goodbye ritual, like a hug, a special wave and "I\'ll pick you up after story time." Then leave, even if there are tears. Most children settle soon after the parent goes. Sneaking away can break trust, and long goodbyes often make it harder. Expect tiredness and grumpiness at home in the first weeks, and keep afternoons calm.',
      funFact: { title: 'The same words', text: 'Saying the same goodbye words every day turns them into a signal of safety.' },
    },
  ],
  ageStage: {
    '3-5': 'Preschoolers starting daycare, preschool or kindergarten may cry at drop-off and cling, which is normal. They settle faster with a predictable routine, a comfort object if allowed, and a goodbye that is the same each day. Tiredness after school is common.',
    '6-8': 'Children starting a new school or moving up a grade may worry about making friends, finding the toilet or getting lost. Talking through the day, meeting the teacher and knowing who to ask for help eases these worries.',
    '9-12': 'Older children changing schools worry most about friends and fitting in. Let them help plan, visit the school, and find one club or activity. Keep in touch with old friends, and check in regularly in the first term.',
    '13+': 'Teens starting a new school face new social groups, more independence and harder work. They may not want your help in public. Offer practical support, like a route plan and a way to ask questions, and keep talking at home.',
  },
  brainBehavior: 'New places and new people raise a child\'s stress response until the place becomes familiar. Predictable routines and a trusted goodbye lower that stress. Young children also use a lot of self-control at school, so they often arrive home tired and emotional in the first weeks. This usually eases as the new setting becomes routine.',
  approaches: [
    { strategy: 'Preview the setting', rationale: 'Familiar places feel safer; the unknown is what worries children most.', howTo: 'Visit the school, meet the teacher if possible, and look at photos of the classroom together.' },
    { strategy: 'Rehearse the routine', rationale: 'A practised routine reduces the number of new things on the first day.', howTo: 'For a week or two, do the real wake-up, breakfast and trip to school at school times.' },
    { strategy: 'A short, loving goodbye', rationale: 'Predictable goodbyes help children trust that you will return.', howTo: 'Use the same hug and words every day, say when you will be back, then leave calmly.' },
    { strategy: 'Partner with the teacher', rationale: 'Teachers see how your child settles once you leave.', howTo: 'Share anything that helps your child, and ask how the first weeks are going.' },
  ],
  prosCons: [
    { approach: 'Staying for a while at drop-off', pros: ['Can help a very anxious child at first'], cons: ['Long goodbyes can make separation harder'], bestFor: 'A short settling-in period the school suggests' },
    { approach: 'A quick, warm goodbye', pros: ['Clear and predictable', 'Most children settle soon after'], cons: ['Some tears are likely at first'], bestFor: 'Most children after the first days' },
    { approach: 'A comfort object or family photo', pros: ['A small link to home'], cons: ['Not every school allows it'], bestFor: 'Young children, if the teacher agrees' },
  ],
  sources: [
    {
      claim: 'Positive parenting tips: keep routines predictable, give attention and praise for new skills, let children do simple tasks for themselves, and help children through the steps to solve problems when they are upset.',
      title: 'CDC: Positive Parenting Tips',
      url: 'https://www.cdc.gov/child-development/positive-parenting-tips/index.html',
      read: '2026-11-23',
      authority: 'public-health',
    },
    {
      claim: 'Advice for parents from pediatricians on starting school: visit the new school or classroom before the first day, point out the positive aspects of starting school, ask what your child is worried about and help them problem-solve, and help your child adjust to an earlier, consistent bedtime a week or two before school starts.',
      title: 'HealthyChildren.org (American Academy of Pediatrics): Back-to-School Tips for Families',
      url: 'https://www.healthychildren.org/English/ages-stages/gradeschool/school/Pages/Back-to-School-Tips.aspx',
      read: '2026-11-28',
      authority: 'public-health',
    },
  ],
  microTasks: [
    'Read a picture book about starting school with your child.',
    'Walk or drive past the school and talk about what happens inside.',
    'Move bedtime and wake-up earlier by about fifteen minutes.',
    'Practise one self-care skill, like opening the lunch box.',
    'Choose a goodbye ritual together: a hug, a wave and the same words.',
    'Do a full practice morning at school time, from waking to the school gate.',
    'Plan a calm first afternoon at home with a snack and quiet time.',
  ],
  sampleScript: {
    '3-5': '"At school you\'ll play, have snack and hear a story. Then I\'ll come and get you after story time. Here\'s our goodbye: big hug, high five, I love you. See you after story time!"',
    '6-8': '"New schools can feel strange at first. What are you wondering about? If you need help, you can ask your teacher. I\'ll be at the gate at three, and you can tell me one good thing."',
    '9-12': '"Changing schools is a big deal. What worries you most: friends, finding your way, or the work? Let\'s look at the map and the clubs together. We can invite your old friends over soon too."',
    '13+': '"First days are awkward for everyone, even if it doesn\'t look like it. Do you want me to come to the open evening, or would you rather go with a friend? Text me if you need anything."',
  },
  ifThisHappens: [
    { scenario: 'My child cries and clings at drop-off.', solution: 'Keep the goodbye short and the same every day, hand your child to the teacher, and leave calmly. Ask the teacher how long the tears last after you go; often it is only minutes.' },
    { scenario: 'My child comes home exhausted and grumpy.', solution: 'This is common in the first weeks. Offer a snack, quiet time and an early night, and keep after-school plans light.' },
    { scenario: 'My child says nobody plays with them.', solution: 'Listen, then ask the teacher how playtimes look. Inviting one classmate over can help a friendship start.' },
    { scenario: 'My child still refuses to go after several weeks.', solution: 'Talk to the teacher and your pediatrician. Ongoing fear, stomach aches or refusal can be signs of anxiety that needs support.' },
  ],
  pitfalls: [
    'Sneaking away without saying goodbye.',
    'Long, emotional goodbyes at the door.',
    'Shifting sleep times only the night before school starts.',
    'Using school or the teacher as a threat.',
    'Asking "How was school?" and expecting a full report.',
  ],
  tracker: {
    description: 'Track the first weeks to see progress and spot patterns.',
    categories: ['Drop-off mood', 'Time to settle (teacher report)', 'After-school mood', 'Sleep', 'New friend mentioned', 'Good thing of the day'],
  },
  weeklyPrompts: [
    'Are drop-offs getting easier this week?',
    'What part of the day does my child talk about most?',
    'Is my child getting enough sleep for the new routine?',
    'What could make next week\'s mornings calmer?',
  ],
  books: [
    { title: 'The Kissing Hand', author: 'Audrey Penn' },
    { title: 'Llama Llama Misses Mama', author: 'Anna Dewdney' },
  ],
  expert: {
    pediatricianTip: 'Pediatricians suggest setting school-night sleep routines ahead of time, visiting the school, and keeping goodbyes brief and warm. If a child often complains of stomach aches or refuses school for weeks, talk with your pediatrician.',
    psychologistInsight: 'Psychologists find that avoiding school makes fear grow, while a calm, confident parent and a predictable routine help it fade. Show your child you trust them and their teacher, and praise each brave step.',
  },
  discussions: [
    { search: 'kindergarten drop off crying', title: 'Parents talking about tears at school drop-off', snippet: 'What helped children settle in the first weeks.' },
    { search: 'preparing child for first day of school', title: 'Parents sharing first-day preparations', snippet: 'Routines, books and visits other families found useful.' },
  ],
  glossary: [
    { term: 'Goodbye ritual', say: 'good-BY RICH-oo-ul', definition: 'The same short words and gestures used every time you part.' },
    { term: 'Transition', say: 'tran-ZISH-un', definition: 'A move from one setting or stage to another, like home to school.' },
    { term: 'Settling-in', say: 'SET-ling-IN', definition: 'The first weeks when a child gets used to a new place.' },
  ],
  tryIt: [{
    title: 'Play School at Home',
    description: 'Pretend play lets your child rehearse the new day.',
    steps: [
      'Set up a pretend classroom with toys as classmates.',
      'Take turns being the teacher and the child.',
      'Act out arriving, hanging up a coat, snack time, asking for help and going home.',
      'Finish with your real goodbye ritual and a happy pick-up.',
    ],
    note: 'Let your child lead. If a worry comes up in the play, talk about it gently afterwards.',
  }],
  analogies: [
    { title: 'A new job', content: 'Think of your own first week in a new job: new faces, new rules, and tired evenings. Starting school is the same for a child.' },
  ],
  realWorld: [
    { title: 'The after-school slump', content: 'Many children are fine all day and fall apart at home in the first weeks. A snack and quiet time usually help more than questions.' },
  ],
  engaging: [
    { question: 'What is your child most curious about at school?', context: 'Start with what they look forward to.' },
    { question: 'What does your child already do alone?', context: 'Build on those skills before the first day.' },
  ],
  quiz: [
    { question: 'What kind of goodbye helps most at drop-off?', right: 'Short, warm and the same each day', wrong: ['Long, with many promises', 'Sneaking away unseen'], skill: 'cause-effect', support: ['Keep goodbyes short, warm and the same every day'] },
    { question: 'When should you start the school sleep routine?', right: 'A week or two before school', wrong: ['The night before school', 'After the first month'], skill: 'recall', support: ['Start the school-day routine, especially sleep, a week or two early'] },
    { question: 'Why visit the school before the first day?', right: 'Familiar places feel less worrying', wrong: ['Teachers need to test your child', 'It replaces the first day'], skill: 'inference', support: ['Children cope better with what they can picture'] },
  ],
  related: ['parent-anxiety', 'parent-bedtime', 'parent-after-school-meltdowns'],
  links: [SITES.healthyChildren, SITES.cdc, SITES.kidsHealth],
};
