import type { ResearchResult } from '@wonderkin/shared';

/** A complete lesson with every kids section filled; `parent: true` adds every parent-mode block. */
export function lessonFixture(overrides: Partial<ResearchResult> = {}): ResearchResult {
  return {
    id: 'abc123',
    slug: 'abc123-why-is-the-sky-blue',
    pageTitle: 'Why Is the Sky Blue?',
    originalQuestion: 'Why is the sky blue?',
    mode: 'kids',
    quickAnswer: 'Sunlight bounces off tiny bits of air, and blue light bounces the most.',
    quickOverview: { questionRecap: 'You wondered about the colour of the sky.', keyTakeaways: ['Light is a mix of colours', 'Blue scatters most'] },
    images: [{ link: 'https://example.org/sky', title: 'A clear blue sky', original: 'https://example.org/sky.jpg', thumbnail: 'https://example.org/sky-t.jpg' }],
    videos: [{
      title: 'Why the sky is blue', link: 'https://video.example/watch?v=1', thumbnailUrl: 'https://video.example/t.jpg',
      channelTitle: 'Science Kids', description: 'x'.repeat(200), duration: '3:10',
    }],
    exploreSections: [{ title: 'Light is a rainbow', content: 'White light holds every colour.', funFact: { title: 'Sunsets', text: 'Sunsets look red because light travels further.' } }],
    glossary: [{ term: 'Scattering', pronunciation: 'SKAT-er-ing', definition: 'Light bouncing in many directions.' }],
    tryIt: [{ title: 'Glass of milky water', description: 'Make a sunset in a glass.', steps: ['Fill a glass', 'Add milk', 'Shine a torch'], note: 'Ask an adult.' }],
    analogiesMetaphors: [{ title: 'Like a pinball', content: 'Blue light bounces like a pinball.' }],
    realWorldExamples: [{ title: 'Mountains look blue', content: 'Far away hills look blue too.' }],
    engagingQuestions: [{ question: 'What colour is the sky on Mars?', context: 'Mars has dusty air.' }],
    quiz: [{ question: 'Which colour scatters most?', options: [{ text: 'Red', correct: false }, { text: 'Blue', correct: true }] }],
    curiosity: { introduction: 'Keep wondering!', suggestions: [{ title: 'Watch a sunset', type: 'Activity', description: 'Notice the colours.' }] },
    products: [{ title: 'Prism kit', thumbnail: 'https://shop.example/p.jpg', rating: 0, reviews: 12, price: '$9.99', link: 'https://shop.example/p' }],
    relatedQueries: [{ question: 'Why are sunsets red?' }],
    externalLinks: [{ title: 'Sky facts', link: 'https://facts.example/sky?x=1', snippet: 'All about the sky.' }],
    ageRange: '6-8',
    createdAt: '2026-01-01T00:00:00.000Z',
    source: 'offline',
    exploration: false,
    safety: 'ok',
    notice: 'Made offline from the built-in library.',
    ...overrides,
  };
}

export const PARENT_BLOCKS: Partial<ResearchResult> = {
  mode: 'parent',
  developmentalContext: { ageStage: 'Six-year-olds test limits.', brainBehavior: 'Self-control is still growing.' },
  evidenceBasedStrategies: {
    topApproaches: [{ strategy: 'Name the feeling', rationale: 'Labels calm the brain.', howTo: 'Say what you see.' }],
    prosConsTable: [{ approach: 'Time-in', pros: ['Connection'], cons: ['Takes time'], bestFor: 'Big feelings' }],
  },
  strategySources: [{ title: 'Research summary', link: 'https://research.example/a', snippet: 'A study.' }],
  actionPlan: { dailyMicroTasks: [{ day: 'Monday', task: 'Notice one feeling.' }], sampleScript: 'I see you are upset.' },
  troubleshooting: { ifThisHappens: [{ scenario: 'the tantrum grows', solution: 'Stay close and calm.' }], commonPitfalls: ['Lecturing mid-meltdown'] },
  reflectionTracking: { trackerTemplate: { description: 'Track daily moods.', categories: ['Calm', 'Upset'] }, weeklyPrompts: ['What worked?'] },
  books: [{ title: 'The Feelings Book', link: 'https://books.example/f', thumbnail: '', price: '$12', rating: 4.5, reviews: 0 }],
  expertVoices: { pediatricianTip: 'Sleep helps moods.', psychologistInsight: 'Co-regulation comes first.' },
  redditDiscussions: [{ title: 'Tantrums at 6', link: 'https://reddit.example/r/1', subreddit: 'Parenting', upvotes: 0, comments: 14, snippet: 'Help!' }],
};
