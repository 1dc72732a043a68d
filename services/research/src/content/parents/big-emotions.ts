import { britannica, openLibrary, SITES } from '../links';
import type { ParentEntry } from '../types';

export const bigEmotions: ParentEntry = {
  id: 'parent-big-emotions',
  question: 'How can I help my child handle big emotions?',
  title: 'Helping Your Child Handle Big Emotions',
  blurb: 'Emotion coaching, staying calm, and calm-down skills for tantrums and meltdowns.',
  standalone: [['tantrum'], ['meltdown'], ['big', 'emotion'], ['big', 'feeling'], ['outburst'], ['emotional', 'regulation'], ['emotion', 'coaching']],
  // No bare 'hit*', 'cry*', 'feeling' or 'upset': "hit her head", "crying with ear pain", "not feeling well" and
  // "upset stomach" are medical questions, not this guide. Hitting others and crying fits are matched in pairs.
  triggers: [
    ['emotion'], ['tantrum'], ['meltdown'], ['angry'], ['anger'], ['frustrat*'], ['outburst'], ['calm', 'down'], ['scream*'], ['temper'],
    ['big', 'feeling*'], ['hurt', 'feeling*'], ['manag*', 'feeling*'], ['handle', 'feeling*'], ['express*', 'feeling*'], ['feeling*', 'control'],
    ['gets', 'upset'], ['so', 'upset'], ['upset', 'easily'], ['upset', 'when'], ['upset', 'over'],
    ['hit*', 'other'], ['hitting', 'kids'], ['hit*', 'friend'], ['hit*', 'classmate'], ['hit*', 'me'], ['hit*', 'sibling'], ['hit*', 'when', 'mad'],
    ['cry*', 'over', 'everything'], ['cry*', 'easily'], ['cry*', 'fit'], ['cry*', 'tantrum'],
  ],
  quickAnswer: 'Stay calm and close, name the feeling out loud, and hold firm limits on behaviour (not on feelings). Teach calming skills at quiet times, not in the middle of a meltdown. Predictable routines, enough sleep and regular snacks prevent many outbursts. Tantrums are a normal part of early development. Talk to your pediatrician if outbursts are very frequent or long, if your child hurts themselves or others, or if tantrums get worse after about age 4.',
  takeaways: [
    'Big feelings are normal; the skill of handling them develops slowly through childhood.',
    'Calm first, teach later: a calm adult helps a child calm down (co-regulation).',
    'Accept every feeling, but set clear limits on hurtful behaviour.',
    'Routines, sleep and food prevent many meltdowns.',
    'Practise calming tools when everyone is calm.',
  ],
  sections: [
    {
      title: 'Why Children Melt Down',
      content: 'Self-control depends on brain areas that mature slowly across childhood and adolescence. When a child is tired, hungry, overwhelmed or disappointed, emotion can swamp their still-developing ability to stop and think. A tantrum is usually a sign that a child\'s coping skills are overloaded, not that they are manipulating you.',
      funFact: { title: 'Words help', text: 'As children learn more words for feelings, many can say "I\'m mad!" instead of showing it with their bodies.' },
    },
    {
      title: 'Emotion Coaching in Five Steps',
      content: 'Psychologist John Gottman\'s work describes five steps of "emotion coaching." First, be aware of your child\'s emotion. Second, see it as a chance to connect and teach. Third, listen with empathy and let your child know the feeling makes sense. Fourth, help your child name the emotion. Fifth, set limits while you solve the problem together. Children whose parents coach emotions this way tend to get better at managing their feelings over time.',
      funFact: { title: 'Name it to tame it', text: 'Simply putting a feeling into words is a well-known first step in calming strong emotions, for children and adults.' },
    },
    {
      title: 'Prevention Beats Repair',
      content: 'Many outbursts cluster around predictable moments: transitions, hunger, late evenings, busy places. A heads-up before changes ("Five more minutes, then shoes"), choices within limits, regular meals and enough sleep reduce how often feelings boil over.',
      funFact: { title: 'The power of a warning', text: 'Visual timers and picture schedules help many young children handle transitions because they make time visible.' },
    },
    {
      title: 'When to Get Help',
      content: 'Talk to your child\'s doctor if tantrums are very frequent or long, if your child hurts themselves or others, or if outbursts get worse after about age 4 instead of easing. The doctor can check for problems with sleep, hearing or language, and can refer you to a child psychologist. Ask for help for yourself too if you often feel close to losing control. If your child talks about wanting to die or to hurt themselves, get help right away: call your emergency number, or {crisisLine}.',
      funFact: { title: 'Asking early helps', text: 'Talking to a doctor early is not an overreaction. Support is easier to find before habits set in.' },
    },
  ],
  ageStage: {
    '3-5': 'Tantrums are common and developmentally normal at this age. Language and impulse control are still developing, so frustration often comes out as crying, shouting, flopping or hitting. Most children have fewer tantrums as their language and self-control grow.',
    '6-8': 'School-age children can name more feelings and use simple calming strategies, but tiredness, hunger, disappointment or a demanding school day can still overwhelm them. Outbursts often happen at home, where children feel safest.',
    '9-12': 'Preteens feel more complex emotions such as embarrassment, jealousy and worry about friendships or fairness. They want more independence and privacy, and the early changes of puberty can make moods less predictable.',
    '13+': 'Teenagers feel emotions intensely. The brain regions involved in emotion and reward mature earlier than the prefrontal areas that support planning and impulse control, which keep developing into the mid-twenties. Teens still need calm, respectful adults, delivered with more privacy and less lecturing.',
  },
  brainBehavior: 'The prefrontal cortex, which supports impulse control, planning and calming down, develops gradually through childhood and adolescence. In a moment of strong emotion, the body\'s stress response takes over and reasoning is hard for anyone. That is why co-regulation comes first: a calm adult\'s steady voice and presence help a child\'s nervous system settle. Teaching and problem-solving work best afterwards, when the child can think again.',
  approaches: [
    { strategy: 'Emotion coaching', rationale: 'Research by John Gottman and colleagues links emotion coaching with children\'s better emotional regulation.', howTo: 'Notice the feeling, see it as a chance to connect, listen and show you understand, name it ("You\'re really disappointed the park is closed"), then set limits while you solve the problem together.' },
    { strategy: 'Stay calm and co-regulate', rationale: 'Children borrow calm from the adults around them; yelling escalates stress on both sides.', howTo: 'Get down to their level, slow your breathing, use few words and a low voice. Stay close, or nearby if they need space.' },
    { strategy: 'Limits on behaviour, not on feelings', rationale: 'Children learn that all feelings are acceptable but some actions are not.', howTo: 'Say "You can be angry. I won\'t let you hit. Let\'s take slow breaths together, or you can sit in your cosy corner." Calmly move them or objects if someone might get hurt.' },
    { strategy: 'Prevent with routines and warnings', rationale: 'Predictability lowers stress; many meltdowns follow hunger, tiredness and sudden transitions.', howTo: 'Keep regular meals and bedtimes, give warnings before transitions, and offer two acceptable choices.' },
    { strategy: 'Teach calming tools when calm', rationale: 'New skills are learned when the thinking brain is available, not mid-meltdown.', howTo: 'Practise slow "smell the flower, blow out the candle" breathing, make a feelings chart, and set up a cosy calm-down corner together.' },
  ],
  prosCons: [
    { approach: 'Emotion coaching', pros: ['Builds emotional vocabulary and self-regulation', 'Strengthens the parent-child relationship'], cons: ['Takes patience and practice', 'Hard to do when you are stressed yourself'], bestFor: 'Everyday upsets and building long-term skills' },
    { approach: 'Planned ignoring of attention-seeking behaviour', pros: ['Avoids rewarding whining after a clear "no"', 'Simple and consistent'], cons: ['Not suitable when a child is truly distressed or unsafe', 'Behaviour often gets worse briefly before it improves'], bestFor: 'Minor, safe protests after a limit, with warm attention once calm' },
    { approach: 'Calm-down space (time-in)', pros: ['Teaches children to notice and manage their own feelings', 'Not shaming'], cons: ['Needs setting up and practising in advance', 'Young children need an adult nearby'], bestFor: 'Preschool and school-age children learning to self-soothe' },
    { approach: 'Brief time-out', pros: ['Clear, predictable consequence for unsafe behaviour', 'Included in AAP guidance on healthy discipline when used calmly'], cons: ['Can feel like rejection if used angrily or for feelings', 'Less effective with older children'], bestFor: 'Hitting or throwing in preschool and early school-age children, used calmly and briefly' },
  ],
  sources: [
    {
      claim: 'Temper tantrums are a normal part of children\'s development. Talk with your child\'s doctor if tantrums are severe or very frequent, if your child harms themselves or others, or if tantrums get worse after 4 years of age.',
      title: 'HealthyChildren.org (American Academy of Pediatrics): Temper Tantrums',
      url: 'https://www.healthychildren.org/English/family-life/family-dynamics/communication-discipline/Pages/Temper-Tantrums.aspx',
      read: '2026-11-23',
      authority: 'public-health',
    },
    {
      claim: 'In the book Raising an Emotionally Intelligent Child, written with Joan DeClaire, psychologist John Gottman describes five steps of emotion coaching: be aware of your child\'s emotion; see it as a chance for connection and teaching; listen with empathy and validate the feeling; help your child name the emotion; set limits while problem-solving. His research found that children of emotion-coaching parents regulated their emotions better.',
      title: 'John Gottman with Joan DeClaire, Raising an Emotionally Intelligent Child (catalogue record, Open Library)',
      url: openLibrary('Raising an Emotionally Intelligent Child', 'John Gottman'),
      read: '2026-11-23',
      authority: 'reference',
    },
    {
      claim: 'The AAP recommends healthy discipline, such as setting limits, planned ignoring and brief time-outs, and advises against spanking and harsh verbal punishment.',
      title: 'HealthyChildren.org (American Academy of Pediatrics): What\'s the Best Way to Discipline My Child?',
      url: 'https://www.healthychildren.org/English/family-life/family-dynamics/communication-discipline/Pages/Disciplining-Your-Child.aspx',
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
    'Notice and name one feeling you see in your child today ("You look proud!").',
    'Name one of your own feelings out loud and say what you do about it ("I\'m frustrated, so I\'ll take three slow breaths").',
    'Make a simple feelings chart together with faces for happy, sad, mad, scared and calm.',
    'Practise "smell the flower, blow out the candle" breathing together at a calm moment.',
    'Pick a calm-down spot together and put a few soothing things there (pillow, book, soft toy).',
    'Give a five-minute warning before every transition today.',
    'After any upset, reconnect with a hug or kind words, then talk about what might help next time.',
  ],
  sampleScript: {
    '3-5': '"You\'re so mad that we have to leave the park. You wanted to stay and play. I won\'t let you kick me. I\'m right here. Let\'s smell the flower and blow out the candle, slowly. ... You\'re calmer now. Want a hug? We can come back another day."',
    '6-8': '"You\'re really disappointed your tower fell. That was a lot of work. It\'s OK to be upset, and it\'s not OK to throw the blocks. Do you want to take some breaths with me or sit in your cosy corner for a bit? When you\'re ready, we can figure out how to make it sturdier."',
    '9-12': '"It sounds like you feel left out because you weren\'t invited. That really hurts. I\'m not going to tell you how to feel. Do you want me to just listen, or would you like help thinking about what to do?"',
    '13+': '"I can see you\'re really angry, and I want to understand. Slamming doors isn\'t OK, though. Let\'s both take a break and talk in twenty minutes. I\'m on your side, even when we disagree."',
  },
  ifThisHappens: [
    { scenario: 'My child hits or kicks during a meltdown.', solution: 'Calmly block or move away to keep everyone safe, say "I won\'t let you hit," and wait until they are calm before talking about it.' },
    { scenario: 'The tantrum happens in a shop.', solution: 'Stay calm, move somewhere quieter if you can, keep words few, and don\'t give in to the demand that set it off. Other people\'s looks matter less than being consistent.' },
    { scenario: 'My child won\'t talk about feelings afterwards.', solution: 'Try side-by-side moments: in the car, drawing or walking. Books about feelings give a gentle way in.' },
    { scenario: 'I lose my temper too.', solution: 'Pause, breathe, and repair later: "I yelled, and I\'m sorry. Next time I\'ll take a breath first." Repair teaches a powerful lesson.' },
  ],
  pitfalls: [
    'Reasoning or lecturing in the middle of a meltdown.',
    'Giving in to stop a tantrum, which teaches that tantrums work.',
    'Punishing or mocking feelings ("Stop crying, it\'s nothing").',
    'Teaching calming skills only during meltdowns instead of practising at calm times.',
    'Inconsistent limits between days or between caregivers.',
    'Telling a child to hit a pillow to "let the anger out": venting tends to keep anger going. Slow breathing and a calm space work better.',
  ],
  tracker: {
    description: 'Track outbursts for two weeks to spot patterns and see what helps.',
    categories: ['Time of day', 'What happened just before', 'Hungry or tired?', 'How long it lasted', 'What helped', 'How I felt'],
  },
  weeklyPrompts: [
    'When were the most outbursts this week, and what came right before them?',
    'Which calming tool did my child use on their own, even once?',
    'When did I stay calm, and what helped me do it?',
    'Which feeling words is my child using now?',
  ],
  books: [
    { title: 'The Whole-Brain Child', author: 'Daniel J. Siegel and Tina Payne Bryson' },
    { title: 'Raising an Emotionally Intelligent Child', author: 'John Gottman and Joan DeClaire' },
    { title: 'How to Talk So Little Kids Will Listen', author: 'Joanna Faber and Julie King' },
    { title: 'The Explosive Child', author: 'Ross W. Greene' },
  ],
  expert: {
    pediatricianTip: 'Pediatric guidance treats tantrums as a normal part of early development. Check the basics first (sleep, hunger, illness, big changes at home) and talk to your child\'s doctor if outbursts are very frequent or long, include hurting themselves or others, or are getting worse instead of easing as your child gets older.',
    psychologistInsight: 'Child psychologists often describe behaviour as communication: a meltdown usually means a child\'s demands have outgrown their skills in that moment. Building skills, lowering triggers and staying connected tends to work better than harsh punishment.',
  },
  discussions: [
    { search: 'toddler tantrums what worked', title: 'Parents sharing what helped with toddler tantrums', snippet: 'Look for practical ideas other parents tried, and weigh them against the pediatric guidance above.' },
    { search: 'calm down corner', title: 'Parents discussing calm-down corners', snippet: 'Examples of how families set up a calm-down space and what children put in it.' },
    { search: 'emotion coaching', title: 'Parents talking about emotion coaching', snippet: 'Real-life experiences of naming feelings and setting limits at the same time.' },
  ],
  glossary: [
    { term: 'Co-regulation', say: 'koh-reg-yuh-LAY-shun', definition: 'A calm adult helping a child\'s body and feelings settle, before the child can do it alone.' },
    { term: 'Emotion coaching', say: 'ih-MOH-shun KOH-ching', definition: 'Noticing, naming and accepting a child\'s feelings, then setting limits and solving problems together.' },
    { term: 'Validation', say: 'val-ih-DAY-shun', definition: 'Letting someone know their feelings make sense, even if you don\'t agree with their actions.' },
    { term: 'Prefrontal cortex', say: 'pree-FRUN-tul KOR-teks', definition: 'The front part of the brain involved in planning and self-control; it matures slowly.' },
  ],
  tryIt: [{
    title: 'Build a Calm-Down Kit Together',
    description: 'A box of soothing things your child helps choose, practised at calm times.',
    steps: [
      'Choose a box or basket together.',
      'Add a few calming items: a soft toy, a squeeze ball, a favourite book, paper and crayons.',
      'Add a card with breathing pictures: smell the flower, blow out the candle.',
      'Practise using the kit when your child is calm, so it is familiar when feelings get big.',
    ],
    note: 'A calm-down kit is a tool, not a punishment. Young children usually need a parent or carer nearby while they use it.',
  }],
  analogies: [
    { title: 'Flipping the lid', content: 'A popular picture of the brain shows strong emotion as the thinking part "flipping its lid": until it settles again, reasoning doesn\'t get through. It is a simplified picture, but a useful reminder to calm first and talk later.' },
    { title: 'A thermostat, not a thermometer', content: 'A thermometer rises with the room; a thermostat sets the temperature. Your calm sets the temperature for your child.' },
  ],
  realWorld: [
    { title: 'The after-school flood', content: 'Many children hold it together at school and let feelings out at home. A snack, quiet time and connection after school can prevent an evening meltdown.' },
    { title: 'The supermarket checkout', content: 'Sweets at child height, hunger and waiting are a classic trigger mix. A snack beforehand and a job to do ("Can you hold the list?") can help.' },
  ],
  engaging: [
    { question: 'When does your child most often lose it?', context: 'Patterns point to prevention.' },
    { question: 'What helps you calm down when you are upset?', context: 'Children learn calming by watching what adults do.' },
  ],
  quiz: [
    { question: 'When is the best time to teach a calming skill?', right: 'When your child is calm', wrong: ['In the middle of a meltdown', 'Only after a punishment'], skill: 'recall', support: ['Practise calming tools when everyone is calm', 'Teach calming skills at quiet times'] },
    { question: 'Which response accepts the feeling but limits the behaviour?', right: '"You can be angry. I won\'t let you hit."', wrong: ['"Stop crying right now, it\'s nothing."', '"Fine, you can have the sweets."'], skill: 'inference', support: ['Accept every feeling, but set clear limits on hurtful behaviour'] },
    { question: 'What is co-regulation?', right: 'A calm adult helping a child settle', wrong: ['Letting the child sort it out alone', 'Two children calming each other'], skill: 'vocabulary', support: ['a calm adult helps a child calm down (co-regulation)'] },
    { question: 'In emotion coaching, what is the last of the five steps?', right: 'Set limits while you solve the problem together', wrong: ['Tell the child to stop feeling that way', 'Leave the room until the crying stops'], skill: 'sequence', support: ['Fifth, set limits while you solve the problem together'] },
  ],
  related: ['parent-bedtime', 'parent-sibling-rivalry', 'parent-screen-time'],
  links: [SITES.healthyChildren, SITES.childMind, britannica('emotional development')],
};
