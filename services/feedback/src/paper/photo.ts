import sharp from 'sharp';
import { fileTypeFromBuffer } from 'file-type/core';
import { MESSAGES, PHOTO_MAX_BYTES, PHOTO_MAX_SIDE } from '@wonderkin/shared';
import { HttpError } from '@wonderkin/server-kit';

/** Photo formats a phone camera or a scanner gives, judged by their bytes (never by the name or declared type). */
const PHOTO_TYPES: ReadonlySet<string> = new Set(['image/jpeg', 'image/png', 'image/webp']);

/**
 * A photo of a finished page as it is kept: judged by its bytes, turned upright by its orientation tag, no larger than
 * PHOTO_MAX_SIDE, re-encoded as a JPEG that carries no metadata at all (sharp writes none unless asked: the camera's
 * EXIF, GPS position, device and time are gone). Anything that is not a readable photo is 400 in words.
 */
export async function cleanPhoto(bytes: Buffer): Promise<{ bytes: Buffer; contentType: 'image/jpeg' }> {
  if (bytes.length > PHOTO_MAX_BYTES) throw new HttpError(413, MESSAGES.photoTooLarge);
  const detected = bytes.length > 0 ? await fileTypeFromBuffer(bytes) : undefined;
  if (!detected || !PHOTO_TYPES.has(detected.mime)) throw new HttpError(400, MESSAGES.photoInvalid);
  try {
    const cleaned = await sharp(bytes, { limitInputPixels: 60_000_000, failOn: 'error' })
      .rotate()
      .resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
    return { bytes: cleaned, contentType: 'image/jpeg' };
  } catch {
    throw new HttpError(400, MESSAGES.photoInvalid);
  }
}
