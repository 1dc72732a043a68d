import type { ModuleLevelView, WeeklyReport } from '@wonderkin/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { childFixture } from '../../lib/testing/childFixture';
import { fakeResponse, installFetch, withRouter, type Handler } from '../../lib/testing/fakes';
import type { WeekSummary } from '@wonderkin/shared';
import { shiftWeek } from './isoWeek';
import ReportPage from './ReportPage';

const CHILD = 'child_0123456789abcdef0123456789abcdef';

function report(week: string, overrides: Partial<WeeklyReport> = {}): WeeklyReport {
  return {
    childId: CHILD, week, from: '2026-11-23T00:00:00.000Z', to: '2026-11-30T00:00:00.000Z',
    lessonsExplored: 1, questionsAnswered: 3, correctAnswers: 2, accuracy: 2 / 3,
    bySkill: [
      { skill: 'recall', answered: 2, correct: 2, accuracy: 1 },
      { skill: 'vocabulary', answered: 1, correct: 0, accuracy: 0 },
      { skill: 'inference', answered: 0, correct: 0, accuracy: null },
    ],
    reviewStreakDays: 2, reviewsDone: 5, cardsLearned: 1,
    strengths: ['Remembering facts'], practise: ['New words: use one new word from a lesson together today, and ask what it means.', 'Look again at: Scattering'],
    suggestedQuestions: ['How do dinosaurs sleep?', 'Why do stars twinkle?'],
    ...overrides,
  };
}

const LEVEL: ModuleLevelView = { module: 'Science Explorers', level: 'simpler', mastery: 0.3, answered: 3, reason: '2 of 3 questions were missed in the last lesson.', overridden: false };

/** The 8 weeks up to `week`: two lessons three weeks ago, one this week, nothing in between. */
function weeksUpTo(week: string): WeekSummary[] {
  const names = Array.from({ length: 8 }, (_, i) => shiftWeek(week, i - 7));
  return names.map((name, i) => ({
    week: name, from: '2026-11-23T00:00:00.000Z',
    ...(i === 4 ? { lessonsExplored: 2, questionsAnswered: 6, correctAnswers: 3, accuracy: 0.5 }
      : i === 7 ? { lessonsExplored: 1, questionsAnswered: 3, correctAnswers: 2, accuracy: 2 / 3 }
        : { lessonsExplored: 0, questionsAnswered: 0, correctAnswers: 0, accuracy: null }),
  }));
}

function setup({ path = `/progress/${CHILD}`, routes = {} as Record<string, Handler> } = {}) {
  const fetch = installFetch({
    'GET /api/children': () => fakeResponse({ body: { children: [childFixture()] } }),
    [`GET /api/progress/${CHILD}/report`]: (url) => fakeResponse({ body: report(url.searchParams.get('week')!) }),
    [`GET /api/progress/${CHILD}/levels`]: () => fakeResponse({ body: { levels: [LEVEL] } }),
    [`GET /api/progress/${CHILD}/weeks`]: (url) => fakeResponse({ body: { weeks: weeksUpTo(url.searchParams.get('week')!) } }),
    [`PUT /api/progress/${CHILD}/levels`]: (_url, init) => {
      const { level } = JSON.parse(String(init?.body));
      return fakeResponse({ body: { levels: [level ? { ...LEVEL, level, overridden: true, reason: `Set by you (the answers suggest "simpler").` } : LEVEL] } });
    },
    ...routes,
  });
  render(withRouter(<ReportPage />, { path, pattern: '/progress/:childId' }));
  return fetch;
}

beforeEach(() => {
  // "This week" is the week of Wednesday 25 Nov 2026 (2026-W48); only the clock is fake, timers run as usual.
  jest.useFakeTimers({
    now: new Date(2026, 10, 25, 12),
    doNotFake: ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback',
      'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
  });
});
afterEach(() => jest.useRealTimers());

describe('weekly report page', () => {
  it("shows this week's figures, skills, strengths, what to practise and questions to ask next as the child", async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Progress report for Maya' })).toBeInTheDocument();
    const figures = await screen.findByRole('list', { name: 'This week in numbers' });
    expect(within(figures).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1 lesson explored', '3 quiz questions answered', '67% answered right', '5 card reviews done', '1 card learned', '2 days in a row with card reviews',
    ]);
    // What the card figures count, in words (1 learned: nothing is "not yet").
    const note = screen.getByRole('region', { name: 'About the review cards' });
    expect(note).toHaveTextContent('A review card is one thing to remember from a lesson: a quiz question Maya missed, or a new word.');
    expect(note).toHaveTextContent('A card counts as learned once Maya has remembered it twice in a row, on visits at least 10 minutes apart, or found it easy the first time.');
    expect(note).not.toHaveTextContent('None is learned yet');
    const asked = calls.find((call) => call.url.pathname.endsWith('/report'))!.url;
    expect(asked.searchParams.get('week')).toBe('2026-W48');
    expect(asked.searchParams.get('tz')).toBeTruthy();
    expect(screen.getByText('This week')).toBeInTheDocument();
    expect(screen.getByText(/23 Nov – 29 Nov 2026/)).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Quiz answers by skill' });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows).toEqual(['Remembering facts2 of 2 (100%)', 'New words0 of 1 (0%)']); // skills without answers are left out
    expect(within(screen.getByRole('region', { name: 'Strengths' })).getByText('Remembering facts')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'What to practise' })).getAllByRole('listitem')).toHaveLength(2);

    await user.click(screen.getByRole('link', { name: 'How do dinosaurs sleep?' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/ask');
    expect(JSON.parse(screen.getByTestId('location').getAttribute('data-state')!)).toEqual({ question: 'How do dinosaurs sleep?', childId: CHILD });
  });

  it('moves between weeks; there is no next week after this one', async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    const picker = await screen.findByRole('navigation', { name: 'Week' });
    expect(within(picker).queryByRole('link', { name: 'Next week →' })).toBeNull();
    await user.click(within(picker).getByRole('link', { name: '← Previous week' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/progress/${CHILD}?week=2026-W47`);
    await waitFor(() => expect(calls.some((call) => call.url.searchParams.get('week') === '2026-W47')).toBe(true));
    expect(await within(picker).findByText('Week 47')).toBeInTheDocument();
    expect(within(picker).getByRole('link', { name: 'Next week →' })).toHaveAttribute('href', `/progress/${CHILD}?week=2026-W48`);
  });

  it('a week in the future or not a week at all shows this week', async () => {
    const { calls } = setup({ path: `/progress/${CHILD}?week=2027-W10` });
    await screen.findByRole('list', { name: 'This week in numbers' });
    expect(calls.find((call) => call.url.pathname.endsWith('/report'))!.url.searchParams.get('week')).toBe('2026-W48');
  });

  it('an empty week says so instead of showing zeros as failures', async () => {
    setup({ routes: {
      [`GET /api/progress/${CHILD}/report`]: () => fakeResponse({ body: report('2026-W48', { lessonsExplored: 0, questionsAnswered: 0, correctAnswers: 0, accuracy: null, bySkill: [], strengths: [], practise: [], suggestedQuestions: [], reviewStreakDays: 0, reviewsDone: 0, cardsLearned: 0 }) }),
      [`GET /api/progress/${CHILD}/weeks`]: (url) => fakeResponse({ body: { weeks: weeksUpTo(url.searchParams.get('week')!).map((week) => ({ ...week, lessonsExplored: 0, questionsAnswered: 0, correctAnswers: 0, accuracy: null })) } }),
    } });
    const figures = await screen.findByRole('list', { name: 'This week in numbers' });
    expect(figures).toHaveTextContent('0 lessons explored');
    expect(figures).toHaveTextContent('No answers yet this week');
    expect(screen.getByText('No quiz answers this week.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Questions to ask next' })).toBeNull();
    // No weeks to draw: a sentence instead of an empty chart.
    expect(await screen.findByText('The chart fills in week by week as Maya answers lesson quizzes.')).toBeInTheDocument();
    expect(screen.queryByTestId('weeks-chart')).toBeNull();
  });

  it("shows each module's level and why; the parent overrides it and gives it back to the answers", async () => {
    const user = userEvent.setup();
    const { callsTo } = setup();
    const levels = await screen.findByRole('region', { name: 'Levels by module' });
    const item = await within(levels).findByRole('listitem');
    expect(item).toHaveTextContent('Science Explorers');
    expect(item).toHaveTextContent('One step simpler');
    expect(item.textContent!.match(/one step simpler/gi)).toHaveLength(1); // the level once, then why
    const select = within(item).getByLabelText('Next Science Explorers lesson');
    expect(select).toHaveAccessibleDescription(LEVEL.reason);
    expect(select).toHaveValue('');
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['Let the answers decide', 'Simpler', 'Standard', 'Richer']);

    await user.selectOptions(select, 'richer');
    await waitFor(() => expect(within(levels).getByRole('listitem')).toHaveTextContent('One step richer (your choice)'));
    expect(within(levels).getByLabelText('Next Science Explorers lesson')).toHaveValue('richer');
    expect(JSON.parse(String(callsTo('PUT', `/api/progress/${CHILD}/levels`)[0].init?.body))).toEqual({ module: 'Science Explorers', level: 'richer' });

    await user.selectOptions(within(levels).getByLabelText('Next Science Explorers lesson'), '');
    await waitFor(() => expect(within(levels).getByLabelText('Next Science Explorers lesson')).toHaveValue(''));
    expect(JSON.parse(String(callsTo('PUT', `/api/progress/${CHILD}/levels`)[1].init?.body))).toEqual({ module: 'Science Explorers', level: null });
  });

  it('with reviews but no card learned yet, says what is still needed', async () => {
    setup({ routes: { [`GET /api/progress/${CHILD}/report`]: () => fakeResponse({ body: report('2026-W48', { reviewsDone: 8, cardsLearned: 0 }) }) } });
    const figures = await screen.findByRole('list', { name: 'This week in numbers' });
    expect(figures).toHaveTextContent('8 card reviews done');
    expect(figures).toHaveTextContent('0 cards learned');
    expect(screen.getByRole('region', { name: 'About the review cards' }))
      .toHaveTextContent('None is learned yet this week: a card Maya remembered once needs remembering again on another visit.');
  });

  it("draws the child's last 8 weeks, with the same numbers as a table for screen readers", async () => {
    setup();
    const chart = await screen.findByRole('region', { name: "Maya's last 8 weeks" });
    const svg = within(chart).getByTestId('weeks-chart');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    // One bar per week with lessons, one per week with quiz answers; "–" for a week without a quiz, not 0 %.
    expect(svg.querySelectorAll('.weeks-chart__lessons .weeks-chart__bar')).toHaveLength(2);
    expect(svg.querySelectorAll('.weeks-chart__score .weeks-chart__bar')).toHaveLength(2);
    expect([...svg.querySelectorAll('.weeks-chart__score .weeks-chart__value')].map((text) => text.textContent)).toEqual(['–', '–', '–', '–', '50%', '–', '–', '67%']);
    const table = within(chart).getByRole('table', { name: 'Lessons explored and quiz answers right, week by week' });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toHaveLength(8);
    expect(rows[0]).toEqual(['5 Oct 2026', '0', 'No quiz']);
    expect(rows[4]).toEqual(['2 Nov 2026', '2', '50% (3 of 6)']);
    expect(rows[7]).toEqual(['23 Nov 2026', '1', '67% (2 of 3)']);
  });

  it('a week whose questions name no skill shows no skills table (no "Remembering facts" filler)', async () => {
    setup({ routes: { [`GET /api/progress/${CHILD}/report`]: () => fakeResponse({ body: report('2026-W48', { bySkill: [{ skill: 'recall', answered: 0, correct: 0, accuracy: null }], strengths: [], practise: [] }) }) } });
    await screen.findByRole('list', { name: 'This week in numbers' });
    expect(screen.queryByRole('region', { name: 'Quiz answers by skill' })).toBeNull();
    expect(screen.queryByText(/Remembering facts/)).toBeNull();
  });
});
