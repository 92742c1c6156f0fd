import { describe, expect, it } from 'vitest';
import type { Cluster } from '@/api/generated/model/cluster';
import { OWNER as OWNER_SESSION, SUB_USER } from '@/shared/testing/session-render';
import { nasRights } from './nas-rights';
import { BOUND_EXPORT, FREE_EXPORT } from './storage-fixtures';

const OWNER = OWNER_SESSION;
const IAM = { ...OWNER_SESSION, user_id: 'iam-alice', iamuser_name: 'alice' };
const SUB = SUB_USER;
const OWN_CLUSTER = { cluster_id: 'ehpc-k8x2m4q1' } as Pick<Cluster, 'cluster_id' | 'project_info'>;
const SHARED_CLUSTER = { cluster_id: 'ehpc-k8x2m4q1', project_info: { shared_role: 'shared_member', permission: 'readwrite' } } as Pick<
  Cluster,
  'cluster_id' | 'project_info'
>;

describe('who may change the NAS (ADR 0027)', () => {
  it('the owner creates, administers and deletes; nothing is offered on a mount point being created', () => {
    const rights = nasRights(OWNER, undefined);
    expect(rights.create).toBe(true);
    expect(rights.administer(FREE_EXPORT)).toBe(true);
    expect(rights.remove(BOUND_EXPORT)).toBe(true);
    expect(rights.administer({ ...FREE_EXPORT, status: 'Creating' })).toBe(false);
    expect(rights.remove({ ...FREE_EXPORT, status: 'Creating' })).toBe(false);
  });

  it('an IAM user creates and administers but is not offered the deletion the gateway refuses it', () => {
    const rights = nasRights(IAM, undefined);
    expect(rights.create).toBe(true);
    expect(rights.administer(FREE_EXPORT)).toBe(true);
    expect(rights.remove(FREE_EXPORT)).toBe(false);
  });

  it('a sub-user creates and deletes nothing and administers only what a cluster of its own holds', () => {
    expect(nasRights(SUB, undefined).create).toBe(false);
    expect(nasRights(SUB, undefined).administer(BOUND_EXPORT)).toBe(false);
    expect(nasRights(SUB, [OWN_CLUSTER]).administer(BOUND_EXPORT)).toBe(true);
    expect(nasRights(SUB, [OWN_CLUSTER]).remove(BOUND_EXPORT)).toBe(false);
    expect(nasRights(SUB, [SHARED_CLUSTER]).administer(BOUND_EXPORT)).toBe(false);
    expect(nasRights(SUB, [OWN_CLUSTER]).administer(FREE_EXPORT)).toBe(false);
  });
});
