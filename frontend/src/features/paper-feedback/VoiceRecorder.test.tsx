import { MESSAGES } from '@wonderkin/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeResponse, installFetch, withRouter } from '../../lib/testing/fakes';
import { BOOK, formOf, signedInForEachTest, stateFixture, voiceFixture } from './fixtures';
import { PaperFeedbackPanel } from './PaperFeedbackPanel';
import { pickMimeType, voiceFilename } from './recorder';

const STATE = `/api/paper-feedback/${BOOK}`;

/** A MediaRecorder double: Opus in WebM only; what it "recorded" arrives when it stops, as in a browser. */
class FakeMediaRecorder {
  static isTypeSupported = (type: string) => type === 'audio/webm;codecs=opus';
  static last: FakeMediaRecorder | undefined;
  state: 'inactive' | 'recording' = 'inactive';
  mimeType: string;
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  constructor(readonly stream: unknown, options?: { mimeType?: string }) {
    this.mimeType = options?.mimeType ?? '';
    FakeMediaRecorder.last = this;
  }
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['opus frames'], { type: this.mimeType }) });
    this.onstop?.();
  }
}

const track = { stop: jest.fn() };
const getUserMedia = jest.fn();

function withMicrophone(on: boolean) {
  Object.defineProperty(navigator, 'mediaDevices', { value: on ? { getUserMedia } : undefined, configurable: true });
  (globalThis as { MediaRecorder?: unknown }).MediaRecorder = on ? FakeMediaRecorder : undefined;
}

function setup(routes = {}) {
  const fetch = installFetch({ [`GET ${STATE}`]: () => fakeResponse({ body: stateFixture() }), ...routes });
  render(withRouter(<PaperFeedbackPanel creationId={BOOK} />, { path: `/create?creation=${BOOK}&feedback=1`, pattern: '/create' }));
  return fetch;
}

beforeEach(() => {
  getUserMedia.mockReset().mockResolvedValue({ getTracks: () => [track] });
  track.stop.mockReset();
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => withMicrophone(false));

describe('recording a voice note', () => {
  signedInForEachTest();

  it('records, shows the time, stops, previews and saves it as "voice" with a .webm name', async () => {
    withMicrophone(true);
    const user = userEvent.setup();
    const saved = voiceFixture({ createdAt: new Date().toISOString() });
    const { callsTo } = setup({ [`POST ${STATE}/items`]: () => fakeResponse({ status: 201, body: saved }) });
    const recorder = await screen.findByRole('group', { name: 'Record a voice note' });
    await user.click(within(recorder).getByRole('button', { name: 'Record' }));

    expect(await within(recorder).findByRole('timer', { name: 'Time recorded' })).toHaveTextContent('0:00 of 1:00');
    expect(within(recorder).getByRole('status')).toHaveTextContent('Recording. Press Stop when you are done.');
    expect(getUserMedia).toHaveBeenCalledWith({ audio: true });
    expect(FakeMediaRecorder.last?.mimeType).toBe('audio/webm;codecs=opus');

    await user.click(within(recorder).getByRole('button', { name: 'Stop' }));
    expect(track.stop).toHaveBeenCalled();
    expect(within(recorder).getByLabelText('Your voice note, not saved yet')).toHaveAttribute('src', 'blob:preview');
    await user.click(within(recorder).getByRole('button', { name: 'Save voice note' }));

    expect(await within(recorder).findByText('Voice note saved. It is in the list below.')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('listitem', { name: 'Voice note, 12 seconds' })).toBeInTheDocument();
    const file = formOf(callsTo('POST', `${STATE}/items`)[0].init).get('voice') as File;
    expect(file.name).toBe('voice-note.webm');
    expect(file.type).toMatch(/^audio\/webm/);
    expect(within(recorder).getByRole('button', { name: 'Record' })).toBeInTheDocument();
  });

  it('discards a recording without sending it', async () => {
    withMicrophone(true);
    const user = userEvent.setup();
    const { callsTo } = setup();
    const recorder = await screen.findByRole('group', { name: 'Record a voice note' });
    await user.click(within(recorder).getByRole('button', { name: 'Record' }));
    await user.click(await within(recorder).findByRole('button', { name: 'Stop' }));
    await user.click(within(recorder).getByRole('button', { name: 'Discard' }));
    expect(within(recorder).queryByLabelText('Your voice note, not saved yet')).toBeNull();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview');
    expect(callsTo('POST', `${STATE}/items`)).toHaveLength(0);
  });

  it('shows a voice note the server refuses in its words', async () => {
    withMicrophone(true);
    const user = userEvent.setup();
    setup({ [`POST ${STATE}/items`]: () => fakeResponse({ status: 400, body: { error: MESSAGES.voiceTooLong } }) });
    const recorder = await screen.findByRole('group', { name: 'Record a voice note' });
    await user.click(within(recorder).getByRole('button', { name: 'Record' }));
    await user.click(await within(recorder).findByRole('button', { name: 'Stop' }));
    await user.click(within(recorder).getByRole('button', { name: 'Save voice note' }));
    expect(await within(recorder).findByRole('alert')).toHaveTextContent(MESSAGES.voiceTooLong);
    // The recording is still there to try again or discard.
    expect(within(recorder).getByRole('button', { name: 'Save voice note' })).toBeEnabled();
  });

  it('says so in words when the microphone is refused, and the photo still works', async () => {
    withMicrophone(true);
    getUserMedia.mockRejectedValue(Object.assign(new Error('denied'), { name: 'NotAllowedError' }));
    const user = userEvent.setup();
    setup();
    const recorder = await screen.findByRole('group', { name: 'Record a voice note' });
    await user.click(within(recorder).getByRole('button', { name: 'Record' }));
    expect(await within(recorder).findByRole('alert')).toHaveTextContent('The microphone is not allowed, so we cannot record.');
    expect(screen.getByLabelText('Add a photo of the finished page')).toBeEnabled();
  });

  it('says so in words when the browser cannot record at all', async () => {
    withMicrophone(false);
    setup();
    const recorder = await screen.findByRole('group', { name: 'Record a voice note' });
    expect(recorder).toHaveTextContent('This browser cannot record a voice note here. You can still add a photo of the page.');
    expect(within(recorder).queryByRole('button', { name: 'Record' })).toBeNull();
    expect(screen.getByLabelText('Add a photo of the finished page')).toBeEnabled();
  });
});

describe('the recording format', () => {
  it('prefers Opus in WebM, then Opus in Ogg, then AAC in MP4 (Safari)', () => {
    expect(pickMimeType((type) => type !== 'audio/webm;codecs=opus')).toBe('audio/ogg;codecs=opus');
    expect(pickMimeType((type) => type === 'audio/mp4')).toBe('audio/mp4');
    expect(pickMimeType(() => false)).toBeUndefined();
    expect(pickMimeType(undefined)).toBeUndefined();
  });

  it('names the file after what was recorded', () => {
    expect(voiceFilename('audio/webm;codecs=opus')).toBe('voice-note.webm');
    expect(voiceFilename('audio/ogg;codecs=opus')).toBe('voice-note.ogg');
    expect(voiceFilename('audio/mp4')).toBe('voice-note.m4a');
    expect(voiceFilename('')).toBe('voice-note.webm');
  });
});
