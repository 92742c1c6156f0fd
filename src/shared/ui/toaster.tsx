/**
 * The console's toasts (Chakra v3 toaster): one place for success, error and progress notices. `toaster` (what
 * every screen calls) is here; the toast store behind it and the region that shows the toasts (./toaster-region.tsx)
 * are a chunk of their own, loaded once the browser is idle after start-up or when the first toast is created,
 * whichever comes first. Until the store is in, `toaster` keeps the toasts created (in order, under the ids it gives
 * them) and hands them to the store as it arrives, so they show when the region mounts as if created there.
 */
import type { CreateToasterReturn } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';

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

/** A region whose chunk failed to load shows no toasts rather than taking the console down (no error boundary here). */
const ToasterRegion = lazy<() => ReactNode>(() =>
  import('./toaster-region').catch((error: unknown) => {
    console.warn('HPC console: the toast region did not load', error);
    return { default: () => null };
  }),
);

/** How long after start-up the region loads at the latest when the browser never goes idle. */
const REGION_LOAD_TIMEOUT_MS = 3000;

export function Toaster() {
  const [mounted, setMounted] = useState(() => toaster.getVisibleToasts().length > 0);
  useEffect(() => {
    if (mounted) return undefined;
    const mount = () => setMounted(true);
    const unsubscribe = toaster.subscribe(mount);
    const idle = globalThis.requestIdleCallback?.(mount, { timeout: REGION_LOAD_TIMEOUT_MS });
    const timer = idle === undefined ? setTimeout(mount, REGION_LOAD_TIMEOUT_MS) : undefined;
    return () => {
      unsubscribe();
      if (idle !== undefined) globalThis.cancelIdleCallback?.(idle);
      clearTimeout(timer);
    };
  }, [mounted]);
  return mounted ? (
    <Suspense fallback={null}>
      <ToasterRegion />
    </Suspense>
  ) : null;
}
