import { CLASS_CODE_LENGTH } from '@wonderkin/shared';
import type { Ref } from 'react';

export interface ClassCodeInputProps {
  id: string;
  className: string;
  value: string;
  /** The typed code, in capitals (codes are; a phone keyboard may not be). */
  onChange: (code: string) => void;
  invalid: boolean;
  describedBy: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** The class code field, on the classroom device and in a parent's "Join a class": no autocorrect, room for a dash. */
export function ClassCodeInput({ id, className, value, onChange, invalid, describedBy, inputRef }: ClassCodeInputProps) {
  return (
    <input
      ref={inputRef}
      id={id}
      className={className}
      type="text"
      autoComplete="off"
      autoCapitalize="characters"
      autoCorrect="off"
      spellCheck={false}
      maxLength={CLASS_CODE_LENGTH + 2}
      value={value}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      onChange={(event) => onChange(event.target.value.toUpperCase())}
    />
  );
}
