import { setupI18n, type Messages } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { createCatalogStore } from './catalogs';

/** Catalogs whose loads the test finishes (or fails) one by one: `${locale}/${section}`. */
function controlledCatalogs() {
  const pending = new Map<string, { resolve(messages: Messages): void; reject(error: Error): void }>();
  const asked: string[] = [];
  const load = (locale: string, section: string) =>
    new Promise<Messages>((resolve, reject) => {
      asked.push(`${locale}/${section}`);
      pending.set(`${locale}/${section}`, { resolve, reject });
    });
  const finish = async (id: string, messages: Messages = { [`${id}:m`]: `${id} text` }) => {
    const entry = pending.get(id);
    if (!entry) throw new Error(`${id} was not asked for (asked: ${asked.join(', ')})`);
    pending.delete(id);
    entry.resolve(messages);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  const fail = async (id: string) => {
    pending.get(id)?.reject(new Error(`${id} failed`));
    pending.delete(id);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { load, asked, finish, fail, waiting: () => [...pending.keys()].sort() };
}

const settled = async <T>(promise: Promise<T>) => {
  let state: 'pending' | 'resolved' | 'rejected' = 'pending';
  promise.then(
    () => (state = 'resolved'),
    () => (state = 'rejected'),
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  return state;
};

describe('createCatalogStore', () => {
  it('activates a language once its start-up sections are loaded, and loads nothing else', async () => {
    const i18n = setupI18n();
    const catalogs = controlledCatalogs();
    const store = createCatalogStore({ i18n, load: catalogs.load, sections: ['index', 'base'] });
    const activation = store.activate('zh');
    expect(catalogs.waiting()).toEqual(['zh/base', 'zh/index']);
    await catalogs.finish('zh/index');
    expect(await settled(activation)).toBe('pending');
    expect(i18n.locale).toBeFalsy();
    await catalogs.finish('zh/base');
    expect(await activation).toBe(true);
    expect(i18n.locale).toBe('zh');
    expect(i18n._('zh/index:m')).toBe('zh/index text');
    expect(catalogs.asked).toEqual(['zh/index', 'zh/base']);
  });

  it("answers a section's load once its catalog is in the language shown, once per section", async () => {
    const i18n = setupI18n();
    const catalogs = controlledCatalogs();
    const store = createCatalogStore({ i18n, load: catalogs.load, sections: ['index'] });
    const activation = store.activate('zh');
    await catalogs.finish('zh/index');
    await activation;

    const route = store.loadSections(['cluster']);
    expect(await settled(route)).toBe('pending');
    await catalogs.finish('zh/cluster');
    expect(await settled(route)).toBe('resolved');
    expect(i18n._('zh/cluster:m')).toBe('zh/cluster text');

    await store.loadSections(['cluster']);
    expect(catalogs.asked.filter((id) => id === 'zh/cluster')).toHaveLength(1);
    expect(store.sections()).toEqual(['index', 'cluster']);
  });

  it('loads every section loaded so far in the new language before switching to it', async () => {
    const i18n = setupI18n();
    const catalogs = controlledCatalogs();
    const store = createCatalogStore({ i18n, load: catalogs.load, sections: ['index'] });
    const first = store.activate('zh');
    await catalogs.finish('zh/index');
    await first;
    const route = store.loadSections(['cluster']);
    await catalogs.finish('zh/cluster');
    await route;

    const change = store.activate('en');
    expect(catalogs.waiting()).toEqual(['en/cluster', 'en/index']);
    await catalogs.finish('en/index');
    expect(await settled(change)).toBe('pending');
    expect(i18n.locale).toBe('zh');
    await catalogs.finish('en/cluster');
    expect(await change).toBe(true);
    expect(i18n.locale).toBe('en');
    expect(i18n._('en/cluster:m')).toBe('en/cluster text');
    // Sections never loaded stay unloaded in either language.
    expect(catalogs.asked.some((id) => id.endsWith('/job'))).toBe(false);
  });

  it('a section asked for during a change of language loads in both languages', async () => {
    const i18n = setupI18n();
    const catalogs = controlledCatalogs();
    const store = createCatalogStore({ i18n, load: catalogs.load, sections: ['index'] });
    const first = store.activate('zh');
    await catalogs.finish('zh/index');
    await first;

    const change = store.activate('en');
    const route = store.loadSections(['job']);
    expect(catalogs.waiting()).toEqual(['en/index', 'en/job', 'zh/job']);
    await catalogs.finish('zh/job');
    // Shown in Chinese meanwhile: the route waits for the language it will show in, too.
    expect(await settled(route)).toBe('pending');
    await catalogs.finish('en/index');
    expect(await settled(change)).toBe('pending');
    await catalogs.finish('en/job');
    await route;
    expect(await change).toBe(true);
    expect(i18n.locale).toBe('en');
    expect(i18n._('en/job:m')).toBe('en/job text');
  });

  it('the last language asked for wins', async () => {
    const i18n = setupI18n();
    const catalogs = controlledCatalogs();
    const store = createCatalogStore({ i18n, load: catalogs.load, sections: ['index'] });
    const zh = store.activate('zh');
    const en = store.activate('en');
    await catalogs.finish('en/index');
    expect(await en).toBe(true);
    await catalogs.finish('zh/index');
    expect(await zh).toBe(false);
    expect(i18n.locale).toBe('en');
  });

  it('keeps a translation over a blank message of a later catalog', async () => {
    const i18n = setupI18n();
    const catalogs = controlledCatalogs();
    const store = createCatalogStore({ i18n, load: catalogs.load, sections: ['base'] });
    const activation = store.activate('zh');
    await catalogs.finish('zh/base', { refresh: '刷新' });
    await activation;
    const route = store.loadSections(['cluster']);
    await catalogs.finish('zh/cluster', { refresh: '', other: '其他' });
    await route;
    expect(i18n._('refresh')).toBe('刷新');
    expect(i18n._('other')).toBe('其他');
  });

  it('a failed load fails the route, is tried again next time and does not hold up a change of language', async () => {
    const i18n = setupI18n();
    const catalogs = controlledCatalogs();
    const store = createCatalogStore({ i18n, load: catalogs.load, sections: ['index'] });
    const first = store.activate('zh');
    await catalogs.finish('zh/index');
    await first;

    const route = expect(store.loadSections(['nas'])).rejects.toThrow('zh/nas failed');
    await catalogs.fail('zh/nas');
    await route;
    expect(store.sections()).toEqual(['index']);

    const change = store.activate('en');
    expect(catalogs.waiting()).toEqual(['en/index']);
    await catalogs.finish('en/index');
    expect(await change).toBe(true);

    const again = store.loadSections(['nas']);
    await catalogs.finish('en/nas');
    await again;
    expect(i18n._('en/nas:m')).toBe('en/nas text');
  });
});
