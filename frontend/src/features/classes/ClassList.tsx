import { MESSAGES, type ClassSummary } from '@wonderkin/shared';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { LoadingBlock } from '../../components';
import { errorMessage } from '../../lib/api';
import { useClasses } from './api/get-classes';
import { studentsWords } from './words';

function ClassCard({ summary }: { summary: ClassSummary }) {
  const base = useId();
  return (
    <li className={`list-card class-card${summary.archivedAt ? ' class-card--archived' : ''}`} aria-labelledby={`${base}-name`}>
      <h3 id={`${base}-name`} className="class-card__name">
        <Link to={`/classes/${encodeURIComponent(summary.classId)}`}>{summary.name}</Link>
      </h3>
      <p className="class-card__line">
        Ages {summary.ageRange} · {studentsWords(summary.studentCount)} · Code <span className="class-card__code">{summary.code}</span>
      </p>
    </li>
  );
}

function Group({ title, classes }: { title: string; classes: ClassSummary[] }) {
  const base = useId();
  return (
    <section className="classes-part" aria-labelledby={`${base}-title`}>
      <h2 id={`${base}-title`} className="classes-part__title">{title}</h2>
      <ul className="card-list" role="list">
        {classes.map((summary) => <ClassCard key={summary.classId} summary={summary} />)}
      </ul>
    </section>
  );
}

/** The educator's classes, each leading to its page; archived ones apart, below. */
export function ClassList() {
  const classes = useClasses();
  if (classes.isPending) return <LoadingBlock label="Loading your classes…" />;
  if (classes.isError) return <p className="form-error" role="alert">{errorMessage(classes.error, MESSAGES.serviceUnavailable)}</p>;
  const open = classes.data.filter((summary) => !summary.archivedAt);
  const archived = classes.data.filter((summary) => summary.archivedAt);
  return (
    <>
      {open.length > 0
        ? <Group title="Your classes" classes={open} />
        : <p className="class-note">No class yet. Start one below: you get its code at once.</p>}
      {archived.length > 0 && <Group title="Archived classes" classes={archived} />}
    </>
  );
}
