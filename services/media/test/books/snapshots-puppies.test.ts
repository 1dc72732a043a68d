import { describeSnapshots } from './snapshot-support';

// Real PDF building and poppler rasterising (2 PDFs per test); a generous limit because the build machines are shared.
jest.setTimeout(240_000);

describe('book snapshots, page by page: the "Puppies" pack, one book per band (tones and focuses rotated)', () => {
  describeSnapshots('puppies');
});
