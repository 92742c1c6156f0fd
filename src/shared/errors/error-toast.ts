/** Error toasts for failed gateway calls: every failure a user caused or sees is said once, in their language. */
import { t } from '@lingui/core/macro';
import { toaster } from '../ui/toaster';
import { errorMessage } from './error-message';

export function showErrorToast(error: unknown, title?: string): void {
  toaster.create({ type: 'error', title: title ?? t`Operation failed`, description: errorMessage(error), closable: true, duration: 6000 });
}

export function showSuccessToast(title: string, description?: string): void {
  toaster.create({ type: 'success', title, description, duration: 3000 });
}
