/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ActionParameter } from './actionParameter';
import type { ZoneParameter } from './zoneParameter';
import type { OwnerParameter } from './ownerParameter';
import type { UserIdParameter } from './userIdParameter';
import type { IamUserNameParameter } from './iamUserNameParameter';
import type { ClusterIdParameter } from './clusterIdParameter';
import type { NodeRole } from './nodeRole';
import type { InstanceClass } from './instanceClass';
import type { NodeCpu } from './nodeCpu';
import type { NodeMemory } from './nodeMemory';
import type { NodeGpu } from './nodeGpu';

export type GetResizeClusterFeeParams = {
/**
 * The action name, equal to the operation's x-action. Filled in by the mutator.
 * @minLength 1
 * @maxLength 64
 */
action?: ActionParameter;
/**
 * The zone the request works in.
 * @pattern ^[a-z][a-z0-9-]{1,31}$
 */
zone?: ZoneParameter;
/**
 * The owning account (the parent account for sub-users and IAM users).
 * @pattern ^[a-z]+-[A-Za-z0-9_-]{1,40}$
 */
owner?: OwnerParameter;
/**
 * The signed-in user.
 * @pattern ^[a-z]+-[A-Za-z0-9_-]{1,40}$
 */
user_id?: UserIdParameter;
/**
 * The IAM user name, where the session is an IAM user's.
 * @pattern ^[A-Za-z0-9_.-]{1,64}$
 */
iamuser_name?: IamUserNameParameter;
/**
 * hpc-… is an HPC cluster, ehpc-… an EHPC cluster.
 * @pattern ^e?hpc-[a-z0-9]{4,16}$
 */
cluster_id: ClusterIdParameter;
role: NodeRole;
instance_class?: InstanceClass;
cpu: NodeCpu;
memory: NodeMemory;
gpu?: NodeGpu;
};
