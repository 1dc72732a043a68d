import { render, screen, within } from '@testing-library/react';
import { fakeResponse, installFetch, withRouter } from '../../lib/testing/fakes';
import { lessonFixture } from '../../lib/testing/lessonFixture';
import { LessonView } from './LessonView';

// A lesson opened on a shared classroom device (issue 22 §2) keeps the student in it: nothing leads to another question,
// another site, a shop, signing up or sharing; the same lesson on its own page keeps all of that.

beforeEach(() => {
  installFetch({ 'GET /api/feedback': () => fakeResponse({ body: { hasFeedback: false, rating: null, feedback: '' } }) });
});

describe('a lesson on the classroom device', () => {
  it('leaves out every way out of the lesson, and keeps the lesson and its quiz', async () => {
    render(withRouter(<LessonView result={lessonFixture()} isNew={false} place="class-device" />, { path: '/class/work/casg_1' }));
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Quiz Time' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Blue' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Ask your own question/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Share/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign Up' })).toBeNull();
    expect(screen.queryByText('Why are sunsets red?')).toBeNull();
    expect(screen.queryByText('Prism kit')).toBeNull();
    expect(screen.queryByText('Sky facts')).toBeNull();
    expect(screen.queryByText(/How helpful was/)).toBeNull();
    // What is left links only within the lesson, or to a picture's or a video's source (its credit).
    const hrefs = within(document.body).queryAllByRole('link').map((link) => link.getAttribute('href') ?? '');
    expect(hrefs.filter((href) => !href.startsWith('#') && !/^https:\/\/(example\.org|video\.example)\//.test(href))).toEqual([]);
  });

  it('keeps them on the lesson\'s own page', async () => {
    render(withRouter(<LessonView result={lessonFixture()} isNew={false} />, { path: '/ask/abc123-why-is-the-sky-blue' }));
    expect(await screen.findByText('Why are sunsets red?')).toBeInTheDocument();
    expect(screen.getByText('Prism kit')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Ask your own question/ }).length).toBeGreaterThan(0);
  });
});
