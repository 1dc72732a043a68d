import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** The parts of the Web Speech API we use (not in TypeScript's DOM library). */
interface SpeechRecognitionResultLike {
  readonly isFinal: boolean;
  readonly 0: { readonly transcript: string };
}
interface SpeechRecognitionEventLike {
  readonly resultIndex: number;
  readonly results: ArrayLike<SpeechRecognitionResultLike>;
}
export interface SpeechRecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: SpeechRecognitionEventLike) => void) | null;
  onerror: ((event: { error?: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
type RecognitionConstructor = new () => SpeechRecognitionLike;

export function speechRecognitionConstructor(): RecognitionConstructor | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as { SpeechRecognition?: RecognitionConstructor; webkitSpeechRecognition?: RecognitionConstructor };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

export interface SpeechInputOptions {
  /** Called with the full text heard since listening started (interim results included). */
  onTranscript: (heard: string) => void;
  /** 'unsupported' when the browser has no speech recognition, 'error' when it failed. */
  onProblem: (problem: 'unsupported' | 'error') => void;
}

/** Speech input that toggles listening on and off (spec §4: en-US, continuous). */
export function useSpeechInput({ onTranscript, onProblem }: SpeechInputOptions) {
  const [listening, setListening] = useState(false);
  const recognition = useRef<SpeechRecognitionLike | null>(null);
  // The latest callbacks for the recognition's events, which outlive the render that started it. Written after
  // commit (not during render, which React may throw away).
  const callbacks = useRef({ onTranscript, onProblem });
  useLayoutEffect(() => {
    callbacks.current = { onTranscript, onProblem };
  });

  const stop = useCallback(() => {
    recognition.current?.stop();
    recognition.current = null;
    setListening(false);
  }, []);

  const start = useCallback(() => {
    const Recognition = speechRecognitionConstructor();
    if (!Recognition) {
      callbacks.current.onProblem('unsupported');
      return;
    }
    const instance = new Recognition();
    instance.lang = 'en-US';
    instance.continuous = true;
    instance.interimResults = true;
    const finals: string[] = [];
    instance.onresult = (event) => {
      let interim = '';
      for (let i = event.resultIndex; i < event.results.length; i += 1) {
        const result = event.results[i];
        if (result.isFinal) finals[i] = result[0].transcript.trim();
        else interim += result[0].transcript;
      }
      callbacks.current.onTranscript([...finals.filter(Boolean), interim.trim()].filter(Boolean).join(' '));
    };
    instance.onerror = (event) => {
      // "no-speech" and "aborted" are not failures the user needs to hear about.
      if (event.error !== 'aborted' && event.error !== 'no-speech') callbacks.current.onProblem('error');
      recognition.current = null;
      setListening(false);
    };
    instance.onend = () => {
      if (recognition.current === instance) recognition.current = null;
      setListening(false);
    };
    try {
      instance.start();
      recognition.current = instance;
      setListening(true);
    } catch {
      callbacks.current.onProblem('error');
    }
  }, []);

  const toggle = useCallback(() => (recognition.current ? stop() : start()), [start, stop]);

  useEffect(() => () => recognition.current?.abort(), []);

  return { listening, toggle, stop };
}
