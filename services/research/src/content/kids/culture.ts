import { britannica, SITES } from '../links';
import type { KidEntry } from '../types';

// Cultural Awareness: greetings around the world, and holidays people celebrate.

const greetings: KidEntry = {
  id: 'greetings-world',
  module: 'Cultural Awareness',
  question: 'How do people say hello around the world?',
  title: 'How Do People Say Hello Around the World?',
  blurb: 'Bows, handshakes, namaste and more.',
  triggers: [['hello', 'world'], ['greet*'], ['say', 'hello'], ['bow', 'japan'], ['namaste'], ['handshake'], ['shake', 'hand'], ['custom', 'around', 'world'], ['culture']],
  quickAnswer: {
    '3-5': 'People say hello in many ways! Some shake hands. Some bow. Some press their hands together. Some wave. They all mean: nice to see you!',
    '6-8': 'People greet each other in different ways around the world. In many places people shake hands or wave. In Japan, people often bow. In India and Nepal, many people press their palms together and say "namaste." In some countries, friends kiss each other on the cheeks. Each greeting is a way of showing respect and friendliness.',
    '9-12': 'Greetings are shaped by culture. A handshake is common in many countries. Bowing is an important greeting in Japan and Korea, and the depth of the bow can show respect. In India and Nepal, "namaste" is said with palms pressed together, and in Thailand the similar "wai" is used. Cheek kisses are common among friends in France, Italy and many other countries, and the Māori people of New Zealand have the hongi, pressing noses and foreheads together.',
    '13+': 'Greeting rituals encode social relationships such as age, status, closeness and formality. Japanese bowing varies in depth and duration with the situation; the Thai wai adjusts hand height to show respect; cheek-kissing conventions (how many kisses, which side first) vary even within France. The Māori hongi symbolises sharing the breath of life. Anthropologists note that greetings are part of "politeness systems," and that misunderstandings often come from applying your own culture\'s rules to someone else\'s. Observing, asking, and following your host\'s lead are the usual good practice.',
  },
  takeaways: {
    young: ['People say hello in many ways.', 'Bows, waves and handshakes all mean hi.', 'Greetings show kindness and respect.'],
    older: ['Greetings differ by culture: handshakes, bows, namaste, cheek kisses, hongi.', 'Greetings show respect and closeness.', 'When unsure, watch, ask and follow your host\'s lead.'],
  },
  sections: [
    {
      title: 'Bows and Handshakes',
      young: 'In Japan, people often bow to say hello. In many other places, people shake hands. Both are friendly and polite.',
      older: 'In Japan and Korea, bowing is a key part of greetings; a deeper, longer bow shows more respect. Handshakes are common in business and formal greetings in many countries, though how firm or long they are varies.',
      funFact: { title: 'Bowing in Japan', text: 'In Japan, people bow to greet, thank and apologise.' },
    },
    {
      title: 'Hands Together',
      young: 'In India, many people press their hands together and say "namaste." In Thailand, people do something similar called a "wai."',
      older: '"Namaste" is a respectful greeting in India and Nepal, said with palms pressed together near the chest. In Thailand, the "wai" is similar; the higher the hands and the lower the head, the more respect it shows.',
      funFact: { title: 'No touching needed', text: 'Greetings like namaste and bows don\'t need any touching at all.' },
    },
    {
      title: 'Kisses and Noses',
      young: 'In France, friends may kiss each other on the cheeks. In New Zealand, Māori people may press noses and foreheads together. This is called a hongi.',
      older: 'In France, Italy, Spain and many other countries, friends and family often greet with light kisses on the cheeks, and the number of kisses depends on the region. The Māori hongi, pressing noses and foreheads together, represents sharing the breath of life.',
      funFact: { title: 'How many kisses?', text: 'In different parts of France, people greet with one, two, three or even four cheek kisses.' },
    },
  ],
  deeper: {
    title: 'Greetings as Social Signals',
    content: 'Greetings mark the start of an interaction and signal the relationship between people: formal or informal, equal or hierarchical, distant or close. Many languages have different forms of address for strangers and friends (like "vous" and "tu" in French). Because norms vary, cross-cultural etiquette often centres on humility: watching what others do, asking when unsure, and respecting people who prefer not to be touched. Greetings also change over time; for example, during the COVID-19 pandemic many people switched to touch-free greetings.',
    funFact: { title: 'Formal and friendly words', text: 'Many languages use different words for "you" when speaking to a friend or to a stranger.' },
  },
  glossary: [
    { term: 'Greeting', say: 'GREE-ting', definition: 'A way of saying hello.' },
    { term: 'Bow', say: 'BOW (rhymes with "now")', definition: 'Bending forward at the waist to show respect.' },
    { term: 'Namaste', say: 'NAH-mah-stay', definition: 'A respectful greeting with palms pressed together, used in India and Nepal.' },
    { term: 'Culture', say: 'KUL-cher', definition: 'The way of life, customs and beliefs of a group of people.' },
    { term: 'Custom', say: 'KUS-tum', definition: 'Something people in a place usually do.' },
  ],
  tryIt: [{
    title: 'Greetings Around the World Game',
    description: 'Practise greetings from different places.',
    steps: [
      'Make cards with a country and its greeting (bow for Japan, namaste for India, wai for Thailand, handshake, wave).',
      'Take turns picking a card and greeting your family that way.',
      'Learn how to say "hello" in that country\'s language too.',
      'Ask family members or friends how they greet people where their families come from.',
    ],
    note: 'Always be respectful: greetings are special to the people who use them.',
  }],
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
    { question: 'How do people often greet in Japan?', right: 'With a bow', wrong: ['With a high five', 'By jumping'] },
    { question: 'What do people say with palms pressed together in India?', right: 'Namaste', wrong: ['Bonjour', 'Aloha'] },
    { question: 'What is the Māori greeting of pressing noses and foreheads called?', right: 'Hongi', wrong: ['Wai', 'Haka'], level: 'older' },
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
  triggers: [['holiday'], ['celebrat*'], ['festival'], ['diwali'], ['hanukkah'], ['eid'], ['ramadan'], ['christmas'], ['lunar', 'new', 'year'], ['chinese', 'new', 'year'], ['day', 'dead']],
  quickAnswer: {
    '3-5': 'Families around the world have special days. Some light candles. Some have lanterns or fireworks. Some share big meals. Holidays help people remember what is important to them.',
    '6-8': 'People celebrate different holidays because they have different religions, histories and traditions. Diwali is a festival of lights, Lunar New Year welcomes the new year with families and red decorations, Eid al-Fitr celebrates the end of Ramadan, Christmas celebrates the birth of Jesus, and Hanukkah is eight nights of candles. Holidays bring families and communities together.',
    '9-12': 'Holidays mark things that matter to a community: religious beliefs, historical events, seasons and harvests. Diwali, celebrated by Hindus, Sikhs and Jains, celebrates light over darkness; Eid al-Fitr ends the month of fasting called Ramadan for Muslims; Hanukkah remembers the rededication of the Temple in Jerusalem; Christmas celebrates the birth of Jesus for Christians; Lunar New Year is celebrated in China, Vietnam, Korea and beyond; and Mexico\'s Day of the Dead honours loved ones who have died. Many holidays follow lunar calendars, so their dates move each year.',
    '13+': 'Holidays reinforce shared identity by ritually marking beliefs, histories and the cycle of the year. Many follow lunar or lunisolar calendars: the Islamic calendar is purely lunar, so Ramadan moves about 11 days earlier each solar year; the Hebrew and traditional Chinese calendars are lunisolar, adding leap months to stay near the seasons. Harvest festivals such as Thanksgiving, Sukkot and Chuseok tie celebration to agriculture. Traditions also blend and change through migration and contact between cultures, and many countries now recognise holidays from several communities.',
  },
  takeaways: {
    young: ['Families have special days.', 'Holidays can have lights, food and music.', 'Holidays bring people together.'],
    older: ['Holidays celebrate beliefs, history, seasons and harvests.', 'Different communities have different holidays.', 'Many holiday dates follow the Moon, so they move.'],
  },
  sections: [
    {
      title: 'Festivals of Light',
      young: 'Many holidays use light. At Diwali, families light little lamps. At Hanukkah, families light candles for eight nights.',
      older: 'Light is a symbol in many festivals. At Diwali, people light clay lamps called diyas and decorate with colorful patterns called rangoli. At Hanukkah, Jewish families light a menorah, adding a candle each night for eight nights. Christmas lights and candles are part of many Christian celebrations.',
      funFact: { title: 'Rangoli', text: 'Rangoli patterns are made on the ground with colored powder, rice or flower petals, often for Diwali.' },
    },
    {
      title: 'New Year, New Start',
      young: 'Lunar New Year has red decorations, lanterns and dragon dances. Families eat special food together.',
      older: 'Lunar New Year is the biggest holiday of the year in China, and also important in Vietnam (Tết), Korea (Seollal) and other places. Families gather, clean their homes for a fresh start, give red envelopes with money to children, and enjoy lion and dragon dances.',
      funFact: { title: 'Twelve animals', text: 'In the Chinese zodiac, each year is named after one of twelve animals, like the rabbit or the dragon.' },
    },
    {
      title: 'Remembering and Giving Thanks',
      young: 'Some holidays help us remember people we love. On Day of the Dead in Mexico, families make colorful altars with photos and flowers.',
      older: 'On Día de los Muertos, families in Mexico build ofrendas, altars with photos, marigolds and favourite foods, to remember loved ones who have died. Eid al-Fitr, at the end of Ramadan, includes prayers, feasts and giving to people in need. Harvest festivals give thanks for food.',
      funFact: { title: 'Marigold paths', text: 'Bright orange marigolds are a traditional flower for Day of the Dead altars.' },
    },
  ],
  deeper: {
    title: 'Calendars, Identity and Change',
    content: 'Because the Islamic year has about 354 days, Eid al-Fitr cycles through all the seasons over roughly 33 years. Easter\'s date depends on the first full moon after the March equinox, and Western and Orthodox churches often celebrate on different dates because they use different calendars. Diwali and Hanukkah dates are set by lunisolar calendars. Holidays also change: customs travel with migrants, public holidays are added to recognise history and communities, and commercial practices reshape how festivals are celebrated.',
    funFact: { title: 'Moving dates', text: 'Ramadan starts about 11 days earlier each year on the calendar most countries use.' },
  },
  glossary: [
    { term: 'Holiday', say: 'HOL-ih-day', definition: 'A special day when people celebrate or remember something.' },
    { term: 'Festival', say: 'FESS-tih-vul', definition: 'A big celebration, often with music, food and decorations.' },
    { term: 'Tradition', say: 'truh-DISH-un', definition: 'Something a family or group has done for a long time.' },
    { term: 'Lunar calendar', say: 'LOO-ner KAL-en-der', definition: 'A calendar based on the Moon\'s phases.' },
    { term: 'Ofrenda', say: 'oh-FREN-dah', definition: 'An altar with photos and gifts made for Day of the Dead.' },
  ],
  tryIt: [{
    title: 'Holiday Calendar of the World',
    description: 'Make a family calendar of holidays from many cultures.',
    steps: [
      'Draw twelve boxes, one for each month.',
      'With a grown-up, look up this year\'s dates for Diwali, Lunar New Year, Eid al-Fitr, Hanukkah, Christmas and Day of the Dead.',
      'Add your own family\'s special days and draw a symbol for each.',
      'Ask a friend or neighbour about a holiday they celebrate and add it.',
    ],
    note: 'Dates for some holidays change every year because they follow the Moon.',
  }],
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
    { question: 'Which holiday is known as a festival of lights with little lamps?', right: 'Diwali', wrong: ['Thanksgiving', 'Halloween'] },
    { question: 'Why do people celebrate holidays?', right: 'To remember and celebrate what is important to them', wrong: ['Because they are bored', 'To stop talking to family'] },
    { question: 'Why do the dates of Eid and Lunar New Year change each year?', right: 'They follow calendars based on the Moon', wrong: ['People forget the date', 'They are chosen by a lottery'], level: 'older' },
  ],
  related: ['greetings-world', 'world-languages', 'castles'],
  links: [britannica('festival'), SITES.natGeoKids, SITES.smithsonian],
};

export const cultureEntries: KidEntry[] = [greetings, holidays];
