/** The user's clusters, and a cluster's queues (HPC and EHPC clusters list theirs through different operations). */
import { listClusters } from '../../src/api/generated/endpoints/clusters/clusters';
import { getCurrentQueue, listEhpcQueues } from '../../src/api/generated/endpoints/queues/queues';
import type { Queue } from '../../src/api/generated/model/queue';
import { EXIT } from '../exit-codes';
import { figure, isoTime, json, table } from '../output';
import { JSON_OPTION, positionals, type Command } from './command';

/** The contract's largest page (an all-data query). */
const ALL = 1024;
const CLUSTER_PAGE = 100;

export const clusters: Command = {
  name: 'clusters',
  args: [],
  options: [JSON_OPTION],
  operations: ['listClusters'],
  async run(context) {
    positionals(context, clusters);
    await context.signIn();
    const answer = await listClusters({ limit: CLUSTER_PAGE });
    const { io } = context;
    if (context.json) {
      io.stdout(json(answer));
      return EXIT.ok;
    }
    if (!answer.cluster_set.length) {
      io.stdout('No clusters.\n');
      return EXIT.ok;
    }
    const rows = answer.cluster_set.map((c) => [
      c.cluster_id,
      c.cluster_name,
      c.cluster_type.toUpperCase(),
      c.transition_status ? `${c.status} (${c.transition_status})` : c.status,
      figure(c.node_count),
      figure(c.core_count),
      isoTime(c.create_time, io.env),
    ]);
    io.stdout(table(['ID', 'NAME', 'TYPE', 'STATUS', 'NODES', 'CORES', 'CREATED'], rows));
    if (answer.total_count > answer.cluster_set.length)
      io.stderr(`The newest ${answer.cluster_set.length} of ${answer.total_count} clusters.\n`);
    return EXIT.ok;
  },
};

/** A cluster's queues: getCurrentQueue for an HPC cluster (hpc-…), listEhpcQueues for an EHPC one (ehpc-…). */
export async function queuesOf(clusterId: string): Promise<{ answer: object; queues: Queue[] }> {
  if (clusterId.startsWith('ehpc-')) {
    const answer = await listEhpcQueues({ cluster_id: clusterId, limit: ALL });
    return { answer, queues: answer.hpc_queue_set };
  }
  const answer = await getCurrentQueue({ cluster_id: clusterId, limit: ALL });
  return { answer, queues: answer.queues_set };
}

export const queues: Command = {
  name: 'queues',
  args: ['<cluster_id>'],
  options: [JSON_OPTION],
  about: 'An HPC cluster (hpc-…) lists its queues with getCurrentQueue, an EHPC cluster (ehpc-…) with listEhpcQueues.',
  operations: ['getCurrentQueue', 'listEhpcQueues'],
  async run(context) {
    const [clusterId] = positionals(context, queues);
    await context.signIn();
    const { answer, queues: list } = await queuesOf(clusterId!);
    const { io } = context;
    if (context.json) {
      io.stdout(json(answer));
      return EXIT.ok;
    }
    if (!list.length) {
      io.stdout(`No queues in ${clusterId}.\n`);
      return EXIT.ok;
    }
    const rows = list.map((q) => [
      q.is_default ? `${q.queue_name} (default)` : q.queue_name,
      q.hpcqueue_id,
      q.category,
      figure(q.node_count),
      q.total_cores === undefined ? figure(q.used_cores) : `${q.used_cores ?? 0}/${q.total_cores}`,
      figure(q.running_jobs),
      figure(q.pending_jobs),
      q.status,
    ]);
    io.stdout(table(['NAME', 'ID', 'CATEGORY', 'NODES', 'CORES USED', 'RUNNING', 'PENDING', 'STATUS'], rows));
    return EXIT.ok;
  },
};
