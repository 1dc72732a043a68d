import { MESSAGES, RESEARCH_STAGES } from '@wonderkin/shared';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeSocket, fakeResponse, installFetch, withRouter, type Handler } from '../../lib/testing/fakes';
import { lessonFixture, PARENT_BLOCKS } from '../../lib/testing/lessonFixture';
import LessonPage from './LessonPage';

const mockSocket = new FakeSocket();
jest.mock('socket.io-client', () => ({ io: () => mockSocket }));

function setup(routes: Record<string, Handler>, { slug = 'abc123-why-is-the-sky-blue', state }: { slug?: string; state?: unknown } = {}) {
  const fetch = installFetch({ 'GET /api/feedback': () => fakeResponse({ body: { hasFeedback: false, rating: null, feedback: '' } }), ...routes });
  render(withRouter(<LessonPage />, { path: `/ask/${slug}`, pattern: '/ask/:slug', state }));
  return fetch;
}
const headings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent?.replace(/^\W+\s*/u, '').trim());

beforeEach(() => {
  window.dataLayer = [];
});

describe('lesson page', () => {
  it('shows every section that has data, as text, with utm-tagged links and a 120-character video description', async () => {
    const html = '<img src=x onerror="alert(1)">';
    const { calls } = setup({ 'GET /api/get-research': () => fakeResponse({ body: lessonFixture({ quickAnswer: `Light scatters. ${html}` }) }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Why Is the Sky Blue?' })).toBeInTheDocument();
    expect(calls[0].url.searchParams.get('id')).toBe('abc123');
    const main = screen.getByRole('main');
    for (const title of ['Quick Answer', 'Quick Overview', "Let's Explore", 'Pictures', 'Videos', 'Glossary', 'Try It Yourself',
      'Analogies & Metaphors', 'Real-World Examples', "Let's Talk About It", 'Quiz Time', 'Stay Curious', 'Helpful Products',
      'Related Questions', 'Learn More']) {
      expect(within(main).getByRole('region', { name: new RegExp(title.replace(/[?&]/g, '.')) })).toBeInTheDocument();
    }
    expect(headings()).not.toContain('Developmental Context');
    // Generated text is text: the markup shows literally and creates no element.
    expect(screen.getByText(`Light scatters. ${html}`)).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();

    expect(screen.getByText('SKAT-er-ing').closest('dt')).toHaveTextContent('Scattering (say: SKAT-er-ing)');
    expect(screen.getByText('Made offline from the built-in library.')).toBeInTheDocument();
    const description = screen.getByText(/^x+…$/);
    expect(description.textContent).toHaveLength(120);
    const link = screen.getByRole('link', { name: /Sky facts/ });
    const url = new URL(link.getAttribute('href')!);
    expect(url.searchParams.get('utm_source')).toBe('wonderkin');
    expect(url.searchParams.get('x')).toBe('1');
    expect(url.searchParams.has('utm_medium')).toBe(false);
    expect(link).toHaveAttribute('target', '_blank');
    // A rating of 0 is hidden; the review count is shown.
    expect(screen.getByText('12 reviews')).toBeInTheDocument();
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'select_lesson', lesson_id: 'why_is_the_sky_blue?', age_range: '6-8' }));
    // Contents (wide screens) and the Jump-to-Section grid (small screens) list the same sections.
    expect(within(screen.getByRole('navigation', { name: 'Contents' })).getAllByRole('link')).toHaveLength(15);
    expect(within(screen.getByRole('navigation', { name: 'Jump to section' })).getAllByRole('link')[0]).toHaveAttribute('href', '#quick-answer');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/ask?register');
  });

  it('hides sections without data', async () => {
    setup({ 'GET /api/get-research': () => fakeResponse({ body: lessonFixture({ videos: [], quiz: [], products: [], curiosity: { introduction: '', suggestions: [] } }) }) });
    await screen.findByRole('heading', { level: 1 });
    expect(headings()).not.toEqual(expect.arrayContaining(['Videos']));
    expect(screen.queryByRole('region', { name: /Quiz Time/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Stay Curious/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Helpful Products/ })).not.toBeInTheDocument();
  });

  it('shows every parent block in parent mode, with utm_medium on strategy sources and community links and no zero counts', async () => {
    setup({ 'GET /api/get-research': () => fakeResponse({ body: lessonFixture(PARENT_BLOCKS) }) });
    await screen.findByRole('heading', { level: 1 });
    for (const title of ['Developmental Context', 'Evidence-Based Strategies', 'Action Plan', 'Troubleshooting', 'Reflection & Tracking',
      'Expert Voices', 'Recommended Books', 'Strategy Sources', 'Community Discussions']) {
      expect(screen.getByRole('region', { name: new RegExp(title) })).toBeInTheDocument();
    }
    const source = new URL(screen.getByRole('link', { name: /Research summary/ }).getAttribute('href')!);
    expect(source.searchParams.get('utm_source')).toBe('wonderkin');
    expect(source.searchParams.get('utm_medium')).toBeTruthy();
    const community = new URL(screen.getByRole('link', { name: /Tantrums at 6/ }).getAttribute('href')!);
    expect(community.searchParams.get('utm_medium')).toBeTruthy();
    expect(screen.getByText('r/Parenting · 14 comments')).toBeInTheDocument();
    expect(screen.queryByText(/upvote/)).not.toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveTextContent('Time-in');
  });

  it('captions expert voices as summaries of guidance, not as quotes from a pediatrician or a psychologist', async () => {
    setup({ 'GET /api/get-research': () => fakeResponse({ body: lessonFixture(PARENT_BLOCKS) }) });
    const experts = await screen.findByRole('region', { name: /Expert Voices/ });
    const captions = [...experts.querySelectorAll('figcaption')].map((caption) => caption.textContent);
    expect(captions).toEqual(['What pediatric guidance says', 'What child psychologists find']);
    expect(within(experts).getByText('Sleep helps moods.').closest('figure')).toHaveTextContent(/^What pediatric guidance saysSleep helps moods\.$/);
    expect(within(experts).getByText('Co-regulation comes first.').closest('figure')).toHaveTextContent(/^What child psychologists findCo-regulation comes first\.$/);
    expect(experts.querySelector('blockquote')).toBeNull();
    expect(within(experts).queryByText(/Pediatrician's tip|Psychologist's insight/)).not.toBeInTheDocument();
  });

  it('offers a visitor who has not signed in to keep the lesson, after it; a signed-in parent is not asked', async () => {
    setup({ 'GET /api/get-research': () => fakeResponse({ body: lessonFixture() }) });
    const keep = await screen.findByRole('complementary', { name: 'Keep this lesson' });
    expect(within(keep).getByRole('link', { name: 'Save my lessons' })).toHaveAttribute('href', '/login');
    // After the lesson, not in front of it: the quiz comes first in the page.
    const quiz = screen.getByRole('region', { name: /Quiz Time/ });
    expect(quiz.compareDocumentPosition(keep) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('asks how helpful the lesson was after the quiz, in the page flow rather than floating over the text (issue 19)', async () => {
    setup({ 'GET /api/get-research': () => fakeResponse({ body: lessonFixture() }) });
    const prompt = await screen.findByRole('complementary', { name: 'How helpful was this lesson?' });
    expect(prompt).toHaveClass('feedback-widget--inline');
    const quiz = screen.getByRole('region', { name: /Quiz Time/ });
    expect(quiz.compareDocumentPosition(prompt) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // After every section of the lesson, inside the main content.
    const sections = screen.getByRole('main').querySelectorAll('section');
    expect(sections[sections.length - 1].compareDocumentPosition(prompt) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('main')).toContainElement(prompt);
  });

  it('reads a troubleshooting scenario mid-sentence: "If my child…", never "If My child…"', async () => {
    const troubleshooting = { ifThisHappens: [{ scenario: 'My child keeps coming out of the bedroom.', solution: 'Walk them back calmly.' }], commonPitfalls: [] };
    setup({ 'GET /api/get-research': () => fakeResponse({ body: lessonFixture({ ...PARENT_BLOCKS, troubleshooting }) }) });
    const section = await screen.findByRole('region', { name: /Troubleshooting/ });
    expect(within(section).getByText('If my child keeps coming out of the bedroom.')).toBeInTheDocument();
    expect(within(section).queryByText(/If My/)).not.toBeInTheDocument();
  });

  it('does not ask a signed-in parent to keep the lesson', async () => {
    document.cookie = 'wonderkin-user-id=user-1; path=/';
    try {
      setup({ 'GET /api/get-research': () => fakeResponse({ body: lessonFixture() }) });
      await screen.findByRole('heading', { level: 1 });
      expect(screen.queryByRole('complementary', { name: 'Keep this lesson' })).not.toBeInTheDocument();
    } finally {
      document.cookie = 'wonderkin-user-id=; path=/; max-age=0';
    }
  });

  it('shows only the kind message for a redirected (safety) result', async () => {
    setup({ 'GET /api/get-research': () => fakeResponse({ body: lessonFixture({ safety: 'redirected', quickAnswer: 'That is a question to talk about with a grown-up you trust.' }) }) });
    expect(await screen.findByText('That is a question to talk about with a grown-up you trust.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Quiz Time/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Contents' })).not.toBeInTheDocument();
  });

  it('starts a new ask from a related query', async () => {
    const user = userEvent.setup();
    setup({ 'GET /api/get-research': () => fakeResponse({ body: lessonFixture() }) });
    await user.click(await screen.findByRole('button', { name: /Why are sunsets red\?/ }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/ask$/);
    expect(JSON.parse(screen.getByTestId('location').getAttribute('data-state')!)).toEqual({ question: 'Why are sunsets red?' });
  });

  it('shows the not-found message with a way back to the ask page', async () => {
    setup({ 'GET /api/get-research': () => fakeResponse({ status: 404, body: { error: MESSAGES.researchNotFound } }) }, { slug: 'nope-missing' });
    expect(await screen.findByText(MESSAGES.researchNotFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Back to Ask Page' })).toHaveAttribute('href', '/ask');
  });

  it("shows the server's words for a lesson that failed for good (422)", async () => {
    setup({ 'GET /api/get-research': () => fakeResponse({ status: 422, body: { error: MESSAGES.lessonFailed } }) });
    expect(await screen.findByText(MESSAGES.lessonFailed)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Oops!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Back to Ask Page' })).toHaveAttribute('href', '/ask');
  });

  it('shows the failure when the job of a pending lesson fails', async () => {
    setup({ 'GET /api/get-research': () => fakeResponse({ status: 202, body: { status: 'pending', jobId: 'research-abc123', progress: 20 } }) });
    mockSocket.answerWatch = ({ jobId }) => ({ jobId, status: 'active', progress: 20, stage: 'researching' });
    expect(await screen.findByText('Your lesson is almost ready')).toBeInTheDocument();
    act(() => mockSocket.serverEmit('job:failed', { jobId: 'research-abc123', error: '' }));
    expect(await screen.findByText(MESSAGES.researchFailed)).toBeInTheDocument();
  });

  it('shows the part of a streamed lesson written so far, from the watch ack and then from job:partial', async () => {
    setup({ 'GET /api/get-research': () => fakeResponse({ status: 202, body: { status: 'pending', jobId: 'research-abc123', progress: 10 } }) });
    mockSocket.answerWatch = ({ jobId }) => ({ jobId, status: 'active', progress: 10, stage: 'researching', partial: { quickAnswer: 'Air scatters blue light.' } });
    expect(await screen.findByText('Air scatters blue light.')).toBeInTheDocument();
    act(() => mockSocket.serverEmit('job:partial', {
      jobId: 'research-abc123', result: { quickAnswer: 'Air scatters blue light the most.', quickOverview: { keyTakeaways: ['Sunlight has every colour.'] } },
    }));
    expect(await screen.findByText('Air scatters blue light the most.')).toBeInTheDocument();
    expect(screen.getByText('Sunlight has every colour.')).toBeInTheDocument();
  });

  it('starts the progress where the pending answer says the lesson is, before the socket says more', async () => {
    const assembling = RESEARCH_STAGES[2];
    setup({ 'GET /api/get-research': () => fakeResponse({ status: 202, body: { status: 'pending', jobId: 'research-abc123', ...assembling } }) });
    // The watch answers late news (waiting at 0): the page still shows the stage the server reported.
    expect(await screen.findByText('Your lesson is almost ready')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(assembling.progress)), { timeout: 4000 });
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', `${assembling.progress}%: ${assembling.message}`);
  });

  it('follows a lesson that is still being made and opens it when done', async () => {
    let ready = false;
    setup({
      'GET /api/get-research': () => (ready
        ? fakeResponse({ body: lessonFixture() })
        : fakeResponse({ status: 202, body: { status: 'pending', jobId: 'research-abc123', progress: 40 } })),
    });
    mockSocket.answerWatch = ({ jobId }) => ({ jobId, status: 'active', progress: 40, stage: 'filtering' });
    expect(await screen.findByText('Your lesson is almost ready')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40'));
    ready = true;
    act(() => {
      for (const stage of RESEARCH_STAGES.slice(2)) mockSocket.serverEmit('job:progress', { jobId: 'research-abc123', ...stage });
      mockSocket.serverEmit('job:completed', { jobId: 'research-abc123', result: {} });
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Why Is the Sky Blue?' }, { timeout: 4000 })).toBeInTheDocument();
  });
});
