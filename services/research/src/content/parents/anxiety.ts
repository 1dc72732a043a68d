import { britannica, SITES } from '../links';
import type { ParentEntry } from '../types';

export const anxiety: ParentEntry = {
  id: 'parent-anxiety',
  question: 'How can I help my child with worries and anxiety?',
  title: 'Helping a Worried or Anxious Child',
  blurb: 'Validating feelings, brave steps, and when to get help.',
  standalone: [['child', 'anxiety'], ['childhood', 'anxiety'], ['separation', 'anxiety'], ['anxious', 'child'], ['worried', 'child'], ['child', 'worr*']],
  triggers: [['anxiety'], ['anxious'], ['worr*'], ['fear*'], ['scared'], ['afraid'], ['nervous'], ['panic*'], ['separation'], ['clingy'], ['shy'], ['phobia']],
  quickAnswer: 'Worries are a normal part of childhood. Listen and acknowledge the feeling, then encourage small, manageable brave steps toward what your child fears, rather than helping them avoid it. Avoidance and constant reassurance can make anxiety grow. Teach simple calming skills, keep routines, sleep and exercise steady, and stay calm yourself. Seek help from your pediatrician or a mental-health professional if worries last for weeks and get in the way of school, friendships, sleep or family life; cognitive behavioural therapy (CBT) is a well-established treatment.',
  takeaways: [
    'Fears and worries are normal and change with age.',
    'Validate the feeling, and express confidence your child can cope.',
    'Gradual brave steps shrink anxiety; avoidance feeds it.',
    'Too much reassurance can keep worries going.',
    'Persistent anxiety that interferes with life is treatable; ask for help.',
  ],
  sections: [
    {
      title: 'Normal Worries by Age',
      content: 'Many fears are typical at certain ages: separation and strangers for toddlers, the dark, monsters and loud noises for preschoolers, injury, storms and school performance for school-age children, and social acceptance for teens. Most pass with time and support. Anxiety becomes a concern when it is intense, lasts for weeks, and interferes with daily life.',
      funFact: { title: 'Anxiety has a job', text: 'Anxiety is the body\'s alarm system; it is useful in real danger but can go off too easily.' },
    },
    {
      title: 'Why Avoidance Backfires',
      content: 'When a child avoids what scares them, the relief feels good, so the brain learns "avoiding kept me safe," and the fear grows. Facing fears gradually, in manageable steps, teaches the brain that the situation is survivable. This principle, exposure, is a core part of cognitive behavioural therapy (CBT), a well-established treatment for childhood anxiety.',
      funFact: { title: 'Brave ladders', text: 'Therapists often help children build a "brave ladder" of small steps from easiest to hardest.' },
    },
    {
      title: 'The Parent\'s Role',
      content: 'Loving parents naturally try to protect children from distress, for example by answering the same worried question many times or letting them skip feared activities. Programs such as SPACE, developed at the Yale Child Study Center, help parents reduce these accommodations while expressing both acceptance and confidence: "This is hard, and I know you can handle it."',
      funFact: { title: 'Support plus confidence', text: 'Saying "I know this is scary, and I know you can do it" combines empathy with belief in your child.' },
    },
  ],
  ageStage: {
    '3-5': 'Preschoolers often fear the dark, monsters, animals, loud noises and separation from parents. Their imaginations are vivid and they can\'t always tell real from pretend. Short, predictable goodbyes and simple brave steps help.',
    '6-8': 'School-age children may worry about injury, storms, burglars, doing well at school or making mistakes. They can learn simple tools like naming the worry, breathing and "worry time," and can climb a brave ladder with support.',
    '9-12': 'Preteens worry more about friendships, performance, fitting in, and world events they hear about. They can understand how thoughts affect feelings, and can practise challenging worried thoughts ("What\'s the evidence?").',
    '13+': 'Teens often worry about social acceptance, appearance, the future and school pressure. Anxiety disorders often begin in childhood or adolescence. Teens may hide worries, so gentle, regular check-ins matter, and they can benefit greatly from CBT if anxiety is interfering with life.',
  },
  brainBehavior: 'The brain\'s threat system, including the amygdala, triggers the fight-flight-freeze response: faster heartbeat, fast breathing, tense muscles and stomach aches. In anxious children this alarm is sensitive and can fire when there is no real danger. The thinking brain, which can evaluate risk, matures more slowly. Calming the body (slow breathing) and gradually facing feared situations help the brain re-learn what is actually dangerous.',
  approaches: [
    { strategy: 'Validate and express confidence', rationale: 'Children feel understood and are encouraged to cope.', howTo: '"You\'re worried about the sleepover. That makes sense. I know you can handle feeling nervous."' },
    { strategy: 'Gradual exposure (brave ladder)', rationale: 'Exposure is a core element of CBT, the best-studied treatment for childhood anxiety.', howTo: 'List small steps from least to most scary; practise the first step repeatedly until it feels easier, then move up. Praise bravery, not the absence of fear.' },
    { strategy: 'Reduce accommodation', rationale: 'Constant reassurance and avoidance maintain anxiety; parent-focused programs like SPACE target this.', howTo: 'Answer a worried question once, then say, "I\'ve answered that. I know it\'s hard to feel unsure. What could you tell your worry?"' },
    { strategy: 'Teach calming skills', rationale: 'Slowing breathing calms the body\'s alarm response.', howTo: 'Practise slow belly breathing and muscle relaxation at calm times, then use them before hard moments.' },
    { strategy: 'Name and externalise the worry', rationale: 'Helps children see worry as something they can talk back to.', howTo: 'Give the worry a name ("Worry Bug") and practise bossing it back: "Thanks, Worry Bug, but I\'ve got this."' },
  ],
  prosCons: [
    { approach: 'Gradual exposure at home', pros: ['Builds real confidence', 'Uses the most evidence-based principle'], cons: ['Uncomfortable for child and parent', 'Needs a plan and patience'], bestFor: 'Specific fears and mild to moderate anxiety' },
    { approach: 'Reassurance', pros: ['Comforting in the moment'], cons: ['Repeated reassurance can keep worries going', 'Child may rely on it'], bestFor: 'A single calm answer, then move to coping' },
    { approach: 'Letting the child avoid the feared situation', pros: ['Immediate relief'], cons: ['Anxiety usually grows over time', 'Life gets smaller'], bestFor: 'Only true danger, or as a very temporary step' },
    { approach: 'Professional CBT', pros: ['Strong research support', 'Teaches lasting skills'], cons: ['Cost and waiting lists', 'Needs weekly commitment'], bestFor: 'Anxiety that lasts and interferes with school, friendships, sleep or family life' },
  ],
  sources: [SITES.childMind, SITES.healthyChildren, SITES.kidsHealth, SITES.cdc],
  microTasks: [
    'Notice what your child worries about and when; write down a few examples.',
    'Practise slow belly breathing together for two minutes at a calm time.',
    'Name the worry together and draw what the "worry character" looks like.',
    'Pick one feared situation and list five small steps from easy to hard.',
    'Try the easiest step with your child, and praise their bravery.',
    'Answer one repeated worried question once, then redirect to a coping skill.',
    'Share a time you felt nervous and what helped you.',
  ],
  sampleScript: {
    '3-5': '"You feel scared when I leave. That\'s OK. I always come back. I\'ll give you a big hug, say goodbye, and I\'ll see you after snack time. You can hold my scarf until I\'m back."',
    '6-8': '"Your tummy feels funny because your worry alarm is going off. Let\'s do our balloon breaths together. ... You\'re being brave just by trying. What\'s one small step you can take today?"',
    '9-12': '"I can see the test is really worrying you. What is the worry saying? ... Is that definitely true? What would you tell a friend who thought that? I believe you can handle this, even if you feel nervous."',
    '13+': '"I\'ve noticed you\'ve been skipping practice and seem stressed. I\'m not here to lecture. It sounds like a lot is weighing on you. Would it help to talk it through, or to see someone who specialises in this? Lots of people do."',
  },
  ifThisHappens: [
    { scenario: 'My child refuses to go to school because of worries.', solution: 'Acknowledge the fear, keep school attendance the goal, and work with the school on a gradual plan. School avoidance tends to grow the longer it lasts, so involve the school counsellor and your pediatrician early.' },
    { scenario: 'My child asks the same worried question over and over.', solution: 'Answer once, then reflect the feeling and point to a coping tool. Repeated reassurance tends to feed the worry cycle.' },
    { scenario: 'My child has stomach aches before school or activities.', solution: 'Take physical symptoms seriously and check with your doctor, while knowing that anxiety often shows up in the body. Teach calming tools and keep up gentle brave steps.' },
    { scenario: 'Worries are taking over daily life.', solution: 'Talk to your pediatrician or a child mental-health professional. Anxiety is very treatable, and CBT has strong evidence for children and teens. If you are ever worried about your child\'s safety, seek help right away.' },
  ],
  pitfalls: [
    'Letting the child avoid everything that feels scary.',
    'Endless reassurance that never satisfies the worry.',
    'Dismissing fears ("There\'s nothing to be scared of").',
    'Showing your own anxiety strongly in front of your child without explaining how you cope.',
    'Waiting too long to seek help when anxiety is interfering with life.',
  ],
  tracker: {
    description: 'Track worries and brave steps for two weeks.',
    categories: ['Situation', 'Worry level (0-10)', 'What my child did (faced or avoided)', 'Coping tool used', 'Worry level after', 'Brave step achieved'],
  },
  weeklyPrompts: [
    'Which brave steps did my child take this week?',
    'Did I accommodate or reassure more than I wanted to?',
    'Are worries shrinking, stable or growing?',
    'Is it time to talk to a professional?',
  ],
  books: [
    { title: 'Helping Your Anxious Child', author: 'Ronald M. Rapee, Ann Wignall, Susan H. Spence, Vanessa Cobham and Heidi Lyneham' },
    { title: 'Freeing Your Child from Anxiety', author: 'Tamar E. Chansky' },
    { title: 'What to Do When You Worry Too Much', author: 'Dawn Huebner' },
    { title: 'Breaking Free of Child Anxiety and OCD', author: 'Eli R. Lebowitz' },
  ],
  expert: {
    pediatricianTip: 'Pediatric guidance says occasional fears and worries are part of growing up. Talk to your child\'s doctor if anxiety lasts for weeks, causes frequent physical complaints, or interferes with school, sleep, friendships or family life. Effective treatments exist.',
    psychologistInsight: 'Clinical psychologists emphasise that the goal is not a child who never feels anxious but one who can feel anxious and still do things. Gradual exposure, paired with parental empathy and confidence, is one of the most effective approaches.',
  },
  discussions: [
    { search: 'anxious child brave steps', title: 'Parents discussing helping anxious children', snippet: 'Stories of gradual brave steps and what helped other families.' },
    { search: 'separation anxiety drop off', title: 'Parents sharing drop-off strategies', snippet: 'Goodbye routines that helped children with separation worries.' },
    { search: 'child therapy anxiety CBT', title: 'Parents talking about CBT for anxiety', snippet: 'Experiences of finding and starting therapy for a child\'s anxiety.' },
  ],
  glossary: [
    { term: 'Anxiety', say: 'ang-ZY-uh-tee', definition: 'Worry or fear about something that might happen, often with body feelings.' },
    { term: 'Exposure', say: 'ik-SPOH-zher', definition: 'Gradually and safely facing a feared situation so the fear shrinks.' },
    { term: 'Accommodation', say: 'uh-kom-uh-DAY-shun', definition: 'Changes family members make to help a child avoid anxiety, which can keep it going.' },
    { term: 'CBT', say: 'see-bee-TEE', definition: 'Cognitive behavioural therapy: a treatment that teaches skills to change anxious thoughts and behaviours.' },
  ],
  tryIt: [{
    title: 'Build a Brave Ladder',
    description: 'Turn a big fear into small, climbable steps.',
    steps: [
      'Choose one fear together (for example, sleeping without the light on).',
      'Write 5 to 8 steps from least to most scary on a ladder drawing.',
      'Practise the bottom step several times until it feels easier, then move up.',
      'Celebrate each step with praise or a small reward for bravery.',
    ],
    note: 'Go at your child\'s pace, but keep moving forward. If fears are severe, ask a professional to guide you.',
  }],
  analogies: [
    { title: 'A smoke alarm', content: 'An anxious brain is like a smoke alarm that goes off when you make toast: loud and scary, but not a real fire. Brave practice recalibrates the alarm.' },
  ],
  realWorld: [
    { title: 'The birthday party', content: 'A child afraid of parties first drives past the venue, then stays for 15 minutes with a parent, then an hour with a parent nearby. By the next party, they stay on their own.' },
  ],
  engaging: [
    { question: 'What does your child\'s worry usually say?', context: 'Naming the worried thought is the first step to talking back to it.' },
    { question: 'Where might you be accidentally helping your child avoid?', context: 'Small accommodations add up.' },
  ],
  quiz: [
    { question: 'What tends to make anxiety grow?', right: 'Avoiding everything feared', wrong: ['Small brave steps', 'Practising calm breathing'] },
    { question: 'What is a well-established treatment for childhood anxiety?', right: 'Cognitive behavioural therapy (CBT)', wrong: ['Avoiding school', 'Ignoring the problem'] },
    { question: 'Your child asks the same worried question again. What helps?', right: 'Answer once, then point to a coping tool', wrong: ['Answer it twenty more times', 'Tell them to stop being silly'] },
  ],
  related: ['parent-big-emotions', 'parent-bedtime', 'parent-homework'],
  links: [SITES.childMind, SITES.kidsHealth, britannica('anxiety')],
};
