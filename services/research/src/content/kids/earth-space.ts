import { britannica, SITES } from '../links';
import type { KidEntry } from '../types';

// Science Explorers, Earth and space: twinkling stars, the Sun, day and night, earthquakes.

const READ = '2026-11-23';

const starsTwinkle: KidEntry = {
  id: 'stars-twinkle',
  module: 'Science Explorers',
  question: 'Why do stars twinkle?',
  title: 'Why Do Stars Twinkle?',
  blurb: 'How moving air above us makes starlight flicker.',
  triggers: [['twinkl*'], ['star', 'twinkl*'], ['star', 'flicker*'], ['star', 'sparkl*'], ['star', 'blink*'], ['star', 'shimmer*'], ['scintillat*']],
  quickAnswer: {
    '3-5': 'Stars do not really blink. Their light shines steady. But the light has to come through the air to get to us. The air is always moving. The moving air wiggles the light. So the star looks like it twinkles!',
    '6-8': 'Stars shine with a steady light. But before their light reaches your eyes, it must pass through the air around Earth. That air is always moving, with warm and cool bits swirling around. Each bit bends the light a tiny bit differently. So the tiny dot of a star seems to jump, flicker and change brightness. That is twinkling!',
    '9-12': 'Stars twinkle because of Earth\'s atmosphere, not because of the stars themselves. Starlight travels through space in a straight line. Then it passes through layers of moving air with different temperatures. Warm and cool air bend light by different amounts. As pockets of air drift past, the starlight is bent this way and that. So the star seems to flicker and shift. Stars are so far away that they look like tiny points, which makes the effect easy to see.',
    '13+': 'Twinkling, called scintillation, is caused by turbulence in Earth\'s atmosphere. Air of different temperature and density has slightly different refractive indices, so it bends light by different amounts. As turbulent cells move across the line of sight, starlight is refracted back and forth. Its brightness, position and even color fluctuate many times a second. Stars are effectively point sources, so these changes are not averaged out. Planets show a small disk, made of many points that twinkle independently, so they usually shine more steadily.',
  },
  takeaways: {
    little: ['Star light shines steady.', 'Moving air wiggles the light.', 'So stars look like they twinkle.'],
    young: ['Stars shine with steady light.', 'Moving air around Earth bends the light.', 'That makes stars seem to twinkle.'],
    older: ['Twinkling is caused by moving air in Earth\'s atmosphere.', 'Warm and cool air bend light by different amounts.', 'Planets usually twinkle less than stars.'],
  },
  sections: [
    {
      title: 'Light Takes a Long Trip',
      little: 'Stars are very, very far away. Their light goes a long, long way. Then it comes down through our air.',
      young: 'Stars are giant balls of glowing gas, very far away. Their light travels through empty space in a straight line. The last part of its trip is through the air around Earth.',
      older: 'Stars are huge balls of hot, glowing gas, so far away that they look like tiny points of light. Their light crosses space in straight lines. Only at the very end does it pass through the blanket of air around our planet.',
      funFact: { title: 'Our star', text: 'The Sun is a star too. It is just much closer to us than the others.' },
    },
    {
      title: 'Wiggly Air',
      little: 'Have you seen a road on a hot day? The air above it looks wiggly. Air up high wiggles too. It makes the stars twinkle.',
      young: 'Look across a hot road in summer, and the air above it seems to wiggle. Warm air bends light differently than cool air. High above us, warm and cool air is always swirling, so starlight gets bent this way and that.',
      older: 'Light bends when it passes from one kind of air into another. This is called refraction. The atmosphere is full of moving pockets of warmer and cooler air, so starlight is refracted in slightly different directions from moment to moment.',
      funFact: { title: 'Low stars twinkle more', text: 'Stars near the horizon twinkle the most, because their light passes through more air.' },
    },
    {
      title: 'Stars Versus Planets',
      young: 'Some bright dots in the night sky are planets, not stars. Planets usually twinkle less. In space, above the air, stars do not twinkle at all.',
      older: 'Planets look like tiny disks instead of points. Each part of the disk twinkles on its own, and they average out, so planets usually shine more steadily. Above the atmosphere, stars do not twinkle. That is one reason some telescopes are sent into space.',
      funFact: { title: 'A steady view', text: 'Telescopes in space see stars without any twinkling.' },
    },
  ],
  deeper: {
    title: 'Scintillation and Seeing',
    content: 'Turbulence mixes air of different temperatures, making small changes in its refractive index. These cells act like weak, moving lenses. They focus and defocus starlight and tilt its wavefront, changing the star\'s brightness and position. Because the refractive index depends a little on wavelength, colors can flicker separately, especially near the horizon. Astronomers call the blurring "seeing." Large ground telescopes use adaptive optics: a deformable mirror reshapes itself many times a second to undo the distortion.',
    funFact: { title: 'Bending mirrors', text: 'Adaptive optics mirrors change shape many times a second to cancel out twinkling.' },
  },
  glossary: [
    { term: 'Twinkle', say: 'TWING-kul', definition: 'To shine with a light that flickers and sparkles.' },
    { term: 'Atmosphere', say: 'AT-muss-feer', definition: 'The layer of air all around Earth.' },
    { term: 'Refraction', say: 'ree-FRAK-shun', definition: 'The bending of light as it passes from one material into another.' },
    { term: 'Planet', say: 'PLAN-it', definition: 'A big, round world that travels around a star.' },
    { term: 'Scintillation', say: 'sin-tuh-LAY-shun', definition: 'The science name for the twinkling of stars.' },
  ],
  tryIt: [{
    title: 'Twinkle Watch',
    description: 'Look for twinkling stars with a grown-up.',
    steps: [
      'On a clear night, go outside with a grown-up.',
      'Find a bright star high up. Watch it for a while.',
      'Now find a star low near the ground. Which one twinkles more?',
      'Sing "Twinkle, Twinkle, Little Star" while you look!',
    ],
    note: 'Stay with your grown-up outside at night.',
  }, {
    title: 'Wobbly Water Light',
    description: 'See how moving water bends light, like moving air.',
    steps: [
      'Put a coin at the bottom of a clear bowl of water.',
      'Look down at the coin when the water is still.',
      'Gently stir the water and look again. Does the coin seem to wobble?',
      'Think: moving air does the same thing to starlight.',
    ],
    note: 'Wipe up any spills so nobody slips.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A coin in a pool', content: 'A coin at the bottom of a pool seems to wobble when the water ripples. Moving air makes starlight wobble the same way.' },
  ],
  realWorld: [
    { title: 'Telescopes on mountains', content: 'Big telescopes are built on high mountains, above much of the wiggly air, so stars look sharper.' },
  ],
  engaging: [
    { question: 'Why do you think the song says "twinkle, twinkle, little star"?', context: 'Look up on a clear night and watch a star closely.' },
    { question: 'Would stars twinkle if you stood on the Moon?', context: 'Think about whether the Moon has air around it.' },
  ],
  quiz: [
    {
      question: 'Why do stars look like they twinkle?', right: 'Moving air bends their light', wrong: ['Stars turn on and off', 'Stars spin very fast'],
      skill: 'cause-effect', support: ['The moving air wiggles the light', 'bends the light a tiny bit differently', 'Warm and cool air bend light', 'caused by turbulence'],
    },
    {
      question: 'Do stars really blink on and off?', right: 'No, their light is steady', wrong: ['Yes, they blink on purpose', 'Yes, they blink when they sleep'],
      skill: 'inference', bands: ['3-5', '6-8'], support: ['Stars do not really blink', 'Stars shine with a steady light'],
    },
    {
      question: 'What usually twinkles less than a star?', right: 'A planet', wrong: ['A far-away star', 'A star near the ground'],
      skill: 'recall', bands: ['6-8', '9-12', '13+'], support: ['Planets usually twinkle less', 'planets usually shine more steadily', 'they usually shine more steadily'],
    },
  ],
  sources: [
    {
      claim: 'Stellar scintillation (twinkling) is caused by turbulence in Earth\'s atmosphere: moving pockets of air of different temperature and density refract starlight differently, so the star\'s brightness, position and color flicker; it is strongest near the horizon; planets, which show a small disk, twinkle less; stars seen from above the atmosphere do not twinkle.',
      title: 'Britannica: Scintillation (astronomy)',
      url: 'https://www.britannica.com/science/scintillation-astronomy',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Stars are huge, glowing balls of hot gas; the Sun is the star nearest to Earth; space telescopes such as Hubble observe from above the blurring atmosphere.',
      title: 'NASA Science: Stars',
      url: 'https://science.nasa.gov/universe/stars/',
      read: READ,
      authority: 'science-body',
    },
  ],
  related: ['sun-hot', 'day-and-night', 'moon-phases'],
  links: [SITES.spacePlace, britannica('star'), SITES.nasa],
};

const sunHot: KidEntry = {
  id: 'sun-hot',
  module: 'Science Explorers',
  question: 'Why is the Sun so hot?',
  title: 'Why Is the Sun So Hot?',
  blurb: 'What the Sun is, and how it makes so much heat and light.',
  triggers: [['sun', 'hot'], ['sun', 'heat'], ['sun', 'made'], ['sun', 'fire'], ['sun', 'burn*'], ['sun', 'star'], ['what', 'is', 'the', 'sun'], ['sun', 'shine'], ['sun', 'light', 'make'], ['nuclear', 'fusion']],
  quickAnswer: {
    '3-5': 'The Sun is a star! It is a giant ball of very hot gas. Deep inside, tiny bits squeeze together. That makes lots of heat and light. The Sun is far away, so its warmth feels just right. Never look right at the Sun. It can hurt your eyes.',
    '6-8': 'The Sun is a star, a giant ball of glowing hot gas. It is not a fire. Deep in its middle, it is squeezed so hard and is so hot that tiny bits of gas smash together and join. That makes huge amounts of heat and light. The light travels all the way to Earth. It warms our planet and helps plants grow. Never look straight at the Sun, because it can hurt your eyes.',
    '9-12': 'The Sun is a star: a huge ball of hot, glowing gas called plasma. Its surface is about 10,000 degrees Fahrenheit. Its core is about 27 million degrees Fahrenheit. There, gravity squeezes the gas so hard that hydrogen atoms fuse into helium. This is nuclear fusion, and it releases enormous energy. That energy slowly works its way out and leaves the Sun as light and heat. Sunlight takes about 8 minutes to reach Earth. Never look straight at the Sun, even with sunglasses.',
    '13+': 'The Sun is a G-type main-sequence star, a sphere of plasma held together by its own gravity. In its core, at about 27 million degrees Fahrenheit (15 million degrees Celsius), hydrogen nuclei fuse into helium. A little mass is turned into energy, as E = mc² describes. The energy crosses the radiative zone, then the convective zone, and escapes from the photosphere, at about 10,000 degrees Fahrenheit (5,500 degrees Celsius). Sunlight reaches Earth in about 8 minutes. Never look directly at the Sun without certified solar filters.',
  },
  takeaways: {
    little: ['The Sun is a star.', 'It is a giant ball of hot gas.', 'Never look right at the Sun.'],
    young: ['The Sun is a star made of hot, glowing gas.', 'Squeezing in its middle makes heat and light.', 'Never look straight at the Sun.'],
    older: ['The Sun is a star made of plasma.', 'Nuclear fusion in its core makes its energy.', 'Never look directly at the Sun.'],
  },
  sections: [
    {
      title: 'Our Star',
      little: 'The Sun is a star. It looks big because it is close to us. The other stars are very far away.',
      young: 'The Sun is a star, just like the stars you see at night. It looks so big and bright because it is much closer to us than any other star.',
      older: 'The Sun is an ordinary, medium-sized star. It looks far brighter than other stars only because it is much closer. It is about 93 million miles away. It holds almost all the mass in our solar system.',
      funFact: { title: 'A huge ball', text: 'The Sun is so big that about a million Earths could fit inside it.' },
    },
    {
      title: 'Squeezed Until It Shines',
      little: 'The Sun is very heavy. It squeezes its middle very hard. The middle gets very hot. That makes light and heat.',
      young: 'The Sun is so heavy that it squeezes its middle very hard. The middle is super hot. There, tiny bits of gas crash together and join. Each time, a little burst of energy comes out. Lots and lots of these make the Sun shine.',
      older: 'Gravity squeezes the Sun\'s core until it is hot and dense enough for nuclear fusion. Hydrogen nuclei slam together and fuse into helium. Each fusion turns a tiny bit of mass into energy. The Sun has enough hydrogen to keep shining for billions of years.',
      funFact: { title: 'Not a fire', text: 'The Sun does not burn like a campfire. There is no fire, just fusion.' },
    },
    {
      title: 'Heat and Light for Earth',
      young: 'Sunlight takes about 8 minutes to reach us. It warms the land and sea, makes our weather, and gives plants the energy to grow. Without the Sun, Earth would be dark and frozen.',
      older: 'Sunlight takes about 8 minutes to cross the space to Earth. It warms land and oceans, drives the winds and the water cycle, and powers plants. Almost every food chain on Earth starts with sunlight.',
      funFact: { title: 'Old light', text: 'The sunlight you see left the Sun about 8 minutes ago.' },
    },
  ],
  deeper: {
    title: 'Fusion, Zones and the Photosphere',
    content: 'In the core, the proton-proton chain fuses hydrogen into helium. The helium has slightly less mass than the hydrogen that made it, and the difference becomes energy. Photons then scatter through the dense radiative zone for a very long time. In the outer convective zone, hot plasma rises, cools and sinks, like boiling soup. The visible surface, the photosphere, is covered in these convection cells. Above it, the thin corona is strangely far hotter than the surface. Scientists are still working out exactly why.',
    funFact: { title: 'A hotter crown', text: 'The Sun\'s outer atmosphere, the corona, is much hotter than its surface.' },
  },
  glossary: [
    { term: 'Star', say: 'STAR', definition: 'A giant ball of hot, glowing gas that makes its own light.' },
    { term: 'Gas', say: 'GAS', definition: 'A kind of matter, like air, that spreads out to fill space.' },
    { term: 'Plasma', say: 'PLAZ-muh', definition: 'Gas so hot that its atoms have lost some of their electrons. Stars are made of it.' },
    { term: 'Fusion', say: 'FYOO-zhun', definition: 'When tiny atom centers join together and give off energy.' },
    { term: 'Core', say: 'KOR', definition: 'The very middle of something, like a star.' },
  ],
  tryIt: [{
    title: 'Sunny Spot, Shady Spot',
    description: 'Feel the Sun\'s warmth with your hands.',
    steps: [
      'Go outside with a grown-up on a sunny day.',
      'Put your hand in the sunshine. How does it feel?',
      'Now put it in the shade. How does it feel now?',
      'Remember: feel the Sun, but never look at it.',
    ],
    note: 'Never look straight at the Sun. Wear a hat and sunscreen outside.',
    bands: ['3-5', '6-8'],
  }, {
    title: 'Safe Sun Viewer',
    description: 'See the Sun\'s image safely with a pinhole.',
    steps: [
      'Poke a small hole in a piece of card with a pencil.',
      'Stand with your back to the Sun.',
      'Hold the card so sunlight passes through the hole onto a second card.',
      'Look at the little bright circle on the second card: it is an image of the Sun.',
    ],
    note: 'Never look at the Sun through the hole, or at all. Keep your back to the Sun.',
    bands: ['9-12', '13+'],
  }],
  analogies: [
    { title: 'A giant pressure cooker', content: 'The Sun\'s weight squeezes its middle so hard that it gets hot enough for atoms to join, like a pressure cooker that never stops.' },
  ],
  realWorld: [
    { title: 'Solar panels', content: 'Solar panels on roofs turn sunlight into electricity for homes.' },
  ],
  engaging: [
    { question: 'What would happen to plants if the Sun stopped shining?', context: 'Think about what plants need to make food.' },
    { question: 'Why does the Sun look bigger than other stars?', context: 'Think about how far away each one is.' },
  ],
  quiz: [
    {
      question: 'What is the Sun?', right: 'A star', wrong: ['A planet', 'A big fire'],
      skill: 'recall', support: ['The Sun is a star'],
    },
    {
      question: 'When can the Sun hurt your eyes?', right: 'If you look right at it', wrong: ['If you feel its warmth', 'If you sit in the shade'],
      skill: 'recall', bands: ['3-5', '6-8'], support: ['It can hurt your eyes', 'it can hurt your eyes'],
    },
    {
      question: 'What makes the Sun\'s energy?', right: 'Nuclear fusion in its core', wrong: ['Burning coal and wood', 'Lightning inside it'],
      skill: 'cause-effect', bands: ['9-12', '13+'], support: ['Nuclear fusion in its core makes its energy', 'This is nuclear fusion'],
    },
  ],
  sources: [
    {
      claim: 'The Sun is a star, a hot ball of glowing gases (plasma) at the heart of our solar system; its surface (photosphere) is about 10,000 degrees Fahrenheit (5,500 degrees Celsius) and its core about 27 million degrees Fahrenheit (15 million degrees Celsius), where nuclear fusion turns hydrogen into helium; it is about 93 million miles from Earth, and its light takes about 8 minutes to reach us; about one million Earths could fit inside it; it is a G-type main-sequence star expected to shine for billions of years.',
      title: 'NASA Science: Sun Facts',
      url: 'https://science.nasa.gov/sun/facts/',
      read: READ,
      authority: 'science-body',
    },
    {
      claim: 'Fusion of hydrogen into helium in the Sun\'s core converts a small amount of mass into energy (E = mc²); energy travels outward through the radiative zone and the convective zone to the photosphere; the corona is much hotter than the photosphere, a puzzle still being studied.',
      title: 'Britannica: Sun',
      url: 'https://www.britannica.com/place/Sun',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Never look directly at the Sun without proper solar filters (certified eclipse glasses); ordinary sunglasses are not safe; a pinhole projector lets you view the Sun\'s image indirectly with your back to the Sun.',
      title: 'NASA Science: Eclipse Safety',
      url: 'https://science.nasa.gov/eclipses/safety/',
      read: READ,
      authority: 'science-body',
      asOf: '2026-11',
    },
  ],
  related: ['stars-twinkle', 'day-and-night', 'seasons'],
  links: [SITES.spacePlace, SITES.nasa, britannica('Sun')],
};

const dayNight: KidEntry = {
  id: 'day-and-night',
  module: 'Science Explorers',
  question: 'Why do we have day and night?',
  title: 'Why Do We Have Day and Night?',
  blurb: 'How Earth spinning like a top gives us sunrise, daytime, sunset and night.',
  triggers: [['day', 'night'], ['daytime', 'nighttime'], ['earth', 'spin*'], ['earth', 'rotat*'], ['sun', 'go', 'down'], ['sun', 'set*'], ['sun', 'rise*'], ['sunrise'], ['sunset', 'where'], ['night', 'dark'], ['where', 'sun', 'go']],
  quickAnswer: {
    '3-5': 'Earth spins around and around, like a top. The Sun shines on one side of Earth. That side has day. The other side is dark. That side has night. As Earth spins, we turn into the light, then out of it.',
    '6-8': 'Earth is always spinning, like a giant top. It turns around once every day. The Sun can only light up the half of Earth that faces it. That half has daytime. The other half faces away into dark space, so it has night. As Earth turns, your home moves into the sunlight in the morning and out of it in the evening.',
    '9-12': 'Day and night happen because Earth rotates, or spins, on its axis. One full turn takes about 24 hours. At any moment, the half of Earth facing the Sun has day, and the other half has night. The Sun seems to rise and set, but it is really Earth that is turning. Earth spins toward the east, so the Sun appears to rise in the east and set in the west.',
    '13+': 'Earth rotates on its axis once about every 24 hours relative to the Sun. This is the solar day. The hemisphere facing the Sun is lit, and the boundary between day and night is called the terminator. Because Earth rotates from west to east, the Sun, Moon and stars appear to move across the sky from east to west. Day length changes through the year, because the tilted axis makes one hemisphere lean toward the Sun.',
  },
  takeaways: {
    little: ['Earth spins like a top.', 'The side by the Sun has day.', 'The other side has night.'],
    young: ['Earth spins around once every day.', 'The half facing the Sun has daytime.', 'The Sun does not move: Earth turns.'],
    older: ['Earth rotates on its axis about every 24 hours.', 'The half facing the Sun has day.', 'The Sun only seems to rise and set because Earth turns.'],
  },
  sections: [
    {
      title: 'Earth Spins',
      little: 'Earth spins all the time. We do not feel it. It spins very smooth.',
      young: 'Earth is always spinning. We cannot feel it, because it spins smoothly and everything around us spins along with us, even the air.',
      older: 'Earth rotates around an imaginary line through the North Pole and South Pole, called its axis. We do not feel the motion because it is smooth and steady, and the ground, the air and we all move together.',
      funFact: { title: 'Moving fast', text: 'Even when you sit still, you are moving along with the spinning Earth.' },
    },
    {
      title: 'Light Side, Dark Side',
      little: 'The Sun is like a big lamp. It lights up one side of Earth. The other side is dark. Shh, it is night there!',
      young: 'The Sun is like a lamp in the middle of a room. It can only light the side of Earth that faces it. When it is day where you live, it is night on the other side of the world.',
      older: 'Only the half of Earth facing the Sun is lit. When it is noon in one place, it is around midnight on the opposite side of the planet. That is why friends in faraway countries may be asleep while you eat lunch.',
      funFact: { title: 'Good night, good morning', text: 'While you go to bed, children on the other side of Earth are waking up.' },
    },
    {
      title: 'Sunrise and Sunset',
      young: 'In the morning, your part of Earth turns toward the Sun, and the Sun seems to come up. In the evening, it turns away, and the Sun seems to go down. The Sun is not moving: we are!',
      older: 'Sunrise is when your place rotates into sunlight, and sunset is when it rotates out. Earth turns toward the east, so the Sun appears in the east and sets in the west. Day length changes with the seasons, because of Earth\'s tilt.',
      funFact: { title: 'Long summer days', text: 'In summer, days are longer and nights are shorter.' },
    },
  ],
  deeper: {
    title: 'Rotation, the Solar Day and the Terminator',
    content: 'A solar day is the time between one noon and the next. It is slightly longer than one full spin relative to the stars, because Earth also moves along its orbit each day. So it must turn a little extra to face the Sun again. The terminator is the moving line between day and night. Twilight happens because the atmosphere scatters sunlight even after the Sun has set. Near the poles, the tilted axis means the Sun can stay up all day in summer and stay down in winter.',
    funFact: { title: 'Midnight sun', text: 'Near the poles in summer, the Sun can stay in the sky all day and all night.' },
  },
  glossary: [
    { term: 'Spin', say: 'SPIN', definition: 'To turn around and around in one place.' },
    { term: 'Rotate', say: 'ROH-tayt', definition: 'To spin around a center line.' },
    { term: 'Axis', say: 'AK-sis', definition: 'The imaginary line a planet spins around.' },
    { term: 'Sunrise', say: 'SUN-rize', definition: 'When the Sun first appears in the morning.' },
    { term: 'Sunset', say: 'SUN-set', definition: 'When the Sun goes out of sight in the evening.' },
  ],
  tryIt: [{
    title: 'Spin Into Day',
    description: 'Be the Earth and turn into the light.',
    steps: [
      'A grown-up turns on a lamp. The lamp is the Sun.',
      'Stand facing the lamp. Your face has day!',
      'Slowly turn around. When your back is to the lamp, your face has night.',
      'Keep turning. Say "good morning" when you see the lamp again.',
    ],
    note: 'A grown-up handles the lamp; do not touch the hot bulb.',
  }, {
    title: 'Sticker on a Globe',
    description: 'Watch your home go from day to night.',
    steps: [
      'Put a small sticker on a ball or globe where you live.',
      'In a dark room, shine a flashlight at the ball from one side.',
      'Slowly turn the ball from west to east. When does the sticker get light?',
      'Where is it night when it is day at your sticker?',
    ],
    note: 'Never shine the flashlight into anyone\'s eyes.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A merry-go-round', content: 'On a merry-go-round, the trees seem to slide past you, but it is you who is turning. The Sun seems to cross the sky for the same reason.' },
  ],
  realWorld: [
    { title: 'Time zones', content: 'Because it is day in some places and night in others, the world uses time zones so noon comes around midday everywhere.' },
  ],
  engaging: [
    { question: 'What do you think children on the other side of the world are doing right now?', context: 'If it is day here, it is night there.' },
    { question: 'What would happen if Earth stopped spinning?', context: 'Think about how long a day would be.' },
  ],
  quiz: [
    {
      question: 'Why do we have night?', right: 'Our side of Earth turns away from the Sun', wrong: ['The Sun turns off at bedtime', 'The Moon covers up the Sun'],
      skill: 'cause-effect', support: ['The other side is dark', 'The other half faces away', 'the other half has night', 'The hemisphere facing the Sun is lit'],
    },
    {
      question: 'What does Earth do all the time?', right: 'It spins', wrong: ['It stays still', 'It bounces'],
      skill: 'recall', support: ['Earth spins around and around', 'Earth is always spinning', 'Earth rotates'],
    },
    {
      question: 'About how long does Earth take to spin around once?', right: 'About 24 hours', wrong: ['About one week', 'About one hour'],
      skill: 'recall', bands: ['9-12', '13+'], support: ['One full turn takes about 24 hours', 'about every 24 hours'],
    },
  ],
  sources: [
    {
      claim: 'Earth rotates on its axis (through the North Pole and South Pole) once about every 24 hours relative to the Sun (the solar day); the side facing the Sun has day and the other side night; because Earth rotates from west to east, the Sun appears to rise in the east and set in the west; the solar day is slightly longer than one rotation relative to the stars.',
      title: 'Britannica: Day',
      url: 'https://www.britannica.com/science/day',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'The terminator is the line between the sunlit and dark parts of a planet; near the poles the Sun can stay above the horizon all day in summer (the midnight sun); day length varies through the year because of Earth\'s axial tilt.',
      title: 'Britannica: Midnight sun',
      url: 'https://www.britannica.com/science/midnight-Sun',
      read: READ,
      authority: 'reference',
    },
  ],
  related: ['seasons', 'sun-hot', 'moon-phases'],
  links: [SITES.spacePlace, britannica('Earth rotation'), SITES.nasa],
};

const earthquakes: KidEntry = {
  id: 'earthquakes',
  module: 'Science Explorers',
  question: 'What causes earthquakes?',
  title: 'What Causes Earthquakes?',
  blurb: 'How giant moving pieces of Earth\'s crust get stuck, slip and shake the ground.',
  triggers: [['earthquake'], ['earthquakes'], ['quake'], ['ground', 'shake*'], ['ground', 'shaking'], ['earth', 'shak*'], ['tectonic'], ['fault', 'line'], ['seismic*'], ['seismograph']],
  quickAnswer: {
    '3-5': 'The ground under us is made of giant pieces, like a puzzle. The pieces move very, very slowly. Sometimes they get stuck. Then they slip all at once. Bump! The ground shakes. That is an earthquake. If the ground shakes, drop down, cover your head and hold on.',
    '6-8': 'The outside of Earth is cracked into giant pieces called plates. The plates move very slowly, about as fast as your fingernails grow. Where two plates meet, they can get stuck. Pressure builds up. Then the rocks suddenly slip, and the ground shakes. That is an earthquake. If you feel one: Drop, Cover, and Hold On.',
    '9-12': 'Earth\'s outer shell is broken into huge tectonic plates that slowly slide, push and pull against each other. Along cracks called faults, the rocks lock together while the plates keep moving. Stress builds up for years. When the rocks finally slip, stored energy rushes out as seismic waves, and the ground shakes. Most earthquakes happen near plate edges. Scientists measure them with seismometers. If you feel shaking: Drop, Cover, and Hold On.',
    '13+': 'Earthquakes are caused by sudden slip on faults. Tectonic plates move a few centimeters a year, but friction locks the fault surfaces. Elastic strain builds in the surrounding rock until it exceeds the fault\'s strength. Then the fault ruptures, and the stored strain energy is released as seismic waves. The point underground where slip starts is the hypocenter, or focus. The point on the surface above it is the epicenter. Magnitude measures the energy released. Safety advice is simple: Drop, Cover, and Hold On.',
  },
  takeaways: {
    little: ['The ground is made of giant pieces.', 'When they slip, the ground shakes.', 'Drop, cover your head and hold on.'],
    young: ['Earth\'s outside is cracked into moving plates.', 'Stuck plates slip and shake the ground.', 'In an earthquake: Drop, Cover, and Hold On.'],
    older: ['Earthquakes happen when rocks slip along faults.', 'The energy travels as seismic waves.', 'In an earthquake: Drop, Cover, and Hold On.'],
  },
  sections: [
    {
      title: 'Giant Puzzle Pieces',
      little: 'Earth is like a big ball. Its skin is cut into giant pieces. The pieces slide very slowly. We can not feel them move.',
      young: 'Earth\'s outer layer is cracked into giant pieces called plates, like a cracked eggshell. The plates move very slowly. Some slide past each other, some push together and some pull apart.',
      older: 'Earth\'s lithosphere, its rigid outer shell, is split into tectonic plates. They ride on hotter, softer rock below and move a few centimeters a year. Plates slide past, collide with or pull away from each other. Their boundaries are where most earthquakes and volcanoes happen.',
      funFact: { title: 'Slow motion', text: 'Plates move about as fast as your fingernails grow.' },
    },
    {
      title: 'Stuck, Then Slip!',
      little: 'Sometimes the pieces get stuck. They push and push. Then they slip all at once. The ground shakes!',
      young: 'Where plates meet, the rocks can get stuck. The plates keep pushing, and the rocks bend a little. When they can not hold any longer, they slip suddenly. The energy shakes the ground, like a rope that snaps.',
      older: 'A fault is a crack where rocks on each side can move. Friction holds the fault locked while stress slowly builds. When the stress becomes too great, the rocks slip in seconds. The energy released spreads out as seismic waves that shake the ground, sometimes far away.',
      funFact: { title: 'Tiny quakes', text: 'Many earthquakes are so small that nobody feels them; only instruments notice.' },
    },
    {
      title: 'Staying Safe',
      young: 'If the ground shakes, Drop, Cover, and Hold On. Drop to your hands and knees. Cover your head and neck, under a strong table if you can. Hold on until the shaking stops. Then follow your grown-ups.',
      older: 'The advice is Drop, Cover, and Hold On. Drop to your hands and knees, cover your head and neck under a sturdy table or desk, and hold on until the shaking stops. Stay away from windows. Schools in earthquake areas practice this in drills.',
      funFact: { title: 'Practice helps', text: 'Earthquake drills help people know what to do without stopping to think.' },
    },
  ],
  deeper: {
    title: 'Elastic Rebound, Waves and Magnitude',
    content: 'The elastic-rebound model explains earthquakes. Rock on both sides of a locked fault deforms elastically until the fault fails, then snaps back, releasing strain energy. Body waves travel through Earth: P waves are compressional and fastest, and S waves are shear waves that cannot cross liquids. Surface waves arrive later and often do the most damage. Seismologists locate an earthquake by comparing P and S arrival times at several stations. Moment magnitude is logarithmic: each whole number up means about 32 times more energy released.',
    funFact: { title: 'A clue to the core', text: 'Because S waves cannot travel through liquid, they revealed that Earth\'s outer core is liquid.' },
  },
  glossary: [
    { term: 'Earthquake', say: 'URTH-kwayk', definition: 'A sudden shaking of the ground when rocks underground slip.' },
    { term: 'Plate', say: 'PLAYT', definition: 'One of the giant, slow-moving pieces of Earth\'s outer layer.' },
    { term: 'Fault', say: 'FAWLT', definition: 'A crack in the ground where rocks can slip past each other.' },
    { term: 'Seismic wave', say: 'SIZE-mik WAYV', definition: 'A wave of energy that travels through the ground in an earthquake.' },
    { term: 'Seismometer', say: 'size-MOM-uh-ter', definition: 'An instrument that measures ground shaking.' },
  ],
  tryIt: [{
    title: 'Practice Drop, Cover, Hold On',
    description: 'Practice what to do if the ground shakes.',
    steps: [
      'With a grown-up, find a strong table in your home.',
      'When the grown-up says "Shake!", drop to your hands and knees.',
      'Crawl under the table and cover your head and neck with your arms.',
      'Hold on to a table leg and count to ten. Great job!',
    ],
    note: 'Practice with a grown-up so everyone knows the plan.',
  }, {
    title: 'Stuck Blocks',
    description: 'Feel how stuck rocks build up energy and then slip.',
    steps: [
      'Wrap two wooden blocks or books in sandpaper, or use two rough books.',
      'Press them together side by side on a table.',
      'Slowly push one past the other. Feel it stick, then jump?',
      'Put a cup of water nearby and watch it ripple when the blocks slip.',
    ],
    note: 'Keep the water cup small and away from electronics.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'Bending a ruler', content: 'Bend a plastic ruler slowly and it stores energy. Let go and it snaps back with a twang. Rocks along a fault do the same.' },
  ],
  realWorld: [
    { title: 'Earthquake-safe buildings', content: 'In earthquake areas, engineers design buildings that can sway without falling down.' },
  ],
  engaging: [
    { question: 'Where is the safest spot in your classroom if the ground shakes?', context: 'Think of a strong table away from windows.' },
    { question: 'Why do you think earthquakes happen more in some places than others?', context: 'Think about where the plates meet.' },
  ],
  quiz: [
    {
      question: 'What makes the ground shake in an earthquake?', right: 'Rocks underground slipping', wrong: ['Big animals running past', 'Loud thunder from the sky'],
      skill: 'cause-effect', support: ['they slip all at once', 'the rocks suddenly slip', 'When the rocks finally slip', 'sudden slip on faults'],
    },
    {
      question: 'What should you do if the ground shakes?', right: 'Drop, cover and hold on', wrong: ['Run outside as fast as you can', 'Stand in the middle of the room'],
      skill: 'recall', support: ['drop down, cover your head and hold on', 'Drop, Cover, and Hold On'],
    },
    {
      question: 'What is a fault?', right: 'A crack where rocks can slip', wrong: ['A hole where lava comes out', 'A wave on the ocean'],
      skill: 'vocabulary', bands: ['6-8', '9-12', '13+'], support: ['A crack in the ground where rocks can slip', 'A fault is a crack'],
    },
  ],
  sources: [
    {
      claim: 'An earthquake is caused by a sudden slip on a fault: tectonic plates are always slowly moving, but their edges get stuck due to friction; when the stress on the edge overcomes the friction, energy is released in waves (seismic waves) that shake the ground; the hypocenter is where it starts below the surface and the epicenter is directly above it; plates move at about the rate fingernails grow, a few centimeters a year.',
      title: 'USGS: What is an earthquake and what causes them to happen?',
      url: 'https://www.usgs.gov/faqs/what-earthquake-and-what-causes-them-happen',
      read: READ,
      authority: 'science-body',
    },
    {
      claim: 'During an earthquake, Drop, Cover, and Hold On: drop to your hands and knees, cover your head and neck (under a sturdy table or desk if possible), and hold on until the shaking stops; stay away from windows.',
      title: 'Ready.gov: Earthquakes',
      url: 'https://www.ready.gov/earthquakes',
      read: READ,
      authority: 'public-health',
      asOf: '2026-11',
    },
    {
      claim: 'Earthquakes are explained by elastic rebound; seismic waves include P waves, S waves (which cannot pass through liquid, revealing the liquid outer core) and surface waves; each whole-number step in moment magnitude corresponds to about 32 times more energy; the lithosphere is divided into tectonic plates.',
      title: 'Britannica: Earthquake (geology)',
      url: 'https://www.britannica.com/science/earthquake-geology',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: ['For 3-5, tectonic plates are "giant pieces, like a puzzle"; the crust is not literally a jigsaw.'],
  related: ['volcanoes', 'day-and-night', 'gravity'],
  links: [SITES.usgs, britannica('earthquake'), SITES.natGeoKids],
};

export const earthSpaceEntries: KidEntry[] = [starsTwinkle, sunHot, dayNight, earthquakes];
