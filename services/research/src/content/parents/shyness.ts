import { SITES } from '../links';
import type { ParentEntry } from '../types';

export const shyness: ParentEntry = {
  id: 'parent-shyness',
  question: 'How can I help my shy child feel more at ease with people?',
  title: 'Helping a Shy Child',
  blurb: 'Shyness is a temperament, not a flaw: how to support a slow-to-warm-up child without pushing or labelling.',
  standalone: [['shy', 'child'], ['shy', 'kid'], ['shy', 'toddler'], ['shy', 'son'], ['shy', 'daughter'], ['shyness'], ['slow', 'to', 'warm', 'up'], ['introvert*']],
  triggers: [['shy', 'child'], ['shy', 'kid'], ['shy', 'around'], ['shy', 'with'], ['shy', 'at'], ['shy', 'in'], ['so', 'shy', 'that'], ['slow', 'to', 'warm'], ['warm', 'up'], ['introvert*'], ['quiet', 'around'], ['quiet', 'at', 'school'], ['hide*', 'behind'], ['won\'t', 'say', 'hello'], ['not', 'say', 'hi'], ['talk*', 'to', 'adults'], ['talk*', 'to', 'grown', 'ups'], ['talk*', 'to', 'new', 'people']],
  quickAnswer: 'Shyness is a common, normal temperament: some children need more time to warm up to new people and places. Avoid labelling your child as "shy" or forcing them to perform. Instead, prepare them for new situations, stay close at first, and let them join in at their own pace. Practise greetings at home, praise small brave steps, and arrange easy one-to-one play. If shyness stops your child from speaking or joining in at all, talk to your pediatrician.',
  takeaways: [
    'Shyness is a normal temperament, not a problem to fix.',
    'Avoid the "shy" label and forced performances.',
    'Prepare your child for new situations and give warm-up time.',
    'Practise social skills at home and praise small brave steps.',
    'Seek advice if shyness keeps a child from talking or joining in at all.',
  ],
  sections: [
    {
      title: 'Understanding Shyness',
      content: 'Some children are born more cautious. They watch before joining, need time with new people, and may cling to a parent at first. This is temperament, not rudeness or a lack of confidence. Many shy children have close friends and enjoy company once they feel safe. Shyness only needs extra help when it stops a child from taking part in daily life.',
      funFact: { title: 'Watchers first', text: 'Many cautious children learn a lot by watching before they join in.' },
    },
    {
      title: 'Supporting Without Pushing',
      content: 'Tell your child ahead of time what will happen and who will be there. Arrive early, so they can settle before a crowd forms. Stay close at first, then step back as they warm up. Avoid saying "Don\'t be shy" or apologising for them ("She\'s just shy"). Instead say, "He likes to watch first." Forcing hugs, greetings or performances usually makes shyness stronger.',
      funFact: { title: 'Arrive early', text: 'Joining a small group that grows is easier than walking into a big one.' },
    },
    {
      title: 'Building Social Confidence',
      content: 'Practise greetings, asking to join a game, and ordering food through role play at home. Arrange one-to-one play with one friend, often at your home. Praise specific brave steps: "You waved to your teacher today." Help your child find activities they love, where shared interests make talking easier. Talk to your pediatrician if your child cannot speak in some places, or avoids most social situations.',
      funFact: { title: 'Shared interests', text: 'A shared hobby gives a shy child something easy to talk about.' },
    },
  ],
  ageStage: {
    '3-5': 'Preschoolers may hide behind a parent, refuse to greet adults, or take a long time to join play. This is common at this age. Give warm-up time, stay close, and let them join in when ready.',
    '6-8': 'School-age children may be quiet in class, find it hard to join games, or prefer one friend to a group. Role-playing how to join in, and arranging small playdates, help.',
    '9-12': 'Preteens may feel self-conscious, avoid speaking in class or new activities, and worry about what others think. Help them find activities with shared interests, and practise situations they find hard.',
    '13+': 'Teens may prefer small groups and time alone. That can be healthy. Watch for signs of social anxiety, like avoiding school, parties or speaking at all, and offer support or professional help if it is limiting their life.',
  },
  brainBehavior: 'Children are born with different temperaments. Some react more strongly to new people and places and take longer to feel safe. With warm support and gradual, manageable experiences, cautious children usually become more comfortable. Pushing too hard, or letting them avoid everything, can both make fear stronger.',
  approaches: [
    { strategy: 'Prepare and preview', rationale: 'Knowing what to expect lowers the stress of new situations.', howTo: 'Describe who will be there and what will happen, and arrive early when you can.' },
    { strategy: 'Drop the label', rationale: 'Children can start to believe labels and use them as a reason not to try.', howTo: 'Say "She likes to watch first" instead of "She\'s shy".' },
    { strategy: 'Small brave steps', rationale: 'Gradual practice builds comfort without overwhelming the child.', howTo: 'Agree on one small goal, like waving hello, and praise it when it happens.' },
    { strategy: 'Practise at home', rationale: 'Rehearsing social moments in a safe place makes them easier outside.', howTo: 'Role-play greetings, joining a game and asking for help with toys or puppets.' },
  ],
  prosCons: [
    { approach: 'One-to-one playdates', pros: ['Easier than groups', 'Builds a real friendship'], cons: ['Less practice with groups'], bestFor: 'Young and very cautious children' },
    { approach: 'Structured activities (clubs, classes)', pros: ['Clear roles make joining easier', 'Shared interests'], cons: ['Can feel overwhelming at first'], bestFor: 'School-age children with a strong interest' },
    { approach: 'Letting the child opt out', pros: ['Less distress in the moment'], cons: ['Avoidance can make shyness stronger over time'], bestFor: 'Occasional use, not a habit' },
  ],
  sources: [
    {
      claim: 'Children differ in temperament; some are cautious and slow to warm up in new situations. Avoiding what they fear brings short-term relief but can make anxiety stronger, while gradual small steps with support and praise for bravery help. Parents should seek help if fears stop a child from taking part in school, friendships or family life.',
      title: 'Child Mind Institute: What to Do (and Not Do) When Children Are Anxious',
      url: 'https://childmind.org/article/what-to-do-and-not-do-when-children-are-anxious/',
      read: '2026-11-23',
      authority: 'nonprofit',
    },
    {
      claim: 'Preschoolers\' social skills develop gradually; some are slow to warm up to new people. Parents can help by arranging play with other children, modelling friendly behaviour, and giving children time to adjust to new situations.',
      title: 'HealthyChildren.org (American Academy of Pediatrics): Social Development in Preschoolers',
      url: 'https://www.healthychildren.org/English/ages-stages/preschool/Pages/Social-Development-in-Preschoolers.aspx',
      read: '2026-11-23',
      authority: 'public-health',
    },
  ],
  microTasks: [
    'Notice when you call your child "shy", and swap in "likes to watch first".',
    'Before an outing, tell your child who will be there and what will happen.',
    'Role-play saying hello with toys or puppets.',
    'Arrive early to one social event this week.',
    'Invite one friend over for a short play at home.',
    'Agree on one small brave goal, like waving, and praise it.',
    'Ask your child what part of meeting people feels hardest.',
  ],
  sampleScript: {
    '3-5': '"At the party there will be Grandma, your cousins and some new friends. You can hold my hand until you\'re ready to play." (Later:) "You waved to Sam! That was brave."',
    '6-8': '"New places can feel a bit wobbly at first. Want to practise what you could say to join the game? Let\'s try: \'Can I play too?\'"',
    '9-12': '"It\'s fine to like smaller groups. What would make the first club meeting easier: going early, or going with a friend?"',
    '13+': '"You don\'t have to be the loudest person in the room. Is there anything about meeting new people that feels really hard right now? I\'m happy to help you plan it."',
  },
  ifThisHappens: [
    { scenario: 'My child hides and won\'t greet relatives.', solution: 'Don\'t force a hug or a greeting. Offer a wave or high five instead, and let them warm up. Tell relatives kindly that your child likes a little time.' },
    { scenario: 'My child talks at home but not at school.', solution: 'Talk to the teacher and your pediatrician. A child who cannot speak in certain places for weeks may have a form of anxiety that responds well to early help.' },
    { scenario: 'Others keep calling my child shy in front of them.', solution: 'Reframe gently in front of your child: "He likes to get to know people first."' },
    { scenario: 'My teen avoids almost all social situations.', solution: 'Ask gently about worries, and talk to your doctor or a mental health professional about social anxiety.' },
  ],
  pitfalls: [
    'Labelling a child "shy" in front of them.',
    'Forcing greetings, hugs or performances.',
    'Answering for your child every time.',
    'Letting them avoid every new situation.',
    'Comparing them with outgoing siblings or friends.',
  ],
  tracker: {
    description: 'Record small brave steps to see progress over weeks.',
    categories: ['New situation', 'Warm-up time', 'Brave step', 'Praise given', 'How it felt'],
  },
  weeklyPrompts: [
    'What brave step did my child take this week?',
    'Did I prepare my child before new situations?',
    'Did I avoid the "shy" label?',
    'What small goal is next?',
  ],
  books: [
    { title: 'The Highly Sensitive Child', author: 'Elaine N. Aron', disputed: true },
    { title: 'Quiet Power', author: 'Susan Cain' },
  ],
  expert: {
    pediatricianTip: 'Pediatricians see many shy children who are developing well. Mention it at a check-up if your child does not speak in some places for weeks, avoids most social situations, or seems very distressed by them.',
    psychologistInsight: 'Child psychologists describe shyness as temperament. Gentle, gradual practice and praise for brave steps help cautious children grow more comfortable, while forcing or full avoidance both tend to make fear stronger.',
  },
  discussions: [
    { search: 'shy child tips', title: 'Parents sharing ways to support a shy child', snippet: 'Small steps that helped cautious children join in.' },
    { search: 'slow to warm up toddler', title: 'Parents talking about slow-to-warm-up children', snippet: 'How families handled parties, school and relatives.' },
  ],
  glossary: [
    { term: 'Temperament', say: 'TEM-per-uh-ment', definition: 'A child\'s natural style of reacting to the world, present from early on.' },
    { term: 'Slow to warm up', say: 'sloh too worm up', definition: 'A temperament where a child needs time before joining new people or places.' },
    { term: 'Social anxiety', say: 'SOH-shul ang-ZY-uh-tee', definition: 'Strong, lasting fear of being judged in social situations, which can need professional help.' },
  ],
  tryIt: [{
    title: 'Puppet Practice',
    description: 'Use puppets or toys to rehearse tricky social moments.',
    steps: [
      'Choose a puppet or toy for each of you.',
      'Act out a greeting, joining a game, or asking a teacher for help.',
      'Swap roles, so your child plays the confident puppet.',
      'Try the same words in a real, easy situation soon after.',
    ],
    note: 'Keep it playful and short; stop if your child loses interest.',
  }],
  analogies: [
    { title: 'Testing the water', content: 'Some children dive into the pool; others step in slowly. Both end up swimming.' },
  ],
  realWorld: [
    { title: 'The party doorway', content: 'Many cautious children stand at the edge of a party for the first part, then join in happily once they have watched for a while.' },
  ],
  engaging: [
    { question: 'Where is your child most relaxed with people?', context: 'Build from there.' },
    { question: 'What words do you use about your child\'s shyness?', context: 'Children hear and repeat them.' },
  ],
  quiz: [
    { question: 'What is shyness?', right: 'A normal temperament', wrong: ['A sign of bad parenting', 'A behaviour to punish'], skill: 'vocabulary', support: ['Shyness is a normal temperament'] },
    { question: 'What should you avoid with a shy child?', right: 'Forcing greetings or performances', wrong: ['Preparing them for outings', 'Praising small brave steps'], skill: 'recall', support: ['Avoid the "shy" label and forced performances'] },
    { question: 'Why arrive early to a party?', right: 'A small group is easier to join', wrong: ['To leave before others come', 'To avoid meeting anyone'], skill: 'inference', support: ['Arrive early, so they can settle before a crowd forms'] },
  ],
  related: ['parent-anxiety', 'parent-self-esteem', 'parent-starting-school'],
  links: [SITES.childMind, SITES.healthyChildren, SITES.zeroToThree],
};
