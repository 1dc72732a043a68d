import type { AgeRange, LessonContent } from '@wonderkin/shared';
import { quizOptions, tidyQuestion } from './text';

// A child's make-believe question ("Could a shark and a unicorn be friends if they met at the beach?") has no facts to
// look up: the newcomer review found it answered with research homework ("ask a librarian", "check two sources", a quiz
// about changing one variable). It gets an imagination page instead: honest that nobody can look it up, and an
// invitation to draw, tell and act the story. No facts are stated (CONTENT.md: never invent facts).

const MAKE_BELIEVE = /\b(unicorns?|dragons?|mermaids?|fair(?:y|ies)|wizards?|magic(?:al)? (?:powers?|wands?|spells?)|superheroe?s?|super ?powers?|trolls?|elves|goblins?|pixies?|talking (?:animals?|dogs?|cats?|toys?)|pretend|imagine|imaginary|make[- ]believe|if (?:i|you|we) (?:was|were|had|could) (?:a |an )?(?:dragon|unicorn|bird|fish|cat|dog|dinosaur|giant|superhero|invisible|fly)|could (?:a|an) \w+ and (?:a|an) \w+ be friends|be (?:best )?friends if|what if (?:animals?|dogs?|cats?|toys?|dinosaurs?) could (?:talk|fly))\b/i;

/**
 * Not for a question about whether something is real ("are unicorns real?" has an answer; "is Santa real?" is the
 * family's to answer), nor for a frightened child ("a dragon under my bed scares me").
 */
const NOT_PLAY = /\b(real|really exist|exists?|true|scared|scary|afraid|frightened|nightmares?|under my bed|santa|tooth fairy|easter bunny)\b/i;

/** A question that asks to imagine rather than to find out. */
export function isMakeBelieve(question: string): boolean {
  return MAKE_BELIEVE.test(question) && !NOT_PLAY.test(question);
}

const TITLE_MAX = 150;

/** The exploration lesson, turned into an imagination page for a child's make-believe question. */
export function asImaginationLesson(lesson: LessonContent, question: string, age: AgeRange): LessonContent {
  const q = tidyQuestion(question);
  const little = age === '3-5';
  const title = q.replace(/[?.!]+$/, '');
  return {
    ...lesson,
    pageTitle: `Let's Imagine Together: ${title.length > TITLE_MAX ? `${title.slice(0, TITLE_MAX - 1)}…` : title}`,
    quickAnswer: little
      ? 'What a fun idea! This is a pretend question, so there is no book with the answer. You get to decide! Let\'s imagine it together.'
      : 'What a wonderful thing to imagine! This is a make-believe question, so nobody can look up the answer: it lives in your imagination. '
        + 'That means your idea is the answer. Here are some ways to play with it.',
    quickOverview: {
      questionRecap: `You asked: "${q}" That is an imagination question, so this page helps you make up your own answer.`,
      keyTakeaways: little
        ? ['Pretend questions have no wrong answers.', 'You can draw it, tell it or act it out.', 'Share your story with a grown-up.']
        : ['A make-believe question has no answer to look up: your imagination decides.', 'Stories get better when you ask "and then what?"', 'Drawing, telling and acting out are all ways to imagine.'],
    },
    exploreSections: [
      {
        title: 'Picture It',
        content: little
          ? 'Close your eyes. What does it look like? What colors can you see? Where are they?'
          : 'Close your eyes and picture the scene. Where does it happen? What time of day is it? What can you hear and smell there?',
        funFact: { title: 'Your idea counts', text: 'Everyone imagines it a little differently, and that is what makes it fun.' },
      },
      {
        title: 'Make Up the Story',
        content: little
          ? 'Who says hello first? What do they do together? How does the story end?'
          : 'Think of a beginning, a middle and an end. What happens first? What goes wrong? How do they sort it out?',
        funFact: { title: 'And then what?', text: 'Asking "and then what?" is a simple way to keep any story going.' },
      },
    ],
    glossary: [
      { term: 'Imagination', pronunciation: 'ih-MAJ-ih-NAY-shun', definition: 'Making pictures and stories in your mind.' },
      { term: 'Make-believe', pronunciation: 'MAYK-bih-LEEV', definition: 'Pretending something is real, just for fun.' },
      ...(little ? [] : [{ term: 'Character', pronunciation: 'KAIR-ik-ter', definition: 'Someone (or something) a story is about.' }]),
    ],
    tryIt: [
      {
        title: 'Draw the Moment',
        description: 'Draw the scene from your question.',
        steps: little
          ? ['Get paper and crayons.', 'Draw who is in your story.', 'Draw where they are.', 'Tell a grown-up about your picture.']
          : ['Draw the moment your characters meet.', 'Add speech bubbles with what they say.', 'Draw what happens next in a second box.', 'Give your comic a title.'],
        note: 'There is no wrong way to draw it.',
      },
      {
        title: 'Tell It Together',
        description: 'Make up the story out loud with someone.',
        steps: ['Take turns: each person adds one sentence.', 'Start with "Once upon a time…"', 'Keep going until someone says "The end!"', 'Act out your favourite part.'],
        note: 'A grown-up, a friend or a toy can be your story partner.',
      },
    ],
    analogiesMetaphors: [{ title: 'A story is like a game', content: 'You choose the rules, the players and how it ends.' }],
    realWorldExamples: [{ title: 'Storytellers do this', content: 'Writers and artists often start with a "what if" question and imagine their way to an answer.' }],
    engagingQuestions: [
      { question: 'What would they say to each other first?', context: 'Try saying it in their voices.' },
      { question: 'What is the funniest thing that could happen?', context: 'Silly ideas make great stories.' },
    ],
    quiz: [
      { question: 'Who decides the answer to a make-believe question?', right: 'You do, with your imagination', wrong: ['A book in the library', 'Nobody can'] },
      { question: 'What helps a story keep going?', right: 'Asking "and then what?"', wrong: ['Stopping at the start', 'Only one word'] },
    ].map((item, i) => ({ question: item.question, options: quizOptions(item.right, item.wrong, `imagine:${i}`) })),
    externalLinks: [],
  };
}
