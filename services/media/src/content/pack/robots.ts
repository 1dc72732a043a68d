import type { TopicPack } from './types';

export const robots: TopicPack = {
  key: 'robots',
  name: 'Robots',
  match: /\b(robot\w*|bots?|droids?|androids?|cyborgs?|coding|programming|rovers?)\b/i,
  subtopics: /\b(coding|programming|rovers?|cyborgs?)\b/i,
  scene: 'robot',
  palette: 'tech',
  chapters: [
    {
      title: 'What is a robot?',
      pages: [
        {
          heading: 'Beep, boop, hello!',
          scene: 'robot:hello',
          text: {
            '3-5':
              'Beep, boop! Meet a robot. A robot is a machine that can do jobs. People build robots. Robots come in all shapes and sizes. People tell them what to do. {Hero} waves hello, and the robot waves back!',
            '6-8':
              'Beep, boop! {Hero} meets a friendly robot at the science museum. A robot is a machine that can sense what is around it. It can decide what to do, and then it can move or act. Robots do not think the way people do. They follow steps that people write for them. A list of steps like this is called a program.',
            '9-10':
              'At the robotics lab, {hero} watches a robot arm sort colored blocks. Engineers often describe a robot as a machine that can sense, think and act. It senses what is around it, works out what that means, and then acts on the world. Robots do not have feelings or wishes of their own. Everything they do comes from programs written by people and from the data their sensors collect.',
          },
        },
        {
          heading: 'Robot senses',
          scene: 'robot:sensors',
          text: {
            '3-5':
              'Robots have sensors. Sensors are like eyes and ears for a robot. A camera helps a robot see. A touch sensor helps it feel a bump. Bump! Time to turn.',
            '6-8':
              'How does a robot know what is around it? It uses sensors! A camera works like its eyes. A microphone works like its ears. Touch sensors tell it when it bumps into something. Some robots send out a sound and listen for the echo to find out how far away things are. Bats use echoes in the same way.',
            '9-10':
              'Sensors are how a robot perceives the world. Cameras capture images, microphones pick up sound, and touch sensors feel contact. Many robots also use distance sensors. An ultrasonic sensor times how long a sound echo takes to come back, much like a bat. Lidar measures distance with laser light instead. A robot vacuum may combine several sensors to map a room.',
          },
        },
        {
          heading: 'The robot brain',
          scene: 'robot:code',
          text: {
            '3-5':
              'A robot has a computer inside. It is like the robot’s brain. People give it a list of steps. Go, turn, stop! The robot does the steps in order. If a step is wrong, the robot gets mixed up!',
            '6-8':
              'Inside every robot is a computer that acts like its brain. People write a program to tell it what to do. The order of the steps really matters! If {hero} tells a robot to walk forward before it turns, it might bump into the wall. Writing programs is called coding.',
            '9-10':
              "A robot's controller is a computer that runs its program. A program is built from algorithms, which are exact lists of steps. It also makes choices, such as: if the path is blocked, then turn left. Loops repeat steps again and again. {Hero} codes a little robot and finds a bug, a mistake in the program. Finding and fixing bugs is called debugging, and every programmer does it.",
          },
        },
      ],
    },
    {
      title: 'Robots at work',
      pages: [
        {
          heading: 'Motors and moving parts',
          scene: 'robot:arm',
          text: {
            '3-5':
              'Whirr! Robots move with motors. Motors turn wheels. They bend robot arms, too. Batteries give the motors power, the way food gives us power.',
            '6-8':
              'Whirr, click! Robots move with motors and gears. Motors spin wheels, lift arms and open grippers that pick things up. All of this needs energy. It most often comes from batteries or a plug. Some robots use solar panels to turn sunlight into power.',
            '9-10':
              "Actuators are the parts that make a robot move. Electric motors spin wheels and joints. Gears trade speed for strength, and grippers grasp objects. A robot arm's joints let it move a lot like your shoulder, elbow and wrist. Power comes from batteries, cables or solar panels. The Mars rovers Curiosity and Perseverance use a nuclear power source that turns heat into electricity.",
          },
        },
        {
          heading: 'Robots help people',
          scene: 'robot:factory',
          text: {
            '3-5':
              'Robots help people every day. Some build cars in big factories. Some clean the floor. Robots are good at doing the same job again and again.',
            '6-8':
              'Robots are great helpers. In factories, robot arms lift heavy parts and help build cars. At home, robot vacuums clean floors. In hospitals, doctors can guide robot tools to do very careful operations. Robots are good at jobs that are heavy or dangerous, and at jobs that must be done again and again.',
            '9-10':
              'Robots work where precision, strength or safety matter. Factory robot arms weld and paint cars the same way every time. Surgeons guide robotic tools through tiny cuts for delicate operations. Underwater robots inspect pipelines and explore shipwrecks. Other robots take on dangerous jobs, so people can stay safe. Most of these robots are tools that people control or watch over.',
          },
        },
        {
          heading: 'Robots in space',
          scene: 'robot:rover',
          text: {
            '3-5':
              'Some robots explore other planets! Robot cars called rovers drive on Mars. They take pictures and look at rocks. They drive slowly and carefully. Mars is very far away. So robots go there first.',
            '6-8':
              'Robots are brave space explorers, too. Rovers have driven across the dusty red ground of Mars. They take pictures and study rocks for clues about the planet’s past. The rover Perseverance even carried a small helicopter called Ingenuity. It was the first helicopter to fly on another planet! Robots go first because the trip is long and hard for people.',
            '9-10':
              'Space robots travel where people cannot go yet. The Mars rovers Curiosity and Perseverance drill rocks and study soil. They look for clues that tiny living things may once have lived there. Radio signals take several minutes to travel between Earth and Mars. So rovers must make some driving choices on their own. The Voyager probes, launched in 1977, have even reached interstellar space, the space between the stars.',
          },
        },
      ],
    },
    {
      title: 'Build your own',
      pages: [
        {
          heading: 'Engineers at work',
          scene: 'robot:workshop',
          text: {
            '3-5':
              'People who plan and build robots are called engineers. They draw plans. They build, test and fix. If something does not work, they try again. Never give up!',
            '6-8':
              'The people who design robots are called engineers. They make a plan, build a first model, test it and make it better. Then they do it all again! {Hero} builds a simple robot car from a kit. The first time, it spins in circles! {Hero} checks the program, fixes a mistake and tries again. Success!',
            '9-10':
              'Robot engineers follow a design cycle. They define the problem, brainstorm, build a prototype, then test and improve it. {Hero} designs a robot to water plants. It uses a moisture sensor, a small pump and a simple program: if the soil is dry, water it for three seconds. The first test floods the pot! After {hero} changes the timing, the robot works. Every failure taught {hero} something.',
          },
        },
        {
          heading: 'Robots and us',
          scene: 'robot:friend',
          text: {
            '3-5':
              'Robots are amazing machines, but they are not alive. People make them and take care of them. {Hero} and the robot do a happy dance. Beep, boop, hooray!',
            '6-8':
              'The word robot comes from a Czech word, robota. It means forced work. The word was first used in a play more than a hundred years ago. Today robots are real, and they keep getting more helpful. But remember: robots are tools made by people. Maybe one day {hero} will build a robot that helps the world.',
            '9-10':
              'The word robot first appeared in a 1920 play called R.U.R., by the Czech writer Karel Čapek. It comes from robota, a Czech word for forced labor. A century later, robots explore planets, help surgeons and build cars. Engineers work to make them safer and more useful. Still, robots are tools, and people choose how to use them. {Hero} wonders what problems the next robot builders will solve.',
          },
        },
      ],
    },
  ],
  facts: {
    '3-5': [
      'Some robots have wheels, and some have legs.',
      'A robot that cleans the floor goes back to charge when it is done.',
      'Rovers on Mars send their pictures back to Earth.',
      'Robots do their steps in the same order each time.',
      'Engineers test each new robot lots of times.',
      'Some robots swim deep in the sea to take pictures.',
      'Robots need power from a battery or a plug.',
      'Robots are machines, not living things.',
    ],
    '6-8': [
      'A program is a list of steps that tells a robot what to do.',
      'Robots sense, decide and act.',
      'Some robots use echoes to find out how far away things are, like bats do.',
      'Robot arms help build cars in factories.',
      'Ingenuity was the first helicopter to fly on another planet.',
      'The word robot comes from a Czech word that means forced work.',
      'People who design robots are called engineers.',
      'Robot vacuums use sensors so they do not bump into walls or fall down stairs.',
      'Some robots walk on legs instead of rolling on wheels.',
      'Underwater robots help scientists explore the deep sea.',
    ],
    '9-10': [
      'The word robot first appeared in a 1920 play by the Czech writer Karel Čapek.',
      'Lidar sensors measure distance using laser light.',
      'Radio signals between Earth and Mars take several minutes to arrive.',
      'The Voyager probes, launched in 1977, have reached interstellar space.',
      'A bug is a mistake in a program; fixing it is called debugging.',
      'The rovers Curiosity and Perseverance are powered by heat from a nuclear power source.',
      'Surgeons can guide robot tools through tiny cuts.',
      'Robot vacuums use cliff sensors that point down, so they stop before they fall down stairs.',
      'Robots that walk on two legs use sensors and fast motors to keep their balance.',
      'Underwater robots called ROVs are steered by people on a ship through a long cable.',
    ],
  },
  vocabulary: [
    { word: 'Robot', meaning: 'A machine that can sense, decide and act to do a job.' },
    { word: 'Sensor', meaning: 'A part that helps a machine notice light, sound, touch or distance.' },
    { word: 'Program', meaning: 'A list of instructions that tells a computer what to do.' },
    { word: 'Motor', meaning: 'A machine part that makes things turn and move.' },
    { word: 'Engineer', meaning: 'A person who designs and builds machines and structures.' },
    { word: 'Rover', meaning: 'A robot vehicle that explores another world.' },
    { word: 'Algorithm', meaning: 'A set of exact steps for solving a problem.' },
    { word: 'Prototype', meaning: 'A first model that is built to test an idea.' },
  ],
  imagine: [
    'Imagine you could build a robot to help at home. What job would it do?',
    'Imagine a robot exploring a faraway planet. What does it discover?',
    'If your robot made a special sound when it was happy, what would it sound like?',
  ],
  matching: {
    '3-5': [
      { left: 'Robot', right: 'A helpful machine', icon: 'robot' },
      { left: 'Gear', right: 'Helps parts turn', icon: 'gear' },
      { left: 'Battery', right: 'Gives power', icon: 'battery' },
      { left: 'Rocket', right: 'Carries robots to space', icon: 'rocket' },
    ],
    '6-8': [
      { left: 'Sensor', right: 'Helps a robot notice things' },
      { left: 'Program', right: 'Step-by-step instructions' },
      { left: 'Motor', right: 'Makes parts move' },
      { left: 'Rover', right: 'A robot car that explores planets' },
      { left: 'Engineer', right: 'Designs and builds robots' },
    ],
    '9-10': [
      { left: 'Algorithm', right: 'A precise sequence of steps' },
      { left: 'Actuator', right: 'A part that makes a robot move' },
      { left: 'Lidar', right: 'Measures distance with laser light' },
      { left: 'Debugging', right: 'Finding and fixing mistakes in code' },
      { left: 'Prototype', right: 'A first test version of a design' },
    ],
  },
  counting: [
    { label: 'gears', icon: 'gear' },
    { label: 'batteries', icon: 'battery' },
    { label: 'robots', icon: 'robot' },
    { label: 'rockets', icon: 'rocket' },
  ],
  tracing: ['BOT', 'BEEP', 'GEAR', 'CODE'],
  wordSearch: {
    '6-8': ['ROBOT', 'SENSOR', 'MOTOR', 'GEAR', 'CODE', 'ROVER', 'WHEEL', 'CAMERA'],
    '9-10': ['ALGORITHM', 'SENSOR', 'ACTUATOR', 'PROGRAM', 'ENGINEER', 'PROTOTYPE', 'LIDAR', 'DEBUG', 'CIRCUIT', 'ROVER'],
  },
  quiz: {
    '6-8': [
      { question: 'What is a program?', options: ["A robot's favorite snack", 'A list of instructions for a computer', 'A kind of battery'], answerIndex: 1 },
      { question: 'What do robots use to notice the world around them?', options: ['Socks', 'Sprinkles', 'Sensors'], answerIndex: 2 },
      { question: 'What is a rover?', options: ['A robot car that explores planets', 'A type of rocket fuel', 'A space station'], answerIndex: 0 },
      { question: 'What are people who design robots called?', options: ['Dentists', 'Engineers', 'Farmers'], answerIndex: 1 },
      { question: 'What makes the parts of a robot move?', options: ['Motors', 'Stickers', 'Paint'], answerIndex: 0 },
    ],
    '9-10': [
      { question: 'What does a lidar sensor use to measure distance?', options: ['Magnets', 'Laser light', 'Smell'], answerIndex: 1 },
      { question: 'What is debugging?', options: ['Finding and fixing mistakes in a program', 'Cleaning insects off a robot', 'Charging a battery'], answerIndex: 0 },
      { question: 'Why do Mars rovers make some decisions on their own?', options: ['They ignore instructions', 'Mars has no gravity', 'Signals take minutes to travel between Earth and Mars'], answerIndex: 2 },
      { question: 'Where does the word robot come from?', options: ['A Greek word meaning metal', 'A Czech word meaning forced work', 'A sound robots make'], answerIndex: 1 },
      { question: 'What does an actuator do?', options: ['Makes a robot move', 'Stores photos', 'Measures temperature'], answerIndex: 0 },
    ],
  },
  drawing: {
    '3-5': 'Draw your very own robot. What color is it? How many arms does it have?',
    '6-8': 'Design a helper robot. Draw it and label its sensors, its motors and the job it does.',
    '9-10': 'Design a robot that solves a real problem where you live. Draw it, label its sensors and actuators, and write its program as a list of steps.',
  },
  sources: [
    {
      claim: 'A robot is a machine that does work in place of people, guided by its program; industrial robots weld and paint car bodies.',
      title: 'Encyclopaedia Britannica: robot (technology)',
      url: 'https://www.britannica.com/technology/robot-technology',
      read: '2026-11-23',
      authority: 'reference',
    },
    {
      claim: 'The word robot first appeared in the 1920 play R.U.R. by the Czech writer Karel Čapek, more than a hundred years ago; it comes from robota, Czech for forced labor.',
      title: 'Encyclopaedia Britannica: Karel Čapek',
      url: 'https://www.britannica.com/biography/Karel-Capek',
      read: '2026-11-23',
      authority: 'reference',
    },
    {
      claim: 'The Mars rover Perseverance drills rocks and studies soil on Mars, looking for signs of ancient microscopic life, and is powered by a nuclear power source that turns heat into electricity.',
      title: 'NASA Science: Mars 2020 Perseverance Rover',
      url: 'https://science.nasa.gov/mission/mars-2020-perseverance/',
      read: '2026-11-23',
      authority: 'science-body',
    },
    {
      claim: 'The Mars rover Curiosity studies rocks and soil to learn whether Mars could once have supported tiny living things, and is powered by a nuclear power source that turns heat into electricity.',
      title: 'NASA Science: Mars Science Laboratory Curiosity Rover',
      url: 'https://science.nasa.gov/mission/msl-curiosity/',
      read: '2026-11-23',
      authority: 'science-body',
    },
    {
      claim: 'The helicopter Ingenuity, carried to Mars by the rover Perseverance, made the first powered, controlled flight on another planet.',
      title: 'NASA Science: Ingenuity Mars Helicopter',
      url: 'https://science.nasa.gov/mission/mars-2020-perseverance/ingenuity-mars-helicopter/',
      read: '2026-11-23',
      authority: 'science-body',
    },
    {
      claim: 'The Voyager probes, launched in 1977, have traveled beyond the Sun’s wind into interstellar space.',
      title: 'NASA Science: Voyager',
      url: 'https://science.nasa.gov/mission/voyager/',
      read: '2026-11-23',
      authority: 'science-body',
    },
    {
      claim: 'Underwater robots called ROVs (remotely operated vehicles) are steered by people on a ship and linked to it by a long cable.',
      title: 'NOAA National Ocean Service: What is an ROV?',
      url: 'https://oceanservice.noaa.gov/facts/rov.html',
      read: '2026-11-23',
      authority: 'science-body',
    },
  ],
};
