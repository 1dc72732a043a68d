import type { PaperFiles } from './files';
import type { PaperRepository } from './store';

/**
 * Removes photos and voice notes, documents and files: a family's, a child's, a book's (creation ids), or what one person
 * added to any family's children (their account is deleted). Idempotent: a retry removes nothing twice.
 */
export async function removePaperItems(
  deps: { paper: PaperRepository; files: PaperFiles },
  filter: { familyUserId: string } | { childId: string } | { byUserId: string } | { creationIds: string[] },
): Promise<number> {
  const docs = 'creationIds' in filter
    ? (await Promise.all([...new Set(filter.creationIds)].map((creationId) => deps.paper.items.find({ creationId })))).flat()
    : await deps.paper.items.find(filter);
  let removed = 0;
  for (const doc of docs) {
    if (await deps.paper.items.delete(doc.id)) removed += 1;
    await deps.files.remove(doc.file);
  }
  return removed;
}
