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
      title: 'PubMed: Guo S., DiPietro L. A. (2010), Factors Affecting Wound Healing, Journal of Dental Research',
      url: 'https://pubmed.ncbi.nlm.nih.gov/?term=Guo+DiPietro+Factors+Affecting+Wound+Healing',
      read: READ,
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
    '13+': 'Breathing is driven by pressure changes. When the diaphragm contracts and flattens, and the muscles between the ribs lift the rib cage, the chest cavity gets bigger. Pressure inside the lungs drops, so air flows in. Air passes through the trachea into the bronchi, then into smaller bronchioles. They end in about 600 million alveoli, each wrapped in tiny blood vessels called capillaries. Oxygen diffuses from the alveoli into the blood, while carbon dioxide diffuses the other way. Breathing out is mostly passive: the diaphragm relaxes and the elastic lungs spring back.',
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
      title: 'PubMed: Kienle A. et al. (1996), Why do veins appear blue? A new look at an old question, Applied Optics',
      url: 'https://pubmed.ncbi.nlm.nih.gov/?term=Why+do+veins+appear+blue+A+new+look+at+an+old+question',
      read: READ,
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

export const bodyMoreEntries: KidEntry[] = [cutHeal, whySweat, lungsWork, bloodRed, eatVegetables];
