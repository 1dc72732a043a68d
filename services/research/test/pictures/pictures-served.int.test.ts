import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { AGE_RANGES, GENERAL_MODULE } from '@wonderkin/shared';
import { isolatedTestEnv } from '../../../../tests/support/env';
import { KID_ENTRIES, PARENT_ENTRIES } from '../../src/content';
import { buildExplorationLesson } from '../../src/content/exploration';
import { buildKidLesson } from '../../src/content/kid-lesson';
import { buildParentLesson } from '../../src/content/parent-lesson';
import { lessonIllustrations } from '../../src/pictures/lesson-illustrations';

const REPO_ROOT = path.resolve(__dirname, '../../../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Every picture URL the offline pack's lessons carry, fetched from the real media service (its own process, as
 * npm start runs it: research never imports media's code) — each must answer an SVG image.
 */
describe('lesson pictures are served by the media service', () => {
  let media: ChildProcess;
  let baseUrl: string;
  let dataDir: string;

  beforeAll(async () => {
    const env = isolatedTestEnv('lesson-pictures');
    dataDir = env.DATA_DIR;
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    media = spawn(process.execPath, ['--import', 'tsx', 'services/media/src/server.ts'], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env, MEDIA_PORT: String(port), HOST: '127.0.0.1', OPENAI_API_KEY: '' },
      stdio: 'ignore',
    });
    const deadline = Date.now() + 60_000;
    for (;;) {
      const healthy = await fetch(`${baseUrl}/healthz`).then((response) => response.ok, () => false);
      if (healthy) break;
      if (Date.now() > deadline || media.exitCode !== null) throw new Error('the media service did not start');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }, 70_000);

  afterAll(async () => {
    if (media && media.exitCode === null) {
      const exited = new Promise((resolve) => media.once('exit', resolve));
      media.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 20_000);

  it('every kid entry and parent guide at each band, and an exploration lesson, has a picture with alt text that loads as an image', async () => {
    const pictures = new Map<string, string>();
    const collect = (label: string, images: ReturnType<typeof lessonIllustrations>) => {
      expect([label, images.length]).not.toEqual([label, 0]);
      for (const image of images) {
        expect([label, Boolean(image.alt)]).toEqual([label, true]);
        pictures.set(image.link, label);
      }
    };
    for (const age of AGE_RANGES) {
      for (const entry of KID_ENTRIES) {
        collect(`${entry.id} ${age}`, lessonIllustrations({ ...buildKidLesson(entry, age, entry.question, []), exploration: false, safety: 'ok', module: entry.module }));
      }
      for (const entry of PARENT_ENTRIES) {
        collect(`${entry.id} ${age}`, lessonIllustrations({ ...buildParentLesson(entry, age, entry.question, []), exploration: false, safety: 'ok', module: GENERAL_MODULE }));
      }
      const exploration = buildExplorationLesson('Why do zebras have stripes?', age, { mode: 'kids', withImage: false });
      collect(`exploration ${age}`, lessonIllustrations({ ...exploration, exploration: true, safety: 'ok', module: GENERAL_MODULE }));
    }

    for (const [url, label] of pictures) {
      const response = await fetch(`${baseUrl}${url}`);
      const body = await response.text();
      expect([label, url, response.status, response.headers.get('content-type')?.split(';')[0], /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* viewBox="0 0 400 300"/.test(body)])
        .toEqual([label, url, 200, 'image/svg+xml', true]);
    }
  }, 60_000);
});
