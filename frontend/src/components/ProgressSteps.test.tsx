import { RESEARCH_STAGES } from '@wonderkin/shared';
import { act, render, screen } from '@testing-library/react';
import { ProgressSteps } from './ProgressSteps';

/** Reads the step on screen (its percentage) from the progress bar. */
const shown = () => Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'));

/** Advances fake time in small slices so timers that effects schedule along the way fire too. */
function advance(ms: number) {
  for (let left = ms; left > 0; left -= Math.min(left, 25)) act(() => jest.advanceTimersByTime(Math.min(left, 25)));
  act(() => jest.advanceTimersByTime(0));
}

/** Records every distinct step value the bar shows, in order, while timers advance. */
function recorder() {
  const seen: number[] = [];
  const note = () => {
    const value = shown();
    if (seen[seen.length - 1] !== value) seen.push(value);
  };
  return { seen, note };
}

describe('ProgressSteps pacing (UI timing with fake timers)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows nothing before the worker reports, then each reached step in order for at least 500 ms', () => {
    const { rerender } = render(<ProgressSteps reached={0} completed={false} />);
    expect(shown()).toBe(0);
    expect(screen.getByText(/Getting started/)).toBeInTheDocument();

    // The worker reports 20, 40 and 60 in one burst: the steps are queued, not skipped.
    rerender(<ProgressSteps reached={60} completed={false} />);
    advance(0);
    expect(shown()).toBe(20);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', `20%: ${RESEARCH_STAGES[0].message}`);
    advance(499);
    expect(shown()).toBe(20);
    advance(1);
    expect(shown()).toBe(40);
    advance(500);
    expect(shown()).toBe(60);

    // Never ahead of the worker: 80 is not shown until it is reached, however long we wait.
    advance(5000);
    expect(shown()).toBe(60);
    rerender(<ProgressSteps reached={80} completed={false} />);
    advance(0);
    expect(shown()).toBe(80);
  });

  it('walks 20 → 40 → 60 → 80 → 100 when completion arrives at once, and finishes only after 100 had its time', () => {
    const onFinished = jest.fn();
    const { seen, note } = recorder();
    const { rerender } = render(<ProgressSteps reached={0} completed={false} onFinished={onFinished} />);
    rerender(<ProgressSteps reached={100} completed onFinished={onFinished} />);
    for (let elapsed = 0; elapsed <= 3000; elapsed += 25) {
      advance(25);
      note();
      if (shown() < 100) expect(onFinished).not.toHaveBeenCalled();
    }
    expect(seen).toEqual([20, 40, 60, 80, 100]);
    expect(onFinished).toHaveBeenCalledTimes(1);
  });

  it('does not finish before the last step has been on screen for the minimum time', () => {
    const onFinished = jest.fn();
    const { rerender } = render(<ProgressSteps reached={80} completed={false} onFinished={onFinished} />);
    advance(2000); // 20..80 shown
    expect(shown()).toBe(80);
    rerender(<ProgressSteps reached={100} completed onFinished={onFinished} />);
    advance(0);
    expect(shown()).toBe(100);
    advance(400);
    expect(onFinished).not.toHaveBeenCalled();
    advance(100);
    expect(onFinished).toHaveBeenCalledTimes(1);
  });

  it('marks finished steps as done and the current one as in progress', () => {
    render(<ProgressSteps reached={40} completed={false} />);
    advance(1000);
    const steps = screen.getAllByRole('listitem');
    expect(steps.map((step) => step.getAttribute('data-state'))).toEqual(['done', 'current', 'todo', 'todo', 'todo']);
  });
});
