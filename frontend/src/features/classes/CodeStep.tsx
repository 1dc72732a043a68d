import { CLASS_CODE_LENGTH } from '@wonderkin/shared';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components';
import { ClassCodeInput } from './ClassCodeInput';

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
        <ClassCodeInput
          id={`${base}-code`}
          className="device-code__input"
          value={typed}
          onChange={setTyped}
          invalid={Boolean(error)}
          describedBy={[`${base}-hint`, error ? `${base}-error` : ''].filter(Boolean).join(' ')}
        />
      </div>
      {error && <p id={`${base}-error`} className="form-error device-step__error" role="alert">{error}</p>}
      <Button type="submit" size="lg" block loading={busy}>Open class</Button>
    </form>
  );
}
