import { MESSAGES } from '@wonderkin/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setCookie } from '../../lib/cookies';
import { childFixture } from '../../lib/testing/childFixture';
import { clearCookies, FakeSocket, fakeResponse, installFetch, withRouter, type Handler } from '../../lib/testing/fakes';
import AskPage from './AskPage';

const mockSocket = new FakeSocket();
jest.mock('socket.io-client', () => ({ io: () => mockSocket }));

const CHILD = 'child_0123456789abcdef0123456789abcdef';

function setup(routes: Record<string, Handler> = {}, state?: unknown) {
  const fetch = installFetch({
    'GET /api/check-limits': () => fakeResponse({ body: { questionCount: 0, limit: 3, hasReachedLimit: false, isPaid: false } }),
    'GET /api/get-asks': () => fakeResponse({ body: { type: 'previous', data: [] } }),
    'GET /api/children': () => fakeResponse({ body: { children: [childFixture({ ageRange: '3-5' })] } }),
    'POST /api/research': () => fakeResponse({ status: 202, body: { slug: 'abc123-why-is-the-sky-blue', jobId: 'research-abc123' } }),
    ...routes,
  });
  render(withRouter(<AskPage />, { path: '/ask', pattern: '/ask', state }));
  return fetch;
}

const sentForm = (calls: { init?: RequestInit }[]) => calls[0].init?.body as FormData;

beforeEach(() => {
  clearCookies();
  mockSocket.watches.length = 0;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('"Who is this for?" on the ask page', () => {
  it("a signed-in parent picks a child: the age range follows the profile and the question is asked for that child", async () => {
    const user = userEvent.setup();
    setCookie('wonderkin-user-id', 'u1');
    const { callsTo } = setup();
    const picker = await screen.findByRole('group', { name: 'Who is this for?' });
    expect(within(picker).getByRole('radio', { name: 'Just asking' })).toBeChecked();
    expect(screen.getByLabelText('Age range')).toHaveValue('6-8');
    expect(screen.getByLabelText('Age range')).toBeEnabled();

    await user.click(within(picker).getByRole('radio', { name: /Maya/ }));
    expect(screen.getByLabelText('Age range')).toHaveValue('3-5');
    expect(screen.getByLabelText('Age range')).toBeDisabled();
    expect(screen.getByLabelText('Age range')).toHaveAccessibleDescription("From Maya's profile");

    await user.type(screen.getByLabelText('What are you curious about?'), 'Why is the sky blue?');
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    await waitFor(() => expect(callsTo('POST', '/api/research')).toHaveLength(1));
    const form = sentForm(callsTo('POST', '/api/research'));
    expect(form.get('childId')).toBe(CHILD);
    expect(form.get('ageRange')).toBe('3-5');
  });

  it('"Just asking" sends no child', async () => {
    const user = userEvent.setup();
    setCookie('wonderkin-user-id', 'u1');
    const { callsTo } = setup();
    await screen.findByRole('group', { name: 'Who is this for?' });
    await user.type(screen.getByLabelText('What are you curious about?'), 'Why is the sky blue?');
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    await waitFor(() => expect(callsTo('POST', '/api/research')).toHaveLength(1));
    expect(sentForm(callsTo('POST', '/api/research')).has('childId')).toBe(false);
  });

  it('a question handed over with a child (a report\'s "ask next") is asked for that child', async () => {
    setCookie('wonderkin-user-id', 'u1');
    const { callsTo } = setup({}, { question: 'How do dinosaurs sleep?', childId: CHILD });
    await waitFor(() => expect(callsTo('POST', '/api/research')).toHaveLength(1));
    const form = sentForm(callsTo('POST', '/api/research'));
    expect(form.get('question')).toBe('How do dinosaurs sleep?');
    expect(form.get('childId')).toBe(CHILD);
  });

  it('no picker for a visitor who is not signed in, or a family without children', async () => {
    const anonymous = setup();
    await screen.findByLabelText('What are you curious about?');
    await waitFor(() => expect(anonymous.callsTo('GET', '/api/check-limits').length).toBeGreaterThan(0));
    expect(anonymous.callsTo('GET', '/api/children')).toHaveLength(0);
    expect(screen.queryByRole('group', { name: 'Who is this for?' })).toBeNull();
  });

  it('a session that ended (401) shows no picker', async () => {
    setCookie('wonderkin-user-id', 'u1');
    const { callsTo } = setup({ 'GET /api/children': () => fakeResponse({ status: 401, body: { error: MESSAGES.signInRequired } }) });
    await waitFor(() => expect(callsTo('GET', '/api/children')).toHaveLength(1));
    expect(screen.queryByRole('group', { name: 'Who is this for?' })).toBeNull();
    expect(screen.getByLabelText('Age range')).toBeEnabled();
  });
});
