import type { TopicPack } from './types';

const READ = '2026-11-23';

export const space: TopicPack = {
  key: 'space',
  name: 'Space',
  match: /\b(space\w*|planets?|planetary|solar system|stars?|starry|moons?|lunar|rockets?|astronaut\w*|cosmonaut\w*|galax\w*|universe|mars|jupiter|saturn|venus|mercury|neptune|uranus|comets?|asteroids?|telescopes?|nasa|orbit\w*|milky way|sun|outer space)\b/i,
  subtopics: /\b(planets?|stars?|starry|moons?|lunar|rockets?|astronaut\w*|cosmonaut\w*|galax\w*|mars|jupiter|saturn|venus|mercury|neptune|uranus|comets?|asteroids?|telescopes?|nasa|orbit\w*|milky way|sun)\b/i,
  scene: 'space',
  palette: 'night',
  chapters: [
    {
      title: 'Blast off!',
      pages: [
        {
          heading: 'Countdown',
          scene: 'space:rocket',
          text: {
            '3-5':
              'Five, four, three, two, one, blast off! {Hero} zooms up into space in a rocket. Out of the window, the sky turns from blue to black. Look! The stars are shining everywhere.',
            '6-8':
              "Ten, nine, eight... {Hero} buckles in tight. Three, two, one, liftoff! A rocket needs a huge push to get away from Earth's gravity. Gravity is the pull that keeps our feet on the ground. As the rocket climbs, the blue sky fades to black. That is because in space there is almost no air to spread the sunlight around.",
            '9-10':
              "The engines roar, and {hero's} rocket rises on a pillar of fire. To stay in orbit close to Earth, a spacecraft must travel at about 28,000 kilometers per hour. At that speed it keeps falling around Earth instead of back down to it. Through the window, the sky turns from blue to inky black. Space is nearly empty, with almost no air to scatter sunlight.",
          },
        },
        {
          heading: 'Our home planet',
          scene: 'space:earth',
          text: {
            '3-5':
              'From space, the Earth looks like a big blue marble. The blue is the ocean. The white swirls are clouds. Earth is our home. It has air to breathe and water to drink.',
            '6-8':
              'Looking back, {hero} sees Earth as a beautiful blue and white ball. Oceans cover most of our planet, and white clouds swirl above them. Earth is the only planet we know of where living things are found. It is just the right distance from the Sun. It is not too hot, and not too cold.',
            '9-10':
              'From orbit, Earth glows blue and white. Its atmosphere looks like a thin blue line along the horizon. Earth is the third planet from the Sun and the only place where we know life exists. Astronauts on the International Space Station circle the planet about every 90 minutes. That means they see around 16 sunrises every day.',
          },
        },
        {
          heading: 'Hello, Moon!',
          scene: 'space:moon',
          text: {
            '3-5':
              'Next stop, the Moon! The Moon is gray and dusty, with lots of round holes called craters. There is no air on the Moon. Astronauts have walked there. Boing! You can jump very high on the Moon.',
            '6-8':
              "The Moon is Earth's closest neighbor in space. Its gray ground is covered in round holes called craters. Space rocks made them when they crashed into it. In 1969, Neil Armstrong and Buzz Aldrin became the first people to walk on the Moon. The Moon has no wind, so their footprints may still be there today!",
            '9-10':
              "The Moon is about 384,000 kilometers away. Its pull on our oceans helps create the tides. Its surface is covered in craters from billions of years of space rocks crashing into it. In July 1969, the Apollo 11 astronauts Neil Armstrong and Buzz Aldrin walked on the Moon. The Moon's gravity is only about one sixth of Earth's, so they bounced as they walked. With no wind to wipe them away, their footprints may last for a very long time.",
          },
        },
      ],
    },
    {
      title: 'Around the Sun',
      pages: [
        {
          heading: 'Our star, the Sun',
          scene: 'space:sun',
          text: {
            '3-5':
              'The Sun is a star! It is a giant ball of very hot gas. The Sun gives us light and keeps us warm. Never look right at the Sun, because it can hurt your eyes.',
            '6-8':
              "The Sun is a star. It is a giant ball of hot, glowing gas. It is so big that more than a million Earths could fit inside it! Its light takes about eight minutes to reach us. Without the Sun's light and warmth, nothing could live on our planet. Remember: never look straight at the Sun.",
            '9-10':
              "The Sun is the star at the center of our solar system. It holds more than 99 percent of the solar system's mass. Deep in its core, hydrogen is squeezed into helium, which gives off huge amounts of light and heat. That light travels about 150 million kilometers and reaches Earth in roughly eight minutes. Compared with other stars, our Sun is a fairly ordinary, medium-sized star.",
          },
        },
        {
          heading: 'The rocky planets',
          scene: 'space:mars',
          text: {
            '3-5':
              'Eight planets go around the Sun. Mercury is the closest one to the Sun. Mars is called the red planet because of its red, rusty dust. Robots drive around on Mars and take pictures.',
            '6-8':
              'Eight planets travel around the Sun. The four closest are Mercury, Venus, Earth and Mars. They are rocky planets. Venus is the hottest planet, because its thick air traps heat like a blanket. Mars looks red because its dust has rusty iron in it. Robot rovers drive on Mars and look for clues about its past.',
            '9-10':
              'The four inner planets, Mercury, Venus, Earth and Mars, are rocky worlds. Venus is the hottest planet, even hotter than Mercury. Its thick air of carbon dioxide traps the heat. Mars gets its red color from rust in its dust. It also has the tallest known volcano in the solar system, Olympus Mons. Robot rovers study the rocks of Mars for signs that water once flowed there.',
          },
        },
        {
          heading: 'The giant planets',
          scene: 'space:planets',
          text: {
            '3-5':
              'Far away are the giant planets. Jupiter is the biggest planet of all. Saturn has beautiful rings made of ice and rock. Uranus and Neptune are blue and very, very cold.',
            '6-8':
              'Past Mars are the giant planets. Jupiter is the biggest. It is more than eleven times wider than Earth! It has a giant storm called the Great Red Spot. Saturn has shining rings made of chunks of ice and rock. Far out in the cold and dark, Uranus and Neptune look blue.',
            '9-10':
              "The outer planets are giants. Jupiter and Saturn are gas giants, made mostly of hydrogen and helium. Jupiter's Great Red Spot is a storm wider than Earth. It has been raging since before your great-grandparents were born. Saturn's rings are made of countless pieces of ice and rock, from tiny grains to chunks as big as houses. Uranus and Neptune are ice giants, and Uranus spins tipped over on its side.",
          },
        },
      ],
    },
    {
      title: 'Among the stars',
      pages: [
        {
          heading: 'Twinkling stars',
          scene: 'space:stars',
          text: {
            '3-5':
              'At night, we can see lots of stars. Stars are suns that are very, very far away. Long ago, people joined the stars with pretend lines to make pictures. These star pictures are called constellations.',
            '6-8':
              "Every star in the night sky is a sun. It is so far away that it looks like a tiny dot. Stars seem to twinkle because their light wiggles as it passes through Earth's moving air. Long ago, people joined stars into pictures called constellations, like Orion the hunter. They used them to find their way at night.",
            '9-10':
              "The stars we see at night are distant suns, and many have planets of their own. Starlight twinkles because Earth's moving air bends it. Some starlight has traveled for thousands of years before it reaches our eyes. So looking at the stars is like looking back in time. Our Sun is one of billions of stars in the Milky Way galaxy, and there are billions of galaxies in the universe.",
          },
        },
        {
          heading: 'Home again',
          scene: 'space:home',
          text: {
            '3-5':
              'Time to go home. The rocket comes back down to Earth. Splash! {Hero} looks up at the night sky and smiles. Which star will you wish on tonight?',
            '6-8':
              'Splashdown! The capsule lands safely in the sea, and {hero} is home again. That night, {hero} looks up at the Moon and the twinkling stars. What a trip it was! Maybe one day {hero} will become an astronaut, an engineer or a scientist who helps us explore space for real.',
            '9-10':
              "The capsule's parachutes open, and {hero} splashes down safely in the ocean. Back home, {hero} steps outside with a star map and finds the bright planets and constellations. There is still so much to find out: moons with hidden oceans under their ice, planets around other stars, and questions no one has answered yet. Maybe {hero} will be the one to answer them.",
          },
        },
      ],
    },
  ],
  facts: {
    '3-5': [
      'The Sun is a star.',
      'Eight planets go around the Sun.',
      'Jupiter is the biggest planet.',
      'Saturn has rings made of ice and rock.',
      'The Moon has no air.',
      'Astronauts have walked on the Moon.',
      'The Moon does not make its own light. It shines with light from the Sun.',
      'Astronauts float inside their space station.',
      'Earth is the only planet where we know there are living things.',
    ],
    '6-8': [
      "The Sun's light takes about eight minutes to reach Earth.",
      'Venus is the hottest planet.',
      'Mars looks red because of rusty dust.',
      'Jupiter is the biggest planet of all.',
      'In 1969, Neil Armstrong and Buzz Aldrin became the first people to walk on the Moon.',
      "Stars twinkle because their light passes through Earth's moving air.",
      'More than a million Earths could fit inside the Sun.',
      'Footprints on the Moon can last a very long time. There is no wind or rain to wipe them away.',
      'A day on Venus is longer than a year on Venus.',
      'Astronauts on the space station see the sun rise about sixteen times a day.',
    ],
    '9-10': [
      'The Sun contains more than 99 percent of all the mass in the solar system.',
      'The International Space Station circles Earth about every 90 minutes.',
      "The Moon's gravity is about one sixth of Earth's.",
      'Venus is hotter than Mercury because its thick atmosphere traps heat.',
      "Jupiter's Great Red Spot is a storm wider than Earth.",
      'Uranus spins tipped over on its side.',
      'Light from the Sun travels about 150 million kilometers to reach Earth.',
      'Venus spins so slowly that one day there lasts longer than its whole year.',
      'Mercury has almost no atmosphere, so its nights are freezing even though it is the closest planet to the Sun.',
      'Footprints on the Moon can last for millions of years, because no wind or rain wears them away.',
    ],
  },
  vocabulary: [
    { word: 'Astronaut', meaning: 'A person trained to travel into space.' },
    { word: 'Orbit', meaning: 'The curved path of something that travels around a planet or a star.' },
    { word: 'Gravity', meaning: 'The invisible pull that keeps our feet on the ground.' },
    { word: 'Planet', meaning: 'A big, round world that travels around a star.' },
    { word: 'Crater', meaning: 'A round hole made when a space rock crashes into a surface.' },
    { word: 'Constellation', meaning: 'A group of stars that people imagine as a picture.' },
    { word: 'Galaxy', meaning: 'A huge group of billions of stars, like our Milky Way.' },
    { word: 'Telescope', meaning: 'A tool that makes faraway things look bigger and clearer.' },
  ],
  imagine: [
    'Imagine you are floating inside a space station. What would you do first without any gravity?',
    'Imagine you found a brand-new planet. What color is it, and what is it like there?',
    'If you could visit any place in space, where would you go, and what would you pack?',
  ],
  matching: {
    '3-5': [
      { left: 'Rocket', right: 'Flies into space', icon: 'rocket' },
      { left: 'Moon', right: 'Has craters and no air', icon: 'moon' },
      { left: 'Sun', right: 'A big, hot star', icon: 'sun' },
      { left: 'Planet', right: 'Goes around the Sun', icon: 'planet' },
    ],
    '6-8': [
      { left: 'Sun', right: 'The star at the center of our solar system' },
      { left: 'Moon', right: "Earth's closest neighbor in space" },
      { left: 'Mars', right: 'The red planet' },
      { left: 'Saturn', right: 'The planet with shining rings' },
      { left: 'Astronaut', right: 'A person who travels into space' },
    ],
    '9-10': [
      { left: 'Orbit', right: 'The path around a planet or star' },
      { left: 'Gravity', right: 'The pull that keeps us on the ground' },
      { left: 'Galaxy', right: 'A huge group of billions of stars' },
      { left: 'Constellation', right: 'A picture people see in the stars' },
      { left: 'Rover', right: 'A robot that explores another world' },
    ],
  },
  counting: [
    { label: 'stars', icon: 'star' },
    { label: 'planets', icon: 'planet' },
    { label: 'rockets', icon: 'rocket' },
    { label: 'moons', icon: 'moon' },
  ],
  tracing: ['SUN', 'MOON', 'STAR', 'MARS'],
  wordSearch: {
    '6-8': ['SUN', 'MOON', 'STAR', 'PLANET', 'ROCKET', 'ORBIT', 'COMET', 'MARS'],
    '9-10': ['ASTRONAUT', 'GRAVITY', 'GALAXY', 'ORBIT', 'JUPITER', 'SATURN', 'NEPTUNE', 'CRATER', 'TELESCOPE', 'COMET'],
  },
  quiz: {
    '6-8': [
      { question: 'What is the Sun?', options: ['A planet', 'A star', 'A moon'], answerIndex: 1 },
      { question: 'Which planet is the biggest?', options: ['Jupiter', 'Mars', 'Mercury'], answerIndex: 0 },
      { question: 'Why does Mars look red?', options: ['It is on fire', 'Its dust is rusty', 'It is covered in strawberries'], answerIndex: 1 },
      { question: 'Who were the first people to walk on the Moon?', options: ['Two pilots from an airplane', 'Nobody has walked there', 'Neil Armstrong and Buzz Aldrin'], answerIndex: 2 },
      { question: 'How long does sunlight take to reach Earth?', options: ['About eight minutes', 'About eight days', 'About eight years'], answerIndex: 0 },
    ],
    '9-10': [
      { question: 'How long does sunlight take to reach Earth?', options: ['About 8 seconds', 'About 8 minutes', 'About 8 days'], answerIndex: 1 },
      { question: 'Why is Venus the hottest planet?', options: ['It is closest to the Sun', 'Its thick atmosphere traps heat', 'It is covered in volcanoes'], answerIndex: 1 },
      { question: 'What is the Great Red Spot on Jupiter?', options: ['A giant storm', 'A red ocean', 'A mountain'], answerIndex: 0 },
      { question: "How strong is the Moon's gravity compared with Earth's?", options: ['Twice as strong', 'About the same', 'About one sixth'], answerIndex: 2 },
      { question: 'What is a galaxy?', options: ['A single star', 'A huge group of billions of stars', 'A kind of planet'], answerIndex: 1 },
    ],
  },
  drawing: {
    '3-5': 'Draw your own rocket ship flying past the Moon and the stars!',
    '6-8': 'Draw the solar system: the Sun and the eight planets in order. Do not forget Saturn’s rings!',
    '9-10': 'Design a base for exploring Mars. Draw it and label where astronauts sleep, have their meals, grow food and do experiments.',
  },
  sources: [
    {
      claim:
        'The Sun is a star that holds more than 99 percent of the mass of the solar system; more than a million Earths could fit inside it, and its light travels about 150 million kilometers, reaching Earth in about 8 minutes (eight minutes).',
      title: 'NASA Science: Sun facts',
      url: 'https://science.nasa.gov/sun/facts/',
      read: READ,
      authority: 'science-body',
    },
    {
      claim: "The Moon is about 384,000 kilometers from Earth, its gravity is about one sixth of Earth's, and its pull on the oceans helps cause the tides.",
      title: 'NASA Science: Earth\'s Moon facts',
      url: 'https://science.nasa.gov/moon/facts/',
      read: READ,
      authority: 'science-body',
    },
    {
      claim: 'In July 1969, Apollo 11 astronauts Neil Armstrong and Buzz Aldrin became the first people to walk on the Moon.',
      title: 'NASA: Apollo 11 mission',
      url: 'https://www.nasa.gov/mission/apollo-11/',
      read: READ,
      authority: 'science-body',
    },
    {
      claim:
        'The International Space Station travels at about 28,000 kilometers per hour (17,500 miles per hour) and circles Earth about every 90 minutes, so its crew sees about 16 sunrises (sixteen sunrises) a day.',
      title: 'NASA: International Space Station facts and figures',
      url: 'https://www.nasa.gov/international-space-station/space-station-facts-and-figures/',
      read: READ,
      authority: 'science-body',
    },
    {
      claim:
        'Eight planets orbit the Sun: Mercury, Venus, Earth and Mars are rocky; Jupiter and Saturn are gas giants; Uranus and Neptune are ice giants. Earth is the third planet from the Sun.',
      title: 'NASA Science: Planets of our solar system',
      url: 'https://science.nasa.gov/solar-system/planets/',
      read: READ,
      authority: 'science-body',
    },
    {
      claim: 'Venus is the hottest planet, hotter than Mercury, because its thick carbon dioxide atmosphere traps heat; a day on Venus is longer than its year.',
      title: 'NASA Science: Venus facts',
      url: 'https://science.nasa.gov/venus/facts/',
      read: READ,
      authority: 'science-body',
    },
    {
      claim: 'Mars is red because of rusty iron (iron oxide) in its dust; Olympus Mons on Mars is the tallest known volcano in the solar system; rovers study its rocks for signs of past water.',
      title: 'NASA Science: Mars facts',
      url: 'https://science.nasa.gov/mars/facts/',
      read: READ,
      authority: 'science-body',
    },
    {
      claim: "Jupiter, the biggest planet, is more than eleven times wider than Earth; its Great Red Spot is a giant storm wider than Earth that has raged for well over a century.",
      title: 'NASA Science: Jupiter facts',
      url: 'https://science.nasa.gov/jupiter/facts/',
      read: READ,
      authority: 'science-body',
    },
    {
      claim: "Saturn's rings are made of countless pieces of ice and rock, from tiny grains to chunks as big as houses.",
      title: 'NASA Science: Saturn facts',
      url: 'https://science.nasa.gov/saturn/facts/',
      read: READ,
      authority: 'science-body',
    },
    {
      claim: 'Uranus spins tipped over on its side.',
      title: 'NASA Science: Uranus facts',
      url: 'https://science.nasa.gov/uranus/facts/',
      read: READ,
      authority: 'science-body',
    },
    {
      claim: 'Orion, the hunter, is one of the best-known constellations.',
      title: 'Encyclopaedia Britannica: Orion (constellation)',
      url: 'https://www.britannica.com/place/Orion-constellation',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'The Sun is one of billions of stars in the Milky Way galaxy, one of billions of galaxies.',
      title: 'Encyclopaedia Britannica: Milky Way Galaxy',
      url: 'https://www.britannica.com/place/Milky-Way-Galaxy',
      read: READ,
      authority: 'reference',
    },
  ],
};
