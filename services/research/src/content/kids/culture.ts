import { britannica, SITES } from '../links';
import type { KidEntry } from '../types';

// Cultural Awareness: greetings around the world, and holidays people celebrate.

const READ = '2026-11-23';

const greetings: KidEntry = {
  id: 'greetings-world',
  module: 'Cultural Awareness',
  question: 'How do people say hello around the world?',
  title: 'How Do People Say Hello Around the World?',
  blurb: 'Bows, handshakes, namaste and more.',
  triggers: [['hello', 'world'], ['greet*'], ['say', 'hello'], ['bow', 'japan'], ['namaste'], ['handshake'], ['shake', 'hand'], ['custom', 'around', 'world'], ['culture']],
  quickAnswer: {
    '3-5': 'People say hello in lots of ways! Some shake hands. Some bow. Some press their hands together. Some wave. They all mean: nice to see you!',
    '6-8': 'People say hello in different ways around the world. In many places, people shake hands or wave. In Japan, people often bow. In India, many people press their palms together and say "namaste." In some countries, friends kiss each other on the cheeks. Each one is a way to show respect and to be friendly.',
    '9-12': 'Greetings are shaped by culture. A handshake is common in many countries. In Japan, bowing is an important greeting, and a deeper bow can show more respect. In India, people say "namaste" with their palms pressed together. In Thailand, the similar "wai" is used. In many countries, friends greet with light kisses on the cheeks. The Māori people of New Zealand have the hongi: two people press their noses and foreheads together.',
    '13+': 'Greetings signal how people relate: their age, status, closeness and how formal the moment is. In Japan, a bow changes in depth and length with the situation. In the Thai wai, the higher the hands, the more respect it shows. Cheek-kiss customs, such as how many kisses and which side first, vary even within one country. The Māori hongi stands for sharing the breath of life. Mix-ups often happen when people apply their own culture\'s rules to someone else\'s. Watching, asking and following your host\'s lead are good practice.',
  },
  takeaways: {
    little: ['People say hello in lots of ways.', 'A bow, a wave and a handshake all say hi.', 'Saying hello is kind.'],
    young: ['People say hello in many ways.', 'Bows, waves and handshakes all mean hi.', 'Greetings show kindness and respect.'],
    older: ['Greetings differ by culture: handshakes, bows, namaste, cheek kisses, hongi.', 'Greetings show respect and closeness.', 'When unsure, watch, ask and follow your host\'s lead.'],
  },
  sections: [
    {
      title: 'Bows and Handshakes',
      little: 'In Japan, people often bow to say hello. They bend forward a little. Can you bow?',
      young: 'In Japan, people often bow to say hello. In many other places, people shake hands. Both are friendly and polite.',
      older: 'In Japan, bowing is a key part of greetings; a deeper, longer bow shows more respect. Handshakes are common in business and formal greetings in many countries, though how firm or long they are varies.',
      funFact: { title: 'Bowing in Japan', text: 'In Japan, people bow to greet, to thank and to say sorry.' },
    },
    {
      title: 'Hands Together',
      little: 'In India, many people press their hands together. Then they say "namaste." It is a kind way to say hello.',
      young: 'In India, many people press their hands together and say "namaste." In Thailand, people do something like it called a "wai."',
      older: '"Namaste" is a respectful greeting in India, said with palms pressed together near the chest. In Thailand, the "wai" is similar; the higher the hands and the lower the head, the more respect it shows.',
      funFact: { title: 'No touching needed', text: 'Greetings like namaste and bows don\'t need any touching at all.' },
    },
    {
      title: 'Kisses and Noses',
      little: 'Some friends say hello with a kiss on the cheek. Some people touch noses! In New Zealand, this is called a hongi.',
      young: 'In some countries, friends may kiss each other on the cheeks. In New Zealand, Māori people may press noses and foreheads together. This is called a hongi.',
      older: 'In many countries, friends and family often greet with light kisses on the cheeks, and the number of kisses can depend on the region. The Māori hongi, pressing noses and foreheads together, stands for sharing the breath of life.',
      funFact: { title: 'How many kisses?', text: 'In some places, people greet with one, two, three or even four cheek kisses.' },
    },
  ],
  deeper: {
    title: 'Greetings as Social Signals',
    content: 'Greetings mark the start of a meeting and signal how people relate: formal or casual, equal or not, distant or close. Many languages have a polite word for "you" for strangers and a friendly one for friends. Because customs vary, good manners across cultures start with humility: watch what others do, ask when unsure, and respect people who prefer not to be touched. Greetings also change over time; when illnesses spread, many people switch to greetings without touching.',
    funFact: { title: 'Formal and friendly words', text: 'Many languages use different words for "you" when speaking to a friend or to a stranger.' },
  },
  simplifications: [
    'Each country is shown with one common greeting; in every country people greet in many ways, and customs differ by family, region and situation.',
  ],
  sources: [
    {
      claim: 'In Japan, people greet each other by bowing, and bowing is also used to thank and to apologise; a deeper, longer bow shows more respect, and most Japanese do not expect visitors to know every bowing rule.',
      title: 'japan-guide.com: Etiquette in Japan',
      url: 'https://www.japan-guide.com/e/e2000.html',
      read: '2026-11-28',
      authority: 'reference',
    },
    {
      claim: 'In Thailand, Thai people traditionally greet each other with the wai, a palms-together gesture: the hands are placed together and raised towards the face, chin or chest while the head is lowered in a slight bow, and the higher the hands are held, the more respect the wai shows.',
      title: 'Chiang Mai University, Faculty of Nursing: Social Gestures (the wai)',
      url: 'https://www.nurse.cmu.ac.th/web/en/Detail.aspx?id=5122',
      read: '2026-11-28',
      authority: 'university',
    },
    {
      claim: 'Namaste, from Hindi (a language of India) and Sanskrit for "bow to you", is a respectful greeting said when meeting or leaving someone, usually with the palms pressed together.',
      title: 'Merriam-Webster Dictionary: namaste',
      url: 'https://www.merriam-webster.com/dictionary/namaste',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'The hongi is the traditional greeting of the Māori people of New Zealand, in which two people press their noses (and often foreheads) together, sharing the breath of life (hā); it is part of the pōwhiri, the welcome onto a marae.',
      title: 'Te Ara, the Encyclopedia of New Zealand: Marae protocol – te kawa o te marae',
      url: 'https://teara.govt.nz/en/marae-protocol-te-kawa-o-te-marae',
      read: READ,
      authority: 'reference',
    },
  ],
  glossary: [
    { term: 'Greeting', say: 'GREE-ting', definition: 'A way of saying hello.' },
    { term: 'Bow', say: 'BOW (rhymes with "now")', definition: 'Bending forward at the waist to show respect.' },
    { term: 'Namaste', say: 'NAH-mah-stay', definition: 'A respectful greeting with palms pressed together, used in India and nearby lands.' },
    { term: 'Culture', say: 'KUL-cher', definition: 'The way of life, customs and beliefs of a group of people.' },
    { term: 'Custom', say: 'KUS-tum', definition: 'Something people in a place usually do.' },
  ],
  tryIt: [
    {
      title: 'Hello Game',
      description: 'Try some ways to say hello with a grown-up.',
      steps: [
        'Wave hello.',
        'Bow hello: bend forward a little.',
        'Press your hands together and say "namaste."',
        'Which one do you like best? Try it on someone in your family!',
      ],
      note: 'Some people do not like to be touched: a wave or a bow is always kind.',
      bands: ['3-5'],
    },
    {
      title: 'Greetings Around the World Game',
      description: 'Practise greetings from different places.',
      steps: [
        'Make cards with a country and its greeting (bow for Japan, namaste for India, wai for Thailand, handshake, wave).',
        'Take turns picking a card and greeting your family that way.',
        'Learn how to say "hello" in that country\'s language too.',
        'Ask family members or friends how they greet people where their families come from.',
      ],
      note: 'Always be respectful: greetings are special to the people who use them.',
      bands: ['6-8', '9-12', '13+'],
    },
  ],
  analogies: [
    { title: 'Different keys, same door', content: 'Greetings are like different keys that all open the same door: the door to friendship.' },
  ],
  realWorld: [
    { title: 'Travel and school', content: 'Learning greetings helps people feel welcome when they travel or when a new classmate joins from another country.' },
  ],
  engaging: [
    { question: 'How do people in your family greet each other?', context: 'Hugs, kisses, handshakes, waves?' },
    { question: 'How would you make a new classmate from another country feel welcome?', context: 'Learning their greeting is a great start.' },
  ],
  quiz: [
    {
      question: 'How do people often say hello in Japan?', right: 'With a bow', wrong: ['With a high five', 'By touching noses'],
      skill: 'recall', support: ['In Japan, people often bow', 'In Japan, bowing is'],
    },
    {
      question: 'What do many people in India say with their hands pressed together?', right: 'Namaste', wrong: ['Bonjour', 'Aloha'],
      skill: 'vocabulary', support: ['say "namaste."', 'say "namaste"', '"Namaste" is a respectful greeting'],
    },
    {
      question: 'What is the Māori greeting of pressing noses and foreheads called?', right: 'Hongi', wrong: ['Wai', 'Haka'],
      skill: 'vocabulary', support: ['hongi'], bands: ['6-8', '9-12', '13+'],
    },
    {
      question: 'In a Thai wai, what do higher hands show?', right: 'More respect', wrong: ['Less respect', 'That you are angry'],
      skill: 'inference', support: ['the higher the hands'], bands: ['9-12', '13+'],
    },
  ],
  related: ['holidays-world', 'world-languages', 'make-friends'],
  links: [britannica('greeting etiquette'), SITES.natGeoKids],
};

const holidays: KidEntry = {
  id: 'holidays-world',
  module: 'Cultural Awareness',
  question: 'Why do people celebrate different holidays?',
  title: 'Why Do People Celebrate Different Holidays?',
  blurb: 'Diwali, Lunar New Year, Eid, Christmas, Hanukkah and more.',
  triggers: [['holiday'], ['celebrat*'], ['festival'], ['eid'], ['christmas'], ['day', 'dead']],
  quickAnswer: {
    '3-5': 'Families all over the world have special days. Some light lamps. Some hang up lanterns. Some share big meals. Special days help us remember what we love.',
    '6-8': 'People around the world have their own faiths, stories and ways of life. So they have their own holidays too. Diwali is a festival of lights. Eid al-Fitr comes when Ramadan ends. Christmas marks the birth of Jesus. Hanukkah has eight nights of candles. Lunar New Year has red lanterns and big meals. Holidays help people remember what matters to them.',
    '9-12': 'Holidays mark things that matter to a community: beliefs, history, seasons and harvests. Diwali is a festival of lights for Hindus, Sikhs and Jains. It celebrates light winning over darkness. Eid al-Fitr marks the end of Ramadan, the month when Muslims fast. Hanukkah remembers a time when the Temple in Jerusalem was made holy again. For Christians, Christmas celebrates the birth of Jesus. Lunar New Year is a big holiday in China, Vietnam, Korea and beyond. In Mexico, the Day of the Dead honours loved ones who have died. Many holidays follow calendars based on the Moon, so their dates move each year.',
    '13+': 'Holidays build shared identity by marking beliefs, histories and the cycle of the year. Many follow lunar or lunisolar calendars. The Islamic calendar follows the Moon alone, so Ramadan comes about 11 days earlier each year. Lunisolar calendars, like the Hebrew and traditional Chinese ones, add an extra month in some years to stay near the seasons. Harvest festivals such as Thanksgiving and Sukkot tie celebration to farming. Traditions also blend and change as people move and cultures meet, and many countries now recognise holidays from several communities.',
  },
  takeaways: {
    little: ['Families have special days.', 'Some days have lights, food and music.', 'Special days bring us close.'],
    young: ['Families have special days.', 'There can be lights, food and music.', 'Holidays bring people close.'],
    older: ['Holidays celebrate beliefs, history, seasons and harvests.', 'Different communities have different holidays.', 'Many holiday dates follow the Moon, so they move.'],
  },
  sections: [
    {
      title: 'Festivals of Light',
      little: 'Lots of special days have lights. At Diwali, homes glow with small lamps. At Hanukkah, there are candles.',
      young: 'Lots of holidays use light. At Diwali, people light small lamps. At Hanukkah, Jewish families add one more candle each night.',
      older: 'Light is a symbol in many festivals. At Diwali, people light clay lamps called diyas and decorate with colourful patterns called rangoli. At Hanukkah, Jewish families light a menorah, adding a candle each night for eight nights. Christmas lights and candles are part of many Christian celebrations.',
      funFact: { title: 'Rangoli', text: 'Rangoli patterns are made on the ground with coloured powder, rice or flower petals, often for Diwali.' },
    },
    {
      title: 'New Year, New Start',
      little: 'Lunar New Year is a big party. There are red lights and dragon dances. Families eat good food together.',
      young: 'At Lunar New Year, homes are full of red. There are lanterns and dragon dances. Families eat a big meal together.',
      older: 'Lunar New Year is the biggest holiday of the year in China. It is also important in Vietnam, where it is called Tết, in Korea and in other places. Families gather and clean their homes for a fresh start. Children get red envelopes with money, and people enjoy lion and dragon dances.',
      funFact: { title: 'Twelve animals', text: 'In the Chinese zodiac, each year is named after one of twelve animals, like the rabbit or the dragon.' },
    },
    {
      title: 'Remembering and Giving Thanks',
      little: 'Some special days help us remember people we love. We look at their photos. We put out bright flowers.',
      young: 'Some holidays help us remember people we love. On the Day of the Dead in Mexico, families make altars. They put photos and bright flowers on them.',
      older: 'On Día de los Muertos, families in Mexico build ofrendas, altars with photos, marigolds and favourite foods, to remember loved ones who have died. Eid al-Fitr, at the end of Ramadan, includes prayers, feasts and giving to people in need. Harvest festivals give thanks for food.',
      funFact: { title: 'Marigold paths', text: 'Bright orange marigolds are a traditional flower for Day of the Dead altars.' },
    },
  ],
  deeper: {
    title: 'Calendars, Identity and Change',
    content: 'The Islamic year is about 11 days shorter than the solar year, so Eid al-Fitr moves through all the seasons over the years. Easter falls on the Sunday after the first full moon of spring, and Western and Orthodox churches often celebrate on different dates because they use different calendars. Diwali and Hanukkah dates are set by lunisolar calendars. Holidays also change: customs travel with people who move, new public holidays recognise history and communities, and shops reshape how festivals are celebrated.',
    funFact: { title: 'Moving dates', text: 'Ramadan starts about 11 days earlier each year on the calendar most countries use.' },
  },
  simplifications: [
    'Each holiday is described by a few of its best-known customs; families celebrate in many different ways.',
    'For 3-5, the Day of the Dead is told as "remembering people we love", without naming death.',
  ],
  sources: [
    {
      claim: 'Diwali is a festival of lights celebrated by Hindus, Sikhs and Jains, marking the victory of light over darkness; people light clay lamps called diyas and decorate floors with rangoli patterns of coloured powder, rice or flower petals. Its date is set by the lunisolar Hindu calendar.',
      title: 'Encyclopaedia Britannica: Diwali',
      url: 'https://www.britannica.com/topic/Diwali-Hindu-festival',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Hanukkah is a Jewish festival of eight days that remembers the rededication of the Temple in Jerusalem; each night one more candle is lit on a menorah. Its date is set by the Hebrew calendar, a lunisolar calendar that adds an extra month in some years.',
      title: 'Encyclopaedia Britannica: Hanukkah',
      url: 'https://www.britannica.com/topic/Hanukkah',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Eid al-Fitr, the Festival of Breaking the Fast, marks the end of Ramadan for Muslims, with prayers, feasts, visits and gifts to people in need.',
      title: 'Encyclopaedia Britannica: Eid al-Fitr',
      url: 'https://www.britannica.com/topic/Eid-al-Fitr',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Ramadan is the month of fasting in the Islamic calendar, which follows the Moon alone; its year is about 11 days shorter than the solar year, so Ramadan and Eid come earlier each year and move through all the seasons.',
      title: 'Encyclopaedia Britannica: Ramadan',
      url: 'https://www.britannica.com/topic/Ramadan',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Christmas is the Christian festival celebrating the birth of Jesus; Christians mark it with church services, lights, candles and gifts.',
      title: 'Encyclopaedia Britannica: Christmas',
      url: 'https://www.britannica.com/topic/Christmas',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Lunar New Year, the start of the year in the traditional Chinese lunisolar calendar, is the most important holiday in China and is also celebrated in Vietnam (as Tết), Korea and other places, with family gatherings, cleaning the home for a fresh start, red decorations and lanterns, red envelopes of money for children, and lion and dragon dances. Each year is linked to one of the twelve animals of the Chinese zodiac.',
      title: 'Encyclopaedia Britannica: Lunar New Year',
      url: 'https://www.britannica.com/topic/Chinese-New-Year',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Day of the Dead (Día de los Muertos) is a holiday in Mexico when families honour loved ones who have died, building ofrendas (altars) with photos, favourite foods and orange marigolds.',
      title: 'Encyclopaedia Britannica: Day of the Dead',
      url: 'https://www.britannica.com/topic/Day-of-the-Dead',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Easter falls on the Sunday after the first full moon on or after the spring equinox; Western and Orthodox churches often celebrate it on different dates because they use different calendars.',
      title: 'Encyclopaedia Britannica: Easter',
      url: 'https://www.britannica.com/topic/Easter-holiday',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Thanksgiving Day, in the United States and Canada, began as a harvest festival giving thanks for the year\'s crops.',
      title: 'Encyclopaedia Britannica: Thanksgiving Day',
      url: 'https://www.britannica.com/topic/Thanksgiving-Day',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Sukkoth (Sukkot) is a Jewish autumn harvest festival, when families build and spend time in a booth called a sukkah.',
      title: 'Encyclopaedia Britannica: Sukkoth',
      url: 'https://www.britannica.com/topic/Sukkoth',
      read: READ,
      authority: 'reference',
    },
  ],
  glossary: [
    { term: 'Holiday', say: 'HOL-ih-day', definition: 'A special day when people celebrate or remember something.' },
    { term: 'Festival', say: 'FESS-tih-vul', definition: 'A big celebration, often with music, food and decorations.' },
    { term: 'Tradition', say: 'truh-DISH-un', definition: 'Something a family or group has done for a long time.' },
    { term: 'Lunar calendar', say: 'LOO-ner KAL-en-der', definition: 'A calendar based on the Moon\'s phases.' },
    { term: 'Ofrenda', say: 'oh-FREN-dah', definition: 'An altar with photos and gifts made for Day of the Dead.' },
  ],
  tryIt: [
    {
      title: 'My Special Day Picture',
      description: 'Draw a special day your family has.',
      steps: [
        'Think of a special day your family has.',
        'Draw what you see that day: lights, food, people, music.',
        'Tell a grown-up about your picture.',
        'Ask a friend about their special day too!',
      ],
      note: 'Every family\'s special days are welcome, big or small.',
      bands: ['3-5'],
    },
    {
      title: 'Holiday Calendar of the World',
      description: 'Make a family calendar of holidays from many cultures.',
      steps: [
        'Draw twelve boxes, one for each month.',
        'With a grown-up, look up this year\'s dates for Diwali, Lunar New Year, Eid al-Fitr, Hanukkah, Christmas and Day of the Dead.',
        'Add your own family\'s special days and draw a symbol for each.',
        'Ask a friend or neighbour about a holiday they celebrate and add it.',
      ],
      note: 'Dates for some holidays change every year because they follow the Moon.',
      bands: ['6-8', '9-12', '13+'],
    },
  ],
  analogies: [
    { title: 'A family photo album', content: 'Holidays are like pages in a community\'s photo album, reminding everyone of their story and what matters to them.' },
  ],
  realWorld: [
    { title: 'Schools and cities', content: 'Many schools and cities celebrate several cultures\' holidays so everyone\'s traditions are seen.' },
  ],
  engaging: [
    { question: 'What is your favourite holiday, and what does your family do?', context: 'Food, music, decorations, visits?' },
    { question: 'Which holiday from another culture would you like to learn more about?', context: 'Ask someone who celebrates it!' },
  ],
  quiz: [
    {
      question: 'At which holiday do families light little clay lamps?', right: 'Diwali', wrong: ['Thanksgiving', 'Easter'],
      skill: 'recall', support: ['with small lamps', 'light small lamps', 'clay lamps called diyas'],
    },
    {
      question: 'Why do people celebrate holidays?', right: 'To remember what matters to them', wrong: ['Only to get presents', 'Because shops tell them to'],
      skill: 'inference', support: ['remember what we love', 'what matters to them', 'things that matter'],
    },
    {
      question: 'What does Eid al-Fitr celebrate?', right: 'The end of Ramadan', wrong: ['The start of Ramadan', 'The birth of Jesus'],
      skill: 'recall', support: ['when Ramadan ends', 'end of Ramadan'], bands: ['6-8', '9-12', '13+'],
    },
    {
      question: 'Why do the dates of Eid and Lunar New Year change each year?', right: 'They follow calendars based on the Moon', wrong: ['Leap years push them around', 'Governments move them to weekends'],
      skill: 'cause-effect', support: ['follow calendars based on the Moon', 'lunar or lunisolar calendars', 'follow the Moon'], bands: ['9-12', '13+'],
    },
  ],
  related: ['greetings-world', 'world-languages', 'castles'],
  links: [britannica('festival'), SITES.natGeoKids, SITES.smithsonian],
};

export const cultureEntries: KidEntry[] = [greetings, holidays];
