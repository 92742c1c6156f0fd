/**
 * Translations (lingui). Messages are written in English in the code (the source locale) and translated to
 * Chinese, the console's default language. Catalogs live in locales/{zh,en}/<section>.po, one per area of the
 * console (spec section 9's translation sections, named as their feature folders: ADR 0051), with two of them split where it spares the landing page messages it does not show: the cluster
 * feature's actions, creation and detail (cluster-action, cluster-create, cluster-detail beside cluster) and the
 * JSON-Schema forms' messages (form beside base). Each catalog collects the messages of the source folders listed
 * for it (a folder listed under another section is left to that one).
 */
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * Catalog (spec section 9 name, or `<section>-<part>` for a part of a large section: ADR 0010) -> the source folders
 * whose messages it holds (a file belongs to the longest folder that holds it). The console loads catalogs by this
 * map: scripts/vite/catalog-plan.ts (catalogPlan) derives from it which catalogs start-up loads and which each route loads with
 * its chunk (src/shared/i18n/locale.ts).
 */
export const catalogSections: Record<string, string[]> = {
  'access-token': ['src/features/access-tokens'],
  action: ['src/shared/actions'],
  base: ['src/shared'],
  'base-form': ['src/shared/forms', 'src/api/generated/form-messages'],
  cluster: ['src/features/clusters'],
  'cluster-action': ['src/features/clusters/actions'],
  'cluster-create': ['src/features/clusters/create'],
  'cluster-detail': ['src/features/clusters/detail'],
  'cluster-monitor': ['src/features/cluster-monitor'],
  'cluster-network': ['src/features/network'],
  'graphics-service': ['src/features/graphics'],
  home: ['src/features/home'],
  index: ['src/app'],
  job: ['src/features/jobs', 'src/shared/job-states'],
  'job-monitor': ['src/features/job-monitor'],
  'job-template': ['src/features/job-templates'],
  log: ['src/features/operation-log'],
  machine: ['src/features/machines'],
  nas: ['src/features/nas'],
  node: ['src/features/nodes'],
  notification: ['src/features/notifications'],
  queue: ['src/features/queues', 'src/features/auto-scale'],
  session: ['src/features/session'],
  'quick-start': ['src/features/quickstart'],
  simulation: ['src/features/simulation'],
  'slurm-cluster': ['src/features/slurm-clusters'],
  software: ['src/features/software'],
  terminal: ['src/features/terminal'],
  time: ['src/features/time-extensions'],
  user: ['src/features/users', 'src/features/user-mgt'],
};

const nested = (section: string) =>
  Object.entries(catalogSections)
    .filter(([other]) => other !== section)
    .flatMap(([, folders]) => folders)
    .filter((folder) => catalogSections[section].some((own) => folder.startsWith(`${own}/`)));

export default defineConfig({
  sourceLocale: 'en',
  locales: ['zh', 'en'],
  fallbackLocales: { default: 'en' },
  catalogs: Object.entries(catalogSections).map(([section, folders]) => ({
    path: `<rootDir>/locales/{locale}/${section}`,
    include: folders.map((folder) => `<rootDir>/${folder}`),
    exclude: ['**/*.test.*', '**/node_modules/**', ...nested(section).map((folder) => `<rootDir>/${folder}/**`)],
  })),
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
});
