import { describeSnapshots, referenceSheets, SNAPSHOT_FILES, SNAPSHOT_TOPICS } from './snapshot-support';

// Real PDF building and poppler rasterising (6 PDFs per test); a generous limit because the build machines are shared.
jest.setTimeout(240_000);

describe('book snapshots, page by page: the "Volcanoes" pack, one book per band and tone', () => {
  describeSnapshots(SNAPSHOT_TOPICS[0].slug, SNAPSHOT_TOPICS[0].topic);

  it('keeps one small reference sheet per book and edition (both topics)', () => {
    const { files, bytes } = referenceSheets();
    expect(files).toEqual([...SNAPSHOT_FILES].sort());
    expect(bytes).toBeLessThan(3 * 1024 * 1024);
  });
});
