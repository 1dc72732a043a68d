import { britannica, SITES } from '../links';
import type { KidEntry } from '../types';

// Writing Workshop: writing your own story, and where writing came from.

const writeStory: KidEntry = {
  id: 'write-story',
  module: 'Writing Workshop',
  question: 'How do I write a story?',
  title: 'How Do I Write a Story?',
  blurb: 'Plan, draft, revise and share your own story.',
  triggers: [['write', 'story'], ['writing', 'story'], ['story', 'idea'], ['become', 'writer'], ['become', 'author'], ['creative', 'writing'], ['write', 'book']],
  quickAnswer: {
    '3-5': 'Think of a character. Think of a problem. Then tell how the problem gets fixed! You can draw it, and a grown-up can write your words.',
    '6-8': 'Start with a character you like and a problem they have. Plan a beginning, a middle and an end. Write it down without worrying about mistakes, then read it again and make it better. Add details so readers can picture it, and give it a great title!',
    '9-12': 'Writers usually plan, draft, revise and edit. Plan your character, setting and problem, and jot the main events. Write a first draft quickly. Then revise: strengthen the beginning, show feelings through what characters do and say, and cut what doesn\'t help. Finally edit for spelling and punctuation, and share it with a reader.',
    '13+': 'Most writers work through a process: generating ideas, outlining (or discovering the story as they draft), drafting, revising for structure and character, and line editing. Strong stories centre on a character who wants something and faces obstacles, with stakes that matter. Techniques such as "show, don\'t tell," purposeful point of view, specific sensory detail and dialogue that reveals character make writing vivid. Feedback from readers and reading widely in the genre you want to write are two of the most reliable ways to improve.',
  },
  takeaways: {
    young: ['Pick a character.', 'Give them a problem.', 'Tell how it gets fixed!'],
    older: ['Plan, draft, revise, edit, share.', 'A character who wants something and faces obstacles drives the story.', 'Revising is where good stories become great.'],
  },
  sections: [
    {
      title: 'Find an Idea',
      young: 'Ideas are everywhere! What if your cat could talk? What if your shoes could fly? Ask "what if" and a story can start.',
      older: 'Story ideas can come from "what if" questions, things that happened to you, dreams, or mixing two ideas that don\'t usually go together. Keep an idea notebook, because ideas are easy to forget.',
      funFact: { title: 'Writers\' notebooks', text: 'Many writers carry a notebook to catch ideas before they disappear.' },
    },
    {
      title: 'Beginning, Middle, End',
      young: 'At the beginning, meet your character. In the middle, something goes wrong. At the end, it gets fixed.',
      older: 'Plan the shape of your story. The beginning introduces the character, setting and problem; the middle makes the problem harder; the end resolves it. A simple plan, like three sentences or a story map, makes the writing much easier.',
      funFact: { title: 'Hook your reader', text: 'A strong first sentence, called a hook, makes readers want to keep going.' },
    },
    {
      title: 'Make It Better',
      young: 'Read your story out loud. Is there a part you can make more exciting? Add colors, sounds and feelings!',
      older: 'First drafts are supposed to be messy. When you revise, read aloud, add sensory details (what characters see, hear, smell), use dialogue, and show feelings through actions: instead of "Sam was scared," try "Sam\'s hands shook as he opened the door."',
      funFact: { title: 'Show, don\'t tell', text: 'Writers often use the advice "show, don\'t tell": let readers see what happens instead of just explaining it.' },
    },
  ],
  deeper: {
    title: 'Craft: Stakes, Point of View and Revision',
    content: 'Ask what your protagonist wants, what stands in the way, and what happens if they fail: these stakes create tension. Choose a point of view deliberately; a close third-person or first-person narrator limits what readers know and can build suspense. Dialogue should do more than pass on information: it reveals character and conflict. In revision, work from large to small: first structure and pacing, then scenes, then sentences. Reading your work aloud exposes clunky rhythm and missing words.',
    funFact: { title: 'Famous rewrites', text: 'Many well-known novels went through several full drafts before publication.' },
  },
  glossary: [
    { term: 'Character', say: 'KAIR-ik-ter', definition: 'Someone in your story.' },
    { term: 'Draft', say: 'DRAFT', definition: 'A first try at writing something.' },
    { term: 'Revise', say: 'rih-VYZE', definition: 'To change your writing to make it better.' },
    { term: 'Dialogue', say: 'DY-uh-log', definition: 'The words characters say to each other.' },
    { term: 'Edit', say: 'ED-it', definition: 'To fix spelling, punctuation and small mistakes.' },
  ],
  tryIt: [{
    title: 'Story Dice',
    description: 'Roll up a random story idea.',
    steps: [
      'Write six characters, six places and six problems on three lists, numbered 1 to 6.',
      'Roll a die three times: once for each list.',
      'Plan a beginning, middle and end with the character, place and problem you rolled.',
      'Tell or write the story, then draw a cover for it.',
    ],
    note: 'Younger children can tell the story out loud while a grown-up writes it down.',
  }],
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
    { question: 'What does a story need in the middle?', right: 'A problem', wrong: ['The end', 'The title'] },
    { question: 'What do you call a first try at writing?', right: 'A draft', wrong: ['A cover', 'A chapter'] },
    { question: 'Which sentence "shows" instead of "tells"?', right: 'Her knees wobbled as she stepped onto the stage.', wrong: ['She was nervous.', 'She felt bad.'], level: 'older' },
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
    '3-5': 'Writing was invented long, long ago. People pressed marks into soft clay. Some people drew little pictures to write. That was the start of writing!',
    '6-8': 'No single person invented writing. More than 5,000 years ago, people in Mesopotamia (in today\'s Iraq) pressed wedge-shaped marks into clay to keep track of things like grain and animals. Around the same time, people in Egypt began writing with picture signs called hieroglyphs. Later, writing was also invented in China and in Central America.',
    '9-12': 'Writing was invented several times in different places. The earliest known system, cuneiform, developed in Sumer in Mesopotamia over 5,000 years ago, starting as records of goods and trade. Egyptian hieroglyphs appeared around the same time, Chinese writing by about 3,200 years ago, and in Mesoamerica people developed writing systems too, including the Maya script. Alphabets, with a letter for each sound, came later; the Phoenician alphabet is an ancestor of the Greek and Latin alphabets, and of the letters you are reading now.',
    '13+': 'Writing arose independently in at least Mesopotamia (cuneiform, developing from about 3400 to 3100 BCE from accounting tokens and proto-writing), Egypt (hieroglyphs, around 3200 BCE), China (Shang dynasty oracle-bone inscriptions, around 1200 BCE) and Mesoamerica. Early systems combined logograms (signs for words) with phonetic signs. The first alphabetic scripts emerged in the second millennium BCE; the Phoenician consonantal alphabet was adapted by the Greeks, who added vowel letters, and through Etruscan and Latin it became the Roman alphabet.',
  },
  takeaways: {
    young: ['Writing began a very long time ago.', 'People wrote on clay with sticks.', 'Some writing used little pictures.'],
    older: ['Writing was invented in several places independently.', 'The earliest known writing, cuneiform, began with keeping records.', 'Our alphabet descends from the Phoenician alphabet.'],
  },
  sections: [
    {
      title: 'Marks in Clay',
      young: 'Long ago in a land called Mesopotamia, people farmed and traded. To remember things, they pressed marks into soft clay. When the clay dried, the marks stayed.',
      older: 'In Sumer, people used a cut reed to press wedge-shaped marks into wet clay tablets. This writing is called cuneiform, from a Latin word for "wedge." At first it recorded goods such as grain and livestock; later it was used for laws, letters, stories and science.',
      funFact: { title: 'An ancient story', text: 'One of the oldest known stories, the Epic of Gilgamesh, was written in cuneiform on clay tablets.' },
    },
    {
      title: 'Picture Writing in Egypt',
      young: 'In Egypt, people wrote with pictures! A bird, an eye or a snake could stand for a sound or a word. These pictures are called hieroglyphs.',
      older: 'Egyptian hieroglyphs mixed signs for whole words with signs for sounds. For a long time nobody could read them, until the Rosetta Stone, which has the same text in hieroglyphs, another Egyptian script and ancient Greek, helped Jean-François Champollion decipher them in 1822.',
      funFact: { title: 'Paper from plants', text: 'Ancient Egyptians wrote on papyrus, made from a water plant; the word "paper" comes from "papyrus."' },
    },
    {
      title: 'From Alphabets to You',
      young: 'Later, people made alphabets. In an alphabet, each letter stands for a sound. You use an alphabet when you read!',
      older: 'An alphabet uses a small set of letters for sounds, which makes it easier to learn than thousands of word signs. The Phoenicians, traders of the Mediterranean, used an alphabet of consonants; the Greeks added vowels, and the Romans adapted it into the Latin alphabet that English uses.',
      funFact: { title: 'Alpha and beta', text: 'The word "alphabet" comes from alpha and beta, the first two letters of the Greek alphabet.' },
    },
  ],
  deeper: {
    title: 'Independent Inventions and Types of Scripts',
    content: 'Scholars distinguish logographic systems (signs for morphemes or words, as in Chinese characters), syllabaries (signs for syllables, such as Japanese kana), abjads (consonant-only alphabets such as Phoenician, and in their basic form Hebrew and Arabic), alphabets with vowels (Greek, Latin, Cyrillic) and abugidas (consonant signs modified for vowels, such as Devanagari). Mesopotamian writing appears to have grown out of clay tokens used to count goods, then marks on tablets; Chinese writing is the oldest system still in continuous use. Deciphering lost scripts depends on bilingual inscriptions, known languages and patterns of sign frequency.',
    funFact: { title: 'Still a mystery', text: 'Some ancient scripts, like the Indus script of South Asia, have still not been deciphered.' },
  },
  glossary: [
    { term: 'Writing', say: 'RY-ting', definition: 'Marks that stand for words and sounds.' },
    { term: 'Clay tablet', say: 'KLAY TAB-let', definition: 'A flat piece of clay people wrote on long ago.' },
    { term: 'Hieroglyphs', say: 'HY-ruh-glifs', definition: 'Picture signs used for writing in ancient Egypt.' },
    { term: 'Cuneiform', say: 'kyoo-NEE-uh-form', definition: 'Wedge-shaped writing pressed into clay in ancient Mesopotamia.' },
    { term: 'Alphabet', say: 'AL-fuh-bet', definition: 'A set of letters that stand for sounds.' },
  ],
  tryIt: [{
    title: 'Write Like a Sumerian',
    description: 'Make your own clay tablet.',
    steps: [
      'Flatten a piece of play dough or air-dry clay into a tablet.',
      'Use the end of a craft stick or a pencil to press wedge-shaped marks.',
      'Invent a sign for "sheep," "bread" and "three," and record something on your tablet.',
      'Swap tablets with someone and try to read theirs. Is it easy without a key?',
    ],
    note: 'Wash your hands after using clay.',
  }],
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
    { question: 'What did early writers in Mesopotamia write on?', right: 'Clay', wrong: ['Computers', 'Plastic'] },
    { question: 'What are Egyptian picture signs called?', right: 'Hieroglyphs', wrong: ['Emojis', 'Fractions'] },
    { question: 'What helped scholars read Egyptian hieroglyphs again?', right: 'The Rosetta Stone', wrong: ['The Great Wall', 'A printing press'], level: 'older' },
  ],
  related: ['pyramids', 'books-made', 'world-languages'],
  links: [britannica('history of writing'), SITES.smithsonian],
};

export const writingEntries: KidEntry[] = [writeStory, inventionOfWriting];
