/** QueueActionDialog, loaded the first time a queue change is chosen. */
import { lazyDialog } from '@/shared/actions/lazy-dialog';

export const LazyQueueActionDialog = lazyDialog(() => import('./queue-action-dialog').then((module) => module.QueueActionDialog));
