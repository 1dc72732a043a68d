import { britannica, SITES } from '../links';
import type { KidEntry } from '../types';

// Physical Movement: sore muscles after exercise, balancing on a bike, and stretching.

const READ = '2026-11-23';

const soreMuscles: KidEntry = {
  id: 'sore-muscles',
  module: 'Physical Movement',
  question: 'Why do muscles get sore after exercise?',
  title: 'Why Do Muscles Get Sore After Exercise?',
  blurb: 'The achy feeling a day after new exercise, and how muscles grow stronger.',
  triggers: [['muscle', 'sore'], ['sore', 'muscle'], ['muscle', 'hurt*'], ['muscle', 'ache*'], ['sore', 'after'], ['legs', 'hurt', 'after'], ['leg', 'sore'], ['arm', 'sore'], ['sore', 'exercise'], ['sore', 'next', 'day'], ['achy', 'after'], ['doms'], ['lactic', 'acid']],
  quickAnswer: {
    '3-5': 'When you play hard in a new way, your muscles work very hard. The next day they may feel a bit achy. That is OK! Your muscles are fixing themselves. They grow a little stronger.',
    '6-8': 'When you do a new kind of exercise, or play harder than usual, your muscles get tiny strains inside. The next day, or the day after, they can feel sore and stiff. That is while your body fixes them. The soreness goes away by itself in a few days. Then your muscles are a little stronger. The same exercise won\'t make them as sore next time.',
    '9-12': 'Soreness that starts a day or two after exercise is called delayed onset muscle soreness. It usually peaks one to three days after a new or harder workout. It is linked to tiny damage in muscle fibres and the repair that follows. It is worst after movements where muscles lengthen while working, like running downhill. People used to blame lactic acid, but the body clears that within an hour or so. Gentle movement can help it feel better. A muscle that hurts a lot, or stays swollen, is different: tell a grown-up.',
    '13+': 'Delayed onset muscle soreness (DOMS) typically appears 12 to 24 hours after unaccustomed or eccentric exercise and peaks at 24 to 72 hours. It is associated with microscopic damage to muscle fibres and connective tissue, followed by inflammation and repair. The lactic acid theory is not supported, since lactate returns to resting levels soon after exercise. The "repeated bout effect" means a second, similar session causes much less soreness. Treatments such as massage may ease symptoms briefly. Sudden sharp pain during exercise, or severe swelling, suggests an injury rather than DOMS and is worth having checked.',
  },
  takeaways: {
    little: ['New, hard play can make muscles achy.', 'The achy feeling goes away.', 'Muscles grow a little stronger.'],
    young: ['Sore muscles often come a day after new exercise.', 'Your body is fixing tiny strains.', 'The soreness goes away in a few days.'],
    older: ['Delayed soreness peaks one to three days after new or harder exercise.', 'It comes from tiny muscle damage and repair, not lactic acid.', 'Doing the same exercise again causes less soreness.'],
  },
  sections: [
    {
      title: 'Achy the Next Day',
      little: 'You climbed and ran a lot. The next day your legs feel achy. That is your muscles saying "we worked hard!"',
      young: 'Sore muscles often don\'t hurt right away. They feel stiff and achy the next morning, or the day after. That is because your body is busy fixing them.',
      older: 'Delayed soreness usually starts twelve hours or more after exercise and is worst one to three days later. It often follows something new: a first swim of the summer, a long hike, or lots of jumping.',
      funFact: { title: 'Downhill is sneaky', text: 'Walking or running downhill often makes legs more sore than going uphill, even though it feels easier.' },
    },
    {
      title: 'Fixing and Growing',
      little: 'Muscles mend while you rest and sleep. Then they are a bit stronger. Good job, muscles!',
      young: 'Hard exercise makes tiny strains in your muscles. While you rest, eat and sleep, your body repairs them and makes them a little stronger. That is how training works.',
      older: 'Muscle fibres repair and adapt after stress. After one tough session, the same exercise causes much less soreness for weeks afterwards. So start new activities gently and build up.',
      funFact: { title: 'Practice pays', text: 'The second time you do a new exercise, your muscles usually get much less sore.' },
    },
    {
      title: 'Feeling Better',
      young: 'Sore muscles feel better with gentle moving, like a slow walk. Rest and a good sleep help too. If a muscle hurts a lot or looks swollen, tell a grown-up.',
      older: 'Light activity, rest and sleep help soreness pass. Soreness is usually mild and fades within a few days. Sharp pain that starts suddenly during exercise, a swollen or bruised muscle, or pain that gets worse instead of better is different. Stop and tell a grown-up.',
      funFact: { title: 'Not lactic acid', text: 'For years people blamed lactic acid for next-day soreness, but it is cleared from the muscles soon after exercise.' },
    },
  ],
  deeper: {
    title: 'Eccentric Contractions and the Repeated Bout Effect',
    content: 'DOMS is most strongly linked to eccentric contractions, where a muscle lengthens under load, as the thigh muscles do when running downhill. These can disrupt sarcomeres, the contractile units of fibres, and the surrounding connective tissue. An inflammatory response follows, sensitising nerve endings, with stiffness, tenderness and a temporary loss of strength. After one bout, adaptations in the nervous system, muscle and connective tissue protect against soreness from similar exercise, called the repeated bout effect. Reviews find no treatment that reliably shortens DOMS. Gradual progression is the best prevention.',
    funFact: { title: 'Strength dip', text: 'Sore muscles are often temporarily weaker too, so it is a good idea to take it easier until the soreness fades.' },
  },
  glossary: [
    { term: 'Muscle', say: 'MUSS-ul', definition: 'A body part that pulls on bones so you can move.' },
    { term: 'Sore', say: 'SOR', definition: 'Achy and a bit painful.' },
    { term: 'Stiff', say: 'STIF', definition: 'Hard to bend or move easily.' },
    { term: 'Repair', say: 'rih-PAIR', definition: 'To fix something that is a little damaged.' },
    { term: 'Eccentric', say: 'ek-SEN-trik', definition: 'A kind of muscle work where the muscle gets longer while it pulls, like going downhill.' },
  ],
  tryIt: [{
    title: 'Gentle Wiggles',
    description: 'Move softly to help achy muscles feel better.',
    steps: [
      'Stand up with a grown-up.',
      'Wiggle your fingers, then your arms.',
      'Walk slowly around the room, like a sleepy cat.',
      'Take three big, slow breaths. How do your muscles feel?',
    ],
    note: 'If something hurts a lot, stop and tell a grown-up.',
    bands: ['3-5'],
  }, {
    title: 'Soreness Diary',
    description: 'Track how your muscles feel after trying something new.',
    steps: [
      'Pick a new activity, like a long bike ride or skipping, and do it with a grown-up nearby.',
      'Each morning for three days, rate how your muscles feel from 0 (fine) to 5 (very sore).',
      'A week later, do the same activity again and keep the diary again.',
      'Compare the two weeks. Was the second time less sore?',
    ],
    note: 'Stop and tell a grown-up if you feel sharp pain or see swelling.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'Road repairs', content: 'Sore muscles are like a road being repaired overnight: a bit bumpy for a while, but stronger when the work is done.' },
  ],
  realWorld: [
    { title: 'New sports season', content: 'Players often feel sore after the first practices of a new season, then much less as they get used to it.' },
    { title: 'Coaches', content: 'Coaches build up training slowly so muscles have time to adapt.' },
  ],
  engaging: [
    { question: 'What activity made your muscles sore last time?', context: 'Was it something new?' },
    { question: 'Why might going downhill make legs sorer than going up?', context: 'Think about muscles working while they stretch.' },
  ],
  quiz: [
    {
      question: 'When do muscles often feel sore after new exercise?', right: 'The next day or the day after', wrong: ['Only while you are exercising', 'A month later'],
      skill: 'recall', support: ['The next day they may feel a bit achy', 'The next day, or the day after', 'Sore muscles often come a day after new exercise', 'peaks one to three days'],
    },
    {
      question: 'What is your body doing when muscles are sore?', right: 'Fixing and strengthening them', wrong: ['Making them smaller', 'Turning them into fat'],
      skill: 'cause-effect', support: ['Your muscles are fixing themselves', 'your body fixes them', 'Your body is fixing tiny strains', 'repairs them and makes them a little stronger', 'Muscle fibres repair and adapt'],
    },
    {
      question: 'What happens if you do the same new exercise again a week later?', right: 'Your muscles get less sore', wrong: ['Your muscles get much more sore', 'Your muscles stop working'],
      skill: 'inference', bands: ['6-8', '9-12', '13+'], support: ['the same exercise won\'t make them as sore next time', 'Doing the same exercise again causes less soreness', 'the same exercise causes much less soreness'],
    },
  ],
  sources: [
    {
      claim: 'Delayed onset muscle soreness (DOMS) is muscle pain and stiffness that appears 12 to 24 hours (twelve hours or more) after unaccustomed or eccentric exercise and peaks between 24 and 72 hours (one to three days); it is associated with microtrauma to muscle fibres and connective tissue followed by inflammation, with temporary loss of strength; lactic acid is not the cause; a single bout protects against DOMS from subsequent similar exercise (repeated bout effect); no treatment reliably shortens it, and massage may ease symptoms.',
      title: 'Cheung K, Hume PA, Maxwell L (2003). Delayed onset muscle soreness: treatment strategies and performance factors. Sports Medicine 33(2):145-164.',
      url: 'https://pubmed.ncbi.nlm.nih.gov/12617692/',
      read: READ,
      authority: 'peer-reviewed',
    },
    {
      claim: 'Muscles let the body move by contracting and pulling on bones; exercise makes muscles stronger over time.',
      title: 'KidsHealth (Nemours): Your Muscles',
      url: 'https://kidshealth.org/en/kids/muscles.html',
      read: READ,
      authority: 'public-health',
    },
  ],
  simplifications: ['For 3-8, "tiny strains" stands for microscopic damage to muscle fibres.'],
  related: ['exercise', 'stretching', 'heart-beat'],
  links: [SITES.kidsHealth, britannica('muscle')],
};

const bikeBalance: KidEntry = {
  id: 'bike-balance',
  module: 'Physical Movement',
  question: 'How do you balance on a bike?',
  title: 'How Do You Balance on a Bike?',
  blurb: 'Steering into a lean keeps a moving bike upright.',
  triggers: [['balance', 'bike'], ['bike', 'balance'], ['balanc*', 'bicycle'], ['how', 'ride', 'bike'], ['how', 'ride', 'bicycle'], ['ride', 'bike', 'without'], ['bike', 'fall', 'over'], ['bike', 'stay', 'up'], ['bicycle', 'stay', 'up'], ['bike', 'upright'], ['learn', 'ride'], ['training', 'wheels'], ['balance', 'bike'], ['two', 'wheel*', 'fall']],
  quickAnswer: {
    '3-5': 'A bike stays up when it rolls. If you start to tip, turn the handlebars a little the same way. That puts the wheels back under you. Always wear a helmet, and ride with a grown-up.',
    '6-8': 'A bike is easier to balance when it is moving. If the bike starts to lean to one side, you turn the handlebars a little toward that side. That steers the wheels back under you, and you stay up. You do this without thinking once you have practised. A balance bike, with no pedals, is a great way to learn. Always wear a helmet.',
    '9-12': 'Riders balance by steering. When a bike leans left, turning the front wheel slightly left moves the wheels back under the rider\'s weight. At speed, small corrections are enough, so going faster feels steadier. The bike\'s design helps too: the way the front fork and wheel are shaped lets a moving bike steer itself into a lean. Learning is mostly about your brain getting quick at these tiny steering moves. Wear a helmet, and ride where a grown-up says it is safe.',
    '13+': 'A bicycle is balanced by steering the contact points of the wheels back under the combined centre of mass. A leaning bike turns into the lean, and the resulting turn rights it. At speed, riders also use countersteering: a brief push on the handlebar the "wrong" way starts the lean needed to turn. Many bicycles are self-stable above a certain speed. For years this was credited to wheel gyroscopes and the front wheel\'s trail. But a 2011 study showed a bike can self-stabilise without either, through how its mass is distributed and its steering geometry. Helmets substantially reduce head injury risk.',
  },
  takeaways: {
    little: ['A bike stays up when it rolls.', 'Turn a little the way you tip.', 'Always wear a helmet.'],
    young: ['Moving bikes are easier to balance.', 'Steer toward the side you lean.', 'A balance bike helps you learn.'],
    older: ['Riders balance by steering the wheels under their weight.', 'Speed makes small corrections enough.', 'Helmets protect your head.'],
  },
  sections: [
    {
      title: 'Rolling Helps',
      little: 'Try to stand still on a bike. It tips! Now roll. It is easier! Moving bikes stay up better.',
      young: 'Standing still on a bike is very hard. Rolling makes balancing easier, because you can steer to stay up. That is why pushing off and pedalling helps.',
      older: 'A stationary bike can only be balanced by shifting your body. A moving bike can be balanced by steering, which works far better. The faster you go, the smaller the steering moves you need.',
      funFact: { title: 'Hands-free', text: 'A moving bike can often roll straight for a while even with no hands on it, because its design helps it steer itself.' },
    },
    {
      title: 'Steer Into the Lean',
      little: 'Tipping to one side? Turn the front wheel that way, just a little. The bike comes back up!',
      young: 'If you feel yourself leaning left, turn the handlebars a little to the left. The wheels roll back under you. Your brain learns to do this very fast, without you even noticing.',
      older: 'Steering into the lean moves the wheels\' contact with the ground back under your centre of mass. Riders make these corrections constantly, which is why a bike path is always a little wiggly.',
      funFact: { title: 'Wiggly tracks', text: 'Look at bike tracks on a wet path: even a rider going "straight" leaves a gently wiggly line.' },
    },
    {
      title: 'Learning Safely',
      young: 'Many kids learn on a balance bike, which has no pedals. You push with your feet and glide. Always wear a helmet, and ride with a grown-up in a safe place, away from cars.',
      older: 'Balance bikes teach steering-to-balance first; pedals come later. A helmet that fits, bright clothes, and quiet paths make learning safer. Ride where a grown-up says it is safe, and follow road rules.',
      funFact: { title: 'Gliding first', text: 'Kids who learn on a balance bike often skip training wheels altogether.' },
    },
  ],
  deeper: {
    title: 'Self-Stability, Trail and Countersteering',
    content: 'The front wheel touches the ground slightly behind where the steering axis meets the ground; this distance is called trail. When the bike leans, trail and the wheel\'s gyroscopic effect both tend to steer the front wheel into the lean. For decades these were thought essential to self-stability. In 2011, Kooijman and colleagues built a bicycle with almost no trail and counter-spinning wheels that cancelled gyroscopic effects. It was still self-stable, thanks to where its mass sat and how the front assembly steered. To turn, riders countersteer: a brief opposite steer creates the lean, then the bike follows it round.',
    funFact: { title: 'A bike that breaks the rules', text: 'The 2011 test bike had extra wheels spinning backwards to cancel the gyroscope effect, and it still balanced itself.' },
  },
  glossary: [
    { term: 'Balance', say: 'BAL-unss', definition: 'Staying steady without falling over.' },
    { term: 'Handlebars', say: 'HAN-dul-barz', definition: 'The bar you hold to steer a bike.' },
    { term: 'Helmet', say: 'HEL-mit', definition: 'A hard hat that protects your head.' },
    { term: 'Steer', say: 'STEER', definition: 'To turn the front wheel to change direction.' },
    { term: 'Countersteer', say: 'KOWN-ter-steer', definition: 'A quick push the opposite way that starts a lean into a turn.' },
  ],
  tryIt: [{
    title: 'Glide Like a Bird',
    description: 'Practise balancing on a balance bike or scooter.',
    steps: [
      'Put on your helmet. A grown-up checks it fits.',
      'Go to a flat, safe place with a grown-up, away from cars.',
      'Push with your feet, then lift them up and glide.',
      'Count how long you can glide. Try to beat it!',
    ],
    note: 'No bike? Walk along a line on the ground with your arms out.',
    bands: ['3-5'],
  }, {
    title: 'The Wiggle Test',
    description: 'See how steering keeps a bike up.',
    steps: [
      'With a helmet on and a grown-up watching, ride slowly across a wet patch onto dry, flat ground away from traffic.',
      'Look at your tyre track. Is it perfectly straight, or wiggly?',
      'Now ride a little faster and compare the tracks.',
      'Try walking your bike while holding only the seat. Lean it gently and watch how the front wheel turns.',
    ],
    note: 'Only ride where a grown-up says it is safe, always with a helmet.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'Balancing a broom', content: 'Steering a bike is like balancing a broom on your hand: you move your hand under the broom as it tips.' },
  ],
  realWorld: [
    { title: 'Cycling to school', content: 'Many kids ride bikes to school with a grown-up, using bike paths and helmets.' },
    { title: 'Bike racing', content: 'Racing cyclists lean their bikes into turns at high speed.' },
  ],
  engaging: [
    { question: 'Why is it hard to balance when a bike stands still?', context: 'Think about what steering can do only when you move.' },
    { question: 'How does a tightrope walker keep balance?', context: 'Compare moving your arms with steering a bike.' },
  ],
  quiz: [
    {
      question: 'When is a bike easier to balance?', right: 'When it is moving', wrong: ['When it is standing still', 'When the tyres are flat'],
      skill: 'recall', support: ['A bike stays up when it rolls', 'A bike is easier to balance when it is moving', 'Moving bikes are easier to balance', 'Moving bikes stay up better', 'A moving bike can be balanced by steering'],
    },
    {
      question: 'Your bike starts to lean left. Which way do you steer?', right: 'A little to the left', wrong: ['Hard to the right', 'You stop steering at all'],
      skill: 'inference', support: ['turn the handlebars a little the same way', 'you turn the handlebars a little toward that side', 'Steer toward the side you lean', 'turning the front wheel slightly left', 'Steering into the lean moves the wheels'],
    },
    {
      question: 'What should you always wear on a bike?', right: 'A helmet', wrong: ['Sunglasses', 'A backpack'],
      skill: 'recall', support: ['Always wear a helmet', 'Wear a helmet', 'Helmets protect your head'],
    },
  ],
  sources: [
    {
      claim: 'In 2011, Kooijman, Meijaard, Papadopoulos, Ruina and Schwab showed that a bicycle with negligible trail and counter-rotating wheels cancelling gyroscopic effects can still be self-stable; self-stability comes from the combination of mass distribution and steering geometry, and a bike that leans steers into the lean. Riders balance by steering the wheels back under the centre of mass.',
      title: 'Kooijman JDG et al. (2011). A bicycle can be self-stable without gyroscopic or caster effects. Science 332(6027):339-342.',
      url: 'https://doi.org/10.1126/science.1201959',
      read: READ,
      authority: 'peer-reviewed',
    },
    {
      claim: 'Wearing a properly fitted bicycle helmet reduces the risk of head injury; children should ride in safe places away from traffic with adult supervision and follow the rules of the road.',
      title: 'NHTSA: Bicycle Safety',
      url: 'https://www.nhtsa.gov/road-safety/bicycle-safety',
      read: READ,
      authority: 'public-health',
      asOf: '2026-11',
    },
  ],
  simplifications: ['For 3-8, balance is explained as "steer a little the way you tip"; countersteering and trail are left to 13+.'],
  related: ['gravity', 'exercise', 'sore-muscles'],
  links: [SITES.kidsHealth, SITES.healthyChildren],
};

const stretching: KidEntry = {
  id: 'stretching',
  module: 'Physical Movement',
  question: 'Why is stretching good for you?',
  title: 'Why Is Stretching Good for You?',
  blurb: 'Stretching keeps muscles and joints moving freely.',
  triggers: [['stretch*', 'good'], ['why', 'stretch*'], ['stretching'], ['flexib*'], ['bendy'], ['touch', 'toe*'], ['stretch*', 'before'], ['stretch*', 'after'], ['how', 'stretch']],
  quickAnswer: {
    '3-5': 'Stretching helps your body bend and reach. Reach up high like a giraffe! Bend down low like a cat. Stretch slowly and gently. It should never hurt.',
    '6-8': 'Stretching helps your muscles and joints move freely, so you can bend, twist and reach more easily. This is called being flexible. Stretch slowly and gently, and hold each stretch for a little while. Never bounce, and stop if it hurts. Stretching often, like after playing, keeps you bendy.',
    '9-12': 'Regular stretching improves flexibility: how far your joints can move, called range of motion. That helps with sports, dance and everyday moves like reaching a high shelf. Stretch when your muscles are warm, such as after play, and hold each stretch gently without bouncing. Before sport, a warm-up of moving stretches, like leg swings, gets the body ready. Stretching feels good, but studies show it doesn\'t do much to prevent next-day soreness.',
    '13+': 'Stretching increases range of motion, mainly by improving the nervous system\'s tolerance of stretch and, over weeks, tissue changes. Static stretches are best held gently with no pain, when muscles are warm. Dynamic stretches, controlled movements through a range, suit warm-ups before activity. Long static holds right before explosive sport may slightly reduce power. A Cochrane review found stretching has little or no effect on muscle soreness after exercise. Flexibility still matters for many activities and for moving comfortably.',
  },
  takeaways: {
    little: ['Stretching helps you bend and reach.', 'Stretch slowly and gently.', 'Stretching should never hurt.'],
    young: ['Stretching helps your body move freely.', 'Stretch slowly and never bounce.', 'Stop if it hurts.'],
    older: ['Stretching improves flexibility, or range of motion.', 'Stretch warm muscles, gently, without bouncing.', 'Moving stretches are best for warming up.'],
  },
  sections: [
    {
      title: 'Bend and Reach',
      little: 'Reach up to the sky. Now touch your knees. Can you touch your toes? Stretching helps you reach!',
      young: 'Muscles can be a bit tight, like a new rubber band. Stretching gently helps them lengthen, so you can reach, bend and twist more easily.',
      older: 'Flexibility is the range of motion around a joint. Regular stretching increases it, which helps in gymnastics, dance, martial arts and everyday life, like looking over your shoulder.',
      funFact: { title: 'Animals stretch too', text: 'Cats and dogs often stretch after a nap, with long, slow reaches.' },
    },
    {
      title: 'Slow and Gentle',
      little: 'Stretch slowly, like melting ice cream. No bouncing! If it hurts, stop.',
      young: 'A good stretch feels like a gentle pull, not pain. Move slowly into it, hold it while you count slowly, and breathe. Bouncing can hurt your muscles.',
      older: 'Ease into each stretch until you feel mild tension, then hold it, breathing normally. Pain is a signal to back off. Bouncing, called ballistic stretching, is not recommended for most people.',
      funFact: { title: 'Breathe out', text: 'Breathing out slowly can help your muscles relax into a stretch.' },
    },
    {
      title: 'When to Stretch',
      young: 'Muscles stretch best when they are warm, like after running around. Before a game, try moving stretches, like arm circles and leg swings.',
      older: 'Warm up first with light activity and dynamic stretches, such as leg swings and lunges. Save long static holds for afterwards or a separate session. Stretching a few times a week keeps flexibility gains.',
      funFact: { title: 'Warm muscles', text: 'Warm muscles stretch more easily than cold ones, which is why a warm-up comes first.' },
    },
  ],
  deeper: {
    title: 'Static, Dynamic and What Stretching Does Not Do',
    content: 'Short-term gains in range of motion after stretching come largely from increased stretch tolerance: the nervous system accepts more tension before signalling discomfort. Longer programmes may also change muscle and tendon properties. Dynamic stretching through controlled movements prepares for activity. Long static holds immediately before maximal power or sprint efforts can slightly reduce performance. A Cochrane systematic review found that stretching before or after exercise produces little or no reduction in delayed onset muscle soreness. Stretching is best seen as a way to build and keep flexibility.',
    funFact: { title: 'Flexibility differs', text: 'People differ a lot in natural flexibility, and it tends to fall with age unless you keep stretching.' },
  },
  glossary: [
    { term: 'Stretch', say: 'STRECH', definition: 'To reach or pull your body gently to make it longer.' },
    { term: 'Flexible', say: 'FLEK-suh-bul', definition: 'Able to bend and move easily.' },
    { term: 'Joint', say: 'JOYNT', definition: 'A place where two bones meet and move, like your knee.' },
    { term: 'Range of motion', say: 'RAYNJ uv MOH-shun', definition: 'How far a joint can move.' },
    { term: 'Warm-up', say: 'WORM-up', definition: 'Easy moving that gets your body ready for exercise.' },
  ],
  tryIt: [{
    title: 'Animal Stretches',
    description: 'Stretch like animals.',
    steps: [
      'Reach up tall like a giraffe.',
      'Get on hands and knees. Round your back like a cat.',
      'Stretch one arm forward like a bird\'s wing.',
      'Lie down and stretch long like a snake. Breathe slowly.',
    ],
    note: 'Move slowly. If anything hurts, stop and tell a grown-up.',
    bands: ['3-5'],
  }, {
    title: 'Flexibility Check',
    description: 'Measure how stretching changes your reach.',
    steps: [
      'Sit on the floor with your legs straight. A grown-up puts a ruler by your feet.',
      'Reach forward gently, without bouncing. Note how far you reach.',
      'Stretch gently after play, a few times a week, for three weeks.',
      'Measure again. Did your reach change?',
    ],
    note: 'A stretch should feel like a gentle pull, never pain.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A rubber band', content: 'Muscles are a bit like rubber bands: gentle, steady stretching works better than sudden yanks.' },
  ],
  realWorld: [
    { title: 'Sports and dance', content: 'Dancers, gymnasts and swimmers stretch to move through big ranges of motion.' },
    { title: 'Everyday moves', content: 'Flexibility helps with reaching high shelves, tying shoes and looking behind you.' },
  ],
  engaging: [
    { question: 'Which animal stretches the most?', context: 'Watch a cat or dog after a nap.' },
    { question: 'How do you feel after a good stretch?', context: 'Notice your breathing and muscles.' },
  ],
  quiz: [
    {
      question: 'How should you stretch?', right: 'Slowly and gently', wrong: ['Fast with big bounces', 'Until it really hurts'],
      skill: 'recall', support: ['Stretch slowly and gently', 'Stretch slowly and never bounce', 'Stretch warm muscles, gently, without bouncing', 'hold each stretch gently without bouncing'],
    },
    {
      question: 'What does stretching help your body do?', right: 'Bend and reach easily', wrong: ['Grow a lot taller', 'Never feel tired'],
      skill: 'cause-effect', support: ['Stretching helps your body bend and reach', 'Stretching helps you bend and reach', 'so you can bend, twist and reach more easily', 'Stretching improves flexibility'],
    },
    {
      question: 'What kind of stretches suit a warm-up before sport?', right: 'Moving stretches, like leg swings', wrong: ['Long holds while cold', 'Bouncing as hard as you can'],
      skill: 'recall', bands: ['9-12', '13+'], support: ['a warm-up of moving stretches, like leg swings', 'Moving stretches are best for warming up', 'Dynamic stretches'],
    },
  ],
  sources: [
    {
      claim: 'Flexibility exercises stretch muscles and help joints move through their full range of motion; stretches should be done slowly and gently, held without bouncing and without pain, when muscles are warm.',
      title: 'NHS: Flexibility exercises',
      url: 'https://www.nhs.uk/live-well/exercise/flexibility-exercises/',
      read: READ,
      authority: 'public-health',
    },
    {
      claim: 'A Cochrane systematic review found that stretching before or after exercise does not produce clinically important reductions in delayed-onset muscle soreness (little or no effect on muscle soreness after exercise); studies show it does not do much to prevent next-day soreness.',
      title: 'Herbert RD, de Noronha M, Kamper SJ (2011). Stretching to prevent or reduce muscle soreness after exercise. Cochrane Database of Systematic Reviews, CD004577.',
      url: 'https://doi.org/10.1002/14651858.CD004577.pub3',
      read: READ,
      authority: 'peer-reviewed',
    },
  ],
  simplifications: ['For 3-8, stretching is "helping your body bend and reach"; the science of stretch tolerance is left to 13+.'],
  related: ['exercise', 'sore-muscles', 'heart-beat'],
  links: [SITES.kidsHealth, britannica('stretching exercise')],
};

export const activeBodyEntries: KidEntry[] = [soreMuscles, bikeBalance, stretching];
