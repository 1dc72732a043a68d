import { act, render, screen } from '@testing-library/react';
import { FakeSocket } from './testing/fakes';
import { useJobWatch, watchJob } from './socket';

const mockSocket = new FakeSocket();
jest.mock('socket.io-client', () => ({ io: () => mockSocket }));

function Probe({ jobId }: { jobId: string | null }) {
  const job = useJobWatch(jobId);
  return <output data-testid="job">{JSON.stringify(job)}</output>;
}
const job = () => JSON.parse(screen.getByTestId('job').textContent ?? '{}');

describe('useJobWatch', () => {
  beforeEach(() => {
    mockSocket.watches.length = 0;
    mockSocket.answerWatch = ({ jobId }) => ({ jobId, status: 'waiting', progress: 0, stage: '' });
  });

  it('emits job:watch with the job id and follows progress, completion and only its own job', () => {
    const { unmount } = render(<Probe jobId="research-abc" />);
    expect(mockSocket.watches.map((w) => w.payload)).toEqual([{ jobId: 'research-abc' }]);
    expect(job().status).toBe('waiting');

    act(() => mockSocket.serverEmit('job:progress', { jobId: 'research-abc', progress: 20, stage: 'researching', message: 'Researching…' }));
    act(() => mockSocket.serverEmit('job:progress', { jobId: 'research-other', progress: 80, stage: 'activities', message: 'x' }));
    expect(job()).toMatchObject({ status: 'active', progress: 20, stage: 'researching', message: 'Researching…' });

    act(() => mockSocket.serverEmit('job:completed', { jobId: 'research-abc', result: { slug: 'abc-why' } }));
    expect(job()).toMatchObject({ status: 'completed', progress: 100, result: { slug: 'abc-why' } });

    unmount();
    expect(mockSocket.listenerCount('job:progress')).toBe(0);
    expect(mockSocket.listenerCount('connect')).toBe(0);
  });

  it('learns the final state from the ack when it watches late', () => {
    mockSocket.answerWatch = ({ jobId }) => ({ jobId, status: 'completed', progress: 100, stage: 'final-touches', result: { slug: 's' } });
    render(<Probe jobId="research-late" />);
    expect(job()).toMatchObject({ status: 'completed', progress: 100, result: { slug: 's' } });
  });

  it('reports a failure from the ack or from job:failed', () => {
    mockSocket.answerWatch = ({ jobId }) => ({ jobId, status: 'failed', progress: 40, stage: 'filtering', error: 'The generator broke.' });
    render(<Probe jobId="research-bad" />);
    expect(job()).toMatchObject({ status: 'failed', error: 'The generator broke.' });
  });

  it('watches again after a reconnect and never goes back in progress', () => {
    render(<Probe jobId="research-re" />);
    act(() => mockSocket.serverEmit('job:progress', { jobId: 'research-re', progress: 60, stage: 'assembling', message: 'm' }));
    mockSocket.answerWatch = ({ jobId }) => ({ jobId, status: 'active', progress: 40, stage: 'filtering' });
    act(() => mockSocket.reconnect());
    expect(mockSocket.watches).toHaveLength(2);
    expect(job()).toMatchObject({ progress: 60, stage: 'assembling' });
    act(() => mockSocket.serverEmit('job:failed', { jobId: 'research-re', error: 'boom' }));
    expect(job()).toMatchObject({ status: 'failed', error: 'boom' });
  });

  it('keeps the lesson written so far from job:partial (adding to it) and from the ack of a job still running, never after the end', () => {
    mockSocket.answerWatch = ({ jobId }) => ({ jobId, status: 'active', progress: 4, stage: 'researching', partial: { pageTitle: 'Sky' } });
    render(<Probe jobId="research-part" />);
    expect(job().partial).toEqual({ pageTitle: 'Sky' });
    act(() => mockSocket.serverEmit('job:partial', { jobId: 'research-part', result: { quickAnswer: 'Blue light scatters.' } }));
    act(() => mockSocket.serverEmit('job:partial', { jobId: 'research-else', result: { quickAnswer: 'Other job.' } }));
    act(() => mockSocket.serverEmit('job:partial', { jobId: 'research-part', result: 'not an object' }));
    expect(job().partial).toEqual({ pageTitle: 'Sky', quickAnswer: 'Blue light scatters.' });
    act(() => mockSocket.serverEmit('job:completed', { jobId: 'research-part', result: { slug: 's' } }));
    act(() => mockSocket.serverEmit('job:partial', { jobId: 'research-part', result: { quickAnswer: 'Late.' } }));
    expect(job().partial).toEqual({ pageTitle: 'Sky', quickAnswer: 'Blue light scatters.' });
  });

  it('is idle without a job id', () => {
    render(<Probe jobId={null} />);
    expect(job().status).toBe('idle');
    expect(mockSocket.watches).toHaveLength(0);
  });
});

describe('watchJob', () => {
  it('reports an error ack (unknown job) as a failure', () => {
    const socket = new FakeSocket();
    socket.answerWatch = () => ({ error: 'Unknown job.' });
    const onFailed = jest.fn();
    const stop = watchJob('research-x', { onFailed }, socket as never);
    expect(onFailed).toHaveBeenCalledWith('Unknown job.');
    stop();
  });

  it('waits for the connection before watching when the socket is not connected yet', () => {
    const socket = new FakeSocket();
    socket.connected = false;
    watchJob('research-y', {}, socket as never);
    expect(socket.watches).toHaveLength(0);
    socket.reconnect();
    expect(socket.watches).toHaveLength(1);
  });
});
