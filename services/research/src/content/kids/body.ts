import { britannica, SITES } from '../links';
import type { KidEntry } from '../types';

// Science Explorers, the body: digestion, baby teeth, bones, eyes, hiccups, hand washing. Everyday "how does my body
// work" questions only: symptoms, injuries and medicine are for the safety route, not these lessons.

const READ = '2026-11-23';

const digestion: KidEntry = {
  id: 'where-food-goes',
  module: 'Science Explorers',
  question: 'Where does food go when you eat it?',
  title: 'Where Does Food Go When You Eat It?',
  blurb: 'The digestive system: the long trip food takes through your body.',
  triggers: [['digest*'], ['food', 'go'], ['food', 'stomach'], ['stomach', 'work'], ['stomach', 'do'], ['intestine*'], ['swallow', 'food'], ['where', 'food', 'go'], ['food', 'body'], ['poop'], ['food', 'tummy'], ['food', 'after']],
  quickAnswer: {
    '3-5': 'First, your teeth chew the food. Then you swallow. The food slides down a tube to your tummy. Your tummy squishes it into mush. Then it goes through long, twisty tubes. Your body takes the good stuff from it. What is left comes out as poop!',
    '6-8': 'Food takes a long trip through your body. Your teeth chew it, and spit makes it soft. When you swallow, it slides down a tube to your stomach. Your stomach squeezes and mixes it with juices into a mush. Next, the mush goes into a long, twisty tube called the small intestine. There, the good parts of food pass into your blood. What your body cannot use leaves as poop.',
    '9-12': 'Food travels through the digestive system. In the mouth, teeth grind it and saliva starts breaking it down. The esophagus squeezes it down to the stomach. There, muscles churn it with acid and enzymes into a thick liquid. In the small intestine, more juices break food into tiny nutrients. These pass through the intestine wall into the blood, which carries them all over the body. The large intestine takes back water. The leftover waste leaves the body as poop.',
    '13+': 'Digestion breaks food into molecules small enough to absorb. Mechanical digestion starts with chewing, and chemical digestion starts with salivary amylase acting on starch. Waves of muscle contraction, called peristalsis, move food through the gastrointestinal tract. The stomach\'s acid and pepsin begin digesting protein. In the small intestine, bile from the liver and enzymes from the pancreas finish the job. Villi, tiny folds in its lining, absorb nutrients into the blood and lymph. The large intestine absorbs water, and its bacteria ferment some fiber.',
  },
  takeaways: {
    little: ['Teeth chew the food.', 'Your tummy squishes it.', 'Your body keeps the good stuff.'],
    young: ['Food goes from mouth to stomach to intestines.', 'The good parts of food go into your blood.', 'What is left comes out as poop.'],
    older: ['The digestive system breaks food into nutrients.', 'Nutrients are absorbed in the small intestine.', 'The large intestine takes back water.'],
  },
  sections: [
    {
      title: 'Chomp and Swallow',
      little: 'Your teeth bite and chew. Spit makes the food wet and soft. Gulp! Down it goes.',
      young: 'Your teeth cut and mash food into small bits. Spit, also called saliva, makes it soft and wet. Your tongue pushes it back, and you swallow. A tube called the esophagus squeezes it down to your stomach.',
      older: 'Teeth break food into pieces, and saliva wets it and starts digesting starch. Swallowing pushes the food into the esophagus. Rings of muscle squeeze behind it in waves, so food reaches the stomach even if you are upside down.',
      funFact: { title: 'Upside-down eating', text: 'Astronauts can swallow in space, because muscles, not gravity, push food down.' },
    },
    {
      title: 'The Stomach Mixer',
      little: 'Your tummy is like a bag. It squeezes and squeezes. The food turns into mush.',
      young: 'Your stomach is a stretchy bag of muscle. It squeezes and churns the food, and mixes it with strong juices. After a while, the food becomes a thick mush.',
      older: 'The stomach stores food and churns it with gastric juice, which contains acid and enzymes. A thick layer of mucus protects the stomach wall from its own acid. The mix then moves on to the small intestine a little at a time.',
      funFact: { title: 'Stretchy stomach', text: 'Your stomach stretches to hold a big meal, then shrinks back.' },
    },
    {
      title: 'Long, Twisty Tubes',
      young: 'The small intestine is a very long tube, folded up inside your belly. Here the food is broken into tiny bits that pass into your blood. Then the large intestine takes back water, and the rest becomes poop.',
      older: 'The small intestine is the longest part of the digestive tract. Its lining is covered with tiny finger-like villi, which give it a huge surface for soaking up nutrients. The large intestine absorbs water and salts, and turns the leftovers into stool.',
      funFact: { title: 'Gut helpers', text: 'Trillions of helpful bacteria live in your large intestine.' },
    },
  ],
  deeper: {
    title: 'Enzymes, Peristalsis and Absorption',
    content: 'Carbohydrates are broken down by amylases, proteins by pepsin, trypsin and other proteases, and fats by lipases, helped by bile salts. Peristalsis and segmenting contractions move and mix the contents. Villi and microvilli greatly enlarge the absorptive surface of the small intestine. Sugars and amino acids enter the blood and travel first to the liver. Most fats enter the lymph. The colon\'s microbes ferment fiber into short-chain fatty acids, which feed the cells lining the colon.',
    funFact: { title: 'A big surface', text: 'Villi and microvilli give the small intestine a surface many times bigger than a smooth tube would have.' },
  },
  glossary: [
    { term: 'Stomach', say: 'STUM-uk', definition: 'A stretchy bag of muscle that churns and mixes food.' },
    { term: 'Saliva', say: 'suh-LY-vuh', definition: 'Spit: the wet juice in your mouth that softens food.' },
    { term: 'Esophagus', say: 'ih-SOF-uh-gus', definition: 'The tube that carries food from your mouth to your stomach.' },
    { term: 'Intestine', say: 'in-TESS-tin', definition: 'The long tube after the stomach where food is broken down and soaked up.' },
    { term: 'Nutrient', say: 'NOO-tree-ent', definition: 'A part of food that your body uses to grow and stay healthy.' },
  ],
  tryIt: [{
    title: 'Tummy Squish Bag',
    description: 'Act out what your stomach does.',
    steps: [
      'A grown-up puts some crackers and a little water in a zip bag and seals it tight.',
      'Squish and squeeze the bag with your hands.',
      'Watch the crackers turn into mush.',
      'That is what your tummy does to food!',
    ],
    note: 'The bag is for squishing only. Throw it away after.',
  }, {
    title: 'Model Gut',
    description: 'Measure and model the digestive tract.',
    steps: [
      'Draw the path food takes: mouth, esophagus, stomach, small intestine, large intestine.',
      'Push a small ball through a long sock or stocking by squeezing behind it. This is peristalsis.',
      'Label each part of your drawing with its job.',
      'Compare your drawing with a diagram in a book or on a health website.',
    ],
    note: 'Use a clean sock and a soft ball.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A factory line', content: 'Your digestive system is like a factory line: each stop does one job, from chopping to mixing to sorting the useful parts.' },
  ],
  realWorld: [
    { title: 'Why fiber helps', content: 'Fruits, vegetables and whole grains have fiber, which helps food move along and keeps your gut helpers fed.' },
  ],
  engaging: [
    { question: 'Why do you think chewing well helps your body?', context: 'Think about what your stomach has to do next.' },
    { question: 'Why do you think you feel hungry again a few hours after a meal?', context: 'Think about where the food has gone.' },
  ],
  quiz: [
    {
      question: 'Where does food go right after you swallow it?', right: 'Down a tube to your stomach', wrong: ['Up into your brain', 'Straight into your legs'],
      skill: 'sequence', support: ['The food slides down a tube to your tummy', 'it slides down a tube to your stomach', 'The esophagus squeezes it down to the stomach', 'squeezes it down to your stomach', 'Swallowing pushes the food into the esophagus'],
    },
    {
      question: 'What does your stomach do to food?', right: 'Squishes and mixes it', wrong: ['Freezes it solid', 'Turns it into bones'],
      skill: 'recall', support: ['Your tummy squishes it into mush', 'squeezes and mixes it', 'churn it with acid', 'It squeezes and churns the food', 'churns it with gastric juice'],
    },
    {
      question: 'Where do the good parts of food go into your blood?', right: 'The small intestine', wrong: ['The stomach', 'The esophagus'],
      skill: 'recall', bands: ['6-8', '9-12', '13+'], support: ['small intestine. There, the good parts of food pass into your blood', 'pass into your blood', 'Nutrients are absorbed in the small intestine'],
    },
  ],
  sources: [
    {
      claim: 'The digestive system breaks food into nutrients: teeth chew and saliva moistens food; the esophagus moves it to the stomach by peristalsis; the stomach mixes food with digestive juices; the small intestine, helped by juices from the pancreas and bile from the liver, breaks food down and absorbs most nutrients into the bloodstream; the large intestine absorbs water and turns waste into stool; bacteria in the large intestine help digestion.',
      title: 'NIDDK (National Institutes of Health): Your Digestive System & How It Works',
      url: 'https://www.niddk.nih.gov/health-information/digestive-diseases/digestive-system-how-it-works',
      read: READ,
      authority: 'public-health',
    },
    {
      claim: 'Digestive enzymes include amylases, pepsin, trypsin and lipases; villi and microvilli greatly increase the absorptive surface of the small intestine; most fats are absorbed into lymph; colonic bacteria (trillions of them) ferment fiber into short-chain fatty acids; the stomach lining is protected by mucus.',
      title: 'Britannica: Human digestive system',
      url: 'https://www.britannica.com/science/human-digestive-system',
      read: READ,
      authority: 'reference',
    },
  ],
  related: ['heart-beat', 'baby-teeth', 'plants-food'],
  links: [SITES.kidsHealth, britannica('digestive system'), SITES.natGeoKids],
};

const babyTeeth: KidEntry = {
  id: 'baby-teeth',
  module: 'Science Explorers',
  question: 'Why do baby teeth fall out?',
  title: 'Why Do Baby Teeth Fall Out?',
  blurb: 'How grown-up teeth push out baby teeth to make room for bigger, stronger ones.',
  triggers: [['baby', 'teeth'], ['baby', 'tooth'], ['loose', 'tooth'], ['loose', 'teeth'], ['tooth', 'fall'], ['teeth', 'fall'], ['tooth', 'out'], ['teeth', 'out'], ['adult', 'teeth'], ['grown', 'up', 'teeth'], ['wobbly', 'tooth'], ['wiggly', 'tooth'], ['permanent', 'teeth'], ['new', 'teeth']],
  quickAnswer: {
    '3-5': 'Little kids have small baby teeth. As you grow, your mouth gets bigger. Big teeth grow under the baby teeth. They push up. The baby tooth gets wiggly. Then it falls out! A big tooth grows in its place.',
    '6-8': 'Your first teeth are called baby teeth. They are just right for a small mouth. As you grow, your jaw gets bigger and needs bigger, stronger teeth. Adult teeth grow inside your jaw, under the baby teeth. As an adult tooth pushes up, the root of the baby tooth melts away. The baby tooth gets loose and falls out. Then the adult tooth grows in.',
    '9-12': 'Children have 20 baby teeth, also called primary teeth. Adults have up to 32 permanent teeth. A child\'s small jaw has no room for big adult teeth. So the adult teeth form inside the jaw while the baby teeth do their job. As an adult tooth moves up, it makes the root of the baby tooth dissolve. With no root to hold it, the baby tooth loosens and falls out. This usually starts around age 6, with the front teeth.',
    '13+': 'Humans are diphyodont: we grow two sets of teeth. The 20 primary teeth suit a small jaw and also hold space for the permanent teeth. The permanent teeth develop in the jaw beneath and behind them. As a permanent tooth erupts, cells called odontoclasts resorb the primary tooth\'s root. The crown is then left loosely attached and is shed. Shedding usually begins around age 6 with the lower front incisors. The adult set of up to 32 teeth adds molars as the jaw lengthens.',
  },
  takeaways: {
    little: ['Baby teeth are small, for a small mouth.', 'Big teeth grow under them.', 'The big teeth push the baby teeth out.'],
    young: ['Baby teeth fit a small mouth.', 'Adult teeth grow under them and push up.', 'The baby tooth root melts away, so it falls out.'],
    older: ['Children have 20 baby teeth; adults have up to 32 teeth.', 'Adult teeth make baby tooth roots dissolve.', 'Baby teeth save space for adult teeth.'],
  },
  sections: [
    {
      title: 'Teeth for a Small Mouth',
      little: 'A baby has a small mouth. Small teeth fit in it. You got your baby teeth when you were very little.',
      young: 'Babies start getting teeth when they are little. These baby teeth are small, just right for a small mouth. They help you chew and talk, and they save space for your adult teeth.',
      older: 'Primary teeth appear during the first years of life. They let a young child chew and speak, and they hold space in the jaw. If a baby tooth is lost too early, nearby teeth can drift into the gap, so baby teeth matter.',
      funFact: { title: 'Born with them', text: 'Baby teeth start to form before a baby is even born.' },
    },
    {
      title: 'The Push From Below',
      little: 'Big teeth grow inside your gums. They push up, up, up. The baby tooth gets wiggly. Then it pops out!',
      young: 'Adult teeth grow inside your jaw, under the baby teeth. As an adult tooth pushes up, the root that holds the baby tooth melts away. The baby tooth gets wiggly, then falls out. Often it does not even hurt.',
      older: 'The permanent tooth grows beneath the primary one. Its pressure triggers special cells to dissolve the primary tooth\'s root. Without a root, the tooth is held only by gum tissue, so it wobbles and soon comes out. The permanent tooth then moves into the gap.',
      funFact: { title: 'No root', text: 'A baby tooth that falls out on its own has almost no root left.' },
    },
    {
      title: 'Caring for New Teeth',
      young: 'Your adult teeth must last your whole life. Brush twice a day with a grown-up\'s help, and visit the dentist. If a tooth is wiggly, let it come out on its own.',
      older: 'Permanent teeth are not replaced, so care matters. Brush twice a day with fluoride toothpaste and see a dentist regularly. Let a loose tooth come out on its own, and tell an adult if a tooth hurts or is knocked out.',
      funFact: { title: 'Sharks get more', text: 'Sharks keep growing new teeth all their lives. People get just two sets.' },
    },
  ],
  deeper: {
    title: 'Diphyodonty and Root Resorption',
    content: 'Most mammals, including humans, are diphyodont. A deciduous set is replaced by a permanent set suited to the adult jaw. Permanent tooth germs develop lingual and apical to the primary teeth. As they erupt, odontoclasts, cells related to osteoclasts, resorb the primary roots. Permanent molars have no primary predecessors: they erupt behind the primary teeth as the jaw grows. The third molars, or wisdom teeth, often erupt in the late teens or later, and sometimes never.',
    funFact: { title: 'Wisdom teeth', text: 'Wisdom teeth are the last teeth to come in, and some people never get them.' },
  },
  glossary: [
    { term: 'Baby teeth', say: 'BAY-bee TEETH', definition: 'The first set of teeth children grow.' },
    { term: 'Adult teeth', say: 'uh-DULT TEETH', definition: 'The second set of teeth, which last for life. Also called permanent teeth.' },
    { term: 'Root', say: 'ROOT', definition: 'The part of a tooth under the gum that holds it in place.' },
    { term: 'Gums', say: 'GUMZ', definition: 'The pink skin around your teeth.' },
    { term: 'Jaw', say: 'JAW', definition: 'The bones that hold your teeth.' },
  ],
  tryIt: [{
    title: 'Count Your Teeth',
    description: 'Count your teeth in a mirror.',
    steps: [
      'Stand in front of a mirror with a grown-up.',
      'Smile big! Count your top teeth.',
      'Now count your bottom teeth.',
      'Are any of them wiggly? Tell your grown-up.',
    ],
    note: 'Look and count with clean hands. Let wiggly teeth come out on their own.',
  }, {
    title: 'Tooth Timeline',
    description: 'Keep a record of your teeth.',
    steps: [
      'Draw a map of your mouth with a box for each tooth.',
      'Color the teeth you have lost, and write the date each one came out.',
      'Mark where adult teeth have come in.',
      'Compare with a dental chart. Which teeth usually come out first?',
    ],
    note: 'Keep brushing all your teeth, old and new.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'Outgrowing shoes', content: 'You trade small shoes for bigger ones as your feet grow. Your mouth trades small baby teeth for bigger adult teeth.' },
  ],
  realWorld: [
    { title: 'Dentists', content: 'Dentists check that adult teeth are coming in well and help keep teeth healthy.' },
  ],
  engaging: [
    { question: 'How many wiggly teeth have you had?', context: 'Ask a grown-up when they lost their first tooth.' },
    { question: 'Why do you think adults do not grow a third set of teeth?', context: 'Think about how sharks are different.' },
  ],
  quiz: [
    {
      question: 'What pushes a baby tooth out?', right: 'A bigger tooth growing under it', wrong: ['Eating too much candy', 'Brushing your teeth too much'],
      skill: 'cause-effect', support: ['Big teeth grow under the baby teeth', 'Adult teeth grow inside your jaw', 'the adult teeth form inside the jaw', 'The permanent tooth grows beneath'],
    },
    {
      question: 'Why do baby teeth fall out?', right: 'To make room for bigger teeth', wrong: ['Because they get too old and sick', 'Because kids chew too hard'],
      skill: 'inference', support: ['A big tooth grows in its place', 'needs bigger, stronger teeth', 'no room for big adult teeth', 'hold space for the permanent teeth'],
    },
    {
      question: 'How many baby teeth do children have?', right: '20', wrong: ['32', '10'],
      skill: 'recall', bands: ['9-12', '13+'], support: ['Children have 20 baby teeth', 'The 20 primary teeth'],
    },
  ],
  sources: [
    {
      claim: 'Humans have two sets of teeth: 20 primary (deciduous, baby) teeth and up to 32 permanent teeth; permanent teeth develop in the jaw beneath the primary teeth, and their eruption causes resorption of the primary roots (by odontoclasts), so the primary teeth loosen and are shed; permanent molars erupt behind the primary teeth; third molars (wisdom teeth) may erupt late or never; sharks replace teeth throughout life.',
      title: 'Britannica: Tooth (anatomy)',
      url: 'https://www.britannica.com/science/tooth-anatomy',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Children usually begin losing primary teeth around age 6, starting with the lower front teeth; primary teeth hold space for permanent teeth and help with chewing and speaking; brush twice a day with fluoride toothpaste and visit a dentist regularly.',
      title: 'American Dental Association, MouthHealthy: Eruption Charts',
      url: 'https://www.mouthhealthy.org/all-topics-a-z/eruption-charts',
      read: READ,
      authority: 'public-health',
      asOf: '2026-11',
    },
  ],
  simplifications: ['For 6-8, root resorption is described as "the root melts away".'],
  related: ['where-food-goes', 'why-bones', 'heart-beat'],
  links: [SITES.kidsHealth, britannica('tooth'), SITES.healthyChildren],
};

const bones: KidEntry = {
  id: 'why-bones',
  module: 'Science Explorers',
  question: 'Why do we have bones?',
  title: 'Why Do We Have Bones?',
  blurb: 'Your skeleton holds you up, protects you, helps you move and even makes blood.',
  triggers: [['bone'], ['bones'], ['skeleton'], ['skull'], ['rib', 'cage']],
  quickAnswer: {
    '3-5': 'Bones hold you up. Without them, you would be floppy like a rag doll! Your bones keep soft parts safe inside you. Your head bone keeps your brain safe. Bones and muscles work together to help you run and jump.',
    '6-8': 'All your bones together make your skeleton. Your skeleton holds your body up and gives it its shape. Bones also guard soft parts inside you. Your skull protects your brain, and your ribs protect your heart and lungs. Muscles pull on bones to move you. Bones are alive, and they grow as you grow.',
    '9-12': 'The skeleton does several jobs. It supports the body and gives it shape. It protects organs: the skull guards the brain, and the ribs shield the heart and lungs. Muscles attach to bones and pull them at joints, so we can move. Inside many bones, soft marrow makes blood cells. Bones also store calcium. An adult skeleton has 206 bones. A baby has more, but some join together during growing up.',
    '13+': 'The skeleton provides support, protection and leverage for movement. It is also a living organ. Red marrow produces red blood cells, white blood cells and platelets, a process called hematopoiesis. Bone stores calcium and phosphate, releasing them to keep blood levels steady. Bone is constantly remodeled: osteoclasts break it down and osteoblasts build it. This is how bones grow, heal and strengthen under load. The adult skeleton has 206 bones. Infants have more, as separate bones fuse.',
  },
  takeaways: {
    little: ['Bones hold you up.', 'Bones keep soft parts safe.', 'Bones help you move.'],
    young: ['Your skeleton holds you up and gives you shape.', 'Bones protect your brain, heart and lungs.', 'Muscles pull on bones to move you.'],
    older: ['The skeleton supports, protects and moves the body.', 'Marrow inside bones makes blood cells.', 'An adult has 206 bones.'],
  },
  sections: [
    {
      title: 'Holding You Up',
      little: 'Bones are hard and strong. They hold you up, like sticks in a tent.',
      young: 'Bones are hard and strong, like the frame of a house. Your skeleton holds your body up. Without bones, you would flop like a jellyfish.',
      older: 'The skeleton is the body\'s frame. Strong, light bones hold up the body\'s weight and give it shape. Bone is hard because it contains calcium-rich minerals, yet it also contains tough, slightly flexible fibers.',
      funFact: { title: 'The longest bone', text: 'The thigh bone is the longest bone in your body.' },
    },
    {
      title: 'Keeping You Safe',
      little: 'Tap your head. It is hard! A bone there keeps your brain safe. Your ribs keep your heart safe.',
      young: 'Your skull is like a helmet around your brain. Your ribs make a cage that guards your heart and lungs. Your backbone protects the spinal cord, which carries messages to and from your brain.',
      older: 'The skull encloses the brain, the rib cage shields the heart and lungs, and the vertebrae surround the spinal cord. Even so, bones are not enough on their own. Helmets and seat belts add protection.',
      funFact: { title: 'Tiny bones', text: 'The smallest bones in your body are deep inside your ears.' },
    },
    {
      title: 'Moving and Making Blood',
      young: 'Where two bones meet is a joint, like your knee or elbow. Muscles pull on bones to bend your joints. Inside some bones is soft marrow, which makes new blood.',
      older: 'Joints let bones move. Muscles attach to bones by tendons and pull them like levers. Red marrow inside bones makes blood cells. Bones are living tissue: they grow, mend when broken and get stronger with exercise.',
      funFact: { title: 'Bones heal', text: 'A broken bone can grow back together, because bone is alive.' },
    },
  ],
  deeper: {
    title: 'Bone Tissue, Marrow and Remodeling',
    content: 'Bone tissue is a composite: collagen fibers give it toughness, and hydroxyapatite mineral gives it hardness. Compact bone forms the outer shell, and spongy bone fills the ends of long bones. Red marrow in spongy bone carries out hematopoiesis. Long bones grow in length at growth plates, which close after puberty. Remodeling lets bone adapt to the loads placed on it. Weight-bearing exercise, calcium and vitamin D support bone strength.',
    funFact: { title: 'Growth plates', text: 'Children\'s long bones grow at growth plates near their ends.' },
  },
  glossary: [
    { term: 'Bone', say: 'BOHN', definition: 'A hard, living part of the body that makes up the skeleton.' },
    { term: 'Skeleton', say: 'SKEL-ih-tun', definition: 'All the bones of the body together.' },
    { term: 'Skull', say: 'SKUL', definition: 'The bones of the head that protect the brain.' },
    { term: 'Joint', say: 'JOYNT', definition: 'A place where two bones meet and can move.' },
    { term: 'Marrow', say: 'MAIR-oh', definition: 'The soft inside of some bones, where blood cells are made.' },
  ],
  tryIt: [{
    title: 'Find Your Bones',
    description: 'Feel the bones in your body.',
    steps: [
      'Tap your head gently. That is your skull.',
      'Feel your chest. Those bumps are your ribs.',
      'Bend your knee and elbow. Those are joints.',
      'Wiggle your fingers. How many bones can you feel?',
    ],
    note: 'Be gentle when you tap and press.',
  }, {
    title: 'Straw Bones',
    description: 'Test why hollow tubes make strong, light bones.',
    steps: [
      'Roll one sheet of paper into a tube and tape it.',
      'Fold a second sheet flat into a narrow strip.',
      'Stand each one up and gently stack small books on top.',
      'Which holds more? Long bones are tubes too: strong but light.',
    ],
    note: 'Use light books, and keep your fingers clear when the stack falls.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A tent frame', content: 'A tent is floppy until you put the poles in. Your bones are like tent poles for your body.' },
  ],
  realWorld: [
    { title: 'X-rays', content: 'Doctors use X-ray pictures to see bones inside the body and check if one is broken.' },
  ],
  engaging: [
    { question: 'What would you look like without bones?', context: 'Think about a jellyfish or an octopus.' },
    { question: 'What can you do to keep your bones strong?', context: 'Think about food, sleep and playing outside.' },
  ],
  quiz: [
    {
      question: 'What do bones do?', right: 'Hold you up and keep you safe', wrong: ['Make you feel hungry', 'Help you taste food'],
      skill: 'recall', support: ['Bones hold you up', 'holds your body up', 'It supports the body', 'The skeleton supports, protects and moves the body'],
    },
    {
      question: 'Which bone keeps your brain safe?', right: 'The skull', wrong: ['The ribs', 'The knee'],
      skill: 'recall', support: ['Your head bone keeps your brain safe', 'Your skull protects your brain', 'the skull guards the brain', 'The skull encloses the brain'],
    },
    {
      question: 'How many bones does an adult have?', right: '206', wrong: ['100', '1,000'],
      skill: 'recall', bands: ['9-12', '13+'], support: ['206 bones'],
    },
  ],
  sources: [
    {
      claim: 'The adult human skeleton has 206 bones (infants have more, some of which fuse); it supports the body, protects organs (skull around the brain, rib cage around the heart and lungs, vertebrae around the spinal cord), serves as levers for muscles at joints, produces blood cells in red marrow (hematopoiesis) and stores calcium and phosphate; the femur (thigh bone) is the longest bone and the ear ossicles the smallest.',
      title: 'Britannica: Human skeleton',
      url: 'https://www.britannica.com/science/human-skeleton',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Bone is living tissue made of collagen and calcium phosphate mineral (hydroxyapatite), continually remodeled by osteoclasts and osteoblasts; compact and spongy bone; long bones grow at growth plates; bone heals after fractures; weight-bearing exercise, calcium and vitamin D support bone health. X-ray images show bones.',
      title: 'Britannica: Bone (anatomy)',
      url: 'https://www.britannica.com/science/bone-anatomy',
      read: READ,
      authority: 'reference',
    },
  ],
  related: ['exercise', 'heart-beat', 'baby-teeth'],
  links: [SITES.kidsHealth, britannica('human skeleton'), SITES.natGeoKids],
};

const eyes: KidEntry = {
  id: 'how-eyes-see',
  module: 'Science Explorers',
  question: 'How do our eyes see?',
  title: 'How Do Our Eyes See?',
  blurb: 'Light, lens and brain: how your eyes and brain work together to see.',
  triggers: [['eye', 'see'], ['eye', 'work'], ['eyes', 'see'], ['eyes', 'work'], ['how', 'we', 'see'], ['pupil'], ['retina'], ['need', 'glasses'], ['wear', 'glasses'], ['two', 'eyes'], ['vision']],
  quickAnswer: {
    '3-5': 'Light bounces off things and goes into your eyes. Your eye has a tiny hole in the middle. Light goes in there. At the back of your eye, the light makes a picture. Your eye sends the picture to your brain. Your brain tells you what you see!',
    '6-8': 'You see when light bounces off things and into your eyes. Light goes in through the black dot in the middle of your eye, called the pupil. A clear lens behind it bends the light to make a sharp picture. The picture lands on the back of your eye. Special cells there turn the light into messages. A nerve carries the messages to your brain, and your brain works out what you are seeing.',
    '9-12': 'Light reflects off objects and enters the eye through the clear cornea. It passes through the pupil, the opening in the colored iris. The lens focuses it onto the retina, a thin layer at the back of the eye. The image there is actually upside down. The retina has millions of light-sensing cells. Rods work in dim light, and cones see color and detail. They send signals along the optic nerve to the brain, which builds the picture we see.',
    '13+': 'The cornea and lens refract incoming light to form an inverted image on the retina. The iris adjusts the pupil to control how much light enters. The lens changes shape to focus near or far, a process called accommodation. Photoreceptors turn light into electrical signals: rods for low light, and cones, in three types, for color and fine detail. Retinal neurons process the signals and send them through the optic nerve to the visual cortex. There, the brain interprets edges, motion, color and depth.',
  },
  takeaways: {
    little: ['Light goes into your eyes.', 'Your eye makes a picture.', 'Your brain tells you what you see.'],
    young: ['Light enters through the pupil.', 'The lens makes a sharp picture at the back of the eye.', 'Your brain turns the messages into what you see.'],
    older: ['The cornea and lens focus light onto the retina.', 'Rods and cones turn light into signals.', 'The brain builds the image from those signals.'],
  },
  sections: [
    {
      title: 'Light Comes In',
      little: 'Look in a mirror. See the black dot in your eye? That is a little hole. Light goes in there.',
      young: 'The black dot in your eye is a hole called the pupil. The colored ring around it is the iris. In bright light, the pupil gets small. In the dark, it gets big to let in more light.',
      older: 'Light first passes through the cornea, the clear front window of the eye. Then it goes through the pupil. The iris, a ring of muscle, widens or narrows the pupil to control how much light gets in.',
      funFact: { title: 'Watch it change', text: 'In a mirror, turn a light on and off, and watch your pupils get bigger and smaller.' },
    },
    {
      title: 'A Picture at the Back',
      little: 'Inside your eye, the light makes a picture. It is at the very back of your eye.',
      young: 'Behind the pupil is a clear lens, like a tiny magnifying glass. It bends the light to make a sharp picture on the back of your eye. Believe it or not, the picture there is upside down!',
      older: 'The lens focuses light onto the retina, which holds millions of light-sensing cells. Rods let us see in dim light, and cones let us see colors and fine detail. The image on the retina is upside down, and the brain sorts it out.',
      funFact: { title: 'Blind spot', text: 'Each eye has a small blind spot where the nerve leaves it, but your brain fills in the gap.' },
    },
    {
      title: 'Your Brain Sees',
      young: 'The eye sends its picture as messages along a nerve to your brain. Your brain puts it all together, turns it right side up, and tells you what you see. Two eyes help you tell how far away things are.',
      older: 'The optic nerve carries signals to the brain, which does most of the work of seeing. Each eye sees from a slightly different place, and the brain compares the two views to judge depth. If the eye focuses in front of or behind the retina, things look blurry. Glasses or contact lenses fix that.',
      funFact: { title: 'Glasses help focus', text: 'Glasses bend light a little before it enters the eye, so the picture lands sharply on the retina.' },
    },
  ],
  deeper: {
    title: 'Refraction, Photoreceptors and the Visual Pathway',
    content: 'Most of the eye\'s focusing power comes from the cornea, and the lens fine-tunes it. In nearsightedness, images focus in front of the retina, and in farsightedness behind it. Cones come in three types, sensitive to short, medium and long wavelengths, and the brain compares their signals to see color. The fovea, packed with cones, gives the sharpest vision. Signals cross partly at the optic chiasm and reach the visual cortex at the back of the brain. Depth perception uses binocular disparity, the small difference between the two eyes\' images.',
    funFact: { title: 'Seeing with the back of your head', text: 'The part of the brain that handles vision is at the back of your head.' },
  },
  glossary: [
    { term: 'Pupil', say: 'PYOO-pul', definition: 'The black hole in the middle of the eye that lets light in.' },
    { term: 'Iris', say: 'EYE-ris', definition: 'The colored ring around the pupil.' },
    { term: 'Lens', say: 'LENZ', definition: 'A clear part of the eye that bends light to make a sharp picture.' },
    { term: 'Retina', say: 'RET-ih-nuh', definition: 'The layer at the back of the eye that senses light.' },
    { term: 'Optic nerve', say: 'OP-tik NURV', definition: 'The nerve that carries messages from the eye to the brain.' },
  ],
  tryIt: [{
    title: 'Pupil Watch',
    description: 'Watch your pupils change size.',
    steps: [
      'Look at your eyes in a mirror in a bright room.',
      'Cover your eyes with your hands and count to ten.',
      'Uncover them and look fast. Were your pupils big?',
      'Watch them shrink in the light!',
    ],
    note: 'Never look straight at the Sun or shine lights into eyes.',
  }, {
    title: 'Find Your Blind Spot',
    description: 'Discover the spot where your eye cannot see.',
    steps: [
      'Draw a small cross and, a hand-width to its right, a dot on a card.',
      'Cover your left eye and stare at the cross with your right eye.',
      'Slowly move the card toward your face.',
      'At one point the dot disappears! That is your blind spot.',
    ],
    note: 'Keep the card a comfortable distance from your eyes.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A camera', content: 'An eye is like a camera: a hole lets light in, a lens focuses it, and a sensor at the back catches the picture.' },
  ],
  realWorld: [
    { title: 'Eye tests', content: 'Eye doctors check how clearly you see and whether glasses would help.' },
  ],
  engaging: [
    { question: 'Why is it hard to see colors at night?', context: 'Think about which cells work in dim light.' },
    { question: 'Try catching a ball with one eye closed. Is it harder?', context: 'Think about how two eyes judge distance.' },
  ],
  quiz: [
    {
      question: 'What do we need to see?', right: 'Light', wrong: ['Sound', 'Wind'],
      skill: 'recall', support: ['Light bounces off things and goes into your eyes', 'You see when light bounces off things', 'Light reflects off objects and enters the eye', 'Light first passes through the cornea'],
    },
    {
      question: 'What tells you what you are seeing?', right: 'Your brain', wrong: ['Your nose', 'Your ears'],
      skill: 'recall', support: ['Your brain tells you what you see', 'your brain works out what you are seeing', 'the brain, which builds the picture', 'The brain builds the image from those signals'],
    },
    {
      question: 'What is the black hole in the middle of the eye called?', right: 'The pupil', wrong: ['The iris', 'The eyelash'],
      skill: 'vocabulary', bands: ['6-8', '9-12', '13+'], support: ['called the pupil', 'a hole called the pupil', 'through the pupil'],
    },
  ],
  sources: [
    {
      claim: 'Light passes through the cornea and the pupil (the opening in the iris); the lens focuses it onto the retina, where photoreceptor cells (rods and cones) turn it into electrical signals that travel through the optic nerve to the brain, which turns them into the images we see; the iris controls the size of the pupil.',
      title: 'National Eye Institute (NIH): How the Eyes Work',
      url: 'https://www.nei.nih.gov/learn-about-eye-health/healthy-vision/how-eyes-work',
      read: READ,
      authority: 'public-health',
    },
    {
      claim: 'The retinal image is inverted; the cornea provides most of the eye\'s refractive power and the lens adjusts focus (accommodation); the retina contains millions of rods and cones, with three types of cone for color; the fovea gives the sharpest vision; the optic disc creates a blind spot; nearsightedness and farsightedness are corrected by lenses; depth perception uses binocular disparity; the optic chiasm and visual cortex at the back of the brain.',
      title: 'Britannica: Human eye',
      url: 'https://www.britannica.com/science/human-eye',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: ['For 3-5, the retina is "the back of your eye"; for 3-8 the brain "turns the picture right side up" stands for the brain interpreting an inverted image.'],
  related: ['sky-blue', 'rainbows', 'hearing-sounds'],
  links: [SITES.kidsHealth, britannica('human eye'), SITES.natGeoKids],
};

const hiccups: KidEntry = {
  id: 'hiccups',
  module: 'Science Explorers',
  question: 'Why do we get hiccups?',
  title: 'Why Do We Get Hiccups?',
  blurb: 'The breathing muscle that jumps, and the "hic" that follows.',
  triggers: [['hiccup*'], ['hiccough*'], ['hiccupping'], ['diaphragm']],
  quickAnswer: {
    '3-5': 'Under your lungs is a big muscle. It helps you breathe. Sometimes it jumps all by itself. Air rushes in fast. Then a flap in your throat snaps shut. Hic! That is a hiccup. Hiccups stop on their own.',
    '6-8': 'Hiccups come from a muscle under your lungs called the diaphragm. It helps you breathe in. Sometimes it suddenly jerks. That makes you gulp in air fast. Right away, the top of your windpipe snaps shut, and that makes the "hic" sound. Eating fast, big meals and fizzy drinks can set off hiccups. They usually stop on their own after a few minutes.',
    '9-12': 'A hiccup starts when the diaphragm, the dome-shaped muscle under the lungs, suddenly contracts. Air is pulled in quickly. A split second later, the vocal cords snap shut and stop the air, making the "hic" sound. Things that stretch the stomach or irritate nerves can trigger hiccups. These include eating too fast, big meals, fizzy drinks and excitement. Most bouts stop by themselves within minutes. Scientists are still not sure whether hiccups have a purpose.',
    '13+': 'A hiccup, called singultus, is an involuntary spasm of the diaphragm and the muscles between the ribs. It is followed within a fraction of a second by closure of the glottis. The reflex runs through nerves including the vagus and phrenic nerves, with a control center in the brainstem. Stomach stretching, carbonated drinks, swallowed air and sudden excitement are common triggers. Hiccups happen even before birth. Whether they serve a purpose is not known. One idea is that they help babies clear air from the stomach.',
  },
  takeaways: {
    little: ['A big muscle helps you breathe.', 'When it jumps, you hiccup.', 'Hiccups stop on their own.'],
    young: ['Hiccups start with a jerk of the diaphragm.', 'The windpipe snaps shut and goes "hic".', 'Hiccups usually stop after a few minutes.'],
    older: ['The diaphragm contracts suddenly, then the vocal cords close.', 'Eating fast and fizzy drinks can trigger hiccups.', 'Scientists do not know for sure what hiccups are for.'],
  },
  sections: [
    {
      title: 'Your Breathing Muscle',
      little: 'Put your hand on your tummy. Take a big breath. Feel it move? A big muscle inside helps you breathe.',
      young: 'Under your lungs is a big, flat muscle called the diaphragm. When it pulls down, air rushes into your lungs. When it relaxes, air goes out. It works all day and night, without you thinking about it.',
      older: 'The diaphragm is a dome-shaped sheet of muscle between the chest and the belly. When it contracts and flattens, the chest gets bigger and air flows into the lungs. It is the main muscle of breathing, and it is usually controlled automatically.',
      funFact: { title: 'Always working', text: 'Your diaphragm keeps you breathing even while you sleep.' },
    },
    {
      title: 'Hic!',
      little: 'Sometimes the muscle jumps by itself. Air rushes in. A flap in your throat shuts fast. Hic!',
      young: 'Sometimes the diaphragm twitches when it should not. You gulp in air very fast. Then the top of your windpipe slams shut to stop the air. That quick stop makes the "hic" sound.',
      older: 'During a hiccup, the diaphragm contracts suddenly, pulling in a sharp breath. The vocal cords close almost instantly, cutting the airflow short. That sudden stop makes the familiar "hic" sound.',
      funFact: { title: 'Babies hiccup too', text: 'Babies hiccup a lot, and they even hiccup before they are born.' },
    },
    {
      title: 'What Sets Them Off?',
      young: 'Eating or drinking too fast, eating a big meal, fizzy drinks and even laughing or getting excited can start hiccups. Most hiccups go away by themselves after a few minutes. If they go on for a very long time, tell a grown-up.',
      older: 'Common triggers stretch the stomach or irritate nerves near the diaphragm. These include eating quickly, large meals, fizzy drinks and swallowing air. People try many tricks to stop hiccups, but most bouts end by themselves. Hiccups that last for days are a reason to see a doctor.',
      funFact: { title: 'Still a mystery', text: 'Nobody knows for sure why people have hiccups at all.' },
    },
  ],
  deeper: {
    title: 'The Hiccup Reflex Arc',
    content: 'The hiccup reflex arc has three parts. Signals travel in along the vagus and phrenic nerves and sympathetic fibers. A central pattern generator in the brainstem coordinates the response. Signals go out, mainly along the phrenic nerve, to the diaphragm and the intercostal muscles. A split second after the inspiratory spasm begins, the glottis closes. Ideas about its origin include a leftover reflex from gill-breathing ancestors, and a reflex that helps nursing infants burp swallowed air. Neither is proven.',
    funFact: { title: 'An old reflex?', text: 'Some scientists think hiccups may be a leftover from animals that breathed through gills long ago.' },
  },
  glossary: [
    { term: 'Hiccup', say: 'HIK-up', definition: 'A sudden gulp of air that ends with a "hic" sound.' },
    { term: 'Diaphragm', say: 'DY-uh-fram', definition: 'The big, flat muscle under your lungs that helps you breathe.' },
    { term: 'Windpipe', say: 'WIND-pipe', definition: 'The tube that carries air to your lungs.' },
    { term: 'Vocal cords', say: 'VOH-kul KORDZ', definition: 'Two bands in your throat that make your voice and can close to stop air.' },
    { term: 'Reflex', say: 'REE-fleks', definition: 'Something your body does by itself, without you deciding to.' },
  ],
  tryIt: [{
    title: 'Feel Your Breathing Muscle',
    description: 'Feel your diaphragm at work.',
    steps: [
      'Lie on your back on the floor.',
      'Put a small toy on your tummy.',
      'Breathe in slowly. Watch the toy go up.',
      'Breathe out slowly. Watch it go down.',
    ],
    note: 'Breathe gently and slowly; stop if you feel dizzy.',
  }, {
    title: 'Hiccup Log',
    description: 'Be a hiccup scientist.',
    steps: [
      'Next time someone in your family has hiccups, ask if you can count them.',
      'Count how many hiccups come in one minute.',
      'Write down what they were doing before: eating, drinking, laughing?',
      'Collect a few hiccup logs. Do you see a pattern in what sets them off?',
    ],
    note: 'Only watch and ask; never try to scare someone to stop their hiccups.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A door slamming', content: 'A hiccup is like someone pulling a door open fast and then slamming it shut: air rushes in, then stops with a bang.' },
  ],
  realWorld: [
    { title: 'Eating slowly', content: 'Eating slowly and taking small sips can make hiccups less likely.' },
  ],
  engaging: [
    { question: 'What were you doing the last time you got hiccups?', context: 'Think about eating, drinking or laughing.' },
    { question: 'Why might fizzy drinks cause hiccups?', context: 'Think about bubbles of gas filling your stomach.' },
  ],
  quiz: [
    {
      question: 'What muscle makes hiccups happen?', right: 'The muscle under your lungs', wrong: ['The muscle in your arm', 'The muscle in your toes'],
      skill: 'recall', support: ['Under your lungs is a big muscle', 'a muscle under your lungs called the diaphragm', 'the dome-shaped muscle under the lungs', 'Under your lungs is a big, flat muscle', 'dome-shaped sheet of muscle between the chest and the belly'],
    },
    {
      question: 'Do hiccups usually go away?', right: 'Yes, on their own', wrong: ['No, they last all week', 'Only if you jump up and down'],
      skill: 'recall', support: ['Hiccups stop on their own', 'They usually stop on their own', 'Most bouts stop by themselves', 'most bouts end by themselves'],
    },
    {
      question: 'What makes the "hic" sound?', right: 'The windpipe snapping shut', wrong: ['The stomach popping a bubble', 'The heart skipping a beat'],
      skill: 'cause-effect', bands: ['6-8', '9-12', '13+'], support: ['the top of your windpipe snaps shut', 'the vocal cords snap shut', 'The vocal cords close almost instantly'],
    },
  ],
  sources: [
    {
      claim: 'Hiccups are caused by the diaphragm contracting suddenly, followed by the vocal cords closing, which makes the "hic" sound; they can be triggered by eating or drinking too quickly, large meals, fizzy drinks and excitement; they usually stop on their own after a few minutes; see a doctor if hiccups last longer than a couple of days.',
      title: 'NHS: Hiccups',
      url: 'https://www.nhs.uk/symptoms/hiccups/',
      read: READ,
      authority: 'public-health',
      asOf: '2026-11',
    },
    {
      claim: 'A hiccup is an unintentional spasm of the diaphragm, the muscle at the base of the lungs, followed by quick closing of the vocal cords, which makes the distinctive sound; hiccups often start for no clear reason and usually go away after a few minutes.',
      title: 'MedlinePlus (U.S. National Library of Medicine): Hiccups',
      url: 'https://medlineplus.gov/ency/article/003068.htm',
      read: READ,
      authority: 'public-health',
    },
    {
      claim: 'Hypotheses on the origin of hiccups, neither proven: a remnant of gill ventilation in ancestral vertebrates (Straus et al., 2003, BioEssays: "A phylogenetic hypothesis for the origin of hiccough"), and a reflex that helps nursing infants remove swallowed air from the stomach (Howes, 2012, BioEssays: "Hiccups: a new explanation for the mysterious reflex").',
      title: 'Straus C. et al. (2003), A phylogenetic hypothesis for the origin of hiccough, BioEssays',
      url: 'https://doi.org/10.1002/bies.10224',
      read: '2026-11-28',
      authority: 'peer-reviewed',
    },
  ],
  related: ['heart-beat', 'where-food-goes', 'why-sleep'],
  links: [SITES.kidsHealth, britannica('hiccup'), SITES.healthyChildren],
};

const handWashing: KidEntry = {
  id: 'wash-hands',
  module: 'Science Explorers',
  question: 'Why should we wash our hands?',
  title: 'Why Should We Wash Our Hands?',
  blurb: 'Germs, soap and how clean hands keep everyone healthier.',
  triggers: [['wash', 'hand'], ['washing', 'hand'], ['handwash*'], ['germ'], ['germs'], ['soap'], ['clean', 'hand'], ['hand', 'sanitizer']],
  quickAnswer: {
    '3-5': 'Hands pick up germs. Germs are too tiny to see. Some germs can make us sick. Soap and water wash them away. Wash your hands before you eat and after the potty. Scrub, scrub, scrub!',
    '6-8': 'Germs are living things so tiny you cannot see them. Your hands pick them up from everything you touch. If you then touch your eyes, nose or mouth, germs can get inside you. Some of them make people sick. Soap grabs germs off your skin, and water rinses them away. Scrub for at least 20 seconds, about as long as singing "Happy Birthday" twice.',
    '9-12': 'Our hands collect germs, such as bacteria and viruses, from surfaces, food and other people. Germs can enter the body when we touch our eyes, nose or mouth. They can also spread to food and to other people. Washing with soap and water is one of the best ways to stop them. Soap loosens germs and grime from skin so water can wash them off. The CDC says to scrub for at least 20 seconds, then rinse and dry with a clean towel.',
    '13+': 'Hands carry bacteria and viruses between surfaces, food and people. These germs enter the body through the eyes, nose and mouth, so hand hygiene is a simple way to break chains of infection. Soap molecules have a water-loving end and an oil-loving end. They lift away the oils and dirt that hold microbes on skin. Some can also break apart the fatty outer layer of certain viruses. The CDC recommends wetting, lathering, scrubbing for at least 20 seconds, rinsing and drying. Sanitizer with at least 60 percent alcohol is a backup when there is no soap.',
  },
  takeaways: {
    little: ['Germs are too tiny to see.', 'Soap and water wash germs away.', 'Wash before you eat and after the potty.'],
    young: ['Hands pick up germs from things we touch.', 'Soap and water wash them away.', 'Scrub for at least 20 seconds.'],
    older: ['Germs spread from hands to eyes, nose, mouth and food.', 'Soap lifts germs off skin so water can rinse them away.', 'Scrub for at least 20 seconds, then rinse and dry.'],
  },
  sections: [
    {
      title: 'Tiny Germs Everywhere',
      little: 'Germs are very, very small. You can not see them. They get on your hands when you play.',
      young: 'Germs are tiny living things, like bacteria and viruses. Most are harmless, but some can make you sick. They sit on toys, door handles and food, and they hop onto your hands.',
      older: 'Microbes are everywhere, and most are harmless or even helpful. A few, like some bacteria and viruses, cause illness. Hands pick them up from surfaces, raw food, animals, and coughs and sneezes, then carry them to our faces and food.',
      funFact: { title: 'Too small to see', text: 'You would need a microscope to see most germs.' },
    },
    {
      title: 'How Soap Works',
      little: 'Soap makes bubbles. The bubbles grab the germs. Water washes them down the drain. Bye-bye, germs!',
      young: 'Germs stick to the oils on your skin. Water alone does not get them off well. Soap grabs the oils and germs, and water washes them away. Scrubbing helps the soap reach everywhere.',
      older: 'Each soap molecule has one end that clings to water and one that clings to oil. Soap surrounds oily dirt and germs, lifting them off the skin so they rinse away. Scrubbing for long enough matters, so soap reaches between fingers, the backs of hands and under nails.',
      funFact: { title: 'Happy Birthday timer', text: 'Humming the "Happy Birthday" song twice takes about 20 seconds.' },
    },
    {
      title: 'When to Wash',
      young: 'Wash before you eat, after you use the toilet, after you blow your nose, cough or sneeze, and after you touch animals. Wash when your hands look dirty, too.',
      older: 'Key times are before eating or preparing food, after using the toilet, after blowing your nose, coughing or sneezing, after touching animals or garbage, and whenever hands are visibly dirty. Washing at these times protects you and the people around you.',
      funFact: { title: 'Helping others', text: 'When you wash your hands, you also help stop germs spreading to your family and friends.' },
    },
  ],
  deeper: {
    title: 'Surfactants and Transmission',
    content: 'Soaps are surfactants: amphiphilic molecules that form micelles around oils and trap dirt and many microbes inside. Some viruses are wrapped in a fatty envelope, and surfactants can disrupt that envelope. Friction while scrubbing helps physically remove microbes, and rinsing carries them away. Drying with a clean towel matters, because wet hands transfer microbes more easily. Alcohol-based sanitizers inactivate many microbes. But they work less well on visibly dirty or greasy hands and do not kill every germ.',
    funFact: { title: 'Warm or cold', text: 'Clean running water, warm or cold, works for hand washing when you use soap.' },
  },
  glossary: [
    { term: 'Germ', say: 'JURM', definition: 'A tiny living thing, too small to see, that can sometimes make people sick.' },
    { term: 'Soap', say: 'SOHP', definition: 'A cleaner that lifts oil, dirt and germs off skin.' },
    { term: 'Bacteria', say: 'bak-TEER-ee-uh', definition: 'Tiny one-celled living things. Most are harmless; some cause illness.' },
    { term: 'Virus', say: 'VY-rus', definition: 'A tiny germ that can only grow inside living cells.' },
    { term: 'Lather', say: 'LATH-er', definition: 'The foamy bubbles soap makes when you rub it with water.' },
  ],
  tryIt: [{
    title: 'Glitter Germs',
    description: 'See how germs spread, and how soap washes them away.',
    steps: [
      'A grown-up puts a little glitter on your hands. Pretend it is germs.',
      'Shake hands with someone or touch a toy. Where did the glitter go?',
      'Try to wash it off with water only.',
      'Now wash with soap and scrub. Which works better?',
    ],
    note: 'A grown-up handles the glitter; keep it away from eyes and mouth.',
  }, {
    title: 'The 20-Second Challenge',
    description: 'Practice washing every part of your hands.',
    steps: [
      'Wet your hands with clean running water and add soap.',
      'Rub palms, backs, between fingers and under nails while you hum "Happy Birthday" twice.',
      'Rinse well under running water.',
      'Dry with a clean towel. Did you reach every spot?',
    ],
    note: 'Use warm or cold tap water, never hot water; ask a grown-up to set the tap.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'Greasy dishes', content: 'Water alone will not clean a greasy plate, but soap will. Soap lifts the grease, and the germs with it, off your hands the same way.' },
  ],
  realWorld: [
    { title: 'Doctors and nurses', content: 'Doctors and nurses wash their hands again and again each day to keep patients safe.' },
  ],
  engaging: [
    { question: 'What things do you touch every day that lots of other people touch too?', context: 'Think about door handles, tables and toys.' },
    { question: 'Why do you think we wash hands before eating, not just after?', context: 'Think about where germs go when you pick up food.' },
  ],
  quiz: [
    {
      question: 'What do soap and water wash away?', right: 'Germs', wrong: ['Your skin color', 'Your fingerprints'],
      skill: 'recall', support: ['Soap and water wash them away', 'water rinses them away', 'Washing with soap and water', 'rinse away'],
    },
    {
      question: 'When should you wash your hands?', right: 'Before you eat', wrong: ['Only on birthdays', 'Only when it rains'],
      skill: 'recall', support: ['Wash your hands before you eat', 'Wash before you eat', 'before eating'],
    },
    {
      question: 'How long should you scrub with soap?', right: 'At least 20 seconds', wrong: ['One quick second', 'About an hour'],
      skill: 'recall', bands: ['6-8', '9-12', '13+'], support: ['Scrub for at least 20 seconds', 'scrub for at least 20 seconds', 'scrubbing for at least 20 seconds'],
    },
  ],
  sources: [
    {
      claim: 'The CDC says handwashing with soap and water is one of the best ways to remove germs and prevent spreading them; germs can get into the body when people touch their eyes, nose and mouth, and can spread to food and other people. Wet, lather, scrub for at least 20 seconds (hum the "Happy Birthday" song twice), rinse under clean running water, dry with a clean towel; key times are before eating and preparing food, after using the toilet, after blowing your nose, coughing or sneezing, and after touching animals or garbage; water can be warm or cold; if soap and water are not available, use hand sanitizer with at least 60 percent alcohol, which does not work as well on visibly dirty or greasy hands and does not get rid of all germs.',
      title: 'CDC: About Handwashing (Clean Hands)',
      url: 'https://www.cdc.gov/clean-hands/about/index.html',
      read: READ,
      authority: 'public-health',
      asOf: '2026-11',
    },
  ],
  related: ['where-food-goes', 'why-bones', 'why-sleep'],
  links: [SITES.cdc, SITES.kidsHealth, britannica('hygiene')],
};

const yawn: KidEntry = {
  id: 'why-yawn',
  module: 'Science Explorers',
  question: 'Why do we yawn?',
  title: 'Why Do We Yawn?',
  blurb: 'Big, catching yawns, and the ideas scientists are still testing about them.',
  triggers: [['yawn*'], ['yawning']],
  quickAnswer: {
    '3-5': 'A yawn is a big, wide open mouth and a long breath. We yawn when we are sleepy. We yawn when we wake up. Even scientists are not sure why! And guess what? If you see someone yawn, you may yawn too!',
    '6-8': 'When you yawn, your mouth opens wide, you take a long, deep breath, and your jaw stretches. People yawn when they are tired, bored or just waking up. Scientists are still not sure why we do it. One idea is that a yawn helps cool your brain and wake it up a little. Yawns are catching, too: seeing or even hearing someone yawn can make you yawn.',
    '9-12': 'A yawn is a reflex: a wide gape, a deep breath in, a stretch of the jaw and face, and a shorter breath out. People yawn most when sleepy, bored or waking up. Scientists still do not know exactly why. An old idea said yawning brings in oxygen, but experiments did not support it. A newer idea is that yawning helps cool the brain. Yawning is also contagious: seeing, hearing or even reading about yawns can set one off.',
    '13+': 'Yawning is a stereotyped reflex found in many vertebrates, from fish to mammals. It combines a wide gape, a deep inhalation and stretching of the jaw and face. Its function is still debated. The idea that yawns fix low oxygen or high carbon dioxide was not supported when people breathed gas mixtures in experiments. The brain-cooling hypothesis proposes that yawns increase blood flow and bring in cooler air to lower brain temperature. Some studies found fewer contagious yawns with forehead cooling or nose breathing. Contagious yawning also occurs in chimpanzees.',
  },
  takeaways: {
    little: ['A yawn is a big open mouth and a long breath.', 'We yawn when we are sleepy.', 'Yawns are catching!'],
    young: ['People yawn when tired, bored or waking up.', 'Scientists are still not sure why.', 'Seeing someone yawn can make you yawn.'],
    older: ['A yawn is a reflex that scientists are still studying.', 'Extra oxygen does not seem to be the reason.', 'Yawns are contagious in people and some other animals.'],
  },
  sections: [
    {
      title: 'What a Yawn Is',
      little: 'Open your mouth wide. Take a big, long breath. Stretch! That is a yawn. It just happens by itself.',
      young: 'A yawn happens by itself. Your mouth opens wide, you breathe in deeply, your jaw and face stretch, and sometimes your eyes water. Then you breathe out. You can try to stop a yawn, but it is hard.',
      older: 'A yawn is a reflex, so it runs on its own once it starts. It has a long, deep breath in with a wide-open mouth, a stretch of the jaw, face and often the whole body, then a quicker breath out. A held-back yawn often feels unfinished.',
      funFact: { title: 'Animals yawn too', text: 'Cats, dogs, birds and even fish yawn.' },
    },
    {
      title: 'Catching Yawns',
      little: 'See someone yawn? You may yawn too! Yawns are catching. Are you yawning now?',
      young: 'Yawns are catching. When you see someone yawn, hear a yawn or even read about yawning, you may start to yawn. Scientists call this contagious yawning. Are you yawning yet?',
      older: 'Contagious yawning is common in people, and it has been seen in chimpanzees too. Seeing, hearing or reading about a yawn can trigger one. Some scientists think catching yawns may be linked to how we connect with others, but that idea is still being tested.',
      funFact: { title: 'Reading makes you yawn', text: 'Just reading about yawns makes many people yawn.' },
    },
    {
      title: 'Why? Scientists Are Still Testing',
      young: 'People used to think yawns bring in more air because we need it. But when scientists gave people extra air to breathe, they still yawned. Now some think yawns cool the brain and help us wake up. The answer is not settled yet.',
      older: 'Experiments where people breathed extra oxygen or extra carbon dioxide did not change how often they yawned. The brain-cooling idea says a yawn brings in cooler air and boosts blood flow to the head. In some studies, people yawned less when their foreheads were cooled. Scientists are still testing these ideas.',
      funFact: { title: 'A real mystery', text: 'Something as ordinary as a yawn is still a puzzle for scientists.' },
    },
  ],
  deeper: {
    title: 'Hypotheses and Evidence',
    content: 'Spontaneous yawning tracks the sleep-wake cycle, peaking near waking and before sleep. The respiratory hypothesis predicted that low oxygen or high carbon dioxide would increase yawning. Controlled experiments did not find this. The thermoregulatory hypothesis links yawning to brain temperature, with yawning most likely within a middle range of air temperatures. Cooling the forehead or breathing through the nose reduced contagious yawning in one study. Contagious yawning appears in humans and some other primates. Whether it reflects empathy or simpler copying is still argued.',
    funFact: { title: 'Hard to test', text: 'Yawns are hard to study because people yawn less when they know they are being watched.' },
  },
  glossary: [
    { term: 'Yawn', say: 'YAWN', definition: 'A big, wide opening of the mouth with a long, deep breath.' },
    { term: 'Reflex', say: 'REE-fleks', definition: 'Something your body does by itself, without you deciding to.' },
    { term: 'Contagious', say: 'kun-TAY-jus', definition: 'Easily passed from one person to another.' },
    { term: 'Hypothesis', say: 'hy-POTH-uh-sis', definition: 'An idea that scientists can test.' },
    { term: 'Jaw', say: 'JAW', definition: 'The bones that hold your teeth and move when you open your mouth.' },
  ],
  tryIt: [{
    title: 'The Yawn Game',
    description: 'See if yawns are catching.',
    steps: [
      'Sit with a grown-up or a friend.',
      'Take turns doing a big, slow, pretend yawn.',
      'Did the other person yawn for real?',
      'Now look at a picture of a yawning animal. Do you feel a yawn coming?',
    ],
    note: 'Cover your mouth when you yawn near others.',
  }, {
    title: 'Yawn Survey',
    description: 'Collect data on contagious yawning.',
    steps: [
      'Ask a few family members or friends to help.',
      'Show each person a short video or photo of someone yawning, and another of someone smiling.',
      'Record who yawns within a minute of each one.',
      'Compare the two. Was yawning more catching than smiling?',
    ],
    note: 'Ask people before you include them, and keep names off your results.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A stretch for your face', content: 'A yawn is a bit like a big morning stretch, but for your mouth, jaw and lungs.' },
  ],
  realWorld: [
    { title: 'Yawning before a big moment', content: 'Some athletes and performers yawn just before an event, when they are not sleepy at all.' },
  ],
  engaging: [
    { question: 'How many yawns did you catch while reading this?', context: 'Count them!' },
    { question: 'Why do you think yawns might be catching?', context: 'Think about how people copy each other without noticing.' },
  ],
  quiz: [
    {
      question: 'When do people often yawn?', right: 'When they are sleepy', wrong: ['When they are very hungry', 'When they are running a race'],
      skill: 'recall', support: ['We yawn when we are sleepy', 'People yawn when they are tired', 'People yawn most when sleepy', 'People yawn when tired', 'peaking near waking and before sleep'],
    },
    {
      question: 'What can happen when you see someone yawn?', right: 'You may yawn too', wrong: ['You fall asleep at once', 'You start to sneeze'],
      skill: 'cause-effect', support: ['you may yawn too', 'you may start to yawn', 'seeing, hearing or even reading about yawns can set one off', 'Seeing someone yawn can make you yawn'],
    },
    {
      question: 'Do scientists know for sure why we yawn?', right: 'No, they are still testing ideas', wrong: ['Yes, it is to get oxygen', 'Yes, it is because we are bored'],
      skill: 'inference', bands: ['6-8', '9-12', '13+'], support: ['Scientists are still not sure why we do it', 'Scientists still do not know exactly why', 'Its function is still debated'],
    },
  ],
  sources: [
    {
      claim: 'Breathing air with extra carbon dioxide or pure oxygen did not change how often people yawned, so yawning does not seem to correct low oxygen; yawning is contagious in people, triggered by seeing, hearing, reading or thinking about yawns.',
      title: 'Provine R.R. et al. (1987). Yawning: no effect of 3-5% CO2, 100% O2, and exercise. Behavioral and Neural Biology',
      url: 'https://doi.org/10.1016/S0163-1047(87)90944-7',
      read: '2026-11-28',
      authority: 'peer-reviewed',
    },
    {
      claim: 'The brain-cooling hypothesis: yawning may help regulate brain temperature; in one study, nasal breathing and forehead cooling reduced contagious yawning.',
      title: 'Gallup A.C. & Gallup G.G. (2007). Yawning as a brain cooling mechanism: nasal breathing and forehead cooling diminish the incidence of contagious yawning. Evolutionary Psychology',
      url: 'https://doi.org/10.1177/147470490700500109',
      read: '2026-11-28',
      authority: 'peer-reviewed',
    },
    {
      claim: 'Contagious yawning has been shown in chimpanzees watching videos of other chimpanzees yawning.',
      title: 'Anderson J.R. et al. (2004). Contagious yawning in chimpanzees. Proceedings of the Royal Society B',
      url: 'https://doi.org/10.1098/rsbl.2004.0224',
      read: '2026-11-28',
      authority: 'peer-reviewed',
    },
  ],
  simplifications: ['For 6-8, "extra air" stands for extra oxygen in the experiments.'],
  related: ['why-sleep', 'hiccups', 'sneeze'],
  links: [SITES.kidsHealth, britannica('yawning'), SITES.natGeoKids],
};

const sneeze: KidEntry = {
  id: 'sneeze',
  module: 'Science Explorers',
  question: 'Why do we sneeze?',
  title: 'Why Do We Sneeze?',
  blurb: 'Achoo! How your nose blasts out dust and germs, and why to sneeze into your elbow.',
  triggers: [['sneez*'], ['achoo'], ['atchoo']],
  quickAnswer: {
    '3-5': 'Sometimes dust or germs tickle the inside of your nose. Your body wants them out! You take a big breath. Then, achoo! Air blasts out of your nose and mouth. Sneeze into your elbow to keep germs to yourself.',
    '6-8': 'A sneeze is your body\'s way of cleaning out your nose. When dust, pollen, pepper or germs tickle the inside of your nose, a message zips to your brain. Your brain makes you take a deep breath, then squeezes your chest muscles hard. Air blasts out of your nose and mouth, carrying the tickly stuff away. Always sneeze into a tissue or your elbow, because a sneeze sprays germs.',
    '9-12': 'A sneeze is a reflex that clears irritants from the nose. Nerve endings inside the nose sense dust, pollen or germs and signal the brainstem. The brainstem runs the sneeze: a deep breath in, the throat briefly closing, then a powerful blast of air out of the nose and mouth. Your eyes close by reflex. Colds and allergies make the nose extra sensitive, so people sneeze more. A sneeze sprays tiny droplets, so cover it with a tissue or your elbow.',
    '13+': 'Sneezing is a protective reflex that expels irritants from the nasal passages. Irritation of the nasal lining stimulates branches of the trigeminal nerve. The signal travels to a sneeze center in the brainstem. It coordinates a deep inhalation, closure of the glottis while pressure builds, then sudden forceful exhalation through the nose and mouth, with reflex closing of the eyes. Allergens and viral infections sensitize the nose and increase sneezing. Some people sneeze on moving into bright light, the photic sneeze reflex. Its mechanism is not fully understood.',
  },
  takeaways: {
    little: ['A sneeze cleans out your nose.', 'Dust or germs tickle your nose.', 'Sneeze into your elbow.'],
    young: ['Sneezing blasts dust and germs out of your nose.', 'Your brain runs the sneeze by itself.', 'Sneeze into a tissue or your elbow.'],
    older: ['A sneeze is a reflex that clears the nose.', 'The brainstem coordinates a deep breath and a blast of air.', 'Cover sneezes to stop spreading germs.'],
  },
  sections: [
    {
      title: 'A Tickle in Your Nose',
      little: 'Your nose has tiny hairs and sticky stuff inside. They catch dust. If dust tickles, you sneeze it out!',
      young: 'The inside of your nose is lined with tiny hairs and sticky mucus that trap dust and germs. When something tickles the nerves there, your body decides to blow it out with a sneeze.',
      older: 'The nasal lining is covered with mucus and tiny hairs that trap particles. Sensitive nerve endings detect irritants such as dust, pollen, smoke, pepper or germs. When the irritation is strong enough, they trigger the sneeze reflex.',
      funFact: { title: 'Pepper sneezes', text: 'Ground pepper can make people sneeze because it tickles the nose.' },
    },
    {
      title: 'Achoo!',
      little: 'First you breathe in deep. Your eyes shut. Then achoo! Air shoots out fast.',
      young: 'Your brain runs the sneeze all by itself. You breathe in deeply. Your eyes close. Then your chest and belly muscles squeeze hard, and air bursts out of your nose and mouth.',
      older: 'The brainstem coordinates many muscles at once. A deep breath fills the lungs, the throat briefly closes so pressure builds, and then chest and belly muscles force the air out. The eyes close by reflex. You cannot easily stop a sneeze once it begins.',
      funFact: { title: 'Eyes closed', text: 'Your eyes close by themselves when you sneeze.' },
    },
    {
      title: 'Catch That Sneeze',
      young: 'A sneeze sprays out tiny drops that can carry germs to other people. So sneeze into a tissue, or into your elbow if you have no tissue. Then throw the tissue away and wash your hands.',
      older: 'Sneezes release a spray of droplets that can carry germs to others. Covering your nose and mouth with a tissue, or sneezing into your upper sleeve, helps stop the spread. Afterward, bin the tissue and wash your hands.',
      funFact: { title: 'Sunny sneezes', text: 'Some people sneeze when they step into bright sunlight.' },
    },
  ],
  deeper: {
    title: 'The Sneeze Reflex Arc',
    content: 'Sneezing has an afferent phase, in which nasal irritants stimulate trigeminal nerve endings. Then comes an efferent phase of coordinated breathing, throat and facial muscle activity, run from the brainstem. In allergic rhinitis, histamine released in the nasal lining sensitizes nerve endings and lowers the threshold for sneezing. The photic sneeze reflex is thought to involve crosstalk between the optic and trigeminal pathways, but this is not proven. Sneezing clears the nose, but it also spreads respiratory droplets. That is why cough and sneeze etiquette is a public health measure.',
    funFact: { title: 'Light and sneezes', text: 'Scientists are still not sure exactly why bright light makes some people sneeze.' },
  },
  glossary: [
    { term: 'Sneeze', say: 'SNEEZ', definition: 'A sudden blast of air out of your nose and mouth.' },
    { term: 'Mucus', say: 'MYOO-kus', definition: 'The wet, sticky stuff inside your nose that traps dust and germs.' },
    { term: 'Reflex', say: 'REE-fleks', definition: 'Something your body does by itself, without you deciding to.' },
    { term: 'Pollen', say: 'POL-en', definition: 'A fine powder from flowers that can make some people sneeze.' },
    { term: 'Allergy', say: 'AL-er-jee', definition: 'When the body reacts strongly to something that is harmless to most people.' },
  ],
  tryIt: [{
    title: 'Elbow Sneeze Practice',
    description: 'Practice the best way to sneeze.',
    steps: [
      'Pretend you feel a sneeze coming.',
      'Turn away from other people.',
      'Bring your elbow up to cover your nose and mouth.',
      'Pretend sneeze: achoo! Then wash your hands.',
    ],
    note: 'Practice with a grown-up and wash your hands after a real sneeze.',
  }, {
    title: 'Spray Test',
    description: 'See why covering a sneeze matters.',
    steps: [
      'Fill a clean spray bottle with water and hang up a large sheet of paper.',
      'Spray once toward the paper from arm\'s length. That is an uncovered sneeze.',
      'Spray again with a paper towel held over the nozzle. That is a covered sneeze.',
      'Compare the wet spots. Which spreads more drops?',
    ],
    note: 'Use plain water only, and never spray toward anyone\'s face.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A leaf blower for your nose', content: 'A sneeze is like a tiny leaf blower that clears dust out of your nose in one big puff.' },
  ],
  realWorld: [
    { title: 'Cover your cough', content: 'Schools and hospitals ask everyone to cough and sneeze into tissues or elbows to stop germs from spreading.' },
  ],
  engaging: [
    { question: 'What makes you sneeze?', context: 'Think about dust, pepper, flowers or a cold.' },
    { question: 'Why do you think sneezing into your hand is not the best idea?', context: 'Think about what your hands touch next.' },
  ],
  quiz: [
    {
      question: 'Why do we sneeze?', right: 'To blow dust out of our nose', wrong: ['To warm up our cold nose', 'To make our ears pop open'],
      skill: 'cause-effect', support: ['A sneeze cleans out your nose', 'A sneeze is your body\'s way of cleaning out your nose', 'clears irritants from the nose', 'expels irritants'],
    },
    {
      question: 'Where should you sneeze?', right: 'Into a tissue or your elbow', wrong: ['Into your open hands', 'Toward a friend'],
      skill: 'recall', support: ['Sneeze into your elbow', 'sneeze into a tissue or your elbow', 'cover it with a tissue or your elbow', 'Cover sneezes'],
    },
    {
      question: 'What part of your body runs the sneeze?', right: 'Your brain', wrong: ['Your toes', 'Your stomach'],
      skill: 'recall', bands: ['6-8', '9-12', '13+'], support: ['Your brain runs the sneeze', 'The brainstem runs the sneeze', 'The brainstem coordinates'],
    },
  ],
  sources: [
    {
      claim: 'Sneezing is a protective reflex that expels irritants from the nose: irritation of the nasal lining stimulates the trigeminal nerve, and a sneeze center in the brainstem coordinates deep inhalation, glottic closure and forceful exhalation through the nose and mouth, with reflex eye closure; allergies and viral infections increase sneezing; the photic sneeze reflex is triggered by bright light and its mechanism is not fully understood; histamine is involved in allergic sneezing.',
      title: 'Songu M. & Cingi C. (2009). Sneeze reflex: facts and fiction. Therapeutic Advances in Respiratory Disease',
      url: 'https://doi.org/10.1177/1753465809340571',
      read: '2026-11-28',
      authority: 'peer-reviewed',
    },
    {
      claim: 'To help stop the spread of germs, cover your mouth and nose with a tissue when you cough or sneeze, or cough or sneeze into your upper sleeve or elbow, not your hands; throw used tissues in the trash and wash your hands with soap and water.',
      title: 'CDC: Coughing and Sneezing',
      url: 'https://www.cdc.gov/hygiene/about/coughing-and-sneezing.html',
      read: READ,
      authority: 'public-health',
      asOf: '2026-11',
    },
  ],
  related: ['wash-hands', 'why-yawn', 'hiccups'],
  links: [SITES.kidsHealth, SITES.cdc, britannica('sneezing')],
};

export const bodyEntries: KidEntry[] = [digestion, babyTeeth, bones, eyes, hiccups, handWashing, yawn, sneeze];
