import type { Readability } from '@wonderkin/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { gradeLabel, ReadingLevelBadge } from './ReadingLevelBadge';

const fits: Readability = { formula: 'Flesch-Kincaid grade', grade: 2.4, target: { min: 0, max: 5 }, fits: true };

describe('reading-level badge', () => {
  it('says the grade and that it fits, in words, and explains the formula when opened', async () => {
    render(<ReadingLevelBadge readability={fits} audience="ages 6-8" measuredOn="the quick answer, takeaways and sections" />);
    const badge = screen.getByText('Reading level: grade 2.4 · fits ages 6-8');
    const explanation = screen.getByText(/Measured with the Flesch-Kincaid grade formula \(2\.4\) on the quick answer/);
    expect(explanation).not.toBeVisible();
    await userEvent.click(badge);
    expect(explanation).toBeVisible();
    expect(explanation).toHaveTextContent('The target for ages 6-8 is grade 0 to 5.');
  });

  it('says in words when a text is harder or simpler than its band, not by colour alone', () => {
    const { rerender } = render(<ReadingLevelBadge readability={{ ...fits, grade: 6.8, fits: false }} audience="ages 6-8" measuredOn="the story" />);
    expect(screen.getByText('Reading level: grade 6.8 · harder than usual for ages 6-8')).toBeInTheDocument();
    rerender(<ReadingLevelBadge readability={{ ...fits, grade: 2.1, target: { min: 5, max: 12 }, fits: false }} audience="ages 13+" measuredOn="the story" />);
    expect(screen.getByText('Reading level: grade 2.1 · simpler than usual for ages 13+')).toBeInTheDocument();
  });

  it('names a pre-school score and a band with no minimum plainly', () => {
    expect(gradeLabel(-1.2)).toBe('below grade 1');
    expect(gradeLabel(0.6)).toBe('below grade 1');
    expect(gradeLabel(3)).toBe('grade 3.0');
    render(<ReadingLevelBadge readability={{ ...fits, grade: -0.4, target: { min: -3.4, max: 3 } }} audience="ages 3-5" measuredOn="the story" />);
    expect(screen.getByText('Reading level: below grade 1 · fits ages 3-5')).toBeInTheDocument();
    expect(screen.getByText(/The target for ages 3-5 is up to grade 3\./)).toBeInTheDocument();
  });

  it('shows nothing when the figure is absent (made before it was measured)', () => {
    const { container } = render(<ReadingLevelBadge audience="ages 6-8" measuredOn="the story" />);
    expect(container).toBeEmptyDOMElement();
  });
});
