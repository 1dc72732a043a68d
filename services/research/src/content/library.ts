import fs from 'node:fs';
import path from 'node:path';
import type { CompiledContent, ContentKind } from '@wonderkin/shared/content';
import type { KidEntry, ParentEntry } from './types';

// The library as data (issue 21): content/kids and content/parents, validated and compiled by
// `npm run content -- build` (npm start, npm test, CI and the image run it) into generated/content/*.json, read once
// when this module loads. Nothing is parsed per request.

export const COMPILED_CONTENT_DIR = path.resolve(__dirname, '../../generated/content');

function loadCompiled<T>(kind: ContentKind): readonly T[] {
  const file = path.join(COMPILED_CONTENT_DIR, `${kind}.json`);
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

/** Every kids' entry, in the order of content/kids/index.yaml. */
export const KID_LIBRARY: readonly KidEntry[] = loadCompiled<KidEntry>('kids');
/** Every parent guide, in the order of content/parents/index.yaml. */
export const PARENT_LIBRARY: readonly ParentEntry[] = loadCompiled<ParentEntry>('parents');
