import type { SharedChild } from '@wonderkin/shared';
import { Link } from 'react-router-dom';

/** How a shared child is named: the first name the family gave, else the age range. */
export const sharedChildName = (child: Pick<SharedChild, 'firstName' | 'ageRange'>) =>
  child.firstName?.trim() || `A child (ages ${child.ageRange})`;

/** A shared child's progress report and review cards. */
export function SharedChildLinks({ child }: { child: SharedChild }) {
  const name = sharedChildName(child);
  const id = encodeURIComponent(child.childId);
  return (
    <div className="care-links">
      <Link to={`/progress/${id}`} aria-label={`Progress report of ${name}`}>Progress report</Link>
      <Link to={`/review/${id}`} aria-label={`Review cards of ${name}`}>Review cards</Link>
    </div>
  );
}
