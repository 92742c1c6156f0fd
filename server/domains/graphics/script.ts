/**
 * What a graphics session's job runs (ADR 0062). On a Slurm cluster, the session script, in the job's working
 * directory on the cluster's shared storage: a folder `graphics/` only the account may enter, a random VncAuth password
 * file (the gateway rewrites it before each connection), TigerVNC's Xvnc on a Unix socket there (no TCP port), twm,
 * then the application. The script holds no password: the password and the X cookie are made on the node when it runs.
 * A simulated cluster's session is a job the simulator runs until its time limit (it draws nothing).
 */

/** software.launch of a desktop: twm with an xterm, running until the display goes or the time limit passes. */
export const DESKTOP = 'desktop';

/** Longer than any time limit (JobTimeLimit allows 30 days): the simulator ends it at its limit (TIMEOUT). */
export const SIMULATED_SESSION = 'sleep 31d';

/** Where a session's display lives, relative to its job's working directory. */
export const DISPLAY_FOLDER = 'graphics';
export const SOCKET_FILE = `${DISPLAY_FOLDER}/vnc.sock`;
export const PASSWORD_FILE = `${DISPLAY_FOLDER}/vnc.passwd`;

/** The display's size and colour depth (the browser scales it to its window). */
const GEOMETRY = '1280x800';

/** A word for bash, in single quotes. */
export function shellQuote(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

export interface SessionApp {
  /** The application's name: the desktop's name the viewer shows. */
  name: string;
  /** software.launch: DESKTOP, a command line, or null (it cannot run on a node). */
  launch: string | null;
}

/** The program a launch command runs (its first word), whose presence on the node is checked first. */
function programOf(launch: string): string {
  return launch === DESKTOP ? 'xterm' : (/^\s*(\S+)/.exec(launch)?.[1] ?? launch);
}

/** One line to the job's standard error (its end message) and the session fails. */
const say = 'say() { echo "graphics session: $*" >&2; }';

export function sessionScript(app: SessionApp): string {
  const header = ['# A graphics session of the HPC console (ADR 0062).', `app=${shellQuote(app.name)}`, say];
  if (app.launch === null || !app.launch.trim()) return [...header, 'say "$app is not installed on $HOSTNAME"', 'exit 127', ''].join('\n');
  const program = programOf(app.launch);
  // Named in double quotes below: only the plain characters of a program's name.
  const shown = program.replace(/[^\w./+-]/g, '');
  const run =
    app.launch === DESKTOP
      ? // The desktop's terminal may be closed: the session lasts as long as its display (or its time limit).
        ['xterm -geometry 100x32+40+40 &', 'wait "$xvnc"']
      : // The application's end is the session's, with its exit status; waited for in the background, so that a
        // signal ends the session at once (a foreground command would hold the traps until it returned).
        ['{', app.launch.trim(), '} &', 'wait "$!"'];
  return [
    ...header,
    'umask 077',
    'export PATH="${PATH:-/usr/local/bin:/usr/bin:/bin}"',
    '[ -d "${HOME:-}" ] || HOME="$PWD"',
    'export HOME',
    'command -v Xvnc >/dev/null 2>&1 || { say "the display server Xvnc (TigerVNC) is not installed on $HOSTNAME"; exit 127; }',
    `command -v ${shellQuote(program)} >/dev/null 2>&1 || { say "$app is not installed on $HOSTNAME (no ${shown} there)"; exit 127; }`,
    `mkdir -p ${DISPLAY_FOLDER} && chmod 700 ${DISPLAY_FOLDER} || exit 1`,
    `rm -f ${SOCKET_FILE} ${DISPLAY_FOLDER}/display`,
    `head -c 8 /dev/urandom > ${PASSWORD_FILE}`,
    // Without an X cookie any account on the node could open the display (and read its keys).
    `: > ${DISPLAY_FOLDER}/xauthority`,
    `export XAUTHORITY="$PWD/${DISPLAY_FOLDER}/xauthority"`,
    "cookie=$(mcookie 2>/dev/null || od -An -N16 -tx1 /dev/urandom | tr -d ' \\n')",
    'xauth -q add :0 MIT-MAGIC-COOKIE-1 "$cookie"',
    // A relative socket path: a Unix socket's path may not pass 107 bytes, a job's folder may. A second viewer takes
    // the display over, whether or not it asks to share it (noVNC asks to share by default; checked on TigerVNC 1.12).
    `Xvnc -displayfd 3 -auth "$XAUTHORITY" -rfbport -1 -rfbunixpath ${SOCKET_FILE} -rfbunixmode 0600 -SecurityTypes VncAuth \\`,
    `  -PasswordFile "$PWD/${PASSWORD_FILE}" -desktop "$app" -geometry ${GEOMETRY} -depth 24 -AlwaysShared=0 -NeverShared=1 -DisconnectClients=1 \\`,
    `  3>${DISPLAY_FOLDER}/display >${DISPLAY_FOLDER}/xvnc.log 2>&1 &`,
    'xvnc=$!',
    "trap 'kill $(jobs -p) 2>/dev/null; wait' EXIT",
    "trap 'exit 143' TERM",
    'display=',
    'for _ in $(seq 150); do',
    `  display=$(head -n 1 ${DISPLAY_FOLDER}/display 2>/dev/null)`,
    '  [ -n "$display" ] && break',
    '  kill -0 "$xvnc" 2>/dev/null || break',
    '  sleep 0.2',
    'done',
    `[ -n "$display" ] || { say "the display did not start on $HOSTNAME: $(tail -n 1 ${DISPLAY_FOLDER}/xvnc.log 2>/dev/null)"; exit 1; }`,
    'xauth -q add ":$display" MIT-MAGIC-COOKIE-1 "$cookie"',
    'export DISPLAY=":$display"',
    // twm's own configuration, but a new window is placed at once: by default twm waits for a click to place each
    // window an application opens without a position of its own, and the application would not be seen until then.
    `{ cat /etc/X11/twm/system.twmrc 2>/dev/null; echo RandomPlacement; echo 'UsePPosition "on"'; } > ${DISPLAY_FOLDER}/twmrc`,
    `twm -f ${DISPLAY_FOLDER}/twmrc >${DISPLAY_FOLDER}/twm.log 2>&1 &`,
    ...run,
    '',
  ].join('\n');
}

/** What the session's job runs: the session script on a Slurm cluster, the simulator's long wait elsewhere. */
export function sessionCommand(app: SessionApp, scheduler: 'slurm' | 'simulator'): string {
  return scheduler === 'slurm' ? sessionScript(app) : SIMULATED_SESSION;
}
