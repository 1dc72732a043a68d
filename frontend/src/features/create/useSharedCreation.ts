import type { Creation } from '@wonderkin/shared';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useCreation } from './api/get-creation';

export interface SharedCreationHandlers {
  onReady: (creation: Creation) => void;
  onNotReady: (creation: Creation) => void;
  onMissing: () => void;
}

/**
 * A share link (?creation=id): the creation is fetched once per link and handed to one of the handlers (ready, not
 * ready yet, or not found). Later updates of the same creation (its job ending while the page is open) open nothing.
 */
export function useSharedCreation(id: string | null, handlers: SharedCreationHandlers): void {
  const { data, error } = useCreation({ id });
  const handledFor = useRef<string | null>(null);
  const handle = useEffectEvent((creation: Creation | undefined) => {
    if (!creation) handlers.onMissing();
    else if (creation.status === 'ready') handlers.onReady(creation);
    else handlers.onNotReady(creation);
  });

  useEffect(() => {
    if (!id) {
      handledFor.current = null;
      return;
    }
    if (handledFor.current === id || (!data && !error)) return;
    handledFor.current = id;
    handle(error ? undefined : data);
  }, [id, data, error]);
}
