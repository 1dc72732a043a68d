import { describeSnapshots, REFERENCE_BYTES_LIMIT, referenceSheets, SNAPSHOT_FILES } from './snapshot-support';

// Real PDF building and poppler rasterising (6 PDFs per test); a generous limit because the build machines are shared.
jest.setTimeout(240_000);

describe('book snapshots, page by page: the "Volcanoes" pack, one book per band and tone', () => {
  describeSnapshots('volcanoes');

  it('keeps one small reference sheet per book and edition (every topic)', () => {
    const { files, bytes } = referenceSheets();
    expect(files).toEqual([...SNAPSHOT_FILES].sort());
    expect(bytes).toBeLessThan(REFERENCE_BYTES_LIMIT);
  });
});
