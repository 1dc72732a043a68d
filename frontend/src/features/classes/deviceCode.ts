// The class code a classroom device was opened with, kept for this tab's session so the next child goes straight to
// the names. sessionStorage, not localStorage: closing the browser forgets the class.

const KEY = 'wonderkin-class-code';

/** A code as typed ("abc 23-4") in the form the server reads it ("ABC234"). */
export const normalizeCode = (typed: string) => typed.trim().toUpperCase().replace(/[\s-]+/g, '');

export function readDeviceCode(storage: Storage | undefined = globalThis.sessionStorage): string {
  try {
    return normalizeCode(storage?.getItem(KEY) ?? '');
  } catch {
    return ''; // storage refused (private browsing): type the code again
  }
}

export function rememberDeviceCode(code: string, storage: Storage | undefined = globalThis.sessionStorage): void {
  try {
    storage?.setItem(KEY, code);
  } catch {
    // storage refused: the code holds for this page only
  }
}

export function forgetDeviceCode(storage: Storage | undefined = globalThis.sessionStorage): void {
  try {
    storage?.removeItem(KEY);
  } catch {
    // nothing kept
  }
}
