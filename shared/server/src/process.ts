import { spawn } from 'node:child_process';

export interface RunOptions {
  /** Written to the child's stdin (text for espeak-ng), then stdin is closed. */
  input?: string;
  timeoutMs?: number;
  cwd?: string;
}

export class ProcessError extends Error {
  constructor(readonly command: string, readonly code: number | null, readonly stderr: string) {
    super(`${command} exited with ${code}: ${stderr.trim().split('\n').slice(-3).join(' | ')}`);
    this.name = 'ProcessError';
  }
}

/**
 * Runs a program with an argument array (never a shell, so no text can become a command) and resolves with stdout.
 * Rejects with the tail of stderr when it fails or runs past its timeout.
 */
export function runProcess(command: string, args: string[], options: RunOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, stdio: ['pipe', 'pipe', 'pipe'] });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    let stderrBytes = 0;
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      // Keep only a bounded amount of diagnostics (ffmpeg can be chatty).
      if (stderrBytes < 64 * 1024) stderr.push(chunk);
      stderrBytes += chunk.length;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 120_000);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new ProcessError(command, null, error.message));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(Buffer.concat(stdout).toString('utf8'));
      else reject(new ProcessError(command, code, signal ? `killed by ${signal}` : Buffer.concat(stderr).toString('utf8')));
    });
    child.stdin.on('error', () => { /* the child may exit before reading all input; the close handler reports it */ });
    child.stdin.end(options.input ?? '');
  });
}
