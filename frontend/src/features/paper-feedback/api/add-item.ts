import { PaperFeedbackItemSchema, type PaperFeedbackItem, type PaperFeedbackKind } from '@wonderkin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '../../../lib/http';
import type { MutationConfig } from '../../../lib/react-query';
import { familyPaperQueryOptions } from './get-family-paper';
import { paperFeedbackQueryOptions } from './get-paper-feedback';

export interface NewItem {
  creationId: string;
  kind: PaperFeedbackKind;
  file: Blob;
  /** The file's name (its extension tells what it is; the server judges the bytes). */
  filename: string;
}

/**
 * POST /api/paper-feedback/:creationId/items, a multipart form with one file: "photo" or "voice" → 201 the item.
 * Refusals (400 not a photo, 409 no consent yet, 413 too large…) come back in words.
 */
export function addItem({ creationId, kind, file, filename }: NewItem): Promise<PaperFeedbackItem> {
  const form = new FormData();
  form.set(kind, file, filename);
  return requestJson(`/api/paper-feedback/${encodeURIComponent(creationId)}/items`, PaperFeedbackItemSchema, { method: 'POST', body: form });
}

export function useAddItem({ mutationConfig }: { mutationConfig?: MutationConfig<typeof addItem> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: addItem,
    onSuccess: (item, request, ...rest) => {
      queryClient.setQueryData(paperFeedbackQueryOptions(request.creationId).queryKey, (state) => state && { ...state, items: [...state.items, item] });
      void queryClient.invalidateQueries({ queryKey: familyPaperQueryOptions().queryKey });
      return mutationConfig?.onSuccess?.(item, request, ...rest);
    },
  });
}
