import { CARE_ROLES, MESSAGES, type CareGrant, type CareRole } from '@wonderkin/shared';
import { useId, useState } from 'react';
import { Button, LoadingBlock } from '../../components';
import { errorMessage } from '../../lib/api';
import { useActivity } from './api/get-activity';
import { activityWords, calendarDay, dayAndTime, namesInWords, RELATION_WORDS, ROLE_LABELS, shortDay, statusWords } from './words';

/** What one person did, newest first (asked for when the parent opens it). */
function ActivityList({ grantId, id }: { grantId: string; id: string }) {
  const activity = useActivity({ grantId });
  let body;
  if (activity.isPending) body = <LoadingBlock label="Loading what they did…" />;
  else if (activity.isError) body = <p className="form-error" role="alert">{errorMessage(activity.error, MESSAGES.serviceUnavailable)}</p>;
  else if (activity.data.length === 0) body = <p className="muted">Nothing yet.</p>;
  else {
    body = (
      <ul className="care-activity__list" role="list">
        {activity.data.map((entry, index) => (
          <li key={`${entry.at}-${index}`}>
            {activityWords(entry)} · <time dateTime={entry.at} className="muted">{dayAndTime(entry.at)}</time>
          </li>
        ))}
      </ul>
    );
  }
  return <div id={id} className="care-activity__body">{body}</div>;
}

export interface GrantCardProps {
  grant: CareGrant;
  /** A role change is on its way for this person. */
  changing: boolean;
  onRole: (role: CareRole) => void;
  onRemove: () => void;
}

/** One person in the circle: who they are, what they may do for which children, where their access stands, what they did. */
export function GrantCard({ grant, changing, onRole, onRemove }: GrantCardProps) {
  const base = useId();
  const [showActivity, setShowActivity] = useState(false);
  const live = grant.status === 'invited' || grant.status === 'active';
  const children = namesInWords(grant.children.map((child) => child.firstName ?? 'a child'));
  let until: string | null = null;
  if (grant.status === 'revoked' || grant.status === 'left') until = grant.endedAt ? `Access ended ${shortDay(grant.endedAt)}` : null;
  else if (grant.endsOn) until = grant.status === 'expired' ? `Access ended after ${calendarDay(grant.endsOn)}` : `Access until ${calendarDay(grant.endsOn)}`;

  return (
    <li className={`list-card care-card${live ? '' : ' care-card--ended'}`} aria-labelledby={`${base}-name`}>
      <div className="care-card__head">
        <h4 id={`${base}-name`} className="care-card__name">{grant.name} <span className="care-card__relation">({RELATION_WORDS[grant.relation]})</span></h4>
        <p className={`care-card__status care-card__status--${grant.status}`}>{statusWords(grant)}</p>
      </div>
      <p className="care-card__line"><span className="muted">Email: </span>{grant.email}</p>
      <p className="care-card__line"><span className="muted">Role: </span>{ROLE_LABELS[grant.role]}</p>
      <p className="care-card__line"><span className="muted">Children: </span>{children || <span className="muted">none any more</span>}</p>
      {until && <p className="care-card__line">{until}</p>}
      {live && (
        <div className="care-card__actions">
          <div className="care-card__role">
            <label htmlFor={`${base}-role`}>Role</label>
            <select
              id={`${base}-role`}
              value={grant.role}
              disabled={changing}
              aria-label={`Role of ${grant.name}`}
              onChange={(event) => onRole(event.target.value as CareRole)}
            >
              {CARE_ROLES.map((role) => <option key={role} value={role}>{ROLE_LABELS[role]}</option>)}
            </select>
          </div>
          <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove access for ${grant.name}`}>Remove access</Button>
        </div>
      )}
      <div className="care-activity">
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={showActivity}
          aria-controls={showActivity ? `${base}-activity` : undefined}
          onClick={() => setShowActivity((open) => !open)}
        >
          What they did<span className="visually-hidden"> ({grant.name})</span>
        </Button>
        {showActivity && <ActivityList grantId={grant.grantId} id={`${base}-activity`} />}
      </div>
    </li>
  );
}
