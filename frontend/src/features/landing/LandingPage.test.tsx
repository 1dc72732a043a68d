import { screen, within } from '@testing-library/react';
import { fakeResponse, installFetch } from '../../lib/testing/fakes';
import { renderWithRouter } from '../../components/testing';
import { config } from '../../lib/config';
import LandingPage from './LandingPage';

beforeEach(() => {
  window.dataLayer = [];
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('landing page', () => {
  test('sections in the spec order with their anchors', () => {
    const { container } = renderWithRouter({ '/': <LandingPage /> }, '/');
    const product = config.productName;
    // No claim the product cannot back (issue 19): the hero says what a new visitor gets instead.
    expect(screen.queryByText(/Joined by/)).not.toBeInTheDocument();
    expect(screen.getByText('Free to start: 3 questions, no password')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Start now, it's free" })).toHaveAttribute('href', '/ask');
    const headings = [`How ${product} Works`, 'Discover Our Learning Modules', 'Benefits For Everyone', 'Custom Books and Materials Made Just for Your Child', 'Frequently Asked Questions'];
    const sections = headings.map((name) => screen.getByRole('heading', { level: 2, name }).closest('section')!);
    expect(sections.map((section) => section.id)).toEqual(['how-it-works', 'modules', 'benefits', '', 'faq']);
    // No invented social proof: no testimonials, no educators' dashboard, no sharing that does not exist yet.
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(screen.queryByText(/dashboard/i)).not.toBeInTheDocument();
    expect(screen.queryByText(/Share limited access/)).not.toBeInTheDocument();
    // document order
    for (let i = 1; i < sections.length; i++) {
      expect(sections[i - 1].compareDocumentPosition(sections[i]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    expect(container.querySelector('header.site-header')!.compareDocumentPosition(sections[0]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(sections[0]).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Explore Custom Materials' })).toHaveAttribute('href', '/custombooks');
  });

  test('sixteen module cards in two rows of eight, with the spec ages', () => {
    renderWithRouter({ '/': <LandingPage /> }, '/');
    const rows = [screen.getByRole('region', { name: 'Learning modules 1 to 8' }), screen.getByRole('region', { name: 'Learning modules 9 to 16' })];
    expect(rows.map((row) => within(row).getAllByRole('article').length)).toEqual([8, 8]);
    const card = (title: string) => screen.getByRole('heading', { name: title }).closest('article')!;
    expect(card('Math Adventures')).toHaveTextContent('Ages 4-12');
    expect(card('Reading Journeys')).toHaveTextContent('Ages 3-10');
    expect(card('Chess Mastery')).toHaveTextContent('Ages 6-12');
    for (const title of ['Audio Exploration', 'Language Discovery', 'Writing Workshop', 'Social Skills', 'Science Explorers', 'Art & Creativity', 'Nature Connection', 'Music Fundamentals', 'Problem Solving', 'History Explorers', 'Cultural Awareness', 'Coding Basics', 'Physical Movement']) {
      const ages = /Ages (\d+)-(\d+)/.exec(card(title).textContent ?? '');
      expect(ages).not.toBeNull();
      expect(Number(ages![1])).toBeGreaterThanOrEqual(3);
      expect(Number(ages![2])).toBeLessThanOrEqual(12);
    }
  });

  test('navigation: section anchors, Custom Books, Ask, Log In / Sign Up to /login; footer shows the year', () => {
    renderWithRouter({ '/': <LandingPage /> }, '/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const href = (name: string) => within(nav).getByRole('link', { name }).getAttribute('href');
    expect(['How It Works', 'Modules', 'Benefits', 'FAQ'].map(href)).toEqual(['/#how-it-works', '/#modules', '/#benefits', '/#faq']);
    expect(href('Custom Books')).toBe('/custombooks');
    expect(href('Ask')).toBe('/ask');
    expect(href('Log In')).toBe('/login');
    expect(href('Sign Up')).toBe('/login');
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(String(new Date().getFullYear()));
    expect(within(footer).getByRole('link', { name: 'Important Links' })).toHaveAttribute('href', '/links');
    // Other people's channel and podcast, named as theirs.
    expect(within(footer).getByRole('link', { name: /^Videos we like: SciShow Kids on YouTube/ })).toHaveAttribute('target', '_blank');
    expect(within(footer).getByRole('link', { name: /^Listen: the Brains On! science podcast/ })).toHaveAttribute('target', '_blank');
    expect(within(footer).queryByText(/Video Channel|Latest Episode|Testimonials/)).not.toBeInTheDocument();
    // No placeholder links anywhere on the page.
    for (const link of screen.getAllByRole('link')) expect(link.getAttribute('href')).not.toBe('#');
  });

  test('the real ratings summary: shown from 5 ratings, with the counted average; nothing below that', async () => {
    installFetch({ 'GET /api/feedback/summary': () => fakeResponse({ body: { ratings: 12, average: 4.6 } }) });
    renderWithRouter({ '/': <LandingPage /> }, '/');
    const summary = (await screen.findByRole('heading', { level: 2, name: 'How families rate us' })).closest('section')!;
    expect(summary).toHaveTextContent('4.6 out of 5 on average, over 12 ratings');
  });

  test('no ratings summary while there are too few ratings to mean something', async () => {
    const { callsTo } = installFetch({ 'GET /api/feedback/summary': () => fakeResponse({ body: { ratings: 3, average: 5 } }) });
    renderWithRouter({ '/': <LandingPage /> }, '/');
    await screen.findByRole('heading', { level: 2, name: 'Frequently Asked Questions' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(callsTo('GET', '/api/feedback/summary')).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'How families rate us' })).not.toBeInTheDocument();
  });

  test("the privacy answer lists what is stored about a child, and how to download or delete it", () => {
    renderWithRouter({ '/': <LandingPage /> }, '/');
    const answer = screen.getByText(/We store what the product needs/);
    for (const item of ['age range', 'interests', 'support needs', 'quiz answers', 'review cards', 'ratings and comments', 'download all of it']) expect(answer).toHaveTextContent(item);
  });
});
