import { MESSAGES } from '@wonderkin/shared';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { fakeResponse, installFetch, withRouter, type Handler } from '../../lib/testing/fakes';
import { lessonFixture } from '../../lib/testing/lessonFixture';
import { SETTLE_INTERVAL_MS, useLesson } from './useLesson';

const FILTERING = { progress: 40, stage: 'filtering', message: 'Filtering kid-friendly content…' };
const pending = () => fakeResponse({ status: 202, body: { status: 'pending', jobId: 'research-abc123', ...FILTERING } });
const wrapper = ({ children }: { children: ReactNode }) => withRouter(children);

function setup(getResearch: Handler, slug = 'abc123-why-is-the-sky-blue') {
  const fetch = installFetch({ 'GET /api/get-research': getResearch });
  return { ...fetch, ...renderHook(() => useLesson(slug), { wrapper }) };
}

describe('useLesson (query of get-research)', () => {
  it('loads the lesson by the id part of the slug', async () => {
    const { result, calls } = setup(() => fakeResponse({ body: lessonFixture() }));
    expect(result.current.view).toEqual({ state: 'loading' });
    await waitFor(() => expect(result.current.view.state).toBe('ready'));
    expect(result.current.view).toMatchObject({ result: { pageTitle: 'Why Is the Sky Blue?' } });
    expect(calls[0].url.searchParams.get('id')).toBe('abc123');
  });

  it('says not found for a 404 (whatever its text) and for a slug without an id, which is not even asked for', async () => {
    const missing = setup(() => fakeResponse({ status: 404, body: { error: 'Not here.' } }));
    await waitFor(() => expect(missing.result.current.view).toEqual({ state: 'error', message: MESSAGES.researchNotFound }));

    const { result, calls } = setup(() => fakeResponse({ body: lessonFixture() }), '');
    expect(result.current.view).toEqual({ state: 'error', message: MESSAGES.researchNotFound });
    expect(calls).toHaveLength(0);
  });

  it("shows the server's words for a lesson that failed for good (422), else not found", async () => {
    const failed = setup(() => fakeResponse({ status: 422, body: { error: MESSAGES.lessonFailed } }));
    await waitFor(() => expect(failed.result.current.view).toEqual({ state: 'error', message: MESSAGES.lessonFailed }));
    const broken = setup(() => fakeResponse({ status: 500 }));
    await waitFor(() => expect(broken.result.current.view).toEqual({ state: 'error', message: MESSAGES.researchNotFound }));
  });

  it('is pending with the job id while the lesson is made; a failed job shows its words, else the default', async () => {
    const { result } = setup(pending);
    // The stage and message the server answered come through to the page.
    await waitFor(() => expect(result.current.view).toEqual({ state: 'pending', jobId: 'research-abc123', ...FILTERING }));
    act(() => result.current.jobFailed(''));
    expect(result.current.view).toEqual({ state: 'error', message: MESSAGES.researchFailed });
    act(() => result.current.jobFailed('The generator broke.'));
    expect(result.current.view).toEqual({ state: 'error', message: 'The generator broke.' });
  });

  it('asks again when the job completed, and again shortly while the lesson is still reported pending', async () => {
    let answers = 0;
    let stored = false;
    const { result, calls } = setup(() => {
      answers += 1;
      return stored && answers >= 4 ? fakeResponse({ body: lessonFixture() }) : pending();
    });
    await waitFor(() => expect(result.current.view.state).toBe('pending'));
    expect(calls).toHaveLength(1);
    stored = true;
    act(() => result.current.jobCompleted());
    await waitFor(() => expect(result.current.view.state).toBe('ready'), { timeout: 4 * SETTLE_INTERVAL_MS + 1000 });
    expect(calls).toHaveLength(4);
  });

  it('stops asking once the settle window has passed (fake timers)', async () => {
    jest.useFakeTimers();
    try {
      const { result, calls } = setup(pending);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(10);
      });
      expect(result.current.view.state).toBe('pending');
      act(() => result.current.jobCompleted());
      await act(async () => {
        await jest.advanceTimersByTimeAsync(10_000);
      });
      const asked = calls.length;
      // 1 first load + 1 on completion + one every 500 ms for 2.5 s.
      expect(asked).toBeGreaterThanOrEqual(6);
      expect(asked).toBeLessThanOrEqual(8);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(10_000);
      });
      expect(calls).toHaveLength(asked);
      expect(result.current.view).toEqual({ state: 'pending', jobId: 'research-abc123', ...FILTERING });
    } finally {
      jest.useRealTimers();
    }
  });
});
