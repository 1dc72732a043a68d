import { SITES } from '../links';
import type { ParentEntry } from '../types';

export const bedwetting: ParentEntry = {
  id: 'parent-bedwetting',
  question: 'What should I do if my child wets the bed?',
  title: 'Bedwetting: Calm Help for Dry Nights',
  blurb: 'Why bedwetting happens, why it is not your child\'s fault, practical steps, and when to see the doctor.',
  standalone: [['bedwet*'], ['wet*', 'the', 'bed'], ['wet*', 'bed'], ['enuresis'], ['dry', 'at', 'night'], ['night', 'time', 'wetting']],
  triggers: [['bedwet*'], ['wet*', 'bed'], ['bed', 'wet*'], ['enuresis'], ['wet*', 'night'], ['wet*', 'at', 'night'], ['dry', 'at', 'night'], ['dry', 'night*'], ['pee*', 'bed'], ['pee*', 'sleep'], ['wee*', 'bed'], ['accident*', 'night'], ['night', 'nappy'], ['night', 'diaper'], ['pull', 'ups', 'night']],
  quickAnswer: 'Bedwetting is common in young children and is not your child\'s fault. It often runs in families and usually stops as the body matures. Never punish or shame. Make sure your child drinks enough during the day, avoids fizzy and caffeinated drinks, and uses the toilet before bed. Use waterproof covers so nights are less stressful. See your doctor if your child is 5 or older and it bothers them, if wetting starts again after 6 months of dry nights, or if there is pain, thirst or daytime wetting.',
  takeaways: [
    'Bedwetting is common, usually runs in families, and is not the child\'s fault.',
    'Never punish, tease or shame; it can make things worse.',
    'Drinks spread through the day, fewer in the evening, no caffeine, and a toilet trip before bed.',
    'Reward things your child can control, like using the toilet before bed, not dry nights.',
    'See a doctor if your child is 5 or older and bothered by it, or if wetting starts again after being dry.',
  ],
  sections: [
    {
      title: 'Why Children Wet the Bed',
      content: 'Bedwetting is not laziness or bad behaviour. There is often no single reason, and it often runs in families. Some children make more urine at night than their bladder can hold. Some have a bladder that holds less, and some sleep so deeply they don\'t wake when their bladder is full. Constipation can also press on the bladder. Most children grow out of it in time.',
      funFact: { title: 'It runs in families', text: 'Many children who wet the bed have a parent or close relative who did too.' },
    },
    {
      title: 'What Helps at Home',
      content: 'Offer regular drinks through the day so your child is not very thirsty in the evening. Avoid fizzy drinks, cola and tea, which can make the body produce more urine. Make a toilet trip part of the bedtime routine, and keep the path to the toilet easy and lit. Use waterproof mattress covers and keep spare sheets ready. Praise things your child can control, like going to the toilet before bed, rather than dry nights.',
      funFact: { title: 'A calm morning', text: 'A simple routine for wet mornings, like putting sheets in the wash together, keeps it low-key.' },
    },
    {
      title: 'When to See the Doctor',
      content: 'Talk to your doctor if your child is 5 or older and bedwetting bothers them or you. Go sooner if your child starts wetting again after 6 months or more of dry nights. Also go if there is pain when weeing, unusual thirst, blood in the urine, daytime wetting, or constipation. Doctors can check for causes and discuss treatments such as a bedwetting alarm or medicine. Treatment decisions and any medicine are for the doctor to guide.',
      funFact: { title: 'Help exists', text: 'Bedwetting alarms and other treatments can help many children who want to be dry sooner.' },
    },
  ],
  ageStage: {
    '3-5': 'Wet nights are very common at this age, even in children who are dry in the daytime. Night-time nappies or pull-ups are fine. Stay relaxed and matter-of-fact, and avoid pressure. Doctors do not usually treat bedwetting before 5.',
    '6-8': 'Many children still wet the bed sometimes. It can start to bother children, especially before sleepovers or school trips. This is a good time to talk to the doctor if your child wants help. Reassure them that it is common and not their fault.',
    '9-12': 'Fewer children wet the bed at this age, so it can feel embarrassing and lonely. Talk to the doctor about treatment options, and plan discreetly for sleepovers and trips. Protect your child\'s privacy, including from siblings.',
    '13+': 'Bedwetting in teens is less common and can be very upsetting. It still deserves a calm, private conversation and a doctor\'s check. Let your teen take the lead in managing it, with your support.',
  },
  brainBehavior: 'Staying dry at night depends on three things working together: how much urine the body makes at night, how much the bladder can hold, and whether the brain wakes up to a full bladder. These mature at different speeds in different children, which is why bedwetting often runs in families and usually fades with time. Stress can bring back wetting in a child who was dry.',
  approaches: [
    { strategy: 'Calm, shame-free response', rationale: 'Children cannot control bedwetting by trying harder; shame adds stress without helping.', howTo: 'Say "It\'s OK, bodies take time," change the bed together, and move on without comment.' },
    { strategy: 'Drinks and toilet routine', rationale: 'Well-spread drinks, no caffeine and a toilet trip before bed give the bladder the best chance.', howTo: 'Offer drinks regularly in the day, fewer in the last hour before bed, avoid cola and tea, and add a toilet stop to the bedtime routine.' },
    { strategy: 'Reward what your child controls', rationale: 'Rewarding dry nights can feel unfair, since children cannot choose them.', howTo: 'Give stickers for drinking well, using the toilet before bed and helping change the sheets.' },
    { strategy: 'See the doctor when it is time', rationale: 'A doctor can check for other causes and offer treatments.', howTo: 'Book an appointment if your child is 5 or older and bothered by it, or if wetting starts again after being dry.' },
  ],
  prosCons: [
    { approach: 'Waiting and reassurance', pros: ['Most children outgrow it', 'No cost or effort'], cons: ['Can take a long time', 'Hard for a child who is upset by it'], bestFor: 'Younger children who are not bothered' },
    { approach: 'Bedwetting alarm (with the doctor\'s advice)', pros: ['Teaches the brain to wake to a full bladder', 'Works for many children'], cons: ['Takes several weeks', 'Can disturb the family\'s sleep'], bestFor: 'Motivated children, with a doctor\'s guidance' },
    { approach: 'Lifting a sleeping child to the toilet', pros: ['Fewer wet beds for now', 'Simple'], cons: ['Does not teach the body to wake', 'Disturbs sleep'], bestFor: 'Short-term use, such as on holiday' },
  ],
  sources: [
    {
      claim: 'NHS: bedwetting is common in children and is not their fault; there is often no obvious reason and it can run in families. It can happen if a child makes more urine than the bladder can hold, has an overactive bladder, or is a deep sleeper; constipation can contribute. Make sure your child drinks enough during the day, avoid fizzy drinks and drinks with caffeine such as cola and tea, and go to the toilet before bed; use waterproof covers and do not punish. See a GP if your child is 5 or older and bedwetting is a problem, if it starts again after being dry for 6 months, or if there are other symptoms such as pain, thirst, blood in urine or daytime wetting. Treatments include bedwetting alarms and medicines.',
      title: 'NHS: Bedwetting in children',
      url: 'https://www.nhs.uk/conditions/bedwetting/',
      read: '2026-11-23',
      authority: 'public-health',
    },
    {
      claim: 'National Institute of Diabetes and Digestive and Kidney Diseases (NIDDK): bedwetting is common and is not caused by laziness or bad behaviour; children should not be punished for it, and most outgrow it. A health care professional can check for causes and may recommend treatments such as a moisture (bedwetting) alarm or medicine.',
      title: 'NIDDK (NIH): Bladder Control Problems & Bedwetting in Children',
      url: 'https://www.niddk.nih.gov/health-information/urologic-diseases/bladder-control-problems-bedwetting-children',
      read: '2026-11-23',
      authority: 'public-health',
    },
  ],
  microTasks: [
    'Tell your child calmly that bedwetting is common, not their fault, and that bodies take time.',
    'Put a waterproof cover on the mattress and keep spare sheets and pyjamas ready.',
    'Offer drinks regularly through the day, and swap any fizzy or caffeinated drinks for water or milk.',
    'Add a toilet trip to the bedtime routine and light the way to the toilet.',
    'Make a sticker chart for things your child controls: drinks, toilet before bed, helping with sheets.',
    'Check for constipation (hard or infrequent poos) and mention it to the doctor if you notice it.',
    'If your child is 5 or older and bothered by it, book a doctor\'s appointment to talk about options.',
  ],
  sampleScript: {
    '3-5': '"Oops, the bed got wet. That\'s OK. Lots of children wet the bed while their bodies are growing. Let\'s get you some dry pyjamas and a big cuddle."',
    '6-8': '"Wetting the bed isn\'t your fault, and lots of kids your age do it. Your body just hasn\'t learned to wake up yet. Let\'s put your sheets in the wash together, and we can ask the doctor if there\'s something that could help."',
    '9-12': '"This is more common than you think, and it\'s nothing you\'re doing wrong. The doctor can help, and we\'ll keep it private. For the sleepover, let\'s make a plan so you feel OK."',
    '13+': '"I know this feels really embarrassing, but it\'s a medical thing and doctors help with it all the time. Would you like to see the doctor on your own, or with me there?"',
  },
  ifThisHappens: [
    { scenario: 'My child was dry for months and started wetting again.', solution: 'Look for stress or changes, like a new sibling or starting school, and offer extra reassurance. Because wetting that returns after 6 months of dry nights can have a medical cause, see your doctor.' },
    { scenario: 'A sleepover is coming up.', solution: 'Plan discreetly: absorbent pants that look like underwear, a sleeping bag with a liner, and a quiet word with the host parent if your child agrees. The doctor may also have short-term options.' },
    { scenario: 'A sibling teases my child about wet beds.', solution: 'Stop it firmly and privately explain to the sibling that bedwetting is common and not anyone\'s fault. Teasing is not allowed.' },
    { scenario: 'My child also wets in the day or says it hurts to wee.', solution: 'See your doctor. Daytime wetting, pain, unusual thirst or blood in the urine need a medical check.' },
  ],
  pitfalls: [
    'Punishing, shaming or teasing about wet beds.',
    'Cutting drinks hard all day, which can make things worse.',
    'Rewarding dry nights that the child cannot control.',
    'Letting siblings or friends find out without the child\'s consent.',
    'Waiting when there are warning signs like pain, thirst or daytime wetting.',
  ],
  tracker: {
    description: 'A two-week diary helps you and the doctor see patterns.',
    categories: ['Wet or dry night', 'Evening drinks', 'Toilet before bed', 'Poos (hard or normal)', 'Stress or changes', 'Mood'],
  },
  weeklyPrompts: [
    'How did my child feel about wet nights this week?',
    'Were drinks spread well through the day?',
    'Did I praise the things my child can control?',
    'Are there any signs that mean we should see the doctor?',
  ],
  books: [
    { title: 'Waking Up Dry: A Guide to Help Children Overcome Bedwetting', author: 'Howard J. Bennett' },
    { title: 'Do Little Mermaids Wet Their Beds?', author: 'Jeanne Willis' },
  ],
  expert: {
    pediatricianTip: 'Pediatricians stress that bedwetting is common and not the child\'s fault. Check with your child\'s doctor if your child is 5 or older and bothered by it, if wetting returns after a long dry spell, or if there is pain, thirst, daytime wetting or constipation. Only use treatments and medicines your doctor recommends.',
    psychologistInsight: 'Child psychologists point out that shame is the biggest risk with bedwetting: it can hurt self-esteem and make children hide it. A calm, private, team approach keeps the child\'s confidence intact while the body catches up.',
  },
  discussions: [
    { search: 'bedwetting 6 year old', title: 'Parents discussing bedwetting', snippet: 'How other families handled wet nights calmly.' },
    { search: 'bedwetting alarm experience', title: 'Parents sharing experiences with bedwetting alarms', snippet: 'What using an alarm was like, with a doctor\'s guidance.' },
    { search: 'sleepover bedwetting tips', title: 'Parents talking about sleepovers and bedwetting', snippet: 'Discreet plans that helped children enjoy sleepovers.' },
  ],
  glossary: [
    { term: 'Enuresis', say: 'en-yoo-REE-sis', definition: 'The medical word for wetting, including bedwetting at night.' },
    { term: 'Bladder', say: 'BLAD-er', definition: 'The stretchy bag in the body that stores urine until we go to the toilet.' },
    { term: 'Bedwetting alarm', say: 'BED-wet-ing uh-LARM', definition: 'A device that sounds when it senses wetness, to help the brain learn to wake to a full bladder.' },
  ],
  tryIt: [{
    title: 'A Calm Wet-Night Kit',
    description: 'Make wet nights quick and low-stress for everyone.',
    steps: [
      'Put a waterproof cover on the mattress, with a second sheet and cover underneath for quick changes.',
      'Keep a basket by the bed with spare pyjamas, a towel and a bag for wet things.',
      'Agree on a simple routine: change, wet things in the bag, back to bed.',
      'Praise your child for helping, and keep talk about it short and kind.',
    ],
    note: 'Keep the kit private if your child prefers; the goal is calm, not attention.',
  }],
  analogies: [
    { title: 'Growing at different speeds', content: 'Night dryness is like losing baby teeth: it happens at different ages for different children, and trying harder does not make it come sooner.' },
  ],
  realWorld: [
    { title: 'The school trip', content: 'A child who wets the bed dreads a school trip. The parent talks to the doctor and, with the child\'s agreement, makes a quiet plan with a teacher. The child goes and has a great time.' },
  ],
  engaging: [
    { question: 'How does your child feel about wet nights?', context: 'Their feelings help decide when to seek treatment.' },
    { question: 'Did anyone in your family wet the bed as a child?', context: 'Bedwetting often runs in families.' },
  ],
  quiz: [
    { question: 'Whose fault is bedwetting?', right: 'No one\'s: it is common and not the child\'s fault', wrong: ['The child\'s, for not trying hard enough', 'The parent\'s, for being too soft'], skill: 'recall', support: ['Bedwetting is common, usually runs in families, and is not the child\'s fault'] },
    { question: 'Which drinks are best avoided in the evening?', right: 'Fizzy and caffeinated drinks like cola', wrong: ['A glass of water with dinner', 'A cup of milk at breakfast time'], skill: 'recall', support: ['Avoid fizzy drinks, cola and tea'] },
    { question: 'When should you see a doctor about bedwetting?', right: 'If wetting starts again after being dry', wrong: ['After the very first wet night', 'Only when a child turns ten'], skill: 'recall', support: ['if wetting starts again after being dry'] },
  ],
  related: ['parent-potty-training', 'parent-bedtime', 'parent-anxiety'],
  links: [SITES.healthyChildren, SITES.kidsHealth, SITES.childMind],
};
