/**
 * Whether the browser will let the page start speaking by itself: it does once the visitor has clicked or typed on
 * the site (sticky user activation), so a lesson reached by asking starts reading; one opened from a link waits for a tap.
 */
export function mayAutoplay(): boolean {
  return Boolean((navigator as Navigator & { userActivation?: { hasBeenActive: boolean } }).userActivation?.hasBeenActive);
}
