import fs from 'node:fs';
import type { z } from 'zod';

/**
 * Reads a JSONL file we ship as data (the safety corpus, the library's blind bank): one object per line, blank lines
 * skipped; a malformed line is an error naming its file and line.
 */
export function readJsonl<T>(file: string, schema: z.ZodType<T>): T[] {
  return fs.readFileSync(file, 'utf8').split('\n').flatMap((line, index) => {
    if (!line.trim()) return [];
    const parsed = schema.safeParse(JSON.parse(line));
    if (!parsed.success) throw new Error(`${file}:${index + 1}: ${parsed.error.issues.map((issue) => issue.message).join('; ')}`);
    return [parsed.data];
  });
}
