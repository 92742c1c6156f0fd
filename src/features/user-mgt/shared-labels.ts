/** Display texts of shared membership (spec section 3): permissions and folder access. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SharedFacl } from '@/api/generated/model/sharedFacl';
import type { SharedPermission } from '@/api/generated/model/sharedPermission';

export const PERMISSION_LABELS: Record<SharedPermission, MessageDescriptor> = { readonly: msg`Read-only`, readwrite: msg`Read-write` };

export const FACL_LABELS: Record<SharedFacl, MessageDescriptor> = { r: msg`Read`, rw: msg`Read and write` };
