import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithRouter } from '../../components/testing';
import { ApiError } from '../../lib/api';
import LoginPage, { endedSessionsMessage, loginErrorMessage } from './LoginPage';

type FetchMock = jest.Mock<Promise<unknown>, [string, RequestInit?]>;
const answer = (status: number, body: unknown) =>
  Promise.resolve({ ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body) });

let fetchMock: FetchMock;
beforeEach(() => {
  fetchMock = jest.fn();
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
  window.dataLayer = [];
  document.cookie = 'wonderkin-user-id=; path=/; max-age=0';
});

const renderLogin = () => renderWithRouter({ login: <LoginPage />, ask: <h1>Ask page</h1> }, '/login');
const type = (value: string) => fireEvent.change(screen.getByLabelText('Email address'), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: /Continue with Email|Submitting/ }));

describe('login page', () => {
  test('shows the card with a required email field', async () => {
    renderLogin();
    expect(await screen.findByRole('heading', { name: 'Login or Register' })).toBeInTheDocument();
    const input = screen.getByLabelText('Email address');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('placeholder', 'you@example.com');
  });

  test('an empty email is refused without calling the server', async () => {
    renderLogin();
    await screen.findByRole('heading', { name: 'Login or Register' });
    type('   ');
    submit();
    expect(screen.getByText('Please enter an email address.')).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('a browser already signed in as the account: stores the user id cookie, sends generate_lead, toasts and goes to /ask', async () => {
    let release!: (value: unknown) => void;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (release = resolve)));
    renderLogin();
    await screen.findByRole('heading', { name: 'Login or Register' });
    type('parent@example.com');
    submit();

    // The request's pending state reaches the page on the next tick (TanStack Query notifies in batches).
    const busy = await screen.findByRole('button', { name: /Submitting\.\.\./ });
    expect(busy).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledWith('/api/register', expect.objectContaining({ method: 'POST', body: JSON.stringify({ email: 'parent@example.com' }) }));

    await act(async () => release(await answer(200, { userId: 'user-42' })));
    expect(await screen.findByRole('heading', { name: 'Ask page' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/ask');
    expect(document.cookie).toContain('wonderkin-user-id=user-42');
    expect(screen.getByText("You're now logged in!")).toBeInTheDocument();
    expect(window.dataLayer).toContainEqual({ event: 'generate_lead', value: 1, currency: 'USD', email_domain: 'example.com' });
  });

  test('any email: "check your email" naming the address, no user id anywhere, nobody signed in', async () => {
    fetchMock.mockReturnValueOnce(answer(200, { status: 'check-email', message: 'Check your email for a sign-in link.' }));
    renderLogin();
    await screen.findByRole('heading', { name: 'Login or Register' });
    type('parent@example.com');
    submit();
    const note = await screen.findByText(/Check your email for a sign-in link\./);
    expect(note.closest('[role="status"]')).toHaveTextContent('parent@example.com');
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(document.cookie).not.toContain('wonderkin-user-id=');
    expect(screen.queryByText("You're now logged in!")).not.toBeInTheDocument();
    // Not on this computer's address (jsdom is localhost, so: no mailbox in the answer): no mailbox link.
    expect(screen.queryByRole('link', { name: 'development mailbox' })).not.toBeInTheDocument();
  });

  /** Answers each API path (the link's owner, who this browser is, the click's sign-in). */
  function serve(answers: Record<string, [number, unknown]>) {
    fetchMock.mockImplementation((url: string) => {
      const [status, body] = answers[url] ?? [404, { error: 'not mocked' }];
      return answer(status, body);
    });
  }
  const TOKEN = 'a'.repeat(64);
  const calls = (url: string) => fetchMock.mock.calls.filter(([called]) => called === url);

  test('/login?token=… shows whose link it is and spends it only on the click: toast, the hint cookie, and /ask', async () => {
    serve({
      '/api/login/link': [200, { email: 'ann@example.com', hasAccount: true }],
      '/api/me': [200, { signedIn: false }],
      '/api/login/verify': [200, { userId: 'user-7', created: false, endedSessions: 0 }],
    });
    renderWithRouter({ login: <LoginPage />, ask: <h1>Ask page</h1> }, `/login?token=${TOKEN}`);
    const button = await screen.findByRole('button', { name: 'Sign in as ann@example.com' });
    // Opening the page spent nothing and signed nobody in.
    expect(calls('/api/login/verify')).toHaveLength(0);
    expect(calls('/api/login/link')[0][1]).toMatchObject({ method: 'POST', body: JSON.stringify({ token: TOKEN }) });
    expect(document.cookie).not.toContain('wonderkin-user-id=');
    fireEvent.click(button);
    expect(await screen.findByRole('heading', { name: 'Ask page' })).toBeInTheDocument();
    expect(calls('/api/login/verify')).toHaveLength(1);
    expect(document.cookie).toContain('wonderkin-user-id=user-7');
    expect(screen.getByText("You're now logged in!")).toBeInTheDocument();
  });

  test('a new address: "Create my account"; a first proof that signed other devices out says so', async () => {
    serve({
      '/api/login/link': [200, { email: 'new@example.com', hasAccount: false }],
      '/api/me': [200, { signedIn: false }],
      '/api/login/verify': [200, { userId: 'user-8', created: false, endedSessions: 2 }],
    });
    renderWithRouter({ login: <LoginPage />, ask: <h1>Ask page</h1> }, `/login?token=${TOKEN}`);
    expect(await screen.findByText(/This link creates your account for/)).toHaveTextContent('new@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    await screen.findByRole('heading', { name: 'Ask page' });
    expect(screen.getByText(endedSessionsMessage(2))).toBeInTheDocument();
    expect(endedSessionsMessage(1)).toContain('1 other device that');
  });

  test('a browser signed in as somebody else is asked before it switches; staying spends nothing', async () => {
    serve({
      '/api/login/link': [200, { email: 'mallory@example.com', hasAccount: true }],
      '/api/me': [200, { signedIn: true, userId: 'user-1', email: 'ann@example.com', isPaid: false }],
    });
    document.cookie = 'wonderkin-user-id=user-1; path=/';
    renderWithRouter({ login: <LoginPage />, ask: <h1>Ask page</h1> }, `/login?token=${TOKEN}`);
    expect(await screen.findByText(/This browser is signed in as/)).toHaveTextContent(
      'This browser is signed in as ann@example.com. The link you opened is for mallory@example.com.',
    );
    expect(screen.getByRole('button', { name: 'Switch to mallory@example.com' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Stay signed in as ann@example.com' }));
    await screen.findByRole('heading', { name: 'Ask page' });
    expect(calls('/api/login/verify')).toHaveLength(0);
    expect(document.cookie).toContain('wonderkin-user-id=user-1');
  });

  test('/login?token=… with a spent or expired link shows why and stays on the login card', async () => {
    const spent = 'This sign-in link has expired or was already used. Enter your email again for a new link.';
    serve({ '/api/login/link': [400, { error: spent }], '/api/me': [200, { signedIn: false }] });
    renderWithRouter({ login: <LoginPage />, ask: <h1>Ask page</h1> }, `/login?token=${'b'.repeat(64)}`);
    await waitFor(() => expect(screen.getAllByText(spent).length).toBeGreaterThan(0));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(screen.getByLabelText('Email address')).toBeEnabled();
    expect(screen.queryByRole('button', { name: /Sign in as|Create my account/ })).not.toBeInTheDocument();
    expect(calls('/api/login/verify')).toHaveLength(0);
    expect(document.cookie).not.toContain('wonderkin-user-id=');
  });

  test("a server error shows the server's text", async () => {
    fetchMock.mockReturnValueOnce(answer(400, { error: 'Please enter a valid email.' }));
    renderLogin();
    await screen.findByRole('heading', { name: 'Login or Register' });
    type('parent@example.com');
    submit();
    await waitFor(() => expect(screen.getAllByText('Please enter a valid email.').length).toBeGreaterThan(0));
    expect(screen.getByRole('button', { name: 'Continue with Email' })).toBeEnabled();
    expect(document.cookie).not.toContain('wonderkin-user-id=');
  });

  test("a failure without server text shows 'Login/Registration failed.'", async () => {
    fetchMock.mockReturnValueOnce(answer(502, '<html>bad gateway</html>'));
    renderLogin();
    await screen.findByRole('heading', { name: 'Login or Register' });
    type('parent@example.com');
    submit();
    await waitFor(() => expect(screen.getAllByText('Login/Registration failed.').length).toBeGreaterThan(0));
  });

  test("error texts: server text, else 'Login/Registration failed.'; a non-Error failure is 'An unknown error occurred.'", () => {
    expect(loginErrorMessage(new ApiError(409, 'Email is taken.'))).toBe('Email is taken.');
    expect(loginErrorMessage(new ApiError(0, undefined, 'Network error.'))).toBe('Login/Registration failed.');
    expect(loginErrorMessage(new Error('Boom'))).toBe('Boom');
    expect(loginErrorMessage('weird')).toBe('An unknown error occurred.');
    expect(loginErrorMessage(undefined)).toBe('An unknown error occurred.');
  });
});
