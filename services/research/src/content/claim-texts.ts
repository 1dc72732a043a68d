// The texts of an entry that state facts, for the sources check: shared with the content tool (`npm run content -- check`).
export { kidClaimTexts, parentClaimTexts } from '@wonderkin/shared/content';
