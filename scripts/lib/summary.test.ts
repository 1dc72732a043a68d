import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { countJest, line, mergeReports, summarize } from './summary.cjs';

const suite = (status: 'passed' | 'failed', tests: ('passed' | 'failed')[]) => ({
  status,
  assertionResults: tests.map((testStatus) => ({ status: testStatus })),
});

describe('the "N passed, N failed" line', () => {
  it('sums passed and failed tests', () => {
    expect(countJest({ numPassedTests: 7, numFailedTests: 2, testResults: [suite('passed', ['passed']), suite('failed', ['failed', 'failed'])] }))
      .toEqual({ passed: 7, failed: 2 });
  });

  it('counts a suite that broke without a failing test (compile error, throwing hook) as a failure', () => {
    expect(countJest({ numPassedTests: 3, numFailedTests: 0, testResults: [suite('failed', []), suite('failed', ['passed', 'passed', 'passed'])] }))
      .toEqual({ passed: 3, failed: 2 });
  });

  it('merges reports of several jest phases', () => {
    const merged = mergeReports([
      { success: true, numPassedTests: 5, numFailedTests: 0, numTotalTestSuites: 2, testResults: [suite('passed', ['passed'])] },
      { success: false, numPassedTests: 1, numFailedTests: 1, numTotalTestSuites: 1, testResults: [suite('failed', ['failed', 'passed'])] },
    ]);
    expect(merged).toMatchObject({ success: false, numPassedTests: 6, numFailedTests: 1, numTotalTestSuites: 3 });
    expect(countJest(merged)).toEqual({ passed: 6, failed: 1 });
  });

  describe('from a results folder', () => {
    let dir: string;
    beforeEach(() => { dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wk-summary-')); });
    afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

    it('counts a missing jest report as one failure', () => {
      expect(summarize(dir)).toEqual({ passed: 0, failed: 1 });
    });

    it('adds a failed typecheck as one failure and prints one plain line', () => {
      fs.writeFileSync(path.join(dir, 'jest.json'), JSON.stringify({ numPassedTests: 12, numFailedTests: 0, testResults: [] }));
      fs.writeFileSync(path.join(dir, 'typecheck.json'), JSON.stringify({ ok: false }));
      expect(line(summarize(dir))).toBe('12 passed, 1 failed');
      const printed = execFileSync(process.execPath, [path.join(__dirname, 'summary.cjs'), dir], { encoding: 'utf8' });
      expect(printed).toBe('12 passed, 1 failed\n');
    });

    it('adds a failed lint as one failure, and a passed one as nothing', () => {
      fs.writeFileSync(path.join(dir, 'jest.json'), JSON.stringify({ numPassedTests: 12, numFailedTests: 0, testResults: [] }));
      fs.writeFileSync(path.join(dir, 'lint.json'), JSON.stringify({ ok: true, seconds: 40 }));
      expect(line(summarize(dir))).toBe('12 passed, 0 failed');
      fs.writeFileSync(path.join(dir, 'lint.json'), JSON.stringify({ ok: false, seconds: 40 }));
      fs.writeFileSync(path.join(dir, 'typecheck.json'), JSON.stringify({ ok: false }));
      expect(line(summarize(dir))).toBe('12 passed, 2 failed');
    });

    it('adds the fault drills (one count per drill) when they ran', () => {
      fs.writeFileSync(path.join(dir, 'jest.json'), JSON.stringify({ numPassedTests: 12, numFailedTests: 0, testResults: [] }));
      fs.writeFileSync(path.join(dir, 'drills.json'), JSON.stringify({ passed: 3, failed: 1, finished: true, drills: [] }));
      expect(line(summarize(dir))).toBe('15 passed, 1 failed');
    });
  });
});
