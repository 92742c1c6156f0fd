/**
 * Actions shared by every area: the action dialog (confirmations and small forms), the typed-name confirmation of
 * irreversible actions, following an asynchronous change's job_id in the operation log, (contract formats: ./contract-format, imported directly so that ajv-formats stays out of the screens that do not check one).
 */
export { ActionDialog } from './action-dialog';
export { TypedNameConfirm } from './typed-name-confirm';
export { useFollowedChange } from './use-followed-change';
export { useDialogSlot } from './use-dialog-slot';
