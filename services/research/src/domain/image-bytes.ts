import { fileTypeFromBuffer } from 'file-type/core';
import { MESSAGES } from '@wonderkin/shared';
import { HttpError } from '@wonderkin/server-kit';

// An upload is judged by its bytes, not by the type the browser declared: an SVG (which can carry script), a PHP
// file or an empty file sent as "image/png" is refused. Only the photo formats the lesson writers can read pass.

export const ACCEPTED_IMAGE_TYPES: ReadonlySet<string> = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/** The image's real type, from its first bytes; throws 400 with the page's words when it is no accepted photo. */
export async function imageTypeOf(bytes: Buffer): Promise<string> {
  if (bytes.length === 0) throw new HttpError(400, MESSAGES.imageUnreadable);
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !ACCEPTED_IMAGE_TYPES.has(detected.mime)) throw new HttpError(400, MESSAGES.imageUnreadable);
  return detected.mime;
}
