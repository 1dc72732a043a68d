import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { io, type Socket } from 'socket.io-client';
import {
  JobStateSchema, MESSAGES, SOCKET_EVENTS, type ClientToServerEvents, type ServerToClientEvents,
} from '@wonderkin/shared';
import { ROLES } from '../../scripts/lib/processes.cjs';
import { probe, probeRaw, type ProbeAnswer } from '../support/http-probe';
import { startStack, type Stack } from '../support/stack';
import {
  CONTROL_LABEL, FIXTURE_FILE, FIXTURE_FILE_BYTES, FIXTURE_ID, fixedCases, httpCase, jsonValue, nastyText, RawJson, type FuzzCase,
} from './cases';
import { describeCase, isErrorBody, problemsOf } from './oracle';
import { changedCounts, StoreWatch } from './store-watch';

// Issue 9: a fuzz suite in `npm test`. Generated malformed requests (fast-check, one seed per run, printed) go through
// the real gateway to the real services, then malformed job:watch events through Socket.IO. For every answer:
//   - never a status of 500 or more;
//   - every /api and /media answer JSON (speech and files aside), every refusal { error } with a catalogue message;
//   - nothing stored for a refused request (rows of every service's store, uploads, media files, queued jobs);
// and afterwards no service logged an unhandled error or a refusal whose words were not the catalogue's.
// Replay a run with FUZZ_SEED=<seed>; FUZZ_RUNS changes the number of generated HTTP cases.

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

const SEED = Number.parseInt(process.env.FUZZ_SEED ?? '', 10) || 20250909;
const HTTP_RUNS = Number.parseInt(process.env.FUZZ_RUNS ?? '', 10) || 560;
const SOCKET_RUNS = 150;
const CATALOGUE: ReadonlySet<string> = new Set(Object.values(MESSAGES));

const started = Date.now();
let stack: Stack;
let watch: StoreWatch;
const sockets: ClientSocket[] = [];
/** Jobs the fuzz created by accident (a generated request that was valid): watched in the socket phase. */
const acceptedJobIds = new Set<string>();
const tally = { http: 0, raw: 0, socket: 0, refused: 0, accepted: 0, statuses: {} as Record<number, number>, messages: {} as Record<string, number> };

beforeAll(async () => {
  // The fixed cases make valid anonymous asks (the prototype words) from this one address: its daily allowance of
  // anonymous asks must not run out, or the fresh visitor checked at the end would already be at the limit.
  stack = await startStack({ label: 'fuzz', timeoutMs: 100_000, env: { ANON_DAILY_ASKS_PER_ADDRESS: '100000' } });
  // The workers stay out of it: no job is processed in the background, so every stored count changes only by a
  // request (and the media worker renders no video for an accidentally valid creation).
  for (const role of ROLES) if (!role.portEnv) await stack.kill(role.name);
  // One creation's finished file, so range requests meet a real file.
  const dir = path.join(stack.env.DATA_DIR, 'media', 'creations', FIXTURE_ID);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, FIXTURE_FILE), Buffer.alloc(FIXTURE_FILE_BYTES, 7));
  watch = StoreWatch.open(stack.env);
}, 150_000);

afterAll(async () => {
  sockets.forEach((socket) => socket.close());
  await watch?.close();
  await stack?.stop();
  console.log(
    `fuzz seed ${SEED} (replay: FUZZ_SEED=${SEED}): ${tally.http} HTTP + ${tally.raw} raw + ${tally.socket} socket cases = ` +
    `${tally.http + tally.raw + tally.socket}; ${tally.refused} refused, ${tally.accepted} accepted; statuses ${JSON.stringify(tally.statuses)}; ` +
    `${((Date.now() - started) / 1000).toFixed(1)} s with the stack\nrefusals by message:\n` +
    Object.entries(tally.messages).sort((a, b) => b[1] - a[1]).map(([message, n]) => `  ${String(n).padStart(4)}  ${message}`).join('\n'),
  );
}, 30_000);

async function send(fuzz: FuzzCase): Promise<ProbeAnswer> {
  if (fuzz.kind === 'raw') return probeRaw(stack.baseUrl, fuzz.bytes, 15_000);
  return probe(stack.baseUrl, { method: fuzz.method, path: fuzz.path, headers: fuzz.headers, body: fuzz.body, timeoutMs: 15_000 });
}

it('answers every generated malformed request below 500, in JSON words from the catalogue, and stores nothing it refused', async () => {
  const cases: FuzzCase[] = [...fixedCases(), ...fc.sample(httpCase, { seed: SEED, numRuns: HTTP_RUNS })];
  const failures: string[] = [];
  for (const fuzz of cases) {
    if (fuzz.kind === 'raw') tally.raw += 1;
    else tally.http += 1;
    const before = await watch.counts();
    let answer: ProbeAnswer;
    try {
      answer = await send(fuzz);
    } catch (error) {
      failures.push(`${describeCase(fuzz)}\n    → no answer: ${(error as Error).message}`);
      continue;
    }
    tally.statuses[answer.status] = (tally.statuses[answer.status] ?? 0) + 1;
    if (isErrorBody(answer.json)) tally.messages[answer.json.error] = (tally.messages[answer.json.error] ?? 0) + 1;
    const problems = problemsOf(fuzz, answer);
    if (fuzz.label === CONTROL_LABEL) {
      // The watch must see what a valid request stores (a sign-in link: registering emails one, issue 18), or "nothing
      // stored" below would prove nothing.
      const changed = changedCounts(before, await watch.counts());
      if (answer.status !== 200 || !changed.includes('accounts.sign_in_links 0→1')) failures.push(`control: ${answer.status}, stored ${changed.join(', ') || 'nothing'}`);
    }
    if (answer.status >= 400 || answer.status < 100) {
      tally.refused += 1;
      const changed = changedCounts(before, await watch.counts());
      if (changed.length) problems.push(`stored for a refused request: ${changed.join(', ')}`);
    } else {
      tally.accepted += 1;
      const jobId = (answer.json as { jobId?: unknown } | undefined)?.jobId;
      if (typeof jobId === 'string') acceptedJobIds.add(jobId);
    }
    if (problems.length) failures.push(`${describeCase(fuzz)}\n    → ${answer.status}: ${problems.join('; ')}`);
  }
  expect(cases.length).toBeGreaterThanOrEqual(500);
  expect(failures.slice(0, 40)).toEqual([]);
}, 240_000);

function connect(): Promise<ClientSocket> {
  const socket: ClientSocket = io(stack.baseUrl, { transports: ['websocket'], reconnection: false, timeout: 10_000 });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** What an ack may be: a job's state, or { error } in the catalogue's words. */
function ackProblem(ack: unknown): string | null {
  if (isErrorBody(ack)) return CATALOGUE.has(ack.error) ? null : `words not in the catalogue: ${JSON.stringify(ack.error)}`;
  return JobStateSchema.safeParse(ack).success ? null : `neither a job state nor { error }: ${JSON.stringify(ack).slice(0, 200)}`;
}

function toPayload(value: unknown): unknown {
  return value instanceof RawJson ? JSON.parse(value.text) : value;
}

it('answers every malformed job:watch with a job state or { error } from the catalogue, and keeps the socket serving', async () => {
  const jobIds = acceptedJobIds.size ? [...acceptedJobIds] : [`research-${FIXTURE_ID}`];
  const payload = fc.oneof(
    { weight: 3, arbitrary: jsonValue.map(toPayload) },
    { weight: 3, arbitrary: nastyText.map((jobId) => ({ jobId })) },
    { weight: 3, arbitrary: fc.tuple(fc.constantFrom('research-', 'creation-', 'mail-', 'RESEARCH-', 'research:', ''), nastyText).map(([prefix, text]) => ({ jobId: `${prefix}${text}` })) },
    { weight: 2, arbitrary: fc.constantFrom(...jobIds).chain((id) => fc.constantFrom({ jobId: id }, { jobId: id.toUpperCase() }, { jobId: `${id} ` }, { jobId: [id] }, { jobId: id, extra: '$where' })) },
    {
      weight: 1,
      arbitrary: fc.constantFrom<unknown>(
        JSON.parse('{"__proto__":{"jobId":"research-x"}}'), JSON.parse('{"jobId":{"$gt":""}}'), JSON.parse('{"constructor":{"prototype":{"jobId":"x"}}}'),
        [{ jobId: 'research-x' }], { jobId: `research-${'a'.repeat(300)}` }, { jobId: 12 }, Buffer.from('binary'), { jobId: Buffer.from('research-x') },
      ),
    },
  );
  const generated = fc.sample(fc.record({ payload, ack: fc.constantFrom('ack', 'ack', 'ack', 'none', 'extra-argument') }), { seed: SEED, numRuns: SOCKET_RUNS });
  const failures: string[] = [];
  let socket = await connect();
  const stillServing = async (where: string) => {
    try {
      const ack = await socket.timeout(10_000).emitWithAck(SOCKET_EVENTS.watch, { jobId: jobIds[0] });
      const problem = ackProblem(ack);
      if (problem) failures.push(`${where}: the control watch → ${problem}`);
    } catch (error) {
      failures.push(`${where}: the socket stopped answering (${(error as Error).message})`);
      socket = await connect();
    }
  };

  for (const [index, { payload: value, ack }] of generated.entries()) {
    tally.socket += 1;
    const label = `job:watch ${JSON.stringify(value)?.slice(0, 160)} (${ack})`;
    const emitter = socket as unknown as { emit(...args: unknown[]): void; timeout(ms: number): { emitWithAck(...args: unknown[]): Promise<unknown> } };
    if (ack === 'ack') {
      try {
        const answer = await emitter.timeout(10_000).emitWithAck(SOCKET_EVENTS.watch, value);
        const problem = ackProblem(answer);
        if (problem) failures.push(`${label} → ${problem}`);
      } catch (error) {
        failures.push(`${label} → no ack (${(error as Error).message})`);
      }
    } else if (ack === 'none') {
      emitter.emit(SOCKET_EVENTS.watch, value);
    } else {
      // The ack is not the second argument: the server must not mistake a string for a function.
      emitter.emit(SOCKET_EVENTS.watch, value, 'not-a-function', () => undefined);
    }
    if (index % 25 === 24) await stillServing(`after case ${index + 1}`);
  }

  // Events the server does not handle, and a frame over Socket.IO's size limit (the server may close that socket).
  const emitter = socket as unknown as { emit(...args: unknown[]): void };
  for (const event of ['__proto__', 'constructor', 'job:progress', 'job:completed', 'hasOwnProperty', 'toString']) {
    tally.socket += 1;
    emitter.emit(event, { jobId: jobIds[0] }, () => undefined);
  }
  await stillServing('after unknown events');
  tally.socket += 1;
  const oversized = await connect();
  const closed = new Promise<void>((resolve) => oversized.once('disconnect', () => resolve()));
  (oversized as unknown as { emit(...args: unknown[]): void }).emit(SOCKET_EVENTS.watch, { jobId: 'x'.repeat(1_200_000) }, () => undefined);
  await closed;
  socket = await connect();
  await stillServing('after an oversized frame');

  expect(tally.socket).toBeGreaterThanOrEqual(SOCKET_RUNS);
  expect(failures.slice(0, 40)).toEqual([]);
}, 120_000);

it('left every process running, and no process logged an unhandled error or a refusal in words not its own', async () => {
  const health = await probe(stack.baseUrl, { path: '/healthz' });
  expect(health.status).toBe(200);
  // Nothing the fuzz sent ("__proto__": { "isPaid": true }…) changed how a fresh visitor is answered.
  const fresh = await probe(stack.baseUrl, { path: '/api/check-limits' });
  expect(fresh.json).toEqual({ questionCount: 0, limit: 3, hasReachedLimit: false, isPaid: false });
  const findings: string[] = [];
  for (const file of fs.readdirSync(stack.logDir)) {
    for (const line of fs.readFileSync(path.join(stack.logDir, file), 'utf8').split('\n')) {
      if (!line.startsWith('{')) continue;
      let entry: { level?: number; msg?: string; err?: unknown; path?: string };
      try {
        entry = JSON.parse(line);
      } catch {
        continue;
      }
      const unhandled = (entry.level ?? 0) >= 50;
      const outsideCatalogue = entry.msg?.startsWith('refusal not in the catalogue');
      if (unhandled || outsideCatalogue) {
        const err = typeof entry.err === 'object' && entry.err ? (entry.err as { message?: string }).message : entry.err;
        findings.push(`${file}: ${entry.msg} ${entry.path ?? ''} ${String(err ?? '').slice(0, 200)}`);
      }
    }
  }
  expect([...new Set(findings)].slice(0, 30)).toEqual([]);
});
