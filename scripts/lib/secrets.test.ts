import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadOrCreateSecrets } from './secrets.cjs';

// Issue 18: `npm start` makes the secrets once per DATA_DIR and keeps them private and stable across restarts.

describe('npm start secrets (scripts/lib/secrets.cjs)', () => {
  let dataDir: string;
  beforeEach(() => { dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wk-secrets-')); });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('makes random ones on first start, in a file only this user may read, and keeps them afterwards', () => {
    const first = loadOrCreateSecrets(dataDir);
    expect(first.created).toEqual(['SESSION_SECRET', 'TOKEN_SECRET', 'REDIS_PASSWORD']);
    expect(first.file).toBe(path.join(dataDir, 'secrets.json'));
    for (const value of Object.values(first.secrets)) expect(value).toMatch(/^[a-f0-9]{64}$/);
    expect(new Set(Object.values(first.secrets)).size).toBe(3);
    expect(fs.statSync(first.file).mode & 0o777).toBe(0o600);

    const again = loadOrCreateSecrets(dataDir);
    expect(again.created).toEqual([]);
    expect(again.secrets).toEqual(first.secrets);
    // Another DATA_DIR, other secrets.
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'wk-secrets-'));
    expect(loadOrCreateSecrets(other).secrets.SESSION_SECRET).not.toBe(first.secrets.SESSION_SECRET);
    fs.rmSync(other, { recursive: true, force: true });
  });

  it('adds only what is missing, tightens a file left readable by others, and refuses a broken file', () => {
    const { file, secrets } = loadOrCreateSecrets(dataDir, ['REDIS_PASSWORD']);
    expect(Object.keys(secrets)).toEqual(['REDIS_PASSWORD']);
    fs.chmodSync(file, 0o644);
    const more = loadOrCreateSecrets(dataDir);
    expect(more.created).toEqual(['SESSION_SECRET', 'TOKEN_SECRET']);
    expect(more.secrets.REDIS_PASSWORD).toBe(secrets.REDIS_PASSWORD);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(dataDir)).toEqual(['secrets.json']);

    fs.writeFileSync(file, '{ not json');
    expect(() => loadOrCreateSecrets(dataDir)).toThrow(/secrets\.json is not readable JSON/);
  });
});
