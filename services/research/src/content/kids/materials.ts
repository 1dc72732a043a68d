import { britannica, SITES } from '../links';
import type { KidEntry } from '../types';

// Science Explorers: materials, food science, everyday systems (issue 10 §1, batch 3).

const READ = '2026-11-23';

const boatsFloat: KidEntry = {
  id: 'boats-float',
  module: 'Science Explorers',
  question: 'How do boats float?',
  title: 'How Do Boats Float?',
  blurb: 'Pushing water aside: why a heavy steel ship floats and a small stone sinks.',
  triggers: [['boat', 'float*'], ['ship', 'float*'], ['boat', 'sink'], ['ship', 'sink'], ['boat', 'stay', 'up'], ['heavy', 'ship*'], ['metal', 'boat*'], ['steel', 'ship*'], ['thing', 'float*'], ['why', 'float', 'sink'], ['sink', 'or', 'float']],
  quickAnswer: {
    '3-5': 'When a boat sits in water, it pushes water out of the way. The water pushes back up on the boat. A boat is wide and full of air. So the water can hold it up. That is how it floats!',
    '6-8': 'A boat pushes water out of the way when it sits in it. The water pushes back up. That push is called buoyancy. A boat is wide and hollow, full of air inside. So it pushes aside a lot of water without being too heavy. If the boat weighs less than the water it pushes aside, it floats.',
    '9-12': 'Anything in water is pushed up by a force called buoyancy. The push equals the weight of the water the object moves out of the way, or displaces. A stone is small and heavy, so it displaces little water and sinks. A steel ship is heavy, but its hull is wide and hollow, full of air. It sinks in just until it has pushed aside its own weight of water. Then the push up balances its weight, and it floats. If a hole lets water in, the ship gets heavier and can sink.',
    '13+': 'Floating follows Archimedes\' principle: the buoyant force on an object equals the weight of fluid it displaces. An object floats if its average density is less than the fluid\'s. Steel is far denser than water, but a hull encloses a large volume of air. So the ship\'s average density is lower than water\'s. A ship settles until the weight of displaced water equals its total weight. The depth it sits at is its draft. Loading cargo increases weight, so the ship sits lower. Salt water is denser than fresh water, so ships float a little higher at sea.',
  },
  takeaways: {
    little: ['A boat pushes water out of the way.', 'The water pushes the boat up.', 'Boats are full of air, so they float.'],
    young: ['Water pushes up on a boat; that is buoyancy.', 'Boats are wide and hollow, full of air.', 'A boat floats if it weighs less than the water it pushes aside.'],
    older: ['Buoyancy equals the weight of the water displaced.', 'A hollow hull makes a steel ship less dense than water.', 'Extra cargo or a leak makes a boat sit lower or sink.'],
  },
  sections: [
    {
      title: 'Water Pushes Back',
      little: 'Push a ball down in the bath. Feel it push up? That is the water pushing back. It pushes boats up too.',
      young: 'Try pushing a beach ball under water. It pushes back up hard! Water pushes up on everything in it. This push is called buoyancy.',
      older: 'When something sits in water, it shoves water out of the way. The water pushes back with a force called buoyancy. The more water an object displaces, the stronger the push.',
      funFact: { title: 'An old discovery', text: 'The Greek thinker Archimedes described this upward push more than two thousand years ago.' },
    },
    {
      title: 'Shape Matters',
      little: 'A ball of clay sinks. Flat it into a little bowl. Now it floats! The bowl shape holds air.',
      young: 'A lump of clay sinks. But shape the same clay into a bowl, and it floats! The bowl pushes aside more water and holds air inside.',
      older: 'A lump of clay displaces only a little water, so it sinks. Shaped into a hollow boat, the same clay displaces much more water. Now the upward push can match its weight. That is why ships are built with wide, hollow hulls.',
      funFact: { title: 'Concrete boats', text: 'Boats have even been made of concrete. With a hollow shape, they float.' },
    },
    {
      title: 'Loads and Leaks',
      young: 'Put toys in a floating boat and it sinks a little lower. If water gets inside, the boat gets heavy and may sink.',
      older: 'Every ship has a limit. Extra cargo makes it sit lower in the water. Lines painted on the hull show how low it may safely go. Water leaking inside adds weight without adding push, so a leaking ship can sink.',
      funFact: { title: 'Safety lines', text: 'Cargo ships have load lines painted on their sides that show how deep they may safely sit in the water.' },
    },
  ],
  deeper: {
    title: 'Archimedes\' Principle and Density',
    content: 'The buoyant force equals the density of the fluid, times the displaced volume, times gravity. A floating ship displaces exactly its own weight of water. Average density is what counts: the steel, plus the air and cargo inside the hull. Fresh water is a little less dense than salt water. So a ship moving from the sea into a river sits slightly lower. A ship also needs stability. Its weight must sit low enough that it rights itself after rolling in waves.',
    funFact: { title: 'Fresh or salt', text: 'A ship floats a little higher in salty sea water than in a fresh-water river, because salt water is denser.' },
  },
  glossary: [
    { term: 'Float', say: 'FLOHT', definition: 'To stay on top of water or another liquid.' },
    { term: 'Buoyancy', say: 'BOY-un-see', definition: 'The upward push of water on something in it.' },
    { term: 'Hull', say: 'HULL', definition: 'The main body of a boat, the part that sits in the water.' },
    { term: 'Displace', say: 'dis-PLAYSS', definition: 'To push something out of its place, like water moved by a boat.' },
    { term: 'Density', say: 'DEN-sih-tee', definition: 'How much stuff is packed into a space.' },
  ],
  tryIt: [{
    title: 'Foil Boat Challenge',
    description: 'Build a boat from foil and see how many coins it can carry.',
    steps: [
      'Fill a tub or sink with water, with a grown-up.',
      'Squeeze a piece of foil into a tight ball. Put it in the water. What happens?',
      'Now fold another piece into a flat boat with sides.',
      'Add coins one at a time. Count how many it holds before it sinks.',
    ],
    note: 'Do water play with a grown-up nearby. Coins go in the boat, never in mouths.',
  }],
  analogies: [
    { title: 'A crowd making room', content: 'Water is like a crowd of people. When a boat squeezes in, the crowd pushes back. A big, wide boat gets a big push back.' },
  ],
  realWorld: [
    { title: 'Life jackets', content: 'A life jacket is full of light, airy foam. It helps a person float by making them push aside more water for their weight.' },
  ],
  engaging: [
    { question: 'Why does a big ship float when a little pebble sinks?', context: 'Think about shape and the air inside.' },
    { question: 'What shape of foil boat carried the most coins?', context: 'Try wide, narrow, tall and flat boats.' },
  ],
  quiz: [
    {
      question: 'What does water do to a boat?', right: 'It pushes the boat up', wrong: ['It pulls the boat down', 'It makes the boat lighter'],
      skill: 'recall', support: ['pushes back up on the boat', 'water pushes back up', 'pushes the boat up', 'pushed up by a force called buoyancy', 'buoyant force'],
    },
    {
      question: 'Why does a boat-shaped lump of clay float?', right: 'Its shape holds air and pushes aside more water', wrong: ['The clay turned into wood', 'Clay is always lighter than water'],
      skill: 'cause-effect', support: ['bowl shape holds air', 'holds air inside', 'displaces much more water', 'encloses a large volume of air'],
    },
    {
      question: 'What is the upward push of water called?', right: 'Buoyancy', wrong: ['Gravity', 'Friction'],
      skill: 'vocabulary', bands: ['6-8', '9-12', '13+'], support: ['buoyancy'],
    },
  ],
  sources: [
    {
      claim: 'Archimedes\' principle: a body in a fluid is buoyed up by a force equal to the weight of the fluid it displaces; an object floats when its average density is less than the fluid\'s; a floating ship displaces its own weight of water. The principle is named after the Greek mathematician Archimedes (3rd century BCE), described more than two thousand years ago.',
      title: 'Britannica: Archimedes\' principle',
      url: 'https://www.britannica.com/science/Archimedes-principle',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'A ship\'s hull encloses air so its average density is below that of water; loading increases draft; load lines (Plimsoll marks) painted on the hull show the safe loaded depth; sea water is denser than fresh water, so a ship floats higher in the sea; stability requires a low centre of gravity; ships have been built of ferrocement (concrete).',
      title: 'Britannica: Ship (naval architecture: buoyancy, stability, load lines)',
      url: 'https://www.britannica.com/technology/ship',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: ['For 3-5, a boat floats because it is "full of air" and the water "pushes back"; density comes from 9 up.'],
  related: ['submarines', 'ice-floats', 'vikings'],
  links: [britannica('buoyancy'), SITES.oceanService, SITES.natGeoKids],
};

const bridges: KidEntry = {
  id: 'bridges',
  module: 'Science Explorers',
  question: 'How do bridges stay up?',
  title: 'How Do Bridges Stay Up?',
  blurb: 'Beams, arches, triangles and cables: how bridges share out pushes and pulls.',
  triggers: [['bridge', 'stay', 'up'], ['bridge', 'fall'], ['bridge', 'build*'], ['bridge', 'strong'], ['bridge', 'hold'], ['bridge', 'work'], ['bridges'], ['suspension', 'bridge'], ['bridge', 'made']],
  quickAnswer: {
    '3-5': 'A bridge has strong legs and a strong shape. Its legs stand on the ground. Some bridges are a curve, like a rainbow. Some hang from big ropes. The weight is shared out, so the bridge holds up cars and people!',
    '6-8': 'A bridge stays up by passing the weight of cars and people down into the ground. Its parts are pushed and pulled. A squeezing push is called compression. A stretching pull is called tension. Builders pick shapes that handle these forces well. Arches push down and out into the ground. Triangles do not bend out of shape. Long bridges can hang from strong steel cables.',
    '9-12': 'Every bridge must carry its own weight plus its load, and send both safely into the ground. Two forces matter most. Compression squeezes parts together. Tension stretches them apart. A beam bridge bends under a load: its top is squeezed and its bottom is stretched. An arch turns the load into compression that pushes into the ground at each end. A truss uses triangles, which hold their shape. In a suspension bridge, the deck hangs from cables in tension. The cables run over tall towers to anchors in the ground.',
    '13+': 'Bridge design is about carrying loads and routing forces into the foundations. Dead load is the bridge\'s own weight. Live load is traffic, plus forces like wind. A beam resists bending with compression on top and tension below. Arches carry load mainly in compression and need firm abutments to resist outward thrust. Trusses use triangulated members, each mainly in pure tension or compression. Suspension and cable-stayed bridges hang the deck from steel cables in tension. They suit the longest spans. Engineers also guard against vibration, since wind can shake a flexible deck.',
  },
  takeaways: {
    little: ['Bridges stand on strong legs.', 'Curves and triangles make bridges strong.', 'Some bridges hang from big ropes.'],
    young: ['A bridge sends weight down into the ground.', 'Parts are squeezed (compression) or stretched (tension).', 'Arches, triangles and cables handle these forces well.'],
    older: ['Bridges carry their own weight and their load into the ground.', 'Compression squeezes parts; tension stretches them.', 'Beam, arch, truss and suspension bridges handle forces in different ways.'],
  },
  sections: [
    {
      title: 'Pushes and Pulls',
      little: 'Squeeze a sponge. That is a push. Pull a rubber band. That is a pull. Bridges feel pushes and pulls too.',
      young: 'Squeeze a sponge: that is compression. Stretch a rubber band: that is tension. Every part of a bridge is being squeezed, stretched or both.',
      older: 'A load on a bridge creates forces in every part. Stone and concrete are very strong when squeezed but crack when stretched. Steel is strong both ways, which is why it is used for cables and beams. Good design puts each material where it is strongest.',
      funFact: { title: 'Steel inside', text: 'Concrete bridges often have steel bars hidden inside, because steel is good at handling stretching.' },
    },
    {
      title: 'Arches and Triangles',
      little: 'An arch is a curve. Push on top, and it pushes into the ground. Triangles are strong too. They keep their shape.',
      young: 'An arch bends the weight around its curve and down into the ground at both ends. Triangles are strong because they cannot be squashed out of shape. Many bridges are made of lots of triangles.',
      older: 'An arch turns a downward load into compression along its curve, pushing out and down at its ends. The ends must be braced firmly. A truss is a frame of triangles. A triangle cannot change shape unless one side changes length, so trusses are stiff and light.',
      funFact: { title: 'Old arches', text: 'Ancient Romans built stone arch bridges, and some are still standing.' },
    },
    {
      title: 'Hanging Bridges',
      young: 'The longest bridges hang from giant steel cables. The cables drape over tall towers. Their ends are tied deep into the ground.',
      older: 'In a suspension bridge, the road deck hangs from vertical cables attached to two huge main cables. The main cables pass over tall towers. Their ends are anchored in massive blocks. Suspension bridges can span the longest gaps.',
      funFact: { title: 'Wind matters', text: 'Engineers test bridge designs in wind tunnels, because strong wind can make a long bridge sway.' },
    },
  ],
  deeper: {
    title: 'Loads, Members and Spans',
    content: 'Engineers calculate dead loads, live loads and environmental loads such as wind, temperature and earthquakes. In a simply supported beam, bending stress is greatest at mid-span, compressive at the top and tensile at the bottom. Arches produce horizontal thrust, so their supports must resist sideways push. Truss members are joined at nodes and carry mostly axial forces. Cable-stayed bridges run cables straight from towers to the deck. Aerodynamic shaping and damping keep long, flexible decks from dangerous vibration.',
    funFact: { title: 'Expansion joints', text: 'Bridges have gaps called expansion joints, because steel and concrete grow a little in hot weather and shrink in cold.' },
  },
  glossary: [
    { term: 'Arch', say: 'ARCH', definition: 'A curved shape that pushes weight out and down into the ground.' },
    { term: 'Compression', say: 'kum-PRESH-un', definition: 'A squeezing push.' },
    { term: 'Tension', say: 'TEN-shun', definition: 'A stretching pull.' },
    { term: 'Truss', say: 'TRUS', definition: 'A frame made of triangles.' },
    { term: 'Suspension bridge', say: 'suh-SPEN-shun brij', definition: 'A bridge whose road hangs from big cables.' },
  ],
  tryIt: [{
    title: 'Paper Bridge Test',
    description: 'Make paper strong enough to hold blocks.',
    steps: [
      'With a grown-up, make a gap between two stacks of books.',
      'Lay a flat sheet of paper across. Add toy blocks one by one. How many before it sags?',
      'Now fold the paper back and forth like a fan and try again.',
      'Count the blocks. Why did the folds help?',
    ],
    note: 'Use big blocks, not small things that could go in a mouth.',
    bands: ['3-5'],
  }, {
    title: 'Paper Bridge Test',
    description: 'Make paper strong enough to hold coins.',
    steps: [
      'With a grown-up, make a gap between two stacks of books.',
      'Lay a flat sheet of paper across. Add coins one by one. How many before it sags?',
      'Now fold the paper back and forth like a fan and try again.',
      'Count the coins. Why did the folds help?',
    ],
    note: 'Keep coins on the table, never in mouths.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A human arch', content: 'Two friends leaning their hands together make an arch: each pushes against the other, and their feet push into the floor.' },
  ],
  realWorld: [
    { title: 'Bridge inspectors', content: 'Engineers check bridges regularly for cracks, rust and wear, to keep them safe.' },
  ],
  engaging: [
    { question: 'Where can you find triangles in bridges, towers or cranes near you?', context: 'Look for frames made of crossed bars.' },
    { question: 'Why might a long bridge need tall towers?', context: 'Think about where the cables hang from.' },
  ],
  quiz: [
    {
      question: 'Which shape is very strong because it keeps its shape?', right: 'A triangle', wrong: ['A circle of string', 'A wobbly square'],
      skill: 'recall', support: ['triangles are strong', 'triangles do not bend out of shape', 'triangles, which hold their shape', 'frame of triangles'],
    },
    {
      question: 'What is a stretching pull called?', right: 'Tension', wrong: ['Compression', 'Gravity'],
      skill: 'vocabulary', bands: ['6-8', '9-12', '13+'], support: ['stretching pull is called tension', 'tension stretches them', 'stretching pull'],
    },
    {
      question: 'Where does a bridge send the weight it holds?', right: 'Down into the ground', wrong: ['Up into the sky', 'Into the cars'],
      skill: 'cause-effect', support: ['legs stand on the ground', 'down into the ground', 'into the ground', 'into the foundations'],
    },
  ],
  sources: [
    {
      claim: 'Bridges carry dead loads (their own weight) and live loads (traffic) plus environmental loads such as wind into their foundations; the basic forces are compression and tension; beam bridges bend (compression on top, tension below), arch bridges carry loads mainly in compression with outward thrust at the abutments, truss bridges use triangulated members, and suspension and cable-stayed bridges hang the deck from steel cables over towers anchored at the ends; suspension bridges achieve the longest spans; ancient Romans built stone arch bridges, some still standing; expansion joints allow for thermal movement; designs are wind-tunnel tested against vibration.',
      title: 'Britannica: Bridge (engineering)',
      url: 'https://www.britannica.com/technology/bridge-engineering',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Reinforced concrete combines concrete, strong in compression, with embedded steel bars that resist tension.',
      title: 'Britannica: Reinforced concrete',
      url: 'https://www.britannica.com/technology/reinforced-concrete',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: ['For 3-5, compression and tension are "a push" and "a pull", and a suspension bridge "hangs from big ropes" (steel cables).'],
  related: ['gravity', 'pyramids', 'castles'],
  links: [britannica('bridge'), SITES.smithsonian, SITES.natGeoKids],
};

const paperMade: KidEntry = {
  id: 'paper-made',
  module: 'Science Explorers',
  question: 'How is paper made?',
  title: 'How Is Paper Made?',
  blurb: 'From wood to pulp to sheets: how tiny plant fibers become paper.',
  triggers: [['paper made'], ['make paper'], ['making paper'], ['paper', 'come', 'from'], ['paper', 'tree*'], ['paper', 'wood'], ['paper', 'mill'], ['papermak*'], ['paper', 'pulp']],
  quickAnswer: {
    '3-5': 'Most paper comes from trees! Wood is chopped into tiny bits. The bits are mixed with lots of water. It makes a mushy soup. The soup is spread flat. The water drips out. It dries into paper!',
    '6-8': 'Most paper is made from wood. Wood is full of tiny threads called fibers. At a paper mill, machines chop wood into chips. The chips are cooked or ground with water into a wet mush called pulp. The pulp is spread thin on a moving screen. The water drains away, and the fibers tangle together. Rollers squeeze and dry the sheet. Old paper can be recycled into new pulp too.',
    '9-12': 'Paper is a thin mat of plant fibers. Most comes from wood, which is rich in a tough material called cellulose. At a paper mill, logs are cut into chips. The chips are ground or cooked with chemicals to free the fibers, making pulp. The pulp is mostly water. It is sprayed onto a fast-moving screen, where water drains out. The fibers lock together into a web. Heavy rollers press out more water, and heated rollers dry it. Recycled paper is soaked back into pulp and cleaned.',
    '13+': 'Paper is a sheet of cellulose fibers bonded by hydrogen bonds as it dries. Mechanical pulping grinds wood, keeping most of the lignin, which makes cheaper paper that yellows. Chemical pulping, such as the kraft process, dissolves lignin to free stronger fibers. Pulp may be bleached, and fillers and sizing are added for smoothness and ink control. On a Fourdrinier machine, a dilute slurry spreads onto a moving wire mesh and drains. The wet web is pressed and dried on steam-heated cylinders. Papermaking was invented in China, traditionally credited to Cai Lun around 105 CE.',
  },
  takeaways: {
    little: ['Most paper comes from trees.', 'Wood and water make a mushy soup.', 'The soup dries into flat paper.'],
    young: ['Paper is made of tiny wood fibers.', 'Wood is turned into a wet mush called pulp.', 'The pulp is spread thin, drained, pressed and dried.'],
    older: ['Paper is a thin mat of cellulose fibers, mostly from wood.', 'Pulping frees the fibers; a screen drains the water.', 'Recycling turns old paper back into pulp.'],
  },
  sections: [
    {
      title: 'From Tree to Pulp',
      little: 'Trees are cut and chopped into little chips. The chips get mashed up with water. Now it is mushy pulp.',
      young: 'Logs are stripped of bark and chopped into chips. Machines grind them or cook them in water until the fibers come apart. The wet, mushy mix is called pulp.',
      older: 'Logs are debarked and chipped. Grinding tears the fibers apart. Cooking the chips with chemicals dissolves the glue-like lignin that holds fibers together. The result is pulp: fibers floating in lots of water.',
      funFact: { title: 'Tiny threads', text: 'Look closely at the torn edge of a paper towel, and you can see the tiny fibers it is made of.' },
    },
    {
      title: 'Pulp to Paper',
      little: 'The pulp goes on a big screen. Drip, drip! The water falls out. Rollers squish it and dry it. Now it is paper!',
      young: 'The pulp is spread thin on a moving screen. The water drips through, but the fibers stay and tangle together. Big rollers squeeze and heat the sheet until it is dry. Then it is rolled up in huge rolls.',
      older: 'A paper machine sprays pulp onto a moving wire mesh. Water drains away and the fibers form a web. Press rollers squeeze out more water. Steam-heated rollers dry the sheet, which is wound onto giant reels and cut.',
      funFact: { title: 'Giant rolls', text: 'Paper machines can be as long as a football field and make paper very fast.' },
    },
    {
      title: 'Paper Again and Again',
      young: 'Old paper and cardboard can be recycled. They are soaked into pulp again, cleaned, and made into new paper. That saves trees.',
      older: 'Recycled paper is soaked and stirred back into pulp. Ink, staples and plastic are removed. The fibers get shorter each time, so paper can only be recycled a limited number of times. Fresh fibers are mixed in.',
      funFact: { title: 'Paper from plants', text: 'Paper has also been made from cotton rags, rice straw and other plants.' },
    },
  ],
  deeper: {
    title: 'Pulping and the Paper Machine',
    content: 'Wood contains cellulose, hemicellulose and lignin. Mechanical pulp keeps most of the lignin and gives high yield but weaker, yellowing paper, like newsprint. Kraft pulping cooks chips in sodium hydroxide and sodium sulfide, which removes lignin and gives strong fibers. In the paper machine, the slurry is mostly water. Fibers bond by hydrogen bonding as water leaves. Papermaking was invented in China, traditionally credited to Cai Lun around 105 CE.',
    funFact: { title: 'An ancient invention', text: 'Papermaking was invented in China, traditionally credited to an official named Cai Lun around 105 CE.' },
  },
  glossary: [
    { term: 'Pulp', say: 'PULP', definition: 'A wet, mushy mix of plant fibers and water.' },
    { term: 'Fiber', say: 'FY-ber', definition: 'A tiny, thin thread, like the ones in wood.' },
    { term: 'Cellulose', say: 'SEL-yoo-lohss', definition: 'The tough material that plant fibers are made of.' },
    { term: 'Recycle', say: 'ree-SY-kul', definition: 'To turn used things into new things.' },
    { term: 'Mill', say: 'MILL', definition: 'A factory where things like paper are made.' },
  ],
  tryIt: [{
    title: 'Make Your Own Paper',
    description: 'Turn scrap paper into a new sheet, with a grown-up.',
    steps: [
      'Tear scrap paper into tiny pieces and soak them in a bowl of water overnight.',
      'A grown-up blends the soggy paper and water into pulp in a blender.',
      'Dip a piece of window screen into the pulp and lift it out flat.',
      'Let the water drip away, press it with a towel, and let it dry for a day.',
    ],
    note: 'Only a grown-up uses the blender; its blades are sharp.',
    bands: ['6-8', '9-12', '13+'],
  }, {
    title: 'Find the Fibers',
    description: 'See the tiny threads inside paper.',
    steps: [
      'Tear a paper towel slowly.',
      'Look at the torn edge with a magnifying glass.',
      'Can you see tiny hairs? Those are fibers!',
      'Try a newspaper and a tissue too.',
    ],
    note: 'Tear, look and compare. No tools needed.',
    bands: ['3-5', '6-8'],
  }],
  analogies: [
    { title: 'Felt and hair', content: 'Paper is like a tangled mat of hair: tiny fibers cross and stick together until they form a sheet.' },
  ],
  realWorld: [
    { title: 'Recycling bins', content: 'Paper and cardboard in recycling bins go back to mills to become new boxes and paper.' },
  ],
  engaging: [
    { question: 'Why do you think tissue is soft but cardboard is stiff?', context: 'Think about how thick and tightly pressed the fibers are.' },
    { question: 'How much paper does your family use in a day?', context: 'Count sheets, boxes and bags with a grown-up.' },
  ],
  quiz: [
    {
      question: 'What is most paper made from?', right: 'Wood from trees', wrong: ['Melted plastic', 'Sand and rocks'],
      skill: 'recall', support: ['comes from trees', 'made from wood', 'most comes from wood', 'mostly from wood'],
    },
    {
      question: 'What is the wet mush of fibers called?', right: 'Pulp', wrong: ['Paste', 'Clay'],
      skill: 'vocabulary', support: ['pulp'],
    },
    {
      question: 'What happens to the water in the pulp?', right: 'It drains out and dries away', wrong: ['It turns into ink', 'It stays in the paper'],
      skill: 'sequence', support: ['the water drips out', 'water drains away', 'water drips through', 'water drains out', 'water falls out'],
    },
  ],
  sources: [
    {
      claim: 'Paper is a matted sheet of cellulose fibers, mostly from wood; logs are debarked and chipped, then mechanically ground or chemically cooked (e.g. the kraft process with sodium hydroxide and sodium sulfide, which removes lignin) into pulp; on a Fourdrinier paper machine, dilute pulp flows onto a moving wire screen where water drains and fibers form a web, which is pressed and dried on steam-heated cylinders and wound on reels; fibers bond through hydrogen bonding; paper has also been made from rags, straw and other plants; papermaking was invented in China, traditionally credited to Cai Lun around 105 CE.',
      title: 'Britannica: Papermaking',
      url: 'https://www.britannica.com/technology/papermaking',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Recycled paper is pulped again and cleaned of contaminants to make new paper products, which saves trees and other resources; paper fibers get shorter with each recycling, so they can be recycled a limited number of times.',
      title: 'US EPA: Paper and Paperboard: Material-Specific Data',
      url: 'https://www.epa.gov/facts-and-figures-about-materials-waste-and-recycling/paper-and-paperboard-material-specific-data',
      read: READ,
      authority: 'science-body',
    },
  ],
  simplifications: ['For 3-5, pulp is "a mushy soup" of wood bits and water.'],
  related: ['books-made', 'plants-food', 'invention-of-writing'],
  links: [britannica('papermaking'), SITES.smithsonian, SITES.natGeoKids],
};

export const materialsEntries: KidEntry[] = [boatsFloat, bridges, paperMade];
