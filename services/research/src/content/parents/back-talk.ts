import { SITES } from '../links';
import type { ParentEntry } from '../types';

export const backTalk: ParentEntry = {
  id: 'parent-back-talk',
  question: 'How do I handle back talk and defiance?',
  title: 'Back Talk, Eye Rolls and Defiance',
  blurb: 'Why children talk back and push limits, and how to respond calmly without a power struggle.',
  standalone: [['back', 'talk*'], ['talk*', 'back'], ['backtalk*'], ['sass*'], ['defian*'], ['roll*', 'eye*'], ['eye', 'roll*'], ['disrespect*', 'child'], ['disrespect*', 'kid'], ['answer*', 'back']],
  triggers: [
    ['back', 'talk*'], ['talk*', 'back'], ['backtalk*'], ['answer*', 'back'], ['sass*'], ['defian*'], ['defy*'],
    ['roll*', 'eye*'], ['eye', 'roll*'], ['disrespect*'], ['attitude'], ['mouth*', 'off'], ['not', 'the', 'boss'],
    ['argu*', 'with', 'me'], ['argues', 'back'], ['says', 'no', 'to', 'everything'], ['snarky'], ['cheeky'],
  ],
  quickAnswer: 'Back talk and defiance are a normal, if maddening, part of children growing more independent. Stay calm and don\'t match their tone, because a shouting match teaches the very thing you want to stop. Name the limit briefly: "You can disagree, but not like that. Try again." Deal with the original request, and use a calm, fair consequence if the rudeness continues. Later, when everyone is calm, talk about what was going on. Praise respectful disagreement, give children real choices, and model the tone you want to hear.',
  takeaways: [
    'Some back talk is a normal part of growing independence.',
    'Stay calm and brief; a power struggle feeds the behaviour.',
    'Separate the feeling, which is allowed, from the rude words, which are not.',
    'Follow through on the original request and any consequence you named.',
    'Praise respectful disagreement, and model the tone you want.',
  ],
  sections: [
    {
      title: 'Why Children Talk Back',
      content: 'Children talk back when they want more control, feel something is unfair, or are tired, hungry or overwhelmed. Pushing against limits is part of learning to be independent. Children also copy the tone they hear at home, on screens and from friends. A big reaction can make back talk more likely, because it turns a small moment into a contest. None of this makes rudeness acceptable, but it helps you respond to the cause, not only the words.',
      funFact: { title: 'Testing, not hating', text: '"You\'re not the boss of me!" is usually a child testing a limit, not a statement about your relationship.' },
    },
    {
      title: 'What to Do in the Moment',
      content: 'Take a breath before you answer. Keep your voice low and your words few. Acknowledge the feeling, name the limit, and offer a redo: "You\'re annoyed. You can tell me that without rolling your eyes. Try again." Then return to the original request. If the rudeness continues, use a calm consequence you have explained before. Avoid lectures, sarcasm and threats you won\'t carry out.',
      funFact: { title: 'The redo', text: 'Letting a child "try that again" teaches the respectful version instead of only punishing the rude one.' },
    },
    {
      title: 'Preventing the Next Round',
      content: 'Spend a little one-to-one time with your child each day, because children who feel connected push back less. Offer real choices where you can, so they have some control. Make family rules about respectful talk clear ahead of time. Notice and praise respectful disagreement, and apologise when you lose your own temper. If defiance is extreme, lasts for months, or disrupts school and friendships, talk to your child\'s doctor.',
      funFact: { title: 'Choices lower the heat', text: '"Shower before or after dinner?" still gets the shower done, with far less arguing.' },
    },
  ],
  ageStage: {
    '3-5': 'Preschoolers say "No!" and "You\'re not the boss of me!" as they discover they are separate people with their own wishes. They have few words for big feelings. Short limits, simple choices and showing them the words to use work better than long explanations.',
    '6-8': 'School-age children start to argue about fairness and rules, and they copy phrases from friends and shows. They can understand a family rule about respectful talk and practise a redo. Clear, calm follow-through matters more than the size of the consequence.',
    '9-12': 'Preteens may roll their eyes, sigh loudly or answer back, especially in front of friends. Their growing need for independence is healthy. Involving them in setting rules and giving them more say in daily choices reduces battles.',
    '13+': 'Teenagers push for independence and may argue hard for their view. Respectful disagreement is a skill worth encouraging. Keep the line on insults and contempt, stay calm, pick your battles, and have the big conversations later, when you are both calm.',
  },
  brainBehavior: 'Stopping an angry reply relies on self-control skills in the front of the brain, which keep developing through childhood and the teen years. When a child is tired, hungry or upset, the emotional brain reacts faster than the thinking brain can check it. A calm adult helps the child calm down too. A shouting adult raises the stress response in both, which makes respectful words even harder to find.',
  approaches: [
    { strategy: 'Stay calm and keep it short', rationale: 'A big reaction turns a rude moment into a power struggle; calm adults help children calm down.', howTo: 'Pause, breathe, and use one or two sentences. Save the talk for later, when everyone is calm.' },
    { strategy: 'Name the limit and offer a redo', rationale: 'Children learn the respectful version by practising it, not only by being punished for the rude one.', howTo: '"You can disagree, but not like that. Try again." Praise the respectful version when it comes.' },
    { strategy: 'Follow through on the original request', rationale: 'If back talk makes the task go away, it gets repeated.', howTo: 'Calmly repeat the request and stay until it is done, or use the consequence you explained in advance.' },
    { strategy: 'Calm, fair consequences', rationale: 'Consequences that are brief, related and predictable teach better than harsh or surprise punishments.', howTo: 'Losing a privilege for a short time, such as screen time that evening, works better than yelling or shaming.' },
    { strategy: 'Connection and choices', rationale: 'Children who feel heard and have some control push back less.', howTo: 'Give ten minutes of one-to-one time daily, and offer two acceptable choices where you can.' },
  ],
  prosCons: [
    { approach: 'Ignoring mild eye rolls and sighs', pros: ['Avoids feeding minor attention-seeking', 'Keeps the focus on the task'], cons: ['Not right for insults or rude words', 'Needs praise for respectful talk alongside it'], bestFor: 'Small shows of annoyance when the child still does what was asked' },
    { approach: 'Redo ("Try that again")', pros: ['Teaches the respectful version', 'Quick and non-punitive'], cons: ['Can feel forced to older children', 'Needs a calm parent'], bestFor: 'Young and school-age children' },
    { approach: 'Loss of a privilege', pros: ['Clear and predictable', 'Works when explained in advance'], cons: ['Overuse breeds resentment', 'Long or harsh bans lose their power'], bestFor: 'Repeated rudeness after a warning' },
    { approach: 'Family rules made together', pros: ['Builds buy-in', 'Sets expectations ahead of time'], cons: ['Takes time to agree', 'Adults must follow them too'], bestFor: 'Preteens and teenagers' },
  ],
  sources: [
    {
      claim: 'The American Academy of Pediatrics recommends positive discipline: calm, clear limits, praise and attention for the behaviour you want, consequences that teach such as losing a privilege, and modelling the behaviour you expect; spanking, yelling and shaming work poorly and can harm children.',
      title: 'HealthyChildren.org (AAP): What\'s the Best Way to Discipline My Child?',
      url: 'https://www.healthychildren.org/English/family-life/family-dynamics/communication-discipline/Pages/Disciplining-Your-Child.aspx',
      read: '2026-11-23',
      authority: 'public-health',
    },
    {
      claim: 'Positive parenting tips: give attention and praise for good behaviour, be clear and consistent about rules and consequences, model the behaviour you expect, give children choices, and help them name feelings and calm down when they are upset.',
      title: 'CDC: Positive Parenting Tips',
      url: 'https://www.cdc.gov/child-development/positive-parenting-tips/index.html',
      read: '2026-11-23',
      authority: 'public-health',
    },
  ],
  microTasks: [
    'Notice when back talk happens today: time of day, request, and how tired or hungry your child was.',
    'Choose your calm one-liner, such as "You can disagree, but not like that. Try again."',
    'Give ten minutes of one-to-one time, with your child choosing the activity.',
    'Agree one family rule about respectful talk, and tell everyone the consequence ahead of time.',
    'Offer two choices for a task that usually starts an argument.',
    'Catch your child disagreeing respectfully and praise exactly that.',
    'Review the week together: what went better, and what would each of you do differently?',
  ],
  sampleScript: {
    '3-5': '"You don\'t want to leave the park. You\'re cross! You can say \'I\'m cross\', but we don\'t say \'stupid mummy\'. Try again: \'I\'m cross!\' ... Good telling me. Now, shoes on. Do you want to walk or hop to the car?"',
    '6-8': '"Whoa, that\'s not how we talk to each other. I can hear you think it\'s unfair. Try saying that again in a kind voice, and I\'ll listen. ... Thanks, that was much easier to hear. The answer is still bath first, but you can choose the bubbles."',
    '9-12': '"I saw that eye roll. You\'re allowed to be annoyed with me. You\'re not allowed to be rude. Let\'s start over: what\'s the problem with doing it now? ... Okay, you can finish the level, then it\'s time."',
    '13+': '"I want to hear your side, and I\'ll listen better if you talk to me the way you\'d like me to talk to you. Let\'s take ten minutes and come back to this. ... Thanks. Here\'s where I can give a little, and here\'s where I can\'t."',
  },
  ifThisHappens: [
    { scenario: 'My child says "I hate you!" when I set a limit.', solution: 'Stay calm and don\'t take the bait: "You\'re really angry with me. I love you, and the answer is still no." Talk about better words for big feelings later.' },
    { scenario: 'My child talks back in front of other people.', solution: 'Stay calm and brief in the moment, follow through quietly, and talk privately later. Embarrassing them in public usually escalates things.' },
    { scenario: 'Back talk has turned into constant defiance.', solution: 'Increase daily one-to-one time and praise, make rules and consequences clear and consistent, and talk to your child\'s doctor if it lasts for months or disrupts school and friendships.' },
    { scenario: 'I lost my temper and yelled back.', solution: 'Repair it: "I shouted, and I\'m sorry. I was frustrated. Let\'s both try again." This models the very skill you want your child to learn.' },
  ],
  pitfalls: [
    'Matching their tone, so it becomes a shouting match.',
    'Long lectures in the heat of the moment.',
    'Letting the original task disappear because of the argument.',
    'Big, surprise punishments you can\'t or won\'t carry out.',
    'Sarcasm or mocking, which models the very tone you dislike.',
  ],
  tracker: {
    description: 'A one-week log shows when back talk happens and what calms it.',
    categories: ['Time of day', 'What I asked', 'What my child said or did', 'How I responded', 'Did a redo work?', 'One-to-one time given'],
  },
  weeklyPrompts: [
    'When did back talk happen most, and what was going on just before?',
    'How often did I stay calm, and what helped me do it?',
    'Did my child get daily one-to-one time and real choices?',
    'What is one rule or routine to adjust next week?',
  ],
  books: [
    { title: 'How to Talk So Kids Will Listen & Listen So Kids Will Talk', author: 'Adele Faber and Elaine Mazlish' },
    { title: 'The Kazdin Method for Parenting the Defiant Child', author: 'Alan E. Kazdin' },
    { title: 'The Explosive Child', author: 'Ross W. Greene' },
  ],
  expert: {
    pediatricianTip: 'Pediatricians recommend calm, consistent discipline: clear limits, praise for the behaviour you want, and brief consequences that teach, never spanking, yelling or shaming. Talk to your child\'s doctor if defiance is extreme, lasts for months, or gets in the way of school and friendships.',
    psychologistInsight: 'Behavioural psychologists find that attention shapes behaviour: a big reaction to rudeness can feed it, while specific praise for respectful disagreement grows it. Practising the respectful version (the redo) and staying connected work better than escalating punishments.',
  },
  discussions: [
    { search: 'back talk', title: 'Parents discussing back talk', snippet: 'What other families say in the moment, and what made back talk less frequent.' },
    { search: 'eye rolling tween', title: 'Parents talking about eye rolls and attitude', snippet: 'How families handle the preteen attitude without a battle every day.' },
    { search: 'defiant child', title: 'Parents sharing experiences with defiance', snippet: 'Routines, choices and consequences that helped with a defiant phase.' },
  ],
  glossary: [
    { term: 'Back talk', say: 'BAK tawk', definition: 'Rude or defiant replies to a parent or teacher, in words, tone or gestures.' },
    { term: 'Power struggle', say: 'POW-er STRUG-ul', definition: 'A contest of wills where both sides dig in, and the original issue gets lost.' },
    { term: 'Redo', say: 'REE-doo', definition: 'A chance to say something again in a respectful way.' },
    { term: 'Logical consequence', say: 'LOJ-ih-kul KON-sih-kwens', definition: 'A calm, related result of a behaviour, explained ahead of time.' },
  ],
  tryIt: [{
    title: 'Practise the Redo',
    description: 'Rehearse respectful disagreement when everyone is calm.',
    steps: [
      'At a calm time, tell your child it\'s fine to disagree, and explain how you want it said.',
      'Take turns acting out a small "unfair" moment, once rudely and once respectfully, and laugh about the rude version.',
      'Agree a signal, such as "Try again", that means "say that in a respectful way".',
      'Use the signal this week, and praise every successful redo.',
    ],
    note: 'Keep it light. The aim is to give your child words to use when they are cross, not to shame them.',
  }],
  analogies: [
    { title: 'A thermostat, not a thermometer', content: 'A thermometer rises with the room\'s heat; a thermostat sets the temperature. When you stay calm, you set the temperature for the whole conversation.' },
  ],
  realWorld: [
    { title: 'The homework standoff', content: '"Put the tablet away and start your homework." "You\'re so annoying!" A calm "Try that again, then homework" often ends in ten seconds what a lecture would drag out for twenty minutes.' },
  ],
  engaging: [
    { question: 'When does back talk happen most in your home?', context: 'Tiredness, hunger and transitions are common triggers.' },
    { question: 'What tone do you use when you are frustrated?', context: 'Children copy what they hear most.' },
  ],
  quiz: [
    { question: 'What helps most in the moment of back talk?', right: 'Staying calm and brief', wrong: ['A long lecture right away', 'Matching their tone'], skill: 'cause-effect', support: ['Stay calm and don\'t match their tone'] },
    { question: 'What is a redo?', right: 'Saying it again respectfully', wrong: ['Doing the task twice', 'A harsher punishment'], skill: 'vocabulary', support: ['A chance to say something again in a respectful way'] },
    { question: 'What should happen to the original request?', right: 'It still gets done', wrong: ['It is dropped to keep peace', 'It is doubled as a punishment'], skill: 'recall', support: ['Deal with the original request'] },
  ],
  related: ['parent-listening', 'parent-big-emotions', 'parent-swearing'],
  links: [SITES.healthyChildren, SITES.cdc, SITES.childMind],
};
