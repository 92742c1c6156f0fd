/**
 * Copying to the clipboard (spec section 5): writes with navigator.clipboard and says the outcome in a toast,
 * "Copy Success" or "Copy Failed".
 */
import { t } from '@lingui/core/macro';
import { toaster } from './toaster';

/** Copies text and toasts the outcome; resolves true when copied. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!globalThis.navigator?.clipboard?.writeText) throw new Error('clipboard unavailable');
    await globalThis.navigator.clipboard.writeText(text);
    toaster.create({ type: 'success', title: t`Copy Success`, duration: 2000 });
    return true;
  } catch {
    toaster.create({ type: 'error', title: t`Copy Failed`, duration: 3000 });
    return false;
  }
}
