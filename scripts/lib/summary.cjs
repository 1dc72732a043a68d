'use strict';
// The one plain line CI reads: "N passed, N failed", from jest's --json output (and the typecheck's, the lint's and
// the fault drills' results).
const fs = require('node:fs');
const path = require('node:path');

/**
 * Counts passed and failed tests in a jest JSON report. A suite that failed without a failing test (it did not
 * compile, a hook threw, it found no tests) counts as one failure, so nothing that broke is hidden.
 */
function countJest(report) {
  let passed = report.numPassedTests || 0;
  let failed = report.numFailedTests || 0;
  for (const suite of report.testResults || []) {
    const failingTests = (suite.assertionResults || []).filter((test) => test.status === 'failed').length;
    if (suite.status === 'failed' && failingTests === 0) failed += 1;
  }
  return { passed, failed };
}

/** Merges several jest JSON reports into one (used when tests run in phases). */
function mergeReports(reports) {
  const merged = { success: true, numTotalTestSuites: 0, numPassedTestSuites: 0, numFailedTestSuites: 0, numRuntimeErrorTestSuites: 0,
    numTotalTests: 0, numPassedTests: 0, numFailedTests: 0, numPendingTests: 0, numTodoTests: 0, startTime: Infinity, testResults: [] };
  for (const report of reports) {
    for (const key of Object.keys(merged)) if (typeof merged[key] === 'number' && key !== 'startTime') merged[key] += report[key] || 0;
    merged.success = merged.success && Boolean(report.success);
    merged.startTime = Math.min(merged.startTime, report.startTime || Infinity);
    merged.testResults.push(...(report.testResults || []));
  }
  if (merged.startTime === Infinity) merged.startTime = Date.now();
  return merged;
}

/**
 * Reads test-results/jest.json (+ typecheck.json and lint.json: a failed one is one failure, + drills.json when
 * `npm run drills` ran: one count per drill) and returns the counts; a missing jest report is one failure.
 */
function summarize(resultsDir) {
  let counts;
  try {
    counts = countJest(JSON.parse(fs.readFileSync(path.join(resultsDir, 'jest.json'), 'utf8')));
  } catch {
    counts = { passed: 0, failed: 1 };
  }
  try {
    const typecheck = JSON.parse(fs.readFileSync(path.join(resultsDir, 'typecheck.json'), 'utf8'));
    if (typecheck.ok === false) counts.failed += 1;
  } catch { /* typecheck not run */ }
  try {
    const lint = JSON.parse(fs.readFileSync(path.join(resultsDir, 'lint.json'), 'utf8'));
    if (lint.ok === false) counts.failed += 1;
  } catch { /* lint not run (`npm test -- <path>` skips it) */ }
  try {
    const drills = JSON.parse(fs.readFileSync(path.join(resultsDir, 'drills.json'), 'utf8'));
    counts.passed += drills.passed || 0;
    counts.failed += drills.failed || 0;
  } catch { /* drills not run */ }
  return counts;
}

const line = ({ passed, failed }) => `${passed} passed, ${failed} failed`;

module.exports = { countJest, mergeReports, summarize, line };

// `node scripts/lib/summary.cjs [resultsDir]` prints the line (used by .ci/run).
if (require.main === module) {
  console.log(line(summarize(path.resolve(process.argv[2] || 'test-results'))));
}
