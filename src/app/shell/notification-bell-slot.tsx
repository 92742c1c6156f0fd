/**
 * Where the header's bell mounts (ADR 0059): its code and its catalog load after the first paint, so the landing does
 * not carry them (the catalog plan leaves the `notification` catalog out of start-up: scripts/vite/catalog-plan.ts).
 */
import { lazy, Suspense } from 'react';
import { loadCatalogSections } from '@/shared/i18n/locale';

const NotificationBell = lazy(() =>
  Promise.all([import('@/features/notifications/notification-bell'), loadCatalogSections(['notification'])]).then(([module]) => ({
    default: module.NotificationBell,
  })),
);

export function NotificationBellSlot() {
  return (
    <Suspense fallback={null}>
      <NotificationBell />
    </Suspense>
  );
}
