/**
 * The shared member quota dialog (rjsf, the contract's validator and the forms catalog), loaded the first time it
 * opens rather than with the member's page, so that the page does not take the forms with it (ADR 0010).
 */
import { lazy, Suspense, type ComponentProps } from 'react';
import { withChunkTimeout } from '@/shared/routing/lazy-chunk';

const SharedQuotaDialog = lazy(() =>
  withChunkTimeout(() => import('./shared-quota-dialog')).then((module) => ({ default: module.SharedQuotaDialog })),
);

export function LazySharedQuotaDialog(props: ComponentProps<typeof SharedQuotaDialog>) {
  return (
    <Suspense fallback={null}>
      <SharedQuotaDialog {...props} />
    </Suspense>
  );
}
