import { SITES } from '../links';
import type { ParentEntry } from '../types';

export const newBaby: ParentEntry = {
  id: 'parent-new-baby',
  question: 'How do I prepare my child for a new baby in the family?',
  title: 'Preparing Your Child for a New Baby',
  blurb: 'Telling an older child about the baby, getting ready together, and the first weeks at home.',
  standalone: [['prepar*', 'new', 'baby'], ['prepar*', 'sibling'], ['new', 'sibling'], ['big', 'brother'], ['big', 'sister'], ['baby', 'on', 'the', 'way'], ['expecting', 'baby'], ['pregnan*', 'tell'], ['prepar*', 'newborn']],
  triggers: [['prepar*', 'baby'], ['pregnan*'], ['expecting'], ['baby', 'coming'], ['baby', 'arriv*'], ['baby', 'born'], ['baby', 'due'], ['newborn'], ['new', 'sibling'], ['big', 'brother'], ['big', 'sister'], ['second', 'baby'], ['another', 'baby'], ['tell', 'baby'], ['baby', 'home']],
  quickAnswer: 'Tell your child about the baby in words that fit their age, and link the timing to something they know, like a season. Let them help get ready, read books about new babies, and make big changes such as a new bed or starting the potty well before the birth. After the baby comes, keep some time each day just for your older child. Expect some jealousy or acting younger for a while; it usually settles with patience and attention.',
  takeaways: [
    'Share the news in simple words, and tie the timing to something your child understands.',
    'Involve your child in getting ready, and plan who will care for them during the birth.',
    'Make other big changes well before the baby comes, or wait until things settle.',
    'Protect a little one-on-one time with your older child every day.',
    'Jealousy and acting younger for a while are common and usually pass.',
  ],
  sections: [
    {
      title: 'Sharing the News',
      content: 'How much to say depends on your child\'s age. Young children do not grasp months, so "when it gets cold" or "after your birthday" means more than a date. Keep it honest and simple: the baby is growing inside, it will cry a lot, and it will not be a playmate for a while. Let your child ask questions, and answer only what they ask.',
      funFact: { title: 'Seasons, not months', text: 'Preschoolers understand "in the winter" far better than "in five months".' },
    },
    {
      title: 'Getting Ready Together',
      content: 'Children cope better with change they can see coming. Look at your child\'s own baby photos together and talk about what they were like. Let them help choose a toy or outfit for the baby. Plan who will look after them during the birth, and tell them. If your child will move to a new bed or room, do it well before the baby comes, so it does not feel like the baby pushed them out.',
      funFact: { title: 'Their own baby story', text: 'Hearing the story of their own first weeks helps children see that they were cared for the same way.' },
    },
    {
      title: 'The First Weeks at Home',
      content: 'A new baby takes a lot of your time, and older children notice. Many act younger for a while: wanting a bottle, having toilet accidents, or talking like a baby. Respond calmly and without shame, and give extra cuddles. Let your child help in small ways, like fetching a nappy or singing to the baby. Ask visitors to greet the older child first.',
      funFact: { title: 'A gift from the baby', text: 'Some families have a small present "from the baby" ready for the older child on the first day.' },
    },
  ],
  ageStage: {
    '3-5': 'Preschoolers may be excited one minute and upset the next. They often feel the change most in routines and in your attention, so they may cling, act younger or test limits. Simple books about new babies and a doll to "care for" help them practise.',
    '6-8': 'School-age children understand more and may enjoy being a helper. They can still feel left out when visitors fuss over the baby. Give them real jobs they are proud of, and keep their activities and friends going as much as you can.',
    '9-12': 'Preteens may be helpful and proud, or embarrassed and a little distant. They may worry about losing space, privacy or your time. Ask what they want to keep the same, and avoid turning them into a full-time babysitter.',
    '13+': 'Teenagers may have mixed feelings, including about what a pregnancy says about their parents. Many are caring with babies when it is their choice. Respect their independence, keep their plans on track, and ask for help rather than assuming it.',
  },
  brainBehavior: 'Young children depend on routines and on their parents\' attention to feel secure, so a big change at home can feel like a threat. Acting younger is a common way to seek comfort and reassurance. It is not manipulation. Children also learn to manage jealousy by having their feelings named and accepted while they are still held to simple, kind limits.',
  approaches: [
    { strategy: 'Age-fitted honesty', rationale: 'Clear, simple information makes the change less confusing and frightening.', howTo: 'Use short words and a time your child knows ("after the summer"). Read picture books about new babies and answer questions as they come.' },
    { strategy: 'Involve your child', rationale: 'Taking part gives children a role and a sense of control.', howTo: 'Let them help choose baby clothes, set up the cot, or pick a song to sing to the baby.' },
    { strategy: 'Protect one-on-one time', rationale: 'A few minutes of undivided attention tells your child they still matter.', howTo: 'Set aside a short time each day, with no phone and no baby if possible, for something your child chooses.' },
    { strategy: 'Accept feelings, limit actions', rationale: 'Children learn that feelings are allowed while hurting is not.', howTo: 'Say "It\'s hard when the baby needs me. You can be cross, but I won\'t let you poke the baby. Let\'s stomp instead."' },
  ],
  prosCons: [
    { approach: 'Telling early in the pregnancy', pros: ['More time to get used to the idea', 'Your child hears it from you first'], cons: ['Months feel very long to a young child'], bestFor: 'School-age children and teens' },
    { approach: 'Telling later, when the bump shows', pros: ['The wait feels shorter for a young child'], cons: ['They may overhear the news from others first'], bestFor: 'Toddlers and preschoolers' },
    { approach: 'Making the older child a helper', pros: ['Builds pride and connection with the baby'], cons: ['Can feel like a burden if it becomes a duty'], bestFor: 'Children who enjoy helping, with jobs they choose' },
  ],
  sources: [
    {
      claim: 'A new baby brings many changes, and it is common for older siblings to feel jealous and to act out. Parents can prepare children by explaining the pregnancy in terms they understand (preschoolers may not grasp time, so link the arrival to a season), arranging care for them during the birth, making changes such as a new room well before the baby arrives, and including them in caring for the newborn. Some children go back to younger behaviour for a while.',
      title: 'KidsHealth (Nemours) for Parents: Preparing Your Child for a New Sibling',
      url: 'https://kidshealth.org/en/parents/sibling-prep.html',
      read: '2026-11-23',
      authority: 'public-health',
    },
    {
      claim: 'Positive parenting tips for preschoolers and school-age children: give attention and praise for good behaviour, let children help with simple chores, be clear and consistent with discipline, and help children name feelings and solve problems when they are upset.',
      title: 'CDC: Positive Parenting Tips',
      url: 'https://www.cdc.gov/child-development/positive-parenting-tips/index.html',
      read: '2026-11-23',
      authority: 'public-health',
    },
  ],
  microTasks: [
    'Decide together with your partner when and how you will tell your child.',
    'Find two picture books about a new baby and read one tonight.',
    'Look at your child\'s own baby photos together and tell their story.',
    'Plan who will care for your child during the birth, and tell them.',
    'Choose a small job your child can do for the baby, like picking a song.',
    'Put ten minutes of one-on-one time in your day, every day.',
    'Practise a calm answer for when your child acts younger or says they don\'t want the baby.',
  ],
  sampleScript: {
    '3-5': '"A baby is growing in Mummy\'s tummy. The baby will come when it gets cold outside. Babies cry a lot and sleep a lot, and they can\'t play yet. You will be the big sister. I will always have cuddles for you."',
    '6-8': '"We have some news: our family is getting a new baby in the winter. How do you feel about that? Lots of kids feel excited and a bit worried at the same time. What would you like to help with?"',
    '9-12': '"We\'re having a baby in the spring. Your room and your time with us matter, and we want to plan this with you. What would you like to stay the same when the baby comes?"',
    '13+': '"We wanted you to hear it from us first: we\'re expecting a baby. You might have all sorts of feelings about that, and that\'s OK. We won\'t expect you to be a babysitter; if you want to help, we\'d love that."',
  },
  ifThisHappens: [
    { scenario: 'My child says they don\'t want the baby.', solution: 'Stay calm and accept the feeling: "You\'re not sure about the baby. That\'s OK to feel." Avoid scolding, and keep offering time together.' },
    { scenario: 'My potty-trained child is having accidents again.', solution: 'This is a common response to a new baby. Clean up without fuss or shame, offer extra reassurance, and the skill usually comes back.' },
    { scenario: 'My child is rough with the baby.', solution: 'Stay close when they are together, step in calmly, and show a gentle touch. Name the feeling and give another way to show it, like stomping or drawing.' },
    { scenario: 'My child is very sad or withdrawn for weeks.', solution: 'Talk to your pediatrician if big changes in mood, sleep or eating last, or if you are worried.' },
  ],
  pitfalls: [
    'Starting potty training or a new bed right when the baby arrives.',
    'Telling an older child to "be a big kid now" when they need comfort.',
    'Visitors who greet only the baby.',
    'Making the older child responsible for the baby\'s care.',
    'Scolding regression, which often makes it last longer.',
  ],
  tracker: {
    description: 'Note how your child is adjusting over the first few weeks.',
    categories: ['One-on-one time', 'Helping moments', 'Acting younger', 'Jealous moments', 'Sleep', 'Mood'],
  },
  weeklyPrompts: [
    'When did my child seem most settled with the baby this week?',
    'Did my child get some time with me every day?',
    'What triggers jealousy most, and how could I plan for it?',
    'What is one thing to keep the same for my older child next week?',
  ],
  books: [
    { title: 'I\'m a Big Sister', author: 'Joanna Cole' },
    { title: 'I\'m a Big Brother', author: 'Joanna Cole' },
    { title: 'Siblings Without Rivalry', author: 'Adele Faber and Elaine Mazlish' },
  ],
  expert: {
    pediatricianTip: 'Pediatricians suggest telling children about the baby in simple terms, planning their care during the birth, and avoiding other big changes right around the arrival. Some acting younger is normal; mention it if it lasts a long time or worries you.',
    psychologistInsight: 'Child psychologists see jealousy of a new baby as a normal reaction to sharing a parent. Naming the feeling, keeping daily one-on-one time and giving the older child a proud role help more than punishment or pressure to "be good".',
  },
  discussions: [
    { search: 'preparing toddler for new baby', title: 'Parents sharing how they prepared a toddler for a new baby', snippet: 'What families did before the birth and in the first weeks home.' },
    { search: 'older child regression new baby', title: 'Parents talking about regression after a new baby', snippet: 'How families handled accidents, baby talk and clinginess.' },
  ],
  glossary: [
    { term: 'Regression', say: 'rih-GRESH-un', definition: 'Going back to younger behaviour for a while, often during a big change.' },
    { term: 'One-on-one time', say: 'WUN-on-WUN tyme', definition: 'A short time with one child and full attention, without siblings or screens.' },
    { term: 'Sibling', say: 'SIB-ling', definition: 'A brother or sister.' },
  ],
  tryIt: [{
    title: 'Make a Big Sibling Book',
    description: 'A small book that helps your child picture the change and their place in it.',
    steps: [
      'Staple a few sheets of paper together to make a book.',
      'On the first pages, stick photos of your child as a baby and as they are now.',
      'Draw together what babies do: sleep, cry, feed, and need lots of help.',
      'Add a last page called "Things I can do as a big sibling", and let your child fill it.',
    ],
    note: 'Read it together before the birth and again in the first weeks. Let your child decide what goes in.',
  }],
  analogies: [
    { title: 'A new guest at the table', content: 'Imagine your partner brought home a second partner and said you would love them. The older child\'s mixed feelings make more sense this way.' },
  ],
  realWorld: [
    { title: 'The hospital visit', content: 'Many parents have the baby in the cot when the older child first visits, so their arms are free for a hug.' },
  ],
  engaging: [
    { question: 'What is your child most looking forward to, and most worried about?', context: 'Ask both, and listen without fixing.' },
    { question: 'Which routine matters most to your child?', context: 'Keep that one steady through the birth.' },
  ],
  quiz: [
    { question: 'How can you explain when the baby will come to a preschooler?', right: 'Link it to a season they know', wrong: ['Give the exact due date', 'Count the weeks on a calendar'], skill: 'recall', support: ['link the timing to something they know, like a season'] },
    { question: 'When is a good time to move a child to a new bed?', right: 'Well before the baby arrives', wrong: ['The week the baby comes home', 'On the day of the birth'], skill: 'recall', support: ['do it well before the baby comes'] },
    { question: 'What helps an older child feel they still matter?', right: 'Daily one-on-one time with you', wrong: ['Telling them to act grown up', 'Letting them hold the baby alone'], skill: 'cause-effect', support: ['keep some time each day just for your older child'] },
  ],
  related: ['parent-sibling-rivalry', 'parent-big-emotions'],
  links: [SITES.kidsHealth, SITES.healthyChildren, SITES.cdc],
};
