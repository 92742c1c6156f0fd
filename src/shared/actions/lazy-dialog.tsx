/**
 * A dialog whose code is loaded the first time it opens rather than with the list or page that offers it; once
 * loaded it stays mounted (closed), so it closes the way it opened.
 *
 *   export const LazyJobActionDialog = lazyDialog(() => import('./job-action-dialog').then((module) => module.JobActionDialog));
 */
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { withChunkTimeout } from '@/shared/routing/lazy-chunk';

export function lazyDialog<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Dialog = lazy(() => withChunkTimeout(load).then((component) => ({ default: component })));
  return function LazyDialog(props: P) {
    const [wanted, setWanted] = useState(props.open);
    if (props.open && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
