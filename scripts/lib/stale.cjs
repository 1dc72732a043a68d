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
    path.join(root, 'frontend', 'prerender-plugin.ts'),
    path.join(root, 'frontend', 'package.json'),
    path.join(root, 'frontend', 'public'),
    path.join(root, 'shared', 'src'),
  ];
}

/** Settings baked into the bundle (frontend/vite.config.ts maps NAME to VITE_NAME); changing one needs a rebuild. */
const BUILD_VARIABLES = ['PRODUCT_NAME', 'GA_MEASUREMENT_ID', 'APP_HOST_URL', 'SUPPORT_EMAIL'];
const STAMP = path.join('frontend', 'dist', '.build-settings.json');

/** The build-affecting settings of an environment (non-empty ones, sorted so the JSON is stable). */
function frontendBuildSettings(env) {
  const names = Object.keys(env).filter((name) => BUILD_VARIABLES.includes(name) || name.startsWith('VITE_')).sort();
  return Object.fromEntries(names.filter((name) => env[name]).map((name) => [name, env[name]]));
}

/** Records which settings the current build was made with (call after a successful build). */
function writeFrontendBuildStamp(root, env) {
  fs.writeFileSync(path.join(root, STAMP), `${JSON.stringify(frontendBuildSettings(env))}\n`);
}

/** Why the frontend must be (re)built, or null when frontend/dist is newer than every input and has the same settings. */
function frontendBuildReason(root, env = {}) {
  const built = path.join(root, 'frontend', 'dist', 'index.html');
  let builtAt;
  try { builtAt = fs.statSync(built).mtimeMs; } catch { return 'frontend/dist is missing'; }
  if (newestMtime(frontendInputs(root)) > builtAt) return 'frontend sources changed since the last build';
  const wanted = JSON.stringify(frontendBuildSettings(env));
  let had = '{}'; // a build without a stamp was made with no settings, as far as we know
  try { had = JSON.stringify(JSON.parse(fs.readFileSync(path.join(root, STAMP), 'utf8'))); } catch { /* no stamp */ }
  if (had !== wanted) return 'build settings (PRODUCT_NAME, GA_MEASUREMENT_ID, VITE_…) changed';
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

module.exports = { newestMtime, frontendInputs, frontendBuildSettings, writeFrontendBuildStamp, frontendBuildReason, npmInstallReason };
