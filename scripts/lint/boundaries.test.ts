// The lint's boundary rules bite: small snippets, linted with the repository's own eslint.config.mjs as if they were
// files in each zone, must be reported when they import across a boundary and pass when they stay inside it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

interface Snippet { filePath: string; code: string }
interface LintMessage { ruleId: string | null; message: string; line: number }

/** Lints every snippet in one child process (ESLint loads its flat config with import(), which jest cannot). */
function lint(snippets: Snippet[]): Map<string, LintMessage[]> {
  const run = spawnSync(process.execPath, [path.join(ROOT, 'scripts/lint/lint-snippets.mjs')], {
    cwd: ROOT, input: JSON.stringify(snippets), encoding: 'utf8', maxBuffer: 16 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`lint-snippets failed: ${run.stderr}`);
  const results = JSON.parse(run.stdout) as Array<{ filePath: string; messages: LintMessage[] }>;
  return new Map(results.map((result) => [result.filePath, result.messages]));
}

const BOUNDARY_RULES = new Set(['no-restricted-imports', 'import-x/no-restricted-paths', 'import-x/no-cycle']);

/** One import per snippet: `forbidden` ones must be reported by a boundary rule, `allowed` ones not at all. */
interface Case { zone: string; filePath: string; forbidden: string[]; allowed: string[]; says: RegExp }

const CASES: Case[] = [
  {
    zone: 'a service importing another service',
    filePath: 'services/research/src/lint-probe.ts',
    forbidden: ['@wonderkin/media', '@wonderkin/accounts', '../../media/src/app', '../../../services/feedback/src/app', '../../../gateway/src/app'],
    allowed: ['@wonderkin/shared', '@wonderkin/server-kit', './app', './store', 'express'],
    says: /Services never import each other's code/,
  },
  {
    zone: 'the gateway importing a service',
    filePath: 'gateway/src/lint-probe.ts',
    forbidden: ['@wonderkin/research', '../../services/media/src/app'],
    allowed: ['@wonderkin/shared', '@wonderkin/server-kit', './app'],
    says: /Services never import each other's code/,
  },
  {
    zone: 'a benchmark reaching into a service',
    filePath: 'scripts/bench/lint-probe.ts',
    forbidden: ['../../services/research/src/store', '../../services/media/src/domain/produce'],
    allowed: ['@wonderkin/research', '@wonderkin/media', '../support/research-jobs'],
    says: /Nothing outside services\/\w+ imports its src\//,
  },
  {
    zone: 'a support script and a repository test reaching into a service',
    filePath: 'tests/support/lint-probe.ts',
    forbidden: ['../../services/research/src/store', '../../services/accounts/src/app'],
    allowed: ['@wonderkin/shared', './stack', '../../scripts/lib/ports.cjs'],
    says: /Nothing outside services\/\w+ imports its src\//,
  },
  {
    zone: "a service's own tests",
    filePath: 'services/research/test/lint-probe.test.ts',
    forbidden: [],
    allowed: ['../src/store', '../src/app', './support/fake-openai'],
    says: /./,
  },
  {
    zone: 'the frontend importing server code or Node built-ins',
    filePath: 'frontend/src/lib/lint-probe.ts',
    forbidden: ['@wonderkin/server-kit', '@wonderkin/shared/server', '../../../shared/server/src/config', 'node:fs', 'fs', 'path', 'fs/promises', 'node:crypto', '@wonderkin/research'],
    allowed: ['@wonderkin/shared', 'react', './api', '../components/Button'],
    says: /The frontend \(browser code\) never imports/,
  },
  {
    zone: 'a frontend feature importing another feature',
    filePath: 'frontend/src/features/lesson/lint-probe.tsx',
    forbidden: ['../ask/AskForm', '../landing/LandingPage', '../free/content'],
    allowed: ['./LessonView', '../../components/Button', '../../lib/api'],
    says: /Frontend features never import one another/,
  },
  {
    zone: 'shared UI importing a feature',
    filePath: 'frontend/src/components/lint-probe.tsx',
    forbidden: ['../features/ask/AskForm'],
    allowed: ['./Button', '../lib/config'],
    says: /never import a feature/,
  },
  {
    zone: 'the server kit importing a service',
    filePath: 'shared/server/src/lint-probe.ts',
    forbidden: ['@wonderkin/research', '../../../services/media/src/app', '../../../gateway/src/app'],
    allowed: ['@wonderkin/shared', './config', 'express'],
    says: /never imports a service/,
  },
  {
    zone: 'the browser-safe contracts importing server code',
    filePath: 'shared/src/lint-probe.ts',
    forbidden: ['express', 'bullmq', 'ioredis', 'mongoose', 'pino', 'pino/file', 'node:crypto', 'crypto', '@wonderkin/server-kit', '../server/src/config'],
    allowed: ['zod', './messages', './content'],
    says: /browser-safe contracts package/,
  },
];

const snippetFor = (testCase: Case, specifier: string, index: number): Snippet => ({
  // One file per import, so each verdict is about that import alone.
  filePath: testCase.filePath.replace('lint-probe', `lint-probe-${index}`),
  code: `import * as probe from '${specifier}';\nexport const used = probe;\n`,
});

describe('lint boundary rules', () => {
  const snippets = CASES.flatMap((testCase, caseIndex) =>
    [...testCase.forbidden, ...testCase.allowed].map((specifier, i) => ({ testCase, specifier, snippet: snippetFor(testCase, specifier, caseIndex * 100 + i) })));
  let results: Map<string, LintMessage[]>;

  beforeAll(() => {
    // The imports the allowed cases name must exist, or "not reported" would prove nothing (resolution failed).
    for (const { testCase, specifier } of snippets) {
      if (!specifier.startsWith('.')) continue;
      const base = path.resolve(ROOT, path.dirname(testCase.filePath), specifier);
      const exists = ['', '.ts', '.tsx', '.cjs', '/index.ts'].some((ext) => fs.existsSync(base + ext));
      if (!exists) throw new Error(`the probe import ${specifier} from ${testCase.filePath} does not exist any more: pick another`);
    }
    results = lint(snippets.map((entry) => entry.snippet));
  }, 120_000);

  for (const testCase of CASES) {
    test(`${testCase.zone}: forbidden imports are reported with the rule's own words, allowed ones are not`, () => {
      for (const { specifier, snippet } of snippets.filter((entry) => entry.testCase === testCase)) {
        const messages = results.get(snippet.filePath) ?? [];
        const boundary = messages.filter((message) => message.ruleId && BOUNDARY_RULES.has(message.ruleId));
        if (testCase.forbidden.includes(specifier)) {
          expect({ specifier, reported: boundary.length > 0 }).toEqual({ specifier, reported: true });
          expect(boundary.map((message) => message.message).join('\n')).toMatch(testCase.says);
        } else {
          expect({ specifier, messages }).toEqual({ specifier, messages: [] });
        }
      }
    });
  }

  test('an import cycle is reported (Button → the components barrel → Button)', () => {
    // The barrel re-exports Button, so Button importing the barrel closes a loop.
    expect(fs.readFileSync(path.join(ROOT, 'frontend/src/components/index.ts'), 'utf8')).toMatch(/from '\.\/Button'/);
    const [messages] = [...lint([{ filePath: 'frontend/src/components/Button.tsx', code: "import { Card } from './index';\nexport const used = Card;\n" }]).values()];
    expect(messages.map((message) => message.ruleId)).toContain('import-x/no-cycle');
  }, 60_000);
});

describe('eslint-disable needs a reason', () => {
  const cases: Array<{ name: string; code: string; reported: boolean }> = [
    { name: 'a bare next-line disable', code: '// eslint-disable-next-line prefer-const\nlet a = 1;\nexport { a };\n', reported: true },
    { name: 'a bare block disable', code: '/* eslint-disable prefer-const */\nlet a = 1;\nexport { a };\n', reported: true },
    { name: 'a separator with no reason after it', code: '// eslint-disable-next-line prefer-const --   \nlet a = 1;\nexport { a };\n', reported: true },
    { name: 'a next-line disable with its reason', code: '// eslint-disable-next-line prefer-const -- the probe needs a let\nlet a = 1;\nexport { a };\n', reported: false },
    { name: 'a block disable with its reason', code: '/* eslint-disable prefer-const -- the probe needs a let */\nlet a = 1;\nexport { a };\n', reported: false },
  ];
  let results: Map<string, LintMessage[]>;

  beforeAll(() => {
    results = lint(cases.map((testCase, i) => ({ filePath: `scripts/lint/disable-probe-${i}.ts`, code: testCase.code })));
  }, 60_000);

  test.each(cases.map((testCase, i) => [testCase.name, i, testCase.reported] as const))('%s', (_name, i, reported) => {
    const messages = results.get(`scripts/lint/disable-probe-${i}.ts`) ?? [];
    const missing = messages.filter((message) => message.ruleId === 'wonderkin/disable-needs-reason');
    expect(missing.length > 0).toBe(reported);
    if (reported) expect(missing[0].message).toMatch(/needs a reason on the same comment/);
  });
});
