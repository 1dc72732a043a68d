'use strict';
// The secrets `npm start` gives every process and its own redis-server (issue 18). There are no built-in ones: a value
// in the source signs every install's sessions and links alike. Made once per DATA_DIR, kept in DATA_DIR/secrets.json
// (mode 600, this user only), so sessions and emailed links survive a restart; deleting the file signs everybody out.
const fs = require('node:fs');
const path = require('node:path');
const { randomBytes } = require('node:crypto');

/** What the file holds: the two signing secrets every process reads, and the password of npm start's Redis. */
const SECRET_NAMES = ['SESSION_SECRET', 'TOKEN_SECRET', 'REDIS_PASSWORD'];
const SECRETS_FILE = 'secrets.json';

/** The secrets `names` of this DATA_DIR, made (and written) where missing; `created` names those made now. */
function loadOrCreateSecrets(dataDir, names = SECRET_NAMES) {
  const file = path.join(dataDir, SECRETS_FILE);
  let stored = {};
  try {
    stored = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    if (error.code !== 'ENOENT') throw new Error(`${file} is not readable JSON (${error.message}); fix or delete it`, { cause: error });
  }
  const created = names.filter((name) => typeof stored[name] !== 'string' || stored[name].length < 32);
  if (created.length) {
    for (const name of created) stored[name] = randomBytes(32).toString('hex');
    fs.mkdirSync(dataDir, { recursive: true });
    // Written whole with owner-only rights, then renamed: no moment where another user could read a partial file.
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
    fs.renameSync(partial, file);
  }
  // A file copied in or restored with looser rights is tightened.
  fs.chmodSync(file, 0o600);
  return { secrets: stored, file, created };
}

module.exports = { loadOrCreateSecrets, SECRET_NAMES, SECRETS_FILE };
