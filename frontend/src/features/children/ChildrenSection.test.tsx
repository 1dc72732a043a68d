import { MESSAGES, type ChildProfile } from '@wonderkin/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { childFixture, OTHER_CHILD_ID } from '../../lib/testing/childFixture';
import { fakeResponse, installFetch, withRouter, type Handler } from '../../lib/testing/fakes';
import { ChildrenSection } from './ChildrenSection';

function setup(family: ChildProfile[], routes: Record<string, Handler> = {}) {
  let list = family;
  const fetch = installFetch({
    'GET /api/children': () => fakeResponse({ body: { children: list } }),
    ...routes,
  });
  render(withRouter(<ChildrenSection />, { path: '/account', pattern: '/account' }));
  return { ...fetch, setList: (next: ChildProfile[]) => (list = next) };
}

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body));

describe('Your children (My Account)', () => {
  it('lists each child with their details and links to their review cards and progress report', async () => {
    setup([childFixture({ supportNeeds: ['dyslexia-friendly'] }), childFixture({ childId: OTHER_CHILD_ID, firstName: undefined, ageRange: '9-12', interests: [], goals: [] })]);
    const maya = await screen.findByRole('listitem', { name: 'Maya' });
    expect(maya).toHaveTextContent('Ages 6-8');
    expect(maya).toHaveTextContent('Interests: dinosaurs, space');
    expect(maya).toHaveTextContent('Goals: Love of science');
    expect(maya).toHaveTextContent('Support: Dyslexia-friendly reading');
    expect(within(maya).getByRole('link', { name: 'Review cards of Maya' })).toHaveAttribute('href', '/review/child_0123456789abcdef0123456789abcdef');
    expect(within(maya).getByRole('link', { name: 'Progress report of Maya' })).toHaveAttribute('href', '/progress/child_0123456789abcdef0123456789abcdef');
    // A child without a first name is named by their age range.
    expect(screen.getByRole('listitem', { name: 'Your child (ages 9-12)' })).toBeInTheDocument();
  });

  it('adds a child: optional first name, age range, interests as tags, goals, note and support needs', async () => {
    const user = userEvent.setup();
    const added = childFixture({ firstName: 'Leo', ageRange: '3-5', interests: ['trains', 'rain'], goals: ['reading'], goalNote: 'Loves stories', supportNeeds: ['pre-reader'] });
    const { callsTo, setList } = setup([], {
      'POST /api/children': () => {
        setList([added]);
        return fakeResponse({ status: 201, body: added });
      },
    });
    expect(await screen.findByText(/Add a child to make lessons for them/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a child' }));
    const form = screen.getByRole('form', { name: 'Add a child' });
    const name = within(form).getByLabelText(/First name/);
    expect(name).toHaveAccessibleDescription(/We keep it with the age range, interests, goals and support needs below/);
    expect(name).not.toHaveAccessibleDescription(/only personal detail/);
    await user.type(name, 'Leo');
    await user.selectOptions(within(form).getByLabelText('Age range'), '3-5');
    const interests = within(form).getByLabelText('Interests');
    await user.type(interests, 'Trains{Enter}');
    await user.type(interests, 'trains{Enter}'); // already there in another case: not added twice
    expect(within(form).getByRole('status')).toHaveTextContent('That one is already there.');
    await user.type(interests, 'rain');
    expect(within(form).getByRole('list', { name: 'Interests added' })).toHaveTextContent('Trains');
    await user.click(within(within(form).getByRole('group', { name: 'Goals' })).getByLabelText('Read more'));
    await user.type(within(form).getByLabelText(/A goal in your own words/), 'Loves stories');
    await user.click(within(within(form).getByRole('group', { name: 'Support needs' })).getByLabelText('Pre-reader (read everything aloud)'));
    await user.click(within(form).getByLabelText(/Email me a weekly progress report/));
    await user.click(within(form).getByRole('button', { name: 'Add child' }));

    await screen.findByRole('listitem', { name: 'Leo' });
    // The interest typed but not yet added with Enter is saved too.
    expect(bodyOf(callsTo('POST', '/api/children')[0].init)).toEqual({
      firstName: 'Leo', ageRange: '3-5', interests: ['Trains', 'rain'], goals: ['reading'], goalNote: 'Loves stories', supportNeeds: ['pre-reader'], weeklyReportEmail: true,
    });
    expect(screen.getByText('Leo is added.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('keeps at most 8 interests and removes a tag with its button', async () => {
    const user = userEvent.setup();
    setup([]);
    await user.click(await screen.findByRole('button', { name: 'Add a child' }));
    const interests = screen.getByLabelText('Interests');
    for (let i = 1; i <= 9; i += 1) await user.type(interests, `topic ${i}{Enter}`);
    const tags = screen.getByRole('list', { name: 'Interests added' });
    expect(within(tags).getAllByRole('listitem')).toHaveLength(8);
    expect(within(screen.getByRole('form')).getByRole('status')).toHaveTextContent('That is 8 already');
    await user.click(screen.getByRole('button', { name: 'Remove topic 3' }));
    expect(within(tags).getAllByRole('listitem')).toHaveLength(7);
    expect(tags).not.toHaveTextContent('topic 3');
  });

  it('asks for the age range before sending, and shows the server\'s refusal next to the field it is about', async () => {
    const user = userEvent.setup();
    const { callsTo } = setup([], { 'POST /api/children': () => fakeResponse({ status: 400, body: { error: MESSAGES.childInterestWords } }) });
    await user.click(await screen.findByRole('button', { name: 'Add a child' }));
    await user.click(screen.getByRole('button', { name: 'Add child' }));
    const form = screen.getByRole('form', { name: 'Add a child' });
    expect(within(form).getByRole('alert')).toHaveTextContent(MESSAGES.childAgeRange);
    expect(screen.getByLabelText('Age range')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Age range')).toHaveAccessibleDescription(MESSAGES.childAgeRange);
    expect(callsTo('POST', '/api/children')).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText('Age range'), '6-8');
    await user.type(screen.getByLabelText('Interests'), '%%%{Enter}');
    await user.click(screen.getByRole('button', { name: 'Add child' }));
    expect(await within(form).findByText(MESSAGES.childInterestWords)).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Interests')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Interests')).toHaveAccessibleDescription(new RegExp(MESSAGES.childInterestWords.replace(/[().]/g, '.')));
    expect(screen.getByRole('form', { name: 'Add a child' })).toBeInTheDocument();
  });

  it('edits a child: every field is sent, an emptied first name removes it', async () => {
    const user = userEvent.setup();
    const { callsTo, setList } = setup([childFixture()], {
      'PATCH /api/children/child_0123456789abcdef0123456789abcdef': (_url, init) => {
        const saved = childFixture({ ...bodyOf(init), firstName: undefined });
        setList([saved]);
        return fakeResponse({ body: saved });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Maya' }));
    const form = screen.getByRole('form', { name: 'Edit child profile' });
    expect(within(form).getByLabelText('Age range')).toHaveValue('6-8');
    await user.clear(within(form).getByLabelText(/First name/));
    await user.selectOptions(within(form).getByLabelText('Age range'), '9-12');
    await user.click(within(form).getByRole('button', { name: 'Remove space' }));
    await user.click(within(form).getByLabelText('Larger text'));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await screen.findByRole('listitem', { name: 'Your child (ages 9-12)' });
    expect(bodyOf(callsTo('PATCH', '/api/children/child_0123456789abcdef0123456789abcdef')[0].init)).toEqual({
      firstName: '', ageRange: '9-12', interests: ['dinosaurs'], goals: ['science'], goalNote: '', supportNeeds: ['larger-text'], weeklyReportEmail: false,
    });
  });

  it('removes a child only after the confirm; Cancel removes nothing', async () => {
    const user = userEvent.setup();
    const { callsTo, setList } = setup([childFixture()], {
      'DELETE /api/children/child_0123456789abcdef0123456789abcdef': () => {
        setList([]);
        return fakeResponse({ status: 204 });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Maya' }));
    let dialog = screen.getByRole('dialog', { name: 'Remove Maya?' });
    expect(dialog).toHaveTextContent('quiz results, review cards and reports are deleted');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo('DELETE', '/api/children/child_0123456789abcdef0123456789abcdef')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove Maya' }));
    dialog = screen.getByRole('dialog', { name: 'Remove Maya?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, remove' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Maya' })).toBeNull());
    expect(callsTo('DELETE', '/api/children/child_0123456789abcdef0123456789abcdef')).toHaveLength(1);
    expect(screen.getByText('Maya is removed.')).toBeInTheDocument();
  });

  it('offers no ninth child', async () => {
    setup(Array.from({ length: 8 }, (_, i) => childFixture({ childId: `child_${String(i).repeat(32)}`, firstName: `Kid${i}` })));
    expect(await screen.findByRole('button', { name: 'Add a child' })).toBeDisabled();
    expect(screen.getByText(MESSAGES.tooManyChildren)).toBeInTheDocument();
  });

  it("shows what another feature adds for a child (extra) at the end of that child's card", async () => {
    installFetch({ 'GET /api/children': () => fakeResponse({ body: { children: [childFixture(), childFixture({ childId: OTHER_CHILD_ID, firstName: 'Leo' })] } }) });
    render(withRouter(<ChildrenSection extra={(child) => <p>Classes of {child.firstName}</p>} />, { path: '/account', pattern: '/account' }));
    expect(within(await screen.findByRole('listitem', { name: 'Maya' })).getByText('Classes of Maya')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Leo' })).getByText('Classes of Leo')).toBeInTheDocument();
  });
});
