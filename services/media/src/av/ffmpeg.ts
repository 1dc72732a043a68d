import fs from 'node:fs/promises';
import { runProcess } from '@wonderkin/server-kit';

const FFMPEG_BASE = ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'];

export function ffmpeg(args: string[], timeoutMs = 300_000): Promise<string> {
  return runProcess('ffmpeg', [...FFMPEG_BASE, ...args], { timeoutMs });
}

/** Duration in seconds of any media file, as ffprobe reads its container. */
export async function probeDuration(file: string): Promise<number> {
  const out = await runProcess('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file], { timeoutMs: 30_000 });
  const seconds = Number.parseFloat(out.trim());
  if (!Number.isFinite(seconds)) throw new Error(`ffprobe found no duration in ${file}`);
  return seconds;
}

/**
 * Exact duration of a PCM WAV file from its header (data bytes / byte rate). Used to time video pages to the
 * narration sample-exactly, without a process per file.
 */
export async function wavDuration(file: string): Promise<number> {
  const buffer = await fs.readFile(file);
  if (buffer.toString('ascii', 0, 4) !== 'RIFF' || buffer.toString('ascii', 8, 12) !== 'WAVE') throw new Error(`${file} is not a WAV file`);
  let offset = 12;
  let byteRate = 0;
  while (offset + 8 <= buffer.length) {
    const id = buffer.toString('ascii', offset, offset + 4);
    const size = buffer.readUInt32LE(offset + 4);
    if (id === 'fmt ') byteRate = buffer.readUInt32LE(offset + 16);
    if (id === 'data') {
      if (!byteRate) throw new Error(`${file} has no fmt chunk before its data`);
      // A streamed WAV may carry a placeholder size: fall back to the bytes actually present.
      const dataBytes = Math.min(size, buffer.length - offset - 8);
      return dataBytes / byteRate;
    }
    offset += 8 + size + (size % 2);
  }
  throw new Error(`${file} has no data chunk`);
}

/** Escapes a value for ffmpeg's FFMETADATA1 format (=, ;, #, \ and newlines are special). */
export function escapeMetadata(value: string): string {
  return value.replace(/[\\=;#\n]/g, (char) => `\\${char}`);
}

/** Quotes a path for a concat demuxer list file. */
export function concatPath(file: string): string {
  return `'${file.replace(/'/g, "'\\''")}'`;
}
