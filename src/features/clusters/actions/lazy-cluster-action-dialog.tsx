/** The cluster action dialogs, loaded the first time one opens rather than with the cluster list or page. */
import { lazy, Suspense } from 'react';
import { withChunkTimeout } from '@/shared/routing/lazy-chunk';
import type { ClusterActionDialogProps } from './cluster-action-dialog';

const ClusterActionDialog = lazy(() =>
  withChunkTimeout(() => import('./cluster-action-dialog')).then((module) => ({ default: module.ClusterActionDialog })),
);

export function LazyClusterActionDialog(props: ClusterActionDialogProps) {
  return (
    <Suspense fallback={null}>
      <ClusterActionDialog {...props} />
    </Suspense>
  );
}
