import { britannica, SITES } from '../links';
import type { KidEntry } from '../types';

// Physical Movement: why exercise is good for you, and why your heart beats faster when you run.

const exercise: KidEntry = {
  id: 'exercise',
  module: 'Physical Movement',
  question: 'Why is exercise good for you?',
  title: 'Why Is Exercise Good for You?',
  blurb: 'Strong hearts, muscles and bones, better sleep and mood.',
  triggers: [['exercise'], ['workout'], ['physical', 'activity'], ['being', 'active'], ['keep', 'fit'], ['get', 'strong*'], ['muscle'], ['sport', 'good'], ['stretch*']],
  quickAnswer: {
    '3-5': 'Running, jumping and playing make your body strong. Your heart and muscles get stronger. Moving also helps you feel happy and sleep well!',
    '6-8': 'Exercise makes your heart, lungs, muscles and bones stronger. It helps you sleep better, concentrate at school and feel happier. Doctors say kids should be active for at least an hour every day, and any moving counts: playing tag, biking, dancing, swimming or climbing.',
    '9-12': 'Regular exercise strengthens your heart and lungs, builds muscles and bones, and helps keep a healthy weight. It also boosts mood and focus and improves sleep. Health guidelines recommend that children and teens aged 6 to 17 get at least 60 minutes of moderate to vigorous activity each day, including activities that strengthen muscles and bones, like climbing and jumping, at least three days a week.',
    '13+': 'Physical activity improves cardiorespiratory fitness, builds muscle and bone density during the years when peak bone mass is being laid down, and supports metabolic health. It is also linked to better mood, reduced anxiety and depression symptoms, better sleep and improved attention. Guidelines from the WHO and the CDC recommend an average of at least 60 minutes a day of moderate-to-vigorous activity for ages 6 to 17, mostly aerobic, with vigorous activity and muscle- and bone-strengthening activities on at least three days a week.',
  },
  takeaways: {
    young: ['Moving makes your body strong.', 'Playing is exercise too!', 'Exercise helps you feel happy and sleep well.'],
    older: ['Exercise strengthens heart, lungs, muscles and bones.', 'Aim for at least 60 minutes of activity a day.', 'It boosts mood, focus and sleep.'],
  },
  sections: [
    {
      title: 'A Stronger Body',
      young: 'When you run and climb, your muscles work hard. Working muscles get stronger. Jumping helps your bones get strong too.',
      older: 'Muscles adapt to the work you give them by getting stronger. Activities that put force on bones, like running, jumping and skipping, help bones grow denser, which matters most during childhood and the teen years, when bones are still building strength.',
      funFact: { title: 'Hundreds of muscles', text: 'Your body has more than 600 muscles.' },
    },
    {
      title: 'A Happier Brain',
      young: 'Moving makes your brain feel good. After playing outside, many kids feel calm and happy.',
      older: 'Exercise releases chemicals in the brain, including endorphins, that improve mood. Being active is linked to better concentration, less stress and better sleep. Even a short walk or dance break can help you focus.',
      funFact: { title: 'Brain break', text: 'Many teachers use short movement breaks because they can help students focus afterwards.' },
    },
    {
      title: 'How Much Is Enough?',
      young: 'Try to run, jump and play every day. Walking, biking, dancing and swimming all count!',
      older: 'Health guidelines recommend at least an hour of moderate to vigorous activity a day for ages 6 to 17. "Moderate" means you breathe harder but can still talk; "vigorous" means you can only say a few words before pausing for breath. Young children aged 3 to 5 should be active throughout the day.',
      funFact: { title: 'Talk test', text: 'If you can sing while moving, it\'s light activity. If you can talk but not sing, it\'s moderate.' },
    },
  ],
  deeper: {
    title: 'Training Adaptations',
    content: 'Aerobic training increases the heart\'s stroke volume (the blood pumped per beat), so resting heart rate often falls as fitness improves. Muscles build more mitochondria and capillaries, improving endurance. Resistance training in young people, when properly supervised with good technique, improves strength mainly through better coordination between nerves and muscles. Weight-bearing, high-impact activities stimulate bone formation; much of adult bone mass is built by the end of adolescence. Variety, rest days and enough sleep help prevent overuse injuries.',
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
    title: 'Family Fitness Dice',
    description: 'Roll a die for a quick, fun workout.',
    steps: [
      'Make a list of six moves: 1 jumping jacks, 2 hop on one foot, 3 frog jumps, 4 dance, 5 bear crawl, 6 run in place.',
      'Roll a die and do that move for 30 seconds.',
      'Take turns rolling with your family for ten minutes.',
      'Afterwards, put your hand on your chest. Can you feel your heart beating faster?',
    ],
    note: 'Clear a safe space, wear shoes or bare feet on a non-slip floor, and drink water.',
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
    { question: 'What does exercise make stronger?', right: 'Your heart, muscles and bones', wrong: ['Your hair', 'Your shoes'] },
    { question: 'Which of these counts as exercise?', right: 'Dancing', wrong: ['Watching TV', 'Sleeping'] },
    { question: 'How much activity a day is recommended for ages 6 to 17?', right: 'At least 60 minutes', wrong: ['5 minutes', 'None'], level: 'older' },
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
    '6-8': 'When you run, your muscles need lots of oxygen to make energy. Blood carries oxygen from your lungs to your muscles, and your heart pumps that blood. So your heart beats faster, and you breathe faster too, to get more oxygen to your hard-working muscles.',
    '9-12': 'Muscles use oxygen to release energy from food. During exercise they need much more, and they also make more carbon dioxide to get rid of. Your brain and hormones such as adrenaline signal your heart to beat faster and harder, pumping more blood each minute, while you breathe faster and deeper. After you stop, your heart rate gradually slows back down.',
    '13+': 'During exercise, working muscles increase their oxygen demand and carbon dioxide production. The nervous system responds by increasing sympathetic activity and reducing parasympathetic (vagal) tone, and adrenaline is released; the heart\'s pacemaker, the sinoatrial node, fires faster and each contraction is more forceful. Cardiac output, heart rate times stroke volume, can rise several-fold, and blood vessels in active muscles widen to receive more blood. Breathing rate and depth rise to take in oxygen and remove CO₂.',
  },
  takeaways: {
    young: ['Running muscles need more oxygen.', 'Your heart pumps faster to bring it.', 'You breathe faster too.'],
    older: ['Muscles need more oxygen during exercise.', 'The heart beats faster and harder to pump more blood.', 'Breathing speeds up to bring in oxygen and remove carbon dioxide.'],
  },
  sections: [
    {
      title: 'Your Heart Is a Pump',
      young: 'Your heart is a strong muscle in your chest. It is about the size of your fist. It squeezes blood all around your body.',
      older: 'Your heart is a muscle about the size of your fist, with four chambers. The right side pumps blood to the lungs to pick up oxygen; the left side pumps that oxygen-rich blood to the rest of your body through arteries.',
      funFact: { title: 'Non-stop', text: 'Your heart beats all day and all night, your whole life, without you having to think about it.' },
    },
    {
      title: 'Muscles Need Oxygen',
      young: 'Your muscles need oxygen from the air to work. When you run, they need lots more. So your heart speeds up to deliver it.',
      older: 'Muscles use oxygen to release energy from sugar and fat. When you run, they need much more oxygen, so your heart pumps faster and harder, and you breathe faster. Your breathing speeds up partly because your body senses the extra carbon dioxide your muscles make.',
      funFact: { title: 'Feel the beat', text: 'You can feel your pulse on the inside of your wrist or on the side of your neck.' },
    },
    {
      title: 'Slowing Back Down',
      young: 'When you stop and rest, your heart slows down again. Fit hearts slow down quickly.',
      older: 'After exercise, your heart rate falls back toward its resting rate. Regular exercise makes the heart stronger, so it can pump more blood with each beat, and many fit people have a lower resting heart rate.',
      funFact: { title: 'Kids\' hearts are faster', text: 'Children usually have faster resting heart rates than adults.' },
    },
  ],
  deeper: {
    title: 'Cardiac Output and Control',
    content: 'Cardiac output equals heart rate multiplied by stroke volume. At rest, the parasympathetic vagus nerve slows the sinoatrial node; during exercise vagal tone falls and sympathetic nerves and adrenaline raise both rate and contractility. Blood flow is redistributed: vessels in active muscles dilate while flow to the gut is reduced. Chemoreceptors detect rising CO₂ and falling pH, driving faster, deeper breathing. Endurance training enlarges the heart\'s left ventricle and increases stroke volume, which is why well-trained athletes can have low resting heart rates.',
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
    title: 'Heartbeat Experiment',
    description: 'Measure how exercise changes your heart rate.',
    steps: [
      'Sit quietly for a minute. Find your pulse on your wrist or neck with two fingers (not your thumb).',
      'Count the beats for 15 seconds and multiply by 4 (a grown-up can help).',
      'Do jumping jacks or run in place for one minute.',
      'Count your pulse again right away, and again after two minutes of rest. What changed?',
    ],
    note: 'If you feel dizzy or unwell, stop and tell a grown-up.',
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
    { question: 'Why does your heart beat faster when you run?', right: 'To bring more oxygen to your muscles', wrong: ['Because it is scared', 'To make you taller'] },
    { question: 'About how big is your heart?', right: 'About the size of your fist', wrong: ['As big as a football', 'As small as a pea'] },
    { question: 'What does blood carry from your lungs to your muscles?', right: 'Oxygen', wrong: ['Carbon dioxide', 'Salt water'], level: 'older' },
  ],
  related: ['exercise', 'why-sleep', 'hearing-sounds'],
  links: [SITES.kidsHealth, britannica('heart')],
};

export const movementEntries: KidEntry[] = [exercise, heartBeat];
