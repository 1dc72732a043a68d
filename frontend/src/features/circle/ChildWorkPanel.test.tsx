import { MESSAGES, type Assignment, type CareNote } from '@wonderkin/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { childFixture } from '../../lib/testing/childFixture';
import { fakeResponse, installFetch, withRouter, type Handler } from '../../lib/testing/fakes';
import { ChildWorkPanel } from './ChildWorkPanel';
import { MAYA, bodyOf, onFourthOfDecember } from './fixtures';

const ASSIGNMENT: Assignment = {
  assignmentId: 'asg_0123456789abcdef0123456789abcdef', childId: MAYA, kind: 'question', text: 'Why do volcanoes erupt?',
  dueOn: '2026-12-10', by: 'Family', createdAt: '2026-12-02T10:00:00.000Z',
};
const NOTE: CareNote = { noteId: 'note_0123456789abcdef0123456789abcdef', childId: MAYA, text: 'Maya loved the volcano lesson.', by: 'Ana (tutor)', createdAt: '2026-12-02T14:05:00' };

/** GET /api/children/:childId as the family reads it, or as someone in its circle with `role`. */
const profileAs = (role: 'parent' | 'viewer' | 'helper') => (role === 'parent'
  ? childFixture()
  : { childId: MAYA, firstName: 'Maya', ageRange: '6-8', access: { role, relation: 'tutor' } });

function setup(role: 'parent' | 'viewer' | 'helper', routes: Record<string, Handler> = {}, { assignments = [ASSIGNMENT], notes = [NOTE] } = {}) {
  const fetch = installFetch({
    [`GET /api/children/${MAYA}`]: () => fakeResponse({ body: profileAs(role) }),
    [`GET /api/progress/${MAYA}/assignments`]: () => fakeResponse({ body: { assignments } }),
    [`GET /api/progress/${MAYA}/notes`]: () => fakeResponse({ body: { notes } }),
    ...routes,
  });
  render(withRouter(<ChildWorkPanel childId={MAYA} />, { path: `/progress/${MAYA}`, pattern: '/progress/:childId' }));
  return fetch;
}


onFourthOfDecember();

describe("a child's assignments and notes", () => {
  it('a viewer reads them but sees no form to add, no done box and nothing to remove', async () => {
    setup('viewer');
    const list = await screen.findByRole('list', { name: 'Assignments' });
    const item = within(list).getByRole('listitem');
    expect(item).toHaveTextContent('Question to ask: Why do volcanoes erupt?');
    expect(item).toHaveTextContent('From Family · 2 Dec · due 10 Dec 2026');
    expect(item).toHaveTextContent('Not done yet');
    expect(within(screen.getByRole('list', { name: 'Notes' })).getByRole('listitem')).toHaveTextContent('Maya loved the volcano lesson.By Ana (tutor) · 2 Dec 14:05');
    // The access answer is in before the forms would show: wait for it to be asked, then make sure none appeared.
    await waitFor(() => expect(screen.getByText(/You can read the assignments and notes/)).toBeInTheDocument());
    expect(screen.queryByRole('form', { name: 'Give an assignment' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Add a note' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Ask it now/ })).toBeNull();
  });

  it('a helper adds an assignment, marks one done and adds a note', async () => {
    const user = userEvent.setup();
    const added: Assignment = { assignmentId: 'asg_fedcba9876543210fedcba9876543210', childId: MAYA, kind: 'creation', text: 'A story about the ocean', dueOn: '2026-12-20', by: 'You', createdAt: '2026-12-04T12:00:00.000Z' };
    const { callsTo } = setup('helper', {
      [`POST /api/progress/${MAYA}/assignments`]: () => fakeResponse({ status: 201, body: added }),
      [`PATCH /api/progress/${MAYA}/assignments/${ASSIGNMENT.assignmentId}`]: () => fakeResponse({ body: { ...ASSIGNMENT, doneAt: '2026-12-04T12:00:00.000Z' } }),
      [`POST /api/progress/${MAYA}/notes`]: (_url, init) => fakeResponse({ status: 201, body: { ...NOTE, noteId: 'note_fedcba9876543210fedcba9876543210', text: bodyOf(init).text, by: 'You' } }),
    });
    const form = await screen.findByRole('form', { name: 'Give an assignment' });
    await user.selectOptions(within(form).getByLabelText('What kind'), 'creation');
    await user.type(within(form).getByLabelText('Topic'), '  A story about the ocean ');
    await user.type(within(form).getByLabelText(/Due/), '2026-12-20');
    await user.click(within(form).getByRole('button', { name: 'Add assignment' }));

    const list = screen.getByRole('list', { name: 'Assignments' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(bodyOf(callsTo('POST', `/api/progress/${MAYA}/assignments`)[0].init)).toEqual({ kind: 'creation', text: 'A story about the ocean', dueOn: '2026-12-20' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Something to make: A story about the ocean');
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('From You');
    // Their own assignment they may remove; the family's they may not.
    expect(screen.getByRole('button', { name: 'Remove assignment: Something to make: A story about the ocean' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove assignment: Question to ask: Why do volcanoes erupt?' })).toBeNull();
    // Only the family asks a question from here.
    expect(screen.queryByRole('link', { name: /Ask it now/ })).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Done: Question to ask: Why do volcanoes erupt?' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Done: Question to ask: Why do volcanoes erupt?' })).toBeChecked());
    expect(bodyOf(callsTo('PATCH', `/api/progress/${MAYA}/assignments/${ASSIGNMENT.assignmentId}`)[0].init)).toEqual({ done: true });

    const noteForm = screen.getByRole('form', { name: 'Add a note' });
    await user.type(within(noteForm).getByLabelText('Add a note'), 'Practised reading for 20 minutes.');
    await user.click(within(noteForm).getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Notes' })).getAllByRole('listitem')).toHaveLength(2));
    expect(within(screen.getByRole('list', { name: 'Notes' })).getAllByRole('listitem')[0]).toHaveTextContent('Practised reading for 20 minutes.By You');
  });

  it("shows the server's refusal in words", async () => {
    const user = userEvent.setup();
    setup('helper', { [`POST /api/progress/${MAYA}/assignments`]: () => fakeResponse({ status: 400, body: { error: MESSAGES.assignmentTextRequired } }) });
    const form = await screen.findByRole('form', { name: 'Give an assignment' });
    await user.click(within(form).getByRole('button', { name: 'Add assignment' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(MESSAGES.assignmentTextRequired);
    expect(within(form).getByLabelText('The question')).toHaveAttribute('aria-invalid', 'true');
  });

  it('the family asks an assigned question now (the ask page gets the question and the child) and removes any note', async () => {
    const user = userEvent.setup();
    const { callsTo } = setup('parent', { [`DELETE /api/progress/${MAYA}/notes/${NOTE.noteId}`]: () => fakeResponse({ status: 204 }) });
    await user.click(await screen.findByRole('button', { name: /Remove note by Ana \(tutor\)/ }));
    await waitFor(() => expect(screen.getByText('No notes yet.')).toBeInTheDocument());
    expect(callsTo('DELETE', `/api/progress/${MAYA}/notes/${NOTE.noteId}`)).toHaveLength(1);

    const ask = screen.getByRole('link', { name: 'Ask it now: Why do volcanoes erupt?' });
    expect(ask).toHaveAttribute('href', '/ask');
    await user.click(ask);
    expect(screen.getByTestId('location')).toHaveTextContent('/ask');
    expect(JSON.parse(screen.getByTestId('location').getAttribute('data-state')!)).toEqual({ question: 'Why do volcanoes erupt?', childId: MAYA });
  });
});
