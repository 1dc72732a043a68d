import fs from 'node:fs';
import path from 'node:path';
import { CONTENT_KINDS, type CompiledContent, type CompiledCopy, type ContentKind } from '@wonderkin/shared/content';
import { outputPathOf, ROOT } from './kinds';
import { kindDigest, type Loaded } from './load';

// `content build`: the validated entries of each kind, in order, or a copy kind's files as one document, as one JSON
// file in the generated/ folder of the service that loads it (generated, never committed: npm start, npm test, CI
// and the image build it).

export function outputOf(kind: ContentKind): string {
  return path.join(ROOT, outputPathOf(kind));
}

function compiledDigest(kind: ContentKind): string | undefined {
  try {
    // The digest is the second key of the file: read only its head.
    const fd = fs.openSync(outputOf(kind), 'r');
    const head = Buffer.alloc(200);
    fs.readSync(fd, head, 0, head.length, 0);
    fs.closeSync(fd);
    return head.toString('utf8').match(/"digest":"([0-9a-f]{64})"/)?.[1];
  } catch {
    return undefined;
  }
}

/** The kinds whose compiled JSON is missing or was compiled from other files than content/ holds now. */
export function staleKinds(): ContentKind[] {
  return CONTENT_KINDS.filter((kind) => compiledDigest(kind) !== kindDigest(kind));
}

function writeJson(file: string, value: unknown): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, JSON.stringify(value));
  fs.renameSync(temporary, file);
}

/** Writes every kind that was loaded; `entries` counts a kind's entries, or a copy kind's files. */
export function writeCompiled(loaded: Loaded): { kind: ContentKind; file: string; entries: number }[] {
  const written = [];
  for (const kind of CONTENT_KINDS) {
    const file = outputOf(kind);
    const content = kind in loaded.kinds ? loaded.kinds[kind as keyof Loaded['kinds']] : undefined;
    const copy = kind in loaded.copies ? loaded.copies[kind as keyof Loaded['copies']] : undefined;
    if (content) {
      const compiled: CompiledContent<unknown> = { kind: content.kind, digest: content.digest, entries: content.entries.map((e) => e.data) };
      writeJson(file, compiled);
      written.push({ kind, file: path.relative(ROOT, file), entries: content.entries.length });
    } else if (copy) {
      const compiled: CompiledCopy<unknown> = { kind: copy.kind, digest: copy.digest, copy: Object.fromEntries(Object.entries(copy.files).map(([name, f]) => [name, f.data])) };
      writeJson(file, compiled);
      written.push({ kind, file: path.relative(ROOT, file), entries: Object.keys(copy.files).length });
    }
  }
  return written;
}
