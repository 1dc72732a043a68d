import { MESSAGES } from '@wonderkin/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeResponse, installFetch, withRouter, type Handler } from '../../lib/testing/fakes';
import { LEO, MAYA, bodyOf, onFourthOfDecember, sharedChildFixture } from './fixtures';
import SharedPage from './SharedPage';

function setup(routes: Record<string, Handler> = {}) {
  const children = [
    sharedChildFixture({ endsOn: '2027-06-30' }),
    sharedChildFixture({ childId: LEO, firstName: 'Leo', ageRange: '3-5' }),
    sharedChildFixture({ childId: 'child_11111111111111111111111111111111', firstName: 'Sam', grantId: 'grant_2', role: 'viewer', relation: 'grandparent' }),
  ];
  const fetch = installFetch({
    'GET /api/circle/shared': () => fakeResponse({ body: { children } }),
    ...routes,
  });
  render(withRouter(<SharedPage />, { path: '/shared', pattern: '/shared' }));
  return fetch;
}


onFourthOfDecember();

describe('children shared with you (/shared)', () => {
  it('lists each child with the role, since and until, and links to the report and review cards', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Children shared with you' })).toBeInTheDocument();
    const maya = await screen.findByRole('listitem', { name: 'Maya' });
    expect(maya).toHaveTextContent('Ages 6-8');
    expect(maya).toHaveTextContent('You are their tutor, as a helper');
    expect(maya).toHaveTextContent('Since 3 Dec, until the end of 30 Jun 2027');
    expect(within(maya).getByRole('link', { name: 'Progress report of Maya' })).toHaveAttribute('href', `/progress/${MAYA}`);
    expect(within(maya).getByRole('link', { name: 'Review cards of Maya' })).toHaveAttribute('href', `/review/${MAYA}`);
    expect(screen.getByRole('listitem', { name: 'Sam' })).toHaveTextContent('You are their grandparent, as a viewer');
  });

  it('asks for emails about new assignments, for every child of that invitation', async () => {
    const user = userEvent.setup();
    const { callsTo } = setup({ 'PUT /api/circle/shared/grant_1/notify': (_url, init) => fakeResponse({ body: bodyOf(init) }) });
    const maya = await screen.findByRole('listitem', { name: 'Maya' });
    await user.click(within(maya).getByRole('checkbox', { name: 'Email me about new assignments' }));
    await waitFor(() => expect(within(screen.getByRole('listitem', { name: 'Leo' })).getByRole('checkbox', { name: 'Email me about new assignments' })).toBeChecked());
    expect(bodyOf(callsTo('PUT', '/api/circle/shared/grant_1/notify')[0].init)).toEqual({ notifyAssignments: true });
    expect(within(screen.getByRole('listitem', { name: 'Sam' })).getByRole('checkbox')).not.toBeChecked();
  });

  it('leaves a circle only after the confirm', async () => {
    const user = userEvent.setup();
    const { callsTo } = setup({ 'DELETE /api/circle/shared/grant_1': () => fakeResponse({ status: 204 }) });
    await user.click(await screen.findByRole('button', { name: "Leave Maya's circle" }));
    const dialog = screen.getByRole('dialog', { name: 'Stop following Maya and Leo?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, leave' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Maya' })).toBeNull());
    expect(screen.queryByRole('listitem', { name: 'Leo' })).toBeNull();
    expect(screen.getByRole('listitem', { name: 'Sam' })).toBeInTheDocument();
    expect(callsTo('DELETE', '/api/circle/shared/grant_1')).toHaveLength(1);
  });

  it('signed out: asks to sign in', async () => {
    setup({ 'GET /api/circle/shared': () => fakeResponse({ status: 401, body: { error: MESSAGES.signInRequired } }) });
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(main).toHaveTextContent(MESSAGES.signInRequired);
  });
});
