/**
 * The toast store's stand-in (toaster.tsx): `toaster` keeps the toasts created before the store's chunk
 * (toaster-region.tsx) arrives and hands them over in order when it does. A leaf module: the region's chunk and
 * the toaster both import it, neither imports the other's module back.
 */
import type { CreateToasterReturn } from '@chakra-ui/react';

/** What the console asks of the toast store. */
export type ToastCalls = Pick<CreateToasterReturn, 'create' | 'remove' | 'subscribe' | 'getVisibleToasts'>;
type ToastOptions = Parameters<CreateToasterReturn['create']>[0];

/** The store's settings (toaster-region.tsx creates it with them). */
export const TOASTER_PROPS = { placement: 'top', pauseOnPageIdle: true, max: 5 } as const;

let store: CreateToasterReturn | undefined;
const waiting: (ToastOptions & { id: string })[] = [];
const subscribers = new Set<() => void>();
let lastId = 0;

export const toaster: ToastCalls = {
  create(options) {
    const id = options.id ?? `hpc-toast-${(lastId += 1)}`;
    if (store) return store.create({ ...options, id });
    waiting.push({ ...options, id });
    for (const subscriber of subscribers) subscriber();
    return id;
  },
  remove(id) {
    if (store) return store.remove(id);
    waiting.splice(0, waiting.length, ...(id === undefined ? [] : waiting.filter((toast) => toast.id !== id)));
  },
  subscribe(subscriber) {
    if (store) return store.subscribe(subscriber);
    subscribers.add(subscriber);
    return () => void subscribers.delete(subscriber);
  },
  getVisibleToasts() {
    return store ? store.getVisibleToasts() : [...waiting];
  },
};

/** The store, from the region's chunk: the toasts created meanwhile go to it, in order. */
export function attachToastStore(created: CreateToasterReturn): void {
  store = created;
  for (const toast of waiting.splice(0)) created.create(toast);
  subscribers.clear();
}
