/** The words of a policy's type (light: the tables import it without the policy form). */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StrategyOpType } from '@/api/generated/model/strategyOpType';

export const POLICY_TYPE_LABELS: Record<StrategyOpType, MessageDescriptor> = { expand: msg`Expand`, shrink: msg`Shrink` };
