export type RoleName =
  | 'gateway' | 'research' | 'research-worker' | 'accounts' | 'mail-worker' | 'feedback' | 'feedback-worker' | 'media' | 'media-worker' | 'learning' | 'learning-worker';

export interface ProcessRole {
  name: RoleName;
  /** Entry file, relative to the repository root. */
  entry: string;
  /** npm workspace that holds the entry. */
  workspace: string;
  /** HTTP roles only: the env variable of the port they listen on, and its default. */
  portEnv?: 'PORT' | 'RESEARCH_PORT' | 'ACCOUNTS_PORT' | 'FEEDBACK_PORT' | 'MEDIA_PORT' | 'LEARNING_PORT';
  defaultPort?: number;
  /** Services only: the env variable other processes read to reach them. */
  urlEnv?: 'RESEARCH_URL' | 'ACCOUNTS_URL' | 'FEEDBACK_URL' | 'MEDIA_URL' | 'LEARNING_URL';
}

export const ROLES: ProcessRole[];
export const ROLE_NAMES: RoleName[];
export function nodeArgsFor(role: ProcessRole): string[];
export function roleByName(name: string): ProcessRole;
