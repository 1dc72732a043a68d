/**
 * Redis restarted in the middle of 150 research jobs (append-only file, stopped gracefully, down 2 s). Every process
 * reconnects by itself: the gateway is healthy again and relays job events, the research API and the media API
 * take new work, the research and media workers pick it up, every worker of every queue (research, creation, mail)
 * is connected again. The queued jobs survive: all complete, none lost, each lesson stored once.
 */
import { QUEUES, type JobState } from '@wonderkin/shared';
import { createQueue, createQueueEvents, type Queue } from '@wonderkin/server-kit';
import { Checks, type Drill, type DrillContext, type DrillResult } from '../support/drill-context';
import { enqueueResearch, lessonsOf } from '../support/research-jobs';
import { connect, recordEvents, watch, type ClientSocket } from '../support/sockets';
import { round, seconds, sleep, until } from '../support/wait';

const JOBS = 150;
const DOWN_MS = 2000;
const RECONNECT_DEADLINE_MS = 15_000;

async function postJson(url: string, body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(5000),
  });
  return { status: response.status, json: await response.json().catch(() => ({})) as Record<string, unknown> };
}

async function run({ stack, redis, research, provider, note }: DrillContext): Promise<DrillResult> {
  const checks = new Checks();
  const events = createQueueEvents(QUEUES.research, { redisUrl: stack.env.REDIS_URL, prefix: stack.env.QUEUE_PREFIX });
  events.on('error', () => undefined);
  const completed = new Map<string, number>();
  const failed = new Map<string, string>();
  events.on('completed', ({ jobId }) => completed.set(jobId, (completed.get(jobId) ?? 0) + 1));
  events.on('failed', ({ jobId, failedReason }) => failed.set(jobId, failedReason));
  await events.waitUntilReady();
  const sockets: ClientSocket[] = [];
  const queues: Queue[] = [];
  let paused = false;
  try {
    // A page already connected to the gateway before Redis goes away (Socket.IO does not need Redis).
    const socket = await connect(stack.baseUrl, { websocketOnly: true });
    sockets.push(socket);
    const seen = recordEvents(socket);
    // Every worker process of every queue (research, creation, mail) is registered in Redis by its connection name.
    const watched = Object.values(QUEUES).map((name) => {
      const queue = createQueue(name, { redisUrl: stack.env.REDIS_URL, prefix: stack.env.QUEUE_PREFIX });
      queue.on('error', () => undefined);
      queues.push(queue);
      return { name, queue };
    });
    const countWorkers = async () => Object.fromEntries(await Promise.all(watched.map(async ({ name, queue }) => [name, (await queue.getWorkers()).length] as const)));
    const workersBefore = await countWorkers();
    const lessonsBefore = await research.repos.lessons.count();
    const providerBefore = provider.requests.length;

    const { ids, jobIds } = await enqueueResearch(research, JOBS);
    const ours = new Set(jobIds);
    const doneCount = () => jobIds.filter((jobId) => completed.has(jobId)).length;
    await until('a fifth of the jobs to complete', () => doneCount() >= JOBS / 5, 60_000, 20);
    const doneBefore = doneCount();
    const { stoppedAt, startedAt } = await redis.restart(DOWN_MS);
    note(`Redis stopped with ${doneBefore}/${JOBS} done (${JOBS - doneBefore} waiting or active), down ${seconds(startedAt - stoppedAt)}, back`);

    // The gateway: healthy again (its Redis connection and every service).
    let healthyMs = Number.NaN;
    try {
      await until('the gateway /healthz to be ok', async () => (await fetch(`${stack.baseUrl}/healthz`)).status === 200, RECONNECT_DEADLINE_MS, 50);
      healthyMs = Date.now() - startedAt;
    } catch (error) { checks.expect(false, (error as Error).message); }

    // The research API takes a new question; held back until the watcher is in, so it must see every stage.
    await until('the drill\'s own Redis connection', async () => { await research.queue.pause(); return true; }, RECONNECT_DEADLINE_MS, 100);
    paused = true;
    let newJob = '';
    let askMs = Number.NaN;
    try {
      await until('the research API to accept a question', async () => {
        const form = new FormData();
        form.set('question', 'Why do stars twinkle?');
        form.set('ageRange', '6-8');
        const response = await fetch(`${stack.baseUrl}/api/research`, { method: 'POST', body: form, signal: AbortSignal.timeout(5000) });
        if (response.status !== 202) return false;
        newJob = ((await response.json()) as { jobId: string }).jobId;
        return true;
      }, RECONNECT_DEADLINE_MS, 100);
      askMs = Date.now() - startedAt;
      const ack = await watch(socket, newJob);
      checks.expect(!('error' in ack) && (ack as JobState).status === 'waiting', `watching the new lesson answered ${JSON.stringify(ack)}`);
    } catch (error) { checks.expect(false, (error as Error).message); }
    await research.queue.resume();
    paused = false;

    // The media API takes a creation and the media worker picks it up (any event of it proves both, and the relay).
    let creationJob = '';
    try {
      await until('the media API to accept a creation', async () => {
        const answer = await postJson(`${stack.baseUrl}/api/creations`, { topic: 'Volcanoes', mode: 'quick', outputs: ['digital-activity-book'] });
        if (answer.status !== 202) return false;
        creationJob = String(answer.json.jobId);
        return true;
      }, RECONNECT_DEADLINE_MS, 100);
      await watch(socket, creationJob);
    } catch (error) { checks.expect(false, (error as Error).message); }

    try {
      await until(`all ${JOBS} queued jobs to complete`, () => doneCount() === JOBS || [...failed.keys()].some((jobId) => ours.has(jobId)), 120_000, 50);
    } catch (error) { checks.expect(false, (error as Error).message); }
    let relayedMs = Number.NaN;
    if (newJob) {
      try {
        await until('the new lesson\'s events through the gateway', () => (seen.get(newJob)?.completed ?? 0) >= 1, 30_000, 50);
        relayedMs = seen.get(newJob)!.completedAt! - startedAt;
      } catch (error) { checks.expect(false, (error as Error).message); }
      // The writing steps of a streaming lesson writer (below 20) come first; the research stages follow.
      const stages = (seen.get(newJob)?.progress.map((event) => event.progress) ?? []).filter((value) => value >= 20);
      checks.expect(JSON.stringify(stages) === JSON.stringify([20, 40, 60, 80, 100]), `the watcher of the new lesson saw stages ${JSON.stringify(stages)}`);
    }
    let creationSeen = false;
    let creationMs = Number.NaN;
    if (creationJob) {
      try {
        await until('the creation to be picked up by the media worker', async () => {
          const log = seen.get(creationJob);
          return Boolean(log && (log.progress.length || log.completed || log.failed.length));
        }, 30_000, 100);
        creationSeen = true;
        creationMs = seen.get(creationJob)!.firstAt! - startedAt;
      } catch (error) { checks.expect(false, (error as Error).message); }
    }
    await sleep(300);

    // Nothing lost, nothing doubled.
    const states = await Promise.all(jobIds.map(async (jobId) => (await research.queue.getJob(jobId))?.getState() ?? 'missing'));
    const lost = states.filter((state) => state === 'missing').length;
    const notCompleted = states.filter((state) => state !== 'completed').length;
    const ourFailed = [...failed.entries()].filter(([jobId]) => ours.has(jobId));
    const doubled = jobIds.filter((jobId) => (completed.get(jobId) ?? 0) > 1);
    const { stored, asksCompleted } = await lessonsOf(research, ids);
    const lessonsAdded = (await research.repos.lessons.count()) - lessonsBefore - (newJob && seen.get(newJob)?.completed ? 1 : 0);
    let workersAfter = await countWorkers();
    try {
      await until('every worker to be registered again', async () => {
        workersAfter = await countWorkers();
        return Object.keys(workersBefore).every((name) => workersAfter[name] >= workersBefore[name]);
      }, RECONNECT_DEADLINE_MS, 200);
    } catch { /* reported below */ }
    checks.expect(lost === 0, `${lost} jobs lost`);
    checks.expect(notCompleted === 0, `${notCompleted}/${JOBS} jobs not completed`);
    checks.expect(ourFailed.length === 0, `${ourFailed.length} jobs failed (${ourFailed[0]?.[1]})`);
    checks.expect(doubled.length === 0, `${doubled.length} jobs completed twice`);
    checks.expect(stored === JOBS && lessonsAdded === JOBS, `${stored}/${JOBS} lessons stored, ${lessonsAdded} added (each must be stored once)`);
    checks.expect(asksCompleted === JOBS, `${asksCompleted}/${JOBS} asks completed`);
    for (const name of Object.keys(workersBefore)) {
      checks.expect(workersAfter[name] >= workersBefore[name], `${workersAfter[name]} ${name} workers connected after the restart, ${workersBefore[name]} before`);
    }
    const reruns = provider.requests.length - providerBefore - JOBS - (newJob ? 1 : 0);
    const health = await fetch(`${stack.baseUrl}/api/check-limits`);
    checks.expect(health.status === 200, `GET /api/check-limits answered ${health.status} after the restart`);

    return {
      ok: checks.ok,
      figures: checks.figures(
        `Redis down ${seconds(startedAt - stoppedAt)} with ${JOBS - doneBefore}/${JOBS} jobs queued or active: ${JOBS - lost - notCompleted}/${JOBS} completed, 0 lost, `
        + `${lessonsAdded} lessons each stored once (${Math.max(0, reruns)} re-runs); after Redis returned: gateway healthy in ${seconds(healthyMs)}, `
        + `research API took a question in ${seconds(askMs)} and its 5 stages + completion reached a watcher at ${seconds(relayedMs)} (behind the queued lessons), `
        + `${creationSeen ? `media API + worker took a creation at ${seconds(creationMs)}` : 'no creation was picked up'}, `
        + `workers connected again: ${Object.entries(workersAfter).map(([name, count]) => `${name} ${count}/${workersBefore[name]}`).join(', ')}`,
      ),
      details: {
        jobs: JOBS, doneBeforeRestart: doneBefore, downMs: startedAt - stoppedAt, healthyMs, askMs, relayedMs: round(relayedMs, 0), creationSeen, creationMs: round(creationMs, 0),
        lost, notCompleted, failed: ourFailed.length, doubled: doubled.length, stored, lessonsAdded, asksCompleted, reruns, workersBefore, workersAfter,
      },
    };
  } finally {
    if (paused) await research.queue.resume().catch(() => undefined);
    await Promise.allSettled(queues.map((queue) => queue.close()));
    for (const socket of sockets) socket.close();
    await events.close();
  }
}

export const drill: Drill = { name: 'redis-restart', run };
