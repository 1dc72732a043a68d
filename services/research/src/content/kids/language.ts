import { britannica, SITES } from '../links';
import type { KidEntry } from '../types';

// Language Discovery: the world's languages, and sign language.

const languages: KidEntry = {
  id: 'world-languages',
  module: 'Language Discovery',
  question: 'How many languages are there in the world?',
  title: 'How Many Languages Are There in the World?',
  blurb: 'About 7,000 languages, and why people speak differently.',
  triggers: [['language', 'world'], ['how', 'many', 'language'], ['different', 'language'], ['why', 'language'], ['learn', 'language'], ['language', 'speak'], ['bilingual'], ['new', 'language']],
  quickAnswer: {
    '3-5': 'People in the world speak about 7,000 languages! Some people say "hello." Some say "hola." Some say "ni hao." They all mean hi!',
    '6-8': 'People around the world speak about 7,000 different languages. Languages grew apart because groups of people lived far from each other for a very long time, and their words slowly changed. Many kids speak two or more languages, and your brain is great at learning them.',
    '9-12': 'Linguists count roughly 7,000 living languages. Some, like Mandarin Chinese, Spanish and English, have hundreds of millions of speakers, while many others are spoken by only a few thousand people or fewer. Languages change a little with every generation; when groups of speakers are separated, their ways of speaking drift apart until they become different languages, which is why related languages share similar words.',
    '13+': 'Estimates of the number of living languages, around 7,000, depend on how linguists distinguish a language from a dialect, which is partly a social and political question. Languages are grouped into families that descend from a common ancestor: Indo-European, for example, includes English, Spanish, Russian, Hindi and Persian. Comparative linguistics reconstructs these relationships from regular sound correspondences. A large share of the world\'s languages are endangered, as speakers shift to dominant languages, and many communities are working to revitalise them.',
  },
  takeaways: {
    young: ['People speak about 7,000 languages.', 'Different words can mean the same thing.', 'Kids can learn more than one language.'],
    older: ['There are roughly 7,000 living languages.', 'Languages change over time and split apart when groups separate.', 'Related languages form families and share similar words.'],
  },
  sections: [
    {
      title: 'So Many Ways to Say Hello',
      young: 'In Spanish you say "hola." In French you say "bonjour." In Japanese you say "konnichiwa." People all over the world say hello in their own way.',
      older: 'The world\'s roughly 7,000 languages are spread unevenly. Papua New Guinea alone has hundreds of languages, more than any other country. Some languages are spoken by huge populations, while many are used by small communities.',
      funFact: { title: 'Most native speakers', text: 'Mandarin Chinese has more native speakers than any other language.' },
    },
    {
      title: 'Why Languages Are Different',
      young: 'Long, long ago, groups of people moved far apart. Each group slowly changed how they talked. After a very long time, they spoke different languages.',
      older: 'Every generation changes its language a little: new words, new sounds, new slang. When groups of people live apart for centuries, these changes add up in different directions. Latin, for example, slowly changed into Spanish, French, Italian, Portuguese and Romanian.',
      funFact: { title: 'Word cousins', text: 'The word for "mother" is similar in many related languages: "mother," "Mutter" in German and "mater" in Latin.' },
    },
    {
      title: 'Your Language-Learning Brain',
      young: 'Babies learn to talk by listening. Kids can learn two or three languages at once. Your brain is amazing at it!',
      older: 'Children learn the languages they hear around them, and many children around the world grow up speaking two or more languages. It is never too late to learn a new language, but young children pick up sounds and accents especially easily.',
      funFact: { title: 'Many bilingual kids', text: 'In many countries, speaking two or more languages is normal for children.' },
    },
  ],
  deeper: {
    title: 'Language Families, Dialects and Endangerment',
    content: 'Historical linguists compare vocabulary and, more reliably, systematic sound changes: for example, Latin "p" often corresponds to English "f" (pater and father, pes and foot), a pattern described by Grimm\'s law. Whether two varieties count as separate languages or dialects of one language depends on mutual intelligibility and on politics and identity. Languages with few remaining speakers are at risk when children stop learning them; documentation projects, immersion schools and community programmes have helped revive some, such as Hawaiian and Welsh.',
    funFact: { title: 'A language revived', text: 'Hebrew was used mainly in writing and prayer for centuries before it was revived as an everyday spoken language in the 19th and 20th centuries.' },
  },
  glossary: [
    { term: 'Language', say: 'LANG-gwij', definition: 'The words and rules people use to talk and write.' },
    { term: 'Bilingual', say: 'by-LING-gwul', definition: 'Able to speak two languages.' },
    { term: 'Translate', say: 'trans-LAYT', definition: 'To change words from one language into another.' },
    { term: 'Dialect', say: 'DY-uh-lekt', definition: 'A way of speaking a language in a certain place or group.' },
    { term: 'Linguist', say: 'LING-gwist', definition: 'A scientist who studies languages.' },
  ],
  tryIt: [{
    title: 'Hello Around the World',
    description: 'Learn to greet people in five languages.',
    steps: [
      'Ask family, friends or a librarian how to say "hello" in different languages.',
      'Write each one on a card with the language name.',
      'Practise saying them out loud.',
      'Find the countries where each language is spoken on a map or globe.',
    ],
    note: 'Ask people who speak the language to help you say it right.',
  }],
  analogies: [
    { title: 'A family tree of languages', content: 'Languages are like families: related languages are cousins who share a great-great-grandparent language.' },
  ],
  realWorld: [
    { title: 'Interpreters', content: 'Interpreters help people who speak different languages understand each other at hospitals, courts and world meetings.' },
    { title: 'Borrowed words', content: 'English borrowed many words from other languages: "pajamas" from Hindi/Urdu and Persian, "kindergarten" from German.' },
  ],
  engaging: [
    { question: 'What languages do people in your family or class speak?', context: 'Ask around!' },
    { question: 'If you could learn any language, which would you pick?', context: 'Why that one?' },
  ],
  quiz: [
    { question: 'About how many languages are spoken in the world?', right: 'About 7,000', wrong: ['About 10', 'About 70'] },
    { question: 'What does "bilingual" mean?', right: 'Speaking two languages', wrong: ['Having two bikes', 'Speaking very loudly'] },
    { question: 'Which language did Spanish, French and Italian grow from?', right: 'Latin', wrong: ['Japanese', 'Swahili'], level: 'older' },
  ],
  related: ['sign-language', 'greetings-world', 'invention-of-writing'],
  links: [britannica('language'), SITES.natGeoKids],
};

const signLanguage: KidEntry = {
  id: 'sign-language',
  module: 'Language Discovery',
  question: 'What is sign language?',
  title: 'What Is Sign Language?',
  blurb: 'Languages made with hands, faces and bodies.',
  triggers: [['sign', 'language'], ['asl'], ['deaf'], ['braille'], ['fingerspell*']],
  quickAnswer: {
    '3-5': 'Sign language is talking with your hands! People who are Deaf or can\'t hear well often use it. Your face helps too: a happy face or a surprised face.',
    '6-8': 'Sign languages are real languages that use hand shapes, movements and facial expressions instead of spoken sounds. Many Deaf people use them. There are many different sign languages around the world, like American Sign Language (ASL) and British Sign Language.',
    '9-12': 'Sign languages are complete languages with their own vocabulary and grammar, not just gestures for spoken words. They use handshape, movement, location, palm direction and facial expressions together. Different countries have different sign languages: American Sign Language and British Sign Language are so different that their users can\'t easily understand each other, even though both countries speak English.',
    '13+': 'Sign languages are natural languages that arise in Deaf communities and have the full complexity of spoken languages: phonology (built from parameters such as handshape, location and movement), morphology and syntax, including grammatical use of space and facial expressions. They are not universal: American Sign Language is historically related to French Sign Language, through Laurent Clerc, a Deaf teacher from France who helped found the first permanent US school for the Deaf in 1817, while British Sign Language belongs to a different family.',
  },
  takeaways: {
    young: ['Sign language is talking with hands.', 'Faces are part of signing.', 'There are many sign languages.'],
    older: ['Sign languages are full languages with their own grammar.', 'Hands, faces and body movement all carry meaning.', 'Sign languages differ from country to country.'],
  },
  sections: [
    {
      title: 'Talking With Hands and Faces',
      young: 'In sign language, your hands make shapes and move. Your face shows feelings. Together they make words and sentences.',
      older: 'A sign is made from a handshape, where it is made, how the hand moves and which way the palm faces. Facial expressions are part of the grammar too: raised eyebrows can show that a sentence is a question.',
      funFact: { title: 'Name signs', text: 'In Deaf communities, people are often given a special "name sign" instead of spelling their name every time.' },
    },
    {
      title: 'Not Just One Sign Language',
      young: 'People in different countries use different sign languages. There is American Sign Language. There is British Sign Language. And many more!',
      older: 'There are many sign languages around the world. American Sign Language is actually more closely related to French Sign Language than to British Sign Language, because a Deaf French teacher helped start Deaf education in the United States in 1817.',
      funFact: { title: 'Spelling with fingers', text: 'Signers can spell words letter by letter with hand shapes; this is called fingerspelling.' },
    },
    {
      title: 'Reading With Fingers: Braille',
      young: 'Some people who are blind read with their fingers! They feel little bumps on paper. This is called Braille.',
      older: 'Braille is different from sign language: it is a reading and writing system of raised dots for people who are blind or have low vision. Louis Braille, who was blind, developed it in France as a teenager in the 1820s.',
      funFact: { title: 'Six dots', text: 'Each Braille letter is made from a pattern of up to six raised dots.' },
    },
  ],
  deeper: {
    title: 'The Linguistics of Sign Languages',
    content: 'In the 1960s, William Stokoe\'s research showed that ASL signs can be analysed into smaller contrastive units, like the sounds of spoken languages, helping establish sign languages as true languages. Sign languages use the space in front of the signer grammatically: a person can be placed at a location and later referred to by pointing, and verbs can move between locations to show who did what to whom. When Deaf children without a shared language are brought together, new sign languages can emerge, as documented with Nicaraguan Sign Language in the 1970s and 1980s.',
    funFact: { title: 'Babbling with hands', text: 'Babies who grow up with sign language "babble" with their hands, just as hearing babies babble with sounds.' },
  },
  glossary: [
    { term: 'Sign language', say: 'SYNE LANG-gwij', definition: 'A language made with hands, faces and bodies.' },
    { term: 'Deaf', say: 'DEF', definition: 'Not able to hear, or hearing very little.' },
    { term: 'Fingerspelling', say: 'FING-ger-spel-ing', definition: 'Spelling words letter by letter with hand shapes.' },
    { term: 'Braille', say: 'BRAYL', definition: 'Writing made of raised dots that people read with their fingers.' },
    { term: 'Grammar', say: 'GRAM-er', definition: 'The rules of how a language puts words together.' },
  ],
  tryIt: [{
    title: 'Learn a Few Signs',
    description: 'Learn signs for everyday words with a trusted source.',
    steps: [
      'With a grown-up, find a children\'s sign language book at the library or a sign language class near you.',
      'Learn the signs for "hello," "thank you" and "friend" in your local sign language.',
      'Practise in front of a mirror: remember your face is part of the sign!',
      'Teach your family one sign each day.',
    ],
    note: 'Sign languages differ by country, so learn the one used where you live, ideally from Deaf signers.',
  }],
  analogies: [
    { title: 'Music for the eyes', content: 'Signing has rhythm, speed and emphasis, like music that you watch instead of hear.' },
  ],
  realWorld: [
    { title: 'Interpreters on TV', content: 'Sign language interpreters often appear at important news conferences so Deaf viewers get the information too.' },
  ],
  engaging: [
    { question: 'How could you tell a friend you\'re happy without any words or sounds?', context: 'Think about hands and faces.' },
    { question: 'Why do you think sign languages are different in different countries?', context: 'Think about how spoken languages grew apart.' },
  ],
  quiz: [
    { question: 'What do people use to talk in sign language?', right: 'Hands, faces and bodies', wrong: ['Only their voices', 'Only paper'] },
    { question: 'Is there just one sign language for the whole world?', right: 'No, there are many', wrong: ['Yes, just one', 'No, just two'] },
    { question: 'What is Braille?', right: 'Raised dots that people read with their fingers', wrong: ['A kind of sign language', 'A musical instrument'], level: 'older' },
  ],
  related: ['world-languages', 'hearing-sounds', 'greetings-world'],
  links: [britannica('sign language'), SITES.kidsHealth],
};

export const languageEntries: KidEntry[] = [languages, signLanguage];
