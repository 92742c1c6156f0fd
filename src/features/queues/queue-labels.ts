/** Display texts of the queue enumerations (section 3): category and default flag. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { QueueCategory } from '@/api/generated/model/queueCategory';

export const QUEUE_CATEGORY_LABELS: Record<QueueCategory, MessageDescriptor> = { dedicated: msg`Dedicated`, shared: msg`Shared` };
