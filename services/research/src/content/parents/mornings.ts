import { SITES } from '../links';
import type { ParentEntry } from '../types';

export const mornings: ParentEntry = {
  id: 'parent-mornings',
  question: 'How can I make school mornings less stressful?',
  title: 'Smoother Mornings',
  blurb: 'A routine that starts the night before, a picture checklist, and fewer battles before school.',
  standalone: [['morning', 'routine'], ['school', 'morning*'], ['morning', 'rush'], ['mornings', 'are', 'chaos'], ['get*', 'out', 'the', 'door'], ['late', 'for', 'school'], ['stressful', 'morning*'], ['morning', 'chaos'], ['morning', 'battle*']],
  triggers: [['morning'], ['mornings'], ['get*', 'dressed'], ['out', 'the', 'door'], ['late', 'for', 'school'], ['always', 'late'], ['running', 'late'], ['school', 'run'], ['rush*'], ['dawdl*']],
  quickAnswer: 'Smooth mornings start the night before: enough sleep, clothes laid out, bags packed and lunch ready. Then use the same short routine each morning, shown on a picture or written checklist your child can follow. Wake up early enough that nobody has to rush, keep screens off until everyone is ready, and praise each step done. Give a few simple choices and a timer instead of repeated nagging.',
  takeaways: [
    'Do as much as possible the night before.',
    'Use the same routine each morning, on a checklist your child can see.',
    'Build in extra time so nobody has to rush.',
    'Keep screens off until everyone is ready.',
    'Praise steps done, and use timers and choices instead of nagging.',
  ],
  sections: [
    {
      title: 'Start the Night Before',
      content: 'Many morning battles are really bedtime problems: a tired child is slow and grumpy. Protect an age-fitting bedtime. In the evening, lay out clothes (including shoes), pack school bags, prepare lunches and put everything by the door. Decisions made at night, like what to wear, are not fought over in the morning.',
      funFact: { title: 'The launch pad', text: 'A spot by the door for bags, shoes and coats saves the daily hunt.' },
    },
    {
      title: 'A Routine Your Child Can See',
      content: 'Children follow routines better when they can see them. Make a picture chart for young children (wake, toilet, dress, breakfast, teeth, shoes) or a written list for older ones. Keep the same order every day. Let your child tick off or move a clip along each step. Praise each step done rather than pointing out what is missing.',
      funFact: { title: 'Pictures beat reminders', text: 'Pointing to the chart can replace saying the same reminder many times.' },
    },
    {
      title: 'Fewer Battles, Less Rush',
      content: 'Get up a little earlier, especially yourself, so there is a buffer for spills and lost shoes. Keep the TV and tablets off until everyone is ready, or make screens a reward for finishing. Offer simple choices: "Red top or blue top?" A timer or a song playlist can turn getting dressed into a race against the clock, not against you.',
      funFact: { title: 'Race the song', text: 'Many children dress faster when racing a favourite song than when reminded.' },
    },
  ],
  ageStage: {
    '3-5': 'Preschoolers dawdle because they live in the moment, not to annoy you. They need picture charts, simple choices, help with tricky steps and lots of praise. Allow extra time for dressing.',
    '6-8': 'School-age children can follow a checklist and take on more steps alone, like packing their own bag. Praise independence, and agree on consequences, like less screen time later if the routine drags.',
    '9-12': 'Preteens can own most of their routine. Let them set their own alarm and checklist, and step back. Natural consequences, like forgetting something, can teach more than reminders.',
    '13+': 'Teens\' body clocks shift later, so mornings are often hard. Protect sleep, keep evening phone use in check, and let them manage their own routine with minimal nagging.',
  },
  brainBehavior: 'Routines reduce the number of decisions children must make, which helps when self-control and planning skills are still developing. Tiredness makes these skills weaker, which is why sleep matters so much for mornings. Visual checklists support working memory, and praise makes the routine more likely to stick.',
  approaches: [
    { strategy: 'Evening preparation', rationale: 'Fewer tasks and decisions in the morning mean fewer battles.', howTo: 'Lay out clothes, pack bags and prepare lunch every evening.' },
    { strategy: 'A visual checklist', rationale: 'Seeing the steps supports memory and independence.', howTo: 'Make a picture or written checklist in the order your child does things, and keep it the same every day.' },
    { strategy: 'Protect sleep', rationale: 'Tired children move slowly and melt down more easily.', howTo: 'Work back from wake-up time to a bedtime that gives enough sleep for your child\'s age.' },
    { strategy: 'Screens last', rationale: 'Screens pull attention away from getting ready.', howTo: 'Keep screens off until everyone is ready, or use them as a reward for finishing.' },
  ],
  prosCons: [
    { approach: 'Picture or written checklist', pros: ['Builds independence', 'Cuts nagging'], cons: ['Takes time to set up and teach'], bestFor: 'All ages, with pictures for young children' },
    { approach: 'Screen time as a reward for finishing', pros: ['Motivating for many children'], cons: ['Can cause rushing or arguments at the end'], bestFor: 'Children who are otherwise ready early' },
    { approach: 'Natural consequences', pros: ['Teaches responsibility'], cons: ['Not suitable when safety or health is involved'], bestFor: 'Older children who forget things they need' },
  ],
  sources: [
    {
      claim: 'Positive parenting tips: keep routines predictable, give children simple choices, let them help with simple chores, give attention and praise for good behaviour, and be clear and consistent.',
      title: 'CDC: Positive Parenting Tips',
      url: 'https://www.cdc.gov/child-development/positive-parenting-tips/index.html',
      read: '2026-11-23',
      authority: 'public-health',
    },
    {
      claim: 'Children need enough sleep for their age; a consistent sleep schedule and keeping electronic devices out of the bedroom support healthy sleep.',
      title: 'CDC: About Sleep',
      url: 'https://www.cdc.gov/sleep/about/index.html',
      read: '2026-11-23',
      authority: 'public-health',
      asOf: '2026-11',
    },
  ],
  microTasks: [
    'Write down your current morning and where it usually goes wrong.',
    'Make a picture or written checklist with your child.',
    'Lay out clothes and pack bags tonight.',
    'Set up a launch pad by the door for bags, shoes and coats.',
    'Set your own alarm ten minutes earlier.',
    'Keep screens off tomorrow until everyone is ready.',
    'Praise three steps your child does without reminders.',
  ],
  sampleScript: {
    '3-5': '"Good morning! Let\'s look at our chart: toilet, clothes, breakfast, teeth, shoes. You did toilet! What\'s next? Do you want the red socks or the stripy ones?"',
    '6-8': '"Your checklist is on the fridge. Can you beat the song? When everything is ticked, you can read your comic until we leave."',
    '9-12': '"You\'re in charge of your morning now. What time do you need your alarm to be ready without rushing? I\'ll stop reminding you, and we\'ll see how it goes this week."',
    '13+': '"Mornings seem tough lately. What would make them easier: getting things ready the night before, or a later alarm with a quicker breakfast? Let\'s figure out a plan that works for you."',
  },
  ifThisHappens: [
    { scenario: 'My child won\'t get dressed in the morning.', solution: 'Lay clothes out the night before, offer two choices, and use a timer or song. Praise each item put on, and help with tricky steps for young children.' },
    { scenario: 'We are always late for school.', solution: 'Track where time goes for a few days, then move tasks to the evening and wake everyone earlier. Aim to be ready before you need to leave.' },
    { scenario: 'My child melts down every morning.', solution: 'Check sleep and breakfast first. Keep mornings calm and predictable, and talk to your pediatrician if meltdowns continue or come with worries about school.' },
    { scenario: 'My child is glued to the TV before school.', solution: 'Keep screens off until everyone is ready, and say it calmly and consistently.' },
  ],
  pitfalls: [
    'Leaving everything to the morning.',
    'Repeating reminders instead of pointing to the chart.',
    'Screens on while getting ready.',
    'Late bedtimes that make children tired.',
    'Adults rushing and shouting, which spreads stress.',
  ],
  tracker: {
    description: 'A week of short notes shows what slows mornings down.',
    categories: ['Bedtime the night before', 'Wake-up time', 'Evening prep done', 'Ready on time', 'Reminders needed'],
  },
  weeklyPrompts: [
    'Which morning went best, and why?',
    'What task could move to the evening?',
    'Is my child getting enough sleep?',
    'What step could my child do alone next week?',
  ],
  books: [
    { title: 'Simplicity Parenting', author: 'Kim John Payne' },
    { title: 'How to Talk So Kids Will Listen & Listen So Kids Will Talk', author: 'Adele Faber and Elaine Mazlish' },
  ],
  expert: {
    pediatricianTip: 'Pediatricians point to sleep first: a consistent bedtime that gives enough sleep for your child\'s age makes mornings much easier. A healthy breakfast helps children start the day ready to learn.',
    psychologistInsight: 'Behavioural psychologists recommend visual routines, praise for each step, and planning ahead. Reducing the number of decisions and reminders in the morning lowers conflict for everyone.',
  },
  discussions: [
    { search: 'morning routine kids school', title: 'Parents sharing school morning routines', snippet: 'Checklists and tricks other families use to get out the door.' },
    { search: 'kid wont get dressed morning', title: 'Parents talking about dressing battles', snippet: 'What helped children get dressed without a fight.' },
  ],
  glossary: [
    { term: 'Visual schedule', say: 'VIZH-oo-ul SKED-jool', definition: 'A chart of pictures or words showing the steps of a routine.' },
    { term: 'Launch pad', say: 'LAWNCH pad', definition: 'A set spot by the door for everything needed to leave the house.' },
    { term: 'Natural consequence', say: 'NACH-er-ul KON-suh-kwenss', definition: 'The result that follows a choice on its own, like being cold without a coat.' },
  ],
  tryIt: [{
    title: 'Photo Morning Chart',
    description: 'A chart made with photos of your own child doing each step.',
    steps: [
      'Photograph your child doing each morning step: dressing, breakfast, teeth, shoes.',
      'Print or draw the photos and stick them in order on a strip of card.',
      'Add a clothes peg your child moves along as they finish each step.',
      'Praise each step, and celebrate when the peg reaches the end.',
    ],
    note: 'Keep the chart where the routine happens, and use the same order every day.',
  }],
  analogies: [
    { title: 'A pit stop', content: 'A racing team plans every move of a pit stop in advance. Morning routines work the same way: the planning happens before the race.' },
  ],
  realWorld: [
    { title: 'The missing shoe', content: 'In many homes the morning rush starts with a lost shoe. A launch pad by the door prevents it.' },
  ],
  engaging: [
    { question: 'Where does your morning usually go off track?', context: 'Waking, dressing, breakfast or leaving?' },
    { question: 'What could your child do alone?', context: 'Each step handed over is one less reminder.' },
  ],
  quiz: [
    { question: 'When do smooth mornings really start?', right: 'The night before', wrong: ['Right at breakfast', 'At the school gate'], skill: 'sequence', support: ['Smooth mornings start the night before'] },
    { question: 'What helps a child follow the routine?', right: 'A checklist they can see', wrong: ['More verbal reminders', 'A different order each day'], skill: 'recall', support: ['Use the same routine each morning, on a checklist your child can see'] },
    { question: 'When should screens go on?', right: 'After everyone is ready', wrong: ['First thing after waking', 'During breakfast'], skill: 'recall', support: ['Keep screens off until everyone is ready'] },
  ],
  related: ['parent-bedtime', 'parent-listening', 'parent-screen-time'],
  links: [SITES.cdc, SITES.healthyChildren, SITES.kidsHealth],
};
