import fs from 'node:fs';
import type { CompiledContent, ContentKind } from '@wonderkin/shared/content';

/**
 * The entries of one kind of content as `npm run content -- build` compiled them (content/*.yaml → a service's
 * generated/content/<kind>.json), read once by the module that holds them: no YAML and no validation at run time.
 * A missing or foreign file stops the process with the command that makes it.
 */
export function loadCompiledContent<T>(file: string, kind: ContentKind): readonly T[] {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    throw new Error(`The compiled ${kind} content is missing (${file}): run \`npm run content -- build\` (npm start and npm test run it).`);
  }
  const compiled = JSON.parse(text) as CompiledContent<T>;
  if (compiled.kind !== kind || !Array.isArray(compiled.entries)) throw new Error(`${file} is not compiled ${kind} content: run \`npm run content -- build\`.`);
  return compiled.entries;
}
