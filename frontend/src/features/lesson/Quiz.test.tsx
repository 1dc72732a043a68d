import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Quiz } from './Quiz';

const items = [
  { question: 'Which colour scatters most?', options: [{ text: 'Red', correct: false }, { text: 'Blue', correct: true }, { text: 'Green', correct: false }] },
];

describe('Quiz', () => {
  it('marks a wrong pick with a red cross and "Not quite", a right pick with a green check and "Correct!"', async () => {
    const user = userEvent.setup();
    render(<Quiz items={items} />);
    const red = screen.getByRole('button', { name: 'Red' });
    const blue = screen.getByRole('button', { name: 'Blue' });
    expect(red).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText('Correct!')).not.toBeInTheDocument();

    await user.click(red);
    expect(red).toHaveAttribute('aria-pressed', 'true');
    expect(red).toHaveClass('quiz__option--wrong');
    expect(red).toHaveTextContent('✗');
    expect(screen.getByText('Not quite')).toBeInTheDocument();

    await user.click(blue);
    expect(blue).toHaveAttribute('aria-pressed', 'true');
    expect(blue).toHaveClass('quiz__option--correct');
    expect(blue).toHaveTextContent('✓');
    expect(red).toHaveAttribute('aria-pressed', 'false');
    expect(red).not.toHaveTextContent('✗');
    expect(screen.getByText('Correct!')).toBeInTheDocument();
    expect(screen.queryByText('Not quite')).not.toBeInTheDocument();
  });

  it('locks a question once it is answered right: tapping another answer does not turn it into "Not quite"', async () => {
    const user = userEvent.setup();
    render(<Quiz items={items} />);
    const blue = screen.getByRole('button', { name: 'Blue' });
    const green = screen.getByRole('button', { name: 'Green' });
    await user.click(blue);
    expect(screen.getByText('Correct!')).toBeInTheDocument();

    await user.click(green);
    expect(screen.getByText('Correct!')).toBeInTheDocument();
    expect(screen.queryByText('Not quite')).not.toBeInTheDocument();
    expect(blue).toHaveAttribute('aria-pressed', 'true');
    expect(blue).toHaveClass('quiz__option--correct');
    expect(green).toHaveAttribute('aria-pressed', 'false');
    expect(green).not.toHaveTextContent('✗');
  });
});
