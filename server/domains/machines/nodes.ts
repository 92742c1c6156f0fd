/**
 * Machines joined to a registered Slurm cluster as nodes and returned to the pool (ADR 0065). A join claims the
 * machines in one conditional update, joins each over SSH (server/machines/node.ts) and waits until slurmctld lists
 * every node; any failure undoes every machine of the request and frees it, the cause named. A release cancels what
 * runs on the nodes, stops them, deletes them from slurmctld and frees the machines.
 */
import { readFileSync } from 'node:fs';
import type { SessionUser } from '../../auth/sessions';
import type { Db } from '../../db/database';
import { fail } from '../../http/failure';
import type { InputOf } from '../../http/handler-types';
import type { Lang } from '../../i18n/messages';
import { expandHostList } from '../../slurm/normalise';
import { registeredCluster, slurmClient, slurmClusters, type SlurmClient } from '../slurm-clusters/public';
import { machineEngine } from './engine';
import { machineLogged } from './pool';
import { refusalFailure, refusalOf, type Refusal } from './refusals';
import { accessOf, listedMachines, lockedMachines, machineOut, storedError, type MachineRow } from './rows';

/** How long slurmctld has to list a joined node, and to see the jobs on a leaving one end. */
const REGISTER_WAIT_MS = 45_000;
const JOBS_END_WAIT_MS = 30_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Connection {
  client: SlurmClient;
  operator: string;
}

async function connectionOf(db: Db, clusterId: string): Promise<Connection> {
  const [cluster] = await slurmClusters(db, clusterId);
  if (!cluster) throw fail.notFound('sc_not_found', { id: clusterId });
  const client = slurmClient({
    url: cluster.rest_url,
    ...(cluster.jwt_key_file ? { jwtKeyFile: cluster.jwt_key_file } : {}),
    ...(cluster.api_version ? { apiVersion: cluster.api_version } : {}),
  });
  return { client, operator: cluster.operator_account };
}

/** Waits until slurmctld lists every name as a node that answers; answers the names it still does not (none: all). */
async function unlisted(conn: Connection, names: string[]): Promise<string[]> {
  const deadline = Date.now() + REGISTER_WAIT_MS;
  let missing = names;
  for (;;) {
    try {
      const nodes = await conn.client.nodes(conn.operator);
      const up = (name: string) =>
        nodes.some((n) => n.name === name && !/DOWN|FUTURE/.test(n.state) && !n.stateFlags?.includes('NOT_RESPONDING'));
      missing = names.filter((name) => !up(name));
      if (missing.length === 0) return [];
    } catch {
      // slurmrestd busy or restarting: asked again until the deadline
    }
    if (Date.now() > deadline) return missing;
    await sleep(1_000);
  }
}

/** Ends what runs on `names` (the console's promise for a node that goes) and waits until slurmctld lists none there. */
async function endJobsOn(conn: Connection, names: string[]): Promise<void> {
  const deadline = Date.now() + JOBS_END_WAIT_MS;
  for (;;) {
    const jobs = await conn.client.jobs(conn.operator).catch(() => null);
    if (jobs === null) return; // slurmctld does not answer: stopping the nodes ends what runs there
    const onNodes = jobs.filter(
      (j) => /RUNNING|COMPLETING|SUSPENDED|CONFIGURING/.test(j.state) && expandHostList(j.nodes ?? '').some((n) => names.includes(n)),
    );
    if (onNodes.length === 0 || Date.now() > deadline) return;
    for (const job of onNodes) await conn.client.cancel(conn.operator, job.jobId).catch(() => undefined);
    await sleep(1_000);
  }
}

/** The machines back in the pool, with what went wrong (null: nothing). */
const free = (db: Db, ids: string[], error: string | null, at: Date = new Date()) =>
  db.query("UPDATE machines SET state = 'free', cluster_id = NULL, state_time = $2, last_error = $3 WHERE machine_id = ANY($1)", [
    ids,
    at,
    error,
  ]);

/** Stops the node on the machine, which deletes it from slurmctld; answers whether the machine was reached. */
async function retire(machine: MachineRow): Promise<boolean> {
  const { reached } = await machineEngine()
    .leave(accessOf(machine), machine.name)
    .catch(() => ({ reached: false }));
  return reached;
}

export async function addMachineNodes(db: Db, user: SessionUser, input: InputOf<'addMachineNodes'>, lang: Lang) {
  const cluster = await registeredCluster(db, user.zone, input.cluster_id);
  if (!cluster.munge_key_file || !cluster.controller) throw fail.conflict('sc_takes_no_machines', { name: cluster.cluster_name });
  const conn = await connectionOf(db, cluster.cluster_id);
  const claimed = await db.transaction(async (tx) => {
    const rows = await lockedMachines(tx, user.zone, input.machine_ids);
    const busy = rows.find((r) => r.state !== 'free');
    if (busy) throw fail.conflict('machine_not_free', { name: busy.name, state: `machine_state_${busy.state}` });
    await tx.query(
      "UPDATE machines SET state = 'joining', cluster_id = $2, state_time = now(), last_error = NULL WHERE machine_id = ANY($1)",
      [input.machine_ids, cluster.cluster_id],
    );
    return rows;
  });
  const subject = (m: MachineRow) => ({ name: m.name, address: `${m.address}:${m.port}`, user: m.login_user });
  const joined: MachineRow[] = [];
  let refusal: Refusal | null = null;
  try {
    const mungeKey = readFileSync(cluster.munge_key_file);
    const accounts = [...new Set(Object.values(cluster.account_map))];
    const results = await Promise.allSettled(
      claimed.map(async (m) => {
        await machineEngine().join(accessOf(m), {
          nodeName: m.name,
          mungeKey,
          confServer: cluster.controller!,
          ...(cluster.node_feature ? { feature: cluster.node_feature } : {}),
          sharedPath: cluster.shared_dir,
          accounts,
          cpus: m.cpus,
          memoryMb: m.memory_mb,
        });
        joined.push(m);
      }),
    );
    const first = results.findIndex((r) => r.status === 'rejected');
    if (first >= 0) {
      const reason = (results[first] as PromiseRejectedResult).reason;
      refusal = refusalOf(reason, subject(claimed[first]!), { controller: cluster.controller });
    } else {
      const [missing] = await unlisted(
        conn,
        claimed.map((m) => m.name),
      );
      if (missing)
        refusal = { key: 'machine_did_not_register', params: { name: missing, seconds: REGISTER_WAIT_MS / 1000 }, field: 'machine_ids' };
    }
  } catch (error) {
    refusal = refusalOf(error, subject(claimed[0]!));
  }
  if (refusal) {
    const cause: Refusal = refusal;
    // Nothing half-done: every machine of the request leaves the cluster again and is free, the cause on its row.
    for (const m of joined) await retire(m);
    await free(db, input.machine_ids, storedError(cause.key, cause.params));
    throw refusalFailure(cause, 'machine_ids');
  }
  await db.transaction(async (tx) => {
    await tx.query("UPDATE machines SET state = 'node', state_time = now() WHERE machine_id = ANY($1)", [input.machine_ids]);
    await machineLogged(
      tx,
      user,
      'machine/join',
      input.machine_ids,
      claimed.map((m) => m.name),
    );
  });
  const rows = await listedMachines(db, user.zone, input.machine_ids);
  return { total_count: rows.length, machine_set: rows.map((r) => machineOut(r, lang)) };
}

export async function releaseMachineNodes(db: Db, user: SessionUser, input: InputOf<'releaseMachineNodes'>, lang: Lang) {
  const claimed = await db.transaction(async (tx) => {
    const rows = await lockedMachines(tx, user.zone, input.machine_ids);
    const notNode = rows.find((r) => r.state !== 'node');
    if (notNode) throw fail.conflict('machine_not_node', { name: notNode.name });
    await tx.query("UPDATE machines SET state = 'leaving', state_time = now() WHERE machine_id = ANY($1)", [input.machine_ids]);
    return rows;
  });
  for (const clusterId of new Set(claimed.map((m) => m.cluster_id!))) {
    const machines = claimed.filter((m) => m.cluster_id === clusterId);
    const conn = await connectionOf(db, clusterId).catch(() => null);
    if (conn)
      await endJobsOn(
        conn,
        machines.map((m) => m.name),
      );
    for (const m of machines) {
      const reached = await retire(m);
      await free(db, [m.machine_id], reached ? null : storedError('machine_not_reached_on_release'));
    }
  }
  await machineLogged(
    db,
    user,
    'machine/release',
    input.machine_ids,
    claimed.map((m) => m.name),
  );
  const rows = await listedMachines(db, user.zone, input.machine_ids);
  return { total_count: rows.length, machine_set: rows.map((r) => machineOut(r, lang)) };
}

/** How long a join or release may run before it is taken as interrupted (its gateway stopped half-way). */
const INTERRUPTED_AFTER_MS = 5 * 60_000;

/**
 * The engine's ticker: a join or release left half-way by a gateway that stopped is undone on its machine (the node
 * stopped and deleted from slurmctld) and the machine freed, its row saying so. The claim moves state_time, so one
 * gateway does it once.
 */
export async function finishInterrupted(db: Db, now: Date): Promise<void> {
  const stale = await db.query<MachineRow>(
    "UPDATE machines SET state_time = $1 WHERE state IN ('joining', 'leaving') AND state_time < $2 RETURNING *",
    [now, new Date(now.getTime() - INTERRUPTED_AFTER_MS)],
  );
  for (const machine of stale) {
    const reached = await retire(machine);
    await free(db, [machine.machine_id], storedError(reached ? 'machine_interrupted' : 'machine_not_reached_on_release'), now);
  }
}
