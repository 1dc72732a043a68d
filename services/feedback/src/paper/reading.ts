import OpenAI, { toFile } from 'openai';
import { z } from 'zod';
import type { PaperFeedbackReading } from '@wonderkin/shared';
import type { PaperItemDoc } from './store';

/** Reads a photo or a voice note with a provider: a voice note's words, what a photo of a finished page shows. */
export interface PaperReader {
  read(doc: PaperItemDoc, bytes: Buffer): Promise<Omit<PaperFeedbackReading, 'status'>>;
}

export interface PaperReaderOptions {
  apiKey: string;
  baseURL?: string;
  transcribeModel: string;
  visionModel: string;
  timeoutMs?: number;
}

const PhotoReadingSchema = z.object({ description: z.string().min(1).max(400) });

/** The provider's answer for a photo, in a shape the API enforces (structured outputs). */
const PHOTO_FORMAT = {
  type: 'json_schema' as const,
  json_schema: {
    name: 'finished_page',
    strict: true,
    schema: {
      type: 'object', additionalProperties: false, required: ['description'],
      properties: { description: { type: 'string', description: 'One or two plain sentences for the parent about what the page shows.' } },
    },
  },
};

const PHOTO_PROMPT = 'A parent photographed a page of a printed activity book their child finished. In one or two plain, kind '
  + 'sentences for the parent, say what the page shows the child did (which activity, what is filled in or drawn). Describe only '
  + 'what is visible; do not guess at anything you cannot see, and never describe or identify a person.';

/**
 * The provider through the official SDK (OPENAI_BASE_URL points it anywhere compatible): a voice note goes to
 * speech-to-text (POST /audio/transcriptions), a photo to a vision model (POST /chat/completions with the image inline).
 * Nothing is kept by us but the words that come back.
 */
export function createOpenAiPaperReader(options: PaperReaderOptions): PaperReader {
  const client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseURL, maxRetries: 1, timeout: options.timeoutMs ?? 60_000 });
  return {
    async read(doc, bytes) {
      if (doc.kind === 'voice') {
        const file = await toFile(bytes, doc.file, { type: doc.contentType });
        const transcription = await client.audio.transcriptions.create({ file, model: options.transcribeModel });
        return { transcript: transcription.text.trim().slice(0, 4000) };
      }
      const completion = await client.chat.completions.create({
        model: options.visionModel,
        messages: [{
          role: 'user',
          content: [
            { type: 'text', text: PHOTO_PROMPT },
            { type: 'image_url', image_url: { url: `data:${doc.contentType};base64,${bytes.toString('base64')}`, detail: 'low' } },
          ],
        }],
        response_format: PHOTO_FORMAT,
      });
      const parsed = PhotoReadingSchema.parse(JSON.parse(completion.choices[0]?.message?.content ?? '{}'));
      return { description: parsed.description.trim() };
    },
  };
}
