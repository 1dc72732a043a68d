import { useEffect, useMemo, useState } from 'react';
import { Icon } from '../../../components/Icon';
import { Spinner } from '../../../components/Spinner';
import { speakableText, useAudio } from '../audio';
import { textPieces, wordAt, wordWeights } from './wordTiming';

/** What one kid-mode clip reads: its id (one per screen, question or celebration) and the words it says. */
export interface Clip {
  id: string;
  text: string;
}

/**
 * The index of the word of `clip` being read now (-1 when it is not playing). It follows the one audio element's
 * clock frame by frame while the clip plays, so pausing or stopping the audio stops the highlight with it.
 */
export function useSpokenWord(clip: Clip): number {
  const { activeId, playing, audioRef } = useAudio();
  const live = activeId === clip.id && playing;
  const weights = useMemo(() => wordWeights(speakableText(clip.text)), [clip.text]);
  const [word, setWord] = useState(-1);
  useEffect(() => {
    const audio = audioRef.current;
    if (!live || !audio) return undefined;
    let frame = 0;
    const follow = () => {
      setWord(wordAt(audio.currentTime, audio.duration, weights));
      frame = requestAnimationFrame(follow);
    };
    frame = requestAnimationFrame(follow);
    return () => cancelAnimationFrame(frame);
  }, [audioRef, live, weights]);
  return live ? word : -1;
}

/** Text whose words light up one by one as they are read; `first` is the index of its first word in the clip. */
export function SpokenText({ text, first = 0, current }: { text: string; first?: number; current: number }) {
  return (
    <>
      {textPieces(text, first).map((piece, index) => (piece.word === null
        ? piece.text
        : <span key={index} className={`kid-word${piece.word === current ? ' kid-word--now' : ''}`}>{piece.text}</span>))}
    </>
  );
}

/** The big "Read to me" button of a screen: reads its clip, or stops it. */
export function ReadToMeButton({ clip }: { clip: Clip }) {
  const { activeId, playing, read, stop } = useAudio();
  const mine = activeId === clip.id;
  const loading = mine && !playing;
  return (
    <button
      type="button"
      className={`kid-read${mine ? ' kid-read--on' : ''}`}
      disabled={!clip.text.trim()}
      onClick={() => (mine ? stop() : read(clip.id, clip.text))}
    >
      {loading ? <Spinner size="sm" label="" /> : <Icon name={mine ? 'pause' : 'headphones'} size={28} />}
      <span>{mine ? 'Stop reading' : 'Read to me'}</span>
    </button>
  );
}
