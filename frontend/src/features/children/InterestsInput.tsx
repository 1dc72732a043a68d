import { MAX_INTERESTS } from '@wonderkin/shared';
import { useId, useState, type KeyboardEvent } from 'react';

export interface InterestsInputProps {
  value: string[];
  onChange: (next: string[]) => void;
  /** The text typed but not yet added (the form adds it on save too). */
  draft: string;
  onDraftChange: (text: string) => void;
  /** Ids of the messages that describe the field (an error from the server). */
  errorId?: string;
}

/** Adds `text` to `list` as the server keeps it (trimmed, as typed), unless empty, already there in any case or past the limit. */
export function withInterest(list: string[], text: string): string[] {
  const interest = text.trim().replace(/\s+/g, ' ');
  if (!interest || list.some((kept) => kept.toLowerCase() === interest.toLowerCase()) || list.length >= MAX_INTERESTS) return list;
  return [...list, interest];
}

/**
 * Interests as tags: type one and press Enter (or a comma) to add it; each tag has its own remove button. Up to
 * MAX_INTERESTS; the count is announced with the hint so a screen reader user knows how many are left.
 */
export function InterestsInput({ value, onChange, draft, onDraftChange, errorId }: InterestsInputProps) {
  const inputId = useId();
  const hintId = useId();
  const [note, setNote] = useState('');
  const full = value.length >= MAX_INTERESTS;

  const add = () => {
    const next = withInterest(value, draft);
    if (next === value) {
      if (draft.trim() && full) setNote(`That is ${MAX_INTERESTS} already: remove one to add another.`);
      else if (draft.trim()) {
        setNote('That one is already there.');
        onDraftChange('');
      }
      return;
    }
    setNote('');
    onChange(next);
    onDraftChange('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if ((event.key === 'Enter' || event.key === ',') && !event.nativeEvent.isComposing) {
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && !draft && value.length) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <div className="child-form__field">
      <label htmlFor={inputId}>Interests</label>
      <p id={hintId} className="child-form__hint">
        Type one and press Enter. Up to {MAX_INTERESTS}; {value.length} added.
      </p>
      {value.length > 0 && (
        <ul className="interest-tags" aria-label="Interests added">
          {value.map((interest) => (
            <li key={interest} className="interest-tag">
              <span>{interest}</span>
              <button
                type="button"
                className="interest-tag__remove"
                aria-label={`Remove ${interest}`}
                onClick={() => onChange(value.filter((item) => item !== interest))}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={inputId}
        type="text"
        maxLength={30}
        autoComplete="off"
        placeholder={full ? '' : 'dinosaurs, space, drawing…'}
        value={draft}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ')}
        aria-invalid={errorId ? true : undefined}
        onChange={(event) => onDraftChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <p className="child-form__hint" role="status">{note}</p>
    </div>
  );
}
