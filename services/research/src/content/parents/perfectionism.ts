import { SITES } from '../links';
import type { ParentEntry } from '../types';

export const perfectionism: ParentEntry = {
  id: 'parent-perfectionism',
  question: 'How can I help my child with perfectionism and fear of mistakes?',
  title: 'Helping a Child Who Fears Mistakes',
  blurb: 'When high standards turn into fear of failing, and how to make mistakes feel safe again.',
  standalone: [['perfectionis*'], ['fear', 'of', 'mistake*'], ['afraid', 'of', 'mistake*'], ['afraid', 'to', 'fail'], ['fear', 'of', 'failure'], ['afraid', 'of', 'failing'], ['hate*', 'mistake*'], ['everything', 'perfect'], ['has', 'to', 'be', 'perfect']],
  triggers: [['perfectionis*'], ['perfect'], ['mistake*'], ['afraid', 'to', 'fail'], ['fear', 'of', 'failure'], ['failing'], ['failure'], ['rip*', 'up'], ['erase*'], ['redo*'], ['start*', 'over', 'again'], ['won\'t', 'try'], ['refuse*', 'to', 'try'], ['give*', 'up', 'easily'], ['gives', 'up'], ['crumple*'], ['might', 'fail'], ['afraid', 'fail*'], ['scared', 'fail*'], ['upset', 'wrong'], ['upset', 'mistake*']],
  quickAnswer: 'Perfectionism is more than high standards: it is fear that anything less than perfect means failure. Show your child that mistakes are how everyone learns: talk about your own, and react calmly to theirs. Praise effort, strategies and progress, not flawless results. Break big tasks into small steps, set time limits on redoing, and encourage "good enough" practice. If fear of mistakes causes lots of distress, avoidance or tears, talk to your pediatrician or a mental health professional.',
  takeaways: [
    'Perfectionism is driven by fear of failing, not just high standards.',
    'Model mistakes calmly and talk about what you learned.',
    'Praise effort, strategies and progress rather than perfect results.',
    'Set limits on redoing, and practise "good enough".',
    'Strong distress or avoidance is worth professional advice.',
  ],
  sections: [
    {
      title: 'When High Standards Become Fear',
      content: 'Wanting to do well is healthy. Perfectionism is different: the child feels that any mistake is a disaster, or that their worth depends on being perfect. Signs include tearing up work, endless redoing, melting down over small errors, refusing to try new things, and taking much longer than needed on tasks. Some children hide it by avoiding anything they might fail at.',
      funFact: { title: 'Avoiding looks like laziness', text: 'A child who will not start a task may be afraid of doing it badly, not lazy.' },
    },
    {
      title: 'Making Mistakes Safe',
      content: 'Children learn how to treat mistakes by watching adults. Say your own out loud: "Oops, I burned the toast. Next time I\'ll set a timer." React calmly when your child spills, miscounts or loses. Talk about mistakes as information, not failure. Praise effort, good strategies and progress, and avoid praise that suggests they must always be clever or the best.',
      funFact: { title: 'Mistake of the day', text: 'Some families share a "best mistake" at dinner and what it taught them.' },
    },
    {
      title: 'Practising Good Enough',
      content: 'Perfectionist children need practice at tolerating imperfect work. Set a time limit for a task, or a limit on how many times they can start over. Break large jobs into small steps. Try activities where mess is part of the fun, like painting with sponges. If worry about mistakes causes daily distress, talk to your pediatrician; a therapist can teach coping skills.',
      funFact: { title: 'Deliberately wonky', text: 'Drawing a deliberately wonky picture together can make imperfection feel playful.' },
    },
  ],
  ageStage: {
    '3-5': 'Preschoolers may get very upset when a drawing or tower does not look right, or refuse to try things they cannot yet do. Stay calm, show that you make mistakes too, and praise trying. Messy, open-ended play helps.',
    '6-8': 'School-age children may erase until the paper tears, cry over a wrong answer, or refuse new activities. Praise effort and strategies, and set gentle limits on redoing work.',
    '9-12': 'Preteens may spend hours on homework, avoid tasks they fear doing badly, or be crushed by less than top marks. Help them plan, set time limits, and talk about what "good enough" looks like.',
    '13+': 'Teens may drive themselves very hard at school, sport or appearance, and fear disappointing others. Watch for exhaustion, anxiety or low mood, and make clear your love does not depend on results.',
  },
  brainBehavior: 'Fear of mistakes is a kind of anxiety: the brain treats a possible error as a threat. Avoiding or redoing brings short-term relief, which makes the habit stronger. Gently facing small, imperfect moments, with calm support, teaches the brain that mistakes are survivable. Children also copy how adults react to their own errors.',
  approaches: [
    { strategy: 'Model healthy mistakes', rationale: 'Children copy how adults respond to errors.', howTo: 'Narrate your own mistakes calmly and what you will try next time.' },
    { strategy: 'Praise process, not perfection', rationale: 'Praise for effort and strategy makes trying feel safe.', howTo: 'Say "You tried a new way to solve it" rather than "Perfect!"' },
    { strategy: 'Gentle practice with imperfection', rationale: 'Small, repeated experiences reduce the fear over time.', howTo: 'Set time limits, limit do-overs, and try messy activities together.' },
    { strategy: 'Seek help for strong anxiety', rationale: 'Therapy approaches such as cognitive behavioural therapy teach coping skills.', howTo: 'Talk to your pediatrician if fear of mistakes causes daily distress or avoidance.' },
  ],
  prosCons: [
    { approach: 'Time limits on tasks', pros: ['Stops endless redoing', 'Builds planning skills'], cons: ['Can add pressure if too tight'], bestFor: 'School-age children who redo work' },
    { approach: 'Sharing parents\' mistakes', pros: ['Makes mistakes normal', 'Easy to do every day'], cons: ['Less helpful if parents then criticise themselves'], bestFor: 'All ages' },
    { approach: 'Professional support', pros: ['Teaches proven coping skills'], cons: ['Cost and waiting lists'], bestFor: 'Perfectionism with strong anxiety, tears or avoidance' },
  ],
  sources: [
    {
      claim: 'Children who are anxious may avoid situations they fear; avoidance brings short-term relief but reinforces anxiety over time. Parents help by respecting feelings, expressing confidence that the child can cope, encouraging small steps, and seeking help when anxiety interferes with daily life. Cognitive behavioural therapy (CBT) is an effective treatment for anxiety in children.',
      title: 'Child Mind Institute: What to Do (and Not Do) When Children Are Anxious',
      url: 'https://childmind.org/article/what-to-do-and-not-do-when-children-are-anxious/',
      read: '2026-11-23',
      authority: 'nonprofit',
    },
    {
      claim: 'Kids with healthy self-esteem try new things and cope with mistakes; kids with low self-esteem criticise themselves and give up. Parents help by praising effort, being a good role model for handling mistakes, and avoiding harsh criticism.',
      title: 'KidsHealth (Nemours) for Parents: Your Child\'s Self-Esteem',
      url: 'https://kidshealth.org/en/parents/self-esteem.html',
      read: '2026-11-23',
      authority: 'public-health',
    },
  ],
  microTasks: [
    'Tell your child about one mistake you made today and what you learned.',
    'Notice when you say "perfect" and swap it for praise of effort.',
    'Set a timer for one task so it ends at "good enough".',
    'Do a messy activity together, like sponge painting.',
    'Limit do-overs on one piece of work to two.',
    'Share a "best mistake" at dinner.',
    'Ask your child what they are afraid would happen if they made a mistake.',
  ],
  sampleScript: {
    '3-5': '"Oh no, the tower fell! That\'s OK. Towers fall, and we build again. Look, I made a wobbly one too!" (If they cry:) "You wanted it to be just right. It\'s frustrating. Let\'s try one more."',
    '6-8': '"Mistakes help our brains learn. You can erase twice, and then we keep going." (Later:) "I liked how you kept trying even when it was tricky."',
    '9-12': '"Let\'s set a time for this project. When the timer rings, it\'s done for tonight. What would \'good enough\' look like?"',
    '13+': '"You\'re putting a lot of pressure on yourself. What do you think would happen if it wasn\'t perfect? My love for you doesn\'t depend on your grades."',
  },
  ifThisHappens: [
    { scenario: 'My child rips up drawings that are not perfect.', solution: 'Stay calm, name the feeling, and offer a fresh sheet with a time limit. Save some "imperfect" work you both like, to show it can still be good.' },
    { scenario: 'My child refuses to try a new activity.', solution: 'Offer a very small first step, like watching once, then trying one part. Praise the courage to try, not the result.' },
    { scenario: 'My child spends hours redoing homework.', solution: 'Agree a time limit with the teacher if needed, and help your child stop when it is done well enough.' },
    { scenario: 'My child is anxious, tearful or cannot sleep because of schoolwork.', solution: 'Talk to your pediatrician or a mental health professional about anxiety and coping support.' },
  ],
  pitfalls: [
    'Praising only perfect results or high marks.',
    'Fixing or redoing your child\'s work for them.',
    'Criticising your own mistakes harshly in front of your child.',
    'Letting a child avoid everything they might fail at.',
    'Saying "just relax" instead of helping with small steps.',
  ],
  tracker: {
    description: 'Track moments of fear and bravery around mistakes.',
    categories: ['Mistakes handled calmly', 'Tasks avoided', 'Do-overs', 'Brave tries', 'Effort praise given'],
  },
  weeklyPrompts: [
    'When did my child cope well with a mistake this week?',
    'How did I react to my own mistakes?',
    'What small brave step could my child try next?',
    'Is the fear getting smaller, or does it need professional help?',
  ],
  books: [
    { title: 'Beautiful Oops!', author: 'Barney Saltzberg' },
    { title: 'The Girl Who Never Made Mistakes', author: 'Mark Pett and Gary Rubinstein' },
    { title: 'The Most Magnificent Thing', author: 'Ashley Spires' },
  ],
  expert: {
    pediatricianTip: 'Pediatricians suggest watching for signs that fear of mistakes is affecting sleep, school, friendships or mood, and bringing it up at a check-up. Anxiety in children is common and treatable.',
    psychologistInsight: 'Child psychologists treat perfectionism as a form of anxiety. Avoidance and endless checking keep it going; small, supported steps into imperfection, plus praise for brave tries, help it fade.',
  },
  discussions: [
    { search: 'perfectionist child meltdown mistakes', title: 'Parents talking about perfectionist children', snippet: 'What helped a child who melts down over mistakes.' },
    { search: 'child afraid to try new things', title: 'Parents sharing ways to encourage trying', snippet: 'Small steps that helped children try new activities.' },
  ],
  glossary: [
    { term: 'Perfectionism', say: 'per-FEK-shun-iz-um', definition: 'Needing things to be perfect and feeling that mistakes mean failure.' },
    { term: 'Avoidance', say: 'uh-VOY-dunss', definition: 'Staying away from something feared, which brings short relief but keeps fear going.' },
    { term: 'Good enough', say: 'good ee-NUF', definition: 'Work that meets the goal without being flawless.' },
  ],
  tryIt: [{
    title: 'The Wonky Art Challenge',
    description: 'A playful way to practise making things imperfect on purpose.',
    steps: [
      'Each draw the same simple thing, like a cat, with your eyes closed.',
      'Open your eyes and laugh together at the wonky results.',
      'Try again with your other hand.',
      'Hang the funniest picture on the fridge as a "brave art" award.',
    ],
    note: 'Join in fully and show you enjoy the imperfect results too.',
  }],
  analogies: [
    { title: 'Learning to ride a bike', content: 'Nobody learns to ride a bike without wobbling. Mistakes are the wobbles that come before balance.' },
  ],
  realWorld: [
    { title: 'The eraser hole', content: 'Many parents of perfectionist children know the sheet rubbed through by erasing. A limit on do-overs often helps.' },
  ],
  engaging: [
    { question: 'How do you react to your own mistakes in front of your child?', context: 'Children copy this more than our words.' },
    { question: 'What does your child fear would happen if they got it wrong?', context: 'Ask gently; the answer guides your support.' },
  ],
  quiz: [
    { question: 'What drives perfectionism?', right: 'Fear of failing', wrong: ['Too much free time', 'A love of tidiness'], skill: 'recall', support: ['Perfectionism is driven by fear of failing'] },
    { question: 'What should you praise in a perfectionist child?', right: 'Effort, strategies and progress', wrong: ['Only flawless results', 'Being cleverer than others'], skill: 'recall', support: ['Praise effort, strategies and progress'] },
    { question: 'Why does avoiding mistakes keep the fear going?', right: 'Relief makes the habit stronger', wrong: ['Children forget the fear', 'It builds real skills'], skill: 'cause-effect', support: ['Avoiding or redoing brings short-term relief, which makes the habit stronger'] },
  ],
  related: ['parent-self-esteem', 'parent-anxiety', 'parent-homework'],
  links: [SITES.childMind, SITES.kidsHealth, SITES.healthyChildren],
};
