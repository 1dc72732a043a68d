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
    const req = http.request({
      host: base.hostname,
      port: base.port,
      method: request.method ?? 'GET',
      path: request.path,
      headers,
      agent: false,
      timeout: request.timeoutMs ?? 20_000,
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json: parseJson(text) });
      });
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`no answer to ${request.method ?? 'GET'} ${request.path.slice(0, 80)}`)));
    req.on('error', reject);
    if (request.body !== undefined) req.write(request.body);
    req.end();
  });
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
      const raw = Buffer.concat(chunks).toString('utf8');
      const split = raw.indexOf('\r\n\r\n');
      const head = split >= 0 ? raw.slice(0, split) : raw;
      const text = split >= 0 ? raw.slice(split + 4) : '';
      const [statusLine, ...lines] = head.split('\r\n');
      const headers: http.IncomingHttpHeaders = {};
      for (const line of lines) {
        const index = line.indexOf(':');
        if (index > 0) headers[line.slice(0, index).trim().toLowerCase()] = line.slice(index + 1).trim();
      }
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
      // A complete answer with a content-length ends the wait without depending on the server closing.
      const raw = Buffer.concat(chunks).toString('utf8');
      const split = raw.indexOf('\r\n\r\n');
      const length = /\r\ncontent-length: *(\d+)/i.exec(raw.slice(0, split))?.[1];
      if (split >= 0 && length !== undefined && Buffer.byteLength(raw.slice(split + 4)) >= Number(length)) finish();
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
