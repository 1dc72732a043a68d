import { describeSnapshots, SNAPSHOT_TOPICS } from './snapshot-support';

// Real PDF building and poppler rasterising (6 PDFs per test); a generous limit because the build machines are shared.
jest.setTimeout(240_000);

describe('book snapshots, page by page: an emoji topic ("🦖🌋"), one book per band and tone', () => {
  describeSnapshots(SNAPSHOT_TOPICS[1].slug, SNAPSHOT_TOPICS[1].topic);
});
