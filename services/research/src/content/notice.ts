import path from 'node:path';
import { DEFAULT_PRODUCT_NAME } from '@wonderkin/shared';
import { fillTemplate, type NotesCopy } from '@wonderkin/shared/content';
import { loadCompiledCopy } from '@wonderkin/server-kit/compiled-content';

// The notes shown on offline lessons: content/notes.yaml, compiled by `npm run content -- build` into
// generated/content/notes.json, read once when this module loads. `{product}` is the product's name.

const NOTES = loadCompiledCopy<NotesCopy>(path.resolve(__dirname, '../../generated/content/notes.json'), 'notes').lessons;

export function offlineNotice(productName: string = DEFAULT_PRODUCT_NAME): string {
  return fillTemplate(NOTES.offline, { product: productName });
}

export function explorationNotice(productName: string = DEFAULT_PRODUCT_NAME): string {
  return fillTemplate(NOTES.exploration, { product: productName });
}

/** A make-believe question answered by imagining together: there is nothing to find out, and the note says so. */
export function imaginationNotice(productName: string = DEFAULT_PRODUCT_NAME): string {
  return fillTemplate(NOTES.imagination, { product: productName });
}
