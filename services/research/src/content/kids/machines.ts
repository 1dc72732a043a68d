import { britannica, SITES } from '../links';
import type { KidEntry } from '../types';

// Science Explorers / Coding Basics: machines and technology (issue 10 §1, batch 3).

const READ = '2026-11-23';

const carsMove: KidEntry = {
  id: 'cars-move',
  module: 'Science Explorers',
  question: 'How do cars move?',
  title: 'How Do Cars Move?',
  blurb: 'Engines and motors, axles and tires: how a car turns energy into rolling wheels.',
  triggers: [['car', 'move'], ['car', 'go'], ['car', 'engine'], ['car', 'work'], ['car', 'drive'], ['car', 'run'], ['engine', 'work'], ['electric', 'car'], ['car', 'wheel*'], ['car', 'motor'], ['automobile*']],
  quickAnswer: {
    '3-5': 'A car has an engine or a motor. It makes the wheels turn. The wheels grip the road. Round and round they go. And the car rolls along!',
    '6-8': 'A car needs energy to move. Many cars burn fuel, like gas, in an engine. Electric cars use a big battery and a motor. The engine or motor turns rods that spin the wheels. The tires grip the road and push the car forward.',
    '9-12': 'A car turns stored energy into motion. In a gas car, fuel and air burn inside the engine\'s cylinders. Each tiny burst pushes a piston down. The pistons turn a crankshaft. Gears in the transmission pass that turning to the wheels. An electric car stores energy in a battery instead. The battery powers an electric motor that turns the wheels. Either way, tires grip the road, so the car is pushed forward.',
    '13+': 'Most cars use an internal combustion engine. A mix of fuel and air is squeezed and ignited in each cylinder. The hot, expanding gas drives a piston, and connecting rods turn the crankshaft. The transmission changes the gear ratio between engine and wheels. Low gears give strong pushing force for starting, and high gears give speed. Battery electric vehicles skip combustion: a battery pack feeds an electric motor through power electronics. Friction between tires and road is what finally pushes the car along.',
  },
  takeaways: {
    little: ['An engine or a motor turns the wheels.', 'The tires grip the road.', 'Cars need fuel or a charge to go.'],
    young: ['Cars need energy from fuel or a battery.', 'The engine or motor spins the wheels.', 'Tires grip the road to push the car.'],
    older: ['Engines burn fuel to push pistons that turn a crankshaft.', 'Electric cars use a battery and an electric motor.', 'Gears pass the turning to the wheels, and tire grip moves the car.'],
  },
  sections: [
    {
      title: 'Energy to Go',
      little: 'A car needs food, like you do! Some cars drink gas. Some cars plug in to charge. That gives them energy to go.',
      young: 'Gas cars fill up at a gas station. Electric cars plug in to charge their battery. Both are ways to give the car energy.',
      older: 'Gasoline and diesel store energy in chemicals. The engine releases it by burning the fuel with air. An electric car stores energy in a rechargeable battery. It is filled up by plugging into a charger.',
      funFact: { title: 'Quiet cars', text: 'Electric cars are very quiet, because their motors do not have little bursts of burning fuel inside.' },
    },
    {
      title: 'Turning the Wheels',
      little: 'Inside the car, the engine spins a long rod. The rod turns the wheels. Vroom!',
      young: 'The engine or motor spins. Rods and gears carry that spinning to the wheels. The wheels turn, and the car moves.',
      older: 'In a gas engine, pistons move up and down. A crankshaft turns that up-and-down motion into spinning. The transmission and axles carry the spin to the wheels. The driver uses pedals to speed up and slow down.',
      funFact: { title: 'Like a bike', text: 'A bike turns pushing feet into spinning wheels. A car engine turns pushing pistons into spinning wheels.' },
    },
    {
      title: 'Tires Grip the Road',
      little: 'Tires are made of bumpy rubber. They hold on to the road. That helps the car go and stop.',
      young: 'Tires are rubber with bumpy patterns. They grip the road so the wheels can push the car. On ice, tires slip, so cars go slowly.',
      older: 'Friction between the tires and the road lets the spinning wheels push the car forward. The grooves in a tire push water away on wet roads. Brakes use friction too: pads squeeze the wheels to slow them.',
      funFact: { title: 'Buckle up', text: 'Seat belts hold everyone in place if the car stops fast, so everyone buckles up on every ride.' },
    },
  ],
  deeper: {
    title: 'The Four-Stroke Cycle and Electric Drives',
    content: 'Most car engines use a four-stroke cycle: intake, compression, power and exhaust. In the power stroke, a spark plug lights the squeezed fuel and air in a gasoline engine. In a diesel engine, the squeezed air is hot enough to light the fuel by itself. Much of the fuel\'s energy is lost as heat. Electric motors turn far more of their energy into motion. Many electric cars also recharge a little while braking, which is called regenerative braking.',
    funFact: { title: 'Braking that charges', text: 'In many electric cars, slowing down turns the motor into a generator that puts a little charge back in the battery.' },
  },
  glossary: [
    { term: 'Engine', say: 'EN-jin', definition: 'A machine that burns fuel to make things move.' },
    { term: 'Motor', say: 'MOH-ter', definition: 'A machine that uses electricity to make something spin.' },
    { term: 'Friction', say: 'FRIK-shun', definition: 'The grip between two things rubbing together.' },
    { term: 'Piston', say: 'PISS-tun', definition: 'A part in an engine that is pushed up and down.' },
    { term: 'Transmission', say: 'trans-MISH-un', definition: 'The set of gears that carries the engine\'s turning to the wheels.' },
  ],
  tryIt: [{
    title: 'Grip or Slip?',
    description: 'See how much grip matters for rolling wheels.',
    steps: [
      'Find a toy car.',
      'Roll it on a rug. Then roll it on a smooth floor.',
      'Tip a book to make a ramp. Roll the car down it.',
      'Where did it go far? Where did it go slow?',
    ],
    note: 'Play with toy cars inside, never near a real road.',
    bands: ['3-5', '6-8'],
  }, {
    title: 'Balloon-Powered Car',
    description: 'Build a little car that is pushed along by air.',
    steps: [
      'Tape a balloon to the top of a toy car or a small box with wheels.',
      'Blow up the balloon and pinch the end shut.',
      'Point the opening backward, set the car down and let go.',
      'The air rushes out the back, and the car rolls forward. Try a bigger or smaller puff of air and compare.',
    ],
    note: 'A grown-up should blow up the balloon for young children; pick up burst balloon pieces right away.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'Pedaling a bike', content: 'Your legs push the pedals, a chain turns the wheel, and your tires grip the ground. A car does the same job with an engine or a motor instead of legs.' },
  ],
  realWorld: [
    { title: 'Charging stations', content: 'More and more parking spots have chargers, where electric cars plug in the way a phone does.' },
  ],
  engaging: [
    { question: 'Why do you think cars need to go slowly on snow and ice?', context: 'Think about how tires grip the road.' },
    { question: 'How is an electric car like a toy car with batteries?', context: 'Both store energy and use a motor to spin wheels.' },
  ],
  quiz: [
    {
      question: 'What makes a car\'s wheels turn?', right: 'An engine or a motor', wrong: ['The steering wheel', 'The car\'s headlights'],
      skill: 'recall', support: ['engine or a motor', 'engine or motor', 'electric motor'],
    },
    {
      question: 'What do tires do on the road?', right: 'They grip the road', wrong: ['They make the car lighter', 'They keep the car warm'],
      skill: 'cause-effect', support: ['grip the road', 'hold on to the road', 'tire grip'],
    },
    {
      question: 'Where does an electric car keep its energy?', right: 'In a big battery', wrong: ['In its gas tank', 'In its spare tire'],
      skill: 'recall', bands: ['6-8', '9-12', '13+'], support: ['big battery', 'stores energy in a battery', 'battery pack'],
    },
  ],
  sources: [
    {
      claim: 'In an internal combustion (gasoline or diesel) engine, fuel and air burn in cylinders and push pistons, which turn a crankshaft; most engines use a four-stroke cycle (intake, compression, power, exhaust); gasoline engines use a spark plug, diesel engines ignite fuel by compression heat; the transmission carries power through gears to the driving wheels.',
      title: 'Britannica: Automobile',
      url: 'https://www.britannica.com/technology/automobile',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'All-electric vehicles use a battery pack to store electrical energy that powers an electric traction motor; they are charged by plugging into a charger, and regenerative braking lets the motor recharge the battery while slowing down.',
      title: 'US Department of Energy, Alternative Fuels Data Center: How Do All-Electric Cars Work?',
      url: 'https://afdc.energy.gov/vehicles/how-do-all-electric-cars-work',
      read: READ,
      authority: 'science-body',
    },
  ],
  simplifications: ['For 3-5, fuel and charging are "food" for the car, and the drivetrain is "a long rod" that turns the wheels.'],
  related: ['bike-balance', 'electricity', 'airplanes-fly'],
  links: [britannica('automobile'), SITES.smithsonian, SITES.natGeoKids],
};

const submarines: KidEntry = {
  id: 'submarines',
  module: 'Science Explorers',
  question: 'How do submarines go underwater?',
  title: 'How Do Submarines Go Underwater?',
  blurb: 'Ballast tanks full of water or air: how a submarine sinks, floats and steers.',
  triggers: [['submarin*'], ['sub', 'underwater'], ['sub', 'dive'], ['sub', 'sink'], ['ballast', 'tank*']],
  quickAnswer: {
    '3-5': 'A submarine is a boat that can go under the sea. It has big tanks inside. To go down, it lets water into the tanks. That makes it heavy, so it sinks. To go up, it pushes the water out with air. Up it floats!',
    '6-8': 'A submarine has special tanks called ballast tanks. To dive, it opens them and lets sea water in. The water makes the submarine heavier, so it sinks. To come back up, it blows air into the tanks. The air pushes the water out. Now the submarine is lighter, so it rises. Propellers push it along, and fins steer it.',
    '9-12': 'Whether something floats depends on its weight compared with the water it pushes aside. A submarine changes its weight while its size stays the same. Ballast tanks fill with sea water to make it heavier than the water it displaces, so it sinks. Compressed air stored on board blows the water out to make it lighter, so it rises. By balancing the water and air just right, it can hover at one depth. Propellers drive it forward, and small wings called diving planes tilt it up or down.',
    '13+': 'A submarine controls its buoyancy. By Archimedes\' principle, the upward buoyant force equals the weight of water displaced. A submarine\'s hull keeps a fixed volume, so it changes its weight instead. Flooding the main ballast tanks makes it negatively buoyant, and it dives. Blowing them with compressed air makes it positively buoyant, and it surfaces. Smaller trim tanks fine-tune the balance for neutral buoyancy at depth. Diving planes and the rudder steer it in three dimensions. A strong pressure hull resists the crushing pressure of deep water.',
  },
  takeaways: {
    little: ['Water in the tanks makes it sink.', 'Air in the tanks makes it float.', 'Propellers push it along.'],
    young: ['Ballast tanks fill with water to dive.', 'Air pushes the water out to rise.', 'Propellers push and fins steer.'],
    older: ['Floating depends on weight compared with the water pushed aside.', 'Ballast tanks trade water for air to sink or rise.', 'Diving planes and a rudder steer up, down and sideways.'],
  },
  sections: [
    {
      title: 'Heavy to Sink',
      little: 'The submarine opens its tanks. Glug, glug! Sea water rushes in. The boat gets heavy. Down it goes.',
      young: 'When the ballast tanks fill with sea water, the submarine gets heavier. It becomes heavier than the water it pushes aside, so it sinks.',
      older: 'Vents on top of the ballast tanks open, and sea water floods in from below. The submarine is now heavier than the water its hull pushes aside. So it sinks. The crew stops the flooding when it reaches the depth they want.',
      funFact: { title: 'Hovering', text: 'With just the right amount of water inside, a submarine can stay still in the middle of the sea, neither rising nor sinking.' },
    },
    {
      title: 'Light to Float',
      little: 'To go up, air pushes the water out. Whoosh! The boat gets light. Up, up it goes.',
      young: 'The submarine keeps squeezed air in strong tanks. To rise, it blows this air into the ballast tanks. The air pushes the water out, and the submarine floats up.',
      older: 'Compressed air is stored in high-pressure bottles. Blowing it into the ballast tanks forces the water out through openings at the bottom. The submarine becomes lighter than the water it displaces, so it rises.',
      funFact: { title: 'Fish do it too', text: 'Many fish have a swim bladder, a bag of gas they fill or empty to float higher or lower.' },
    },
    {
      title: 'Steering Under the Sea',
      young: 'A propeller spins at the back to push the submarine forward. Fins tilt to steer it up, down, left and right.',
      older: 'A propeller at the stern drives the submarine forward. Diving planes work like small wings and tilt the nose up or down. A rudder turns it left or right. Under water it is dark, so submarines use sonar, which listens for echoes, to find their way.',
      funFact: { title: 'Listening, not looking', text: 'Submarines use sonar: they listen for sound echoes to find things in the dark water.' },
    },
  ],
  deeper: {
    title: 'Buoyancy, Trim and the Pressure Hull',
    content: 'Buoyant force equals the weight of the fluid displaced. A submarine at neutral buoyancy has a total weight equal to that force. Main ballast tanks sit between the inner pressure hull and the outer hull. They are flooded to dive and blown with compressed air to surface. Trim tanks inside move water forward, aft or overboard to level the boat. Water pressure rises with depth, so the pressure hull must be very strong. Research submersibles such as deep-sea vehicles use thick hulls and careful design to go even deeper.',
    funFact: { title: 'Pressure', text: 'Water gets heavier on you the deeper you go, which is why deep-diving submarines need very thick, strong walls.' },
  },
  glossary: [
    { term: 'Submarine', say: 'SUB-muh-reen', definition: 'A boat that can travel under the water.' },
    { term: 'Ballast tank', say: 'BAL-ust tank', definition: 'A tank a submarine fills with water to sink or with air to rise.' },
    { term: 'Propeller', say: 'pruh-PEL-er', definition: 'Spinning blades that push a boat through the water.' },
    { term: 'Buoyancy', say: 'BOY-un-see', definition: 'The upward push of water on something in it.' },
    { term: 'Sonar', say: 'SOH-nar', definition: 'A way to find things under water by listening for echoes.' },
  ],
  tryIt: [{
    title: 'Sink the Bottle',
    description: 'Make a little bottle sink and float like a submarine.',
    steps: [
      'Fill a sink or a big bowl with water, with a grown-up.',
      'Put the lid on an empty plastic bottle. Set it on the water. It floats!',
      'Now fill the bottle half with water. Does it sit lower?',
      'Fill it all the way. Does it sink? Water made it heavy.',
    ],
    note: 'Play with water only with a grown-up nearby, and wipe up spills so nobody slips.',
    bands: ['3-5', '6-8'],
  }, {
    title: 'Bottle Diver',
    description: 'Make a tiny diver go down and up by squeezing a bottle.',
    steps: [
      'Fill a large plastic bottle almost to the top with water.',
      'Drop in a small ketchup or soy sauce packet that just barely floats.',
      'Screw the cap on tight.',
      'Squeeze the bottle. The diver sinks. Let go, and it rises.',
      'Squeezing shrinks the air bubble in the packet, so it pushes aside less water. Explain how that is like a ballast tank.',
    ],
    note: 'Ask a grown-up for a packet, and keep the packet closed: it is for the experiment, not for eating.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A swimmer holding a breath', content: 'With a big breath of air you float easily. Let the air out and you sink a little. A submarine does the same thing with its tanks.' },
  ],
  realWorld: [
    { title: 'Exploring the deep', content: 'Small research submarines carry scientists down to study deep-sea animals and the sea floor.' },
  ],
  engaging: [
    { question: 'Why do you think a submarine needs such strong walls?', context: 'Think about how the water pushes on you at the bottom of a pool.' },
    { question: 'How could a submarine find its way in dark water?', context: 'Think about how bats use echoes.' },
  ],
  quiz: [
    {
      question: 'What does a submarine let into its tanks to sink?', right: 'Sea water', wrong: ['Sunlight', 'Sand from the beach'],
      skill: 'recall', support: ['lets water into the tanks', 'sea water in', 'sea water rushes in', 'fill with sea water', 'sea water floods in'],
    },
    {
      question: 'What pushes the water out so it can rise?', right: 'Air', wrong: ['Oil', 'More water'],
      skill: 'cause-effect', support: ['pushes the water out with air', 'air pushes the water out', 'compressed air'],
    },
    {
      question: 'What are the tanks that fill with water called?', right: 'Ballast tanks', wrong: ['Fish tanks', 'Gas tanks'],
      skill: 'vocabulary', bands: ['6-8', '9-12', '13+'], support: ['ballast tanks'],
    },
  ],
  sources: [
    {
      claim: 'A submarine dives by flooding its main ballast tanks with sea water, making it heavier than the water it displaces, and surfaces by blowing compressed air into the tanks to force the water out; trim tanks fine-tune buoyancy for neutral buoyancy at depth; diving planes (hydroplanes) and a rudder steer it, a propeller drives it, a strong pressure hull resists water pressure, and submarines use sonar to detect objects under water.',
      title: 'Britannica: Submarine (naval vessel)',
      url: 'https://www.britannica.com/technology/submarine-naval-vessel',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Archimedes\' principle: a body in a fluid is pushed up by a buoyant force equal to the weight of the fluid it displaces; an object floats when it weighs less than the fluid it displaces.',
      title: 'Britannica: Archimedes\' principle',
      url: 'https://www.britannica.com/science/Archimedes-principle',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Many bony fish have a swim bladder, a gas-filled sac that lets them control their buoyancy and float at different depths.',
      title: 'Britannica: Swim bladder',
      url: 'https://www.britannica.com/science/swim-bladder',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: ['For 3-8, a submarine sinks because water makes it "heavy" and rises because air makes it "light"; the comparison with the water pushed aside comes from 9 up.'],
  related: ['boats-float', 'echo', 'fish-breathe'],
  links: [britannica('submarine'), SITES.oceanService, SITES.natGeoKids],
};

const helicopters: KidEntry = {
  id: 'helicopters-fly',
  module: 'Science Explorers',
  question: 'How do helicopters fly?',
  title: 'How Do Helicopters Fly?',
  blurb: 'Spinning wings called rotor blades: how a helicopter lifts straight up, hovers and turns.',
  triggers: [['helicopter*'], ['chopper', 'fly'], ['rotor', 'blade*'], ['propeller', 'top']],
  quickAnswer: {
    '3-5': 'A helicopter has long blades on top. They spin round and round, very fast. The blades push air down. The air pushes the helicopter up! It can go straight up and stay still in the sky.',
    '6-8': 'A helicopter\'s long blades on top are spinning wings. As they whirl around, they push air down. The air pushes the helicopter up. That push is called lift. A small rotor on the tail stops the helicopter from spinning around. The pilot tilts the big blades to fly forward, back or sideways.',
    '9-12': 'A helicopter\'s main rotor blades are shaped like airplane wings. An engine spins them fast, so they make lift even when the helicopter is not moving forward. That is why it can take off straight up and hover. Spinning the rotor one way tries to turn the body the other way. The tail rotor pushes sideways to stop that. To move, the pilot tilts the whole spinning rotor, and the helicopter goes the way it tilts.',
    '13+': 'Each main rotor blade is an airfoil, so lift depends on its speed through the air and its angle of attack. The collective control changes the pitch of all blades together, for climbing or descending. The cyclic control changes each blade\'s pitch as it goes around. That tilts the rotor disk and its thrust, steering the helicopter. Turning the rotor creates torque that would spin the body the opposite way. A tail rotor cancels it, and pedals vary its thrust to turn the nose. Some helicopters use two main rotors spinning in opposite directions instead.',
  },
  takeaways: {
    little: ['Helicopters have spinning blades on top.', 'The blades push air down.', 'Helicopters can stay still in the sky.'],
    young: ['The spinning blades are wings that make lift.', 'A tail rotor stops the body from spinning.', 'Tilting the blades makes it fly forward.'],
    older: ['Rotor blades are spinning wings that lift without a runway.', 'The tail rotor cancels the turning push, called torque.', 'Tilting the rotor points its push and steers the helicopter.'],
  },
  sections: [
    {
      title: 'Spinning Wings',
      little: 'The long blades on top are wings. They spin very fast. Whup, whup, whup! They push air down, and up goes the helicopter.',
      young: 'An airplane must zoom forward so air rushes over its wings. A helicopter spins its wings instead. So air rushes over them even when the helicopter stands still.',
      older: 'The rotor blades have the same curved, tilted shape as airplane wings. Because they spin, air flows over them all the time. That makes lift without any runway. The faster they spin and the more they are tilted, the more lift they make.',
      funFact: { title: 'No runway needed', text: 'Helicopters can land on rooftops, ships and mountainsides, because they go straight up and down.' },
    },
    {
      title: 'Staying Still in the Air',
      little: 'A helicopter can stop in the sky. It just stays there! This is called hovering. Birds like hummingbirds can hover too.',
      young: 'When the blades push up just as hard as the helicopter\'s weight pulls down, it stays in one spot in the air. This is called hovering.',
      older: 'Hovering happens when the rotor\'s lift exactly balances the helicopter\'s weight. This lets rescue crews lift people from water or mountains. It also lets helicopters lower supplies into small spaces.',
      funFact: { title: 'Hovering hummingbirds', text: 'Hummingbirds can hover too, by beating their wings very fast.' },
    },
    {
      title: 'The Little Tail Rotor',
      young: 'When the big blades spin one way, the helicopter body wants to spin the other way. The little rotor on the tail pushes against that. It keeps the helicopter pointing straight.',
      older: 'Turning the main rotor pushes back on the body, a twist called torque. Without a fix, the body would spin the opposite way. The tail rotor pushes sideways to cancel the twist. The pilot uses foot pedals to change that push and turn the nose.',
      funFact: { title: 'Two rotors', text: 'Some big helicopters have two main rotors that spin in opposite directions, so they need no tail rotor.' },
    },
  ],
  deeper: {
    title: 'Collective, Cyclic and Torque',
    content: 'The pilot has three main controls. The collective lever changes the pitch of all the main blades at once, so the helicopter climbs or descends. The cyclic stick changes each blade\'s pitch at a certain point in its circle. This tilts the rotor disk, so part of its thrust pushes the helicopter sideways or forward. Anti-torque pedals change the tail rotor\'s thrust to turn the nose. These controls affect each other, so flying a helicopter takes both hands and both feet.',
    funFact: { title: 'Hands and feet', text: 'A helicopter pilot uses both hands and both feet to fly.' },
  },
  glossary: [
    { term: 'Rotor', say: 'ROH-ter', definition: 'The spinning set of blades on a helicopter.' },
    { term: 'Hover', say: 'HUV-er', definition: 'To stay in one place in the air.' },
    { term: 'Lift', say: 'LIFT', definition: 'The upward push that holds something up in the air.' },
    { term: 'Torque', say: 'TORK', definition: 'A twisting push that makes things turn.' },
    { term: 'Pitch', say: 'PICH', definition: 'How much a blade is tilted as it cuts through the air.' },
  ],
  tryIt: [{
    title: 'Paper Helicopter',
    description: 'Make a paper whirlybird that spins as it falls.',
    steps: [
      'Ask a grown-up to cut a strip of paper and snip a slit halfway down from the top.',
      'Fold the two top flaps the opposite way. These are your blades.',
      'Fold up the bottom and add a paper clip to make it heavy.',
      'Drop it from up high, with a grown-up. Watch it spin!',
    ],
    note: 'A grown-up does the cutting; drop it from a safe, steady spot, never from a window or a ladder.',
  }],
  analogies: [
    { title: 'A spinning maple seed', content: 'A maple seed has a wing that spins it as it falls, slowing it down. A helicopter\'s blades spin like that, but with an engine to push them.' },
  ],
  realWorld: [
    { title: 'Rescue helicopters', content: 'Air ambulances and rescue teams use helicopters to reach people where there is no road or runway.' },
  ],
  engaging: [
    { question: 'Why can a helicopter land where an airplane cannot?', context: 'Think about runways and hovering.' },
    { question: 'What would happen without the tail rotor?', context: 'Think about the twist of the big spinning blades.' },
  ],
  quiz: [
    {
      question: 'What do the spinning blades push down?', right: 'Air', wrong: ['Water', 'The ground'],
      skill: 'cause-effect', support: ['push air down', 'pushes air down', 'make lift', 'makes lift'],
    },
    {
      question: 'What is staying still in the air called?', right: 'Hovering', wrong: ['Diving', 'Parking'],
      skill: 'vocabulary', support: ['hovering'],
    },
    {
      question: 'What does the tail rotor do?', right: 'Stops the body from spinning', wrong: ['Makes the helicopter land', 'Lights up the sky at night'],
      skill: 'recall', bands: ['6-8', '9-12', '13+'], support: ['stops the helicopter from spinning', 'stop the body from spinning', 'tail rotor stops the body from spinning', 'cancel the twist', 'cancels the turning push'],
    },
  ],
  sources: [
    {
      claim: 'A helicopter gets lift from rotating wings (rotor blades) driven by an engine, so it can take off and land vertically and hover; the collective pitch control changes all blades\' pitch together, the cyclic control tilts the rotor to move in any direction; a tail rotor counteracts the torque of the main rotor, controlled by pedals; some helicopters use two counter-rotating main rotors instead.',
      title: 'Britannica: Helicopter',
      url: 'https://www.britannica.com/technology/helicopter',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Hummingbirds can hover in place by beating their wings very rapidly.',
      title: 'Smithsonian\'s National Zoo: Hummingbirds',
      url: 'https://nationalzoo.si.edu/migratory-birds/hummingbirds',
      read: READ,
      authority: 'museum',
    },
  ],
  simplifications: ['For 3-8, lift is "the blades push air down, and the air pushes the helicopter up"; pitch and cyclic control come at 13+.'],
  related: ['airplanes-fly', 'birds-fly', 'wind'],
  links: [britannica('helicopter'), SITES.nasa, SITES.smithsonian],
};

const phoneCalls: KidEntry = {
  id: 'phone-calls',
  module: 'Science Explorers',
  question: 'How does a phone call get to the other person?',
  title: 'How Does a Phone Call Get to the Other Person?',
  blurb: 'Voice to signals, radio waves to towers, cables to far away, and back to sound.',
  triggers: [['phone', 'call'], ['phone', 'call', 'get'], ['phone', 'work'], ['telephone*'], ['cell', 'tower*'], ['phone', 'voice'], ['phone', 'talk'], ['call', 'someone'], ['phone', 'signal*'], ['cell', 'phone']],
  quickAnswer: {
    '3-5': 'You talk into the phone. The phone turns your voice into a secret signal. The signal flies through the air to a tall tower. Towers and wires pass it along, very fast. The other phone turns it back into your voice. Hello!',
    '6-8': 'When you talk, a tiny microphone in the phone turns your voice into electric signals. The phone sends them through the air as invisible radio waves. A tall cell tower nearby catches them. The call zooms through cables to a tower near the other person. Their phone catches the waves and a tiny speaker turns them back into your voice. It all happens in much less than a second.',
    '9-12': 'A phone\'s microphone turns the vibrations of your voice into an electrical signal. A cell phone changes that signal into digital code, a stream of numbers. It sends the code as radio waves to the nearest cell tower. The phone network then carries the call through cables, often fiber-optic cables that use flashes of light. It finds the tower closest to the person you called. Their phone receives the radio waves, turns the code back into an electrical signal, and its speaker makes sound.',
    '13+': 'A microphone converts sound waves into a varying voltage. A cell phone digitizes and compresses this signal, then transmits it by radio to a base station. Each base station covers an area called a cell, which gives the cell phone its name. The carrier\'s network routes the call through switching centers and backbone links. Many links are optical fibers carrying data as pulses of light. The network tracks which cell each phone is in. So it can deliver the call to the right base station. The receiving phone decodes the data and its speaker turns the signal back into sound.',
  },
  takeaways: {
    little: ['The phone turns your voice into a signal.', 'Towers and wires pass the signal on.', 'The other phone turns it back into a voice.'],
    young: ['A microphone turns your voice into electric signals.', 'Radio waves carry the call to a cell tower.', 'Cables carry it on, and a speaker turns it back into sound.'],
    older: ['Microphones turn sound into electrical signals; speakers turn them back.', 'Cell phones send digital code by radio to the nearest tower.', 'Networks route the call through cables, often using light in optical fibers.'],
  },
  sections: [
    {
      title: 'Your Voice Becomes a Signal',
      little: 'Your voice makes the air shake. A tiny part in the phone feels the shake. It turns it into a signal.',
      young: 'When you talk, your voice makes the air shake. A tiny microphone in the phone feels the shaking. It turns it into electric signals.',
      older: 'Sound is a vibration of the air. Inside the microphone, a thin part moves back and forth with those vibrations. That motion is turned into a changing electrical signal. A cell phone then turns the signal into digital code.',
      funFact: { title: 'Speakers in reverse', text: 'A speaker works like a microphone backward: it turns electric signals into shaking that makes sound.' },
    },
    {
      title: 'Through the Air to a Tower',
      little: 'The phone sends the signal through the air. You can not see it! A tall tower catches it.',
      young: 'Your phone sends the call as radio waves. You cannot see them, but they travel through the air very fast. A tall cell tower nearby picks them up.',
      older: 'Radio waves are invisible waves of energy that travel at the speed of light. Each cell tower covers an area around it, called a cell. As you move, your call can be handed from one tower to the next.',
      funFact: { title: 'Why "cell" phone?', text: 'The land is split into areas called cells, each served by a tower. That is where the cell phone gets its name.' },
    },
    {
      title: 'Across Town or Across the World',
      young: 'From the tower, the call races through cables, some under the ground and even under the ocean. It reaches a tower near the other person. Then it flies to their phone.',
      older: 'The network works out where the other phone is. It sends the call along cables to the right tower. Long-distance links often use optical fibers: thin strands of glass that carry data as flashes of light. Cables on the sea floor connect the continents.',
      funFact: { title: 'Light in glass', text: 'An optical fiber is a strand of glass thinner than a hair that carries messages as flashes of light.' },
    },
  ],
  deeper: {
    title: 'Digitizing, Cells and Routing',
    content: 'The phone samples the microphone signal thousands of times a second and turns each sample into a number. A codec compresses these numbers so they need less data. The phone sends the data on assigned radio frequencies to the base station. Base stations connect to the core network, which routes the call as digital data. Optical fibers carry that data as light pulses over long distances with little loss. The first practical telephone was patented by Alexander Graham Bell in 1876.',
    funFact: { title: 'The first telephone', text: 'Alexander Graham Bell received a patent for the telephone in 1876.' },
  },
  glossary: [
    { term: 'Microphone', say: 'MY-kruh-fohn', definition: 'A part that turns sound into electric signals.' },
    { term: 'Signal', say: 'SIG-nul', definition: 'A message carried by electricity, radio waves or light.' },
    { term: 'Radio waves', say: 'RAY-dee-oh wayvz', definition: 'Invisible waves of energy that carry messages through the air.' },
    { term: 'Cell tower', say: 'SEL TOW-er', definition: 'A tall tower that sends and receives phone signals for an area.' },
    { term: 'Optical fiber', say: 'OP-tih-kul FY-ber', definition: 'A thin glass strand that carries messages as light.' },
  ],
  tryIt: [{
    title: 'Cup-and-String Phone',
    description: 'Send your voice along a string, like an old-time telephone.',
    steps: [
      'Ask a grown-up to poke a small hole in the bottom of two paper cups.',
      'Push a long string through each hole and tie a knot inside.',
      'Each person holds a cup and walks back until the string is tight.',
      'Talk into one cup while the other person listens. Your voice shakes the string!',
    ],
    note: 'A grown-up makes the holes. Keep the string tight and away from necks.',
  }],
  analogies: [
    { title: 'A relay race', content: 'A phone call is like a relay race: your phone passes the message to a tower, the tower to cables, the cables to another tower, and that tower to your friend\'s phone.' },
  ],
  realWorld: [
    { title: 'No signal?', content: 'Deep in a valley or far in the country, there may be no cell tower close enough, so a phone shows no signal.' },
  ],
  engaging: [
    { question: 'Why does a phone sometimes lose signal in a tunnel?', context: 'Think about radio waves and the nearest tower.' },
    { question: 'How is a cup-and-string phone like a real phone?', context: 'Both carry the shaking of your voice to someone else.' },
  ],
  quiz: [
    {
      question: 'What turns your voice into a signal?', right: 'The phone\'s microphone', wrong: ['The phone\'s screen', 'The phone\'s case'],
      skill: 'recall', support: ['tiny part in the phone', 'microphone in the phone', 'microphone turns', 'microphone converts'],
    },
    {
      question: 'What catches the signal from your phone?', right: 'A cell tower', wrong: ['A cloud', 'The moon'],
      skill: 'recall', support: ['tall tower', 'cell tower', 'base station'],
    },
    {
      question: 'What carries a call through the air?', right: 'Radio waves', wrong: ['Sound waves', 'Tiny wires'],
      skill: 'vocabulary', bands: ['6-8', '9-12', '13+'], support: ['radio waves', 'by radio'],
    },
  ],
  sources: [
    {
      claim: 'A telephone microphone (transmitter) converts sound vibrations into an electrical signal and the receiver (speaker) converts it back to sound; Alexander Graham Bell was granted a patent for the telephone in 1876.',
      title: 'Britannica: Telephone',
      url: 'https://www.britannica.com/technology/telephone',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Mobile (cellular) telephones digitize and compress speech and send it by radio to base stations; the service area is divided into cells, each served by a base station, and calls are handed off from cell to cell as the user moves; the network routes calls to the base station of the receiving phone.',
      title: 'Britannica: Mobile telephone',
      url: 'https://www.britannica.com/technology/mobile-telephone',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Optical fibers are thin strands of glass that carry information as pulses of light over long distances with little loss; undersea fiber-optic cables link continents.',
      title: 'Britannica: Optical fiber',
      url: 'https://www.britannica.com/technology/optical-fiber',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: ['For 3-5, the electrical and radio signal is "a secret signal" that "flies through the air"; digital code comes from 9 up.'],
  related: ['internet', 'hearing-sounds', 'electricity'],
  links: [britannica('telephone'), SITES.smithsonian, SITES.natGeoKids],
};

const fridgeCold: KidEntry = {
  id: 'fridge-cold',
  module: 'Science Explorers',
  question: 'How does a fridge keep food cold?',
  title: 'How Does a Fridge Keep Food Cold?',
  blurb: 'A liquid that soaks up heat inside and lets it go outside: how a refrigerator works.',
  triggers: [['fridge'], ['refrigerator*'], ['freezer', 'cold'], ['freezer', 'work'], ['keep', 'food', 'cold']],
  quickAnswer: {
    '3-5': 'A fridge has a special liquid inside its pipes. The liquid grabs the warm from inside the fridge. Then it carries the warm out the back. So the inside stays cold. Cold food stays fresh longer!',
    '6-8': 'A fridge does not make cold. It takes heat out! A special liquid flows through pipes around the fridge. Inside, it turns into a gas and soaks up heat from the food. A pump squeezes the gas and sends it to pipes on the outside. There the heat goes out into the kitchen. That is why the back of a fridge feels warm.',
    '9-12': 'A fridge moves heat from inside to outside. A fluid called a refrigerant travels around a closed loop of pipes. Inside the fridge, it evaporates, turning from liquid to gas. Evaporating soaks up heat, so the inside cools. A compressor then squeezes the gas, which makes it hot. In coils outside the fridge, the hot gas gives off heat to the room and turns back into a liquid. Cold slows the growth of germs, so food stays safe for longer.',
    '13+': 'A refrigerator runs a vapor-compression cycle. Low-pressure liquid refrigerant evaporates in the evaporator coils inside the cabinet. It absorbs latent heat from the air and food. The compressor raises the vapor\'s pressure and temperature. In the condenser coils outside, the vapor releases heat to the room and condenses. An expansion valve or narrow tube lowers the pressure again, and the cycle repeats. It takes work to move heat from a cold place to a warmer one, so the compressor needs electricity. Food safety guidance is to keep a refrigerator at 40 °F (4 °C) or below.',
  },
  takeaways: {
    little: ['A fridge carries warm out of the box.', 'The back of the fridge gets warm.', 'Cold keeps food fresh.'],
    young: ['A fridge takes heat out; it does not make cold.', 'A special liquid soaks up heat when it turns to gas.', 'Cold slows down germs, so food lasts longer.'],
    older: ['A refrigerant carries heat from inside to outside in a loop.', 'Evaporating absorbs heat; condensing releases it.', 'The compressor uses electricity to move heat the hard way.'],
  },
  sections: [
    {
      title: 'Taking the Heat Away',
      little: 'When you get out of a bath, you feel cold. The water dries and takes your warm away. A fridge does a trick like that.',
      young: 'When you get out of a bath, the water drying on your skin makes you feel cold. Drying, or evaporating, takes heat away. A fridge uses the same trick with a special liquid.',
      older: 'When a liquid evaporates, it takes in heat from around it. That is why wet skin feels cool. In a fridge, the refrigerant evaporates in coils inside the cabinet. It soaks up heat from the air and the food.',
      funFact: { title: 'Sweat cools you', text: 'Sweating cools your body the same way: as sweat dries, it takes heat away from your skin.' },
    },
    {
      title: 'Out the Back',
      little: 'A pump in the fridge hums. It pushes the warm out the back. Out goes the warm!',
      young: 'A pump called a compressor squeezes the warm gas. It sends it to pipes on the back or bottom of the fridge. There the heat escapes into the room.',
      older: 'The compressor squeezes the refrigerant gas, making it hotter than the room. In the condenser coils outside the cabinet, it gives its heat to the kitchen air. Cooling down, it turns back into a liquid and flows inside again.',
      funFact: { title: 'The hum', text: 'The humming you hear from a fridge is often the compressor turning on.' },
    },
    {
      title: 'Why Keep Food Cold?',
      little: 'Tiny germs can spoil food. Cold makes them slow. So milk stays fresh in the fridge.',
      young: 'Tiny living things called bacteria can make food go bad. Cold slows them down. That keeps milk, meat and leftovers safe for longer.',
      older: 'Bacteria multiply quickly in warm food. Cold temperatures slow their growth a lot, though they do not kill them. So chilled food stays safe for longer, and freezing keeps it longer still.',
      funFact: { title: 'Close the door', text: 'Every time the door stays open, warm air rushes in and the fridge has to work harder.' },
    },
  ],
  deeper: {
    title: 'The Vapor-Compression Cycle',
    content: 'The cycle has four main parts: evaporator, compressor, condenser and expansion device. Refrigerants are chosen to boil at low temperatures at low pressure. In the evaporator, boiling absorbs latent heat without raising the refrigerant\'s temperature much. The compressor does work on the vapor, so the condenser can reject heat to warmer room air. Heat naturally flows from hot to cold, never the other way on its own. A fridge moves heat "uphill," which takes energy. Air conditioners and heat pumps use the same cycle.',
    funFact: { title: 'Same idea, bigger', text: 'Air conditioners use the same cycle to move heat out of a whole room.' },
  },
  glossary: [
    { term: 'Refrigerator', say: 'rih-FRIJ-uh-ray-ter', definition: 'A machine that keeps food cold by moving heat out of it.' },
    { term: 'Evaporate', say: 'ih-VAP-uh-rayt', definition: 'When a liquid turns into a gas.' },
    { term: 'Refrigerant', say: 'rih-FRIJ-er-unt', definition: 'The special fluid that carries heat around a fridge.' },
    { term: 'Compressor', say: 'kum-PRESS-er', definition: 'A pump that squeezes gas.' },
    { term: 'Bacteria', say: 'bak-TEER-ee-uh', definition: 'Tiny living things, some of which can make food go bad.' },
  ],
  tryIt: [{
    title: 'Cool Hands',
    description: 'Feel how drying water takes heat away, the fridge\'s trick.',
    steps: [
      'Dip one hand in water. Keep the other hand dry.',
      'Wave both hands in the air.',
      'Which hand feels cooler?',
      'The water drying on your wet hand carries heat away, just like the liquid in a fridge.',
    ],
    note: 'Use cool tap water, and dry your hands afterward.',
  }],
  analogies: [
    { title: 'A heat sponge', content: 'The refrigerant is like a sponge for heat: it soaks heat up inside the fridge and gets squeezed out at the back.' },
  ],
  realWorld: [
    { title: 'Before fridges', content: 'Long ago, people kept food cool with blocks of ice, in cellars, or in cold streams.' },
  ],
  engaging: [
    { question: 'Could an open fridge cool a hot kitchen?', context: 'Think about where the heat goes out the back.' },
    { question: 'Which foods in your home need the fridge, and which do not?', context: 'Look at labels with a grown-up.' },
  ],
  quiz: [
    {
      question: 'What does a fridge take out of the food?', right: 'Heat', wrong: ['Water', 'Color'],
      skill: 'recall', support: ['grabs the warm', 'takes heat out', 'soaks up heat', 'absorbs latent heat'],
    },
    {
      question: 'Where does the heat go?', right: 'Out into the kitchen', wrong: ['Into the freezer', 'Into the food'],
      skill: 'cause-effect', support: ['out the back', 'heat goes out into the kitchen', 'gives off heat to the room', 'releases heat to the room', 'heat to the kitchen air'],
    },
    {
      question: 'Why does cold keep food fresh?', right: 'It slows down germs', wrong: ['It makes food sweeter', 'It washes the food'],
      skill: 'cause-effect', support: ['cold makes them slow', 'cold slows them down', 'cold slows the growth of germs', 'slow their growth'],
    },
  ],
  sources: [
    {
      claim: 'Mechanical refrigerators use a vapor-compression cycle: a refrigerant evaporates in the evaporator, absorbing heat from the cabinet; a compressor raises its pressure and temperature; in the condenser it releases heat to the surroundings and condenses; an expansion valve or capillary tube lowers the pressure; the work of the compressor is needed to move heat from a colder to a warmer place; air conditioners and heat pumps use the same cycle. Before refrigerators, ice, cellars and cold water were used to keep food cool.',
      title: 'Britannica: Refrigeration',
      url: 'https://www.britannica.com/technology/refrigeration',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Keep your refrigerator at 40 °F (4 °C) or below; refrigeration slows bacterial growth but does not stop it, and freezing keeps food safe longer.',
      title: 'FoodSafety.gov: Cold Food Storage Chart',
      url: 'https://www.foodsafety.gov/food-safety-charts/cold-food-storage-charts',
      read: READ,
      authority: 'public-health',
      asOf: '2026-11',
    },
  ],
  simplifications: ['For 3-5, heat is "the warm" and the refrigerant is "a special liquid" that carries it out the back.'],
  related: ['ice-floats', 'electricity', 'snowflakes'],
  links: [britannica('refrigerator'), SITES.smithsonian, SITES.kidsHealth],
};

const lightBulb: KidEntry = {
  id: 'light-bulb',
  module: 'Science Explorers',
  question: 'How does a light bulb work?',
  title: 'How Does a Light Bulb Work?',
  blurb: 'A glowing hot wire or a tiny light-making chip: two ways electricity becomes light.',
  triggers: [['light', 'bulb*'], ['lightbulb*'], ['lamp', 'work'], ['led', 'light*'], ['filament'], ['bulb', 'glow*'], ['bulb', 'light', 'up']],
  quickAnswer: {
    '3-5': 'When you flip the switch, electricity flows into the bulb. Some bulbs have a thin wire that gets so hot it glows. Other bulbs have a tiny light maker inside. It glows without getting very hot. Click! The room is bright. Bulbs can be hot, so only grown-ups touch them.',
    '6-8': 'A light bulb turns electricity into light. Old-style bulbs have a very thin wire inside. It is called a filament. Power rushes through it and makes it so hot that it glows. LED bulbs work in a new way. Power flows through a tiny chip that gives off light. It does not get very hot. LED bulbs use much less energy. Bulbs can get hot, so let a grown-up change them.',
    '9-12': 'There are two main kinds of bulbs. In an incandescent bulb, current flows through a thin tungsten filament. The filament resists the current and heats up so much it glows white-hot. The glass is filled with a gas with no oxygen, so the filament does not burn up. Most of the energy becomes heat, not light. An LED, or light-emitting diode, gives off light when current flows through a special material. LEDs use at least 75 percent less energy and can last up to 25 times longer.',
    '13+': 'An incandescent lamp is a thermal light source. Current through a tungsten filament heats it to a very high temperature, and it radiates light. Most of the radiated energy is infrared heat, so the lamp is inefficient. The bulb holds an inert gas or a vacuum, so the filament does not oxidize. A light-emitting diode is a semiconductor device. Electrons crossing its junction drop in energy and give off photons directly. This process, electroluminescence, wastes far less energy as heat. LEDs use at least 75 percent less energy than incandescent bulbs and can last up to 25 times longer.',
  },
  takeaways: {
    little: ['Flip the switch, and the bulb lights up.', 'Some bulbs glow because a wire gets hot.', 'Only grown-ups touch and change bulbs.'],
    young: ['A bulb turns electricity into light.', 'Old bulbs glow because a thin wire gets very hot.', 'LED bulbs make light and use much less energy.'],
    older: ['Incandescent bulbs glow because a filament is heated white-hot.', 'LEDs make light directly from a special material.', 'LEDs waste less energy as heat and last much longer.'],
  },
  sections: [
    {
      title: 'The Glowing Wire',
      little: 'Look in an old bulb. There is a tiny, thin wire. When the light is on, it gets very hot. So hot that it glows!',
      young: 'An old-style bulb has a thin wire called a filament. Electricity has a hard time squeezing through it, so the wire heats up. It gets so hot that it glows bright.',
      older: 'The filament is a thin coil of tungsten, a metal that can get extremely hot without melting. It resists the flow of current, which heats it until it glows. The glass holds a gas with no oxygen, because oxygen would make the hot filament burn out.',
      funFact: { title: 'Mostly heat', text: 'An old-style bulb gives off much more heat than light, which is why it feels hot.' },
    },
    {
      title: 'Tiny Light Makers',
      little: 'Many new bulbs have tiny light makers. They glow bright. They do not waste much energy.',
      young: 'LED bulbs have tiny chips inside. When electricity flows through them, they give off light straight away. They stay much cooler and use much less energy.',
      older: 'An LED is a light-emitting diode. Current flowing through its special material releases energy as light, with little heat. That makes LED bulbs far more efficient. They also last much longer.',
      funFact: { title: 'LEDs everywhere', text: 'LEDs light up phone screens, traffic lights, flashlights and many TV screens.' },
    },
    {
      title: 'Safe With Light Bulbs',
      little: 'Bulbs can be hot. Bulbs are glass. So only grown-ups touch them.',
      young: 'Bulbs can be hot and are often made of glass. A grown-up turns off the power and lets the bulb cool before changing it.',
      older: 'Even LED bulbs get warm, and old-style bulbs get hot enough to burn. Glass can break. Sockets carry electricity, so changing bulbs is a job for a grown-up with the power switched off.',
      funFact: { title: 'Saving energy', text: 'Switching off lights in empty rooms saves electricity.' },
    },
  ],
  deeper: {
    title: 'Thermal Radiation Versus Electroluminescence',
    content: 'Any hot object radiates light, and the hotter it is, the more visible light it gives. A tungsten filament glows at very high temperatures, but most of its output is infrared. That is why incandescent lamps have low efficiency. In an LED, electrons and holes recombine at a semiconductor junction. The energy gap of the material sets the color of light. White LEDs often use a blue LED with a phosphor coating that adds yellow light. Efficiency is measured in lumens of light per watt of power.',
    funFact: { title: 'White from blue', text: 'Many white LEDs are really blue LEDs with a yellow coating, and the mix looks white to our eyes.' },
  },
  glossary: [
    { term: 'Filament', say: 'FIL-uh-ment', definition: 'The thin wire inside an old-style bulb that glows.' },
    { term: 'LED', say: 'ELL-ee-dee', definition: 'A tiny chip that gives off light when electricity flows through it.' },
    { term: 'Electricity', say: 'ee-lek-TRISS-ih-tee', definition: 'Energy that flows through wires and powers lights and machines.' },
    { term: 'Incandescent', say: 'in-kan-DESS-ent', definition: 'Glowing because it is very hot.' },
    { term: 'Efficient', say: 'ih-FISH-ent', definition: 'Doing a job without wasting much energy.' },
  ],
  tryIt: [{
    title: 'Light Detective',
    description: 'Find the different kinds of lights in your home.',
    steps: [
      'Walk around your home with a grown-up.',
      'Count the lamps and lights you find.',
      'Ask a grown-up which ones are LED lights.',
      'Look at the lights only when they are switched off and cool. Never touch a bulb or a socket.',
    ],
    note: 'Only grown-ups touch or change bulbs, with the power switched off.',
  }],
  analogies: [
    { title: 'A crowded hallway', content: 'Electricity squeezing through a thin filament is like a crowd pushing through a narrow hallway: all that rubbing and bumping makes heat.' },
  ],
  realWorld: [
    { title: 'Changing bulbs', content: 'Many homes and cities have swapped old bulbs for LED ones to save energy and money.' },
  ],
  engaging: [
    { question: 'Why does an old bulb feel hot but an LED only warm?', context: 'Think about where the energy goes.' },
    { question: 'How many lights can you count in your home?', context: 'Count with a grown-up, without touching any.' },
  ],
  quiz: [
    {
      question: 'Why does the wire in an old bulb glow?', right: 'It gets very hot', wrong: ['It is painted yellow', 'It is full of sunlight'],
      skill: 'cause-effect', support: ['gets so hot it glows', 'so hot that it glows', 'heats up so much it glows', 'heats it until it glows', 'glows white-hot'],
    },
    {
      question: 'Who should change a light bulb?', right: 'A grown-up', wrong: ['A kid on a chair', 'Anyone, any time'],
      skill: 'recall', support: ['only grown-ups touch them', 'let a grown-up change them', 'job for a grown-up'],
    },
    {
      question: 'Which bulbs use much less energy?', right: 'LED bulbs', wrong: ['Old-style bulbs', 'Extra-big bulbs'],
      skill: 'recall', bands: ['6-8', '9-12', '13+'], support: ['LED bulbs use much less energy', 'LEDs use at least 75 percent less energy'],
    },
  ],
  sources: [
    {
      claim: 'In an incandescent lamp, electric current heats a tungsten filament until it glows; the bulb is filled with an inert gas or evacuated so the filament does not oxidize; most of the energy is radiated as infrared heat rather than visible light.',
      title: 'Britannica: Incandescent lamp',
      url: 'https://www.britannica.com/technology/incandescent-lamp',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Residential LEDs (light-emitting diodes), especially ENERGY STAR rated products, use at least 75 percent less energy and last up to 25 times longer than incandescent lighting; LEDs emit very little heat compared with incandescent bulbs.',
      title: 'US Department of Energy, Energy Saver: LED Lighting',
      url: 'https://www.energy.gov/energysaver/led-lighting',
      read: READ,
      authority: 'science-body',
    },
    {
      claim: 'A light-emitting diode (LED) is a semiconductor device that emits light by electroluminescence when electrons and holes recombine at its junction; the band gap sets the color; white LEDs often combine a blue LED with a yellow phosphor; LEDs are used in displays, traffic signals, flashlights and TV screens.',
      title: 'Britannica: Light-emitting diode',
      url: 'https://www.britannica.com/technology/light-emitting-diode',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: ['For 3-5, an LED is "a tiny light maker"; resistance is "electricity has a hard time squeezing through" for 6-8.'],
  related: ['electricity', 'before-electricity', 'how-eyes-see'],
  links: [britannica('light bulb'), SITES.smithsonian, SITES.natGeoKids],
};

const microwaveOven: KidEntry = {
  id: 'microwave-oven',
  module: 'Science Explorers',
  question: 'How does a microwave heat food?',
  title: 'How Does a Microwave Heat Food?',
  blurb: 'Invisible waves that make the water in food jiggle and warm up (a grown-up\'s machine).',
  triggers: [['microwave*'], ['micro', 'wave*']],
  quickAnswer: {
    '3-5': 'A microwave is a grown-up\'s machine. Only grown-ups use it. Inside, it makes waves you cannot see. The waves make the water in food wiggle. Wiggling makes the food warm!',
    '6-8': 'A microwave oven is only for grown-ups to use. Inside, a part makes invisible waves called microwaves. They bounce around the metal box and go into the food. They make tiny bits of water in the food jiggle very fast. All that jiggling makes heat, so the food warms up. Food can get very hot, so let a grown-up take it out.',
    '9-12': 'A microwave oven makes microwaves, a kind of invisible wave related to radio waves. A part called a magnetron produces them. The metal walls reflect them, and a metal mesh in the door keeps them inside. Water molecules in food are pulled back and forth by the waves. Their jiggling makes heat. The turntable spins the food so it heats more evenly. Microwave ovens are for grown-ups to use: food and steam can burn, and metal can make sparks.',
    '13+': 'A magnetron converts electrical energy into microwaves, usually at about 2.45 gigahertz. The oven cavity is a metal box that reflects them, and the door screen blocks them. Water molecules are polar, so the oscillating electric field makes them rotate back and forth. Their motion is turned into heat throughout the outer layers of food. Heating is uneven, with hot and cold spots, so the turntable and stirring help. Microwaves do not make food radioactive. When the oven turns off, the microwaves stop.',
  },
  takeaways: {
    little: ['Only grown-ups use the microwave.', 'Invisible waves make the water in food wiggle.', 'Wiggling makes the food warm.'],
    young: ['Microwaves make water in food jiggle.', 'Jiggling makes heat, so food warms up.', 'Only grown-ups use the microwave oven.'],
    older: ['A magnetron makes microwaves that bounce inside a metal box.', 'The waves make water molecules jiggle, which heats the food.', 'Microwave ovens are for grown-ups: hot food, steam and metal are risks.'],
  },
  sections: [
    {
      title: 'Waves You Cannot See',
      little: 'Inside the box, a part makes waves. You cannot see them. They bounce all around the box. They go into the food.',
      young: 'A part inside the oven makes invisible waves called microwaves. They bounce off the metal walls and soak into the food. The door has a metal screen that keeps them inside.',
      older: 'Microwaves are a kind of electromagnetic wave, like radio waves and light. A part called a magnetron makes them. The metal walls reflect them back and forth. The metal mesh in the door has holes too small for them to pass, but big enough to see through.',
      funFact: { title: 'Not radioactive', text: 'Microwaves do not make food radioactive, and when the oven turns off, the waves stop.' },
    },
    {
      title: 'Jiggling Makes Heat',
      little: 'Rub your hands fast. They get warm! Water in food wiggles fast too. So the food gets warm.',
      young: 'Rub your hands together fast. They get warm! The waves make tiny bits of water in the food jiggle back and forth very fast. That makes the food hot.',
      older: 'Water molecules have a positive end and a negative end. The waves keep flipping direction, so the molecules keep twisting to line up. This constant motion becomes heat. Food with more water usually heats faster.',
      funFact: { title: 'Spinning plate', text: 'The plate spins so each part of the food passes through the strong spots of the waves.' },
    },
    {
      title: 'A Grown-Up\'s Machine',
      young: 'Food from the microwave can be hot inside even when it feels cool outside. Steam can burn. Metal can make sparks. That is why grown-ups use it.',
      older: 'Microwaved food heats unevenly, so a spot inside can be much hotter than the rest. Steam from a bowl can burn. Metal objects can make sparks. So grown-ups run the microwave, stir the food and test it before serving.',
      funFact: { title: 'Let it rest', text: 'Grown-ups often let food stand for a minute after heating, so the heat spreads out evenly.' },
    },
  ],
  deeper: {
    title: 'Dielectric Heating',
    content: 'Microwave heating is called dielectric heating. Polar molecules, mainly water, try to line up with the oscillating electric field. Their motion and collisions turn field energy into heat. Microwaves penetrate only a few centimeters, so thick food heats from the outside in by conduction. Standing waves in the cavity create hot and cold spots. Metal reflects microwaves, and sharp metal edges can cause sparks. Regulators limit how much energy may leak from an oven.',
    funFact: { title: 'Hot spots', text: 'With the plate not spinning, a tray of melting cheese or chocolate shows hot spots where the waves are strongest.' },
  },
  glossary: [
    { term: 'Microwave', say: 'MY-kroh-wayv', definition: 'An invisible wave that can heat food, and the oven that uses it.' },
    { term: 'Steam', say: 'STEEM', definition: 'Very hot water in the air, as a gas; it can burn.' },
    { term: 'Magnetron', say: 'MAG-nuh-tron', definition: 'The part of a microwave oven that makes the waves.' },
    { term: 'Molecule', say: 'MOL-uh-kyool', definition: 'A tiny bit of something, made of atoms stuck together.' },
    { term: 'Reflect', say: 'rih-FLEKT', definition: 'To bounce back from a surface.' },
  ],
  tryIt: [{
    title: 'Warm Hands',
    description: 'Feel how jiggling and rubbing make heat, with no machine at all.',
    steps: [
      'Put your hands together.',
      'Rub them fast while you count to ten.',
      'Feel how warm they are now!',
      'Jiggling water in food warms up the same way.',
    ],
    note: 'No machine needed. Only grown-ups use the microwave oven.',
    bands: ['3-5', '6-8'],
  }, {
    title: 'Watch for the Turntable',
    description: 'Find out why the plate spins, by watching a grown-up.',
    steps: [
      'Ask a grown-up to show you the microwave with the door open and the power off.',
      'Look at the metal walls and the screen in the door.',
      'Watch from a few steps back while a grown-up heats a bowl of water in the microwave.',
      'Talk about it: why does the plate turn? Why does the grown-up stir the food?',
    ],
    note: 'Only grown-ups run the microwave and take hot food out.',
    bands: ['9-12', '13+'],
  }],
  analogies: [
    { title: 'A dance floor', content: 'The waves are like music that keeps changing direction, and water molecules are dancers twisting back and forth. All that dancing warms up the room.' },
  ],
  realWorld: [
    { title: 'Radar and phones', content: 'Microwaves are also used for radar and to carry some phone and Wi-Fi signals.' },
  ],
  engaging: [
    { question: 'Why do you think soup gets hot faster than bread?', context: 'Think about which food has more water.' },
    { question: 'Why does the microwave door have a metal screen?', context: 'Think about keeping the waves inside.' },
  ],
  quiz: [
    {
      question: 'Who uses the microwave?', right: 'Only grown-ups', wrong: ['Any kid who is hungry', 'Only pets'],
      skill: 'recall', support: ['only grown-ups use it', 'only for grown-ups', 'grown-ups use it', 'for grown-ups to use', 'grown-ups run the microwave'],
    },
    {
      question: 'What do the waves make jiggle in food?', right: 'Tiny bits of water', wrong: ['Tiny bits of salt', 'The plate'],
      skill: 'recall', support: ['water in the food wiggle', 'tiny bits of water', 'water molecules'],
    },
    {
      question: 'What does a microwave oven make to heat food?', right: 'Invisible waves', wrong: ['A small fire', 'Hot steam from a pipe'],
      skill: 'cause-effect', support: ['makes waves you cannot see', 'invisible waves', 'makes microwaves'],
    },
  ],
  sources: [
    {
      claim: 'Microwave ovens use a magnetron to produce microwaves, usually at a frequency of about 2.45 gigahertz, which are reflected by the metal interior and blocked by the metal mesh in the door; microwaves are absorbed by water molecules in food, making them vibrate and produce heat; heating can be uneven, so stirring and standing time help; microwaves do not make food radioactive and stop when the oven is turned off; federal standards limit leakage; some food and containers can get very hot and steam can burn; metal can cause sparks (arcing).',
      title: 'US Food and Drug Administration: Microwave Oven Radiation',
      url: 'https://www.fda.gov/radiation-emitting-products/resources-you-radiation-emitting-products/microwave-oven-radiation',
      read: READ,
      authority: 'public-health',
    },
    {
      claim: 'A microwave oven heats food by dielectric heating: polar molecules such as water rotate in the oscillating electromagnetic field, converting energy to heat; microwaves penetrate only a few centimeters; microwaves are also used in radar and communications, including Wi-Fi and some phone signals.',
      title: 'Britannica: Microwave oven',
      url: 'https://www.britannica.com/technology/microwave-oven',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: ['For 3-8, heating is "the water in food wiggles"; rotating polar molecules come from 9 up.'],
  related: ['fridge-cold', 'electricity', 'hearing-sounds'],
  links: [britannica('microwave oven'), SITES.smithsonian, SITES.kidsHealth],
};

const batteries: KidEntry = {
  id: 'batteries',
  module: 'Science Explorers',
  question: 'How do batteries work?',
  title: 'How Do Batteries Work?',
  blurb: 'Chemicals that push electricity around a circuit, and why batteries are never for mouths.',
  triggers: [['battery'], ['batteries'], ['batterie*'], ['battery', 'electricity'], ['battery', 'energy']],
  quickAnswer: {
    '3-5': 'A battery holds power inside. It has two ends. One is plus and one is minus. Put it in a toy, and the power flows out. The toy lights up or moves! Never open a battery. Never put one in your mouth. If a kid swallows one, tell a grown-up right away.',
    '6-8': 'A battery stores energy in chemicals. It has two ends: a plus end and a minus end. Put it in a toy, and the stuff inside starts to change. That pushes power out of one end, through the toy, and back in the other end. When the stuff is used up, the battery is flat. Never open, bite or swallow a battery. If a kid swallows one, get a grown-up right away.',
    '9-12': 'A battery stores energy in chemicals. Inside are two different materials. Between them is a paste or liquid called the electrolyte. When a wire loop joins the two ends, a chemical change starts. It pushes tiny particles called electrons out of the negative end. They flow through the device to the positive end. In a rechargeable battery, a charger pushes the change backward. Never open, bite or swallow a battery. Swallowed button batteries are very dangerous.',
    '13+': 'A battery is one or more electrochemical cells. Each has a negative electrode (anode), a positive electrode (cathode) and an electrolyte between them. Connecting a circuit lets a redox reaction run. The anode releases electrons that travel through the external circuit to the cathode. Ions move through the electrolyte to balance the charge. The voltage depends on the chemistry. In rechargeable batteries, such as lithium-ion, charging reverses the reaction. Swallowed button batteries can cause severe internal burns within hours, so anyone who swallows one needs emergency care at once.',
  },
  takeaways: {
    little: ['A battery holds energy.', 'It has a plus end and a minus end.', 'Never put a battery in your mouth.'],
    young: ['Batteries store energy in chemicals.', 'Power flows out one end and back in the other.', 'Never open, bite or swallow a battery.'],
    older: ['A chemical reaction pushes electrons around a circuit.', 'Rechargeable batteries run the reaction backward when charged.', 'Batteries, especially button batteries, must never be swallowed.'],
  },
  sections: [
    {
      title: 'Keep Batteries Safe',
      little: 'Batteries are not toys. Never put one in your mouth. Never open one. If a little one gets swallowed, tell a grown-up fast.',
      young: 'Batteries have strong stuff inside. Never open, bite or swallow one. Tiny round button batteries can hurt you badly if swallowed. Tell a grown-up right away if that happens.',
      older: 'Battery chemicals can burn skin and eyes. Button batteries, found in remotes, watches and toys, can cause serious burns inside the body if swallowed. If anyone might have swallowed one, a grown-up calls for emergency help at once.',
      funFact: { title: 'Screwed shut', text: 'Many toys have battery doors held shut with a screw, so little children cannot get the batteries out.' },
    },
    {
      title: 'Plus and Minus',
      little: 'Look at a battery. One end has a bump. That is plus. The flat end is minus. They go in the right way.',
      young: 'Power flows out of the minus end. It goes round through the toy and back into the plus end. That loop is called a circuit.',
      older: 'The negative end gives out electrons and the positive end takes them in. They only flow when there is a complete loop, or circuit. That is why batteries must go in the right way round.',
      funFact: { title: 'Stacking cells', text: 'Some devices line up several batteries end to end to get a stronger push.' },
    },
    {
      title: 'When a Battery Runs Out',
      young: 'As the battery works, the stuff inside slowly changes. When it is used up, the battery is flat. Some batteries can be filled up again with a charger.',
      older: 'As the reaction runs, the materials in the electrodes are used up, and the voltage drops. A single-use battery is then done. A charger pushes current the other way through a rechargeable battery. That rebuilds the starting chemicals. Used batteries should be recycled, not put in the trash.',
      funFact: { title: 'Phones and cars', text: 'Phones, laptops and electric cars use rechargeable lithium-ion batteries.' },
    },
  ],
  deeper: {
    title: 'Electrochemical Cells',
    content: 'In a cell, oxidation at the anode releases electrons and reduction at the cathode takes them up. The electrolyte lets ions move but blocks electrons, forcing them through the external circuit. Voltage comes from the difference in chemical energy between the electrodes. In an alkaline cell, zinc and manganese dioxide react. In lithium-ion cells, lithium ions shuttle between the electrodes during charge and discharge. Damaged lithium-ion batteries can overheat, so they need careful handling and recycling.',
    funFact: { title: 'Shuttling ions', text: 'In a lithium-ion battery, tiny charged particles move one way when charging and back the other way when in use.' },
  },
  glossary: [
    { term: 'Battery', say: 'BAT-uh-ree', definition: 'A store of energy in chemicals that makes electricity.' },
    { term: 'Circuit', say: 'SUR-kit', definition: 'A complete loop that electricity flows around.' },
    { term: 'Electrolyte', say: 'ee-LEK-truh-lite', definition: 'The substance inside a battery between its two ends.' },
    { term: 'Rechargeable', say: 'ree-CHAR-juh-bul', definition: 'Able to be filled up with energy again.' },
    { term: 'Electron', say: 'ee-LEK-tron', definition: 'A tiny particle whose flow makes electricity.' },
  ],
  tryIt: [{
    title: 'Battery Hunt',
    description: 'Find things at home that run on batteries, without opening any.',
    steps: [
      'Walk around your home with a grown-up.',
      'Point to things that use batteries: remotes, clocks, toys.',
      'Ask a grown-up to show you a big AA battery. Find the plus end and the minus end. Button and coin batteries are never for children to hold.',
      'Count how many things you found.',
    ],
    note: 'Look only; a grown-up handles the batteries. Never open, bite or swallow a battery.',
  }],
  analogies: [
    { title: 'A water pump', content: 'A battery is like a pump that pushes water around a loop of pipe. The water is the electricity, and the loop is the circuit.' },
  ],
  realWorld: [
    { title: 'Recycle them', content: 'Used batteries go to special recycling bins at many stores, not in the trash.' },
  ],
  engaging: [
    { question: 'What would happen if a battery went in backward?', context: 'Think about the plus and minus ends.' },
    { question: 'Which things at home need batteries, and which plug in?', context: 'Make two lists with a grown-up.' },
  ],
  quiz: [
    {
      question: 'What should you do if someone swallows a battery?', right: 'Tell a grown-up right away', wrong: ['Wait and see what happens', 'Drink a glass of milk'],
      skill: 'recall', support: ['tell a grown-up right away', 'get a grown-up right away', 'tell a grown-up fast', 'emergency help', 'emergency care'],
    },
    {
      question: 'What are the two ends of a battery called?', right: 'Plus and minus', wrong: ['Top and tail', 'Hot and cold'],
      skill: 'vocabulary', support: ['plus and minus', 'plus end and a minus end', 'negative end', 'positive end', 'negative electrode'],
    },
    {
      question: 'Where does a battery store its energy?', right: 'In chemicals', wrong: ['In tiny springs', 'In trapped air'],
      skill: 'recall', bands: ['6-8', '9-12', '13+'], support: ['stores energy in chemicals', 'chemical energy', 'electrochemical'],
    },
  ],
  sources: [
    {
      claim: 'A battery converts chemical energy into electrical energy; each cell has a negative electrode (anode), a positive electrode (cathode) and an electrolyte; electrons flow from the anode through the external circuit to the cathode while ions move through the electrolyte; rechargeable (secondary) batteries such as lithium-ion are recharged by reversing the reaction; alkaline cells use zinc and manganese dioxide.',
      title: 'Britannica: Battery (electronics)',
      url: 'https://www.britannica.com/technology/battery-electronics',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Swallowed button batteries can cause severe burns inside the body within hours; if a child may have swallowed one, seek emergency care immediately; keep batteries and battery compartments secured (many toys use screw-closed compartments).',
      title: 'National Capital Poison Center: Button Battery Ingestion',
      url: 'https://www.poison.org/battery',
      read: READ,
      authority: 'public-health',
      asOf: '2026-11',
    },
    {
      claim: 'Used batteries should be recycled rather than thrown in the trash; damaged lithium-ion batteries can overheat and cause fires, so they need careful handling; lithium-ion batteries power phones, laptops and electric vehicles.',
      title: 'US EPA: Used Household Batteries',
      url: 'https://www.epa.gov/recycle/used-household-batteries',
      read: READ,
      authority: 'science-body',
    },
  ],
  simplifications: ['For 3-5, stored chemical energy is "energy inside"; electrons and chemistry come from 9 up.'],
  related: ['electricity', 'light-bulb', 'cars-move'],
  links: [britannica('battery'), SITES.kidsHealth, SITES.smithsonian],
};

const solarPanels: KidEntry = {
  id: 'solar-panels',
  module: 'Science Explorers',
  question: 'How do solar panels work?',
  title: 'How Do Solar Panels Work?',
  blurb: 'Sunlight knocking tiny particles loose: how solar cells turn light into electricity.',
  triggers: [['solar', 'panel*'], ['solar', 'power'], ['solar', 'energy'], ['solar', 'cell*'], ['photovoltaic*'], ['electricity', 'sunlight'], ['electricity', 'from', 'sun']],
  quickAnswer: {
    '3-5': 'Solar panels are flat and shiny. They sit in the sun. When sunlight hits them, they make power. The power can run lights and fridges. No smoke at all! At night, they rest.',
    '6-8': 'A solar panel is made of many small solar cells. When sunlight shines on a cell, it gives tiny bits inside a push. The bits start to flow, and a flow like that is electricity. Wires carry it to lights and machines. Solar panels make no smoke. They work best in bright sun and make no power at night.',
    '9-12': 'Solar panels are made of solar cells, usually of silicon. Silicon is a semiconductor, a material that lets electricity flow only in certain ways. When sunlight hits a cell, its energy knocks electrons loose. The cell is built so they can flow only one way, making an electric current. Many cells are wired together in a panel. An inverter changes the current into the kind homes use. Panels make no power at night, so homes also use the grid or batteries.',
    '13+': 'Solar panels use the photovoltaic effect. A solar cell is a silicon wafer with two layers doped to make a p-n junction. Photons with enough energy free electrons, creating electron-hole pairs. The electric field at the junction separates them, so current flows through an external circuit. Cells make direct current, and an inverter converts it to alternating current for homes and the grid. Output depends on sunlight strength, panel angle and temperature. Panels make no power at night and less under clouds, so storage or the grid fills the gaps.',
  },
  takeaways: {
    little: ['Solar panels make power from sunlight.', 'They work in the sun.', 'They make no smoke.'],
    young: ['Solar panels are made of many solar cells.', 'Sunlight makes tiny bits flow as power.', 'They need sunlight, so they make no power at night.'],
    older: ['Sunlight knocks electrons loose in silicon solar cells.', 'The cell makes them flow one way as a current.', 'An inverter changes the current for homes; storage covers the night.'],
  },
  sections: [
    {
      title: 'Sunlight Gives a Push',
      little: 'Sunlight has lots of energy. It can warm your skin. In a solar panel, it makes power flow.',
      young: 'Sunlight has energy. When it hits a solar cell, it gives tiny bits inside a push. The bits start to move. Moving bits like these make power.',
      older: 'Light comes in tiny packets of energy called photons. When a photon hits the silicon, it can free an electron. The cell has a built-in electric field that pushes freed electrons one way. That steady push makes an electric current.',
      funFact: { title: 'Light in, power out', text: 'The word photovoltaic means light and electricity.' },
    },
    {
      title: 'From Cells to Panels',
      little: 'One panel has lots of little squares. Each square makes a bit of power. Together they make a lot!',
      young: 'One solar cell makes just a little power. So lots of cells are joined in a panel. Lots of panels can sit side by side on roofs or in big fields.',
      older: 'Cells are wired together into panels, and panels into arrays. Rooftop arrays can power a home. Large solar farms feed electricity into the grid for many homes.',
      funFact: { title: 'Space power', text: 'Satellites and space stations use big solar panels for power.' },
    },
    {
      title: 'When the Sun Goes Down',
      young: 'Solar panels need sunlight, so at night they stop. Then homes use power from the power lines, or from batteries filled up in the day.',
      older: 'Panels make the most power in strong, direct sun and less under clouds. At night they make none. Batteries can store daytime power, and the grid can fill the gaps.',
      funFact: { title: 'Clean energy', text: 'Solar panels make electricity without burning fuel, so they give off no smoke while they work.' },
    },
  ],
  deeper: {
    title: 'The Photovoltaic Effect',
    content: 'Silicon solar cells join n-type silicon, doped to have extra electrons, to p-type silicon, doped to have holes. At the junction, an electric field forms. Absorbed photons with energy above the band gap create electron-hole pairs. The field separates them, producing a voltage and a current. Cells make direct current, which inverters convert to alternating current. Efficiency is the share of sunlight energy turned into electricity. Heat lowers efficiency, so panels work better when cool.',
    funFact: { title: 'Cool panels', text: 'Solar panels work a little better on cold, sunny days than on very hot ones.' },
  },
  glossary: [
    { term: 'Solar', say: 'SOH-ler', definition: 'About the Sun or its light.' },
    { term: 'Solar cell', say: 'SOH-ler SEL', definition: 'A small part of a solar panel that turns light into electricity.' },
    { term: 'Electron', say: 'ee-LEK-tron', definition: 'A tiny particle whose flow makes electricity.' },
    { term: 'Silicon', say: 'SIL-ih-kun', definition: 'A material from sand used to make solar cells and computer chips.' },
    { term: 'Inverter', say: 'in-VUR-ter', definition: 'A box that changes solar electricity into the kind homes use.' },
  ],
  tryIt: [{
    title: 'Sun and Shade',
    description: 'See how much energy sunlight carries.',
    steps: [
      'With a grown-up, put two dark cloths outside: one in the sun and one in the shade.',
      'Wait for half an hour.',
      'Gently feel each cloth with your hand. Which is warmer?',
      'Sunlight carried energy to the cloth. Solar panels catch that energy too.',
    ],
    note: 'Never look straight at the Sun. Wear a hat and sunscreen outside.',
  }],
  analogies: [
    { title: 'Balls on a slide', content: 'Sunlight lifts electrons like balls to the top of a slide, and the cell lets them roll down only one way. That rolling is the current.' },
  ],
  realWorld: [
    { title: 'Solar calculators', content: 'Some calculators have a small strip of solar cells, so they run on room light with no battery change.' },
  ],
  engaging: [
    { question: 'Which way should a solar panel face to catch the most sun?', context: 'Watch where the Sun is in the sky at noon.' },
    { question: 'Where have you seen solar panels?', context: 'Look on roofs, signs and street lights.' },
  ],
  quiz: [
    {
      question: 'What do solar panels need to make power?', right: 'Sunlight', wrong: ['Rainwater', 'Strong wind'],
      skill: 'recall', support: ['sunlight hits them', 'sunlight shines on a cell', 'sunlight hits a cell', 'photons'],
    },
    {
      question: 'Do solar panels make power at night?', right: 'No, they need light', wrong: ['Yes, more than in the day', 'Yes, from the moon only'],
      skill: 'inference', support: ['at night, they rest', 'no power at night', 'at night they stop', 'at night they make none'],
    },
    {
      question: 'What is a panel made of many of?', right: 'Solar cells', wrong: ['Light bulbs', 'Batteries'],
      skill: 'recall', bands: ['6-8', '9-12', '13+'], support: ['many small solar cells', 'made of solar cells', 'lots of cells', 'wired together into panels'],
    },
  ],
  sources: [
    {
      claim: 'Photovoltaic (PV) cells, usually made of silicon semiconductor material, absorb sunlight; the energy frees electrons that flow as electric current because of an electric field at the junction between differently doped layers; cells are connected into panels (modules) and arrays; PV produces direct current, converted to alternating current by an inverter; output depends on sunlight intensity, angle and temperature, and is zero at night, so batteries or the grid are used; satellites use solar panels for power; PV produces no emissions while operating.',
      title: 'US Department of Energy, Solar Energy Technologies Office: How Does Solar Work? / Solar Photovoltaic Cell Basics',
      url: 'https://www.energy.gov/eere/solar/solar-photovoltaic-cell-basics',
      read: READ,
      authority: 'science-body',
    },
    {
      claim: 'Photovoltaic means light-electricity: PV cells convert sunlight directly into electricity; silicon comes from sand (silica); small PV cells power calculators; PV cells do not produce electricity at night; higher temperatures reduce PV efficiency.',
      title: 'US Energy Information Administration: Photovoltaics and electricity (Energy Explained / Energy Kids)',
      url: 'https://www.eia.gov/energyexplained/solar/photovoltaics-and-electricity.php',
      read: READ,
      authority: 'science-body',
    },
  ],
  simplifications: ['For 3-5, electricity is "power" that panels make in the sun; electrons appear from 6-8.'],
  related: ['electricity', 'sun-hot', 'batteries'],
  links: [britannica('solar cell'), SITES.spacePlace, SITES.natGeoKids],
};

export const machinesEntries: KidEntry[] = [carsMove, submarines, helicopters, phoneCalls, fridgeCold, lightBulb, microwaveOven, batteries, solarPanels];
