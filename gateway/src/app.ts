import type { Server as HttpServer, RequestListener } from 'node:http';
import express, { type ErrorRequestHandler, type Express } from 'express';
import type { Redis } from 'ioredis';
import { Server as SocketServer } from 'socket.io';
import { MESSAGES, QUEUES, type ClientToServerEvents, type QueueName, type ServerToClientEvents } from '@wonderkin/shared';
import {
  adminCredentials, createMetrics, createQueueEvents, createRedisConnection, createServiceQueue, metricsGuard, queueSettingsOf,
  registerQueueMetrics, publicError, requestContext, webContentHosts, type Config, type Logger, type Queue, type QueueEvents,
} from '@wonderkin/server-kit';
import { ADMIN_QUEUES_PATH, gatewayRouteOf, noQueueDashboard, queueDashboard } from './admin';
import { frontendRoutes } from './frontend';
import { healthRoute } from './health';
import { readJobState, type WatchableQueues } from './jobs/job-state';
import { relayQueueEvents, type JobsServer } from './jobs/relay';
import { handleJobWatches } from './jobs/watch';
import { clientAddressOf } from './client-address';
import { proxiedCalls } from './proxied-calls';
import { SERVICE_NAMES, type ServiceName } from './proxy/routes';
import { proxyTo, serviceProxies, type Forwarder } from './proxy/service-proxy';
import { apiRateLimits, trustProxySetting } from './rate-limits';
import { requestId } from './request-id';
import { loopbackOnly } from './loopback-only';
import { publicHostOf, sameOriginWrites } from './same-origin';
import { appSecurityHeaders, applyHeaders, mediaHeaders } from './security';

export const SOCKET_PATH = '/socket.io';

export interface GatewayDeps {
  config: Config;
  logger: Logger;
}

export interface Gateway {
  /**
   * The HTTP request handler: the calls a service owns go straight to it (proxied-calls.ts), everything else through
   * the Express app (health, metrics, the queue dashboard, the SPA, and the same proxies for anything unusual). It does
   * not listen.
   */
  app: RequestListener;
  /** The Express app behind `app`. */
  express: Express;
  /** Serves Socket.IO on the server and starts relaying job events to watchers. Call once. */
  attach(server: HttpServer): JobsServer;
  /** Resolves when the job-event listeners are connected to Redis. */
  ready(): Promise<void>;
  /** Disconnects sockets, stops accepting connections, closes Redis connections. */
  close(): Promise<void>;
}

/**
 * The gateway: the only public port. It owns no data: it streams each API call to the service that owns it,
 * serves the built frontend, and relays BullMQ job events to the Socket.IO clients watching each job.
 */
export function createGateway({ config, logger }: GatewayDeps): Gateway {
  const redis: Redis = createRedisConnection(config.REDIS_URL, 'producer');
  redis.on('error', (error) => logger.debug({ err: error.message }, 'redis connection error'));
  const settings = queueSettingsOf(config);
  const queueOf = (name: QueueName) => createServiceQueue(name, { config, logger }, redis);
  // The queues browsers may watch (their job events go to the sockets)…
  const queues: WatchableQueues = { [QUEUES.research]: queueOf(QUEUES.research), [QUEUES.creation]: queueOf(QUEUES.creation) };
  // …and every queue operators see: the dashboard and the queue metrics also cover mail, reports and paper feedback
  // (no page watches them).
  const operated: Record<QueueName, Queue> = {
    ...queues, [QUEUES.mail]: queueOf(QUEUES.mail), [QUEUES.reports]: queueOf(QUEUES.reports), [QUEUES.paperFeedback]: queueOf(QUEUES.paperFeedback),
  };
  // Prometheus metrics (GET /metrics): requests, and the queues' depth and job durations (from the QueueEvents below).
  const metrics = createMetrics({ service: 'gateway', routeOf: gatewayRouteOf });
  const queueMetrics = registerQueueMetrics(metrics.registry, Object.values(operated), logger);
  const operators = adminCredentials(config);

  const analytics = Boolean(config.GA_MEASUREMENT_ID);
  const app = express();
  app.disable('x-powered-by');
  // Only configured proxies may say who the client is (X-Forwarded-For); otherwise the socket's address counts.
  app.set('trust proxy', trustProxySetting(config.TRUST_PROXY));
  const clientAddress = clientAddressOf(app);
  app.use(requestId());
  app.use(requestContext(logger));
  app.use(metrics.track);
  // The CSP allows exactly the picture and player hosts of the web providers this config turns on. helmet's headers
  // are worked out once (they do not vary by request).
  const webHosts = webContentHosts(config);
  const headers = { app: appSecurityHeaders({ analytics, webHosts }), media: mediaHeaders({ analytics, webHosts }) };
  app.use('/media', (_req, res, next) => {
    applyHeaders(res, headers.media);
    next();
  });
  app.use((req, res, next) => {
    if (!req.path.startsWith('/media/')) applyHeaders(res, headers.app);
    next();
  });

  app.get('/healthz', healthRoute(config.services, async () => redis));
  app.get('/metrics', metricsGuard(config), metrics.serve);
  // A browser may change things only from our own pages (login CSRF, forms on another port of the same site).
  app.use(sameOriginWrites({ publicUrl: config.PUBLIC_URL }));
  // Counted in Redis, so several gateways share one limit per client (rate-limits.ts: in memory far from the limit).
  const limits = apiRateLimits({
    perMinute: config.RATE_LIMIT_PER_MINUTE, jobsPerMinute: config.RATE_LIMIT_JOBS_PER_MINUTE, redis, prefix: config.QUEUE_PREFIX,
    syncMs: config.RATE_LIMIT_SYNC_MS, logger, clientAddress,
  });
  app.use(limits.middleware);
  app.use(ADMIN_QUEUES_PATH, operators
    ? queueDashboard({ credentials: operators, queues: Object.values(operated), title: `${config.PRODUCT_NAME} queues` })
    : noQueueDashboard);

  // Proxies come before any body parsing (there is none in the gateway): bodies stream through as bytes.
  // /dev/ (the development mailbox) reaches the accounts service only outside production.
  const routes = { devRoutes: config.NODE_ENV !== 'production' };
  // The development mailbox holds every sign-in link: served to this computer only.
  if (routes.devRoutes) app.use('/dev', loopbackOnly());
  const forwarders = Object.fromEntries(
    SERVICE_NAMES.map((service) => [service, proxyTo(service, config.services[service], logger, { clientAddress })]),
  ) as Record<ServiceName, Forwarder>;
  app.use(serviceProxies(forwarders, routes));

  app.use(frontendRoutes({ distDir: config.FRONTEND_DIST, productName: config.PRODUCT_NAME }));
  app.use((req, res) => {
    // Unknown /api, /internal and /media paths, and anything but GET/HEAD outside them.
    res.status(404).json({ error: MESSAGES.notFoundApi });
  });
  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    // A client's mistake (a path that does not decode…) is a 4xx in words; anything else a 500, logged.
    const answer = publicError(error);
    if (answer.status >= 500) logger.error({ err: error, requestId: res.locals.requestId, path: req.path }, 'gateway error');
    if (!res.headersSent) res.status(answer.status).json({ error: answer.message });
  };
  app.use(onError);

  // The calls a service owns skip Express: the same steps, at a fraction of the cost (README "Benchmarks", proxy-cost).
  const proxied = proxiedCalls({
    forwarders, limits, headers, publicHost: publicHostOf(config.PUBLIC_URL), httpDuration: metrics.httpDuration, logger,
  });
  const handler: RequestListener = (req, res) => {
    if (!proxied(req, res)) app(req, res);
  };

  let io: JobsServer | undefined;
  let queueEvents: QueueEvents[] = [];
  let relaysStarted: Promise<void> | undefined;
  let closed = false;

  /**
   * The event relays start once Redis answers: the gateway itself starts (and serves the SPA and the proxies)
   * with Redis down, and a QueueEvents made while Redis has never been reachable could not be closed cleanly.
   */
  function startRelaysWhenRedisIsUp(jobs: JobsServer): Promise<void> {
    return new Promise<void>((resolve) => {
      const start = () => {
        if (closed) return resolve();
        queueEvents = (Object.keys(operated) as QueueName[]).map((name) => {
          const events = createQueueEvents(name, settings);
          events.on('error', (error) => logger.warn({ err: error.message, queue: name }, 'queue events error'));
          if (name in queues) relayQueueEvents(events, jobs);
          queueMetrics.recordJobDurations(events, operated[name]);
          return events;
        });
        void Promise.all(queueEvents.map((events) => events.waitUntilReady())).then(() => resolve(), () => resolve());
      };
      if (redis.status === 'ready') start();
      else redis.once('ready', start);
    });
  }

  return {
    app: handler,
    express: app,
    attach(server) {
      if (io) throw new Error('gateway already attached');
      const jobs: JobsServer = new SocketServer<ClientToServerEvents, ServerToClientEvents>(server, { path: SOCKET_PATH, serveClient: false });
      io = jobs;
      handleJobWatches(jobs, (jobId) => readJobState(queues, jobId), logger);
      relaysStarted = startRelaysWhenRedisIsUp(jobs);
      return jobs;
    },
    async ready() {
      await relaysStarted;
    },
    async close() {
      closed = true;
      if (io) {
        const closing = io;
        // Socket.IO disconnects every client, then closes the HTTP server (idle keep-alive sockets included).
        await new Promise<void>((resolve) => {
          void closing.close(() => resolve());
        });
      }
      // What this gateway counted since the last sync goes to Redis before the connection closes.
      await limits.close();
      await Promise.allSettled(queueEvents.map((events) => events.close()));
      await Promise.allSettled(Object.values(operated).map((queue) => queue.close()));
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
