/**
 * A real LDAP directory for tests: Debian's OpenLDAP slapd on a free port of 127.0.0.1, with a config, a database
 * and the entries the test gives in a temporary folder. The directory sign-in is tested against the server real
 * sites run rather than a mock, so that binds, ACLs and group searches behave as they will there.
 * Needs root and /usr/sbin/slapd (Debian packages slapd and ldap-utils): tests use `describe.skipIf(!slapdAvailable())`.
 *
 *   const directory = await startDirectory({ users: [...], groups: [...] });   // in beforeAll
 *   ... bind as directory.bindDn (the read-only service account) or as uid=<uid>,<usersDn> ...
 *   await directory.stop();                                                    // in afterAll (also done at exit)
 *
 * The tree: <baseDn>, ou=people (inetOrgPerson users), ou=groups (groupOfNames whose member values are user DNs) and
 * cn=reader, the service account. Users may bind and read their own entry, the reader reads everything but
 * passwords, anonymous may only bind. The package's own slapd service, if any, is neither used nor touched.
 */
import type { LdapSettings } from '../auth/identity/settings';
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Attribute, Change, Client } from 'ldapts';
import { freePort } from './free-port';
import { endProcess, killNow, rootWith } from './processes';

const SLAPD = '/usr/sbin/slapd';
const run = promisify(execFile);

export interface DirectoryUser {
  uid: string;
  cn: string;
  mail?: string;
  password: string;
}

export interface DirectoryGroup {
  cn: string;
  /** uids of users of the directory. */
  members: string[];
}

export interface Directory {
  /** ldap://127.0.0.1:<port> */
  url: string;
  /** dc=example,dc=test */
  baseDn: string;
  /** The read-only service account, cn=reader,<baseDn>. */
  bindDn: string;
  bindPassword: string;
  /** ou=people,<baseDn> */
  usersDn: string;
  /** ou=groups,<baseDn> */
  groupsDn: string;
  /**
   * Changes a user's password, or removes the user (to test a user removed from the directory) when `password` is
   * the empty string. A removed user's DN stays in its groups' member values, as without a referential integrity
   * overlay on a real directory.
   */
  setPassword(uid: string, password: string): Promise<void>;
  stop(): Promise<void>;
}

/** Whether startDirectory() can run here: root, and Debian's slapd installed. */
export function slapdAvailable(): boolean {
  return rootWith(SLAPD);
}

/** An RDN value escaped as RFC 4514 asks, so that a cn such as "Smith, J." stays one value. */
function rdnValue(value: string): string {
  return value
    .replace(/[\\,+"<>;=]/g, (c) => `\\${c}`)
    .replace(/^[ #]/, (c) => `\\${c}`)
    .replace(/ $/, '\\ ');
}

/** One LDIF line: values that are not plain ASCII (or start with a space, colon or <) go base64 encoded. */
function ldifLine(name: string, value: string): string {
  return /^[\x21-\x39\x3b\x3d-\x7e][\x20-\x7e]*$/.test(value) && !value.endsWith(' ')
    ? `${name}: ${value}`
    : `${name}:: ${Buffer.from(value, 'utf8').toString('base64')}`;
}

function ldifEntry(attributes: [string, string][]): string {
  return `${attributes.map(([name, value]) => ldifLine(name, value)).join('\n')}\n`;
}

async function sshaHash(password: string): Promise<string> {
  const { stdout } = await run('slappasswd', ['-h', '{SSHA}', '-s', password]);
  return stdout.trim();
}

function slapdConf(dir: string, baseDn: string, rootDn: string, rootHash: string, readerDn: string): string {
  return [
    'include /etc/ldap/schema/core.schema',
    'include /etc/ldap/schema/cosine.schema',
    'include /etc/ldap/schema/inetorgperson.schema',
    'include /etc/ldap/schema/nis.schema',
    'modulepath /usr/lib/ldap',
    'moduleload back_mdb',
    // Its own files: Debian's defaults point into /var/run/slapd, the package service's.
    `pidfile ${join(dir, 'slapd.pid')}`,
    `argsfile ${join(dir, 'slapd.args')}`,
    'database mdb',
    `suffix "${baseDn}"`,
    // The harness's own account, for setPassword(): not for the code under test, which binds as the reader.
    `rootdn "${rootDn}"`,
    `rootpw ${rootHash}`,
    `directory ${join(dir, 'db')}`,
    // Binding is an anonymous "auth" access to userPassword; nobody reads the hashes.
    'access to attrs=userPassword',
    '  by anonymous auth',
    '  by * none',
    'access to *',
    `  by dn.exact="${readerDn}" read`,
    '  by self read',
    '  by * none',
    '',
  ].join('\n');
}

async function directoryLdif(
  baseDn: string,
  readerHash: string,
  users: DirectoryUser[],
  groups: DirectoryGroup[],
  userDn: (uid: string) => string,
): Promise<string> {
  const entries = [
    ldifEntry([
      ['dn', baseDn],
      ['objectClass', 'dcObject'],
      ['objectClass', 'organization'],
      ['dc', 'example'],
      ['o', 'Example'],
    ]),
    ldifEntry([
      ['dn', `ou=people,${baseDn}`],
      ['objectClass', 'organizationalUnit'],
      ['ou', 'people'],
    ]),
    ldifEntry([
      ['dn', `ou=groups,${baseDn}`],
      ['objectClass', 'organizationalUnit'],
      ['ou', 'groups'],
    ]),
    ldifEntry([
      ['dn', `cn=reader,${baseDn}`],
      ['objectClass', 'organizationalRole'],
      ['objectClass', 'simpleSecurityObject'],
      ['cn', 'reader'],
      ['userPassword', readerHash],
    ]),
  ];
  for (const user of users) {
    entries.push(
      ldifEntry([
        ['dn', userDn(user.uid)],
        ['objectClass', 'inetOrgPerson'],
        ['uid', user.uid],
        ['cn', user.cn],
        // sn is mandatory for a person: the last word of the name will do.
        ['sn', user.cn.trim().split(/\s+/).pop() || user.uid],
        ...(user.mail ? [['mail', user.mail] as [string, string]] : []),
        ['userPassword', await sshaHash(user.password)],
      ]),
    );
  }
  const uids = new Set(users.map((u) => u.uid));
  for (const group of groups) {
    // groupOfNames needs a member, and a member that is no user is more likely a typo in the test than intended.
    if (group.members.length === 0) throw new Error(`startDirectory: group ${group.cn} needs at least one member`);
    const unknown = group.members.filter((uid) => !uids.has(uid));
    if (unknown.length) throw new Error(`startDirectory: group ${group.cn} has members that are no user: ${unknown.join(', ')}`);
    entries.push(
      ldifEntry([
        ['dn', `cn=${rdnValue(group.cn)},ou=groups,${baseDn}`],
        ['objectClass', 'groupOfNames'],
        ['cn', group.cn],
        ...group.members.map((uid) => ['member', userDn(uid)] as [string, string]),
      ]),
    );
  }
  return entries.join('\n');
}

/** Whether slapd answers a bind as the reader yet. */
async function bindWorks(url: string, dn: string, password: string): Promise<boolean> {
  const client = new Client({ url, connectTimeout: 1_000, timeout: 2_000 });
  try {
    await client.bind(dn, password);
    return true;
  } catch {
    return false;
  } finally {
    await client.unbind().catch(() => undefined);
  }
}

/** Synchronous, so that it also runs from process.on('exit'). Safe to call twice. */
function cleanUp(child: ChildProcess | undefined, dir: string): void {
  killNow(child);
  rmSync(dir, { recursive: true, force: true });
}

export async function startDirectory(options: { users: DirectoryUser[]; groups: DirectoryGroup[] }): Promise<Directory> {
  if (!slapdAvailable()) throw new Error('startDirectory needs root and /usr/sbin/slapd (apt-get install slapd ldap-utils)');
  const host = '127.0.0.1';
  const baseDn = 'dc=example,dc=test';
  const usersDn = `ou=people,${baseDn}`;
  const groupsDn = `ou=groups,${baseDn}`;
  const bindDn = `cn=reader,${baseDn}`;
  const rootDn = `cn=harness,${baseDn}`;
  const bindPassword = randomBytes(18).toString('base64url');
  const rootPassword = randomBytes(18).toString('base64url');
  const userDn = (uid: string): string => `uid=${rdnValue(uid)},${usersDn}`;
  const dir = mkdtempSync(join(tmpdir(), 'hpc-slapd-'));
  let child: ChildProcess | undefined;
  const atExit = (): void => cleanUp(child, dir);
  process.on('exit', atExit);
  try {
    mkdirSync(join(dir, 'db'), { mode: 0o700 });
    const config = join(dir, 'slapd.conf');
    writeFileSync(config, slapdConf(dir, baseDn, rootDn, await sshaHash(rootPassword), bindDn), { mode: 0o600 });
    const data = join(dir, 'data.ldif');
    writeFileSync(data, await directoryLdif(baseDn, await sshaHash(bindPassword), options.users, options.groups, userDn), {
      mode: 0o600,
    });
    // Offline load (-q: no consistency checks, the entries are ours) before slapd opens the database.
    execFileSync('slapadd', ['-q', '-f', config, '-l', data], { stdio: ['ignore', 'ignore', 'pipe'] });

    const port = await freePort();
    const url = `ldap://${host}:${port}`;
    let stderr = '';
    // -d 0: in the foreground (no fork), so that this child is slapd itself and stop() can end it.
    child = spawn(SLAPD, ['-f', config, '-h', `${url}/`, '-d', '0'], { stdio: ['ignore', 'ignore', 'pipe'] });
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    const started = child;
    const deadline = Date.now() + 20_000;
    while (!(await bindWorks(url, bindDn, bindPassword))) {
      if (started.exitCode !== null || started.signalCode !== null) throw new Error(`slapd exited: ${stderr}`);
      if (Date.now() > deadline) throw new Error(`slapd did not answer a bind on ${url} within 20 s: ${stderr}`);
      await new Promise((r) => setTimeout(r, 50));
    }

    const setPassword = async (uid: string, password: string): Promise<void> => {
      const client = new Client({ url, timeout: 10_000 });
      try {
        await client.bind(rootDn, rootPassword);
        if (password === '') {
          await client.del(userDn(uid));
        } else {
          const hash = await sshaHash(password);
          await client.modify(
            userDn(uid),
            new Change({ operation: 'replace', modification: new Attribute({ type: 'userPassword', values: [hash] }) }),
          );
        }
      } finally {
        await client.unbind().catch(() => undefined);
      }
    };
    const stop = async (): Promise<void> => {
      process.off('exit', atExit);
      await endProcess(started);
      cleanUp(started, dir);
    };
    return { url, baseDn, bindDn, bindPassword, usersDn, groupsDn, setPassword, stop };
  } catch (error) {
    process.off('exit', atExit);
    cleanUp(child, dir);
    throw error;
  }
}

/** The gateway's settings for this directory (ADR 0064): users found by uid as the reader, groups by member. */
export function directorySettings(directory: Directory, label = 'Example Directory'): LdapSettings {
  return {
    label,
    url: directory.url,
    bindDn: directory.bindDn,
    bindPassword: directory.bindPassword,
    userBase: directory.usersDn,
    userFilter: '(uid={user})',
    groupBase: directory.groupsDn,
    groupFilter: '(member={dn})',
    groupName: 'cn',
    attributes: { displayName: 'cn', email: 'mail' },
    timeoutMs: 5_000,
  };
}
