/**
 * Test-only fault switch (FAULT_INJECTION=1, off by default, never set in production):
 * a creation whose topic contains this marker fails its first run for good, and succeeds when retried
 * through POST /api/creations/:id/retry. Tests and drills use it to exercise the failed → Try Again path.
 */
export const FAIL_ONCE_MARKER = '[fail-once]';

export const FAULT_REASON = 'This creation was set to fail once by the test fault switch ([fail-once]). Try again to make it.';

export function hasFailOnceMarker(topic: string): boolean {
  return topic.includes(FAIL_ONCE_MARKER);
}

/** The topic the content generator sees: the marker is an instruction to the worker, not part of the subject. */
export function withoutFaultMarker(topic: string): string {
  return topic.split(FAIL_ONCE_MARKER).join(' ').replace(/\s+/g, ' ').trim() || topic;
}
