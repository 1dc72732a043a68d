import type { Redis } from 'ioredis';
import type { RequestHandler } from 'express';
import { SERVICE_NAMES, type ServiceName } from './proxy/routes';

export const HEALTH_TIMEOUT_MS = 1000;

type Status = 'ok' | 'down';
export interface GatewayHealth {
  status: 'ok' | 'degraded';
  services: Record<ServiceName, Status>;
  redis: Status;
}

async function serviceStatus(baseUrl: string, requestId: string): Promise<Status> {
  try {
    const response = await fetch(`${baseUrl}/healthz`, {
      headers: { 'x-request-id': requestId },
      signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS),
    });
    await response.arrayBuffer();
    return response.ok ? 'ok' : 'down';
  } catch {
    return 'down';
  }
}

async function redisStatus(redis: () => Promise<Redis>): Promise<Status> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('redis ping timed out')), HEALTH_TIMEOUT_MS);
  });
  try {
    const client = await Promise.race([redis(), timeout]);
    return (await Promise.race([client.ping(), timeout])) === 'PONG' ? 'ok' : 'down';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

/** How long one check answers every caller: /healthz is public and must not fan out to five backends per call. */
export const HEALTH_CACHE_MS = 1000;

/**
 * GET /healthz: each service's own /healthz and Redis, checked in parallel; 200 when all are ok, else 503.
 * Callers within a second of a check (and callers while one runs) share its answer.
 */
export function healthRoute(services: Record<ServiceName, string>, redis: () => Promise<Redis>, cacheMs = HEALTH_CACHE_MS): RequestHandler {
  let last: { at: number; answer: Promise<GatewayHealth> } | undefined;
  const check = async (requestId: string): Promise<GatewayHealth> => {
    const [redisState, ...states] = await Promise.all([
      redisStatus(redis),
      ...SERVICE_NAMES.map((name) => serviceStatus(services[name], requestId)),
    ]);
    const byService = Object.fromEntries(SERVICE_NAMES.map((name, i) => [name, states[i]])) as Record<ServiceName, Status>;
    const healthy = redisState === 'ok' && states.every((state) => state === 'ok');
    return { status: healthy ? 'ok' : 'degraded', services: byService, redis: redisState };
  };
  return async (_req, res) => {
    if (!last || Date.now() - last.at >= cacheMs) last = { at: Date.now(), answer: check(String(res.locals.requestId ?? '')) };
    const body = await last.answer;
    res.status(body.status === 'ok' ? 200 : 503).setHeader('Cache-Control', 'no-store').json(body);
  };
}
