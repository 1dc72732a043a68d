import { act, screen, within } from '@testing-library/react';
import { renderWithRouter } from '../../components/testing';
import { config } from '../../lib/config';
import LogoutPage, { LOGOUT_REDIRECT_DELAY_MS } from '../account/LogoutPage';
import CustomBooksPage from '../custombooks/CustomBooksPage';
import LandingPage from '../landing/LandingPage';
import LinksPage from './LinksPage';
import NotFoundPage from './NotFoundPage';

beforeEach(() => {
  window.dataLayer = [];
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('404 page', () => {
  test("shows '404', 'Oops! Page not found', 'Return to Home' and logs the path", async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWithRouter({ '*': <NotFoundPage /> }, '/no/such/page?x=1');
    expect(await screen.findByRole('heading', { name: /Oops! Page not found/ })).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/no/such/page?x=1'));
    expect(window.dataLayer).toContainEqual({ event: 'page_not_found', page_path: '/no/such/page?x=1' });
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'page_view', page_path: '/no/such/page?x=1' }));
  });
});

describe('logout page', () => {
  test("clears the user-id cookie, shows 'Logging you out...' and goes to /ask", () => {
    jest.useFakeTimers();
    document.cookie = `${config.userIdCookie}=user-1; path=/`;
    renderWithRouter({ logout: <LogoutPage />, ask: <h1>Ask page</h1> }, '/logout');
    expect(screen.getByText('Logging you out...')).toBeInTheDocument();
    expect(document.cookie).not.toContain(`${config.userIdCookie}=user-1`);
    act(() => jest.advanceTimersByTime(LOGOUT_REDIRECT_DELAY_MS));
    expect(screen.getByRole('heading', { name: 'Ask page' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/ask');
  });
});

describe('links page', () => {
  test("three cards: video channel and 'Latest Episode' open in a new tab, 'Ask {product}' stays inside", () => {
    renderWithRouter({ links: <LinksPage /> }, '/links');
    expect(screen.getByRole('heading', { level: 1, name: 'Important Links' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    const video = within(main).getByRole('link', { name: /Video Channel/ });
    const episode = within(main).getByRole('link', { name: /Latest Episode/ });
    for (const link of [video, episode]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }
    expect(within(main).getByRole('link', { name: new RegExp(`Ask ${config.productName}`) })).toHaveAttribute('href', '/ask');
  });
});

describe('custom books page', () => {
  test('hero, three steps, six material types, eight benefits, three testimonials; create buttons lead to /create', () => {
    renderWithRouter({ custombooks: <CustomBooksPage /> }, '/custombooks');
    expect(screen.getByRole('heading', { level: 1, name: 'Custom Learning Materials Created Just for Your Child' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Custom Materials' })).toHaveAttribute('href', '/create');
    expect(screen.getByRole('link', { name: 'Start Creating Now' })).toHaveAttribute('href', '/create');
    expect(screen.getByRole('link', { name: 'See Examples' })).toHaveAttribute('href', '/custombooks#material-types');
    for (const title of ['Storybooks', 'Math Worksheets', 'Writing Activities', 'Art Projects', 'Subject Exploration', 'Multi-Subject Bundles']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByText('Tell us about your child')).toBeInTheDocument();
    expect(screen.getByText('AI creates custom materials')).toBeInTheDocument();
    expect(screen.getByText('Receive printed materials')).toBeInTheDocument();
    const benefits = screen.getByRole('heading', { name: 'Learning Benefits' }).closest('section')!;
    expect(within(benefits).getAllByRole('listitem')).toHaveLength(8);
    const voices = screen.getByRole('heading', { name: 'What Parents Say' }).closest('section')!;
    expect(within(voices).getAllByRole('figure')).toHaveLength(3);
  });
});

describe('landing page', () => {
  test('sections in the spec order with their anchors', () => {
    const { container } = renderWithRouter({ '/': <LandingPage /> }, '/');
    const product = config.productName;
    expect(screen.getByText('Joined by 2,000+ parents this month')).toBeInTheDocument();
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
