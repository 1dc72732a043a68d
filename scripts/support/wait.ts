/** Small waiting and counting helpers for drills and benchmarks. */

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it answers true; errors thrown by it count as "not yet" (Redis may be restarting). */
export async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs: number, intervalMs = 100): Promise<number> {
  const started = Date.now();
  let lastError: unknown;
  while (Date.now() - started < timeoutMs) {
    try {
      if (await check()) return Date.now() - started;
    } catch (error) {
      lastError = error;
    }
    await sleep(intervalMs);
  }
  const why = lastError instanceof Error ? ` (last error: ${lastError.message})` : '';
  throw new Error(`timed out after ${Math.round(timeoutMs / 1000)} s waiting for ${what}${why}`);
}

/** Nearest-rank percentile of an ascending array. */
export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export function median(values: number[]): number {
  return percentile([...values].sort((a, b) => a - b), 50);
}

export const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
export const seconds = (ms: number) => `${round(ms / 1000)} s`;
