import { MESSAGES } from '@wonderkin/shared';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithRouter } from '../../components/testing';
import { deleteCookie, setCookie } from '../../lib/cookies';
import { fakeResponse, installFetch } from '../../lib/testing/fakes';
import { PAYMENTS_NOT_SET_UP, SUBSCRIBED_FOOTER, SUBSCRIBED_HEADING, SUBSCRIBED_TEXT } from './content';
import FreePage from './FreePage';
import SubscriptionPage from './SubscriptionPage';
import { seriousAxeViolations } from './testing/axe';
import { EMOTIONAL_INTELLIGENCE, LESSON_CARDS } from './testing/fixtures';
import { resetSessionFlagsForTests } from './useSessionFlag';

// axe-core over the whole page takes a few seconds in jsdom; a busy machine may need more than 1 s to show a page.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  window.dataLayer = [];
  window.sessionStorage.clear();
  resetSessionFlagsForTests();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

function backend() {
  return installFetch({
    'GET /api/weekly-lessons': () => fakeResponse({ body: { lessons: LESSON_CARDS } }),
    'GET /api/weekly-lessons/emotional-intelligence': () => fakeResponse({ body: EMOTIONAL_INTELLIGENCE }),
    'GET /api/weekly-lessons/growth-mindset': () => fakeResponse({ status: 404, body: { error: MESSAGES.weeklyLessonNotFound } }),
  });
}

const renderSubscription = (path = '/subscription?id=sub_1') => renderWithRouter({ subscription: <SubscriptionPage /> }, path);
const upsellTitle = /Unlock everything with a 7-day trial for \$1/;

describe('/subscription (the subscribed confirmation)', () => {
  test("heading, first-week note, a scrollable grid of the 50 topic cards and the weekly reminder", async () => {
    backend();
    renderSubscription('/subscription?id=sub_1');
    expect(screen.getByRole('heading', { level: 1, name: SUBSCRIBED_HEADING })).toBeInTheDocument();
    expect(screen.getByText(SUBSCRIBED_TEXT)).toBeInTheDocument();
    expect(screen.getByText(SUBSCRIBED_FOOTER)).toBeInTheDocument();

    const grid = await screen.findByRole('region', { name: 'Weekly lesson topics' });
    expect(grid).toHaveAttribute('tabindex', '0'); // a scrolling box the keyboard can reach
    const cards = within(grid).getAllByRole('article');
    expect(cards).toHaveLength(50);
    expect(cards[0]).toHaveTextContent('Emotional Intelligence');
    expect(cards[0]).toHaveTextContent('What week 1 is about.');
    expect(cards[0]).toHaveTextContent('Ages 4-12');
    expect(cards[4]).toHaveTextContent('Meal Time Manners');
    expect(cards[4]).toHaveTextContent('Ages 3-8');
    expect(screen.getByRole('heading', { level: 2, name: 'Your 50 weekly lessons' })).toBeInTheDocument();
    expect(await seriousAxeViolations()).toBe('');
  });

  test('a card click sends select_lesson and opens that week’s lesson with its printable PDF', async () => {
    const { callsTo } = backend();
    renderSubscription('/subscription?id=sub_1'); // no upsell in the way
    const grid = await screen.findByRole('region', { name: 'Weekly lesson topics' });
    fireEvent.click(within(grid).getByRole('button', { name: 'Emotional Intelligence' }));

    expect(window.dataLayer).toContainEqual({
      event: 'select_lesson', lesson_id: 'emotional_intelligence', lesson_title: 'Emotional Intelligence', age_range: '4-12',
    });
    const dialog = screen.getByRole('dialog', { name: 'Emotional Intelligence' });
    expect(window.dataLayer).toContainEqual({ event: 'modal_open', modal_type: 'lesson' });
    expect(await within(dialog).findByRole('heading', { name: 'Story: The Tower That Fell' })).toBeInTheDocument();
    expect(callsTo('GET', '/api/weekly-lessons/emotional-intelligence')).toHaveLength(1);
    expect(within(dialog).getByText('Leo built a tall tower of blocks.')).toBeInTheDocument();
    expect(within(dialog).getByText('Then his little sister Ruby bumped it. Crash!')).toBeInTheDocument();
    expect(within(dialog).getByText('Name what you see before you fix anything.')).toBeInTheDocument();
    for (const name of ['For grown-ups', 'Activities', 'Conversation starters', 'Sources', 'Feelings face mirror', 'Feelings thermometer']) {
      expect(within(dialog).getByRole('heading', { name })).toBeInTheDocument();
    }
    expect(within(dialog).getByText('What does your body feel like when you are mad?')).toBeInTheDocument();
    const source = within(dialog).getByRole('link', { name: 'CASEL: What Is the CASEL Framework?' });
    expect(source).toHaveAttribute('target', '_blank');
    const pdf = within(dialog).getByRole('link', { name: 'Open the printable PDF' });
    expect(pdf).toHaveAttribute('href', '/api/weekly-lessons/emotional-intelligence/pdf');
    expect(pdf).toHaveAttribute('target', '_blank');
    expect(await seriousAxeViolations()).toBe('');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.dataLayer).toContainEqual({ event: 'modal_close', modal_type: 'lesson' });

    // Another card: its title and ages; a lesson that cannot be loaded says so.
    fireEvent.click(within(grid).getByRole('button', { name: 'Growth Mindset' }));
    expect(window.dataLayer).toContainEqual({ event: 'select_lesson', lesson_id: 'growth_mindset', lesson_title: 'Growth Mindset', age_range: '5-12' });
    const failed = screen.getByRole('dialog', { name: 'Growth Mindset' });
    expect(await within(failed).findByRole('alert')).toHaveTextContent(MESSAGES.weeklyLessonNotFound);
    expect(within(failed).getByRole('link', { name: 'Open the printable PDF' })).toHaveAttribute('href', '/api/weekly-lessons/growth-mindset/pdf');
  });

  test('the topic list failing shows a message and Try again', async () => {
    let fail = true;
    installFetch({
      'GET /api/weekly-lessons': () => (fail ? fakeResponse({ status: 503, body: { error: MESSAGES.serviceUnavailable } }) : fakeResponse({ body: { lessons: LESSON_CARDS } })),
    });
    renderSubscription('/subscription?id=sub_1');
    expect(await screen.findByText(MESSAGES.serviceUnavailable)).toHaveAttribute('role', 'alert');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Weekly lesson topics' })).toBeInTheDocument();
  });

  const TERMS = { trialPrice: 1, trialDays: 7, price: 8.99, currency: 'usd', interval: 'month', intervalCount: 1 };
  const TERMS_TEXT = '$1 for 7 days, then $8.99 a month until you cancel. Deleting your account cancels it.';

  async function settle() {
    await screen.findByRole('region', { name: 'Weekly lesson topics' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 2500))); // past the old 2 s upsell delay
  }

  test('without a checkout (payments status not available) no upsell is offered, neither dialog nor bubble', async () => {
    const { callsTo } = installFetch({
      'GET /api/weekly-lessons': () => fakeResponse({ body: { lessons: LESSON_CARDS } }),
      'GET /api/payments/status': () => fakeResponse({ body: { available: false } }),
    });
    renderSubscription();
    await waitFor(() => expect(callsTo('GET', '/api/payments/status')).toHaveLength(1));
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: SUBSCRIBED_HEADING })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText(upsellTitle)).not.toBeInTheDocument();
    expect(screen.queryByText(PAYMENTS_NOT_SET_UP)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Want more\?|trial/ })).not.toBeInTheDocument();
  });

  test('a paid account is never offered the plan, even when payments are available', async () => {
    setCookie('wonderkin-user-id', 'u_paid');
    const { callsTo } = installFetch({
      'GET /api/weekly-lessons': () => fakeResponse({ body: { lessons: LESSON_CARDS } }),
      'GET /api/payments/status': () => fakeResponse({ body: { available: true, terms: TERMS } }),
      'GET /api/check-limits': () => fakeResponse({ body: { questionCount: 0, limit: 3, hasReachedLimit: false, isPaid: true } }),
      'GET /api/me': () => fakeResponse({ body: { signedIn: true, userId: 'u_paid', email: 'p@example.org', isPaid: true } }),
    });
    try {
      renderSubscription();
      await waitFor(() => expect(callsTo('GET', '/api/check-limits')).toHaveLength(1));
      await settle();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.queryByText(upsellTitle)).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /trial/ })).not.toBeInTheDocument();
    } finally {
      deleteCookie('wonderkin-user-id');
    }
  });

  test('when the plan can be bought by a visitor not on it, the offer sits inline below the confirmation, with its full terms', async () => {
    installFetch({
      'GET /api/weekly-lessons': () => fakeResponse({ body: { lessons: LESSON_CARDS } }),
      'GET /api/payments/status': () => fakeResponse({ body: { available: true, terms: TERMS } }),
    });
    renderSubscription();
    const offer = await screen.findByRole('region', { name: upsellTitle });
    expect(within(offer).getByRole('button', { name: 'Start my 7-day $1 trial' })).toBeInTheDocument();
    expect(within(offer).getByTestId('plan-terms')).toHaveTextContent(TERMS_TEXT);
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument(); // nothing covers "You're subscribed"
    const heading = screen.getByRole('heading', { level: 1, name: SUBSCRIBED_HEADING });
    expect(heading.compareDocumentPosition(offer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(await seriousAxeViolations()).toBe('');
  });

  test('without an id it offers the sign-up instead of claiming one', () => {
    const { fetchMock } = backend();
    renderSubscription('/subscription');
    expect(screen.queryByText(SUBSCRIBED_HEADING)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up for free weekly lessons' })).toHaveAttribute('href', '/free');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('from /free: the answer is the same for a known address (nobody learns who subscribed), so the page is too', async () => {
    installFetch({
      'POST /api/subscribe': () => fakeResponse({ body: { id: 'ref_again', message: MESSAGES.subscribed } }),
      'GET /api/weekly-lessons': () => fakeResponse({ body: { lessons: LESSON_CARDS } }),
    });
    renderWithRouter({ free: <FreePage />, subscription: <SubscriptionPage /> }, '/free');
    const form = screen.getByRole('form', { name: 'Sign up for free weekly lessons' });
    fireEvent.change(within(form).getByLabelText('Email address'), { target: { value: 'parent@example.org' } });
    fireEvent.submit(form);
    expect(await screen.findByRole('heading', { level: 1, name: SUBSCRIBED_HEADING })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/subscription?id=ref_again');
    expect(screen.getByText(SUBSCRIBED_TEXT)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(50));
  });
});
