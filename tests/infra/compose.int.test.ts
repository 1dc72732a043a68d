import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROLES, nodeArgsFor } from '../../scripts/lib/processes.cjs';

// docker-compose 1.29 validates and normalises the file without a Docker engine.
const ROOT = path.resolve(__dirname, '../..');
const COMPOSE_FILE = path.join(ROOT, 'docker-compose.yml');
const hasCompose = spawnSync('docker-compose', ['version'], { stdio: 'ignore' }).status === 0;
if (!hasCompose) console.warn('docker-compose is not installed: skipping the compose checks (apt-get install docker-compose).');
const describeWithCompose = hasCompose ? describe : describe.skip;

function compose(args: string[], env: Record<string, string | undefined> = { INTERNAL_TOKEN: 'test-secret', SESSION_SECRET: 'test-session-secret-of-at-least-32-chars', TOKEN_SECRET: 'test-token-secret-of-at-least-32-chars-', PUBLIC_URL: 'https://wonderkin.example.org' }) {
  const result = spawnSync('docker-compose', ['-f', COMPOSE_FILE, ...args], {
    // Only PATH and HOME: the test runner's REDIS_URL etc. would otherwise be interpolated into the file.
    cwd: ROOT, encoding: 'utf8', env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

interface ServiceView { keys: Set<string>; lists: Record<string, string[]>; text: string }

/** Reads `docker-compose config` (normalised YAML: 2-space service names, 4-space keys, `- item` lists). */
function parseServices(normalised: string): Map<string, ServiceView> {
  const services = new Map<string, ServiceView>();
  let section = '';
  let current: ServiceView | undefined;
  let key = '';
  for (const line of normalised.split('\n')) {
    const top = /^(\S[^:]*):/.exec(line);
    if (top) { section = top[1]; current = undefined; continue; }
    if (section !== 'services') continue;
    const name = /^ {2}(\S[^:]*):\s*$/.exec(line);
    if (name) { current = { keys: new Set(), lists: {}, text: '' }; services.set(name[1], current); continue; }
    if (!current) continue;
    current.text += `${line}\n`;
    const field = /^ {4}([^\s-][^:]*):/.exec(line);
    if (field) { key = field[1]; current.keys.add(key); continue; }
    const item = /^ {4}- (.*)$/.exec(line);
    if (item) (current.lists[key] ??= []).push(item[1].replace(/^'(.*)'$|^"(.*)"$/, '$1$2'));
  }
  return services;
}

describeWithCompose('docker-compose.yml', () => {
  let services: Map<string, ServiceView>;

  beforeAll(() => {
    const result = compose(['config']);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    services = parseServices(result.stdout);
  });

  it('passes `docker-compose config -q`', () => {
    const result = compose(['config', '-q']);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('refuses to start without INTERNAL_TOKEN, saying what to set', () => {
    const result = compose(['config', '-q'], { PUBLIC_URL: 'https://wonderkin.example.org', SESSION_SECRET: 'test-session-secret-of-at-least-32-chars', TOKEN_SECRET: 'test-token-secret-of-at-least-32-chars-' });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('Set INTERNAL_TOKEN');
  });

  it('refuses to start without SESSION_SECRET (every service verifies the session cookie with it)', () => {
    const result = compose(['config', '-q'], { PUBLIC_URL: 'https://wonderkin.example.org', INTERNAL_TOKEN: 'test-secret', TOKEN_SECRET: 'test-token-secret-of-at-least-32-chars-' });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('Set SESSION_SECRET');
  });

  it('refuses to start without TOKEN_SECRET (email links and phone codes are signed with it)', () => {
    const result = compose(['config', '-q'], { PUBLIC_URL: 'https://wonderkin.example.org', INTERNAL_TOKEN: 'test-secret', SESSION_SECRET: 'test-session-secret-of-at-least-32-chars' });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('Set TOKEN_SECRET');
  });

  it('refuses to start without PUBLIC_URL (printed QR codes and e-mail links must reach users)', () => {
    const result = compose(['config', '-q'], { INTERNAL_TOKEN: 'test-secret', SESSION_SECRET: 'test-session-secret-of-at-least-32-chars', TOKEN_SECRET: 'test-token-secret-of-at-least-32-chars-' });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('Set PUBLIC_URL');
  });

  it('has mongo, redis and one service per process role', () => {
    expect([...services.keys()].sort()).toEqual(['mongo', 'redis', ...ROLES.map((role) => role.name)].sort());
  });

  it('runs every role with the same command as npm start', () => {
    for (const role of ROLES) {
      expect({ role: role.name, command: services.get(role.name)!.lists.command }).toEqual({ role: role.name, command: ['node', ...nodeArgsFor(role)] });
    }
  });

  it('lets every process be scaled: no container_name, only the gateway publishes a port', () => {
    for (const [name, service] of services) {
      expect({ name, containerName: service.keys.has('container_name') }).toEqual({ name, containerName: false });
      if (name !== 'gateway') expect({ name, ports: service.keys.has('ports') }).toEqual({ name, ports: false });
    }
    expect(services.get('gateway')!.text).toMatch(/published: 3000|3000:3000/);
  });

  it('health-checks mongo, redis and every HTTP service, and waits for them to be healthy', () => {
    for (const name of ['mongo', 'redis', ...ROLES.filter((role) => role.portEnv).map((role) => role.name)]) {
      expect({ name, healthcheck: services.get(name)!.keys.has('healthcheck') }).toEqual({ name, healthcheck: true });
    }
    expect(services.get('gateway')!.text).toMatch(/research:\n\s+condition: service_healthy/);
    expect(services.get('research-worker')!.text).toMatch(/redis:\n\s+condition: service_healthy/);
  });

  it('configures Redis for BullMQ (noeviction, append-only) and the apps for MongoDB and Redis', () => {
    expect(services.get('redis')!.lists.command).toEqual(expect.arrayContaining(['--appendonly', 'yes', '--maxmemory-policy', 'noeviction']));
    for (const role of ROLES) {
      const text = services.get(role.name)!.text;
      expect(text).toContain('MONGODB_URI: mongodb://mongo:27017');
      expect(text).toContain('REDIS_URL: redis://redis:6379');
      expect(text).toContain('RESEARCH_URL: http://research:4001');
      expect(text).toContain('INTERNAL_TOKEN: test-secret');
      expect(text).toContain('HOST: 0.0.0.0');
    }
  });

  it('shares one data volume between the research and media APIs and their workers', () => {
    for (const name of ['research', 'research-worker', 'media', 'media-worker']) {
      expect({ name, volumes: services.get(name)!.lists.volumes }).toEqual({ name, volumes: ['appdata:/data:rw'] });
      expect(services.get(name)!.text).toContain('DATA_DIR: /data');
    }
  });
});

describe('infra/Dockerfile', () => {
  const dockerfile = fs.readFileSync(path.join(ROOT, 'infra', 'Dockerfile'), 'utf8');

  it('builds one Node 20 image with the media tools, the npm packages and the frontend, run as a non-root user', () => {
    expect(dockerfile).toMatch(/^FROM node:20-bookworm-slim/m);
    expect(dockerfile).toMatch(/apt-get install -y --no-install-recommends ffmpeg espeak-ng poppler-utils/);
    expect(dockerfile).toMatch(/RUN npm ci/);
    expect(dockerfile).toMatch(/npm run build -w frontend/);
    expect(dockerfile).toMatch(/^USER node$/m);
  });

  it('is built without local node_modules, data or secrets', () => {
    const ignored = fs.readFileSync(path.join(ROOT, '.dockerignore'), 'utf8').split('\n');
    expect(ignored).toEqual(expect.arrayContaining(['**/node_modules', 'data', '.env', 'frontend/dist']));
  });
});
