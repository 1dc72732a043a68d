import type { ClassDetail } from '@wonderkin/shared';
import { useId } from 'react';

/** The class code, big enough to read across a room, and where to type it. */
export function ClassCode({ klass }: { klass: ClassDetail }) {
  const base = useId();
  const archived = Boolean(klass.archivedAt);
  return (
    <section className={`class-code${archived ? ' class-code--archived' : ''}`} aria-labelledby={`${base}-title`}>
      <h2 id={`${base}-title`} className="class-code__title">Class code</h2>
      <p className="class-code__code">{klass.code}</p>
      {archived
        ? <p className="class-code__how">This class is archived: its code opens nothing on a classroom device. Bring it back to use it again.</p>
        : <p className="class-code__how">Open <strong>{window.location.origin}/class</strong> on the classroom device and type this code.</p>}
    </section>
  );
}
