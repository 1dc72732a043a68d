import { britannica, SITES } from '../links';
import type { KidEntry } from '../types';

// Audio Exploration: how we hear, and echoes.

const hearing: KidEntry = {
  id: 'hearing-sounds',
  module: 'Audio Exploration',
  question: 'How do we hear sounds?',
  title: 'How Do We Hear Sounds?',
  blurb: 'Vibrations, eardrums and the tiny bones inside your ear.',
  triggers: [['hear'], ['hearing'], ['ear', 'work'], ['ear', 'sound'], ['sound', 'travel'], ['what', 'is', 'sound'], ['how', 'sound', 'work'], ['eardrum'], ['loud']],
  quickAnswer: {
    '3-5': 'Sounds are tiny shakes in the air. The shakes go into your ears. Your ears send a message to your brain. Your brain says: I hear a dog!',
    '6-8': 'Every sound starts with something vibrating, or shaking back and forth very fast. The vibration makes the air around it wiggle, and those wiggles travel to your ear. Inside, your eardrum shakes, tiny bones pass the shaking on, and special cells turn it into messages for your brain.',
    '9-12': 'Sound is a vibration that travels as a wave through air, water or solids. Your outer ear funnels it into the ear canal, where it makes the eardrum vibrate. Three tiny bones in the middle ear amplify the vibration and pass it to the cochlea, a fluid-filled spiral in the inner ear. Tiny hair cells there turn the movement into electrical signals that travel along the auditory nerve to your brain.',
    '13+': 'Sound waves are longitudinal pressure waves. The pinna and ear canal direct them to the tympanic membrane; the ossicles (malleus, incus and stapes) act as a lever system that matches the low impedance of air to the fluid of the cochlea. Along the basilar membrane, different frequencies cause maximum vibration at different places, high frequencies near the base and low near the apex, so hair cells at each place encode pitch. Humans typically hear from about 20 to 20,000 hertz, with the upper limit falling with age.',
  },
  takeaways: {
    young: ['Sounds are tiny shakes called vibrations.', 'Your ears catch the shakes.', 'Your brain tells you what you hear.'],
    older: ['Sound is a vibration that travels as a wave.', 'Eardrum, tiny bones and cochlea pass the vibration inward.', 'Hair cells turn vibrations into nerve signals for the brain.'],
  },
  sections: [
    {
      title: 'Sound Is a Shake',
      young: 'Put your hand on your throat and hum. Can you feel it shake? That shaking is called vibration. All sounds start with a vibration.',
      older: 'A guitar string, a drum skin and your vocal cords all make sound by vibrating. Each vibration pushes and pulls the air next to it, and this pattern of squeezed and stretched air travels outward as a sound wave.',
      funFact: { title: 'Silent space', text: 'Sound can\'t travel through empty space, because there is no air to carry the vibrations.' },
    },
    {
      title: 'A Trip Through Your Ear',
      young: 'Your ear is like a tunnel. At the end is a thin drum, your eardrum. Sound makes it shake. Tiny bones pass the shake deeper inside.',
      older: 'The outer ear collects sound. In the middle ear, the eardrum vibrates and moves three tiny bones, nicknamed the hammer, anvil and stirrup. The stirrup pushes on the cochlea, a snail-shaped tube full of fluid in the inner ear.',
      funFact: { title: 'The smallest bone', text: 'The stirrup (stapes) in your ear is the smallest bone in the human body.' },
    },
    {
      title: 'Hair Cells Send Messages',
      young: 'Deep in your ear are tiny hairs. They wiggle when sound comes. They send a message to your brain. Then you know what you heard.',
      older: 'Inside the cochlea, thousands of hair cells bend as the fluid moves. Different spots respond to different pitches. The hair cells send electrical signals to the brain, which recognises voices, music and warnings. Very loud sounds can damage hair cells, and they don\'t grow back, so it is important to protect your ears.',
      funFact: { title: 'Dogs hear higher', text: 'Dogs can hear high-pitched sounds that are too high for people to hear, like some dog whistles.' },
    },
  ],
  deeper: {
    title: 'Impedance Matching and Place Coding',
    content: 'Because the eardrum is much larger than the oval window, and the ossicles act as a lever, pressure is increased as sound passes from air to the cochlear fluid; without this, most sound energy would be reflected. The basilar membrane varies in stiffness along its length, so each frequency produces a travelling wave that peaks at a particular place (tonotopy). Outer hair cells actively amplify faint sounds, and inner hair cells send most of the information to the brain. Noise-induced hearing loss results from damage to these cells, which in humans do not regenerate.',
    funFact: { title: 'Ears make sounds too', text: 'Healthy ears can give off faint sounds of their own, called otoacoustic emissions, which doctors use to test newborn babies\' hearing.' },
  },
  glossary: [
    { term: 'Vibration', say: 'vy-BRAY-shun', definition: 'A very fast back-and-forth shaking.' },
    { term: 'Eardrum', say: 'EER-drum', definition: 'A thin skin inside the ear that shakes when sound hits it.' },
    { term: 'Sound wave', say: 'SOWND wayv', definition: 'A vibration moving through air, water or solids.' },
    { term: 'Cochlea', say: 'KOK-lee-uh', definition: 'A snail-shaped part of the inner ear that turns vibrations into nerve signals.' },
    { term: 'Pitch', say: 'PITCH', definition: 'How high or low a sound is.' },
  ],
  tryIt: [{
    title: 'Make a Cup Telephone',
    description: 'Send your voice along a string.',
    steps: [
      'Poke a small hole in the bottom of two paper cups (a grown-up can help).',
      'Thread a long string through both holes and tie a knot inside each cup.',
      'Walk apart until the string is tight.',
      'Talk into one cup while a friend listens with the other. The string carries the vibrations!',
    ],
    note: 'Keep the string straight and tight. Never shout into someone\'s ear.',
  }],
  analogies: [
    { title: 'Ripples in a pond', content: 'Sound spreads out from its source like ripples spread across a pond when you drop a pebble.' },
  ],
  realWorld: [
    { title: 'Hearing protection', content: 'People who work with loud machines wear ear defenders to protect their hearing.' },
    { title: 'Doctors\' stethoscopes', content: 'A stethoscope carries the sound of your heartbeat straight to the doctor\'s ears.' },
  ],
  engaging: [
    { question: 'Which sounds can you hear right now if you close your eyes?', context: 'Try to name five.' },
    { question: 'Why do you think your voice sounds different on a recording?', context: 'When you speak, you also hear your voice through the bones of your head.' },
  ],
  quiz: [
    { question: 'What do all sounds start with?', right: 'A vibration', wrong: ['A light', 'A smell'] },
    { question: 'Which part of your ear shakes when sound reaches it?', right: 'The eardrum', wrong: ['The earlobe', 'The nose'] },
    { question: 'What is the snail-shaped part of the inner ear called?', right: 'The cochlea', wrong: ['The cornea', 'The larynx'], level: 'older' },
  ],
  related: ['echo', 'music-instruments', 'music-feelings'],
  links: [SITES.kidsHealth, britannica('ear hearing'), britannica('sound physics')],
};

const echo: KidEntry = {
  id: 'echo',
  module: 'Audio Exploration',
  question: 'What is an echo?',
  title: 'What Is an Echo?',
  blurb: 'Sounds that bounce back, and animals that see with sound.',
  triggers: [['echo'], ['echolocation'], ['sonar'], ['sound', 'bounce*'], ['bat', 'see', 'dark'], ['seashell', 'ocean'], ['shell', 'ocean', 'sound']],
  quickAnswer: {
    '3-5': 'An echo is a sound that bounces back to you. Shout "hello" near a big wall or in a cave. The sound bounces off and comes back: hello!',
    '6-8': 'Sound travels through the air. When it hits something big and hard, like a cliff or a wall, it bounces back, just like a ball. If the wall is far enough away, you hear your sound again a moment later. That returning sound is an echo.',
    '9-12': 'An echo is a reflected sound wave. Hard, flat surfaces reflect sound well, while soft things like curtains and carpets absorb it. You hear a separate echo when the reflection arrives long enough after the original sound, which needs a surface roughly 17 metres or more away. Bats, dolphins and ships use echoes to find things: this is called echolocation, or sonar for ships.',
    '13+': 'Echoes are reflections of sound waves from surfaces whose size is large compared with the wavelength. The human auditory system fuses reflections arriving within roughly 50 to 100 milliseconds of the direct sound; later ones are heard as distinct echoes, which at about 343 m/s in air corresponds to a reflecting surface around 17 metres away. Closely spaced reflections in a room create reverberation. Echolocating bats and toothed whales emit calls and analyse the delay, intensity and frequency changes of returning echoes to map their surroundings; sonar and medical ultrasound apply the same principle.',
  },
  takeaways: {
    young: ['An echo is a sound that bounces back.', 'Big, hard walls make echoes.', 'Bats use echoes to find their way.'],
    older: ['Echoes are reflected sound waves.', 'Hard surfaces reflect sound; soft ones absorb it.', 'Echolocation and sonar measure distance with echoes.'],
  },
  sections: [
    {
      title: 'Bouncing Sounds',
      young: 'Throw a ball at a wall. It bounces back. Sound can bounce too! That is an echo.',
      older: 'When a sound wave hits a hard surface, much of it reflects, just like light reflects from a mirror. Canyons, empty halls, tunnels and mountains are great echo places because their hard surfaces reflect sound back to you.',
      funFact: { title: 'A myth about echoes', text: 'Some people think a duck\'s quack doesn\'t echo. It does, but the echo is often hard to notice.' },
    },
    {
      title: 'Soft Things Swallow Sound',
      young: 'Soft things like pillows and curtains soak up sound. Empty rooms are echo-y. Rooms full of soft things are quiet.',
      older: 'Soft, porous materials absorb sound energy instead of reflecting it. That is why an empty room sounds echo-y and the same room with rugs, curtains and a sofa sounds quieter. Recording studios and concert halls are carefully designed to control reflections.',
      funFact: { title: 'The sea in a shell', text: 'The "ocean" you hear in a seashell is really sound from around you, echoing and ringing inside the shell.' },
    },
    {
      title: 'Seeing With Sound',
      young: 'Bats fly at night. They make little squeaks. The squeaks bounce off bugs and trees. The bat listens and knows where things are!',
      older: 'Many bats and dolphins find food and avoid obstacles by echolocation: they make calls and listen to the echoes. The time it takes an echo to return tells them how far away something is. Ships use sonar in the same way to measure the depth of the sea and find fish.',
      funFact: { title: 'Too high for us', text: 'Many bat calls are so high-pitched that humans can\'t hear them.' },
    },
  ],
  deeper: {
    title: 'Reflection, Reverberation and Echolocation',
    content: 'Whether a surface reflects or scatters sound depends on its size and roughness relative to the wavelength: audible wavelengths range from about 1.7 centimetres to 17 metres. Reverberation time, the time for sound to decay by 60 decibels, is a key measure in room acoustics. Distance from an echo is d = v·t/2, since the sound travels there and back. Bats adjust call rate and frequency as they approach prey, and changes in echo frequency (the Doppler effect) can tell them about movement; medical ultrasound and geophysical surveys use reflected waves in similar ways.',
    funFact: { title: 'Whispering galleries', text: 'In some curved domes, called whispering galleries, a whisper against the wall can be heard far away on the other side.' },
  },
  glossary: [
    { term: 'Echo', say: 'EK-oh', definition: 'A sound that bounces back to you.' },
    { term: 'Reflect', say: 'rih-FLEKT', definition: 'To bounce back off a surface.' },
    { term: 'Absorb', say: 'ub-ZORB', definition: 'To soak something up.' },
    { term: 'Echolocation', say: 'ek-oh-loh-KAY-shun', definition: 'Finding things by making sounds and listening to their echoes.' },
    { term: 'Sonar', say: 'SOH-nar', definition: 'A machine that uses sound echoes to find things underwater.' },
  ],
  tryIt: [{
    title: 'Echo Hunt',
    description: 'Find the best echo places around you.',
    steps: [
      'With a grown-up, clap once in different places: a bathroom, a bedroom, a big hall, outside near a wall.',
      'Listen carefully after each clap. Does the sound ring or stop quickly?',
      'Rate each place: no echo, a little echo, lots of echo.',
      'Why do you think some places echo more? Look at the walls and floors.',
    ],
    note: 'Stay with a grown-up when exploring outside, and keep away from roads.',
  }],
  analogies: [
    { title: 'A ball against a wall', content: 'Sound bounces off a hard wall like a ball; a pillow catches both the ball and the sound.' },
  ],
  realWorld: [
    { title: 'Ships and submarines', content: 'Sonar helps ships measure water depth and map the sea floor.' },
    { title: 'Ultrasound scans', content: 'Doctors use very high-pitched sound echoes to see inside the body, for example to look at a baby before it is born.' },
  ],
  engaging: [
    { question: 'Why do you think your voice sounds louder in the bathroom?', context: 'Think about hard tiles.' },
    { question: 'How would you find your way in the dark using only sound?', context: 'Bats do it every night!' },
  ],
  quiz: [
    { question: 'What is an echo?', right: 'A sound that bounces back', wrong: ['A very quiet sound', 'A kind of bird'] },
    { question: 'Which place would make the best echo?', right: 'A big empty hall', wrong: ['A room full of pillows', 'Under a blanket'] },
    { question: 'What do bats use to find bugs in the dark?', right: 'Echolocation', wrong: ['Flashlights', 'Photosynthesis'], level: 'older' },
  ],
  related: ['hearing-sounds', 'music-instruments', 'thunder-lightning'],
  links: [britannica('echo sound'), britannica('echolocation'), SITES.natGeoKids],
};

export const audioEntries: KidEntry[] = [hearing, echo];
