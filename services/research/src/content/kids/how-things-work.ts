import { britannica, SITES } from '../links';
import type { KidEntry } from '../types';

// Science Explorers, how things work: airplanes, magnets, floating ice, electricity, rockets.

const READ = '2026-11-23';

const airplanes: KidEntry = {
  id: 'airplanes-fly',
  module: 'Science Explorers',
  question: 'How do airplanes stay in the air?',
  title: 'How Do Airplanes Stay in the Air?',
  blurb: 'Lift, weight, thrust and drag: the four forces that keep a plane flying.',
  triggers: [['airplane', 'fly'], ['airplane', 'air'], ['airplane', 'stay'], ['plane', 'fly'], ['plane', 'air'], ['plane', 'stay'], ['plane', 'wing'], ['plane', 'fall'], ['jet', 'fly'], ['aeroplane'], ['lift', 'wing'], ['plane', 'work'], ['airplane', 'work'], ['plane', 'float'], ['plane', 'up']],
  quickAnswer: {
    '3-5': 'Airplanes have big wings. The engines push the plane fast. Air rushes past the wings. The wings push the air down. Then the air pushes the wings up! That keeps the plane up in the sky.',
    '6-8': 'An airplane stays up because of its wings. Engines push the plane forward very fast. As air rushes over and under the wings, their shape and tilt push the air downward. The air pushes back up on the wings. This upward push is called lift. When the lift is as strong as the plane\'s weight, the plane flies.',
    '9-12': 'Four forces act on a plane: lift, weight, thrust and drag. Engines make thrust, which pushes the plane forward against drag, the air\'s resistance. As the plane moves, its wings turn the passing air downward. In return, the air pushes the wings up. The air pressure above the wing is also lower than below it. That upward force is lift. When lift equals the plane\'s weight, it holds its height. More speed or more wing tilt means more lift.',
    '13+': 'Flight balances four forces: lift against weight, and thrust against drag. A wing, or airfoil, moving through air deflects the flow downward. By Newton\'s third law, the air pushes the wing upward. The same turning of the flow creates lower pressure above the wing and higher pressure below it. Pressure and flow-turning are two descriptions of one effect. Lift grows with air density, wing area, angle of attack and the square of airspeed. Too steep an angle makes the flow separate from the wing, and the wing stalls.',
  },
  takeaways: {
    little: ['Planes have big wings.', 'Engines push the plane fast.', 'Air pushes the wings up.'],
    young: ['Engines push the plane forward.', 'Wings push air down, and the air pushes the wings up.', 'That upward push is called lift.'],
    older: ['Lift, weight, thrust and drag act on every plane.', 'Wings turn air downward, and the air pushes them up.', 'Lift depends on speed, wing shape and wing tilt.'],
  },
  sections: [
    {
      title: 'Wings Make Lift',
      little: 'Wings are a special shape. They are tipped up a bit in front. Air hits them and goes down. The wings go up!',
      young: 'Plane wings are curved on top and tipped up a little at the front. When air rushes past, the wing pushes the air down. The air pushes the wing up. The faster the plane goes, the more lift it gets.',
      older: 'A wing is shaped and angled so that it bends the passing air downward. Pushing air down means the air pushes the wing up. The pressure on top of the wing also drops below the pressure underneath. Together these make lift. More speed or a steeper angle gives more lift, up to a point.',
      funFact: { title: 'Feel it yourself', text: 'Hold your hand flat in the wind on a walk and tip it up a little. You can feel it rise.' },
    },
    {
      title: 'Engines Push Forward',
      little: 'Engines push the plane forward. Zoom! The plane goes fast down the runway. Then up it goes!',
      young: 'A wing only makes lift when air is rushing past it. That is the engines\' job. They push the plane forward very fast. That push is called thrust. The air rubbing against the plane slows it down. That is called drag.',
      older: 'Jet engines and propellers make thrust by pushing air backward, so the plane is pushed forward. Drag is the air\'s resistance. Planes are smooth and streamlined to keep drag low. At a steady speed, thrust balances drag.',
      funFact: { title: 'Into the wind', text: 'Planes usually take off into the wind, because it gives the wings more air flowing past them.' },
    },
    {
      title: 'Four Forces in Balance',
      young: 'Four pushes and pulls work on a plane. Lift pushes up. Weight pulls down. Thrust pushes forward. Drag pulls back. When they balance, the plane flies steadily.',
      older: 'Weight pulls the plane down, and lift holds it up. Thrust drives it forward, and drag holds it back. If lift is bigger than weight, the plane climbs. If thrust is bigger than drag, it speeds up. Pilots change the engine power and the wing angle to control them.',
      funFact: { title: 'The first flights', text: 'In 1903, the Wright brothers made the first powered, controlled airplane flights.' },
    },
  ],
  deeper: {
    title: 'Airfoils, Angle of Attack and Stall',
    content: 'Lift can be written as L = ½ρv²SC_L, where ρ is air density, v airspeed, S wing area and C_L the lift coefficient. The lift coefficient grows with angle of attack until the critical angle. Beyond it, the boundary layer separates from the upper surface and lift collapses: a stall. A popular explanation says air over the top must "meet up" with air underneath at the trailing edge. That idea is false: air over the top actually arrives sooner. Flaps and slats change the wing\'s shape for the low speeds of takeoff and landing.',
    funFact: { title: 'Upside down', text: 'Stunt planes can fly upside down by tilting their wings to keep pushing air downward.' },
  },
  glossary: [
    { term: 'Lift', say: 'LIFT', definition: 'The upward push on a plane\'s wings from the air.' },
    { term: 'Thrust', say: 'THRUST', definition: 'The forward push from a plane\'s engines.' },
    { term: 'Drag', say: 'DRAG', definition: 'The air pushing back on something moving through it.' },
    { term: 'Weight', say: 'WAYT', definition: 'The pull of gravity on something.' },
    { term: 'Airfoil', say: 'AIR-foyl', definition: 'The special shape of a wing, seen from the side.' },
  ],
  tryIt: [{
    title: 'Paper Lift',
    description: 'Make a strip of paper rise by blowing.',
    steps: [
      'Hold a strip of paper just under your bottom lip, so it hangs down.',
      'Blow hard straight out over the top of the paper.',
      'Watch the paper lift up!',
      'Air moving over the top of a wing helps lift it too.',
    ],
    note: 'Blow gently between tries so you do not get dizzy.',
    bands: ['3-5', '6-8'],
  }, {
    title: 'Paper Plane Test Flight',
    description: 'Test how wing tilt changes a flight.',
    steps: [
      'Fold a simple paper airplane.',
      'Throw it gently five times and measure how far it goes.',
      'Bend the back edges of the wings up a tiny bit. Throw it five more times.',
      'Compare. Did the plane climb, dive or fly farther? Why?',
    ],
    note: 'Fly planes in an open space and never throw them at people.',
  }],
  analogies: [
    { title: 'A hand in the wind', content: 'Hold your flat hand in front of a fan or in the wind on a walk and tip it up a little: you feel it pushed upward. A wing works the same way, only much bigger and faster.' },
  ],
  realWorld: [
    { title: 'Birds did it first', content: 'Birds\' wings make lift too. Engineers have learned a lot from watching how birds fly.' },
  ],
  engaging: [
    { question: 'Why do you think planes need a long runway?', context: 'Think about how fast air has to flow over the wings.' },
    { question: 'How is a bird different from an airplane?', context: 'Think about flapping wings and engines.' },
  ],
  quiz: [
    {
      question: 'What part of the plane makes lift?', right: 'The wings', wrong: ['The windows', 'The wheels'],
      skill: 'recall', support: ['The wings go up', 'because of its wings', 'its wings turn the passing air downward', 'Wings Make Lift'],
    },
    {
      question: 'What do the engines do?', right: 'Push the plane forward', wrong: ['Hold the plane up', 'Make the plane lighter'],
      skill: 'recall', support: ['The engines push the plane fast', 'Engines push the plane forward', 'Engines make thrust', 'Jet engines and propellers make thrust'],
    },
    {
      question: 'What is the force that pulls a plane back?', right: 'Drag', wrong: ['Thrust', 'Lift'],
      skill: 'vocabulary', bands: ['6-8', '9-12', '13+'], support: ['That is called drag', 'Drag pulls back', 'Drag is the air\'s resistance'],
    },
  ],
  sources: [
    {
      claim: 'Four forces act on an airplane in flight: lift, weight, thrust and drag; by Newton\'s third law, thrust and lift are reactions to air pushed backward and downward; lift is generated by turning a moving flow of air (the wing deflects air downward and there is lower pressure above the wing), and it depends on air density, velocity squared, wing area and the lift coefficient, which rises with angle of attack until the wing stalls. The formula L = ½ρv²SC_L.',
      title: 'NASA Glenn Research Center: Four Forces on an Airplane / What is Lift?',
      url: 'https://www.grc.nasa.gov/www/k-12/airplane/forces.html',
      read: READ,
      authority: 'science-body',
    },
    {
      claim: 'The "equal transit time" explanation of lift (air over the top must meet air underneath at the trailing edge) is incorrect: air over the top of a lifting wing arrives at the trailing edge sooner.',
      title: 'NASA Glenn Research Center: Incorrect Lift Theory',
      url: 'https://www.grc.nasa.gov/www/k-12/airplane/wrong1.html',
      read: READ,
      authority: 'science-body',
    },
    {
      claim: 'Wilbur and Orville Wright, the Wright brothers, made the first powered, sustained and controlled airplane flights in 1903 at Kitty Hawk, North Carolina.',
      title: 'Britannica: Wright brothers',
      url: 'https://www.britannica.com/biography/Wright-brothers',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: ['For 3-8, lift is explained as "the wing pushes air down and the air pushes the wing up"; the pressure difference is added from 9 up.'],
  related: ['birds-fly', 'rockets', 'gravity'],
  links: [SITES.nasa, britannica('airplane'), SITES.smithsonian],
};

const magnets: KidEntry = {
  id: 'magnets',
  module: 'Science Explorers',
  question: 'How do magnets work?',
  title: 'How Do Magnets Work?',
  blurb: 'Poles, pulls and pushes: what makes a magnet stick to some things and not others.',
  triggers: [['magnet'], ['magnets'], ['magnetic'], ['magnetism'], ['compass', 'north']],
  quickAnswer: {
    '3-5': 'A magnet can pull some metal things, like a clip. It does not even have to touch them! A magnet has two ends. Two magnets can snap close or push apart. Keep magnets out of your mouth.',
    '6-8': 'A magnet has an invisible pull, called a magnetic force. It pulls on things made of iron, like paper clips and nails. Every magnet has two ends, a north pole and a south pole. Opposite poles pull together. Poles that are the same push apart. Magnets are fun, but never put one in your mouth.',
    '9-12': 'A magnet is surrounded by an invisible magnetic field. It attracts iron, nickel and cobalt, and steel, which contains iron. Every magnet has a north pole and a south pole. Opposite poles attract, and like poles repel. Magnetism comes from electrons, the tiny particles in atoms, which act like tiny magnets. In most materials they point every which way and cancel out. In a magnet, huge numbers line up, so their pulls add together.',
    '13+': 'Magnetism arises mainly from the spin of electrons. In ferromagnetic materials such as iron, nickel and cobalt, neighboring atoms\' magnetic moments align in regions called domains. In an unmagnetized piece, the domains point in random directions. In a permanent magnet, most domains point the same way, creating a strong net field. Field lines leave the north pole and curve round to the south pole. Unlike poles attract, and like poles repel. Electric currents also make magnetic fields, which is how electromagnets and motors work.',
  },
  takeaways: {
    little: ['Magnets pull some metal things.', 'Magnets have two ends.', 'Keep magnets out of your mouth.'],
    young: ['Magnets pull on things made of iron.', 'Opposite poles pull together; same poles push apart.', 'Never put a magnet in your mouth.'],
    older: ['A magnet has a north pole and a south pole.', 'Unlike poles attract and like poles repel.', 'Magnetism comes from lined-up electrons.'],
  },
  sections: [
    {
      title: 'What Sticks?',
      little: 'A magnet sticks to a fridge. It picks up a paper clip. But it does not pick up paper or wood.',
      young: 'Magnets pull on things that have iron in them, like paper clips, nails and many fridge doors. They do not pull on wood, plastic, paper, glass or even most coins.',
      older: 'Only a few metals are strongly attracted to magnets: iron, nickel and cobalt, and alloys such as steel. Aluminum cans, copper wire and gold rings are not pulled in the usual way. So a magnet is a quick test for iron or steel.',
      funFact: { title: 'Through paper', text: 'A magnet can pull a paper clip even through a sheet of paper.' },
    },
    {
      title: 'Push and Pull',
      little: 'Each magnet has two ends. Put two magnets close. Sometimes they snap together! Turn one around. Now they push away!',
      young: 'Each magnet has a north pole and a south pole. A north pole and a south pole pull toward each other. Two north poles push each other away. So do two south poles.',
      older: 'Opposite poles attract and like poles repel. If you break a bar magnet in half, you do not get a lone north pole. Each piece becomes a complete magnet with its own north pole and south pole.',
      funFact: { title: 'Earth is a magnet', text: 'Earth acts like a giant magnet. That is why a compass needle points north.' },
    },
    {
      title: 'Tiny Magnets Inside',
      young: 'Everything is made of tiny bits called atoms. In iron, each atom acts like a tiny magnet. In a magnet, lots of these tiny magnets point the same way, so their pulls add up.',
      older: 'Electrons behave like tiny magnets. In most materials, their effects cancel out. In iron, groups of atoms line up into regions called domains. When most domains point the same way, the whole piece becomes a magnet. Stroking a nail with a magnet can line up its domains for a while.',
      funFact: { title: 'Magnets from electricity', text: 'Electricity flowing through a coil of wire makes a magnet, called an electromagnet.' },
    },
  ],
  deeper: {
    title: 'Spin, Domains and Fields',
    content: 'Each electron has an intrinsic magnetic moment linked to its spin. In ferromagnets, a quantum effect called exchange interaction makes neighboring moments align, forming domains. An outside field grows the domains that point along it. Hard magnetic materials keep that alignment and become permanent magnets. Heating a magnet above its Curie temperature scrambles the alignment, and the magnetism is lost. Moving charges also produce magnetic fields. Electricity and magnetism are two sides of one electromagnetic force.',
    funFact: { title: 'Heat ruins magnets', text: 'Heat a magnet enough and it stops being a magnet.' },
  },
  glossary: [
    { term: 'Magnet', say: 'MAG-nit', definition: 'An object that pulls on iron and on other magnets.' },
    { term: 'Pole', say: 'POHL', definition: 'One of the two ends of a magnet, called north and south.' },
    { term: 'Attract', say: 'uh-TRAKT', definition: 'To pull toward.' },
    { term: 'Repel', say: 'rih-PEL', definition: 'To push away.' },
    { term: 'Magnetic field', say: 'mag-NET-ik FEELD', definition: 'The invisible space around a magnet where it pushes or pulls.' },
  ],
  tryIt: [{
    title: 'Magnet Hunt',
    description: 'Find out what a magnet sticks to.',
    steps: [
      'With a grown-up, get one big magnet.',
      'Touch it to a spoon, a block, a paper clip and a sock.',
      'Make two piles: sticks and does not stick.',
      'Put the magnet away when you are done.',
    ],
    note: 'Use one big magnet, never tiny ones. Magnets never go in your mouth.',
    bands: ['3-5'],
  }, {
    title: 'Magnet Detective',
    description: 'Test objects and poles like a scientist.',
    steps: [
      'Collect safe objects: a paper clip, a coin, foil, a key, a plastic lid and a wooden spoon.',
      'Guess which ones a magnet will pull. Write your guesses.',
      'Test each one and write what really happened.',
      'Bring two magnets together one way, then flip one. Which ends pull and which push?',
    ],
    note: 'Use large magnets only. Keep magnets away from phones, bank cards and little children, and never put them in your mouth.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A team pulling together', content: 'One person pulling a rope is weak. A whole team pulling the same way is strong. In a magnet, tiny magnets all pull the same way.' },
  ],
  realWorld: [
    { title: 'Magnets all around', content: 'Magnets hold fridge doors shut and make speakers and electric motors work.' },
    { title: 'Finding the way', content: 'Sailors and hikers use a compass, a tiny magnet that points north.' },
  ],
  engaging: [
    { question: 'What things in your home do you think have magnets inside?', context: 'Think about the fridge door, speakers and toys.' },
    { question: 'Why does a compass point north?', context: 'Think about Earth acting like a giant magnet.' },
  ],
  quiz: [
    {
      question: 'What can a magnet pull?', right: 'A paper clip', wrong: ['A wooden block', 'A paper cup'],
      skill: 'recall', support: ['It picks up a paper clip', 'like paper clips and nails', 'pull a paper clip'],
    },
    {
      question: 'What happens when two of the same poles meet?', right: 'They push apart', wrong: ['They stick together', 'They melt together'],
      skill: 'cause-effect', bands: ['6-8', '9-12', '13+'], support: ['Poles that are the same push apart', 'like poles repel', 'Two north poles push each other away'],
    },
    {
      question: 'Where should magnets never go?', right: 'In your mouth', wrong: ['On the fridge', 'In a toy box'],
      skill: 'recall', bands: ['3-5'], support: ['Keep magnets out of your mouth'],
    },
  ],
  sources: [
    {
      claim: 'Magnets have a north pole and a south pole; unlike poles attract and like poles repel; breaking a magnet gives two magnets each with both poles; iron, nickel and cobalt (and steel) are ferromagnetic; magnetism arises mainly from electron spin, and in ferromagnets atomic moments align in domains; above the Curie temperature ferromagnetism is lost; electric currents produce magnetic fields (electromagnets), and Earth has a magnetic field that makes a compass point north.',
      title: 'Britannica: Magnetism',
      url: 'https://www.britannica.com/science/magnetism',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Powerful rare-earth magnets are commonly swallowed by children and can be dangerous: when more than one is swallowed, they attract one another inside the body, trapping digestive tissue, which can be life-threatening; keep them away from children.',
      title: 'Poison Control (National Capital Poison Center): Rare-earth Magnets',
      url: 'https://www.poison.org/tips/rare-earth-magnets',
      read: READ,
      authority: 'public-health',
      asOf: '2026-11',
    },
  ],
  simplifications: ['For 6-8, "in iron, each atom acts like a tiny magnet" stands for electron magnetic moments; domains are named from 9 up.'],
  related: ['electricity', 'gravity', 'earthquakes'],
  links: [britannica('magnetism'), SITES.natGeoKids, SITES.smithsonian],
};

const iceFloats: KidEntry = {
  id: 'ice-floats',
  module: 'Science Explorers',
  question: 'Why does ice float?',
  title: 'Why Does Ice Float?',
  blurb: 'Why frozen water takes up more room, and why that matters for fish in winter.',
  triggers: [['ice', 'float*'], ['ice', 'cube*', 'float*'], ['iceberg', 'float*'], ['ice', 'sink'], ['water', 'expand*', 'freez*'], ['ice', 'lighter', 'water'], ['ice', 'top']],
  quickAnswer: {
    '3-5': 'When water freezes, it turns into ice. Ice takes up more room than the water did. So ice is lighter than the same amount of water. That is why ice floats on top!',
    '6-8': 'Ice floats because it is lighter than the same amount of water. Most things shrink when they freeze, but water does something odd. As it freezes, its tiny parts line up in a pattern with spaces in between. So ice takes up more room than the water it came from. Something lighter than water for its size floats.',
    '9-12': 'Ice floats because it is less dense than liquid water. Density is how much stuff is packed into a space. In liquid water, molecules tumble around close together. When water freezes, each molecule links to its neighbors in an open, six-sided pattern with gaps. So the same water takes up more space as ice, about a tenth more. Less dense things float on denser liquids, so ice floats on water.',
    '13+': 'Ice is less dense than liquid water, which is unusual: most substances are denser as solids. In ice, each water molecule forms hydrogen bonds with four neighbors in a rigid hexagonal lattice. This holds the molecules farther apart than in the liquid, where hydrogen bonds constantly break and re-form. Ice is about 9 percent less dense than water, so it floats with about nine-tenths of its volume submerged. Liquid water is densest at about 4 degrees Celsius.',
  },
  takeaways: {
    little: ['Ice takes up more room than water.', 'So ice is lighter for its size.', 'That is why ice floats.'],
    young: ['Water takes up more room when it freezes.', 'So ice is lighter than water for its size.', 'Floating ice keeps ponds from freezing solid.'],
    older: ['Ice is less dense than liquid water.', 'Freezing water forms an open, six-sided pattern.', 'Floating ice protects life in lakes in winter.'],
  },
  sections: [
    {
      title: 'Water Grows When It Freezes',
      little: 'Fill a cup with water. Put it in the freezer. The ice grows up a bit higher than the water was!',
      young: 'If you freeze water in a cup, the ice bulges up above where the water was. Water is one of very few things that grows when it freezes. That is why a full bottle of water can crack in the freezer.',
      older: 'Water expands by about a tenth when it freezes. This is why pipes can burst in winter and why a full glass bottle can crack in a freezer. It is also why freezing water can split rocks, when it freezes in cracks.',
      funFact: { title: 'Rock breaker', text: 'Water freezing in cracks can break rocks apart, bit by bit.' },
    },
    {
      title: 'Tiny Parts With Spaces',
      little: 'Water is made of tiny, tiny bits. In ice, the bits hold hands in a pattern. The pattern has gaps. So ice is puffy and light.',
      young: 'Water is made of tiny bits called molecules. In liquid water they tumble close together. In ice they hold on to each other in a neat pattern with gaps in between. The gaps make ice lighter for its size.',
      older: 'Each water molecule has one oxygen atom and two hydrogen atoms. In ice, molecules link up through hydrogen bonds into a six-sided lattice. This open structure has more empty space than the jumbled liquid, so ice is less dense.',
      funFact: { title: 'Six sides again', text: 'The six-sided pattern in ice is also why snowflakes have six arms.' },
    },
    {
      title: 'Good News for Fish',
      young: 'In winter, ice forms on top of a pond, not at the bottom. The ice is like a lid that keeps the water under it from freezing solid. So fish and frogs can live through the winter.',
      older: 'Because ice floats, lakes freeze from the top down. The ice layer insulates the water below, which stays liquid. Fish and other life survive the winter underneath. If ice sank, lakes could freeze solid from the bottom up.',
      funFact: { title: 'Hidden icebergs', text: 'Most of an iceberg is hidden under the water.' },
    },
  ],
  deeper: {
    title: 'Hydrogen Bonds and the Density Maximum',
    content: 'A water molecule is bent, with a slightly negative oxygen and slightly positive hydrogens. Each can form hydrogen bonds with neighbors. In ordinary ice, called ice Ih, every molecule is bonded to four others in a tetrahedral, hexagonal lattice with open channels. On melting, some bonds break, the lattice collapses and molecules pack closer. As cold water warms, density rises until about 4 degrees Celsius. Then normal thermal expansion wins. In winter, the densest water sinks to a lake\'s bottom, and colder water stays near the top to freeze.',
    funFact: { title: 'Heavy ice', text: 'Under huge pressure, water can form other kinds of ice that are denser and do sink.' },
  },
  glossary: [
    { term: 'Float', say: 'FLOHT', definition: 'To stay on top of a liquid instead of sinking.' },
    { term: 'Freeze', say: 'FREEZ', definition: 'To turn from a liquid into a solid when it gets cold.' },
    { term: 'Density', say: 'DEN-sih-tee', definition: 'How much stuff is packed into a space.' },
    { term: 'Molecule', say: 'MOL-uh-kyool', definition: 'A tiny group of atoms stuck together, like one bit of water.' },
    { term: 'Iceberg', say: 'ICE-burg', definition: 'A huge piece of ice floating in the sea.' },
  ],
  tryIt: [{
    title: 'Float or Sink?',
    description: 'Watch ice float in a glass of water.',
    steps: [
      'Fill a clear cup with water.',
      'Drop in an ice cube. Does it float or sink?',
      'Look from the side. How much of the ice is under the water?',
      'Push it down gently and let go. Pop! It comes back up.',
    ],
    note: 'Wipe up spills so nobody slips.',
  }, {
    title: 'Growing Ice',
    description: 'Measure how much water grows when it freezes.',
    steps: [
      'Fill a plastic cup halfway with water and mark the level with a marker.',
      'Put it in the freezer overnight.',
      'Mark the new level of the ice.',
      'Compare the two marks. How much did it grow?',
    ],
    note: 'Use a plastic cup, never glass, because freezing water can crack glass.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A crowd and a dance', content: 'People in a crowd squeeze close. Dancers holding hands in a ring need more room. Water molecules in ice are like the dancers.' },
  ],
  realWorld: [
    { title: 'Burst pipes', content: 'In very cold weather, water freezing in pipes can expand and burst them, so people keep their pipes warm.' },
  ],
  engaging: [
    { question: 'What would happen to fish if ice sank?', context: 'Think about ponds freezing from the bottom up.' },
    { question: 'Why do you think a full water bottle can crack in the freezer?', context: 'Think about what water does when it freezes.' },
  ],
  quiz: [
    {
      question: 'Why does ice float?', right: 'It is lighter than water for its size', wrong: ['It has air bubbles that are always inside', 'It is colder than the water under it'],
      skill: 'cause-effect', support: ['ice is lighter than the same amount of water', 'Ice floats because it is lighter', 'less dense than liquid water'],
    },
    {
      question: 'What happens to water when it freezes?', right: 'It takes up more room', wrong: ['It takes up less room', 'It turns into air'],
      skill: 'recall', support: ['Ice takes up more room than the water did', 'ice takes up more room', 'takes up more space as ice', 'Water expands'],
    },
    {
      question: 'Why can fish live under a frozen pond?', right: 'The ice on top keeps the water below liquid', wrong: ['Fish can breathe the ice', 'The bottom freezes first and stays warm'],
      skill: 'inference', bands: ['6-8', '9-12', '13+'], support: ['keeps the water under it from freezing solid', 'The ice layer insulates the water below'],
    },
  ],
  sources: [
    {
      claim: 'Ice is less dense than liquid water (about 9 percent less dense), so it floats; water expands when it freezes because molecules form an open hexagonal structure held by hydrogen bonds; liquid water is densest at about 4 degrees Celsius; because ice floats, lakes freeze from the top, insulating the water below; about nine-tenths of floating ice is submerged.',
      title: 'USGS Water Science School: Water Density',
      url: 'https://www.usgs.gov/special-topics/water-science-school/science/water-density',
      read: READ,
      authority: 'science-body',
    },
    {
      claim: 'Water expands by about a tenth (roughly 9 percent) on freezing; ordinary ice (ice Ih) is a hexagonal lattice in which each molecule is hydrogen-bonded to four others; other forms of ice exist at high pressure and some are denser than water; freezing water can burst pipes and split rocks (frost wedging).',
      title: 'Britannica: Ice',
      url: 'https://www.britannica.com/science/ice',
      read: READ,
      authority: 'reference',
    },
  ],
  related: ['snowflakes', 'ocean-salty', 'fish-breathe'],
  links: [SITES.usgs, britannica('ice'), SITES.natGeoKids],
};

const electricity: KidEntry = {
  id: 'electricity',
  module: 'Science Explorers',
  question: 'What is electricity?',
  title: 'What Is Electricity?',
  blurb: 'Tiny moving particles that light our lamps, and how to stay safe around them.',
  triggers: [['electricity'], ['electric', 'current'], ['electrical', 'current'], ['electron'], ['circuit'], ['static', 'electricity'], ['power', 'plant'], ['where', 'electricity', 'come'], ['wire*', 'electric*']],
  quickAnswer: {
    '3-5': 'Electricity is a kind of energy. It moves through wires. It makes lights shine and toys go. It is very strong. Never touch plugs or the holes in the wall. Only grown-ups work with them.',
    '6-8': 'Everything is made of tiny bits called atoms. Atoms have even tinier parts called electrons. When electrons flow through a wire, that flow is electricity. It brings energy to lights, fridges and toys. It comes from power plants along wires to our homes. It is strong and can hurt you. So never touch outlets, and never touch plugs with wet hands.',
    '9-12': 'Electricity is the energy of moving charges, usually electrons. In a metal wire, some electrons can move freely. A battery or a power plant pushes them along. That flow is an electric current. It can only flow around a complete loop, called a circuit. A switch opens or closes the loop. Metals let current flow well. Plastic and rubber block it. Most power plants use generators, which spin magnets near coils of wire.',
    '13+': 'Electric charge is a basic property of matter: electrons carry negative charge and protons positive charge. An electric current is the flow of charge, measured in amperes. It is driven by a voltage, a difference in electric potential, and limited by resistance. In metals, the charge carriers are free electrons. Generators use electromagnetic induction: a changing magnetic field through a coil induces a current. Power stations spin generators using steam, water or wind, while solar cells turn light into current directly.',
  },
  takeaways: {
    little: ['Electricity is a kind of energy.', 'It makes lights and toys work.', 'Never touch plugs or wall holes.'],
    young: ['Electricity is electrons flowing through wires.', 'It comes from power plants to our homes.', 'Stay away from outlets and fallen wires.'],
    older: ['Electric current is the flow of charge, usually electrons.', 'Current needs a complete circuit.', 'Generators make electricity by spinning magnets near coils of wire.'],
  },
  sections: [
    {
      title: 'Tiny Movers',
      little: 'Electricity is too small to see. It zooms through wires. Click! The light turns on.',
      young: 'Atoms have tiny parts called electrons. In metal wires, electrons can move from atom to atom. When they all move along the wire together, that is an electric current.',
      older: 'In metals, the outer electrons of atoms are not tied to one atom and can drift through the material. A battery or generator pushes them along, making a current. The electrons themselves drift slowly, but the push travels along the wire almost instantly.',
      funFact: { title: 'Static shocks', text: 'The tiny zap you sometimes feel from a door handle is static electricity.' },
    },
    {
      title: 'Round and Round: Circuits',
      little: 'Electricity goes round in a loop. A switch opens the loop. Then the light goes off.',
      young: 'Electricity needs a path that goes all the way around, like a race track. This loop is called a circuit. A light switch breaks the loop to turn the light off and closes it to turn the light on.',
      older: 'A circuit is a closed loop from the power source, through the devices, and back. Opening a switch breaks the loop and stops the current. Metals like copper conduct well, so wires are made of them. Plastic and rubber insulate, so wires are coated in them.',
      funFact: { title: 'Copper wires', text: 'Most wires in homes are made of copper, covered in plastic.' },
    },
    {
      title: 'Staying Safe',
      young: 'The electricity in our homes is strong enough to hurt people badly. Never poke anything into an outlet. Keep water away from plugs. Stay far away from power lines and fallen wires, and tell a grown-up.',
      older: 'Mains electricity can stop the heart or cause deep burns. Water and electricity are a dangerous mix. Keep devices away from baths and sinks. Never climb near power lines or touch a fallen wire. Tell an adult and keep others away.',
      funFact: { title: 'Birds on a wire', text: 'A bird on a single wire is safe only because it does not touch anything else. People must stay away.' },
    },
  ],
  deeper: {
    title: 'Charge, Voltage, Current and Induction',
    content: 'Ohm\'s law links them: voltage equals current times resistance. Power, the rate energy is delivered, equals voltage times current. In a wire, the electrons\' drift speed is very slow. The electric field that drives them spreads along the wire at nearly the speed of light. Faraday\'s law of induction says a changing magnetic flux through a circuit induces a voltage. Spinning a magnet inside coils of wire therefore makes alternating current. Transformers then raise the voltage for long-distance lines and lower it again for homes.',
    funFact: { title: 'Slow electrons', text: 'The electrons in a wire crawl along slowly, even though the light turns on at once.' },
  },
  glossary: [
    { term: 'Electricity', say: 'ee-lek-TRISS-ih-tee', definition: 'Energy carried by tiny moving particles called electrons.' },
    { term: 'Electron', say: 'ee-LEK-tron', definition: 'A tiny part of an atom that carries electric charge.' },
    { term: 'Circuit', say: 'SUR-kit', definition: 'A loop that electricity flows around.' },
    { term: 'Conductor', say: 'kun-DUK-ter', definition: 'A material, like metal, that lets electricity flow through it.' },
    { term: 'Insulator', say: 'IN-suh-lay-ter', definition: 'A material, like plastic or rubber, that blocks electricity.' },
  ],
  tryIt: [{
    title: 'Balloon Magic',
    description: 'Make static electricity with a balloon.',
    steps: [
      'A grown-up blows up a balloon and ties it.',
      'Rub the balloon on your hair or a wool sweater.',
      'Hold it near little bits of paper. Do they jump up?',
      'Hold it near your hair. Does your hair stand up?',
    ],
    note: 'Balloons are for grown-up help only; pieces of a popped balloon go straight in the bin.',
  }, {
    title: 'Switch Hunt',
    description: 'Find the circuits in your home, safely.',
    steps: [
      'Walk around your home with a grown-up.',
      'Count the light switches. Each one opens and closes a circuit.',
      'List things that run on batteries and things that plug in.',
      'Talk about the safety rules: no fingers or objects in outlets, no plugs near water.',
    ],
    note: 'Look only. Never open, poke or unplug anything; a grown-up handles plugs.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'Water in a hose', content: 'Electricity in a wire is a bit like water in a hose: a pump pushes it along, and a tap can stop it.' },
  ],
  realWorld: [
    { title: 'From the power plant to your lamp', content: 'Power plants, wind turbines and solar panels make electricity, and wires carry it to homes and schools.' },
  ],
  engaging: [
    { question: 'How many things in your home need electricity?', context: 'Count lights, the fridge, screens and chargers.' },
    { question: 'What did people use for light before electricity?', context: 'Think about candles, oil lamps and the sun.' },
  ],
  quiz: [
    {
      question: 'What can electricity do?', right: 'Make lights shine', wrong: ['Make rain fall', 'Make plants sleep'],
      skill: 'recall', bands: ['3-5', '6-8'], support: ['It makes lights shine', 'brings energy to lights'],
    },
    {
      question: 'What is a safe thing to do near an outlet?', right: 'Keep fingers and toys away', wrong: ['Poke a toy into it', 'Touch it with wet hands'],
      skill: 'recall', bands: ['3-5', '6-8'], support: ['Never touch plugs or the holes in the wall', 'never touch outlets', 'Never poke anything into an outlet'],
    },
    {
      question: 'Which of these lets electricity flow well?', right: 'Copper', wrong: ['Rubber', 'Plastic'],
      skill: 'recall', bands: ['9-12', '13+'], support: ['Metals like copper conduct well'],
    },
    {
      question: 'What is a circuit?', right: 'A loop that electricity flows around', wrong: ['A kind of small battery box', 'A spark that jumps from a wire'],
      skill: 'vocabulary', bands: ['6-8', '9-12', '13+'], support: ['This loop is called a circuit', 'a complete loop, called a circuit', 'A circuit is a closed loop'],
    },
  ],
  sources: [
    {
      claim: 'Electricity is the movement of electrons (tiny negatively charged particles in atoms); an electric current flows through a conductor such as copper wire; most electricity is produced by generators that move magnets near coils of wire, spun by turbines driven by steam, water or wind; solar cells convert sunlight directly; electricity is carried from power plants over transmission lines, and transformers change its voltage.',
      title: 'U.S. Energy Information Administration: Electricity explained',
      url: 'https://www.eia.gov/energyexplained/electricity/',
      read: READ,
      authority: 'science-body',
    },
    {
      claim: 'Electric current is the flow of charge, measured in amperes, driven by voltage and limited by resistance (Ohm\'s law); metals are conductors and rubber and plastic are insulators; Faraday\'s law of electromagnetic induction explains generators; the electric field propagates through wires at nearly the speed of light while electron drift speed is very slow.',
      title: 'Britannica: Electricity',
      url: 'https://www.britannica.com/science/electricity',
      read: READ,
      authority: 'reference',
    },
  ],
  related: ['magnets', 'thunder-lightning', 'sun-hot'],
  links: [britannica('electricity'), SITES.natGeoKids, SITES.smithsonian],
};

const rockets: KidEntry = {
  id: 'rockets',
  module: 'Science Explorers',
  question: 'How do rockets get to space?',
  title: 'How Do Rockets Get to Space?',
  blurb: 'Push hot gas down, go up: how rockets blast off and reach space.',
  triggers: [['rocket'], ['rockets'], ['spaceship', 'fly'], ['space', 'shuttle'], ['blast', 'off'], ['get', 'space'], ['go', 'space'], ['spacecraft', 'launch*'], ['launch', 'space']],
  quickAnswer: {
    '3-5': 'A rocket has a big engine at the bottom. It pushes hot gas down very hard. Whoosh! The gas pushes down, and the rocket goes up. It goes faster and faster, up into space.',
    '6-8': 'A rocket burns fuel to make lots of hot gas. The gas shoots out of the bottom very fast. As the rocket pushes the gas down, the gas pushes the rocket up. That push is called thrust. The rocket has to go super fast to get past the pull of Earth\'s gravity. Rockets carry their own oxygen, because there is no air in space to help the fuel burn.',
    '9-12': 'Rockets work by pushing. They burn fuel with an oxidizer, making hot gas that blasts out of a nozzle. Pushing gas backward pushes the rocket forward. Thrust must be bigger than the rocket\'s weight to lift off. To stay in orbit, a rocket must reach about 17,500 miles per hour sideways. Then it falls around Earth instead of back down. Rockets drop empty fuel tanks and engines, called stages, to get lighter as they climb.',
    '13+': 'Rockets rely on Newton\'s third law. Expelling mass at high speed backward produces an equal and opposite force forward. Unlike jet engines, rockets carry both fuel and oxidizer, so they work in the vacuum of space. Liftoff requires thrust greater than weight. Low Earth orbit requires a horizontal speed of about 17,500 miles per hour, so most of a rocket\'s effort goes into going sideways fast, not just up. Staging discards empty tanks and engines, since carrying dead mass wastes fuel.',
  },
  takeaways: {
    little: ['Rockets push hot gas down.', 'The gas pushes the rocket up.', 'Rockets go very, very fast.'],
    young: ['Rockets push hot gas down to go up.', 'They need to go super fast to reach space.', 'Rockets bring their own oxygen.'],
    older: ['Pushing gas backward pushes the rocket forward.', 'Orbit needs a very high sideways speed.', 'Rockets drop stages to get lighter.'],
  },
  sections: [
    {
      title: 'Push Down, Go Up',
      little: 'Blow up a balloon. Let it go. The air rushes out one way. The balloon zooms the other way! A rocket works like that.',
      young: 'Let go of a blown-up balloon, and the air rushes out one way while the balloon zooms the other way. A rocket works the same way, but with hot gas from burning fuel.',
      older: 'Every push has an equal push back. A rocket engine throws huge amounts of hot gas out of its nozzle at very high speed. The gas pushes back on the rocket just as hard. This thrust does not need air to push against, so it works in space too.',
      funFact: { title: 'Works in space', text: 'Rockets work even better in space, where there is no air in the way.' },
    },
    {
      title: 'Fast Enough for Space',
      little: 'Earth pulls things down. A rocket has to go very, very fast to get away from the ground and up to space.',
      young: 'Earth\'s gravity pulls everything down. To reach space and stay there, a rocket must go faster than anything you have ever seen. Once it is fast enough, it circles the Earth instead of falling back.',
      older: 'A rocket launches straight up, then tilts to build up speed sideways. At about 17,500 miles per hour, its path curves around Earth as fast as it falls. That is what being in orbit means. Astronauts on the space station are falling around Earth all the time.',
      funFact: { title: 'Always falling', text: 'Astronauts float in orbit because they and their ship are falling around Earth together.' },
    },
    {
      title: 'Stages Drop Away',
      young: 'Big rockets are built in parts called stages. When one part runs out of fuel, it drops off. The rocket gets lighter and can go faster.',
      older: 'Most of a rocket\'s weight at launch is fuel. Staging lets the rocket throw away empty tanks and engines as it climbs. A lighter rocket needs less fuel to speed up. Some companies now land their first stages so they can fly again.',
      funFact: { title: 'Mostly fuel', text: 'At liftoff, most of a big rocket\'s weight is its fuel.' },
    },
  ],
  deeper: {
    title: 'Momentum, Exhaust Speed and Orbits',
    content: 'Conservation of momentum governs rockets. The thrust equals the mass flow of exhaust times its speed, plus a pressure term at the nozzle. The rocket equation relates the change in speed to exhaust speed and the natural log of the starting-to-ending mass ratio. This is why fuel mass grows so quickly with the speed needed. Reaching orbit means gaining horizontal speed while climbing above most of the atmosphere. Launching eastward near the equator gives a boost from Earth\'s rotation.',
    funFact: { title: 'A free boost', text: 'Rockets usually launch eastward to get a free push from Earth\'s spin.' },
  },
  glossary: [
    { term: 'Rocket', say: 'ROK-it', definition: 'A vehicle pushed by hot gas shooting out of its engine.' },
    { term: 'Thrust', say: 'THRUST', definition: 'The push that moves a rocket or plane forward.' },
    { term: 'Orbit', say: 'OR-bit', definition: 'The curved path around a planet or star.' },
    { term: 'Gravity', say: 'GRAV-ih-tee', definition: 'The pull that brings things toward Earth.' },
    { term: 'Stage', say: 'STAYJ', definition: 'A part of a rocket with its own fuel and engines that drops off when empty.' },
  ],
  tryIt: [{
    title: 'Balloon Rocket',
    description: 'Make a balloon zoom along a string.',
    steps: [
      'A grown-up ties a long string between two chairs, through a drinking straw.',
      'A grown-up blows up a balloon and holds the end closed.',
      'Tape the balloon to the straw.',
      'Let go! Watch the balloon rocket zoom along the string.',
    ],
    note: 'Balloons are for grown-up help only; pieces of a popped balloon go straight in the bin.',
  }, {
    title: 'Rocket Race Test',
    description: 'Test what makes a balloon rocket go farther.',
    steps: [
      'Set up a balloon rocket on a string with a straw, as above.',
      'Measure how far it goes with a small puff of air, then with a big one.',
      'Try a round balloon and a long balloon.',
      'Record your results. Which launch went farthest, and why?',
    ],
    note: 'Do it with a grown-up and keep balloon pieces away from little children.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A skateboard push', content: 'Stand on a skateboard and throw a heavy ball forward: you roll backward. A rocket throws gas instead of a ball.' },
  ],
  realWorld: [
    { title: 'Satellites', content: 'Rockets carry satellites into orbit. Satellites help with weather forecasts, maps and phone calls.' },
  ],
  engaging: [
    { question: 'Why do you think rockets are so tall?', context: 'Think about how much fuel they need.' },
    { question: 'What would you take with you to space?', context: 'Remember there is no air to breathe there.' },
  ],
  quiz: [
    {
      question: 'What comes out of the bottom of a rocket?', right: 'Hot gas', wrong: ['Cold water', 'Sand'],
      skill: 'recall', support: ['It pushes hot gas down', 'make lots of hot gas', 'making hot gas', 'huge amounts of hot gas'],
    },
    {
      question: 'What happens when the rocket pushes gas down?', right: 'The rocket goes up', wrong: ['The rocket sinks down', 'The rocket stops'],
      skill: 'cause-effect', support: ['the rocket goes up', 'the gas pushes the rocket up', 'Pushing gas backward pushes the rocket forward'],
    },
    {
      question: 'Why do rockets drop stages?', right: 'To get lighter and go faster', wrong: ['To slow down for landing', 'To make more smoke'],
      skill: 'cause-effect', bands: ['6-8', '9-12', '13+'], support: ['The rocket gets lighter and can go faster', 'to get lighter as they climb', 'A lighter rocket needs less fuel'],
    },
  ],
  sources: [
    {
      claim: 'Rockets work by Newton\'s third law of motion: the engine expels hot exhaust gas at high speed, and the equal and opposite reaction pushes the rocket forward; rockets carry both fuel and an oxidizer, so they work in space where there is no air; liftoff requires thrust greater than weight; multistage rockets drop empty stages to reduce mass.',
      title: 'NASA Glenn Research Center: Beginner\'s Guide to Rockets',
      url: 'https://www.grc.nasa.gov/www/k-12/rocket/',
      read: READ,
      authority: 'science-body',
    },
    {
      claim: 'Objects in low Earth orbit, such as the International Space Station, travel about 17,500 miles per hour, falling around Earth; astronauts float because they are in continuous free fall with their spacecraft.',
      title: 'NASA: International Space Station facts',
      url: 'https://www.nasa.gov/international-space-station/space-station-facts-and-figures/',
      read: READ,
      authority: 'science-body',
    },
    {
      claim: 'Rocket thrust depends on exhaust mass flow and exhaust velocity; the rocket equation relates velocity change to exhaust velocity and mass ratio; most of a launch vehicle\'s mass is propellant; launching eastward uses Earth\'s rotation.',
      title: 'Britannica: Rocket (jet-propulsion device and vehicle)',
      url: 'https://www.britannica.com/technology/rocket-jet-propulsion-device-and-vehicle',
      read: READ,
      authority: 'reference',
    },
  ],
  related: ['airplanes-fly', 'gravity', 'sun-hot'],
  links: [SITES.nasa, SITES.spacePlace, britannica('rocket')],
};

export const howThingsWorkEntries: KidEntry[] = [airplanes, magnets, iceFloats, electricity, rockets];
