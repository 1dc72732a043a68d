import fs from 'node:fs/promises';
import path from 'node:path';
import { concatPath, ffmpeg } from './ffmpeg';
import type { Narration } from './narration';

export const VIDEO_SIZE = { width: 1280, height: 720 };
/**
 * Still pages change only at page turns, so a low frame rate costs little and times page turns within 0.2 s
 * (inside the pause after each page). Scaling and colour conversion run once per picture, before fps duplicates it.
 */
const FRAME_RATE = 5;

/** The concat-demuxer list that shows each page image for exactly its narration segment's duration. */
export function frameList(frames: string[], narration: Narration): string {
  if (frames.length !== narration.segments.length) {
    throw new Error(`The video needs one picture per narrated page (${frames.length} pictures, ${narration.segments.length} pages)`);
  }
  const lines = ['ffconcat version 1.0'];
  frames.forEach((frame, index) => {
    lines.push(`file ${concatPath(frame)}`, `duration ${narration.segments[index].seconds.toFixed(6)}`);
  });
  // The demuxer ignores the last entry's duration unless the file is listed once more.
  lines.push(`file ${concatPath(frames[frames.length - 1])}`);
  return `${lines.join('\n')}\n`;
}

/** An MP4 (H.264 yuv420p + AAC) of the illustrated pages with the narration, as long as the audio. */
export async function renderVideo(frames: string[], narration: Narration, meta: { title: string }, outFile: string, workDir: string): Promise<void> {
  const list = path.join(workDir, 'frames.txt');
  await fs.writeFile(list, frameList(frames, narration));
  const { width, height } = VIDEO_SIZE;
  await ffmpeg([
    '-f', 'concat', '-safe', '0', '-i', list, '-i', narration.file,
    '-map', '0:v', '-map', '1:a',
    '-vf', `scale=${width}:${height}:force_original_aspect_ratio=decrease,pad=${width}:${height}:(ow-iw)/2:(oh-ih)/2:white,format=yuv420p,fps=${FRAME_RATE}`,
    '-c:v', 'libx264', '-preset', 'veryfast', '-tune', 'stillimage', '-crf', '26', '-pix_fmt', 'yuv420p',
    '-c:a', 'aac', '-b:a', '96k', '-ar', '44100',
    '-t', narration.seconds.toFixed(3),
    '-metadata', `title=${meta.title}`,
    '-movflags', '+faststart',
    '-f', 'mp4', outFile,
  ]);
}
