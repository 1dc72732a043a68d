import { ALLOWED_LINK_HOSTS, unknownPlaceholders } from '@wonderkin/shared/content';
import { fieldOf } from './load';

// Checks on any text of any kind: links on the allow-list, placeholders the service fills.

const ALLOWED = new Set<string>(ALLOWED_LINK_HOSTS);

export function linkProblem(link: string): string | undefined {
  let url: URL;
  try { url = new URL(link); } catch { return `not an address: ${link}`; }
  if (url.protocol !== 'https:') return `not https: ${link}`;
  if (!ALLOWED.has(url.hostname)) return `${url.hostname} is not on the links allow-list (shared/src/content/links.ts): ${link}`;
  return undefined;
}

/** Every text of `value` with a placeholder its service does not fill (it would reach the reader as "{crisisline}"). */
export function placeholderProblems(value: unknown, allowed: readonly string[], at: (string | number)[] = []): { field: string; message: string }[] {
  if (typeof value === 'string') {
    const unknown = unknownPlaceholders(value, allowed);
    if (!unknown.length) return [];
    const known = allowed.length ? `only ${allowed.map((name) => `{${name}}`).join(', ')} are filled here` : 'nothing is filled here';
    return [{ field: fieldOf(at), message: `unknown placeholder ${unknown.map((name) => `{${name}}`).join(', ')}: ${known}` }];
  }
  if (Array.isArray(value)) return value.flatMap((item, i) => placeholderProblems(item, allowed, [...at, i]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => placeholderProblems(item, allowed, [...at, key]));
  return [];
}
