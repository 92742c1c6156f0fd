/**
 * Every route of spec section 2 under the base path: /{zone}/{portal}/{section}, portal hpc or ispf. Screens are
 * lazily loaded chunks (120 s time-out), each with its sections' catalogs; the redirects are the spec's. The
 * declarative router: the console has no loaders, actions or fetchers, and the data router's code would be a sixth of
 * the landing (docs/benchmarks.md).
 */
import { Box } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { BrowserRouter, matchRoutes, Navigate, useRoutes, type RouteObject } from 'react-router';
import { LATER_SECTIONS, ROUTE_SECTIONS } from 'virtual:catalog-plan';
import { loadCatalogSections, loadLaterCatalogSections } from '@/shared/i18n/locale';
import { lazyRoute } from '@/shared/routing/lazy-chunk';
import { NETWORK_TABS } from '@/shared/routing/network-link';
import { LiveUpdates } from '../live-updates';
import { Layout } from '../shell/layout';
import { StartupGate } from '../startup/startup-gate';
import { ZoneGate } from '../startup/zone-gate';
import { CreationGuard, PortalRedirect, SectionGuard } from './guards';
import { RootRedirect } from './root-redirect';
import { RouteBoundary } from './route-error';

type RouteModule = { Component: React.ComponentType };
const routeModules = import.meta.glob<RouteModule>(['../routes/*.tsx', '!../routes/*.test.tsx']);

/** What a page route carries besides its element: the start of its load, before anything renders it. */
interface PageHandle {
  preload: () => void;
}

/**
 * The screen of src/app/routes/<name>.tsx: its chunk and the catalogs of its sections load together, and the route
 * renders once both are in (no message shows untranslated). The catalogs only its lazily loaded pieces need (row
 * menus, dialogs) start loading at the same time; each piece renders once they are in (withChunkTimeout).
 * Navigations are transitions: the previous screen stays until the next one can render.
 */
export function page(name: string): Pick<RouteObject, 'element' | 'handle'> {
  const load = routeModules[`../routes/${name}.tsx`];
  const sections = ROUTE_SECTIONS[name];
  const later = LATER_SECTIONS[name] ?? [];
  if (!load || !sections) throw new Error(`No route module src/app/routes/${name}.tsx`);
  const loadPage = lazyRoute(load, () => {
    loadLaterCatalogSections(later);
    return loadCatalogSections(sections);
  });
  let loading: Promise<{ default: React.ComponentType }> | undefined;
  const start = () => (loading ??= loadPage().then((module) => ({ default: module.Component })));
  const Page = lazy(start);
  const handle: PageHandle = {
    preload: () => void start().catch(() => {}), // the route's error boundary shows the failure once it renders
  };
  return { element: <Page />, handle };
}

/** A redirect the spec lists; relative targets resolve against the current URL path. */
const redirect = (to: string): { element: React.ReactElement } => ({ element: <Navigate to={to} relative="path" replace /> });

const pages = {
  home: page('home'),
  quickstart: page('quickstart'),
  welcome: page('welcome'),
  opening: page('product-opening'),
  clusters: page('clusters'),
  clusterType: page('cluster-select-type'),
  createCluster: page('cluster-create'),
  clusterDetail: page('cluster-detail'),
  submitJob: page('submit-job'),
  webSsh: page('web-ssh'),
  users: page('cluster-users'),
  nodes: page('nodes'),
  jobTemplates: page('job-templates'),
  queues: page('queues'),
  network: page('network'),
  clusterMonitors: page('cluster-monitors'),
  jobMonitors: page('job-monitors'),
  software: page('software'),
  graphics: page('graphics-service'),
  userMgt: page('user-management'),
  allocateRes: page('allocate-resources'),
  allocateResDetail: page('allocate-resources-detail'),
  logs: page('operation-logs'),
  moreTime: page('more-time'),
  nas: page('nas'),
  notifications: page('notifications'),
  accessTokens: page('access-tokens'),
  slurmClusters: page('slurm-clusters'),
  machines: page('machines'),
  jobs: page('jobs'),
  jobDetail: page('job-detail'),
  ispf: page('simulation-jobs'),
  ispfDetail: page('simulation-job-detail'),
  terminal: page('terminal'),
  login: page('login'),
  notFound: page('not-found'),
};

export const CLUSTER_TABS = ['node_list', 'job_list', 'queue_list', 'shared_account', 'auto_scale', 'user_list', 'lease_info'] as const;
export const JOB_TABS = ['compute_dir', 'job_logs', 'input_file', 'cluster_queue_info'] as const;
export const USER_MGT_TABS = ['user_management', 'res_statistics'] as const;

const guarded = (id: Parameters<typeof SectionGuard>[0]['id'], children: RouteObject[]): RouteObject => ({
  element: <SectionGuard id={id} />,
  children,
});

/** Sections both portals have. */
const shared: RouteObject[] = [
  { path: 'welcome', ...pages.welcome },
  { path: 'notifications', ...pages.notifications },
  { path: 'access_tokens', ...pages.accessTokens },
  guarded('logs', [{ path: 'logs', ...pages.logs }]),
  guarded('nas', [
    { path: 'nas', ...pages.nas },
    { path: 'nas/:id', ...pages.nas },
  ]),
  guarded('jobs', [
    { path: 'jobs', ...pages.jobs },
    { path: 'jobs/:id', ...redirect('compute_dir') },
    ...JOB_TABS.map((tab) => ({ path: `jobs/:id/${tab}`, ...pages.jobDetail })),
  ]),
  guarded('graphics', [
    { path: 'graphics_service', ...pages.graphics },
    { path: 'graphics_service/sessions/:sessionId', ...pages.graphics },
  ]),
  { path: '*', ...redirect('/404') },
];

const hpc: RouteObject[] = [
  { index: true, ...redirect('hpc_clusters') },
  { path: 'home', ...pages.home },
  guarded('quickstart', [{ path: 'quickstart', ...pages.quickstart }]),
  guarded('clusters', [
    { path: 'hpc_clusters', ...pages.clusters },
    { path: 'hpc_clusters/shared', ...pages.clusters },
    { path: 'hpc_clusters/web_ssh', ...redirect('..') },
    {
      element: <CreationGuard />,
      children: [
        { path: 'hpc_clusters/select_type', ...pages.clusterType },
        { path: 'hpc_clusters/create_hpc', ...pages.createCluster },
        { path: 'hpc_clusters/create_ehpc', ...pages.createCluster },
      ],
    },
    { path: 'hpc_clusters/:id', ...redirect('node_list') },
    ...CLUSTER_TABS.map((tab) => ({ path: `hpc_clusters/:id/${tab}`, ...pages.clusterDetail })),
  ]),
  guarded('jobs', [{ path: 'jobs/more_time', ...pages.moreTime }]),
  guarded('submitJob', [
    { path: 'hpc_job/submit_job', ...pages.submitJob },
    { path: 'hpc_job/submit_job/:id', ...pages.submitJob },
    { path: 'hpc_job/submit_job/:id/:job_id', ...pages.submitJob },
  ]),
  guarded('users', [{ path: 'users', ...pages.users }]),
  guarded('nodes', [{ path: 'nodes', ...pages.nodes }]),
  guarded('jobTemplates', [{ path: 'job_templates', ...pages.jobTemplates }]),
  guarded('queues', [{ path: 'queues', ...pages.queues }]),
  guarded('network', [
    { path: 'network', ...redirect('vxnets') },
    ...NETWORK_TABS.map((tab) => ({ path: `network/${tab}`, ...pages.network })),
  ]),
  guarded('clusterMonitors', [{ path: 'cluster_monitors', ...pages.clusterMonitors }]),
  guarded('jobMonitors', [{ path: 'job_monitors', ...pages.jobMonitors }]),
  guarded('software', [{ path: 'software', ...pages.software }]),
  guarded('userMgt', [
    { path: 'user_mgt', ...redirect('main') },
    { path: 'user_mgt/main', ...redirect('user_management') },
    ...USER_MGT_TABS.map((tab) => ({ path: `user_mgt/main/${tab}`, ...pages.userMgt })),
    { path: 'user_mgt/sub/allocate_res/:id', ...pages.allocateRes },
    { path: 'user_mgt/sub/allocate_res_detail/:id', ...pages.allocateResDetail },
  ]),
  guarded('slurmClusters', [{ path: 'slurm_clusters', ...pages.slurmClusters }]),
  guarded('machines', [{ path: 'machines', ...pages.machines }]),
  ...shared,
];

const ispf: RouteObject[] = [
  { index: true, ...redirect('ispf') },
  guarded('ispf', [
    { path: 'ispf', ...pages.ispf },
    { path: 'ispf/:job_id', ...pages.ispfDetail },
  ]),
  ...shared,
];

/** Shown while the first route's chunk loads. */
const firstLoadFallback = <Box minH="100vh" aria-busy="true" />;

/** A route's screen with its error boundary. */
const bounded = (route: Pick<RouteObject, 'element' | 'handle'>): Pick<RouteObject, 'element' | 'handle'> => ({
  ...route,
  element: <RouteBoundary>{route.element}</RouteBoundary>,
});

export const routes: RouteObject[] = [
  { path: '/login', ...bounded(pages.login) },
  { path: '/404', ...bounded(pages.notFound) },
  {
    path: '/',
    ...bounded({ element: <StartupGate /> }),
    // Signed in from here on: the live stream is open (the start-up gate sends a signed-out visitor to sign in).
    children: [
      {
        element: <LiveUpdates />,
        children: [
          { index: true, element: <RootRedirect /> },
          { path: 'terminal', ...pages.terminal },
          { path: 'terminal/container', ...pages.terminal },
          {
            path: ':zone',
            element: <ZoneGate />,
            children: [
              { index: true, element: <PortalRedirect /> },
              {
                path: 'hpc',
                children: [
                  { path: 'open', element: <Layout hideMenu />, children: [{ index: true, ...pages.opening }] },
                  guarded('webSsh', [
                    { path: 'hpc_web_ssh/:id', element: <Layout hideMenu />, children: [{ index: true, ...pages.webSsh }] },
                  ]),
                  { ...bounded({ element: <Layout /> }), children: hpc },
                ],
              },
              {
                path: 'ispf',
                children: [
                  { path: 'open', element: <Layout hideMenu />, children: [{ index: true, ...pages.opening }] },
                  { ...bounded({ element: <Layout /> }), children: ispf },
                ],
              },
              { path: '*', ...redirect('/404') },
            ],
          },
        ],
      },
    ],
  },
  { path: '*', ...redirect('/404') },
];

const consoleBasename = (basename: string) => basename.replace(/\/$/, '');

/**
 * Starts loading the pages `pathname` shows, with their catalogs: a page renders only once the start-up gate lets
 * it, and its chunk should not wait for that (the session and permission requests).
 */
export function preloadPages(pathname: string, basename = import.meta.env.BASE_URL): void {
  for (const match of matchRoutes(routes, pathname, consoleBasename(basename)) ?? [])
    (match.route.handle as PageHandle | undefined)?.preload();
}

function ConsoleRoutes() {
  return useRoutes(routes);
}

/** The console's router under the base path. One suspense boundary for all: it shows only on the first load. */
export function ConsoleRouter({ basename = import.meta.env.BASE_URL }: { basename?: string }) {
  return (
    <BrowserRouter basename={consoleBasename(basename)}>
      <Suspense fallback={firstLoadFallback}>
        <ConsoleRoutes />
      </Suspense>
    </BrowserRouter>
  );
}
