import { render, screen, within } from '@testing-library/react';
import { ProsConsTable } from './ProsConsTable';

const ROWS = [
  { approach: 'Bedtime pass', pros: ['Gives a sense of control'], cons: ['Needs consistency'], bestFor: 'Children who call out' },
  { approach: 'Chair method', pros: ['Gentle'], cons: ['Takes weeks'], bestFor: 'Anxious sleepers' },
];

describe('ProsConsTable (stacked as cards on phones by CSS, issue 19)', () => {
  it('is a real table: a caption, column headers, and one row header per approach', () => {
    render(<ProsConsTable rows={ROWS} />);
    const table = screen.getByRole('table', { name: 'Pros and cons of each approach' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Approach', 'Pros', 'Cons', 'Best for']);
    expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Bedtime pass', 'Chair method']);
  });

  it('labels each cell for the card layout, hidden from screen readers (the column header already names it)', () => {
    render(<ProsConsTable rows={ROWS} />);
    const chair = screen.getAllByRole('row')[2];
    const cells = within(chair).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(['ProsGentle', 'ConsTakes weeks', 'Best forAnxious sleepers']);
    for (const cell of cells) expect(cell.querySelector('.pros-cons__label')).toHaveAttribute('aria-hidden', 'true');
  });
});
