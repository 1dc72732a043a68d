import type { Collection, CollectionOptions, Doc, Store } from '@wonderkin/server-kit';

export interface Fault {
  collection: string;
  method: keyof Collection<Doc>;
  /** How many calls fail before the method works again. */
  times: number;
}

/**
 * The real store, except that one collection method throws for its next `times` calls: a database hiccup at an exact
 * step of a job (e.g. right after the SMTP server took a message, before the send is recorded).
 */
export function flakyStore(store: Store, fault: Fault): Store & { failures: number } {
  const wrapped = {
    driver: store.driver,
    failures: 0,
    close: () => store.close(),
    eraseDeleted: () => store.eraseDeleted(),
    collection<T extends Doc>(name: string, options: CollectionOptions<T>): Collection<T> {
      const real = store.collection<T>(name, options);
      if (name !== fault.collection) return real;
      return new Proxy(real, {
        get(target, property, receiver) {
          const value = Reflect.get(target, property, receiver);
          if (property !== fault.method || typeof value !== 'function') return value;
          return (...args: unknown[]) => {
            if (wrapped.failures < fault.times) {
              wrapped.failures += 1;
              return Promise.reject(new Error(`injected ${name}.${String(property)} failure`));
            }
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        },
      });
    },
  };
  return wrapped;
}
