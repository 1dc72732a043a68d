import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake provider received: each transcription's model and file, each vision request's model and image. */
export interface FakeReadingApi {
  baseURL: string;
  transcriptions: { model: string; filename: string; contentType: string; bytes: number }[];
  visions: { model: string; imageUrl: string; responseFormat: unknown }[];
  close(): Promise<void>;
}

/**
 * A local stand-in for the provider's speech-to-text and vision endpoints, answering in the documented shapes:
 * POST /v1/audio/transcriptions (multipart: file, model) → { text }; POST /v1/chat/completions with an image part →
 * a chat completion whose message content is the JSON the response_format asks for. `fail` makes both answer 500.
 */
export async function startFakeReadingApi(options: { transcript: string; description: string; fail?: () => boolean }): Promise<FakeReadingApi> {
  const transcriptions: FakeReadingApi['transcriptions'] = [];
  const visions: FakeReadingApi['visions'] = [];
  const server = http.createServer((req, res) => {
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (options.fail?.()) return reply(500, { error: { message: 'The server had an error', type: 'server_error', param: null, code: null } });
    if (req.method === 'POST' && req.url === '/v1/audio/transcriptions') {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', async () => {
        // The multipart form as the SDK sent it, read by the platform's own parser.
        const form = await new Response(Buffer.concat(chunks), { headers: { 'content-type': String(req.headers['content-type']) } }).formData();
        const file = form.get('file');
        const model = form.get('model');
        if (!(file instanceof Blob) || typeof model !== 'string') {
          return reply(400, { error: { message: 'file and model are required', type: 'invalid_request_error', param: null, code: null } });
        }
        transcriptions.push({ model, filename: (file as File).name, contentType: file.type, bytes: file.size });
        reply(200, { text: options.transcript });
      });
      return;
    }
    if (req.method === 'POST' && req.url === '/v1/chat/completions') {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        const parts = body.messages?.[0]?.content ?? [];
        const image = Array.isArray(parts) ? parts.find((part: { type: string }) => part.type === 'image_url') : undefined;
        if (!image) return reply(400, { error: { message: 'no image', type: 'invalid_request_error', param: null, code: null } });
        visions.push({ model: body.model, imageUrl: image.image_url.url, responseFormat: body.response_format });
        reply(200, {
          id: 'chatcmpl-fake', object: 'chat.completion', created: Math.floor(Date.now() / 1000), model: body.model,
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: JSON.stringify({ description: options.description }), refusal: null } }],
          usage: { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 },
        });
      });
      return;
    }
    reply(404, { error: { message: `no route ${req.method} ${req.url}`, type: 'invalid_request_error', param: null, code: null } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    transcriptions,
    visions,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
