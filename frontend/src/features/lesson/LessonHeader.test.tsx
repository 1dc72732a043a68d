import { render, screen, waitFor, within } from '@testing-library/react';
import { clearCookies, fakeResponse, installFetch, withRouter } from '../../lib/testing/fakes';
import { ToastProvider } from '../../components';
import { LessonHeader } from './LessonHeader';

function renderHeader() {
  render(withRouter(<ToastProvider><LessonHeader path="/ask/abc123-why" /></ToastProvider>));
  return screen.getByRole('banner');
}

afterEach(() => clearCookies());

describe('LessonHeader (issue 19)', () => {
  it('offers a visitor Sign Up (the save-your-lessons dialog), beside Ask and Share link', () => {
    const { callsTo } = installFetch({});
    const header = renderHeader();
    expect(within(header).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/ask?register');
    expect(within(header).getByRole('link', { name: /Ask/ })).toHaveAttribute('href', '/ask');
    expect(within(header).getByRole('button', { name: 'Share link' })).toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: 'My Account' })).not.toBeInTheDocument();
    // Nobody has signed in in this browser: the session is not even asked.
    expect(callsTo('GET', '/api/me')).toHaveLength(0);
  });

  it('offers a signed-in parent their account, never Sign Up', async () => {
    document.cookie = 'wonderkin-user-id=user-1; path=/';
    installFetch({ 'GET /api/me': () => fakeResponse({ body: { signedIn: true, userId: 'user-1', email: 'parent@example.com' } }) });
    const header = renderHeader();
    expect(within(header).getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/account');
    expect(within(header).queryByRole('link', { name: 'Sign Up' })).not.toBeInTheDocument();
  });

  it('goes by the server session: a cookie left from an ended session shows Sign Up again', async () => {
    document.cookie = 'wonderkin-user-id=user-1; path=/';
    installFetch({ 'GET /api/me': () => fakeResponse({ body: { signedIn: false } }) });
    const header = renderHeader();
    await waitFor(() => expect(within(header).getByRole('link', { name: 'Sign Up' })).toBeInTheDocument());
    expect(within(header).queryByRole('link', { name: 'My Account' })).not.toBeInTheDocument();
  });
});
