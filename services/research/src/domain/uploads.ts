import fs from 'node:fs/promises';
import path from 'node:path';

/** Uploaded images live here until the worker has made the lesson; then they are deleted (store only what the product needs). */
export const UPLOADS_FOLDER = 'research-uploads';

const EXTENSIONS: Record<string, string> = {
  'image/png': '.png', 'image/jpeg': '.jpg', 'image/gif': '.gif', 'image/webp': '.webp', 'image/heic': '.heic',
  'image/heif': '.heif', 'image/bmp': '.bmp', 'image/svg+xml': '.svg', 'image/avif': '.avif', 'image/tiff': '.tiff',
};

/** Saves an upload as DATA_DIR/research-uploads/{id}{ext}; answers the path relative to DATA_DIR (what the job carries). */
export async function saveUpload(dataDir: string, id: string, mimeType: string, bytes: Buffer): Promise<string> {
  const relative = path.posix.join(UPLOADS_FOLDER, `${id}${EXTENSIONS[mimeType.toLowerCase()] ?? '.img'}`);
  await fs.mkdir(path.join(dataDir, UPLOADS_FOLDER), { recursive: true });
  await fs.writeFile(path.join(dataDir, relative), bytes, { mode: 0o600 });
  return relative;
}

/** Resolves a job's upload path, refusing anything outside the uploads folder. */
export function resolveUpload(dataDir: string, relative: string): string {
  const folder = path.resolve(dataDir, UPLOADS_FOLDER);
  const absolute = path.resolve(dataDir, relative);
  if (path.dirname(absolute) !== folder) throw new Error(`upload path outside ${UPLOADS_FOLDER}: ${relative}`);
  return absolute;
}

export async function removeUpload(dataDir: string, relative: string | undefined): Promise<void> {
  if (!relative) return;
  await fs.rm(resolveUpload(dataDir, relative), { force: true });
}
