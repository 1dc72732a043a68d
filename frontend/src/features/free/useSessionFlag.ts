/**
 * A flag kept in sessionStorage (one browser tab's visit), or in memory when storage is unavailable (private modes,
 * blocked storage): "once per visit" things such as the exit-intent modal.
 */
const memory = new Set<string>();

export function readSessionFlag(key: string): boolean {
  try {
    return window.sessionStorage.getItem(key) === '1' || memory.has(key);
  } catch {
    return memory.has(key);
  }
}

export function setSessionFlag(key: string): void {
  memory.add(key);
  try {
    window.sessionStorage.setItem(key, '1');
  } catch {
    // storage unavailable: the in-memory flag holds for this page load
  }
}

/** Test helper: forgets the in-memory flags. */
export function resetSessionFlagsForTests(): void {
  memory.clear();
}
