import { fireEvent, render, screen } from '@testing-library/react';
import { faqItems } from './content';
import { Faq } from './Faq';

describe('FAQ accordion', () => {
  test('seven questions, all closed at first', () => {
    render(<Faq items={faqItems('Wonderkin')} />);
    const questions = screen.getAllByRole('button');
    expect(questions).toHaveLength(7);
    for (const question of questions) expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).toBeNull();
  });

  test('single-open: opening one closes the other; clicking the open one collapses it', () => {
    const items = faqItems('Wonderkin');
    render(<Faq items={items} />);
    const first = screen.getByRole('button', { name: items[0].question });
    const third = screen.getByRole('button', { name: items[2].question });

    fireEvent.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: items[0].question })).toHaveTextContent(items[0].answer);

    fireEvent.click(third);
    expect(third).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(screen.getByRole('region', { name: items[2].question })).toHaveTextContent(items[2].answer);

    fireEvent.click(third);
    expect(third).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).toBeNull();
  });
});
