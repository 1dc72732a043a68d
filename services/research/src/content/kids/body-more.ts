import { britannica, SITES } from '../links';
import type { KidEntry } from '../types';

// Science Explorers, the body (issue 10 §1, batch 3, continued): more everyday "how does my body work" questions.
// Like health.ts, no entry here gives first aid, symptoms, medicine or diagnosis: a hurt child is told to tell a
// grown-up, and anything urgent belongs to the urgent/safety route.

const READ = '2026-11-23';

const cutHeal: KidEntry = {
  id: 'cut-heal',
  module: 'Science Explorers',
  question: 'How does a cut heal?',
  title: 'How Does a Cut Heal?',
  blurb: 'Sticky platelets, a crusty scab and brand-new skin: how your body fixes a scrape.',
  triggers: [['scab*'], ['cut', 'heal*'], ['scrape*', 'heal*'], ['graze*', 'heal*'], ['wound*', 'heal*'], ['skin', 'heal*'], ['heal', 'itself'], ['cut', 'stop', 'bleed*'], ['blood', 'clot*'], ['platelet*'], ['skin', 'fix*'], ['skin', 'grow*', 'back']],
  quickAnswer: {
    '3-5': 'When you cut your skin, tell a grown-up. Then your body gets to work. Your blood gets sticky. It makes a plug. The plug dries into a scab. New skin grows under the scab. Then the scab falls off!',
    '6-8': 'If you cut or scrape yourself, tell a grown-up first. Then your body starts fixing it. Tiny bits in your blood called platelets stick together like glue. They make a plug that stops the bleeding. The plug dries into a hard scab, like a bandage your body made. Under the scab, new skin grows. When the skin is ready, the scab falls off.',
    '9-12': 'Always tell a grown-up when you get a cut. Healing starts right away. Cell pieces in your blood called platelets rush to the cut and stick together. Thread-like fibrin weaves through them to make a clot, which stops the bleeding. The clot dries and hardens into a scab. It shields the wound while new skin cells grow in underneath. When the new skin is done, the scab falls off.',
    '13+': 'A cut should always be shown to an adult, who can decide how to look after it. Healing begins within seconds. Platelets gather where a blood vessel is broken and clump together. A protein called fibrin then forms a mesh of threads that traps blood cells into a clot. The clot dries into a scab, which keeps out dirt and germs while the wound repairs. White blood cells clear away germs and damaged tissue. Skin cells at the edges then multiply and move in to cover the gap. Picking a scab can slow this down and may leave a scar.',
  },
  takeaways: {
    little: ['If you get a cut, tell a grown-up.', 'Your blood makes a plug, then a scab.', 'New skin grows under the scab.'],
    young: ['Platelets stick together to stop the bleeding.', 'A scab is a bandage your body makes.', 'Do not pick a scab: new skin is growing under it.'],
    older: ['Platelets and fibrin make a clot that stops bleeding.', 'The clot dries into a scab that protects the wound.', 'New skin cells grow in under the scab.'],
  },
  sections: [
    {
      title: 'First, Tell a Grown-Up',
      little: 'Ouch, a cut! Go and tell a grown-up. They will help you. Then your body helps too.',
      young: 'Cuts and scrapes happen to everyone. The first thing to do is tell a grown-up, so they can take care of it. While they help on the outside, your body gets busy fixing things on the inside.',
      older: 'Everyone gets cuts and scrapes. Tell a grown-up each time, so they can look after it and decide whether it needs more help. Meanwhile your body has its own repair plan, and it starts within seconds.',
      funFact: { title: 'Tiny helpers', text: 'Your body starts fixing a cut before you have even finished saying "ouch".' },
    },
    {
      title: 'A Sticky Plug',
      little: 'Your blood has tiny helpers. They stick together like glue. They make a plug. The plug stops the blood.',
      young: 'Your blood carries tiny bits called platelets. When your skin is cut, platelets rush to the spot and stick together like glue. Thin threads called fibrin tangle around them. Together they make a plug called a clot, and the bleeding stops.',
      older: 'Platelets are tiny cell pieces that float in your blood. At a cut, they stick to the broken blood vessel and to each other. Then a protein called fibrin forms long threads, like a net, that trap blood cells. This sticky tangle is a clot, and it seals the leak.',
      funFact: { title: 'Thread net', text: 'Fibrin threads make a net, a bit like a spider web, that holds the clot together.' },
    },
    {
      title: 'The Scab and the New Skin',
      little: 'The plug gets dry and hard. Now it is a scab. New skin grows under it. Do not pick it!',
      young: 'As the clot dries, it turns hard and crusty. Now it is a scab. The scab is like a bandage your body made. It keeps dirt and germs out while new skin grows underneath. Picking a scab makes healing slower, and it may leave a scar. When the new skin is ready, the scab falls off by itself.',
      older: 'The dried clot is a scab, a natural shield over the wound. Underneath, white blood cells clear away germs. Skin cells at the edges multiply and slowly fill the gap. Picking a scab breaks this work open, so healing takes longer and a scar is more likely. Once new skin covers the wound, the scab loosens and falls off.',
      funFact: { title: 'Pink and new', text: 'The skin under a scab often looks pink at first, because it is brand new.' },
    },
  ],
  deeper: {
    title: 'Haemostasis, Inflammation and Repair',
    content: 'Wound healing runs in overlapping stages. First comes haemostasis: the damaged vessel narrows, platelets form a plug, and the clotting cascade turns fibrinogen into fibrin. Next is inflammation, when white blood cells such as neutrophils and macrophages remove germs and debris. Then comes proliferation, as new tissue and new blood vessels fill the wound and skin cells spread across it. Last is remodelling, when the new tissue slowly gets stronger. A deep wound that heals with lots of new collagen can leave a scar.',
    funFact: { title: 'Why scabs itch', text: 'A healing scab often itches while the new skin grows underneath, but scratching it can slow the healing.' },
  },
  glossary: [
    { term: 'Scab', say: 'SKAB', definition: 'A dry, hard crust that covers a cut while it heals.' },
    { term: 'Platelets', say: 'PLAYT-lets', definition: 'Tiny bits in your blood that stick together to stop bleeding.' },
    { term: 'Clot', say: 'KLOT', definition: 'A sticky plug of blood that stops bleeding.' },
    { term: 'Fibrin', say: 'FY-brin', definition: 'Thread-like stuff that helps hold a clot together.' },
    { term: 'Scar', say: 'SKAR', definition: 'A mark that can stay on the skin after a wound heals.' },
  ],
  tryIt: [{
    title: 'Make a Pretend Scab',
    description: 'Show how a plug covers a cut.',
    steps: [
      'Ask a grown-up for paper and tape.',
      'Draw a cut on a paper arm.',
      'Stick tape over it. That is your scab!',
      'Draw new skin under it. Then peel the tape off.',
    ],
    note: 'A pretend game only: a real cut is always for a grown-up to look after.',
    bands: ['3-5'],
  }, {
    title: 'Platelet Net Model',
    description: 'Build a model of a clot with yarn and beads.',
    steps: [
      'Cut a slit in a paper cup with a grown-up\'s help: that is the cut in a blood vessel.',
      'Push small pompoms or beads (platelets) into the slit until they block it.',
      'Wind yarn around them like a net: that is fibrin.',
      'Pour a few dry rice grains in: does your "clot" stop them leaking out?',
    ],
    note: 'A grown-up does any cutting with scissors.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A road crew', content: 'Healing a cut is like fixing a hole in a road: first a quick patch stops the traffic problem, then workers lay new road underneath.' },
  ],
  realWorld: [
    { title: 'Scraped knees', content: 'A scraped knee from the playground is one of the most common scabs. Watch it shrink day by day as new skin grows.' },
  ],
  engaging: [
    { question: 'Why do you think scabs are dark red or brown?', context: 'Think about what a scab is made of.' },
    { question: 'What would happen if blood never made a plug?', context: 'Think about why the sticky platelets matter.' },
  ],
  quiz: [
    {
      question: 'What should you do when you get a cut?', right: 'Tell a grown-up', wrong: ['Hide it from everyone', 'Pick at it'],
      skill: 'recall', support: ['tell a grown-up', 'Tell a grown-up', 'Go and tell a grown-up'],
    },
    {
      question: 'What grows under a scab?', right: 'New skin', wrong: ['A new bone', 'Some hair'],
      skill: 'recall', support: ['New skin grows under the scab', 'new skin grows underneath', 'New skin cells grow in under the scab', 'Under the scab, new skin grows'],
    },
    {
      question: 'What do platelets do at a cut?', right: 'Stick together to stop bleeding', wrong: ['Wash all of the germs away', 'Make the cut grow bigger'],
      skill: 'cause-effect', bands: ['6-8', '9-12', '13+'], support: ['Platelets stick together to stop the bleeding', 'Platelets and fibrin make a clot that stops bleeding', 'stick together like glue'],
    },
    {
      question: 'Why is it better not to pick a scab?', right: 'Healing takes longer', wrong: ['The scab turns into a bone', 'It makes the cut itch less'],
      skill: 'cause-effect', bands: ['9-12', '13+'], support: ['so healing takes longer and a scar is more likely', 'Picking a scab can slow this down'],
    },
  ],
  sources: [
    {
      claim: 'When the skin is broken, platelets stick together like glue to make a clot, which keeps blood from flowing out; thread-like fibrin helps hold the clot together; as the clot hardens and dries it is called a scab; picking a scab makes it take longer to heal and may leave a scar.',
      title: 'KidsHealth (Nemours): What\'s a Scab?',
      url: 'https://kidshealth.org/en/kids/scab-def.html',
      read: READ,
      authority: 'public-health',
    },
    {
      claim: 'Cuts and grazes usually heal on their own; signs that a wound needs medical help include bleeding that will not stop and signs of infection, which an adult should look out for.',
      title: 'NHS: Cuts and grazes',
      url: 'https://www.nhs.uk/conditions/cuts-and-grazes/',
      read: READ,
      authority: 'public-health',
    },
    {
      claim: 'Wound healing runs in four overlapping phases: haemostasis (platelet plug and fibrin clot), inflammation (neutrophils and macrophages remove bacteria and debris), proliferation (new tissue, new blood vessels and skin cells covering the wound) and remodelling; collagen laid down during repair forms scar tissue.',
      title: 'Guo S., DiPietro L. A. (2010), Factors Affecting Wound Healing, Journal of Dental Research',
      url: 'https://doi.org/10.1177/0022034509359125',
      read: '2026-11-28',
      authority: 'peer-reviewed',
    },
  ],
  simplifications: ['For 3-5, "your blood gets sticky and makes a plug" stands for platelets and fibrin forming a clot.', 'Platelets are called "tiny bits" (6-8) and "cell pieces" (9-12); they are fragments of cells, not whole cells.'],
  related: ['heart-beat', 'skin-colour', 'wash-hands'],
  links: [SITES.kidsHealth, britannica('wound healing'), SITES.healthyChildren],
};

const whySweat: KidEntry = {
  id: 'why-sweat',
  module: 'Science Explorers',
  question: 'Why do we sweat?',
  title: 'Why Do We Sweat?',
  blurb: 'Your skin\'s own cooling system: where sweat comes from and how drying drops cool you down.',
  triggers: [['sweat*'], ['sweaty'], ['perspir*'], ['sweat', 'gland*'], ['armpit*', 'smell*'], ['body', 'cool*', 'down'], ['skin', 'wet', 'hot']],
  quickAnswer: {
    '3-5': 'When you run and play, you get hot. Your skin makes little drops of water. That is sweat. The wind dries the sweat. As it dries, you cool down. Sweat helps you not get too hot.',
    '6-8': 'Sweat is your body\'s way of cooling down. When you get hot, your brain sends a message to tiny sweat glands in your skin. They push out salty water through tiny holes called pores. When the sweat dries in the air, it takes heat away with it, and you feel cooler. After lots of sweating, drink water to fill up again.',
    '9-12': 'Your body works best at about 37 °C (98.6 °F). When you get hotter than that, a part of your brain called the hypothalamus tells the sweat glands in your skin to start working. Sweat is mostly water with a little salt. It comes out through pores onto your skin. As it evaporates, it carries heat away and cools you. Because sweat uses water, you need to drink more on hot or active days.',
    '13+': 'Sweating is the main way humans shed extra heat. The hypothalamus acts as the body\'s thermostat. When body temperature rises from exercise or hot weather, it signals sweat glands through the nervous system. The glands release perspiration, which is mostly water with small amounts of salts and urea, through pores. Turning liquid sweat into vapour takes energy, and that energy comes from the skin as heat. This is evaporative cooling. It works less well in humid air, because sweat evaporates more slowly when the air is already full of water vapour.',
  },
  takeaways: {
    little: ['Sweat is water from your skin.', 'You sweat when you get hot.', 'Sweat helps you cool down.'],
    young: ['Sweat glands in your skin make sweat.', 'Sweat cools you as it dries in the air.', 'Drink water after lots of sweating.'],
    older: ['The hypothalamus switches on sweating when you get too warm.', 'Evaporating sweat carries heat away from the skin.', 'Sweat itself has no smell: skin bacteria make the smell.'],
  },
  sections: [
    {
      title: 'Your Body\'s Cooling System',
      little: 'Run, run, run! Now you feel hot. Your body wants to cool down. So your skin gets wet with sweat.',
      young: 'Your body likes to stay at just the right warmth, not too hot and not too cold. Running, playing and hot sunny days make you warmer. When that happens, your brain switches on your cooling system: sweat.',
      older: 'Your body works best at a steady temperature of about 37 °C. Exercise and hot weather push it up. The hypothalamus, a small part of the brain, notices the change. It sends nerve signals to millions of sweat glands all over your skin, telling them to start working.',
      funFact: { title: 'Without you thinking', text: 'You never have to decide to sweat: your brain does it for you.' },
    },
    {
      title: 'How Drying Sweat Cools You',
      little: 'Sweat sits on your skin. Then it dries. When it dries, it takes some heat away. Ahh, cooler!',
      young: 'Sweat comes out through tiny holes in your skin called pores. When the sweat dries in the air, it takes some of your body heat with it. That is why a breeze feels so nice on a sweaty day: it helps the sweat dry faster.',
      older: 'Sweat leaves the skin through pores. To evaporate, water needs energy, and it takes that energy from your skin as heat. So each drop that dries carries a little heat away. On a humid day the air is already full of water vapour, sweat dries slowly, and you feel sticky instead of cool.',
      funFact: { title: 'Wet hand test', text: 'Blow on a wet hand and it feels cool: the water drying takes heat with it.' },
    },
    {
      title: 'Salty, Sometimes Smelly',
      young: 'Sweat is mostly water with a little bit of salt. That is why it can taste salty if it runs onto your lips. Fresh sweat does not smell. Tiny germs that live on your skin make the smell. Washing with soap and water keeps the smell away.',
      older: 'Sweat is almost all water, with tiny amounts of salts and other chemicals. It has no smell of its own. Bacteria living on the skin break it down and make the smell. At puberty, glands in the armpits start making a different sweat that bacteria find tasty, so teens often start using deodorant.',
      funFact: { title: 'Dogs pant', text: 'Dogs cannot sweat much through their skin, so they pant to cool down instead.' },
    },
  ],
  deeper: {
    title: 'Thermoregulation and Evaporative Cooling',
    content: 'Body temperature is kept steady by the hypothalamus, which compares signals from temperature sensors in the skin and blood. When heat builds up, blood vessels near the skin widen so more heat reaches the surface. Sympathetic nerves also trigger the eccrine sweat glands, which are spread over most of the skin. Evaporation needs energy, called the latent heat of vaporisation. It draws that heat from the skin. Apocrine glands in the armpits become active at puberty. Their secretions are broken down by skin bacteria into smelly compounds. Losing a lot of sweat without drinking can lead to dehydration.',
    funFact: { title: 'Cool in the shade', text: 'Sweat works best when it can dry, which is why loose, light clothes feel cooler on a hot day.' },
  },
  glossary: [
    { term: 'Sweat', say: 'SWET', definition: 'Salty water that comes out of your skin to cool you down.' },
    { term: 'Sweat gland', say: 'SWET gland', definition: 'A tiny part of your skin that makes sweat.' },
    { term: 'Pore', say: 'POR', definition: 'A tiny hole in your skin that sweat comes out of.' },
    { term: 'Evaporate', say: 'ee-VAP-uh-rate', definition: 'To dry up and turn from a liquid into a gas.' },
    { term: 'Hypothalamus', say: 'hy-po-THAL-uh-mus', definition: 'The part of the brain that controls body temperature.' },
  ],
  tryIt: [{
    title: 'Cool Hand, Dry Hand',
    description: 'Feel how drying water cools your skin.',
    steps: [
      'Ask a grown-up to wet one of your hands.',
      'Keep the other hand dry.',
      'Blow on both hands.',
      'Which hand feels cooler? The wet one!',
    ],
    note: 'This is just like sweat drying on your skin.',
    bands: ['3-5'],
  }, {
    title: 'The Sweat Cooling Test',
    description: 'Compare a wet and a dry thermometer to see evaporation cool things.',
    steps: [
      'With a grown-up, get two simple room thermometers.',
      'Wrap the bulb of one in a small piece of damp cloth; leave the other dry.',
      'Fan both gently with a piece of card for two minutes.',
      'Read both: the wet one should read lower, because drying water takes heat away.',
    ],
    note: 'Use ordinary room thermometers only, never medical or mercury ones.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A built-in sprinkler', content: 'Sweat is like a sprinkler on a hot lawn: the water cools the surface as it dries.' },
  ],
  realWorld: [
    { title: 'Water breaks', content: 'Sports coaches give players water breaks on hot days, because sweating uses up water the body needs to replace.' },
  ],
  engaging: [
    { question: 'Why do you think you feel cold when you get out of a swimming pool?', context: 'Think about water drying on your skin.' },
    { question: 'When do you sweat the most?', context: 'Think about hot days, running games and sports.' },
  ],
  quiz: [
    {
      question: 'What does sweat do for your body?', right: 'It cools you down', wrong: ['It makes you warmer', 'It makes you grow'],
      skill: 'recall', support: ['Sweat helps you cool down', 'Sweat cools you as it dries in the air', 'Sweat is your body\'s way of cooling down', 'Evaporating sweat carries heat away from the skin'],
    },
    {
      question: 'When do you sweat?', right: 'When you get hot', wrong: ['When you are asleep and cold', 'When you eat an apple'],
      skill: 'cause-effect', bands: ['3-5', '6-8'], support: ['You sweat when you get hot', 'When you get hot, your brain sends a message'],
    },
    {
      question: 'What comes out of your skin\'s tiny holes called pores?', right: 'Sweat', wrong: ['Blood', 'Tears'],
      skill: 'vocabulary', bands: ['6-8', '9-12', '13+'], support: ['through tiny holes called pores', 'Sweat comes out through tiny holes in your skin called pores', 'Sweat leaves the skin through pores', 'through pores'],
    },
    {
      question: 'What makes sweat smell?', right: 'Bacteria on the skin', wrong: ['Salt in the sweat', 'Heat from the sun'],
      skill: 'cause-effect', bands: ['9-12', '13+'], support: ['Sweat itself has no smell: skin bacteria make the smell', 'Bacteria living on the skin break it down and make the smell'],
    },
  ],
  sources: [
    {
      claim: 'Your body works best at about 98.6 °F (37 °C); when it gets hotter, the hypothalamus tells sweat glands to make sweat (perspiration), which is almost all water with tiny amounts of ammonia, urea, salts and sugar; it leaves through pores and cools you as it evaporates; drink water to avoid dehydration; sweat itself does not smell, bacteria on the skin cause the smell, and at puberty armpit glands make sweat that can smell.',
      title: 'KidsHealth (Nemours): Why Do I Sweat?',
      url: 'https://kidshealth.org/en/kids/sweat.html',
      read: READ,
      authority: 'public-health',
    },
    {
      claim: 'In humans the hypothalamus regulates body temperature; heat is lost by widening of skin blood vessels and by evaporation of sweat from eccrine glands, which is less effective in humid air; dogs lose heat mainly by panting.',
      title: 'Britannica: Thermoregulation',
      url: 'https://www.britannica.com/science/thermoregulation',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: ['For 3-5, "the wind dries the sweat" stands for evaporation, which happens in still air too.'],
  related: ['drink-water', 'shiver', 'wash-hands'],
  links: [SITES.kidsHealth, britannica('sweat gland'), SITES.healthyChildren],
};

const lungsWork: KidEntry = {
  id: 'lungs-work',
  module: 'Science Explorers',
  question: 'How do our lungs work?',
  title: 'How Do Our Lungs Work?',
  blurb: 'Breathe in, breathe out: how two spongy lungs swap stale air for fresh oxygen.',
  triggers: [['lung'], ['lungs'], ['alveol*'], ['windpipe'], ['trachea'], ['why', 'we', 'breathe'], ['how', 'we', 'breathe'], ['why', 'need', 'air'], ['why', 'need', 'oxygen'], ['breathing', 'work*'], ['breathe', 'in', 'out']],
  quickAnswer: {
    '3-5': 'You have two lungs in your chest. They fill up with air, like balloons. You breathe in good air. Your body needs it to live. Then you breathe out old air. You do this all day and all night!',
    '6-8': 'Your two lungs sit inside your chest, safe behind your ribs. When you breathe in, a big muscle under them called the diaphragm pulls down. Air rushes in through your nose or mouth and fills your lungs. Your blood picks up oxygen from that air and carries it all over your body. When you breathe out, you push out a waste gas your body does not need.',
    '9-12': 'When you breathe in, your diaphragm tightens and moves down, and your ribs move up and out. This makes room in your chest, so air flows in. It travels down your windpipe into tubes that branch like a tree. At the ends are tiny air sacs called alveoli. There, oxygen passes into your blood, and a waste gas called carbon dioxide passes out. When the diaphragm relaxes, the stale air is pushed back out.',
    '13+': 'Breathing is driven by pressure changes. When the diaphragm contracts and flattens, and the muscles between the ribs lift the rib cage, the chest cavity gets bigger. Pressure inside the lungs drops, so air flows in. Air passes through the trachea into the bronchi, then into smaller bronchioles. They end in hundreds of millions of alveoli, each wrapped in tiny blood vessels called capillaries. Oxygen diffuses from the alveoli into the blood, while carbon dioxide diffuses the other way. Breathing out is mostly passive: the diaphragm relaxes and the elastic lungs spring back.',
  },
  takeaways: {
    little: ['You have two lungs in your chest.', 'You breathe in good air.', 'You breathe out old air.'],
    young: ['The diaphragm muscle helps you breathe in.', 'Your blood takes oxygen from the air in your lungs.', 'You breathe out a waste gas called carbon dioxide.'],
    older: ['The diaphragm and rib muscles make room for air.', 'Oxygen and carbon dioxide swap places in the alveoli.', 'Your blood carries oxygen to every cell.'],
  },
  sections: [
    {
      title: 'Two Spongy Lungs',
      little: 'Put your hands on your chest. Take a big breath. Feel it get big? That is your lungs filling up!',
      young: 'Your lungs are two soft, pink, spongy bags in your chest. Your ribs make a cage around them to keep them safe. The left lung is a bit smaller than the right one. That leaves room for your heart.',
      older: 'Your two lungs fill most of your chest. They are soft and spongy, and the rib cage protects them. The left lung is a little smaller than the right, leaving space for the heart. Under the lungs lies the diaphragm, a dome-shaped sheet of muscle.',
      funFact: { title: 'Room for the heart', text: 'Your left lung is a bit smaller than your right lung, so your heart has room to fit.' },
    },
    {
      title: 'Breathing In and Out',
      little: 'A big muscle sits under your lungs. It pulls down. Air comes in! It goes up. Air goes out!',
      young: 'Under your lungs is a big muscle called the diaphragm. When it pulls down, your chest gets bigger and air rushes in. When it relaxes and moves up, air is pushed out. Your body does this by itself, even when you are asleep.',
      older: 'When you breathe in, the diaphragm tightens and moves down while rib muscles lift your ribs. The chest gets bigger, and air flows in to fill the space. When you breathe out, the diaphragm relaxes and rises, and the chest gets smaller. Your brain runs this rhythm automatically.',
      funFact: { title: 'Hiccups', text: 'A hiccup happens when your diaphragm suddenly jerks, pulling in a quick gulp of air.' },
    },
    {
      title: 'The Great Gas Swap',
      little: 'Air has something your body needs. It is called oxygen. Your blood takes it all around you.',
      young: 'Air has a gas called oxygen, and every part of your body needs it. Inside your lungs, the air comes very close to your blood. Oxygen slips into the blood, and the heart pumps it everywhere. At the same time, a waste gas called carbon dioxide leaves the blood. You breathe it out.',
      older: 'Air travels down the windpipe into branching tubes that end in tiny air sacs called alveoli. Each sac is wrapped in thin blood vessels. Oxygen moves from the air sacs into the blood, and carbon dioxide, a waste gas your cells make, moves from the blood into the air sacs. Then you breathe it out.',
      funFact: { title: 'Upside-down tree', text: 'The tubes in your lungs branch again and again, like an upside-down tree.' },
    },
  ],
  deeper: {
    title: 'Ventilation and Gas Exchange',
    content: 'Breathing in, or inspiration, is active: the diaphragm and external intercostal muscles contract to enlarge the thoracic cavity. By Boyle\'s law, the larger volume lowers the pressure in the lungs, so air flows in. Breathing out at rest is passive, driven by the elastic recoil of the lungs. Gas exchange happens by diffusion across the very thin walls of the alveoli and their capillaries. Oxygen binds to haemoglobin in red blood cells. Carbon dioxide travels back to the lungs mostly dissolved in the blood. The brainstem adjusts the breathing rate, mainly in response to the level of carbon dioxide in the blood.',
    funFact: { title: 'A tennis court inside you', text: 'Spread out flat, the inside surface of all your alveoli would cover about a tennis court.' },
  },
  glossary: [
    { term: 'Lungs', say: 'LUNGZ', definition: 'Two spongy organs in your chest that take in air.' },
    { term: 'Diaphragm', say: 'DY-uh-fram', definition: 'A big muscle under your lungs that helps you breathe.' },
    { term: 'Oxygen', say: 'OK-sih-jen', definition: 'A gas in the air that your body needs to live.' },
    { term: 'Carbon dioxide', say: 'KAR-bun dy-OK-side', definition: 'A waste gas your body makes and breathes out.' },
    { term: 'Alveoli', say: 'al-VEE-oh-lie', definition: 'Tiny air sacs in the lungs where oxygen goes into the blood.' },
  ],
  tryIt: [{
    title: 'Balloon Breaths',
    description: 'Feel your chest grow like a balloon.',
    steps: [
      'Sit with a grown-up.',
      'Put your hands on your tummy and chest.',
      'Breathe in slowly. Feel your hands move out.',
      'Breathe out slowly. Feel your hands move in.',
    ],
    note: 'Slow breaths are calm breaths, too.',
    bands: ['3-5'],
  }, {
    title: 'Bottle Lung Model',
    description: 'Build a model that shows how the diaphragm pulls air in.',
    steps: [
      'Ask a grown-up to cut the bottom off a plastic bottle.',
      'Push a balloon into the neck of the bottle and stretch its opening over the rim: that is a lung.',
      'Tie a knot in a second balloon, cut off its top, and stretch it over the open bottom: that is the diaphragm.',
      'Pull the knot down gently and watch the inside balloon fill with air; push it up and watch it shrink.',
    ],
    note: 'A grown-up does the cutting; keep balloon pieces away from small children, who can choke on them.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A pair of bellows', content: 'Your chest works like bellows for a fire: make the space bigger and air rushes in, squeeze it and air rushes out.' },
  ],
  realWorld: [
    { title: 'Singers and swimmers', content: 'Singers, swimmers and musicians who play the trumpet train their breathing so they can control each breath for longer.' },
  ],
  engaging: [
    { question: 'Why do you think you breathe faster when you run?', context: 'Think about what your muscles need more of.' },
    { question: 'Can you see your breath on a cold day? What do you think it is?', context: 'Your breath carries a little water.' },
  ],
  quiz: [
    {
      question: 'Where are your lungs?', right: 'In your chest', wrong: ['In your tummy', 'In your head'],
      skill: 'recall', support: ['You have two lungs in your chest', 'Your two lungs sit inside your chest', 'Your lungs are two soft, pink, spongy bags in your chest', 'Your two lungs fill most of your chest'],
    },
    {
      question: 'What does your body need from the air?', right: 'Oxygen', wrong: ['Smoke', 'Dust'],
      skill: 'recall', support: ['It is called oxygen', 'Your blood takes oxygen from the air in your lungs', 'Your blood carries oxygen to every cell', 'oxygen passes into your blood'],
    },
    {
      question: 'Which muscle helps you breathe in?', right: 'The diaphragm', wrong: ['The heart', 'The tongue'],
      skill: 'vocabulary', bands: ['6-8', '9-12', '13+'], support: ['The diaphragm muscle helps you breathe in', 'The diaphragm and rib muscles make room for air'],
    },
    {
      question: 'What happens in the alveoli?', right: 'Oxygen and carbon dioxide swap', wrong: ['Food is turned into blood', 'Air is turned into water'],
      skill: 'cause-effect', bands: ['9-12', '13+'], support: ['Oxygen and carbon dioxide swap places in the alveoli'],
    },
  ],
  sources: [
    {
      claim: 'The lungs fill most of the chest and are protected by the rib cage; the left lung is a bit smaller than the right to leave room for the heart; the diaphragm, a dome-shaped muscle beneath the lungs, helps you inhale and exhale; air passes down the trachea into the bronchi and bronchioles, ending in about 600 million alveoli, which stretched out would cover a tennis court; oxygen passes into the blood and carbon dioxide passes out to be breathed out.',
      title: 'KidsHealth (Nemours): Your Lungs & Respiratory System',
      url: 'https://kidshealth.org/en/kids/lungs.html',
      read: READ,
      authority: 'public-health',
    },
    {
      claim: 'Inspiration is active, produced by contraction of the diaphragm and external intercostal muscles that enlarge the thoracic cavity and lower the pressure in the lungs (Boyle\'s law); expiration at rest is passive, from the elastic recoil of the lungs; gas exchange occurs by diffusion across the alveolar and capillary walls; oxygen binds to haemoglobin; breathing is controlled by the brainstem, chiefly in response to carbon dioxide levels; a hiccup is a sudden involuntary contraction of the diaphragm.',
      title: 'Britannica: Human respiratory system',
      url: 'https://www.britannica.com/science/human-respiratory-system',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Counting alveoli in six adult human lungs, Ochs and colleagues found a mean of 480 million (range 274 to 790 million), more in larger lungs: the lungs hold hundreds of millions of alveoli.',
      title: 'Ochs M et al. (2004). The number of alveoli in the human lung. American Journal of Respiratory and Critical Care Medicine 169(1):120-124',
      url: 'https://doi.org/10.1164/rccm.200308-1107OC',
      read: '2026-11-28',
      authority: 'peer-reviewed',
    },
  ],
  simplifications: ['For 3-5, "good air" and "old air" stand for air rich in oxygen and air carrying away carbon dioxide; breathed-out air still holds some oxygen.'],
  related: ['heart-beat', 'why-sweat', 'fish-breathe'],
  links: [SITES.kidsHealth, britannica('lung'), SITES.healthyChildren],
};

const bloodRed: KidEntry = {
  id: 'blood-red',
  module: 'Science Explorers',
  question: 'Why is blood red?',
  title: 'Why Is Blood Red?',
  blurb: 'Iron, oxygen and billions of tiny red cells: what gives blood its colour.',
  triggers: [['blood', 'red'], ['blood', 'colo*'], ['blood', 'blue'], ['vein*', 'blue'], ['vein*', 'colo*'], ['hemoglobin'], ['haemoglobin'], ['red', 'blood', 'cell*'], ['what', 'blood', 'made'], ['what', 'is', 'blood'], ['blood', 'iron']],
  quickAnswer: {
    '3-5': 'Blood is red because it is full of tiny red cells. The red cells carry air to all of you. They have a bit of iron inside. The iron helps make them red.',
    '6-8': 'Your blood is full of tiny red blood cells. Each one is packed with a special stuff called hemoglobin. Hemoglobin holds on to oxygen from the air you breathe, and it has iron in it. When iron and oxygen team up, they look red. So your blood is always red, from bright red to dark red.',
    '9-12': 'Blood gets its colour from red blood cells, which are packed with a protein called hemoglobin. Each hemoglobin molecule holds iron, and the iron grabs oxygen in your lungs. Hemoglobin carrying oxygen is bright red. After it drops off oxygen in the body, it turns a darker red. Blood is never blue. Veins only look blue or green through your skin because of the way skin scatters and soaks up light.',
    '13+': 'Blood is red because of hemoglobin, the iron-containing protein that fills red blood cells. Each hemoglobin molecule has four heme groups, each with an iron atom at its centre. The iron binds oxygen in the lungs and releases it in the tissues. Heme absorbs blue and green light strongly and reflects red. Oxygen-rich blood in arteries is bright scarlet. Oxygen-poor blood in veins is a darker red, never blue. Veins look bluish through skin because red light reaches deeper into tissue than blue light does.',
  },
  takeaways: {
    little: ['Blood is full of tiny red cells.', 'Red cells carry air all over you.', 'Blood is always red.'],
    young: ['Red blood cells make blood red.', 'Hemoglobin has iron and carries oxygen.', 'Blood is never blue, even in your veins.'],
    older: ['Hemoglobin, with iron at its heart, makes blood red.', 'Blood with oxygen is bright red; without it, darker red.', 'Veins only look blue through the skin.'],
  },
  sections: [
    {
      title: 'Tiny Red Cells',
      little: 'Your blood has lots of tiny cells. Most of them are red. They are too small to see!',
      young: 'If you looked at blood with a strong microscope, you would see lots of tiny round red blood cells floating in a yellowish liquid. The liquid is called plasma. The red cells give blood its red colour.',
      older: 'Blood is made of plasma, a pale yellow liquid, with cells floating in it. Red blood cells are by far the most common. There are also white blood cells that fight germs and platelets that help stop bleeding. The red cells give blood its colour.',
      funFact: { title: 'Squishy cells', text: 'Red blood cells are so bendy that they can squeeze through the tiniest blood vessels.' },
    },
    {
      title: 'Iron and Oxygen',
      little: 'The red cells carry air to every part of you. They use a bit of iron to hold it.',
      young: 'Every red blood cell is full of hemoglobin. Hemoglobin has iron in it, and the iron holds on to oxygen. Your blood picks up oxygen in your lungs and carries it to every part of your body. Iron and oxygen together look red.',
      older: 'Red blood cells are packed with hemoglobin, a protein with iron at its centre. In the lungs, the iron grabs oxygen. In the body, it lets the oxygen go where cells need it. The iron-containing part of hemoglobin soaks up blue and green light and sends back red, so blood looks red.',
      funFact: { title: 'Iron in food', text: 'Your body uses iron from foods like beans, meat and leafy greens to make hemoglobin.' },
    },
    {
      title: 'Bright Red, Dark Red, Never Blue',
      young: 'Blood full of oxygen is bright red. After it drops off its oxygen, it is a darker red. Your veins can look blue under your skin, but the blood in them is red. The blue look is a trick of light and skin.',
      older: 'Blood leaving the lungs, full of oxygen, is bright red. Blood coming back to the heart has given up some oxygen and is dark red. Veins near the surface look blue or green because of how light travels through skin. Red light goes deeper into the skin and is soaked up, while more blue light bounces back to your eyes.',
      funFact: { title: 'Blue-blooded animals', text: 'Some animals, like octopuses and horseshoe crabs, really do have blue blood, because they use copper instead of iron.' },
    },
  ],
  deeper: {
    title: 'Hemoglobin, Heme and the Colour of Blood',
    content: 'Hemoglobin is made of four protein chains, each holding a heme group with an iron atom. Oxygen binds to the iron, and a fully loaded molecule carries four oxygen molecules. When oxygen binds, the shape of the molecule changes slightly. That shifts which colours of light it absorbs, so oxygen-rich blood is brighter red than oxygen-poor blood. Some invertebrates, such as octopuses and horseshoe crabs, carry oxygen with hemocyanin instead. It contains copper and turns blue when it carries oxygen.',
    funFact: { title: 'Four at a time', text: 'Each hemoglobin molecule can carry four oxygen molecules at once.' },
  },
  glossary: [
    { term: 'Red blood cell', say: 'red blud sel', definition: 'A tiny cell in blood that carries oxygen around the body.' },
    { term: 'Hemoglobin', say: 'HEE-muh-glow-bin', definition: 'The stuff inside red blood cells that carries oxygen and makes blood red.' },
    { term: 'Iron', say: 'EYE-urn', definition: 'A metal your body uses to carry oxygen in the blood.' },
    { term: 'Oxygen', say: 'OK-sih-jen', definition: 'A gas in the air that your body needs to live.' },
    { term: 'Plasma', say: 'PLAZ-muh', definition: 'The watery, yellowish liquid part of blood.' },
  ],
  tryIt: [{
    title: 'Red Cell Relay',
    description: 'Play at being red blood cells carrying oxygen.',
    steps: [
      'Put a pile of paper balls at one end of the room. They are oxygen.',
      'You are a red blood cell. Pick up one ball.',
      'Carry it to a box at the other end. That is the body.',
      'Go back for more. How many trips can you make?',
    ],
    note: 'Play with a grown-up where there is room to move safely.',
    bands: ['3-5'],
  }, {
    title: 'Why Veins Look Blue',
    description: 'Look at your veins and think about light.',
    steps: [
      'In good light, look at the veins on the inside of your wrist.',
      'Note the colour you see: blue, green or purple?',
      'Shine a small torch through your fingertips in a dark room: which colour of light gets through?',
      'Talk about it: if red light goes deep and gets soaked up, what colour bounces back from a vein?',
    ],
    note: 'The red glow through your fingers shows that red light travels furthest through skin.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'Delivery trucks', content: 'Red blood cells are like delivery trucks: they load oxygen in the lungs and drop it off all around the body.' },
  ],
  realWorld: [
    { title: 'Iron on your plate', content: 'Foods such as beans, lentils, meat and leafy greens give your body the iron it needs to make hemoglobin.' },
  ],
  engaging: [
    { question: 'Why do you think your fingers glow red when you shine a torch through them?', context: 'Think about what is flowing inside.' },
    { question: 'Where do you think your blood goes after it picks up oxygen?', context: 'Think about your heart and every part of your body.' },
  ],
  quiz: [
    {
      question: 'What makes blood red?', right: 'Tiny red cells', wrong: ['Red juice you drink', 'Paint in your body'],
      skill: 'cause-effect', support: ['Blood is full of tiny red cells', 'Red blood cells make blood red', 'The red cells give blood its red colour', 'The red cells give blood its colour'],
    },
    {
      question: 'What do red blood cells carry?', right: 'Air for your body', wrong: ['Food for your hair', 'Water for your eyes'],
      skill: 'recall', bands: ['3-5'], support: ['Red cells carry air all over you', 'The red cells carry air to every part of you'],
    },
    {
      question: 'What is the colour of the blood inside your veins?', right: 'Dark red', wrong: ['Bright blue', 'Light green'],
      skill: 'recall', bands: ['6-8', '9-12', '13+'], support: ['Blood is never blue, even in your veins', 'After it drops off its oxygen, it is a darker red', 'Veins only look blue through the skin', 'Blood coming back to the heart has given up some oxygen and is dark red'],
    },
    {
      question: 'What does hemoglobin carry?', right: 'Oxygen', wrong: ['Sugar', 'Salt'],
      skill: 'recall', bands: ['6-8', '9-12', '13+'], support: ['Hemoglobin has iron and carries oxygen', 'Blood with oxygen is bright red', 'the iron grabs oxygen'],
    },
  ],
  sources: [
    {
      claim: 'Hemoglobin is the iron-containing protein in red blood cells that carries oxygen from the lungs to the tissues; it is made of four protein chains, each with a heme group holding an iron atom, so each molecule can carry four oxygen molecules; oxygenated blood is bright red and deoxygenated blood is darker red; some invertebrates such as octopuses and horseshoe crabs use copper-containing hemocyanin, which is blue when oxygenated.',
      title: 'Britannica: Hemoglobin',
      url: 'https://www.britannica.com/science/hemoglobin',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Blood is made of plasma, a yellowish liquid, plus red blood cells, white blood cells and platelets; red blood cells carry oxygen using hemoglobin and are the most common cells in blood; the body needs iron from food to make hemoglobin.',
      title: 'Britannica: Blood',
      url: 'https://www.britannica.com/science/blood-biochemistry',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Veins appear blue through the skin although the blood in them is dark red, because red light penetrates deeper into tissue and is absorbed while more blue light is reflected back (Kienle A. et al., 1996, "Why do veins appear blue? A new look at an old question", Applied Optics).',
      title: 'Kienle A. et al. (1996), Why do veins appear blue? A new look at an old question, Applied Optics',
      url: 'https://doi.org/10.1364/AO.35.001151',
      read: '2026-11-28',
      authority: 'peer-reviewed',
    },
  ],
  simplifications: ['For 3-5, "the red cells carry air" stands for red cells carrying oxygen, one gas in the air.', 'For 3-8, "iron and oxygen together look red" simplifies how heme absorbs light.'],
  related: ['heart-beat', 'lungs-work', 'cut-heal'],
  links: [SITES.kidsHealth, britannica('hemoglobin'), SITES.healthyChildren],
};

const eatVegetables: KidEntry = {
  id: 'eat-vegetables',
  module: 'Science Explorers',
  question: 'Why should we eat vegetables?',
  title: 'Why Should We Eat Vegetables?',
  blurb: 'Vitamins, minerals and fibre: what a rainbow of vegetables does for your growing body.',
  triggers: [['vegetable*'], ['veggie*'], ['veg'], ['eat', 'greens'], ['broccoli'], ['5', 'day'], ['five', 'day']],
  quickAnswer: {
    '3-5': 'Vegetables help you grow big and strong. They are full of good things for your body. Some help your eyes. Some help you fight germs. Some help you poop! Try lots of colours.',
    '6-8': 'Vegetables help you grow and stay well. They have vitamins and minerals. These are tiny helpers for your eyes, skin and bones. They help you fight germs, too. Vegetables also have fibre. Fibre helps food move through your tummy, so you can poop. Each colour has its own helpers. So eat a rainbow!',
    '9-12': 'Vegetables give your body vitamins, minerals and fibre. Vitamins and minerals help your body grow, heal cuts, build bones and fight off germs. Fibre helps your gut move food along and keeps you full. Different coloured vegetables contain different helpful substances, so a mix is best. Health experts such as the NHS advise eating at least 5 portions of fruit and vegetables a day.',
    '13+': 'Vegetables are dense in micronutrients and low in energy. They supply vitamins such as A, C and K, folate, minerals such as potassium, and dietary fibre. Fibre supports healthy digestion and helps you feel full. Diets rich in fruit and vegetables are linked with a lower risk of heart disease, stroke and some cancers. Different colours reflect different plant compounds, so variety matters more than any single "superfood". The NHS recommends at least 5 portions of a variety of fruit and vegetables a day.',
  },
  takeaways: {
    little: ['Vegetables help you grow.', 'They help you fight germs.', 'Eat lots of colours!'],
    young: ['Vegetables have vitamins and minerals.', 'Fibre in vegetables helps you poop.', 'Different colours give different helpers.'],
    older: ['Vegetables supply vitamins, minerals and fibre.', 'Variety matters: eat a rainbow of colours.', 'Aim for at least 5 portions of fruit and vegetables a day.'],
  },
  sections: [
    {
      title: 'Tiny Helpers Inside',
      little: 'Vegetables have tiny helpers inside. You cannot see them. They help your body grow and stay well.',
      young: 'Vegetables have vitamins and minerals. You cannot see them, but your body uses them like tools. They help you grow. They keep your skin and eyes well. They build strong bones and help you fight germs.',
      older: 'Vitamins and minerals are nutrients your body needs in small amounts but cannot do without. Vitamin A helps your eyes and skin. Vitamin C helps heal cuts and supports the immune system. Minerals like potassium help your muscles and heart work. Vegetables are a great source of many of them.',
      funFact: { title: 'Hidden helpers', text: 'Vegetables are low in fat and calories but packed with vitamins and minerals.' },
    },
    {
      title: 'Fibre Keeps Things Moving',
      little: 'Vegetables help your tummy too. They help you poop. Good job, tummy!',
      young: 'Vegetables have fibre. It is the crunchy, stringy part of plants. Fibre keeps food moving through your tummy. It helps you poop with ease.',
      older: 'Fibre is the part of plant food that your body cannot digest. It adds bulk, keeps food moving through your gut and helps prevent constipation. It also helps you feel full, so you are less likely to overeat.',
      funFact: { title: 'Stringy celery', text: 'The strings you see in a stick of celery are a good example of plant fibre.' },
    },
    {
      title: 'Eat a Rainbow',
      little: 'Vegetables come in lots of colours. Red, orange, green and purple! Try a new one with a grown-up.',
      young: 'Vegetables come in every colour: red peppers, orange carrots, green peas, purple cabbage. Each colour has its own mix of helpers. So lots of colours give your body lots of good things. It can take many tries to like a new taste. That is normal.',
      older: 'Colour is a clue to the different plant compounds inside a vegetable. Orange vegetables like carrots are rich in beta-carotene, which the body turns into vitamin A. Dark green leaves have folate and vitamin K. Eating a variety of colours covers more nutrients than eating lots of one favourite.',
      funFact: { title: 'Try, try again', text: 'Tastes can change: a vegetable you did not like last year might taste better now.' },
    },
  ],
  deeper: {
    title: 'Micronutrients, Fibre and Long-Term Health',
    content: 'Vegetables are nutrient-dense foods: they provide many micronutrients for relatively few calories. Beta-carotene in orange and dark green vegetables is converted to vitamin A, which is needed for vision and the immune system. Vitamin C helps build collagen, which skin and wounds need. Soluble and insoluble fibre support gut health and feed helpful gut bacteria. Large studies link diets high in fruit and vegetables with lower rates of heart disease, stroke and some cancers. That is why public health bodies such as the NHS recommend at least 5 portions a day.',
    funFact: { title: 'Frozen counts', text: 'Fresh, frozen and tinned vegetables all count towards your 5 a day.' },
  },
  glossary: [
    { term: 'Vegetable', say: 'VEJ-tuh-bul', definition: 'A part of a plant that we eat, like a root, leaf or stem.' },
    { term: 'Vitamin', say: 'VY-tuh-min', definition: 'A tiny helper in food that your body needs to work well.' },
    { term: 'Mineral', say: 'MIN-er-ul', definition: 'Something like iron or calcium from food that helps build and run your body.' },
    { term: 'Fibre', say: 'FY-ber', definition: 'The part of plant food that helps food move through your tummy.' },
    { term: 'Portion', say: 'POR-shun', definition: 'An amount of a food that you eat at one time.' },
  ],
  tryIt: [{
    title: 'Rainbow Plate Picture',
    description: 'Draw a plate with a rainbow of vegetables.',
    steps: [
      'Draw a big circle. That is your plate.',
      'Draw something red, like a tomato.',
      'Draw something orange and something green.',
      'Show a grown-up. Which one will you try at dinner?',
    ],
    note: 'Any tasting happens at mealtime, with a grown-up.',
    bands: ['3-5'],
  }, {
    title: 'Rainbow Week Chart',
    description: 'Track the colours of vegetables you eat for a week.',
    steps: [
      'Make a chart with columns for red, orange, yellow, green and purple.',
      'Each day, tick a colour when you eat a vegetable of that colour at a meal.',
      'At the end of the week, count your ticks: which colour is missing?',
      'With a grown-up, plan a meal or snack that adds the missing colour.',
    ],
    note: 'Cooking and cutting vegetables is for a grown-up, or with a grown-up helping.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A toolbox', content: 'Vegetables are like a toolbox: each colour brings different tools your body uses to build, fix and protect itself.' },
  ],
  realWorld: [
    { title: 'School gardens', content: 'Many schools grow vegetables in a garden, and children who help grow them are often keener to taste them.' },
  ],
  engaging: [
    { question: 'What is your favourite vegetable, and what colour is it?', context: 'Now think of one in a colour you have not tried.' },
    { question: 'Which part of the plant do you think a carrot is?', context: 'Think about where it grows: above or under the ground?' },
  ],
  quiz: [
    {
      question: 'How do vegetables help you?', right: 'They help you grow', wrong: ['They make you sleepy', 'They turn you green'],
      skill: 'recall', support: ['Vegetables help you grow', 'Vegetables help you grow big and strong', 'They help you grow', 'help your body grow'],
    },
    {
      question: 'Why is it good to eat lots of colours?', right: 'Each colour has different helpers', wrong: ['All colours taste like sweets', 'Colours make food last longer'],
      skill: 'cause-effect', support: ['Eat lots of colours', 'Different colours give different helpers', 'Variety matters: eat a rainbow of colours', 'Each colour has its own mix of helpers'],
    },
    {
      question: 'What does fibre in vegetables do?', right: 'Helps food move through you', wrong: ['Makes your hair grow long', 'Turns food into blood'],
      skill: 'cause-effect', bands: ['6-8', '9-12', '13+'], support: ['Fibre in vegetables helps you poop', 'keeps food moving through your gut', 'Fibre keeps food moving through your tummy'],
    },
    {
      question: 'How many portions of fruit and vegetables does the NHS advise a day?', right: 'At least 5', wrong: ['Just 1', 'None at all'],
      skill: 'recall', bands: ['9-12', '13+'], support: ['Aim for at least 5 portions of fruit and vegetables a day'],
    },
  ],
  sources: [
    {
      claim: 'The NHS recommends eating at least 5 portions of a variety of fruit and vegetables a day; they are a good source of vitamins and minerals, including folate, vitamin C and potassium, and of dietary fibre, which helps maintain a healthy gut and prevent constipation; diets high in fruit and vegetables can help reduce the risk of heart disease, stroke and some cancers; fresh, frozen, tinned and dried fruit and vegetables all count.',
      title: 'NHS: Why 5 A Day?',
      url: 'https://www.nhs.uk/live-well/eat-well/5-a-day/why-5-a-day/',
      read: READ,
      authority: 'public-health',
      asOf: '2026-11',
    },
    {
      claim: 'Vegetables are low in calories and fat and are important sources of vitamins (such as A, C and K and folate), minerals (such as potassium) and dietary fibre; beta-carotene in orange and dark green vegetables is converted by the body into vitamin A, which is needed for vision; vitamin C is needed to make collagen for skin and wound healing.',
      title: 'Britannica: Vegetable',
      url: 'https://www.britannica.com/topic/vegetable',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: ['For 3-5, "tiny helpers" stands for vitamins and minerals.'],
  related: ['where-food-goes', 'drink-water', 'brush-teeth'],
  links: [SITES.healthyChildren, britannica('vegetable'), SITES.kidsHealth],
};

const noseSmell: KidEntry = {
  id: 'nose-smell',
  module: 'Science Explorers',
  question: 'How does the nose smell things?',
  title: 'How Does the Nose Smell Things?',
  blurb: 'Invisible scent bits, sticky nose cells and a quick message to the brain.',
  triggers: [['nose', 'smell*'], ['nose', 'work*'], ['sense', 'smell'], ['olfact*'], ['how', 'we', 'smell'], ['how', 'you', 'smell'], ['smell', 'things'], ['why', 'can', 'smell'], ['nose', 'block*', 'taste'], ['cold', 'taste', 'food']],
  quickAnswer: {
    '3-5': 'Things give off tiny bits you cannot see. The bits float in the air. You sniff them into your nose. Your nose sends a message to your brain. Your brain says, "Mmm, cookies!"',
    '6-8': 'Many things give off tiny invisible bits called smell molecules. They float through the air. When you breathe in, they go up into your nose. High inside your nose are special cells that catch them. Those cells send a message to your brain, and your brain tells you what the smell is.',
    '9-12': 'Smells are made of tiny molecules that drift off things like flowers, toast or soap. When you breathe in, they travel to a small patch of special tissue high inside your nose. There they dissolve in mucus and fit onto smell receptors on nerve cells. Each receptor fits only some molecules. The nerve cells send signals to your brain, which puts the pattern together and names the smell.',
    '13+': 'Smell, or olfaction, is a chemical sense. Odour molecules enter the nose and reach the olfactory epithelium, a small patch of tissue high in the nasal cavity. There they dissolve in mucus and bind to receptor proteins on olfactory sensory neurons. Each neuron has one type of receptor, and each odour activates a particular combination of receptor types. Signals travel to the olfactory bulb and on to the brain, which reads the combination as a smell. Smell links closely to memory and emotion, and it supplies most of what we call flavour.',
  },
  takeaways: {
    little: ['Smells are tiny bits in the air.', 'You sniff them into your nose.', 'Your brain tells you what you smell.'],
    young: ['Smell molecules float through the air.', 'Special cells high in your nose catch them.', 'Your brain works out what the smell is.'],
    older: ['Smell molecules fit onto receptors in the nose.', 'Different smells switch on different mixes of receptors.', 'Smell gives food most of its flavour.'],
  },
  sections: [
    {
      title: 'Tiny Bits in the Air',
      little: 'Bread, flowers and soap give off tiny bits. They are too small to see. They float to your nose.',
      young: 'Baking bread, flowers and oranges all send tiny bits called molecules into the air. They are far too small to see. They drift along, and when you breathe in, some of them go up into your nose.',
      older: 'Things that smell release molecules into the air. Warm things usually release more, which is why hot food smells stronger than cold food. Sniffing pulls more air, and more molecules, up to the top of your nose.',
      funFact: { title: 'Sniff, sniff', text: 'Sniffing hard helps you smell better, because it pulls more air up to the top of your nose.' },
    },
    {
      title: 'Smell Catchers in Your Nose',
      little: 'Up in your nose are special catchers. They catch the tiny bits. Then they tell your brain.',
      young: 'High up inside your nose is a small patch of special cells. They are covered in wet, sticky mucus. When smell molecules land there, the cells catch them. Then the cells send a message along a nerve to your brain. Your brain says, "That is popcorn!"',
      older: 'High in the nose is a patch of tissue lined with millions of smell nerve cells. Smell molecules dissolve in the mucus there and fit onto receptors, a bit like keys in locks. Each smell switches on its own mix of receptors. The brain reads that mix like a code, so you can tell apart a great many smells.',
      funFact: { title: 'Smell memories', text: 'A smell can bring back a memory in a flash, because smell signals travel close to the brain\'s memory areas.' },
    },
    {
      title: 'Smell and Taste Are a Team',
      young: 'Your nose helps you taste, too. When you chew, smells from your food float up the back of your throat into your nose. That is why food can taste dull when you have a blocked nose from a cold.',
      older: 'Your tongue detects only a few basic tastes. Most of what we call flavour comes from smell. As you chew, odour molecules rise from the back of the mouth into the nose. When a cold blocks your nose, food seems to lose its flavour, even though your tongue still works.',
      funFact: { title: 'Pinch test', text: 'Hold your nose while eating a sweet and it tastes just sweet; let go and the fruit flavour appears.' },
    },
  ],
  deeper: {
    title: 'Olfactory Receptors and Combinatorial Coding',
    content: 'The olfactory epithelium contains olfactory sensory neurons whose cilia carry odorant receptor proteins. Humans have several hundred kinds of functional odorant receptor genes, and each neuron expresses just one of them. Neurons with the same receptor send their axons to the same small cluster, called a glomerulus, in the olfactory bulb. An odour activates a particular combination of receptors, and the brain decodes that pattern. This combinatorial code lets a limited set of receptors distinguish a huge number of odours. Odours reaching the nose from the mouth while eating, called retronasal smell, give food most of its flavour.',
    funFact: { title: 'New nerve cells', text: 'Smell nerve cells are among the few nerve cells that the body keeps replacing throughout life.' },
  },
  glossary: [
    { term: 'Smell', say: 'SMEL', definition: 'The sense that lets your nose notice things in the air.' },
    { term: 'Molecule', say: 'MOL-uh-kyool', definition: 'A tiny bit of something, too small to see.' },
    { term: 'Mucus', say: 'MYOO-kus', definition: 'Wet, sticky stuff that lines the inside of your nose.' },
    { term: 'Receptor', say: 'rih-SEP-ter', definition: 'A part of a cell that catches one kind of signal, like a lock for a key.' },
    { term: 'Olfactory', say: 'ol-FAK-tuh-ree', definition: 'To do with the sense of smell.' },
  ],
  tryIt: [{
    title: 'Sniff and Guess',
    description: 'Guess smells with your eyes closed.',
    steps: [
      'Ask a grown-up to pick three safe things, like an orange, a lemon and a flower.',
      'Close your eyes.',
      'Sniff each one gently.',
      'Can you guess what it is?',
    ],
    note: 'A grown-up picks what to smell: never sniff cleaning things or bottles you find.',
    bands: ['3-5'],
  }, {
    title: 'Smell Travel Race',
    description: 'Find out how fast a smell spreads across a room.',
    steps: [
      'With a grown-up, peel an orange at one end of a room.',
      'Friends stand at different distances and raise a hand when they first smell it.',
      'Time how long the smell takes to reach each person.',
      'Talk about it: how did the smell molecules get there without anyone carrying them?',
    ],
    note: 'Use food smells only; a grown-up does any peeling or cutting.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'Keys and locks', content: 'Smell molecules are like keys, and the receptors in your nose are locks: only the right key opens each lock.' },
  ],
  realWorld: [
    { title: 'Smelly gas on purpose', content: 'Natural gas has no smell, so gas companies add a strong smell to it, which lets people notice a leak quickly.' },
  ],
  engaging: [
    { question: 'Which smell reminds you of a happy memory?', context: 'Think about birthdays, holidays or a grown-up\'s kitchen.' },
    { question: 'Why do you think hot food smells stronger than cold food?', context: 'Think about what warmth does to the tiny smell bits.' },
  ],
  quiz: [
    {
      question: 'How does a smell get to your nose?', right: 'Tiny bits float in the air', wrong: ['It travels through the ground', 'Your eyes send it there'],
      skill: 'cause-effect', support: ['The bits float in the air', 'Smells are tiny bits in the air', 'Smell molecules float through the air', 'They float to your nose', 'They float through the air', 'Things that smell release molecules into the air'],
    },
    {
      question: 'What tells you what you are smelling?', right: 'Your brain', wrong: ['Your teeth', 'Your toes'],
      skill: 'recall', support: ['Your brain tells you what you smell', 'Your brain works out what the smell is', 'your brain tells you what the smell is', 'the brain reads the combination as a smell', 'The brain reads that mix like a code'],
    },
    {
      question: 'Why does food taste dull with a blocked nose?', right: 'Smell makes most of the flavour', wrong: ['The tongue stops working at all', 'The food gets colder in your mouth'],
      skill: 'cause-effect', bands: ['6-8', '9-12', '13+'], support: ['Your nose helps you taste, too', 'Smell gives food most of its flavour', 'Most of what we call flavour comes from smell'],
    },
  ],
  sources: [
    {
      claim: 'Smell, or olfaction, begins when odour molecules reach the olfactory epithelium high in the nasal cavity, dissolve in mucus and bind to receptors on olfactory sensory neurons; signals pass to the olfactory bulb and on to the brain; olfactory neurons are continually replaced; most of what is called flavour comes from smell, including retronasal smell while eating; humans have several hundred functional odorant receptor genes.',
      title: 'Britannica: Smell (sense)',
      url: 'https://www.britannica.com/science/smell-sense',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Each olfactory sensory neuron expresses one type of odorant receptor; neurons with the same receptor converge on the same glomerulus in the olfactory bulb; each odour activates a combination of receptors, a combinatorial code that lets people distinguish a vast number of odours (Buck L. and Axel R., 1991, "A novel multigene family may encode odorant receptors", Cell).',
      title: 'Buck L., Axel R. (1991), A novel multigene family may encode odorant receptors: a molecular basis for odor recognition, Cell',
      url: 'https://doi.org/10.1016/0092-8674(91)90418-X',
      read: '2026-11-28',
      authority: 'peer-reviewed',
    },
    {
      claim: 'Smell and taste work together to create flavour; when the nose is blocked, as with a cold, food can seem to lose its flavour; odorant is added to natural gas so that leaks can be smelled.',
      title: 'NIH NIDCD: Smell Disorders',
      url: 'https://www.nidcd.nih.gov/health/smell-disorders',
      read: READ,
      authority: 'public-health',
    },
  ],
  simplifications: ['For 3-5, "tiny bits" stands for molecules.', 'For 3-8, "special cells catch them" stands for odour molecules binding to receptors on olfactory neurons.'],
  related: ['dogs-sniff', 'flowers-smell-colour', 'lungs-work'],
  links: [SITES.kidsHealth, britannica('smell sense'), SITES.natGeoKids],
};

const tongueTaste: KidEntry = {
  id: 'tongue-taste',
  module: 'Science Explorers',
  question: 'How does the tongue taste?',
  title: 'How Does the Tongue Taste?',
  blurb: 'Bumps, taste buds and five basic tastes: how your tongue tells sweet from sour.',
  triggers: [['tongue'], ['tongues'], ['taste', 'bud*'], ['tastebud*'], ['how', 'we', 'taste'], ['how', 'you', 'taste'], ['how', 'taste', 'work*'], ['sense', 'taste'], ['umami'], ['five', 'taste*'], ['basic', 'taste*']],
  quickAnswer: {
    '3-5': 'Your tongue has lots of tiny bumps. In the bumps are taste buds. They tell you if food is sweet or salty. They tell you if it is sour. Then your brain knows. Yum!',
    '6-8': 'Your tongue is covered in tiny bumps. Inside many of them are taste buds, which are too small to see. When you eat, bits of food mix with your spit and reach the taste buds. The taste buds send messages to your brain. Your brain tells you if the food is sweet, salty, sour, bitter or savoury.',
    '9-12': 'The bumps on your tongue are called papillae, and many of them hold taste buds. Each taste bud has taste cells with a tiny opening to the surface. Food dissolves in saliva and reaches these cells. They sense five basic tastes: sweet, salty, sour, bitter and umami, a savoury taste. Nerves carry the signals to your brain. Your nose adds the smell, and together they make flavour.',
    '13+': 'Taste, or gustation, is a chemical sense. Taste buds sit mostly in the papillae of the tongue, with some on the soft palate and in the throat. Each bud holds taste receptor cells whose tips reach the surface through a taste pore. Chemicals dissolved in saliva bind to receptors or pass through ion channels, depending on the taste. Humans detect five basic tastes: sweet, salty, sour, bitter and umami. Signals travel along cranial nerves to the brainstem and on to the taste cortex. All areas of the tongue with taste buds can sense all five tastes, so the old "tongue map" is wrong.',
  },
  takeaways: {
    little: ['Your tongue has tiny bumps.', 'Taste buds are in the bumps.', 'Your brain tells you the taste.'],
    young: ['Taste buds hide in the bumps on your tongue.', 'Food must mix with spit before you can taste it.', 'Sweet, salty, sour, bitter and savoury are the basic tastes.'],
    older: ['Taste buds sit in papillae on the tongue.', 'There are five basic tastes, including umami.', 'Every part of the tongue can sense every taste.'],
  },
  sections: [
    {
      title: 'Bumps and Buds',
      little: 'Look at your tongue in a mirror. See the little bumps? Taste buds live in them. They are too small to see.',
      young: 'Stick out your tongue and look in a mirror. The little bumps you see are not taste buds themselves. Taste buds are hidden inside many of the bumps and are far too small to see. You have thousands of them.',
      older: 'The small bumps on your tongue are papillae. Many of them hold taste buds, each a tiny cluster of taste cells. A taste bud has a tiny opening called a taste pore. Through it, the tips of the taste cells meet whatever is in your mouth.',
      funFact: { title: 'Always new', text: 'Taste cells wear out and are replaced all the time, so your taste buds are always being renewed.' },
    },
    {
      title: 'Spit Helps You Taste',
      little: 'When you chew, food mixes with spit. The spit takes the taste to your taste buds.',
      young: 'Your taste buds can only taste food that is mixed with spit. Chewing breaks food into small pieces, and spit melts bits of it. Then the taste buds can pick up the taste and send a message to your brain.',
      older: 'Taste cells respond to chemicals dissolved in saliva. Chewing breaks food up, and saliva carries its chemicals into the taste pores. Sugars and savoury compounds fit onto receptors. Salt and sour acids pass through channels in the cells. Nerves then carry the signals to the brain.',
      funFact: { title: 'Dry tongue', text: 'A completely dry tongue has trouble tasting dry food, because nothing carries the taste to the taste buds.' },
    },
    {
      title: 'Five Basic Tastes',
      little: 'Sweet like a banana. Salty like crackers. Sour like a lemon. Your tongue knows them all!',
      young: 'Your tongue can sense five basic tastes: sweet, salty, sour, bitter, and a savoury taste called umami. A lemon is sour. Every part of your tongue can sense all of them. Your nose helps too, by adding smells. That is how you can tell a strawberry from a banana.',
      older: 'Scientists recognise five basic tastes: sweet, salty, sour, bitter and umami, the savoury taste of foods like cheese, tomatoes and broth. You may have seen a "tongue map" with each taste in its own zone. It is a myth: every region with taste buds senses all five. Flavour is taste and smell together.',
      funFact: { title: 'A Japanese word', text: 'Umami comes from a Japanese word meaning a pleasant, savoury taste.' },
    },
  ],
  deeper: {
    title: 'Gustation: Receptors, Channels and the Tongue-Map Myth',
    content: 'Taste receptor cells are grouped in taste buds on the fungiform, foliate and circumvallate papillae of the tongue. Sweet, bitter and umami are detected by G-protein-coupled receptors. Salty and sour tastes depend mainly on ion channels, sodium for salt and acidity for sour. Signals travel through several cranial nerves to the brainstem, then to the gustatory cortex. Research has shown that each taste quality is detected across the whole tongue. The popular "tongue map" came from a misreading of early twentieth-century work. Flavour combines taste with retronasal smell, texture and temperature.',
    funFact: { title: 'Taste buds elsewhere', text: 'You also have some taste buds on the roof of your mouth and in your throat.' },
  },
  glossary: [
    { term: 'Tongue', say: 'TUNG', definition: 'The soft muscle in your mouth that helps you taste, chew and talk.' },
    { term: 'Taste bud', say: 'TAYST bud', definition: 'A tiny group of cells that senses tastes.' },
    { term: 'Saliva', say: 'suh-LY-vuh', definition: 'The spit in your mouth, which helps you taste and swallow.' },
    { term: 'Umami', say: 'oo-MAH-mee', definition: 'A savoury taste, like in cheese, tomatoes or soup.' },
    { term: 'Papillae', say: 'puh-PIL-ee', definition: 'The small bumps on your tongue, where many taste buds are.' },
  ],
  tryIt: [{
    title: 'Tongue in the Mirror',
    description: 'Look at the bumps on your tongue.',
    steps: [
      'Stand by a mirror with a grown-up.',
      'Stick out your tongue. Say "ahh!"',
      'Look for the tiny bumps.',
      'Draw your tongue with lots of dots.',
    ],
    note: 'Taste buds hide inside the bumps: too small to see.',
    bands: ['3-5'],
  }, {
    title: 'Taste Sorting Chart',
    description: 'Sort foods you already know into the five basic tastes.',
    steps: [
      'Draw five columns: sweet, salty, sour, bitter and umami.',
      'From memory, write foods you have eaten at meals into each column.',
      'Mark foods that fit two columns, like sweet-and-sour sauce.',
      'Compare with a friend or family member: do you sort them the same way?',
    ],
    note: 'A sorting game from memory: no tasting needed. Any new food is tried at a meal, with a grown-up.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A team of detectives', content: 'Taste buds are like a team of detectives, each trained to spot certain clues, and the brain puts their reports together.' },
  ],
  realWorld: [
    { title: 'Chefs and tasting', content: 'Chefs balance sweet, salty, sour, bitter and umami when they cook, so that a dish tastes just right.' },
  ],
  engaging: [
    { question: 'Which of the five tastes do you like best?', context: 'Sweet, salty, sour, bitter or savoury umami?' },
    { question: 'Why do you think food tastes different when you have a cold?', context: 'Think about how your nose helps your tongue.' },
  ],
  quiz: [
    {
      question: 'Where are your taste buds?', right: 'In the bumps on your tongue', wrong: ['In your teeth', 'At the end of your nose'],
      skill: 'recall', support: ['Taste buds are in the bumps', 'Taste buds hide in the bumps on your tongue', 'Taste buds sit in papillae on the tongue', 'In the bumps are taste buds'],
    },
    {
      question: 'Which taste does a lemon have?', right: 'Sour', wrong: ['Sweet', 'Salty'],
      skill: 'inference', bands: ['3-5', '6-8'], support: ['Sour like a lemon', 'A lemon is sour'],
    },
    {
      question: 'What must food mix with before you can taste it?', right: 'Spit', wrong: ['Air', 'Tears'],
      skill: 'cause-effect', bands: ['6-8', '9-12', '13+'], support: ['Food must mix with spit before you can taste it', 'Food dissolves in saliva', 'Chemicals dissolved in saliva'],
    },
    {
      question: 'What is umami?', right: 'A savoury taste', wrong: ['A sour fruit', 'A kind of tooth'],
      skill: 'vocabulary', bands: ['9-12', '13+'], support: ['umami, a savoury taste', 'A savoury taste, like in cheese, tomatoes or soup'],
    },
    {
      question: 'What tells you what a food tastes like?', right: 'Your brain', wrong: ['Your elbow', 'Your hair'],
      skill: 'recall', bands: ['3-5'], support: ['Your brain tells you the taste'],
    },
  ],
  sources: [
    {
      claim: 'Taste (gustation) is a chemical sense; taste buds lie mainly in the papillae of the tongue and also on the soft palate and throat; each bud contains taste receptor cells reaching the surface through a taste pore; chemicals must dissolve in saliva to be tasted; the basic tastes are sweet, salty, sour, bitter and umami (a savoury taste, from a Japanese word); taste cells are continually replaced; flavour combines taste and smell; all regions of the tongue with taste buds respond to all basic tastes.',
      title: 'Britannica: Taste (sense)',
      url: 'https://www.britannica.com/science/taste-sense',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Sweet, bitter and umami are detected by G-protein-coupled receptors and salty and sour by ion channels; each taste quality is detected across all areas of the tongue, contrary to the popular "tongue map", which came from a misreading of early twentieth-century work (Chandrashekar J. et al., 2006, "The receptors and cells for mammalian taste", Nature).',
      title: 'Chandrashekar J. et al. (2006), The receptors and cells for mammalian taste, Nature',
      url: 'https://doi.org/10.1038/nature05401',
      read: '2026-11-28',
      authority: 'peer-reviewed',
    },
    {
      claim: 'People have thousands of taste buds; taste signals travel along cranial nerves to the brain; smell and taste work together to produce flavour.',
      title: 'NIH NIDCD: Taste Disorders',
      url: 'https://www.nidcd.nih.gov/health/taste-disorders',
      read: READ,
      authority: 'public-health',
    },
  ],
  simplifications: ['For 3-5, only sweet, salty and sour are named.'],
  related: ['nose-smell', 'eat-vegetables', 'where-food-goes'],
  links: [SITES.kidsHealth, britannica('taste sense'), SITES.natGeoKids],
};

const wrinklyFingers: KidEntry = {
  id: 'wrinkly-fingers',
  module: 'Science Explorers',
  question: 'Why do fingers get wrinkly in the bath?',
  title: 'Why Do Fingers Get Wrinkly in the Bath?',
  blurb: 'Pruney fingertips: a nerve-controlled trick that scientists are still puzzling over.',
  triggers: [['wrinkl*', 'finger*'], ['wrinkl*', 'bath'], ['wrinkl*', 'water'], ['wrinkl*', 'toe*'], ['wrinkl*', 'swim*'], ['wrinkl*', 'pool'], ['wrinkl*', 'shower'], ['prune*', 'finger*'], ['pruny'], ['pruney'], ['prune', 'bath'], ['finger*', 'bath'], ['finger*', 'pool']],
  quickAnswer: {
    '3-5': 'After a long bath, your fingers get wrinkly. Your toes do too! Your body makes the wrinkles on purpose. They may help you hold wet things. Scientists are still finding out. After a while, the wrinkles go away.',
    '6-8': 'When you stay in water for a while, the skin on your fingers and toes gets wrinkly. People used to think the skin just soaked up water. But scientists found that your nerves cause it. Tiny blood vessels under the skin get narrower, and the skin on top folds into wrinkles. Why? Some scientists think wrinkles help us grip wet things. They are still testing that idea.',
    '9-12': 'Wrinkly bath fingers are not just soggy skin. Doctors noticed that fingers with damaged nerves do not wrinkle in water. So the wrinkling is controlled by the nervous system. When your fingertips soak, nerves tell tiny blood vessels under the skin to narrow. The soft pad shrinks a little, and the skin on top folds. One idea is that wrinkles help us grip wet things, like tyre treads on a wet road. Some experiments support this, but others do not, so scientists are still studying it.',
    '13+': 'Water-induced wrinkling of the fingers and toes is an active response, not simple swelling. Fingers whose nerves are cut or damaged do not wrinkle. Soaking triggers sympathetic nerve signals that cause vasoconstriction in the fingertip pad. The pad loses volume, and the outer skin, anchored to deeper tissue, buckles into ridges. One hypothesis is that wrinkles channel water away and improve grip on wet objects. A 2013 study found wrinkled fingers moved wet objects faster. But a 2014 study found no difference, so the purpose is still debated.',
  },
  takeaways: {
    little: ['Long baths make fingers wrinkly.', 'Your body makes the wrinkles.', 'The wrinkles go away again.'],
    young: ['Nerves make your fingertips wrinkle in water.', 'Blood vessels under the skin get narrower.', 'Scientists are still testing why we get wrinkles.'],
    older: ['Bath wrinkles are controlled by the nervous system.', 'Narrowing blood vessels make the fingertip pad shrink and fold.', 'The grip idea is still being tested.'],
  },
  sections: [
    {
      title: 'Pruney Fingers',
      little: 'Splash, splash! You play in the bath a long time. Look at your fingers. They look like little prunes!',
      young: 'After a long bath or swim, the tips of your fingers and toes look wrinkly, like prunes. The rest of your skin stays smooth. It takes a few minutes in water to start, and the wrinkles go away soon after you get out.',
      older: 'Wrinkling shows up mainly on the fingertips, palms, toes and soles, where the skin is thick and has no hair. It takes several minutes in warm water to appear and fades once the skin is dry again.',
      funFact: { title: 'Only some skin', text: 'Your arms and tummy do not get bath wrinkles: only your fingers, toes, palms and soles do.' },
    },
    {
      title: 'Your Nerves Do It',
      little: 'Your body makes the wrinkles. It is not just water. Tiny tubes under your skin get thin.',
      young: 'For a long time, people thought skin wrinkled because it soaked up water, like a sponge. Then doctors noticed something odd. If the nerves in a finger were hurt, that finger did not wrinkle. So your nerves must be doing it. They tell tiny blood vessels under your skin to get narrower, and the skin folds.',
      older: 'Doctors found that fingers with damaged nerves stay smooth in water, which showed the old "soaking" idea was incomplete. Water on the fingertips sets off nerve signals that narrow the blood vessels in the pad. With less blood, the pad shrinks slightly. The outer skin is tied down in places, so it buckles into ridges.',
      funFact: { title: 'A nerve test', text: 'Because of this, doctors sometimes use bath wrinkles to check whether the nerves in a hand are working.' },
    },
    {
      title: 'A Mystery Still Being Solved',
      young: 'Why would our bodies do this? One idea is that wrinkly fingers grip wet things better, like the grooves on a tyre on a wet road. Some tests found this was true. Other tests found no difference. Scientists are still working it out.',
      older: 'In one experiment, people with wrinkled fingers moved wet marbles faster than people with smooth fingers. In another, wrinkled fingers did no better. So the grip idea is a hypothesis, not a settled answer. It is a good example of science in progress.',
      funFact: { title: 'Real science in action', text: 'Not every question has an answer yet: scientists are still testing why bath wrinkles happen.' },
    },
  ],
  deeper: {
    title: 'Sympathetic Vasoconstriction and the Grip Hypothesis',
    content: 'Water-immersion wrinkling depends on intact sympathetic nerves, so clinicians have used it as a simple test of nerve function in the hand. Soaking triggers vasoconstriction in the glabrous skin of the fingertip. The loss of pulp volume makes the epidermis buckle. In 2013, Kareklas and colleagues reported that wrinkled fingers transferred wet objects faster. In 2014, Haseleu and colleagues found no such benefit for wet objects or for touch sensitivity. The evolutionary purpose of wrinkling therefore remains an open question.',
    funFact: { title: 'Open question', text: 'Two careful experiments reached different answers, so more research is needed.' },
  },
  glossary: [
    { term: 'Wrinkle', say: 'RINK-ul', definition: 'A small fold or crease in the skin.' },
    { term: 'Nerve', say: 'NURV', definition: 'A thin thread in the body that carries messages to and from the brain.' },
    { term: 'Blood vessel', say: 'BLUD VESS-ul', definition: 'A tube that carries blood around the body.' },
    { term: 'Grip', say: 'GRIP', definition: 'To hold something tightly.' },
    { term: 'Hypothesis', say: 'hy-POTH-uh-sis', definition: 'An idea that scientists test to see if it is true.' },
  ],
  tryIt: [{
    title: 'Wrinkle Watch',
    description: 'Watch your fingers get wrinkly and smooth again.',
    steps: [
      'At bath time, look at your fingers with a grown-up.',
      'Are they smooth? Play in the water for a while.',
      'Look again. Are they wrinkly now?',
      'After you dry off, look again later. Smooth again!',
    ],
    note: 'Always have a grown-up with you at bath time.',
    bands: ['3-5'],
  }, {
    title: 'Wet Marble Challenge',
    description: 'Repeat a real experiment: do wrinkly fingers move wet things faster?',
    steps: [
      'Put some marbles in a bowl of water and set an empty bowl beside it.',
      'With dry, smooth fingers, time how long it takes to move the marbles one by one.',
      'Next bath time, when your fingers are wrinkly, do the same test again.',
      'Compare your times. Try it a few times: do your results agree with the 2013 study or the 2014 one?',
    ],
    note: 'Keep marbles away from young children, who can choke on them; a grown-up sets up the water.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'Tyre treads', content: 'The grooves in a car tyre push water out of the way so the tyre grips a wet road. Wrinkly fingers might work in a similar way.' },
  ],
  realWorld: [
    { title: 'Swimmers and dishwashers', content: 'People who swim or wash dishes for a long time often notice their fingertips wrinkle, then smooth out again once their hands dry.' },
  ],
  engaging: [
    { question: 'Do your fingers wrinkle faster in a bath or in a pool?', context: 'Notice it next time and compare.' },
    { question: 'How would you test whether wrinkly fingers grip better?', context: 'Think about what you would time or count.' },
  ],
  quiz: [
    {
      question: 'What makes your fingers wrinkly in the bath?', right: 'Your own body does it', wrong: ['Soap in the water', 'Tiny fish in the bath'],
      skill: 'cause-effect', support: ['Your body makes the wrinkles', 'Nerves make your fingertips wrinkle in water', 'Bath wrinkles are controlled by the nervous system', 'your nerves cause it'],
    },
    {
      question: 'What happens to the wrinkles after the bath?', right: 'They go away again', wrong: ['They stay forever', 'They turn into scales'],
      skill: 'recall', bands: ['3-5', '6-8'], support: ['The wrinkles go away again', 'the wrinkles go away soon after you get out', 'the wrinkles go away'],
    },
    {
      question: 'Do scientists know for sure why we get bath wrinkles?', right: 'No, they are still testing ideas', wrong: ['Yes, it is to keep us warm', 'Yes, it is so we can swim faster'],
      skill: 'inference', bands: ['6-8', '9-12', '13+'], support: ['Scientists are still testing why we get wrinkles', 'The grip idea is still being tested', 'Scientists are still working it out'],
    },
  ],
  sources: [
    {
      claim: 'Water-immersion skin wrinkling of the fingers is caused by vasoconstriction controlled by sympathetic nerves; fingers with damaged or cut nerves do not wrinkle, so scientists found that nerves in the fingers cause the wrinkling rather than simple soaking; the wrinkle test has been used clinically to assess nerve function in the hand (Wilder-Smith E. P. and Chow A., 2003, "Water-immersion wrinkling is due to vasoconstriction", Muscle & Nerve).',
      title: 'Wilder-Smith E. P., Chow A. (2003), Water-immersion wrinkling is due to vasoconstriction, Muscle & Nerve',
      url: 'https://doi.org/10.1002/mus.10323',
      read: '2026-11-28',
      authority: 'peer-reviewed',
    },
    {
      claim: 'In 2013 Kareklas, Nettle and Smulders found that people with water-wrinkled fingers transferred wet objects (marbles) faster than with unwrinkled fingers, supporting the idea that wrinkles improve handling of wet objects ("Water-induced finger wrinkles improve handling of wet objects", Biology Letters).',
      title: 'Kareklas K. et al. (2013), Water-induced finger wrinkles improve handling of wet objects, Biology Letters',
      url: 'https://doi.org/10.1098/rsbl.2012.0999',
      read: '2026-11-28',
      authority: 'peer-reviewed',
    },
    {
      claim: 'In 2014 Haseleu and colleagues found that water-induced finger wrinkles did not improve touch sensitivity or dexterity in handling wet or dry objects ("Water-induced finger wrinkles do not affect touch acuity or dexterity in handling wet objects", PLoS ONE), so the function of wrinkling remains debated.',
      title: 'Haseleu J. et al. (2014), Water-induced finger wrinkles do not affect touch acuity or dexterity in handling wet objects, PLoS ONE',
      url: 'https://doi.org/10.1371/journal.pone.0084949',
      read: '2026-11-28',
      authority: 'peer-reviewed',
    },
  ],
  simplifications: ['For 3-5, "tiny tubes under your skin get thin" stands for vasoconstriction in the fingertip pad.'],
  related: ['fingerprints', 'goosebumps', 'brain'],
  links: [SITES.kidsHealth, britannica('skin wrinkling water'), SITES.natGeoKids],
};

const growTaller: KidEntry = {
  id: 'grow-taller',
  module: 'Science Explorers',
  question: 'How do we grow taller?',
  title: 'How Do We Grow Taller?',
  blurb: 'Growth plates, growth hormone, food and sleep: how your bones get longer year by year.',
  triggers: [['grow*', 'taller'], ['grow*', 'tall'], ['get', 'taller'], ['getting', 'taller'], ['growth', 'spurt*'], ['growth', 'plate*'], ['growth', 'hormone'], ['stop', 'grow*', 'tall*'], ['how', 'we', 'grow'], ['why', 'we', 'grow'], ['how', 'kids', 'grow'], ['bigger', 'grow*', 'up']],
  quickAnswer: {
    '3-5': 'Your bones grow longer, bit by bit. So you get taller! Good food helps you grow. Lots of sleep helps too. Running and playing help. One day you will stop growing, when you are a grown-up.',
    '6-8': 'You grow taller because your bones grow longer. Near the ends of your long bones, like the ones in your legs, are special growing parts called growth plates. They keep making new bone. A message from your brain, called growth hormone, tells them to grow. Good food, plenty of sleep and active play all help. When you are grown up, the growth plates stop, and you stop getting taller.',
    '9-12': 'Your height depends mostly on the long bones in your legs and spine getting longer. Near the ends of long bones are growth plates, made of a softer tissue called cartilage. Cells there keep multiplying, and the new cartilage slowly turns into bone. Growth hormone from the pituitary gland, a pea-sized gland under the brain, drives this. Much of it is released while you sleep. Genes from your family, food and sleep all shape how tall you grow. After puberty, growth plates turn fully to bone, and growth in height stops.',
    '13+': 'Growth in height happens at the epiphyseal plates, or growth plates: discs of cartilage near the ends of long bones. Chondrocytes in the plate divide and enlarge, and the cartilage is gradually replaced by bone, lengthening the bone. Growth hormone from the pituitary gland stimulates this, partly through a hormone called IGF-1 made in the liver. Much growth hormone is released during deep sleep. Nutrition, overall health and inherited genes all influence final height. In puberty, sex hormones cause a growth spurt and then make the plates fuse. After that, bones can no longer grow in length.',
  },
  takeaways: {
    little: ['Your bones grow longer.', 'Food, sleep and play help you grow.', 'Grown-ups stop getting taller.'],
    young: ['Growth plates near the ends of bones make new bone.', 'Growth hormone tells your bones to grow.', 'Good food and sleep help you grow.'],
    older: ['Long bones lengthen at growth plates made of cartilage.', 'Growth hormone, much of it released in sleep, drives growth.', 'Growth plates close after puberty, so height stops increasing.'],
  },
  sections: [
    {
      title: 'Bones That Get Longer',
      little: 'Inside your legs are long bones. They grow a tiny bit every day. That is how you get taller!',
      young: 'You get taller because your bones get longer, especially the long bones in your legs. Near each end of a long bone is a growth plate. It is like a little bone factory. It keeps adding new bone, so the bone slowly stretches out.',
      older: 'Long bones, like the thigh bone, grow at growth plates near each end. A growth plate is a disc of cartilage, a tough but bendy tissue. New cartilage cells form on one side. On the other side, older cartilage is slowly replaced by hard bone. This makes the bone longer.',
      funFact: { title: 'Still growing', text: 'Growth plates are why a child\'s bones can still get longer, while a grown-up\'s bones cannot.' },
    },
    {
      title: 'A Message From Your Brain',
      little: 'Your brain sends a message. It says, "Grow, bones, grow!" It sends lots while you sleep.',
      young: 'A tiny part under your brain called the pituitary gland sends out growth hormone. Hormones are messages carried in your blood. Growth hormone tells your bones to grow. Your body sends out lots of it while you are asleep, so sleep really does help you grow.',
      older: 'The pituitary gland, about the size of a pea, sits just below the brain. It releases growth hormone into the blood, with much of it released during deep sleep. Growth hormone signals the liver and other tissues to make a hormone called IGF-1. Together they make growth-plate cells multiply.',
      funFact: { title: 'Sleep to grow', text: 'Your body releases a lot of its growth hormone while you are deeply asleep.' },
    },
    {
      title: 'What Helps You Grow',
      little: 'Eat good food. Sleep well at night. Run and play. These all help you grow big!',
      young: 'Your body needs building blocks to make new bone. Good food gives you them, like milk for calcium and beans or eggs for protein. Sleep, running and playing help too. How tall you grow also depends on your family, because you get your genes from them.',
      older: 'Height is shaped mostly by genes, but growing bodies also need enough protein, calcium, vitamin D and energy from food, plus good sleep and overall health. Everyone grows at their own pace. In puberty there is a growth spurt, then the growth plates fuse and height stops increasing.',
      funFact: { title: 'Everyone\'s own pace', text: 'Friends the same age can be very different heights, and that is normal: everyone grows at their own pace.' },
    },
  ],
  deeper: {
    title: 'Endochondral Ossification and the Growth Axis',
    content: 'Bone lengthening happens by endochondral ossification at the epiphyseal plate. Chondrocytes in the proliferative zone divide in columns, enlarge, and are then replaced by bone. Growth hormone from the anterior pituitary acts directly and through insulin-like growth factor 1 (IGF-1), produced mainly by the liver. Growth hormone secretion comes in pulses and is greatest during deep sleep. At puberty, rising sex hormones, especially oestrogen in both sexes, first speed up growth and then cause the plates to close. Once the plates have fused, long bones can no longer grow in length.',
    funFact: { title: 'Sleep and growth', text: 'Growth hormone comes out in bursts, and the biggest bursts usually come during deep sleep.' },
  },
  glossary: [
    { term: 'Growth plate', say: 'GROHTH playt', definition: 'A growing part near the end of a long bone that makes it longer.' },
    { term: 'Hormone', say: 'HOR-mohn', definition: 'A chemical message that travels in your blood.' },
    { term: 'Pituitary gland', say: 'pih-TOO-ih-tair-ee gland', definition: 'A pea-sized gland under the brain that makes growth hormone.' },
    { term: 'Cartilage', say: 'KAR-tih-lij', definition: 'A tough, bendy tissue, softer than bone.' },
    { term: 'Puberty', say: 'PYOO-ber-tee', definition: 'The years when a child\'s body changes into a grown-up\'s body.' },
  ],
  tryIt: [{
    title: 'Growing Wall',
    description: 'Mark how tall you are and watch yourself grow.',
    steps: [
      'Stand with your back to a wall. Take off your shoes.',
      'A grown-up makes a small mark on a paper strip at the top of your head.',
      'Write the date next to the mark.',
      'Check again in a few months. Did you grow?',
    ],
    note: 'Stick the paper strip to the wall so nobody draws on the wall itself.',
    bands: ['3-5'],
  }, {
    title: 'Height Tracker',
    description: 'Measure and graph your height over time.',
    steps: [
      'With a grown-up, measure your height against a wall in the morning, without shoes.',
      'Measure again in the evening: is there a small difference?',
      'Record your morning height every month on a chart or graph.',
      'After a year, look at the line: did you grow faster in some months?',
    ],
    note: 'Everyone grows at their own pace; the chart is about your own growth, not a race.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A train track crew', content: 'Growth plates are like a crew laying new track at both ends of a railway: the line keeps getting longer until the crew packs up.' },
  ],
  realWorld: [
    { title: 'Check-ups', content: 'At check-ups, doctors and nurses measure children\'s height and mark it on a growth chart to follow how they are growing.' },
  ],
  engaging: [
    { question: 'How much do you think you have grown since you were a baby?', context: 'Ask a grown-up if they know how long you were when you were born.' },
    { question: 'Why do you think sleep helps you grow?', context: 'Think about the message your brain sends while you sleep.' },
  ],
  quiz: [
    {
      question: 'What gets longer when you grow taller?', right: 'Your bones', wrong: ['Your hair', 'Your fingernails'],
      skill: 'cause-effect', support: ['Your bones grow longer', 'You grow taller because your bones grow longer', 'Long bones lengthen at growth plates made of cartilage', 'You get taller because your bones get longer'],
    },
    {
      question: 'What helps you grow?', right: 'Good food and sleep', wrong: ['Staying up all night', 'Eating only sweets'],
      skill: 'recall', bands: ['3-5', '6-8'], support: ['Food, sleep and play help you grow', 'Good food and sleep help you grow'],
    },
    {
      question: 'Where do long bones grow longer?', right: 'At the growth plates', wrong: ['In the middle of the bone', 'Inside the muscles'],
      skill: 'recall', bands: ['6-8', '9-12', '13+'], support: ['Growth plates near the ends of bones make new bone', 'Long bones lengthen at growth plates made of cartilage'],
    },
    {
      question: 'Why do adults stop getting taller?', right: 'Their growth plates close', wrong: ['They stop eating food', 'Their bones get shorter'],
      skill: 'cause-effect', bands: ['9-12', '13+'], support: ['Growth plates close after puberty, so height stops increasing'],
    },
  ],
  sources: [
    {
      claim: 'Long bones grow in length at the epiphyseal (growth) plates, discs of cartilage near the ends of the bone, where cartilage cells multiply and are replaced by bone (endochondral ossification); at the end of puberty the plates are replaced by bone (fuse) and growth in length stops; final height is influenced by heredity (genes) and by nutrition, including protein, calcium and vitamin D.',
      title: 'Britannica: Bone (anatomy)',
      url: 'https://www.britannica.com/science/bone-anatomy',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Growth hormone is secreted by the anterior pituitary gland, a pea-sized gland at the base of the brain; it is released in pulses, largely during deep sleep, and stimulates growth partly through insulin-like growth factor 1 (IGF-1), made mainly in the liver; at puberty sex hormones, including oestrogen, produce a growth spurt and then closure of the growth plates.',
      title: 'Britannica: Growth hormone',
      url: 'https://www.britannica.com/science/growth-hormone',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Health professionals use growth charts to follow how children grow in height and weight over time; children grow at different rates.',
      title: 'CDC: Growth Charts',
      url: 'https://www.cdc.gov/growthcharts/',
      read: READ,
      authority: 'public-health',
    },
  ],
  simplifications: ['For 3-5, "your brain sends a message" stands for growth hormone from the pituitary gland under the brain.'],
  related: ['why-bones', 'why-sleep', 'eat-vegetables'],
  links: [SITES.healthyChildren, britannica('growth plate'), SITES.kidsHealth],
};

const footAsleep: KidEntry = {
  id: 'foot-asleep',
  module: 'Science Explorers',
  question: 'Why does my foot fall asleep?',
  title: 'Why Does My Foot Fall Asleep?',
  blurb: 'Squashed nerves, a numb foot and fizzy pins and needles: what is going on and why it passes.',
  triggers: [['foot', 'asleep'], ['feet', 'asleep'], ['leg', 'asleep'], ['legs', 'asleep'], ['arm', 'asleep'], ['hand', 'asleep'], ['foot', 'fall*', 'sleep'], ['leg', 'fall*', 'sleep'], ['pins', 'needles'], ['tingl*', 'foot'], ['tingl*', 'leg'], ['foot', 'numb'], ['leg', 'numb'], ['dead', 'leg'], ['paresthes*'], ['paraesthes*']],
  quickAnswer: {
    '3-5': 'Sometimes you sit on your foot for a long time. Then it feels funny and numb. We say it fell asleep! Get up and wiggle. Soon it feels fizzy. Then it feels fine again.',
    '6-8': 'Your foot has nerves, tiny threads that carry messages to your brain. When you sit on your foot for a long time, you squash those nerves. They cannot send messages well, so your foot feels numb. When you move, the nerves start working again. They send lots of messages at once, and you feel fizzy pins and needles. It soon goes away.',
    '9-12': 'Nerves carry messages between your body and your brain. Sitting on your foot or leg presses on the nerves and squeezes the small blood vessels that feed them. The squashed nerves stop sending normal signals, so the foot feels numb and hard to move. When you shift position, blood flows back and the nerves restart. As they recover, they fire jumbled signals, which you feel as tingling pins and needles. It usually fades within a few minutes.',
    '13+': 'A foot "falls asleep" when prolonged pressure compresses a nerve and the tiny blood vessels that supply it. Without a normal blood supply, the nerve fibres cannot conduct signals properly, so sensation and control drop: the limb feels numb and heavy. When the pressure is released, blood flow returns and the nerve fibres recover. For a while they fire irregularly, producing the tingling or prickling known as pins and needles, or paraesthesia. This temporary kind is harmless and passes quickly. Tingling that keeps coming back for no clear reason is something to tell a grown-up or a doctor about.',
  },
  takeaways: {
    little: ['Sitting on your foot can make it numb.', 'Wiggle and move, and it wakes up.', 'The fizzy feeling soon goes away.'],
    young: ['Squashed nerves make your foot feel numb.', 'Pins and needles happen as the nerves wake up.', 'Moving around helps the feeling pass.'],
    older: ['Pressure squeezes a nerve and its blood supply.', 'Recovering nerves fire jumbled signals: pins and needles.', 'The temporary kind is harmless and passes in minutes.'],
  },
  sections: [
    {
      title: 'Messages From Your Foot',
      little: 'Your foot talks to your brain. It says, "I feel the floor!" Tiny threads carry the message.',
      young: 'Your body is full of nerves, like tiny telephone wires. They carry messages from your foot to your brain, such as "the floor is cold" or "a sock is tickling". They also carry messages back, telling your foot muscles to move.',
      older: 'Nerves are bundles of fibres that carry signals in both directions. Sensory fibres carry touch, pain and temperature from the foot to the brain. Motor fibres carry commands from the brain to the foot\'s muscles. Like all living tissue, nerves need a steady blood supply to work.',
      funFact: { title: 'Long nerves', text: 'Some nerve fibres run all the way from your lower back down your leg to your foot.' },
    },
    {
      title: 'Squashed Nerves',
      little: 'When you sit on your foot, you squash it. The threads cannot talk well. So your foot feels numb.',
      young: 'When you sit on your foot or cross your legs for a long time, you press on those nerves. Squashed nerves cannot send messages properly. So your foot feels numb, and it is hard to move it. That is what we mean when we say it fell asleep.',
      older: 'Sitting on a foot or crossing your legs for a long time presses a nerve against bone. The pressure also squeezes the tiny blood vessels that feed the nerve. Short of blood, the nerve stops carrying normal signals. The foot feels numb and clumsy, as if it is not really yours.',
      funFact: { title: 'Not really asleep', text: 'Your foot cannot really sleep: only your brain sleeps. "Asleep" is just a way to describe the numb feeling.' },
    },
    {
      title: 'Pins and Needles',
      little: 'Stand up and wiggle. Your foot feels fizzy, like bubbles. That is your foot waking up. Soon it is fine.',
      young: 'When you move, the nerves get their blood back and start working again. At first they send lots of mixed-up messages. That feels prickly and fizzy, like pins and needles. It is not harmful. Wiggle your toes and walk gently, and in a few minutes it is gone.',
      older: 'When you move, blood flows back and the nerve fibres restart. For a short time they fire in a jumbled way, which your brain reads as tingling, prickling or buzzing. Doctors call this paraesthesia. Walking gently helps it pass. If tingling happens often without a clear reason, tell a grown-up so a doctor can check.',
      funFact: { title: 'Funny bone', text: 'Bumping your "funny bone" gives a similar zing, because it knocks a nerve at your elbow.' },
    },
  ],
  deeper: {
    title: 'Nerve Compression and Transient Paraesthesia',
    content: 'Temporary limb "sleep" comes from compression of a peripheral nerve, such as a nerve near the knee when the legs are crossed. Pressure reduces blood flow to the nerve fibres and distorts them, so they stop conducting signals. When pressure is released, the fibres recover, and for a while they generate spontaneous, disorganised impulses. The brain reads these as tingling. This transient paraesthesia is harmless. Persistent or recurring paraesthesia without an obvious cause is different and should be checked by a doctor.',
    funFact: { title: 'Crossed legs', text: 'Crossing your legs for a long time is one of the most common ways to make a foot fall asleep.' },
  },
  glossary: [
    { term: 'Nerve', say: 'NURV', definition: 'A thin thread in the body that carries messages to and from the brain.' },
    { term: 'Numb', say: 'NUM', definition: 'Not able to feel much, or anything.' },
    { term: 'Pins and needles', say: 'pinz and NEE-dulz', definition: 'A prickly, fizzy feeling as a numb part of the body wakes up.' },
    { term: 'Tingle', say: 'TING-gul', definition: 'A light, prickly feeling on the skin.' },
    { term: 'Paraesthesia', say: 'par-es-THEE-zhuh', definition: 'The medical word for tingling or pins and needles.' },
  ],
  tryIt: [{
    title: 'Wiggle Wake-Up',
    description: 'A wiggle song to wake up a sleepy foot.',
    steps: [
      'Sit with a grown-up.',
      'Wiggle your toes and count: 1, 2, 3.',
      'Roll your feet in circles.',
      'Stand and march on the spot. Feet awake!',
    ],
    note: 'Moving around is the best way to wake up a sleepy foot.',
    bands: ['3-5'],
  }, {
    title: 'Nerve Message Map',
    description: 'Draw the path a message takes from your toe to your brain.',
    steps: [
      'Draw an outline of a body on a large sheet of paper.',
      'Draw a line from the big toe up the leg and spine to the brain: that is a nerve pathway.',
      'Mark the places where sitting or crossing legs might squash the nerve, like behind the knee.',
      'Write on your map what you feel when the message gets blocked, and when it starts again.',
    ],
    note: 'Do not try to make a foot go numb on purpose: just notice it next time it happens.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A squashed garden hose', content: 'Sitting on a nerve is like standing on a garden hose: the flow stops, and when you step off, it spurts and splutters before running smoothly again.' },
  ],
  realWorld: [
    { title: 'Long car rides', content: 'Sitting still in one position on a long car ride or film can make a foot fall asleep, which is one reason breaks to stretch feel good.' },
  ],
  engaging: [
    { question: 'When has your foot or arm fallen asleep?', context: 'Think about how you were sitting or lying.' },
    { question: 'Why do you think it is hard to walk on a foot that is asleep?', context: 'Think about messages going from the foot to the brain.' },
  ],
  quiz: [
    {
      question: 'What makes a foot fall asleep?', right: 'Sitting on it for a long time', wrong: ['Eating too many carrots', 'Going to bed too late'],
      skill: 'cause-effect', support: ['Sitting on your foot can make it numb', 'Squashed nerves make your foot feel numb', 'Pressure squeezes a nerve and its blood supply', 'Sometimes you sit on your foot for a long time'],
    },
    {
      question: 'What helps a sleepy foot wake up?', right: 'Wiggling and moving', wrong: ['Holding very still', 'Closing your eyes'],
      skill: 'recall', bands: ['3-5', '6-8'], support: ['Wiggle and move, and it wakes up', 'Moving around helps the feeling pass'],
    },
    {
      question: 'What are pins and needles?', right: 'Nerves waking up again', wrong: ['Tiny bugs in your skin', 'Your bones growing fast'],
      skill: 'vocabulary', bands: ['6-8', '9-12', '13+'], support: ['Pins and needles happen as the nerves wake up', 'Recovering nerves fire jumbled signals: pins and needles'],
    },
  ],
  sources: [
    {
      claim: 'Pins and needles (paraesthesia) is a common tingling, prickling feeling, often caused by sitting or sleeping on part of the body, which presses on nerves; it usually goes away by itself when the pressure is removed and moving around helps; pins and needles that keep coming back or do not go away should be checked by a GP.',
      title: 'NHS: Pins and needles',
      url: 'https://www.nhs.uk/conditions/pins-and-needles/',
      read: READ,
      authority: 'public-health',
    },
    {
      claim: 'Peripheral nerves contain sensory and motor fibres and depend on blood supply; compression of a nerve reduces its blood flow and blocks conduction, and on release the recovering fibres discharge spontaneously, producing transient paraesthesia; the "funny bone" sensation comes from striking the ulnar nerve at the elbow; some nerve fibres run from the lower back to the foot.',
      title: 'Britannica: Human nervous system',
      url: 'https://www.britannica.com/science/human-nervous-system',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: ['For 3-8, "squashed nerves" stands for compression of a nerve and its blood supply.'],
  related: ['brain', 'shiver', 'why-sleep'],
  links: [SITES.kidsHealth, britannica('paresthesia'), SITES.healthyChildren],
};

const whyBlink: KidEntry = {
  id: 'why-blink',
  module: 'Science Explorers',
  question: 'Why do we blink?',
  title: 'Why Do We Blink?',
  blurb: 'Tiny windscreen wipers for your eyes: how blinking keeps them wet, clean and safe.',
  triggers: [['blink*'], ['eyelid*'], ['eye', 'lid*'], ['eyes', 'dry'], ['dry', 'eye*'], ['eyelash*']],
  quickAnswer: {
    '3-5': 'Your eyes need to stay wet and clean. Each blink wipes them, like a little wiper. It spreads tears over your eyes. It brushes dust away. If something comes close, you blink fast to keep your eyes safe!',
    '6-8': 'Every time you blink, your eyelids sweep over your eyes like windscreen wipers. They spread a thin layer of tears that keeps your eyes wet and washes away dust. Blinking also protects your eyes. If something flies at your face, you blink super fast without even thinking. Most blinks are so quick that you do not notice them.',
    '9-12': 'Blinking spreads a thin film of tears across the front of your eye. This film keeps the eye moist, washes away dust and germs, and gives a smooth surface for clear vision. Most blinks happen automatically, controlled by your brain without you choosing. There is also a protective reflex blink: a sudden movement, puff of air or bright flash makes your eyelids snap shut. People tend to blink less when staring at screens, which can leave eyes feeling dry.',
    '13+': 'Blinking maintains the tear film, the thin layer of oil, water and mucus that coats the cornea. Each blink spreads fresh tears, clears debris and keeps the optical surface smooth. Spontaneous blinking is controlled by the brain without conscious effort. The blink reflex, triggered by touch to the cornea, a sudden approaching object or a loud sound, closes the lids quickly for protection. Blinking can also be voluntary. Blink rate drops during concentrated visual tasks such as reading or screen use. This lets the tear film dry and can cause eye strain.',
  },
  takeaways: {
    little: ['Blinking keeps your eyes wet.', 'Blinking wipes dust away.', 'You blink fast to keep your eyes safe.'],
    young: ['Eyelids spread tears over your eyes like wipers.', 'Blinking washes dust away.', 'A reflex blink protects your eyes in a flash.'],
    older: ['Blinking spreads the tear film across the eye.', 'Most blinks are automatic; reflex blinks protect the eye.', 'We blink less when staring at screens.'],
  },
  sections: [
    {
      title: 'Little Wipers',
      little: 'Your eyelids are like little wipers. Blink, blink! They wipe your eyes clean and wet.',
      young: 'Your eyelids work like the windscreen wipers on a car. Each time they close and open, they spread tears over the front of your eye. The tears keep your eyes wet and wash tiny bits of dust away.',
      older: 'The front of your eye is covered by a thin tear film. It keeps the eye moist and smooth, which you need to see clearly. Air dries the film quickly, so each blink spreads a fresh layer and sweeps away dust and germs.',
      funFact: { title: 'Eyelash guards', text: 'Your eyelashes help too: they catch dust before it can reach your eyes.' },
    },
    {
      title: 'Blinking Without Thinking',
      little: 'You blink all day. You do not even think about it. Your brain does it for you!',
      young: 'You blink all day long without thinking about it. Your brain does it for you, just like breathing. You can also blink on purpose, like when you wink at a friend. Each blink is so fast that you hardly notice the world going dark.',
      older: 'Most blinks are spontaneous: your brain triggers them without any decision from you. You can also blink or wink on purpose. Your brain hides the tiny dark moment of each blink, so the world does not seem to flicker.',
      funFact: { title: 'Quick as a blink', text: 'A blink is so quick that "in the blink of an eye" means something very fast.' },
    },
    {
      title: 'A Safety Blink',
      little: 'A ball flies at you. Blink! Your eyes shut fast. That keeps them safe.',
      young: 'If a ball flies toward your face or a puff of wind hits your eye, your eyelids snap shut in a flash. This is a reflex: your body does it before you can think. It keeps your eyes safe.',
      older: 'The blink reflex is a fast, protective response. Touch near the eye, a sudden object, a puff of air or a loud bang makes both eyelids close almost instantly. When you concentrate on a screen or book, you blink less often. Your eyes can feel dry and tired, so it helps to look away and blink now and then.',
      funFact: { title: 'Screen stare', text: 'People blink less when they stare at screens, which is why eyes can feel dry after a long time on a tablet.' },
    },
  ],
  deeper: {
    title: 'The Tear Film and the Blink Reflex',
    content: 'The tear film has three layers: an oily outer layer from the meibomian glands that slows evaporation, a watery middle layer from the lacrimal glands, and an inner mucus layer that helps tears stick to the cornea. Each blink squeezes the glands, spreads the layers evenly and pushes used tears toward the drainage ducts near the nose. Spontaneous blinking is generated by the brain without conscious effort. In the corneal blink reflex, one set of nerves senses a touch on the cornea and another closes the lids. During screen use the blink rate falls, and the tear film can break up, causing dryness and strain.',
    funFact: { title: 'Where tears go', text: 'Used tears drain through tiny holes in the inner corners of your eyelids into your nose.' },
  },
  glossary: [
    { term: 'Blink', say: 'BLINK', definition: 'To close and open your eyes very quickly.' },
    { term: 'Eyelid', say: 'EYE-lid', definition: 'The skin flap that closes over your eye.' },
    { term: 'Tears', say: 'TEERZ', definition: 'Salty water that keeps your eyes wet and clean.' },
    { term: 'Reflex', say: 'REE-fleks', definition: 'Something your body does by itself, without you deciding to.' },
    { term: 'Tear film', say: 'TEER film', definition: 'The thin layer of tears that covers the front of your eye.' },
  ],
  tryIt: [{
    title: 'Blink and Wink',
    description: 'Play a blinking game with a grown-up.',
    steps: [
      'Sit face to face with a grown-up.',
      'Blink slowly together: close, open.',
      'Now try a wink with one eye!',
      'Watch the grown-up. Can you spot them blinking without trying?',
    ],
    note: 'Never poke or touch your eyes; just watch them blink.',
    bands: ['3-5'],
  }, {
    title: 'Blink Counter',
    description: 'Count how often someone blinks when talking and when reading.',
    steps: [
      'Ask a grown-up or friend to chat with you for one minute while you count their blinks.',
      'Then ask them to read a book or watch a screen for one minute, and count again.',
      'Swap roles so they count your blinks too.',
      'Compare: did you blink more when talking or when reading?',
    ],
    note: 'Use a clock or timer; there is no need to stare hard or hold your eyes open.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'Windscreen wipers', content: 'Blinking is like windscreen wipers on a car: they sweep water across the glass and push the dirt away so you can see clearly.' },
  ],
  realWorld: [
    { title: 'Screen breaks', content: 'Eye doctors suggest screen breaks: look at something far away for a little while and let your eyes blink and rest.' },
  ],
  engaging: [
    { question: 'Why do you think you cannot keep your eyes open when you sneeze?', context: 'Sneezes and blinks are both reflexes.' },
    { question: 'Do you think animals blink too?', context: 'Watch a cat or dog and see.' },
  ],
  quiz: [
    {
      question: 'What does blinking do for your eyes?', right: 'Keeps them wet and clean', wrong: ['Makes them change colour', 'Makes them grow bigger'],
      skill: 'recall', support: ['Blinking keeps your eyes wet', 'Eyelids spread tears over your eyes like wipers', 'Blinking spreads the tear film across the eye', 'Blinking wipes dust away'],
    },
    {
      question: 'Why do you blink fast when a ball flies at you?', right: 'To keep your eyes safe', wrong: ['To see the ball better', 'To say hello to it'],
      skill: 'cause-effect', support: ['You blink fast to keep your eyes safe', 'A reflex blink protects your eyes in a flash', 'reflex blinks protect the eye', 'That keeps them safe'],
    },
    {
      question: 'When do people blink less?', right: 'When staring at screens', wrong: ['When talking with friends', 'When they feel sleepy'],
      skill: 'recall', bands: ['9-12', '13+'], support: ['We blink less when staring at screens'],
    },
  ],
  sources: [
    {
      claim: 'The eyelids protect the eye and, by blinking, spread the tear film over the cornea; the tear film has an oily layer from the meibomian glands, a watery layer from the lacrimal glands and a mucous layer; tears drain through openings at the inner corners of the lids into the nose; the corneal (blink) reflex closes the lids when the cornea is touched; eyelashes help keep particles out of the eye.',
      title: 'Britannica: Human eye',
      url: 'https://www.britannica.com/science/human-eye',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'People blink less when using computers and digital screens, which can cause dry, tired eyes (digital eye strain); taking regular breaks to look at something far away helps.',
      title: 'American Academy of Ophthalmology: Computers, Digital Devices and Eye Strain',
      url: 'https://www.aao.org/eye-health/tips-prevention/computer-usage',
      read: READ,
      authority: 'public-health',
      asOf: '2026-11',
    },
  ],
  simplifications: ['For 3-5, "little wipers" stands for the eyelids spreading the tear film.'],
  related: ['how-eyes-see', 'tears', 'brain'],
  links: [SITES.kidsHealth, britannica('eyelid blinking'), SITES.healthyChildren],
};

const dizzySpin: KidEntry = {
  id: 'dizzy-spin',
  module: 'Science Explorers',
  question: 'Why do we get dizzy when we spin?',
  title: 'Why Do We Get Dizzy When We Spin?',
  blurb: 'Swirling fluid in your inner ear, mixed-up messages, and why the room keeps turning.',
  triggers: [['dizz*', 'spin*'], ['dizz*', 'round'], ['dizz*', 'roundabout'], ['dizz*', 'merry'], ['dizz*', 'twirl*'], ['dizz*', 'ride*'], ['dizz*', 'circle*'], ['room', 'spin*'], ['world', 'spin*', 'after'], ['why', 'get', 'dizzy'], ['semicircular'], ['vestibul*'], ['balance', 'inner', 'ear'], ['ear', 'balance']],
  quickAnswer: {
    '3-5': 'Deep inside your ears are tiny tubes with water in them. When you spin, the water swirls. When you stop, it keeps swirling! Your brain thinks you are still spinning. So you feel dizzy. Sit down and it soon stops.',
    '6-8': 'Inside each ear, behind the part you can see, are tiny curly tubes filled with liquid. They help you balance. When you spin, the liquid swirls around too. When you stop, the liquid keeps moving for a moment. Your ears tell your brain you are still turning, but your eyes say you have stopped. The mixed-up messages make you feel dizzy.',
    '9-12': 'Your sense of balance comes partly from the vestibular system in your inner ear. It includes three semicircular canals filled with fluid and lined with tiny hair cells. When you turn your head, the fluid lags behind and bends the hairs, which tell your brain you are turning. If you spin for a while, the fluid catches up and moves with you. When you stop suddenly, it keeps swirling. Your ears say "still spinning" while your eyes say "stopped", and that mismatch feels like dizziness.',
    '13+': 'Rotation is sensed by the three semicircular canals of the inner ear, set roughly at right angles to each other. Each is filled with fluid called endolymph and has a swelling holding a gel-like cupula. Hair cells are embedded in the cupula. When the head starts to turn, inertia makes the endolymph lag, bending the cupula and signalling rotation. During steady spinning the fluid catches up and the signal fades. When you stop, the fluid keeps moving, and the canals signal rotation the other way. This conflicts with what your eyes and body report, so you feel dizzy and your eyes may flick from side to side.',
  },
  takeaways: {
    little: ['Your ears help you balance.', 'Spinning makes the water in your ears swirl.', 'Sit down and the dizzy feeling stops.'],
    young: ['Tiny tubes of liquid in your ears sense turning.', 'After spinning, the liquid keeps moving.', 'Mixed-up messages from ears and eyes make you dizzy.'],
    older: ['The semicircular canals in the inner ear sense rotation.', 'After spinning, moving fluid sends a false "still turning" signal.', 'A mismatch between ears and eyes feels like dizziness.'],
  },
  sections: [
    {
      title: 'Balance Tubes in Your Ears',
      little: 'Your ears help you hear. They help you balance too! Deep inside are tiny tubes with water in them.',
      young: 'Your ears do two jobs: hearing and balance. Deep inside each ear are three tiny curly tubes filled with liquid. They are lined with tiny hairs. When your head moves, the liquid moves and bends the hairs, and they tell your brain which way you are turning.',
      older: 'The inner ear holds the vestibular system, your balance sensor. It has three semicircular canals, each pointing in a different direction, so together they sense turning in any direction. The canals are filled with fluid. Hair cells inside detect the fluid moving and send signals along a nerve to the brain.',
      funFact: { title: 'Three directions', text: 'Your three balance tubes sit at different angles, so they can feel nodding, shaking and tilting your head.' },
    },
    {
      title: 'Swirl, Stop, Still Swirling',
      little: 'You spin, spin, spin. The water swirls too. You stop. But the water keeps going round! So you feel wobbly.',
      young: 'Think of stirring a cup of water and then taking the spoon out: the water keeps swirling. The liquid in your ear tubes does the same. When you stop spinning, it keeps moving for a little while. Your ears tell your brain you are still turning, even though you have stopped.',
      older: 'When you spin steadily, the fluid in the canals catches up with your head and the signal fades. When you stop suddenly, the fluid keeps moving, like water in a stirred cup. It bends the hairs the other way, so the canals report that you are turning in the opposite direction.',
      funFact: { title: 'Flicking eyes', text: 'Right after spinning, your eyes may flick from side to side as your brain tries to keep the "spinning" room still.' },
    },
    {
      title: 'Mixed-Up Messages',
      young: 'Your brain uses your eyes, your ears and your body to work out where you are. After spinning, your eyes say, "We have stopped," but your ears say, "Still spinning!" Your brain gets mixed up, and that feels dizzy. Sit down, and in a moment the liquid settles and the dizziness fades.',
      older: 'Balance depends on your brain combining signals from your eyes, your inner ears and sensors in your muscles and joints. After spinning, the inner ears disagree with the eyes, and this conflict is felt as dizziness. Ice skaters and dancers learn to cope with it, for example by "spotting": keeping their eyes on one point for as long as they can on each turn.',
      funFact: { title: 'Spotting', text: 'Dancers pick a spot on the wall and snap their head round to find it on every turn, which helps them stay less dizzy.' },
    },
  ],
  deeper: {
    title: 'The Vestibular System and Post-Rotational Nystagmus',
    content: 'The vestibular system includes the semicircular canals, which sense angular acceleration, and the otolith organs, which sense gravity and straight-line acceleration. Each canal ends in an ampulla containing the cupula, a gelatinous flap in which hair-cell bundles are embedded. Endolymph lags behind at the start of rotation, deflecting the cupula. At the end of rotation, its inertia deflects the cupula the other way. The vestibulo-ocular reflex then drives the eyes, producing post-rotational nystagmus, rhythmic side-to-side eye movements. Vision and body-position sense (proprioception) conflict with the canal signal, and the brain experiences this conflict as vertigo.',
    funFact: { title: 'Practice helps', text: 'People who spin a lot, like figure skaters, can become less bothered by spinning with training.' },
  },
  glossary: [
    { term: 'Dizzy', say: 'DIZ-ee', definition: 'Feeling as if you or the room are spinning or wobbling.' },
    { term: 'Balance', say: 'BAL-uns', definition: 'Staying steady without falling over.' },
    { term: 'Inner ear', say: 'IN-er eer', definition: 'The part deep inside your ear that helps you hear and balance.' },
    { term: 'Semicircular canals', say: 'sem-ee-SUR-kyuh-ler kuh-NALZ', definition: 'Three tiny curved tubes of fluid in the inner ear that sense turning.' },
    { term: 'Vestibular system', say: 'ves-TIB-yuh-ler SIS-tum', definition: 'The balance sensors in your inner ear.' },
  ],
  tryIt: [{
    title: 'Swirly Cup',
    description: 'See how water keeps swirling after you stop.',
    steps: [
      'Ask a grown-up for a clear plastic cup of water.',
      'Drop in a few bits of paper or glitter.',
      'Stir it round and round with a spoon. Then stop.',
      'Look! The bits keep swirling. That is like your ears after spinning.',
    ],
    note: 'Do this at a table, with a grown-up.',
    bands: ['3-5'],
  }, {
    title: 'Ear-Canal Bottle Model',
    description: 'Model a semicircular canal with a bottle of water.',
    steps: [
      'Half-fill a clear plastic bottle with water and add a few small floating bits, like bits of paper.',
      'Hold it upright on a turntable, a swivel chair seat or a lazy Susan, and turn it steadily for a few turns.',
      'Stop it suddenly and watch the floating bits: which way do they keep moving?',
      'Explain how the same thing in your ear tells your brain you are still turning.',
    ],
    note: 'Turn the bottle, not yourself: no need to get dizzy to see the effect.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A stirred cup of tea', content: 'The fluid in your ear is like tea in a cup you have stirred: take the spoon out and it keeps going round for a while.' },
  ],
  realWorld: [
    { title: 'Dancers and skaters', content: 'Ballet dancers and figure skaters spin many times but use "spotting" and practice to stay steady.' },
  ],
  engaging: [
    { question: 'Which way does the room seem to spin after you stop?', context: 'Think about which way the ear fluid keeps moving.' },
    { question: 'Why do you think it is hard to walk in a straight line after spinning?', context: 'Think about your balance tubes.' },
  ],
  quiz: [
    {
      question: 'Which part of your body helps you balance?', right: 'Your inner ears', wrong: ['Your elbows', 'Your teeth'],
      skill: 'recall', support: ['Your ears help you balance', 'Tiny tubes of liquid in your ears sense turning', 'The semicircular canals in the inner ear sense rotation'],
    },
    {
      question: 'What happens to the water in your ears when you stop spinning?', right: 'It keeps swirling', wrong: ['It freezes solid', 'It drains out of your ears'],
      skill: 'cause-effect', support: ['When you stop, it keeps swirling', 'After spinning, the liquid keeps moving', 'After spinning, moving fluid sends a false "still turning" signal', 'When you stop, the fluid keeps moving'],
    },
    {
      question: 'Why do you feel dizzy after spinning?', right: 'Your ears and eyes disagree', wrong: ['Your legs get too tired', 'Your heart stops beating'],
      skill: 'inference', bands: ['6-8', '9-12', '13+'], support: ['Mixed-up messages from ears and eyes make you dizzy', 'A mismatch between ears and eyes feels like dizziness'],
    },
  ],
  sources: [
    {
      claim: 'The inner ear contains the vestibular system for balance, including three fluid-filled semicircular canals at roughly right angles that sense head rotation through hair cells in a gelatinous cupula, and otolith organs that sense gravity and linear acceleration; at the start and end of rotation the inertia of the endolymph deflects the cupula; after spinning stops, the canals signal rotation in the opposite direction, producing vertigo and nystagmus.',
      title: 'Britannica: Ear (anatomy)',
      url: 'https://www.britannica.com/science/ear',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Balance depends on the brain combining information from the inner ear (vestibular system), the eyes, and sensors in the muscles and joints (proprioception); when these signals conflict, a person can feel dizzy.',
      title: 'NIH NIDCD: Balance Disorders',
      url: 'https://www.nidcd.nih.gov/health/balance-disorders',
      read: READ,
      authority: 'public-health',
    },
  ],
  simplifications: ['For 3-5, "tiny tubes with water" stands for the fluid-filled semicircular canals (the fluid is endolymph, not water).'],
  related: ['hearing-sounds', 'brain', 'foot-asleep'],
  links: [SITES.kidsHealth, britannica('semicircular canals'), SITES.natGeoKids],
};

const musclesWork: KidEntry = {
  id: 'muscles-work',
  module: 'Science Explorers',
  question: 'How do muscles work?',
  title: 'How Do Muscles Work?',
  blurb: 'Pull, never push: how muscles squeeze, work in pairs and move your bones.',
  triggers: [['muscle*', 'work*'], ['muscle*', 'move'], ['muscle*', 'pull*'], ['muscle*', 'pair*'], ['muscle*', 'made'], ['what', 'muscle*', 'do'], ['what', 'are', 'muscle*'], ['type*', 'muscle*'], ['kind*', 'muscle*'], ['bicep*'], ['tricep*'], ['tendon*'], ['how', 'we', 'move']],
  quickAnswer: {
    '3-5': 'Muscles help you move. They are joined to your bones. When a muscle squeezes, it pulls a bone. Then your arm or leg moves! Your heart is a muscle too. It squeezes all day and night.',
    '6-8': 'Muscles are stretchy body parts that can squeeze and relax. Many are joined to your bones by strong cords called tendons. When your brain sends a message, a muscle gets shorter and pulls on a bone, and you move. Muscles can only pull, not push, so they work in pairs: one bends your arm, another straightens it. Your heart is a muscle too.',
    '9-12': 'A muscle is made of long, thin cells called muscle fibres, bundled together. When your brain sends a signal along a nerve, the fibres contract, which means they get shorter. Skeletal muscles are attached to bones by tendons, so when they contract, they pull the bone and move a joint. Muscles can only pull, so they work in pairs. The biceps bends your elbow and the triceps straightens it. Your body also has smooth muscle in organs like the stomach, and cardiac muscle in the heart.',
    '13+': 'Muscle contraction happens inside each muscle fibre, where thin protein filaments of actin and thick filaments of myosin overlap. A nerve signal triggers calcium release inside the fibre. Myosin heads then grab actin and pull it along, shortening the fibre. This is the sliding filament mechanism, and it is powered by ATP, the cell\'s energy molecule. Skeletal muscles pull on bones through tendons and work in antagonistic pairs, such as the biceps and triceps. The body has three muscle types: voluntary skeletal muscle, involuntary smooth muscle in organs and blood vessels, and cardiac muscle in the heart.',
  },
  takeaways: {
    little: ['Muscles help you move.', 'A muscle squeezes and pulls a bone.', 'Your heart is a muscle too.'],
    young: ['Muscles pull on bones to move you.', 'Muscles can only pull, so they work in pairs.', 'Tendons join muscles to bones.'],
    older: ['Muscle fibres contract when a nerve signal arrives.', 'Skeletal muscles work in pairs, like the biceps and triceps.', 'There are three types: skeletal, smooth and cardiac.'],
  },
  sections: [
    {
      title: 'Squeeze and Pull',
      little: 'Bend your arm. Feel the top of it get hard? That is a muscle squeezing. It pulls your arm up!',
      young: 'Bend your arm and feel the bump on top. That is your biceps muscle getting shorter and fatter as it squeezes. It pulls on the bone of your lower arm and lifts it. When the muscle relaxes, it gets longer again.',
      older: 'Skeletal muscles are joined to bones by tough cords called tendons. When a muscle contracts, it shortens and pulls the tendon, which pulls the bone and moves the joint. When it relaxes, it stops pulling. A muscle cannot push a bone back; something else has to pull it.',
      funFact: { title: 'Hidden tendons', text: 'Wiggle your fingers and look at the back of your hand: you can see tendons moving under the skin.' },
    },
    {
      title: 'Muscles Work in Pairs',
      little: 'One muscle bends your arm. Another muscle makes it straight. They take turns, like a team!',
      young: 'Muscles can only pull. So they work in pairs, taking turns. The biceps on the front of your arm pulls to bend your elbow. The triceps on the back pulls to straighten it. While one pulls, the other relaxes.',
      older: 'Because muscles only pull, they are arranged in opposing pairs. At the elbow, the biceps contracts to bend the arm while the triceps relaxes. To straighten the arm, the triceps contracts and the biceps relaxes. Your legs, fingers and neck use pairs in the same way.',
      funFact: { title: 'Teamwork', text: 'Even standing still uses muscles in pairs, gently pulling against each other to keep you steady.' },
    },
    {
      title: 'Three Kinds of Muscle',
      little: 'Some muscles you move when you want. Some work by themselves, like your heart and tummy.',
      young: 'You have three kinds of muscle. Skeletal muscles move your bones, and you choose when to use them. Smooth muscles in your tummy and other organs work by themselves, squeezing food along. Heart muscle pumps blood, beating all day and night without ever taking a break.',
      older: 'Skeletal muscle is voluntary: you decide to move it. Smooth muscle lines organs such as the stomach, intestines and blood vessels, and works automatically. Cardiac muscle, found only in the heart, contracts rhythmically for your whole life. Your brain sends signals to muscles along nerves, and food and oxygen provide the energy they use.',
      funFact: { title: 'Smile muscles', text: 'Muscles in your face pull on your skin, not just bones, which is how you smile, frown and wink.' },
    },
  ],
  deeper: {
    title: 'The Sliding Filament Mechanism',
    content: 'Each skeletal muscle fibre is a long cell packed with myofibrils, divided into repeating units called sarcomeres. A motor neuron releases acetylcholine at the neuromuscular junction. This triggers an electrical signal in the fibre and the release of calcium from the sarcoplasmic reticulum. Calcium uncovers binding sites on actin, so myosin heads attach, pivot and pull the thin filaments toward the centre of the sarcomere. ATP is used to detach and reset each myosin head. The filaments slide past each other without shortening themselves, and the whole fibre shortens.',
    funFact: { title: 'Millions of tiny pulls', text: 'Each muscle movement is the sum of countless tiny myosin "pulls" happening at once.' },
  },
  glossary: [
    { term: 'Muscle', say: 'MUSS-ul', definition: 'A body part that squeezes to move something.' },
    { term: 'Tendon', say: 'TEN-dun', definition: 'A strong cord that joins a muscle to a bone.' },
    { term: 'Biceps', say: 'BY-seps', definition: 'The muscle on the front of your upper arm that bends your elbow.' },
    { term: 'Triceps', say: 'TRY-seps', definition: 'The muscle on the back of your upper arm that straightens your elbow.' },
    { term: 'Contract', say: 'kun-TRAKT', definition: 'To squeeze and get shorter.' },
  ],
  tryIt: [{
    title: 'Feel Your Muscles',
    description: 'Feel a muscle squeeze and relax.',
    steps: [
      'Sit with a grown-up.',
      'Put one hand on top of your other arm.',
      'Bend your arm up slowly. Feel the muscle get hard?',
      'Let your arm go straight. Now it feels soft!',
    ],
    note: 'Move gently and slowly.',
    bands: ['3-5'],
  }, {
    title: 'Cardboard Arm Model',
    description: 'Build a model arm with a muscle pair.',
    steps: [
      'Cut two strips of card (upper arm and lower arm) with a grown-up\'s help and join them at one end with a paper fastener: that is the elbow.',
      'Tape one end of a rubber band to the top of the upper arm and the other end to the lower arm, on the front: that is the biceps.',
      'Tape a second rubber band in the same way on the back: that is the triceps.',
      'Pull each band in turn: which one bends the arm, and which one straightens it?',
    ],
    note: 'A grown-up does the cutting and pushes the paper fastener through.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A rope team', content: 'Muscles are like people pulling on ropes: they can pull to move a load, but nobody can push with a rope.' },
  ],
  realWorld: [
    { title: 'Warming up', content: 'Athletes warm up before sport so their muscles are ready to contract quickly and smoothly.' },
  ],
  engaging: [
    { question: 'Which muscles do you use to smile?', context: 'Feel your cheeks while you smile and relax.' },
    { question: 'Which muscle in your body never stops working?', context: 'Put your hand on your chest and feel it.' },
  ],
  quiz: [
    {
      question: 'What does a muscle do to move a bone?', right: 'It squeezes and pulls', wrong: ['It pushes the bone', 'It melts the bone'],
      skill: 'cause-effect', support: ['A muscle squeezes and pulls a bone', 'Muscles pull on bones to move you', 'When a muscle squeezes, it pulls a bone', 'Muscle fibres contract when a nerve signal arrives'],
    },
    {
      question: 'Which of these is a muscle?', right: 'Your heart', wrong: ['Your hair', 'Your teeth'],
      skill: 'recall', support: ['Your heart is a muscle too', 'Heart muscle pumps blood', 'cardiac muscle in the heart', 'There are three types: skeletal, smooth and cardiac'],
    },
    {
      question: 'Why do muscles work in pairs?', right: 'Muscles can only pull', wrong: ['One muscle is always sleeping', 'They share the same food'],
      skill: 'cause-effect', bands: ['6-8', '9-12', '13+'], support: ['Muscles can only pull, so they work in pairs', 'Because muscles only pull, they are arranged in opposing pairs'],
    },
    {
      question: 'What joins a muscle to a bone?', right: 'A tendon', wrong: ['A vein', 'A nerve'],
      skill: 'vocabulary', bands: ['6-8', '9-12', '13+'], support: ['Tendons join muscles to bones', 'Skeletal muscles are joined to bones by tough cords called tendons'],
    },
  ],
  sources: [
    {
      claim: 'Muscles help the body move; there are three types: skeletal muscles, which are voluntary and attached to bones by tendons; smooth muscles in organs such as the stomach and intestines, which work automatically; and cardiac muscle in the heart; muscles can only pull, so skeletal muscles work in pairs such as the biceps and triceps; the brain sends messages to muscles through nerves; face muscles attach to skin and let you smile.',
      title: 'KidsHealth (Nemours): Your Muscles',
      url: 'https://kidshealth.org/en/kids/muscles.html',
      read: READ,
      authority: 'public-health',
    },
    {
      claim: 'Skeletal muscle contraction follows the sliding filament mechanism: a motor neuron releases acetylcholine at the neuromuscular junction, calcium is released from the sarcoplasmic reticulum, myosin heads bind actin and pull the thin filaments toward the centre of the sarcomere, and ATP powers the cycle; the filaments do not shorten, but the sarcomere and fibre do.',
      title: 'Britannica: Muscle',
      url: 'https://www.britannica.com/science/muscle',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: ['For 3-5, "a muscle squeezes" stands for contraction.'],
  related: ['exercise', 'sore-muscles', 'why-bones', 'heart-beat'],
  links: [SITES.kidsHealth, britannica('muscle'), SITES.healthyChildren],
};

const whySunscreen: KidEntry = {
  id: 'why-sunscreen',
  module: 'Science Explorers',
  question: 'Why do we need sunscreen?',
  title: 'Why Do We Need Sunscreen?',
  blurb: 'Invisible UV rays, sunburn and how sunscreen, hats and shade keep your skin safe.',
  triggers: [['sunscreen*'], ['sun', 'cream'], ['suncream'], ['sunblock'], ['sun', 'block'], ['sunburn*'], ['sun', 'burn*', 'skin'], ['uv'], ['ultraviolet'], ['spf'], ['sun', 'protect*'], ['sun', 'damage*', 'skin'], ['skin', 'burn*', 'sun']],
  quickAnswer: {
    '3-5': 'The sun gives us light and warmth. It also sends rays you cannot see. Too much can burn your skin. That hurts! Sunscreen is a cream that helps keep your skin safe. A grown-up helps you put it on. Wear a hat and play in the shade too.',
    '6-8': 'Sunlight carries invisible rays called ultraviolet, or UV, rays. Too much UV hurts your skin and gives you a sunburn, which is red and sore. Over many years, it can also harm skin in ways that cause serious problems later. Sunscreen soaks up or bounces back many UV rays before they reach your skin. UV gets through clouds too, so you need sun protection on cloudy days. Hats, shirts and shade help as well.',
    '9-12': 'Sunlight includes ultraviolet (UV) rays, which you cannot see or feel. UV damages skin cells, and a sunburn is the skin reacting to that damage. Repeated UV damage over the years raises the risk of skin cancer later in life. Sunscreen contains ingredients that absorb or reflect UV. Skin doctors advise a broad-spectrum sunscreen with SPF 30 or higher, reapplied at least every 2 hours and after swimming or sweating. UV passes through clouds, so protection matters on cloudy days too.',
    '13+': 'Ultraviolet radiation from the Sun comes mainly as UVA and UVB. UVB is the main cause of sunburn. UVA reaches deeper into the skin and contributes to ageing. Both damage the genetic material in skin cells, and cumulative exposure raises the risk of skin cancers, including melanoma. Sunscreens use filters that absorb or scatter UV. SPF measures protection against UVB, and "broad spectrum" means the product also protects against UVA. The American Academy of Dermatology advises broad-spectrum SPF 30 or higher, reapplied at least every 2 hours and after swimming, sweating or towelling off. Shade, clothing, hats and sunglasses add protection, and UV passes through cloud.',
  },
  takeaways: {
    little: ['The sun can burn your skin.', 'Sunscreen helps keep your skin safe.', 'Hats and shade help too.'],
    young: ['Invisible UV rays cause sunburn.', 'Sunscreen blocks many UV rays.', 'Protect your skin on cloudy days too.'],
    older: ['UV rays damage skin cells and cause sunburn.', 'Use broad-spectrum SPF 30 or higher and reapply it.', 'Shade, hats and clothing add protection.'],
  },
  sections: [
    {
      title: 'Rays You Cannot See',
      little: 'The sun sends light we can see. It also sends rays we cannot see. They can hurt your skin.',
      young: 'Sunlight has light you can see and rays you cannot see, called ultraviolet, or UV. You cannot feel UV rays, even on a cool day. But they can hurt your skin and make it burn. They can also harm your eyes.',
      older: 'Sunlight contains visible light, infrared, which you feel as warmth, and ultraviolet, which you can neither see nor feel. Because UV is not the same as heat, you can get sunburned on a cool or windy day. UV also reflects off water, sand and snow, adding to your dose.',
      funFact: { title: 'Not the heat', text: 'You can get sunburned on a cool, cloudy day, because UV rays are not the same as the sun\'s warmth.' },
    },
    {
      title: 'What Sunburn Is',
      little: 'Too much sun makes skin red and sore. That is a sunburn. Ouch! Sunscreen helps stop it.',
      young: 'A sunburn is your skin\'s way of showing it has been hurt by UV rays. It turns red, feels hot and sore, and may peel later. Each sunburn harms your skin a little. Over many years, too much sun can cause serious skin problems, so it is best to stop burns before they start.',
      older: 'UV damages the genetic material inside skin cells. Sunburn is the skin\'s inflammatory reaction to that damage: redness, heat, pain and sometimes peeling. Skin can repair some damage, but not all of it, and the harm adds up over a lifetime. That is why sun protection in childhood matters.',
      funFact: { title: 'Peeling skin', text: 'When sunburned skin peels, your body is shedding skin cells that were damaged.' },
    },
    {
      title: 'How to Protect Your Skin',
      little: 'A grown-up puts sunscreen on you. Wear a hat. Play in the shade. Then have fun in the sun!',
      young: 'Sunscreen is a cream or spray with special ingredients that soak up or bounce back UV rays. Ask a grown-up to help you put it on before you go out, and again later. Add a hat, a shirt and sunglasses, and take breaks in the shade.',
      older: 'Choose a broad-spectrum sunscreen with SPF 30 or higher, put it on before going outside and reapply at least every 2 hours, and after swimming or sweating. No sunscreen blocks all UV, so combine it with shade, a wide-brimmed hat, clothing that covers your skin and sunglasses that block UV.',
      funFact: { title: 'Shade helps', text: 'Trees, umbrellas and shelters give shade that cuts down how much UV reaches your skin.' },
    },
  ],
  deeper: {
    title: 'UVA, UVB and How Sunscreen Filters Work',
    content: 'UVB photons carry enough energy to damage the genetic material of cells directly, and they are the main cause of sunburn. UVA penetrates deeper into the dermis and generates reactive molecules that also damage cells. Sunscreen filters are either organic compounds that absorb UV and release the energy as a little heat, or mineral particles such as zinc oxide and titanium dioxide that absorb and scatter it. SPF, the sun protection factor, is measured mainly against UVB. A broad-spectrum label shows that the sunscreen also protects against UVA. Sunscreen wears off with swimming, sweating and towelling, which is one reason to reapply.',
    funFact: { title: 'White sunscreen', text: 'Mineral sunscreens can look white on the skin because their tiny particles scatter light.' },
  },
  glossary: [
    { term: 'Sunscreen', say: 'SUN-skreen', definition: 'A cream or spray that helps protect your skin from the sun\'s UV rays.' },
    { term: 'Sunburn', say: 'SUN-burn', definition: 'Red, sore skin caused by too much sun.' },
    { term: 'Ultraviolet', say: 'ul-truh-VY-uh-let', definition: 'Invisible rays in sunlight that can harm skin and eyes, also called UV.' },
    { term: 'SPF', say: 'ess-pee-EFF', definition: 'Sun protection factor: a number that shows how well a sunscreen protects against sunburn.' },
    { term: 'Shade', say: 'SHAYD', definition: 'A place out of direct sunlight, like under a tree.' },
  ],
  tryIt: [{
    title: 'Sun-Safe Dress-Up',
    description: 'Get ready to play outside the sun-safe way.',
    steps: [
      'Find a hat and a T-shirt.',
      'Find your sunglasses.',
      'Ask a grown-up to put sunscreen on your face, arms and legs.',
      'Now find a shady spot to play!',
    ],
    note: 'A grown-up always helps with sunscreen.',
    bands: ['3-5'],
  }, {
    title: 'Paper Fade Test',
    description: 'See how sunscreen blocks UV with dark paper.',
    steps: [
      'Take a sheet of dark construction paper and cover it with two pieces of clear plastic wrap.',
      'With a grown-up, spread sunscreen on one piece of plastic wrap only; leave the other piece clean.',
      'Leave the paper in a sunny window for a few days.',
      'Peel off the wrap and compare: which part faded less, and why?',
    ],
    note: 'A grown-up handles the sunscreen; wash hands afterwards and keep sunscreen away from eyes and mouths.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'An umbrella for your skin', content: 'Sunscreen is like an umbrella against invisible rain: it stops most of the UV "drops" from reaching your skin, but not all of them.' },
  ],
  realWorld: [
    { title: 'No hat, no play', content: 'Many schools have a "no hat, no play" rule in sunny months, so children wear hats at break time.' },
  ],
  engaging: [
    { question: 'Where do you like to find shade when you play outside?', context: 'Think about trees, umbrellas and playground shelters.' },
    { question: 'Why do you think you can get sunburned on a cloudy day?', context: 'Think about the rays you cannot see.' },
  ],
  quiz: [
    {
      question: 'What can too much sun do to your skin?', right: 'Burn it', wrong: ['Make it grow hair', 'Turn it blue'],
      skill: 'cause-effect', support: ['The sun can burn your skin', 'Too much can burn your skin', 'Invisible UV rays cause sunburn', 'UV rays damage skin cells and cause sunburn'],
    },
    {
      question: 'What helps keep your skin safe in the sun?', right: 'Sunscreen, hats and shade', wrong: ['Staying out all day', 'Only drinking juice'],
      skill: 'recall', support: ['Sunscreen helps keep your skin safe', 'Hats and shade help too', 'Shade, hats and clothing add protection', 'Sunscreen blocks many UV rays'],
    },
    {
      question: 'Do you need sun protection on cloudy days?', right: 'Yes, UV gets through clouds', wrong: ['No, clouds stop all UV', 'No, UV only comes at night'],
      skill: 'inference', bands: ['6-8', '9-12', '13+'], support: ['Protect your skin on cloudy days too', 'UV gets through clouds too', 'UV passes through clouds', 'UV passes through cloud'],
    },
  ],
  sources: [
    {
      claim: 'The CDC says UV rays from the sun can damage skin in as little as 15 minutes and can reach you on cloudy and cool days; use broad-spectrum sunscreen with SPF 15 or higher, reapplied at least every 2 hours and after swimming, sweating or toweling off; seek shade, wear clothing that covers arms and legs, a wide-brimmed hat and sunglasses that block UV; sunburn and UV exposure raise the risk of skin cancer, including melanoma.',
      title: 'CDC: Sun Safety',
      url: 'https://www.cdc.gov/skin-cancer/sun-safety/index.html',
      read: READ,
      authority: 'public-health',
      asOf: '2026-11',
    },
    {
      claim: 'Sunburn is caused by ultraviolet rays; UV rays reflect off water, sand and snow; children should use sunscreen (applied by a parent for young children), protective clothing, hats and shade; sunscreen should be reapplied after swimming or sweating.',
      title: 'HealthyChildren.org (AAP): Sun Safety: Information for Parents About Sunburn & Sunscreen',
      url: 'https://www.healthychildren.org/English/safety-prevention/at-play/Pages/Sun-Safety.aspx',
      read: READ,
      authority: 'public-health',
      asOf: '2026-11',
    },
    {
      claim: 'The American Academy of Dermatology, the professional body of skin doctors (dermatologists), recommends that everyone use sunscreen that offers broad-spectrum protection (against UVA and UVB rays), SPF 30 or higher and water resistance, together with shade and sun-protective clothing such as a wide-brimmed hat and sunglasses.',
      title: 'American Academy of Dermatology: Sunscreen FAQs',
      url: 'https://www.aad.org/public/everyday-care/sun-protection/sunscreen-patients/sunscreen-faqs',
      read: '2026-11-28',
      authority: 'public-health',
      asOf: '2026-11',
    },
    {
      claim: 'Ultraviolet radiation from the sun includes UVA and UVB, both of which can damage the skin; UVB is the main cause of sunburn and UVA penetrates deeper; SPF (sun protection factor) measures protection against sunburn, mainly from UVB, and "Broad Spectrum" sunscreens also protect against UVA; active ingredients include zinc oxide and titanium dioxide; sunscreen should be reapplied at least every 2 hours and more often after swimming or sweating.',
      title: 'U.S. FDA: Sunscreen: How to Help Protect Your Skin from the Sun',
      url: 'https://www.fda.gov/drugs/understanding-over-counter-medicines/sunscreen-how-help-protect-your-skin-sun',
      read: READ,
      authority: 'public-health',
      asOf: '2026-11',
    },
  ],
  simplifications: ['For 3-5, "rays you cannot see" stands for ultraviolet radiation.'],
  related: ['skin-colour', 'sun-hot', 'why-sweat'],
  links: [SITES.healthyChildren, britannica('sunscreen'), SITES.cdc],
};

export const bodyMoreEntries: KidEntry[] = [cutHeal, whySweat, lungsWork, bloodRed, eatVegetables, noseSmell, tongueTaste, wrinklyFingers, growTaller, footAsleep, whyBlink, dizzySpin, musclesWork, whySunscreen];
