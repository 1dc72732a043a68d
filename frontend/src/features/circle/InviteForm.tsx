import {
  CARE_RELATIONS, CARE_ROLES, MESSAGES, type CareInviteRequest, type CareRelation, type CareRole, type ChildProfile,
} from '@wonderkin/shared';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components';
import { childName } from '../../lib/children';
import { RELATION_LABELS, ROLE_ALLOWS_WORDS, ROLE_LABELS, todayIso } from './words';

type Field = 'email' | 'name' | 'relation' | 'role' | 'children' | 'endsOn';

/** Which field a message of the catalogue is about, so the field points at the error (aria-describedby, aria-invalid). */
function fieldOfError(message: string | null): Field | null {
  switch (message) {
    case MESSAGES.invalidEmail:
    case MESSAGES.careSelfInvite:
    case MESSAGES.careAlreadyInvited: return 'email';
    case MESSAGES.careNameInvalid: return 'name';
    case MESSAGES.careRelationInvalid: return 'relation';
    case MESSAGES.careRoleInvalid: return 'role';
    case MESSAGES.careChildrenRequired:
    case MESSAGES.childNotFound: return 'children';
    case MESSAGES.careEndDateInvalid: return 'endsOn';
    default: return null;
  }
}

export interface InviteFormProps {
  family: ChildProfile[];
  /** The server's refusal, in its words. */
  error: string | null;
  busy: boolean;
  /** Sends the invitation; `done` empties the form once it is sent. */
  onSubmit: (request: CareInviteRequest, done: () => void) => void;
}

/**
 * The invitation: their email, what the family calls them, who they are, a role (each saying what it allows), which
 * children, and an optional last day. The server checks everything again; its `{ error }` comes back as `error`.
 */
export function InviteForm({ family, error, busy, onSubmit }: InviteFormProps) {
  const base = useId();
  const ids = {
    email: `${base}-email`, name: `${base}-name`, relation: `${base}-relation`, endsOn: `${base}-ends`, endsHint: `${base}-ends-hint`,
    error: `${base}-error`, title: `${base}-title`,
  };
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [relation, setRelation] = useState<CareRelation | ''>('');
  const [role, setRole] = useState<CareRole>('viewer');
  // A family of one child shares that child unless the parent unticks it.
  const [childIds, setChildIds] = useState<string[]>(() => (family.length === 1 ? [family[0].childId] : []));
  const [endsOn, setEndsOn] = useState('');
  const [ownError, setOwnError] = useState<string | null>(null);

  const shownError = ownError ?? error;
  const errorField = fieldOfError(shownError);
  const errorFor = (field: Field) => (shownError && errorField === field ? ids.error : undefined);
  const invalid = (field: Field) => (errorFor(field) ? true : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    // What the form can tell at once is said at once; the rest is the server's to check.
    if (!relation) return setOwnError(MESSAGES.careRelationInvalid);
    const chosen = family.filter((child) => childIds.includes(child.childId)).map((child) => child.childId);
    if (chosen.length === 0) return setOwnError(MESSAGES.careChildrenRequired);
    setOwnError(null);
    onSubmit(
      { email: email.trim(), name: name.trim(), relation, role, childIds: chosen, ...(endsOn ? { endsOn } : {}) },
      () => {
        setEmail('');
        setName('');
        setRelation('');
        setRole('viewer');
        setChildIds(family.length === 1 ? [family[0].childId] : []);
        setEndsOn('');
      },
    );
  };

  return (
    <form className="framed-box care-form" onSubmit={submit} aria-labelledby={ids.title} noValidate aria-busy={busy || undefined}>
      <h3 id={ids.title} className="care-form__title">Invite someone</h3>
      <div className="care-form__field">
        <label htmlFor={ids.email}>Their email</label>
        <input
          id={ids.email}
          type="email"
          inputMode="email"
          autoComplete="off"
          maxLength={254}
          required
          value={email}
          aria-describedby={errorFor('email')}
          aria-invalid={invalid('email')}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <div className="care-form__field">
        <label htmlFor={ids.name}>Their name</label>
        <input
          id={ids.name}
          type="text"
          autoComplete="off"
          maxLength={40}
          required
          placeholder="Ana, Grandpa Joe…"
          value={name}
          aria-describedby={errorFor('name')}
          aria-invalid={invalid('name')}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <div className="care-form__field">
        <label htmlFor={ids.relation}>Who they are</label>
        <select
          id={ids.relation}
          required
          value={relation}
          aria-describedby={errorFor('relation')}
          aria-invalid={invalid('relation')}
          onChange={(event) => {
            setRelation(event.target.value as CareRelation | '');
            setOwnError(null);
          }}
        >
          <option value="">Choose…</option>
          {CARE_RELATIONS.map((each) => <option key={each} value={each}>{RELATION_LABELS[each]}</option>)}
        </select>
      </div>
      <fieldset className="care-form__choices" aria-describedby={errorFor('role')}>
        <legend>What they may do</legend>
        {CARE_ROLES.map((each) => (
          <label key={each} className="care-form__option">
            <input type="radio" name={`${base}-role`} value={each} checked={role === each} onChange={() => setRole(each)} aria-describedby={`${base}-role-${each}`} />
            <span>
              <strong>{ROLE_LABELS[each]}</strong>
              <span id={`${base}-role-${each}`} className="care-form__hint">{ROLE_ALLOWS_WORDS[each]}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <fieldset className="care-form__choices" aria-describedby={errorFor('children')}>
        <legend>Which children</legend>
        {family.map((child) => (
          <label key={child.childId} className="care-form__check">
            <input
              type="checkbox"
              checked={childIds.includes(child.childId)}
              onChange={(event) => {
                const on = event.target.checked;
                setChildIds((list) => (on ? [...list, child.childId] : list.filter((id) => id !== child.childId)));
                setOwnError(null);
              }}
            />
            {childName(child)}
          </label>
        ))}
      </fieldset>
      <div className="care-form__field">
        <label htmlFor={ids.endsOn}>Last day of access <span className="care-form__optional">(optional)</span></label>
        <p id={ids.endsHint} className="care-form__hint">Leave it empty to keep access until you remove it.</p>
        <input
          id={ids.endsOn}
          type="date"
          min={todayIso()}
          value={endsOn}
          aria-describedby={[ids.endsHint, errorFor('endsOn')].filter(Boolean).join(' ')}
          aria-invalid={invalid('endsOn')}
          onChange={(event) => setEndsOn(event.target.value)}
        />
      </div>
      {shownError && <p id={ids.error} className="form-error" role="alert">{shownError}</p>}
      <Button type="submit" block loading={busy}>Send invitation</Button>
    </form>
  );
}
