/** Socket.IO watchers of jobs, as the page is (job:watch, then job:progress / job:completed / job:failed). */
import { io, type Socket } from 'socket.io-client';
import {
  SOCKET_EVENTS, type ClientToServerEvents, type JobProgressEvent, type JobWatchAck, type ServerToClientEvents,
} from '@wonderkin/shared';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export function connect(baseUrl: string, options: { websocketOnly?: boolean } = {}): Promise<ClientSocket> {
  const socket: ClientSocket = io(baseUrl, {
    reconnection: false,
    forceNew: true,
    ...(options.websocketOnly ? { transports: ['websocket'] } : {}),
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no Socket.IO connection to ${baseUrl} in 10 s`)), 10_000);
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve(socket);
    });
    socket.once('connect_error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

export function watch(socket: ClientSocket, jobId: string, timeoutMs = 10_000): Promise<JobWatchAck> {
  return socket.timeout(timeoutMs).emitWithAck(SOCKET_EVENTS.watch, { jobId });
}

/** Every event one socket received, per job, and when (Date.now()) the first one and the completion came. */
export interface JobLog { progress: JobProgressEvent[]; completed: number; failed: string[]; firstAt?: number; completedAt?: number }

export function recordEvents(socket: ClientSocket): Map<string, JobLog> {
  const logs = new Map<string, JobLog>();
  const of = (jobId: string) => {
    let log = logs.get(jobId);
    if (!log) {
      log = { progress: [], completed: 0, failed: [] };
      logs.set(jobId, log);
    }
    log.firstAt ??= Date.now();
    return log;
  };
  socket.on(SOCKET_EVENTS.progress, (event) => of(event.jobId).progress.push(event));
  socket.on(SOCKET_EVENTS.completed, (event) => {
    const log = of(event.jobId);
    log.completed += 1;
    log.completedAt ??= Date.now();
  });
  socket.on(SOCKET_EVENTS.failed, (event) => of(event.jobId).failed.push(event.error));
  return logs;
}
