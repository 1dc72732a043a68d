import { MESSAGES } from '@wonderkin/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeResponse, installFetch, withRouter, type Handler } from '../../lib/testing/fakes';
import { SKY, VOLCANOES, bodyOf, studentWorkFixture } from './fixtures';
import { StudentLessonPage, type StudentAssignment } from './StudentLessonPage';
import { useStudentAnswerListener } from './useStudentAnswerListener';

/** Stands in for the lesson the router composes in: its quiz reports answers to the listener. */
function QuizStandIn({ assignment }: { assignment: StudentAssignment }) {
  const onAnswer = useStudentAnswerListener(assignment.assignmentId);
  return (
    <main>
      <h1>{assignment.title} ({assignment.hashId})</h1>
      <button type="button" onClick={() => onAnswer(1, 0)}>Answer question 2 with option 1</button>
    </main>
  );
}

function setup(assignmentId: string, routes: Record<string, Handler> = {}) {
  const fetch = installFetch({
    'GET /api/class-work/mine': () => fakeResponse({ body: studentWorkFixture() }),
    'POST /api/class-work/answers': () => fakeResponse({ body: { correct: false, correctIndex: 1, recorded: true } }),
    ...routes,
  });
  render(withRouter(
    <StudentLessonPage lesson={(assignment) => <QuizStandIn assignment={assignment} />} />,
    { path: `/class/work/${assignmentId}`, pattern: '/class/work/:assignmentId' },
  ));
  return fetch;
}

describe("a student's lesson (/class/work/:assignmentId)", () => {
  it('shows the assigned lesson with the way back, and records each answer for this assignment', async () => {
    const user = userEvent.setup();
    const { callsTo } = setup(SKY);
    expect(await screen.findByRole('heading', { level: 1, name: 'Why is the sky blue? (def456)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my work' })).toHaveAttribute('href', '/class');
    await user.click(screen.getByRole('button', { name: 'Answer question 2 with option 1' }));
    await waitFor(() => expect(callsTo('POST', '/api/class-work/answers')).toHaveLength(1));
    expect(bodyOf(callsTo('POST', '/api/class-work/answers')[0].init)).toEqual({ assignmentId: SKY, questionIndex: 1, optionIndex: 0 });
    // The work cards' progress is read again.
    await waitFor(() => expect(callsTo('GET', '/api/class-work/mine')).toHaveLength(2));
  });

  it('says in words when an answer could not be saved', async () => {
    const user = userEvent.setup();
    setup(VOLCANOES, { 'POST /api/class-work/answers': () => fakeResponse({ status: 404, body: { error: MESSAGES.assignmentNotFound } }) });
    await user.click(await screen.findByRole('button', { name: 'Answer question 2 with option 1' }));
    expect(await screen.findByText(MESSAGES.assignmentNotFound)).toBeInTheDocument();
  });

  it('a lesson that is not in the work: a friendly message and the way back', async () => {
    setup('casg_00000000000000000000000000000000');
    expect(await screen.findByRole('heading', { level: 1, name: 'This lesson is not here' })).toBeInTheDocument();
    expect(screen.getByText(/could not find this lesson in your work/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my work' })).toHaveAttribute('href', '/class');
    expect(screen.queryByRole('button', { name: /Answer/ })).toBeNull();
  });

  it('nobody signed in on the device: asks to choose a name and pictures first', async () => {
    setup(SKY, { 'GET /api/class-work/mine': () => fakeResponse({ status: 401, body: { error: MESSAGES.classDeviceSignInRequired } }) });
    expect(await screen.findByText(MESSAGES.classDeviceSignInRequired)).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('link', { name: 'Back to my work' })).toHaveAttribute('href', '/class');
  });
});
