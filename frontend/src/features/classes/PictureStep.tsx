import { CLASS_PICTURES, MESSAGES, PICTURE_PASSWORD_LENGTH, type ClassPictureId } from '@wonderkin/shared';
import { useId, useState } from 'react';
import { Button } from '../../components';
import { errorMessage } from '../../lib/api';
import { useDeviceSignIn } from './api/device-sign-in';
import type { DeviceStudent } from './NameStep';
import { pictureOf } from './words';

export interface PictureStepProps {
  code: string;
  student: DeviceStudent;
  onBack: () => void;
}

/**
 * Step 3: the child taps their three pictures in order; the third tap signs in. A wrong answer says so in words and
 * empties the slots for another go.
 */
export function PictureStep({ code, student, onBack }: PictureStepProps) {
  const base = useId();
  const signIn = useDeviceSignIn();
  const [chosen, setChosen] = useState<ClassPictureId[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const full = chosen.length >= PICTURE_PASSWORD_LENGTH;

  const tap = (id: ClassPictureId) => {
    if (signIn.isPending || full) return;
    const next = [...chosen, id];
    setChosen(next);
    setMessage(null);
    if (next.length < PICTURE_PASSWORD_LENGTH) return;
    // Signed in, the page shows the student's work (the session's answer is kept by the hook).
    signIn.mutate({ code, studentId: student.studentId, pictures: next }, {
      onError: (failure) => {
        setMessage(errorMessage(failure, MESSAGES.serviceUnavailable));
        setChosen([]);
      },
    });
  };

  const slots = Array.from({ length: PICTURE_PASSWORD_LENGTH }, (_, index) => chosen[index]);
  return (
    <section className="device-step" aria-labelledby={`${base}-title`}>
      <h1 id={`${base}-title`} className="device-step__title">Hi {student.displayName}! Tap your 3 pictures</h1>
      <ol className="picture-slots" aria-label="Your pictures">
        {slots.map((id, index) => (
          <li key={index} className={`picture-slot${id ? ' picture-slot--full' : ''}`}>
            {id
              ? <><span className="picture-slot__emoji" aria-hidden="true">{pictureOf(id).emoji}</span><span className="visually-hidden">{pictureOf(id).label}</span></>
              : <span className="visually-hidden">empty</span>}
          </li>
        ))}
      </ol>
      <p className="visually-hidden" aria-live="polite">{chosen.length} of {PICTURE_PASSWORD_LENGTH} pictures chosen</p>
      {message && <p className="form-error device-step__error" role="alert">{message}</p>}
      {signIn.isPending && <p className="device-step__lead" role="status">Checking…</p>}
      <ul className="picture-grid" role="list">
        {CLASS_PICTURES.map((picture) => (
          <li key={picture.id}>
            <button
              type="button"
              className="picture-button"
              aria-label={picture.label}
              aria-disabled={full || undefined}
              onClick={() => tap(picture.id)}
            >
              <span className="picture-button__emoji" aria-hidden="true">{picture.emoji}</span>
              <span className="picture-button__label" aria-hidden="true">{picture.label}</span>
            </button>
          </li>
        ))}
      </ul>
      <div className="device-step__footer">
        <Button variant="secondary" size="lg" disabled={chosen.length === 0 || signIn.isPending} onClick={() => { setChosen([]); setMessage(null); }}>Start again</Button>
        <Button variant="ghost" size="lg" disabled={signIn.isPending} onClick={onBack}>Not {student.displayName}? Back to the names</Button>
      </div>
    </section>
  );
}
