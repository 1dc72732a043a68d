import { JobWatchRequestSchema, MESSAGES, SOCKET_EVENTS, type JobWatchAck } from '@wonderkin/shared';
import type { Logger } from '@wonderkin/server-kit';
import { jobRoom, type JobsServer } from './relay';
import { watchableQueueOf } from './job-state';

/** A page watches one job at a time, a creations list a few; this bounds what one socket can subscribe to. */
export const MAX_WATCHED_JOBS_PER_SOCKET = 50;

/**
 * job:watch { jobId } → ack with the job's current state, and the socket joins the job's room.
 * The socket joins BEFORE the state is read: an end that happens in between is then either in the state
 * or delivered to the room, never lost.
 */
export function handleJobWatches(io: JobsServer, readState: (jobId: string) => Promise<JobWatchAck>, logger: Logger): void {
  io.on('connection', (socket) => {
    socket.on(SOCKET_EVENTS.watch, async (request, ack) => {
      if (typeof ack !== 'function') return;
      const parsed = JobWatchRequestSchema.safeParse(request);
      const jobId = parsed.success ? parsed.data.jobId : '';
      if (!parsed.success || !watchableQueueOf(jobId)) {
        ack({ error: MESSAGES.unknownJob });
        return;
      }
      const room = jobRoom(jobId);
      const watching = [...socket.rooms].filter((name) => name.startsWith('job:')).length;
      if (!socket.rooms.has(room) && watching >= MAX_WATCHED_JOBS_PER_SOCKET) {
        ack({ error: MESSAGES.tooManyRequests });
        return;
      }
      await socket.join(room);
      try {
        const state = await readState(jobId);
        if ('error' in state) await socket.leave(room);
        ack(state);
      } catch (error) {
        logger.warn({ err: error, jobId }, 'cannot read job state');
        ack({ error: MESSAGES.serviceUnavailable });
      }
    });
  });
}
