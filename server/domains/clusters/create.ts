/**
 * cluster/createCluster: checks who may create what where, plans the nodes of each role from the cluster conf,
 * and inserts the cluster (pending, creating), its nodes and its default queue with the creation operation.
 * The engine then makes it active (steps.ts). A request_token already used by the owner answers the creation it
 * repeats (creation-tokens.ts).
 */
import type { Session } from '../../auth/sessions';
import { firstStepDelay, type Clouds } from '../../cloud/index';
import type { Db } from '../../db/database';
import type { AnswerOf, Handlers, InputOf } from '../../http/handler-types';
import { fail } from '../../http/failure';
import { recordOperation } from '../../operations/records';
import { GONE_STATUSES, hpcConfig, requireSession } from './access';
import { periodPrice, priceResourceSet } from '../catalogue/public';
import {
  CLUSTER_CONF,
  findOffer,
  findVersion,
  HPC_CONTROLLER,
  isBareMetal,
  type ClusterType,
  type NodeRole,
  type NodeType,
} from './catalogue';
import { claimCreationToken, keepCreationAnswer } from './creation-tokens';
import { ownerCanPay, ownerInArrears } from './integrations';
import { assignAddresses, vxnetNetwork } from './network';
import { insertNodes, joinQueue, randomId } from './store';
import { becomesTenant, makeTenant, mountPathTaken } from './tenants';

interface SpecInput {
  instance_class: number;
  cpu: number;
  memory: number;
  gpu?: number;
  count: number;
  private_ips?: string[];
}
/** `at`: where the role's node spec sits in the request (its count and private_ips are refused there). */
interface Plan {
  role: NodeRole;
  node_type: NodeType;
  instance_class: number;
  cpu: number;
  memory: number;
  gpu: number;
  count: number;
  private_ips?: string[];
  at?: string[];
}

const CREATE_ACTION = 'cluster/createCluster';

/** The fields of the creation forms that have a default in the contract. */
type Defaulted = 'network_type' | 'paid_type' | 'deploy_mode' | 'scheduler_type' | 'duration';
type AsSent<F> = F extends unknown ? Omit<F, Defaulted> & Partial<Pick<F, Defaulted & keyof F>> : never;
/**
 * The creation request as the handler may get it: a body valid only as sent is taken without the contract's defaults
 * (an HPC creation is one: the EHPC form's defaults, inserted while its branch is tried, trip unevaluatedProperties;
 * validateBody in ../../http/contract-routes.ts), so a field with a default may be absent. A node spec's gpu likewise
 * (SpecInput).
 */
type CreateRequest = AsSent<InputOf<'createCluster'>>;

/** Seconds before a new cluster's instances are up. */
export const CREATE_DELAY_MS = 20_000;

const KNOWN_SOFTWARE: Record<string, { sw_name: string; sw_ver: string }> = {
  'hpcsw-gromacs23': { sw_name: 'GROMACS', sw_ver: '2023.3' },
  'hpcsw-wrf45': { sw_name: 'WRF', sw_ver: '4.5' },
  'hpcsw-openmpi416': { sw_name: 'OpenMPI', sw_ver: '4.1.6' },
  'hpcsw-fluent23': { sw_name: 'Fluent', sw_ver: '2023 R1' },
  'hpcsw-lammps': { sw_name: 'LAMMPS', sw_ver: '2Aug2023' },
};

export function clusterSoftware(scheduler: string, softwareIds: string[]) {
  const base = scheduler === 'pbspro' ? { sw_name: 'PBS Pro', sw_ver: '2022.1' } : { sw_name: 'Slurm', sw_ver: '23.11' };
  return [base, ...softwareIds.map((id) => KNOWN_SOFTWARE[id] ?? { sw_name: id.replace(/^hpcsw-/, ''), sw_ver: 'latest' })];
}

function planRole(type: ClusterType, role: NodeRole, spec: SpecInput, bareMetal: boolean, at: string[]): Plan {
  const gpu = spec.gpu ?? 0;
  const offer = findOffer(type, role, { ...spec, gpu });
  // A bare-metal (-BM) version runs its compute nodes on bare metal, a VM version never does.
  if (!offer || (role === 'compute' && type === 'ehpc' && (offer.node_type === 'bare_metal') !== bareMetal))
    throw fail.notFound('clusters_conf_not_on_sale', { role });
  const range = CLUSTER_CONF[type].roles[role]!.count;
  if (spec.count < range.min || spec.count > range.max)
    throw fail.field([...at, 'count'], 'range', 'clusters_node_count', { role, min: range.min, max: range.max });
  return {
    role,
    node_type: offer.node_type,
    instance_class: spec.instance_class,
    cpu: spec.cpu,
    memory: spec.memory,
    gpu,
    count: spec.count,
    private_ips: spec.private_ips,
    at,
  };
}

/** The shared compute an HPC cluster runs on: two nodes of the queue type's cores (its id's trailing number, else 56); the platform's (ADR 0016). */
function hpcComputePlan(queueType: string): Plan {
  const digits = Number(/(\d+)$/.exec(queueType)?.[1] ?? 56);
  const cpu = digits >= 1 && digits <= 128 ? digits : 56;
  return { role: 'compute', node_type: 'standard', instance_class: 101, cpu, memory: cpu * 4096, gpu: 0, count: 2 };
}

/** `tenant`: an HPC cluster of a sharing cloud has its login nodes only; its jobs run on its zone's shared cluster (ADR 0050). */
function plans(form: CreateRequest, bareMetal: boolean, tenant: boolean): Plan[] {
  if (form.cluster_type === 'hpc') {
    const {
      instance_classes: [first],
      count,
    } = CLUSTER_CONF.hpc.roles.login!;
    const login: SpecInput = form.login_node ?? {
      instance_class: first.instance_class,
      cpu: first.cpu[0],
      memory: first.cpu[0] * first.memory[0],
      count: count.default,
    };
    const loginPlan = planRole('hpc', 'login', login, false, ['body', 'login_node']);
    return tenant ? [loginPlan] : [{ role: 'controller', count: 1, ...HPC_CONTROLLER }, loginPlan, hpcComputePlan(form.queue_type)];
  }
  const config: Partial<Record<NodeRole, SpecInput>> = form.node_config;
  const roles: NodeRole[] = (form.deploy_mode ?? 1) === 1 ? ['controller', 'compute', 'login'] : ['compute', 'login'];
  return roles.map((role) => planRole('ehpc', role, config[role]!, bareMetal, ['body', 'node_config', role]));
}

async function checkCreator(db: Db, session: Session, type: ClusterType, zone: string): Promise<void> {
  const config = await hpcConfig(db, zone);
  if (session.user.user_type === 1 && !config.features?.subuser_cluster_creation) throw fail.forbidden('clusters_subuser_refused');
  const permission = await db.query("SELECT 1 FROM permissions WHERE user_id = $1 AND zone = $2 AND status = 'enable'", [
    session.user.user_id,
    zone,
  ]);
  if (!permission.length) throw fail.forbidden('clusters_service_not_open', { zone });
  if (config.features?.[type] === false) throw fail.conflict('clusters_type_unsupported', { type: type.toUpperCase(), zone });
}

/**
 * The mount point must be an active NAS export, or an active S2 server (vNAS), of the owner in the zone. A vNAS
 * whose shared targets share no NAS export (vNAS volumes) is accepted: its cluster has no files to browse, which
 * cluster/nasInfo answers with a 404 (changes.ts).
 */
async function checkNas(db: Db, owner: string, zone: string, nasId: string): Promise<void> {
  const rows = nasId.startsWith('nas-')
    ? await db.query("SELECT 1 FROM nas_exports WHERE nas_id = $1 AND owner = $2 AND zone = $3 AND status = 'Active'", [nasId, owner, zone])
    : await db.query("SELECT 1 FROM s2_servers WHERE s2_server_id = $1 AND owner = $2 AND zone = $3 AND status = 'active'", [
        nasId,
        owner,
        zone,
      ]);
  if (!rows.length) throw fail.notFound('clusters_nas_unknown', { id: nasId });
}

export async function checkNameFree(db: Db, owner: string, name: string, except = ''): Promise<void> {
  const rows = await db.query(
    'SELECT 1 FROM clusters WHERE owner = $1 AND cluster_name = $2 AND cluster_id <> $3 AND NOT (status = ANY($4))',
    [owner, name, except, GONE_STATUSES],
  );
  if (rows.length) throw fail.field(['body', 'cluster_name'], 'unique', 'clusters_name_taken', { name });
}

/** `clouds.current`: the cloud a new cluster's machines are made in (ADR 0047). */
export const createHandlersIn = (clouds: Pick<Clouds, 'current' | 'of'>) =>
  ({
    createCluster: async ({ db, session: maybe, input }) => {
      const session = requireSession(maybe);
      const form: CreateRequest = input;
      const ehpc = form.cluster_type === 'ehpc' ? form : null;
      const type = form.cluster_type;
      const zone = form.zone ?? session.user.zone;
      const owner = session.user.owner;
      const name = form.cluster_name;
      const token = form.request_token ?? '';
      return db.transaction(async (tx) => {
        // A repeated request (same request_token) answers the creation it repeats: nothing is created twice.
        const earlier = token ? await claimCreationToken<AnswerOf<'createCluster'>>(tx, owner, CREATE_ACTION, token) : null;
        if (earlier) return earlier;
        await checkCreator(tx, session, type, zone);
        const version = findVersion(form.app_version);
        if (!version || version.cluster_type !== type || version.status !== 'active')
          throw fail.notFound('clusters_version_unknown', { version: form.app_version });
        await checkNas(tx, owner, zone, form.nas_id);
        await checkNameFree(tx, owner, name);
        const tenant = becomesTenant(clouds, clouds.current, type);
        const mountPath = form.nas_path || undefined;
        if (tenant && mountPath && (await mountPathTaken(tx, clouds.current, zone, mountPath))) {
          throw fail.field(['body', 'nas_path'], 'unique', 'clusters_mount_path_taken', { path: mountPath });
        }
        const nodePlans = plans(form, isBareMetal(version), tenant);
        const paidType = form.paid_type ?? 0;
        const duration = ehpc?.duration ?? 0;
        // The price the quote showed (GetClusterPrice): one rule, ADR 0016.
        const resources = nodePlans.map((p) => ({
          kind: 'node' as const,
          role: p.role,
          instance_class: p.instance_class,
          cpu: p.cpu,
          memory: p.memory,
          gpu: p.gpu,
          count: p.count,
        }));
        const { total: hourly } = await priceResourceSet(tx, { cluster_type: type, zone, resources });
        const fee = periodPrice(hourly, paidType).price * Math.max(duration, 1);
        if ((await ownerInArrears(tx, owner)) || !(await ownerCanPay(tx, owner, fee))) throw fail.balance('clusters_lack_of_balance');

        const vxnetId = form.vxnet;
        const network = await vxnetNetwork(tx, owner, zone, vxnetId);
        if (!network) throw fail.notFound('clusters_vxnet_unknown', { id: vxnetId });
        const taken = new Set<string>();
        const addresses: string[][] = [];
        for (const plan of nodePlans) {
          const ips = await assignAddresses(
            tx,
            { owner, zone, vxnet_id: vxnetId, ip_network: network.ip_network },
            plan.count,
            plan.private_ips,
            [...(plan.at ?? ['body']), 'private_ips'],
            taken,
          );
          ips.forEach((ip) => taken.add(ip));
          addresses.push(ips);
        }

        const clusterId = randomId(type);
        const scheduler = ehpc?.scheduler_type ?? 'slurm';
        const softwareIds = form.software ?? [];
        await tx.query(
          `INSERT INTO clusters (cluster_id, cluster_name, cluster_type, status, transition_status, description, zone, owner, created_by, nas_id, nas_shared_path,
                               vxnet_id, vxnet_name, bm_vxnet_id, network_type, scheduler, version, app_id, app_version, deploy_mode, paid_type, duration,
                               is_auto_renewal, software, config, expire_time, cloud)
         VALUES ($1,$2,$3,'pending','creating',$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,
                 CASE WHEN $19 = 1 THEN now() + make_interval(months => $20) END, $24)`,
          [
            clusterId,
            name,
            type,
            form.description ?? '',
            zone,
            owner,
            session.user.user_id,
            form.nas_id,
            form.nas_path ?? `/share/${clusterId}`,
            vxnetId,
            network.vxnet_name,
            form.bm_vxnet_id ?? null,
            form.network_type ?? 'private',
            scheduler,
            version.version,
            CLUSTER_CONF[type].app_id,
            version.version_id,
            ehpc?.deploy_mode ?? 1,
            paidType,
            duration,
            ehpc?.is_auto_renewal ?? 0,
            JSON.stringify(clusterSoftware(scheduler, softwareIds)),
            JSON.stringify({
              ip_network: network.ip_network,
              software_ids: softwareIds,
              ...(form.cluster_type === 'hpc' ? { cluster_user: form.user_name } : {}),
            }),
            clouds.current,
          ],
        );
        if (tenant) await makeTenant(tx, clusterId, clouds.current, zone);
        const computeIds: string[] = [];
        for (const [i, plan] of nodePlans.entries()) {
          const ids = await insertNodes(tx, clusterId, { ...plan, ips: addresses[i] });
          if (plan.role === 'compute') computeIds.push(...ids);
        }
        const queueId = randomId('hpcq');
        await tx.query(
          "INSERT INTO queues (hpcqueue_id, cluster_id, queue_name, category, is_default, queue_type, status) VALUES ($1, $2, $3, $4, 1, $5, 'pending')",
          [
            queueId,
            clusterId,
            ehpc ? (ehpc.queue_name ?? 'normal') : 'normal',
            ehpc ? 'dedicated' : 'shared',
            form.cluster_type === 'hpc' ? form.queue_type : null,
          ],
        );
        await joinQueue(tx, queueId, computeIds);
        const jobId = await recordOperation(tx, {
          action: CREATE_ACTION,
          resourceType: 'cluster',
          resourceIds: [clusterId],
          resourceNames: [name],
          owner,
          userId: session.user.user_id,
          zone,
          delayMs: firstStepDelay(clouds.current, CREATE_DELAY_MS),
        });
        const answer = { job_id: jobId, cluster_id: clusterId };
        if (token) await keepCreationAnswer(tx, owner, CREATE_ACTION, token, answer);
        return answer;
      });
    },
  }) satisfies Handlers;
