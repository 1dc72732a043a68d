import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { TIMINGS } from '@wonderkin/shared';
import { TESTIMONIALS } from '../../components/testimonials';
import { TestimonialsCarousel, perViewForWidth, visibleIndexes } from './TestimonialsCarousel';

function setWidth(width: number) {
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });
}
const shownNames = () =>
  screen.getAllByRole('group').map((slide) => within(slide).getByText((_, el) => el?.classList.contains('testimonial__name') ?? false).textContent);

beforeEach(() => {
  window.innerWidth = 1280;
});
afterEach(() => {
  jest.useRealTimers();
});

describe('testimonials carousel', () => {
  test('has six testimonials with name, role, quote and stars filled to the rating', () => {
    expect(TESTIMONIALS).toHaveLength(6);
    for (const item of TESTIMONIALS) {
      expect(item.rating).toBeGreaterThanOrEqual(1);
      expect(item.rating).toBeLessThanOrEqual(5);
    }
    render(<TestimonialsCarousel items={TESTIMONIALS} />);
    const first = screen.getAllByRole('group')[0];
    const stars = within(first).getByRole('img', { name: `Rated ${TESTIMONIALS[0].rating} out of 5` });
    expect(stars.querySelectorAll('svg[data-filled="true"]')).toHaveLength(TESTIMONIALS[0].rating);
    expect(within(first).getByText(TESTIMONIALS[0].role)).toBeInTheDocument();
    expect(within(first).getByText(`“${TESTIMONIALS[0].quote}”`)).toBeInTheDocument();
  });

  test('shows 1, 2 or 3 per view by screen width', () => {
    expect([perViewForWidth(360), perViewForWidth(800), perViewForWidth(1280)]).toEqual([1, 2, 3]);
    window.innerWidth = 375;
    render(<TestimonialsCarousel items={TESTIMONIALS} />);
    expect(screen.getAllByRole('group')).toHaveLength(1);
    setWidth(800);
    expect(screen.getAllByRole('group')).toHaveLength(2);
    setWidth(1280);
    expect(screen.getAllByRole('group')).toHaveLength(3);
  });

  test('prev and next buttons move one step and loop around both ends', () => {
    expect(visibleIndexes(5, 3, 6)).toEqual([5, 0, 1]);
    render(<TestimonialsCarousel items={TESTIMONIALS} />);
    expect(shownNames()).toEqual(['Priya S.', 'Marcus T.', 'Elena R.']);
    fireEvent.click(screen.getByRole('button', { name: 'Previous testimonial' }));
    expect(shownNames()).toEqual(['Daniel O.', 'Priya S.', 'Marcus T.']);
    fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(shownNames()).toEqual(['Marcus T.', 'Elena R.', 'James and Aisha K.']);
    fireEvent.click(screen.getByRole('button', { name: 'Show testimonial 5 of 6' }));
    expect(shownNames()).toEqual(['Sofia M.', 'Daniel O.', 'Priya S.']);
  });

  test('advances every 3 s (UI timer) and wraps after the last testimonial', () => {
    jest.useFakeTimers();
    window.innerWidth = 375;
    render(<TestimonialsCarousel items={TESTIMONIALS} />);
    expect(shownNames()).toEqual(['Priya S.']);
    act(() => jest.advanceTimersByTime(TIMINGS.carouselAdvance - 1));
    expect(shownNames()).toEqual(['Priya S.']);
    act(() => jest.advanceTimersByTime(1));
    expect(shownNames()).toEqual(['Marcus T.']);
    act(() => jest.advanceTimersByTime(TIMINGS.carouselAdvance * 5));
    expect(shownNames()).toEqual(['Priya S.']);
  });

  test('pauses while hovered or focused, and with the Pause button', () => {
    jest.useFakeTimers();
    window.innerWidth = 375;
    render(<TestimonialsCarousel items={TESTIMONIALS} />);
    const region = screen.getByRole('region', { name: 'Testimonials' });
    fireEvent.mouseEnter(region);
    act(() => jest.advanceTimersByTime(TIMINGS.carouselAdvance * 2));
    expect(shownNames()).toEqual(['Priya S.']);
    fireEvent.mouseLeave(region);
    act(() => jest.advanceTimersByTime(TIMINGS.carouselAdvance));
    expect(shownNames()).toEqual(['Marcus T.']);

    const pause = screen.getByRole('button', { name: 'Pause testimonials' });
    fireEvent.click(pause);
    expect(pause).toHaveAttribute('aria-pressed', 'true');
    act(() => jest.advanceTimersByTime(TIMINGS.carouselAdvance * 3));
    expect(shownNames()).toEqual(['Marcus T.']);
  });

  test('does not auto-advance when the system asks for reduced motion', () => {
    jest.useFakeTimers();
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query.includes('prefers-reduced-motion'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    try {
      window.innerWidth = 375;
      render(<TestimonialsCarousel items={TESTIMONIALS} />);
      act(() => jest.advanceTimersByTime(TIMINGS.carouselAdvance * 3));
      expect(shownNames()).toEqual(['Priya S.']);
      fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }));
      expect(shownNames()).toEqual(['Marcus T.']);
    } finally {
      window.matchMedia = original;
    }
  });
});
