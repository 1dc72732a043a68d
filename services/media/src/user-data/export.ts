import type { CreationRecord } from '@wonderkin/shared';
import { toPublicCreation } from '../store/creations';

/**
 * What the media service holds for a user, for their data export: each creation as the user sees it, and its files
 * as full addresses (PUBLIC_URL + the path the gateway serves them at).
 */
export async function exportMediaUserData(repo: { listByUser(userId: string): Promise<CreationRecord[]> }, userId: string, publicUrl: string) {
  const base = publicUrl.replace(/\/+$/, '');
  const records = await repo.listByUser(userId);
  return {
    creations: records.map((record) => {
      const creation = toPublicCreation(record);
      const files = Object.values(creation.resultUrls ?? {}).filter((url): url is string => typeof url === 'string').map((url) => `${base}${url}`);
      return { ...creation, files };
    }),
  };
}
