import { MESSAGES, type ClassSummary } from '@wonderkin/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeResponse, installFetch, withRouter, type Handler } from '../../lib/testing/fakes';
import ClassesPage from './ClassesPage';
import { CLASS_ID, bodyOf, classFixture, classSummaryFixture } from './fixtures';

const TEACHER = { signedIn: true, userId: 'user_1', email: 'teacher@example.com' };

function setup({ me = TEACHER as object, classes = [] as ClassSummary[], routes = {} as Record<string, Handler> } = {}) {
  const fetch = installFetch({
    'GET /api/me': () => fakeResponse({ body: me }),
    'GET /api/classes': () => fakeResponse({ body: { classes } }),
    ...routes,
  });
  render(withRouter(<ClassesPage />, { path: '/classes', pattern: '/classes' }));
  return fetch;
}

describe('classes for teachers (/classes)', () => {
  it('with classes off: says what they give, turns them on, then offers to start a class', async () => {
    const user = userEvent.setup();
    const { callsTo } = setup({ routes: { 'PUT /api/account/educator': (_url, init) => fakeResponse({ body: bodyOf(init) }) } });
    const turnOn = await screen.findByRole('button', { name: 'Turn on classes for teachers' });
    expect(screen.getByRole('main')).toHaveTextContent(/first names only.*class code.*three pictures.*results dashboard/);
    expect(screen.queryByRole('form', { name: 'Start a class' })).toBeNull();
    expect(callsTo('GET', '/api/classes')).toHaveLength(0);

    await user.click(turnOn);
    expect(await screen.findByRole('form', { name: 'Start a class' })).toBeInTheDocument();
    expect(bodyOf(callsTo('PUT', '/api/account/educator')[0].init)).toEqual({ educator: true });
    expect(screen.queryByRole('button', { name: 'Turn on classes for teachers' })).toBeNull();
    expect(await screen.findByText(/No class yet/)).toBeInTheDocument();
  });

  it('creates a class: sends the name and age range, then lists it with its code', async () => {
    const user = userEvent.setup();
    const created = classFixture({ students: [] });
    const { callsTo } = setup({
      me: { ...TEACHER, educator: true },
      routes: { 'POST /api/classes': () => fakeResponse({ status: 201, body: created }) },
    });
    const form = await screen.findByRole('form', { name: 'Start a class' });
    await user.type(within(form).getByLabelText('Class name'), '  Year 2 Robins ');
    const age = within(form).getByLabelText('Age range');
    expect(within(age).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose…', 'Ages 3-5', 'Ages 6-8', 'Ages 9-12', 'Ages 13+']);
    await user.selectOptions(age, '6-8');
    await user.click(within(form).getByRole('button', { name: 'Start the class' }));

    const link = await screen.findByRole('link', { name: 'Year 2 Robins' });
    expect(bodyOf(callsTo('POST', '/api/classes')[0].init)).toEqual({ name: 'Year 2 Robins', ageRange: '6-8' });
    expect(link).toHaveAttribute('href', `/classes/${CLASS_ID}`);
    const card = screen.getByRole('listitem', { name: 'Year 2 Robins' });
    expect(card).toHaveTextContent('Ages 6-8 · 0 students · Code HKR7QX');
    expect(within(form).getByLabelText('Class name')).toHaveValue('');
  });

  it("shows the server's refusal next to the form, and asks for an age range before sending", async () => {
    const user = userEvent.setup();
    const { callsTo } = setup({
      me: { ...TEACHER, educator: true },
      routes: { 'POST /api/classes': () => fakeResponse({ status: 400, body: { error: MESSAGES.classNameInvalid } }) },
    });
    const form = await screen.findByRole('form', { name: 'Start a class' });
    await user.click(within(form).getByRole('button', { name: 'Start the class' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(MESSAGES.invalidAgeRange);
    expect(callsTo('POST', '/api/classes')).toHaveLength(0);

    await user.selectOptions(within(form).getByLabelText('Age range'), '3-5');
    await user.click(within(form).getByRole('button', { name: 'Start the class' }));
    expect(await within(form).findByText(MESSAGES.classNameInvalid)).toHaveAttribute('role', 'alert');
    expect(within(form).getByLabelText('Class name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('lists archived classes apart from the open ones', async () => {
    setup({
      me: { ...TEACHER, educator: true },
      classes: [
        classSummaryFixture({ classId: 'class_11111111111111111111111111111111', name: 'Year 3 Owls', studentCount: 1 }),
        classSummaryFixture({ name: 'Year 2 Robins', archivedAt: '2026-07-20T10:00:00.000Z' }),
      ],
    });
    const open = await screen.findByRole('region', { name: 'Your classes' });
    expect(within(open).getByRole('listitem', { name: 'Year 3 Owls' })).toHaveTextContent('1 student');
    expect(within(open).queryByText('Year 2 Robins')).toBeNull();
    const archived = screen.getByRole('region', { name: 'Archived classes' });
    expect(within(archived).getByRole('link', { name: 'Year 2 Robins' })).toHaveAttribute('href', `/classes/${CLASS_ID}`);
  });

  it('signed out: asks to sign in', async () => {
    setup({ me: { signedIn: false } });
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(main).toHaveTextContent(MESSAGES.signInRequired);
    expect(within(main).queryByRole('button', { name: 'Turn on classes for teachers' })).toBeNull();
  });
});
