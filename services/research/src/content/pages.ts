import path from 'node:path';
import type { PagesCopy } from '@wonderkin/shared/content';
import { loadCompiledCopy } from '@wonderkin/server-kit/compiled-content';

// The words of the research service's own pages: content/pages/*.yaml (the "let's find out together" page, the
// make-believe page, the frames of the kids' lessons and parent guides), compiled by `npm run content -- build` into
// generated/content/pages.json, read once when this module loads. The builders hold only the logic.

export const PAGES: PagesCopy = loadCompiledCopy<PagesCopy>(path.resolve(__dirname, '../../generated/content/pages.json'), 'pages');
