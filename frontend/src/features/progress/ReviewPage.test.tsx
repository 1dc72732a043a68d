import { MESSAGES, type ReviewCard } from '@wonderkin/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestQueryClient } from '../../components/testing';
import { childFixture } from '../../lib/testing/childFixture';
import { fakeResponse, installFetch, withRouter, type Handler } from '../../lib/testing/fakes';
import ReviewPage from './ReviewPage';
import type { ProgressReader } from './reader';

const CHILD = 'child_0123456789abcdef0123456789abcdef';
const card = (cardId: string, overrides: Partial<ReviewCard> = {}): ReviewCard => ({
  cardId, kind: 'glossary', module: 'Science Explorers', hashId: 'abc123', front: 'Scattering', back: 'Light bouncing off tiny bits of air.',
  due: '2026-11-23T10:00:00.000Z', state: 'new', reps: 0, ...overrides,
});

function setup({ ageRange = '6-8', cards = [] as ReviewCard[], routes = {} as Record<string, Handler>, reader = undefined as ProgressReader | undefined } = {}) {
  const fetch = installFetch({
    'GET /api/children': () => fakeResponse({ body: { children: [childFixture({ ageRange: ageRange as '6-8' })] } }),
    [`GET /api/progress/${CHILD}/review`]: () => fakeResponse({ body: { cards, total: cards.length } }),
    [`POST /api/progress/${CHILD}/review/card-1`]: () => fakeResponse({ body: { cardId: 'card-1', due: '2026-11-24T10:00:00.000Z', state: 'learning' } }),
    [`POST /api/progress/${CHILD}/review/card-2`]: () => fakeResponse({ body: { cardId: 'card-2', due: '2026-11-24T10:00:00.000Z', state: 'learning' } }),
    ...routes,
  });
  render(withRouter(<ReviewPage reader={reader} />, { path: `/review/${CHILD}`, pattern: '/review/:childId' }));
  return fetch;
}

const gradeOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)).grade;

describe('review page', () => {
  it('someone the family let in as a viewer (issue 22) sees the child\'s name and the cards due, is offered no grades, and goes back to the children shared with them', async () => {
    const user = userEvent.setup();
    const { callsTo } = setup({
      cards: [card('card-1')], reader: { role: 'viewer', firstName: 'Sam', ageRange: '6-8' },
      routes: { 'GET /api/children': () => fakeResponse({ body: { children: [] } }) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Review time for Sam' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Show the answer' }));
    expect(screen.getByText('Light bouncing off tiny bits of air.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'How did it go?' })).toBeNull();
    expect(screen.getByText(/Saying how it went is for Sam's family and helpers/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the children shared with you' })).toHaveAttribute('href', '/shared');
    expect(callsTo('POST', `/api/progress/${CHILD}/review/card-1`)).toHaveLength(0);
  });

  it('a young child sees one card at a time, turns it over and answers "I knew it" / "Not yet" (good / again)', async () => {
    const user = userEvent.setup();
    const { callsTo } = setup({
      cards: [card('card-1'), card('card-2', { kind: 'missed-question', front: 'What colour does air scatter most?', back: 'Blue' })],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Review time for Maya' })).toBeInTheDocument();
    expect(screen.getByText('2 cards left')).toBeInTheDocument();
    const first = screen.getByRole('group', { name: 'Card 1 of 2' });
    expect(first).toHaveTextContent('A word to remember');
    expect(first).toHaveTextContent('Scattering');
    // The answer and the grades only after turning the card over.
    expect(screen.queryByText('Light bouncing off tiny bits of air.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'I knew it' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show the answer' }));
    expect(screen.getByText('Light bouncing off tiny bits of air.')).toBeInTheDocument();
    const grades = screen.getByRole('group', { name: 'How did it go?' });
    expect(within(grades).getAllByRole('button').map((button) => button.textContent)).toEqual(['I knew it', 'Not yet']);
    await user.click(within(grades).getByRole('button', { name: 'I knew it' }));

    const second = await screen.findByRole('group', { name: 'Card 2 of 2' });
    expect(second).toHaveFocus();
    expect(second).toHaveTextContent('A quiz question to try again');
    expect(screen.getByText('1 card left')).toBeInTheDocument();
    expect(gradeOf(callsTo('POST', `/api/progress/${CHILD}/review/card-1`)[0].init)).toBe('good');
    await user.click(screen.getByRole('button', { name: 'Show the answer' }));
    await user.click(screen.getByRole('button', { name: 'Not yet' }));

    expect(await screen.findByRole('heading', { name: 'All done for today!' })).toBeInTheDocument();
    expect(screen.getByText('2 cards reviewed. See you next time!')).toBeInTheDocument();
    expect(gradeOf(callsTo('POST', `/api/progress/${CHILD}/review/card-2`)[0].init)).toBe('again');
    expect(screen.getByRole('link', { name: 'See the progress report' })).toHaveAttribute('href', `/progress/${CHILD}`);
  });

  it.each([
    ['Forgot', 'again'], ['Tricky', 'hard'], ['Got it', 'good'], ['Easy peasy', 'easy'],
  ])('an older child grades in a child\'s words: "%s" is FSRS\'s %s', async (label, grade) => {
    const user = userEvent.setup();
    const { callsTo } = setup({ ageRange: '9-12', cards: [card('card-1')] });
    await user.click(await screen.findByRole('button', { name: 'Show the answer' }));
    const grades = screen.getByRole('group', { name: 'How did it go?' });
    // Four buttons named by their words alone (the faces are decorative); never Anki's Again / Hard / Good / Easy.
    expect(within(grades).getAllByRole('button').map((button) => button.textContent)).toEqual(['Forgot', 'Tricky', 'Got it', 'Easy peasy']);
    expect(grades.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(4);
    await user.click(within(grades).getByRole('button', { name: label }));
    await screen.findByRole('heading', { name: 'All done for today!' });
    expect(gradeOf(callsTo('POST', `/api/progress/${CHILD}/review/card-1`)[0].init)).toBe(grade);
  });

  it('coming back to the page asks the server again (graded cards are not shown twice)', async () => {
    const user = userEvent.setup();
    let due = [card('card-1')];
    const { callsTo } = installFetch({
      'GET /api/children': () => fakeResponse({ body: { children: [childFixture()] } }),
      [`GET /api/progress/${CHILD}/review`]: () => fakeResponse({ body: { cards: due, total: due.length } }),
      [`POST /api/progress/${CHILD}/review/card-1`]: () => {
        due = [];
        return fakeResponse({ body: { cardId: 'card-1', due: '2026-11-24T10:00:00.000Z', state: 'learning' } });
      },
    });
    const client = createTestQueryClient();
    const first = render(withRouter(<ReviewPage />, { path: `/review/${CHILD}`, pattern: '/review/:childId', client }));
    await user.click(await screen.findByRole('button', { name: 'Show the answer' }));
    await user.click(screen.getByRole('button', { name: 'I knew it' }));
    await screen.findByRole('heading', { name: 'All done for today!' });
    first.unmount();
    render(withRouter(<ReviewPage />, { path: `/review/${CHILD}`, pattern: '/review/:childId', client }));
    expect(await screen.findByText(/No cards are waiting/)).toBeInTheDocument();
    expect(callsTo('GET', `/api/progress/${CHILD}/review`)).toHaveLength(2);
  });

  it('says "All done for today!" when nothing is due', async () => {
    setup({ cards: [] });
    expect(await screen.findByRole('heading', { name: 'All done for today!' })).toBeInTheDocument();
    expect(screen.getByText(/No cards are waiting/)).toBeInTheDocument();
  });

  it('a refused grade keeps the card and says why', async () => {
    const user = userEvent.setup();
    setup({ cards: [card('card-1')], routes: { [`POST /api/progress/${CHILD}/review/card-1`]: () => fakeResponse({ status: 404, body: { error: MESSAGES.reviewCardNotFound } }) } });
    await user.click(await screen.findByRole('button', { name: 'Show the answer' }));
    await user.click(screen.getByRole('button', { name: 'I knew it' }));
    expect(await screen.findByText(MESSAGES.reviewCardNotFound)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Card 1 of 1' })).toBeInTheDocument();
  });

  it('signed out: asks to sign in', async () => {
    setup({ routes: { [`GET /api/progress/${CHILD}/review`]: () => fakeResponse({ status: 401, body: { error: MESSAGES.signInRequired } }) } });
    const message = (await screen.findByText(MESSAGES.signInRequired)).parentElement!;
    expect(message).toHaveAttribute('role', 'alert');
    expect(within(message).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
  });

  it("another family's child: the server's words, no cards", async () => {
    setup({ routes: { [`GET /api/progress/${CHILD}/review`]: () => fakeResponse({ status: 404, body: { error: MESSAGES.childNotFound } }) } });
    expect(await screen.findByText(MESSAGES.childNotFound)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show the answer' })).toBeNull();
  });

  it('links the printable review sheet only when it answers', async () => {
    setup({ cards: [card('card-1')], routes: { [`HEAD /api/progress/${CHILD}/review-sheet.pdf`]: () => ({ ...fakeResponse({ status: 200 }), headers: { get: () => 'application/pdf' } }) as unknown as Response } });
    expect(await screen.findByRole('link', { name: "Print this week's review sheet (PDF)" })).toHaveAttribute('href', `/api/progress/${CHILD}/review-sheet.pdf`);
  });

  it('shows no sheet link when the PDF does not exist (yet)', async () => {
    setup({ cards: [card('card-1')] });
    await screen.findByRole('button', { name: 'Show the answer' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('link', { name: /review sheet/ })).toBeNull();
  });
});
