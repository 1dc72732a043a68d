import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import fc from 'fast-check';

// The malformed requests of the fuzz suite (issue 9): generated with fast-check from a seed, over every /api endpoint
// of every service and the files under /media. Each case is a plain description of bytes to send; nothing here talks
// to a server.

/** An id of the right shape that names nothing (and the creation whose file the suite puts on disk). */
export const FIXTURE_ID = '0123456789abcdef0123456789abcdef';
export const FIXTURE_FILE = 'audiobook.mp3';
export const FIXTURE_FILE_BYTES = 4096;

export interface HttpCase {
  kind: 'http';
  /** Which endpoint and which mutation, for the report. */
  label: string;
  method: string;
  /** Sent as is: percent-encoding, duplicates and dot segments untouched. */
  path: string;
  headers: Record<string, string | string[]>;
  body?: Buffer;
}

/** Bytes no HTTP client would send (a broken request line, headers over the limit), written to a socket. */
export interface RawCase {
  kind: 'raw';
  label: string;
  bytes: Buffer;
}

export type FuzzCase = HttpCase | RawCase;

// ---- text ----

/** Pieces that break naive code: NUL, lone surrogates, astral and joined emoji, bidi controls, operators, traversal. */
const NASTY_PIECES = [
  '\u0000', '\ud800', '\udfff', '\ud83d', '😀', '🦕', '👨‍👩‍👧‍👦', '𝕏', '\u202e', '\u202d', '\u2066', '\u200f', '\u200b', '\ufeff',
  '\uffff', '\ufffd', 'a\u0301', 'İ', 'ß', '\r\n', '\t', '<script>alert(1)</script>', "' OR '1'='1", '"; DROP TABLE asks; --',
  '{"$gt":""}', '$where', '$ne', '__proto__', 'constructor', 'prototype', '../../../etc/passwd', '..\\..\\windows\\win.ini', '%00',
  '%E0%A4%A', '%', '${7*7}', '{{7*7}}', 'Why is the sky blue?', 'why do cats purr', ' ', '', 'null', 'undefined', 'NaN', '-1',
  '1e309', '0x10', 'parent@example.com', 'A'.repeat(33),
];

/**
 * Object.prototype's own names, typed as a question, a child's name or a topic: any of them looked up in a plain
 * object finds the prototype's member (issue 18, F6: every question with "constructor" failed). The fixed cases below
 * send each one; services/research/test/content/prototype-words.test.ts runs them through the research pipeline.
 */
export const PROTOTYPE_WORDS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'] as const;

export const nastyText: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.array(fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...NASTY_PIECES) },
      { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
      { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 6 }) },
    ), { maxLength: 6 }).map((parts) => parts.join('')),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  // Just over the limits the API has (question 500, feedback 2000, tts 4000, multer's 64 KB field), in 1- to 4-byte characters.
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom('a', 'é', '😀', '\u0000', 'why '), fc.constantFrom(201, 501, 2001, 4001, 17_000)).map(([s, n]) => s.repeat(n)) },
);

/** A JSON value to put where the API expects something else. `RawJson` carries text JSON.stringify cannot make. */
export class RawJson {
  constructor(readonly text: string) {}
}

const PROTO_OBJECTS = [
  new RawJson('{"__proto__":{"polluted":true,"isPaid":true}}'),
  new RawJson('{"constructor":{"prototype":{"polluted":true}}}'),
  new RawJson('{"$gt":""}'),
  new RawJson('{"$where":"sleep(1000)"}'),
  new RawJson('{"$ne":null}'),
  new RawJson('[{"__proto__":{"polluted":true}}]'),
];

export const jsonValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: nastyText },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.constantFrom(0, -1, 1.5, 3, 5, 6, 1e308, -0, 2 ** 53 + 2) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(nastyText, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>({}, ...PROTO_OBJECTS) },
);

function jsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  return JSON.stringify(value) ?? 'null';
}

/** An object as JSON text from entries: keys may repeat and may be "__proto__" (JSON.stringify could do neither). */
function objectText(entries: [string, unknown][]): string {
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${jsonText(value)}`).join(',')}}`;
}

/** Percent-encodes the UTF-8 bytes of a text (a lone surrogate goes as U+FFFD, as a browser would send it). */
export function encodeText(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) => (/[A-Za-z0-9\-._~]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`))
    .join('');
}

/** Broken or tricky percent-encodings, sent as is. */
const RAW_ENCODINGS = ['%', '%E0%A4%A', '%zz', '%ED%A0%80', '%00', '%C0%AF', '%2e%2e%2f', '%252e%252e', '%u0041', '%F0%9F%98%80', '%EF%BB%BF'];

const encodedValue: fc.Arbitrary<string> = fc.oneof(
  // Cut so that most URLs stay under Node's 16 KB of headers (over it, the parser answers 431 before any app).
  { weight: 4, arbitrary: nastyText.map((text) => encodeText(text.slice(0, 1500))) },
  { weight: 1, arbitrary: fc.constantFrom(...RAW_ENCODINGS) },
  { weight: 1, arbitrary: fc.constantFrom(FIXTURE_ID, FIXTURE_ID.toUpperCase(), `${FIXTURE_ID}-why-is-the-sky-blue`, '3', '-1', '1.5', '') },
);

/** Header values Node lets a client send (latin1, no line breaks), from nasty text. */
function headerSafe(text: string): string {
  return text.replace(/[^\t\x20-\x7e\x80-\xff]/g, '?').slice(0, 2000);
}

// ---- headers ----

const extraHeaders: fc.Arbitrary<Record<string, string | string[]>> = fc.record({
  cookie: fc.option(fc.oneof(
    {
      weight: 8,
      arbitrary: fc.constantFrom(
        'wonderkin_anon=%E0%A4%A', 'wonderkin_anon=0123456789abcdef0123456789abcdef', 'wonderkin_user=../../admin', '__proto__=polluted',
        'wonderkin_user=user_1; wonderkin_user=user_2', 'a=b; ; ;=; ==', 'wonderkin_anon=; wonderkin_user=',
      ),
    },
    // Over Node's 16 KB of headers: answered by the HTTP parser (431), before any app.
    { weight: 1, arbitrary: fc.constant(`big=${'x'.repeat(17_000)}`) },
    { weight: 4, arbitrary: nastyText.map((text) => `wonderkin_user=${encodeText(text.slice(0, 500))}; wonderkin_anon=${encodeText(text.slice(0, 500))}`) },
  ), { nil: undefined }),
  'x-request-id': fc.option(nastyText.map(headerSafe), { nil: undefined }),
  'x-forwarded-for': fc.option(fc.constantFrom('127.0.0.1', '1.2.3.4, 5.6.7.8', 'not-an-ip', '::1', ''), { nil: undefined }),
  'x-internal-token': fc.option(fc.constantFrom('guess', ''), { nil: undefined }),
  accept: fc.option(fc.constantFrom('text/html', 'application/xml', '*/*', 'image/png'), { nil: undefined }),
}).map((record) => Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as Record<string, string>);

// ---- methods and paths ----

const OTHER_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD', 'PROPFIND', 'TRACE', 'SEARCH', 'FOO'];

function methodFor(own: string): fc.Arbitrary<string> {
  return fc.oneof({ weight: 5, arbitrary: fc.constant(own) }, { weight: 1, arbitrary: fc.constantFrom(...OTHER_METHODS) });
}

/** The same route as a client gone wrong might write it: letter case, slashes, dot segments, encodings. */
function pathVariant(path: string): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 12, arbitrary: fc.constant(path) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        path.toUpperCase(), `${path}/`, `/${path}`, path.replace('/api/', '/api//'), path.replace('/api/', '/api/./'), `${path}/..`,
        `${path}%2f`, `${path};x=1`, `${path}%00`, path.replace('/api/', '/api/%2e/'), path.replace(/\/api\/(.)/, (_m, c: string) => `/api/%${c.charCodeAt(0).toString(16)}`),
        `${path}/%2e%2e/%2e%2e/internal/users/x`, path.replace('/api/', '/API/'),
      ),
    },
  );
}

// ---- JSON endpoints ----

interface JsonEndpoint {
  path: string;
  valid: Record<string, unknown>;
  /** Values for the endpoint's own fields (the generic ones when absent). */
  values?: fc.Arbitrary<unknown>;
}

/** Short texts the speech engine may really be asked to read: few and repeated, so each is made once (cached). */
const TTS_VALUES: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('\u0000', '\ud800', '😀🦕', '\u202eolleh', 'a\u0301', '-h --help', '   ', '', 'a'.repeat(4001), '😀'.repeat(4001)) },
  { weight: 2, arbitrary: fc.constantFrom<unknown>(5, null, true, [], ['hello'], {}, ...PROTO_OBJECTS) },
);

/** A valid creation request. */
const CREATION = {
  topic: 'Dinosaurs', mode: 'custom', outputs: ['audiobook'],
  customOptions: { ageBand: '6-8', tone: 'Silly', learningFocus: 'Facts' }, childName: 'Ada', paperSize: 'A4',
};

const JSON_ENDPOINTS: JsonEndpoint[] = [
  { path: '/api/register', valid: { email: 'parent@example.com' } },
  { path: '/api/feedback', valid: { hashId: FIXTURE_ID, rating: 4, feedback: 'Lovely' } },
  { path: '/api/update-ask-user', valid: { hashId: FIXTURE_ID, userId: 'user_1' } },
  { path: '/api/tts', valid: { text: 'Hello' }, values: TTS_VALUES },
  { path: '/api/creations', valid: CREATION },
  // JSON sent to the multipart endpoint is read as its fields.
  { path: '/api/research', valid: { question: 'Why is the sky blue?', ageRange: '6-8' } },
  { path: `/api/creations/${FIXTURE_ID}/retry`, valid: {} },
];

type BodyShape = 'object' | 'array' | 'primitive' | 'truncated' | 'invalid-utf8' | 'empty' | 'nul' | 'bom' | 'huge';

const CONTENT_TYPES = [
  'application/json', 'application/json', 'application/json', 'application/json; charset=utf-8', 'application/json; charset=utf-16le',
  'application/json; charset=latin1', 'application/json; charset=klingon', 'APPLICATION/JSON', 'text/plain',
  'application/x-www-form-urlencoded', 'multipart/form-data', 'application/xml', 'application/json, text/html', '*/*', undefined,
];
const ENCODINGS = [undefined, undefined, undefined, undefined, 'gzip', 'gzip-bad', 'deflate', 'deflate-bad', 'br', 'br-bad', 'identity', 'gzip, gzip', 'x-klingon'];

function encodeBody(bytes: Buffer, encoding: string | undefined): { bytes: Buffer; header?: string } {
  switch (encoding) {
    case undefined: return { bytes };
    case 'gzip': return { bytes: gzipSync(bytes), header: 'gzip' };
    case 'deflate': return { bytes: deflateSync(bytes), header: 'deflate' };
    case 'br': return { bytes: brotliCompressSync(bytes), header: 'br' };
    case 'gzip-bad': return { bytes, header: 'gzip' };
    case 'deflate-bad': return { bytes, header: 'deflate' };
    case 'br-bad': return { bytes: Buffer.concat([Buffer.from([0xff, 0xfe]), bytes]), header: 'br' };
    case 'gzip, gzip': return { bytes: gzipSync(gzipSync(bytes)), header: 'gzip, gzip' };
    default: return { bytes, header: encoding };
  }
}

function jsonBodyText(endpoint: JsonEndpoint, mutation: { drop: string[]; replace: [string, unknown][]; extra: [string, unknown][] }, shape: BodyShape): Buffer {
  const entries: [string, unknown][] = Object.entries(endpoint.valid)
    .filter(([key]) => !mutation.drop.includes(key))
    .map(([key, value]) => [key, mutation.replace.find(([name]) => name === key)?.[1] ?? value]);
  const text = objectText([...entries, ...mutation.extra]);
  switch (shape) {
    case 'object': return Buffer.from(text);
    case 'array': return Buffer.from(`[${text}]`);
    case 'primitive': return Buffer.from(jsonText(mutation.replace[0]?.[1] ?? 'just text'));
    case 'truncated': return Buffer.from(text.slice(0, Math.max(1, Math.floor(text.length / 2))));
    case 'invalid-utf8': return Buffer.concat([Buffer.from(text.slice(0, -2)), Buffer.from([0xc3, 0x28, 0xed, 0xa0, 0x80, 0xff]), Buffer.from('"}')]);
    case 'empty': return Buffer.alloc(0);
    case 'nul': return Buffer.from(text.replace(/,/g, ',\u0000'));
    case 'bom': return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]);
    case 'huge': return Buffer.from(objectText([...entries, ['padding', 'x'.repeat(1_100_000)]]));
  }
}

const jsonCase: fc.Arbitrary<HttpCase> = fc.constantFrom(...JSON_ENDPOINTS).chain((endpoint) => {
  const keys = Object.keys(endpoint.valid);
  const fieldNames = keys.length ? fc.constantFrom(...keys) : fc.constant('topic');
  const values = endpoint.values ?? jsonValue;
  return fc.record({
    method: methodFor('POST'),
    path: pathVariant(endpoint.path),
    drop: keys.length ? fc.subarray(keys) : fc.constant([] as string[]),
    replace: fc.array(fc.tuple(fieldNames, values), { maxLength: 3 }),
    // Operator and prototype keys, and the endpoint's own keys again (a duplicate key: which one wins?).
    extra: fc.array(fc.tuple(fc.constantFrom('__proto__', 'constructor', 'prototype', '$where', '$gt', 'userId', 'isPaid', ...keys), values), { maxLength: 3 }),
    shape: fc.constantFrom<BodyShape>('object', 'object', 'object', 'object', 'object', 'array', 'primitive', 'truncated', 'invalid-utf8', 'empty', 'nul', 'bom', 'huge'),
    contentType: fc.constantFrom(...CONTENT_TYPES),
    encoding: fc.constantFrom(...ENCODINGS),
    honestCharset: fc.boolean(),
    headers: extraHeaders,
  }).map((spec): HttpCase => {
    let bytes = jsonBodyText(endpoint, spec, spec.shape);
    if (spec.contentType?.includes('utf-16le') && spec.honestCharset) bytes = Buffer.from(bytes.toString('utf8'), 'utf16le');
    if (spec.contentType?.includes('latin1') && spec.honestCharset) bytes = Buffer.from(bytes.toString('utf8'), 'latin1');
    const encoded = encodeBody(bytes, spec.encoding);
    const headers: Record<string, string | string[]> = { ...spec.headers };
    if (spec.contentType) headers['content-type'] = spec.contentType;
    if (encoded.header) headers['content-encoding'] = encoded.header;
    return {
      kind: 'http',
      label: `${endpoint.path} json/${spec.shape}${spec.encoding ? `/${spec.encoding}` : ''}`,
      method: spec.method,
      path: spec.path,
      headers,
      body: encoded.bytes,
    };
  });
});

// ---- query endpoints ----

interface QueryEndpoint {
  path: string;
  params: string[];
}

const QUERY_ENDPOINTS: QueryEndpoint[] = [
  { path: '/api/get-research', params: ['id'] },
  { path: '/api/check-limits', params: ['userId', 'anonymousQuestionCount', 'skip'] },
  { path: '/api/get-asks', params: ['userId'] },
  { path: '/api/feedback', params: ['hashId'] },
  { path: '/api/creations', params: ['userId'] },
];

const queryCase: fc.Arbitrary<HttpCase> = fc.constantFrom(...QUERY_ENDPOINTS).chain((endpoint) => fc.record({
  method: methodFor('GET'),
  path: pathVariant(endpoint.path),
  // Names repeat freely: ?id=a&id=b. Bracket and operator names as qs-style parsers would read them.
  params: fc.array(fc.tuple(
    fc.oneof(
      { weight: 5, arbitrary: fc.constantFrom(...endpoint.params) },
      { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor[prototype][polluted]', `${endpoint.params[0]}[]`, `${endpoint.params[0]}[$where]`, '$where', '') },
    ),
    fc.option(encodedValue, { nil: undefined }),
  ), { maxLength: 4 }),
  headers: extraHeaders,
}).map((spec): HttpCase => {
  const query = spec.params.map(([name, value]) => (value === undefined ? encodeText(name) : `${encodeText(name)}=${value}`)).join('&');
  return {
    kind: 'http',
    label: `${endpoint.path} query`,
    method: spec.method,
    path: query ? `${spec.path}?${query}` : spec.path,
    headers: spec.headers,
  };
}));

// ---- path parameters: creations and their files ----

const segment: fc.Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(FIXTURE_ID, FIXTURE_ID.toUpperCase(), `${FIXTURE_ID}.`, '..', '.', '%2e%2e', '..%2f..%2fetc%2fpasswd', '%2e%2e%2f%2e%2e%2f', '%5c..%5c..%5c', '..%5c..%5c', '~', ';', 'a'.repeat(3000)) },
  { weight: 1, arbitrary: fc.constantFrom(...RAW_ENCODINGS) },
  { weight: 2, arbitrary: nastyText.filter((text) => text.length < 300).map(encodeText) },
);
const fileName: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(FIXTURE_FILE, 'video.mp4', 'activity-book.pdf', 'activity-book-print.pdf') },
  { weight: 2, arbitrary: fc.constantFrom('..%2f..%2f..%2fmedia.sqlite', '..', '%2e%2e', 'audiobook.mp3%00.pdf', 'AUDIOBOOK.MP3', 'audiobook.mp3/', 'audiobook.mp3%2f..', '.env') },
  { weight: 1, arbitrary: segment },
);
const RANGES = [
  'bytes=0-10', 'bytes=999999999-', 'bytes=-0', 'bytes=abc', 'bytes=5-1', 'items=0-1', `bytes=${Array.from({ length: 60 }, (_, i) => `${i}-${i}`).join(',')}`,
  'bytes=0-', 'bytes=-1', `bytes=${FIXTURE_FILE_BYTES}-`, 'bytes=0-1,0-1', 'bytes=18446744073709551616-',
];

const pathParamCase: fc.Arbitrary<HttpCase> = fc.oneof(
  fc.record({ method: methodFor('GET'), id: segment, headers: extraHeaders })
    .map(({ method, id, headers }): HttpCase => ({ kind: 'http', label: '/api/creations/:id', method, path: `/api/creations/${id}`, headers })),
  fc.record({ method: methodFor('POST'), id: segment, headers: extraHeaders })
    .map(({ method, id, headers }): HttpCase => ({ kind: 'http', label: '/api/creations/:id/retry', method, path: `/api/creations/${id}/retry`, headers })),
  fc.record({
    method: methodFor('GET'),
    id: fc.oneof({ weight: 3, arbitrary: fc.constant(FIXTURE_ID) }, { weight: 2, arbitrary: segment }),
    file: fileName,
    range: fc.option(fc.constantFrom(...RANGES), { nil: undefined }),
    headers: extraHeaders,
  }).map(({ method, id, file, range, headers }): HttpCase => ({
    kind: 'http',
    label: `/media/creations/:id/:file${range ? ' range' : ''}`,
    method,
    path: `/media/creations/${id}/${file}`,
    headers: range ? { ...headers, range } : headers,
  })),
);

// ---- multipart: POST /api/research ----

/** A 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

interface FilePart { field: string; name: string; type: string; bytes: Buffer }

/** Files that lie about what they are, and files that are what they say but not what the API takes. */
const FILES: [string, Omit<FilePart, 'field' | 'name'>][] = [
  ['a real PNG', { type: 'image/png', bytes: PNG }],
  ['PHP as image/png', { type: 'image/png', bytes: Buffer.from('<?php system($_GET["c"]); ?>') }],
  ['SVG with a script', { type: 'image/svg+xml', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') }],
  ['SVG as image/png', { type: 'image/png', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>') }],
  ['empty file as image/png', { type: 'image/png', bytes: Buffer.alloc(0) }],
  ['text as text/plain', { type: 'text/plain', bytes: Buffer.from('hello') }],
  ['a PNG as text/plain', { type: 'text/plain', bytes: PNG }],
  ['PNG magic then garbage', { type: 'image/png', bytes: Buffer.concat([PNG.subarray(0, 8), Buffer.from('garbage')]) }],
  ['HTML as image/jpeg', { type: 'image/jpeg', bytes: Buffer.from('<html><script>alert(1)</script></html>') }],
  ['GIF magic only', { type: 'image/gif', bytes: Buffer.from('GIF89a') }],
  ['an executable as image/webp', { type: 'image/webp', bytes: Buffer.from('7f454c46020101000000000000000000', 'hex') }],
  ['a PNG with a lying type', { type: 'application/x-php', bytes: PNG }],
  ['a type with parameters', { type: 'image/png; charset=utf-8', bytes: PNG }],
];
const FILE_NAMES = [
  'photo.png', '../../../etc/passwd.png', '..\\..\\boot.ini', 'a\u0000.png', '\u202egnp.exe', '😀.png', 'x'.repeat(400), '', ' ', '.png', 'con.png', 'shell.php.png',
];

interface MultipartSpec {
  fields: [string, string][];
  files: FilePart[];
  boundary: 'ok' | 'missing' | 'mismatch' | 'unterminated' | 'no-name' | 'garbage';
}

function multipartBody(spec: MultipartSpec): { contentType: string; body: Buffer } {
  const boundary = '----wonderkin-fuzz-7MA4YWxkTrZu0gW';
  const parts: Buffer[] = [];
  for (const [name, value] of spec.fields) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name.replace(/"/g, '%22')}"\r\n\r\n`), Buffer.from(value), Buffer.from('\r\n'));
  }
  for (const file of spec.files) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name.replace(/"/g, '%22')}"\r\nContent-Type: ${file.type}\r\n\r\n`),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  if (spec.boundary === 'no-name') parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data\r\n\r\nnameless\r\n`));
  if (spec.boundary !== 'unterminated') parts.push(Buffer.from(`--${boundary}--\r\n`));
  const body = spec.boundary === 'garbage' ? Buffer.from('this is not a multipart body at all') : Buffer.concat(parts);
  const contentType = spec.boundary === 'missing' ? 'multipart/form-data'
    : spec.boundary === 'mismatch' ? 'multipart/form-data; boundary=something-else' : `multipart/form-data; boundary=${boundary}`;
  return { contentType, body };
}

const formValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: nastyText },
  { weight: 1, arbitrary: fc.constantFrom('6-8', '3-5', '13+', '9-12', '2-4', '6 - 8', '6-8\u0000', '') },
  // Over multer's 64 KB field limit.
  { weight: 1, arbitrary: fc.constantFrom('a'.repeat(70_000), 'why '.repeat(17_000)) },
);

const multipartCase: fc.Arbitrary<HttpCase> = fc.record({
  method: methodFor('POST'),
  path: pathVariant('/api/research'),
  question: fc.array(formValue, { maxLength: 2 }),
  ageRange: fc.array(fc.oneof({ weight: 3, arbitrary: fc.constant('6-8') }, { weight: 2, arbitrary: formValue }), { maxLength: 2 }),
  userId: fc.array(formValue, { maxLength: 2 }),
  extra: fc.array(fc.tuple(
    fc.constantFrom('__proto__[polluted]', 'constructor[prototype][polluted]', 'question[]', 'question[x]', 'ageRange[0]', '$where', 'isPaid', 'skip', 'x'.repeat(200), 'a[b][c][d][e][f][g]'),
    formValue,
  ), { maxLength: 3 }),
  many: fc.constantFrom(0, 0, 0, 0, 12),
  files: fc.array(fc.record({
    field: fc.constantFrom('image', 'image', 'image', 'photo', 'image[]'),
    name: fc.constantFrom(...FILE_NAMES),
    file: fc.constantFrom(...FILES),
  }), { maxLength: 2 }),
  boundary: fc.constantFrom<MultipartSpec['boundary']>('ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'missing', 'mismatch', 'unterminated', 'no-name', 'garbage'),
  headers: extraHeaders,
}).map((spec): HttpCase => {
  const fields: [string, string][] = [
    ...spec.question.map((value): [string, string] => ['question', value]),
    ...spec.ageRange.map((value): [string, string] => ['ageRange', value]),
    ...spec.userId.map((value): [string, string] => ['userId', value]),
    ...spec.extra,
    ...Array.from({ length: spec.many }, (_, i): [string, string] => [`field${i}`, 'x']),
  ];
  const files = spec.files.map(({ field, name, file }) => ({ field, name, type: file[1].type, bytes: file[1].bytes }));
  const { contentType, body } = multipartBody({ fields, files, boundary: spec.boundary });
  return {
    kind: 'http',
    label: `/api/research multipart${files.length ? ` (${spec.files.map(({ file }) => file[0]).join(', ')})` : ''}${spec.boundary === 'ok' ? '' : ` boundary:${spec.boundary}`}`,
    method: spec.method,
    path: spec.path,
    headers: { ...spec.headers, 'content-type': contentType },
    body,
  };
});

// ---- paths no service owns ----

const strayCase: fc.Arbitrary<HttpCase> = fc.record({
  method: fc.constantFrom(...OTHER_METHODS),
  path: fc.oneof(
    fc.constantFrom(
      '/api', '/api/', '/api/unknown', '/API/REGISTER', '/Api/Research', '/internal/users/x', '/internal/research/x', '/internal/creations/x',
      '/api/%2e%2e/internal/users/x', '/api/..%2finternal%2fusers%2fx', '/media', '/media/', '/media/x', '/media/creations', '/media/creations/x',
      '/api/creations/x/y/z', '/api/healthz', '/api/metrics', '/api/admin', '/api/%00', '/api/%E0%A4%A', '/api/creations%00',
    ),
    nastyText.filter((text) => text.length < 200).map((text) => `/api/${encodeText(text)}`),
  ),
  headers: extraHeaders,
}).map(({ method, path, headers }): HttpCase => ({ kind: 'http', label: 'no owner', method, path, headers }));

/** Every HTTP case of the suite, by weight: the endpoints with bodies get most. */
export const httpCase: fc.Arbitrary<HttpCase> = fc.oneof(
  { weight: 8, arbitrary: jsonCase },
  { weight: 5, arbitrary: multipartCase },
  { weight: 4, arbitrary: queryCase },
  { weight: 3, arbitrary: pathParamCase },
  { weight: 1, arbitrary: strayCase },
);

export const CONTROL_LABEL = 'fixed: a valid registration (control)';

/** A few fixed cases every run makes: the limits and parser errors a generator would rarely reach. */
export function fixedCases(): FuzzCase[] {
  const http = (label: string, method: string, path: string, headers: Record<string, string>, body?: Buffer): HttpCase => ({ kind: 'http', label, method, path, headers, body });
  const json = { 'content-type': 'application/json' };
  const raw = (label: string, text: string | Buffer): RawCase => ({ kind: 'raw', label, bytes: Buffer.isBuffer(text) ? text : Buffer.from(text, 'latin1') });
  const big = multipartBody({ fields: [['question', 'What is this?'], ['ageRange', '6-8']], files: [{ field: 'image', name: 'big.png', type: 'image/png', bytes: Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]) }], boundary: 'ok' });
  const question64k = multipartBody({ fields: [['question', 'why '.repeat(16 * 1024)], ['ageRange', '6-8']], files: [], boundary: 'ok' });
  return [
    // The control: a valid request that stores a row (the suite checks that its store watch sees it).
    http(CONTROL_LABEL, 'POST', '/api/register', json, Buffer.from(JSON.stringify({ email: 'fuzz-control@example.com' }))),
    http('fixed: image over 10 MB', 'POST', '/api/research', { 'content-type': big.contentType }, big.body),
    http('fixed: 64 KB question', 'POST', '/api/research', { 'content-type': question64k.contentType }, question64k.body),
    http('fixed: JSON over 1 MB', 'POST', '/api/register', json, Buffer.from(JSON.stringify({ email: 'x'.repeat(1_100_000) }))),
    http('fixed: gzip that is not', 'POST', '/api/feedback', { ...json, 'content-encoding': 'gzip' }, Buffer.from('{"hashId":"x","rating":3}')),
    http('fixed: a number for text', 'POST', '/api/feedback', json, Buffer.from(`{"hashId":"${FIXTURE_ID}","rating":3,"feedback":123}`)),
    http('fixed: undecodable param', 'GET', '/api/creations/%E0%A4%A', {}),
    http('fixed: range outside the file', 'GET', `/media/creations/${FIXTURE_ID}/${FIXTURE_FILE}`, { range: 'bytes=999999-' }),
    http('fixed: OPTIONS on an API route', 'OPTIONS', '/api/register', {}),
    http('fixed: OPTIONS on research', 'OPTIONS', '/api/research', {}),
    http('fixed: wrong case', 'GET', '/API/REGISTER', {}),
    http('fixed: headers over the limit', 'GET', '/api/get-asks', { cookie: `big=${'x'.repeat(20_000)}` }),
    raw('raw: headers over the limit', `GET /api/get-asks HTTP/1.1\r\nHost: x\r\nCookie: ${'a'.repeat(20_000)}\r\n\r\n`),
    raw('raw: a header name with a space', 'GET /api/get-asks HTTP/1.1\r\nHost: x\r\nBad Header: 1\r\n\r\n'),
    raw('raw: an unknown HTTP version', 'GET /api/get-asks HTTP/9.9\r\nHost: x\r\n\r\n'),
    raw('raw: not HTTP at all', 'HELLO THERE\r\n\r\n'),
    raw('raw: NUL in the path', 'GET /api/get-asks\u0000 HTTP/1.1\r\nHost: x\r\n\r\n'),
    raw('raw: two content lengths', 'POST /api/register HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\nContent-Length: 30\r\n\r\n{}'),
    raw('raw: chunked and a length (smuggling)', 'POST /api/register HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n'),
    raw('raw: a broken chunk size', 'POST /api/register HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nZZ\r\n{}\r\n0\r\n\r\n'),
    raw('raw: absolute-form target', 'GET http://evil.example/api/get-asks HTTP/1.1\r\nHost: evil.example\r\n\r\n'),
    raw('raw: OPTIONS *', 'OPTIONS * HTTP/1.1\r\nHost: x\r\n\r\n'),
    raw('raw: HTTP/1.0 without a host', 'GET /api/get-asks HTTP/1.0\r\n\r\n'),
    raw('raw: a header value with a bare CR', 'GET /api/get-asks HTTP/1.1\r\nHost: x\r\nX-A: a\rb\r\n\r\n'),
    ...PROTOTYPE_WORDS.flatMap((word) => [
      http(`fixed: the question "${word}"`, 'POST', '/api/research', json, Buffer.from(JSON.stringify({ question: word, ageRange: '6-8' }))),
      http(`fixed: a question with "${word}"`, 'POST', '/api/research', json, Buffer.from(JSON.stringify({ question: `What does a ${word} do?`, ageRange: '9-12' }))),
      http(`fixed: "${word}" as topic and child name`, 'POST', '/api/creations', json, Buffer.from(JSON.stringify({ ...CREATION, topic: word, childName: word }))),
    ]),
  ];
}
