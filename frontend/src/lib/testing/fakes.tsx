// Test doubles shared by the frontend's component tests (never imported by the app).
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { RouterNavigation } from '../../components/RouterNavigation';
import { QueryProvider } from '../../components/testing';
import { ToastProvider } from '../../components/Toast';

export interface FakeResponseInit {
  status?: number;
  body?: unknown;
  blob?: Blob;
}

/** A minimal fetch Response (jsdom has no fetch). */
export function fakeResponse({ status = 200, body, blob }: FakeResponseInit = {}) {
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: () => (blob ? blob.type : 'application/json') },
    json: async () => {
      if (body === undefined) throw new SyntaxError('Unexpected end of JSON input');
      return JSON.parse(JSON.stringify(body));
    },
    text: async () => JSON.stringify(body ?? ''),
    blob: async () => blob ?? new Blob([JSON.stringify(body ?? '')]),
  } as unknown as Response;
}

export type Handler = (url: URL, init: RequestInit | undefined) => ReturnType<typeof fakeResponse> | Promise<ReturnType<typeof fakeResponse>>;

/** Installs a fetch double that answers by path ("GET /api/x" or "/api/x"); records every call. */
export function installFetch(routes: Record<string, Handler>) {
  const calls: { method: string; url: URL; init?: RequestInit }[] = [];
  const fetchMock = jest.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    calls.push({ method, url, init });
    const handler = routes[`${method} ${url.pathname}`] ?? routes[url.pathname];
    if (!handler) return fakeResponse({ status: 404, body: { error: 'Not found.' } });
    return handler(url, init);
  });
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
  return { fetchMock, calls, callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.url.pathname === path) };
}

type Listener = (payload: unknown) => void;

/** A Socket.IO client double: records job:watch emits and lets the test play the server. */
export class FakeSocket {
  connected = true;
  active = true;
  private listeners = new Map<string, Set<Listener>>();
  readonly watches: { payload: unknown; ack?: (answer: unknown) => void }[] = [];
  /** How the "server" answers job:watch (default: the job is waiting at 0). */
  answerWatch: (payload: { jobId: string }) => unknown = ({ jobId }) => ({ jobId, status: 'waiting', progress: 0, stage: '' });

  on(event: string, listener: Listener) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(listener);
    return this;
  }
  off(event: string, listener: Listener) {
    this.listeners.get(event)?.delete(listener);
    return this;
  }
  emit(event: string, payload: { jobId: string }, ack?: (answer: unknown) => void) {
    if (event === 'job:watch') {
      this.watches.push({ payload, ack });
      ack?.(this.answerWatch(payload));
    }
    return this;
  }
  connect() {
    this.connected = true;
    return this;
  }
  /** The server sends an event to this client. */
  serverEmit(event: string, payload: unknown) {
    [...(this.listeners.get(event) ?? [])].forEach((listener) => listener(payload));
  }
  /** Simulates a reconnection ('connect' fires again). */
  reconnect() {
    this.serverEmit('connect', undefined);
  }
  listenerCount(event: string) {
    return this.listeners.get(event)?.size ?? 0;
  }
}

/** Shows the current location for assertions about navigation. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>{location.pathname + location.search}</output>;
}

/**
 * Renders `element` at `path` (matched by `pattern`) inside a router, the toast provider and a fresh QueryClient (or
 * `client`); other paths show a stub.
 */
export function withRouter(
  element: ReactNode,
  { path = '/', pattern = '*', state, client }: { path?: string; pattern?: string; state?: unknown; client?: QueryClient } = {},
) {
  return (
    <QueryProvider client={client}>
      <MemoryRouter initialEntries={[{ pathname: path.split('?')[0], search: path.includes('?') ? `?${path.split('?')[1]}` : '', state }]}>
        <RouterNavigation>
          <ToastProvider>
            <Routes>
              <Route path={pattern} element={element} />
              <Route path="*" element={<p>Elsewhere</p>} />
            </Routes>
            <LocationProbe />
          </ToastProvider>
        </RouterNavigation>
      </MemoryRouter>
    </QueryProvider>
  );
}

/** Deletes every cookie of the jsdom document. */
export function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}
