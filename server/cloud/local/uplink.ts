/**
 * The cloud's one way in (ADR 0047): a router namespace per cloud folder, joined to this machine by one veth pair
 * (the uplink), holding every cluster's bridge. This machine's own interfaces get one address, when the cloud opens;
 * a cluster made or removed later changes only a route here. Programs on this machine that watch its addresses see
 * nothing of clusters coming and going (Chromium aborts what it is loading on an address change:
 * net::ERR_NETWORK_CHANGED). The router forwards between the uplink and the bridges only: it has no default route,
 * and a host's one route out leads to the uplink's /24, so nothing is routed off the machine or between clusters.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { probe, run, runSync } from './exec';
import { CLUSTER_ID, routerNetnsName, uplinkName } from './names';
import { firstFreeBase, forgetUplinkBase, numberToIp, readNetwork, readUplinkBase, takenBases, writeUplinkBase } from './network';
import { netnsInode } from './processes';

export interface Uplink {
  /** The router namespace (every cluster's bridge is in it). */
  router: string;
  /** The uplink's end on this machine. */
  link: string;
  /** The uplink's /24 as a number: .1 is this machine's end, .2 the router's. */
  base: number;
}

/** The router's end of the uplink, inside its namespace. */
const INNER = 'uplink';

export const uplinkSubnet = (uplink: Uplink): string => `${numberToIp(uplink.base)}/24`;
export const routerAddress = (uplink: Uplink): string => numberToIp(uplink.base + 2);

/** The cloud's uplink, made where missing (each step only when missing: a restarted gateway finds it as it was). */
export async function ensureUplink(dir: string, cidr: string): Promise<Uplink> {
  const known = readUplinkBase(dir);
  const base = known ?? firstFreeBase(cidr, await takenBases(dir));
  const uplink: Uplink = { router: routerNetnsName(dir), link: uplinkName(dir), base };
  mkdirSync(dir, { recursive: true });
  if (known === undefined) writeUplinkBase(dir, base);
  const outer = `${numberToIp(base + 1)}/24`;
  const inner = `${routerAddress(uplink)}/24`;
  if (netnsInode(uplink.router) === undefined) await run('ip', ['netns', 'add', uplink.router]);
  await run('ip', ['-n', uplink.router, 'link', 'set', 'lo', 'up']);
  await run('ip', ['netns', 'exec', uplink.router, 'sysctl', '-qw', 'net.ipv4.ip_forward=1']);
  if ((await probe('ip', ['link', 'show', 'dev', uplink.link], { timeout: 5_000 })) === undefined) {
    await run('ip', ['link', 'add', uplink.link, 'type', 'veth', 'peer', 'name', INNER, 'netns', uplink.router]);
  }
  // No IPv6 link-local address either: one address here, no more.
  await probe('ip', ['link', 'set', 'dev', uplink.link, 'addrgenmode', 'none'], { timeout: 5_000 });
  if (!((await probe('ip', ['-4', '-o', 'addr', 'show', 'dev', uplink.link], { timeout: 5_000 })) ?? '').includes(`inet ${outer}`)) {
    await run('ip', ['addr', 'add', outer, 'dev', uplink.link]);
  }
  await run('ip', ['link', 'set', uplink.link, 'up']);
  if (
    !((await probe('ip', ['-n', uplink.router, '-4', '-o', 'addr', 'show', 'dev', INNER], { timeout: 5_000 })) ?? '').includes(
      `inet ${inner}`,
    )
  ) {
    await run('ip', ['-n', uplink.router, 'addr', 'add', inner, 'dev', INNER]);
  }
  await run('ip', ['-n', uplink.router, 'link', 'set', INNER, 'up']);
  return uplink;
}

/** This machine reaches a cluster's /24 through the router. */
export async function routeCluster(uplink: Uplink, clusterBase: number): Promise<void> {
  await run('ip', ['route', 'replace', `${numberToIp(clusterBase)}/24`, 'via', routerAddress(uplink), 'dev', uplink.link]);
}

const routeArgs = (dir: string, clusterBase: number): string[] => {
  const known = readUplinkBase(dir);
  return ['route', 'del', `${numberToIp(clusterBase)}/24`, ...(known === undefined ? [] : ['via', numberToIp(known + 2)])];
};

const linksOf = (listing: string | undefined): string[] =>
  (listing ?? '')
    .split('\n')
    .map((l) => /^\d+: ([^@:]+)/.exec(l)?.[1])
    .filter((l): l is string => !!l);

/** The veths on a cluster's bridge in the router. */
export const bridgePorts = async (router: string, bridge: string): Promise<string[]> =>
  linksOf(await probe('ip', ['-n', router, '-o', 'link', 'show', 'master', bridge], { timeout: 5_000 }));

/**
 * The cluster's route, the veths on its bridge and the bridge go. A veth is deleted by name: a host's namespace,
 * once its name is removed, lives on (and its veth with it) until the last of its processes has gone.
 */
export async function unrouteCluster(dir: string, clusterDir: string, bridge: string): Promise<void> {
  const network = readNetwork(clusterDir);
  const router = routerNetnsName(dir);
  if (network) await probe('ip', routeArgs(dir, network.base), { timeout: 5_000 });
  for (const link of await bridgePorts(router, bridge)) await probe('ip', ['-n', router, 'link', 'del', link], { timeout: 5_000 });
  await probe('ip', ['-n', router, 'link', 'del', bridge], { timeout: 5_000 });
}

export function unrouteClusterSync(dir: string, clusterDir: string, bridge: string): void {
  const network = readNetwork(clusterDir);
  const router = routerNetnsName(dir);
  if (network) runSync('ip', routeArgs(dir, network.base), { timeout: 5_000 });
  for (const link of linksOf(runSync('ip', ['-n', router, '-o', 'link', 'show', 'master', bridge], { timeout: 5_000 }))) {
    runSync('ip', ['-n', router, 'link', 'del', link], { timeout: 5_000 });
  }
  runSync('ip', ['-n', router, 'link', 'del', bridge], { timeout: 5_000 });
}

const holdsClusters = (dir: string): boolean =>
  (existsSync(dir) ? readdirSync(dir) : []).some((id) => CLUSTER_ID.test(id) && statSync(join(dir, id)).isDirectory());

/**
 * A hold on the cloud's uplink: while the process that wrote it lives, no cloud on the folder removes the uplink, even
 * with no cluster left. The test run's cloud folder (server/testing/cloud-global-setup.ts) is held by the run: its
 * files' clouds and gateways open and close on it one after another, beside Chromium, and the uplink's address must
 * come and go once, when no browser runs. Nothing in a gateway holds one.
 */
const HOLD_FILE = 'uplink.hold';

export function holdUplink(dir: string): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, HOLD_FILE), `${process.pid}\n`);
}

export const releaseUplink = (dir: string): void => rmSync(join(dir, HOLD_FILE), { force: true });

function held(dir: string): boolean {
  let pid = 0;
  try {
    pid = Number(readFileSync(join(dir, HOLD_FILE), 'utf8'));
  } catch {
    /* not held */
  }
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // A holder that ended without releasing (killed) holds nothing.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the uplink and the router when the cloud holds no cluster any more (its hosts outlive the gateway else) and
 * nobody holds the uplink (holdUplink).
 */
export function removeUplinkIfUnused(dir: string): boolean {
  if (holdsClusters(dir) || held(dir)) return false;
  runSync('ip', ['link', 'del', uplinkName(dir)], { timeout: 5_000 });
  if (netnsInode(routerNetnsName(dir)) !== undefined) runSync('ip', ['netns', 'del', routerNetnsName(dir)], { timeout: 5_000 });
  forgetUplinkBase(dir);
  return true;
}
