import { screen, within } from '@testing-library/react';
import { renderWithRouter } from '../../components/testing';
import { config } from '../../lib/config';
import { MarketingCards } from './MarketingCards';

const card = (title: string) => screen.getByRole('heading', { level: 3, name: title }).closest('li')!;

describe('/ask marketing cards', () => {
  test('Watch & Listen names the other creators it links to, as the footer does, never "our video channel"', () => {
    renderWithRouter({ ask: <MarketingCards /> }, '/ask');
    const watch = card('Watch & Listen');
    expect(watch).not.toHaveTextContent(/our video channel/i);
    expect(watch).toHaveTextContent(`Videos we like: ${config.videoChannelName}.`);
    expect(watch).toHaveTextContent(`Listen: ${config.latestEpisodeName}.`);
    expect(watch).toHaveTextContent('Not made by us');
    expect(within(watch).getByRole('link', { name: /See Important Links/ })).toHaveAttribute('href', '/links');
  });

  test('Custom Books promises printable PDFs printed at home, not printed books', () => {
    renderWithRouter({ ask: <MarketingCards /> }, '/ask');
    const books = card('Custom Books');
    expect(books).not.toHaveTextContent(/printed and made/);
    expect(books).toHaveTextContent('printable PDFs you print at home');
  });
});
