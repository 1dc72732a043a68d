import {
  CLASS_CODE_LENGTH, ClassCodeSchema, MESSAGES, TEACHER_NEVER_SEES, TEACHER_SEES, type AgeRange, type ChildClass,
} from '@wonderkin/shared';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../components';
import { errorMessage } from '../../lib/api';
import { ClassCodeInput } from './ClassCodeInput';
import { useClassCodePreview } from './api/get-class-code';
import { useJoinClass } from './api/join-class';

export interface JoinClassFormProps {
  childId: string;
  /** How the child is named on the page ("Maya", "Your child (ages 9-12)"). */
  name: string;
  ageRange: AgeRange;
  /** The classes the child is in now (to tell "joined" from "was in it already"). */
  current: ChildClass[];
  onJoined: (joined: ChildClass, already: boolean) => void;
  onCancel: () => void;
}

/**
 * Joins the family's child to a teacher's class (issue 22 §2): the parent types the class code, checks it (the class's
 * name and age range, and what its teacher will and will never see), ticks that they agree, and joins. Nothing is sent
 * to the class before the tick; changing the code takes the class and the tick away again.
 */
export function JoinClassForm({ childId, name, ageRange, current, onJoined, onCancel }: JoinClassFormProps) {
  const base = useId();
  const input = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  /** The code checked last, in the server's form: the class shown (and joined) is this code's. */
  const [checked, setChecked] = useState('');
  const [ownError, setOwnError] = useState<string | null>(null);
  const [approved, setApproved] = useState(false);
  const preview = useClassCodePreview({ code: checked });
  const join = useJoinClass();

  useEffect(() => input.current?.focus(), []);

  const check = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ClassCodeSchema.safeParse(typed);
    join.reset();
    if (!parsed.success) {
      setOwnError(parsed.error.issues[0]?.message ?? MESSAGES.classCodeInvalid);
      setChecked('');
      setApproved(false);
      return;
    }
    setOwnError(null);
    // The tick is for the class shown: checked again, it is given again.
    setApproved(false);
    if (parsed.data === checked) void preview.refetch();
    else setChecked(parsed.data);
  };

  const changeCode = (next: string) => {
    setTyped(next.toUpperCase());
    setOwnError(null);
    if (checked) {
      setChecked('');
      setApproved(false);
      join.reset();
    }
  };

  const submitJoin = () => {
    if (!approved || !checked || join.isPending) return;
    const already = (joined: ChildClass) => current.some((each) => each.classId === joined.classId);
    join.mutate({ childId, code: checked, approve: true }, { onSuccess: (joined) => onJoined(joined, already(joined)) });
  };

  const codeError = ownError ?? (checked && preview.isError ? errorMessage(preview.error, MESSAGES.classCodeInvalid) : null);
  const joinError = join.error ? errorMessage(join.error, MESSAGES.serviceUnavailable) : null;
  const klass = checked && preview.isSuccess && !preview.isFetching ? preview.data : null;

  return (
    <form className="class-join" onSubmit={check} aria-labelledby={`${base}-title`} noValidate aria-busy={preview.isFetching || join.isPending || undefined}>
      <h5 id={`${base}-title`} className="class-join__title">Join a class</h5>
      <div className="class-join__field">
        <label htmlFor={`${base}-code`}>Class code</label>
        <p id={`${base}-hint`} className="class-join__hint">The {CLASS_CODE_LENGTH} letters and numbers the teacher gave you.</p>
        <div className="class-join__row">
          <ClassCodeInput
            inputRef={input}
            id={`${base}-code`}
            className="class-join__code"
            value={typed}
            onChange={changeCode}
            invalid={Boolean(codeError)}
            describedBy={[`${base}-hint`, codeError ? `${base}-code-error` : ''].filter(Boolean).join(' ')}
          />
          <Button type="submit" variant="secondary" loading={preview.isFetching}>Check code</Button>
        </div>
        {codeError && <p id={`${base}-code-error`} className="form-error" role="alert">{codeError}</p>}
      </div>

      {klass && (
        <div className="class-join__class">
          <p className="class-join__class-name" role="status">
            <strong>{klass.className}</strong> <span className="muted">· Ages {klass.ageRange}</span>
          </p>
          {klass.ageRange !== ageRange && (
            <p className="muted">This class is for ages {klass.ageRange}; {name} is set to ages {ageRange}.</p>
          )}
          <fieldset className="class-join__consent">
            <legend>What the teacher sees</legend>
            <p id={`${base}-sees`} className="class-join__list-title">The teacher will see:</p>
            <ul aria-labelledby={`${base}-sees`}>
              {TEACHER_SEES.map((line) => <li key={line}>{line}</li>)}
            </ul>
            <p id={`${base}-never`} className="class-join__list-title">The teacher never sees:</p>
            <ul aria-labelledby={`${base}-never`}>
              {TEACHER_NEVER_SEES.map((line) => <li key={line}>{line}</li>)}
            </ul>
            <label className="class-join__agree">
              <input type="checkbox" checked={approved} onChange={(event) => setApproved(event.target.checked)} />
              I agree that the teacher sees this
            </label>
          </fieldset>
          {joinError && <p className="form-error" role="alert">{joinError}</p>}
        </div>
      )}

      <div className="class-join__actions">
        {klass && (
          <Button type="button" disabled={!approved} loading={join.isPending} onClick={submitJoin}>Join class</Button>
        )}
        <Button type="button" variant="ghost" onClick={onCancel} disabled={join.isPending}>Cancel</Button>
      </div>
    </form>
  );
}
