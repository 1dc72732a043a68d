import { SITES } from '../links';
import type { ParentEntry } from '../types';

export const fearsNightmares: ParentEntry = {
  id: 'parent-fears-nightmares',
  question: 'How do I help my child with fears of the dark, monsters and nightmares?',
  title: 'Fears of the Dark, Monsters and Nightmares',
  blurb: 'Night-time fears, nightmares and night terrors: what is normal, what helps, and when to call the doctor.',
  // "Why do we have nightmares" from a child stays a child's question (resolve.ts); the guide needs a parent or a child word.
  standalone: [['night', 'terror*'], ['sleep', 'terror*'], ['child', 'nightmar*'], ['kid', 'nightmar*'], ['toddler', 'nightmar*'], ['child', 'afraid', 'dark'], ['kid', 'afraid', 'dark'], ['monster*', 'under', 'bed']],
  triggers: [
    ['nightmar*'], ['night', 'terror*'], ['sleep', 'terror*'], ['bad', 'dream*'], ['scary', 'dream*'],
    ['afraid', 'dark'], ['afraid', 'monster*'], ['monster*'], ['ghost*'], ['under', 'bed'], ['nightlight'], ['night', 'light'],
    ['afraid', 'sleep'], ['afraid', 'night'], ['afraid', 'bedroom'], ['wake*', 'screaming'], ['scream*', 'sleep'],
  ],
  quickAnswer: 'Fears of the dark, monsters and bad dreams are a normal part of growing up, and they are common in the preschool years. Take the fear seriously without agreeing that monsters are real. Offer comfort, a nightlight and a calm bedtime routine, and keep scary shows away in the evening. After a nightmare, your child wakes up scared and needs a hug and reassurance. A night terror is different: your child seems awake and upset but is still asleep. Stay calm, keep them safe and do not try to wake them. Talk to your doctor if night terrors or nightmares happen often, or if fears get in the way of daily life.',
  takeaways: [
    'Night-time fears are common and usually fade with time and calm support.',
    'Respect the feeling, but don\'t act as if monsters are real.',
    'After a nightmare, comfort your child and help them settle back to sleep.',
    'During a night terror, stay calm, keep your child safe and let it pass.',
    'Talk to your doctor if episodes happen often or fears disrupt daily life.',
  ],
  sections: [
    {
      title: 'Why Night-Time Fears Are So Common',
      content: 'Young children have big imaginations but are still learning what is real. In the dark, a coat on a chair can look like a monster, and a child cannot easily reason the fear away. Nightmares seem to peak in the preschool years, when fear of the dark is common. Most children grow out of these fears as their thinking matures. A calm, predictable bedtime helps them feel safe while they do.',
      funFact: { title: 'Real and pretend', text: 'Knowing that a dream is "only a dream" does not stop a young child from feeling scared by it.' },
    },
    {
      title: 'Nightmares and Night Terrors Are Different',
      content: 'A nightmare is a scary dream that wakes your child up, usually in the second half of the night. Afterwards they can tell you about it and want comfort. A night terror happens earlier in the night, during deep sleep. Your child may scream, thrash or sit up with eyes open, yet they are not really awake. They will not recognise you and will not remember it in the morning. Night terrors are most common between the ages of 3 and 8.',
      funFact: { title: 'Harder on parents', text: 'Night terrors often upset the parents more than the child, who usually remembers nothing.' },
    },
    {
      title: 'When to Talk to the Doctor',
      content: 'Most fears and bad dreams are a normal part of growing up. Talk to your child\'s doctor if night terrors or nightmares happen often, or if your child seems very tired in the day. Also ask for help if fears are so strong that they stop your child from sleeping, going to school or enjoying play. Mention it too if the nightmares began after something frightening happened. Doctors and child therapists can help, and anxiety in children can be treated.',
      funFact: { title: 'Sleep diary', text: 'Noting the time and details of each episode for a couple of weeks gives the doctor a clear picture.' },
    },
  ],
  ageStage: {
    '3-5': 'Preschoolers are the age group most troubled by the dark, monsters and bad dreams, because their imagination runs ahead of their sense of what is real. Night terrors can also start at this age. Short, concrete reassurance, a nightlight, a comfort toy and a predictable routine help most.',
    '6-8': 'School-age children still have some night-time fears, but the content shifts toward real dangers, such as burglars, storms or something they saw on the news. Night terrors are still common until about 8. They can learn simple coping tools, like slow breathing and "brave thoughts".',
    '9-12': 'Preteens usually outgrow monster fears, but worries about school, friends or world events can show up as bad dreams or trouble settling. They may feel embarrassed to admit they are scared, so a private, matter-of-fact chat works better than a fuss.',
    '13+': 'Teenagers rarely have monster fears, and night terrors usually fade by now. Frequent nightmares in a teen, especially after a frightening event, are worth raising with the doctor. Late-night screens, scary content and too little sleep can all make bad dreams more likely.',
  },
  brainBehavior: 'Fear comes from the brain\'s alarm system, which reacts fast to anything that might be a threat. In young children the thinking brain, which checks whether the danger is real, is still developing, and imagination fills the dark with possibilities. Nightmares happen in REM sleep, when the brain is busy dreaming. Night terrors happen during deep sleep earlier in the night, when part of the brain briefly wakes up while the rest stays asleep. Tiredness and stress make both more likely.',
  approaches: [
    { strategy: 'Take the fear seriously, without confirming it', rationale: 'Dismissing a fear leaves a child alone with it, while playing along can suggest the monster is real.', howTo: 'Say "I can see you feel scared. Your room is safe, and I\'m close by." Check the room together once if that helps, then move on.' },
    { strategy: 'Build a safe, calm bedtime', rationale: 'Tiredness, stress and scary content before bed make nightmares and night terrors more likely.', howTo: 'Keep a regular bedtime, a short calm routine, a nightlight if wanted, and no scary shows, games or stories in the evening.' },
    { strategy: 'Comfort briefly after a nightmare', rationale: 'A quick, warm response helps a child settle back to sleep and learn that bad dreams pass.', howTo: 'Go in, hug, remind them it was a dream and they are safe, and stay a few minutes. Talk about the dream in the daytime if they want to.' },
    { strategy: 'Stay calm and keep them safe during a night terror', rationale: 'A child in a night terror is still asleep; waking or holding them can make it worse.', howTo: 'Stay nearby, move anything they could hurt themselves on, and wait. Don\'t try to wake them, and don\'t quiz them about it next morning.' },
    { strategy: 'Face fears in small brave steps by day', rationale: 'Avoiding a fear brings short-term relief but can make it grow; gradual practice helps it shrink.', howTo: 'Play torch games in a dim room, read books about brave characters, and praise each small step, such as a minute longer with the light off.' },
  ],
  prosCons: [
    { approach: 'Nightlight and comfort object', pros: ['Simple and soothing', 'Gives a sense of control'], cons: ['A very bright light can make sleep harder', 'May be needed for a while'], bestFor: 'Young children afraid of the dark' },
    { approach: '"Monster spray" or checking for monsters', pros: ['Playful and quick', 'Some children feel in control'], cons: ['Can suggest monsters might be real', 'May become a long nightly ritual'], bestFor: 'Families who keep it light and short; some prefer to skip it' },
    { approach: 'Letting the child sleep in the parents\' bed', pros: ['Quick comfort on a bad night', 'Everyone gets back to sleep sooner'], cons: ['Can become a habit that is hard to undo', 'Doesn\'t build confidence in their own room'], bestFor: 'Occasional rough nights, when the family is comfortable with it' },
    { approach: 'Daytime brave practice', pros: ['Builds real confidence', 'Shrinks the fear over time'], cons: ['Takes patience and small steps', 'Pushing too fast can backfire'], bestFor: 'Fears that last for weeks or limit what the child does' },
  ],
  sources: [
    {
      claim: 'Night terrors are different from nightmares. During a night terror a child may scream, shout and thrash around with eyes open but is not fully awake, may not recognise parents, and will not remember it; episodes happen in the early part of the night and can last up to 15 minutes. They are most common in children between the ages of 3 and 8. Stay calm, do not try to wake the child, and make sure they are safe. Nightmares happen later in the night; the child wakes up and can remember the dream. Being very tired, stressed or frightened (such as by a scary film) can trigger both. See a GP if they happen often or affect daily life.',
      title: 'NHS: Night terrors and nightmares',
      url: 'https://www.nhs.uk/conditions/night-terrors/',
      read: '2026-11-23',
      authority: 'public-health',
    },
    {
      claim: 'Almost every child has an occasional frightening dream, and nightmares seem to peak during the preschool years, when fear of the dark is common. Nightmares happen during REM (rapid eye movement) sleep, mostly in the second half of the night. A calm bedtime routine, avoiding scary books and movies before bed, a nightlight or comfort object, and comfort after a nightmare help; talk to your doctor if nightmares are frequent or fears affect the day.',
      title: 'KidsHealth (Nemours): Nightmares',
      url: 'https://kidshealth.org/en/parents/nightmare.html',
      read: '2026-11-23',
      authority: 'public-health',
    },
    {
      claim: 'Helping children avoid what they fear brings relief in the short term but reinforces anxiety over time; parents help more by respecting the feeling without empowering it, expressing confidence that the child can cope, and encouraging them to face fears step by step.',
      title: 'Child Mind Institute: What to Do (and Not Do) When Children Are Anxious',
      url: 'https://childmind.org/article/what-to-do-and-not-do-when-children-are-anxious/',
      read: '2026-11-23',
      authority: 'nonprofit',
    },
    {
      claim: 'Many fears and worries are typical in childhood, but when they do not go away or are so strong that they interfere with school, home or play, a child may have an anxiety disorder; anxiety can be treated, and a healthcare provider can help families get started.',
      title: 'CDC: Anxiety and Depression in Children',
      url: 'https://www.cdc.gov/children-mental-health/about/about-anxiety-and-depression-in-children.html',
      read: '2026-11-23',
      authority: 'public-health',
    },
  ],
  microTasks: [
    'Ask your child in the daytime what feels scary at night, and just listen.',
    'Check the bedroom together in daylight and change anything that casts scary shadows.',
    'Swap evening shows, games and stories for calm ones, and keep the routine the same.',
    'Agree a short comfort plan: a nightlight, a favourite toy and one check-in from you.',
    'Practise a brave step by day, like a torch hunt in a dim room, and praise it.',
    'If there were night terrors, note the time they happen and make bedtime a little earlier.',
    'Review the week: what helped most, and is anything worth mentioning to the doctor?',
  ],
  sampleScript: {
    '3-5': '"That was a scary dream. It\'s over now, and you\'re safe in your bed. I\'m right here. Let\'s hug Bunny and take three slow breaths together. I\'ll stay a little while, then I\'ll be in the next room."',
    '6-8': '"Lots of kids feel scared in the dark. Your brain is good at imagining things. What would help you feel braver tonight, the nightlight or the door open a bit? Tomorrow we can practise being brave with the torch game."',
    '9-12': '"You\'ve been sleeping badly, and I wondered if something is on your mind. Bad dreams often come when we\'re worried. Do you want to talk about it now, or tomorrow on the walk to school?"',
    '13+': '"I\'ve noticed you\'ve had a few rough nights. You don\'t have to tell me everything. But if the dreams keep coming or you\'re wiped out during the day, I\'d like us to check in with the doctor. Would that be okay?"',
  },
  ifThisHappens: [
    { scenario: 'My child screams in their sleep and doesn\'t know me.', solution: 'This sounds like a night terror. Stay calm and nearby, keep them safe, and let it pass without waking them. If it happens often, or at the same time each night, talk to your doctor.' },
    { scenario: 'My child refuses to sleep alone because of monsters.', solution: 'Acknowledge the fear, offer a nightlight and a comfort object, and promise a short check-in. Build bravery in small steps during the day rather than forcing it at night.' },
    { scenario: 'The nightmares started after something frightening happened.', solution: 'Give extra comfort and routine, limit news and scary media, and talk to your child\'s doctor, who can suggest support if the dreams or fears continue.' },
    { scenario: 'My child walks or talks in their sleep.', solution: 'Keep the room and stairs safe, guide them calmly back to bed, and avoid waking them suddenly. Mention it to the doctor if it happens often or they could get hurt.' },
  ],
  pitfalls: [
    'Laughing at the fear or saying "Don\'t be silly."',
    'Playing along so much that monsters seem real.',
    'Scary shows, games or stories close to bedtime.',
    'Trying to wake or restrain a child during a night terror.',
    'Letting a fear shrink the child\'s life, such as avoiding all dark rooms for months.',
  ],
  tracker: {
    description: 'A simple night diary shows patterns and helps the doctor if you need one.',
    categories: ['Bedtime and wake time', 'Evening media', 'Fear at bedtime (0 to 5)', 'Nightmare or night terror', 'Time of episode', 'What helped'],
  },
  weeklyPrompts: [
    'Which nights went best, and what was different about them?',
    'Is my child\'s fear shrinking, staying the same, or growing?',
    'Did we avoid scary content in the evenings?',
    'Is anything happening at home or school that might be feeding the fears?',
  ],
  books: [
    { title: 'There\'s a Nightmare in My Closet', author: 'Mercer Mayer' },
    { title: 'Go Away, Big Green Monster!', author: 'Ed Emberley' },
    { title: 'Freeing Your Child from Anxiety', author: 'Tamar E. Chansky' },
  ],
  expert: {
    pediatricianTip: 'Pediatricians see night-time fears and nightmares as a normal part of development. A regular bedtime, enough sleep and no scary media in the evening prevent many problems. Call the doctor if night terrors happen often, if your child is very sleepy in the day, or if fears keep them from sleeping, school or play.',
    psychologistInsight: 'Child psychologists help children face fears gradually rather than avoid them. Calm empathy, confidence that the child can cope, and small brave steps in the daytime work better than either dismissing the fear or rescuing the child every time.',
  },
  discussions: [
    { search: 'toddler night terrors', title: 'Parents talking about night terrors', snippet: 'What night terrors looked like in other families, and what helped them pass.' },
    { search: 'scared of the dark', title: 'Parents sharing ideas for fear of the dark', snippet: 'Nightlights, comfort objects and brave games other families tried.' },
    { search: 'monster spray', title: 'Parents discussing monster spray', snippet: 'Why some families use it and others prefer to skip it.' },
  ],
  glossary: [
    { term: 'Nightmare', say: 'NYTE-mair', definition: 'A scary dream that wakes a child up; they usually remember it.' },
    { term: 'Night terror', say: 'NYTE TEH-rer', definition: 'A partial waking from deep sleep with screaming or thrashing; the child stays asleep and forgets it.' },
    { term: 'REM sleep', say: 'REM sleep', definition: 'The stage of sleep when most dreaming happens; the eyes move quickly under the lids.' },
    { term: 'Comfort object', say: 'KUM-fert OB-jekt', definition: 'A favourite toy or blanket that helps a child feel safe.' },
  ],
  tryIt: [{
    title: 'The Torch Treasure Hunt',
    description: 'A daytime game that makes the dark feel familiar and fun.',
    steps: [
      'Hide a few small toys in a dim room while your child waits outside.',
      'Give your child a torch and go in together to find them.',
      'Next time, let your child go first while you wait by the door.',
      'Praise each brave step, and stop while it is still fun.',
    ],
    note: 'Keep it playful and never turn off the lights as a surprise. The aim is confidence, not a scare.',
  }],
  analogies: [
    { title: 'A smoke alarm that is too sensitive', content: 'A scared child\'s brain is like a smoke alarm that goes off for burnt toast. Calm practice teaches the alarm the difference between toast and a real fire.' },
  ],
  realWorld: [
    { title: 'The shadow on the wall', content: 'A dressing gown on the door becomes a monster in the dark. Looking at it together with the light on, then off, turns a frightening shape back into a dressing gown.' },
  ],
  engaging: [
    { question: 'What does your child say is scary at night?', context: 'The exact fear often points to the best fix.' },
    { question: 'What happens in the hour before bed?', context: 'Evening shows, games and stories can feed bad dreams.' },
  ],
  quiz: [
    { question: 'What should you do during a night terror?', right: 'Stay calm and keep them safe', wrong: ['Wake them up right away', 'Ask them what they dreamt'], skill: 'recall', support: ['stay calm, keep them safe and do not try to wake them'] },
    { question: 'When do nightmares usually happen?', right: 'In the second half of the night', wrong: ['Just after falling asleep', 'Only during daytime naps'], skill: 'recall', support: ['usually in the second half of the night'] },
    { question: 'Which response helps a fear of monsters?', right: 'Respect the fear, without confirming it', wrong: ['Tell them not to be silly', 'Agree that monsters are real'], skill: 'cause-effect', support: ['Take the fear seriously without agreeing that monsters are real'] },
  ],
  related: ['parent-bedtime', 'parent-anxiety', 'parent-big-emotions'],
  links: [SITES.kidsHealth, SITES.healthyChildren, SITES.childMind],
};
