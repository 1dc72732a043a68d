import fs from 'node:fs/promises';
import path from 'node:path';
import { escapeMetadata, ffmpeg } from './ffmpeg';
import type { Narration } from './narration';

export interface AudiobookMeta {
  title: string;
  artist: string;
}

/** The FFMETADATA1 file that gives the MP3 its title and one ID3 chapter (CHAP frame) per story chapter. */
export function chapterMetadata(narration: Narration, meta: AudiobookMeta): string {
  const lines = [';FFMETADATA1', `title=${escapeMetadata(meta.title)}`, `artist=${escapeMetadata(meta.artist)}`, 'genre=Audiobook'];
  for (const chapter of narration.chapters) {
    lines.push('[CHAPTER]', 'TIMEBASE=1/1000',
      `START=${Math.round(chapter.startSeconds * 1000)}`,
      `END=${Math.round(chapter.endSeconds * 1000)}`,
      `title=${escapeMetadata(chapter.title)}`);
  }
  return `${lines.join('\n')}\n`;
}

/** Compresses the narration to MP3 (mono, 64 kbit/s: speech) with ID3v2.3 chapters. */
export async function renderAudiobook(narration: Narration, meta: AudiobookMeta, outFile: string, workDir: string): Promise<void> {
  const metadataFile = path.join(workDir, 'audiobook-metadata.txt');
  await fs.writeFile(metadataFile, chapterMetadata(narration, meta));
  await ffmpeg([
    '-i', narration.file, '-f', 'ffmetadata', '-i', metadataFile,
    '-map', '0:a', '-map_metadata', '1', '-map_chapters', '1',
    '-c:a', 'libmp3lame', '-b:a', '64k', '-ac', '1', '-id3v2_version', '3', '-write_xing', '1',
    '-f', 'mp3', outFile,
  ]);
}
