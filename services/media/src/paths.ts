import path from 'node:path';
import type { CreationOutput } from '@wonderkin/shared';

/** Where the media service keeps its files, all under DATA_DIR/media (one filesystem, so renames are atomic). */
export interface MediaPaths {
  root: string;
  ttsCache: string;
  creations: string;
  /** Work directories of running jobs; finished files are renamed from here into creations/<id>/. */
  work: string;
  /** Lesson illustrations drawn once and kept (illustrations/illustration-cache.ts). */
  illustrations: string;
}

export function mediaPaths(dataDir: string): MediaPaths {
  const root = path.join(dataDir, 'media');
  return {
    root,
    ttsCache: path.join(root, 'tts-cache'),
    creations: path.join(root, 'creations'),
    work: path.join(root, 'work'),
    illustrations: path.join(root, 'illustrations'),
  };
}

/** Fixed file names: a retried job overwrites the same names, so there is only ever one set of files. */
export const CREATION_FILES: Record<CreationOutput, string> = {
  audiobook: 'audiobook.mp3',
  video: 'video.mp4',
  'digital-activity-book': 'activity-book.pdf',
  'hardcopy-activity-book': 'activity-book-print.pdf',
};

const SERVED_FILES = new Set(Object.values(CREATION_FILES));
const CREATION_ID = /^[a-f0-9]{32}$/;

export const isCreationId = (id: string): boolean => CREATION_ID.test(id);
export const isServedFileName = (name: string): boolean => SERVED_FILES.has(name);

export function creationDir(paths: MediaPaths, creationId: string): string {
  if (!isCreationId(creationId)) throw new Error(`Invalid creation id: ${creationId}`);
  return path.join(paths.creations, creationId);
}

/** The relative URL a creation's file is served at (the gateway proxies /media/* to this service). */
export function creationFileUrl(creationId: string, output: CreationOutput): string {
  return `/media/creations/${creationId}/${CREATION_FILES[output]}`;
}
