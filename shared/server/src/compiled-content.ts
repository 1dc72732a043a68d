import fs from 'node:fs';
import type { CompiledContent, CompiledCopy, ContentKind, CopyKind, EntryKind } from '@wonderkin/shared/content';

/**
 * Content as `npm run content -- build` compiled it (content/*.yaml → a service's generated/content/<kind>.json), read
 * once by the module that holds it: no YAML and no validation at run time. A missing or foreign file stops the process
 * with the command that makes it.
 */
function readCompiled(file: string, kind: ContentKind): { kind?: string; entries?: unknown; copy?: unknown } {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    throw new Error(`The compiled ${kind} content is missing (${file}): run \`npm run content -- build\` (npm start and npm test run it).`);
  }
  const compiled = JSON.parse(text) as { kind?: string };
  if (compiled.kind !== kind) throw new Error(`${file} is not compiled ${kind} content: run \`npm run content -- build\`.`);
  return compiled;
}

/** The entries of an entry kind (kids, parents, weekly, packs), in order. */
export function loadCompiledContent<T>(file: string, kind: EntryKind): readonly T[] {
  const compiled = readCompiled(file, kind) as Partial<CompiledContent<T>>;
  if (!Array.isArray(compiled.entries)) throw new Error(`${file} is not compiled ${kind} content: run \`npm run content -- build\`.`);
  return compiled.entries;
}

/** The document of a copy kind (safety, notes, media): its files' data by name. */
export function loadCompiledCopy<T>(file: string, kind: CopyKind): T {
  const compiled = readCompiled(file, kind) as Partial<CompiledCopy<T>>;
  if (!compiled.copy || typeof compiled.copy !== 'object') throw new Error(`${file} is not compiled ${kind} content: run \`npm run content -- build\`.`);
  return compiled.copy;
}
