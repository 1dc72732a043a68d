import { render, screen, waitFor, within } from '@testing-library/react';
import { clearCookies, fakeResponse, installFetch, withRouter } from '../lib/testing/fakes';
import { SiteFooter } from './SiteFooter';

const support = () => screen.getByRole('navigation', { name: 'Support' });

afterEach(() => clearCookies());

describe('SiteFooter account link (follows the signed-in state, like the header)', () => {
  it('offers a visitor Log In', () => {
    installFetch({});
    render(withRouter(<SiteFooter />));
    expect(within(support()).getByRole('link', { name: 'Log In' })).toBeInTheDocument();
    expect(within(support()).queryByRole('link', { name: 'My Account' })).not.toBeInTheDocument();
  });

  it('shows My Account and Log Out, never Log In, to a signed-in parent', async () => {
    document.cookie = 'wonderkin-user-id=user-1; path=/';
    installFetch({ 'GET /api/me': () => fakeResponse({ body: { signedIn: true, userId: 'user-1', email: 'parent@example.com' } }) });
    render(withRouter(<SiteFooter />));
    expect(within(support()).getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/account');
    expect(within(support()).getByRole('link', { name: 'Log Out' })).toHaveAttribute('href', '/logout');
    expect(within(support()).queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
  });

  it('shows Log In again when the session has ended, whatever the cookie says', async () => {
    document.cookie = 'wonderkin-user-id=user-1; path=/';
    installFetch({ 'GET /api/me': () => fakeResponse({ body: { signedIn: false } }) });
    render(withRouter(<SiteFooter />));
    await waitFor(() => expect(within(support()).getByRole('link', { name: 'Log In' })).toBeInTheDocument());
    expect(within(support()).queryByRole('link', { name: 'My Account' })).not.toBeInTheDocument();
  });
});
