/**
 * A small closed-loop HTTP load generator: `connections` keep-alive connections, each sending the next request as
 * soon as the previous answer is read, for `durationMs`. Counts answers per second and their latency.
 */
import http from 'node:http';
import { percentile, round } from './wait';

export interface LoadResult {
  requests: number;
  errors: number;
  /** Answers whose status was not the expected one. */
  unexpected: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p99: number };
}

export async function load(url: string, options: { connections: number; durationMs: number; expectStatus?: number; headers?: Record<string, string> }): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const target = new URL(url);
  const latencies: number[] = [];
  let errors = 0;
  let unexpected = 0;
  const started = performance.now();
  const deadline = started + options.durationMs;
  const one = () => new Promise<void>((resolve) => {
    const sent = performance.now();
    const req = http.request({ host: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, method: 'GET', agent, headers: options.headers }, (res) => {
      res.resume();
      res.once('end', () => {
        latencies.push(performance.now() - sent);
        if (options.expectStatus !== undefined && res.statusCode !== options.expectStatus) unexpected += 1;
        resolve();
      });
    });
    req.once('error', () => {
      errors += 1;
      resolve();
    });
    req.end();
  });
  const loop = async () => {
    while (performance.now() < deadline) await one();
  };
  await Promise.all(Array.from({ length: options.connections }, loop));
  const elapsed = performance.now() - started;
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    unexpected,
    requestsPerSecond: round(latencies.length / (elapsed / 1000)),
    latencyMs: { p50: round(percentile(sorted, 50), 2), p99: round(percentile(sorted, 99), 2) },
  };
}
