import path from 'node:path';
import { CONTENT_KINDS } from '@wonderkin/shared/content';
import { outputOf, staleKinds, writeCompiled } from './content/build';
import { checkContent } from './content/check';
import { isCopyKind, ROOT } from './content/kinds';
import { formatProblem, loadContent, type Problem } from './content/load';
import { scaffoldKidEntry } from './content/scaffold';
import { contentStats, printStats } from './content/stats';

// npm run content -- build [--if-stale] | check | stats [--json] | new kids <module> <id>   (README "Content")

const USAGE = `usage: npm run content -- <command>
  build [--if-stale]        validate every file in content/ and write the compiled JSON each service loads
                            (--if-stale: only when content/ changed since the last build)
  check                     validate, then check the content rules (links, quizzes, sources, reading level of quick answers,
                            placeholders, safety notes)
  stats [--json]            counts per kind and module, what each age band gets, reading level per band
  new kids <module> <id>    scaffold a kids' entry (content/kids/<module>/<id>.yaml) and list it in the index`;

function report(problems: Problem[], what: string): boolean {
  if (problems.length === 0) return true;
  const shown = problems.slice(0, 200);
  for (const p of shown) console.error(formatProblem(p));
  if (problems.length > shown.length) console.error(`… and ${problems.length - shown.length} more`);
  console.error(`\n${what}: ${problems.length} problem${problems.length === 1 ? '' : 's'} (file: field: what is wrong)`);
  return false;
}

function main(argv: string[]): number {
  const [command, ...args] = argv;
  switch (command) {
    case 'build': {
      if (args.includes('--if-stale') && staleKinds().length === 0) {
        console.log('content: compiled content is up to date');
        return 0;
      }
      const started = Date.now();
      const loaded = loadContent();
      if (!report(loaded.problems, 'content build failed')) return 1;
      const written = writeCompiled(loaded);
      console.log(`content: built ${written.map((w) => `${w.entries} ${w.kind}${isCopyKind(w.kind) ? ` file${w.entries === 1 ? '' : 's'}` : ''}`).join(', ')} in ${Date.now() - started} ms → ${CONTENT_KINDS.map((k) => path.relative(ROOT, outputOf(k))).join(', ')}`);
      return 0;
    }
    case 'check': {
      const loaded = loadContent();
      const problems = [...loaded.problems, ...(loaded.problems.length ? [] : checkContent(loaded))];
      if (!report(problems, 'content check failed')) return 1;
      const counts = CONTENT_KINDS.map((k) => {
        if (!isCopyKind(k)) return `${loaded.kinds[k]?.entries.length ?? 0} ${k}`;
        const files = Object.keys(loaded.copies[k]?.files ?? {}).length;
        return `${files} ${k} file${files === 1 ? '' : 's'}`;
      }).join(', ');
      console.log(`content: check passed (${counts})`);
      return 0;
    }
    case 'stats': {
      const loaded = loadContent();
      if (!report(loaded.problems, 'content is not valid')) return 1;
      const stats = contentStats(loaded);
      console.log(args.includes('--json') ? JSON.stringify(stats, null, 2) : printStats(stats));
      return 0;
    }
    case 'new': {
      const [kind, module, id] = args;
      if (kind !== 'kids' || !module || !id) {
        console.error(kind && kind !== 'kids'
          ? `content new scaffolds kids' entries; for ${kind}, copy a file of content/${kind}/ to a new <id>.yaml${kind === 'weekly' ? '' : ` and list it in content/${kind}/index.yaml`}`
          : USAGE);
        return 2;
      }
      const file = scaffoldKidEntry(module, id);
      console.log(`content: wrote ${path.relative(process.cwd(), file)} and listed ${id} at the end of content/kids/index.yaml`);
      return 0;
    }
    default:
      console.error(USAGE);
      return command === undefined || command === 'help' || command === '--help' ? 0 : 2;
  }
}

process.exitCode = main(process.argv.slice(2));
