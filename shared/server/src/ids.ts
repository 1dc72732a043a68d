import { randomBytes } from 'node:crypto';

/** Random, unguessable id: 128 bits as 32 hex characters (never contains a hyphen). */
export function randomId(bytes = 16): string {
  return randomBytes(bytes).toString('hex');
}
