/**
 * Two gateways on one Redis (horizontal scale): lessons are asked through either, and a page watching a job
 * through either gateway gets every event of it (stages 20, 40, 60, 80, 100 in order, then completed), once.
 */
import path from 'node:path';
import type { JobState } from '@wonderkin/shared';
import { freePort } from '../lib/ports.cjs';
import { Checks, type Drill, type DrillContext, type DrillResult } from '../support/drill-context';
import { startRole, type RoleProcess } from '../support/roles';
import { connect, recordEvents, watch, type ClientSocket, type JobLog } from '../support/sockets';
import { sleep, until } from '../support/wait';

const JOBS = 12;
const STAGES = [20, 40, 60, 80, 100];

async function ask(baseUrl: string, question: string): Promise<{ slug: string; jobId: string }> {
  const form = new FormData();
  form.set('question', question);
  form.set('ageRange', '6-8');
  const response = await fetch(`${baseUrl}/api/research`, { method: 'POST', body: form, signal: AbortSignal.timeout(10_000) });
  if (response.status !== 202) throw new Error(`POST /api/research through ${baseUrl} answered ${response.status}: ${await response.text()}`);
  return await response.json() as { slug: string; jobId: string };
}

async function run({ stack, research, logDir, note }: DrillContext): Promise<DrillResult> {
  const checks = new Checks();
  let second: RoleProcess | undefined;
  const sockets: ClientSocket[] = [];
  let paused = false;
  try {
    const port = String(await freePort());
    second = await startRole('gateway', { ...stack.env, PORT: port }, { logFile: path.join(logDir, 'gateway-2.log') });
    const gateways = [stack.baseUrl, second.url!];
    note(`second gateway on port ${port}`);

    // Hold the jobs back until every watcher is in place, so each must see all five stages.
    await research.queue.pause();
    paused = true;
    const jobs: string[] = [];
    for (let i = 0; i < JOBS; i += 1) jobs.push((await ask(gateways[i % 2], `How do rainbows form, take ${i + 1}?`)).jobId);

    // Two watchers per gateway: a browser-like one (polling, then upgraded) and a websocket-only one.
    const watchers: { gateway: number; socket: ClientSocket; log: Map<string, JobLog> }[] = [];
    for (const [gateway, baseUrl] of gateways.entries()) {
      for (const websocketOnly of [false, true]) {
        const socket = await connect(baseUrl, { websocketOnly });
        sockets.push(socket);
        watchers.push({ gateway: gateway + 1, socket, log: recordEvents(socket) });
      }
    }
    for (const watcher of watchers) {
      for (const jobId of jobs) {
        const ack = await watch(watcher.socket, jobId);
        checks.expect(!('error' in ack) && (ack as JobState).status === 'waiting', `gateway ${watcher.gateway}: job:watch answered ${JSON.stringify(ack)}`);
      }
    }
    await research.queue.resume();
    paused = false;

    const done = (watcher: (typeof watchers)[number]) => jobs.every((jobId) => (watcher.log.get(jobId)?.completed ?? 0) >= 1);
    try {
      await until('every watcher to see every job complete', () => watchers.every(done), 60_000, 50);
    } catch (error) {
      checks.expect(false, (error as Error).message);
    }
    await sleep(500); // anything doubled arrives by now

    const expected = jobs.length * (STAGES.length + 1);
    const received = watchers.map((watcher) => {
      let events = 0;
      let wrong = 0;
      for (const jobId of jobs) {
        const log = watcher.log.get(jobId);
        const all = log?.progress.map((event) => event.progress) ?? [];
        // A streaming lesson writer also reports its writing steps below 20 (issue 10 §3): in order, before the stages.
        const writing = all.filter((value) => value < STAGES[0]);
        const progress = all.slice(writing.length);
        const writingInOrder = writing.every((value, i) => i === 0 || value > writing[i - 1]);
        events += progress.length + (log?.completed ?? 0);
        if (!writingInOrder || JSON.stringify(progress) !== JSON.stringify(STAGES) || log?.completed !== 1 || log.failed.length) wrong += 1;
      }
      return { gateway: watcher.gateway, events, wrong };
    });
    for (const { gateway, events, wrong } of received) {
      checks.expect(wrong === 0, `a watcher on gateway ${gateway} got ${wrong} of ${jobs.length} jobs' events wrong (missing, doubled or out of order)`);
      checks.expect(events === expected, `a watcher on gateway ${gateway} got ${events} of ${expected} events`);
    }

    // A late watcher on the other gateway still learns how a job ended.
    const late = await connect(second.url!);
    sockets.push(late);
    const lateAck = await watch(late, jobs[0]);
    checks.expect(!('error' in lateAck) && (lateAck as JobState).status === 'completed', `a late watcher on gateway 2 was told ${JSON.stringify(lateAck)}`);

    const perGateway = [1, 2].map((gateway) => {
      const mine = received.filter((entry) => entry.gateway === gateway);
      return `gateway ${gateway}: ${mine.map((entry) => `${entry.events}/${expected}`).join(' and ')}`;
    });
    return {
      ok: checks.ok,
      figures: checks.figures(`${JOBS} lessons asked through both gateways, 2 watchers on each got every event once (${perGateway.join('; ')} events), late watcher told "completed"`),
      details: { jobs: JOBS, expectedPerWatcher: expected, received },
    };
  } finally {
    if (paused) await research.queue.resume().catch(() => undefined);
    for (const socket of sockets) socket.close();
    await second?.stop();
  }
}

export const drill: Drill = { name: 'two-gateways', run };
