import type { LessonContent } from '@wonderkin/shared';

/** A small, schema-valid children's lesson, as a well-behaved lesson writer would answer. */
export function kidsLesson(question = 'Why is the sky blue?'): LessonContent {
  return {
    pageTitle: 'Why the Sky Is Blue',
    originalQuestion: question,
    mode: 'kids',
    quickAnswer: 'Sunlight is made of many colours. Air scatters blue light the most. So blue comes at us from all over the sky.',
    quickOverview: { questionRecap: 'You asked why the sky looks blue.', keyTakeaways: ['Sunlight has all the colours', 'Air scatters blue light most'] },
    images: [],
    videos: [],
    exploreSections: [
      { title: 'Light is a mix', content: 'White sunlight is a mix of red, orange, yellow, green, blue and violet.', funFact: { title: 'Rainbows', text: 'A rainbow shows the colours hiding in sunlight.' } },
    ],
    glossary: [{ term: 'scatter', pronunciation: 'SKAT-er', definition: 'to spread out in many directions' }],
    tryIt: [{ title: 'Milk-glass sky', description: 'Make a tiny sky in a glass.', steps: ['Fill a glass with water', 'Add a few drops of milk', 'Shine a torch through it'], note: 'Ask a grown-up for the torch.' }],
    analogiesMetaphors: [{ title: 'Pinball light', content: 'Blue light bounces around the air like a pinball.' }],
    realWorldExamples: [{ title: 'Sunsets', content: 'At sunset light travels through more air, so we see more red and orange.' }],
    engagingQuestions: [{ question: 'What colour is the sky on the Moon?', context: 'The Moon has almost no air.' }],
    quiz: [
      { question: 'Which colour does air scatter most?', options: [{ text: 'Blue', correct: true }, { text: 'Red', correct: false }, { text: 'Green', correct: false }] },
    ],
    curiosity: { introduction: 'Want to explore more?', suggestions: [{ title: 'Sunsets', type: 'question', description: 'Why are sunsets red?' }] },
    products: [],
    relatedQueries: [{ question: 'Why are sunsets orange?' }],
    externalLinks: [],
  };
}
