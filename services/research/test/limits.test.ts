import { loadConfig, queueWorkerSettings } from '@wonderkin/server-kit';
import { QUEUES } from '@wonderkin/shared';
import { computeLimits } from '../src/domain/limits';

describe('free-limit arithmetic', () => {
  it('counts up to the limit of 3 and stops there for free users', () => {
    expect(computeLimits({ serverCount: 0, isPaid: false })).toEqual({ questionCount: 0, limit: 3, hasReachedLimit: false, isPaid: false });
    expect(computeLimits({ serverCount: 2, isPaid: false }).hasReachedLimit).toBe(false);
    expect(computeLimits({ serverCount: 3, isPaid: false }).hasReachedLimit).toBe(true);
    expect(computeLimits({ serverCount: 7, isPaid: false }).hasReachedLimit).toBe(true);
  });

  it('lets the client count raise the server count but never lower it', () => {
    expect(computeLimits({ serverCount: 1, clientCount: 3, isPaid: false })).toMatchObject({ questionCount: 3, hasReachedLimit: true });
    expect(computeLimits({ serverCount: 3, clientCount: 0, isPaid: false })).toMatchObject({ questionCount: 3, hasReachedLimit: true });
  });

  it('never limits paid users', () => {
    expect(computeLimits({ serverCount: 50, isPaid: true })).toEqual({ questionCount: 50, limit: 3, hasReachedLimit: false, isPaid: true });
  });
});

describe('research job locks', () => {
  it("hand a dead worker's active jobs to another worker within a few seconds by default", () => {
    const settings = queueWorkerSettings(QUEUES.research, loadConfig({}));
    // Worst case: the lock expires, then the next stalled check finds the job.
    expect(settings.lockDuration + settings.stalledInterval).toBeLessThanOrEqual(6000);
    expect(settings.stalledInterval).toBeLessThan(settings.lockDuration);
  });
});
