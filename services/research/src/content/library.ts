import path from 'node:path';
import type { EntryKind } from '@wonderkin/shared/content';
import { loadCompiledContent } from '@wonderkin/server-kit/compiled-content';
import type { KidEntry, ParentEntry } from './types';

// The library as data (issue 21): content/kids and content/parents, validated and compiled by
// `npm run content -- build` (npm start, npm test, CI and the image run it) into generated/content/*.json, read once
// when this module loads. Nothing is parsed per request.

export const COMPILED_CONTENT_DIR = path.resolve(__dirname, '../../generated/content');

const loadCompiled = <T>(kind: EntryKind): readonly T[] => loadCompiledContent<T>(path.join(COMPILED_CONTENT_DIR, `${kind}.json`), kind);

/** Every kids' entry, in the order of content/kids/index.yaml. */
export const KID_LIBRARY: readonly KidEntry[] = loadCompiled<KidEntry>('kids');
/** Every parent guide, in the order of content/parents/index.yaml. */
export const PARENT_LIBRARY: readonly ParentEntry[] = loadCompiled<ParentEntry>('parents');
