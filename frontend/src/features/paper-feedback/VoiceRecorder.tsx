import { MESSAGES, VOICE_NOTE_MAX_SECONDS } from '@wonderkin/shared';
import { useId, useState } from 'react';
import { Button } from '../../components';
import { errorMessage } from '../../lib/api';
import { useAddItem } from './api/add-item';
import { canRecord, RECORDING_UNSUPPORTED, voiceFilename } from './recorder';
import { useVoiceRecorder } from './useVoiceRecorder';
import { clock } from './words';

/** Record a voice note of up to VOICE_NOTE_MAX_SECONDS, listen to it, then save it to the child's record or discard it. */
export function VoiceRecorder({ creationId, child }: { creationId: string; child: string }) {
  const id = useId();
  const { recording, elapsed, start, stop, discard } = useVoiceRecorder();
  const add = useAddItem();
  const [saved, setSaved] = useState(false);
  const [supported] = useState(canRecord);

  const record = () => {
    setSaved(false);
    add.reset();
    void start();
  };
  const save = () => {
    if (recording.step !== 'recorded') return;
    add.mutate({ creationId, kind: 'voice', file: recording.blob, filename: voiceFilename(recording.blob.type) }, {
      onSuccess: () => {
        discard();
        setSaved(true);
      },
    });
  };
  const throwAway = () => {
    add.reset();
    discard();
  };

  let status = '';
  if (recording.step === 'starting') status = 'Starting the microphone…';
  else if (recording.step === 'recording') status = 'Recording. Press Stop when you are done.';
  else if (add.isPending) status = 'Sending your voice note…';
  else if (recording.step === 'recorded') {
    status = recording.reachedLimit
      ? `Stopped at ${VOICE_NOTE_MAX_SECONDS} seconds, the longest a voice note can be. Listen, then save it or discard it.`
      : 'Recorded. Listen, then save it or discard it.';
  } else if (saved) status = 'Voice note saved. It is in the list below.';

  let controls;
  if (!supported) controls = <p className="paper-note">{RECORDING_UNSUPPORTED}</p>;
  else if (recording.step === 'recording') {
    controls = (
      <div className="paper-voice__row">
        <p className="paper-voice__clock" role="timer" aria-label="Time recorded">
          <span className="paper-voice__dot" aria-hidden="true" />
          {clock(elapsed)} of {clock(VOICE_NOTE_MAX_SECONDS)} · {Math.ceil(VOICE_NOTE_MAX_SECONDS - elapsed)} s left
        </p>
        <Button variant="danger" onClick={stop}>Stop</Button>
      </div>
    );
  } else if (recording.step === 'recorded') {
    controls = (
      <>
        <audio className="paper-item__audio" controls src={recording.url} aria-label="Your voice note, not saved yet" />
        <div className="paper-voice__row">
          <Button onClick={save} loading={add.isPending}>Save voice note</Button>
          <Button variant="ghost" onClick={throwAway} disabled={add.isPending}>Discard</Button>
        </div>
      </>
    );
  } else {
    controls = (
      <div className="paper-voice__row">
        <Button variant="secondary" onClick={record} loading={recording.step === 'starting'}>Record</Button>
      </div>
    );
  }

  return (
    <div className="framed-box paper-add paper-voice" role="group" aria-labelledby={`${id}-title`} aria-describedby={`${id}-hint`}>
      <p id={`${id}-title`} className="paper-add__title">Record a voice note</p>
      <p id={`${id}-hint`} className="paper-hint">
        Up to {VOICE_NOTE_MAX_SECONDS} seconds: {child} can say what they made, or you can say how it went.
      </p>
      {controls}
      <p className="paper-status" role="status">{status}</p>
      {recording.step === 'problem' && <p className="form-error" role="alert">{recording.message}</p>}
      {add.error && <p className="form-error" role="alert">{errorMessage(add.error, MESSAGES.serviceUnavailable)}</p>}
    </div>
  );
}
