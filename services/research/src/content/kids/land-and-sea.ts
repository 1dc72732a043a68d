import { britannica, SITES } from '../links';
import type { KidEntry } from '../types';

// Science Explorers: the Earth, weather, oceans (issue 10 §1, batch 3).

const READ = '2026-11-23';

const tornadoes: KidEntry = {
  id: 'tornadoes',
  module: 'Science Explorers',
  question: 'What is a tornado?',
  title: 'What Is a Tornado?',
  blurb: 'A spinning column of wind that reaches down from a storm cloud, and how to stay safe.',
  triggers: [['tornado'], ['tornadoes'], ['twister'], ['funnel', 'cloud'], ['tornado', 'alley']],
  quickAnswer: {
    '3-5': 'A tornado is wind that spins very fast. It comes down from a big storm cloud. It looks like a long funnel. If a grown-up says a tornado is near, go inside to a safe room.',
    '6-8': 'A tornado is a spinning tube of wind that reaches from a storm cloud down to the ground. It can spin faster than a race car. Tornadoes form in big thunderstorms, when winds blow different ways at different heights. The air starts to spin and gets stretched down to the ground. If there is a tornado warning, go inside to a small room on the lowest floor, away from windows.',
    '9-12': 'A tornado is a violently rotating column of air that stretches from a thunderstorm cloud to the ground. Most strong tornadoes come from supercells, huge storms with a rotating updraft. Winds that change speed and direction with height make the air roll. The storm\'s updraft tilts that rolling air upright and it tightens into a funnel. The United States has more tornadoes than any other country, about 1,200 a year. In a tornado warning, get inside a sturdy building, to the lowest floor and an inner room.',
    '13+': 'A tornado is a rotating column of air in contact with both the ground and a cumulonimbus cloud. Most strong tornadoes form in supercells, whose rotating updraft is called a mesocyclone. Wind shear creates horizontal spin that the updraft tilts vertical, and downdrafts help focus it near the ground. Tornado strength is rated after the event on the Enhanced Fujita scale, from EF0 to EF5, using the damage it caused. A tornado watch means conditions favor tornadoes. A warning means one is happening or is indicated by radar: get inside to a basement or an interior room on the lowest floor.',
  },
  takeaways: {
    little: ['A tornado is fast spinning wind.', 'It comes from a big storm cloud.', 'Go inside to a safe room if one is near.'],
    young: ['A tornado is a spinning tube of wind.', 'It forms in big thunderstorms.', 'In a warning, go inside to a small room away from windows.'],
    older: ['A tornado is a rotating column of air from a thunderstorm to the ground.', 'Most strong tornadoes come from spinning storms called supercells.', 'In a warning, go to the lowest floor and an inner room.'],
  },
  sections: [
    {
      title: 'Stay Safe in a Tornado',
      little: 'If a tornado is coming, go inside fast. Go to the lowest room. Stay away from windows. Cover your head.',
      young: 'When there is a tornado warning, go inside right away. Go to a basement or a small room in the middle of the house, like a closet or bathroom. Stay away from windows and cover your head.',
      older: 'In a tornado warning, get inside a sturdy building at once. Go to a basement, storm shelter or small interior room on the lowest floor, away from windows. Protect your head and neck. Mobile homes and cars are not safe places to stay.',
      funFact: { title: 'Watch or warning?', text: 'A tornado watch means be ready. A tornado warning means take shelter now.' },
    },
    {
      title: 'How a Tornado Starts',
      little: 'Wind blows one way down low. It blows another way up high. The air starts to roll and spin. Then the spin reaches the ground!',
      young: 'In a big storm, wind near the ground blows one way and wind higher up blows faster or another way. This makes the air roll like a rolling pin. The storm\'s rising air tips the roll up and makes it spin like a top.',
      older: 'Changing winds with height, called wind shear, set air rolling sideways. A strong updraft tilts the rolling air upright, so the whole storm begins to rotate. Sometimes the spin tightens and stretches to the ground. Then it becomes a tornado.',
      funFact: { title: 'Seeing it', text: 'A tornado is clear air at first. It becomes visible when it picks up water droplets, dust and debris.' },
    },
    {
      title: 'Where Tornadoes Happen',
      young: 'Tornadoes happen in many countries, but the United States has the most. Many form in spring in the middle of the country.',
      older: 'The central United States gets the most tornadoes in the world, about 1,200 a year. There, warm moist air from the Gulf of Mexico meets dry air from the west and cold air from Canada. Spring and early summer are peak seasons.',
      funFact: { title: 'Storm chasers', text: 'Scientists drive special trucks with radar near storms to learn how tornadoes form.' },
    },
  ],
  deeper: {
    title: 'Supercells, Mesocyclones and the EF Scale',
    content: 'Supercells are long-lived thunderstorms with a persistent rotating updraft, the mesocyclone, several kilometers wide. Doppler radar can detect this rotation before a tornado forms, which gives time for warnings. Not every mesocyclone makes a tornado. Research suggests that the rear-flank downdraft and low-level wind shear help decide which ones do. The Enhanced Fujita scale estimates wind speeds from damage to buildings and trees. EF0 damage is light, and EF5 means well-built houses are swept away.',
    funFact: { title: 'Radar hooks', text: 'On radar, a storm that may make a tornado often shows a hook-shaped echo.' },
  },
  glossary: [
    { term: 'Tornado', say: 'tor-NAY-doh', definition: 'A fast-spinning column of wind that reaches from a storm cloud to the ground.' },
    { term: 'Funnel', say: 'FUN-ul', definition: 'A shape that is wide at the top and narrow at the bottom.' },
    { term: 'Thunderstorm', say: 'THUN-der-storm', definition: 'A storm with rain, thunder and lightning.' },
    { term: 'Warning', say: 'WOR-ning', definition: 'A message that danger is happening now, so take shelter.' },
  ],
  tryIt: [{
    title: 'Tornado in a Bottle',
    description: 'Make a swirling funnel of water.',
    steps: ['Fill a clear plastic bottle almost full of water with a grown-up.', 'Add a drop of dish soap and screw the cap on tight.', 'Swirl the bottle in circles, then stop and hold it still.', 'Watch the spinning funnel inside!'],
    note: 'Use a plastic bottle, not glass, and keep the cap on tight.',
  }, {
    title: 'Make a Safety Plan',
    description: 'Plan where your family would go in a tornado warning.',
    steps: ['With a grown-up, walk through your home.', 'Find the lowest floor and a small room with no windows.', 'Decide what to bring: shoes, a flashlight and a helmet or pillow for your head.', 'Practice going there quickly together.'],
    note: 'Practicing helps everyone stay calm if a real warning comes.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A spinning skater', content: 'When a skater pulls in their arms, they spin faster. When a storm\'s spin is stretched thin, it speeds up too.' },
  ],
  realWorld: [
    { title: 'Warning sirens', content: 'Many towns have sirens and phone alerts that tell people when to take shelter from a tornado.' },
  ],
  engaging: [
    { question: 'Where is the safest room in your home?', context: 'Think about the lowest floor and rooms without windows.' },
    { question: 'Why do you think a tornado spins faster when it gets thinner?', context: 'Think about a spinning skater pulling in their arms.' },
  ],
  quiz: [
    {
      question: 'What is a tornado?', right: 'Wind spinning very fast', wrong: ['A big wave of water', 'A very heavy rain'],
      skill: 'vocabulary', support: ['wind that spins very fast', 'spinning tube of wind', 'rotating column of air'],
    },
    {
      question: 'Where should you go in a tornado warning?', right: 'Inside, to a low room without windows', wrong: ['Outside, to watch the funnel', 'Into a car to drive away fast'],
      skill: 'recall', support: ['go inside to a safe room', 'Go to the lowest room', 'away from windows'],
    },
    {
      question: 'What kind of storm makes most tornadoes?', right: 'A big thunderstorm', wrong: ['A quiet snowfall', 'A dusty sandstorm'],
      skill: 'recall', bands: ['6-8', '9-12', '13+'], support: ['form in big thunderstorms', 'from a thunderstorm', 'thunderstorm cloud', 'cumulonimbus'],
    },
  ],
  sources: [
    {
      claim: 'A tornado is a violently rotating column of air extending from a thunderstorm to the ground; most strong tornadoes form from supercells with a rotating updraft (mesocyclone); wind shear creates horizontal rotation that the updraft tilts vertical; the United States has the most tornadoes in the world, about 1,200 a year, when warm moist air from the Gulf of Mexico meets dry air and cold air from Canada, peaking in spring; the Enhanced Fujita (EF) scale rates tornadoes from EF0 to EF5 by damage; Doppler radar detects rotation and hook echoes; the rear-flank downdraft is studied as a factor.',
      title: 'NOAA National Severe Storms Laboratory: Severe Weather 101, Tornadoes',
      url: 'https://www.nssl.noaa.gov/education/svrwx101/tornadoes/',
      read: READ,
      authority: 'science-body',
    },
    {
      claim: 'In a tornado warning, go to a basement, storm shelter or small interior room on the lowest floor of a sturdy building, away from windows, and protect your head; mobile homes and vehicles are not safe; a tornado watch means conditions are favorable, a warning means take action now.',
      title: 'National Weather Service: Tornado Safety',
      url: 'https://www.weather.gov/safety/tornado',
      read: READ,
      authority: 'science-body',
      asOf: '2026-11',
    },
  ],
  simplifications: ['For 3-8, tornado formation is "winds blowing different ways make the air roll and spin"; mesocyclones come at 13+.'],
  related: ['thunder-lightning', 'wind', 'hurricanes'],
  links: [SITES.scijinks, britannica('tornado'), SITES.nasa],
};

const hurricanes: KidEntry = {
  id: 'hurricanes',
  module: 'Science Explorers',
  question: 'What is a hurricane?',
  title: 'What Is a Hurricane?',
  blurb: 'Giant spinning storms that grow over warm ocean water.',
  triggers: [['hurricane'], ['hurricanes'], ['typhoon*'], ['cyclone*'], ['eye', 'storm'], ['tropical', 'storm']],
  quickAnswer: {
    '3-5': 'A hurricane is a huge storm that spins. It starts over warm sea water. It brings strong wind and lots of rain. Grown-ups listen to the news to keep everyone safe.',
    '6-8': 'A hurricane is a giant, spinning storm that forms over warm ocean water. Warm, wet air rises from the sea and makes huge storm clouds. More air rushes in, and the whole storm starts to spin. Hurricanes bring very strong winds, heavy rain and high water at the coast. In the middle is a calm spot called the eye. Families keep safe by following weather warnings.',
    '9-12': 'A hurricane is a large, rotating storm that forms over warm tropical oceans. It needs sea water of about 80°F (26.5°C) or warmer. Warm, moist air rises and its water vapor condenses into clouds, releasing heat. That heat makes more air rise, so the storm grows. Earth\'s spin makes the storm rotate around a calm center, the eye. A storm becomes a hurricane when its winds reach 74 miles per hour. The same storms are called typhoons or cyclones in other parts of the world.',
    '13+': 'Hurricanes are tropical cyclones with sustained winds of at least 74 miles per hour. They draw energy from warm ocean water of about 26.5°C or more. Evaporation loads the air with water vapor, and condensation in towering clouds releases latent heat. This warms the core and lowers the surface pressure. The Coriolis effect turns inflowing air into a spiral, counterclockwise in the Northern Hemisphere. The Saffir-Simpson scale rates hurricanes from Category 1 to 5 by wind speed. Storm surge, the sea pushed ashore, is often the deadliest danger, so people follow evacuation orders.',
  },
  takeaways: {
    little: ['A hurricane is a huge spinning storm.', 'It starts over warm sea water.', 'Grown-ups follow warnings to stay safe.'],
    young: ['Hurricanes form over warm ocean water.', 'They bring strong wind, heavy rain and high water.', 'The calm middle is called the eye.'],
    older: ['Hurricanes get their energy from warm ocean water.', 'Winds of 74 miles per hour or more make a storm a hurricane.', 'Storm surge at the coast is a big danger, so people follow warnings.'],
  },
  sections: [
    {
      title: 'Fueled by Warm Water',
      little: 'The sun warms the sea. Warm, wet air goes up. It makes big clouds. The clouds grow into a storm.',
      young: 'Warm ocean water is like fuel for a hurricane. Warm, wet air rises from the sea and makes tall clouds. As long as the storm stays over warm water, it can keep growing.',
      older: 'When water vapor condenses into cloud droplets, it gives off heat. That heat warms the air inside the storm, so it rises faster and pulls in more moist air. Over land or cool water, this fuel runs out and the hurricane weakens.',
      funFact: { title: 'Seen from space', text: 'Satellites photograph hurricanes from space, where they look like giant white pinwheels.' },
    },
    {
      title: 'Staying Safe',
      little: 'Hurricanes bring big wind and lots of rain. Grown-ups listen to the news. Sometimes families go to a safer place. That is a smart plan.',
      young: 'Weather scientists can see hurricanes coming days ahead. They tell people what to do. Families get ready with water, food and flashlights. Sometimes they leave the coast until the storm has passed.',
      older: 'Forecasters track hurricanes for days, so there is time to prepare. Families follow local officials and leave when told to evacuate. Storm surge and flooding cause much of the damage. Strong winds are dangerous too.',
      funFact: { title: 'Names for storms', text: 'Hurricanes are given names from lists made ahead of time, so people can talk about them clearly.' },
    },
    {
      title: 'The Calm Eye',
      young: 'In the middle of a hurricane is the eye. It is calm, with light winds and sometimes blue sky. Around it is a wall of the strongest winds.',
      older: 'The eye is a calm, often clear center, usually tens of kilometers wide. Air sinks there. Around it, the eyewall has the fiercest winds and heaviest rain. When the eye passes over, the storm seems to stop, then returns from the other side.',
      funFact: { title: 'Different names', text: 'In the Atlantic they are hurricanes, in the northwest Pacific typhoons, and in the Indian Ocean cyclones.' },
    },
  ],
  deeper: {
    title: 'Latent Heat, Coriolis and Storm Surge',
    content: 'A tropical cyclone works like a heat engine. Warm ocean water supplies energy through evaporation, and latent heat released aloft powers the circulation. Low wind shear lets the tower of clouds stay upright. The Coriolis effect, which is near zero at the equator, is needed to start the spin. That is why hurricanes rarely form within about 5 degrees of the equator. Storm surge is a rise in sea level pushed by winds and low pressure. It can flood coasts far inland.',
    funFact: { title: 'Hurricane hunters', text: 'Special airplanes fly right into hurricanes to measure them for forecasts.' },
  },
  glossary: [
    { term: 'Hurricane', say: 'HUR-ih-kayn', definition: 'A huge spinning storm that forms over warm ocean water.' },
    { term: 'Eye', say: 'EYE', definition: 'The calm center of a hurricane.' },
    { term: 'Evacuate', say: 'ih-VAK-yoo-ayt', definition: 'To leave a place to stay safe.' },
    { term: 'Storm surge', say: 'STORM SURJ', definition: 'Sea water pushed onto land by a storm.' },
  ],
  tryIt: [{
    title: 'Spin a Storm',
    description: 'See how a spinning storm looks from above.',
    steps: ['Fill a big bowl with water.', 'Stir it in a circle with a spoon, then take the spoon out.', 'Drop in a few bits of paper or a pinch of pepper.', 'Watch them spiral around the middle, like a hurricane\'s clouds.'],
    note: 'Do this at a table with a grown-up and wipe up spills.',
  }, {
    title: 'Pack a Storm Kit',
    description: 'Help your family get ready for big storms.',
    steps: ['With a grown-up, make a list: water, snacks, flashlight, batteries, first-aid kit.', 'Find a box or bag to keep them in.', 'Add a paper list of family phone numbers.', 'Check the kit twice a year.'],
    note: 'A grown-up handles batteries and the first-aid kit.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A water-powered engine', content: 'A hurricane is like an engine that runs on warm ocean water. Move it over land and it runs out of fuel.' },
  ],
  realWorld: [
    { title: 'Forecasts save lives', content: 'Because forecasters can see hurricanes coming, people have time to prepare or move to safety.' },
  ],
  engaging: [
    { question: 'Why do you think hurricanes get weaker over land?', context: 'Think about what gives them their energy.' },
    { question: 'What would you put in your family\'s storm kit?', context: 'Think about light, water and food.' },
  ],
  quiz: [
    {
      question: 'Where do hurricanes form?', right: 'Over warm ocean water', wrong: ['Over cold snowy land', 'High on tall mountains'],
      skill: 'recall', support: ['starts over warm sea water', 'forms over warm ocean water', 'form over warm ocean water', 'forms over warm tropical oceans', 'energy from warm ocean water'],
    },
    {
      question: 'What is the calm middle of a hurricane called?', right: 'The eye', wrong: ['The nose', 'The tail'],
      skill: 'vocabulary', support: ['called the eye', 'The center of a hurricane', 'calm center of a hurricane'],
    },
    {
      question: 'What happens when a hurricane moves over land?', right: 'It gets weaker', wrong: ['It gets stronger', 'It turns into snow'],
      skill: 'cause-effect', bands: ['9-12', '13+'], support: ['the hurricane weakens'],
    },
  ],
  sources: [
    {
      claim: 'Hurricanes are huge spinning storms that form over warm ocean water near the equator; warm, moist air rises and forms clouds, more air rushes in, and the storm spins; the calm center is called the eye; the same storms are called hurricanes in the Atlantic, typhoons in the northwest Pacific and cyclones in the Indian Ocean; satellites photograph them from space.',
      title: 'NASA Space Place: How Do Hurricanes Form?',
      url: 'https://spaceplace.nasa.gov/hurricanes/en/',
      read: READ,
      authority: 'science-body',
    },
    {
      claim: 'Tropical cyclones need ocean water of at least about 80°F (26.5°C); a tropical storm becomes a hurricane when sustained winds reach 74 miles per hour; the Saffir-Simpson Hurricane Wind Scale rates hurricanes from Category 1 to 5; storm surge is often the greatest threat to life; storms rotate counterclockwise in the Northern Hemisphere because of the Coriolis effect and rarely form within about 5 degrees of the equator; hurricanes are named from pre-set lists; hurricane hunter aircraft fly into storms; hurricanes weaken over land.',
      title: 'NOAA National Hurricane Center: Saffir-Simpson Hurricane Wind Scale and tropical cyclone climatology',
      url: 'https://www.nhc.noaa.gov/aboutsshws.php',
      read: READ,
      authority: 'science-body',
      asOf: '2026-11',
    },
  ],
  simplifications: ['For 3-8, warm water is the storm\'s "fuel"; latent heat and the Coriolis effect come at 9 and up.'],
  related: ['tornadoes', 'wind', 'clouds'],
  links: [SITES.spacePlace, SITES.scijinks, britannica('tropical cyclone')],
};

const oceanWaves: KidEntry = {
  id: 'ocean-waves',
  module: 'Science Explorers',
  question: 'What makes ocean waves?',
  title: 'What Makes Ocean Waves?',
  blurb: 'How wind blowing over the sea makes waves that travel all the way to the beach.',
  triggers: [['wave', 'ocean'], ['waves', 'ocean'], ['wave', 'beach'], ['waves', 'beach'], ['wave', 'crash*'], ['waves', 'crash*'], ['surf', 'wave*'], ['ocean', 'wavy']],
  quickAnswer: {
    '3-5': 'Most waves are made by wind. The wind blows on the sea. It pushes the water up into bumps. The bumps roll to the beach. Splash!',
    '6-8': 'Most ocean waves are made by wind. When wind blows over the water, it pushes the top of the sea into little ripples. If the wind keeps blowing, the ripples grow into bigger waves. Stronger wind, blowing longer and over more water, makes bigger waves. When a wave reaches shallow water near the beach, it gets taller and tips over. That is a breaking wave.',
    '9-12': 'Most ocean waves are made by wind blowing across the sea surface. Friction between moving air and water passes energy into the water, making ripples that grow into waves. Wave size depends on wind speed, how long it blows and the distance it blows over, called the fetch. A wave carries energy, not water, across the ocean. The water itself mostly moves in circles as the wave passes. Near shore, the sea floor slows the bottom of the wave, so it steepens and breaks.',
    '13+': 'Wind waves form as air flowing over the sea transfers energy to the surface through friction and pressure differences. Wave height grows with wind speed, duration and fetch until the sea is fully developed. Waves that leave the storm area sort themselves into smooth, long-period swell that can cross whole oceans. In deep water, water particles move in near-circular orbits that shrink with depth. As waves enter water shallower than about half their wavelength, they slow, shorten and steepen, then break. Other waves have other causes: tides come from gravity, and tsunamis come from undersea earthquakes or landslides.',
  },
  takeaways: {
    little: ['Wind makes most waves.', 'Wind pushes the water into bumps.', 'Waves roll to the beach and splash.'],
    young: ['Most waves are made by wind.', 'Stronger, longer wind makes bigger waves.', 'Waves break when they reach shallow water.'],
    older: ['Wind passes energy to the sea surface, making waves.', 'Waves carry energy; the water mostly moves in circles.', 'The sea floor slows waves near shore, so they break.'],
  },
  sections: [
    {
      title: 'Wind Makes Waves',
      little: 'Blow on a bowl of water. See the little bumps? The wind does that to the sea. Big wind makes big waves!',
      young: 'Blow across a bowl of water and you will see tiny ripples. Wind does the same to the sea. A gentle breeze makes ripples. A strong wind blowing for a long time makes big waves.',
      older: 'Wind first raises tiny ripples. These give the wind something to push on, so it passes more energy to the water. The three things that decide wave size are wind speed, how long the wind blows and the fetch.',
      funFact: { title: 'Far travelers', text: 'Waves made by a storm can travel thousands of kilometers before reaching a beach.' },
    },
    {
      title: 'Why Waves Break',
      little: 'Near the beach, the water is not deep. The wave gets tall. It tips over. Crash!',
      young: 'Out at sea, waves roll along smoothly. Near the beach, the water gets shallow. The bottom of the wave drags on the sand and slows down. The top keeps going, so the wave tips over and crashes.',
      older: 'As a wave moves into shallow water, friction with the sea floor slows its base. The wave bunches up and grows taller. When it gets too steep, the crest spills or plunges forward, and the wave breaks on the beach.',
      funFact: { title: 'Surfers\' favorite', text: 'Surfers look for places where the sea floor makes waves break in a smooth, long line.' },
    },
    {
      title: 'The Water Stays Behind',
      young: 'A wave moves across the sea, but the water mostly stays in place. A floating ball bobs up and down as waves pass under it.',
      older: 'A wave is moving energy. As it passes, each bit of water travels in a small circle and ends up about where it started. That is why a floating bottle mostly bobs instead of racing along with the waves.',
      funFact: { title: 'Not all waves are wind', text: 'Tides are made by the pull of the Moon and Sun, and tsunamis by undersea earthquakes.' },
    },
  ],
  deeper: {
    title: 'Fetch, Swell and Shoaling',
    content: 'Wind speed, duration and fetch set the energy in a wave field. Waves in the generating area form a choppy mix of sizes called sea. Longer waves travel faster, so away from the storm they separate into orderly swell. In deep water, orbital motion fades with depth and is tiny below about half a wavelength. Entering shallow water, waves slow and shorten while their height grows, a process called shoaling. They break when the height is roughly comparable to the water depth. Tsunamis have enormous wavelengths, so they behave like shallow-water waves even in the deep ocean.',
    funFact: { title: 'Rogue waves', text: 'Now and then, waves stack up into a rogue wave much taller than those around it.' },
  },
  glossary: [
    { term: 'Wave', say: 'WAYV', definition: 'A moving bump of water, or of energy, that travels across the sea.' },
    { term: 'Ripple', say: 'RIP-ul', definition: 'A tiny wave on water.' },
    { term: 'Fetch', say: 'FECH', definition: 'How far wind blows over open water.' },
    { term: 'Swell', say: 'SWEL', definition: 'Smooth waves that travel far from the storm that made them.' },
  ],
  tryIt: [{
    title: 'Make Waves',
    description: 'Be the wind!',
    steps: ['Fill a baking dish with a little water.', 'Blow gently across the top. Look at the ripples.', 'Now blow harder. Are the waves bigger?', 'Tell a grown-up what made the waves.'],
    note: 'Wipe up any spills so no one slips.',
  }, {
    title: 'Bobbing Cork',
    description: 'See that waves move energy, not water.',
    steps: ['Fill a long tray or bathtub with water, with a grown-up.', 'Float a cork or small toy in the middle.', 'Make waves at one end by tapping the water with your hand.', 'Watch the cork bob up and down more than it moves along.'],
    note: 'Always have a grown-up with you near a full bathtub.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A stadium wave', content: 'In a stadium wave, each fan stands up and sits down in place, but the wave races around the stadium. Ocean water does the same.' },
  ],
  realWorld: [
    { title: 'Surf forecasts', content: 'Surfers and sailors check wave forecasts, which use wind measurements far out at sea.' },
  ],
  engaging: [
    { question: 'Why might waves be bigger on a windy day?', context: 'Think about blowing harder on a bowl of water.' },
    { question: 'What happens to a wave when it reaches the sand?', context: 'Think about a runner tripping over their feet.' },
  ],
  quiz: [
    {
      question: 'What makes most ocean waves?', right: 'Wind blowing on the water', wrong: ['Fish swimming fast', 'Boats pushing the water'],
      skill: 'cause-effect', support: ['Most waves are made by wind', 'Most ocean waves are made by wind', 'made by wind blowing', 'Wind waves form'],
    },
    {
      question: 'Which makes bigger waves?', right: 'Strong wind', wrong: ['Gentle breeze', 'No wind at all'],
      skill: 'inference', support: ['Big wind makes big waves', 'Stronger wind', 'strong wind blowing', 'wind speed'],
    },
    {
      question: 'Why do waves break near the beach?', right: 'The shallow bottom slows them', wrong: ['The sand pulls them down', 'The wind suddenly stops'],
      skill: 'cause-effect', bands: ['6-8', '9-12', '13+'], support: ['drags on the sand and slows down', 'slows the bottom of the wave', 'slows its base', 'they slow, shorten and steepen'],
    },
  ],
  sources: [
    {
      claim: 'Most ocean waves are caused by wind blowing over the water surface; the size of a wave depends on wind speed, how long it blows and the distance it blows over (fetch); waves transfer energy, not water, and the water moves in circular orbits; waves break when they reach shallow water near shore. Tides are caused by the gravitational pull of the Moon and Sun, and tsunamis by undersea earthquakes or landslides.',
      title: 'NOAA National Ocean Service: Why does the ocean have waves?',
      url: 'https://oceanservice.noaa.gov/facts/wavesinocean.html',
      read: READ,
      authority: 'science-body',
    },
    {
      claim: 'Wind waves grow until a fully developed sea; longer waves travel faster and leave the storm as swell that can cross oceans, thousands of kilometers; orbital motion fades with depth below about half a wavelength; shoaling slows, shortens and steepens waves until they break; rogue waves are occasional much larger waves.',
      title: 'Britannica: Ocean wave',
      url: 'https://www.britannica.com/science/ocean-wave',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: ['For 3-8, wind "pushes the water into bumps"; the idea that waves carry energy, not water, comes at 6-8 in the sections.'],
  related: ['wind', 'ocean-salty', 'tides'],
  links: [SITES.oceanService, britannica('ocean wave'), SITES.scijinks],
};

const tides: KidEntry = {
  id: 'tides',
  module: 'Science Explorers',
  question: 'What are tides?',
  title: 'What Are Tides?',
  blurb: 'How the Moon\'s pull makes the sea rise and fall every day.',
  triggers: [['tide'], ['tides'], ['high', 'tide'], ['low', 'tide'], ['ocean', 'moon'], ['sea', 'go', 'out'], ['tidal']],
  quickAnswer: {
    '3-5': 'Tides are when the sea goes up and down at the beach. The Moon pulls on the sea. The water comes in high. Later it goes out low. It happens every day!',
    '6-8': 'Tides are the slow rise and fall of the sea along the coast. They happen because the Moon\'s gravity pulls on Earth\'s oceans. The pull makes the water bulge out on the side facing the Moon and on the far side too. As Earth spins, beaches pass through the bulges. When a beach is in a bulge, it has high tide. In between, it has low tide. Most beaches get two high tides and two low tides each day.',
    '9-12': 'Tides are the regular rise and fall of sea level, caused mainly by the Moon\'s gravity. The Moon pulls hardest on the side of Earth nearest to it and weakest on the far side. This stretches the oceans into two bulges, one toward the Moon and one away from it. As Earth rotates, a coast moves through both bulges. So most places get two high tides and two low tides about every 24 hours and 50 minutes. The Sun pulls on the oceans too, but less strongly.',
    '13+': 'Tides are caused by differences in the gravitational pull of the Moon, and to a lesser degree the Sun, across Earth. The tidal force stretches the oceans into two bulges, on the sides facing and opposite the Moon. Earth rotates beneath them in about 24 hours and 50 minutes, the length of a lunar day. That gives most coasts two highs and two lows, the semidiurnal pattern. When the Sun and Moon line up at new and full moon, their effects add and make larger spring tides. At the quarter moons they partly cancel and give smaller neap tides. Coastline shape and sea-floor depth change tides greatly from place to place.',
  },
  takeaways: {
    little: ['Tides are the sea going up and down.', 'The Moon pulls on the sea.', 'It happens every day.'],
    young: ['Tides are caused mostly by the Moon\'s gravity.', 'Most beaches get two high tides a day.', 'Low tide shows more beach.'],
    older: ['The Moon\'s pull stretches the oceans into two bulges.', 'Earth spins through them, giving two high and two low tides.', 'The Sun makes tides bigger or smaller.'],
  },
  sections: [
    {
      title: 'The Moon\'s Gentle Pull',
      little: 'The Moon pulls on the sea. The sea bulges up a bit. Where it bulges, the water is high.',
      young: 'Gravity is a pull between things. The Moon is big and close, so its gravity tugs on Earth\'s oceans. The water piles up a little in a bulge facing the Moon, and another bulge on the opposite side.',
      older: 'The Moon pulls more strongly on nearby water than on Earth\'s center, and more weakly on the far side. That difference stretches Earth\'s oceans along the line toward the Moon, making two bulges.',
      funFact: { title: 'Two bulges', text: 'There is a high-tide bulge on the side away from the Moon too, not only the side facing it.' },
    },
    {
      title: 'High Tide and Low Tide',
      little: 'At high tide, the water comes up the beach. At low tide, it goes out. Then you can find shells and crabs!',
      young: 'At high tide, the water comes far up the beach. At low tide, it goes out and shows rock pools full of sea creatures. The tide changes about every six hours.',
      older: 'As Earth turns, a beach moves into a bulge, giving high tide, then out of it, giving low tide. The cycle takes a little over 12 hours. Tide tables tell people when each high and low tide will come.',
      funFact: { title: 'Tide pools', text: 'Rock pools left at low tide are homes for crabs, sea stars and snails.' },
    },
    {
      title: 'The Sun Helps Too',
      young: 'The Sun pulls on the oceans too. When the Sun and Moon pull in a line, tides are extra high and extra low.',
      older: 'At new and full moon, the Sun and Moon line up and make spring tides with the biggest range. At quarter moons, they pull at right angles and make neap tides with the smallest range. Spring tides have nothing to do with the season.',
      funFact: { title: 'Huge tides', text: 'In some narrow bays, the difference between high and low tide is more than the height of a three-story house.' },
    },
  ],
  deeper: {
    title: 'Tidal Forces, Lunar Days and Resonance',
    content: 'The tidal force is the difference between the gravitational pull at a point and at Earth\'s center. It falls off with the cube of distance. So the nearby Moon beats the far more massive Sun, with the Sun\'s effect roughly half the Moon\'s. The Moon moves along its orbit while Earth spins, so a point returns beneath it every 24 hours and 50 minutes. Real tides are shaped by continents and ocean basins. Some places have one high tide a day, and some bays resonate, making very large ranges. Tidal friction is slowly lengthening Earth\'s day and moving the Moon away.',
    funFact: { title: 'A slowly leaving Moon', text: 'Because of tides, the Moon moves a few centimeters farther from Earth each year.' },
  },
  glossary: [
    { term: 'Tide', say: 'TIDE', definition: 'The rise and fall of the sea each day.' },
    { term: 'Gravity', say: 'GRAV-ih-tee', definition: 'The pull that draws things toward each other.' },
    { term: 'High tide', say: 'HY TIDE', definition: 'When the sea comes farthest up the shore.' },
    { term: 'Low tide', say: 'LOH TIDE', definition: 'When the sea is farthest out from the shore.' },
  ],
  tryIt: [{
    title: 'Tide Line Hunt',
    description: 'Find where the tide came up.',
    steps: ['At the beach with a grown-up, look for a wiggly line of seaweed and shells.', 'That line shows where high tide reached.', 'Put a stick or stone where the water is now.', 'Come back later. Has the water moved in or out?'],
    note: 'Stay with a grown-up near the water, and watch out for waves.',
  }, {
    title: 'Track the Tides',
    description: 'Use a tide table to see the pattern.',
    steps: ['With a grown-up, find a tide table for a beach online.', 'Write down the times of high and low tides for three days.', 'How much later is each high tide the next day?', 'Compare with the phase of the Moon.'],
    note: 'NOAA and local harbor websites publish tide tables.',
    bands: ['9-12', '13+'],
  }],
  analogies: [
    { title: 'A stretchy water ball', content: 'Imagine Earth\'s oceans as a stretchy ball of water. The Moon gently pulls it into a slight egg shape, and Earth spins inside it.' },
  ],
  realWorld: [
    { title: 'Fishing and boats', content: 'Boat captains and people who fish check the tides, because some harbors are too shallow at low tide.' },
  ],
  engaging: [
    { question: 'Have you seen the sea come in or go out at the beach?', context: 'What did the beach look like at each time?' },
    { question: 'Why do you think the Moon makes bigger tides than the Sun?', context: 'Think about which one is closer to us.' },
  ],
  quiz: [
    {
      question: 'What mostly causes tides?', right: 'The Moon pulling on the sea', wrong: ['Whales swimming in the sea', 'Rain filling up the sea'],
      skill: 'cause-effect', support: ['The Moon pulls on the sea', 'Moon\'s gravity pulls on Earth\'s oceans', 'caused mainly by the Moon\'s gravity', 'gravitational pull of the Moon'],
    },
    {
      question: 'What do we call it when the sea comes far up the beach?', right: 'High tide', wrong: ['Low tide', 'A dry beach'],
      skill: 'vocabulary', support: ['high tide'],
    },
    {
      question: 'How many high tides do most beaches get each day?', right: 'Two', wrong: ['Ten', 'None'],
      skill: 'recall', bands: ['6-8', '9-12', '13+'], support: ['two high tides', 'two highs'],
    },
  ],
  sources: [
    {
      claim: 'Tides are very long-period waves caused mainly by the gravitational pull of the Moon and, to a lesser extent, the Sun; the Moon\'s tidal force creates two bulges of water, one facing the Moon and one on the opposite side; most coastal areas experience two high tides and two low tides every lunar day of 24 hours and 50 minutes, so each high-low cycle takes a little over 12 hours; spring tides occur at new and full moon when Sun and Moon align, neap tides at the quarter moons; the Sun\'s tidal effect is about half the Moon\'s; coastline shape and depth change local tides; NOAA publishes tide tables.',
      title: 'NOAA National Ocean Service: Tides and Water Levels (tutorial)',
      url: 'https://oceanservice.noaa.gov/education/tutorial_tides/',
      read: READ,
      authority: 'science-body',
    },
    {
      claim: 'The tidal force falls off with the cube of distance; some places have one high tide a day and some bays resonate to give very large ranges, more than the height of a three-story house; tidal friction slowly lengthens Earth\'s day and the Moon recedes a few centimeters each year; rock pools left at low tide hold crabs, sea stars and snails.',
      title: 'Britannica: Tide',
      url: 'https://www.britannica.com/science/tide',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: ['For 3-8, the Moon "pulls on the sea"; the 9-12 text explains the two bulges as a difference in pull across Earth.'],
  related: ['moon-phases', 'gravity', 'ocean-waves'],
  links: [SITES.oceanService, britannica('tide'), SITES.spacePlace],
};

const mountains: KidEntry = {
  id: 'mountains',
  module: 'Science Explorers',
  question: 'How are mountains made?',
  title: 'How Are Mountains Made?',
  blurb: 'Moving pieces of Earth\'s crust push rock up into mountains, very slowly.',
  triggers: [['mountain'], ['mountains'], ['mountain', 'form*'], ['himalaya*'], ['everest'], ['mountain', 'range']],
  quickAnswer: {
    '3-5': 'The ground is made of giant pieces. The pieces move very slowly. When two pieces push together, the rock crumples up. Up, up it goes! That makes mountains.',
    '6-8': 'Earth\'s outside is cracked into huge pieces called plates. The plates move very slowly, about as fast as your nails grow. When two plates push into each other, the rock between them folds up. It is like a rug pushed against a wall. Over millions of years, this builds mountains. Some mountains are built by volcanoes instead.',
    '9-12': 'Most big mountain ranges form where tectonic plates collide. Earth\'s outer shell is broken into plates that move a few centimeters a year. When two plates push together, rock layers fold, crack and stack up, lifting land high. The Himalayas formed this way when India crashed into Asia, and they are still rising. Other mountains form when lava piles up, or when blocks of crust are pushed up along cracks called faults. At the same time, wind, water and ice wear mountains down.',
    '13+': 'Mountain building, or orogeny, happens mostly at convergent plate boundaries. In continental collisions, such as India meeting Eurasia, crust is shortened and thickened by folding and thrust faulting. This raises ranges like the Himalayas, where Mount Everest reaches 8,849 meters. Where an ocean plate subducts, melting feeds volcanic arcs such as the Andes. Fault-block mountains rise where crust stretches and blocks tilt along normal faults. Uplift competes with erosion, and thick crust floats higher on the mantle, a balance called isostasy.',
  },
  takeaways: {
    little: ['The ground is made of giant pieces.', 'When pieces push together, rock goes up.', 'That makes mountains, very slowly.'],
    young: ['Earth\'s crust is broken into moving plates.', 'Plates pushing together fold rock into mountains.', 'It takes millions of years.'],
    older: ['Most mountain ranges form where tectonic plates collide.', 'The Himalayas rose when India pushed into Asia.', 'Erosion wears mountains down as they rise.'],
  },
  sections: [
    {
      title: 'Pushing and Crumpling',
      little: 'Push a rug against a wall. It crumples up into bumps! Rock does that too, very slowly. The bumps become mountains.',
      young: 'Put a towel flat on a table and push the two ends together. It folds into hills and valleys. When Earth\'s plates push together, rock layers fold the same way, only much more slowly.',
      older: 'When plates converge, rock layers bend into folds and break along faults. Slices of crust slide up over one another. The crust grows thicker and higher, forming a mountain range.',
      funFact: { title: 'Sea shells on top', text: 'Rocks near the top of Mount Everest contain fossils of sea creatures, because they formed on an old sea floor.' },
    },
    {
      title: 'Very, Very Slow',
      little: 'Mountains grow very slowly. Slower than a snail! It takes a very, very long time.',
      young: 'Plates move only about as fast as your fingernails grow. So it takes millions of years to build a mountain range. You could never see it happen, but scientists can measure it.',
      older: 'Plates move a few centimeters a year. Over millions of years, that adds up to hundreds of kilometers. Satellite positioning shows the Himalayas are still being pushed up today.',
      funFact: { title: 'Still growing', text: 'The Himalayas are still rising a little each year as India keeps pushing north.' },
    },
    {
      title: 'Other Ways to Make a Mountain',
      young: 'Some mountains are volcanoes, built from lava that piled up. Others are big blocks of land pushed up along cracks.',
      older: 'Volcanic mountains grow as lava and ash build up, like Mount Fuji. Fault-block mountains, like the Sierra Nevada, form when huge blocks of crust tilt up along faults. Rain, rivers and glaciers carve all mountains into peaks and valleys.',
      funFact: { title: 'Worn down', text: 'Old mountain ranges, like the Appalachians, were once much taller and have been worn down over time.' },
    },
  ],
  deeper: {
    title: 'Orogeny, Subduction and Isostasy',
    content: 'Orogeny is the process that builds mountain belts. In continent-continent collision, neither plate sinks easily, so crust stacks into thrust sheets and can double in thickness. Where oceanic lithosphere subducts beneath a continent, water released from the sinking slab lowers the melting point of the mantle above. Magma rises to build volcanic arcs. Thickened crust sinks deeper into the mantle, like a thick iceberg floating higher and deeper at once. As erosion removes rock from the top, the range rises slowly to compensate.',
    funFact: { title: 'The tallest from base', text: 'Mauna Kea in Hawaii is taller than Everest if measured from its base on the sea floor.' },
  },
  glossary: [
    { term: 'Mountain', say: 'MOWN-tun', definition: 'A very high, steep part of the land.' },
    { term: 'Plate', say: 'PLAYT', definition: 'One of the giant moving pieces of Earth\'s outer shell.' },
    { term: 'Fold', say: 'FOHLD', definition: 'A bend in layers of rock.' },
    { term: 'Erosion', say: 'ih-ROH-zhun', definition: 'When wind, water or ice slowly wear rock away.' },
  ],
  tryIt: [{
    title: 'Towel Mountains',
    description: 'Make mountains by pushing.',
    steps: ['Lay a towel flat on a table.', 'Put your hands on the two ends.', 'Push your hands slowly together.', 'Count the hills and valleys you made!'],
    note: 'Push slowly, like real plates.',
  }, {
    title: 'Clay Layer Folds',
    description: 'See rock layers fold.',
    steps: ['Roll out three thin layers of play dough in different colors.', 'Stack them flat.', 'Push the ends of the stack slowly toward each other.', 'Cut the stack in half with a plastic knife, with a grown-up, and look at the folded layers.'],
    note: 'Use a plastic knife, and let a grown-up help with cutting.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A slow car crash', content: 'When two plates collide, it is like two cars crashing in super slow motion: the fronts crumple and fold upward.' },
  ],
  realWorld: [
    { title: 'Measuring mountains', content: 'Scientists use satellites to measure how much mountains rise each year, down to millimeters.' },
  ],
  engaging: [
    { question: 'Why do you think some mountains are pointy and others are rounded?', context: 'Think about how long wind and water have worn them down.' },
    { question: 'How could sea shells end up on a mountain top?', context: 'Think about where the rock was made.' },
  ],
  quiz: [
    {
      question: 'What makes most big mountains?', right: 'Pieces of Earth pushing together', wrong: ['Giants piling up rocks', 'Rain making the ground grow'],
      skill: 'cause-effect', support: ['When two pieces push together', 'When two plates push into each other', 'where tectonic plates collide', 'convergent plate boundaries'],
    },
    {
      question: 'How fast do mountains grow?', right: 'Very, very slowly', wrong: ['Overnight, in one day', 'In just one week'],
      skill: 'recall', support: ['Mountains grow very slowly', 'millions of years', 'a few centimeters a year'],
    },
    {
      question: 'Which mountains formed when India pushed into Asia?', right: 'The Himalayas', wrong: ['The Alps', 'The Andes'],
      skill: 'recall', bands: ['9-12', '13+'], support: ['Himalayas'],
    },
  ],
  sources: [
    {
      claim: 'Earth\'s lithosphere is broken into tectonic plates that move a few centimeters a year, about as fast as fingernails grow; where plates converge, crust folds and faults into mountain ranges; the Himalayas formed as India collided with Asia (Eurasia) and are still rising; subduction feeds volcanic arcs such as the Andes; fault-block mountains such as the Sierra Nevada form along faults; old ranges like the Appalachians have been worn down by erosion.',
      title: 'USGS: This Dynamic Earth, the story of plate tectonics',
      url: 'https://pubs.usgs.gov/gip/dynamic/dynamic.html',
      read: READ,
      authority: 'science-body',
    },
    {
      claim: 'Mount Everest is 8,849 meters high; rocks near its summit contain marine fossils from an ancient sea floor; Mauna Kea in Hawaii is taller than Everest measured from its base on the sea floor; Mount Fuji is a volcanic mountain; orogeny, thrust faulting and isostasy explain how ranges rise and are balanced against erosion.',
      title: 'Britannica: Mountain (landform)',
      url: 'https://www.britannica.com/science/mountain-landform',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: ['For 3-5, plates are "giant pieces" of the ground; subduction and isostasy are left for 13+.'],
  related: ['volcanoes', 'earthquakes', 'inside-earth'],
  links: [SITES.usgs, britannica('mountain'), SITES.natGeoKids],
};

const fossils: KidEntry = {
  id: 'fossils',
  module: 'Science Explorers',
  question: 'What are fossils?',
  title: 'What Are Fossils?',
  blurb: 'Bones, shells and footprints of ancient life, turned to stone.',
  triggers: [['fossil'], ['fossils'], ['fossiliz*'], ['fossilis*'], ['paleontolog*'], ['palaeontolog*']],
  quickAnswer: {
    '3-5': 'A fossil is a clue from long, long ago. It can be an old bone, a shell or a footprint. It turned into stone! Fossils show us animals and plants from long ago.',
    '6-8': 'Fossils are what is left of plants and animals from long ago, saved in rock. They can be bones, teeth, shells, leaves or even footprints. Most fossils formed when a living thing was buried fast in mud or sand. Over a very long time, the mud turned to rock. Minerals slowly filled the hard parts. Scientists who study fossils are called paleontologists.',
    '9-12': 'A fossil is what is left of ancient life, saved in rock. Body fossils include bones, teeth and shells. Trace fossils include footprints, burrows and nests. Most fossils form when a living thing is buried fast in mud or sand, before it rots. Water carrying minerals seeps in. The minerals fill spaces or replace the bone or shell, and the mud hardens into rock. Millions of years later, erosion may uncover it. Only a tiny share of living things ever become fossils.',
    '13+': 'Fossils are preserved evidence of past organisms, from bones and shells to footprints, burrows and chemical traces. Most form in sedimentary rock after rapid burial limits decay and scavenging. Processes include permineralization, where minerals fill pores, replacement, and molds and casts. Rare conditions preserve soft tissue, as in amber, tar pits or fine-grained mud with little oxygen. The fossil record is biased toward hard parts and toward places where sediment builds up. Radiometric dating of nearby volcanic layers helps assign ages, so fossils form a timeline of life on Earth.',
  },
  takeaways: {
    little: ['A fossil is a clue from long ago.', 'It can be a bone, a shell or a footprint.', 'It turned into stone.'],
    young: ['Fossils are remains of ancient life saved in rock.', 'Most formed when something was buried in mud or sand.', 'Paleontologists study fossils.'],
    older: ['Fossils include remains and traces, like footprints.', 'Fast burial and minerals turn remains into stone.', 'Only a tiny share of living things become fossils.'],
  },
  sections: [
    {
      title: 'From Bone to Stone',
      little: 'An animal dies. Mud covers it. Lots of time goes by. The mud turns to rock. The bone turns to stone too!',
      young: 'First, a plant or animal is buried in mud or sand. Soft parts rot away. Over a very long time, water full of minerals seeps into the bones or shells. The minerals harden, and the mud around turns to rock.',
      older: 'Burial protects remains from animals that eat them and from rotting. Water full of minerals fills tiny spaces in bone and shell. Sometimes it slowly replaces the bone or shell itself. More layers pile on top, and their weight turns the mud into rock.',
      funFact: { title: 'Stone trees', text: 'Petrified wood is a tree whose wood was replaced by minerals, so it is now stone.' },
    },
    {
      title: 'Footprints and Other Clues',
      little: 'Some fossils are footprints. A dinosaur walked in mud. The mud got hard. Now we can see its steps!',
      young: 'Not all fossils are bones. Some are footprints, nests, eggs or burrows. These show us how animals walked and lived.',
      older: 'Trace fossils show what animals did, not their bodies. They include footprints, burrows, nests and even fossil dung. A line of footprints can show how fast an animal walked and whether it moved in groups.',
      funFact: { title: 'Trapped in amber', text: 'Some insects are found perfectly preserved inside amber, which is hardened tree resin.' },
    },
    {
      title: 'Fossil Hunters',
      young: 'Fossil hunters dig up fossils with brushes and small tools. Fossils help us learn about dinosaurs and other life from long ago.',
      older: 'Fossil hunters search where old rock layers are worn open, such as cliffs. Deeper layers are usually older. So the order of fossils in the rock shows how life changed over time.',
      funFact: { title: 'Museum treasures', text: 'Natural history museums hold millions of fossils that scientists still study.' },
    },
  ],
  deeper: {
    title: 'Taphonomy and the Fossil Record',
    content: 'Taphonomy is the study of how organisms decay, are buried and become fossils. Permineralization deposits silica or calcite in pore spaces. Replacement swaps the original material molecule by molecule. Molds form when the organism dissolves and leaves a cavity, and casts form when that cavity is filled. Exceptional deposits, called Lagerstätten, preserve soft parts such as feathers, skin or organs. Because most organisms decay completely, the record under-represents soft-bodied life. Sedimentary layers cannot be dated directly by most radiometric methods. So scientists date volcanic ash beds above and below a fossil to bracket its age.',
    funFact: { title: 'Ancient microbes', text: 'Some of the oldest fossils are layered mounds built by microbes, called stromatolites.' },
  },
  glossary: [
    { term: 'Fossil', say: 'FOSS-ul', definition: 'Remains or traces of a plant or animal from long ago, saved in rock.' },
    { term: 'Paleontologist', say: 'pay-lee-on-TOL-uh-jist', definition: 'A scientist who studies fossils.' },
    { term: 'Sediment', say: 'SED-ih-ment', definition: 'Sand, mud and bits of rock that settle in layers.' },
    { term: 'Mineral', say: 'MIN-er-ul', definition: 'A natural solid found in rocks.' },
  ],
  tryIt: [{
    title: 'Play Dough Fossils',
    description: 'Make your own fossil prints.',
    steps: ['Flatten a ball of play dough.', 'Press a shell, leaf or toy dinosaur foot into it.', 'Lift it off carefully.', 'Ask a grown-up to guess what made your fossil print!'],
    note: 'Wash your hands after playing with dough.',
  }, {
    title: 'Dig Like a Paleontologist',
    description: 'Find hidden "fossils" with care.',
    steps: ['A grown-up buries a few clean bones or shells in a tub of sand.', 'Use a spoon and a soft paintbrush to uncover them slowly.', 'Draw each find where you found it.', 'Guess what kind of animal or plant each came from.'],
    note: 'Real paleontologists work slowly so they do not break anything.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A stone photograph', content: 'A fossil is like a photograph taken by nature, but made of stone instead of paper.' },
  ],
  realWorld: [
    { title: 'Fossil fuels', content: 'Coal, oil and natural gas are called fossil fuels because they formed from ancient plants and tiny sea creatures.' },
  ],
  engaging: [
    { question: 'What might a scientist learn from a fossil footprint?', context: 'Think about size, speed and how many animals walked together.' },
    { question: 'Why do you think bones become fossils more often than skin?', context: 'Think about which parts rot quickly.' },
  ],
  quiz: [
    {
      question: 'What is a fossil?', right: 'A sign of life from long ago, in stone', wrong: ['A shiny rock from outer space', 'A plastic toy shaped like a bone'],
      skill: 'vocabulary', support: ['A fossil is a clue from long, long ago', 'left of plants and animals from long ago', 'what is left of ancient life', 'evidence of past organisms'],
    },
    {
      question: 'How do most fossils start?', right: 'Something gets buried in mud or sand', wrong: ['Something gets frozen in snow', 'Something falls into a fire'],
      skill: 'sequence', support: ['Mud covers it', 'buried fast in mud or sand', 'rapid burial'],
    },
    {
      question: 'What is a scientist who studies fossils called?', right: 'A paleontologist', wrong: ['A meteorologist', 'An astronaut'],
      skill: 'vocabulary', bands: ['6-8', '9-12', '13+'], support: ['paleontologist'],
    },
  ],
  sources: [
    {
      claim: 'Fossils are the remains or traces of organisms from past geologic ages preserved in rock: body fossils (bones, teeth, shells, wood) and trace fossils (footprints, burrows, nests, dung); most form in sedimentary rock after rapid burial, by permineralization, replacement, molds and casts; petrified wood; insects preserved in amber; Lagerstätten preserve soft parts; only a tiny fraction of organisms become fossils; stromatolites are among the oldest fossils; fossil fuels formed from ancient organisms.',
      title: 'Britannica: Fossil',
      url: 'https://www.britannica.com/science/fossil',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Paleontologists study fossils to understand the history of life; deeper rock layers are generally older, and fossils are dated by radiometric dating of volcanic ash layers above and below them; natural history museums hold millions of fossil specimens.',
      title: 'Smithsonian National Museum of Natural History: Paleobiology',
      url: 'https://naturalhistory.si.edu/research/paleobiology',
      read: READ,
      authority: 'museum',
    },
  ],
  simplifications: ['For 3-5, "the bone turns to stone" stands for minerals filling or replacing the bone.'],
  related: ['dinosaurs', 'rocks', 'earth-age'],
  links: [SITES.smithsonian, britannica('fossil'), SITES.natGeoKids],
};

const hail: KidEntry = {
  id: 'hail',
  module: 'Science Explorers',
  question: 'What is hail?',
  title: 'What Is Hail?',
  blurb: 'Balls of ice that grow inside thunderstorm clouds.',
  triggers: [['hail'], ['hailstone'], ['hailstones'], ['hailstorm'], ['ice', 'ball*', 'sky'], ['ice', 'fall*', 'sky']],
  quickAnswer: {
    '3-5': 'Hail is balls of ice that fall from the sky. They grow in big storm clouds. Wind pushes them up where it is cold. They get bigger and fall down. Go inside when it hails!',
    '6-8': 'Hail is lumps of ice that fall from big thunderstorm clouds. Strong winds inside the storm carry raindrops up high, where it is freezing cold. The drops freeze into ice. They fall, get coated in more water, and get blown up again. Each trip adds a layer of ice. When they are too heavy for the wind to hold, they fall as hailstones. When you hear thunder or see hail, go indoors.',
    '9-12': 'Hail is ice that forms inside strong thunderstorms. Powerful updrafts carry water droplets high into the cloud, where the air is well below freezing. The droplets freeze onto tiny bits of ice or dust. As a hailstone moves through parts of the cloud full of supercooled water, more water freezes onto it, and it grows in layers. When it gets too heavy for the updraft, it falls. Hail can be as small as a pea or bigger than a softball. If thunder roars or hail falls, go indoors.',
    '13+': 'Hailstones grow in thunderstorms with strong updrafts, where supercooled droplets freeze on contact with an embryo of graupel or a frozen drop. A stone may circulate through regions of different temperature and water content, building clear and cloudy layers. Clear ice forms where water freezes slowly, and cloudy ice where it freezes fast and traps air. Stronger updrafts can hold larger stones, so giant hail comes from supercells. The largest recorded U.S. hailstone fell in Vivian, South Dakota, in 2010, at 8 inches across. When thunder roars or hail begins, go indoors and stay away from windows.',
  },
  takeaways: {
    little: ['Hail is balls of ice.', 'It grows in big storm clouds.', 'Go inside when it hails.'],
    young: ['Hail forms inside thunderstorms.', 'Winds carry drops up to freeze, layer by layer.', 'Go indoors when there is hail or thunder.'],
    older: ['Strong updrafts let hailstones grow in layers.', 'Stronger storms can make bigger hail.', 'When thunder roars or hail falls, go indoors.'],
  },
  sections: [
    {
      title: 'Stay Safe in Hail',
      little: 'Hail can hurt. Go inside when it starts. Stay away from windows. Watch it from a safe spot.',
      young: 'Hail can hurt people, dent cars and break windows. Hail comes with thunderstorms, so go indoors as soon as you hear thunder or see hail. Stay away from windows until it stops.',
      older: 'Large hail can injure people and damage roofs, cars and crops. Hail falls from thunderstorms, which also bring lightning, so go indoors at the first thunder. Stay away from windows and skylights until the storm passes.',
      funFact: { title: 'Summer ice', text: 'Hail falls most often in spring and summer, when thunderstorms are strongest.' },
    },
    {
      title: 'Up and Down in a Cloud',
      little: 'Wind blows the rain drops way up high. It is cold up there. The drops turn to ice. More ice sticks on. They get bigger!',
      young: 'A thunderstorm has strong winds that blow upward. They lift raindrops high into the freezing top of the cloud. The drops freeze. More water freezes onto them as they move around, so they grow bigger.',
      older: 'A storm\'s updraft can blow upward faster than a car on a highway. It carries droplets far above the freezing level. There, water stays liquid below 0°C until it touches ice. Then it freezes on, and the hailstone grows.',
      funFact: { title: 'Onion layers', text: 'Cut a big hailstone in half and you can see rings, like an onion.' },
    },
    {
      title: 'Pea Size to Softball Size',
      young: 'Most hail is small, like peas. But very strong storms can make hail as big as a baseball or even bigger!',
      older: 'Weather services describe hail by size, comparing it to peas, coins, golf balls and softballs. Bigger stones need stronger updrafts to hold them up while they grow. The biggest hail comes from supercell thunderstorms.',
      funFact: { title: 'A record stone', text: 'The biggest hailstone measured in the United States fell in South Dakota in 2010 and was about 8 inches across.' },
    },
  ],
  deeper: {
    title: 'Supercooled Water and Growth Regimes',
    content: 'Cloud droplets can stay liquid well below 0°C if nothing starts them freezing; this is supercooled water. Hail embryos, often graupel or frozen drops, collect these droplets as they fall through or are held in the updraft. In dry growth, droplets freeze at once and trap air bubbles, making opaque ice. In wet growth, released latent heat keeps the surface wet, and slow freezing makes clear ice. Alternating layers record the stone\'s path through the storm. Radar can detect likely hail by its strong reflectivity.',
    funFact: { title: 'Not sleet', text: 'Sleet is different: it forms when raindrops freeze while falling through a cold layer near the ground in winter.' },
  },
  glossary: [
    { term: 'Hail', say: 'HAYL', definition: 'Balls or lumps of ice that fall from thunderstorm clouds.' },
    { term: 'Thunderstorm', say: 'THUN-der-storm', definition: 'A storm with thunder, lightning and heavy rain.' },
    { term: 'Updraft', say: 'UP-draft', definition: 'Air moving upward inside a cloud.' },
    { term: 'Freeze', say: 'FREEZ', definition: 'To turn from water into ice.' },
  ],
  tryIt: [{
    title: 'Layer an Ice Ball',
    description: 'See how hail grows in layers.',
    steps: ['With a grown-up, put a little water in an ice cube tray and freeze it.', 'Add a little more water on top and freeze it again.', 'Do it one more time.', 'Look at the layers in your ice cube, like a hailstone.'],
    note: 'Ask a grown-up before using the freezer.',
  }, {
    title: 'Hail Size Chart',
    description: 'Compare hail sizes with things at home.',
    steps: ['Collect a pea, a coin, a golf ball and a baseball or orange.', 'Line them up from smallest to biggest.', 'Next to each, write which kind of storm could make hail that size.', 'Find out what the weather service calls "severe" hail.'],
    note: 'Never go outside to collect hail during a storm.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'Candy in a pan', content: 'A hailstone grows like a candy coated again and again in a spinning pan: each trip through the wet cloud adds another layer.' },
  ],
  realWorld: [
    { title: 'Farmers and hail', content: 'Hail can flatten crops in minutes, so farmers watch hail forecasts closely.' },
  ],
  engaging: [
    { question: 'Why do you think hail falls in summer, when it is warm?', context: 'Think about how cold it is high up in a storm cloud.' },
    { question: 'How is hail different from snow?', context: 'Think about soft flakes and hard balls.' },
  ],
  quiz: [
    {
      question: 'What is hail made of?', right: 'Ice', wrong: ['Sand', 'Glass'],
      skill: 'recall', support: ['Hail is balls of ice', 'lumps of ice', 'Hail is ice'],
    },
    {
      question: 'What makes a hailstone grow bigger?', right: 'More water freezing onto it', wrong: ['The sun warming it', 'It sitting on the ground'],
      skill: 'cause-effect', support: ['More ice sticks on', 'More water freezes onto them', 'more water freezes onto it', 'freeze on contact'],
    },
    {
      question: 'What should you do when hail starts?', right: 'Go indoors', wrong: ['Run outside to catch it', 'Stand under a tall tree'],
      skill: 'recall', support: ['Go inside when it hails', 'go indoors'],
    },
  ],
  sources: [
    {
      claim: 'Hail is precipitation of balls or lumps of ice formed in thunderstorms when strong updrafts carry raindrops into extremely cold areas of the atmosphere, where they freeze and grow in layers as supercooled water freezes onto them until they are too heavy for the updraft; hail ranges from pea size to softball size or larger; supercells produce the largest hail; the largest hailstone measured in the United States fell in Vivian, South Dakota, in 2010, 8 inches in diameter; hailstones show layers like an onion; hail falls most often in spring and summer; sleet forms differently; radar detects likely hail.',
      title: 'NOAA National Severe Storms Laboratory: Severe Weather 101, Hail',
      url: 'https://www.nssl.noaa.gov/education/svrwx101/hail/',
      read: READ,
      authority: 'science-body',
    },
    {
      claim: 'When thunder roars, go indoors; stay inside until the storm has passed and keep away from windows; hail and lightning come with thunderstorms.',
      title: 'National Weather Service: Lightning Safety',
      url: 'https://www.weather.gov/safety/lightning',
      read: READ,
      authority: 'science-body',
      asOf: '2026-11',
    },
  ],
  simplifications: ['For 3-8, hail "gets blown up again" for each layer; the 13+ text explains that stones may grow while held in the updraft, not always by looping.'],
  related: ['thunder-lightning', 'snowflakes', 'clouds'],
  links: [SITES.scijinks, britannica('hail'), SITES.nasa],
};

const rivers: KidEntry = {
  id: 'rivers',
  module: 'Science Explorers',
  question: 'Where do rivers come from?',
  title: 'Where Do Rivers Come From?',
  blurb: 'Rain, melting snow and springs make little streams that join into rivers.',
  triggers: [['river'], ['rivers'], ['stream', 'come'], ['streams', 'come'], ['creek*'], ['tributar*']],
  quickAnswer: {
    '3-5': 'Rivers start with rain and snow. The water runs down hills. Little streams join up. They make a big river. The river flows all the way to the sea!',
    '6-8': 'Rivers start high up, in hills and mountains. Rain falls and snow melts. Water also bubbles out of the ground in springs. The water runs downhill in tiny streams. Little streams join together and grow into a river. The river keeps flowing downhill until it reaches a lake or the sea.',
    '9-12': 'A river begins at its source, often high in hills or mountains. Its water comes from rain, melting snow and ice, and springs where groundwater flows out. Gravity pulls the water downhill in small channels. These join to form bigger streams, called tributaries, which feed the main river. The land a river collects its water from is its drainage basin, or watershed. The river ends at its mouth, usually in the sea or a lake. Rivers also carry sand and mud, shaping valleys as they go.',
    '13+': 'Rivers are fed by precipitation that runs off the land, by snowmelt and glacier melt, and by groundwater seeping out as baseflow. That is why many rivers keep flowing between rains. A river\'s headwaters join through a branching network of tributaries within its drainage basin, the area draining to one outlet. Flow speed and energy depend on slope and discharge. Steep upper reaches cut V-shaped valleys, and gentler lower reaches wind across floodplains and drop sediment in deltas. The Nile, about 6,650 kilometers long, is usually named the longest river, and the Amazon carries by far the most water.',
  },
  takeaways: {
    little: ['Rivers start with rain and snow.', 'Little streams join to make a river.', 'Rivers flow to the sea.'],
    young: ['Rivers start high up, from rain, melting snow and springs.', 'Small streams join into a river.', 'Rivers flow downhill to a lake or the sea.'],
    older: ['A river starts at its source and ends at its mouth.', 'Tributaries join it from all over its drainage basin.', 'Groundwater keeps many rivers flowing between rains.'],
  },
  sections: [
    {
      title: 'Starting Small',
      little: 'Rain falls on a hill. Drip, drip! The water runs down. It makes a tiny stream.',
      young: 'A river starts as tiny trickles high up. Rain runs off the hills, snow melts in spring, and springs bubble out of the ground. The trickles join into small streams.',
      older: 'The source of a river might be a spring, a melting glacier, a lake or a boggy hillside. Water that soaks into the ground moves slowly through soil and rock. It can seep into streams for weeks after a storm.',
      funFact: { title: 'A river from a glacier', text: 'Some rivers start at the melting end of a glacier.' },
    },
    {
      title: 'Joining Up',
      little: 'Little streams meet. They join together. Now they are a big river!',
      young: 'Streams flow downhill and meet other streams. Each time they join, there is more water. Many streams together make a river, like small roads joining a big highway.',
      older: 'Streams that flow into a larger river are called tributaries. Seen from above, a river system looks like the branches of a tree. All the land that drains into one river is its drainage basin, or watershed.',
      funFact: { title: 'Your watershed', text: 'Everyone lives in a watershed: rain falling on your street ends up in a stream or river.' },
    },
    {
      title: 'Down to the Sea',
      young: 'Rivers always flow downhill. Most end in the sea or a lake. The place where a river ends is called its mouth.',
      older: 'Near the sea, rivers slow down and drop sand and mud. Sometimes this builds a fan of new land called a delta. The Nile is usually called the longest river, and the Amazon carries the most water.',
      funFact: { title: 'Rivers carve canyons', text: 'Over millions of years, the Colorado River helped carve the Grand Canyon.' },
    },
  ],
  deeper: {
    title: 'Runoff, Baseflow and Drainage Networks',
    content: 'A river\'s discharge is the volume of water passing a point each second. It combines quick runoff after storms with slow baseflow from groundwater. Stream networks are ordered: two first-order headwater streams join to make a second-order stream, and so on. Drainage divides, often ridgelines, separate one basin from the next. Upstream, steep gradients give rivers energy to erode downward. Downstream, meanders migrate across floodplains and deltas build where the current slows at the sea.',
    funFact: { title: 'A continental divide', text: 'On a continental divide, rain falling on one side flows to one ocean and rain on the other side flows to another.' },
  },
  glossary: [
    { term: 'River', say: 'RIV-er', definition: 'A large stream of water that flows across the land.' },
    { term: 'Stream', say: 'STREEM', definition: 'A small river.' },
    { term: 'Source', say: 'SORSS', definition: 'The place where a river begins.' },
    { term: 'Tributary', say: 'TRIB-yoo-tair-ee', definition: 'A stream that flows into a bigger river.' },
    { term: 'Mouth', say: 'MOWTH', definition: 'The place where a river ends, in a lake or the sea.' },
  ],
  tryIt: [{
    title: 'Make a Mini River',
    description: 'Watch water find its way downhill.',
    steps: ['Outside, make a small hill of sand or dirt with a grown-up.', 'Pour water slowly on the top.', 'Watch the water make little streams.', 'Do the streams join together at the bottom?'],
    note: 'Play with water only with a grown-up nearby.',
  }, {
    title: 'Trace Your River',
    description: 'Find where your local water goes.',
    steps: ['With a grown-up, find your town on an online map.', 'Find the nearest stream or river.', 'Follow it on the map to where it ends.', 'Write down which bigger river, lake or sea it reaches.'],
    note: 'Never play near fast rivers without a grown-up.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A tree of water', content: 'A river system is like a tree upside down: tiny twigs are streams, branches are tributaries, and the trunk is the river.' },
  ],
  realWorld: [
    { title: 'Drinking water', content: 'Many towns get their drinking water from rivers, so keeping rivers clean helps people and wildlife.' },
  ],
  engaging: [
    { question: 'Where does the rain on your street go?', context: 'Follow it to the nearest stream.' },
    { question: 'Why do you think rivers never flow uphill?', context: 'Think about what pulls water down.' },
  ],
  quiz: [
    {
      question: 'Where does river water come from?', right: 'Rain, snow and springs', wrong: ['The ocean flowing uphill', 'Pipes under the ground'],
      skill: 'recall', support: ['Rivers start with rain and snow', 'Rain falls and snow melts', 'rain, melting snow and ice, and springs', 'fed by precipitation'],
    },
    {
      question: 'How does a small stream become a river?', right: 'It joins other streams', wrong: ['It freezes into ice', 'It dries up in the sun'],
      skill: 'cause-effect', support: ['Little streams join up', 'Little streams join together', 'These join to form bigger streams', 'join through a branching network'],
    },
    {
      question: 'Where do most rivers end?', right: 'In the sea or a lake', wrong: ['On a mountain top', 'Inside a cloud'],
      skill: 'recall', support: ['flows all the way to the sea', 'reaches a lake or the sea', 'usually in the sea or a lake', 'deltas'],
    },
  ],
  sources: [
    {
      claim: 'Rivers and streams get their water from precipitation as surface runoff, from snowmelt and melting glaciers, and from groundwater that seeps out (baseflow) and springs, which keeps many rivers flowing between rains; small streams join as tributaries within a drainage basin, or watershed, and the river flows downhill to its mouth in a lake or the sea; everyone lives in a watershed.',
      title: 'USGS Water Science School: Rivers, Streams and Creeks',
      url: 'https://www.usgs.gov/special-topics/water-science-school/science/rivers-streams-and-creeks',
      read: READ,
      authority: 'science-body',
    },
    {
      claim: 'The Nile, about 6,650 kilometers (4,132 miles) long, is generally regarded as the longest river; the Amazon carries the most water; rivers cut V-shaped valleys upstream and build floodplains, meanders and deltas downstream; stream order and drainage divides, including continental divides, organize river networks; the Colorado River carved the Grand Canyon.',
      title: 'Britannica: River',
      url: 'https://www.britannica.com/science/river',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: ['For 3-5, rivers "start with rain and snow"; groundwater and springs come at 6 and up.'],
  related: ['where-rain-comes-from', 'ocean-salty', 'glaciers'],
  links: [SITES.usgs, britannica('river'), SITES.natGeoKids],
};

const insideEarth: KidEntry = {
  id: 'inside-earth',
  module: 'Science Explorers',
  question: 'What is inside the Earth?',
  title: 'What Is Inside the Earth?',
  blurb: 'Crust, mantle and core: the layers under our feet.',
  triggers: [['inside', 'earth'], ['earth', 'core'], ['center', 'earth'], ['centre', 'earth'], ['middle', 'earth'], ['earth', 'layer*'], ['mantle'], ['crust', 'earth'], ['dig', 'through', 'earth'], ['inner', 'core'], ['outer', 'core'], ['earth', 'made', 'of']],
  quickAnswer: {
    '3-5': 'Earth has layers, like a peach. We live on the thin skin. It is made of rock. Under it is hot, soft rock. In the middle is a very hot ball of metal!',
    '6-8': 'Earth is made of layers, a bit like a peach. The outside layer, where we live, is the crust. It is thin and rocky. Under it is the mantle, a thick layer of very hot rock that moves very slowly. In the middle is the core, made mostly of metal. The outer core is liquid, and the inner core is a solid ball as hot as the surface of the Sun.',
    '9-12': 'Earth has four main layers. The crust is a thin shell of rock, thinnest under the oceans. Below it, the mantle is a thick layer of hot rock that is solid but creeps very slowly, like warm toffee. Deeper down is the outer core, a layer of liquid iron and nickel. Its swirling makes Earth\'s magnetic field. At the center is the inner core, a solid iron ball. It stays solid despite the heat because of the huge pressure. The center is about 6,400 kilometers below us.',
    '13+': 'Earth is layered by density. The crust is about 5 to 10 kilometers thick under oceans and 30 to 70 kilometers under continents. The mantle, about 2,900 kilometers thick, is hot silicate rock that flows slowly by solid-state creep, driving plate tectonics. The liquid outer core of iron and nickel convects, generating the geomagnetic field through the geodynamo. The inner core is solid because pressure raises iron\'s melting point, even at temperatures near 5,000°C or more. No one has drilled through the crust. The layers are known mainly from how seismic waves bend, reflect and slow inside the planet.',
  },
  takeaways: {
    little: ['Earth has layers.', 'We live on the thin rocky crust.', 'The middle is very hot metal.'],
    young: ['Earth has a crust, a mantle and a core.', 'The mantle is hot rock that moves very slowly.', 'The core is mostly metal.'],
    older: ['The crust is a thin rocky shell.', 'The outer core is liquid metal that makes Earth\'s magnetic field.', 'Scientists learn about the layers from earthquake waves.'],
  },
  sections: [
    {
      title: 'Layers Like a Peach',
      little: 'A peach has thin skin. Then soft fruit. Then a hard pit in the middle. Earth is a bit like that!',
      young: 'Think of a peach. The skin is like Earth\'s crust. The juicy fruit is like the mantle. The pit in the middle is like the core.',
      older: 'The crust is as thin, compared to Earth, as the skin on a peach. The mantle makes up most of Earth\'s volume. The core is a metal ball about half as wide as the whole planet.',
      funFact: { title: 'A deep hole', text: 'The deepest hole ever drilled went about 12 kilometers down, only a tiny part of the way through the crust.' },
    },
    {
      title: 'Hot, Hotter, Hottest',
      little: 'The deeper you go, the hotter it gets. Deep down, rock is so hot it is soft. The middle is the hottest of all!',
      young: 'The deeper you go into Earth, the hotter it gets. Deep down, the rock is so hot that it can bend and flow very slowly. The core is about as hot as the surface of the Sun.',
      older: 'Temperature rises with depth. Heat comes from Earth\'s formation and from radioactive elements in rock. The mantle is solid but slowly flows, carrying heat upward and moving the plates on the surface.',
      funFact: { title: 'Volcano clues', text: 'Volcanoes bring up melted rock from deep underground, which gives clues about what is below.' },
    },
    {
      title: 'How Do We Know?',
      young: 'No one has ever been to the center of Earth. Scientists learn about it by listening to earthquakes. Earthquake waves travel differently through solid rock and liquid metal.',
      older: 'Earthquake waves travel through the planet. Some kinds cannot pass through liquid, and waves bend when they cross from one layer to another. Seismometers around the world record them, revealing the layers inside.',
      funFact: { title: 'A hidden compass', text: 'The swirling liquid outer core makes Earth\'s magnetic field, which is why a compass points north.' },
    },
  ],
  deeper: {
    title: 'Seismic Waves and the Geodynamo',
    content: 'P waves are compressional and pass through solids and liquids; S waves are shear waves and cannot cross liquids. The S-wave shadow zone opposite a large earthquake showed that the outer core is liquid. Reflected waves later revealed a solid inner core. Boundaries such as the Moho beneath the crust show up as sudden changes in wave speed. Convection of liquid iron in the outer core, together with Earth\'s rotation, sustains a self-generating magnetic field. This field shields the surface from much of the solar wind.',
    funFact: { title: 'A growing inner core', text: 'As Earth slowly cools, the inner core grows as liquid iron freezes onto it.' },
  },
  glossary: [
    { term: 'Crust', say: 'KRUST', definition: 'The thin, rocky outside layer of Earth.' },
    { term: 'Mantle', say: 'MAN-tul', definition: 'The thick layer of hot rock under the crust.' },
    { term: 'Core', say: 'KOR', definition: 'The metal center of Earth.' },
    { term: 'Seismic wave', say: 'SIZE-mik WAYV', definition: 'A wave of shaking that moves through Earth, made by an earthquake.' },
  ],
  tryIt: [{
    title: 'Peach Planet',
    description: 'Find Earth\'s layers in a fruit.',
    steps: ['Ask a grown-up to cut a peach or a plum in half.', 'Point to the skin. That is the crust.', 'Point to the fruit. That is the mantle.', 'Point to the pit. That is the core!'],
    note: 'A grown-up does the cutting.',
  }, {
    title: 'Clay Earth',
    description: 'Build a model of Earth\'s layers.',
    steps: ['Roll a small ball of yellow clay for the inner core.', 'Wrap it in orange clay for the outer core.', 'Wrap that in a thick red layer for the mantle and a very thin brown layer for the crust.', 'With a grown-up, cut it in half with a plastic knife and label the layers.'],
    note: 'Use a plastic knife, and let a grown-up help.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'An egg', content: 'Earth is like a boiled egg: the thin shell is the crust, the white is the mantle and the yolk is the core.' },
  ],
  realWorld: [
    { title: 'Compasses', content: 'A compass works because the liquid metal in Earth\'s outer core makes a magnetic field all around the planet.' },
  ],
  engaging: [
    { question: 'What do you think you would find if you dug a very deep hole?', context: 'Think about how hot it gets as you go down.' },
    { question: 'How can scientists learn about a place no one can visit?', context: 'Think about clues like earthquake waves.' },
  ],
  quiz: [
    {
      question: 'Which layer of Earth do we live on?', right: 'The crust', wrong: ['The core', 'The mantle'],
      skill: 'recall', bands: ['6-8', '9-12', '13+'], support: ['where we live, is the crust', 'The crust is a thin shell of rock', 'The crust is a thin rocky shell'],
    },
    {
      question: 'What is in the middle of Earth?', right: 'A very hot ball of metal', wrong: ['A big empty cave', 'A lake of cold water'],
      skill: 'recall', support: ['very hot ball of metal', 'core, made mostly of metal', 'solid iron ball', 'The middle is very hot metal', 'The inner core is solid'],
    },
    {
      question: 'Where do we live on Earth?', right: 'On the thin rocky skin', wrong: ['Inside the hot middle', 'Down in the soft rock'],
      skill: 'recall', bands: ['3-5'], support: ['We live on the thin skin', 'We live on the thin rocky crust'],
    },
    {
      question: 'How do scientists learn what is inside Earth?', right: 'By studying earthquake waves', wrong: ['By digging to the center', 'By looking through a telescope'],
      skill: 'inference', bands: ['6-8', '9-12', '13+'], support: ['listening to earthquakes', 'from earthquake waves', 'Earthquake waves travel', 'seismic waves'],
    },
  ],
  sources: [
    {
      claim: 'Earth has layers: a thin rocky crust (about 5 to 10 kilometers under oceans, 30 to 70 kilometers under continents), a mantle about 2,900 kilometers thick of hot rock that flows slowly, a liquid outer core of iron and nickel, and a solid inner core; the layers are known from seismic (earthquake) waves, and S waves cannot pass through the liquid outer core; the center is about 6,400 kilometers (6,371) below the surface; the mantle\'s slow flow drives plate tectonics.',
      title: 'USGS: This Dynamic Earth, Inside the Earth',
      url: 'https://pubs.usgs.gov/gip/dynamic/inside.html',
      read: READ,
      authority: 'science-body',
    },
    {
      claim: 'The inner core is solid iron because of enormous pressure despite temperatures near 5,000°C or more, comparable to the surface of the Sun; it grows as the Earth cools; convection in the liquid outer core generates Earth\'s magnetic field (geodynamo), which makes compasses point north and shields the surface from the solar wind; the Moho marks the base of the crust; the deepest borehole, the Kola Superdeep Borehole, reached about 12 kilometers; Earth\'s heat comes from its formation and radioactive elements; the core is about half as wide as the planet.',
      title: 'Britannica: Earth\'s core and interior',
      url: 'https://www.britannica.com/science/core-Earth',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: ['For 3-8, the mantle is "hot, soft rock"; the 9 and up texts say it is solid rock that creeps slowly.'],
  related: ['earthquakes', 'volcanoes', 'magnets'],
  links: [SITES.usgs, britannica('Earth interior'), SITES.natGeoKids],
};

const rocks: KidEntry = {
  id: 'rocks',
  module: 'Science Explorers',
  question: 'What are rocks made of?',
  title: 'What Are Rocks Made Of?',
  blurb: 'Minerals, and the three ways rocks are made: fire, layers and squeezing.',
  triggers: [['rock', 'made'], ['rocks', 'made'], ['rock', 'make'], ['igneous'], ['sedimentary'], ['metamorphic'], ['rock', 'cycle'], ['kind*', 'rock*'], ['type*', 'rock*'], ['rock', 'form*'], ['stone*', 'made']],
  quickAnswer: {
    '3-5': 'Rocks are made of tiny bits called minerals. Some rocks were once hot and runny. Some are sand and mud pressed hard. Some got squeezed and heated deep down.',
    '6-8': 'Rocks are made of minerals. Minerals are natural crystals, like quartz and salt. There are three kinds of rock. Some form when hot, melted rock cools down. Some form when sand, mud and shells pile up in layers and harden. Others form when rocks get squeezed and heated deep underground until they change.',
    '9-12': 'Rocks are solid mixtures of one or more minerals. Minerals are natural solids with their own crystal pattern. Granite, for example, is made of quartz, feldspar and mica. Geologists sort rocks into three groups by how they formed. Igneous rocks cool from melted rock, like granite and basalt. Sedimentary rocks form from layers of sand, mud or shells pressed together, like sandstone and limestone. Metamorphic rocks form when heat and pressure change other rocks, like marble from limestone.',
    '13+': 'A rock is a natural aggregate of minerals, or of mineral-like materials such as volcanic glass. Minerals are crystalline solids with defined compositions. Silicates, built on silicon-oxygen units, make up most of Earth\'s crust. Igneous rocks crystallize from magma underground, like granite, or from lava at the surface, like basalt. Sedimentary rocks form by compaction and cementation of sediment, or by chemical precipitation. Metamorphic rocks recrystallize in the solid state under heat and pressure, such as slate, schist and gneiss. The rock cycle links them: any type can be weathered, buried, melted or changed into another.',
  },
  takeaways: {
    little: ['Rocks are made of minerals.', 'Some rocks were once hot and runny.', 'Some are sand and mud pressed together.'],
    young: ['Rocks are made of minerals.', 'There are three kinds of rock.', 'Rocks slowly change from one kind to another.'],
    older: ['Rocks are mixtures of minerals.', 'Igneous, sedimentary and metamorphic rocks form in different ways.', 'The rock cycle turns one kind into another over time.'],
  },
  sections: [
    {
      title: 'Tiny Crystals Inside',
      little: 'Look at a rock up close. You can see tiny spots. Some are shiny. Some are pink or black. Those are minerals!',
      young: 'Look closely at a rock with a magnifying glass. You may see little specks of different colors. Each kind of speck is a mineral. Granite has pink, white and black minerals mixed together.',
      older: 'Each mineral has its own hardness, color and crystal shape. Quartz is hard and glassy. Feldspar is often pink or white. Mica splits into thin, shiny sheets. Geologists identify rocks by the minerals in them and by how the grains fit together.',
      funFact: { title: 'Salt is a mineral', text: 'Table salt is a mineral called halite.' },
    },
    {
      title: 'Three Ways to Make a Rock',
      little: 'Hot, runny rock cools and gets hard. Sand and mud pile up and stick. Deep down, rocks get squeezed and change.',
      young: 'Fire rocks form when hot melted rock cools. Layer rocks form from sand, mud and shells pressed together. Changed rocks form when heat and squeezing deep underground change other rocks.',
      older: 'Igneous means "from fire": these rocks cool from magma or lava. Sedimentary rocks record layers laid down by water, wind or ice. Metamorphic rocks form without melting, as heat and pressure rearrange minerals into new ones.',
      funFact: { title: 'Floating rock', text: 'Pumice is a volcanic rock so full of gas bubbles that it can float on water.' },
    },
    {
      title: 'The Rock Cycle',
      young: 'Rocks do not stay the same forever. Wind and rain break them into sand. Sand can become new rock. Deep down, rock can melt and cool again.',
      older: 'Weathering breaks rocks into sediment, which rivers carry away and deposit. Buried sediment becomes sedimentary rock. Deep burial can turn it metamorphic, and melting makes magma that cools into igneous rock. This takes millions of years.',
      funFact: { title: 'Rocks from the sea', text: 'Many limestones are made from the shells of tiny sea creatures.' },
    },
  ],
  deeper: {
    title: 'Silicates and the Rock Cycle',
    content: 'About 90 percent of the crust is made of silicate minerals, built from tetrahedra of one silicon and four oxygen atoms. How those tetrahedra link, in chains, sheets or frameworks, shapes each mineral. Slow cooling underground grows large crystals, giving coarse-grained rocks such as granite. Fast cooling at the surface gives fine grains or glass, as in basalt and obsidian. Metamorphic grade rises with temperature and pressure, from slate to schist to gneiss. Plate tectonics powers the rock cycle by burying, uplifting and melting rock.',
    funFact: { title: 'Oldest minerals', text: 'Some tiny zircon crystals from Australia are more than 4 billion years old.' },
  },
  glossary: [
    { term: 'Rock', say: 'ROK', definition: 'A hard, natural solid made of minerals.' },
    { term: 'Mineral', say: 'MIN-er-ul', definition: 'A natural solid with its own crystal shape, like quartz or salt.' },
    { term: 'Igneous', say: 'IG-nee-us', definition: 'Rock made when melted rock cools.' },
    { term: 'Sedimentary', say: 'sed-ih-MEN-tuh-ree', definition: 'Rock made from layers of sand, mud or shells pressed together.' },
    { term: 'Metamorphic', say: 'met-uh-MOR-fik', definition: 'Rock changed by heat and squeezing deep underground.' },
  ],
  tryIt: [{
    title: 'Rock Detective',
    description: 'Look closely at rocks.',
    steps: ['Find three different rocks outside with a grown-up.', 'Look at each one with a magnifying glass.', 'Count the colors you see in each rock.', 'Sort them: shiny, bumpy or smooth?'],
    note: 'Wash your hands after collecting rocks.',
  }, {
    title: 'Sandwich Rock Layers',
    description: 'Model how sedimentary rock forms in layers.',
    steps: ['Layer bread, jam and crackers on a plate, like sand, mud and shells.', 'Press down with your hand to squeeze the layers.', 'Look from the side: which layer went down first?', 'Explain why the lowest layers in real rock are usually the oldest.'],
    note: 'Use clean hands and food you are allowed to make a mess with.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A cookie with chips', content: 'A rock is like a cookie, and the minerals are like the chocolate chips mixed inside it.' },
  ],
  realWorld: [
    { title: 'Rocks we use', content: 'Granite makes kitchen counters, marble makes statues, and limestone is used to make cement.' },
  ],
  engaging: [
    { question: 'Which kind of rock do you think is in your yard or park?', context: 'Look for layers, crystals or bubbles.' },
    { question: 'How could a seashell end up inside a rock?', context: 'Think about layers of mud on a sea floor.' },
  ],
  quiz: [
    {
      question: 'What are rocks made of?', right: 'Minerals', wrong: ['Plastic', 'Wood'],
      skill: 'recall', support: ['Rocks are made of minerals', 'mixtures of one or more minerals', 'aggregate of minerals', 'Rocks are mixtures of minerals'],
    },
    {
      question: 'How do some rocks form from sand and mud?', right: 'They pile up in layers and harden', wrong: ['They melt in a hot fire', 'They fall from the sky'],
      skill: 'cause-effect', support: ['sand and mud pressed hard', 'pile up in layers and harden', 'layers of sand, mud or shells pressed together', 'compaction and cementation'],
    },
    {
      question: 'Which rock forms when melted rock cools?', right: 'Igneous rock', wrong: ['Sedimentary rock', 'Metamorphic rock'],
      skill: 'vocabulary', bands: ['9-12', '13+'], support: ['Igneous rocks cool from melted rock', 'Igneous rocks crystallize'],
    },
  ],
  sources: [
    {
      claim: 'A rock is a naturally occurring aggregate of one or more minerals; rocks are classified as igneous (cooled from magma or lava, such as granite, basalt, obsidian and pumice), sedimentary (compacted and cemented sediment or chemical deposits, such as sandstone and limestone, many limestones formed from shells) and metamorphic (changed by heat and pressure, such as marble, slate, schist and gneiss); the rock cycle links them; granite contains quartz, feldspar and mica; silicate minerals make up about 90 percent of the crust; table salt is the mineral halite.',
      title: 'Britannica: Rock (geology)',
      url: 'https://www.britannica.com/science/rock-geology',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Zircon crystals from the Jack Hills of Western Australia are more than 4 billion years old, the oldest known minerals from Earth; granite, marble and limestone are used for building and cement.',
      title: 'USGS: Age of the Earth',
      url: 'https://pubs.usgs.gov/gip/geotime/age.html',
      read: READ,
      authority: 'science-body',
    },
  ],
  simplifications: ['For 6-8, the three kinds are "fire rocks", "layer rocks" and "changed rocks"; their science names come at 9-12.'],
  related: ['volcanoes', 'fossils', 'inside-earth'],
  links: [SITES.usgs, britannica('rock'), SITES.natGeoKids],
};

const deserts: KidEntry = {
  id: 'deserts',
  module: 'Science Explorers',
  question: 'Why are deserts so dry?',
  title: 'Why Are Deserts So Dry?',
  blurb: 'Sinking air, mountains and distance from the sea keep deserts short of rain.',
  triggers: [['desert'], ['deserts'], ['sahara'], ['rain', 'shadow'], ['desert', 'dry']],
  quickAnswer: {
    '3-5': 'A desert is a place with very little rain. The air there is dry. Clouds do not make much rain. Some deserts are hot. Some are cold!',
    '6-8': 'A desert is any place that gets very little rain or snow. Deserts are dry for a few reasons. In some places, dry air sinks down from high up and stops clouds from forming. Some deserts sit behind tall mountains that catch the rain first. Others are very far from the sea, so wet air never reaches them. Not all deserts are hot. Antarctica is a cold desert!',
    '9-12': 'A desert is a place that gets very little precipitation, usually less than 25 centimeters (10 inches) a year. Several things make deserts. Near 30 degrees north and south of the equator, air that rose in the tropics sinks back down. Sinking air warms and dries, so clouds rarely form, which is why the Sahara is there. Mountains can block wet winds and leave a dry rain shadow behind them. Places deep inside continents, or beside cold ocean currents, are dry too.',
    '13+': 'Deserts are defined by aridity, roughly under 250 millimeters of precipitation a year and more water lost to evaporation than gained. Subtropical deserts such as the Sahara lie under the descending branches of the Hadley cells, where sinking air warms by compression and suppresses clouds. Rain-shadow deserts form downwind of ranges, where air drops its moisture on the windward slopes. Continental interiors like the Gobi are far from ocean moisture. Coastal deserts such as the Atacama sit beside cold currents that chill the air and stabilise it. Polar deserts, including Antarctica, the largest desert, are dry because cold air holds little water vapour.',
  },
  takeaways: {
    little: ['A desert gets very little rain.', 'The air there is dry.', 'Some deserts are cold!'],
    young: ['Deserts get very little rain or snow.', 'Sinking air, mountains and distance from the sea make them dry.', 'Antarctica is a cold desert.'],
    older: ['Deserts usually get under 25 centimeters of rain a year.', 'Sinking air, rain shadows and distance from the sea cause deserts.', 'Antarctica is the largest desert.'],
  },
  sections: [
    {
      title: 'Where the Rain Goes',
      little: 'Wet air blows to a tall mountain. It rains on the mountain. The air on the other side is dry. That side can be a desert.',
      young: 'When wet air blows into tall mountains, it rises, cools and rains on that side. By the time the air gets over the top, it is dry. The land behind the mountains gets very little rain.',
      older: 'As moist air climbs a mountain range, it cools and its water vapor condenses into clouds and rain on the windward side. Descending on the far side, the air warms and dries. This leaves a rain shadow, where deserts like Death Valley can form.',
      funFact: { title: 'Driest place', text: 'Some weather stations in the Atacama Desert in Chile have gone years without measurable rain.' },
    },
    {
      title: 'Hot Deserts and Cold Deserts',
      little: 'The Sahara is a hot, sandy desert. Antarctica is a cold, icy desert. Both are very dry.',
      young: 'Some deserts, like the Sahara, are hot and sandy. But a desert just means very dry. Antarctica is covered in ice, yet it gets so little snow that it is a desert too.',
      older: 'Hot deserts can be scorching by day and cold at night, because dry, clear air lets heat escape. Cold deserts include the Gobi and the polar regions. Antarctica, the largest desert on Earth, gets very little new snow each year.',
      funFact: { title: 'Not all sand', text: 'Most of the world\'s deserts are covered in rock and gravel, not sand dunes.' },
    },
    {
      title: 'Life in the Desert',
      young: 'Desert plants and animals have clever ways to save water. Cactuses store water in their thick stems. Many animals sleep in the day and come out at night when it is cool.',
      older: 'Desert life is adapted to save water. Cacti store water and have spines instead of leaves. Many animals are active at night, and some get almost all their water from food.',
      funFact: { title: 'Camels', text: 'Camels can go a long time without drinking, and their humps store fat, not water.' },
    },
  ],
  deeper: {
    title: 'Hadley Cells and Aridity',
    content: 'Solar heating near the equator drives rising air, heavy rain and an outflow aloft toward the poles. Around 30 degrees latitude this air descends, forming belts of high pressure. Sinking air warms adiabatically, lowering its relative humidity and creating a stable layer that caps cloud growth. The world\'s great subtropical deserts, including the Sahara, Arabian and Australian deserts, lie in these belts. Aridity indexes compare precipitation with potential evapotranspiration. So a hot place can be a desert with more rain than a cold one.',
    funFact: { title: 'Green Sahara', text: 'Thousands of years ago, the Sahara was greener, with lakes and grasslands.' },
  },
  glossary: [
    { term: 'Desert', say: 'DEZ-urt', definition: 'A place that gets very little rain or snow.' },
    { term: 'Dry', say: 'DRY', definition: 'With little or no water.' },
    { term: 'Rain shadow', say: 'RAYN SHAD-oh', definition: 'A dry area on the far side of mountains.' },
    { term: 'Adapt', say: 'uh-DAPT', definition: 'To change in ways that help living things survive in a place.' },
  ],
  tryIt: [{
    title: 'Thirsty Sponge',
    description: 'See why a desert plant saves water.',
    steps: ['Wet two sponges with a grown-up.', 'Put one in a sunny spot and one in the shade.', 'Check them after an hour.', 'Which one dried out first? Desert sun dries things fast!'],
    note: 'Use clean sponges and wipe up drips.',
  }, {
    title: 'Mountain Rain Shadow',
    description: 'Model how mountains make a dry side.',
    steps: ['Build a mountain from a pile of books covered with a towel.', 'Use a spray bottle to "rain" from one side, as wet wind would.', 'Look at which side of the towel gets wet.', 'Explain why the far side of real mountains can be a desert.'],
    note: 'Spray only water, and keep books you care about out of it.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A wrung-out sponge', content: 'Air crossing mountains is like a sponge being squeezed: it drops its water on one side and arrives dry on the other.' },
  ],
  realWorld: [
    { title: 'Saving water', content: 'People in dry places save water with drip irrigation, which gives plants only the water they need.' },
  ],
  engaging: [
    { question: 'Would you rather visit a hot desert or a cold one?', context: 'Think about what you would need to bring.' },
    { question: 'How do you think animals find water in a desert?', context: 'Think about food, dew and staying in the shade.' },
  ],
  quiz: [
    {
      question: 'What makes a place a desert?', right: 'It gets very little rain or snow', wrong: ['It is always very sandy', 'It is always very hot'],
      skill: 'vocabulary', support: ['very little rain', 'very little precipitation', 'aridity'],
    },
    {
      question: 'Can a desert be cold?', right: 'Yes, like Antarctica', wrong: ['No, deserts are always hot', 'No, snow stops deserts'],
      skill: 'inference', support: ['Some deserts are cold', 'Antarctica is a cold desert', 'Antarctica is the largest desert', 'Antarctica, the largest desert'],
    },
    {
      question: 'Why is the far side of tall mountains often dry?', right: 'The rain falls on the first side', wrong: ['Mountains suck up the clouds', 'The sun shines only there'],
      skill: 'cause-effect', bands: ['6-8', '9-12', '13+'], support: ['catch the rain first', 'rains on that side', 'rain shadow', 'drops its moisture on the windward slopes'],
    },
  ],
  sources: [
    {
      claim: 'A desert is a region that receives very little precipitation, generally less than 25 centimeters (10 inches, 250 millimeters) a year; deserts form under subtropical high pressure near 30 degrees latitude where air sinks (the Sahara), in rain shadows of mountains (Death Valley), in continental interiors far from the sea (the Gobi) and beside cold ocean currents (the Atacama); Antarctica is a polar desert and the largest desert; most deserts are covered by rock and gravel, not sand dunes.',
      title: 'USGS: Deserts, Geology and Resources',
      url: 'https://pubs.usgs.gov/gip/deserts/what/',
      read: READ,
      authority: 'science-body',
    },
    {
      claim: 'Hadley cells carry air that descends around 30 degrees latitude, warming adiabatically and suppressing clouds over the Sahara, Arabian and Australian deserts; some stations in the Atacama Desert in Chile have recorded no measurable rain for years; hot deserts cool sharply at night; cacti store water; camels\' humps store fat; the Sahara was greener with lakes thousands of years ago; drip irrigation saves water.',
      title: 'Britannica: Desert',
      url: 'https://www.britannica.com/science/desert',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: ['For 3-5, deserts are "places with very little rain"; sinking air and Hadley cells come later.'],
  related: ['where-rain-comes-from', 'poles-cold', 'wind'],
  links: [SITES.usgs, britannica('desert'), SITES.natGeoKids],
};

const earthAge: KidEntry = {
  id: 'earth-age',
  module: 'Science Explorers',
  question: 'How old is the Earth?',
  title: 'How Old Is the Earth?',
  blurb: 'About 4.5 billion years old, and how scientists can tell.',
  triggers: [['earth', 'old'], ['age', 'earth'], ['earth', 'form*'], ['earth', 'begin*'], ['earth', 'born'], ['earth', 'start*'], ['earth', 'made'], ['earth', 'creat*']],
  quickAnswer: {
    '3-5': 'Earth is very, very old! It was here long, long before us. It is much older than the dinosaurs.',
    '6-8': 'Earth is about 4.5 billion years old. That is thousands of millions of years! Earth formed from dust and rock spinning around the young Sun. The bits crashed and stuck together until they made a planet. Scientists know its age by studying very old rocks, space rocks that fell to Earth, and rocks from the Moon.',
    '9-12': 'Earth is about 4.54 billion years old. Scientists worked this out with radiometric dating. Some rocks and minerals contain tiny amounts of radioactive elements, such as uranium. These slowly change into other elements at a steady rate. By measuring how much has changed, scientists can tell how long ago a rock formed. The oldest Earth minerals are over 4 billion years old. Meteorites and Moon rocks, which formed at the same time as Earth, give an age of about 4.54 billion years.',
    '13+': 'Earth\'s age, about 4.54 billion years with an uncertainty near 1 percent, comes from radiometric dating. Radioactive isotopes, such as uranium-238 decaying to lead-206, decay with fixed half-lives, so parent-daughter ratios act as clocks. Earth\'s oldest surface rocks have been recycled by plate tectonics and erosion. Even so, zircon crystals from Western Australia are about 4.4 billion years old. Meteorites and lunar samples, which formed with Earth from the solar nebula, give consistent ages near 4.54 billion years. Several independent methods agree, which is why scientists are confident in the figure.',
  },
  takeaways: {
    little: ['Earth is very, very old.', 'It was here long before people.', 'It is much older than the dinosaurs.'],
    young: ['Earth is about 4.5 billion years old.', 'It formed from dust and rock around the young Sun.', 'Scientists find its age by studying very old rocks.'],
    older: ['Earth is about 4.54 billion years old.', 'Radiometric dating uses the steady decay of elements like uranium.', 'Meteorites and Moon rocks give the same age.'],
  },
  sections: [
    {
      title: 'A Planet Made of Crumbs',
      little: 'Long, long ago there was no Earth. Dust and rocks went round the Sun. They bumped and stuck together. They made Earth!',
      young: 'Long ago, the young Sun was wrapped in a flat cloud of dust and gas. Bits of dust stuck together into pebbles, then rocks, then huge chunks. Big chunks crashed together and made Earth.',
      older: 'Earth grew by accretion, as dust and rock in the disk around the young Sun collided and stuck. The young planet was so hot that much of it melted. Heavy iron sank to form the core. Soon after, a giant collision is thought to have made the Moon.',
      funFact: { title: 'A hot start', text: 'Young Earth was so hot that its surface may have been an ocean of melted rock.' },
    },
    {
      title: 'Rock Clocks',
      little: 'Some rocks are like clocks. Scientists can read them. The rocks tell how old they are.',
      young: 'Some rocks have special tiny bits inside that slowly change, tick, tick, like a clock. Scientists measure how much has changed. That tells them how old the rock is.',
      older: 'Radioactive elements decay at rates that never change. A half-life is the time it takes for half of a sample to decay. Comparing the remaining parent element with the daughter element it becomes gives a rock\'s age.',
      funFact: { title: 'Moon rocks help', text: 'Rocks brought back by the Apollo astronauts helped confirm Earth\'s age.' },
    },
    {
      title: 'How Long Is a Billion Years?',
      young: 'A billion is a thousand millions. If you counted one number every second, it would take you more than 30 years to count to a billion!',
      older: 'If Earth\'s whole history were squeezed into one day, humans would appear only in the last few seconds before midnight. Dinosaurs would show up at about 11 p.m.',
      funFact: { title: 'Life starts early', text: 'Fossils show that simple life appeared on Earth more than 3.5 billion years ago.' },
    },
  ],
  deeper: {
    title: 'Isotopes, Half-Lives and Concordant Ages',
    content: 'Uranium-238 decays to lead-206 with a half-life of about 4.5 billion years, and uranium-235 to lead-207 with about 704 million years. Zircon crystals take in uranium but almost no lead when they form, which makes them excellent clocks. Two decay chains in one crystal give a built-in check: when both agree, the age is called concordant. Lead isotope ratios in meteorites trace the time since the solar system\'s materials separated. Those ratios fit a line whose slope gives about 4.54 billion years.',
    funFact: { title: 'Older than Earth', text: 'Grains in some meteorites are slightly older than Earth itself, because they formed first in the early solar system.' },
  },
  glossary: [
    { term: 'Billion', say: 'BIL-yun', definition: 'A thousand millions: a very, very big number.' },
    { term: 'Meteorite', say: 'MEE-tee-or-ite', definition: 'A space rock that landed on Earth.' },
    { term: 'Radioactive', say: 'ray-dee-oh-AK-tiv', definition: 'Able to slowly change into another element, giving off energy.' },
    { term: 'Half-life', say: 'HAF-life', definition: 'The time it takes for half of a radioactive element to change.' },
  ],
  tryIt: [{
    title: 'A Very Long Line',
    description: 'Feel how old Earth is.',
    steps: ['Lay a long piece of string or tape across the room. That is Earth\'s whole life.', 'Put a dinosaur toy close to the end.', 'Put a tiny dot at the very, very end for people.', 'Talk with a grown-up: who came first?'],
    note: 'Tidy up the string so no one trips.',
  }, {
    title: 'Toilet Paper Timeline',
    description: 'Build a timeline of Earth\'s history.',
    steps: ['Unroll 45 squares of toilet paper: each square is 100 million years.', 'Mark square 1 as Earth forming.', 'Mark where the first life appeared (about square 10) and the dinosaurs (about square 43).', 'Mark humans at the very edge of the last square.'],
    note: 'Roll the paper back up to use it afterward.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'An hourglass', content: 'Radioactive dating is like an hourglass: if you know how fast the sand falls, the sand at the bottom tells you how long it has been running.' },
  ],
  realWorld: [
    { title: 'Dating the past', content: 'The same kind of dating is used to find the ages of fossils, volcanoes and ancient tools.' },
  ],
  engaging: [
    { question: 'What do you think Earth looked like when it was brand new?', context: 'Think about heat, rocks and no oceans yet.' },
    { question: 'Why are very old rocks hard to find?', context: 'Think about wind, water and moving plates.' },
  ],
  quiz: [
    {
      question: 'About how old is Earth?', right: 'About 4.5 billion years', wrong: ['About 100 years', 'About 2,000 years'],
      skill: 'recall', bands: ['6-8', '9-12', '13+'], support: ['about 4.5 billion years old', 'about 4.54 billion years'],
    },
    {
      question: 'What stuck together to make Earth?', right: 'Dust and rocks', wrong: ['Water and ice', 'Clouds and rain'],
      skill: 'recall', bands: ['3-5'], support: ['Dust and rocks went round the Sun'],
    },
    {
      question: 'Which is older?', right: 'Earth', wrong: ['The dinosaurs', 'People'],
      skill: 'inference', bands: ['3-5', '6-8'], support: ['much older than the dinosaurs', 'Earth formed from dust and rock'],
    },
    {
      question: 'How is the age of a rock found?', right: 'They measure elements that slowly change', wrong: ['They count the rings on the rocks', 'They weigh the rocks on a scale'],
      skill: 'cause-effect', bands: ['9-12', '13+'], support: ['radiometric dating', 'slowly change into other elements'],
    },
  ],
  sources: [
    {
      claim: 'The age of the Earth is about 4.54 billion years, plus or minus about 1 percent, determined by radiometric dating of meteorites and consistent with the oldest known Earth and lunar samples; radioactive isotopes such as uranium decay to lead at constant rates (uranium-238 to lead-206, half-life about 4.5 billion years; uranium-235 to lead-207, about 704 million years); zircon crystals from the Jack Hills of Western Australia are about 4.4 billion years old, and the oldest Earth minerals are over 4 billion years old; Earth\'s oldest rocks have been recycled; Moon rocks from the Apollo missions agree; lead isotope ratios in meteorites give 4.54 billion years; some meteorite grains are older than Earth.',
      title: 'USGS: Age of the Earth',
      url: 'https://pubs.usgs.gov/gip/geotime/age.html',
      read: READ,
      authority: 'science-body',
    },
    {
      claim: 'Earth formed by accretion in the disk around the young Sun; its early surface may have been a magma ocean; iron sank to form the core; a giant impact is thought to have formed the Moon; fossil evidence shows simple life more than 3.5 billion years ago; on a 24-hour clock of Earth history, dinosaurs appear around 11 p.m. and humans in the last few seconds; a billion is a thousand million, and counting to a billion at one number per second takes more than 30 years.',
      title: 'Britannica: Earth (planet), the geologic history',
      url: 'https://www.britannica.com/place/Earth',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: ['For 3-5, Earth is "very, very old" and "much older than the dinosaurs", with no number and without how it is measured; rock "clocks" stand for radiometric dating for 3-8.'],
  related: ['fossils', 'dinosaurs', 'rocks'],
  links: [SITES.usgs, britannica('geologic time'), SITES.nasa],
};

const caves: KidEntry = {
  id: 'caves',
  module: 'Science Explorers',
  question: 'How do caves form?',
  title: 'How Do Caves Form?',
  blurb: 'Water slowly dissolving rock makes caves, stalactites and stalagmites.',
  triggers: [['cave'], ['caves'], ['cavern*'], ['stalactite*'], ['stalagmite*']],
  quickAnswer: {
    '3-5': 'Most caves are made by water. Rain soaks into the ground. It eats away at a soft rock, very slowly. Little holes grow into big caves!',
    '6-8': 'Most big caves are made by water and a rock called limestone. Rain picks up a gas from the air and soil. The gas makes the rain a tiny bit sour, like a weak acid. The water seeps into cracks in the limestone. It slowly dissolves the rock, like water melting sugar. Over thousands of years, the cracks grow into tunnels and caves.',
    '9-12': 'Most large caves form in limestone, a rock made mostly of calcite. Rainwater takes in carbon dioxide from the air and soil, forming weak carbonic acid. As this water trickles through cracks, it slowly dissolves the limestone and carries it away. Over hundreds of thousands of years, cracks widen into passages and chambers. Inside caves, dripping water leaves calcite behind, building stalactites down from the ceiling and stalagmites up from the floor. Other caves form from lava, waves or melting ice.',
    '13+': 'Solution caves form where carbonic acid in groundwater dissolves carbonate rock such as limestone: CaCO₃ + H₂O + CO₂ gives calcium and bicarbonate ions in solution. Soil greatly enriches water in CO₂, making it more aggressive. Dissolution is fastest near the water table, so passages often record old water levels. This landscape of caves, sinkholes and springs is called karst. When CO₂-rich water enters an air-filled cave, it degasses and calcite precipitates, building speleothems such as stalactites, stalagmites and flowstone. Lava tubes, sea caves and glacier caves form in other ways.',
  },
  takeaways: {
    little: ['Most caves are made by water.', 'Water slowly eats away rock.', 'It takes a very long time.'],
    young: ['Most caves form in limestone.', 'Slightly sour rainwater slowly dissolves the rock.', 'Drips build stalactites and stalagmites.'],
    older: ['Carbonic acid in water dissolves limestone into caves.', 'Dripping water leaves calcite, building cave formations.', 'Some caves form from lava, waves or ice.'],
  },
  sections: [
    {
      title: 'Water That Dissolves Rock',
      little: 'Put sugar in water. It melts away! Some rock does that too, but very, very slowly. That makes holes.',
      young: 'Put a sugar cube in water and it dissolves. Limestone dissolves in slightly sour water too, but much more slowly. Rain soaking through the ground eats tunnels into it.',
      older: 'Rainwater absorbs carbon dioxide from the air and, even more, from soil. That makes weak carbonic acid. Along cracks and layers in limestone, the acid dissolves calcite and widens the openings into passages.',
      funFact: { title: 'Sinkholes', text: 'When the roof of an underground hollow collapses, it can make a sinkhole at the surface.' },
    },
    {
      title: 'Icicles Made of Stone',
      little: 'Water drips from a cave roof. Each drop leaves a tiny bit of rock. Drip by drip, a stone icicle grows!',
      young: 'In a cave, water drips from the ceiling. Each drop leaves behind a tiny bit of rock. Very slowly, stone icicles called stalactites grow down. Where the drops land, stalagmites grow up.',
      older: 'When dripping water reaches cave air, it loses carbon dioxide and can no longer hold all its calcite. The calcite forms crystals. Stalactites hang from the ceiling, stalagmites rise from the floor, and the two can meet as a column.',
      funFact: { title: 'A memory trick', text: 'Stalactites hold on tight to the ceiling; stalagmites might reach up to it someday.' },
    },
    {
      title: 'Other Kinds of Caves',
      young: 'Some caves are made by lava from volcanoes. Some are made by ocean waves crashing on cliffs. Some are made in glaciers by melting ice.',
      older: 'Lava tubes form when the outside of a lava flow cools while hot lava drains out from inside. Sea caves are carved by waves pounding weak spots in cliffs. Glacier caves are melted by water flowing through ice.',
      funFact: { title: 'The longest cave', text: 'Mammoth Cave in Kentucky is the longest known cave system in the world.' },
    },
  ],
  deeper: {
    title: 'Karst Chemistry and Speleothems',
    content: 'Calcite dissolves in water carrying carbon dioxide: CO₂ forms carbonic acid, which reacts with CaCO₃ to give calcium and bicarbonate ions. Soil respiration raises CO₂ in groundwater far above atmospheric levels, driving most cave formation. Mixing of waters with different chemistry can also renew their power to dissolve rock. Speleothems grow when seeping water meets cave air with less CO₂, degasses, and becomes oversaturated in calcite. Their growth layers can be dated. So stalagmites serve as records of past climate.',
    funFact: { title: 'Climate diaries', text: 'Scientists read layers in stalagmites to learn about rainfall thousands of years ago.' },
  },
  glossary: [
    { term: 'Cave', say: 'KAYV', definition: 'A natural hollow space under the ground or in a cliff.' },
    { term: 'Limestone', say: 'LIME-stone', definition: 'A rock made mostly of a mineral called calcite, which water can slowly dissolve.' },
    { term: 'Dissolve', say: 'dih-ZOLV', definition: 'To mix into a liquid until you cannot see it, like sugar in water.' },
    { term: 'Stalactite', say: 'stuh-LAK-tite', definition: 'A stone icicle hanging from a cave ceiling.' },
    { term: 'Stalagmite', say: 'stuh-LAG-mite', definition: 'A stone spike growing up from a cave floor.' },
  ],
  tryIt: [{
    title: 'Disappearing Sugar Cave',
    description: 'See water dissolve something solid.',
    steps: ['Stack sugar cubes into a little wall on a plate.', 'Drip water slowly on the top with a spoon.', 'Watch the sugar melt away and make holes.', 'Tell a grown-up how this is like a cave forming.'],
    note: 'Do this with a grown-up and clean up the sticky plate.',
  }, {
    title: 'Grow a String Stalactite',
    description: 'Grow crystals from dripping water.',
    steps: ['With a grown-up, stir baking soda into two jars of warm tap water until no more dissolves.', 'Put the jars on a tray with a plate between them.', 'Lay a wool string from one jar to the other so it dips in both and sags over the plate.', 'Wait a week and look for crystals growing down from the string.'],
    note: 'A grown-up helps with the warm water; do not drink the solution.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'Sugar in tea', content: 'Limestone in slightly sour water is like a sugar cube in tea, only millions of times slower.' },
  ],
  realWorld: [
    { title: 'Cave parks', content: 'National parks protect caves so visitors can see their formations, which can be broken by a single touch.' },
  ],
  engaging: [
    { question: 'Why do you think cave guides ask visitors not to touch the formations?', context: 'Think about how slowly they grow.' },
    { question: 'What animals might live in a dark cave?', context: 'Think about bats, fish and insects.' },
  ],
  quiz: [
    {
      question: 'What makes most caves?', right: 'Water slowly dissolving rock', wrong: ['Animals digging tunnels', 'Giants carving holes'],
      skill: 'cause-effect', support: ['Most caves are made by water', 'slowly dissolves the rock', 'slowly dissolves the limestone', 'dissolves carbonate rock'],
    },
    {
      question: 'What are stone icicles on a cave ceiling called?', right: 'Stalactites', wrong: ['Snowflakes', 'Fossils'],
      skill: 'vocabulary', bands: ['6-8', '9-12', '13+'], support: ['stalactites'],
    },
    {
      question: 'How fast do caves form?', right: 'Very, very slowly', wrong: ['In one night', 'In one afternoon'],
      skill: 'recall', support: ['very slowly', 'Over thousands of years', 'hundreds of thousands of years', 'It takes a very long time'],
    },
  ],
  sources: [
    {
      claim: 'Most caves form in limestone, made mostly of calcite, as rainwater with carbon dioxide from air and soil forms weak carbonic acid that dissolves the rock along cracks over thousands to hundreds of thousands of years; this karst landscape includes caves, sinkholes and springs; dripping water deposits calcite as stalactites (from the ceiling), stalagmites (from the floor) and columns; lava tubes, sea caves and glacier caves form in other ways; Mammoth Cave in Kentucky is the longest known cave system in the world.',
      title: 'National Park Service: Caves and Karst',
      url: 'https://www.nps.gov/subjects/caves/index.htm',
      read: READ,
      authority: 'science-body',
    },
    {
      claim: 'Calcite dissolution follows CaCO3 + H2O + CO2 giving calcium and bicarbonate ions; soil respiration enriches groundwater CO2; dissolution is greatest near the water table; speleothems form when water degasses CO2 in cave air; stalagmite layers can be dated and record past climate and rainfall.',
      title: 'Britannica: Cave',
      url: 'https://www.britannica.com/science/cave',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: ['For 3-8, the slightly acidic water "eats away" or dissolves rock "like sugar"; carbonic acid is named from 9-12.'],
  related: ['rocks', 'echo', 'volcanoes'],
  links: [SITES.usgs, britannica('cave'), SITES.natGeoKids],
};

const polesCold: KidEntry = {
  id: 'poles-cold',
  module: 'Science Explorers',
  question: 'Why is it so cold at the North and South Poles?',
  title: 'Why Are the Poles So Cold?',
  blurb: 'Slanted sunlight, long dark winters and shiny ice keep the poles frozen.',
  triggers: [['north', 'pole'], ['south', 'pole'], ['pole', 'cold'], ['poles', 'cold'], ['arctic'], ['antarctic'], ['antarctica'], ['polar', 'cold']],
  quickAnswer: {
    '3-5': 'The poles get only weak sunshine. The sun stays low in the sky. In winter, it does not come up at all! White snow and ice bounce the sunlight away. So it stays very cold.',
    '6-8': 'The North and South Poles are at the top and bottom of Earth. Sunlight reaches them at a low slant, so it spreads out and warms the ground only a little. In winter, the sun does not rise for months. The white snow and ice also bounce most of the sunlight back into space. So the poles stay freezing cold all year.',
    '9-12': 'The poles are cold because they get the least energy from the Sun. Sunlight strikes them at a low angle, so the same beam spreads over a larger area. It also passes through more air on the way. Because of Earth\'s tilt, each pole has months of darkness in winter. Snow and ice reflect most of the sunlight that does arrive. The South Pole is even colder than the North Pole. It sits on a thick, high ice sheet on land, while the North Pole is on sea ice over the ocean.',
    '13+': 'High latitudes receive the least annual solar energy per square meter. Low sun angles spread insolation over a large area and lengthen its path through the atmosphere. Earth\'s axial tilt gives each pole about six months of darkness. Snow and ice have a high albedo, reflecting most incoming sunlight, which reinforces the cold. Antarctica is colder than the Arctic. It is a continent capped by ice over 2 kilometers thick on average, so the surface is high and far from ocean heat. The Arctic Ocean beneath the northern sea ice releases some heat. The lowest temperature measured by a weather station, −89.2°C, was recorded at Vostok Station, Antarctica, in 1983.',
  },
  takeaways: {
    little: ['The poles get only weak sunshine.', 'In winter, the sun does not come up.', 'Snow and ice bounce sunlight away.'],
    young: ['Sunlight hits the poles at a low slant.', 'Winter at the poles is dark for months.', 'White ice reflects sunlight away.'],
    older: ['Low-angle sunlight spreads out and warms less.', 'Each pole has months of winter darkness.', 'Antarctica is colder than the Arctic because it is high, icy land.'],
  },
  sections: [
    {
      title: 'Slanted Sunshine',
      little: 'Shine a flashlight straight down. The spot is small and bright. Tip it. The spot is big and dim. At the poles, sunlight is tipped like that.',
      young: 'Near the middle of Earth, the sun shines almost straight down. At the poles, sunlight comes in at a low slant. The same light spreads over more ground, so each spot gets less warmth.',
      older: 'Because Earth is round, sunlight arrives at a steep angle near the equator and a shallow angle near the poles. A shallow beam covers more area and crosses more atmosphere, so each square meter gets less energy.',
      funFact: { title: 'Midnight sun', text: 'In polar summer, the sun stays up all day and all night for weeks.' },
    },
    {
      title: 'Long Dark Winters',
      little: 'At the poles, winter is dark all day. The sun stays away for a long time. Brrr!',
      young: 'Earth is tilted. So in winter, each pole leans away from the Sun, and the sun does not rise for months. With no sunshine, it gets colder and colder.',
      older: 'Earth\'s axis is tilted, so each pole faces away from the Sun for part of the year. At the poles themselves, the sun stays below the horizon for about six months. With no incoming sunlight, the surface keeps losing heat to space.',
      funFact: { title: 'One long day', text: 'At the exact North Pole, there is one sunrise and one sunset each year.' },
    },
    {
      title: 'A Shiny White Blanket',
      young: 'Snow and ice are white and shiny. They bounce most sunlight back to the sky instead of soaking it up. That keeps the poles cold.',
      older: 'Fresh snow reflects most of the sunlight that hits it. Dark ocean water absorbs most of it. When ice melts and exposes water, more heat is absorbed, which is one reason the Arctic is warming quickly.',
      funFact: { title: 'Penguins and polar bears', text: 'Penguins live in the south and polar bears live in the north, so they never meet in the wild.' },
    },
  ],
  deeper: {
    title: 'Insolation, Albedo and Why Antarctica Wins',
    content: 'Annual insolation at the poles is well under half that at the equator. Albedo measures reflectivity: fresh snow reflects most light, while open ocean reflects only a small share. This creates the ice-albedo feedback, in which warming melts ice, exposes darker surfaces and causes more warming. Antarctica\'s average ice thickness of over 2 kilometers raises its surface high into the cold atmosphere. Winds circling the continent also limit warm air from lower latitudes. The Arctic is an ocean basin, and heat from the water below the sea ice keeps it milder.',
    funFact: { title: 'Most of the ice', text: 'The Antarctic ice sheet holds most of the fresh water on Earth.' },
  },
  glossary: [
    { term: 'Pole', say: 'POHL', definition: 'The very top or bottom point of Earth.' },
    { term: 'Arctic', say: 'ARK-tik', definition: 'The cold area around the North Pole.' },
    { term: 'Antarctica', say: 'ant-ARK-tih-kuh', definition: 'The icy continent at the South Pole.' },
    { term: 'Reflect', say: 'rih-FLEKT', definition: 'To bounce light back.' },
  ],
  tryIt: [{
    title: 'Flashlight Sun',
    description: 'See why slanted light is weaker.',
    steps: ['Shine a flashlight straight down on paper. Look at the bright spot.', 'Now tip the flashlight so the light comes in low.', 'Is the spot bigger and dimmer?', 'Tell a grown-up: which spot is like the poles?'],
    note: 'Never shine a flashlight into anyone\'s eyes.',
  }, {
    title: 'Black and White Ice',
    description: 'Test how color changes warming.',
    steps: ['Put an ice cube on a white paper and another on a black paper.', 'Set both in the same sunny spot.', 'Time how long each cube takes to melt.', 'Explain what this tells you about snow, ice and dark ocean water.'],
    note: 'Use a tray to catch the water.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A white shirt in summer', content: 'A white shirt stays cooler in the sun than a black one. Snowy poles are like a giant white shirt for Earth.' },
  ],
  realWorld: [
    { title: 'Scientists at the poles', content: 'Scientists live at research stations in Antarctica to study ice, weather and climate.' },
  ],
  engaging: [
    { question: 'What would you wear to visit the South Pole?', context: 'Think about wind, snow and months of darkness.' },
    { question: 'Why do you think the Arctic is warming faster than other places?', context: 'Think about white ice and dark water.' },
  ],
  quiz: [
    {
      question: 'Why is the sunshine weak at the poles?', right: 'It comes in low and spreads out', wrong: ['The Sun is farther from the poles', 'Clouds there block it all'],
      skill: 'cause-effect', support: ['The sun stays low in the sky', 'low slant', 'low angle', 'Low sun angles'],
    },
    {
      question: 'What do snow and ice do to sunlight?', right: 'Bounce it away', wrong: ['Soak it all up', 'Turn it into fire'],
      skill: 'recall', support: ['bounce the sunlight away', 'bounce most of the sunlight back', 'reflect most of the sunlight', 'reflecting most incoming sunlight', 'White ice reflects sunlight away'],
    },
    {
      question: 'Which is colder, the South Pole or the North Pole?', right: 'The South Pole', wrong: ['The North Pole', 'They are just as cold'],
      skill: 'recall', bands: ['9-12', '13+'], support: ['South Pole is even colder', 'Antarctica is colder than the Arctic'],
    },
  ],
  sources: [
    {
      claim: 'The poles are cold because sunlight reaches them at a low angle, spreading its energy over a larger area and passing through more atmosphere; because of Earth\'s tilt each pole has about six months of darkness, with one sunrise and one sunset a year at the exact pole, and a midnight sun in summer; snow and ice have a high albedo and reflect most sunlight; the ice-albedo feedback helps the Arctic warm quickly.',
      title: 'NASA Earth Observatory: Climate and Earth\'s Energy Budget',
      url: 'https://earthobservatory.nasa.gov/features/EnergyBalance',
      read: READ,
      authority: 'science-body',
    },
    {
      claim: 'The North and South Poles are the top and bottom of Earth; the South Pole is colder than the North Pole, which lies on sea ice over the Arctic Ocean. Antarctica is colder than the Arctic: it is a high continent covered by an ice sheet averaging over 2 kilometers (about 2,160 meters) thick, holding most of Earth\'s fresh water, surrounded by circumpolar winds, whereas the Arctic is an ocean covered by sea ice that releases some heat; the lowest temperature recorded at a weather station, −89.2°C, was measured at Vostok Station, Antarctica, in 1983; penguins live in the Southern Hemisphere and polar bears in the Arctic; research stations operate in Antarctica.',
      title: 'Britannica: Antarctica',
      url: 'https://www.britannica.com/place/Antarctica',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: ['For 3-5, the low sun is shown with a tipped flashlight; albedo is named only at 13+.'],
  related: ['seasons', 'glaciers', 'deserts'],
  links: [SITES.scijinks, britannica('Antarctica'), SITES.natGeoKids],
};

const glaciers: KidEntry = {
  id: 'glaciers',
  module: 'Science Explorers',
  question: 'What is a glacier?',
  title: 'What Is a Glacier?',
  blurb: 'Rivers of ice that flow slowly downhill and carve the land.',
  triggers: [['glacier'], ['glaciers'], ['ice', 'sheet*'], ['ice', 'cap*'], ['river', 'ice'], ['iceberg*', 'come']],
  quickAnswer: {
    '3-5': 'A glacier is a giant pile of ice. It is made from lots of snow, packed down over many years. It is so heavy that it slides slowly downhill. It moves slower than a snail!',
    '6-8': 'A glacier is a huge river of ice that moves very slowly. It forms in cold places where more snow falls each winter than melts each summer. Year after year, the snow piles up and gets squashed into hard ice. When the ice gets thick and heavy enough, it starts to flow downhill. Glaciers scrape and carve the land as they move.',
    '9-12': 'A glacier is a large mass of ice that forms on land and moves under its own weight. It starts where snowfall is greater than melting over many years. Buried snow is packed into grainy firn and then into dense glacial ice. Once the ice is thick enough, gravity makes it creep and slide downhill, often a few centimeters to a meter a day. Glaciers grind rock, carve U-shaped valleys and carry boulders far away. Glaciers and ice sheets hold most of Earth\'s fresh water.',
    '13+': 'Glaciers are persistent bodies of ice on land that flow under their own weight. They form where accumulation exceeds ablation over many years. Snow compacts into firn and then into ice as air is squeezed out. Flow occurs by internal deformation, as ice crystals creep, and by basal sliding over meltwater. Fast outlet glaciers can move several kilometers a year. Glaciers erode by plucking and abrasion, carving cirques, U-shaped valleys and fjords, and they deposit moraines. The ice sheets of Antarctica and Greenland, with mountain glaciers, store most of Earth\'s fresh water. Most glaciers have been shrinking as the climate warms.',
  },
  takeaways: {
    little: ['A glacier is a giant pile of ice.', 'It is made from packed-down snow.', 'It moves very, very slowly.'],
    young: ['A glacier is a slow-moving river of ice.', 'It forms when snow piles up for many years.', 'Glaciers carve the land as they move.'],
    older: ['Glaciers form when snow builds up faster than it melts.', 'Ice flows downhill under its own weight.', 'Glaciers and ice sheets hold most of Earth\'s fresh water.'],
  },
  sections: [
    {
      title: 'Snow Turns to Ice',
      little: 'Snow falls and falls. It does not melt. New snow squashes the old snow. The old snow turns to hard ice.',
      young: 'In very cold places, snow keeps piling up, year after year. The weight of new snow squashes the old snow underneath. Slowly, the air is pushed out and it turns into thick, hard ice.',
      older: 'Each year\'s snow buries the last. Under the weight, snowflakes lose their points and pack into grainy firn. After many years, the air spaces close up and it becomes dense, often blue, glacier ice.',
      funFact: { title: 'Blue ice', text: 'Thick glacier ice often looks blue, because it absorbs red light and lets blue light through.' },
    },
    {
      title: 'A River of Ice',
      little: 'A glacier is very heavy. It slides down the hill. Very, very slowly. You cannot see it move!',
      young: 'When a glacier gets thick and heavy, it starts to flow downhill, like very thick, cold honey. Most glaciers move too slowly to see. Some move a few steps in a day.',
      older: 'Ice under great pressure can bend and flow, a bit like very stiff putty. Meltwater at the base can also help the glacier slide. Where it reaches the sea, pieces break off and float away as icebergs.',
      funFact: { title: 'Icebergs come from glaciers', text: 'Many icebergs are chunks that broke off glaciers where they meet the sea.' },
    },
    {
      title: 'Carving the Land',
      young: 'Glaciers push and scrape rocks as they move. They carve deep valleys and carry huge boulders far away. When they melt, they leave the rocks behind.',
      older: 'Rocks frozen into the base of a glacier scrape the ground like sandpaper. Glaciers carve wide, U-shaped valleys and, at the coast, fjords. They leave ridges of rock and gravel called moraines.',
      funFact: { title: 'Shrinking glaciers', text: 'Most glaciers around the world have been getting smaller as Earth has warmed.' },
    },
  ],
  deeper: {
    title: 'Mass Balance and Glacier Flow',
    content: 'A glacier\'s mass balance compares accumulation, mostly snowfall, with ablation, melting, sublimation and calving. In the upper accumulation zone, mass is gained; in the lower ablation zone, it is lost. Ice flows from one to the other. Under stress, ice deforms by creep, and flow is fastest at the surface and center, slowed by friction at the bed and sides. Where meltwater lubricates the bed, basal sliding can make glaciers surge. Ice cores drilled from ice sheets hold air bubbles that record past atmospheres.',
    funFact: { title: 'Ancient air', text: 'Bubbles trapped in Antarctic ice cores hold air from hundreds of thousands of years ago.' },
  },
  glossary: [
    { term: 'Glacier', say: 'GLAY-sher', definition: 'A huge mass of ice on land that moves slowly downhill.' },
    { term: 'Ice sheet', say: 'ICE SHEET', definition: 'A glacier so big it covers a huge area of land, like Antarctica.' },
    { term: 'Iceberg', say: 'ICE-burg', definition: 'A big piece of ice that broke off a glacier and floats in the sea.' },
    { term: 'Valley', say: 'VAL-ee', definition: 'Low land between hills or mountains.' },
  ],
  tryIt: [{
    title: 'Squish Snow into Ice',
    description: 'Feel how pressing makes ice.',
    steps: ['On a snowy day, or with crushed ice from a grown-up, pick up a handful.', 'Squeeze it hard into a ball.', 'Squeeze again. Does it get harder and clearer?', 'Tell a grown-up how glaciers are made.'],
    note: 'Wear gloves so your hands stay warm.',
  }, {
    title: 'Slow Slime Glacier',
    description: 'Model a flowing glacier.',
    steps: ['Put a lump of thick slime or putty at the top of a tilted tray.', 'Press a few small pebbles into its bottom.', 'Watch it slowly flow down over 20 minutes.', 'Look at the marks the pebbles scratched on the tray, like glacier scratches.'],
    note: 'Use store-bought slime, and wash your hands afterward.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'Thick honey', content: 'A glacier flows like cold, thick honey poured on a tilted plate, only much, much slower.' },
  ],
  realWorld: [
    { title: 'Water for people', content: 'In some mountain regions, meltwater from glaciers fills rivers that people use in summer.' },
  ],
  engaging: [
    { question: 'How could a huge boulder end up alone in a field?', context: 'Think about what glaciers carry.' },
    { question: 'Why do you think glaciers are shrinking?', context: 'Think about melting and snowfall.' },
  ],
  quiz: [
    {
      question: 'What is a glacier made of?', right: 'Ice made from packed snow', wrong: ['Frozen ocean water', 'White sand and rock'],
      skill: 'recall', support: ['made from lots of snow', 'squashed into hard ice', 'packed into grainy firn', 'Snow compacts into firn'],
    },
    {
      question: 'How fast do most glaciers move?', right: 'Very slowly', wrong: ['As fast as a car', 'As fast as a plane'],
      skill: 'recall', support: ['moves very slowly', 'moves slower than a snail', 'It moves very, very slowly', 'a few centimeters to a meter a day', 'several kilometers a year'],
    },
    {
      question: 'What shape of valley do glaciers carve?', right: 'A U shape', wrong: ['A V shape', 'An O shape'],
      skill: 'recall', bands: ['9-12', '13+'], support: ['U-shaped valleys'],
    },
  ],
  sources: [
    {
      claim: 'A glacier is a large, perennial accumulation of crystalline ice, snow, rock, sediment and water that forms on land and moves downslope under its own weight; it forms where snow accumulation exceeds melting over many years, compacting into firn and then glacial ice; glaciers flow by internal deformation (creep) and basal sliding, carve U-shaped valleys, fjords and cirques, deposit moraines, and calve icebergs; glacier ice looks blue because it absorbs red light; most glaciers are shrinking as the climate warms; ice cores preserve ancient air bubbles; glaciers typically move a few centimeters to a meter a day, and fast outlet glaciers several kilometers a year.',
      title: 'NSIDC: What is a glacier?',
      url: 'https://nsidc.org/learn/parts-cryosphere/glaciers',
      read: READ,
      authority: 'science-body',
    },
    {
      claim: 'Glaciers and ice caps store most of the world\'s fresh water (about 69 percent), most of it in the ice sheets of Antarctica and Greenland; glacial meltwater feeds rivers in summer.',
      title: 'USGS Water Science School: Ice, Snow, and Glaciers and the Water Cycle',
      url: 'https://www.usgs.gov/special-topics/water-science-school/science/ice-snow-and-glaciers-and-water-cycle',
      read: READ,
      authority: 'science-body',
    },
  ],
  simplifications: ['For 3-8, glaciers "slide" or "flow" downhill; the 9 and up texts explain creep and basal sliding.'],
  related: ['snowflakes', 'poles-cold', 'rivers'],
  links: [SITES.usgs, britannica('glacier'), SITES.natGeoKids],
};

const climateChange: KidEntry = {
  id: 'climate-change',
  module: 'Science Explorers',
  question: 'What is climate change?',
  title: 'What Is Climate Change?',
  blurb: 'Why Earth is warming, what it changes, and what people and families are doing about it.',
  triggers: [['climate', 'change'], ['global', 'warming'], ['greenhouse', 'effect'], ['greenhouse', 'gas*'], ['climate'], ['earth', 'warm*'], ['earth', 'hotter']],
  quickAnswer: {
    '3-5': 'Climate change means Earth is getting warmer. Cars and power plants put gas in the air. The gas works like a blanket. It keeps in too much heat. Lots of people are working to help. You can help too!',
    '6-8': 'Climate change means the planet is getting warmer, and the weather is changing over many years. People burn coal, oil and gas to run cars and make power. That puts more of some gases into the air. These gases trap heat, like a blanket around Earth. The extra heat melts ice and changes the weather. People all over the world are working on it, with clean power and smart choices.',
    '9-12': 'Climate is the usual weather of a place over many years. Climate change is a long-term shift in those patterns. Today Earth is warming mainly because people burn fossil fuels, coal, oil and natural gas. That adds carbon dioxide and other greenhouse gases to the air. These gases trap heat that would otherwise escape to space. This is called the greenhouse effect. Warming melts glaciers and sea ice, raises sea levels and brings more heat waves. The good news: clean energy such as solar and wind is growing fast, and every bit of warming we avoid helps.',
    '13+': 'Climate change means long-term shifts in temperature and weather patterns. The current warming is driven mainly by people, above all by burning fossil fuels. This has raised the carbon dioxide in the air far above its level before industry. Greenhouse gases absorb heat given off by Earth\'s surface and send part of it back down, so the planet warms until its energy budget balances. Effects include rising temperatures, shrinking ice, rising seas and stronger heat waves. Limiting warming means cutting emissions toward net zero, with clean power, saving energy, electric transport and protecting forests. Solutions exist and are growing.',
  },
  takeaways: {
    little: ['Earth is getting warmer.', 'Some gases keep in too much heat, like a blanket.', 'Many people are working to help.'],
    young: ['Burning coal, oil and gas adds heat-trapping gases to the air.', 'The extra warmth melts ice and changes weather.', 'Clean energy and smart choices help.'],
    older: ['Earth is warming mainly because people burn fossil fuels.', 'Greenhouse gases trap heat: the greenhouse effect.', 'Clean energy and using less energy slow the warming.'],
  },
  sections: [
    {
      title: 'A Blanket of Gases',
      little: 'Air wraps around Earth like a blanket. It keeps us warm. But extra gas makes the blanket too thick. Then Earth gets too warm.',
      young: 'Some gases in the air hold in the Sun\'s heat. A little keeps Earth cozy. But burning coal, oil and gas adds more. That makes the blanket thicker. So Earth warms up.',
      older: 'Sunlight warms the ground, which gives off heat as infrared light. Greenhouse gases absorb some of that heat and send part of it back down. Without them, Earth would be frozen. Adding more of them traps extra heat, which is why the planet is warming.',
      funFact: { title: 'Weather is not climate', text: 'Weather is what happens today. Climate is the usual pattern over many years.' },
    },
    {
      title: 'How People Are Helping',
      little: 'Some people build windmills. Some use sunshine to make power. We can turn off lights and walk more. Every bit helps!',
      young: 'Wind turbines and solar panels make electricity without burning fuel. Electric buses and cars are on more roads. Families help too: turning off lights, walking or biking, and planting trees.',
      older: 'Solar and wind power are now among the cheapest ways to make electricity in many places. Electric vehicles, better-insulated homes and protecting forests all cut emissions. Families can help by saving energy, wasting less food and talking about solutions.',
      funFact: { title: 'Trees help', text: 'Trees take carbon dioxide out of the air as they grow.' },
    },
    {
      title: 'What Is Changing?',
      young: 'Warmer air and oceans are melting glaciers and sea ice. The seas are slowly rising. Some places get more heat waves, and some get heavier rain.',
      older: 'Scientists track many changes: rising average temperatures, shrinking sea ice near the North Pole and shrinking glaciers, and rising seas as ice melts and warm water expands. Many places also see more extreme heat and heavier downpours. Plants and animals are shifting where they live.',
      funFact: { title: 'Measured from space', text: 'Satellites measure sea level, ice and temperature all around the world.' },
    },
  ],
  deeper: {
    title: 'The Energy Budget and Net Zero',
    content: 'Earth stays at a steady temperature when it sends as much energy to space as it receives from the Sun. Carbon dioxide, methane and nitrous oxide absorb outgoing infrared radiation. Adding them creates an imbalance, so the surface and oceans warm until balance returns. The oceans have absorbed most of the extra heat and much of the extra carbon dioxide, which makes seawater more acidic. Because carbon dioxide lasts for centuries, the total amount emitted sets how much warming happens. Warming levels off only when net emissions reach zero.',
    funFact: { title: 'Air from long ago', text: 'Bubbles trapped in ice cores show how carbon dioxide levels changed over hundreds of thousands of years.' },
  },
  glossary: [
    { term: 'Climate', say: 'KLY-mit', definition: 'The usual weather of a place over many years.' },
    { term: 'Carbon dioxide', say: 'KAR-bun dy-OK-side', definition: 'A gas in the air that traps heat; burning fuel makes more of it.' },
    { term: 'Greenhouse effect', say: 'GREEN-howss ih-FEKT', definition: 'How some gases in the air trap heat and keep Earth warm.' },
    { term: 'Fossil fuel', say: 'FOSS-ul FYOO-ul', definition: 'Coal, oil or gas, made from living things from long ago.' },
    { term: 'Renewable energy', say: 'rih-NOO-uh-bul EN-er-jee', definition: 'Power from sources that do not run out, like sunshine and wind.' },
  ],
  tryIt: [{
    title: 'Energy Detectives',
    description: 'Find ways to save energy at home.',
    steps: ['Walk around your home with a grown-up.', 'Find lights that are on in empty rooms.', 'Turn them off together.', 'Make a sign to remind everyone.'],
    note: 'Ask a grown-up before touching any switches or plugs.',
  }, {
    title: 'Jar Greenhouse',
    description: 'See how a cover traps heat.',
    steps: ['Put two thermometers in the sun, one inside a clear glass jar and one outside it.', 'Wait 20 minutes.', 'Read both thermometers.', 'Explain how the jar is like greenhouse gases, and how it is different.'],
    note: 'Handle glass carefully, with a grown-up.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A blanket on a warm night', content: 'Greenhouse gases are like a blanket. One thin blanket keeps you comfy; piling on more makes you too hot.' },
  ],
  realWorld: [
    { title: 'Clean power is growing', content: 'Solar panels and wind turbines are being built in many countries, making electricity without burning fuel.' },
  ],
  engaging: [
    { question: 'What is one thing your family could do to save energy?', context: 'Think about lights, walking, biking or food.' },
    { question: 'How is weather different from climate?', context: 'Think about today versus many years.' },
  ],
  quiz: [
    {
      question: 'What is happening to Earth in climate change?', right: 'It is getting warmer', wrong: ['It is getting smaller', 'It is spinning faster'],
      skill: 'recall', support: ['Earth is getting warmer', 'the planet is getting warmer', 'Earth is warming', 'Earth is getting warmer'],
    },
    {
      question: 'What do the extra gases do?', right: 'Trap heat like a blanket', wrong: ['Make the air cooler', 'Turn the sky green'],
      skill: 'cause-effect', support: ['The gas works like a blanket', 'trap heat', 'hold in the Sun\'s heat', 'absorb infrared radiation'],
    },
    {
      question: 'Which is a way to make electricity without burning fuel?', right: 'Solar panels', wrong: ['Coal fires', 'Oil furnaces'],
      skill: 'recall', bands: ['6-8', '9-12', '13+'], support: ['solar panels', 'Solar and wind power', 'solar and wind'],
    },
  ],
  sources: [
    {
      claim: 'Climate is the usual weather of a place over many years; climate change is a long-term change in Earth\'s climate. Earth is warming mainly because people burn fossil fuels (coal, oil and natural gas), adding carbon dioxide and other greenhouse gases that trap heat (the greenhouse effect); warming melts glaciers and Arctic sea ice near the North Pole, raises sea level and brings more heat waves and heavy rain; satellites measure these changes; trees absorb carbon dioxide; people and families can help by saving energy, walking or biking and using clean energy such as solar and wind.',
      title: 'NASA Climate Kids: What Is Climate Change?',
      url: 'https://climatekids.nasa.gov/climate-change-meaning/',
      read: READ,
      authority: 'science-body',
      asOf: '2026-11',
    },
    {
      claim: 'Human activities, mainly burning fossil fuels, have raised atmospheric carbon dioxide far above pre-industrial levels; greenhouse gases (carbon dioxide, methane, nitrous oxide) absorb infrared radiation and unbalance Earth\'s energy budget; the ocean has absorbed most of the extra heat and much carbon dioxide, becoming more acidic; ice cores record carbon dioxide over hundreds of thousands of years; warming stops only when net emissions reach zero; solar and wind are among the cheapest sources of new electricity, and electric vehicles, efficient buildings and forest protection cut emissions.',
      title: 'NOAA Climate.gov: Climate Change: Atmospheric Carbon Dioxide',
      url: 'https://www.climate.gov/news-features/understanding-climate/climate-change-atmospheric-carbon-dioxide',
      read: '2026-11-28',
      authority: 'science-body',
      asOf: '2026-11',
    },
  ],
  simplifications: ['For 3-8, greenhouse gases are "a blanket" that "keeps in heat"; the 9 and up texts explain infrared radiation and the energy balance.'],
  related: ['glaciers', 'poles-cold', 'seasons'],
  links: [SITES.nasa, SITES.scijinks, britannica('climate change')],
};

const earthRound: KidEntry = {
  id: 'earth-round',
  module: 'Science Explorers',
  question: 'Why is the Earth round?',
  title: 'Why Is the Earth Round?',
  blurb: 'Gravity pulls everything toward the middle, and that makes a ball.',
  triggers: [['earth', 'round'], ['earth', 'flat'], ['earth', 'sphere'], ['planet*', 'round'], ['world', 'round'], ['earth', 'shape*']],
  quickAnswer: {
    '3-5': 'Earth is round because of gravity. Gravity pulls everything to the middle. It pulls the same from all sides. That makes a ball shape!',
    '6-8': 'Earth is round because of gravity. Gravity pulls every bit of Earth toward its middle. It pulls just as hard from every side. If one part stuck out too far, gravity would pull it back in. So all the rock and water squeeze into the shape that is closest to the middle everywhere: a ball. Planets and big moons are round for the same reason.',
    '9-12': 'Earth is round because its own gravity pulls all of its material toward the center. When Earth formed, it was hot and partly melted, so its material could flow. Gravity pulled it into a sphere, the shape where every point on the surface is about the same distance from the center. Anything big enough, like a planet or a large moon, ends up round this way. Small asteroids have too little gravity, so they stay lumpy. Earth is not a perfect ball: its spin makes it bulge a little at the equator.',
    '13+': 'A body becomes round once its self-gravity is strong enough to overcome the strength of its rock, a state called hydrostatic equilibrium. Material then settles until the surface is an equipotential, which for a non-rotating body is a sphere. For rocky bodies this happens at diameters of roughly a few hundred kilometers. Earth\'s rotation adds an outward effect at the equator, making it an oblate spheroid. The equatorial diameter is about 43 kilometers larger than the polar diameter. Mountains and ocean trenches are tiny by comparison.',
  },
  takeaways: {
    little: ['Earth is shaped like a ball.', 'Gravity pulls everything to the middle.', 'That makes a round shape.'],
    young: ['Gravity pulls every part of Earth toward the middle.', 'Pulling evenly from all sides makes a ball.', 'Planets and big moons are round too.'],
    older: ['Self-gravity pulls big bodies into spheres.', 'Small asteroids stay lumpy because their gravity is weak.', 'Earth\'s spin makes it bulge at the equator.'],
  },
  sections: [
    {
      title: 'Pulled to the Middle',
      little: 'Gravity is a pull. It pulls all of Earth to the middle. Every side gets the same pull. So Earth is round like a ball.',
      young: 'Gravity pulls every rock and drop of water on Earth toward the center. If a giant lump stuck out, gravity would pull it down until it spread out. A ball is the shape where nothing sticks out.',
      older: 'Every piece of Earth pulls on every other piece. Together they pull toward the center. High spots are pushed down and spread out over time, and material fills low spots. The only shape where this pull is balanced everywhere is a sphere.',
      funFact: { title: 'Round drops', text: 'Floating water drops in the space station are round too, because of a pull that holds the water together.' },
    },
    {
      title: 'Big Things Are Round',
      little: 'Planets are round. The Moon is round. The Sun is round! Small space rocks can be bumpy.',
      young: 'All the planets are round, and so are big moons and the Sun. But small space rocks, like little asteroids, are bumpy like potatoes. Their gravity is too weak to squish them into balls.',
      older: 'Round shapes take a lot of mass. Large moons like ours are round, while small moons such as Phobos, which circles Mars, are lumpy. The dwarf planet Ceres, about 940 kilometers wide, is round. Many smaller asteroids are not.',
      funFact: { title: 'Potato moons', text: 'Mars has two small moons shaped like potatoes.' },
    },
    {
      title: 'How Do We Know?',
      young: 'Astronauts have taken photos of Earth from space, and it is round. Long ago, people saw Earth\'s round shadow on the Moon during an eclipse.',
      older: 'Long before spaceflight, people had clues. Ships disappear hull-first over the horizon, and Earth\'s shadow on the Moon during a lunar eclipse is always curved. Around 240 BCE, the Greek scholar Eratosthenes used shadows in two cities to estimate Earth\'s size. Today, photos from space and satellite navigation show it directly.',
      funFact: { title: 'Around the world', text: 'If you traveled in a straight line around the equator, you would come back to where you started.' },
    },
  ],
  deeper: {
    title: 'Hydrostatic Equilibrium and the Oblate Earth',
    content: 'Rock has strength, so small bodies can hold irregular shapes. As mass grows, gravitational stress at the center grows faster than rock strength. Above a few hundred kilometers, gravity wins and the body relaxes toward equilibrium. Rotation adds centrifugal effects strongest at the equator. The equilibrium shape is then a flattened spheroid, with a flattening for Earth of about 1 part in 298. Fast-spinning giants like Saturn are flattened much more. The geoid, the shape of mean sea level, also has small bumps caused by uneven mass inside Earth.',
    funFact: { title: 'Highest from the center', text: 'Because of the equatorial bulge, the summit of Chimborazo in Ecuador is the point on Earth farthest from the center.' },
  },
  glossary: [
    { term: 'Gravity', say: 'GRAV-ih-tee', definition: 'The pull that draws things toward each other.' },
    { term: 'Sphere', say: 'SFEER', definition: 'A round shape like a ball.' },
    { term: 'Equator', say: 'ih-KWAY-ter', definition: 'An imaginary line around the middle of Earth.' },
    { term: 'Asteroid', say: 'AS-tuh-royd', definition: 'A rocky object in space, smaller than a planet.' },
  ],
  tryIt: [{
    title: 'Squish a Ball',
    description: 'Feel how pressing from all sides makes a ball.',
    steps: ['Take a lumpy piece of play dough.', 'Press it from all sides with your hands.', 'Keep rolling and pressing evenly.', 'What shape do you get? Gravity does this to planets!'],
    note: 'Wash your hands after playing with dough.',
  }, {
    title: 'Ship Over the Horizon',
    description: 'Model why ships disappear bottom-first.',
    steps: ['Stand a small toy boat on top of a big ball, like a beach ball.', 'Put your eye level with the top of the ball.', 'Slowly slide the boat away from you over the curve.', 'Notice which part disappears first, and compare with ships at sea.'],
    note: 'Use a soft ball and a toy with no sharp points.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A crowd hugging', content: 'If everyone in a crowd pulled toward the middle with the same strength, the crowd would end up in a round shape.' },
  ],
  realWorld: [
    { title: 'Globes and maps', content: 'A globe shows Earth\'s true shape. Flat maps always stretch some places, which is why Greenland looks huge on many maps.' },
  ],
  engaging: [
    { question: 'Why do you think small space rocks are bumpy?', context: 'Think about how strong their gravity is.' },
    { question: 'How could you show a friend that Earth is round without going to space?', context: 'Think about ships, shadows and the Moon.' },
  ],
  quiz: [
    {
      question: 'What makes Earth round?', right: 'Gravity pulling to the middle', wrong: ['Strong wind blowing on it', 'Giants rolling it like a ball'],
      skill: 'cause-effect', support: ['Gravity pulls everything to the middle', 'Gravity pulls every bit of Earth toward its middle', 'own gravity pulls all of its material', 'self-gravity'],
    },
    {
      question: 'Which space things are bumpy like potatoes?', right: 'Small space rocks', wrong: ['The big Sun', 'All the planets'],
      skill: 'recall', support: ['Small space rocks can be bumpy', 'small space rocks, like little asteroids, are bumpy', 'Small asteroids have too little gravity', 'Many smaller asteroids are not'],
    },
    {
      question: 'Is Earth a perfect ball?', right: 'No, it bulges a little at the middle', wrong: ['Yes, it is perfectly round', 'No, it is flat like a plate'],
      skill: 'inference', bands: ['9-12', '13+'], support: ['bulge a little at the equator', 'bulge at the equator', 'oblate spheroid'],
    },
  ],
  sources: [
    {
      claim: 'Planets are round because their gravity pulls equally toward the center from all sides, pulling their material into a sphere once they are massive enough (hydrostatic equilibrium), for rocky bodies above a few hundred kilometers across; small asteroids and small moons such as Phobos and Deimos, the moons of Mars, are lumpy, potato-shaped; the dwarf planet Ceres, about 940 kilometers across, is round; Earth\'s rotation makes it bulge at the equator (an oblate spheroid), about 43 kilometers wider at the equator than pole to pole, a flattening of about 1 part in 298; Saturn is more flattened; the summit of Chimborazo in Ecuador is the point farthest from Earth\'s center.',
      title: 'Britannica: Earth (planet), shape and size',
      url: 'https://www.britannica.com/place/Earth',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Around 240 BCE Eratosthenes, a Greek scholar in Alexandria, estimated Earth\'s circumference from the angles of shadows in two cities; ships disappear hull-first over the horizon and Earth\'s shadow on the Moon during lunar eclipses is curved; astronauts photograph Earth from space; flat map projections distort sizes such as Greenland\'s.',
      title: 'Britannica: Eratosthenes',
      url: 'https://www.britannica.com/biography/Eratosthenes',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: ['For 3-8, gravity "pulls the same from all sides"; the 9 and up texts add the equatorial bulge.'],
  related: ['gravity', 'planets', 'day-and-night'],
  links: [SITES.spacePlace, britannica('Earth shape'), SITES.nasa],
};

export const landAndSeaEntries: KidEntry[] = [tornadoes, hurricanes, oceanWaves, tides, mountains, fossils, hail, rivers, insideEarth, rocks, deserts, earthAge, caves, polesCold, glaciers, climateChange, earthRound];
