/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { Permission } from './permission';

/**
 * The permission fields sit beside ret_code.
 */
export type GetPermissionResponse = SuccessEnvelope & Permission;
