import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake server received: each chat request's body. */
export interface FakeOpenAI {
  baseURL: string;
  requests: { model: string; messages: { role: string; content: unknown }[]; response_format?: unknown }[];
  close(): Promise<void>;
}

type Reply = string | ((request: FakeOpenAI['requests'][number]) => string);

function completion(content: string, model: string) {
  return {
    id: `chatcmpl-${Math.random().toString(16).slice(2)}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: 'stop', logprobs: null }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

/**
 * A local OpenAI-compatible server (node:http, port 0) for POST /v1/chat/completions. It answers the scripted replies
 * in order (the last one repeats), after `delayMs`, so the real SDK talks real HTTP to it.
 */
export async function startFakeOpenAI(replies: Reply[], options: { delayMs?: number; host?: string } = {}): Promise<FakeOpenAI> {
  const requests: FakeOpenAI['requests'] = [];
  const sockets = new Set<import('node:net').Socket>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      requests.push(body);
      const reply = replies[Math.min(requests.length - 1, replies.length - 1)];
      const content = typeof reply === 'function' ? reply(body) : reply;
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(completion(content, body.model)));
      };
      if (options.delayMs) setTimeout(send, options.delayMs);
      else send();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () => new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    }),
  };
}
