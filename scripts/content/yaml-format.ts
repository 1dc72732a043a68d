import { Document, isScalar, isSeq, visit, type Pair, type Scalar } from 'yaml';

// How content files are written (the one-off export, `content new`): key order as given, long text as folded block
// scalars, text with line breaks as literal block scalars, short lists of words on one line.

export const LINE_WIDTH = 100;
const LONG_TEXT = 80;

export interface YamlOptions {
  /** A comment at the top of the file (one line per line, without '#'). */
  header?: string;
  /** Comments before top-level keys. */
  keyComments?: Record<string, string>;
}

const comment = (text: string) => text.split('\n').map((line) => (line ? ` ${line}` : '')).join('\n');

export function toYaml(value: unknown, options: YamlOptions = {}): string {
  const doc = new Document(value);
  visit(doc, {
    Seq(_key, node) {
      const items = node.items;
      const short = items.length > 0 && items.every((item) => isScalar(item) && (typeof item.value !== 'string' || item.value.length <= 40));
      const total = items.reduce((sum: number, item) => sum + String((item as Scalar).value).length + 2, 0);
      if (short && total <= 80) node.flow = true;
    },
  });
  visit(doc, {
    Scalar(key, node, path) {
      if (key === 'key' || typeof node.value !== 'string') return;
      if (path.some((p) => isSeq(p) && p.flow)) return;
      if (node.value.includes('\n')) node.type = 'BLOCK_LITERAL';
      else if (node.value.length > LONG_TEXT) node.type = 'BLOCK_FOLDED';
    },
  });
  if (options.header) doc.commentBefore = comment(options.header);
  for (const [key, text] of Object.entries(options.keyComments ?? {})) {
    const items = (doc.contents as { items?: Pair[] } | null)?.items ?? [];
    const pair = items.find((p) => isScalar(p.key) && p.key.value === key);
    if (!pair) throw new Error(`no key ${key} to comment`);
    (pair.key as Scalar).commentBefore = comment(text);
  }
  return doc.toString({ lineWidth: LINE_WIDTH, minContentWidth: 40, flowCollectionPadding: false });
}
