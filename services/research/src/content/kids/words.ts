import { britannica, SITES } from '../links';
import type { KidEntry } from '../types';

// Words: sounding out words and rhymes (Reading Journeys), poems and punctuation (Writing Workshop),
// nouns and verbs (Language Discovery).

const READ = '2026-11-23';

const soundOut: KidEntry = {
  id: 'sound-out-words',
  module: 'Reading Journeys',
  question: 'How do I sound out words?',
  title: 'How Do I Sound Out Words?',
  blurb: 'Letters make sounds; blend the sounds and you can read a word.',
  triggers: [['sound', 'out'], ['sounding', 'out'], ['phonics'], ['blend*', 'sound*'], ['letter', 'sound*'], ['read', 'word'], ['read', 'new', 'word'], ['decod*', 'word*'], ['learn', 'read'], ['learning', 'read'], ['how', 'read']],
  quickAnswer: {
    '3-5': 'Letters make sounds. Look at each letter and say its sound. C says "k". A says "a". T says "t". Now say them fast: k-a-t, cat! That is how you sound out a word.',
    '6-8': 'To sound out a word, say the sound each letter makes, from left to right. Then blend the sounds together, faster and faster, until you hear the word. For "dog", say d-o-g, then dog! Some letters team up to make one sound, like "sh" in "ship". Practice makes it quicker.',
    '9-12': 'Sounding out is called decoding. You match letters, or groups of letters, to the speech sounds they stand for, then blend those sounds into a word. Letter teams such as "ch", "ee" and "igh" each make one sound. Long words are easier in chunks, or syllables: fan-tas-tic. Some common words, like "said" and "the", don\'t follow the usual patterns, so readers learn them by sight.',
    '13+': 'Decoding links graphemes (letters or letter groups) to phonemes (the smallest speech sounds), then blends them into words. Systematic phonics teaches these links in a planned order, and reviews of the evidence support it for beginning readers. English spelling is a deep orthography: one sound can be spelled many ways, as in "see", "sea" and "piece". Skilled readers decode so fast that most words feel instantly recognised. That frees attention for meaning.',
  },
  takeaways: {
    little: ['Each letter makes a sound.', 'Say the sounds one by one.', 'Say them fast to hear the word.'],
    young: ['Say each letter sound from left to right.', 'Blend the sounds to hear the word.', 'Some letter teams make one sound, like "sh".'],
    older: ['Decoding means turning letters into sounds and blending them.', 'Letter teams and syllable chunks make long words easier.', 'Some tricky words are learned by sight.'],
  },
  sections: [
    {
      title: 'Letters Make Sounds',
      little: 'S says "sss", like a snake. M says "mmm", like yum. B says "b", like a ball that bounces. Each letter has a sound!',
      young: 'Every letter has a sound, and some have more than one. S says "sss". M says "mmm". Knowing the sounds is the first step to reading.',
      older: 'Letters stand for speech sounds. Some letters have several sounds: the "c" in "cat" and in "city" sound different. Learning which sounds go with which letters is the base of reading.',
      funFact: { title: 'Snake sounds', text: 'Some sounds can be stretched, like "sss" and "mmm". Others, like "b" and "t", are quick pops.' },
    },
    {
      title: 'Blend Them Together',
      little: 'Say "s", then "u", then "n". Now say them close, like a slide: sun! You read a word!',
      young: 'Point to each letter and say its sound. Then slide the sounds together, like a toy car rolling. "F-i-sh" becomes fish!',
      older: 'Blending is the key step. Say the sounds without stopping between them, stretching where you can: "mmmaaap", map. If the word sounds almost right, try other sounds for a vowel until it makes sense.',
      funFact: { title: 'Robot talk', text: 'Saying words sound by sound, like a robot, then fast, is a fun way to practise blending.' },
    },
    {
      title: 'Letter Teams and Tricky Words',
      little: 'Some letters work as a team. S and H say "sh", like "shh, the baby is asleep".',
      young: 'Some letters team up. "Sh", "ch" and "th" each make one sound. Some words are tricky, like "the" and "said". You learn those by looking.',
      older: 'Letter teams, such as "oa" in "boat" or "igh" in "night", stand for one sound. For long words, split them into syllables and read each part. For tricky words, notice which part is unusual and remember it.',
      funFact: { title: 'Silent letters', text: 'The "k" in "knee" and the "w" in "write" are silent: you see them, but you don\'t say them.' },
    },
  ],
  deeper: {
    title: 'Graphemes, Phonemes and Orthographic Mapping',
    content: 'A phoneme is the smallest unit of sound that changes meaning, as in "bat" versus "pat". A grapheme is the letter or letters that spell it: "f", "ff" and "ph" can all spell the same phoneme. Phonemic awareness, hearing and moving the sounds in spoken words, supports learning to decode. With practice, readers link a word\'s spelling to its sounds and meaning in memory. Then the word is read by sight, without sounding out. Reviews of the evidence have found systematic phonics helps beginning readers, alongside vocabulary and comprehension teaching.',
    funFact: { title: 'One sound, many spellings', text: 'The same vowel sound is spelled differently in "see", "sea", "piece" and "key".' },
  },
  glossary: [
    { term: 'Sound out', say: 'SOWND OWT', definition: 'To say each letter sound and put them together to read a word.' },
    { term: 'Blend', say: 'BLEND', definition: 'To push sounds together to make a word.' },
    { term: 'Phonics', say: 'FON-iks', definition: 'Learning which sounds go with which letters.' },
    { term: 'Syllable', say: 'SIL-uh-bul', definition: 'A beat in a word: "rab-bit" has two.' },
    { term: 'Decoding', say: 'dee-KOH-ding', definition: 'Turning written letters into sounds and words.' },
  ],
  tryIt: [{
    title: 'Sound Train',
    description: 'Push sounds together like train cars.',
    steps: [
      'A grown-up writes a short word, like "sun", on paper.',
      'Put a finger under each letter and say its sound.',
      'Now say the sounds close together, like train cars joining.',
      'Say the word! Try "cat", "dog" and "hat" too.',
    ],
    note: 'Stretchy sounds like "sss" and "mmm" are the easiest to start with.',
    bands: ['3-5'],
  }, {
    title: 'Word Builder',
    description: 'Change one sound to make a new word.',
    steps: [
      'Write "cat" on paper and sound it out.',
      'Change the first letter: "bat", "hat", "mat". Read each one.',
      'Change the middle letter: "cut", "cot". Read each one.',
      'Try a long word in chunks: "fan-tas-tic", "di-no-saur".',
    ],
    note: 'Older kids: find three different spellings of the same sound in a book.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'Beads on a string', content: 'Sounding out is like putting beads on a string: each sound is a bead, and sliding them together makes the word.' },
  ],
  realWorld: [
    { title: 'Signs and labels', content: 'Sounding out helps you read signs, food boxes and the names of shops.' },
  ],
  engaging: [
    { question: 'What sound does your name start with?', context: 'Say it slowly and listen.' },
    { question: 'Can you find a word with a silent letter?', context: 'Try "knee", "lamb" or "write".' },
  ],
  quiz: [
    {
      question: 'What do you do after you say each letter sound?', right: 'Blend the sounds together', wrong: ['Say the letter names only', 'Skip to the next page'],
      skill: 'sequence', support: ['Say them fast to hear the word', 'Now say them fast', 'Blend the sounds to hear the word', 'blend those sounds into a word', 'blends them into words'],
    },
    {
      question: 'What sound do S and H make together?', right: '"Sh", like in "ship"', wrong: ['"S" and then "h"', '"Ch", like in "chip"'],
      skill: 'recall', support: ['S and H say "sh"', 'like "sh" in "ship"', '"Sh", "ch" and "th" each make one sound'],
      bands: ['3-5', '6-8'],
    },
    {
      question: 'How can you read a long word more easily?', right: 'Split it into syllables', wrong: ['Read it backwards', 'Say only the first letter'],
      skill: 'recall', bands: ['9-12', '13+'], support: ['Long words are easier in chunks, or syllables', 'split them into syllables'],
    },
  ],
  sources: [
    {
      claim: 'Phonics teaches the relationships between letters (graphemes) and speech sounds (phonemes); decoding means sounding out and blending those sounds into words; letter combinations such as sh, ch, th and igh stand for single sounds; high-frequency irregular words such as "said" and "the" are learned by sight. Phonemic awareness supports decoding, and with practice readers store words for instant recognition (orthographic mapping).',
      title: 'Reading Rockets: Phonics and Decoding',
      url: 'https://www.readingrockets.org/topics/phonics-and-decoding',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Reviews of the evidence, including the US National Reading Panel report, found that systematic phonics instruction helps beginning readers learn to read, as part of teaching that also covers vocabulary and comprehension.',
      title: 'National Institute of Child Health and Human Development: Report of the National Reading Panel',
      url: 'https://www.nichd.nih.gov/publications/pubs/nrp/smallbook',
      read: READ,
      authority: 'public-health',
    },
  ],
  related: ['story-parts', 'rhyme', 'books-made'],
  links: [SITES.readingRockets, britannica('phonics')],
};

const rhyme: KidEntry = {
  id: 'rhyme',
  module: 'Reading Journeys',
  question: 'Why do some words rhyme?',
  title: 'Why Do Some Words Rhyme?',
  blurb: 'Words rhyme when their ending sounds match: cat, hat, bat!',
  triggers: [['rhym*'], ['ryhm*'], ['word', 'sound', 'same'], ['same', 'ending', 'sound']],
  quickAnswer: {
    '3-5': 'Words rhyme when they end with the same sound. Cat, hat and bat all end in "at". Say them! They sound like friends. Rhymes are fun to sing.',
    '6-8': 'Two words rhyme when their ending sounds match. "Cake" and "lake" rhyme because both end in "ake". Only the first sound is different. Rhyme is about sound, not spelling: "blue" and "shoe" rhyme even though they are spelled differently. Songs and poems use rhymes because they are fun and easy to remember.',
    '9-12': 'Words rhyme when they share the same sounds from their last stressed vowel to the end, like "table" and "cable". Rhyme depends on how words sound, not how they are spelled: "through" and "blue" rhyme, but "cough" and "dough" do not. People enjoy rhyme because it makes patterns the ear can predict. Rhymes also help memory, which is why so many songs, chants and old sayings use them.',
    '13+': 'A perfect rhyme matches the stressed vowel and every sound after it, while the sound before it differs: "delight" and "ignite". Near rhymes (or slant rhymes) match only part, as in "shape" and "keep". Rhyme has been used for memory and music in many oral traditions. Noticing rhymes is part of phonological awareness: children who can hear and play with the sounds in words are building a skill that supports learning to read.',
  },
  takeaways: {
    little: ['Rhyming words end with the same sound.', 'Cat, hat and bat rhyme.', 'Rhymes are fun to sing.'],
    young: ['Rhyming words end with the same sound.', 'Rhyme is about sound, not spelling.', 'Rhymes make songs easy to remember.'],
    older: ['Rhymes match from the last stressed vowel to the end.', 'Spelling can fool you: listen, don\'t look.', 'Rhyme helps memory and makes patterns the ear enjoys.'],
  },
  sections: [
    {
      title: 'Same Ending Sound',
      little: 'Say "bee" and "tree". Hear how they end? Both say "ee"! That is a rhyme.',
      young: 'Listen to the end of a word. "Sun", "fun" and "run" all end in "un". Change the first sound, keep the end, and you make a rhyme.',
      older: 'To find a rhyme, keep the ending sounds of a word and change what comes before them. "Light" becomes "bright", "kite" and "night". Longer words rhyme from the stressed part on: "mountain" and "fountain".',
      funFact: { title: 'Rhyme chains', text: 'Some endings have lots of rhymes: "at" gives cat, hat, bat, mat, rat, sat and more.' },
    },
    {
      title: 'Listen, Don\'t Look',
      little: 'Blue and shoe rhyme. They sound the same at the end. Your ears find rhymes!',
      young: 'Words can rhyme even when they are spelled differently. "Blue", "shoe" and "two" all rhyme. Use your ears, not your eyes.',
      older: 'English spelling can trick you. "Bear" and "hair" rhyme, but "bear" and "hear" do not, even though they look alike. Rhyme lives in sound, so reading a rhyme out loud is the best test.',
      funFact: { title: 'Spelling tricks', text: '"Great" and "eat" look like they should rhyme, but they don\'t.' },
    },
    {
      title: 'Why Rhymes Stick',
      young: 'Rhymes are easy to remember. That is why nursery rhymes and songs use them. Your brain likes guessing the next rhyme!',
      older: 'Rhyme makes a pattern your ear expects, so a line feels finished when the rhyme lands. Patterns are easier to remember. For a long time, people passed on poems and stories by speaking, and sound patterns helped them recall the words.',
      funFact: { title: 'Guess the rhyme', text: 'In a good rhyming book, you can often guess the last word of a line before you turn the page.' },
    },
  ],
  deeper: {
    title: 'Perfect Rhyme, Slant Rhyme and Phonological Awareness',
    content: 'In a perfect rhyme, the stressed vowel and all following sounds match, and the sound before them differs. "Rhyme" and "time" fit, but "rhyme" and "rhyme" are just repetition. Masculine rhymes fall on a final stressed syllable ("delight/ignite"). Feminine rhymes add an unstressed one ("table/cable"). Poets also use slant rhyme, assonance (shared vowels) and alliteration (shared first sounds). Hearing rhyme is one of the early layers of phonological awareness. It is followed by syllables and then single sounds, which link closely to learning to read.',
    funFact: { title: 'Hard to rhyme', text: 'Some English words, like "orange" and "month", have no common perfect rhyme.' },
  },
  glossary: [
    { term: 'Rhyme', say: 'RYME', definition: 'Words that end with the same sound, like cat and hat.' },
    { term: 'Ending', say: 'END-ing', definition: 'The last part of a word.' },
    { term: 'Sound', say: 'SOWND', definition: 'What you hear when you say a word.' },
    { term: 'Syllable', say: 'SIL-uh-bul', definition: 'A beat in a word.' },
    { term: 'Slant rhyme', say: 'SLANT ryme', definition: 'An almost-rhyme, where only some sounds match.' },
  ],
  tryIt: [{
    title: 'Rhyme Hunt',
    description: 'Find things that rhyme around the house.',
    steps: [
      'A grown-up says a word, like "bed".',
      'Look around. Find something that rhymes. Red? Ted?',
      'Say both words together: bed, red!',
      'Now you pick a word for the grown-up.',
    ],
    note: 'Silly made-up words count too: bed, zed, fled, med!',
    bands: ['3-5'],
  }, {
    title: 'Rhyme Chain Challenge',
    description: 'How long a rhyme chain can you make?',
    steps: [
      'Pick a short word, like "light".',
      'Take turns with a friend or grown-up saying a word that rhymes.',
      'Write the words down. Circle the ones spelled differently, like "kite".',
      'Use four of them to write a two-line rhyme.',
    ],
    note: 'Older kids: find a slant rhyme, like "shape" and "keep".',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'Matching socks', content: 'Rhyming words are like socks with the same pattern at the toe: the tops differ, but the ends match.' },
  ],
  realWorld: [
    { title: 'Songs and chants', content: 'Songs, jump-rope chants and nursery rhymes use rhymes so they are easy to learn.' },
    { title: 'Adverts', content: 'Adverts often use rhymes so their slogans stick in your head.' },
  ],
  engaging: [
    { question: 'What rhymes with your name?', context: 'Made-up words are allowed!' },
    { question: 'Why do you think songs rhyme so often?', context: 'Try singing one without the rhymes.' },
  ],
  quiz: [
    {
      question: 'Which word rhymes with "cat"?', right: 'Hat', wrong: ['Cup', 'Dog'],
      skill: 'inference', support: ['Cat, hat and bat all end in "at"', 'Cat, hat and bat rhyme', '"at" gives cat, hat, bat'],
      bands: ['3-5', '6-8'],
    },
    {
      question: 'When do two words rhyme?', right: 'When they end with the same sound', wrong: ['When they start with the same letter', 'When they have the same length'],
      skill: 'recall', support: ['Words rhyme when they end with the same sound', 'their ending sounds match', 'Rhyming words end with the same sound', 'Words rhyme when they share the same sounds', 'A perfect rhyme matches the stressed vowel and every sound after it'],
    },
    {
      question: 'Do "blue" and "shoe" rhyme?', right: 'Yes, they sound the same at the end', wrong: ['No, they are spelled differently', 'No, they have different first letters'],
      skill: 'inference', support: ['Blue and shoe rhyme', '"blue" and "shoe" rhyme', 'Rhyme is about sound, not spelling', 'Rhyme depends on how words sound, not how they are spelled'],
    },
  ],
  sources: [
    {
      claim: 'Rhyme is the correspondence of sound between words or word endings, especially at the ends of lines of poetry; in perfect (true) rhyme the stressed vowel and all following sounds are identical while the preceding consonant differs, masculine rhyme falling on a final stressed syllable and feminine rhyme adding an unstressed one; near (slant) rhyme matches only some sounds. Rhyme aids memory and was used in oral poetry.',
      title: 'Britannica: rhyme',
      url: 'https://www.britannica.com/art/rhyme',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Phonological awareness, including hearing and producing rhymes, syllables and individual sounds, is an early skill that supports learning to read.',
      title: 'Reading Rockets: Phonological and Phonemic Awareness',
      url: 'https://www.readingrockets.org/topics/phonological-and-phonemic-awareness',
      read: READ,
      authority: 'reference',
    },
  ],
  related: ['sound-out-words', 'what-is-a-poem', 'music-feelings'],
  links: [SITES.readingRockets, britannica('rhyme')],
};

const poem: KidEntry = {
  id: 'what-is-a-poem',
  module: 'Writing Workshop',
  question: 'What is a poem?',
  title: 'What Is a Poem?',
  blurb: 'Writing that plays with sound, rhythm and pictures in words.',
  triggers: [['poem'], ['poetry'], ['poet'], ['haiku'], ['limerick'], ['write', 'poem'], ['acrostic']],
  quickAnswer: {
    '3-5': 'A poem is a word song without a tune. Poems are often short. Many have words that rhyme. Some poems are silly. Some are calm. Poems help us feel and see things in our heads.',
    '6-8': 'A poem is writing that plays with the sound of words. Poems are written in lines, not long paragraphs. Many poems rhyme, and many have a beat you can clap. Some poems don\'t rhyme at all! Poets choose each word with care to paint a picture or share a feeling.',
    '9-12': 'A poem is a piece of writing that uses the sound, rhythm and look of words to share ideas and feelings. Poems are arranged in lines, often grouped into stanzas, like paragraphs. Poets use rhyme, rhythm, repetition and vivid images. Comparisons like similes help too. Some poems follow a form: a haiku has three short lines of five, seven and five syllables. Free verse has no fixed rhyme or beat.',
    '13+': 'Poetry is literature that concentrates meaning through sound, rhythm and form. Poets work with meter (patterns of stressed syllables), rhyme scheme, line breaks and stanzas. Figurative language, such as metaphor, simile and personification, packs in meaning. Fixed forms include the sonnet (fourteen lines), the haiku (a Japanese form, in English often three lines of five, seven and five syllables) and the limerick. Free verse drops fixed meter but still shapes rhythm through line breaks.',
  },
  takeaways: {
    little: ['A poem is like a word song.', 'Many poems rhyme.', 'Poems help us see and feel.'],
    young: ['Poems are written in lines.', 'Many poems rhyme and have a beat.', 'Poets pick each word with care.'],
    older: ['Poems use sound, rhythm and images to share ideas.', 'Lines group into stanzas.', 'Some poems follow forms like haiku; free verse does not.'],
  },
  sections: [
    {
      title: 'Words That Sing',
      little: 'Say a poem out loud. Clap along! Poems have a beat, like a drum. Many end with rhymes, like "cat" and "hat".',
      young: 'Poems are meant to be heard. Read one out loud and you can hear its beat and its rhymes. That is what makes poems feel like music.',
      older: 'Poems are built for the ear. Rhythm, rhyme and repeated sounds make a poem memorable. Try reading the same poem fast and then slowly: the feeling changes.',
      funFact: { title: 'Songs are poems too', text: 'The words of a song are called lyrics, and many are written like poems.' },
    },
    {
      title: 'Pictures in Words',
      little: 'A poem can say "the moon is a silver ball". Can you see it in your head? That is a word picture!',
      young: 'Poets paint pictures with words. "The snow is a white blanket" helps you see the snow. Comparing one thing to another makes a poem come alive.',
      older: 'Imagery appeals to the senses: sight, sound, touch, taste and smell. A simile compares with "like" or "as": "quiet as a mouse". A metaphor says one thing is another: "the moon is a silver coin".',
      funFact: { title: 'Sound words', text: 'Words like "buzz", "splash" and "pop" sound like what they mean. They are called onomatopoeia.' },
    },
    {
      title: 'Shapes of Poems',
      young: 'Poems come in many shapes. An acrostic poem uses the letters of a word to start each line. A haiku is a tiny poem with three short lines.',
      older: 'Poets choose forms. A haiku has three lines of five, seven and five syllables in English. A limerick is a funny five-line poem. Free verse has no set rhyme or beat. Shape poems are even drawn in the shape of their subject.',
      funFact: { title: 'Tiny poems', text: 'A haiku is so short you can say it in one breath.' },
    },
  ],
  deeper: {
    title: 'Meter, Form and Figurative Language',
    content: 'Meter counts stressed and unstressed syllables. Iambic pentameter has five unstressed-stressed pairs per line, as in many of Shakespeare\'s plays and sonnets. A rhyme scheme is labelled with letters: a limerick is AABBA. Enjambment runs a sentence past the end of a line. A caesura is a pause inside a line. Both shape rhythm. Free verse, common since the 1900s, trades fixed meter for rhythm shaped by line breaks and repetition. Reading poetry closely means asking how sound and form carry meaning, not only what the words say.',
    funFact: { title: 'Fourteen lines', text: 'A sonnet has fourteen lines, and Shakespeare wrote over 150 of them.' },
  },
  glossary: [
    { term: 'Poem', say: 'POH-um', definition: 'Writing in lines that plays with the sounds of words.' },
    { term: 'Rhyme', say: 'RYME', definition: 'Words that end with the same sound.' },
    { term: 'Poet', say: 'POH-it', definition: 'A person who writes poems.' },
    { term: 'Stanza', say: 'STAN-zuh', definition: 'A group of lines in a poem, like a paragraph.' },
    { term: 'Haiku', say: 'HY-koo', definition: 'A short poem form from Japan, with three lines.' },
  ],
  tryIt: [{
    title: 'My Name Poem',
    description: 'Make a poem from the letters of your name.',
    steps: [
      'A grown-up writes your name down the side of a page.',
      'For each letter, think of a word about you. M: merry! A: apple!',
      'The grown-up writes your words.',
      'Read your poem out loud together.',
    ],
    note: 'This kind of poem is called an acrostic.',
    bands: ['3-5'],
  }, {
    title: 'Write a Haiku',
    description: 'Write a tiny poem about something you can see.',
    steps: [
      'Look out of a window and pick one thing: a tree, a cloud, a cat.',
      'Write a first line of five syllables. Clap to count them.',
      'Write a second line of seven syllables, and a third of five.',
      'Read it out loud. Change one word to make it sound better.',
    ],
    note: 'Older kids: try a limerick, five lines with the rhyme pattern AABBA.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A word painting', content: 'A poem is like a painting made of words: a few well-chosen strokes let you see a whole scene.' },
  ],
  realWorld: [
    { title: 'Songs', content: 'Song lyrics, birthday card verses and nursery rhymes are all kinds of poems.' },
    { title: 'Greeting cards', content: 'Many cards have short rhyming poems inside.' },
  ],
  engaging: [
    { question: 'What is your favourite song or rhyme?', context: 'Is it a kind of poem? Listen for rhymes and a beat.' },
    { question: 'What would you write a poem about?', context: 'A pet, the rain, a feeling, a food?' },
  ],
  quiz: [
    {
      question: 'How are poems often written?', right: 'In short lines', wrong: ['In long paragraphs only', 'In numbers only'],
      skill: 'recall', bands: ['6-8', '9-12', '13+'], support: ['Poems are written in lines', 'Poems are arranged in lines', 'line breaks and stanzas'],
    },
    {
      question: 'What do many poems have?', right: 'Words that rhyme', wrong: ['Pictures of numbers', 'Only one long word'],
      skill: 'recall', support: ['Many have words that rhyme', 'Many poems rhyme', 'Poets use rhyme', 'rhyme scheme'],
    },
    {
      question: 'How many lines does a haiku have?', right: 'Three', wrong: ['Ten', 'Fourteen'],
      skill: 'recall', bands: ['9-12', '13+'], support: ['a haiku has three short lines', 'A haiku has three lines'],
    },
    {
      question: 'What can a poem help you do?', right: 'Feel and see things', wrong: ['Count to a hundred', 'Tell the time fast'],
      skill: 'inference', bands: ['3-5'], support: ['Poems help us feel and see things in our heads', 'Poems help us see and feel'],
    },
  ],
  sources: [
    {
      claim: 'Poetry is literature that evokes an imaginative awareness of experience through meaning, sound and rhythm; poems are arranged in lines and often in stanzas, use rhyme, meter, imagery and figurative language (simile, metaphor, personification); free verse, widespread since the early 1900s, has no fixed meter or rhyme. Iambic pentameter has five iambs per line, as in Shakespeare\'s plays and sonnets. A sonnet has fourteen (14) lines; Shakespeare wrote 154 sonnets (over 150).',
      title: 'Britannica: poetry',
      url: 'https://www.britannica.com/art/poetry',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'The haiku is an unrhymed Japanese poetic form from Japan of three lines of five, seven and five syllables (seventeen in all) in English adaptations.',
      title: 'Britannica: haiku',
      url: 'https://www.britannica.com/art/haiku',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'A limerick is a popular, humorous five-line verse form rhyming AABBA.',
      title: 'Britannica: limerick',
      url: 'https://www.britannica.com/art/limerick',
      read: READ,
      authority: 'reference',
    },
  ],
  related: ['rhyme', 'write-story', 'music-feelings'],
  links: [britannica('poetry'), SITES.readingRockets],
};

const nounsVerbs: KidEntry = {
  id: 'nouns-verbs',
  module: 'Language Discovery',
  question: 'What is a noun and a verb?',
  title: 'What Are Nouns and Verbs?',
  blurb: 'Naming words and doing words: the building blocks of sentences.',
  triggers: [['noun'], ['verb'], ['adjective'], ['adverb'], ['part', 'of', 'speech'], ['parts', 'speech'], ['naming', 'word'], ['doing', 'word'], ['action', 'word'], ['describing', 'word'], ['grammar']],
  quickAnswer: {
    '3-5': 'A noun is a name for a thing. Dog, ball and Mom are nouns. A verb is a doing word. Run, jump and eat are verbs. "The dog runs." Dog is the noun. Runs is the verb!',
    '6-8': 'A noun is a naming word: it names a person, a place, an animal or a thing, like teacher, park, cat or cup. A verb is a doing word: it tells what someone or something does, like run, sing or sleep. Most sentences need both. In the sentence "Birds fly", birds is the noun and fly is the verb.',
    '9-12': 'Nouns and verbs are two parts of speech, the jobs words do in a sentence. A noun names a person, place, thing or idea, such as "girl", "city", "pencil" or "kindness". A verb shows an action ("jump") or a state of being ("is", "seem"). A complete sentence needs a subject, usually a noun or pronoun, and a verb. Other parts of speech, like adjectives, describe nouns.',
    '13+': 'Traditional English grammar names eight parts of speech: nouns, pronouns, verbs, adjectives, adverbs, prepositions, conjunctions and interjections. Nouns name entities and can be common or proper, concrete or abstract. Verbs express actions, states or occurrences. They carry tense ("walked", "walks") and can be transitive, taking an object, or intransitive. The same word can change class with its use: "a run" is a noun, "they run" a verb. So a word\'s part of speech depends on its job in the sentence.',
  },
  takeaways: {
    little: ['A noun names a thing.', 'A verb is a doing word.', 'In "the dog runs", runs is the verb.'],
    young: ['Nouns name people, places, animals and things.', 'Verbs tell what someone does.', 'Most sentences need a noun and a verb.'],
    older: ['A noun names a person, place, thing or idea.', 'A verb shows an action or a state of being.', 'A word\'s part of speech depends on its job in the sentence.'],
  },
  sections: [
    {
      title: 'Naming Words',
      little: 'Look around you. Everything has a name! Cup. Bed. Cat. Sun. Those names are nouns.',
      young: 'Nouns are naming words. People (baby, doctor), places (school, beach), animals (frog) and things (book) are all nouns. Can you name five nouns in your room?',
      older: 'Nouns name people, places, things and ideas. Common nouns are general, like "river". Proper nouns name one special thing and start with a capital letter. Abstract nouns name things you can\'t touch, like "joy" or "courage".',
      funFact: { title: 'Idea nouns', text: 'Feelings like "love" and "fear" are nouns too, even though you can\'t hold them.' },
    },
    {
      title: 'Doing Words',
      little: 'Can you jump? Can you clap? Jump and clap are doing words. They are called verbs.',
      young: 'Verbs are doing words. Jump, swim, laugh and think are verbs. Ask what is happening. The answer is usually a verb.',
      older: 'Verbs show actions (climb, whisper) or states (be, seem, belong). Verbs change to show time: "I walk", "I walked", "I will walk". That is called tense.',
      funFact: { title: 'The busiest verb', text: '"Be" is one of the most used verbs in English, in forms like "am", "is", "are" and "was".' },
    },
    {
      title: 'Words Working Together',
      young: 'Put a noun and a verb together and you have a sentence: "Fish swim." Add more words to make it exciting: "Tiny fish swim fast."',
      older: 'A sentence needs a subject and a verb. Other parts of speech add detail: adjectives describe nouns ("tiny fish"), and adverbs describe verbs ("swim fast"). The same word can change jobs: "a jump" is a noun, but "we jump" uses it as a verb.',
      funFact: { title: 'Two-word sentences', text: '"Dogs bark." is a full sentence with just a noun and a verb.' },
    },
  ],
  deeper: {
    title: 'Word Classes, Tense and Transitivity',
    content: 'Linguists group words into classes by how they behave. Open classes, like nouns, verbs, adjectives and adverbs, take new members easily; think of "selfie" or "to google". Closed classes, like pronouns, prepositions and conjunctions, rarely change. Nouns can be countable ("three apples") or uncountable ("water"). Verbs are transitive when they take a direct object ("She kicked the ball") and intransitive when they do not ("She laughed"). Auxiliary verbs ("have", "will") combine with main verbs to mark tense, aspect and mood.',
    funFact: { title: 'Verbing', text: 'English often turns nouns into verbs: people "text", "email" and "google" things.' },
  },
  glossary: [
    { term: 'Noun', say: 'NOWN', definition: 'A naming word for a person, place, animal, thing or idea.' },
    { term: 'Verb', say: 'VURB', definition: 'A doing word, like run, sing or think.' },
    { term: 'Sentence', say: 'SEN-tunss', definition: 'A group of words that tells a whole idea.' },
    { term: 'Adjective', say: 'AJ-ik-tiv', definition: 'A describing word, like big or red.' },
    { term: 'Tense', say: 'TENSS', definition: 'The form of a verb that shows when something happens.' },
  ],
  tryIt: [{
    title: 'Noun and Verb Game',
    description: 'Point to nouns and act out verbs.',
    steps: [
      'A grown-up says a word.',
      'If it is a thing, point to it! That is a noun.',
      'If it is a doing word, do it! Jump, clap, hop. That is a verb.',
      'Take turns picking words.',
    ],
    note: 'Try: ball, jump, bed, clap, cup, spin.',
    bands: ['3-5'],
  }, {
    title: 'Sentence Sorting',
    description: 'Find the nouns and verbs in real sentences.',
    steps: [
      'Copy three sentences from a favourite book.',
      'Underline each noun in one colour.',
      'Circle each verb in another colour.',
      'Write your own two-word sentence with just a noun and a verb.',
    ],
    note: 'Older kids: find a word used as a noun in one sentence and a verb in another.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'Actors and actions', content: 'In a sentence, nouns are the actors on the stage, and verbs are what the actors do.' },
  ],
  realWorld: [
    { title: 'Signs', content: 'Signs often use verbs to tell you what to do: stop, push, wait.' },
    { title: 'Labels', content: 'Labels on boxes and doors are usually nouns: toys, kitchen, books.' },
  ],
  engaging: [
    { question: 'What is your favourite verb?', context: 'Is it something you love to do?' },
    { question: 'Can you make a sentence with only two words?', context: 'Try a noun and then a verb.' },
  ],
  quiz: [
    {
      question: 'Which word is a noun?', right: 'Ball', wrong: ['Jump', 'Run'],
      skill: 'vocabulary', bands: ['3-5', '6-8'], support: ['Dog, ball and Mom are nouns', 'Nouns are naming words', 'A noun is a naming word'],
    },
    {
      question: 'What does a verb tell you?', right: 'What someone or something does', wrong: ['The name of a place', 'How many things there are'],
      skill: 'vocabulary', support: ['A verb is a doing word', 'it tells what someone or something does', 'Verbs tell what someone does', 'A verb shows an action'],
    },
    {
      question: 'Which word is the verb in "Birds fly"?', right: 'Fly', wrong: ['Birds', 'Both words'],
      skill: 'inference', bands: ['6-8', '9-12', '13+'], support: ['birds is the noun and fly is the verb', 'A verb shows an action'],
    },
  ],
  sources: [
    {
      claim: 'A part of speech is a class of words grouped by function; traditional English grammar names eight: noun, pronoun, verb, adjective, adverb, preposition, conjunction and interjection. Nouns name persons, places, things or ideas (common, proper, abstract, countable and uncountable); verbs express action, state or occurrence and show tense; transitive verbs take an object; a word can belong to different parts of speech depending on its use ("a run", "they run").',
      title: 'Britannica: part of speech',
      url: 'https://www.britannica.com/topic/part-of-speech',
      read: READ,
      authority: 'reference',
    },
  ],
  related: ['punctuation', 'write-story', 'world-languages'],
  links: [britannica('part of speech'), SITES.readingRockets],
};

const punctuation: KidEntry = {
  id: 'punctuation',
  module: 'Writing Workshop',
  question: 'Why do we use periods and capital letters?',
  title: 'Why Do We Use Periods and Capital Letters?',
  blurb: 'Signals that show readers where sentences start, stop and pause.',
  triggers: [['punctuation'], ['period', 'sentence'], ['full', 'stop'], ['capital', 'letter'], ['capitals', 'letters'], ['question', 'mark'], ['exclamation', 'mark'], ['exclamation', 'point'], ['comma'], ['period', 'capital'], ['use', 'period']],
  quickAnswer: {
    '3-5': 'A big letter says "a new idea starts here". A dot at the end says "stop". These signs help us read. They show where each idea starts and ends.',
    '6-8': 'Capital letters and periods are signs for readers. A capital letter shows where a sentence starts. A period, or full stop, shows where it ends. Without them, the words would all run together. Then they would be hard to read. A question mark ends a question. An exclamation mark shows a strong feeling!',
    '9-12': 'Punctuation marks are signals that help readers understand writing the way the writer meant it. A capital letter starts each sentence and each name. A period ends a sentence, so the reader knows one idea is complete. Commas show shorter pauses and separate items in a list. A question mark ends a question. And one comma can change everything: compare "Let\'s eat, Grandma!" with "Let\'s eat Grandma!"',
    '13+': 'Punctuation organises written language into units of meaning. It marks sentence boundaries, groups clauses and signals tone. A capital letter starts each sentence and each proper noun. A period ends a sentence, and a question mark ends a question. Terminal marks (period, question mark, exclamation mark) close sentences. Commas, colons, semicolons and dashes structure what lies between. Early writing in Greek and Latin was often copied without spaces or much punctuation. Marks were developed and standardised over centuries, helped by printing.',
  },
  takeaways: {
    little: ['A big letter starts an idea.', 'A dot at the end says stop.', 'These signs help us read.'],
    young: ['A capital letter starts a sentence.', 'A period ends a sentence.', 'Question marks end questions.'],
    older: ['Punctuation shows readers where ideas start, pause and stop.', 'Capitals start sentences and names.', 'A single comma can change the meaning.'],
  },
  sections: [
    {
      title: 'Start and Stop',
      little: 'Your name starts with a big letter. A sentence does too! At the end, there is a little dot. The dot says stop.',
      young: 'Think of a sentence like a car trip. The capital letter is the green light: go! The period is the red light: stop! Then the next sentence begins.',
      older: 'Capital letters and periods frame each sentence. They tell a reader, "Here is one complete idea." Without them, sentences blur together and readers must guess where one thought ends.',
      funFact: { title: 'Full stop', text: 'In Britain and Australia, a period is called a full stop.' },
    },
    {
      title: 'Marks With Feelings',
      little: 'A question ends with a curly hook: ? An exciting sentence ends with a line and a dot: !',
      young: 'A question mark says "I am asking". An exclamation mark says "Wow!" Try reading "You did it." and "You did it!" out loud. Hear the difference?',
      older: 'End marks change how a sentence sounds in a reader\'s head. "It\'s raining." is calm. "It\'s raining?" is surprised. "It\'s raining!" is excited. Writers choose marks to carry the tone of their voice onto the page.',
      funFact: { title: 'The interrobang', text: 'Someone invented a mark that mixes "?" and "!" together. It is called an interrobang: ‽' },
    },
    {
      title: 'Capitals for Names',
      young: 'Names get capital letters too. Your name, your town and the days of the week all start with a capital letter.',
      older: 'Capitals also mark proper nouns: names of people, places, days and months. That is why "Paris" and "Monday" start with capitals but "city" and "day" don\'t. A capital can change meaning: "the polish on shoes" but "the Polish language".',
      funFact: { title: 'Capital I', text: 'In English, the word "I" is always a capital letter.' },
    },
  ],
  deeper: {
    title: 'How Punctuation Developed',
    content: 'Many ancient Greek and Latin texts were written in scriptio continua: letters with no spaces and little punctuation. They were mostly read aloud. Scribes and grammarians added dots and marks to guide reading aloud, marking pauses of different lengths. Spaces between words spread in medieval manuscripts. Printing helped standardise marks like the comma, semicolon and question mark. Modern punctuation is mainly grammatical: it shows the structure of sentences rather than only where to breathe.',
    funFact: { title: 'No spaces', text: 'Try reading "thecatsatonthemat" and you will see why spaces and marks were a great invention.' },
  },
  glossary: [
    { term: 'Period', say: 'PEER-ee-ud', definition: 'The dot at the end of a sentence. Also called a full stop.' },
    { term: 'Capital letter', say: 'KAP-ih-tul LET-er', definition: 'A big letter, like A, B and C, used to start sentences and names.' },
    { term: 'Sentence', say: 'SEN-tunss', definition: 'A group of words that tells a whole idea.' },
    { term: 'Punctuation', say: 'punk-choo-AY-shun', definition: 'Marks like . , ? and ! that help us read writing.' },
    { term: 'Comma', say: 'KOM-uh', definition: 'A mark that shows a short pause or separates things in a list.' },
  ],
  tryIt: [{
    title: 'Stop and Go',
    description: 'Play a game with start and stop signs.',
    steps: [
      'A grown-up reads a short sentence out loud.',
      'At the start, jump up like a big capital letter!',
      'At the end, sit down like a little dot.',
      'Try it with a question: wiggle your hands like a question mark.',
    ],
    note: 'Look for big letters and dots in your favourite picture book.',
    bands: ['3-5'],
  }, {
    title: 'Fix the Message',
    description: 'Add the missing capitals and punctuation.',
    steps: [
      'Copy this: "my dog is called max he likes to run do you have a pet"',
      'Add capital letters where sentences and names start.',
      'Add a period, and a question mark, where sentences end.',
      'Read it out loud before and after. Which is easier?',
    ],
    note: 'Older kids: write a sentence whose meaning changes when you move one comma.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'Traffic lights', content: 'Punctuation is like traffic lights for reading: capitals say go, commas say slow, and periods say stop.' },
  ],
  realWorld: [
    { title: 'Messages', content: 'In texts and notes, punctuation shows whether you are asking, telling or excited.' },
    { title: 'Books', content: 'Every book you read uses capitals and periods to show where sentences start and stop.' },
  ],
  engaging: [
    { question: 'How does "Really." sound different from "Really?" and "Really!"?', context: 'Say each one out loud.' },
    { question: 'What would books look like with no punctuation?', context: 'Try writing a sentence without any.' },
  ],
  quiz: [
    {
      question: 'What goes at the start of a sentence?', right: 'A capital letter', wrong: ['A period', 'A question mark'],
      skill: 'recall', support: ['A big letter starts an idea', 'A capital letter shows where a sentence starts', 'A capital letter starts a sentence', 'A capital letter starts each sentence'],
    },
    {
      question: 'What does a period at the end of a sentence tell you?', right: 'The sentence is finished', wrong: ['A question is coming', 'Read it again'],
      skill: 'recall', support: ['A dot at the end says stop', 'A period ends a sentence', 'shows where it ends', 'The dot says stop'],
    },
    {
      question: 'Which mark ends a question?', right: 'A question mark', wrong: ['A comma', 'A capital letter'],
      skill: 'recall', bands: ['6-8', '9-12', '13+'], support: ['A question mark ends a question', 'Question marks end questions', 'A question mark says "I am asking"'],
    },
  ],
  sources: [
    {
      claim: 'Punctuation uses marks such as the period (full stop in British and Australian usage, as in Britain and Australia), comma, question mark, exclamation mark, colon, semicolon and dash to clarify meaning and mark sentence boundaries; capitals begin sentences and proper nouns (names of people, places, days and months such as Paris and Monday, and the adjective Polish). Ancient Greek and Latin texts were often written in scriptio continua, without word spaces and with little punctuation, and read aloud; marks were added by scribes and grammarians for reading aloud, word spaces spread in medieval manuscripts, and printing helped standardise punctuation; modern punctuation is mainly grammatical.',
      title: 'Britannica: punctuation',
      url: 'https://www.britannica.com/topic/punctuation',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'The interrobang (‽) is a punctuation mark that combines the question mark and the exclamation point, used to end an excited or surprised question.',
      title: 'Merriam-Webster Dictionary: interrobang',
      url: 'https://www.merriam-webster.com/dictionary/interrobang',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: ['For 3-5, a capital is "a big letter" and a period "a dot that says stop".'],
  related: ['nouns-verbs', 'write-story', 'invention-of-writing'],
  links: [britannica('punctuation'), SITES.readingRockets],
};

export const wordsEntries: KidEntry[] = [soundOut, rhyme, poem, nounsVerbs, punctuation];
