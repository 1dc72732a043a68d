import { britannica, SITES } from '../links';
import type { ParentEntry } from '../types';

export const pottyTraining: ParentEntry = {
  id: 'parent-potty-training',
  question: 'How do I potty train my child?',
  title: 'Potty Training Without Battles',
  blurb: 'Signs of readiness, a calm routine, praise, and handling accidents and setbacks.',
  standalone: [['potty'], ['toilet', 'training'], ['toilet', 'train*'], ['toilet', 'learning'], ['pull', 'ups'], ['out', 'of', 'nappies'], ['out', 'of', 'diapers']],
  triggers: [['potty'], ['toilet', 'train*'], ['toilet'], ['nappy'], ['nappies'], ['diaper'], ['diapers'], ['pull', 'ups'], ['poop*', 'pants'], ['pee*', 'pants'], ['accident*', 'pants'], ['underwear']],
  quickAnswer: 'Start when your child shows signs of being ready, not at a set age: staying dry for a couple of hours, noticing when they go, and showing interest. Keep it relaxed. Offer the potty at regular times, such as after meals and before bed, and praise every try. Treat accidents calmly, with no punishment or shame. Most children learn daytime control first; staying dry at night often takes longer.',
  takeaways: [
    'Readiness matters more than age; there is no perfect time.',
    'Regular, relaxed potty breaks and praise for trying work better than pressure.',
    'Accidents are part of learning: clean up calmly, with no shame.',
    'Staying dry at night usually comes later than daytime control.',
    'Pain, hard poos, or new accidents after being trained are worth a call to your doctor.',
  ],
  sections: [
    {
      title: 'Signs Your Child May Be Ready',
      content: 'Children are ready at different ages, so watch the child rather than the calendar. Useful signs include staying dry for a couple of hours, knowing when they are weeing or pooing, and telling you about it. Being able to follow simple instructions and pull pants up and down also helps. Starting before a child is ready usually means more accidents and a longer process.',
      funFact: { title: 'Bowels first', text: 'Most children can control their bowels before their bladder.' },
    },
    {
      title: 'A Calm Daily Routine',
      content: 'Let your child get used to the potty first, sitting on it dressed if they like. Then offer it at predictable times: after waking, after meals and before bed. Clothes that come off easily help. Keep sits short and relaxed, and let your child get up if nothing happens. Praise the trying, not just the result.',
      funFact: { title: 'One place to start', text: 'Some families keep the potty in the bathroom so children link it with where grown-ups go.' },
    },
    {
      title: 'Accidents, Setbacks and Night Time',
      content: 'Accidents are normal and expected. Clean up calmly and say something simple like "Wee goes in the potty. Let\'s get dry pants." Setbacks often come with big changes, such as a new baby, a move or illness. If your child resists strongly, take a short break and try again in a few weeks. Night dryness usually takes longer, and many children still need night-time protection for a while.',
      funFact: { title: 'Night is different', text: 'Staying dry at night depends partly on body development, so it cannot be taught by effort alone.' },
    },
  ],
  ageStage: {
    '3-5': 'Many children learn to use the potty in the preschool years, and some take longer than others. Preschoolers love independence and praise, so let them flush, wash hands and choose their own pants. Occasional daytime accidents and wet nights are still common at this age.',
    '6-8': 'Most school-age children are dry in the daytime. Occasional accidents can happen when children are absorbed in play or avoid school toilets. Wetting or soiling that keeps happening, or starts after a long dry spell, is worth raising with your doctor.',
    '9-12': 'Daytime accidents are uncommon at this age and can be embarrassing. Some children still wet the bed at night, which is usually not their fault. Handle it privately and kindly, and talk to your doctor for help.',
    '13+': 'Toilet training is long done for most teens. If wetting or soiling problems continue, they can have a medical cause and deserve a doctor\'s check. Respect your teen\'s privacy and let them take the lead in managing it.',
  },
  brainBehavior: 'Using the toilet needs a chain of skills: noticing the body\'s signals, holding on for a moment, getting to the potty, and undressing. The nerves and muscles that control the bladder and bowel mature with age, and so does the ability to notice and name what the body is doing. Pressure and punishment can make children hold on, which may lead to hard, painful poos and more resistance.',
  approaches: [
    { strategy: 'Wait for readiness signs', rationale: 'Training goes faster and with fewer accidents when the child is physically and emotionally ready.', howTo: 'Look for dry spells of a couple of hours, awareness of weeing or pooing, interest in the potty, and being able to follow simple instructions.' },
    { strategy: 'Scheduled, relaxed potty breaks', rationale: 'Regular chances to succeed build the habit without nagging.', howTo: 'Offer the potty after waking, after meals and before bed. Keep sits to a few minutes, and read a book or sing a song together.' },
    { strategy: 'Praise for effort', rationale: 'Children repeat what earns warm attention.', howTo: 'Praise sitting, trying and telling you, not only success. A sticker chart can help some preschoolers for a while.' },
    { strategy: 'Calm, shame-free accident handling', rationale: 'Punishment and shame make children anxious and can lead to holding on.', howTo: 'Say a short, neutral line, change clothes together and move on. Involve your child in simple clean-up if they are old enough.' },
    { strategy: 'Take a break when it becomes a power struggle', rationale: 'A child cannot be forced to use the potty; a pause lowers tension.', howTo: 'Go back to nappies or pull-ups for a few weeks without fuss, then try again with a fresh, relaxed start.' },
  ],
  prosCons: [
    { approach: 'Gradual, child-led training', pros: ['Low stress for everyone', 'Follows the child\'s pace'], cons: ['Can take several months', 'Needs steady routines from every carer'], bestFor: 'Most families, especially with a hesitant child' },
    { approach: 'Intensive "few days at home" method', pros: ['Focused and clear for the child', 'Fast progress for some ready children'], cons: ['Many accidents at first', 'Stressful if the child is not ready'], bestFor: 'Ready children with a parent free to stay home for a few days' },
    { approach: 'Sticker or reward chart', pros: ['Motivating for many preschoolers', 'Makes progress visible'], cons: ['Can lose its pull over time', 'Does not help a child who is not ready'], bestFor: 'A short boost once a child understands the basics' },
  ],
  sources: [
    {
      claim: 'NHS advice on how to potty train: most parents start thinking about it when their child is between 2 and 2 and a half, but there is no perfect time. Most children can control their bowels before their bladder. It usually takes longer to learn to stay dry at night. You cannot force a child to use a potty; be patient and encourage the behaviour you want, and try when there are no big changes in the family routine.',
      title: 'NHS: How to potty train',
      url: 'https://www.nhs.uk/baby/babys-development/potty-training-and-bedwetting/how-to-potty-train/',
      read: '2026-11-23',
      authority: 'public-health',
    },
    {
      claim: 'American Academy of Pediatrics (HealthyChildren.org) toilet training guidance: there is no set age to start; look for signs of readiness such as staying dry for a couple of hours, awareness of needing to go and interest in the potty; praise success, avoid punishment for accidents, and talk with your pediatrician about toilet-training resistance, constipation or painful stools.',
      title: 'HealthyChildren.org (AAP): Toilet Training',
      url: 'https://www.healthychildren.org/English/ages-stages/toddler/toilet-training/Pages/default.aspx',
      read: '2026-11-23',
      authority: 'public-health',
    },
  ],
  microTasks: [
    'Note for one day when your child is dry, when they wee or poo, and whether they notice it.',
    'Read a potty picture book together and let your child sit on the potty fully dressed.',
    'Choose easy-on, easy-off clothes and, if your child likes, new "big kid" pants together.',
    'Offer the potty after waking, after meals and before bed, for a few relaxed minutes each time.',
    'Practise your calm accident line: "Wee goes in the potty. Let\'s get dry pants."',
    'Tell every carer (grandparents, nursery) the same routine and words you use.',
    'Review the week: if it has become a battle, plan a short break and a fresh start.',
  ],
  sampleScript: {
    '3-5': '"Your body is telling you it\'s time for a wee! Let\'s go to the potty." (After a try:) "You sat on the potty and tried. Well done!" (After an accident:) "Oops, wee goes in the potty. Let\'s get some dry pants. You\'re learning."',
    '6-8': '"Accidents happen when we\'re busy playing. Let\'s set a plan: a toilet stop before we go out and before playtime ends. You\'re in charge of remembering, and I\'ll help with a reminder."',
    '9-12': '"Lots of kids have this happen, and it\'s not your fault. Let\'s ask the doctor, who helps with this all the time. We\'ll keep it just between us and the doctor."',
    '13+': '"I know this is private and a bit embarrassing. It\'s a medical thing, not a you thing. Would you like to talk to the doctor on your own, or with me there?"',
  },
  ifThisHappens: [
    { scenario: 'My child refuses to sit on the potty.', solution: 'Stop pushing for a few weeks, which removes the power struggle. Keep the potty in sight, read potty books, and let your child watch family members use the toilet. Restart when interest returns.' },
    { scenario: 'My child will wee in the potty but holds in poo.', solution: 'This is common and often linked to fear or a past hard poo. Stay relaxed, offer the potty after meals, and let them use a nappy for poos for a while if needed. Talk to your doctor if poos are hard or painful.' },
    { scenario: 'My child was trained but started having accidents again.', solution: 'Look for changes or stress, such as a new sibling, a move or starting nursery. Go back to regular reminders and calm praise. Sudden new accidents, pain or a child who seems unwell deserve a doctor\'s visit.' },
    { scenario: 'Nursery wants my child trained before a set date.', solution: 'Talk to the staff about your child\'s readiness and agree on the same routine and words at home and nursery. Pressure to meet a deadline can backfire.' },
  ],
  pitfalls: [
    'Starting because of the calendar or pressure, before the child is ready.',
    'Punishing, shaming or showing disgust about accidents.',
    'Long potty sits that feel like a punishment.',
    'Carers using different routines and words.',
    'Ignoring hard or painful poos, which can make children hold on.',
  ],
  tracker: {
    description: 'A simple potty log for one or two weeks shows patterns and progress.',
    categories: ['Potty tries', 'Successes', 'Accidents', 'Time of day', 'Dry nap or night', 'Mood'],
  },
  weeklyPrompts: [
    'At what times of day did my child succeed most often?',
    'Did our routine stay the same across every carer?',
    'Is this feeling calm, or has it turned into a battle?',
    'Is there anything (hard poos, pain, stress) to mention to the doctor?',
  ],
  books: [
    { title: 'Everyone Poops', author: 'Taro Gomi' },
    { title: 'Potty', author: 'Leslie Patricelli' },
  ],
  expert: {
    pediatricianTip: 'Pediatricians advise following your child\'s readiness signs rather than a set age, and keeping training positive. Call your child\'s doctor about hard or painful poos, pain when weeing, blood in the potty, or new accidents after a long dry spell.',
    psychologistInsight: 'Child psychologists see many potty battles as power struggles: a child can always decide whether to go. Taking the pressure off, praising effort, and giving the child small choices and control usually gets things moving again.',
  },
  discussions: [
    { search: 'potty training readiness', title: 'Parents discussing when to start potty training', snippet: 'How families spotted readiness and what their first week looked like.' },
    { search: 'potty training regression', title: 'Parents sharing potty setbacks', snippet: 'What helped when accidents came back after a new baby or a move.' },
    { search: 'toddler refuses to poop on potty', title: 'Parents talking about poo refusal', snippet: 'Gentle ways families handled a child who holds in poo.' },
  ],
  glossary: [
    { term: 'Readiness signs', say: 'RED-ee-nis synes', definition: 'Clues that a child\'s body and mind are ready to learn toilet skills.' },
    { term: 'Regression', say: 'ri-GRESH-un', definition: 'Going back to an earlier stage for a while, such as accidents after being trained.' },
    { term: 'Withholding', say: 'with-HOHLD-ing', definition: 'Holding in poo or wee, often from fear; it can make poos hard and painful.' },
  ],
  tryIt: [{
    title: 'Make a Potty Picture Routine',
    description: 'Show the steps of using the potty in pictures your child can follow.',
    steps: [
      'Draw or photograph each step: pants down, sit, wee or poo, wipe, pants up, flush, wash hands.',
      'Stick the pictures in order at your child\'s eye level in the bathroom.',
      'Let your child point to each step as they do it.',
      'Praise following the steps, whether or not anything came out.',
    ],
    note: 'Help with wiping and hand washing until your child can do it well.',
  }],
  analogies: [
    { title: 'Learning to ride a bike', content: 'Potty training is like learning to ride a bike: wobbles and falls are part of it, and calm encouragement helps far more than scolding.' },
  ],
  realWorld: [
    { title: 'The new baby setback', content: 'A child who was dry for weeks starts having accidents when a baby sibling arrives. Calm reminders, extra one-to-one time and no shame usually bring progress back.' },
  ],
  engaging: [
    { question: 'Which readiness signs have you noticed in your child?', context: 'Dry spells, noticing when they go, and interest are good places to start.' },
    { question: 'What times of day could become regular potty times?', context: 'After waking, after meals and before bed work for many families.' },
  ],
  quiz: [
    { question: 'What matters most when deciding to start potty training?', right: 'Signs that the child is ready', wrong: ['The child\'s exact birthday', 'What the neighbours are doing'], skill: 'recall', support: ['Readiness matters more than age'] },
    { question: 'How should you respond to an accident?', right: 'Calmly, with no punishment or shame', wrong: ['With a firm telling-off', 'By taking away a favourite toy'], skill: 'cause-effect', support: ['Treat accidents calmly, with no punishment or shame'] },
    { question: 'Which usually comes later than daytime control?', right: 'Staying dry at night', wrong: ['Telling you they need to go', 'Sitting on the potty'], skill: 'sequence', support: ['Staying dry at night usually comes later than daytime control'] },
  ],
  related: ['parent-bedwetting', 'parent-bedtime', 'parent-big-emotions'],
  links: [SITES.healthyChildren, SITES.zeroToThree, britannica('toilet training')],
};
