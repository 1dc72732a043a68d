import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithRouter } from '../../components/testing';
import { ApiError } from '../../lib/api';
import LoginPage, { loginErrorMessage } from './LoginPage';

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

  test('success: posts the email, stores the user id cookie, sends generate_lead, toasts and goes to /ask', async () => {
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

  test('an email that has an account: "check your email", no user id anywhere, nobody signed in', async () => {
    fetchMock.mockReturnValueOnce(answer(200, { status: 'check-email', message: 'Check your email for a sign-in link.' }));
    renderLogin();
    await screen.findByRole('heading', { name: 'Login or Register' });
    type('parent@example.com');
    submit();
    expect(await screen.findByText('Check your email for a sign-in link.')).toHaveAttribute('role', 'status');
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(document.cookie).not.toContain('wonderkin-user-id=');
    expect(screen.queryByText("You're now logged in!")).not.toBeInTheDocument();
  });

  test('/login?token=… spends the emailed link once: toast, the hint cookie, and /ask', async () => {
    fetchMock.mockReturnValue(answer(200, { userId: 'user-7' }));
    renderWithRouter({ login: <LoginPage />, ask: <h1>Ask page</h1> }, `/login?token=${'a'.repeat(64)}`);
    expect(await screen.findByRole('heading', { name: 'Ask page' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/api/login/verify', expect.objectContaining({ method: 'POST', body: JSON.stringify({ token: 'a'.repeat(64) }) }));
    expect(document.cookie).toContain('wonderkin-user-id=user-7');
    expect(screen.getByText("You're now logged in!")).toBeInTheDocument();
  });

  test('/login?token=… with a spent or expired link shows why and stays on the login card', async () => {
    const spent = 'This sign-in link has expired or was already used. Enter your email again for a new link.';
    fetchMock.mockReturnValueOnce(answer(400, { error: spent }));
    renderWithRouter({ login: <LoginPage />, ask: <h1>Ask page</h1> }, `/login?token=${'b'.repeat(64)}`);
    await waitFor(() => expect(screen.getAllByText(spent).length).toBeGreaterThan(0));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(screen.getByLabelText('Email address')).toBeEnabled();
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
