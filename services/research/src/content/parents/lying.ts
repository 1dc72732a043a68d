import { britannica, SITES } from '../links';
import type { ParentEntry } from '../types';

export const lying: ParentEntry = {
  id: 'parent-lying',
  question: 'What should I do when my child lies?',
  title: 'When Your Child Lies',
  blurb: 'Why children lie, and how to make telling the truth feel safe.',
  standalone: [['child', 'lie*'], ['kid', 'lie*'], ['stop', 'lying'], ['caught', 'lying'], ['keep*', 'lying'], ['teach', 'honesty']],
  triggers: [['lie'], ['lying'], ['liar'], ['lied'], ['honest*'], ['truth'], ['sneak*'], ['made', 'up', 'story']],
  quickAnswer: 'Lying is a normal part of growing up. Early lies are a sign of growing thinking skills, not a sign of a bad child. Make telling the truth safe: stay calm, and don\'t set up lies by asking questions you already know the answer to. Focus on fixing the problem rather than on harsh punishment, and praise honesty, especially when it is hard. Model honesty yourself, including with your child. If lying is constant and comes with other serious behaviour problems, talk to your pediatrician or a child mental-health professional.',
  takeaways: [
    'Young children start lying as their thinking develops; it is common.',
    'Harsh punishment gives children a reason to hide the truth.',
    'Don\'t set up a lie: state what you know and move to solutions.',
    'Praise honesty, especially when it costs something.',
    'Children learn honesty from the adults around them.',
  ],
  sections: [
    {
      title: 'Why Children Lie',
      content: 'To lie, a child must understand that other people don\'t know everything they know. This skill is called theory of mind, and it grows in the preschool years. Children lie to avoid trouble, to get something they want, to protect someone\'s feelings, or to impress. Young children also mix up wishes and fantasy with what really happened.',
      funFact: { title: 'A developmental milestone', text: 'A first lie shows that a child has worked out that you cannot read their mind.' },
    },
    {
      title: 'Harsh Punishment Backfires',
      content: 'When the cost of confessing is high, hiding becomes the sensible choice. A child who expects shouting or a harsh punishment has every reason to lie, and gets plenty of practice at it. Pediatricians advise against harsh punishment, yelling and shaming: they teach fear, not better choices. Calm responses and a focus on repair make honesty the easier path.',
      funFact: { title: 'Thank the truth-teller', text: 'A warm "Thank you for telling me" costs nothing and makes the next confession easier.' },
    },
    {
      title: 'Model the Honesty You Want',
      content: 'Children notice adults\' small untruths, like "The park is closed today" to avoid a trip. Being honest with children, even when it\'s inconvenient, shows that honesty is a family value. When you make a mistake, own it out loud.',
      funFact: { title: 'Little ears', text: 'Children often notice when adults bend the truth, for example about their age for a cheaper ticket.' },
    },
  ],
  ageStage: {
    '3-5': 'Preschoolers begin to tell simple lies as they realise others can\'t read their minds. They often mix fantasy and reality, and their lies are usually easy to spot ("The dog drew on the wall"). Respond calmly and focus on the fix.',
    '6-8': 'School-age children get better at keeping lies consistent. They often lie to avoid trouble or disappointing you. They understand rules about honesty and respond well to praise for truth-telling and to simple conversations about trust.',
    '9-12': 'Preteens may lie to gain independence or privacy, or to fit in with friends. Conversations about trust ("Honesty earns more freedom") and respecting appropriate privacy help.',
    '13+': 'Teens often lie about where they are, who they\'re with, or online activity, usually to gain autonomy. Keeping communication open, negotiating reasonable freedoms, and linking trust to honesty works better than surveillance alone. Safety-related lies need clear, calm follow-up.',
  },
  brainBehavior: 'Lying requires theory of mind (understanding that others have different knowledge) and executive function (holding the truth in mind while saying something else and controlling facial expressions). These skills develop through the preschool and school years. Children weigh the likely consequences of telling the truth; when the response to honesty is calm and constructive, truth-telling becomes the lower-risk choice.',
  approaches: [
    { strategy: 'Don\'t set up lies', rationale: 'When you already know, a question like "Did you eat the cookies?" tempts a denial.', howTo: 'State what you know: "I see the cookies are gone. Let\'s talk about it." Then move to solutions.' },
    { strategy: 'Make truth-telling safe', rationale: 'A child who fears a harsh reaction has a strong reason to hide the truth.', howTo: 'Stay calm, thank your child for telling the truth, and focus on repair ("How can we fix it?") with a smaller consequence for honesty.' },
    { strategy: 'Praise honesty specifically', rationale: 'Children repeat behaviour that earns warm attention.', howTo: '"Thank you for telling me the truth, even though it was hard. That makes me trust you."' },
    { strategy: 'Model honesty', rationale: 'Children learn from what adults do.', howTo: 'Avoid convenient fibs to your child, admit your mistakes, and explain honest choices out loud.' },
    { strategy: 'Understand the reason', rationale: 'Lies often point to a need: avoiding shame, seeking attention, fitting in.', howTo: 'After calm returns, ask what made it hard to tell the truth, and address the underlying worry.' },
  ],
  prosCons: [
    { approach: 'Calm, repair-focused response', pros: ['Makes honesty safer', 'Teaches responsibility'], cons: ['Can feel "too soft" to some adults', 'Requires staying calm in the moment'], bestFor: 'Most lies, at every age' },
    { approach: 'Consequence for the lie itself', pros: ['Shows lying matters', 'Clear boundary'], cons: ['If harsh, encourages better hiding', 'Can damage trust'], bestFor: 'Older children and serious or repeated lies, with a smaller consequence if they confess' },
    { approach: 'Ignoring fantasy-based "lies"', pros: ['Respects imaginative play', 'Avoids shaming'], cons: ['Needs gentle reality check sometimes'], bestFor: 'Preschoolers telling tall tales' },
    { approach: 'Stories about honesty', pros: ['Low-pressure teaching', 'Sparks conversation'], cons: ['Works best alongside real-life modelling'], bestFor: 'Young and school-age children' },
  ],
  sources: [
    {
      claim: 'The American Academy of Pediatrics recommends positive discipline: calm, clear limits, praise and attention for the behaviour you want, and consequences that teach; spanking, yelling and shaming work poorly and can harm children.',
      title: 'HealthyChildren.org (American Academy of Pediatrics): What\'s the Best Way to Discipline My Child?',
      url: 'https://www.healthychildren.org/English/family-life/family-dynamics/communication-discipline/Pages/Disciplining-Your-Child.aspx',
      read: '2026-11-23',
      authority: 'public-health',
      asOf: '2026-11',
    },
    {
      claim: 'Lying is a common part of child development: young children blur wishes and fantasy with what happened, and children of all ages may lie to avoid trouble or disappointing a parent; parents help most by staying calm, praising honesty and modelling it.',
      title: 'Child Mind Institute: articles for parents on lying and behaviour',
      url: 'https://childmind.org/',
      read: '2026-11-23',
      authority: 'nonprofit',
    },
  ],
  microTasks: [
    'Notice when and about what your child tends to lie; jot down what was happening.',
    'Replace one "Did you…?" question with a statement of what you know.',
    'Thank your child specifically the next time they tell you a hard truth.',
    'Share a short story about a time you told the truth when it was difficult.',
    'Read a story about honesty together and talk about how the characters felt.',
    'Check your own small fibs today and choose honesty instead.',
    'Agree together on what happens when someone confesses a mistake (a calm fix, a smaller consequence).',
  ],
  sampleScript: {
    '3-5': '"I see crayon on the wall. Hmm. Walls are not for drawing. Let\'s get a cloth and clean it together. Next time, where can you draw? ... Thank you for helping fix it."',
    '6-8': '"The window\'s broken and the ball is inside. I\'m not going to shout. I\'d like the true story, because then we can fix it together. ... Thank you for telling me. That took courage. Let\'s talk about how to pay for it from your chores."',
    '9-12': '"I found out you weren\'t at Jamie\'s house. I\'m more worried than angry. I need to know you\'re safe. What made it hard to tell me where you were? Let\'s figure out a plan so you can tell me the truth next time."',
    '13+': '"Trust works both ways. When you\'re honest with me, even about something I won\'t like, I can give you more freedom. When I\'m lied to, I have to tighten things up. What would make it easier to be honest with me?"',
  },
  ifThisHappens: [
    { scenario: 'My preschooler insists the toy broke itself.', solution: 'Don\'t argue about the story. Say what you see, help them fix it, and model: "Sometimes we break things by accident. We can say \'I broke it.\'"' },
    { scenario: 'My child lies about homework.', solution: 'Check the underlying problem: too hard, overwhelmed, disorganised? Work with the teacher and set up a simple routine so there\'s less to hide.' },
    { scenario: 'My teen lies about where they are.', solution: 'Focus on safety, calmly state what you know, set a proportionate consequence, and negotiate freedoms earned through honesty.' },
    { scenario: 'Lying is constant and comes with other serious problems.', solution: 'If lying is frequent and comes with aggression, stealing or trouble at school, talk to your pediatrician or a child mental-health professional.' },
  ],
  pitfalls: [
    'Asking questions you already know the answer to.',
    'Harsh punishment for confessions.',
    'Calling your child a liar, which can become part of how they see themselves.',
    'Telling children convenient untruths yourself.',
    'Long lectures instead of a short, calm conversation and repair.',
  ],
  tracker: {
    description: 'Track lies and honest moments for two weeks to see patterns and progress.',
    categories: ['What happened', 'Lie or truth', 'Likely reason (avoid trouble, fantasy, want, fit in)', 'How I responded', 'Outcome'],
  },
  weeklyPrompts: [
    'What situations led to lies this week?',
    'When did my child tell a hard truth, and how did I respond?',
    'Did my own responses make honesty feel safe?',
    'Was I honest with my child, even when it was inconvenient?',
  ],
  books: [
    { title: 'NurtureShock', author: 'Po Bronson and Ashley Merryman' },
    { title: 'No-Drama Discipline', author: 'Daniel J. Siegel and Tina Payne Bryson' },
    { title: 'How to Talk So Kids Will Listen & Listen So Kids Will Talk', author: 'Adele Faber and Elaine Mazlish' },
  ],
  expert: {
    pediatricianTip: 'Pediatricians recommend positive discipline: calm limits, praise for the behaviour you want, and consequences that teach rather than frighten. Speak with your child\'s doctor if lying is persistent and comes with other behaviour concerns.',
    psychologistInsight: 'Children weigh the likely consequences of telling the truth. When honesty is met with calm and repair, rather than fear, the truth becomes the easier choice.',
  },
  discussions: [
    { search: 'child lying what to do', title: 'Parents discussing how they respond to lying', snippet: 'Approaches other families found helpful, from preschoolers to teens.' },
    { search: 'teen lying trust', title: 'Parents talking about teens, lying and trust', snippet: 'How families rebuilt trust and negotiated freedom.' },
  ],
  glossary: [
    { term: 'Theory of mind', say: 'THEER-ee uv MYND', definition: 'Understanding that other people have thoughts and knowledge different from your own.' },
    { term: 'Executive function', say: 'ig-ZEK-yoo-tiv FUNK-shun', definition: 'Brain skills like self-control, planning and working memory.' },
    { term: 'Repair', say: 'rih-PAIR', definition: 'Fixing harm done and restoring trust after a mistake.' },
    { term: 'Proportionate consequence', say: 'pruh-POR-shun-it KON-suh-kwens', definition: 'A consequence that fits the size of the problem.' },
  ],
  tryIt: [{
    title: 'The Honesty Jar',
    description: 'Celebrate hard truths as a family.',
    steps: [
      'Put an empty jar somewhere everyone can see it.',
      'Whenever anyone (adults too!) tells a hard truth, write it on a slip of paper and drop it in the jar.',
      'Say what made it brave: "You told me about the spilled juice right away."',
      'When the jar is full, read the slips together and celebrate with a family activity.',
    ],
    note: 'The jar celebrates honesty; never take slips out as punishment. Young children can draw a picture while you write.',
  }],
  analogies: [
    { title: 'A safe harbour', content: 'If the harbour is stormy, ships stay out at sea. Make home a calm harbour, and the truth will come in.' },
  ],
  realWorld: [
    { title: 'The broken vase', content: 'A child breaks a vase and freezes. Instead of "Who did this?", the parent says, "Oh no, the vase broke. Are you OK? Let\'s clean it up." The child says, "I did it." The parent thanks them, and together they plan how to be careful next time.' },
  ],
  engaging: [
    { question: 'What does your child usually lie about?', context: 'The pattern points to the need behind it.' },
    { question: 'How do you react when your child confesses?', context: 'Your reaction shapes their next choice.' },
  ],
  quiz: [
    {
      question: 'Why can very harsh punishment for lying backfire?',
      right: 'It gives children a reason to hide the truth',
      wrong: ['It makes children too honest to keep secrets', 'It has no effect on what children say'],
      skill: 'cause-effect',
      support: ['Harsh punishment gives children a reason to hide the truth', 'has every reason to lie'],
    },
    {
      question: 'You know your child broke the vase. What is the better first step?',
      right: 'Say what you know and move to a fix',
      wrong: ['Ask "Did you do it?" to test them', 'Wait quietly to see if they lie'],
      skill: 'recall',
      support: ['state what you know and move to solutions', 'State what you know'],
    },
    {
      question: 'What does a young child\'s first lie usually show?',
      right: 'Their thinking skills are growing',
      wrong: ['They will grow up dishonest', 'They have been raised badly'],
      skill: 'inference',
      support: ['early lies are a sign of growing thinking skills', 'theory of mind'],
    },
  ],
  related: ['parent-sibling-rivalry', 'parent-homework', 'parent-big-emotions'],
  links: [SITES.childMind, SITES.healthyChildren, britannica('honesty')],
};
