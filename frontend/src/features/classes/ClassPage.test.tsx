import { MESSAGES, type ClassAssignment } from '@wonderkin/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeResponse, installFetch, withRouter, type Handler } from '../../lib/testing/fakes';
import ClassPage from './ClassPage';
import {
  AVA, CLASS_ID, LEO, MIA, VOLCANOES, assignmentFixture, bodyOf, classFixture, dashboardFixture, studentFixture,
} from './fixtures';

const CLASS_PATH = `/api/classes/${CLASS_ID}`;
const WORK_PATH = `/api/class-work/${CLASS_ID}`;

function setup(routes: Record<string, Handler> = {}, { assignments = [assignmentFixture()] as ClassAssignment[] } = {}) {
  const fetch = installFetch({
    [`GET ${CLASS_PATH}`]: () => fakeResponse({ body: classFixture() }),
    [`GET ${WORK_PATH}/assignments`]: () => fakeResponse({ body: { assignments } }),
    [`GET ${WORK_PATH}/dashboard`]: () => fakeResponse({ body: dashboardFixture() }),
    'GET /api/get-asks': () => fakeResponse({ body: { type: 'previous', data: [{ slug: 'abc123-why-do-volcanoes-erupt', question: 'Why do volcanoes erupt?' }] } }),
    ...routes,
  });
  render(withRouter(<ClassPage />, { path: `/classes/${CLASS_ID}`, pattern: '/classes/:classId' }));
  return fetch;
}

/** The results table's body, each row as the text of its cells. */
function resultRows(): string[][] {
  const table = screen.getByRole('table', { name: /Results of Year 2 Robins/ });
  const [, ...rows] = within(table).getAllByRole('row');
  return rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

const header = (name: string) => screen.getByRole('columnheader', { name });

describe('one class (/classes/:classId)', () => {
  it('shows the code and where to type it, and each student with their three pictures in order', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Year 2 Robins' })).toBeInTheDocument();
    expect(screen.getByText('HKR7QX')).toBeInTheDocument();
    expect(screen.getByText(/on the classroom device and type this code/)).toHaveTextContent('Open http://localhost/class on the classroom device and type this code.');

    const roster = screen.getByRole('heading', { level: 2, name: 'Students (3)' }).closest('section')!;
    const mia = within(roster).getByRole('listitem', { name: 'Mia' });
    expect(mia).toHaveTextContent('Ages 6-8');
    const pictures = within(mia).getByRole('list', { name: "Mia's pictures" });
    expect(within(pictures).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['🐱cat', '☀️sun', '⛵boat']);
    expect(within(roster).getByRole('listitem', { name: 'Ava' })).toHaveTextContent('Ages 9-12');
    expect(within(mia).getByRole('button', { name: 'New pictures for Mia' })).toBeInTheDocument();
    expect(within(mia).getByRole('button', { name: 'Remove Mia' })).toBeInTheDocument();
  });

  it('shows each student against each assignment and skill, and links the CSV', async () => {
    setup();
    await screen.findByRole('table', { name: /Results of Year 2 Robins/ });
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent?.replace(/[▲▼↕]/g, ''))).toEqual([
      'Student', 'Why do volcanoes erupt?', 'Why is the sky blue?', 'Recall', 'Vocabulary', 'Cause and effect', 'Sequence', 'Inference', 'Days in a row',
    ]);
    expect(resultRows()).toEqual([
      ['Ava', '1/2 so far', '—', '0/1', '—', '—', '—', '—', '1'],
      ['Leo', 'not started', '—', '—', '—', '—', '—', '—', '—'],
      ['Mia', '✓ 2/2', 'not started', '1/1', '—', '1/1', '—', '—', '3'],
    ]);
    expect(header('Student')).toHaveAttribute('aria-sort', 'ascending');
    const csv = screen.getByRole('link', { name: 'Download CSV' });
    expect(csv).toHaveAttribute('href', `${WORK_PATH}/dashboard.csv`);
    expect(csv).toHaveAttribute('download');
    expect(screen.getByRole('link', { name: 'Class report (PDF)' })).toHaveAttribute('href', `${WORK_PATH}/report.pdf?paper=letter`);
  });

  it('sorts the rows by an assignment column, then the other way round, then by name again', async () => {
    const user = userEvent.setup();
    setup();
    await screen.findByRole('table', { name: /Results of Year 2 Robins/ });
    const names = () => resultRows().map((row) => row[0]);

    await user.click(within(header('Why do volcanoes erupt?')).getByRole('button'));
    expect(names()).toEqual(['Leo', 'Ava', 'Mia']);
    expect(header('Why do volcanoes erupt?')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Student')).toHaveAttribute('aria-sort', 'none');

    await user.click(within(header('Why do volcanoes erupt?')).getByRole('button'));
    expect(names()).toEqual(['Mia', 'Ava', 'Leo']);
    expect(header('Why do volcanoes erupt?')).toHaveAttribute('aria-sort', 'descending');

    await user.click(within(header('Student')).getByRole('button'));
    expect(names()).toEqual(['Ava', 'Leo', 'Mia']);
  });

  it("adds a student: the server's refusal shows next to the form, then the student joins the roster", async () => {
    const user = userEvent.setup();
    let answer = fakeResponse({ status: 409, body: { error: MESSAGES.studentNameTaken } });
    const { callsTo } = setup({ [`POST ${CLASS_PATH}/students`]: () => answer });
    const form = await screen.findByRole('form', { name: 'Add a student' });
    await user.type(within(form).getByLabelText('First name or initial'), ' Mia ');
    await user.click(within(form).getByRole('button', { name: 'Add student' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(MESSAGES.studentNameTaken);
    expect(within(form).getByLabelText('First name or initial')).toHaveAttribute('aria-invalid', 'true');
    expect(bodyOf(callsTo('POST', `${CLASS_PATH}/students`)[0].init)).toEqual({ displayName: 'Mia' });

    answer = fakeResponse({ status: 201, body: studentFixture({ studentId: 'stu_33333333333333333333333333333333', displayName: 'Mia K.', ageRange: '3-5', pictures: ['ball', 'fish', 'car'] }) });
    await user.clear(within(form).getByLabelText('First name or initial'));
    await user.type(within(form).getByLabelText('First name or initial'), 'Mia K.');
    await user.selectOptions(within(form).getByLabelText('Age range'), '3-5');
    await user.click(within(form).getByRole('button', { name: 'Add student' }));
    const added = await screen.findByRole('listitem', { name: 'Mia K.' });
    expect(within(added).getByRole('list', { name: "Mia K.'s pictures" })).toHaveTextContent('⚽ball🐟fish🚗car');
    expect(bodyOf(callsTo('POST', `${CLASS_PATH}/students`)[1].init)).toEqual({ displayName: 'Mia K.', ageRange: '3-5' });
    expect(screen.getByRole('heading', { level: 2, name: 'Students (4)' })).toBeInTheDocument();
    expect(within(form).queryByRole('alert')).toBeNull();
  });

  it('gives a student new pictures, and removes one only after the confirm', async () => {
    const user = userEvent.setup();
    const { callsTo } = setup({
      [`POST ${CLASS_PATH}/students/${LEO}/pictures`]: () => fakeResponse({ body: studentFixture({ studentId: LEO, displayName: 'Leo', pictures: ['flower', 'moon', 'car'] }) }),
      [`DELETE ${CLASS_PATH}/students/${AVA}`]: () => fakeResponse({ status: 204 }),
    });
    await user.click(await screen.findByRole('button', { name: 'New pictures for Leo' }));
    await waitFor(() => expect(screen.getByRole('list', { name: "Leo's pictures" })).toHaveTextContent('🌸flower🌙moon🚗car'));

    await user.click(screen.getByRole('button', { name: 'Remove Ava' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Ava from Year 2 Robins?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo('DELETE', `${CLASS_PATH}/students/${AVA}`)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Remove Ava' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, remove' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Ava' })).toBeNull());
    expect(callsTo('DELETE', `${CLASS_PATH}/students/${AVA}`)).toHaveLength(1);
  });

  it('assigns one of the teacher\'s lessons to the whole class, or a pasted link to some students', async () => {
    const user = userEvent.setup();
    const sky = assignmentFixture({ assignmentId: 'casg_22222222222222222222222222222222', hashId: 'zzz999', title: 'How do bees fly?', studentIds: [MIA, LEO], dueOn: '2027-01-15' });
    let answer = fakeResponse({ status: 201, body: assignmentFixture() });
    const { callsTo } = setup({ [`POST ${WORK_PATH}/assignments`]: () => answer }, { assignments: [] });
    const form = await screen.findByRole('form', { name: 'Assign a lesson' });
    expect(await screen.findByText('No lesson assigned yet.')).toBeInTheDocument();
    await user.selectOptions(await within(form).findByLabelText('One of your lessons'), 'Why do volcanoes erupt?');
    await user.click(within(form).getByRole('button', { name: 'Assign' }));
    const list = await screen.findByRole('list', { name: 'Assignments' });
    expect(bodyOf(callsTo('POST', `${WORK_PATH}/assignments`)[0].init)).toEqual({ hashId: 'abc123' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('Why do volcanoes erupt?Due 10 Dec 2026 · The whole class');

    answer = fakeResponse({ status: 404, body: { error: MESSAGES.classLessonNotFound } });
    await user.type(within(form).getByLabelText('Or paste a lesson link'), 'http://localhost/ask/zzz999-how-do-bees-fly?from=share');
    await user.click(within(form).getByRole('radio', { name: 'Some students' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Mia' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Leo' }));
    await user.type(within(form).getByLabelText(/Due/), '2027-01-15');
    await user.click(within(form).getByRole('button', { name: 'Assign' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(MESSAGES.classLessonNotFound);
    expect(within(form).getByLabelText('Or paste a lesson link')).toHaveAttribute('aria-invalid', 'true');
    expect(bodyOf(callsTo('POST', `${WORK_PATH}/assignments`)[1].init)).toEqual({ hashId: 'zzz999', studentIds: [MIA, LEO], dueOn: '2027-01-15' });

    answer = fakeResponse({ status: 201, body: sky });
    await user.click(within(form).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('How do bees fly?Due 15 Jan 2027 · Mia and Leo');
  });

  it('removes an assignment after the confirm', async () => {
    const user = userEvent.setup();
    const { callsTo } = setup({ [`DELETE ${WORK_PATH}/assignments/${VOLCANOES}`]: () => fakeResponse({ status: 204 }) });
    await user.click(await screen.findByRole('button', { name: 'Remove assignment: Why do volcanoes erupt?' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Stop assigning “Why do volcanoes erupt?”?' })).getByRole('button', { name: 'Yes, remove' }));
    expect(await screen.findByText('No lesson assigned yet.')).toBeInTheDocument();
    expect(callsTo('DELETE', `${WORK_PATH}/assignments/${VOLCANOES}`)).toHaveLength(1);
  });

  it('archives the class, and copies it for next year (opening the copy)', async () => {
    const user = userEvent.setup();
    const copyId = 'class_99999999999999999999999999999999';
    const copy = classFixture({ classId: copyId, name: 'Year 2 Robins (copy)', code: 'MNP234' });
    const { callsTo } = setup({
      [`PATCH ${CLASS_PATH}`]: (_url, init) => fakeResponse({ body: classFixture(bodyOf(init).archived ? { archivedAt: '2027-07-20T10:00:00.000Z' } : {}) }),
      [`POST ${CLASS_PATH}/copy`]: () => fakeResponse({ status: 201, body: copy }),
      [`GET /api/classes/${copyId}`]: () => fakeResponse({ body: copy }),
      [`GET /api/class-work/${copyId}/assignments`]: () => fakeResponse({ body: { assignments: [] } }),
      [`GET /api/class-work/${copyId}/dashboard`]: () => fakeResponse({ body: { ...dashboardFixture(), classId: copyId, assignments: [] } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Archive class' }));
    expect(await screen.findByRole('button', { name: 'Bring back' })).toBeInTheDocument();
    expect(bodyOf(callsTo('PATCH', CLASS_PATH)[0].init)).toEqual({ archived: true });
    expect(screen.getByText(/This class is archived: its code opens nothing/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add a student' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New pictures for Mia' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Copy for next year' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Year 2 Robins (copy)' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/classes/${copyId}`);
    expect(screen.getByText('MNP234')).toBeInTheDocument();
  });

  it("another teacher's class (or none) is not found, in words", async () => {
    setup({ [`GET ${CLASS_PATH}`]: () => fakeResponse({ status: 404, body: { error: MESSAGES.classNotFound } }) });
    expect(await screen.findByText(MESSAGES.classNotFound)).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('link', { name: 'All your classes' })).toHaveAttribute('href', '/classes');
  });
});
