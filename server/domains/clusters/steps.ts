/**
 * The engine steps of the clusters domain: each action is a short sequence of phases with realistic delays
 * (milliseconds before the next phase, scaled by HPC_SIM_SPEED). A phase works on the operation's resources
 * and leaves them in a state the console can show: a transition under way, then the new status. The actions that
 * change machines drive the cluster's cloud (ADR 0047): they apply the plan the rows now say and wait, in named
 * stages, until its hosts run (the simulated cloud's run at once, so its clusters keep the delays alone).
 */
import type { Cloud } from '../../cloud/index';
import type { Db } from '../../db/database';
import type { Step, StepResult } from '../../operations/runner';
import type { OperationRow } from '../../operations/records';
import { requeueJobs } from '../jobs/public';
import { findVersion, upgradeFails } from './catalogue';
import { eipAddress } from './integrations';
import { useSlurmFor } from '../slurm-clusters/public';
import { expandHostList } from '../../slurm/normalise';
import {
  applyPlans as applyPlansOf,
  cloudOf,
  hostsOf as hostsOfClusters,
  nodesJoin,
  nodesLeave,
  paceOf,
  stages,
  waitAgain,
  type MachinesEnv,
  type Phase,
} from './machines';
import { ownerAccount } from './host-accounts';
import { settleShared } from './shared-machines';

export type { MachinesEnv } from './machines';

function phases(...list: Phase[]): Step {
  return (tx, op) => (list[op.step] ?? (async (): Promise<StepResult> => ({ failed: 'internal_error' })))(tx, op);
}

const clusterIds = (op: OperationRow) => (op.resource_type === 'cluster' ? op.resource_ids : op.resource_ids.slice(0, 1));
const nodeIds = (op: OperationRow) => (op.payload.node_ids as string[] | undefined) ?? [];
const next = (ms: number): StepResult => ({ next: ms });
const done: StepResult = { done: true };

/** Nodes that came (back) up are checked for health after a while. */
async function checkHealth(tx: Db, where: string, ids: string[]): Promise<StepResult> {
  await tx.query(
    `UPDATE cluster_nodes SET health_status = 'healthy' WHERE ${where} = ANY($1) AND status = 'active' AND health_status = 'fetching'`,
    [ids],
  );
  return done;
}
const clusterHealth: Phase = (tx, op) => checkHealth(tx, 'cluster_id', clusterIds(op));
const nodeHealth: Phase = (tx, op) => checkHealth(tx, 'node_id', nodeIds(op));

/** Ends a cluster transition: the clusters get `status`, their nodes in `transition` get `nodeStatus`. */
function settle(transition: string, status: string, nodeStatus: string, health?: string): Phase {
  return async (tx, op) => {
    const ids = clusterIds(op);
    await tx.query(
      `UPDATE cluster_nodes SET status = $3, transition_status = '', health_status = coalesce($4, health_status), status_time = now()
        WHERE cluster_id = ANY($1) AND transition_status = $2`,
      [ids, transition, nodeStatus, health ?? null],
    );
    await tx.query(
      "UPDATE clusters SET status = $3, transition_status = '', status_time = now() WHERE cluster_id = ANY($1) AND transition_status = $2",
      [ids, transition, status],
    );
    return next(10_000);
  };
}

/** Frees the cores the scheduler allocated to jobs (the jobs domain's job_nodes, when that table exists). */
async function freeCores(tx: Db, where: string, ids: string[]): Promise<void> {
  const [{ present }] = await tx.query<{ present: boolean }>("SELECT to_regclass('job_nodes') IS NOT NULL AS present");
  if (present) await tx.query(`DELETE FROM job_nodes WHERE ${where} = ANY($1)`, [ids]);
}

/** Jobs running on these nodes: with cores the simulator allocated there, or placed on their hosts by a real scheduler (its node list). */
async function jobsOnNodes(tx: Db, ids: string[]): Promise<string[]> {
  const [{ present }] = await tx.query<{ present: boolean }>("SELECT to_regclass('job_nodes') IS NOT NULL AS present");
  const found = new Set<string>();
  if (present) {
    const rows = await tx.query<{ hpcjob_uuid: string }>(
      "SELECT DISTINCT a.hpcjob_uuid FROM job_nodes a JOIN jobs j ON j.hpcjob_uuid = a.hpcjob_uuid WHERE a.node_id = ANY($1) AND j.job_status = 'running'",
      [ids],
    );
    for (const r of rows) found.add(r.hpcjob_uuid);
  }
  const placed = await tx.query<{ hpcjob_uuid: string; node_list: string; hostnames: string[] }>(
    `SELECT j.hpcjob_uuid, j.node_list, (SELECT array_agg(n.hostname) FROM cluster_nodes n WHERE n.node_id = ANY($1) AND n.cluster_id = j.cluster_id) AS hostnames
       FROM jobs j WHERE j.job_status = 'running' AND coalesce(j.node_list, '') <> ''
        AND j.cluster_id IN (SELECT cluster_id FROM cluster_nodes WHERE node_id = ANY($1))`,
    [ids],
  );
  for (const job of placed)
    if (expandHostList(job.node_list).some((host) => (job.hostnames ?? []).includes(host))) found.add(job.hpcjob_uuid);
  return [...found];
}

/** Ends jobs of clusters: running (and, with `pending`, queued) jobs get `status`; their cores are freed. */
async function endClusterJobs(tx: Db, clusterIds: string[], status: string, statuses: string[]): Promise<void> {
  const ended = await tx.query<{ hpcjob_uuid: string }>(
    `UPDATE jobs SET job_status = $2, modified_time = now(), finished_time = CASE WHEN $2 = 'cancelled' THEN now() ELSE finished_time END
      WHERE cluster_id = ANY($1) AND job_status = ANY($3) RETURNING hpcjob_uuid`,
    [clusterIds, status, statuses],
  );
  await freeCores(
    tx,
    'hpcjob_uuid',
    ended.map((j) => j.hpcjob_uuid),
  );
}

/** What deleting (or deregistering) releases: queues, EIPs and the jobs still queued or running. */
async function release(tx: Db, ids: string[], nodeStatus: string): Promise<void> {
  await tx.query(
    `UPDATE cluster_nodes SET status = $2, transition_status = '', eip_id = NULL, eip_addr = NULL, status_time = now()
      WHERE cluster_id = ANY($1) AND status NOT IN ('deleted', 'ceased')`,
    [ids, nodeStatus],
  );
  await tx.query('DELETE FROM queue_nodes WHERE hpcqueue_id IN (SELECT hpcqueue_id FROM queues WHERE cluster_id = ANY($1))', [ids]);
  await tx.query("UPDATE queues SET status = 'deleted' WHERE cluster_id = ANY($1)", [ids]);
  await endClusterJobs(tx, ids, 'cancelled', ['pending', 'running']);
}

/** Work a step starts on a cloud and does not wait for in its transaction (a teardown takes seconds); its end is polled. */
function beside(work: Promise<void>, what: string): void {
  work.catch((error: unknown) => console.error(`cloud: ${what} failed:`, error));
}

export function clusterSteps(env: MachinesEnv): Record<string, Step> {
  const cloudFor = (tx: Db, clusterId: string): Promise<Cloud | undefined> => cloudOf(tx, env.clouds, clusterId);

  /** `ms` on the simulated cloud, which imitates how long machines take; nothing on a real one, whose stages wait on its hosts. */
  const pace = (tx: Db, op: OperationRow, ms: number): Promise<number> => paceOf(tx, clusterIds(op)[0]!, ms);

  const applyPlans = (tx: Db, ids: string[]) => applyPlansOf(tx, env, ids);
  /** Waits for the hosts of every cluster of the operation (of `nodeIds` only, when given). */
  const hostsOf = (tx: Db, op: OperationRow, nodeIds: string[] = []) => hostsOfClusters(tx, env, op, clusterIds(op), nodeIds);

  /**
   * A cloud whose hosts run a scheduler (the local cloud's slurmctld and slurmrestd) gets the cluster's jobs through
   * the Slurm adapter from now on, its owner's as the account the hosts know it by (ADR 0047, 0048).
   */
  async function connectScheduler(tx: Db, id: string): Promise<void> {
    const cloud = await cloudFor(tx, id);
    const scheduler = cloud ? (await cloud.observe(id)).scheduler : undefined;
    if (!scheduler) return;
    const [{ owner }] = await tx.query<{ owner: string }>('SELECT owner FROM clusters WHERE cluster_id = $1', [id]);
    await useSlurmFor(tx, id, {
      restUrl: scheduler.restUrl,
      jwtKeyFile: scheduler.jwtKeyFile,
      sharedDir: null,
      accountMap: { [owner]: ownerAccount(owner) },
    });
  }

  const creating = async (tx: Db, id: string) =>
    (await tx.query("SELECT 1 FROM clusters WHERE cluster_id = $1 AND status = 'pending' AND transition_status = 'creating'", [id]))
      .length > 0;

  /** The creation's hosts: active once all run; a failure removes the machines and ends the cluster ceased, with why. */
  const createHosts: Phase = async (tx, op) => {
    const [id] = op.resource_ids;
    if (!(await creating(tx, id))) return { failed: 'clusters_create_abandoned' };
    const hosts = await hostsOf(tx, op);
    if (hosts === 'waiting') return waitAgain('hosts');
    if (typeof hosts === 'object') {
      await release(tx, [id], 'ceased');
      await tx.query(
        "UPDATE clusters SET status = 'ceased', transition_status = '', cloud_failure = $2, status_time = now() WHERE cluster_id = $1",
        [id, hosts.why],
      );
      const cloud = await cloudFor(tx, id);
      if (cloud) beside(cloud.destroy(id), `removing the machines of ${id}`);
      return { failed: 'clusters_create_failed', params: { reason: hosts.why } };
    }
    await tx.query(
      "UPDATE cluster_nodes SET status = 'active', transition_status = '', health_status = 'fetching', status_time = now() WHERE cluster_id = $1 AND transition_status = 'creating'",
      [id],
    );
    await tx.query("UPDATE queues SET status = 'active' WHERE cluster_id = $1 AND status = 'pending'", [id]);
    await tx.query("UPDATE clusters SET status = 'active', transition_status = '', status_time = now() WHERE cluster_id = $1", [id]);
    await connectScheduler(tx, id);
    return { next: await pace(tx, op, 15_000), stage: 'health' };
  };

  /** Start and resume: every host running again, then the cluster active; a host that does not come back leaves it stopped. */
  function startHosts(transition: string): Phase {
    return async (tx, op) => {
      const hosts = await hostsOf(tx, op);
      if (hosts === 'waiting') return waitAgain('hosts');
      if (typeof hosts === 'object') {
        await settle(transition, 'stopped', 'stopped')(tx, op);
        return { failed: 'clusters_hosts_failed', params: { reason: hosts.why } };
      }
      await settle(transition, 'active', 'active', 'fetching')(tx, op);
      return { next: await pace(tx, op, 10_000), stage: 'health' };
    };
  }
  const starting = (transition: string): Step =>
    stages(
      async (tx, op) => {
        if (!(await applyPlans(tx, clusterIds(op)))) return { failed: 'clusters_cloud_unavailable' };
        return startHosts(transition)(tx, op);
      },
      { hosts: startHosts(transition), health: clusterHealth },
    );

  /** Deleted clusters end ceased once their cloud holds nothing of them. */
  const ceasing: Phase = async (tx, op) => {
    const ids = clusterIds(op);
    for (const id of ids) {
      const cloud = await cloudFor(tx, id);
      if (cloud && (await cloud.clusters()).includes(id)) {
        // Asked again now and then: a gateway restarted half-way through a teardown finishes it.
        if (op.step % 30 === 0) beside(cloud.destroy(id), `removing the machines of ${id}`);
        return waitAgain('ceasing');
      }
    }
    // A tenant's shared cluster takes it off its hosts, or goes with its last tenant (ADR 0050).
    for (const id of ids) if ((await settleShared(tx, env, id)) === 'waiting') return waitAgain('ceasing');
    await tx.query("UPDATE cluster_nodes SET status = 'ceased', status_time = now() WHERE cluster_id = ANY($1) AND status = 'deleted'", [
      ids,
    ]);
    await tx.query("UPDATE clusters SET status = 'ceased', status_time = now() WHERE cluster_id = ANY($1) AND status = 'deleted'", [ids]);
    return done;
  };

  const addedHosts: Phase = async (tx, op) => {
    const joined = await nodesJoin(tx, env, op, clusterIds(op)[0]!, nodeIds(op));
    if (joined === 'waiting') return waitAgain('hosts');
    if (typeof joined === 'object') return { failed: 'clusters_hosts_failed', params: { reason: joined.why } };
    return { next: await pace(tx, op, 10_000), stage: 'health' };
  };

  /**
   * Deleted nodes keep the console's promise (jobs running on them are killed): the console's jobs on them end
   * cancelled at once, whatever else runs on their hosts is cancelled in the scheduler, and only once nothing runs
   * there do the nodes leave the plan and their hosts go.
   */
  const deletedNodes: Phase = async (tx, op) => {
    const left = await nodesLeave(tx, env, op, clusterIds(op)[0]!, nodeIds(op), async () => {
      await tx.query(
        "UPDATE cluster_nodes SET status = 'deleted', transition_status = '', eip_id = NULL, eip_addr = NULL, status_time = now() WHERE node_id = ANY($1) AND transition_status = 'deleting'",
        [nodeIds(op)],
      );
      await tx.query('DELETE FROM queue_nodes WHERE node_id = ANY($1)', [nodeIds(op)]);
    });
    return left === 'waiting' ? waitAgain('leaving') : done;
  };

  const restartedHosts: Phase = async (tx, op) => {
    const hosts = await hostsOf(tx, op, nodeIds(op));
    if (hosts === 'waiting') return waitAgain('hosts');
    await tx.query(
      "UPDATE cluster_nodes SET transition_status = '', status_time = now() WHERE node_id = ANY($1) AND transition_status = 'restarting'",
      [nodeIds(op)],
    );
    if (typeof hosts === 'object') return { failed: 'clusters_hosts_failed', params: { reason: hosts.why } };
    return { next: await pace(tx, op, 10_000), stage: 'health' };
  };

  return {
    'cluster/createCluster': stages(
      async (tx, op) => {
        const [id] = op.resource_ids;
        if (!(await creating(tx, id))) return { failed: 'clusters_create_abandoned' };
        if (!(await applyPlans(tx, [id]))) return { failed: 'clusters_cloud_unavailable' };
        return createHosts(tx, op);
      },
      { hosts: createHosts, health: clusterHealth },
    ),

    'cluster/stopCluster': phases(
      async (tx, op) => {
        // The scheduler stops the running jobs before the instances go down.
        await endClusterJobs(tx, clusterIds(op), 'stopped', ['running']);
        return next(await pace(tx, op, 10_000));
      },
      async (tx, op) => {
        for (const id of clusterIds(op)) {
          const cloud = await cloudFor(tx, id);
          if (cloud) beside(cloud.stop(id), `stopping the machines of ${id}`);
        }
        await settle('stopping', 'stopped', 'stopped')(tx, op);
        return done;
      },
    ),

    'cluster/startCluster': starting('starting'),
    'cluster/resumeCluster': starting('resuming'),

    'cluster/deleteCluster': stages(
      async (tx, op) => {
        const ids = clusterIds(op);
        for (const id of ids) {
          const cloud = await cloudFor(tx, id);
          if (cloud) beside(cloud.destroy(id), `removing the machines of ${id}`);
        }
        if (op.payload.deregister === true) {
          await release(tx, ids, 'ceased');
          await tx.query(
            "UPDATE clusters SET status = 'terminated', transition_status = '', status_time = now() WHERE cluster_id = ANY($1)",
            [ids],
          );
          return done;
        }
        await release(tx, ids, 'deleted');
        await tx.query("UPDATE clusters SET status = 'deleted', transition_status = '', status_time = now() WHERE cluster_id = ANY($1)", [
          ids,
        ]);
        return { next: await pace(tx, op, 20_000), stage: 'ceasing' };
      },
      { ceasing },
    ),

    'cluster/modifyCluster': phases(async () => done),
    'cluster/modifyClusterNode': phases(async () => done),

    'cluster/upgradeCluster': phases(
      async () => next(20_000), // backing up the cluster's configuration
      async () => next(20_000), // installing the new version on the nodes
      async (tx, op) => {
        const [id] = op.resource_ids;
        const target = findVersion(String(op.payload.to_app_version));
        if (!target || upgradeFails(target)) {
          // Roll back: the cluster keeps its version and leaves the transition.
          await tx.query(
            "UPDATE clusters SET transition_status = '', status_time = now() WHERE cluster_id = $1 AND transition_status = 'updating'",
            [id],
          );
          return { failed: 'clusters_upgrade_rolled_back' };
        }
        await tx.query(
          "UPDATE clusters SET previous_version = version, version = $2, app_version = $3, transition_status = '', status_time = now() WHERE cluster_id = $1 AND transition_status = 'updating'",
          [id, target.version, target.version_id],
        );
        return done;
      },
    ),

    'cluster/resizeCluster': phases(async (tx, op) => {
      const p = op.payload as { node_type: string; instance_class: number; cpu: number; memory: number; gpu: number };
      await tx.query(
        `UPDATE cluster_nodes SET node_type = $2, instance_class = $3, cpu = $4, memory = $5, gpu = $6, transition_status = '',
                  health_status = CASE WHEN status = 'active' THEN 'fetching' ELSE health_status END, status_time = now()
            WHERE node_id = ANY($1) AND transition_status = 'resizing'`,
        [nodeIds(op), p.node_type, p.instance_class, p.cpu, p.memory, p.gpu],
      );
      await tx.query(
        "UPDATE clusters SET transition_status = '', status_time = now() WHERE cluster_id = $1 AND transition_status = 'resizing'",
        [op.resource_ids[0]],
      );
      // The hosts offer the new CPUs, memory and GPUs to their scheduler.
      await applyPlans(tx, clusterIds(op));
      return next(10_000);
    }, nodeHealth),

    'cluster/addNodes': stages(
      async (tx, op) => {
        if (!(await applyPlans(tx, clusterIds(op)))) return { failed: 'clusters_cloud_unavailable' };
        return addedHosts(tx, op);
      },
      { hosts: addedHosts, health: nodeHealth },
    ),

    'cluster/deleteNodes': stages(
      async (tx, op) => {
        // Jobs running on the released instances are killed.
        const killed = await jobsOnNodes(tx, nodeIds(op));
        await tx.query(
          "UPDATE jobs SET job_status = 'cancelled', modified_time = now(), finished_time = now() WHERE hpcjob_uuid = ANY($1)",
          [killed],
        );
        await freeCores(tx, 'hpcjob_uuid', killed);
        return deletedNodes(tx, op);
      },
      { leaving: deletedNodes },
    ),

    'cluster/restartNodes': stages(
      async (tx, op) => {
        // The scheduler requeues the jobs running on the restarting nodes.
        const requeued = await jobsOnNodes(tx, nodeIds(op));
        await tx.query(
          "UPDATE jobs SET job_status = 'pending', started_time = NULL, run_time = 0, modified_time = now() WHERE hpcjob_uuid = ANY($1)",
          [requeued],
        );
        // Accepted again: the cluster's scheduler takes them anew.
        await requeueJobs(tx, requeued);
        await freeCores(tx, 'hpcjob_uuid', requeued);
        for (const id of clusterIds(op)) {
          const cloud = await cloudFor(tx, id);
          if (cloud) beside(cloud.restart(id, nodeIds(op)), `restarting hosts of ${id}`);
        }
        return { next: await pace(tx, op, 20_000), stage: 'hosts' };
      },
      { hosts: restartedHosts, health: nodeHealth },
    ),

    'cluster/associateLoginNodeEip': phases(async (tx, op) => {
      const eipId = String(op.payload.eip_id);
      const address = await eipAddress(tx, op.owner, op.zone, eipId);
      if (!address) {
        // The EIP was released meanwhile: give the reservation back.
        await tx.query(
          "UPDATE cluster_nodes SET eip_id = NULL, transition_status = '' WHERE node_id = ANY($1) AND eip_id = $2 AND transition_status = 'associating'",
          [nodeIds(op), eipId],
        );
        return { failed: 'clusters_eip_unavailable', params: { id: eipId } };
      }
      await tx.query(
        "UPDATE cluster_nodes SET eip_addr = $3, transition_status = '' WHERE node_id = ANY($1) AND eip_id = $2 AND transition_status = 'associating'",
        [nodeIds(op), eipId, address],
      );
      return done;
    }),

    'cluster/dissociateLoginNodeEip': phases(async (tx, op) => {
      await tx.query(
        "UPDATE cluster_nodes SET eip_id = NULL, eip_addr = NULL, transition_status = '' WHERE node_id = ANY($1) AND transition_status = 'dissociating'",
        [nodeIds(op)],
      );
      return done;
    }),
  };
}
