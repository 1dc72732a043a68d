import { britannica, SITES } from '../links';
import type { KidEntry } from '../types';

// Music Fundamentals: why music moves us, and how instruments make sound.

const READ = '2026-11-23';

const musicFeelings: KidEntry = {
  id: 'music-feelings',
  module: 'Music Fundamentals',
  question: 'Why does music make us feel things?',
  title: 'Why Does Music Make Us Feel Things?',
  blurb: 'Tempo, melody, memories and your brain\'s reward system.',
  triggers: [['music', 'feel*'], ['music', 'happy'], ['music', 'sad'], ['song', 'sad'], ['song', 'happy'], ['music', 'emotion*'], ['music', 'brain'], ['why', 'like', 'music'], ['music', 'chill*'], ['song', 'feel*']],
  quickAnswer: {
    '3-5': 'Fast, bouncy music can make you want to dance. Slow, soft music can make you feel calm or sleepy. Music talks to your feelings!',
    '6-8': 'Music can make us feel happy, calm, excited or sad. It depends on how it sounds: fast or slow, loud or soft, high or low. Your brain also links songs with memories and with people, so a song can remind you of a special day. Music you love makes your brain feel good.',
    '9-12': 'Music changes our feelings in several ways. Its speed (tempo), loudness, rhythm and tune are like the way feelings sound in voices and movement. Fast and bright feels full of energy; slow and soft feels calm or sad. Music you enjoy switches on the brain\'s reward system, which releases dopamine, a chemical linked to pleasure. Songs also get tied to memories. And music brings people together, from lullabies to stadium chants.',
    '13+': 'Music moves us through several mechanisms. Acoustic features such as tempo, mode, timbre and loudness mirror how emotion sounds in speech and movement. Music also plays with expectation: it sets up patterns, then delays, fulfils or breaks them. Learned associations and personal memories add meaning, and singing or moving together builds social bonds. Brain-imaging studies have found that intensely pleasurable music, including moments that give listeners "chills," engages the reward system and releases dopamine. Some links, like minor keys sounding sad, are shaped partly by culture, and how much is learned is still debated.',
  },
  takeaways: {
    little: ['Fast music can make you dance.', 'Slow music can make you calm.'],
    young: ['Fast music can feel happy and bouncy.', 'Slow music can feel calm.', 'Songs can remind us of special times.'],
    older: ['Tempo, loudness and melody echo how emotions sound.', 'Music you enjoy switches on the brain\'s reward system.', 'Memories and shared moments make music more powerful.'],
  },
  sections: [
    {
      title: 'Fast, Slow, Loud, Soft',
      little: 'Play a fast song. Tap, tap, tap your feet! Now play a slow song. Sway and rest. Fast or slow can change how you feel.',
      young: 'Listen to a fast song. Do your feet want to tap? Now listen to a slow song. Do you feel calm? The speed of music changes how you feel.',
      older: 'Happy-sounding music is often fast, with bouncy rhythms and bright, high notes. Sad-sounding music is often slow, soft and lower. These patterns are like the way people\'s voices and movements change with their feelings. That may be why we hear feelings in music.',
      funFact: { title: 'Lullabies everywhere', text: 'People all over the world sing lullabies to babies, and lullabies tend to be slow, soft and simple.' },
    },
    {
      title: 'Your Brain on Music',
      little: 'Do you have a song you love? When you hear it, you feel good inside. A song you love is like a treat for your ears!',
      young: 'When you hear a song you love, your brain feels good. It\'s like a treat for your brain!',
      older: 'Music people love switches on the brain\'s reward system and releases dopamine. That is the same chemical involved in enjoying food or winning a game. Our brains also love guessing what comes next in a song, and a surprising change can give us goosebumps.',
      funFact: { title: 'Music chills', text: 'Some people get "chills" or goosebumps from a powerful moment in a song.' },
    },
    {
      title: 'Songs and Memories',
      young: 'A song can remind you of a birthday party or a car trip. Music helps us remember.',
      older: 'Music gets linked with the memories and feelings of the moments we heard it: a song from a holiday, a wedding or a film scene. Singing and dancing together also make people feel close. That is why music is part of celebrations, sports and ceremonies around the world.',
      funFact: { title: 'Movie music', text: 'Film composers use music to tell you how to feel, like the tense music before something scary happens.' },
    },
  ],
  deeper: {
    title: 'Expectation, Reward and Culture',
    content: 'Music theorists have long argued that musical emotion comes from expectations being built, delayed and resolved. Brain research later linked the anticipation of a musical peak, and the peak itself, to dopamine release in the striatum. Acoustic cues overlap with the tone of emotional speech: sad speech and sad music both tend to be slower, quieter and lower in pitch. Culture matters too. In Western music, minor keys often sound sad to listeners who grew up with that music. How much of this link is learned, and how much is built in, is still debated. In one study in Papua New Guinea, the community with the least exposure to Western music did not hear major chords as happier than minor ones. Music therapy uses these effects in care, for example to support mood, communication and movement.',
    funFact: { title: 'Music therapists', text: 'Music therapists are trained professionals who use music to help people with health and wellbeing.' },
  },
  glossary: [
    { term: 'Music', say: 'MYOO-zik', definition: 'Sounds put together in patterns to be beautiful or interesting.' },
    { term: 'Tempo', say: 'TEM-poh', definition: 'How fast or slow music goes.' },
    { term: 'Melody', say: 'MEL-uh-dee', definition: 'The tune of a song, the part you can hum.' },
    { term: 'Rhythm', say: 'RITH-um', definition: 'The pattern of long and short sounds and beats.' },
    { term: 'Dopamine', say: 'DOH-puh-meen', definition: 'A brain chemical linked to pleasure and reward.' },
  ],
  tryIt: [
    {
      title: 'Feelings Music Game',
      description: 'Move and draw the way music makes you feel.',
      steps: [
        'With a grown-up, pick three very different songs: fast, slow and spooky.',
        'Play each one and move your body the way it makes you feel.',
        'Draw a color or face for each song.',
        'Talk about it: what in the music made you feel that way? The speed? The loudness?',
      ],
      note: 'Keep the volume comfortable to protect your ears.',
      bands: ['3-5', '6-8'],
    },
    {
      title: 'Swap the Soundtrack',
      description: 'Find out how much music changes the mood of a scene.',
      steps: [
        'Pick a short, calm video clip, like people walking in a park, and turn the sound off.',
        'Play it twice: once with a slow, gentle piece of music and once with fast, tense music.',
        'Write down how the scene feels each time. Does it look peaceful, exciting or scary?',
        'Which parts of the music made the difference: tempo, loudness, high or low notes, major or minor?',
      ],
      note: 'Keep the volume comfortable to protect your ears.',
      bands: ['9-12', '13+'],
    },
  ],
  analogies: [
    { title: 'A voice without words', content: 'Music can sound like a voice that is happy, sad or excited, even without any words.' },
  ],
  realWorld: [
    { title: 'Films and games', content: 'Movies and video games use music to make scenes feel exciting, scary or sad.' },
    { title: 'Exercise playlists', content: 'Many people listen to upbeat music when they exercise because it feels energising.' },
  ],
  engaging: [
    { question: 'Which song always makes you happy?', context: 'What is it about the song?' },
    { question: 'How would you make music sound scary?', context: 'Think about speed, loudness and high or low notes.' },
  ],
  quiz: [
    { question: 'What kind of music often makes people want to dance?', right: 'Fast, bouncy music', wrong: ['Silence', 'Very slow, soft music'], skill: 'recall', support: ['fast, bouncy music', 'fast music can', 'fast and bright', 'often fast, with bouncy rhythms'] },
    { question: 'How can slow, soft music make you feel?', right: 'Calm or sleepy', wrong: ['Jumpy and wild', 'Very, very angry'], skill: 'cause-effect', bands: ['3-5', '6-8'], support: ['calm or sleepy', 'slow music can feel calm'] },
    { question: 'What can a song remind you of?', right: 'A special memory', wrong: ['Nothing at all', 'Only numbers'], skill: 'recall', bands: ['6-8', '9-12', '13+'], support: ['remind you of a special day', 'songs also get tied to memories', 'memories'] },
    { question: 'What is the speed of music called?', right: 'Tempo', wrong: ['Pitch', 'Timbre'], skill: 'vocabulary', bands: ['9-12', '13+'], support: ['tempo'] },
    { question: 'Which brain chemical is linked to enjoying music?', right: 'Dopamine', wrong: ['Chlorophyll', 'Melatonin'], skill: 'recall', bands: ['9-12', '13+'], support: ['dopamine'] },
  ],
  sources: [
    {
      claim: 'Brain-imaging of listeners (PET and fMRI) found that intensely pleasurable music, at peak moments that gave listeners chills, released dopamine in the striatum, part of the brain\'s reward system; dopamine was also released in anticipation of those peaks, which helps explain why music is valued in all human societies.',
      title: 'Salimpoor, V. N., et al. (2011). Anatomically distinct dopamine release during anticipation and experience of peak emotion to music. Nature Neuroscience, 14, 257-262',
      url: 'https://www.nature.com/articles/nn.2726',
      read: READ,
      authority: 'peer-reviewed',
    },
    {
      claim: 'Music appears in every society studied and is used in similar contexts everywhere, including infant care (lullabies), dance, healing and love; songs\' acoustic features predict what they are used for, and lullabies share features such as a slower, smoother, simpler sound.',
      title: 'Mehr, S. A., et al. (2019). Universality and diversity in human song. Science, 366(6468)',
      url: 'https://doi.org/10.1126/science.aax0868',
      read: READ,
      authority: 'peer-reviewed',
    },
    {
      claim: 'In Western cultures major and minor music is typically heard as happy and sad, but how far this is cultural or universal is hotly debated; in Papua New Guinea, the community with minimal exposure to Western music did not report greater happiness for major than minor chords, and the effect was strongly associated with exposure to Western music.',
      title: 'Smit, E. A., Milne, A. J., Sarvasy, H. S., & Dean, R. T. (2022). Emotional responses in Papua New Guinea show negligible evidence for a universal effect of major versus minor music. PLOS ONE, 17(6), e0269597',
      url: 'https://doi.org/10.1371/journal.pone.0269597',
      read: READ,
      authority: 'peer-reviewed',
    },
  ],
  simplifications: ['For 3-5, music "talks to your feelings"; the reward system and dopamine come in from 9-12.'],
  related: ['music-instruments', 'hearing-sounds', 'feel-angry'],
  links: [britannica('music'), SITES.kidsHealth],
};

const instruments: KidEntry = {
  id: 'music-instruments',
  module: 'Music Fundamentals',
  question: 'How do musical instruments make sound?',
  title: 'How Do Musical Instruments Make Sound?',
  blurb: 'Strings, air columns and drums: everything vibrates.',
  triggers: [['instrument'], ['guitar'], ['drum'], ['piano'], ['violin'], ['flute'], ['trumpet'], ['high', 'low', 'note'], ['pitch']],
  quickAnswer: {
    '3-5': 'Instruments make sounds by shaking. A drum shakes when you tap it. A guitar string shakes when you pluck it. The shaking makes music!',
    '6-8': 'Every instrument makes sound by making something vibrate. That means it shakes back and forth very fast. Strings vibrate on guitars and violins. Air vibrates inside flutes and trumpets. The skin of a drum vibrates when you hit it. Faster vibrations make higher notes, and slower ones make lower notes.',
    '9-12': 'Instruments are grouped by what vibrates. String instruments vibrate stretched strings. Woodwinds and brass vibrate a column of air, started by a reed, an edge or the player\'s buzzing lips. Drums and other percussion vibrate when they are hit, shaken or scraped. Pitch depends on how fast the vibration is: shorter, tighter or thinner strings and shorter air columns give higher notes. The body or tube of the instrument makes the sound louder and gives it its own tone.',
    '13+': 'Musical instruments pair a vibrating source with a resonator. A string\'s fundamental frequency rises with tension and falls with length and mass per unit length. An air column\'s resonances depend on its length and on whether its ends are open or closed. Instruments also produce overtones. The mix of overtones, and how the sound starts and fades, is called timbre: it is why a flute and a violin playing the same note sound different. The Hornbostel-Sachs system sorts instruments by what vibrates: chordophones, aerophones, membranophones, idiophones and electrophones.',
  },
  takeaways: {
    little: ['Instruments make sound by shaking.', 'Drums, strings and air can shake.'],
    young: ['Instruments make sound by shaking.', 'Strings, air and drums can shake.', 'Fast shaking makes high notes.'],
    older: ['All instruments vibrate something: strings, air or a surface.', 'Faster vibration means higher pitch.', 'The body of the instrument makes the sound louder and gives its tone.'],
  },
  sections: [
    {
      title: 'Strings',
      little: 'Pluck a rubber band. Boing! It wiggles and hums. A guitar has strings that wiggle too.',
      young: 'Pluck a rubber band. It wiggles and hums! Guitars and violins have strings that wiggle like that.',
      older: 'On a guitar, violin or harp, a stretched string vibrates when it is plucked or bowed. Pressing a string against the neck makes the vibrating part shorter, which raises the pitch. The hollow wooden body makes the sound louder.',
      funFact: { title: 'A piano is a string instrument', text: 'Inside a piano, little felt hammers hit strings when you press the keys.' },
    },
    {
      title: 'Air',
      little: 'Blow across the top of an empty plastic bottle. Hoooo! The air inside shakes. A flute uses air too.',
      young: 'Blow across the top of a bottle. Hoooo! The air inside shakes. Flutes and trumpets use air too.',
      older: 'In wind instruments, air inside a tube vibrates. A flute player blows across an edge, a clarinet uses a vibrating reed, and a trumpet player buzzes their lips into the mouthpiece. Opening holes or pressing valves changes the length of the vibrating air and so the note.',
      funFact: { title: 'Ancient flutes', text: 'Archaeologists have found flutes made from bird bone and mammoth ivory that are tens of thousands of years old.' },
    },
    {
      title: 'Drums and Shakers',
      little: 'Tap a drum. Its top shakes. Shake a rattle. The beads bounce. Drums and rattles are percussion.',
      young: 'Bang a drum. Its top shakes. Shake a rattle. The beads bounce. These are percussion instruments.',
      older: 'Percussion instruments make sound when struck, shaken or scraped. A drum\'s stretched skin vibrates, and tighter skins sound higher. A xylophone\'s wooden bars vibrate, and shorter bars give higher notes.',
      funFact: { title: 'Orchestra families', text: 'An orchestra has four families of instruments: strings, woodwinds, brass and percussion.' },
    },
  ],
  deeper: {
    title: 'Harmonics, Resonance and Timbre',
    content: 'A vibrating string supports standing waves at its fundamental frequency and at whole-number multiples of it, called harmonics. Halving a string\'s length doubles its frequency and raises the pitch by an octave, a link studied since ancient Greece. Open pipes, like flutes, resonate at all harmonics. Pipes closed at one end, as a clarinet roughly is, favour the odd harmonics, which helps explain why they sound different. The body of an instrument resonates at some frequencies more than others, shaping its sound. Electronic instruments make or process signals electrically, then use loudspeakers to turn them into sound.',
    funFact: { title: 'Octaves', text: 'Two notes an octave apart sound like "the same note, higher," because one vibrates exactly twice as fast as the other.' },
  },
  glossary: [
    { term: 'Instrument', say: 'IN-struh-ment', definition: 'Something you play to make music.' },
    { term: 'Vibrate', say: 'VY-brayt', definition: 'To shake back and forth very fast.' },
    { term: 'Percussion', say: 'per-KUSH-un', definition: 'Instruments you hit, shake or scrape, like drums.' },
    { term: 'Pitch', say: 'PITCH', definition: 'How high or low a sound is.' },
    { term: 'Timbre', say: 'TAM-ber', definition: 'The special sound quality that makes each instrument sound different.' },
  ],
  tryIt: [
    {
      title: 'Kitchen Band',
      description: 'Make a drum and a shaker with a grown-up.',
      steps: [
        'Ask a grown-up for an old pot and a wooden spoon. Tap the pot: that is your drum!',
        'A grown-up puts a spoonful of dry rice in a small plastic bottle and closes the lid tight.',
        'Shake it fast, then slow. Tap your drum loud, then soft.',
        'Play along to a song you like!',
      ],
      note: 'Only a grown-up opens the shaker. Tap gently to keep the sound kind to your ears.',
      bands: ['3-5'],
    },
    {
      title: 'Make a Band at Home',
      description: 'Build three instruments from things around the house.',
      steps: [
        'String: stretch rubber bands of different thickness around an open box. Pluck them. Which is highest?',
        'Air: fill glass bottles with different amounts of water and blow across the tops.',
        'Percussion: fill a sealed container with dry rice or beans to make a shaker.',
        'Play a song together with your family band!',
      ],
      note: 'A grown-up should help with glass bottles. Keep rubber bands away from faces.',
      bands: ['6-8', '9-12', '13+'],
    },
  ],
  analogies: [
    { title: 'A jump rope', content: 'A string vibrating is like a jump rope being swung: a tighter, shorter rope swings faster.' },
  ],
  realWorld: [
    { title: 'Tuning', content: 'Musicians tune string instruments by tightening or loosening the strings to change the pitch.' },
  ],
  engaging: [
    { question: 'Which instrument would you most like to learn?', context: 'Is it a string, wind or percussion instrument?' },
    { question: 'How could you make a rubber band sound higher?', context: 'Try stretching it tighter!' },
  ],
  quiz: [
    { question: 'What do all instruments do to make sound?', right: 'Make something shake', wrong: ['Make something glow brightly', 'Make something get hot'], skill: 'recall', support: ['make sounds by shaking', 'make sound by shaking', 'vibrate something'] },
    { question: 'Which is a percussion instrument?', right: 'A drum', wrong: ['A flute', 'A violin'], skill: 'vocabulary', support: ['percussion'] },
    { question: 'Do faster vibrations make higher or lower notes?', right: 'Higher notes', wrong: ['Lower notes', 'The same notes'], skill: 'cause-effect', bands: ['6-8', '9-12', '13+'], support: ['faster vibrations make higher notes', 'faster vibration means higher pitch'] },
    { question: 'What makes a string play a higher note?', right: 'Making it shorter or tighter', wrong: ['Making it longer and looser', 'Painting it a brighter color'], skill: 'cause-effect', bands: ['9-12', '13+'], support: ['shorter, tighter', 'rises with tension'] },
  ],
  sources: [
    {
      claim: 'Every musical instrument makes sound by setting something vibrating (a string, a column of air, a stretched skin or the body of the instrument), usually coupled to a resonator that strengthens the sound. The Hornbostel-Sachs system (1914) classifies instruments by what vibrates: idiophones, membranophones, chordophones and aerophones, with electrophones added later.',
      title: 'Britannica: musical instrument (classification of instruments)',
      url: 'https://www.britannica.com/art/musical-instrument',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'The Pythagoreans of ancient Greece found that musical intervals match simple ratios of string lengths: a string half as long sounds an octave higher (a ratio of 2 to 1).',
      title: 'Britannica: Pythagoras',
      url: 'https://www.britannica.com/biography/Pythagoras',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'A bone flute from Hohle Fels and fragments of ivory flutes from the caves of southwestern Germany show a well-established musical tradition more than 35,000 years ago.',
      title: 'Conard, N. J., Malina, M., & Münzel, S. C. (2009). New flutes document the earliest musical tradition in southwestern Germany. Nature, 460, 737-740',
      url: 'https://www.nature.com/articles/nature08169',
      read: READ,
      authority: 'peer-reviewed',
    },
  ],
  simplifications: ['For 3-5, instruments make sound by "shaking"; from 6-8 the word is vibrate.'],
  related: ['music-feelings', 'hearing-sounds', 'echo'],
  links: [britannica('musical instrument'), SITES.smithsonian],
};

export const musicEntries: KidEntry[] = [musicFeelings, instruments];
