import { SITES } from '../links';
import type { ParentEntry } from '../types';

export const friendships: ParentEntry = {
  id: 'parent-friendships',
  question: 'How can I help my child make and keep friends?',
  title: 'Helping Your Child Make and Keep Friends',
  blurb: 'Chances to connect, coaching social skills, handling friendship trouble, and when loneliness needs more help.',
  // Only with a child word: "how do I make friends" on its own is a child's question (the kid lesson make-friends).
  standalone: [['child', 'friend*'], ['kid', 'friend*'], ['son', 'friend*'], ['daughter', 'friend*'], ['child', 'lonely'], ['kid', 'lonely'], ['social', 'skill*']],
  triggers: [['friend*'], ['friendship*'], ['lonely'], ['loneliness'], ['left', 'out'], ['play*', 'alone'], ['sit*', 'alone'], ['social', 'skill*'], ['fit', 'in'], ['best', 'friend']],
  quickAnswer: 'Most children learn friendship skills with practice, and you can help. Create easy chances to connect: a short playdate with one child, a club, or a team built around your child\'s interests. Coach a few skills at home, like joining a game, taking turns, and asking questions. Listen when friendships go wrong, and help your child solve problems rather than fixing them yourself. One or two good friends is plenty. Talk to the school or your pediatrician if your child seems persistently lonely or left out.',
  takeaways: [
    'Friendship is a set of skills children learn with practice, not a fixed trait.',
    'Small, structured chances to play (one friend, a shared activity) work best.',
    'Coach joining in, taking turns, sharing and asking questions at home.',
    'Listen and help your child solve friendship problems instead of solving them for them.',
    'One or two close friends is enough; ongoing loneliness is worth discussing with the school or your pediatrician.',
  ],
  sections: [
    {
      title: 'How Friendship Skills Grow',
      content: 'Preschoolers mostly play side by side at first, then learn to take turns and play together with adult help. In the early school years, friendships become more important, and children want to be liked and accepted. Older children and teens build closer friendships based on trust and shared interests. Every child develops at their own pace, and quieter children often prefer a few deeper friendships.',
      funFact: { title: 'Quality over quantity', text: 'A single close friend can make a big difference to how happy and confident a child feels.' },
    },
    {
      title: 'Creating Chances to Connect',
      content: 'Friendships grow from time together. Invite one child over for a short, planned playdate with an activity, like baking or building. Look for clubs, sports or groups built around your child\'s interests, where conversation comes naturally. Talk to the teacher about who your child gets on with at school. Keep early playdates short and end them while things are still going well.',
      funFact: { title: 'Shared interests', text: 'Children often make friends most easily around something they both love doing.' },
    },
    {
      title: 'Coaching Skills and Handling Trouble',
      content: 'Practise at home: how to join a game ("Can I play?"), take turns, notice how others feel, and ask questions. Role-play with toys or swap roles for older children. When a friendship goes wrong, listen first and name the feeling. Then help your child think of options and choose one. Falling out and making up is part of learning. If your child is often left out, seems very lonely, or is being bullied, talk to the school.',
      funFact: { title: 'Practice makes easier', text: 'Rehearsing a few friendly phrases at home makes them easier to use when a child feels nervous.' },
    },
  ],
  ageStage: {
    '3-5': 'Preschoolers are just learning to play together, take turns and share, and they still need adult guidance and praise while they practise. Short playdates with one child and simple games with clear turns work well. Friendships can change quickly at this age, which is normal.',
    '6-8': 'Friendships become more important, and children want to be liked and accepted. They can be very upset by falling out or being left out. Talk about school and friends each day, coach kind ways to join in, and encourage them to try solving disagreements themselves.',
    '9-12': 'Preteens care a lot about fitting in, and group dynamics like exclusion and "best friend" changes can be painful. Clubs, teams and shared interests help. Listen without judging, and help them think through what makes a good friend.',
    '13+': 'Teens rely on friends for support and identity. Get to know their friends, keep your home welcoming, and talk about healthy and unhealthy friendships. Persistent isolation, or a sudden loss of friends with low mood, is worth talking about with your pediatrician.',
  },
  brainBehavior: 'Making friends uses many developing skills: reading faces and tone, taking turns, handling frustration, and imagining how others feel. These grow with age and practice. Children also learn social skills by watching adults, so the way you greet people, solve disagreements and show kindness teaches them too.',
  approaches: [
    { strategy: 'Structured, short playdates', rationale: 'A small group and a clear activity make it easier to succeed and enjoy each other.', howTo: 'Invite one child, plan an activity, keep it to an hour or two, and stay nearby to help smooth things over.' },
    { strategy: 'Interest-based activities', rationale: 'Shared interests give children something natural to talk and play about.', howTo: 'Find a club, team, class or group around something your child loves, and give it a few weeks.' },
    { strategy: 'Coach and role-play skills', rationale: 'Skills like joining in and turn-taking improve with practice in a safe setting.', howTo: 'Practise "Can I play?", asking a question, and taking turns with toys or role-play. Praise real attempts.' },
    { strategy: 'Problem-solve together', rationale: 'Children build confidence when they find solutions themselves, with support.', howTo: 'Listen, name the feeling, then ask "What could you do?" Help them choose one idea and try it.' },
    { strategy: 'Work with the school', rationale: 'Teachers see playground dynamics and can help with seating, partners and buddies.', howTo: 'Ask the teacher who your child gets on with and whether a buddy or group activity could help.' },
  ],
  prosCons: [
    { approach: 'One-to-one playdates', pros: ['Less overwhelming', 'Builds one friendship at a time'], cons: ['Needs planning from parents', 'Can go wrong without structure'], bestFor: 'Younger or quieter children' },
    { approach: 'Clubs and teams', pros: ['Regular contact with the same children', 'Shared interest to bond over'], cons: ['Cost and time', 'Some children find groups tiring'], bestFor: 'Children with a clear interest' },
    { approach: 'Social skills groups', pros: ['Expert coaching', 'Practice with peers'], cons: ['Not available everywhere', 'Can feel like school'], bestFor: 'Children who struggle a lot with social situations' },
  ],
  sources: [
    {
      claim: 'CDC Positive Parenting Tips for middle childhood (6 to 8 years): friendships become more and more important; children pay more attention to friendships and teamwork and want to be liked and accepted by friends. Parents can talk with their child about school and friends, talk about respecting others, and encourage children to solve problems such as a disagreement with another child on their own.',
      title: 'CDC: Positive Parenting Tips: Middle Childhood (6-8 years old)',
      url: 'https://www.cdc.gov/child-development/positive-parenting-tips/middle-childhood-6-8-years.html',
      read: '2026-11-23',
      authority: 'public-health',
    },
    {
      claim: 'Toddlers find sharing very hard; during the preschool years children gradually learn to take turns, share and cooperate in play, and they still need adult guidance and praise while they practise.',
      title: 'HealthyChildren.org (American Academy of Pediatrics): Social Development in Preschoolers',
      url: 'https://www.healthychildren.org/English/ages-stages/preschool/Pages/Social-Development-in-Preschoolers.aspx',
      read: '2026-11-23',
      authority: 'public-health',
    },
  ],
  microTasks: [
    'Ask your child about their day: "Who did you play with? What did you play?"',
    'Ask the teacher who your child gets on with, and invite that child for a short playdate.',
    'Plan the playdate around one activity your child enjoys, and keep it short.',
    'Practise joining a game with toys or role-play: "Can I play? I could be the ..."',
    'Look up one club, class or team linked to your child\'s favourite interest.',
    'Next time a friendship problem comes up, listen and ask "What could you do?" before giving advice.',
    'Notice and praise one kind or friendly thing your child does today.',
  ],
  sampleScript: {
    '3-5': '"When you want to play with someone, you can walk up, smile and say \'Can I play?\' Let\'s practise with Teddy. ... Great asking! If they say no, you can find another game, or ask again later."',
    '6-8': '"It sounds like you felt really left out at lunch. That\'s hard. What could you do tomorrow? You could ask Sam to sit with you, or join the drawing table. Which would you like to try?"',
    '9-12': '"Friend stuff can be really complicated at your age. You don\'t have to tell me everything, but I\'m here if you want to talk it through. What do you think a good friend does when things go wrong?"',
    '13+': '"Your friends are always welcome here. I\'ve noticed you\'ve seemed a bit alone lately. Is there anything going on with your friends that you\'d like to talk about, or any club or group you\'d like to try?"',
  },
  ifThisHappens: [
    { scenario: 'My child says nobody plays with them.', solution: 'Listen and take it seriously, then ask the teacher what they see. Set up a short playdate with one classmate your child likes, and practise joining in at home.' },
    { scenario: 'My child\'s best friend has dropped them.', solution: 'Acknowledge the hurt without criticising the other child. Help your child think about other friends and activities, and remind them friendships often change and can mend.' },
    { scenario: 'My child seems happy to play alone.', solution: 'Some children like time alone and one or two friends, which is fine. If they are content, doing well and can play with others when needed, there is no need to push.' },
    { scenario: 'My child is being excluded on purpose by a group.', solution: 'Repeated, deliberate exclusion can be a form of bullying. Keep a record, talk to the school, and help your child spend time with kinder friends.' },
  ],
  pitfalls: [
    'Pushing a quiet child to be popular or have lots of friends.',
    'Fixing every friendship problem for your child.',
    'Criticising your child\'s friends harshly, which can push them away.',
    'Long, unstructured playdates that end in tears.',
    'Ignoring ongoing loneliness or signs of bullying.',
  ],
  tracker: {
    description: 'Notes over a few weeks show who your child connects with and what helps.',
    categories: ['Who they played with', 'Activity', 'How it went', 'Skill practised', 'Friendship problems', 'Mood'],
  },
  weeklyPrompts: [
    'Who did my child enjoy spending time with this week?',
    'Which settings help my child connect most easily?',
    'Did I let my child try to solve a friendship problem first?',
    'Is there any sign of loneliness or exclusion to raise with the school?',
  ],
  books: [
    { title: 'The Invisible Boy', author: 'Trudy Ludwig' },
    { title: 'Frog and Toad Are Friends', author: 'Arnold Lobel' },
  ],
  expert: {
    pediatricianTip: 'Pediatricians encourage regular time with other children through play, clubs and sport. Talk to your child\'s doctor if your child has great difficulty with social interaction, seems persistently lonely or sad, or suddenly withdraws from friends.',
    psychologistInsight: 'Child psychologists see friendship as a set of learnable skills. Coaching in small steps, practising in low-pressure settings, and letting children solve problems with support builds lasting confidence better than rescuing them.',
  },
  discussions: [
    { search: 'child has no friends', title: 'Parents discussing children who struggle to make friends', snippet: 'What helped other families when a child felt friendless.' },
    { search: 'playdate ideas shy kid', title: 'Parents sharing playdate tips', snippet: 'Activities that made first playdates go smoothly.' },
    { search: 'best friend dropped my daughter', title: 'Parents talking about friendship breakups', snippet: 'How families supported a child after a falling-out.' },
  ],
  glossary: [
    { term: 'Social skills', say: 'SOH-shul skilz', definition: 'The abilities we use to get on with others, such as taking turns and reading feelings.' },
    { term: 'Parallel play', say: 'PAIR-uh-lel play', definition: 'Young children playing side by side, each with their own game, before playing together.' },
    { term: 'Perspective-taking', say: 'per-SPEK-tiv TAY-king', definition: 'Imagining how someone else sees or feels about a situation.' },
  ],
  tryIt: [{
    title: 'Friendship Role-Play',
    description: 'Practise friendly moves with toys or by swapping roles.',
    steps: [
      'Pick one skill to practise, such as joining a game or asking a question.',
      'Act it out with toys or puppets first, then with your child playing themselves.',
      'Swap roles so your child sees what a friendly approach feels like from the other side.',
      'Try a "what if they say no?" round, and practise a calm next step.',
    ],
    note: 'Keep it playful and short, and praise every try.',
  }],
  analogies: [
    { title: 'Learning a sport', content: 'Friendship skills are like learning a sport: children need coaching, practice in easy games before big matches, and encouragement after a miss.' },
  ],
  realWorld: [
    { title: 'The Lego club', content: 'A quiet child who struggles at busy playtimes joins a lunchtime building club. Talking about models is easy, and a friendship forms that carries over to the playground.' },
  ],
  engaging: [
    { question: 'Where does your child seem most relaxed with other children?', context: 'Build more chances in that kind of setting.' },
    { question: 'Which friendship skill would help your child most right now?', context: 'Joining in, turn-taking, or handling a "no"?' },
  ],
  quiz: [
    { question: 'Which kind of playdate tends to work best for a child learning friendship skills?', right: 'Short, with one friend and an activity', wrong: ['Long, with a big group of children', 'Unplanned, with no adult nearby'], skill: 'recall', support: ['Small, structured chances to play (one friend, a shared activity) work best'] },
    { question: 'How can you help when a friendship goes wrong?', right: 'Listen, then help your child choose what to do', wrong: ['Call the other parent to sort it out', 'Tell your child to find new friends'], skill: 'recall', support: ['Listen and help your child solve friendship problems'] },
    { question: 'How many close friends does a child need?', right: 'One or two good friends can be enough', wrong: ['At least ten to be happy', 'Friends are not important to children'], skill: 'recall', support: ['One or two close friends is enough'] },
  ],
  related: ['parent-sharing', 'parent-bullying', 'parent-anxiety'],
  links: [SITES.cdc, SITES.healthyChildren, SITES.childMind],
};
