import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One chat request as the fake server received it. */
export interface ReceivedChatRequest {
  model: string;
  messages: { role: string; content: unknown }[];
  response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema: Record<string, unknown> } };
  stream?: boolean;
  [key: string]: unknown;
}

/** One moderation request as the fake server received it. */
export interface ReceivedModerationRequest {
  model?: string;
  input: string | string[] | ({ type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } })[];
  [key: string]: unknown;
}

/** What the fake server received: each chat request's body, and each moderation request's body. */
export interface FakeOpenAI {
  baseURL: string;
  requests: ReceivedChatRequest[];
  moderationRequests: ReceivedModerationRequest[];
  /** Every text the moderation endpoint was asked about, in order. */
  moderatedTexts(): string[];
  close(): Promise<void>;
}

/** The moderation categories of the API (omni-moderation), every one present in every result. */
export const MODERATION_CATEGORIES = [
  'harassment', 'harassment/threatening', 'hate', 'hate/threatening', 'illicit', 'illicit/violent', 'self-harm',
  'self-harm/instructions', 'self-harm/intent', 'sexual', 'sexual/minors', 'violence', 'violence/graphic',
] as const;
export type ModerationCategory = (typeof MODERATION_CATEGORIES)[number];

/** An error answer in the API's shape: `{ error: { message, type, param, code } }` with this status. */
export interface ErrorReply {
  status: number;
  error: { message: string; type?: string; param?: string | null; code?: string | null };
}

type Reply = string | ErrorReply | ((request: ReceivedChatRequest) => string | ErrorReply);

export interface FakeOpenAIOptions {
  /** Wait before answering a chat request (both modes). */
  delayMs?: number;
  host?: string;
  /**
   * How fast the model "writes": a streamed answer sends its tokens at this rate; a non-streamed answer waits as long
   * as writing the whole text would take. Unset: as fast as possible.
   */
  tokensPerSecond?: number;
  /** Characters per token (OpenAI's rule of thumb for English: about 4). */
  charsPerToken?: number;
  /** POST /moderations: the categories one input text is flagged for (none or empty: not flagged). Unset: nothing is. */
  moderationFlags?: (text: string) => readonly ModerationCategory[] | undefined;
  /** POST /moderations answers this error instead (e.g. a 500). */
  moderationError?: ErrorReply;
  /** Wait before answering a moderation request (`delayMs` is the chat requests' alone). */
  moderationDelayMs?: number;
}

/**
 * A moderation answer in the API's shape (POST /v1/moderations): one result per input, in order, each with every
 * category, its score and the input types it applies to (text inputs only here).
 */
export function moderationAnswer(texts: string[], model: string, flagsOf: (text: string) => readonly ModerationCategory[] = () => []) {
  return {
    id: `modr-${Math.random().toString(16).slice(2)}`,
    model,
    results: texts.map((text) => {
      const flags = new Set(flagsOf(text));
      return {
        flagged: flags.size > 0,
        categories: Object.fromEntries(MODERATION_CATEGORIES.map((category) => [category, flags.has(category)])),
        category_scores: Object.fromEntries(MODERATION_CATEGORIES.map((category) => [category, flags.has(category) ? 0.97 : 0.0002])),
        category_applied_input_types: Object.fromEntries(MODERATION_CATEGORIES.map((category) => [category, ['text']])),
      };
    }),
  };
}

/** The texts of a moderation request's input (a string, strings, or text and image parts; an image counts as ''). */
function moderationTexts(input: ReceivedModerationRequest['input']): string[] {
  if (typeof input === 'string') return [input];
  return input.map((item) => (typeof item === 'string' ? item : item.type === 'text' ? item.text : ''));
}

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

function chunk(id: string, model: string, delta: Record<string, unknown>, finishReason: string | null) {
  return {
    id, object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model, system_fingerprint: 'fp_fake',
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
  };
}

/** The text cut into tokens of about `charsPerToken` characters (never splitting a UTF-16 pair). */
export function tokensOf(text: string, charsPerToken: number): string[] {
  const chars = Array.from(text);
  const tokens: string[] = [];
  for (let i = 0; i < chars.length; i += charsPerToken) tokens.push(chars.slice(i, i + charsPerToken).join(''));
  return tokens;
}

/**
 * A local OpenAI-compatible server (node:http, port 0) for POST /v1/chat/completions and POST /v1/moderations. Chat
 * requests get the scripted replies in order (the last one repeats), after `delayMs`, so the real SDK talks real HTTP
 * to it; moderation requests are flagged by `moderationFlags` (or answered `moderationError`). A request with
 * `stream: true` gets server-sent events as the API sends them (`data: {chat.completion.chunk}` lines, the role
 * first, then the content token by token at `tokensPerSecond`, a last chunk with finish_reason "stop", then
 * `data: [DONE]`); an ErrorReply is answered with its status and the API's error body.
 */
export async function startFakeOpenAI(replies: Reply[], options: FakeOpenAIOptions = {}): Promise<FakeOpenAI> {
  const requests: ReceivedChatRequest[] = [];
  const moderationRequests: ReceivedModerationRequest[] = [];
  const sockets = new Set<import('node:net').Socket>();
  const timers = new Set<NodeJS.Timeout>();
  const later = (ms: number, fn: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      fn();
    }, ms);
    timers.add(timer);
  };
  const charsPerToken = options.charsPerToken ?? 4;

  function streamAnswer(res: http.ServerResponse, content: string, model: string) {
    const id = `chatcmpl-${Math.random().toString(16).slice(2)}`;
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    const send = (payload: unknown) => {
      if (!res.destroyed) res.write(`data: ${JSON.stringify(payload)}\n\n`);
    };
    send(chunk(id, model, { role: 'assistant', content: '', refusal: null }, null));
    const tokens = tokensOf(content, charsPerToken);
    // At a given rate, several tokens per write when the rate is high (timers are not finer than a few ms).
    const rate = options.tokensPerSecond;
    const perWrite = rate ? Math.max(1, Math.ceil(rate / 200)) : Math.max(1, Math.ceil(tokens.length / 8));
    const interval = rate ? (perWrite * 1000) / rate : 0;
    let next = 0;
    // Each write at its own time from the start (not "interval after the last one"), so timer lag does not add up.
    const startedAt = Date.now();
    const step = () => {
      if (res.destroyed) return;
      if (next >= tokens.length) {
        send(chunk(id, model, {}, 'stop'));
        res.end('data: [DONE]\n\n');
        return;
      }
      send(chunk(id, model, { content: tokens.slice(next, next + perWrite).join('') }, null));
      next += perWrite;
      if (interval) later(Math.max(0, startedAt + (next / perWrite) * interval - Date.now()), step);
      else setImmediate(step);
    };
    step();
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (part: Buffer) => chunks.push(part));
    req.on('end', () => {
      if (req.method === 'POST' && req.url?.endsWith('/moderations')) {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ReceivedModerationRequest;
        moderationRequests.push(body);
        const respond = () => {
          if (res.destroyed) return;
          if (options.moderationError) {
            const error = { type: 'server_error', param: null, code: null, ...options.moderationError.error };
            res.writeHead(options.moderationError.status, { 'content-type': 'application/json' }).end(JSON.stringify({ error }));
            return;
          }
          const answer = moderationAnswer(moderationTexts(body.input), body.model ?? 'omni-moderation-latest', (text) => options.moderationFlags?.(text) ?? []);
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
        };
        if (options.moderationDelayMs) later(options.moderationDelayMs, respond);
        else respond();
        return;
      }
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ReceivedChatRequest;
      requests.push(body);
      const reply = replies[Math.min(requests.length - 1, replies.length - 1)];
      const answer = typeof reply === 'function' ? reply(body) : reply;
      const respond = () => {
        if (res.destroyed) return;
        if (typeof answer !== 'string') {
          const error = { type: 'invalid_request_error', param: null, code: null, ...answer.error };
          res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify({ error }));
        } else if (body.stream) {
          streamAnswer(res, answer, body.model);
        } else {
          const writing = options.tokensPerSecond ? (tokensOf(answer, charsPerToken).length * 1000) / options.tokensPerSecond : 0;
          const send = () => {
            if (!res.destroyed) res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(completion(answer, body.model)));
          };
          if (writing) later(writing, send);
          else send();
        }
      };
      if (options.delayMs) later(options.delayMs, respond);
      else respond();
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
    moderationRequests,
    moderatedTexts: () => moderationRequests.flatMap((request) => moderationTexts(request.input)),
    close: () => new Promise<void>((resolve) => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    }),
  };
}
