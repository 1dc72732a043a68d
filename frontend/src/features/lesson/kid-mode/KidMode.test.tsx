import { MESSAGES, type ChildProfile, type Readability, type ResearchResult } from '@wonderkin/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { childFixture } from '../../../lib/testing/childFixture';
import { FakeSocket, fakeResponse, installFetch, withRouter } from '../../../lib/testing/fakes';
import { lessonFixture, PARENT_BLOCKS } from '../../../lib/testing/lessonFixture';
import LessonPage from '../LessonPage';

const mockSocket = new FakeSocket();
jest.mock('socket.io-client', () => ({ io: () => mockSocket }));

const CHILD = 'child_0123456789abcdef0123456789abcdef';
const readability: Readability = { formula: 'Flesch-Kincaid grade', grade: 2.4, target: { min: -3.4, max: 5 }, fits: true };
const QUIZ: ResearchResult['quiz'] = [
  { question: 'Which colour scatters most?', options: [{ text: 'Red', correct: false }, { text: 'Blue', correct: true }, { text: 'Green', correct: false }] },
  { question: 'What fills the sky?', options: [{ text: 'Air', correct: true }, { text: 'Water', correct: false }, { text: 'Sand', correct: false }] },
];
const PICTURES: ResearchResult['images'] = [
  { link: '/media/illustrations/weather.svg?seed=3', title: 'Clouds over hills', original: '/media/illustrations/weather.svg?seed=3', thumbnail: '', alt: 'A drawing of white clouds', source: 'illustration' },
  { link: '/media/illustrations/weather-rainbow.svg?seed=5', title: 'A rainbow', original: '/media/illustrations/weather-rainbow.svg?seed=5', thumbnail: '', alt: 'A drawing of a rainbow', source: 'illustration' },
];

/** A 6-8 lesson made for the family's child: the quick answer, two sections, two pictures and two questions. */
const lesson = (overrides: Partial<ResearchResult> = {}) => lessonFixture({
  childId: CHILD,
  readability,
  images: PICTURES,
  quiz: QUIZ,
  exploreSections: [
    { title: 'Light is a rainbow', content: 'White light holds every colour.', funFact: { title: '', text: '' } },
    { title: 'Air bounces blue', content: 'Tiny bits of air bounce blue light all over the sky.', funFact: { title: '', text: '' } },
  ],
  ...overrides,
});

function setup(result: ResearchResult, family: ChildProfile[] = [childFixture()]) {
  const fetch = installFetch({
    'GET /api/feedback': () => fakeResponse({ body: { hasFeedback: false, rating: null, feedback: '' } }),
    'GET /api/get-research': () => fakeResponse({ body: result }),
    'GET /api/children': () => fakeResponse({ body: { children: family } }),
    'POST /api/progress/answers': () => fakeResponse({ body: { correct: true, correctIndex: 1, recorded: true } }),
    'POST /api/tts': () => fakeResponse({ blob: new Blob(['RIFF'], { type: 'audio/wav' }) }),
  });
  const view = render(withRouter(<LessonPage />, { path: '/ask/abc123-why-is-the-sky-blue', pattern: '/ask/:slug' }));
  return { ...fetch, ...view };
}

const switchButton = (name: 'Kid mode' | 'Grown-up view') => within(screen.getByRole('group', { name: 'How to show this lesson' })).getByRole('button', { name });
const spoken = (callsTo: ReturnType<typeof setup>['callsTo']) => callsTo('POST', '/api/tts').map((call) => JSON.parse(String(call.init?.body)).text as string);
const screenNav = () => screen.getByRole('navigation', { name: 'Lesson screens' });
const grownUps = () => screen.getByText('For grown-ups').closest('details')!;
const answers = (question: string) => within(screen.getByRole('list', { name: question }));
/** Kid-mode text is one span per word (to light each up as it is read): found by the whole text of its element. */
const wholeText = (tag: string, text: string) => screen.queryByText((_, element) => element?.tagName === tag && element.textContent === text);

beforeEach(() => {
  window.dataLayer = [];
  let n = 0;
  Object.assign(URL, { createObjectURL: jest.fn(() => `blob:test/${++n}`), revokeObjectURL: jest.fn() });
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

describe('kid mode: when it is on', () => {
  it('is on by default for a 6-8 lesson made for the family\'s child: short screens instead of the long page', async () => {
    setup(lesson());
    expect(await screen.findByRole('heading', { level: 1, name: 'Why Is the Sky Blue?' })).toBeInTheDocument();
    expect(switchButton('Kid mode')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Here is the answer' })).toBeInTheDocument();
    expect(screen.getByText('Screen 1 of 4')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'A drawing of white clouds' })).toBeInTheDocument();
    // The long page's sections, contents and quiz list are not there.
    expect(screen.queryByRole('region', { name: /Quick Overview/ })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Contents' })).toBeNull();
    expect(screen.queryByText('Which colour scatters most?')).toBeNull();
  });

  it('is on by default for 3-5 too, and off for 9-12 or a lesson made for no child, where the switch turns it on', async () => {
    const user = userEvent.setup();
    const { unmount } = setup(lesson({ ageRange: '3-5' }));
    await screen.findByRole('heading', { level: 1 });
    expect(switchButton('Kid mode')).toHaveAttribute('aria-pressed', 'true');
    unmount();

    const older = setup(lesson({ ageRange: '9-12' }));
    await screen.findByRole('heading', { level: 1 });
    expect(switchButton('Grown-up view')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('region', { name: /Quick Answer/ })).toBeInTheDocument();
    older.unmount();

    setup(lesson({ childId: undefined }));
    await screen.findByRole('heading', { level: 1 });
    expect(switchButton('Grown-up view')).toHaveAttribute('aria-pressed', 'true');
    await user.click(switchButton('Kid mode'));
    expect(switchButton('Kid mode')).toHaveAttribute('aria-pressed', 'true');
    expect(switchButton('Kid mode')).toHaveFocus();
    expect(screen.getByRole('heading', { level: 2, name: 'Here is the answer' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Quick Answer/ })).toBeNull();
  });

  it('remembers the choice in this browser, per child', async () => {
    const user = userEvent.setup();
    const first = setup(lesson());
    await screen.findByRole('heading', { level: 1 });
    await user.click(switchButton('Grown-up view'));
    expect(screen.getByRole('region', { name: /Quick Answer/ })).toBeInTheDocument();
    first.unmount();

    // The next lesson for the same child opens in the grown-up view; another child's still opens in kid mode.
    const again = setup(lesson());
    await screen.findByRole('heading', { level: 1 });
    expect(switchButton('Grown-up view')).toHaveAttribute('aria-pressed', 'true');
    again.unmount();
    const other = 'child_fedcba9876543210fedcba9876543210';
    setup(lesson({ childId: other }), [childFixture({ childId: other, firstName: 'Mia' })]);
    await screen.findByRole('heading', { level: 1 });
    expect(switchButton('Kid mode')).toHaveAttribute('aria-pressed', 'true');
  });

  it('is not offered on a parent guide or a safety answer', async () => {
    const { unmount } = setup(lesson({ ...PARENT_BLOCKS }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('group', { name: 'How to show this lesson' })).toBeNull();
    unmount();
    setup(lesson({ safety: 'redirected' }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('group', { name: 'How to show this lesson' })).toBeNull();
  });
});

describe('kid mode: the screens', () => {
  it('goes Next and Back through short screens, each with its picture, announcing each and reading it aloud', async () => {
    const user = userEvent.setup();
    const { callsTo } = setup(lesson());
    await screen.findByRole('heading', { level: 2, name: 'Here is the answer' });
    const live = screen.getByText('', { selector: '[aria-live="polite"].visually-hidden' });
    expect(within(screenNav()).queryByRole('button', { name: 'Back' })).toBeNull();

    await user.click(within(screenNav()).getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Light is a rainbow' })).toBeInTheDocument();
    expect(wholeText('P', 'White light holds every colour.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'A drawing of a rainbow' })).toBeInTheDocument();
    expect(live).toHaveTextContent('Screen 2 of 4: Light is a rainbow');
    expect(within(screenNav()).getByRole('button', { name: 'Next' })).toHaveFocus();
    await waitFor(() => expect(spoken(callsTo)).toEqual(['Light is a rainbow. White light holds every colour.']));

    await user.click(within(screenNav()).getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Air bounces blue' })).toBeInTheDocument();
    // Two pictures, three screens: the third shows the first picture again.
    expect(screen.getByRole('img', { name: 'A drawing of white clouds' })).toBeInTheDocument();

    await user.click(within(screenNav()).getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Light is a rainbow' })).toBeInTheDocument();
    await user.click(within(screenNav()).getByRole('button', { name: 'Back' }));
    // The Back button is gone on the first screen: its title takes the focus.
    expect(screen.getByRole('heading', { level: 2, name: 'Here is the answer' })).toHaveFocus();
    expect(live).toHaveTextContent('Screen 1 of 4: Here is the answer');
  });

  it('reads the first screen aloud on arrival when the browser allows it, with the safety rules first', async () => {
    Object.defineProperty(navigator, 'userActivation', { value: { hasBeenActive: true }, configurable: true });
    try {
      const rule = { id: 'sun', title: 'Sun safety', text: 'Never look straight at the Sun.', source: { title: 'Sun safety', publisher: 'NASA', url: 'https://science.nasa.gov/sun' } };
      const { callsTo } = setup(lesson({ safetyRules: [rule] }));
      await screen.findByRole('heading', { level: 2, name: 'Here is the answer' });
      expect(wholeText('P', 'Safety first: Never look straight at the Sun.')).toBeInTheDocument();
      await waitFor(() => expect(spoken(callsTo)).toEqual([
        'Here is the answer. Safety first: Never look straight at the Sun. Sunlight bounces off tiny bits of air, and blue light bounces the most.',
      ]));
      expect(await screen.findByRole('button', { name: 'Stop reading' })).toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(navigator, 'userActivation');
    }
  });

  it('lights up the word being read, following the audio clock', async () => {
    const user = userEvent.setup();
    setup(lesson());
    await screen.findByRole('heading', { level: 2, name: 'Here is the answer' });
    const audio = screen.getByTestId('lesson-audio') as HTMLAudioElement;
    let now = 0;
    Object.defineProperty(audio, 'duration', { configurable: true, get: () => 10 });
    Object.defineProperty(audio, 'currentTime', { configurable: true, get: () => now, set: () => undefined });
    await user.click(screen.getByRole('button', { name: 'Read to me' }));
    await screen.findByRole('button', { name: 'Stop reading' });
    const lit = () => document.querySelector('.kid-word--now')?.textContent;
    await waitFor(() => expect(lit()).toBe('Here'));
    now = 9.9;
    await waitFor(() => expect(lit()).toBe('most.'));

    // Stopped, nothing is lit.
    await user.click(screen.getByRole('button', { name: 'Stop reading' }));
    await waitFor(() => expect(lit()).toBeUndefined());
  });
});

describe('kid mode: the quiz', () => {
  async function toTheQuiz(user: ReturnType<typeof userEvent.setup>) {
    await screen.findByRole('heading', { level: 2, name: 'Here is the answer' });
    for (let i = 0; i < 3; i += 1) await user.click(within(screenNav()).getByRole('button', { name: 'Next' }));
  }

  it('asks one question at a time, lets the child try again, records the first answer, and celebrates at the end', async () => {
    const user = userEvent.setup();
    const { callsTo } = setup(lesson());
    await toTheQuiz(user);
    expect(screen.getByRole('heading', { level: 2, name: 'Quiz time! Question 1 of 2' })).toHaveFocus();
    expect(wholeText('P', 'Which colour scatters most?')).toBeInTheDocument();
    expect(wholeText('P', 'What fills the sky?')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next question' })).toBeNull();

    await user.click(answers('Which colour scatters most?').getByRole('button', { name: 'Red' }));
    expect(screen.getByText('Not quite. Try again!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next question' })).toBeNull();
    await user.click(answers('Which colour scatters most?').getByRole('button', { name: 'Blue' }));
    expect(screen.getByText('Correct!')).toBeInTheDocument();
    // Both tries stay marked.
    expect(answers('Which colour scatters most?').getByRole('button', { name: 'Red' })).toHaveClass('quiz__option--wrong');
    expect(answers('Which colour scatters most?').getByRole('button', { name: 'Blue' })).toHaveClass('quiz__option--correct');
    expect(screen.queryByTestId('kid-celebration')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Next question' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Quiz time! Question 2 of 2' })).toHaveFocus();
    expect(wholeText('P', 'Which colour scatters most?')).toBeNull();
    await waitFor(() => expect(spoken(callsTo).at(-1)).toBe('What fills the sky? Air. Water. Sand.'));
    await user.click(answers('What fills the sky?').getByRole('button', { name: 'Air' }));

    const celebration = await screen.findByTestId('kid-celebration');
    expect(within(celebration).getByRole('heading', { name: 'Hooray! You did it!' })).toHaveFocus();
    expect(celebration).toHaveTextContent('You found all 2 answers! 1 right on the first try.');
    await waitFor(() => expect(spoken(callsTo).at(-1)).toBe('Hooray! You did it! You found all 2 answers! 1 right on the first try.'));
    // Only the first answer to each question is recorded for the child.
    const recorded = callsTo('POST', '/api/progress/answers').map((call) => JSON.parse(String(call.init?.body)));
    expect(recorded).toEqual([
      { childId: CHILD, hashId: 'abc123', questionIndex: 0, optionIndex: 0 },
      { childId: CHILD, hashId: 'abc123', questionIndex: 1, optionIndex: 0 },
    ]);
  });

  it('celebrates without confetti for someone who asked for less motion', async () => {
    const user = userEvent.setup();
    const reduce = (query: string) => ({ matches: query.includes('prefers-reduced-motion'), addEventListener: jest.fn(), removeEventListener: jest.fn() });
    Object.defineProperty(window, 'matchMedia', { configurable: true, value: jest.fn(reduce) });
    try {
      setup(lesson({ quiz: [QUIZ[1]] }));
      await toTheQuiz(user);
      await user.click(answers('What fills the sky?').getByRole('button', { name: 'Air' }));
      const celebration = await screen.findByTestId('kid-celebration');
      expect(celebration).toHaveTextContent('Hooray! You did it!You found the answer! 1 right on the first try.');
      expect(celebration.querySelector('.kid-confetti')).toBeNull();
    } finally {
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });

  it('shows confetti otherwise', async () => {
    const user = userEvent.setup();
    setup(lesson({ quiz: [QUIZ[1]] }));
    await toTheQuiz(user);
    await user.click(answers('What fills the sky?').getByRole('button', { name: 'Water' }));
    await user.click(answers('What fills the sky?').getByRole('button', { name: 'Air' }));
    const celebration = await screen.findByTestId('kid-celebration');
    expect(celebration).toHaveTextContent('You found the answer!');
    expect(celebration).not.toHaveTextContent('first try');
    expect(celebration.querySelectorAll('.kid-confetti').length).toBeGreaterThan(0);
  });
});

describe('kid mode: for grown-ups', () => {
  it('keeps the sources, activities and reading level in a closed "For grown-ups" fold, never among the kid screens', async () => {
    const user = userEvent.setup();
    setup(lesson());
    await screen.findByRole('heading', { level: 2, name: 'Here is the answer' });
    const fold = grownUps();
    expect(fold).not.toHaveAttribute('open');
    expect(within(fold).getByText('Reading level: grade 2.4 · fits ages 6-8')).toBeInTheDocument();
    expect(within(fold).getByRole('heading', { name: 'Sources' })).toBeInTheDocument();
    const source = within(fold).getByRole('link', { name: /Sky facts/ });
    expect(new URL(source.getAttribute('href')!).searchParams.get('utm_source')).toBe('wonderkin');
    expect(within(fold).getByRole('region', { name: /Try It Yourself/ })).toBeInTheDocument();
    expect(await within(fold).findByText(/^Made for Maya/)).toBeInTheDocument();
    // The reading level appears nowhere else, and the kid screens are not in the fold.
    expect(screen.getAllByText(/Reading level/)).toHaveLength(1);
    expect(within(fold).queryByRole('heading', { name: 'Here is the answer' })).toBeNull();
    expect(within(fold).queryByRole('navigation', { name: 'Lesson screens' })).toBeNull();

    await user.click(within(fold).getByText('For grown-ups'));
    expect(fold).toHaveAttribute('open');
  });

  it('says so when the voice could not be made, and the screen stays readable', async () => {
    const user = userEvent.setup();
    setup(lesson());
    await screen.findByRole('heading', { level: 2, name: 'Here is the answer' });
    installFetch({ 'POST /api/tts': () => fakeResponse({ status: 503, body: { error: MESSAGES.serviceUnavailable } }) });
    await user.click(screen.getByRole('button', { name: 'Read to me' }));
    expect(await screen.findByText(MESSAGES.ttsFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Read to me' })).toBeEnabled();
  });
});
