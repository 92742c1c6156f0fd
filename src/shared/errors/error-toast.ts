/**
 * Error toasts for failed gateway calls: every failure a user caused or sees is said once, in their language.
 * Lists use these for mutation failures (stop, delete, …): `useMutation({ onError: mutationErrorToast(title) })`
 * or `showErrorToast(error, title)` in a catch; the list itself shows a failed load inside DataTable.
 */
import { t } from '@lingui/core/macro';
import { toaster } from '@/shared/ui/toaster';
import { errorMessage } from './error-message';

export function showErrorToast(error: unknown, title?: string): void {
  toaster.create({ type: 'error', title: title ?? t`Operation failed`, description: errorMessage(error), closable: true, duration: 6000 });
}

export function showSuccessToast(title: string, description?: string): void {
  toaster.create({ type: 'success', title, description, duration: 3000 });
}

/**
 * An `onError` for react-query mutations that toasts the failure. (Passing `showErrorToast` itself would take the
 * mutation's variables as the title.)
 */
export function mutationErrorToast(title?: string): (error: unknown) => void {
  return (error) => showErrorToast(error, title);
}
