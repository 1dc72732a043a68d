import { MESSAGES, type Creation } from '@wonderkin/shared';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeSocket, fakeResponse, installFetch, withRouter, type Handler } from '../../lib/testing/fakes';
import CreatePage from './CreatePage';

const mockSocket = new FakeSocket();
jest.mock('socket.io-client', () => ({ io: () => mockSocket }));

function creation(overrides: Partial<Creation> = {}): Creation {
  return {
    id: 'c1', topic: 'Volcanoes', title: 'Volcanoes', mode: 'quick', outputs: ['audiobook'], paperSize: 'Letter',
    status: 'processing', progress: 0, resultUrls: {}, jobId: 'creation-c1', createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
const READY = creation({ status: 'ready', progress: 100, resultUrls: { audiobook: '/media/creations/c1/audiobook.mp3' } });
const list = (...creations: Creation[]) => () => fakeResponse({ body: { creations } });

function setup(routes: Record<string, Handler>, path = '/create') {
  const fetch = installFetch({ 'GET /api/creations': list(), ...routes });
  render(withRouter(<CreatePage />, { path, pattern: '/create' }));
  return fetch;
}

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'wonderkin-user-id=; path=/; max-age=0';
  mockSocket.watches.length = 0;
  mockSocket.answerWatch = ({ jobId }) => ({ jobId, status: 'active', progress: 10, stage: 'writing' });
});

describe('create page', () => {
  it('lists the creations from the server, or says there are none, or that they could not be loaded', async () => {
    setup({ 'GET /api/creations': list(READY) });
    expect(await screen.findByRole('heading', { name: 'Volcanoes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open Volcanoes' })).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    setup({});
    expect(await screen.findByText('No creations yet')).toBeInTheDocument();
  });

  it('says when the list could not be loaded', async () => {
    setup({ 'GET /api/creations': () => fakeResponse({ status: 500 }) });
    expect(await screen.findByText('Could not load your creations.')).toBeInTheDocument();
  });

  it('Generate puts the new creation on top, clears the topic and follows its job; when it ends the fresh one shows with a toast', async () => {
    const user = userEvent.setup();
    let fresh = creation();
    const { callsTo } = setup({
      'GET /api/creations': list(creation({ id: 'old', title: 'Old one', status: 'failed', error: 'It broke.', jobId: 'creation-old' })),
      'POST /api/creations': () => fakeResponse({ status: 201, body: creation() }),
      'GET /api/creations/c1': () => fakeResponse({ body: fresh }),
    });
    await screen.findByText('It broke.');
    await user.type(screen.getByLabelText('What is your child into right now?'), 'Volcanoes');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('Starting your creation…')).toBeInTheDocument();
    expect(JSON.parse(String(callsTo('POST', '/api/creations')[0].init?.body))).toMatchObject({ topic: 'Volcanoes', mode: 'quick' });
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual(['Volcanoes', 'Old one']);
    await waitFor(() => expect(mockSocket.watches.map((w) => w.payload)).toEqual([{ jobId: 'creation-c1' }]));

    fresh = READY;
    act(() => mockSocket.serverEmit('job:completed', { jobId: 'creation-c1', result: {} }));
    expect(await screen.findByText(MESSAGES.contentReady)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Open Volcanoes' })).toBeInTheDocument();
    expect(callsTo('GET', '/api/creations/c1')).toHaveLength(1);
    // The form returns after the 2 s loading panel, its topic cleared.
    expect(await screen.findByLabelText('What is your child into right now?', {}, { timeout: 3000 })).toHaveValue('');
  });

  it('asks to be told only at the signed-in account\'s own verified email and phone, never an address of its own (issue 18)', async () => {
    const user = userEvent.setup();
    document.cookie = 'wonderkin-user-id=u1; path=/';
    localStorage.setItem('wonderkin-create-settings', JSON.stringify({ emailNotifications: true, smsNotifications: true, childName: 'Maya' }));
    const { callsTo } = setup({
      'GET /api/account/contact': () => fakeResponse({ body: { email: 'parent@example.com', emailVerified: true, phone: '+14155550100' } }),
      'POST /api/creations': () => fakeResponse({ status: 202, body: creation() }),
    });
    await screen.findByText('No creations yet');
    await user.click(screen.getByRole('button', { name: 'Account Settings' }));
    expect(await screen.findByRole('switch', { name: 'SMS notifications to +14155550100' })).toBeEnabled();
    expect(screen.getByRole('switch', { name: 'Email notifications to parent@example.com' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await user.type(screen.getByLabelText('What is your child into right now?'), 'Volcanoes');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(callsTo('POST', '/api/creations')).toHaveLength(1));
    expect(JSON.parse(String(callsTo('POST', '/api/creations')[0].init?.body))).toMatchObject({ childName: 'Maya', notify: { email: true, sms: true } });
  });

  it('offers texts only once the account has a verified phone, and says where to verify one; signed out, nothing is asked', async () => {
    const user = userEvent.setup();
    document.cookie = 'wonderkin-user-id=u1; path=/';
    localStorage.setItem('wonderkin-create-settings', JSON.stringify({ emailNotifications: true, smsNotifications: true, childName: '' }));
    const { callsTo } = setup({
      'GET /api/account/contact': () => fakeResponse({ body: { email: 'parent@example.com', emailVerified: true, phone: null } }),
      'POST /api/creations': () => fakeResponse({ status: 202, body: creation() }),
    });
    await screen.findByText('No creations yet');
    await user.click(screen.getByRole('button', { name: 'Account Settings' }));
    expect(await screen.findByRole('switch', { name: 'SMS notifications' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Verify a phone number on My Account' })).toHaveAttribute('href', '/account#phone');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await user.type(screen.getByLabelText('What is your child into right now?'), 'Volcanoes');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(callsTo('POST', '/api/creations')).toHaveLength(1));
    expect(JSON.parse(String(callsTo('POST', '/api/creations')[0].init?.body)).notify).toEqual({ email: true, sms: false });

    // Signed out: the settings stay, but an anonymous creation asks to tell nobody (the server would refuse it).
    document.cookie = 'wonderkin-user-id=; path=/; max-age=0';
    const again = setup({ 'POST /api/creations': () => fakeResponse({ status: 202, body: creation({ id: 'c2', jobId: 'creation-c2' }) }) });
    await user.type(screen.getAllByLabelText('What is your child into right now?').at(-1)!, 'Space');
    await user.click(screen.getAllByRole('button', { name: 'Generate' }).at(-1)!);
    await waitFor(() => expect(again.callsTo('POST', '/api/creations')).toHaveLength(1));
    expect(JSON.parse(String(again.callsTo('POST', '/api/creations')[0].init?.body)).notify).toBeUndefined();
    expect(again.callsTo('GET', '/api/account/contact')).toHaveLength(0);
  });

  it("toasts the server's words when Generate is refused", async () => {
    const user = userEvent.setup();
    setup({ 'POST /api/creations': () => fakeResponse({ status: 400, body: { error: MESSAGES.topicRequired } }) });
    await screen.findByText('No creations yet');
    await user.type(screen.getByLabelText('What is your child into right now?'), 'Volcanoes');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText(MESSAGES.topicRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('What is your child into right now?')).toHaveValue('Volcanoes');
  });

  it('Try Again restarts a failed creation where it stands', async () => {
    const user = userEvent.setup();
    const { callsTo } = setup({
      'GET /api/creations': list(creation({ status: 'failed', error: 'It broke.' })),
      'POST /api/creations/c1/retry': () => fakeResponse({ body: creation({ jobId: 'creation-c1-2' }) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText(MESSAGES.retrying)).toBeInTheDocument();
    expect(await screen.findByText('Processing')).toBeInTheDocument();
    expect(screen.queryByText('It broke.')).not.toBeInTheDocument();
    expect(callsTo('POST', '/api/creations/c1/retry')).toHaveLength(1);
  });

  it('opens a ready shared creation read-only', async () => {
    setup({ 'GET /api/creations/c1': () => fakeResponse({ body: READY }) }, '/create?creation=c1');
    const panel = await screen.findByRole('dialog', { name: 'Volcanoes' });
    expect(within(panel).getByRole('button', { name: 'Copy share link' })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Make another on this topic' })).not.toBeInTheDocument();
  });

  it('says when a shared creation is not ready yet, or cannot be found', async () => {
    setup({ 'GET /api/creations/c1': () => fakeResponse({ body: creation() }) }, '/create?creation=c1');
    expect(await screen.findByText('That creation is not ready yet.')).toBeInTheDocument();
  });

  it('says when a shared creation cannot be found', async () => {
    setup({ 'GET /api/creations/nope': () => fakeResponse({ status: 404, body: { error: MESSAGES.creationNotFound } }) }, '/create?creation=nope');
    expect(await screen.findByText(MESSAGES.creationNotFound)).toBeInTheDocument();
  });
});
