import { MESSAGES, type PaperFeedbackItem } from '@wonderkin/shared';
import { useState } from 'react';
import { ConfirmDialog } from '../../components';
import { errorMessage } from '../../lib/api';
import { useDeleteItem } from './api/delete-item';
import { PaperItemCard } from './PaperItemCard';

export interface PaperItemListProps {
  items: PaperFeedbackItem[];
  /** Who may delete what: the parent anything, a helper what they added. */
  canDelete: (item: PaperFeedbackItem) => boolean;
  /** The child each item is for, when the list holds several children's. */
  childNameOf?: (item: PaperFeedbackItem) => string | undefined;
  /** What an empty list says. */
  empty: string;
}

/** Photos and voice notes, each deleted after a confirm (for everyone at once). */
export function PaperItemList({ items, canDelete, childNameOf, empty }: PaperItemListProps) {
  const [deleting, setDeleting] = useState<PaperFeedbackItem | null>(null);
  const removal = useDeleteItem();
  const [done, setDone] = useState('');

  const confirm = () => {
    if (!deleting) return;
    const what = deleting.kind === 'photo' ? 'The photo' : 'The voice note';
    removal.mutate(deleting.itemId, {
      onSuccess: () => {
        setDeleting(null);
        setDone(`${what} is deleted.`);
      },
    });
  };
  const cancel = () => {
    setDeleting(null);
    removal.reset();
  };

  return (
    <>
      {items.length === 0
        ? <p className="muted">{empty}</p>
        : (
          <ul className="card-list paper-items" aria-label="Photos and voice notes" role="list">
            {items.map((item) => (
              <PaperItemCard
                key={item.itemId}
                item={item}
                childName={childNameOf?.(item)}
                canDelete={canDelete(item)}
                onDelete={() => {
                  removal.reset();
                  setDone('');
                  setDeleting(item);
                }}
              />
            ))}
          </ul>
        )}
      <p className="paper-status" role="status">{done}</p>
      <ConfirmDialog
        title={deleting === null ? null : deleting.kind === 'voice' ? 'Delete this voice note?' : 'Delete this photo?'}
        description="It is deleted at once, for everyone who could see it. This cannot be undone."
        confirmLabel="Yes, delete it"
        busy={removal.isPending}
        error={removal.error ? errorMessage(removal.error, MESSAGES.serviceUnavailable) : null}
        onConfirm={confirm}
        onCancel={cancel}
      />
    </>
  );
}
