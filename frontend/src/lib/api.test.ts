import { MESSAGES } from '@wonderkin/shared';
import { fakeResponse, installFetch } from './testing/fakes';
import { ApiError, checkLimits, errorMessage, getResearch, postFeedback, postResearch, register, tts } from './api';

const lesson = {
  id: 'abc123', slug: 'abc123-why-is-the-sky-blue', pageTitle: 'Why Is the Sky Blue?', originalQuestion: 'Why is the sky blue?',
  mode: 'kids', quickAnswer: 'Sunlight scatters.', quickOverview: { questionRecap: 'r', keyTakeaways: [] }, images: [], videos: [],
  exploreSections: [], glossary: [], tryIt: [], analogiesMetaphors: [], realWorldExamples: [], engagingQuestions: [], quiz: [],
  curiosity: { introduction: '', suggestions: [] }, products: [], relatedQueries: [], externalLinks: [],
  ageRange: '6-8', createdAt: '2026-01-01T00:00:00.000Z', source: 'offline', exploration: false, safety: 'ok',
};

describe('api client', () => {
  it("carries the server's { error } text and status in an ApiError", async () => {
    installFetch({ 'POST /api/research': () => fakeResponse({ status: 400, body: { error: MESSAGES.invalidAgeRange } }) });
    const failure = await postResearch(new FormData()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 400, serverMessage: MESSAGES.invalidAgeRange, message: MESSAGES.invalidAgeRange });
    expect(errorMessage(failure, MESSAGES.researchFailed)).toBe(MESSAGES.invalidAgeRange);
  });

  it('falls back to the caller’s wording when the server sent no error text', async () => {
    installFetch({ 'POST /api/research': () => fakeResponse({ status: 502 }) });
    const failure = await postResearch(new FormData()).catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 502, serverMessage: undefined });
    expect(errorMessage(failure, MESSAGES.researchFailed)).toBe(MESSAGES.researchFailed);
  });

  it('maps a network failure to status 0 and an answer that breaks the schema to an ApiError', async () => {
    (globalThis as { fetch?: unknown }).fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(checkLimits({ anonymousQuestionCount: 1 })).rejects.toMatchObject({ status: 0, serverMessage: undefined });

    installFetch({ 'POST /api/register': () => fakeResponse({ body: { nope: true } }) });
    await expect(register('a@b.co')).rejects.toMatchObject({ status: 200, serverMessage: undefined });
  });

  it('sends the research form with ?skip and same-origin credentials, and reads { slug, jobId }', async () => {
    const { calls } = installFetch({ 'POST /api/research': () => fakeResponse({ status: 202, body: { slug: 's-q', jobId: 'research-s' } }) });
    const form = new FormData();
    form.set('question', 'Why?');
    await expect(postResearch(form, true)).resolves.toEqual({ slug: 's-q', jobId: 'research-s' });
    expect(calls[0].url.searchParams.has('skip')).toBe(true);
    expect(calls[0].init?.body).toBe(form);
    expect(calls[0].init?.credentials).toBe('same-origin');
  });

  it('tells a finished lesson from a pending one', async () => {
    installFetch({ 'GET /api/get-research': (url) => (url.searchParams.get('id') === 'abc123'
      ? fakeResponse({ body: lesson })
      : fakeResponse({ status: 202, body: { status: 'pending', jobId: 'research-p', progress: 40 } })) });
    await expect(getResearch('abc123')).resolves.toMatchObject({ kind: 'result', result: { pageTitle: 'Why Is the Sky Blue?' } });
    await expect(getResearch('p')).resolves.toEqual({ kind: 'pending', pending: { status: 'pending', jobId: 'research-p', progress: 40 } });
  });

  it('sends check-limits with the anonymous count, posts JSON feedback and returns the tts audio blob', async () => {
    const audio = new Blob(['RIFF'], { type: 'audio/wav' });
    const { calls } = installFetch({
      'GET /api/check-limits': () => fakeResponse({ body: { questionCount: 2, limit: 3, hasReachedLimit: false, isPaid: false } }),
      'POST /api/feedback': () => fakeResponse({ body: { ok: true } }),
      'POST /api/tts': () => fakeResponse({ blob: audio }),
    });
    await expect(checkLimits({ anonymousQuestionCount: 2 })).resolves.toMatchObject({ questionCount: 2, limit: 3 });
    expect(calls[0].url.searchParams.get('anonymousQuestionCount')).toBe('2');
    await postFeedback({ hashId: 'abc', rating: 4 });
    expect(JSON.parse(String(calls[1].init?.body))).toEqual({ hashId: 'abc', rating: 4, feedback: '' });
    await expect(tts('Hello')).resolves.toBe(audio);
  });
});
