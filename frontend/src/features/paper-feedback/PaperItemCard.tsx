import type { PaperFeedbackItem, PaperFeedbackReading } from '@wonderkin/shared';
import { useId } from 'react';
import { Button } from '../../components';
import { addedByWords, capitalised, fullDay, itemWords, secondsWords, shortDay } from './words';

/** What a provider read from the item, when there is a reading (without a provider there is none, and nothing is shown). */
function Reading({ reading }: { reading?: PaperFeedbackReading }) {
  if (!reading) return null;
  if (reading.status === 'pending') return <p className="paper-item__reading muted">Reading it…</p>;
  if (reading.status === 'failed') return <p className="paper-item__reading muted">We could not read this one.</p>;
  return (
    <>
      {reading.transcript && <p className="paper-item__reading"><span className="muted">What we heard: </span>“{reading.transcript}”</p>}
      {reading.description && <p className="paper-item__reading"><span className="muted">What the photo shows: </span>{reading.description}</p>}
    </>
  );
}

export interface PaperItemCardProps {
  item: PaperFeedbackItem;
  /** The child it is for (the account page lists every child's). */
  childName?: string;
  canDelete: boolean;
  onDelete: () => void;
}

/** One photo or voice note: the picture or the player, who added it and when, until when it is kept, what was read. */
export function PaperItemCard({ item, childName, canDelete, onDelete }: PaperItemCardProps) {
  const titleId = useId();
  const name = capitalised(itemWords(item));
  const title = item.kind === 'photo'
    ? 'Photo of the finished page'
    : `Voice note${item.durationSeconds !== undefined ? `, ${secondsWords(item.durationSeconds)}` : ''}`;
  return (
    <li className="list-card paper-item" aria-labelledby={titleId}>
      <p id={titleId} className="paper-item__title">{title}</p>
      {item.kind === 'photo'
        ? <img className="paper-item__photo" src={item.url} alt={name} loading="lazy" />
        : <audio className="paper-item__audio" controls preload="metadata" src={item.url} aria-label={name} />}
      {childName && <p className="paper-item__line"><span className="muted">For: </span>{childName}</p>}
      <p className="paper-item__line">Added by {addedByWords(item.addedBy)} on {shortDay(item.createdAt)}</p>
      <p className="paper-item__line">Kept until {fullDay(item.expiresAt)}</p>
      <Reading reading={item.reading} />
      {canDelete && (
        <div className="paper-item__actions">
          <Button variant="ghost" size="sm" onClick={onDelete} aria-label={`Delete the ${itemWords(item)}`}>Delete</Button>
        </div>
      )}
    </li>
  );
}
