import { MESSAGES, type ChildProfile, type ResearchResult } from '@wonderkin/shared';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { childFixture } from '../../lib/testing/childFixture';
import { FakeSocket, fakeResponse, installFetch, withRouter, type Handler } from '../../lib/testing/fakes';
import { lessonFixture } from '../../lib/testing/lessonFixture';
import { rememberLessonView } from './kid-mode/lessonViewChoice';
import LessonPage from './LessonPage';
import { QuizAnswerContext } from './quizAnswers';

const mockSocket = new FakeSocket();
jest.mock('socket.io-client', () => ({ io: () => mockSocket }));

const CHILD = 'child_0123456789abcdef0123456789abcdef';
const QUIZ: ResearchResult['quiz'] = [
  { question: 'Which colour scatters most?', options: [{ text: 'Red', correct: false }, { text: 'Blue', correct: true }] },
  { question: 'What fills the sky?', options: [{ text: 'Air', correct: true }, { text: 'Water', correct: false }] },
];
const childLesson = (overrides: Partial<ResearchResult> = {}) => lessonFixture({
  childId: CHILD, module: 'Science Explorers', fittedFor: { level: 'simpler', interests: ['dinosaurs'] }, quiz: QUIZ, ...overrides,
});

/** `search`: the page's query ("?for=<childId>": a class lesson opened at home for a child). */
function setup(lesson: ResearchResult, family: ChildProfile[] | 'signed-out', routes: Record<string, Handler> = {}, search = '') {
  const fetch = installFetch({
    'GET /api/feedback': () => fakeResponse({ body: { hasFeedback: false, rating: null, feedback: '' } }),
    'GET /api/get-research': () => fakeResponse({ body: lesson }),
    'GET /api/children': () => (family === 'signed-out'
      ? fakeResponse({ status: 401, body: { error: MESSAGES.signInRequired } })
      : fakeResponse({ body: { children: family } })),
    'POST /api/progress/answers': () => fakeResponse({ body: { correct: false, correctIndex: 1, recorded: true } }),
    'POST /api/tts': () => fakeResponse({ blob: new Blob(['RIFF'], { type: 'audio/wav' }) }),
    ...routes,
  });
  render(withRouter(<LessonPage />, { path: `/ask/abc123-why-is-the-sky-blue${search}`, pattern: '/ask/:slug' }));
  return fetch;
}

const lessonRoot = () => document.querySelector('.lesson-page')!;
const option = (question: string, text: string) => within(screen.getByRole('list', { name: new RegExp(question.replace('?', '\\?')) })).getByRole('button', { name: text });

beforeEach(() => {
  window.dataLayer = [];
  // These tests are about the full page: the family chose the grown-up view for Maya (kid mode has its own tests).
  rememberLessonView(CHILD, 'grown-up');
  let n = 0;
  Object.assign(URL, { createObjectURL: jest.fn(() => `blob:test/${++n}`), revokeObjectURL: jest.fn() });
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

describe('a lesson made for a child of the family', () => {
  it("records each question's first answer for the child, marking it at once without waiting for the server", async () => {
    const user = userEvent.setup();
    let release!: () => void;
    const { callsTo } = setup(childLesson(), [childFixture()], {
      'POST /api/progress/answers': () => new Promise((resolve) => {
        release = () => resolve(fakeResponse({ body: { correct: false, correctIndex: 1, recorded: true } }));
      }),
    });
    expect(await screen.findByText('Made for Maya · a step simpler in Science Explorers · examples about dinosaurs')).toBeInTheDocument();

    await user.click(option('Which colour scatters most?', 'Red'));
    // Marked before the server answered.
    expect(option('Which colour scatters most?', 'Red')).toHaveClass('quiz__option--wrong');
    expect(screen.getByText('Not quite')).toBeInTheDocument();
    const posts = () => callsTo('POST', '/api/progress/answers').map((call) => JSON.parse(String(call.init?.body)));
    expect(posts()).toEqual([{ childId: CHILD, hashId: 'abc123', questionIndex: 0, optionIndex: 0 }]);
    await act(async () => release());

    // A second try on the same question is marked, not recorded again: the first answer is the one on record.
    await user.click(option('Which colour scatters most?', 'Blue'));
    expect(screen.getByText('Correct!')).toBeInTheDocument();
    await user.click(option('What fills the sky?', 'Air'));
    await waitFor(() => expect(posts()).toHaveLength(2));
    expect(posts()[1]).toEqual({ childId: CHILD, hashId: 'abc123', questionIndex: 1, optionIndex: 0 });
  });

  it('records nothing and names nobody for a viewer who is not the family (signed out, or another family)', async () => {
    const user = userEvent.setup();
    const { callsTo } = setup(childLesson(), 'signed-out');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(callsTo('GET', '/api/children')).toHaveLength(1));
    await user.click(option('Which colour scatters most?', 'Red'));
    expect(screen.getByText('Not quite')).toBeInTheDocument();
    expect(callsTo('POST', '/api/progress/answers')).toHaveLength(0);
    expect(screen.queryByText(/Made for/)).toBeNull();
    expect(lessonRoot().className).toBe('lesson-page');
  });

  it('asks nobody about children for a lesson made for no child', async () => {
    const user = userEvent.setup();
    const { callsTo } = setup(lessonFixture({ quiz: QUIZ }), [childFixture()]);
    await user.click(await screen.findByRole('button', { name: 'Red' }));
    expect(callsTo('GET', '/api/children')).toHaveLength(0);
    expect(callsTo('POST', '/api/progress/answers')).toHaveLength(0);
  });

  it('records the answers of a class lesson opened at home for the child (?for=)', async () => {
    const user = userEvent.setup();
    const { callsTo } = setup(lessonFixture({ quiz: QUIZ }), [childFixture()], {}, `?for=${CHILD}`);
    expect(await screen.findByText('Answering as Maya: the quiz counts for their class')).toBeInTheDocument();
    await user.click(option('Which colour scatters most?', 'Red'));
    await waitFor(() => expect(callsTo('POST', '/api/progress/answers')).toHaveLength(1));
    expect(JSON.parse(String(callsTo('POST', '/api/progress/answers')[0].init?.body))).toEqual({ childId: CHILD, hashId: 'abc123', questionIndex: 0, optionIndex: 0 });
  });

  it('records nothing for a class lesson opened for a child who is not the family\'s', async () => {
    const user = userEvent.setup();
    const { callsTo } = setup(lessonFixture({ quiz: QUIZ }), [childFixture()], {}, '?for=child_ffffffffffffffffffffffffffffffff');
    await user.click(await screen.findByRole('button', { name: 'Red' }));
    await waitFor(() => expect(callsTo('GET', '/api/children')).toHaveLength(1));
    expect(callsTo('POST', '/api/progress/answers')).toHaveLength(0);
    expect(screen.queryByText(/Answering as/)).toBeNull();
  });

  it("says when an answer could not be saved (the mark stays)", async () => {
    const user = userEvent.setup();
    setup(childLesson(), [childFixture()], { 'POST /api/progress/answers': () => fakeResponse({ status: 503, body: { error: MESSAGES.serviceUnavailable } }) });
    await screen.findByText(/Made for Maya/);
    await user.click(option('Which colour scatters most?', 'Blue'));
    expect(await screen.findByText(MESSAGES.serviceUnavailable)).toBeInTheDocument();
    expect(screen.getByText('Correct!')).toBeInTheDocument();
  });

  it("shows the lesson as the child's support needs ask: dyslexia-friendly and larger text are classes on the lesson", async () => {
    setup(childLesson(), [childFixture({ supportNeeds: ['dyslexia-friendly', 'larger-text', 'literal-language'] })]);
    await screen.findByText(/Made for Maya/);
    expect(lessonRoot()).toHaveClass('lesson-page', 'lesson-page--dyslexia', 'lesson-page--larger-text');
    expect(lessonRoot()).not.toHaveClass('lesson-page--short-chunks');
    // Every section is there at once.
    expect(screen.getByRole('region', { name: /Quiz Time/ })).toBeVisible();
    expect(screen.getByRole('region', { name: /Quick Answer/ })).toBeVisible();
  });

  it('English learner: the words to know come right after the quick answer', async () => {
    setup(childLesson(), [childFixture({ supportNeeds: ['english-learner'] })]);
    await screen.findByText(/Made for Maya/);
    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent ?? '');
    const quick = titles.findIndex((title) => /Quick Answer/.test(title));
    expect(titles[quick + 1]).toMatch(/Words to know/);
    expect(titles.some((title) => /^Glossary/.test(title))).toBe(false);
  });

  it('short chunks: one part at a time with "Next part"; the contents links open the part they name; quiz marks survive', async () => {
    const user = userEvent.setup();
    setup(childLesson(), [childFixture({ supportNeeds: ['short-chunks'] })]);
    await screen.findByText(/Made for Maya/);
    expect(lessonRoot()).toHaveClass('lesson-page--short-chunks');
    const parts = screen.getByRole('navigation', { name: 'Lesson parts' });
    const total = Number(/of (\d+)/.exec(parts.textContent ?? '')![1]);
    expect(total).toBeGreaterThan(5);
    expect(within(parts).getByText(`Part 1 of ${total}`)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Quick Answer/ })).toBeVisible();
    expect(screen.queryByRole('region', { name: /Quick Overview/ })).toBeNull(); // hidden parts are out of the page's reading
    expect(within(parts).getByRole('button', { name: 'Previous part' })).toBeDisabled();

    await user.click(within(parts).getByRole('button', { name: 'Next part' }));
    expect(within(parts).getByText(`Part 2 of ${total}`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /Quick Overview/ })).toHaveFocus();
    expect(screen.queryByRole('region', { name: /Quick Answer/ })).toBeNull();

    act(() => {
      window.location.hash = '#quiz';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(screen.getByRole('region', { name: /Quiz Time/ })).toBeVisible();
    await user.click(option('Which colour scatters most?', 'Blue'));
    await user.click(within(parts).getByRole('button', { name: 'Next part' }));
    await user.click(within(parts).getByRole('button', { name: 'Previous part' }));
    expect(screen.getByText('Correct!')).toBeInTheDocument();
    act(() => {
      window.location.hash = '';
    });
  });

  it('pre-reader: reading aloud is on, and each part opened is read aloud', async () => {
    const user = userEvent.setup();
    const { callsTo } = setup(childLesson(), [childFixture({ supportNeeds: ['pre-reader', 'short-chunks'] })]);
    await screen.findByText(/Made for Maya/);
    expect(lessonRoot()).toHaveClass('lesson-page--pre-reader');
    const readAloud = screen.getByRole('button', { name: 'Read each part aloud' });
    expect(readAloud).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Next part' }));
    await waitFor(() => expect(callsTo('POST', '/api/tts')).toHaveLength(1));
    expect(JSON.parse(String(callsTo('POST', '/api/tts')[0].init?.body)).text).toContain('You wondered about the colour of the sky.');

    // Turned off, the next part opens silently.
    await user.click(readAloud);
    expect(readAloud).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Next part' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(callsTo('POST', '/api/tts')).toHaveLength(1);
  });

  it('pre-reader without short chunks: the whole lesson shows, and a button reads its first part aloud', async () => {
    const user = userEvent.setup();
    const { callsTo } = setup(childLesson(), [childFixture({ supportNeeds: ['pre-reader'] })]);
    await screen.findByText(/Made for Maya/);
    expect(screen.queryByRole('navigation', { name: 'Lesson parts' })).toBeNull();
    expect(screen.getByRole('region', { name: /Quiz Time/ })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Read the Quick Answer to me' }));
    await waitFor(() => expect(callsTo('POST', '/api/tts')).toHaveLength(1));
    expect(JSON.parse(String(callsTo('POST', '/api/tts')[0].init?.body)).text).toContain('blue light bounces the most');
  });

  it('without short chunks or pre-reading, no part-by-part controls are shown', async () => {
    setup(childLesson(), [childFixture()]);
    await screen.findByText(/Made for Maya/);
    expect(screen.queryByRole('navigation', { name: 'Lesson parts' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Read each part aloud' })).toBeNull();
  });
});

describe('a listener given around the lesson (a class student\'s answers, issue 22 §2)', () => {
  function setupAround(lesson: ResearchResult, family: ChildProfile[] | 'signed-out') {
    const around = jest.fn();
    installFetch({
      'GET /api/feedback': () => fakeResponse({ body: { hasFeedback: false, rating: null, feedback: '' } }),
      'GET /api/get-research': () => fakeResponse({ body: lesson }),
      'GET /api/children': () => (family === 'signed-out'
        ? fakeResponse({ status: 401, body: { error: MESSAGES.signInRequired } })
        : fakeResponse({ body: { children: family } })),
      'POST /api/progress/answers': () => fakeResponse({ body: { correct: false, correctIndex: 1, recorded: true } }),
    });
    render(withRouter(<QuizAnswerContext.Provider value={around}><LessonPage /></QuizAnswerContext.Provider>, { path: '/ask/abc123-why-is-the-sky-blue', pattern: '/ask/:slug' }));
    return around;
  }

  it('hears the answers of a lesson made for no child of this family', async () => {
    const user = userEvent.setup();
    const around = setupAround(lessonFixture({ quiz: QUIZ }), 'signed-out');
    await user.click(await screen.findByRole('button', { name: 'Red' }));
    expect(around).toHaveBeenCalledWith(0, 0);
  });

  it('gives way to the family\'s own child: their answers go to the child\'s record, not to it', async () => {
    const user = userEvent.setup();
    const around = setupAround(childLesson(), [childFixture()]);
    await screen.findByText(/^Made for Maya/);
    await user.click(option('Which colour scatters most?', 'Red'));
    expect(around).not.toHaveBeenCalled();
  });
});

