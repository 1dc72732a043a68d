import { britannica, SITES } from '../links';
import type { KidEntry } from '../types';

// Social Skills: making friends, and handling angry feelings.

const makeFriends: KidEntry = {
  id: 'make-friends',
  module: 'Social Skills',
  question: 'How do I make friends?',
  title: 'How Do I Make Friends?',
  blurb: 'Saying hi, sharing interests and being a good friend.',
  triggers: [['make', 'friend'], ['making', 'friend'], ['new', 'friend'], ['friendship'], ['no', 'friend'], ['lonely'], ['good', 'friend'], ['join', 'play']],
  quickAnswer: {
    '3-5': 'Smile and say hi! Ask, "Can I play too?" Share your toys and take turns. Being kind helps you make friends.',
    '6-8': 'Making friends starts with small, brave steps: smile, say hi, and ask someone to play or ask about something they like. Friends often like the same games or things. Listening, taking turns and being kind help friendships grow.',
    '9-12': 'Friendships usually grow from shared time and shared interests: clubs, teams, classes and hobbies are good places to meet people. Start with a small step, like asking a question about something they\'re doing, and follow up another day. Being a good listener, keeping promises and standing up for each other turn a classmate into a friend. It\'s normal for this to take time.',
    '13+': 'Close friendships are built through repeated time together, shared activities and gradually sharing more about yourself, with trust built when it is met with respect. Showing real interest, remembering what people tell you, and being reliable matter more than being the most outgoing person in the room. Joining groups around genuine interests helps you meet people you click with. It is common to feel awkward or to have friendships change in the teen years; kindness to yourself and patience help.',
  },
  takeaways: {
    young: ['Smile and say hi.', 'Ask to play together.', 'Share and take turns.'],
    older: ['Shared interests and time together build friendships.', 'Ask questions and really listen.', 'Friendships grow with kindness, trust and patience.'],
  },
  sections: [
    {
      title: 'Say Hi!',
      young: 'Saying hi can feel scary. That\'s OK! Look at the person, smile and say, "Hi, I\'m ___. What\'s your name?"',
      older: 'Starting is often the hardest part. A friendly greeting, using the person\'s name, or a comment about what they are doing ("That\'s a cool drawing, how did you make it?") opens the door. If someone is busy or says no, try again another time or with someone else.',
      funFact: { title: 'Everyone feels shy sometimes', text: 'Lots of people feel nervous meeting someone new, even grown-ups.' },
    },
    {
      title: 'Find Things You Both Like',
      young: 'Do you like dinosaurs? Drawing? Soccer? Look for kids who like the same things. Play together!',
      older: 'Friendships grow around shared interests. Clubs, sports, music, libraries and online groups supervised by adults are all places to meet people who like what you like. Ask questions to find out what you have in common.',
      funFact: { title: 'Practice makes friends', text: 'Spending time together again and again is one of the main ways friendships grow.' },
    },
    {
      title: 'Being a Good Friend',
      young: 'Good friends take turns. They share. They say sorry when they make a mistake. They help when someone is sad.',
      older: 'Good friends listen, keep secrets that are safe to keep, include others, and apologise when they hurt someone. Friendships have ups and downs; talking about a problem calmly usually works better than ignoring it.',
      funFact: { title: 'Safe secrets', text: 'A surprise party is a fine secret. A secret that makes you feel unsafe is one to tell a grown-up.' },
    },
  ],
  deeper: {
    title: 'How Closeness Grows',
    content: 'Friendships tend to deepen through gradual, mutual self-disclosure: sharing a bit more about yourself and responding with care when others share. Reliability (showing up, following through) and responsiveness (noticing how someone feels) build trust. Conflict is normal; repairing it, by naming the problem, listening to the other side and apologising specifically, often makes friendships stronger. Online friendships can be real too, but keep personal information private and never meet someone from online without a trusted adult involved.',
    funFact: { title: 'Quality over quantity', text: 'Having a few close, supportive friends matters more to wellbeing than having lots of acquaintances.' },
  },
  glossary: [
    { term: 'Friend', say: 'FREND', definition: 'Someone you like and who likes you back.' },
    { term: 'Share', say: 'SHAIR', definition: 'To let someone else use or have some of something.' },
    { term: 'Take turns', say: 'TAYK TURNZ', definition: 'To go one at a time, fairly.' },
    { term: 'Listen', say: 'LISS-en', definition: 'To pay attention to what someone says.' },
    { term: 'Apologise', say: 'uh-POL-uh-jyz', definition: 'To say sorry and mean it.' },
  ],
  tryIt: [{
    title: 'Friendship Practice Play',
    description: 'Practise saying hi and asking to play at home.',
    steps: [
      'With a grown-up or sibling, take turns pretending to be a new kid at the playground.',
      'Practise: smile, say hi, say your name, and ask "Can I play too?"',
      'Practise what to do if they say "not now": say "OK, maybe later!" and try someone else.',
      'Think of one question you could ask a new friend about what they like.',
    ],
    note: 'Practising at home makes the real thing feel less scary.',
  }],
  analogies: [
    { title: 'Growing a plant', content: 'A friendship is like a plant: it starts small and grows with time, care and sunshine (kindness).' },
  ],
  realWorld: [
    { title: 'Clubs and teams', content: 'Many friendships start on sports teams, in clubs, or in classes about things people love.' },
  ],
  engaging: [
    { question: 'What makes someone a good friend to you?', context: 'Can you do those things for others too?' },
    { question: 'Who could you say hi to this week?', context: 'Pick one small, brave step.' },
  ],
  quiz: [
    { question: 'What is a good way to start making a friend?', right: 'Smile and say hi', wrong: ['Take their toy', 'Ignore them'] },
    { question: 'What do good friends do?', right: 'Take turns and share', wrong: ['Always go first', 'Keep all the toys'] },
    { question: 'Someone says they can\'t play right now. What could you do?', right: 'Say "OK, maybe later" and try again another time', wrong: ['Get angry and yell', 'Never talk to anyone again'], level: 'older' },
  ],
  related: ['feel-angry', 'greetings-world', 'chess-checkmate'],
  links: [SITES.kidsHealth, britannica('friendship')],
};

const feelAngry: KidEntry = {
  id: 'feel-angry',
  module: 'Social Skills',
  question: 'What should I do when I feel angry?',
  title: 'What Should I Do When I Feel Angry?',
  blurb: 'Noticing anger in your body and calming down.',
  triggers: [['angry'], ['anger'], ['mad'], ['calm', 'down'], ['feel', 'upset'], ['temper'], ['feeling'], ['emotion']],
  quickAnswer: {
    '3-5': 'Everybody feels angry sometimes. It\'s OK to feel mad. Stop. Take a big, slow breath. Then tell a grown-up how you feel.',
    '6-8': 'Feeling angry is normal, and everyone feels it sometimes. What matters is what you do with it. Stop, take slow, deep breaths, count to ten, or move away for a moment. When you\'re calmer, use words to say what made you angry and what you need.',
    '9-12': 'Anger is a normal emotion that often shows up when something feels unfair or a goal gets blocked. Your body reacts: your heart beats faster, your face gets hot, and your muscles tighten. Noticing those signs early gives you time to calm down with slow breathing, a break or movement, and then to solve the problem with words instead of hurting someone or something.',
    '13+': 'Anger is a normal emotion that activates the body\'s stress response: adrenaline raises heart rate and muscle tension, preparing you to act. In that state the brain\'s threat-detection systems, including the amygdala, can outrun the slower, reflective planning of the prefrontal cortex, which is why "counting to ten" helps. Recognising your triggers and early physical signs, using a calming strategy, and then addressing the problem assertively, stating what you feel and need without attacking, makes anger useful rather than destructive.',
  },
  takeaways: {
    young: ['It\'s OK to feel angry.', 'Take big, slow breaths.', 'Use words to tell someone.'],
    older: ['Anger is normal; actions are what you choose.', 'Notice body signs early.', 'Calm down first, then solve the problem with words.'],
  },
  sections: [
    {
      title: 'Anger Is a Normal Feeling',
      young: 'Happy, sad, scared, mad: all feelings are OK. Anger tells you something is wrong. But hitting or throwing is not OK.',
      older: 'Anger can be a useful signal that something feels unfair or that a boundary was crossed. Feelings themselves are not good or bad; what matters is how we act. Hurting people or breaking things makes problems bigger.',
      funFact: { title: 'Feelings come and go', text: 'Strong feelings rise and then fade, a bit like a wave.' },
    },
    {
      title: 'Angry Body Signs',
      young: 'When you get mad, your body changes. Your face feels hot. Your hands make fists. Your heart goes fast. Notice these signs!',
      older: 'Anger sets off your body\'s alarm system. Adrenaline makes your heart pound, your breathing quicken and your muscles tense. Learning your own early signs, like clenched teeth or a hot face, helps you catch anger before it gets too big.',
      funFact: { title: 'The alarm system', text: 'The same body alarm that makes you angry also helps people react quickly in an emergency.' },
    },
    {
      title: 'Calm-Down Tools',
      young: 'Smell a pretend flower, then blow out a pretend candle. Count to ten. Squeeze a pillow. Hug a soft toy. Then talk to a grown-up.',
      older: 'Try slow breathing (in for four counts, out for six), counting, walking away for a few minutes, moving your body, or drawing how you feel. When you\'re calmer, use an "I" statement: "I feel angry when you take my things without asking. Please ask first."',
      funFact: { title: 'Breathing slows the heart', text: 'Breathing out slowly helps your body switch from "alarm" to "calm."' },
    },
  ],
  deeper: {
    title: 'The Stress Response and Assertive Communication',
    content: 'When you perceive a threat or an injustice, the sympathetic nervous system and hormones such as adrenaline prepare the body for "fight or flight." Slow exhalation activates the parasympathetic system, which counters this arousal. Cognitive strategies help too: reframing ("Maybe they didn\'t mean it") and problem-solving once calm. Assertive communication, expressing needs clearly and respectfully, differs from aggressive (attacking) and passive (bottling up) styles, and tends to resolve conflicts better. If anger feels out of control often, talking with a counsellor can help.',
    funFact: { title: 'Name it to tame it', text: 'Putting a feeling into words is a well-known way to help the brain calm a strong emotion.' },
  },
  glossary: [
    { term: 'Angry', say: 'ANG-gree', definition: 'A strong feeling when something seems unfair or wrong.' },
    { term: 'Calm', say: 'KAHM', definition: 'Quiet, peaceful and relaxed.' },
    { term: 'Breathe', say: 'BREETH', definition: 'To take air in and let it out.' },
    { term: 'Adrenaline', say: 'uh-DREN-uh-lin', definition: 'A hormone that gets your body ready for action.' },
    { term: '"I" statement', say: 'EYE STAYT-ment', definition: 'A way to say how you feel starting with "I feel…".' },
  ],
  tryIt: [{
    title: 'My Calm-Down Menu',
    description: 'Make a list of things that help you calm down.',
    steps: [
      'Fold a paper like a restaurant menu.',
      'Draw or write five calming things, like breathing, hugging a toy, drawing or a walk with a grown-up.',
      'Practise each one when you are already calm.',
      'Keep the menu somewhere you can see it, and pick one next time you feel angry.',
    ],
    note: 'If you ever feel so angry that you might hurt yourself or someone else, tell a grown-up right away.',
  }],
  analogies: [
    { title: 'A volcano inside', content: 'Anger can build up like pressure in a volcano. Calm-down tools let off steam before it erupts.' },
  ],
  realWorld: [
    { title: 'Athletes stay calm', content: 'Many athletes use breathing routines to stay calm and focused after a mistake or a bad call.' },
  ],
  engaging: [
    { question: 'Where in your body do you feel anger first?', context: 'Noticing early helps you calm down sooner.' },
    { question: 'What helps you feel better when you\'re upset?', context: 'Add it to your calm-down menu!' },
  ],
  quiz: [
    { question: 'Is it OK to feel angry?', right: 'Yes, everyone feels angry sometimes', wrong: ['No, never', 'Only grown-ups can'] },
    { question: 'What is a good first step when you feel angry?', right: 'Stop and take slow breaths', wrong: ['Throw something', 'Yell at someone'] },
    { question: 'Which is an "I" statement?', right: '"I feel upset when you interrupt me."', wrong: ['"You always ruin everything!"', '"Whatever."'], level: 'older' },
  ],
  related: ['make-friends', 'exercise', 'music-feelings'],
  links: [SITES.kidsHealth, SITES.childMind],
};

export const socialEntries: KidEntry[] = [makeFriends, feelAngry];
