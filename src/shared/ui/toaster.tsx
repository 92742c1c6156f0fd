/**
 * The console's toasts (Chakra v3 toaster): one place for success, error and progress notices. `toaster` (what
 * every screen calls) is here; the toast store behind it and the region that shows the toasts (./toaster-region.tsx)
 * are a chunk of their own, loaded once the browser is idle after start-up or when the first toast is created,
 * whichever comes first. Until the store is in, `toaster` keeps the toasts created (in order, under the ids it gives
 * them) and hands them to the store as it arrives, so they show when the region mounts as if created there.
 */
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { toaster } from './toast-store';

export { toaster } from './toast-store';

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
