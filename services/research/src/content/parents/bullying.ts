import { SITES } from '../links';
import type { ParentEntry } from '../types';

export const bullying: ParentEntry = {
  id: 'parent-bullying',
  question: 'What should I do if my child is being bullied?',
  title: 'When Your Child Is Bullied, or Bullies',
  blurb: 'Spotting bullying, what to say and do, working with the school, and what to do if your child is the one bullying.',
  standalone: [['bully'], ['bullied'], ['bullying'], ['bullies'], ['cyberbull*']],
  triggers: [['bully'], ['bullied'], ['bullying'], ['bullies'], ['cyberbull*'], ['picked', 'on'], ['pick*', 'on', 'him'], ['pick*', 'on', 'her'], ['pick*', 'on', 'me'], ['teas*'], ['mean', 'to'], ['mean', 'kids'], ['call*', 'names'], ['name', 'calling']],
  quickAnswer: 'Bullying is repeated, deliberate hurtful behaviour where one child has more power than the other. If your child is bullied, listen calmly, believe them, and tell them it is not their fault. Write down what happened and work with the school, which has a duty to keep children safe. Don\'t tell your child to fight back or to simply ignore it. If your child is the one bullying, take it seriously, set clear consequences, and teach empathy and better ways to handle conflict.',
  takeaways: [
    'Bullying is repeated, on purpose and involves a power imbalance; it is not a normal part of growing up.',
    'Listen calmly, believe your child, and make sure they know it is not their fault.',
    'Keep a record and work with the school; don\'t confront the other child or family yourself.',
    'Teach safe responses: a firm "Stop", walking away, staying near friends and telling an adult.',
    'If your child bullies others, respond calmly but firmly, and teach empathy and repair.',
  ],
  sections: [
    {
      title: 'What Bullying Is, and the Signs',
      content: 'Bullying is unwanted, aggressive behaviour that is repeated, or likely to be repeated, with a real or perceived power imbalance. It can be physical, verbal (such as teasing about looks or weight), social (leaving someone out, spreading rumours) or online. Children often don\'t tell adults. Warning signs include lost or damaged belongings, unexplained injuries, not wanting to go to school, headaches or stomach aches, changes in sleep or eating, and losing friends.',
      funFact: { title: 'Not every conflict is bullying', text: 'A single argument between equals is conflict; bullying is repeated and one-sided.' },
    },
    {
      title: 'If Your Child Is Being Bullied',
      content: 'Stay calm and listen to the whole story. Thank your child for telling you, and say clearly that it is not their fault. Write down what happened, when and who was there, and save any messages or posts. Contact the teacher or school and ask what they will do and when you will hear back. Practise safe responses at home, like saying "Stop, I don\'t like that" in a firm voice and walking away to an adult.',
      funFact: { title: 'Friends protect', text: 'Children who stay near friends and trusted adults are harder targets for bullying.' },
    },
    {
      title: 'If Your Child Is Bullying Others',
      content: 'It is hard to hear, but stay calm and take it seriously. Find out what happened and why, without excusing it. Make the rules clear, use consequences that fit, and help your child repair the harm, such as through an apology or making amends. Teach empathy by asking how the other child felt. Look at what might be behind it, like stress, being bullied themselves, or copying what they see. Work with the school on one shared plan.',
      funFact: { title: 'Both sides need help', text: 'Children who bully often need support to learn better ways to handle power, conflict and feelings.' },
    },
  ],
  ageStage: {
    '3-5': 'True bullying is less common in preschoolers, but young children can be unkind, exclude others or grab and push. Teach simple words like "Stop, I don\'t like that" and praise kindness. Tell staff about repeated unkindness so they can guide both children.',
    '6-8': 'Name-calling, leaving others out and pushing are common forms of bullying at this age. Children may not know it is bullying or may feel ashamed to tell. Ask open questions about school and playtime, and role-play what to do.',
    '9-12': 'Bullying at this age is often social: exclusion, rumours and group teasing, and it may move online. Preteens may fear that telling adults will make it worse. Reassure them you will plan the next steps together, and keep an eye on their online life.',
    '13+': 'Teen bullying can be social, online, or about appearance, identity or relationships. Teens often want to handle it themselves. Respect that, but stay involved, save online evidence, and know when to step in with the school. Watch for signs of low mood, and get help if your teen seems hopeless.',
  },
  brainBehavior: 'Children and teens are very sensitive to social rejection, so bullying can hurt deeply and affect mood, sleep, learning and self-worth. Children who bully may be seeking power or status, copying aggression they have seen, or struggling with their own feelings. Adults who respond quickly and consistently send the message that bullying is not accepted.',
  approaches: [
    { strategy: 'Listen and believe', rationale: 'Children often hide bullying because they feel ashamed or fear it will get worse.', howTo: 'Listen without interrupting, thank them for telling you, and say "This is not your fault. We will work on it together."' },
    { strategy: 'Document and work with the school', rationale: 'Schools can act on patterns they know about, and records help them act.', howTo: 'Write down dates, what happened and who was there; save screenshots. Ask the school for a plan and a date to follow up.' },
    { strategy: 'Practise safe, confident responses', rationale: 'A calm "Stop" and walking away to an adult takes away the reaction a bully may want.', howTo: 'Role-play at home: stand tall, look at the other child, say "Stop, I don\'t like that," and walk to an adult or friends.' },
    { strategy: 'Respond firmly if your child bullies', rationale: 'Clear limits and consequences, plus teaching empathy, change behaviour better than harsh punishment.', howTo: 'Explain why it is wrong, set a consequence that fits, help them make amends, and look for what is behind it.' },
    { strategy: 'Build friendships and confidence', rationale: 'Friends and activities a child enjoys make them more resilient.', howTo: 'Support a hobby, a club or time with kind friends outside school.' },
  ],
  prosCons: [
    { approach: 'Talking to the teacher or school', pros: ['Adults on the spot can watch and act', 'Schools have anti-bullying policies'], cons: ['Can feel slow', 'Your child may worry it will make things worse'], bestFor: 'Any bullying that happens at school, on the bus or on the way' },
    { approach: 'Contacting the other family directly', pros: ['Can work if families know each other well', 'Quick'], cons: ['Often turns defensive', 'Can make things worse for your child'], bestFor: 'Rarely; usually better through the school' },
    { approach: 'Role-playing responses at home', pros: ['Builds confidence', 'Gives the child a plan'], cons: ['Does not stop bullying on its own', 'Not enough for physical or serious bullying'], bestFor: 'Alongside school action, especially for name-calling and teasing' },
  ],
  sources: [
    {
      claim: 'StopBullying.gov: bullying is unwanted, aggressive behaviour among school-aged children that involves a real or perceived power imbalance and is repeated, or has the potential to be repeated, over time. It can be physical, verbal, social or online. Warning signs include unexplained injuries, lost or destroyed belongings, frequent headaches or stomach aches, changes in eating or sleep, not wanting to go to school and loss of friends.',
      title: 'StopBullying.gov (U.S. Department of Health and Human Services): What Is Bullying',
      url: 'https://www.stopbullying.gov/bullying/what-is-bullying',
      read: '2026-11-23',
      authority: 'public-health',
    },
    {
      claim: 'StopBullying.gov: respond quickly and consistently to bullying, stay calm, make sure everyone is safe, listen to the children involved, and work with the school. Do not tell children to ignore bullying or to fight back, and do not force the children to meet or sort it out on the spot.',
      title: 'StopBullying.gov: Respond to Bullying',
      url: 'https://www.stopbullying.gov/prevention/on-the-spot',
      read: '2026-11-23',
      authority: 'public-health',
    },
    {
      claim: 'American Academy of Pediatrics (HealthyChildren.org): help your child know what to do if bullied, such as telling the bully to stop in a calm, firm voice and walking away, staying near friends and telling an adult; talk to the teacher or school; and if your child bullies others, set firm and consistent limits, and teach better ways to handle conflict.',
      title: 'HealthyChildren.org (AAP): Bullying: It\'s Not OK',
      url: 'https://www.healthychildren.org/English/safety-prevention/at-play/Pages/Bullying-Its-Not-Ok.aspx',
      read: '2026-11-23',
      authority: 'public-health',
    },
    {
      claim: 'In the US, people can call or text 988 to reach the 988 Suicide & Crisis Lifeline, free and at any time.',
      title: '988 Suicide & Crisis Lifeline',
      url: 'https://988lifeline.org/',
      read: '2026-11-23',
      authority: 'public-health',
    },
  ],
  microTasks: [
    'Ask an open question at a calm moment: "Who do you sit with at lunch? Is anyone unkind at school?"',
    'If your child tells you about bullying, listen fully and thank them for telling you.',
    'Start a written log of what happened, when and who was there; save any messages.',
    'Contact the teacher or school and ask for a plan and a follow-up date.',
    'Role-play a firm "Stop, I don\'t like that" and walking away to an adult.',
    'Plan one activity or playdate with a kind friend to build your child\'s confidence.',
    'Check in again at the end of the week, and follow up with the school if things have not improved.',
  ],
  sampleScript: {
    '3-5': '"Thank you for telling me. It\'s not OK for anyone to push you. If it happens, you can say \'Stop!\' really loudly and go to your teacher. I\'m going to tell your teacher too, so she can help."',
    '6-8': '"I\'m really glad you told me. What happened is not your fault, and it\'s not OK. Let\'s write down what happened, and I\'ll talk to your teacher. Let\'s practise what you can say if it happens again."',
    '9-12': '"That sounds really hard, and I\'m proud of you for telling me. I won\'t do anything without talking to you first. Let\'s make a plan together, including who at school you trust and how we tell them."',
    '13+': '"I believe you, and you don\'t have to handle this alone. Can you show me the messages? Let\'s screenshot them and decide together whether to report them and talk to the school."',
  },
  ifThisHappens: [
    { scenario: 'The school says it is "just kids being kids".', solution: 'Share your written record calmly and ask what their anti-bullying policy says. Ask for a specific plan and follow-up date. If nothing changes, go to the head teacher or principal, then the school district or board.' },
    { scenario: 'My child is being bullied online.', solution: 'Don\'t reply to the messages. Save screenshots, block the sender and report them on the platform. Tell the school if classmates are involved. Threats of violence should be reported to the police.' },
    { scenario: 'I found out my child is bullying someone.', solution: 'Stay calm, listen, and don\'t excuse it. Set a clear consequence, help your child make amends, and work with the school. Ask what might be behind it, such as stress or being bullied themselves.' },
    { scenario: 'My child seems very low or hopeless because of bullying.', solution: 'Talk to your pediatrician or a mental health professional soon. If your child talks about harming themselves, get help right away: call your emergency number, or {crisisLine}.' },
  ],
  pitfalls: [
    'Telling a child to "just ignore it" or to hit back.',
    'Confronting the other child or their parents angrily.',
    'Blaming the child ("What did you do to make them act that way?").',
    'Taking away a child\'s phone as punishment for being bullied online.',
    'Making a plan without the child, so they stop telling you.',
  ],
  tracker: {
    description: 'A written log supports conversations with the school and shows whether things improve.',
    categories: ['Date', 'What happened', 'Where', 'Who was involved', 'Who I told', 'School response'],
  },
  weeklyPrompts: [
    'How is my child feeling about school this week?',
    'Has the school followed up as promised?',
    'Is my child spending time with friends who are kind to them?',
    'Are there any signs of low mood that I should raise with the doctor?',
  ],
  books: [
    { title: 'The Bully, the Bullied, and the Bystander', author: 'Barbara Coloroso' },
    { title: 'Wonder', author: 'R. J. Palacio' },
  ],
  expert: {
    pediatricianTip: 'Pediatricians ask about bullying because it affects health: headaches, stomach aches, poor sleep and low mood can all be signs. Tell your child\'s doctor if bullying is affecting your child, and get help right away if your child talks about harming themselves.',
    psychologistInsight: 'Child psychologists stress that children are more likely to keep telling adults when adults stay calm and plan with them, not over them. Children who bully also need help: clear limits plus teaching empathy and problem-solving works better than humiliation.',
  },
  discussions: [
    { search: 'child being bullied at school what to do', title: 'Parents discussing bullying at school', snippet: 'How other families worked with schools to stop bullying.' },
    { search: 'my child is the bully', title: 'Parents whose child was bullying others', snippet: 'How families responded when their own child was unkind to others.' },
    { search: 'cyberbullying teen', title: 'Parents talking about online bullying', snippet: 'What helped teens who were targeted online.' },
  ],
  glossary: [
    { term: 'Bullying', say: 'BUL-ee-ing', definition: 'Repeated, deliberate hurtful behaviour by someone with more power.' },
    { term: 'Cyberbullying', say: 'SY-ber-bul-ee-ing', definition: 'Bullying through phones, games, messages or social media.' },
    { term: 'Bystander', say: 'BY-stan-der', definition: 'Someone who sees bullying happen and can help by getting an adult or supporting the target.' },
    { term: 'Power imbalance', say: 'POW-er im-BAL-uns', definition: 'When one child has more strength, status or friends to use against another.' },
  ],
  tryIt: [{
    title: 'Practise "Stop, Walk, Talk"',
    description: 'Rehearse a simple plan your child can use if someone is unkind.',
    steps: [
      'Stop: practise standing tall and saying "Stop, I don\'t like that" in a firm voice.',
      'Walk: practise walking away toward friends or an adult, without running.',
      'Talk: name two adults at school your child can tell, and practise what to say.',
      'Swap roles so your child can see it from both sides, then praise their confident voice.',
    ],
    note: 'This plan is for teasing and unkindness; physical bullying and threats always need adults to act.',
  }],
  analogies: [
    { title: 'A smoke detector', content: 'Your child telling you about bullying is like a smoke detector going off: the important thing is not to switch it off with blame or panic, but to calmly find and deal with the fire.' },
  ],
  realWorld: [
    { title: 'The lunchtime table', content: 'A child is repeatedly told there is "no room" at the lunch table. The parent logs it and meets the teacher, who arranges seating and a buddy. The child starts bringing a friend home, and the exclusion fades.' },
  ],
  engaging: [
    { question: 'Who are the trusted adults at your child\'s school?', context: 'Knowing exactly who to tell makes it easier.' },
    { question: 'How does your child feel on Sunday evenings?', context: 'Dread before school can be a hidden sign.' },
  ],
  quiz: [
    { question: 'What makes bullying different from an ordinary argument?', right: 'It is repeated and involves a power imbalance', wrong: ['It only happens between close friends', 'It always involves physical fighting'], skill: 'vocabulary', support: ['Bullying is repeated, on purpose and involves a power imbalance'] },
    { question: 'What should you first say to a child who tells you they are bullied?', right: 'That it is not their fault', wrong: ['That they should fight back', 'That they must just ignore it'], skill: 'recall', support: ['make sure they know it is not their fault'] },
    { question: 'What is the best route for school bullying?', right: 'Keep a record and work with the school', wrong: ['Confront the other child yourself', 'Wait and hope it stops'], skill: 'recall', support: ['Keep a record and work with the school'] },
  ],
  related: ['parent-anxiety', 'parent-big-emotions', 'parent-screen-time'],
  links: [SITES.healthyChildren, SITES.kidsHealth, SITES.childMind],
};
