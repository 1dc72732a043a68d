import type { ChildProcess } from 'node:child_process';

export interface LocalRedis {
  url: string;
  port: number;
  child: ChildProcess;
  stop(graceMs?: number): Promise<void>;
}
export function ping(port: number, host?: string): Promise<boolean>;
export function startRedisServer(options: {
  port: number;
  dir: string;
  persistent?: boolean;
  /** Clients must AUTH with it (given to redis-server on stdin, never on its command line). */
  password?: string;
  onOutput?: (stdout: NodeJS.ReadableStream, stderr: NodeJS.ReadableStream) => void;
  timeoutMs?: number;
}): Promise<LocalRedis>;
