// A small reader of the MIME messages this service writes (the outbox's .eml files, and what a test's SMTP server
// receives): headers (unfolded, RFC 2047 words decoded), and the first text/plain and text/html parts of a
// multipart message, their quoted-printable or base64 transfer encoding undone. Enough for the development mailbox and
// the tests; not a general mail parser.

export interface ParsedMail {
  /** Header values by lower-cased name, unfolded and decoded; a repeated header keeps every value in order. */
  headers: Map<string, string[]>;
  header(name: string): string | undefined;
  subject: string;
  from: string;
  to: string;
  date?: Date;
  messageId?: string;
  text?: string;
  html?: string;
}

interface Part { headers: Map<string, string[]>; body: Buffer }

function splitHeaderBody(raw: Buffer): { head: string; body: Buffer } {
  const text = raw.toString('latin1');
  const crlf = text.indexOf('\r\n\r\n');
  const lf = text.indexOf('\n\n');
  if (crlf >= 0 && (lf < 0 || crlf <= lf)) return { head: text.slice(0, crlf), body: raw.subarray(crlf + 4) };
  if (lf >= 0) return { head: text.slice(0, lf), body: raw.subarray(lf + 2) };
  return { head: text, body: Buffer.alloc(0) };
}

/** Decodes RFC 2047 encoded words ("=?UTF-8?Q?caf=C3=A9?="); whitespace between two encoded words is dropped. */
export function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[QqBb]\?[^?]*\?=)\s+(?==\?[^?]+\?[QqBb]\?[^?]*\?=)/g, '$1')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_match, charset: string, encoding: string, data: string) => {
      const bytes = encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64')
        : Buffer.from(data.replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1');
      return decodeCharset(bytes, charset);
    });
}

function decodeCharset(bytes: Buffer, charset = 'utf-8'): string {
  try {
    return new TextDecoder(charset.trim().toLowerCase()).decode(bytes);
  } catch {
    return bytes.toString('utf8');
  }
}

function parseHeaders(head: string): Map<string, string[]> {
  const headers = new Map<string, string[]>();
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    // Header bytes are UTF-8 when not encoded words (RFC 6532); they were read as latin1.
    const value = decodeWords(Buffer.from(line.slice(colon + 1).trim(), 'latin1').toString('utf8'));
    headers.set(name, [...(headers.get(name) ?? []), value]);
  }
  return headers;
}

/** "multipart/alternative; boundary=\"x\"" → { type: "multipart/alternative", params: { boundary: "x" } } */
function contentType(value: string | undefined): { type: string; params: Record<string, string> } {
  const [type, ...rest] = (value ?? 'text/plain').split(';');
  const params: Record<string, string> = {};
  for (const param of rest) {
    const match = /^\s*([^=\s]+)\s*=\s*(?:"([^"]*)"|(\S+))\s*$/.exec(param);
    if (match) params[match[1].toLowerCase()] = match[2] ?? match[3];
  }
  return { type: type.trim().toLowerCase(), params };
}

function decodeQuotedPrintable(body: Buffer): Buffer {
  const text = body.toString('latin1').replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(text.charCodeAt(i) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding')?.[0] ?? '7bit').toLowerCase();
  const bytes = encoding === 'base64' ? Buffer.from(part.body.toString('latin1').replace(/\s+/g, ''), 'base64')
    : encoding === 'quoted-printable' ? decodeQuotedPrintable(part.body)
      : part.body;
  const text = decodeCharset(bytes, contentType(part.headers.get('content-type')?.[0]).params.charset);
  return text.replace(/\r\n/g, '\n');
}

function readPart(raw: Buffer): Part {
  const { head, body } = splitHeaderBody(raw);
  return { headers: parseHeaders(head), body };
}

/** Every leaf part of a (possibly nested) multipart message, in order. */
function leaves(part: Part): Part[] {
  const { type, params } = contentType(part.headers.get('content-type')?.[0]);
  if (!type.startsWith('multipart/') || !params.boundary) return [part];
  const text = part.body.toString('latin1');
  const delimiter = `--${params.boundary}`;
  const chunks = text.split(new RegExp(`(?:^|\\r?\\n)${delimiter.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:--)?[ \\t]*(?:\\r?\\n|$)`));
  // chunks[0] is the preamble and the last one the epilogue.
  return chunks.slice(1, -1).flatMap((chunk) => leaves(readPart(Buffer.from(chunk, 'latin1'))));
}

export function parseMail(raw: Buffer | string): ParsedMail {
  const root = readPart(typeof raw === 'string' ? Buffer.from(raw, 'utf8') : raw);
  const first = (name: string) => root.headers.get(name.toLowerCase())?.[0];
  let text: string | undefined;
  let html: string | undefined;
  for (const part of leaves(root)) {
    const { type } = contentType(part.headers.get('content-type')?.[0]);
    if (type === 'text/plain' && text === undefined) text = decodeBody(part);
    else if (type === 'text/html' && html === undefined) html = decodeBody(part);
  }
  const date = first('date') ? new Date(first('date')!) : undefined;
  return {
    headers: root.headers,
    header: first,
    subject: first('subject') ?? '',
    from: first('from') ?? '',
    to: first('to') ?? '',
    date: date && !Number.isNaN(date.getTime()) ? date : undefined,
    messageId: first('message-id'),
    text,
    html,
  };
}
