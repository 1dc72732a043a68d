import { britannica, SITES } from '../links';
import type { ParentEntry } from '../types';

export const bedtime: ParentEntry = {
  id: 'parent-bedtime',
  question: 'How can I make bedtime easier?',
  title: 'Making Bedtime Easier',
  blurb: 'A calm, consistent routine, the right amount of sleep, and handling curtain calls.',
  standalone: [['bedtime'], ['sleep', 'training'], ['night', 'waking'], ['stay', 'in', 'bed'], ['sleep', 'routine']],
  triggers: [['bedtime'], ['bed', 'time'], ['sleep'], ['asleep'], ['bed'], ['night', 'wak*'], ['wake', 'night'], ['nap'], ['stay', 'room'], ['sleep', 'through']],
  quickAnswer: 'Use the same short, calm routine at the same time every night (for example bath, pyjamas, teeth, books, bed), switch screens off at least an hour before, and keep the bedroom dark, cool and quiet. Make sure the bedtime allows enough sleep for your child\'s age. Respond to call-backs briefly and boringly, and praise the nights that go well. Consistency over a couple of weeks matters more than any single trick.',
  takeaways: [
    'A predictable routine at a consistent time is the foundation.',
    'Children need more sleep than adults; check the hours for your child\'s age.',
    'Screens off at least an hour before bed; bedrooms dark and device-free.',
    'Keep responses to call-backs calm, brief and the same every time.',
    'Snoring, gasping or very disturbed sleep is worth raising with your doctor.',
  ],
  sections: [
    {
      title: 'How Much Sleep Children Need',
      content: 'The American Academy of Sleep Medicine set these sleep ranges, and the American Academy of Pediatrics endorsed them. Children aged 3 to 5 need 10 to 13 hours per 24 hours, including naps. Children aged 6 to 12 need 9 to 12 hours. Teenagers aged 13 to 18 need 8 to 10 hours. Work backwards from wake-up time to set a bedtime that allows this.',
      funFact: { title: 'Sleep and behaviour', text: 'An overtired child can look wired and hyperactive rather than sleepy.' },
    },
    {
      title: 'The Power of a Routine',
      content: 'A short, predictable sequence of calm activities signals to the body and brain that sleep is coming. A consistent routine helps many young children fall asleep more easily and wake less in the night. Keep it short, about half an hour at most, and do it in the same order every night.',
      funFact: { title: 'Bath, brush, book, bed', text: 'Some families remember the routine as four short words: bath, brush, book, bed.' },
    },
    {
      title: 'Light, Screens and the Body Clock',
      content: 'Darkness in the evening helps the brain release melatonin, the hormone that promotes sleep, while bright light and engaging screens delay it. Dim the lights in the hour before bed, keep devices out of the bedroom overnight, and get outdoor light in the morning to help set the body clock.',
      funFact: { title: 'Morning light', text: 'Daylight in the morning helps keep the body clock on schedule.' },
    },
  ],
  ageStage: {
    '3-5': 'Preschoolers often resist bedtime because they don\'t want the day (or you) to end, and fears of the dark or monsters are common at this age. Many still nap, and dropping the nap is a common reason bedtime shifts. Picture charts of the routine work well.',
    '6-8': 'School-age children can follow a routine chart and understand why sleep matters. Busy schedules, homework and screens often push bedtimes later. Worries about school or friends may come up at bedtime, when things go quiet.',
    '9-12': 'Preteens want more say and may push bedtimes later. Early puberty can start to shift the body clock later. Involving them in setting the routine, and keeping devices out of the bedroom, helps.',
    '13+': 'Teenagers\' body clocks naturally shift later, so they may not feel sleepy until late, yet school starts early. Many teens get less sleep than the recommended 8 to 10 hours. Consistent wake times, limiting late-night screens and caffeine, and respectful conversations work better than strict rules.',
  },
  brainBehavior: 'Sleep is controlled by two systems: the circadian rhythm (the body clock, set mainly by light) and sleep pressure, which builds the longer we are awake. A consistent schedule keeps the two aligned. Children\'s developing self-regulation makes it hard to wind down from exciting activities, so a calm, predictable routine does that work for them. Adolescence brings a natural delay in melatonin release, shifting teens\' sleep later.',
  approaches: [
    { strategy: 'Consistent bedtime routine', rationale: 'Studies of young children link a consistent routine with falling asleep faster and fewer night wakings.', howTo: 'Pick 3 to 5 calm steps (bath, pyjamas, teeth, books, cuddle), do them in the same order at the same time, and use a picture chart for young children.' },
    { strategy: 'Age-appropriate sleep window', rationale: 'A bedtime that is too late leads to overtiredness; too early can mean lying awake.', howTo: 'Count back the recommended hours from wake-up time and adjust bedtime by 15 minutes at a time.' },
    { strategy: 'Screen-free wind-down', rationale: 'Screens and bright light delay melatonin and excite the brain.', howTo: 'Switch off screens at least an hour before bed, dim lights, and keep devices out of bedrooms overnight.' },
    { strategy: 'Brief, boring responses to call-backs', rationale: 'Attention, even negative, can reinforce repeated getting up; predictability reduces it.', howTo: 'Walk your child back calmly with few words, every time. A "bedtime pass" card that can be used once for a drink or hug can help preschoolers and young school-age children.' },
    { strategy: 'Gradual withdrawal for children who need you to fall asleep', rationale: 'Slowly reducing your presence builds independent sleep with less distress.', howTo: 'Sit by the bed until asleep, then every few nights move your chair a little further toward the door.' },
  ],
  prosCons: [
    { approach: 'Bedtime pass', pros: ['Gives a sense of control', 'Reduces repeated call-outs'], cons: ['Works best with children old enough to understand it', 'Needs consistency'], bestFor: 'Children about 3 to 8 who keep getting up' },
    { approach: 'Gradual withdrawal (chair method)', pros: ['Gentle, with less crying', 'Builds independent sleep'], cons: ['Takes several weeks', 'Requires parental patience every night'], bestFor: 'Children who need a parent present to fall asleep' },
    { approach: 'Reward chart for staying in bed', pros: ['Motivating for many preschoolers', 'Highlights success'], cons: ['Rewards can lose power over time', 'Doesn\'t address fears'], bestFor: 'Short-term boost alongside a routine' },
    { approach: 'Later bedtime for a child lying awake', pros: ['Uses natural sleep pressure', 'Less time fighting in bed'], cons: ['Must still allow enough total sleep', 'Requires a consistent wake time'], bestFor: 'Children who take a long time to fall asleep despite a good routine' },
  ],
  sources: [
    {
      claim: 'Sleep recommendations from the American Academy of Sleep Medicine, endorsed by the American Academy of Pediatrics: children 3 to 5 years should sleep 10 to 13 hours per 24 hours (including naps); children 6 to 12 years, 9 to 12 hours; teenagers 13 to 18 years, 8 to 10 hours.',
      title: 'HealthyChildren.org (AAP): Healthy Sleep Habits: How Many Hours Does Your Child Need?',
      url: 'https://www.healthychildren.org/English/healthy-living/sleep/Pages/Healthy-Sleep-Habits-How-Many-Hours-Does-Your-Child-Need.aspx',
      read: '2026-11-23',
      authority: 'public-health',
      asOf: '2026-11',
    },
    {
      claim: 'Recommended sleep by age (American Academy of Sleep Medicine): 10 to 13 hours for children 3 to 5 years including naps, 9 to 12 hours for 6 to 12 years, 8 to 10 hours for teens 13 to 18. Keep a consistent sleep schedule, keep bedrooms quiet, dark and comfortable, and remove electronic devices from the bedroom.',
      title: 'CDC: About Sleep',
      url: 'https://www.cdc.gov/sleep/about/index.html',
      read: '2026-11-23',
      authority: 'public-health',
      asOf: '2026-11',
    },
  ],
  microTasks: [
    'Write down your child\'s current bedtime, wake time and how long it takes to fall asleep.',
    'Check the recommended sleep hours for their age and work out a target bedtime.',
    'Choose 3 to 5 calm routine steps with your child and draw a picture chart.',
    'Switch off all screens at least one hour before bed tonight.',
    'Make the bedroom darker, cooler and quieter (nightlight if your child wants one).',
    'Practise a calm, brief response to call-backs and use it every time.',
    'Keep wake-up time the same today, even if the night was rough, and get morning daylight.',
  ],
  sampleScript: {
    '3-5': '"Look at our bedtime chart: bath, pyjamas, teeth, two books, cuddle. You\'re on teeth now! ... It\'s sleep time. I love you. I\'ll check on you in five minutes." (If they get up:) "It\'s sleep time. Back to bed." (Calm, same words every time.)',
    '6-8': '"Our routine starts at 7:30: shower, teeth, reading time, lights out at 8. If you want, you can read your book in bed until the timer goes. Is there anything on your mind about tomorrow? Let\'s talk about it now, then it\'s rest time."',
    '9-12': '"You\'re growing a lot, and your body needs 9 to 12 hours of sleep. Let\'s figure out a bedtime together that gets you enough. Phones charge in the kitchen at 8:30, and you can read until lights out."',
    '13+': '"I know your body clock makes it hard to feel sleepy early. What would help you get more sleep on school nights? Could we try phones charging outside your room after 10 and a similar wake-up time on weekends, and see how you feel in two weeks?"',
  },
  ifThisHappens: [
    { scenario: 'My child keeps coming out of the bedroom.', solution: 'Walk them back calmly and briefly every time, with the same words and no long conversations. Try a bedtime pass that can be used once, and praise the next morning if they stayed in bed.' },
    { scenario: 'My child is scared of the dark or monsters.', solution: 'Take the fear seriously without confirming it: a nightlight, a comfort object and a brief check-in can help. Practise brave steps during the day, and keep scary media away in the evening.' },
    { scenario: 'My child wakes up at night and comes to our bed.', solution: 'Decide what you want long-term and respond consistently. If you want independent sleep, calmly return them to their own bed every time.' },
    { scenario: 'My child snores loudly or seems to stop breathing in sleep.', solution: 'Mention it to your pediatrician: loud snoring, gasping or pauses in breathing can be signs of a sleep-related breathing problem that doctors can assess.' },
  ],
  pitfalls: [
    'A different bedtime and routine every night.',
    'Screens in the bedroom or right before lights out.',
    'Long negotiations at every call-back.',
    'Very late weekend wake-ups that shift the body clock.',
    'Using bedtime as a punishment ("Go to bed now!"), which makes bed feel negative.',
  ],
  tracker: {
    description: 'A two-week sleep diary shows patterns and progress.',
    categories: ['Lights-out time', 'Time to fall asleep', 'Night wakings', 'Wake-up time', 'Naps', 'Mood the next day'],
  },
  weeklyPrompts: [
    'On which nights did my child fall asleep most easily, and what was different?',
    'Is the total sleep close to the recommended hours for their age?',
    'How consistent was our routine this week?',
    'What is one thing to adjust next week?',
  ],
  books: [
    { title: 'Healthy Sleep Habits, Happy Child', author: 'Marc Weissbluth' },
    { title: 'Solve Your Child\'s Sleep Problems', author: 'Richard Ferber' },
    { title: 'The Sleep Lady\'s Good Night, Sleep Tight', author: 'Kim West' },
  ],
  expert: {
    pediatricianTip: 'Pediatricians recommend a regular bedtime and wake time, a calm routine, and no screens in the hour before bed or in the bedroom overnight. Bring up loud snoring, breathing pauses, frequent night terrors or ongoing daytime sleepiness with your child\'s doctor.',
    psychologistInsight: 'Behavioural sleep specialists emphasise consistency: children learn quickly what happens at bedtime. Calm, predictable responses, praise for progress, and small gradual changes usually work better than dramatic overnight overhauls.',
  },
  discussions: [
    { search: 'bedtime routine toddler', title: 'Parents discussing bedtime routines', snippet: 'Real routines other families use, and what helped a child stay in bed.' },
    { search: 'bedtime pass', title: 'Parents sharing experiences with a bedtime pass', snippet: 'How families used a bedtime pass card for repeated call-outs.' },
    { search: 'teen sleep schedule', title: 'Parents talking about teenagers and sleep', snippet: 'How families handle late body clocks and phones at night.' },
  ],
  glossary: [
    { term: 'Circadian rhythm', say: 'sur-KAY-dee-un RITH-um', definition: 'The body\'s roughly 24-hour clock, set mainly by light.' },
    { term: 'Melatonin', say: 'mel-uh-TOH-nin', definition: 'A hormone released in darkness that helps us feel sleepy.' },
    { term: 'Sleep pressure', say: 'SLEEP PRESH-er', definition: 'The growing need for sleep the longer we are awake.' },
    { term: 'Bedtime pass', say: 'BED-tyme pass', definition: 'A card a child can trade once per night for a short request, like a drink or a hug.' },
  ],
  tryIt: [{
    title: 'Make a Picture Routine Chart',
    description: 'Let your child help design the bedtime routine.',
    steps: [
      'Choose 3 to 5 calm steps together (bath, pyjamas, teeth, books, cuddle).',
      'Take photos or draw each step and stick them on a strip of card in order.',
      'Each night, let your child move a clip or sticker along the chart.',
      'Praise following the chart, and keep the order the same for at least two weeks.',
    ],
    note: 'Keep the whole routine to about 20 to 30 minutes, and start it at the same time each night.',
  }],
  analogies: [
    { title: 'A runway for landing', content: 'A bedtime routine is like a runway: a plane needs a long, steady approach to land smoothly, not a sudden drop.' },
  ],
  realWorld: [
    { title: 'The Sunday-night slide', content: 'After late weekend nights, many children struggle on Sunday. Keeping weekend wake times within about an hour of weekdays prevents this "social jet lag."' },
  ],
  engaging: [
    { question: 'What part of bedtime is hardest in your home?', context: 'Starting the routine, lights out, or staying in bed?' },
    { question: 'What calms your child most?', context: 'Build the routine around it.' },
  ],
  quiz: [
    { question: 'How much sleep do children aged 6 to 12 need?', right: '9 to 12 hours', wrong: ['6 to 7 hours', '14 to 16 hours'], skill: 'recall', support: ['Children aged 6 to 12 need 9 to 12 hours'] },
    { question: 'What helps most with repeated call-backs?', right: 'Calm, brief, consistent responses', wrong: ['Long talks each time', 'Changing the rules each night'], skill: 'cause-effect', support: ['Keep responses to call-backs calm, brief and the same every time'] },
    { question: 'When should screens be switched off?', right: 'At least an hour before bed', wrong: ['Right at lights out', 'Only on weekends'], skill: 'recall', support: ['Screens off at least an hour before bed'] },
  ],
  related: ['parent-screen-time', 'parent-anxiety', 'parent-big-emotions'],
  links: [SITES.healthyChildren, SITES.kidsHealth, britannica('sleep')],
};
