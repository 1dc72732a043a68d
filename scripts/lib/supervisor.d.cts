import type { ProcessRole } from './processes.cjs';

export interface Supervisor {
  startAll(): void;
  pidOf(name: string): number | undefined;
  pids(): number[];
  stopAll(graceMs?: number): Promise<void>;
  killAllNow(): void;
}
export function createSupervisor(options: {
  root: string;
  env: NodeJS.ProcessEnv;
  roles: ProcessRole[];
  log: (line: string) => void;
  write?: (text: string) => void;
  prefixWidth?: number;
  /** A process exited with CONFIG_ERROR_EXIT_CODE (not restarted); called once. */
  onConfigError?: (name: string) => void;
}): Supervisor;
export const CONFIG_ERROR_EXIT_CODE: number;
