import type { TopicPack } from './types';

export const robots: TopicPack = {
  key: 'robots',
  name: 'Robots',
  match: /\b(robot\w*|bots?|droids?|androids?|cyborgs?|coding|programming|rovers?)\b/i,
  scene: 'robot',
  palette: 'tech',
  chapters: [
    {
      title: 'What Is a Robot?',
      pages: [
        {
          heading: 'Beep, Boop, Hello!',
          scene: 'robot:hello',
          text: {
            '3-5':
              'Beep, boop! Meet a robot. A robot is a machine that can do jobs. People build robots and tell them what to do. {Hero} waves hello, and the robot waves back!',
            '6-8':
              'Beep, boop! {Hero} meets a friendly robot at the science museum. A robot is a machine that can sense what is around it, decide what to do, and then move or act. Robots do not think the way people do. They follow instructions, called programs, that people write for them.',
            '9-10':
              'At the robotics lab, {hero} watches a robot arm sorting colored blocks. Engineers often describe a robot as a machine that can sense its surroundings, process information and act on the world: sense, think, act. Robots do not have feelings or wishes of their own; everything they do comes from programs written by people and from the data their sensors collect.',
          },
        },
        {
          heading: 'Robot Senses',
          scene: 'robot:sensors',
          text: {
            '3-5':
              'Robots have sensors. Sensors are like eyes and ears for a robot. A camera helps a robot see. A touch sensor helps a robot feel a bump.',
            '6-8':
              'How does a robot know what is around it? With sensors! A camera works like a robot’s eyes, a microphone like its ears, and touch sensors tell it when it bumps into something. Some robots even use echoes of sound or beams of laser light to measure how far away things are, a bit like the way bats use echoes.',
            '9-10':
              'Sensors are how a robot perceives the world. Cameras capture images, microphones detect sound, and touch sensors register contact. Many robots also use distance sensors: ultrasonic sensors time how long a sound echo takes to return, much like a bat, while lidar measures distances with laser light. A robot vacuum may combine several of these to map a room.',
          },
        },
        {
          heading: 'The Robot Brain',
          scene: 'robot:code',
          text: {
            '3-5':
              'A robot has a computer inside. It is like the robot’s brain. People give the computer a list of steps. Go, turn, stop! The robot follows the steps in order.',
            '6-8':
              'Inside every robot is a computer that acts like its brain. People write a program, a list of step-by-step instructions, to tell it what to do. The order of the steps really matters! If {hero} tells a robot to walk forward before turning, it might bump into the wall. Writing programs is called coding.',
            '9-10':
              "A robot's controller is a computer that runs its program. A program is built from algorithms, precise sequences of steps, plus decisions, such as if the path is blocked then turn left, and loops that repeat actions. {Hero} codes a little robot and discovers a bug, a mistake in the program. Finding and fixing bugs, called debugging, is a normal part of every programmer's day.",
          },
        },
      ],
    },
    {
      title: 'Robots at Work',
      pages: [
        {
          heading: 'Motors and Moving Parts',
          scene: 'robot:arm',
          text: {
            '3-5':
              'Whirr! Robots move with motors. Motors turn wheels and bend robot arms. Batteries give the motors power, the way food gives us energy.',
            '6-8':
              'Whirr, click! Robots move with motors and gears. Motors spin wheels, lift arms and open grippers that can pick things up. All of this needs energy, which usually comes from batteries or a plug. Some robots, like several Mars rovers, have used solar panels to turn sunlight into electricity.',
            '9-10':
              "Actuators are the parts that make a robot move. Electric motors spin wheels and joints, gears trade speed for strength, and grippers grasp objects. A robot arm's joints let it move a lot like a human shoulder, elbow and wrist. Power comes from batteries, cables or solar panels, or, for the rovers Curiosity and Perseverance, a nuclear power source that turns heat into electricity.",
          },
        },
        {
          heading: 'Robots Help People',
          scene: 'robot:factory',
          text: {
            '3-5':
              'Robots help people every day. Some build cars in factories. Some vacuum the floor. Robots are great at doing the same job again and again.',
            '6-8':
              'Robots are great helpers. In factories, robot arms build cars, lifting heavy parts and welding them together. At home, robot vacuums clean floors. In hospitals, surgeons can control robotic tools to do very careful operations. Robots are good at jobs that are heavy, repetitive or dangerous for people.',
            '9-10':
              'Robots work where precision, strength or safety matter. Industrial robot arms weld and paint cars with the same accuracy every time. Surgeons guide robotic instruments through tiny cuts for delicate operations. Underwater robots inspect pipelines and explore shipwrecks, and bomb-disposal robots keep people out of danger. Most of these robots are tools that people control or supervise.',
          },
        },
        {
          heading: 'Robots in Space',
          scene: 'robot:rover',
          text: {
            '3-5':
              'Some robots explore other planets! Robot cars called rovers drive on Mars. They take pictures and study rocks. Mars is very far away, so robots go there first.',
            '6-8':
              'Robots are also brave space explorers. Rovers have driven across the dusty red surface of Mars, taking pictures and studying rocks for clues about the planet’s past. The rover Perseverance even carried a small helicopter called Ingenuity, the first aircraft to make a powered, controlled flight on another planet! Robots go first because the trip is long and difficult for people.',
            '9-10':
              'Space robots travel where people cannot yet go. The Mars rovers Curiosity and Perseverance drill rocks, analyze soil and search for signs of ancient microscopic life. Radio signals take several minutes to travel between Earth and Mars, so rovers must make some driving decisions on their own. The Voyager space probes, launched in 1977, have even traveled beyond the Sun’s wind into interstellar space.',
          },
        },
      ],
    },
    {
      title: 'Build Your Own',
      pages: [
        {
          heading: 'Engineers at Work',
          scene: 'robot:workshop',
          text: {
            '3-5':
              'People who design and build robots are called engineers. They draw plans, build, test and fix. If something does not work, they try again. Never give up!',
            '6-8':
              'The people who design robots are called engineers. They plan on paper, build a first model, test it and then improve it, again and again. {Hero} builds a simple robot car from a kit. The first time, it spins in circles! {Hero} checks the program, fixes a mistake and tries again. Success!',
            '9-10':
              'Robot engineers follow a design cycle: define the problem, brainstorm, build a prototype, test and improve. {Hero} designs a robot to water plants, using a moisture sensor, a small pump and a simple program: if the soil is dry, then water for three seconds. The first test floods the pot! After adjusting the timing, the robot works, and every failure taught {hero} something.',
          },
        },
        {
          heading: 'Robots and Us',
          scene: 'robot:friend',
          text: {
            '3-5':
              'Robots are amazing machines, but they are not alive. People make them and look after them. {Hero} and the robot do a happy dance. Beep, boop, hooray!',
            '6-8':
              'The word robot comes from a Czech word, robota, which means forced work. It was first used in a play written more than a hundred years ago. Today robots are real, and they keep getting more helpful. But remember: robots are tools made by people. Maybe one day {hero} will build a robot that helps the world.',
            '9-10':
              'The word robot first appeared in a 1920 play, R.U.R., by the Czech writer Karel Čapek; it comes from robota, meaning forced labor. A century later, robots explore planets, assist surgeons and build cars, while engineers work to make them safer and more useful. Robots remain tools, and the choices about how they are used belong to people. {Hero} wonders what problems the next robot builders will solve.',
          },
        },
      ],
    },
  ],
  facts: {
    '3-5': [
      'A robot is a machine that can do jobs.',
      'Robots use sensors to see and feel.',
      'People tell robots what to do with programs.',
      'Robots move with motors.',
      'Robot cars called rovers drive on Mars.',
      'Robots are machines, not living things.',
      'Some robots can clean the floor all by themselves.',
      'Robots need power from a battery or a plug to work.',
      'Some robots can swim under the sea to explore.',
    ],
    '6-8': [
      'A program is a list of instructions that tells a robot what to do.',
      'Robots sense, decide and act.',
      'Some robots measure distance with echoes, like bats do.',
      'Robot arms help build cars in factories.',
      'The helicopter Ingenuity made the first powered, controlled flight on another planet.',
      'The word robot comes from a Czech word meaning forced work.',
      'People who design robots are called engineers.',
      'Robot vacuums use sensors so they do not bump into walls or fall down stairs.',
      'Some robots walk on legs instead of rolling on wheels.',
      'Underwater robots help scientists explore the deep ocean.',
    ],
    '9-10': [
      'The word robot first appeared in the 1920 play R.U.R. by Karel Čapek.',
      'Lidar sensors measure distance using laser light.',
      'Radio signals between Earth and Mars take several minutes to arrive.',
      'The Voyager probes, launched in 1977, have reached interstellar space.',
      'A bug is a mistake in a program; fixing it is called debugging.',
      'The rovers Curiosity and Perseverance are powered by heat from a nuclear power source.',
      'Surgeons can guide robotic instruments to operate through tiny cuts.',
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
    '6-8': ['ROBOT', 'SENSOR', 'MOTOR', 'GEAR', 'CODE', 'ROVER', 'WHEEL', 'BEEP'],
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
};
