import { MESSAGES } from '@wonderkin/shared';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithRouter } from '../../components/testing';
import AccountPage from './AccountPage';

type FetchMock = jest.Mock<Promise<unknown>, [string, RequestInit?]>;
const answer = (status: number, body: unknown) =>
  Promise.resolve({ ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body) });

let fetchMock: FetchMock;
/** What GET /api/account/contact answers (the phone section's own read, kept out of fetchMock's calls). */
let contact: { email: string; emailVerified: boolean; phone: string | null };
beforeEach(() => {
  fetchMock = jest.fn();
  contact = { email: 'parent@example.com', emailVerified: true, phone: null };
  (globalThis as { fetch?: unknown }).fetch = (url: string, init?: RequestInit) =>
    (url === '/api/account/contact' ? answer(200, contact) : fetchMock(url, init));
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

  test("'Your data', the delete section and the confirmation name the children's profiles and their progress", async () => {
    fetchMock.mockReturnValueOnce(signedIn());
    renderAccount();
    const data = (await screen.findByRole('heading', { name: 'Your data' })).closest('section')!;
    expect(data).toHaveTextContent("your children's profiles and their progress");
    const deletion = screen.getByRole('heading', { name: 'Delete my account' }).closest('section')!;
    expect(deletion).toHaveTextContent("your children's profiles and their progress");
    fireEvent.click(within(deletion).getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    expect(dialog).toHaveAccessibleDescription(/your children's profiles and their progress/);
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

  test('a phone is kept only after the texted code is typed (issue 18); it can be removed', async () => {
    fetchMock.mockReturnValueOnce(signedIn());
    renderAccount();
    const section = (await screen.findByRole('heading', { name: 'Texts when a creation is ready' })).parentElement!;
    fireEvent.change(await within(section).findByLabelText('Phone number'), { target: { value: '(415) 555-0100' } });
    fetchMock.mockReturnValueOnce(answer(202, { sent: true, phone: '+14155550100', expiresInSeconds: 600, message: MESSAGES.phoneCodeSent }));
    fireEvent.click(within(section).getByRole('button', { name: 'Text me a code' }));
    const codeField = await within(section).findByLabelText('Code from the text');
    expect(fetchMock).toHaveBeenLastCalledWith('/api/account/phone/code', expect.objectContaining({ method: 'POST', body: JSON.stringify({ phone: '(415) 555-0100' }) }));
    expect(within(section).getByText('+14155550100')).toBeInTheDocument();

    // A wrong code: the server's words, and the code can be typed again.
    fireEvent.change(codeField, { target: { value: '111111' } });
    fetchMock.mockReturnValueOnce(answer(400, { error: MESSAGES.phoneCodeWrong }));
    fireEvent.click(within(section).getByRole('button', { name: 'Verify my phone' }));
    expect(await within(section).findByText(MESSAGES.phoneCodeWrong)).toBeInTheDocument();

    fireEvent.change(codeField, { target: { value: '123456' } });
    fetchMock.mockReturnValueOnce(answer(200, { phone: '+14155550100', message: MESSAGES.phoneVerified }));
    contact = { ...contact, phone: '+14155550100' };
    fireEvent.click(within(section).getByRole('button', { name: 'Verify my phone' }));
    expect(await within(section).findByText(/Texts go to/)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenLastCalledWith('/api/account/phone/verify', expect.objectContaining({ body: JSON.stringify({ code: '123456' }) }));

    fetchMock.mockReturnValueOnce(answer(200, { phone: null, message: MESSAGES.phoneRemoved }));
    contact = { ...contact, phone: null };
    fireEvent.click(within(section).getByRole('button', { name: 'Remove my phone' }));
    expect(await within(section).findByLabelText('Phone number')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenLastCalledWith('/api/account/phone', expect.objectContaining({ method: 'DELETE' }));
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
