import {
  JobCompletedEventSchema, JobFailedEventSchema, JobPartialEventSchema, JobProgressEventSchema, JobStateSchema, SOCKET_EVENTS,
  type ClientToServerEvents, type JobProgressEvent, type JobState, type JobStatus, type ServerToClientEvents,
} from '@wonderkin/shared';
import { useEffect, useState } from 'react';
import { io, type Socket } from 'socket.io-client';

/** The one Socket.IO connection of the page (same origin, through the gateway), opened on first use. */
export type JobSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let shared: JobSocket | null = null;

export function getSocket(): JobSocket {
  shared ??= io({ path: '/socket.io', transports: ['websocket', 'polling'] });
  return shared;
}

export interface JobWatchHandlers {
  /** The current state from the watch ack (also after every reconnect). */
  onState?: (state: JobState) => void;
  onProgress?: (event: JobProgressEvent) => void;
  /** The part of a lesson written so far (job:partial, and the watch ack of a job still being written). */
  onPartial?: (partial: Record<string, unknown>) => void;
  onCompleted?: (result: unknown) => void;
  onFailed?: (error: string) => void;
}

/**
 * Watches one job: emits job:watch { jobId } (again after every reconnect, so a late or reconnecting watcher
 * still learns how the job ended) and forwards this job's events. Returns the function that stops watching.
 */
export function watchJob(jobId: string, handlers: JobWatchHandlers, socket: JobSocket = getSocket()): () => void {
  let active = true;

  const onAck = (answer: unknown) => {
    if (!active) return;
    const state = JobStateSchema.safeParse(answer);
    if (state.success) {
      if (state.data.jobId !== jobId) return;
      handlers.onState?.(state.data);
      const partial = JobPartialEventSchema.shape.result.safeParse(state.data.partial);
      if (partial.success && (state.data.status === 'waiting' || state.data.status === 'active')) handlers.onPartial?.(partial.data);
      if (state.data.status === 'completed') handlers.onCompleted?.(state.data.result);
      if (state.data.status === 'failed') handlers.onFailed?.(state.data.error ?? '');
      return;
    }
    const error = (answer as { error?: unknown } | null)?.error;
    if (typeof error === 'string') handlers.onFailed?.(error);
  };
  const watch = () => socket.emit(SOCKET_EVENTS.watch, { jobId }, onAck);
  const onProgress = (raw: unknown) => {
    const event = JobProgressEventSchema.safeParse(raw);
    if (active && event.success && event.data.jobId === jobId) handlers.onProgress?.(event.data);
  };
  const onPartial = (raw: unknown) => {
    const event = JobPartialEventSchema.safeParse(raw);
    if (active && event.success && event.data.jobId === jobId) handlers.onPartial?.(event.data.result);
  };
  const onCompleted = (raw: unknown) => {
    const event = JobCompletedEventSchema.safeParse(raw);
    if (active && event.success && event.data.jobId === jobId) handlers.onCompleted?.(event.data.result);
  };
  const onFailed = (raw: unknown) => {
    const event = JobFailedEventSchema.safeParse(raw);
    if (active && event.success && event.data.jobId === jobId) handlers.onFailed?.(event.data.error);
  };

  socket.on(SOCKET_EVENTS.progress, onProgress);
  socket.on(SOCKET_EVENTS.partial, onPartial);
  socket.on(SOCKET_EVENTS.completed, onCompleted);
  socket.on(SOCKET_EVENTS.failed, onFailed);
  // 'connect' fires on the first connection and on every reconnection: (re)join the job's room each time.
  socket.on('connect', watch);
  if (socket.connected) watch();
  else if (!socket.active) socket.connect();

  return () => {
    active = false;
    socket.off(SOCKET_EVENTS.progress, onProgress);
    socket.off(SOCKET_EVENTS.partial, onPartial);
    socket.off(SOCKET_EVENTS.completed, onCompleted);
    socket.off(SOCKET_EVENTS.failed, onFailed);
    socket.off('connect', watch);
  };
}

export interface JobWatchState {
  status: JobStatus | 'idle';
  /** Highest progress the worker has reported (never goes back). */
  progress: number;
  stage: string;
  message: string;
  result: unknown;
  error: string | undefined;
  /** A streamed lesson's fields written so far (each update adds to or replaces what came before). */
  partial: Record<string, unknown> | undefined;
}

const IDLE: JobWatchState = { status: 'idle', progress: 0, stage: '', message: '', result: undefined, error: undefined, partial: undefined };
const WAITING: JobWatchState = { ...IDLE, status: 'waiting' };

/** Live state of one job; `jobId` null/undefined → idle. */
export function useJobWatch(jobId: string | null | undefined): JobWatchState {
  // The state is kept with the job it belongs to, so a new jobId starts from "waiting" at once (no stale render,
  // no reset inside the effect).
  const [watched, setWatched] = useState<{ jobId: string; state: JobWatchState } | null>(null);

  useEffect(() => {
    if (!jobId) return undefined;
    const setState = (next: (prev: JobWatchState) => JobWatchState) => setWatched((current) => {
      const prev = current?.jobId === jobId ? current.state : WAITING;
      const state = next(prev);
      return current?.jobId === jobId && state === prev ? current : { jobId, state };
    });
    const stop = watchJob(jobId, {
      onState: (current) => setState((prev) => {
        if (prev.status === 'completed' || prev.status === 'failed') return prev;
        const ahead = current.progress >= prev.progress;
        return {
          ...prev,
          status: current.status,
          progress: Math.max(prev.progress, current.progress),
          stage: ahead && current.stage ? current.stage : prev.stage,
        };
      }),
      onProgress: (event) => setState((prev) => {
        if (prev.status === 'completed' || prev.status === 'failed' || event.progress < prev.progress) return prev;
        return { ...prev, status: 'active', progress: event.progress, stage: event.stage, message: event.message };
      }),
      onPartial: (partial) => setState((prev) => (prev.status === 'completed' || prev.status === 'failed' ? prev : { ...prev, partial: { ...prev.partial, ...partial } })),
      onCompleted: (result) => setState((prev) => ({ ...prev, status: 'completed', progress: 100, result })),
      onFailed: (error) => setState((prev) => (prev.status === 'completed' ? prev : { ...prev, status: 'failed', error })),
    });
    return () => {
      stop();
      setWatched(null); // watching the same job again later starts afresh, as a new watch
    };
  }, [jobId]);

  if (!jobId) return IDLE;
  return watched?.jobId === jobId ? watched.state : WAITING;
}
