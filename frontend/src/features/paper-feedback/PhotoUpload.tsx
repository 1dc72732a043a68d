import { MESSAGES, PHOTO_MAX_BYTES } from '@wonderkin/shared';
import { useId, useState, type ChangeEvent } from 'react';
import { errorMessage } from '../../lib/api';
import { useAddItem } from './api/add-item';

const MAX_MB = Math.round(PHOTO_MAX_BYTES / (1024 * 1024));

/** "Add a photo of the finished page": the phone's camera (or a file on a computer), sent as soon as it is chosen. */
export function PhotoUpload({ creationId }: { creationId: string }) {
  const id = useId();
  const add = useAddItem();
  const [tooLarge, setTooLarge] = useState(false);
  const [saved, setSaved] = useState(false);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Empty again, so that the same picture can be chosen once more after a refusal.
    input.value = '';
    if (!file) return;
    setSaved(false);
    add.reset();
    setTooLarge(file.size > PHOTO_MAX_BYTES);
    if (file.size > PHOTO_MAX_BYTES) return;
    add.mutate({ creationId, kind: 'photo', file, filename: file.name || 'finished-page.jpg' }, { onSuccess: () => setSaved(true) });
  };

  const error = tooLarge ? MESSAGES.photoTooLarge : add.error ? errorMessage(add.error, MESSAGES.serviceUnavailable) : null;
  let status = '';
  if (add.isPending) status = 'Sending your photo…';
  else if (saved) status = 'Photo saved. It is in the list below.';
  return (
    <div className="framed-box paper-add">
      <label htmlFor={id} className="paper-add__title">Add a photo of the finished page</label>
      <p id={`${id}-hint`} className="paper-hint">
        On a phone this opens the camera; on a computer, choose a picture. JPEG, PNG or WebP, up to {MAX_MB} MB.
      </p>
      <input
        id={id}
        className="paper-add__file"
        type="file"
        accept="image/*"
        capture="environment"
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        disabled={add.isPending}
        onChange={choose}
      />
      <p className="paper-status" role="status">{status}</p>
      {error && <p id={`${id}-error`} className="form-error" role="alert">{error}</p>}
    </div>
  );
}
