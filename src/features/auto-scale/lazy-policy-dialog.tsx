/** The policy form dialog, loaded the first time it opens (rjsf and the form's validator stay out of the tab). */
import { lazyDialog } from '@/shared/actions/lazy-dialog';

export const LazyPolicyDialog = lazyDialog(() => import('./policy-dialog').then((module) => module.PolicyDialog));
