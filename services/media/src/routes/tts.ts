import { Router } from 'express';
import { MESSAGES, TtsRequestSchema } from '@wonderkin/shared';
import { parseOr400, type Logger } from '@wonderkin/server-kit';
import type { TtsService } from '../speech/tts-cache';

export const TTS_CACHE_HEADER = 'x-tts-cache';

/** POST /api/tts {text} → audio/mpeg speech (espeak-ng, or OpenAI speech when keyed), cached by text. */
export function ttsRoutes(tts: TtsService, logger: Logger): Router {
  const router = Router();
  router.post('/api/tts', async (req, res) => {
    const { text } = parseOr400(TtsRequestSchema, req.body ?? {});
    let result;
    try {
      result = await tts.speak(text);
    } catch (error) {
      logger.error({ err: error, requestId: res.locals.requestId, chars: text.length }, 'tts failed');
      res.status(500).json({ error: MESSAGES.ttsFailed });
      return;
    }
    res.setHeader(TTS_CACHE_HEADER, result.cached ? 'hit' : 'miss');
    res.sendFile(result.file, { headers: { 'Content-Type': 'audio/mpeg' }, cacheControl: false }, (error) => {
      if (error && !res.headersSent) res.status(500).type('json').json({ error: MESSAGES.ttsFailed });
    });
  });
  return router;
}
