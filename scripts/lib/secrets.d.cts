export const SECRET_NAMES: readonly ['SESSION_SECRET', 'TOKEN_SECRET', 'REDIS_PASSWORD'];
export const SECRETS_FILE: string;
export type SecretName = 'SESSION_SECRET' | 'TOKEN_SECRET' | 'REDIS_PASSWORD';
export function loadOrCreateSecrets(dataDir: string, names?: readonly SecretName[]): {
  secrets: Partial<Record<SecretName, string>>;
  file: string;
  created: string[];
};
