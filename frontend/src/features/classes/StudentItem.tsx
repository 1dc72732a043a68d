import type { ClassStudent } from '@wonderkin/shared';
import { useId } from 'react';
import { Button } from '../../components';
import { PictureList } from './PictureList';

export interface StudentItemProps {
  student: ClassStudent;
  /** An archived class gives no new pictures. */
  archived: boolean;
  renewing: boolean;
  onNewPictures: () => void;
  onRemove: () => void;
}

/** One student on the roster: name, age range, their three pictures, and what the teacher can do. */
export function StudentItem({ student, archived, renewing, onNewPictures, onRemove }: StudentItemProps) {
  const base = useId();
  const name = student.displayName;
  return (
    <li className="list-card roster-student" aria-labelledby={`${base}-name`}>
      <div className="roster-student__head">
        <h3 id={`${base}-name`} className="roster-student__name">{name}</h3>
        <p className="roster-student__age">Ages {student.ageRange}</p>
      </div>
      <PictureList pictures={student.pictures} label={`${name}'s pictures`} />
      <div className="roster-student__actions">
        {!archived && (
          <Button variant="secondary" size="sm" loading={renewing} aria-label={`New pictures for ${name}`} onClick={onNewPictures}>New pictures</Button>
        )}
        <Button variant="ghost" size="sm" aria-label={`Remove ${name}`} onClick={onRemove}>Remove</Button>
      </div>
    </li>
  );
}
