'use strict';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls a URL until it answers 200 (and `accept(body)` agrees, when given) or the deadline passes.
 * `isAlive()` lets the caller stop early when the process it waits for has died.
 */
async function waitForHttp(url, { timeoutMs = 60_000, intervalMs = 200, accept, isAlive } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (isAlive && !isAlive()) throw new Error(`stopped waiting for ${url}: the process exited (${last})`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      const text = await response.text();
      let body = text;
      try { body = JSON.parse(text); } catch { /* not JSON */ }
      if (response.status === 200 && (!accept || accept(body))) return body;
      last = `HTTP ${response.status} ${text.slice(0, 300)}`;
    } catch (error) {
      last = error && error.cause ? String(error.cause.code || error.cause.message) : String(error && error.message);
    }
    await sleep(intervalMs);
  }
  throw new Error(`${url} was not healthy within ${Math.round(timeoutMs / 1000)} s (last: ${last})`);
}

module.exports = { waitForHttp, sleep };
