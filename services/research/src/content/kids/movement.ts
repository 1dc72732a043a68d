import { britannica, SITES } from '../links';
import type { KidEntry } from '../types';

// Physical Movement: why exercise is good for you, and why your heart beats faster when you run.

const READ = '2026-11-23';

const exercise: KidEntry = {
  id: 'exercise',
  module: 'Physical Movement',
  question: 'Why is exercise good for you?',
  title: 'Why Is Exercise Good for You?',
  blurb: 'Strong hearts, muscles and bones, better sleep and mood.',
  triggers: [['exercise'], ['workout'], ['physical', 'activity'], ['being', 'active'], ['keep', 'fit'], ['get', 'strong*'], ['muscle'], ['sport', 'good'], ['stretch*']],
  quickAnswer: {
    '3-5': 'Running, jumping and playing make your body strong. Your heart and muscles get stronger. Moving helps you feel happy. It helps you sleep well, too!',
    '6-8': 'Exercise makes your heart, lungs, muscles and bones stronger. It helps you sleep well, focus at school and feel happy. Health guides say kids should be active for at least an hour a day. Any moving counts: tag, biking, dancing, swimming or climbing!',
    '9-12': 'Regular exercise makes your heart and lungs stronger. It builds muscles and bones and helps keep a healthy weight. It also lifts your mood, helps you focus and improves sleep. The World Health Organization has a guide for ages 5 to 17. Aim for at least 60 minutes of moderate to vigorous activity a day, on average across the week. On at least three days a week, include hard exercise and moves that build muscles and bones, like climbing and jumping.',
    '13+': 'Physical activity improves heart and lung fitness. It builds muscle, and it builds bone during the years when peak bone mass is laid down. It also supports healthy metabolism. Activity is linked to better mood, fewer symptoms of anxiety and depression, better sleep and better attention. The WHO\'s 2020 guidelines cover ages 5 to 17. They advise an average of at least 60 minutes a day of moderate-to-vigorous activity across the week, mostly aerobic. Vigorous activity, and activity that strengthens muscle and bone, should come on at least 3 days a week.',
  },
  takeaways: {
    little: ['Moving makes your body strong.', 'Playing is exercise too!', 'Moving helps you feel happy.'],
    young: ['Moving makes your body strong.', 'Playing is exercise too!', 'Exercise helps you feel happy and sleep well.'],
    older: ['Exercise strengthens heart, lungs, muscles and bones.', 'Aim for at least 60 minutes of activity a day, on average.', 'It boosts mood, focus and sleep.'],
  },
  sections: [
    {
      title: 'A Stronger Body',
      little: 'When you run and climb, your muscles work hard. Hard work makes them strong. Jumping helps your bones grow strong too!',
      young: 'When you run and climb, your muscles work hard. Working muscles get stronger. Jumping helps your bones get strong too.',
      older: 'Muscles adapt to the work you give them by getting stronger. Running, jumping and skipping put force on bones. That helps bones grow denser. This matters most in childhood and the teen years, while bones are still building strength.',
      funFact: { title: 'Hundreds of muscles', text: 'Your body has hundreds of muscles, and they work together every time you move.' },
    },
    {
      title: 'A Happier Brain',
      little: 'Moving makes your brain feel good. After you play outside, you may feel calm and happy.',
      young: 'Moving makes your brain feel good. After playing outside, many kids feel calm and happy.',
      older: 'Exercise changes chemicals in the brain, including endorphins, in ways that can lift your mood. Being active is linked to better focus, less stress and better sleep. Even a short walk or dance break can help you focus.',
      funFact: { title: 'Brain break', text: 'Many teachers use short movement breaks because they can help students focus afterwards.' },
    },
    {
      title: 'How Much Is Enough?',
      little: 'Try to run, jump and play every day. Walking, dancing and swimming all count!',
      young: 'Try to run, jump and play every day. Walking, biking, dancing and swimming all count!',
      older: 'For ages 5 to 17, the World Health Organization advises at least an hour a day of moderate to vigorous activity, on average. "Moderate" means you breathe harder but can still talk. "Vigorous" means you can only say a few words before pausing for breath. Younger children should be active in lots of ways all through the day.',
      funFact: { title: 'Talk test', text: 'If you can sing while moving, it\'s light activity. If you can talk but not sing, it\'s moderate.' },
    },
  ],
  deeper: {
    title: 'Training Adaptations',
    content: 'Aerobic training increases the heart\'s stroke volume, the blood pumped per beat. So resting heart rate often falls as fitness improves. Muscles build more mitochondria and capillaries, which improves endurance. In young people, supervised resistance training with good technique improves strength. Most early gains come from better teamwork between nerves and muscles. Weight-bearing, high-impact activities stimulate bone formation, and much of adult bone mass is built by the end of adolescence. Variety, rest days and enough sleep help prevent overuse injuries.',
    funFact: { title: 'Bones are alive', text: 'Bones are living tissue that constantly rebuilds itself and gets stronger when it is used.' },
  },
  glossary: [
    { term: 'Exercise', say: 'EK-ser-syz', definition: 'Moving your body to make it strong and healthy.' },
    { term: 'Muscle', say: 'MUSS-ul', definition: 'A body part that pulls to make you move.' },
    { term: 'Heart', say: 'HART', definition: 'The muscle that pumps blood around your body.' },
    { term: 'Endorphins', say: 'en-DOR-finz', definition: 'Brain chemicals that help you feel good.' },
    { term: 'Aerobic', say: 'air-OH-bik', definition: 'Exercise that makes you breathe harder for a while, like running or swimming.' },
  ],
  tryIt: [{
    title: 'Animal Moves',
    description: 'Move like animals with a grown-up and count to 5.',
    steps: [
      'Hop like a frog 5 times: 1, 2, 3, 4, 5!',
      'Stomp like an elephant 5 times.',
      'Flap your arms like a bird and count to 5.',
      'Put your hand on your chest. Thump, thump! Can you feel your heart?',
    ],
    note: 'Play with a grown-up in a clear, safe space.',
    bands: ['3-5'],
  }, {
    title: 'Family Fitness Dice',
    description: 'Roll a die for a quick, fun workout.',
    steps: [
      'Make a list of six moves: 1 jumping jacks, 2 hop on one foot, 3 frog jumps, 4 dance, 5 bear crawl, 6 run in place.',
      'Roll a die and do that move for 30 seconds.',
      'Take turns rolling with your family for ten minutes.',
      'Afterwards, put your hand on your chest. Can you feel your heart beating faster?',
    ],
    note: 'Clear a safe space with a grown-up, wear shoes or go barefoot on a non-slip floor, and have some water afterwards.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'Charging your batteries', content: 'Exercise is like charging your body\'s batteries: you spend energy but end up with more.' },
  ],
  realWorld: [
    { title: 'Sports and play', content: 'Soccer, dance, martial arts, swimming and playground games all count as exercise.' },
  ],
  engaging: [
    { question: 'What is your favourite way to move?', context: 'Any activity you enjoy counts!' },
    { question: 'How do you feel after playing outside?', context: 'Notice your mood and energy.' },
  ],
  quiz: [
    {
      question: 'What does exercise make stronger?', right: 'Your heart, muscles and bones', wrong: ['Only your hair and nails', 'Your shoes and socks'],
      skill: 'cause-effect', support: ['heart and muscles get stronger', 'heart, lungs, muscles and bones', 'muscles and bones'],
    },
    {
      question: 'Which of these counts as exercise?', right: 'Dancing', wrong: ['Watching TV', 'Sleeping'],
      skill: 'inference', support: ['dancing', 'dance'],
    },
    {
      question: 'How long should kids be active each day?', right: 'At least an hour', wrong: ['Just five minutes', 'Ten seconds'],
      skill: 'recall', bands: ['6-8'], support: ['at least an hour a day'],
    },
    {
      question: 'How much activity a day does the World Health Organization advise for ages 5 to 17?', right: 'At least 60 minutes', wrong: ['About 5 minutes a day', 'Only on weekends'],
      skill: 'recall', bands: ['9-12', '13+'], support: ['60 minutes'],
    },
  ],
  sources: [
    {
      claim: 'The World Health Organization (WHO) recommends that children and adolescents aged 5-17 years do at least an average of 60 minutes a day of moderate- to vigorous-intensity, mostly aerobic, physical activity across the week, and include vigorous-intensity activities and activities that strengthen muscle and bone on at least 3 days a week.',
      title: 'World Health Organization: Physical activity (fact sheet)',
      url: 'https://www.who.int/news-room/fact-sheets/detail/physical-activity',
      read: READ,
      authority: 'public-health',
      asOf: '2026-11',
    },
    {
      claim: 'The WHO 2020 guidelines on physical activity and sedentary behaviour set out the recommendation for ages 5 to 17 (an average of at least 60 minutes a day of moderate-to-vigorous activity across the week) and list its benefits for fitness, bone health, mental health and thinking.',
      title: 'WHO guidelines on physical activity and sedentary behaviour (2020)',
      url: 'https://www.who.int/publications/i/item/9789240015128',
      read: READ,
      authority: 'public-health',
      asOf: '2026-11',
    },
    {
      claim: 'WHO guidelines for children under 5 advise that young children be physically active in a variety of ways spread throughout the day.',
      title: 'WHO: Guidelines on physical activity, sedentary behaviour and sleep for children under 5 years of age (2019)',
      url: 'https://www.who.int/publications/i/item/9789241550536',
      read: READ,
      authority: 'public-health',
      asOf: '2026-11',
    },
  ],
  simplifications: [
    'For 6-8, "at least an hour a day" stands for the WHO guideline of an average of at least 60 minutes a day across the week.',
  ],
  related: ['heart-beat', 'why-sleep', 'feel-angry'],
  links: [SITES.kidsHealth, britannica('exercise physical fitness')],
};

const heartBeat: KidEntry = {
  id: 'heart-beat',
  module: 'Physical Movement',
  question: 'Why does my heart beat faster when I run?',
  title: 'Why Does My Heart Beat Faster When I Run?',
  blurb: 'Oxygen, muscles and your amazing heart pump.',
  triggers: [['heart', 'beat'], ['heartbeat'], ['heart', 'fast'], ['heart', 'pump*'], ['heart', 'work'], ['pulse'], ['out', 'breath'], ['breathe', 'hard'], ['why', 'pant']],
  quickAnswer: {
    '3-5': 'When you run, your muscles work hard. They need more air and food. Your heart pumps faster to bring it to them. Thump, thump, thump!',
    '6-8': 'When you run, your muscles need lots of oxygen to make energy. Blood carries oxygen from your lungs to your muscles. Your heart pumps that blood. So your heart beats faster, and you breathe faster too. That gets more oxygen to your hard-working muscles.',
    '9-12': 'Muscles use oxygen to release energy from food. During exercise they need much more of it. They also make more carbon dioxide, which your body must get rid of. Your brain and hormones such as adrenaline tell your heart to beat faster and harder. It pumps more blood each minute, while you breathe faster and deeper. After you stop, your heart rate slowly comes back down.',
    '13+': 'During exercise, working muscles need more oxygen and make more carbon dioxide. The nervous system responds: sympathetic activity rises, parasympathetic (vagal) tone falls, and adrenaline is released. The heart\'s pacemaker, the sinoatrial node, fires faster, and each contraction is more forceful. Cardiac output, heart rate times stroke volume, can rise several-fold. Blood vessels in active muscles widen to receive more blood. Breathing rate and depth rise to take in oxygen and remove carbon dioxide.',
  },
  takeaways: {
    little: ['Running muscles need more air.', 'Your heart pumps faster to help.', 'When you rest, your heart slows down.'],
    young: ['Running muscles need more oxygen.', 'Your heart pumps faster to bring it.', 'You breathe faster too.'],
    older: ['Muscles need more oxygen during exercise.', 'The heart beats faster and harder to pump more blood.', 'Breathing speeds up to bring in oxygen and remove carbon dioxide.'],
  },
  sections: [
    {
      title: 'Your Heart Is a Pump',
      little: 'Your heart is a strong muscle in your chest. It is about as big as your fist. It pumps blood all around your body.',
      young: 'Your heart is a strong muscle in your chest. It is about the size of your fist. It squeezes blood all around your body.',
      older: 'Your heart is a muscle about the size of your fist, with four chambers. The right side pumps blood to the lungs to pick up oxygen. The left side pumps that oxygen-rich blood to the rest of your body through arteries.',
      funFact: { title: 'Non-stop', text: 'Your heart beats all day and all night, your whole life, without you having to think about it.' },
    },
    {
      title: 'Muscles Need Oxygen',
      little: 'Your muscles need air to work. When you run, they need lots more. So your heart speeds up!',
      young: 'Your muscles need oxygen from the air to work. When you run, they need lots more. So your heart speeds up to deliver it.',
      older: 'Muscles use oxygen to release energy from sugar and fat. When you run, they need much more oxygen, so your heart pumps faster and harder, and you breathe faster. Your breathing speeds up partly because your body senses the extra carbon dioxide your muscles make.',
      funFact: { title: 'Feel the beat', text: 'You can feel your pulse on the inside of your wrist or on the side of your neck.' },
    },
    {
      title: 'Slowing Back Down',
      little: 'When you stop and rest, your heart slows down. Thump... thump... thump.',
      young: 'When you stop and rest, your heart slows down again. Fit hearts slow down quickly.',
      older: 'After exercise, your heart rate falls back toward its resting rate. Regular exercise makes the heart stronger, so it can pump more blood with each beat. Many fit people have a lower resting heart rate.',
      funFact: { title: 'Kids\' hearts are faster', text: 'Children usually have faster resting heart rates than adults.' },
    },
  ],
  deeper: {
    title: 'Cardiac Output and Control',
    content: 'Cardiac output equals heart rate multiplied by stroke volume. At rest, the vagus nerve slows the sinoatrial node. During exercise, vagal tone falls, and sympathetic nerves and adrenaline raise both rate and contractility. Blood flow is redistributed: vessels in active muscles dilate while flow to the gut is reduced. Chemoreceptors detect rising carbon dioxide and falling pH, driving faster, deeper breathing. Endurance training enlarges the left ventricle and increases stroke volume. That is why well-trained athletes can have low resting heart rates.',
    funFact: { title: 'The heart\'s own spark', text: 'The heart has its own electrical pacemaker, a small group of cells that starts each heartbeat.' },
  },
  glossary: [
    { term: 'Heart', say: 'HART', definition: 'The muscle that pumps blood around your body.' },
    { term: 'Oxygen', say: 'OK-sih-jen', definition: 'A gas in the air that your body needs.' },
    { term: 'Pulse', say: 'PULSS', definition: 'The beat of your heart that you can feel in your wrist or neck.' },
    { term: 'Blood', say: 'BLUD', definition: 'The red liquid that carries oxygen and food around your body.' },
    { term: 'Heart rate', say: 'HART rayt', definition: 'How many times your heart beats in one minute.' },
  ],
  tryIt: [{
    title: 'Feel Your Heart',
    description: 'Feel your heart speed up and slow down, with a grown-up.',
    steps: [
      'Sit still. Put your hand on your chest. Can you feel a soft thump?',
      'Now jump up and down 5 times: 1, 2, 3, 4, 5!',
      'Put your hand on your chest again. Is it thumping faster?',
      'Rest with a grown-up and feel it slow down.',
    ],
    note: 'Stop and tell a grown-up if you feel dizzy.',
    bands: ['3-5'],
  }, {
    title: 'Heartbeat Experiment',
    description: 'Measure how exercise changes your heart rate.',
    steps: [
      'Sit quietly for a minute. Find your pulse on your wrist or neck with two fingers (not your thumb).',
      'Count the beats for 15 seconds and multiply by 4 (a grown-up can help).',
      'Do jumping jacks or run in place for one minute.',
      'Count your pulse again right away, and again after two minutes of rest. What changed?',
    ],
    note: 'If you feel dizzy or unwell, stop and tell a grown-up.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A delivery truck', content: 'Blood is like a delivery truck bringing oxygen to your muscles. When they order more, the heart sends trucks faster.' },
  ],
  realWorld: [
    { title: 'Fitness watches', content: 'Some watches measure heart rate to show how hard someone is exercising.' },
    { title: 'Doctors listen', content: 'Doctors listen to your heart with a stethoscope to check that it is healthy.' },
  ],
  engaging: [
    { question: 'What do you think your heart rate is when you sleep?', context: 'Is it faster or slower than now?' },
    { question: 'Which activity makes your heart beat fastest?', context: 'Try the experiment with different moves.' },
  ],
  quiz: [
    {
      question: 'Why does your heart beat faster when you run?', right: 'To send more oxygen to your muscles', wrong: ['Because your heart feels scared', 'To help your legs grow longer'],
      skill: 'cause-effect', support: ['pumps faster', 'beats faster', 'heart speeds up', 'fires faster'],
    },
    {
      question: 'About how big is your heart?', right: 'About the size of your fist', wrong: ['As big as a football', 'As small as a pea'],
      skill: 'recall', support: ['size of your fist', 'as big as your fist'],
    },
    {
      question: 'What does blood carry from your lungs to your muscles?', right: 'Oxygen', wrong: ['Carbon dioxide', 'Salt water'],
      skill: 'recall', bands: ['6-8', '9-12', '13+'], support: ['oxygen'],
    },
  ],
  sources: [
    {
      claim: 'The heart is a muscle about the size of a fist with four chambers: the right side pumps blood to the lungs to pick up oxygen and the left side pumps oxygen-rich blood to the body; heart rate rises during exercise to deliver more oxygen to working muscles.',
      title: 'KidsHealth (Nemours): Your Heart & Circulatory System',
      url: 'https://kidshealth.org/en/kids/heart.html',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'The heartbeat starts in the sinoatrial node, the heart\'s natural pacemaker; sympathetic nerves and adrenaline speed the heart and strengthen its contractions, while the vagus nerve slows it; cardiac output is heart rate times stroke volume.',
      title: 'Britannica: Heart',
      url: 'https://www.britannica.com/science/heart',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: [
    'For 3-5, "muscles need more air and food" stands for oxygen and nutrients carried by the blood.',
  ],
  related: ['exercise', 'why-sleep', 'hearing-sounds'],
  links: [SITES.kidsHealth, britannica('heart')],
};

export const movementEntries: KidEntry[] = [exercise, heartBeat];
