'use strict';
// Is a build or an install out of date? Used by `npm start` and `npm test` before doing slow work.
const fs = require('node:fs');
const path = require('node:path');

/** The newest modification time (ms) of the files under the given paths (node_modules and dist skipped); 0 if none. */
function newestMtime(paths) {
  let newest = 0;
  const visit = (target) => {
    let stat;
    try { stat = fs.statSync(target); } catch { return; }
    if (stat.isDirectory()) {
      const base = path.basename(target);
      if (base === 'node_modules' || base === 'dist') return;
      for (const entry of fs.readdirSync(target)) visit(path.join(target, entry));
    } else if (stat.mtimeMs > newest) {
      newest = stat.mtimeMs;
    }
  };
  for (const target of paths) visit(target);
  return newest;
}

/** The inputs of the frontend build: its sources, page, config and the shared contracts it imports. */
function frontendInputs(root) {
  return [
    path.join(root, 'frontend', 'src'),
    path.join(root, 'frontend', 'index.html'),
    path.join(root, 'frontend', 'vite.config.ts'),
    path.join(root, 'frontend', 'package.json'),
    path.join(root, 'frontend', 'public'),
    path.join(root, 'shared', 'src'),
  ];
}

/** Why the frontend must be (re)built, or null when frontend/dist is newer than every input. */
function frontendBuildReason(root) {
  const built = path.join(root, 'frontend', 'dist', 'index.html');
  let builtAt;
  try { builtAt = fs.statSync(built).mtimeMs; } catch { return 'frontend/dist is missing'; }
  if (newestMtime(frontendInputs(root)) > builtAt) return 'frontend sources changed since the last build';
  return null;
}

/**
 * Why `npm ci` must run, or null when node_modules matches package-lock.json. npm records what it installed in
 * node_modules/.package-lock.json; every non-optional package of the lockfile must be there at the same version.
 */
function npmInstallReason(root) {
  const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!fs.existsSync(path.join(root, 'node_modules'))) return 'node_modules is missing';
  let installed;
  try { installed = readJson(path.join(root, 'node_modules', '.package-lock.json')).packages || {}; } catch {
    return 'node_modules was not installed by npm ci';
  }
  const wanted = readJson(path.join(root, 'package-lock.json')).packages || {};
  for (const [key, entry] of Object.entries(wanted)) {
    if (key === '') continue;
    const have = installed[key];
    if (!have) {
      if (entry.optional) continue;
      return `${key} is not installed`;
    }
    if ((entry.version || '') !== (have.version || '')) return `${key} is ${have.version}, the lockfile wants ${entry.version}`;
  }
  return null;
}

module.exports = { newestMtime, frontendInputs, frontendBuildReason, npmInstallReason };
