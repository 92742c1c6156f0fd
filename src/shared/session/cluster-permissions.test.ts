import { describe, expect, it } from 'vitest';
import { clusterPermissions, seesBilling, type PermissionUser } from './cluster-permissions';

const owner: PermissionUser = { user_type: 0, iamuser_name: null };
const iam: PermissionUser = { user_type: 0, iamuser_name: 'alice' };
const sub: PermissionUser = { user_type: 1, iamuser_name: null };
const own = {};
const readonly = {
  project_info: { shared_status: 'shared' as const, shared_role: 'shared_member' as const, permission: 'readonly' as const },
};
const readwrite = {
  project_info: { shared_status: 'shared' as const, shared_role: 'shared_member' as const, permission: 'readwrite' as const },
};

describe('cluster permissions (ADR 0013)', () => {
  it('lets the owner and a sub-user on its own cluster do everything', () => {
    expect(clusterPermissions(owner, own)).toEqual({ change: true, administer: true, own: true });
    expect(clusterPermissions(sub, own)).toEqual({ change: true, administer: true, own: true });
  });

  it('lets an IAM user acting for its owner work in a cluster but neither administer nor own it', () => {
    expect(clusterPermissions(iam, own)).toEqual({ change: true, administer: false, own: false });
  });

  it('uses a share’s permission for anyone shared, and never owns', () => {
    for (const user of [iam, sub, owner]) {
      expect(clusterPermissions(user, readonly)).toEqual({ change: false, administer: false, own: false });
      expect(clusterPermissions(user, readwrite)).toEqual({ change: true, administer: true, own: false });
    }
  });

  it('shows billing to the account owner only', () => {
    expect(seesBilling(owner)).toBe(true);
    expect(seesBilling(iam)).toBe(false);
    expect(seesBilling(sub)).toBe(false);
  });
});
