/**
 * Failures as users see them: `errorMessage(error)` (the gateway's message as it is, console-detected failures
 * translated) and the toasts lists use for mutation failures (`showErrorToast`, `mutationErrorToast`).
 */
export { errorMessage } from './error-message';
export { mutationErrorToast, showErrorToast, showSuccessToast } from './error-toast';
