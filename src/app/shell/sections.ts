/**
 * The console's sections (spec section 2): their paths under /{zone}/{portal}/, titles, menu entries, the portal
 * they belong to, the feature flags that must be on (section 6) and whether sub-users see them. The router, the
 * side menu and the page title all read this one table.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FeatureName, Portal } from '@/shared/session/session-context';

export type SectionId =
  | 'home'
  | 'quickstart'
  | 'welcome'
  | 'opening'
  | 'clusters'
  | 'jobs'
  | 'submitJob'
  | 'jobTemplates'
  | 'queues'
  | 'nodes'
  | 'users'
  | 'nas'
  | 'software'
  | 'clusterMonitors'
  | 'jobMonitors'
  | 'graphics'
  | 'userMgt'
  | 'logs'
  | 'ispf'
  | 'webSsh'
  | 'network'
  | 'slurmClusters'
  | 'machines';

export interface SectionDef {
  id: SectionId;
  /** The first path segment after /{zone}/{portal}/. */
  path: string;
  title: MessageDescriptor;
  portals: Portal[];
  /** At least one of these flags must be on. */
  features?: FeatureName[];
  /** Shown in the side menu (in this order). */
  menu: boolean;
  /** One of the extra items hidden for sub-users (section 6). */
  hiddenForSubUser?: boolean;
  /** Only for a zone administrator (role zone_admin): the site's own Slurm clusters and machines (ADR 0065). */
  zoneAdminOnly?: boolean;
  /** Only for a user whose product is open; the opening page is reachable before. */
  menuGroup?: 'overview' | 'compute' | 'data' | 'monitor' | 'account' | 'site';
}

export const SECTIONS: SectionDef[] = [
  { id: 'home', path: 'home', title: msg`Overview`, portals: ['hpc'], menu: true, menuGroup: 'overview' },
  {
    id: 'quickstart',
    path: 'quickstart',
    title: msg`Quick start`,
    portals: ['hpc'],
    menu: true,
    menuGroup: 'overview',
    hiddenForSubUser: true,
  },
  {
    id: 'clusters',
    path: 'hpc_clusters',
    title: msg`Clusters`,
    portals: ['hpc'],
    features: ['hpc', 'ehpc'],
    menu: true,
    menuGroup: 'compute',
  },
  { id: 'ispf', path: 'ispf', title: msg`Simulation jobs`, portals: ['ispf'], features: ['job'], menu: true, menuGroup: 'compute' },
  { id: 'jobs', path: 'jobs', title: msg`Jobs`, portals: ['hpc', 'ispf'], features: ['job'], menu: true, menuGroup: 'compute' },
  { id: 'submitJob', path: 'hpc_job', title: msg`Submit job`, portals: ['hpc'], features: ['job'], menu: false },
  {
    id: 'jobTemplates',
    path: 'job_templates',
    title: msg`Job templates`,
    portals: ['hpc'],
    features: ['job_template'],
    menu: true,
    menuGroup: 'compute',
  },
  { id: 'queues', path: 'queues', title: msg`Queues`, portals: ['hpc'], features: ['queue_usage'], menu: true, menuGroup: 'compute' },
  { id: 'nodes', path: 'nodes', title: msg`Nodes`, portals: ['hpc'], features: ['node'], menu: true, menuGroup: 'compute' },
  { id: 'users', path: 'users', title: msg`Cluster users`, portals: ['hpc'], menu: true, menuGroup: 'compute', hiddenForSubUser: true },
  { id: 'network', path: 'network', title: msg`Network`, portals: ['hpc'], menu: true, menuGroup: 'compute' },
  { id: 'nas', path: 'nas', title: msg`File storage`, portals: ['hpc', 'ispf'], features: ['nas'], menu: true, menuGroup: 'data' },
  { id: 'software', path: 'software', title: msg`Software`, portals: ['hpc'], menu: true, menuGroup: 'data' },
  { id: 'graphics', path: 'graphics_service', title: msg`Graphics service`, portals: ['hpc', 'ispf'], menu: true, menuGroup: 'data' },
  { id: 'clusterMonitors', path: 'cluster_monitors', title: msg`Cluster monitoring`, portals: ['hpc'], menu: true, menuGroup: 'monitor' },
  {
    id: 'jobMonitors',
    path: 'job_monitors',
    title: msg`Job monitoring`,
    portals: ['hpc'],
    features: ['job'],
    menu: true,
    menuGroup: 'monitor',
  },
  {
    id: 'userMgt',
    path: 'user_mgt',
    title: msg`User management`,
    portals: ['hpc'],
    features: ['shared_cluster'],
    menu: true,
    menuGroup: 'account',
    hiddenForSubUser: true,
  },
  { id: 'logs', path: 'logs', title: msg`Operation logs`, portals: ['hpc', 'ispf'], menu: true, menuGroup: 'account' },
  {
    id: 'slurmClusters',
    path: 'slurm_clusters',
    title: msg`Slurm clusters`,
    portals: ['hpc'],
    menu: true,
    menuGroup: 'site',
    zoneAdminOnly: true,
  },
  { id: 'machines', path: 'machines', title: msg`Machines`, portals: ['hpc'], menu: true, menuGroup: 'site', zoneAdminOnly: true },
  { id: 'welcome', path: 'welcome', title: msg`Welcome`, portals: ['hpc', 'ispf'], menu: false },
  { id: 'opening', path: 'open', title: msg`Open the service`, portals: ['hpc', 'ispf'], menu: false },
  { id: 'webSsh', path: 'hpc_web_ssh', title: msg`Web terminal`, portals: ['hpc'], features: ['web_ssh'], menu: false },
];

export const MENU_GROUP_TITLES: Record<NonNullable<SectionDef['menuGroup']>, MessageDescriptor> = {
  overview: msg`Overview`,
  compute: msg`Computing`,
  data: msg`Data and software`,
  monitor: msg`Monitoring`,
  account: msg`Account`,
  site: msg`Site`,
};

export function sectionById(id: SectionId): SectionDef {
  const found = SECTIONS.find((section) => section.id === id);
  if (!found) throw new Error(`Unknown section ${id}`);
  return found;
}

export function sectionOfPath(portal: Portal, segment: string | undefined): SectionDef | undefined {
  return SECTIONS.find((section) => section.path === segment && section.portals.includes(portal));
}

/** Whether a section is available: its portal, its flags (any of them on), the sub-user rule and the zone administrator's. */
export function isSectionEnabled(
  section: SectionDef,
  portal: Portal,
  features: Partial<Record<FeatureName, boolean>> | undefined,
  subUser: boolean,
  zoneAdmin = false,
): boolean {
  if (!section.portals.includes(portal)) return false;
  if (section.features && !section.features.some((flag) => features?.[flag])) return false;
  if (section.zoneAdminOnly && !zoneAdmin) return false;
  return !(subUser && section.hiddenForSubUser);
}
