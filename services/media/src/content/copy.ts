import path from 'node:path';
import { loadCompiledCopy } from '@wonderkin/server-kit/compiled-content';
import type { MediaCopy } from '@wonderkin/shared/content';

// The words of the offline books around the packs' own (tone frames, topic-book lines, activity pages, what is said
// around woven-in facts, the notes on where facts come from, safety notes): content/media/*.yaml, validated and
// compiled by `npm run content -- build` into generated/content/media.json, read once when this module loads.

export const MEDIA_COPY: MediaCopy = loadCompiledCopy<MediaCopy>(path.resolve(__dirname, '../../generated/content/media.json'), 'media');
