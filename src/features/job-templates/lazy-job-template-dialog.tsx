/** The job template form dialog, loaded the first time it opens (rjsf and the form's validator stay out of the list). */
import { lazyDialog } from '@/shared/actions/lazy-dialog';

export const LazyJobTemplateDialog = lazyDialog(() => import('./job-template-dialog').then((module) => module.JobTemplateDialog));
