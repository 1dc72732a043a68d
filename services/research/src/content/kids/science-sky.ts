import { britannica, SITES } from '../links';
import type { KidEntry } from '../types';

// Science Explorers: rainbows, gravity, the Moon's phases, thunder and lightning.

const rainbows: KidEntry = {
  id: 'rainbows',
  module: 'Science Explorers',
  question: 'How do rainbows form?',
  title: 'How Do Rainbows Form?',
  blurb: 'Sunlight, raindrops and bending light.',
  triggers: [['rainbow'], ['prism'], ['double', 'rainbow']],
  quickAnswer: {
    '3-5': 'Rainbows need sun and rain. Sunlight shines into tiny raindrops. The drops split the light into colors. Then you see a rainbow!',
    '6-8': 'A rainbow appears when sunlight shines into raindrops. Each drop bends the light and splits it into colors. You see red, orange, yellow, green, blue and violet. To see one, the Sun has to be behind you and the rain in front of you.',
    '9-12': 'When sunlight enters a raindrop, it bends (refracts), bounces off the back of the drop, and bends again as it leaves. Each color bends by a slightly different amount, so white sunlight is spread out into a band of colors. Millions of drops together make the arc you see, always opposite the Sun.',
    '13+': 'Rainbows come from refraction, dispersion and internal reflection of sunlight in round water droplets. The refractive index of water varies with wavelength, so red and violet light leave each drop at slightly different angles. The primary bow appears about 42 degrees from the point directly opposite the Sun. A second internal reflection makes the fainter secondary bow, with its color order reversed.',
  },
  takeaways: {
    little: ['A rainbow needs sun and rain.', 'Raindrops split sunlight into colors.', 'Keep the sun at your back to see one.'],
    young: ['You need sunshine and rain.', 'Raindrops split sunlight into colors.', 'The Sun is behind you when you see a rainbow.'],
    older: ['Raindrops bend and reflect sunlight.', 'Each color bends a different amount, which spreads the colors out.', 'A rainbow is always on the opposite side of the sky from the Sun.'],
  },
  sections: [
    {
      title: 'Sunlight Has Hidden Colors',
      little: 'Sunlight looks white. But it has lots of colors in it. A rainbow lets us see them all!',
      young: 'Sunlight looks white. But it has lots of colors inside. A rainbow lets us see them.',
      older: 'White light is a mixture of colors. Isaac Newton showed this with glass prisms in the 1660s. A prism spreads sunlight into a band of colors, and a second prism can mix them back into white.',
      funFact: { title: 'Name the colors', text: 'People often name seven colors in a rainbow: red, orange, yellow, green, blue, indigo and violet. Really, the colors blend smoothly into one another.' },
    },
    {
      title: 'Raindrops Bend Light',
      little: 'Each raindrop is like a tiny glass ball. Light goes in. It bends and bounces. Then it comes out as colors!',
      young: 'Each raindrop is like a tiny glass ball. Light goes in and bends. It bounces inside. Then it comes out as colors.',
      older: 'Light slows down and changes direction when it passes from air into water. This bending is called refraction. Inside the drop the light reflects off the back, then bends again on the way out. Each color bends a little differently, so the colors fan out.',
      funFact: { title: 'Your very own rainbow', text: 'The light you see comes from different raindrops than the light your friend sees, so everyone sees their own rainbow.' },
    },
    {
      title: 'Why Rainbows Are Curved',
      little: 'A rainbow is really a round ring! The ground hides the bottom part. So we see an arch.',
      young: 'A rainbow is really a circle! The ground hides the bottom part. So we see an arch.',
      older: 'Rainbow light reaches you from drops that sit at the same angle from the point opposite the Sun, and those drops trace a circle. From the ground, the horizon hides the lower part. From an airplane or a high mountain, people sometimes see a whole circle.',
      funFact: { title: 'Double rainbows', text: 'In a double rainbow, the second, fainter bow has its colors in the opposite order.' },
    },
  ],
  deeper: {
    title: 'Refraction, Dispersion and the 42-Degree Angle',
    content: 'Snell\'s law describes how light changes direction at the boundary between two materials. Water bends violet light slightly more than red, so different wavelengths leave a droplet at different angles: this is dispersion. After one internal reflection, red light is concentrated near 42 degrees from the antisolar point and violet near 40 degrees. That is why red is on the outside of the primary bow. Light reflected twice inside the drops makes the secondary bow farther out, with reversed colors. The sky between the two bows looks darker than the sky around them.',
    funFact: { title: 'Moonbows', text: 'Bright moonlight can make a faint rainbow at night, called a moonbow.' },
  },
  simplifications: [
    'For 3-8, a raindrop is "like a tiny glass ball" that bends and bounces light.',
    'Rainbow colors are listed as separate bands, though the spectrum is continuous (the first fun fact says so).',
  ],
  sources: [
    {
      claim: 'A rainbow forms when sunlight enters raindrops: the light bends (refracts), reflects off the back of the drop and bends again as it leaves, and each color bends a different amount; to see a rainbow, the Sun must be behind you and the rain in front of you.',
      title: 'NOAA SciJinks: What Causes a Rainbow?',
      url: 'https://scijinks.gov/rainbow/',
      read: '2026-11-23',
      authority: 'science-body',
    },
    {
      claim: 'In a primary rainbow, light is refracted, reflected once inside spherical raindrops and refracted again; red light emerges at about 42 degrees and violet at about 40 degrees from the point opposite the Sun, so red is on the outside. A secondary bow, made by two internal reflections, is fainter and has its colors reversed, and the sky between the bows is darker.',
      title: 'Encyclopaedia Britannica: Rainbow',
      url: 'https://www.britannica.com/science/rainbow-atmospheric-phenomenon',
      read: '2026-11-23',
      authority: 'reference',
    },
    {
      claim: 'In prism experiments in the 1660s, Isaac Newton showed that white sunlight is a mixture of colors that a prism spreads out and a second prism can combine back into white light.',
      title: 'Encyclopaedia Britannica: Isaac Newton',
      url: 'https://www.britannica.com/biography/Isaac-Newton',
      read: '2026-11-23',
      authority: 'reference',
    },
    {
      claim: 'Snell\'s law relates the angles at which light meets and leaves the boundary between two materials to their refractive indices, describing how much the light bends.',
      title: 'Encyclopaedia Britannica: Snell\'s law',
      url: 'https://www.britannica.com/science/Snells-law',
      read: '2026-11-23',
      authority: 'reference',
    },
  ],
  glossary: [
    { term: 'Rainbow', say: 'RAYN-boh', definition: 'An arch of colors made when sunlight shines through raindrops.' },
    { term: 'Prism', say: 'PRIZ-um', definition: 'A clear block, often glass, that splits light into colors.' },
    { term: 'Refraction', say: 'ree-FRAK-shun', definition: 'The bending of light as it passes from one material into another.' },
    { term: 'Reflection', say: 'ree-FLEK-shun', definition: 'Light bouncing off a surface.' },
    { term: 'Dispersion', say: 'dis-PUR-zhun', definition: 'The spreading of light into its colors because each color bends a different amount.' },
  ],
  tryIt: [{
    title: 'Make Your Own Rainbow',
    description: 'Use a garden hose or a glass of water to split sunlight.',
    steps: [
      'On a sunny day, stand with your back to the Sun.',
      'Ask a grown-up to spray a fine mist from a garden hose in front of you.',
      'Look into the mist until you spot the rainbow.',
      'Indoors: put a glass of water on a sunny windowsill and look for colors on the floor or wall.',
    ],
    note: 'Never look straight at the Sun.',
  }],
  analogies: [
    { title: 'A crowd of tiny prisms', content: 'Each raindrop acts like a tiny prism. Millions of them together paint the whole arch.' },
  ],
  realWorld: [
    { title: 'Rainbows in sprinklers and waterfalls', content: 'Any spray of water drops with sunlight behind you can make a rainbow, like lawn sprinklers or waterfalls.' },
    { title: 'Colors on a soap bubble', content: 'The shiny colors on soap bubbles and on the back of a music disc also come from light being split up, in a slightly different way.' },
  ],
  engaging: [
    { question: 'Can you find a rainbow somewhere in your home?', context: 'Try glass, water, or a mirror in sunlight.' },
    { question: 'Why do you think we see rainbows more often in the late afternoon than at noon?', context: 'Think about where the Sun is in the sky.' },
  ],
  quiz: [
    {
      question: 'What two things do you need for a rainbow?', right: 'Sunlight and water drops', wrong: ['Snow and wind', 'Clouds and darkness'],
      skill: 'recall', support: ['sun and rain', 'sunlight shines into raindrops', 'sunlight enters a raindrop', 'bend and reflect sunlight'],
    },
    {
      question: 'Where is the Sun when you see a rainbow?', right: 'Behind you', wrong: ['In front of you', 'Right above the rainbow'],
      skill: 'recall', support: ['sun at your back', 'behind you', 'opposite side of the sky'],
    },
    {
      question: 'What is the bending of light called?', right: 'Refraction', wrong: ['Evaporation', 'Gravity'],
      skill: 'vocabulary', bands: ['9-12', '13+'], support: ['called refraction'],
    },
  ],
  related: ['sky-blue', 'thunder-lightning', 'color-mixing'],
  links: [SITES.scijinks, britannica('rainbow'), SITES.natGeoKids],
};

const gravity: KidEntry = {
  id: 'gravity',
  module: 'Science Explorers',
  question: 'Why do things fall down?',
  title: 'Why Do Things Fall Down? All About Gravity',
  blurb: 'The invisible pull that keeps our feet on the ground.',
  triggers: [['gravity'], ['thing', 'fall'], ['fall', 'down'], ['drop', 'fall*'], ['why', 'fall', 'ground'], ['newton'], ['apple', 'fall']],
  quickAnswer: {
    '3-5': 'Things fall down because of gravity. Gravity is a pull you can\'t see. The Earth pulls everything toward it. That keeps your feet on the ground!',
    '6-8': 'Things fall because of gravity. Gravity is a pull you can\'t see. Earth is so big that its pull is strong. It pulls everything near it toward the ground. Gravity also keeps the Moon going around Earth, and Earth going around the Sun.',
    '9-12': 'Every object with mass pulls on every other object; this pull is gravity. The more mass, the stronger the pull, and the closer together, the stronger it is. Earth\'s huge mass pulls things toward its center, which is why dropped things fall. Without air in the way, a feather and a hammer would fall at the same speed.',
    '13+': 'Near Earth\'s surface, gravity makes a falling object speed up by about 9.8 metres per second every second, whatever its mass, if we ignore air resistance. Newton\'s law of universal gravitation describes the force between two masses. It grows with the product of the masses and weakens with the square of the distance between them. Einstein\'s general relativity goes further: it treats gravity as the curving of spacetime by mass and energy.',
  },
  takeaways: {
    little: ['Gravity is a pull you can\'t see.', 'Earth pulls things down to the ground.', 'Jump up, and gravity brings you back down!'],
    young: ['Gravity is a pull you can\'t see.', 'Earth pulls everything toward it.', 'Gravity keeps the Moon near Earth.'],
    older: ['Everything with mass has gravity.', 'Heavy and light things fall at the same rate when there is no air resistance.', 'Gravity holds the Moon and planets in their orbits.'],
  },
  sections: [
    {
      title: 'An Invisible Pull',
      little: 'Jump up high. Down you come! That is gravity. It pulls on you, on balls, on rain, on all things.',
      young: 'Jump up. You come back down! That is gravity pulling you. It pulls on people, balls, rain and everything else.',
      older: 'Gravity is a pull between all objects that have mass. You pull on Earth and Earth pulls on you, but Earth is so enormous that you are the one who moves. The pull acts toward the center of Earth. So "down" always points to the ground, even on the other side of the world.',
      funFact: { title: 'Lighter on the Moon', text: 'The Moon\'s gravity is about one sixth as strong as Earth\'s, so astronauts could bounce and leap there.' },
    },
    {
      title: 'Heavy and Light Fall Together',
      little: 'Drop a big ball and a small ball. Down they go, side by side! A feather falls slow. The air pushes on it.',
      young: 'A big ball and a small ball fall at the same speed. A feather falls slowly because air pushes on it.',
      older: 'Galileo argued that heavy and light objects fall at the same rate. Air resistance is what slows feathers and leaves. In 1971, Apollo 15 astronaut David Scott dropped a hammer and a feather on the Moon, where there is no air. They hit the ground together.',
      funFact: { title: 'A test on the Moon', text: 'The hammer-and-feather drop was filmed on the Moon and you can still watch it today.' },
    },
    {
      title: 'Gravity Holds Space Together',
      young: 'Gravity keeps the Moon going around Earth. It keeps Earth going around the Sun too.',
      older: 'The Moon is always falling toward Earth, but it is also moving sideways so fast that it keeps missing: that is an orbit. The Sun\'s gravity holds all the planets in their orbits. The Moon\'s gravity pulls on the oceans, causing tides.',
      funFact: { title: 'Tides', text: 'The rise and fall of ocean tides is caused mainly by the Moon\'s gravity.' },
    },
  ],
  deeper: {
    title: 'From Newton to Einstein',
    content: 'Newton\'s law of universal gravitation, F = G·m₁·m₂/r², explained both falling apples and planetary orbits with one rule. The gravitational force on an object grows with its mass, and its inertia grows in the same proportion. So all objects fall with the same acceleration, about 9.8 m/s² at Earth\'s surface. In 1915 Einstein\'s general relativity described gravity as the curvature of spacetime. It explained details Newton\'s theory could not, such as the orbit of Mercury and the bending of starlight by the Sun.',
    funFact: { title: 'GPS needs relativity', text: 'Clocks on GPS satellites run at slightly different rates than clocks on the ground, and the system corrects for this using relativity.' },
  },
  simplifications: [
    'For 3-8, gravity is "a pull you can\'t see", and a feather falls slowly because "air pushes on it" (air resistance).',
  ],
  sources: [
    {
      claim: 'Gravity is a force that pulls objects with mass toward each other; Earth\'s gravity keeps us on the ground, the Sun\'s gravity keeps the planets in orbit, and the Moon\'s gravity causes the ocean tides.',
      title: 'NASA Space Place: What Is Gravity?',
      url: 'https://spaceplace.nasa.gov/what-is-gravity/en/',
      read: '2026-11-23',
      authority: 'science-body',
    },
    {
      claim: 'At the end of the last Apollo 15 moonwalk, Commander David Scott dropped a geologic hammer and a feather on the airless Moon; they hit the ground at the same time, as Galileo had concluded that falling objects do without air resistance.',
      title: 'NASA Space Science Data Coordinated Archive: The Apollo 15 Hammer-Feather Drop',
      url: 'https://nssdc.gsfc.nasa.gov/planetary/lunar/apollo_15_feather_drop.html',
      read: '2026-11-23',
      authority: 'science-body',
    },
    {
      claim: 'Apollo 15 landed on the Moon in July 1971 with astronauts David Scott and James Irwin.',
      title: 'NASA: Apollo 15',
      url: 'https://www.nasa.gov/mission/apollo-15/',
      read: '2026-11-23',
      authority: 'science-body',
    },
    {
      claim: 'Near Earth\'s surface, gravity gives falling bodies an acceleration of about 9.8 metres per second squared (9.8 metres per second every second). Newton\'s law of universal gravitation makes the force proportional to the product of two masses and inversely proportional to the square of their distance. Einstein\'s general relativity (1915) describes gravity as the curvature of spacetime and explained the orbit of Mercury and the bending of starlight by the Sun.',
      title: 'Encyclopaedia Britannica: Gravity',
      url: 'https://www.britannica.com/science/gravity-physics',
      read: '2026-11-23',
      authority: 'reference',
    },
    {
      claim: 'Clocks on GPS satellites run at a different rate from clocks on the ground because of relativity, and the Global Positioning System corrects for this.',
      title: 'Ashby N., Relativity in the Global Positioning System, Living Reviews in Relativity (2003)',
      url: 'https://link.springer.com/article/10.12942/lrr-2003-1',
      read: '2026-11-23',
      authority: 'peer-reviewed',
    },
  ],
  glossary: [
    { term: 'Gravity', say: 'GRAV-ih-tee', definition: 'The pull between things that have mass.' },
    { term: 'Mass', say: 'MASS', definition: 'How much stuff something is made of.' },
    { term: 'Orbit', say: 'OR-bit', definition: 'The curved path of something going around a planet or star.' },
    { term: 'Air resistance', say: 'AIR rih-ZIS-tunss', definition: 'The push of air against something moving through it.' },
    { term: 'Acceleration', say: 'ak-sel-uh-RAY-shun', definition: 'How quickly something speeds up, slows down or changes direction.' },
  ],
  tryIt: [{
    title: 'The Great Drop',
    description: 'Watch whether heavy things fall faster than light ones.',
    steps: [
      'Find two balls of the same size but different weights, such as a tennis ball and a ball of scrunched paper.',
      'Hold them at the same height and let go at the same moment.',
      'Listen: do they land together?',
      'Now drop a flat sheet of paper and a scrunched-up sheet. Which is slower, and why?',
    ],
    note: 'Drop only soft, unbreakable things, and not over anyone\'s head.',
  }],
  analogies: [
    { title: 'A trampoline with a bowling ball', content: 'A heavy ball on a trampoline makes a dip that smaller balls roll into, a little like how big masses pull on smaller ones.' },
  ],
  realWorld: [
    { title: 'Playground slides', content: 'Gravity pulls you down the slide; bumps and rubbing slow you.' },
    { title: 'Astronauts float in orbit', content: 'Astronauts on the space station float because they and the station are falling around Earth together.' },
  ],
  engaging: [
    { question: 'What would be hard to do if there were no gravity?', context: 'Think about drinking water, sleeping, or playing ball.' },
    { question: 'Why do you think a parachute falls slowly?', context: 'Think about air resistance.' },
  ],
  quiz: [
    {
      question: 'What pulls things down to the ground?', right: 'Gravity', wrong: ['Wind', 'Magnets'],
      skill: 'recall', support: ['because of gravity', 'pull is gravity', 'Gravity is a pull'],
    },
    {
      question: 'Why does a feather fall slowly on Earth?', right: 'Air pushes against it', wrong: ['It is too light for gravity', 'It has no weight at all'],
      skill: 'cause-effect', support: ['air pushes on it', 'air resistance'],
    },
    {
      question: 'What happened when a hammer and a feather were dropped on the Moon?', right: 'They landed at the same time', wrong: ['The feather floated away', 'The hammer fell much faster'],
      skill: 'recall', bands: ['9-12', '13+'], support: ['hit the ground together'],
    },
  ],
  related: ['black-holes', 'moon-phases', 'exercise'],
  links: [SITES.spacePlace, britannica('gravity'), SITES.nasa],
};

const moonPhases: KidEntry = {
  id: 'moon-phases',
  module: 'Science Explorers',
  question: 'Why does the Moon change shape?',
  title: 'Why Does the Moon Change Shape?',
  blurb: 'Sunlight, shadows and the Moon\'s monthly trip around Earth.',
  triggers: [['moon', 'shape'], ['moon', 'phase*'], ['moon', 'change*'], ['crescent'], ['full', 'moon'], ['half', 'moon'], ['new', 'moon'], ['moon', 'glow'], ['moon', 'light'], ['moon', 'shine']],
  quickAnswer: {
    '3-5': 'The Moon does not really change shape. The Sun lights up half of it. As the Moon moves around us, we see more or less of the bright part.',
    '6-8': 'The Moon is always round, and the Sun always lights up half of it. The Moon travels around Earth about once a month. So we see different amounts of its sunny side. When we see all of it, it is a full moon. When we see none of it, it is a new moon.',
    '9-12': 'The Moon makes no light of its own; it reflects sunlight. Half of the Moon is always lit. As it orbits Earth, about every 29.5 days, we see changing amounts of that lit half. These stages are called phases: new moon, crescent, first quarter, gibbous, full moon, and back again.',
    '13+': 'Lunar phases come from the changing positions of the Sun, Earth and Moon over the synodic month of about 29.5 days. The part of the Moon\'s sunlit half that we can see from Earth grows (waxes) from new moon to full moon, then shrinks (wanes) again. Phases are not caused by Earth\'s shadow. That happens only during a lunar eclipse, when Sun, Earth and Moon line up closely.',
  },
  takeaways: {
    little: ['The Moon is always round.', 'The Sun makes the Moon bright.', 'We see more or less of the bright side.'],
    young: ['The Moon is always round.', 'Sunlight makes the Moon bright.', 'We see more or less of the bright side.'],
    older: ['The Moon reflects sunlight; half of it is always lit.', 'Phases come from seeing different amounts of the lit half as the Moon orbits.', 'A full cycle of phases takes about 29.5 days.'],
  },
  sections: [
    {
      title: 'Moonlight Is Sunlight',
      little: 'The Moon is a big ball of rock. It has no light of its own. The Sun shines on it. That makes it bright!',
      young: 'The Moon is a big ball of rock. It does not make light. It shines because the Sun lights it up.',
      older: 'The Moon is a round, rocky world with no light of its own. Moonlight is sunlight bouncing off its grey surface. At any moment, the half facing the Sun is in daylight and the other half is in darkness.',
      funFact: { title: 'Footprints stay', text: 'The Moon has no wind or rain, so the footprints astronauts left there can last a very long time.' },
    },
    {
      title: 'A Trip Around Earth',
      little: 'The Moon goes around and around Earth. One trip takes about a month. On the way, the bright part looks thin, then half, then full!',
      young: 'The Moon goes around Earth. The trip takes about a month. On the way, we see the bright side change: thin, half, full, then thin again.',
      older: 'As the Moon orbits Earth, our view of its sunlit half changes. At new moon the lit side faces away from us. Then we see a thin crescent, a half-lit first quarter, a bulging gibbous moon, and the full moon. After that it shrinks back through the same shapes.',
      funFact: { title: 'Month and moon', text: 'The word "month" comes from the same old root as the word "moon".' },
    },
    {
      title: 'The Same Face',
      young: 'The Moon always shows us the same face. We never see its back from Earth.',
      older: 'The Moon spins once for every trip around Earth, so the same side always faces us. The far side is not always dark, though. It gets sunlight too, just when we can\'t see it.',
      funFact: { title: 'People on the Moon', text: 'In July 1969, Neil Armstrong became the first person to walk on the Moon.' },
    },
  ],
  deeper: {
    title: 'Synodic Months, Tidal Locking and Eclipses',
    content: 'The Moon orbits Earth in about 27.3 days relative to the stars: the sidereal month. But Earth is also moving around the Sun, so the Moon takes about 29.5 days to return to the same phase: the synodic month. The Moon is tidally locked. Earth\'s gravity long ago slowed its spin until one turn took exactly as long as one orbit. Eclipses are rare compared with phases because the Moon\'s orbit is tilted about 5 degrees to Earth\'s orbit. So the three bodies usually don\'t line up exactly at new or full moon.',
    funFact: { title: 'Waxing and waning', text: '"Waxing" means growing and "waning" means shrinking; both old words describe the Moon\'s lit part.' },
  },
  simplifications: [
    'For 3-8, the trip around Earth "takes about a month" (a full cycle of phases is about 29.5 days).',
    'For 3-5, the phases are "thin, then half, then full"; the crescent, quarter and gibbous names come from 9-12 on.',
  ],
  sources: [
    {
      claim: 'The Moon makes no light of its own and reflects sunlight. Half of the Moon is always lit by the Sun, and as it orbits Earth we see different amounts of that lit half, through new moon, crescent, first quarter, gibbous and full moon; the cycle of phases takes about 29.5 days.',
      title: 'NASA Science: Moon Phases',
      url: 'https://science.nasa.gov/moon/moon-phases/',
      read: '2026-11-23',
      authority: 'science-body',
    },
    {
      claim: 'The Moon spins on its axis in the same time it takes to orbit Earth, so the same side of the Moon always faces Earth; Earth\'s gravity slowed the Moon\'s rotation long ago (tidal locking).',
      title: 'NASA Science: Tidal Locking',
      url: 'https://science.nasa.gov/moon/tidal-locking/',
      read: '2026-11-23',
      authority: 'science-body',
    },
    {
      claim: 'The Moon orbits Earth in about 27.3 days relative to the stars (the sidereal month) and returns to the same phase in about 29.5 days (the synodic month); its orbit is tilted about 5 degrees to the plane of Earth\'s orbit, so eclipses do not happen at every new and full moon.',
      title: 'Encyclopaedia Britannica: Moon',
      url: 'https://www.britannica.com/place/Moon',
      read: '2026-11-23',
      authority: 'reference',
    },
    {
      claim: 'On July 20, 1969, during the Apollo 11 mission, Neil Armstrong became the first person to walk on the Moon.',
      title: 'NASA: Apollo 11',
      url: 'https://www.nasa.gov/mission/apollo-11/',
      read: '2026-11-23',
      authority: 'science-body',
    },
  ],
  glossary: [
    { term: 'Moon', say: 'MOON', definition: 'The big rocky ball that travels around Earth.' },
    { term: 'Phase', say: 'FAYZ', definition: 'The shape of the lit part of the Moon that we see.' },
    { term: 'Crescent', say: 'KRESS-ent', definition: 'A thin, curved sliver shape, like a smile.' },
    { term: 'Orbit', say: 'OR-bit', definition: 'The path of one object around another.' },
    { term: 'Gibbous', say: 'GIB-us', definition: 'More than half lit but not full.' },
  ],
  tryIt: [{
    title: 'Moon Spotting',
    description: 'Look for the Moon with a grown-up and draw its shape.',
    steps: [
      'On a clear evening, look for the Moon with a grown-up.',
      'Is it round? Is it half? Is it thin like a smile?',
      'Draw the shape you see.',
      'Look again in a few days. Did the bright part grow or shrink?',
    ],
    note: 'Sometimes the Moon is up in the daytime, so look in the morning too.',
    bands: ['3-5', '6-8'],
  }, {
    title: 'Moon Phases with a Lamp and a Ball',
    description: 'Model the Sun, Earth and Moon in a dark room.',
    steps: [
      'A grown-up puts a lamp without its shade at one side of a dark room: that is the Sun.',
      'Hold a ball at arm\'s length: that is the Moon. Your head is Earth.',
      'Face the lamp with the ball held in front of you. You see the ball\'s dark side, like a new moon.',
      'Turn slowly to your left, keeping the ball in front of you, and watch a thin lit sliver appear and grow.',
      'When your back is to the lamp, hold the ball a little above your head, so your head\'s shadow does not fall on it: that is a full moon.',
      'Keep turning and watch the lit part shrink again.',
    ],
    note: 'A grown-up sets up and moves the lamp, because bulbs can get hot. Don\'t touch the bulb.',
    bands: ['6-8', '9-12', '13+'],
  }, {
    title: 'Moon Diary',
    description: 'Draw the Moon each clear night for a month.',
    steps: ['Look for the Moon at the same time each clear evening.', 'Draw its shape in a notebook with the date.', 'After a month, look at how the shapes changed and count the days from one full moon to the next.'],
    note: 'Sometimes the Moon is up in the daytime, so look in the morning too.',
    bands: ['9-12', '13+'],
  }],
  analogies: [
    { title: 'A ball in a flashlight beam', content: 'Walk around a friend holding a ball lit by a flashlight: your friend sees more or less of the lit side, just like we do with the Moon.' },
  ],
  realWorld: [
    { title: 'Calendars and the Moon', content: 'Many cultures have used the Moon\'s phases to keep time, and some calendars today still follow the Moon.' },
  ],
  engaging: [
    { question: 'Have you ever seen the Moon in the daytime?', context: 'The Moon is up during the day for part of every month.' },
    { question: 'What do you think the Earth looks like from the Moon?', context: 'Astronauts saw Earth go through phases too!' },
  ],
  quiz: [
    {
      question: 'Where does moonlight come from?', right: 'The Sun', wrong: ['The Moon makes it', 'Street lights'],
      skill: 'recall', support: ['Sun lights up half', 'Sun shines on it', 'Sun lights it up', 'reflects sunlight'],
    },
    {
      question: 'What shape is the Moon really?', right: 'Round, like a ball', wrong: ['Flat, like a plate', 'It really changes shape'],
      skill: 'recall', support: ['always round', 'round, rocky world', 'rocky ball'],
    },
    {
      question: 'About how long does a full cycle of moon phases take?', right: 'About 29.5 days', wrong: ['About one day', 'About one year'],
      skill: 'recall', bands: ['9-12', '13+'], support: ['29.5 days'],
    },
    {
      question: 'What causes the phases of the Moon?', right: 'Seeing different amounts of its sunlit half', wrong: ['Earth\'s shadow falling on the Moon', 'Clouds covering part of the Moon'],
      skill: 'cause-effect', bands: ['9-12', '13+'], support: ['different amounts of the lit half', 'changing amounts of that lit half', 'not caused by Earth'],
    },
  ],
  related: ['gravity', 'black-holes', 'sky-blue'],
  links: [SITES.spacePlace, SITES.nasa, britannica('phases of the Moon')],
};

const thunderLightning: KidEntry = {
  id: 'thunder-lightning',
  module: 'Science Explorers',
  question: 'What causes thunder and lightning?',
  title: 'What Causes Thunder and Lightning?',
  blurb: 'Giant sparks in storm clouds and the boom they make.',
  triggers: [['thunder'], ['lightning'], ['thunderstorm'], ['storm', 'flash*']],
  quickAnswer: {
    '3-5': 'Lightning is a giant spark from a storm cloud. It makes the air very hot. The hot air goes boom. That boom is thunder! When thunder roars, go indoors.',
    '6-8': 'Inside storm clouds, bits of ice bump into each other and build up electricity. When there is enough, it jumps as a giant spark: lightning. The spark heats the air so fast that the air bursts outward with a loud boom. That sound is thunder. When thunder roars, go indoors!',
    '9-12': 'In a thunderstorm, colliding bits of ice separate electric charges. Positive charge builds near the top of the cloud and negative charge near the bottom. When the difference gets big enough, electricity flows through the air as lightning. The lightning heats the air hotter than the surface of the Sun. The air expands so suddenly that it makes a shock wave we hear as thunder. If you can hear thunder, lightning is close enough to strike you, so go indoors.',
    '13+': 'In tall storm clouds, collisions between soft hail and ice crystals in strong updrafts separate electric charge. The electric field grows until the air breaks down and a discharge flows, within the cloud or to the ground. It heats a narrow channel of air to tens of thousands of degrees in millionths of a second. The sudden expansion makes a pressure wave that we hear as thunder. Light travels far faster than sound, so the delay between flash and rumble tells you how far away the strike was. When thunder roars, go indoors.',
  },
  takeaways: {
    little: ['Lightning is a giant spark.', 'Thunder is the boom it makes.', 'When thunder roars, go indoors!'],
    young: ['Lightning is a giant spark.', 'Thunder is the sound lightning makes.', 'When thunder roars, go indoors!'],
    older: ['When thunder roars, go indoors: if you can hear thunder, lightning can reach you.', 'Colliding ice in storm clouds separates electric charges.', 'Lightning heats air so fast that it bursts outward as thunder.', 'You see lightning before you hear thunder because light is faster than sound.'],
  },
  sections: [
    {
      title: 'Electricity in the Clouds',
      little: 'Storm clouds are tall and full of ice. The bits of ice bump and rub. That makes a spark, like when you rub a balloon on your hair.',
      young: 'Storm clouds are tall and full of ice. The ice bits bump and rub. This makes electricity, like when you rub a balloon on your hair.',
      older: 'Thunderstorm clouds can tower many kilometres high, with strong winds moving up and down inside. Small ice crystals and soft hail collide, and their charges separate. It is a bit like the static you build up by rubbing a balloon on your hair.',
      funFact: { title: 'Hotter than the Sun', text: 'A lightning bolt can heat the air around it to a temperature hotter than the surface of the Sun.' },
    },
    {
      title: 'BOOM! Where Thunder Comes From',
      little: 'Lightning is very, very hot. It makes the air push out fast. The push makes a big boom. That is thunder!',
      young: 'Lightning is very, very hot. It makes the air push out fast. The push makes a big boom. That is thunder.',
      older: 'The lightning heats the air so quickly that the air expands violently, like a tiny explosion all along the bolt. That shock wave travels out as sound. Nearby, thunder is a sharp crack. Far away, it becomes a long rumble.',
      funFact: { title: 'Struck again', text: 'Lightning can strike the same place twice. Tall buildings like the Empire State Building are hit many times a year.' },
    },
    {
      title: 'Count the Seconds, Stay Safe',
      little: 'First you see the flash. Then you hear the boom. Hear thunder? Go inside with a grown-up right away.',
      young: 'You see the flash first. Then you hear the boom. If you hear thunder, go inside a house or a car with a grown-up.',
      older: 'Light reaches you almost at once, but sound travels about one kilometre in three seconds, or a mile in five seconds. Count the seconds between flash and thunder to estimate how far away the lightning is. But don\'t wait outside to count: weather services say, "When thunder roars, go indoors."',
      funFact: { title: 'Safe places', text: 'A building with plumbing and wiring, or a hard-topped car with windows closed, is a safe place in a thunderstorm.' },
    },
  ],
  deeper: {
    title: 'Charge Separation, Leaders and Return Strokes',
    content: 'The leading explanation for charge separation is collisional charging. In the part of the cloud where ice and supercooled water mix, falling graupel (soft hail) and rising ice crystals trade charge when they collide. This leaves the upper cloud mostly positive and the middle and lower cloud mostly negative. A flash to the ground begins with a faint stepped leader that zigzags down. When it meets a streamer rising from the ground, a bright return stroke surges along the ionised channel. Most lightning never reaches the ground and stays within or between clouds.',
    funFact: { title: 'Fulgurites', text: 'When lightning strikes sand, it can melt it into glassy tubes called fulgurites.' },
  },
  simplifications: [
    'For 3-8, "bits of ice bump and rub" stands for charge separation between colliding ice particles.',
    'For 3-5, lightning "makes a spark, like when you rub a balloon on your hair": static electricity is the same kind of charge, on a tiny scale.',
  ],
  sources: [
    {
      claim: 'When thunder roars, go indoors: no place outside is safe when a thunderstorm is in the area, and if you can hear thunder you are close enough to be struck. A building with plumbing and wiring, or a hard-topped metal vehicle with the windows closed, is a safe shelter.',
      title: 'National Weather Service: Lightning Safety',
      url: 'https://www.weather.gov/safety/lightning',
      read: '2026-11-23',
      authority: 'science-body',
      asOf: '2026-11',
    },
    {
      claim: 'Lightning heats the air it passes through to tens of thousands of degrees Fahrenheit, about five times hotter than the surface of the Sun; the air expands rapidly and makes the sound wave we hear as thunder, a sharp crack nearby and a rumble farther away. Because light is much faster than sound, counting the seconds from flash to thunder gives the distance: about five seconds per mile.',
      title: 'National Weather Service: The Science of Thunder',
      url: 'https://www.weather.gov/safety/lightning-science-thunder',
      read: '2026-11-23',
      authority: 'science-body',
    },
    {
      claim: 'In thunderstorms, collisions between ice crystals and soft hail (graupel) in updrafts separate electric charges, leaving positive charge near the top of the cloud and negative charge lower down; most lightning stays within the clouds rather than striking the ground.',
      title: 'NOAA National Severe Storms Laboratory: Severe Weather 101, Lightning',
      url: 'https://www.nssl.noaa.gov/education/svrwx101/lightning/',
      read: '2026-11-23',
      authority: 'science-body',
    },
    {
      claim: 'Lightning often strikes the same place repeatedly, especially tall, pointed, isolated objects: the Empire State Building is hit many times every year.',
      title: 'National Weather Service: Lightning Myths',
      url: 'https://www.weather.gov/safety/lightning-myths',
      read: '2026-11-23',
      authority: 'science-body',
    },
  ],
  glossary: [
    { term: 'Lightning', say: 'LITE-ning', definition: 'A giant spark of electricity in a storm.' },
    { term: 'Thunder', say: 'THUN-der', definition: 'The loud sound made by lightning heating the air.' },
    { term: 'Electricity', say: 'ih-lek-TRISS-ih-tee', definition: 'A kind of energy that can make sparks and power lights.' },
    { term: 'Static electricity', say: 'STAT-ik ih-lek-TRISS-ih-tee', definition: 'Electric charge that builds up on things, like a rubbed balloon.' },
    { term: 'Cumulonimbus', say: 'kyoo-myoo-loh-NIM-bus', definition: 'A tall, towering storm cloud that makes thunder and lightning.' },
  ],
  tryIt: [{
    title: 'Make a Mini Spark (Static Electricity)',
    description: 'Build up static electricity, the same kind of charge that makes lightning.',
    steps: [
      'Ask a grown-up to blow up and tie a balloon.',
      'Rub the balloon on your hair or a wool sweater for about ten seconds.',
      'Hold it near small bits of paper and watch them jump up.',
      'Talk about it: lightning is a giant version of that tiny pull and spark.',
    ],
    note: 'Never play outside in a thunderstorm, and never fly kites near storms or power lines. A burst balloon is a choking risk for little children, so a grown-up picks up the pieces.',
  }],
  analogies: [
    { title: 'A giant static shock', content: 'The tiny shock you get from a door handle on a dry day is the same idea as lightning, just billions of times smaller.' },
  ],
  realWorld: [
    { title: 'Weather warnings', content: 'Weather services track storms and send alerts so people can get indoors.' },
    { title: 'Lightning rods', content: 'Metal lightning rods on tall buildings give lightning a safe path to the ground.' },
  ],
  engaging: [
    { question: 'Where could you go quickly if you heard thunder outside?', context: 'A house, a school or a car with a hard roof are all good choices.' },
    { question: 'How many seconds did you count between the flash and the boom?', context: 'Divide by three for kilometres or by five for miles. Count from indoors!' },
    { question: 'Why do you think thunder sometimes rumbles for a long time?', context: 'Sound comes from all along a long, twisty bolt.' },
  ],
  quiz: [
    {
      question: 'What is lightning?', right: 'A giant spark of electricity', wrong: ['Fire falling from the Sun', 'A shooting star'],
      skill: 'vocabulary', support: ['giant spark'],
    },
    {
      question: 'What should you do when you hear thunder?', right: 'Go indoors', wrong: ['Stand under a tall tree', 'Go for a swim'],
      skill: 'recall', support: ['go indoors'],
    },
    {
      question: 'What makes the boom of thunder?', right: 'Lightning heats the air very fast', wrong: ['Clouds bumping into each other', 'Rain hitting the roof'],
      skill: 'cause-effect', support: ['makes the air very hot', 'heats the air'],
    },
    {
      question: 'Why do we see lightning before we hear thunder?', right: 'Light travels much faster than sound', wrong: ['Thunder is made later', 'Our eyes are closer to the sky'],
      skill: 'cause-effect', bands: ['9-12', '13+'], support: ['light is faster than sound', 'light travels far faster than sound'],
    },
  ],
  related: ['rainbows', 'sky-blue', 'echo'],
  links: [SITES.scijinks, britannica('lightning'), SITES.natGeoKids],
};

export const skyScienceEntries: KidEntry[] = [rainbows, gravity, moonPhases, thunderLightning];
