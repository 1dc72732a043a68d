import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where photos and voice notes are kept: one file per item under DATA_DIR/paper-feedback, named by the item's random
 * id (never by anything a browser sent). Written to a temporary name and renamed, so a file is whole or absent.
 */
export interface PaperFiles {
  write(name: string, bytes: Buffer): Promise<void>;
  read(name: string): Promise<Buffer | null>;
  remove(name: string): Promise<boolean>;
}

const SAFE_NAME = /^pfb_[a-f0-9]{32}\.(?:jpg|webm|ogg|m4a)$/;

export function createPaperFiles(dataDir: string): PaperFiles {
  const dir = path.join(dataDir, 'paper-feedback');
  const full = (name: string) => {
    if (!SAFE_NAME.test(name)) throw new Error(`not a paper feedback file name: ${name}`);
    return path.join(dir, name);
  };
  return {
    async write(name, bytes) {
      await fs.mkdir(dir, { recursive: true, mode: 0o700 });
      const temporary = `${full(name)}.part`;
      await fs.writeFile(temporary, bytes, { mode: 0o600 });
      await fs.rename(temporary, full(name));
    },
    async read(name) {
      try {
        return await fs.readFile(full(name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(name) {
      try {
        await fs.unlink(full(name));
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
    },
  };
}
