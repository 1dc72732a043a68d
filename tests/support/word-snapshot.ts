import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

// The before/after snapshots of issue 21 ("the move must change no word a user sees"): everything a family reads from
// some content, rendered and kept brotli-compressed beside the test. Written once, from the code before a move (its
// switch set to 1), never rewritten to make a test pass; a deliberate change of wording rewrites it in the same change,
// with the reason.

/** The outputs as they were; first rewritten from `now` when the environment variable `writeSwitch` is "1". */
export function snapshotBefore<T>(fixture: string, now: T, writeSwitch = 'WRITE_CONTENT_SNAPSHOT'): T {
  if (process.env[writeSwitch] === '1') {
    fs.mkdirSync(path.dirname(fixture), { recursive: true });
    const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_LGWIN]: 24 };
    fs.writeFileSync(fixture, zlib.brotliCompressSync(JSON.stringify(now), { params }));
  }
  return JSON.parse(zlib.brotliDecompressSync(fs.readFileSync(fixture)).toString('utf8')) as T;
}

/** The keys of keyed outputs whose words differ from before (a failure names them, not a 3 MB diff). */
export function changedKeys(now: readonly (readonly [string, unknown])[], before: readonly (readonly [string, unknown])[]): string[] {
  const was = new Map(before.map(([key, value]) => [key, JSON.stringify(value)]));
  return now.filter(([key, value]) => was.get(key) !== JSON.stringify(value)).map(([key]) => key);
}
