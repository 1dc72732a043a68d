import { internalCall } from '@wonderkin/server-kit';

export type TargetCheck = 'found' | 'missing' | 'unavailable';
export type VerifyTarget = (id: string, requestId?: string) => Promise<TargetCheck>;

/** One owner's answer: 200 found, 404 missing, anything else (refused, timed out, 5xx, 401) unavailable. */
async function probe(url: string, call: { token?: string; requestId?: string; timeoutMs: number }): Promise<TargetCheck> {
  try {
    const answer = await internalCall(url, call);
    if (answer.ok) return 'found';
    return answer.status === 404 ? 'missing' : 'unavailable';
  } catch {
    return 'unavailable';
  }
}

/**
 * Feedback may only be left on something that exists: a research (research service) or a creation
 * (media service). Both owners are asked at once; either one finding it is enough. When neither found it
 * and one of them could not answer, we cannot tell, so the caller answers 503 rather than a false 404.
 */
export function createTargetVerifier(options: {
  researchUrl: string;
  mediaUrl: string;
  internalToken?: string;
  timeoutMs?: number;
}): VerifyTarget {
  const timeoutMs = options.timeoutMs ?? 2000;
  return async (id, requestId) => {
    const call = { token: options.internalToken, requestId, timeoutMs };
    const encoded = encodeURIComponent(id);
    const answers = await Promise.all([
      probe(`${options.researchUrl}/internal/research/${encoded}`, call),
      probe(`${options.mediaUrl}/internal/creations/${encoded}`, call),
    ]);
    if (answers.includes('found')) return 'found';
    return answers.includes('unavailable') ? 'unavailable' : 'missing';
  };
}
