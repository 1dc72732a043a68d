import http, { type RequestListener, type Server } from 'node:http';
import type { QueueName } from '@wonderkin/shared';
import { loadConfig, type Config } from './config';
import { createLogger, type Logger } from './logger';
import { startQueueWorker, type Job, type Worker } from './queue';
import type { Processor } from 'bullmq';
import { queueWorkerSettings } from './queue-settings';
import { closeServer, listen, onShutdown, type Closer } from './shutdown';
import { openStore, type Store } from './store';

// How every process starts: the gateway and the services through runHttpService, the workers through runWorker.
// Both read the config once, name the logger after the process, log a failed start as fatal and exit 1 (npm start's
// supervisor restarts it) or, for invalid settings, CONFIG_ERROR_EXIT_CODE (it does not), and stop gracefully on
// SIGTERM/SIGINT by closing what the process built, in order.

export interface ProcessContext {
  config: Config;
  logger: Logger;
}

/** The service's own store: MongoDB (database wonderkin-<service>) with MONGODB_URI, else its SQLite file in DATA_DIR. */
export function openServiceStore(service: string, config: Pick<Config, 'DATA_DIR' | 'MONGODB_URI'>): Promise<Store> {
  return openStore({ service, dataDir: config.DATA_DIR, mongoUri: config.MONGODB_URI });
}

/**
 * The exit code of a process whose settings are invalid (sysexits' EX_CONFIG). A restart cannot fix a setting, so
 * `npm start`'s supervisor (scripts/lib/supervisor.cjs, same number) stops the start on it instead of restarting.
 */
export const CONFIG_ERROR_EXIT_CODE = 78;

/** Config and logger, then `start`; a failure anywhere (a bad setting, a port taken, a store that will not open) is fatal. */
async function runProcess(name: string, start: (context: ProcessContext) => Promise<void>): Promise<void> {
  let logger = createLogger(name);
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    logger.fatal({ err: error }, `${name} cannot start: ${(error as Error).message}`);
    process.exit(CONFIG_ERROR_EXIT_CODE);
  }
  try {
    logger = createLogger(name, config.LOG_LEVEL);
    await start({ config, logger });
  } catch (error) {
    logger.fatal({ err: error }, `${name} failed to start`);
    process.exit(1);
  }
}

// ---- HTTP services ----

export interface HttpServiceParts {
  /** The request handler (the service's Express app). */
  app: RequestListener;
  /** Runs once the HTTP server exists, before it listens (the gateway serves Socket.IO on it). */
  attach?: (server: Server) => void;
  /**
   * Stops the server on shutdown. Default: stop accepting and end idle keep-alive connections. The gateway
   * disconnects its sockets first (they would hold the server open).
   */
  stopServer?: (server: Server) => Promise<unknown>;
  /** Closed in order once the server stopped: queues, Redis connections, the store. */
  closers?: Closer[];
  /** Logged with the "listening" line. */
  facts?: Record<string, unknown>;
}

export interface HttpServiceOptions {
  /** The process and its logger ("research", "gateway"). */
  name: string;
  port: (config: Config) => number;
  /** Default: config.HOST (the services listen on this machine only unless told otherwise). */
  host?: (config: Config) => string;
  /** Builds the app and everything it needs from the config. */
  build: (context: ProcessContext) => Promise<HttpServiceParts> | HttpServiceParts;
}

/** Starts an HTTP process (the gateway or a service): build, listen, stop gracefully. Resolves once it listens. */
export function runHttpService(options: HttpServiceOptions): Promise<void> {
  return runProcess(options.name, async (context) => {
    const { config, logger } = context;
    const parts = await options.build(context);
    const server = http.createServer(parts.app);
    parts.attach?.(server);
    const port = await listen(server, options.port(config), (options.host ?? ((c: Config) => c.HOST))(config));
    logger.info({ port, ...parts.facts }, `${options.name} listening`);
    const stopServer = parts.stopServer ?? closeServer;
    onShutdown(logger, [() => stopServer(server), ...(parts.closers ?? [])]);
  });
}

// ---- workers ----

export interface WorkerParts<Data, Result> {
  /** Runs each job of the queue. */
  processor: Processor<Data, Result>;
  /** The facts a completed job's log line carries (null: not logged); default its id alone. */
  describeCompleted?: (job: Job<Data, Result>, result: Result) => Record<string, unknown> | null;
  /** Runs once the worker takes jobs (e.g. a schedule every worker of the queue keeps). */
  started?: (worker: Worker<Data, Result>) => Promise<unknown> | unknown;
  /** Closed in order after the worker has finished its running jobs: queues it adds to, the store. */
  closers?: Closer[];
  /** Logged with the "ready" line. */
  facts?: Record<string, unknown>;
}

export interface WorkerProcessOptions<Data, Result> {
  /** The process and its logger ("research-worker"). */
  name: string;
  /** The queue it works on; concurrency, lock and shutdown grace come from its row in queue-settings.ts. */
  queue: QueueName;
  build: (context: ProcessContext) => Promise<WorkerParts<Data, Result>> | WorkerParts<Data, Result>;
}

/**
 * Starts a worker process: build its processor, work the queue with the shared settings and log lines, and on
 * SIGTERM stop taking jobs, let the running ones finish (up to the queue's shutdown grace), then close the rest.
 * Resolves once the worker takes jobs (it waits for Redis).
 */
export function runWorker<Data, Result>(options: WorkerProcessOptions<Data, Result>): Promise<void> {
  return runProcess(options.name, async (context) => {
    const { config, logger } = context;
    const parts = await options.build(context);
    const settings = queueWorkerSettings(options.queue, config);
    const worker = startQueueWorker<Data, Result>(options.queue, parts.processor, {
      config, logger, describeCompleted: parts.describeCompleted,
    });
    // Installed before Redis answers, so that a worker waiting for Redis still stops at once when told to.
    onShutdown(logger, [() => worker.close(), ...(parts.closers ?? [])], settings.shutdownGraceMs);
    await worker.waitUntilReady();
    await parts.started?.(worker);
    logger.info({ queue: options.queue, concurrency: settings.concurrency, ...parts.facts }, `${options.name} ready`);
  });
}
