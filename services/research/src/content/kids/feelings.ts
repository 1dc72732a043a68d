import { britannica, SITES } from '../links';
import type { KidEntry, Source } from '../types';

// Social Skills: feelings and friends (issue 10 §1, batch 3). Feelings entries are warm and normalising and always
// point to a trusted grown-up; anything about harm is for the safety route, never for these lessons.

const READ = '2026-11-23';

const FEARS_SOURCE: Source = {
  claim: 'It is normal for children to feel afraid or worried at times, and these feelings can help kids be cautious; things that are new, big, loud or different can seem scary at first. What children fear changes as they grow: young children may fear pretend things such as monsters, the dark and loud noises like thunder, while older children worry more about real-life dangers and, as preteens and teens, about school and fitting in. Parents help children feel safe and learn to feel at ease.',
  title: 'Nemours KidsHealth (for parents): Childhood Fears and Worries',
  url: 'https://kidshealth.org/en/parents/anxiety.html',
  read: READ,
  authority: 'public-health',
};

const ANXIOUS_SOURCE: Source = {
  claim: 'Avoiding the things a child fears brings relief in the short term but keeps the fear going; helping children face fears in small, manageable steps, with support and realistic, positive expectations, helps them learn they can handle it and their anxiety drops over time. Respect a child\'s feelings without making them bigger.',
  title: 'Child Mind Institute: What to Do (and Not Do) When Children Are Anxious',
  url: 'https://childmind.org/article/what-to-do-and-not-do-when-children-are-anxious/',
  read: READ,
  authority: 'nonprofit',
};

const STRESS_SOURCE: Source = {
  claim: 'Stress is a feeling everyone has when something is new, hard or worrying; the body reacts too, with a faster heartbeat, faster breathing, tense muscles and a funny or upset feeling in the stomach. Talking to a parent or other trusted adult, breathing slowly, moving your body and relaxing activities help people handle stress.',
  title: 'Nemours KidsHealth (for kids): Stress',
  url: 'https://kidshealth.org/en/kids/stress.html',
  read: READ,
  authority: 'public-health',
};

const SAD_SOURCE: Source = {
  claim: 'Everyone feels sad sometimes, and most of the time sad feelings don\'t last very long; talking to someone you trust, doing something you enjoy, being active and thinking of what helped before can help a kid feel better. If sadness goes on for a long time or feels very heavy, tell a parent or another adult so they can help.',
  title: 'Nemours KidsHealth (for kids): What to Do When You Feel Sad',
  url: 'https://kidshealth.org/en/kids/depression.html',
  read: READ,
  authority: 'public-health',
};

const CALMING_SOURCE: Source = {
  claim: 'A meta-analysis of 154 studies found that activities that calm the body, such as slow breathing, relaxation and meditation, lowered anger and aggression, while activities that raise arousal did not; calming the body lowers its alarm response.',
  title: 'Kjærvik, S. L., & Bushman, B. J. (2024). A meta-analytic review of anger management activities that increase or decrease arousal. Clinical Psychology Review, 109, 102414',
  url: 'https://doi.org/10.1016/j.cpr.2024.102414',
  read: READ,
  authority: 'peer-reviewed',
};

const EMPATHY_SOURCE: Source = {
  claim: 'Empathy is the ability to sense other people\'s emotions, coupled with the ability to imagine what someone else might be thinking or feeling; researchers distinguish affective empathy (sharing or feeling what another feels) from cognitive empathy (understanding their perspective). Empathy is a building block of kindness and helping, and it can be learned and practised.',
  title: 'Greater Good Science Center (UC Berkeley): What Is Empathy?',
  url: 'https://greatergood.berkeley.edu/topic/empathy/definition',
  read: READ,
  authority: 'university',
};

const CASEL_SOURCE: Source = {
  claim: 'CASEL\'s framework names five areas of social and emotional learning: self-awareness, self-management, social awareness (understanding others\' perspectives and empathising), relationship skills (communicating clearly, listening well, cooperating, resolving conflicts constructively, seeking or offering help) and responsible decision-making (making caring choices, including honesty and ethics).',
  title: 'CASEL: What Is the CASEL Framework?',
  url: 'https://casel.org/fundamentals-of-sel/what-is-the-casel-framework/',
  read: READ,
  authority: 'nonprofit',
};

const PRESCHOOL_SOCIAL_SOURCE: Source = {
  claim: 'Preschoolers are learning to play with other children: to take turns, share, cooperate and join in play, and to handle not getting their way; they learn these skills with practice and with adults who show and guide them.',
  title: 'HealthyChildren.org (AAP): Social Development in Preschoolers',
  url: 'https://www.healthychildren.org/English/ages-stages/preschool/Pages/Social-Development-in-Preschoolers.aspx',
  read: READ,
  authority: 'public-health',
};

const SIBLING_SOURCE: Source = {
  claim: 'Jealousy and competition between brothers and sisters are common; children may feel they get less attention, love or things than a sibling. Parents help by giving each child one-on-one time, not comparing children, and helping them put their feelings into words instead of hurting each other.',
  title: 'Nemours KidsHealth (for parents): Sibling Rivalry',
  url: 'https://kidshealth.org/en/parents/sibling-rivalry.html',
  read: READ,
  authority: 'public-health',
};

const feelScared: KidEntry = {
  id: 'feel-scared',
  module: 'Social Skills',
  question: 'Why do I feel scared?',
  title: 'Why Do I Feel Scared?',
  blurb: 'Fear is your body\'s alarm: what it does, and what helps.',
  triggers: [['scared'], ['afraid'], ['fear'], ['fears'], ['frighten*'], ['feel', 'scared'], ['get', 'scared'], ['so', 'scared'], ['scare', 'easily']],
  quickAnswer: {
    '3-5': 'Feeling scared is OK. Everyone feels scared sometimes. Fear is like a little alarm in you. It helps keep you safe. If you feel scared, go to a grown-up. A hug can help.',
    '6-8': 'Fear is a feeling that helps keep you safe. When something seems new, loud or dangerous, your body gets ready fast. Your heart beats quick and your tummy may feel funny. Sometimes the alarm goes off when you are really safe, like in the dark. Telling a grown-up, slow breaths and a hug help the scared feeling pass.',
    '9-12': 'Fear is your body\'s alarm. When your brain thinks something might be dangerous, it gets your body ready to act. Your heart beats faster, you breathe quickly and your muscles tense. That helps in real danger. But the alarm can also ring for things that are only new or unknown, like a dark room or a first day. What you fear changes as you grow. Talking about it, slow breathing and facing small fears step by step all help.',
    '13+': 'Fear is an emotion built to protect us. When the brain senses a possible threat, it triggers the "fight or flight" response: heart rate and breathing rise, and muscles tense, ready to act. This reaction is fast and does not wait to check whether the danger is real. So it can fire for things that are only uncertain, like a test or a new place. Avoiding what scares you brings quick relief but tends to keep the fear going. Facing it in small, supported steps teaches your brain that you can cope.',
  },
  takeaways: {
    little: ['Feeling scared is OK.', 'Fear is like an alarm that helps keep you safe.', 'Go to a grown-up when you feel scared.'],
    young: ['Fear is a feeling that helps keep you safe.', 'Your body gets ready fast when you feel scared.', 'Tell a grown-up when you feel scared.'],
    older: ['Fear is the body\'s alarm for possible danger.', 'The alarm can ring when you are actually safe.', 'Facing small fears step by step, with support, makes them shrink.'],
  },
  sections: [
    {
      title: 'Your Body\'s Alarm',
      little: 'When you feel scared, your heart goes fast. Your tummy may feel funny. That is your alarm. It says, "Be careful!"',
      young: 'When you feel scared, your heart goes thump, thump, fast. You may breathe quickly. Your tummy may feel funny. That is your body\'s alarm saying, "Be careful!"',
      older: 'When your brain senses danger, it sends signals that speed up your heart and breathing and tense your muscles. Your body is getting ready to run or to protect itself. This happens in a flash, before you have time to think.',
      funFact: { title: 'Faster than thinking', text: 'Your body can start to react to a scare before you even know what scared you.' },
    },
    {
      title: 'Real Danger or a False Alarm?',
      little: 'Some scary things are just pretend, like a monster in a story. The dark can feel scary too. Your room is still your room!',
      young: 'Sometimes the alarm rings for real danger, like a car coming fast. Sometimes it rings for things that are safe, like a shadow or a creaky door. Little kids often fear pretend things, like monsters. That is normal.',
      older: 'Fear can help, like when it makes you step back from a busy road. But the alarm also rings for things that are new or unknown: a dark room, a big test, a new team. Younger kids often fear pretend things like monsters. Older kids worry more about real things. Asking "Is this really dangerous?" can calm a false alarm.',
      funFact: { title: 'Fears change', text: 'What kids fear changes as they grow, from monsters and the dark to worries about school and friends.' },
    },
    {
      title: 'What Helps',
      little: 'Go to a grown-up. Ask for a hug. Take a big, slow breath. Hold your teddy. Say, "I feel scared."',
      young: 'Tell a grown-up what scares you. Take slow, deep breaths. Hold something cozy. Turn on a night light. Saying "I feel scared" out loud helps too.',
      older: 'Name the fear and tell someone you trust. Slow breathing tells your body the danger has passed. Then try facing the fear in small steps, with a grown-up nearby. Each small step teaches your brain that you can handle it.',
      funFact: { title: 'Small steps work', text: 'Facing a fear a little at a time, with support, is one of the best ways to make it smaller.' },
    },
  ],
  deeper: {
    title: 'Fight or Flight, and Why Avoiding Fear Backfires',
    content: 'The "fight or flight" response is the body\'s fast reaction to a threat: breathing and heart rate rise, and blood flows to the muscles. It evolved to help animals escape danger, and it still helps people react quickly. But it cannot tell a real threat from an uncertain one. When people avoid what they fear, they feel relief, and the brain learns that avoiding was the reason they stayed safe. So the fear grows. Facing a fear in small, manageable steps, with support, lets the brain learn the situation is safe. Worry that lasts a long time or stops you from doing everyday things is worth talking about with a parent, a school counsellor or a doctor.',
    funFact: { title: 'Fear and fun', text: 'Some people enjoy a safe scare, like a roller coaster, because the body\'s alarm rings while they know they are safe.' },
  },
  glossary: [
    { term: 'Fear', say: 'FEER', definition: 'The feeling you get when something seems dangerous or scary.' },
    { term: 'Alarm', say: 'uh-LARM', definition: 'A signal that warns you something might be wrong.' },
    { term: 'Brave', say: 'BRAYV', definition: 'Doing something even though you feel scared.' },
    { term: 'Worry', say: 'WUR-ee', definition: 'Thinking again and again that something bad might happen.' },
  ],
  tryIt: [
    {
      title: 'Scared-Away Breaths',
      description: 'A breathing game to help the scared feeling pass.',
      steps: [
        'Sit with a grown-up. Put your hand on your tummy.',
        'Breathe in slowly. Feel your tummy get big like a balloon.',
        'Breathe out slowly. Feel the balloon go down.',
        'Do it three times. Then say, "I am safe."',
      ],
      note: 'When you feel scared, you can always go to a grown-up you trust.',
      bands: ['3-5', '6-8'],
    },
    {
      title: 'My Brave Ladder',
      description: 'Turn a big fear into small steps.',
      steps: [
        'With a grown-up, pick one fear, like sleeping with the light off.',
        'Write the smallest step at the bottom of a ladder, like dimming the light for one minute.',
        'Add bigger steps above it, each a little harder.',
        'Try one step at a time, only moving up when the step feels OK.',
      ],
      note: 'Go at your own pace with a grown-up. If a fear stops you from doing everyday things, talk to a parent or school counsellor.',
      bands: ['6-8', '9-12', '13+'],
    },
  ],
  analogies: [
    { title: 'A smoke alarm', content: 'Fear is like a smoke alarm. It is good that it rings for smoke, but sometimes it rings for burnt toast. Then you check and calm down.' },
  ],
  realWorld: [
    { title: 'Firefighters feel fear too', content: 'People with brave jobs, like firefighters, still feel fear. They practise a lot so they know what to do.' },
  ],
  engaging: [
    { question: 'What made you feel scared when you were little that does not scare you now?', context: 'Fears change as you grow.' },
    { question: 'Where in your body do you feel scared?', context: 'Your heart? Your tummy? Your hands?' },
  ],
  quiz: [
    {
      question: 'Why do we feel scared?', right: 'Fear helps keep us safe', wrong: ['Fear means we are bad', 'Fear means we are sick'],
      skill: 'cause-effect', support: ['helps keep you safe', 'fear is the body\'s alarm', 'built to protect us'],
    },
    {
      question: 'What can you do when you feel scared?', right: 'Tell a grown-up you trust', wrong: ['Keep it a secret forever', 'Hide and never talk about it'],
      skill: 'recall', support: ['go to a grown-up', 'tell a grown-up', 'tell someone you trust'],
    },
    {
      question: 'What helps a fear get smaller over time?', right: 'Facing it in small steps', wrong: ['Always staying away from it', 'Never thinking about it again'],
      skill: 'inference', bands: ['9-12', '13+'], support: ['facing small fears step by step', 'small, supported steps', 'facing the fear in small steps'],
    },
  ],
  sources: [FEARS_SOURCE, ANXIOUS_SOURCE, STRESS_SOURCE],
  simplifications: ['For 3-8 the fight-or-flight response is "your body\'s alarm"; 13+ names it.'],
  related: ['feel-brave', 'calm-my-body', 'feel-angry'],
  links: [SITES.kidsHealth, SITES.childMind],
};

const feelSad: KidEntry = {
  id: 'feel-sad',
  module: 'Social Skills',
  question: 'What can I do when I feel sad?',
  title: 'What Can I Do When I Feel Sad?',
  blurb: 'Sad feelings are normal; here is what helps them pass.',
  triggers: [['sad'], ['sadness'], ['unhappy'], ['feel', 'down'], ['feeling', 'down'], ['feel', 'blue'], ['cheer', 'up'], ['cheer', 'myself', 'up']],
  quickAnswer: {
    '3-5': 'Everyone feels sad sometimes. It is OK to cry. Tell a grown-up how you feel. Ask for a hug. Sad feelings go away after a while.',
    '6-8': 'Everyone feels sad sometimes, kids and grown-ups too. It is OK to cry and to feel sad. Tell a grown-up you trust what happened. A hug, a cozy rest, playing outside or doing something you love can help. Most of the time, sad feelings do not last very long.',
    '9-12': 'Sadness is a normal feeling. It often comes when you lose something, miss someone or things go wrong. Crying or wanting quiet time is OK. What helps is different for each person. Talking to someone you trust, moving your body, being outside, drawing or writing about it all help. Most sad feelings pass. If sadness stays for a long time or feels very heavy, tell a parent or another adult you trust so they can help.',
    '13+': 'Sadness is a normal emotion, usually a response to loss, disappointment or hurt. Noticing and naming it helps, and so does sharing it with someone you trust. Being active, time outside, sleep, and doing things you enjoy can all lift your mood. Most sad moods pass within hours or days. If low mood lasts weeks, takes the fun out of things you used to enjoy, or comes with thoughts of hurting yourself, tell a trusted adult or a doctor. That is a sign to get help, and help works.',
  },
  takeaways: {
    little: ['Everyone feels sad sometimes.', 'Tell a grown-up how you feel.', 'Sad feelings go away after a while.'],
    young: ['Everyone feels sad sometimes.', 'Tell a grown-up you trust.', 'Most sad feelings do not last very long.'],
    older: ['Sadness is a normal feeling that usually passes.', 'Talking, moving and doing things you enjoy help.', 'If sadness stays a long time, tell a trusted adult.'],
  },
  sections: [
    {
      title: 'It Is OK to Feel Sad',
      little: 'You may feel sad when a toy breaks. Or when a friend goes home. Sad is OK. Crying is OK too.',
      young: 'You might feel sad when a pet is sick, a friend moves away or a plan gets cancelled. Feeling sad is OK. Crying is OK too. It shows that something matters to you.',
      older: 'Sadness often shows up when you lose something, miss someone, or feel let down. It can make you tired, quiet or teary. Feelings are not good or bad; they are signals. Sadness tells you that something mattered to you.',
      funFact: { title: 'Grown-ups feel sad too', text: 'Every person in the world feels sad sometimes, even the grown-ups you know.' },
    },
    {
      title: 'Things That Help',
      little: 'Tell a grown-up. Get a big hug. Hold your soft toy. Go play outside. Draw a picture of how you feel.',
      young: 'Tell a grown-up what happened. Get a hug. Play outside or run around. Draw, read or listen to music you like. Do one small thing you enjoy.',
      older: 'Talk it through with someone you trust. Move your body: a walk or a game can lift your mood. Write or draw your feelings. Do something kind or fun. Think about what helped last time you felt low.',
      funFact: { title: 'Moving helps', text: 'Being active, even a short walk, is one way many people lift a low mood.' },
    },
    {
      title: 'When Sad Stays',
      young: 'Most sad feelings pass in a little while. If you feel sad for many days, tell a grown-up. They can help.',
      older: 'Most sad moods fade in hours or days. If sadness stays for weeks, or things you used to love stop being fun, tell a parent, teacher, school counsellor or doctor. Asking for help is a strong thing to do.',
      funFact: { title: 'Asking is brave', text: 'Telling someone you feel sad is a brave and smart thing to do.' },
    },
  ],
  deeper: {
    title: 'Sadness, Low Mood and When to Get Help',
    content: 'Sadness is one of the basic emotions. It tends to slow us down and draw others to comfort us. It usually follows loss or disappointment, and it passes as we make sense of what happened and get support. Activity, daylight, sleep, connection with others and small pleasant activities help lift mood. Sadness is different from depression. Depression is a longer-lasting low mood that gets in the way of daily life: sleep, eating, school and enjoyment. It is common and treatable. If a low mood lasts weeks, or you have thoughts of hurting yourself, tell a trusted adult or doctor straight away.',
    funFact: { title: 'Tears and comfort', text: 'Crying often makes the people around us want to comfort us, which is part of how sadness brings help.' },
  },
  glossary: [
    { term: 'Sad', say: 'SAD', definition: 'A heavy, low feeling when something goes wrong or you miss someone.' },
    { term: 'Comfort', say: 'KUM-fert', definition: 'Something that helps you feel better, like a hug or kind words.' },
    { term: 'Mood', say: 'MOOD', definition: 'How you feel inside for a while.' },
    { term: 'Trust', say: 'TRUST', definition: 'To feel sure that someone is kind and will help you.' },
  ],
  tryIt: [
    {
      title: 'My Feel-Better Box',
      description: 'Fill a box with things that help you when you feel sad.',
      steps: [
        'Find a shoe box with a grown-up.',
        'Put in a soft toy, a favourite book and a photo that makes you smile.',
        'Draw a picture of the people you can tell when you feel sad.',
        'Next time you feel sad, open your box with a grown-up.',
      ],
      note: 'The best thing in the box is a reminder: you can always tell a grown-up.',
      bands: ['3-5', '6-8'],
    },
    {
      title: 'Mood Menu',
      description: 'Make a list of things that lift your mood.',
      steps: [
        'Write three people you can talk to when you feel low.',
        'Write three things that get your body moving.',
        'Write three small things you enjoy, like a song or a drawing.',
        'Keep the menu somewhere you can see it, and pick one thing next time you feel sad.',
      ],
      note: 'If sadness lasts a long time, or you ever think about hurting yourself, tell a trusted adult right away.',
      bands: ['9-12', '13+'],
    },
  ],
  analogies: [
    { title: 'Rain clouds', content: 'A sad feeling is like a rain cloud. It can make the day grey for a while, but clouds move on, and the sun comes back.' },
  ],
  realWorld: [
    { title: 'Sad stories', content: 'Many favourite films and books have sad parts. Feeling sad with a character shows you care about them.' },
  ],
  engaging: [
    { question: 'Who can you tell when you feel sad?', context: 'Think of two grown-ups you trust.' },
    { question: 'What is one small thing that makes you smile?', context: 'You can use it on a sad day.' },
  ],
  quiz: [
    {
      question: 'Does everyone feel sad sometimes?', right: 'Yes, everyone does', wrong: ['No, only babies do', 'No, only when sick'],
      skill: 'recall', support: ['everyone feels sad sometimes', 'sadness is a normal feeling', 'sadness is a normal emotion'],
    },
    {
      question: 'What is a good thing to do when you feel sad?', right: 'Tell a grown-up you trust', wrong: ['Keep it all inside', 'Be mean to a friend'],
      skill: 'recall', support: ['tell a grown-up', 'someone you trust', 'tell a parent'],
    },
    {
      question: 'What should you do if sadness stays for a long time?', right: 'Tell a trusted adult', wrong: ['Wait and tell no one', 'Stop seeing your friends'],
      skill: 'cause-effect', bands: ['9-12', '13+'], support: ['tell a trusted adult', 'tell a parent, teacher'],
    },
  ],
  sources: [SAD_SOURCE, STRESS_SOURCE],
  simplifications: ['For 3-8, "sad feelings go away after a while" stands for the usual course of a sad mood; 9+ is told what to do when it does not.'],
  related: ['feel-angry', 'make-friends', 'music-feelings'],
  links: [SITES.kidsHealth, SITES.childMind],
};

const feelJealous: KidEntry = {
  id: 'feel-jealous',
  module: 'Social Skills',
  question: 'Why do I feel jealous?',
  title: 'Why Do I Feel Jealous?',
  blurb: 'The green feeling of wanting what someone else has.',
  triggers: [['jealous'], ['jealousy'], ['envy'], ['envious'], ['green', 'with', 'envy']],
  quickAnswer: {
    '3-5': 'Jealous is a feeling. You may feel it when someone gets a thing you want. Or when a grown-up hugs someone else. It is OK to feel jealous. Tell a grown-up, "I want a turn too."',
    '6-8': 'Jealousy is the feeling of wanting what someone else has. You might feel it when a friend gets a new toy, or a baby gets lots of attention. Everyone feels jealous sometimes. The feeling is OK, but being mean is not. Tell a grown-up how you feel, and think of something you are good at too.',
    '9-12': 'Jealousy is a mix of feelings: wanting what someone else has, and worrying you might lose something, like a friend\'s or parent\'s attention. It is common between brothers and sisters and friends. Jealousy can show you what matters to you. Name the feeling, talk about it with someone you trust, and try not to compare yourself all the time. You can even use it as a goal: "I want to get better at drawing too."',
    '13+': 'People often use "jealousy" for two feelings. Envy is wanting what someone else has. Jealousy, strictly, is fear of losing someone\'s attention or affection to a rival. Both are normal and common, especially among siblings and close friends. Comparison drives them, and social media makes comparison constant, even though what people post is carefully chosen. Useful moves: notice the feeling, name what you actually want, turn envy into a goal, and talk it out rather than acting on it.',
  },
  takeaways: {
    little: ['Jealous is a feeling.', 'It is OK to feel jealous.', 'Tell a grown-up how you feel.'],
    young: ['Jealousy is wanting what someone else has.', 'Everyone feels jealous sometimes.', 'Use words, not mean actions.'],
    older: ['Jealousy mixes wanting and worrying about losing attention.', 'It shows what matters to you.', 'Talk about it and turn it into a goal.'],
  },
  sections: [
    {
      title: 'What Jealous Feels Like',
      little: 'Your friend has a new toy. You want it too! Your tummy feels tight. That can be jealous.',
      young: 'Your friend gets a shiny new bike. You feel a hot, tight feeling inside and think, "That is not fair!" That can be jealousy. It is a very common feeling.',
      older: 'Jealousy can feel like a mix of anger, sadness and worry. You might feel it when a friend hangs out with someone new, a sibling gets praise, or a classmate wins a prize you wanted.',
      funFact: { title: 'Green with envy', text: 'In English, people say someone is "green with envy" when they feel jealous.' },
    },
    {
      title: 'Brothers, Sisters and Friends',
      little: 'A new baby gets lots of hugs. You may want hugs too. Ask! Grown-ups have lots of love for you.',
      young: 'When a new baby comes, or a brother gets a prize, you may feel jealous. Love is not like cake. There is enough for everyone! Ask a grown-up for some special time with you.',
      older: 'Jealousy between siblings is very common. It often comes from feeling you get less attention or fewer things. Asking for one-on-one time with a parent, and not comparing yourselves all the time, helps.',
      funFact: { title: 'Very common', text: 'Jealousy and competition between brothers and sisters are among the most common family feelings.' },
    },
    {
      title: 'What to Do With It',
      little: 'Say, "I feel jealous." Take a big breath. Find something fun you can do too.',
      young: 'Say the feeling: "I feel jealous." Talk to a grown-up. Try to be happy for your friend, and think of something you are good at.',
      older: 'Name it, then ask what you really want. If it is a skill, make a plan to practise. If it is attention, ask for time. Saying "Well done!" to the other person, even when it is hard, usually helps you feel better too.',
      funFact: { title: 'Jealousy can teach', text: 'Noticing what makes you jealous can show you a goal you care about.' },
    },
  ],
  deeper: {
    title: 'Envy, Jealousy and Comparison',
    content: 'Psychologists separate envy, wanting what another person has, from jealousy, fearing the loss of a relationship to a rival. Everyday speech uses "jealous" for both. Both grow from comparison. People tend to compare themselves with those a little ahead of them, and social media shows a chosen highlight reel of others\' lives, which can feed envy. Envy can push people to improve when it turns into a goal, or to tear others down when it turns into resentment. Naming the feeling, recognising what you value, and talking it through steer it toward the first.',
    funFact: { title: 'Two words, two feelings', text: 'Envy is about wanting what someone has; jealousy is about fearing you will lose someone.' },
  },
  glossary: [
    { term: 'Jealous', say: 'JEL-us', definition: 'Feeling upset because someone has something or someone you want.' },
    { term: 'Envy', say: 'EN-vee', definition: 'Wanting what someone else has.' },
    { term: 'Compare', say: 'kum-PAIR', definition: 'To look at how two things are alike or different.' },
    { term: 'Attention', say: 'uh-TEN-shun', definition: 'When someone watches, listens to or cares for you.' },
  ],
  tryIt: [
    {
      title: 'I Can Too!',
      description: 'Turn a jealous feeling into something you can do.',
      steps: [
        'Think of a time you felt jealous.',
        'Tell a grown-up: "I felt jealous when…"',
        'Draw one thing you are good at.',
        'Ask for a special time with a grown-up this week.',
      ],
      note: 'Feeling jealous is OK. Saying it in words helps it get smaller.',
      bands: ['3-5', '6-8'],
    },
    {
      title: 'From Envy to Goal',
      description: 'Use a jealous feeling to find what you want.',
      steps: [
        'Write down one thing someone has or does that made you jealous.',
        'Under it, write what you really want: a skill, time, or to feel included.',
        'Write one small step you could take toward it this week.',
        'Say or write one honest compliment to the person you felt jealous of.',
      ],
      note: 'If jealous feelings keep hurting a friendship, talk with a parent or teacher.',
      bands: ['9-12', '13+'],
    },
  ],
  analogies: [
    { title: 'Not a cake', content: 'Love is not like a cake, where one big slice leaves less for you. A parent\'s love grows to fit every child.' },
  ],
  realWorld: [
    { title: 'Good sports', content: 'Athletes who lose often shake hands and congratulate the winner, even when they feel jealous inside.' },
  ],
  engaging: [
    { question: 'What is something you are good at?', context: 'Everyone has their own strengths.' },
    { question: 'How can you be happy for a friend when you feel jealous?', context: 'Try saying "Well done!"' },
  ],
  quiz: [
    {
      question: 'What is jealousy?', right: 'Wanting what someone else has', wrong: ['Feeling very sleepy', 'Being happy for a friend'],
      skill: 'vocabulary', support: ['jealousy is wanting what someone else has', 'wanting what someone else has', 'someone gets a thing you want'],
    },
    {
      question: 'What is a good way to handle jealousy?', right: 'Say how you feel in words', wrong: ['Break the other toy', 'Be mean to your friend'],
      skill: 'recall', support: ['tell a grown-up how you feel', 'say the feeling', 'name it'],
    },
    {
      question: 'What is the difference between envy and jealousy?', right: 'Envy wants; jealousy fears losing', wrong: ['They are both about food', 'Envy is happy; jealousy is calm'],
      skill: 'vocabulary', bands: ['13+'], support: ['Envy is wanting what someone else has', 'fear of losing someone'],
    },
  ],
  sources: [SIBLING_SOURCE, CASEL_SOURCE],
  simplifications: ['For 3-12 "jealous" covers both envy and jealousy; 13+ separates them.'],
  related: ['feel-angry', 'make-friends', 'feel-sad'],
  links: [SITES.kidsHealth, SITES.childMind],
};

const empathy: KidEntry = {
  id: 'what-is-empathy',
  module: 'Social Skills',
  question: 'What is empathy?',
  title: 'What Is Empathy?',
  blurb: 'Understanding how someone else feels, and showing you care.',
  triggers: [['empathy'], ['empathetic'], ['empathic'], ['empathize'], ['empathise'], ['someone', 'else', 'shoe*'], ['yourself', 'shoe*'], ['other', 'people', 'feel'], ['how', 'other', 'feel'], ['others', 'feel'], ['understand', 'how', 'feel']],
  quickAnswer: {
    '3-5': 'Empathy means you care how others feel. Your friend falls down. You feel sad for them. You help them up. That is empathy!',
    '6-8': 'Empathy means understanding how someone else feels, and caring about it. It is like putting yourself in their shoes. When a friend is sad and you feel a bit sad too, that is empathy. Then you can help: ask "Are you OK?", listen, or give a hug.',
    '9-12': 'Empathy is the ability to sense and understand what someone else is feeling. There are two parts. One is feeling with them: their sadness makes you feel a little sad. The other is understanding their point of view: imagining how things look to them. Empathy helps you be a good friend and solve arguments. It is a skill, so it grows with practice: notice faces, ask how people feel, and really listen.',
    '13+': 'Empathy is the capacity to sense other people\'s emotions and imagine what they might be thinking or feeling. Researchers separate affective empathy, sharing another\'s feelings, from cognitive empathy, understanding their perspective. Compassion adds the wish to help. Empathy underpins kindness, cooperation and resolving conflict. It can be strengthened by listening closely, asking instead of assuming, and meeting people whose lives differ from yours. Feeling everyone\'s pain can be exhausting, so caring for yourself matters too.',
  },
  takeaways: {
    little: ['Empathy means you care how others feel.', 'Look at faces to see feelings.', 'You can help a sad friend.'],
    young: ['Empathy means understanding how someone else feels.', 'It is like putting yourself in their shoes.', 'Ask, listen and help.'],
    older: ['Empathy is sensing and understanding others\' feelings.', 'It has a feeling part and an understanding part.', 'It is a skill that grows with practice.'],
  },
  sections: [
    {
      title: 'Reading Feelings',
      little: 'Look at a face. A smile means happy. Tears mean sad. A frown can mean cross. Faces tell us how people feel.',
      young: 'Faces and bodies show feelings. A smile, a frown, tears, or crossed arms all give clues. Looking for clues is the first step of empathy.',
      older: 'We read feelings from faces, voices and body language. But clues can be tricky: someone quiet might be shy, sad or just tired. That is why asking "How are you feeling?" is better than guessing.',
      funFact: { title: 'Babies notice', text: 'Even babies notice and react when other people are upset.' },
    },
    {
      title: 'In Someone Else\'s Shoes',
      little: 'Think: how would I feel? If someone took my toy, I would feel sad. So I will not take theirs.',
      young: '"Putting yourself in someone\'s shoes" means imagining you are them. How would you feel if you were new and had no one to play with? That helps you know what to do.',
      older: 'Perspective-taking means imagining how a situation looks and feels to someone else. People can feel differently about the same thing, so it helps to ask rather than assume.',
      funFact: { title: 'A saying about shoes', text: '"Walk a mile in someone\'s shoes" is an old saying that means try to see things the way they do.' },
    },
    {
      title: 'Empathy in Action',
      young: 'Empathy turns into kindness. Ask "Are you OK?" Sit with someone who is sad. Invite someone to play. Say sorry if you hurt someone.',
      older: 'Empathy becomes action when you listen without interrupting, offer help, include someone who is left out, or stand up for someone being treated unkindly. Small actions matter a lot to the person on the other end.',
      funFact: { title: 'A skill you can grow', text: 'Empathy is not fixed: like a muscle, it gets stronger when you use it.' },
    },
  ],
  deeper: {
    title: 'Affective and Cognitive Empathy',
    content: 'Researchers describe two parts of empathy. Affective empathy is feeling what another person feels: wincing when a friend gets hurt. Cognitive empathy is understanding their perspective: working out why they feel that way. Compassion is a related step: wanting to help. Empathy supports cooperation, friendship and fair conflict resolution. People tend to feel more empathy for those who seem similar to them, so stretching empathy to people who are different takes effort: listening to their stories, asking questions and noticing our own assumptions. Strong empathy also needs limits: taking on everyone\'s distress can wear people out, so caring for yourself is part of caring for others.',
    funFact: { title: 'Empathy and kindness', text: 'Empathy is one of the building blocks of kindness and helping others.' },
  },
  glossary: [
    { term: 'Empathy', say: 'EM-puh-thee', definition: 'Understanding and sharing how someone else feels.' },
    { term: 'Kindness', say: 'KYND-ness', definition: 'Being friendly, caring and helpful.' },
    { term: 'Perspective', say: 'per-SPEK-tiv', definition: 'The way someone sees or thinks about something.' },
    { term: 'Compassion', say: 'kum-PASH-un', definition: 'Caring about someone\'s trouble and wanting to help.' },
  ],
  tryIt: [
    {
      title: 'Feelings Faces',
      description: 'Practise reading feelings on faces.',
      steps: [
        'Sit with a grown-up and take turns making faces.',
        'Make a happy face, a sad face, a scared face and a cross face.',
        'Guess the feeling on each other\'s face.',
        'Talk about it: what could you do to help a sad face?',
      ],
      note: 'Looking at a picture book together and asking "How does this character feel?" is great practice too.',
      bands: ['3-5', '6-8'],
    },
    {
      title: 'Shoes Swap Story',
      description: 'Tell one event from two points of view.',
      steps: [
        'Think of a small argument, real or made up, like two kids wanting the same swing.',
        'Write two or three sentences about it from one kid\'s view.',
        'Now write it from the other kid\'s view. What were they thinking and feeling?',
        'What could each of them do to be fair and kind?',
      ],
      note: 'Seeing both sides does not mean both are right. It helps you find a fair way forward.',
      bands: ['6-8', '9-12', '13+'],
    },
  ],
  analogies: [
    { title: 'A feelings mirror', content: 'Empathy is a bit like a mirror: you see someone\'s feeling and feel a little of it yourself, so you understand them better.' },
  ],
  realWorld: [
    { title: 'Doctors and nurses', content: 'Good doctors and nurses use empathy to understand how worried or hurt their patients feel.' },
  ],
  engaging: [
    { question: 'How can you tell when a friend is sad?', context: 'Look at their face and how they move.' },
    { question: 'What could you do for someone who looks lonely?', context: 'Small kind actions matter.' },
  ],
  quiz: [
    {
      question: 'What does empathy mean?', right: 'Caring how others feel', wrong: ['Being the fastest runner', 'Never sharing your toys'],
      skill: 'vocabulary', support: ['empathy means you care how others feel', 'understanding how someone else feels', 'understand what someone else is feeling', 'sense other people\'s emotions'],
    },
    {
      question: 'Your friend falls and cries. What shows empathy?', right: 'Ask if they are OK', wrong: ['Laugh and walk away', 'Keep playing your game'],
      skill: 'inference', support: ['you help them up', 'ask "are you ok?"', 'offer help'],
    },
    {
      question: 'What is cognitive empathy?', right: 'Understanding someone\'s point of view', wrong: ['Feeling sleepy after lunch', 'Memorising lots of facts'],
      skill: 'vocabulary', bands: ['13+'], support: ['cognitive empathy, understanding their perspective', 'cognitive empathy is understanding their perspective'],
    },
  ],
  sources: [EMPATHY_SOURCE, CASEL_SOURCE],
  related: ['make-friends', 'say-sorry', 'good-listener'],
  links: [SITES.childMind, britannica('empathy')],
};

const calmBody: KidEntry = {
  id: 'calm-my-body',
  module: 'Social Skills',
  question: 'How can I calm my body down?',
  title: 'How Can I Calm My Body Down?',
  blurb: 'Slow breaths, stretches and quiet spots that settle a busy body.',
  triggers: [['calm', 'body'], ['calm', 'body', 'down'], ['calm', 'my', 'body'], ['relax', 'body'], ['relax'], ['relaxing'], ['belly', 'breath*'], ['calm', 'breath*'], ['feel', 'calm'], ['calmer'], ['wiggly'], ['too', 'hyper'], ['settle', 'down']],
  quickAnswer: {
    '3-5': 'Sometimes your body feels too fast. You can slow it down! Take big, slow breaths. Squeeze your hands, then let go. Hug a soft toy. A grown-up can help you too.',
    '6-8': 'When you feel wiggly, worried or too excited, your heart beats fast and your muscles get tight. You can help your body slow down. Breathe in slowly through your nose and out through your mouth. Squeeze and relax your muscles. Stretch, or sit in a quiet spot. Ask a grown-up to do it with you.',
    '9-12': 'Strong feelings and busy days speed your body up: fast heartbeat, quick breathing, tight muscles. You can send your body a "calm" signal. Slow breathing, with the breath out longer than the breath in, is one of the quickest ways. Tensing and then relaxing your muscles, stretching, a short walk, or noticing five things you can see also help. Practise when you are already calm, so the tools are ready when you need them.',
    '13+': 'Stress and strong emotions switch on the body\'s alarm system: heart rate, breathing and muscle tension rise. Calming the body works on that system directly. Slow breathing with long out-breaths, progressive muscle relaxation, gentle movement and grounding exercises, such as naming what you can see and hear, all lower arousal. Studies of calming activities such as slow breathing and relaxation show that they lower anger and aggression, while activities that rev you up do not. Regular practice, good sleep and exercise make calming down easier.',
  },
  takeaways: {
    little: ['Take big, slow breaths.', 'Squeeze your hands, then let go.', 'A grown-up can help you calm down.'],
    young: ['Slow breaths help your body calm down.', 'Squeeze and relax your muscles.', 'Find a quiet spot and ask a grown-up.'],
    older: ['Slow breathing with long out-breaths calms the body.', 'Tensing and relaxing muscles helps them let go.', 'Practise calm tools before you need them.'],
  },
  sections: [
    {
      title: 'Slow Breaths',
      little: 'Smell a flower. Sniff, slow. Blow out a candle. Whoosh, slow. Do it three times. Your body feels calm.',
      young: 'Pretend to smell a flower: breathe in slowly through your nose. Now blow out a candle: breathe out slowly through your mouth. Do it three times. Slow breaths help your heart slow down.',
      older: 'Breathe in through your nose for about four counts, then out through your mouth for about six. Long out-breaths tell your body the danger has passed. Your heart and breathing slow, and your muscles loosen.',
      funFact: { title: 'Breath is a remote control', text: 'Breathing is one of the few body alarms you can change on purpose, just by slowing down.' },
    },
    {
      title: 'Squeeze and Let Go',
      little: 'Make your hands into tight fists. Squeeze! Now let go. Floppy, like a rag doll. Ahh!',
      young: 'Squeeze your hands into fists and count to five. Now let go and feel them go floppy. Try it with your shoulders and your toes too.',
      older: 'Progressive muscle relaxation means tensing one group of muscles for a few seconds, then letting it go, moving from your feet to your face. Feeling the difference between tight and loose helps your body learn to relax.',
      funFact: { title: 'Spaghetti arms', text: 'Going from stiff like raw spaghetti to floppy like cooked spaghetti is a favourite relaxing game.' },
    },
    {
      title: 'Move, Look and Rest',
      little: 'Stretch up high like a tall tree. Sit in a cozy spot. Look for three blue things. Calm!',
      young: 'Stretch up tall, then fold down slowly. Find a cozy, quiet corner. Look around and name five things you can see. Your body and mind slow down together.',
      older: 'A short walk or slow stretching uses up some of the "ready to go" energy. Grounding, naming five things you see, four you hear and three you can touch, pulls your attention to the here and now.',
      funFact: { title: 'Five senses', text: 'Grounding games use your senses to bring your mind back to what is around you.' },
    },
  ],
  deeper: {
    title: 'Arousal, the Vagus Nerve and Practice',
    content: 'The body has two sides to its automatic nervous system. The sympathetic side speeds things up for action; the parasympathetic side slows them down for rest. Breathing out slowly activates the parasympathetic side, partly through the vagus nerve, and the heart rate dips with each long out-breath. That is why slow breathing calms the body within a minute or two. Progressive muscle relaxation, gentle movement and grounding also lower arousal. Calming skills work best when they are practised in calm moments, so they become automatic when stress hits. If feeling wound up or worried happens a lot, talking with a parent, school counsellor or doctor can help.',
    funFact: { title: 'Out-breaths slow the heart', text: 'Your heart beats a little slower each time you breathe out.' },
  },
  glossary: [
    { term: 'Calm', say: 'KAHM', definition: 'Quiet, peaceful and relaxed.' },
    { term: 'Relax', say: 'ree-LAKS', definition: 'To let your body and mind rest and get loose.' },
    { term: 'Muscles', say: 'MUSS-ulz', definition: 'Body parts that tighten and loosen to help you move.' },
    { term: 'Grounding', say: 'GROWN-ding', definition: 'Using your senses to notice what is around you right now.' },
  ],
  tryIt: [
    {
      title: 'Teddy Breathing',
      description: 'Watch a teddy ride your slow breaths.',
      steps: [
        'Lie on your back with a grown-up nearby.',
        'Put a teddy on your tummy.',
        'Breathe in slowly. The teddy goes up!',
        'Breathe out slowly. The teddy goes down. Rock your teddy for five breaths.',
      ],
      note: 'Practise when you feel calm, so you remember it when your body feels fast.',
      bands: ['3-5', '6-8'],
    },
    {
      title: 'Make a Calm Kit',
      description: 'Plan and practise your own calming tools.',
      steps: [
        'Try three tools this week: 4-in, 6-out breathing, squeeze-and-let-go, and naming five things you see.',
        'After each one, rate how calm you feel from 1 to 5.',
        'Write your two favourites on a card.',
        'Keep the card in your bag or by your bed.',
      ],
      note: 'If you often feel too wound up to calm down, talk with a parent or school counsellor.',
      bands: ['9-12', '13+'],
    },
  ],
  analogies: [
    { title: 'A snow globe', content: 'A busy body is like a shaken snow globe. If you hold it still and wait, the snow slowly settles and you can see clearly again.' },
  ],
  realWorld: [
    { title: 'Before the big moment', content: 'Many athletes and musicians take slow breaths before a big game or show to calm their bodies.' },
  ],
  engaging: [
    { question: 'When does your body feel too fast?', context: 'After running? When you are excited or worried?' },
    { question: 'Which calm tool do you like best?', context: 'Breathing, squeezing, stretching or a cozy spot?' },
  ],
  quiz: [
    {
      question: 'What can help your body calm down?', right: 'Big, slow breaths', wrong: ['Running round and round', 'Shouting very loudly'],
      skill: 'recall', support: ['take big, slow breaths', 'slow breaths help', 'slow breathing'],
    },
    {
      question: 'What do you do in the squeeze game?', right: 'Squeeze tight, then let go', wrong: ['Squeeze a friend\'s arm', 'Hold your breath a long time'],
      skill: 'sequence', support: ['squeeze your hands, then let go', 'squeeze and relax your muscles', 'tensing and relaxing'],
    },
    {
      question: 'Which breath should be longer to calm down?', right: 'The breath out', wrong: ['The breath in', 'Neither, hold your breath'],
      skill: 'recall', bands: ['9-12', '13+'], support: ['breath out longer than the breath in', 'long out-breaths'],
    },
  ],
  sources: [CALMING_SOURCE, STRESS_SOURCE],
  simplifications: ['For 3-8 "your body feels fast" stands for raised arousal; 13+ names the nervous system.'],
  related: ['feel-angry', 'feel-scared', 'exercise'],
  links: [SITES.kidsHealth, SITES.childMind],
};

const joinGame: KidEntry = {
  id: 'join-a-game',
  module: 'Social Skills',
  question: 'How do I join a game?',
  title: 'How Do I Join a Game?',
  blurb: 'Watching, asking and fitting in when others are already playing.',
  triggers: [['join', 'game'], ['join', 'in'], ['joining', 'in'], ['join', 'a', 'game'], ['can', 'i', 'play', 'too'], ['let', 'me', 'play'], ['ask', 'to', 'play'], ['ask', 'play'], ['play', 'with', 'them'], ['get', 'in', 'game']],
  quickAnswer: {
    '3-5': 'Watch the game first. Then go close. Smile and ask, "Can I play too?" If they say yes, have fun! If they say no, that is OK. Find a grown-up or another game.',
    '6-8': 'First, watch the game for a bit to learn what they are playing. Then walk up, smile and ask, "Can I play too?" or offer to take a part, like "I can be the goalie!" If they say yes, follow their rules. If they say no, stay calm and try again later or with someone else.',
    '9-12': 'Joining a game works best in three steps. Watch for a minute to see the rules and who is playing. Move closer and say something friendly about the game. Then ask to join, or offer a role the game needs. Fit in with how they play rather than changing the rules right away. If the answer is no, don\'t take it too hard. Try later, try another group, or start your own game and invite others.',
    '13+': 'Joining a group that is already busy is easier when you fit into what they are doing. Watch first, then make a comment that connects to the activity, then ask or offer to help. Newcomers who try to take over or change the rules straight away are more often turned away. A "no" usually says more about the moment than about you. Keep trying with different groups, or start an activity yourself and invite people in.',
  },
  takeaways: {
    little: ['Watch the game first.', 'Ask, "Can I play too?"', 'If they say no, try another game.'],
    young: ['Watch first to learn the game.', 'Smile and ask, "Can I play too?"', 'Follow their rules.'],
    older: ['Watch, connect, then ask to join.', 'Fit in with the game before changing it.', 'A "no" is not the end: try again or start your own.'],
  },
  sections: [
    {
      title: 'Watch First',
      little: 'Look at the game. What are they doing? Who is playing? Now you know the game!',
      young: 'Stand near the game and watch. What are the rules? Who is playing? Watching helps you know how to fit in.',
      older: 'Spend a minute watching. You learn the rules, who is in charge of the game, and where a new player could fit, like an empty spot on a team.',
      funFact: { title: 'Good watchers', text: 'Kids who watch a game first usually find it easier to join in.' },
    },
    {
      title: 'Ask to Play',
      little: 'Go close. Smile. Ask, "Can I play too?" Or say, "I can help!"',
      young: 'Walk up, smile and ask, "Can I play too?" You can offer a job: "I can be the seeker!" or "Do you need one more?"',
      older: 'Say something friendly about the game, then ask: "That looks fun. Can I join?" Offering a role the game needs, like keeping score or making teams even, makes yes more likely.',
      funFact: { title: 'Offer a job', text: 'Saying how you can help the game often works better than just asking.' },
    },
    {
      title: 'If They Say No',
      little: 'Sometimes kids say no. That is OK. Find another game. Or ask a grown-up to help.',
      young: 'If they say no, it is OK to feel sad. Stay calm and say, "OK, maybe next time." Try another group, or ask a grown-up for ideas.',
      older: 'A "no" can sting, but it often means the game is full or nearly over. Try again later, try another group, or start a game and invite others. If the same kids always leave you out, tell a teacher.',
      funFact: { title: 'Start your own', text: 'Starting a game yourself and inviting others is another great way to join in.' },
    },
  ],
  deeper: {
    title: 'Entry Skills and Group Play',
    content: 'Joining a group that is already playing is one of the harder social skills, even for adults. Approaches that fit in with the ongoing activity work better than ones that interrupt it or redirect it. Examples are watching, commenting on the game, and then offering to take a role. Being turned down is common and usually not personal: groups protect games that are going well. Persistence with different groups, and starting activities you invite others to, build social confidence over time. Schools can help by setting up structured games at recess.',
    funFact: { title: 'Even adults', text: 'Walking up to a group at a party can feel hard for grown-ups too: it is the same skill.' },
  },
  glossary: [
    { term: 'Join', say: 'JOYN', definition: 'To become part of a group or game.' },
    { term: 'Rules', say: 'ROOLZ', definition: 'What everyone agrees to do in a game.' },
    { term: 'Turn', say: 'TURN', definition: 'Your time to go in a game.' },
    { term: 'Include', say: 'in-KLOOD', definition: 'To let someone be part of something.' },
  ],
  tryIt: [
    {
      title: 'Can I Play Too? Practice',
      description: 'Practise joining a game with toys or a grown-up.',
      steps: [
        'A grown-up starts playing with blocks or cars.',
        'You watch for a little bit.',
        'Walk up, smile and ask, "Can I play too?"',
        'Take turns being the one who asks and the one who answers.',
      ],
      note: 'Practise a "no" answer too, and what you could do next.',
      bands: ['3-5', '6-8'],
    },
    {
      title: 'Watch, Connect, Ask',
      description: 'Plan how you would join a game at school.',
      steps: [
        'Think of a game kids play at recess or lunch.',
        'Write what you would watch for first.',
        'Write a friendly comment about the game and a way to ask to join.',
        'Write what you would do if they said no.',
      ],
      note: 'If the same kids always leave you out, tell a teacher or parent.',
      bands: ['9-12', '13+'],
    },
  ],
  analogies: [
    { title: 'Jumping into a skipping rope', content: 'Joining a game is like jumping into a turning skipping rope: watch the rhythm first, then hop in at the right moment.' },
  ],
  realWorld: [
    { title: 'Substitutes in sports', content: 'In team sports, a new player joins by taking a spot the team needs, just like offering a role in a playground game.' },
  ],
  engaging: [
    { question: 'What games do kids play where you are?', context: 'Which one would you like to join?' },
    { question: 'What could you say if a new kid asked to join your game?', context: 'How would you want to be answered?' },
  ],
  quiz: [
    {
      question: 'What should you do before asking to join a game?', right: 'Watch the game first', wrong: ['Grab the ball and run', 'Change all the rules'],
      skill: 'sequence', support: ['watch the game first', 'watch first', 'watch for a minute'],
    },
    {
      question: 'What can you say to join in?', right: '"Can I play too?"', wrong: ['"Give me that now!"', '"Your game is boring."'],
      skill: 'recall', support: ['can i play too', 'can i join'],
    },
    {
      question: 'What is a good idea if a group says no?', right: 'Try another game or later', wrong: ['Stop playing for ever', 'Knock their game over'],
      skill: 'cause-effect', bands: ['6-8', '9-12', '13+'], support: ['try again later or with someone else', 'try another group', 'try again later'],
    },
  ],
  sources: [PRESCHOOL_SOCIAL_SOURCE, CASEL_SOURCE],
  related: ['make-friends', 'welcome-new-kid', 'feel-left-out'],
  links: [SITES.kidsHealth, SITES.healthyChildren],
};

const feelBrave: KidEntry = {
  id: 'feel-brave',
  module: 'Social Skills',
  question: 'What does being brave mean?',
  title: 'What Does Being Brave Mean?',
  blurb: 'Brave is not "not scared": it is doing the right thing while you feel scared.',
  triggers: [['brave'], ['bravery'], ['braver'], ['courage'], ['courageous'], ['be', 'brave'], ['brave', 'scared'], ['brave', 'afraid']],
  quickAnswer: {
    '3-5': 'Being brave means you feel scared, but you try anyway. Like going down a big slide. Or saying hi to a new friend. Brave kids can still feel scared!',
    '6-8': 'Being brave does not mean you are never scared. It means you feel scared and still do the right or hard thing. Trying something new, saying sorry, telling the truth, and asking a grown-up for help are all brave. Small brave steps add up.',
    '9-12': 'Bravery, or courage, means acting on what matters even when you feel afraid. It is not the same as taking silly risks. Some bravery is physical, like learning to swim. A lot is everyday courage: speaking up, trying again after a mistake, standing up for someone who is being picked on, or asking for help. Courage grows with practice, one small step at a time.',
    '13+': 'Courage is acting on your values despite fear, not the absence of fear. It differs from recklessness: a brave choice weighs the risk and has a good reason. Psychologists describe physical courage, moral courage (standing up for what is right when it is unpopular) and everyday courage, such as facing a worry or being honest. Courage grows through gradual practice: facing fears in manageable steps teaches the brain you can cope. Asking for help, admitting a mistake or saying no to peer pressure are among its most useful forms.',
  },
  takeaways: {
    little: ['Brave means you feel scared, but you try anyway.', 'Brave kids can still feel scared.', 'Asking for help is brave too.'],
    young: ['Brave means doing the hard thing even when scared.', 'Small brave steps add up.', 'Telling the truth and asking for help are brave.'],
    older: ['Courage is acting on what matters despite fear.', 'Brave is not the same as reckless.', 'Courage grows with small, steady practice.'],
  },
  sections: [
    {
      title: 'Scared and Brave Together',
      little: 'You can feel scared and be brave at the same time! Your tummy feels funny. But you try. That is brave.',
      young: 'Here is a secret: brave people feel scared too. Being brave means feeling the scared feeling and still trying. Without a little fear, you would not need to be brave!',
      older: 'Courage needs fear: you cannot be brave about something that does not scare you. Bravery is choosing to act on what matters, like trying, speaking up or helping, while the fear is still there.',
      funFact: { title: 'Heroes feel fear', text: 'People who do brave jobs, like rescuers, say they still feel fear. Practice helps them act anyway.' },
    },
    {
      title: 'Everyday Brave',
      little: 'Trying a new food is brave. Saying hi is brave. Saying sorry is brave. Telling a grown-up is brave.',
      young: 'Brave can be small: trying a new food, reading out loud, saying sorry, telling the truth, or telling a grown-up when something is wrong. These are everyday brave acts.',
      older: 'Everyday courage includes trying again after failing, saying "I don\'t understand," standing up for a friend, saying no when others push you, and admitting a mistake. These take real courage.',
      funFact: { title: 'Speaking up', text: 'Standing up for someone who is being treated unkindly is called being an "upstander."' },
    },
    {
      title: 'Brave Is Not Silly Risks',
      young: 'Being brave is not doing dangerous things to show off. Climbing too high or running into the road is not brave. It is unsafe. Brave choices are good choices.',
      older: 'Courage is different from recklessness. A dare that could get someone hurt is not brave. A brave choice has a good reason and thinks about safety. Saying no to a risky dare can be the bravest choice of all.',
      funFact: { title: 'Saying no is brave', text: 'Saying no to a dangerous dare, even when friends laugh, takes real courage.' },
    },
  ],
  deeper: {
    title: 'Kinds of Courage and How It Grows',
    content: 'Philosophers since ancient times have described courage as a middle path between cowardice and recklessness. Modern psychologists describe physical courage, facing bodily danger, and moral courage, doing what is right despite social cost. They also describe everyday courage, such as facing anxiety, trying hard things and being honest. Courage can be built. Facing fears gradually, with support, teaches the brain that feared situations can be handled. Each brave step makes the next one easier. Courage also spreads: seeing others speak up makes people more likely to do so.',
    funFact: { title: 'A middle path', text: 'Many thinkers have described courage as between being too fearful and being too reckless.' },
  },
  glossary: [
    { term: 'Brave', say: 'BRAYV', definition: 'Doing something hard or right even when you feel scared.' },
    { term: 'Courage', say: 'KUR-ij', definition: 'Another word for being brave.' },
    { term: 'Reckless', say: 'REK-less', definition: 'Taking silly, dangerous risks without thinking.' },
    { term: 'Upstander', say: 'UP-stand-er', definition: 'Someone who speaks up or helps when another person is treated badly.' },
  ],
  tryIt: [
    {
      title: 'My Brave Badge',
      description: 'Notice and celebrate brave things you do.',
      steps: [
        'With a grown-up, draw a badge on paper and colour it in.',
        'Think of one brave thing you did, like trying a new food.',
        'Tell the grown-up the story.',
        'Each day this week, add a sticker or star for a new brave try.',
      ],
      note: 'Brave tries count even when things do not go perfectly.',
      bands: ['3-5', '6-8'],
    },
    {
      title: 'Courage Journal',
      description: 'Track small acts of everyday courage.',
      steps: [
        'Each day for a week, write one thing that felt a bit scary that you did anyway.',
        'Rate how scared you felt before, from 1 to 10, and after.',
        'Notice: did the fear get smaller when you faced it?',
        'Pick one slightly bigger brave step for next week.',
      ],
      note: 'Brave choices are safe choices. Talk over any big step with a trusted adult.',
      bands: ['9-12', '13+'],
    },
  ],
  analogies: [
    { title: 'A muscle', content: 'Courage is like a muscle: each small brave act is a little exercise, and it gets stronger with use.' },
  ],
  realWorld: [
    { title: 'Firefighters and lifeguards', content: 'Firefighters and lifeguards train a lot, so they can act bravely and safely when people need help.' },
  ],
  engaging: [
    { question: 'What is something brave you did this week?', context: 'Small brave things count!' },
    { question: 'Can you be scared and brave at the same time?', context: 'Think about it: what do you say?' },
  ],
  quiz: [
    {
      question: 'What does being brave mean?', right: 'Trying even when you feel scared', wrong: ['Never feeling scared at all', 'Doing dangerous things to show off'],
      skill: 'vocabulary', support: ['you feel scared, but you try anyway', 'feel scared and still do the right', 'acting on what matters even when you feel afraid', 'acting on your values despite fear'],
    },
    {
      question: 'Which of these is brave?', right: 'Telling the truth about a mistake', wrong: ['Climbing up very high alone', 'Running into the busy road'],
      skill: 'inference', support: ['telling the truth', 'being honest', 'admitting a mistake', 'saying sorry is brave'],
    },
    {
      question: 'How is courage different from being reckless?', right: 'Courage has a good reason and thinks of safety', wrong: ['Reckless people are always braver', 'There is no difference at all'],
      skill: 'inference', bands: ['9-12', '13+'], support: ['not the same as taking silly risks', 'a brave choice has a good reason', 'differs from recklessness'],
    },
  ],
  sources: [ANXIOUS_SOURCE, FEARS_SOURCE, CASEL_SOURCE],
  related: ['feel-scared', 'tell-the-truth', 'make-friends'],
  links: [SITES.kidsHealth, SITES.childMind],
};

const tellTruth: KidEntry = {
  id: 'tell-the-truth',
  module: 'Social Skills',
  question: 'Why is telling the truth important?',
  title: 'Why Is Telling the Truth Important?',
  blurb: 'Honesty builds trust, and how to be truthful when it is hard.',
  triggers: [['truth'], ['truthful'], ['honest'], ['honesty'], ['lie'], ['lies'], ['lying'], ['liar'], ['tell', 'truth'], ['fib'], ['fibbing']],
  quickAnswer: {
    '3-5': 'Telling the truth means saying what really happened. When you tell the truth, people can trust you. Even if you made a mess, say so. Grown-ups can help fix it!',
    '6-8': 'Telling the truth means saying what really happened, even when it is hard. It helps people trust you. If you break something and say so, you can fix it together. A lie can feel easier for a moment, but it often makes trouble grow. Telling the truth after a mistake is brave.',
    '9-12': 'Honesty builds trust, and trust is what friendships and families run on. When people know you tell the truth, they believe you and give you more freedom. People sometimes lie to avoid trouble or to protect feelings, but lies tend to need more lies, and trust breaks when they are found out. You can be honest and kind at the same time: choose gentle words, and remember that some things don\'t need saying at all.',
    '13+': 'Honesty, telling the truth and not deceiving people, underpins trust. Trust takes time to build and can be damaged quickly. People lie for understandable reasons: fear of punishment, embarrassment, wanting to fit in or sparing feelings. But lies are hard to keep straight and often snowball. Being honest does not mean being harsh. Tact is choosing how and when to say a true thing kindly. Owning a mistake early usually leads to a better outcome than being caught later.',
  },
  takeaways: {
    little: ['Telling the truth means saying what really happened.', 'People can trust you when you tell the truth.', 'Grown-ups can help fix mistakes.'],
    young: ['Telling the truth helps people trust you.', 'Lies can make trouble grow.', 'Telling the truth after a mistake is brave.'],
    older: ['Honesty builds trust.', 'Lies tend to snowball and break trust.', 'You can be honest and kind at the same time.'],
  },
  sections: [
    {
      title: 'What Is the Truth?',
      little: 'The truth is what really happened. "I spilled the milk." That is the truth. Saying it is honest.',
      young: 'The truth is what really happened. A lie is saying something you know is not true. Being honest means telling the truth and not tricking people.',
      older: 'Honesty means telling the truth and not deceiving people, which includes leaving out key facts on purpose to fool someone. Mistakes happen to everyone; honesty is about what you do next.',
      funFact: { title: 'Everyone makes mistakes', text: 'Every person makes mistakes. Telling the truth about them is how we fix them.' },
    },
    {
      title: 'Trust',
      little: 'When you tell the truth, people believe you. That is called trust. Trust feels good!',
      young: 'When you tell the truth, people believe what you say. That is trust. Friends and families need trust. When someone lies, it is hard to believe them next time.',
      older: 'Trust grows slowly, each time you are honest. It can break fast when a lie is found out. People who are trusted are believed and given more freedom and responsibility.',
      funFact: { title: 'The boy who cried wolf', text: 'In an old fable, a boy lies about a wolf so often that no one believes him when a real wolf comes.' },
    },
    {
      title: 'Honest and Kind',
      young: 'Telling the truth can be hard when you are scared of trouble. Take a breath and say it. You can be honest and kind: "I broke it. I am sorry. Can I help fix it?"',
      older: 'People often lie to avoid trouble or to spare feelings. Honesty does not have to hurt: choose kind words, and ask yourself whether a comment is true, kind and needed. Safe surprises, like a present, are fine to keep; a secret that makes you feel unsafe should always be told to a grown-up.',
      funFact: { title: 'Surprises and secrets', text: 'A birthday surprise is a fine secret. A secret that makes you worried is one to tell a grown-up.' },
    },
  ],
  deeper: {
    title: 'Why People Lie, and Why Honesty Pays',
    content: 'Young children start telling simple lies as they learn that other people cannot see inside their minds. That is a normal step in development. Children and adults lie to avoid punishment, to get something, to fit in or to protect someone\'s feelings. Lies carry costs: they must be remembered and defended, they often need more lies, and discovery damages trust, which is slow to rebuild. Research on children suggests that punishment-heavy settings tend to produce more lying, while responding calmly to confessions encourages honesty. Tact, truthful but kind, lets people be honest without being hurtful.',
    funFact: { title: 'A sign of growing', text: 'Telling a first simple fib is a normal step as young children learn that others cannot read their minds.' },
  },
  glossary: [
    { term: 'Truth', say: 'TROOTH', definition: 'What really happened, or what is real.' },
    { term: 'Honest', say: 'ON-ist', definition: 'Telling the truth and not tricking people.' },
    { term: 'Trust', say: 'TRUST', definition: 'Believing that someone will tell the truth and do what they say.' },
    { term: 'Tact', say: 'TAKT', definition: 'Saying true things in a kind, careful way.' },
  ],
  tryIt: [
    {
      title: 'Oops, I Did It',
      description: 'Practise telling the truth about a mistake.',
      steps: [
        'With a grown-up, act out a little mistake with toys, like a teddy spilling juice.',
        'Have the teddy say, "I spilled it. I am sorry."',
        'The grown-up says, "Thank you for telling me. Let us clean it up."',
        'Swap: now you be the grown-up.',
      ],
      note: 'Grown-ups: a calm thank-you for the truth makes it easier to tell next time.',
      bands: ['3-5', '6-8'],
    },
    {
      title: 'True, Kind, Needed?',
      description: 'Practise being honest and kind at the same time.',
      steps: [
        'Think of a tricky moment, like a friend asking if you like their drawing.',
        'Write an honest answer that is also kind, such as naming a part you really like.',
        'Check it: is it true? Is it kind? Is it needed?',
        'Talk with a grown-up about a time telling the truth was hard and how it went.',
      ],
      note: 'Some secrets should never be kept: if something makes you feel unsafe, tell a trusted adult.',
      bands: ['9-12', '13+'],
    },
  ],
  analogies: [
    { title: 'A glass vase', content: 'Trust is like a glass vase. It takes time to make, and it can crack quickly. Cracks can be fixed, but it takes care.' },
  ],
  realWorld: [
    { title: 'Doctors need the truth', content: 'Doctors can only help when people tell them honestly how they feel and what happened.' },
  ],
  engaging: [
    { question: 'How do you feel after you tell the truth about a mistake?', context: 'Often lighter, even if it was hard.' },
    { question: 'Why do you think people sometimes lie?', context: 'What could make telling the truth easier?' },
  ],
  quiz: [
    {
      question: 'What does telling the truth mean?', right: 'Saying what really happened', wrong: ['Saying what you wish happened', 'Blaming your little brother'],
      skill: 'vocabulary', support: ['saying what really happened', 'the truth is what really happened', 'telling the truth and not deceiving'],
    },
    {
      question: 'Why is telling the truth important?', right: 'It helps people trust you', wrong: ['It gets you more sweets', 'It makes you run faster'],
      skill: 'cause-effect', support: ['people can trust you', 'helps people trust you', 'honesty builds trust', 'underpins trust'],
    },
    {
      question: 'What often happens when someone tells one lie?', right: 'They need more lies to cover it', wrong: ['The lie becomes true', 'Everyone trusts them more'],
      skill: 'cause-effect', bands: ['9-12', '13+'], support: ['lies tend to need more lies', 'often snowball', 'lies tend to snowball'],
    },
  ],
  sources: [CASEL_SOURCE, {
    claim: 'Children begin to tell lies in the preschool years as they develop theory of mind (understanding that others have different knowledge); most lie to avoid punishment or protect themselves, and in a study of West African children, those in a punitive school lied more, and more convincingly, than those in a non-punitive school.',
    title: 'Talwar, V., & Lee, K. (2011). A punitive environment fosters children\'s dishonesty: a natural experiment. Child Development, 82(6)',
    url: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC3218233/',
    read: READ,
    authority: 'peer-reviewed',
  }],
  related: ['say-sorry', 'feel-brave', 'make-friends'],
  links: [SITES.kidsHealth, britannica('honesty')],
};

const feelLeftOut: KidEntry = {
  id: 'feel-left-out',
  module: 'Social Skills',
  question: 'What can I do when I feel left out?',
  title: 'What Can I Do When I Feel Left Out?',
  blurb: 'When others play without you: what helps, and when to tell a grown-up.',
  triggers: [['left', 'out'], ['leave', 'me', 'out'], ['leaves', 'me', 'out'], ['leaving', 'me', 'out'], ['excluded'], ['exclude'], ['not', 'invited'], ['wasnt', 'invited'], ['didnt', 'invite', 'me'], ['not', 'included'], ['wont', 'let', 'me', 'play']],
  quickAnswer: {
    '3-5': 'Feeling left out hurts. It is OK to feel sad. Tell a grown-up. Ask, "Can I play too?" Or find another friend to play with.',
    '6-8': 'Feeling left out is when others play or do things without you. It can make you feel sad or lonely, and that is OK. You can ask to join, find another friend or game, or start something fun yourself. Tell a grown-up how you feel. If the same kids leave you out again and again on purpose, a teacher can help.',
    '9-12': 'Almost everyone feels left out sometimes, like not being picked, not being invited, or seeing others have fun without you. It hurts because people need to belong. Try not to jump to the worst idea: often it was not on purpose. Ask to join, reach out to someone else, or plan something yourself. Talk to a parent or teacher about it. If being left out is done on purpose to hurt you, again and again, that is a kind of bullying, and adults should help.',
    '13+': 'Feeling excluded hurts because humans are wired to belong; the sting is real, not an overreaction. It is common in the teen years, and social media can make it sharper by showing what you missed. It helps to check the story you are telling yourself: many exclusions are not deliberate. Reach out to other people, invest in friendships where you feel valued, and join groups built around your interests. Deliberate, repeated exclusion is relational bullying. Talk to a trusted adult about it.',
  },
  takeaways: {
    little: ['Feeling left out hurts.', 'Tell a grown-up how you feel.', 'Find another friend or game.'],
    young: ['Everyone feels left out sometimes.', 'Ask to join or find another game.', 'Tell a grown-up how you feel.'],
    older: ['Feeling left out hurts because people need to belong.', 'It is often not on purpose.', 'Repeated, on-purpose leaving out is bullying: tell an adult.'],
  },
  sections: [
    {
      title: 'Why It Hurts',
      little: 'Kids are playing. They did not ask you. You feel sad. That is OK. Your feelings matter.',
      young: 'When kids play without you, you might feel sad, lonely or cross. That hurts because everyone wants to belong. Your feelings are real and OK.',
      older: 'Being left out hurts because belonging matters a lot to people. Feeling sad, embarrassed or angry about it is normal. Naming the feeling helps you decide what to do next.',
      funFact: { title: 'Everyone, sometimes', text: 'Almost everyone, kids and grown-ups, has felt left out at some time.' },
    },
    {
      title: 'Things You Can Do',
      little: 'Ask, "Can I play too?" Play with a different friend. Start your own game. Tell a grown-up.',
      young: 'Ask, "Can I play too?" If they say no, find another friend or start a fun game and invite others. Talk to a grown-up about how you feel.',
      older: 'Ask to join, or invite someone else to do something with you. Look for people who share your interests. Talk it through with a parent or teacher, who can help you think of a plan.',
      funFact: { title: 'Be the inviter', text: 'When you start a game and invite others, you may help someone else who feels left out too.' },
    },
    {
      title: 'When It Keeps Happening',
      young: 'If the same kids leave you out on purpose again and again, tell a teacher or parent. That is not OK, and grown-ups can help.',
      older: 'Sometimes leaving someone out is done on purpose, again and again, to hurt them. That is a kind of bullying. Tell a trusted adult at home and at school. You deserve to feel safe and included.',
      funFact: { title: 'Including counts', text: 'Including someone who is alone is one of the simplest ways to stop left-out feelings.' },
    },
  ],
  deeper: {
    title: 'Belonging, Exclusion and Relational Bullying',
    content: 'Humans are social animals, and the need to belong is strong. Being excluded, even by strangers in a simple game, makes people feel hurt and lowers their mood in experiments. Most everyday exclusion is not meant to hurt: a group is full, someone forgot, or plans were made quickly. Checking the story you are telling yourself, and reaching out rather than withdrawing, helps. Deliberate, repeated exclusion, spreading rumours or turning others against someone is relational bullying. It deserves adult help just like physical bullying. Seeing someone left out and inviting them in is a powerful act of kindness.',
    funFact: { title: 'Inviting works', text: 'One person saying "Come and join us" can change someone\'s whole day.' },
  },
  glossary: [
    { term: 'Left out', say: 'LEFT OWT', definition: 'When others do something together and do not include you.' },
    { term: 'Belong', say: 'bih-LONG', definition: 'To feel you are part of a group.' },
    { term: 'Include', say: 'in-KLOOD', definition: 'To let someone be part of something.' },
    { term: 'Lonely', say: 'LONE-lee', definition: 'Feeling sad because you are alone or have no one to be with.' },
  ],
  tryIt: [
    {
      title: 'Play Plan',
      description: 'Make a plan for when you feel left out.',
      steps: [
        'With a grown-up, draw three things you can do when you feel left out.',
        'Ideas: ask to play, find another friend, start your own game.',
        'Act one out with the grown-up.',
        'Keep the plan on the fridge.',
      ],
      note: 'Always tell a grown-up if you feel left out a lot.',
      bands: ['3-5', '6-8'],
    },
    {
      title: 'Belonging Map',
      description: 'Find places and people where you belong.',
      steps: [
        'Write down groups you are part of: family, teams, clubs, classes, online groups a grown-up knows about.',
        'Circle the ones where you feel most yourself.',
        'Add one new group or activity you would like to try.',
        'Write one person you could invite to do something this week.',
      ],
      note: 'If someone leaves you out on purpose again and again, tell a trusted adult.',
      bands: ['9-12', '13+'],
    },
  ],
  analogies: [
    { title: 'A missing puzzle piece', content: 'Feeling left out can feel like being a puzzle piece on the wrong table. There is a place where you fit; sometimes you just need help to find it.' },
  ],
  realWorld: [
    { title: 'Buddy benches', content: 'Some playgrounds have a "buddy bench" where a child can sit to show they would like someone to play with.' },
  ],
  engaging: [
    { question: 'How could you help a kid who looks left out?', context: 'What would you want someone to do for you?' },
    { question: 'Who could you talk to when you feel left out?', context: 'Think of grown-ups at home and at school.' },
  ],
  quiz: [
    {
      question: 'What can you do when you feel left out?', right: 'Ask to join or find another game', wrong: ['Hide away and tell nobody', 'Knock over all their blocks'],
      skill: 'recall', support: ['ask, "can i play too?"', 'ask to join', 'find another friend'],
    },
    {
      question: 'Who can help when you feel left out a lot?', right: 'A grown-up you trust', wrong: ['Nobody can ever help', 'Only the kids who left you out'],
      skill: 'recall', support: ['tell a grown-up', 'a teacher can help', 'tell a trusted adult'],
    },
    {
      question: 'When is being left out a kind of bullying?', right: 'When it is done on purpose again and again', wrong: ['Whenever a game is full', 'When someone forgets to ask you once'],
      skill: 'inference', bands: ['9-12', '13+'], support: ['a kind of bullying', 'relational bullying'],
    },
  ],
  sources: [CASEL_SOURCE, SAD_SOURCE, {
    claim: 'Bullying includes social (relational) bullying: leaving someone out on purpose, telling others not to be friends with someone, and spreading rumours; it is repeated, unwanted aggressive behaviour, and children who are bullied should tell a trusted adult.',
    title: 'StopBullying.gov (U.S. Department of Health and Human Services): What Is Bullying',
    url: 'https://www.stopbullying.gov/bullying/what-is-bullying',
    read: READ,
    authority: 'public-health',
  }],
  related: ['make-friends', 'someone-unkind', 'join-a-game'],
  links: [SITES.kidsHealth, { title: 'StopBullying.gov', link: 'https://www.stopbullying.gov/', snippet: 'US government information on what bullying is and how kids and adults can stop it.' }],
};

const friendsArgue: KidEntry = {
  id: 'friends-argue',
  module: 'Social Skills',
  question: 'What do I do when friends argue?',
  title: 'What Do I Do When Friends Argue?',
  blurb: 'Cooling down, taking turns to talk, and finding a fair fix.',
  triggers: [['friend', 'argu*'], ['friend', 'fight*'], ['friend', 'quarrel*'], ['friend', 'disagree*'], ['solve', 'disagree*'], ['solve', 'argument'], ['make', 'up', 'after', 'argu*'], ['fell', 'out', 'with'], ['falling', 'out', 'with'], ['pick', 'side']],
  quickAnswer: {
    '3-5': 'Friends argue sometimes. That is OK. Stop and take a big breath. Take turns to talk. Say how you feel. Find a fair way, like taking turns. Ask a grown-up to help.',
    '6-8': 'Even best friends argue sometimes. First, cool down: take slow breaths or a short break. Then take turns to talk and listen. Use words like "I feel sad when…". Think of fair ideas together, like taking turns or sharing. If you can\'t fix it, or someone gets hurt, ask a grown-up to help.',
    '9-12': 'Arguments happen in every friendship. They can even make it stronger if you handle them well. Cool down first, because it is hard to think clearly when you are upset. Then take turns: each person explains what they want and why, while the other listens without interrupting. Look for a solution that is fair to both, maybe a compromise. Say sorry for your part. If friends are arguing and you are in the middle, you don\'t have to pick a side. Be kind to both, and get an adult if it turns mean.',
    '13+': 'Conflict is a normal part of close relationships, and handled well it builds trust. Helpful steps: pause until both of you are calm; describe the problem without blaming ("I felt left out when…"); listen to understand, not to win; look for a solution that meets both people\'s main needs; and repair with a sincere apology for your part. Watch out for name-calling, bringing up old grudges or pulling others in to take sides. Those escalate things. If you are caught between two friends, you can stay friends with both. Conflicts that involve threats or harm need an adult.',
  },
  takeaways: {
    little: ['Friends argue sometimes.', 'Take a big breath and take turns to talk.', 'Ask a grown-up to help.'],
    young: ['Even best friends argue sometimes.', 'Cool down, then take turns to talk and listen.', 'Find a fair way that works for both.'],
    older: ['Arguments are normal; how you handle them matters.', 'Cool down, then listen to understand.', 'Look for a fair solution and repair with an apology.'],
  },
  sections: [
    {
      title: 'Cool Down First',
      little: 'When you are cross, stop. Take a big, slow breath. Walk away for a bit. Then come back.',
      young: 'When an argument gets hot, stop and cool down. Take slow breaths, count to ten or take a short break. Then talk when you both feel calmer.',
      older: 'When you are upset, your body\'s alarm makes it hard to listen or think clearly. A short break, a few slow breaths or a walk gives both of you time to calm down before you talk it through.',
      funFact: { title: 'Pause power', text: 'Taking a short pause before answering can stop an argument from getting bigger.' },
    },
    {
      title: 'Take Turns to Talk',
      little: 'One friend talks. The other friend listens. Then swap! Say, "I feel sad when you take my toy."',
      young: 'One person talks while the other listens, then swap. Use "I feel" words: "I feel sad when you don\'t let me have a turn." Try to say what the other person said back to them.',
      older: 'Each person describes what happened and how they felt, without blaming. "I" statements help: "I felt annoyed when…" The listener can repeat back what they heard, to show they understood, before giving their side.',
      funFact: { title: 'Talking stick', text: 'Some classrooms use a "talking stick": only the person holding it may speak.' },
    },
    {
      title: 'Find a Fair Fix',
      little: 'Find a fair way. Take turns. Share. Play a new game together. Say sorry and hug if you both want to.',
      young: 'Think of fair ideas together: take turns, share, set a timer, or play something new. Pick one you both like. Say sorry for your part.',
      older: 'Brainstorm solutions and choose one that is fair to both, even if neither gets everything: that is a compromise. Apologise for your part. If friends argue and you are in the middle, you don\'t have to take sides.',
      funFact: { title: 'Win-win', text: 'A solution that works for both people is often called a "win-win."' },
    },
  ],
  deeper: {
    title: 'Conflict Resolution Skills',
    content: 'Conflict resolution is a core relationship skill. Typical steps are: calm down, define the problem, listen to each side, brainstorm options, agree on a fair one, and check later that it worked. Separating the problem from the person keeps things from getting personal. Good options meet both people\'s underlying needs, such as feeling respected or having a fair turn, not just their first demands. Repair matters as much as resolution: a sincere apology and a kind gesture afterward restore trust. When arguments involve threats, ongoing meanness or someone getting hurt, an adult needs to step in.',
    funFact: { title: 'Interests, not positions', text: 'Negotiators look for what each side really needs, which often opens up more solutions.' },
  },
  glossary: [
    { term: 'Argue', say: 'AR-gyoo', definition: 'To disagree with someone in an upset way.' },
    { term: 'Compromise', say: 'KOM-pruh-myz', definition: 'A deal where each person gives a little so it is fair.' },
    { term: 'Fair', say: 'FAIR', definition: 'When everyone is treated in a just and equal way.' },
    { term: '"I" statement', say: 'EYE STAYT-ment', definition: 'Saying how you feel, starting with "I feel…".' },
  ],
  tryIt: [
    {
      title: 'Puppet Problem Solvers',
      description: 'Use toys to practise fixing an argument.',
      steps: [
        'With a grown-up, pick two toys. Both toys want the same ball.',
        'Make them take a big breath together.',
        'Each toy says how it feels: "I feel sad because…"',
        'Find a fair fix: take turns, share, or play a new game.',
      ],
      note: 'Practising with toys makes it easier to do with real friends.',
      bands: ['3-5', '6-8'],
    },
    {
      title: 'The Fair-Fix Steps',
      description: 'Plan how to solve a real or made-up argument.',
      steps: [
        'Write a small argument between two friends, like both wanting to choose the game.',
        'Write what each friend wants and why.',
        'List three possible fixes, and circle the one that is fairest to both.',
        'Write a short apology one friend could say for their part.',
      ],
      note: 'If an argument involves threats or someone getting hurt, tell an adult right away.',
      bands: ['9-12', '13+'],
    },
  ],
  analogies: [
    { title: 'A knot in a string', content: 'An argument is like a knot: pulling hard from both ends makes it tighter. Slowing down and working on it together loosens it.' },
  ],
  realWorld: [
    { title: 'Peer mediators', content: 'Some schools train students as peer mediators who help classmates talk through disagreements fairly.' },
  ],
  engaging: [
    { question: 'What helps you cool down when you argue?', context: 'Breaths, a break, a drink of water?' },
    { question: 'Can friends still be friends after an argument?', context: 'What helps them make up?' },
  ],
  quiz: [
    {
      question: 'What should you do first when an argument gets hot?', right: 'Cool down and take a breath', wrong: ['Shout louder than them', 'Push your friend away'],
      skill: 'sequence', support: ['take a big breath', 'cool down', 'take a big, slow breath'],
    },
    {
      question: 'What is a fair way to fix an argument over a toy?', right: 'Take turns with the toy', wrong: ['The biggest kid keeps it', 'Throw the toy away'],
      skill: 'inference', support: ['like taking turns', 'take turns, share', 'a solution that is fair', 'fair to both'],
    },
    {
      question: 'What is a compromise?', right: 'Each person gives a little so it is fair', wrong: ['One person gets everything they want', 'Both people stop speaking for ever'],
      skill: 'vocabulary', bands: ['9-12', '13+'], support: ['compromise', 'a solution that meets both'],
    },
  ],
  sources: [CASEL_SOURCE, PRESCHOOL_SOCIAL_SOURCE],
  related: ['say-sorry', 'feel-angry', 'make-friends'],
  links: [SITES.kidsHealth, SITES.childMind],
};

const butterfliesTummy: KidEntry = {
  id: 'butterflies-tummy',
  module: 'Social Skills',
  question: 'Why do I get butterflies in my tummy?',
  title: 'Why Do I Get Butterflies in My Tummy?',
  blurb: 'The fluttery feeling of nerves and excitement, and how to settle it.',
  triggers: [['butterflies', 'tummy'], ['butterflies', 'stomach'], ['butterflies', 'belly'], ['butterfly', 'tummy'], ['butterfly', 'stomach'], ['nervous'], ['nerves'], ['jittery'], ['tummy', 'feel', 'funny'], ['stomach', 'feel', 'funny']],
  quickAnswer: {
    '3-5': 'Butterflies in your tummy is a funny, fluttery feeling. You may get it before something new or big. Like a show or a first day! It means you care. Take slow breaths. Hold a grown-up\'s hand.',
    '6-8': '"Butterflies" is a fluttery, tickly feeling in your tummy. There are no real butterflies! You get it when you feel nervous or excited, like before a race, a test or a birthday party. Your body gets ready for something big, and your tummy feels it. Slow breaths and a chat with a grown-up help it settle.',
    '9-12': 'When you feel nervous or excited, your brain switches on the body\'s "get ready" system. Your heart speeds up, you breathe faster, and blood moves toward your muscles and away from your stomach. Your brain and gut are closely linked by nerves, so your tummy feels the change as a flutter or a knot. It is a normal sign that something matters to you. Slow breathing, moving around and reminding yourself "I am ready" help the butterflies settle.',
    '13+': 'The "butterflies" feeling comes from the stress response. Adrenaline raises heart rate and breathing, and blood flow shifts from the digestive system to the muscles. The gut is tightly wired to the brain through the vagus nerve and the nerve network of the gut itself, so stomach sensations follow emotions closely. Nervousness and excitement feel very similar in the body. Some people find that calling the feeling "excitement" helps them perform better. Slow breathing and preparation help. Tummy aches that happen often, or that stop you doing things, are worth mentioning to a parent or doctor.',
  },
  takeaways: {
    little: ['Butterflies in your tummy is a fluttery feeling.', 'You may get it before something new or big.', 'Slow breaths help it settle.'],
    young: ['"Butterflies" come when you feel nervous or excited.', 'Your body is getting ready for something big.', 'Slow breaths and a chat with a grown-up help.'],
    older: ['Nerves switch on the body\'s "get ready" system.', 'The brain and gut are closely linked, so the tummy feels it.', 'Butterflies show something matters to you.'],
  },
  sections: [
    {
      title: 'No Real Butterflies!',
      little: 'There are no real butterflies in you. It just feels like wings going flutter, flutter!',
      young: 'There are no real butterflies in your tummy. People call it that because it feels fluttery and tickly, like tiny wings.',
      older: '"Butterflies in your stomach" is a saying for the fluttery or knotted feeling that comes with nerves. The feeling is real, even though the butterflies are not.',
      funFact: { title: 'A saying', text: '"Butterflies in your stomach" is a saying, a bit like having "a frog in your throat" when your voice goes croaky.' },
    },
    {
      title: 'Your Body Gets Ready',
      little: 'Before something big, your body gets ready. Your heart goes fast. Your tummy feels wiggly.',
      young: 'Before something big, like a race or a show, your brain tells your body, "Get ready!" Your heart beats faster and your tummy feels fluttery.',
      older: 'Nerves set off the stress response: heart rate and breathing rise and blood shifts toward your muscles, away from your stomach. Your brain and gut talk to each other all the time through nerves, so the stomach picks up the change right away.',
      funFact: { title: 'Brain and gut', text: 'Your gut has so many nerve cells that it is sometimes called a "second brain."' },
    },
    {
      title: 'Settling the Butterflies',
      little: 'Take slow breaths. Wiggle and shake. Hold a hand. Say, "I can do it!"',
      young: 'Take slow breaths. Shake out your arms and legs. Think of a time you did something hard. Tell a grown-up how you feel. The butterflies often fly away once you start!',
      older: 'Slow breathing, moving around, and preparing well all help. So does remembering that nerves and excitement feel almost the same: you can say "I feel excited" instead of "I feel scared." The feeling usually fades once you get going.',
      funFact: { title: 'Excited, not scared', text: 'Nervous and excited feelings are so alike in the body that changing the name can change how it feels.' },
    },
  ],
  deeper: {
    title: 'The Gut-Brain Axis and the Stress Response',
    content: 'The gut has its own nerve network, the enteric nervous system, with more than 100 million nerve cells. It is linked to the brain in both directions, mainly through the vagus nerve. During the stress response, adrenaline and the sympathetic nervous system speed the heart and breathing and reduce blood flow and movement in the digestive tract. That creates the fluttering, tight or queasy sensations people call butterflies. Physically, anxiety and excitement are very similar states of arousal. Studies of "anxiety reappraisal" found that people who told themselves they were excited, rather than trying to calm down, sometimes performed better on stressful tasks. Frequent stomach aches tied to worry are common in children and worth talking about with a parent or doctor.',
    funFact: { title: 'Over 100 million', text: 'The lining of the gut holds more than 100 million nerve cells.' },
  },
  glossary: [
    { term: 'Nervous', say: 'NUR-vus', definition: 'Worried or jittery about something that is going to happen.' },
    { term: 'Excited', say: 'ik-SY-tid', definition: 'Feeling very happy and eager about something.' },
    { term: 'Stomach', say: 'STUM-uk', definition: 'The part of your body where food goes after you swallow. Kids often call it the tummy.' },
    { term: 'Adrenaline', say: 'uh-DREN-uh-lin', definition: 'A body chemical that gets you ready for action.' },
  ],
  tryIt: [
    {
      title: 'Butterfly Breaths',
      description: 'Slow breaths to settle a fluttery tummy.',
      steps: [
        'Sit with a grown-up. Cross your hands on your chest like butterfly wings.',
        'Breathe in slowly.',
        'Breathe out slowly and gently tap your hands: flutter, flutter.',
        'Do it five times. How does your tummy feel now?',
      ],
      note: 'If your tummy hurts a lot or often, tell a grown-up.',
      bands: ['3-5', '6-8'],
    },
    {
      title: 'Nerves to Excitement',
      description: 'Try renaming the butterflies before something big.',
      steps: [
        'Before a test, game or show, notice where you feel the butterflies.',
        'Take five slow breaths, with the breath out longer than the breath in.',
        'Say to yourself, "I feel excited. My body is getting ready."',
        'Afterwards, write how it went and whether the feeling changed.',
      ],
      note: 'Stomach aches that happen often or stop you doing things are worth telling a parent or doctor about.',
      bands: ['9-12', '13+'],
    },
  ],
  analogies: [
    { title: 'Revving engine', content: 'Butterflies are like a car engine revving before a race: the body is warming up for action.' },
  ],
  realWorld: [
    { title: 'Performers feel it too', content: 'Many actors, singers and athletes get butterflies before they perform. Many say it helps them focus.' },
  ],
  engaging: [
    { question: 'When have you felt butterflies in your tummy?', context: 'Was it before something fun, or something scary?' },
    { question: 'What helps your butterflies fly away?', context: 'Breathing, moving, or a hug?' },
  ],
  quiz: [
    {
      question: 'When do people often get butterflies in their tummy?', right: 'Before something new or big', wrong: ['Only when they eat bugs', 'Only when they are asleep'],
      skill: 'recall', support: ['before something new or big', 'before something big', 'nervous or excited'],
    },
    {
      question: 'Are there real butterflies in your tummy?', right: 'No, it only feels fluttery', wrong: ['Yes, they fly in when you eat', 'Yes, they live there all the time'],
      skill: 'recall', support: ['no real butterflies', 'butterflies are not'],
    },
    {
      question: 'Why does the tummy feel nerves so quickly?', right: 'Nerves link the brain and the gut', wrong: ['The stomach can hear your thoughts', 'Food turns into butterflies'],
      skill: 'cause-effect', bands: ['9-12', '13+'], support: ['brain and gut are closely linked', 'your brain and gut talk to each other'],
    },
  ],
  sources: [STRESS_SOURCE, {
    claim: 'The enteric nervous system, two thin layers of more than 100 million nerve cells lining the digestive tract, is sometimes called the "second brain"; it communicates with the brain in both directions (including through the vagus nerve), which is how feelings such as stress and worry can show up as stomach sensations.',
    title: 'Johns Hopkins Medicine: The Brain-Gut Connection',
    url: 'https://www.hopkinsmedicine.org/health/wellness-and-prevention/the-brain-gut-connection',
    read: READ,
    authority: 'university',
  }, {
    claim: 'In experiments, people who reappraised pre-performance anxiety as excitement (saying "I am excited") performed better at singing, public speaking and a math task than people who tried to calm down.',
    title: 'Brooks, A. W. (2014). Get excited: Reappraising pre-performance anxiety as excitement. Journal of Experimental Psychology: General, 143(3), 1144-1158',
    url: 'https://doi.org/10.1037/a0035325',
    read: READ,
    authority: 'peer-reviewed',
  }],
  simplifications: ['For 3-8 the stress response is "your body gets ready"; 13+ names adrenaline and the gut-brain link.'],
  related: ['feel-scared', 'calm-my-body', 'feel-brave'],
  links: [SITES.kidsHealth, SITES.childMind],
};

const goodListener: KidEntry = {
  id: 'good-listener',
  module: 'Social Skills',
  question: 'How can I be a good listener?',
  title: 'How Can I Be a Good Listener?',
  blurb: 'Eyes, ears, quiet turns and kind questions.',
  triggers: [['good', 'listener'], ['better', 'listener'], ['listener'], ['listening', 'skill*'], ['active', 'listening'], ['be', 'good', 'listener'], ['listen', 'better'], ['listen', 'to', 'people'], ['listen', 'to', 'others'], ['stop', 'interrupt*'], ['interrupting']],
  quickAnswer: {
    '3-5': 'A good listener looks at the person talking. They keep their body still. They wait for their turn to talk. Then they can ask a question. That shows you care!',
    '6-8': 'A good listener pays attention with eyes, ears and body. Look at the person, keep still, and wait until they stop before you talk. Then show you heard: nod, say "Oh!", or ask a question about what they said. Good listening helps people feel cared about.',
    '9-12': 'Good listening is a skill, and it shows respect. Give the speaker your attention: put screens down, face them and let them finish. Show you are following, with nods and short words like "really?". Then check you understood by saying back the main idea in your own words. Ask questions that help them say more. Try not to plan your answer while they are still talking. People trust and like good listeners.',
    '13+': 'Active listening means giving full attention, showing it, and checking understanding. Put devices away and let the speaker finish without interrupting or jumping to advice. Reflect back what you heard ("So you felt…") and ask open questions ("What happened next?"). Notice tone and body language as well as words. When someone shares a problem, they often want understanding more than solutions: asking "Do you want ideas or just to vent?" helps. Listening well is a core skill in friendships, teams and any job that involves people.',
  },
  takeaways: {
    little: ['Look at the person talking.', 'Wait for your turn to talk.', 'Ask a question to show you care.'],
    young: ['Listen with your eyes, ears and body.', 'Wait until they finish before you talk.', 'Show you heard with a nod or a question.'],
    older: ['Give full attention and let the speaker finish.', 'Say back the main idea to check you understood.', 'Ask open questions to help them say more.'],
  },
  sections: [
    {
      title: 'Whole-Body Listening',
      little: 'Eyes look at the talker. Ears listen. Mouth is quiet. Hands and feet are still. That is whole-body listening!',
      young: 'Listen with your whole body: eyes on the speaker, ears open, mouth quiet, hands and feet still. This shows the person you are paying attention.',
      older: 'Attention shows. Face the speaker, put screens down, and keep your focus on them. Looking away often, fidgeting with a phone, or talking over someone sends the message that you are not interested.',
      funFact: { title: 'Two ears, one mouth', text: 'An old saying goes: we have two ears and one mouth, so we can listen twice as much as we talk.' },
    },
    {
      title: 'Wait Your Turn',
      little: 'Wait until your friend stops talking. Then it is your turn. No need to shout!',
      young: 'Wait until the other person finishes before you talk. If you have an idea, hold it in your head, or raise your hand in class.',
      older: 'Interrupting cuts people off and can make them feel unimportant. Let them finish. Try not to plan your answer while they speak: you might miss what they actually say.',
      funFact: { title: 'The pause', text: 'Leaving a tiny pause after someone finishes gives them room to add more.' },
    },
    {
      title: 'Show You Heard',
      little: 'Nod your head. Say, "Wow!" Ask, "What happened next?" Now your friend knows you heard!',
      young: 'Nod, smile or say "Wow!" Then ask a question about what they said, like "What happened next?" or say back what you heard: "You went to the beach!"',
      older: 'Reflect back the main idea ("So the game got cancelled and you were really disappointed?") and ask open questions that can\'t be answered with yes or no. This checks your understanding and helps the speaker feel heard.',
      funFact: { title: 'Open questions', text: 'Questions starting with "what" or "how" usually invite longer answers than yes-or-no questions.' },
    },
  ],
  deeper: {
    title: 'Active Listening',
    content: 'Active listening is a set of skills used by counsellors, teachers, doctors and negotiators. Attending means focused attention, open body language and no distractions. Reflecting means paraphrasing the content and naming the feeling you hear. Clarifying means asking open questions and checking understanding. Summarising pulls the main points together. A common mistake is jumping to advice: many people sharing a problem want to be understood first. Listening well also means noticing tone and body language, which can say as much as words. CASEL lists listening as part of relationship skills, one of the five areas of social and emotional learning.',
    funFact: { title: 'Listening at work', text: 'Many jobs, from nursing to customer service, train people in listening skills.' },
  },
  glossary: [
    { term: 'Listen', say: 'LISS-en', definition: 'To pay attention to what someone says.' },
    { term: 'Interrupt', say: 'in-tuh-RUPT', definition: 'To start talking while someone else is still speaking.' },
    { term: 'Respect', say: 'rih-SPEKT', definition: 'Showing that you think someone matters.' },
    { term: 'Paraphrase', say: 'PAIR-uh-frayz', definition: 'To say what someone said in your own words.' },
  ],
  tryIt: [
    {
      title: 'Listening Game',
      description: 'Practise listening and saying back.',
      steps: [
        'A grown-up tells you a short story about their day.',
        'You listen with your whole body.',
        'Then say back one thing they told you.',
        'Ask one question about the story. Then swap!',
      ],
      note: 'Whole-body listening takes practice. Every try counts!',
      bands: ['3-5', '6-8'],
    },
    {
      title: 'Reflect and Ask',
      description: 'Practise active listening with a friend or family member.',
      steps: [
        'Ask someone to talk for two minutes about something they enjoy.',
        'Listen without interrupting or checking a screen.',
        'Say back the main idea in your own words and name a feeling you heard.',
        'Ask two open questions, then ask them how it felt to be listened to.',
      ],
      note: 'Notice how hard it is not to plan your answer: that is the skill to practise.',
      bands: ['9-12', '13+'],
    },
  ],
  analogies: [
    { title: 'Catching a ball', content: 'Listening is like catching: you keep your eyes on the ball until it lands in your hands, instead of throwing your own ball at the same time.' },
  ],
  realWorld: [
    { title: 'Helplines', content: 'People who answer helplines are trained to listen carefully so callers feel heard.' },
  ],
  engaging: [
    { question: 'How do you know when someone is really listening to you?', context: 'What do they do with their eyes and body?' },
    { question: 'What is a good question to ask a friend about their weekend?', context: 'Try one that needs more than yes or no.' },
  ],
  quiz: [
    {
      question: 'What does a good listener do while someone talks?', right: 'Looks at them and waits', wrong: ['Talks over them loudly', 'Plays with a toy and looks away'],
      skill: 'recall', support: ['looks at the person talking', 'look at the person', 'face them and let them finish', 'give full attention'],
    },
    {
      question: 'How can you show you heard your friend?', right: 'Ask a question about it', wrong: ['Change the subject', 'Walk away quickly'],
      skill: 'recall', support: ['ask a question', 'ask questions', 'ask open questions'],
    },
    {
      question: 'What does it mean to paraphrase?', right: 'Say back their idea in your own words', wrong: ['Repeat your own idea louder', 'Stay silent the whole time'],
      skill: 'vocabulary', bands: ['9-12', '13+'], support: ['saying back the main idea in your own words', 'in your own words', 'paraphrasing'],
    },
  ],
  sources: [CASEL_SOURCE],
  related: ['make-friends', 'what-is-empathy', 'friends-argue'],
  links: [SITES.kidsHealth, SITES.childMind],
};

const welcomeNewKid: KidEntry = {
  id: 'welcome-new-kid',
  module: 'Social Skills',
  question: 'How can I help a new kid feel welcome?',
  title: 'How Can I Help a New Kid Feel Welcome?',
  blurb: 'Saying hi, showing the way and inviting someone new to join in.',
  triggers: [['new', 'kid', 'class'], ['new', 'kid', 'school'], ['help', 'new', 'kid'], ['new', 'student'], ['new', 'classmate'], ['new', 'girl', 'school'], ['new', 'boy', 'school'], ['nice', 'new', 'girl'], ['nice', 'new', 'boy'], ['feel', 'welcome'], ['welcome'], ['welcoming']],
  quickAnswer: {
    '3-5': 'A new kid may feel shy. You can help! Smile and say hi. Tell them your name. Ask, "Do you want to play?" Show them where things are.',
    '6-8': 'Being new can feel scary and lonely. You can help a new kid feel welcome. Smile, say hi and tell them your name. Show them where things are, like the toilets and the lunch room. Invite them to sit with you or join your game. Ask questions about what they like.',
    '9-12': 'Starting somewhere new is hard: new rules, new places and no friends yet. Small things make a big difference. Say hi and learn their name. Offer to show them around and explain how things work. Invite them to sit with you at lunch or join your game, and introduce them to your friends. Keep including them for more than one day. Ask what they liked about their old school.',
    '13+': 'Being the new person is one of the hardest social situations: no history, unknown norms and nobody to sit with. Simple, early gestures matter most: learn and use their name, explain the unwritten rules, and invite them into your group at lunch, in projects or online chats. Introduce them to people with shared interests. Keep it going past the first day, because the first few weeks are when people decide whether they belong. Remember how it felt when you were new.',
  },
  takeaways: {
    little: ['Smile and say hi.', 'Ask, "Do you want to play?"', 'Show them where things are.'],
    young: ['Being new can feel scary.', 'Say hi and tell them your name.', 'Invite them to play or sit with you.'],
    older: ['Small, early gestures help a lot.', 'Show them around and explain how things work.', 'Keep including them for more than one day.'],
  },
  sections: [
    {
      title: 'How Being New Feels',
      little: 'A new kid does not know anyone yet. They may feel shy or sad. You can be kind!',
      young: 'Imagine walking into a class where you know no one. You might feel shy, scared or lonely. That is how a new kid may feel.',
      older: 'New kids face new rules, new places and no friends yet. Some look confident but feel nervous inside. Remembering a time you were new helps you know what would help.',
      funFact: { title: 'Everyone is new sometime', text: 'Every person is the new one at some point: a new class, team, club or job.' },
    },
    {
      title: 'Say Hi and Show the Way',
      little: 'Smile. Say, "Hi, I am ___." Show them the toys. Show them where to wash hands.',
      young: 'Smile and say, "Hi, I\'m ___. What\'s your name?" Show them where things are: the toilets, the lunch room, the playground. Explain class rules that they might not know.',
      older: 'Learn their name and use it. Offer a quick tour and explain the unwritten rules, like where people sit at lunch or how the line-up works. Small practical help removes a lot of worry.',
      funFact: { title: 'Names matter', text: 'Remembering and using someone\'s name is a simple way to show you care.' },
    },
    {
      title: 'Invite Them In',
      little: 'Ask, "Do you want to play?" Let them sit with you. Share a toy.',
      young: 'Invite them to join your game or sit with you at lunch. Introduce them to your friends. Ask what they like: maybe you like the same things!',
      older: 'Invite them into your group at lunch, in games and in projects, and introduce them to people with shared interests. Keep it up for a few weeks, not just the first day.',
      funFact: { title: 'Buddy systems', text: 'Many schools give new students a buddy to help them in their first weeks.' },
    },
  ],
  deeper: {
    title: 'Belonging in a New Place',
    content: 'A sense of belonging at school is linked to better wellbeing and engagement. Newcomers are especially sensitive to early signals: whether people know their name, whether they have someone to sit with, whether they understand how things work. Peer buddy programmes, structured group activities and simple invitations reduce the isolation of the first weeks. Students who are new because their family has moved from another country may also be learning a new language. Patience, gestures, and learning a greeting in their language can help. Including a newcomer also strengthens the whole group\'s culture of kindness.',
    funFact: { title: 'A greeting goes far', text: 'Learning to say hello in a new classmate\'s home language can make them feel very welcome.' },
  },
  glossary: [
    { term: 'Welcome', say: 'WEL-kum', definition: 'To greet someone in a friendly way and help them feel at home.' },
    { term: 'Shy', say: 'SHY', definition: 'Feeling nervous about talking to people you don\'t know.' },
    { term: 'Include', say: 'in-KLOOD', definition: 'To let someone be part of something.' },
    { term: 'Introduce', say: 'in-truh-DOOS', definition: 'To tell people each other\'s names when they meet.' },
  ],
  tryIt: [
    {
      title: 'Welcome Practice',
      description: 'Practise welcoming someone new.',
      steps: [
        'A grown-up pretends to be a new kid.',
        'Smile and say, "Hi, I\'m ___. What\'s your name?"',
        'Show them around your room like a tour guide.',
        'Ask, "Do you want to play with me?"',
      ],
      note: 'Then swap, and you be the new kid. How did it feel?',
      bands: ['3-5', '6-8'],
    },
    {
      title: 'New-Kid Guide',
      description: 'Make a mini guide to your school or club.',
      steps: [
        'List five things a new kid would need to know, like where to go at lunch.',
        'Add two unwritten rules that no one usually explains.',
        'Add three clubs or games they could join.',
        'Share it with your teacher: it could help the next new student.',
      ],
      note: 'The best welcome lasts more than a day: keep inviting them in.',
      bands: ['9-12', '13+'],
    },
  ],
  analogies: [
    { title: 'A lighthouse', content: 'A friendly hello is like a lighthouse for someone new: it shows them a safe place to head for.' },
  ],
  realWorld: [
    { title: 'Buddy programmes', content: 'Many schools pair new students with a buddy who shows them around for the first weeks.' },
  ],
  engaging: [
    { question: 'How did you feel on your first day somewhere new?', context: 'What helped you most?' },
    { question: 'What would you show a new kid first?', context: 'Think about what you wish someone had shown you.' },
  ],
  quiz: [
    {
      question: 'How might a new kid feel on the first day?', right: 'Shy or a bit scared', wrong: ['Always very bored', 'Sure they know everyone'],
      skill: 'inference', support: ['may feel shy', 'scary and lonely', 'shy, scared or lonely', 'feel nervous inside'],
    },
    {
      question: 'What is a kind way to welcome a new kid?', right: 'Say hi and ask them to play', wrong: ['Ignore them all day', 'Tell them the game is full'],
      skill: 'recall', support: ['smile and say hi', 'do you want to play', 'invite them'],
    },
    {
      question: 'Why keep including a new kid after the first day?', right: 'Belonging takes a few weeks to grow', wrong: ['They will forget your name', 'Rules say one day is enough'],
      skill: 'cause-effect', bands: ['9-12', '13+'], support: ['more than one day', 'past the first day', 'the first few weeks'],
    },
  ],
  sources: [CASEL_SOURCE, PRESCHOOL_SOCIAL_SOURCE],
  related: ['make-friends', 'join-a-game', 'what-is-empathy'],
  links: [SITES.kidsHealth, SITES.childMind],
};

export const feelingsEntries: KidEntry[] = [
  feelScared, feelSad, feelJealous, empathy, calmBody, joinGame, feelBrave, tellTruth, feelLeftOut,
  friendsArgue, butterfliesTummy, goodListener, welcomeNewKid,
];
