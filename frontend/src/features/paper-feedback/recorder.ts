// How the browser records a voice note: which format it can make, what to call the file, what went wrong in words.

/** Opus in WebM (Chrome, Firefox, Edge), Opus in Ogg, then AAC in MP4 (Safari): the first the browser can record. */
export const VOICE_MIME_TYPES = ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus', 'audio/mp4'] as const;

/** The first format this browser's MediaRecorder supports, or undefined (then the browser picks its own). */
export function pickMimeType(isTypeSupported: ((type: string) => boolean) | undefined): string | undefined {
  if (!isTypeSupported) return undefined;
  return VOICE_MIME_TYPES.find((type) => {
    try {
      return isTypeSupported(type);
    } catch {
      return false;
    }
  });
}

/** The file's name, with the extension of what was recorded ("voice-note.webm", ".ogg", ".m4a"). */
export function voiceFilename(type: string): string {
  if (/ogg/i.test(type)) return 'voice-note.ogg';
  if (/mp4|aac|m4a/i.test(type)) return 'voice-note.m4a';
  return 'voice-note.webm';
}

/** Whether this browser can record here at all (it needs a microphone API and a secure page). */
export function canRecord(): boolean {
  return typeof navigator !== 'undefined'
    && typeof navigator.mediaDevices?.getUserMedia === 'function'
    && typeof MediaRecorder !== 'undefined';
}

export const RECORDING_UNSUPPORTED = 'This browser cannot record a voice note here. You can still add a photo of the page.';

/** Why the microphone did not start, in words (the photo still works). */
export function microphoneProblem(error: unknown): string {
  const name = error instanceof Error || (error && typeof error === 'object' && 'name' in error) ? String((error as { name: unknown }).name) : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
    case 'PermissionDeniedError':
      return 'The microphone is not allowed, so we cannot record. To record, allow the microphone for this site in your browser settings and try again. You can still add a photo of the page.';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'We could not find a microphone on this device. You can still add a photo of the page.';
    case 'NotReadableError':
    case 'TrackStartError':
      return 'The microphone is busy with another app. Close it and try again, or add a photo of the page.';
    default:
      return 'The microphone did not start. Try again, or add a photo of the page.';
  }
}
