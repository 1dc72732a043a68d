import type { ClassDeviceRoster } from '@wonderkin/shared';
import { useId } from 'react';
import { Button } from '../../components';

export type DeviceStudent = ClassDeviceRoster['students'][number];

export interface NameStepProps {
  roster: ClassDeviceRoster;
  onChoose: (student: DeviceStudent) => void;
  onChangeClass: () => void;
}

/** Step 2: the class's name and a big button for each child's name. */
export function NameStep({ roster, onChoose, onChangeClass }: NameStepProps) {
  const base = useId();
  return (
    <section className="device-step" aria-labelledby={`${base}-title`}>
      <h1 id={`${base}-title`} className="device-step__title">{roster.className}</h1>
      <p className="device-step__lead">Tap your name.</p>
      {roster.students.length === 0
        ? <p className="muted">Nobody is in this class yet. Your teacher adds the names.</p>
        : (
          <ul className="device-names" role="list">
            {roster.students.map((student) => (
              <li key={student.studentId}>
                <button type="button" className="device-name" onClick={() => onChoose(student)}>{student.displayName}</button>
              </li>
            ))}
          </ul>
        )}
      <div className="device-step__footer">
        <Button variant="ghost" size="sm" onClick={onChangeClass}>Change class</Button>
      </div>
    </section>
  );
}
