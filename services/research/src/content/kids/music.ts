import { britannica, SITES } from '../links';
import type { KidEntry } from '../types';

// Music Fundamentals: why music moves us, and how instruments make sound.

const musicFeelings: KidEntry = {
  id: 'music-feelings',
  module: 'Music Fundamentals',
  question: 'Why does music make us feel things?',
  title: 'Why Does Music Make Us Feel Things?',
  blurb: 'Tempo, melody, memories and your brain\'s reward system.',
  triggers: [['music', 'feel*'], ['music', 'happy'], ['music', 'sad'], ['song', 'sad'], ['song', 'happy'], ['music', 'emotion*'], ['music', 'brain'], ['why', 'like', 'music'], ['music', 'chill*'], ['song', 'feel*']],
  quickAnswer: {
    '3-5': 'Fast, bouncy music can make you want to dance. Slow, soft music can make you feel calm or sleepy. Music talks to your feelings!',
    '6-8': 'Music can make us feel happy, calm, excited or sad because of how it sounds: fast or slow, loud or soft, high or low. Your brain also connects songs with memories and with other people, so a song can remind you of a special day. Listening to music you love makes your brain feel good.',
    '9-12': 'Music affects feelings in several ways. Speed (tempo), loudness, rhythm and melody resemble the way emotions sound in voices and movement: fast and bright feels energetic, slow and soft feels calm or sad. Music you enjoy activates the brain\'s reward system, releasing dopamine, a chemical linked to pleasure. Songs also become tied to memories, and music often brings people together, from lullabies to stadium chants.',
    '13+': 'Emotional responses to music arise from multiple mechanisms: acoustic features such as tempo, mode, timbre and loudness that mirror emotional expression in speech and movement; expectation, as music sets up patterns and then delays, fulfils or violates them; learned associations and episodic memories; and social bonding through synchronised movement and singing. Brain-imaging studies have found that intensely pleasurable music, including moments that give listeners "chills," engages the reward system and involves dopamine release. Some associations, like major keys sounding happy, are shaped partly by culture.',
  },
  takeaways: {
    young: ['Fast music can feel happy and bouncy.', 'Slow music can feel calm.', 'Songs can remind us of special times.'],
    older: ['Tempo, loudness and melody echo how emotions sound.', 'Enjoyable music activates the brain\'s reward system.', 'Memories and shared experiences make music more powerful.'],
  },
  sections: [
    {
      title: 'Fast, Slow, Loud, Soft',
      young: 'Listen to a fast song. Do your feet want to tap? Now listen to a slow song. Do you feel calm? The speed of music changes how you feel.',
      older: 'Happy-sounding music is often fast, with bouncy rhythms and a bright, high range. Sad-sounding music is often slow, soft and lower. These patterns are similar to how people\'s voices and movements change with their emotions, which may be why we hear feelings in music.',
      funFact: { title: 'Lullabies everywhere', text: 'People all over the world sing lullabies to babies, and they tend to be slow, soft and repetitive.' },
    },
    {
      title: 'Your Brain on Music',
      young: 'When you hear a song you love, your brain feels good. It\'s like a treat for your brain!',
      older: 'Scientists have found that music people love activates the brain\'s reward system and releases dopamine, the same chemical involved in enjoying food or winning a game. Our brains also love predicting what comes next in a song, and a surprising change can give us goosebumps.',
      funFact: { title: 'Music chills', text: 'Some people get "chills" or goosebumps from a powerful moment in a song.' },
    },
    {
      title: 'Songs and Memories',
      young: 'A song can remind you of a birthday party or a car trip. Music helps us remember.',
      older: 'Music gets linked with memories and feelings from the moments we heard it: a song from a holiday, a wedding or a film scene. Singing and dancing together also make people feel connected, which is why music is part of celebrations, sports and ceremonies around the world.',
      funFact: { title: 'Movie music', text: 'Film composers use music to tell you how to feel, like the tense music before something scary happens.' },
    },
  ],
  deeper: {
    title: 'Expectation, Reward and Culture',
    content: 'The music theorist Leonard Meyer argued that musical emotion comes from expectations being built, delayed and resolved; later research linked anticipation and resolution to dopamine activity in the striatum. Acoustic cues overlap with emotional prosody in speech: sad speech and sad music both tend to be slower, quieter and lower in pitch. Yet culture matters: the association of minor mode with sadness is learned in Western music, and listeners from other musical traditions may hear scales differently. Music therapy uses these effects clinically, for example to support mood, communication and movement.',
    funFact: { title: 'Music therapists', text: 'Music therapists are trained professionals who use music to help people with health and wellbeing.' },
  },
  glossary: [
    { term: 'Music', say: 'MYOO-zik', definition: 'Sounds put together in patterns to be beautiful or interesting.' },
    { term: 'Tempo', say: 'TEM-poh', definition: 'How fast or slow music goes.' },
    { term: 'Melody', say: 'MEL-uh-dee', definition: 'The tune of a song, the part you can hum.' },
    { term: 'Rhythm', say: 'RITH-um', definition: 'The pattern of long and short sounds and beats.' },
    { term: 'Dopamine', say: 'DOH-puh-meen', definition: 'A brain chemical linked to pleasure and reward.' },
  ],
  tryIt: [{
    title: 'Feelings Music Game',
    description: 'Move and draw the way music makes you feel.',
    steps: [
      'With a grown-up, pick three very different songs: fast, slow and spooky.',
      'Play each one and move your body the way it makes you feel.',
      'Draw a color or face for each song.',
      'Talk about it: what in the music made you feel that way? The speed? The loudness?',
    ],
    note: 'Keep the volume comfortable to protect your ears.',
  }],
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
    { question: 'What kind of music often makes people want to dance?', right: 'Fast, bouncy music', wrong: ['Silence', 'Very slow, soft music'] },
    { question: 'What can a song remind you of?', right: 'A special memory', wrong: ['Nothing at all', 'Only numbers'] },
    { question: 'What is the speed of music called?', right: 'Tempo', wrong: ['Pitch', 'Timbre'], level: 'older' },
    { question: 'Which brain chemical is linked to enjoying music?', right: 'Dopamine', wrong: ['Chlorophyll', 'Melatonin'], level: 'older' },
  ],
  related: ['music-instruments', 'hearing-sounds', 'feel-angry'],
  links: [britannica('music'), SITES.kidsHealth],
};

const instruments: KidEntry = {
  id: 'music-instruments',
  module: 'Music Fundamentals',
  question: 'How do musical instruments make sound?',
  title: 'How Do Musical Instruments Make Sound?',
  blurb: 'Strings, air columns and drums: everything vibrates.',
  triggers: [['instrument'], ['guitar'], ['drum'], ['piano'], ['violin'], ['flute'], ['trumpet'], ['orchestra'], ['high', 'low', 'note'], ['pitch']],
  quickAnswer: {
    '3-5': 'Instruments make sounds by shaking. A drum shakes when you hit it. A guitar string shakes when you pluck it. The shaking makes music!',
    '6-8': 'Every instrument makes sound by making something vibrate, or shake back and forth very fast. Strings vibrate on guitars and violins, air vibrates inside flutes and trumpets, and the skin of a drum vibrates when you hit it. Faster vibrations make higher notes, and slower ones make lower notes.',
    '9-12': 'Instruments are grouped by what vibrates. String instruments vibrate stretched strings; woodwinds and brass vibrate a column of air, started by a reed, an edge or the player\'s buzzing lips; percussion instruments vibrate when struck, shaken or scraped. Pitch depends on how fast the vibration is: shorter, tighter or thinner strings and shorter air columns give higher notes. The instrument\'s body or tube makes the sound louder and gives it its special tone.',
    '13+': 'Musical instruments are oscillators coupled to resonators. A string\'s fundamental frequency rises with tension and falls with length and mass per unit length; an air column\'s resonances depend on its length and whether its ends are open or closed. Besides the fundamental, instruments produce overtones, and the mix of overtones and how the sound starts and decays, together called timbre, is why a flute and a violin playing the same note sound different. The Hornbostel-Sachs system classifies instruments as chordophones, aerophones, membranophones, idiophones and electrophones.',
  },
  takeaways: {
    young: ['Instruments make sound by shaking.', 'Strings, air and drums can shake.', 'Fast shaking makes high notes.'],
    older: ['All instruments vibrate something: strings, air or a surface.', 'Faster vibration means higher pitch.', 'The body of the instrument makes the sound louder and gives its tone.'],
  },
  sections: [
    {
      title: 'Strings',
      young: 'Pluck a rubber band. It wiggles and hums! Guitars and violins have strings that wiggle like that.',
      older: 'On a guitar, violin or harp, a stretched string vibrates when plucked or bowed. Pressing a string against the neck makes the vibrating part shorter, which raises the pitch. The hollow wooden body amplifies the sound.',
      funFact: { title: 'A piano is a string instrument', text: 'Inside a piano, little felt hammers hit strings when you press the keys.' },
    },
    {
      title: 'Air',
      young: 'Blow across the top of a bottle. Hoooo! The air inside shakes. Flutes and trumpets use air too.',
      older: 'In wind instruments, air inside a tube vibrates. A flute player blows across an edge, a clarinet uses a vibrating reed, and a trumpet player buzzes their lips into the mouthpiece. Opening holes or pressing valves changes the length of the vibrating air column and the note.',
      funFact: { title: 'Ancient flutes', text: 'Archaeologists have found flutes made from bird bone and mammoth ivory that are tens of thousands of years old.' },
    },
    {
      title: 'Drums and Shakers',
      young: 'Bang a drum. Its top shakes. Shake a rattle. The beads bounce. These are percussion instruments.',
      older: 'Percussion instruments make sound when struck, shaken or scraped. A drum\'s stretched skin vibrates; a xylophone\'s wooden bars vibrate, and shorter bars give higher notes. Tighter drum skins sound higher.',
      funFact: { title: 'Orchestra families', text: 'An orchestra has four families of instruments: strings, woodwinds, brass and percussion.' },
    },
  ],
  deeper: {
    title: 'Harmonics, Resonance and Timbre',
    content: 'A vibrating string supports standing waves at its fundamental frequency and whole-number multiples (harmonics). Halving a string\'s length doubles its frequency, raising the pitch by an octave, a relationship studied since ancient Greece. Open pipes, like flutes, resonate at all harmonics, while pipes closed at one end, like a clarinet approximately, favour odd harmonics, which helps explain their different timbres. The body of an instrument resonates at some frequencies more than others, shaping the spectrum. Electronic instruments generate or process signals electrically, then use loudspeakers to turn them into sound.',
    funFact: { title: 'Octaves', text: 'Two notes an octave apart sound like "the same note, higher," because one vibrates exactly twice as fast as the other.' },
  },
  glossary: [
    { term: 'Instrument', say: 'IN-struh-ment', definition: 'Something you play to make music.' },
    { term: 'Vibrate', say: 'VY-brayt', definition: 'To shake back and forth very fast.' },
    { term: 'Percussion', say: 'per-KUSH-un', definition: 'Instruments you hit, shake or scrape, like drums.' },
    { term: 'Pitch', say: 'PITCH', definition: 'How high or low a sound is.' },
    { term: 'Timbre', say: 'TAM-ber', definition: 'The special sound quality that makes each instrument sound different.' },
  ],
  tryIt: [{
    title: 'Make a Band at Home',
    description: 'Build three instruments from things around the house.',
    steps: [
      'String: stretch rubber bands of different thickness around an open box. Pluck them. Which is highest?',
      'Air: fill glass bottles with different amounts of water and blow across the tops.',
      'Percussion: fill a sealed container with dry rice or beans to make a shaker.',
      'Play a song together with your family band!',
    ],
    note: 'A grown-up should help with glass bottles. Keep rubber bands away from faces.',
  }],
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
    { question: 'What do all instruments do to make sound?', right: 'Make something vibrate', wrong: ['Glow', 'Get hot'] },
    { question: 'Which is a percussion instrument?', right: 'A drum', wrong: ['A flute', 'A violin'] },
    { question: 'What makes a string play a higher note?', right: 'Making it shorter or tighter', wrong: ['Making it longer and looser', 'Painting it'], level: 'older' },
  ],
  related: ['music-feelings', 'hearing-sounds', 'echo'],
  links: [britannica('musical instrument'), SITES.smithsonian],
};

export const musicEntries: KidEntry[] = [musicFeelings, instruments];
