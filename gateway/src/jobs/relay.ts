import type { QueueEvents } from 'bullmq';
import type { Server } from 'socket.io';
import { SOCKET_EVENTS, type ClientToServerEvents, type ServerToClientEvents } from '@wonderkin/shared';
import { publicFailure, readPartial, readProgress } from './job-state';

export type JobsServer = Server<ClientToServerEvents, ServerToClientEvents>;

/** Every watcher of a job is in this room. */
export const jobRoom = (jobId: string) => `job:${jobId}`;

/**
 * Relays one queue's BullMQ events to the rooms of the jobs. QueueEvents' "failed" fires only when a job
 * is finally failed (an attempt that will be retried emits "delayed"/"waiting" instead), so watchers are
 * never told "failed" for a job that is about to run again. A progress update that carries `partial` (a lesson
 * being streamed) is also sent as job:partial { jobId, result }.
 */
export function relayQueueEvents(events: QueueEvents, io: JobsServer): void {
  const queueName = events.name;
  events.on('progress', ({ jobId, data }) => {
    const progress = readProgress(data);
    if (progress) io.to(jobRoom(jobId)).emit(SOCKET_EVENTS.progress, { jobId, ...progress });
    // A streamed lesson's update also carries the lesson written so far: the page shows it before the lesson is done.
    const partial = readPartial(data);
    if (partial) io.to(jobRoom(jobId)).emit(SOCKET_EVENTS.partial, { jobId, result: partial });
  });
  events.on('completed', ({ jobId, returnvalue }) => {
    io.to(jobRoom(jobId)).emit(SOCKET_EVENTS.completed, { jobId, result: returnvalue });
  });
  events.on('failed', ({ jobId, failedReason }) => {
    io.to(jobRoom(jobId)).emit(SOCKET_EVENTS.failed, { jobId, error: publicFailure(queueName, failedReason) });
  });
}
