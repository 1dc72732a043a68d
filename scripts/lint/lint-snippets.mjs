#!/usr/bin/env node
// Lints in-memory snippets with the repository's own eslint.config.mjs, each as if it were the file at `filePath`:
// reads [{ filePath, code }] (JSON) on stdin, prints [{ filePath, messages: [{ ruleId, message, line }] }].
// scripts/lint/boundaries.test.ts drives it in a child process: ESLint loads its flat config with import(), which
// jest's CommonJS runtime does not allow.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

let input = '';
for await (const chunk of process.stdin) input += chunk;
const snippets = JSON.parse(input);

const eslint = new ESLint({ cwd: ROOT });
const results = [];
for (const { filePath, code } of snippets) {
  const [result] = await eslint.lintText(code, { filePath: path.resolve(ROOT, filePath), warnIgnored: true });
  results.push({
    filePath,
    messages: result.messages.map(({ ruleId, message, line }) => ({ ruleId, message, line })),
  });
}
process.stdout.write(JSON.stringify(results));
