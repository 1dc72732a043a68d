import type { Request, RequestHandler } from 'express';
import { Job, type Queue, type QueueEvents } from 'bullmq';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { adminCredentials, adminOnly, type AdminSettings } from './admin-auth';
import type { Config } from './config';
import { internalOnly } from './internal';
import type { Logger } from './logger';

// Prometheus metrics, one module for the gateway and every service (prom-client). Each app has its own registry
// (several apps can share one test process); the default process metrics, the HTTP request durations and the
// queue metrics all carry a `service` label.
//
//   http_request_duration_seconds{method, route, status}   every request; `route` is the matched route pattern
//                                                           ("/api/creations/:id"), never the raw URL
//   wonderkin_queue_jobs{queue, state}                      jobs waiting / active / delayed / failed, read at scrape
//   wonderkin_job_duration_seconds{queue, outcome}          processing time of each finished job (completed / failed)
//   process_*, nodejs_*                                     prom-client's default metrics

/**
 * Who may read /metrics. With operators' credentials configured (ADMIN_TOKEN, or ADMIN_USER and ADMIN_PASSWORD)
 * only those (bearer or basic auth; 401 otherwise). Without them, the internal guard: the x-internal-token header
 * when INTERNAL_TOKEN is set, else callers on this machine only (403 otherwise).
 */
export type MetricsAccess = AdminSettings & Partial<Pick<Config, 'INTERNAL_TOKEN'>>;

export function metricsGuard(access: MetricsAccess = {}): RequestHandler {
  const credentials = adminCredentials(access);
  return credentials ? adminOnly(credentials) : internalOnly(access.INTERNAL_TOKEN);
}

/** The `route` label of a request no route matched (404s, static files unless the app names them). */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * The pattern of the route that answered (mount path included), or undefined when no route matched. A route with
 * several paths is named by its first (Express does not say which one matched).
 */
export function matchedRoute(req: Request): string | undefined {
  const route = req.route as { path?: unknown } | undefined;
  if (!route || route.path === undefined) return undefined;
  const pattern = String(Array.isArray(route.path) ? route.path[0] : route.path);
  return `${req.baseUrl ?? ''}${pattern}` || '/';
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** Request durations from 5 ms to the proxy's 2-minute ceiling. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 120];
/** Job durations: lessons take seconds, videos and books up to minutes. */
const JOB_BUCKETS = [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 30, 60, 120, 300, 600];

export interface MetricsOptions {
  /** The `service` label of every metric. */
  service: string;
  /**
   * Names requests no Express route matched (e.g. the gateway's proxied paths) with a pattern; must return a
   * small, fixed set of values. Undefined → "unmatched". Read the path from req.originalUrl: req.url is
   * rewritten inside mounted routers.
   */
  routeOf?: (req: Request) => string | undefined;
}

export interface Metrics {
  registry: Registry;
  httpDuration: Histogram<'method' | 'route' | 'status'>;
  /** Times every request (mount it before the routes). */
  track: RequestHandler;
  /** Answers the registry in Prometheus text format (mount it behind metricsGuard). */
  serve: RequestHandler;
}

export function createMetrics(options: MetricsOptions): Metrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service: options.service });
  collectDefaultMetrics({ register: registry });
  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request durations by method, matched route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: HTTP_BUCKETS,
    registers: [registry],
  });
  const track: RequestHandler = (req, res, next) => {
    const stop = httpDuration.startTimer();
    res.once('finish', () => {
      const route = matchedRoute(req) ?? options.routeOf?.(req) ?? UNMATCHED_ROUTE;
      stop({ method: METHODS.has(req.method) ? req.method : 'OTHER', route, status: String(res.statusCode) });
    });
    next();
  };
  const serve: RequestHandler = async (_req, res) => {
    const text = await registry.metrics();
    res.setHeader('Content-Type', registry.contentType);
    res.setHeader('Cache-Control', 'no-store');
    res.end(text);
  };
  return { registry, httpDuration, track, serve };
}

/** The BullMQ states counted by wonderkin_queue_jobs. */
export const QUEUE_DEPTH_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;
const QUEUE_READ_TIMEOUT_MS = 2000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export interface QueueMetrics {
  queueDepth: Gauge<'queue' | 'state'>;
  jobDuration: Histogram<'queue' | 'outcome'>;
  /**
   * Records the duration (finishedOn − processedOn of the last attempt) of each job that ends on this queue, from
   * its QueueEvents: "completed", or "failed" once no retry is left. QueueEvents is best-effort: jobs that end
   * while the listener is down are not counted.
   */
  recordJobDurations(events: QueueEvents, queue: Queue): void;
}

/**
 * Queue depth and job durations in a registry. The depth is read from Redis when Prometheus scrapes (a queue that
 * cannot be read is left out of that scrape rather than failing it).
 */
export function registerQueueMetrics(registry: Registry, queues: readonly Queue[], logger?: Logger): QueueMetrics {
  const queueDepth = new Gauge({
    name: 'wonderkin_queue_jobs',
    help: 'Jobs in each queue by state (waiting, active, delayed, failed), read from Redis at scrape time',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      await Promise.all(queues.map(async (queue) => {
        try {
          const counts = await withTimeout(queue.getJobCounts(...QUEUE_DEPTH_STATES), QUEUE_READ_TIMEOUT_MS);
          for (const state of QUEUE_DEPTH_STATES) this.set({ queue: queue.name, state }, counts[state] ?? 0);
        } catch (error) {
          logger?.debug({ err: (error as Error).message, queue: queue.name }, 'queue depth unavailable');
        }
      }));
    },
  });
  const jobDuration = new Histogram({
    name: 'wonderkin_job_duration_seconds',
    help: 'Processing time of finished jobs (last attempt) by queue and outcome (completed, failed)',
    labelNames: ['queue', 'outcome'] as const,
    buckets: JOB_BUCKETS,
    registers: [registry],
  });
  const record = (queue: Queue, jobId: string, outcome: 'completed' | 'failed') => {
    Job.fromId(queue, jobId).then((job) => {
      if (job?.processedOn && job.finishedOn) {
        jobDuration.observe({ queue: queue.name, outcome }, Math.max(0, job.finishedOn - job.processedOn) / 1000);
      }
    }, (error: Error) => logger?.debug({ err: error.message, queue: queue.name, jobId }, 'job duration unavailable'));
  };
  return {
    queueDepth,
    jobDuration,
    recordJobDurations(events, queue) {
      events.on('completed', ({ jobId }) => record(queue, jobId, 'completed'));
      events.on('failed', ({ jobId }) => record(queue, jobId, 'failed'));
    },
  };
}
