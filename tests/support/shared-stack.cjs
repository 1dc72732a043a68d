// One whole stack for every browser test file of a run (WK_SHARED_STACK=1, set by `npm test` for its browser phase):
// started by the jest global setup, its address and environment passed to the test files through the environment,
// stopped by the global teardown. Starting eleven processes per file was a third of the browser phase. A file that
// stops or restarts processes, or needs its own settings, still starts its own stack (tests/support/session.ts).
const { require: tsxRequire } = require('tsx/cjs/api');

/** Per-address daily caps are raised: every test file's browser comes from 127.0.0.1 to the one gateway. */
const SHARED_ENV = { ANON_DAILY_ASKS_PER_ADDRESS: '100000', EMAILS_PER_ADDRESS_PER_DAY: '1000' };

async function startSharedStack() {
  const { startStack } = tsxRequire('./stack.ts', __filename);
  const stack = await startStack({ label: 'shared', env: SHARED_ENV, timeoutMs: 120000 });
  process.env.WK_SHARED_STACK = JSON.stringify({ baseUrl: stack.baseUrl, env: stack.env, logDir: stack.logDir });
  return stack;
}

module.exports = { startSharedStack };
