import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { frontendBuildReason, npmInstallReason, writeFrontendBuildStamp } from './stale.cjs';

function write(root: string, file: string, content = 'x', mtimeSeconds?: number): void {
  const target = path.join(root, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, content);
  if (mtimeSeconds !== undefined) fs.utimesSync(target, mtimeSeconds, mtimeSeconds);
}

describe('frontendBuildReason (npm start rebuilds only when needed)', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'wk-stale-'));
    write(root, 'frontend/src/main.tsx', 'app', 1_000);
    write(root, 'frontend/index.html', 'page', 1_000);
    write(root, 'shared/src/constants.ts', 'constants', 1_000);
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('asks for a build when frontend/dist is missing', () => {
    expect(frontendBuildReason(root)).toMatch(/missing/);
  });

  it('is satisfied when the build is newer than every source', () => {
    write(root, 'frontend/dist/index.html', 'built', 2_000);
    expect(frontendBuildReason(root)).toBeNull();
  });

  it.each(['frontend/src/features/ask/AskPage.tsx', 'frontend/index.html', 'shared/src/messages.ts'])(
    'asks for a rebuild after %s changes',
    (file) => {
      write(root, 'frontend/dist/index.html', 'built', 2_000);
      write(root, file, 'changed', 3_000);
      expect(frontendBuildReason(root)).toMatch(/changed/);
    },
  );

  it('asks for a rebuild when a setting baked into the bundle changes, and not after the rebuild', () => {
    write(root, 'frontend/dist/index.html', 'built', 2_000);
    expect(frontendBuildReason(root, { PRODUCT_NAME: 'Curio', PATH: '/bin' })).toMatch(/settings/);
    writeFrontendBuildStamp(root, { PRODUCT_NAME: 'Curio', PATH: '/bin' });
    expect(frontendBuildReason(root, { PRODUCT_NAME: 'Curio', HOME: '/root' })).toBeNull();
    expect(frontendBuildReason(root, { PRODUCT_NAME: 'Curio', VITE_SUPPORT_EMAIL: 'help@curio.test' })).toMatch(/settings/);
    expect(frontendBuildReason(root, {})).toMatch(/settings/);
  });

  it('ignores node_modules inside the inputs', () => {
    write(root, 'frontend/dist/index.html', 'built', 2_000);
    write(root, 'frontend/src/node_modules/x/index.js', 'dep', 3_000);
    expect(frontendBuildReason(root)).toBeNull();
  });
});

describe('npmInstallReason (npm start runs npm ci only when node_modules is absent or stale)', () => {
  let root: string;
  const lock = (packages: Record<string, object>) => JSON.stringify({ lockfileVersion: 3, packages: { '': { name: 'wonderkin' }, ...packages } });
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'wk-npm-'));
    write(root, 'package-lock.json', lock({
      'node_modules/express': { version: '5.3.0' },
      'node_modules/@swc/core-darwin-arm64': { version: '1.16.18', optional: true },
    }));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('asks for an install when node_modules is missing', () => {
    expect(npmInstallReason(root)).toMatch(/node_modules is missing/);
  });

  it('is satisfied when every required package is installed at the locked version', () => {
    write(root, 'node_modules/.package-lock.json', lock({ 'node_modules/express': { version: '5.3.0' } }));
    expect(npmInstallReason(root)).toBeNull();
  });

  it('asks for an install when a package has another version or is absent', () => {
    write(root, 'node_modules/.package-lock.json', lock({ 'node_modules/express': { version: '5.2.0' } }));
    expect(npmInstallReason(root)).toMatch(/express is 5\.2\.0/);
    write(root, 'node_modules/.package-lock.json', lock({}));
    expect(npmInstallReason(root)).toMatch(/express is not installed/);
  });

  it('asks for an install when node_modules was not made by npm', () => {
    fs.mkdirSync(path.join(root, 'node_modules'));
    expect(npmInstallReason(root)).toMatch(/not installed by npm ci/);
  });
});
