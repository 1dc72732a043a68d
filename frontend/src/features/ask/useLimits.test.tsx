import { MESSAGES, QUESTION_COUNT_COOKIE } from '@wonderkin/shared';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { setCookie } from '../../lib/cookies';
import { clearCookies, fakeResponse, installFetch, withRouter, type Handler } from '../../lib/testing/fakes';
import { isBlocked, remainingQuestions, useLimits } from './useLimits';

const answer = (questionCount: number, extra: object = {}) =>
  fakeResponse({ body: { questionCount, limit: 3, hasReachedLimit: questionCount >= 3, isPaid: false, ...extra } });
const wrapper = ({ children }: { children: ReactNode }) => withRouter(children);

function setup(checkLimits: Handler, userId?: string) {
  const fetch = installFetch({ 'GET /api/check-limits': checkLimits });
  const hook = renderHook(({ id }: { id?: string }) => useLimits(id, false), { wrapper, initialProps: { id: userId } });
  return { ...fetch, ...hook };
}

beforeEach(() => {
  clearCookies();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('useLimits (query of check-limits)', () => {
  it('sends the anonymous question count and turns checked on with the first answer', async () => {
    setCookie(QUESTION_COUNT_COOKIE, '2');
    const { result, callsTo } = setup(() => answer(2));
    expect(result.current.checked).toBe(false);
    await waitFor(() => expect(result.current.checked).toBe(true));
    expect(result.current.limits).toMatchObject({ questionCount: 2, limit: 3 });
    expect(callsTo('GET', '/api/check-limits')[0].url.searchParams.get('anonymousQuestionCount')).toBe('2');
    expect(remainingQuestions(result.current.limits)).toBe(1);
    expect(isBlocked(result.current.limits)).toBe(false);
  });

  it('sends the userId of a signed-in user (and no count)', async () => {
    const { result, callsTo } = setup(() => answer(1), 'u1');
    await waitFor(() => expect(result.current.checked).toBe(true));
    const url = callsTo('GET', '/api/check-limits')[0].url;
    expect(url.searchParams.get('userId')).toBe('u1');
    expect(url.searchParams.has('anonymousQuestionCount')).toBe(false);
  });

  it('keeps the anonymous answer on screen until the new user’s own arrives', async () => {
    let release!: () => void;
    const { result, rerender } = setup((url) => (url.searchParams.get('userId')
      ? new Promise((resolve) => { release = () => resolve(answer(0, { isPaid: true, hasReachedLimit: false })); })
      : answer(2)));
    await waitFor(() => expect(result.current.limits?.questionCount).toBe(2));
    rerender({ id: 'u1' });
    await waitFor(() => expect(release).toBeDefined());
    expect(result.current.limits?.questionCount).toBe(2);
    act(() => release());
    await waitFor(() => expect(result.current.limits?.isPaid).toBe(true));
  });

  it('a failure is only logged: nothing is blocked, no message shows', async () => {
    const { result } = setup(() => fakeResponse({ status: 500, body: { error: 'boom' } }));
    await waitFor(() => expect(result.current.checked).toBe(true));
    expect(result.current.limits).toBeNull();
    expect(console.error).toHaveBeenCalledWith('Failed to check limits', expect.objectContaining({ status: 500 }));
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
  });

  it("a 503 with the server's words shows them as an error and forgets the last answer (no upgrade offer from it)", async () => {
    let unavailable = false;
    const { result } = setup(() => (unavailable
      ? fakeResponse({ status: 503, body: { error: MESSAGES.planUnavailable } })
      : answer(3)));
    await waitFor(() => expect(isBlocked(result.current.limits)).toBe(true));
    unavailable = true;
    act(() => result.current.recheckSoon());
    expect(await screen.findByText(MESSAGES.planUnavailable, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(result.current.limits).toBeNull();
    expect(isBlocked(result.current.limits)).toBe(false);
  });

  describe('recheck (fake timers)', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('checks again one second after recheckSoon(), with the count the cookie has then', async () => {
      setCookie(QUESTION_COUNT_COOKIE, '1');
      const { result, callsTo } = setup((url) => answer(Number(url.searchParams.get('anonymousQuestionCount'))));
      await act(async () => {
        await jest.advanceTimersByTimeAsync(10);
      });
      expect(callsTo('GET', '/api/check-limits')).toHaveLength(1);
      setCookie(QUESTION_COUNT_COOKIE, '2');
      act(() => result.current.recheckSoon());
      await act(async () => {
        await jest.advanceTimersByTimeAsync(900);
      });
      expect(callsTo('GET', '/api/check-limits')).toHaveLength(1);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(150);
      });
      expect(callsTo('GET', '/api/check-limits')).toHaveLength(2);
      expect(callsTo('GET', '/api/check-limits')[1].url.searchParams.get('anonymousQuestionCount')).toBe('2');
      expect(result.current.limits?.questionCount).toBe(2);
    });
  });
});
