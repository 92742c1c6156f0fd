/**
 * The add-member dialog, loaded the first time it opens: it checks its fields with the contract's validators
 * (src/shared/forms), which the cluster page should not load with it (ADR 0010).
 */
import { lazyDialog } from '@/shared/actions/lazy-dialog';

export const LazyAddSharedMemberDialog = lazyDialog(() =>
  import('./add-shared-member-dialog').then((module) => module.AddSharedMemberDialog),
);
