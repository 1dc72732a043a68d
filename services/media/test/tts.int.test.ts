import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { MESSAGES, TTS_MAX_CHARS } from '@wonderkin/shared';
import { closeServer, listen } from '@wonderkin/server-kit';
import { createEspeakEngine } from '../src/speech/espeak';
import type { SpeechEngine } from '../src/speech/engine';
import { ffprobeJson, startMediaApp, type MediaHarness } from './support';

const isMp3 = (bytes: Buffer) => bytes.subarray(0, 3).toString('latin1') === 'ID3' || (bytes[0] === 0xff && (bytes[1] & 0xe0) === 0xe0);

const postTts = (baseUrl: string, body: unknown) =>
  fetch(`${baseUrl}/api/tts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('POST /api/tts with espeak-ng', () => {
  let media: MediaHarness;
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'wk-tts-test-'));
  beforeAll(async () => { media = await startMediaApp('tts'); });
  afterAll(async () => {
    await media?.close();
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  it('answers real MP3 speech, then serves the same audio from the cache without speaking again', async () => {
    const text = 'Volcanoes are mountains that can let out hot, melted rock called lava.';
    const first = await postTts(media.baseUrl, { text });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^audio\/mpeg/);
    expect(first.headers.get('x-tts-cache')).toBe('miss');
    const audio = Buffer.from(await first.arrayBuffer());
    expect(isMp3(audio)).toBe(true);
    const file = path.join(scratch, 'speech.mp3');
    fs.writeFileSync(file, audio);
    const probe = ffprobeJson(file);
    expect(probe.streams[0].codec_name).toBe('mp3');
    // About a dozen words: well over a second of speech.
    expect(Number(probe.format.duration)).toBeGreaterThan(2);

    const cached = fs.readdirSync(media.paths.ttsCache).filter((name) => name.endsWith('.mp3'));
    expect(cached).toHaveLength(1);
    const before = fs.statSync(path.join(media.paths.ttsCache, cached[0])).mtimeMs;

    const second = await postTts(media.baseUrl, { text });
    expect(second.status).toBe(200);
    expect(second.headers.get('x-tts-cache')).toBe('hit');
    expect(Buffer.from(await second.arrayBuffer()).equals(audio)).toBe(true);
    // Nothing was written again: the same single file, untouched.
    expect(fs.readdirSync(media.paths.ttsCache).filter((name) => name.endsWith('.mp3'))).toEqual(cached);
    expect(fs.statSync(path.join(media.paths.ttsCache, cached[0])).mtimeMs).toBe(before);
  });

  it('makes different audio for different text', async () => {
    const response = await postTts(media.baseUrl, { text: 'Puppies love to play.' });
    expect(response.headers.get('x-tts-cache')).toBe('miss');
    expect(fs.readdirSync(media.paths.ttsCache).filter((name) => name.endsWith('.mp3')).length).toBeGreaterThanOrEqual(2);
  });

  it.each([
    ['empty text', { text: '' }, MESSAGES.ttsEmpty],
    ['blank text', { text: '   \n ' }, MESSAGES.ttsEmpty],
    ['no text', {}, MESSAGES.ttsEmpty],
    ['text that is not a string', { text: 42 }, MESSAGES.ttsEmpty],
    ['over-long text', { text: 'a'.repeat(TTS_MAX_CHARS + 1) }, MESSAGES.ttsTooLong],
  ])('answers 400 for %s', async (_label, body, message) => {
    const response = await postTts(media.baseUrl, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: message });
  });
});

describe('POST /api/tts failures and OpenAI speech', () => {
  it('answers 500 with the spec message when speech cannot be made', async () => {
    const broken: SpeechEngine = {
      name: 'espeak-ng',
      voice: 'broken',
      toWav: async () => { throw new Error('no voice'); },
      toMp3: async () => { throw new Error('no voice'); },
    };
    const media = await startMediaApp('tts-broken', { speech: broken });
    try {
      const response = await postTts(media.baseUrl, { text: 'Hello' });
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ error: MESSAGES.ttsFailed });
    } finally {
      await media.close();
    }
  });

  it('uses OpenAI speech (model and voice from config) when a key is set', async () => {
    // A local OpenAI-compatible server: real SDK, real HTTP. It answers with real MP3 made by espeak-ng.
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'wk-tts-openai-'));
    const mp3File = path.join(scratch, 'answer.mp3');
    await createEspeakEngine().toMp3('This is the OpenAI voice.', mp3File, scratch);
    const mp3 = fs.readFileSync(mp3File);
    const requests: { path: string; auth?: string; body: Record<string, unknown> }[] = [];
    const fake = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk) => { raw += chunk; });
      req.on('end', () => {
        requests.push({ path: req.url ?? '', auth: req.headers.authorization, body: JSON.parse(raw || '{}') });
        res.writeHead(200, { 'content-type': 'audio/mpeg' }).end(mp3);
      });
    });
    const port = await listen(fake, 0, '127.0.0.1');
    const media = await startMediaApp('tts-openai', {
      env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: `http://127.0.0.1:${port}/v1`, OPENAI_TTS_MODEL: 'tts-test', OPENAI_TTS_VOICE: 'nova' },
    });
    try {
      const response = await postTts(media.baseUrl, { text: 'Hello from the cloud' });
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(mp3)).toBe(true);
      expect(requests).toHaveLength(1);
      expect(requests[0].path).toBe('/v1/audio/speech');
      expect(requests[0].auth).toBe('Bearer sk-test');
      expect(requests[0].body).toMatchObject({ model: 'tts-test', voice: 'nova', input: 'Hello from the cloud', response_format: 'mp3' });
      const again = await postTts(media.baseUrl, { text: 'Hello from the cloud' });
      expect(again.headers.get('x-tts-cache')).toBe('hit');
      expect(requests).toHaveLength(1);
    } finally {
      await media.close();
      await closeServer(fake);
      fs.rmSync(scratch, { recursive: true, force: true });
    }
  });
});
