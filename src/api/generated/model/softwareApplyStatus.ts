/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ApprovalStatus } from './approvalStatus';

/**
 * The user's application for this software (on the queried cluster when cluster_id was given); null when never applied.
 */
export type SoftwareApplyStatus = ApprovalStatus | null;
