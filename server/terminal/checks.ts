/**
 * What the terminal's upgrade request must pass before it is upgraded (ADR 0034), in this order: its Origin (403),
 * a live session (401; the upgrade counts as a use, ADR 0029), the CSRF token as a subprotocol (401), the web_ssh
 * feature flag (403), an active node of a cluster the user may use (404/403, cluster-access.ts) and may change
 * (403: a read-only member opens no shell, ADR 0043), the per-user cap counting sockets still waiting for a login
 * (429), and an SSH endpoint the gateway can reach (400: IPv6, no private address). Refusals are Failures.
 */
import type { IncomingMessage } from 'node:http';
import type { ValidateFunction } from 'ajv';
import type { Session, SessionPolicy } from '../auth/sessions';
import { findSession, SESSION_COOKIE } from '../auth/sessions';
import type { Db } from '../db/database';
import { allows, GONE_STATUSES, rightOn } from '../domains/cluster-access';
import { fail, Failure } from '../http/failure';
import { schemaErrorOf } from '../http/validation-messages';
import { isIPv6, parseEndpoint, type SshEndpoint, type TerminalConfig } from './settings';
import type { Shells } from './shells';
import type { Shell } from './shell';

export const TERMINAL_PROTOCOL = 'hpc-terminal.v1';

export interface CheckContext {
  db: Db;
  sessions?: SessionPolicy;
  terminal: TerminalConfig;
  shells: Shells;
  validateQuery: ValidateFunction;
  parseCookie: (header: string) => Record<string, string | undefined>;
  originAllowed: (request: IncomingMessage) => boolean;
}

export interface Checked {
  session: Session;
  clusterId: string;
  instanceId: string;
  endpoint: SshEndpoint;
  shell?: Shell;
  gone: boolean;
  /** Gives back the place the socket holds in the user's cap while it waits for a login (once). */
  release: () => void;
}

/** The subprotocols the browser offered (`hpc-terminal.v1`, `csrf.<token>`). */
export function offeredProtocols(request: IncomingMessage): string[] {
  return (request.headers['sec-websocket-protocol'] ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
}

async function webSshEnabled(db: Db, zones: string[]): Promise<boolean> {
  for (const zone of new Set(zones)) {
    const rows = await db.query<{ value: { features?: { web_ssh?: boolean } } }>(
      "SELECT value FROM config_entries WHERE key = 'hpc-config' AND namespace IN ($1, 'default') ORDER BY namespace = 'default'",
      [zone],
    );
    if (rows[0]?.value?.features?.web_ssh === false) return false;
  }
  return true;
}

interface NodeRow {
  cluster_status: string;
  zone: string;
  node_status: string | null;
  transition_status: string | null;
  private_ip: string | null;
  /** The node's own sshd on a real cloud, host:port (ADR 0047). */
  ssh_endpoint: string | null;
  role: string | null;
  hostname: string | null;
}

/** The SSH endpoint a registered cluster was given (slurm_clusters.ssh_endpoint), if any. */
async function registeredEndpoint(db: Db, clusterId: string): Promise<SshEndpoint | null> {
  const [row] = await db.query<{ ssh_endpoint: string | null }>('SELECT ssh_endpoint FROM slurm_clusters WHERE cluster_id = $1', [
    clusterId,
  ]);
  if (!row?.ssh_endpoint) return null;
  try {
    return parseEndpoint(row.ssh_endpoint, 'ssh_endpoint');
  } catch {
    throw new Failure(400, 1100, 'webssh_network');
  }
}

export async function checkUpgrade(request: IncomingMessage, query: Record<string, unknown>, ctx: CheckContext): Promise<Checked> {
  if (!ctx.originAllowed(request)) throw fail.forbidden('terminal_origin_refused');
  const cookies = ctx.parseCookie(request.headers.cookie ?? '');
  const session = await findSession(ctx.db, cookies[SESSION_COOKIE], ctx.sessions);
  if (!session) throw fail.unauthorized();
  const protocols = offeredProtocols(request);
  if (!protocols.includes(TERMINAL_PROTOCOL) || !protocols.includes(`csrf.${session.csrfToken}`)) throw fail.unauthorized('csrf_missing');
  if (!ctx.validateQuery(query)) {
    throw fail.invalid(
      (ctx.validateQuery.errors ?? []).map((e) => ({
        location: ['query', ...e.instancePath.split('/').filter(Boolean)],
        ...schemaErrorOf(e),
      })),
    );
  }
  const clusterId = String(query.cluster_id);
  const instanceId = String(query.instance_id);
  const user = session.user;
  if (!(await webSshEnabled(ctx.db, [user.zone]))) throw fail.forbidden('terminal_feature_off');
  const right = await rightOn(ctx.db, user, clusterId);
  const [row] = right
    ? await ctx.db.query<NodeRow>(
        `SELECT c.status AS cluster_status, c.zone, n.status AS node_status, n.transition_status, n.private_ip, n.ssh_endpoint, n.role, n.hostname
           FROM clusters c LEFT JOIN cluster_nodes n ON n.cluster_id = c.cluster_id AND n.instance_id = $2
          WHERE c.cluster_id = $1 ORDER BY n.create_time DESC LIMIT 1`,
        [clusterId, instanceId],
      )
    : [];
  if (!row || GONE_STATUSES.includes(row.cluster_status)) throw fail.notFound('clusters_not_found', { id: clusterId });
  if (!row.node_status || ['deleted', 'ceased', 'terminated'].includes(row.node_status))
    throw fail.notFound('not_found', { id: instanceId });
  if (!(await webSshEnabled(ctx.db, [row.zone]))) throw fail.forbidden('terminal_feature_off');
  if (row.cluster_status !== 'active' || row.node_status !== 'active' || row.transition_status)
    throw fail.forbidden('terminal_node_inactive', { id: instanceId });
  // Users work on login and compute nodes; a controller runs the scheduler, and on a real cloud no sshd.
  if (row.role === 'controller') throw fail.forbidden('terminal_node_controller', { name: row.hostname ?? instanceId });

  // A shell on a node changes what the member may only read (ADR 0043): a read-only member opens none.
  if (!right || !allows(right, 'change')) throw fail.forbidden('terminal_read_only');

  const owner = { userId: user.user_id, sessionId: session.sessionId, clusterId, instanceId };
  const asked = typeof query.terminal_id === 'string' ? query.terminal_id : undefined;
  const shell = ctx.shells.find(asked, owner);
  // A socket that will wait for a login holds its place in the cap from now on (ADR 0043).
  const release = shell ? () => undefined : ctx.shells.reserve(user.user_id);
  if (!release) throw new Failure(429, 1310, 'terminal_too_many', { max: ctx.terminal.maxPerUser });
  try {
    // The simulated cloud reaches every node at HPC_SSH_ENDPOINT; the node's own address decides what the network allows.
    // A registered cluster (a real Slurm, ADR 0039) is reached at its own login host; a node of a real cloud at its
    // host's own sshd (ADR 0047).
    const endpoint =
      (await registeredEndpoint(ctx.db, clusterId)) ??
      (row.ssh_endpoint ? parseEndpoint(row.ssh_endpoint, 'ssh_endpoint') : ctx.terminal.sshEndpoint);
    const address = row.private_ip?.trim() ?? '';
    if (isIPv6(address) || isIPv6(endpoint.host)) throw new Failure(400, 1100, 'webssh_ipv6');
    if (!address) throw new Failure(400, 1100, 'webssh_network');
    return { session, clusterId, instanceId, endpoint, shell, gone: asked !== undefined && !shell, release };
  } catch (error) {
    release();
    throw error;
  }
}
