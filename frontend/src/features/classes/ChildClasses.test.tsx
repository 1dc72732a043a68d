import { MESSAGES, TEACHER_NEVER_SEES, TEACHER_SEES, type ChildClass } from '@wonderkin/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { childFixture } from '../../lib/testing/childFixture';
import { fakeResponse, installFetch, withRouter, type Handler } from '../../lib/testing/fakes';
import { ChildClasses } from './ChildClasses';
import { CLASS_ID, CODE, bodyOf } from './fixtures';

const MAYA = childFixture();
const CLASSES_PATH = `/api/children/${MAYA.childId}/classes`;
const OWLS_ID = 'class_fedcba9876543210fedcba9876543210';
const ROBINS: ChildClass = { classId: CLASS_ID, className: 'Year 2 Robins', joinedAt: '2026-11-02T09:00:00.000Z' };
const OWLS: ChildClass = { classId: OWLS_ID, className: 'Reading Owls', joinedAt: '2026-10-05T09:00:00.000Z' };

function setup(current: ChildClass[], routes: Record<string, Handler> = {}) {
  const fetch = installFetch({
    [`GET ${CLASSES_PATH}`]: () => fakeResponse({ body: { classes: current } }),
    [`GET /api/class-codes/${CODE}`]: () => fakeResponse({ body: { className: 'Year 2 Robins', ageRange: '6-8' } }),
    ...routes,
  });
  render(withRouter(<ChildClasses child={MAYA} />, { path: '/account', pattern: '/account' }));
  return fetch;
}

/** Opens Maya's "Join a class" form. */
async function openJoinForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Join a class for Maya' }));
  return screen.getByRole('form', { name: 'Join a class' });
}

describe("a child's classes (My Account)", () => {
  it('lists the classes the child is in, since when, each with a button to leave it', async () => {
    setup([ROBINS, OWLS]);
    const section = await screen.findByRole('region', { name: 'Classes of Maya' });
    const robins = await within(section).findByRole('listitem', { name: 'Year 2 Robins' });
    expect(robins).toHaveTextContent('Year 2 RobinsSince 2 Nov 2026');
    expect(within(robins).getByRole('button', { name: 'Leave class Year 2 Robins' })).toHaveTextContent('Leave class');
    expect(within(section).getByRole('listitem', { name: 'Reading Owls' })).toHaveTextContent('Since 5 Oct 2026');
  });

  it('lists the lessons each class set for the child, with how far they got, each opened at home for the child', async () => {
    setup([ROBINS, OWLS], {
      [`GET /api/progress/${MAYA.childId}/class-work`]: () => fakeResponse({ body: { assignments: [
        { assignmentId: 'casg_1', classId: CLASS_ID, className: 'Year 2 Robins', hashId: 'lessonVolcano', title: 'How Do Volcanoes Erupt?', questions: 4, dueOn: '2026-12-05', createdAt: '2026-11-30T09:00:00.000Z', result: { answered: 1, correct: 1, done: false } },
        { assignmentId: 'casg_2', classId: CLASS_ID, className: 'Year 2 Robins', hashId: 'lessonBees', title: 'Why Do Bees Buzz?', questions: 3, createdAt: '2026-11-20T09:00:00.000Z', result: { answered: 3, correct: 2, done: true } },
      ] } }),
    });
    const work = await screen.findByRole('list', { name: 'Lessons set for Maya' });
    const [volcanoes, bees] = within(work).getAllByRole('listitem');
    expect(volcanoes).toHaveTextContent('How Do Volcanoes Erupt?1 of 4 answered · due 5 Dec 2026Open');
    expect(within(volcanoes).getByRole('link', { name: 'Open "How Do Volcanoes Erupt?" for Maya' })).toHaveAttribute('href', `/ask/lessonVolcano?for=${MAYA.childId}`);
    expect(bees).toHaveTextContent('Why Do Bees Buzz?Done: 2 of 3 rightOpen again');
    // Reading Owls set nothing yet.
    expect(within(screen.getByRole('listitem', { name: 'Reading Owls' })).getByText('No lessons set yet.')).toBeInTheDocument();
  });

  it('says when the child is in no class', async () => {
    setup([]);
    expect(await screen.findByText(/Not in a class/)).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('joins a class: the code shows the class and what the teacher sees, and { code, approve: true } goes only after the tick', async () => {
    const user = userEvent.setup();
    const joined: ChildClass = { classId: CLASS_ID, className: 'Year 2 Robins', joinedAt: '2026-12-03T10:00:00.000Z' };
    const { callsTo } = setup([OWLS], { [`POST ${CLASSES_PATH}`]: () => fakeResponse({ status: 201, body: joined }) });
    const form = await openJoinForm(user);
    const code = within(form).getByLabelText('Class code');
    expect(code).toHaveFocus();
    expect(code).toHaveAccessibleDescription(/6 letters and numbers/);
    expect(within(form).queryByRole('button', { name: 'Join class' })).toBeNull();

    // Typed as a teacher may write it on the board: small letters, a hyphen.
    await user.type(code, 'hkr-7qx');
    await user.click(within(form).getByRole('button', { name: 'Check code' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Year 2 Robins · Ages 6-8');
    expect(callsTo('GET', `/api/class-codes/${CODE}`)).toHaveLength(1);

    const box = within(form).getByRole('group', { name: 'What the teacher sees' });
    expect(within(within(box).getByRole('list', { name: 'The teacher will see:' })).getAllByRole('listitem').map((item) => item.textContent))
      .toEqual([...TEACHER_SEES]);
    expect(within(within(box).getByRole('list', { name: 'The teacher never sees:' })).getAllByRole('listitem').map((item) => item.textContent))
      .toEqual([...TEACHER_NEVER_SEES]);

    const join = within(form).getByRole('button', { name: 'Join class' });
    const agree = within(box).getByRole('checkbox', { name: 'I agree that the teacher sees this' });
    expect(agree).not.toBeChecked();
    expect(join).toBeDisabled();
    await user.click(join);
    expect(callsTo('POST', CLASSES_PATH)).toHaveLength(0);

    await user.click(agree);
    expect(join).toBeEnabled();
    await user.click(join);

    const robins = await screen.findByRole('listitem', { name: 'Year 2 Robins' });
    expect(robins).toHaveTextContent('Since 3 Dec 2026');
    expect(callsTo('POST', CLASSES_PATH)).toHaveLength(1);
    expect(bodyOf(callsTo('POST', CLASSES_PATH)[0].init)).toEqual({ code: CODE, approve: true });
    expect(screen.getByText('Maya joined Year 2 Robins.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Join a class' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Join a class for Maya' })).toHaveFocus();
    // The class the child was in already stays.
    expect(screen.getByRole('listitem', { name: 'Reading Owls' })).toBeInTheDocument();
  });

  it('takes the class and the tick away when the code is changed after the check', async () => {
    const user = userEvent.setup();
    setup([]);
    const form = await openJoinForm(user);
    await user.type(within(form).getByLabelText('Class code'), CODE);
    await user.click(within(form).getByRole('button', { name: 'Check code' }));
    await user.click(await within(form).findByRole('checkbox', { name: 'I agree that the teacher sees this' }));

    await user.type(within(form).getByLabelText('Class code'), '{Backspace}');
    expect(within(form).queryByText('Year 2 Robins')).toBeNull();
    expect(within(form).queryByRole('checkbox')).toBeNull();
    expect(within(form).queryByRole('button', { name: 'Join class' })).toBeNull();
  });

  it('shows MESSAGES.classCodeInvalid for a code that opens no class, and for one that cannot be a code', async () => {
    const user = userEvent.setup();
    const { callsTo } = setup([], { 'GET /api/class-codes/ABCDEF': () => fakeResponse({ status: 404, body: { error: MESSAGES.classCodeInvalid } }) });
    const form = await openJoinForm(user);
    const code = within(form).getByLabelText('Class code');

    await user.type(code, 'ABCDEF');
    await user.click(within(form).getByRole('button', { name: 'Check code' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(MESSAGES.classCodeInvalid);
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveAccessibleDescription(new RegExp(MESSAGES.classCodeInvalid.replace(/[.:]/g, '\\$&')));
    expect(callsTo('GET', '/api/class-codes/ABCDEF')).toHaveLength(1);
    expect(within(form).queryByRole('checkbox')).toBeNull();
    expect(within(form).queryByRole('button', { name: 'Join class' })).toBeNull();

    // Too short (and with a look-alike O): said at once, nothing asked.
    await user.clear(code);
    expect(within(form).queryByRole('alert')).toBeNull();
    await user.type(code, 'HKO');
    await user.click(within(form).getByRole('button', { name: 'Check code' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(MESSAGES.classCodeInvalid);
    expect(callsTo('GET', '/api/class-codes/HKO')).toHaveLength(0);
    expect(callsTo('POST', CLASSES_PATH)).toHaveLength(0);
  });

  it("shows the server's refusal to join in its words and keeps the form", async () => {
    const user = userEvent.setup();
    setup([], { [`POST ${CLASSES_PATH}`]: () => fakeResponse({ status: 409, body: { error: MESSAGES.classFull } }) });
    const form = await openJoinForm(user);
    await user.type(within(form).getByLabelText('Class code'), CODE);
    await user.click(within(form).getByRole('button', { name: 'Check code' }));
    await user.click(await within(form).findByRole('checkbox', { name: 'I agree that the teacher sees this' }));
    await user.click(within(form).getByRole('button', { name: 'Join class' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(MESSAGES.classFull);
    expect(screen.queryByRole('listitem', { name: 'Year 2 Robins' })).toBeNull();
    expect(screen.getByText(/Not in a class/)).toBeInTheDocument();
  });

  it('leaves a class only after the confirm, which says the teacher will no longer see the answers', async () => {
    const user = userEvent.setup();
    const { callsTo } = setup([ROBINS, OWLS], { [`DELETE ${CLASSES_PATH}/${CLASS_ID}`]: () => fakeResponse({ status: 204 }) });
    await user.click(await screen.findByRole('button', { name: 'Leave class Year 2 Robins' }));
    let dialog = screen.getByRole('dialog', { name: 'Leave Year 2 Robins?' });
    expect(dialog).toHaveAccessibleDescription(/the teacher no longer sees Maya's answers/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo('DELETE', `${CLASSES_PATH}/${CLASS_ID}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Leave class Year 2 Robins' }));
    dialog = screen.getByRole('dialog', { name: 'Leave Year 2 Robins?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, leave class' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Year 2 Robins' })).toBeNull());
    expect(callsTo('DELETE', `${CLASSES_PATH}/${CLASS_ID}`)).toHaveLength(1);
    expect(screen.getByRole('listitem', { name: 'Reading Owls' })).toBeInTheDocument();
    expect(screen.getByText('Maya left Year 2 Robins.')).toBeInTheDocument();
  });
});
