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
