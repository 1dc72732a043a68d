'use strict';
// Runs the stack's processes for `npm start`: prefixed logs, restart with backoff after a crash, graceful stop.
const { spawn } = require('node:child_process');
const { nodeArgsFor } = require('./processes.cjs');
const { makePrefix, pipeLines } = require('./logs.cjs');

const FIRST_BACKOFF_MS = 1000;
const MAX_BACKOFF_MS = 30_000;
/** A process that stayed up this long is considered healthy again: its next crash restarts it quickly. */
const STABLE_AFTER_MS = 60_000;
/**
 * How a process says its settings are invalid (CONFIG_ERROR_EXIT_CODE in shared/server/src/bootstrap.ts): restarting
 * cannot fix that, so it is not restarted and `onConfigError` is told, once (npm start then stops everything).
 */
const CONFIG_ERROR_EXIT_CODE = 78;

function createSupervisor({ root, env, roles, log, write, prefixWidth, onConfigError }) {
  const width = prefixWidth || Math.max(...roles.map((role) => role.name.length));
  const state = new Map(); // name → { child, startedAt, backoff, timer }
  let stopping = false;
  let configFailed = false;

  const alive = (child) => child && child.exitCode === null && child.signalCode === null;

  function launch(role, index) {
    const entry = state.get(role.name) || { backoff: FIRST_BACKOFF_MS };
    // detached: a terminal's Ctrl-C reaches only `npm start`, which then stops each process in order.
    const child = spawn(process.execPath, nodeArgsFor(role), { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    const prefix = makePrefix(role.name, index, width);
    pipeLines(child.stdout, prefix, write);
    pipeLines(child.stderr, prefix, write);
    entry.child = child;
    entry.startedAt = Date.now();
    entry.timer = null;
    state.set(role.name, entry);
    child.once('error', (error) => log(`${role.name} could not start: ${error.message}`));
    child.once('exit', (code, signal) => {
      if (stopping) return;
      if (code === CONFIG_ERROR_EXIT_CODE) {
        // Every process reads the same settings: the first one to refuse them speaks for all.
        if (configFailed) return;
        configFailed = true;
        log(`${role.name} stopped: the configuration is invalid (its message is above). Fix the setting and start again.`);
        if (onConfigError) onConfigError(role.name);
        return;
      }
      if (Date.now() - entry.startedAt > STABLE_AFTER_MS) entry.backoff = FIRST_BACKOFF_MS;
      const delay = entry.backoff;
      entry.backoff = Math.min(entry.backoff * 2, MAX_BACKOFF_MS);
      const how = signal ? `signal ${signal}` : `code ${code}`;
      log(`${role.name} exited unexpectedly (${how}); restarting in ${Math.round(delay / 1000)} s`);
      entry.timer = setTimeout(() => { if (!stopping) launch(role, index); }, delay);
    });
  }

  return {
    startAll() {
      roles.forEach((role, index) => launch(role, index));
    },
    pidOf(name) {
      const entry = state.get(name);
      return entry && alive(entry.child) ? entry.child.pid : undefined;
    },
    pids() {
      return [...state.values()].map((entry) => entry.child && entry.child.pid).filter(Boolean);
    },
    /** SIGTERM every process, wait for all of them (SIGKILL after the grace period). */
    async stopAll(graceMs = 15_000) {
      stopping = true;
      const children = [];
      for (const entry of state.values()) {
        if (entry.timer) clearTimeout(entry.timer);
        if (alive(entry.child)) children.push(entry.child);
      }
      await Promise.all(children.map((child) => new Promise((resolve) => {
        const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
        child.once('exit', () => { clearTimeout(timer); resolve(); });
        child.kill('SIGTERM');
      })));
    },
    /** Last resort when the supervisor itself is exiting: nothing may be left behind. */
    killAllNow() {
      stopping = true;
      for (const entry of state.values()) {
        if (entry.timer) clearTimeout(entry.timer);
        if (alive(entry.child)) entry.child.kill('SIGKILL');
      }
    },
  };
}

module.exports = { createSupervisor, CONFIG_ERROR_EXIT_CODE };
