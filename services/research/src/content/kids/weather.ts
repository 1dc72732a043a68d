import { britannica, SITES } from '../links';
import type { KidEntry } from '../types';

// Science Explorers, weather and the year: seasons, rain, clouds, wind, snowflakes.

const READ = '2026-11-23';

const seasons: KidEntry = {
  id: 'seasons',
  module: 'Science Explorers',
  question: 'Why do we have seasons?',
  title: 'Why Do We Have Seasons?',
  blurb: 'How a tipped Earth going around the Sun makes summer, winter, spring and fall.',
  triggers: [['season'], ['seasons'], ['summer', 'winter'], ['why', 'summer', 'hot'], ['why', 'winter', 'cold'], ['earth', 'tilt*'], ['solstice'], ['equinox'], ['axis', 'tilt*']],
  quickAnswer: {
    '3-5': 'Earth is a bit tipped over. It goes around the Sun all year long. Part of the year, our side tips toward the Sun. The sun feels hot, and days are long. That is summer! When our side tips away, days get short and cold. That is winter.',
    '6-8': 'Earth is tilted, like a spinning top that leans to one side. It takes a whole year to go around the Sun. For part of the year, our half of Earth leans toward the Sun. Then sunlight shines down more straight, and days are longer. That makes summer. When our half leans away, the light is weaker and days are short. That makes winter.',
    '9-12': 'Seasons happen because Earth\'s axis is tilted, by about 23.5 degrees. The tilt points the same way in space all year as Earth orbits the Sun. So for part of the year, one half of Earth leans toward the Sun. There, sunlight strikes the ground more directly and days are longer, so it is summer. Six months later, that half leans away, and it is winter. Distance is not the cause: Earth is closest to the Sun in early January.',
    '13+': 'Earth\'s rotation axis is tilted about 23.5 degrees from the perpendicular to its orbit, and it keeps pointing the same way in space. As Earth orbits, each hemisphere takes turns leaning toward the Sun. The hemisphere tilted sunward gets sunlight at a steeper angle, so each square meter receives more energy, and it has longer days. Together these make summer. The other hemisphere has winter. The orbit is nearly circular, and Earth is actually closest to the Sun in early January, during northern winter.',
  },
  takeaways: {
    little: ['Earth is a bit tipped over.', 'Tipped toward the Sun: summer.', 'Tipped away: winter.'],
    young: ['Earth is tilted.', 'Leaning toward the Sun makes summer.', 'The two halves of Earth have opposite seasons.'],
    older: ['The tilt of Earth\'s axis causes the seasons, not its distance from the Sun.', 'Direct sunlight and long days make summer.', 'The northern and southern halves of Earth have opposite seasons.'],
  },
  sections: [
    {
      title: 'A Tipped Earth',
      little: 'Earth is like a ball that leans. It leans the same way all year. It goes round and round the Sun.',
      young: 'Earth spins like a top, but it leans a little. It always leans the same way. As Earth goes around the Sun, sometimes our half leans toward the Sun and sometimes away.',
      older: 'Earth spins around an imaginary line called its axis. The axis is tilted, and it keeps pointing toward the same spot in space. As Earth travels around the Sun, this tilt means the northern half leans sunward for part of the year. Half a year later, the southern half does.',
      funFact: { title: 'A year-long trip', text: 'One full trip of Earth around the Sun is one year.' },
    },
    {
      title: 'Straight Light Is Warm Light',
      little: 'In summer, the sun is high up in the sky. Its light is strong and warm. In winter, the sun stays low. It does not warm us as much.',
      young: 'In summer, the sun climbs high in the sky. Its light hits the ground straight on and warms it well. In winter, the sun stays low. Its light comes in at a slant and spreads out, so it warms less.',
      older: 'When sunlight hits the ground straight on, its energy lands on a small area, so the ground heats up well. When it arrives at a low slant, the same light spreads over a bigger area and heats less. Summer days are also longer, so there are more hours of heating and fewer hours to cool down at night.',
      funFact: { title: 'Try a flashlight', text: 'Shine a flashlight straight down, then at a slant. The slanted spot is bigger and dimmer.' },
    },
    {
      title: 'Opposite Seasons',
      little: 'When it is summer on one side of Earth, it is winter on the other side!',
      young: 'When the top half of Earth has summer, the bottom half has winter. So in some places, people have summer in December!',
      older: 'The two hemispheres always have opposite seasons. In December, the Northern Hemisphere has winter, while places in the Southern Hemisphere, such as Australia, have summer. Near the equator, the sun stays high all year, so it is warm all year and there is little winter.',
      funFact: { title: 'A summer holiday', text: 'In Australia, many people spend December days at the beach, because it is summer there.' },
    },
  ],
  deeper: {
    title: 'Insolation, Solstices and Equinoxes',
    content: 'The energy from sunlight on a flat surface, called insolation, depends on the sine of the sun\'s altitude. A low winter sun spreads its beam over a larger area, and the light also crosses more atmosphere. At a solstice, one pole is tilted most toward the Sun, giving the longest or shortest day of the year. At an equinox, neither pole tilts toward the Sun, and day and night are roughly equal everywhere. Earth\'s orbit is slightly elliptical, and perihelion comes in early January. The change in distance matters far less than the tilt.',
    funFact: { title: 'Closest in winter', text: 'Earth is nearest the Sun in early January, which is winter in the north.' },
  },
  glossary: [
    { term: 'Season', say: 'SEE-zun', definition: 'A part of the year with its own kind of weather: spring, summer, fall or winter.' },
    { term: 'Tilt', say: 'TILT', definition: 'A lean to one side.' },
    { term: 'Axis', say: 'AK-sis', definition: 'The imaginary line a planet spins around.' },
    { term: 'Orbit', say: 'OR-bit', definition: 'The path one thing takes around another in space.' },
    { term: 'Hemisphere', say: 'HEM-iss-feer', definition: 'Half of Earth, such as the northern half or the southern half.' },
  ],
  tryIt: [{
    title: 'Lamp and Ball',
    description: 'Act out the seasons with a ball and a lamp.',
    steps: [
      'A grown-up turns on a lamp in the middle of the room. The lamp is the Sun.',
      'Hold a ball. Tip it a little to one side.',
      'Walk around the lamp. Keep the ball tipped the same way.',
      'See which side of the ball gets the most light as you walk.',
    ],
    note: 'A grown-up handles the lamp; do not touch the hot bulb.',
  }, {
    title: 'Flashlight Sunbeams',
    description: 'See why a low sun warms less.',
    steps: [
      'Shine a flashlight straight down onto a sheet of paper.',
      'Draw around the bright spot.',
      'Now tilt the flashlight so the light comes in at a slant. Draw around the spot again.',
      'Compare the two spots. Which is bigger and dimmer? That is the winter sun.',
    ],
    note: 'Never point the flashlight into anyone\'s eyes.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'Sitting by a campfire', content: 'Face a warm fire and your front gets hot. Turn a bit away and it cools. Earth\'s halves take turns facing the Sun more.' },
  ],
  realWorld: [
    { title: 'Animals follow the seasons', content: 'Many birds fly to warmer places before winter, and some animals sleep through the cold months.' },
    { title: 'Farmers watch the seasons', content: 'Farmers plant in spring and harvest in summer and fall, when the long, warm days have helped crops grow.' },
  ],
  engaging: [
    { question: 'What is your favorite season, and why?', context: 'Think about the weather, the light and what you like to do.' },
    { question: 'Would there be seasons if Earth did not lean?', context: 'Think about whether the sun would ever be higher or lower in your sky.' },
  ],
  quiz: [
    {
      question: 'What makes the seasons happen?', right: 'Earth is tipped as it goes around the Sun', wrong: ['Earth moves much closer to the Sun in summer', 'The Sun gets hotter and colder each year'],
      skill: 'cause-effect', support: ['Earth is a bit tipped over', 'Earth is tilted', 'axis is tilted'],
    },
    {
      question: 'When one half of Earth has summer, what does the other half have?', right: 'Winter', wrong: ['Summer too', 'Spring too'],
      skill: 'recall', support: ['it is winter on the other side', 'the bottom half has winter', 'always have opposite seasons'],
    },
    {
      question: 'Why does summer sunlight warm the ground more?', right: 'It hits more directly, and days are longer', wrong: ['Earth is nearest to the Sun in summer', 'Summer sunlight is a hotter color'],
      skill: 'cause-effect', bands: ['9-12', '13+'], support: ['strikes the ground more directly and days are longer', 'Summer days are also longer'],
    },
  ],
  sources: [
    {
      claim: 'Earth\'s seasons are caused by the tilt of its axis (about 23.5 degrees), not by its distance from the Sun; the hemisphere tilted toward the Sun has summer, with more direct sunlight and longer days, while the other has winter. Six months later the situation is reversed.',
      title: 'NASA Space Place: What Causes the Seasons?',
      url: 'https://spaceplace.nasa.gov/seasons/en/',
      read: READ,
      authority: 'science-body',
    },
    {
      claim: 'The Northern Hemisphere and Southern Hemisphere have opposite seasons (in December it is summer in Australia); Earth is closest to the Sun (perihelion) in early January; solstices and equinoxes mark the year\'s longest and shortest days and the days of near-equal day and night.',
      title: 'Britannica: Season',
      url: 'https://www.britannica.com/science/season',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: ['For 3-8, "tipped toward the Sun" stands for the hemisphere\'s axis tilt relative to the Sun\'s rays.'],
  related: ['where-rain-comes-from', 'day-and-night', 'leaves-change-color'],
  links: [SITES.spacePlace, SITES.scijinks, britannica('season')],
};

const rain: KidEntry = {
  id: 'where-rain-comes-from',
  module: 'Science Explorers',
  question: 'Where does rain come from?',
  title: 'Where Does Rain Come From?',
  blurb: 'The water cycle: how water goes up into the sky and falls back down as rain.',
  triggers: [['rain'], ['raining'], ['raindrop'], ['water', 'cycle'], ['cloud', 'rain'], ['rain', 'come'], ['rain', 'fall']],
  quickAnswer: {
    '3-5': 'Rain comes from clouds. The sun warms up water in seas and puddles. The water goes up into the sky. You cannot see it. Up high, it cools and makes tiny drops. The drops make a cloud. When the drops get big and heavy, they fall. That is rain!',
    '6-8': 'Rain comes from clouds, and clouds come from water on the ground. The sun warms water in oceans, lakes and puddles. Some of it turns into an invisible gas called water vapor and rises into the sky. High up, the air is cold, so the vapor turns back into tiny drops. Lots of drops make a cloud. Drops bump together and grow. When they are too heavy to float, they fall as rain.',
    '9-12': 'Rain is one step of the water cycle. The sun heats water in oceans, lakes and soil, and some of it evaporates into water vapor. Plants give off water vapor too. Warm, moist air rises and cools. Cool air cannot hold as much vapor, so the vapor condenses onto specks of dust into cloud droplets. Inside the cloud, droplets collide and join. When they grow heavy enough, they fall as rain. The rain flows into rivers and seas, and the cycle starts again.',
    '13+': 'Rain is precipitation in the water cycle. Solar energy drives evaporation from oceans, lakes and soils, and transpiration from plants. Rising air cools as it expands, and when it reaches its dew point, vapor condenses on tiny particles called condensation nuclei, forming cloud droplets. These droplets are far too small to fall. In warm clouds they grow by collision and coalescence. In colder clouds, ice crystals grow at the expense of droplets, then melt into rain as they fall. The water then runs off or soaks into the ground, and returns to the sea.',
  },
  takeaways: {
    little: ['Rain comes from clouds.', 'The sun lifts water up into the sky.', 'Big, heavy drops fall as rain.'],
    young: ['The sun turns water into a gas that rises.', 'Cold air turns it into cloud drops.', 'Heavy drops fall as rain.'],
    older: ['Evaporation, condensation and precipitation make up the water cycle.', 'Cloud droplets form on specks of dust as rising air cools.', 'Droplets must grow much bigger before they fall as rain.'],
  },
  sections: [
    {
      title: 'Water Goes Up',
      little: 'The sun warms a puddle. Little by little, the water goes up into the air. Then the puddle is gone!',
      young: 'When the sun warms a puddle, the water slowly turns into water vapor, a gas you cannot see. This is called evaporation. The vapor rises into the sky. Oceans, lakes and even plants give off water vapor too.',
      older: 'Evaporation happens when water molecules at the surface gain enough energy to escape into the air as vapor. The sun provides that energy. Most of the water vapor in the air comes from the oceans. Plants add more through tiny openings in their leaves, a process called transpiration.',
      funFact: { title: 'Old water', text: 'The water in your glass has been going around the water cycle for a very, very long time.' },
    },
    {
      title: 'Clouds Are Made',
      little: 'High in the sky, it is cold. The water turns into tiny drops. Lots of tiny drops make a cloud.',
      young: 'High in the sky, the air is cold. Cold air makes the water vapor turn back into tiny drops of water. This is called condensation. Millions of tiny drops together make a cloud.',
      older: 'As moist air rises, it cools. Cooler air cannot hold as much water vapor, so the vapor condenses into droplets. Each droplet forms around a tiny speck of dust, salt or smoke. Billions of these droplets make a cloud.',
      funFact: { title: 'Breath clouds', text: 'On a cold day you can see your breath. That is a tiny cloud made the same way.' },
    },
    {
      title: 'Drops Fall Down',
      little: 'The tiny drops bump and join. They get bigger and bigger. Then they are too heavy. Down they fall! Plip, plop!',
      young: 'Inside a cloud, tiny drops bump into each other and join up. They grow bigger and heavier. When they are too heavy to float, they fall as rain. If it is very cold, they can fall as snow instead.',
      older: 'A cloud droplet is far too small to fall. To become a raindrop, it must grow many times larger by colliding and merging with other droplets. In cold clouds, ice crystals grow and then melt on the way down. Rain soaks into the ground or flows into rivers and back to the sea.',
      funFact: { title: 'Not teardrops', text: 'Small raindrops are round, not tear-shaped. Big ones flatten on the bottom as they fall.' },
    },
  ],
  deeper: {
    title: 'Dew Point, Condensation Nuclei and Coalescence',
    content: 'Air cools as it rises because it expands under lower pressure. When it cools to its dew point, it becomes saturated, and vapor condenses on aerosol particles called condensation nuclei. Cloud droplets are tiny, and they fall so slowly that rising air keeps them aloft. In warm clouds, larger droplets fall faster and sweep up smaller ones, a process called collision and coalescence. In mixed clouds with ice and supercooled water, ice crystals grow while droplets evaporate. This is the Bergeron process, and it makes much of the rain outside the tropics.',
    funFact: { title: 'Drizzle and rain', text: 'Drizzle has very small drops; rain has bigger ones that fall faster.' },
  },
  glossary: [
    { term: 'Evaporation', say: 'ee-vap-uh-RAY-shun', definition: 'When liquid water turns into a gas in the air.' },
    { term: 'Condensation', say: 'kon-den-SAY-shun', definition: 'When water vapor cools and turns back into liquid drops.' },
    { term: 'Water vapor', say: 'WAW-ter VAY-per', definition: 'Water as an invisible gas in the air.' },
    { term: 'Precipitation', say: 'pri-sip-ih-TAY-shun', definition: 'Water falling from clouds as rain, snow, sleet or hail.' },
    { term: 'Water cycle', say: 'WAW-ter SY-kul', definition: 'The way water moves from the ground to the sky and back again, over and over.' },
  ],
  tryIt: [{
    title: 'Cold Plate Rain',
    description: 'Watch water vapor turn into drops, like in a cloud.',
    steps: [
      'A grown-up fills a mug with warm tap water.',
      'Hold a cold plate over the mug for a minute.',
      'Look under the plate. Do you see tiny drops?',
      'Wait and watch. Do the drops join and drip down like rain?',
    ],
    note: 'A grown-up handles the warm water. Use warm tap water, not hot water.',
  }, {
    title: 'Water Cycle in a Bag',
    description: 'Make a mini water cycle on a sunny window.',
    steps: [
      'Draw a sun, a cloud and some waves on a zip bag with a marker.',
      'Pour in a little water with a few drops of blue food coloring, then seal the bag.',
      'Tape the bag to a sunny window.',
      'Check it over a few days. Look for drops at the top and drips sliding down.',
    ],
    note: 'Keep the bag sealed. A grown-up can help tape it up high.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A bathroom mirror', content: 'After a warm bath, the mirror gets foggy. Warm, wet air touches the cold glass and makes tiny drops, just like in a cloud.' },
  ],
  realWorld: [
    { title: 'Rain fills our taps', content: 'Rain fills rivers, lakes and underground water, which is where the water in our taps comes from.' },
  ],
  engaging: [
    { question: 'Where does a puddle go when it dries up?', context: 'Think about the sun and the sky.' },
    { question: 'Why do you think some places get lots of rain and others very little?', context: 'Think about oceans, mountains and winds.' },
  ],
  quiz: [
    {
      question: 'Where does rain fall from?', right: 'Clouds', wrong: ['The Sun', 'The Moon'],
      skill: 'recall', support: ['Rain comes from clouds', 'Rain is one step of the water cycle', 'Rain is precipitation'],
    },
    {
      question: 'What makes the water go up into the sky?', right: 'The sun warming it', wrong: ['The wind sucking it up', 'Birds carrying it'],
      skill: 'cause-effect', support: ['The sun warms up water', 'The sun warms water', 'The sun heats water', 'The sun provides that energy'],
    },
    {
      question: 'What happens to water vapor when it cools high up?', right: 'It turns into tiny drops', wrong: ['It turns into smoke', 'It disappears for good'],
      skill: 'sequence', support: ['it cools and makes tiny drops', 'turns back into tiny drops', 'condenses onto specks of dust', 'the vapor condenses into droplets'],
    },
  ],
  sources: [
    {
      claim: 'In the water cycle, the sun heats water in oceans, lakes and on land so it evaporates into water vapor; the vapor rises, cools and condenses into cloud droplets; droplets join and grow until they are heavy enough to fall as rain or snow, and the water flows back to rivers and the ocean.',
      title: 'NOAA Education: Water Cycle',
      url: 'https://www.noaa.gov/education/resource-collections/freshwater/water-cycle',
      read: READ,
      authority: 'science-body',
    },
    {
      claim: 'Cloud droplets form on condensation nuclei when rising air cools to its dew point; raindrops grow by collision and coalescence in warm clouds, or by the ice-crystal (Bergeron) process in cold clouds, where ice crystals grow, fall and melt; small raindrops are nearly spherical.',
      title: 'Britannica: Cloud (meteorology), cloud physics and precipitation',
      url: 'https://www.britannica.com/science/cloud-meteorology',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: ['For 3-8, cloud droplets are said to form when vapor "cools"; the role of dust particles is added from 9 up.'],
  related: ['clouds', 'rainbows', 'thunder-lightning'],
  links: [SITES.spacePlace, SITES.scijinks, britannica('water cycle')],
};

const clouds: KidEntry = {
  id: 'clouds',
  module: 'Science Explorers',
  question: 'What are clouds made of?',
  title: 'What Are Clouds Made Of?',
  blurb: 'Tiny drops of water and bits of ice, floating high in the sky.',
  triggers: [['cloud'], ['clouds'], ['cloudy'], ['fog']],
  quickAnswer: {
    '3-5': 'Clouds are made of water! A cloud has lots and lots of tiny water drops. Some clouds have tiny bits of ice too. The drops are so small, they float in the air.',
    '6-8': 'Clouds are made of billions of tiny drops of water, or tiny bits of ice when it is very cold. Each drop is so small and light that it floats in the air. Clouds look white because the drops bounce sunlight in every direction. Very thick clouds look gray because less light gets through.',
    '9-12': 'A cloud is a huge crowd of tiny water droplets or ice crystals floating in the air. They form when rising air cools and its water vapor condenses onto specks of dust, salt or smoke. The droplets are so small that gentle rising air keeps them up. Clouds look white because droplets scatter all colors of sunlight equally. Thick clouds look gray underneath because little light makes it through.',
    '13+': 'Clouds are visible masses of water droplets, ice crystals, or both, suspended in the atmosphere. They form when air cools to its dew point, usually by rising, and vapor condenses on aerosol particles. Droplets are small enough that their fall speed is tiny, so updrafts hold them aloft. Because droplets are much larger than the wavelengths of visible light, they scatter all colors about equally, so clouds look white. Deep or dense clouds absorb and scatter away so much light that their bases look gray.',
  },
  takeaways: {
    little: ['Clouds are made of tiny water drops.', 'Some clouds have bits of ice.', 'The drops are so small they float.'],
    young: ['Clouds are tiny drops of water or bits of ice.', 'The drops are small enough to float.', 'Thick clouds look gray.'],
    older: ['Clouds are droplets or ice crystals suspended in air.', 'They form when rising air cools and vapor condenses.', 'Droplets scatter all colors of light, so clouds look white.'],
  },
  sections: [
    {
      title: 'Tiny Drops That Float',
      little: 'A cloud drop is very, very small. It is much smaller than a raindrop. It is so light that it floats.',
      young: 'A cloud drop is much smaller than a raindrop. It is so tiny and light that air moving upward keeps it floating, like dust dancing in a sunbeam.',
      older: 'Cloud droplets are many times smaller than raindrops. They fall so slowly that even gentle updrafts keep them aloft. A cloud can hold a lot of water in total, spread across countless droplets.',
      funFact: { title: 'Heavy but floating', text: 'A big, puffy cloud holds a lot of water, but it is spread out in tiny drops, so it floats.' },
    },
    {
      title: 'Why White, Why Gray?',
      little: 'Sunlight shines on the drops. The drops make the cloud look white. A very thick cloud looks gray.',
      young: 'Sunlight bounces off the cloud drops in every direction, so clouds look white. When a cloud is very thick, not much light gets through to the bottom, so it looks gray. Gray clouds often bring rain.',
      older: 'Droplets scatter all colors of sunlight about equally, and the mix of all colors looks white. In a thick cloud, light is scattered and absorbed so many times that little reaches the base, so it looks gray or dark. Dark bases often mean a deep cloud that may rain.',
      funFact: { title: 'Fog is a cloud', text: 'Fog is a cloud that forms down at the ground.' },
    },
    {
      title: 'Kinds of Clouds',
      young: 'Puffy, cotton-ball clouds are cumulus clouds. Flat gray blankets are stratus clouds. Thin, wispy clouds high up are cirrus clouds, made of ice.',
      older: 'Clouds are named by shape and height. Cumulus clouds are puffy heaps. Stratus clouds are flat gray layers. Cirrus clouds are thin wisps high up, made of ice crystals. Towering cumulonimbus clouds can bring heavy rain and hail.',
      funFact: { title: 'Cloud names', text: 'Cloud names come from Latin: cumulus means heap, and stratus means layer.' },
    },
  ],
  deeper: {
    title: 'Condensation Nuclei and Scattering',
    content: 'Clouds form when air is cooled to saturation, usually by lifting: rising over mountains, along weather fronts, or in convection. Pure water vapor would need extreme supersaturation to form drops, so droplets condense on aerosols called cloud condensation nuclei. Above freezing level, supercooled droplets and ice crystals can coexist. Clouds look white because droplets are larger than visible wavelengths, so scattering barely depends on color. Optically thick clouds send much of the light back upward, so their bases look gray from below.',
    funFact: { title: 'Brightest from above', text: 'From an airplane, the tops of thick clouds look brilliant white, even when the bottoms look dark from the ground.' },
  },
  glossary: [
    { term: 'Droplet', say: 'DROP-let', definition: 'A very small drop of water.' },
    { term: 'Water vapor', say: 'WAW-ter VAY-per', definition: 'Water as an invisible gas in the air.' },
    { term: 'Condense', say: 'kun-DENSS', definition: 'To change from a gas into a liquid, like vapor into drops.' },
    { term: 'Cumulus', say: 'KYOOM-yuh-lus', definition: 'A puffy, heaped-up kind of cloud.' },
    { term: 'Ice crystal', say: 'ICE KRIS-tul', definition: 'A tiny piece of ice with a regular shape.' },
  ],
  tryIt: [{
    title: 'Cloud Spotting',
    description: 'Look at clouds and what they look like.',
    steps: [
      'Go outside with a grown-up on a day with clouds.',
      'Lie on the grass and look up.',
      'Are the clouds white or gray? Puffy or flat?',
      'What shapes can you see? An animal? A boat?',
    ],
    note: 'Look at the clouds, never at the sun.',
  }, {
    title: 'Cloud Diary',
    description: 'Track the clouds and the weather for a week.',
    steps: [
      'Each day, look at the sky at the same time.',
      'Draw the clouds and write their kind: cumulus, stratus or cirrus.',
      'Write down what the weather did later that day.',
      'After a week, look for patterns. Which clouds came before rain?',
    ],
    note: 'Never look straight at the sun when you look at clouds.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A bathroom mirror', content: 'Steam from a warm shower makes tiny drops on a cold mirror. A cloud is made of drops like that, floating in the sky.' },
  ],
  realWorld: [
    { title: 'Weather forecasters', content: 'Forecasters watch clouds from the ground and from satellites to tell what weather is coming.' },
  ],
  engaging: [
    { question: 'What shapes have you seen in the clouds?', context: 'Next time you are outside, look up and find one.' },
    { question: 'Why might a cloud stay in one place over a mountain?', context: 'Think about air rising up the side of the mountain.' },
  ],
  quiz: [
    {
      question: 'What are clouds made of?', right: 'Tiny drops of water or bits of ice', wrong: ['Cotton and fluffy smoke', 'Soft white puffs of air'],
      skill: 'recall', support: ['Clouds are made of water', 'tiny drops of water', 'tiny water droplets'],
    },
    {
      question: 'Why do very thick clouds look gray?', right: 'Less sunlight gets through them', wrong: ['They are full of dirt', 'They are made of smoke'],
      skill: 'cause-effect', support: ['A very thick cloud looks gray', 'less light gets through', 'not much light gets through', 'little light makes it through', 'looks gray or dark'],
    },
    {
      question: 'What is a puffy cloud called?', right: 'A cumulus cloud', wrong: ['A stratus cloud', 'A cirrus cloud'],
      skill: 'vocabulary', bands: ['6-8', '9-12', '13+'], support: ['are cumulus clouds', 'Cumulus clouds are puffy heaps'],
    },
  ],
  sources: [
    {
      claim: 'Clouds are made of tiny water droplets and/or ice crystals; droplets scatter all wavelengths of visible light about equally, so clouds look white, and thick clouds look gray because less light passes through them.',
      title: 'NOAA JetStream: The Color of Clouds',
      url: 'https://www.noaa.gov/jetstream/clouds/color-of-clouds',
      read: READ,
      authority: 'science-body',
    },
    {
      claim: 'Clouds form when air cools to saturation and water vapor condenses on condensation nuclei; clouds are classified by form and height (cumulus = heap, stratus = layer, from Latin; cirrus are high ice-crystal clouds; cumulonimbus are tall clouds that bring heavy rain and hail); fog is a cloud at ground level.',
      title: 'Britannica: Cloud (meteorology)',
      url: 'https://www.britannica.com/science/cloud-meteorology',
      read: READ,
      authority: 'reference',
    },
  ],
  related: ['where-rain-comes-from', 'snowflakes', 'sky-blue'],
  links: [SITES.scijinks, britannica('cloud'), SITES.natGeoKids],
};

const wind: KidEntry = {
  id: 'wind',
  module: 'Science Explorers',
  question: 'What makes the wind blow?',
  title: 'What Makes the Wind Blow?',
  blurb: 'Air on the move: how the sun warming the ground unevenly makes wind.',
  triggers: [['wind'], ['windy'], ['breeze']],
  quickAnswer: {
    '3-5': 'Wind is air that moves. The sun warms the ground. Warm air goes up. Cool air rushes in to take its place. That moving air is wind! You cannot see it, but you can feel it.',
    '6-8': 'Wind is moving air. The sun warms some places more than others. Air over a warm place heats up, gets lighter and rises. Cooler air nearby rushes in to fill the space. That rushing air is the wind. The bigger the difference between warm and cool places, the stronger the wind blows.',
    '9-12': 'Wind is air moving from one place to another. It starts because the sun heats Earth unevenly. Land, water, forests and deserts warm at different speeds. Warm air expands and rises, leaving lower air pressure below. Cooler, denser air flows in from areas of higher pressure. Air always moves from high pressure toward low pressure. The bigger the pressure difference, the faster the wind. Earth\'s spin also bends winds into curving paths.',
    '13+': 'Wind is the horizontal movement of air, driven by differences in air pressure. Uneven solar heating is the root cause. Warmer air is less dense, so surface pressure changes from place to place. The pressure-gradient force pushes air from high toward low pressure. Over large distances, the Coriolis effect of Earth\'s rotation deflects moving air. So large-scale winds blow nearly along the lines of equal pressure rather than straight across them. Friction with the ground slows surface winds and turns them partly toward low pressure.',
  },
  takeaways: {
    little: ['Wind is moving air.', 'The sun warms the air.', 'Cool air rushes in to make wind.'],
    young: ['Wind is moving air.', 'Warm air rises, and cool air rushes in.', 'Uneven warming by the sun starts the wind.'],
    older: ['Wind is air moving from high pressure to low pressure.', 'Uneven heating by the sun creates the pressure differences.', 'Earth\'s spin bends winds into curving paths.'],
  },
  sections: [
    {
      title: 'Warm Air Goes Up',
      little: 'Warm air is light. It floats up, up, up. Think of a hot air balloon!',
      young: 'When air gets warm, it spreads out and becomes lighter. Light, warm air rises, like a hot air balloon. The sun warms the ground, and the ground warms the air above it.',
      older: 'Air expands when it is heated, so the same amount of air takes up more space and becomes less dense. Less dense air rises, like a hot air balloon. The sun heats the ground and sea, and they heat the air touching them. Different surfaces heat at different rates.',
      funFact: { title: 'Birds ride warm air', text: 'Big birds like hawks can soar in circles on rising warm air without flapping.' },
    },
    {
      title: 'Cool Air Rushes In',
      little: 'When warm air goes up, cool air comes in. Whoosh! That is the wind.',
      young: 'When warm air rises, cooler air nearby moves in to fill the gap. That moving air is wind. At the beach on a sunny day, the land warms faster than the sea, so a cool breeze blows in from the water.',
      older: 'Rising warm air leaves lower pressure at the surface, and cooler, denser air flows in from higher pressure. A sea breeze is a clear example: on sunny days, land heats faster than water, so cool air flows from sea to land. At night, the land cools faster, and the breeze can reverse.',
      funFact: { title: 'Named for where they come from', text: 'Winds are named for the direction they blow from. A north wind blows from the north.' },
    },
    {
      title: 'Big Winds Around the World',
      young: 'The sun warms the middle of Earth more than the top and bottom. So huge winds move warm and cold air around the whole planet. Earth\'s spinning makes these big winds curve.',
      older: 'The tropics get more direct sunlight than the poles, so air circulates on a planet-wide scale. Earth\'s rotation deflects moving air, a result called the Coriolis effect. Together these make steady global wind belts, like the trade winds, which sailors once relied on.',
      funFact: { title: 'Wind power', text: 'Wind turbines turn the energy of moving air into electricity.' },
    },
  ],
  deeper: {
    title: 'Pressure Gradients, Coriolis and Friction',
    content: 'Air pressure is the weight of the air column above a place. Horizontal differences in temperature make differences in pressure, and the pressure-gradient force accelerates air toward lower pressure. Because Earth rotates, moving air is deflected to the right in the Northern Hemisphere and to the left in the Southern Hemisphere. Above the friction layer, the two forces balance, giving a geostrophic wind that flows parallel to the isobars. Near the surface, friction slows the wind, so it crosses isobars toward low pressure. This is why air spirals into storms.',
    funFact: { title: 'Isobars', text: 'On weather maps, lines of equal pressure are called isobars. Where they crowd together, the wind is strong.' },
  },
  glossary: [
    { term: 'Wind', say: 'WIND', definition: 'Air that is moving.' },
    { term: 'Breeze', say: 'BREEZ', definition: 'A gentle wind.' },
    { term: 'Air pressure', say: 'AIR PRESH-er', definition: 'How hard the air presses down and around, because of its weight.' },
    { term: 'Dense', say: 'DENSS', definition: 'Packed closely together. Cool air is denser than warm air.' },
    { term: 'Weather vane', say: 'WETH-er VAYN', definition: 'A pointer on a pole that shows which way the wind blows.' },
  ],
  tryIt: [{
    title: 'Wind Catcher',
    description: 'See and feel the wind with a ribbon.',
    steps: [
      'Tie a ribbon or strip of paper to a stick.',
      'Go outside with a grown-up.',
      'Hold the stick up high. Does the ribbon wave?',
      'Turn around slowly. Which way does the wind push the ribbon?',
    ],
    note: 'Stay away from roads while you play with your wind catcher.',
    bands: ['3-5', '6-8'],
  }, {
    title: 'Be a Wind Scientist',
    description: 'Measure which way the wind blows for a week.',
    steps: [
      'Tape a strip of paper to the end of a pencil to make a wind flag.',
      'Use a compass app or the sun in the morning to find north, south, east and west outside.',
      'Each day, write which way the flag points and how strongly it flaps.',
      'Compare with the weather. Does a change in wind come before a change in weather?',
    ],
    note: 'Do this in a safe place away from roads, with a grown-up nearby. Never look at the sun.',
    bands: ['9-12', '13+'],
  }],
  analogies: [
    { title: 'Opening the fridge', content: 'Open a fridge on a warm day and you can feel cold air spill out onto your feet. Cool air flowing toward a warmer place is how wind works too.' },
  ],
  realWorld: [
    { title: 'Sailing and kites', content: 'Sailboats, kites and windmills all use the push of moving air.' },
  ],
  engaging: [
    { question: 'How can you tell the wind is blowing if you cannot see air?', context: 'Look at trees, flags, clouds and puddles.' },
    { question: 'Why might it be windy at the beach on a sunny afternoon?', context: 'Think about which warms faster, the sand or the sea.' },
  ],
  quiz: [
    {
      question: 'What is wind?', right: 'Moving air', wrong: ['Trees waving', 'Clouds breathing'],
      skill: 'vocabulary', support: ['Wind is air that moves', 'Wind is moving air', 'Wind is air moving'],
    },
    {
      question: 'What does warm air do?', right: 'It rises', wrong: ['It sinks to the ground', 'It freezes into ice'],
      skill: 'recall', support: ['Warm air goes up', 'warm air rises', 'Warm air expands and rises'],
    },
    {
      question: 'Which way does air flow?', right: 'From high pressure to low pressure', wrong: ['From low pressure to high pressure', 'Only from the north to the south'],
      skill: 'cause-effect', bands: ['9-12', '13+'], support: ['Air always moves from high pressure toward low pressure', 'pushes air from high toward low pressure'],
    },
  ],
  sources: [
    {
      claim: 'Wind is air moving from areas of high pressure toward areas of low pressure; pressure differences come from the sun heating Earth\'s surface unevenly (land heats and cools faster than water, which drives sea breezes by day); the closer together the isobars, the stronger the pressure gradient and the wind; the trade winds are part of the global circulation.',
      title: 'NOAA JetStream (National Weather Service): Origin of Wind',
      url: 'https://www.noaa.gov/jetstream/synoptic/origin-of-wind',
      read: READ,
      authority: 'science-body',
    },
    {
      claim: 'The Coriolis force, an effect of Earth\'s rotation, deflects moving air to the right in the Northern Hemisphere and to the left in the Southern Hemisphere; above the friction layer, winds blow nearly parallel to isobars (geostrophic wind), while surface friction slows the wind and turns it toward low pressure.',
      title: 'Britannica: Coriolis force',
      url: 'https://www.britannica.com/science/Coriolis-force',
      read: READ,
      authority: 'reference',
    },
  ],
  related: ['clouds', 'where-rain-comes-from', 'seasons'],
  links: [SITES.scijinks, britannica('wind'), SITES.natGeoKids],
};

const snowflakes: KidEntry = {
  id: 'snowflakes',
  module: 'Science Explorers',
  question: 'How do snowflakes form?',
  title: 'How Do Snowflakes Form?',
  blurb: 'How water vapor in a cold cloud grows into a six-sided ice crystal.',
  triggers: [['snowflake'], ['snow', 'flake*'], ['snow', 'form*'], ['snow', 'made'], ['snow', 'make'], ['snow', 'come'], ['snow', 'crystal*'], ['how', 'snow']],
  quickAnswer: {
    '3-5': 'Snowflakes are made of ice. High in a very cold cloud, water freezes into a tiny bit of ice. More water sticks on, and it grows. It grows six arms! Then it is heavy, and it falls down as a snowflake.',
    '6-8': 'A snowflake starts high in a freezing cold cloud. Water vapor freezes onto a tiny speck of dust and makes a little ice crystal. More water vapor freezes onto it, and it grows. Ice crystals have six sides, so snowflakes grow six arms. When they are heavy enough, they fall. If the air below is cold too, they reach the ground as snow.',
    '9-12': 'A snowflake begins when water vapor in a cold cloud freezes onto a tiny particle, such as dust or pollen. This forms an ice crystal. The crystal grows as more vapor freezes straight onto it. Water molecules lock together in a six-sided pattern, so snow crystals have six sides or six arms. Temperature and moisture decide the shape: flat plates, long needles or branching stars. Each crystal follows its own path through the cloud, so no two look exactly alike.',
    '13+': 'Snow crystals form when water vapor deposits directly as ice onto an ice nucleus, often a dust or pollen particle, in a cloud below freezing. The hexagonal symmetry comes from the way water molecules hydrogen-bond in ordinary ice. Growth habit depends mostly on temperature, with humidity deciding how elaborate the crystal becomes. Plates, columns, needles and branching dendrites form in different temperature ranges. As a crystal falls, it passes through changing conditions, so each grows its own history. Snowflakes are often clumps of many crystals stuck together.',
  },
  takeaways: {
    little: ['Snowflakes are made of ice.', 'They grow in very cold clouds.', 'Snowflakes have six arms.'],
    young: ['A snowflake starts as a tiny ice crystal in a cold cloud.', 'It grows as more water freezes on.', 'Snow crystals have six sides.'],
    older: ['Water vapor freezes directly onto a particle to make an ice crystal.', 'The six-sided shape comes from how water molecules fit together.', 'Temperature and moisture decide each crystal\'s shape.'],
  },
  sections: [
    {
      title: 'A Tiny Start',
      little: 'Up in a cold cloud, there is a tiny speck of dust. Water freezes on it. Now it is a tiny bit of ice!',
      young: 'High up, a cloud can be colder than a freezer. Water vapor freezes onto a tiny speck of dust. This makes a tiny ice crystal, the seed of a snowflake.',
      older: 'In a cloud below freezing, water vapor can turn straight into ice on a tiny particle such as dust or pollen. This skips the liquid step. The first tiny crystal is the seed that the snowflake grows from.',
      funFact: { title: 'A speck in the middle', text: 'Many snowflakes have a tiny speck of dust at their center.' },
    },
    {
      title: 'Six Arms',
      little: 'The ice grows and grows. It grows six arms, like a star. Count them: one, two, three, four, five, six!',
      young: 'More water vapor freezes onto the crystal, and it grows. The tiny bits of water in ice always fit together in a six-sided pattern. That is why snowflakes have six sides or six arms.',
      older: 'Water molecules in ice lock into a six-sided pattern. As the crystal grows, the corners stick out into the moist air and grab vapor a little faster. That is how arms and branches form on the six points.',
      funFact: { title: 'Always six', text: 'Snow crystals have six sides or six arms, never eight.' },
    },
    {
      title: 'No Two Quite the Same',
      young: 'Each snowflake takes its own path down through the cloud. It meets slightly different cold and wet air on the way. So each one grows in its own way, and big snowflakes almost never look exactly alike.',
      older: 'Shape depends on temperature and moisture. Some conditions make flat plates, others needles or columns, and others branching stars. A falling crystal passes through many conditions. So complex snowflakes each carry their own record of their trip.',
      funFact: { title: 'Clumps of crystals', text: 'Big, fluffy snowflakes are often many crystals stuck together.' },
    },
  ],
  deeper: {
    title: 'Deposition, Ice Nuclei and Growth Habits',
    content: 'Snow crystals grow by deposition, where vapor turns directly into ice. In mixed clouds, the air is supersaturated relative to ice but not to liquid water. So ice crystals grow while nearby supercooled droplets evaporate. Ice nuclei, such as mineral dust or biological particles, let freezing start at temperatures where pure droplets would stay liquid. The hexagonal lattice of ordinary ice sets the six-fold symmetry. Branching happens because corners stick out into air richer in vapor and grow faster than the flat faces between them.',
    funFact: { title: 'Snow looks white', text: 'Ice is clear, but the many edges of snow crystals scatter light in every direction.' },
  },
  glossary: [
    { term: 'Snowflake', say: 'SNOH-flayk', definition: 'A piece of falling snow: one ice crystal or a clump of them.' },
    { term: 'Ice crystal', say: 'ICE KRIS-tul', definition: 'A tiny piece of ice with a regular shape.' },
    { term: 'Freeze', say: 'FREEZ', definition: 'To turn from water into ice when it gets cold.' },
    { term: 'Water vapor', say: 'WAW-ter VAY-per', definition: 'Water as an invisible gas in the air.' },
    { term: 'Hexagon', say: 'HEK-suh-gon', definition: 'A flat shape with six sides.' },
  ],
  tryIt: [{
    title: 'Paper Snowflakes',
    description: 'Fold and cut a six-armed snowflake.',
    steps: [
      'Take a square of paper and fold it in half to make a triangle.',
      'Fold it into three parts, like a fan, to make six sections.',
      'A grown-up helps cut small shapes out of the edges with safety scissors.',
      'Open it up. Count the arms. Are there six?',
    ],
    note: 'A grown-up does any cutting with sharp scissors.',
  }, {
    title: 'Catch a Snowflake',
    description: 'Look closely at real snowflakes on a snowy day.',
    steps: [
      'Put a piece of dark paper or cloth in the freezer for a while.',
      'On a snowy day, take it outside with a grown-up and let a few snowflakes land on it.',
      'Look closely with a magnifying glass. Count the arms.',
      'Draw what you see before it melts.',
    ],
    note: 'Dress warmly and stay outside only a short time.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'Frost on a window', content: 'On a cold morning, frost makes feathery patterns on a window. Snowflakes grow the same way: water vapor freezing straight into ice.' },
  ],
  realWorld: [
    { title: 'Snow makers', content: 'Ski slopes spray tiny water drops into cold air to make snow when not enough falls.' },
  ],
  engaging: [
    { question: 'What do you think a snowflake looks like up close?', context: 'Draw one with six arms.' },
    { question: 'Why do you think some snowflakes are tiny and some are big and fluffy?', context: 'Think about crystals sticking together.' },
  ],
  quiz: [
    {
      question: 'What is a snowflake made of?', right: 'Ice', wrong: ['Cotton', 'Salt'],
      skill: 'recall', support: ['Snowflakes are made of ice', 'ice crystal'],
    },
    {
      question: 'How many arms does a snowflake have?', right: 'Six', wrong: ['Four', 'Eight'],
      skill: 'recall', support: ['It grows six arms', 'six arms', 'six sides'],
    },
    {
      question: 'Why do snowflakes have six sides?', right: 'Ice fits together in six-sided patterns', wrong: ['Clouds cut them into six pieces', 'Wind folds them into six parts'],
      skill: 'cause-effect', bands: ['6-8', '9-12', '13+'], support: ['fit together in a six-sided pattern', 'lock together in a six-sided pattern', 'lock into a six-sided pattern'],
    },
  ],
  sources: [
    {
      claim: 'Snowflakes form when water vapor freezes onto a dust or pollen particle in a cold cloud, creating an ice crystal that grows as more vapor freezes onto it; snow crystals are six-sided because of how water molecules arrange in ice; temperature and humidity decide their shape (plates, columns, needles, dendrites); snowflakes are often clumps of many crystals.',
      title: 'Britannica: Snow (weather)',
      url: 'https://www.britannica.com/science/snow-weather',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'A snowflake begins when a super-cooled cloud droplet freezes onto a pollen or dust particle in the sky, creating an ice crystal; as it falls, water vapor freezes onto it, building new crystals on its six arms; because each takes a slightly different path, no two snowflakes are likely to be exactly alike.',
      title: 'NOAA: How do snowflakes form? Get the science behind snow',
      url: 'https://www.noaa.gov/stories/how-do-snowflakes-form-science-behind-snow',
      read: READ,
      authority: 'science-body',
    },
  ],
  related: ['clouds', 'where-rain-comes-from', 'seasons'],
  links: [SITES.scijinks, britannica('snow'), SITES.natGeoKids],
};

export const weatherEntries: KidEntry[] = [seasons, rain, clouds, wind, snowflakes];
