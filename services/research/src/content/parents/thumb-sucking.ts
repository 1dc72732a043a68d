import { SITES } from '../links';
import type { ParentEntry } from '../types';

export const thumbSucking: ParentEntry = {
  id: 'parent-thumb-sucking',
  question: 'How do I help my child stop thumb sucking?',
  title: 'Thumb Sucking: When and How to Help Your Child Stop',
  blurb: 'Why children suck their thumbs, when it matters for teeth, and gentle ways to help them stop.',
  standalone: [['thumb', 'suck*'], ['thumbsuck*'], ['suck*', 'thumb'], ['suck*', 'finger*'], ['finger', 'suck*']],
  triggers: [['thumb'], ['thumbsuck*'], ['suck*', 'finger*'], ['finger', 'suck*'], ['suck*', 'thumb']],
  quickAnswer: 'Thumb sucking is a normal way for babies and young children to soothe themselves, and most stop on their own. It usually only becomes a concern for the teeth once permanent teeth start coming in, or if it is very frequent and intense. Do not scold or shame your child. Notice when they suck their thumb, offer other comforts, praise thumb-free times and use gentle reminders. Ask your dentist or pediatrician if it continues as permanent teeth arrive.',
  takeaways: [
    'Thumb sucking is a normal self-soothing habit, and most children stop on their own.',
    'Dentists are most concerned once permanent teeth start coming in.',
    'Scolding and shaming usually make the habit stronger.',
    'Praise, gentle reminders and other comforts help children stop.',
    'Ask your dentist or pediatrician if it continues or you are worried.',
  ],
  sections: [
    {
      title: 'Why Children Suck Their Thumbs',
      content: 'Sucking is a natural reflex, and many babies find their thumb or fingers early. Sucking helps children feel calm and secure, so it often happens when they are tired, bored, upset or falling asleep. Most children give up the habit as they grow and find other ways to cope. Some keep it for sleep time only.',
      funFact: { title: 'A built-in comfort', text: 'A thumb is the one comforter a child can never lose.' },
    },
    {
      title: 'When It Matters',
      content: 'Thumb sucking in babies and toddlers is usually not a problem. Dentists become more concerned when the habit continues as permanent teeth come in, because strong, frequent sucking can affect how teeth line up and how the mouth grows. How hard and how often a child sucks matters more than the habit alone. Your dentist can check your child\'s teeth and advise you.',
      funFact: { title: 'Gentle or vigorous', text: 'A child who rests a thumb in the mouth puts less pressure on teeth than one who sucks hard.' },
    },
    {
      title: 'Helping Your Child Stop',
      content: 'Children stop most easily when they want to. Talk about it kindly, without shame. Notice when the habit happens and offer another comfort, like a cuddly toy or something to hold. Praise thumb-free times, and use a simple sticker chart for young children. Use a gentle, agreed signal as a reminder. Ask your dentist before trying bitter nail products or mouth appliances.',
      funFact: { title: 'A secret signal', text: 'A private signal, like a gentle touch on the shoulder, avoids embarrassing a child in public.' },
    },
  ],
  ageStage: {
    '3-5': 'Many preschoolers still suck their thumb at bedtime or when tired or upset. This is common. Gentle steps work best: offer a comfort toy, praise thumb-free times, and avoid nagging.',
    '6-8': 'Permanent teeth start to come in at this age, so dentists may suggest working on the habit. Children can now take part in a plan: a chart, a reminder signal and praise for progress.',
    '9-12': 'Thumb sucking at this age is less common and may happen mostly during sleep or stress. Talk privately and respectfully, ask your child\'s dentist for advice, and look at what stresses might be behind it.',
    '13+': 'Teens rarely suck their thumbs, and may feel embarrassed. Talk privately, look for stress or anxiety behind the habit, and ask your dentist or doctor for support.',
  },
  brainBehavior: 'Sucking calms the body, so it becomes linked with comfort and sleep. Habits are triggered by cues such as tiredness, boredom or stress, and the habit brings quick relief. Changing it works best when the child notices the cue, has another way to feel calm, and gets praise for success. Shame adds stress, which can increase the habit.',
  approaches: [
    { strategy: 'Positive reinforcement', rationale: 'Praise and small rewards for thumb-free times encourage change better than criticism.', howTo: 'Use a sticker chart for thumb-free bedtimes or afternoons, with a small reward after several stickers.' },
    { strategy: 'Spot the triggers', rationale: 'The habit often follows tiredness, boredom or worry.', howTo: 'Notice when it happens and offer another comfort, like a soft toy, a cuddle or something to hold.' },
    { strategy: 'Gentle reminders', rationale: 'Most thumb sucking happens without the child noticing.', howTo: 'Agree on a private signal, and for night-time some families use a soft glove or plaster the child chooses.' },
    { strategy: 'Involve the dentist', rationale: 'A dentist can check for effects on teeth and advise on next steps.', howTo: 'Ask at a check-up, especially as permanent teeth come in.' },
  ],
  prosCons: [
    { approach: 'Sticker chart and praise', pros: ['Positive and motivating', 'Gives the child control'], cons: ['Needs daily consistency'], bestFor: 'Preschool and early school-age children' },
    { approach: 'Glove or plaster at night', pros: ['A reminder while asleep'], cons: ['Some children find it uncomfortable'], bestFor: 'Children who suck mainly during sleep and agree to try' },
    { approach: 'Dental appliance', pros: ['Works when other methods fail'], cons: ['Costs money', 'Needs a dentist'], bestFor: 'Older children whose teeth are affected, on a dentist\'s advice' },
  ],
  sources: [
    {
      claim: 'Thumb sucking is a natural reflex that helps babies and young children soothe themselves, and most children stop on their own. It may cause problems with teeth and the mouth once permanent teeth come in, especially with intense sucking. Parents can help by praising children for not sucking, identifying triggers such as anxiety or tiredness, offering comfort, using gentle reminders, and asking the dentist or doctor for advice; scolding or nagging usually does not help.',
      title: 'KidsHealth (Nemours) for Parents: Thumb Sucking',
      url: 'https://kidshealth.org/en/parents/thumb-sucking.html',
      read: '2026-11-23',
      authority: 'public-health',
    },
    {
      claim: 'Pediatricians advise that thumb sucking in infants and young children is normal and usually stops on its own; parents should avoid punishment, use praise and gentle reminders, and talk with the pediatrician or dentist if it continues as permanent teeth appear.',
      title: 'HealthyChildren.org (American Academy of Pediatrics)',
      url: 'https://www.healthychildren.org/',
      read: '2026-11-23',
      authority: 'public-health',
    },
  ],
  microTasks: [
    'For two days, note when your child sucks their thumb and what came before.',
    'Talk with your child kindly about the habit, without blame.',
    'Choose a comfort item together for tired or upset moments.',
    'Agree on a private, gentle reminder signal.',
    'Start a sticker chart for one thumb-free time of day.',
    'Praise every thumb-free bedtime or car ride you notice.',
    'Book or plan a dental check-up and ask about the habit.',
  ],
  sampleScript: {
    '3-5': '"Your thumb helps you feel cosy. Let\'s find another cosy helper too. Do you want to hug Bunny at bedtime? Every night you try, you get a sticker!"',
    '6-8': '"Your big teeth are starting to come in, and thumb sucking can push them out of place. Would you like to make a plan together? We could use a secret signal when I notice."',
    '9-12': '"I\'ve noticed you still suck your thumb sometimes, mostly when you\'re tired. No judgement. The dentist said it might affect your teeth. Want to work on it together?"',
    '13+': '"This is just between us. Lots of people have habits that help them feel calm. If you\'d like help stopping, we can ask the dentist what works."',
  },
  ifThisHappens: [
    { scenario: 'My child sucks their thumb only when falling asleep.', solution: 'This is common and usually less intense. Offer a comfort object, and if needed, a soft glove or plaster your child agrees to wear.' },
    { scenario: 'My child sucks harder when stressed.', solution: 'Look at what is worrying them and offer comfort first. Work on the habit once things are calmer.' },
    { scenario: 'Other children tease my child about it.', solution: 'Comfort your child and offer a discreet plan to stop if they want to. Talk to the teacher about the teasing.' },
    { scenario: 'My older child\'s teeth seem to be moving.', solution: 'See your child\'s dentist, who can check the teeth and bite and suggest next steps.' },
  ],
  pitfalls: [
    'Scolding, shaming or pulling the thumb out.',
    'Pointing it out in front of others.',
    'Trying to stop during a stressful time like a move or new baby.',
    'Using bitter products without the child\'s agreement or a dentist\'s advice.',
    'Expecting instant results.',
  ],
  tracker: {
    description: 'A simple chart shows progress and the situations that trigger the habit.',
    categories: ['Time of day', 'Trigger (tired, bored, upset)', 'Thumb-free times', 'Reminders used', 'Stickers earned'],
  },
  weeklyPrompts: [
    'When does my child suck their thumb most?',
    'Are thumb-free times getting longer?',
    'Did I stay calm and positive?',
    'Is it time to ask the dentist?',
  ],
  books: [
    { title: 'David Decides About Thumbsucking', author: 'Susan M. Heitler' },
    { title: 'Caring for Your Baby and Young Child', author: 'American Academy of Pediatrics' },
  ],
  expert: {
    pediatricianTip: 'Pediatricians reassure parents that thumb sucking is common and usually stops on its own. Avoid punishment, use praise and gentle reminders, and bring it up at check-ups, especially as permanent teeth come in.',
    psychologistInsight: 'Behavioural psychologists see thumb sucking as a comfort habit. Spotting triggers, offering a competing comfort, and rewarding progress works better than shame, which adds the stress that feeds the habit.',
  },
  discussions: [
    { search: 'thumb sucking how to stop', title: 'Parents sharing ways they helped a child stop thumb sucking', snippet: 'Charts, gloves and signals other families tried.' },
    { search: 'thumb sucking at night', title: 'Parents talking about night-time thumb sucking', snippet: 'What helped children who suck their thumb while asleep.' },
  ],
  glossary: [
    { term: 'Self-soothing', say: 'self-SOO-thing', definition: 'Ways a child calms themselves, like sucking a thumb or hugging a toy.' },
    { term: 'Permanent teeth', say: 'PER-muh-nent teeth', definition: 'The adult teeth that replace baby teeth.' },
    { term: 'Trigger', say: 'TRIG-er', definition: 'A situation or feeling that sets off a habit.' },
  ],
  tryIt: [{
    title: 'The Thumb-Free Chart',
    description: 'A sticker chart for one time of day at a time.',
    steps: [
      'Choose one time of day to start, like story time or car rides.',
      'Draw a chart with a box for each day.',
      'Add a sticker for each thumb-free time, and praise it.',
      'After several stickers, give a small, agreed reward, then add another time of day.',
    ],
    note: 'Start with the easiest time of day, and keep the mood positive.',
  }],
  analogies: [
    { title: 'A comfort blanket you carry', content: 'A thumb is like a comfort blanket that is always there. Helping a child stop means offering another comfort, not just taking one away.' },
  ],
  realWorld: [
    { title: 'The car seat habit', content: 'Many children suck their thumb on car rides because they are bored and still. A small toy to hold can break the link.' },
  ],
  engaging: [
    { question: 'When does your child suck their thumb most?', context: 'Tired, bored or upset moments are common triggers.' },
    { question: 'Does your child want to stop?', context: 'Children stop most easily when they choose to.' },
  ],
  quiz: [
    { question: 'Why do children suck their thumbs?', right: 'It helps them feel calm', wrong: ['They are always hungry', 'They want to annoy parents'], skill: 'cause-effect', support: ['Sucking helps children feel calm and secure'] },
    { question: 'When are dentists most concerned?', right: 'As permanent teeth come in', wrong: ['In the first months of life', 'Only in adults'], skill: 'recall', support: ['Dentists are most concerned once permanent teeth start coming in'] },
    { question: 'What usually makes the habit stronger?', right: 'Scolding and shaming', wrong: ['Praise for thumb-free times', 'Offering a comfort toy'], skill: 'cause-effect', support: ['Scolding and shaming usually make the habit stronger'] },
  ],
  related: ['parent-bedtime', 'parent-anxiety', 'parent-new-baby'],
  links: [SITES.kidsHealth, SITES.healthyChildren, SITES.aap],
};
