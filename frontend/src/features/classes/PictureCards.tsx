import type { ClassDetail } from '@wonderkin/shared';
import { PictureList } from './PictureList';

/**
 * One card per student to cut out and hand over: their name, the class and their three pictures in order. Hidden on
 * screen; the print stylesheet (classes.css) shows only these when the teacher prints the page.
 */
export function PictureCards({ klass }: { klass: ClassDetail }) {
  return (
    <div className="picture-cards" hidden>
      {klass.students.map((student) => (
        <article key={student.studentId} className="picture-card">
          <p className="picture-card__name">{student.displayName}</p>
          <p className="picture-card__class">{klass.name}</p>
          <PictureList pictures={student.pictures} label={`${student.displayName}'s pictures`} className="picture-card__pictures" />
        </article>
      ))}
    </div>
  );
}
