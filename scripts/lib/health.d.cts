export function waitForHttp(
  url: string,
  options?: { timeoutMs?: number; intervalMs?: number; accept?: (body: unknown) => boolean; isAlive?: () => boolean },
): Promise<unknown>;
export function sleep(ms: number): Promise<void>;
