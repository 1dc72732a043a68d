import { CareNoteSchema, type CareNote } from '@wonderkin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jsonInit, requestJson } from '../../../lib/http';
import type { MutationConfig } from '../../../lib/react-query';
import { notesQueryOptions } from './get-notes';

export interface NewNote {
  childId: string;
  text: string;
}

/** POST /api/progress/:childId/notes { text } → 201 the note (403 in words for a viewer). */
export function addNote({ childId, text }: NewNote): Promise<CareNote> {
  return requestJson(`/api/progress/${encodeURIComponent(childId)}/notes`, CareNoteSchema, jsonInit('POST', { text }));
}

export function useAddNote({ mutationConfig }: { mutationConfig?: MutationConfig<typeof addNote> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: addNote,
    onSuccess: (note, request, ...rest) => {
      queryClient.setQueryData(notesQueryOptions(request.childId).queryKey, (list) => [note, ...(list ?? [])]);
      return mutationConfig?.onSuccess?.(note, request, ...rest);
    },
  });
}
