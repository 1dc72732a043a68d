import { britannica, SITES } from '../links';
import type { KidEntry } from '../types';

// Science Explorers: space (issue 10 §1, batch 3).

const READ = '2026-11-23';

const planets: KidEntry = {
  id: 'planets',
  module: 'Science Explorers',
  question: 'What are the planets?',
  title: 'What Are the Planets?',
  blurb: 'The eight worlds that travel around the Sun, from rocky Mercury to icy Neptune.',
  triggers: [['planet'], ['planets'], ['solar', 'system'], ['mercury'], ['venus'], ['jupiter'], ['uranus'], ['neptune'], ['pluto'], ['dwarf', 'planet'], ['gas', 'giant']],
  quickAnswer: {
    '3-5': 'Planets are big round worlds. They go around the Sun. There are eight of them. Earth is one. We live on it!',
    '6-8': 'A planet is a big, round world that travels around the Sun. Our Sun has eight planets. In order from the Sun they are Mercury, Venus, Earth, Mars, Jupiter, Saturn, Uranus and Neptune. The first four are small and rocky. The last four are giant balls of gas and ice. Planets do not make their own light. They shine because sunlight bounces off them.',
    '9-12': 'A planet is a large, round body that orbits the Sun and has cleared its path of other big objects. Our solar system has eight: Mercury, Venus, Earth, Mars, Jupiter, Saturn, Uranus and Neptune. The four inner planets are small and rocky. Jupiter and Saturn are gas giants, and Uranus and Neptune are ice giants. Jupiter is the biggest planet of all. Pluto was called a planet for many years, but since 2006 it has been called a dwarf planet.',
    '13+': 'In 2006 the International Astronomical Union defined a planet as a body that orbits the Sun, is massive enough for its own gravity to pull it into a round shape, and has cleared its orbit of other debris. Eight bodies qualify. Mercury, Venus, Earth and Mars are rocky terrestrial planets. Jupiter and Saturn are gas giants made mostly of hydrogen and helium. Uranus and Neptune are ice giants, rich in water, ammonia and methane. Pluto is round and orbits the Sun, but it shares its region with many other icy bodies, so it is classed as a dwarf planet.',
  },
  takeaways: {
    little: ['Planets go around the Sun.', 'There are eight planets.', 'Earth is our planet.'],
    young: ['Eight planets go around the Sun.', 'Four are rocky and four are giants.', 'Planets shine with sunlight that bounces off them.'],
    older: ['The solar system has eight planets.', 'The inner four are rocky; the outer four are giants of gas and ice.', 'Pluto is a dwarf planet.'],
  },
  sections: [
    {
      title: 'Going Around the Sun',
      little: 'The Sun is in the middle. The planets go round and round it. Each one has its own path. Round and round they go!',
      young: 'The Sun sits in the middle of our solar system. Each planet moves around it on its own path, called an orbit. Planets close to the Sun go around fast. Planets far away take a very long time.',
      older: 'Each planet follows its own orbit around the Sun, held by the Sun\'s gravity. Inner planets have short orbits and move quickly. Mercury goes around in just 88 days. Outer planets have huge orbits. Neptune takes about 165 Earth years to go around once.',
      funFact: { title: 'A long year', text: 'One year on Neptune lasts about 165 Earth years.' },
    },
    {
      title: 'Rocky Planets and Giant Planets',
      little: 'Some planets are made of rock, like Earth. Some are giant balls of gas. Jupiter is the biggest of all!',
      young: 'Mercury, Venus, Earth and Mars are rocky. You could stand on them. Jupiter, Saturn, Uranus and Neptune are giants. They are mostly gas and ice, with no solid ground to stand on. Jupiter is the biggest planet.',
      older: 'The inner planets are made mostly of rock and metal. The outer planets are much larger, and Jupiter is the largest planet. Jupiter and Saturn are mostly hydrogen and helium gas. Uranus and Neptune hold more ice-forming substances, such as water, ammonia and methane. All four giants have rings, though only Saturn\'s are bright and easy to see.',
      funFact: { title: 'A giant planet', text: 'Jupiter is so big that all the other planets could fit inside it.' },
    },
    {
      title: 'What Happened to Pluto?',
      young: 'Pluto used to be called the ninth planet. Then many other small icy worlds were found near it. So now Pluto is called a dwarf planet.',
      older: 'Pluto is smaller than Earth\'s Moon. It orbits in a far-off zone full of icy bodies, called the Kuiper Belt. After similar worlds were found, astronomers agreed on a definition of a planet in 2006. Pluto did not meet it, because it has not cleared its orbit, so it became a dwarf planet.',
      funFact: { title: 'Pluto up close', text: 'The New Horizons spacecraft flew past Pluto in 2015 and found a giant heart-shaped plain of ice.' },
    },
  ],
  deeper: {
    title: 'The IAU Definition and How Planets Formed',
    content: 'The solar system formed about 4.6 billion years ago from a spinning disk of gas and dust around the young Sun. Close to the Sun it was too hot for ice, so the inner planets grew from rock and metal. Farther out, beyond the frost line, ice was plentiful. Cores there grew big enough to pull in huge amounts of hydrogen and helium, becoming giant planets. The 2006 IAU definition has three tests: orbiting the Sun, being rounded by self-gravity, and clearing the neighbourhood of the orbit. Bodies that pass the first two but not the third, such as Pluto and Ceres, are dwarf planets.',
    funFact: { title: 'Planets everywhere', text: 'Astronomers have found thousands of planets going around other stars, called exoplanets.' },
  },
  glossary: [
    { term: 'Planet', say: 'PLAN-it', definition: 'A big, round world that travels around a star.' },
    { term: 'Orbit', say: 'OR-bit', definition: 'The path one thing takes around another in space.' },
    { term: 'Solar system', say: 'SOH-lur SIS-tum', definition: 'The Sun and everything that travels around it.' },
    { term: 'Dwarf planet', say: 'DWORF PLAN-it', definition: 'A small round world, like Pluto, that shares its path with many other objects.' },
  ],
  tryIt: [{
    title: 'Planet Parade',
    description: 'Line up eight toys as the eight planets.',
    steps: ['Put a ball or a yellow toy on the floor. That is the Sun.', 'Line up eight small toys in a row next to it.', 'Count them with a grown-up: one to eight!', 'Find the third one. That is Earth, our home.'],
    note: 'Pick toys that are big enough not to go in a mouth.',
    bands: ['3-5'],
  }, {
    title: 'A Sentence to Remember',
    description: 'Make up a silly sentence to remember the planets in order.',
    steps: ['Write the first letters: M, V, E, M, J, S, U, N.', 'Make a sentence with words that start with those letters, such as "My Very Excited Monkey Just Swung Up North".', 'Say it three times.', 'Now use it to name the planets in order from the Sun.'],
    note: 'Your own silly sentence is the easiest to remember.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'Runners on a track', content: 'The planets are like runners on a round track, each in its own lane. The inner lanes are short, so those runners finish a lap quickly.' },
  ],
  realWorld: [
    { title: 'Planets you can see', content: 'On clear nights you can often see Venus, Mars, Jupiter and Saturn without a telescope. They look like bright stars that do not twinkle much.' },
  ],
  engaging: [
    { question: 'Which planet would you like to visit, and what would you pack?', context: 'Think about how hot, cold or windy it would be there.' },
    { question: 'Why can we stand on Mars but not on Jupiter?', context: 'Think about rock and gas.' },
  ],
  quiz: [
    {
      question: 'How many planets go around our Sun?', right: 'Eight', wrong: ['Three', 'Twenty'],
      skill: 'recall', support: ['There are eight of them', 'Our Sun has eight planets', 'has eight', 'Eight planets go around the Sun'],
    },
    {
      question: 'Which planet is the biggest?', right: 'Jupiter', wrong: ['Earth', 'Mercury'],
      skill: 'recall', support: ['Jupiter is the biggest', 'Jupiter is the largest planet'],
    },
    {
      question: 'Why do planets shine in the night sky?', right: 'Sunlight bounces off them', wrong: ['They burn like little fires', 'They make their own light'],
      skill: 'cause-effect', bands: ['6-8', '9-12', '13+'], support: ['sunlight bounces off them', 'shine with sunlight'],
    },
    {
      question: 'What is Pluto called now?', right: 'A dwarf planet', wrong: ['A moon of Neptune', 'A giant gas planet'],
      skill: 'vocabulary', bands: ['9-12', '13+'], support: ['dwarf planet'],
    },
  ],
  sources: [
    {
      claim: 'Our solar system has eight planets: Mercury, Venus, Earth, Mars, Jupiter, Saturn, Uranus and Neptune. The four inner planets are rocky; Jupiter and Saturn are gas giants and Uranus and Neptune are ice giants; Jupiter is the biggest planet, big enough for all the other planets to fit inside it. Mercury orbits the Sun in 88 days and Neptune in about 165 Earth years. Venus, Mars, Jupiter and Saturn can be seen without a telescope.',
      title: 'NASA Space Place: All About the Planets',
      url: 'https://spaceplace.nasa.gov/planets/en/',
      read: READ,
      authority: 'science-body',
    },
    {
      claim: 'In 2006 the International Astronomical Union (IAU) defined a planet as a body that orbits the Sun, is massive enough to be rounded by its own gravity and has cleared the neighbourhood around its orbit; Pluto and Ceres became dwarf planets. Pluto, smaller than Earth\'s Moon, orbits in the Kuiper Belt; the New Horizons spacecraft flew past it in 2015 and found a heart-shaped plain of ice. All four giant planets have rings.',
      title: 'Britannica: Pluto (dwarf planet)',
      url: 'https://www.britannica.com/place/Pluto-dwarf-planet',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'The solar system formed about 4.6 billion years ago from a disk of gas and dust; rocky planets formed inside the frost line and giant planets of hydrogen, helium and ices (water, ammonia, methane) formed beyond it. Thousands of exoplanets have been found around other stars.',
      title: 'Britannica: Solar system',
      url: 'https://www.britannica.com/science/solar-system',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: ['For 3-5, planets are "big round worlds that go around the Sun"; the rule about clearing an orbit is left for 9 and up.'],
  related: ['mars-red', 'saturn-rings', 'sun-hot'],
  links: [SITES.spacePlace, britannica('planet'), SITES.nasa],
};

const marsRed: KidEntry = {
  id: 'mars-red',
  module: 'Science Explorers',
  question: 'Why is Mars red?',
  title: 'Why Is Mars Red?',
  blurb: 'Rusty dust gives the Red Planet its color.',
  triggers: [['mars'], ['red', 'planet'], ['martian']],
  quickAnswer: {
    '3-5': 'Mars is red because of rust! Its dirt has iron in it. The iron got rusty long ago. Rust is red. So Mars looks red.',
    '6-8': 'Mars looks red because its rocks and dust have a lot of iron in them. Long ago, the iron mixed with tiny bits of oxygen and water and turned to rust. Rust is reddish brown, just like an old bike chain left in the rain. Wind blows the rusty dust all over Mars. That is why it is called the Red Planet.',
    '9-12': 'The surface of Mars is covered in fine dust rich in iron minerals. Over billions of years, that iron reacted with oxygen, helped by water, and became iron oxide. Iron oxide is rust, and it is reddish. Winds lift the dust into the thin air and spread it across the whole planet. Even the Martian sky often looks butterscotch or pinkish. Under the dust, many rocks are darker.',
    '13+': 'Mars owes its color to iron oxides in its surface dust. Iron-bearing minerals in Martian basalt were oxidized over long periods, probably with the help of liquid water in the past, forming reddish oxides such as hematite and hydrated forms. Wind and global dust storms keep the fine dust spread across the planet and suspended in its thin carbon dioxide atmosphere. Below the thin oxidized layer, rovers have found darker grey rock. This shows the red is mostly a surface coating.',
  },
  takeaways: {
    little: ['Mars has rusty dirt.', 'Rust is red.', 'That is why Mars looks red.'],
    young: ['Mars has iron in its rocks and dust.', 'The iron turned to rust long ago.', 'Wind spreads the red dust everywhere.'],
    older: ['Iron in Martian dust oxidized into iron oxide, or rust.', 'Winds and dust storms spread the red dust over the planet.', 'Under the dust, much of the rock is darker.'],
  },
  sections: [
    {
      title: 'A Rusty Planet',
      little: 'Have you seen an old, rusty bike? It turns red and brown. Mars has rust too! The rust is in its dirt and rocks.',
      young: 'When iron gets wet and meets the air, it rusts. An old nail left outside turns reddish brown. The same thing happened to the iron on Mars, a long time ago.',
      older: 'Rust forms when iron combines with oxygen, and water speeds this up. Scientists think Mars had liquid water long ago. Over time, iron minerals on its surface changed into reddish iron oxides.',
      funFact: { title: 'Red on Earth too', text: 'Red rocks on Earth, like many in the deserts of the American Southwest, also get their color from iron oxide.' },
    },
    {
      title: 'Dusty Winds',
      little: 'Mars is very windy and dusty. The wind blows red dust all over. It even makes the sky look pink!',
      young: 'Mars has lots of wind and dust. Sometimes dust storms cover the whole planet. The red dust settles everywhere, so the whole planet looks red.',
      older: 'The dust on Mars is finer than flour. Winds carry it high into the thin atmosphere. Sometimes dust storms grow until they wrap the whole planet. That is why the dust, and its red color, is spread so evenly.',
      funFact: { title: 'Blue sunsets', text: 'On Mars, sunsets look bluish, because the fine dust scatters light differently than Earth\'s air.' },
    },
    {
      title: 'Exploring Mars',
      young: 'Robot rovers drive on Mars and take pictures. When they dig or drill, they often find grey rock under the red dust.',
      older: 'Rovers such as Curiosity and Perseverance study Martian rocks up close. Drilling shows grey rock under the reddish surface. Rovers also find minerals that form in water, clues that Mars was once wetter.',
      funFact: { title: 'Two tiny moons', text: 'Mars has two small moons called Phobos and Deimos.' },
    },
  ],
  deeper: {
    title: 'Iron Oxides and a Wetter Past',
    content: 'Martian basalt contains iron-rich minerals such as olivine and pyroxene. Chemical weathering converts their iron into ferric oxides, which absorb blue light and reflect red. Orbiters and rovers have mapped hematite and clay minerals that usually need water to form. This supports the idea that Mars had lakes and rivers billions of years ago. Fine oxidized dust is lifted by winds into the atmosphere, where it colours the sky and shapes the climate. The exact minerals behind the red colour are still being studied.',
    funFact: { title: 'The biggest volcano', text: 'Olympus Mons on Mars is the biggest volcano known in the solar system.' },
  },
  glossary: [
    { term: 'Rust', say: 'RUST', definition: 'The reddish stuff that forms when iron meets air and water.' },
    { term: 'Iron', say: 'EYE-urn', definition: 'A hard metal found in rocks; it can turn into rust.' },
    { term: 'Rover', say: 'ROH-ver', definition: 'A robot car that drives on another world to explore it.' },
    { term: 'Iron oxide', say: 'EYE-urn OK-side', definition: 'The science name for rust.' },
  ],
  tryIt: [{
    title: 'Red Planet Painting',
    description: 'Paint your own Mars.',
    steps: ['Draw a big circle on paper.', 'Color it red, orange and brown.', 'Add dark spots for rocks and a white cap at the top for ice.', 'Tell a grown-up why Mars is red.'],
    note: 'Use washable crayons or paints.',
    bands: ['3-5', '6-8'],
  }, {
    title: 'Watch Rust Happen',
    description: 'See iron turn reddish, like on Mars.',
    steps: ['With a grown-up, put a steel wool pad or an old iron nail on a plate.', 'Wet it a little with water.', 'Leave it for a few days and look each day.', 'Compare it with a dry one. Which one turns rusty first?'],
    note: 'A grown-up handles the steel wool or nail, and everyone washes hands after.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A dusty red blanket', content: 'The red on Mars is like a thin blanket of rusty dust laid over darker rock.' },
  ],
  realWorld: [
    { title: 'See it yourself', content: 'Mars often looks like a reddish-orange star in the night sky, even without a telescope.' },
  ],
  engaging: [
    { question: 'What other things have you seen that turn rusty?', context: 'Think about bikes, gates or tools left outside.' },
    { question: 'What would you pack for a trip to dusty, windy Mars?', context: 'Think about air to breathe and keeping dust out.' },
  ],
  quiz: [
    {
      question: 'What makes Mars look red?', right: 'Rusty dust and rocks', wrong: ['Hot fire on its ground', 'Red paint from space'],
      skill: 'cause-effect', support: ['because of rust', 'turned to rust', 'became iron oxide', 'iron oxides'],
    },
    {
      question: 'What spreads the red dust all over Mars?', right: 'Wind', wrong: ['Rain', 'Rivers'],
      skill: 'recall', support: ['wind blows red dust', 'Wind blows the rusty dust', 'Winds lift the dust', 'Wind and global dust storms'],
    },
    {
      question: 'What do rovers find under the red dust?', right: 'Grey rock', wrong: ['Red water', 'Green grass'],
      skill: 'recall', bands: ['6-8', '9-12', '13+'], support: ['grey rock', 'many rocks are darker'],
    },
  ],
  sources: [
    {
      claim: 'Mars is called the Red Planet because iron minerals in its rocks and dust have oxidized, or rusted, giving the soil a red color; dust storms can cover the whole planet; Mars has two small moons, Phobos and Deimos, and Olympus Mons on Mars is the biggest volcano in the solar system.',
      title: 'NASA Space Place: All About Mars',
      url: 'https://spaceplace.nasa.gov/all-about-mars/en/',
      read: READ,
      authority: 'science-body',
    },
    {
      claim: 'Martian surface dust is rich in iron oxides (such as hematite) formed by the weathering of iron-bearing basalt minerals like olivine and pyroxene, likely with past water; the Curiosity and Perseverance rovers found grey rock below the reddish surface when drilling, and minerals formed in water; Martian sunsets look bluish because fine dust scatters light; red rocks in the American Southwest are also colored by iron oxide.',
      title: 'Britannica: Mars (planet)',
      url: 'https://www.britannica.com/place/Mars-planet',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: ['For 3-8, "rust" stands for a mix of iron oxide minerals.'],
  related: ['planets', 'life-other-planets', 'rockets'],
  links: [SITES.spacePlace, britannica('Mars'), SITES.nasa],
};

const milkyWay: KidEntry = {
  id: 'milky-way',
  module: 'Science Explorers',
  question: 'What is the Milky Way?',
  title: 'What Is the Milky Way?',
  blurb: 'Our home galaxy: a giant spinning swirl of stars, with our Sun inside.',
  triggers: [['milky', 'way'], ['galaxy'], ['galaxies'], ['milkyway']],
  quickAnswer: {
    '3-5': 'The Milky Way is our galaxy. A galaxy is a huge family of stars. Our Sun is one of its stars. We live in it!',
    '6-8': 'The Milky Way is the galaxy we live in. A galaxy is a giant group of stars, gas and dust held together by gravity. Our Milky Way has billions of stars, and our Sun is just one of them. On a very dark night, far from city lights, you can see part of it. It looks like a faint, milky stripe across the sky.',
    '9-12': 'The Milky Way is our home galaxy, a huge collection of stars, gas and dust held together by gravity. It is shaped like a flat spiral with a bulge in the middle, and it holds hundreds of billions of stars. Our Sun sits in one of the spiral arms, far from the center. From inside the flat disk, we see the galaxy edge-on. So it looks like a glowing band across a dark sky.',
    '13+': 'The Milky Way is a barred spiral galaxy about 100,000 light-years across, containing hundreds of billions of stars. Our solar system lies in the disk, roughly halfway from the center to the edge, in a minor spiral arm. Because we view the disk from within, its starlight forms a pale band across the sky. At the galactic center is a supermassive black hole called Sagittarius A*. The Milky Way is one of billions of galaxies in the observable universe.',
  },
  takeaways: {
    little: ['The Milky Way is our galaxy.', 'It has lots and lots of stars.', 'Our Sun is one of them.'],
    young: ['The Milky Way is the galaxy we live in.', 'It has billions of stars.', 'On a dark night it looks like a milky stripe.'],
    older: ['The Milky Way is a spiral galaxy of hundreds of billions of stars.', 'Our Sun is in a spiral arm, far from the center.', 'We see it as a band because we are inside its flat disk.'],
  },
  sections: [
    {
      title: 'A Giant Family of Stars',
      little: 'Look up on a dark night. You can see many stars. They are all in our galaxy. It is our star family.',
      young: 'Every star you see at night is part of the Milky Way. There are so many more stars in it that you could never count them all.',
      older: 'A galaxy is a huge system of stars, gas, dust and dark matter bound by gravity. Nearly every star we can see with our eyes is in the Milky Way. Most of its stars are too faint or too far away to see.',
      funFact: { title: 'Too many to count', text: 'The Milky Way has hundreds of billions of stars.' },
    },
    {
      title: 'A Spinning Swirl',
      little: 'Our galaxy is shaped like a big swirl. It spins round and round, very slowly.',
      young: 'From far away, the Milky Way would look like a flat swirl, with arms curling out from the middle. It slowly spins, carrying our Sun with it.',
      older: 'The Milky Way is a disk with spiral arms and a central bar of stars. Everything in it orbits the center. Our Sun takes hundreds of millions of years to go around once.',
      funFact: { title: 'A long trip', text: 'The Sun takes about 230 million years to travel once around the center of the Milky Way.' },
    },
    {
      title: 'Why Is It Called Milky?',
      young: 'Long ago, people saw a pale, cloudy stripe across the night sky. It looked like spilled milk, so they named it the Milky Way.',
      older: 'The name comes from its look: a pale, milky band of light. In the 1600s, Galileo turned a telescope on it and saw that it is made of countless faint stars. Today city lights hide it for most people, so dark places are best to see it.',
      funFact: { title: 'A galaxy neighbor', text: 'The Andromeda Galaxy is a big neighbor of the Milky Way, and on a very dark night you can see it as a faint smudge.' },
    },
  ],
  deeper: {
    title: 'A Barred Spiral and Its Black Hole',
    content: 'The Milky Way\'s stellar disk is about 100,000 light-years across but only about a thousand light-years thick. Stars, gas and dust lie mainly in the disk, while a halo of old stars and dark matter surrounds it. The Sun lies about 26,000 light-years from the center, which is hidden behind dust in visible light. Infrared and radio telescopes see through the dust. Stars orbiting the center show a black hole of about four million solar masses, called Sagittarius A*. In 2022 the Event Horizon Telescope released the first image of its shadow.',
    funFact: { title: 'A coming merger', text: 'The Milky Way and the Andromeda Galaxy are moving toward each other and may merge in several billion years.' },
  },
  glossary: [
    { term: 'Galaxy', say: 'GAL-uk-see', definition: 'A huge group of stars, gas and dust held together by gravity.' },
    { term: 'Star', say: 'STAR', definition: 'A giant ball of hot, glowing gas, like our Sun.' },
    { term: 'Spiral', say: 'SPY-rul', definition: 'A shape that curls around and around from the middle.' },
    { term: 'Light-year', say: 'LITE-yeer', definition: 'How far light travels in one year: a way to measure huge distances in space.' },
  ],
  tryIt: [{
    title: 'Swirl a Galaxy',
    description: 'Make a spinning swirl like the Milky Way.',
    steps: ['Draw a dot in the middle of a paper plate.', 'Draw curly arms coming out of the dot.', 'Stick on star stickers or draw lots of dots.', 'Spin the plate slowly. Our galaxy spins too!'],
    note: 'Point to one tiny star and say: that is our Sun.',
  }, {
    title: 'Milky Way Hunt',
    description: 'Look for the Milky Way on a dark night.',
    steps: ['With a grown-up, find a dark place away from city lights on a clear, moonless night.', 'Let your eyes get used to the dark for 15 minutes, without screens.', 'Look for a faint, cloudy band across the sky.', 'Draw what you see.'],
    note: 'Always go with a grown-up, and bring a warm coat.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A city of stars', content: 'If stars were houses, the Milky Way would be a giant city, and our Sun would be one house in a quiet neighborhood far from downtown.' },
  ],
  realWorld: [
    { title: 'Dark sky parks', content: 'Some places protect their night sky from bright lights so people can still see the Milky Way.' },
  ],
  engaging: [
    { question: 'Have you ever seen the Milky Way?', context: 'Where would you go to find a dark enough sky?' },
    { question: 'Why do you think city lights hide the faint stars?', context: 'Think about seeing a flashlight in bright daytime.' },
  ],
  quiz: [
    {
      question: 'What is the Milky Way?', right: 'The galaxy we live in', wrong: ['A river of real milk', 'A cloud of rain'],
      skill: 'recall', support: ['The Milky Way is our galaxy', 'the galaxy we live in', 'our home galaxy'],
    },
    {
      question: 'What is one star in the Milky Way?', right: 'Our Sun', wrong: ['Our Moon', 'Our Earth'],
      skill: 'recall', support: ['Our Sun is one of its stars', 'our Sun is just one of them', 'Our Sun sits in one of the spiral arms', 'Our solar system lies in the disk'],
    },
    {
      question: 'What shape is the Milky Way?', right: 'A flat spiral', wrong: ['A square box', 'A long straight line'],
      skill: 'recall', bands: ['6-8', '9-12', '13+'], support: ['flat swirl', 'flat spiral', 'spiral galaxy'],
    },
  ],
  sources: [
    {
      claim: 'A galaxy is a huge collection of gas, dust and billions of stars and their solar systems held together by gravity; we live in the Milky Way, a spiral galaxy, and our Sun is one of its stars; on a dark night it appears as a faint milky band across the sky.',
      title: 'NASA Space Place: What Is a Galaxy?',
      url: 'https://spaceplace.nasa.gov/galaxy/en/',
      read: READ,
      authority: 'science-body',
    },
    {
      claim: 'The Milky Way is a barred spiral galaxy about 100,000 light-years across and about a thousand light-years thick, with hundreds of billions of stars; the Sun lies about 26,000 light-years from the center and takes about 230 million years to orbit it; the central supermassive black hole, Sagittarius A*, has about four million solar masses; in the 1600s Galileo saw with a telescope that the band is made of faint stars; the Andromeda Galaxy is a neighbor approaching the Milky Way and may merge with it in several billion years.',
      title: 'Britannica: Milky Way Galaxy',
      url: 'https://www.britannica.com/place/Milky-Way-Galaxy',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'In 2022 the Event Horizon Telescope collaboration released the first image of Sagittarius A*, the black hole at the center of the Milky Way.',
      title: 'NASA Science: Sagittarius A* black hole image',
      url: 'https://science.nasa.gov/universe/black-holes/',
      read: READ,
      authority: 'science-body',
    },
  ],
  simplifications: ['For 3-5, a galaxy is "a huge family of stars"; gas, dust and dark matter are left out.'],
  related: ['black-holes', 'stars-twinkle', 'planets'],
  links: [SITES.spacePlace, britannica('Milky Way Galaxy'), SITES.nasa],
};

const moonFollows: KidEntry = {
  id: 'moon-follows-car',
  module: 'Science Explorers',
  question: 'Why does the Moon seem to follow our car?',
  title: 'Why Does the Moon Seem to Follow Us?',
  blurb: 'Near things zoom past, but the faraway Moon seems to ride along.',
  triggers: [['moon', 'follow*'], ['moon', 'chas*'], ['moon', 'move', 'with'], ['moon', 'moving', 'with'], ['moon', 'come', 'with'], ['parallax']],
  quickAnswer: {
    '3-5': 'The Moon is very, very far away. Trees and houses are close. Close things zip past the car. The far Moon does not seem to move. So it looks like it comes with us!',
    '6-8': 'The Moon is not really following you. It is just very far away. When you ride in a car, close things like trees zoom past the window. Things farther away, like hills, move past more slowly. The Moon is so far away that it hardly seems to move at all. So it stays in the same spot in the window, and it looks like it is coming along.',
    '9-12': 'The Moon seems to follow you because it is so far away. As you move, nearby objects shift a lot against the background, but distant objects shift only a little. This effect is called parallax. Trees by the road race past, mountains drift slowly, and the Moon, hundreds of thousands of kilometers away, barely shifts at all. Your brain expects things you pass to slide backward. When the Moon stays put, it looks as if it is keeping pace with the car.',
    '13+': 'The illusion comes from parallax, the apparent shift of an object against its background when the observer moves. The shift in direction depends on the ratio of your motion to the object\'s distance. A roadside tree a few meters away changes direction quickly. The Moon is about 384,000 kilometers away, so even a long drive changes its direction by a tiny angle. Because the Moon holds a nearly fixed direction while the landscape streams backward, your brain reads it as moving with you. The same effect makes the Sun and stars seem to travel along.',
  },
  takeaways: {
    little: ['The Moon is very far away.', 'Close things zip by fast.', 'The far Moon seems to stay with us.'],
    young: ['The Moon is not really following you.', 'Close things zoom past; far things hardly move.', 'The Moon is so far away it seems to ride along.'],
    older: ['Parallax: near things shift a lot as you move, far things barely shift.', 'The Moon is so distant that its direction hardly changes on a drive.', 'Your brain reads that as the Moon moving with you.'],
  },
  sections: [
    {
      title: 'Near Things and Far Things',
      little: 'Look out the car window. A tree goes by fast. Zoom! A hill goes by slow. The Moon stays and stays.',
      young: 'Next time you ride in a car, watch out the window. The fence by the road flashes by. The trees farther back go slower. Faraway hills creep along. The farther away something is, the slower it seems to move.',
      older: 'Watch from a moving car and you will see layers of motion. Roadside posts flash past, a farmhouse glides, and distant mountains crawl. Each one shifts less than the closer layers. The Moon is the farthest of all, so it shifts the least.',
      funFact: { title: 'Try a finger', text: 'Hold up a finger and look at it with one eye, then the other. It jumps, but the far wall hardly moves.' },
    },
    {
      title: 'Very, Very Far Away',
      little: 'The Moon is much farther than the hills. It is so far, it takes days to fly there in a rocket!',
      young: 'The Moon is much, much farther away than any hill. Astronauts in a rocket took about three days to get there. A short car ride is tiny next to that.',
      older: 'The Moon is about 384,000 kilometers away, nearly thirty times the width of Earth. The Apollo astronauts took about three days to reach it. A drive across town changes your view of it by far less than you could notice.',
      funFact: { title: 'It follows everyone', text: 'The Moon seems to follow every car at once, even cars going in opposite directions.' },
    },
    {
      title: 'The Moon Really Does Move',
      young: 'The Moon does move, but slowly. It travels around Earth about once a month. During one evening, it rises and sets because Earth spins.',
      older: 'The Moon orbits Earth about once a month, but that motion is far too slow to notice on a drive. Over an evening it rises and sets, because Earth is rotating, not because it is following anyone.',
      funFact: { title: 'Sun and stars too', text: 'The Sun and the stars are even farther away than the Moon, so they seem to follow you as well.' },
    },
  ],
  deeper: {
    title: 'Parallax, From Car Windows to Star Distances',
    content: 'For a sideways movement b, an object at distance d shifts in direction by an angle of roughly b divided by d, in radians. Driving across a town changes the Moon\'s direction by a tiny fraction of a degree, far below what the eye notices. A tree by the road swings through a huge angle in the same drive. Astronomers use the same geometry on a grand scale. By measuring how nearby stars shift as Earth circles the Sun, they work out stellar distances. This method is called stellar parallax.',
    funFact: { title: 'Measuring stars', text: 'The Gaia spacecraft measured the parallax of more than a billion stars to map the galaxy.' },
  },
  glossary: [
    { term: 'Moon', say: 'MOON', definition: 'The big round rock that travels around Earth.' },
    { term: 'Distance', say: 'DIS-tunss', definition: 'How far apart two things are.' },
    { term: 'Parallax', say: 'PAIR-uh-laks', definition: 'How near things seem to shift more than far things when you move.' },
    { term: 'Illusion', say: 'ih-LOO-zhun', definition: 'Something that tricks your eyes or brain.' },
  ],
  tryIt: [{
    title: 'Jumping Thumb',
    description: 'See near and far things shift.',
    steps: ['Hold your thumb up in front of your face.', 'Close one eye and look at your thumb. Now switch eyes.', 'Your thumb jumps! A far-away picture on the wall hardly moves.', 'Try it with your thumb close, then far. When does it jump more?'],
    note: 'Near things jump more, just like trees out the car window.',
  }, {
    title: 'Car Window Watch',
    description: 'Be a scientist on your next car ride.',
    steps: ['On a ride with a grown-up driving, look out a side window.', 'Name something close, something in the middle, and something far.', 'Which one slides past fastest? Which one seems to stay?', 'If the Moon is out, watch it stay in the same part of the window.'],
    note: 'Stay buckled in your seat the whole time.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A faraway mountain', content: 'A mountain on the horizon seems to walk beside you on a long drive. The Moon is like that mountain, only thousands of times farther away.' },
  ],
  realWorld: [
    { title: 'Games use it too', content: 'Video games and cartoons move the background slower than the front to make scenes look deep. This trick is called parallax scrolling.' },
  ],
  engaging: [
    { question: 'What else seems to follow you when you ride in a car?', context: 'Think about clouds, the Sun or faraway mountains.' },
    { question: 'Would the Moon still seem to follow you if you were in an airplane?', context: 'Think about how far away it is.' },
  ],
  quiz: [
    {
      question: 'Why does the Moon seem to follow the car?', right: 'It is very far away', wrong: ['It likes to chase cars', 'It is tied to the car'],
      skill: 'cause-effect', support: ['The Moon is very, very far away', 'It is just very far away', 'because it is so far away', 'The Moon is about 384,000 kilometers away'],
    },
    {
      question: 'Which things seem to zoom past a car window fastest?', right: 'Things close to the car', wrong: ['Things far from the car', 'The Moon and the stars'],
      skill: 'recall', support: ['Close things zip past', 'close things like trees zoom past', 'nearby objects shift a lot', 'near things shift a lot'],
    },
    {
      question: 'What is the name for near things seeming to shift more than far things?', right: 'Parallax', wrong: ['Gravity', 'Eclipse'],
      skill: 'vocabulary', bands: ['9-12', '13+'], support: ['parallax'],
    },
  ],
  sources: [
    {
      claim: 'Parallax is the apparent shift in an object\'s position against a distant background when the observer moves; near objects shift more than far ones, and the angle shrinks with distance. Astronomers use stellar parallax, measured as Earth orbits the Sun, to find distances to nearby stars; the Gaia spacecraft measured parallaxes for more than a billion stars. Parallax scrolling in games moves the background slower than the foreground.',
      title: 'Britannica: Parallax',
      url: 'https://www.britannica.com/science/parallax',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'The Moon is on average about 384,000 kilometers (238,855 miles) from Earth, nearly thirty times Earth\'s width; the Apollo astronauts took about three days to reach it; it orbits Earth about once a month.',
      title: 'NASA Space Place: How Far Away Is the Moon?',
      url: 'https://spaceplace.nasa.gov/moon-distance/en/',
      read: READ,
      authority: 'science-body',
    },
  ],
  simplifications: ['For 3-8, the effect is explained as "close things zip past, the far Moon does not seem to move"; the word parallax comes at 9-12.'],
  related: ['moon-phases', 'first-moon-landing', 'day-and-night'],
  links: [SITES.spacePlace, britannica('parallax'), SITES.nasa],
};

const shootingStars: KidEntry = {
  id: 'shooting-stars',
  module: 'Science Explorers',
  question: 'What are shooting stars?',
  title: 'What Are Shooting Stars?',
  blurb: 'Tiny bits of space rock that glow as they zip through our air.',
  triggers: [['shooting', 'star'], ['shooting', 'stars'], ['falling', 'star'], ['meteor*'], ['fireball'], ['star', 'fall*', 'sky']],
  quickAnswer: {
    '3-5': 'A shooting star is not a star. It is a tiny bit of space rock. It zooms into the air very fast. It gets so hot that it glows. Then it is gone!',
    '6-8': 'A shooting star is not really a star. It is a tiny piece of space rock or dust, often smaller than a grain of sand. It crashes into the air around Earth very fast. Rubbing through the air makes it so hot that it glows and burns up. We see a quick streak of light. Scientists call it a meteor.',
    '9-12': 'Shooting stars are meteors. Small bits of rock and dust, called meteoroids, float in space. Many are left behind by comets. When Earth runs into one, it enters the atmosphere at tens of kilometers per second. The air in front of it is squeezed and heated so much that the bit and the air glow. Most meteoroids are smaller than a pebble and burn up high in the sky. A piece that survives and lands on the ground is called a meteorite.',
    '13+': 'A meteor is the streak of light made when a meteoroid enters Earth\'s atmosphere at speeds of roughly 11 to 72 kilometers per second. Compression heats the air in front of it, and the meteoroid\'s surface vaporises, making a glowing trail of hot gas. Most meteors come from grains smaller than sand and vanish 70 to 100 kilometers up. Meteor showers happen when Earth crosses the dust trail of a comet, such as the Perseids each August. Exceptionally bright meteors are called fireballs, and surviving fragments are meteorites.',
  },
  takeaways: {
    little: ['A shooting star is not a star.', 'It is a tiny bit of space rock.', 'It glows as it zooms through the air.'],
    young: ['Shooting stars are tiny space rocks, not stars.', 'They glow hot as they rush through the air.', 'Scientists call them meteors.'],
    older: ['A meteor is a meteoroid glowing as it plunges through the atmosphere.', 'Most burn up high in the sky.', 'A piece that reaches the ground is a meteorite.'],
  },
  sections: [
    {
      title: 'A Tiny Space Rock',
      little: 'Space has lots of tiny rocks. Some are as small as sand! They float around out there.',
      young: 'Space is full of tiny bits of rock and dust. Many are smaller than a grain of sand. Some were left behind by comets as they flew past the Sun.',
      older: 'Meteoroids are bits of rock and metal in space, from dust grains to boulders. Many are crumbs shed by comets. Others are chips knocked off asteroids.',
      funFact: { title: 'Space dust every day', text: 'Tons of tiny space dust fall into Earth\'s atmosphere every day.' },
    },
    {
      title: 'Hot and Glowing',
      little: 'A tiny rock zooms into our air. Zoom! It gets very hot. It glows like a light. Then it is gone.',
      young: 'When a bit of space rock hits our air, it is going super fast. The air in front of it gets squashed and very hot. The rock glows and burns up, leaving a quick streak of light.',
      older: 'A meteoroid races into the atmosphere far faster than a bullet. Air piles up in front of it and heats up. The meteoroid\'s outer layer turns to glowing gas. This makes the bright streak we call a meteor, usually over in a second or two.',
      funFact: { title: 'Colors in the sky', text: 'Some meteors glow green, orange or blue, depending on what they are made of.' },
    },
    {
      title: 'Meteor Showers',
      young: 'Some nights, you can see many shooting stars in one hour. This is called a meteor shower. It happens when Earth passes through a trail of comet dust.',
      older: 'Comets leave trails of dust along their orbits. Each year Earth crosses some of these trails on the same dates. Then many meteors seem to come from one spot in the sky. The Perseids in August are one of the best-known meteor showers.',
      funFact: { title: 'Rocks from space', text: 'A meteorite is a space rock that made it all the way to the ground.' },
    },
  ],
  deeper: {
    title: 'Meteoroids, Meteors and Meteorites',
    content: 'Three words describe one journey. A meteoroid is the object in space. A meteor is the light produced as it enters the atmosphere. A meteorite is a fragment that reaches the surface. Entry speeds range from about 11 kilometers per second, Earth\'s escape speed, up to about 72 kilometers per second for head-on collisions. Ablation strips the surface away, and the glow comes from heated, ionised atoms of the meteoroid and the air. Shower meteors appear to spread from a point called the radiant, a perspective effect of parallel paths. Most meteorites are chips of asteroids, and a few come from the Moon and Mars.',
    funFact: { title: 'Named after a star pattern', text: 'Meteor showers are named after the constellation their radiant sits in: the Perseids seem to come from Perseus.' },
  },
  glossary: [
    { term: 'Meteor', say: 'MEE-tee-or', definition: 'A streak of light made by a space rock burning up in our air.' },
    { term: 'Meteoroid', say: 'MEE-tee-or-oyd', definition: 'A small rock or bit of dust moving through space.' },
    { term: 'Meteorite', say: 'MEE-tee-or-ite', definition: 'A space rock that lands on the ground.' },
    { term: 'Atmosphere', say: 'AT-muss-feer', definition: 'The layer of air around Earth.' },
  ],
  tryIt: [{
    title: 'Shooting Star Wishes',
    description: 'Act out a shooting star.',
    steps: ['Crumple a piece of yellow paper into a tiny ball. That is the space rock.', 'Hold it up high.', 'Zoom it across the room and say "whoosh!"', 'Tell a grown-up: is a shooting star a real star?'],
    note: 'Throw the paper ball gently, away from faces.',
    bands: ['3-5'],
  }, {
    title: 'Meteor Watch',
    description: 'Count shooting stars on a meteor shower night.',
    steps: ['Look up the date of the next meteor shower with a grown-up.', 'Go to a dark place away from bright lights, and lie back on a blanket.', 'Let your eyes get used to the dark for 20 minutes.', 'Count the meteors you see in half an hour and write down the number.'],
    note: 'Always stargaze with a grown-up, and dress warmly.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'Rubbing your hands', content: 'Rub your hands together fast and they get warm. A space rock rushing through the air gets so hot it glows.' },
  ],
  realWorld: [
    { title: 'Meteorites in museums', content: 'Museums show meteorites that fell to Earth. Scientists study them to learn what the solar system was made of long ago.' },
  ],
  engaging: [
    { question: 'Why do you think people call them shooting stars?', context: 'Think about what they look like in the sky.' },
    { question: 'What would you like to ask a scientist who studies space rocks?', context: 'Think about where they come from and what they are made of.' },
  ],
  quiz: [
    {
      question: 'What is a shooting star really?', right: 'A tiny bit of space rock', wrong: ['A star falling down', 'A firework from far away'],
      skill: 'recall', support: ['It is a tiny bit of space rock', 'tiny piece of space rock', 'tiny space rocks', 'Small bits of rock and dust', 'bits of rock and metal'],
    },
    {
      question: 'Why does a shooting star glow?', right: 'It gets very hot in the air', wrong: ['It has a light bulb inside', 'The Moon shines on it'],
      skill: 'cause-effect', support: ['It gets so hot that it glows', 'makes it so hot that it glows', 'squeezed and heated', 'Compression heats the air'],
    },
    {
      question: 'What do we call a space rock that lands on the ground?', right: 'A meteorite', wrong: ['A comet', 'A planet'],
      skill: 'vocabulary', bands: ['9-12', '13+'], support: ['meteorite'],
    },
  ],
  sources: [
    {
      claim: 'Meteors ("shooting stars") are made by small pieces of comet or asteroid debris, meteoroids, most smaller than a grain of sand, that burn up in Earth\'s atmosphere; meteor showers happen when Earth passes through a comet\'s dust trail, such as the Perseids each August; a meteorite is a piece that reaches the ground.',
      title: 'NASA Space Place: What Is a Meteor Shower?',
      url: 'https://spaceplace.nasa.gov/meteor-shower/en/',
      read: READ,
      authority: 'science-body',
    },
    {
      claim: 'Meteoroids enter Earth\'s atmosphere at about 11 to 72 kilometers per second; most meteors appear 70 to 100 kilometers up; tons of meteoritic dust fall to Earth every day; very bright meteors are called fireballs; meteor colors depend on composition; shower meteors appear to come from a radiant and are named for its constellation, the Perseids from Perseus; most meteorites are asteroid fragments, and some come from the Moon and Mars.',
      title: 'NASA Science: Meteors and Meteorites',
      url: 'https://science.nasa.gov/solar-system/meteors-meteorites/',
      read: READ,
      authority: 'science-body',
    },
  ],
  simplifications: ['For 3-8, the glow is explained as the rock "rubbing" or rushing through the air and getting hot; the 13+ text explains compression heating and ablation.'],
  related: ['comets', 'stars-twinkle', 'planets'],
  links: [SITES.spacePlace, britannica('meteor'), SITES.nasa],
};

const comets: KidEntry = {
  id: 'comets',
  module: 'Science Explorers',
  question: 'What is a comet?',
  title: 'What Is a Comet?',
  blurb: 'Icy, dusty snowballs from the edge of the solar system that grow glowing tails.',
  triggers: [['comet'], ['comets'], ['halley*'], ['comet', 'tail']],
  quickAnswer: {
    '3-5': 'A comet is like a big, dirty snowball in space. It is made of ice, dust and rock. When it comes near the Sun, it warms up. Then it grows a long, glowing tail!',
    '6-8': 'A comet is a chunk of ice, dust and rock that travels around the Sun. Most of the time it is far away and frozen. When its path brings it close to the Sun, the ice warms up and turns into gas. The gas and dust make a fuzzy cloud around it and long tails behind it. The tails always point away from the Sun.',
    '9-12': 'A comet is a small icy body, often called a dirty snowball, left over from when the solar system formed. Its solid center, the nucleus, is usually a few kilometers across. Far from the Sun it is frozen and dark. As it nears the Sun, ice turns straight into gas and releases dust. This makes a glowing cloud called a coma. Sunlight and the solar wind push the gas and dust into tails that can stretch millions of kilometers.',
    '13+': 'Comets are icy remnants of the early solar system, made of water ice, frozen carbon dioxide and other ices mixed with dust and rock. Short-period comets come mostly from the Kuiper Belt beyond Neptune. Long-period comets come from the distant Oort Cloud. Near the Sun, sublimation forms a coma around the nucleus. Two tails form and point away from the Sun: a curved dust tail, pushed by sunlight, and a straight ion tail, swept out by the solar wind. Halley\'s Comet returns about every 76 years.',
  },
  takeaways: {
    little: ['A comet is like a dirty snowball.', 'It is made of ice, dust and rock.', 'Near the Sun it grows a tail.'],
    young: ['Comets are chunks of ice, dust and rock.', 'Near the Sun, their ice turns to gas.', 'Their tails point away from the Sun.'],
    older: ['A comet is an icy leftover from the early solar system.', 'Near the Sun, ice turns to gas and forms a coma and tails.', 'The tails always point away from the Sun.'],
  },
  sections: [
    {
      title: 'A Dirty Snowball',
      little: 'A comet is a ball of ice and dirt. It is very cold. It goes around the Sun on a long, long path.',
      young: 'The middle of a comet is a lumpy ball of ice mixed with dust and rock. It can be as big as a town. It travels around the Sun on a long, stretched-out path.',
      older: 'The nucleus of a comet is a porous mix of ices, dust and rocky grains, often a few kilometers wide. Comet orbits are usually long ovals. They spend most of their time far out in the cold and swing in close to the Sun for a short while.',
      funFact: { title: 'Very dark', text: 'A comet\'s nucleus is darker than charcoal, because dust coats the ice.' },
    },
    {
      title: 'Growing a Tail',
      little: 'When the comet comes near the Sun, it gets warm. The ice turns to gas. Whoosh! A long tail grows.',
      young: 'Near the Sun, the comet warms up. Its ice turns into gas and lets out dust. The Sun\'s light and wind push the gas and dust back, making long, glowing tails.',
      older: 'Heating makes the ice sublimate, turning straight from solid to gas. Gas and dust spread into a huge cloud called the coma. Pressure from sunlight pushes dust into one tail. The solar wind sweeps gas into a second, bluish tail.',
      funFact: { title: 'Backward tails', text: 'When a comet heads away from the Sun, its tails go in front of it, because they always point away from the Sun.' },
    },
    {
      title: 'Famous Comets',
      young: 'Some comets come back again and again. Halley\'s Comet comes back about every 76 years. It will next be seen in 2061.',
      older: 'Halley\'s Comet returns about every 76 years and was last seen in 1986. Its next visit is expected in 2061. The Rosetta spacecraft orbited a comet and even landed a probe on it, in 2014.',
      funFact: { title: 'Shooting stars from comets', text: 'Dust left behind by comets makes many meteor showers.' },
    },
  ],
  deeper: {
    title: 'Sublimation, Comas and Two Kinds of Tails',
    content: 'Comets formed in the cold outer solar system and keep ices that would have melted closer in. Most short-period comets, with orbits under 200 years, come from the Kuiper Belt and scattered disk. Long-period comets fall inward from the Oort Cloud, a vast shell far beyond Neptune. Within a few astronomical units of the Sun, water ice sublimates and drags dust off the nucleus. The coma can grow larger than a planet. Radiation pressure drives dust into a curved, yellowish tail. The solar wind carries ionised gas straight outward into a bluish ion tail.',
    funFact: { title: 'A comet up close', text: 'The Rosetta mission found that comet 67P is shaped a bit like a rubber duck.' },
  },
  glossary: [
    { term: 'Comet', say: 'KOM-it', definition: 'A ball of ice, dust and rock that travels around the Sun and can grow a tail.' },
    { term: 'Nucleus', say: 'NOO-klee-us', definition: 'The solid, icy middle of a comet.' },
    { term: 'Coma', say: 'KOH-muh', definition: 'The fuzzy cloud of gas and dust around a comet.' },
    { term: 'Tail', say: 'TALE', definition: 'The long stream of gas and dust a comet has near the Sun.' },
  ],
  tryIt: [{
    title: 'Streamer Comet',
    description: 'Make a comet with a flowing tail.',
    steps: ['Crumple a sheet of paper into a ball. That is the icy middle.', 'Tape long ribbons or paper strips to one side. Those are the tails.', 'Hold the ball and run. Watch the tails fly behind!', 'With a grown-up, talk about which way real comet tails point.'],
    note: 'Run in an open space, away from stairs.',
  }, {
    title: 'Sun Pushes the Tail',
    description: 'Show why comet tails point away from the Sun.',
    steps: ['Tape a few light paper strips to a pencil top.', 'A grown-up holds a small fan as the Sun. The fan wind is the solar wind.', 'Walk the pencil comet in a circle around the fan.', 'Notice that the strips always point away from the fan.'],
    note: 'Keep fingers away from the fan blades; a grown-up holds the fan.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A snowball in the sun', content: 'A comet near the Sun is like a dirty snowball on a warm day: it slowly wastes away and leaves a trail.' },
  ],
  realWorld: [
    { title: 'Clues about long ago', content: 'Comets are leftovers from when the planets formed, so studying them helps scientists learn what the early solar system was made of.' },
  ],
  engaging: [
    { question: 'If you found a new comet, what would you name it?', context: 'Comets are often named after the people who discover them.' },
    { question: 'Why do you think a comet\'s tail gets longer near the Sun?', context: 'Think about what happens to ice when it warms up.' },
  ],
  quiz: [
    {
      question: 'What is a comet made of?', right: 'Ice, dust and rock', wrong: ['Fire and smoke', 'Gold and silver'],
      skill: 'recall', support: ['made of ice, dust and rock', 'chunk of ice, dust and rock', 'ice mixed with dust and rock', 'water ice, frozen carbon dioxide', 'mix of ices, dust and rocky grains'],
    },
    {
      question: 'When does a comet grow a tail?', right: 'When it comes near the Sun', wrong: ['When it is far from the Sun', 'When it hits the Moon'],
      skill: 'cause-effect', support: ['When it comes near the Sun', 'close to the Sun, the ice warms up', 'As it nears the Sun', 'Near the Sun, sublimation'],
    },
    {
      question: 'Which way does a comet\'s tail point?', right: 'Away from the Sun', wrong: ['Toward the Sun', 'Toward Earth'],
      skill: 'recall', bands: ['6-8', '9-12', '13+'], support: ['point away from the Sun'],
    },
  ],
  sources: [
    {
      claim: 'Comets are cosmic snowballs of frozen gases, rock and dust that orbit the Sun; when a comet\'s orbit brings it close to the Sun it heats up and spews dust and gases into a giant glowing head and tails that point away from the Sun; the nucleus is usually a few kilometers across and darker than charcoal; dust from comets makes meteor showers.',
      title: 'NASA Space Place: What Is a Comet?',
      url: 'https://spaceplace.nasa.gov/comets/en/',
      read: READ,
      authority: 'science-body',
    },
    {
      claim: 'Halley\'s Comet returns about every 76 years; it was last seen in 1986 and will next appear in 2061. Short-period comets (orbits under 200 years) come mainly from the Kuiper Belt, long-period comets from the Oort Cloud beyond Neptune; the coma can be larger than a planet; the dust tail is pushed by radiation pressure and the ion tail by the solar wind. The Rosetta spacecraft orbited comet 67P, shaped like a rubber duck, and landed a probe on it in 2014.',
      title: 'Britannica: Comet',
      url: 'https://www.britannica.com/science/comet-astronomy',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: ['For 3-8, the ice "turns to gas" as it warms; the word sublimation comes at 9 and up.'],
  related: ['shooting-stars', 'planets', 'milky-way'],
  links: [SITES.spacePlace, britannica('comet'), SITES.nasa],
};

const saturnRings: KidEntry = {
  id: 'saturn-rings',
  module: 'Science Explorers',
  question: 'Why does Saturn have rings?',
  title: 'Why Does Saturn Have Rings?',
  blurb: 'Billions of chunks of ice and rock circling a giant planet.',
  triggers: [['saturn'], ['planet', 'ring*'], ['ring*', 'planet'], ['ring*', 'space']],
  quickAnswer: {
    '3-5': 'Saturn has rings made of ice and rock. There are lots and lots of pieces. Some are tiny like dust. Some are as big as a house! They all go round and round Saturn.',
    '6-8': 'Saturn\'s rings are made of billions of pieces of ice and rock. Some are as small as a grain of sand. Some are as big as a house. They all circle Saturn together. From far away, they look like flat, shiny rings. The pieces may come from comets, space rocks or moons that broke apart near Saturn.',
    '9-12': 'Saturn\'s rings are made of countless chunks of water ice, with a little rock and dust. The chunks range from tiny grains to pieces as big as a house. Each chunk orbits Saturn like a tiny moon. The rings are very wide but mostly very thin. Scientists think they formed when comets, asteroids or moons came too close to Saturn. Its strong gravity tore them into pieces. Jupiter, Uranus and Neptune have rings too, but theirs are faint and dark.',
    '13+': 'Saturn\'s main rings are a broad, thin disk of icy particles, mostly water ice, from dust grains to house-sized boulders. They extend tens of thousands of kilometers from the planet, yet are often only about 10 meters thick. Each particle follows its own orbit. Close to Saturn, tides stop loose material from gathering into a moon. This limit is called the Roche limit. The leading idea is that the rings formed when a moon or large icy bodies strayed inside this limit and were torn apart. Their age is still debated.',
  },
  takeaways: {
    little: ['Saturn\'s rings are made of ice and rock.', 'There are lots and lots of pieces.', 'They all go around Saturn.'],
    young: ['Saturn\'s rings are billions of pieces of ice and rock.', 'Each piece circles Saturn.', 'Other giant planets have faint rings too.'],
    older: ['The rings are countless chunks of mostly water ice, each in orbit.', 'Saturn\'s gravity may have torn apart moons, comets or asteroids.', 'All four giant planets have rings; Saturn\'s are the brightest.'],
  },
  sections: [
    {
      title: 'Rings of Ice',
      little: 'The rings look like a flat hoop. But they are not solid! They are lots of bits of ice. The ice shines in the sunlight.',
      young: 'The rings look solid from far away, but they are not. They are made of lots of separate pieces of ice and rock. The ice reflects sunlight, so the rings look bright.',
      older: 'Up close, the rings are a blizzard of separate icy particles, each circling Saturn. Because they are mostly water ice, they reflect a lot of sunlight. This makes them far brighter than the dark, rocky rings of the other giant planets.',
      funFact: { title: 'Very thin', text: 'Saturn\'s rings are very wide but very thin, often only about 10 meters thick.' },
    },
    {
      title: 'Where Did the Rings Come From?',
      little: 'Long ago, maybe a moon came too close to Saturn. Saturn pulled it apart. The pieces made the rings!',
      young: 'Saturn has very strong gravity. Scientists think a moon, comet or space rock came too close and got pulled apart. The pieces spread out into rings.',
      older: 'Near a giant planet, the pull on the near side of a moon is much stronger than on the far side. Inside a certain distance, this stretching can tear a moon apart. Loose pieces there cannot clump back into a moon. The leftover rubble spreads out into a ring.',
      funFact: { title: 'Moons in the rings', text: 'Small moons orbit inside and near Saturn\'s rings, and some help shape the gaps.' },
    },
    {
      title: 'Other Ringed Planets',
      young: 'Jupiter, Uranus and Neptune have rings too. Their rings are thin and dark, so they are hard to see.',
      older: 'All four giant planets have rings. Jupiter\'s are faint and dusty. Uranus and Neptune have narrow, dark rings. The Cassini spacecraft studied Saturn and its rings up close for 13 years.',
      funFact: { title: 'Seen by Galileo', text: 'Galileo first saw Saturn\'s rings through his telescope in 1610, but he could not tell what they were.' },
    },
  ],
  deeper: {
    title: 'The Roche Limit and the Age Debate',
    content: 'Inside the Roche limit, a body held together only by its own gravity is pulled apart by tidal forces. Ring particles there collide gently and spread into a thin disk. Collisions quickly damp out up-and-down motion, which keeps the rings very thin. Small moons carve gaps and keep some ring edges sharp. Cassini measurements showed that the rings are mostly clean water ice. Some scientists take this as a sign that the rings are young, perhaps a few hundred million years old. Others argue that old rings could stay clean, so the question is still open.',
    funFact: { title: 'Ring rain', text: 'Material from the rings slowly falls into Saturn, so the rings may shrink over a very long time.' },
  },
  glossary: [
    { term: 'Ring', say: 'RING', definition: 'A flat circle of ice, rock or dust going around a planet.' },
    { term: 'Gravity', say: 'GRAV-ih-tee', definition: 'The pull that draws things toward each other.' },
    { term: 'Orbit', say: 'OR-bit', definition: 'The path one thing takes around another in space.' },
    { term: 'Particle', say: 'PAR-tih-kul', definition: 'A very small piece of something.' },
  ],
  tryIt: [{
    title: 'Paper Plate Saturn',
    description: 'Make a ringed planet.',
    steps: ['Draw a circle in the middle of a paper plate for Saturn.', 'Color the rest of the plate as the rings.', 'Glue on glitter or small paper bits for the icy pieces.', 'Count: how many pieces did you add?'],
    note: 'A grown-up can help cut out the plate\'s middle if you want a hole.',
    bands: ['3-5', '6-8'],
  }, {
    title: 'A Ring of Many Pieces',
    description: 'See how many small pieces can look like one smooth ring.',
    steps: ['Sprinkle sugar or salt in a circle on a dark plate.', 'Look from across the room. Does it look like one smooth ring?', 'Now look up close. You can see the single grains.', 'Write how this is like Saturn\'s rings.'],
    note: 'Keep the salt or sugar on the plate and clean up after.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A crowd of runners', content: 'Saturn\'s rings are like a huge crowd of runners on a circular track. From far away the crowd looks like one band, but each runner moves on their own.' },
  ],
  realWorld: [
    { title: 'See Saturn\'s rings', content: 'Even a small backyard telescope can show Saturn\'s rings on a clear night.' },
  ],
  engaging: [
    { question: 'What would the rings look like if you stood on Saturn\'s moons?', context: 'Think about seeing them from the side.' },
    { question: 'Why do you think Saturn\'s rings are brighter than Jupiter\'s?', context: 'Think about ice and dark rock.' },
  ],
  quiz: [
    {
      question: 'What are Saturn\'s rings made of?', right: 'Pieces of ice and rock', wrong: ['One big sheet of metal', 'Clouds of smoke'],
      skill: 'recall', support: ['rings made of ice and rock', 'pieces of ice and rock', 'chunks of water ice', 'icy particles'],
    },
    {
      question: 'Where might the ring pieces have come from?', right: 'A moon that was pulled apart', wrong: ['Dust blown from Earth', 'Snow falling from the Sun'],
      skill: 'cause-effect', support: ['Saturn pulled it apart', 'got pulled apart', 'moons that broke apart', 'Its strong gravity tore them into pieces', 'were torn apart'],
    },
    {
      question: 'Which other planets have rings too?', right: 'Jupiter, Uranus and Neptune', wrong: ['Mercury, Venus and Mars', 'Only Earth and Mars'],
      skill: 'recall', bands: ['6-8', '9-12', '13+'], support: ['Jupiter, Uranus and Neptune have rings too', 'Other giant planets have faint rings too', 'All four giant planets have rings'],
    },
  ],
  sources: [
    {
      claim: 'Saturn\'s rings are made of billions of pieces of ice and rock, ranging from grains the size of sand to pieces as big as a house; they are thought to be pieces of comets, asteroids or shattered moons that broke up before they reached the planet, torn apart by Saturn\'s powerful gravity. Jupiter, Uranus and Neptune also have rings.',
      title: 'NASA Space Place: All About Saturn',
      url: 'https://spaceplace.nasa.gov/all-about-saturn/en/',
      read: READ,
      authority: 'science-body',
    },
    {
      claim: 'Saturn\'s main rings are mostly water ice, extend tens of thousands of kilometers from the planet and are typically about 10 meters thick; Galileo first saw them in 1610; small moons shape gaps and edges; the Cassini spacecraft studied Saturn for 13 years; ring material slowly falls into Saturn ("ring rain"); the Roche limit explains why material close to the planet does not form a moon; the age of the rings (possibly a few hundred million years) is still debated.',
      title: 'NASA Science: Saturn',
      url: 'https://science.nasa.gov/saturn/',
      read: READ,
      authority: 'science-body',
    },
  ],
  simplifications: ['For 3-8, Saturn "pulled apart" a moon; the 9 and up texts explain tidal forces and the Roche limit.'],
  related: ['planets', 'gravity', 'comets'],
  links: [SITES.spacePlace, britannica('Saturn'), SITES.nasa],
};

const astronautsFloat: KidEntry = {
  id: 'astronauts-float',
  module: 'Science Explorers',
  question: 'Why do astronauts float in space?',
  title: 'Why Do Astronauts Float in Space?',
  blurb: 'Falling all the way around Earth: the secret of floating in orbit.',
  triggers: [['astronaut*', 'float*'], ['float*', 'space'], ['weightless*'], ['microgravity'], ['zero', 'gravity'], ['gravity', 'space'], ['space', 'station', 'float*']],
  quickAnswer: {
    '3-5': 'Astronauts float because they fall! Their space home falls round and round Earth. They fall with it. So they float inside. Wheee!',
    '6-8': 'There is still gravity in space near Earth. The space station is falling toward Earth all the time. But it also zooms sideways very fast. So it keeps falling around Earth, not into it. The astronauts fall with it. Nothing pushes on them, so they float.',
    '9-12': 'Astronauts float because they are in free fall, not because gravity is gone. At the height of the space station, gravity is still about 90 percent as strong as on the ground. The station moves sideways so fast that, as it falls, Earth\'s surface curves away beneath it. So it keeps falling around Earth. This is called an orbit. The astronauts fall at the same rate as the station, so the floor never pushes up on them. They feel weightless.',
    '13+': 'Weightlessness in orbit is free fall. The International Space Station orbits at roughly 400 kilometers, where gravity is still about 90 percent of its surface strength. It travels at about 28,000 kilometers per hour, so its fall toward Earth is matched by the curve of the planet. Astronauts and station accelerate together, so there is no contact force between them. That missing push is what we feel as weight. NASA calls this condition microgravity, because tiny forces such as air drag remain.',
  },
  takeaways: {
    little: ['There is gravity in space too.', 'The space station falls around Earth.', 'Astronauts fall with it, so they float.'],
    young: ['Gravity still pulls in space near Earth.', 'The space station keeps falling around Earth.', 'Falling together makes astronauts float.'],
    older: ['Astronauts float because they are in free fall.', 'Gravity at the space station is still about 90 percent of Earth\'s.', 'An orbit is falling around Earth while moving sideways fast.'],
  },
  sections: [
    {
      title: 'Falling Around Earth',
      little: 'Throw a ball. It goes forward and falls down. The space station goes forward so fast that it falls around Earth!',
      young: 'Throw a ball and it curves down to the ground. Throw it faster and it lands farther away. The space station goes so fast that the ground curves away before it can land. It falls around and around Earth.',
      older: 'Imagine a cannon on a very tall mountain. A faster shot lands farther away. At about 8 kilometers per second, the ground curves away as fast as the ball falls. The ball would never land. That is an orbit.',
      funFact: { title: 'Fast laps', text: 'The space station goes all the way around Earth about every 90 minutes.' },
    },
    {
      title: 'Why Falling Feels Like Floating',
      little: 'When you jump, you feel light for a moment. Astronauts feel like that all the time!',
      young: 'Have you felt light on a trampoline or at the top of a swing? That is a tiny bit of falling. Astronauts fall all the time, so they float all the time.',
      older: 'We feel weight when a floor or chair pushes up on us. If you and the floor fall together, nothing pushes, so you feel weightless. This also happens for a moment on roller coasters and in special airplane flights used for training.',
      funFact: { title: 'Floating drops', text: 'In the space station, water forms floating balls instead of pouring.' },
    },
    {
      title: 'Life Without Up or Down',
      young: 'In the space station, astronauts push off walls to fly around. They use straps and handholds to stay put.',
      older: 'Floating makes simple things tricky. Astronauts use handrails, foot loops and sticky strips to stay in place. Their muscles and bones work less, so they exercise about two hours a day to stay strong.',
      funFact: { title: 'A little taller', text: 'Astronauts can grow a bit taller in space, because their spines stretch out without weight pressing on them.' },
    },
  ],
  deeper: {
    title: 'Free Fall, Orbits and Microgravity',
    content: 'Gravity falls off with the square of distance from Earth\'s center. At 400 kilometers up, you are only about 6 percent farther from the center, so gravity is about 90 percent as strong. Orbital speed is the speed at which the required centripetal acceleration equals gravity. Every object inside the station follows nearly the same orbit, so relative to the station they drift freely. The term microgravity is used because small effects remain: air drag, tidal differences across the station and vibrations. These produce only very tiny accelerations.',
    funFact: { title: 'Not really zero', text: 'Scientists prefer "microgravity" to "zero gravity", because gravity is still there.' },
  },
  glossary: [
    { term: 'Astronaut', say: 'AS-truh-nawt', definition: 'A person who travels into space.' },
    { term: 'Gravity', say: 'GRAV-ih-tee', definition: 'The pull that draws things toward each other, like things toward Earth.' },
    { term: 'Orbit', say: 'OR-bit', definition: 'The path one thing takes around another in space.' },
    { term: 'Weightless', say: 'WAYT-less', definition: 'Feeling as if you weigh nothing, like when you are falling.' },
    { term: 'Microgravity', say: 'MY-kro-GRAV-ih-tee', definition: 'When people and things float because they are falling together.' },
  ],
  tryIt: [{
    title: 'Be a Floating Astronaut',
    description: 'Pretend to float like an astronaut.',
    steps: ['Move very, very slowly, like you are floating.', 'Pretend to push off a wall and glide.', 'Hold a pretend handrail so you do not float away.', 'Tell a grown-up: why do astronauts float?'],
    note: 'Move slowly and keep away from sharp corners.',
    bands: ['3-5'],
  }, {
    title: 'The Falling Cup',
    description: 'See water stop pouring when everything falls together.',
    steps: ['Outside, with a grown-up, poke a small hole near the bottom of a paper cup.', 'Cover the hole with a finger and fill the cup with water.', 'Take your finger away: water pours out.', 'Now drop the cup from shoulder height and watch. While it falls, the water stops pouring out!'],
    note: 'Do this outside or over a sink, and let a grown-up poke the hole.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'An elevator that falls', content: 'If an elevator and the people in it fell together, they would float inside it. The space station is like that, except it falls around Earth and never lands.' },
  ],
  realWorld: [
    { title: 'Training flights', content: 'Astronauts train on airplanes that fly in big up-and-down arcs. At the top of each arc, everyone floats for about 20 seconds.' },
  ],
  engaging: [
    { question: 'What would be the hardest thing to do while floating?', context: 'Think about eating, drinking or brushing your teeth.' },
    { question: 'Why don\'t astronauts on the Moon float away?', context: 'Think about standing on the ground versus falling.' },
  ],
  quiz: [
    {
      question: 'Is there gravity at the space station?', right: 'Yes, gravity still pulls on it', wrong: ['No, space has no gravity', 'No, the rocket turned it off'],
      skill: 'recall', support: ['There is gravity in space too', 'There is still gravity in space', 'not because gravity is gone', 'still about 90 percent'],
    },
    {
      question: 'Why do astronauts float?', right: 'They fall together with their station', wrong: ['Space is full of water to swim in', 'Their suits are filled with balloons'],
      skill: 'cause-effect', support: ['fall with it', 'fall together', 'free fall'],
    },
    {
      question: 'What is the path around Earth called?', right: 'An orbit', wrong: ['A tunnel', 'A shadow'],
      skill: 'vocabulary', bands: ['6-8', '9-12', '13+'], support: ['orbit'],
    },
  ],
  sources: [
    {
      claim: 'Microgravity is the condition in which people or objects appear to be weightless; astronauts float in orbit because they are in free fall, not because there is no gravity. The International Space Station orbits at about 400 kilometers (200 to 250 miles), where gravity is about 90 percent of its strength at the surface. Airplanes flying up-and-down arcs give about 20 seconds of floating. Water forms floating balls.',
      title: 'NASA: What Is Microgravity?',
      url: 'https://www.nasa.gov/learning-resources/for-kids-and-students/what-is-microgravity-grades-5-8/',
      read: READ,
      authority: 'science-body',
    },
    {
      claim: 'The International Space Station travels at about 28,000 kilometers per hour (about 8 kilometers per second) and circles Earth about every 90 minutes; astronauts exercise about two hours a day to protect muscles and bones; spines lengthen in weightlessness, so astronauts grow a bit taller; the station is about 6 percent farther from Earth\'s center than the surface;  residual accelerations in orbit are very small.',
      title: 'NASA: International Space Station',
      url: 'https://www.nasa.gov/international-space-station/',
      read: READ,
      authority: 'science-body',
    },
  ],
  simplifications: ['For 3-5, the station "falls around and around Earth"; sideways speed is left for 6 and up.'],
  related: ['gravity', 'rockets', 'first-moon-landing'],
  links: [SITES.nasa, SITES.spacePlace, britannica('weightlessness')],
};

const constellations: KidEntry = {
  id: 'constellations',
  module: 'Science Explorers',
  question: 'What is a constellation?',
  title: 'What Is a Constellation?',
  blurb: 'Star pictures people have named for thousands of years.',
  triggers: [['constellation'], ['constellations'], ['big', 'dipper'], ['little', 'dipper'], ['orion'], ['star', 'pattern*'], ['connect', 'star*']],
  quickAnswer: {
    '3-5': 'A constellation is a star picture. People joined stars with pretend lines. The lines make shapes, like a bear or a hunter. You can find them at night!',
    '6-8': 'A constellation is a group of stars that people see as a picture. Long ago, people joined bright stars with pretend lines. The shapes looked like animals and heroes from their stories. Orion looks like a hunter with a belt of three stars. The stars in a picture only look close together. Most are really very far apart.',
    '9-12': 'A constellation is a pattern of stars that people have named, along with the area of sky around it. Astronomers today recognize 88 official constellations, which cover the whole sky. Many come from ancient Greek stories, and other cultures have their own star pictures. The stars in a constellation are not really near each other. They just lie in about the same direction from Earth.',
    '13+': 'Constellations are areas of the sky, each built around a traditional star pattern. In 1922 the International Astronomical Union adopted 88 official constellations. In 1930 it fixed their borders, so every point in the sky belongs to exactly one. Familiar shapes such as the Big Dipper are asterisms, patterns inside or across constellations. The stars of a pattern usually lie at very different distances. Seen from another star, the patterns would look completely different.',
  },
  takeaways: {
    little: ['A constellation is a star picture.', 'People made up the shapes.', 'You can look for them at night.'],
    young: ['Constellations are star pictures people imagined.', 'Orion the hunter has a belt of three stars.', 'The stars only look close together.'],
    older: ['Astronomers recognize 88 official constellations.', 'Their stars lie in the same direction, not close together.', 'Different cultures have named different star pictures.'],
  },
  sections: [
    {
      title: 'Join the Dots',
      little: 'Look at the stars. Pretend to draw lines between them. Can you make a shape? That is what people did long ago.',
      young: 'Long ago, people looked at the night sky and joined bright stars with pretend lines, like a dot-to-dot. The shapes reminded them of animals, people and things from their stories.',
      older: 'People in many cultures grouped bright stars into figures linked to their myths. The names many astronomers use today come mostly from Greek and Roman traditions. Other cultures, such as Chinese and Aboriginal Australian astronomers, made their own very different star pictures.',
      funFact: { title: 'Dark shapes too', text: 'Some Aboriginal Australian star stories use the dark patches of the Milky Way, like an emu in the sky.' },
    },
    {
      title: 'Stars to Find',
      little: 'Look for three stars in a row. That is the belt of Orion the hunter! Look for a big spoon. That is the Big Dipper.',
      young: 'Orion the hunter has three bright stars in a row for his belt. The Big Dipper looks like a giant spoon. Its two end stars point to the North Star.',
      older: 'Orion is easy to spot in winter evenings in the north. The two stars at the end of the Big Dipper\'s bowl point toward Polaris, the North Star. Polaris stays almost still while the rest of the sky turns around it.',
      funFact: { title: 'Finding north', text: 'The North Star sits almost straight above the top of Earth\'s spin axis, so it shows which way is north.' },
    },
    {
      title: 'Near or Far?',
      young: 'The stars in a picture look close together. But some are much farther away than others. They just line up from where we stand.',
      older: 'The stars of a constellation are usually at very different distances from us. In Orion, some stars are a few hundred light-years away and others more than a thousand. The picture exists only from our point of view.',
      funFact: { title: 'Changing sky', text: 'Over tens of thousands of years, stars slowly drift, so the shapes of the constellations change.' },
    },
  ],
  deeper: {
    title: 'Official Boundaries, Asterisms and Sky Maps',
    content: 'The modern constellations act like countries on a map of the sky. Astronomers use them to say where an object is, such as a galaxy in Andromeda. Asterisms are unofficial patterns: the Big Dipper is part of Ursa Major, the Great Bear. As Earth orbits the Sun, the night side faces different directions in space. So different constellations are visible in different seasons. Because Earth\'s axis slowly wobbles, the pole star changes over thousands of years.',
    funFact: { title: 'Sailors\' maps', text: 'Before modern instruments, sailors used the stars to help find their way at sea.' },
  },
  glossary: [
    { term: 'Constellation', say: 'kon-stuh-LAY-shun', definition: 'A group of stars that people see as a picture, and the part of the sky around it.' },
    { term: 'Star', say: 'STAR', definition: 'A giant ball of hot, glowing gas, far away in space.' },
    { term: 'Pattern', say: 'PAT-urn', definition: 'A shape or design you can see again and again.' },
    { term: 'Asterism', say: 'AS-tur-iz-um', definition: 'A star pattern that is not an official constellation, like the Big Dipper.' },
  ],
  tryIt: [{
    title: 'Make Your Own Star Picture',
    description: 'Invent a constellation.',
    steps: ['Put stickers or draw dots on dark paper for stars.', 'Join some dots with lines to make a shape.', 'Give your star picture a name.', 'Tell a grown-up a short story about it.'],
    note: 'There is no wrong shape: people all over the world saw different pictures.',
  }, {
    title: 'Find Orion or the Big Dipper',
    description: 'Spot a real constellation.',
    steps: ['On a clear night, go outside with a grown-up.', 'Let your eyes get used to the dark for 10 minutes.', 'Look for three bright stars in a row (Orion\'s belt) or a big spoon shape (the Big Dipper).', 'Draw what you found and note the date and time.'],
    note: 'Stargaze with a grown-up, and choose a safe, dark spot.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'Cloud shapes', content: 'Seeing a constellation is like seeing a dragon in the clouds: the shape is in our imagination, not really joined up in the sky.' },
  ],
  realWorld: [
    { title: 'Star apps and maps', content: 'Star maps and sky apps use constellations to help people find planets and stars.' },
  ],
  engaging: [
    { question: 'What shape would you make from the stars you can see?', context: 'Look out a window on a clear night.' },
    { question: 'Why do you think people in different places saw different pictures?', context: 'Think about the stories and animals they knew.' },
  ],
  quiz: [
    {
      question: 'What is a constellation?', right: 'A picture people see in the stars', wrong: ['A very big single star', 'A planet with many moons'],
      skill: 'vocabulary', support: ['A constellation is a star picture', 'group of stars that people see as a picture', 'pattern of stars that people have named', 'built around a traditional star pattern'],
    },
    {
      question: 'Which star picture has a belt of three stars?', right: 'Orion the hunter', wrong: ['The Big Dipper', 'The Milky Way'],
      skill: 'recall', bands: ['3-5', '6-8'], support: ['belt of Orion the hunter', 'belt of three stars'],
    },
    {
      question: 'Are the stars in a constellation close together?', right: 'No, they only look close', wrong: ['Yes, they touch each other', 'Yes, they are all one star'],
      skill: 'inference', bands: ['6-8', '9-12', '13+'], support: ['only look close together', 'not really near each other', 'very different distances'],
    },
    {
      question: 'How many official constellations are there?', right: '88', wrong: ['12', '7'],
      skill: 'recall', bands: ['9-12', '13+'], support: ['88 official constellations'],
    },
  ],
  sources: [
    {
      claim: 'A constellation is a group of stars that make an imaginary shape in the night sky, usually named after mythological characters, people, animals and objects; astronomers today recognize 88 official constellations covering the whole sky; Orion has a belt of three stars; the Big Dipper is an asterism within Ursa Major, the Great Bear; the stars in a constellation are often very far apart; different constellations are seen in different seasons.',
      title: 'NASA Space Place: What Are Constellations?',
      url: 'https://spaceplace.nasa.gov/constellations/en/',
      read: READ,
      authority: 'science-body',
    },
    {
      claim: 'The International Astronomical Union adopted 88 constellations in 1922 and fixed their boundaries in 1930; many names come from Greek and Roman traditions, while Chinese and Aboriginal Australian astronomy have their own star figures, including an emu traced in the dark lanes of the Milky Way; Orion\'s stars lie from a few hundred to more than a thousand light-years away; the pointer stars of the Big Dipper lead to Polaris, the North Star; stars slowly drift, and precession changes the pole star over thousands of years; sailors used the stars to navigate; a galaxy can be located in Andromeda.',
      title: 'Britannica: Constellation',
      url: 'https://www.britannica.com/science/constellation',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: ['For 3-8, a constellation is "a star picture"; the official areas of the sky come at 9 and up.'],
  related: ['stars-twinkle', 'milky-way', 'shooting-stars'],
  links: [SITES.spacePlace, britannica('constellation'), SITES.nasa],
};

const eclipses: KidEntry = {
  id: 'eclipses',
  module: 'Science Explorers',
  question: 'What is an eclipse?',
  title: 'What Is an Eclipse?',
  blurb: 'When the Moon and Earth line up with the Sun and cast a shadow.',
  triggers: [['eclipse'], ['eclipses'], ['solar', 'eclipse'], ['lunar', 'eclipse'], ['moon', 'block*', 'sun'], ['blood', 'moon']],
  quickAnswer: {
    '3-5': 'An eclipse is a big shadow in the sky. Sometimes the Moon hides the Sun. Sometimes Earth\'s shadow covers the Moon. Never look at the Sun, even then! A grown-up has special glasses.',
    '6-8': 'An eclipse happens when the Sun, the Moon and Earth line up. In a solar eclipse, the Moon moves in front of the Sun. It blocks the Sun\'s light for a while. In a lunar eclipse, Earth\'s shadow falls on the Moon. The Moon can turn red. Never look at the Sun, even in an eclipse. Use special eclipse glasses with a grown-up.',
    '9-12': 'An eclipse is when one body in space moves into the shadow of another. In a solar eclipse, the Moon passes between the Sun and Earth, and its shadow sweeps across part of Earth. In a total solar eclipse, the sky goes dark for a few minutes. In a lunar eclipse, Earth passes between the Sun and the Moon, and its shadow darkens the Moon. Never look at the Sun without proper solar viewing glasses, even when it is mostly covered.',
    '13+': 'Eclipses occur when the Sun, Earth and Moon align. A solar eclipse happens at new moon, when the Moon\'s shadow falls on Earth. Total, annular and partial eclipses depend on where you stand and on the Moon\'s distance. A lunar eclipse happens at full moon, when the Moon passes through Earth\'s shadow. It often glows red because Earth\'s atmosphere bends reddish sunlight into the shadow. Never look at the Sun without certified eclipse glasses that meet the ISO 12312-2 standard. Ordinary sunglasses are not safe.',
  },
  takeaways: {
    little: ['An eclipse is a big shadow in the sky.', 'The Moon can hide the Sun.', 'Never look at the Sun.'],
    young: ['In a solar eclipse, the Moon blocks the Sun.', 'In a lunar eclipse, Earth\'s shadow covers the Moon.', 'Never look at the Sun without eclipse glasses.'],
    older: ['Solar eclipse: the Moon\'s shadow falls on Earth.', 'Lunar eclipse: Earth\'s shadow falls on the Moon.', 'Never look at the Sun without proper eclipse glasses.'],
  },
  sections: [
    {
      title: 'The Moon Hides the Sun',
      little: 'The Moon moves in front of the Sun. The sky gets dark in the day! Then the Moon moves on. The Sun comes back.',
      young: 'In a solar eclipse, the Moon slides in front of the Sun. The Moon is much smaller, but it is much closer, so it can cover the Sun. If it covers all of it, the day turns dark like evening for a few minutes.',
      older: 'The Sun is about 400 times wider than the Moon but also about 400 times farther away. So the two look almost the same size in our sky. That is why the Moon can cover the Sun exactly. Only people inside the dark middle of the Moon\'s shadow see a total eclipse.',
      funFact: { title: 'Animals get confused', text: 'During a total solar eclipse, some birds and animals act as if night is coming.' },
    },
    {
      title: 'Keep Your Eyes Safe',
      little: 'The Sun can hurt your eyes. Never look at it. For an eclipse, a grown-up gets special glasses. Or you can make a pinhole viewer.',
      young: 'Never look at the Sun, even when most of it is covered. Looking can hurt your eyes, and it does not hurt while it happens. Use special eclipse glasses with a grown-up, or watch the shadow through a pinhole viewer.',
      older: 'Never look at the Sun, even during a partial eclipse, without proper solar filters. Sunlight can damage the eye without any pain. Only eclipse glasses or solar viewers that meet the ISO 12312-2 standard are safe. Ordinary sunglasses are not. A pinhole projector lets you watch safely with your back to the Sun.',
      funFact: { title: 'Tree pinholes', text: 'During a partial eclipse, gaps between leaves act like pinholes and make tiny crescent suns on the ground.' },
    },
    {
      title: 'A Red Moon',
      little: 'Sometimes Earth\'s shadow covers the Moon. The Moon can turn red! It is safe to look at the Moon.',
      young: 'In a lunar eclipse, Earth blocks sunlight from reaching the Moon. The Moon turns dark, often red or orange. It is safe to look at a lunar eclipse.',
      older: 'During a total lunar eclipse, the Moon sits inside Earth\'s shadow. Earth\'s atmosphere bends some sunlight into the shadow. Blue light is scattered away, so red light reaches the Moon. It glows coppery red. Lunar eclipses are safe to watch with your eyes.',
      funFact: { title: 'Sunsets on the Moon', text: 'The red light on an eclipsed Moon comes from all the sunrises and sunsets around Earth at that moment.' },
    },
  ],
  deeper: {
    title: 'Umbra, Penumbra and Eclipse Seasons',
    content: 'A shadow has a dark core, the umbra, and a lighter outer part, the penumbra. A total solar eclipse is seen only within the narrow path of the Moon\'s umbra. An annular eclipse happens when the Moon is near its farthest point and too small to cover the Sun, leaving a ring of light. Eclipses do not happen every month because the Moon\'s orbit is tilted about 5 degrees to Earth\'s. The alignment works only when new or full moon falls near a node, where the orbits cross. This happens during eclipse seasons about every six months.',
    funFact: { title: 'The corona', text: 'During totality, the Sun\'s faint outer atmosphere, the corona, appears as a glowing crown.' },
  },
  glossary: [
    { term: 'Eclipse', say: 'ih-KLIPS', definition: 'When one thing in space moves into the shadow of another.' },
    { term: 'Shadow', say: 'SHAD-oh', definition: 'A dark shape made when something blocks light.' },
    { term: 'Solar', say: 'SOH-lur', definition: 'About the Sun.' },
    { term: 'Lunar', say: 'LOO-nur', definition: 'About the Moon.' },
  ],
  tryIt: [{
    title: 'Shadow Play',
    description: 'Make your own eclipse with a lamp.',
    steps: ['A grown-up turns on a lamp. The lamp is the Sun.', 'Hold a small ball as the Moon.', 'Move the ball in front of the lamp. The ball hides the light!', 'Now find the ball\'s shadow on a wall.'],
    note: 'A grown-up handles the lamp; do not touch the hot bulb.',
  }, {
    title: 'Pinhole Eclipse Viewer',
    description: 'Watch a solar eclipse safely, with your back to the Sun.',
    steps: ['With a grown-up, poke a small, neat hole in a piece of card.', 'Stand with your back to the Sun.', 'Hold the card up so sunlight passes through the hole onto a second piece of white paper.', 'Watch the tiny image of the Sun on the paper change shape during the eclipse.'],
    note: 'Never look at the Sun through the hole; look only at the paper.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'Hand in a flashlight beam', content: 'Put your hand in a flashlight beam and its shadow lands on the wall. In a solar eclipse, the Moon is the hand and Earth is the wall.' },
  ],
  realWorld: [
    { title: 'Eclipse science', content: 'Scientists use total solar eclipses to study the Sun\'s faint outer atmosphere, which is normally hidden by its bright face.' },
  ],
  engaging: [
    { question: 'Why do you think a lunar eclipse is safe to look at but a solar one is not?', context: 'Think about which one involves looking toward the Sun.' },
    { question: 'What do you think animals do when the day suddenly gets dark?', context: 'Think about birds going to roost.' },
  ],
  quiz: [
    {
      question: 'What hides the Sun in a solar eclipse?', right: 'The Moon', wrong: ['A big cloud', 'Another star'],
      skill: 'recall', support: ['the Moon hides the Sun', 'The Moon moves in front of the Sun', 'the Moon moves in front of the Sun', 'the Moon passes between the Sun and Earth', 'the Moon\'s shadow falls on Earth'],
    },
    {
      question: 'How should you watch a solar eclipse?', right: 'With eclipse glasses and a grown-up', wrong: ['With plain sunglasses on', 'With your eyes half closed'],
      skill: 'inference', support: ['special glasses', 'eclipse glasses', 'solar viewing glasses'],
    },
    {
      question: 'What color can the Moon turn in a lunar eclipse?', right: 'Red', wrong: ['Green', 'Bright white'],
      skill: 'recall', support: ['The Moon can turn red', 'often red or orange', 'Moon can turn reddish', 'glows coppery red', 'often glows red'],
    },
  ],
  sources: [
    {
      claim: 'A solar eclipse happens when the Moon passes between the Sun and Earth and blocks the Sun\'s light; a lunar eclipse happens when Earth passes between the Sun and the Moon and Earth\'s shadow darkens the Moon, which can look red; the Sun is about 400 times wider than the Moon and about 400 times farther away, so they look the same size; during a partial eclipse, gaps between leaves make crescent images.',
      title: 'NASA Space Place: What Is an Eclipse?',
      url: 'https://spaceplace.nasa.gov/eclipses/en/',
      read: READ,
      authority: 'science-body',
    },
    {
      claim: 'Never look directly at the Sun without specialized eye protection for solar viewing; ordinary sunglasses are not safe; eclipse glasses must meet the ISO 12312-2 international standard; a pinhole projector lets you view an eclipse indirectly with your back to the Sun; the corona is visible during totality.',
      title: 'NASA Science: Eclipse Safety',
      url: 'https://science.nasa.gov/eclipses/safety/',
      read: READ,
      authority: 'science-body',
      asOf: '2026-11',
    },
    {
      claim: 'The Moon\'s orbit is tilted about 5 degrees to Earth\'s orbit, so eclipses happen only in eclipse seasons about every six months, when new or full moon falls near a node; total eclipses are seen in the path of the umbra; annular eclipses occur when the Moon is near its farthest point.',
      title: 'Britannica: Eclipse',
      url: 'https://www.britannica.com/science/eclipse',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: ['For 3-5, an eclipse is "a big shadow in the sky"; partial and annular eclipses come at 13+.'],
  related: ['moon-phases', 'sun-hot', 'day-and-night'],
  links: [SITES.spacePlace, britannica('eclipse'), SITES.nasa],
};

const lifeOtherPlanets: KidEntry = {
  id: 'life-other-planets',
  module: 'Science Explorers',
  question: 'Is there life on other planets?',
  title: 'Is There Life on Other Planets?',
  blurb: 'No life has been found beyond Earth yet, but scientists are looking hard.',
  triggers: [['alien'], ['aliens'], ['life', 'planet'], ['life', 'mars'], ['life', 'space'], ['extraterrestrial*'], ['life', 'other', 'world*'], ['alone', 'universe']],
  quickAnswer: {
    '3-5': 'We do not know yet! So far, we only know of life on Earth. Scientists are looking on other worlds. They look for water. Living things need water.',
    '6-8': 'Nobody has found life anywhere but Earth yet. But scientists are looking! Robot rovers are exploring Mars. They look for signs of tiny life from long ago. Some moons, like Europa, may have oceans under their ice. Telescopes study planets around other stars, too. Living things need water, energy and the right stuff to build with.',
    '9-12': 'So far, no life has been found beyond Earth, but the search is one of science\'s biggest projects. Life as we know it needs liquid water, a source of energy and chemicals such as carbon. Mars once had lakes and rivers, so rovers look there for signs of ancient microbes. Jupiter\'s moon Europa and Saturn\'s moon Enceladus seem to hide oceans under ice. Astronomers have also found thousands of planets around other stars. Some orbit where water could stay liquid.',
    '13+': 'No evidence of life beyond Earth has yet been confirmed, but astrobiology pursues several lines of search. On Mars, the Perseverance rover collects rock samples from an ancient lake bed in Jezero Crater, looking for biosignatures. Europa and Enceladus have subsurface oceans in contact with rock, and Enceladus vents water plumes into space. Thousands of exoplanets are known, and telescopes such as JWST can study the atmospheres of some. Scientists look for gases, like oxygen with methane, that are hard to explain without life. Any claim would need very strong evidence.',
  },
  takeaways: {
    little: ['We only know of life on Earth so far.', 'Scientists are looking on other worlds.', 'Living things need water.'],
    young: ['No life has been found beyond Earth yet.', 'Rovers search Mars for signs of tiny life.', 'Some icy moons may hide oceans.'],
    older: ['No life beyond Earth has been found so far.', 'Mars, Europa and Enceladus are top places to look.', 'Astronomers study planets around other stars too.'],
  },
  sections: [
    {
      title: 'What Does Life Need?',
      little: 'Plants, animals and people need water. They need food or sunlight too. So scientists look for water out in space.',
      young: 'Every living thing on Earth needs water. It also needs energy, like sunlight or food. So scientists look for places in space with water and energy.',
      older: 'All known life uses liquid water as the place where its chemistry happens. It also needs an energy source, such as sunlight or chemical reactions. Elements like carbon, hydrogen, nitrogen and oxygen build its molecules. These needs guide where scientists search.',
      funFact: { title: 'Tough life', text: 'On Earth, tiny microbes live in boiling hot springs, deep under ice and in very salty lakes.' },
    },
    {
      title: 'Where Are Scientists Looking?',
      little: 'Robot cars drive on Mars. They look for signs of tiny life from long ago. Some icy moons may have water inside.',
      young: 'Mars had rivers and lakes long ago, so robot rovers look for signs of tiny living things there. Some moons, like Europa, have ice on top and may have oceans underneath.',
      older: 'Rovers on Mars study rocks from old lake beds. Europa and Enceladus probably have salty oceans under thick ice. Missions such as Europa Clipper are being sent to study whether those oceans could support life.',
      funFact: { title: 'Water geysers', text: 'Saturn\'s moon Enceladus shoots jets of water ice into space from its south pole.' },
    },
    {
      title: 'Planets Around Other Stars',
      young: 'Most stars have planets, just like our Sun. Scientists have found thousands of them. Some may be just right for water.',
      older: 'Astronomers have confirmed thousands of exoplanets. Some are rocky and orbit in the zone where water could be liquid. Telescopes can read the light passing through some of their atmospheres to learn which gases they contain.',
      funFact: { title: 'Listening too', text: 'Some scientists use radio telescopes to listen for signals from other civilizations, but none have been found.' },
    },
  ],
  deeper: {
    title: 'Biosignatures and Habitable Zones',
    content: 'A biosignature is a feature, such as a molecule, a pattern in rocks or a mix of gases, best explained by life. Because non-living chemistry can mimic life, scientists look for several lines of evidence together. The habitable zone is the range of distances from a star where a planet could keep liquid water on its surface. Its edges depend on the planet\'s atmosphere. Icy moons show that oceans can also exist far from a star, heated by tides. The search is careful because a false claim would mislead everyone.',
    funFact: { title: 'A famous question', text: 'Scientists often sum up the idea this way: extraordinary claims need extraordinary evidence.' },
  },
  glossary: [
    { term: 'Life', say: 'LIFE', definition: 'Being alive: growing, using energy and making more of your kind.' },
    { term: 'Microbe', say: 'MY-krobe', definition: 'A living thing too tiny to see without a microscope.' },
    { term: 'Rover', say: 'ROH-ver', definition: 'A robot car that explores another world.' },
    { term: 'Exoplanet', say: 'EK-soh-plan-it', definition: 'A planet that goes around a star other than our Sun.' },
    { term: 'Astrobiology', say: 'as-troh-by-OL-uh-jee', definition: 'The science of searching for life beyond Earth.' },
  ],
  tryIt: [{
    title: 'Design a Space Creature',
    description: 'Imagine life on another world.',
    steps: ['Pick a world: a cold icy moon or a hot, dusty planet.', 'Draw a creature that could live there.', 'Give it a way to stay warm or cool.', 'Tell a grown-up: what does your creature drink?'],
    note: 'This is pretend! Real scientists have not found any life out there yet.',
  }, {
    title: 'Where Could Life Live?',
    description: 'Rate places in the solar system like an astrobiologist.',
    steps: ['List Mars, Venus, Europa, Enceladus and our Moon.', 'For each, look up with a grown-up: is there water, and is there energy?', 'Give each place a score from 0 to 3.', 'Pick the best place to send a new mission and explain why.'],
    note: 'Use trusted sites like NASA\'s with a grown-up.',
    bands: ['9-12', '13+'],
  }],
  analogies: [
    { title: 'A treasure hunt', content: 'Searching for life is like a treasure hunt with clues: water, energy and the right chemicals point to where to dig.' },
  ],
  realWorld: [
    { title: 'Life in extreme places', content: 'Scientists study microbes in Earth\'s hot springs, ice and deep sea to learn where life might survive on other worlds.' },
  ],
  engaging: [
    { question: 'If you could send a robot anywhere to look for life, where would it go?', context: 'Think about water and energy.' },
    { question: 'How would you know if you found something alive?', context: 'Think about what living things do.' },
  ],
  quiz: [
    {
      question: 'Has anyone found life on other planets?', right: 'Not yet, but they are looking', wrong: ['Yes, on the Moon', 'Yes, on every planet'],
      skill: 'recall', support: ['We do not know yet', 'Nobody has found life anywhere', 'no life has been found beyond Earth', 'No evidence of life beyond Earth'],
    },
    {
      question: 'What do scientists look for, because living things need it?', right: 'Water', wrong: ['Gold', 'Sand'],
      skill: 'cause-effect', support: ['Living things need water', 'needs water', 'needs liquid water', 'uses liquid water'],
    },
    {
      question: 'What might the moon Europa have under its ice?', right: 'An ocean', wrong: ['A forest', 'A volcano of fire'],
      skill: 'recall', bands: ['6-8', '9-12', '13+'], support: ['may have oceans', 'hide oceans under ice', 'subsurface oceans', 'salty oceans under thick ice'],
    },
  ],
  sources: [
    {
      claim: 'No life has been found beyond Earth so far; NASA\'s astrobiology program searches for it. Life as we know it needs liquid water, energy and elements such as carbon, hydrogen, nitrogen and oxygen. Mars once had lakes and rivers; the Perseverance rover collects samples in Jezero Crater, an ancient lake bed, looking for biosignatures. Jupiter\'s moon Europa and Saturn\'s moon Enceladus likely have oceans under their ice; Enceladus sprays water-ice jets from its south pole; the Europa Clipper mission will study Europa\'s habitability. Microbes on Earth live in hot springs, under ice and in very salty lakes.',
      title: 'NASA Science: Astrobiology',
      url: 'https://science.nasa.gov/astrobiology/',
      read: READ,
      authority: 'science-body',
    },
    {
      claim: 'Astronomers have confirmed thousands of exoplanets; some rocky ones orbit in their star\'s habitable zone, where liquid water could exist; telescopes such as JWST study their atmospheres for gases like oxygen and methane; radio searches for signals (SETI) have found none.',
      title: 'NASA Science: Exoplanets',
      url: 'https://science.nasa.gov/exoplanets/',
      read: READ,
      authority: 'science-body',
      asOf: '2026-11',
    },
  ],
  simplifications: ['For 3-5, "living things need water" stands for the full list of water, energy and chemical building blocks.'],
  related: ['mars-red', 'planets', 'milky-way'],
  links: [SITES.nasa, SITES.spacePlace, britannica('astrobiology')],
};

export const planetsEntries: KidEntry[] = [planets, marsRed, milkyWay, moonFollows, shootingStars, comets, saturnRings, astronautsFloat, constellations, eclipses, lifeOtherPlanets];
