import { britannica, SITES } from '../links';
import type { KidEntry } from '../types';

// Science Explorers: sky, volcanoes, black holes, sleep, rainbows, gravity, the Moon, thunder and lightning.

const skyBlue: KidEntry = {
  id: 'sky-blue',
  module: 'Science Explorers',
  question: 'Why is the sky blue?',
  title: 'Why Is the Sky Blue?',
  blurb: 'How sunlight and air paint the sky.',
  triggers: [['sky', 'blue'], ['sky', 'color'], ['sky', 'colour'], ['rayleigh'], ['blue', 'sky']],
  quickAnswer: {
    '3-5': 'Sunlight has all the colors in it. The air bounces the blue light all around the sky. So when you look up, you see blue!',
    '6-8': 'Sunlight looks white, but it is really a mix of all the colors of the rainbow. When sunlight goes through the air, the blue light gets bounced around the most. That scattered blue light comes at us from every part of the sky, so the sky looks blue.',
    '9-12': 'Sunlight is a mix of all colors. As it travels through the atmosphere, the tiny gas molecules in the air scatter short-wavelength light, like blue, much more than long-wavelength light, like red. Scattered blue light reaches our eyes from every direction, so the whole sky looks blue.',
    '13+': 'The sky is blue because of Rayleigh scattering: molecules of nitrogen and oxygen, far smaller than the wavelength of visible light, scatter shorter wavelengths much more strongly than longer ones. Blue and violet light are scattered across the sky most; we perceive blue rather than violet because sunlight contains less violet, some is absorbed high in the atmosphere, and our eyes are more sensitive to blue.',
  },
  takeaways: {
    young: ['Sunlight has all the colors in it.', 'Air bounces blue light the most.', 'Bounced blue light fills the sky.'],
    older: ['White sunlight is a mix of all visible colors (wavelengths).', 'Air molecules scatter short wavelengths, like blue, more than long ones, like red.', 'At sunset, light crosses more air, so blue is scattered away and reds and oranges remain.'],
  },
  sections: [
    {
      title: 'Sunlight Is a Mix of Colors',
      young: 'Sunlight looks white. But it is made of many colors mixed together. A rainbow shows us those colors: red, orange, yellow, green, blue and violet.',
      older: 'Sunlight seems white, but a prism or a rainbow splits it into a spectrum of colors from red to violet. Each color is light with a different wavelength: red light has the longest waves we can see, and blue and violet have the shortest.',
      funFact: { title: 'A rainbow in a glass', text: 'A glass of water in a sunny window can split sunlight into a small rainbow on the floor.' },
    },
    {
      title: 'Air Bounces Blue Light Around',
      young: 'Air is made of tiny bits that are too small to see. When sunlight hits them, blue light bounces off in all directions. Red light mostly goes straight through.',
      older: 'Air is mostly nitrogen and oxygen molecules. When sunlight hits them, some light is scattered off in new directions. Shorter waves scatter far more than longer waves, so blue light is sent all over the sky while most red and yellow light keeps going straight.',
      funFact: { title: 'No air, no blue', text: 'The Moon has almost no air, so its sky looks black, even in the daytime.' },
    },
    {
      title: 'Why Sunsets Are Red and Orange',
      young: 'At sunset the sun is low. Its light goes through lots more air to reach you. The blue gets bounced away on the trip. Red and orange are left for you to see.',
      older: 'When the Sun is low, its light passes through much more atmosphere before it reaches you. Along the way most of the blue light is scattered out of the beam, so the light that arrives directly from the Sun looks orange and red.',
      funFact: { title: 'Blue sunsets on Mars', text: 'On Mars it is the other way round: NASA rovers have photographed blue-tinted sunsets, because fine Martian dust scatters light differently.' },
    },
  ],
  deeper: {
    title: 'Rayleigh Scattering and Why Not Violet?',
    content: 'For particles much smaller than the wavelength of light, scattering strength is inversely proportional to the fourth power of the wavelength, so light at the blue end of the spectrum scatters several times more than red light. This is Rayleigh scattering, named after the physicist Lord Rayleigh. Violet scatters even more than blue, but sunlight contains less violet, ozone high in the atmosphere absorbs some of it, and the cone cells in our eyes respond more strongly to blue, so we see a blue sky. Larger particles such as water droplets scatter all colors about equally (Mie scattering), which is why clouds look white.',
    funFact: { title: 'Clouds are white for a reason', text: 'Cloud droplets are much bigger than air molecules, so they scatter every color about equally, and the mix looks white.' },
  },
  glossary: [
    { term: 'Sunlight', say: 'SUN-lite', definition: 'Light from the Sun. It is a mix of all the colors.' },
    { term: 'Scatter', say: 'SKAT-er', definition: 'To bounce off in many different directions.' },
    { term: 'Atmosphere', say: 'AT-muss-feer', definition: 'The layer of air that surrounds Earth.' },
    { term: 'Wavelength', say: 'WAYV-length', definition: 'The distance from one wave top to the next. Each color of light has its own wavelength.' },
    { term: 'Rayleigh scattering', say: 'RAY-lee SKAT-er-ing', definition: 'The scattering of light by particles much smaller than its wavelength; it is strongest for short wavelengths like blue.' },
  ],
  tryIt: [{
    title: 'Make a Sunset in a Glass',
    description: 'See how tiny particles turn light blue from the side and orange from the end.',
    steps: [
      'Fill a clear glass or jar with water.',
      'Stir in a few drops of milk.',
      'In a dark room, shine a flashlight through the side of the glass.',
      'Look at the water from the side: it looks a little blue.',
      'Now look through the glass straight at the flashlight: the light looks orange, like a sunset.',
    ],
    note: 'Do this with a grown-up. Never look directly at the Sun.',
  }],
  analogies: [
    { title: 'A ball pit for light', content: 'Imagine throwing small and big balls into a crowd of balloons. The small balls bounce everywhere, like blue light, while the big ones mostly go straight through, like red light.' },
    { title: 'Long road at sunset', content: 'At sunset, light travels a longer road through the air, and the blue light gets "lost" along the way, leaving the warm colors.' },
  ],
  realWorld: [
    { title: 'Hazy mountains look blue', content: 'Faraway hills and mountains often look bluish because of the light scattered by the air between you and them.' },
    { title: 'Sky from an airplane', content: 'High up, there is less air above you, so the sky looks a deeper, darker blue.' },
  ],
  engaging: [
    { question: 'What color do you think the sky would be with no air at all?', context: 'Think about what astronauts see from the Moon.' },
    { question: 'Why do you think clouds are white and not blue?', context: 'Cloud droplets are much bigger than air molecules.' },
  ],
  quiz: [
    { question: 'What colors are mixed together in sunlight?', right: 'All the colors of the rainbow', wrong: ['Only blue', 'Only yellow'] },
    { question: 'What does air do to blue light?', right: 'It bounces it all around the sky', wrong: ['It paints it on the clouds', 'It turns it into red light'] },
    { question: 'Why are sunsets red and orange?', right: 'Light travels through more air, and the blue is scattered away', wrong: ['The Sun cools down at night', 'The ocean reflects red light up'] },
    { question: 'What is the scattering of light by tiny molecules called?', right: 'Rayleigh scattering', wrong: ['Refraction', 'Photosynthesis'], level: 'older' },
  ],
  related: ['rainbows', 'black-holes', 'moon-phases'],
  links: [SITES.spacePlace, britannica('sky color Rayleigh scattering'), SITES.scijinks],
};

const volcanoes: KidEntry = {
  id: 'volcanoes',
  module: 'Science Explorers',
  question: 'How do volcanoes erupt?',
  title: 'How Do Volcanoes Erupt?',
  blurb: 'Melted rock, gas and pressure deep underground.',
  triggers: [['volcano'], ['volcan*'], ['lava'], ['magma'], ['erupt*']],
  quickAnswer: {
    '3-5': 'Deep under the ground it is very, very hot. Rock melts there. The hot melted rock pushes up and up. When it comes out of the top, that is an eruption!',
    '6-8': 'Deep inside Earth it is so hot that some rock melts into a thick liquid called magma. Magma is lighter than the rock around it, so it rises. Gas bubbles in the magma build up pressure, and when the magma bursts out of the ground, the volcano erupts. Once it is outside, we call it lava.',
    '9-12': 'Far below the surface, heat melts some rock into magma. Because magma is less dense than solid rock, it rises and can collect in a magma chamber. Magma contains dissolved gases, mostly water vapor and carbon dioxide. As it rises, the pressure on it drops, the gases form bubbles and expand, and this pushes magma up and out through cracks and vents: an eruption.',
    '13+': 'Volcanoes erupt when buoyant magma, generated by partial melting in the mantle or crust, rises toward the surface. Dissolved volatiles (mainly H2O and CO2) come out of solution as pressure falls, and the expanding gas drives the magma upward. How violent the eruption is depends largely on the magma\'s viscosity and gas content: runny basaltic magma lets gas escape and produces lava flows, while sticky, silica-rich magma traps gas until it fragments explosively.',
  },
  takeaways: {
    young: ['Deep underground it is hot enough to melt rock.', 'Melted rock underground is called magma.', 'When it comes out, we call it lava.'],
    older: ['Magma forms where rock melts deep underground and rises because it is less dense.', 'Expanding gas bubbles drive eruptions.', 'Runny magma makes lava flows; sticky, gassy magma makes explosive eruptions.'],
  },
  sections: [
    {
      title: 'Hot Rock Deep Down',
      young: 'The ground under your feet goes down very, very far. Deep down it is super hot. It is so hot that some rock melts. Melted rock is called magma.',
      older: 'Earth gets hotter the deeper you go. In some places, such as where tectonic plates pull apart or where one plate slides beneath another, rock deep underground partly melts. This molten rock is called magma.',
      funFact: { title: 'Hotter than an oven', text: 'Lava can be hotter than 1,000 degrees Celsius. That is much, much hotter than a kitchen oven.' },
    },
    {
      title: 'Bubbles and Pressure',
      young: 'Magma has gas bubbles in it, like a fizzy drink. The bubbles push and push. When the push is big enough, the magma bursts out of the top!',
      older: 'Magma holds dissolved gases, like the carbon dioxide in a sealed bottle of soda. As magma rises, the pressure on it drops and the gases form bubbles that expand. The growing bubbles push magma up through cracks and out of vents.',
      funFact: { title: 'Like a shaken soda', text: 'Opening a shaken soda bottle is a small model of gas escaping from magma: the bubbles rush out all at once.' },
    },
    {
      title: 'Gentle Flows and Big Blasts',
      young: 'Some volcanoes let runny lava ooze out slowly. Others blow out ash and rock with a big bang. It depends on how thick and bubbly the magma is.',
      older: 'Runny magma lets gas escape easily, so it makes glowing lava flows, like many eruptions in Hawaii. Thick, sticky magma traps gas until it explodes, blasting out ash and rock fragments, as at Mount St. Helens in 1980.',
      funFact: { title: 'The tallest volcano we know', text: 'Olympus Mons on Mars is the tallest volcano known in the solar system.' },
    },
  ],
  deeper: {
    title: 'Plate Tectonics, Viscosity and Volcano Types',
    content: 'Most volcanoes form at plate boundaries: at divergent boundaries (such as mid-ocean ridges) decompression melting of the mantle produces basaltic magma, and at subduction zones water released from the sinking plate lowers the melting point of the mantle above it. Hotspots like Hawaii sit over unusually hot mantle away from plate edges. Magma viscosity rises with silica content; high-silica magma (andesite, dacite, rhyolite) traps volatiles and tends to erupt explosively, building steep stratovolcanoes, while low-viscosity basalt builds broad shield volcanoes like Mauna Loa.',
    funFact: { title: 'Ring of Fire', text: 'Many of the world\'s active volcanoes sit around the edge of the Pacific Ocean, a zone called the Ring of Fire.' },
  },
  glossary: [
    { term: 'Magma', say: 'MAG-muh', definition: 'Melted rock underground.' },
    { term: 'Lava', say: 'LAH-vuh', definition: 'Melted rock that has come out onto the surface.' },
    { term: 'Crater', say: 'KRAY-ter', definition: 'A bowl-shaped hole at the top of a volcano.' },
    { term: 'Tectonic plate', say: 'tek-TON-ik playt', definition: 'One of the giant slabs of rock that make up Earth\'s outer shell and slowly move.' },
    { term: 'Viscosity', say: 'vis-KOSS-ih-tee', definition: 'How thick and sticky a liquid is; honey has a higher viscosity than water.' },
  ],
  tryIt: [{
    title: 'Baking Soda Volcano',
    description: 'A fizzy model that shows how gas bubbles push liquid up and out.',
    steps: [
      'Put a small cup on a tray and build a "mountain" of play dough or sand around it.',
      'Put two spoons of baking soda in the cup and add a drop of dish soap.',
      'Add a little red or orange food coloring if you like.',
      'Pour in some vinegar and watch the foam rise and flow down the sides.',
      'Talk about it: the reaction makes carbon dioxide gas, and the bubbles push the foam out, a bit like gas in magma.',
    ],
    note: 'A grown-up should help. Keep vinegar away from eyes. Real volcanoes work by melted rock and gas, so this is a model, not the real thing.',
  }],
  analogies: [
    { title: 'A shaken soda bottle', content: 'Gas dissolved in magma is like the fizz in a closed soda bottle: release the pressure and bubbles rush out, pushing liquid with them.' },
    { title: 'Honey versus water', content: 'Blowing bubbles through honey is hard and they burst violently; through water they slip out gently. Sticky magma behaves like the honey.' },
  ],
  realWorld: [
    { title: 'Islands made by volcanoes', content: 'The Hawaiian Islands and Iceland were built by volcanic eruptions over a very long time.' },
    { title: 'Watching volcanoes', content: 'Scientists at the U.S. Geological Survey watch volcanoes for earthquakes, ground swelling and gases to warn people before eruptions.' },
  ],
  engaging: [
    { question: 'Why do you think people still live near volcanoes?', context: 'Volcanic soil can be very good for growing food.' },
    { question: 'What do you think is the difference between magma and lava?', context: 'It is the same melted rock, just in a different place.' },
  ],
  quiz: [
    { question: 'What is melted rock underground called?', right: 'Magma', wrong: ['Lava', 'Sand'] },
    { question: 'What do we call melted rock that comes out of a volcano?', right: 'Lava', wrong: ['Magma', 'Ice'] },
    { question: 'What pushes magma up and out during an eruption?', right: 'Expanding gas bubbles', wrong: ['Wind blowing into the crater', 'Rain water'] },
    { question: 'Which kind of magma tends to cause explosive eruptions?', right: 'Thick, sticky magma full of gas', wrong: ['Runny magma with little gas', 'Cold magma'], level: 'older' },
  ],
  related: ['sky-blue', 'dinosaurs', 'ocean-salty'],
  links: [SITES.usgs, britannica('volcano'), SITES.natGeoKids],
};

const blackHoles: KidEntry = {
  id: 'black-holes',
  module: 'Science Explorers',
  question: 'What are black holes?',
  title: 'What Are Black Holes?',
  blurb: 'Places in space where gravity is so strong that not even light escapes.',
  triggers: [['black hole'], ['blackhole'], ['event horizon']],
  quickAnswer: {
    '3-5': 'A black hole is a place far out in space. It pulls on things very, very hard. It pulls so hard that even light can\'t get out. That is why it looks black.',
    '6-8': 'A black hole is a place in space where a huge amount of stuff is squeezed into a tiny space. Its gravity pulls so hard that nothing can escape once it gets too close, not even light. Since no light comes out, we can\'t see a black hole itself, but we can see what it does to things around it.',
    '9-12': 'A black hole is a region of space where matter is packed so densely that its gravity stops anything, even light, from escaping. Many form when a very massive star runs out of fuel and collapses. The boundary you can\'t come back from is called the event horizon. Astronomers find black holes by watching how they pull on nearby stars and heat up the gas swirling around them.',
    '13+': 'A black hole is a region of spacetime where gravity is so intense that the escape velocity exceeds the speed of light, so nothing that crosses its boundary, the event horizon, can get out. Stellar-mass black holes form when the cores of very massive stars collapse; supermassive black holes, millions to billions of times the Sun\'s mass, sit at the centres of most large galaxies, including Sagittarius A* in the Milky Way. They are detected through orbits of nearby stars, X-rays from hot accretion disks, gravitational waves, and direct imaging by the Event Horizon Telescope.',
  },
  takeaways: {
    young: ['Black holes pull very hard on everything near them.', 'Not even light can get out, so they look black.', 'They are very far away from us.'],
    older: ['A black hole\'s gravity is so strong that light cannot escape past the event horizon.', 'Many black holes form when huge stars collapse.', 'We detect them by their effects on stars, gas and light around them.'],
  },
  sections: [
    {
      title: 'Gravity Super Strong',
      young: 'Gravity is the pull that makes a ball fall down. A black hole has super strong gravity. If something gets too close, it can\'t get away.',
      older: 'Everything with mass has gravity. A black hole packs an enormous mass into a very small space, so its pull close by is incredibly strong. The point of no return is called the event horizon: inside it, not even light is fast enough to escape.',
      funFact: { title: 'Light is the fastest', text: 'Light is the fastest thing in the universe, and even light cannot escape from inside a black hole.' },
    },
    {
      title: 'How Black Holes Are Made',
      young: 'Stars are giant balls of hot, glowing gas. Some stars are huge. When a huge star gets very old, it can squash down into a black hole.',
      older: 'Stars shine by fusing light elements into heavier ones. When a star many times heavier than the Sun runs out of fuel, its core can collapse under its own gravity, often with a huge explosion called a supernova, and leave a black hole behind.',
      funFact: { title: 'Our Sun is safe', text: 'The Sun is not heavy enough to ever become a black hole.' },
    },
    {
      title: 'Seeing the Invisible',
      young: 'We can\'t see a black hole. But we can see stars and gas zooming around it. In 2019 scientists made the first picture of the glow around a black hole!',
      older: 'Black holes themselves give off no light, but gas spiralling into them heats up and glows brightly, and stars near them move in fast orbits. In 2019 the Event Horizon Telescope team released the first image of a black hole\'s shadow, in the galaxy M87, and in 2022 an image of Sagittarius A*, the black hole at the centre of our Milky Way.',
      funFact: { title: 'A telescope as big as Earth', text: 'The Event Horizon Telescope links radio telescopes around the world so they work together like one giant telescope.' },
    },
  ],
  deeper: {
    title: 'Event Horizons, Spacetime and Gravitational Waves',
    content: 'In general relativity, mass curves spacetime; a black hole is where this curvature becomes extreme. The radius of the event horizon of a non-rotating black hole, the Schwarzschild radius, grows in proportion to its mass. Stellar-mass black holes are typically several to tens of solar masses; supermassive black holes sit in galactic centres, and Sagittarius A* has about four million solar masses. In 2015 the LIGO detectors recorded gravitational waves, ripples in spacetime, from two black holes merging, confirming a prediction of Einstein\'s theory.',
    funFact: { title: 'Nobel-winning discoveries', text: 'The detection of gravitational waves (2017) and evidence for the black hole at the centre of our galaxy (2020) both led to Nobel Prizes in Physics.' },
  },
  glossary: [
    { term: 'Gravity', say: 'GRAV-ih-tee', definition: 'The pull that things with mass have on each other.' },
    { term: 'Star', say: 'STAR', definition: 'A giant ball of hot, glowing gas, like our Sun.' },
    { term: 'Event horizon', say: 'ih-VENT huh-RY-zun', definition: 'The edge around a black hole; past it, nothing can escape.' },
    { term: 'Supernova', say: 'soo-per-NOH-vuh', definition: 'The huge explosion of a dying giant star.' },
    { term: 'Galaxy', say: 'GAL-ux-ee', definition: 'A huge group of stars, gas and dust held together by gravity, like our Milky Way.' },
  ],
  tryIt: [{
    title: 'Bend a Stretchy Universe',
    description: 'Model how heavy things bend space and pull smaller things toward them.',
    steps: [
      'Stretch an old sheet or a piece of stretchy fabric over a big bowl or have two people hold it tight.',
      'Roll a small marble across it and watch it go straight.',
      'Put a heavy ball in the middle so the fabric dips.',
      'Roll the marble again and watch it curve and spiral toward the heavy ball.',
    ],
    note: 'This is a model: real gravity works in three dimensions, but the dip shows how mass bends the path of things nearby.',
  }],
  analogies: [
    { title: 'A waterfall with no way back', content: 'Near the edge of a huge waterfall, a strong swimmer can still swim away, but past a certain point the current is too fast. The event horizon is that point for light.' },
  ],
  realWorld: [
    { title: 'A black hole at home (in our galaxy)', content: 'The Milky Way has a supermassive black hole at its centre called Sagittarius A*, very far from Earth.' },
    { title: 'Pictures from around the world', content: 'Scientists in many countries worked together to make the first black hole images.' },
  ],
  engaging: [
    { question: 'If light can\'t escape a black hole, how do you think scientists found them?', context: 'Think about how you can tell the wind is blowing even though you can\'t see air.' },
    { question: 'What would you want to ask an astronaut about space?', context: 'Space is full of mysteries scientists are still exploring.' },
  ],
  quiz: [
    { question: 'Why do black holes look black?', right: 'Not even light can escape from them', wrong: ['They are painted black', 'They are always in the shade'] },
    { question: 'How do many black holes form?', right: 'A huge star collapses at the end of its life', wrong: ['Two planets crash', 'A comet melts'] },
    { question: 'What is the event horizon?', right: 'The boundary past which nothing can escape', wrong: ['The brightest star in the sky', 'The place where the Sun sets'], level: 'older' },
  ],
  related: ['gravity', 'moon-phases', 'sky-blue'],
  links: [SITES.spacePlace, SITES.nasa, britannica('black hole')],
};

const sleep: KidEntry = {
  id: 'why-sleep',
  module: 'Science Explorers',
  question: 'Why do we need to sleep?',
  title: 'Why Do We Need to Sleep?',
  blurb: 'What your body and brain do while you rest.',
  triggers: [['sleep'], ['asleep'], ['dream'], ['tired'], ['nap']],
  quickAnswer: {
    '3-5': 'Sleep helps your body grow. It helps your brain remember what you learned. When you sleep, your body rests, so you wake up ready to play!',
    '6-8': 'Your body and brain do important jobs while you sleep. Your body grows and fixes itself, and your brain sorts and saves the things you learned during the day. Without enough sleep, it is harder to pay attention, learn and feel happy.',
    '9-12': 'Sleep is when your body does a lot of repair and growth work: for example, much of your growth hormone is released during deep sleep. Your brain also uses sleep to strengthen memories and sort what you learned. Kids need more sleep than adults; doctors recommend about 9 to 12 hours a night for children aged 6 to 12.',
    '13+': 'Sleep supports growth, tissue repair, immune function, mood regulation and learning. During sleep the brain consolidates memories, moving and strengthening what was learned during the day, and cycles through non-REM and REM stages. Sleep timing is governed by the circadian rhythm, a roughly 24-hour internal clock cued by light; in the evening darkness triggers the release of melatonin. Sleep experts recommend 8 to 10 hours a night for teenagers.',
  },
  takeaways: {
    young: ['Sleep helps you grow.', 'Sleep helps your brain remember.', 'Kids need lots of sleep.'],
    older: ['Your body grows and repairs during sleep.', 'Sleep helps the brain store and sort memories.', 'Your internal clock, set by light and dark, tells you when to feel sleepy.'],
  },
  sections: [
    {
      title: 'Your Body Grows and Rests',
      young: 'When you sleep, your body is busy. It grows a little bit. It fixes scrapes and tired muscles. Then you wake up strong.',
      older: 'Deep sleep is when your body releases much of its growth hormone, which helps children grow and helps everyone repair muscles and tissues. Sleep also helps your immune system fight germs.',
      funFact: { title: 'Half-asleep dolphins', text: 'Dolphins rest one half of their brain at a time, so they can keep swimming and come up to breathe.' },
    },
    {
      title: 'Your Brain Saves What You Learned',
      young: 'Your brain learns lots every day. At night it tidies up, like putting toys away. Then you remember things better.',
      older: 'While you sleep, your brain replays and strengthens what you learned, and sorts out what to keep. That is why a good night\'s sleep before a test often helps more than staying up late to study.',
      funFact: { title: 'Dream time', text: 'Most vivid dreams happen during a stage of sleep called REM, when your eyes move quickly under your eyelids.' },
    },
    {
      title: 'Your Body Clock',
      young: 'Your body has a clock inside. When it gets dark, your body starts to feel sleepy. When it gets light, it helps you wake up.',
      older: 'Your body has an internal clock called the circadian rhythm. Darkness in the evening tells your brain to release melatonin, a hormone that makes you sleepy; morning light helps you wake up. Bright screens at bedtime can confuse this clock.',
      funFact: { title: 'Sleepy koalas', text: 'Koalas sleep for most of the day. Their leafy food gives them very little energy, so they rest a lot.' },
    },
  ],
  deeper: {
    title: 'Sleep Stages, Memory Consolidation and Circadian Rhythms',
    content: 'A night of sleep cycles through non-REM stages (from light sleep to deep, slow-wave sleep) and REM (rapid eye movement) sleep, roughly every 90 minutes in adults. Slow-wave sleep is linked to physical restoration and to consolidating factual memories; REM sleep is associated with vivid dreaming and emotional processing. Research in animals suggests the brain also clears metabolic waste more efficiently during sleep. In adolescence the circadian rhythm naturally shifts later, which is why many teenagers feel alert late at night and struggle with early mornings.',
    funFact: { title: 'A later clock for teens', text: 'Because teen body clocks run later, several health organisations have recommended later school start times for teenagers.' },
  },
  glossary: [
    { term: 'Rest', say: 'REST', definition: 'Time when your body is calm and still so it can recover.' },
    { term: 'Dream', say: 'DREEM', definition: 'Stories and pictures your mind makes while you sleep.' },
    { term: 'Hormone', say: 'HOR-mohn', definition: 'A chemical messenger your body makes to control things like growth and sleep.' },
    { term: 'Circadian rhythm', say: 'sur-KAY-dee-un RITH-um', definition: 'Your body\'s roughly 24-hour internal clock.' },
    { term: 'REM sleep', say: 'REM sleep', definition: 'Rapid eye movement sleep, a stage when most vivid dreaming happens.' },
  ],
  tryIt: [{
    title: 'My Sleep Detective Chart',
    description: 'Find out how sleep changes how you feel.',
    steps: [
      'Make a chart with a row for each day of one week.',
      'Each morning, write or draw what time you went to bed and woke up (a grown-up can help).',
      'Draw a face showing how you feel: happy, OK or grumpy.',
      'At the end of the week, look for a pattern: do you feel better after more sleep?',
    ],
    note: 'Keep screens off before bed during the week to see if it helps you fall asleep.',
  }],
  analogies: [
    { title: 'Charging a tablet', content: 'Sleep is like plugging in a tablet overnight: you start the day with a full battery.' },
    { title: 'Tidying your room', content: 'At night your brain tidies up the day\'s memories, putting the important ones where you can find them later.' },
  ],
  realWorld: [
    { title: 'Athletes sleep to perform', content: 'Many athletes plan their sleep carefully because rest helps muscles recover and reactions stay quick.' },
    { title: 'Babies sleep the most', content: 'Newborn babies sleep much of the day because their bodies and brains are growing very fast.' },
  ],
  engaging: [
    { question: 'How do you feel when you don\'t get enough sleep?', context: 'Think about a morning when you felt grumpy or tired.' },
    { question: 'What helps you fall asleep?', context: 'A calm routine, like a bath and a story, helps many people.' },
  ],
  quiz: [
    { question: 'What does your body do while you sleep?', right: 'Grows and fixes itself', wrong: ['Stops working completely', 'Forgets everything'] },
    { question: 'What does sleep do for your memory?', right: 'Helps your brain save what you learned', wrong: ['Erases what you learned', 'Nothing at all'] },
    { question: 'What does darkness tell your brain to make?', right: 'Melatonin, a sleep hormone', wrong: ['Sugar', 'More daylight'], level: 'older' },
  ],
  related: ['exercise', 'heart-beat', 'dinosaurs'],
  links: [SITES.kidsHealth, britannica('sleep')],
};

export const scienceEntries: KidEntry[] = [skyBlue, volcanoes, blackHoles, sleep];
