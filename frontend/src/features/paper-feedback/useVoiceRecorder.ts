import { VOICE_NOTE_MAX_SECONDS } from '@wonderkin/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { canRecord, microphoneProblem, pickMimeType, RECORDING_UNSUPPORTED } from './recorder';

export type Recording =
  | { step: 'idle' }
  | { step: 'starting' }
  | { step: 'recording'; startedAt: number }
  /** A preview to listen to, not saved yet; `reachedLimit` when the recorder stopped itself at the longest a note can be. */
  | { step: 'recorded'; blob: Blob; url: string; seconds: number; reachedLimit: boolean }
  | { step: 'problem'; message: string };

interface Live {
  recorder: MediaRecorder;
  stream: MediaStream;
  limit: ReturnType<typeof setTimeout>;
}

const NOTHING_RECORDED = 'Nothing was recorded. Try again, a little closer to the microphone.';
const TICK_MS = 250;

/**
 * Records one voice note with the browser's microphone (getUserMedia + MediaRecorder): Record asks for the microphone,
 * Stop (or the limit, VOICE_NOTE_MAX_SECONDS) ends it and gives a preview to listen to before it is saved or discarded.
 * The microphone is released as soon as the recording ends, and when the page goes away.
 */
export function useVoiceRecorder() {
  const [recording, setRecording] = useState<Recording>({ step: 'idle' });
  const [now, setNow] = useState(0);
  const live = useRef<Live | null>(null);
  const mounted = useRef(false);

  const release = useCallback(() => {
    const current = live.current;
    if (!current) return;
    clearTimeout(current.limit);
    current.stream.getTracks().forEach((track) => track.stop());
    live.current = null;
  }, []);

  const start = useCallback(async () => {
    if (live.current) return;
    if (!canRecord()) {
      setRecording({ step: 'problem', message: RECORDING_UNSUPPORTED });
      return;
    }
    setRecording({ step: 'starting' });
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      if (mounted.current) setRecording({ step: 'problem', message: microphoneProblem(error) });
      return;
    }
    if (!mounted.current) {
      stream.getTracks().forEach((track) => track.stop());
      return;
    }
    const mimeType = pickMimeType(typeof MediaRecorder.isTypeSupported === 'function' ? (type) => MediaRecorder.isTypeSupported(type) : undefined);
    let recorder: MediaRecorder;
    try {
      recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    } catch {
      stream.getTracks().forEach((track) => track.stop());
      setRecording({ step: 'problem', message: RECORDING_UNSUPPORTED });
      return;
    }
    const chunks: Blob[] = [];
    const startedAt = Date.now();
    let reachedLimit = false;
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstop = () => {
      const seconds = Math.min((Date.now() - startedAt) / 1000, VOICE_NOTE_MAX_SECONDS);
      release();
      if (!mounted.current) return;
      const blob = new Blob(chunks, { type: recorder.mimeType || mimeType || 'audio/webm' });
      if (blob.size === 0) {
        setRecording({ step: 'problem', message: NOTHING_RECORDED });
        return;
      }
      setRecording({ step: 'recorded', blob, url: URL.createObjectURL(blob), seconds, reachedLimit });
    };
    const limit = setTimeout(() => {
      reachedLimit = true;
      if (recorder.state !== 'inactive') recorder.stop();
    }, VOICE_NOTE_MAX_SECONDS * 1000);
    live.current = { recorder, stream, limit };
    try {
      recorder.start();
    } catch {
      recorder.onstop = null;
      release();
      setRecording({ step: 'problem', message: RECORDING_UNSUPPORTED });
      return;
    }
    setNow(startedAt);
    setRecording({ step: 'recording', startedAt });
  }, [release]);

  const stop = useCallback(() => {
    const recorder = live.current?.recorder;
    if (recorder && recorder.state !== 'inactive') recorder.stop();
  }, []);

  const discard = useCallback(() => setRecording({ step: 'idle' }), []);

  // The clock while recording.
  const recordingNow = recording.step === 'recording';
  useEffect(() => {
    if (!recordingNow) return undefined;
    const tick = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(tick);
  }, [recordingNow]);

  // A preview's address lives as long as the preview.
  const previewUrl = recording.step === 'recorded' ? recording.url : null;
  useEffect(() => (previewUrl ? () => URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);

  // Leaving the page mid-recording lets go of the microphone and keeps nothing.
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      const current = live.current;
      if (!current) return;
      current.recorder.onstop = null;
      if (current.recorder.state !== 'inactive') current.recorder.stop();
      release();
    };
  }, [release]);

  const elapsed = recording.step === 'recording' ? Math.min(VOICE_NOTE_MAX_SECONDS, Math.max(0, (now - recording.startedAt) / 1000)) : 0;
  return { recording, elapsed, start, stop, discard };
}
