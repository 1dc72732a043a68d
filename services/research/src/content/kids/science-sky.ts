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
    '6-8': 'A rainbow appears when sunlight shines into raindrops. Each drop bends the light and splits it into its colors: red, orange, yellow, green, blue and violet. To see one, the Sun has to be behind you and the rain in front of you.',
    '9-12': 'When sunlight enters a raindrop, it bends (refracts), bounces off the back of the drop, and bends again as it leaves. Each color bends by a slightly different amount, so white sunlight is spread out into a band of colors. Millions of drops together make the arc you see, always opposite the Sun.',
    '13+': 'Rainbows are produced by refraction, dispersion and internal reflection of sunlight in spherical water droplets. Because the refractive index of water varies with wavelength, red and violet light leave each drop at slightly different angles; the primary bow appears at about 42 degrees from the point directly opposite the Sun. A second internal reflection produces the fainter secondary bow, with its color order reversed.',
  },
  takeaways: {
    young: ['You need sunshine and rain.', 'Raindrops split sunlight into colors.', 'The Sun is behind you when you see a rainbow.'],
    older: ['Raindrops bend and reflect sunlight.', 'Each color bends a different amount, which spreads the colors out.', 'A rainbow is always on the opposite side of the sky from the Sun.'],
  },
  sections: [
    {
      title: 'Sunlight Has Hidden Colors',
      young: 'Sunlight looks white. But it has lots of colors inside. A rainbow lets us see them.',
      older: 'White light is a mixture of colors. Isaac Newton showed this with glass prisms in the 1600s: a prism spreads sunlight into a band of colors, and a second prism can mix them back into white.',
      funFact: { title: 'Remember the colors', text: 'Some people remember the rainbow colors with the name "ROY G. BIV": red, orange, yellow, green, blue, indigo, violet.' },
    },
    {
      title: 'Raindrops Bend Light',
      young: 'Each raindrop is like a tiny glass ball. Light goes in and bends. It bounces inside. Then it comes out as colors.',
      older: 'Light slows down and changes direction when it passes from air into water. This bending is called refraction. Inside the drop the light reflects off the back, then bends again on the way out. Because each color bends a little differently, the colors fan out.',
      funFact: { title: 'Your very own rainbow', text: 'The light you see comes from different raindrops than the light your friend sees, so everyone sees their own rainbow.' },
    },
    {
      title: 'Why Rainbows Are Curved',
      young: 'A rainbow is really a circle! The ground hides the bottom part. So we see an arch.',
      older: 'Rainbow light reaches you from drops that sit at the same angle from the point directly opposite the Sun, which traces a circle. From the ground, the horizon hides the lower part. From an airplane or a high mountain, people sometimes see a complete circular rainbow.',
      funFact: { title: 'Double rainbows', text: 'In a double rainbow, the second, fainter bow has its colors in the opposite order.' },
    },
  ],
  deeper: {
    title: 'Refraction, Dispersion and the 42-Degree Angle',
    content: 'Snell\'s law describes how light changes direction at the boundary between two media. Water\'s refractive index is slightly higher for violet light than for red, so different wavelengths leave a droplet at different angles: this is dispersion. For one internal reflection, light is concentrated near an angle of about 42 degrees for red and about 40 degrees for violet, measured from the antisolar point, which is why red is on the outside of the primary bow. With two internal reflections the secondary bow forms at around 51 degrees, with reversed colors; the darker band between the two is called Alexander\'s band.',
    funFact: { title: 'Moonbows', text: 'Bright moonlight can make a faint rainbow at night, called a moonbow.' },
  },
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
    { title: 'Colors on a CD or soap bubble', content: 'The shiny colors on soap bubbles and CDs also come from light being split up, in a slightly different way.' },
  ],
  engaging: [
    { question: 'Why do you think we see rainbows more often in the late afternoon than at noon?', context: 'Think about where the Sun is in the sky.' },
    { question: 'Can you find a rainbow somewhere in your home?', context: 'Try glass, water, or a mirror in sunlight.' },
  ],
  quiz: [
    { question: 'What two things do you need for a rainbow?', right: 'Sunlight and water drops', wrong: ['Snow and wind', 'Clouds and darkness'] },
    { question: 'Where is the Sun when you see a rainbow?', right: 'Behind you', wrong: ['In front of you', 'Right above the rainbow'] },
    { question: 'What is the bending of light called?', right: 'Refraction', wrong: ['Evaporation', 'Gravity'], level: 'older' },
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
    '6-8': 'Things fall because of gravity, an invisible pull between objects. Earth is so big that its pull is strong, so everything near it is pulled toward the ground. Gravity also keeps the Moon going around Earth and Earth going around the Sun.',
    '9-12': 'Every object with mass pulls on every other object; this pull is gravity. The more mass, the stronger the pull, and the closer together, the stronger it is. Earth\'s huge mass pulls things toward its center, which is why dropped things fall. Without air in the way, a feather and a hammer would fall at the same speed.',
    '13+': 'Near Earth\'s surface, gravity accelerates falling objects at about 9.8 metres per second squared, regardless of their mass, if air resistance is ignored. Newton\'s law of universal gravitation describes a force proportional to the product of two masses and inversely proportional to the square of the distance between them. Einstein\'s general relativity goes further, describing gravity as the curvature of spacetime by mass and energy.',
  },
  takeaways: {
    young: ['Gravity is a pull you can\'t see.', 'Earth pulls everything toward it.', 'Gravity keeps the Moon near Earth.'],
    older: ['Everything with mass has gravity.', 'Heavy and light things fall at the same rate when there is no air resistance.', 'Gravity holds the Moon and planets in their orbits.'],
  },
  sections: [
    {
      title: 'An Invisible Pull',
      young: 'Jump up. You come back down! That is gravity pulling you. It pulls on people, balls, rain and everything else.',
      older: 'Gravity is a pull between all objects that have mass. You pull on Earth and Earth pulls on you, but Earth is so enormous that you are the one who moves. The pull acts toward the center of Earth, which is why "down" is different in Australia and in Canada but always points to the ground.',
      funFact: { title: 'Lighter on the Moon', text: 'The Moon\'s gravity is about one sixth as strong as Earth\'s, so astronauts could bounce and leap there.' },
    },
    {
      title: 'Heavy and Light Fall Together',
      young: 'A big ball and a small ball fall at the same speed. A feather falls slowly because air pushes on it.',
      older: 'Galileo argued that heavy and light objects fall at the same rate, and air resistance is what slows feathers and leaves. In 1971, Apollo 15 astronaut David Scott dropped a hammer and a feather on the Moon, where there is no air, and they hit the ground together.',
      funFact: { title: 'A test on the Moon', text: 'The hammer-and-feather drop was filmed on the Moon and you can still watch it today.' },
    },
    {
      title: 'Gravity Holds Space Together',
      young: 'Gravity keeps the Moon going around Earth. It keeps Earth going around the Sun too.',
      older: 'The Moon is always falling toward Earth, but it is also moving sideways so fast that it keeps missing: that is an orbit. The Sun\'s gravity holds all the planets in their orbits, and the Moon\'s gravity pulls on the oceans, causing tides.',
      funFact: { title: 'Tides', text: 'The rise and fall of ocean tides is caused mainly by the Moon\'s gravity.' },
    },
  ],
  deeper: {
    title: 'From Newton to Einstein',
    content: 'Newton\'s law of universal gravitation, F = G·m₁·m₂/r², explained both falling apples and planetary orbits with one rule. Because the gravitational force on an object grows with its mass while its inertia grows in the same proportion, all objects fall with the same acceleration, about 9.8 m/s² at Earth\'s surface. In 1915 Einstein\'s general relativity reinterpreted gravity as the curvature of spacetime, explaining details Newton\'s theory could not, such as the orbit of Mercury and the bending of starlight by the Sun.',
    funFact: { title: 'GPS needs relativity', text: 'Clocks on GPS satellites run at slightly different rates than clocks on the ground, and the system corrects for this using relativity.' },
  },
  glossary: [
    { term: 'Gravity', say: 'GRAV-ih-tee', definition: 'The pull between things that have mass.' },
    { term: 'Mass', say: 'MASS', definition: 'How much stuff something is made of.' },
    { term: 'Orbit', say: 'OR-bit', definition: 'The curved path of something going around a planet or star.' },
    { term: 'Air resistance', say: 'AIR rih-ZIS-tunss', definition: 'The push of air against something moving through it.' },
    { term: 'Acceleration', say: 'ak-sel-uh-RAY-shun', definition: 'How quickly something speeds up, slows down or changes direction.' },
  ],
  tryIt: [{
    title: 'The Great Drop Test',
    description: 'Test whether heavy things fall faster than light ones.',
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
    { title: 'Playground slides', content: 'Gravity pulls you down the slide; bumps and friction slow you.' },
    { title: 'Astronauts float in orbit', content: 'Astronauts on the space station float because they and the station are falling around Earth together.' },
  ],
  engaging: [
    { question: 'What would be hard to do if there were no gravity?', context: 'Think about drinking water, sleeping, or playing ball.' },
    { question: 'Why do you think a parachute falls slowly?', context: 'Think about air resistance.' },
  ],
  quiz: [
    { question: 'What pulls things down to the ground?', right: 'Gravity', wrong: ['Wind', 'Magnets'] },
    { question: 'Why does a feather fall slowly on Earth?', right: 'Air pushes against it', wrong: ['It has no gravity', 'It is afraid of falling'] },
    { question: 'What happened when a hammer and a feather were dropped on the Moon?', right: 'They landed at the same time', wrong: ['The feather floated away', 'The hammer fell much faster'], level: 'older' },
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
    '6-8': 'The Moon is always round, and the Sun always lights up half of it. The Moon travels around Earth about once a month, so we see different amounts of its sunny side. When we see all of it, it is a full moon; when we see none, it is a new moon.',
    '9-12': 'The Moon makes no light of its own; it reflects sunlight. Half of the Moon is always lit, but as it orbits Earth, about every 29.5 days, we see changing portions of that lit half. These stages are called phases: new moon, crescent, first quarter, gibbous, full moon, and back again.',
    '13+': 'Lunar phases result from the changing geometry of the Sun, Earth and Moon over the synodic month of about 29.5 days. The fraction of the Moon\'s sunlit hemisphere visible from Earth grows (waxes) from new moon to full moon and shrinks (wanes) back again. Phases are not caused by Earth\'s shadow; that happens only during a lunar eclipse, when Sun, Earth and Moon line up closely.',
  },
  takeaways: {
    young: ['The Moon is always round.', 'Sunlight makes the Moon bright.', 'We see more or less of the bright side.'],
    older: ['The Moon reflects sunlight; half of it is always lit.', 'Phases come from seeing different amounts of the lit half as the Moon orbits.', 'A full cycle of phases takes about 29.5 days.'],
  },
  sections: [
    {
      title: 'Moonlight Is Sunlight',
      young: 'The Moon is a big ball of rock. It does not make light. It shines because the Sun lights it up.',
      older: 'The Moon is a rocky world with no light of its own. Moonlight is sunlight bouncing off its grey surface. At any moment, the half facing the Sun is in daylight and the other half is in darkness.',
      funFact: { title: 'Footprints stay', text: 'The Moon has no wind or rain, so the footprints astronauts left there can last a very long time.' },
    },
    {
      title: 'A Trip Around Earth',
      young: 'The Moon goes around Earth. The trip takes about a month. On the way, we see the bright side change: thin, half, full, then thin again.',
      older: 'As the Moon orbits Earth, our view of its sunlit half changes. At new moon the lit side faces away from us; then we see a thin crescent, a half-lit first quarter, a bulging gibbous moon, and the full moon, before it shrinks back through the same shapes.',
      funFact: { title: 'Month and moon', text: 'The word "month" comes from the same old root as the word "moon".' },
    },
    {
      title: 'The Same Face',
      young: 'The Moon always shows us the same face. We never see its back from Earth.',
      older: 'The Moon spins once for every trip around Earth, so the same side always faces us. The far side is not always dark, though: it gets sunlight too, just when we can\'t see it.',
      funFact: { title: 'People on the Moon', text: 'In July 1969, Neil Armstrong became the first person to walk on the Moon.' },
    },
  ],
  deeper: {
    title: 'Synodic Months, Tidal Locking and Eclipses',
    content: 'The Moon orbits Earth in about 27.3 days relative to the stars (the sidereal month), but because Earth is also moving around the Sun, it takes about 29.5 days to return to the same phase (the synodic month). The Moon is tidally locked: Earth\'s gravity long ago slowed its rotation until its spin matched its orbit. Eclipses are rare compared with phases because the Moon\'s orbit is tilted about 5 degrees to Earth\'s orbit, so the three bodies usually don\'t line up exactly at new or full moon.',
    funFact: { title: 'Waxing and waning', text: '"Waxing" means growing and "waning" means shrinking; both old words describe the Moon\'s lit part.' },
  },
  glossary: [
    { term: 'Moon', say: 'MOON', definition: 'The big rocky ball that travels around Earth.' },
    { term: 'Phase', say: 'FAYZ', definition: 'The shape of the lit part of the Moon that we see.' },
    { term: 'Crescent', say: 'KRESS-ent', definition: 'A thin, curved sliver shape, like a smile.' },
    { term: 'Orbit', say: 'OR-bit', definition: 'The path of one object around another.' },
    { term: 'Gibbous', say: 'GIB-us', definition: 'More than half lit but not full.' },
  ],
  tryIt: [{
    title: 'Moon Phases with a Lamp and a Ball',
    description: 'Model the Sun, Earth and Moon in a dark room.',
    steps: [
      'Put a lamp without its shade at one side of a dark room: that is the Sun.',
      'Hold a ball on a stick or in your hand at arm\'s length: that is the Moon. Your head is Earth.',
      'Turn slowly in a circle, keeping the ball in front of you.',
      'Watch the lit part of the ball change from thin to full and back again.',
    ],
    note: 'A grown-up should set up the lamp. Don\'t touch hot bulbs.',
  }, {
    title: 'Moon Diary',
    description: 'Draw the Moon each night for a month.',
    steps: ['Look for the Moon at the same time each clear evening.', 'Draw its shape in a notebook with the date.', 'After a month, look at how the shapes changed.'],
    note: 'Sometimes the Moon is up in the daytime, so look in the morning too.',
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
    { question: 'Where does moonlight come from?', right: 'The Sun', wrong: ['The Moon makes it', 'Street lights'] },
    { question: 'What shape is the Moon really?', right: 'Round, like a ball', wrong: ['Flat like a plate', 'It really changes shape'] },
    { question: 'About how long does a full cycle of moon phases take?', right: 'About a month (29.5 days)', wrong: ['One day', 'One year'], level: 'older' },
    { question: 'What causes the phases of the Moon?', right: 'Seeing different amounts of the Moon\'s sunlit half as it orbits', wrong: ['Earth\'s shadow falling on the Moon', 'Clouds covering part of the Moon'], level: 'older' },
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
    '3-5': 'Lightning is a giant spark from a storm cloud. It makes the air super hot. The hot air goes BOOM. That boom is thunder!',
    '6-8': 'Inside storm clouds, bits of ice and water bump into each other and build up electricity. When there is enough, it jumps as a giant spark: lightning. The spark heats the air so fast that it bursts outward with a loud boom, and that sound is thunder.',
    '9-12': 'In a thunderstorm, colliding ice particles separate electric charges, with positive charge building near the top of the cloud and negative charge near the bottom. When the difference gets big enough, electricity flows through the air as lightning. The lightning channel heats the air to temperatures hotter than the surface of the Sun, and the air expands so suddenly that it creates a shock wave we hear as thunder.',
    '13+': 'Charge separation in cumulonimbus clouds, driven by collisions between graupel and ice crystals in strong updrafts, builds electric fields strong enough to break down the insulating air. The resulting discharge, within the cloud or to the ground, heats a narrow channel of air to tens of thousands of degrees in microseconds. The rapid expansion creates a pressure wave that becomes thunder; because light travels far faster than sound, you can estimate a storm\'s distance from the delay between flash and rumble.',
  },
  takeaways: {
    young: ['Lightning is a giant spark.', 'Thunder is the sound lightning makes.', 'When thunder roars, go indoors!'],
    older: ['Colliding ice in storm clouds separates electric charges.', 'Lightning heats air so fast that it explodes outward as thunder.', 'You see lightning before you hear thunder because light is faster than sound.'],
  },
  sections: [
    {
      title: 'Electricity in the Clouds',
      young: 'Storm clouds are tall and full of ice. The ice bits bump and rub. This makes electricity, like when you rub a balloon on your hair.',
      older: 'Thunderstorm clouds can tower many kilometres high, with strong winds moving up and down inside. Small ice crystals and soft hail collide, and charges separate, a bit like the static you build up by rubbing a balloon on your hair.',
      funFact: { title: 'Hotter than the Sun', text: 'A lightning bolt can heat the air around it to a temperature hotter than the surface of the Sun.' },
    },
    {
      title: 'BOOM! Where Thunder Comes From',
      young: 'Lightning is very, very hot. It makes the air push out fast. The push makes a big BOOM. That is thunder.',
      older: 'The lightning channel heats the air so quickly that the air expands violently, like a tiny explosion all along the bolt. That shock wave travels out as sound. Nearby, thunder is a sharp crack; far away, it becomes a long rumble.',
      funFact: { title: 'Struck again', text: 'Lightning can strike the same place twice. Tall buildings like the Empire State Building are hit many times a year.' },
    },
    {
      title: 'Count the Seconds, Stay Safe',
      young: 'You see the flash first. Then you hear the boom. If you hear thunder, go inside a house or a car with a grown-up.',
      older: 'Light reaches you almost instantly, but sound travels about one kilometre in three seconds (about a mile in five seconds). Count the seconds between flash and thunder to estimate how far away the lightning is. Weather services say: "When thunder roars, go indoors."',
      funFact: { title: 'Safe places', text: 'A building with plumbing and wiring, or a hard-topped car with windows closed, is a safe place in a thunderstorm.' },
    },
  ],
  deeper: {
    title: 'Charge Separation, Leaders and Return Strokes',
    content: 'The leading explanation for charge separation is non-inductive charging: in the cloud\'s mixed-phase region, collisions between falling graupel and rising ice crystals transfer charge, leaving the upper cloud mostly positive and the middle-lower region mostly negative. A cloud-to-ground flash begins with a faint stepped leader zigzagging down; when it connects with an upward streamer, a bright return stroke surges along the ionised channel. Most lightning never reaches the ground and stays within or between clouds.',
    funFact: { title: 'Fulgurites', text: 'When lightning strikes sand, it can melt it into glassy tubes called fulgurites.' },
  },
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
      'Rub a balloon on your hair or a wool sweater for about ten seconds.',
      'Hold it near small bits of paper and watch them jump up.',
      'In a dark room, touch a metal door handle after shuffling your socks on a carpet: you may see or feel a tiny spark.',
      'Talk about it: lightning is a giant version of that spark.',
    ],
    note: 'Never play outside in a thunderstorm, and never fly kites near storms or power lines.',
  }],
  analogies: [
    { title: 'A giant static shock', content: 'The tiny shock you get from a door handle on a dry day is the same idea as lightning, just billions of times smaller.' },
  ],
  realWorld: [
    { title: 'Lightning rods', content: 'Metal lightning rods on tall buildings give lightning a safe path to the ground.' },
    { title: 'Weather warnings', content: 'Weather services track storms and send alerts so people can get indoors.' },
  ],
  engaging: [
    { question: 'How many seconds did you count between the flash and the boom?', context: 'Divide by three for kilometres or by five for miles.' },
    { question: 'Why do you think thunder sometimes rumbles for a long time?', context: 'Sound comes from all along a long, twisty bolt.' },
  ],
  quiz: [
    { question: 'What is lightning?', right: 'A giant spark of electricity', wrong: ['Fire from the Sun', 'A shooting star'] },
    { question: 'What should you do when you hear thunder?', right: 'Go indoors', wrong: ['Stand under a tall tree', 'Go swimming'] },
    { question: 'Why do we see lightning before we hear thunder?', right: 'Light travels much faster than sound', wrong: ['Thunder happens later', 'Our eyes are closer to the sky'], level: 'older' },
  ],
  related: ['rainbows', 'sky-blue', 'echo'],
  links: [SITES.scijinks, britannica('lightning'), SITES.natGeoKids],
};

export const skyScienceEntries: KidEntry[] = [rainbows, gravity, moonPhases, thunderLightning];
