import { SITES } from '../links';
import type { ParentEntry } from '../types';

export const afterSchoolMeltdowns: ParentEntry = {
  id: 'parent-after-school-meltdowns',
  question: 'Why does my child fall apart after school?',
  title: 'After-School Meltdowns',
  blurb: 'Why children who hold it together all day fall apart at home, and a calm way through the afternoon.',
  standalone: [['after', 'school', 'meltdown*'], ['meltdown*', 'after', 'school'], ['after', 'school', 'restraint'], ['restraint', 'collapse'], ['fall*', 'apart', 'after', 'school'], ['after', 'school', 'tantrum*'], ['after', 'school', 'crash']],
  triggers: [['after', 'school'], ['after', 'daycare'], ['after', 'preschool'], ['after', 'kindergarten'], ['after', 'nursery'], ['come*', 'home', 'from', 'school'], ['get*', 'home', 'from', 'school'], ['fine', 'at', 'school'], ['good', 'at', 'school'], ['restraint', 'collapse'], ['fall*', 'apart', 'home'], ['fall*', 'apart', 'after'], ['at school', 'at home']],
  quickAnswer: 'Many children work hard all day to follow rules, sit still and manage their feelings. When they get home to the person they feel safest with, it all spills out as tears, anger or rudeness. It is a sign of tiredness, not of bad parenting. Meet them with a snack, quiet time and few questions. Keep afternoons light, keep limits on hurting, and talk later once they have recharged.',
  takeaways: [
    'Falling apart at home after school is common, and often a sign your child feels safe with you.',
    'Hunger, tiredness and a long day of self-control are the usual causes.',
    'A snack, quiet time and few questions help more than talking it through at once.',
    'Keep limits on hurting people or things, calmly and briefly.',
    'If meltdowns are long, very frequent or come with school refusal, talk to the teacher and your doctor.',
  ],
  sections: [
    {
      title: 'Why It Happens',
      content: 'School asks a lot of children: following instructions, waiting, sitting still, getting along and keeping feelings in check. This self-control uses energy. By pick-up time many children are hungry, tired and full of bottled-up feelings. With a trusted parent, they can finally let go. So a glowing report from the teacher and a storm at home often go together.',
      funFact: { title: 'Safe to let go', text: 'Children often save their hardest feelings for the people they trust most.' },
    },
    {
      title: 'A Calm Landing',
      content: 'Plan the first half hour after school. Bring a filling snack and water to pick-up. Greet your child warmly and skip the questions for now. Offer quiet time, outdoor play or a cuddle, whatever helps your child recharge. Keep screens, errands and extra activities to a minimum on hard days. Talk about the school day later, at dinner or bedtime.',
      funFact: { title: 'Snack first', text: 'A snack at pick-up often prevents the meltdown before it starts.' },
    },
    {
      title: 'When It Still Spills Over',
      content: 'Stay calm and keep your words few. Name the feeling ("You\'ve had a long day and you\'re done") and keep everyone safe. Wait until your child is calm before talking about behaviour. Look for patterns: days with tests, sports or poor sleep. If meltdowns are very long, happen most days, or come with worry about school, talk with the teacher and your pediatrician.',
      funFact: { title: 'Patterns tell', text: 'A simple note of which days are hardest often shows the cause.' },
    },
  ],
  ageStage: {
    '3-5': 'Young children in preschool, daycare or kindergarten use a lot of energy to cope with a busy group. Crying, clinginess or defiance at pick-up is very common. A snack, a cuddle and an early, calm evening help.',
    '6-8': 'School-age children may hold it together all day and then whine, shout or cry at home, especially at the start of the school year. Downtime and outdoor play before homework make a big difference.',
    '9-12': 'Preteens may come home irritable, rude or withdrawn after a day of schoolwork and friendship pressures. Give them space first, then a chance to talk while doing something together.',
    '13+': 'Teens may retreat to their room or snap after school. Long days, little sleep and social stress add up. Respect their need to decompress, keep connection through food and small talk, and watch for signs of ongoing low mood.',
  },
  brainBehavior: 'Self-control draws on skills such as attention, working memory and holding back impulses. These skills are still developing through childhood and the teen years, and they tire with use. Hunger and tiredness make self-control harder. At home, with a trusted adult, the need to hold back drops, and stored-up feelings come out. A calm, regulated adult helps a child\'s body settle.',
  approaches: [
    { strategy: 'Plan the landing', rationale: 'Meeting basic needs first prevents many meltdowns.', howTo: 'Bring a snack and water to pick-up, and keep the first half hour quiet and free of questions.' },
    { strategy: 'Stay calm and brief', rationale: 'A calm adult helps an upset child settle; long talks add to overload.', howTo: 'Use a few kind words, keep everyone safe, and wait until calm to talk.' },
    { strategy: 'Downtime before demands', rationale: 'Rest and play restore the energy that self-control needs.', howTo: 'Put play, rest or outdoor time before homework and chores.' },
    { strategy: 'Reconnect later', rationale: 'Children share more once they have recharged.', howTo: 'Ask specific questions at dinner or bedtime: "What made you laugh today?"' },
  ],
  prosCons: [
    { approach: 'Quiet time right after school', pros: ['Lets a child recharge', 'Prevents many meltdowns'], cons: ['Can clash with after-school activities'], bestFor: 'Children who come home drained' },
    { approach: 'Active play right after school', pros: ['Releases pent-up energy'], cons: ['Can overstimulate a very tired child'], bestFor: 'Children who have sat still all day and need to move' },
    { approach: 'Fewer after-school activities', pros: ['More rest and family time'], cons: ['Less time for sports or clubs the child enjoys'], bestFor: 'Busy weeks or the first months of a school year' },
  ],
  sources: [
    {
      claim: 'Self-control, working memory and mental flexibility (executive function skills) are not fully developed at birth; they develop through childhood and adolescence, and children need support from adults and routines to practise them. Stress makes these skills harder to use.',
      title: 'Harvard University Center on the Developing Child',
      url: 'https://developingchild.harvard.edu/',
      read: '2026-11-23',
      authority: 'university',
    },
    {
      claim: 'Tantrums and meltdowns are more likely when children are tired, hungry or overwhelmed; parents help by staying calm, keeping the child safe, and talking once the child has calmed down. Talk to your pediatrician if outbursts are very frequent, long or severe.',
      title: 'HealthyChildren.org (American Academy of Pediatrics): Temper Tantrums',
      url: 'https://www.healthychildren.org/English/family-life/family-dynamics/communication-discipline/Pages/Temper-Tantrums.aspx',
      read: '2026-11-23',
      authority: 'public-health',
    },
  ],
  microTasks: [
    'Pack a filling snack and water for pick-up today.',
    'Greet your child with a smile and no questions for the first half hour.',
    'Offer a choice of quiet time, outdoor play or a cuddle after school.',
    'Move homework to after a break, not straight after school.',
    'Note which days are hardest and what happened on them.',
    'Ask one specific question at dinner instead of "How was school?"',
    'Cut one extra activity or errand from a busy afternoon this week.',
  ],
  sampleScript: {
    '3-5': '"Hello, my love! Here\'s your snack. We\'re going home for cuddles and quiet play." (If they melt down:) "You\'re tired and upset. I\'m here. I won\'t let you kick, but you can squeeze this pillow."',
    '6-8': '"You worked hard today. Snack first, then you choose: trampoline or Lego. We can talk about school later." (During a meltdown:) "It\'s OK to be done. I\'ll sit with you until you feel calmer."',
    '9-12': '"Rough day? No need to talk yet. Grab a snack and have some downtime. I\'m around if you want me." (Later:) "What was the best and hardest part of today?"',
    '13+': '"Hey. Food\'s on the counter. Take some time to yourself." (Later, side by side:) "You seemed wiped out earlier. Anything you want to vent about, or just need a quiet evening?"',
  },
  ifThisHappens: [
    { scenario: 'My child is an angel at school and a nightmare at home.', solution: 'This is common: your child is spending self-control at school and letting go where they feel safe. Focus on a calm landing after school, not on punishment.' },
    { scenario: 'My child hits or throws things after school.', solution: 'Calmly stop the hurting, move things or people out of the way, and use few words. Talk about other ways to let feelings out once your child is calm.' },
    { scenario: 'My child won\'t tell me anything about the school day.', solution: 'Wait until later, and ask specific, light questions. Many children talk more at bedtime or while doing something side by side.' },
    { scenario: 'Meltdowns happen every day and last a long time.', solution: 'Talk to the teacher about how the day goes and to your pediatrician. Ongoing distress can point to worries, sleep problems or learning needs that deserve a closer look.' },
  ],
  pitfalls: [
    'Firing questions about the day at pick-up.',
    'Going straight from school to homework or errands.',
    'Taking the meltdown as proof of bad behaviour or bad parenting.',
    'Long lectures during the meltdown.',
    'Packing every afternoon with activities.',
  ],
  tracker: {
    description: 'A short note each afternoon shows which days and causes lead to meltdowns.',
    categories: ['Snack at pick-up', 'Sleep the night before', 'What the school day held', 'Meltdown (yes or no)', 'What helped'],
  },
  weeklyPrompts: [
    'Which afternoons went best, and what was different?',
    'Did hunger or tiredness come before most meltdowns?',
    'Is our afternoon schedule too full?',
    'What one change will I try next week?',
  ],
  books: [
    { title: 'The Whole-Brain Child', author: 'Daniel J. Siegel and Tina Payne Bryson' },
    { title: 'The Explosive Child', author: 'Ross W. Greene' },
  ],
  expert: {
    pediatricianTip: 'Pediatricians note that outbursts are more likely when children are hungry, tired or overwhelmed. Regular meals and snacks, enough sleep and calm routines help. Talk with your pediatrician if outbursts are very frequent, long, or dangerous.',
    psychologistInsight: 'Child psychologists describe self-control as a skill that tires with use. A child who melts down at home is often telling you they used it all up at school. Co-regulating with them, by staying calm and close, helps them learn to settle.',
  },
  discussions: [
    { search: 'meltdown after school', title: 'Parents talking about after-school meltdowns', snippet: 'What other families do in the first hour after school.' },
    { search: 'good at school bad at home', title: 'Parents comparing school reports and home behaviour', snippet: 'Why children behave differently at home, and what helped.' },
  ],
  glossary: [
    { term: 'Self-control', say: 'self-kun-TROHL', definition: 'Holding back an impulse or feeling to follow a rule or reach a goal.' },
    { term: 'Executive function', say: 'ig-ZEK-yoo-tiv FUNK-shun', definition: 'The brain skills for attention, memory and self-control, still developing in childhood.' },
    { term: 'Co-regulation', say: 'koh-reg-yoo-LAY-shun', definition: 'An adult staying calm and close to help a child\'s body and feelings settle.' },
  ],
  tryIt: [{
    title: 'Design a Landing Routine',
    description: 'Plan the first half hour after school together with your child.',
    steps: [
      'Ask your child what helps most when they get home: food, quiet, play or a cuddle.',
      'Draw a simple three-step picture plan, like snack, quiet play, then chat.',
      'Use the same plan every school day for two weeks.',
      'Check together at the weekend what worked and change one thing.',
    ],
    note: 'Keep it simple and flexible. On very hard days, skip to a cuddle and an early night.',
  }],
  analogies: [
    { title: 'A shaken bottle', content: 'A day of holding feelings in is like shaking a fizzy drink. Home is where the cap comes off.' },
  ],
  realWorld: [
    { title: 'The school-gate snack', content: 'Many parents find that a snack handed over at the gate changes the whole afternoon.' },
  ],
  engaging: [
    { question: 'What does your child most need when they walk in the door?', context: 'Food, quiet, movement or closeness?' },
    { question: 'Which afternoons are hardest?', context: 'Look for tests, sports days or short nights before them.' },
  ],
  quiz: [
    { question: 'Why do many children fall apart after school?', right: 'A long day of self-control tires them', wrong: ['They secretly dislike their parents', 'Home rules are always too strict'], skill: 'cause-effect', support: ['Hunger, tiredness and a long day of self-control are the usual causes'] },
    { question: 'What often helps most at pick-up?', right: 'A snack and few questions', wrong: ['A full report of the day', 'Homework right away'], skill: 'recall', support: ['A snack, quiet time and few questions help'] },
    { question: 'When should you talk about the behaviour?', right: 'Once your child is calm', wrong: ['In the middle of the meltdown', 'Never at all'], skill: 'sequence', support: ['Wait until your child is calm before talking about behaviour'] },
  ],
  related: ['parent-big-emotions', 'parent-homework', 'parent-starting-school'],
  links: [SITES.healthyChildren, SITES.childMind, SITES.zeroToThree],
};
