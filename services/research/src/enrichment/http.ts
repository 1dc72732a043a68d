/**
 * One GET of a provider's JSON API. Every failure becomes a ProviderError whose kind says whether the provider is
 * unreachable or out of quota (then the breaker rests it: asking again at once would only slow the next lessons down)
 * or just answered badly this time.
 */

export type ProviderFailure = 'timeout' | 'network' | 'quota' | 'http' | 'shape';

export class ProviderError extends Error {
  constructor(readonly kind: ProviderFailure, message: string, readonly status?: number) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** Failures that say "do not ask again for a while": nothing to reach, or no calls left. */
export const isOutage = (error: unknown): boolean =>
  error instanceof ProviderError && (error.kind === 'timeout' || error.kind === 'network' || error.kind === 'quota');

/** What every call of one list shares: its deadline, and who we are (Wikimedia and Reddit ask clients to say so). */
export interface CallContext {
  signal: AbortSignal;
  userAgent: string;
}

export async function getJson(url: URL | string, context: CallContext, headers: Record<string, string> = {}): Promise<unknown> {
  const { signal } = context;
  let response: Response;
  try {
    response = await fetch(url, { signal, headers: { accept: 'application/json', 'user-agent': context.userAgent, ...headers }, redirect: 'follow' });
  } catch (error) {
    if (signal.aborted) throw new ProviderError('timeout', 'the provider did not answer in time');
    throw new ProviderError('network', `the provider could not be reached (${describe(error)})`);
  }
  if (response.status === 401 || response.status === 403 || response.status === 429) {
    await response.body?.cancel().catch(() => undefined);
    throw new ProviderError('quota', `the provider refused the call (${response.status})`, response.status);
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new ProviderError('http', `the provider answered ${response.status}`, response.status);
  }
  try {
    return await response.json();
  } catch (error) {
    if (signal.aborted) throw new ProviderError('timeout', 'the provider did not answer in time');
    throw new ProviderError('shape', `the provider's answer is not JSON (${describe(error)})`);
  }
}

function describe(error: unknown): string {
  const cause = (error as { cause?: { code?: string } })?.cause;
  return cause?.code ?? (error instanceof Error ? error.message : String(error));
}
