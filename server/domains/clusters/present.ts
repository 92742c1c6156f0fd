/**
 * Rows as the contract answers them (schemas/entities/cluster.json and node.json): absent rather than null
 * where the contract has no null, ISO date-times, related objects.
 */
import type { Schema } from '../../http/handler-types';
import type { ClusterRow, SharePermission } from './access';
import { compareVersions, findVersion, upgradeTarget, type NodeRole, type NodeType } from './catalogue';
import { displayText } from '../../i18n/display-names';
import type { Lang } from '../../i18n/messages';

export function iso(value: Date | string): string {
  return new Date(value).toISOString();
}

/** `{ key: value }`, or nothing when the value is null or absent (the contract has no null there). */
function present<K extends string, T>(key: K, value: T | null | undefined): Partial<Record<K, T>> {
  // A computed key is typed as any string: the object has exactly K.
  return value === null || value === undefined ? {} : ({ [key]: value } as Partial<Record<K, T>>);
}

export interface ListedCluster extends ClusterRow {
  share_permission: SharePermission | null;
  node_count: number;
  core_count: number;
  /** The members the cluster is shared with (../shared-members.ts). */
  shared_member_count: number;
}

/** The version an upgrade of the cluster would bring (the gateway's upgradeTarget), when newer than its own. */
function upgradeVersion(row: Pick<ClusterRow, 'cluster_type' | 'version'>, current: ReturnType<typeof findVersion>): string | undefined {
  const target = upgradeTarget(current, row.cluster_type);
  return target && compareVersions(target.version, row.version) > 0 ? target.version : undefined;
}

export function clusterAnswer(row: ListedCluster): Schema<'cluster'> {
  const version = findVersion(row.app_version);
  // A member is told its own role and permission; the owner's account whether, and with how many members, the
  // cluster is shared: from the shares themselves, which both a project and a shared member make.
  const members = row.shared_member_count ?? 0;
  const projectInfo: Schema<'cluster'>['project_info'] = row.share_permission
    ? { shared_status: 'shared', shared_role: 'shared_member', permission: row.share_permission }
    : members > 0
      ? { shared_status: 'shared', shared_role: 'shared_owner', shared_member_count: members }
      : { shared_status: 'unshared', shared_member_count: 0 };
  return {
    cluster_id: row.cluster_id,
    cluster_name: row.cluster_name,
    cluster_type: row.cluster_type,
    status: row.status,
    transition_status: row.transition_status,
    description: row.description,
    zone: row.zone,
    owner: row.owner,
    ...present('nas_id', row.nas_id),
    ...present('nas_shared_path', row.nas_shared_path),
    ...present('vxnet_id', row.vxnet_id),
    ...present('vxnet_name', row.vxnet_name),
    bm_vxnet_id: row.bm_vxnet_id,
    ...present('network_type', row.network_type),
    ...present('scheduler', row.scheduler),
    ...present('cloud', row.cloud),
    version: row.version,
    ...present('upgrade_version', upgradeVersion(row, version)),
    deploy_mode: row.deploy_mode,
    paid_type: row.paid_type,
    duration: row.duration,
    is_auto_renewal: row.is_auto_renewal,
    node_count: row.node_count,
    core_count: row.core_count,
    cluster_sw: row.software,
    app_cluster: { app_id: row.app_id, create_time: iso(row.create_time), status: row.status },
    app_version_info: version
      ? { version_id: version.version_id, resource_kit: version.resource_kit, name: version.name }
      : { version_id: row.app_version, name: row.version },
    project_info: projectInfo,
    create_time: iso(row.create_time),
    status_time: iso(row.status_time),
    expire_time: row.expire_time ? iso(row.expire_time) : null,
  };
}

export interface NodeRow {
  node_id: string;
  cluster_id: string;
  instance_id: string;
  name: string;
  hostname: string;
  role: NodeRole;
  node_type: NodeType;
  instance_class: number;
  cpu: number;
  memory: number;
  gpu: number;
  status: Schema<'NodeStatus'>;
  transition_status: string;
  health_status: Schema<'HealthStatus'>;
  private_ip: string;
  eip_id: string | null;
  eip_addr: string | null;
  description: string;
  create_time: Date;
  status_time: Date;
  queue_info: { hpcqueue_id: string; queue_name: string }[] | null;
}

/** A node as answered: a name the gateway gave (控制节点, 计算节点_01) in the request's language. */
export function nodeAnswer(row: NodeRow, lang: Lang = 'zh'): Schema<'node'> {
  return {
    node_id: row.node_id,
    // The instance exists once the node is no longer pending.
    ...(row.status === 'pending' ? {} : { instance_id: row.instance_id }),
    name: displayText(row.name, lang),
    hostname: row.hostname,
    ...(row.description ? { description: row.description } : {}),
    cluster_id: row.cluster_id,
    role: row.role,
    node_type: row.node_type,
    instance_class: row.instance_class,
    cpu: row.cpu,
    memory: row.memory,
    gpu: row.gpu,
    status: row.status,
    transition_status: row.transition_status,
    health_status: row.health_status,
    private_ip: row.private_ip,
    eip: row.eip_id && row.eip_addr ? { eip_id: row.eip_id, eip_addr: row.eip_addr } : null,
    queue_info: row.queue_info ?? [],
    create_time: iso(row.create_time),
    status_time: iso(row.status_time),
  };
}
