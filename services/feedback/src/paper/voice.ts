import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type/core';
import { MESSAGES, VOICE_MAX_BYTES, VOICE_NOTE_MAX_SECONDS } from '@wonderkin/shared';
import { HttpError, randomId, runProcess } from '@wonderkin/server-kit';

/**
 * What browsers' recorders give: Opus in WebM (Chrome, Firefox), Opus in Ogg, AAC in MP4 (Safari). Each is kept in its
 * own container, so that the browser that recorded it plays it back as it is.
 */
const VOICE_CONTAINERS: Record<string, { ext: string; contentType: string; format: string }> = {
  'audio/webm': { ext: 'webm', contentType: 'audio/webm', format: 'webm' },
  'video/webm': { ext: 'webm', contentType: 'audio/webm', format: 'webm' },
  'audio/ogg': { ext: 'ogg', contentType: 'audio/ogg', format: 'ogg' },
  'audio/opus': { ext: 'ogg', contentType: 'audio/ogg', format: 'ogg' },
  'audio/mp4': { ext: 'm4a', contentType: 'audio/mp4', format: 'mp4' },
  'video/mp4': { ext: 'm4a', contentType: 'audio/mp4', format: 'mp4' },
  'audio/x-m4a': { ext: 'm4a', contentType: 'audio/mp4', format: 'mp4' },
};
/** A recorder's clock runs a little past the stop: a second of grace over the limit. */
const GRACE_SECONDS = 1;

export interface CleanVoice {
  bytes: Buffer;
  contentType: string;
  ext: string;
  durationSeconds: number;
}

/**
 * A voice note as it is kept: judged by its bytes, copied by ffmpeg into a fresh file of the same container with the
 * audio only and no metadata (a recorder's tags, any picture or video track are dropped; the audio is not re-encoded),
 * and measured: longer than VOICE_NOTE_MAX_SECONDS is refused. Anything ffmpeg cannot read is 400 in words.
 */
export async function cleanVoice(bytes: Buffer): Promise<CleanVoice> {
  if (bytes.length > VOICE_MAX_BYTES) throw new HttpError(413, MESSAGES.voiceTooLarge);
  const detected = bytes.length > 0 ? await fileTypeFromBuffer(bytes) : undefined;
  const container = detected ? VOICE_CONTAINERS[detected.mime] : undefined;
  if (!container) throw new HttpError(400, MESSAGES.voiceInvalid);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'voice-'));
  try {
    const input = path.join(dir, `in-${randomId()}`);
    const output = path.join(dir, `out.${container.ext}`);
    await fs.writeFile(input, bytes);
    try {
      await runProcess('ffmpeg', [
        '-hide_banner', '-nostdin', '-loglevel', 'error', '-y', '-i', input,
        '-map', '0:a:0', '-c', 'copy', '-map_metadata', '-1', '-map_chapters', '-1', '-f', container.format, output,
      ], { timeoutMs: 30_000 });
    } catch {
      throw new HttpError(400, MESSAGES.voiceInvalid);
    }
    const durationSeconds = await measuredSeconds(output);
    if (durationSeconds === null) throw new HttpError(400, MESSAGES.voiceInvalid);
    if (durationSeconds > VOICE_NOTE_MAX_SECONDS + GRACE_SECONDS) throw new HttpError(400, MESSAGES.voiceTooLong);
    return { bytes: await fs.readFile(output), contentType: container.contentType, ext: container.ext, durationSeconds: Math.round(durationSeconds * 10) / 10 };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/**
 * How long the audio lasts, from its last packet's time: a browser's WebM often has no duration in its header, so the
 * container's word is not enough. Null when there is no audio to measure.
 */
async function measuredSeconds(file: string): Promise<number | null> {
  try {
    const out = await runProcess('ffprobe', [
      '-v', 'error', '-select_streams', 'a:0', '-show_entries', 'packet=pts_time,duration_time', '-of', 'csv=p=0', file,
    ], { timeoutMs: 30_000 });
    let end = 0;
    for (const line of out.split('\n')) {
      const [pts, duration] = line.split(',').map(Number.parseFloat);
      if (Number.isFinite(pts)) end = Math.max(end, pts + (Number.isFinite(duration) ? duration : 0));
    }
    return end > 0 ? end : null;
  } catch {
    return null;
  }
}
