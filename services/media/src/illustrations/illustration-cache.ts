import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { randomId } from '@wonderkin/server-kit';
import { illustrationSvg } from './illustration-svg';

/**
 * A short hash of the illustration engine's own source files (this folder and scenes/). The disk cache lives under
 * it, so a change to any drawing is redrawn after a deploy instead of serving the old pictures from DATA_DIR forever.
 */
function engineFingerprint(): string {
  const hash = createHash('sha256');
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (/\.[cm]?[jt]s$/.test(entry.name)) hash.update(entry.name).update(fs.readFileSync(full));
    }
  };
  visit(__dirname);
  return hash.digest('hex').slice(0, 12);
}

export interface CachedIllustration {
  file: string;
  /** True when the picture was already on disk. */
  hit: boolean;
}

/**
 * Lesson pictures drawn once and kept on disk: DATA_DIR/media/illustrations/<engine>/<scene>-<seed>.svg. A picture is
 * written to a scratch name and renamed (a reader never sees half a file); two requests for the same new picture
 * at once share one drawing. Folders of older engines are removed when the cache is made.
 */
export class IllustrationCache {
  private readonly dir: string;
  private readonly drawing = new Map<string, Promise<string>>();

  constructor(root: string, fingerprint = engineFingerprint()) {
    this.dir = path.join(root, fingerprint);
    fs.mkdirSync(this.dir, { recursive: true });
    for (const entry of fs.readdirSync(root)) {
      if (entry !== fingerprint) fs.rmSync(path.join(root, entry), { recursive: true, force: true });
    }
  }

  /** scene is one the engine draws ("volcano:erupting"); seed a whole number the caller has checked. */
  async get(scene: string, seed: number): Promise<CachedIllustration> {
    const name = `${scene.replace(':', '-')}-${seed}.svg`;
    const file = path.join(this.dir, name);
    if (fs.existsSync(file)) return { file, hit: true };
    let pending = this.drawing.get(name);
    if (!pending) {
      pending = this.draw(scene, seed, file).finally(() => this.drawing.delete(name));
      this.drawing.set(name, pending);
    }
    return { file: await pending, hit: false };
  }

  private async draw(scene: string, seed: number, file: string): Promise<string> {
    const scratch = `${file}.${randomId(6)}.tmp`;
    await fs.promises.mkdir(this.dir, { recursive: true });
    await fs.promises.writeFile(scratch, illustrationSvg(scene, seed));
    await fs.promises.rename(scratch, file);
    return file;
  }
}
