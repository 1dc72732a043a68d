import { cutText, DEFAULT_PRODUCT_NAME, type AgeRange, type LessonContent, type LessonMode } from '@wonderkin/shared';
import { britannica, SITES } from './links';
import { quizOptions, tidyQuestion } from './text';
import { mentionsHarm } from '../safety/cues';

// The honest lesson for a question the pack does not cover: it says so, and teaches HOW to find out together.
// It never states facts about the topic itself — only about ways of finding out.

export interface ExplorationOptions {
  mode: LessonMode;
  /** The question came with a picture (and the picture's topic is not in the pack). */
  withImage: boolean;
  productName?: string;
}

const YOUNG: ReadonlySet<AgeRange> = new Set(['3-5', '6-8']);

/** The question as the page's title: whole (issue 19: "…met at the…" was cut at 60), cut only past 150 characters. */
function shortTitle(question: string): string {
  const cut = cutText(question.trim().replace(/\s+/g, ' ').replace(/[?.!]+$/, ''), 150);
  return cut.charAt(0).toUpperCase() + cut.slice(1);
}

function quickAnswer(age: AgeRange, product: string, withImage: boolean, mode: LessonMode): string {
  if (mode === 'parent') {
    return 'If your child is hurt, unwell or in danger, don\'t wait: call your child\'s doctor now, or your emergency number. '
      + `For everyday questions: ${product}'s built-in library has no guide on this yet, and this page was made offline, so it won't guess. `
      + 'Start with your pediatrician, use pediatric and public-health sources, and compare what you read.';
  }
  const what = withImage ? 'your picture' : 'this question';
  switch (age) {
    case '3-5': return `What a great question! Our book shelf does not have ${what} yet. Let's find out together with a grown-up.`;
    case '6-8': return `Great question! ${product}'s built-in library doesn't have a lesson about ${what} yet, so we won't guess. `
      + "Here's how you and a grown-up can find the real answer together.";
    case '9-12': return `${product}'s built-in library doesn't cover ${what} yet, and this lesson was made offline, so it won't make up facts. `
      + 'Instead, here is how real researchers find answers: ask experts, read trusted sources, observe, predict and test, and compare.';
    default: return `${product}'s offline library doesn't include ${what} yet, so rather than risk giving you wrong facts, this page `
      + 'walks through a research method: define the question, find reliable sources, check them against each other, and test what you can yourself.';
  }
}

type Section = LessonContent['exploreSections'][number];

function kidSections(age: AgeRange, withImage: boolean): Section[] {
  const young = YOUNG.has(age);
  const look: Section = withImage
    ? {
      title: 'Look Closely at Your Picture',
      content: young
        ? 'Look at the picture with a grown-up. What colors do you see? What shapes? Count the things you see. What is big? What is small?'
        : 'Describe the picture out loud in detail: colors, shapes, sizes, what is in front and what is in the background. '
          + 'List what you are sure about and what you are only guessing. Good observers keep those two lists apart.',
      funFact: {
        title: 'Scientists draw what they see',
        text: young ? 'Scientists often draw what they see. Drawing helps you notice more!' : 'Many naturalists keep sketch journals, because drawing something makes you look at details you would otherwise miss.',
      },
    }
    : {
      title: 'Start With What You Wonder',
      content: young
        ? 'Say your question out loud. Then say what you think the answer might be. A guess is a fine place to start!'
        : 'Write your question down, then write what you already know and what you think the answer might be. '
          + 'That guess is called a hypothesis. It does not have to be right: its job is to give you something to check.',
      funFact: {
        title: 'Questions come first',
        text: young ? 'Every discovery started with someone asking a question, just like you.' : 'Scientists often spend a long time sharpening a question before they look for an answer; a clear question is easier to research.',
      },
    };
  const ask: Section = {
    title: 'Ask Someone Who Knows',
    content: young
      ? 'Ask a grown-up, a teacher, or a librarian. Librarians love to help you find books about your question.'
      : 'Librarians are experts at finding information, and they help for free. Teachers, museum staff, park rangers and '
        + 'people who work with the topic every day can also point you to good answers.',
    funFact: { title: 'Librarians are search experts', text: 'Helping people find good information is a big part of a librarian\'s job.' },
  };
  const sources: Section = {
    title: young ? 'Look in Books' : 'Check More Than One Source',
    content: young
      ? 'Find a book about your question. Look at the pictures together. Read the part that answers your question.'
      : 'Look in a children\'s encyclopedia or a nonfiction book, then check a second trusted source. If two good sources '
        + 'agree, you can be more confident. If they disagree, ask why, and look for a third.',
    funFact: { title: 'Who wrote it?', text: young ? 'Books have the name of the person who wrote them on the cover.' : 'A good habit: check who wrote a page and why. Museums, universities, science agencies and encyclopedias are good places to start.' },
  };
  const test: Section = {
    title: 'Watch, Guess and Check With a Grown-Up',
    content: young
      ? 'Some answers you can find by watching, like where the Moon is each night. Make a guess, then ask a grown-up to help you check. Never taste, touch or mix things to find out.'
      : 'If your question is about something you can watch, make a prediction and observe. Any test with heat, chemicals, tools or '
        + 'food is for an adult to run with you. Never taste, touch or mix unknown things to find out. Change one thing at a time.',
    funFact: { title: 'Wrong guesses help', text: 'When a test shows a guess was wrong, you still learned something true.' },
  };
  return age === '3-5' ? [look, ask] : [look, ask, sources, test];
}

function parentSections(): Section[] {
  return [
    {
      title: 'Start With Your Pediatrician or Family Doctor',
      content: 'For questions about health, development or behaviour, your child\'s doctor knows your child and can tell you '
        + 'whether something needs a closer look, and can refer you to specialists when needed.',
      funFact: { title: 'Write it down', text: 'Bringing a short list of questions and examples to an appointment makes a short visit far more useful.' },
    },
    {
      title: 'Use Trustworthy Sources',
      content: 'Prefer pages from pediatric and public-health organisations (for example the American Academy of Pediatrics\' '
        + 'HealthyChildren.org, the CDC, or your country\'s health service) and clinician-reviewed sites. Check who wrote a page, '
        + 'when it was updated, and whether it is selling something.',
      funFact: { title: 'Look for the reviewer', text: 'Many reliable health pages name the clinician who reviewed them and the date of the last review.' },
    },
    {
      title: 'For Everyday Behaviour: Notice Patterns',
      content: 'For everyday behaviour (not an injury or illness), simple notes help: when it happens, what came just before, and what helped. '
        + 'Patterns often point to practical fixes, and notes are useful if you talk to a professional.',
      funFact: { title: 'Small data helps', text: 'A few days of notes usually tells you more than memory alone.' },
    },
  ];
}

export function buildExplorationLesson(question: string, age: AgeRange, options: ExplorationOptions): LessonContent {
  const product = options.productName ?? DEFAULT_PRODUCT_NAME;
  const young = YOUNG.has(age);
  const parent = options.mode === 'parent';
  // A title never echoes an injury, an ingestion or a danger ("Let's Find Out Together: My teen took…" must not exist).
  const title = options.withImage ? 'Let\'s Explore Your Picture Together'
    : mentionsHarm(question) ? 'Let\'s Find Out Together' : `Let's Find Out Together: ${shortTitle(question)}`;
  const q = tidyQuestion(question);
  const keyTakeaways = parent
    ? ['Hurt, unwell or in danger: call your child\'s doctor or your emergency number now.', 'This topic is not in the built-in library yet, so no facts are guessed here.', 'Your pediatrician or family doctor is the best first stop.', 'Trust pediatric and public-health sources; compare more than one.']
    : young
      ? ['We don\'t have this topic in our library yet.', 'A grown-up, a teacher or a librarian can help you find out.', 'Make a guess, then check it with a grown-up.']
      : ['This topic is not in the offline library yet, so this lesson does not guess at facts.', 'Ask experts such as librarians and teachers.', 'Check more than one trusted source.', 'Make a prediction and test it safely when you can.'];
  const quiz = parent
    ? [
      { question: 'Two websites give opposite advice. What is a good next step?', right: 'Check a pediatric or public-health source and ask your child\'s doctor', wrong: ['Follow the one with more comments', 'Pick the one that sounds easiest'] },
      { question: 'What makes a health page more trustworthy?', right: 'It names qualified reviewers and shows when it was last updated', wrong: ['It has lots of bright pictures', 'It sells a product that fixes the problem'] },
    ]
    : [
      { question: 'Who can help you find a good book about your question?', right: 'A librarian', wrong: ['Nobody', 'Only a robot'] },
      { question: 'What is a good first step when you wonder about something?', right: 'Ask the question and make a guess', wrong: ['Give up', 'Pretend you already know'] },
      ...(age === '3-5' ? [] : [
        { question: 'Two books say different things. What should you do?', right: 'Check another trusted source or ask an expert', wrong: ['Believe the first one you read', 'Believe the one with more pictures'] },
        { question: 'When you test a guess, why change only one thing at a time?', right: 'So you know which change made the difference', wrong: ['Because tests must be short', 'Because changing things is not allowed'] },
      ]),
    ];
  return {
    pageTitle: title,
    originalQuestion: question.trim() || 'A question to explore',
    mode: options.mode,
    quickAnswer: quickAnswer(age, product, options.withImage, options.mode),
    quickOverview: {
      questionRecap: options.withImage
        ? `You shared a picture${q && !q.startsWith('Analyzing image') ? ` and asked: "${q}"` : ''}. This lesson was made offline and can't see pictures, so it shows how to look closely together.`
        : `You asked: "${q}" ${product}'s built-in library doesn't have this topic yet, so this lesson shows how to find out together.`,
      keyTakeaways,
    },
    images: [],
    videos: [],
    exploreSections: parent ? parentSections() : kidSections(age, options.withImage),
    glossary: parent ? [] : [
      { term: 'Question', pronunciation: 'KWES-chun', definition: 'Something you want to find out.' },
      { term: 'Prediction', pronunciation: 'pri-DIK-shun', definition: 'A guess about what will happen, made before you test it.' },
      ...(young ? [] : [
        { term: 'Source', pronunciation: 'SORSS', definition: 'Where information comes from, like a book, an expert or a website.' },
        { term: 'Evidence', pronunciation: 'EV-ih-dens', definition: 'Facts or observations that show whether an idea is true.' },
      ]),
    ],
    tryIt: parent
      ? [{
        title: 'A One-Week Observation Log',
        description: 'Gather the information a professional (and you) will need.',
        steps: ['Write the question at the top of a page.', 'Each day, note when it happened, what came before, and what you tried.', 'After a week, circle patterns you notice.', 'Bring the notes to your pediatrician or another trusted professional.'],
        note: 'If you are ever worried about your child\'s safety or health, contact your doctor or local emergency services right away.',
      }]
      : [
        {
          title: options.withImage ? 'I Spy in Your Picture' : 'My Question Journal',
          description: options.withImage ? 'Take turns spotting details in your picture.' : 'Keep track of what you wonder and what you find out.',
          steps: options.withImage
            ? ['Sit with a grown-up and look at the picture together.', 'Take turns saying "I spy something…" and a color or shape.', 'Draw one thing from the picture.', 'Write or say one question the picture makes you wonder about.']
            : ['Fold some paper into a little book.', 'Write or draw your question on the first page.', 'Draw your guess on the next page.', 'Add what you find out from books or experts.'],
          note: 'A grown-up can help with reading and writing.',
        },
        {
          title: 'Library Detective',
          description: 'Find your answer in a library, the way researchers do.',
          steps: ['Visit a library with a grown-up.', 'Ask the librarian for books about your question.', 'Look for pictures, headings and the index to find the right page.', 'Share what you found with your family.'],
          note: 'Libraries are free to visit in many places, and librarians are happy to help kids.',
        },
      ],
    analogiesMetaphors: [{
      title: 'Being a detective',
      content: parent
        ? 'Like a detective, gather clues (observations and reliable sources) before deciding what is going on.'
        : 'Finding an answer is like being a detective: you collect clues, check them, and only then decide what is true.',
    }],
    realWorldExamples: [{
      title: 'How scientists work',
      content: parent
        ? 'Doctors combine what they observe, what families tell them, and published research before giving advice.'
        : 'Scientists ask questions, make predictions, test them, and check each other\'s work before they agree something is true.',
    }],
    engagingQuestions: parent
      ? [{ question: 'What have you already noticed about this?', context: 'Your own observations are the starting point.' }]
      : [
        { question: 'What do you think the answer might be?', context: 'Make a guess first. Then find out if you were right!' },
        { question: 'Who do you know who might know about this?', context: 'Think of family, teachers, librarians or people who work with this every day.' },
      ],
    quiz: quiz.map((item, i) => ({ question: item.question, options: quizOptions(item.right, item.wrong, `exploration:${i}`) })),
    curiosity: {
      introduction: parent ? 'While you look into this, these related guides are available offline.' : 'While you find out, here are lessons the built-in library already has.',
      suggestions: parent
        ? [{ title: 'How can I help my child handle big emotions?', type: 'Parent guide', description: 'Emotion coaching and calm-down routines.' }]
        : [
          { title: 'Why is the sky blue?', type: 'Next question', description: 'Sunlight, air and colors.' },
          { title: 'How do volcanoes erupt?', type: 'Next question', description: 'Melted rock deep underground.' },
        ],
    },
    products: [],
    relatedQueries: parent
      ? [{ question: 'How can I help my child handle big emotions?' }, { question: 'How can I make bedtime easier?' }]
      : [{ question: 'Why is the sky blue?' }, { question: 'How do volcanoes erupt?' }, { question: 'What is coding?' }],
    externalLinks: parent
      ? [SITES.healthyChildren, SITES.cdc, SITES.childMind]
      : options.withImage
        ? [SITES.natGeoKids, SITES.smithsonian]
        : [britannica(cutText(shortTitle(question), 80, ''), 'Search an expert-written encyclopedia for your question.'), SITES.natGeoKids],
  };
}
