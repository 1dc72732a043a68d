import type { ChildProfile } from '@wonderkin/shared';
import { childName } from '../lib/children';
import './ChildPicker.css';

/** The value of "Just asking" (no child): made for the age range picked below. */
export const JUST_ASKING = '';

/**
 * "Who is this for?" (issue 11): a signed-in parent picks one of their children, and the lesson or creation is made
 * for that child (the age range comes from the profile), or for nobody in particular.
 */
export function ChildPicker({ family, value, onChange, noneLabel = 'Just asking' }: {
  family: ChildProfile[]; value: string; onChange: (childId: string) => void; noneLabel?: string;
}) {
  const options = [
    ...family.map((child) => ({ id: child.childId, label: childName(child), detail: `Ages ${child.ageRange}` })),
    { id: JUST_ASKING, label: noneLabel, detail: '' },
  ];
  return (
    <fieldset className="child-picker">
      <legend className="child-picker__legend">Who is this for?</legend>
      <div className="child-picker__options">
        {options.map((option) => (
          <label key={option.id || 'none'} className={`child-picker__option${value === option.id ? ' child-picker__option--on' : ''}`}>
            <input type="radio" name="childId" value={option.id} checked={value === option.id} onChange={() => onChange(option.id)} />
            <span className="child-picker__name">{option.label}</span>
            {option.detail && <span className="child-picker__detail">{option.detail}</span>}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
