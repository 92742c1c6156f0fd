/**
 * cluster/list and cluster/listNodes: filters, sort key and direction, one page and the total count.
 */
import { keptAnswers } from '../../db/answer-cache';
import { countKey } from '../../db/count-cache';
import type { Db } from '../../db/database';
import { paging } from '../../db/lists';
import type { Handlers, InputOf, Schema } from '../../http/handler-types';
import { visibleClustersSql } from '../cluster-access';
import { sharedMemberCountSql } from '../shared-members';
import { clusterAccess, requireSession } from './access';
import { displayText, nodeNameSql } from '../../i18n/display-names';
import type { Lang } from '../../i18n/messages';
import { clusterAnswer, nodeAnswer, type ListedCluster, type NodeRow } from './present';
import { containsPattern } from '../../db/sql';

/** A search word as a LIKE pattern (its own % and _ match literally). */
export function likePattern(word: string): string {
  return containsPattern(word);
}

class Where {
  readonly parts: string[] = [];
  readonly params: unknown[] = [];
  /** Binds a value; answers its placeholder. */
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }
  add(sql: (p: (value: unknown) => string) => string): void {
    this.parts.push(sql((value) => this.param(value)));
  }
  get sql(): string {
    return this.parts.length ? `WHERE ${this.parts.join(' AND ')}` : '';
  }
}

const CLUSTER_SORT: Record<InputOf<'listClusters'>['sort_key'], string> = {
  create_time: 'create_time',
  cluster_name: 'cluster_name',
  status: 'status',
};
const NODE_SORT: Record<Exclude<InputOf<'listNodes'>['sort_key'], 'name'>, string> = {
  create_time: 'n.create_time',
  role: 'n.role',
  status: 'n.status',
};

/** A page as answered: the clusters as the contract shows them, and the total. */
interface ClusterPage {
  clusters: readonly Schema<'cluster'>[];
  total: number;
}

/** A row of the page query: a cluster with the total, or (the page empty) the total alone. */
type PageRow = (ListedCluster | { cluster_id: null }) & { total: number };
const isListed = (row: PageRow): row is ListedCluster & { total: number } => row.cluster_id !== null;

/** Pages kept per database (server/db/answer-cache.ts), and the largest page kept. */
const PAGES_KEPT = 256;
const LARGEST_PAGE_KEPT = 100;
const keptPages = keptAnswers<ClusterPage>('cluster_pages', PAGES_KEPT);

/**
 * One page of cluster/list and its total, from `sql` (one query). With the embedded database the page is kept under
 * the `cluster_pages` change version (migrations 0072 and 0093: any change to clusters, cluster_shares, cluster_nodes
 * or the sharing tables the member count reads moves it before the change's caller is answered), keyed by the query and its parameters (the user, the owner, every
 * filter, the sort and the page). So every table the query reads must notify `cluster_pages`: reading another table
 * needs its trigger in a migration too.
 */
function clusterPage(db: Db, sql: string, params: unknown[], limit: number): Promise<ClusterPage> {
  const load = async (): Promise<ClusterPage> => {
    const found = await db.query<PageRow>(sql, params);
    const rows = found.filter(isListed);
    // Shown once, and frozen: a kept page answers many requests.
    return { clusters: Object.freeze(rows.map((row) => Object.freeze(clusterAnswer(row)))), total: found[0]?.total ?? 0 };
  };
  if (limit > LARGEST_PAGE_KEPT) return load();
  return keptPages.get(db, countKey(sql, params), load);
}

/** A kept cluster answer with the platform network's name in the language (the kept page is every language's). */
function withNetworkName(cluster: Schema<'cluster'>, lang: Lang): Schema<'cluster'> {
  return cluster.vxnet_name === undefined ? cluster : { ...cluster, vxnet_name: displayText(cluster.vxnet_name, lang) };
}

export const listHandlers = {
  listClusters: async ({ db, session: maybe, input, lang }) => {
    const session = requireSession(maybe);
    const where = new Where();
    const me = where.param(session.user.user_id);
    const shared = input.shared_status === 'shared';
    // A share row of the user wins over the owner's view (a read-only member stays read-only). The clusters the
    // user sees: its account's, and for a sub-user only the ones shared with it or created by it (ADR 0006).
    const join = `${shared ? 'JOIN' : 'LEFT JOIN'} cluster_shares s ON s.cluster_id = c.cluster_id AND s.user_id = ${me}`;
    where.add((p) => visibleClustersSql(session.user, p, 'c', 's'));
    where.add((p) => `c.zone = ${p(input.zone ?? session.user.zone)}`);
    const statuses = input.status;
    // Deregistered (terminated) clusters are listed only when asked for by status.
    if (statuses?.length) where.add((p) => `c.status = ANY(${p(statuses)})`);
    else where.add(() => "c.status <> 'terminated'");
    if (input.cluster_type) where.add((p) => `c.cluster_type = ${p(input.cluster_type)}`);
    const ids = input.cluster_id;
    if (ids?.length) where.add((p) => `c.cluster_id = ANY(${p(ids)})`);
    const search = input.search_word;
    if (search) {
      where.add((p) => {
        const word = p(likePattern(search));
        return `(c.cluster_name ILIKE ${word} OR c.cluster_id ILIKE ${word} OR c.description ILIKE ${word})`;
      });
    }
    const from = `FROM clusters c ${join} ${where.sql}`;
    // Paging's defaults sit behind the parameters' $refs, which the request check does not apply (paging applies them).
    const { limit, offset, direction } = paging(input);
    const column = CLUSTER_SORT[input.sort_key];
    const order = (alias: string) => `${alias}.${column} ${direction}, ${alias}.cluster_id ${direction}`;
    const page = `LIMIT ${limit} OFFSET ${offset}`;
    // With a search word the matching clusters are found once, then counted and paged (its ILIKEs over three columns
    // are most of the query's cost); otherwise the page reads the first rows of an index, and the count scans.
    const [matched, count, pageRows] = search
      ? [
          `WITH matched AS MATERIALIZED (SELECT c.*, s.permission AS share_permission ${from}) `,
          'SELECT count(*)::int FROM matched',
          `SELECT * FROM matched c ORDER BY ${order('c')} ${page}`,
        ]
      : ['', `SELECT count(*)::int ${from}`, `SELECT c.*, s.permission AS share_permission ${from} ORDER BY ${order('c')} ${page}`];
    // One query: the total, and the page with its nodes' count and cores and the members it is shared with, counted
    // as the shared-cluster statistics count them (../shared-members.ts; a row without a cluster when the page is
    // empty).
    const { clusters, total } = await clusterPage(
      db,
      `${matched}SELECT page.*, nodes.node_count, nodes.core_count, shares.shared_member_count, (${count}) AS total
         FROM (SELECT 1) AS one
         LEFT JOIN LATERAL (${pageRows}) AS page ON true
         LEFT JOIN LATERAL (SELECT count(*)::int AS node_count, coalesce(sum(n.cpu), 0)::int AS core_count FROM cluster_nodes n
                             WHERE n.cluster_id = page.cluster_id AND n.status NOT IN ('deleted', 'ceased')) AS nodes ON true
         LEFT JOIN LATERAL (SELECT ${sharedMemberCountSql('page.cluster_id')} AS shared_member_count) AS shares ON true
        ORDER BY ${order('page')}`,
      where.params,
      limit,
    );
    return {
      total_count: total,
      // The kept page is the same in every language: the network the platform names is worded per request.
      cluster_set: lang === 'zh' ? [...clusters] : clusters.map((c) => withNetworkName(c, lang)),
      ...(input.cluster_type ? { cluster_type: input.cluster_type } : {}),
    };
  },

  listNodes: async ({ db, session: maybe, input, lang }) => {
    const session = requireSession(maybe);
    const { cluster } = await clusterAccess(db, session, input.cluster_id);
    const where = new Where();
    where.add((p) => `n.cluster_id = ${p(cluster.cluster_id)}`);
    if (input.role) where.add((p) => `n.role = ${p(input.role)}`);
    if (input.node_type) where.add((p) => `n.node_type = ${p(input.node_type)}`);
    const statuses = input.status;
    if (statuses?.length) where.add((p) => `n.status = ANY(${p(statuses)})`);
    const ids = input.node_ids;
    if (ids?.length) where.add((p) => `n.node_id = ANY(${p(ids)})`);
    const search = input.search_word;
    if (search) {
      where.add((p) => {
        const word = p(likePattern(search));
        return `(n.node_id ILIKE ${word} OR n.name ILIKE ${word} OR n.hostname ILIKE ${word} OR n.instance_id ILIKE ${word} OR n.private_ip ILIKE ${word})`;
      });
    }
    const { limit, offset, direction } = paging(input);
    const sortColumn = input.sort_key === 'name' ? nodeNameSql('n.name', lang) : NODE_SORT[input.sort_key];
    const order = `${sortColumn} ${direction}, n.hostname ${direction}`;
    const [{ total }] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM cluster_nodes n ${where.sql}`, where.params);
    const rows = await db.query<NodeRow>(
      `SELECT n.*,
              (SELECT json_agg(json_build_object('hpcqueue_id', q.hpcqueue_id, 'queue_name', q.queue_name) ORDER BY q.queue_name)
                 FROM queue_nodes qn JOIN queues q ON q.hpcqueue_id = qn.hpcqueue_id
                WHERE qn.node_id = n.node_id AND q.status <> 'deleted') AS queue_info
         FROM cluster_nodes n ${where.sql} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
      where.params,
    );
    return { total_count: total, node_set: rows.map((row) => nodeAnswer(row, lang)) };
  },
} satisfies Handlers;
