import { MESSAGES } from '@wonderkin/shared';
import type { ProbeAnswer } from '../support/http-probe';
import type { FuzzCase } from './cases';

// What the fuzz suite demands of one answer, apart from what was stored.

const CATALOGUE: ReadonlySet<string> = new Set(Object.values(MESSAGES));

export function describeCase(fuzz: FuzzCase): string {
  if (fuzz.kind === 'raw') return `${fuzz.label}: ${JSON.stringify(fuzz.bytes.toString('latin1').slice(0, 120))}`;
  const headers = Object.entries(fuzz.headers).map(([name, value]) => `${name}: ${String(value).slice(0, 40)}`).join('; ');
  return `${fuzz.label}: ${fuzz.method} ${fuzz.path.slice(0, 160)} [${headers}] body ${fuzz.body?.length ?? 0} B ${JSON.stringify(fuzz.body?.toString('utf8').slice(0, 80) ?? '')}`;
}

export function isErrorBody(json: unknown): json is { error: string } {
  return typeof json === 'object' && json !== null && !Array.isArray(json) && Object.keys(json).join() === 'error'
    && typeof (json as { error: unknown }).error === 'string';
}

/** What is wrong with one answer (empty: nothing). */
export function problemsOf(fuzz: FuzzCase, answer: ProbeAnswer): string[] {
  const problems: string[] = [];
  const status = answer.status;
  if (status >= 500) problems.push(`status ${status}`);
  if (status < 100) problems.push('no status line');
  const method = fuzz.kind === 'http' ? fuzz.method : '';
  const pathname = fuzz.kind === 'http' ? fuzz.path.split('?')[0] : '/api';
  const api = /^\/+(api|internal|media)(\/|$|%|;)/i.test(pathname);
  if (!api) return problems;
  const contentType = String(answer.headers['content-type'] ?? '');
  // Speech and a creation's files are the only answers of the API that are not JSON.
  const binary = status < 300 && (/^\/api\/tts\/?$/.test(pathname) || pathname.startsWith('/media/'));
  if (binary) return problems;
  if (method === 'HEAD') {
    if (contentType && !contentType.startsWith('application/json')) problems.push(`HEAD answered ${contentType}`);
    return problems;
  }
  if (!contentType.startsWith('application/json')) problems.push(`not JSON: ${status} ${contentType || '(no content type)'} ${JSON.stringify(answer.text.slice(0, 100))}`);
  else if (answer.json === undefined) problems.push(`JSON that does not parse: ${JSON.stringify(answer.text.slice(0, 100))}`);
  if (status >= 400) {
    if (!isErrorBody(answer.json)) problems.push(`refusal without { error }: ${answer.text.slice(0, 200)}`);
    else if (!CATALOGUE.has(answer.json.error)) problems.push(`words not in the catalogue: ${status} ${JSON.stringify(answer.json.error)}`);
  }
  return problems;
}

