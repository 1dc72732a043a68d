import { MESSAGES, type ClassDeviceStudent } from '@wonderkin/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeResponse, installFetch, withRouter, type Handler } from '../../lib/testing/fakes';
import ClassDevicePage from './ClassDevicePage';
import { CLASS_ID, CODE, LEO, MIA, SKY, VOLCANOES, bodyOf, studentWorkFixture } from './fixtures';

const ROSTER = { className: 'Year 2 Robins', students: [{ studentId: MIA, displayName: 'Mia' }, { studentId: LEO, displayName: 'Leo' }] };
const SIGNED_IN_MIA: ClassDeviceStudent = { studentId: MIA, displayName: 'Mia', ageRange: '6-8', classId: CLASS_ID, className: 'Year 2 Robins' };
const signedOut = () => fakeResponse({ status: 401, body: { error: MESSAGES.classDeviceSignInRequired } });

function setup(routes: Record<string, Handler> = {}) {
  const fetch = installFetch({
    'GET /api/class-device/me': signedOut,
    'POST /api/class-device/open': (_url, init) => (bodyOf(init).code === CODE
      ? fakeResponse({ body: ROSTER })
      : fakeResponse({ status: 404, body: { error: MESSAGES.classCodeInvalid } })),
    'GET /api/class-work/mine': () => fakeResponse({ body: studentWorkFixture() }),
    ...routes,
  });
  render(withRouter(<ClassDevicePage />, { path: '/class', pattern: '/class' }));
  return fetch;
}

const slots = () => within(screen.getByRole('list', { name: 'Your pictures' })).getAllByRole('listitem').map((slot) => slot.textContent);

afterEach(() => sessionStorage.clear());

describe('the classroom device (/class)', () => {
  it('opens the class by its code, then a child taps their name and three pictures and sees their work', async () => {
    const user = userEvent.setup();
    const { callsTo } = setup({ 'POST /api/class-device/sign-in': () => fakeResponse({ body: SIGNED_IN_MIA }) });
    const code = await screen.findByLabelText('Class code');
    await user.type(code, 'hkr 7qx');
    expect(code).toHaveValue('HKR 7QX');
    await user.click(screen.getByRole('button', { name: 'Open class' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Year 2 Robins' })).toBeInTheDocument();
    expect(bodyOf(callsTo('POST', '/api/class-device/open')[0].init)).toEqual({ code: CODE });
    expect(sessionStorage.getItem('wonderkin-class-code')).toBe(CODE);
    await user.click(screen.getByRole('button', { name: 'Mia' }));

    expect(screen.getByRole('heading', { level: 1, name: 'Hi Mia! Tap your 3 pictures' })).toBeInTheDocument();
    const grid = screen.getAllByRole('list').find((list) => within(list).queryByRole('button', { name: 'cat' }))!;
    expect(within(grid).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(
      ['cat', 'dog', 'fish', 'star', 'sun', 'moon', 'tree', 'flower', 'car', 'boat', 'apple', 'ball'],
    );
    expect(slots()).toEqual(['empty', 'empty', 'empty']);
    await user.click(screen.getByRole('button', { name: 'cat' }));
    await user.click(screen.getByRole('button', { name: 'sun' }));
    expect(slots()).toEqual(['🐱cat', '☀️sun', 'empty']);
    expect(callsTo('POST', '/api/class-device/sign-in')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'boat' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Hi Mia' })).toBeInTheDocument();
    expect(bodyOf(callsTo('POST', '/api/class-device/sign-in')[0].init)).toEqual({ code: CODE, studentId: MIA, pictures: ['cat', 'sun', 'boat'] });
    expect(await screen.findByRole('list', { name: 'Your work' })).toBeInTheDocument();
  });

  it('a wrong answer says so in words and empties the slots; "Start again" empties them too', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem('wonderkin-class-code', CODE);
    const { callsTo } = setup({ 'POST /api/class-device/sign-in': () => fakeResponse({ status: 401, body: { error: MESSAGES.picturePasswordWrong } }) });
    await user.click(await screen.findByRole('button', { name: 'Leo' }));
    await user.click(screen.getByRole('button', { name: 'dog' }));
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(slots()).toEqual(['empty', 'empty', 'empty']);

    for (const picture of ['dog', 'dog', 'star']) await user.click(screen.getByRole('button', { name: picture }));
    expect(await screen.findByText(MESSAGES.picturePasswordWrong)).toHaveAttribute('role', 'alert');
    expect(slots()).toEqual(['empty', 'empty', 'empty']);
    expect(bodyOf(callsTo('POST', '/api/class-device/sign-in')[0].init)).toEqual({ code: CODE, studentId: LEO, pictures: ['dog', 'dog', 'star'] });
    // Still Leo's turn: another go starts from the first picture.
    expect(screen.getByRole('heading', { level: 1, name: 'Hi Leo! Tap your 3 pictures' })).toBeInTheDocument();
  });

  it('a wrong code says so in words and keeps what was typed', async () => {
    const user = userEvent.setup();
    setup();
    await user.type(await screen.findByLabelText('Class code'), 'ABC234');
    await user.click(screen.getByRole('button', { name: 'Open class' }));
    expect(await screen.findByText(MESSAGES.classCodeInvalid)).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Class code')).toHaveValue('ABC234');
    expect(screen.getByLabelText('Class code')).toHaveAttribute('aria-invalid', 'true');
    expect(sessionStorage.getItem('wonderkin-class-code')).toBeNull();
  });

  it('signed in: shows the work as cards that open each lesson, and signs out to the names for the next child', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem('wonderkin-class-code', CODE);
    let me = () => fakeResponse({ body: SIGNED_IN_MIA });
    const { callsTo } = setup({
      'GET /api/class-device/me': () => me(),
      'POST /api/class-device/sign-out': () => {
        me = signedOut;
        return fakeResponse({ status: 204 });
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hi Mia' })).toBeInTheDocument();
    const cards = within(await screen.findByRole('list', { name: 'Your work' })).getAllByRole('link');
    expect(cards.map((card) => card.textContent)).toEqual([
      'Why do volcanoes erupt?Due 10 Dec 2026Done ✓',
      'Why is the sky blue?1 of 3 answered',
    ]);
    expect(cards[0]).toHaveAttribute('href', `/class/work/${VOLCANOES}`);
    expect(cards[1]).toHaveAttribute('href', `/class/work/${SKY}`);

    await user.click(screen.getByRole('button', { name: 'Not Mia? Sign out' }));
    expect(await screen.findByRole('button', { name: 'Leo' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Year 2 Robins' })).toBeInTheDocument();
    expect(callsTo('POST', '/api/class-device/sign-out')).toHaveLength(1);
    // Mia's work is not asked for again once she is gone.
    expect(callsTo('GET', '/api/class-work/mine')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Change class' }));
    expect(screen.getByLabelText('Class code')).toHaveValue('');
    await waitFor(() => expect(sessionStorage.getItem('wonderkin-class-code')).toBeNull());
  });

  it('a locked-out student is told to wait or ask the teacher', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem('wonderkin-class-code', CODE);
    setup({ 'POST /api/class-device/sign-in': () => fakeResponse({ status: 429, body: { error: MESSAGES.picturePasswordLocked } }) });
    await user.click(await screen.findByRole('button', { name: 'Mia' }));
    for (const picture of ['cat', 'cat', 'cat']) await user.click(screen.getByRole('button', { name: picture }));
    expect(await screen.findByText(MESSAGES.picturePasswordLocked)).toHaveAttribute('role', 'alert');
  });
});
