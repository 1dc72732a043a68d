import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { closeServer, createLogger, listen, loadConfig, type Config } from '@wonderkin/server-kit';
import { isolatedTestEnv } from '../../tests/support/env';
import { createGateway, type Gateway } from '../src/app';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A stand-in for one service: records each request (raw body bytes included) and answers JSON naming itself. */
export class FakeService {
  readonly requests: RecordedRequest[] = [];
  readonly server: http.Server;
  /** TCP connections the gateway opened to this service. */
  connections = 0;
  url = '';

  constructor(readonly name: string, private readonly healthy = true) {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const recorded = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) };
        if (req.url === '/healthz') {
          res.writeHead(this.healthy ? 200 : 503, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ service: name, status: this.healthy ? 'ok' : 'down' }));
          return;
        }
        this.requests.push(recorded);
        res.writeHead(200, { 'content-type': 'application/json', 'x-request-id': String(req.headers['x-request-id'] ?? '') });
        res.end(JSON.stringify({ service: name, method: recorded.method, url: recorded.url, bytes: recorded.body.length }));
      });
    });
  }

  async start(): Promise<this> {
    this.server.on('connection', () => { this.connections += 1; });
    this.url = `http://127.0.0.1:${await listen(this.server, 0, '127.0.0.1')}`;
    return this;
  }

  last(): RecordedRequest {
    const last = this.requests.at(-1);
    if (!last) throw new Error(`${this.name} received nothing`);
    return last;
  }

  stop(): Promise<void> {
    return closeServer(this.server);
  }
}

/** A URL on which nothing listens (the port was just freed): connection refused at once. */
/**
 * An address that refuses connections. Port 1 (tcpmux) has no listener on these machines; a port freed by a test could
 * be taken meanwhile by another suite running in parallel, which then accepts the connection and never answers (a CI
 * run timed out that way).
 */
export async function closedPortUrl(): Promise<string> {
  return 'http://127.0.0.1:1';
}

/** A temporary frontend build: index.html and one hashed asset. */
export function tempFrontendDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wk-gateway-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>');
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("app")');
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

export interface RunningGateway {
  gateway: Gateway;
  server: http.Server;
  url: string;
  config: Config;
  stop(): Promise<void>;
}

/** A gateway on an ephemeral port with its own queue prefix, pointed at the given service URLs. */
export async function startGateway(label: string, overrides: Record<string, string>, options: { waitForRedis?: boolean } = {}): Promise<RunningGateway> {
  const config = loadConfig({ ...process.env, ...isolatedTestEnv(label), RATE_LIMIT_PER_MINUTE: '10000', RATE_LIMIT_JOBS_PER_MINUTE: '10000', ...overrides });
  const gateway = createGateway({ config, logger: createLogger(`gateway-${label}`, 'silent') });
  const server = http.createServer(gateway.app);
  gateway.attach(server);
  const port = await listen(server, 0, '127.0.0.1');
  if (options.waitForRedis !== false) await gateway.ready();
  return {
    gateway,
    server,
    url: `http://127.0.0.1:${port}`,
    config,
    stop: () => gateway.close(),
  };
}
