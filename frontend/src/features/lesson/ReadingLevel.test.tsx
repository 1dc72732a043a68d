import type { Readability } from '@wonderkin/shared';
import { render, screen, within } from '@testing-library/react';
import { fakeResponse, installFetch, withRouter } from '../../lib/testing/fakes';
import { lessonFixture, PARENT_BLOCKS } from '../../lib/testing/lessonFixture';
import { LessonView } from './LessonView';

const fits: Readability = { formula: 'Flesch-Kincaid grade', grade: 2.4, target: { min: 0, max: 5 }, fits: true };

describe('the badge on the lesson page', () => {
  beforeEach(() => {
    installFetch({ 'GET /api/feedback': () => fakeResponse({ body: { hasFeedback: false, rating: null, feedback: '' } }) });
  });

  it('shows the lesson\'s reading level for its age range in the page header', () => {
    render(withRouter(<LessonView result={lessonFixture({ readability: fits })} isNew={false} />));
    const header = screen.getByRole('heading', { level: 1 }).parentElement!;
    expect(within(header).getByText('Reading level: grade 2.4 · fits ages 6-8')).toBeInTheDocument();
  });

  it('measures a parent guide against the adult target', () => {
    const readability = { ...fits, grade: 8.3, target: { min: -3.4, max: 12 } };
    render(withRouter(<LessonView result={lessonFixture({ ...PARENT_BLOCKS, readability })} isNew={false} />));
    expect(screen.getByText('Reading level: grade 8.3 · fits a parent guide')).toBeInTheDocument();
    expect(screen.getByText(/The target for a parent guide is up to grade 12\./)).toBeInTheDocument();
  });

  it('hides it on an old lesson without a figure and on a safety answer', () => {
    const { unmount } = render(withRouter(<LessonView result={lessonFixture()} isNew={false} />));
    expect(screen.queryByText(/Reading level/)).toBeNull();
    unmount();
    render(withRouter(<LessonView result={lessonFixture({ readability: fits, safety: 'redirected' })} isNew={false} />));
    expect(screen.queryByText(/Reading level/)).toBeNull();
  });
});
