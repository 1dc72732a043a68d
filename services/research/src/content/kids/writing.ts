import { britannica, SITES } from '../links';
import type { KidEntry } from '../types';

// Writing Workshop: writing your own story, and where writing came from.

const READ = '2026-11-23';

const writeStory: KidEntry = {
  id: 'write-story',
  module: 'Writing Workshop',
  question: 'How do I write a story?',
  title: 'How Do I Write a Story?',
  blurb: 'Plan, draft, revise and share your own story.',
  triggers: [['write', 'story'], ['writing', 'story'], ['story', 'idea'], ['become', 'writer'], ['become', 'author'], ['creative', 'writing'], ['write', 'book']],
  quickAnswer: {
    '3-5': 'Think of a character. Think of a problem. Then tell how the problem gets fixed! You can draw it, and a grown-up can write your words.',
    '6-8': 'Start with a character you like and a problem they have. Plan a beginning, a middle and an end. Write it down and don\'t worry about mistakes. Then read it again and make it better. Add details so readers can picture it. Give it a great title!',
    '9-12': 'Writers usually plan, draft, revise and edit. Plan your character, setting and problem, and jot the main events. Write a first draft quickly. Then revise: strengthen the beginning, show feelings through what characters do and say, and cut what doesn\'t help. Finally edit for spelling and punctuation, and share it with a reader.',
    '13+': 'Most writers work through a process. They generate ideas, then outline, or discover the story as they draft. Then they revise for structure and character, and edit line by line. Strong stories centre on a character who wants something and faces obstacles, with stakes that matter. Techniques such as "show, don\'t tell," a chosen point of view, specific sensory detail and dialogue that reveals character make writing vivid. Feedback from readers and wide reading in your genre are two of the most reliable ways to improve.',
  },
  takeaways: {
    little: ['Pick a character.', 'Give them a problem.', 'Tell how it gets fixed!'],
    young: ['Pick a character and a problem.', 'Plan a beginning, a middle and an end.', 'Read it again and make it better.'],
    older: ['Plan, draft, revise, edit, share.', 'A character who wants something and faces obstacles drives the story.', 'Revising is where good stories become great.'],
  },
  sections: [
    {
      title: 'Find an Idea',
      little: 'What if your cat could talk? What if your shoes could fly? Ask "what if?" Now you have a story idea!',
      young: 'Ideas are everywhere! What if your cat could talk? What if your shoes could fly? Ask "what if" and a story can start.',
      older: 'Story ideas can come from "what if" questions, things that happened to you, dreams, or mixing two ideas that don\'t usually go together. Keep an idea notebook, because ideas are easy to forget.',
      funFact: { title: 'Writers\' notebooks', text: 'Many writers carry a notebook to catch ideas before they disappear.' },
    },
    {
      title: 'Beginning, Middle, End',
      little: 'First, meet your character. Next, uh-oh, something goes wrong! Last, it gets fixed. Hooray!',
      young: 'At the beginning, meet your character. In the middle, something goes wrong. At the end, it gets fixed.',
      older: 'Plan the shape of your story. The beginning introduces the character, setting and problem. The middle makes the problem harder, and the end resolves it. A simple plan, like three sentences or a story map, makes the writing much easier.',
      funFact: { title: 'Hook your reader', text: 'A strong first sentence, called a hook, makes readers want to keep going.' },
    },
    {
      title: 'Make It Better',
      little: 'Tell your story again. Add a sound, like "Splash!" Add a color, like a red boat. Now it is even more fun!',
      young: 'Read your story out loud. Is there a part you can make more exciting? Add colors, sounds and feelings!',
      older: 'First drafts are supposed to be messy. When you revise, read aloud and add details of what characters see, hear and smell. Use dialogue, and show feelings through actions: instead of "He was scared," try "His hands shook as he opened the door."',
      funFact: { title: 'Show, don\'t tell', text: 'Writers often use the advice "show, don\'t tell": let readers see what happens instead of just explaining it.' },
    },
  ],
  deeper: {
    title: 'Craft: Stakes, Point of View and Revision',
    content: 'Ask what your protagonist wants, what stands in the way, and what happens if they fail: these stakes create tension. Choose a point of view on purpose; a close third-person or first-person narrator limits what readers know and can build suspense. Dialogue should do more than pass on information: it reveals character and conflict. In revision, work from large to small: first structure and pacing, then scenes, then sentences. Reading your work aloud exposes clunky rhythm and missing words.',
    funFact: { title: 'Famous rewrites', text: 'Many well-known novels went through several full drafts before publication.' },
  },
  glossary: [
    { term: 'Character', say: 'KAIR-ik-ter', definition: 'Someone in your story.' },
    { term: 'Draft', say: 'DRAFT', definition: 'A first try at writing something.' },
    { term: 'Revise', say: 'rih-VYZE', definition: 'To change your writing to make it better.' },
    { term: 'Dialogue', say: 'DY-uh-log', definition: 'The words characters say to each other.' },
    { term: 'Edit', say: 'ED-it', definition: 'To fix spelling, punctuation and small mistakes.' },
  ],
  tryIt: [
    {
      title: 'Draw a Story',
      description: 'Tell a story in three pictures.',
      steps: [
        'Draw your character.',
        'Draw the problem. Uh-oh!',
        'Draw how it gets fixed.',
        'Tell the story out loud while a grown-up writes your words.',
      ],
      note: 'Three pictures make a whole story: a beginning, a middle and an end!',
      bands: ['3-5'],
    },
    {
      title: 'Story Dice',
      description: 'Roll up a random story idea.',
      steps: [
        'Write six characters, six places and six problems on three lists, numbered 1 to 6.',
        'Roll a die three times: once for each list.',
        'Plan a beginning, middle and end with the character, place and problem you rolled.',
        'Tell or write the story, then draw a cover for it.',
      ],
      note: 'Younger children can tell the story out loud while a grown-up writes it down.',
      bands: ['6-8', '9-12', '13+'],
    },
  ],
  analogies: [
    { title: 'Building with blocks', content: 'Writing is like building: the draft stacks the blocks, and revising moves them around until the tower is strong.' },
  ],
  realWorld: [
    { title: 'Authors revise', content: 'Professional authors work with editors who suggest changes, just like a teacher or friend can for you.' },
  ],
  engaging: [
    { question: 'What would your main character want more than anything?', context: 'That want can drive your whole story.' },
    { question: 'What is the most exciting thing that could go wrong?', context: 'Problems make stories fun to read.' },
  ],
  quiz: [
    {
      question: 'What happens in the middle of your story?', right: 'Something goes wrong', wrong: ['The story is over', 'You write the title'],
      skill: 'sequence', bands: ['3-5', '6-8'], support: ['something goes wrong'],
    },
    {
      question: 'What comes first in a story?', right: 'Meeting the character', wrong: ['Fixing the problem', 'Saying "The End"'],
      skill: 'sequence', bands: ['3-5', '6-8'], support: ['meet your character'],
    },
    {
      question: 'What do you call a first try at writing?', right: 'A draft', wrong: ['A cover', 'A chapter'],
      skill: 'vocabulary', bands: ['6-8', '9-12', '13+'], support: ['a first try at writing something'],
    },
    {
      question: 'Which sentence "shows" instead of "tells"?', right: 'Her knees wobbled as she stepped onto the stage.', wrong: ['She was very nervous about going on the stage.', 'She felt bad because she had to go on stage.'],
      skill: 'inference', bands: ['9-12', '13+'], support: ['show feelings through', 'show, don\'t tell'],
    },
    {
      question: 'In what order do writers usually work?', right: 'Plan, draft, revise, edit', wrong: ['Edit, plan, draft, revise', 'Draft, edit, plan, revise'],
      skill: 'sequence', bands: ['9-12', '13+'], support: ['plan, draft, revise, edit'],
    },
  ],
  sources: [
    {
      claim: 'Writing usually goes through steps: prewriting (generating ideas and planning), organizing, writing a first draft, revising (reading the draft aloud and changing organization, content and expression), and editing and proofreading for spelling, punctuation and sentence structure.',
      title: 'University of Arkansas at Little Rock Writing Center: Steps in the Writing Process',
      url: 'https://ualr.edu/writingcenter/index.php/steps-in-the-writing-process',
      read: READ,
      authority: 'university',
    },
  ],
  simplifications: [
    '3-5: a story is "a character, a problem and how it gets fixed"; the child tells or draws it and a grown-up writes.',
  ],
  related: ['story-parts', 'books-made', 'invention-of-writing'],
  links: [SITES.readingRockets, britannica('short story')],
};

const inventionOfWriting: KidEntry = {
  id: 'invention-of-writing',
  module: 'Writing Workshop',
  question: 'Who invented writing?',
  title: 'Who Invented Writing?',
  blurb: 'Clay tablets, hieroglyphs and the first alphabets.',
  triggers: [['invent*', 'writing'], ['first', 'writing'], ['history', 'writing'], ['cuneiform'], ['hieroglyph*'], ['alphabet'], ['first', 'letter'], ['writing', 'start']],
  quickAnswer: {
    '3-5': 'Long, long ago, people made marks in soft clay. The marks helped them keep track of things. Some people drew small pictures, too. That was the start of writing!',
    '6-8': 'No one person made up writing. It began in many places. Over five thousand years ago, people in what is now Iraq pressed marks into clay. The marks kept track of grain and sheep. Around the same time, people in Egypt wrote with picture signs. Later, people in China made writing too.',
    '9-12': 'Writing was invented more than once, in different places. The oldest known writing, cuneiform, began in Sumer, in Mesopotamia, over 5,000 years ago. It started as records of goods and trade. Egyptian hieroglyphs came at about the same time. Chinese writing goes back about 3,200 years. The Maya and other peoples of Mesoamerica made writing too. Alphabets, with a letter for each sound, came later. The Phoenician alphabet led to the Greek and Latin ones, and to the letters you are reading now.',
    '13+': 'Writing arose independently in at least Mesopotamia, Egypt, China and Mesoamerica. Mesopotamian cuneiform grew out of accounting tokens and early signs from about 3400 to 3100 BCE. Egyptian hieroglyphs appeared around 3200 BCE. In China, Shang dynasty inscriptions on oracle bones date from around 1200 BCE. Early systems mixed logograms (signs for words) with signs for sounds. The first alphabets appeared in the second millennium BCE. The Greeks took the Phoenician alphabet of consonants and added vowel letters. Through Etruscan and Latin, it became the Roman alphabet.',
  },
  takeaways: {
    little: ['Writing began a very long time ago.', 'People made marks in clay.', 'Some writing used little pictures.'],
    young: ['Writing began a very long time ago.', 'People wrote on clay with sticks.', 'Some writing used little pictures.'],
    older: ['Writing was invented in several places on its own.', 'The oldest known writing, cuneiform, began with keeping records.', 'Our alphabet comes from the Phoenician alphabet.'],
  },
  sections: [
    {
      title: 'Marks in Clay',
      little: 'Long ago, people kept sheep and grew grain. How could they remember how many? They pressed marks into soft clay. The clay dried hard, and the marks stayed!',
      young: 'Long ago in a land called Mesopotamia, people farmed and traded. To remember things, they pressed marks into soft clay. When the clay dried, the marks stayed.',
      older: 'In Sumer, people used a cut reed to press wedge-shaped marks into wet clay tablets. This writing is called cuneiform, from a Latin word for "wedge." At first it recorded goods such as grain and livestock. Later it was used for laws, letters, stories and science.',
      funFact: { title: 'An ancient story', text: 'One of the oldest known stories, the Epic of Gilgamesh, was written in cuneiform on clay tablets.' },
    },
    {
      title: 'Picture Writing in Egypt',
      little: 'Long ago, people in Egypt wrote with little pictures. A bird. An eye. A snake! Each picture meant a sound or a word.',
      young: 'In Egypt, people wrote with pictures! A bird, an eye or a snake could stand for a sound or a word. These pictures are called hieroglyphs.',
      older: 'Egyptian hieroglyphs mixed signs for whole words with signs for sounds. For a long time nobody could read them. Then came the Rosetta Stone, which has the same text in hieroglyphs, another Egyptian script and ancient Greek. It helped Jean-François Champollion decipher hieroglyphs in 1822.',
      funFact: { title: 'Paper from plants', text: 'Ancient Egyptians wrote on papyrus, made from a water plant; the word "paper" comes from "papyrus."' },
    },
    {
      title: 'From Alphabets to You',
      little: 'Now we write with letters. Each letter stands for a sound. "B" is the sound at the start of "ball." Can you find a B?',
      young: 'Later, people made alphabets. In an alphabet, each letter stands for a sound. You use an alphabet when you read!',
      older: 'An alphabet uses a small set of letters for sounds. That makes it easier to learn than thousands of word signs. The Phoenicians, traders of the Mediterranean, used an alphabet of consonants. The Greeks added vowels, and the Romans adapted it into the Latin alphabet that English uses.',
      funFact: { title: 'Alpha and beta', text: 'The word "alphabet" comes from alpha and beta, the first two letters of the Greek alphabet.' },
    },
  ],
  deeper: {
    title: 'Independent Inventions and Types of Scripts',
    content: 'Scholars sort scripts into types. Logographic systems use signs for words or parts of words, as in Chinese characters. Syllabaries use signs for syllables, such as Japanese kana. Abjads write only consonants, like Phoenician and, in their basic form, Hebrew and Arabic. Alphabets with vowels include Greek, Latin and Cyrillic. Abugidas, such as Devanagari, mark vowels by changing consonant signs. Mesopotamian writing seems to have grown out of clay tokens used to count goods. Chinese writing is the oldest system still in continuous use. Deciphering lost scripts depends on bilingual inscriptions, known languages and patterns of sign frequency.',
    funFact: { title: 'Still a mystery', text: 'Some ancient scripts, like the Indus script of South Asia, have still not been deciphered.' },
  },
  glossary: [
    { term: 'Writing', say: 'RY-ting', definition: 'Marks that stand for words and sounds.' },
    { term: 'Clay tablet', say: 'KLAY TAB-let', definition: 'A flat piece of clay people wrote on long ago.' },
    { term: 'Hieroglyphs', say: 'HY-ruh-glifs', definition: 'Picture signs used for writing in ancient Egypt.' },
    { term: 'Cuneiform', say: 'kyoo-NEE-uh-form', definition: 'Wedge-shaped writing pressed into clay in ancient Mesopotamia.' },
    { term: 'Alphabet', say: 'AL-fuh-bet', definition: 'A set of letters that stand for sounds.' },
  ],
  tryIt: [
    {
      title: 'Clay Marks',
      description: 'Keep count with marks, like the first writers.',
      steps: [
        'Squash some play dough flat.',
        'Press a stick into it to make a mark.',
        'Make one mark for each toy on the table.',
        'Count the marks with a grown-up!',
      ],
      note: 'Play dough is for hands, not mouths. Wash your hands after.',
      bands: ['3-5'],
    },
    {
      title: 'Write Like a Sumerian',
      description: 'Make your own clay tablet.',
      steps: [
        'Flatten a piece of play dough or air-dry clay into a tablet.',
        'Use the end of a craft stick or a pencil to press wedge-shaped marks.',
        'Invent a sign for "sheep," "bread" and "three," and record something on your tablet.',
        'Swap tablets with someone and try to read theirs. Is it easy without a key?',
      ],
      note: 'Wash your hands after using clay.',
      bands: ['6-8', '9-12', '13+'],
    },
  ],
  analogies: [
    { title: 'Emojis and hieroglyphs', content: 'Emojis are a little like picture writing: one small picture can stand for a whole idea.' },
  ],
  realWorld: [
    { title: 'Museums', content: 'Museums around the world display real clay tablets, papyrus scrolls and carved inscriptions.' },
  ],
  engaging: [
    { question: 'What would you want to write down if nobody had invented writing yet?', context: 'The first writers kept track of important things.' },
    { question: 'How is your alphabet different from picture writing?', context: 'Think about how many signs you would need to learn.' },
  ],
  quiz: [
    {
      question: 'What did the very first writers press their marks into?', right: 'Clay', wrong: ['Paper', 'Glass'],
      skill: 'recall', support: ['marks in soft clay', 'marks into soft clay', 'marks into clay', 'marks into wet clay tablets'],
    },
    {
      question: 'In an alphabet, what does each letter stand for?', right: 'A sound', wrong: ['A whole story', 'A number'],
      skill: 'vocabulary', bands: ['3-5', '6-8'], support: ['each letter stands for a sound'],
    },
    {
      question: 'What are Egyptian picture signs called?', right: 'Hieroglyphs', wrong: ['Emojis', 'Cuneiform'],
      skill: 'vocabulary', bands: ['6-8', '9-12', '13+'], support: ['these pictures are called hieroglyphs', 'picture signs used for writing in ancient egypt'],
    },
    {
      question: 'What helped scholars read Egyptian hieroglyphs again?', right: 'The Rosetta Stone', wrong: ['The Epic of Gilgamesh', 'The Great Pyramid'],
      skill: 'recall', bands: ['9-12', '13+'], support: ['then came the rosetta stone'],
    },
    {
      question: 'Why did people in Mesopotamia first start writing?', right: 'To keep records of goods', wrong: ['To write bedtime stories', 'To send letters far away'],
      skill: 'cause-effect', bands: ['9-12', '13+'], support: ['at first it recorded goods such as grain and livestock', 'it started as records of goods and trade'],
    },
  ],
  sources: [
    {
      claim: 'Writing was invented independently in several places: Mesopotamia, where Sumerian cuneiform was the earliest, Egypt, China, and Mesoamerica (Mexico and Central America, including the Maya). Scripts are logographic (Chinese characters), syllabic (Japanese kana), consonant-only abjads (Phoenician, Hebrew, Arabic), alphabets with vowels (Greek, Latin, Cyrillic) or abugidas (Devanagari); Chinese writing is the oldest system still in continuous use, and deciphering lost scripts relies on bilingual inscriptions and known languages.',
      title: 'Britannica: writing',
      url: 'https://www.britannica.com/topic/writing',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Cuneiform, wedge-shaped writing pressed with a cut reed into clay tablets, developed in Sumer in Mesopotamia (in what is now Iraq) from about 3400 to 3100 BCE, more than 5,000 (five thousand) years ago, out of Mesopotamian accounting tokens and records of goods such as grain and livestock; its name comes from Latin cuneus, "wedge". It was later used for laws, letters, science and literature such as the Epic of Gilgamesh.',
      title: 'Britannica: cuneiform',
      url: 'https://www.britannica.com/topic/cuneiform',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Egyptian hieroglyphs, which combine signs for words with signs for sounds, appeared around 3200 BCE, at about the same time as Mesopotamian writing.',
      title: 'Britannica: hieroglyph',
      url: 'https://www.britannica.com/topic/hieroglyph',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'The Rosetta Stone carries the same decree in Egyptian hieroglyphs, Egyptian demotic script and ancient Greek, and it was the key to deciphering hieroglyphs.',
      title: 'British Museum: the Rosetta Stone (EA24)',
      url: 'https://www.britishmuseum.org/collection/object/Y_EA24',
      read: READ,
      authority: 'museum',
    },
    {
      claim: 'Jean-François Champollion announced his decipherment of Egyptian hieroglyphs in 1822, working from the Rosetta Stone.',
      title: 'Britannica: Jean-François Champollion',
      url: 'https://www.britannica.com/biography/Jean-Francois-Champollion',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Inscriptions on oracle bones from the Shang dynasty, from around 1200 BCE (about 3,200 years ago), are the earliest known Chinese writing.',
      title: 'Britannica: oracle bone',
      url: 'https://www.britannica.com/topic/oracle-bone',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'The first alphabetic scripts appeared in the second millennium BCE. The Phoenicians, seafaring traders of the Mediterranean, used an alphabet of consonants; the Greeks adapted it and added vowel letters, and through Etruscan and Latin, as the Romans adapted it, it became the Roman (Latin) alphabet used for English.',
      title: 'Britannica: Phoenician alphabet',
      url: 'https://www.britannica.com/topic/Phoenician-alphabet',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Ancient Egyptians wrote on papyrus, a writing material made from the papyrus plant, a water plant of the Nile; the English word paper comes from papyrus.',
      title: 'Britannica: papyrus (writing material)',
      url: 'https://www.britannica.com/topic/papyrus-writing-material',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'The word alphabet comes through Late Latin from Greek alphabētos, from alpha and bēta, the first two letters of the Greek alphabet.',
      title: 'Merriam-Webster Dictionary: alphabet (etymology)',
      url: 'https://www.merriam-webster.com/dictionary/alphabet',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'The Indus script, used by the ancient Indus civilization of South Asia, has not been deciphered.',
      title: 'Britannica: Indus script',
      url: 'https://www.britannica.com/topic/Indus-script',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: [
    '3-5: "people made marks in soft clay" and "little pictures" for cuneiform and hieroglyphs, with no places or dates.',
    '3-5: "each letter stands for a sound" (in English many letters stand for more than one sound).',
  ],
  related: ['pyramids', 'books-made', 'world-languages'],
  links: [britannica('history of writing'), SITES.smithsonian],
};

export const writingEntries: KidEntry[] = [writeStory, inventionOfWriting];
