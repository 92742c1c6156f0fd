/**
 * Actions shared by every area: the action dialog (confirmations and small forms), the typed-name confirmation of
 * irreversible actions, following an asynchronous change's job_id in the operation log, (contract formats: ./contract-format, imported directly so that ajv-formats stays out of the screens that do not check one).
 */
export { ActionDialog, type ActionDialogProps, type ActionTone } from './action-dialog';
export { TypedNameConfirm, typedNameMatches, type TypedNameConfirmProps } from './typed-name-confirm';
export { FOLLOW_INTERVAL_MS, FOLLOW_TIMEOUT_MS, OperationFailedError, OperationTimeoutError, configureFollow, followOperation, type FollowOptions } from './follow-operation';
export { SIMULATION_RESOURCE_IDS, hpcOperationLog, simulationOperationLog, type OperationLogReader } from './operation-logs';
export { operationFailureText, useFollowedChange, type FollowedChange, type FollowedChangeMessages, type UseFollowedChangeOptions } from './use-followed-change';
export { useDialogSlot, type DialogSlot } from './use-dialog-slot';
