/**
 * Sign-in against the site's directory (ADR 0064): the user's entry found by a search (as the reader account, or
 * anonymously), a bind as that entry with the password typed, then the entry's groups. The bind is the check: the
 * gateway never reads or compares a password.
 */
import { Client, InvalidCredentialsError, type Entry } from 'ldapts';
import type { ExternalProfile } from './accounts';
import type { LdapSettings } from './settings';

/** The directory did not answer, or answered the reader's bind or a search with an error. */
export class DirectoryUnavailable extends Error {}

/** RFC 4515: a value inside a filter, its special characters escaped (a name typed never changes the filter). */
export function escapeFilter(value: string): string {
  return value.replace(/[\\*()\0]/g, (c) => `\\${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
}

function fill(filter: string, values: Record<string, string>): string {
  return filter.replace(/\{(user|dn)\}/g, (_, name: string) => escapeFilter(values[name] ?? ''));
}

function first(entry: Entry, attribute: string): string {
  const value = entry[attribute];
  const one = Array.isArray(value) ? value[0] : value;
  return one === undefined ? '' : Buffer.isBuffer(one) ? one.toString('utf8') : String(one);
}

function clientOf(settings: LdapSettings): Client {
  return new Client({ url: settings.url, timeout: settings.timeoutMs, connectTimeout: settings.timeoutMs });
}

/**
 * The profile of `user` when `password` binds as their entry; null when no entry has that name or the password is
 * wrong (the caller counts both as a failed sign-in). Throws DirectoryUnavailable when the directory cannot answer.
 */
export async function directorySignIn(settings: LdapSettings, user: string, password: string): Promise<ExternalProfile | null> {
  // An empty password is an anonymous bind, which succeeds: never let it through as a user's.
  if (!password) return null;
  const reader = clientOf(settings);
  let entry: Entry | undefined;
  let groups: string[] = [];
  try {
    try {
      if (settings.bindDn) await reader.bind(settings.bindDn, settings.bindPassword);
      const found = await reader.search(settings.userBase, {
        scope: 'sub',
        filter: fill(settings.userFilter, { user }),
        attributes: ['dn', settings.attributes.displayName, settings.attributes.email, 'uid'],
        sizeLimit: 2,
      });
      // Two entries for one name: the filter does not single a person out; refuse rather than guess.
      if (found.searchEntries.length !== 1) return null;
      entry = found.searchEntries[0];
    } catch (error) {
      throw new DirectoryUnavailable((error as Error).message);
    }
    const self = clientOf(settings);
    try {
      await self.bind(entry.dn, password);
    } catch (error) {
      if (error instanceof InvalidCredentialsError) return null;
      throw new DirectoryUnavailable((error as Error).message);
    } finally {
      await self.unbind().catch(() => undefined);
    }
    try {
      const found = await reader.search(settings.groupBase, {
        scope: 'sub',
        filter: fill(settings.groupFilter, { user, dn: entry.dn }),
        attributes: [settings.groupName],
      });
      groups = found.searchEntries.map((group) => first(group, settings.groupName)).filter(Boolean);
    } catch (error) {
      throw new DirectoryUnavailable((error as Error).message);
    }
  } finally {
    await reader.unbind().catch(() => undefined);
  }
  return {
    provider: 'ldap',
    subject: entry.dn.toLowerCase(),
    login: first(entry, 'uid') || user,
    displayName: first(entry, settings.attributes.displayName) || user,
    email: first(entry, settings.attributes.email),
    groups,
  };
}
