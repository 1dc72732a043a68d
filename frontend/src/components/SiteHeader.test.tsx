import { render, screen, waitFor, within } from '@testing-library/react';
import { clearCookies, fakeResponse, installFetch, withRouter } from '../lib/testing/fakes';
import { SiteHeader } from './SiteHeader';

const nav = () => screen.getByRole('navigation', { name: 'Main' });

afterEach(() => clearCookies());

describe('SiteHeader account links (issue 19: never Sign Up to a signed-in parent)', () => {
  it('offers a visitor Log In and Sign Up', () => {
    installFetch({});
    render(withRouter(<SiteHeader />));
    expect(within(nav()).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(within(nav()).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/login');
  });

  it('offers a parent the server session signs in My Account and Log Out', () => {
    document.cookie = 'wonderkin-user-id=user-1; path=/';
    installFetch({ 'GET /api/me': () => fakeResponse({ body: { signedIn: true, userId: 'user-1', email: 'parent@example.com' } }) });
    render(withRouter(<SiteHeader />));
    expect(within(nav()).getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/account');
    expect(within(nav()).getByRole('link', { name: 'Log Out' })).toHaveAttribute('href', '/logout');
    expect(within(nav()).queryByRole('link', { name: 'Sign Up' })).not.toBeInTheDocument();
  });

  it('shows Log In and Sign Up again when the session has ended, whatever the cookie says', async () => {
    document.cookie = 'wonderkin-user-id=user-1; path=/';
    installFetch({ 'GET /api/me': () => fakeResponse({ body: { signedIn: false } }) });
    render(withRouter(<SiteHeader />));
    await waitFor(() => expect(within(nav()).getByRole('link', { name: 'Sign Up' })).toBeInTheDocument());
    expect(within(nav()).queryByRole('link', { name: 'My Account' })).not.toBeInTheDocument();
  });
});
