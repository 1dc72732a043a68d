'use strict';
// System tools (Debian packages) the stack needs, and installing them with apt-get when we are root.
const { spawnSync } = require('node:child_process');

/** Command → Debian package that provides it. */
const PACKAGE_OF = {
  'redis-server': 'redis-server',
  'redis-cli': 'redis-tools',
  chromium: 'chromium',
  ffmpeg: 'ffmpeg',
  ffprobe: 'ffmpeg',
  'espeak-ng': 'espeak-ng',
  pdfinfo: 'poppler-utils',
  pdftotext: 'poppler-utils',
  'docker-compose': 'docker-compose',
  // better-sqlite3 compiles from source when no prebuilt binary can be downloaded.
  make: 'make',
  'g++': 'g++',
  python3: 'python3',
};

function hasCommand(command) {
  return spawnSync('sh', ['-c', `command -v "${command}"`], { stdio: 'ignore' }).status === 0;
}

function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

function packagesFor(commands) {
  return [...new Set(commands.map((command) => PACKAGE_OF[command] || command))];
}

let aptUpdated = false;

/** apt-get install (after one apt-get update) as root; returns whether it succeeded. Output goes to the terminal. */
function aptInstall(packages, log = console.log) {
  if (!packages.length) return true;
  if (!isRoot() || !hasCommand('apt-get')) return false;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) {
    log(`apt-get update (to install ${packages.join(' ')})`);
    if (spawnSync('apt-get', ['update', '-q'], { stdio: 'inherit', env }).status !== 0) return false;
    aptUpdated = true;
  }
  log(`apt-get install ${packages.join(' ')}`);
  return spawnSync('apt-get', ['install', '-y', '-q', '--no-install-recommends', ...packages], { stdio: 'inherit', env }).status === 0;
}

/**
 * Makes sure the commands exist, installing their packages with apt-get when root.
 * Returns the commands still missing afterwards (with the package that provides each).
 */
function ensureCommands(commands, log = console.log) {
  const missing = commands.filter((command) => !hasCommand(command));
  if (missing.length) aptInstall(packagesFor(missing), log);
  return missing.filter((command) => !hasCommand(command)).map((command) => ({ command, pkg: PACKAGE_OF[command] || command }));
}

/** A clear instruction for whoever must install the missing tools. */
function installHint(missing) {
  const packages = packagesFor(missing.map((item) => item.command));
  return `sudo apt-get install --no-install-recommends ${packages.join(' ')}`;
}

module.exports = { PACKAGE_OF, hasCommand, isRoot, packagesFor, aptInstall, ensureCommands, installHint };
