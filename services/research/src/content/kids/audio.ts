import { britannica, SITES } from '../links';
import type { KidEntry, Source } from '../types';

// Audio Exploration: how we hear, and echoes.

const READ = '2026-11-23';

const NIDCD_HEARING: Source = {
  claim: 'Sound waves enter the outer ear and travel through the ear canal to the eardrum, which vibrates. The vibrations pass to three tiny bones in the middle ear, the malleus, incus and stapes (hammer, anvil and stirrup), which amplify them and send them to the cochlea, a snail-shaped, fluid-filled part of the inner ear. Hair cells there turn the movement into electrical signals that the auditory nerve carries to the brain; hair cells at different places along the cochlea respond to different pitches, high pitches near the base and low pitches near the top.',
  title: 'NIDCD (National Institutes of Health): How Do We Hear?',
  url: 'https://www.nidcd.nih.gov/health/how-do-we-hear',
  read: READ,
  authority: 'public-health',
};

const hearing: KidEntry = {
  id: 'hearing-sounds',
  module: 'Audio Exploration',
  question: 'How do we hear sounds?',
  title: 'How Do We Hear Sounds?',
  blurb: 'Vibrations, eardrums and the tiny bones inside your ear.',
  triggers: [['hear'], ['hearing'], ['ear', 'work'], ['ear', 'sound'], ['sound', 'travel'], ['what', 'is', 'sound'], ['how', 'sound', 'work'], ['eardrum'], ['loud']],
  quickAnswer: {
    '3-5': 'Sounds are tiny shakes in the air. The shakes go into your ears. Your ears send a message to your brain. Your brain says: I hear a dog!',
    '6-8': 'Every sound starts with something shaking back and forth very fast. This is called a vibration. It makes the air wiggle, and the wiggles travel to your ear. Your eardrum shakes too. Tiny bones pass the shake on. Then special cells send a message to your brain.',
    '9-12': 'Sound is a vibration that travels as a wave through air, water or solids. Your outer ear funnels it into the ear canal, where it makes the eardrum vibrate. Three tiny bones in the middle ear make the vibration stronger and pass it on. They push on the cochlea, a spiral tube of fluid in the inner ear. Tiny hair cells there turn the movement into signals. A nerve carries the signals to your brain.',
    '13+': 'Sound waves are pressure waves. The outer ear and ear canal direct them to the eardrum, or tympanic membrane. The ossicles (malleus, incus and stapes) act as levers that pass the vibration from air into the fluid of the cochlea. Along the cochlea, each frequency makes the membrane vibrate most at one place: high pitches near the base, low pitches near the apex. Hair cells at each place encode pitch. Young people typically hear from about 20 to 20,000 hertz, and the upper limit falls with age.',
  },
  takeaways: {
    little: ['Sounds are tiny shakes.', 'Your ears catch the shakes.', 'Your brain tells you what you hear.'],
    young: ['Sounds are tiny shakes called vibrations.', 'Your ears catch the shakes.', 'Your brain tells you what you hear.'],
    older: ['Sound is a vibration that travels as a wave.', 'The eardrum, three tiny bones and the cochlea pass the vibration inward.', 'Hair cells turn vibrations into nerve signals for the brain.'],
  },
  sections: [
    {
      title: 'Sound Is a Shake',
      little: 'Put your hand on your throat. Now hum like a bee. Can you feel a little buzz? That buzz is how sound starts!',
      young: 'Put your hand on your throat and hum. Can you feel it shake? That shaking is called vibration. All sounds start with a vibration.',
      older: 'A guitar string, a drum skin and your vocal cords all make sound by vibrating. Each vibration pushes and pulls the air next to it. This pattern of squeezed and stretched air travels outward as a sound wave.',
      funFact: { title: 'Silent space', text: 'Sound can\'t travel through empty space, because there is no air to carry the vibrations.' },
    },
    {
      title: 'A Trip Through Your Ear',
      little: 'Your ear is like a little tunnel. Deep inside is a thin drum. Sound makes the drum shake. Shake, shake!',
      young: 'Your ear is like a tunnel. At the end is a thin drum, your eardrum. Sound makes it shake. Tiny bones pass the shake deeper inside.',
      older: 'The outer ear collects sound. In the middle ear, the eardrum vibrates and moves three tiny bones, nicknamed the hammer, anvil and stirrup. The stirrup pushes on the cochlea, a snail-shaped tube full of fluid in the inner ear.',
      funFact: { title: 'The smallest bone', text: 'The stirrup (stapes) in your ear is the smallest bone in the human body.' },
    },
    {
      title: 'Hair Cells Send Messages',
      little: 'Deep in your ear are tiny hairs. They wiggle when a sound comes in. Then they tell your brain. Now you know it is a dog!',
      young: 'Deep in your ear are tiny hairs. They wiggle when sound comes. They send a message to your brain. Then you know what you heard.',
      older: 'Inside the cochlea, thousands of hair cells bend as the fluid moves. Different spots respond to different pitches. The hair cells send electrical signals to the brain, which recognises voices, music and warnings. Very loud sounds can damage hair cells, and they don\'t grow back. That is why it is important to protect your ears.',
      funFact: { title: 'Dogs hear higher', text: 'Dogs can hear high-pitched sounds that are too high for people to hear, like some dog whistles.' },
    },
  ],
  deeper: {
    title: 'Impedance Matching and Place Coding',
    content: 'The eardrum is much larger than the oval window of the cochlea, and the ossicles act as a lever. Together they raise the pressure as sound passes from air to the cochlear fluid; without this, most sound energy would be reflected. The basilar membrane changes in stiffness along its length, so each frequency makes a travelling wave that peaks at one place (tonotopy). Outer hair cells actively amplify faint sounds, and inner hair cells send most of the information to the brain. Noise-induced hearing loss comes from damage to these cells, which in humans do not grow back.',
    funFact: { title: 'Ears make sounds too', text: 'Healthy ears give off faint sounds of their own, called otoacoustic emissions, and hearing screening tests for newborn babies listen for them.' },
  },
  glossary: [
    { term: 'Vibration', say: 'vy-BRAY-shun', definition: 'A very fast back-and-forth shaking.' },
    { term: 'Eardrum', say: 'EER-drum', definition: 'A thin skin inside the ear that shakes when sound hits it.' },
    { term: 'Sound wave', say: 'SOWND wayv', definition: 'A vibration moving through air, water or solids.' },
    { term: 'Cochlea', say: 'KOK-lee-uh', definition: 'A snail-shaped part of the inner ear that turns vibrations into nerve signals.' },
    { term: 'Pitch', say: 'PITCH', definition: 'How high or low a sound is.' },
  ],
  tryIt: [
    {
      title: 'Feel the Buzz',
      description: 'Feel sounds with your hands.',
      steps: [
        'Put your hand on your throat and hum. Do you feel a buzz?',
        'Now put your hand on a drum or a box. Tap it and feel it shake.',
        'Say "la la la" loud, then soft. Which buzz is bigger?',
      ],
      note: 'A grown-up can hum along. Use gentle voices: no shouting near ears.',
      bands: ['3-5'],
    },
    {
      title: 'Make a Cup Telephone',
      description: 'Send your voice along a string.',
      steps: [
        'Ask a grown-up to poke a small hole in the bottom of two paper cups.',
        'Thread a long string through both holes and tie a knot inside each cup.',
        'Walk apart until the string is tight.',
        'Talk into one cup while a friend listens with the other. The string carries the vibrations!',
      ],
      note: 'Keep the string straight and tight. Never shout into someone\'s ear.',
      bands: ['6-8', '9-12', '13+'],
    },
  ],
  analogies: [
    { title: 'Ripples in a pond', content: 'Sound spreads out from where it starts, like ripples spread across a pond when you drop a pebble.' },
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
    {
      question: 'What are sounds?', right: 'Tiny shakes in the air', wrong: ['Tiny lights in the air', 'Little bits of dust'],
      skill: 'recall', bands: ['3-5'], support: ['sounds are tiny shakes'],
    },
    {
      question: 'What do all sounds start with?', right: 'A vibration', wrong: ['A bright light', 'A gust of wind'],
      skill: 'recall', bands: ['6-8', '9-12', '13+'], support: ['all sounds start with a vibration', 'sound is a vibration'],
    },
    {
      question: 'Which part of your ear shakes when sound reaches it?', right: 'The eardrum', wrong: ['The earlobe', 'The ear wax'],
      skill: 'recall', support: ['sound makes the drum shake', 'your eardrum shakes', 'makes the eardrum vibrate', 'the eardrum vibrates'],
    },
    {
      question: 'What tells you what the sound is?', right: 'Your brain', wrong: ['Your nose', 'Your teeth'],
      skill: 'cause-effect', bands: ['3-5', '6-8'], support: ['your brain tells you what you hear', 'your brain says'],
    },
    {
      question: 'What is the snail-shaped part of the inner ear called?', right: 'The cochlea', wrong: ['The cornea', 'The eardrum'],
      skill: 'vocabulary', bands: ['9-12', '13+'], support: ['a snail-shaped tube full of fluid in the inner ear'],
    },
    {
      question: 'Why is it important to protect your ears from very loud sounds?', right: 'Damaged hair cells don\'t grow back', wrong: ['Loud sounds make the eardrum grow', 'Loud sounds fill the ear with fluid'],
      skill: 'cause-effect', bands: ['9-12', '13+'], support: ['very loud sounds can damage hair cells, and they don\'t grow back'],
    },
  ],
  sources: [
    NIDCD_HEARING,
    {
      claim: 'Loud noise can damage the sensitive hair cells of the inner ear; once damaged, human hair cells do not grow back, so noise-induced hearing loss is permanent, and hearing protection such as earplugs or earmuffs helps prevent it.',
      title: 'NIDCD (National Institutes of Health): Noise-Induced Hearing Loss',
      url: 'https://www.nidcd.nih.gov/health/noise-induced-hearing-loss',
      read: READ,
      authority: 'public-health',
    },
    {
      claim: 'The human ear typically hears sounds from about 20 to 20,000 hertz; the ability to hear the highest frequencies declines with age. The stapes (stirrup) is the smallest bone in the human body.',
      title: 'Britannica: ear (human hearing)',
      url: 'https://www.britannica.com/science/ear',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Otoacoustic emissions are faint sounds produced by a healthy inner ear; OAE testing measures them and is widely used to screen the hearing of newborn babies.',
      title: 'American Speech-Language-Hearing Association (ASHA): Otoacoustic Emissions (OAEs)',
      url: 'https://www.asha.org/public/hearing/otoacoustic-emissions/',
      read: READ,
      authority: 'public-health',
    },
  ],
  simplifications: [
    '3-5 and 6-8: "tiny shakes in the air" for vibrations and pressure waves.',
    '3-5 and 6-8: "tiny hairs" for the hair cells of the cochlea (they are cells with hair-like bundles, not hairs).',
  ],
  related: ['echo', 'music-instruments', 'music-feelings'],
  links: [SITES.kidsHealth, britannica('ear hearing'), britannica('sound physics')],
};

const echo: KidEntry = {
  id: 'echo',
  module: 'Audio Exploration',
  question: 'What is an echo?',
  title: 'What Is an Echo?',
  blurb: 'Sounds that bounce back, and animals that find their way with sound.',
  triggers: [['echo'], ['echolocation'], ['sonar'], ['sound', 'bounce*'], ['bat', 'see', 'dark'], ['seashell', 'ocean'], ['shell', 'ocean', 'sound']],
  quickAnswer: {
    '3-5': 'An echo is a sound that bounces back to you. Shout "hello" in a big, empty place. The sound hits a wall and comes back to you. Hello, hello!',
    '6-8': 'Sound travels through the air. When it hits something big and hard, like a cliff or a wall, it bounces back, just like a ball. If the wall is far away, you hear your sound again a moment later. That sound that comes back is an echo.',
    '9-12': 'An echo is a sound wave that bounces back, or reflects. Hard, flat surfaces reflect sound well, and soft things like curtains soak it up. You hear a separate echo only if the sound comes back at least about a tenth of a second (0.1 s) after you made it. Sound moves through air at about 343 metres per second, so the wall must be about 17 metres away or more. Bats, dolphins and ships use echoes to find things.',
    '13+': 'Echoes are reflections of sound waves from surfaces that are large compared with the wavelength. A reflection is heard as a distinct echo only if it arrives at least about a tenth of a second (0.1 s) after the direct sound. Earlier reflections blend with it. In air at 20 °C, sound travels about 343 m/s, so in 0.1 s it covers about 34 m: 17 m to the surface and 17 m back. Many close reflections in a room merge into reverberation. Bats, toothed whales, sonar and medical ultrasound all judge distance from the delay of returning echoes.',
  },
  takeaways: {
    little: ['An echo is a sound that bounces back.', 'Big, hard walls make echoes.', 'Soft things soak up sound.'],
    young: ['An echo is a sound that bounces back.', 'Big, hard walls make echoes.', 'Bats use echoes to find their way.'],
    older: ['Echoes are reflected sound waves.', 'Hard surfaces reflect sound; soft ones absorb it.', 'A separate echo needs a delay of about a tenth of a second (0.1 s).', 'Echolocation and sonar measure distance with echoes.'],
  },
  sections: [
    {
      title: 'Bouncing Sounds',
      little: 'Roll a ball at a wall. Bonk! It comes back to you. Sound can bounce back too. That is an echo!',
      young: 'Throw a ball at a wall. It bounces back. Sound can bounce too! That is an echo.',
      older: 'When a sound wave hits a hard surface, much of it reflects, just like light reflects from a mirror. Canyons, empty halls, tunnels and mountains are great echo places. Their hard surfaces reflect sound back to you.',
      funFact: { title: 'A myth about echoes', text: 'Some people think a duck\'s quack doesn\'t echo. It does, but the echo is often hard to notice.' },
    },
    {
      title: 'Soft Things Swallow Sound',
      little: 'Soft things soak up sound. Pillows and rugs are soft. A room full of soft things is quiet. An empty room can be echo-y!',
      young: 'Soft things like pillows and curtains soak up sound. Empty rooms are echo-y. Rooms full of soft things are quiet.',
      older: 'Soft materials full of tiny holes, like foam and cloth, absorb sound energy instead of reflecting it. That is why an empty room sounds echo-y, and the same room with rugs, curtains and a sofa sounds quieter. Recording studios and concert halls are carefully designed to control echoes.',
      funFact: { title: 'The sea in a shell', text: 'The "ocean" you hear in a seashell is really sound from around you, echoing and ringing inside the shell.' },
    },
    {
      title: 'Seeing With Sound',
      little: 'Bats fly at night. They make tiny squeaks. The squeaks bounce off bugs and trees. The bat listens and knows where to fly!',
      young: 'Bats fly at night. They make little squeaks. The squeaks bounce off bugs and trees. The bat listens and knows where things are!',
      older: 'Many bats and dolphins find food and avoid obstacles by echolocation: they make calls and listen to the echoes. The time an echo takes to return tells them how far away something is. Ships use sonar in the same way to measure the depth of the sea and find fish.',
      funFact: { title: 'Too high for us', text: 'Many bat calls are so high-pitched that humans can\'t hear them.' },
    },
  ],
  deeper: {
    title: 'Reflection, Reverberation and Echolocation',
    content: 'Whether a surface reflects or scatters sound depends on its size and roughness compared with the wavelength. Reverberation time, how long a sound takes to die away in a room, is a key measure in room acoustics. The distance to a surface follows from an echo as d = v × t / 2, since the sound travels there and back. Bats change their call rate and pitch as they close in on prey. Shifts in echo frequency (the Doppler effect) can tell them about movement. Medical ultrasound and sea-floor mapping use reflected waves in similar ways.',
    funFact: { title: 'Whispering galleries', text: 'In some curved domes, called whispering galleries, a whisper against the wall can be heard far away on the other side.' },
  },
  glossary: [
    { term: 'Echo', say: 'EK-oh', definition: 'A sound that bounces back to you.' },
    { term: 'Reflect', say: 'rih-FLEKT', definition: 'To bounce back off a surface.' },
    { term: 'Absorb', say: 'ub-ZORB', definition: 'To soak something up.' },
    { term: 'Echolocation', say: 'ek-oh-loh-KAY-shun', definition: 'Finding things by making sounds and listening to their echoes.' },
    { term: 'Sonar', say: 'SOH-nar', definition: 'A machine that uses sound echoes to find things underwater.' },
  ],
  tryIt: [
    {
      title: 'Clap and Listen',
      description: 'Find an echo-y room at home.',
      steps: [
        'With a grown-up, clap one time in the bathroom. Listen!',
        'Now clap one time in your bedroom, next to the bed.',
        'Which clap rang longer? Point to the echo-y room!',
      ],
      note: 'A grown-up comes along from room to room. Cover your ears if a clap feels too loud.',
      bands: ['3-5'],
    },
    {
      title: 'Echo Hunt',
      description: 'Find the best echo places around you.',
      steps: [
        'With a grown-up, clap once in different places: a bathroom, a bedroom, a big hall, outside near a big wall.',
        'Listen carefully after each clap. Does the sound ring or stop quickly?',
        'Rate each place: no echo, a little echo, lots of echo.',
        'Why do you think some places echo more? Look at the walls and floors.',
      ],
      note: 'Stay with a grown-up when exploring outside, and keep away from roads.',
      bands: ['6-8', '9-12', '13+'],
    },
  ],
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
    {
      question: 'What is an echo?', right: 'A sound that bounces back', wrong: ['A very quiet sound', 'A sound the wall makes'],
      skill: 'vocabulary', support: ['a sound that bounces back'],
    },
    {
      question: 'Which place would give the best echo?', right: 'A big empty hall', wrong: ['A room full of pillows', 'A closet full of coats'],
      skill: 'inference', support: ['empty room', 'empty halls'],
    },
    {
      question: 'How does a bat know where the bugs are?', right: 'Its squeaks bounce back to it', wrong: ['The bugs call out to it', 'The bugs glow in the dark'],
      skill: 'cause-effect', bands: ['3-5', '6-8'], support: ['the squeaks bounce off bugs and trees'],
    },
    {
      question: 'Why can\'t you hear a separate echo in a small room?', right: 'The sound comes back too soon', wrong: ['Small rooms have no air for sound', 'Sound can\'t bounce off small walls'],
      skill: 'cause-effect', bands: ['9-12', '13+'], support: ['at least about a tenth of a second (0.1 s)'],
    },
    {
      question: 'What is it called when bats find things by listening to echoes?', right: 'Echolocation', wrong: ['Hibernation', 'Migration'],
      skill: 'vocabulary', bands: ['9-12', '13+'], support: ['find food and avoid obstacles by echolocation'],
    },
  ],
  sources: [
    {
      claim: 'An echo is a reflection of a sound wave that returns with enough delay to be heard separately: a reflection returning within about a tenth of a second (1/10 s, 0.1 s) cannot be told apart from the original sound. Bats navigate by listening for the echoes of their high-pitched calls, and sonar and depth sounders measure distance from the time lag of echoes. Sound reflected again and again between surfaces is called reverberation.',
      title: 'The Columbia Encyclopedia (Infoplease): echo',
      url: 'https://www.infoplease.com/encyclopedia/science-and-technology/physics/physics/echo',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'At 20 degrees Celsius (20 °C) sound travels through air at about 1,124 feet per second, about 343 m/s. So in a tenth of a second (0.1 s) it covers about 34 m, and a surface about 17 m away returns an echo after 0.1 s (distance = speed × time / 2, because the sound goes there and back).',
      title: 'Stanford University CCRMA (J. O. Smith, Physical Audio Signal Processing): Speed of Sound in Air',
      url: 'https://ccrma.stanford.edu/~jos/pasp/Speed_Sound_Air.html',
      read: READ,
      authority: 'university',
    },
    {
      claim: 'Sonar (sound navigation and ranging) sends a pulse of sound into the water; when it hits an object it bounces back as an echo, and the time between sending and receiving tells the distance. Scientists use sonar to make nautical charts and map the sea floor, and whales and dolphins use echolocation in a similar way.',
      title: 'NOAA Ocean Exploration: Sonar',
      url: 'https://oceanexplorer.noaa.gov/technology/sonar/sonar.html',
      read: READ,
      authority: 'science-body',
    },
    {
      claim: 'Medical ultrasound imaging sends high-frequency sound waves into the body and builds a picture from the echoes that bounce back; it is used, for example, to look at a baby during pregnancy.',
      title: 'NIBIB (National Institutes of Health): Ultrasound',
      url: 'https://www.nibib.nih.gov/science-education/science-topics/ultrasound',
      read: READ,
      authority: 'public-health',
    },
    {
      claim: 'The Doppler effect is the apparent change in the frequency (pitch) of a wave, such as sound, when the source and the listener move toward or away from each other.',
      title: 'Britannica: Doppler effect',
      url: 'https://www.britannica.com/science/Doppler-effect',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: [
    '3-5 and 6-8: a sound "bounces back" like a ball, for the reflection of a sound wave.',
    '3-5 and 6-8: no numbers for how far away a wall must be; 9-12 and 13+ give about a tenth of a second (0.1 s) and about 17 m.',
  ],
  related: ['hearing-sounds', 'music-instruments', 'thunder-lightning'],
  links: [britannica('echo sound'), britannica('echolocation'), SITES.natGeoKids],
};

export const audioEntries: KidEntry[] = [hearing, echo];
