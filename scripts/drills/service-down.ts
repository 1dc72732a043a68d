/**
 * A service killed (SIGKILL): the gateway answers its calls 503 JSON in the product's words within 1 s, /healthz
 * says which service is down, and once the service is back the gateway serves it again by itself (no restart).
 */
import { MESSAGES } from '@wonderkin/shared';
import type { RoleName } from '../lib/processes.cjs';
import { Checks, type Drill, type DrillContext, type DrillResult } from '../support/drill-context';
import { round, sleep, until } from '../support/wait';

/** One call each service owns, and how it is made. */
const CALLS: { service: RoleName & ('research' | 'accounts' | 'feedback' | 'media' | 'learning'); method: string; path: string; body?: string }[] = [
  { service: 'research', method: 'GET', path: '/api/check-limits' },
  { service: 'accounts', method: 'POST', path: '/api/register', body: '{}' },
  { service: 'feedback', method: 'GET', path: '/api/feedback' },
  { service: 'media', method: 'GET', path: '/api/creations' },
  // Signed out: 401 while it runs (the drill only needs an answer that is not 503).
  { service: 'learning', method: 'GET', path: `/api/progress/child_${'0'.repeat(32)}/review` },
];

const DOWN_DEADLINE_MS = 1000;
const RECOVERY_DEADLINE_MS = 5000;

interface Answer { status: number; ms: number; json: unknown; contentType: string }

async function call(baseUrl: string, request: (typeof CALLS)[number]): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${request.path}`, {
    method: request.method,
    headers: request.body ? { 'content-type': 'application/json' } : {},
    body: request.body,
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  let json: unknown = null;
  try { json = JSON.parse(text); } catch { /* not JSON */ }
  return { status: response.status, ms, json, contentType: response.headers.get('content-type') ?? '' };
}

async function health(baseUrl: string): Promise<{ status: number; body: { services?: Record<string, string> } }> {
  const response = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(5000) });
  return { status: response.status, body: await response.json() as { services?: Record<string, string> } };
}

async function run({ stack, note }: DrillContext): Promise<DrillResult> {
  const checks = new Checks();
  const parts: string[] = [];
  const details: Record<string, unknown> = {};
  for (const request of CALLS) {
    const { service } = request;
    const before = await call(stack.baseUrl, request);
    if (!checks.expect(before.status !== 503, `${service}: answered 503 before it was killed`)) continue;

    await stack.kill(service, 'SIGKILL');
    // Several calls while it is down: each must be a 503 in words, within the second.
    const down: Answer[] = [];
    for (let i = 0; i < 5; i += 1) down.push(await call(stack.baseUrl, request));
    const worstMs = Math.max(...down.map((answer) => answer.ms));
    const all503 = down.every((answer) => answer.status === 503);
    const allWords = down.every((answer) => answer.contentType.startsWith('application/json')
      && (answer.json as { error?: string } | null)?.error === MESSAGES.serviceUnavailable);
    checks.expect(all503, `${service}: answered ${down.map((answer) => answer.status).join(',')} while down (want 503)`);
    checks.expect(allWords, `${service}: the 503 was not JSON { error } in the product's words`);
    checks.expect(worstMs <= DOWN_DEADLINE_MS, `${service}: a 503 took ${Math.round(worstMs)} ms (want ≤ ${DOWN_DEADLINE_MS})`);
    let healthSaysDown = false;
    try {
      await until(`/healthz to report ${service} down`, async () => {
        const answer = await health(stack.baseUrl);
        return answer.status === 503 && answer.body.services?.[service] === 'down';
      }, 3000, 100);
      healthSaysDown = true;
    } catch { /* reported below */ }
    checks.expect(healthSaysDown, `${service}: /healthz did not report it down within 3 s`);

    await sleep(500);
    await stack.start(service); // resolves when the service's own /healthz answers
    const backAt = performance.now();
    let recoveredMs = Number.NaN;
    try {
      await until(`the gateway to serve ${service} again`, async () => (await call(stack.baseUrl, request)).status === before.status, RECOVERY_DEADLINE_MS, 20);
      recoveredMs = performance.now() - backAt;
    } catch { /* reported below */ }
    checks.expect(Number.isFinite(recoveredMs), `${service}: the gateway still answered 503 ${RECOVERY_DEADLINE_MS / 1000} s after the service returned`);
    let healthOk = false;
    try {
      await until('/healthz to be ok again', async () => (await health(stack.baseUrl)).status === 200, 5000, 100);
      healthOk = true;
    } catch { /* reported below */ }
    checks.expect(healthOk, `${service}: /healthz was not ok again within 5 s`);
    details[service] = { statusBefore: before.status, downStatuses: down.map((answer) => answer.status), worst503Ms: round(worstMs), healthSaysDown, recoveredMs: round(recoveredMs), healthOk };
    parts.push(`${service} 503 in ≤ ${Math.round(worstMs)} ms, back ${Number.isFinite(recoveredMs) ? `${Math.round(recoveredMs)} ms` : 'never'} after it returned`);
    note(parts.at(-1)!);
  }
  return { ok: checks.ok, figures: checks.figures(`${parts.join('; ')}; /healthz said which was down`), details };
}

export const drill: Drill = { name: 'service-down', run };
