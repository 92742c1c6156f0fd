/**
 * A machine made a compute node of a site's Slurm cluster, and taken out again, over SSH. The cluster's slurm.conf
 * has SlurmctldParameters=enable_configless and room for dynamic nodes (MaxNodeCount), so joining is: the cluster's
 * munge key at /etc/munge/munge.key, munged on its default socket, and slurmd as a dynamic node fetching its
 * configuration from slurmctld (`slurmd -Z --conf-server <ctl> -N <node> --conf "CPUs=.. RealMemory=.. Feature=.."`).
 * slurmctld 22.05 takes a dynamic node's address from the connection it registers from (NodeAddr = that address),
 * so no NodeAddr is given.
 *
 * Everything the join puts on the machine is recorded in one state folder (STATE_DIR): the earlier key set aside, the
 * daemons it started, the files slurmd and munged made. The one undo script reads it: leaveAsNode, and a join that
 * fails part-way, run it, so nothing is half-done. The daemons are started directly (setsid, no systemd) unless
 * systemd is PID 1 on the machine, when munge's unit is restarted and slurmd runs as a transient unit.
 */
import { probeWith, type MachineFacts } from './probe';
import { connectMachine, lastLines, MachineError, quote, type MachineAccess, type MachineSession } from './ssh';

export interface NodeJoin {
  /** Slurm's node name (also a host name: letters, digits, hyphens). */
  nodeName: string;
  /** The cluster's munge key. */
  mungeKey: Buffer;
  /** slurmctld as the machine reaches it: host[:port] (port 6817 when absent). */
  confServer: string;
  /** The node's feature, which puts it in the partitions of a NodeSet on that feature. */
  feature?: string;
  /** A folder that must exist on the machine (the cluster's shared storage): else no_shared_path. */
  sharedPath?: string;
  /** Accounts jobs run as, which must exist on the machine (id -u): else no_account. */
  accounts?: string[];
  /** What the node offers Slurm; the machine's own figures when absent. */
  cpus?: number;
  memoryMb?: number;
}

export interface JoinedNode {
  nodeName: string;
  facts: MachineFacts;
  /** slurmd's process on the machine. */
  slurmdPid: number;
  /** The conf given to slurmd -Z. */
  conf: string;
}

/** Where the join records what it put on the machine. */
export const STATE_DIR = '/var/lib/hpc-console-node';
/** The transient unit slurmd runs as where systemd is PID 1. */
export const SLURMD_UNIT = 'hpc-console-slurmd';
const DEFAULT_SLURMCTLD_PORT = 6817;
/** How long slurmd may take to fetch its configuration and start. */
const SLURMD_START_S = 30;

const NODE_NAME = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/i;
const FEATURE = /^[A-Za-z0-9_.-]{1,64}$/;
const ACCOUNT = /^[a-z_][a-z0-9_-]{0,31}$/;
const CONF_SERVER = /^([A-Za-z0-9.-]{1,253})(?::(\d{1,5}))?$/;

function check(join: NodeJoin): { host: string; port: number } {
  if (!NODE_NAME.test(join.nodeName)) throw new Error(`invalid node name '${join.nodeName}'`);
  if (join.feature !== undefined && !FEATURE.test(join.feature)) throw new Error(`invalid feature '${join.feature}'`);
  for (const account of join.accounts ?? []) if (!ACCOUNT.test(account)) throw new Error(`invalid account '${account}'`);
  if (join.sharedPath !== undefined && (!join.sharedPath.startsWith('/') || /[\n\0]/.test(join.sharedPath)))
    throw new Error(`invalid shared path '${join.sharedPath}'`);
  for (const [name, value] of [
    ['cpus', join.cpus],
    ['memoryMb', join.memoryMb],
  ] as const)
    if (value !== undefined && (!Number.isInteger(value) || value < 1)) throw new Error(`invalid ${name} ${value}`);
  const server = CONF_SERVER.exec(join.confServer);
  const port = Number(server?.[2] ?? DEFAULT_SLURMCTLD_PORT);
  if (!server || port < 1 || port > 65_535) throw new Error(`invalid controller '${join.confServer}'`);
  if (!join.mungeKey.length) throw new Error('the munge key is empty');
  return { host: server[1]!, port };
}

/** Shell functions every script below shares. */
const COMMON = `
S=${STATE_DIR}
under_systemd() { [ "$(cat /proc/1/comm 2>/dev/null)" = systemd ] && [ -d /run/systemd/system ]; }
# ours COMM: the pids of COMM on this machine (pgrep, without processes of other namespaces: containers).
ours() {
  local net mnt p
  net=$(readlink /proc/$$/ns/net); mnt=$(readlink /proc/$$/ns/mnt)
  for p in $(pgrep -x "$1"); do
    [ "$(readlink /proc/$p/ns/net 2>/dev/null)" = "$net" ] && [ "$(readlink /proc/$p/ns/mnt 2>/dev/null)" = "$mnt" ] && echo "$p"
  done
  return 0
}
alive() { [ -n "$1" ] && [ "$(cat /proc/$1/comm 2>/dev/null)" = "$2" ]; }
# stop PID COMM: SIGTERM, then SIGKILL after 10 s; only while PID is still COMM.
stop() {
  alive "$1" "$2" || return 0
  kill -TERM "$1" 2>/dev/null || true
  for i in $(seq 100); do alive "$1" "$2" || return 0; sleep 0.1; done
  kill -KILL "$1" 2>/dev/null || true
  for i in $(seq 50); do alive "$1" "$2" || return 0; sleep 0.1; done
}
# remember PATH...: a folder that exists is watched (its entries now are kept, any new one goes at undo); a path
# that does not exist yet goes at undo if it then exists.
remember() {
  for d in "$@"; do
    if [ -d "$d" ]; then
      echo "watch $d" >> $S/before.list
      ls -A "$d" | sed "s|^|entry $d/|" >> $S/before.list
    elif [ ! -e "$d" ] && [ ! -L "$d" ]; then
      echo "new $d" >> $S/before.list
    fi
  done
}
`;

/** Undoes what the state folder says the join did; nothing when it is absent. Prints `left <node>` or `nothing`. */
const UNDO = `${COMMON}
if [ ! -d $S ]; then echo nothing; exit 0; fi
echo "left $(cat $S/node 2>/dev/null)"
if [ -f $S/slurmd.unit ]; then systemctl stop ${SLURMD_UNIT} >/dev/null 2>&1 || true; systemctl reset-failed ${SLURMD_UNIT} >/dev/null 2>&1 || true; fi
if [ -f $S/slurmd.pid ]; then stop "$(cat $S/slurmd.pid)" slurmd; fi
if [ -f $S/slurmd.started ]; then
  # The node's job steps outlive slurmd: they are the node's, and go with it (no slurmd ran before the join).
  for p in $(ours slurmstepd); do kill -KILL "$p" 2>/dev/null || true; done
fi
if [ -f $S/slurmd.started ] && [ -f $S/node ]; then
  # A dynamic node outlives its slurmd in slurmctld (DOWN): deleted here, as root with the cluster's munge key while
  # munged still runs, through the configuration slurmd fetched (its cache). slurmrestd 22.05 has no call for it.
  conf=$(ls /run/slurm/conf/slurm.conf /var/spool/slurmd/conf-cache/slurm.conf 2>/dev/null | head -n 1)
  if [ -n "$conf" ]; then
    SLURM_CONF=$conf timeout 20 scontrol delete nodename="$(cat $S/node)" >/dev/null 2>&1 && echo deleted || echo not-deleted
  fi
fi
if [ -f $S/munged.started ]; then
  if [ -f $S/munged.unit ]; then systemctl stop munge >/dev/null 2>&1 || true
  else stop "$(cat $S/munged.pid 2>/dev/null)" munged; fi
fi
# What slurmd and munged made where the join remembered (never another program's files).
if [ -f $S/before.list ]; then
  sed -n 's/^new //p' $S/before.list | while IFS= read -r p; do rm -rf -- "$p"; done
  sed -n 's/^watch //p' $S/before.list | while IFS= read -r d; do
    [ -d "$d" ] || continue
    ls -A "$d" | while IFS= read -r e; do grep -qxF "entry $d/$e" $S/before.list || rm -rf -- "$d/$e"; done
  done
fi
if [ -f $S/key-written ]; then
  if [ -f $S/munge.key.before ]; then mv -f $S/munge.key.before /etc/munge/munge.key; else rm -f /etc/munge/munge.key; fi
fi
rm -f /etc/munge/munge.key.new
if [ -f $S/munged.before ]; then
  if [ -f $S/munged.unit ]; then systemctl start munge || true
  else setpriv --reuid=munge --regid=munge --init-groups /usr/sbin/munged || true; fi
fi
rm -rf $S
`;

const stateOf = async (machine: MachineSession): Promise<{ node?: string; slurmdAlive: boolean }> => {
  const out = await machine.script(
    `${COMMON}
if [ -f $S/node ]; then echo "node=$(cat $S/node)"; fi
if [ -f $S/slurmd.unit ]; then systemctl is-active --quiet ${SLURMD_UNIT} && echo alive=yes
elif alive "$(cat $S/slurmd.pid 2>/dev/null)" slurmd; then echo alive=yes; fi`,
    'reading the node state',
  );
  return { node: /^node=(.*)$/m.exec(out)?.[1], slurmdAlive: /^alive=yes$/m.test(out) };
};

async function undo(machine: MachineSession): Promise<string> {
  return machine.script(UNDO, 'undoing the node', 60_000);
}

/** The refusals checked before anything is changed on the machine. */
async function refusals(machine: MachineSession, join: NodeJoin, controller: { host: string; port: number }): Promise<void> {
  const where = `${machine.access.address}:${machine.access.port}`;
  const out = await machine.script(
    `${COMMON}
${join.sharedPath !== undefined ? `[ -d ${quote(join.sharedPath)} ] || echo no_shared_path` : ''}
for a in ${(join.accounts ?? []).map(quote).join(' ')}; do id -u "$a" >/dev/null 2>&1 || echo "no_account=$a"; done
for p in $(ours slurmd); do echo "slurmd=$p"; done
timeout 5 bash -c ${quote(`exec 3<>/dev/tcp/${controller.host}/${controller.port}`)} 2>/dev/null || echo controller_unreachable
`,
    'checking the machine',
  );
  if (/^no_shared_path$/m.test(out)) throw new MachineError('no_shared_path', `${where} has no folder ${join.sharedPath}`, join.sharedPath);
  const missing = [...out.matchAll(/^no_account=(.*)$/gm)].map((m) => m[1]!);
  if (missing.length) throw new MachineError('no_account', `${where} has no account ${missing.join(', ')}`, missing.join(', '));
  if (/^controller_unreachable$/m.test(out))
    throw new MachineError(
      'controller_unreachable',
      `${where} cannot open a TCP connection to slurmctld at ${controller.host}:${controller.port}`,
    );
  if (/^slurmd=/m.test(out)) throw new MachineError('command_failed', `${where} already runs a slurmd the console did not start`);
}

function keyScript(join: NodeJoin): string {
  return `${COMMON}
set -e
mkdir -p -m 0700 $S
printf '%s\\n' ${quote(join.nodeName)} > $S/node
[ -d /etc/munge ] || install -d -o munge -g munge -m 0700 /etc/munge
if [ -e /etc/munge/munge.key ] && [ ! -e $S/munge.key.before ]; then cp -p /etc/munge/munge.key $S/munge.key.before; fi
touch $S/key-written
base64 -d > /etc/munge/munge.key.new <<'KEY'
${join.mungeKey.toString('base64')}
KEY
chown munge:munge /etc/munge/munge.key.new
chmod 0400 /etc/munge/munge.key.new
mv -f /etc/munge/munge.key.new /etc/munge/munge.key
`;
}

const MUNGED_SCRIPT = `${COMMON}
set -e
if under_systemd; then
  if systemctl is-active --quiet munge; then touch $S/munged.before; fi
  touch $S/munged.unit $S/munged.started
  systemctl restart munge
else
  old=$(cat /run/munge/munged.pid 2>/dev/null || true)
  if alive "$old" munged; then touch $S/munged.before; stop "$old" munged; fi
  remember /run/munge /var/lib/munge /var/log/munge
  [ -d /run/munge ] || install -d -o munge -g munge -m 0755 /run/munge
  touch $S/munged.started
  setpriv --reuid=munge --regid=munge --init-groups /usr/sbin/munged
  cat /run/munge/munged.pid > $S/munged.pid
fi
for i in $(seq 100); do
  if munge -n </dev/null 2>/dev/null | unmunge >/dev/null 2>&1; then exit 0; fi
  sleep 0.1
done
echo "munged does not answer on its socket" >&2
tail -n 5 /var/log/munge/munged.log >&2 2>/dev/null || true
exit 1
`;

function slurmdScript(join: NodeJoin, conf: string): string {
  const argv = `/usr/sbin/slurmd -D -Z --conf-server ${quote(join.confServer)} -N ${quote(join.nodeName)} --conf ${quote(conf)}`;
  return `${COMMON}
set -e
touch $S/slurmd.started
if under_systemd; then
  touch $S/slurmd.unit
  systemd-run --unit=${SLURMD_UNIT} --description='Slurm node of the HPC console' ${argv} >/dev/null
  for i in $(seq ${SLURMD_START_S * 10}); do
    if journalctl -u ${SLURMD_UNIT} --no-pager 2>/dev/null | grep -q 'slurmd started on'; then
      systemctl show -p MainPID --value ${SLURMD_UNIT}; exit 0
    fi
    systemctl is-active --quiet ${SLURMD_UNIT} || break
    sleep 0.1
  done
  journalctl -u ${SLURMD_UNIT} --no-pager -n 8 >&2 || true
  exit 1
fi
# The paths slurmd makes with Debian's defaults (and the site's served slurm.conf using them).
remember /run/slurm /run/slurmd.pid /var/spool/slurmd /var/spool/slurm /var/log/slurm /var/log/slurmd.log
setsid ${argv} > $S/slurmd.log 2>&1 < /dev/null &
echo $! > $S/slurmd.pid
pid=$!
# $! is slurmd once the background shell has exec'd setsid and setsid slurmd: gone (or a zombie) is an exit.
running() { [ -e /proc/$1 ] && ! grep -q '^State:[[:space:]]*Z' /proc/$1/status 2>/dev/null; }
for i in $(seq ${SLURMD_START_S * 10}); do
  if ! running "$pid"; then break; fi
  if grep -q 'slurmd started on' $S/slurmd.log; then echo "$pid"; exit 0; fi
  sleep 0.1
done
if running "$pid"; then echo "slurmd did not start within ${SLURMD_START_S} s" >&2; else echo "slurmd exited at start" >&2; fi
grep -v 'mpi/pmix\\|MPI: Cannot create context' $S/slurmd.log | tail -n 8 >&2
exit 1
`;
}

/**
 * Makes the machine a node of the cluster: the checks first (probe, shared path, accounts, slurmctld's port from the
 * machine), then the key, munged and slurmd. A failure after the first change undoes what the join did and throws.
 * Joining a machine that already is this node with its slurmd running answers it as it is (a retried join).
 * Waiting until slurmctld lists the node is the caller's.
 */
export async function joinAsNode(access: MachineAccess, join: NodeJoin): Promise<JoinedNode> {
  const controller = check(join);
  const machine = await connectMachine(access);
  try {
    const facts = await probeWith(machine);
    const conf = [
      `CPUs=${join.cpus ?? facts.cpus}`,
      `RealMemory=${join.memoryMb ?? facts.memoryMb}`,
      ...(join.feature ? [`Feature=${join.feature}`] : []),
    ].join(' ');
    const state = await stateOf(machine);
    if (state.node !== undefined && state.node !== join.nodeName)
      throw new MachineError('command_failed', `${access.address}:${access.port} already is the node ${state.node}`);
    if (state.node === join.nodeName && state.slurmdAlive) {
      const pid = Number(
        (await machine.script(`cat ${STATE_DIR}/slurmd.pid 2>/dev/null || systemctl show -p MainPID --value ${SLURMD_UNIT}`)).trim(),
      );
      return { nodeName: join.nodeName, facts, slurmdPid: pid, conf };
    }
    await refusals(machine, join, controller);
    // A join of this node that did not finish (the gateway stopped meanwhile) is undone first.
    if (state.node !== undefined) await undo(machine);
    try {
      await machine.script(keyScript(join), 'writing the munge key');
      await machine.script(MUNGED_SCRIPT, 'starting munged');
      const pid = Number((await machine.script(slurmdScript(join, conf), 'starting slurmd', (SLURMD_START_S + 15) * 1000)).trim());
      return { nodeName: join.nodeName, facts, slurmdPid: pid, conf };
    } catch (error) {
      await undo(machine).catch(() => undefined);
      throw error;
    }
  } finally {
    machine.close();
  }
}

/**
 * Takes the machine out: slurmd (and the munged the join started) stopped, what the join put there removed, an
 * earlier munge key and munged put back. Nothing to do is fine; a machine that does not answer is `reached: false`
 * (no throw). `wasNode` says whether the machine was a node; `deleted` whether slurmctld forgot the node (deleted from
 * the machine itself: a machine that does not answer leaves its node DOWN in slurmctld).
 */
export async function leaveAsNode(
  access: MachineAccess,
  nodeName: string,
): Promise<{ reached: boolean; wasNode: boolean; deleted: boolean }> {
  let machine: MachineSession;
  try {
    machine = await connectMachine(access);
  } catch (error) {
    if (error instanceof MachineError && error.reason === 'unreachable') return { reached: false, wasNode: false, deleted: false };
    throw error;
  }
  try {
    const state = await stateOf(machine);
    if (state.node === undefined) {
      // A state folder without a node file is a join that stopped at its first step: undone all the same.
      await undo(machine);
      return { reached: true, wasNode: false, deleted: false };
    }
    if (state.node !== nodeName)
      throw new MachineError('command_failed', `${access.address}:${access.port} is the node ${state.node}, not ${nodeName}`);
    const out = await undo(machine);
    return { reached: true, wasNode: /^left /m.test(out), deleted: /^deleted$/m.test(out) };
  } catch (error) {
    if (error instanceof MachineError) throw error;
    throw new MachineError('command_failed', lastLines(error instanceof Error ? error.message : String(error)));
  } finally {
    machine.close();
  }
}
