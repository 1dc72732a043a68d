import { AGE_RANGES, MESSAGES, type AgeRange } from '@wonderkin/shared';
import { useId, useState, type FormEvent } from 'react';
import { Button, useToast } from '../../components';
import { errorMessage } from '../../lib/api';
import { useCreateClass } from './api/create-class';

/** Starts a class: a name and an age range (the server gives it a code). */
export function CreateClassForm() {
  const base = useId();
  const create = useCreateClass();
  const toast = useToast();
  const [name, setName] = useState('');
  const [ageRange, setAgeRange] = useState<AgeRange | ''>('');
  const [ownError, setOwnError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    if (!ageRange) return setOwnError(MESSAGES.invalidAgeRange);
    setOwnError(null);
    create.mutate({ name: name.trim(), ageRange }, {
      onSuccess: (created) => {
        toast.success(`${created.name} is ready. Its code is ${created.code}.`);
        setName('');
        setAgeRange('');
      },
    });
  };

  const error = ownError ?? (create.error ? errorMessage(create.error, MESSAGES.serviceUnavailable) : null);
  const errorId = error ? `${base}-error` : undefined;
  return (
    <form className="framed-box class-form" onSubmit={submit} aria-labelledby={`${base}-title`} noValidate aria-busy={create.isPending || undefined}>
      <h2 id={`${base}-title`} className="classes-part__title">Start a class</h2>
      <div className="class-form__field">
        <label htmlFor={`${base}-name`}>Class name</label>
        <input
          id={`${base}-name`}
          type="text"
          maxLength={60}
          autoComplete="off"
          placeholder="Year 2 Robins"
          value={name}
          aria-invalid={error === MESSAGES.classNameInvalid ? true : undefined}
          aria-describedby={errorId}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <div className="class-form__field">
        <label htmlFor={`${base}-age`}>Age range</label>
        <select
          id={`${base}-age`}
          value={ageRange}
          aria-invalid={error === MESSAGES.invalidAgeRange ? true : undefined}
          aria-describedby={errorId}
          onChange={(event) => {
            setAgeRange(event.target.value as AgeRange | '');
            setOwnError(null);
          }}
        >
          <option value="">Choose…</option>
          {AGE_RANGES.map((range) => <option key={range} value={range}>Ages {range}</option>)}
        </select>
      </div>
      {error && <p id={errorId} className="form-error" role="alert">{error}</p>}
      <Button type="submit" loading={create.isPending}>Start the class</Button>
    </form>
  );
}
