import { britannica, SITES } from '../links';
import type { KidEntry } from '../types';

// Science Explorers, the body: staying healthy (issue 10 §1, batch 3). Everyday "how does my body work" questions
// only: symptoms, injuries, medicine and diagnosis belong to the urgent/safety route, so no entry here gives any.

const READ = '2026-11-23';

const drinkWater: KidEntry = {
  id: 'drink-water',
  module: 'Science Explorers',
  question: 'Why do we need to drink water?',
  title: 'Why Do We Need to Drink Water?',
  blurb: 'Water carries, cools and cleans: why your body needs a top-up every day.',
  triggers: [['drink', 'water'], ['drinking', 'water'], ['need', 'water'], ['thirst*'], ['dehydrat*'], ['hydrat*'], ['body', 'water'], ['water', 'body'], ['water', 'healthy'], ['water', 'good', 'for']],
  quickAnswer: {
    '3-5': 'Your body is full of water. You lose some when you pee. You lose some when you sweat. So you drink to fill up again. Water helps your body work well. When you feel thirsty, drink some water.',
    '6-8': 'Your body is made of a lot of water. Water is in your blood, and it carries food and air to every part of you. It helps you cool down when you sweat. It helps you get rid of waste when you pee. You lose water all day, so you need to drink more. Feeling thirsty is your body asking for a refill.',
    '9-12': 'Water makes up more than half of your body. Blood is mostly water, and it carries nutrients and oxygen to your cells. Sweat uses water to cool you down. Your kidneys use water to flush waste out in your pee. You also lose water each time you breathe out. All day you lose water, so you must replace it by drinking and eating. Thirst is the signal that you need more.',
    '13+': 'Water makes up about 60 percent of an adult\'s body. It is the main part of blood plasma, which carries nutrients, oxygen and waste. It lets sweat cool the skin by evaporation. It lets the kidneys remove waste as urine. It also cushions joints and helps digestion. The body loses water constantly through urine, sweat and breath. The brain tracks the body\'s water balance and triggers thirst when it drops. Pale yellow pee is a simple sign that you are drinking enough.',
  },
  takeaways: {
    little: ['Your body is full of water.', 'You lose water when you pee and sweat.', 'Drink water when you feel thirsty.'],
    young: ['Water carries food and air around your body.', 'You lose water when you sweat, pee and breathe.', 'Thirst means your body wants more water.'],
    older: ['Water is more than half of your body weight.', 'Blood, sweat and pee all depend on water.', 'Pale yellow pee is a sign you are drinking enough.'],
  },
  sections: [
    {
      title: 'A Body Full of Water',
      little: 'You have lots of water inside you. It is in your blood. It is in your spit and your tears, too.',
      young: 'There is water in your blood, your spit, your tears and inside every tiny cell. Blood is mostly water. It flows all around your body like a river and carries food and air to every part.',
      older: 'Water is found inside every cell and in the fluid around cells. Blood is mostly water, which lets it flow through blood vessels. That flow carries nutrients and oxygen to your cells and takes waste away.',
      funFact: { title: 'Watery food', text: 'Fruits and vegetables such as watermelon and cucumber are mostly water, so they help fill you up too.' },
    },
    {
      title: 'Where the Water Goes',
      little: 'You lose water when you pee. You lose it when you sweat on a hot day. So you need to drink more.',
      young: 'Every day you lose water. It goes out when you pee, when you sweat and even when you breathe out. On hot days, or when you run and play, you lose more. That is why you need to keep drinking.',
      older: 'Your kidneys filter your blood and send waste out with water as urine. Sweat carries heat away as it dries on your skin. Each breath out carries a little water vapour. Hot weather and exercise make you lose water faster.',
      funFact: { title: 'See your breath', text: 'On a cold day you can see the water in your breath as a little cloud.' },
    },
    {
      title: 'How Your Body Asks for Water',
      little: 'When your body needs water, your mouth feels dry. That is thirst. It means, "Please drink some water!"',
      young: 'When you need water, your brain makes you feel thirsty and your mouth feels dry. Your pee is a clue too. Pale yellow pee means you are drinking enough. Dark yellow pee means your body needs more water.',
      older: 'Part of your brain checks how much water is in your blood. When it drops, you feel thirsty. Pee is a handy clue: pale yellow means you are well watered, darker yellow means drink more. Water and milk are the best drinks for kids, because sugary drinks can harm teeth.',
      funFact: { title: 'A colour clue', text: 'Health experts say pee should be a pale, clear yellow when you are drinking enough.' },
    },
  ],
  deeper: {
    title: 'Fluid Balance, Kidneys and Thirst',
    content: 'Body water is split between the fluid inside cells and the fluid outside them, including blood plasma. The hypothalamus senses when the blood becomes too concentrated. It then triggers thirst and the release of antidiuretic hormone. This hormone makes the kidneys hold back water, so urine becomes darker and more concentrated. Sweating cools the body because evaporating water carries heat away from the skin. Losing too much water is called dehydration. It can cause tiredness, headaches and dizziness.',
    funFact: { title: 'Food counts too', text: 'Some of the water you take in each day comes from food, not just from drinks.' },
  },
  glossary: [
    { term: 'Thirst', say: 'THURST', definition: 'The dry-mouth feeling that tells you to drink.' },
    { term: 'Sweat', say: 'SWET', definition: 'Salty water that comes out of your skin and cools you down.' },
    { term: 'Kidneys', say: 'KID-neez', definition: 'Two organs that clean your blood and make pee.' },
    { term: 'Dehydration', say: 'dee-hy-DRAY-shun', definition: 'When the body does not have as much water as it needs.' },
    { term: 'Plasma', say: 'PLAZ-muh', definition: 'The watery, yellowish liquid part of blood.' },
  ],
  tryIt: [{
    title: 'Water Cup Check',
    description: 'Notice when your body asks for water.',
    steps: [
      'Ask a grown-up for a cup of water.',
      'Play and run for a while.',
      'Is your mouth dry? That is thirst.',
      'Have a drink. How do you feel now?',
    ],
    note: 'Water and milk are the best drinks for kids.',
    bands: ['3-5'],
  }, {
    title: 'My Water Diary',
    description: 'Track where your water comes from for one day.',
    steps: [
      'Draw a cup on a sheet of paper for every drink you have today.',
      'Draw a small drop for watery foods like fruit, soup or cucumber.',
      'Write down when you felt thirsty, and what you were doing.',
      'At the end of the day, look: did you drink more on busy, hot or active times?',
    ],
    note: 'Choose water or milk most of the time; sugary drinks can harm your teeth.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A delivery river', content: 'Your blood is like a river full of delivery boats. Without enough water, the river runs low and the deliveries slow down.' },
  ],
  realWorld: [
    { title: 'Water bottles at school', content: 'Many schools let children keep a water bottle on their desk, so they can drink when they feel thirsty.' },
  ],
  engaging: [
    { question: 'When do you feel most thirsty?', context: 'Think about hot days, running games, or waking up in the morning.' },
    { question: 'Which foods do you think have lots of water in them?', context: 'Think juicy fruits and crunchy vegetables.' },
  ],
  quiz: [
    {
      question: 'What does feeling thirsty mean?', right: 'Your body needs more water', wrong: ['Your body needs more sleep', 'Your tummy is too full'],
      skill: 'inference', support: ['When you feel thirsty, drink some water', 'Thirst means your body wants more water', 'Thirst is the signal that you need more', 'Drink water when you feel thirsty', 'triggers thirst when it drops'],
    },
    {
      question: 'How does your body lose water?', right: 'When you pee and sweat', wrong: ['Only when you sneeze', 'It never loses any water'],
      skill: 'recall', support: ['You lose water when you pee and sweat', 'You lose water when you sweat, pee and breathe', 'Blood, sweat and pee all depend on water', 'You lose some when you pee'],
    },
    {
      question: 'What colour is pee when you drink enough water?', right: 'Pale yellow', wrong: ['Dark orange', 'Bright green'],
      skill: 'recall', bands: ['6-8', '9-12', '13+'], support: ['Pale yellow pee means you are drinking enough', 'Pale yellow pee is a sign you are drinking enough', 'Pale yellow pee is a simple sign'],
    },
  ],
  sources: [
    {
      claim: 'Aim to drink 6 to 8 cups or glasses of fluid a day; drink enough that your pee is a clear pale yellow colour; you may need more in hot weather or when exercising; water and milk are the best drinks for children, and sugary drinks can damage teeth.',
      title: 'NHS: Water, drinks and your health',
      url: 'https://www.nhs.uk/live-well/eat-well/food-guidelines-and-food-labels/water-drinks-nutrition/',
      read: READ,
      authority: 'public-health',
      asOf: '2026-11',
    },
    {
      claim: 'Up to 60 percent of the adult human body is water; water regulates body temperature, carries nutrients and oxygen to cells, cushions joints and flushes waste, mainly in urine; blood plasma is mostly water.',
      title: 'USGS Water Science School: The Water in You: Water and the Human Body',
      url: 'https://www.usgs.gov/special-topics/water-science-school/science/water-you-water-and-human-body',
      read: READ,
      authority: 'science-body',
    },
    {
      claim: 'The hypothalamus senses the concentration of the blood and triggers thirst and the release of antidiuretic hormone (vasopressin), which makes the kidneys conserve water; water is lost through urine, sweat, faeces and breath; dehydration can cause tiredness, headache and dizziness.',
      title: 'Britannica: Dehydration',
      url: 'https://www.britannica.com/science/dehydration-physiology',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: ['For 3-5, "water helps your body work well" stands for transport, cooling and waste removal.'],
  related: ['wash-hands', 'where-food-goes', 'heart-beat'],
  links: [SITES.kidsHealth, britannica('water in the human body'), SITES.usgs],
};

const goosebumps: KidEntry = {
  id: 'goosebumps',
  module: 'Science Explorers',
  question: 'Why do we get goosebumps?',
  title: 'Why Do We Get Goosebumps?',
  blurb: 'Tiny muscles, standing hairs, and a trick left over from furry animals.',
  triggers: [['goosebump*'], ['goose', 'bump*'], ['goose', 'pimple*'], ['goose', 'flesh'], ['gooseflesh'], ['hair', 'stand*', 'up'], ['hairs', 'stand*'], ['skin', 'bump*'], ['bumpy', 'skin'], ['arrector']],
  quickAnswer: {
    '3-5': 'Each little hair on your skin has a tiny muscle. When you are cold, the muscles pull. The hairs stand up. The skin makes little bumps. Those are goosebumps! A big feeling, like a scare, can make them too.',
    '6-8': 'Every tiny hair on your skin grows from a little pocket. Next to each one is a tiny muscle. When you get cold, your body tells these muscles to squeeze. They pull the hairs up straight, and the skin around them bunches into bumps. Strong feelings, like fear or a thrill from music, can do it too.',
    '9-12': 'Goosebumps happen when tiny muscles attached to your hair follicles contract. Each muscle pulls its hair upright and makes the skin around it bulge. Cold and strong emotions both send signals through nerves that trigger this reflex. In furry animals, standing fur traps a layer of warm air. It can also make an animal look bigger to scare off a threat. Humans have little body hair, so goosebumps are mostly a leftover of that reflex.',
    '13+': 'Goosebumps are a reflex of the sympathetic nervous system. Cold, fear or intense emotion causes nerves to release signals to the arrector pili muscles. These are small bands of smooth muscle attached to each hair follicle. When they contract, hairs stand upright and the skin bulges around them. In mammals with thick fur, this fluffs the coat, trapping insulating air and making the animal look larger. In humans, with fine body hair, the warming effect is small.',
  },
  takeaways: {
    little: ['Tiny muscles make your hairs stand up.', 'Cold can give you goosebumps.', 'Big feelings can give you goosebumps too.'],
    young: ['A tiny muscle sits beside each hair.', 'When it squeezes, the hair stands up and the skin bumps.', 'Cold and strong feelings both cause goosebumps.'],
    older: ['Goosebumps come from tiny muscles pulling hairs upright.', 'They are a reflex to cold and strong emotion.', 'In furry animals the reflex traps warm air and looks scary.'],
  },
  sections: [
    {
      title: 'Tiny Muscles, Tiny Hairs',
      little: 'Look at your arm. Can you see tiny hairs? Each hair has a tiny muscle. The muscle can pull the hair up.',
      young: 'Look closely at your arm and you will see tiny hairs. Each hair grows out of a small pocket in your skin called a follicle. A tiny muscle is joined to each follicle. When the muscle squeezes, it pulls the hair up straight.',
      older: 'Each hair grows from a follicle, a small pocket in the skin. A tiny band of muscle, the arrector pili, runs from the follicle to the skin above. When it contracts, the hair stands up and the skin around it is pushed up into a bump.',
      funFact: { title: 'You cannot do it on purpose', text: 'You cannot make goosebumps just by wanting to: the muscles work on their own, like a reflex.' },
    },
    {
      title: 'Cold and Big Feelings',
      little: 'Brrr, it is cold! Your skin gets bumpy. A scary story can make bumps too. So can happy music.',
      young: 'When you step out of a warm bath into cold air, your body notices the chill and sends a quick message to those muscles. Big feelings send the same message. A scary moment, an exciting song or a surprise can all give you goosebumps.',
      older: 'Cold is the most common trigger. But the same nerve pathway is part of the body\'s alarm system, so fear, excitement and awe can also set it off. Many people get goosebumps, sometimes called chills, during moving music.',
      funFact: { title: 'Music chills', text: 'Lots of people get goosebumps when they hear a favourite song reach its big moment.' },
    },
    {
      title: 'A Trick From Furry Animals',
      little: 'Cats and dogs have lots of fur. When fur stands up, it keeps them warm. A scared cat puffs up to look big!',
      young: 'Animals with thick fur have the same tiny muscles. When their fur stands up, it holds a layer of warm air next to the skin, like a puffy coat. A scared cat fluffs its fur to look bigger. We have much less hair, so our goosebumps do not warm us much.',
      older: 'In mammals with thick coats, raised fur traps a deeper layer of still air, which slows heat loss. Raised fur also makes an animal look larger to a rival or predator, as with a frightened cat. Humans kept the reflex but lost most body hair, so it now does little for warmth.',
      funFact: { title: 'Why "goose"?', text: 'The bumps look like the skin of a plucked goose, where the feathers used to be.' },
    },
  ],
  deeper: {
    title: 'The Sympathetic Nervous System and the Pilomotor Reflex',
    content: 'The goosebump response is called the pilomotor reflex, or piloerection. Sympathetic nerve fibres release noradrenaline onto the arrector pili muscles, which then contract. The same branch of the nervous system speeds the heart and widens the pupils in the "fight or flight" response. That is why fear and cold share the reflex. In 2020, researchers at Harvard University found that these nerves and muscles also help control the stem cells that grow new hair. Long-lasting cold made the nerve signals switch on hair growth in mice.',
    funFact: { title: 'More than bumps', text: 'The muscle that makes goosebumps also holds the nerve close to the hair root, helping it send signals to the stem cells.' },
  },
  glossary: [
    { term: 'Goosebumps', say: 'GOOS-bumps', definition: 'Little bumps on your skin when tiny hairs stand up.' },
    { term: 'Muscle', say: 'MUSS-ul', definition: 'A body part that squeezes to move something.' },
    { term: 'Follicle', say: 'FOL-ih-kul', definition: 'A tiny pocket in the skin that a hair grows from.' },
    { term: 'Reflex', say: 'REE-fleks', definition: 'Something your body does by itself, without you deciding to.' },
    { term: 'Arrector pili', say: 'uh-REK-tor PY-ly', definition: 'The tiny muscle joined to each hair follicle that makes hairs stand up.' },
  ],
  tryIt: [{
    title: 'Goosebump Hunt',
    description: 'Look for tiny hairs and bumps on your arm.',
    steps: [
      'Sit with a grown-up in a bright spot.',
      'Look at your arm. Find the tiny hairs.',
      'Say "brrr!" and pretend to be cold.',
      'When you really feel cold, look again. Do you see bumps?',
    ],
    note: 'A magnifying glass makes the tiny hairs easier to see.',
    bands: ['3-5'],
  }, {
    title: 'Chills Detective',
    description: 'Find out what gives you goosebumps.',
    steps: [
      'With a magnifying glass, look at the hairs and skin on your forearm.',
      'Keep a goosebump log for a week: each time you get them, write what was happening.',
      'Sort your list: cold, scary, exciting, music, something else.',
      'Which kind of moment gave you the most goosebumps?',
    ],
    note: 'Never make yourself very cold on purpose; a cool breeze or a song is enough.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A puffy coat', content: 'Raised fur is like a puffy coat: the fluffier it is, the more warm air it holds close to the body.' },
  ],
  realWorld: [
    { title: 'A frightened cat', content: 'When a cat is scared, its fur stands up along its back and tail: the same reflex as your goosebumps.' },
  ],
  engaging: [
    { question: 'What songs or stories give you goosebumps?', context: 'Think of an exciting part that made your skin tingle.' },
    { question: 'Why do you think a porcupine\'s quills stand up when it is scared?', context: 'Quills are very thick, stiff hairs with the same kind of muscles.' },
  ],
  quiz: [
    {
      question: 'What makes your hairs stand up for goosebumps?', right: 'Tiny muscles pulling them', wrong: ['The wind blowing on them', 'Your bones pushing them'],
      skill: 'cause-effect', support: ['Each little hair on your skin has a tiny muscle', 'Tiny muscles make your hairs stand up', 'Goosebumps come from tiny muscles pulling hairs upright', 'When the muscle squeezes, it pulls the hair up straight'],
    },
    {
      question: 'What can give you goosebumps?', right: 'Feeling cold or a big scare', wrong: ['Eating lots of carrots', 'Brushing your teeth'],
      skill: 'recall', support: ['Cold can give you goosebumps', 'Cold and strong feelings both cause goosebumps', 'They are a reflex to cold and strong emotion'],
    },
    {
      question: 'How does standing fur help a furry animal?', right: 'It traps warm air', wrong: ['It makes the animal faster', 'It helps the animal see'],
      skill: 'cause-effect', support: ['When fur stands up, it keeps them warm', 'it holds a layer of warm air next to the skin', 'the reflex traps warm air', 'raised fur traps a deeper layer of still air'],
    },
  ],
  sources: [
    {
      claim: 'Each hair follicle has a small arrector pili muscle; when it contracts, usually in response to cold or fright, the hair stands erect and the skin around it is raised, producing "goose flesh"; in furry mammals raised hair traps air for insulation and makes the animal look larger.',
      title: 'Britannica: Hair',
      url: 'https://www.britannica.com/science/hair',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'In 2020, researchers at Harvard University (Shwartz et al., Cell, "Cell Types Promoting Goosebumps Form a Niche to Regulate Hair Follicle Stem Cells") found that the sympathetic nerve and arrector pili muscle that cause goosebumps also regulate hair follicle stem cells; in mice, prolonged cold increased sympathetic signalling that activated the stem cells and new hair growth, and the muscle holds the nerve close to the follicle.',
      title: 'Shwartz Y. et al. (2020), Cell Types Promoting Goosebumps Form a Niche to Regulate Hair Follicle Stem Cells, Cell',
      url: 'https://doi.org/10.1016/j.cell.2020.06.031',
      read: '2026-11-28',
      authority: 'peer-reviewed',
    },
    {
      claim: 'The sympathetic nervous system, which drives the "fight or flight" response, speeds the heart, widens the pupils and contracts the arrector pili muscles (piloerection) through the release of noradrenaline.',
      title: 'Britannica: Sympathetic nervous system',
      url: 'https://www.britannica.com/science/sympathetic-nervous-system',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: ['For 3-8, "your body tells the muscles to squeeze" stands for sympathetic nerve signalling.'],
  related: ['shiver', 'hair-grows', 'skin-colour'],
  links: [SITES.kidsHealth, britannica('goose bumps'), SITES.natGeoKids],
};

const tummyRumble: KidEntry = {
  id: 'tummy-rumble',
  module: 'Science Explorers',
  question: 'Why does my tummy rumble?',
  title: 'Why Does My Tummy Rumble?',
  blurb: 'Squeezing muscles, gas and liquid: the noisy work of your gut.',
  triggers: [['tummy', 'rumbl*'], ['stomach', 'rumbl*'], ['belly', 'rumbl*'], ['tummy', 'growl*'], ['stomach', 'growl*'], ['belly', 'growl*'], ['tummy', 'gurgl*'], ['stomach', 'gurgl*'], ['tummy', 'noise'], ['stomach', 'noise'], ['belly', 'noise'], ['tummy', 'sound'], ['stomach', 'sound'], ['borborygm*'], ['tummy', 'grumbl*'], ['stomach', 'grumbl*']],
  quickAnswer: {
    '3-5': 'Your tummy has strong muscles. They squeeze and squish to move food along. Air and juice slosh inside. That makes a rumble! When your tummy is empty, the rumble is loud. It can mean you are hungry.',
    '6-8': 'Your stomach and intestines are long, stretchy tubes with muscles in their walls. The muscles squeeze in waves to push food, juices and air along. As gas and liquid get squished, they gurgle and rumble. When your tummy is empty, there is no food to soften the sound, so you hear it more. That is why a rumble often means you are hungry.',
    '9-12': 'Rumbles come from your stomach and intestines, not just your stomach. Their muscular walls contract in waves called peristalsis to move food, digestive juices and gas along. Squeezing gas and liquid through these hollow tubes makes gurgling sounds. The sounds echo a bit, like water in pipes. When the gut is empty, waves still sweep through to clear leftovers. With no food to muffle them, the noises are louder.',
    '13+': 'Gut sounds, called borborygmi, are made as gas and fluid are pushed through the hollow stomach and intestines by peristalsis. These are rhythmic contractions of the smooth muscle in the gut wall. Because the intestines are hollow, the sounds resonate, a little like water in pipes. Between meals, a cycle of strong contractions sweeps through the empty stomach and small intestine, clearing leftover material. With little food present, the rumbling is more audible. Most gut sounds simply show the digestive tract is working.',
  },
  takeaways: {
    little: ['Tummy muscles squeeze to move food.', 'Air and juice slosh and rumble.', 'A loud rumble can mean you are hungry.'],
    young: ['Muscles squeeze food, juice and gas along your gut.', 'Squished gas and liquid make the rumble.', 'An empty tummy rumbles louder.'],
    older: ['Peristalsis moves food, fluid and gas through the gut.', 'Gas and liquid squeezed through hollow tubes make the sounds.', 'An empty gut still squeezes, so rumbles are louder.'],
  },
  sections: [
    {
      title: 'A Squeezy Tube',
      little: 'Your food goes down a long tube. The tube has muscles. Squeeze, squeeze! The muscles push the food along.',
      young: 'After you swallow, food travels through your stomach and then your long intestines. Muscles in their walls squeeze one after another, in a wave. It is a bit like squeezing toothpaste along a tube.',
      older: 'The gut wall contains layers of smooth muscle that you do not control. They contract in waves called peristalsis, pushing the contents forward. The stomach also churns food, mixing it with digestive juices.',
      funFact: { title: 'Working on its own', text: 'You never have to think about it: your gut muscles squeeze all by themselves.' },
    },
    {
      title: 'Where the Noise Comes From',
      little: 'Inside your tummy there is food, juice and air. When it gets squished, it goes glug, gurgle, rumble!',
      young: 'Your gut holds food, juices and bubbles of gas. When the muscles squeeze, the gas and liquid get pushed through narrow spots and make gurgles. Your tummy is hollow, so the sounds echo a little, like water in pipes.',
      older: 'The sounds come from gas and fluid being forced along by the contractions. Air you swallow while eating and gas made during digestion add to the bubbles. Because the intestines are hollow, the sounds carry, much like water moving through pipes.',
      funFact: { title: 'Listen in', text: 'Doctors listen to tummy sounds with a stethoscope to hear that the gut is working.' },
    },
    {
      title: 'Why Hungry Tummies Are Loud',
      little: 'When your tummy is empty, the rumble gets loud. It can be your tummy saying, "Time to eat!"',
      young: 'Even when your tummy is empty, the muscles keep squeezing now and then to sweep it clean. With no food inside to soften the sound, the rumble is louder. So a growling tummy often comes at about the time you feel hungry.',
      older: 'Between meals, strong waves of contraction regularly sweep through the empty stomach and small intestine, clearing out leftovers. These waves happen at about the time hunger builds. With little food to muffle them, the gurgles are easy to hear.',
      funFact: { title: 'Not only when hungry', text: 'Tummies rumble after meals too, as the gut moves dinner along, but the sounds are quieter.' },
    },
  ],
  deeper: {
    title: 'Peristalsis, Borborygmi and the Migrating Motor Complex',
    content: 'Borborygmi is the medical name for audible gut sounds. Peristalsis is coordinated by the enteric nervous system, a network of neurons in the gut wall. When the stomach and small intestine are empty, a repeating pattern of activity called the migrating motor complex begins. Its strongest phase is a burst of powerful contractions that sweeps undigested material and bacteria onward. This cycle is linked with hunger signals, which is why rumbling and hunger often arrive together. Eating interrupts the cycle and replaces it with a gentler mixing pattern.',
    funFact: { title: 'A second brain', text: 'The gut has its own network of nerve cells, so it can run peristalsis even without orders from the brain.' },
  },
  glossary: [
    { term: 'Stomach', say: 'STUM-uk', definition: 'The stretchy bag where food is mixed and mashed after you swallow.' },
    { term: 'Intestines', say: 'in-TES-tinz', definition: 'The long, coiled tubes where food is broken down and taken into the body.' },
    { term: 'Peristalsis', say: 'pair-ih-STAL-sis', definition: 'Waves of squeezing that push food through the gut.' },
    { term: 'Borborygmi', say: 'bor-buh-RIG-my', definition: 'The science word for tummy rumbles and gurgles.' },
  ],
  tryIt: [{
    title: 'Tummy Listening',
    description: 'Be a tummy doctor with a grown-up.',
    steps: [
      'Ask a grown-up if you can listen to their tummy.',
      'Put your ear gently on their tummy.',
      'Be very quiet. Can you hear a gurgle?',
      'Let them listen to your tummy too!',
    ],
    note: 'Listen gently, and only if the person says yes.',
    bands: ['3-5'],
  }, {
    title: 'Toothpaste Tube Gut',
    description: 'See how peristalsis pushes things along.',
    steps: [
      'Ask a grown-up for a clean, empty plastic bottle or a zip bag with a little water and air in it.',
      'Squeeze the bag slowly from one end to the other, like a wave.',
      'Listen: do you hear the water and air glug and gurgle?',
      'Try squeezing with more air and less water. Does the sound change?',
    ],
    note: 'Close the bag tightly and do this over a sink in case it leaks.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'Water in pipes', content: 'A rumbling tummy is like the gurgle of water and air in the pipes of a house: liquid and bubbles being pushed through hollow tubes.' },
  ],
  realWorld: [
    { title: 'Stethoscopes', content: 'A doctor may listen to your tummy with a stethoscope, because gurgles show the gut is moving things along.' },
  ],
  engaging: [
    { question: 'When does your tummy rumble the most?', context: 'Think about before lunch, after a big meal, or first thing in the morning.' },
    { question: 'Why do you think a quiet room makes tummy rumbles seem so loud?', context: 'Think about what covers up small sounds.' },
  ],
  quiz: [
    {
      question: 'What moves food along your tummy tube?', right: 'Muscles that squeeze in waves', wrong: ['Your heart pumping the food', 'Tiny hairs sweeping the food'],
      skill: 'recall', support: ['Tummy muscles squeeze to move food', 'Muscles squeeze food, juice and gas along your gut', 'Peristalsis moves food, fluid and gas through the gut', 'The muscles push the food along'],
    },
    {
      question: 'What makes the rumbling sound?', right: 'Gas and liquid being squished', wrong: ['Your bones bumping together', 'Your lungs filling with air'],
      skill: 'cause-effect', support: ['Air and juice slosh and rumble', 'Squished gas and liquid make the rumble', 'Gas and liquid squeezed through hollow tubes make the sounds'],
    },
    {
      question: 'Why is a hungry tummy louder?', right: 'No food is there to soften the sound', wrong: ['Hunger makes your ears work better', 'An empty tummy has no muscles'],
      skill: 'cause-effect', bands: ['6-8', '9-12', '13+'], support: ['An empty tummy rumbles louder', 'With no food inside to soften the sound', 'An empty gut still squeezes, so rumbles are louder'],
    },
  ],
  sources: [
    {
      claim: 'Abdominal (bowel) sounds are made by the movement of the intestines as they push food through; because the intestines are hollow, the sounds echo through the abdomen much like sounds from water pipes; most are harmless and show the gastrointestinal tract is working; doctors listen with a stethoscope.',
      title: 'MedlinePlus (U.S. National Library of Medicine): Abdominal sounds',
      url: 'https://medlineplus.gov/ency/article/003137.htm',
      read: READ,
      authority: 'public-health',
    },
    {
      claim: 'The muscles of the digestive tract move food along by peristalsis, waves of contraction; the stomach mixes food with digestive juices; nerves in the gut wall (the enteric nervous system) help control digestion.',
      title: 'NIDDK: Your Digestive System & How It Works',
      url: 'https://www.niddk.nih.gov/health-information/digestive-diseases/digestive-system-how-it-works',
      read: READ,
      authority: 'public-health',
    },
    {
      claim: 'In the fasting state the stomach and small intestine show the migrating motor complex, a cyclic pattern whose strongest phase of contractions sweeps undigested material and bacteria onward; it is interrupted by eating and is associated with hunger signals such as motilin and ghrelin; audible gut sounds are called borborygmi.',
      title: 'Deloose E. et al. (2012), The migrating motor complex: control mechanisms and its role in health and disease, Nature Reviews Gastroenterology & Hepatology',
      url: 'https://doi.org/10.1038/nrgastro.2012.57',
      read: '2026-11-28',
      authority: 'peer-reviewed',
    },
  ],
  simplifications: ['For 3-5, the stomach and intestines together are "your tummy" and "a long tube".'],
  related: ['where-food-goes', 'hiccups', 'drink-water'],
  links: [SITES.kidsHealth, britannica('digestive system'), SITES.healthyChildren],
};

const brushTeeth: KidEntry = {
  id: 'brush-teeth',
  module: 'Science Explorers',
  question: 'Why do we brush our teeth?',
  title: 'Why Do We Brush Our Teeth?',
  blurb: 'Sticky plaque, sugar-loving germs and the shiny armour on your teeth.',
  // Every brushing trigger needs "why" or "what happens": "how do I get my kid to brush his teeth" is a parent's
  // how-to question, not this lesson.
  triggers: [['why', 'brush*'], ['happen*', 'brush*'], ['toothbrush*'], ['toothpaste'], ['cavit*'], ['tooth', 'decay'], ['teeth', 'rot*'], ['plaque'], ['floss*'], ['fluorid*'], ['sugar', 'teeth'], ['sugar', 'tooth']],
  quickAnswer: {
    '3-5': 'Tiny germs live in your mouth. They love to eat sugar. Then they make stuff that can hurt your teeth. It can make holes. Brushing sweeps the germs away. Brush in the morning and at night, with a grown-up.',
    '6-8': 'A sticky film called plaque keeps growing on your teeth. It is full of tiny germs called bacteria. When you eat sugar, they make acid that can eat holes in your teeth. These holes are called cavities. Brushing twice a day with fluoride toothpaste wipes the plaque away. The fluoride helps keep teeth strong.',
    '9-12': 'Bacteria in your mouth form a sticky layer called plaque on your teeth. When they feed on sugars from food and drinks, they make acids. Acids slowly dissolve the hard enamel on the outside of a tooth. Over time that can make a hole called a cavity. Brushing twice a day removes plaque before it does much harm. Fluoride toothpaste helps enamel repair early damage and resist acid.',
    '13+': 'Dental plaque is a biofilm of bacteria that builds up on teeth. Some of these bacteria ferment sugars and release acids. The acids pull minerals out of tooth enamel, a process called demineralisation. Saliva and fluoride help put minerals back, which is called remineralisation. When acid attacks win for long enough, the enamel breaks down and a cavity forms. Brushing twice a day with fluoride toothpaste disrupts plaque and tips the balance toward repair.',
  },
  takeaways: {
    little: ['Tiny germs in your mouth love sugar.', 'Brushing sweeps the germs away.', 'Brush in the morning and at night.'],
    young: ['Plaque is a sticky film full of bacteria.', 'Bacteria plus sugar make acid that causes cavities.', 'Brush twice a day with fluoride toothpaste.'],
    older: ['Plaque bacteria turn sugar into acid.', 'Acid dissolves enamel and can cause cavities.', 'Brushing and fluoride help teeth repair and resist acid.'],
  },
  sections: [
    {
      title: 'Sticky Plaque',
      little: 'Run your tongue on your teeth. Do they feel fuzzy? That is a sticky film. It is full of tiny germs.',
      young: 'Run your tongue over your teeth before you brush. Do they feel a bit fuzzy? That is plaque, a sticky film full of bacteria. It keeps coming back every day, so brushing has to happen every day too.',
      older: 'Plaque is a soft, sticky layer of bacteria that forms on teeth all the time. If it is not removed, it can harden into tartar, which a toothbrush cannot remove. Only a dentist or dental hygienist can clean tartar away.',
      funFact: { title: 'A busy mouth', text: 'Your mouth is home to many different kinds of bacteria, most of them harmless.' },
    },
    {
      title: 'Sugar and Acid',
      little: 'The germs eat sugar from sweets and juice. Then they make acid. Acid can make holes in teeth.',
      young: 'When you eat or drink something sugary, the bacteria in plaque have a feast. They make acid as they eat. The acid attacks the hard, shiny outside of your teeth. If it happens again and again, it can make a hole called a cavity.',
      older: 'Each time you have sugary food or drink, plaque bacteria make acid for a while afterwards. The acid dissolves minerals from enamel, the hardest substance in the body. Frequent sugary snacks and drinks give the acid more chances to do damage.',
      funFact: { title: 'Harder than bone', text: 'Tooth enamel is the hardest material in your whole body.' },
    },
    {
      title: 'How Brushing Helps',
      little: 'Brushing sweeps the sticky germs off. Brush the front, the back and the top of each tooth. A grown-up can help.',
      young: 'Brushing sweeps plaque off before it can do much harm. Use a small blob of fluoride toothpaste, brush every side of every tooth, and spit out the foam afterwards. Grown-ups help young children brush so every tooth gets clean.',
      older: 'Brushing for about two minutes, twice a day, with fluoride toothpaste removes plaque and coats teeth with fluoride. Spitting out the foam instead of rinsing leaves more fluoride on the teeth. Cleaning between teeth and seeing a dentist regularly also help.',
      funFact: { title: 'Spit, don\'t rinse', text: 'Dentists suggest spitting out toothpaste after brushing without rinsing, so the fluoride keeps working.' },
    },
  ],
  deeper: {
    title: 'Biofilms, Demineralisation and Fluoride',
    content: 'Plaque is a structured biofilm, a community of bacteria held together by a sticky matrix. Acid-producing species such as Streptococcus mutans ferment dietary sugars into acids. When the pH at the tooth surface drops, calcium and phosphate dissolve out of the enamel crystals. Between acid attacks, saliva neutralises the acid and returns minerals. Fluoride speeds this remineralisation and forms a more acid-resistant mineral. Tooth decay is largely preventable by reducing sugar, removing plaque and using fluoride.',
    funFact: { title: 'Saliva to the rescue', text: 'Saliva is a natural repair kit: it washes away food and carries minerals back to enamel.' },
  },
  glossary: [
    { term: 'Plaque', say: 'PLAK', definition: 'A sticky film of germs that grows on teeth.' },
    { term: 'Cavity', say: 'KAV-ih-tee', definition: 'A hole in a tooth made by decay.' },
    { term: 'Enamel', say: 'ih-NAM-ul', definition: 'The hard, shiny outside layer of a tooth.' },
    { term: 'Fluoride', say: 'FLOOR-ide', definition: 'A mineral in toothpaste that helps keep teeth strong.' },
    { term: 'Bacteria', say: 'bak-TEER-ee-uh', definition: 'Tiny living things, too small to see, that live almost everywhere.' },
  ],
  tryIt: [{
    title: 'Brushing Song',
    description: 'Make brushing time fun with a grown-up.',
    steps: [
      'Stand at the sink with a grown-up.',
      'The grown-up puts a tiny bit of toothpaste on your brush.',
      'Brush the top teeth, then the bottom teeth, while you sing a song.',
      'Spit out the foam. Smile in the mirror!',
    ],
    note: 'A grown-up helps young children brush and puts on the toothpaste.',
    bands: ['3-5'],
  }, {
    title: 'Egg Shell Experiment',
    description: 'See how acid acts on a hard shell, a bit like enamel.',
    steps: [
      'With a grown-up, put a hard-boiled egg in a glass and cover it with vinegar, an acid.',
      'Wait a day and look: the vinegar eats into the hard shell, just as mouth acids attack enamel.',
      'Compare it with a second egg kept in water.',
      'Talk about why brushing and fewer sugary snacks protect your teeth.',
    ],
    note: 'A grown-up handles the vinegar and the eggs; do not eat the eggs afterwards.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'Sweeping the floor', content: 'Brushing is like sweeping the floor every day: if you stop, the mess piles up and gets harder to clean.' },
  ],
  realWorld: [
    { title: 'Dentist check-ups', content: 'Dentists check teeth for early signs of decay and can clean off hard tartar that a toothbrush cannot.' },
  ],
  engaging: [
    { question: 'Which snacks do you think are kindest to your teeth?', context: 'Think about crunchy vegetables, cheese and water, compared with sweets and juice.' },
    { question: 'Why do you think we brush at night before bed?', context: 'Think about how long plaque would sit on your teeth while you sleep.' },
  ],
  quiz: [
    {
      question: 'What do the germs in your mouth love to eat?', right: 'Sugar', wrong: ['Water', 'Toothpaste'],
      skill: 'recall', support: ['They love to eat sugar', 'Tiny germs in your mouth love sugar', 'Bacteria plus sugar make acid', 'Plaque bacteria turn sugar into acid'],
    },
    {
      question: 'What does brushing do?', right: 'Sweeps the sticky germs away', wrong: ['Makes your teeth grow longer', 'Feeds the germs in your mouth'],
      skill: 'recall', support: ['Brushing sweeps the germs away', 'wipes the plaque away', 'Brushing sweeps plaque off', 'Brushing and fluoride help teeth repair'],
    },
    {
      question: 'What is a cavity?', right: 'A hole in a tooth', wrong: ['A new baby tooth', 'A type of toothpaste'],
      skill: 'vocabulary', bands: ['6-8', '9-12', '13+'], support: ['These holes are called cavities', 'a hole called a cavity', 'A hole in a tooth made by decay'],
    },
  ],
  sources: [
    {
      claim: 'Tooth decay happens when bacteria in the mouth make acids from sugars that attack tooth enamel; plaque is a sticky film of bacteria; fluoride helps prevent decay and can repair early damage; brushing with fluoride toothpaste and limiting sugary snacks and drinks help prevent cavities.',
      title: 'NIDCR (National Institutes of Health): Tooth Decay',
      url: 'https://www.nidcr.nih.gov/health-info/tooth-decay',
      read: READ,
      authority: 'public-health',
    },
    {
      claim: 'Brush children\'s teeth twice a day for about 2 minutes with fluoride toothpaste, last thing at night and at one other time; spit out after brushing rather than rinsing, so the fluoride keeps working; children need help or supervision with brushing; cut down on sugary food and drinks.',
      title: 'NHS: Taking care of children\'s teeth',
      url: 'https://www.nhs.uk/live-well/healthy-teeth-and-gums/taking-care-of-childrens-teeth/',
      read: READ,
      authority: 'public-health',
      asOf: '2026-11',
    },
    {
      claim: 'Enamel is the hardest substance in the human body; dental plaque is a bacterial biofilm; acid-producing bacteria such as Streptococcus mutans ferment sugars, lowering pH and dissolving calcium and phosphate from enamel; saliva and fluoride promote remineralisation; plaque left on teeth can harden into tartar (calculus).',
      title: 'Britannica: Tooth decay (dental caries)',
      url: 'https://www.britannica.com/science/tooth-decay',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: ['For 3-5, bacteria are "tiny germs" and acid is "stuff that can hurt your teeth".'],
  related: ['baby-teeth', 'wash-hands', 'drink-water'],
  links: [SITES.kidsHealth, britannica('tooth decay'), SITES.healthyChildren],
};

const vaccines: KidEntry = {
  id: 'vaccines',
  module: 'Science Explorers',
  question: 'How do vaccines help our bodies?',
  title: 'How Do Vaccines Help Our Bodies?',
  blurb: 'How a vaccine gives your body\'s defenders a safe practice run.',
  triggers: [['vaccin*'], ['immuniz*'], ['immunis*'], ['immune', 'system'], ['immunity'], ['antibod*'], ['fight*', 'germ*'], ['body', 'fight*', 'sick*'], ['why', 'get', 'shots'], ['why', 'need', 'shots'], ['why', 'get', 'jabs']],
  quickAnswer: {
    '3-5': 'Your body has helpers that fight germs. A vaccine lets them practise. It shows them what a germ looks like. Then, if the real germ comes, they know it. They can fight it fast. That helps keep you well.',
    '6-8': 'Your body has an army of germ fighters called the immune system. A vaccine shows this army a harmless copy or piece of a germ. The army learns what that germ looks like and makes special fighters for it. It also remembers it. If the real germ ever gets in, your body can stop it quickly, before it makes you very sick.',
    '9-12': 'Your immune system protects you from germs such as viruses and bacteria. A vaccine contains a weakened or killed germ, a harmless piece of one, or instructions for making a piece. None of these can give you the disease. Your immune system responds by making antibodies and memory cells for that germ. Later, if the real germ arrives, your body recognises it and fights it off fast. When many people are protected, germs spread less, which also protects others.',
    '13+': 'Vaccines train the adaptive immune system without causing the disease. They contain antigens, the parts of a germ the immune system recognises. These may be a weakened or inactivated germ, a protein piece, or genetic instructions such as mRNA for making one. B cells respond by making antibodies, and T cells help coordinate and attack infected cells. Long-lived memory cells remain. On a later exposure they mount a faster, stronger response. When enough people are immune, community protection reduces spread to those who cannot be vaccinated.',
  },
  takeaways: {
    little: ['Your body has helpers that fight germs.', 'A vaccine helps them practise.', 'Then they can fight the real germ fast.'],
    young: ['Your immune system is an army of germ fighters.', 'A vaccine shows it a harmless copy or piece of a germ.', 'Your body remembers and fights the real germ quickly.'],
    older: ['Vaccines contain harmless antigens, not the disease.', 'The immune system makes antibodies and memory cells.', 'Many protected people slow the spread of germs.'],
  },
  sections: [
    {
      title: 'Your Germ Fighters',
      little: 'Germs are too tiny to see. Some can make you sick. Your body has helpers in your blood. They find germs and fight them.',
      young: 'Germs are tiny living things, too small to see. Some of them can make you sick. Your immune system is a team of cells in your blood and body that find germs and fight them. White blood cells are some of its most important members.',
      older: 'The immune system is a network of cells, tissues and organs. White blood cells patrol the body. Some make antibodies, proteins that latch onto a specific germ and mark it for destruction. Others attack infected cells directly.',
      funFact: { title: 'A good memory', text: 'Your immune system can remember germs it has met before, sometimes for many years.' },
    },
    {
      title: 'A Practice Run',
      little: 'A vaccine is like a picture of a germ. Your helpers look at it. They learn it. Now they are ready!',
      young: 'A vaccine is like a wanted poster. It shows your immune system what a germ looks like, using a weak or harmless version or just a piece of it. Your body practises making fighters for that germ. It does not give you the illness.',
      older: 'A vaccine gives the immune system a safe preview of a germ. It might use a weakened or killed germ, a harmless piece of it, or instructions that let your cells make that piece. The immune system builds antibodies and memory cells without you having the disease first.',
      funFact: { title: 'Feeling a bit tired', text: 'After a vaccine some people feel a little tired or have a sore arm for a day or two: a sign the body is practising.' },
    },
    {
      title: 'Ready for the Real Thing',
      young: 'Because your body remembers, it can act fast if the real germ shows up. It can stop the germ before it makes you very sick. When lots of people in a town are protected, germs have a harder time spreading. That helps protect babies and others who cannot have some vaccines.',
      older: 'Memory cells let the body respond faster and more strongly the next time. Vaccinated people are much less likely to become seriously ill. When enough of a community is immune, a germ has fewer people to spread through. This "community immunity" also protects babies and people who cannot be vaccinated.',
      funFact: { title: 'Gone from the world', text: 'Thanks to vaccination, smallpox, once a deadly disease, no longer exists in the wild.' },
    },
  ],
  deeper: {
    title: 'Antigens, Adaptive Immunity and History',
    content: 'Adaptive immunity responds to specific antigens. After vaccination, B cells that recognise the antigen multiply and make antibodies. Helper T cells coordinate the response, and cytotoxic T cells can destroy infected cells. Some of these cells become long-lived memory cells. In 1796, Edward Jenner used material from cowpox to protect a boy against smallpox, an early form of vaccination. In 1980, the World Health Organization declared smallpox eradicated. Vaccines are tested for safety and effectiveness before use and monitored afterwards. Which vaccines a person gets, and when, is decided with a doctor.',
    funFact: { title: 'Where the word comes from', text: 'The word "vaccine" comes from the Latin word for cow, because the first vaccine used cowpox.' },
  },
  glossary: [
    { term: 'Vaccine', say: 'vak-SEEN', definition: 'Something that teaches your body to fight a germ before you meet it.' },
    { term: 'Germ', say: 'JURM', definition: 'A tiny living thing that can make you sick.' },
    { term: 'Immune system', say: 'ih-MYOON SIS-tum', definition: 'The parts of your body that fight germs.' },
    { term: 'Antibody', say: 'AN-tih-bod-ee', definition: 'A protein your body makes to grab onto one kind of germ.' },
    { term: 'Antigen', say: 'AN-tih-jen', definition: 'The part of a germ that the immune system recognises.' },
  ],
  tryIt: [{
    title: 'Spot the Germ Game',
    description: 'Practise like your body\'s germ fighters do.',
    steps: [
      'A grown-up draws a silly "germ" with a funny shape on a card.',
      'Look at it closely. Remember its shape!',
      'The grown-up hides it among other drawings.',
      'Can you find it fast? Your body learns germs the same way.',
    ],
    note: 'Talk with a grown-up about any questions you have about vaccines.',
    bands: ['3-5'],
  }, {
    title: 'Wanted Poster',
    description: 'Make a "wanted poster" for a germ, the way a vaccine shows your body what to look for.',
    steps: [
      'Invent a germ: give it a shape, colours and spikes.',
      'Draw it on a poster with the word WANTED.',
      'Write the clues your immune system would remember, like its shape and spikes.',
      'Explain to someone at home how the poster is like a vaccine.',
    ],
    note: 'Questions about which vaccines you need are for your family and your doctor.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A fire drill', content: 'A vaccine is like a fire drill: practising when there is no real fire means everyone knows what to do if one happens.' },
  ],
  realWorld: [
    { title: 'Protecting babies', content: 'Very young babies cannot have every vaccine yet, so the people around them being protected helps keep germs away from them.' },
  ],
  engaging: [
    { question: 'What other things do people practise so they are ready?', context: 'Think about fire drills, sports practice or rehearsing for a show.' },
    { question: 'Why might germs find it hard to spread in a town where most people are protected?', context: 'Think of a germ looking for someone to jump to.' },
  ],
  quiz: [
    {
      question: 'What does a vaccine help your body do?', right: 'Learn to fight a germ', wrong: ['Grow taller and stronger', 'See better in the dark'],
      skill: 'recall', support: ['A vaccine helps them practise', 'The army learns what that germ looks like', 'Vaccines train the adaptive immune system', 'Your body practises making fighters for that germ', 'A vaccine lets them practise', 'immune system responds by making antibodies'],
    },
    {
      question: 'What happens if the real germ comes later?', right: 'Your body fights it fast', wrong: ['The germ gets much stronger', 'Your body forgets the germ'],
      skill: 'cause-effect', support: ['Then they can fight the real germ fast', 'Your body remembers and fights the real germ quickly', 'your body recognises it and fights it off fast', 'mount a faster, stronger response'],
    },
    {
      question: 'What are the germ fighters in your body called?', right: 'The immune system', wrong: ['The digestive system', 'The skeleton'],
      skill: 'vocabulary', bands: ['6-8', '9-12', '13+'], support: ['called the immune system', 'Your immune system is an army of germ fighters', 'The parts of your body that fight germs'],
    },
  ],
  sources: [
    {
      claim: 'Vaccines train the immune system to create antibodies, just as it does when exposed to a disease; they contain only killed or weakened forms of germs, or a blueprint for making an antigen, so they do not cause the disease; the body keeps memory cells; when enough people are vaccinated ("community immunity" or herd immunity), those who cannot be vaccinated, such as babies, are protected too.',
      title: 'WHO: How do vaccines work?',
      url: 'https://www.who.int/news-room/feature-stories/detail/how-do-vaccines-work',
      read: READ,
      authority: 'public-health',
    },
    {
      claim: 'Vaccines teach the immune system to make antibodies to fight infections; they are tested for safety before use and monitored afterwards; common side effects such as a sore arm or feeling tired are usually mild and last a day or two; thanks to vaccination, smallpox has been eradicated.',
      title: 'NHS: Why vaccination is safe and important',
      url: 'https://www.nhs.uk/vaccinations/why-vaccination-is-safe-and-important/',
      read: READ,
      authority: 'public-health',
      asOf: '2026-11',
    },
    {
      claim: 'In 1796 Edward Jenner inoculated a boy with material from cowpox and showed he was protected from smallpox; the word vaccine comes from the Latin vacca, cow; the World Health Organization declared smallpox eradicated in 1980.',
      title: 'Britannica: Edward Jenner',
      url: 'https://www.britannica.com/biography/Edward-Jenner',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: ['For 3-8, the immune system is "helpers" or "an army of germ fighters"; the 9-12 and 13+ texts name antibodies, memory cells and antigens.'],
  related: ['wash-hands', 'sneeze', 'why-sleep'],
  links: [SITES.kidsHealth, SITES.cdc, britannica('vaccine')],
};

const burp: KidEntry = {
  id: 'burp',
  module: 'Science Explorers',
  question: 'Why do we burp?',
  title: 'Why Do We Burp?',
  blurb: 'Swallowed air and fizzy bubbles, and the way out they take.',
  triggers: [['burp*'], ['belch*'], ['fizzy', 'drink', 'burp*'], ['air', 'stomach', 'out']],
  quickAnswer: {
    '3-5': 'When you eat and drink, you gulp in air too. Fizzy drinks have bubbles of gas. The air goes into your tummy. Your tummy lets it out, up through your mouth. Burp! That is a burp. Say "excuse me"!',
    '6-8': 'When you eat, drink or talk, you swallow a little air without noticing. Fizzy drinks add even more gas to your stomach. When there is too much, the gas pushes back up the tube from your stomach and out through your mouth. The noise is the gas rushing past your throat. That is a burp.',
    '9-12': 'A burp lets swallowed air and gas escape from your stomach. Everyone swallows some air while eating and drinking. Gulping, talking while eating, chewing gum and drinking through a straw add more. Fizzy drinks release carbon dioxide gas in the stomach. When the stomach stretches with gas, a ring of muscle at its top relaxes. The gas rushes up the esophagus and out of the mouth. Burping is normal, and everyone does it.',
    '13+': 'Belching, or eructation, releases gas from the stomach through the esophagus and mouth. Most of that gas is swallowed air, a habit called aerophagia. Eating quickly, drinking through straws, chewing gum and talking while eating all increase it. Carbonated drinks add carbon dioxide. Stretching of the upper stomach triggers a reflex that relaxes the lower esophageal sphincter, letting gas escape upward. The sound comes from the gas vibrating the upper esophagus and throat. Belching a few times after meals is normal.',
  },
  takeaways: {
    little: ['You gulp air when you eat and drink.', 'Fizzy drinks add more gas.', 'A burp lets the gas out.'],
    young: ['We swallow air when we eat, drink and talk.', 'Too much gas pushes back up and out.', 'Fizzy drinks make burps more likely.'],
    older: ['Most burp gas is swallowed air.', 'A muscle ring at the top of the stomach relaxes to let gas out.', 'Burping is a normal part of eating.'],
  },
  sections: [
    {
      title: 'Swallowing Air',
      little: 'Each time you swallow, a bit of air goes down too. You do not even feel it!',
      young: 'Every time you swallow food or a drink, a little air goes down with it. Eating fast, talking with your mouth full and drinking through a straw all send even more air to your stomach.',
      older: 'Swallowing air is a normal part of eating and drinking. Gulping food, drinking quickly, chewing gum, sucking on sweets and drinking through straws all increase the amount of air that reaches the stomach.',
      funFact: { title: 'Babies burp too', text: 'Babies swallow air while they feed, so grown-ups gently pat their backs to help them burp.' },
    },
    {
      title: 'Fizzy Bubbles',
      little: 'Fizzy drinks have bubbles. The bubbles are gas. The gas goes in your tummy. Then, burp!',
      young: 'The fizz in fizzy drinks is a gas called carbon dioxide. When the drink reaches your warm stomach, the gas comes out as bubbles. That extra gas often comes back up as a burp.',
      older: 'Carbonated drinks contain dissolved carbon dioxide. In the warm stomach, the gas comes out of the liquid and adds to the swallowed air. That is why a fizzy drink often leads to a burp soon afterwards.',
      funFact: { title: 'Shake it up', text: 'Shaking a fizzy drink makes lots of bubbles at once, the same gas that ends up as a burp.' },
    },
    {
      title: 'Out It Comes',
      young: 'At the top of your stomach is a ring of muscle that keeps food in. When your stomach fills with gas, the ring opens for a moment. The gas rushes up your food pipe and out of your mouth. The sound is the gas making your throat wobble.',
      older: 'When the top of the stomach is stretched, a reflex relaxes the lower esophageal sphincter, the muscle ring between the esophagus and stomach. Gas escapes upward, and the vibration of the throat makes the familiar sound.',
      funFact: { title: 'Manners around the world', text: 'Good manners about burping differ from family to family and place to place, but "excuse me" is always kind.' },
    },
  ],
  deeper: {
    title: 'Aerophagia and the Belch Reflex',
    content: 'Swallowed air is the main source of stomach gas. Some air enters with every swallow, and more with rapid eating or chewing gum. Stretch receptors in the upper stomach trigger transient relaxations of the lower esophageal sphincter, which vent gas into the esophagus. The upper esophageal sphincter then opens and the gas escapes through the mouth. Gas that is not burped passes into the intestines. There it joins gas made by gut bacteria and eventually leaves as flatus.',
    funFact: { title: 'The other way out', text: 'Gas that is not burped keeps travelling through the gut and leaves from the other end.' },
  },
  glossary: [
    { term: 'Burp', say: 'BURP', definition: 'Gas from your stomach coming up and out of your mouth.' },
    { term: 'Stomach', say: 'STUM-uk', definition: 'The stretchy bag where food goes after you swallow.' },
    { term: 'Esophagus', say: 'ih-SOF-uh-gus', definition: 'The food pipe from your mouth to your stomach.' },
    { term: 'Carbon dioxide', say: 'KAR-bun dy-OK-side', definition: 'The gas that makes fizzy drinks fizzy.' },
  ],
  tryIt: [{
    title: 'Bubble Watch',
    description: 'See the gas in a fizzy drink.',
    steps: [
      'Ask a grown-up to pour a little fizzy water into a clear glass.',
      'Look closely. Can you see bubbles rising?',
      'Listen. Can you hear them pop?',
      'Those bubbles are gas, like the gas in a burp!',
    ],
    note: 'Just watch and listen; a grown-up decides who drinks it.',
    bands: ['3-5'],
  }, {
    title: 'Balloon Stomach',
    description: 'Model how gas escapes from a stretched stomach.',
    steps: [
      'Blow up a balloon a little and pinch the neck closed: that is your stomach and its muscle ring.',
      'Blow in a bit more air: the "stomach" stretches.',
      'Loosen your pinch slightly and let a little air escape. Listen to the sound it makes.',
      'Explain how the pinched neck is like the muscle ring at the top of the stomach.',
    ],
    note: 'Young children can have a grown-up blow up the balloon; keep burst balloon pieces away from little ones.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A shaken bottle', content: 'Your stomach after a fizzy drink is like a bottle with gas inside: when the lid opens a little, the gas rushes out with a noise.' },
  ],
  realWorld: [
    { title: 'Burping a baby', content: 'Parents hold babies upright and pat their backs after feeding, to help swallowed air come up.' },
  ],
  engaging: [
    { question: 'Why do you think drinking through a straw can make you burp more?', context: 'Think about what goes up the straw with the drink.' },
    { question: 'What can you do to swallow less air while eating?', context: 'Think about eating slowly and chewing with your mouth closed.' },
  ],
  quiz: [
    {
      question: 'What comes out when you burp?', right: 'Gas from your tummy', wrong: ['Food from your lungs', 'Water from your nose'],
      skill: 'recall', support: ['A burp lets the gas out', 'Too much gas pushes back up and out', 'Most burp gas is swallowed air', 'Your tummy lets it out, up through your mouth'],
    },
    {
      question: 'Which drink is most likely to make you burp?', right: 'A fizzy drink', wrong: ['A glass of water', 'A cup of milk'],
      skill: 'inference', support: ['Fizzy drinks add more gas', 'Fizzy drinks make burps more likely', 'Fizzy drinks have bubbles of gas', 'Carbonated drinks add carbon dioxide', 'Fizzy drinks release carbon dioxide gas'],
    },
    {
      question: 'Where does most burp gas come from?', right: 'Air we swallow', wrong: ['Air from our lungs', 'Gas from our blood'],
      skill: 'recall', bands: ['6-8', '9-12', '13+'], support: ['We swallow air when we eat, drink and talk', 'Most burp gas is swallowed air', 'Most of that gas is swallowed air'],
    },
  ],
  sources: [
    {
      claim: 'Belching (burping) releases gas from the stomach through the mouth; stomach gas comes mainly from swallowed air, which increases with eating or drinking too fast, chewing gum, smoking, sucking on hard candies, drinking carbonated or fizzy drinks and drinking through a straw; gas not burped moves to the intestines, where bacteria also make gas that is passed through the rectum; belching and passing gas are normal.',
      title: 'NIDDK: Gas in the Digestive Tract',
      url: 'https://www.niddk.nih.gov/health-information/digestive-diseases/gas-digestive-tract',
      read: READ,
      authority: 'public-health',
    },
    {
      claim: 'The lower esophageal sphincter, a ring of muscle where the esophagus joins the stomach, stays closed to keep stomach contents in and relaxes to let food through and to let gas escape upward when the stomach is stretched (belching).',
      title: 'Britannica: Esophagus',
      url: 'https://www.britannica.com/science/esophagus',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Everyone has gas; it comes from swallowed air and from the breakdown of undigested food by bacteria in the large intestine; it leaves the body by burping or through the rectum; carbon dioxide from carbonated drinks adds to it.',
      title: 'MedlinePlus (U.S. National Library of Medicine): Gas',
      url: 'https://medlineplus.gov/gas.html',
      read: READ,
      authority: 'public-health',
    },
  ],
  simplifications: ['For 3-8, the lower esophageal sphincter is "a ring of muscle at the top of your stomach".'],
  related: ['tummy-rumble', 'hiccups', 'where-food-goes'],
  links: [SITES.kidsHealth, britannica('digestive system'), SITES.healthyChildren],
};

const passGas: KidEntry = {
  id: 'pass-gas',
  module: 'Science Explorers',
  question: 'Why do we pass gas?',
  title: 'Why Do We Pass Gas?',
  blurb: 'Tiny helpers in your gut, the gas they make, and why everybody toots.',
  triggers: [['fart*'], ['pass*', 'gas'], ['flatul*'], ['tooting'], ['toot', 'bottom'], ['gas', 'bottom'], ['gas', 'butt'], ['gas', 'smell*'], ['gassy'], ['trump*', 'bottom'], ['break*', 'wind']],
  quickAnswer: {
    '3-5': 'Everybody passes gas. Some people call it a toot. Tiny helpers live in your tummy. They munch on bits of food. As they munch, they make gas. The gas comes out of your bottom. It is a normal part of eating.',
    '6-8': 'Passing gas is normal, and everyone does it, many times a day. Your large intestine is home to trillions of tiny living things called bacteria. They break down bits of food your body could not digest, like some of the fibre in beans and vegetables. As they work, they make gas. The gas builds up and leaves through your bottom. Some swallowed air comes out that way too.',
    '9-12': 'Gas in your gut comes from two places. Some is air you swallow. Most is made by bacteria in your large intestine. The bacteria feed on food your body could not digest, such as some fibre and sugars in beans, vegetables and whole grains. This makes gases like carbon dioxide, hydrogen and sometimes methane. Most of these have no smell. A smell comes from tiny amounts of sulfur gases. Passing gas is a healthy sign that your gut bacteria are working.',
    '13+': 'Flatus is intestinal gas released through the anus. Some is swallowed air, mostly nitrogen and oxygen. Most of the rest comes from fermentation by the gut microbiota in the colon. Bacteria break down carbohydrates that escape digestion in the small intestine, such as certain fibres and oligosaccharides in beans. They release carbon dioxide, hydrogen and, in some people, methane, which are odourless. The smell comes from trace sulfur compounds such as hydrogen sulfide. Passing gas many times a day is normal.',
  },
  takeaways: {
    little: ['Everybody passes gas.', 'Tiny helpers in your tummy make gas.', 'It is a normal part of eating.'],
    young: ['Bacteria in your gut make gas as they break down food.', 'Foods like beans feed these bacteria.', 'Everyone passes gas many times a day.'],
    older: ['Gut gas comes from swallowed air and bacteria.', 'Bacteria ferment fibre your body cannot digest.', 'Most gut gases have no smell; sulfur gases do.'],
  },
  sections: [
    {
      title: 'Tiny Helpers in Your Gut',
      little: 'Your tummy has a long tube inside. Lots of tiny helpers live there. They are too small to see. They help break down food.',
      young: 'Your large intestine is home to a huge number of bacteria. Most of them are helpful. They eat the bits of food your body could not break down, and some of them make vitamins your body can use.',
      older: 'The large intestine is home to a huge community of microbes, called the gut microbiota. They break down food your body could not digest. What they make helps feed the cells lining your gut. Some also make vitamins. Gas is a side effect of all this work.',
      funFact: { title: 'More than you can count', text: 'Your gut holds trillions of bacteria, more than the number of stars you could ever count.' },
    },
    {
      title: 'Where the Gas Comes From',
      little: 'When the helpers eat, they make gas. Some air you gulp goes down too. The gas comes out of your bottom.',
      young: 'As the bacteria munch on fibre from foods like beans, broccoli and whole grains, they give off gas. Some of the air you swallow also travels all the way through. The gas collects and then leaves through your bottom.',
      older: 'Some foods have fibres and sugars your body cannot break down. Beans, lentils, onions, cabbage and whole grains are good examples. These reach the large intestine mostly whole. Bacteria feed on them and give off carbon dioxide and hydrogen. Swallowed air that is not burped passes through too.',
      funFact: { title: 'Beans, beans', text: 'Beans are famous for gas because they contain sugars our bodies cannot break down, but gut bacteria can.' },
    },
    {
      title: 'Why Some Gas Smells',
      young: 'Most of the gas has no smell at all. A tiny bit of it has sulfur in it, and that part smells like rotten eggs. It is polite to say "excuse me", but passing gas is nothing to be ashamed of.',
      older: 'Most gut gases have no smell at all. That includes nitrogen, carbon dioxide, hydrogen and methane. The smell comes from tiny amounts of gases that contain sulfur. Eating lots of fibre is healthy, even if it means a little more gas.',
      funFact: { title: 'A healthy sign', text: 'Passing gas shows that the helpful bacteria in your gut are busy at work.' },
    },
  ],
  deeper: {
    title: 'Fermentation and the Gut Microbiota',
    content: 'Humans lack enzymes to digest some carbohydrates, such as raffinose in beans and many dietary fibres. These reach the colon intact. There, anaerobic bacteria ferment them into short-chain fatty acids, an important energy source for colon cells, plus gases. Hydrogen and carbon dioxide are the main products. In some people, methane-producing microbes turn hydrogen into methane. Sulfate-reducing bacteria make hydrogen sulfide, the main cause of odour. Gas output varies with diet and with each person\'s microbiota.',
    funFact: { title: 'Breath tests', text: 'Some of the hydrogen made in the gut passes into the blood and is breathed out, so doctors can measure it in breath tests.' },
  },
  glossary: [
    { term: 'Gas', say: 'GAS', definition: 'Air-like stuff, such as the air we breathe.' },
    { term: 'Bacteria', say: 'bak-TEER-ee-uh', definition: 'Tiny living things, too small to see; many live in your gut and help you.' },
    { term: 'Fibre', say: 'FY-bur', definition: 'The tough part of plant foods that your body cannot fully break down.' },
    { term: 'Large intestine', say: 'LARJ in-TES-tin', definition: 'The wide last part of the gut, where lots of bacteria live.' },
    { term: 'Fermentation', say: 'fur-men-TAY-shun', definition: 'When microbes break down food and give off gas.' },
  ],
  tryIt: [{
    title: 'Balloon Bellies',
    description: 'See how tiny helpers can make gas.',
    steps: [
      'A grown-up puts warm water, a spoon of sugar and a little yeast in a bottle.',
      'The grown-up stretches a balloon over the top.',
      'Wait and watch. Does the balloon puff up?',
      'Tiny living things made gas, like the helpers in your tummy!',
    ],
    note: 'A grown-up does the mixing; just watch the balloon grow.',
    bands: ['3-5'],
  }, {
    title: 'Yeast Gas Model',
    description: 'Model gut fermentation with yeast, sugar and a balloon.',
    steps: [
      'With a grown-up, put warm tap water, two spoons of sugar and a packet of dried yeast in a plastic bottle.',
      'Stretch a balloon over the neck and set the bottle somewhere warm.',
      'Check every 10 minutes and note how big the balloon gets.',
      'Explain how the yeast eating sugar is like gut bacteria eating fibre and making gas.',
    ],
    note: 'A grown-up handles the warm water; do not drink the mixture.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'Bread dough', content: 'Gut bacteria making gas are like yeast in bread dough: as the tiny living things feed, they give off gas that puffs things up.' },
  ],
  realWorld: [
    { title: 'Excuse me!', content: 'Families and schools have different manners about passing gas, but saying "excuse me" is polite everywhere.' },
  ],
  engaging: [
    { question: 'Why do you think beans are famous for causing gas?', context: 'Think about what our bodies can and cannot break down.' },
    { question: 'What other tiny living things make gas?', context: 'Think about how bread rises.' },
  ],
  quiz: [
    {
      question: 'What makes most of the gas in your gut?', right: 'Tiny bacteria eating food', wrong: ['Your heart pumping blood', 'Your lungs breathing air'],
      skill: 'cause-effect', support: ['Tiny helpers in your tummy make gas', 'Bacteria in your gut make gas as they break down food', 'Gut gas comes from swallowed air and bacteria', 'As they munch, they make gas'],
    },
    {
      question: 'Is passing gas normal?', right: 'Yes, everybody does it', wrong: ['No, only when you are sick', 'No, only grown-ups do it'],
      skill: 'recall', support: ['Everybody passes gas', 'Everyone passes gas many times a day', 'Passing gas many times a day is normal', 'Passing gas is a healthy sign'],
    },
    {
      question: 'Why does some gas smell?', right: 'It has a little sulfur gas in it', wrong: ['It has tiny bits of sugar in it', 'It is mostly oxygen from the air'],
      skill: 'cause-effect', bands: ['6-8', '9-12', '13+'], support: ['Most gut gases have no smell; sulfur gases do', 'A tiny bit of it has sulfur in it', 'A smell comes from tiny amounts of sulfur gases', 'The smell comes from trace sulfur compounds'],
    },
  ],
  sources: [
    {
      claim: 'Gas in the digestive tract comes from swallowed air and from bacteria in the large intestine breaking down carbohydrates (sugars, starches and fiber) that are not digested in the small intestine; foods such as beans, vegetables and whole grains can cause gas; most people pass gas 13 to 21 times a day; passing gas is normal; bacteria produce carbon dioxide, hydrogen and in some people methane.',
      title: 'NIDDK: Gas in the Digestive Tract',
      url: 'https://www.niddk.nih.gov/health-information/digestive-diseases/gas-digestive-tract',
      read: READ,
      authority: 'public-health',
    },
    {
      claim: 'Flatus is made mostly of odourless gases (nitrogen, oxygen, carbon dioxide, hydrogen, methane); its odour comes from trace sulfur-containing gases such as hydrogen sulfide; the colon holds trillions of bacteria (the gut microbiota) that ferment undigested carbohydrates such as raffinose in beans into short-chain fatty acids and gas.',
      title: 'Britannica: Flatulence',
      url: 'https://www.britannica.com/science/flatulence',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: ['For 3-5, bacteria are "tiny helpers" and the large intestine is "a long tube" in the tummy.'],
  related: ['burp', 'where-food-goes', 'tummy-rumble'],
  links: [SITES.kidsHealth, britannica('digestive system'), SITES.healthyChildren],
};

const shiver: KidEntry = {
  id: 'shiver',
  module: 'Science Explorers',
  question: 'Why do we shiver?',
  title: 'Why Do We Shiver?',
  blurb: 'Shaking muscles make heat: your body\'s way to warm up fast.',
  triggers: [['shiver*'], ['teeth', 'chatter*'], ['shake', 'cold'], ['shaking', 'cold'], ['shake', 'when', 'cold'], ['body', 'warm', 'cold']],
  quickAnswer: {
    '3-5': 'When you get cold, your body shakes. That is a shiver! Your muscles jiggle fast. Moving muscles make heat. The heat warms you up. A coat and a hug help too.',
    '6-8': 'Shivering is how your body warms up. When you get cold, your brain sends a message to your muscles. They tighten and relax very fast, again and again. Working muscles make heat, so the shaking warms you. Your teeth may chatter, because your jaw muscles shiver too. Warm clothes help you stay warm.',
    '9-12': 'Your body works best at a steady temperature, close to 37 degrees Celsius. A part of your brain called the hypothalamus acts like a thermostat. When your body cools down, it sends signals that make your muscles contract and relax many times a second. These contractions use energy and release heat, warming your blood. You do not choose to shiver: it is automatic. At the same time, blood vessels near your skin narrow to keep warm blood deeper inside.',
    '13+': 'Shivering is involuntary thermogenesis. When temperature sensors in the skin and core signal cooling, the hypothalamus triggers rapid, unsynchronised contractions of skeletal muscles. These do no useful movement, so most of the energy they use is released as heat. Shivering works alongside vasoconstriction, the narrowing of skin blood vessels, which reduces heat loss. Together they help hold core temperature near 37 degrees Celsius. Babies rely more on brown fat, which produces heat without shivering.',
  },
  takeaways: {
    little: ['When you are cold, your body shakes.', 'Moving muscles make heat.', 'Shivering helps you warm up.'],
    young: ['Your brain tells your muscles to shake when you are cold.', 'Working muscles make heat.', 'Warm clothes help you stay warm.'],
    older: ['The hypothalamus acts like a thermostat.', 'Fast muscle contractions release heat.', 'Skin blood vessels narrow to save heat.'],
  },
  sections: [
    {
      title: 'Your Body\'s Thermostat',
      little: 'Your body likes to be just warm, not too hot and not too cold. Your brain checks how warm you are.',
      young: 'Your body likes to stay at about the same warm temperature all the time. A part of your brain keeps checking, a bit like the thermostat that controls the heating in a house.',
      older: 'The hypothalamus, at the base of the brain, compares signals from temperature sensors in the skin and deep in the body. When you are too cold, it turns on ways to make and save heat. When you are too hot, it turns on sweating.',
      funFact: { title: 'A steady number', text: 'A healthy body stays close to 37 degrees Celsius, whether it is sunny or snowing outside.' },
    },
    {
      title: 'Shake to Make Heat',
      little: 'Rub your hands fast. Do they feel warm? Moving makes heat. Shivering is your muscles moving fast.',
      young: 'Whenever muscles work, they make heat. That is why you feel warm after running. When you shiver, lots of muscles tighten and relax very fast, so they make heat without you having to run.',
      older: 'Muscle contractions turn chemical energy into movement and heat. During shivering, muscles contract many times per second without producing useful movement, so most of that energy becomes heat that warms the blood.',
      funFact: { title: 'Chattering teeth', text: 'Your teeth chatter because your jaw muscles shiver too.' },
    },
    {
      title: 'Other Ways to Stay Warm',
      young: 'Your body has more tricks. Blood vessels near your skin get narrower, so less heat escapes. That can make your fingers look pale. You can help too, with a hat, gloves and a warm coat.',
      older: 'Vasoconstriction keeps warm blood away from the skin, where heat would be lost. Goosebumps are another cold response, though they help furry animals more than us. Clothing traps air and slows heat loss, so the body needs to shiver less.',
      funFact: { title: 'Babies\' heaters', text: 'Babies have special brown fat that makes heat, because they cannot shiver well.' },
    },
  ],
  deeper: {
    title: 'Thermoregulation and Thermogenesis',
    content: 'Humans are endotherms: they generate heat internally to keep a stable core temperature. The hypothalamus integrates input from peripheral and central thermoreceptors. In the cold, it triggers vasoconstriction first, then shivering thermogenesis if more heat is needed. Shivering can increase the body\'s heat production several times over for short periods. Non-shivering thermogenesis in brown adipose tissue uses a protein that lets mitochondria release energy as heat. This is especially important in newborns.',
    funFact: { title: 'Fever shivers', text: 'When you get a fever, your brain\'s thermostat is set higher, so you may shiver even in a warm room.' },
  },
  glossary: [
    { term: 'Shiver', say: 'SHIV-ur', definition: 'To shake because you are cold.' },
    { term: 'Muscle', say: 'MUSS-ul', definition: 'A body part that squeezes to move you; working muscles make heat.' },
    { term: 'Thermostat', say: 'THUR-muh-stat', definition: 'Something that keeps a temperature steady, like in a heater.' },
    { term: 'Hypothalamus', say: 'hy-poh-THAL-uh-mus', definition: 'A small part of the brain that controls body temperature.' },
  ],
  tryIt: [{
    title: 'Warm-Up Hands',
    description: 'Feel how moving makes heat.',
    steps: [
      'Put your hands on your cheeks. Are they cool?',
      'Now rub your hands together fast. Count to ten.',
      'Put them on your cheeks again.',
      'Warm! Moving makes heat, just like shivering.',
    ],
    note: 'Rub gently so your skin does not get sore.',
    bands: ['3-5', '6-8'],
  }, {
    title: 'Insulation Test',
    description: 'Test which "coat" keeps warm water warm longest.',
    steps: [
      'Ask a grown-up to fill three jars with the same amount of warm tap water.',
      'Wrap one in a wool sock, one in paper, and leave one bare.',
      'After 20 minutes, have the grown-up test each jar with a thermometer or by touch, and record the results.',
      'Which "coat" kept the heat in best? How is that like clothes on a cold day?',
    ],
    note: 'A grown-up handles the warm water; use warm, not hot, water.',
    bands: ['9-12', '13+'],
  }],
  analogies: [
    { title: 'A heater switching on', content: 'Shivering is like a heater that clicks on when the thermostat says the room is too cold.' },
  ],
  realWorld: [
    { title: 'Layers in winter', content: 'Wearing layers in winter traps warm air, so your body does not have to shiver to stay warm.' },
  ],
  engaging: [
    { question: 'How do you feel after running around: warm or cold?', context: 'Think about what your muscles were doing.' },
    { question: 'Why do you think we shiver when we get out of a swimming pool?', context: 'Think about wet skin and wind.' },
  ],
  quiz: [
    {
      question: 'What does shivering do for you?', right: 'It warms you up', wrong: ['It cools you down', 'It makes you sleepy'],
      skill: 'cause-effect', support: ['Shivering helps you warm up', 'Shivering is how your body warms up', 'Fast muscle contractions release heat'],
    },
    {
      question: 'What do moving muscles make?', right: 'Heat', wrong: ['Sweat', 'Bones'],
      skill: 'recall', support: ['Moving muscles make heat', 'Working muscles make heat', 'Fast muscle contractions release heat'],
    },
    {
      question: 'Which part of you acts like a thermostat?', right: 'Your brain', wrong: ['Your knees', 'Your hair'],
      skill: 'recall', bands: ['6-8', '9-12', '13+'], support: ['Your brain tells your muscles to shake when you are cold', 'The hypothalamus acts like a thermostat', 'A part of your brain keeps checking'],
    },
  ],
  sources: [
    {
      claim: 'Shivering is an involuntary response to cold in which skeletal muscles contract rapidly, producing heat; it is controlled by the hypothalamus, which acts as the body\'s thermostat and keeps core temperature near 37 degrees Celsius (98.6 °F); vasoconstriction of skin blood vessels reduces heat loss; shivering can raise heat production several times over; infants rely on non-shivering thermogenesis in brown fat; in fever the hypothalamic set point is raised, causing chills and shivering.',
      title: 'Britannica: Thermoregulation',
      url: 'https://www.britannica.com/science/thermoregulation',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Brown adipose tissue (brown fat) generates heat without shivering through a mitochondrial uncoupling protein; it is abundant in newborns, who cannot shiver effectively.',
      title: 'Britannica: Brown fat',
      url: 'https://www.britannica.com/science/brown-fat',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: ['For 3-8, the hypothalamus is "your brain" or "a part of your brain".'],
  related: ['goosebumps', 'drink-water', 'heart-beat'],
  links: [SITES.kidsHealth, britannica('shivering'), SITES.natGeoKids],
};

export const healthEntries: KidEntry[] = [drinkWater, goosebumps, tummyRumble, brushTeeth, vaccines, burp, passGas, shiver];
