import { screen, within } from '@testing-library/react';
import { renderWithRouter } from '../../components/testing';
import { config } from '../../lib/config';
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

describe('links page', () => {
  test("three cards: other people's videos and podcast (named as theirs) open in a new tab, 'Ask {product}' stays inside", () => {
    renderWithRouter({ links: <LinksPage /> }, '/links');
    expect(screen.getByRole('heading', { level: 1, name: 'Important Links' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    const video = within(main).getByRole('link', { name: /Videos we like/ });
    const episode = within(main).getByRole('link', { name: /Something to listen to/ });
    expect(video).toHaveTextContent(`SciShow Kids on YouTube, to watch and wonder about together. Not made by ${config.productName}.`);
    expect(episode).toHaveTextContent('Brains On!');
    for (const link of [video, episode]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }
    expect(within(main).getByRole('link', { name: new RegExp(`Ask ${config.productName}`) })).toHaveAttribute('href', '/ask');
  });
});
