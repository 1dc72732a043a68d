import { purchase } from '../../lib/analytics';

/** localStorage key of the checkout session ids whose purchase event was already sent from this browser. */
export const PURCHASES_SENT_KEY = 'wk-purchase-events-sent';
/** Kept ids are bounded: the newest ones win. */
const MAX_KEPT = 50;

const sentThisLoad = new Set<string>();

function readSent(): string[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(PURCHASES_SENT_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function remember(id: string): void {
  sentThisLoad.add(id);
  try {
    const ids = [...readSent().filter((known) => known !== id), id].slice(-MAX_KEPT);
    window.localStorage.setItem(PURCHASES_SENT_KEY, JSON.stringify(ids));
  } catch {
    // storage unavailable: this page load still sends it only once
  }
}

/**
 * Sends the purchase event (spec §3: the subscription item, 4 USD) for a checkout session, exactly once per session
 * id in this browser: a reload, a second visit or React's double effects send nothing more. Returns whether it sent.
 */
export function trackPurchaseOnce(sessionId: string): boolean {
  const id = sessionId.trim();
  if (!id || sentThisLoad.has(id) || readSent().includes(id)) return false;
  remember(id);
  purchase(id);
  return true;
}

/** Test helper: forgets this page load's ids (localStorage is the test's to clear). */
export function resetPurchaseTrackingForTests(): void {
  sentThisLoad.clear();
}
