import { screen, within } from '@testing-library/react';
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
    expect(screen.getByRole('link', { name: 'Start now, its free' })).toHaveAttribute('href', '/ask');
    const headings = [`How ${product} Works`, 'Discover Our Learning Modules', 'Benefits For Everyone', 'What Parents and Educators Say', 'Custom Books and Materials Made Just for Your Child', 'Frequently Asked Questions'];
    const sections = headings.map((name) => screen.getByRole('heading', { level: 2, name }).closest('section')!);
    expect(sections.map((section) => section.id)).toEqual(['how-it-works', 'modules', 'benefits', 'testimonials', '', 'faq']);
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
    expect(within(footer).getByRole('link', { name: /Latest Episode/ })).toHaveAttribute('target', '_blank');
    // No placeholder links anywhere on the page.
    for (const link of screen.getAllByRole('link')) expect(link.getAttribute('href')).not.toBe('#');
  });
});
