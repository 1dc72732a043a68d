import { MESSAGES, TTS_MAX_CHARS } from '@wonderkin/shared';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Icon } from '../../components/Icon';
import { Spinner } from '../../components/Spinner';
import { useToast } from '../../components/Toast';
import { useTts } from './api/tts';

interface AudioControls {
  /** The clip being fetched or played (null: none). */
  activeId: string | null;
  playing: boolean;
  /** Starts a clip, or stops it when it is the active one. Ignored while another clip is active. */
  toggle: (id: string, text: string) => void;
  /** Starts a clip now, stopping whatever else was playing (kid mode reads each screen as it opens). */
  read: (id: string, text: string) => void;
  stop: () => void;
  /** The one audio element, whose clock kid mode follows to light up the word being read. */
  audioRef: RefObject<HTMLAudioElement | null>;
}

const AudioContext = createContext<AudioControls | null>(null);

/** Text the speech service accepts: trimmed and at most TTS_MAX_CHARS characters. */
export function speakableText(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= TTS_MAX_CHARS ? clean : clean.slice(0, TTS_MAX_CHARS);
}

/**
 * One audio element for the whole lesson, so only one clip plays at a time (spec §4). Each clip is spoken by
 * POST /api/tts (a mutation: stopping drops a clip still being made, and only the latest request is answered);
 * the audio is kept (object URL per text) while the page is open.
 */
export function AudioProvider({ children }: { children: ReactNode }) {
  const toast = useToast();
  const audioRef = useRef<HTMLAudioElement>(null);
  const urls = useRef(new Map<string, string>());
  const [activeId, setActiveId] = useState<string | null>(null);
  const [playing, setPlaying] = useState(false);
  const { mutate: speak, reset: dropSpeech } = useTts();

  const stop = useCallback(() => {
    dropSpeech();
    const audio = audioRef.current;
    if (audio) {
      audio.pause();
      try {
        audio.currentTime = 0;
      } catch {
        // no media loaded yet
      }
    }
    setActiveId(null);
    setPlaying(false);
  }, [dropSpeech]);

  const play = useCallback(async (url: string) => {
    const audio = audioRef.current;
    if (!audio) return;
    try {
      audio.src = url;
      await audio.play();
      setPlaying(true);
    } catch (error) {
      // Stopping (pause) or starting another clip interrupts play() with an AbortError: nothing went wrong.
      if ((error as { name?: unknown } | null)?.name === 'AbortError') return;
      toast.error(MESSAGES.audioPlayFailed);
      stop();
    }
  }, [stop, toast]);

  const start = useCallback((id: string, text: string) => {
    setActiveId(id);
    setPlaying(false);
    const spoken = speakableText(text);
    const known = urls.current.get(spoken);
    if (known) {
      void play(known);
      return;
    }
    speak(spoken, {
      onSuccess: (blob) => {
        const url = URL.createObjectURL(blob);
        urls.current.set(spoken, url);
        void play(url);
      },
      onError: () => {
        toast.error(MESSAGES.ttsFailed);
        stop();
      },
    });
  }, [play, speak, stop, toast]);

  const toggle = useCallback((id: string, text: string) => {
    if (activeId === id) stop();
    else if (activeId === null) start(id, text);
  }, [activeId, start, stop]);

  const read = useCallback((id: string, text: string) => {
    // Dropping the speech still being made first: its answer would otherwise start the old clip over the new one.
    dropSpeech();
    start(id, text);
  }, [dropSpeech, start]);

  useEffect(() => {
    const all = urls.current;
    return () => {
      all.forEach((url) => URL.revokeObjectURL(url));
      all.clear();
    };
  }, []);

  const controls = useMemo(() => ({ activeId, playing, toggle, read, stop, audioRef }), [activeId, playing, toggle, read, stop]);
  return (
    <AudioContext.Provider value={controls}>
      {children}
      <audio
        ref={audioRef}
        className="lesson-audio"
        data-testid="lesson-audio"
        preload="none"
        onEnded={stop}
        onError={() => {
          if (activeId !== null && audioRef.current?.getAttribute('src')) {
            toast.error(MESSAGES.audioPlayFailed);
            stop();
          }
        }}
      />
    </AudioContext.Provider>
  );
}

export function useAudio(): AudioControls {
  const controls = useContext(AudioContext);
  if (!controls) throw new Error('useAudio() needs an <AudioProvider> above it.');
  return controls;
}

/** "Listen" button of one section. Disabled while another clip is active; pressing the active one stops it. */
export function AudioButton({ id, text, label }: { id: string; text: string; label: string }) {
  const { activeId, playing, toggle } = useAudio();
  const mine = activeId === id;
  const busyElsewhere = activeId !== null && !mine;
  const loading = mine && !playing;
  return (
    <button
      type="button"
      className={`audio-button${mine ? ' audio-button--active' : ''}`}
      aria-pressed={mine}
      aria-label={mine ? `Stop reading ${label}` : `Listen to ${label}`}
      disabled={busyElsewhere || !text.trim()}
      data-audio-id={id}
      onClick={() => toggle(id, text)}
    >
      {loading ? <Spinner size="sm" label="" /> : <Icon name={mine ? 'pause' : 'headphones'} size={18} />}
      <span className="audio-button__text">{mine ? (loading ? 'Loading…' : 'Stop') : 'Listen'}</span>
    </button>
  );
}
