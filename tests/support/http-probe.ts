import http from 'node:http';
import net from 'node:net';

/** One answer as the client saw it: status, headers, the body as text and, when it parses, as JSON. */
export interface ProbeAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  json: unknown;
}

export interface ProbeRequest {
  method?: string;
  /** Sent as is (percent-encoding, duplicate parameters and dot segments are not touched). */
  path: string;
  /** A header given as an array is sent once per value. */
  headers?: Record<string, string | string[]>;
  body?: string | Buffer;
  /** Default 20 s: a request that gets no answer in this time fails with an error (never a timing assertion). */
  timeoutMs?: number;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Sends one request with node:http on its own connection, without the normalising a fetch client does: the path,
 * the method and the headers go out exactly as given.
 */
export function probe(baseUrl: string, request: ProbeRequest): Promise<ProbeAnswer> {
  const base = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    // A body always goes with its length: Node's client would send a GET, HEAD, DELETE or OPTIONS body unframed.
    const headers = request.body !== undefined && !Object.keys(request.headers ?? {}).some((name) => /^(content-length|transfer-encoding)$/i.test(name))
      ? { ...request.headers, 'content-length': String(Buffer.byteLength(request.body)) }
      : request.headers;
    // A server may answer a body it refuses (too large, a charset it does not read) before the upload is over, then close
    // the connection this probe asked to close: the rest of the upload fails to write (EPIPE, ECONNRESET) while the
    // answer is already here. As a browser does, the answer counts; a write error with no answer is still a failure.
    let answered = false;
    const req = http.request({
      host: base.hostname,
      port: base.port,
      method: request.method ?? 'GET',
      path: request.path,
      headers,
      agent: false,
      timeout: request.timeoutMs ?? 20_000,
    }, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json: parseJson(text) });
      });
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`no answer to ${request.method ?? 'GET'} ${request.path.slice(0, 80)}`)));
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (answered && (error.code === 'EPIPE' || error.code === 'ECONNRESET')) return;
      reject(error);
    });
    if (request.body !== undefined) req.write(request.body);
    req.end();
  });
}

/** The body of a chunked answer (the sizes and the final empty chunk dropped). */
function dechunk(raw: Buffer): Buffer {
  let rest = raw;
  const parts: Buffer[] = [];
  for (;;) {
    const lineEnd = rest.indexOf('\r\n');
    const size = lineEnd >= 0 ? Number.parseInt(rest.subarray(0, lineEnd).toString('latin1'), 16) : Number.NaN;
    if (!size) return Buffer.concat(parts);
    parts.push(rest.subarray(lineEnd + 2, lineEnd + 2 + size));
    rest = rest.subarray(lineEnd + 2 + size + 2);
  }
}

/**
 * Writes raw bytes (a request that no HTTP client would send: headers over the limit, a broken request line) and
 * parses the one answer that comes back. Resolves when the server closes the connection or answers in full.
 */
export function probeRaw(baseUrl: string, bytes: string | Buffer, timeoutMs = 20_000): Promise<ProbeAnswer> {
  const base = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: base.hostname, port: Number(base.port) });
    const chunks: Buffer[] = [];
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const bytes = Buffer.concat(chunks);
      const split = bytes.indexOf('\r\n\r\n');
      const head = (split >= 0 ? bytes.subarray(0, split) : bytes).toString('latin1');
      const [statusLine, ...lines] = head.split('\r\n');
      const headers: http.IncomingHttpHeaders = {};
      for (const line of lines) {
        const index = line.indexOf(':');
        if (index > 0) headers[line.slice(0, index).trim().toLowerCase()] = line.slice(index + 1).trim();
      }
      const rawBody = split >= 0 ? bytes.subarray(split + 4) : Buffer.alloc(0);
      const text = (/chunked/i.test(String(headers['transfer-encoding'] ?? '')) ? dechunk(rawBody) : rawBody).toString('utf8');
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine ?? '')?.[1] ?? 0);
      resolve({ status, headers, text, json: parseJson(text) });
    };
    const timer = setTimeout(() => {
      if (chunks.length) finish();
      else {
        settled = true;
        socket.destroy();
        reject(new Error('no answer to a raw request'));
      }
    }, timeoutMs);
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      // A complete answer (by its length, or its last chunk) ends the wait without depending on the server closing.
      const bytes = Buffer.concat(chunks);
      const split = bytes.indexOf('\r\n\r\n');
      if (split < 0) return;
      const head = bytes.subarray(0, split).toString('latin1');
      const length = /\r\ncontent-length: *(\d+)/i.exec(head)?.[1];
      if (length !== undefined && bytes.length - split - 4 >= Number(length)) finish();
      else if (/\r\ntransfer-encoding: *chunked/i.test(head) && bytes.subarray(-5).toString('latin1') === '0\r\n\r\n') finish();
    });
    socket.on('end', finish);
    socket.on('close', finish);
    socket.on('error', (error) => {
      if (chunks.length) finish();
      else if (!settled) {
        settled = true;
        clearTimeout(timer);
        reject(error);
      }
    });
    socket.write(bytes);
  });
}
