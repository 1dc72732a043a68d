import { CLASS_CODE_LENGTH } from '@wonderkin/shared';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components';

export interface CodeStepProps {
  /** The code tried last (kept in the box when it did not work). */
  initial: string;
  /** Why the code did not open a class, in the server's words. */
  error: string | null;
  busy: boolean;
  onOpen: (typed: string) => void;
}

/** Step 1 on a classroom device: the teacher types the class code once. */
export function CodeStep({ initial, error, busy, onOpen }: CodeStepProps) {
  const base = useId();
  const [typed, setTyped] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onOpen(typed);
  };
  return (
    <form className="device-step" onSubmit={submit} aria-labelledby={`${base}-title`} noValidate aria-busy={busy || undefined}>
      <h1 id={`${base}-title`} className="device-step__title">Open your class</h1>
      <div className="device-code">
        <label htmlFor={`${base}-code`}>Class code</label>
        <p id={`${base}-hint`} className="device-code__hint">{CLASS_CODE_LENGTH} letters and numbers, from your teacher.</p>
        <input
          id={`${base}-code`}
          className="device-code__input"
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          maxLength={CLASS_CODE_LENGTH + 2}
          value={typed}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${base}-hint`, error ? `${base}-error` : ''].filter(Boolean).join(' ')}
          onChange={(event) => setTyped(event.target.value.toUpperCase())}
        />
      </div>
      {error && <p id={`${base}-error`} className="form-error device-step__error" role="alert">{error}</p>}
      <Button type="submit" size="lg" block loading={busy}>Open class</Button>
    </form>
  );
}
