import { CareNoteListSchema, type CareNote } from '@wonderkin/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/http';
import type { QueryConfig } from '../../../lib/react-query';

/** GET /api/progress/:childId/notes → { notes }: notes about the child for the family, newest first. */
export async function getNotes(childId: string): Promise<CareNote[]> {
  return (await requestJson(`/api/progress/${encodeURIComponent(childId)}/notes`, CareNoteListSchema, { cache: 'no-store' })).notes;
}

export function notesQueryOptions(childId: string) {
  return queryOptions({ queryKey: ['progress', childId, 'notes'], queryFn: () => getNotes(childId) });
}

export function useNotes({ childId, queryConfig }: { childId: string; queryConfig?: QueryConfig<typeof notesQueryOptions> }) {
  return useQuery({ ...notesQueryOptions(childId), ...queryConfig });
}
