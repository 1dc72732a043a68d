import { MESSAGES } from '@wonderkin/shared';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithRouter } from '../../components/testing';
import { config } from '../../lib/config';
import { fakeResponse, installFetch } from '../../lib/testing/fakes';
import FreePage from './FreePage';
import { LESSON_SLIDES } from './content';
import { seriousAxeViolations } from './testing/axe';
import { EXIT_INTENT_KEY } from './useExitIntent';
import { resetSessionFlagsForTests } from './useSessionFlag';

// axe-core over the whole page takes a few seconds in jsdom; a busy machine may need more than 1 s to show a page.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5000 });

/** Reduced motion: the carousel stays still (no timer firing mid-test), except where a test asks for motion. */
function prefersReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

const originalMatchMedia = window.matchMedia;
beforeEach(() => {
  prefersReducedMotion(true);
  window.dataLayer = [];
  window.sessionStorage.clear();
  resetSessionFlagsForTests();
});
afterEach(() => {
  window.matchMedia = originalMatchMedia;
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const renderFree = () =>
  renderWithRouter({ free: <FreePage />, subscription: <h1>Subscription stub</h1> }, '/free');

const heroForm = () => screen.getByRole('form', { name: 'Sign up for free weekly lessons' });
const type = (form: HTMLElement, value: string) => fireEvent.change(within(form).getByLabelText('Email address'), { target: { value } });
const submit = (form: HTMLElement) => fireEvent.submit(form);
/** The mouse leaves the window through its top edge. */
const leaveThroughTop = () => fireEvent.mouseOut(document.documentElement, { clientY: 0, relatedTarget: null });

describe('/free', () => {
  test('hero sign-up, a carousel of drawn lesson pictures (no images downloaded), no invented testimonials, and the bottom bar', async () => {
    const { container } = renderFree();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('A free life-skills lesson for your family, every week');
    expect(within(heroForm()).getByLabelText('Email address')).toHaveAttribute('type', 'email');

    const carousel = screen.getByRole('region', { name: 'Lesson previews' });
    expect(within(carousel).getByRole('group', { name: `1 of ${LESSON_SLIDES.length}: Emotional Intelligence` })).toBeInTheDocument();
    expect(carousel.querySelector('svg[data-theme="feelings"]')).not.toBeNull();
    fireEvent.click(within(carousel).getByRole('button', { name: 'Next lesson' }));
    expect(within(carousel).getByRole('group', { name: `2 of ${LESSON_SLIDES.length}: Mindfulness & Breathing` })).toBeInTheDocument();
    expect(carousel.querySelector('svg[data-theme="breathing"]')).not.toBeNull();
    // Drawn by our code: no <img>, no image URL anywhere on the page.
    expect(container.querySelectorAll('img, image')).toHaveLength(0);
    expect(container.innerHTML).not.toMatch(/https?:\/\/[^"]+\.(png|jpe?g|gif|webp|svg)/);

    expect(screen.queryByRole('heading', { name: 'What Parents Say' })).not.toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();

    const bar = screen.getByRole('complementary', { name: 'Sign up for free weekly lessons' });
    expect(within(bar).getByRole('form', { name: 'Sign-up bar' })).toBeInTheDocument();
    fireEvent.click(within(bar).getByRole('button', { name: 'Hide the sign-up bar' }));
    expect(screen.queryByRole('complementary', { name: 'Sign up for free weekly lessons' })).not.toBeInTheDocument();

    expect(await seriousAxeViolations()).toBe('');
  });

  test('the carousel advances by itself every 3 s and loops (not when reduced motion is asked for)', () => {
    prefersReducedMotion(false);
    jest.useFakeTimers();
    renderFree();
    const carousel = screen.getByRole('region', { name: 'Lesson previews' });
    act(() => jest.advanceTimersByTime(3000));
    expect(within(carousel).getByRole('group', { name: /^2 of / })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(3000 * (LESSON_SLIDES.length - 1)));
    expect(within(carousel).getByRole('group', { name: /^1 of / })).toBeInTheDocument();
    fireEvent.click(within(carousel).getByRole('button', { name: 'Pause lesson previews' }));
    act(() => jest.advanceTimersByTime(9000));
    expect(within(carousel).getByRole('group', { name: /^1 of / })).toBeInTheDocument();
  });

  test('with reduced motion the carousel only moves when asked', () => {
    jest.useFakeTimers();
    renderFree();
    const carousel = screen.getByRole('region', { name: 'Lesson previews' });
    act(() => jest.advanceTimersByTime(9000));
    expect(within(carousel).getByRole('group', { name: /^1 of / })).toBeInTheDocument();
    expect(within(carousel).queryByRole('button', { name: /Pause/ })).not.toBeInTheDocument();
    fireEvent.click(within(carousel).getByRole('button', { name: 'Previous lesson' }));
    expect(within(carousel).getByRole('group', { name: `${LESSON_SLIDES.length} of ${LESSON_SLIDES.length}: ${LESSON_SLIDES.at(-1)!.title}` })).toBeInTheDocument();
  });

  test('a bad or blank email shows the spec message and sends nothing', () => {
    const { fetchMock } = installFetch({});
    renderFree();
    const form = heroForm();
    type(form, 'not-an-email');
    submit(form);
    expect(within(form).getByRole('alert')).toHaveTextContent(MESSAGES.invalidEmail);
    expect(within(form).getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
    type(form, '   ');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    submit(form);
    expect(within(form).getByRole('alert')).toHaveTextContent(MESSAGES.invalidEmail);
    // Nothing was sent to the sign-up (the page's own read of the ratings summary aside).
    expect(fetchMock.mock.calls.filter(([url]) => !String(url).includes('/api/feedback/summary'))).toEqual([]);
    expect(window.dataLayer).not.toContainEqual(expect.objectContaining({ event: 'generate_lead' }));
  });

  test('submit: the form is disabled, POST /api/subscribe, generate_lead (1 USD, email domain), then /subscription?id=…', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { callsTo } = installFetch({
      'POST /api/subscribe': async () => {
        await gate;
        return fakeResponse({ body: { id: 'sub_7Qx', message: MESSAGES.subscribed } });
      },
    });
    renderFree();
    const form = heroForm();
    type(form, '  Parent@Example.ORG ');
    submit(form);

    const busy = await within(form).findByRole('button', { name: /Signing you up/ });
    expect(busy).toBeDisabled();
    expect(within(form).getByLabelText('Email address')).toBeDisabled();
    submit(form); // a second submit while busy sends nothing more
    const [call] = callsTo('POST', '/api/subscribe');
    expect(callsTo('POST', '/api/subscribe')).toHaveLength(1);
    const body = JSON.parse(String(call.init?.body));
    expect(body).toEqual({ email: 'parent@example.org', timezone: expect.any(String) });
    expect(call.init?.headers).toMatchObject({ 'Content-Type': 'application/json' });

    await act(async () => release());
    expect(await screen.findByRole('heading', { name: 'Subscription stub' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/subscription?id=sub_7Qx');
    expect(window.dataLayer).toContainEqual({ event: 'generate_lead', value: 1, currency: 'USD', email_domain: 'example.org' });
    // Subscribed visitors are not asked again on their way out.
    expect(window.sessionStorage.getItem(EXIT_INTENT_KEY)).toBe('1');
  });

  test("a refused sign-up shows the server's text and the form can be used again", async () => {
    installFetch({ 'POST /api/subscribe': () => fakeResponse({ status: 400, body: { error: MESSAGES.invalidEmail } }) });
    renderFree();
    const form = heroForm();
    type(form, 'parent@example.org');
    submit(form);
    expect(await within(form).findByRole('alert')).toHaveTextContent(MESSAGES.invalidEmail);
    expect(within(form).getByRole('button', { name: 'Get Free Lessons' })).toBeEnabled();
    expect(screen.getByTestId('location')).toHaveTextContent('/free');
    expect(window.dataLayer).not.toContainEqual(expect.objectContaining({ event: 'generate_lead' }));
  });

  test('a signed-in parent finds their own email in the form, never over what they typed', async () => {
    document.cookie = `${config.userIdCookie}=user-1; path=/`;
    try {
      installFetch({ 'GET /api/me': () => fakeResponse({ body: { signedIn: true, userId: 'user-1', email: 'mum@example.org', isPaid: false } }) });
      renderFree();
      await waitFor(() => expect(within(heroForm()).getByLabelText('Email address')).toHaveValue('mum@example.org'));
      type(heroForm(), 'dad@example.org');
      expect(within(heroForm()).getByLabelText('Email address')).toHaveValue('dad@example.org');
    } finally {
      document.cookie = `${config.userIdCookie}=; path=/; max-age=0`;
    }
  });

  test('a visitor who is not signed in gets an empty form', () => {
    installFetch({});
    renderFree();
    expect(within(heroForm()).getByLabelText('Email address')).toHaveValue('');
  });

  test('the bottom bar signs up too', async () => {
    installFetch({ 'POST /api/subscribe': () => fakeResponse({ body: { id: 'bar-1', message: MESSAGES.subscribed } }) });
    renderFree();
    const bar = screen.getByRole('form', { name: 'Sign-up bar' });
    type(bar, 'teacher@school.example');
    submit(bar);
    expect(await screen.findByRole('heading', { name: 'Subscription stub' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/subscription?id=bar-1');
  });

  test('exit intent: leaving through the top opens the modal once per visit (sessionStorage)', async () => {
    const first = renderFree();
    // Leaving by a side or the bottom, or moving between elements, is not exit intent.
    fireEvent.mouseOut(document.documentElement, { clientY: 400, relatedTarget: null });
    fireEvent.mouseOut(document.documentElement, { clientY: 0, relatedTarget: document.body });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    leaveThroughTop();
    const dialog = await screen.findByRole('dialog', { name: 'Before you go: a free lesson every week' });
    expect(within(dialog).getByRole('form', { name: 'Sign up before you go' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email address')).toHaveFocus();
    expect(window.dataLayer).toContainEqual({ event: 'modal_open', modal_type: 'exit_intent' });
    expect(window.sessionStorage.getItem(EXIT_INTENT_KEY)).toBe('1');
    expect(await seriousAxeViolations()).toBe('');

    fireEvent.click(within(dialog).getByRole('button', { name: 'No thanks' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.dataLayer).toContainEqual({ event: 'modal_close', modal_type: 'exit_intent' });

    leaveThroughTop();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Same visit, page opened again: still not shown.
    first.unmount();
    resetSessionFlagsForTests();
    renderFree();
    leaveThroughTop();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // A new visit (fresh session storage) may see it again.
    window.sessionStorage.clear();
    resetSessionFlagsForTests();
    renderFree();
    leaveThroughTop();
    await waitFor(() => expect(screen.getByRole('dialog')).toBeInTheDocument());
  });

  test('the exit-intent form subscribes and navigates like the others', async () => {
    installFetch({ 'POST /api/subscribe': () => fakeResponse({ body: { id: 'exit-9', message: MESSAGES.subscribed } }) });
    renderFree();
    leaveThroughTop();
    const form = await screen.findByRole('form', { name: 'Sign up before you go' });
    type(form, 'grandma@example.net');
    submit(form);
    expect(await screen.findByRole('heading', { name: 'Subscription stub' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/subscription?id=exit-9');
    expect(window.dataLayer).toContainEqual({ event: 'generate_lead', value: 1, currency: 'USD', email_domain: 'example.net' });
  });
});
