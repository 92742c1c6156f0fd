/** Personal access tokens in words (ADR 0063): their scopes, what each allows, and their states. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AccessTokenScope } from '@/api/generated/model/accessTokenScope';
import type { AccessTokenStatus } from '@/api/generated/model/accessTokenStatus';

/** Every scope, in the contract's order. */
export const SCOPES: AccessTokenScope[] = ['read', 'jobs', 'files', 'admin'];

export const SCOPE_LABELS: Record<AccessTokenScope, MessageDescriptor> = {
  read: msg`Read`,
  jobs: msg`Jobs`,
  files: msg`Files`,
  admin: msg`Admin`,
};

export const SCOPE_HELP: Record<AccessTokenScope, MessageDescriptor> = {
  read: msg`every list and detail you can see`,
  jobs: msg`submit, stop and change jobs, templates, graphics sessions and requests for more time`,
  files: msg`upload, download, move and delete files`,
  admin: msg`every other change: clusters, nodes, queues, users, quotas and storage`,
};

export const TOKEN_STATUS: Record<AccessTokenStatus, { label: MessageDescriptor; palette: string }> = {
  // Valid, not running: beside the catalogs' "Active" of clusters and users.
  active: { label: msg({ message: 'Active', context: 'access token' }), palette: 'green' },
  expired: { label: msg`Expired`, palette: 'gray' },
  revoked: { label: msg`Revoked`, palette: 'red' },
};
