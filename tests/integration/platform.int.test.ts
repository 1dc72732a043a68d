import { newestSignInToken } from '../support/sign-up';
import {
  MESSAGES, ResearchResultSchema, SOCKET_EVENTS, type ClientToServerEvents, type JobState, type JobWatchAck,
  type ServerToClientEvents,
} from '@wonderkin/shared';
import { io, type Socket } from 'socket.io-client';
import { startStack, type Stack } from '../support/stack';

// Issue 2 acceptance, through the gateway, with the real processes of `npm start` and real Redis.
type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A tiny cookie jar: the server counts anonymous visitors by an HttpOnly cookie. */
class Visitor {
  private cookies = new Map<string, string>();
  constructor(private readonly baseUrl: string) {}

  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(`${this.baseUrl}${path}`, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair.indexOf('=');
      this.cookies.set(pair.slice(0, index).trim(), pair.slice(index + 1).trim());
    }
    return response;
  }

  json(path: string, body: unknown, method = 'POST'): Promise<Response> {
    return this.fetch(path, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  }

  ask(fields: Record<string, string>, file?: { name: string; type: string; bytes: Uint8Array<ArrayBuffer> }): Promise<Response> {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.set(key, value);
    if (file) form.set('image', new Blob([file.bytes], { type: file.type }), file.name);
    return this.fetch('/api/research', { method: 'POST', body: form });
  }

  async questionCount(): Promise<number> {
    const response = await this.fetch('/api/check-limits');
    return (await response.json()).questionCount;
  }
}

function connect(baseUrl: string): Promise<ClientSocket> {
  const socket: ClientSocket = io(baseUrl, { transports: ['websocket'], reconnection: false });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

function watch(socket: ClientSocket, jobId: string): Promise<JobWatchAck> {
  return new Promise((resolve) => socket.emit(SOCKET_EVENTS.watch, { jobId }, resolve));
}

// A 1x1 PNG.
const PNG = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'));

describe('platform through the gateway', () => {
  let stack: Stack;
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    stack = await startStack({ label: 'platform' });
  }, 120_000);

  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await stack?.stop();
  }, 30_000);

  it('streams the worker stages 20, 40, 60, 80, 100 in order, then completion, and serves a valid lesson', async () => {
    // Hold the worker back so the watcher is in the room before the first stage.
    await stack.kill('research-worker', 'SIGTERM');
    let workerStarted = false;
    try {
    const visitor = new Visitor(stack.baseUrl);
    const accepted = await visitor.ask({ question: 'Why is the sky blue?', ageRange: '6-8' });
    expect(accepted.status).toBe(202);
    const { slug, jobId } = await accepted.json();
    expect(slug).toMatch(/^[a-f0-9]{32}-why-is-the-sky-blue$/);

    const pending = await visitor.fetch(`/api/get-research?id=${encodeURIComponent(slug)}`);
    expect(pending.status).toBe(202);
    expect(await pending.json()).toMatchObject({ status: 'pending', jobId });

    const socket = await connect(stack.baseUrl);
    sockets.push(socket);
    const progress: number[] = [];
    const stages: string[] = [];
    const done = new Promise<unknown>((resolve, reject) => {
      socket.on(SOCKET_EVENTS.progress, (event) => {
        if (event.jobId !== jobId) return;
        progress.push(event.progress);
        stages.push(event.stage);
      });
      socket.on(SOCKET_EVENTS.completed, (event) => event.jobId === jobId && resolve(event.result));
      socket.on(SOCKET_EVENTS.failed, (event) => event.jobId === jobId && reject(new Error(event.error)));
    });
    const ack = (await watch(socket, jobId)) as JobState;
    expect(ack).toMatchObject({ jobId, status: 'waiting' });

    await stack.start('research-worker');
    workerStarted = true;
    const result = await done;
    expect(progress).toEqual([20, 40, 60, 80, 100]);
    expect(stages).toEqual(['researching', 'filtering', 'assembling', 'activities', 'final-touches']);
    expect(result).toMatchObject({ slug });

    const lesson = await visitor.fetch(`/api/get-research?id=${encodeURIComponent(slug)}`);
    expect(lesson.status).toBe(200);
    const parsed = ResearchResultSchema.parse(await lesson.json());
    expect(parsed.slug).toBe(slug);
    expect(parsed.originalQuestion).toBe('Why is the sky blue?');
    expect(parsed.quickAnswer.toLowerCase()).toContain('light');

    // A watcher that arrives after the end still learns how the job ended.
    const late = await connect(stack.baseUrl);
    sockets.push(late);
    expect(await watch(late, jobId)).toMatchObject({ jobId, status: 'completed', progress: 100, result: { slug } });
    } finally {
      // Later tests need a running worker whatever happened above.
      if (!workerStarted) await stack.start('research-worker');
    }
  }, 120_000);

  it('answers an unknown job and an invalid watch request with an error', async () => {
    const socket = await connect(stack.baseUrl);
    sockets.push(socket);
    expect(await watch(socket, 'research-0123456789abcdef0123456789abcdef')).toHaveProperty('error');
    expect(await watch(socket, '')).toHaveProperty('error');
  });

  it('refuses bad research input with a clear 4xx and stores nothing', async () => {
    const visitor = new Visitor(stack.baseUrl);
    const before = await visitor.questionCount();
    const cases: [Record<string, string>, Parameters<Visitor['ask']>[1] | undefined][] = [
      [{ question: '', ageRange: '6-8' }, undefined],
      [{ question: 'Why do cats purr?', ageRange: '2-4' }, undefined],
      [{ question: 'Why do cats purr?' }, undefined],
      [{ question: '', ageRange: '6-8' }, { name: 'notes.txt', type: 'text/plain', bytes: new TextEncoder().encode('hello') }],
    ];
    for (const [fields, file] of cases) {
      const response = await visitor.ask(fields, file);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      const body = await response.json();
      expect(typeof body.error).toBe('string');
      expect(body.error.length).toBeGreaterThan(5);
    }
    expect(await visitor.questionCount()).toBe(before);
  });

  it('turns an image with no text into "Analyzing image: {filename}"', async () => {
    const visitor = new Visitor(stack.baseUrl);
    const response = await visitor.ask({ question: '', ageRange: '3-5' }, { name: 'ladybird.png', type: 'image/png', bytes: PNG });
    expect(response.status).toBe(202);
    const { slug } = await response.json();
    expect(slug).toContain('analyzing-image-ladybird-png');
  });

  it('answers get-research for an unknown id with the spec message', async () => {
    const response = await fetch(`${stack.baseUrl}/api/get-research?id=0123456789abcdef0123456789abcdef`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: MESSAGES.researchNotFound });
  });

  it('counts anonymous questions server-side and enforces the free limit of 3', async () => {
    const visitor = new Visitor(stack.baseUrl);
    const fresh = await (await visitor.fetch('/api/check-limits')).json();
    expect(fresh).toEqual({ questionCount: 0, limit: 3, hasReachedLimit: false, isPaid: false });
    // The client's count can raise the server's, never lower it.
    expect((await (await visitor.fetch('/api/check-limits?anonymousQuestionCount=2')).json()).questionCount).toBe(2);
    for (const question of ['How do bees make honey?', 'Why is the ocean salty?', 'How do rainbows form?']) {
      expect((await visitor.ask({ question, ageRange: '9-12' })).status).toBe(202);
    }
    const limits = await (await visitor.fetch('/api/check-limits?anonymousQuestionCount=0')).json();
    expect(limits).toMatchObject({ questionCount: 3, hasReachedLimit: true });
    const refused = await visitor.ask({ question: 'What are black holes?', ageRange: '9-12' });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: MESSAGES.limitReached });
    expect(await visitor.questionCount()).toBe(3);
  });

  it('registers by the emailed link (same email, same user), moves an ask to the user and lists it as a previous ask', async () => {
    const visitor = new Visitor(stack.baseUrl);
    const bad = await visitor.json('/api/register', { email: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'Please enter a valid email.' });
    expect((await visitor.json('/api/register', {})).status).toBe(400);

    // A lesson asked before signing in…
    const { slug } = await (await visitor.ask({ question: 'Why do cats purr?', ageRange: '6-8' })).json();
    const hashId = slug.split('-')[0];

    // Typing the email signs nobody in; the emailed link does (and, in this browser again, answers its own id).
    const asked = await (await visitor.json('/api/register', { email: 'Parent@Example.com' })).json();
    expect(asked).toMatchObject({ status: 'check-email' });
    expect(await (await visitor.fetch('/api/me')).json()).toEqual({ signedIn: false });
    const token = await newestSignInToken(stack.baseUrl, 'parent@example.com');
    const first = await (await visitor.json('/api/login/verify', { token })).json();
    const again = await (await visitor.json('/api/register', { email: ' parent@example.com ' })).json();
    expect(first.userId).toMatch(/^[a-f0-9]{32}$/);
    expect(again.userId).toBe(first.userId);

    // …joins the account by itself once the link is used in this browser (visitor.signed-in): the page need not call
    // update-ask-user, which answers OK for an ask that is already the user's, and 400/404 for a missing or unknown id.
    expect((await visitor.json('/api/update-ask-user', {})).status).toBe(400);
    expect((await visitor.json('/api/update-ask-user', { hashId: 'ffffffffffffffffffffffffffffffff' })).status).toBe(404);
    // Previous asks list completed lessons: wait for this one.
    let asks: { type: string; data: unknown } = { type: 'examples', data: {} };
    for (let i = 0; i < 100 && asks.type !== 'previous'; i++) {
      asks = await (await visitor.fetch(`/api/get-asks?userId=${first.userId}`)).json();
      if (asks.type !== 'previous') await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(asks).toEqual({ type: 'previous', data: [{ slug, question: 'Why do cats purr?' }] });
    expect((await visitor.json('/api/update-ask-user', { hashId })).status).toBe(200);
    // The joined lesson used the visitor's free questions, not the new account's: it starts with all of them.
    expect(await (await visitor.fetch('/api/check-limits')).json()).toEqual({ questionCount: 0, limit: 3, hasReachedLimit: false, isPaid: false });
    await visitor.ask({ question: 'How do plants make food?', ageRange: '6-8' });
    expect(await visitor.questionCount()).toBe(1);
  }, 40_000);

  it('records feedback for a real lesson and refuses bad feedback', async () => {
    const visitor = new Visitor(stack.baseUrl);
    const { slug } = await (await visitor.ask({ question: 'How do plants make food?', ageRange: '6-8' })).json();
    const hashId = slug.split('-')[0];
    expect(await (await visitor.fetch(`/api/feedback?hashId=${hashId}`)).json()).toEqual({ hasFeedback: false, rating: null, feedback: '' });

    for (const body of [{ hashId, rating: 6 }, { hashId, rating: 0 }, { hashId, rating: 'five' }, { rating: 4 }]) {
      const response = await visitor.json('/api/feedback', body);
      expect(response.status).toBe(400);
      expect(typeof (await response.json()).error).toBe('string');
    }
    const unknown = await visitor.json('/api/feedback', { hashId: 'ffffffffffffffffffffffffffffffff', rating: 4 });
    expect(unknown.status).toBe(404);
    expect(await (await visitor.fetch(`/api/feedback?hashId=${hashId}`)).json()).toMatchObject({ hasFeedback: false });

    expect((await visitor.json('/api/feedback', { hashId, rating: 5, feedback: '' })).status).toBe(200);
    expect((await visitor.json('/api/feedback', { hashId, rating: 5, feedback: 'My daughter loved the quiz!' })).status).toBe(200);
    expect(await (await visitor.fetch(`/api/feedback?hashId=${hashId}`)).json())
      .toEqual({ hasFeedback: true, rating: 5, feedback: 'My daughter loved the quiz!' });
  });

  it('speaks text as real audio and refuses empty or over-long text', async () => {
    const visitor = new Visitor(stack.baseUrl);
    const audio = await visitor.json('/api/tts', { text: 'Rainbows appear when sunlight shines through raindrops.' });
    expect(audio.status).toBe(200);
    expect(audio.headers.get('content-type')).toContain('audio/');
    const bytes = new Uint8Array(await audio.arrayBuffer());
    expect(bytes.length).toBeGreaterThan(2000);
    for (const text of ['', '   ', 'a'.repeat(4001)]) {
      const response = await visitor.json('/api/tts', { text });
      expect(response.status).toBe(400);
      expect(typeof (await response.json()).error).toBe('string');
    }
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await fetch(`${stack.baseUrl}/api/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toHaveProperty('error');
  });
});
