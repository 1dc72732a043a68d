import { useMutation, useQueryClient } from '@tanstack/react-query';
import { send } from '../../../lib/http';
import type { MutationConfig } from '../../../lib/react-query';
import { notesQueryOptions } from './get-notes';

export interface NoteRef {
  childId: string;
  noteId: string;
}

/** DELETE /api/progress/:childId/notes/:noteId → 204 (the family removes any note; someone in the circle only their own). */
export async function deleteNote({ childId, noteId }: NoteRef): Promise<void> {
  await send(`/api/progress/${encodeURIComponent(childId)}/notes/${encodeURIComponent(noteId)}`, { method: 'DELETE' });
}

export function useDeleteNote({ mutationConfig }: { mutationConfig?: MutationConfig<typeof deleteNote> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: deleteNote,
    onSuccess: (result, request, ...rest) => {
      queryClient.setQueryData(notesQueryOptions(request.childId).queryKey, (list) => list?.filter((each) => each.noteId !== request.noteId));
      return mutationConfig?.onSuccess?.(result, request, ...rest);
    },
  });
}
