import { MESSAGES, QUESTION_COUNT_COOKIE } from '@wonderkin/shared';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { getCookie } from '../../lib/cookies';
import { clearCookies, fakeResponse, installFetch, withRouter, type Handler } from '../../lib/testing/fakes';
import { questionFromState, useAskRun } from './useAskRun';

const limits = (questionCount = 0) => fakeResponse({ body: { questionCount, limit: 3, hasReachedLimit: questionCount >= 3, isPaid: false } });
const accepted = () => fakeResponse({ status: 202, body: { slug: 'abc123-why-is-the-sky-blue', jobId: 'research-abc123' } });

function setup(routes: Record<string, Handler> = {}, { path = '/ask', state }: { path?: string; state?: unknown } = {}) {
  const fetch = installFetch({ 'GET /api/check-limits': () => limits(), 'POST /api/research': accepted, ...routes });
  const wrapper = ({ children }: { children: ReactNode }) => withRouter(children, { path, pattern: '/ask', state });
  const hook = renderHook(() => useAskRun({ ageRange: '9-12' }), { wrapper });
  return { ...fetch, ...hook };
}
const location = () => screen.getByTestId('location');

beforeEach(() => {
  clearCookies();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('useAskRun', () => {
  it('reads a handed-over question from the navigation state', () => {
    expect(questionFromState({ question: '  Why?  ' })).toBe('Why?');
    expect(questionFromState({ question: '   ' })).toBeNull();
    expect(questionFromState(null)).toBeNull();
  });

  it('sends one question at a time: the run shows the question, then its job; the limit is checked again afterwards', async () => {
    const { result, callsTo } = setup();
    await waitFor(() => expect(callsTo('GET', '/api/check-limits')).toHaveLength(1));
    expect(result.current.run).toBeNull();

    act(() => result.current.submit('  Why is the sky blue?  ', null));
    // The run shows the question (its job id follows when the server answers).
    await waitFor(() => expect(result.current.run).toMatchObject({ question: 'Why is the sky blue?', error: null }));
    expect(result.current.busy).toBe(true);
    await waitFor(() => expect(result.current.run?.jobId).toBe('research-abc123'));
    const form = callsTo('POST', '/api/research')[0].init?.body as FormData;
    expect(form.get('question')).toBe('Why is the sky blue?');
    expect(form.get('ageRange')).toBe('9-12');
    expect(form.has('userId')).toBe(false);

    act(() => result.current.submit('Another one?', null));
    expect(callsTo('POST', '/api/research')).toHaveLength(1);
    // Anonymous: counted in the cookie; no dialog is put in front of the lesson (saving is offered on the lesson page).
    expect(getCookie(QUESTION_COUNT_COOKIE)).toBe('1');
    expect(result.current.register.reason).toBeNull();
    await waitFor(() => expect(callsTo('GET', '/api/check-limits')).toHaveLength(2), { timeout: 3000 });
  });

  it('a failed job shows the worker’s words (else the default); Try again asks the same question again; Close ends the run', async () => {
    const { result, callsTo } = setup();
    await waitFor(() => expect(callsTo('GET', '/api/check-limits')).toHaveLength(1));
    act(() => result.current.submit('Why?', null));
    await waitFor(() => expect(result.current.run?.jobId).toBe('research-abc123'));
    act(() => result.current.fail(''));
    expect(result.current.run?.error).toBe(MESSAGES.researchFailed);
    expect(result.current.busy).toBe(false);

    act(() => result.current.retry());
    await waitFor(() => expect(callsTo('POST', '/api/research')).toHaveLength(2));
    await waitFor(() => expect(result.current.run).toEqual({ question: 'Why?', jobId: 'research-abc123', error: null }));

    act(() => result.current.fail('The generator broke.'));
    expect(result.current.run?.error).toBe('The generator broke.');
    act(() => result.current.close());
    await waitFor(() => expect(result.current.run).toBeNull());
  });

  it("shows the server's words when the question is refused (e.g. 503: the plan cannot be checked), without the upgrade dialog", async () => {
    const { result, callsTo } = setup({ 'POST /api/research': () => fakeResponse({ status: 503, body: { error: MESSAGES.planUnavailable } }) });
    await waitFor(() => expect(callsTo('GET', '/api/check-limits')).toHaveLength(1));
    act(() => result.current.submit('Why?', null));
    await waitFor(() => expect(result.current.run?.error).toBe(MESSAGES.planUnavailable));
    expect(result.current.upgrade.open).toBe(false);
  });

  it('a 403 ends the run and opens the upgrade dialog instead', async () => {
    const { result, callsTo } = setup({ 'POST /api/research': () => fakeResponse({ status: 403, body: { error: MESSAGES.limitReached } }) });
    await waitFor(() => expect(callsTo('GET', '/api/check-limits')).toHaveLength(1));
    act(() => result.current.submit('Why?', null));
    await waitFor(() => expect(result.current.upgrade.open).toBe(true));
    expect(result.current.run).toBeNull();
    expect(result.current.register.reason).toBeNull();
  });

  it('at the limit the question is still sent (the server answers an emergency whatever the limit); its 403 opens the upgrade dialog', async () => {
    const { result, callsTo } = setup({
      'GET /api/check-limits': () => limits(3),
      'POST /api/research': () => fakeResponse({ status: 403, body: { error: MESSAGES.limitReached } }),
    });
    await waitFor(() => expect(result.current.limits?.hasReachedLimit).toBe(true));
    act(() => result.current.submit('Why?', null));
    await waitFor(() => expect(result.current.upgrade.open).toBe(true));
    expect(callsTo('POST', '/api/research')).toHaveLength(1);
  });

  it('opens the lesson the moment it is ready, even with the save-your-reports dialog open (issue 19)', async () => {
    const { result, callsTo } = setup({}, { path: '/ask?register' });
    await waitFor(() => expect(callsTo('GET', '/api/check-limits')).toHaveLength(1));
    expect(result.current.register.reason).toBe('reports');
    act(() => result.current.submit('Why?', null));
    await waitFor(() => expect(result.current.run?.jobId).toBe('research-abc123'));
    act(() => result.current.complete());
    await waitFor(() => expect(location()).toHaveTextContent('/ask/abc123-why-is-the-sky-blue'));
    expect(JSON.parse(location().getAttribute('data-state')!)).toEqual({ isNew: true });
  });

  it('never opens the save-your-reports dialog (?register) for a parent the session says is signed in (issue 19)', async () => {
    document.cookie = 'wonderkin-user-id=user-1; path=/';
    const { result, callsTo } = setup({ 'GET /api/me': () => fakeResponse({ body: { signedIn: true, userId: 'user-1' } }) }, { path: '/ask?register' });
    await waitFor(() => expect(callsTo('GET', '/api/me')).toHaveLength(1));
    expect(result.current.register.reason).toBeNull();
  });

  it('opens it when the cookie outlived the session', async () => {
    document.cookie = 'wonderkin-user-id=user-1; path=/';
    const { result } = setup({ 'GET /api/me': () => fakeResponse({ body: { signedIn: false } }) }, { path: '/ask?register' });
    await waitFor(() => expect(result.current.register.reason).toBe('reports'));
  });

  it('registering while the question is on its way moves the ask to the new account once its slug is known', async () => {
    let send!: () => void;
    const { result, callsTo } = setup({
      'POST /api/research': () => new Promise((resolve) => { send = () => resolve(accepted()); }),
      'POST /api/update-ask-user': () => fakeResponse({ body: { ok: true } }),
    });
    await waitFor(() => expect(callsTo('GET', '/api/check-limits')).toHaveLength(1));
    act(() => result.current.submit('Why?', null));
    await waitFor(() => expect(send).toBeDefined());
    act(() => result.current.register.onRegistered('user-42'));
    expect(getCookie('wonderkin-user-id')).toBe('user-42');
    expect(await screen.findByText(MESSAGES.registered)).toBeInTheDocument();
    expect(callsTo('POST', '/api/update-ask-user')).toHaveLength(0);

    act(() => send());
    await waitFor(() => expect(callsTo('POST', '/api/update-ask-user')).toHaveLength(1));
    expect(JSON.parse(String(callsTo('POST', '/api/update-ask-user')[0].init?.body))).toEqual({ hashId: 'abc123', userId: 'user-42' });
    expect(result.current.userId).toBe('user-42');
  });

  it('a failed move only warns', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { result, callsTo } = setup({ 'POST /api/update-ask-user': () => fakeResponse({ status: 500 }) });
    await waitFor(() => expect(callsTo('GET', '/api/check-limits')).toHaveLength(1));
    act(() => result.current.submit('Why?', null));
    await waitFor(() => expect(result.current.run?.jobId).toBe('research-abc123'));
    act(() => result.current.register.onRegistered('user-42'));
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Could not move the ask to the new account', expect.anything()));
    expect(result.current.run?.error).toBeNull();
  });

  it('asks a question handed over in the navigation state once the limit check answered, and clears that state', async () => {
    const { callsTo } = setup({}, { state: { question: 'Why are sunsets red?' } });
    await waitFor(() => expect(callsTo('POST', '/api/research')).toHaveLength(1));
    expect((callsTo('POST', '/api/research')[0].init?.body as FormData).get('question')).toBe('Why are sunsets red?');
    expect(location().getAttribute('data-state')).toBe('null');
  });
});
