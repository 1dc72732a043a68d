import { MESSAGES } from '@wonderkin/shared';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeResponse, installFetch } from '../lib/testing/fakes';
import { FeedbackWidget } from './FeedbackWidget';
import { QueryProvider } from './testing';
import { ToastProvider } from './Toast';

const none = () => fakeResponse({ body: { hasFeedback: false, rating: null, feedback: '' } });
const renderWidget = (isNew: boolean) => render(<QueryProvider><ToastProvider><FeedbackWidget hashId="abc123" isNew={isNew} /></ToastProvider></QueryProvider>);

describe('FeedbackWidget', () => {
  it('sends the rating at once, then optional text with Skip/Send (Send disabled while blank), then thanks', async () => {
    const user = userEvent.setup();
    const { callsTo } = installFetch({ 'GET /api/feedback': none, 'POST /api/feedback': () => fakeResponse({ body: { ok: true } }) });
    renderWidget(false);

    await user.click(await screen.findByRole('button', { name: '4 stars' }));
    const posts = callsTo('POST', '/api/feedback');
    expect(posts).toHaveLength(1);
    expect(JSON.parse(String(posts[0].init?.body))).toEqual({ hashId: 'abc123', rating: 4, feedback: '' });

    const send = await screen.findByRole('button', { name: 'Send' });
    expect(screen.getByRole('button', { name: 'Skip' })).toBeEnabled();
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('Your feedback (optional)'), '   ');
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('Your feedback (optional)'), 'Loved the quiz');
    expect(send).toBeEnabled();
    await user.click(send);
    expect(await screen.findByText('Thank you for your feedback!')).toBeInTheDocument();
    expect(JSON.parse(String(callsTo('POST', '/api/feedback')[1].init?.body))).toEqual({ hashId: 'abc123', rating: 4, feedback: 'Loved the quiz' });
  });

  it('Skip goes straight to thanks without sending text', async () => {
    const user = userEvent.setup();
    const { callsTo } = installFetch({ 'GET /api/feedback': none, 'POST /api/feedback': () => fakeResponse({ body: { ok: true } }) });
    renderWidget(false);
    await user.click(await screen.findByRole('button', { name: '5 stars: loved it' }));
    await user.click(await screen.findByRole('button', { name: 'Skip' }));
    expect(screen.getByText('Thank you for your feedback!')).toBeInTheDocument();
    expect(callsTo('POST', '/api/feedback')).toHaveLength(1);
  });

  it('is prefilled for an existing lesson that has feedback', async () => {
    installFetch({ 'GET /api/feedback': () => fakeResponse({ body: { hasFeedback: true, rating: 3, feedback: 'Nice' } }) });
    renderWidget(false);
    expect(await screen.findByRole('button', { name: '3 stars' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/You rated this 3 of 5/)).toBeInTheDocument();
  });

  it('shows a toast and stays on the rating when sending fails', async () => {
    const user = userEvent.setup();
    installFetch({ 'GET /api/feedback': none, 'POST /api/feedback': () => fakeResponse({ status: 503, body: { error: 'down' } }) });
    renderWidget(false);
    await user.click(await screen.findByRole('button', { name: '2 stars' }));
    expect(await screen.findByText(MESSAGES.feedbackFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '2 stars' })).toBeInTheDocument();
  });

  it('shows the widget anyway when the feedback check fails', async () => {
    installFetch({ 'GET /api/feedback': () => fakeResponse({ status: 500 }) });
    renderWidget(false);
    expect(await screen.findByText('How helpful was this lesson?')).toBeInTheDocument();
  });

  describe('for a new result (UI delay with fake timers)', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('appears only after 1.5 s', async () => {
      installFetch({ 'GET /api/feedback': none });
      renderWidget(true);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1400);
      });
      expect(screen.queryByText('How helpful was this lesson?')).not.toBeInTheDocument();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(100);
      });
      expect(screen.getByText('How helpful was this lesson?')).toBeInTheDocument();
    });

    it('does not appear when feedback already exists', async () => {
      installFetch({ 'GET /api/feedback': () => fakeResponse({ body: { hasFeedback: true, rating: 5, feedback: '' } }) });
      renderWidget(true);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(3000);
      });
      expect(screen.queryByText('How helpful was this lesson?')).not.toBeInTheDocument();
    });
  });
});
