/**
 * The console's toasts (Chakra v3 toaster): one place for success, error and progress notices. `toaster` (the
 * store every screen calls) is here; the region that shows the toasts (./toaster-region.tsx) is a chunk of its own,
 * loaded once the browser is idle after start-up or when the first toast is created, whichever comes first. Toasts
 * created before it mounts are shown when it does (the region reads the store's toasts on mount).
 */
import { createToaster } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';

export const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 5 });

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
