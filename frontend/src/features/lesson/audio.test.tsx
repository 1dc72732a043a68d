import { MESSAGES } from '@wonderkin/shared';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryProvider } from '../../components/testing';
import { ToastProvider } from '../../components/Toast';
import { fakeResponse, installFetch } from '../../lib/testing/fakes';
import { AudioButton, AudioProvider } from './audio';

const audioBlob = new Blob(['RIFF....WAVE'], { type: 'audio/wav' });
let play: jest.SpyInstance;
let pause: jest.SpyInstance;

beforeEach(() => {
  let n = 0;
  Object.assign(URL, { createObjectURL: jest.fn(() => `blob:test/${++n}`), revokeObjectURL: jest.fn() });
  play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

function renderPlayer() {
  return render(
    <QueryProvider>
      <ToastProvider>
        <AudioProvider>
          <AudioButton id="quick-answer" text="The sky is blue." label="Quick Answer" />
          <AudioButton id="overview" text="Overview text." label="Quick Overview" />
        </AudioProvider>
      </ToastProvider>
    </QueryProvider>,
  );
}

describe('lesson audio', () => {
  it('plays one clip at a time: others are disabled meanwhile, clicking the playing clip stops it', async () => {
    const user = userEvent.setup();
    const { callsTo } = installFetch({ 'POST /api/tts': () => fakeResponse({ blob: audioBlob }) });
    renderPlayer();
    const audio = screen.getByTestId('lesson-audio') as HTMLAudioElement;

    await user.click(screen.getByRole('button', { name: 'Listen to Quick Answer' }));
    const stop = await screen.findByRole('button', { name: 'Stop reading Quick Answer' });
    await waitFor(() => expect(stop).toHaveTextContent('Stop'));
    expect(JSON.parse(String(callsTo('POST', '/api/tts')[0].init?.body))).toEqual({ text: 'The sky is blue.' });
    expect(audio.getAttribute('src')).toMatch(/^blob:/);
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Listen to Quick Overview' })).toBeDisabled();

    await user.click(stop);
    expect(pause).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Listen to Quick Overview' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Listen to Quick Answer' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('frees the other buttons when the clip ends', async () => {
    const user = userEvent.setup();
    installFetch({ 'POST /api/tts': () => fakeResponse({ blob: audioBlob }) });
    renderPlayer();
    await user.click(screen.getByRole('button', { name: 'Listen to Quick Overview' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Stop reading Quick Overview' })).toHaveTextContent('Stop'));
    fireEvent.ended(screen.getByTestId('lesson-audio'));
    expect(screen.getByRole('button', { name: 'Listen to Quick Answer' })).toBeEnabled();
  });

  it('toasts "Failed to generate audio." when speech cannot be made', async () => {
    const user = userEvent.setup();
    installFetch({ 'POST /api/tts': () => fakeResponse({ status: 500, body: { error: 'espeak crashed' } }) });
    renderPlayer();
    await user.click(screen.getByRole('button', { name: 'Listen to Quick Answer' }));
    expect(await screen.findByText(MESSAGES.ttsFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Listen to Quick Overview' })).toBeEnabled();
  });

  it('toasts "Error playing audio." when the browser refuses to play', async () => {
    const user = userEvent.setup();
    play.mockRejectedValue(new Error('NotAllowedError'));
    installFetch({ 'POST /api/tts': () => fakeResponse({ blob: audioBlob }) });
    renderPlayer();
    await user.click(screen.getByRole('button', { name: 'Listen to Quick Answer' }));
    expect(await screen.findByText(MESSAGES.audioPlayFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Listen to Quick Answer' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('drops a clip stopped while its audio is still being made (no play, no toast)', async () => {
    const user = userEvent.setup();
    let release!: () => void;
    installFetch({ 'POST /api/tts': () => new Promise((resolve) => { release = () => resolve(fakeResponse({ blob: audioBlob })); }) });
    renderPlayer();
    await user.click(screen.getByRole('button', { name: 'Listen to Quick Answer' }));
    await user.click(await screen.findByRole('button', { name: 'Stop reading Quick Answer' }));
    await waitFor(() => expect(release).toBeDefined());
    await act(async () => release());
    expect(play).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Listen to Quick Answer' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Listen to Quick Overview' })).toBeEnabled();
    expect(screen.queryByText(MESSAGES.ttsFailed)).not.toBeInTheDocument();
  });

  it('speaks a text once per page: listening again reuses its audio', async () => {
    const user = userEvent.setup();
    const { callsTo } = installFetch({ 'POST /api/tts': () => fakeResponse({ blob: audioBlob }) });
    renderPlayer();
    for (let i = 0; i < 2; i += 1) {
      await user.click(screen.getByRole('button', { name: 'Listen to Quick Answer' }));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Stop reading Quick Answer' })).toHaveTextContent('Stop'));
      fireEvent.ended(screen.getByTestId('lesson-audio'));
    }
    expect(play).toHaveBeenCalledTimes(2);
    expect(callsTo('POST', '/api/tts')).toHaveLength(1);
  });
});
