import { britannica, SITES } from '../links';
import type { KidEntry } from '../types';

// Social Skills: making friends, and handling angry feelings.

const READ = '2026-11-23';

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
    little: ['Smile and say hi.', 'Ask, "Can I play too?"', 'Share and take turns.'],
    young: ['Smile and say hi.', 'Ask to play together.', 'Share and take turns.'],
    older: ['Shared interests and time together build friendships.', 'Ask questions and really listen.', 'Friendships grow with kindness, trust and patience.'],
  },
  sections: [
    {
      title: 'Say Hi!',
      little: 'Saying hi can feel a bit scary. That\'s OK! Look at the child and smile. Say, "Hi! Can I play too?"',
      young: 'Saying hi can feel scary. That\'s OK! Look at the person, smile and say, "Hi, I\'m ___. What\'s your name?" If they say "not now," say "OK, maybe later!" and try again another day.',
      older: 'Starting is often the hardest part. A friendly greeting, using the person\'s name, or a comment about what they are doing ("That\'s a cool drawing, how did you make it?") opens the door. If someone is busy or says no, try again another time or with someone else.',
      funFact: { title: 'Everyone feels shy sometimes', text: 'Lots of people feel nervous meeting someone new, even grown-ups.' },
    },
    {
      title: 'Find Things You Both Like',
      little: 'Do you like blocks? Cars? Dress-up? Find a child who likes them too. Then play together!',
      young: 'Do you like dinosaurs? Drawing? Soccer? Look for kids who like the same things. Play together!',
      older: 'Friendships grow around shared interests. Clubs, sports, music, libraries and online groups supervised by adults are all places to meet people who like what you like. Ask questions to find out what you have in common.',
      funFact: { title: 'Practice makes friends', text: 'Spending time together again and again is one of the main ways friendships grow.' },
    },
    {
      title: 'Being a Good Friend',
      little: 'Good friends take turns. They share. They say sorry. They help when a friend is sad.',
      young: 'Good friends take turns. They share. They say sorry when they make a mistake. They help when someone is sad.',
      older: 'Good friends listen, keep secrets that are safe to keep, include others, and apologise when they hurt someone. Friendships have ups and downs; talking about a problem calmly usually works better than ignoring it.',
      funFact: { title: 'Safe secrets', text: 'A surprise party is a fine secret. A secret that makes you feel unsafe is one to tell a grown-up.' },
    },
  ],
  deeper: {
    title: 'How Closeness Grows',
    content: 'Friendships tend to deepen through gradual, mutual self-disclosure: sharing a bit more about yourself and responding with care when others share. Reliability (showing up, following through) and responsiveness (noticing how someone feels) build trust. Conflict is normal; repairing it, by naming the problem, listening to the other side and apologising specifically, often makes friendships stronger. Online friendships can be real too, but keep personal information private and never meet someone from online without a trusted adult involved.',
    funFact: { title: 'Close friends matter', text: 'Teens with strong, close friendships tend to feel better about themselves as young adults than teens who are simply popular with many people.' },
  },
  glossary: [
    { term: 'Friend', say: 'FREND', definition: 'Someone you like and who likes you back.' },
    { term: 'Share', say: 'SHAIR', definition: 'To let someone else use or have some of something.' },
    { term: 'Take turns', say: 'TAYK TURNZ', definition: 'To go one at a time, fairly.' },
    { term: 'Listen', say: 'LISS-en', definition: 'To pay attention to what someone says.' },
    { term: 'Apologise', say: 'uh-POL-uh-jyz', definition: 'To say sorry and mean it.' },
  ],
  tryIt: [
    {
      title: 'Friendship Practice Play',
      description: 'Practise saying hi and asking to play at home.',
      steps: [
        'With a grown-up or sibling, take turns pretending to be a new kid at the playground.',
        'Practise: smile, say hi, say your name, and ask "Can I play too?"',
        'Practise what to do if they say "not now": say "OK, maybe later!" and try someone else.',
        'Think of one question you could ask a new friend about what they like.',
      ],
      note: 'Practising at home makes the real thing feel less scary.',
      bands: ['3-5', '6-8'],
    },
    {
      title: 'Conversation Starters',
      description: 'Plan a few easy questions that open the door to a friendship.',
      steps: [
        'Write down three things you enjoy, like a game, a book series or a sport.',
        'For each one, write a question you could ask someone else about it.',
        'This week, ask one of your questions to a classmate, teammate or club member, and listen to the answer.',
        'Afterwards, think: what did you learn about them? What could you ask next time?',
      ],
      note: 'If a chat doesn\'t take off, that\'s normal. Try again another day or with someone else.',
      bands: ['9-12', '13+'],
    },
  ],
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
    { question: 'What is a good way to start making a friend?', right: 'Smile and say hi', wrong: ['Take their toy', 'Ignore them'], skill: 'recall', support: ['smile and say hi', 'smile, say hi', 'a friendly greeting'] },
    { question: 'What do good friends do?', right: 'Take turns and share', wrong: ['Always go first', 'Keep all the toys'], skill: 'recall', support: ['share and take turns', 'good friends take turns', 'good friends listen'] },
    {
      question: 'Someone says they can\'t play right now. What could you do?',
      right: 'Say "OK, maybe later" and try again',
      wrong: ['Get angry and yell at them', 'Never talk to anyone again'],
      skill: 'cause-effect',
      bands: ['6-8', '9-12', '13+'],
      support: ['maybe later', 'try again another time'],
    },
    {
      question: 'What helps a classmate turn into a friend?',
      right: 'Time together and shared interests',
      wrong: ['Being the loudest in the room', 'Giving them lots of presents'],
      skill: 'cause-effect',
      bands: ['9-12', '13+'],
      support: ['shared interests and time together', 'repeated time together'],
    },
  ],
  sources: [
    {
      claim: 'In two studies of adults who had recently moved and of first-year university students, the hours people spent together, and shared activities and everyday talk, predicted how close a new acquaintance became: friendships grow with time spent together.',
      title: 'Hall, J. A. (2019). How many hours does it take to make a friend? Journal of Social and Personal Relationships, 36(4)',
      url: 'https://journals.sagepub.com/doi/10.1177/0265407518761225',
      read: READ,
      authority: 'peer-reviewed',
    },
    {
      claim: 'In a study that followed teens from age 15 to 25, close friendship strength in mid-adolescence predicted rising self-worth and falling anxiety and depressive symptoms by early adulthood, while being popular with a broad peer group predicted higher social anxiety.',
      title: 'Narr, R. K., Allen, J. P., Tan, J. S., & Loeb, E. L. (2019). Close friendship strength and broader peer group desirability as differential predictors of adult mental health. Child Development, 90(1)',
      url: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC5821600/',
      read: READ,
      authority: 'peer-reviewed',
    },
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
    '6-8': 'Feeling angry is normal, and everyone feels it sometimes. What matters is what you do with it. Stop and take slow, deep breaths, count to ten, or move away for a moment. When you\'re calmer, use words to say what made you angry and what you need.',
    '9-12': 'Anger is a normal feeling. It often shows up when something seems unfair or gets in your way. Your body reacts: your heart beats faster, your face gets hot, and your muscles tighten. Noticing those signs early gives you time to calm down. Breathe slowly, take a break, or say the feeling in words. Then solve the problem by talking, not by hurting someone or something.',
    '13+': 'Anger is a normal emotion that switches on the body\'s stress response: adrenaline raises heart rate and muscle tension, preparing you to act. In that state the brain\'s fast threat system, including the amygdala, can outrun the slower planning of the prefrontal cortex. That is why pausing first, for example by counting to ten, helps. Venting, such as punching things or yelling, tends to keep anger going. Calming the body works better. Then you can deal with the problem assertively, stating what you feel and need without attacking.',
  },
  takeaways: {
    little: ['It\'s OK to feel mad.', 'Take a big, slow breath.', 'Tell a grown-up how you feel.'],
    young: ['It\'s OK to feel angry.', 'Take big, slow breaths.', 'Use words to tell someone.'],
    older: ['Anger is normal; what you do with it is your choice.', 'Notice body signs early.', 'Calm down first, then solve the problem with words.'],
  },
  sections: [
    {
      title: 'Anger Is a Normal Feeling',
      little: 'Happy, sad, scared, mad. All feelings are OK! But hitting is not OK. Hurting is not OK.',
      young: 'Happy, sad, scared, mad: all feelings are OK. Anger tells you something is wrong. But hitting or throwing is not OK.',
      older: 'Anger can be a useful signal that something feels unfair or that a line was crossed. Feelings themselves are not good or bad; what matters is how we act. Hurting people or breaking things makes problems bigger.',
      funFact: { title: 'Feelings come and go', text: 'Strong feelings rise and then fade, a bit like a wave.' },
    },
    {
      title: 'Angry Body Signs',
      little: 'When you are mad, your body feels it. Your face gets hot. Your hands squeeze tight. Your heart goes fast.',
      young: 'When you get mad, your body changes. Your face feels hot. Your hands make fists. Your heart goes fast. Notice these signs!',
      older: 'Anger sets off your body\'s alarm system. Adrenaline makes your heart pound, your breathing speed up and your muscles tense. Learning your own early signs, like clenched teeth or a hot face, helps you catch anger before it gets too big.',
      funFact: { title: 'The alarm system', text: 'The same body alarm that makes you angry also helps people react quickly in an emergency.' },
    },
    {
      title: 'Calm-Down Tools',
      little: 'Smell a pretend flower. Now blow out a pretend candle. Do it again, nice and slow. Hug a soft toy. Say, "I feel mad." Then find a grown-up.',
      young: 'Smell a pretend flower, then blow out a pretend candle. Count to ten. Walk away to a quiet spot. Say the feeling: "I feel mad!" Then talk to a grown-up.',
      older: 'Try slow breathing (in for four counts, out for six), counting, naming the feeling, or walking away to a quiet spot for a few minutes. Punching things or yelling to "get the anger out" usually keeps it going; calming down works better. When you\'re calmer, use an "I" statement: "I feel angry when you take my things without asking. Please ask first."',
      funFact: { title: 'Breathing slows the heart', text: 'Breathing out slowly helps your body switch from "alarm" to "calm."' },
    },
  ],
  deeper: {
    title: 'The Stress Response, Venting and Assertive Communication',
    content: 'When you sense a threat or an injustice, the sympathetic nervous system and hormones such as adrenaline prepare the body for "fight or flight." Slow breathing out activates the parasympathetic system, which counters this arousal. Popular advice says to get anger out by venting it, for example by punching things or yelling. Yet studies have found the opposite: venting tends to keep anger going, while activities that calm the body, such as slow breathing, lower anger. Thinking strategies help too: reframing ("Maybe they didn\'t mean it") and solving the problem once calm. Assertive communication, saying what you need clearly and respectfully, differs from aggressive (attacking) and passive (bottling up) styles. It tends to resolve conflicts better. If anger often feels out of control, talking with a counsellor can help.',
    funFact: { title: 'Name it to tame it', text: 'Putting a feeling into words ("I feel angry") can help the brain calm a strong emotion.' },
  },
  glossary: [
    { term: 'Angry', say: 'ANG-gree', definition: 'A strong feeling when something seems unfair or wrong.' },
    { term: 'Calm', say: 'KAHM', definition: 'Quiet, peaceful and relaxed.' },
    { term: 'Breathe', say: 'BREETH', definition: 'To take air in and let it out.' },
    { term: 'Adrenaline', say: 'uh-DREN-uh-lin', definition: 'A hormone that gets your body ready for action.' },
    { term: '"I" statement', say: 'EYE STAYT-ment', definition: 'A way to say how you feel starting with "I feel…".' },
  ],
  tryIt: [
    {
      title: 'Flower and Candle Breaths',
      description: 'A slow-breathing game to practise when you feel calm.',
      steps: [
        'Sit with a grown-up. Hold up one finger: it is a flower. Smell it slowly.',
        'Now the finger is a pretend candle. Blow it out, slowly.',
        'Do it again, three times, nice and slow.',
        'Next time you feel mad, try flower and candle breaths.',
      ],
      note: 'Practise when you are calm, so it is easy to remember when you are mad.',
      bands: ['3-5'],
    },
    {
      title: 'My Calm-Down Menu',
      description: 'Make a list of things that help you calm down.',
      steps: [
        'Fold a paper like a restaurant menu.',
        'Draw or write five calming things, like slow breathing, hugging a toy, drawing or a quiet walk with a grown-up.',
        'Practise each one when you are already calm.',
        'Keep the menu somewhere you can see it, and pick one next time you feel angry.',
      ],
      note: 'If you ever feel so angry that you might hurt yourself or someone else, tell a grown-up right away.',
    },
  ],
  analogies: [
    { title: 'Turning down the heat', content: 'Anger can build up like a pot getting hotter on a stove. Calm-down tools turn down the heat, so it cools before it boils over.' },
  ],
  realWorld: [
    { title: 'Athletes stay calm', content: 'Many athletes use breathing routines to stay calm and focused after a mistake or a bad call.' },
  ],
  engaging: [
    { question: 'Where in your body do you feel anger first?', context: 'Noticing early helps you calm down sooner.' },
    { question: 'What helps you feel better when you\'re upset?', context: 'Add it to your calm-down menu!' },
  ],
  quiz: [
    { question: 'Is it OK to feel angry?', right: 'Yes, everybody does', wrong: ['No, never feel angry', 'Only grown-ups can'], skill: 'recall', support: ['everybody feels angry sometimes', 'everyone feels it sometimes', 'anger is a normal'] },
    { question: 'What is a good first step when you feel angry?', right: 'Stop and take slow breaths', wrong: ['Throw the nearest toy', 'Yell as loud as you can'], skill: 'recall', support: ['take a big, slow breath', 'slow, deep breaths', 'breathe slowly', 'slow breathing'] },
    { question: 'Which is an "I" statement?', right: '"I feel upset when you interrupt me."', wrong: ['"You always ruin everything!"', '"Whatever."'], skill: 'vocabulary', bands: ['9-12', '13+'], support: ['"I" statement'] },
    {
      question: 'Does punching things or yelling make anger go away?',
      right: 'No, calming down works better',
      wrong: ['Yes, it lets the anger out', 'Yes, the louder the better'],
      skill: 'cause-effect',
      bands: ['9-12', '13+'],
      support: ['calming down works better', 'venting tends to keep anger going', 'calming the body works better'],
    },
  ],
  sources: [
    {
      claim: 'A meta-analysis of 154 studies found that activities that calm the body, such as slow breathing, relaxation and meditation, lowered anger and aggression, while venting and other activities that raise arousal, such as hitting a punching bag, did not reduce anger; the authors conclude that venting anger is not an effective way to manage it.',
      title: 'Kjærvik, S. L., & Bushman, B. J. (2024). A meta-analytic review of anger management activities that increase or decrease arousal: What fuels or douses rage? Clinical Psychology Review, 109, 102414',
      url: 'https://doi.org/10.1016/j.cpr.2024.102414',
      read: READ,
      authority: 'peer-reviewed',
    },
    {
      claim: 'In an experiment, angered people who hit a punching bag while thinking about the person who angered them ("venting") felt angrier and were more aggressive afterwards than people who did nothing: venting anger kept it going rather than draining it away.',
      title: 'Bushman, B. J. (2002). Does venting anger feed or extinguish the flame? Personality and Social Psychology Bulletin, 28(6), 724-731',
      url: 'https://doi.org/10.1177/0146167202289002',
      read: READ,
      authority: 'peer-reviewed',
    },
    {
      claim: 'Putting feelings into words (affect labeling) reduced the response of the amygdala, part of the brain\'s alarm system, to upsetting images and increased activity in the prefrontal cortex.',
      title: 'Lieberman, M. D., et al. (2007). Putting feelings into words: Affect labeling disrupts amygdala activity in response to affective stimuli. Psychological Science, 18(5), 421-428',
      url: 'https://doi.org/10.1111/j.1467-9280.2007.01916.x',
      read: READ,
      authority: 'peer-reviewed',
    },
    {
      claim: 'Everyone gets angry sometimes, often when something seems unfair or a goal is blocked; the body shows it with faster breathing, a red or hot face, tense muscles and clenched fists, and the hard part is learning to handle the feeling without hurting anyone.',
      title: 'Nemours KidsHealth (for kids): Dealing With Anger',
      url: 'https://kidshealth.org/en/kids/anger.html',
      read: READ,
      authority: 'public-health',
    },
  ],
  simplifications: ['For 3-8 the stress response is "your body\'s alarm"; 13+ names adrenaline, the amygdala and the prefrontal cortex.'],
  related: ['make-friends', 'exercise', 'music-feelings'],
  links: [SITES.kidsHealth, SITES.childMind],
};

export const socialEntries: KidEntry[] = [makeFriends, feelAngry];
