/** Where the header's quota warning mounts: its code (and its quota read) loads after start-up. */
import { lazy, Suspense } from 'react';

const HeaderQuotaWarning = lazy(() => import('./header-quota-warning').then((module) => ({ default: module.HeaderQuotaWarning })));

export function QuotaWarningSlot() {
  return (
    <Suspense fallback={null}>
      <HeaderQuotaWarning />
    </Suspense>
  );
}
