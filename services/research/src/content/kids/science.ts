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
    '3-5': 'Sunlight has lots of colors in it. The air bounces the blue light all over the sky. So when you look up, you see blue!',
    '6-8': 'Sunlight looks white, but it is really a mix of all the colors of the rainbow. When sunlight goes through the air, the blue light gets bounced around the most. That scattered blue light comes at us from every part of the sky, so the sky looks blue.',
    '9-12': 'Sunlight is a mix of all colors. As it travels through the atmosphere, the tiny gas molecules in the air scatter short-wavelength light, like blue, much more than long-wavelength light, like red. Scattered blue light reaches our eyes from every direction, so the whole sky looks blue.',
    '13+': 'The sky is blue because of Rayleigh scattering. Nitrogen and oxygen molecules are far smaller than the wavelength of visible light, and they scatter short wavelengths much more strongly than long ones. Violet is scattered even more than blue, yet the sky does not look violet. Sunlight contains less violet than blue, and our eyes are much less sensitive to violet than to blue.',
  },
  takeaways: {
    little: ['Sunlight has lots of colors in it.', 'Air bounces the blue light all around.', 'That is why the sky looks blue!'],
    young: ['Sunlight has all the colors in it.', 'Air bounces blue light the most.', 'Bounced blue light fills the sky.'],
    older: ['White sunlight is a mix of all visible colors (wavelengths).', 'Air molecules scatter short wavelengths, like blue, more than long ones, like red.', 'At sunset, light crosses more air, so blue is scattered away and reds and oranges remain.'],
  },
  sections: [
    {
      title: 'Sunlight Is a Mix of Colors',
      little: 'Sunlight looks white. But it has lots of colors in it! A rainbow shows them: red, green, blue and more.',
      young: 'Sunlight looks white. But it is made of many colors mixed together. A rainbow shows us those colors: red, orange, yellow, green, blue and violet.',
      older: 'Sunlight seems white, but a prism or a rainbow splits it into a band of colors from red to violet. Each color is light with a different wavelength. Red light has the longest waves we can see. Blue and violet have the shortest.',
      funFact: { title: 'A rainbow in a glass', text: 'A glass of water in a sunny window can split sunlight into a small rainbow on the floor.' },
    },
    {
      title: 'Air Bounces Blue Light Around',
      little: 'Air is made of tiny bits. They are too small to see. When sunlight hits them, the blue light bounces all over. Red light just goes on by.',
      young: 'Air is made of tiny bits that are too small to see. When sunlight hits them, blue light bounces off in all directions. Red light mostly goes straight through.',
      older: 'Air is mostly nitrogen and oxygen molecules. When sunlight hits them, some light is scattered off in new directions. Shorter waves scatter far more than longer waves. So blue light is sent all over the sky, while most red and yellow light keeps going straight.',
      funFact: { title: 'No air, no blue', text: 'The Moon has almost no air, so its sky looks black, even in the daytime.' },
    },
    {
      title: 'Why Sunsets Are Red and Orange',
      little: 'At the end of the day, the sun is low. Its light takes a long trip through the air. The blue gets bounced away. Red and orange are left for you to see!',
      young: 'At sunset the sun is low. Its light goes through lots more air to reach you. The blue gets bounced away on the trip. Red and orange are left for you to see.',
      older: 'When the Sun is low, its light passes through much more air before it reaches you. Along the way, most of the blue light is scattered out of the beam. So the light that comes straight from the Sun looks orange and red.',
      funFact: { title: 'Blue sunsets on Mars', text: 'On Mars it is the other way round: NASA\'s Curiosity rover has photographed blue-tinted sunsets, because very fine Martian dust scatters light differently.' },
    },
  ],
  deeper: {
    title: 'Rayleigh Scattering and Why Not Violet?',
    content: 'For particles much smaller than the wavelength of light, scattering strength is inversely proportional to the fourth power of the wavelength. So light at the blue end of the spectrum scatters several times more than red light. This is Rayleigh scattering, named after the physicist Lord Rayleigh. Violet scatters even more than blue, but we still see a blue sky, for two reasons. Sunlight contains less violet than blue. And our eyes are much less sensitive to violet than to blue. Larger particles such as cloud droplets scatter all colors about equally (Mie scattering), which is why clouds look white.',
    funFact: { title: 'Clouds are white for a reason', text: 'Cloud droplets are much bigger than air molecules, so they scatter every color about equally, and the mix looks white.' },
  },
  simplifications: [
    'For 3-8, "the air bounces blue light around" stands for scattering by air molecules.',
    'For 3-5, the rainbow\'s colors are named only in part ("red, green, blue and more").',
  ],
  sources: [
    {
      claim: 'Sunlight is a mix of all colors; the gases and particles of the air scatter blue light more than other colors because it travels as shorter waves, so the daytime sky looks blue. When the Sun is low, its light passes through more air, more blue is scattered away, and the reds and yellows reach your eyes.',
      title: 'NASA Space Place: Why Is the Sky Blue?',
      url: 'https://spaceplace.nasa.gov/blue-sky/en/',
      read: '2026-11-23',
      authority: 'science-body',
    },
    {
      claim: 'Lord Rayleigh explained the blue sky: air molecules scatter short wavelengths far more strongly than long ones. The sky does not look violet because sunlight contains less violet than blue and our eyes are less sensitive to violet than to blue.',
      title: 'Physics FAQ, University of California, Riverside: Why Is the Sky Blue?',
      url: 'https://math.ucr.edu/home/baez/physics/General/BlueSky/blue_sky.html',
      read: '2026-11-23',
      authority: 'university',
    },
    {
      claim: 'Rayleigh scattering, named after the British physicist Lord Rayleigh, is the scattering of light by particles much smaller than its wavelength; its strength is inversely proportional to the fourth power of the wavelength, which is why the sky is blue.',
      title: 'Encyclopaedia Britannica: Rayleigh scattering',
      url: 'https://www.britannica.com/science/Rayleigh-scattering',
      read: '2026-11-23',
      authority: 'reference',
    },
    {
      claim: 'Cloud droplets are much larger than air molecules and scatter all colors of sunlight about equally (Mie scattering), so clouds look white, while the far smaller air molecules scatter blue light most (Rayleigh scattering).',
      title: 'NOAA JetStream: The Color of Clouds',
      url: 'https://www.noaa.gov/jetstream/clouds/color-of-clouds',
      read: '2026-11-23',
      authority: 'science-body',
    },
    {
      claim: 'NASA\'s Curiosity rover photographed a blue-tinted sunset on Mars in Gale Crater; very fine Martian dust lets blue light through the atmosphere slightly more efficiently, so the sky near the setting Sun looks blue.',
      title: 'NASA/JPL: Sunset in Mars\' Gale Crater (PIA19400)',
      url: 'https://www.jpl.nasa.gov/images/pia19400-sunset-in-mars-gale-crater/',
      read: '2026-11-23',
      authority: 'science-body',
    },
  ],
  glossary: [
    { term: 'Sunlight', say: 'SUN-lite', definition: 'Light from the Sun. It is a mix of all the colors.' },
    { term: 'Scatter', say: 'SKAT-er', definition: 'To bounce off in many different directions.' },
    { term: 'Atmosphere', say: 'AT-muss-feer', definition: 'The layer of air that surrounds Earth.' },
    { term: 'Wavelength', say: 'WAYV-length', definition: 'The distance from one wave top to the next. Each color of light has its own wavelength.' },
    { term: 'Rayleigh scattering', say: 'RAY-lee SKAT-er-ing', definition: 'The scattering of light by particles much smaller than its wavelength; it is strongest for short wavelengths like blue.' },
  ],
  tryIt: [{
    title: 'Make a Sunset in a Glass',
    description: 'See how tiny particles make light look blue from the side and orange from the end.',
    steps: [
      'With a grown-up, fill a clear glass or jar with water.',
      'Stir in a few drops of milk.',
      'In a dark room, shine a flashlight through the side of the glass.',
      'Look at the water from the side: it looks a little blue.',
      'Now look through the glass toward the flashlight: the light looks orange, like a sunset.',
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
    {
      question: 'What colors are in sunlight?', right: 'Lots of colors, like a rainbow', wrong: ['Only yellow, like the Sun', 'No colors at all'],
      skill: 'recall', support: ['lots of colors', 'all the colors', 'mix of all'],
    },
    {
      question: 'What does the air do to blue light?', right: 'Bounces it all around the sky', wrong: ['Paints it onto the clouds', 'Turns it into red light'],
      skill: 'cause-effect', support: ['bounces the blue light', 'bounced around', 'scatter'],
    },
    {
      question: 'Why are sunsets red and orange?', right: 'Light crosses more air, so blue is bounced away', wrong: ['The Sun cools down in the evening', 'The sea reflects red light up'],
      skill: 'cause-effect', support: ['blue gets bounced away', 'blue is scattered'],
    },
    {
      question: 'What is the scattering of light by tiny molecules called?', right: 'Rayleigh scattering', wrong: ['Refraction', 'Photosynthesis'],
      skill: 'vocabulary', bands: ['9-12', '13+'], support: ['Rayleigh scattering'],
    },
    {
      question: 'Why does the sky look blue rather than violet?', right: 'Sunlight has less violet, and our eyes sense blue better', wrong: ['Ozone high up turns violet light into blue light', 'Air molecules never scatter violet light'],
      skill: 'cause-effect', bands: ['13+'], support: ['less violet', 'less sensitive to violet'],
    },
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
    '3-5': 'Deep under the ground it is very, very hot. It is so hot that rock melts! The hot, melted rock pushes up and up. When it comes out of the top, the volcano erupts!',
    '6-8': 'Deep inside Earth it is so hot that some rock melts. This thick, hot liquid is called magma. Magma is lighter than the rock around it, so it rises. Gas bubbles in the magma push hard. When the magma bursts out of the ground, the volcano erupts. Once it is outside, we call it lava.',
    '9-12': 'Far below the surface, heat melts some rock into magma. Because magma is less dense than solid rock, it rises and can collect in a magma chamber. Magma contains dissolved gases, mostly water vapor and carbon dioxide. As it rises, the pressure on it drops, so the gases form bubbles and expand. This pushes magma up and out through cracks and vents: an eruption.',
    '13+': 'Volcanoes erupt when buoyant magma rises toward the surface. The magma forms by partial melting of rock in the mantle or crust. As it rises, the pressure falls, and dissolved gases, mainly water vapor and carbon dioxide, come out of solution. The expanding gas drives the magma upward. How violent an eruption is depends largely on the magma\'s viscosity and gas content. Runny basaltic magma lets gas escape and makes lava flows. Sticky, silica-rich magma traps gas until it shatters explosively.',
  },
  takeaways: {
    little: ['It is very hot deep under the ground.', 'Rock gets so hot that it melts.', 'Gas bubbles push the melted rock up and out.'],
    young: ['Deep underground it is hot enough to melt rock.', 'Melted rock underground is called magma.', 'When it comes out, we call it lava.'],
    older: ['Magma forms where rock melts deep underground and rises because it is less dense.', 'Expanding gas bubbles drive eruptions.', 'Runny magma makes lava flows; sticky, gassy magma makes explosive eruptions.'],
  },
  sections: [
    {
      title: 'Hot Rock Deep Down',
      little: 'The ground goes down a long, long way. Deep down, it is super hot. It is so hot that some rock melts! Melted rock deep down is called magma.',
      young: 'The ground under your feet goes down very, very far. Deep down it is super hot. It is so hot that some rock melts. Melted rock is called magma.',
      older: 'Earth gets hotter the deeper you go. In some places rock deep underground partly melts. This happens where plates of rock pull apart, or where one plate slides beneath another. This molten rock is called magma.',
      funFact: { title: 'Hotter than an oven', text: 'Lava can be hotter than 1,000 degrees Celsius. That is much, much hotter than a kitchen oven.' },
    },
    {
      title: 'Bubbles and Pressure',
      little: 'Magma has gas bubbles in it, like a fizzy drink. The bubbles push and push. Then, whoosh! The magma bursts out of the top.',
      young: 'Magma has gas bubbles in it, like a fizzy drink. The bubbles push and push. When the push is big enough, the magma bursts out of the top!',
      older: 'Magma holds dissolved gases, like the carbon dioxide in a sealed bottle of soda. As magma rises, the pressure on it drops. The gases form bubbles that grow. The growing bubbles push magma up through cracks and out of vents.',
      funFact: { title: 'Like a shaken soda', text: 'Opening a shaken soda bottle is a small model of gas escaping from magma: the bubbles rush out all at once.' },
    },
    {
      title: 'Gentle Flows and Big Blasts',
      little: 'When the hot rock comes out, we call it lava. Some lava oozes out slow. Some volcanoes go bang and puff out ash!',
      young: 'Some volcanoes let runny lava ooze out slowly. Others blow out ash and rock with a big bang. It depends on how thick and bubbly the magma is.',
      older: 'Runny magma lets gas escape easily, so it makes glowing lava flows, like many eruptions in Hawaii. Thick, sticky magma traps gas until it explodes. Then it blasts out ash and bits of rock, as at Mount St. Helens in 1980.',
      funFact: { title: 'The biggest volcano we know', text: 'Olympus Mons on Mars is the largest volcano known in the solar system.' },
    },
  ],
  deeper: {
    title: 'Plate Tectonics, Viscosity and Volcano Types',
    content: 'Most volcanoes form at plate boundaries. Where plates pull apart, as at mid-ocean ridges, the mantle melts as pressure drops and makes basaltic magma. At subduction zones, water released from the sinking plate lowers the melting point of the mantle above it. Hotspot volcanoes, like those of Hawaii, sit over unusually hot mantle far from plate edges. Magma viscosity rises with silica content. High-silica magma traps gas and tends to erupt explosively, building steep stratovolcanoes. Runny basalt builds broad shield volcanoes like Mauna Loa.',
    funFact: { title: 'Ring of Fire', text: 'Many of the world\'s active volcanoes sit around the edge of the Pacific Ocean, a zone called the Ring of Fire.' },
  },
  simplifications: [
    'For 3-8, magma is "melted rock deep down"; in fact it is usually partly melted rock with crystals and gas.',
    'For 3-8, the push of expanding gas is "bubbles push and push".',
  ],
  sources: [
    {
      claim: 'Scientists call molten rock magma while it is underground and lava once it breaks through to the surface; the eruption temperature of Kilauea lava in Hawaii is about 1,170 degrees Celsius, and yellow-glowing lava is about 1,000 to 1,200 degrees Celsius.',
      title: 'U.S. Geological Survey FAQ: How hot is a Hawaiian volcano?',
      url: 'https://www.usgs.gov/faqs/how-hot-a-hawaiian-volcano',
      read: '2026-11-23',
      authority: 'science-body',
    },
    {
      claim: 'Mount St. Helens erupted explosively on May 18, 1980, blasting out ash and rock.',
      title: 'U.S. Geological Survey: Mount St. Helens',
      url: 'https://www.usgs.gov/volcanoes/mount-st.-helens',
      read: '2026-11-23',
      authority: 'science-body',
    },
    {
      claim: 'Most volcanoes form at plate boundaries, at mid-ocean ridges where plates pull apart and at subduction zones, while hotspot volcanoes such as those of Hawaii lie far from plate edges. Runny basaltic magma builds broad shield volcanoes such as Mauna Loa; sticky, silica-rich magma traps gas and erupts explosively, building steep stratovolcanoes. Volcanic eruptions built Iceland and the Hawaiian Islands, and many active volcanoes ring the Pacific Ocean in the Ring of Fire.',
      title: 'Encyclopaedia Britannica: Volcano',
      url: 'https://www.britannica.com/science/volcano',
      read: '2026-11-23',
      authority: 'reference',
    },
    {
      claim: 'Olympus Mons, a shield volcano on Mars, is the largest volcano known in the solar system.',
      title: 'Encyclopaedia Britannica: Olympus Mons',
      url: 'https://www.britannica.com/place/Olympus-Mons',
      read: '2026-11-23',
      authority: 'reference',
    },
    {
      claim: 'Scientists of the U.S. Geological Survey Volcano Hazards Program monitor volcanoes for earthquakes, ground swelling and gas emissions so that they can warn people before eruptions.',
      title: 'U.S. Geological Survey: Volcano Hazards Program',
      url: 'https://www.usgs.gov/programs/VHP',
      read: '2026-11-23',
      authority: 'science-body',
    },
  ],
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
      'With a grown-up, put a small cup on a tray and build a "mountain" of play dough or sand around it.',
      'Put two spoons of baking soda in the cup and add a drop of dish soap.',
      'Add a little red or orange food coloring if you like.',
      'The grown-up pours in some vinegar. Watch the foam rise and flow down the sides.',
      'Talk about it: the fizz is carbon dioxide gas, and the bubbles push the foam out, a bit like gas in magma.',
    ],
    note: 'A grown-up handles the vinegar and keeps it away from eyes. Real volcanoes work by melted rock and gas, so this is a model, not the real thing.',
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
    {
      question: 'What is melted rock deep under the ground called?', right: 'Magma', wrong: ['Lava', 'Sand'],
      skill: 'vocabulary', support: ['called magma'],
    },
    {
      question: 'What do we call melted rock once it comes out of a volcano?', right: 'Lava', wrong: ['Magma', 'Ice'],
      skill: 'vocabulary', support: ['call it lava', 'come out onto the surface'],
    },
    {
      question: 'What pushes magma up and out of a volcano?', right: 'Growing gas bubbles', wrong: ['Wind blowing into the top', 'Rain soaking into the ground'],
      skill: 'cause-effect', support: ['bubbles push', 'gas bubbles', 'form bubbles'],
    },
    {
      question: 'Which kind of magma tends to cause explosive eruptions?', right: 'Thick, sticky magma full of gas', wrong: ['Runny magma with little gas', 'Magma that has cooled into solid rock'],
      skill: 'inference', bands: ['9-12', '13+'], support: ['sticky magma traps gas', 'traps gas until it explodes'],
    },
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
    '3-5': 'A black hole is a place far out in space. It pulls very, very hard. It pulls so hard that light can\'t get out. So it looks black!',
    '6-8': 'A black hole is a place in space where a huge amount of stuff is squeezed into a tiny space. Its gravity pulls so hard that nothing can escape once it gets too close, not even light. Since no light comes out, we can\'t see a black hole itself. But we can see what it does to things around it.',
    '9-12': 'A black hole is a region of space where matter is packed so tightly that its gravity stops anything, even light, from escaping. Many form when a very massive star runs out of fuel and collapses. The boundary you can\'t come back from is called the event horizon. Astronomers find black holes by watching how they pull on nearby stars and heat up the gas swirling around them.',
    '13+': 'A black hole is a region of spacetime where gravity is so intense that the escape velocity exceeds the speed of light. Nothing that crosses its boundary, the event horizon, can get out. Stellar-mass black holes form when the cores of very massive stars collapse. Supermassive black holes, millions to billions of times the Sun\'s mass, sit at the centres of most large galaxies. Ours is Sagittarius A*, in the Milky Way. Black holes are detected through the orbits of nearby stars, X-rays from hot gas, gravitational waves, and direct imaging by the Event Horizon Telescope.',
  },
  takeaways: {
    little: ['A black hole pulls very, very hard.', 'Light can\'t get out, so it looks black.', 'Black holes are very far away from us.'],
    young: ['Black holes pull very hard on everything near them.', 'Not even light can get out, so they look black.', 'They are very far away from us.'],
    older: ['A black hole\'s gravity is so strong that light cannot escape past the event horizon.', 'Many black holes form when huge stars collapse.', 'We detect them by their effects on stars, gas and light around them.'],
  },
  sections: [
    {
      title: 'Gravity Super Strong',
      little: 'Drop a ball. Down it falls! A pull makes it fall. A black hole pulls much, much harder. Things that get too close can\'t get away.',
      young: 'Gravity is the pull that makes a ball fall down. A black hole has super strong gravity. If something gets too close, it can\'t get away.',
      older: 'Everything with mass has gravity. A black hole packs a huge mass into a very small space, so its pull close by is incredibly strong. The point of no return is called the event horizon. Inside it, not even light is fast enough to escape.',
      funFact: { title: 'Light is the fastest', text: 'Light is the fastest thing in the universe, and even light cannot escape from inside a black hole.' },
    },
    {
      title: 'How Black Holes Are Made',
      little: 'Stars are big balls of hot, bright gas. Some stars are huge. When a huge star gets very old, it can squash down. Then it can make a black hole.',
      young: 'Stars are giant balls of hot, glowing gas. Some stars are huge. When a huge star gets very old, it can squash down into a black hole.',
      older: 'Stars shine by joining light elements into heavier ones. A star many times heavier than the Sun finally runs out of fuel. Then its core can collapse under its own gravity, often with a huge explosion called a supernova, and leave a black hole behind.',
      funFact: { title: 'Our Sun is safe', text: 'The Sun is not heavy enough to ever become a black hole.' },
    },
    {
      title: 'Seeing the Invisible',
      little: 'We can\'t see a black hole. But we can see stars zoom around it. Some gas near it glows bright!',
      young: 'We can\'t see a black hole. But we can see stars and gas zooming around it. In 2019 scientists made the first picture of the glow around a black hole!',
      older: 'Black holes themselves give off no light. But gas spiralling into them heats up and glows brightly, and stars near them move in fast orbits. In 2019 the Event Horizon Telescope team showed the first image of a black hole\'s shadow, in the galaxy M87. In 2022 they showed Sagittarius A*, the black hole at the centre of our Milky Way.',
      funFact: { title: 'A telescope as big as Earth', text: 'The Event Horizon Telescope links radio telescopes around the world so they work together like one giant telescope.' },
    },
  ],
  deeper: {
    title: 'Event Horizons, Spacetime and Gravitational Waves',
    content: 'In general relativity, mass curves spacetime, and a black hole is where this curvature becomes extreme. The radius of the event horizon of a non-rotating black hole, the Schwarzschild radius, grows in proportion to its mass. Stellar-mass black holes are typically several to tens of solar masses. Supermassive black holes sit in galactic centres; Sagittarius A* has about four million solar masses. In 2015 the LIGO detectors recorded gravitational waves, ripples in spacetime, from two black holes merging. This confirmed a prediction of Einstein\'s theory.',
    funFact: { title: 'Nobel-winning discoveries', text: 'The detection of gravitational waves and the discovery of the giant black hole at the centre of our galaxy each won a Nobel Prize in Physics, in 2017 and 2020.' },
  },
  simplifications: [
    'For 3-8, gravity is "a pull" and a collapsing star "squashes down".',
    'For 3-8, we "see the glow around a black hole": the first images show glowing gas around the black hole\'s shadow.',
  ],
  sources: [
    {
      claim: 'A black hole is a place where matter is squeezed so tightly that gravity stops anything, even light, from escaping once it passes the event horizon. Many form when very massive stars collapse, supermassive black holes sit at the centres of large galaxies, and astronomers find black holes by their pull on nearby stars and the hot, glowing gas around them.',
      title: 'NASA Science: Black Holes',
      url: 'https://science.nasa.gov/universe/black-holes/',
      read: '2026-11-23',
      authority: 'science-body',
    },
    {
      claim: 'In 2019 the Event Horizon Telescope, a network of radio telescopes around the world working together as one Earth-sized telescope, released the first image of a black hole, at the centre of the galaxy M87.',
      title: 'Event Horizon Telescope: Astronomers Capture First Image of a Black Hole',
      url: 'https://eventhorizontelescope.org/press-release-april-10-2019-astronomers-capture-first-image-black-hole',
      read: '2026-11-23',
      authority: 'science-body',
    },
    {
      claim: 'In 2022 the Event Horizon Telescope released the first image of Sagittarius A*, the supermassive black hole at the centre of our Milky Way galaxy, which is about four million times as massive as the Sun.',
      title: 'Event Horizon Telescope: Astronomers Reveal First Image of the Black Hole at the Heart of Our Galaxy',
      url: 'https://eventhorizontelescope.org/blog/astronomers-reveal-first-image-black-hole-heart-our-galaxy',
      read: '2026-11-23',
      authority: 'science-body',
    },
    {
      claim: 'In Einstein\'s general theory of relativity a black hole\'s event horizon has a radius, the Schwarzschild radius, proportional to its mass; stellar black holes come from collapsed massive stars, and supermassive black holes of millions to billions of solar masses lie at the centres of galaxies.',
      title: 'Encyclopaedia Britannica: Black hole',
      url: 'https://www.britannica.com/science/black-hole',
      read: '2026-11-23',
      authority: 'reference',
    },
    {
      claim: 'On 14 September 2015 the two LIGO detectors recorded gravitational waves, ripples in spacetime predicted by Einstein\'s general relativity, from the merger of two black holes.',
      title: 'LIGO Caltech: Gravitational Waves Detected 100 Years After Einstein\'s Prediction (GW150914)',
      url: 'https://www.ligo.caltech.edu/page/press-release-gw150914',
      read: '2026-11-23',
      authority: 'university',
    },
    {
      claim: 'The 2017 Nobel Prize in Physics was awarded for decisive contributions to the LIGO detector and the observation of gravitational waves.',
      title: 'The Nobel Prize in Physics 2017',
      url: 'https://www.nobelprize.org/prizes/physics/2017/summary/',
      read: '2026-11-23',
      authority: 'science-body',
    },
    {
      claim: 'Half of the 2020 Nobel Prize in Physics was awarded for the discovery of a supermassive compact object, a black hole, at the centre of our galaxy.',
      title: 'The Nobel Prize in Physics 2020',
      url: 'https://www.nobelprize.org/prizes/physics/2020/summary/',
      read: '2026-11-23',
      authority: 'science-body',
    },
  ],
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
      'Ask two grown-ups or big kids to hold an old sheet or a piece of stretchy fabric tight between them.',
      'Roll a small, light ball, like a ping-pong ball, across it and watch it go straight.',
      'Put a heavy ball in the middle so the fabric dips.',
      'Roll the light ball again and watch it curve and spiral toward the heavy ball.',
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
    {
      question: 'Why do black holes look black?', right: 'Light can\'t get out of them', wrong: ['They are painted black', 'They are always in the shade'],
      skill: 'cause-effect', support: ['light can\'t get out', 'not even light', 'even light'],
    },
    {
      question: 'How do many black holes form?', right: 'A huge old star squashes down', wrong: ['Two planets crash together', 'A comet melts away'],
      skill: 'recall', support: ['squash down', 'collapse'],
    },
    {
      question: 'What is the event horizon?', right: 'The edge past which nothing can escape', wrong: ['The brightest star in the sky', 'The place where the Sun sets'],
      skill: 'vocabulary', bands: ['9-12', '13+'], support: ['point of no return', 'nothing can escape'],
    },
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
    '3-5': 'Sleep helps your body grow. It helps you keep what you learned. When you sleep, your body rests. Then you wake up ready to play!',
    '6-8': 'Your body and brain do important jobs while you sleep. Your body grows and fixes itself. Your brain sorts and saves the things you learned during the day. Without enough sleep, it is harder to pay attention, learn and feel happy.',
    '9-12': 'Sleep is when your body does a lot of repair and growth work. For example, much of your growth hormone is released during deep sleep. Your brain also uses sleep to strengthen memories and sort what you learned. Kids need more sleep than adults: sleep doctors recommend 9 to 12 hours a night for children aged 6 to 12.',
    '13+': 'Sleep supports growth, tissue repair, immune function, mood and learning. During sleep the brain consolidates memories, strengthening what was learned during the day. Through the night it cycles through non-REM and REM stages. Sleep timing is set by the circadian rhythm, a roughly 24-hour internal clock cued by light. In the evening, darkness triggers the release of the hormone melatonin. Sleep experts recommend 8 to 10 hours a night for teenagers.',
  },
  takeaways: {
    little: ['Sleep helps you grow.', 'Sleep helps you keep what you learned.', 'Kids need lots of sleep, and naps help too.'],
    young: ['Sleep helps you grow.', 'Sleep helps your brain remember.', 'Kids need lots of sleep.'],
    older: ['Your body grows and repairs during sleep.', 'Sleep helps the brain store and sort memories.', 'Your internal clock, set by light and dark, tells you when to feel sleepy.'],
  },
  sections: [
    {
      title: 'Your Body Grows and Rests',
      little: 'When you sleep, your body is busy. It grows a tiny bit. It fixes scrapes and tired legs. Then you wake up strong!',
      young: 'When you sleep, your body is busy. It grows a little bit. It fixes scrapes and tired muscles. Then you wake up strong.',
      older: 'Deep sleep is when your body releases much of its growth hormone. This hormone helps children grow and helps everyone repair muscles and tissues. Sleep also helps your immune system fight germs.',
      funFact: { title: 'Half-asleep dolphins', text: 'Dolphins rest one half of their brain at a time, so they can keep swimming and come up to breathe.' },
    },
    {
      title: 'Your Brain Saves What You Learned',
      little: 'You learn lots of things each day. Sleep helps you keep them. So a good sleep helps you know them the next day!',
      young: 'Your brain learns lots every day. While you sleep, it sorts and saves the things you learned, like putting toys away. Then you remember things better.',
      older: 'While you sleep, your brain replays and strengthens what you learned, and sorts out what to keep. That is why a good night\'s sleep before a test often helps more than staying up late to study.',
      funFact: { title: 'Dream time', text: 'Most vivid dreams happen during a stage of sleep called REM, when your eyes move quickly under your eyelids.' },
    },
    {
      title: 'Your Body Clock',
      little: 'Your body has a clock inside. When it gets dark, you start to feel sleepy. When it gets light, you wake up.',
      young: 'Your body has a clock inside. When it gets dark, your body starts to feel sleepy. When it gets light, it helps you wake up.',
      older: 'Your body has an internal clock called the circadian rhythm. Darkness in the evening tells your brain to release melatonin, a hormone that makes you sleepy. Morning light helps you wake up. Bright screens at bedtime can confuse this clock.',
      funFact: { title: 'Sleepy koalas', text: 'Koalas sleep for most of the day. Their leafy food gives them very little energy, so they rest a lot.' },
    },
  ],
  deeper: {
    title: 'Sleep Stages, Memory Consolidation and Circadian Rhythms',
    content: 'A night of sleep cycles several times through non-REM stages, from light sleep to deep, slow-wave sleep, and REM (rapid eye movement) sleep. Slow-wave sleep is linked to physical restoration, to the release of growth hormone and to consolidating factual memories. REM sleep is when most vivid dreaming happens. Scientists are also studying whether sleep helps the brain clear away waste. Studies in mice have given conflicting results, so this is still an open question. In adolescence the circadian rhythm naturally shifts later. That is why many teenagers feel alert late at night and struggle with early mornings.',
    funFact: { title: 'A later clock for teens', text: 'Because teen body clocks run later, several health organisations have recommended later school start times for teenagers.' },
  },
  simplifications: [
    'For 3-8, memory consolidation is "your brain sorts and saves what you learned".',
    'For 3-8, the circadian rhythm is "a clock inside your body".',
  ],
  sources: [
    {
      claim: 'The American Academy of Sleep Medicine recommends, and the American Academy of Pediatrics endorses, that children 3 to 5 years old sleep 10 to 13 hours per 24 hours including naps, children 6 to 12 years old sleep 9 to 12 hours per 24 hours, and teenagers 13 to 18 years old sleep 8 to 10 hours per 24 hours.',
      title: 'HealthyChildren.org (American Academy of Pediatrics): Healthy Sleep Habits: How Many Hours Does Your Child Need?',
      url: 'https://www.healthychildren.org/English/healthy-living/sleep/Pages/Healthy-Sleep-Habits-How-Many-Hours-Does-Your-Child-Need.aspx',
      read: '2026-11-23',
      authority: 'public-health',
      asOf: '2026-11',
    },
    {
      claim: 'Consensus of the American Academy of Sleep Medicine: children 6 to 12 years of age should sleep 9 to 12 hours per 24 hours, and teenagers 13 to 18 years of age 8 to 10 hours per 24 hours, on a regular basis to promote optimal health.',
      title: 'Paruthi S. et al., Recommended Amount of Sleep for Pediatric Populations, Journal of Clinical Sleep Medicine (2016)',
      url: 'https://jcsm.aasm.org/doi/10.5664/jcsm.5866',
      read: '2026-11-23',
      authority: 'peer-reviewed',
      asOf: '2026-11',
    },
    {
      claim: 'During sleep we cycle several times a night through non-REM sleep and REM (rapid eye movement) sleep, when most dreaming occurs; sleep helps the brain form and keep memories; and a roughly 24-hour circadian clock, cued by light, times sleep, with darkness prompting the body to make the hormone melatonin.',
      title: 'National Institute of Neurological Disorders and Stroke (NIH): Brain Basics: Understanding Sleep',
      url: 'https://www.ninds.nih.gov/health-information/public-education/brain-basics/brain-basics-understanding-sleep',
      read: '2026-11-23',
      authority: 'public-health',
    },
    {
      claim: 'Release of human growth hormone during sleep is closely tied to the slow-wave (deep) stages of sleep.',
      title: 'Sassin J. F. et al., Human Growth Hormone Release: Relation to Slow-Wave Sleep and Sleep-Waking Cycles, Science (1969)',
      url: 'https://www.science.org/doi/10.1126/science.165.3892.513',
      read: '2026-11-23',
      authority: 'peer-reviewed',
    },
    {
      claim: 'A study in mice reported that sleep increased the clearance of waste products from the brain (Xie et al., 2013).',
      title: 'Xie L. et al., Sleep Drives Metabolite Clearance from the Adult Brain, Science (2013)',
      url: 'https://www.science.org/doi/10.1126/science.1241224',
      read: '2026-11-23',
      authority: 'peer-reviewed',
    },
    {
      claim: 'A later study in mice found brain clearance reduced, not increased, during sleep and anaesthesia, so whether sleep speeds waste clearance is still debated (Miao et al., 2024).',
      title: 'Miao A. et al., Brain Clearance Is Reduced during Sleep and Anesthesia, Nature Neuroscience (2024)',
      url: 'https://www.nature.com/articles/s41593-024-01638-y',
      read: '2026-11-23',
      authority: 'peer-reviewed',
    },
  ],
  glossary: [
    { term: 'Rest', say: 'REST', definition: 'Time when your body is calm and still so it can recover.' },
    { term: 'Dream', say: 'DREEM', definition: 'Stories and pictures your mind makes while you sleep.' },
    { term: 'Hormone', say: 'HOR-mohn', definition: 'A chemical messenger your body makes to control things like growth and sleep.' },
    { term: 'Circadian rhythm', say: 'sur-KAY-dee-un RITH-um', definition: 'Your body\'s roughly 24-hour internal clock.' },
    { term: 'REM sleep', say: 'REM sleep', definition: 'Rapid eye movement sleep, a stage when most vivid dreaming happens.' },
  ],
  tryIt: [{
    title: 'Tuck In Your Teddy',
    description: 'Play a bedtime routine with a favorite toy.',
    steps: [
      'Pick a teddy or a doll who is sleepy.',
      'Help it get ready: wash its face, put on its pajamas, brush its teeth.',
      'Read it a short story in a soft voice.',
      'Turn down the lights and say good night.',
    ],
    note: 'Do the same steps for yourself each night: a calm routine helps you fall asleep.',
    bands: ['3-5'],
  }, {
    title: 'My Sleep Detective Chart',
    description: 'Notice how sleep changes how you feel.',
    steps: [
      'Make a chart with a row for each day of one week.',
      'Each morning, write or draw what time you went to bed and woke up (a grown-up can help).',
      'Draw a face showing how you feel: happy, OK or grumpy.',
      'At the end of the week, look for a pattern: do you feel better after more sleep?',
    ],
    note: 'Keeping screens off before bed can help you fall asleep.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'Charging a tablet', content: 'Sleep is like plugging in a tablet overnight: you start the day with a full battery.' },
    { title: 'Tidying your room', content: 'At night your brain sorts the day\'s memories, putting the important ones where you can find them later.' },
  ],
  realWorld: [
    { title: 'Babies sleep the most', content: 'Newborn babies sleep much of the day because their bodies and brains are growing very fast.' },
    { title: 'Athletes sleep to perform', content: 'Many athletes plan their sleep carefully because rest helps muscles recover and reactions stay quick.' },
  ],
  engaging: [
    { question: 'How do you feel when you don\'t get enough sleep?', context: 'Think about a morning when you felt grumpy or tired.' },
    { question: 'What helps you fall asleep?', context: 'A calm routine, like a bath and a story, helps many people.' },
  ],
  quiz: [
    {
      question: 'What does your body do while you sleep?', right: 'Grows and fixes itself', wrong: ['Stops working completely', 'Forgets everything'],
      skill: 'recall', support: ['body grows', 'grows a tiny bit', 'grows a little bit', 'growth'],
    },
    {
      question: 'How does sleep help with what you learned?', right: 'It helps you keep it', wrong: ['It wipes it all away', 'It has nothing to do with it'],
      skill: 'cause-effect', support: ['keep what you learned', 'saves the things you learned', 'strengthen memories', 'consolidates memories'],
    },
    {
      question: 'What does darkness tell your brain to make?', right: 'Melatonin, a sleep hormone', wrong: ['Sugar, to give you energy', 'Adrenaline, a wake-up hormone'],
      skill: 'cause-effect', bands: ['9-12', '13+'], support: ['release melatonin', 'release of the hormone melatonin'],
    },
  ],
  related: ['exercise', 'heart-beat', 'dinosaurs'],
  links: [SITES.kidsHealth, britannica('sleep')],
};

export const scienceEntries: KidEntry[] = [skyBlue, volcanoes, blackHoles, sleep];
