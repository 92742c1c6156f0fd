/**
 * The cluster user dialog (its quota form: rjsf, the contract's validator and the forms catalog), loaded the first
 * time it opens rather than with the users list, so that the cluster page does not take the forms with it (ADR 0010).
 */
import { lazy, Suspense, type ComponentProps } from 'react';
import { withChunkTimeout } from '@/shared/routing/lazy-chunk';

const ClusterUserDialog = lazy(() =>
  withChunkTimeout(() => import('./cluster-user-dialog')).then((module) => ({ default: module.ClusterUserDialog })),
);

export function LazyClusterUserDialog(props: ComponentProps<typeof ClusterUserDialog>) {
  return (
    <Suspense fallback={null}>
      <ClusterUserDialog {...props} />
    </Suspense>
  );
}
