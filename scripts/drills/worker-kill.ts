/**
 * kill -9 a research worker during 200 queued research jobs. Two workers share the queue (the stack's and one run
 * by the supervisor of `npm start`, which restarts it after a crash). All 200 complete, each lesson is stored once,
 * and the killed worker's active jobs (BullMQ reports them "stalled") run again within 10 s of its restart.
 */
import fs from 'node:fs';
import path from 'node:path';
import { QUEUES } from '@wonderkin/shared';
import { createQueueEvents } from '@wonderkin/server-kit';
import { roleByName } from '../lib/processes.cjs';
import { createSupervisor } from '../lib/supervisor.cjs';
import { Checks, type Drill, type DrillContext, type DrillResult } from '../support/drill-context';
import { enqueueResearch, lessonsOf } from '../support/research-jobs';
import { REPO_ROOT } from '../support/roles';
import { round, seconds, until } from '../support/wait';

const JOBS = 200;
const RESUME_DEADLINE_MS = 10_000;

/** A Redis stream id ("1700000000000-3") is the server's time of the event in ms. */
const timeOf = (eventId: string) => Number(eventId.split('-')[0]);

async function run({ stack, research, provider, logDir, note }: DrillContext): Promise<DrillResult> {
  const checks = new Checks();
  const events = createQueueEvents(QUEUES.research, { redisUrl: stack.env.REDIS_URL, prefix: stack.env.QUEUE_PREFIX });
  events.on('error', () => undefined);
  const completed = new Map<string, number>();
  const failed = new Map<string, string>();
  const stalled = new Map<string, number>();
  const active = new Map<string, number[]>();
  events.on('completed', ({ jobId }) => completed.set(jobId, (completed.get(jobId) ?? 0) + 1));
  events.on('failed', ({ jobId, failedReason }) => failed.set(jobId, failedReason));
  events.on('stalled', ({ jobId }, id) => {
    if (!stalled.has(jobId)) stalled.set(jobId, timeOf(id));
  });
  events.on('active', ({ jobId }, id) => active.set(jobId, [...(active.get(jobId) ?? []), timeOf(id)]));
  await events.waitUntilReady();

  const logFile = fs.openSync(path.join(logDir, 'research-worker-supervised.log'), 'a');
  const supervisorLog: string[] = [];
  const supervisor = createSupervisor({
    root: REPO_ROOT,
    env: stack.env,
    roles: [roleByName('research-worker')],
    log: (line) => supervisorLog.push(line),
    write: (text) => fs.writeSync(logFile, text),
  });
  const exitHook = () => supervisor.killAllNow();
  process.once('exit', exitHook);
  try {
    const workersBefore = (await research.queue.getWorkers()).length;
    supervisor.startAll();
    await until('the second research worker to connect', async () => (await research.queue.getWorkers()).length > workersBefore, 60_000, 200);
    const victim = supervisor.pidOf('research-worker')!;
    const lessonsBefore = await research.repos.lessons.count();
    const providerBefore = provider.requests.length;

    const started = Date.now();
    const { ids, jobIds } = await enqueueResearch(research, JOBS);
    const ours = new Set(jobIds);
    const doneCount = () => jobIds.filter((jobId) => completed.has(jobId)).length;
    await until('a quarter of the jobs to complete', () => doneCount() >= JOBS / 4, 60_000, 20);
    const doneAtKill = doneCount();
    process.kill(victim, 'SIGKILL');
    const killedAt = Date.now();
    // Read just after the kill: the dead worker's jobs stay in the active list until BullMQ finds them stalled
    // (their locks run out), so every job that stalls now must be in it.
    const activeAtKill = new Set((await research.queue.getActive()).map((job) => job.id!));
    note(`kill -9 research worker ${victim} with ${doneAtKill}/${JOBS} done and ${activeAtKill.size} jobs active in the queue`);
    await until('the supervisor to restart the worker', () => (supervisor.pidOf('research-worker') ?? victim) !== victim, 15_000, 10);
    const restartedAt = Date.now();
    note(`the supervisor restarted it ${seconds(restartedAt - killedAt)} after the kill (pid ${supervisor.pidOf('research-worker')})`);

    try {
      await until(`all ${JOBS} jobs to complete`, () => doneCount() === JOBS || [...failed.keys()].some((jobId) => ours.has(jobId)), 120_000, 50);
    } catch (error) {
      checks.expect(false, (error as Error).message);
    }
    const wallMs = Date.now() - started;
    // Anything doubled (a second "completed") would be in the stream by now.
    await new Promise((resolve) => setTimeout(resolve, 300));

    const ourFailed = [...failed.entries()].filter(([jobId]) => ours.has(jobId));
    const doubled = jobIds.filter((jobId) => (completed.get(jobId) ?? 0) > 1);
    checks.expect(ourFailed.length === 0, `${ourFailed.length} jobs failed (${ourFailed[0]?.[1]})`);
    checks.expect(doneCount() === JOBS, `${doneCount()}/${JOBS} jobs completed`);
    checks.expect(doubled.length === 0, `${doubled.length} jobs completed twice`);

    // The killed worker's jobs: those BullMQ found stalled (lock expired) after the kill.
    const recovered = jobIds.filter((jobId) => (stalled.get(jobId) ?? 0) >= killedAt);
    const resumes = recovered.map((jobId) => {
      const after = (active.get(jobId) ?? []).filter((at) => at >= stalled.get(jobId)!);
      return { jobId, stalledAt: stalled.get(jobId)!, resumedAt: after[0] };
    });
    const notResumed = resumes.filter((resume) => resume.resumedAt === undefined);
    const strangers = recovered.filter((jobId) => !activeAtKill.has(jobId));
    const worstAfterRestart = Math.max(...resumes.map((resume) => (resume.resumedAt ?? Infinity) - restartedAt));
    const worstAfterKill = Math.max(...resumes.map((resume) => (resume.resumedAt ?? Infinity) - killedAt));
    checks.expect(recovered.length > 0, 'no job of the killed worker was found stalled: the kill missed its active jobs');
    checks.expect(strangers.length === 0, `${strangers.length} stalled jobs were not active when the worker was killed`);
    checks.expect(notResumed.length === 0, `${notResumed.length} of the killed worker's jobs never ran again`);
    checks.expect(worstAfterRestart <= RESUME_DEADLINE_MS, `the killed worker's jobs resumed up to ${seconds(worstAfterRestart)} after its restart (want ≤ ${RESUME_DEADLINE_MS / 1000} s)`);

    const { stored, asksCompleted } = await lessonsOf(research, ids);
    const lessonsAdded = (await research.repos.lessons.count()) - lessonsBefore;
    checks.expect(stored === JOBS, `${stored}/${JOBS} lessons stored`);
    checks.expect(lessonsAdded === JOBS, `${lessonsAdded} lessons added for ${JOBS} jobs (each must be stored once)`);
    checks.expect(asksCompleted === JOBS, `${asksCompleted}/${JOBS} asks completed`);
    const providerCalls = provider.requests.length - providerBefore;

    const resumeWords = recovered.length
      ? `the killed worker's ${recovered.length} active jobs resumed ≤ ${seconds(Math.max(0, worstAfterRestart))} after its restart (${seconds(worstAfterKill)} after the kill; restart ${seconds(restartedAt - killedAt)} after it)`
      : 'no job of the killed worker was seen';
    return {
      ok: checks.ok,
      figures: checks.figures(`${doneCount()}/${JOBS} completed in ${seconds(wallMs)}, ${lessonsAdded} lessons each stored once (${providerCalls} lesson-writer calls), 0 doubled; ${resumeWords}`),
      details: {
        jobs: JOBS, completed: doneCount(), failed: ourFailed.length, doubled: doubled.length, wallMs, doneAtKill,
        activeAtKill: activeAtKill.size, recovered: recovered.length, restartAfterKillMs: restartedAt - killedAt,
        worstResumeAfterRestartMs: round(worstAfterRestart, 0), worstResumeAfterKillMs: round(worstAfterKill, 0),
        lessonsAdded, stored, asksCompleted, providerCalls, supervisor: supervisorLog,
      },
    };
  } finally {
    await supervisor.stopAll();
    process.removeListener('exit', exitHook);
    fs.closeSync(logFile);
    await events.close();
  }
}

export const drill: Drill = { name: 'worker-kill', run };
