/**
 * Gateway memory: resident set size (RSS, from /proc) of a real gateway process idle after a warm-up, then with
 * 200 Socket.IO clients connected the way a browser connects (long-polling, upgraded to a websocket), each
 * watching its own waiting research job.
 *
 *   npx tsx scripts/bench.ts gateway-memory   → bench-results/gateway-memory.json
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { QUEUES, type JobState } from '@wonderkin/shared';
import { createQueue, randomId } from '@wonderkin/server-kit';
import { benchLogDir, roleEnv, rssBytes, startRole, type RoleProcess } from '../support/roles';
import { connect, watch, type ClientSocket } from '../support/sockets';
import { median, round, sleep } from '../support/wait';

const mb = (bytes: number) => round(bytes / 1024 / 1024, 1);

/** RSS settles after a burst: the median of a few samples a little apart. */
async function settledRss(pid: number): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    await sleep(400);
    samples.push(rssBytes(pid));
  }
  return median(samples);
}

export async function run(options: { redisUrl?: string; sockets?: number } = {}) {
  const redisUrl = options.redisUrl ?? process.env.REDIS_URL;
  if (!redisUrl) throw new Error('gateway-memory needs REDIS_URL (npm run bench starts a redis-server)');
  const count = options.sockets ?? 200;
  const env = await roleEnv(redisUrl);
  const logDir = benchLogDir('gateway-memory');
  const queue = createQueue(QUEUES.research, { redisUrl, prefix: env.QUEUE_PREFIX });
  let gateway: RoleProcess | undefined;
  const sockets: ClientSocket[] = [];
  try {
    gateway = await startRole('gateway', env, { logFile: path.join(logDir, 'gateway.log'), anyAnswer: true });
    const jobIds = Array.from({ length: count }, () => `research-mem${randomId(8)}`);
    await queue.addBulk(jobIds.map((jobId) => ({ name: QUEUES.research, data: { researchId: jobId, slug: jobId, question: 'memory', ageRange: '6-8' as const }, opts: { jobId } })));

    // Warm-up: a few sockets come and go, so the baseline has Socket.IO's code paths loaded.
    for (let i = 0; i < 10; i += 1) {
      const socket = await connect(gateway.url!);
      await watch(socket, jobIds[i]);
      socket.close();
    }
    const idle = await settledRss(gateway.pid);

    for (const jobId of jobIds) {
      const socket = await connect(gateway.url!);
      sockets.push(socket);
      const ack = await watch(socket, jobId);
      if ('error' in ack || (ack as JobState).status !== 'waiting') throw new Error(`job:watch answered ${JSON.stringify(ack)}`);
    }
    await sleep(1000); // every transport upgraded
    const upgraded = sockets.filter((socket) => socket.io.engine.transport.name === 'websocket').length;
    const watching = await settledRss(gateway.pid);
    return {
      benchmark: 'gateway-memory',
      date: new Date().toISOString(),
      sockets: count,
      upgradedToWebsocket: upgraded,
      rssMb: { idle: mb(idle), with200Watchers: mb(watching), delta: mb(watching - idle) },
      perSocketKb: round((watching - idle) / count / 1024, 1),
      node: process.version,
      cpus: os.cpus().length,
    };
  } finally {
    for (const socket of sockets) socket.close();
    await gateway?.stop();
    await queue.obliterate({ force: true }).catch(() => undefined);
    await queue.close();
    fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
  }
}
