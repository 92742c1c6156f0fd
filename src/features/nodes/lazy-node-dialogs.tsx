/** The node dialogs (a node's actions, adding nodes), loaded the first time one opens rather than with the list. */
import { lazy, Suspense, type ComponentProps } from 'react';
import { withChunkTimeout } from '@/shared/routing/lazy-chunk';

const NodeActionDialog = lazy(() =>
  withChunkTimeout(() => import('./node-dialogs')).then((module) => ({ default: module.NodeActionDialog })),
);
const AddNodesDialog = lazy(() =>
  withChunkTimeout(() => import('./add-nodes-dialog')).then((module) => ({ default: module.AddNodesDialog })),
);

export function LazyNodeActionDialog(props: ComponentProps<typeof NodeActionDialog>) {
  return (
    <Suspense fallback={null}>
      <NodeActionDialog {...props} />
    </Suspense>
  );
}

export function LazyAddNodesDialog(props: ComponentProps<typeof AddNodesDialog>) {
  return (
    <Suspense fallback={null}>
      <AddNodesDialog {...props} />
    </Suspense>
  );
}
