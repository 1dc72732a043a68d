import { AGE_RANGE_COOKIE, MESSAGES, QUESTION_COUNT_COOKIE, RESEARCH_STAGES } from '@wonderkin/shared';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getCookie, setCookie } from '../../lib/cookies';
import { readAgeRange } from './ageRange';
import { UpgradeModal } from './UpgradeModal';
import AskPage from './AskPage';
import { linkSentToast } from './useAskRun';
import { clearCookies, FakeSocket, fakeResponse, installFetch, withRouter, type Handler } from '../../lib/testing/fakes';

const mockSocket = new FakeSocket();
jest.mock('socket.io-client', () => ({ io: () => mockSocket }));

const limits = (questionCount: number, extra: object = {}) =>
  fakeResponse({ body: { questionCount, limit: 3, hasReachedLimit: questionCount >= 3, isPaid: false, ...extra } });
const examples = () => fakeResponse({ body: { type: 'examples', data: { kids: ['Why is the sky blue?'], parents: ['How can I make bedtime easier?'] } } });

function setup(routes: Record<string, Handler> = {}, { path = '/ask', state }: { path?: string; state?: unknown } = {}) {
  const fetch = installFetch({
    'GET /api/check-limits': (url) => limits(Number(url.searchParams.get('anonymousQuestionCount') ?? 0)),
    'GET /api/get-asks': examples,
    'POST /api/research': () => fakeResponse({ status: 202, body: { slug: 'abc123-why-is-the-sky-blue', jobId: 'research-abc123' } }),
    ...routes,
  });
  const view = render(withRouter(<AskPage />, { path, pattern: '/ask', state }));
  return { ...fetch, ...view };
}

const questionBox = () => screen.getByLabelText('What are you curious about?');
const askButton = () => screen.getByRole('button', { name: 'Ask' });

beforeEach(() => {
  clearCookies();
  mockSocket.watches.length = 0;
  mockSocket.answerWatch = ({ jobId }) => ({ jobId, status: 'waiting', progress: 0, stage: '' });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('age range cookie', () => {
  it('uses a valid remembered age range and falls back to 6-8 for anything else', () => {
    setCookie(AGE_RANGE_COOKIE, '9-12');
    expect(readAgeRange()).toBe('9-12');
    setCookie(AGE_RANGE_COOKIE, '99');
    expect(readAgeRange()).toBe('6-8');
    clearCookies();
    expect(readAgeRange()).toBe('6-8');
  });

  it('preselects the remembered range and remembers a new choice', async () => {
    setCookie(AGE_RANGE_COOKIE, 'nonsense');
    setup();
    const select = screen.getByLabelText('Age range');
    expect(select).toHaveValue('6-8');
    fireEvent.change(select, { target: { value: '13+' } });
    expect(getCookie(AGE_RANGE_COOKIE)).toBe('13+');
    await screen.findByText('For Kids');
  });
});

describe('ask form', () => {
  it('disables Ask while the question is blank and submits on Enter (not Shift+Enter)', async () => {
    const user = userEvent.setup();
    const { callsTo } = setup();
    expect(askButton()).toBeDisabled();
    await user.type(questionBox(), '   ');
    expect(askButton()).toBeDisabled();
    await user.type(questionBox(), 'Why{Shift>}{Enter}{/Shift}is the sky blue?');
    expect(callsTo('POST', '/api/research')).toHaveLength(0);
    expect(questionBox()).toHaveValue('   Why\nis the sky blue?');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(callsTo('POST', '/api/research')).toHaveLength(1));
    const form = callsTo('POST', '/api/research')[0].init?.body as FormData;
    expect(form.get('question')).toBe('Why\nis the sky blue?');
    expect(form.get('ageRange')).toBe('6-8');
  });

  it('allows an image without text and rejects files that are not images', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { callsTo } = setup();
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    expect(input).toHaveAttribute('accept', 'image/*');
    await user.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText(MESSAGES.imageOnly)).toBeInTheDocument();
    expect(askButton()).toBeDisabled();
    await user.upload(input, new File(['png'], 'bug.png', { type: 'image/png' }));
    expect(screen.getByText('bug.png')).toBeInTheDocument();
    await user.click(askButton());
    await waitFor(() => expect(callsTo('POST', '/api/research')).toHaveLength(1));
    const form = callsTo('POST', '/api/research')[0].init?.body as FormData;
    expect((form.get('image') as File).name).toBe('bug.png');
    expect(await screen.findByText('“Analyzing image: bug.png”')).toBeInTheDocument();
  });

  it('tells the user when speech recognition is not supported', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(screen.getByRole('button', { name: 'Speak' }));
    expect(await screen.findByText(MESSAGES.speechUnsupported)).toBeInTheDocument();
  });
});

describe('anonymous limit', () => {
  it('counts each submit in the question-count cookie and shows the questions left', async () => {
    const user = userEvent.setup();
    setCookie(QUESTION_COUNT_COOKIE, '1');
    const { callsTo } = setup();
    expect(await screen.findByText('2 of 3 free questions left')).toBeInTheDocument();
    expect(callsTo('GET', '/api/check-limits')[0].url.searchParams.get('anonymousQuestionCount')).toBe('1');
    await user.type(questionBox(), 'Why do cats purr?');
    await user.click(askButton());
    expect(getCookie(QUESTION_COUNT_COOKIE)).toBe('2');
    // Nothing pops up in front of the lesson being made (saving is offered on the lesson page, issue 19).
    expect(screen.queryByRole('dialog', { name: /Save your/ })).not.toBeInTheDocument();
    // Limits are checked again a second after the submit, with the new count.
    await waitFor(() => expect(callsTo('GET', '/api/check-limits')).toHaveLength(2), { timeout: 3000 });
    expect(callsTo('GET', '/api/check-limits')[1].url.searchParams.get('anonymousQuestionCount')).toBe('2');
    expect(await screen.findByText('1 of 3 free questions left')).toBeInTheDocument();
  });

  it('at the limit the question still goes to the server (an emergency is answered whatever the limit); its 403 opens the upgrade modal, which offers nothing when no checkout is configured and says what to do instead', async () => {
    const user = userEvent.setup();
    setCookie(QUESTION_COUNT_COOKIE, '3');
    const { callsTo } = setup({
      'GET /api/payments/status': () => fakeResponse({ body: { available: false } }),
      'POST /api/research': () => fakeResponse({ status: 403, body: { error: MESSAGES.limitReached } }),
    });
    expect(await screen.findByText('0 of 3 free questions left')).toBeInTheDocument();
    await user.type(questionBox(), 'Why do cats purr?');
    await user.click(askButton());
    const modal = await screen.findByRole('dialog', { name: "You've used your free questions" });
    expect(await within(modal).findByText('Unlimited lessons are not on sale yet.')).toHaveAttribute('role', 'status');
    expect(within(modal).queryByText(/\$1/)).not.toBeInTheDocument();
    expect(within(modal).queryByRole('button', { name: /trial/ })).not.toBeInTheDocument();
    expect(within(modal).getByRole('link', { name: 'Get a free lesson by email every week' })).toHaveAttribute('href', '/free');
    expect(callsTo('POST', '/api/research')).toHaveLength(1);
    expect(getCookie(QUESTION_COUNT_COOKIE)).toBe('3');
  });

  it("opens the upgrade modal when the server answers 403 to the question", async () => {
    const user = userEvent.setup();
    setup({ 'POST /api/research': () => fakeResponse({ status: 403, body: { error: MESSAGES.limitReached } }) });
    await user.type(questionBox(), 'Why do cats purr?');
    await user.click(askButton());
    expect(await screen.findByRole('dialog', { name: "You've used your free questions" })).toBeInTheDocument();
    expect(screen.queryByText('Creating your lesson…', { selector: 'h2' })).not.toBeInTheDocument();
  });

  it("shows the server's words when the plan cannot be checked (503), and never the upgrade dialog", async () => {
    setCookie('wonderkin-user-id', 'u1');
    const unavailable = () => fakeResponse({ status: 503, body: { error: MESSAGES.planUnavailable } });
    setup({ 'GET /api/check-limits': unavailable, 'POST /api/research': unavailable });
    expect(await screen.findByText(MESSAGES.planUnavailable)).toBeInTheDocument();
    expect(screen.queryByTestId('limit-badge')).not.toBeInTheDocument();
    fireEvent.change(questionBox(), { target: { value: 'Why do cats purr?' } });
    fireEvent.click(askButton());
    expect(await screen.findByText(MESSAGES.planUnavailable, { selector: '.progress-overlay__error-text' })).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('dialog', { name: "You've used your free questions" })).not.toBeInTheDocument();
  });

  it('shows no badge to a paid user', async () => {
    setCookie('wonderkin-user-id', 'u1');
    const { callsTo } = setup({ 'GET /api/check-limits': () => limits(9, { isPaid: true, hasReachedLimit: false }) });
    await waitFor(() => expect(callsTo('GET', '/api/check-limits')).toHaveLength(1));
    expect(callsTo('GET', '/api/check-limits')[0].url.searchParams.get('userId')).toBe('u1');
    await screen.findByText('For Kids');
    expect(screen.queryByTestId('limit-badge')).not.toBeInTheDocument();
  });
});

describe('register dialog', () => {
  it('?register opens the save-your-reports dialog; a blank email is refused, a good one registers and stores the user id', async () => {
    const user = userEvent.setup();
    window.dataLayer = [];
    const { callsTo } = setup({ 'POST /api/register': () => fakeResponse({ body: { userId: 'user-42' } }) }, { path: '/ask?register' });
    const dialog = await screen.findByRole('dialog', { name: 'Save your reports' });
    await user.click(within(dialog).getByRole('button', { name: 'Save my lessons' }));
    expect(within(dialog).getByText(MESSAGES.invalidEmail)).toBeInTheDocument();
    expect(callsTo('POST', '/api/register')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Email address'), 'Parent@Example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Save my lessons' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(getCookie('wonderkin-user-id')).toBe('user-42');
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'generate_lead', value: 1, currency: 'USD', email_domain: 'example.org' }));
  });

  it('a link sent to the address: the dialog steps aside, nobody is signed in, and a toast says to open the link here', async () => {
    const user = userEvent.setup();
    setup({ 'POST /api/register': () => fakeResponse({ body: { status: 'check-email', message: MESSAGES.signInLinkSent } }) }, { path: '/ask?register' });
    const dialog = await screen.findByRole('dialog', { name: 'Save your reports' });
    await user.type(within(dialog).getByLabelText('Email address'), 'parent@example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Save my lessons' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(linkSentToast('parent@example.org'))).toBeInTheDocument();
    expect(getCookie('wonderkin-user-id')).toBeFalsy();
  });

  it('shows the server error text, else "Failed to register."', async () => {
    const user = userEvent.setup();
    let answer = fakeResponse({ status: 400, body: { error: MESSAGES.invalidEmail } });
    setup({ 'POST /api/register': () => answer }, { path: '/ask?register' });
    const dialog = await screen.findByRole('dialog', { name: 'Save your reports' });
    await user.type(within(dialog).getByLabelText('Email address'), 'x@y');
    await user.click(within(dialog).getByRole('button', { name: 'Save my lessons' }));
    expect(await within(dialog).findByText(MESSAGES.invalidEmail)).toBeInTheDocument();
    answer = fakeResponse({ status: 500 });
    await user.click(within(dialog).getByRole('button', { name: 'Save my lessons' }));
    expect(await within(dialog).findByText(MESSAGES.registerFailed)).toBeInTheDocument();
  });
});

describe('live progress (UI pacing with fake timers)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  async function flush(ms = 0) {
    for (let left = ms; left >= 0; left -= 25) {
      await act(async () => {
        await jest.advanceTimersByTimeAsync(Math.min(Math.max(left, 0), 25));
      });
    }
  }

  it('follows the worker’s events in order and lands on the lesson flagged as new', async () => {
    setCookie('wonderkin-user-id', 'u1'); // signed in
    setup({ 'GET /api/check-limits': () => limits(0) });
    await flush();
    fireEvent.change(questionBox(), { target: { value: 'Why is the sky blue?' } });
    fireEvent.click(askButton());
    await flush();
    expect(mockSocket.watches.map((w) => w.payload)).toEqual([{ jobId: 'research-abc123' }]);
    const bar = () => Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'));
    expect(bar()).toBe(0);

    const seen: number[] = [];
    for (const stage of RESEARCH_STAGES) {
      act(() => mockSocket.serverEmit('job:progress', { jobId: 'research-abc123', ...stage }));
      await flush(600);
      seen.push(bar());
    }
    expect(seen).toEqual([20, 40, 60, 80, 100]);
    expect(screen.getByTestId('location')).toHaveTextContent('/ask');
    act(() => mockSocket.serverEmit('job:completed', { jobId: 'research-abc123', result: { slug: 'abc123-why-is-the-sky-blue' } }));
    await flush(600);
    expect(screen.getByTestId('location')).toHaveTextContent('/ask/abc123-why-is-the-sky-blue');
    expect(JSON.parse(screen.getByTestId('location').getAttribute('data-state') ?? 'null')).toEqual({ isNew: true });
  });

  it('shows the quick answer of a streamed lesson as soon as it is written, then the rest, and still opens the lesson when done', async () => {
    setCookie('wonderkin-user-id', 'u1');
    setup({ 'GET /api/check-limits': () => limits(0) });
    await flush();
    fireEvent.change(questionBox(), { target: { value: 'Why is the sky blue?' } });
    fireEvent.click(askButton());
    await flush();
    expect(mockSocket.watches).toHaveLength(1); // one watch per job, whatever shows it
    expect(screen.queryByTestId('lesson-so-far')).not.toBeInTheDocument();

    act(() => mockSocket.serverEmit('job:progress', { jobId: 'research-abc123', progress: 4, stage: 'researching', message: 'Writing the quick answer…' }));
    await flush();
    expect(screen.getByTestId('writing-step')).toHaveTextContent('Writing the quick answer…');

    const quickAnswer = 'Sunlight is made of many colours. Air scatters blue light the most.';
    act(() => mockSocket.serverEmit('job:partial', { jobId: 'research-abc123', result: { pageTitle: 'Why the Sky Is Blue', mode: 'kids', quickAnswer } }));
    act(() => mockSocket.serverEmit('job:partial', { jobId: 'research-other', result: { quickAnswer: 'Not this one.' } }));
    await flush();
    const soFar = screen.getByRole('region', { name: 'Why the Sky Is Blue' });
    expect(within(soFar).getByText(quickAnswer)).toBeInTheDocument();
    expect(screen.queryByText('Not this one.')).not.toBeInTheDocument();
    expect(Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'))).toBe(0); // the lesson itself is not done

    act(() => mockSocket.serverEmit('job:progress', { jobId: 'research-abc123', progress: 7, stage: 'researching', message: 'Writing the explanation…' }));
    act(() => mockSocket.serverEmit('job:partial', {
      jobId: 'research-abc123',
      result: { quickAnswer, quickOverview: { questionRecap: 'r', keyTakeaways: ['Air scatters blue light most'] }, exploreSections: [{ title: 'Light is a mix', content: 'c', funFact: { title: 't', text: 'x' } }] },
    }));
    await flush();
    expect(within(soFar).getByText('Air scatters blue light most')).toBeInTheDocument();
    expect(within(soFar).getByText(/Light is a mix/)).toBeInTheDocument();
    expect(screen.getByTestId('writing-step')).toHaveTextContent('Writing the explanation…');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/ask$/);

    for (const stage of RESEARCH_STAGES) {
      act(() => mockSocket.serverEmit('job:progress', { jobId: 'research-abc123', ...stage }));
      await flush(600);
    }
    expect(screen.queryByTestId('writing-step')).not.toBeInTheDocument();
    act(() => mockSocket.serverEmit('job:completed', { jobId: 'research-abc123', result: { slug: 'abc123-why-is-the-sky-blue' } }));
    await flush(600);
    expect(screen.getByTestId('location')).toHaveTextContent('/ask/abc123-why-is-the-sky-blue');
  });

  it('shows the lesson so far at once to a page that watches late (from the watch ack)', async () => {
    setCookie('wonderkin-user-id', 'u1');
    mockSocket.answerWatch = ({ jobId }) => ({ jobId, status: 'active', progress: 10, stage: 'researching', partial: { quickAnswer: 'Air scatters blue light.' } });
    setup({ 'GET /api/check-limits': () => limits(0) });
    await flush();
    fireEvent.change(questionBox(), { target: { value: 'Why is the sky blue?' } });
    fireEvent.click(askButton());
    await flush();
    expect(screen.getByTestId('lesson-so-far')).toHaveTextContent('Air scatters blue light.');
  });

  it('shows the failure message with Try again, which asks again', async () => {
    setCookie('wonderkin-user-id', 'u1');
    const { callsTo } = setup({ 'GET /api/check-limits': () => limits(0) });
    await flush();
    fireEvent.change(questionBox(), { target: { value: 'Why is the sky blue?' } });
    fireEvent.click(askButton());
    await flush();
    act(() => mockSocket.serverEmit('job:failed', { jobId: 'research-abc123', error: '' }));
    await flush();
    expect(screen.getByText(MESSAGES.researchFailed)).toHaveAttribute('role', 'alert');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await flush();
    expect(callsTo('POST', '/api/research')).toHaveLength(2);
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
  });

  it('auto-submits a question handed over in the navigation state', async () => {
    setCookie('wonderkin-user-id', 'u1');
    const { callsTo } = setup({ 'GET /api/check-limits': () => limits(0) }, { state: { question: 'Why are sunsets red?' } });
    await flush(50);
    expect(callsTo('POST', '/api/research')).toHaveLength(1);
    expect((callsTo('POST', '/api/research')[0].init?.body as FormData).get('question')).toBe('Why are sunsets red?');
  });
});

describe('upgrade modal', () => {
  it('offers the $1 trial: the signed-in account\'s checkout opens in a new tab and begin_checkout is sent', async () => {
    const user = userEvent.setup();
    window.dataLayer = [];
    setCookie('wonderkin-user-id', 'u1');
    const tab = { location: { href: 'about:blank' }, opener: {} as unknown, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    installFetch({
      'GET /api/payments/status': () => fakeResponse({ body: { available: true, terms: { trialPrice: 1, trialDays: 7, price: 8.99, currency: 'usd', interval: 'month', intervalCount: 1 } } }),
      'POST /api/payments/checkout': () => fakeResponse({ body: { url: 'https://checkout.stripe.com/c/pay/cs_test_1' } }),
    });
    render(withRouter(<UpgradeModal open onClose={() => undefined} limit={3} />));
    await user.click(await screen.findByRole('button', { name: 'Start my $1 trial' }));
    // The price after the trial is stated beside the offer.
    expect(screen.getByTestId('plan-terms')).toHaveTextContent('$1 for 7 days, then $8.99 a month until you cancel.');
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.href).toBe('https://checkout.stripe.com/c/pay/cs_test_1'));
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'begin_checkout' }));
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'modal_open', modal_type: 'upgrade' }));
    open.mockRestore();
  });

  it('offers nothing for sale when the server has no checkout, and says what the visitor can do instead', async () => {
    installFetch({ 'GET /api/payments/status': () => fakeResponse({ body: { available: false } }) });
    render(withRouter(<UpgradeModal open onClose={() => undefined} limit={3} />));
    expect(await screen.findByText('Unlimited lessons are not on sale yet.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: /trial/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get a free lesson by email every week' })).toHaveAttribute('href', '/free');
    expect(screen.getByRole('link', { name: 'Sign in to keep the lessons you asked' })).toHaveAttribute('href', '/login');
  });
});
