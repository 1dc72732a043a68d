import { AGE_RANGES, MESSAGES, type AgeRange, type ClassDetail } from '@wonderkin/shared';
import { useId, useState, type FormEvent } from 'react';
import { Button, useToast } from '../../components';
import { errorMessage } from '../../lib/api';
import { useAddStudent } from './api/add-student';

/** Adds a student by first name or initial (the class's age range unless another is chosen). */
export function AddStudentForm({ klass }: { klass: ClassDetail }) {
  const base = useId();
  const add = useAddStudent();
  const toast = useToast();
  const [name, setName] = useState('');
  const [ageRange, setAgeRange] = useState<AgeRange | ''>('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    add.mutate({ classId: klass.classId, input: { displayName: name.trim(), ...(ageRange ? { ageRange } : {}) } }, {
      onSuccess: (student) => {
        toast.success(`${student.displayName} is on the roster.`);
        setName('');
        setAgeRange('');
      },
    });
  };

  const error = add.error ? errorMessage(add.error, MESSAGES.serviceUnavailable) : null;
  const errorId = error ? `${base}-error` : undefined;
  return (
    <form className="framed-box class-form" onSubmit={submit} aria-labelledby={`${base}-title`} noValidate aria-busy={add.isPending || undefined}>
      <h3 id={`${base}-title`} className="class-form__title">Add a student</h3>
      <div className="class-form__row">
        <div className="class-form__field">
          <label htmlFor={`${base}-name`}>First name or initial</label>
          <input
            id={`${base}-name`}
            type="text"
            maxLength={20}
            autoComplete="off"
            placeholder="Mia, J."
            value={name}
            aria-invalid={error ? true : undefined}
            aria-describedby={errorId}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <div className="class-form__field">
          <label htmlFor={`${base}-age`}>Age range</label>
          <select id={`${base}-age`} value={ageRange} onChange={(event) => setAgeRange(event.target.value as AgeRange | '')}>
            <option value="">The class&apos;s (ages {klass.ageRange})</option>
            {AGE_RANGES.map((range) => <option key={range} value={range}>Ages {range}</option>)}
          </select>
        </div>
      </div>
      {error && <p id={errorId} className="form-error" role="alert">{error}</p>}
      <div>
        <Button type="submit" loading={add.isPending}>Add student</Button>
      </div>
    </form>
  );
}
