#!/usr/bin/env node
// `npm test`: system tools → frontend build → typecheck → lint → jest (every project) → one line "N passed, N failed".
// Extra arguments go to jest (`npm test -- services/research`, `npm test -- --changed` for the tests of what changed since
// the last commit); then jest runs once with them and the lint is skipped (it covers the whole repository: `npm run lint`).
// Each phase's seconds go to test-results/timings.json.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureCommands, installHint } from './lib/system.cjs';
import { npmInstallReason, writeFrontendBuildStamp } from './lib/stale.cjs';
import { line, mergeReports, summarize } from './lib/summary.cjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS = path.join(ROOT, 'test-results');
const TOOLS = ['redis-server', 'chromium', 'ffmpeg', 'ffprobe', 'espeak-ng', 'pdfinfo', 'docker-compose'];

const log = (message) => process.stdout.write(`[test] ${message}\n`);
/** Seconds each phase took, written to test-results/timings.json at the end (the suite's time budget is watched there). */
const timings = {};
const run = (command, args, env = process.env) => {
  const started = Date.now();
  const status = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env }).status;
  return { ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) };
};

function readReport(file) {
  try { return JSON.parse(fs.readFileSync(file, 'utf8')); } catch { return null; }
}

/** Jest in phases: everything but the browser tests with 2 workers, then the browser tests, two files at a time: most
 *  share one stack (tests/support/shared-stack.cjs), so each worker adds only a Chromium, and much of a browser test is
 *  waiting on the stack (measured: 271 s one at a time, 200 s two at a time). */
function runJest(extraArgs) {
  const jest = [path.join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js')];
  const hasWorkers = extraArgs.some((arg) => /^(--maxWorkers|-w|--runInBand|-i)\b/.test(arg));
  const workers = hasWorkers ? [] : ['--maxWorkers=2'];
  if (extraArgs.length) {
    run(process.execPath, [...jest, '--json', `--outputFile=${path.join(RESULTS, 'jest.json')}`, ...workers, ...extraArgs]);
    return;
  }
  const phases = [
    { name: 'unit, integration, frontend', file: 'jest-main.json', args: ['--selectProjects', 'unit', 'integration', 'frontend', ...workers] },
    // One stack for every browser file that can share it (tests/support/shared-stack.cjs).
    { name: 'browser', file: 'jest-browser.json', args: ['--selectProjects', 'browser', '--maxWorkers=2', '--passWithNoTests'], env: { WK_SHARED_STACK: '1' } },
  ];
  const reports = [];
  for (const phase of phases) {
    const file = path.join(RESULTS, phase.file);
    fs.rmSync(file, { force: true });
    log(`jest: ${phase.name}`);
    const { seconds } = run(process.execPath, [...jest, '--json', `--outputFile=${file}`, ...phase.args], { ...process.env, ...phase.env });
    log(`jest: ${phase.name} took ${seconds} s`);
    timings[`jest: ${phase.name}`] = seconds;
    // A phase that crashed before writing its report counts as one failed suite.
    reports.push(readReport(file) ?? { success: false, numFailedTestSuites: 1, testResults: [{ name: phase.name, status: 'failed', assertionResults: [] }] });
  }
  fs.writeFileSync(path.join(RESULTS, 'jest.json'), JSON.stringify(mergeReports(reports)));
}

function main() {
  const started = Date.now();
  // `npm test -- --changed`: the inner loop, only the tests related to files changed since the last commit (jest's --onlyChanged).
  const extraArgs = process.argv.slice(2).map((arg) => (arg === '--changed' ? '--onlyChanged' : arg));
  fs.mkdirSync(RESULTS, { recursive: true });
  // drills.json too: `npm run drills` (CI runs it after this) writes it, and a stale one must not count here.
  for (const file of ['jest.json', 'typecheck.json', 'lint.json', 'drills.json']) fs.rmSync(path.join(RESULTS, file), { force: true });

  const missing = ensureCommands(TOOLS, log);
  if (missing.length) {
    log(`Missing system tools: ${missing.map((item) => item.command).join(', ')}. Install them: ${installHint(missing)}`);
    console.log(line({ passed: 0, failed: 1 }));
    process.exit(1);
  }
  const stale = npmInstallReason(ROOT);
  if (stale) {
    log(`npm ci (${stale})`);
    if (!run('npm', ['ci', '--no-audit', '--no-fund']).ok) process.exit(1);
  }

  // The content the services load, compiled from content/ (README "Content"); the safety classifier reads it too.
  log('building the content: npm run content -- build');
  const content = run(process.execPath, [path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/content.ts', 'build']);
  timings['content build'] = content.seconds;
  if (!content.ok) log('the content build failed (its problems are above): every test that loads content will fail too');

  // The safety classifier, trained from the corpus's train split (a second, slower path trains it in memory).
  log('building the safety classifier');
  timings['safety classifier'] = run(process.execPath, [path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'services/research/scripts/safety.ts', 'build']).seconds;

  log('building the frontend');
  const build = run('npm', ['run', 'build', '-w', 'frontend']);
  timings['frontend build'] = build.seconds;
  if (build.ok) writeFrontendBuildStamp(ROOT, process.env);
  else log('the frontend build failed: browser tests will fail too');

  log('typecheck: tsc -p tsconfig.json --noEmit');
  const typecheck = run(process.execPath, [path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.json', '--noEmit']);
  fs.writeFileSync(path.join(RESULTS, 'typecheck.json'), JSON.stringify({ ok: typecheck.ok && build.ok, typecheck: typecheck.ok, build: build.ok }));
  log(`typecheck ${typecheck.ok ? 'passed' : 'FAILED'} (${typecheck.seconds} s)`);
  timings.typecheck = typecheck.seconds;

  // The lint (boundary rules, zero warnings) counts like the typecheck: one failure when it finds anything.
  let lint = { ok: true };
  if (extraArgs.length) log('lint skipped: extra arguments run part of the tests (`npm run lint` runs it alone)');
  else {
    log('lint: eslint --max-warnings 0 .');
    lint = run(process.execPath, [path.join(ROOT, 'node_modules', 'eslint', 'bin', 'eslint.js'), '--max-warnings', '0', '.']);
    fs.writeFileSync(path.join(RESULTS, 'lint.json'), JSON.stringify({ ok: lint.ok, seconds: lint.seconds }));
    log(`lint ${lint.ok ? 'passed' : 'FAILED'} (${lint.seconds} s)`);
    timings.lint = lint.seconds;
  }

  runJest(extraArgs);

  timings.total = Math.round((Date.now() - started) / 1000);
  fs.writeFileSync(path.join(RESULTS, 'timings.json'), `${JSON.stringify({ seconds: timings, at: new Date().toISOString() }, null, 2)}\n`);
  const counts = summarize(RESULTS);
  const notes = [typecheck.ok ? '' : 'the typecheck failure', lint.ok ? '' : 'the lint failure'].filter(Boolean);
  log(`finished in ${Math.round((Date.now() - started) / 1000)} s${notes.length ? ` (${notes.join(' and ')} ${notes.length > 1 ? 'count as one failure each' : 'counts as one failure'})` : ''}`);
  console.log(line(counts));
  process.exit(counts.failed > 0 || counts.passed === 0 ? 1 : 0);
}

main();
