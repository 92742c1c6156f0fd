/**
 * Demo clusters of usr-owner (server/seed/fixtures.ts): both kinds in every state the console shows, their
 * controller, compute and login nodes of every type, their default queues with queue_nodes, the share of the
 * active EHPC cluster with usr-sub (read-only), and one operation-log entry per seeded change. The pending
 * cluster's creation is a live operation: the engine makes it active about two minutes after the seed.
 */
import type { Db } from '../../db/database';
import { CREATE_DELAY_MS } from './create';
import { newJobId, recordOperation } from '../../operations/records';
import { SEED } from '../../seed/fixtures';
import { CLUSTER_SEEDS, type SeedCluster } from './seed-data';

async function seedCluster(tx: Db, c: SeedCluster): Promise<void> {
  const created = c.create_time ?? null;
  await tx.query(
    `INSERT INTO clusters (cluster_id, cluster_name, cluster_type, status, transition_status, description, zone, owner, created_by, nas_id, nas_shared_path,
                           vxnet_id, vxnet_name, bm_vxnet_id, network_type, scheduler, version, previous_version, app_id, app_version, deploy_mode,
                           paid_type, duration, is_auto_renewal, shared_status, software, config, expire_time, create_time, status_time)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,
             coalesce($28::timestamptz, now()), coalesce($29::timestamptz, now()))`,
    [
      c.cluster_id,
      c.cluster_name,
      c.cluster_type,
      c.status,
      c.status === 'pending' ? 'creating' : '',
      c.description,
      c.zone,
      SEED.owner,
      c.nas_id,
      c.nas_shared_path,
      c.vxnet_id,
      c.vxnet_name,
      c.bm_vxnet_id ?? null,
      c.network_type,
      c.scheduler,
      c.version,
      c.previous_version ?? null,
      c.app_id,
      c.app_version,
      c.deploy_mode,
      c.paid_type,
      c.duration ?? 0,
      c.is_auto_renewal ?? 0,
      c.shared_status ?? 'unshared',
      JSON.stringify(c.software),
      JSON.stringify(c.config),
      c.expire_time ?? null,
      created,
      c.status_time ?? created,
    ],
  );
  for (const n of c.nodes) {
    await tx.query(
      `INSERT INTO cluster_nodes (node_id, cluster_id, instance_id, name, hostname, role, node_type, instance_class, cpu, memory, gpu, status,
                                  transition_status, health_status, private_ip, eip_id, eip_addr, description, create_time, status_time)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18, coalesce($19::timestamptz, now()), coalesce($19::timestamptz, now()))`,
      [
        n.node_id,
        c.cluster_id,
        n.node_id.replace(/^cln-/, 'i-'),
        n.name,
        n.hostname,
        n.role,
        n.node_type,
        n.instance_class,
        n.cpu,
        n.memory,
        n.gpu ?? 0,
        c.status === 'pending' ? 'pending' : (n.status ?? c.node_status),
        c.status === 'pending' ? 'creating' : '',
        n.health ?? (c.status === 'pending' ? 'fetching' : 'healthy'),
        n.ip,
        n.eip_id ?? null,
        n.eip_addr ?? null,
        n.description ?? '',
        n.create_time ?? created,
      ],
    );
  }
  for (const q of c.queues) {
    await tx.query(
      'INSERT INTO queues (hpcqueue_id, cluster_id, queue_name, category, is_default, queue_type, status, create_time) VALUES ($1,$2,$3,$4,$5,$6,$7, coalesce($8::timestamptz, now()))',
      [
        q.hpcqueue_id,
        c.cluster_id,
        q.queue_name,
        q.category,
        q.is_default,
        q.queue_type ?? null,
        q.status ?? (c.status === 'pending' ? 'pending' : 'active'),
        created,
      ],
    );
    for (const nodeId of q.node_ids)
      await tx.query('INSERT INTO queue_nodes (hpcqueue_id, node_id) VALUES ($1, $2)', [q.hpcqueue_id, nodeId]);
  }
  for (const op of c.operations) {
    await tx.query(
      `INSERT INTO operations (job_id, action, resource_type, resource_ids, resource_names, status, owner, user_id, zone, step, payload, run_at, create_time, status_time)
       VALUES ($1,$2,$3,$4,$5,'successful',$6,$6,$7,$8,$9,$10,$10,$11)`,
      [
        newJobId(),
        op.action,
        op.resource_type ?? 'cluster',
        op.resource_ids,
        op.resource_names,
        SEED.owner,
        c.zone,
        op.steps,
        JSON.stringify(op.payload ?? {}),
        op.create_time,
        op.status_time,
      ],
    );
  }
  if (c.status === 'pending') {
    await recordOperation(tx, {
      action: 'cluster/createCluster',
      resourceType: 'cluster',
      resourceIds: [c.cluster_id],
      resourceNames: [c.cluster_name],
      owner: SEED.owner,
      userId: SEED.owner,
      zone: c.zone,
      delayMs: Math.max(CREATE_DELAY_MS, 120_000),
    });
  }
}

export async function seedClusters(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const cluster of CLUSTER_SEEDS) await seedCluster(tx, cluster);
    await tx.query(
      "INSERT INTO cluster_shares (cluster_id, user_id, permission, create_time) VALUES ($1, 'usr-sub', 'readonly', '2026-10-10T02:00:00Z')",
      [SEED.clusters.ehpcActive],
    );
  });
}
