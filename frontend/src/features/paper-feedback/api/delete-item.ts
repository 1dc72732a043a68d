import type { PaperFeedbackItem } from '@wonderkin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { send } from '../../../lib/http';
import type { MutationConfig } from '../../../lib/react-query';
import { PAPER_FEEDBACK_KEY } from './get-paper-feedback';

/** DELETE /api/paper-feedback/items/:itemId → 204 (the parent: any item; a helper: what they added; else 403 in words). */
export async function deleteItem(itemId: string): Promise<void> {
  await send(`/api/paper-feedback/items/${encodeURIComponent(itemId)}`, { method: 'DELETE' });
}

export function useDeleteItem({ mutationConfig }: { mutationConfig?: MutationConfig<typeof deleteItem> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: deleteItem,
    onSuccess: (nothing, itemId, ...rest) => {
      // Gone from the book's page and from the account page alike.
      queryClient.setQueriesData<{ items: PaperFeedbackItem[] }>({ queryKey: PAPER_FEEDBACK_KEY }, (data) =>
        data && { ...data, items: data.items.filter((item) => item.itemId !== itemId) });
      return mutationConfig?.onSuccess?.(nothing, itemId, ...rest);
    },
  });
}
