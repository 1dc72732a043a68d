import { britannica, SITES } from '../links';
import type { KidEntry } from '../types';

// Language Discovery: the world's languages, and sign language.

const READ = '2026-11-23';

const languages: KidEntry = {
  id: 'world-languages',
  module: 'Language Discovery',
  question: 'How many languages are there in the world?',
  title: 'How Many Languages Are There in the World?',
  blurb: 'About 7,000 languages, and why people speak differently.',
  triggers: [['language', 'world'], ['how', 'many', 'language'], ['different', 'language'], ['why', 'language'], ['learn', 'language'], ['language', 'speak'], ['bilingual'], ['new', 'language']],
  quickAnswer: {
    '3-5': 'People in the world talk in lots of ways. There are about 7,000 languages! Some people say "hello." Some say "hola." Some say "bonjour." They all mean hi!',
    '6-8': 'People around the world speak about 7,000 languages. Long ago, groups of people lived far apart. Their words slowly changed. So their languages grew apart. Many kids speak two or more languages. Your brain is great at it!',
    '9-12': 'Linguists count about 7,000 living languages. Some, like Mandarin Chinese, Spanish and English, have hundreds of millions of speakers. Many others have only a few thousand speakers or fewer. Each generation changes its language a little. When groups of speakers live apart, their speech drifts. In time it becomes different languages. That is why related languages share similar words.',
    '13+': 'Estimates of about 7,000 living languages depend on how linguists tell a language from a dialect, which is partly a social and political question. Languages are grouped into families that descend from a common ancestor. Indo-European, for example, includes English, Spanish, Russian, Hindi and Persian. Comparative linguists rebuild these links from regular sound correspondences. A large share of the world\'s languages are endangered, as speakers shift to dominant languages. Many communities are working to revive them.',
  },
  takeaways: {
    little: ['People talk in lots of different ways.', 'Different words can mean the same thing.', 'Kids can learn more than one language.'],
    young: ['People speak about 7,000 languages.', 'Different words can mean the same thing.', 'Kids can learn more than one language.'],
    older: ['There are about 7,000 living languages.', 'Languages change over time and split apart when groups live apart.', 'Related languages form families and share similar words.'],
  },
  sections: [
    {
      title: 'So Many Ways to Say Hello',
      little: 'People say hello in many ways. "Hello!" "Hola!" "Bonjour!" Can you wave and say hello too?',
      young: 'In Spanish you say "hola." In French you say "bonjour." In English you say "hello." People all over the world say hello in their own way.',
      older: 'The world\'s languages are spread unevenly. Papua New Guinea alone has hundreds of languages, more than any other country. Some languages are spoken by huge numbers of people. Many others are used by small groups.',
      funFact: { title: 'Most native speakers', text: 'Mandarin Chinese has more native speakers than any other language.' },
    },
    {
      title: 'Why Languages Are Different',
      little: 'Long, long ago, people moved far apart. Each group talked in its own way. Little by little, the words changed. Now there are lots of languages!',
      young: 'Long, long ago, groups of people moved far apart. Each group slowly changed how they talked. After a very long time, they spoke different languages.',
      older: 'Every generation changes its language a little: new words, new sounds, new slang. When groups live apart for hundreds of years, these changes add up in different ways. Latin, for example, slowly changed into Spanish, French, Italian, Portuguese and Romanian.',
      funFact: { title: 'Word cousins', text: 'The word for "mother" is similar in many related languages: "mother" in English, "Mutter" in German and "mater" in Latin.' },
    },
    {
      title: 'Your Language-Learning Brain',
      little: 'Babies learn to talk by listening. Some kids hear two languages at home. They can learn both! Your brain is amazing.',
      young: 'Babies learn to talk by listening. Kids can learn two or three languages at once. Your brain is amazing at it!',
      older: 'Children learn the languages they hear around them. Many children around the world grow up speaking two or more languages. It is never too late to learn a new language, but young children pick up sounds and accents especially easily.',
      funFact: { title: 'Many bilingual kids', text: 'In many countries, speaking two or more languages is normal for children.' },
    },
  ],
  deeper: {
    title: 'Language Families, Dialects and Endangerment',
    content: 'Historical linguists compare vocabulary and, more reliably, regular sound changes. For example, Latin "p" often matches English "f": pater and father, pes and foot. This pattern is part of Grimm\'s law. Whether two varieties count as separate languages or as dialects of one language depends on whether their speakers understand each other, and also on politics and identity. A language is at risk when children stop learning it. Recording projects, immersion schools and community programmes have helped revive some.',
    funFact: { title: 'A language revived', text: 'Hebrew was used mainly in writing and prayer for centuries before it was revived as an everyday spoken language in the 19th and 20th centuries.' },
  },
  glossary: [
    { term: 'Language', say: 'LANG-gwij', definition: 'The words and rules people use to talk and write.' },
    { term: 'Bilingual', say: 'by-LING-gwul', definition: 'Able to speak two languages.' },
    { term: 'Translate', say: 'trans-LAYT', definition: 'To change words from one language into another.' },
    { term: 'Dialect', say: 'DY-uh-lekt', definition: 'A way of speaking a language in a certain place or group.' },
    { term: 'Linguist', say: 'LING-gwist', definition: 'A scientist who studies languages.' },
  ],
  tryIt: [
    {
      title: 'Wave Hello',
      description: 'Say hello in three ways.',
      steps: [
        'Wave and say "hello!"',
        'Now wave and say "hola!"',
        'Now wave and say "bonjour!"',
        'Ask your family: do you know another way to say hello?',
      ],
      note: 'A grown-up can say each word first, and you can say it back.',
      bands: ['3-5'],
    },
    {
      title: 'Hello Around the World',
      description: 'Learn to greet people in five languages.',
      steps: [
        'Ask family, friends or a librarian how to say "hello" in different languages.',
        'Write each one on a card with the language name.',
        'Practise saying them out loud.',
        'Find the countries where each language is spoken on a map or globe.',
      ],
      note: 'Ask people who speak the language to help you say it right.',
      bands: ['6-8', '9-12', '13+'],
    },
  ],
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
    {
      question: 'About how many languages are spoken in the world?', right: 'About 7,000', wrong: ['About 10', 'About 70'],
      skill: 'recall', support: ['about 7,000'],
    },
    {
      question: 'What does "bilingual" mean?', right: 'Speaking two languages', wrong: ['Speaking very loudly', 'Speaking only one language'],
      skill: 'vocabulary', support: ['able to speak two languages'],
    },
    {
      question: 'How do people around the world say hello?', right: 'In many different ways', wrong: ['All with the same word', 'Only by waving'],
      skill: 'inference', bands: ['3-5', '6-8'], support: ['people say hello in many ways', 'say hello in their own way'],
    },
    {
      question: 'Which language did Spanish, French and Italian grow from?', right: 'Latin', wrong: ['English', 'Greek'],
      skill: 'recall', bands: ['9-12', '13+'], support: ['latin, for example, slowly changed into spanish, french, italian'],
    },
    {
      question: 'Why do groups of people end up speaking different languages?', right: 'They live apart and their speech changes', wrong: ['Each group invents a language at once', 'A language is chosen by a king'],
      skill: 'cause-effect', bands: ['9-12', '13+'], support: ['live apart'],
    },
  ],
  sources: [
    {
      claim: 'There are about 7,000 living languages in the world (Ethnologue counts a little over 7,100); the count depends on how a language is told apart from a dialect. A few languages, such as Mandarin Chinese, Spanish and English, have hundreds of millions of speakers, while many have only a few thousand speakers or fewer, and Mandarin Chinese has the most native speakers. Many languages are endangered as speakers shift to dominant languages.',
      title: 'Ethnologue (SIL International): How many languages are there in the world?',
      url: 'https://www.ethnologue.com/insights/how-many-languages/',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Papua New Guinea has about 840 living languages, more than any other country.',
      title: 'Ethnologue (SIL International): Papua New Guinea',
      url: 'https://www.ethnologue.com/country/PG/',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'The Romance languages, including Spanish, French, Italian, Portuguese and Romanian, developed from spoken Latin.',
      title: 'Britannica: Romance languages',
      url: 'https://www.britannica.com/topic/Romance-languages',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'The Indo-European family descends from a common ancestor and includes English, German, Spanish, Russian, Hindi and Persian; related words such as English mother, German Mutter and Latin mater show the family link, and linguists reconstruct it from regular sound correspondences.',
      title: 'Britannica: Indo-European languages',
      url: 'https://www.britannica.com/topic/Indo-European-languages',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Grimm\'s law describes regular sound shifts from Proto-Indo-European into the Germanic languages, so that Latin p often matches English f, as in Latin pater and English father, Latin pes and English foot.',
      title: 'Britannica: Grimm\'s law',
      url: 'https://www.britannica.com/topic/Grimms-law',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Hebrew survived for centuries mainly as a language of writing and prayer and was revived as an everyday spoken language in the 19th and 20th centuries.',
      title: 'Britannica: Hebrew language',
      url: 'https://www.britannica.com/topic/Hebrew-language',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'The English word pajamas comes from Hindi/Urdu pājāma, from Persian pā (leg) and jāma (garment); kindergarten is borrowed from German, "children\'s garden".',
      title: 'Merriam-Webster Dictionary: pajamas; kindergarten (etymology)',
      url: 'https://www.merriam-webster.com/dictionary/pajamas',
      read: READ,
      authority: 'reference',
    },
    {
      claim: '"Hola" is Spanish for hello and "bonjour" is French for hello (good day).',
      title: 'Cambridge Dictionary: hola (Spanish-English); bonjour (French-English)',
      url: 'https://dictionary.cambridge.org/dictionary/spanish-english/hola',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Children can learn two or more languages at the same time from early childhood, and being bilingual does not cause language delays.',
      title: 'American Speech-Language-Hearing Association (ASHA): Learning Two Languages',
      url: 'https://www.asha.org/public/speech/development/learning-two-languages/',
      read: READ,
      authority: 'public-health',
    },
  ],
  simplifications: [
    '3-5: "lots of ways to talk" and three greetings stand for the world\'s languages.',
    '6-8: languages "grew apart because groups lived far apart"; 13+ adds that telling a language from a dialect is partly political.',
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
    '3-5': 'Sign language is talking with your hands! Many people who are Deaf use it. Your face helps too. A happy face or a surprised face can be part of what you say.',
    '6-8': 'Sign languages are real languages. People make words with their hands and faces, not sounds. Many Deaf people use them. There are many sign languages in the world. American Sign Language, or ASL, is one. British Sign Language is another.',
    '9-12': 'Sign languages are full languages. They have their own words and their own grammar. They are not just gestures for spoken words. A sign uses a hand shape, a movement, a place and a palm direction. Faces matter too. Each country has its own sign language. American Sign Language and British Sign Language are so different that their users can\'t easily understand each other. Yet people in both countries speak English.',
    '13+': 'Sign languages are natural languages that arise in Deaf communities. They have the full complexity of spoken languages: phonology (built from handshape, location and movement), morphology and syntax. Their grammar also uses space and facial expressions. They are not universal. American Sign Language is related to French Sign Language through Laurent Clerc, a Deaf teacher from France. He helped found the first permanent US school for the deaf in 1817. British Sign Language belongs to a different family.',
  },
  takeaways: {
    little: ['Sign language is talking with hands.', 'Your face helps you sign.', 'There are many sign languages.'],
    young: ['Sign language is talking with hands.', 'Faces are part of signing.', 'There are many sign languages.'],
    older: ['Sign languages are full languages with their own grammar.', 'Hands, faces and body movement all carry meaning.', 'Sign languages differ from country to country.'],
  },
  sections: [
    {
      title: 'Talking With Hands and Faces',
      little: 'In sign language, your hands make shapes. Your hands move, too. Your face shows how you feel. Hands and face talk together!',
      young: 'In sign language, your hands make shapes and move. Your face shows feelings. Together they make words and sentences.',
      older: 'A sign is made from a handshape, a place, a movement and the way the palm faces. Facial expressions are part of the grammar too. Raised eyebrows can show that a sentence is a question.',
      funFact: { title: 'Name signs', text: 'In Deaf communities, people are often given a special "name sign" instead of spelling their name every time.' },
    },
    {
      title: 'Not Just One Sign Language',
      little: 'Kids in other places sign in other ways. There are lots of sign languages. There are lots of spoken languages, too!',
      young: 'People in different countries use different sign languages. There is American Sign Language. There is British Sign Language. And many more!',
      older: 'There are many sign languages around the world. American Sign Language is more closely related to French Sign Language than to British Sign Language. That is because a teacher from France, Laurent Clerc, who was Deaf, helped start Deaf education in the United States in 1817.',
      funFact: { title: 'Spelling with fingers', text: 'Signers can spell words letter by letter with hand shapes; this is called fingerspelling.' },
    },
    {
      title: 'Reading With Fingers: Braille',
      little: 'Some people who are blind read with their fingers! They feel tiny bumps on paper. The bumps make letters.',
      young: 'Some people who are blind read with their fingers! They feel little bumps on paper. This is called Braille.',
      older: 'Braille is different from sign language. It is a reading and writing system of raised dots for people who are blind or have low vision. Louis Braille, who was blind, developed it in France as a teenager in the 1820s.',
      funFact: { title: 'Six dots', text: 'Each Braille letter is made from a pattern of up to six raised dots.' },
    },
  ],
  deeper: {
    title: 'The Linguistics of Sign Languages',
    content: 'In 1960, William Stokoe showed that ASL signs can be broken into smaller contrasting parts, like the sounds of spoken languages. His work helped establish sign languages as true languages. Sign languages use the space in front of the signer as grammar. A person can be placed at a spot and later referred to by pointing there. Verbs can move between spots to show who did what to whom. When Deaf children without a shared language come together, new sign languages can emerge. This was documented with Nicaraguan Sign Language, which arose in the 1970s and 1980s.',
    funFact: { title: 'Babbling with hands', text: 'Babies who grow up with sign language "babble" with their hands, just as hearing babies babble with sounds.' },
  },
  glossary: [
    { term: 'Sign language', say: 'SYNE LANG-gwij', definition: 'A language made with hands, faces and bodies.' },
    { term: 'Deaf', say: 'DEF', definition: 'Not able to hear, or hearing very little.' },
    { term: 'Fingerspelling', say: 'FING-ger-spel-ing', definition: 'Spelling words letter by letter with hand shapes.' },
    { term: 'Braille', say: 'BRAYL', definition: 'Writing made of raised dots that people read with their fingers.' },
    { term: 'Grammar', say: 'GRAM-er', definition: 'The rules of how a language puts words together.' },
  ],
  tryIt: [
    {
      title: 'Talk Without Sounds',
      description: 'Show feelings with your face and hands.',
      steps: [
        'Make a happy face. Now a surprised face. Now a sleepy face.',
        'Wave your hand to say hi, with a big smile.',
        'Can your grown-up guess how you feel, with no sounds at all?',
      ],
      note: 'A grown-up can look up the sign for "hello" in your local sign language and learn it with you.',
      bands: ['3-5'],
    },
    {
      title: 'Learn a Few Signs',
      description: 'Learn signs for everyday words with a trusted source.',
      steps: [
        'With a grown-up, find a children\'s sign language book at the library or a sign language class near you.',
        'Learn the signs for "hello," "thank you" and "friend" in your local sign language.',
        'Practise in front of a mirror: remember your face is part of the sign!',
        'Teach your family one sign each day.',
      ],
      note: 'Sign languages differ by country, so learn the one used where you live, ideally from Deaf signers.',
      bands: ['6-8', '9-12', '13+'],
    },
  ],
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
    {
      question: 'What do people use to talk in sign language?', right: 'Hands, faces and bodies', wrong: ['Only their voices', 'Only their fingers'],
      skill: 'recall', support: ['a language made with hands, faces and bodies'],
    },
    {
      question: 'Is there just one sign language for the whole world?', right: 'No, there are many', wrong: ['Yes, just one', 'No, just two'],
      skill: 'recall', support: ['there are many sign languages', 'there are lots of sign languages', 'each country has its own sign language'],
    },
    {
      question: 'What is Braille?', right: 'Raised dots read with fingers', wrong: ['A kind of sign language', 'A way to spell with hands'],
      skill: 'vocabulary', bands: ['6-8', '9-12', '13+'], support: ['writing made of raised dots that people read with their fingers', 'raised dots'],
    },
    {
      question: 'What can raised eyebrows show in a signed sentence?', right: 'That it is a question', wrong: ['That the signer is angry', 'That the sentence is over'],
      skill: 'inference', bands: ['9-12', '13+'], support: ['raised eyebrows can show that a sentence is a question'],
    },
  ],
  sources: [
    {
      claim: 'American Sign Language (ASL) is a complete, natural language with the same linguistic properties as spoken languages and a grammar that differs from English. It is expressed by movements of the hands and face and is the primary language of many North Americans who are deaf or hard of hearing. There is no universal sign language: British Sign Language (BSL) is a different language from ASL. ASL likely arose more than 200 years ago from local sign languages mixing with French Sign Language (LSF). In ASL a question can be shown by raising the eyebrows, and fingerspelling spells words letter by letter.',
      title: 'NIDCD (National Institutes of Health): American Sign Language',
      url: 'https://www.nidcd.nih.gov/health/american-sign-language',
      read: READ,
      authority: 'public-health',
    },
    {
      claim: 'Thomas Hopkins Gallaudet brought Laurent Clerc, a deaf teacher from France, to the United States, and in 1817 in Hartford, Connecticut, they opened the first permanent US school for the deaf, now the American School for the Deaf.',
      title: 'Britannica: Thomas Hopkins Gallaudet',
      url: 'https://www.britannica.com/biography/Thomas-Hopkins-Gallaudet',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Louis Braille, blind from early childhood, developed in France as a teenager in the 1820s the Braille system of reading and writing for blind people, in which each letter is a pattern of up to six raised dots.',
      title: 'Britannica: Louis Braille',
      url: 'https://www.britannica.com/biography/Louis-Braille',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'William Stokoe\'s Sign Language Structure, first published in 1960, showed that ASL signs are built from a small set of contrasting parts (handshape, location and movement), like the sounds of spoken languages, and helped establish that the signing of deaf people is a true language.',
      title: 'Stokoe, W. C. (1960/2005). Sign Language Structure: An Outline of the Visual Communication Systems of the American Deaf. Journal of Deaf Studies and Deaf Education 10(1)',
      url: 'https://doi.org/10.1093/deafed/eni001',
      read: READ,
      authority: 'peer-reviewed',
    },
    {
      claim: 'Nicaraguan Sign Language was created by deaf children brought together in schools in Nicaragua from the late 1970s and in the 1980s, and its grammar grew more systematic as each new group of children learned it.',
      title: 'Senghas, Kita and Özyürek (2004). Children creating core properties of language: evidence from an emerging sign language in Nicaragua. Science 305',
      url: 'https://doi.org/10.1126/science.1100199',
      read: READ,
      authority: 'peer-reviewed',
    },
    {
      claim: 'Deaf babies exposed to a sign language from birth babble with their hands, in a way that matches the vocal babbling of hearing babies.',
      title: 'Petitto and Marentette (1991). Babbling in the manual mode: evidence for the ontogeny of language. Science 251',
      url: 'https://doi.org/10.1126/science.2006424',
      read: READ,
      authority: 'peer-reviewed',
    },
  ],
  simplifications: [
    '3-5: sign language is "talking with your hands", with the face helping; from 9-12 the grammar of handshape, place, movement and face is explained.',
  ],
  related: ['world-languages', 'hearing-sounds', 'greetings-world'],
  links: [britannica('sign language'), SITES.kidsHealth],
};

export const languageEntries: KidEntry[] = [languages, signLanguage];
