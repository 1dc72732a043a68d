import { screen, within } from '@testing-library/react';
import { renderWithRouter } from '../../components/testing';
import CustomBooksPage from './CustomBooksPage';

beforeEach(() => {
  window.dataLayer = [];
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('custom books page', () => {
  test('hero, three steps, six material types, eight benefits, no invented testimonials; create buttons lead to /create', () => {
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
    // Nothing is posted to anyone's door until printed orders exist (issue 23).
    expect(screen.getByText('Print at home, or press play')).toBeInTheDocument();
    expect(screen.queryByText(/arrive at your door/)).not.toBeInTheDocument();
    const benefits = screen.getByRole('heading', { name: 'Learning Benefits' }).closest('section')!;
    expect(within(benefits).getAllByRole('listitem')).toHaveLength(8);
    expect(screen.queryByRole('heading', { name: 'What Parents Say' })).not.toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  test('says what is true: printable PDFs the family prints at home, not printed books on a bookshelf', () => {
    renderWithRouter({ custombooks: <CustomBooksPage /> }, '/custombooks');
    const page = document.body.textContent ?? '';
    expect(page).not.toMatch(/Printed on durable|child-friendly paper|bookshelf|Personalized and printed|printed materials/);
    expect(screen.getByText('Personalized and printable')).toBeInTheDocument();
    expect(screen.getByText('Three simple steps from idea to a book you print at home.')).toBeInTheDocument();
    expect(screen.getByText('A print-ready PDF you print at home, on any paper you like')).toBeInTheDocument();
  });
});
