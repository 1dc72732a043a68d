import type { Creation } from '@wonderkin/shared';
import { useCallback, useEffect, useState } from 'react';
import { listCreations } from '../../lib/api';

/** The visitor's creations, from the server (they survive a reload), newest first. */
export function useCreations() {
  const [creations, setCreations] = useState<Creation[]>([]);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState(false);

  const reload = useCallback(async () => {
    try {
      setCreations(await listCreations());
      setLoadError(false);
    } catch {
      setLoadError(true);
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  /** Puts a creation at the top, or replaces the one with the same id where it stands. */
  const upsert = useCallback((creation: Creation) => {
    setCreations((list) => {
      const index = list.findIndex((c) => c.id === creation.id);
      if (index < 0) return [creation, ...list];
      const next = [...list];
      next[index] = creation;
      return next;
    });
  }, []);

  return { creations, loading, loadError, reload, upsert };
}
