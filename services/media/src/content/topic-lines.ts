import type { AgeBand } from '@wonderkin/shared';

/**
 * The make-believe around the checked passages of a topic book (topic-book.ts): every line names {topic}, so each
 * page of the story says what it is about, and none states a fact about it (the facts are the passages' own words).
 * Placeholders as in pack/types.ts. No line repeats another, so the audiobook never reads one twice.
 */
export interface TopicLines {
  /** After the opening, on the first page. */
  intro: string;
  /** One before each passage after the first, in turn. */
  leadIns: string[];
  /** Chapter titles: the start, the middle, the end. */
  chapters: [string, string, string];
  /** The last page's heading and first line. */
  recapHeading: string;
  recap: string;
  /** Said before the list of what to remember. */
  remember: string;
  drawing: string;
}

export const TOPIC_LINES: Record<AgeBand, TopicLines> = {
  '3-5': {
    intro: '{Hero} loves {topic}. Let us find out about {topic} together!',
    leadIns: [
      'What else is there to know about {topic}?',
      '{Hero} wants to hear more about {topic}.',
      'Here is something new about {topic}.',
      'Look again at {topic} with {hero}.',
      'Are you ready for more about {topic}?',
      'One more thing about {topic}!',
    ],
    chapters: ['Hello, {topic}!', 'More about {topic}', 'We learned about {topic}'],
    recapHeading: 'What we learned about {topic}',
    recap: 'What did we learn about {topic}?',
    remember: "Let's remember",
    drawing: 'Draw {topic}! Use your favorite colors.',
  },
  '6-8': {
    intro: '{Hero} loves {topic}. Today, {hero} wants to find out more about {topic}.',
    leadIns: [
      'Next, {hero} wants to know more about {topic}.',
      '{Hero} turns the page to learn more about {topic}.',
      'There is still more to find out about {topic}.',
      '{Hero} has one more question about {topic}.',
      '{Hero} reads on about {topic}.',
      'Here is more about {topic}.',
    ],
    chapters: ['A first look at {topic}', 'Finding out more about {topic}', 'What we learned about {topic}'],
    recapHeading: 'Remembering {topic}',
    recap: '{Hero} thinks back over everything about {topic}.',
    remember: 'Something to remember',
    drawing: 'Draw a picture about {topic}. Add labels for the things you learned.',
  },
  '9-10': {
    intro: '{Hero} has always been curious about {topic}, so today is a day for finding out more.',
    leadIns: [
      '{Hero} reads on, keen to understand {topic} a little better.',
      'The next question {hero} asks about {topic} leads somewhere new.',
      '{Hero} turns to the next part of the story of {topic}.',
      'There is more to {topic} than meets the eye, and {hero} wants to know it.',
      '{Hero} writes a quick note about {topic} before reading on.',
      'One more piece of the puzzle of {topic} is waiting.',
    ],
    chapters: ['A first look at {topic}', 'Digging deeper into {topic}', 'What we learned about {topic}'],
    recapHeading: 'Looking back at {topic}',
    recap: 'Before closing the book, {hero} looks back at what was learned about {topic}.',
    remember: 'Something to remember',
    drawing: 'Make a labelled drawing about {topic} that shows three things you learned in this book.',
  },
};
