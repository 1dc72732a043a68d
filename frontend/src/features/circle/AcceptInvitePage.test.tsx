import { MESSAGES, type CareInvitePreview } from '@wonderkin/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCookies, fakeResponse, installFetch, withRouter, type Handler } from '../../lib/testing/fakes';
import AcceptInvitePage from './AcceptInvitePage';
import { LEO, MAYA, sharedChildFixture } from './fixtures';

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123';

const PREVIEW: CareInvitePreview = {
  email: 'ana@example.com', name: 'Ana', relation: 'tutor', role: 'helper', childNames: ['Maya', 'Leo'], endsOn: '2027-06-30', signedInAsOther: false,
};

function setup(routes: Record<string, Handler> = {}, path = `/circle/accept?invite=${TOKEN}`) {
  const fetch = installFetch({
    'POST /api/circle/invite-preview': () => fakeResponse({ body: PREVIEW }),
    'GET /api/me': () => fakeResponse({ body: { signedIn: true, userId: 'user-ana', email: 'ana@example.com' } }),
    ...routes,
  });
  render(withRouter(<AcceptInvitePage />, { path, pattern: '/circle/accept' }));
  return fetch;
}

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body));
/** The page's own message (the toast regions are a status and an alert too). */
const pageAlert = async () => within(screen.getByRole('main')).findByRole('alert');

afterEach(() => clearCookies());

describe('accepting an invitation (/circle/accept)', () => {
  it('shows what the invitation gives, then accepts it and links to the shared children', async () => {
    const user = userEvent.setup();
    const { callsTo } = setup({
      'POST /api/circle/accept': () => fakeResponse({ body: { children: [
        sharedChildFixture(),
        sharedChildFixture({ childId: LEO, firstName: 'Leo', ageRange: '3-5' }),
      ] } }),
    });
    expect(await screen.findByText(/A family invited you, as their tutor, to follow/)).toHaveTextContent('Maya and Leo');
    expect(screen.getByText(/Hello Ana/)).toBeInTheDocument();
    const terms = screen.getByText('Your role').closest('dl')!;
    expect(terms).toHaveTextContent('Helper: Sees all of that, and also gives assignments');
    expect(terms).toHaveTextContent('The end of 30 Jun 2027');
    expect(terms).toHaveTextContent('ana@example.com');
    expect(bodyOf(callsTo('POST', '/api/circle/invite-preview')[0].init)).toEqual({ token: TOKEN });
    // Opening the page spends nothing.
    expect(callsTo('POST', '/api/circle/accept')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await within(screen.getByRole('main')).findByRole('status')).toHaveTextContent('You accepted the invitation.');
    expect(bodyOf(callsTo('POST', '/api/circle/accept')[0].init)).toEqual({ token: TOKEN });
    const shared = screen.getByRole('list', { name: 'Children shared with you' });
    expect(within(shared).getByRole('link', { name: 'Progress report of Maya' })).toHaveAttribute('href', `/progress/${MAYA}`);
    expect(within(shared).getByRole('link', { name: 'Review cards of Maya' })).toHaveAttribute('href', `/review/${MAYA}`);
    expect(within(shared).getByRole('link', { name: 'Progress report of Leo' })).toHaveAttribute('href', `/progress/${LEO}`);
    expect(screen.getByRole('link', { name: 'All children shared with you' })).toHaveAttribute('href', '/shared');
    // Accepting signed this browser in: the hint cookie follows the session.
    expect(document.cookie).toContain('user-ana');
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('an expired or used link says so in words, and offers nothing to accept', async () => {
    setup({ 'POST /api/circle/invite-preview': () => fakeResponse({ status: 400, body: { error: MESSAGES.careInviteInvalid } }) });
    expect(await pageAlert()).toHaveTextContent(MESSAGES.careInviteInvalid);
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('a link without a token is not sent anywhere', async () => {
    const { calls } = setup({}, '/circle/accept');
    expect(await pageAlert()).toHaveTextContent(MESSAGES.careInviteInvalid);
    expect(calls).toHaveLength(0);
  });

  it('signed in as another account: asks to sign out first, and cannot accept', async () => {
    setup({ 'POST /api/circle/invite-preview': () => fakeResponse({ body: { ...PREVIEW, signedInAsOther: true } }) });
    expect(await pageAlert()).toHaveTextContent('This browser is signed in with another account. The invitation is for ana@example.com');
    expect(screen.getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', '/logout');
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('a refusal when accepting is shown in words', async () => {
    const user = userEvent.setup();
    setup({ 'POST /api/circle/accept': () => fakeResponse({ status: 409, body: { error: MESSAGES.careInviteOtherAccount } }) });
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await pageAlert()).toHaveTextContent(MESSAGES.careInviteOtherAccount);
  });
});
