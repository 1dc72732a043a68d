import {
  AGE_RANGES, LEARNING_GOAL_LABELS, LEARNING_GOALS, MESSAGES, SUPPORT_NEED_LABELS, SUPPORT_NEEDS,
  type AgeRange, type ChildProfile, type LearningGoal, type SupportNeed,
} from '@wonderkin/shared';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components';
import { withInterest, InterestsInput } from './InterestsInput';

/** What the form hands back: every field, as the parent left it (empty texts included, so a change can remove them). */
export interface ChildFormValues {
  firstName: string;
  ageRange: AgeRange;
  interests: string[];
  goals: LearningGoal[];
  goalNote: string;
  supportNeeds: SupportNeed[];
  weeklyReportEmail: boolean;
}

type Field = 'firstName' | 'ageRange' | 'interests' | 'goalNote' | 'choices';

/** Which field a message of the catalogue is about, so the error sits next to it (and the field points at it). */
export function fieldOfError(message: string | null): Field | null {
  switch (message) {
    case MESSAGES.childFirstName: return 'firstName';
    case MESSAGES.childAgeRange: return 'ageRange';
    case MESSAGES.childInterestWords:
    case MESSAGES.childInterestLength:
    case MESSAGES.childTooManyInterests: return 'interests';
    case MESSAGES.childGoalNote: return 'goalNote';
    case MESSAGES.childChoices: return 'choices';
    default: return null;
  }
}

const toggle = <T,>(list: T[], item: T, on: boolean): T[] => (on ? [...list, item] : list.filter((x) => x !== item));

export interface ChildFormProps {
  /** The child being edited; absent when adding one. */
  child?: ChildProfile;
  /** The server's refusal, in its words (shown by the field it is about, else above the buttons). */
  error: string | null;
  busy: boolean;
  onSubmit: (values: ChildFormValues) => void;
  onCancel: () => void;
}

/**
 * One child's profile: first name (optional; kept with the rest of the profile, as the privacy FAQ says), age range, interests, goals with a short
 * note, and support needs. The server checks everything again; its `{ error }` comes back here as `error`.
 */
export function ChildForm({ child, error, busy, onSubmit, onCancel }: ChildFormProps) {
  const base = useId();
  const ids = { name: `${base}-name`, nameHint: `${base}-name-hint`, age: `${base}-age`, note: `${base}-note`, error: `${base}-error` };
  const [firstName, setFirstName] = useState(child?.firstName ?? '');
  const [ageRange, setAgeRange] = useState<AgeRange | ''>(child?.ageRange ?? '');
  const [interests, setInterests] = useState<string[]>(child?.interests ?? []);
  const [draft, setDraft] = useState('');
  const [goals, setGoals] = useState<LearningGoal[]>(child?.goals ?? []);
  const [goalNote, setGoalNote] = useState(child?.goalNote ?? '');
  const [supportNeeds, setSupportNeeds] = useState<SupportNeed[]>(child?.supportNeeds ?? []);
  const [weeklyReportEmail, setWeeklyReportEmail] = useState(child?.weeklyReportEmail ?? false);
  const [missingAge, setMissingAge] = useState(false);

  const shownError = missingAge ? MESSAGES.childAgeRange : error;
  const errorField = fieldOfError(shownError);
  const errorFor = (field: Field) => (shownError && errorField === field ? ids.error : undefined);
  const errorBox = shownError ? <p id={ids.error} className="form-error" role="alert">{shownError}</p> : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ageRange) {
      setMissingAge(true);
      return;
    }
    setMissingAge(false);
    // A typed interest not yet added with Enter is added on save, as the parent expects.
    const allInterests = withInterest(interests, draft);
    setInterests(allInterests);
    setDraft('');
    onSubmit({ firstName: firstName.trim(), ageRange, interests: allInterests, goals, goalNote: goalNote.trim(), supportNeeds, weeklyReportEmail });
  };

  const title = child ? 'Edit child profile' : 'Add a child';
  return (
    <form className="child-form" onSubmit={submit} aria-label={title} noValidate aria-busy={busy || undefined}>
      <div className="child-form__field">
        <label htmlFor={ids.name}>First name <span className="child-form__optional">(optional)</span></label>
        <p id={ids.nameHint} className="child-form__hint">
          We keep it with the age range, interests, goals and support needs below, and you can download or delete them any time; leave it empty if you prefer.
        </p>
        <input
          id={ids.name}
          type="text"
          maxLength={40}
          autoComplete="off"
          value={firstName}
          aria-describedby={[ids.nameHint, errorFor('firstName')].filter(Boolean).join(' ')}
          aria-invalid={errorFor('firstName') ? true : undefined}
          onChange={(event) => setFirstName(event.target.value)}
        />
        {errorField === 'firstName' && errorBox}
      </div>

      <div className="child-form__field">
        <label htmlFor={ids.age}>Age range</label>
        <select
          id={ids.age}
          required
          value={ageRange}
          aria-describedby={errorFor('ageRange')}
          aria-invalid={errorFor('ageRange') ? true : undefined}
          onChange={(event) => {
            setAgeRange(event.target.value as AgeRange | '');
            setMissingAge(false);
          }}
        >
          <option value="">Choose…</option>
          {AGE_RANGES.map((range) => <option key={range} value={range}>Ages {range}</option>)}
        </select>
        {errorField === 'ageRange' && errorBox}
      </div>

      <InterestsInput value={interests} onChange={setInterests} draft={draft} onDraftChange={setDraft} errorId={errorFor('interests')} />
      {errorField === 'interests' && errorBox}

      <fieldset className="child-form__choices" aria-describedby={errorFor('choices')}>
        <legend>Goals</legend>
        <div className="child-form__checks">
          {LEARNING_GOALS.map((goal) => (
            <label key={goal} className="child-form__check">
              <input type="checkbox" checked={goals.includes(goal)} onChange={(event) => setGoals(toggle(goals, goal, event.target.checked))} />
              {LEARNING_GOAL_LABELS[goal]}
            </label>
          ))}
        </div>
        <label htmlFor={ids.note} className="child-form__note-label">A goal in your own words <span className="child-form__optional">(optional)</span></label>
        <input
          id={ids.note}
          type="text"
          maxLength={140}
          value={goalNote}
          aria-describedby={errorFor('goalNote')}
          aria-invalid={errorFor('goalNote') ? true : undefined}
          onChange={(event) => setGoalNote(event.target.value)}
        />
        {errorField === 'goalNote' && errorBox}
      </fieldset>

      <fieldset className="child-form__choices" aria-describedby={errorFor('choices')}>
        <legend>Support needs</legend>
        <p className="child-form__hint">They change how lessons are shown: font and spacing, text size, one part at a time, reading aloud.</p>
        <div className="child-form__checks">
          {SUPPORT_NEEDS.map((need) => (
            <label key={need} className="child-form__check">
              <input
                type="checkbox"
                checked={supportNeeds.includes(need)}
                onChange={(event) => setSupportNeeds(toggle(supportNeeds, need, event.target.checked))}
              />
              {SUPPORT_NEED_LABELS[need]}
            </label>
          ))}
        </div>
      </fieldset>

      <label className="child-form__check child-form__report-email">
        <input type="checkbox" checked={weeklyReportEmail} onChange={(event) => setWeeklyReportEmail(event.target.checked)} />
        Email me a weekly progress report (one email a week, when there was something to report)
      </label>

      {(errorField === null || errorField === 'choices') && errorBox}

      <div className="child-form__actions">
        <Button type="submit" loading={busy}>{child ? 'Save changes' : 'Add child'}</Button>
        <Button variant="ghost" onClick={onCancel} disabled={busy}>Cancel</Button>
      </div>
    </form>
  );
}
