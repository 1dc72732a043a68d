import http from 'node:http';
import net from 'node:net';

// Sends one request straight into an app (an Express handler) as if it came from `remoteAddress`, without a
// network: how the tests prove that a caller on another host is refused (tests may only send traffic to loopback).

export interface Injected { status: number; headers: http.OutgoingHttpHeaders; body: string; json: () => unknown }

export function injectRequest(
  app: (req: http.IncomingMessage, res: http.ServerResponse) => void,
  options: { method?: string; url: string; headers?: Record<string, string>; remoteAddress: string; body?: string },
): Promise<Injected> {
  return new Promise((resolve, reject) => {
    const socket = new net.Socket();
    Object.defineProperty(socket, 'remoteAddress', { value: options.remoteAddress });
    const req = new http.IncomingMessage(socket);
    req.method = options.method ?? 'GET';
    req.url = options.url;
    req.headers = Object.fromEntries(Object.entries({ host: 'service.internal', ...options.headers }).map(([k, v]) => [k.toLowerCase(), v]));
    if (options.body !== undefined) req.push(options.body);
    req.push(null);
    const res = new http.ServerResponse(req);
    const chunks: Buffer[] = [];
    res.write = ((chunk: unknown) => { if (chunk) chunks.push(Buffer.from(chunk as string)); return true; }) as typeof res.write;
    res.end = ((chunk?: unknown) => {
      if (chunk && typeof chunk !== 'function') chunks.push(Buffer.from(chunk as string));
      const body = Buffer.concat(chunks).toString('utf8');
      resolve({ status: res.statusCode, headers: res.getHeaders(), body, json: () => JSON.parse(body) });
      return res;
    }) as typeof res.end;
    try {
      app(req, res);
    } catch (error) {
      reject(error);
    }
  });
}
