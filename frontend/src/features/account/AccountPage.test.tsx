import { MESSAGES } from '@wonderkin/shared';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithRouter } from '../../components/testing';
import AccountPage from './AccountPage';

type FetchMock = jest.Mock<Promise<unknown>, [string, RequestInit?]>;
const answer = (status: number, body: unknown) =>
  Promise.resolve({ ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body) });

let fetchMock: FetchMock;
beforeEach(() => {
  fetchMock = jest.fn();
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
  window.dataLayer = [];
  document.cookie = 'wonderkin-user-id=user-42; path=/';
});
afterEach(() => {
  document.cookie = 'wonderkin-user-id=; path=/; max-age=0';
});

const renderAccount = () => renderWithRouter({ account: <AccountPage />, login: <h1>Login page</h1>, '': <h1>Home page</h1> }, '/account');
const signedIn = () => answer(200, { signedIn: true, userId: 'user-42', email: 'parent@example.com', isPaid: false });

describe('account page', () => {
  test('signed in: shows the email, a download link to the JSON export and a delete button', async () => {
    fetchMock.mockReturnValueOnce(signedIn());
    renderAccount();
    expect(await screen.findByText('parent@example.com')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/me', expect.anything());
    const download = screen.getByRole('link', { name: 'Download my data' });
    expect(download).toHaveAttribute('href', '/api/account/export');
    expect(download).toHaveAttribute('download');
    expect(screen.getByRole('button', { name: 'Delete my account' })).toBeInTheDocument();
  });

  test('signed out (the session says so, whatever the cookie): asks to sign in, offers nothing to delete', async () => {
    fetchMock.mockReturnValueOnce(answer(200, { signedIn: false }));
    renderAccount();
    expect(await screen.findByText(MESSAGES.signInRequired)).toBeInTheDocument();
    const card = screen.getByRole('heading', { name: 'My account' }).parentElement!;
    expect(within(card).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Delete my account' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Download my data' })).toBeNull();
  });

  test('the family section (composed in by the router) shows only to a signed-in parent', async () => {
    fetchMock.mockReturnValueOnce(signedIn());
    const { unmount } = renderWithRouter({ account: <AccountPage family={<p>Family section</p>} /> }, '/account');
    expect(await screen.findByText('Family section')).toBeInTheDocument();
    unmount();
    fetchMock.mockReturnValueOnce(answer(200, { signedIn: false }));
    renderWithRouter({ account: <AccountPage family={<p>Family section</p>} /> }, '/account');
    expect(await screen.findByText(MESSAGES.signInRequired)).toBeInTheDocument();
    expect(screen.queryByText('Family section')).toBeNull();
  });

  test('deleting asks first; Cancel deletes nothing', async () => {
    fetchMock.mockReturnValueOnce(signedIn());
    renderAccount();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  test('confirmed: sends DELETE with the confirmation, clears the signed-in hint, says so and leaves the page', async () => {
    fetchMock.mockReturnValueOnce(signedIn());
    renderAccount();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    let release!: (value: unknown) => void;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (release = resolve)));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, delete everything' }));

    expect(await screen.findByRole('button', { name: /Deleting\.\.\./ })).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[1];
    expect(url).toBe('/api/account');
    expect(init).toMatchObject({ method: 'DELETE', body: JSON.stringify({ confirm: 'DELETE' }) });

    await act(async () => release(await answer(202, { deleted: true, message: MESSAGES.accountDeleted })));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.accountDeleted)).toBeInTheDocument();
    expect(document.cookie).not.toContain('wonderkin-user-id=user-42');
  });

  test('a refused deletion shows the server\'s words and keeps the user signed in', async () => {
    fetchMock.mockReturnValueOnce(signedIn());
    renderAccount();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    fetchMock.mockReturnValueOnce(answer(503, { error: MESSAGES.accountDeleteFailed }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, delete everything' }));
    expect(await screen.findByText(MESSAGES.accountDeleteFailed)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/account');
    expect(document.cookie).toContain('wonderkin-user-id=user-42');
  });
});
