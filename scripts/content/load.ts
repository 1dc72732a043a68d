import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parse, YAMLParseError } from 'yaml';
import type { z } from 'zod';
import { CONTENT_KINDS, type ContentKind, type CopyKind, type EntryKind } from '@wonderkin/shared/content';
import { CONTENT_DIR, COPY_SPECS, EXPLORATION_PACK, idOf, INDEX_FILE, isCopyKind, KINDS, ROOT } from './kinds';

// Reads every content file, validates it with its kind's zod schema and the rules that tie files together (one file
// per entry, named after its id, every id unique and listed once in its index, related ids that exist, no TODO left
// from a scaffold), and gives each kind's entries in order; a copy kind's files, each with its own schema (which
// refuses an unknown placeholder). A problem names the file and the field.

export interface Problem { file: string; field?: string; message: string }
export interface LoadedEntry { file: string; data: Record<string, unknown> }
export interface LoadedKind { kind: EntryKind; entries: LoadedEntry[]; digest: string }
/** A copy kind's files by the name the compiled document gives them. */
export interface LoadedCopy { kind: CopyKind; files: Record<string, LoadedEntry>; digest: string }
export interface Loaded { kinds: Partial<Record<EntryKind, LoadedKind>>; copies: Partial<Record<CopyKind, LoadedCopy>>; problems: Problem[] }

const rel = (file: string) => path.relative(ROOT, file).split(path.sep).join('/');

export function formatProblem(p: Problem): string {
  return `${p.file}${p.field ? `: ${p.field}` : ''}: ${p.message}`;
}

/** "quiz[2].wrong" from zod's ['quiz', 2, 'wrong']. */
export function fieldOf(pathParts: readonly PropertyKey[]): string {
  return pathParts.reduce<string>((out, part) => (typeof part === 'number' ? `${out}[${part}]` : out ? `${out}.${String(part)}` : String(part)), '');
}

function yamlFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((d) => d.isFile() && d.name.endsWith('.yaml'))
    .map((d) => path.join(d.parentPath, d.name))
    .sort();
}

/** The YAML files of a kind (a copy kind: its folder, stray files included, or its listed files). */
function kindFiles(kind: ContentKind, contentDir: string): string[] {
  if (!isCopyKind(kind)) return yamlFiles(path.join(contentDir, KINDS[kind].dir));
  const spec = COPY_SPECS[kind];
  if (spec.dir) return yamlFiles(path.join(contentDir, spec.dir));
  return Object.values(spec.files).map((f) => path.join(contentDir, f.file)).filter((file) => fs.existsSync(file)).sort();
}

/** The files a kind is compiled from, and the tool's own code: what its compiled JSON's digest covers. */
export function kindDigest(kind: ContentKind, contentDir = CONTENT_DIR): string {
  const hash = createHash('sha256');
  const files = [
    ...kindFiles(kind, contentDir),
    path.join(ROOT, 'shared/src/content/schemas.ts'),
    path.join(ROOT, 'shared/src/content/template.ts'),
    ...fs.readdirSync(__dirname).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).map((f) => path.join(__dirname, f)),
  ];
  for (const file of files) hash.update(rel(file)).update('\0').update(fs.readFileSync(file)).update('\0');
  return hash.digest('hex');
}

function readYaml(file: string, problems: Problem[]): unknown {
  try {
    return parse(fs.readFileSync(file, 'utf8'), { prettyErrors: true, uniqueKeys: true });
  } catch (error) {
    const message = error instanceof YAMLParseError ? error.message.split('\n')[0] : String(error);
    problems.push({ file: rel(file), message: `not valid YAML: ${message}` });
    return undefined;
  }
}

/** Strings left from `content new` ("TODO: …") must be written before an entry is built. */
function todoFields(value: unknown, at: (string | number)[] = []): string[] {
  if (typeof value === 'string') return /\bTODO\b/.test(value) ? [fieldOf(at)] : [];
  if (Array.isArray(value)) return value.flatMap((v, i) => todoFields(v, [...at, i]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => todoFields(v, [...at, k]));
  return [];
}

function schemaProblems(file: string, issues: readonly { path: readonly PropertyKey[]; message: string }[]): Problem[] {
  return issues.map((issue) => ({ file, field: fieldOf(issue.path) || undefined, message: issue.message }));
}

function loadKind(kind: EntryKind, problems: Problem[], contentDir: string): LoadedKind {
  const spec = KINDS[kind];
  const dir = path.join(contentDir, spec.dir);
  const indexPath = path.join(dir, INDEX_FILE);
  const files = yamlFiles(dir).filter((file) => file !== indexPath);
  const entries: LoadedEntry[] = [];
  for (const file of files) {
    const data = readYaml(file, problems);
    if (data === undefined) continue;
    const result = (spec.schema as z.ZodType).safeParse(data);
    if (!result.success) {
      problems.push(...schemaProblems(rel(file), result.error.issues));
      continue;
    }
    const entry = data as Record<string, unknown>;
    const expected = spec.fileOf(entry);
    const actual = path.relative(dir, file).split(path.sep).join('/');
    if (actual !== expected) problems.push({ file: rel(file), message: `belongs in content/${spec.dir}/${expected} (the file is named after its ${kind === 'packs' ? 'key' : 'id'}${kind === 'kids' ? ', in the folder of its module' : ''})` });
    for (const field of todoFields(entry)) problems.push({ file: rel(file), field, message: 'still says TODO: write it' });
    entries.push({ file: rel(file), data: entry });
  }

  const byId = new Map<string, LoadedEntry>();
  for (const entry of entries) {
    const id = idOf(kind, entry.data);
    const other = byId.get(id);
    if (other) problems.push({ file: entry.file, field: kind === 'packs' ? 'key' : 'id', message: `"${id}" is also the id of ${other.file}` });
    else byId.set(id, entry);
  }

  let ordered: LoadedEntry[];
  if (spec.order === 'week') {
    ordered = [...entries].sort((a, b) => Number(a.data.week) - Number(b.data.week));
    ordered.forEach((entry, i) => {
      if (entry.data.week !== i + 1) problems.push({ file: entry.file, field: 'week', message: `weeks must run 1, 2, 3… with none missing or repeated (this is lesson ${i + 1} in week order)` });
    });
  } else {
    const index = fs.existsSync(indexPath) ? readYaml(indexPath, problems) : undefined;
    const indexRel = rel(indexPath);
    if (!Array.isArray(index) || !index.every((id) => typeof id === 'string')) {
      problems.push({ file: indexRel, message: 'must be a list of ids' });
      ordered = entries;
    } else {
      const listed = new Set<string>();
      ordered = [];
      index.forEach((id: string, i) => {
        if (listed.has(id)) problems.push({ file: indexRel, field: `[${i}]`, message: `"${id}" is listed twice` });
        listed.add(id);
        const entry = byId.get(id);
        if (!entry) problems.push({ file: indexRel, field: `[${i}]`, message: `"${id}" has no file` });
        else ordered.push(entry);
      });
      for (const [id, entry] of byId) {
        if (listed.has(id)) continue;
        if (kind === 'packs' && id === EXPLORATION_PACK) ordered.push(entry);
        else problems.push({ file: entry.file, message: `"${id}" is not listed in ${indexRel}` });
      }
      if (kind === 'packs' && listed.has(EXPLORATION_PACK)) problems.push({ file: indexRel, message: `${EXPLORATION_PACK} is the story for topics no pack covers: it is not listed` });
      if (kind === 'packs' && !byId.has(EXPLORATION_PACK)) problems.push({ file: rel(path.join(dir, `${EXPLORATION_PACK}.yaml`)), message: 'is missing (the story for topics no pack covers)' });
    }
  }

  if (kind === 'kids' || kind === 'parents') {
    for (const entry of entries) {
      const related = (entry.data.related as string[] | undefined) ?? [];
      related.forEach((id, i) => {
        if (id === entry.data.id) problems.push({ file: entry.file, field: `related[${i}]`, message: 'an entry is not related to itself' });
        else if (!byId.has(id)) problems.push({ file: entry.file, field: `related[${i}]`, message: `"${id}" is not a ${kind === 'kids' ? "kids' entry" : 'parent guide'}` });
      });
    }
  }
  return { kind, entries: ordered, digest: kindDigest(kind, contentDir) };
}

/** A copy kind: each of its files, every one there and valid, and no other file in its folder. */
function loadCopy(kind: CopyKind, problems: Problem[], contentDir: string): LoadedCopy {
  const spec = COPY_SPECS[kind];
  const expected = new Map(Object.entries(spec.files).map(([name, f]) => [path.join(contentDir, f.file), name]));
  if (spec.dir) {
    const names = Object.values(spec.files).map((f) => path.basename(f.file)).join(', ');
    for (const file of yamlFiles(path.join(contentDir, spec.dir))) {
      if (!expected.has(file)) problems.push({ file: rel(file), message: `is not one of the ${kind} files (content/${spec.dir}/ holds ${names}; a new one is added to scripts/content/kinds.ts with its schema)` });
    }
  }
  const files: LoadedCopy['files'] = {};
  for (const [file, name] of expected) {
    if (!fs.existsSync(file)) {
      problems.push({ file: rel(file), message: `is missing (the ${kind} content needs it)` });
      continue;
    }
    const data = readYaml(file, problems);
    if (data === undefined) continue;
    const result = spec.files[name].schema.safeParse(data);
    if (!result.success) {
      problems.push(...schemaProblems(rel(file), result.error.issues));
      continue;
    }
    for (const field of todoFields(data)) problems.push({ file: rel(file), field, message: 'still says TODO: write it' });
    files[name] = { file: rel(file), data: data as Record<string, unknown> };
  }
  return { kind, files, digest: kindDigest(kind, contentDir) };
}

/** Every file of `kinds` under `contentDir` (content/ unless a test gives another folder). */
export function loadContent(kinds: readonly ContentKind[] = CONTENT_KINDS, contentDir = CONTENT_DIR): Loaded {
  const problems: Problem[] = [];
  const loaded: Loaded['kinds'] = {};
  const copies: Loaded['copies'] = {};
  for (const kind of kinds) {
    if (isCopyKind(kind)) copies[kind] = loadCopy(kind, problems, contentDir);
    else loaded[kind] = loadKind(kind, problems, contentDir);
  }
  // Kids' entries and parent guides share one library: an id names one of them only.
  if (loaded.kids && loaded.parents) {
    const kidIds = new Map(loaded.kids.entries.map((e) => [String(e.data.id), e.file]));
    for (const entry of loaded.parents.entries) {
      const clash = kidIds.get(String(entry.data.id));
      if (clash) problems.push({ file: entry.file, field: 'id', message: `"${String(entry.data.id)}" is also the id of ${clash}` });
    }
  }
  return { kinds: loaded, copies, problems };
}
