'use strict';
// The one list of Wonderkin's processes. Used by scripts/start.mjs, tests/support/stack.ts and (checked by a test)
// the commands of docker-compose.yml. Each runs as `node --import tsx <entry>` from the repository root: a single
// process, so a SIGTERM reaches it directly and it shuts down gracefully.

/** @type {import('./processes.d.cts').ProcessRole[]} */
const ROLES = [
  { name: 'gateway', entry: 'gateway/src/server.ts', workspace: 'gateway', portEnv: 'PORT', defaultPort: 3000 },
  { name: 'research', entry: 'services/research/src/server.ts', workspace: 'services/research', portEnv: 'RESEARCH_PORT', defaultPort: 4001, urlEnv: 'RESEARCH_URL' },
  { name: 'research-worker', entry: 'services/research/src/worker.ts', workspace: 'services/research' },
  { name: 'accounts', entry: 'services/accounts/src/server.ts', workspace: 'services/accounts', portEnv: 'ACCOUNTS_PORT', defaultPort: 4002, urlEnv: 'ACCOUNTS_URL' },
  { name: 'mail-worker', entry: 'services/accounts/src/mail-worker.ts', workspace: 'services/accounts' },
  { name: 'feedback', entry: 'services/feedback/src/server.ts', workspace: 'services/feedback', portEnv: 'FEEDBACK_PORT', defaultPort: 4003, urlEnv: 'FEEDBACK_URL' },
  { name: 'feedback-worker', entry: 'services/feedback/src/worker.ts', workspace: 'services/feedback' },
  { name: 'media', entry: 'services/media/src/server.ts', workspace: 'services/media', portEnv: 'MEDIA_PORT', defaultPort: 4004, urlEnv: 'MEDIA_URL' },
  { name: 'media-worker', entry: 'services/media/src/worker.ts', workspace: 'services/media' },
  { name: 'learning', entry: 'services/learning/src/server.ts', workspace: 'services/learning', portEnv: 'LEARNING_PORT', defaultPort: 4005, urlEnv: 'LEARNING_URL' },
  { name: 'learning-worker', entry: 'services/learning/src/worker.ts', workspace: 'services/learning' },
];

const ROLE_NAMES = ROLES.map((role) => role.name);

/** The argv that runs a role (after `node`), relative to the repository root. */
function nodeArgsFor(role) {
  return ['--import', 'tsx', role.entry];
}

function roleByName(name) {
  const role = ROLES.find((candidate) => candidate.name === name);
  if (!role) throw new Error(`Unknown process role "${name}" (known: ${ROLE_NAMES.join(', ')})`);
  return role;
}

module.exports = { ROLES, ROLE_NAMES, nodeArgsFor, roleByName };
