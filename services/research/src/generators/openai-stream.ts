import type { ChatCompletionChunk } from 'openai/resources/chat/completions';

/** Snapshots of the streamed text at most this often: ≤ 5 progress updates a second reach Redis and the page. */
export const SNAPSHOT_INTERVAL_MS = 200;

export interface StreamedAnswer {
  text: string;
  /** Why the model stopped ("stop", "length" when cut off…), null when the stream ended without saying. */
  finishReason: string | null;
}

/**
 * Reads a streamed chat completion to its end, handing the text written so far to `onSnapshot` at most every
 * `intervalMs` (the first piece at once, the latest one after a quiet spell, and the whole text at the end), so a
 * reader that parses the text is not run for every token.
 */
export async function readStreamedAnswer(
  stream: AsyncIterable<ChatCompletionChunk>,
  onSnapshot?: (text: string) => void,
  intervalMs = SNAPSHOT_INTERVAL_MS,
): Promise<StreamedAnswer> {
  let text = '';
  let finishReason: string | null = null;
  let sentAt = 0;
  let sentLength = -1;
  let timer: NodeJS.Timeout | undefined;

  const send = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (!onSnapshot || text.length === sentLength) return;
    sentAt = Date.now();
    sentLength = text.length;
    onSnapshot(text);
  };
  const schedule = () => {
    if (!onSnapshot || timer) return;
    const wait = sentAt + intervalMs - Date.now();
    if (wait <= 0) send();
    else timer = setTimeout(send, wait);
  };

  try {
    for await (const chunk of stream) {
      const choice = chunk.choices[0];
      if (choice?.delta?.content) {
        text += choice.delta.content;
        schedule();
      }
      if (choice?.finish_reason) finishReason = choice.finish_reason;
    }
  } finally {
    if (timer) clearTimeout(timer);
    timer = undefined;
  }
  send();
  return { text, finishReason };
}
