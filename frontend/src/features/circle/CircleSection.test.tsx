import { MESSAGES, type CareGrant } from '@wonderkin/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { childFixture } from '../../lib/testing/childFixture';
import { fakeResponse, installFetch, withRouter, type Handler } from '../../lib/testing/fakes';
import { CircleSection } from './CircleSection';
import { LEO, MAYA, bodyOf, grantFixture, onFourthOfDecember, sharedChildFixture } from './fixtures';

function setup({ family = [childFixture(), childFixture({ childId: LEO, firstName: 'Leo', ageRange: '3-5' })], grants = [] as CareGrant[], routes = {} as Record<string, Handler> } = {}) {
  const fetch = installFetch({
    'GET /api/children': () => fakeResponse({ body: { children: family } }),
    'GET /api/circle': () => fakeResponse({ body: { grants } }),
    'GET /api/circle/shared': () => fakeResponse({ body: { children: [] } }),
    ...routes,
  });
  render(withRouter(<CircleSection />, { path: '/account', pattern: '/account' }));
  return fetch;
}


onFourthOfDecember();

describe('People who help with your children (My Account)', () => {
  it('a tutor with no children of their own is led to the children families shared with them', async () => {
    setup({ family: [], routes: { 'GET /api/circle/shared': () => fakeResponse({ body: { children: [sharedChildFixture({ firstName: 'Sam' })] } }) } });
    expect(await screen.findByText(/Sam is shared with you/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'see the children shared with you' })).toHaveAttribute('href', '/shared');
  });

  it('invites someone: the form sends the right body and the new person shows in the list', async () => {
    const user = userEvent.setup();
    const invited = grantFixture({ grantId: 'grant_2', name: 'Grandpa Joe', email: 'joe@example.com', relation: 'grandparent', role: 'helper', status: 'invited', acceptedAt: undefined, endsOn: '2027-06-30', children: [{ childId: LEO, firstName: 'Leo' }] });
    const { callsTo } = setup({ routes: { 'POST /api/circle/invites': () => fakeResponse({ status: 201, body: invited }) } });
    expect(await screen.findByRole('heading', { level: 2, name: 'People who help with your children' })).toBeInTheDocument();
    expect(await screen.findByText(/Nobody yet/)).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Invite someone' });
    await user.type(within(form).getByLabelText('Their email'), ' joe@example.com ');
    await user.type(within(form).getByLabelText('Their name'), 'Grandpa Joe');
    const relation = within(form).getByLabelText('Who they are');
    expect(within(relation).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose…', 'Caregiver or nanny', 'Tutor', 'Teacher', 'Grandparent', 'Other family']);
    await user.selectOptions(relation, 'grandparent');
    const roles = within(form).getByRole('group', { name: 'What they may do' });
    expect(within(roles).getByRole('radio', { name: /Viewer/ })).toBeChecked();
    expect(within(roles).getByRole('radio', { name: /Helper/ })).toHaveAccessibleDescription(/gives assignments/);
    await user.click(within(roles).getByRole('radio', { name: /Helper/ }));
    const children = within(form).getByRole('group', { name: 'Which children' });
    await user.click(within(children).getByRole('checkbox', { name: 'Leo' }));
    await user.type(within(form).getByLabelText(/Last day of access/), '2027-06-30');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));

    const card = await screen.findByRole('listitem', { name: 'Grandpa Joe (grandparent)' });
    expect(bodyOf(callsTo('POST', '/api/circle/invites')[0].init)).toEqual({
      email: 'joe@example.com', name: 'Grandpa Joe', relation: 'grandparent', role: 'helper', childIds: [LEO], endsOn: '2027-06-30',
    });
    expect(card).toHaveTextContent('Invitation sent 1 Dec');
    expect(card).toHaveTextContent('joe@example.com');
    expect(card).toHaveTextContent('Role: Helper');
    expect(card).toHaveTextContent('Children: Leo');
    expect(card).toHaveTextContent('Access until 30 Jun 2027');
    expect(screen.getByText('Invitation sent to joe@example.com.')).toBeInTheDocument();
    // The form is empty again for the next person.
    expect(within(form).getByLabelText('Their email')).toHaveValue('');
  });

  it('says what the server refused, in its words, and asks for a child before sending', async () => {
    const user = userEvent.setup();
    const { callsTo } = setup({ routes: { 'POST /api/circle/invites': () => fakeResponse({ status: 409, body: { error: MESSAGES.careAlreadyInvited } }) } });
    const form = await screen.findByRole('form', { name: 'Invite someone' });
    await user.type(within(form).getByLabelText('Their email'), 'ana@example.com');
    await user.type(within(form).getByLabelText('Their name'), 'Ana');
    await user.selectOptions(within(form).getByLabelText('Who they are'), 'tutor');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(MESSAGES.careChildrenRequired);
    expect(callsTo('POST', '/api/circle/invites')).toHaveLength(0);

    await user.click(within(form).getByRole('checkbox', { name: 'Maya' }));
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText(MESSAGES.careAlreadyInvited)).toHaveAttribute('role', 'alert');
    expect(within(form).getByLabelText('Their email')).toHaveAttribute('aria-invalid', 'true');
    expect(bodyOf(callsTo('POST', '/api/circle/invites')[0].init)).toEqual({ email: 'ana@example.com', name: 'Ana', relation: 'tutor', role: 'viewer', childIds: [MAYA] });
  });

  it('removes access only after the confirm, then shows the person as revoked', async () => {
    const user = userEvent.setup();
    const { callsTo } = setup({
      grants: [grantFixture()],
      routes: { 'DELETE /api/circle/grants/grant_1': () => fakeResponse({ body: grantFixture({ status: 'revoked', endedAt: '2026-12-04T11:00:00.000Z' }) }) },
    });
    const card = await screen.findByRole('listitem', { name: 'Ana (tutor)' });
    expect(card).toHaveTextContent('Active since 3 Dec');

    await user.click(within(card).getByRole('button', { name: 'Remove access for Ana' }));
    let dialog = screen.getByRole('dialog', { name: "Remove Ana's access?" });
    expect(dialog).toHaveTextContent('Ana can no longer see Maya from now on.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo('DELETE', '/api/circle/grants/grant_1')).toHaveLength(0);

    await user.click(within(card).getByRole('button', { name: 'Remove access for Ana' }));
    dialog = screen.getByRole('dialog', { name: "Remove Ana's access?" });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, remove access' }));
    await waitFor(() => expect(screen.getByRole('listitem', { name: 'Ana (tutor)' })).toHaveTextContent('Revoked'));
    expect(callsTo('DELETE', '/api/circle/grants/grant_1')).toHaveLength(1);
    const revoked = screen.getByRole('listitem', { name: 'Ana (tutor)' });
    // Nothing left to change for a revoked person; what they did stays readable.
    expect(within(revoked).queryByRole('button', { name: 'Remove access for Ana' })).toBeNull();
    expect(within(revoked).queryByLabelText('Role of Ana')).toBeNull();
    expect(within(revoked).getByRole('button', { name: /What they did/ })).toBeInTheDocument();
    expect(screen.getByText('Ana no longer has access.')).toBeInTheDocument();
  });

  it("changes someone's role", async () => {
    const user = userEvent.setup();
    const { callsTo } = setup({
      grants: [grantFixture()],
      routes: { 'PATCH /api/circle/grants/grant_1': (_url, init) => fakeResponse({ body: grantFixture({ role: bodyOf(init).role }) }) },
    });
    const card = await screen.findByRole('listitem', { name: 'Ana (tutor)' });
    await user.selectOptions(within(card).getByLabelText('Role of Ana'), 'helper');
    await waitFor(() => expect(card).toHaveTextContent('Role: Helper'));
    expect(bodyOf(callsTo('PATCH', '/api/circle/grants/grant_1')[0].init)).toEqual({ role: 'helper' });
  });

  it('lists what a person did, in words, when asked', async () => {
    const user = userEvent.setup();
    const { callsTo } = setup({
      grants: [grantFixture()],
      routes: {
        'GET /api/circle/activity': () => fakeResponse({ body: { activity: [
          { at: '2026-12-02T14:05:00', grantId: 'grant_1', who: 'Ana (tutor)', action: 'assigned', childId: MAYA, childName: 'Maya', detail: 'question: why do volcanoes erupt' },
          { at: '2026-12-02T13:00:00', grantId: 'grant_1', who: 'Ana (tutor)', action: 'viewed-report', childId: MAYA, childName: 'Maya' },
          { at: '2026-12-01T09:30:00', grantId: 'grant_1', who: 'Ana (tutor)', action: 'accepted' },
        ] } }),
      },
    });
    const card = await screen.findByRole('listitem', { name: 'Ana (tutor)' });
    const toggle = within(card).getByRole('button', { name: /What they did/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(callsTo('GET', '/api/circle/activity')).toHaveLength(0);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = await within(card).findByRole('list');
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Assigned Maya a question: why do volcanoes erupt · 2 Dec 14:05',
      "Viewed Maya's report · 2 Dec 13:00",
      'Accepted the invitation · 1 Dec 09:30',
    ]);
    expect(callsTo('GET', '/api/circle/activity')[0].url.searchParams.get('grantId')).toBe('grant_1');
  });

  it('a family without children is asked to add one first', async () => {
    setup({ family: [] });
    expect(await screen.findByText(/Add a child first/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Invite someone' })).toBeNull();
  });

  it('shows ended, left and revoked people in words', async () => {
    setup({ grants: [
      grantFixture({ grantId: 'g1', name: 'Bea', status: 'expired', endsOn: '2026-11-30' }),
      grantFixture({ grantId: 'g2', name: 'Cal', status: 'left', endedAt: '2026-12-02T10:00:00.000Z' }),
    ] });
    expect(await screen.findByRole('listitem', { name: 'Bea (tutor)' })).toHaveTextContent('Ended');
    expect(screen.getByRole('listitem', { name: 'Bea (tutor)' })).toHaveTextContent('Access ended after 30 Nov 2026');
    expect(screen.getByRole('listitem', { name: 'Cal (tutor)' })).toHaveTextContent('Left');
  });
});
