import { startStack, type Stack } from '../support/stack';
import { parsePrometheus, samplesOf, valueOf, type Sample } from '../support/prometheus';

// Issue 7 §6 acceptance, with the real processes of `npm start`: the queue dashboard behind the operators'
// credentials, and /metrics on the gateway and every service after a research job ran through the gateway.
const ADMIN_TOKEN = 'operators-only-7c1f';
const auth = { authorization: `Bearer ${ADMIN_TOKEN}` };
const SERVICES = [['research', 'RESEARCH_PORT'], ['accounts', 'ACCOUNTS_PORT'], ['feedback', 'FEEDBACK_PORT'], ['media', 'MEDIA_PORT']] as const;

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function scrape(url: string): Promise<Sample[]> {
  const response = await fetch(url, { headers: auth });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return parsePrometheus(await response.text());
}

describe('operators: queue dashboard and metrics', () => {
  let stack: Stack;
  let slug = '';

  beforeAll(async () => {
    // Generous waits: the seven processes compile TypeScript at start, slow on a loaded two-core machine.
    stack = await startStack({ label: 'operators', env: { ADMIN_TOKEN }, timeoutMs: 120_000 });
    // One research job, start to end, through the gateway.
    const form = new FormData();
    form.set('question', 'Why is the sky blue?');
    form.set('ageRange', '6-8');
    const accepted = await fetch(`${stack.baseUrl}/api/research`, { method: 'POST', body: form });
    expect(accepted.status).toBe(202);
    slug = (await accepted.json()).slug;
    await until('the lesson', async () => {
      const lesson = await fetch(`${stack.baseUrl}/api/get-research?id=${encodeURIComponent(slug)}`);
      return lesson.status === 200 ? true : undefined;
    }, 120_000);
  }, 300_000);

  afterAll(() => stack?.stop(), 30_000);

  it('serves Bull Board at /admin/queues with credentials, 401 without', async () => {
    const refused = await fetch(`${stack.baseUrl}/admin/queues`);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toMatch(/^Basic/);
    const page = await fetch(`${stack.baseUrl}/admin/queues`, { headers: auth });
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<base href="\/admin\/queues\/"[\s\S]*<div id="root">/);
    const api = await fetch(`${stack.baseUrl}/admin/queues/api/queues?activeQueue=research&status=completed`, { headers: auth });
    const { queues } = await api.json() as { queues: { name: string; counts: Record<string, number> }[] };
    expect(queues.find((queue) => queue.name === 'research')?.counts.completed).toBeGreaterThanOrEqual(1);
  });

  it('answers /metrics on the gateway: request durations by route, queue depth, job durations by queue and outcome, process metrics', async () => {
    const refused = await fetch(`${stack.baseUrl}/metrics`);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toMatch(/^Basic/);

    // The duration is recorded when the gateway's QueueEvents hears "completed": wait for it.
    const samples = await until('the research job\'s duration', async () => {
      const scraped = await scrape(`${stack.baseUrl}/metrics`);
      const done = valueOf(scraped, 'wonderkin_job_duration_seconds_count', { queue: 'research', outcome: 'completed' });
      return done && done >= 1 ? scraped : undefined;
    }, 15_000);
    const gateway = { service: 'gateway' };
    expect(valueOf(samples, 'wonderkin_job_duration_seconds_sum', { ...gateway, queue: 'research', outcome: 'completed' })).toBeGreaterThan(0);
    expect(valueOf(samples, 'wonderkin_job_duration_seconds_bucket', { ...gateway, queue: 'research', outcome: 'completed', le: '+Inf' })).toBeGreaterThanOrEqual(1);
    for (const state of ['waiting', 'active', 'delayed', 'failed']) {
      expect(valueOf(samples, 'wonderkin_queue_jobs', { ...gateway, queue: 'research', state })).toBeGreaterThanOrEqual(0);
      expect(valueOf(samples, 'wonderkin_queue_jobs', { ...gateway, queue: 'creation', state })).toBe(0);
    }
    // Proxied calls are named by the gateway's route table, never by their URL (the slug is in the query).
    expect(valueOf(samples, 'http_request_duration_seconds_count', { ...gateway, method: 'POST', route: '/api/research', status: '202' })).toBe(1);
    expect(samplesOf(samples, 'http_request_duration_seconds_count', { ...gateway, method: 'GET', route: '/api/get-research' }).length).toBeGreaterThanOrEqual(1);
    expect(samples.some((sample) => Object.values(sample.labels).some((value) => value.includes(slug)))).toBe(false);
    expect(valueOf(samples, 'process_cpu_user_seconds_total', gateway)).toBeGreaterThan(0);
    expect(valueOf(samples, 'nodejs_eventloop_lag_seconds', gateway)).toBeGreaterThanOrEqual(0);
  });

  it('answers /metrics on every service, behind the same credentials', async () => {
    for (const [service, portEnv] of SERVICES) {
      const url = `http://127.0.0.1:${stack.env[portEnv]}/metrics`;
      const refused = await fetch(url);
      expect({ service, status: refused.status }).toEqual({ service, status: 401 });
      const samples = await scrape(url);
      expect({ service, rss: (valueOf(samples, 'process_resident_memory_bytes', { service }) ?? 0) > 0 }).toEqual({ service, rss: true });
      // Every service has been asked for its health by the gateway.
      expect(samplesOf(samples, 'http_request_duration_seconds_count', { service, method: 'GET', route: '/healthz' }).length).toBeGreaterThanOrEqual(1);
    }
    const research = await scrape(`http://127.0.0.1:${stack.env.RESEARCH_PORT}/metrics`);
    expect(valueOf(research, 'http_request_duration_seconds_count', { service: 'research', method: 'POST', route: '/api/research', status: '202' })).toBe(1);
    expect(samplesOf(research, 'http_request_duration_seconds_count', { service: 'research', route: '/api/get-research' }).length).toBeGreaterThanOrEqual(1);
  });
});
